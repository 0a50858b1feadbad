; ModuleID = 'sgemm_resolve_bank_conflicts.cu'
source_filename = "sgemm_resolve_bank_conflicts.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_ = comdat any

$_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = comdat any

$_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
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
  br i1 %21, label %22, label %24

22:                                               ; preds = %8
  %23 = shl nuw nsw i32 %14, 3
  br label %205

24:                                               ; preds = %8
  %25 = and i32 %12, 31
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
  %41 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %40
  %42 = add nuw nsw i32 %27, 128
  %43 = add nuw nsw i32 %42, %38
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %44
  %46 = add nuw nsw i32 %27, 256
  %47 = add nuw nsw i32 %46, %38
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %48
  %50 = add nuw nsw i32 %27, 384
  %51 = add nuw nsw i32 %50, %38
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %52
  %54 = mul i32 %26, %1
  %55 = shl nuw nsw i32 %25, 2
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i32 %26, 7
  %59 = shl nuw nsw i32 %35, 4
  %60 = or disjoint i32 %59, %58
  %61 = lshr i32 %25, 1
  %62 = or disjoint i32 %60, %61
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %63
  %65 = or disjoint i32 %62, 16
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %66
  %68 = or disjoint i32 %62, 32
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %69
  %71 = or disjoint i32 %62, 48
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %72
  %74 = shl nsw i32 %1, 3
  %75 = sext i32 %74 to i64
  %76 = shl nuw nsw i32 %14, 3
  %77 = getelementptr inbounds i8, ptr %9, i64 4
  %78 = getelementptr inbounds i8, ptr %9, i64 8
  %79 = getelementptr inbounds i8, ptr %9, i64 12
  %80 = getelementptr inbounds i8, ptr %9, i64 16
  %81 = getelementptr inbounds i8, ptr %9, i64 20
  %82 = getelementptr inbounds i8, ptr %9, i64 24
  %83 = getelementptr inbounds i8, ptr %9, i64 28
  %84 = getelementptr inbounds i8, ptr %9, i64 32
  %85 = getelementptr inbounds i8, ptr %9, i64 36
  %86 = getelementptr inbounds i8, ptr %9, i64 40
  %87 = getelementptr inbounds i8, ptr %9, i64 44
  %88 = getelementptr inbounds i8, ptr %9, i64 48
  %89 = getelementptr inbounds i8, ptr %9, i64 52
  %90 = getelementptr inbounds i8, ptr %9, i64 56
  %91 = getelementptr inbounds i8, ptr %9, i64 60
  %92 = getelementptr inbounds i8, ptr %9, i64 64
  %93 = getelementptr inbounds i8, ptr %9, i64 68
  %94 = getelementptr inbounds i8, ptr %9, i64 72
  %95 = getelementptr inbounds i8, ptr %9, i64 76
  %96 = getelementptr inbounds i8, ptr %9, i64 80
  %97 = getelementptr inbounds i8, ptr %9, i64 84
  %98 = getelementptr inbounds i8, ptr %9, i64 88
  %99 = getelementptr inbounds i8, ptr %9, i64 92
  %100 = getelementptr inbounds i8, ptr %9, i64 96
  %101 = getelementptr inbounds i8, ptr %9, i64 100
  %102 = getelementptr inbounds i8, ptr %9, i64 104
  %103 = getelementptr inbounds i8, ptr %9, i64 108
  %104 = getelementptr inbounds i8, ptr %9, i64 112
  %105 = getelementptr inbounds i8, ptr %9, i64 116
  %106 = getelementptr inbounds i8, ptr %9, i64 120
  %107 = getelementptr inbounds i8, ptr %9, i64 124
  %108 = getelementptr inbounds i8, ptr %9, i64 128
  %109 = getelementptr inbounds i8, ptr %9, i64 132
  %110 = getelementptr inbounds i8, ptr %9, i64 136
  %111 = getelementptr inbounds i8, ptr %9, i64 140
  %112 = getelementptr inbounds i8, ptr %9, i64 144
  %113 = getelementptr inbounds i8, ptr %9, i64 148
  %114 = getelementptr inbounds i8, ptr %9, i64 152
  %115 = getelementptr inbounds i8, ptr %9, i64 156
  %116 = getelementptr inbounds i8, ptr %9, i64 160
  %117 = getelementptr inbounds i8, ptr %9, i64 164
  %118 = getelementptr inbounds i8, ptr %9, i64 168
  %119 = getelementptr inbounds i8, ptr %9, i64 172
  %120 = getelementptr inbounds i8, ptr %9, i64 176
  %121 = getelementptr inbounds i8, ptr %9, i64 180
  %122 = getelementptr inbounds i8, ptr %9, i64 184
  %123 = getelementptr inbounds i8, ptr %9, i64 188
  %124 = getelementptr inbounds i8, ptr %9, i64 192
  %125 = getelementptr inbounds i8, ptr %9, i64 196
  %126 = getelementptr inbounds i8, ptr %9, i64 200
  %127 = getelementptr inbounds i8, ptr %9, i64 204
  %128 = getelementptr inbounds i8, ptr %9, i64 208
  %129 = getelementptr inbounds i8, ptr %9, i64 212
  %130 = getelementptr inbounds i8, ptr %9, i64 216
  %131 = getelementptr inbounds i8, ptr %9, i64 220
  %132 = getelementptr inbounds i8, ptr %9, i64 224
  %133 = getelementptr inbounds i8, ptr %9, i64 228
  %134 = getelementptr inbounds i8, ptr %9, i64 232
  %135 = getelementptr inbounds i8, ptr %9, i64 236
  %136 = getelementptr inbounds i8, ptr %9, i64 240
  %137 = getelementptr inbounds i8, ptr %9, i64 244
  %138 = getelementptr inbounds i8, ptr %9, i64 248
  %139 = getelementptr inbounds i8, ptr %9, i64 252
  %140 = load float, ptr %9, align 4, !tbaa !5
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
  %202 = load float, ptr %138, align 4, !tbaa !5
  %203 = load float, ptr %139, align 4, !tbaa !5
  br label %301

204:                                              ; preds = %654
  store float %525, ptr %9, align 4, !tbaa !5
  store float %527, ptr %77, align 4, !tbaa !5
  store float %529, ptr %78, align 4, !tbaa !5
  store float %531, ptr %79, align 4, !tbaa !5
  store float %533, ptr %80, align 4, !tbaa !5
  store float %535, ptr %81, align 4, !tbaa !5
  store float %537, ptr %82, align 4, !tbaa !5
  store float %539, ptr %83, align 4, !tbaa !5
  store float %541, ptr %84, align 4, !tbaa !5
  store float %543, ptr %85, align 4, !tbaa !5
  store float %545, ptr %86, align 4, !tbaa !5
  store float %547, ptr %87, align 4, !tbaa !5
  store float %549, ptr %88, align 4, !tbaa !5
  store float %551, ptr %89, align 4, !tbaa !5
  store float %553, ptr %90, align 4, !tbaa !5
  store float %555, ptr %91, align 4, !tbaa !5
  store float %557, ptr %92, align 4, !tbaa !5
  store float %559, ptr %93, align 4, !tbaa !5
  store float %561, ptr %94, align 4, !tbaa !5
  store float %563, ptr %95, align 4, !tbaa !5
  store float %565, ptr %96, align 4, !tbaa !5
  store float %567, ptr %97, align 4, !tbaa !5
  store float %569, ptr %98, align 4, !tbaa !5
  store float %571, ptr %99, align 4, !tbaa !5
  store float %573, ptr %100, align 4, !tbaa !5
  store float %575, ptr %101, align 4, !tbaa !5
  store float %577, ptr %102, align 4, !tbaa !5
  store float %579, ptr %103, align 4, !tbaa !5
  store float %581, ptr %104, align 4, !tbaa !5
  store float %583, ptr %105, align 4, !tbaa !5
  store float %585, ptr %106, align 4, !tbaa !5
  store float %587, ptr %107, align 4, !tbaa !5
  store float %589, ptr %108, align 4, !tbaa !5
  store float %591, ptr %109, align 4, !tbaa !5
  store float %593, ptr %110, align 4, !tbaa !5
  store float %595, ptr %111, align 4, !tbaa !5
  store float %597, ptr %112, align 4, !tbaa !5
  store float %599, ptr %113, align 4, !tbaa !5
  store float %601, ptr %114, align 4, !tbaa !5
  store float %603, ptr %115, align 4, !tbaa !5
  store float %605, ptr %116, align 4, !tbaa !5
  store float %607, ptr %117, align 4, !tbaa !5
  store float %609, ptr %118, align 4, !tbaa !5
  store float %611, ptr %119, align 4, !tbaa !5
  store float %613, ptr %120, align 4, !tbaa !5
  store float %615, ptr %121, align 4, !tbaa !5
  store float %617, ptr %122, align 4, !tbaa !5
  store float %619, ptr %123, align 4, !tbaa !5
  store float %621, ptr %124, align 4, !tbaa !5
  store float %623, ptr %125, align 4, !tbaa !5
  store float %625, ptr %126, align 4, !tbaa !5
  store float %627, ptr %127, align 4, !tbaa !5
  store float %629, ptr %128, align 4, !tbaa !5
  store float %631, ptr %129, align 4, !tbaa !5
  store float %633, ptr %130, align 4, !tbaa !5
  store float %635, ptr %131, align 4, !tbaa !5
  store float %637, ptr %132, align 4, !tbaa !5
  store float %639, ptr %133, align 4, !tbaa !5
  store float %641, ptr %134, align 4, !tbaa !5
  store float %643, ptr %135, align 4, !tbaa !5
  store float %645, ptr %136, align 4, !tbaa !5
  store float %647, ptr %137, align 4, !tbaa !5
  store float %649, ptr %138, align 4, !tbaa !5
  store float %651, ptr %139, align 4, !tbaa !5
  br label %205

205:                                              ; preds = %204, %22
  %206 = phi i32 [ %23, %22 ], [ %76, %204 ]
  %207 = shl nuw nsw i32 %13, 3
  %208 = icmp eq i32 %1, 1
  br i1 %208, label %291, label %209

209:                                              ; preds = %205, %209
  %210 = phi i32 [ %289, %209 ], [ 0, %205 ]
  %211 = add nuw nsw i32 %210, %206
  %212 = mul i32 %211, %1
  %213 = add i32 %212, %207
  %214 = shl nuw nsw i32 %210, 3
  %215 = zext i32 %213 to i64
  %216 = getelementptr inbounds float, ptr %20, i64 %215
  %217 = load float, ptr %216, align 16, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %216, i64 4
  %219 = load float, ptr %218, align 4, !tbaa !5
  %220 = getelementptr inbounds i8, ptr %216, i64 8
  %221 = load float, ptr %220, align 8, !tbaa !5
  %222 = getelementptr inbounds i8, ptr %216, i64 12
  %223 = load float, ptr %222, align 4, !tbaa !5
  %224 = zext nneg i32 %214 to i64
  %225 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %224
  %226 = load float, ptr %225, align 4, !tbaa !5
  %227 = fmul contract float %226, %3
  %228 = fmul contract float %217, %6
  %229 = fadd contract float %228, %227
  %230 = or disjoint i32 %214, 1
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %231
  %233 = load float, ptr %232, align 4, !tbaa !5
  %234 = fmul contract float %233, %3
  %235 = fmul contract float %219, %6
  %236 = fadd contract float %235, %234
  %237 = or disjoint i32 %214, 2
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !5
  %241 = fmul contract float %240, %3
  %242 = fmul contract float %221, %6
  %243 = fadd contract float %242, %241
  %244 = or disjoint i32 %214, 3
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !5
  %248 = fmul contract float %247, %3
  %249 = fmul contract float %223, %6
  %250 = fadd contract float %249, %248
  store float %229, ptr %216, align 16, !tbaa !5
  store float %236, ptr %218, align 4, !tbaa !5
  store float %243, ptr %220, align 8, !tbaa !5
  store float %250, ptr %222, align 4, !tbaa !5
  %251 = add i32 %213, 4
  %252 = zext i32 %251 to i64
  %253 = getelementptr inbounds float, ptr %20, i64 %252
  %254 = load float, ptr %253, align 16, !tbaa !5
  %255 = getelementptr inbounds i8, ptr %253, i64 4
  %256 = load float, ptr %255, align 4, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %253, i64 8
  %258 = load float, ptr %257, align 8, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %253, i64 12
  %260 = load float, ptr %259, align 4, !tbaa !5
  %261 = or disjoint i32 %214, 4
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !5
  %265 = fmul contract float %264, %3
  %266 = fmul contract float %254, %6
  %267 = fadd contract float %266, %265
  %268 = or disjoint i32 %214, 5
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !5
  %272 = fmul contract float %271, %3
  %273 = fmul contract float %256, %6
  %274 = fadd contract float %273, %272
  %275 = or disjoint i32 %214, 6
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %276
  %278 = load float, ptr %277, align 4, !tbaa !5
  %279 = fmul contract float %278, %3
  %280 = fmul contract float %258, %6
  %281 = fadd contract float %280, %279
  %282 = or disjoint i32 %214, 7
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !5
  %286 = fmul contract float %285, %3
  %287 = fmul contract float %260, %6
  %288 = fadd contract float %287, %286
  store float %267, ptr %253, align 16, !tbaa !5
  store float %274, ptr %255, align 4, !tbaa !5
  store float %281, ptr %257, align 8, !tbaa !5
  store float %288, ptr %259, align 4, !tbaa !5
  %289 = add nuw nsw i32 %210, 1
  %290 = icmp eq i32 %289, 8
  br i1 %290, label %740, label %209, !llvm.loop !9

291:                                              ; preds = %205
  %292 = add i32 %15, %16
  %293 = zext i32 %292 to i64
  %294 = add nuw nsw i32 %206, %207
  %295 = zext nneg i32 %294 to i64
  %296 = add nuw nsw i64 %293, %295
  %297 = shl nuw nsw i64 %296, 2
  %298 = or disjoint i64 %297, 24
  %299 = getelementptr i8, ptr %7, i64 %298
  %300 = load float, ptr %299, align 8
  br label %658

301:                                              ; preds = %24, %654
  %302 = phi float [ %203, %24 ], [ %651, %654 ]
  %303 = phi float [ %202, %24 ], [ %649, %654 ]
  %304 = phi float [ %201, %24 ], [ %647, %654 ]
  %305 = phi float [ %200, %24 ], [ %645, %654 ]
  %306 = phi float [ %199, %24 ], [ %643, %654 ]
  %307 = phi float [ %198, %24 ], [ %641, %654 ]
  %308 = phi float [ %197, %24 ], [ %639, %654 ]
  %309 = phi float [ %196, %24 ], [ %637, %654 ]
  %310 = phi float [ %195, %24 ], [ %635, %654 ]
  %311 = phi float [ %194, %24 ], [ %633, %654 ]
  %312 = phi float [ %193, %24 ], [ %631, %654 ]
  %313 = phi float [ %192, %24 ], [ %629, %654 ]
  %314 = phi float [ %191, %24 ], [ %627, %654 ]
  %315 = phi float [ %190, %24 ], [ %625, %654 ]
  %316 = phi float [ %189, %24 ], [ %623, %654 ]
  %317 = phi float [ %188, %24 ], [ %621, %654 ]
  %318 = phi float [ %187, %24 ], [ %619, %654 ]
  %319 = phi float [ %186, %24 ], [ %617, %654 ]
  %320 = phi float [ %185, %24 ], [ %615, %654 ]
  %321 = phi float [ %184, %24 ], [ %613, %654 ]
  %322 = phi float [ %183, %24 ], [ %611, %654 ]
  %323 = phi float [ %182, %24 ], [ %609, %654 ]
  %324 = phi float [ %181, %24 ], [ %607, %654 ]
  %325 = phi float [ %180, %24 ], [ %605, %654 ]
  %326 = phi float [ %179, %24 ], [ %603, %654 ]
  %327 = phi float [ %178, %24 ], [ %601, %654 ]
  %328 = phi float [ %177, %24 ], [ %599, %654 ]
  %329 = phi float [ %176, %24 ], [ %597, %654 ]
  %330 = phi float [ %175, %24 ], [ %595, %654 ]
  %331 = phi float [ %174, %24 ], [ %593, %654 ]
  %332 = phi float [ %173, %24 ], [ %591, %654 ]
  %333 = phi float [ %172, %24 ], [ %589, %654 ]
  %334 = phi float [ %171, %24 ], [ %587, %654 ]
  %335 = phi float [ %170, %24 ], [ %585, %654 ]
  %336 = phi float [ %169, %24 ], [ %583, %654 ]
  %337 = phi float [ %168, %24 ], [ %581, %654 ]
  %338 = phi float [ %167, %24 ], [ %579, %654 ]
  %339 = phi float [ %166, %24 ], [ %577, %654 ]
  %340 = phi float [ %165, %24 ], [ %575, %654 ]
  %341 = phi float [ %164, %24 ], [ %573, %654 ]
  %342 = phi float [ %163, %24 ], [ %571, %654 ]
  %343 = phi float [ %162, %24 ], [ %569, %654 ]
  %344 = phi float [ %161, %24 ], [ %567, %654 ]
  %345 = phi float [ %160, %24 ], [ %565, %654 ]
  %346 = phi float [ %159, %24 ], [ %563, %654 ]
  %347 = phi float [ %158, %24 ], [ %561, %654 ]
  %348 = phi float [ %157, %24 ], [ %559, %654 ]
  %349 = phi float [ %156, %24 ], [ %557, %654 ]
  %350 = phi float [ %155, %24 ], [ %555, %654 ]
  %351 = phi float [ %154, %24 ], [ %553, %654 ]
  %352 = phi float [ %153, %24 ], [ %551, %654 ]
  %353 = phi float [ %152, %24 ], [ %549, %654 ]
  %354 = phi float [ %151, %24 ], [ %547, %654 ]
  %355 = phi float [ %150, %24 ], [ %545, %654 ]
  %356 = phi float [ %149, %24 ], [ %543, %654 ]
  %357 = phi float [ %148, %24 ], [ %541, %654 ]
  %358 = phi float [ %147, %24 ], [ %539, %654 ]
  %359 = phi float [ %146, %24 ], [ %537, %654 ]
  %360 = phi float [ %145, %24 ], [ %535, %654 ]
  %361 = phi float [ %144, %24 ], [ %533, %654 ]
  %362 = phi float [ %143, %24 ], [ %531, %654 ]
  %363 = phi float [ %142, %24 ], [ %529, %654 ]
  %364 = phi float [ %141, %24 ], [ %527, %654 ]
  %365 = phi float [ %140, %24 ], [ %525, %654 ]
  %366 = phi ptr [ %32, %24 ], [ %385, %654 ]
  %367 = phi ptr [ %29, %24 ], [ %655, %654 ]
  %368 = phi i32 [ 0, %24 ], [ %656, %654 ]
  %369 = getelementptr inbounds float, ptr %366, i64 %37
  %370 = load float, ptr %369, align 16, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %369, i64 4
  %372 = load float, ptr %371, align 4, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %369, i64 8
  %374 = load float, ptr %373, align 8, !tbaa !5
  %375 = getelementptr inbounds i8, ptr %369, i64 12
  %376 = load float, ptr %375, align 4, !tbaa !5
  store float %370, ptr %41, align 4, !tbaa !5
  store float %372, ptr %45, align 4, !tbaa !5
  store float %374, ptr %49, align 4, !tbaa !5
  store float %376, ptr %53, align 4, !tbaa !5
  %377 = getelementptr inbounds float, ptr %367, i64 %57
  %378 = load float, ptr %377, align 16, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %377, i64 4
  %380 = load float, ptr %379, align 4, !tbaa !5
  %381 = getelementptr inbounds i8, ptr %377, i64 8
  %382 = load float, ptr %381, align 8, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %377, i64 12
  %384 = load float, ptr %383, align 4, !tbaa !5
  store float %378, ptr %64, align 4, !tbaa !5
  store float %380, ptr %67, align 4, !tbaa !5
  store float %382, ptr %70, align 4, !tbaa !5
  store float %384, ptr %73, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %385 = getelementptr inbounds i8, ptr %366, i64 32
  br label %386

386:                                              ; preds = %301, %386
  %387 = phi float [ %302, %301 ], [ %651, %386 ]
  %388 = phi float [ %303, %301 ], [ %649, %386 ]
  %389 = phi float [ %304, %301 ], [ %647, %386 ]
  %390 = phi float [ %305, %301 ], [ %645, %386 ]
  %391 = phi float [ %306, %301 ], [ %643, %386 ]
  %392 = phi float [ %307, %301 ], [ %641, %386 ]
  %393 = phi float [ %308, %301 ], [ %639, %386 ]
  %394 = phi float [ %309, %301 ], [ %637, %386 ]
  %395 = phi float [ %310, %301 ], [ %635, %386 ]
  %396 = phi float [ %311, %301 ], [ %633, %386 ]
  %397 = phi float [ %312, %301 ], [ %631, %386 ]
  %398 = phi float [ %313, %301 ], [ %629, %386 ]
  %399 = phi float [ %314, %301 ], [ %627, %386 ]
  %400 = phi float [ %315, %301 ], [ %625, %386 ]
  %401 = phi float [ %316, %301 ], [ %623, %386 ]
  %402 = phi float [ %317, %301 ], [ %621, %386 ]
  %403 = phi float [ %318, %301 ], [ %619, %386 ]
  %404 = phi float [ %319, %301 ], [ %617, %386 ]
  %405 = phi float [ %320, %301 ], [ %615, %386 ]
  %406 = phi float [ %321, %301 ], [ %613, %386 ]
  %407 = phi float [ %322, %301 ], [ %611, %386 ]
  %408 = phi float [ %323, %301 ], [ %609, %386 ]
  %409 = phi float [ %324, %301 ], [ %607, %386 ]
  %410 = phi float [ %325, %301 ], [ %605, %386 ]
  %411 = phi float [ %326, %301 ], [ %603, %386 ]
  %412 = phi float [ %327, %301 ], [ %601, %386 ]
  %413 = phi float [ %328, %301 ], [ %599, %386 ]
  %414 = phi float [ %329, %301 ], [ %597, %386 ]
  %415 = phi float [ %330, %301 ], [ %595, %386 ]
  %416 = phi float [ %331, %301 ], [ %593, %386 ]
  %417 = phi float [ %332, %301 ], [ %591, %386 ]
  %418 = phi float [ %333, %301 ], [ %589, %386 ]
  %419 = phi float [ %334, %301 ], [ %587, %386 ]
  %420 = phi float [ %335, %301 ], [ %585, %386 ]
  %421 = phi float [ %336, %301 ], [ %583, %386 ]
  %422 = phi float [ %337, %301 ], [ %581, %386 ]
  %423 = phi float [ %338, %301 ], [ %579, %386 ]
  %424 = phi float [ %339, %301 ], [ %577, %386 ]
  %425 = phi float [ %340, %301 ], [ %575, %386 ]
  %426 = phi float [ %341, %301 ], [ %573, %386 ]
  %427 = phi float [ %342, %301 ], [ %571, %386 ]
  %428 = phi float [ %343, %301 ], [ %569, %386 ]
  %429 = phi float [ %344, %301 ], [ %567, %386 ]
  %430 = phi float [ %345, %301 ], [ %565, %386 ]
  %431 = phi float [ %346, %301 ], [ %563, %386 ]
  %432 = phi float [ %347, %301 ], [ %561, %386 ]
  %433 = phi float [ %348, %301 ], [ %559, %386 ]
  %434 = phi float [ %349, %301 ], [ %557, %386 ]
  %435 = phi float [ %350, %301 ], [ %555, %386 ]
  %436 = phi float [ %351, %301 ], [ %553, %386 ]
  %437 = phi float [ %352, %301 ], [ %551, %386 ]
  %438 = phi float [ %353, %301 ], [ %549, %386 ]
  %439 = phi float [ %354, %301 ], [ %547, %386 ]
  %440 = phi float [ %355, %301 ], [ %545, %386 ]
  %441 = phi float [ %356, %301 ], [ %543, %386 ]
  %442 = phi float [ %357, %301 ], [ %541, %386 ]
  %443 = phi float [ %358, %301 ], [ %539, %386 ]
  %444 = phi float [ %359, %301 ], [ %537, %386 ]
  %445 = phi float [ %360, %301 ], [ %535, %386 ]
  %446 = phi float [ %361, %301 ], [ %533, %386 ]
  %447 = phi float [ %362, %301 ], [ %531, %386 ]
  %448 = phi float [ %363, %301 ], [ %529, %386 ]
  %449 = phi float [ %364, %301 ], [ %527, %386 ]
  %450 = phi float [ %365, %301 ], [ %525, %386 ]
  %451 = phi i32 [ 0, %301 ], [ %652, %386 ]
  %452 = shl nuw nsw i32 %451, 7
  %453 = or disjoint i32 %452, %13
  %454 = or disjoint i32 %453, 112
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %455
  %457 = load float, ptr %456, align 4, !tbaa !5
  %458 = or disjoint i32 %452, %13
  %459 = or disjoint i32 %458, 96
  %460 = zext nneg i32 %459 to i64
  %461 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %460
  %462 = load float, ptr %461, align 4, !tbaa !5
  %463 = or disjoint i32 %452, %13
  %464 = or disjoint i32 %463, 80
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %465
  %467 = load float, ptr %466, align 4, !tbaa !5
  %468 = or disjoint i32 %452, %13
  %469 = or disjoint i32 %468, 64
  %470 = zext nneg i32 %469 to i64
  %471 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %470
  %472 = load float, ptr %471, align 4, !tbaa !5
  %473 = or disjoint i32 %452, %13
  %474 = or disjoint i32 %473, 48
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !5
  %478 = or disjoint i32 %452, %13
  %479 = or disjoint i32 %478, 32
  %480 = zext nneg i32 %479 to i64
  %481 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %480
  %482 = load float, ptr %481, align 4, !tbaa !5
  %483 = or disjoint i32 %452, %13
  %484 = or disjoint i32 %483, 16
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %485
  %487 = load float, ptr %486, align 4, !tbaa !5
  %488 = or disjoint i32 %452, %13
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %489
  %491 = load float, ptr %490, align 4, !tbaa !5
  %492 = add nuw nsw i32 %452, %76
  %493 = or disjoint i32 %492, 7
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %494
  %496 = load float, ptr %495, align 4, !tbaa !5
  %497 = or disjoint i32 %492, 6
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %498
  %500 = load float, ptr %499, align 4, !tbaa !5
  %501 = or disjoint i32 %492, 5
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %502
  %504 = load float, ptr %503, align 4, !tbaa !5
  %505 = or disjoint i32 %492, 4
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %506
  %508 = load float, ptr %507, align 4, !tbaa !5
  %509 = or disjoint i32 %492, 3
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !5
  %513 = or disjoint i32 %492, 2
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !5
  %517 = or disjoint i32 %492, 1
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %518
  %520 = load float, ptr %519, align 4, !tbaa !5
  %521 = zext nneg i32 %492 to i64
  %522 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %521
  %523 = load float, ptr %522, align 4, !tbaa !5
  %524 = fmul contract float %523, %491
  %525 = fadd contract float %450, %524
  %526 = fmul contract float %523, %487
  %527 = fadd contract float %449, %526
  %528 = fmul contract float %523, %482
  %529 = fadd contract float %448, %528
  %530 = fmul contract float %523, %477
  %531 = fadd contract float %447, %530
  %532 = fmul contract float %523, %472
  %533 = fadd contract float %446, %532
  %534 = fmul contract float %523, %467
  %535 = fadd contract float %445, %534
  %536 = fmul contract float %523, %462
  %537 = fadd contract float %444, %536
  %538 = fmul contract float %523, %457
  %539 = fadd contract float %443, %538
  %540 = fmul contract float %520, %491
  %541 = fadd contract float %442, %540
  %542 = fmul contract float %520, %487
  %543 = fadd contract float %441, %542
  %544 = fmul contract float %520, %482
  %545 = fadd contract float %440, %544
  %546 = fmul contract float %520, %477
  %547 = fadd contract float %439, %546
  %548 = fmul contract float %520, %472
  %549 = fadd contract float %438, %548
  %550 = fmul contract float %520, %467
  %551 = fadd contract float %437, %550
  %552 = fmul contract float %520, %462
  %553 = fadd contract float %436, %552
  %554 = fmul contract float %520, %457
  %555 = fadd contract float %435, %554
  %556 = fmul contract float %516, %491
  %557 = fadd contract float %434, %556
  %558 = fmul contract float %516, %487
  %559 = fadd contract float %433, %558
  %560 = fmul contract float %516, %482
  %561 = fadd contract float %432, %560
  %562 = fmul contract float %516, %477
  %563 = fadd contract float %431, %562
  %564 = fmul contract float %516, %472
  %565 = fadd contract float %430, %564
  %566 = fmul contract float %516, %467
  %567 = fadd contract float %429, %566
  %568 = fmul contract float %516, %462
  %569 = fadd contract float %428, %568
  %570 = fmul contract float %516, %457
  %571 = fadd contract float %427, %570
  %572 = fmul contract float %512, %491
  %573 = fadd contract float %426, %572
  %574 = fmul contract float %512, %487
  %575 = fadd contract float %425, %574
  %576 = fmul contract float %512, %482
  %577 = fadd contract float %424, %576
  %578 = fmul contract float %512, %477
  %579 = fadd contract float %423, %578
  %580 = fmul contract float %512, %472
  %581 = fadd contract float %422, %580
  %582 = fmul contract float %512, %467
  %583 = fadd contract float %421, %582
  %584 = fmul contract float %512, %462
  %585 = fadd contract float %420, %584
  %586 = fmul contract float %512, %457
  %587 = fadd contract float %419, %586
  %588 = fmul contract float %508, %491
  %589 = fadd contract float %418, %588
  %590 = fmul contract float %508, %487
  %591 = fadd contract float %417, %590
  %592 = fmul contract float %508, %482
  %593 = fadd contract float %416, %592
  %594 = fmul contract float %508, %477
  %595 = fadd contract float %415, %594
  %596 = fmul contract float %508, %472
  %597 = fadd contract float %414, %596
  %598 = fmul contract float %508, %467
  %599 = fadd contract float %413, %598
  %600 = fmul contract float %508, %462
  %601 = fadd contract float %412, %600
  %602 = fmul contract float %508, %457
  %603 = fadd contract float %411, %602
  %604 = fmul contract float %504, %491
  %605 = fadd contract float %410, %604
  %606 = fmul contract float %504, %487
  %607 = fadd contract float %409, %606
  %608 = fmul contract float %504, %482
  %609 = fadd contract float %408, %608
  %610 = fmul contract float %504, %477
  %611 = fadd contract float %407, %610
  %612 = fmul contract float %504, %472
  %613 = fadd contract float %406, %612
  %614 = fmul contract float %504, %467
  %615 = fadd contract float %405, %614
  %616 = fmul contract float %504, %462
  %617 = fadd contract float %404, %616
  %618 = fmul contract float %504, %457
  %619 = fadd contract float %403, %618
  %620 = fmul contract float %500, %491
  %621 = fadd contract float %402, %620
  %622 = fmul contract float %500, %487
  %623 = fadd contract float %401, %622
  %624 = fmul contract float %500, %482
  %625 = fadd contract float %400, %624
  %626 = fmul contract float %500, %477
  %627 = fadd contract float %399, %626
  %628 = fmul contract float %500, %472
  %629 = fadd contract float %398, %628
  %630 = fmul contract float %500, %467
  %631 = fadd contract float %397, %630
  %632 = fmul contract float %500, %462
  %633 = fadd contract float %396, %632
  %634 = fmul contract float %500, %457
  %635 = fadd contract float %395, %634
  %636 = fmul contract float %496, %491
  %637 = fadd contract float %394, %636
  %638 = fmul contract float %496, %487
  %639 = fadd contract float %393, %638
  %640 = fmul contract float %496, %482
  %641 = fadd contract float %392, %640
  %642 = fmul contract float %496, %477
  %643 = fadd contract float %391, %642
  %644 = fmul contract float %496, %472
  %645 = fadd contract float %390, %644
  %646 = fmul contract float %496, %467
  %647 = fadd contract float %389, %646
  %648 = fmul contract float %496, %462
  %649 = fadd contract float %388, %648
  %650 = fmul contract float %496, %457
  %651 = fadd contract float %387, %650
  %652 = add nuw nsw i32 %451, 1
  %653 = icmp eq i32 %652, 8
  br i1 %653, label %654, label %386, !llvm.loop !11

654:                                              ; preds = %386
  %655 = getelementptr inbounds float, ptr %367, i64 %75
  tail call void @llvm.nvvm.barrier0()
  %656 = add i32 %368, 8
  %657 = icmp ult i32 %656, %2
  br i1 %657, label %301, label %204, !llvm.loop !12

658:                                              ; preds = %291, %658
  %659 = phi float [ %300, %291 ], [ %737, %658 ]
  %660 = phi i32 [ 0, %291 ], [ %738, %658 ]
  %661 = add nuw nsw i32 %660, %206
  %662 = mul nuw i32 %661, %1
  %663 = add nuw i32 %662, %207
  %664 = shl nuw nsw i32 %660, 3
  %665 = zext i32 %663 to i64
  %666 = getelementptr inbounds float, ptr %20, i64 %665
  %667 = load float, ptr %666, align 16, !tbaa !5
  %668 = getelementptr inbounds i8, ptr %666, i64 4
  %669 = load float, ptr %668, align 4, !tbaa !5
  %670 = getelementptr inbounds i8, ptr %666, i64 8
  %671 = load float, ptr %670, align 8, !tbaa !5
  %672 = getelementptr inbounds i8, ptr %666, i64 12
  %673 = load float, ptr %672, align 4, !tbaa !5
  %674 = zext nneg i32 %664 to i64
  %675 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %674
  %676 = load float, ptr %675, align 4, !tbaa !5
  %677 = fmul contract float %676, %3
  %678 = fmul contract float %667, %6
  %679 = fadd contract float %678, %677
  %680 = or disjoint i32 %664, 1
  %681 = zext nneg i32 %680 to i64
  %682 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %681
  %683 = load float, ptr %682, align 4, !tbaa !5
  %684 = fmul contract float %683, %3
  %685 = fmul contract float %669, %6
  %686 = fadd contract float %685, %684
  %687 = or disjoint i32 %664, 2
  %688 = zext nneg i32 %687 to i64
  %689 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %688
  %690 = load float, ptr %689, align 4, !tbaa !5
  %691 = fmul contract float %690, %3
  %692 = fmul contract float %671, %6
  %693 = fadd contract float %692, %691
  %694 = or disjoint i32 %664, 3
  %695 = zext nneg i32 %694 to i64
  %696 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %695
  %697 = load float, ptr %696, align 4, !tbaa !5
  %698 = fmul contract float %697, %3
  %699 = fmul contract float %673, %6
  %700 = fadd contract float %699, %698
  store float %679, ptr %666, align 16, !tbaa !5
  store float %686, ptr %668, align 4, !tbaa !5
  store float %693, ptr %670, align 8, !tbaa !5
  store float %700, ptr %672, align 4, !tbaa !5
  %701 = add i32 %663, 4
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds float, ptr %20, i64 %702
  %704 = load float, ptr %703, align 16, !tbaa !5
  %705 = getelementptr inbounds i8, ptr %703, i64 4
  %706 = load float, ptr %705, align 4, !tbaa !5
  %707 = getelementptr inbounds i8, ptr %703, i64 8
  %708 = getelementptr inbounds i8, ptr %703, i64 12
  %709 = load float, ptr %708, align 4, !tbaa !5
  %710 = or disjoint i32 %664, 4
  %711 = zext nneg i32 %710 to i64
  %712 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %711
  %713 = load float, ptr %712, align 4, !tbaa !5
  %714 = fmul contract float %713, %3
  %715 = fmul contract float %704, %6
  %716 = fadd contract float %715, %714
  %717 = or disjoint i32 %664, 5
  %718 = zext nneg i32 %717 to i64
  %719 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %718
  %720 = load float, ptr %719, align 4, !tbaa !5
  %721 = fmul contract float %720, %3
  %722 = fmul contract float %706, %6
  %723 = fadd contract float %722, %721
  %724 = or disjoint i32 %664, 6
  %725 = zext nneg i32 %724 to i64
  %726 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %725
  %727 = load float, ptr %726, align 4, !tbaa !5
  %728 = fmul contract float %727, %3
  %729 = fmul contract float %659, %6
  %730 = fadd contract float %729, %728
  %731 = or disjoint i32 %664, 7
  %732 = zext nneg i32 %731 to i64
  %733 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %732
  %734 = load float, ptr %733, align 4, !tbaa !5
  %735 = fmul contract float %734, %3
  %736 = fmul contract float %709, %6
  %737 = fadd contract float %736, %735
  store float %716, ptr %703, align 16, !tbaa !5
  store float %723, ptr %705, align 4, !tbaa !5
  store float %730, ptr %707, align 8, !tbaa !5
  store float %737, ptr %708, align 4, !tbaa !5
  %738 = add nuw nsw i32 %660, 1
  %739 = icmp eq i32 %738, 8
  br i1 %739, label %740, label %658, !llvm.loop !9

740:                                              ; preds = %209, %658
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

!0 = !{ptr @_Z25sgemmResolveBankConflictsILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_, !"kernel", i32 1}
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
