; ModuleID = 'hgemm_mma_permuted.cu'
source_filename = "hgemm_mma_permuted.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [32 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17mmaPermutedKernelPKDF16_S0_PDF16_mmm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
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
  br i1 %44, label %45, label %927

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
  br label %259

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
  %101 = lshr i64 %59, 3
  %102 = add nuw nsw i64 %101, %59
  %103 = and i64 %102, 3
  %104 = getelementptr inbounds %struct.int4, ptr %100, i64 %103
  %105 = or disjoint i64 %84, 8
  %106 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %105
  %107 = lshr i64 %59, 3
  %108 = add nuw nsw i64 %107, %59
  %109 = and i64 %108, 3
  %110 = getelementptr inbounds %struct.int4, ptr %106, i64 %109
  %111 = or disjoint i64 %84, 16
  %112 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %111
  %113 = lshr i64 %59, 3
  %114 = add nuw nsw i64 %113, %59
  %115 = and i64 %114, 3
  %116 = getelementptr inbounds %struct.int4, ptr %112, i64 %115
  %117 = or disjoint i64 %84, 24
  %118 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %117
  %119 = lshr i64 %59, 3
  %120 = add nuw nsw i64 %119, %59
  %121 = and i64 %120, 3
  %122 = getelementptr inbounds %struct.int4, ptr %118, i64 %121
  %123 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %88
  %124 = lshr i64 %59, 3
  %125 = add nuw nsw i64 %124, %59
  %126 = and i64 %125, 3
  %127 = getelementptr inbounds %struct.int4, ptr %123, i64 %126
  %128 = or disjoint i64 %88, 8
  %129 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %128
  %130 = lshr i64 %59, 3
  %131 = add nuw nsw i64 %130, %59
  %132 = and i64 %131, 3
  %133 = getelementptr inbounds %struct.int4, ptr %129, i64 %132
  %134 = and i64 %94, 24
  %135 = or disjoint i64 %89, %90
  %136 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %135, i64 %134
  %137 = addrspacecast ptr %136 to ptr addrspace(3)
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  %140 = or disjoint i64 %89, %59
  %141 = or i64 %140, 16
  %142 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %141, i64 %134
  %143 = addrspacecast ptr %142 to ptr addrspace(3)
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  %146 = or disjoint i64 %89, %90
  %147 = or disjoint i64 %146, 32
  %148 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %147, i64 %134
  %149 = addrspacecast ptr %148 to ptr addrspace(3)
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  %152 = or disjoint i64 %89, %59
  %153 = or i64 %152, 48
  %154 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %153, i64 %134
  %155 = addrspacecast ptr %154 to ptr addrspace(3)
  %156 = ptrtoint ptr addrspace(3) %155 to i64
  %157 = trunc i64 %156 to i32
  %158 = and i64 %99, 24
  %159 = or disjoint i64 %96, %97
  %160 = or disjoint i64 %159, 256
  %161 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %160, i64 %158
  %162 = addrspacecast ptr %161 to ptr addrspace(3)
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = trunc i64 %163 to i32
  %165 = or disjoint i64 %96, %97
  %166 = or disjoint i64 %165, 264
  %167 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %166, i64 %158
  %168 = addrspacecast ptr %167 to ptr addrspace(3)
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  %171 = or disjoint i64 %96, %97
  %172 = or disjoint i64 %171, 272
  %173 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %172, i64 %158
  %174 = addrspacecast ptr %173 to ptr addrspace(3)
  %175 = ptrtoint ptr addrspace(3) %174 to i64
  %176 = trunc i64 %175 to i32
  %177 = or disjoint i64 %96, %59
  %178 = or i64 %177, 280
  %179 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %178, i64 %158
  %180 = addrspacecast ptr %179 to ptr addrspace(3)
  %181 = ptrtoint ptr addrspace(3) %180 to i64
  %182 = trunc i64 %181 to i32
  %183 = or disjoint i64 %96, %97
  %184 = or disjoint i64 %183, 288
  %185 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %184, i64 %158
  %186 = addrspacecast ptr %185 to ptr addrspace(3)
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = trunc i64 %187 to i32
  %189 = or disjoint i64 %96, %97
  %190 = or disjoint i64 %189, 296
  %191 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %190, i64 %158
  %192 = addrspacecast ptr %191 to ptr addrspace(3)
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = trunc i64 %193 to i32
  %195 = or disjoint i64 %96, %97
  %196 = or disjoint i64 %195, 304
  %197 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %196, i64 %158
  %198 = addrspacecast ptr %197 to ptr addrspace(3)
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  %201 = or disjoint i64 %96, %59
  %202 = or i64 %201, 312
  %203 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %202, i64 %158
  %204 = addrspacecast ptr %203 to ptr addrspace(3)
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = trunc i64 %205 to i32
  %207 = and i64 %94, 24
  %208 = xor i64 %207, 16
  %209 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %135, i64 %208
  %210 = addrspacecast ptr %209 to ptr addrspace(3)
  %211 = ptrtoint ptr addrspace(3) %210 to i64
  %212 = trunc i64 %211 to i32
  %213 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %141, i64 %208
  %214 = addrspacecast ptr %213 to ptr addrspace(3)
  %215 = ptrtoint ptr addrspace(3) %214 to i64
  %216 = trunc i64 %215 to i32
  %217 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %147, i64 %208
  %218 = addrspacecast ptr %217 to ptr addrspace(3)
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  %221 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %153, i64 %208
  %222 = addrspacecast ptr %221 to ptr addrspace(3)
  %223 = ptrtoint ptr addrspace(3) %222 to i64
  %224 = trunc i64 %223 to i32
  %225 = and i64 %99, 24
  %226 = xor i64 %225, 16
  %227 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %160, i64 %226
  %228 = addrspacecast ptr %227 to ptr addrspace(3)
  %229 = ptrtoint ptr addrspace(3) %228 to i64
  %230 = trunc i64 %229 to i32
  %231 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %166, i64 %226
  %232 = addrspacecast ptr %231 to ptr addrspace(3)
  %233 = ptrtoint ptr addrspace(3) %232 to i64
  %234 = trunc i64 %233 to i32
  %235 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %172, i64 %226
  %236 = addrspacecast ptr %235 to ptr addrspace(3)
  %237 = ptrtoint ptr addrspace(3) %236 to i64
  %238 = trunc i64 %237 to i32
  %239 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %178, i64 %226
  %240 = addrspacecast ptr %239 to ptr addrspace(3)
  %241 = ptrtoint ptr addrspace(3) %240 to i64
  %242 = trunc i64 %241 to i32
  %243 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %184, i64 %226
  %244 = addrspacecast ptr %243 to ptr addrspace(3)
  %245 = ptrtoint ptr addrspace(3) %244 to i64
  %246 = trunc i64 %245 to i32
  %247 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %190, i64 %226
  %248 = addrspacecast ptr %247 to ptr addrspace(3)
  %249 = ptrtoint ptr addrspace(3) %248 to i64
  %250 = trunc i64 %249 to i32
  %251 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %196, i64 %226
  %252 = addrspacecast ptr %251 to ptr addrspace(3)
  %253 = ptrtoint ptr addrspace(3) %252 to i64
  %254 = trunc i64 %253 to i32
  %255 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %202, i64 %226
  %256 = addrspacecast ptr %255 to ptr addrspace(3)
  %257 = ptrtoint ptr addrspace(3) %256 to i64
  %258 = trunc i64 %257 to i32
  br label %572

259:                                              ; preds = %572, %65
  %260 = phi i64 [ %68, %65 ], [ %90, %572 ]
  %261 = phi i64 [ %67, %65 ], [ %95, %572 ]
  %262 = phi i64 [ %66, %65 ], [ %79, %572 ]
  %263 = phi i32 [ 0, %65 ], [ %903, %572 ]
  %264 = phi i32 [ 0, %65 ], [ %902, %572 ]
  %265 = phi i32 [ 0, %65 ], [ %906, %572 ]
  %266 = phi i32 [ 0, %65 ], [ %905, %572 ]
  %267 = phi i32 [ 0, %65 ], [ %909, %572 ]
  %268 = phi i32 [ 0, %65 ], [ %908, %572 ]
  %269 = phi i32 [ 0, %65 ], [ %912, %572 ]
  %270 = phi i32 [ 0, %65 ], [ %911, %572 ]
  %271 = phi i32 [ 0, %65 ], [ %915, %572 ]
  %272 = phi i32 [ 0, %65 ], [ %914, %572 ]
  %273 = phi i32 [ 0, %65 ], [ %918, %572 ]
  %274 = phi i32 [ 0, %65 ], [ %917, %572 ]
  %275 = phi i32 [ 0, %65 ], [ %921, %572 ]
  %276 = phi i32 [ 0, %65 ], [ %920, %572 ]
  %277 = phi i32 [ 0, %65 ], [ %924, %572 ]
  %278 = phi i32 [ 0, %65 ], [ %923, %572 ]
  %279 = phi i32 [ 0, %65 ], [ %900, %572 ]
  %280 = phi i32 [ 0, %65 ], [ %899, %572 ]
  %281 = phi i32 [ 0, %65 ], [ %897, %572 ]
  %282 = phi i32 [ 0, %65 ], [ %896, %572 ]
  %283 = phi i32 [ 0, %65 ], [ %894, %572 ]
  %284 = phi i32 [ 0, %65 ], [ %893, %572 ]
  %285 = phi i32 [ 0, %65 ], [ %891, %572 ]
  %286 = phi i32 [ 0, %65 ], [ %890, %572 ]
  %287 = phi i32 [ 0, %65 ], [ %888, %572 ]
  %288 = phi i32 [ 0, %65 ], [ %887, %572 ]
  %289 = phi i32 [ 0, %65 ], [ %885, %572 ]
  %290 = phi i32 [ 0, %65 ], [ %884, %572 ]
  %291 = phi i32 [ 0, %65 ], [ %882, %572 ]
  %292 = phi i32 [ 0, %65 ], [ %881, %572 ]
  %293 = phi i32 [ 0, %65 ], [ %879, %572 ]
  %294 = phi i32 [ 0, %65 ], [ %878, %572 ]
  %295 = phi i32 [ 0, %65 ], [ %855, %572 ]
  %296 = phi i32 [ 0, %65 ], [ %854, %572 ]
  %297 = phi i32 [ 0, %65 ], [ %858, %572 ]
  %298 = phi i32 [ 0, %65 ], [ %857, %572 ]
  %299 = phi i32 [ 0, %65 ], [ %861, %572 ]
  %300 = phi i32 [ 0, %65 ], [ %860, %572 ]
  %301 = phi i32 [ 0, %65 ], [ %864, %572 ]
  %302 = phi i32 [ 0, %65 ], [ %863, %572 ]
  %303 = phi i32 [ 0, %65 ], [ %867, %572 ]
  %304 = phi i32 [ 0, %65 ], [ %866, %572 ]
  %305 = phi i32 [ 0, %65 ], [ %870, %572 ]
  %306 = phi i32 [ 0, %65 ], [ %869, %572 ]
  %307 = phi i32 [ 0, %65 ], [ %873, %572 ]
  %308 = phi i32 [ 0, %65 ], [ %872, %572 ]
  %309 = phi i32 [ 0, %65 ], [ %876, %572 ]
  %310 = phi i32 [ 0, %65 ], [ %875, %572 ]
  %311 = phi i32 [ 0, %65 ], [ %852, %572 ]
  %312 = phi i32 [ 0, %65 ], [ %851, %572 ]
  %313 = phi i32 [ 0, %65 ], [ %849, %572 ]
  %314 = phi i32 [ 0, %65 ], [ %848, %572 ]
  %315 = phi i32 [ 0, %65 ], [ %846, %572 ]
  %316 = phi i32 [ 0, %65 ], [ %845, %572 ]
  %317 = phi i32 [ 0, %65 ], [ %843, %572 ]
  %318 = phi i32 [ 0, %65 ], [ %842, %572 ]
  %319 = phi i32 [ 0, %65 ], [ %840, %572 ]
  %320 = phi i32 [ 0, %65 ], [ %839, %572 ]
  %321 = phi i32 [ 0, %65 ], [ %837, %572 ]
  %322 = phi i32 [ 0, %65 ], [ %836, %572 ]
  %323 = phi i32 [ 0, %65 ], [ %834, %572 ]
  %324 = phi i32 [ 0, %65 ], [ %833, %572 ]
  %325 = phi i32 [ 0, %65 ], [ %831, %572 ]
  %326 = phi i32 [ 0, %65 ], [ %830, %572 ]
  %327 = shl nuw nsw i64 %59, 1
  %328 = and i64 %327, 6
  %329 = shl nuw nsw i64 %262, 3
  %330 = or disjoint i64 %328, %261
  %331 = or disjoint i64 %330, %329
  %332 = and i64 %331, 126
  %333 = shl nuw nsw i64 %262, 8
  %334 = getelementptr inbounds i8, ptr %52, i64 %333
  %335 = shl nuw nsw i64 %262, 7
  %336 = or disjoint i64 %335, 1024
  %337 = getelementptr inbounds half, ptr %52, i64 %336
  %338 = getelementptr inbounds half, ptr %334, i64 %332
  %339 = getelementptr inbounds half, ptr %337, i64 %332
  store i32 %326, ptr %338, align 4, !tbaa !5
  store i32 %325, ptr %339, align 4, !tbaa !5
  %340 = add nuw nsw i64 %331, 8
  %341 = and i64 %340, 126
  %342 = getelementptr inbounds half, ptr %334, i64 %341
  %343 = getelementptr inbounds half, ptr %337, i64 %341
  store i32 %324, ptr %342, align 4, !tbaa !5
  store i32 %323, ptr %343, align 4, !tbaa !5
  %344 = add nuw nsw i64 %331, 16
  %345 = and i64 %344, 126
  %346 = getelementptr inbounds half, ptr %334, i64 %345
  %347 = getelementptr inbounds half, ptr %337, i64 %345
  store i32 %322, ptr %346, align 4, !tbaa !5
  store i32 %321, ptr %347, align 4, !tbaa !5
  %348 = add nuw nsw i64 %331, 24
  %349 = and i64 %348, 126
  %350 = getelementptr inbounds half, ptr %334, i64 %349
  %351 = getelementptr inbounds half, ptr %337, i64 %349
  store i32 %320, ptr %350, align 4, !tbaa !5
  store i32 %319, ptr %351, align 4, !tbaa !5
  %352 = add nuw nsw i64 %331, 32
  %353 = and i64 %352, 126
  %354 = getelementptr inbounds half, ptr %334, i64 %353
  %355 = getelementptr inbounds half, ptr %337, i64 %353
  store i32 %318, ptr %354, align 4, !tbaa !5
  store i32 %317, ptr %355, align 4, !tbaa !5
  %356 = add nuw nsw i64 %331, 40
  %357 = and i64 %356, 126
  %358 = getelementptr inbounds half, ptr %334, i64 %357
  %359 = getelementptr inbounds half, ptr %337, i64 %357
  store i32 %316, ptr %358, align 4, !tbaa !5
  store i32 %315, ptr %359, align 4, !tbaa !5
  %360 = add nuw nsw i64 %331, 48
  %361 = and i64 %360, 126
  %362 = getelementptr inbounds half, ptr %334, i64 %361
  %363 = getelementptr inbounds half, ptr %337, i64 %361
  store i32 %314, ptr %362, align 4, !tbaa !5
  store i32 %313, ptr %363, align 4, !tbaa !5
  %364 = add nuw nsw i64 %331, 56
  %365 = and i64 %364, 126
  %366 = getelementptr inbounds half, ptr %334, i64 %365
  %367 = getelementptr inbounds half, ptr %337, i64 %365
  store i32 %312, ptr %366, align 4, !tbaa !5
  store i32 %311, ptr %367, align 4, !tbaa !5
  %368 = or disjoint i64 %262, 16
  %369 = shl nuw nsw i64 %368, 8
  %370 = getelementptr inbounds i8, ptr %52, i64 %369
  %371 = shl nuw nsw i64 %368, 7
  %372 = or disjoint i64 %371, 1024
  %373 = getelementptr inbounds half, ptr %52, i64 %372
  %374 = getelementptr inbounds half, ptr %370, i64 %332
  %375 = getelementptr inbounds half, ptr %373, i64 %332
  store i32 %310, ptr %374, align 4, !tbaa !5
  store i32 %309, ptr %375, align 4, !tbaa !5
  %376 = getelementptr inbounds half, ptr %370, i64 %341
  %377 = getelementptr inbounds half, ptr %373, i64 %341
  store i32 %308, ptr %376, align 4, !tbaa !5
  store i32 %307, ptr %377, align 4, !tbaa !5
  %378 = getelementptr inbounds half, ptr %370, i64 %345
  %379 = getelementptr inbounds half, ptr %373, i64 %345
  store i32 %306, ptr %378, align 4, !tbaa !5
  store i32 %305, ptr %379, align 4, !tbaa !5
  %380 = getelementptr inbounds half, ptr %370, i64 %349
  %381 = getelementptr inbounds half, ptr %373, i64 %349
  store i32 %304, ptr %380, align 4, !tbaa !5
  store i32 %303, ptr %381, align 4, !tbaa !5
  %382 = getelementptr inbounds half, ptr %370, i64 %353
  %383 = getelementptr inbounds half, ptr %373, i64 %353
  store i32 %302, ptr %382, align 4, !tbaa !5
  store i32 %301, ptr %383, align 4, !tbaa !5
  %384 = getelementptr inbounds half, ptr %370, i64 %357
  %385 = getelementptr inbounds half, ptr %373, i64 %357
  store i32 %300, ptr %384, align 4, !tbaa !5
  store i32 %299, ptr %385, align 4, !tbaa !5
  %386 = getelementptr inbounds half, ptr %370, i64 %361
  %387 = getelementptr inbounds half, ptr %373, i64 %361
  store i32 %298, ptr %386, align 4, !tbaa !5
  store i32 %297, ptr %387, align 4, !tbaa !5
  %388 = getelementptr inbounds half, ptr %370, i64 %365
  %389 = getelementptr inbounds half, ptr %373, i64 %365
  store i32 %296, ptr %388, align 4, !tbaa !5
  store i32 %295, ptr %389, align 4, !tbaa !5
  %390 = or disjoint i64 %262, 32
  %391 = shl nuw nsw i64 %390, 8
  %392 = getelementptr inbounds i8, ptr %52, i64 %391
  %393 = shl nuw nsw i64 %390, 7
  %394 = or disjoint i64 %393, 1024
  %395 = getelementptr inbounds half, ptr %52, i64 %394
  %396 = getelementptr inbounds half, ptr %392, i64 %332
  %397 = getelementptr inbounds half, ptr %395, i64 %332
  store i32 %294, ptr %396, align 4, !tbaa !5
  store i32 %293, ptr %397, align 4, !tbaa !5
  %398 = getelementptr inbounds half, ptr %392, i64 %341
  %399 = getelementptr inbounds half, ptr %395, i64 %341
  store i32 %292, ptr %398, align 4, !tbaa !5
  store i32 %291, ptr %399, align 4, !tbaa !5
  %400 = getelementptr inbounds half, ptr %392, i64 %345
  %401 = getelementptr inbounds half, ptr %395, i64 %345
  store i32 %290, ptr %400, align 4, !tbaa !5
  store i32 %289, ptr %401, align 4, !tbaa !5
  %402 = getelementptr inbounds half, ptr %392, i64 %349
  %403 = getelementptr inbounds half, ptr %395, i64 %349
  store i32 %288, ptr %402, align 4, !tbaa !5
  store i32 %287, ptr %403, align 4, !tbaa !5
  %404 = getelementptr inbounds half, ptr %392, i64 %353
  %405 = getelementptr inbounds half, ptr %395, i64 %353
  store i32 %286, ptr %404, align 4, !tbaa !5
  store i32 %285, ptr %405, align 4, !tbaa !5
  %406 = getelementptr inbounds half, ptr %392, i64 %357
  %407 = getelementptr inbounds half, ptr %395, i64 %357
  store i32 %284, ptr %406, align 4, !tbaa !5
  store i32 %283, ptr %407, align 4, !tbaa !5
  %408 = getelementptr inbounds half, ptr %392, i64 %361
  %409 = getelementptr inbounds half, ptr %395, i64 %361
  store i32 %282, ptr %408, align 4, !tbaa !5
  store i32 %281, ptr %409, align 4, !tbaa !5
  %410 = getelementptr inbounds half, ptr %392, i64 %365
  %411 = getelementptr inbounds half, ptr %395, i64 %365
  store i32 %280, ptr %410, align 4, !tbaa !5
  store i32 %279, ptr %411, align 4, !tbaa !5
  %412 = or disjoint i64 %262, 48
  %413 = shl nuw nsw i64 %412, 8
  %414 = getelementptr inbounds i8, ptr %52, i64 %413
  %415 = shl nuw nsw i64 %412, 7
  %416 = or disjoint i64 %415, 1024
  %417 = getelementptr inbounds half, ptr %52, i64 %416
  %418 = getelementptr inbounds half, ptr %414, i64 %332
  %419 = getelementptr inbounds half, ptr %417, i64 %332
  store i32 %278, ptr %418, align 4, !tbaa !5
  store i32 %277, ptr %419, align 4, !tbaa !5
  %420 = getelementptr inbounds half, ptr %414, i64 %341
  %421 = getelementptr inbounds half, ptr %417, i64 %341
  store i32 %276, ptr %420, align 4, !tbaa !5
  store i32 %275, ptr %421, align 4, !tbaa !5
  %422 = getelementptr inbounds half, ptr %414, i64 %345
  %423 = getelementptr inbounds half, ptr %417, i64 %345
  store i32 %274, ptr %422, align 4, !tbaa !5
  store i32 %273, ptr %423, align 4, !tbaa !5
  %424 = getelementptr inbounds half, ptr %414, i64 %349
  %425 = getelementptr inbounds half, ptr %417, i64 %349
  store i32 %272, ptr %424, align 4, !tbaa !5
  store i32 %271, ptr %425, align 4, !tbaa !5
  %426 = getelementptr inbounds half, ptr %414, i64 %353
  %427 = getelementptr inbounds half, ptr %417, i64 %353
  store i32 %270, ptr %426, align 4, !tbaa !5
  store i32 %269, ptr %427, align 4, !tbaa !5
  %428 = getelementptr inbounds half, ptr %414, i64 %357
  %429 = getelementptr inbounds half, ptr %417, i64 %357
  store i32 %268, ptr %428, align 4, !tbaa !5
  store i32 %267, ptr %429, align 4, !tbaa !5
  %430 = getelementptr inbounds half, ptr %414, i64 %361
  %431 = getelementptr inbounds half, ptr %417, i64 %361
  store i32 %266, ptr %430, align 4, !tbaa !5
  store i32 %265, ptr %431, align 4, !tbaa !5
  %432 = getelementptr inbounds half, ptr %414, i64 %365
  %433 = getelementptr inbounds half, ptr %417, i64 %365
  store i32 %264, ptr %432, align 4, !tbaa !5
  store i32 %263, ptr %433, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %434 = lshr i64 %59, 4
  %435 = getelementptr %struct.int4, ptr %62, i64 %260
  %436 = shl nuw nsw i64 %434, 8
  %437 = getelementptr inbounds i8, ptr %60, i64 %436
  %438 = add nuw nsw i64 %434, %59
  %439 = and i64 %438, 15
  %440 = getelementptr inbounds %struct.int4, ptr %437, i64 %439
  %441 = mul nuw nsw i64 %434, %4
  %442 = getelementptr half, ptr %435, i64 %441
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %442, ptr noundef nonnull align 16 dereferenceable(16) %440, i64 16, i1 false), !tbaa.struct !9
  %443 = or disjoint i64 %434, 2
  %444 = shl nuw nsw i64 %443, 8
  %445 = getelementptr inbounds i8, ptr %60, i64 %444
  %446 = add nuw nsw i64 %443, %59
  %447 = and i64 %446, 15
  %448 = getelementptr inbounds %struct.int4, ptr %445, i64 %447
  %449 = mul i64 %443, %4
  %450 = getelementptr half, ptr %435, i64 %449
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %450, ptr noundef nonnull align 16 dereferenceable(16) %448, i64 16, i1 false), !tbaa.struct !9
  %451 = or disjoint i64 %434, 4
  %452 = shl nuw nsw i64 %451, 8
  %453 = getelementptr inbounds i8, ptr %60, i64 %452
  %454 = add nuw nsw i64 %451, %59
  %455 = and i64 %454, 15
  %456 = getelementptr inbounds %struct.int4, ptr %453, i64 %455
  %457 = mul i64 %451, %4
  %458 = getelementptr half, ptr %435, i64 %457
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %458, ptr noundef nonnull align 16 dereferenceable(16) %456, i64 16, i1 false), !tbaa.struct !9
  %459 = or disjoint i64 %434, 6
  %460 = shl nuw nsw i64 %459, 8
  %461 = getelementptr inbounds i8, ptr %60, i64 %460
  %462 = add nuw nsw i64 %459, %59
  %463 = and i64 %462, 15
  %464 = getelementptr inbounds %struct.int4, ptr %461, i64 %463
  %465 = mul i64 %459, %4
  %466 = getelementptr half, ptr %435, i64 %465
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %466, ptr noundef nonnull align 16 dereferenceable(16) %464, i64 16, i1 false), !tbaa.struct !9
  %467 = or disjoint i64 %434, 8
  %468 = shl nuw nsw i64 %467, 8
  %469 = getelementptr inbounds i8, ptr %60, i64 %468
  %470 = add nuw nsw i64 %434, %59
  %471 = and i64 %470, 15
  %472 = getelementptr inbounds %struct.int4, ptr %469, i64 %471
  %473 = mul i64 %467, %4
  %474 = getelementptr half, ptr %435, i64 %473
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %474, ptr noundef nonnull align 16 dereferenceable(16) %472, i64 16, i1 false), !tbaa.struct !9
  %475 = or disjoint i64 %434, 10
  %476 = shl nuw nsw i64 %475, 8
  %477 = getelementptr inbounds i8, ptr %60, i64 %476
  %478 = and i64 %475, 3
  %479 = add nuw nsw i64 %478, %59
  %480 = and i64 %479, 15
  %481 = getelementptr inbounds %struct.int4, ptr %477, i64 %480
  %482 = mul i64 %475, %4
  %483 = getelementptr half, ptr %435, i64 %482
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %483, ptr noundef nonnull align 16 dereferenceable(16) %481, i64 16, i1 false), !tbaa.struct !9
  %484 = or disjoint i64 %434, 12
  %485 = shl nuw nsw i64 %484, 8
  %486 = getelementptr inbounds i8, ptr %60, i64 %485
  %487 = and i64 %484, 5
  %488 = add nuw nsw i64 %487, %59
  %489 = and i64 %488, 15
  %490 = getelementptr inbounds %struct.int4, ptr %486, i64 %489
  %491 = mul i64 %484, %4
  %492 = getelementptr half, ptr %435, i64 %491
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %492, ptr noundef nonnull align 16 dereferenceable(16) %490, i64 16, i1 false), !tbaa.struct !9
  %493 = or disjoint i64 %434, 14
  %494 = shl nuw nsw i64 %493, 8
  %495 = getelementptr inbounds i8, ptr %60, i64 %494
  %496 = and i64 %493, 7
  %497 = add nuw nsw i64 %496, %59
  %498 = and i64 %497, 15
  %499 = getelementptr inbounds %struct.int4, ptr %495, i64 %498
  %500 = mul i64 %493, %4
  %501 = getelementptr half, ptr %435, i64 %500
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %501, ptr noundef nonnull align 16 dereferenceable(16) %499, i64 16, i1 false), !tbaa.struct !9
  %502 = or disjoint i64 %434, 16
  %503 = shl nuw nsw i64 %502, 8
  %504 = getelementptr inbounds i8, ptr %60, i64 %503
  %505 = add nuw nsw i64 %434, %59
  %506 = and i64 %505, 15
  %507 = getelementptr inbounds %struct.int4, ptr %504, i64 %506
  %508 = mul i64 %502, %4
  %509 = getelementptr half, ptr %435, i64 %508
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %509, ptr noundef nonnull align 16 dereferenceable(16) %507, i64 16, i1 false), !tbaa.struct !9
  %510 = or disjoint i64 %434, 18
  %511 = shl nuw nsw i64 %510, 8
  %512 = getelementptr inbounds i8, ptr %60, i64 %511
  %513 = and i64 %510, 3
  %514 = add nuw nsw i64 %513, %59
  %515 = and i64 %514, 15
  %516 = getelementptr inbounds %struct.int4, ptr %512, i64 %515
  %517 = mul i64 %510, %4
  %518 = getelementptr half, ptr %435, i64 %517
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %518, ptr noundef nonnull align 16 dereferenceable(16) %516, i64 16, i1 false), !tbaa.struct !9
  %519 = or disjoint i64 %434, 20
  %520 = shl nuw nsw i64 %519, 8
  %521 = getelementptr inbounds i8, ptr %60, i64 %520
  %522 = and i64 %519, 5
  %523 = add nuw nsw i64 %522, %59
  %524 = and i64 %523, 15
  %525 = getelementptr inbounds %struct.int4, ptr %521, i64 %524
  %526 = mul i64 %519, %4
  %527 = getelementptr half, ptr %435, i64 %526
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %527, ptr noundef nonnull align 16 dereferenceable(16) %525, i64 16, i1 false), !tbaa.struct !9
  %528 = or disjoint i64 %434, 22
  %529 = shl nuw nsw i64 %528, 8
  %530 = getelementptr inbounds i8, ptr %60, i64 %529
  %531 = and i64 %528, 7
  %532 = add nuw nsw i64 %531, %59
  %533 = and i64 %532, 15
  %534 = getelementptr inbounds %struct.int4, ptr %530, i64 %533
  %535 = mul i64 %528, %4
  %536 = getelementptr half, ptr %435, i64 %535
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %536, ptr noundef nonnull align 16 dereferenceable(16) %534, i64 16, i1 false), !tbaa.struct !9
  %537 = or disjoint i64 %434, 24
  %538 = shl nuw nsw i64 %537, 8
  %539 = getelementptr inbounds i8, ptr %60, i64 %538
  %540 = add nuw nsw i64 %434, %59
  %541 = and i64 %540, 15
  %542 = getelementptr inbounds %struct.int4, ptr %539, i64 %541
  %543 = mul i64 %537, %4
  %544 = getelementptr half, ptr %435, i64 %543
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %544, ptr noundef nonnull align 16 dereferenceable(16) %542, i64 16, i1 false), !tbaa.struct !9
  %545 = or disjoint i64 %434, 26
  %546 = shl nuw nsw i64 %545, 8
  %547 = getelementptr inbounds i8, ptr %60, i64 %546
  %548 = and i64 %545, 3
  %549 = add nuw nsw i64 %548, %59
  %550 = and i64 %549, 15
  %551 = getelementptr inbounds %struct.int4, ptr %547, i64 %550
  %552 = mul i64 %545, %4
  %553 = getelementptr half, ptr %435, i64 %552
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %553, ptr noundef nonnull align 16 dereferenceable(16) %551, i64 16, i1 false), !tbaa.struct !9
  %554 = or disjoint i64 %434, 28
  %555 = shl nuw nsw i64 %554, 8
  %556 = getelementptr inbounds i8, ptr %60, i64 %555
  %557 = and i64 %554, 5
  %558 = add nuw nsw i64 %557, %59
  %559 = and i64 %558, 15
  %560 = getelementptr inbounds %struct.int4, ptr %556, i64 %559
  %561 = mul i64 %554, %4
  %562 = getelementptr half, ptr %435, i64 %561
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %562, ptr noundef nonnull align 16 dereferenceable(16) %560, i64 16, i1 false), !tbaa.struct !9
  %563 = or disjoint i64 %434, 30
  %564 = shl nuw nsw i64 %563, 8
  %565 = getelementptr inbounds i8, ptr %60, i64 %564
  %566 = and i64 %563, 7
  %567 = add nuw nsw i64 %566, %59
  %568 = and i64 %567, 15
  %569 = getelementptr inbounds %struct.int4, ptr %565, i64 %568
  %570 = mul i64 %563, %4
  %571 = getelementptr half, ptr %435, i64 %570
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %571, ptr noundef nonnull align 16 dereferenceable(16) %569, i64 16, i1 false), !tbaa.struct !9
  br label %927

572:                                              ; preds = %69, %572
  %573 = phi i32 [ 0, %69 ], [ %903, %572 ]
  %574 = phi i32 [ 0, %69 ], [ %902, %572 ]
  %575 = phi i32 [ 0, %69 ], [ %906, %572 ]
  %576 = phi i32 [ 0, %69 ], [ %905, %572 ]
  %577 = phi i32 [ 0, %69 ], [ %909, %572 ]
  %578 = phi i32 [ 0, %69 ], [ %908, %572 ]
  %579 = phi i32 [ 0, %69 ], [ %912, %572 ]
  %580 = phi i32 [ 0, %69 ], [ %911, %572 ]
  %581 = phi i32 [ 0, %69 ], [ %915, %572 ]
  %582 = phi i32 [ 0, %69 ], [ %914, %572 ]
  %583 = phi i32 [ 0, %69 ], [ %918, %572 ]
  %584 = phi i32 [ 0, %69 ], [ %917, %572 ]
  %585 = phi i32 [ 0, %69 ], [ %921, %572 ]
  %586 = phi i32 [ 0, %69 ], [ %920, %572 ]
  %587 = phi i32 [ 0, %69 ], [ %924, %572 ]
  %588 = phi i32 [ 0, %69 ], [ %923, %572 ]
  %589 = phi i32 [ 0, %69 ], [ %900, %572 ]
  %590 = phi i32 [ 0, %69 ], [ %899, %572 ]
  %591 = phi i32 [ 0, %69 ], [ %897, %572 ]
  %592 = phi i32 [ 0, %69 ], [ %896, %572 ]
  %593 = phi i32 [ 0, %69 ], [ %894, %572 ]
  %594 = phi i32 [ 0, %69 ], [ %893, %572 ]
  %595 = phi i32 [ 0, %69 ], [ %891, %572 ]
  %596 = phi i32 [ 0, %69 ], [ %890, %572 ]
  %597 = phi i32 [ 0, %69 ], [ %888, %572 ]
  %598 = phi i32 [ 0, %69 ], [ %887, %572 ]
  %599 = phi i32 [ 0, %69 ], [ %885, %572 ]
  %600 = phi i32 [ 0, %69 ], [ %884, %572 ]
  %601 = phi i32 [ 0, %69 ], [ %882, %572 ]
  %602 = phi i32 [ 0, %69 ], [ %881, %572 ]
  %603 = phi i32 [ 0, %69 ], [ %879, %572 ]
  %604 = phi i32 [ 0, %69 ], [ %878, %572 ]
  %605 = phi i32 [ 0, %69 ], [ %855, %572 ]
  %606 = phi i32 [ 0, %69 ], [ %854, %572 ]
  %607 = phi i32 [ 0, %69 ], [ %858, %572 ]
  %608 = phi i32 [ 0, %69 ], [ %857, %572 ]
  %609 = phi i32 [ 0, %69 ], [ %861, %572 ]
  %610 = phi i32 [ 0, %69 ], [ %860, %572 ]
  %611 = phi i32 [ 0, %69 ], [ %864, %572 ]
  %612 = phi i32 [ 0, %69 ], [ %863, %572 ]
  %613 = phi i32 [ 0, %69 ], [ %867, %572 ]
  %614 = phi i32 [ 0, %69 ], [ %866, %572 ]
  %615 = phi i32 [ 0, %69 ], [ %870, %572 ]
  %616 = phi i32 [ 0, %69 ], [ %869, %572 ]
  %617 = phi i32 [ 0, %69 ], [ %873, %572 ]
  %618 = phi i32 [ 0, %69 ], [ %872, %572 ]
  %619 = phi i32 [ 0, %69 ], [ %876, %572 ]
  %620 = phi i32 [ 0, %69 ], [ %875, %572 ]
  %621 = phi i32 [ 0, %69 ], [ %852, %572 ]
  %622 = phi i32 [ 0, %69 ], [ %851, %572 ]
  %623 = phi i32 [ 0, %69 ], [ %849, %572 ]
  %624 = phi i32 [ 0, %69 ], [ %848, %572 ]
  %625 = phi i32 [ 0, %69 ], [ %846, %572 ]
  %626 = phi i32 [ 0, %69 ], [ %845, %572 ]
  %627 = phi i32 [ 0, %69 ], [ %843, %572 ]
  %628 = phi i32 [ 0, %69 ], [ %842, %572 ]
  %629 = phi i32 [ 0, %69 ], [ %840, %572 ]
  %630 = phi i32 [ 0, %69 ], [ %839, %572 ]
  %631 = phi i32 [ 0, %69 ], [ %837, %572 ]
  %632 = phi i32 [ 0, %69 ], [ %836, %572 ]
  %633 = phi i32 [ 0, %69 ], [ %834, %572 ]
  %634 = phi i32 [ 0, %69 ], [ %833, %572 ]
  %635 = phi i32 [ 0, %69 ], [ %831, %572 ]
  %636 = phi i32 [ 0, %69 ], [ %830, %572 ]
  %637 = phi i64 [ 0, %69 ], [ %925, %572 ]
  %638 = shl i64 %637, 4
  %639 = getelementptr half, ptr %83, i64 %638
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %104, ptr noundef nonnull align 16 dereferenceable(16) %639, i64 16, i1 false), !tbaa.struct !9
  %640 = getelementptr inbounds i8, ptr %639, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %110, ptr noundef nonnull align 16 dereferenceable(16) %640, i64 16, i1 false), !tbaa.struct !9
  %641 = getelementptr inbounds i8, ptr %640, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %116, ptr noundef nonnull align 16 dereferenceable(16) %641, i64 16, i1 false), !tbaa.struct !9
  %642 = getelementptr inbounds i8, ptr %641, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %122, ptr noundef nonnull align 16 dereferenceable(16) %642, i64 16, i1 false), !tbaa.struct !9
  %643 = getelementptr half, ptr %87, i64 %638
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %127, ptr noundef nonnull align 16 dereferenceable(16) %643, i64 16, i1 false), !tbaa.struct !9
  %644 = getelementptr inbounds i8, ptr %643, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %133, ptr noundef nonnull align 16 dereferenceable(16) %644, i64 16, i1 false), !tbaa.struct !9
  tail call void @llvm.nvvm.barrier0()
  %645 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %139) #4, !srcloc !10
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3
  %650 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %145) #4, !srcloc !10
  %651 = extractvalue { i32, i32, i32, i32 } %650, 0
  %652 = extractvalue { i32, i32, i32, i32 } %650, 1
  %653 = extractvalue { i32, i32, i32, i32 } %650, 2
  %654 = extractvalue { i32, i32, i32, i32 } %650, 3
  %655 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %151) #4, !srcloc !10
  %656 = extractvalue { i32, i32, i32, i32 } %655, 0
  %657 = extractvalue { i32, i32, i32, i32 } %655, 1
  %658 = extractvalue { i32, i32, i32, i32 } %655, 2
  %659 = extractvalue { i32, i32, i32, i32 } %655, 3
  %660 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %157) #4, !srcloc !10
  %661 = extractvalue { i32, i32, i32, i32 } %660, 0
  %662 = extractvalue { i32, i32, i32, i32 } %660, 1
  %663 = extractvalue { i32, i32, i32, i32 } %660, 2
  %664 = extractvalue { i32, i32, i32, i32 } %660, 3
  %665 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %164) #4, !srcloc !11
  %666 = extractvalue { i32, i32 } %665, 0
  %667 = extractvalue { i32, i32 } %665, 1
  %668 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %170) #4, !srcloc !11
  %669 = extractvalue { i32, i32 } %668, 0
  %670 = extractvalue { i32, i32 } %668, 1
  %671 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %176) #4, !srcloc !11
  %672 = extractvalue { i32, i32 } %671, 0
  %673 = extractvalue { i32, i32 } %671, 1
  %674 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %182) #4, !srcloc !11
  %675 = extractvalue { i32, i32 } %674, 0
  %676 = extractvalue { i32, i32 } %674, 1
  %677 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %188) #4, !srcloc !11
  %678 = extractvalue { i32, i32 } %677, 0
  %679 = extractvalue { i32, i32 } %677, 1
  %680 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %194) #4, !srcloc !11
  %681 = extractvalue { i32, i32 } %680, 0
  %682 = extractvalue { i32, i32 } %680, 1
  %683 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %200) #4, !srcloc !11
  %684 = extractvalue { i32, i32 } %683, 0
  %685 = extractvalue { i32, i32 } %683, 1
  %686 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %206) #4, !srcloc !11
  %687 = extractvalue { i32, i32 } %686, 0
  %688 = extractvalue { i32, i32 } %686, 1
  %689 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %666, i32 %667, i32 %636, i32 %635) #4, !srcloc !12
  %690 = extractvalue { i32, i32 } %689, 0
  %691 = extractvalue { i32, i32 } %689, 1
  %692 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %669, i32 %670, i32 %634, i32 %633) #4, !srcloc !12
  %693 = extractvalue { i32, i32 } %692, 0
  %694 = extractvalue { i32, i32 } %692, 1
  %695 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %672, i32 %673, i32 %632, i32 %631) #4, !srcloc !12
  %696 = extractvalue { i32, i32 } %695, 0
  %697 = extractvalue { i32, i32 } %695, 1
  %698 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %675, i32 %676, i32 %630, i32 %629) #4, !srcloc !12
  %699 = extractvalue { i32, i32 } %698, 0
  %700 = extractvalue { i32, i32 } %698, 1
  %701 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %678, i32 %679, i32 %628, i32 %627) #4, !srcloc !12
  %702 = extractvalue { i32, i32 } %701, 0
  %703 = extractvalue { i32, i32 } %701, 1
  %704 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %681, i32 %682, i32 %626, i32 %625) #4, !srcloc !12
  %705 = extractvalue { i32, i32 } %704, 0
  %706 = extractvalue { i32, i32 } %704, 1
  %707 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %684, i32 %685, i32 %624, i32 %623) #4, !srcloc !12
  %708 = extractvalue { i32, i32 } %707, 0
  %709 = extractvalue { i32, i32 } %707, 1
  %710 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %687, i32 %688, i32 %622, i32 %621) #4, !srcloc !12
  %711 = extractvalue { i32, i32 } %710, 0
  %712 = extractvalue { i32, i32 } %710, 1
  %713 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %687, i32 %688, i32 %606, i32 %605) #4, !srcloc !12
  %714 = extractvalue { i32, i32 } %713, 0
  %715 = extractvalue { i32, i32 } %713, 1
  %716 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %684, i32 %685, i32 %608, i32 %607) #4, !srcloc !12
  %717 = extractvalue { i32, i32 } %716, 0
  %718 = extractvalue { i32, i32 } %716, 1
  %719 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %681, i32 %682, i32 %610, i32 %609) #4, !srcloc !12
  %720 = extractvalue { i32, i32 } %719, 0
  %721 = extractvalue { i32, i32 } %719, 1
  %722 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %678, i32 %679, i32 %612, i32 %611) #4, !srcloc !12
  %723 = extractvalue { i32, i32 } %722, 0
  %724 = extractvalue { i32, i32 } %722, 1
  %725 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %675, i32 %676, i32 %614, i32 %613) #4, !srcloc !12
  %726 = extractvalue { i32, i32 } %725, 0
  %727 = extractvalue { i32, i32 } %725, 1
  %728 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %672, i32 %673, i32 %616, i32 %615) #4, !srcloc !12
  %729 = extractvalue { i32, i32 } %728, 0
  %730 = extractvalue { i32, i32 } %728, 1
  %731 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %669, i32 %670, i32 %618, i32 %617) #4, !srcloc !12
  %732 = extractvalue { i32, i32 } %731, 0
  %733 = extractvalue { i32, i32 } %731, 1
  %734 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %666, i32 %667, i32 %620, i32 %619) #4, !srcloc !12
  %735 = extractvalue { i32, i32 } %734, 0
  %736 = extractvalue { i32, i32 } %734, 1
  %737 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %666, i32 %667, i32 %604, i32 %603) #4, !srcloc !12
  %738 = extractvalue { i32, i32 } %737, 0
  %739 = extractvalue { i32, i32 } %737, 1
  %740 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %669, i32 %670, i32 %602, i32 %601) #4, !srcloc !12
  %741 = extractvalue { i32, i32 } %740, 0
  %742 = extractvalue { i32, i32 } %740, 1
  %743 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %672, i32 %673, i32 %600, i32 %599) #4, !srcloc !12
  %744 = extractvalue { i32, i32 } %743, 0
  %745 = extractvalue { i32, i32 } %743, 1
  %746 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %675, i32 %676, i32 %598, i32 %597) #4, !srcloc !12
  %747 = extractvalue { i32, i32 } %746, 0
  %748 = extractvalue { i32, i32 } %746, 1
  %749 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %678, i32 %679, i32 %596, i32 %595) #4, !srcloc !12
  %750 = extractvalue { i32, i32 } %749, 0
  %751 = extractvalue { i32, i32 } %749, 1
  %752 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %681, i32 %682, i32 %594, i32 %593) #4, !srcloc !12
  %753 = extractvalue { i32, i32 } %752, 0
  %754 = extractvalue { i32, i32 } %752, 1
  %755 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %684, i32 %685, i32 %592, i32 %591) #4, !srcloc !12
  %756 = extractvalue { i32, i32 } %755, 0
  %757 = extractvalue { i32, i32 } %755, 1
  %758 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %687, i32 %688, i32 %590, i32 %589) #4, !srcloc !12
  %759 = extractvalue { i32, i32 } %758, 0
  %760 = extractvalue { i32, i32 } %758, 1
  %761 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %687, i32 %688, i32 %574, i32 %573) #4, !srcloc !12
  %762 = extractvalue { i32, i32 } %761, 0
  %763 = extractvalue { i32, i32 } %761, 1
  %764 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %684, i32 %685, i32 %576, i32 %575) #4, !srcloc !12
  %765 = extractvalue { i32, i32 } %764, 0
  %766 = extractvalue { i32, i32 } %764, 1
  %767 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %681, i32 %682, i32 %578, i32 %577) #4, !srcloc !12
  %768 = extractvalue { i32, i32 } %767, 0
  %769 = extractvalue { i32, i32 } %767, 1
  %770 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %678, i32 %679, i32 %580, i32 %579) #4, !srcloc !12
  %771 = extractvalue { i32, i32 } %770, 0
  %772 = extractvalue { i32, i32 } %770, 1
  %773 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %675, i32 %676, i32 %582, i32 %581) #4, !srcloc !12
  %774 = extractvalue { i32, i32 } %773, 0
  %775 = extractvalue { i32, i32 } %773, 1
  %776 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %672, i32 %673, i32 %584, i32 %583) #4, !srcloc !12
  %777 = extractvalue { i32, i32 } %776, 0
  %778 = extractvalue { i32, i32 } %776, 1
  %779 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %669, i32 %670, i32 %586, i32 %585) #4, !srcloc !12
  %780 = extractvalue { i32, i32 } %779, 0
  %781 = extractvalue { i32, i32 } %779, 1
  %782 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %666, i32 %667, i32 %588, i32 %587) #4, !srcloc !12
  %783 = extractvalue { i32, i32 } %782, 0
  %784 = extractvalue { i32, i32 } %782, 1
  %785 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %212) #4, !srcloc !10
  %786 = extractvalue { i32, i32, i32, i32 } %785, 0
  %787 = extractvalue { i32, i32, i32, i32 } %785, 1
  %788 = extractvalue { i32, i32, i32, i32 } %785, 2
  %789 = extractvalue { i32, i32, i32, i32 } %785, 3
  %790 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %216) #4, !srcloc !10
  %791 = extractvalue { i32, i32, i32, i32 } %790, 0
  %792 = extractvalue { i32, i32, i32, i32 } %790, 1
  %793 = extractvalue { i32, i32, i32, i32 } %790, 2
  %794 = extractvalue { i32, i32, i32, i32 } %790, 3
  %795 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %220) #4, !srcloc !10
  %796 = extractvalue { i32, i32, i32, i32 } %795, 0
  %797 = extractvalue { i32, i32, i32, i32 } %795, 1
  %798 = extractvalue { i32, i32, i32, i32 } %795, 2
  %799 = extractvalue { i32, i32, i32, i32 } %795, 3
  %800 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %224) #4, !srcloc !10
  %801 = extractvalue { i32, i32, i32, i32 } %800, 0
  %802 = extractvalue { i32, i32, i32, i32 } %800, 1
  %803 = extractvalue { i32, i32, i32, i32 } %800, 2
  %804 = extractvalue { i32, i32, i32, i32 } %800, 3
  %805 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %230) #4, !srcloc !11
  %806 = extractvalue { i32, i32 } %805, 0
  %807 = extractvalue { i32, i32 } %805, 1
  %808 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %234) #4, !srcloc !11
  %809 = extractvalue { i32, i32 } %808, 0
  %810 = extractvalue { i32, i32 } %808, 1
  %811 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %238) #4, !srcloc !11
  %812 = extractvalue { i32, i32 } %811, 0
  %813 = extractvalue { i32, i32 } %811, 1
  %814 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %242) #4, !srcloc !11
  %815 = extractvalue { i32, i32 } %814, 0
  %816 = extractvalue { i32, i32 } %814, 1
  %817 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %246) #4, !srcloc !11
  %818 = extractvalue { i32, i32 } %817, 0
  %819 = extractvalue { i32, i32 } %817, 1
  %820 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %250) #4, !srcloc !11
  %821 = extractvalue { i32, i32 } %820, 0
  %822 = extractvalue { i32, i32 } %820, 1
  %823 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %254) #4, !srcloc !11
  %824 = extractvalue { i32, i32 } %823, 0
  %825 = extractvalue { i32, i32 } %823, 1
  %826 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %258) #4, !srcloc !11
  %827 = extractvalue { i32, i32 } %826, 0
  %828 = extractvalue { i32, i32 } %826, 1
  %829 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %806, i32 %807, i32 %690, i32 %691) #4, !srcloc !12
  %830 = extractvalue { i32, i32 } %829, 0
  %831 = extractvalue { i32, i32 } %829, 1
  %832 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %809, i32 %810, i32 %693, i32 %694) #4, !srcloc !12
  %833 = extractvalue { i32, i32 } %832, 0
  %834 = extractvalue { i32, i32 } %832, 1
  %835 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %812, i32 %813, i32 %696, i32 %697) #4, !srcloc !12
  %836 = extractvalue { i32, i32 } %835, 0
  %837 = extractvalue { i32, i32 } %835, 1
  %838 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %815, i32 %816, i32 %699, i32 %700) #4, !srcloc !12
  %839 = extractvalue { i32, i32 } %838, 0
  %840 = extractvalue { i32, i32 } %838, 1
  %841 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %818, i32 %819, i32 %702, i32 %703) #4, !srcloc !12
  %842 = extractvalue { i32, i32 } %841, 0
  %843 = extractvalue { i32, i32 } %841, 1
  %844 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %821, i32 %822, i32 %705, i32 %706) #4, !srcloc !12
  %845 = extractvalue { i32, i32 } %844, 0
  %846 = extractvalue { i32, i32 } %844, 1
  %847 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %824, i32 %825, i32 %708, i32 %709) #4, !srcloc !12
  %848 = extractvalue { i32, i32 } %847, 0
  %849 = extractvalue { i32, i32 } %847, 1
  %850 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %827, i32 %828, i32 %711, i32 %712) #4, !srcloc !12
  %851 = extractvalue { i32, i32 } %850, 0
  %852 = extractvalue { i32, i32 } %850, 1
  %853 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %827, i32 %828, i32 %714, i32 %715) #4, !srcloc !12
  %854 = extractvalue { i32, i32 } %853, 0
  %855 = extractvalue { i32, i32 } %853, 1
  %856 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %824, i32 %825, i32 %717, i32 %718) #4, !srcloc !12
  %857 = extractvalue { i32, i32 } %856, 0
  %858 = extractvalue { i32, i32 } %856, 1
  %859 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %821, i32 %822, i32 %720, i32 %721) #4, !srcloc !12
  %860 = extractvalue { i32, i32 } %859, 0
  %861 = extractvalue { i32, i32 } %859, 1
  %862 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %818, i32 %819, i32 %723, i32 %724) #4, !srcloc !12
  %863 = extractvalue { i32, i32 } %862, 0
  %864 = extractvalue { i32, i32 } %862, 1
  %865 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %815, i32 %816, i32 %726, i32 %727) #4, !srcloc !12
  %866 = extractvalue { i32, i32 } %865, 0
  %867 = extractvalue { i32, i32 } %865, 1
  %868 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %812, i32 %813, i32 %729, i32 %730) #4, !srcloc !12
  %869 = extractvalue { i32, i32 } %868, 0
  %870 = extractvalue { i32, i32 } %868, 1
  %871 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %809, i32 %810, i32 %732, i32 %733) #4, !srcloc !12
  %872 = extractvalue { i32, i32 } %871, 0
  %873 = extractvalue { i32, i32 } %871, 1
  %874 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %806, i32 %807, i32 %735, i32 %736) #4, !srcloc !12
  %875 = extractvalue { i32, i32 } %874, 0
  %876 = extractvalue { i32, i32 } %874, 1
  %877 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %806, i32 %807, i32 %738, i32 %739) #4, !srcloc !12
  %878 = extractvalue { i32, i32 } %877, 0
  %879 = extractvalue { i32, i32 } %877, 1
  %880 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %809, i32 %810, i32 %741, i32 %742) #4, !srcloc !12
  %881 = extractvalue { i32, i32 } %880, 0
  %882 = extractvalue { i32, i32 } %880, 1
  %883 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %812, i32 %813, i32 %744, i32 %745) #4, !srcloc !12
  %884 = extractvalue { i32, i32 } %883, 0
  %885 = extractvalue { i32, i32 } %883, 1
  %886 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %815, i32 %816, i32 %747, i32 %748) #4, !srcloc !12
  %887 = extractvalue { i32, i32 } %886, 0
  %888 = extractvalue { i32, i32 } %886, 1
  %889 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %818, i32 %819, i32 %750, i32 %751) #4, !srcloc !12
  %890 = extractvalue { i32, i32 } %889, 0
  %891 = extractvalue { i32, i32 } %889, 1
  %892 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %821, i32 %822, i32 %753, i32 %754) #4, !srcloc !12
  %893 = extractvalue { i32, i32 } %892, 0
  %894 = extractvalue { i32, i32 } %892, 1
  %895 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %824, i32 %825, i32 %756, i32 %757) #4, !srcloc !12
  %896 = extractvalue { i32, i32 } %895, 0
  %897 = extractvalue { i32, i32 } %895, 1
  %898 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %827, i32 %828, i32 %759, i32 %760) #4, !srcloc !12
  %899 = extractvalue { i32, i32 } %898, 0
  %900 = extractvalue { i32, i32 } %898, 1
  %901 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %827, i32 %828, i32 %762, i32 %763) #4, !srcloc !12
  %902 = extractvalue { i32, i32 } %901, 0
  %903 = extractvalue { i32, i32 } %901, 1
  %904 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %824, i32 %825, i32 %765, i32 %766) #4, !srcloc !12
  %905 = extractvalue { i32, i32 } %904, 0
  %906 = extractvalue { i32, i32 } %904, 1
  %907 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %821, i32 %822, i32 %768, i32 %769) #4, !srcloc !12
  %908 = extractvalue { i32, i32 } %907, 0
  %909 = extractvalue { i32, i32 } %907, 1
  %910 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %818, i32 %819, i32 %771, i32 %772) #4, !srcloc !12
  %911 = extractvalue { i32, i32 } %910, 0
  %912 = extractvalue { i32, i32 } %910, 1
  %913 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %815, i32 %816, i32 %774, i32 %775) #4, !srcloc !12
  %914 = extractvalue { i32, i32 } %913, 0
  %915 = extractvalue { i32, i32 } %913, 1
  %916 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %812, i32 %813, i32 %777, i32 %778) #4, !srcloc !12
  %917 = extractvalue { i32, i32 } %916, 0
  %918 = extractvalue { i32, i32 } %916, 1
  %919 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %809, i32 %810, i32 %780, i32 %781) #4, !srcloc !12
  %920 = extractvalue { i32, i32 } %919, 0
  %921 = extractvalue { i32, i32 } %919, 1
  %922 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %806, i32 %807, i32 %783, i32 %784) #4, !srcloc !12
  %923 = extractvalue { i32, i32 } %922, 0
  %924 = extractvalue { i32, i32 } %922, 1
  tail call void @llvm.nvvm.barrier0()
  %925 = add nuw nsw i64 %637, 2
  %926 = icmp ult i64 %925, %21
  br i1 %926, label %572, label %259, !llvm.loop !13

927:                                              ; preds = %32, %259
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z17mmaPermutedKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5}
!10 = !{i64 2147546180}
!11 = !{i64 2147546458}
!12 = !{i64 2147546607}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.enable"}
