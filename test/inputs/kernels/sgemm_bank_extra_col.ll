; ModuleID = 'sgemm_bank_extra_col.cu'
source_filename = "sgemm_bank_extra_col.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_ = comdat any

$_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = comdat any

$_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1064 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = alloca [64 x float], align 4
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 15
  %14 = lshr i32 %12, 4
  %15 = shl nuw nsw i32 %10, 7
  %16 = shl i32 %11, 7
  %17 = mul i32 %15, %1
  %18 = add i32 %17, %16
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %7, i64 %19
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %9, i8 0, i64 256, i1 false)
  %21 = icmp eq i32 %2, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %8
  %23 = shl nuw nsw i32 %14, 3
  %24 = shl nuw nsw i32 %13, 3
  br label %203

25:                                               ; preds = %8
  %26 = lshr i32 %12, 5
  %27 = lshr i32 %12, 1
  %28 = zext i32 %16 to i64
  %29 = getelementptr inbounds float, ptr %5, i64 %28
  %30 = mul i32 %15, %2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = mul i32 %27, %2
  %34 = shl nuw nsw i32 %12, 2
  %35 = and i32 %34, 4
  %36 = add i32 %33, %35
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i32 %35, 7
  %39 = or disjoint i32 %38, %27
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %40
  %42 = add nuw nsw i32 %27, 128
  %43 = add nuw nsw i32 %42, %38
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %44
  %46 = add nuw nsw i32 %27, 256
  %47 = add nuw nsw i32 %46, %38
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %48
  %50 = add nuw nsw i32 %27, 384
  %51 = add nuw nsw i32 %50, %38
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %52
  %54 = mul i32 %26, %1
  %55 = and i32 %34, 124
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = mul nuw nsw i32 %26, 133
  %59 = add nuw nsw i32 %58, %55
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %60
  %62 = add nuw nsw i32 %59, 1
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %63
  %65 = add nuw nsw i32 %59, 2
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %66
  %68 = add nuw nsw i32 %59, 3
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %69
  %71 = shl nsw i32 %1, 3
  %72 = sext i32 %71 to i64
  %73 = shl nuw nsw i32 %14, 3
  %74 = shl nuw nsw i32 %13, 3
  %75 = getelementptr inbounds i8, ptr %9, i64 4
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = getelementptr inbounds i8, ptr %9, i64 12
  %78 = getelementptr inbounds i8, ptr %9, i64 16
  %79 = getelementptr inbounds i8, ptr %9, i64 20
  %80 = getelementptr inbounds i8, ptr %9, i64 24
  %81 = getelementptr inbounds i8, ptr %9, i64 28
  %82 = getelementptr inbounds i8, ptr %9, i64 32
  %83 = getelementptr inbounds i8, ptr %9, i64 36
  %84 = getelementptr inbounds i8, ptr %9, i64 40
  %85 = getelementptr inbounds i8, ptr %9, i64 44
  %86 = getelementptr inbounds i8, ptr %9, i64 48
  %87 = getelementptr inbounds i8, ptr %9, i64 52
  %88 = getelementptr inbounds i8, ptr %9, i64 56
  %89 = getelementptr inbounds i8, ptr %9, i64 60
  %90 = getelementptr inbounds i8, ptr %9, i64 64
  %91 = getelementptr inbounds i8, ptr %9, i64 68
  %92 = getelementptr inbounds i8, ptr %9, i64 72
  %93 = getelementptr inbounds i8, ptr %9, i64 76
  %94 = getelementptr inbounds i8, ptr %9, i64 80
  %95 = getelementptr inbounds i8, ptr %9, i64 84
  %96 = getelementptr inbounds i8, ptr %9, i64 88
  %97 = getelementptr inbounds i8, ptr %9, i64 92
  %98 = getelementptr inbounds i8, ptr %9, i64 96
  %99 = getelementptr inbounds i8, ptr %9, i64 100
  %100 = getelementptr inbounds i8, ptr %9, i64 104
  %101 = getelementptr inbounds i8, ptr %9, i64 108
  %102 = getelementptr inbounds i8, ptr %9, i64 112
  %103 = getelementptr inbounds i8, ptr %9, i64 116
  %104 = getelementptr inbounds i8, ptr %9, i64 120
  %105 = getelementptr inbounds i8, ptr %9, i64 124
  %106 = getelementptr inbounds i8, ptr %9, i64 128
  %107 = getelementptr inbounds i8, ptr %9, i64 132
  %108 = getelementptr inbounds i8, ptr %9, i64 136
  %109 = getelementptr inbounds i8, ptr %9, i64 140
  %110 = getelementptr inbounds i8, ptr %9, i64 144
  %111 = getelementptr inbounds i8, ptr %9, i64 148
  %112 = getelementptr inbounds i8, ptr %9, i64 152
  %113 = getelementptr inbounds i8, ptr %9, i64 156
  %114 = getelementptr inbounds i8, ptr %9, i64 160
  %115 = getelementptr inbounds i8, ptr %9, i64 164
  %116 = getelementptr inbounds i8, ptr %9, i64 168
  %117 = getelementptr inbounds i8, ptr %9, i64 172
  %118 = getelementptr inbounds i8, ptr %9, i64 176
  %119 = getelementptr inbounds i8, ptr %9, i64 180
  %120 = getelementptr inbounds i8, ptr %9, i64 184
  %121 = getelementptr inbounds i8, ptr %9, i64 188
  %122 = getelementptr inbounds i8, ptr %9, i64 192
  %123 = getelementptr inbounds i8, ptr %9, i64 196
  %124 = getelementptr inbounds i8, ptr %9, i64 200
  %125 = getelementptr inbounds i8, ptr %9, i64 204
  %126 = getelementptr inbounds i8, ptr %9, i64 208
  %127 = getelementptr inbounds i8, ptr %9, i64 212
  %128 = getelementptr inbounds i8, ptr %9, i64 216
  %129 = getelementptr inbounds i8, ptr %9, i64 220
  %130 = getelementptr inbounds i8, ptr %9, i64 224
  %131 = getelementptr inbounds i8, ptr %9, i64 228
  %132 = getelementptr inbounds i8, ptr %9, i64 232
  %133 = getelementptr inbounds i8, ptr %9, i64 236
  %134 = getelementptr inbounds i8, ptr %9, i64 240
  %135 = getelementptr inbounds i8, ptr %9, i64 244
  %136 = getelementptr inbounds i8, ptr %9, i64 248
  %137 = getelementptr inbounds i8, ptr %9, i64 252
  %138 = load float, ptr %9, align 4, !tbaa !5
  %139 = load float, ptr %75, align 4, !tbaa !5
  %140 = load float, ptr %76, align 4, !tbaa !5
  %141 = load float, ptr %77, align 4, !tbaa !5
  %142 = load float, ptr %78, align 4, !tbaa !5
  %143 = load float, ptr %79, align 4, !tbaa !5
  %144 = load float, ptr %80, align 4, !tbaa !5
  %145 = load float, ptr %81, align 4, !tbaa !5
  %146 = load float, ptr %82, align 4, !tbaa !5
  %147 = load float, ptr %83, align 4, !tbaa !5
  %148 = load float, ptr %84, align 4, !tbaa !5
  %149 = load float, ptr %85, align 4, !tbaa !5
  %150 = load float, ptr %86, align 4, !tbaa !5
  %151 = load float, ptr %87, align 4, !tbaa !5
  %152 = load float, ptr %88, align 4, !tbaa !5
  %153 = load float, ptr %89, align 4, !tbaa !5
  %154 = load float, ptr %90, align 4, !tbaa !5
  %155 = load float, ptr %91, align 4, !tbaa !5
  %156 = load float, ptr %92, align 4, !tbaa !5
  %157 = load float, ptr %93, align 4, !tbaa !5
  %158 = load float, ptr %94, align 4, !tbaa !5
  %159 = load float, ptr %95, align 4, !tbaa !5
  %160 = load float, ptr %96, align 4, !tbaa !5
  %161 = load float, ptr %97, align 4, !tbaa !5
  %162 = load float, ptr %98, align 4, !tbaa !5
  %163 = load float, ptr %99, align 4, !tbaa !5
  %164 = load float, ptr %100, align 4, !tbaa !5
  %165 = load float, ptr %101, align 4, !tbaa !5
  %166 = load float, ptr %102, align 4, !tbaa !5
  %167 = load float, ptr %103, align 4, !tbaa !5
  %168 = load float, ptr %104, align 4, !tbaa !5
  %169 = load float, ptr %105, align 4, !tbaa !5
  %170 = load float, ptr %106, align 4, !tbaa !5
  %171 = load float, ptr %107, align 4, !tbaa !5
  %172 = load float, ptr %108, align 4, !tbaa !5
  %173 = load float, ptr %109, align 4, !tbaa !5
  %174 = load float, ptr %110, align 4, !tbaa !5
  %175 = load float, ptr %111, align 4, !tbaa !5
  %176 = load float, ptr %112, align 4, !tbaa !5
  %177 = load float, ptr %113, align 4, !tbaa !5
  %178 = load float, ptr %114, align 4, !tbaa !5
  %179 = load float, ptr %115, align 4, !tbaa !5
  %180 = load float, ptr %116, align 4, !tbaa !5
  %181 = load float, ptr %117, align 4, !tbaa !5
  %182 = load float, ptr %118, align 4, !tbaa !5
  %183 = load float, ptr %119, align 4, !tbaa !5
  %184 = load float, ptr %120, align 4, !tbaa !5
  %185 = load float, ptr %121, align 4, !tbaa !5
  %186 = load float, ptr %122, align 4, !tbaa !5
  %187 = load float, ptr %123, align 4, !tbaa !5
  %188 = load float, ptr %124, align 4, !tbaa !5
  %189 = load float, ptr %125, align 4, !tbaa !5
  %190 = load float, ptr %126, align 4, !tbaa !5
  %191 = load float, ptr %127, align 4, !tbaa !5
  %192 = load float, ptr %128, align 4, !tbaa !5
  %193 = load float, ptr %129, align 4, !tbaa !5
  %194 = load float, ptr %130, align 4, !tbaa !5
  %195 = load float, ptr %131, align 4, !tbaa !5
  %196 = load float, ptr %132, align 4, !tbaa !5
  %197 = load float, ptr %133, align 4, !tbaa !5
  %198 = load float, ptr %134, align 4, !tbaa !5
  %199 = load float, ptr %135, align 4, !tbaa !5
  %200 = load float, ptr %136, align 4, !tbaa !5
  %201 = load float, ptr %137, align 4, !tbaa !5
  br label %299

202:                                              ; preds = %646
  store float %517, ptr %9, align 4, !tbaa !5
  store float %519, ptr %75, align 4, !tbaa !5
  store float %521, ptr %76, align 4, !tbaa !5
  store float %523, ptr %77, align 4, !tbaa !5
  store float %525, ptr %78, align 4, !tbaa !5
  store float %527, ptr %79, align 4, !tbaa !5
  store float %529, ptr %80, align 4, !tbaa !5
  store float %531, ptr %81, align 4, !tbaa !5
  store float %533, ptr %82, align 4, !tbaa !5
  store float %535, ptr %83, align 4, !tbaa !5
  store float %537, ptr %84, align 4, !tbaa !5
  store float %539, ptr %85, align 4, !tbaa !5
  store float %541, ptr %86, align 4, !tbaa !5
  store float %543, ptr %87, align 4, !tbaa !5
  store float %545, ptr %88, align 4, !tbaa !5
  store float %547, ptr %89, align 4, !tbaa !5
  store float %549, ptr %90, align 4, !tbaa !5
  store float %551, ptr %91, align 4, !tbaa !5
  store float %553, ptr %92, align 4, !tbaa !5
  store float %555, ptr %93, align 4, !tbaa !5
  store float %557, ptr %94, align 4, !tbaa !5
  store float %559, ptr %95, align 4, !tbaa !5
  store float %561, ptr %96, align 4, !tbaa !5
  store float %563, ptr %97, align 4, !tbaa !5
  store float %565, ptr %98, align 4, !tbaa !5
  store float %567, ptr %99, align 4, !tbaa !5
  store float %569, ptr %100, align 4, !tbaa !5
  store float %571, ptr %101, align 4, !tbaa !5
  store float %573, ptr %102, align 4, !tbaa !5
  store float %575, ptr %103, align 4, !tbaa !5
  store float %577, ptr %104, align 4, !tbaa !5
  store float %579, ptr %105, align 4, !tbaa !5
  store float %581, ptr %106, align 4, !tbaa !5
  store float %583, ptr %107, align 4, !tbaa !5
  store float %585, ptr %108, align 4, !tbaa !5
  store float %587, ptr %109, align 4, !tbaa !5
  store float %589, ptr %110, align 4, !tbaa !5
  store float %591, ptr %111, align 4, !tbaa !5
  store float %593, ptr %112, align 4, !tbaa !5
  store float %595, ptr %113, align 4, !tbaa !5
  store float %597, ptr %114, align 4, !tbaa !5
  store float %599, ptr %115, align 4, !tbaa !5
  store float %601, ptr %116, align 4, !tbaa !5
  store float %603, ptr %117, align 4, !tbaa !5
  store float %605, ptr %118, align 4, !tbaa !5
  store float %607, ptr %119, align 4, !tbaa !5
  store float %609, ptr %120, align 4, !tbaa !5
  store float %611, ptr %121, align 4, !tbaa !5
  store float %613, ptr %122, align 4, !tbaa !5
  store float %615, ptr %123, align 4, !tbaa !5
  store float %617, ptr %124, align 4, !tbaa !5
  store float %619, ptr %125, align 4, !tbaa !5
  store float %621, ptr %126, align 4, !tbaa !5
  store float %623, ptr %127, align 4, !tbaa !5
  store float %625, ptr %128, align 4, !tbaa !5
  store float %627, ptr %129, align 4, !tbaa !5
  store float %629, ptr %130, align 4, !tbaa !5
  store float %631, ptr %131, align 4, !tbaa !5
  store float %633, ptr %132, align 4, !tbaa !5
  store float %635, ptr %133, align 4, !tbaa !5
  store float %637, ptr %134, align 4, !tbaa !5
  store float %639, ptr %135, align 4, !tbaa !5
  store float %641, ptr %136, align 4, !tbaa !5
  store float %643, ptr %137, align 4, !tbaa !5
  br label %203

203:                                              ; preds = %202, %22
  %204 = phi i32 [ %24, %22 ], [ %74, %202 ]
  %205 = phi i32 [ %23, %22 ], [ %73, %202 ]
  %206 = icmp eq i32 %1, 1
  br i1 %206, label %289, label %207

207:                                              ; preds = %203, %207
  %208 = phi i32 [ %287, %207 ], [ 0, %203 ]
  %209 = add nuw nsw i32 %208, %205
  %210 = mul i32 %209, %1
  %211 = add i32 %210, %204
  %212 = shl nuw nsw i32 %208, 3
  %213 = zext i32 %211 to i64
  %214 = getelementptr inbounds float, ptr %20, i64 %213
  %215 = load float, ptr %214, align 16, !tbaa !5
  %216 = getelementptr inbounds i8, ptr %214, i64 4
  %217 = load float, ptr %216, align 4, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %214, i64 8
  %219 = load float, ptr %218, align 8, !tbaa !5
  %220 = getelementptr inbounds i8, ptr %214, i64 12
  %221 = load float, ptr %220, align 4, !tbaa !5
  %222 = zext nneg i32 %212 to i64
  %223 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !5
  %225 = fmul contract float %224, %3
  %226 = fmul contract float %215, %6
  %227 = fadd contract float %226, %225
  %228 = or disjoint i32 %212, 1
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !5
  %232 = fmul contract float %231, %3
  %233 = fmul contract float %217, %6
  %234 = fadd contract float %233, %232
  %235 = or disjoint i32 %212, 2
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !5
  %239 = fmul contract float %238, %3
  %240 = fmul contract float %219, %6
  %241 = fadd contract float %240, %239
  %242 = or disjoint i32 %212, 3
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !5
  %246 = fmul contract float %245, %3
  %247 = fmul contract float %221, %6
  %248 = fadd contract float %247, %246
  store float %227, ptr %214, align 16, !tbaa !5
  store float %234, ptr %216, align 4, !tbaa !5
  store float %241, ptr %218, align 8, !tbaa !5
  store float %248, ptr %220, align 4, !tbaa !5
  %249 = add i32 %211, 4
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %20, i64 %250
  %252 = load float, ptr %251, align 16, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %251, i64 4
  %254 = load float, ptr %253, align 4, !tbaa !5
  %255 = getelementptr inbounds i8, ptr %251, i64 8
  %256 = load float, ptr %255, align 8, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %251, i64 12
  %258 = load float, ptr %257, align 4, !tbaa !5
  %259 = or disjoint i32 %212, 4
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !5
  %263 = fmul contract float %262, %3
  %264 = fmul contract float %252, %6
  %265 = fadd contract float %264, %263
  %266 = or disjoint i32 %212, 5
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !5
  %270 = fmul contract float %269, %3
  %271 = fmul contract float %254, %6
  %272 = fadd contract float %271, %270
  %273 = or disjoint i32 %212, 6
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %274
  %276 = load float, ptr %275, align 4, !tbaa !5
  %277 = fmul contract float %276, %3
  %278 = fmul contract float %256, %6
  %279 = fadd contract float %278, %277
  %280 = or disjoint i32 %212, 7
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %281
  %283 = load float, ptr %282, align 4, !tbaa !5
  %284 = fmul contract float %283, %3
  %285 = fmul contract float %258, %6
  %286 = fadd contract float %285, %284
  store float %265, ptr %251, align 16, !tbaa !5
  store float %272, ptr %253, align 4, !tbaa !5
  store float %279, ptr %255, align 8, !tbaa !5
  store float %286, ptr %257, align 4, !tbaa !5
  %287 = add nuw nsw i32 %208, 1
  %288 = icmp eq i32 %287, 8
  br i1 %288, label %732, label %207, !llvm.loop !9

289:                                              ; preds = %203
  %290 = add nuw nsw i32 %204, %205
  %291 = zext nneg i32 %290 to i64
  %292 = add i32 %15, %16
  %293 = zext i32 %292 to i64
  %294 = add nuw nsw i64 %291, %293
  %295 = shl nuw nsw i64 %294, 2
  %296 = or disjoint i64 %295, 24
  %297 = getelementptr i8, ptr %7, i64 %296
  %298 = load float, ptr %297, align 8
  br label %650

299:                                              ; preds = %25, %646
  %300 = phi float [ %201, %25 ], [ %643, %646 ]
  %301 = phi float [ %200, %25 ], [ %641, %646 ]
  %302 = phi float [ %199, %25 ], [ %639, %646 ]
  %303 = phi float [ %198, %25 ], [ %637, %646 ]
  %304 = phi float [ %197, %25 ], [ %635, %646 ]
  %305 = phi float [ %196, %25 ], [ %633, %646 ]
  %306 = phi float [ %195, %25 ], [ %631, %646 ]
  %307 = phi float [ %194, %25 ], [ %629, %646 ]
  %308 = phi float [ %193, %25 ], [ %627, %646 ]
  %309 = phi float [ %192, %25 ], [ %625, %646 ]
  %310 = phi float [ %191, %25 ], [ %623, %646 ]
  %311 = phi float [ %190, %25 ], [ %621, %646 ]
  %312 = phi float [ %189, %25 ], [ %619, %646 ]
  %313 = phi float [ %188, %25 ], [ %617, %646 ]
  %314 = phi float [ %187, %25 ], [ %615, %646 ]
  %315 = phi float [ %186, %25 ], [ %613, %646 ]
  %316 = phi float [ %185, %25 ], [ %611, %646 ]
  %317 = phi float [ %184, %25 ], [ %609, %646 ]
  %318 = phi float [ %183, %25 ], [ %607, %646 ]
  %319 = phi float [ %182, %25 ], [ %605, %646 ]
  %320 = phi float [ %181, %25 ], [ %603, %646 ]
  %321 = phi float [ %180, %25 ], [ %601, %646 ]
  %322 = phi float [ %179, %25 ], [ %599, %646 ]
  %323 = phi float [ %178, %25 ], [ %597, %646 ]
  %324 = phi float [ %177, %25 ], [ %595, %646 ]
  %325 = phi float [ %176, %25 ], [ %593, %646 ]
  %326 = phi float [ %175, %25 ], [ %591, %646 ]
  %327 = phi float [ %174, %25 ], [ %589, %646 ]
  %328 = phi float [ %173, %25 ], [ %587, %646 ]
  %329 = phi float [ %172, %25 ], [ %585, %646 ]
  %330 = phi float [ %171, %25 ], [ %583, %646 ]
  %331 = phi float [ %170, %25 ], [ %581, %646 ]
  %332 = phi float [ %169, %25 ], [ %579, %646 ]
  %333 = phi float [ %168, %25 ], [ %577, %646 ]
  %334 = phi float [ %167, %25 ], [ %575, %646 ]
  %335 = phi float [ %166, %25 ], [ %573, %646 ]
  %336 = phi float [ %165, %25 ], [ %571, %646 ]
  %337 = phi float [ %164, %25 ], [ %569, %646 ]
  %338 = phi float [ %163, %25 ], [ %567, %646 ]
  %339 = phi float [ %162, %25 ], [ %565, %646 ]
  %340 = phi float [ %161, %25 ], [ %563, %646 ]
  %341 = phi float [ %160, %25 ], [ %561, %646 ]
  %342 = phi float [ %159, %25 ], [ %559, %646 ]
  %343 = phi float [ %158, %25 ], [ %557, %646 ]
  %344 = phi float [ %157, %25 ], [ %555, %646 ]
  %345 = phi float [ %156, %25 ], [ %553, %646 ]
  %346 = phi float [ %155, %25 ], [ %551, %646 ]
  %347 = phi float [ %154, %25 ], [ %549, %646 ]
  %348 = phi float [ %153, %25 ], [ %547, %646 ]
  %349 = phi float [ %152, %25 ], [ %545, %646 ]
  %350 = phi float [ %151, %25 ], [ %543, %646 ]
  %351 = phi float [ %150, %25 ], [ %541, %646 ]
  %352 = phi float [ %149, %25 ], [ %539, %646 ]
  %353 = phi float [ %148, %25 ], [ %537, %646 ]
  %354 = phi float [ %147, %25 ], [ %535, %646 ]
  %355 = phi float [ %146, %25 ], [ %533, %646 ]
  %356 = phi float [ %145, %25 ], [ %531, %646 ]
  %357 = phi float [ %144, %25 ], [ %529, %646 ]
  %358 = phi float [ %143, %25 ], [ %527, %646 ]
  %359 = phi float [ %142, %25 ], [ %525, %646 ]
  %360 = phi float [ %141, %25 ], [ %523, %646 ]
  %361 = phi float [ %140, %25 ], [ %521, %646 ]
  %362 = phi float [ %139, %25 ], [ %519, %646 ]
  %363 = phi float [ %138, %25 ], [ %517, %646 ]
  %364 = phi ptr [ %32, %25 ], [ %383, %646 ]
  %365 = phi ptr [ %29, %25 ], [ %647, %646 ]
  %366 = phi i32 [ 0, %25 ], [ %648, %646 ]
  %367 = getelementptr inbounds float, ptr %364, i64 %37
  %368 = load float, ptr %367, align 16, !tbaa !5
  %369 = getelementptr inbounds i8, ptr %367, i64 4
  %370 = load float, ptr %369, align 4, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %367, i64 8
  %372 = load float, ptr %371, align 8, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %367, i64 12
  %374 = load float, ptr %373, align 4, !tbaa !5
  store float %368, ptr %41, align 4, !tbaa !5
  store float %370, ptr %45, align 4, !tbaa !5
  store float %372, ptr %49, align 4, !tbaa !5
  store float %374, ptr %53, align 4, !tbaa !5
  %375 = getelementptr inbounds float, ptr %365, i64 %57
  %376 = load float, ptr %375, align 16, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %375, i64 4
  %378 = load float, ptr %377, align 4, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %375, i64 8
  %380 = load float, ptr %379, align 8, !tbaa !5
  %381 = getelementptr inbounds i8, ptr %375, i64 12
  %382 = load float, ptr %381, align 4, !tbaa !5
  store float %376, ptr %61, align 4, !tbaa !5
  store float %378, ptr %64, align 4, !tbaa !5
  store float %380, ptr %67, align 4, !tbaa !5
  store float %382, ptr %70, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %383 = getelementptr inbounds i8, ptr %364, i64 32
  br label %384

384:                                              ; preds = %299, %384
  %385 = phi float [ %300, %299 ], [ %643, %384 ]
  %386 = phi float [ %301, %299 ], [ %641, %384 ]
  %387 = phi float [ %302, %299 ], [ %639, %384 ]
  %388 = phi float [ %303, %299 ], [ %637, %384 ]
  %389 = phi float [ %304, %299 ], [ %635, %384 ]
  %390 = phi float [ %305, %299 ], [ %633, %384 ]
  %391 = phi float [ %306, %299 ], [ %631, %384 ]
  %392 = phi float [ %307, %299 ], [ %629, %384 ]
  %393 = phi float [ %308, %299 ], [ %627, %384 ]
  %394 = phi float [ %309, %299 ], [ %625, %384 ]
  %395 = phi float [ %310, %299 ], [ %623, %384 ]
  %396 = phi float [ %311, %299 ], [ %621, %384 ]
  %397 = phi float [ %312, %299 ], [ %619, %384 ]
  %398 = phi float [ %313, %299 ], [ %617, %384 ]
  %399 = phi float [ %314, %299 ], [ %615, %384 ]
  %400 = phi float [ %315, %299 ], [ %613, %384 ]
  %401 = phi float [ %316, %299 ], [ %611, %384 ]
  %402 = phi float [ %317, %299 ], [ %609, %384 ]
  %403 = phi float [ %318, %299 ], [ %607, %384 ]
  %404 = phi float [ %319, %299 ], [ %605, %384 ]
  %405 = phi float [ %320, %299 ], [ %603, %384 ]
  %406 = phi float [ %321, %299 ], [ %601, %384 ]
  %407 = phi float [ %322, %299 ], [ %599, %384 ]
  %408 = phi float [ %323, %299 ], [ %597, %384 ]
  %409 = phi float [ %324, %299 ], [ %595, %384 ]
  %410 = phi float [ %325, %299 ], [ %593, %384 ]
  %411 = phi float [ %326, %299 ], [ %591, %384 ]
  %412 = phi float [ %327, %299 ], [ %589, %384 ]
  %413 = phi float [ %328, %299 ], [ %587, %384 ]
  %414 = phi float [ %329, %299 ], [ %585, %384 ]
  %415 = phi float [ %330, %299 ], [ %583, %384 ]
  %416 = phi float [ %331, %299 ], [ %581, %384 ]
  %417 = phi float [ %332, %299 ], [ %579, %384 ]
  %418 = phi float [ %333, %299 ], [ %577, %384 ]
  %419 = phi float [ %334, %299 ], [ %575, %384 ]
  %420 = phi float [ %335, %299 ], [ %573, %384 ]
  %421 = phi float [ %336, %299 ], [ %571, %384 ]
  %422 = phi float [ %337, %299 ], [ %569, %384 ]
  %423 = phi float [ %338, %299 ], [ %567, %384 ]
  %424 = phi float [ %339, %299 ], [ %565, %384 ]
  %425 = phi float [ %340, %299 ], [ %563, %384 ]
  %426 = phi float [ %341, %299 ], [ %561, %384 ]
  %427 = phi float [ %342, %299 ], [ %559, %384 ]
  %428 = phi float [ %343, %299 ], [ %557, %384 ]
  %429 = phi float [ %344, %299 ], [ %555, %384 ]
  %430 = phi float [ %345, %299 ], [ %553, %384 ]
  %431 = phi float [ %346, %299 ], [ %551, %384 ]
  %432 = phi float [ %347, %299 ], [ %549, %384 ]
  %433 = phi float [ %348, %299 ], [ %547, %384 ]
  %434 = phi float [ %349, %299 ], [ %545, %384 ]
  %435 = phi float [ %350, %299 ], [ %543, %384 ]
  %436 = phi float [ %351, %299 ], [ %541, %384 ]
  %437 = phi float [ %352, %299 ], [ %539, %384 ]
  %438 = phi float [ %353, %299 ], [ %537, %384 ]
  %439 = phi float [ %354, %299 ], [ %535, %384 ]
  %440 = phi float [ %355, %299 ], [ %533, %384 ]
  %441 = phi float [ %356, %299 ], [ %531, %384 ]
  %442 = phi float [ %357, %299 ], [ %529, %384 ]
  %443 = phi float [ %358, %299 ], [ %527, %384 ]
  %444 = phi float [ %359, %299 ], [ %525, %384 ]
  %445 = phi float [ %360, %299 ], [ %523, %384 ]
  %446 = phi float [ %361, %299 ], [ %521, %384 ]
  %447 = phi float [ %362, %299 ], [ %519, %384 ]
  %448 = phi float [ %363, %299 ], [ %517, %384 ]
  %449 = phi i32 [ 0, %299 ], [ %644, %384 ]
  %450 = mul nuw nsw i32 %449, 133
  %451 = add nuw nsw i32 %450, %74
  %452 = add nuw nsw i32 %451, 7
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %453
  %455 = load float, ptr %454, align 4, !tbaa !5
  %456 = add nuw nsw i32 %451, 6
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %457
  %459 = load float, ptr %458, align 4, !tbaa !5
  %460 = add nuw nsw i32 %451, 5
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %461
  %463 = load float, ptr %462, align 4, !tbaa !5
  %464 = add nuw nsw i32 %451, 4
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %465
  %467 = load float, ptr %466, align 4, !tbaa !5
  %468 = add nuw nsw i32 %451, 3
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %469
  %471 = load float, ptr %470, align 4, !tbaa !5
  %472 = add nuw nsw i32 %451, 2
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %473
  %475 = load float, ptr %474, align 4, !tbaa !5
  %476 = add nuw nsw i32 %451, 1
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %477
  %479 = load float, ptr %478, align 4, !tbaa !5
  %480 = zext nneg i32 %451 to i64
  %481 = getelementptr inbounds [1064 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %480
  %482 = load float, ptr %481, align 4, !tbaa !5
  %483 = shl nuw nsw i32 %449, 7
  %484 = add nuw nsw i32 %483, %73
  %485 = or disjoint i32 %484, 7
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %486
  %488 = load float, ptr %487, align 4, !tbaa !5
  %489 = or disjoint i32 %484, 6
  %490 = zext nneg i32 %489 to i64
  %491 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %490
  %492 = load float, ptr %491, align 4, !tbaa !5
  %493 = or disjoint i32 %484, 5
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %494
  %496 = load float, ptr %495, align 4, !tbaa !5
  %497 = or disjoint i32 %484, 4
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %498
  %500 = load float, ptr %499, align 4, !tbaa !5
  %501 = or disjoint i32 %484, 3
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %502
  %504 = load float, ptr %503, align 4, !tbaa !5
  %505 = or disjoint i32 %484, 2
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %506
  %508 = load float, ptr %507, align 4, !tbaa !5
  %509 = or disjoint i32 %484, 1
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !5
  %513 = zext nneg i32 %484 to i64
  %514 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %513
  %515 = load float, ptr %514, align 4, !tbaa !5
  %516 = fmul contract float %515, %482
  %517 = fadd contract float %448, %516
  %518 = fmul contract float %515, %479
  %519 = fadd contract float %447, %518
  %520 = fmul contract float %515, %475
  %521 = fadd contract float %446, %520
  %522 = fmul contract float %515, %471
  %523 = fadd contract float %445, %522
  %524 = fmul contract float %515, %467
  %525 = fadd contract float %444, %524
  %526 = fmul contract float %515, %463
  %527 = fadd contract float %443, %526
  %528 = fmul contract float %515, %459
  %529 = fadd contract float %442, %528
  %530 = fmul contract float %515, %455
  %531 = fadd contract float %441, %530
  %532 = fmul contract float %512, %482
  %533 = fadd contract float %440, %532
  %534 = fmul contract float %512, %479
  %535 = fadd contract float %439, %534
  %536 = fmul contract float %512, %475
  %537 = fadd contract float %438, %536
  %538 = fmul contract float %512, %471
  %539 = fadd contract float %437, %538
  %540 = fmul contract float %512, %467
  %541 = fadd contract float %436, %540
  %542 = fmul contract float %512, %463
  %543 = fadd contract float %435, %542
  %544 = fmul contract float %512, %459
  %545 = fadd contract float %434, %544
  %546 = fmul contract float %512, %455
  %547 = fadd contract float %433, %546
  %548 = fmul contract float %508, %482
  %549 = fadd contract float %432, %548
  %550 = fmul contract float %508, %479
  %551 = fadd contract float %431, %550
  %552 = fmul contract float %508, %475
  %553 = fadd contract float %430, %552
  %554 = fmul contract float %508, %471
  %555 = fadd contract float %429, %554
  %556 = fmul contract float %508, %467
  %557 = fadd contract float %428, %556
  %558 = fmul contract float %508, %463
  %559 = fadd contract float %427, %558
  %560 = fmul contract float %508, %459
  %561 = fadd contract float %426, %560
  %562 = fmul contract float %508, %455
  %563 = fadd contract float %425, %562
  %564 = fmul contract float %504, %482
  %565 = fadd contract float %424, %564
  %566 = fmul contract float %504, %479
  %567 = fadd contract float %423, %566
  %568 = fmul contract float %504, %475
  %569 = fadd contract float %422, %568
  %570 = fmul contract float %504, %471
  %571 = fadd contract float %421, %570
  %572 = fmul contract float %504, %467
  %573 = fadd contract float %420, %572
  %574 = fmul contract float %504, %463
  %575 = fadd contract float %419, %574
  %576 = fmul contract float %504, %459
  %577 = fadd contract float %418, %576
  %578 = fmul contract float %504, %455
  %579 = fadd contract float %417, %578
  %580 = fmul contract float %500, %482
  %581 = fadd contract float %416, %580
  %582 = fmul contract float %500, %479
  %583 = fadd contract float %415, %582
  %584 = fmul contract float %500, %475
  %585 = fadd contract float %414, %584
  %586 = fmul contract float %500, %471
  %587 = fadd contract float %413, %586
  %588 = fmul contract float %500, %467
  %589 = fadd contract float %412, %588
  %590 = fmul contract float %500, %463
  %591 = fadd contract float %411, %590
  %592 = fmul contract float %500, %459
  %593 = fadd contract float %410, %592
  %594 = fmul contract float %500, %455
  %595 = fadd contract float %409, %594
  %596 = fmul contract float %496, %482
  %597 = fadd contract float %408, %596
  %598 = fmul contract float %496, %479
  %599 = fadd contract float %407, %598
  %600 = fmul contract float %496, %475
  %601 = fadd contract float %406, %600
  %602 = fmul contract float %496, %471
  %603 = fadd contract float %405, %602
  %604 = fmul contract float %496, %467
  %605 = fadd contract float %404, %604
  %606 = fmul contract float %496, %463
  %607 = fadd contract float %403, %606
  %608 = fmul contract float %496, %459
  %609 = fadd contract float %402, %608
  %610 = fmul contract float %496, %455
  %611 = fadd contract float %401, %610
  %612 = fmul contract float %492, %482
  %613 = fadd contract float %400, %612
  %614 = fmul contract float %492, %479
  %615 = fadd contract float %399, %614
  %616 = fmul contract float %492, %475
  %617 = fadd contract float %398, %616
  %618 = fmul contract float %492, %471
  %619 = fadd contract float %397, %618
  %620 = fmul contract float %492, %467
  %621 = fadd contract float %396, %620
  %622 = fmul contract float %492, %463
  %623 = fadd contract float %395, %622
  %624 = fmul contract float %492, %459
  %625 = fadd contract float %394, %624
  %626 = fmul contract float %492, %455
  %627 = fadd contract float %393, %626
  %628 = fmul contract float %488, %482
  %629 = fadd contract float %392, %628
  %630 = fmul contract float %488, %479
  %631 = fadd contract float %391, %630
  %632 = fmul contract float %488, %475
  %633 = fadd contract float %390, %632
  %634 = fmul contract float %488, %471
  %635 = fadd contract float %389, %634
  %636 = fmul contract float %488, %467
  %637 = fadd contract float %388, %636
  %638 = fmul contract float %488, %463
  %639 = fadd contract float %387, %638
  %640 = fmul contract float %488, %459
  %641 = fadd contract float %386, %640
  %642 = fmul contract float %488, %455
  %643 = fadd contract float %385, %642
  %644 = add nuw nsw i32 %449, 1
  %645 = icmp eq i32 %644, 8
  br i1 %645, label %646, label %384, !llvm.loop !11

646:                                              ; preds = %384
  %647 = getelementptr inbounds float, ptr %365, i64 %72
  tail call void @llvm.nvvm.barrier0()
  %648 = add i32 %366, 8
  %649 = icmp ult i32 %648, %2
  br i1 %649, label %299, label %202, !llvm.loop !12

650:                                              ; preds = %289, %650
  %651 = phi float [ %298, %289 ], [ %729, %650 ]
  %652 = phi i32 [ 0, %289 ], [ %730, %650 ]
  %653 = add nuw nsw i32 %652, %205
  %654 = mul nuw i32 %653, %1
  %655 = add nuw i32 %654, %204
  %656 = shl nuw nsw i32 %652, 3
  %657 = zext i32 %655 to i64
  %658 = getelementptr inbounds float, ptr %20, i64 %657
  %659 = load float, ptr %658, align 16, !tbaa !5
  %660 = getelementptr inbounds i8, ptr %658, i64 4
  %661 = load float, ptr %660, align 4, !tbaa !5
  %662 = getelementptr inbounds i8, ptr %658, i64 8
  %663 = load float, ptr %662, align 8, !tbaa !5
  %664 = getelementptr inbounds i8, ptr %658, i64 12
  %665 = load float, ptr %664, align 4, !tbaa !5
  %666 = zext nneg i32 %656 to i64
  %667 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %666
  %668 = load float, ptr %667, align 4, !tbaa !5
  %669 = fmul contract float %668, %3
  %670 = fmul contract float %659, %6
  %671 = fadd contract float %670, %669
  %672 = or disjoint i32 %656, 1
  %673 = zext nneg i32 %672 to i64
  %674 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %673
  %675 = load float, ptr %674, align 4, !tbaa !5
  %676 = fmul contract float %675, %3
  %677 = fmul contract float %661, %6
  %678 = fadd contract float %677, %676
  %679 = or disjoint i32 %656, 2
  %680 = zext nneg i32 %679 to i64
  %681 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %680
  %682 = load float, ptr %681, align 4, !tbaa !5
  %683 = fmul contract float %682, %3
  %684 = fmul contract float %663, %6
  %685 = fadd contract float %684, %683
  %686 = or disjoint i32 %656, 3
  %687 = zext nneg i32 %686 to i64
  %688 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %687
  %689 = load float, ptr %688, align 4, !tbaa !5
  %690 = fmul contract float %689, %3
  %691 = fmul contract float %665, %6
  %692 = fadd contract float %691, %690
  store float %671, ptr %658, align 16, !tbaa !5
  store float %678, ptr %660, align 4, !tbaa !5
  store float %685, ptr %662, align 8, !tbaa !5
  store float %692, ptr %664, align 4, !tbaa !5
  %693 = add i32 %655, 4
  %694 = zext i32 %693 to i64
  %695 = getelementptr inbounds float, ptr %20, i64 %694
  %696 = load float, ptr %695, align 16, !tbaa !5
  %697 = getelementptr inbounds i8, ptr %695, i64 4
  %698 = load float, ptr %697, align 4, !tbaa !5
  %699 = getelementptr inbounds i8, ptr %695, i64 8
  %700 = getelementptr inbounds i8, ptr %695, i64 12
  %701 = load float, ptr %700, align 4, !tbaa !5
  %702 = or disjoint i32 %656, 4
  %703 = zext nneg i32 %702 to i64
  %704 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %703
  %705 = load float, ptr %704, align 4, !tbaa !5
  %706 = fmul contract float %705, %3
  %707 = fmul contract float %696, %6
  %708 = fadd contract float %707, %706
  %709 = or disjoint i32 %656, 5
  %710 = zext nneg i32 %709 to i64
  %711 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %710
  %712 = load float, ptr %711, align 4, !tbaa !5
  %713 = fmul contract float %712, %3
  %714 = fmul contract float %698, %6
  %715 = fadd contract float %714, %713
  %716 = or disjoint i32 %656, 6
  %717 = zext nneg i32 %716 to i64
  %718 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %717
  %719 = load float, ptr %718, align 4, !tbaa !5
  %720 = fmul contract float %719, %3
  %721 = fmul contract float %651, %6
  %722 = fadd contract float %721, %720
  %723 = or disjoint i32 %656, 7
  %724 = zext nneg i32 %723 to i64
  %725 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %724
  %726 = load float, ptr %725, align 4, !tbaa !5
  %727 = fmul contract float %726, %3
  %728 = fmul contract float %701, %6
  %729 = fadd contract float %728, %727
  store float %708, ptr %695, align 16, !tbaa !5
  store float %715, ptr %697, align 4, !tbaa !5
  store float %722, ptr %699, align 8, !tbaa !5
  store float %729, ptr %700, align 4, !tbaa !5
  %730 = add nuw nsw i32 %652, 1
  %731 = icmp eq i32 %730, 8
  br i1 %731, label %732, label %650, !llvm.loop !9

732:                                              ; preds = %207, %650
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z24sgemmResolveBankExtraColILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
