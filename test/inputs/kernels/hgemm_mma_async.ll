; ModuleID = 'hgemm_mma_async.cu'
source_filename = "hgemm_mma_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [32 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14mmaAsyncKernelPKDF16_S0_PDF16_mmm(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = and i64 %3, 15
  %8 = icmp ne i64 %7, 0
  %9 = lshr i64 %3, 4
  %10 = zext i1 %8 to i64
  %11 = add nuw nsw i64 %9, %10
  %12 = and i64 %4, 7
  %13 = icmp ne i64 %12, 0
  %14 = lshr i64 %4, 3
  %15 = zext i1 %13 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = and i64 %5, 15
  %18 = icmp ne i64 %17, 0
  %19 = lshr i64 %5, 4
  %20 = zext i1 %18 to i64
  %21 = add nuw nsw i64 %19, %20
  %22 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %6
  %26 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %27 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = xor i32 %27, -1
  %29 = add nsw i32 %26, %28
  br label %32

30:                                               ; preds = %6
  %31 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  br label %32

32:                                               ; preds = %30, %25
  %33 = phi i32 [ %29, %25 ], [ %31, %30 ]
  %34 = shl nsw i32 %33, 4
  %35 = zext i32 %34 to i64
  %36 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %37 = mul i32 %22, %36
  %38 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = add i32 %37, %38
  %40 = shl i32 %39, 4
  %41 = zext i32 %40 to i64
  %42 = icmp ugt i64 %11, %35
  %43 = icmp ugt i64 %16, %41
  %44 = and i1 %43, %42
  br i1 %44, label %45, label %951

45:                                               ; preds = %32
  %46 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = lshr i32 %46, 5
  %48 = zext nneg i32 %47 to i64
  %49 = and i32 %46, 31
  %50 = lshr i64 %48, 1
  %51 = shl nuw nsw i64 %50, 14
  %52 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %51
  %53 = shl nuw nsw i64 %48, 13
  %54 = shl nuw nsw i64 %48, 5
  %55 = shl nuw nsw i64 %35, 4
  %56 = add nuw nsw i64 %55, %54
  %57 = mul i64 %56, %4
  %58 = getelementptr half, ptr %2, i64 %57
  %59 = zext nneg i32 %49 to i64
  %60 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %53
  %61 = shl nuw nsw i64 %41, 3
  %62 = getelementptr half, ptr %58, i64 %61
  %63 = shl i64 %5, 4
  %64 = icmp eq i64 %21, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %45
  %66 = lshr i64 %59, 2
  %67 = shl nuw nsw i64 %48, 6
  %68 = and i64 %59, 15
  br label %283

69:                                               ; preds = %45
  %70 = shl nuw nsw i64 %48, 4
  %71 = mul i64 %61, %5
  %72 = getelementptr inbounds half, ptr %1, i64 %71
  %73 = mul i64 %63, %48
  %74 = getelementptr inbounds half, ptr %72, i64 %73
  %75 = mul i64 %55, %5
  %76 = getelementptr inbounds half, ptr %0, i64 %75
  %77 = mul i64 %54, %5
  %78 = getelementptr inbounds half, ptr %76, i64 %77
  %79 = lshr i64 %59, 2
  %80 = mul i64 %79, %5
  %81 = getelementptr half, ptr %78, i64 %80
  %82 = and i64 %59, 3
  %83 = getelementptr %struct.int4, ptr %81, i64 %82
  %84 = or disjoint i64 %54, %79
  %85 = add nuw nsw i64 %70, 256
  %86 = getelementptr half, ptr %74, i64 %80
  %87 = getelementptr %struct.int4, ptr %86, i64 %82
  %88 = or disjoint i64 %85, %79
  %89 = shl nuw nsw i64 %50, 6
  %90 = and i64 %59, 15
  %91 = lshr i64 %59, 1
  %92 = and i64 %91, 8
  %93 = shl nuw nsw i64 %59, 2
  %94 = add nuw nsw i64 %93, %92
  %95 = shl nuw nsw i64 %48, 6
  %96 = and i64 %95, 64
  %97 = and i64 %59, 7
  %98 = and i64 %59, 8
  %99 = add nuw nsw i64 %93, %98
  %100 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %84
  %101 = addrspacecast ptr %100 to ptr addrspace(3)
  %102 = ptrtoint ptr addrspace(3) %101 to i64
  %103 = lshr i64 %84, 1
  %104 = add nuw nsw i64 %103, %59
  %105 = shl nuw nsw i64 %104, 4
  %106 = and i64 %105, 48
  %107 = add i64 %106, %102
  %108 = trunc i64 %107 to i32
  %109 = or disjoint i64 %84, 8
  %110 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %109
  %111 = addrspacecast ptr %110 to ptr addrspace(3)
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = lshr i64 %109, 1
  %114 = add nuw nsw i64 %113, %59
  %115 = shl nuw nsw i64 %114, 4
  %116 = and i64 %115, 48
  %117 = add i64 %116, %112
  %118 = trunc i64 %117 to i32
  %119 = or disjoint i64 %84, 16
  %120 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %119
  %121 = addrspacecast ptr %120 to ptr addrspace(3)
  %122 = ptrtoint ptr addrspace(3) %121 to i64
  %123 = lshr i64 %119, 1
  %124 = add nuw nsw i64 %123, %59
  %125 = shl nuw nsw i64 %124, 4
  %126 = and i64 %125, 48
  %127 = add i64 %126, %122
  %128 = trunc i64 %127 to i32
  %129 = or disjoint i64 %84, 24
  %130 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %129
  %131 = addrspacecast ptr %130 to ptr addrspace(3)
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = lshr i64 %129, 1
  %134 = add nuw nsw i64 %133, %59
  %135 = shl nuw nsw i64 %134, 4
  %136 = and i64 %135, 48
  %137 = add i64 %136, %132
  %138 = trunc i64 %137 to i32
  %139 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %88
  %140 = addrspacecast ptr %139 to ptr addrspace(3)
  %141 = ptrtoint ptr addrspace(3) %140 to i64
  %142 = lshr i64 %88, 1
  %143 = add nuw nsw i64 %142, %59
  %144 = shl nuw nsw i64 %143, 4
  %145 = and i64 %144, 48
  %146 = add i64 %145, %141
  %147 = trunc i64 %146 to i32
  %148 = or disjoint i64 %88, 8
  %149 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %148
  %150 = addrspacecast ptr %149 to ptr addrspace(3)
  %151 = ptrtoint ptr addrspace(3) %150 to i64
  %152 = lshr i64 %148, 1
  %153 = add nuw nsw i64 %152, %59
  %154 = shl nuw nsw i64 %153, 4
  %155 = and i64 %154, 48
  %156 = add i64 %155, %151
  %157 = trunc i64 %156 to i32
  %158 = and i64 %94, 24
  %159 = or disjoint i64 %89, %90
  %160 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %159, i64 %158
  %161 = addrspacecast ptr %160 to ptr addrspace(3)
  %162 = ptrtoint ptr addrspace(3) %161 to i64
  %163 = trunc i64 %162 to i32
  %164 = or disjoint i64 %89, %59
  %165 = or i64 %164, 16
  %166 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %165, i64 %158
  %167 = addrspacecast ptr %166 to ptr addrspace(3)
  %168 = ptrtoint ptr addrspace(3) %167 to i64
  %169 = trunc i64 %168 to i32
  %170 = or disjoint i64 %89, %90
  %171 = or disjoint i64 %170, 32
  %172 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %171, i64 %158
  %173 = addrspacecast ptr %172 to ptr addrspace(3)
  %174 = ptrtoint ptr addrspace(3) %173 to i64
  %175 = trunc i64 %174 to i32
  %176 = or disjoint i64 %89, %59
  %177 = or i64 %176, 48
  %178 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %177, i64 %158
  %179 = addrspacecast ptr %178 to ptr addrspace(3)
  %180 = ptrtoint ptr addrspace(3) %179 to i64
  %181 = trunc i64 %180 to i32
  %182 = and i64 %99, 24
  %183 = or disjoint i64 %96, %97
  %184 = or disjoint i64 %183, 256
  %185 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %184, i64 %182
  %186 = addrspacecast ptr %185 to ptr addrspace(3)
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = trunc i64 %187 to i32
  %189 = or disjoint i64 %96, %97
  %190 = or disjoint i64 %189, 264
  %191 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %190, i64 %182
  %192 = addrspacecast ptr %191 to ptr addrspace(3)
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = trunc i64 %193 to i32
  %195 = or disjoint i64 %96, %97
  %196 = or disjoint i64 %195, 272
  %197 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %196, i64 %182
  %198 = addrspacecast ptr %197 to ptr addrspace(3)
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  %201 = or disjoint i64 %96, %59
  %202 = or i64 %201, 280
  %203 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %202, i64 %182
  %204 = addrspacecast ptr %203 to ptr addrspace(3)
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = trunc i64 %205 to i32
  %207 = or disjoint i64 %96, %97
  %208 = or disjoint i64 %207, 288
  %209 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %208, i64 %182
  %210 = addrspacecast ptr %209 to ptr addrspace(3)
  %211 = ptrtoint ptr addrspace(3) %210 to i64
  %212 = trunc i64 %211 to i32
  %213 = or disjoint i64 %96, %97
  %214 = or disjoint i64 %213, 296
  %215 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %214, i64 %182
  %216 = addrspacecast ptr %215 to ptr addrspace(3)
  %217 = ptrtoint ptr addrspace(3) %216 to i64
  %218 = trunc i64 %217 to i32
  %219 = or disjoint i64 %96, %97
  %220 = or disjoint i64 %219, 304
  %221 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %220, i64 %182
  %222 = addrspacecast ptr %221 to ptr addrspace(3)
  %223 = ptrtoint ptr addrspace(3) %222 to i64
  %224 = trunc i64 %223 to i32
  %225 = or disjoint i64 %96, %59
  %226 = or i64 %225, 312
  %227 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %226, i64 %182
  %228 = addrspacecast ptr %227 to ptr addrspace(3)
  %229 = ptrtoint ptr addrspace(3) %228 to i64
  %230 = trunc i64 %229 to i32
  %231 = and i64 %94, 24
  %232 = xor i64 %231, 16
  %233 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %159, i64 %232
  %234 = addrspacecast ptr %233 to ptr addrspace(3)
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  %237 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %165, i64 %232
  %238 = addrspacecast ptr %237 to ptr addrspace(3)
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  %241 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %171, i64 %232
  %242 = addrspacecast ptr %241 to ptr addrspace(3)
  %243 = ptrtoint ptr addrspace(3) %242 to i64
  %244 = trunc i64 %243 to i32
  %245 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %177, i64 %232
  %246 = addrspacecast ptr %245 to ptr addrspace(3)
  %247 = ptrtoint ptr addrspace(3) %246 to i64
  %248 = trunc i64 %247 to i32
  %249 = and i64 %99, 24
  %250 = xor i64 %249, 16
  %251 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %184, i64 %250
  %252 = addrspacecast ptr %251 to ptr addrspace(3)
  %253 = ptrtoint ptr addrspace(3) %252 to i64
  %254 = trunc i64 %253 to i32
  %255 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %190, i64 %250
  %256 = addrspacecast ptr %255 to ptr addrspace(3)
  %257 = ptrtoint ptr addrspace(3) %256 to i64
  %258 = trunc i64 %257 to i32
  %259 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %196, i64 %250
  %260 = addrspacecast ptr %259 to ptr addrspace(3)
  %261 = ptrtoint ptr addrspace(3) %260 to i64
  %262 = trunc i64 %261 to i32
  %263 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %202, i64 %250
  %264 = addrspacecast ptr %263 to ptr addrspace(3)
  %265 = ptrtoint ptr addrspace(3) %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %208, i64 %250
  %268 = addrspacecast ptr %267 to ptr addrspace(3)
  %269 = ptrtoint ptr addrspace(3) %268 to i64
  %270 = trunc i64 %269 to i32
  %271 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %214, i64 %250
  %272 = addrspacecast ptr %271 to ptr addrspace(3)
  %273 = ptrtoint ptr addrspace(3) %272 to i64
  %274 = trunc i64 %273 to i32
  %275 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %220, i64 %250
  %276 = addrspacecast ptr %275 to ptr addrspace(3)
  %277 = ptrtoint ptr addrspace(3) %276 to i64
  %278 = trunc i64 %277 to i32
  %279 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %226, i64 %250
  %280 = addrspacecast ptr %279 to ptr addrspace(3)
  %281 = ptrtoint ptr addrspace(3) %280 to i64
  %282 = trunc i64 %281 to i32
  br label %596

283:                                              ; preds = %596, %65
  %284 = phi i64 [ %68, %65 ], [ %90, %596 ]
  %285 = phi i64 [ %67, %65 ], [ %95, %596 ]
  %286 = phi i64 [ %66, %65 ], [ %79, %596 ]
  %287 = phi i32 [ 0, %65 ], [ %927, %596 ]
  %288 = phi i32 [ 0, %65 ], [ %926, %596 ]
  %289 = phi i32 [ 0, %65 ], [ %930, %596 ]
  %290 = phi i32 [ 0, %65 ], [ %929, %596 ]
  %291 = phi i32 [ 0, %65 ], [ %933, %596 ]
  %292 = phi i32 [ 0, %65 ], [ %932, %596 ]
  %293 = phi i32 [ 0, %65 ], [ %936, %596 ]
  %294 = phi i32 [ 0, %65 ], [ %935, %596 ]
  %295 = phi i32 [ 0, %65 ], [ %939, %596 ]
  %296 = phi i32 [ 0, %65 ], [ %938, %596 ]
  %297 = phi i32 [ 0, %65 ], [ %942, %596 ]
  %298 = phi i32 [ 0, %65 ], [ %941, %596 ]
  %299 = phi i32 [ 0, %65 ], [ %945, %596 ]
  %300 = phi i32 [ 0, %65 ], [ %944, %596 ]
  %301 = phi i32 [ 0, %65 ], [ %948, %596 ]
  %302 = phi i32 [ 0, %65 ], [ %947, %596 ]
  %303 = phi i32 [ 0, %65 ], [ %924, %596 ]
  %304 = phi i32 [ 0, %65 ], [ %923, %596 ]
  %305 = phi i32 [ 0, %65 ], [ %921, %596 ]
  %306 = phi i32 [ 0, %65 ], [ %920, %596 ]
  %307 = phi i32 [ 0, %65 ], [ %918, %596 ]
  %308 = phi i32 [ 0, %65 ], [ %917, %596 ]
  %309 = phi i32 [ 0, %65 ], [ %915, %596 ]
  %310 = phi i32 [ 0, %65 ], [ %914, %596 ]
  %311 = phi i32 [ 0, %65 ], [ %912, %596 ]
  %312 = phi i32 [ 0, %65 ], [ %911, %596 ]
  %313 = phi i32 [ 0, %65 ], [ %909, %596 ]
  %314 = phi i32 [ 0, %65 ], [ %908, %596 ]
  %315 = phi i32 [ 0, %65 ], [ %906, %596 ]
  %316 = phi i32 [ 0, %65 ], [ %905, %596 ]
  %317 = phi i32 [ 0, %65 ], [ %903, %596 ]
  %318 = phi i32 [ 0, %65 ], [ %902, %596 ]
  %319 = phi i32 [ 0, %65 ], [ %879, %596 ]
  %320 = phi i32 [ 0, %65 ], [ %878, %596 ]
  %321 = phi i32 [ 0, %65 ], [ %882, %596 ]
  %322 = phi i32 [ 0, %65 ], [ %881, %596 ]
  %323 = phi i32 [ 0, %65 ], [ %885, %596 ]
  %324 = phi i32 [ 0, %65 ], [ %884, %596 ]
  %325 = phi i32 [ 0, %65 ], [ %888, %596 ]
  %326 = phi i32 [ 0, %65 ], [ %887, %596 ]
  %327 = phi i32 [ 0, %65 ], [ %891, %596 ]
  %328 = phi i32 [ 0, %65 ], [ %890, %596 ]
  %329 = phi i32 [ 0, %65 ], [ %894, %596 ]
  %330 = phi i32 [ 0, %65 ], [ %893, %596 ]
  %331 = phi i32 [ 0, %65 ], [ %897, %596 ]
  %332 = phi i32 [ 0, %65 ], [ %896, %596 ]
  %333 = phi i32 [ 0, %65 ], [ %900, %596 ]
  %334 = phi i32 [ 0, %65 ], [ %899, %596 ]
  %335 = phi i32 [ 0, %65 ], [ %876, %596 ]
  %336 = phi i32 [ 0, %65 ], [ %875, %596 ]
  %337 = phi i32 [ 0, %65 ], [ %873, %596 ]
  %338 = phi i32 [ 0, %65 ], [ %872, %596 ]
  %339 = phi i32 [ 0, %65 ], [ %870, %596 ]
  %340 = phi i32 [ 0, %65 ], [ %869, %596 ]
  %341 = phi i32 [ 0, %65 ], [ %867, %596 ]
  %342 = phi i32 [ 0, %65 ], [ %866, %596 ]
  %343 = phi i32 [ 0, %65 ], [ %864, %596 ]
  %344 = phi i32 [ 0, %65 ], [ %863, %596 ]
  %345 = phi i32 [ 0, %65 ], [ %861, %596 ]
  %346 = phi i32 [ 0, %65 ], [ %860, %596 ]
  %347 = phi i32 [ 0, %65 ], [ %858, %596 ]
  %348 = phi i32 [ 0, %65 ], [ %857, %596 ]
  %349 = phi i32 [ 0, %65 ], [ %855, %596 ]
  %350 = phi i32 [ 0, %65 ], [ %854, %596 ]
  %351 = shl nuw nsw i64 %59, 1
  %352 = and i64 %351, 6
  %353 = shl nuw nsw i64 %286, 3
  %354 = or disjoint i64 %352, %285
  %355 = or disjoint i64 %354, %353
  %356 = and i64 %355, 126
  %357 = shl nuw nsw i64 %286, 8
  %358 = getelementptr inbounds i8, ptr %52, i64 %357
  %359 = shl nuw nsw i64 %286, 7
  %360 = or disjoint i64 %359, 1024
  %361 = getelementptr inbounds half, ptr %52, i64 %360
  %362 = getelementptr inbounds half, ptr %358, i64 %356
  %363 = getelementptr inbounds half, ptr %361, i64 %356
  store i32 %350, ptr %362, align 4, !tbaa !5
  store i32 %349, ptr %363, align 4, !tbaa !5
  %364 = add nuw nsw i64 %355, 8
  %365 = and i64 %364, 126
  %366 = getelementptr inbounds half, ptr %358, i64 %365
  %367 = getelementptr inbounds half, ptr %361, i64 %365
  store i32 %348, ptr %366, align 4, !tbaa !5
  store i32 %347, ptr %367, align 4, !tbaa !5
  %368 = add nuw nsw i64 %355, 16
  %369 = and i64 %368, 126
  %370 = getelementptr inbounds half, ptr %358, i64 %369
  %371 = getelementptr inbounds half, ptr %361, i64 %369
  store i32 %346, ptr %370, align 4, !tbaa !5
  store i32 %345, ptr %371, align 4, !tbaa !5
  %372 = add nuw nsw i64 %355, 24
  %373 = and i64 %372, 126
  %374 = getelementptr inbounds half, ptr %358, i64 %373
  %375 = getelementptr inbounds half, ptr %361, i64 %373
  store i32 %344, ptr %374, align 4, !tbaa !5
  store i32 %343, ptr %375, align 4, !tbaa !5
  %376 = add nuw nsw i64 %355, 32
  %377 = and i64 %376, 126
  %378 = getelementptr inbounds half, ptr %358, i64 %377
  %379 = getelementptr inbounds half, ptr %361, i64 %377
  store i32 %342, ptr %378, align 4, !tbaa !5
  store i32 %341, ptr %379, align 4, !tbaa !5
  %380 = add nuw nsw i64 %355, 40
  %381 = and i64 %380, 126
  %382 = getelementptr inbounds half, ptr %358, i64 %381
  %383 = getelementptr inbounds half, ptr %361, i64 %381
  store i32 %340, ptr %382, align 4, !tbaa !5
  store i32 %339, ptr %383, align 4, !tbaa !5
  %384 = add nuw nsw i64 %355, 48
  %385 = and i64 %384, 126
  %386 = getelementptr inbounds half, ptr %358, i64 %385
  %387 = getelementptr inbounds half, ptr %361, i64 %385
  store i32 %338, ptr %386, align 4, !tbaa !5
  store i32 %337, ptr %387, align 4, !tbaa !5
  %388 = add nuw nsw i64 %355, 56
  %389 = and i64 %388, 126
  %390 = getelementptr inbounds half, ptr %358, i64 %389
  %391 = getelementptr inbounds half, ptr %361, i64 %389
  store i32 %336, ptr %390, align 4, !tbaa !5
  store i32 %335, ptr %391, align 4, !tbaa !5
  %392 = or disjoint i64 %286, 16
  %393 = shl nuw nsw i64 %392, 8
  %394 = getelementptr inbounds i8, ptr %52, i64 %393
  %395 = shl nuw nsw i64 %392, 7
  %396 = or disjoint i64 %395, 1024
  %397 = getelementptr inbounds half, ptr %52, i64 %396
  %398 = getelementptr inbounds half, ptr %394, i64 %356
  %399 = getelementptr inbounds half, ptr %397, i64 %356
  store i32 %334, ptr %398, align 4, !tbaa !5
  store i32 %333, ptr %399, align 4, !tbaa !5
  %400 = getelementptr inbounds half, ptr %394, i64 %365
  %401 = getelementptr inbounds half, ptr %397, i64 %365
  store i32 %332, ptr %400, align 4, !tbaa !5
  store i32 %331, ptr %401, align 4, !tbaa !5
  %402 = getelementptr inbounds half, ptr %394, i64 %369
  %403 = getelementptr inbounds half, ptr %397, i64 %369
  store i32 %330, ptr %402, align 4, !tbaa !5
  store i32 %329, ptr %403, align 4, !tbaa !5
  %404 = getelementptr inbounds half, ptr %394, i64 %373
  %405 = getelementptr inbounds half, ptr %397, i64 %373
  store i32 %328, ptr %404, align 4, !tbaa !5
  store i32 %327, ptr %405, align 4, !tbaa !5
  %406 = getelementptr inbounds half, ptr %394, i64 %377
  %407 = getelementptr inbounds half, ptr %397, i64 %377
  store i32 %326, ptr %406, align 4, !tbaa !5
  store i32 %325, ptr %407, align 4, !tbaa !5
  %408 = getelementptr inbounds half, ptr %394, i64 %381
  %409 = getelementptr inbounds half, ptr %397, i64 %381
  store i32 %324, ptr %408, align 4, !tbaa !5
  store i32 %323, ptr %409, align 4, !tbaa !5
  %410 = getelementptr inbounds half, ptr %394, i64 %385
  %411 = getelementptr inbounds half, ptr %397, i64 %385
  store i32 %322, ptr %410, align 4, !tbaa !5
  store i32 %321, ptr %411, align 4, !tbaa !5
  %412 = getelementptr inbounds half, ptr %394, i64 %389
  %413 = getelementptr inbounds half, ptr %397, i64 %389
  store i32 %320, ptr %412, align 4, !tbaa !5
  store i32 %319, ptr %413, align 4, !tbaa !5
  %414 = or disjoint i64 %286, 32
  %415 = shl nuw nsw i64 %414, 8
  %416 = getelementptr inbounds i8, ptr %52, i64 %415
  %417 = shl nuw nsw i64 %414, 7
  %418 = or disjoint i64 %417, 1024
  %419 = getelementptr inbounds half, ptr %52, i64 %418
  %420 = getelementptr inbounds half, ptr %416, i64 %356
  %421 = getelementptr inbounds half, ptr %419, i64 %356
  store i32 %318, ptr %420, align 4, !tbaa !5
  store i32 %317, ptr %421, align 4, !tbaa !5
  %422 = getelementptr inbounds half, ptr %416, i64 %365
  %423 = getelementptr inbounds half, ptr %419, i64 %365
  store i32 %316, ptr %422, align 4, !tbaa !5
  store i32 %315, ptr %423, align 4, !tbaa !5
  %424 = getelementptr inbounds half, ptr %416, i64 %369
  %425 = getelementptr inbounds half, ptr %419, i64 %369
  store i32 %314, ptr %424, align 4, !tbaa !5
  store i32 %313, ptr %425, align 4, !tbaa !5
  %426 = getelementptr inbounds half, ptr %416, i64 %373
  %427 = getelementptr inbounds half, ptr %419, i64 %373
  store i32 %312, ptr %426, align 4, !tbaa !5
  store i32 %311, ptr %427, align 4, !tbaa !5
  %428 = getelementptr inbounds half, ptr %416, i64 %377
  %429 = getelementptr inbounds half, ptr %419, i64 %377
  store i32 %310, ptr %428, align 4, !tbaa !5
  store i32 %309, ptr %429, align 4, !tbaa !5
  %430 = getelementptr inbounds half, ptr %416, i64 %381
  %431 = getelementptr inbounds half, ptr %419, i64 %381
  store i32 %308, ptr %430, align 4, !tbaa !5
  store i32 %307, ptr %431, align 4, !tbaa !5
  %432 = getelementptr inbounds half, ptr %416, i64 %385
  %433 = getelementptr inbounds half, ptr %419, i64 %385
  store i32 %306, ptr %432, align 4, !tbaa !5
  store i32 %305, ptr %433, align 4, !tbaa !5
  %434 = getelementptr inbounds half, ptr %416, i64 %389
  %435 = getelementptr inbounds half, ptr %419, i64 %389
  store i32 %304, ptr %434, align 4, !tbaa !5
  store i32 %303, ptr %435, align 4, !tbaa !5
  %436 = or disjoint i64 %286, 48
  %437 = shl nuw nsw i64 %436, 8
  %438 = getelementptr inbounds i8, ptr %52, i64 %437
  %439 = shl nuw nsw i64 %436, 7
  %440 = or disjoint i64 %439, 1024
  %441 = getelementptr inbounds half, ptr %52, i64 %440
  %442 = getelementptr inbounds half, ptr %438, i64 %356
  %443 = getelementptr inbounds half, ptr %441, i64 %356
  store i32 %302, ptr %442, align 4, !tbaa !5
  store i32 %301, ptr %443, align 4, !tbaa !5
  %444 = getelementptr inbounds half, ptr %438, i64 %365
  %445 = getelementptr inbounds half, ptr %441, i64 %365
  store i32 %300, ptr %444, align 4, !tbaa !5
  store i32 %299, ptr %445, align 4, !tbaa !5
  %446 = getelementptr inbounds half, ptr %438, i64 %369
  %447 = getelementptr inbounds half, ptr %441, i64 %369
  store i32 %298, ptr %446, align 4, !tbaa !5
  store i32 %297, ptr %447, align 4, !tbaa !5
  %448 = getelementptr inbounds half, ptr %438, i64 %373
  %449 = getelementptr inbounds half, ptr %441, i64 %373
  store i32 %296, ptr %448, align 4, !tbaa !5
  store i32 %295, ptr %449, align 4, !tbaa !5
  %450 = getelementptr inbounds half, ptr %438, i64 %377
  %451 = getelementptr inbounds half, ptr %441, i64 %377
  store i32 %294, ptr %450, align 4, !tbaa !5
  store i32 %293, ptr %451, align 4, !tbaa !5
  %452 = getelementptr inbounds half, ptr %438, i64 %381
  %453 = getelementptr inbounds half, ptr %441, i64 %381
  store i32 %292, ptr %452, align 4, !tbaa !5
  store i32 %291, ptr %453, align 4, !tbaa !5
  %454 = getelementptr inbounds half, ptr %438, i64 %385
  %455 = getelementptr inbounds half, ptr %441, i64 %385
  store i32 %290, ptr %454, align 4, !tbaa !5
  store i32 %289, ptr %455, align 4, !tbaa !5
  %456 = getelementptr inbounds half, ptr %438, i64 %389
  %457 = getelementptr inbounds half, ptr %441, i64 %389
  store i32 %288, ptr %456, align 4, !tbaa !5
  store i32 %287, ptr %457, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %458 = lshr i64 %59, 4
  %459 = getelementptr %struct.int4, ptr %62, i64 %284
  %460 = shl nuw nsw i64 %458, 8
  %461 = getelementptr inbounds i8, ptr %60, i64 %460
  %462 = add nuw nsw i64 %458, %59
  %463 = and i64 %462, 15
  %464 = getelementptr inbounds %struct.int4, ptr %461, i64 %463
  %465 = mul nuw nsw i64 %458, %4
  %466 = getelementptr half, ptr %459, i64 %465
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %466, ptr noundef nonnull align 16 dereferenceable(16) %464, i64 16, i1 false), !tbaa.struct !9
  %467 = or disjoint i64 %458, 2
  %468 = shl nuw nsw i64 %467, 8
  %469 = getelementptr inbounds i8, ptr %60, i64 %468
  %470 = add nuw nsw i64 %467, %59
  %471 = and i64 %470, 15
  %472 = getelementptr inbounds %struct.int4, ptr %469, i64 %471
  %473 = mul i64 %467, %4
  %474 = getelementptr half, ptr %459, i64 %473
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %474, ptr noundef nonnull align 16 dereferenceable(16) %472, i64 16, i1 false), !tbaa.struct !9
  %475 = or disjoint i64 %458, 4
  %476 = shl nuw nsw i64 %475, 8
  %477 = getelementptr inbounds i8, ptr %60, i64 %476
  %478 = add nuw nsw i64 %475, %59
  %479 = and i64 %478, 15
  %480 = getelementptr inbounds %struct.int4, ptr %477, i64 %479
  %481 = mul i64 %475, %4
  %482 = getelementptr half, ptr %459, i64 %481
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %482, ptr noundef nonnull align 16 dereferenceable(16) %480, i64 16, i1 false), !tbaa.struct !9
  %483 = or disjoint i64 %458, 6
  %484 = shl nuw nsw i64 %483, 8
  %485 = getelementptr inbounds i8, ptr %60, i64 %484
  %486 = add nuw nsw i64 %483, %59
  %487 = and i64 %486, 15
  %488 = getelementptr inbounds %struct.int4, ptr %485, i64 %487
  %489 = mul i64 %483, %4
  %490 = getelementptr half, ptr %459, i64 %489
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %490, ptr noundef nonnull align 16 dereferenceable(16) %488, i64 16, i1 false), !tbaa.struct !9
  %491 = or disjoint i64 %458, 8
  %492 = shl nuw nsw i64 %491, 8
  %493 = getelementptr inbounds i8, ptr %60, i64 %492
  %494 = add nuw nsw i64 %458, %59
  %495 = and i64 %494, 15
  %496 = getelementptr inbounds %struct.int4, ptr %493, i64 %495
  %497 = mul i64 %491, %4
  %498 = getelementptr half, ptr %459, i64 %497
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %498, ptr noundef nonnull align 16 dereferenceable(16) %496, i64 16, i1 false), !tbaa.struct !9
  %499 = or disjoint i64 %458, 10
  %500 = shl nuw nsw i64 %499, 8
  %501 = getelementptr inbounds i8, ptr %60, i64 %500
  %502 = and i64 %499, 3
  %503 = add nuw nsw i64 %502, %59
  %504 = and i64 %503, 15
  %505 = getelementptr inbounds %struct.int4, ptr %501, i64 %504
  %506 = mul i64 %499, %4
  %507 = getelementptr half, ptr %459, i64 %506
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %507, ptr noundef nonnull align 16 dereferenceable(16) %505, i64 16, i1 false), !tbaa.struct !9
  %508 = or disjoint i64 %458, 12
  %509 = shl nuw nsw i64 %508, 8
  %510 = getelementptr inbounds i8, ptr %60, i64 %509
  %511 = and i64 %508, 5
  %512 = add nuw nsw i64 %511, %59
  %513 = and i64 %512, 15
  %514 = getelementptr inbounds %struct.int4, ptr %510, i64 %513
  %515 = mul i64 %508, %4
  %516 = getelementptr half, ptr %459, i64 %515
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %516, ptr noundef nonnull align 16 dereferenceable(16) %514, i64 16, i1 false), !tbaa.struct !9
  %517 = or disjoint i64 %458, 14
  %518 = shl nuw nsw i64 %517, 8
  %519 = getelementptr inbounds i8, ptr %60, i64 %518
  %520 = and i64 %517, 7
  %521 = add nuw nsw i64 %520, %59
  %522 = and i64 %521, 15
  %523 = getelementptr inbounds %struct.int4, ptr %519, i64 %522
  %524 = mul i64 %517, %4
  %525 = getelementptr half, ptr %459, i64 %524
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %525, ptr noundef nonnull align 16 dereferenceable(16) %523, i64 16, i1 false), !tbaa.struct !9
  %526 = or disjoint i64 %458, 16
  %527 = shl nuw nsw i64 %526, 8
  %528 = getelementptr inbounds i8, ptr %60, i64 %527
  %529 = add nuw nsw i64 %458, %59
  %530 = and i64 %529, 15
  %531 = getelementptr inbounds %struct.int4, ptr %528, i64 %530
  %532 = mul i64 %526, %4
  %533 = getelementptr half, ptr %459, i64 %532
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %533, ptr noundef nonnull align 16 dereferenceable(16) %531, i64 16, i1 false), !tbaa.struct !9
  %534 = or disjoint i64 %458, 18
  %535 = shl nuw nsw i64 %534, 8
  %536 = getelementptr inbounds i8, ptr %60, i64 %535
  %537 = and i64 %534, 3
  %538 = add nuw nsw i64 %537, %59
  %539 = and i64 %538, 15
  %540 = getelementptr inbounds %struct.int4, ptr %536, i64 %539
  %541 = mul i64 %534, %4
  %542 = getelementptr half, ptr %459, i64 %541
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %542, ptr noundef nonnull align 16 dereferenceable(16) %540, i64 16, i1 false), !tbaa.struct !9
  %543 = or disjoint i64 %458, 20
  %544 = shl nuw nsw i64 %543, 8
  %545 = getelementptr inbounds i8, ptr %60, i64 %544
  %546 = and i64 %543, 5
  %547 = add nuw nsw i64 %546, %59
  %548 = and i64 %547, 15
  %549 = getelementptr inbounds %struct.int4, ptr %545, i64 %548
  %550 = mul i64 %543, %4
  %551 = getelementptr half, ptr %459, i64 %550
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %551, ptr noundef nonnull align 16 dereferenceable(16) %549, i64 16, i1 false), !tbaa.struct !9
  %552 = or disjoint i64 %458, 22
  %553 = shl nuw nsw i64 %552, 8
  %554 = getelementptr inbounds i8, ptr %60, i64 %553
  %555 = and i64 %552, 7
  %556 = add nuw nsw i64 %555, %59
  %557 = and i64 %556, 15
  %558 = getelementptr inbounds %struct.int4, ptr %554, i64 %557
  %559 = mul i64 %552, %4
  %560 = getelementptr half, ptr %459, i64 %559
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %560, ptr noundef nonnull align 16 dereferenceable(16) %558, i64 16, i1 false), !tbaa.struct !9
  %561 = or disjoint i64 %458, 24
  %562 = shl nuw nsw i64 %561, 8
  %563 = getelementptr inbounds i8, ptr %60, i64 %562
  %564 = add nuw nsw i64 %458, %59
  %565 = and i64 %564, 15
  %566 = getelementptr inbounds %struct.int4, ptr %563, i64 %565
  %567 = mul i64 %561, %4
  %568 = getelementptr half, ptr %459, i64 %567
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %568, ptr noundef nonnull align 16 dereferenceable(16) %566, i64 16, i1 false), !tbaa.struct !9
  %569 = or disjoint i64 %458, 26
  %570 = shl nuw nsw i64 %569, 8
  %571 = getelementptr inbounds i8, ptr %60, i64 %570
  %572 = and i64 %569, 3
  %573 = add nuw nsw i64 %572, %59
  %574 = and i64 %573, 15
  %575 = getelementptr inbounds %struct.int4, ptr %571, i64 %574
  %576 = mul i64 %569, %4
  %577 = getelementptr half, ptr %459, i64 %576
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %577, ptr noundef nonnull align 16 dereferenceable(16) %575, i64 16, i1 false), !tbaa.struct !9
  %578 = or disjoint i64 %458, 28
  %579 = shl nuw nsw i64 %578, 8
  %580 = getelementptr inbounds i8, ptr %60, i64 %579
  %581 = and i64 %578, 5
  %582 = add nuw nsw i64 %581, %59
  %583 = and i64 %582, 15
  %584 = getelementptr inbounds %struct.int4, ptr %580, i64 %583
  %585 = mul i64 %578, %4
  %586 = getelementptr half, ptr %459, i64 %585
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %586, ptr noundef nonnull align 16 dereferenceable(16) %584, i64 16, i1 false), !tbaa.struct !9
  %587 = or disjoint i64 %458, 30
  %588 = shl nuw nsw i64 %587, 8
  %589 = getelementptr inbounds i8, ptr %60, i64 %588
  %590 = and i64 %587, 7
  %591 = add nuw nsw i64 %590, %59
  %592 = and i64 %591, 15
  %593 = getelementptr inbounds %struct.int4, ptr %589, i64 %592
  %594 = mul i64 %587, %4
  %595 = getelementptr half, ptr %459, i64 %594
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %595, ptr noundef nonnull align 16 dereferenceable(16) %593, i64 16, i1 false), !tbaa.struct !9
  br label %951

596:                                              ; preds = %69, %596
  %597 = phi i32 [ 0, %69 ], [ %927, %596 ]
  %598 = phi i32 [ 0, %69 ], [ %926, %596 ]
  %599 = phi i32 [ 0, %69 ], [ %930, %596 ]
  %600 = phi i32 [ 0, %69 ], [ %929, %596 ]
  %601 = phi i32 [ 0, %69 ], [ %933, %596 ]
  %602 = phi i32 [ 0, %69 ], [ %932, %596 ]
  %603 = phi i32 [ 0, %69 ], [ %936, %596 ]
  %604 = phi i32 [ 0, %69 ], [ %935, %596 ]
  %605 = phi i32 [ 0, %69 ], [ %939, %596 ]
  %606 = phi i32 [ 0, %69 ], [ %938, %596 ]
  %607 = phi i32 [ 0, %69 ], [ %942, %596 ]
  %608 = phi i32 [ 0, %69 ], [ %941, %596 ]
  %609 = phi i32 [ 0, %69 ], [ %945, %596 ]
  %610 = phi i32 [ 0, %69 ], [ %944, %596 ]
  %611 = phi i32 [ 0, %69 ], [ %948, %596 ]
  %612 = phi i32 [ 0, %69 ], [ %947, %596 ]
  %613 = phi i32 [ 0, %69 ], [ %924, %596 ]
  %614 = phi i32 [ 0, %69 ], [ %923, %596 ]
  %615 = phi i32 [ 0, %69 ], [ %921, %596 ]
  %616 = phi i32 [ 0, %69 ], [ %920, %596 ]
  %617 = phi i32 [ 0, %69 ], [ %918, %596 ]
  %618 = phi i32 [ 0, %69 ], [ %917, %596 ]
  %619 = phi i32 [ 0, %69 ], [ %915, %596 ]
  %620 = phi i32 [ 0, %69 ], [ %914, %596 ]
  %621 = phi i32 [ 0, %69 ], [ %912, %596 ]
  %622 = phi i32 [ 0, %69 ], [ %911, %596 ]
  %623 = phi i32 [ 0, %69 ], [ %909, %596 ]
  %624 = phi i32 [ 0, %69 ], [ %908, %596 ]
  %625 = phi i32 [ 0, %69 ], [ %906, %596 ]
  %626 = phi i32 [ 0, %69 ], [ %905, %596 ]
  %627 = phi i32 [ 0, %69 ], [ %903, %596 ]
  %628 = phi i32 [ 0, %69 ], [ %902, %596 ]
  %629 = phi i32 [ 0, %69 ], [ %879, %596 ]
  %630 = phi i32 [ 0, %69 ], [ %878, %596 ]
  %631 = phi i32 [ 0, %69 ], [ %882, %596 ]
  %632 = phi i32 [ 0, %69 ], [ %881, %596 ]
  %633 = phi i32 [ 0, %69 ], [ %885, %596 ]
  %634 = phi i32 [ 0, %69 ], [ %884, %596 ]
  %635 = phi i32 [ 0, %69 ], [ %888, %596 ]
  %636 = phi i32 [ 0, %69 ], [ %887, %596 ]
  %637 = phi i32 [ 0, %69 ], [ %891, %596 ]
  %638 = phi i32 [ 0, %69 ], [ %890, %596 ]
  %639 = phi i32 [ 0, %69 ], [ %894, %596 ]
  %640 = phi i32 [ 0, %69 ], [ %893, %596 ]
  %641 = phi i32 [ 0, %69 ], [ %897, %596 ]
  %642 = phi i32 [ 0, %69 ], [ %896, %596 ]
  %643 = phi i32 [ 0, %69 ], [ %900, %596 ]
  %644 = phi i32 [ 0, %69 ], [ %899, %596 ]
  %645 = phi i32 [ 0, %69 ], [ %876, %596 ]
  %646 = phi i32 [ 0, %69 ], [ %875, %596 ]
  %647 = phi i32 [ 0, %69 ], [ %873, %596 ]
  %648 = phi i32 [ 0, %69 ], [ %872, %596 ]
  %649 = phi i32 [ 0, %69 ], [ %870, %596 ]
  %650 = phi i32 [ 0, %69 ], [ %869, %596 ]
  %651 = phi i32 [ 0, %69 ], [ %867, %596 ]
  %652 = phi i32 [ 0, %69 ], [ %866, %596 ]
  %653 = phi i32 [ 0, %69 ], [ %864, %596 ]
  %654 = phi i32 [ 0, %69 ], [ %863, %596 ]
  %655 = phi i32 [ 0, %69 ], [ %861, %596 ]
  %656 = phi i32 [ 0, %69 ], [ %860, %596 ]
  %657 = phi i32 [ 0, %69 ], [ %858, %596 ]
  %658 = phi i32 [ 0, %69 ], [ %857, %596 ]
  %659 = phi i32 [ 0, %69 ], [ %855, %596 ]
  %660 = phi i32 [ 0, %69 ], [ %854, %596 ]
  %661 = phi i64 [ 0, %69 ], [ %949, %596 ]
  %662 = shl i64 %661, 4
  %663 = getelementptr half, ptr %83, i64 %662
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %108, ptr %663, i32 16) #4, !srcloc !10
  %664 = getelementptr inbounds i8, ptr %663, i64 %63
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %118, ptr %664, i32 16) #4, !srcloc !10
  %665 = getelementptr inbounds i8, ptr %664, i64 %63
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %128, ptr %665, i32 16) #4, !srcloc !10
  %666 = getelementptr inbounds i8, ptr %665, i64 %63
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %138, ptr %666, i32 16) #4, !srcloc !10
  %667 = getelementptr half, ptr %87, i64 %662
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %147, ptr %667, i32 16) #4, !srcloc !11
  %668 = getelementptr inbounds i8, ptr %667, i64 %63
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %157, ptr %668, i32 16) #4, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !12
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !srcloc !13
  tail call void @llvm.nvvm.barrier0()
  %669 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %163) #4, !srcloc !14
  %670 = extractvalue { i32, i32, i32, i32 } %669, 0
  %671 = extractvalue { i32, i32, i32, i32 } %669, 1
  %672 = extractvalue { i32, i32, i32, i32 } %669, 2
  %673 = extractvalue { i32, i32, i32, i32 } %669, 3
  %674 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %169) #4, !srcloc !14
  %675 = extractvalue { i32, i32, i32, i32 } %674, 0
  %676 = extractvalue { i32, i32, i32, i32 } %674, 1
  %677 = extractvalue { i32, i32, i32, i32 } %674, 2
  %678 = extractvalue { i32, i32, i32, i32 } %674, 3
  %679 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %175) #4, !srcloc !14
  %680 = extractvalue { i32, i32, i32, i32 } %679, 0
  %681 = extractvalue { i32, i32, i32, i32 } %679, 1
  %682 = extractvalue { i32, i32, i32, i32 } %679, 2
  %683 = extractvalue { i32, i32, i32, i32 } %679, 3
  %684 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %181) #4, !srcloc !14
  %685 = extractvalue { i32, i32, i32, i32 } %684, 0
  %686 = extractvalue { i32, i32, i32, i32 } %684, 1
  %687 = extractvalue { i32, i32, i32, i32 } %684, 2
  %688 = extractvalue { i32, i32, i32, i32 } %684, 3
  %689 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %188) #4, !srcloc !15
  %690 = extractvalue { i32, i32 } %689, 0
  %691 = extractvalue { i32, i32 } %689, 1
  %692 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %194) #4, !srcloc !15
  %693 = extractvalue { i32, i32 } %692, 0
  %694 = extractvalue { i32, i32 } %692, 1
  %695 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %200) #4, !srcloc !15
  %696 = extractvalue { i32, i32 } %695, 0
  %697 = extractvalue { i32, i32 } %695, 1
  %698 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %206) #4, !srcloc !15
  %699 = extractvalue { i32, i32 } %698, 0
  %700 = extractvalue { i32, i32 } %698, 1
  %701 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %212) #4, !srcloc !15
  %702 = extractvalue { i32, i32 } %701, 0
  %703 = extractvalue { i32, i32 } %701, 1
  %704 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %218) #4, !srcloc !15
  %705 = extractvalue { i32, i32 } %704, 0
  %706 = extractvalue { i32, i32 } %704, 1
  %707 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %224) #4, !srcloc !15
  %708 = extractvalue { i32, i32 } %707, 0
  %709 = extractvalue { i32, i32 } %707, 1
  %710 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %230) #4, !srcloc !15
  %711 = extractvalue { i32, i32 } %710, 0
  %712 = extractvalue { i32, i32 } %710, 1
  %713 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %690, i32 %691, i32 %660, i32 %659) #4, !srcloc !16
  %714 = extractvalue { i32, i32 } %713, 0
  %715 = extractvalue { i32, i32 } %713, 1
  %716 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %693, i32 %694, i32 %658, i32 %657) #4, !srcloc !16
  %717 = extractvalue { i32, i32 } %716, 0
  %718 = extractvalue { i32, i32 } %716, 1
  %719 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %696, i32 %697, i32 %656, i32 %655) #4, !srcloc !16
  %720 = extractvalue { i32, i32 } %719, 0
  %721 = extractvalue { i32, i32 } %719, 1
  %722 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %699, i32 %700, i32 %654, i32 %653) #4, !srcloc !16
  %723 = extractvalue { i32, i32 } %722, 0
  %724 = extractvalue { i32, i32 } %722, 1
  %725 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %702, i32 %703, i32 %652, i32 %651) #4, !srcloc !16
  %726 = extractvalue { i32, i32 } %725, 0
  %727 = extractvalue { i32, i32 } %725, 1
  %728 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %705, i32 %706, i32 %650, i32 %649) #4, !srcloc !16
  %729 = extractvalue { i32, i32 } %728, 0
  %730 = extractvalue { i32, i32 } %728, 1
  %731 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %708, i32 %709, i32 %648, i32 %647) #4, !srcloc !16
  %732 = extractvalue { i32, i32 } %731, 0
  %733 = extractvalue { i32, i32 } %731, 1
  %734 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %711, i32 %712, i32 %646, i32 %645) #4, !srcloc !16
  %735 = extractvalue { i32, i32 } %734, 0
  %736 = extractvalue { i32, i32 } %734, 1
  %737 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %711, i32 %712, i32 %630, i32 %629) #4, !srcloc !16
  %738 = extractvalue { i32, i32 } %737, 0
  %739 = extractvalue { i32, i32 } %737, 1
  %740 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %708, i32 %709, i32 %632, i32 %631) #4, !srcloc !16
  %741 = extractvalue { i32, i32 } %740, 0
  %742 = extractvalue { i32, i32 } %740, 1
  %743 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %705, i32 %706, i32 %634, i32 %633) #4, !srcloc !16
  %744 = extractvalue { i32, i32 } %743, 0
  %745 = extractvalue { i32, i32 } %743, 1
  %746 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %702, i32 %703, i32 %636, i32 %635) #4, !srcloc !16
  %747 = extractvalue { i32, i32 } %746, 0
  %748 = extractvalue { i32, i32 } %746, 1
  %749 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %699, i32 %700, i32 %638, i32 %637) #4, !srcloc !16
  %750 = extractvalue { i32, i32 } %749, 0
  %751 = extractvalue { i32, i32 } %749, 1
  %752 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %696, i32 %697, i32 %640, i32 %639) #4, !srcloc !16
  %753 = extractvalue { i32, i32 } %752, 0
  %754 = extractvalue { i32, i32 } %752, 1
  %755 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %693, i32 %694, i32 %642, i32 %641) #4, !srcloc !16
  %756 = extractvalue { i32, i32 } %755, 0
  %757 = extractvalue { i32, i32 } %755, 1
  %758 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %690, i32 %691, i32 %644, i32 %643) #4, !srcloc !16
  %759 = extractvalue { i32, i32 } %758, 0
  %760 = extractvalue { i32, i32 } %758, 1
  %761 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %690, i32 %691, i32 %628, i32 %627) #4, !srcloc !16
  %762 = extractvalue { i32, i32 } %761, 0
  %763 = extractvalue { i32, i32 } %761, 1
  %764 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %693, i32 %694, i32 %626, i32 %625) #4, !srcloc !16
  %765 = extractvalue { i32, i32 } %764, 0
  %766 = extractvalue { i32, i32 } %764, 1
  %767 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %696, i32 %697, i32 %624, i32 %623) #4, !srcloc !16
  %768 = extractvalue { i32, i32 } %767, 0
  %769 = extractvalue { i32, i32 } %767, 1
  %770 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %699, i32 %700, i32 %622, i32 %621) #4, !srcloc !16
  %771 = extractvalue { i32, i32 } %770, 0
  %772 = extractvalue { i32, i32 } %770, 1
  %773 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %702, i32 %703, i32 %620, i32 %619) #4, !srcloc !16
  %774 = extractvalue { i32, i32 } %773, 0
  %775 = extractvalue { i32, i32 } %773, 1
  %776 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %705, i32 %706, i32 %618, i32 %617) #4, !srcloc !16
  %777 = extractvalue { i32, i32 } %776, 0
  %778 = extractvalue { i32, i32 } %776, 1
  %779 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %708, i32 %709, i32 %616, i32 %615) #4, !srcloc !16
  %780 = extractvalue { i32, i32 } %779, 0
  %781 = extractvalue { i32, i32 } %779, 1
  %782 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %711, i32 %712, i32 %614, i32 %613) #4, !srcloc !16
  %783 = extractvalue { i32, i32 } %782, 0
  %784 = extractvalue { i32, i32 } %782, 1
  %785 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %711, i32 %712, i32 %598, i32 %597) #4, !srcloc !16
  %786 = extractvalue { i32, i32 } %785, 0
  %787 = extractvalue { i32, i32 } %785, 1
  %788 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %708, i32 %709, i32 %600, i32 %599) #4, !srcloc !16
  %789 = extractvalue { i32, i32 } %788, 0
  %790 = extractvalue { i32, i32 } %788, 1
  %791 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %705, i32 %706, i32 %602, i32 %601) #4, !srcloc !16
  %792 = extractvalue { i32, i32 } %791, 0
  %793 = extractvalue { i32, i32 } %791, 1
  %794 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %702, i32 %703, i32 %604, i32 %603) #4, !srcloc !16
  %795 = extractvalue { i32, i32 } %794, 0
  %796 = extractvalue { i32, i32 } %794, 1
  %797 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %699, i32 %700, i32 %606, i32 %605) #4, !srcloc !16
  %798 = extractvalue { i32, i32 } %797, 0
  %799 = extractvalue { i32, i32 } %797, 1
  %800 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %696, i32 %697, i32 %608, i32 %607) #4, !srcloc !16
  %801 = extractvalue { i32, i32 } %800, 0
  %802 = extractvalue { i32, i32 } %800, 1
  %803 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %693, i32 %694, i32 %610, i32 %609) #4, !srcloc !16
  %804 = extractvalue { i32, i32 } %803, 0
  %805 = extractvalue { i32, i32 } %803, 1
  %806 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %690, i32 %691, i32 %612, i32 %611) #4, !srcloc !16
  %807 = extractvalue { i32, i32 } %806, 0
  %808 = extractvalue { i32, i32 } %806, 1
  %809 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %236) #4, !srcloc !14
  %810 = extractvalue { i32, i32, i32, i32 } %809, 0
  %811 = extractvalue { i32, i32, i32, i32 } %809, 1
  %812 = extractvalue { i32, i32, i32, i32 } %809, 2
  %813 = extractvalue { i32, i32, i32, i32 } %809, 3
  %814 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %240) #4, !srcloc !14
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %244) #4, !srcloc !14
  %820 = extractvalue { i32, i32, i32, i32 } %819, 0
  %821 = extractvalue { i32, i32, i32, i32 } %819, 1
  %822 = extractvalue { i32, i32, i32, i32 } %819, 2
  %823 = extractvalue { i32, i32, i32, i32 } %819, 3
  %824 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %248) #4, !srcloc !14
  %825 = extractvalue { i32, i32, i32, i32 } %824, 0
  %826 = extractvalue { i32, i32, i32, i32 } %824, 1
  %827 = extractvalue { i32, i32, i32, i32 } %824, 2
  %828 = extractvalue { i32, i32, i32, i32 } %824, 3
  %829 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %254) #4, !srcloc !15
  %830 = extractvalue { i32, i32 } %829, 0
  %831 = extractvalue { i32, i32 } %829, 1
  %832 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %258) #4, !srcloc !15
  %833 = extractvalue { i32, i32 } %832, 0
  %834 = extractvalue { i32, i32 } %832, 1
  %835 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %262) #4, !srcloc !15
  %836 = extractvalue { i32, i32 } %835, 0
  %837 = extractvalue { i32, i32 } %835, 1
  %838 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %266) #4, !srcloc !15
  %839 = extractvalue { i32, i32 } %838, 0
  %840 = extractvalue { i32, i32 } %838, 1
  %841 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %270) #4, !srcloc !15
  %842 = extractvalue { i32, i32 } %841, 0
  %843 = extractvalue { i32, i32 } %841, 1
  %844 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %274) #4, !srcloc !15
  %845 = extractvalue { i32, i32 } %844, 0
  %846 = extractvalue { i32, i32 } %844, 1
  %847 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %278) #4, !srcloc !15
  %848 = extractvalue { i32, i32 } %847, 0
  %849 = extractvalue { i32, i32 } %847, 1
  %850 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %282) #4, !srcloc !15
  %851 = extractvalue { i32, i32 } %850, 0
  %852 = extractvalue { i32, i32 } %850, 1
  %853 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %830, i32 %831, i32 %714, i32 %715) #4, !srcloc !16
  %854 = extractvalue { i32, i32 } %853, 0
  %855 = extractvalue { i32, i32 } %853, 1
  %856 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %833, i32 %834, i32 %717, i32 %718) #4, !srcloc !16
  %857 = extractvalue { i32, i32 } %856, 0
  %858 = extractvalue { i32, i32 } %856, 1
  %859 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %836, i32 %837, i32 %720, i32 %721) #4, !srcloc !16
  %860 = extractvalue { i32, i32 } %859, 0
  %861 = extractvalue { i32, i32 } %859, 1
  %862 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %839, i32 %840, i32 %723, i32 %724) #4, !srcloc !16
  %863 = extractvalue { i32, i32 } %862, 0
  %864 = extractvalue { i32, i32 } %862, 1
  %865 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %842, i32 %843, i32 %726, i32 %727) #4, !srcloc !16
  %866 = extractvalue { i32, i32 } %865, 0
  %867 = extractvalue { i32, i32 } %865, 1
  %868 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %845, i32 %846, i32 %729, i32 %730) #4, !srcloc !16
  %869 = extractvalue { i32, i32 } %868, 0
  %870 = extractvalue { i32, i32 } %868, 1
  %871 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %848, i32 %849, i32 %732, i32 %733) #4, !srcloc !16
  %872 = extractvalue { i32, i32 } %871, 0
  %873 = extractvalue { i32, i32 } %871, 1
  %874 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %851, i32 %852, i32 %735, i32 %736) #4, !srcloc !16
  %875 = extractvalue { i32, i32 } %874, 0
  %876 = extractvalue { i32, i32 } %874, 1
  %877 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %851, i32 %852, i32 %738, i32 %739) #4, !srcloc !16
  %878 = extractvalue { i32, i32 } %877, 0
  %879 = extractvalue { i32, i32 } %877, 1
  %880 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %848, i32 %849, i32 %741, i32 %742) #4, !srcloc !16
  %881 = extractvalue { i32, i32 } %880, 0
  %882 = extractvalue { i32, i32 } %880, 1
  %883 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %845, i32 %846, i32 %744, i32 %745) #4, !srcloc !16
  %884 = extractvalue { i32, i32 } %883, 0
  %885 = extractvalue { i32, i32 } %883, 1
  %886 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %842, i32 %843, i32 %747, i32 %748) #4, !srcloc !16
  %887 = extractvalue { i32, i32 } %886, 0
  %888 = extractvalue { i32, i32 } %886, 1
  %889 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %839, i32 %840, i32 %750, i32 %751) #4, !srcloc !16
  %890 = extractvalue { i32, i32 } %889, 0
  %891 = extractvalue { i32, i32 } %889, 1
  %892 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %836, i32 %837, i32 %753, i32 %754) #4, !srcloc !16
  %893 = extractvalue { i32, i32 } %892, 0
  %894 = extractvalue { i32, i32 } %892, 1
  %895 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %833, i32 %834, i32 %756, i32 %757) #4, !srcloc !16
  %896 = extractvalue { i32, i32 } %895, 0
  %897 = extractvalue { i32, i32 } %895, 1
  %898 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %830, i32 %831, i32 %759, i32 %760) #4, !srcloc !16
  %899 = extractvalue { i32, i32 } %898, 0
  %900 = extractvalue { i32, i32 } %898, 1
  %901 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %830, i32 %831, i32 %762, i32 %763) #4, !srcloc !16
  %902 = extractvalue { i32, i32 } %901, 0
  %903 = extractvalue { i32, i32 } %901, 1
  %904 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %833, i32 %834, i32 %765, i32 %766) #4, !srcloc !16
  %905 = extractvalue { i32, i32 } %904, 0
  %906 = extractvalue { i32, i32 } %904, 1
  %907 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %836, i32 %837, i32 %768, i32 %769) #4, !srcloc !16
  %908 = extractvalue { i32, i32 } %907, 0
  %909 = extractvalue { i32, i32 } %907, 1
  %910 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %839, i32 %840, i32 %771, i32 %772) #4, !srcloc !16
  %911 = extractvalue { i32, i32 } %910, 0
  %912 = extractvalue { i32, i32 } %910, 1
  %913 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %842, i32 %843, i32 %774, i32 %775) #4, !srcloc !16
  %914 = extractvalue { i32, i32 } %913, 0
  %915 = extractvalue { i32, i32 } %913, 1
  %916 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %845, i32 %846, i32 %777, i32 %778) #4, !srcloc !16
  %917 = extractvalue { i32, i32 } %916, 0
  %918 = extractvalue { i32, i32 } %916, 1
  %919 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %848, i32 %849, i32 %780, i32 %781) #4, !srcloc !16
  %920 = extractvalue { i32, i32 } %919, 0
  %921 = extractvalue { i32, i32 } %919, 1
  %922 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %851, i32 %852, i32 %783, i32 %784) #4, !srcloc !16
  %923 = extractvalue { i32, i32 } %922, 0
  %924 = extractvalue { i32, i32 } %922, 1
  %925 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %851, i32 %852, i32 %786, i32 %787) #4, !srcloc !16
  %926 = extractvalue { i32, i32 } %925, 0
  %927 = extractvalue { i32, i32 } %925, 1
  %928 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %848, i32 %849, i32 %789, i32 %790) #4, !srcloc !16
  %929 = extractvalue { i32, i32 } %928, 0
  %930 = extractvalue { i32, i32 } %928, 1
  %931 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %845, i32 %846, i32 %792, i32 %793) #4, !srcloc !16
  %932 = extractvalue { i32, i32 } %931, 0
  %933 = extractvalue { i32, i32 } %931, 1
  %934 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %842, i32 %843, i32 %795, i32 %796) #4, !srcloc !16
  %935 = extractvalue { i32, i32 } %934, 0
  %936 = extractvalue { i32, i32 } %934, 1
  %937 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %839, i32 %840, i32 %798, i32 %799) #4, !srcloc !16
  %938 = extractvalue { i32, i32 } %937, 0
  %939 = extractvalue { i32, i32 } %937, 1
  %940 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %836, i32 %837, i32 %801, i32 %802) #4, !srcloc !16
  %941 = extractvalue { i32, i32 } %940, 0
  %942 = extractvalue { i32, i32 } %940, 1
  %943 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %833, i32 %834, i32 %804, i32 %805) #4, !srcloc !16
  %944 = extractvalue { i32, i32 } %943, 0
  %945 = extractvalue { i32, i32 } %943, 1
  %946 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %830, i32 %831, i32 %807, i32 %808) #4, !srcloc !16
  %947 = extractvalue { i32, i32 } %946, 0
  %948 = extractvalue { i32, i32 } %946, 1
  tail call void @llvm.nvvm.barrier0()
  %949 = add nuw nsw i64 %661, 2
  %950 = icmp ult i64 %949, %21
  br i1 %950, label %596, label %283, !llvm.loop !17

951:                                              ; preds = %32, %283
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z14mmaAsyncKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5}
!10 = !{i64 2147546877}
!11 = !{i64 2147547036}
!12 = !{i64 2147547167}
!13 = !{i64 2147547211}
!14 = !{i64 2147547294}
!15 = !{i64 2147547572}
!16 = !{i64 2147547721}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.enable"}
