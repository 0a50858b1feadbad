; ModuleID = 'ring_occupancy.cu'
source_filename = "ring_occupancy.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ9occupancyE1S = internal addrspace(3) global [512 x %struct.float4] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @occupancy(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 512) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %149

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %7
  %9 = addrspacecast ptr %8 to ptr addrspace(3)
  %10 = shl nuw nsw i32 %4, 2
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 4
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  %15 = getelementptr inbounds i8, ptr %12, i64 12
  %16 = add nuw nsw i32 %4, 5
  %17 = and i32 %16, 511
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = getelementptr inbounds i8, ptr %19, i64 12
  %23 = add nuw nsw i32 %4, 10
  %24 = and i32 %23, 511
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 4
  %28 = getelementptr inbounds i8, ptr %26, i64 8
  %29 = getelementptr inbounds i8, ptr %26, i64 12
  %30 = add nuw nsw i32 %4, 15
  %31 = and i32 %30, 511
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 4
  %35 = getelementptr inbounds i8, ptr %33, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 12
  %37 = add nuw nsw i32 %4, 20
  %38 = and i32 %37, 511
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 4
  %42 = getelementptr inbounds i8, ptr %40, i64 8
  %43 = getelementptr inbounds i8, ptr %40, i64 12
  %44 = add nuw nsw i32 %4, 25
  %45 = and i32 %44, 511
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %46
  %48 = getelementptr inbounds i8, ptr %47, i64 4
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  %50 = getelementptr inbounds i8, ptr %47, i64 12
  %51 = add nuw nsw i32 %4, 30
  %52 = and i32 %51, 511
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 4
  %56 = getelementptr inbounds i8, ptr %54, i64 8
  %57 = getelementptr inbounds i8, ptr %54, i64 12
  %58 = add nuw nsw i32 %4, 35
  %59 = and i32 %58, 511
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 4
  %63 = getelementptr inbounds i8, ptr %61, i64 8
  %64 = getelementptr inbounds i8, ptr %61, i64 12
  %65 = add nuw nsw i32 %4, 40
  %66 = and i32 %65, 511
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 4
  %70 = getelementptr inbounds i8, ptr %68, i64 8
  %71 = getelementptr inbounds i8, ptr %68, i64 12
  %72 = add nuw nsw i32 %4, 45
  %73 = and i32 %72, 511
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %74
  %76 = getelementptr inbounds i8, ptr %75, i64 4
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = getelementptr inbounds i8, ptr %75, i64 12
  %79 = add nuw nsw i32 %4, 50
  %80 = and i32 %79, 511
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 4
  %84 = getelementptr inbounds i8, ptr %82, i64 8
  %85 = getelementptr inbounds i8, ptr %82, i64 12
  %86 = add nuw nsw i32 %4, 55
  %87 = and i32 %86, 511
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 4
  %91 = getelementptr inbounds i8, ptr %89, i64 8
  %92 = getelementptr inbounds i8, ptr %89, i64 12
  %93 = add nuw nsw i32 %4, 60
  %94 = and i32 %93, 511
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 4
  %98 = getelementptr inbounds i8, ptr %96, i64 8
  %99 = getelementptr inbounds i8, ptr %96, i64 12
  %100 = add nuw nsw i32 %4, 65
  %101 = and i32 %100, 511
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %102
  %104 = getelementptr inbounds i8, ptr %103, i64 4
  %105 = getelementptr inbounds i8, ptr %103, i64 8
  %106 = getelementptr inbounds i8, ptr %103, i64 12
  %107 = add nuw nsw i32 %4, 70
  %108 = and i32 %107, 511
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %109
  %111 = getelementptr inbounds i8, ptr %110, i64 4
  %112 = getelementptr inbounds i8, ptr %110, i64 8
  %113 = getelementptr inbounds i8, ptr %110, i64 12
  %114 = add nuw nsw i32 %4, 75
  %115 = and i32 %114, 511
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %116
  %118 = getelementptr inbounds i8, ptr %117, i64 4
  %119 = getelementptr inbounds i8, ptr %117, i64 8
  %120 = getelementptr inbounds i8, ptr %117, i64 12
  %121 = add nuw nsw i32 %4, 80
  %122 = and i32 %121, 511
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %123
  %125 = getelementptr inbounds i8, ptr %124, i64 4
  %126 = getelementptr inbounds i8, ptr %124, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 12
  %128 = add nuw nsw i32 %4, 85
  %129 = and i32 %128, 511
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %130
  %132 = getelementptr inbounds i8, ptr %131, i64 4
  %133 = getelementptr inbounds i8, ptr %131, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 12
  %135 = add nuw nsw i32 %4, 90
  %136 = and i32 %135, 511
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %137
  %139 = getelementptr inbounds i8, ptr %138, i64 4
  %140 = getelementptr inbounds i8, ptr %138, i64 8
  %141 = getelementptr inbounds i8, ptr %138, i64 12
  %142 = add nuw nsw i32 %4, 95
  %143 = and i32 %142, 511
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [512 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9occupancyE1S to ptr), i64 0, i64 %144
  %146 = getelementptr inbounds i8, ptr %145, i64 4
  %147 = getelementptr inbounds i8, ptr %145, i64 8
  %148 = getelementptr inbounds i8, ptr %145, i64 12
  br label %230

149:                                              ; preds = %230, %3
  %150 = phi float [ 4.750000e+00, %3 ], [ %396, %230 ]
  %151 = phi float [ 4.500000e+00, %3 ], [ %389, %230 ]
  %152 = phi float [ 4.250000e+00, %3 ], [ %382, %230 ]
  %153 = phi float [ 4.000000e+00, %3 ], [ %375, %230 ]
  %154 = phi float [ 3.750000e+00, %3 ], [ %368, %230 ]
  %155 = phi float [ 3.500000e+00, %3 ], [ %361, %230 ]
  %156 = phi float [ 3.250000e+00, %3 ], [ %354, %230 ]
  %157 = phi float [ 3.000000e+00, %3 ], [ %347, %230 ]
  %158 = phi float [ 2.750000e+00, %3 ], [ %340, %230 ]
  %159 = phi float [ 2.500000e+00, %3 ], [ %333, %230 ]
  %160 = phi float [ 2.250000e+00, %3 ], [ %326, %230 ]
  %161 = phi float [ 2.000000e+00, %3 ], [ %319, %230 ]
  %162 = phi float [ 1.750000e+00, %3 ], [ %312, %230 ]
  %163 = phi float [ 1.500000e+00, %3 ], [ %305, %230 ]
  %164 = phi float [ 1.250000e+00, %3 ], [ %298, %230 ]
  %165 = phi float [ 1.000000e+00, %3 ], [ %291, %230 ]
  %166 = phi float [ 7.500000e-01, %3 ], [ %284, %230 ]
  %167 = phi float [ 5.000000e-01, %3 ], [ %277, %230 ]
  %168 = phi float [ 2.500000e-01, %3 ], [ %270, %230 ]
  %169 = phi float [ 0.000000e+00, %3 ], [ %263, %230 ]
  %170 = mul nuw nsw i32 %4, 20
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds float, ptr %0, i64 %171
  store float %169, ptr %172, align 4, !tbaa !6
  %173 = or disjoint i32 %170, 1
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  store float %168, ptr %175, align 4, !tbaa !6
  %176 = or disjoint i32 %170, 2
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds float, ptr %0, i64 %177
  store float %167, ptr %178, align 4, !tbaa !6
  %179 = or disjoint i32 %170, 3
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %0, i64 %180
  store float %166, ptr %181, align 4, !tbaa !6
  %182 = zext nneg i32 %170 to i64
  %183 = getelementptr inbounds float, ptr %0, i64 %182
  %184 = getelementptr inbounds i8, ptr %183, i64 16
  store float %165, ptr %184, align 4, !tbaa !6
  %185 = zext nneg i32 %170 to i64
  %186 = getelementptr inbounds float, ptr %0, i64 %185
  %187 = getelementptr inbounds i8, ptr %186, i64 20
  store float %164, ptr %187, align 4, !tbaa !6
  %188 = zext nneg i32 %170 to i64
  %189 = getelementptr inbounds float, ptr %0, i64 %188
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  store float %163, ptr %190, align 4, !tbaa !6
  %191 = zext nneg i32 %170 to i64
  %192 = getelementptr inbounds float, ptr %0, i64 %191
  %193 = getelementptr inbounds i8, ptr %192, i64 28
  store float %162, ptr %193, align 4, !tbaa !6
  %194 = zext nneg i32 %170 to i64
  %195 = getelementptr inbounds float, ptr %0, i64 %194
  %196 = getelementptr inbounds i8, ptr %195, i64 32
  store float %161, ptr %196, align 4, !tbaa !6
  %197 = zext nneg i32 %170 to i64
  %198 = getelementptr inbounds float, ptr %0, i64 %197
  %199 = getelementptr inbounds i8, ptr %198, i64 36
  store float %160, ptr %199, align 4, !tbaa !6
  %200 = zext nneg i32 %170 to i64
  %201 = getelementptr inbounds float, ptr %0, i64 %200
  %202 = getelementptr inbounds i8, ptr %201, i64 40
  store float %159, ptr %202, align 4, !tbaa !6
  %203 = zext nneg i32 %170 to i64
  %204 = getelementptr inbounds float, ptr %0, i64 %203
  %205 = getelementptr inbounds i8, ptr %204, i64 44
  store float %158, ptr %205, align 4, !tbaa !6
  %206 = zext nneg i32 %170 to i64
  %207 = getelementptr inbounds float, ptr %0, i64 %206
  %208 = getelementptr inbounds i8, ptr %207, i64 48
  store float %157, ptr %208, align 4, !tbaa !6
  %209 = zext nneg i32 %170 to i64
  %210 = getelementptr inbounds float, ptr %0, i64 %209
  %211 = getelementptr inbounds i8, ptr %210, i64 52
  store float %156, ptr %211, align 4, !tbaa !6
  %212 = zext nneg i32 %170 to i64
  %213 = getelementptr inbounds float, ptr %0, i64 %212
  %214 = getelementptr inbounds i8, ptr %213, i64 56
  store float %155, ptr %214, align 4, !tbaa !6
  %215 = zext nneg i32 %170 to i64
  %216 = getelementptr inbounds float, ptr %0, i64 %215
  %217 = getelementptr inbounds i8, ptr %216, i64 60
  store float %154, ptr %217, align 4, !tbaa !6
  %218 = zext nneg i32 %170 to i64
  %219 = getelementptr inbounds float, ptr %0, i64 %218
  %220 = getelementptr inbounds i8, ptr %219, i64 64
  store float %153, ptr %220, align 4, !tbaa !6
  %221 = zext nneg i32 %170 to i64
  %222 = getelementptr inbounds float, ptr %0, i64 %221
  %223 = getelementptr inbounds i8, ptr %222, i64 68
  store float %152, ptr %223, align 4, !tbaa !6
  %224 = zext nneg i32 %170 to i64
  %225 = getelementptr inbounds float, ptr %0, i64 %224
  %226 = getelementptr inbounds i8, ptr %225, i64 72
  store float %151, ptr %226, align 4, !tbaa !6
  %227 = zext nneg i32 %170 to i64
  %228 = getelementptr inbounds float, ptr %0, i64 %227
  %229 = getelementptr inbounds i8, ptr %228, i64 76
  store float %150, ptr %229, align 4, !tbaa !6
  ret void

230:                                              ; preds = %6, %230
  %231 = phi float [ 4.750000e+00, %6 ], [ %396, %230 ]
  %232 = phi float [ 4.500000e+00, %6 ], [ %389, %230 ]
  %233 = phi float [ 4.250000e+00, %6 ], [ %382, %230 ]
  %234 = phi float [ 4.000000e+00, %6 ], [ %375, %230 ]
  %235 = phi float [ 3.750000e+00, %6 ], [ %368, %230 ]
  %236 = phi float [ 3.500000e+00, %6 ], [ %361, %230 ]
  %237 = phi float [ 3.250000e+00, %6 ], [ %354, %230 ]
  %238 = phi float [ 3.000000e+00, %6 ], [ %347, %230 ]
  %239 = phi float [ 2.750000e+00, %6 ], [ %340, %230 ]
  %240 = phi float [ 2.500000e+00, %6 ], [ %333, %230 ]
  %241 = phi float [ 2.250000e+00, %6 ], [ %326, %230 ]
  %242 = phi float [ 2.000000e+00, %6 ], [ %319, %230 ]
  %243 = phi float [ 1.750000e+00, %6 ], [ %312, %230 ]
  %244 = phi float [ 1.500000e+00, %6 ], [ %305, %230 ]
  %245 = phi float [ 1.250000e+00, %6 ], [ %298, %230 ]
  %246 = phi float [ 1.000000e+00, %6 ], [ %291, %230 ]
  %247 = phi float [ 7.500000e-01, %6 ], [ %284, %230 ]
  %248 = phi float [ 5.000000e-01, %6 ], [ %277, %230 ]
  %249 = phi float [ 2.500000e-01, %6 ], [ %270, %230 ]
  %250 = phi float [ 0.000000e+00, %6 ], [ %263, %230 ]
  %251 = phi i32 [ 0, %6 ], [ %397, %230 ]
  %252 = shl nsw i32 %251, 11
  %253 = or disjoint i32 %252, %10
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds float, ptr %1, i64 %254
  %256 = addrspacecast ptr %255 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %9, ptr addrspace(1) %256)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %257 = load float, ptr %12, align 16, !tbaa !6
  %258 = load float, ptr %13, align 4, !tbaa !6
  %259 = load float, ptr %14, align 8, !tbaa !6
  %260 = load float, ptr %15, align 4, !tbaa !6
  %261 = tail call contract float @llvm.fma.f32(float %250, float %257, float %258)
  %262 = fmul contract float %259, %260
  %263 = fadd contract float %262, %261
  %264 = load float, ptr %19, align 16, !tbaa !6
  %265 = load float, ptr %20, align 4, !tbaa !6
  %266 = load float, ptr %21, align 8, !tbaa !6
  %267 = load float, ptr %22, align 4, !tbaa !6
  %268 = tail call contract float @llvm.fma.f32(float %249, float %264, float %265)
  %269 = fmul contract float %266, %267
  %270 = fadd contract float %269, %268
  %271 = load float, ptr %26, align 16, !tbaa !6
  %272 = load float, ptr %27, align 4, !tbaa !6
  %273 = load float, ptr %28, align 8, !tbaa !6
  %274 = load float, ptr %29, align 4, !tbaa !6
  %275 = tail call contract float @llvm.fma.f32(float %248, float %271, float %272)
  %276 = fmul contract float %273, %274
  %277 = fadd contract float %276, %275
  %278 = load float, ptr %33, align 16, !tbaa !6
  %279 = load float, ptr %34, align 4, !tbaa !6
  %280 = load float, ptr %35, align 8, !tbaa !6
  %281 = load float, ptr %36, align 4, !tbaa !6
  %282 = tail call contract float @llvm.fma.f32(float %247, float %278, float %279)
  %283 = fmul contract float %280, %281
  %284 = fadd contract float %283, %282
  %285 = load float, ptr %40, align 16, !tbaa !6
  %286 = load float, ptr %41, align 4, !tbaa !6
  %287 = load float, ptr %42, align 8, !tbaa !6
  %288 = load float, ptr %43, align 4, !tbaa !6
  %289 = tail call contract float @llvm.fma.f32(float %246, float %285, float %286)
  %290 = fmul contract float %287, %288
  %291 = fadd contract float %290, %289
  %292 = load float, ptr %47, align 16, !tbaa !6
  %293 = load float, ptr %48, align 4, !tbaa !6
  %294 = load float, ptr %49, align 8, !tbaa !6
  %295 = load float, ptr %50, align 4, !tbaa !6
  %296 = tail call contract float @llvm.fma.f32(float %245, float %292, float %293)
  %297 = fmul contract float %294, %295
  %298 = fadd contract float %297, %296
  %299 = load float, ptr %54, align 16, !tbaa !6
  %300 = load float, ptr %55, align 4, !tbaa !6
  %301 = load float, ptr %56, align 8, !tbaa !6
  %302 = load float, ptr %57, align 4, !tbaa !6
  %303 = tail call contract float @llvm.fma.f32(float %244, float %299, float %300)
  %304 = fmul contract float %301, %302
  %305 = fadd contract float %304, %303
  %306 = load float, ptr %61, align 16, !tbaa !6
  %307 = load float, ptr %62, align 4, !tbaa !6
  %308 = load float, ptr %63, align 8, !tbaa !6
  %309 = load float, ptr %64, align 4, !tbaa !6
  %310 = tail call contract float @llvm.fma.f32(float %243, float %306, float %307)
  %311 = fmul contract float %308, %309
  %312 = fadd contract float %311, %310
  %313 = load float, ptr %68, align 16, !tbaa !6
  %314 = load float, ptr %69, align 4, !tbaa !6
  %315 = load float, ptr %70, align 8, !tbaa !6
  %316 = load float, ptr %71, align 4, !tbaa !6
  %317 = tail call contract float @llvm.fma.f32(float %242, float %313, float %314)
  %318 = fmul contract float %315, %316
  %319 = fadd contract float %318, %317
  %320 = load float, ptr %75, align 16, !tbaa !6
  %321 = load float, ptr %76, align 4, !tbaa !6
  %322 = load float, ptr %77, align 8, !tbaa !6
  %323 = load float, ptr %78, align 4, !tbaa !6
  %324 = tail call contract float @llvm.fma.f32(float %241, float %320, float %321)
  %325 = fmul contract float %322, %323
  %326 = fadd contract float %325, %324
  %327 = load float, ptr %82, align 16, !tbaa !6
  %328 = load float, ptr %83, align 4, !tbaa !6
  %329 = load float, ptr %84, align 8, !tbaa !6
  %330 = load float, ptr %85, align 4, !tbaa !6
  %331 = tail call contract float @llvm.fma.f32(float %240, float %327, float %328)
  %332 = fmul contract float %329, %330
  %333 = fadd contract float %332, %331
  %334 = load float, ptr %89, align 16, !tbaa !6
  %335 = load float, ptr %90, align 4, !tbaa !6
  %336 = load float, ptr %91, align 8, !tbaa !6
  %337 = load float, ptr %92, align 4, !tbaa !6
  %338 = tail call contract float @llvm.fma.f32(float %239, float %334, float %335)
  %339 = fmul contract float %336, %337
  %340 = fadd contract float %339, %338
  %341 = load float, ptr %96, align 16, !tbaa !6
  %342 = load float, ptr %97, align 4, !tbaa !6
  %343 = load float, ptr %98, align 8, !tbaa !6
  %344 = load float, ptr %99, align 4, !tbaa !6
  %345 = tail call contract float @llvm.fma.f32(float %238, float %341, float %342)
  %346 = fmul contract float %343, %344
  %347 = fadd contract float %346, %345
  %348 = load float, ptr %103, align 16, !tbaa !6
  %349 = load float, ptr %104, align 4, !tbaa !6
  %350 = load float, ptr %105, align 8, !tbaa !6
  %351 = load float, ptr %106, align 4, !tbaa !6
  %352 = tail call contract float @llvm.fma.f32(float %237, float %348, float %349)
  %353 = fmul contract float %350, %351
  %354 = fadd contract float %353, %352
  %355 = load float, ptr %110, align 16, !tbaa !6
  %356 = load float, ptr %111, align 4, !tbaa !6
  %357 = load float, ptr %112, align 8, !tbaa !6
  %358 = load float, ptr %113, align 4, !tbaa !6
  %359 = tail call contract float @llvm.fma.f32(float %236, float %355, float %356)
  %360 = fmul contract float %357, %358
  %361 = fadd contract float %360, %359
  %362 = load float, ptr %117, align 16, !tbaa !6
  %363 = load float, ptr %118, align 4, !tbaa !6
  %364 = load float, ptr %119, align 8, !tbaa !6
  %365 = load float, ptr %120, align 4, !tbaa !6
  %366 = tail call contract float @llvm.fma.f32(float %235, float %362, float %363)
  %367 = fmul contract float %364, %365
  %368 = fadd contract float %367, %366
  %369 = load float, ptr %124, align 16, !tbaa !6
  %370 = load float, ptr %125, align 4, !tbaa !6
  %371 = load float, ptr %126, align 8, !tbaa !6
  %372 = load float, ptr %127, align 4, !tbaa !6
  %373 = tail call contract float @llvm.fma.f32(float %234, float %369, float %370)
  %374 = fmul contract float %371, %372
  %375 = fadd contract float %374, %373
  %376 = load float, ptr %131, align 16, !tbaa !6
  %377 = load float, ptr %132, align 4, !tbaa !6
  %378 = load float, ptr %133, align 8, !tbaa !6
  %379 = load float, ptr %134, align 4, !tbaa !6
  %380 = tail call contract float @llvm.fma.f32(float %233, float %376, float %377)
  %381 = fmul contract float %378, %379
  %382 = fadd contract float %381, %380
  %383 = load float, ptr %138, align 16, !tbaa !6
  %384 = load float, ptr %139, align 4, !tbaa !6
  %385 = load float, ptr %140, align 8, !tbaa !6
  %386 = load float, ptr %141, align 4, !tbaa !6
  %387 = tail call contract float @llvm.fma.f32(float %232, float %383, float %384)
  %388 = fmul contract float %385, %386
  %389 = fadd contract float %388, %387
  %390 = load float, ptr %145, align 16, !tbaa !6
  %391 = load float, ptr %146, align 4, !tbaa !6
  %392 = load float, ptr %147, align 8, !tbaa !6
  %393 = load float, ptr %148, align 4, !tbaa !6
  %394 = tail call contract float @llvm.fma.f32(float %231, float %390, float %391)
  %395 = fmul contract float %392, %393
  %396 = fadd contract float %395, %394
  tail call void @llvm.nvvm.barrier0()
  %397 = add nuw nsw i32 %251, 1
  %398 = icmp eq i32 %397, %2
  br i1 %398, label %149, label %230, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @occupancy, !"kernel", i32 1}
!1 = !{ptr @occupancy, !"maxntidx", i32 512}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
