; ModuleID = 'hgemm_mma_async_stage3.cu'
source_filename = "hgemm_mma_async_stage3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [32 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20mmaAsyncStage3KernelPKDF16_S0_PDF16_mmm(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
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
  br i1 %44, label %45, label %1998

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
  %60 = shl nuw nsw i64 %48, 4
  %61 = shl nuw nsw i64 %41, 3
  %62 = mul i64 %55, %5
  %63 = getelementptr inbounds half, ptr %0, i64 %62
  %64 = mul i64 %54, %5
  %65 = getelementptr inbounds half, ptr %63, i64 %64
  %66 = mul i64 %61, %5
  %67 = shl i64 %5, 4
  %68 = mul i64 %67, %48
  %69 = lshr i64 %59, 2
  %70 = mul i64 %69, %5
  %71 = getelementptr half, ptr %65, i64 %70
  %72 = and i64 %59, 3
  %73 = getelementptr %struct.int4, ptr %71, i64 %72
  %74 = or disjoint i64 %54, %69
  %75 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %74
  %76 = addrspacecast ptr %75 to ptr addrspace(3)
  %77 = ptrtoint ptr addrspace(3) %76 to i64
  %78 = lshr i64 %74, 1
  %79 = add nuw nsw i64 %78, %59
  %80 = shl nuw nsw i64 %79, 4
  %81 = and i64 %80, 48
  %82 = add i64 %81, %77
  %83 = trunc i64 %82 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %83, ptr %73, i32 16) #4, !srcloc !5
  %84 = getelementptr inbounds i8, ptr %73, i64 %67
  %85 = or disjoint i64 %74, 8
  %86 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %85
  %87 = addrspacecast ptr %86 to ptr addrspace(3)
  %88 = ptrtoint ptr addrspace(3) %87 to i64
  %89 = lshr i64 %85, 1
  %90 = add nuw nsw i64 %89, %59
  %91 = shl nuw nsw i64 %90, 4
  %92 = and i64 %91, 48
  %93 = add i64 %92, %88
  %94 = trunc i64 %93 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %94, ptr %84, i32 16) #4, !srcloc !5
  %95 = getelementptr inbounds i8, ptr %84, i64 %67
  %96 = or disjoint i64 %74, 16
  %97 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %96
  %98 = addrspacecast ptr %97 to ptr addrspace(3)
  %99 = ptrtoint ptr addrspace(3) %98 to i64
  %100 = lshr i64 %96, 1
  %101 = add nuw nsw i64 %100, %59
  %102 = shl nuw nsw i64 %101, 4
  %103 = and i64 %102, 48
  %104 = add i64 %103, %99
  %105 = trunc i64 %104 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %105, ptr %95, i32 16) #4, !srcloc !5
  %106 = getelementptr inbounds i8, ptr %95, i64 %67
  %107 = or disjoint i64 %74, 24
  %108 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %107
  %109 = addrspacecast ptr %108 to ptr addrspace(3)
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = lshr i64 %107, 1
  %112 = add nuw nsw i64 %111, %59
  %113 = shl nuw nsw i64 %112, 4
  %114 = and i64 %113, 48
  %115 = add i64 %114, %110
  %116 = trunc i64 %115 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %116, ptr %106, i32 16) #4, !srcloc !5
  %117 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %53
  %118 = getelementptr inbounds half, ptr %1, i64 %66
  %119 = getelementptr inbounds half, ptr %118, i64 %68
  %120 = add nuw nsw i64 %60, 256
  %121 = getelementptr half, ptr %119, i64 %70
  %122 = getelementptr %struct.int4, ptr %121, i64 %72
  %123 = or disjoint i64 %120, %69
  %124 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %123
  %125 = addrspacecast ptr %124 to ptr addrspace(3)
  %126 = ptrtoint ptr addrspace(3) %125 to i64
  %127 = lshr i64 %123, 1
  %128 = add nuw nsw i64 %127, %59
  %129 = shl nuw nsw i64 %128, 4
  %130 = and i64 %129, 48
  %131 = add i64 %130, %126
  %132 = trunc i64 %131 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %132, ptr %122, i32 16) #4, !srcloc !6
  %133 = getelementptr inbounds i8, ptr %122, i64 %67
  %134 = or disjoint i64 %123, 8
  %135 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %134
  %136 = addrspacecast ptr %135 to ptr addrspace(3)
  %137 = ptrtoint ptr addrspace(3) %136 to i64
  %138 = lshr i64 %134, 1
  %139 = add nuw nsw i64 %138, %59
  %140 = shl nuw nsw i64 %139, 4
  %141 = and i64 %140, 48
  %142 = add i64 %141, %137
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %143, ptr %133, i32 16) #4, !srcloc !6
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !7
  %144 = add nuw nsw i64 %54, 384
  %145 = getelementptr inbounds i8, ptr %65, i64 64
  %146 = getelementptr inbounds half, ptr %145, i64 %70
  %147 = getelementptr inbounds %struct.int4, ptr %146, i64 %72
  %148 = or disjoint i64 %144, %69
  %149 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %148
  %150 = addrspacecast ptr %149 to ptr addrspace(3)
  %151 = ptrtoint ptr addrspace(3) %150 to i64
  %152 = lshr i64 %148, 1
  %153 = add nuw nsw i64 %152, %59
  %154 = shl nuw nsw i64 %153, 4
  %155 = and i64 %154, 48
  %156 = add i64 %155, %151
  %157 = trunc i64 %156 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %157, ptr nonnull %147, i32 16) #4, !srcloc !8
  %158 = getelementptr inbounds i8, ptr %147, i64 %67
  %159 = or disjoint i64 %148, 8
  %160 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %159
  %161 = addrspacecast ptr %160 to ptr addrspace(3)
  %162 = ptrtoint ptr addrspace(3) %161 to i64
  %163 = lshr i64 %159, 1
  %164 = add nuw nsw i64 %163, %59
  %165 = shl nuw nsw i64 %164, 4
  %166 = and i64 %165, 48
  %167 = add i64 %166, %162
  %168 = trunc i64 %167 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %168, ptr nonnull %158, i32 16) #4, !srcloc !8
  %169 = getelementptr inbounds i8, ptr %158, i64 %67
  %170 = or disjoint i64 %148, 16
  %171 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %170
  %172 = addrspacecast ptr %171 to ptr addrspace(3)
  %173 = ptrtoint ptr addrspace(3) %172 to i64
  %174 = lshr i64 %170, 1
  %175 = add nuw nsw i64 %174, %59
  %176 = shl nuw nsw i64 %175, 4
  %177 = and i64 %176, 48
  %178 = add i64 %177, %173
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %179, ptr nonnull %169, i32 16) #4, !srcloc !8
  %180 = getelementptr inbounds i8, ptr %169, i64 %67
  %181 = or disjoint i64 %148, 24
  %182 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %181
  %183 = addrspacecast ptr %182 to ptr addrspace(3)
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = lshr i64 %181, 1
  %186 = add nuw nsw i64 %185, %59
  %187 = shl nuw nsw i64 %186, 4
  %188 = and i64 %187, 48
  %189 = add i64 %188, %184
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %190, ptr nonnull %180, i32 16) #4, !srcloc !8
  %191 = add nuw nsw i64 %60, 640
  %192 = getelementptr inbounds i8, ptr %119, i64 64
  %193 = getelementptr inbounds half, ptr %192, i64 %70
  %194 = getelementptr inbounds %struct.int4, ptr %193, i64 %72
  %195 = or disjoint i64 %191, %69
  %196 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %195
  %197 = addrspacecast ptr %196 to ptr addrspace(3)
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = lshr i64 %195, 1
  %200 = add nuw nsw i64 %199, %59
  %201 = shl nuw nsw i64 %200, 4
  %202 = and i64 %201, 48
  %203 = add i64 %202, %198
  %204 = trunc i64 %203 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %204, ptr nonnull %194, i32 16) #4, !srcloc !9
  %205 = getelementptr inbounds i8, ptr %194, i64 %67
  %206 = or disjoint i64 %195, 8
  %207 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %206
  %208 = addrspacecast ptr %207 to ptr addrspace(3)
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = lshr i64 %206, 1
  %211 = add nuw nsw i64 %210, %59
  %212 = shl nuw nsw i64 %211, 4
  %213 = and i64 %212, 48
  %214 = add i64 %213, %209
  %215 = trunc i64 %214 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %215, ptr nonnull %205, i32 16) #4, !srcloc !9
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !10
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !srcloc !11
  tail call void @llvm.nvvm.barrier0()
  %216 = shl nuw nsw i64 %50, 6
  %217 = and i64 %59, 15
  %218 = lshr i64 %59, 1
  %219 = shl nuw nsw i64 %59, 2
  %220 = and i64 %219, 24
  %221 = add nuw nsw i64 %220, %218
  %222 = and i64 %221, 24
  %223 = or disjoint i64 %216, %217
  %224 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %223, i64 %222
  %225 = addrspacecast ptr %224 to ptr addrspace(3)
  %226 = ptrtoint ptr addrspace(3) %225 to i64
  %227 = trunc i64 %226 to i32
  %228 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %227) #4, !srcloc !12
  %229 = extractvalue { i32, i32, i32, i32 } %228, 0
  %230 = extractvalue { i32, i32, i32, i32 } %228, 1
  %231 = extractvalue { i32, i32, i32, i32 } %228, 2
  %232 = extractvalue { i32, i32, i32, i32 } %228, 3
  %233 = or disjoint i64 %216, %59
  %234 = or i64 %233, 16
  %235 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %234, i64 %222
  %236 = addrspacecast ptr %235 to ptr addrspace(3)
  %237 = ptrtoint ptr addrspace(3) %236 to i64
  %238 = trunc i64 %237 to i32
  %239 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %238) #4, !srcloc !12
  %240 = extractvalue { i32, i32, i32, i32 } %239, 0
  %241 = extractvalue { i32, i32, i32, i32 } %239, 1
  %242 = extractvalue { i32, i32, i32, i32 } %239, 2
  %243 = extractvalue { i32, i32, i32, i32 } %239, 3
  %244 = or disjoint i64 %216, %217
  %245 = or disjoint i64 %244, 32
  %246 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %245, i64 %222
  %247 = addrspacecast ptr %246 to ptr addrspace(3)
  %248 = ptrtoint ptr addrspace(3) %247 to i64
  %249 = trunc i64 %248 to i32
  %250 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %249) #4, !srcloc !12
  %251 = extractvalue { i32, i32, i32, i32 } %250, 0
  %252 = extractvalue { i32, i32, i32, i32 } %250, 1
  %253 = extractvalue { i32, i32, i32, i32 } %250, 2
  %254 = extractvalue { i32, i32, i32, i32 } %250, 3
  %255 = or disjoint i64 %216, %59
  %256 = or i64 %255, 48
  %257 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %256, i64 %222
  %258 = addrspacecast ptr %257 to ptr addrspace(3)
  %259 = ptrtoint ptr addrspace(3) %258 to i64
  %260 = trunc i64 %259 to i32
  %261 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %260) #4, !srcloc !12
  %262 = extractvalue { i32, i32, i32, i32 } %261, 0
  %263 = extractvalue { i32, i32, i32, i32 } %261, 1
  %264 = extractvalue { i32, i32, i32, i32 } %261, 2
  %265 = extractvalue { i32, i32, i32, i32 } %261, 3
  %266 = shl nuw nsw i64 %48, 6
  %267 = and i64 %266, 64
  %268 = and i64 %59, 7
  %269 = and i64 %59, 8
  %270 = add nuw nsw i64 %219, %269
  %271 = and i64 %270, 24
  %272 = or disjoint i64 %267, %268
  %273 = or disjoint i64 %272, 256
  %274 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %273, i64 %271
  %275 = addrspacecast ptr %274 to ptr addrspace(3)
  %276 = ptrtoint ptr addrspace(3) %275 to i64
  %277 = trunc i64 %276 to i32
  %278 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %277) #4, !srcloc !13
  %279 = extractvalue { i32, i32 } %278, 0
  %280 = extractvalue { i32, i32 } %278, 1
  %281 = or disjoint i64 %267, %268
  %282 = or disjoint i64 %281, 264
  %283 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %282, i64 %271
  %284 = addrspacecast ptr %283 to ptr addrspace(3)
  %285 = ptrtoint ptr addrspace(3) %284 to i64
  %286 = trunc i64 %285 to i32
  %287 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %286) #4, !srcloc !13
  %288 = extractvalue { i32, i32 } %287, 0
  %289 = extractvalue { i32, i32 } %287, 1
  %290 = or disjoint i64 %267, %268
  %291 = or disjoint i64 %290, 272
  %292 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %291, i64 %271
  %293 = addrspacecast ptr %292 to ptr addrspace(3)
  %294 = ptrtoint ptr addrspace(3) %293 to i64
  %295 = trunc i64 %294 to i32
  %296 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %295) #4, !srcloc !13
  %297 = extractvalue { i32, i32 } %296, 0
  %298 = extractvalue { i32, i32 } %296, 1
  %299 = or disjoint i64 %267, %59
  %300 = or i64 %299, 280
  %301 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %300, i64 %271
  %302 = addrspacecast ptr %301 to ptr addrspace(3)
  %303 = ptrtoint ptr addrspace(3) %302 to i64
  %304 = trunc i64 %303 to i32
  %305 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %304) #4, !srcloc !13
  %306 = extractvalue { i32, i32 } %305, 0
  %307 = extractvalue { i32, i32 } %305, 1
  %308 = or disjoint i64 %267, %268
  %309 = or disjoint i64 %308, 288
  %310 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %309, i64 %271
  %311 = addrspacecast ptr %310 to ptr addrspace(3)
  %312 = ptrtoint ptr addrspace(3) %311 to i64
  %313 = trunc i64 %312 to i32
  %314 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %313) #4, !srcloc !13
  %315 = extractvalue { i32, i32 } %314, 0
  %316 = extractvalue { i32, i32 } %314, 1
  %317 = or disjoint i64 %267, %268
  %318 = or disjoint i64 %317, 296
  %319 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %318, i64 %271
  %320 = addrspacecast ptr %319 to ptr addrspace(3)
  %321 = ptrtoint ptr addrspace(3) %320 to i64
  %322 = trunc i64 %321 to i32
  %323 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %322) #4, !srcloc !13
  %324 = extractvalue { i32, i32 } %323, 0
  %325 = extractvalue { i32, i32 } %323, 1
  %326 = or disjoint i64 %267, %268
  %327 = or disjoint i64 %326, 304
  %328 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %327, i64 %271
  %329 = addrspacecast ptr %328 to ptr addrspace(3)
  %330 = ptrtoint ptr addrspace(3) %329 to i64
  %331 = trunc i64 %330 to i32
  %332 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %331) #4, !srcloc !13
  %333 = extractvalue { i32, i32 } %332, 0
  %334 = extractvalue { i32, i32 } %332, 1
  %335 = or disjoint i64 %267, %59
  %336 = or i64 %335, 312
  %337 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %336, i64 %271
  %338 = addrspacecast ptr %337 to ptr addrspace(3)
  %339 = ptrtoint ptr addrspace(3) %338 to i64
  %340 = trunc i64 %339 to i32
  %341 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %340) #4, !srcloc !13
  %342 = extractvalue { i32, i32 } %341, 0
  %343 = extractvalue { i32, i32 } %341, 1
  %344 = getelementptr half, ptr %58, i64 %61
  %345 = icmp ugt i64 %21, 4
  br i1 %345, label %346, label %954

346:                                              ; preds = %45
  %347 = or disjoint i64 %218, 16
  %348 = add nuw nsw i64 %347, %220
  %349 = and i64 %348, 24
  %350 = or i64 %59, 16
  %351 = add nuw nsw i64 %220, %350
  %352 = and i64 %351, 24
  br label %353

353:                                              ; preds = %346, %353
  %354 = phi i32 [ 0, %346 ], [ %926, %353 ]
  %355 = phi i32 [ 0, %346 ], [ %925, %353 ]
  %356 = phi i32 [ 0, %346 ], [ %929, %353 ]
  %357 = phi i32 [ 0, %346 ], [ %928, %353 ]
  %358 = phi i32 [ 0, %346 ], [ %932, %353 ]
  %359 = phi i32 [ 0, %346 ], [ %931, %353 ]
  %360 = phi i32 [ 0, %346 ], [ %935, %353 ]
  %361 = phi i32 [ 0, %346 ], [ %934, %353 ]
  %362 = phi i32 [ 0, %346 ], [ %938, %353 ]
  %363 = phi i32 [ 0, %346 ], [ %937, %353 ]
  %364 = phi i32 [ 0, %346 ], [ %941, %353 ]
  %365 = phi i32 [ 0, %346 ], [ %940, %353 ]
  %366 = phi i32 [ 0, %346 ], [ %944, %353 ]
  %367 = phi i32 [ 0, %346 ], [ %943, %353 ]
  %368 = phi i32 [ 0, %346 ], [ %947, %353 ]
  %369 = phi i32 [ 0, %346 ], [ %946, %353 ]
  %370 = phi i32 [ 0, %346 ], [ %923, %353 ]
  %371 = phi i32 [ 0, %346 ], [ %922, %353 ]
  %372 = phi i32 [ 0, %346 ], [ %920, %353 ]
  %373 = phi i32 [ 0, %346 ], [ %919, %353 ]
  %374 = phi i32 [ 0, %346 ], [ %917, %353 ]
  %375 = phi i32 [ 0, %346 ], [ %916, %353 ]
  %376 = phi i32 [ 0, %346 ], [ %914, %353 ]
  %377 = phi i32 [ 0, %346 ], [ %913, %353 ]
  %378 = phi i32 [ 0, %346 ], [ %911, %353 ]
  %379 = phi i32 [ 0, %346 ], [ %910, %353 ]
  %380 = phi i32 [ 0, %346 ], [ %908, %353 ]
  %381 = phi i32 [ 0, %346 ], [ %907, %353 ]
  %382 = phi i32 [ 0, %346 ], [ %905, %353 ]
  %383 = phi i32 [ 0, %346 ], [ %904, %353 ]
  %384 = phi i32 [ 0, %346 ], [ %902, %353 ]
  %385 = phi i32 [ 0, %346 ], [ %901, %353 ]
  %386 = phi i32 [ 0, %346 ], [ %878, %353 ]
  %387 = phi i32 [ 0, %346 ], [ %877, %353 ]
  %388 = phi i32 [ 0, %346 ], [ %881, %353 ]
  %389 = phi i32 [ 0, %346 ], [ %880, %353 ]
  %390 = phi i32 [ 0, %346 ], [ %884, %353 ]
  %391 = phi i32 [ 0, %346 ], [ %883, %353 ]
  %392 = phi i32 [ 0, %346 ], [ %887, %353 ]
  %393 = phi i32 [ 0, %346 ], [ %886, %353 ]
  %394 = phi i32 [ 0, %346 ], [ %890, %353 ]
  %395 = phi i32 [ 0, %346 ], [ %889, %353 ]
  %396 = phi i32 [ 0, %346 ], [ %893, %353 ]
  %397 = phi i32 [ 0, %346 ], [ %892, %353 ]
  %398 = phi i32 [ 0, %346 ], [ %896, %353 ]
  %399 = phi i32 [ 0, %346 ], [ %895, %353 ]
  %400 = phi i32 [ 0, %346 ], [ %899, %353 ]
  %401 = phi i32 [ 0, %346 ], [ %898, %353 ]
  %402 = phi i32 [ 0, %346 ], [ %875, %353 ]
  %403 = phi i32 [ 0, %346 ], [ %874, %353 ]
  %404 = phi i32 [ 0, %346 ], [ %872, %353 ]
  %405 = phi i32 [ 0, %346 ], [ %871, %353 ]
  %406 = phi i32 [ 0, %346 ], [ %869, %353 ]
  %407 = phi i32 [ 0, %346 ], [ %868, %353 ]
  %408 = phi i32 [ 0, %346 ], [ %866, %353 ]
  %409 = phi i32 [ 0, %346 ], [ %865, %353 ]
  %410 = phi i32 [ 0, %346 ], [ %863, %353 ]
  %411 = phi i32 [ 0, %346 ], [ %862, %353 ]
  %412 = phi i32 [ 0, %346 ], [ %860, %353 ]
  %413 = phi i32 [ 0, %346 ], [ %859, %353 ]
  %414 = phi i32 [ 0, %346 ], [ %857, %353 ]
  %415 = phi i32 [ 0, %346 ], [ %856, %353 ]
  %416 = phi i32 [ 0, %346 ], [ %854, %353 ]
  %417 = phi i32 [ 0, %346 ], [ %853, %353 ]
  %418 = phi i32 [ %265, %346 ], [ %778, %353 ]
  %419 = phi i32 [ %264, %346 ], [ %777, %353 ]
  %420 = phi i32 [ %263, %346 ], [ %776, %353 ]
  %421 = phi i32 [ %262, %346 ], [ %775, %353 ]
  %422 = phi i32 [ %254, %346 ], [ %767, %353 ]
  %423 = phi i32 [ %253, %346 ], [ %766, %353 ]
  %424 = phi i32 [ %252, %346 ], [ %765, %353 ]
  %425 = phi i32 [ %251, %346 ], [ %764, %353 ]
  %426 = phi i32 [ %243, %346 ], [ %756, %353 ]
  %427 = phi i32 [ %242, %346 ], [ %755, %353 ]
  %428 = phi i32 [ %241, %346 ], [ %754, %353 ]
  %429 = phi i32 [ %240, %346 ], [ %753, %353 ]
  %430 = phi i32 [ %232, %346 ], [ %745, %353 ]
  %431 = phi i32 [ %231, %346 ], [ %744, %353 ]
  %432 = phi i32 [ %230, %346 ], [ %743, %353 ]
  %433 = phi i32 [ %229, %346 ], [ %742, %353 ]
  %434 = phi i32 [ %343, %346 ], [ %851, %353 ]
  %435 = phi i32 [ %342, %346 ], [ %850, %353 ]
  %436 = phi i32 [ %334, %346 ], [ %842, %353 ]
  %437 = phi i32 [ %333, %346 ], [ %841, %353 ]
  %438 = phi i32 [ %325, %346 ], [ %833, %353 ]
  %439 = phi i32 [ %324, %346 ], [ %832, %353 ]
  %440 = phi i32 [ %316, %346 ], [ %824, %353 ]
  %441 = phi i32 [ %315, %346 ], [ %823, %353 ]
  %442 = phi i32 [ %307, %346 ], [ %815, %353 ]
  %443 = phi i32 [ %306, %346 ], [ %814, %353 ]
  %444 = phi i32 [ %298, %346 ], [ %806, %353 ]
  %445 = phi i32 [ %297, %346 ], [ %805, %353 ]
  %446 = phi i32 [ %289, %346 ], [ %797, %353 ]
  %447 = phi i32 [ %288, %346 ], [ %796, %353 ]
  %448 = phi i32 [ %280, %346 ], [ %788, %353 ]
  %449 = phi i32 [ %279, %346 ], [ %787, %353 ]
  %450 = phi i64 [ 1, %346 ], [ %669, %353 ]
  %451 = phi i64 [ 0, %346 ], [ %707, %353 ]
  %452 = phi i64 [ 0, %346 ], [ %729, %353 ]
  %453 = phi i64 [ 4, %346 ], [ %948, %353 ]
  %454 = add nuw nsw i64 %452, %216
  %455 = or disjoint i64 %454, %217
  %456 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %455, i64 %349
  %457 = addrspacecast ptr %456 to ptr addrspace(3)
  %458 = ptrtoint ptr addrspace(3) %457 to i64
  %459 = trunc i64 %458 to i32
  %460 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %459) #4, !srcloc !14
  %461 = extractvalue { i32, i32, i32, i32 } %460, 0
  %462 = extractvalue { i32, i32, i32, i32 } %460, 1
  %463 = extractvalue { i32, i32, i32, i32 } %460, 2
  %464 = extractvalue { i32, i32, i32, i32 } %460, 3
  %465 = or disjoint i64 %454, %59
  %466 = or i64 %465, 16
  %467 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %466, i64 %349
  %468 = addrspacecast ptr %467 to ptr addrspace(3)
  %469 = ptrtoint ptr addrspace(3) %468 to i64
  %470 = trunc i64 %469 to i32
  %471 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %470) #4, !srcloc !14
  %472 = extractvalue { i32, i32, i32, i32 } %471, 0
  %473 = extractvalue { i32, i32, i32, i32 } %471, 1
  %474 = extractvalue { i32, i32, i32, i32 } %471, 2
  %475 = extractvalue { i32, i32, i32, i32 } %471, 3
  %476 = or disjoint i64 %454, %217
  %477 = or disjoint i64 %476, 32
  %478 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %477, i64 %349
  %479 = addrspacecast ptr %478 to ptr addrspace(3)
  %480 = ptrtoint ptr addrspace(3) %479 to i64
  %481 = trunc i64 %480 to i32
  %482 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %481) #4, !srcloc !14
  %483 = extractvalue { i32, i32, i32, i32 } %482, 0
  %484 = extractvalue { i32, i32, i32, i32 } %482, 1
  %485 = extractvalue { i32, i32, i32, i32 } %482, 2
  %486 = extractvalue { i32, i32, i32, i32 } %482, 3
  %487 = or disjoint i64 %454, %59
  %488 = or i64 %487, 48
  %489 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %488, i64 %349
  %490 = addrspacecast ptr %489 to ptr addrspace(3)
  %491 = ptrtoint ptr addrspace(3) %490 to i64
  %492 = trunc i64 %491 to i32
  %493 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %492) #4, !srcloc !14
  %494 = extractvalue { i32, i32, i32, i32 } %493, 0
  %495 = extractvalue { i32, i32, i32, i32 } %493, 1
  %496 = extractvalue { i32, i32, i32, i32 } %493, 2
  %497 = extractvalue { i32, i32, i32, i32 } %493, 3
  %498 = add nuw nsw i64 %452, 256
  %499 = or disjoint i64 %498, %267
  %500 = or disjoint i64 %499, %268
  %501 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %500, i64 %352
  %502 = addrspacecast ptr %501 to ptr addrspace(3)
  %503 = ptrtoint ptr addrspace(3) %502 to i64
  %504 = trunc i64 %503 to i32
  %505 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %504) #4, !srcloc !15
  %506 = extractvalue { i32, i32 } %505, 0
  %507 = extractvalue { i32, i32 } %505, 1
  %508 = or disjoint i64 %499, %268
  %509 = or disjoint i64 %508, 8
  %510 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %509, i64 %352
  %511 = addrspacecast ptr %510 to ptr addrspace(3)
  %512 = ptrtoint ptr addrspace(3) %511 to i64
  %513 = trunc i64 %512 to i32
  %514 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %513) #4, !srcloc !15
  %515 = extractvalue { i32, i32 } %514, 0
  %516 = extractvalue { i32, i32 } %514, 1
  %517 = or disjoint i64 %499, %268
  %518 = or disjoint i64 %517, 16
  %519 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %518, i64 %352
  %520 = addrspacecast ptr %519 to ptr addrspace(3)
  %521 = ptrtoint ptr addrspace(3) %520 to i64
  %522 = trunc i64 %521 to i32
  %523 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %522) #4, !srcloc !15
  %524 = extractvalue { i32, i32 } %523, 0
  %525 = extractvalue { i32, i32 } %523, 1
  %526 = or disjoint i64 %499, %59
  %527 = or i64 %526, 24
  %528 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %527, i64 %352
  %529 = addrspacecast ptr %528 to ptr addrspace(3)
  %530 = ptrtoint ptr addrspace(3) %529 to i64
  %531 = trunc i64 %530 to i32
  %532 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %531) #4, !srcloc !15
  %533 = extractvalue { i32, i32 } %532, 0
  %534 = extractvalue { i32, i32 } %532, 1
  %535 = or disjoint i64 %499, %268
  %536 = or disjoint i64 %535, 32
  %537 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %536, i64 %352
  %538 = addrspacecast ptr %537 to ptr addrspace(3)
  %539 = ptrtoint ptr addrspace(3) %538 to i64
  %540 = trunc i64 %539 to i32
  %541 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %540) #4, !srcloc !15
  %542 = extractvalue { i32, i32 } %541, 0
  %543 = extractvalue { i32, i32 } %541, 1
  %544 = or disjoint i64 %499, %268
  %545 = or disjoint i64 %544, 40
  %546 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %545, i64 %352
  %547 = addrspacecast ptr %546 to ptr addrspace(3)
  %548 = ptrtoint ptr addrspace(3) %547 to i64
  %549 = trunc i64 %548 to i32
  %550 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %549) #4, !srcloc !15
  %551 = extractvalue { i32, i32 } %550, 0
  %552 = extractvalue { i32, i32 } %550, 1
  %553 = or disjoint i64 %499, %268
  %554 = or disjoint i64 %553, 48
  %555 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %554, i64 %352
  %556 = addrspacecast ptr %555 to ptr addrspace(3)
  %557 = ptrtoint ptr addrspace(3) %556 to i64
  %558 = trunc i64 %557 to i32
  %559 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %558) #4, !srcloc !15
  %560 = extractvalue { i32, i32 } %559, 0
  %561 = extractvalue { i32, i32 } %559, 1
  %562 = or disjoint i64 %499, %59
  %563 = or i64 %562, 56
  %564 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %563, i64 %352
  %565 = addrspacecast ptr %564 to ptr addrspace(3)
  %566 = ptrtoint ptr addrspace(3) %565 to i64
  %567 = trunc i64 %566 to i32
  %568 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %567) #4, !srcloc !15
  %569 = extractvalue { i32, i32 } %568, 0
  %570 = extractvalue { i32, i32 } %568, 1
  %571 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %449, i32 %448, i32 %417, i32 %416) #4, !srcloc !16
  %572 = extractvalue { i32, i32 } %571, 0
  %573 = extractvalue { i32, i32 } %571, 1
  %574 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %447, i32 %446, i32 %415, i32 %414) #4, !srcloc !16
  %575 = extractvalue { i32, i32 } %574, 0
  %576 = extractvalue { i32, i32 } %574, 1
  %577 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %445, i32 %444, i32 %413, i32 %412) #4, !srcloc !16
  %578 = extractvalue { i32, i32 } %577, 0
  %579 = extractvalue { i32, i32 } %577, 1
  %580 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %443, i32 %442, i32 %411, i32 %410) #4, !srcloc !16
  %581 = extractvalue { i32, i32 } %580, 0
  %582 = extractvalue { i32, i32 } %580, 1
  %583 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %441, i32 %440, i32 %409, i32 %408) #4, !srcloc !16
  %584 = extractvalue { i32, i32 } %583, 0
  %585 = extractvalue { i32, i32 } %583, 1
  %586 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %439, i32 %438, i32 %407, i32 %406) #4, !srcloc !16
  %587 = extractvalue { i32, i32 } %586, 0
  %588 = extractvalue { i32, i32 } %586, 1
  %589 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %437, i32 %436, i32 %405, i32 %404) #4, !srcloc !16
  %590 = extractvalue { i32, i32 } %589, 0
  %591 = extractvalue { i32, i32 } %589, 1
  %592 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %433, i32 %432, i32 %431, i32 %430, i32 %435, i32 %434, i32 %403, i32 %402) #4, !srcloc !16
  %593 = extractvalue { i32, i32 } %592, 0
  %594 = extractvalue { i32, i32 } %592, 1
  %595 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %435, i32 %434, i32 %387, i32 %386) #4, !srcloc !16
  %596 = extractvalue { i32, i32 } %595, 0
  %597 = extractvalue { i32, i32 } %595, 1
  %598 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %437, i32 %436, i32 %389, i32 %388) #4, !srcloc !16
  %599 = extractvalue { i32, i32 } %598, 0
  %600 = extractvalue { i32, i32 } %598, 1
  %601 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %439, i32 %438, i32 %391, i32 %390) #4, !srcloc !16
  %602 = extractvalue { i32, i32 } %601, 0
  %603 = extractvalue { i32, i32 } %601, 1
  %604 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %441, i32 %440, i32 %393, i32 %392) #4, !srcloc !16
  %605 = extractvalue { i32, i32 } %604, 0
  %606 = extractvalue { i32, i32 } %604, 1
  %607 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %443, i32 %442, i32 %395, i32 %394) #4, !srcloc !16
  %608 = extractvalue { i32, i32 } %607, 0
  %609 = extractvalue { i32, i32 } %607, 1
  %610 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %445, i32 %444, i32 %397, i32 %396) #4, !srcloc !16
  %611 = extractvalue { i32, i32 } %610, 0
  %612 = extractvalue { i32, i32 } %610, 1
  %613 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %447, i32 %446, i32 %399, i32 %398) #4, !srcloc !16
  %614 = extractvalue { i32, i32 } %613, 0
  %615 = extractvalue { i32, i32 } %613, 1
  %616 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %429, i32 %428, i32 %427, i32 %426, i32 %449, i32 %448, i32 %401, i32 %400) #4, !srcloc !16
  %617 = extractvalue { i32, i32 } %616, 0
  %618 = extractvalue { i32, i32 } %616, 1
  %619 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %449, i32 %448, i32 %385, i32 %384) #4, !srcloc !16
  %620 = extractvalue { i32, i32 } %619, 0
  %621 = extractvalue { i32, i32 } %619, 1
  %622 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %447, i32 %446, i32 %383, i32 %382) #4, !srcloc !16
  %623 = extractvalue { i32, i32 } %622, 0
  %624 = extractvalue { i32, i32 } %622, 1
  %625 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %445, i32 %444, i32 %381, i32 %380) #4, !srcloc !16
  %626 = extractvalue { i32, i32 } %625, 0
  %627 = extractvalue { i32, i32 } %625, 1
  %628 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %443, i32 %442, i32 %379, i32 %378) #4, !srcloc !16
  %629 = extractvalue { i32, i32 } %628, 0
  %630 = extractvalue { i32, i32 } %628, 1
  %631 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %441, i32 %440, i32 %377, i32 %376) #4, !srcloc !16
  %632 = extractvalue { i32, i32 } %631, 0
  %633 = extractvalue { i32, i32 } %631, 1
  %634 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %439, i32 %438, i32 %375, i32 %374) #4, !srcloc !16
  %635 = extractvalue { i32, i32 } %634, 0
  %636 = extractvalue { i32, i32 } %634, 1
  %637 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %437, i32 %436, i32 %373, i32 %372) #4, !srcloc !16
  %638 = extractvalue { i32, i32 } %637, 0
  %639 = extractvalue { i32, i32 } %637, 1
  %640 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %425, i32 %424, i32 %423, i32 %422, i32 %435, i32 %434, i32 %371, i32 %370) #4, !srcloc !16
  %641 = extractvalue { i32, i32 } %640, 0
  %642 = extractvalue { i32, i32 } %640, 1
  %643 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %435, i32 %434, i32 %355, i32 %354) #4, !srcloc !16
  %644 = extractvalue { i32, i32 } %643, 0
  %645 = extractvalue { i32, i32 } %643, 1
  %646 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %437, i32 %436, i32 %357, i32 %356) #4, !srcloc !16
  %647 = extractvalue { i32, i32 } %646, 0
  %648 = extractvalue { i32, i32 } %646, 1
  %649 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %439, i32 %438, i32 %359, i32 %358) #4, !srcloc !16
  %650 = extractvalue { i32, i32 } %649, 0
  %651 = extractvalue { i32, i32 } %649, 1
  %652 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %441, i32 %440, i32 %361, i32 %360) #4, !srcloc !16
  %653 = extractvalue { i32, i32 } %652, 0
  %654 = extractvalue { i32, i32 } %652, 1
  %655 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %443, i32 %442, i32 %363, i32 %362) #4, !srcloc !16
  %656 = extractvalue { i32, i32 } %655, 0
  %657 = extractvalue { i32, i32 } %655, 1
  %658 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %445, i32 %444, i32 %365, i32 %364) #4, !srcloc !16
  %659 = extractvalue { i32, i32 } %658, 0
  %660 = extractvalue { i32, i32 } %658, 1
  %661 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %447, i32 %446, i32 %367, i32 %366) #4, !srcloc !16
  %662 = extractvalue { i32, i32 } %661, 0
  %663 = extractvalue { i32, i32 } %661, 1
  %664 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %421, i32 %420, i32 %419, i32 %418, i32 %449, i32 %448, i32 %369, i32 %368) #4, !srcloc !16
  %665 = extractvalue { i32, i32 } %664, 0
  %666 = extractvalue { i32, i32 } %664, 1
  %667 = add i64 %450, 1
  %668 = icmp eq i64 %667, 3
  %669 = select i1 %668, i64 0, i64 %667
  %670 = mul nuw nsw i64 %669, 384
  %671 = add nuw nsw i64 %670, %54
  %672 = shl i64 %453, 4
  %673 = getelementptr half, ptr %73, i64 %672
  %674 = or disjoint i64 %671, %69
  %675 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %674
  %676 = addrspacecast ptr %675 to ptr addrspace(3)
  %677 = ptrtoint ptr addrspace(3) %676 to i64
  %678 = lshr i64 %674, 1
  %679 = add nuw i64 %678, %59
  %680 = shl i64 %679, 4
  %681 = and i64 %680, 48
  %682 = add i64 %681, %677
  %683 = trunc i64 %682 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %683, ptr %673, i32 16) #4, !srcloc !17
  %684 = getelementptr inbounds i8, ptr %673, i64 %67
  %685 = or disjoint i64 %674, 8
  %686 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %685
  %687 = addrspacecast ptr %686 to ptr addrspace(3)
  %688 = ptrtoint ptr addrspace(3) %687 to i64
  %689 = lshr i64 %674, 1
  %690 = add nuw i64 %689, %59
  %691 = shl i64 %690, 4
  %692 = and i64 %691, 48
  %693 = add i64 %692, %688
  %694 = trunc i64 %693 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %694, ptr %684, i32 16) #4, !srcloc !17
  %695 = getelementptr inbounds i8, ptr %684, i64 %67
  %696 = or disjoint i64 %674, 16
  %697 = getelementptr half, ptr %122, i64 %672
  %698 = add nuw nsw i64 %123, %670
  %699 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %698
  %700 = addrspacecast ptr %699 to ptr addrspace(3)
  %701 = ptrtoint ptr addrspace(3) %700 to i64
  %702 = add i64 %130, %701
  %703 = trunc i64 %702 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %703, ptr %697, i32 16) #4, !srcloc !18
  %704 = getelementptr inbounds i8, ptr %697, i64 %67
  %705 = add i64 %451, 1
  %706 = icmp eq i64 %705, 3
  %707 = select i1 %706, i64 0, i64 %705
  %708 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %696
  %709 = addrspacecast ptr %708 to ptr addrspace(3)
  %710 = ptrtoint ptr addrspace(3) %709 to i64
  %711 = lshr i64 %674, 1
  %712 = add nuw i64 %711, %59
  %713 = shl i64 %712, 4
  %714 = and i64 %713, 48
  %715 = add i64 %714, %710
  %716 = trunc i64 %715 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %716, ptr %695, i32 16) #4, !srcloc !19
  %717 = getelementptr inbounds i8, ptr %695, i64 %67
  %718 = or disjoint i64 %674, 24
  %719 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %718
  %720 = addrspacecast ptr %719 to ptr addrspace(3)
  %721 = ptrtoint ptr addrspace(3) %720 to i64
  %722 = lshr i64 %674, 1
  %723 = add nuw i64 %722, %59
  %724 = shl i64 %723, 4
  %725 = and i64 %724, 48
  %726 = add i64 %725, %721
  %727 = trunc i64 %726 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %727, ptr %717, i32 16) #4, !srcloc !19
  %728 = or disjoint i64 %698, 8
  %729 = mul nuw nsw i64 %707, 384
  %730 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %728
  %731 = addrspacecast ptr %730 to ptr addrspace(3)
  %732 = ptrtoint ptr addrspace(3) %731 to i64
  %733 = add i64 %130, %732
  %734 = trunc i64 %733 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %734, ptr %704, i32 16) #4, !srcloc !20
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !srcloc !21
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !srcloc !22
  tail call void @llvm.nvvm.barrier0()
  %735 = add nuw nsw i64 %729, %216
  %736 = or disjoint i64 %735, %217
  %737 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %736, i64 %222
  %738 = addrspacecast ptr %737 to ptr addrspace(3)
  %739 = ptrtoint ptr addrspace(3) %738 to i64
  %740 = trunc i64 %739 to i32
  %741 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %740) #4, !srcloc !23
  %742 = extractvalue { i32, i32, i32, i32 } %741, 0
  %743 = extractvalue { i32, i32, i32, i32 } %741, 1
  %744 = extractvalue { i32, i32, i32, i32 } %741, 2
  %745 = extractvalue { i32, i32, i32, i32 } %741, 3
  %746 = or disjoint i64 %735, %59
  %747 = or i64 %746, 16
  %748 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %747, i64 %222
  %749 = addrspacecast ptr %748 to ptr addrspace(3)
  %750 = ptrtoint ptr addrspace(3) %749 to i64
  %751 = trunc i64 %750 to i32
  %752 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %751) #4, !srcloc !23
  %753 = extractvalue { i32, i32, i32, i32 } %752, 0
  %754 = extractvalue { i32, i32, i32, i32 } %752, 1
  %755 = extractvalue { i32, i32, i32, i32 } %752, 2
  %756 = extractvalue { i32, i32, i32, i32 } %752, 3
  %757 = or disjoint i64 %735, %217
  %758 = or disjoint i64 %757, 32
  %759 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %758, i64 %222
  %760 = addrspacecast ptr %759 to ptr addrspace(3)
  %761 = ptrtoint ptr addrspace(3) %760 to i64
  %762 = trunc i64 %761 to i32
  %763 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %762) #4, !srcloc !23
  %764 = extractvalue { i32, i32, i32, i32 } %763, 0
  %765 = extractvalue { i32, i32, i32, i32 } %763, 1
  %766 = extractvalue { i32, i32, i32, i32 } %763, 2
  %767 = extractvalue { i32, i32, i32, i32 } %763, 3
  %768 = or disjoint i64 %735, %59
  %769 = or i64 %768, 48
  %770 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %769, i64 %222
  %771 = addrspacecast ptr %770 to ptr addrspace(3)
  %772 = ptrtoint ptr addrspace(3) %771 to i64
  %773 = trunc i64 %772 to i32
  %774 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %773) #4, !srcloc !23
  %775 = extractvalue { i32, i32, i32, i32 } %774, 0
  %776 = extractvalue { i32, i32, i32, i32 } %774, 1
  %777 = extractvalue { i32, i32, i32, i32 } %774, 2
  %778 = extractvalue { i32, i32, i32, i32 } %774, 3
  %779 = add nuw nsw i64 %729, 256
  %780 = or disjoint i64 %779, %267
  %781 = or disjoint i64 %780, %268
  %782 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %781, i64 %271
  %783 = addrspacecast ptr %782 to ptr addrspace(3)
  %784 = ptrtoint ptr addrspace(3) %783 to i64
  %785 = trunc i64 %784 to i32
  %786 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %785) #4, !srcloc !24
  %787 = extractvalue { i32, i32 } %786, 0
  %788 = extractvalue { i32, i32 } %786, 1
  %789 = or disjoint i64 %780, %268
  %790 = or disjoint i64 %789, 8
  %791 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %790, i64 %271
  %792 = addrspacecast ptr %791 to ptr addrspace(3)
  %793 = ptrtoint ptr addrspace(3) %792 to i64
  %794 = trunc i64 %793 to i32
  %795 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %794) #4, !srcloc !24
  %796 = extractvalue { i32, i32 } %795, 0
  %797 = extractvalue { i32, i32 } %795, 1
  %798 = or disjoint i64 %780, %268
  %799 = or disjoint i64 %798, 16
  %800 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %799, i64 %271
  %801 = addrspacecast ptr %800 to ptr addrspace(3)
  %802 = ptrtoint ptr addrspace(3) %801 to i64
  %803 = trunc i64 %802 to i32
  %804 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %803) #4, !srcloc !24
  %805 = extractvalue { i32, i32 } %804, 0
  %806 = extractvalue { i32, i32 } %804, 1
  %807 = or disjoint i64 %780, %59
  %808 = or i64 %807, 24
  %809 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %808, i64 %271
  %810 = addrspacecast ptr %809 to ptr addrspace(3)
  %811 = ptrtoint ptr addrspace(3) %810 to i64
  %812 = trunc i64 %811 to i32
  %813 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %812) #4, !srcloc !24
  %814 = extractvalue { i32, i32 } %813, 0
  %815 = extractvalue { i32, i32 } %813, 1
  %816 = or disjoint i64 %780, %268
  %817 = or disjoint i64 %816, 32
  %818 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %817, i64 %271
  %819 = addrspacecast ptr %818 to ptr addrspace(3)
  %820 = ptrtoint ptr addrspace(3) %819 to i64
  %821 = trunc i64 %820 to i32
  %822 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %821) #4, !srcloc !24
  %823 = extractvalue { i32, i32 } %822, 0
  %824 = extractvalue { i32, i32 } %822, 1
  %825 = or disjoint i64 %780, %268
  %826 = or disjoint i64 %825, 40
  %827 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %826, i64 %271
  %828 = addrspacecast ptr %827 to ptr addrspace(3)
  %829 = ptrtoint ptr addrspace(3) %828 to i64
  %830 = trunc i64 %829 to i32
  %831 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %830) #4, !srcloc !24
  %832 = extractvalue { i32, i32 } %831, 0
  %833 = extractvalue { i32, i32 } %831, 1
  %834 = or disjoint i64 %780, %268
  %835 = or disjoint i64 %834, 48
  %836 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %835, i64 %271
  %837 = addrspacecast ptr %836 to ptr addrspace(3)
  %838 = ptrtoint ptr addrspace(3) %837 to i64
  %839 = trunc i64 %838 to i32
  %840 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %839) #4, !srcloc !24
  %841 = extractvalue { i32, i32 } %840, 0
  %842 = extractvalue { i32, i32 } %840, 1
  %843 = or disjoint i64 %780, %59
  %844 = or i64 %843, 56
  %845 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %844, i64 %271
  %846 = addrspacecast ptr %845 to ptr addrspace(3)
  %847 = ptrtoint ptr addrspace(3) %846 to i64
  %848 = trunc i64 %847 to i32
  %849 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %848) #4, !srcloc !24
  %850 = extractvalue { i32, i32 } %849, 0
  %851 = extractvalue { i32, i32 } %849, 1
  %852 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %506, i32 %507, i32 %572, i32 %573) #4, !srcloc !25
  %853 = extractvalue { i32, i32 } %852, 0
  %854 = extractvalue { i32, i32 } %852, 1
  %855 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %515, i32 %516, i32 %575, i32 %576) #4, !srcloc !25
  %856 = extractvalue { i32, i32 } %855, 0
  %857 = extractvalue { i32, i32 } %855, 1
  %858 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %524, i32 %525, i32 %578, i32 %579) #4, !srcloc !25
  %859 = extractvalue { i32, i32 } %858, 0
  %860 = extractvalue { i32, i32 } %858, 1
  %861 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %533, i32 %534, i32 %581, i32 %582) #4, !srcloc !25
  %862 = extractvalue { i32, i32 } %861, 0
  %863 = extractvalue { i32, i32 } %861, 1
  %864 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %542, i32 %543, i32 %584, i32 %585) #4, !srcloc !25
  %865 = extractvalue { i32, i32 } %864, 0
  %866 = extractvalue { i32, i32 } %864, 1
  %867 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %551, i32 %552, i32 %587, i32 %588) #4, !srcloc !25
  %868 = extractvalue { i32, i32 } %867, 0
  %869 = extractvalue { i32, i32 } %867, 1
  %870 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %560, i32 %561, i32 %590, i32 %591) #4, !srcloc !25
  %871 = extractvalue { i32, i32 } %870, 0
  %872 = extractvalue { i32, i32 } %870, 1
  %873 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %569, i32 %570, i32 %593, i32 %594) #4, !srcloc !25
  %874 = extractvalue { i32, i32 } %873, 0
  %875 = extractvalue { i32, i32 } %873, 1
  %876 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %569, i32 %570, i32 %596, i32 %597) #4, !srcloc !25
  %877 = extractvalue { i32, i32 } %876, 0
  %878 = extractvalue { i32, i32 } %876, 1
  %879 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %560, i32 %561, i32 %599, i32 %600) #4, !srcloc !25
  %880 = extractvalue { i32, i32 } %879, 0
  %881 = extractvalue { i32, i32 } %879, 1
  %882 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %551, i32 %552, i32 %602, i32 %603) #4, !srcloc !25
  %883 = extractvalue { i32, i32 } %882, 0
  %884 = extractvalue { i32, i32 } %882, 1
  %885 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %542, i32 %543, i32 %605, i32 %606) #4, !srcloc !25
  %886 = extractvalue { i32, i32 } %885, 0
  %887 = extractvalue { i32, i32 } %885, 1
  %888 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %533, i32 %534, i32 %608, i32 %609) #4, !srcloc !25
  %889 = extractvalue { i32, i32 } %888, 0
  %890 = extractvalue { i32, i32 } %888, 1
  %891 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %524, i32 %525, i32 %611, i32 %612) #4, !srcloc !25
  %892 = extractvalue { i32, i32 } %891, 0
  %893 = extractvalue { i32, i32 } %891, 1
  %894 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %515, i32 %516, i32 %614, i32 %615) #4, !srcloc !25
  %895 = extractvalue { i32, i32 } %894, 0
  %896 = extractvalue { i32, i32 } %894, 1
  %897 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %506, i32 %507, i32 %617, i32 %618) #4, !srcloc !25
  %898 = extractvalue { i32, i32 } %897, 0
  %899 = extractvalue { i32, i32 } %897, 1
  %900 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %506, i32 %507, i32 %620, i32 %621) #4, !srcloc !25
  %901 = extractvalue { i32, i32 } %900, 0
  %902 = extractvalue { i32, i32 } %900, 1
  %903 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %515, i32 %516, i32 %623, i32 %624) #4, !srcloc !25
  %904 = extractvalue { i32, i32 } %903, 0
  %905 = extractvalue { i32, i32 } %903, 1
  %906 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %524, i32 %525, i32 %626, i32 %627) #4, !srcloc !25
  %907 = extractvalue { i32, i32 } %906, 0
  %908 = extractvalue { i32, i32 } %906, 1
  %909 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %533, i32 %534, i32 %629, i32 %630) #4, !srcloc !25
  %910 = extractvalue { i32, i32 } %909, 0
  %911 = extractvalue { i32, i32 } %909, 1
  %912 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %542, i32 %543, i32 %632, i32 %633) #4, !srcloc !25
  %913 = extractvalue { i32, i32 } %912, 0
  %914 = extractvalue { i32, i32 } %912, 1
  %915 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %551, i32 %552, i32 %635, i32 %636) #4, !srcloc !25
  %916 = extractvalue { i32, i32 } %915, 0
  %917 = extractvalue { i32, i32 } %915, 1
  %918 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %560, i32 %561, i32 %638, i32 %639) #4, !srcloc !25
  %919 = extractvalue { i32, i32 } %918, 0
  %920 = extractvalue { i32, i32 } %918, 1
  %921 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %569, i32 %570, i32 %641, i32 %642) #4, !srcloc !25
  %922 = extractvalue { i32, i32 } %921, 0
  %923 = extractvalue { i32, i32 } %921, 1
  %924 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %569, i32 %570, i32 %644, i32 %645) #4, !srcloc !25
  %925 = extractvalue { i32, i32 } %924, 0
  %926 = extractvalue { i32, i32 } %924, 1
  %927 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %560, i32 %561, i32 %647, i32 %648) #4, !srcloc !25
  %928 = extractvalue { i32, i32 } %927, 0
  %929 = extractvalue { i32, i32 } %927, 1
  %930 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %551, i32 %552, i32 %650, i32 %651) #4, !srcloc !25
  %931 = extractvalue { i32, i32 } %930, 0
  %932 = extractvalue { i32, i32 } %930, 1
  %933 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %542, i32 %543, i32 %653, i32 %654) #4, !srcloc !25
  %934 = extractvalue { i32, i32 } %933, 0
  %935 = extractvalue { i32, i32 } %933, 1
  %936 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %533, i32 %534, i32 %656, i32 %657) #4, !srcloc !25
  %937 = extractvalue { i32, i32 } %936, 0
  %938 = extractvalue { i32, i32 } %936, 1
  %939 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %524, i32 %525, i32 %659, i32 %660) #4, !srcloc !25
  %940 = extractvalue { i32, i32 } %939, 0
  %941 = extractvalue { i32, i32 } %939, 1
  %942 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %515, i32 %516, i32 %662, i32 %663) #4, !srcloc !25
  %943 = extractvalue { i32, i32 } %942, 0
  %944 = extractvalue { i32, i32 } %942, 1
  %945 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %506, i32 %507, i32 %665, i32 %666) #4, !srcloc !25
  %946 = extractvalue { i32, i32 } %945, 0
  %947 = extractvalue { i32, i32 } %945, 1
  %948 = add nuw nsw i64 %453, 2
  %949 = icmp ult i64 %948, %21
  br i1 %949, label %353, label %950, !llvm.loop !26

950:                                              ; preds = %353
  %951 = add i64 %707, 1
  %952 = urem i64 %951, 3
  %953 = mul nuw nsw i64 %952, 384
  br label %954

954:                                              ; preds = %950, %45
  %955 = phi i32 [ %926, %950 ], [ 0, %45 ]
  %956 = phi i32 [ %925, %950 ], [ 0, %45 ]
  %957 = phi i32 [ %929, %950 ], [ 0, %45 ]
  %958 = phi i32 [ %928, %950 ], [ 0, %45 ]
  %959 = phi i32 [ %932, %950 ], [ 0, %45 ]
  %960 = phi i32 [ %931, %950 ], [ 0, %45 ]
  %961 = phi i32 [ %935, %950 ], [ 0, %45 ]
  %962 = phi i32 [ %934, %950 ], [ 0, %45 ]
  %963 = phi i32 [ %938, %950 ], [ 0, %45 ]
  %964 = phi i32 [ %937, %950 ], [ 0, %45 ]
  %965 = phi i32 [ %941, %950 ], [ 0, %45 ]
  %966 = phi i32 [ %940, %950 ], [ 0, %45 ]
  %967 = phi i32 [ %944, %950 ], [ 0, %45 ]
  %968 = phi i32 [ %943, %950 ], [ 0, %45 ]
  %969 = phi i32 [ %947, %950 ], [ 0, %45 ]
  %970 = phi i32 [ %946, %950 ], [ 0, %45 ]
  %971 = phi i32 [ %923, %950 ], [ 0, %45 ]
  %972 = phi i32 [ %922, %950 ], [ 0, %45 ]
  %973 = phi i32 [ %920, %950 ], [ 0, %45 ]
  %974 = phi i32 [ %919, %950 ], [ 0, %45 ]
  %975 = phi i32 [ %917, %950 ], [ 0, %45 ]
  %976 = phi i32 [ %916, %950 ], [ 0, %45 ]
  %977 = phi i32 [ %914, %950 ], [ 0, %45 ]
  %978 = phi i32 [ %913, %950 ], [ 0, %45 ]
  %979 = phi i32 [ %911, %950 ], [ 0, %45 ]
  %980 = phi i32 [ %910, %950 ], [ 0, %45 ]
  %981 = phi i32 [ %908, %950 ], [ 0, %45 ]
  %982 = phi i32 [ %907, %950 ], [ 0, %45 ]
  %983 = phi i32 [ %905, %950 ], [ 0, %45 ]
  %984 = phi i32 [ %904, %950 ], [ 0, %45 ]
  %985 = phi i32 [ %902, %950 ], [ 0, %45 ]
  %986 = phi i32 [ %901, %950 ], [ 0, %45 ]
  %987 = phi i32 [ %878, %950 ], [ 0, %45 ]
  %988 = phi i32 [ %877, %950 ], [ 0, %45 ]
  %989 = phi i32 [ %881, %950 ], [ 0, %45 ]
  %990 = phi i32 [ %880, %950 ], [ 0, %45 ]
  %991 = phi i32 [ %884, %950 ], [ 0, %45 ]
  %992 = phi i32 [ %883, %950 ], [ 0, %45 ]
  %993 = phi i32 [ %887, %950 ], [ 0, %45 ]
  %994 = phi i32 [ %886, %950 ], [ 0, %45 ]
  %995 = phi i32 [ %890, %950 ], [ 0, %45 ]
  %996 = phi i32 [ %889, %950 ], [ 0, %45 ]
  %997 = phi i32 [ %893, %950 ], [ 0, %45 ]
  %998 = phi i32 [ %892, %950 ], [ 0, %45 ]
  %999 = phi i32 [ %896, %950 ], [ 0, %45 ]
  %1000 = phi i32 [ %895, %950 ], [ 0, %45 ]
  %1001 = phi i32 [ %899, %950 ], [ 0, %45 ]
  %1002 = phi i32 [ %898, %950 ], [ 0, %45 ]
  %1003 = phi i32 [ %875, %950 ], [ 0, %45 ]
  %1004 = phi i32 [ %874, %950 ], [ 0, %45 ]
  %1005 = phi i32 [ %872, %950 ], [ 0, %45 ]
  %1006 = phi i32 [ %871, %950 ], [ 0, %45 ]
  %1007 = phi i32 [ %869, %950 ], [ 0, %45 ]
  %1008 = phi i32 [ %868, %950 ], [ 0, %45 ]
  %1009 = phi i32 [ %866, %950 ], [ 0, %45 ]
  %1010 = phi i32 [ %865, %950 ], [ 0, %45 ]
  %1011 = phi i32 [ %863, %950 ], [ 0, %45 ]
  %1012 = phi i32 [ %862, %950 ], [ 0, %45 ]
  %1013 = phi i32 [ %860, %950 ], [ 0, %45 ]
  %1014 = phi i32 [ %859, %950 ], [ 0, %45 ]
  %1015 = phi i32 [ %857, %950 ], [ 0, %45 ]
  %1016 = phi i32 [ %856, %950 ], [ 0, %45 ]
  %1017 = phi i32 [ %854, %950 ], [ 0, %45 ]
  %1018 = phi i32 [ %853, %950 ], [ 0, %45 ]
  %1019 = phi i32 [ %778, %950 ], [ %265, %45 ]
  %1020 = phi i32 [ %777, %950 ], [ %264, %45 ]
  %1021 = phi i32 [ %776, %950 ], [ %263, %45 ]
  %1022 = phi i32 [ %775, %950 ], [ %262, %45 ]
  %1023 = phi i32 [ %767, %950 ], [ %254, %45 ]
  %1024 = phi i32 [ %766, %950 ], [ %253, %45 ]
  %1025 = phi i32 [ %765, %950 ], [ %252, %45 ]
  %1026 = phi i32 [ %764, %950 ], [ %251, %45 ]
  %1027 = phi i32 [ %756, %950 ], [ %243, %45 ]
  %1028 = phi i32 [ %755, %950 ], [ %242, %45 ]
  %1029 = phi i32 [ %754, %950 ], [ %241, %45 ]
  %1030 = phi i32 [ %753, %950 ], [ %240, %45 ]
  %1031 = phi i32 [ %745, %950 ], [ %232, %45 ]
  %1032 = phi i32 [ %744, %950 ], [ %231, %45 ]
  %1033 = phi i32 [ %743, %950 ], [ %230, %45 ]
  %1034 = phi i32 [ %742, %950 ], [ %229, %45 ]
  %1035 = phi i32 [ %851, %950 ], [ %343, %45 ]
  %1036 = phi i32 [ %850, %950 ], [ %342, %45 ]
  %1037 = phi i32 [ %842, %950 ], [ %334, %45 ]
  %1038 = phi i32 [ %841, %950 ], [ %333, %45 ]
  %1039 = phi i32 [ %833, %950 ], [ %325, %45 ]
  %1040 = phi i32 [ %832, %950 ], [ %324, %45 ]
  %1041 = phi i32 [ %824, %950 ], [ %316, %45 ]
  %1042 = phi i32 [ %823, %950 ], [ %315, %45 ]
  %1043 = phi i32 [ %815, %950 ], [ %307, %45 ]
  %1044 = phi i32 [ %814, %950 ], [ %306, %45 ]
  %1045 = phi i32 [ %806, %950 ], [ %298, %45 ]
  %1046 = phi i32 [ %805, %950 ], [ %297, %45 ]
  %1047 = phi i32 [ %797, %950 ], [ %289, %45 ]
  %1048 = phi i32 [ %796, %950 ], [ %288, %45 ]
  %1049 = phi i32 [ %788, %950 ], [ %280, %45 ]
  %1050 = phi i32 [ %787, %950 ], [ %279, %45 ]
  %1051 = phi i64 [ %729, %950 ], [ 0, %45 ]
  %1052 = phi i64 [ %953, %950 ], [ 384, %45 ]
  %1053 = or disjoint i64 %272, 256
  %1054 = add i64 %223, %1051
  %1055 = or disjoint i64 %218, 16
  %1056 = add nuw nsw i64 %1055, %220
  %1057 = and i64 %1056, 24
  %1058 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1054, i64 %1057
  %1059 = addrspacecast ptr %1058 to ptr addrspace(3)
  %1060 = ptrtoint ptr addrspace(3) %1059 to i64
  %1061 = trunc i64 %1060 to i32
  %1062 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1061) #4, !srcloc !29
  %1063 = extractvalue { i32, i32, i32, i32 } %1062, 0
  %1064 = extractvalue { i32, i32, i32, i32 } %1062, 1
  %1065 = extractvalue { i32, i32, i32, i32 } %1062, 2
  %1066 = extractvalue { i32, i32, i32, i32 } %1062, 3
  %1067 = or disjoint i64 %1054, 16
  %1068 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1067, i64 %1057
  %1069 = addrspacecast ptr %1068 to ptr addrspace(3)
  %1070 = ptrtoint ptr addrspace(3) %1069 to i64
  %1071 = trunc i64 %1070 to i32
  %1072 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1071) #4, !srcloc !29
  %1073 = extractvalue { i32, i32, i32, i32 } %1072, 0
  %1074 = extractvalue { i32, i32, i32, i32 } %1072, 1
  %1075 = extractvalue { i32, i32, i32, i32 } %1072, 2
  %1076 = extractvalue { i32, i32, i32, i32 } %1072, 3
  %1077 = or disjoint i64 %1054, 32
  %1078 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1077, i64 %1057
  %1079 = addrspacecast ptr %1078 to ptr addrspace(3)
  %1080 = ptrtoint ptr addrspace(3) %1079 to i64
  %1081 = trunc i64 %1080 to i32
  %1082 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1081) #4, !srcloc !29
  %1083 = extractvalue { i32, i32, i32, i32 } %1082, 0
  %1084 = extractvalue { i32, i32, i32, i32 } %1082, 1
  %1085 = extractvalue { i32, i32, i32, i32 } %1082, 2
  %1086 = extractvalue { i32, i32, i32, i32 } %1082, 3
  %1087 = or disjoint i64 %1054, 48
  %1088 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1087, i64 %1057
  %1089 = addrspacecast ptr %1088 to ptr addrspace(3)
  %1090 = ptrtoint ptr addrspace(3) %1089 to i64
  %1091 = trunc i64 %1090 to i32
  %1092 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1091) #4, !srcloc !29
  %1093 = extractvalue { i32, i32, i32, i32 } %1092, 0
  %1094 = extractvalue { i32, i32, i32, i32 } %1092, 1
  %1095 = extractvalue { i32, i32, i32, i32 } %1092, 2
  %1096 = extractvalue { i32, i32, i32, i32 } %1092, 3
  %1097 = add i64 %1053, %1051
  %1098 = or i64 %59, 16
  %1099 = add nuw nsw i64 %1098, %220
  %1100 = and i64 %1099, 24
  %1101 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1097, i64 %1100
  %1102 = addrspacecast ptr %1101 to ptr addrspace(3)
  %1103 = ptrtoint ptr addrspace(3) %1102 to i64
  %1104 = trunc i64 %1103 to i32
  %1105 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1104) #4, !srcloc !30
  %1106 = extractvalue { i32, i32 } %1105, 0
  %1107 = extractvalue { i32, i32 } %1105, 1
  %1108 = or disjoint i64 %1097, 8
  %1109 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1108, i64 %1100
  %1110 = addrspacecast ptr %1109 to ptr addrspace(3)
  %1111 = ptrtoint ptr addrspace(3) %1110 to i64
  %1112 = trunc i64 %1111 to i32
  %1113 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1112) #4, !srcloc !30
  %1114 = extractvalue { i32, i32 } %1113, 0
  %1115 = extractvalue { i32, i32 } %1113, 1
  %1116 = or disjoint i64 %1097, 16
  %1117 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1116, i64 %1100
  %1118 = addrspacecast ptr %1117 to ptr addrspace(3)
  %1119 = ptrtoint ptr addrspace(3) %1118 to i64
  %1120 = trunc i64 %1119 to i32
  %1121 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1120) #4, !srcloc !30
  %1122 = extractvalue { i32, i32 } %1121, 0
  %1123 = extractvalue { i32, i32 } %1121, 1
  %1124 = or disjoint i64 %1097, 24
  %1125 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1124, i64 %1100
  %1126 = addrspacecast ptr %1125 to ptr addrspace(3)
  %1127 = ptrtoint ptr addrspace(3) %1126 to i64
  %1128 = trunc i64 %1127 to i32
  %1129 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1128) #4, !srcloc !30
  %1130 = extractvalue { i32, i32 } %1129, 0
  %1131 = extractvalue { i32, i32 } %1129, 1
  %1132 = or disjoint i64 %1097, 32
  %1133 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1132, i64 %1100
  %1134 = addrspacecast ptr %1133 to ptr addrspace(3)
  %1135 = ptrtoint ptr addrspace(3) %1134 to i64
  %1136 = trunc i64 %1135 to i32
  %1137 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1136) #4, !srcloc !30
  %1138 = extractvalue { i32, i32 } %1137, 0
  %1139 = extractvalue { i32, i32 } %1137, 1
  %1140 = or disjoint i64 %1097, 40
  %1141 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1140, i64 %1100
  %1142 = addrspacecast ptr %1141 to ptr addrspace(3)
  %1143 = ptrtoint ptr addrspace(3) %1142 to i64
  %1144 = trunc i64 %1143 to i32
  %1145 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1144) #4, !srcloc !30
  %1146 = extractvalue { i32, i32 } %1145, 0
  %1147 = extractvalue { i32, i32 } %1145, 1
  %1148 = or disjoint i64 %1097, 48
  %1149 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1148, i64 %1100
  %1150 = addrspacecast ptr %1149 to ptr addrspace(3)
  %1151 = ptrtoint ptr addrspace(3) %1150 to i64
  %1152 = trunc i64 %1151 to i32
  %1153 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1152) #4, !srcloc !30
  %1154 = extractvalue { i32, i32 } %1153, 0
  %1155 = extractvalue { i32, i32 } %1153, 1
  %1156 = or disjoint i64 %1097, 56
  %1157 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1156, i64 %1100
  %1158 = addrspacecast ptr %1157 to ptr addrspace(3)
  %1159 = ptrtoint ptr addrspace(3) %1158 to i64
  %1160 = trunc i64 %1159 to i32
  %1161 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1160) #4, !srcloc !30
  %1162 = extractvalue { i32, i32 } %1161, 0
  %1163 = extractvalue { i32, i32 } %1161, 1
  %1164 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1050, i32 %1049, i32 %1018, i32 %1017) #4, !srcloc !31
  %1165 = extractvalue { i32, i32 } %1164, 0
  %1166 = extractvalue { i32, i32 } %1164, 1
  %1167 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1048, i32 %1047, i32 %1016, i32 %1015) #4, !srcloc !31
  %1168 = extractvalue { i32, i32 } %1167, 0
  %1169 = extractvalue { i32, i32 } %1167, 1
  %1170 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1046, i32 %1045, i32 %1014, i32 %1013) #4, !srcloc !31
  %1171 = extractvalue { i32, i32 } %1170, 0
  %1172 = extractvalue { i32, i32 } %1170, 1
  %1173 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1044, i32 %1043, i32 %1012, i32 %1011) #4, !srcloc !31
  %1174 = extractvalue { i32, i32 } %1173, 0
  %1175 = extractvalue { i32, i32 } %1173, 1
  %1176 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1042, i32 %1041, i32 %1010, i32 %1009) #4, !srcloc !31
  %1177 = extractvalue { i32, i32 } %1176, 0
  %1178 = extractvalue { i32, i32 } %1176, 1
  %1179 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1040, i32 %1039, i32 %1008, i32 %1007) #4, !srcloc !31
  %1180 = extractvalue { i32, i32 } %1179, 0
  %1181 = extractvalue { i32, i32 } %1179, 1
  %1182 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1038, i32 %1037, i32 %1006, i32 %1005) #4, !srcloc !31
  %1183 = extractvalue { i32, i32 } %1182, 0
  %1184 = extractvalue { i32, i32 } %1182, 1
  %1185 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1034, i32 %1033, i32 %1032, i32 %1031, i32 %1036, i32 %1035, i32 %1004, i32 %1003) #4, !srcloc !31
  %1186 = extractvalue { i32, i32 } %1185, 0
  %1187 = extractvalue { i32, i32 } %1185, 1
  %1188 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1036, i32 %1035, i32 %988, i32 %987) #4, !srcloc !31
  %1189 = extractvalue { i32, i32 } %1188, 0
  %1190 = extractvalue { i32, i32 } %1188, 1
  %1191 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1038, i32 %1037, i32 %990, i32 %989) #4, !srcloc !31
  %1192 = extractvalue { i32, i32 } %1191, 0
  %1193 = extractvalue { i32, i32 } %1191, 1
  %1194 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1040, i32 %1039, i32 %992, i32 %991) #4, !srcloc !31
  %1195 = extractvalue { i32, i32 } %1194, 0
  %1196 = extractvalue { i32, i32 } %1194, 1
  %1197 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1042, i32 %1041, i32 %994, i32 %993) #4, !srcloc !31
  %1198 = extractvalue { i32, i32 } %1197, 0
  %1199 = extractvalue { i32, i32 } %1197, 1
  %1200 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1044, i32 %1043, i32 %996, i32 %995) #4, !srcloc !31
  %1201 = extractvalue { i32, i32 } %1200, 0
  %1202 = extractvalue { i32, i32 } %1200, 1
  %1203 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1046, i32 %1045, i32 %998, i32 %997) #4, !srcloc !31
  %1204 = extractvalue { i32, i32 } %1203, 0
  %1205 = extractvalue { i32, i32 } %1203, 1
  %1206 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1048, i32 %1047, i32 %1000, i32 %999) #4, !srcloc !31
  %1207 = extractvalue { i32, i32 } %1206, 0
  %1208 = extractvalue { i32, i32 } %1206, 1
  %1209 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1030, i32 %1029, i32 %1028, i32 %1027, i32 %1050, i32 %1049, i32 %1002, i32 %1001) #4, !srcloc !31
  %1210 = extractvalue { i32, i32 } %1209, 0
  %1211 = extractvalue { i32, i32 } %1209, 1
  %1212 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1050, i32 %1049, i32 %986, i32 %985) #4, !srcloc !31
  %1213 = extractvalue { i32, i32 } %1212, 0
  %1214 = extractvalue { i32, i32 } %1212, 1
  %1215 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1048, i32 %1047, i32 %984, i32 %983) #4, !srcloc !31
  %1216 = extractvalue { i32, i32 } %1215, 0
  %1217 = extractvalue { i32, i32 } %1215, 1
  %1218 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1046, i32 %1045, i32 %982, i32 %981) #4, !srcloc !31
  %1219 = extractvalue { i32, i32 } %1218, 0
  %1220 = extractvalue { i32, i32 } %1218, 1
  %1221 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1044, i32 %1043, i32 %980, i32 %979) #4, !srcloc !31
  %1222 = extractvalue { i32, i32 } %1221, 0
  %1223 = extractvalue { i32, i32 } %1221, 1
  %1224 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1042, i32 %1041, i32 %978, i32 %977) #4, !srcloc !31
  %1225 = extractvalue { i32, i32 } %1224, 0
  %1226 = extractvalue { i32, i32 } %1224, 1
  %1227 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1040, i32 %1039, i32 %976, i32 %975) #4, !srcloc !31
  %1228 = extractvalue { i32, i32 } %1227, 0
  %1229 = extractvalue { i32, i32 } %1227, 1
  %1230 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1038, i32 %1037, i32 %974, i32 %973) #4, !srcloc !31
  %1231 = extractvalue { i32, i32 } %1230, 0
  %1232 = extractvalue { i32, i32 } %1230, 1
  %1233 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1026, i32 %1025, i32 %1024, i32 %1023, i32 %1036, i32 %1035, i32 %972, i32 %971) #4, !srcloc !31
  %1234 = extractvalue { i32, i32 } %1233, 0
  %1235 = extractvalue { i32, i32 } %1233, 1
  %1236 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1036, i32 %1035, i32 %956, i32 %955) #4, !srcloc !31
  %1237 = extractvalue { i32, i32 } %1236, 0
  %1238 = extractvalue { i32, i32 } %1236, 1
  %1239 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1038, i32 %1037, i32 %958, i32 %957) #4, !srcloc !31
  %1240 = extractvalue { i32, i32 } %1239, 0
  %1241 = extractvalue { i32, i32 } %1239, 1
  %1242 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1040, i32 %1039, i32 %960, i32 %959) #4, !srcloc !31
  %1243 = extractvalue { i32, i32 } %1242, 0
  %1244 = extractvalue { i32, i32 } %1242, 1
  %1245 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1042, i32 %1041, i32 %962, i32 %961) #4, !srcloc !31
  %1246 = extractvalue { i32, i32 } %1245, 0
  %1247 = extractvalue { i32, i32 } %1245, 1
  %1248 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1044, i32 %1043, i32 %964, i32 %963) #4, !srcloc !31
  %1249 = extractvalue { i32, i32 } %1248, 0
  %1250 = extractvalue { i32, i32 } %1248, 1
  %1251 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1046, i32 %1045, i32 %966, i32 %965) #4, !srcloc !31
  %1252 = extractvalue { i32, i32 } %1251, 0
  %1253 = extractvalue { i32, i32 } %1251, 1
  %1254 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1048, i32 %1047, i32 %968, i32 %967) #4, !srcloc !31
  %1255 = extractvalue { i32, i32 } %1254, 0
  %1256 = extractvalue { i32, i32 } %1254, 1
  %1257 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1022, i32 %1021, i32 %1020, i32 %1019, i32 %1050, i32 %1049, i32 %970, i32 %969) #4, !srcloc !31
  %1258 = extractvalue { i32, i32 } %1257, 0
  %1259 = extractvalue { i32, i32 } %1257, 1
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !srcloc !32
  tail call void @llvm.nvvm.barrier0()
  %1260 = add nsw i64 %223, %1052
  %1261 = add nuw nsw i64 %218, %220
  %1262 = and i64 %1261, 24
  %1263 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1260, i64 %1262
  %1264 = addrspacecast ptr %1263 to ptr addrspace(3)
  %1265 = ptrtoint ptr addrspace(3) %1264 to i64
  %1266 = trunc i64 %1265 to i32
  %1267 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1266) #4, !srcloc !29
  %1268 = or disjoint i64 %1260, 16
  %1269 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1268, i64 %1262
  %1270 = addrspacecast ptr %1269 to ptr addrspace(3)
  %1271 = ptrtoint ptr addrspace(3) %1270 to i64
  %1272 = trunc i64 %1271 to i32
  %1273 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1272) #4, !srcloc !29
  %1274 = or disjoint i64 %1260, 32
  %1275 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1274, i64 %1262
  %1276 = addrspacecast ptr %1275 to ptr addrspace(3)
  %1277 = ptrtoint ptr addrspace(3) %1276 to i64
  %1278 = trunc i64 %1277 to i32
  %1279 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1278) #4, !srcloc !29
  %1280 = or disjoint i64 %1260, 48
  %1281 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1280, i64 %1262
  %1282 = addrspacecast ptr %1281 to ptr addrspace(3)
  %1283 = ptrtoint ptr addrspace(3) %1282 to i64
  %1284 = trunc i64 %1283 to i32
  %1285 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1284) #4, !srcloc !29
  %1286 = add nsw i64 %1053, %1052
  %1287 = add nuw nsw i64 %269, %220
  %1288 = and i64 %1287, 24
  %1289 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1286, i64 %1288
  %1290 = addrspacecast ptr %1289 to ptr addrspace(3)
  %1291 = ptrtoint ptr addrspace(3) %1290 to i64
  %1292 = trunc i64 %1291 to i32
  %1293 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1292) #4, !srcloc !30
  %1294 = or disjoint i64 %1286, 8
  %1295 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1294, i64 %1288
  %1296 = addrspacecast ptr %1295 to ptr addrspace(3)
  %1297 = ptrtoint ptr addrspace(3) %1296 to i64
  %1298 = trunc i64 %1297 to i32
  %1299 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1298) #4, !srcloc !30
  %1300 = or disjoint i64 %1286, 16
  %1301 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1300, i64 %1288
  %1302 = addrspacecast ptr %1301 to ptr addrspace(3)
  %1303 = ptrtoint ptr addrspace(3) %1302 to i64
  %1304 = trunc i64 %1303 to i32
  %1305 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1304) #4, !srcloc !30
  %1306 = or disjoint i64 %1286, 24
  %1307 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1306, i64 %1288
  %1308 = addrspacecast ptr %1307 to ptr addrspace(3)
  %1309 = ptrtoint ptr addrspace(3) %1308 to i64
  %1310 = trunc i64 %1309 to i32
  %1311 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1310) #4, !srcloc !30
  %1312 = or disjoint i64 %1286, 32
  %1313 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1312, i64 %1288
  %1314 = addrspacecast ptr %1313 to ptr addrspace(3)
  %1315 = ptrtoint ptr addrspace(3) %1314 to i64
  %1316 = trunc i64 %1315 to i32
  %1317 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1316) #4, !srcloc !30
  %1318 = or disjoint i64 %1286, 40
  %1319 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1318, i64 %1288
  %1320 = addrspacecast ptr %1319 to ptr addrspace(3)
  %1321 = ptrtoint ptr addrspace(3) %1320 to i64
  %1322 = trunc i64 %1321 to i32
  %1323 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1322) #4, !srcloc !30
  %1324 = or disjoint i64 %1286, 48
  %1325 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1324, i64 %1288
  %1326 = addrspacecast ptr %1325 to ptr addrspace(3)
  %1327 = ptrtoint ptr addrspace(3) %1326 to i64
  %1328 = trunc i64 %1327 to i32
  %1329 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1328) #4, !srcloc !30
  %1330 = or disjoint i64 %1286, 56
  %1331 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1330, i64 %1288
  %1332 = addrspacecast ptr %1331 to ptr addrspace(3)
  %1333 = ptrtoint ptr addrspace(3) %1332 to i64
  %1334 = trunc i64 %1333 to i32
  %1335 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1334) #4, !srcloc !30
  %1336 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1106, i32 %1107, i32 %1165, i32 %1166) #4, !srcloc !31
  %1337 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1114, i32 %1115, i32 %1168, i32 %1169) #4, !srcloc !31
  %1338 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1122, i32 %1123, i32 %1171, i32 %1172) #4, !srcloc !31
  %1339 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1130, i32 %1131, i32 %1174, i32 %1175) #4, !srcloc !31
  %1340 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1138, i32 %1139, i32 %1177, i32 %1178) #4, !srcloc !31
  %1341 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1146, i32 %1147, i32 %1180, i32 %1181) #4, !srcloc !31
  %1342 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1154, i32 %1155, i32 %1183, i32 %1184) #4, !srcloc !31
  %1343 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1063, i32 %1064, i32 %1065, i32 %1066, i32 %1162, i32 %1163, i32 %1186, i32 %1187) #4, !srcloc !31
  %1344 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1162, i32 %1163, i32 %1189, i32 %1190) #4, !srcloc !31
  %1345 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1154, i32 %1155, i32 %1192, i32 %1193) #4, !srcloc !31
  %1346 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1146, i32 %1147, i32 %1195, i32 %1196) #4, !srcloc !31
  %1347 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1138, i32 %1139, i32 %1198, i32 %1199) #4, !srcloc !31
  %1348 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1130, i32 %1131, i32 %1201, i32 %1202) #4, !srcloc !31
  %1349 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1122, i32 %1123, i32 %1204, i32 %1205) #4, !srcloc !31
  %1350 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1114, i32 %1115, i32 %1207, i32 %1208) #4, !srcloc !31
  %1351 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1106, i32 %1107, i32 %1210, i32 %1211) #4, !srcloc !31
  %1352 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1106, i32 %1107, i32 %1213, i32 %1214) #4, !srcloc !31
  %1353 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1114, i32 %1115, i32 %1216, i32 %1217) #4, !srcloc !31
  %1354 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1122, i32 %1123, i32 %1219, i32 %1220) #4, !srcloc !31
  %1355 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1130, i32 %1131, i32 %1222, i32 %1223) #4, !srcloc !31
  %1356 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1138, i32 %1139, i32 %1225, i32 %1226) #4, !srcloc !31
  %1357 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1146, i32 %1147, i32 %1228, i32 %1229) #4, !srcloc !31
  %1358 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1154, i32 %1155, i32 %1231, i32 %1232) #4, !srcloc !31
  %1359 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1162, i32 %1163, i32 %1234, i32 %1235) #4, !srcloc !31
  %1360 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1162, i32 %1163, i32 %1237, i32 %1238) #4, !srcloc !31
  %1361 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1154, i32 %1155, i32 %1240, i32 %1241) #4, !srcloc !31
  %1362 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1146, i32 %1147, i32 %1243, i32 %1244) #4, !srcloc !31
  %1363 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1138, i32 %1139, i32 %1246, i32 %1247) #4, !srcloc !31
  %1364 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1130, i32 %1131, i32 %1249, i32 %1250) #4, !srcloc !31
  %1365 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1122, i32 %1123, i32 %1252, i32 %1253) #4, !srcloc !31
  %1366 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1114, i32 %1115, i32 %1255, i32 %1256) #4, !srcloc !31
  %1367 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1106, i32 %1107, i32 %1258, i32 %1259) #4, !srcloc !31
  %1368 = extractvalue { i32, i32 } %1367, 1
  %1369 = extractvalue { i32, i32 } %1367, 0
  %1370 = extractvalue { i32, i32 } %1366, 1
  %1371 = extractvalue { i32, i32 } %1366, 0
  %1372 = extractvalue { i32, i32 } %1365, 1
  %1373 = extractvalue { i32, i32 } %1365, 0
  %1374 = extractvalue { i32, i32 } %1364, 1
  %1375 = extractvalue { i32, i32 } %1364, 0
  %1376 = extractvalue { i32, i32 } %1363, 1
  %1377 = extractvalue { i32, i32 } %1363, 0
  %1378 = extractvalue { i32, i32 } %1362, 1
  %1379 = extractvalue { i32, i32 } %1362, 0
  %1380 = extractvalue { i32, i32 } %1361, 1
  %1381 = extractvalue { i32, i32 } %1361, 0
  %1382 = extractvalue { i32, i32 } %1360, 1
  %1383 = extractvalue { i32, i32 } %1360, 0
  %1384 = extractvalue { i32, i32 } %1359, 1
  %1385 = extractvalue { i32, i32 } %1359, 0
  %1386 = extractvalue { i32, i32 } %1358, 1
  %1387 = extractvalue { i32, i32 } %1358, 0
  %1388 = extractvalue { i32, i32 } %1357, 1
  %1389 = extractvalue { i32, i32 } %1357, 0
  %1390 = extractvalue { i32, i32 } %1356, 1
  %1391 = extractvalue { i32, i32 } %1356, 0
  %1392 = extractvalue { i32, i32 } %1355, 1
  %1393 = extractvalue { i32, i32 } %1355, 0
  %1394 = extractvalue { i32, i32 } %1354, 1
  %1395 = extractvalue { i32, i32 } %1354, 0
  %1396 = extractvalue { i32, i32 } %1353, 1
  %1397 = extractvalue { i32, i32 } %1353, 0
  %1398 = extractvalue { i32, i32 } %1352, 1
  %1399 = extractvalue { i32, i32 } %1352, 0
  %1400 = extractvalue { i32, i32 } %1351, 1
  %1401 = extractvalue { i32, i32 } %1351, 0
  %1402 = extractvalue { i32, i32 } %1350, 1
  %1403 = extractvalue { i32, i32 } %1350, 0
  %1404 = extractvalue { i32, i32 } %1349, 1
  %1405 = extractvalue { i32, i32 } %1349, 0
  %1406 = extractvalue { i32, i32 } %1348, 1
  %1407 = extractvalue { i32, i32 } %1348, 0
  %1408 = extractvalue { i32, i32 } %1347, 1
  %1409 = extractvalue { i32, i32 } %1347, 0
  %1410 = extractvalue { i32, i32 } %1346, 1
  %1411 = extractvalue { i32, i32 } %1346, 0
  %1412 = extractvalue { i32, i32 } %1345, 1
  %1413 = extractvalue { i32, i32 } %1345, 0
  %1414 = extractvalue { i32, i32 } %1344, 1
  %1415 = extractvalue { i32, i32 } %1344, 0
  %1416 = extractvalue { i32, i32 } %1343, 1
  %1417 = extractvalue { i32, i32 } %1343, 0
  %1418 = extractvalue { i32, i32 } %1342, 1
  %1419 = extractvalue { i32, i32 } %1342, 0
  %1420 = extractvalue { i32, i32 } %1341, 1
  %1421 = extractvalue { i32, i32 } %1341, 0
  %1422 = extractvalue { i32, i32 } %1340, 1
  %1423 = extractvalue { i32, i32 } %1340, 0
  %1424 = extractvalue { i32, i32 } %1339, 1
  %1425 = extractvalue { i32, i32 } %1339, 0
  %1426 = extractvalue { i32, i32 } %1338, 1
  %1427 = extractvalue { i32, i32 } %1338, 0
  %1428 = extractvalue { i32, i32 } %1337, 1
  %1429 = extractvalue { i32, i32 } %1337, 0
  %1430 = extractvalue { i32, i32 } %1336, 1
  %1431 = extractvalue { i32, i32 } %1336, 0
  %1432 = extractvalue { i32, i32 } %1335, 1
  %1433 = extractvalue { i32, i32 } %1335, 0
  %1434 = extractvalue { i32, i32 } %1329, 1
  %1435 = extractvalue { i32, i32 } %1329, 0
  %1436 = extractvalue { i32, i32 } %1323, 1
  %1437 = extractvalue { i32, i32 } %1323, 0
  %1438 = extractvalue { i32, i32 } %1317, 1
  %1439 = extractvalue { i32, i32 } %1317, 0
  %1440 = extractvalue { i32, i32 } %1311, 1
  %1441 = extractvalue { i32, i32 } %1311, 0
  %1442 = extractvalue { i32, i32 } %1305, 1
  %1443 = extractvalue { i32, i32 } %1305, 0
  %1444 = extractvalue { i32, i32 } %1299, 1
  %1445 = extractvalue { i32, i32 } %1299, 0
  %1446 = extractvalue { i32, i32 } %1293, 1
  %1447 = extractvalue { i32, i32 } %1293, 0
  %1448 = extractvalue { i32, i32, i32, i32 } %1285, 3
  %1449 = extractvalue { i32, i32, i32, i32 } %1285, 2
  %1450 = extractvalue { i32, i32, i32, i32 } %1285, 1
  %1451 = extractvalue { i32, i32, i32, i32 } %1285, 0
  %1452 = extractvalue { i32, i32, i32, i32 } %1279, 3
  %1453 = extractvalue { i32, i32, i32, i32 } %1279, 2
  %1454 = extractvalue { i32, i32, i32, i32 } %1279, 1
  %1455 = extractvalue { i32, i32, i32, i32 } %1279, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1273, 3
  %1457 = extractvalue { i32, i32, i32, i32 } %1273, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1273, 1
  %1459 = extractvalue { i32, i32, i32, i32 } %1273, 0
  %1460 = extractvalue { i32, i32, i32, i32 } %1267, 3
  %1461 = extractvalue { i32, i32, i32, i32 } %1267, 2
  %1462 = extractvalue { i32, i32, i32, i32 } %1267, 1
  %1463 = extractvalue { i32, i32, i32, i32 } %1267, 0
  %1464 = or disjoint i64 %218, 16
  %1465 = add nuw nsw i64 %1464, %220
  %1466 = and i64 %1465, 24
  %1467 = or i64 %59, 16
  %1468 = add nuw nsw i64 %220, %1467
  %1469 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1260, i64 %1466
  %1470 = addrspacecast ptr %1469 to ptr addrspace(3)
  %1471 = ptrtoint ptr addrspace(3) %1470 to i64
  %1472 = trunc i64 %1471 to i32
  %1473 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1472) #4, !srcloc !33
  %1474 = extractvalue { i32, i32, i32, i32 } %1473, 0
  %1475 = extractvalue { i32, i32, i32, i32 } %1473, 1
  %1476 = extractvalue { i32, i32, i32, i32 } %1473, 2
  %1477 = extractvalue { i32, i32, i32, i32 } %1473, 3
  %1478 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1268, i64 %1466
  %1479 = addrspacecast ptr %1478 to ptr addrspace(3)
  %1480 = ptrtoint ptr addrspace(3) %1479 to i64
  %1481 = trunc i64 %1480 to i32
  %1482 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1481) #4, !srcloc !33
  %1483 = extractvalue { i32, i32, i32, i32 } %1482, 0
  %1484 = extractvalue { i32, i32, i32, i32 } %1482, 1
  %1485 = extractvalue { i32, i32, i32, i32 } %1482, 2
  %1486 = extractvalue { i32, i32, i32, i32 } %1482, 3
  %1487 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1274, i64 %1466
  %1488 = addrspacecast ptr %1487 to ptr addrspace(3)
  %1489 = ptrtoint ptr addrspace(3) %1488 to i64
  %1490 = trunc i64 %1489 to i32
  %1491 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1490) #4, !srcloc !33
  %1492 = extractvalue { i32, i32, i32, i32 } %1491, 0
  %1493 = extractvalue { i32, i32, i32, i32 } %1491, 1
  %1494 = extractvalue { i32, i32, i32, i32 } %1491, 2
  %1495 = extractvalue { i32, i32, i32, i32 } %1491, 3
  %1496 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1280, i64 %1466
  %1497 = addrspacecast ptr %1496 to ptr addrspace(3)
  %1498 = ptrtoint ptr addrspace(3) %1497 to i64
  %1499 = trunc i64 %1498 to i32
  %1500 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %1499) #4, !srcloc !33
  %1501 = extractvalue { i32, i32, i32, i32 } %1500, 0
  %1502 = extractvalue { i32, i32, i32, i32 } %1500, 1
  %1503 = extractvalue { i32, i32, i32, i32 } %1500, 2
  %1504 = extractvalue { i32, i32, i32, i32 } %1500, 3
  %1505 = and i64 %1468, 24
  %1506 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1286, i64 %1505
  %1507 = addrspacecast ptr %1506 to ptr addrspace(3)
  %1508 = ptrtoint ptr addrspace(3) %1507 to i64
  %1509 = trunc i64 %1508 to i32
  %1510 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1509) #4, !srcloc !34
  %1511 = extractvalue { i32, i32 } %1510, 0
  %1512 = extractvalue { i32, i32 } %1510, 1
  %1513 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1294, i64 %1505
  %1514 = addrspacecast ptr %1513 to ptr addrspace(3)
  %1515 = ptrtoint ptr addrspace(3) %1514 to i64
  %1516 = trunc i64 %1515 to i32
  %1517 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1516) #4, !srcloc !34
  %1518 = extractvalue { i32, i32 } %1517, 0
  %1519 = extractvalue { i32, i32 } %1517, 1
  %1520 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1300, i64 %1505
  %1521 = addrspacecast ptr %1520 to ptr addrspace(3)
  %1522 = ptrtoint ptr addrspace(3) %1521 to i64
  %1523 = trunc i64 %1522 to i32
  %1524 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1523) #4, !srcloc !34
  %1525 = extractvalue { i32, i32 } %1524, 0
  %1526 = extractvalue { i32, i32 } %1524, 1
  %1527 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1306, i64 %1505
  %1528 = addrspacecast ptr %1527 to ptr addrspace(3)
  %1529 = ptrtoint ptr addrspace(3) %1528 to i64
  %1530 = trunc i64 %1529 to i32
  %1531 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1530) #4, !srcloc !34
  %1532 = extractvalue { i32, i32 } %1531, 0
  %1533 = extractvalue { i32, i32 } %1531, 1
  %1534 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1312, i64 %1505
  %1535 = addrspacecast ptr %1534 to ptr addrspace(3)
  %1536 = ptrtoint ptr addrspace(3) %1535 to i64
  %1537 = trunc i64 %1536 to i32
  %1538 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1537) #4, !srcloc !34
  %1539 = extractvalue { i32, i32 } %1538, 0
  %1540 = extractvalue { i32, i32 } %1538, 1
  %1541 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1318, i64 %1505
  %1542 = addrspacecast ptr %1541 to ptr addrspace(3)
  %1543 = ptrtoint ptr addrspace(3) %1542 to i64
  %1544 = trunc i64 %1543 to i32
  %1545 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1544) #4, !srcloc !34
  %1546 = extractvalue { i32, i32 } %1545, 0
  %1547 = extractvalue { i32, i32 } %1545, 1
  %1548 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1324, i64 %1505
  %1549 = addrspacecast ptr %1548 to ptr addrspace(3)
  %1550 = ptrtoint ptr addrspace(3) %1549 to i64
  %1551 = trunc i64 %1550 to i32
  %1552 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1551) #4, !srcloc !34
  %1553 = extractvalue { i32, i32 } %1552, 0
  %1554 = extractvalue { i32, i32 } %1552, 1
  %1555 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %1330, i64 %1505
  %1556 = addrspacecast ptr %1555 to ptr addrspace(3)
  %1557 = ptrtoint ptr addrspace(3) %1556 to i64
  %1558 = trunc i64 %1557 to i32
  %1559 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %1558) #4, !srcloc !34
  %1560 = extractvalue { i32, i32 } %1559, 0
  %1561 = extractvalue { i32, i32 } %1559, 1
  %1562 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1447, i32 %1446, i32 %1431, i32 %1430) #4, !srcloc !35
  %1563 = extractvalue { i32, i32 } %1562, 0
  %1564 = extractvalue { i32, i32 } %1562, 1
  %1565 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1445, i32 %1444, i32 %1429, i32 %1428) #4, !srcloc !35
  %1566 = extractvalue { i32, i32 } %1565, 0
  %1567 = extractvalue { i32, i32 } %1565, 1
  %1568 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1443, i32 %1442, i32 %1427, i32 %1426) #4, !srcloc !35
  %1569 = extractvalue { i32, i32 } %1568, 0
  %1570 = extractvalue { i32, i32 } %1568, 1
  %1571 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1441, i32 %1440, i32 %1425, i32 %1424) #4, !srcloc !35
  %1572 = extractvalue { i32, i32 } %1571, 0
  %1573 = extractvalue { i32, i32 } %1571, 1
  %1574 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1439, i32 %1438, i32 %1423, i32 %1422) #4, !srcloc !35
  %1575 = extractvalue { i32, i32 } %1574, 0
  %1576 = extractvalue { i32, i32 } %1574, 1
  %1577 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1437, i32 %1436, i32 %1421, i32 %1420) #4, !srcloc !35
  %1578 = extractvalue { i32, i32 } %1577, 0
  %1579 = extractvalue { i32, i32 } %1577, 1
  %1580 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1435, i32 %1434, i32 %1419, i32 %1418) #4, !srcloc !35
  %1581 = extractvalue { i32, i32 } %1580, 0
  %1582 = extractvalue { i32, i32 } %1580, 1
  %1583 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1463, i32 %1462, i32 %1461, i32 %1460, i32 %1433, i32 %1432, i32 %1417, i32 %1416) #4, !srcloc !35
  %1584 = extractvalue { i32, i32 } %1583, 0
  %1585 = extractvalue { i32, i32 } %1583, 1
  %1586 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1433, i32 %1432, i32 %1415, i32 %1414) #4, !srcloc !35
  %1587 = extractvalue { i32, i32 } %1586, 0
  %1588 = extractvalue { i32, i32 } %1586, 1
  %1589 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1435, i32 %1434, i32 %1413, i32 %1412) #4, !srcloc !35
  %1590 = extractvalue { i32, i32 } %1589, 0
  %1591 = extractvalue { i32, i32 } %1589, 1
  %1592 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1437, i32 %1436, i32 %1411, i32 %1410) #4, !srcloc !35
  %1593 = extractvalue { i32, i32 } %1592, 0
  %1594 = extractvalue { i32, i32 } %1592, 1
  %1595 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1439, i32 %1438, i32 %1409, i32 %1408) #4, !srcloc !35
  %1596 = extractvalue { i32, i32 } %1595, 0
  %1597 = extractvalue { i32, i32 } %1595, 1
  %1598 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1441, i32 %1440, i32 %1407, i32 %1406) #4, !srcloc !35
  %1599 = extractvalue { i32, i32 } %1598, 0
  %1600 = extractvalue { i32, i32 } %1598, 1
  %1601 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1443, i32 %1442, i32 %1405, i32 %1404) #4, !srcloc !35
  %1602 = extractvalue { i32, i32 } %1601, 0
  %1603 = extractvalue { i32, i32 } %1601, 1
  %1604 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1445, i32 %1444, i32 %1403, i32 %1402) #4, !srcloc !35
  %1605 = extractvalue { i32, i32 } %1604, 0
  %1606 = extractvalue { i32, i32 } %1604, 1
  %1607 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1459, i32 %1458, i32 %1457, i32 %1456, i32 %1447, i32 %1446, i32 %1401, i32 %1400) #4, !srcloc !35
  %1608 = extractvalue { i32, i32 } %1607, 0
  %1609 = extractvalue { i32, i32 } %1607, 1
  %1610 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1447, i32 %1446, i32 %1399, i32 %1398) #4, !srcloc !35
  %1611 = extractvalue { i32, i32 } %1610, 0
  %1612 = extractvalue { i32, i32 } %1610, 1
  %1613 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1445, i32 %1444, i32 %1397, i32 %1396) #4, !srcloc !35
  %1614 = extractvalue { i32, i32 } %1613, 0
  %1615 = extractvalue { i32, i32 } %1613, 1
  %1616 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1443, i32 %1442, i32 %1395, i32 %1394) #4, !srcloc !35
  %1617 = extractvalue { i32, i32 } %1616, 0
  %1618 = extractvalue { i32, i32 } %1616, 1
  %1619 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1441, i32 %1440, i32 %1393, i32 %1392) #4, !srcloc !35
  %1620 = extractvalue { i32, i32 } %1619, 0
  %1621 = extractvalue { i32, i32 } %1619, 1
  %1622 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1439, i32 %1438, i32 %1391, i32 %1390) #4, !srcloc !35
  %1623 = extractvalue { i32, i32 } %1622, 0
  %1624 = extractvalue { i32, i32 } %1622, 1
  %1625 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1437, i32 %1436, i32 %1389, i32 %1388) #4, !srcloc !35
  %1626 = extractvalue { i32, i32 } %1625, 0
  %1627 = extractvalue { i32, i32 } %1625, 1
  %1628 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1435, i32 %1434, i32 %1387, i32 %1386) #4, !srcloc !35
  %1629 = extractvalue { i32, i32 } %1628, 0
  %1630 = extractvalue { i32, i32 } %1628, 1
  %1631 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1455, i32 %1454, i32 %1453, i32 %1452, i32 %1433, i32 %1432, i32 %1385, i32 %1384) #4, !srcloc !35
  %1632 = extractvalue { i32, i32 } %1631, 0
  %1633 = extractvalue { i32, i32 } %1631, 1
  %1634 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1433, i32 %1432, i32 %1383, i32 %1382) #4, !srcloc !35
  %1635 = extractvalue { i32, i32 } %1634, 0
  %1636 = extractvalue { i32, i32 } %1634, 1
  %1637 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1435, i32 %1434, i32 %1381, i32 %1380) #4, !srcloc !35
  %1638 = extractvalue { i32, i32 } %1637, 0
  %1639 = extractvalue { i32, i32 } %1637, 1
  %1640 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1437, i32 %1436, i32 %1379, i32 %1378) #4, !srcloc !35
  %1641 = extractvalue { i32, i32 } %1640, 0
  %1642 = extractvalue { i32, i32 } %1640, 1
  %1643 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1439, i32 %1438, i32 %1377, i32 %1376) #4, !srcloc !35
  %1644 = extractvalue { i32, i32 } %1643, 0
  %1645 = extractvalue { i32, i32 } %1643, 1
  %1646 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1441, i32 %1440, i32 %1375, i32 %1374) #4, !srcloc !35
  %1647 = extractvalue { i32, i32 } %1646, 0
  %1648 = extractvalue { i32, i32 } %1646, 1
  %1649 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1443, i32 %1442, i32 %1373, i32 %1372) #4, !srcloc !35
  %1650 = extractvalue { i32, i32 } %1649, 0
  %1651 = extractvalue { i32, i32 } %1649, 1
  %1652 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1445, i32 %1444, i32 %1371, i32 %1370) #4, !srcloc !35
  %1653 = extractvalue { i32, i32 } %1652, 0
  %1654 = extractvalue { i32, i32 } %1652, 1
  %1655 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1451, i32 %1450, i32 %1449, i32 %1448, i32 %1447, i32 %1446, i32 %1369, i32 %1368) #4, !srcloc !35
  %1656 = extractvalue { i32, i32 } %1655, 0
  %1657 = extractvalue { i32, i32 } %1655, 1
  %1658 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1511, i32 %1512, i32 %1563, i32 %1564) #4, !srcloc !36
  %1659 = extractvalue { i32, i32 } %1658, 0
  %1660 = extractvalue { i32, i32 } %1658, 1
  %1661 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1518, i32 %1519, i32 %1566, i32 %1567) #4, !srcloc !36
  %1662 = extractvalue { i32, i32 } %1661, 0
  %1663 = extractvalue { i32, i32 } %1661, 1
  %1664 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1525, i32 %1526, i32 %1569, i32 %1570) #4, !srcloc !36
  %1665 = extractvalue { i32, i32 } %1664, 0
  %1666 = extractvalue { i32, i32 } %1664, 1
  %1667 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1532, i32 %1533, i32 %1572, i32 %1573) #4, !srcloc !36
  %1668 = extractvalue { i32, i32 } %1667, 0
  %1669 = extractvalue { i32, i32 } %1667, 1
  %1670 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1539, i32 %1540, i32 %1575, i32 %1576) #4, !srcloc !36
  %1671 = extractvalue { i32, i32 } %1670, 0
  %1672 = extractvalue { i32, i32 } %1670, 1
  %1673 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1546, i32 %1547, i32 %1578, i32 %1579) #4, !srcloc !36
  %1674 = extractvalue { i32, i32 } %1673, 0
  %1675 = extractvalue { i32, i32 } %1673, 1
  %1676 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1553, i32 %1554, i32 %1581, i32 %1582) #4, !srcloc !36
  %1677 = extractvalue { i32, i32 } %1676, 0
  %1678 = extractvalue { i32, i32 } %1676, 1
  %1679 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1474, i32 %1475, i32 %1476, i32 %1477, i32 %1560, i32 %1561, i32 %1584, i32 %1585) #4, !srcloc !36
  %1680 = extractvalue { i32, i32 } %1679, 0
  %1681 = extractvalue { i32, i32 } %1679, 1
  %1682 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1560, i32 %1561, i32 %1587, i32 %1588) #4, !srcloc !36
  %1683 = extractvalue { i32, i32 } %1682, 0
  %1684 = extractvalue { i32, i32 } %1682, 1
  %1685 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1553, i32 %1554, i32 %1590, i32 %1591) #4, !srcloc !36
  %1686 = extractvalue { i32, i32 } %1685, 0
  %1687 = extractvalue { i32, i32 } %1685, 1
  %1688 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1546, i32 %1547, i32 %1593, i32 %1594) #4, !srcloc !36
  %1689 = extractvalue { i32, i32 } %1688, 0
  %1690 = extractvalue { i32, i32 } %1688, 1
  %1691 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1539, i32 %1540, i32 %1596, i32 %1597) #4, !srcloc !36
  %1692 = extractvalue { i32, i32 } %1691, 0
  %1693 = extractvalue { i32, i32 } %1691, 1
  %1694 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1532, i32 %1533, i32 %1599, i32 %1600) #4, !srcloc !36
  %1695 = extractvalue { i32, i32 } %1694, 0
  %1696 = extractvalue { i32, i32 } %1694, 1
  %1697 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1525, i32 %1526, i32 %1602, i32 %1603) #4, !srcloc !36
  %1698 = extractvalue { i32, i32 } %1697, 0
  %1699 = extractvalue { i32, i32 } %1697, 1
  %1700 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1518, i32 %1519, i32 %1605, i32 %1606) #4, !srcloc !36
  %1701 = extractvalue { i32, i32 } %1700, 0
  %1702 = extractvalue { i32, i32 } %1700, 1
  %1703 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1483, i32 %1484, i32 %1485, i32 %1486, i32 %1511, i32 %1512, i32 %1608, i32 %1609) #4, !srcloc !36
  %1704 = extractvalue { i32, i32 } %1703, 0
  %1705 = extractvalue { i32, i32 } %1703, 1
  %1706 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1511, i32 %1512, i32 %1611, i32 %1612) #4, !srcloc !36
  %1707 = extractvalue { i32, i32 } %1706, 0
  %1708 = extractvalue { i32, i32 } %1706, 1
  %1709 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1518, i32 %1519, i32 %1614, i32 %1615) #4, !srcloc !36
  %1710 = extractvalue { i32, i32 } %1709, 0
  %1711 = extractvalue { i32, i32 } %1709, 1
  %1712 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1525, i32 %1526, i32 %1617, i32 %1618) #4, !srcloc !36
  %1713 = extractvalue { i32, i32 } %1712, 0
  %1714 = extractvalue { i32, i32 } %1712, 1
  %1715 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1532, i32 %1533, i32 %1620, i32 %1621) #4, !srcloc !36
  %1716 = extractvalue { i32, i32 } %1715, 0
  %1717 = extractvalue { i32, i32 } %1715, 1
  %1718 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1539, i32 %1540, i32 %1623, i32 %1624) #4, !srcloc !36
  %1719 = extractvalue { i32, i32 } %1718, 0
  %1720 = extractvalue { i32, i32 } %1718, 1
  %1721 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1546, i32 %1547, i32 %1626, i32 %1627) #4, !srcloc !36
  %1722 = extractvalue { i32, i32 } %1721, 0
  %1723 = extractvalue { i32, i32 } %1721, 1
  %1724 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1553, i32 %1554, i32 %1629, i32 %1630) #4, !srcloc !36
  %1725 = extractvalue { i32, i32 } %1724, 0
  %1726 = extractvalue { i32, i32 } %1724, 1
  %1727 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1492, i32 %1493, i32 %1494, i32 %1495, i32 %1560, i32 %1561, i32 %1632, i32 %1633) #4, !srcloc !36
  %1728 = extractvalue { i32, i32 } %1727, 0
  %1729 = extractvalue { i32, i32 } %1727, 1
  %1730 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1560, i32 %1561, i32 %1635, i32 %1636) #4, !srcloc !36
  %1731 = extractvalue { i32, i32 } %1730, 0
  %1732 = extractvalue { i32, i32 } %1730, 1
  %1733 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1553, i32 %1554, i32 %1638, i32 %1639) #4, !srcloc !36
  %1734 = extractvalue { i32, i32 } %1733, 0
  %1735 = extractvalue { i32, i32 } %1733, 1
  %1736 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1546, i32 %1547, i32 %1641, i32 %1642) #4, !srcloc !36
  %1737 = extractvalue { i32, i32 } %1736, 0
  %1738 = extractvalue { i32, i32 } %1736, 1
  %1739 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1539, i32 %1540, i32 %1644, i32 %1645) #4, !srcloc !36
  %1740 = extractvalue { i32, i32 } %1739, 0
  %1741 = extractvalue { i32, i32 } %1739, 1
  %1742 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1532, i32 %1533, i32 %1647, i32 %1648) #4, !srcloc !36
  %1743 = extractvalue { i32, i32 } %1742, 0
  %1744 = extractvalue { i32, i32 } %1742, 1
  %1745 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1525, i32 %1526, i32 %1650, i32 %1651) #4, !srcloc !36
  %1746 = extractvalue { i32, i32 } %1745, 0
  %1747 = extractvalue { i32, i32 } %1745, 1
  %1748 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1518, i32 %1519, i32 %1653, i32 %1654) #4, !srcloc !36
  %1749 = extractvalue { i32, i32 } %1748, 0
  %1750 = extractvalue { i32, i32 } %1748, 1
  %1751 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1511, i32 %1512, i32 %1656, i32 %1657) #4, !srcloc !36
  %1752 = extractvalue { i32, i32 } %1751, 0
  %1753 = extractvalue { i32, i32 } %1751, 1
  tail call void @llvm.nvvm.barrier0()
  %1754 = shl nuw nsw i64 %72, 1
  %1755 = shl nuw nsw i64 %69, 3
  %1756 = or disjoint i64 %1754, %1755
  %1757 = or disjoint i64 %1756, %266
  %1758 = and i64 %1757, 126
  %1759 = shl nuw nsw i64 %69, 8
  %1760 = getelementptr inbounds i8, ptr %52, i64 %1759
  %1761 = shl nuw nsw i64 %69, 7
  %1762 = or disjoint i64 %1761, 1024
  %1763 = getelementptr inbounds half, ptr %52, i64 %1762
  %1764 = getelementptr inbounds half, ptr %1760, i64 %1758
  %1765 = getelementptr inbounds half, ptr %1763, i64 %1758
  store i32 %1659, ptr %1764, align 4, !tbaa !37
  store i32 %1660, ptr %1765, align 4, !tbaa !37
  %1766 = add nuw nsw i64 %1757, 8
  %1767 = and i64 %1766, 126
  %1768 = getelementptr inbounds half, ptr %1760, i64 %1767
  %1769 = getelementptr inbounds half, ptr %1763, i64 %1767
  store i32 %1662, ptr %1768, align 4, !tbaa !37
  store i32 %1663, ptr %1769, align 4, !tbaa !37
  %1770 = add nuw nsw i64 %1757, 16
  %1771 = and i64 %1770, 126
  %1772 = getelementptr inbounds half, ptr %1760, i64 %1771
  %1773 = getelementptr inbounds half, ptr %1763, i64 %1771
  store i32 %1665, ptr %1772, align 4, !tbaa !37
  store i32 %1666, ptr %1773, align 4, !tbaa !37
  %1774 = add nuw nsw i64 %1757, 24
  %1775 = and i64 %1774, 126
  %1776 = getelementptr inbounds half, ptr %1760, i64 %1775
  %1777 = getelementptr inbounds half, ptr %1763, i64 %1775
  store i32 %1668, ptr %1776, align 4, !tbaa !37
  store i32 %1669, ptr %1777, align 4, !tbaa !37
  %1778 = add nuw nsw i64 %1757, 32
  %1779 = and i64 %1778, 126
  %1780 = getelementptr inbounds half, ptr %1760, i64 %1779
  %1781 = getelementptr inbounds half, ptr %1763, i64 %1779
  store i32 %1671, ptr %1780, align 4, !tbaa !37
  store i32 %1672, ptr %1781, align 4, !tbaa !37
  %1782 = add nuw nsw i64 %1757, 40
  %1783 = and i64 %1782, 126
  %1784 = getelementptr inbounds half, ptr %1760, i64 %1783
  %1785 = getelementptr inbounds half, ptr %1763, i64 %1783
  store i32 %1674, ptr %1784, align 4, !tbaa !37
  store i32 %1675, ptr %1785, align 4, !tbaa !37
  %1786 = add nuw nsw i64 %1757, 48
  %1787 = and i64 %1786, 126
  %1788 = getelementptr inbounds half, ptr %1760, i64 %1787
  %1789 = getelementptr inbounds half, ptr %1763, i64 %1787
  store i32 %1677, ptr %1788, align 4, !tbaa !37
  store i32 %1678, ptr %1789, align 4, !tbaa !37
  %1790 = add nuw nsw i64 %1757, 56
  %1791 = and i64 %1790, 126
  %1792 = getelementptr inbounds half, ptr %1760, i64 %1791
  %1793 = getelementptr inbounds half, ptr %1763, i64 %1791
  store i32 %1680, ptr %1792, align 4, !tbaa !37
  store i32 %1681, ptr %1793, align 4, !tbaa !37
  %1794 = or disjoint i64 %69, 16
  %1795 = shl nuw nsw i64 %1794, 8
  %1796 = getelementptr inbounds i8, ptr %52, i64 %1795
  %1797 = shl nuw nsw i64 %1794, 7
  %1798 = or disjoint i64 %1797, 1024
  %1799 = getelementptr inbounds half, ptr %52, i64 %1798
  %1800 = getelementptr inbounds half, ptr %1796, i64 %1758
  %1801 = getelementptr inbounds half, ptr %1799, i64 %1758
  store i32 %1704, ptr %1800, align 4, !tbaa !37
  store i32 %1705, ptr %1801, align 4, !tbaa !37
  %1802 = getelementptr inbounds half, ptr %1796, i64 %1767
  %1803 = getelementptr inbounds half, ptr %1799, i64 %1767
  store i32 %1701, ptr %1802, align 4, !tbaa !37
  store i32 %1702, ptr %1803, align 4, !tbaa !37
  %1804 = getelementptr inbounds half, ptr %1796, i64 %1771
  %1805 = getelementptr inbounds half, ptr %1799, i64 %1771
  store i32 %1698, ptr %1804, align 4, !tbaa !37
  store i32 %1699, ptr %1805, align 4, !tbaa !37
  %1806 = getelementptr inbounds half, ptr %1796, i64 %1775
  %1807 = getelementptr inbounds half, ptr %1799, i64 %1775
  store i32 %1695, ptr %1806, align 4, !tbaa !37
  store i32 %1696, ptr %1807, align 4, !tbaa !37
  %1808 = getelementptr inbounds half, ptr %1796, i64 %1779
  %1809 = getelementptr inbounds half, ptr %1799, i64 %1779
  store i32 %1692, ptr %1808, align 4, !tbaa !37
  store i32 %1693, ptr %1809, align 4, !tbaa !37
  %1810 = getelementptr inbounds half, ptr %1796, i64 %1783
  %1811 = getelementptr inbounds half, ptr %1799, i64 %1783
  store i32 %1689, ptr %1810, align 4, !tbaa !37
  store i32 %1690, ptr %1811, align 4, !tbaa !37
  %1812 = getelementptr inbounds half, ptr %1796, i64 %1787
  %1813 = getelementptr inbounds half, ptr %1799, i64 %1787
  store i32 %1686, ptr %1812, align 4, !tbaa !37
  store i32 %1687, ptr %1813, align 4, !tbaa !37
  %1814 = getelementptr inbounds half, ptr %1796, i64 %1791
  %1815 = getelementptr inbounds half, ptr %1799, i64 %1791
  store i32 %1683, ptr %1814, align 4, !tbaa !37
  store i32 %1684, ptr %1815, align 4, !tbaa !37
  %1816 = or disjoint i64 %69, 32
  %1817 = shl nuw nsw i64 %1816, 8
  %1818 = getelementptr inbounds i8, ptr %52, i64 %1817
  %1819 = shl nuw nsw i64 %1816, 7
  %1820 = or disjoint i64 %1819, 1024
  %1821 = getelementptr inbounds half, ptr %52, i64 %1820
  %1822 = getelementptr inbounds half, ptr %1818, i64 %1758
  %1823 = getelementptr inbounds half, ptr %1821, i64 %1758
  store i32 %1707, ptr %1822, align 4, !tbaa !37
  store i32 %1708, ptr %1823, align 4, !tbaa !37
  %1824 = getelementptr inbounds half, ptr %1818, i64 %1767
  %1825 = getelementptr inbounds half, ptr %1821, i64 %1767
  store i32 %1710, ptr %1824, align 4, !tbaa !37
  store i32 %1711, ptr %1825, align 4, !tbaa !37
  %1826 = getelementptr inbounds half, ptr %1818, i64 %1771
  %1827 = getelementptr inbounds half, ptr %1821, i64 %1771
  store i32 %1713, ptr %1826, align 4, !tbaa !37
  store i32 %1714, ptr %1827, align 4, !tbaa !37
  %1828 = getelementptr inbounds half, ptr %1818, i64 %1775
  %1829 = getelementptr inbounds half, ptr %1821, i64 %1775
  store i32 %1716, ptr %1828, align 4, !tbaa !37
  store i32 %1717, ptr %1829, align 4, !tbaa !37
  %1830 = getelementptr inbounds half, ptr %1818, i64 %1779
  %1831 = getelementptr inbounds half, ptr %1821, i64 %1779
  store i32 %1719, ptr %1830, align 4, !tbaa !37
  store i32 %1720, ptr %1831, align 4, !tbaa !37
  %1832 = getelementptr inbounds half, ptr %1818, i64 %1783
  %1833 = getelementptr inbounds half, ptr %1821, i64 %1783
  store i32 %1722, ptr %1832, align 4, !tbaa !37
  store i32 %1723, ptr %1833, align 4, !tbaa !37
  %1834 = getelementptr inbounds half, ptr %1818, i64 %1787
  %1835 = getelementptr inbounds half, ptr %1821, i64 %1787
  store i32 %1725, ptr %1834, align 4, !tbaa !37
  store i32 %1726, ptr %1835, align 4, !tbaa !37
  %1836 = getelementptr inbounds half, ptr %1818, i64 %1791
  %1837 = getelementptr inbounds half, ptr %1821, i64 %1791
  store i32 %1728, ptr %1836, align 4, !tbaa !37
  store i32 %1729, ptr %1837, align 4, !tbaa !37
  %1838 = or disjoint i64 %69, 48
  %1839 = shl nuw nsw i64 %1838, 8
  %1840 = getelementptr inbounds i8, ptr %52, i64 %1839
  %1841 = shl nuw nsw i64 %1838, 7
  %1842 = or disjoint i64 %1841, 1024
  %1843 = getelementptr inbounds half, ptr %52, i64 %1842
  %1844 = getelementptr inbounds half, ptr %1840, i64 %1758
  %1845 = getelementptr inbounds half, ptr %1843, i64 %1758
  store i32 %1752, ptr %1844, align 4, !tbaa !37
  store i32 %1753, ptr %1845, align 4, !tbaa !37
  %1846 = getelementptr inbounds half, ptr %1840, i64 %1767
  %1847 = getelementptr inbounds half, ptr %1843, i64 %1767
  store i32 %1749, ptr %1846, align 4, !tbaa !37
  store i32 %1750, ptr %1847, align 4, !tbaa !37
  %1848 = getelementptr inbounds half, ptr %1840, i64 %1771
  %1849 = getelementptr inbounds half, ptr %1843, i64 %1771
  store i32 %1746, ptr %1848, align 4, !tbaa !37
  store i32 %1747, ptr %1849, align 4, !tbaa !37
  %1850 = getelementptr inbounds half, ptr %1840, i64 %1775
  %1851 = getelementptr inbounds half, ptr %1843, i64 %1775
  store i32 %1743, ptr %1850, align 4, !tbaa !37
  store i32 %1744, ptr %1851, align 4, !tbaa !37
  %1852 = getelementptr inbounds half, ptr %1840, i64 %1779
  %1853 = getelementptr inbounds half, ptr %1843, i64 %1779
  store i32 %1740, ptr %1852, align 4, !tbaa !37
  store i32 %1741, ptr %1853, align 4, !tbaa !37
  %1854 = getelementptr inbounds half, ptr %1840, i64 %1783
  %1855 = getelementptr inbounds half, ptr %1843, i64 %1783
  store i32 %1737, ptr %1854, align 4, !tbaa !37
  store i32 %1738, ptr %1855, align 4, !tbaa !37
  %1856 = getelementptr inbounds half, ptr %1840, i64 %1787
  %1857 = getelementptr inbounds half, ptr %1843, i64 %1787
  store i32 %1734, ptr %1856, align 4, !tbaa !37
  store i32 %1735, ptr %1857, align 4, !tbaa !37
  %1858 = getelementptr inbounds half, ptr %1840, i64 %1791
  %1859 = getelementptr inbounds half, ptr %1843, i64 %1791
  store i32 %1731, ptr %1858, align 4, !tbaa !37
  store i32 %1732, ptr %1859, align 4, !tbaa !37
  tail call void @llvm.nvvm.barrier0()
  %1860 = lshr i64 %59, 4
  %1861 = getelementptr %struct.int4, ptr %344, i64 %217
  %1862 = shl nuw nsw i64 %1860, 8
  %1863 = getelementptr inbounds i8, ptr %117, i64 %1862
  %1864 = add nuw nsw i64 %1860, %59
  %1865 = and i64 %1864, 15
  %1866 = getelementptr inbounds %struct.int4, ptr %1863, i64 %1865
  %1867 = mul nuw nsw i64 %1860, %4
  %1868 = getelementptr half, ptr %1861, i64 %1867
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1868, ptr noundef nonnull align 16 dereferenceable(16) %1866, i64 16, i1 false), !tbaa.struct !41
  %1869 = or disjoint i64 %1860, 2
  %1870 = shl nuw nsw i64 %1869, 8
  %1871 = getelementptr inbounds i8, ptr %117, i64 %1870
  %1872 = add nuw nsw i64 %1869, %59
  %1873 = and i64 %1872, 15
  %1874 = getelementptr inbounds %struct.int4, ptr %1871, i64 %1873
  %1875 = mul i64 %1869, %4
  %1876 = getelementptr half, ptr %1861, i64 %1875
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1876, ptr noundef nonnull align 16 dereferenceable(16) %1874, i64 16, i1 false), !tbaa.struct !41
  %1877 = or disjoint i64 %1860, 4
  %1878 = shl nuw nsw i64 %1877, 8
  %1879 = getelementptr inbounds i8, ptr %117, i64 %1878
  %1880 = add nuw nsw i64 %1877, %59
  %1881 = and i64 %1880, 15
  %1882 = getelementptr inbounds %struct.int4, ptr %1879, i64 %1881
  %1883 = mul i64 %1877, %4
  %1884 = getelementptr half, ptr %1861, i64 %1883
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1884, ptr noundef nonnull align 16 dereferenceable(16) %1882, i64 16, i1 false), !tbaa.struct !41
  %1885 = or disjoint i64 %1860, 6
  %1886 = shl nuw nsw i64 %1885, 8
  %1887 = getelementptr inbounds i8, ptr %117, i64 %1886
  %1888 = add nuw nsw i64 %1885, %59
  %1889 = and i64 %1888, 15
  %1890 = getelementptr inbounds %struct.int4, ptr %1887, i64 %1889
  %1891 = mul i64 %1885, %4
  %1892 = getelementptr half, ptr %1861, i64 %1891
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1892, ptr noundef nonnull align 16 dereferenceable(16) %1890, i64 16, i1 false), !tbaa.struct !41
  %1893 = or disjoint i64 %1860, 8
  %1894 = shl nuw nsw i64 %1893, 8
  %1895 = getelementptr inbounds i8, ptr %117, i64 %1894
  %1896 = add nuw nsw i64 %1860, %59
  %1897 = and i64 %1896, 15
  %1898 = getelementptr inbounds %struct.int4, ptr %1895, i64 %1897
  %1899 = mul i64 %1893, %4
  %1900 = getelementptr half, ptr %1861, i64 %1899
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1900, ptr noundef nonnull align 16 dereferenceable(16) %1898, i64 16, i1 false), !tbaa.struct !41
  %1901 = or disjoint i64 %1860, 10
  %1902 = shl nuw nsw i64 %1901, 8
  %1903 = getelementptr inbounds i8, ptr %117, i64 %1902
  %1904 = and i64 %1901, 3
  %1905 = add nuw nsw i64 %1904, %59
  %1906 = and i64 %1905, 15
  %1907 = getelementptr inbounds %struct.int4, ptr %1903, i64 %1906
  %1908 = mul i64 %1901, %4
  %1909 = getelementptr half, ptr %1861, i64 %1908
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1909, ptr noundef nonnull align 16 dereferenceable(16) %1907, i64 16, i1 false), !tbaa.struct !41
  %1910 = or disjoint i64 %1860, 12
  %1911 = shl nuw nsw i64 %1910, 8
  %1912 = getelementptr inbounds i8, ptr %117, i64 %1911
  %1913 = and i64 %1910, 5
  %1914 = add nuw nsw i64 %1913, %59
  %1915 = and i64 %1914, 15
  %1916 = getelementptr inbounds %struct.int4, ptr %1912, i64 %1915
  %1917 = mul i64 %1910, %4
  %1918 = getelementptr half, ptr %1861, i64 %1917
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1918, ptr noundef nonnull align 16 dereferenceable(16) %1916, i64 16, i1 false), !tbaa.struct !41
  %1919 = or disjoint i64 %1860, 14
  %1920 = shl nuw nsw i64 %1919, 8
  %1921 = getelementptr inbounds i8, ptr %117, i64 %1920
  %1922 = and i64 %1919, 7
  %1923 = add nuw nsw i64 %1922, %59
  %1924 = and i64 %1923, 15
  %1925 = getelementptr inbounds %struct.int4, ptr %1921, i64 %1924
  %1926 = mul i64 %1919, %4
  %1927 = getelementptr half, ptr %1861, i64 %1926
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1927, ptr noundef nonnull align 16 dereferenceable(16) %1925, i64 16, i1 false), !tbaa.struct !41
  %1928 = or disjoint i64 %1860, 16
  %1929 = shl nuw nsw i64 %1928, 8
  %1930 = getelementptr inbounds i8, ptr %117, i64 %1929
  %1931 = add nuw nsw i64 %1860, %59
  %1932 = and i64 %1931, 15
  %1933 = getelementptr inbounds %struct.int4, ptr %1930, i64 %1932
  %1934 = mul i64 %1928, %4
  %1935 = getelementptr half, ptr %1861, i64 %1934
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1935, ptr noundef nonnull align 16 dereferenceable(16) %1933, i64 16, i1 false), !tbaa.struct !41
  %1936 = or disjoint i64 %1860, 18
  %1937 = shl nuw nsw i64 %1936, 8
  %1938 = getelementptr inbounds i8, ptr %117, i64 %1937
  %1939 = and i64 %1936, 3
  %1940 = add nuw nsw i64 %1939, %59
  %1941 = and i64 %1940, 15
  %1942 = getelementptr inbounds %struct.int4, ptr %1938, i64 %1941
  %1943 = mul i64 %1936, %4
  %1944 = getelementptr half, ptr %1861, i64 %1943
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1944, ptr noundef nonnull align 16 dereferenceable(16) %1942, i64 16, i1 false), !tbaa.struct !41
  %1945 = or disjoint i64 %1860, 20
  %1946 = shl nuw nsw i64 %1945, 8
  %1947 = getelementptr inbounds i8, ptr %117, i64 %1946
  %1948 = and i64 %1945, 5
  %1949 = add nuw nsw i64 %1948, %59
  %1950 = and i64 %1949, 15
  %1951 = getelementptr inbounds %struct.int4, ptr %1947, i64 %1950
  %1952 = mul i64 %1945, %4
  %1953 = getelementptr half, ptr %1861, i64 %1952
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1953, ptr noundef nonnull align 16 dereferenceable(16) %1951, i64 16, i1 false), !tbaa.struct !41
  %1954 = or disjoint i64 %1860, 22
  %1955 = shl nuw nsw i64 %1954, 8
  %1956 = getelementptr inbounds i8, ptr %117, i64 %1955
  %1957 = and i64 %1954, 7
  %1958 = add nuw nsw i64 %1957, %59
  %1959 = and i64 %1958, 15
  %1960 = getelementptr inbounds %struct.int4, ptr %1956, i64 %1959
  %1961 = mul i64 %1954, %4
  %1962 = getelementptr half, ptr %1861, i64 %1961
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1962, ptr noundef nonnull align 16 dereferenceable(16) %1960, i64 16, i1 false), !tbaa.struct !41
  %1963 = or disjoint i64 %1860, 24
  %1964 = shl nuw nsw i64 %1963, 8
  %1965 = getelementptr inbounds i8, ptr %117, i64 %1964
  %1966 = add nuw nsw i64 %1860, %59
  %1967 = and i64 %1966, 15
  %1968 = getelementptr inbounds %struct.int4, ptr %1965, i64 %1967
  %1969 = mul i64 %1963, %4
  %1970 = getelementptr half, ptr %1861, i64 %1969
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1970, ptr noundef nonnull align 16 dereferenceable(16) %1968, i64 16, i1 false), !tbaa.struct !41
  %1971 = or disjoint i64 %1860, 26
  %1972 = shl nuw nsw i64 %1971, 8
  %1973 = getelementptr inbounds i8, ptr %117, i64 %1972
  %1974 = and i64 %1971, 3
  %1975 = add nuw nsw i64 %1974, %59
  %1976 = and i64 %1975, 15
  %1977 = getelementptr inbounds %struct.int4, ptr %1973, i64 %1976
  %1978 = mul i64 %1971, %4
  %1979 = getelementptr half, ptr %1861, i64 %1978
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1979, ptr noundef nonnull align 16 dereferenceable(16) %1977, i64 16, i1 false), !tbaa.struct !41
  %1980 = or disjoint i64 %1860, 28
  %1981 = shl nuw nsw i64 %1980, 8
  %1982 = getelementptr inbounds i8, ptr %117, i64 %1981
  %1983 = and i64 %1980, 5
  %1984 = add nuw nsw i64 %1983, %59
  %1985 = and i64 %1984, 15
  %1986 = getelementptr inbounds %struct.int4, ptr %1982, i64 %1985
  %1987 = mul i64 %1980, %4
  %1988 = getelementptr half, ptr %1861, i64 %1987
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1988, ptr noundef nonnull align 16 dereferenceable(16) %1986, i64 16, i1 false), !tbaa.struct !41
  %1989 = or disjoint i64 %1860, 30
  %1990 = shl nuw nsw i64 %1989, 8
  %1991 = getelementptr inbounds i8, ptr %117, i64 %1990
  %1992 = and i64 %1989, 7
  %1993 = add nuw nsw i64 %1992, %59
  %1994 = and i64 %1993, 15
  %1995 = getelementptr inbounds %struct.int4, ptr %1991, i64 %1994
  %1996 = mul i64 %1989, %4
  %1997 = getelementptr half, ptr %1861, i64 %1996
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1997, ptr noundef nonnull align 16 dereferenceable(16) %1995, i64 16, i1 false), !tbaa.struct !41
  br label %1998

1998:                                             ; preds = %32, %954
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

!0 = !{ptr @_Z20mmaAsyncStage3KernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i64 2147560949}
!6 = !{i64 2147561105}
!7 = !{i64 2147561236}
!8 = !{i64 2147561312}
!9 = !{i64 2147561473}
!10 = !{i64 2147561604}
!11 = !{i64 2147561648}
!12 = !{i64 2147561726}
!13 = !{i64 2147562061}
!14 = !{i64 2147562264}
!15 = !{i64 2147562602}
!16 = !{i64 2147562781}
!17 = !{i64 2147563348}
!18 = !{i64 2147563509}
!19 = !{i64 2147563659}
!20 = !{i64 2147563807}
!21 = !{i64 2147563938}
!22 = !{i64 2147563982}
!23 = !{i64 2147564056}
!24 = !{i64 2147564391}
!25 = !{i64 2147564570}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.enable"}
!29 = !{i64 2147565133}
!30 = !{i64 2147565473}
!31 = !{i64 2147565652}
!32 = !{i64 2147566191}
!33 = !{i64 2147566270}
!34 = !{i64 2147566608}
!35 = !{i64 2147566787}
!36 = !{i64 2147567328}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !{i64 0, i64 4, !37, i64 4, i64 4, !37, i64 8, i64 4, !37, i64 12, i64 4, !37}
