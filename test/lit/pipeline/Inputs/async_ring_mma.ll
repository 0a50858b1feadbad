; ModuleID = 'async_ring_mma.cu'
source_filename = "async_ring_mma.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8ring_mmaE2As = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ8ring_mmaE2Bs = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ18ring_mma_same_addrE2As = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ18ring_mma_same_addrE2Bs = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ20ring_mma_unknown_asmE2As = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ20ring_mma_unknown_asmE2Bs = internal addrspace(3) global [16 x [16 x i16]] undef, align 128
@_ZZ9ring_wmmaE2As = internal addrspace(3) global [256 x half] undef, align 128
@_ZZ9ring_wmmaE2Bs = internal addrspace(3) global [256 x half] undef, align 128
@_ZZ15ring_wmma_earlyE2As = internal addrspace(3) global [256 x half] undef, align 128
@_ZZ15ring_wmma_earlyE2Bs = internal addrspace(3) global [256 x half] undef, align 128

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_mma(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = shl nuw nsw i32 %5, 3
  br label %36

9:                                                ; preds = %4
  %10 = lshr i32 %5, 1
  %11 = zext nneg i32 %10 to i64
  %12 = shl nuw nsw i32 %5, 3
  %13 = and i32 %12, 8
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_mmaE2As to ptr), i64 0, i64 %11, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = ptrtoint ptr addrspace(3) %16 to i64
  %18 = trunc i64 %17 to i32
  %19 = shl nuw nsw i32 %10, 4
  %20 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_mmaE2Bs to ptr), i64 0, i64 %11, i64 %14
  %21 = addrspacecast ptr %20 to ptr addrspace(3)
  %22 = ptrtoint ptr addrspace(3) %21 to i64
  %23 = trunc i64 %22 to i32
  %24 = and i32 %5, 15
  %25 = zext nneg i32 %24 to i64
  %26 = and i32 %10, 8
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_mmaE2As to ptr), i64 0, i64 %25, i64 %27
  %29 = addrspacecast ptr %28 to ptr addrspace(3)
  %30 = ptrtoint ptr addrspace(3) %29 to i64
  %31 = trunc i64 %30 to i32
  %32 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_mmaE2Bs to ptr), i64 0, i64 %25, i64 %27
  %33 = addrspacecast ptr %32 to ptr addrspace(3)
  %34 = ptrtoint ptr addrspace(3) %33 to i64
  %35 = trunc i64 %34 to i32
  br label %55

36:                                               ; preds = %55, %7
  %37 = phi i32 [ %8, %7 ], [ %12, %55 ]
  %38 = phi float [ 0.000000e+00, %7 ], [ %90, %55 ]
  %39 = phi float [ 0.000000e+00, %7 ], [ %89, %55 ]
  %40 = phi float [ 0.000000e+00, %7 ], [ %88, %55 ]
  %41 = phi float [ 0.000000e+00, %7 ], [ %87, %55 ]
  %42 = phi float [ 0.000000e+00, %7 ], [ %85, %55 ]
  %43 = phi float [ 0.000000e+00, %7 ], [ %84, %55 ]
  %44 = phi float [ 0.000000e+00, %7 ], [ %83, %55 ]
  %45 = phi float [ 0.000000e+00, %7 ], [ %82, %55 ]
  %46 = zext nneg i32 %37 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %45, ptr %47, align 4, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %47, i64 4
  store float %44, ptr %48, align 4, !tbaa !14
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  store float %43, ptr %49, align 4, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %47, i64 12
  store float %42, ptr %50, align 4, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %47, i64 16
  store float %41, ptr %51, align 4, !tbaa !14
  %52 = getelementptr inbounds i8, ptr %47, i64 20
  store float %40, ptr %52, align 4, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %47, i64 24
  store float %39, ptr %53, align 4, !tbaa !14
  %54 = getelementptr inbounds i8, ptr %47, i64 28
  store float %38, ptr %54, align 4, !tbaa !14
  ret void

55:                                               ; preds = %9, %55
  %56 = phi float [ 0.000000e+00, %9 ], [ %82, %55 ]
  %57 = phi float [ 0.000000e+00, %9 ], [ %83, %55 ]
  %58 = phi float [ 0.000000e+00, %9 ], [ %84, %55 ]
  %59 = phi float [ 0.000000e+00, %9 ], [ %85, %55 ]
  %60 = phi float [ 0.000000e+00, %9 ], [ %87, %55 ]
  %61 = phi float [ 0.000000e+00, %9 ], [ %88, %55 ]
  %62 = phi float [ 0.000000e+00, %9 ], [ %89, %55 ]
  %63 = phi float [ 0.000000e+00, %9 ], [ %90, %55 ]
  %64 = phi i32 [ 0, %9 ], [ %91, %55 ]
  %65 = shl nsw i32 %64, 8
  %66 = or disjoint i32 %65, %19
  %67 = or disjoint i32 %66, %13
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds i16, ptr %1, i64 %68
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %18, ptr %69) #8, !srcloc !18
  %70 = getelementptr inbounds i16, ptr %2, i64 %68
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %23, ptr %70) #8, !srcloc !19
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #8, !srcloc !20
  tail call void asm sideeffect "cp.async.wait_group 0;\0A", ""() #8, !srcloc !21
  tail call void @llvm.nvvm.barrier0()
  %71 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %31) #8, !srcloc !22
  %72 = extractvalue { i32, i32, i32, i32 } %71, 0
  %73 = extractvalue { i32, i32, i32, i32 } %71, 1
  %74 = extractvalue { i32, i32, i32, i32 } %71, 2
  %75 = extractvalue { i32, i32, i32, i32 } %71, 3
  %76 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %35) #8, !srcloc !23
  %77 = extractvalue { i32, i32, i32, i32 } %76, 0
  %78 = extractvalue { i32, i32, i32, i32 } %76, 1
  %79 = extractvalue { i32, i32, i32, i32 } %76, 2
  %80 = extractvalue { i32, i32, i32, i32 } %76, 3
  %81 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %72, i32 %73, i32 %74, i32 %75, i32 %77, i32 %79, float %56, float %57, float %58, float %59) #8, !srcloc !24
  %82 = extractvalue { float, float, float, float } %81, 0
  %83 = extractvalue { float, float, float, float } %81, 1
  %84 = extractvalue { float, float, float, float } %81, 2
  %85 = extractvalue { float, float, float, float } %81, 3
  %86 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %72, i32 %73, i32 %74, i32 %75, i32 %78, i32 %80, float %60, float %61, float %62, float %63) #8, !srcloc !25
  %87 = extractvalue { float, float, float, float } %86, 0
  %88 = extractvalue { float, float, float, float } %86, 1
  %89 = extractvalue { float, float, float, float } %86, 2
  %90 = extractvalue { float, float, float, float } %86, 3
  tail call void @llvm.nvvm.barrier0()
  %91 = add nuw nsw i32 %64, 1
  %92 = icmp eq i32 %91, %3
  br i1 %92, label %36, label %55, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_mma_same_addr(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 15
  %7 = zext nneg i32 %6 to i64
  %8 = lshr i32 %5, 1
  %9 = and i32 %8, 8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_mma_same_addrE2As to ptr), i64 0, i64 %7, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = ptrtoint ptr addrspace(3) %12 to i64
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %31

16:                                               ; preds = %4
  %17 = shl nuw nsw i32 %6, 4
  %18 = zext nneg i32 %8 to i64
  %19 = shl nuw nsw i32 %5, 3
  %20 = and i32 %19, 8
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_mma_same_addrE2Bs to ptr), i64 0, i64 %18, i64 %21
  %23 = addrspacecast ptr %22 to ptr addrspace(3)
  %24 = ptrtoint ptr addrspace(3) %23 to i64
  %25 = trunc i64 %24 to i32
  %26 = shl nuw nsw i32 %8, 4
  %27 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_mma_same_addrE2Bs to ptr), i64 0, i64 %7, i64 %10
  %28 = addrspacecast ptr %27 to ptr addrspace(3)
  %29 = ptrtoint ptr addrspace(3) %28 to i64
  %30 = trunc i64 %29 to i32
  br label %42

31:                                               ; preds = %42, %4
  %32 = phi float [ 0.000000e+00, %4 ], [ %69, %42 ]
  %33 = phi float [ 0.000000e+00, %4 ], [ %68, %42 ]
  %34 = phi float [ 0.000000e+00, %4 ], [ %67, %42 ]
  %35 = phi float [ 0.000000e+00, %4 ], [ %66, %42 ]
  %36 = shl nuw nsw i32 %5, 2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  store float %35, ptr %38, align 4, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %38, i64 4
  store float %34, ptr %39, align 4, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store float %33, ptr %40, align 4, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %38, i64 12
  store float %32, ptr %41, align 4, !tbaa !14
  ret void

42:                                               ; preds = %16, %42
  %43 = phi float [ 0.000000e+00, %16 ], [ %66, %42 ]
  %44 = phi float [ 0.000000e+00, %16 ], [ %67, %42 ]
  %45 = phi float [ 0.000000e+00, %16 ], [ %68, %42 ]
  %46 = phi float [ 0.000000e+00, %16 ], [ %69, %42 ]
  %47 = phi i32 [ 0, %16 ], [ %70, %42 ]
  %48 = shl nsw i32 %47, 8
  %49 = or disjoint i32 %48, %17
  %50 = or disjoint i32 %49, %9
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i16, ptr %1, i64 %51
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %14, ptr %52) #8, !srcloc !28
  %53 = or disjoint i32 %48, %26
  %54 = or disjoint i32 %53, %20
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i16, ptr %2, i64 %55
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %25, ptr %56) #8, !srcloc !29
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #8, !srcloc !30
  tail call void asm sideeffect "cp.async.wait_group 0;\0A", ""() #8, !srcloc !31
  tail call void @llvm.nvvm.barrier0()
  %57 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %14) #8, !srcloc !32
  %58 = extractvalue { i32, i32, i32, i32 } %57, 0
  %59 = extractvalue { i32, i32, i32, i32 } %57, 1
  %60 = extractvalue { i32, i32, i32, i32 } %57, 2
  %61 = extractvalue { i32, i32, i32, i32 } %57, 3
  %62 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %30) #8, !srcloc !33
  %63 = extractvalue { i32, i32, i32, i32 } %62, 0
  %64 = extractvalue { i32, i32, i32, i32 } %62, 2
  %65 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %58, i32 %59, i32 %60, i32 %61, i32 %63, i32 %64, float %43, float %44, float %45, float %46) #8, !srcloc !34
  %66 = extractvalue { float, float, float, float } %65, 0
  %67 = extractvalue { float, float, float, float } %65, 1
  %68 = extractvalue { float, float, float, float } %65, 2
  %69 = extractvalue { float, float, float, float } %65, 3
  tail call void @llvm.nvvm.barrier0()
  %70 = add nuw nsw i32 %47, 1
  %71 = icmp eq i32 %70, %3
  br i1 %71, label %31, label %42, !llvm.loop !35
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_mma_unknown_asm(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %34

7:                                                ; preds = %4
  %8 = lshr i32 %5, 1
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i32 %5, 3
  %11 = and i32 %10, 8
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ20ring_mma_unknown_asmE2As to ptr), i64 0, i64 %9, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = shl nuw nsw i32 %8, 4
  %18 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ20ring_mma_unknown_asmE2Bs to ptr), i64 0, i64 %9, i64 %12
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = ptrtoint ptr addrspace(3) %19 to i64
  %21 = trunc i64 %20 to i32
  %22 = and i32 %5, 15
  %23 = zext nneg i32 %22 to i64
  %24 = and i32 %8, 8
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ20ring_mma_unknown_asmE2As to ptr), i64 0, i64 %23, i64 %25
  %27 = addrspacecast ptr %26 to ptr addrspace(3)
  %28 = ptrtoint ptr addrspace(3) %27 to i64
  %29 = trunc i64 %28 to i32
  %30 = getelementptr inbounds [16 x [16 x i16]], ptr addrspacecast (ptr addrspace(3) @_ZZ20ring_mma_unknown_asmE2Bs to ptr), i64 0, i64 %23, i64 %25
  %31 = addrspacecast ptr %30 to ptr addrspace(3)
  %32 = ptrtoint ptr addrspace(3) %31 to i64
  %33 = trunc i64 %32 to i32
  br label %45

34:                                               ; preds = %45, %4
  %35 = phi float [ 0.000000e+00, %4 ], [ %70, %45 ]
  %36 = phi float [ 0.000000e+00, %4 ], [ %69, %45 ]
  %37 = phi float [ 0.000000e+00, %4 ], [ %68, %45 ]
  %38 = phi float [ 0.000000e+00, %4 ], [ %67, %45 ]
  %39 = shl nuw nsw i32 %5, 2
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  store float %38, ptr %41, align 4, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %41, i64 4
  store float %37, ptr %42, align 4, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %41, i64 8
  store float %36, ptr %43, align 4, !tbaa !14
  %44 = getelementptr inbounds i8, ptr %41, i64 12
  store float %35, ptr %44, align 4, !tbaa !14
  ret void

45:                                               ; preds = %7, %45
  %46 = phi float [ 0.000000e+00, %7 ], [ %67, %45 ]
  %47 = phi float [ 0.000000e+00, %7 ], [ %68, %45 ]
  %48 = phi float [ 0.000000e+00, %7 ], [ %69, %45 ]
  %49 = phi float [ 0.000000e+00, %7 ], [ %70, %45 ]
  %50 = phi i32 [ 0, %7 ], [ %71, %45 ]
  %51 = shl nsw i32 %50, 8
  %52 = or disjoint i32 %51, %17
  %53 = or disjoint i32 %52, %11
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds i16, ptr %1, i64 %54
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %16, ptr %55) #8, !srcloc !36
  %56 = getelementptr inbounds i16, ptr %2, i64 %54
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %21, ptr %56) #8, !srcloc !37
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #8, !srcloc !38
  tail call void asm sideeffect "cp.async.wait_group 0;\0A", ""() #8, !srcloc !39
  tail call void @llvm.nvvm.barrier0()
  %57 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %29) #8, !srcloc !40
  %58 = extractvalue { i32, i32, i32, i32 } %57, 0
  %59 = extractvalue { i32, i32, i32, i32 } %57, 1
  %60 = extractvalue { i32, i32, i32, i32 } %57, 2
  %61 = extractvalue { i32, i32, i32, i32 } %57, 3
  %62 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %33) #8, !srcloc !41
  %63 = extractvalue { i32, i32, i32, i32 } %62, 0
  %64 = extractvalue { i32, i32, i32, i32 } %62, 2
  %65 = tail call i32 asm sideeffect "prmt.b32 $0, $0, 0, 0x1032;\0A", "=r,0"(i32 %63) #8, !srcloc !42
  %66 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %58, i32 %59, i32 %60, i32 %61, i32 %65, i32 %64, float %46, float %47, float %48, float %49) #8, !srcloc !43
  %67 = extractvalue { float, float, float, float } %66, 0
  %68 = extractvalue { float, float, float, float } %66, 1
  %69 = extractvalue { float, float, float, float } %66, 2
  %70 = extractvalue { float, float, float, float } %66, 3
  tail call void @llvm.nvvm.barrier0()
  %71 = add nuw nsw i32 %50, 1
  %72 = icmp eq i32 %71, %3
  br i1 %72, label %34, label %45, !llvm.loop !44
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_wmma(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_wmmaE2As to ptr), i64 0, i64 %9
  %11 = addrspacecast ptr %10 to ptr addrspace(3)
  %12 = getelementptr inbounds [256 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_wmmaE2Bs to ptr), i64 0, i64 %9
  %13 = addrspacecast ptr %12 to ptr addrspace(3)
  br label %23

14:                                               ; preds = %23, %4
  %15 = phi float [ 0.000000e+00, %4 ], [ %66, %23 ]
  %16 = phi float [ 0.000000e+00, %4 ], [ %65, %23 ]
  %17 = phi float [ 0.000000e+00, %4 ], [ %64, %23 ]
  %18 = phi float [ 0.000000e+00, %4 ], [ %63, %23 ]
  %19 = phi float [ 0.000000e+00, %4 ], [ %62, %23 ]
  %20 = phi float [ 0.000000e+00, %4 ], [ %61, %23 ]
  %21 = phi float [ 0.000000e+00, %4 ], [ %60, %23 ]
  %22 = phi float [ 0.000000e+00, %4 ], [ %59, %23 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %0, float %22, float %21, float %20, float %19, float %18, float %17, float %16, float %15, i32 16)
  ret void

23:                                               ; preds = %6, %23
  %24 = phi float [ 0.000000e+00, %6 ], [ %66, %23 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %65, %23 ]
  %26 = phi float [ 0.000000e+00, %6 ], [ %64, %23 ]
  %27 = phi float [ 0.000000e+00, %6 ], [ %63, %23 ]
  %28 = phi float [ 0.000000e+00, %6 ], [ %62, %23 ]
  %29 = phi float [ 0.000000e+00, %6 ], [ %61, %23 ]
  %30 = phi float [ 0.000000e+00, %6 ], [ %60, %23 ]
  %31 = phi i32 [ 0, %6 ], [ %67, %23 ]
  %32 = phi float [ 0.000000e+00, %6 ], [ %59, %23 ]
  %33 = shl nsw i32 %31, 8
  %34 = or disjoint i32 %33, %8
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds half, ptr %1, i64 %35
  %37 = addrspacecast ptr %36 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %11, ptr addrspace(1) %37)
  %38 = getelementptr inbounds half, ptr %2, i64 %35
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %13, ptr addrspace(1) %39)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %40 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_wmmaE2As to ptr), i32 16)
  %41 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 0
  %42 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 1
  %43 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 2
  %44 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 3
  %45 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 4
  %46 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 5
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 6
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %40, 7
  %49 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_wmmaE2Bs to ptr), i32 16)
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 0
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 1
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 2
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 3
  %54 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 4
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 5
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 6
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 7
  %58 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %41, <2 x half> %42, <2 x half> %43, <2 x half> %44, <2 x half> %45, <2 x half> %46, <2 x half> %47, <2 x half> %48, <2 x half> %50, <2 x half> %51, <2 x half> %52, <2 x half> %53, <2 x half> %54, <2 x half> %55, <2 x half> %56, <2 x half> %57, float %32, float %30, float %29, float %28, float %27, float %26, float %25, float %24)
  %59 = extractvalue { float, float, float, float, float, float, float, float } %58, 0
  %60 = extractvalue { float, float, float, float, float, float, float, float } %58, 1
  %61 = extractvalue { float, float, float, float, float, float, float, float } %58, 2
  %62 = extractvalue { float, float, float, float, float, float, float, float } %58, 3
  %63 = extractvalue { float, float, float, float, float, float, float, float } %58, 4
  %64 = extractvalue { float, float, float, float, float, float, float, float } %58, 5
  %65 = extractvalue { float, float, float, float, float, float, float, float } %58, 6
  %66 = extractvalue { float, float, float, float, float, float, float, float } %58, 7
  tail call void @llvm.nvvm.barrier0()
  %67 = add nuw nsw i32 %31, 1
  %68 = icmp eq i32 %67, %3
  br i1 %68, label %14, label %23, !llvm.loop !45
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_wmma_early(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_wmma_earlyE2As to ptr), i64 0, i64 %9
  %11 = addrspacecast ptr %10 to ptr addrspace(3)
  %12 = getelementptr inbounds [256 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_wmma_earlyE2Bs to ptr), i64 0, i64 %9
  %13 = addrspacecast ptr %12 to ptr addrspace(3)
  br label %23

14:                                               ; preds = %23, %4
  %15 = phi float [ 0.000000e+00, %4 ], [ %66, %23 ]
  %16 = phi float [ 0.000000e+00, %4 ], [ %65, %23 ]
  %17 = phi float [ 0.000000e+00, %4 ], [ %64, %23 ]
  %18 = phi float [ 0.000000e+00, %4 ], [ %63, %23 ]
  %19 = phi float [ 0.000000e+00, %4 ], [ %62, %23 ]
  %20 = phi float [ 0.000000e+00, %4 ], [ %61, %23 ]
  %21 = phi float [ 0.000000e+00, %4 ], [ %60, %23 ]
  %22 = phi float [ 0.000000e+00, %4 ], [ %59, %23 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %0, float %22, float %21, float %20, float %19, float %18, float %17, float %16, float %15, i32 16)
  ret void

23:                                               ; preds = %6, %23
  %24 = phi float [ 0.000000e+00, %6 ], [ %66, %23 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %65, %23 ]
  %26 = phi float [ 0.000000e+00, %6 ], [ %64, %23 ]
  %27 = phi float [ 0.000000e+00, %6 ], [ %63, %23 ]
  %28 = phi float [ 0.000000e+00, %6 ], [ %62, %23 ]
  %29 = phi float [ 0.000000e+00, %6 ], [ %61, %23 ]
  %30 = phi float [ 0.000000e+00, %6 ], [ %60, %23 ]
  %31 = phi i32 [ 0, %6 ], [ %67, %23 ]
  %32 = phi float [ 0.000000e+00, %6 ], [ %59, %23 ]
  %33 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_wmma_earlyE2As to ptr), i32 16)
  %34 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 0
  %35 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 1
  %36 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 2
  %37 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 3
  %38 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 4
  %39 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 5
  %40 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 6
  %41 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %33, 7
  tail call void @llvm.nvvm.barrier0()
  %42 = shl nsw i32 %31, 8
  %43 = or disjoint i32 %42, %8
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds half, ptr %1, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %11, ptr addrspace(1) %46)
  %47 = getelementptr inbounds half, ptr %2, i64 %44
  %48 = addrspacecast ptr %47 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %13, ptr addrspace(1) %48)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %49 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_wmma_earlyE2Bs to ptr), i32 16)
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 0
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 1
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 2
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 3
  %54 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 4
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 5
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 6
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %49, 7
  %58 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %34, <2 x half> %35, <2 x half> %36, <2 x half> %37, <2 x half> %38, <2 x half> %39, <2 x half> %40, <2 x half> %41, <2 x half> %50, <2 x half> %51, <2 x half> %52, <2 x half> %53, <2 x half> %54, <2 x half> %55, <2 x half> %56, <2 x half> %57, float %32, float %30, float %29, float %28, float %27, float %26, float %25, float %24)
  %59 = extractvalue { float, float, float, float, float, float, float, float } %58, 0
  %60 = extractvalue { float, float, float, float, float, float, float, float } %58, 1
  %61 = extractvalue { float, float, float, float, float, float, float, float } %58, 2
  %62 = extractvalue { float, float, float, float, float, float, float, float } %58, 3
  %63 = extractvalue { float, float, float, float, float, float, float, float } %58, 4
  %64 = extractvalue { float, float, float, float, float, float, float, float } %58, 5
  %65 = extractvalue { float, float, float, float, float, float, float, float } %58, 6
  %66 = extractvalue { float, float, float, float, float, float, float, float } %58, 7
  tail call void @llvm.nvvm.barrier0()
  %67 = add nuw nsw i32 %31, 1
  %68 = icmp eq i32 %67, %3
  br i1 %68, label %14, label %23, !llvm.loop !46
}

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #5

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #6

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #6

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #7

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { nocallback nounwind memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind memory(none) }
attributes #8 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}

!0 = !{ptr @ring_mma, !"kernel", i32 1}
!1 = !{ptr @ring_mma, !"maxntidx", i32 32}
!2 = !{ptr @ring_mma_same_addr, !"kernel", i32 1}
!3 = !{ptr @ring_mma_same_addr, !"maxntidx", i32 32}
!4 = !{ptr @ring_mma_unknown_asm, !"kernel", i32 1}
!5 = !{ptr @ring_mma_unknown_asm, !"maxntidx", i32 32}
!6 = !{ptr @ring_wmma, !"kernel", i32 1}
!7 = !{ptr @ring_wmma, !"maxntidx", i32 32}
!8 = !{ptr @ring_wmma_early, !"kernel", i32 1}
!9 = !{ptr @ring_wmma_early, !"maxntidx", i32 32}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{i64 2147541300}
!19 = !{i64 2147541543}
!20 = !{i64 2147541786}
!21 = !{i64 2147541867}
!22 = !{i64 2147541915}
!23 = !{i64 2147542238}
!24 = !{i64 2147542561}
!25 = !{i64 2147542904}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{i64 4110}
!29 = !{i64 4260}
!30 = !{i64 4464}
!31 = !{i64 4513}
!32 = !{i64 2147543697}
!33 = !{i64 2147543984}
!34 = !{i64 2147544307}
!35 = distinct !{!35, !27}
!36 = !{i64 2147545100}
!37 = !{i64 2147545343}
!38 = !{i64 2147545586}
!39 = !{i64 2147545667}
!40 = !{i64 2147545715}
!41 = !{i64 2147546038}
!42 = !{i64 5633}
!43 = !{i64 2147546361}
!44 = distinct !{!44, !27}
!45 = distinct !{!45, !27}
!46 = distinct !{!46, !27}
