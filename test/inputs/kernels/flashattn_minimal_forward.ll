; ModuleID = 'flashattn_minimal_forward.cu'
source_filename = "flashattn_minimal_forward.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sram = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14forward_kernelPKfS0_S0_iiiiiifPfS1_S1_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, ptr nocapture noundef %10, ptr nocapture noundef %11, ptr nocapture noundef %12) local_unnamed_addr #0 {
  %14 = mul nsw i32 %7, %4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 0, i64 %15
  %17 = shl nsw i32 %14, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 0, i64 %18
  %20 = mul nsw i32 %14, 3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 0, i64 %21
  %23 = icmp sgt i32 %5, 0
  br i1 %23, label %24, label %68

24:                                               ; preds = %13
  %25 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %27 = mul i32 %25, %26
  %28 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %29 = add i32 %27, %28
  %30 = mul i32 %29, %3
  %31 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = icmp sgt i32 %4, 0
  %33 = mul nsw i32 %31, %4
  %34 = add i32 %31, %30
  %35 = mul i32 %34, %4
  %36 = icmp sgt i32 %6, 0
  %37 = add i32 %30, %31
  %38 = icmp sgt i32 %7, 0
  %39 = mul nsw i32 %31, %7
  %40 = mul i32 %37, %4
  %41 = add i32 %4, -1
  %42 = add i32 %7, -1
  %43 = and i32 %4, 1
  %44 = icmp eq i32 %41, 0
  %45 = and i32 %4, 2147483646
  %46 = icmp eq i32 %43, 0
  %47 = and i32 %4, 1
  %48 = icmp eq i32 %41, 0
  %49 = and i32 %4, 2147483646
  %50 = icmp eq i32 %47, 0
  %51 = and i32 %4, 1
  %52 = icmp eq i32 %41, 0
  %53 = and i32 %4, 2147483646
  %54 = icmp eq i32 %51, 0
  %55 = and i32 %7, 1
  %56 = icmp eq i32 %42, 0
  %57 = and i32 %7, 2147483646
  %58 = icmp eq i32 %55, 0
  %59 = and i32 %7, 1
  %60 = icmp eq i32 %42, 0
  %61 = and i32 %7, 2147483646
  %62 = icmp eq i32 %59, 0
  br label %63

63:                                               ; preds = %24, %115
  %64 = phi i32 [ 0, %24 ], [ %116, %115 ]
  br i1 %32, label %65, label %82

65:                                               ; preds = %63
  %66 = mul nsw i32 %64, %14
  %67 = add i32 %35, %66
  br i1 %44, label %69, label %83

68:                                               ; preds = %115, %13
  ret void

69:                                               ; preds = %83, %65
  %70 = phi i32 [ 0, %65 ], [ %107, %83 ]
  br i1 %46, label %82, label %71

71:                                               ; preds = %69
  %72 = add nsw i32 %67, %70
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = add nuw nsw i32 %70, %33
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %16, i64 %77
  store float %75, ptr %78, align 4, !tbaa !5
  %79 = getelementptr inbounds float, ptr %2, i64 %73
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds float, ptr %19, i64 %77
  store float %80, ptr %81, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %71, %69, %63
  tail call void @llvm.nvvm.barrier0()
  br i1 %36, label %110, label %115

83:                                               ; preds = %65, %83
  %84 = phi i32 [ %107, %83 ], [ 0, %65 ]
  %85 = phi i32 [ %108, %83 ], [ 0, %65 ]
  %86 = add nsw i32 %67, %84
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = add nuw nsw i32 %84, %33
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %16, i64 %91
  store float %89, ptr %92, align 4, !tbaa !5
  %93 = getelementptr inbounds float, ptr %2, i64 %87
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds float, ptr %19, i64 %91
  store float %94, ptr %95, align 4, !tbaa !5
  %96 = or disjoint i32 %84, 1
  %97 = add nsw i32 %67, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %1, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = add nuw nsw i32 %96, %33
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %16, i64 %102
  store float %100, ptr %103, align 4, !tbaa !5
  %104 = getelementptr inbounds float, ptr %2, i64 %98
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = getelementptr inbounds float, ptr %19, i64 %102
  store float %105, ptr %106, align 4, !tbaa !5
  %107 = add nuw nsw i32 %84, 2
  %108 = add i32 %85, 2
  %109 = icmp eq i32 %108, %45
  br i1 %109, label %69, label %83, !llvm.loop !9

110:                                              ; preds = %82, %274
  %111 = phi i32 [ %275, %274 ], [ 0, %82 ]
  br i1 %32, label %112, label %128

112:                                              ; preds = %110
  %113 = mul nsw i32 %111, %14
  %114 = add i32 %35, %113
  br i1 %48, label %118, label %136

115:                                              ; preds = %274, %82
  tail call void @llvm.nvvm.barrier0()
  %116 = add nuw nsw i32 %64, 1
  %117 = icmp eq i32 %116, %5
  br i1 %117, label %68, label %63, !llvm.loop !11

118:                                              ; preds = %136, %112
  %119 = phi i32 [ 0, %112 ], [ %154, %136 ]
  br i1 %50, label %128, label %120

120:                                              ; preds = %118
  %121 = add nsw i32 %114, %119
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !5
  %125 = add nuw nsw i32 %119, %33
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %126
  store float %124, ptr %127, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %120, %118, %110
  %129 = mul nsw i32 %111, %8
  %130 = add i32 %37, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %11, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = getelementptr inbounds float, ptr %10, i64 %131
  %135 = load float, ptr %134, align 4, !tbaa !5
  br i1 %38, label %160, label %157

136:                                              ; preds = %112, %136
  %137 = phi i32 [ %154, %136 ], [ 0, %112 ]
  %138 = phi i32 [ %155, %136 ], [ 0, %112 ]
  %139 = add nsw i32 %114, %137
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %0, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !5
  %143 = add nuw nsw i32 %137, %33
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %144
  store float %142, ptr %145, align 4, !tbaa !5
  %146 = or disjoint i32 %137, 1
  %147 = add nsw i32 %114, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %0, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = add nuw nsw i32 %146, %33
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %152
  store float %150, ptr %153, align 4, !tbaa !5
  %154 = add nuw nsw i32 %137, 2
  %155 = add i32 %138, 2
  %156 = icmp eq i32 %155, %49
  br i1 %156, label %118, label %136, !llvm.loop !12

157:                                              ; preds = %180, %128
  %158 = phi float [ 0xFFF0000000000000, %128 ], [ %187, %180 ]
  br i1 %38, label %159, label %231

159:                                              ; preds = %157
  br i1 %56, label %218, label %247

160:                                              ; preds = %128, %180
  %161 = phi i32 [ %188, %180 ], [ 0, %128 ]
  %162 = phi float [ %187, %180 ], [ 0xFFF0000000000000, %128 ]
  br i1 %32, label %163, label %180

163:                                              ; preds = %160
  %164 = mul nuw nsw i32 %161, %4
  br i1 %52, label %165, label %190

165:                                              ; preds = %190, %163
  %166 = phi float [ poison, %163 ], [ %214, %190 ]
  %167 = phi i32 [ 0, %163 ], [ %215, %190 ]
  %168 = phi float [ 0.000000e+00, %163 ], [ %214, %190 ]
  br i1 %54, label %180, label %169

169:                                              ; preds = %165
  %170 = add nuw nsw i32 %167, %33
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !5
  %174 = add nuw nsw i32 %167, %164
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %16, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !5
  %178 = fmul contract float %173, %177
  %179 = fadd contract float %168, %178
  br label %180

180:                                              ; preds = %169, %165, %160
  %181 = phi float [ 0.000000e+00, %160 ], [ %166, %165 ], [ %179, %169 ]
  %182 = fmul contract float %181, %9
  %183 = add nuw nsw i32 %161, %39
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds float, ptr %22, i64 %184
  store float %182, ptr %185, align 4, !tbaa !5
  %186 = fcmp contract ogt float %182, %162
  %187 = select i1 %186, float %182, float %162
  %188 = add nuw nsw i32 %161, 1
  %189 = icmp eq i32 %188, %7
  br i1 %189, label %157, label %160, !llvm.loop !13

190:                                              ; preds = %163, %190
  %191 = phi i32 [ %215, %190 ], [ 0, %163 ]
  %192 = phi float [ %214, %190 ], [ 0.000000e+00, %163 ]
  %193 = phi i32 [ %216, %190 ], [ 0, %163 ]
  %194 = add nuw nsw i32 %191, %33
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !5
  %198 = add nuw nsw i32 %191, %164
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %16, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = fmul contract float %197, %201
  %203 = fadd contract float %192, %202
  %204 = or disjoint i32 %191, 1
  %205 = add nuw nsw i32 %204, %33
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sram to ptr), i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !5
  %209 = add nuw nsw i32 %204, %164
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds float, ptr %16, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !5
  %213 = fmul contract float %208, %212
  %214 = fadd contract float %203, %213
  %215 = add nuw nsw i32 %191, 2
  %216 = add i32 %193, 2
  %217 = icmp eq i32 %216, %53
  br i1 %217, label %165, label %190, !llvm.loop !14

218:                                              ; preds = %247, %159
  %219 = phi float [ poison, %159 ], [ %267, %247 ]
  %220 = phi i32 [ 0, %159 ], [ %268, %247 ]
  %221 = phi float [ 0.000000e+00, %159 ], [ %267, %247 ]
  br i1 %58, label %231, label %222

222:                                              ; preds = %218
  %223 = add nuw nsw i32 %220, %39
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr inbounds float, ptr %22, i64 %224
  %226 = load float, ptr %225, align 4, !tbaa !5
  %227 = fsub contract float %226, %158
  %228 = fmul contract float %227, 0x3FF7154760000000
  %229 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %228)
  store float %229, ptr %225, align 4, !tbaa !5
  %230 = fadd contract float %221, %229
  br label %231

231:                                              ; preds = %222, %218, %157
  %232 = phi float [ 0.000000e+00, %157 ], [ %219, %218 ], [ %230, %222 ]
  %233 = tail call contract noundef float @llvm.maxnum.f32(float %133, float %158)
  %234 = fsub contract float %133, %233
  %235 = fmul contract float %234, 0x3FF7154760000000
  %236 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %235)
  %237 = fmul contract float %135, %236
  %238 = fsub contract float %158, %233
  %239 = fmul contract float %238, 0x3FF7154760000000
  %240 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %239)
  %241 = fmul contract float %232, %240
  %242 = fadd contract float %237, %241
  br i1 %32, label %243, label %274

243:                                              ; preds = %231
  %244 = fdiv contract float 1.000000e+00, %242
  %245 = mul nsw i32 %111, %14
  %246 = add i32 %40, %245
  br label %271

247:                                              ; preds = %159, %247
  %248 = phi i32 [ %268, %247 ], [ 0, %159 ]
  %249 = phi float [ %267, %247 ], [ 0.000000e+00, %159 ]
  %250 = phi i32 [ %269, %247 ], [ 0, %159 ]
  %251 = add nuw nsw i32 %248, %39
  %252 = zext nneg i32 %251 to i64
  %253 = getelementptr inbounds float, ptr %22, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !5
  %255 = fsub contract float %254, %158
  %256 = fmul contract float %255, 0x3FF7154760000000
  %257 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %256)
  store float %257, ptr %253, align 4, !tbaa !5
  %258 = fadd contract float %249, %257
  %259 = or disjoint i32 %248, 1
  %260 = add nuw nsw i32 %259, %39
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr inbounds float, ptr %22, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !5
  %264 = fsub contract float %263, %158
  %265 = fmul contract float %264, 0x3FF7154760000000
  %266 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %265)
  store float %266, ptr %262, align 4, !tbaa !5
  %267 = fadd contract float %258, %266
  %268 = add nuw nsw i32 %248, 2
  %269 = add i32 %250, 2
  %270 = icmp eq i32 %269, %57
  br i1 %270, label %218, label %247, !llvm.loop !15

271:                                              ; preds = %243, %293
  %272 = phi i32 [ 0, %243 ], [ %303, %293 ]
  br i1 %38, label %273, label %293

273:                                              ; preds = %271
  br i1 %60, label %277, label %305

274:                                              ; preds = %293, %231
  store float %233, ptr %132, align 4, !tbaa !5
  store float %242, ptr %134, align 4, !tbaa !5
  %275 = add nuw nsw i32 %111, 1
  %276 = icmp eq i32 %275, %6
  br i1 %276, label %115, label %110, !llvm.loop !16

277:                                              ; preds = %305, %273
  %278 = phi float [ poison, %273 ], [ %331, %305 ]
  %279 = phi i32 [ 0, %273 ], [ %332, %305 ]
  %280 = phi float [ 0.000000e+00, %273 ], [ %331, %305 ]
  br i1 %62, label %293, label %281

281:                                              ; preds = %277
  %282 = add nuw nsw i32 %279, %39
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %22, i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !5
  %286 = mul nuw nsw i32 %279, %4
  %287 = add nuw nsw i32 %286, %272
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds float, ptr %19, i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !5
  %291 = fmul contract float %285, %290
  %292 = fadd contract float %280, %291
  br label %293

293:                                              ; preds = %281, %277, %271
  %294 = phi float [ 0.000000e+00, %271 ], [ %278, %277 ], [ %292, %281 ]
  %295 = add nsw i32 %246, %272
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds float, ptr %12, i64 %296
  %298 = load float, ptr %297, align 4, !tbaa !5
  %299 = fmul contract float %237, %298
  %300 = fmul contract float %240, %294
  %301 = fadd contract float %300, %299
  %302 = fmul contract float %244, %301
  store float %302, ptr %297, align 4, !tbaa !5
  %303 = add nuw nsw i32 %272, 1
  %304 = icmp eq i32 %303, %4
  br i1 %304, label %274, label %271, !llvm.loop !17

305:                                              ; preds = %273, %305
  %306 = phi i32 [ %332, %305 ], [ 0, %273 ]
  %307 = phi float [ %331, %305 ], [ 0.000000e+00, %273 ]
  %308 = phi i32 [ %333, %305 ], [ 0, %273 ]
  %309 = add nuw nsw i32 %306, %39
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr inbounds float, ptr %22, i64 %310
  %312 = load float, ptr %311, align 4, !tbaa !5
  %313 = mul nuw nsw i32 %306, %4
  %314 = add nuw nsw i32 %313, %272
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr inbounds float, ptr %19, i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !5
  %318 = fmul contract float %312, %317
  %319 = fadd contract float %307, %318
  %320 = or disjoint i32 %306, 1
  %321 = add nuw nsw i32 %320, %39
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr inbounds float, ptr %22, i64 %322
  %324 = load float, ptr %323, align 4, !tbaa !5
  %325 = mul nuw nsw i32 %320, %4
  %326 = add nuw nsw i32 %325, %272
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %19, i64 %327
  %329 = load float, ptr %328, align 4, !tbaa !5
  %330 = fmul contract float %324, %329
  %331 = fadd contract float %319, %330
  %332 = add nuw nsw i32 %306, 2
  %333 = add i32 %308, 2
  %334 = icmp eq i32 %333, %61
  br i1 %334, label %277, label %305, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z14forward_kernelPKfS0_S0_iiiiiifPfS1_S1_, !"kernel", i32 1}
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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
