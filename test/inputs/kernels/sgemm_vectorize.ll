; ModuleID = 'sgemm_vectorize.cu'
source_filename = "sgemm_vectorize.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_ = comdat any

$_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = comdat any

$_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
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
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %9, i8 0, i64 256, i1 false)
  %21 = icmp eq i32 %2, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %8
  %23 = shl nuw nsw i32 %14, 3
  %24 = shl nuw nsw i32 %13, 3
  br label %194

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
  %41 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %40
  %42 = add nuw nsw i32 %27, 128
  %43 = add nuw nsw i32 %42, %38
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %44
  %46 = add nuw nsw i32 %27, 256
  %47 = add nuw nsw i32 %46, %38
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %48
  %50 = add nuw nsw i32 %27, 384
  %51 = add nuw nsw i32 %50, %38
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %52
  %54 = mul i32 %26, %1
  %55 = and i32 %34, 124
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i32 %26, 7
  %59 = or disjoint i32 %58, %55
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %60
  %62 = shl nsw i32 %1, 3
  %63 = sext i32 %62 to i64
  %64 = shl nuw nsw i32 %14, 3
  %65 = shl nuw nsw i32 %13, 3
  %66 = getelementptr inbounds i8, ptr %9, i64 4
  %67 = getelementptr inbounds i8, ptr %9, i64 8
  %68 = getelementptr inbounds i8, ptr %9, i64 12
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  %70 = getelementptr inbounds i8, ptr %9, i64 20
  %71 = getelementptr inbounds i8, ptr %9, i64 24
  %72 = getelementptr inbounds i8, ptr %9, i64 28
  %73 = getelementptr inbounds i8, ptr %9, i64 32
  %74 = getelementptr inbounds i8, ptr %9, i64 36
  %75 = getelementptr inbounds i8, ptr %9, i64 40
  %76 = getelementptr inbounds i8, ptr %9, i64 44
  %77 = getelementptr inbounds i8, ptr %9, i64 48
  %78 = getelementptr inbounds i8, ptr %9, i64 52
  %79 = getelementptr inbounds i8, ptr %9, i64 56
  %80 = getelementptr inbounds i8, ptr %9, i64 60
  %81 = getelementptr inbounds i8, ptr %9, i64 64
  %82 = getelementptr inbounds i8, ptr %9, i64 68
  %83 = getelementptr inbounds i8, ptr %9, i64 72
  %84 = getelementptr inbounds i8, ptr %9, i64 76
  %85 = getelementptr inbounds i8, ptr %9, i64 80
  %86 = getelementptr inbounds i8, ptr %9, i64 84
  %87 = getelementptr inbounds i8, ptr %9, i64 88
  %88 = getelementptr inbounds i8, ptr %9, i64 92
  %89 = getelementptr inbounds i8, ptr %9, i64 96
  %90 = getelementptr inbounds i8, ptr %9, i64 100
  %91 = getelementptr inbounds i8, ptr %9, i64 104
  %92 = getelementptr inbounds i8, ptr %9, i64 108
  %93 = getelementptr inbounds i8, ptr %9, i64 112
  %94 = getelementptr inbounds i8, ptr %9, i64 116
  %95 = getelementptr inbounds i8, ptr %9, i64 120
  %96 = getelementptr inbounds i8, ptr %9, i64 124
  %97 = getelementptr inbounds i8, ptr %9, i64 128
  %98 = getelementptr inbounds i8, ptr %9, i64 132
  %99 = getelementptr inbounds i8, ptr %9, i64 136
  %100 = getelementptr inbounds i8, ptr %9, i64 140
  %101 = getelementptr inbounds i8, ptr %9, i64 144
  %102 = getelementptr inbounds i8, ptr %9, i64 148
  %103 = getelementptr inbounds i8, ptr %9, i64 152
  %104 = getelementptr inbounds i8, ptr %9, i64 156
  %105 = getelementptr inbounds i8, ptr %9, i64 160
  %106 = getelementptr inbounds i8, ptr %9, i64 164
  %107 = getelementptr inbounds i8, ptr %9, i64 168
  %108 = getelementptr inbounds i8, ptr %9, i64 172
  %109 = getelementptr inbounds i8, ptr %9, i64 176
  %110 = getelementptr inbounds i8, ptr %9, i64 180
  %111 = getelementptr inbounds i8, ptr %9, i64 184
  %112 = getelementptr inbounds i8, ptr %9, i64 188
  %113 = getelementptr inbounds i8, ptr %9, i64 192
  %114 = getelementptr inbounds i8, ptr %9, i64 196
  %115 = getelementptr inbounds i8, ptr %9, i64 200
  %116 = getelementptr inbounds i8, ptr %9, i64 204
  %117 = getelementptr inbounds i8, ptr %9, i64 208
  %118 = getelementptr inbounds i8, ptr %9, i64 212
  %119 = getelementptr inbounds i8, ptr %9, i64 216
  %120 = getelementptr inbounds i8, ptr %9, i64 220
  %121 = getelementptr inbounds i8, ptr %9, i64 224
  %122 = getelementptr inbounds i8, ptr %9, i64 228
  %123 = getelementptr inbounds i8, ptr %9, i64 232
  %124 = getelementptr inbounds i8, ptr %9, i64 236
  %125 = getelementptr inbounds i8, ptr %9, i64 240
  %126 = getelementptr inbounds i8, ptr %9, i64 244
  %127 = getelementptr inbounds i8, ptr %9, i64 248
  %128 = getelementptr inbounds i8, ptr %9, i64 252
  %129 = load float, ptr %9, align 4, !tbaa !5
  %130 = load float, ptr %66, align 4, !tbaa !5
  %131 = load float, ptr %67, align 4, !tbaa !5
  %132 = load float, ptr %68, align 4, !tbaa !5
  %133 = load float, ptr %69, align 4, !tbaa !5
  %134 = load float, ptr %70, align 4, !tbaa !5
  %135 = load float, ptr %71, align 4, !tbaa !5
  %136 = load float, ptr %72, align 4, !tbaa !5
  %137 = load float, ptr %73, align 4, !tbaa !5
  %138 = load float, ptr %74, align 4, !tbaa !5
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
  br label %290

193:                                              ; preds = %629
  store float %500, ptr %9, align 4, !tbaa !5
  store float %502, ptr %66, align 4, !tbaa !5
  store float %504, ptr %67, align 4, !tbaa !5
  store float %506, ptr %68, align 4, !tbaa !5
  store float %508, ptr %69, align 4, !tbaa !5
  store float %510, ptr %70, align 4, !tbaa !5
  store float %512, ptr %71, align 4, !tbaa !5
  store float %514, ptr %72, align 4, !tbaa !5
  store float %516, ptr %73, align 4, !tbaa !5
  store float %518, ptr %74, align 4, !tbaa !5
  store float %520, ptr %75, align 4, !tbaa !5
  store float %522, ptr %76, align 4, !tbaa !5
  store float %524, ptr %77, align 4, !tbaa !5
  store float %526, ptr %78, align 4, !tbaa !5
  store float %528, ptr %79, align 4, !tbaa !5
  store float %530, ptr %80, align 4, !tbaa !5
  store float %532, ptr %81, align 4, !tbaa !5
  store float %534, ptr %82, align 4, !tbaa !5
  store float %536, ptr %83, align 4, !tbaa !5
  store float %538, ptr %84, align 4, !tbaa !5
  store float %540, ptr %85, align 4, !tbaa !5
  store float %542, ptr %86, align 4, !tbaa !5
  store float %544, ptr %87, align 4, !tbaa !5
  store float %546, ptr %88, align 4, !tbaa !5
  store float %548, ptr %89, align 4, !tbaa !5
  store float %550, ptr %90, align 4, !tbaa !5
  store float %552, ptr %91, align 4, !tbaa !5
  store float %554, ptr %92, align 4, !tbaa !5
  store float %556, ptr %93, align 4, !tbaa !5
  store float %558, ptr %94, align 4, !tbaa !5
  store float %560, ptr %95, align 4, !tbaa !5
  store float %562, ptr %96, align 4, !tbaa !5
  store float %564, ptr %97, align 4, !tbaa !5
  store float %566, ptr %98, align 4, !tbaa !5
  store float %568, ptr %99, align 4, !tbaa !5
  store float %570, ptr %100, align 4, !tbaa !5
  store float %572, ptr %101, align 4, !tbaa !5
  store float %574, ptr %102, align 4, !tbaa !5
  store float %576, ptr %103, align 4, !tbaa !5
  store float %578, ptr %104, align 4, !tbaa !5
  store float %580, ptr %105, align 4, !tbaa !5
  store float %582, ptr %106, align 4, !tbaa !5
  store float %584, ptr %107, align 4, !tbaa !5
  store float %586, ptr %108, align 4, !tbaa !5
  store float %588, ptr %109, align 4, !tbaa !5
  store float %590, ptr %110, align 4, !tbaa !5
  store float %592, ptr %111, align 4, !tbaa !5
  store float %594, ptr %112, align 4, !tbaa !5
  store float %596, ptr %113, align 4, !tbaa !5
  store float %598, ptr %114, align 4, !tbaa !5
  store float %600, ptr %115, align 4, !tbaa !5
  store float %602, ptr %116, align 4, !tbaa !5
  store float %604, ptr %117, align 4, !tbaa !5
  store float %606, ptr %118, align 4, !tbaa !5
  store float %608, ptr %119, align 4, !tbaa !5
  store float %610, ptr %120, align 4, !tbaa !5
  store float %612, ptr %121, align 4, !tbaa !5
  store float %614, ptr %122, align 4, !tbaa !5
  store float %616, ptr %123, align 4, !tbaa !5
  store float %618, ptr %124, align 4, !tbaa !5
  store float %620, ptr %125, align 4, !tbaa !5
  store float %622, ptr %126, align 4, !tbaa !5
  store float %624, ptr %127, align 4, !tbaa !5
  store float %626, ptr %128, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %193, %22
  %195 = phi i32 [ %24, %22 ], [ %65, %193 ]
  %196 = phi i32 [ %23, %22 ], [ %64, %193 ]
  %197 = icmp eq i32 %1, 1
  br i1 %197, label %280, label %198

198:                                              ; preds = %194, %198
  %199 = phi i32 [ %278, %198 ], [ 0, %194 ]
  %200 = add nuw nsw i32 %199, %196
  %201 = mul i32 %200, %1
  %202 = add i32 %201, %195
  %203 = shl nuw nsw i32 %199, 3
  %204 = zext i32 %202 to i64
  %205 = getelementptr inbounds float, ptr %20, i64 %204
  %206 = load float, ptr %205, align 16, !tbaa !5
  %207 = getelementptr inbounds i8, ptr %205, i64 4
  %208 = load float, ptr %207, align 4, !tbaa !5
  %209 = getelementptr inbounds i8, ptr %205, i64 8
  %210 = load float, ptr %209, align 8, !tbaa !5
  %211 = getelementptr inbounds i8, ptr %205, i64 12
  %212 = load float, ptr %211, align 4, !tbaa !5
  %213 = zext nneg i32 %203 to i64
  %214 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !5
  %216 = fmul contract float %215, %3
  %217 = fmul contract float %206, %6
  %218 = fadd contract float %217, %216
  %219 = or disjoint i32 %203, 1
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !5
  %223 = fmul contract float %222, %3
  %224 = fmul contract float %208, %6
  %225 = fadd contract float %224, %223
  %226 = or disjoint i32 %203, 2
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !5
  %230 = fmul contract float %229, %3
  %231 = fmul contract float %210, %6
  %232 = fadd contract float %231, %230
  %233 = or disjoint i32 %203, 3
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !5
  %237 = fmul contract float %236, %3
  %238 = fmul contract float %212, %6
  %239 = fadd contract float %238, %237
  store float %218, ptr %205, align 16, !tbaa !5
  store float %225, ptr %207, align 4, !tbaa !5
  store float %232, ptr %209, align 8, !tbaa !5
  store float %239, ptr %211, align 4, !tbaa !5
  %240 = add i32 %202, 4
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr %20, i64 %241
  %243 = load float, ptr %242, align 16, !tbaa !5
  %244 = getelementptr inbounds i8, ptr %242, i64 4
  %245 = load float, ptr %244, align 4, !tbaa !5
  %246 = getelementptr inbounds i8, ptr %242, i64 8
  %247 = load float, ptr %246, align 8, !tbaa !5
  %248 = getelementptr inbounds i8, ptr %242, i64 12
  %249 = load float, ptr %248, align 4, !tbaa !5
  %250 = or disjoint i32 %203, 4
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !5
  %254 = fmul contract float %253, %3
  %255 = fmul contract float %243, %6
  %256 = fadd contract float %255, %254
  %257 = or disjoint i32 %203, 5
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %258
  %260 = load float, ptr %259, align 4, !tbaa !5
  %261 = fmul contract float %260, %3
  %262 = fmul contract float %245, %6
  %263 = fadd contract float %262, %261
  %264 = or disjoint i32 %203, 6
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %265
  %267 = load float, ptr %266, align 4, !tbaa !5
  %268 = fmul contract float %267, %3
  %269 = fmul contract float %247, %6
  %270 = fadd contract float %269, %268
  %271 = or disjoint i32 %203, 7
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %272
  %274 = load float, ptr %273, align 4, !tbaa !5
  %275 = fmul contract float %274, %3
  %276 = fmul contract float %249, %6
  %277 = fadd contract float %276, %275
  store float %256, ptr %242, align 16, !tbaa !5
  store float %263, ptr %244, align 4, !tbaa !5
  store float %270, ptr %246, align 8, !tbaa !5
  store float %277, ptr %248, align 4, !tbaa !5
  %278 = add nuw nsw i32 %199, 1
  %279 = icmp eq i32 %278, 8
  br i1 %279, label %715, label %198, !llvm.loop !9

280:                                              ; preds = %194
  %281 = add nuw nsw i32 %195, %196
  %282 = zext nneg i32 %281 to i64
  %283 = add i32 %15, %16
  %284 = zext i32 %283 to i64
  %285 = add nuw nsw i64 %282, %284
  %286 = shl nuw nsw i64 %285, 2
  %287 = or disjoint i64 %286, 24
  %288 = getelementptr i8, ptr %7, i64 %287
  %289 = load float, ptr %288, align 8
  br label %633

290:                                              ; preds = %25, %629
  %291 = phi float [ %192, %25 ], [ %626, %629 ]
  %292 = phi float [ %191, %25 ], [ %624, %629 ]
  %293 = phi float [ %190, %25 ], [ %622, %629 ]
  %294 = phi float [ %189, %25 ], [ %620, %629 ]
  %295 = phi float [ %188, %25 ], [ %618, %629 ]
  %296 = phi float [ %187, %25 ], [ %616, %629 ]
  %297 = phi float [ %186, %25 ], [ %614, %629 ]
  %298 = phi float [ %185, %25 ], [ %612, %629 ]
  %299 = phi float [ %184, %25 ], [ %610, %629 ]
  %300 = phi float [ %183, %25 ], [ %608, %629 ]
  %301 = phi float [ %182, %25 ], [ %606, %629 ]
  %302 = phi float [ %181, %25 ], [ %604, %629 ]
  %303 = phi float [ %180, %25 ], [ %602, %629 ]
  %304 = phi float [ %179, %25 ], [ %600, %629 ]
  %305 = phi float [ %178, %25 ], [ %598, %629 ]
  %306 = phi float [ %177, %25 ], [ %596, %629 ]
  %307 = phi float [ %176, %25 ], [ %594, %629 ]
  %308 = phi float [ %175, %25 ], [ %592, %629 ]
  %309 = phi float [ %174, %25 ], [ %590, %629 ]
  %310 = phi float [ %173, %25 ], [ %588, %629 ]
  %311 = phi float [ %172, %25 ], [ %586, %629 ]
  %312 = phi float [ %171, %25 ], [ %584, %629 ]
  %313 = phi float [ %170, %25 ], [ %582, %629 ]
  %314 = phi float [ %169, %25 ], [ %580, %629 ]
  %315 = phi float [ %168, %25 ], [ %578, %629 ]
  %316 = phi float [ %167, %25 ], [ %576, %629 ]
  %317 = phi float [ %166, %25 ], [ %574, %629 ]
  %318 = phi float [ %165, %25 ], [ %572, %629 ]
  %319 = phi float [ %164, %25 ], [ %570, %629 ]
  %320 = phi float [ %163, %25 ], [ %568, %629 ]
  %321 = phi float [ %162, %25 ], [ %566, %629 ]
  %322 = phi float [ %161, %25 ], [ %564, %629 ]
  %323 = phi float [ %160, %25 ], [ %562, %629 ]
  %324 = phi float [ %159, %25 ], [ %560, %629 ]
  %325 = phi float [ %158, %25 ], [ %558, %629 ]
  %326 = phi float [ %157, %25 ], [ %556, %629 ]
  %327 = phi float [ %156, %25 ], [ %554, %629 ]
  %328 = phi float [ %155, %25 ], [ %552, %629 ]
  %329 = phi float [ %154, %25 ], [ %550, %629 ]
  %330 = phi float [ %153, %25 ], [ %548, %629 ]
  %331 = phi float [ %152, %25 ], [ %546, %629 ]
  %332 = phi float [ %151, %25 ], [ %544, %629 ]
  %333 = phi float [ %150, %25 ], [ %542, %629 ]
  %334 = phi float [ %149, %25 ], [ %540, %629 ]
  %335 = phi float [ %148, %25 ], [ %538, %629 ]
  %336 = phi float [ %147, %25 ], [ %536, %629 ]
  %337 = phi float [ %146, %25 ], [ %534, %629 ]
  %338 = phi float [ %145, %25 ], [ %532, %629 ]
  %339 = phi float [ %144, %25 ], [ %530, %629 ]
  %340 = phi float [ %143, %25 ], [ %528, %629 ]
  %341 = phi float [ %142, %25 ], [ %526, %629 ]
  %342 = phi float [ %141, %25 ], [ %524, %629 ]
  %343 = phi float [ %140, %25 ], [ %522, %629 ]
  %344 = phi float [ %139, %25 ], [ %520, %629 ]
  %345 = phi float [ %138, %25 ], [ %518, %629 ]
  %346 = phi float [ %137, %25 ], [ %516, %629 ]
  %347 = phi float [ %136, %25 ], [ %514, %629 ]
  %348 = phi float [ %135, %25 ], [ %512, %629 ]
  %349 = phi float [ %134, %25 ], [ %510, %629 ]
  %350 = phi float [ %133, %25 ], [ %508, %629 ]
  %351 = phi float [ %132, %25 ], [ %506, %629 ]
  %352 = phi float [ %131, %25 ], [ %504, %629 ]
  %353 = phi float [ %130, %25 ], [ %502, %629 ]
  %354 = phi float [ %129, %25 ], [ %500, %629 ]
  %355 = phi ptr [ %32, %25 ], [ %367, %629 ]
  %356 = phi ptr [ %29, %25 ], [ %630, %629 ]
  %357 = phi i32 [ 0, %25 ], [ %631, %629 ]
  %358 = getelementptr inbounds float, ptr %355, i64 %37
  %359 = load float, ptr %358, align 16, !tbaa !5
  %360 = getelementptr inbounds i8, ptr %358, i64 4
  %361 = load float, ptr %360, align 4, !tbaa !5
  %362 = getelementptr inbounds i8, ptr %358, i64 8
  %363 = load float, ptr %362, align 8, !tbaa !5
  %364 = getelementptr inbounds i8, ptr %358, i64 12
  %365 = load float, ptr %364, align 4, !tbaa !5
  store float %359, ptr %41, align 4, !tbaa !5
  store float %361, ptr %45, align 4, !tbaa !5
  store float %363, ptr %49, align 4, !tbaa !5
  store float %365, ptr %53, align 4, !tbaa !5
  %366 = getelementptr inbounds float, ptr %356, i64 %57
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %61, ptr noundef nonnull align 16 dereferenceable(16) %366, i64 16, i1 false), !tbaa.struct !11
  tail call void @llvm.nvvm.barrier0()
  %367 = getelementptr inbounds i8, ptr %355, i64 32
  br label %368

368:                                              ; preds = %290, %368
  %369 = phi float [ %291, %290 ], [ %626, %368 ]
  %370 = phi float [ %292, %290 ], [ %624, %368 ]
  %371 = phi float [ %293, %290 ], [ %622, %368 ]
  %372 = phi float [ %294, %290 ], [ %620, %368 ]
  %373 = phi float [ %295, %290 ], [ %618, %368 ]
  %374 = phi float [ %296, %290 ], [ %616, %368 ]
  %375 = phi float [ %297, %290 ], [ %614, %368 ]
  %376 = phi float [ %298, %290 ], [ %612, %368 ]
  %377 = phi float [ %299, %290 ], [ %610, %368 ]
  %378 = phi float [ %300, %290 ], [ %608, %368 ]
  %379 = phi float [ %301, %290 ], [ %606, %368 ]
  %380 = phi float [ %302, %290 ], [ %604, %368 ]
  %381 = phi float [ %303, %290 ], [ %602, %368 ]
  %382 = phi float [ %304, %290 ], [ %600, %368 ]
  %383 = phi float [ %305, %290 ], [ %598, %368 ]
  %384 = phi float [ %306, %290 ], [ %596, %368 ]
  %385 = phi float [ %307, %290 ], [ %594, %368 ]
  %386 = phi float [ %308, %290 ], [ %592, %368 ]
  %387 = phi float [ %309, %290 ], [ %590, %368 ]
  %388 = phi float [ %310, %290 ], [ %588, %368 ]
  %389 = phi float [ %311, %290 ], [ %586, %368 ]
  %390 = phi float [ %312, %290 ], [ %584, %368 ]
  %391 = phi float [ %313, %290 ], [ %582, %368 ]
  %392 = phi float [ %314, %290 ], [ %580, %368 ]
  %393 = phi float [ %315, %290 ], [ %578, %368 ]
  %394 = phi float [ %316, %290 ], [ %576, %368 ]
  %395 = phi float [ %317, %290 ], [ %574, %368 ]
  %396 = phi float [ %318, %290 ], [ %572, %368 ]
  %397 = phi float [ %319, %290 ], [ %570, %368 ]
  %398 = phi float [ %320, %290 ], [ %568, %368 ]
  %399 = phi float [ %321, %290 ], [ %566, %368 ]
  %400 = phi float [ %322, %290 ], [ %564, %368 ]
  %401 = phi float [ %323, %290 ], [ %562, %368 ]
  %402 = phi float [ %324, %290 ], [ %560, %368 ]
  %403 = phi float [ %325, %290 ], [ %558, %368 ]
  %404 = phi float [ %326, %290 ], [ %556, %368 ]
  %405 = phi float [ %327, %290 ], [ %554, %368 ]
  %406 = phi float [ %328, %290 ], [ %552, %368 ]
  %407 = phi float [ %329, %290 ], [ %550, %368 ]
  %408 = phi float [ %330, %290 ], [ %548, %368 ]
  %409 = phi float [ %331, %290 ], [ %546, %368 ]
  %410 = phi float [ %332, %290 ], [ %544, %368 ]
  %411 = phi float [ %333, %290 ], [ %542, %368 ]
  %412 = phi float [ %334, %290 ], [ %540, %368 ]
  %413 = phi float [ %335, %290 ], [ %538, %368 ]
  %414 = phi float [ %336, %290 ], [ %536, %368 ]
  %415 = phi float [ %337, %290 ], [ %534, %368 ]
  %416 = phi float [ %338, %290 ], [ %532, %368 ]
  %417 = phi float [ %339, %290 ], [ %530, %368 ]
  %418 = phi float [ %340, %290 ], [ %528, %368 ]
  %419 = phi float [ %341, %290 ], [ %526, %368 ]
  %420 = phi float [ %342, %290 ], [ %524, %368 ]
  %421 = phi float [ %343, %290 ], [ %522, %368 ]
  %422 = phi float [ %344, %290 ], [ %520, %368 ]
  %423 = phi float [ %345, %290 ], [ %518, %368 ]
  %424 = phi float [ %346, %290 ], [ %516, %368 ]
  %425 = phi float [ %347, %290 ], [ %514, %368 ]
  %426 = phi float [ %348, %290 ], [ %512, %368 ]
  %427 = phi float [ %349, %290 ], [ %510, %368 ]
  %428 = phi float [ %350, %290 ], [ %508, %368 ]
  %429 = phi float [ %351, %290 ], [ %506, %368 ]
  %430 = phi float [ %352, %290 ], [ %504, %368 ]
  %431 = phi float [ %353, %290 ], [ %502, %368 ]
  %432 = phi float [ %354, %290 ], [ %500, %368 ]
  %433 = phi i32 [ 0, %290 ], [ %627, %368 ]
  %434 = shl nuw nsw i32 %433, 7
  %435 = or disjoint i32 %434, %65
  %436 = or disjoint i32 %435, 7
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %437
  %439 = load float, ptr %438, align 4, !tbaa !5
  %440 = or disjoint i32 %435, 6
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %441
  %443 = load float, ptr %442, align 4, !tbaa !5
  %444 = or disjoint i32 %435, 5
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %445
  %447 = load float, ptr %446, align 4, !tbaa !5
  %448 = or disjoint i32 %435, 4
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %449
  %451 = load float, ptr %450, align 4, !tbaa !5
  %452 = or disjoint i32 %435, 3
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %453
  %455 = load float, ptr %454, align 4, !tbaa !5
  %456 = or disjoint i32 %435, 2
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %457
  %459 = load float, ptr %458, align 4, !tbaa !5
  %460 = or disjoint i32 %435, 1
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %461
  %463 = load float, ptr %462, align 4, !tbaa !5
  %464 = zext nneg i32 %435 to i64
  %465 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %464
  %466 = load float, ptr %465, align 4, !tbaa !5
  %467 = add nuw nsw i32 %434, %64
  %468 = or disjoint i32 %467, 7
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %469
  %471 = load float, ptr %470, align 4, !tbaa !5
  %472 = or disjoint i32 %467, 6
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %473
  %475 = load float, ptr %474, align 4, !tbaa !5
  %476 = or disjoint i32 %467, 5
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %477
  %479 = load float, ptr %478, align 4, !tbaa !5
  %480 = or disjoint i32 %467, 4
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %481
  %483 = load float, ptr %482, align 4, !tbaa !5
  %484 = or disjoint i32 %467, 3
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %485
  %487 = load float, ptr %486, align 4, !tbaa !5
  %488 = or disjoint i32 %467, 2
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %489
  %491 = load float, ptr %490, align 4, !tbaa !5
  %492 = or disjoint i32 %467, 1
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !5
  %496 = zext nneg i32 %467 to i64
  %497 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %496
  %498 = load float, ptr %497, align 4, !tbaa !5
  %499 = fmul contract float %498, %466
  %500 = fadd contract float %432, %499
  %501 = fmul contract float %498, %463
  %502 = fadd contract float %431, %501
  %503 = fmul contract float %498, %459
  %504 = fadd contract float %430, %503
  %505 = fmul contract float %498, %455
  %506 = fadd contract float %429, %505
  %507 = fmul contract float %498, %451
  %508 = fadd contract float %428, %507
  %509 = fmul contract float %498, %447
  %510 = fadd contract float %427, %509
  %511 = fmul contract float %498, %443
  %512 = fadd contract float %426, %511
  %513 = fmul contract float %498, %439
  %514 = fadd contract float %425, %513
  %515 = fmul contract float %495, %466
  %516 = fadd contract float %424, %515
  %517 = fmul contract float %495, %463
  %518 = fadd contract float %423, %517
  %519 = fmul contract float %495, %459
  %520 = fadd contract float %422, %519
  %521 = fmul contract float %495, %455
  %522 = fadd contract float %421, %521
  %523 = fmul contract float %495, %451
  %524 = fadd contract float %420, %523
  %525 = fmul contract float %495, %447
  %526 = fadd contract float %419, %525
  %527 = fmul contract float %495, %443
  %528 = fadd contract float %418, %527
  %529 = fmul contract float %495, %439
  %530 = fadd contract float %417, %529
  %531 = fmul contract float %491, %466
  %532 = fadd contract float %416, %531
  %533 = fmul contract float %491, %463
  %534 = fadd contract float %415, %533
  %535 = fmul contract float %491, %459
  %536 = fadd contract float %414, %535
  %537 = fmul contract float %491, %455
  %538 = fadd contract float %413, %537
  %539 = fmul contract float %491, %451
  %540 = fadd contract float %412, %539
  %541 = fmul contract float %491, %447
  %542 = fadd contract float %411, %541
  %543 = fmul contract float %491, %443
  %544 = fadd contract float %410, %543
  %545 = fmul contract float %491, %439
  %546 = fadd contract float %409, %545
  %547 = fmul contract float %487, %466
  %548 = fadd contract float %408, %547
  %549 = fmul contract float %487, %463
  %550 = fadd contract float %407, %549
  %551 = fmul contract float %487, %459
  %552 = fadd contract float %406, %551
  %553 = fmul contract float %487, %455
  %554 = fadd contract float %405, %553
  %555 = fmul contract float %487, %451
  %556 = fadd contract float %404, %555
  %557 = fmul contract float %487, %447
  %558 = fadd contract float %403, %557
  %559 = fmul contract float %487, %443
  %560 = fadd contract float %402, %559
  %561 = fmul contract float %487, %439
  %562 = fadd contract float %401, %561
  %563 = fmul contract float %483, %466
  %564 = fadd contract float %400, %563
  %565 = fmul contract float %483, %463
  %566 = fadd contract float %399, %565
  %567 = fmul contract float %483, %459
  %568 = fadd contract float %398, %567
  %569 = fmul contract float %483, %455
  %570 = fadd contract float %397, %569
  %571 = fmul contract float %483, %451
  %572 = fadd contract float %396, %571
  %573 = fmul contract float %483, %447
  %574 = fadd contract float %395, %573
  %575 = fmul contract float %483, %443
  %576 = fadd contract float %394, %575
  %577 = fmul contract float %483, %439
  %578 = fadd contract float %393, %577
  %579 = fmul contract float %479, %466
  %580 = fadd contract float %392, %579
  %581 = fmul contract float %479, %463
  %582 = fadd contract float %391, %581
  %583 = fmul contract float %479, %459
  %584 = fadd contract float %390, %583
  %585 = fmul contract float %479, %455
  %586 = fadd contract float %389, %585
  %587 = fmul contract float %479, %451
  %588 = fadd contract float %388, %587
  %589 = fmul contract float %479, %447
  %590 = fadd contract float %387, %589
  %591 = fmul contract float %479, %443
  %592 = fadd contract float %386, %591
  %593 = fmul contract float %479, %439
  %594 = fadd contract float %385, %593
  %595 = fmul contract float %475, %466
  %596 = fadd contract float %384, %595
  %597 = fmul contract float %475, %463
  %598 = fadd contract float %383, %597
  %599 = fmul contract float %475, %459
  %600 = fadd contract float %382, %599
  %601 = fmul contract float %475, %455
  %602 = fadd contract float %381, %601
  %603 = fmul contract float %475, %451
  %604 = fadd contract float %380, %603
  %605 = fmul contract float %475, %447
  %606 = fadd contract float %379, %605
  %607 = fmul contract float %475, %443
  %608 = fadd contract float %378, %607
  %609 = fmul contract float %475, %439
  %610 = fadd contract float %377, %609
  %611 = fmul contract float %471, %466
  %612 = fadd contract float %376, %611
  %613 = fmul contract float %471, %463
  %614 = fadd contract float %375, %613
  %615 = fmul contract float %471, %459
  %616 = fadd contract float %374, %615
  %617 = fmul contract float %471, %455
  %618 = fadd contract float %373, %617
  %619 = fmul contract float %471, %451
  %620 = fadd contract float %372, %619
  %621 = fmul contract float %471, %447
  %622 = fadd contract float %371, %621
  %623 = fmul contract float %471, %443
  %624 = fadd contract float %370, %623
  %625 = fmul contract float %471, %439
  %626 = fadd contract float %369, %625
  %627 = add nuw nsw i32 %433, 1
  %628 = icmp eq i32 %627, 8
  br i1 %628, label %629, label %368, !llvm.loop !12

629:                                              ; preds = %368
  %630 = getelementptr inbounds float, ptr %356, i64 %63
  tail call void @llvm.nvvm.barrier0()
  %631 = add i32 %357, 8
  %632 = icmp ult i32 %631, %2
  br i1 %632, label %290, label %193, !llvm.loop !13

633:                                              ; preds = %280, %633
  %634 = phi float [ %289, %280 ], [ %712, %633 ]
  %635 = phi i32 [ 0, %280 ], [ %713, %633 ]
  %636 = add nuw nsw i32 %635, %196
  %637 = mul nuw i32 %636, %1
  %638 = add nuw i32 %637, %195
  %639 = shl nuw nsw i32 %635, 3
  %640 = zext i32 %638 to i64
  %641 = getelementptr inbounds float, ptr %20, i64 %640
  %642 = load float, ptr %641, align 16, !tbaa !5
  %643 = getelementptr inbounds i8, ptr %641, i64 4
  %644 = load float, ptr %643, align 4, !tbaa !5
  %645 = getelementptr inbounds i8, ptr %641, i64 8
  %646 = load float, ptr %645, align 8, !tbaa !5
  %647 = getelementptr inbounds i8, ptr %641, i64 12
  %648 = load float, ptr %647, align 4, !tbaa !5
  %649 = zext nneg i32 %639 to i64
  %650 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %649
  %651 = load float, ptr %650, align 4, !tbaa !5
  %652 = fmul contract float %651, %3
  %653 = fmul contract float %642, %6
  %654 = fadd contract float %653, %652
  %655 = or disjoint i32 %639, 1
  %656 = zext nneg i32 %655 to i64
  %657 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %656
  %658 = load float, ptr %657, align 4, !tbaa !5
  %659 = fmul contract float %658, %3
  %660 = fmul contract float %644, %6
  %661 = fadd contract float %660, %659
  %662 = or disjoint i32 %639, 2
  %663 = zext nneg i32 %662 to i64
  %664 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %663
  %665 = load float, ptr %664, align 4, !tbaa !5
  %666 = fmul contract float %665, %3
  %667 = fmul contract float %646, %6
  %668 = fadd contract float %667, %666
  %669 = or disjoint i32 %639, 3
  %670 = zext nneg i32 %669 to i64
  %671 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %670
  %672 = load float, ptr %671, align 4, !tbaa !5
  %673 = fmul contract float %672, %3
  %674 = fmul contract float %648, %6
  %675 = fadd contract float %674, %673
  store float %654, ptr %641, align 16, !tbaa !5
  store float %661, ptr %643, align 4, !tbaa !5
  store float %668, ptr %645, align 8, !tbaa !5
  store float %675, ptr %647, align 4, !tbaa !5
  %676 = add i32 %638, 4
  %677 = zext i32 %676 to i64
  %678 = getelementptr inbounds float, ptr %20, i64 %677
  %679 = load float, ptr %678, align 16, !tbaa !5
  %680 = getelementptr inbounds i8, ptr %678, i64 4
  %681 = load float, ptr %680, align 4, !tbaa !5
  %682 = getelementptr inbounds i8, ptr %678, i64 8
  %683 = getelementptr inbounds i8, ptr %678, i64 12
  %684 = load float, ptr %683, align 4, !tbaa !5
  %685 = or disjoint i32 %639, 4
  %686 = zext nneg i32 %685 to i64
  %687 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %686
  %688 = load float, ptr %687, align 4, !tbaa !5
  %689 = fmul contract float %688, %3
  %690 = fmul contract float %679, %6
  %691 = fadd contract float %690, %689
  %692 = or disjoint i32 %639, 5
  %693 = zext nneg i32 %692 to i64
  %694 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %693
  %695 = load float, ptr %694, align 4, !tbaa !5
  %696 = fmul contract float %695, %3
  %697 = fmul contract float %681, %6
  %698 = fadd contract float %697, %696
  %699 = or disjoint i32 %639, 6
  %700 = zext nneg i32 %699 to i64
  %701 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %700
  %702 = load float, ptr %701, align 4, !tbaa !5
  %703 = fmul contract float %702, %3
  %704 = fmul contract float %634, %6
  %705 = fadd contract float %704, %703
  %706 = or disjoint i32 %639, 7
  %707 = zext nneg i32 %706 to i64
  %708 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %707
  %709 = load float, ptr %708, align 4, !tbaa !5
  %710 = fmul contract float %709, %3
  %711 = fmul contract float %684, %6
  %712 = fadd contract float %711, %710
  store float %691, ptr %678, align 16, !tbaa !5
  store float %698, ptr %680, align 4, !tbaa !5
  store float %705, ptr %682, align 8, !tbaa !5
  store float %712, ptr %683, align 4, !tbaa !5
  %713 = add nuw nsw i32 %635, 1
  %714 = icmp eq i32 %713, 8
  br i1 %714, label %715, label %633, !llvm.loop !9

715:                                              ; preds = %198, %633
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #6
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z14sgemmVectorizeILi128ELi128ELi8ELi8ELi8EEviiifPfS0_fS0_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
