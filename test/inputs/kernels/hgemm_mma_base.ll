; ModuleID = 'hgemm_mma_base.cu'
source_filename = "hgemm_mma_base.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [32 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13mmaBaseKernelPKDF16_S0_PDF16_mmm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
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
  br i1 %44, label %45, label %818

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
  br i1 %64, label %65, label %70

65:                                               ; preds = %45
  %66 = lshr i64 %59, 2
  %67 = shl nuw nsw i64 %48, 6
  %68 = and i64 %67, 64
  %69 = and i64 %59, 15
  br label %230

70:                                               ; preds = %45
  %71 = shl nuw nsw i64 %48, 4
  %72 = mul i64 %61, %5
  %73 = getelementptr inbounds half, ptr %1, i64 %72
  %74 = mul i64 %63, %48
  %75 = getelementptr inbounds half, ptr %73, i64 %74
  %76 = mul i64 %55, %5
  %77 = getelementptr inbounds half, ptr %0, i64 %76
  %78 = mul i64 %54, %5
  %79 = getelementptr inbounds half, ptr %77, i64 %78
  %80 = lshr i64 %59, 2
  %81 = mul i64 %80, %5
  %82 = getelementptr half, ptr %79, i64 %81
  %83 = and i64 %59, 3
  %84 = getelementptr %struct.int4, ptr %82, i64 %83
  %85 = or disjoint i64 %54, %80
  %86 = getelementptr %struct.int4, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %83
  %87 = add nuw nsw i64 %71, 256
  %88 = getelementptr half, ptr %75, i64 %81
  %89 = getelementptr %struct.int4, ptr %88, i64 %83
  %90 = or disjoint i64 %87, %80
  %91 = shl nuw nsw i64 %50, 6
  %92 = and i64 %59, 15
  %93 = lshr i64 %59, 1
  %94 = and i64 %93, 8
  %95 = shl nuw nsw i64 %48, 6
  %96 = and i64 %95, 64
  %97 = and i64 %59, 7
  %98 = and i64 %59, 8
  %99 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %85
  %100 = or disjoint i64 %85, 8
  %101 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %100
  %102 = or disjoint i64 %85, 16
  %103 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %102
  %104 = or disjoint i64 %85, 24
  %105 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %104
  %106 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %90
  %107 = or disjoint i64 %90, 8
  %108 = getelementptr [0 x [32 x half]], ptr %86, i64 0, i64 %107
  %109 = or disjoint i64 %91, %92
  %110 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %109, i64 %94
  %111 = addrspacecast ptr %110 to ptr addrspace(3)
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  %114 = or disjoint i64 %91, %59
  %115 = or i64 %114, 16
  %116 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %115, i64 %94
  %117 = addrspacecast ptr %116 to ptr addrspace(3)
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  %120 = or disjoint i64 %91, %92
  %121 = or disjoint i64 %120, 32
  %122 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %121, i64 %94
  %123 = addrspacecast ptr %122 to ptr addrspace(3)
  %124 = ptrtoint ptr addrspace(3) %123 to i64
  %125 = trunc i64 %124 to i32
  %126 = or disjoint i64 %91, %59
  %127 = or i64 %126, 48
  %128 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %127, i64 %94
  %129 = addrspacecast ptr %128 to ptr addrspace(3)
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = trunc i64 %130 to i32
  %132 = or disjoint i64 %96, %97
  %133 = or disjoint i64 %132, 256
  %134 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %133, i64 %98
  %135 = addrspacecast ptr %134 to ptr addrspace(3)
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  %138 = or disjoint i64 %96, %97
  %139 = or disjoint i64 %138, 264
  %140 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %139, i64 %98
  %141 = addrspacecast ptr %140 to ptr addrspace(3)
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  %144 = or disjoint i64 %96, %97
  %145 = or disjoint i64 %144, 272
  %146 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %145, i64 %98
  %147 = addrspacecast ptr %146 to ptr addrspace(3)
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  %150 = or disjoint i64 %96, %59
  %151 = or i64 %150, 280
  %152 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %151, i64 %98
  %153 = addrspacecast ptr %152 to ptr addrspace(3)
  %154 = ptrtoint ptr addrspace(3) %153 to i64
  %155 = trunc i64 %154 to i32
  %156 = or disjoint i64 %96, %97
  %157 = or disjoint i64 %156, 288
  %158 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %157, i64 %98
  %159 = addrspacecast ptr %158 to ptr addrspace(3)
  %160 = ptrtoint ptr addrspace(3) %159 to i64
  %161 = trunc i64 %160 to i32
  %162 = or disjoint i64 %96, %97
  %163 = or disjoint i64 %162, 296
  %164 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %163, i64 %98
  %165 = addrspacecast ptr %164 to ptr addrspace(3)
  %166 = ptrtoint ptr addrspace(3) %165 to i64
  %167 = trunc i64 %166 to i32
  %168 = or disjoint i64 %96, %97
  %169 = or disjoint i64 %168, 304
  %170 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %169, i64 %98
  %171 = addrspacecast ptr %170 to ptr addrspace(3)
  %172 = ptrtoint ptr addrspace(3) %171 to i64
  %173 = trunc i64 %172 to i32
  %174 = or disjoint i64 %96, %59
  %175 = or i64 %174, 312
  %176 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %175, i64 %98
  %177 = addrspacecast ptr %176 to ptr addrspace(3)
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  %180 = or disjoint i64 %94, 16
  %181 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %109, i64 %180
  %182 = addrspacecast ptr %181 to ptr addrspace(3)
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  %185 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %115, i64 %180
  %186 = addrspacecast ptr %185 to ptr addrspace(3)
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = trunc i64 %187 to i32
  %189 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %121, i64 %180
  %190 = addrspacecast ptr %189 to ptr addrspace(3)
  %191 = ptrtoint ptr addrspace(3) %190 to i64
  %192 = trunc i64 %191 to i32
  %193 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %127, i64 %180
  %194 = addrspacecast ptr %193 to ptr addrspace(3)
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = trunc i64 %195 to i32
  %197 = or disjoint i64 %98, 16
  %198 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %133, i64 %197
  %199 = addrspacecast ptr %198 to ptr addrspace(3)
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = trunc i64 %200 to i32
  %202 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %139, i64 %197
  %203 = addrspacecast ptr %202 to ptr addrspace(3)
  %204 = ptrtoint ptr addrspace(3) %203 to i64
  %205 = trunc i64 %204 to i32
  %206 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %145, i64 %197
  %207 = addrspacecast ptr %206 to ptr addrspace(3)
  %208 = ptrtoint ptr addrspace(3) %207 to i64
  %209 = trunc i64 %208 to i32
  %210 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %151, i64 %197
  %211 = addrspacecast ptr %210 to ptr addrspace(3)
  %212 = ptrtoint ptr addrspace(3) %211 to i64
  %213 = trunc i64 %212 to i32
  %214 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %157, i64 %197
  %215 = addrspacecast ptr %214 to ptr addrspace(3)
  %216 = ptrtoint ptr addrspace(3) %215 to i64
  %217 = trunc i64 %216 to i32
  %218 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %163, i64 %197
  %219 = addrspacecast ptr %218 to ptr addrspace(3)
  %220 = ptrtoint ptr addrspace(3) %219 to i64
  %221 = trunc i64 %220 to i32
  %222 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %169, i64 %197
  %223 = addrspacecast ptr %222 to ptr addrspace(3)
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  %225 = trunc i64 %224 to i32
  %226 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %175, i64 %197
  %227 = addrspacecast ptr %226 to ptr addrspace(3)
  %228 = ptrtoint ptr addrspace(3) %227 to i64
  %229 = trunc i64 %228 to i32
  br label %463

230:                                              ; preds = %463, %65
  %231 = phi i64 [ %69, %65 ], [ %92, %463 ]
  %232 = phi i64 [ %68, %65 ], [ %96, %463 ]
  %233 = phi i64 [ %66, %65 ], [ %80, %463 ]
  %234 = phi i32 [ 0, %65 ], [ %794, %463 ]
  %235 = phi i32 [ 0, %65 ], [ %793, %463 ]
  %236 = phi i32 [ 0, %65 ], [ %797, %463 ]
  %237 = phi i32 [ 0, %65 ], [ %796, %463 ]
  %238 = phi i32 [ 0, %65 ], [ %800, %463 ]
  %239 = phi i32 [ 0, %65 ], [ %799, %463 ]
  %240 = phi i32 [ 0, %65 ], [ %803, %463 ]
  %241 = phi i32 [ 0, %65 ], [ %802, %463 ]
  %242 = phi i32 [ 0, %65 ], [ %806, %463 ]
  %243 = phi i32 [ 0, %65 ], [ %805, %463 ]
  %244 = phi i32 [ 0, %65 ], [ %809, %463 ]
  %245 = phi i32 [ 0, %65 ], [ %808, %463 ]
  %246 = phi i32 [ 0, %65 ], [ %812, %463 ]
  %247 = phi i32 [ 0, %65 ], [ %811, %463 ]
  %248 = phi i32 [ 0, %65 ], [ %815, %463 ]
  %249 = phi i32 [ 0, %65 ], [ %814, %463 ]
  %250 = phi i32 [ 0, %65 ], [ %791, %463 ]
  %251 = phi i32 [ 0, %65 ], [ %790, %463 ]
  %252 = phi i32 [ 0, %65 ], [ %788, %463 ]
  %253 = phi i32 [ 0, %65 ], [ %787, %463 ]
  %254 = phi i32 [ 0, %65 ], [ %785, %463 ]
  %255 = phi i32 [ 0, %65 ], [ %784, %463 ]
  %256 = phi i32 [ 0, %65 ], [ %782, %463 ]
  %257 = phi i32 [ 0, %65 ], [ %781, %463 ]
  %258 = phi i32 [ 0, %65 ], [ %779, %463 ]
  %259 = phi i32 [ 0, %65 ], [ %778, %463 ]
  %260 = phi i32 [ 0, %65 ], [ %776, %463 ]
  %261 = phi i32 [ 0, %65 ], [ %775, %463 ]
  %262 = phi i32 [ 0, %65 ], [ %773, %463 ]
  %263 = phi i32 [ 0, %65 ], [ %772, %463 ]
  %264 = phi i32 [ 0, %65 ], [ %770, %463 ]
  %265 = phi i32 [ 0, %65 ], [ %769, %463 ]
  %266 = phi i32 [ 0, %65 ], [ %746, %463 ]
  %267 = phi i32 [ 0, %65 ], [ %745, %463 ]
  %268 = phi i32 [ 0, %65 ], [ %749, %463 ]
  %269 = phi i32 [ 0, %65 ], [ %748, %463 ]
  %270 = phi i32 [ 0, %65 ], [ %752, %463 ]
  %271 = phi i32 [ 0, %65 ], [ %751, %463 ]
  %272 = phi i32 [ 0, %65 ], [ %755, %463 ]
  %273 = phi i32 [ 0, %65 ], [ %754, %463 ]
  %274 = phi i32 [ 0, %65 ], [ %758, %463 ]
  %275 = phi i32 [ 0, %65 ], [ %757, %463 ]
  %276 = phi i32 [ 0, %65 ], [ %761, %463 ]
  %277 = phi i32 [ 0, %65 ], [ %760, %463 ]
  %278 = phi i32 [ 0, %65 ], [ %764, %463 ]
  %279 = phi i32 [ 0, %65 ], [ %763, %463 ]
  %280 = phi i32 [ 0, %65 ], [ %767, %463 ]
  %281 = phi i32 [ 0, %65 ], [ %766, %463 ]
  %282 = phi i32 [ 0, %65 ], [ %743, %463 ]
  %283 = phi i32 [ 0, %65 ], [ %742, %463 ]
  %284 = phi i32 [ 0, %65 ], [ %740, %463 ]
  %285 = phi i32 [ 0, %65 ], [ %739, %463 ]
  %286 = phi i32 [ 0, %65 ], [ %737, %463 ]
  %287 = phi i32 [ 0, %65 ], [ %736, %463 ]
  %288 = phi i32 [ 0, %65 ], [ %734, %463 ]
  %289 = phi i32 [ 0, %65 ], [ %733, %463 ]
  %290 = phi i32 [ 0, %65 ], [ %731, %463 ]
  %291 = phi i32 [ 0, %65 ], [ %730, %463 ]
  %292 = phi i32 [ 0, %65 ], [ %728, %463 ]
  %293 = phi i32 [ 0, %65 ], [ %727, %463 ]
  %294 = phi i32 [ 0, %65 ], [ %725, %463 ]
  %295 = phi i32 [ 0, %65 ], [ %724, %463 ]
  %296 = phi i32 [ 0, %65 ], [ %722, %463 ]
  %297 = phi i32 [ 0, %65 ], [ %721, %463 ]
  %298 = getelementptr inbounds half, ptr %52, i64 %232
  %299 = shl nuw nsw i64 %59, 1
  %300 = and i64 %299, 6
  %301 = getelementptr inbounds half, ptr %298, i64 %300
  %302 = shl nuw nsw i64 %233, 8
  %303 = getelementptr inbounds i8, ptr %301, i64 %302
  %304 = shl nuw nsw i64 %233, 7
  %305 = or disjoint i64 %304, 1024
  %306 = getelementptr inbounds half, ptr %301, i64 %305
  store i32 %297, ptr %303, align 4, !tbaa !5
  store i32 %296, ptr %306, align 4, !tbaa !5
  %307 = getelementptr inbounds i8, ptr %303, i64 16
  %308 = getelementptr inbounds i8, ptr %306, i64 16
  store i32 %295, ptr %307, align 4, !tbaa !5
  store i32 %294, ptr %308, align 4, !tbaa !5
  %309 = getelementptr inbounds i8, ptr %303, i64 32
  %310 = getelementptr inbounds i8, ptr %306, i64 32
  store i32 %293, ptr %309, align 4, !tbaa !5
  store i32 %292, ptr %310, align 4, !tbaa !5
  %311 = getelementptr inbounds i8, ptr %303, i64 48
  %312 = getelementptr inbounds i8, ptr %306, i64 48
  store i32 %291, ptr %311, align 4, !tbaa !5
  store i32 %290, ptr %312, align 4, !tbaa !5
  %313 = getelementptr inbounds i8, ptr %303, i64 64
  %314 = getelementptr inbounds i8, ptr %306, i64 64
  store i32 %289, ptr %313, align 4, !tbaa !5
  store i32 %288, ptr %314, align 4, !tbaa !5
  %315 = getelementptr inbounds i8, ptr %303, i64 80
  %316 = getelementptr inbounds i8, ptr %306, i64 80
  store i32 %287, ptr %315, align 4, !tbaa !5
  store i32 %286, ptr %316, align 4, !tbaa !5
  %317 = getelementptr inbounds i8, ptr %303, i64 96
  %318 = getelementptr inbounds i8, ptr %306, i64 96
  store i32 %285, ptr %317, align 4, !tbaa !5
  store i32 %284, ptr %318, align 4, !tbaa !5
  %319 = getelementptr inbounds i8, ptr %303, i64 112
  %320 = getelementptr inbounds i8, ptr %306, i64 112
  store i32 %283, ptr %319, align 4, !tbaa !5
  store i32 %282, ptr %320, align 4, !tbaa !5
  %321 = or disjoint i64 %233, 16
  %322 = shl nuw nsw i64 %321, 8
  %323 = getelementptr inbounds i8, ptr %301, i64 %322
  %324 = shl nuw nsw i64 %321, 7
  %325 = or disjoint i64 %324, 1024
  %326 = getelementptr inbounds half, ptr %301, i64 %325
  store i32 %281, ptr %323, align 4, !tbaa !5
  store i32 %280, ptr %326, align 4, !tbaa !5
  %327 = getelementptr inbounds i8, ptr %323, i64 16
  %328 = getelementptr inbounds i8, ptr %326, i64 16
  store i32 %279, ptr %327, align 4, !tbaa !5
  store i32 %278, ptr %328, align 4, !tbaa !5
  %329 = getelementptr inbounds i8, ptr %323, i64 32
  %330 = getelementptr inbounds i8, ptr %326, i64 32
  store i32 %277, ptr %329, align 4, !tbaa !5
  store i32 %276, ptr %330, align 4, !tbaa !5
  %331 = getelementptr inbounds i8, ptr %323, i64 48
  %332 = getelementptr inbounds i8, ptr %326, i64 48
  store i32 %275, ptr %331, align 4, !tbaa !5
  store i32 %274, ptr %332, align 4, !tbaa !5
  %333 = getelementptr inbounds i8, ptr %323, i64 64
  %334 = getelementptr inbounds i8, ptr %326, i64 64
  store i32 %273, ptr %333, align 4, !tbaa !5
  store i32 %272, ptr %334, align 4, !tbaa !5
  %335 = getelementptr inbounds i8, ptr %323, i64 80
  %336 = getelementptr inbounds i8, ptr %326, i64 80
  store i32 %271, ptr %335, align 4, !tbaa !5
  store i32 %270, ptr %336, align 4, !tbaa !5
  %337 = getelementptr inbounds i8, ptr %323, i64 96
  %338 = getelementptr inbounds i8, ptr %326, i64 96
  store i32 %269, ptr %337, align 4, !tbaa !5
  store i32 %268, ptr %338, align 4, !tbaa !5
  %339 = getelementptr inbounds i8, ptr %323, i64 112
  %340 = getelementptr inbounds i8, ptr %326, i64 112
  store i32 %267, ptr %339, align 4, !tbaa !5
  store i32 %266, ptr %340, align 4, !tbaa !5
  %341 = or disjoint i64 %233, 32
  %342 = shl nuw nsw i64 %341, 8
  %343 = getelementptr inbounds i8, ptr %301, i64 %342
  %344 = shl nuw nsw i64 %341, 7
  %345 = or disjoint i64 %344, 1024
  %346 = getelementptr inbounds half, ptr %301, i64 %345
  store i32 %265, ptr %343, align 4, !tbaa !5
  store i32 %264, ptr %346, align 4, !tbaa !5
  %347 = getelementptr inbounds i8, ptr %343, i64 16
  %348 = getelementptr inbounds i8, ptr %346, i64 16
  store i32 %263, ptr %347, align 4, !tbaa !5
  store i32 %262, ptr %348, align 4, !tbaa !5
  %349 = getelementptr inbounds i8, ptr %343, i64 32
  %350 = getelementptr inbounds i8, ptr %346, i64 32
  store i32 %261, ptr %349, align 4, !tbaa !5
  store i32 %260, ptr %350, align 4, !tbaa !5
  %351 = getelementptr inbounds i8, ptr %343, i64 48
  %352 = getelementptr inbounds i8, ptr %346, i64 48
  store i32 %259, ptr %351, align 4, !tbaa !5
  store i32 %258, ptr %352, align 4, !tbaa !5
  %353 = getelementptr inbounds i8, ptr %343, i64 64
  %354 = getelementptr inbounds i8, ptr %346, i64 64
  store i32 %257, ptr %353, align 4, !tbaa !5
  store i32 %256, ptr %354, align 4, !tbaa !5
  %355 = getelementptr inbounds i8, ptr %343, i64 80
  %356 = getelementptr inbounds i8, ptr %346, i64 80
  store i32 %255, ptr %355, align 4, !tbaa !5
  store i32 %254, ptr %356, align 4, !tbaa !5
  %357 = getelementptr inbounds i8, ptr %343, i64 96
  %358 = getelementptr inbounds i8, ptr %346, i64 96
  store i32 %253, ptr %357, align 4, !tbaa !5
  store i32 %252, ptr %358, align 4, !tbaa !5
  %359 = getelementptr inbounds i8, ptr %343, i64 112
  %360 = getelementptr inbounds i8, ptr %346, i64 112
  store i32 %251, ptr %359, align 4, !tbaa !5
  store i32 %250, ptr %360, align 4, !tbaa !5
  %361 = or disjoint i64 %233, 48
  %362 = shl nuw nsw i64 %361, 8
  %363 = getelementptr inbounds i8, ptr %301, i64 %362
  %364 = shl nuw nsw i64 %361, 7
  %365 = or disjoint i64 %364, 1024
  %366 = getelementptr inbounds half, ptr %301, i64 %365
  store i32 %249, ptr %363, align 4, !tbaa !5
  store i32 %248, ptr %366, align 4, !tbaa !5
  %367 = getelementptr inbounds i8, ptr %363, i64 16
  %368 = getelementptr inbounds i8, ptr %366, i64 16
  store i32 %247, ptr %367, align 4, !tbaa !5
  store i32 %246, ptr %368, align 4, !tbaa !5
  %369 = getelementptr inbounds i8, ptr %363, i64 32
  %370 = getelementptr inbounds i8, ptr %366, i64 32
  store i32 %245, ptr %369, align 4, !tbaa !5
  store i32 %244, ptr %370, align 4, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %363, i64 48
  %372 = getelementptr inbounds i8, ptr %366, i64 48
  store i32 %243, ptr %371, align 4, !tbaa !5
  store i32 %242, ptr %372, align 4, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %363, i64 64
  %374 = getelementptr inbounds i8, ptr %366, i64 64
  store i32 %241, ptr %373, align 4, !tbaa !5
  store i32 %240, ptr %374, align 4, !tbaa !5
  %375 = getelementptr inbounds i8, ptr %363, i64 80
  %376 = getelementptr inbounds i8, ptr %366, i64 80
  store i32 %239, ptr %375, align 4, !tbaa !5
  store i32 %238, ptr %376, align 4, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %363, i64 96
  %378 = getelementptr inbounds i8, ptr %366, i64 96
  store i32 %237, ptr %377, align 4, !tbaa !5
  store i32 %236, ptr %378, align 4, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %363, i64 112
  %380 = getelementptr inbounds i8, ptr %366, i64 112
  store i32 %235, ptr %379, align 4, !tbaa !5
  store i32 %234, ptr %380, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %381 = lshr i64 %59, 4
  %382 = getelementptr inbounds %struct.int4, ptr %60, i64 %231
  %383 = getelementptr %struct.int4, ptr %62, i64 %231
  %384 = shl nuw nsw i64 %381, 8
  %385 = getelementptr inbounds i8, ptr %382, i64 %384
  %386 = mul nuw nsw i64 %381, %4
  %387 = getelementptr half, ptr %383, i64 %386
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %387, ptr noundef nonnull align 16 dereferenceable(16) %385, i64 16, i1 false), !tbaa.struct !9
  %388 = or disjoint i64 %381, 2
  %389 = shl nuw nsw i64 %388, 8
  %390 = getelementptr inbounds i8, ptr %382, i64 %389
  %391 = mul i64 %388, %4
  %392 = getelementptr half, ptr %383, i64 %391
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %392, ptr noundef nonnull align 16 dereferenceable(16) %390, i64 16, i1 false), !tbaa.struct !9
  %393 = or disjoint i64 %381, 4
  %394 = shl nuw nsw i64 %393, 8
  %395 = getelementptr inbounds i8, ptr %382, i64 %394
  %396 = mul i64 %393, %4
  %397 = getelementptr half, ptr %383, i64 %396
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %397, ptr noundef nonnull align 16 dereferenceable(16) %395, i64 16, i1 false), !tbaa.struct !9
  %398 = or disjoint i64 %381, 6
  %399 = shl nuw nsw i64 %398, 8
  %400 = getelementptr inbounds i8, ptr %382, i64 %399
  %401 = mul i64 %398, %4
  %402 = getelementptr half, ptr %383, i64 %401
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %402, ptr noundef nonnull align 16 dereferenceable(16) %400, i64 16, i1 false), !tbaa.struct !9
  %403 = or disjoint i64 %381, 8
  %404 = shl nuw nsw i64 %403, 8
  %405 = getelementptr inbounds i8, ptr %382, i64 %404
  %406 = mul i64 %403, %4
  %407 = getelementptr half, ptr %383, i64 %406
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %407, ptr noundef nonnull align 16 dereferenceable(16) %405, i64 16, i1 false), !tbaa.struct !9
  %408 = or disjoint i64 %381, 10
  %409 = shl nuw nsw i64 %408, 8
  %410 = getelementptr inbounds i8, ptr %382, i64 %409
  %411 = mul i64 %408, %4
  %412 = getelementptr half, ptr %383, i64 %411
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %412, ptr noundef nonnull align 16 dereferenceable(16) %410, i64 16, i1 false), !tbaa.struct !9
  %413 = or disjoint i64 %381, 12
  %414 = shl nuw nsw i64 %413, 8
  %415 = getelementptr inbounds i8, ptr %382, i64 %414
  %416 = mul i64 %413, %4
  %417 = getelementptr half, ptr %383, i64 %416
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %417, ptr noundef nonnull align 16 dereferenceable(16) %415, i64 16, i1 false), !tbaa.struct !9
  %418 = or disjoint i64 %381, 14
  %419 = shl nuw nsw i64 %418, 8
  %420 = getelementptr inbounds i8, ptr %382, i64 %419
  %421 = mul i64 %418, %4
  %422 = getelementptr half, ptr %383, i64 %421
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %422, ptr noundef nonnull align 16 dereferenceable(16) %420, i64 16, i1 false), !tbaa.struct !9
  %423 = or disjoint i64 %381, 16
  %424 = shl nuw nsw i64 %423, 8
  %425 = getelementptr inbounds i8, ptr %382, i64 %424
  %426 = mul i64 %423, %4
  %427 = getelementptr half, ptr %383, i64 %426
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %427, ptr noundef nonnull align 16 dereferenceable(16) %425, i64 16, i1 false), !tbaa.struct !9
  %428 = or disjoint i64 %381, 18
  %429 = shl nuw nsw i64 %428, 8
  %430 = getelementptr inbounds i8, ptr %382, i64 %429
  %431 = mul i64 %428, %4
  %432 = getelementptr half, ptr %383, i64 %431
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %432, ptr noundef nonnull align 16 dereferenceable(16) %430, i64 16, i1 false), !tbaa.struct !9
  %433 = or disjoint i64 %381, 20
  %434 = shl nuw nsw i64 %433, 8
  %435 = getelementptr inbounds i8, ptr %382, i64 %434
  %436 = mul i64 %433, %4
  %437 = getelementptr half, ptr %383, i64 %436
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %437, ptr noundef nonnull align 16 dereferenceable(16) %435, i64 16, i1 false), !tbaa.struct !9
  %438 = or disjoint i64 %381, 22
  %439 = shl nuw nsw i64 %438, 8
  %440 = getelementptr inbounds i8, ptr %382, i64 %439
  %441 = mul i64 %438, %4
  %442 = getelementptr half, ptr %383, i64 %441
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %442, ptr noundef nonnull align 16 dereferenceable(16) %440, i64 16, i1 false), !tbaa.struct !9
  %443 = or disjoint i64 %381, 24
  %444 = shl nuw nsw i64 %443, 8
  %445 = getelementptr inbounds i8, ptr %382, i64 %444
  %446 = mul i64 %443, %4
  %447 = getelementptr half, ptr %383, i64 %446
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %447, ptr noundef nonnull align 16 dereferenceable(16) %445, i64 16, i1 false), !tbaa.struct !9
  %448 = or disjoint i64 %381, 26
  %449 = shl nuw nsw i64 %448, 8
  %450 = getelementptr inbounds i8, ptr %382, i64 %449
  %451 = mul i64 %448, %4
  %452 = getelementptr half, ptr %383, i64 %451
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %452, ptr noundef nonnull align 16 dereferenceable(16) %450, i64 16, i1 false), !tbaa.struct !9
  %453 = or disjoint i64 %381, 28
  %454 = shl nuw nsw i64 %453, 8
  %455 = getelementptr inbounds i8, ptr %382, i64 %454
  %456 = mul i64 %453, %4
  %457 = getelementptr half, ptr %383, i64 %456
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %457, ptr noundef nonnull align 16 dereferenceable(16) %455, i64 16, i1 false), !tbaa.struct !9
  %458 = or disjoint i64 %381, 30
  %459 = shl nuw nsw i64 %458, 8
  %460 = getelementptr inbounds i8, ptr %382, i64 %459
  %461 = mul i64 %458, %4
  %462 = getelementptr half, ptr %383, i64 %461
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %462, ptr noundef nonnull align 16 dereferenceable(16) %460, i64 16, i1 false), !tbaa.struct !9
  br label %818

463:                                              ; preds = %70, %463
  %464 = phi i32 [ 0, %70 ], [ %794, %463 ]
  %465 = phi i32 [ 0, %70 ], [ %793, %463 ]
  %466 = phi i32 [ 0, %70 ], [ %797, %463 ]
  %467 = phi i32 [ 0, %70 ], [ %796, %463 ]
  %468 = phi i32 [ 0, %70 ], [ %800, %463 ]
  %469 = phi i32 [ 0, %70 ], [ %799, %463 ]
  %470 = phi i32 [ 0, %70 ], [ %803, %463 ]
  %471 = phi i32 [ 0, %70 ], [ %802, %463 ]
  %472 = phi i32 [ 0, %70 ], [ %806, %463 ]
  %473 = phi i32 [ 0, %70 ], [ %805, %463 ]
  %474 = phi i32 [ 0, %70 ], [ %809, %463 ]
  %475 = phi i32 [ 0, %70 ], [ %808, %463 ]
  %476 = phi i32 [ 0, %70 ], [ %812, %463 ]
  %477 = phi i32 [ 0, %70 ], [ %811, %463 ]
  %478 = phi i32 [ 0, %70 ], [ %815, %463 ]
  %479 = phi i32 [ 0, %70 ], [ %814, %463 ]
  %480 = phi i32 [ 0, %70 ], [ %791, %463 ]
  %481 = phi i32 [ 0, %70 ], [ %790, %463 ]
  %482 = phi i32 [ 0, %70 ], [ %788, %463 ]
  %483 = phi i32 [ 0, %70 ], [ %787, %463 ]
  %484 = phi i32 [ 0, %70 ], [ %785, %463 ]
  %485 = phi i32 [ 0, %70 ], [ %784, %463 ]
  %486 = phi i32 [ 0, %70 ], [ %782, %463 ]
  %487 = phi i32 [ 0, %70 ], [ %781, %463 ]
  %488 = phi i32 [ 0, %70 ], [ %779, %463 ]
  %489 = phi i32 [ 0, %70 ], [ %778, %463 ]
  %490 = phi i32 [ 0, %70 ], [ %776, %463 ]
  %491 = phi i32 [ 0, %70 ], [ %775, %463 ]
  %492 = phi i32 [ 0, %70 ], [ %773, %463 ]
  %493 = phi i32 [ 0, %70 ], [ %772, %463 ]
  %494 = phi i32 [ 0, %70 ], [ %770, %463 ]
  %495 = phi i32 [ 0, %70 ], [ %769, %463 ]
  %496 = phi i32 [ 0, %70 ], [ %746, %463 ]
  %497 = phi i32 [ 0, %70 ], [ %745, %463 ]
  %498 = phi i32 [ 0, %70 ], [ %749, %463 ]
  %499 = phi i32 [ 0, %70 ], [ %748, %463 ]
  %500 = phi i32 [ 0, %70 ], [ %752, %463 ]
  %501 = phi i32 [ 0, %70 ], [ %751, %463 ]
  %502 = phi i32 [ 0, %70 ], [ %755, %463 ]
  %503 = phi i32 [ 0, %70 ], [ %754, %463 ]
  %504 = phi i32 [ 0, %70 ], [ %758, %463 ]
  %505 = phi i32 [ 0, %70 ], [ %757, %463 ]
  %506 = phi i32 [ 0, %70 ], [ %761, %463 ]
  %507 = phi i32 [ 0, %70 ], [ %760, %463 ]
  %508 = phi i32 [ 0, %70 ], [ %764, %463 ]
  %509 = phi i32 [ 0, %70 ], [ %763, %463 ]
  %510 = phi i32 [ 0, %70 ], [ %767, %463 ]
  %511 = phi i32 [ 0, %70 ], [ %766, %463 ]
  %512 = phi i32 [ 0, %70 ], [ %743, %463 ]
  %513 = phi i32 [ 0, %70 ], [ %742, %463 ]
  %514 = phi i32 [ 0, %70 ], [ %740, %463 ]
  %515 = phi i32 [ 0, %70 ], [ %739, %463 ]
  %516 = phi i32 [ 0, %70 ], [ %737, %463 ]
  %517 = phi i32 [ 0, %70 ], [ %736, %463 ]
  %518 = phi i32 [ 0, %70 ], [ %734, %463 ]
  %519 = phi i32 [ 0, %70 ], [ %733, %463 ]
  %520 = phi i32 [ 0, %70 ], [ %731, %463 ]
  %521 = phi i32 [ 0, %70 ], [ %730, %463 ]
  %522 = phi i32 [ 0, %70 ], [ %728, %463 ]
  %523 = phi i32 [ 0, %70 ], [ %727, %463 ]
  %524 = phi i32 [ 0, %70 ], [ %725, %463 ]
  %525 = phi i32 [ 0, %70 ], [ %724, %463 ]
  %526 = phi i32 [ 0, %70 ], [ %722, %463 ]
  %527 = phi i32 [ 0, %70 ], [ %721, %463 ]
  %528 = phi i64 [ 0, %70 ], [ %816, %463 ]
  %529 = shl i64 %528, 4
  %530 = getelementptr half, ptr %84, i64 %529
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %99, ptr noundef nonnull align 16 dereferenceable(16) %530, i64 16, i1 false), !tbaa.struct !9
  %531 = getelementptr inbounds i8, ptr %530, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %101, ptr noundef nonnull align 16 dereferenceable(16) %531, i64 16, i1 false), !tbaa.struct !9
  %532 = getelementptr inbounds i8, ptr %531, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %103, ptr noundef nonnull align 16 dereferenceable(16) %532, i64 16, i1 false), !tbaa.struct !9
  %533 = getelementptr inbounds i8, ptr %532, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %105, ptr noundef nonnull align 16 dereferenceable(16) %533, i64 16, i1 false), !tbaa.struct !9
  %534 = getelementptr half, ptr %89, i64 %529
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %106, ptr noundef nonnull align 16 dereferenceable(16) %534, i64 16, i1 false), !tbaa.struct !9
  %535 = getelementptr inbounds i8, ptr %534, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %108, ptr noundef nonnull align 16 dereferenceable(16) %535, i64 16, i1 false), !tbaa.struct !9
  tail call void @llvm.nvvm.barrier0()
  %536 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %113) #4, !srcloc !10
  %537 = extractvalue { i32, i32, i32, i32 } %536, 0
  %538 = extractvalue { i32, i32, i32, i32 } %536, 1
  %539 = extractvalue { i32, i32, i32, i32 } %536, 2
  %540 = extractvalue { i32, i32, i32, i32 } %536, 3
  %541 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %119) #4, !srcloc !10
  %542 = extractvalue { i32, i32, i32, i32 } %541, 0
  %543 = extractvalue { i32, i32, i32, i32 } %541, 1
  %544 = extractvalue { i32, i32, i32, i32 } %541, 2
  %545 = extractvalue { i32, i32, i32, i32 } %541, 3
  %546 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %125) #4, !srcloc !10
  %547 = extractvalue { i32, i32, i32, i32 } %546, 0
  %548 = extractvalue { i32, i32, i32, i32 } %546, 1
  %549 = extractvalue { i32, i32, i32, i32 } %546, 2
  %550 = extractvalue { i32, i32, i32, i32 } %546, 3
  %551 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %131) #4, !srcloc !10
  %552 = extractvalue { i32, i32, i32, i32 } %551, 0
  %553 = extractvalue { i32, i32, i32, i32 } %551, 1
  %554 = extractvalue { i32, i32, i32, i32 } %551, 2
  %555 = extractvalue { i32, i32, i32, i32 } %551, 3
  %556 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %137) #4, !srcloc !11
  %557 = extractvalue { i32, i32 } %556, 0
  %558 = extractvalue { i32, i32 } %556, 1
  %559 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %143) #4, !srcloc !11
  %560 = extractvalue { i32, i32 } %559, 0
  %561 = extractvalue { i32, i32 } %559, 1
  %562 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %149) #4, !srcloc !11
  %563 = extractvalue { i32, i32 } %562, 0
  %564 = extractvalue { i32, i32 } %562, 1
  %565 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %155) #4, !srcloc !11
  %566 = extractvalue { i32, i32 } %565, 0
  %567 = extractvalue { i32, i32 } %565, 1
  %568 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %161) #4, !srcloc !11
  %569 = extractvalue { i32, i32 } %568, 0
  %570 = extractvalue { i32, i32 } %568, 1
  %571 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %167) #4, !srcloc !11
  %572 = extractvalue { i32, i32 } %571, 0
  %573 = extractvalue { i32, i32 } %571, 1
  %574 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %173) #4, !srcloc !11
  %575 = extractvalue { i32, i32 } %574, 0
  %576 = extractvalue { i32, i32 } %574, 1
  %577 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %179) #4, !srcloc !11
  %578 = extractvalue { i32, i32 } %577, 0
  %579 = extractvalue { i32, i32 } %577, 1
  %580 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %557, i32 %558, i32 %527, i32 %526) #4, !srcloc !12
  %581 = extractvalue { i32, i32 } %580, 0
  %582 = extractvalue { i32, i32 } %580, 1
  %583 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %560, i32 %561, i32 %525, i32 %524) #4, !srcloc !12
  %584 = extractvalue { i32, i32 } %583, 0
  %585 = extractvalue { i32, i32 } %583, 1
  %586 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %563, i32 %564, i32 %523, i32 %522) #4, !srcloc !12
  %587 = extractvalue { i32, i32 } %586, 0
  %588 = extractvalue { i32, i32 } %586, 1
  %589 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %566, i32 %567, i32 %521, i32 %520) #4, !srcloc !12
  %590 = extractvalue { i32, i32 } %589, 0
  %591 = extractvalue { i32, i32 } %589, 1
  %592 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %569, i32 %570, i32 %519, i32 %518) #4, !srcloc !12
  %593 = extractvalue { i32, i32 } %592, 0
  %594 = extractvalue { i32, i32 } %592, 1
  %595 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %572, i32 %573, i32 %517, i32 %516) #4, !srcloc !12
  %596 = extractvalue { i32, i32 } %595, 0
  %597 = extractvalue { i32, i32 } %595, 1
  %598 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %575, i32 %576, i32 %515, i32 %514) #4, !srcloc !12
  %599 = extractvalue { i32, i32 } %598, 0
  %600 = extractvalue { i32, i32 } %598, 1
  %601 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %578, i32 %579, i32 %513, i32 %512) #4, !srcloc !12
  %602 = extractvalue { i32, i32 } %601, 0
  %603 = extractvalue { i32, i32 } %601, 1
  %604 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %578, i32 %579, i32 %497, i32 %496) #4, !srcloc !12
  %605 = extractvalue { i32, i32 } %604, 0
  %606 = extractvalue { i32, i32 } %604, 1
  %607 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %575, i32 %576, i32 %499, i32 %498) #4, !srcloc !12
  %608 = extractvalue { i32, i32 } %607, 0
  %609 = extractvalue { i32, i32 } %607, 1
  %610 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %572, i32 %573, i32 %501, i32 %500) #4, !srcloc !12
  %611 = extractvalue { i32, i32 } %610, 0
  %612 = extractvalue { i32, i32 } %610, 1
  %613 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %569, i32 %570, i32 %503, i32 %502) #4, !srcloc !12
  %614 = extractvalue { i32, i32 } %613, 0
  %615 = extractvalue { i32, i32 } %613, 1
  %616 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %566, i32 %567, i32 %505, i32 %504) #4, !srcloc !12
  %617 = extractvalue { i32, i32 } %616, 0
  %618 = extractvalue { i32, i32 } %616, 1
  %619 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %563, i32 %564, i32 %507, i32 %506) #4, !srcloc !12
  %620 = extractvalue { i32, i32 } %619, 0
  %621 = extractvalue { i32, i32 } %619, 1
  %622 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %560, i32 %561, i32 %509, i32 %508) #4, !srcloc !12
  %623 = extractvalue { i32, i32 } %622, 0
  %624 = extractvalue { i32, i32 } %622, 1
  %625 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %557, i32 %558, i32 %511, i32 %510) #4, !srcloc !12
  %626 = extractvalue { i32, i32 } %625, 0
  %627 = extractvalue { i32, i32 } %625, 1
  %628 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %557, i32 %558, i32 %495, i32 %494) #4, !srcloc !12
  %629 = extractvalue { i32, i32 } %628, 0
  %630 = extractvalue { i32, i32 } %628, 1
  %631 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %560, i32 %561, i32 %493, i32 %492) #4, !srcloc !12
  %632 = extractvalue { i32, i32 } %631, 0
  %633 = extractvalue { i32, i32 } %631, 1
  %634 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %563, i32 %564, i32 %491, i32 %490) #4, !srcloc !12
  %635 = extractvalue { i32, i32 } %634, 0
  %636 = extractvalue { i32, i32 } %634, 1
  %637 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %566, i32 %567, i32 %489, i32 %488) #4, !srcloc !12
  %638 = extractvalue { i32, i32 } %637, 0
  %639 = extractvalue { i32, i32 } %637, 1
  %640 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %569, i32 %570, i32 %487, i32 %486) #4, !srcloc !12
  %641 = extractvalue { i32, i32 } %640, 0
  %642 = extractvalue { i32, i32 } %640, 1
  %643 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %572, i32 %573, i32 %485, i32 %484) #4, !srcloc !12
  %644 = extractvalue { i32, i32 } %643, 0
  %645 = extractvalue { i32, i32 } %643, 1
  %646 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %575, i32 %576, i32 %483, i32 %482) #4, !srcloc !12
  %647 = extractvalue { i32, i32 } %646, 0
  %648 = extractvalue { i32, i32 } %646, 1
  %649 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %578, i32 %579, i32 %481, i32 %480) #4, !srcloc !12
  %650 = extractvalue { i32, i32 } %649, 0
  %651 = extractvalue { i32, i32 } %649, 1
  %652 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %578, i32 %579, i32 %465, i32 %464) #4, !srcloc !12
  %653 = extractvalue { i32, i32 } %652, 0
  %654 = extractvalue { i32, i32 } %652, 1
  %655 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %575, i32 %576, i32 %467, i32 %466) #4, !srcloc !12
  %656 = extractvalue { i32, i32 } %655, 0
  %657 = extractvalue { i32, i32 } %655, 1
  %658 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %572, i32 %573, i32 %469, i32 %468) #4, !srcloc !12
  %659 = extractvalue { i32, i32 } %658, 0
  %660 = extractvalue { i32, i32 } %658, 1
  %661 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %569, i32 %570, i32 %471, i32 %470) #4, !srcloc !12
  %662 = extractvalue { i32, i32 } %661, 0
  %663 = extractvalue { i32, i32 } %661, 1
  %664 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %566, i32 %567, i32 %473, i32 %472) #4, !srcloc !12
  %665 = extractvalue { i32, i32 } %664, 0
  %666 = extractvalue { i32, i32 } %664, 1
  %667 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %563, i32 %564, i32 %475, i32 %474) #4, !srcloc !12
  %668 = extractvalue { i32, i32 } %667, 0
  %669 = extractvalue { i32, i32 } %667, 1
  %670 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %560, i32 %561, i32 %477, i32 %476) #4, !srcloc !12
  %671 = extractvalue { i32, i32 } %670, 0
  %672 = extractvalue { i32, i32 } %670, 1
  %673 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %557, i32 %558, i32 %479, i32 %478) #4, !srcloc !12
  %674 = extractvalue { i32, i32 } %673, 0
  %675 = extractvalue { i32, i32 } %673, 1
  %676 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %184) #4, !srcloc !10
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %188) #4, !srcloc !10
  %682 = extractvalue { i32, i32, i32, i32 } %681, 0
  %683 = extractvalue { i32, i32, i32, i32 } %681, 1
  %684 = extractvalue { i32, i32, i32, i32 } %681, 2
  %685 = extractvalue { i32, i32, i32, i32 } %681, 3
  %686 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %192) #4, !srcloc !10
  %687 = extractvalue { i32, i32, i32, i32 } %686, 0
  %688 = extractvalue { i32, i32, i32, i32 } %686, 1
  %689 = extractvalue { i32, i32, i32, i32 } %686, 2
  %690 = extractvalue { i32, i32, i32, i32 } %686, 3
  %691 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %196) #4, !srcloc !10
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %201) #4, !srcloc !11
  %697 = extractvalue { i32, i32 } %696, 0
  %698 = extractvalue { i32, i32 } %696, 1
  %699 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %205) #4, !srcloc !11
  %700 = extractvalue { i32, i32 } %699, 0
  %701 = extractvalue { i32, i32 } %699, 1
  %702 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %209) #4, !srcloc !11
  %703 = extractvalue { i32, i32 } %702, 0
  %704 = extractvalue { i32, i32 } %702, 1
  %705 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %213) #4, !srcloc !11
  %706 = extractvalue { i32, i32 } %705, 0
  %707 = extractvalue { i32, i32 } %705, 1
  %708 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %217) #4, !srcloc !11
  %709 = extractvalue { i32, i32 } %708, 0
  %710 = extractvalue { i32, i32 } %708, 1
  %711 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %221) #4, !srcloc !11
  %712 = extractvalue { i32, i32 } %711, 0
  %713 = extractvalue { i32, i32 } %711, 1
  %714 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %225) #4, !srcloc !11
  %715 = extractvalue { i32, i32 } %714, 0
  %716 = extractvalue { i32, i32 } %714, 1
  %717 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %229) #4, !srcloc !11
  %718 = extractvalue { i32, i32 } %717, 0
  %719 = extractvalue { i32, i32 } %717, 1
  %720 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %697, i32 %698, i32 %581, i32 %582) #4, !srcloc !12
  %721 = extractvalue { i32, i32 } %720, 0
  %722 = extractvalue { i32, i32 } %720, 1
  %723 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %700, i32 %701, i32 %584, i32 %585) #4, !srcloc !12
  %724 = extractvalue { i32, i32 } %723, 0
  %725 = extractvalue { i32, i32 } %723, 1
  %726 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %703, i32 %704, i32 %587, i32 %588) #4, !srcloc !12
  %727 = extractvalue { i32, i32 } %726, 0
  %728 = extractvalue { i32, i32 } %726, 1
  %729 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %706, i32 %707, i32 %590, i32 %591) #4, !srcloc !12
  %730 = extractvalue { i32, i32 } %729, 0
  %731 = extractvalue { i32, i32 } %729, 1
  %732 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %709, i32 %710, i32 %593, i32 %594) #4, !srcloc !12
  %733 = extractvalue { i32, i32 } %732, 0
  %734 = extractvalue { i32, i32 } %732, 1
  %735 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %712, i32 %713, i32 %596, i32 %597) #4, !srcloc !12
  %736 = extractvalue { i32, i32 } %735, 0
  %737 = extractvalue { i32, i32 } %735, 1
  %738 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %715, i32 %716, i32 %599, i32 %600) #4, !srcloc !12
  %739 = extractvalue { i32, i32 } %738, 0
  %740 = extractvalue { i32, i32 } %738, 1
  %741 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %718, i32 %719, i32 %602, i32 %603) #4, !srcloc !12
  %742 = extractvalue { i32, i32 } %741, 0
  %743 = extractvalue { i32, i32 } %741, 1
  %744 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %718, i32 %719, i32 %605, i32 %606) #4, !srcloc !12
  %745 = extractvalue { i32, i32 } %744, 0
  %746 = extractvalue { i32, i32 } %744, 1
  %747 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %715, i32 %716, i32 %608, i32 %609) #4, !srcloc !12
  %748 = extractvalue { i32, i32 } %747, 0
  %749 = extractvalue { i32, i32 } %747, 1
  %750 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %712, i32 %713, i32 %611, i32 %612) #4, !srcloc !12
  %751 = extractvalue { i32, i32 } %750, 0
  %752 = extractvalue { i32, i32 } %750, 1
  %753 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %709, i32 %710, i32 %614, i32 %615) #4, !srcloc !12
  %754 = extractvalue { i32, i32 } %753, 0
  %755 = extractvalue { i32, i32 } %753, 1
  %756 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %706, i32 %707, i32 %617, i32 %618) #4, !srcloc !12
  %757 = extractvalue { i32, i32 } %756, 0
  %758 = extractvalue { i32, i32 } %756, 1
  %759 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %703, i32 %704, i32 %620, i32 %621) #4, !srcloc !12
  %760 = extractvalue { i32, i32 } %759, 0
  %761 = extractvalue { i32, i32 } %759, 1
  %762 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %700, i32 %701, i32 %623, i32 %624) #4, !srcloc !12
  %763 = extractvalue { i32, i32 } %762, 0
  %764 = extractvalue { i32, i32 } %762, 1
  %765 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %697, i32 %698, i32 %626, i32 %627) #4, !srcloc !12
  %766 = extractvalue { i32, i32 } %765, 0
  %767 = extractvalue { i32, i32 } %765, 1
  %768 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %697, i32 %698, i32 %629, i32 %630) #4, !srcloc !12
  %769 = extractvalue { i32, i32 } %768, 0
  %770 = extractvalue { i32, i32 } %768, 1
  %771 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %700, i32 %701, i32 %632, i32 %633) #4, !srcloc !12
  %772 = extractvalue { i32, i32 } %771, 0
  %773 = extractvalue { i32, i32 } %771, 1
  %774 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %703, i32 %704, i32 %635, i32 %636) #4, !srcloc !12
  %775 = extractvalue { i32, i32 } %774, 0
  %776 = extractvalue { i32, i32 } %774, 1
  %777 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %706, i32 %707, i32 %638, i32 %639) #4, !srcloc !12
  %778 = extractvalue { i32, i32 } %777, 0
  %779 = extractvalue { i32, i32 } %777, 1
  %780 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %709, i32 %710, i32 %641, i32 %642) #4, !srcloc !12
  %781 = extractvalue { i32, i32 } %780, 0
  %782 = extractvalue { i32, i32 } %780, 1
  %783 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %712, i32 %713, i32 %644, i32 %645) #4, !srcloc !12
  %784 = extractvalue { i32, i32 } %783, 0
  %785 = extractvalue { i32, i32 } %783, 1
  %786 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %715, i32 %716, i32 %647, i32 %648) #4, !srcloc !12
  %787 = extractvalue { i32, i32 } %786, 0
  %788 = extractvalue { i32, i32 } %786, 1
  %789 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %718, i32 %719, i32 %650, i32 %651) #4, !srcloc !12
  %790 = extractvalue { i32, i32 } %789, 0
  %791 = extractvalue { i32, i32 } %789, 1
  %792 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %718, i32 %719, i32 %653, i32 %654) #4, !srcloc !12
  %793 = extractvalue { i32, i32 } %792, 0
  %794 = extractvalue { i32, i32 } %792, 1
  %795 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %715, i32 %716, i32 %656, i32 %657) #4, !srcloc !12
  %796 = extractvalue { i32, i32 } %795, 0
  %797 = extractvalue { i32, i32 } %795, 1
  %798 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %712, i32 %713, i32 %659, i32 %660) #4, !srcloc !12
  %799 = extractvalue { i32, i32 } %798, 0
  %800 = extractvalue { i32, i32 } %798, 1
  %801 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %709, i32 %710, i32 %662, i32 %663) #4, !srcloc !12
  %802 = extractvalue { i32, i32 } %801, 0
  %803 = extractvalue { i32, i32 } %801, 1
  %804 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %706, i32 %707, i32 %665, i32 %666) #4, !srcloc !12
  %805 = extractvalue { i32, i32 } %804, 0
  %806 = extractvalue { i32, i32 } %804, 1
  %807 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %703, i32 %704, i32 %668, i32 %669) #4, !srcloc !12
  %808 = extractvalue { i32, i32 } %807, 0
  %809 = extractvalue { i32, i32 } %807, 1
  %810 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %700, i32 %701, i32 %671, i32 %672) #4, !srcloc !12
  %811 = extractvalue { i32, i32 } %810, 0
  %812 = extractvalue { i32, i32 } %810, 1
  %813 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %697, i32 %698, i32 %674, i32 %675) #4, !srcloc !12
  %814 = extractvalue { i32, i32 } %813, 0
  %815 = extractvalue { i32, i32 } %813, 1
  tail call void @llvm.nvvm.barrier0()
  %816 = add nuw nsw i64 %528, 2
  %817 = icmp ult i64 %816, %21
  br i1 %817, label %463, label %230, !llvm.loop !13

818:                                              ; preds = %32, %230
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

!0 = !{ptr @_Z13mmaBaseKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5}
!10 = !{i64 2147545226}
!11 = !{i64 2147545493}
!12 = !{i64 2147545642}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.enable"}
