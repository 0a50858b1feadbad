; ModuleID = 'wgmma_ring.cu'
source_filename = "wgmma_ring.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10wgmma_bulkE2As = internal addrspace(3) global [1024 x half] undef, align 128
@_ZZ10wgmma_bulkE2Bs = internal addrspace(3) global [128 x half] undef, align 128
@_ZZ10wgmma_bulkE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ12wgmma_bracedE2As = internal addrspace(3) global [1024 x half] undef, align 128
@_ZZ12wgmma_bracedE2Bs = internal addrspace(3) global [128 x half] undef, align 128
@_ZZ12wgmma_bracedE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ12wgmma_kstepsE2As = internal addrspace(3) global [2048 x half] undef, align 128
@_ZZ12wgmma_kstepsE2Bs = internal addrspace(3) global [256 x half] undef, align 128
@_ZZ12wgmma_kstepsE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ11wgmma_wait1E2As = internal addrspace(3) global [1024 x half] undef, align 128
@_ZZ11wgmma_wait1E2Bs = internal addrspace(3) global [128 x half] undef, align 128
@_ZZ11wgmma_wait1E3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13wgmma_genericE2As = internal addrspace(3) global [1024 x half] undef, align 128
@_ZZ13wgmma_genericE2Bs = internal addrspace(3) global [128 x half] undef, align 128
@_ZZ13wgmma_genericE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ12wgmma_narrowE2As = internal addrspace(3) global [1024 x half] undef, align 128
@_ZZ12wgmma_narrowE2Bs = internal addrspace(3) global [128 x half] undef, align 128
@_ZZ12wgmma_narrowE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ11wgmma_innerE2As = internal addrspace(3) global [4096 x half] undef, align 128
@_ZZ11wgmma_innerE2Bs = internal addrspace(3) global [512 x half] undef, align 128
@_ZZ11wgmma_innerE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ12wgmma_tma128E2As = internal addrspace(3) global [4096 x half] undef, align 1024
@_ZZ12wgmma_tma128E2Bs = internal addrspace(3) global [512 x half] undef, align 1024
@_ZZ12wgmma_tma128E3Bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_bulk(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %8
  %11 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE2As to i32), 4
  %12 = and i32 %11, 16376
  %13 = zext nneg i32 %12 to i64
  %14 = or disjoint i64 %13, 34360262656
  %15 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE2Bs to i32), 4
  %16 = and i32 %15, 16376
  %17 = zext nneg i32 %16 to i64
  %18 = or disjoint i64 %17, 34360262656
  br label %34

19:                                               ; preds = %52, %8
  %20 = phi float [ 0.000000e+00, %8 ], [ %56, %52 ]
  %21 = phi float [ 0.000000e+00, %8 ], [ %57, %52 ]
  %22 = phi float [ 0.000000e+00, %8 ], [ %58, %52 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %55, %52 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !22
  %24 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = shl i32 %24, 9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = shl nuw nsw i32 %5, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %23, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  store float %20, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store float %21, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store float %22, ptr %33, align 4, !tbaa !23
  ret void

34:                                               ; preds = %10, %52
  %35 = phi float [ 0.000000e+00, %10 ], [ %58, %52 ]
  %36 = phi float [ 0.000000e+00, %10 ], [ %57, %52 ]
  %37 = phi float [ 0.000000e+00, %10 ], [ %56, %52 ]
  %38 = phi i32 [ 0, %10 ], [ %53, %52 ]
  %39 = phi i32 [ 0, %10 ], [ %59, %52 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %55, %52 ]
  br i1 %6, label %41, label %48

41:                                               ; preds = %34
  %42 = shl nsw i32 %39, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds half, ptr %2, i64 %43
  %45 = shl nsw i32 %39, 10
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds half, ptr %1, i64 %46
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE3Bar to i32), i32 2304) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE2As to i32), ptr %47, i32 2048, i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE2Bs to i32), ptr %44, i32 256, i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE3Bar to i32)) #3, !srcloc !28
  br label %48

48:                                               ; preds = %41, %34
  br label %49

49:                                               ; preds = %48, %49
  %50 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10wgmma_bulkE3Bar to i32), i32 %38) #3, !srcloc !29
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %49, label %52, !llvm.loop !30

52:                                               ; preds = %49
  %53 = xor i32 %38, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %54 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %14, i64 %18, float %40, float %37, float %36, float %35) #3, !srcloc !33
  %55 = extractvalue { float, float, float, float } %54, 0
  %56 = extractvalue { float, float, float, float } %54, 1
  %57 = extractvalue { float, float, float, float } %54, 2
  %58 = extractvalue { float, float, float, float } %54, 3
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !34
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !35
  tail call void @llvm.nvvm.barrier0()
  %59 = add nuw nsw i32 %39, 1
  %60 = icmp eq i32 %59, %3
  br i1 %60, label %19, label %34, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_braced(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %8
  %11 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE2As to i32), 4
  %12 = and i32 %11, 16376
  %13 = zext nneg i32 %12 to i64
  %14 = or disjoint i64 %13, 34360262656
  %15 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE2Bs to i32), 4
  %16 = and i32 %15, 16376
  %17 = zext nneg i32 %16 to i64
  %18 = or disjoint i64 %17, 34360262656
  br label %34

19:                                               ; preds = %52, %8
  %20 = phi float [ 0.000000e+00, %8 ], [ %56, %52 ]
  %21 = phi float [ 0.000000e+00, %8 ], [ %57, %52 ]
  %22 = phi float [ 0.000000e+00, %8 ], [ %58, %52 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %55, %52 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !37
  %24 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = shl i32 %24, 9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = shl nuw nsw i32 %5, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %23, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  store float %20, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store float %21, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store float %22, ptr %33, align 4, !tbaa !23
  ret void

34:                                               ; preds = %10, %52
  %35 = phi float [ 0.000000e+00, %10 ], [ %58, %52 ]
  %36 = phi float [ 0.000000e+00, %10 ], [ %57, %52 ]
  %37 = phi float [ 0.000000e+00, %10 ], [ %56, %52 ]
  %38 = phi i32 [ 0, %10 ], [ %53, %52 ]
  %39 = phi i32 [ 0, %10 ], [ %59, %52 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %55, %52 ]
  br i1 %6, label %41, label %48

41:                                               ; preds = %34
  %42 = shl nsw i32 %39, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds half, ptr %2, i64 %43
  %45 = shl nsw i32 %39, 10
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds half, ptr %1, i64 %46
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE3Bar to i32), i32 2304) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE2As to i32), ptr %47, i32 2048, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE2Bs to i32), ptr %44, i32 256, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE3Bar to i32)) #3, !srcloc !28
  br label %48

48:                                               ; preds = %41, %34
  br label %49

49:                                               ; preds = %48, %49
  %50 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_bracedE3Bar to i32), i32 %38) #3, !srcloc !29
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %49, label %52, !llvm.loop !30

52:                                               ; preds = %49
  %53 = xor i32 %38, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %54 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %14, i64 %18, float %40, float %37, float %36, float %35) #3, !srcloc !33
  %55 = extractvalue { float, float, float, float } %54, 0
  %56 = extractvalue { float, float, float, float } %54, 1
  %57 = extractvalue { float, float, float, float } %54, 2
  %58 = extractvalue { float, float, float, float } %54, 3
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !38
  tail call void asm sideeffect "{\0A\09wgmma.wait_group.sync.aligned 0;\0A\09}", "~{memory}"() #3, !srcloc !39
  tail call void @llvm.nvvm.barrier0()
  %59 = add nuw nsw i32 %39, 1
  %60 = icmp eq i32 %59, %3
  br i1 %60, label %19, label %34, !llvm.loop !40
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_ksteps(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %8
  %11 = lshr exact i64 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE2As to i64), 4
  %12 = and i64 %11, 16376
  %13 = or disjoint i64 %12, 68720001024
  %14 = lshr exact i64 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE2Bs to i64), 4
  %15 = and i64 %14, 16376
  %16 = or disjoint i64 %15, 68720001024
  %17 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_kstepsE2As to ptr), i64 32) to ptr addrspace(3)) to i64), 4
  %18 = and i64 %17, 16383
  %19 = or disjoint i64 %18, 68720001024
  %20 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_kstepsE2Bs to ptr), i64 32) to ptr addrspace(3)) to i64), 4
  %21 = and i64 %20, 16383
  %22 = or disjoint i64 %21, 68720001024
  br label %38

23:                                               ; preds = %56, %8
  %24 = phi float [ 0.000000e+00, %8 ], [ %65, %56 ]
  %25 = phi float [ 0.000000e+00, %8 ], [ %66, %56 ]
  %26 = phi float [ 0.000000e+00, %8 ], [ %67, %56 ]
  %27 = phi float [ 0.000000e+00, %8 ], [ %64, %56 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !41
  %28 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = shl i32 %28, 9
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = shl nuw nsw i32 %5, 2
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  store float %27, ptr %34, align 4, !tbaa !23
  %35 = getelementptr inbounds i8, ptr %34, i64 4
  store float %24, ptr %35, align 4, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  store float %25, ptr %36, align 4, !tbaa !23
  %37 = getelementptr inbounds i8, ptr %34, i64 12
  store float %26, ptr %37, align 4, !tbaa !23
  ret void

38:                                               ; preds = %10, %56
  %39 = phi float [ 0.000000e+00, %10 ], [ %67, %56 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %66, %56 ]
  %41 = phi float [ 0.000000e+00, %10 ], [ %65, %56 ]
  %42 = phi i32 [ 0, %10 ], [ %68, %56 ]
  %43 = phi i32 [ 0, %10 ], [ %62, %56 ]
  %44 = phi float [ 0.000000e+00, %10 ], [ %64, %56 ]
  br i1 %6, label %45, label %52

45:                                               ; preds = %38
  %46 = shl nsw i32 %43, 8
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds half, ptr %2, i64 %47
  %49 = shl nsw i32 %43, 11
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds half, ptr %1, i64 %50
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE3Bar to i32), i32 4608) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE2As to i32), ptr %51, i32 4096, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE2Bs to i32), ptr %48, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE3Bar to i32)) #3, !srcloc !28
  br label %52

52:                                               ; preds = %45, %38
  br label %53

53:                                               ; preds = %52, %53
  %54 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_kstepsE3Bar to i32), i32 %42) #3, !srcloc !29
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %53, label %56, !llvm.loop !30

56:                                               ; preds = %53
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %57 = tail call { float, float, float, float } asm sideeffect "{\0A .reg .pred p;\0A setp.ne.b32 p, $6, 0;\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,r,0,1,2,3"(i64 %13, i64 %16, i32 %43, float %44, float %41, float %40, float %39) #3, !srcloc !42
  %58 = extractvalue { float, float, float, float } %57, 0
  %59 = extractvalue { float, float, float, float } %57, 1
  %60 = extractvalue { float, float, float, float } %57, 2
  %61 = extractvalue { float, float, float, float } %57, 3
  %62 = add nuw nsw i32 %43, 1
  %63 = tail call { float, float, float, float } asm sideeffect "{\0A .reg .pred p;\0A setp.ne.b32 p, $6, 0;\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,r,0,1,2,3"(i64 %19, i64 %22, i32 %62, float %58, float %59, float %60, float %61) #3, !srcloc !42
  %64 = extractvalue { float, float, float, float } %63, 0
  %65 = extractvalue { float, float, float, float } %63, 1
  %66 = extractvalue { float, float, float, float } %63, 2
  %67 = extractvalue { float, float, float, float } %63, 3
  %68 = xor i32 %42, 1
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !43
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !44
  tail call void @llvm.nvvm.barrier0()
  %69 = icmp eq i32 %62, %3
  br i1 %69, label %23, label %38, !llvm.loop !45
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_wait1(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %8
  %11 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E2As to i32), 4
  %12 = and i32 %11, 16376
  %13 = zext nneg i32 %12 to i64
  %14 = or disjoint i64 %13, 34360262656
  %15 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E2Bs to i32), 4
  %16 = and i32 %15, 16376
  %17 = zext nneg i32 %16 to i64
  %18 = or disjoint i64 %17, 34360262656
  br label %34

19:                                               ; preds = %52, %8
  %20 = phi float [ 0.000000e+00, %8 ], [ %56, %52 ]
  %21 = phi float [ 0.000000e+00, %8 ], [ %57, %52 ]
  %22 = phi float [ 0.000000e+00, %8 ], [ %58, %52 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %55, %52 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !46
  %24 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = shl i32 %24, 9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = shl nuw nsw i32 %5, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %23, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  store float %20, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store float %21, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store float %22, ptr %33, align 4, !tbaa !23
  ret void

34:                                               ; preds = %10, %52
  %35 = phi float [ 0.000000e+00, %10 ], [ %58, %52 ]
  %36 = phi float [ 0.000000e+00, %10 ], [ %57, %52 ]
  %37 = phi float [ 0.000000e+00, %10 ], [ %56, %52 ]
  %38 = phi i32 [ 0, %10 ], [ %53, %52 ]
  %39 = phi i32 [ 0, %10 ], [ %59, %52 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %55, %52 ]
  br i1 %6, label %41, label %48

41:                                               ; preds = %34
  %42 = shl nsw i32 %39, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds half, ptr %2, i64 %43
  %45 = shl nsw i32 %39, 10
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds half, ptr %1, i64 %46
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E3Bar to i32), i32 2304) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E2As to i32), ptr %47, i32 2048, i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E2Bs to i32), ptr %44, i32 256, i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E3Bar to i32)) #3, !srcloc !28
  br label %48

48:                                               ; preds = %41, %34
  br label %49

49:                                               ; preds = %48, %49
  %50 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_wait1E3Bar to i32), i32 %38) #3, !srcloc !29
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %49, label %52, !llvm.loop !30

52:                                               ; preds = %49
  %53 = xor i32 %38, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %54 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %14, i64 %18, float %40, float %37, float %36, float %35) #3, !srcloc !33
  %55 = extractvalue { float, float, float, float } %54, 0
  %56 = extractvalue { float, float, float, float } %54, 1
  %57 = extractvalue { float, float, float, float } %54, 2
  %58 = extractvalue { float, float, float, float } %54, 3
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !47
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"() #3, !srcloc !48
  tail call void @llvm.nvvm.barrier0()
  %59 = add nuw nsw i32 %39, 1
  %60 = icmp eq i32 %59, %3
  br i1 %60, label %19, label %34, !llvm.loop !49
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_generic(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %8
  %11 = lshr i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @_ZZ13wgmma_genericE2As to ptr) to i64), 4
  %12 = and i64 %11, 16383
  %13 = or disjoint i64 %12, 68720001024
  %14 = lshr i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @_ZZ13wgmma_genericE2Bs to ptr) to i64), 4
  %15 = and i64 %14, 16383
  %16 = or disjoint i64 %15, 68720001024
  br label %32

17:                                               ; preds = %50, %8
  %18 = phi float [ 0.000000e+00, %8 ], [ %54, %50 ]
  %19 = phi float [ 0.000000e+00, %8 ], [ %55, %50 ]
  %20 = phi float [ 0.000000e+00, %8 ], [ %56, %50 ]
  %21 = phi float [ 0.000000e+00, %8 ], [ %53, %50 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !50
  %22 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = shl i32 %22, 9
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = shl nuw nsw i32 %5, 2
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  store float %21, ptr %28, align 4, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %28, i64 4
  store float %18, ptr %29, align 4, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  store float %19, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %28, i64 12
  store float %20, ptr %31, align 4, !tbaa !23
  ret void

32:                                               ; preds = %10, %50
  %33 = phi float [ 0.000000e+00, %10 ], [ %56, %50 ]
  %34 = phi float [ 0.000000e+00, %10 ], [ %55, %50 ]
  %35 = phi float [ 0.000000e+00, %10 ], [ %54, %50 ]
  %36 = phi i32 [ 0, %10 ], [ %51, %50 ]
  %37 = phi i32 [ 0, %10 ], [ %57, %50 ]
  %38 = phi float [ 0.000000e+00, %10 ], [ %53, %50 ]
  br i1 %6, label %39, label %46

39:                                               ; preds = %32
  %40 = shl nsw i32 %37, 7
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds half, ptr %2, i64 %41
  %43 = shl nsw i32 %37, 10
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds half, ptr %1, i64 %44
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE3Bar to i32), i32 2304) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE2As to i32), ptr %45, i32 2048, i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE2Bs to i32), ptr %42, i32 256, i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE3Bar to i32)) #3, !srcloc !28
  br label %46

46:                                               ; preds = %39, %32
  br label %47

47:                                               ; preds = %46, %47
  %48 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13wgmma_genericE3Bar to i32), i32 %36) #3, !srcloc !29
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %47, label %50, !llvm.loop !30

50:                                               ; preds = %47
  %51 = xor i32 %36, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %52 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %13, i64 %16, float %38, float %35, float %34, float %33) #3, !srcloc !33
  %53 = extractvalue { float, float, float, float } %52, 0
  %54 = extractvalue { float, float, float, float } %52, 1
  %55 = extractvalue { float, float, float, float } %52, 2
  %56 = extractvalue { float, float, float, float } %52, 3
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !51
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !52
  tail call void @llvm.nvvm.barrier0()
  %57 = add nuw nsw i32 %37, 1
  %58 = icmp eq i32 %57, %3
  br i1 %58, label %17, label %32, !llvm.loop !53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_narrow(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %8
  %11 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE2As to i32), 4
  %12 = and i32 %11, 4088
  %13 = zext nneg i32 %12 to i64
  %14 = or disjoint i64 %13, 68720001024
  %15 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE2Bs to i32), 4
  %16 = and i32 %15, 4088
  %17 = zext nneg i32 %16 to i64
  %18 = or disjoint i64 %17, 68720001024
  br label %34

19:                                               ; preds = %52, %8
  %20 = phi float [ 0.000000e+00, %8 ], [ %56, %52 ]
  %21 = phi float [ 0.000000e+00, %8 ], [ %57, %52 ]
  %22 = phi float [ 0.000000e+00, %8 ], [ %58, %52 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %55, %52 ]
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !54
  %24 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = shl i32 %24, 9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = shl nuw nsw i32 %5, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %23, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %30, i64 4
  store float %20, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store float %21, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store float %22, ptr %33, align 4, !tbaa !23
  ret void

34:                                               ; preds = %10, %52
  %35 = phi float [ 0.000000e+00, %10 ], [ %58, %52 ]
  %36 = phi float [ 0.000000e+00, %10 ], [ %57, %52 ]
  %37 = phi float [ 0.000000e+00, %10 ], [ %56, %52 ]
  %38 = phi i32 [ 0, %10 ], [ %53, %52 ]
  %39 = phi i32 [ 0, %10 ], [ %59, %52 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %55, %52 ]
  br i1 %6, label %41, label %48

41:                                               ; preds = %34
  %42 = shl nsw i32 %39, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds half, ptr %2, i64 %43
  %45 = shl nsw i32 %39, 10
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds half, ptr %1, i64 %46
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE3Bar to i32), i32 2304) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE2As to i32), ptr %47, i32 2048, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE2Bs to i32), ptr %44, i32 256, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE3Bar to i32)) #3, !srcloc !28
  br label %48

48:                                               ; preds = %41, %34
  br label %49

49:                                               ; preds = %48, %49
  %50 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_narrowE3Bar to i32), i32 %38) #3, !srcloc !29
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %49, label %52, !llvm.loop !30

52:                                               ; preds = %49
  %53 = xor i32 %38, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %54 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %14, i64 %18, float %40, float %37, float %36, float %35) #3, !srcloc !33
  %55 = extractvalue { float, float, float, float } %54, 0
  %56 = extractvalue { float, float, float, float } %54, 1
  %57 = extractvalue { float, float, float, float } %54, 2
  %58 = extractvalue { float, float, float, float } %54, 3
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !55
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !56
  tail call void @llvm.nvvm.barrier0()
  %59 = add nuw nsw i32 %39, 1
  %60 = icmp eq i32 %59, %3
  br i1 %60, label %19, label %34, !llvm.loop !57
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_inner(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %9

9:                                                ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %10 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE2As to i32), 4
  %11 = and i32 %10, 16376
  %12 = zext nneg i32 %11 to i64
  %13 = or disjoint i64 %12, 137439477760
  %14 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE2Bs to i32), 4
  %15 = and i32 %14, 16376
  %16 = zext nneg i32 %15 to i64
  %17 = or disjoint i64 %16, 137439477760
  %18 = icmp sgt i32 %3, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %9
  %20 = icmp sgt i32 %4, 0
  br label %36

21:                                               ; preds = %60, %9
  %22 = phi float [ 0.000000e+00, %9 ], [ %65, %60 ]
  %23 = phi float [ 0.000000e+00, %9 ], [ %66, %60 ]
  %24 = phi float [ 0.000000e+00, %9 ], [ %67, %60 ]
  %25 = phi float [ 0.000000e+00, %9 ], [ %68, %60 ]
  %26 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = shl i32 %26, 9
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = shl nuw nsw i32 %6, 2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  store float %22, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %32, i64 4
  store float %23, ptr %33, align 4, !tbaa !23
  %34 = getelementptr inbounds i8, ptr %32, i64 8
  store float %24, ptr %34, align 4, !tbaa !23
  %35 = getelementptr inbounds i8, ptr %32, i64 12
  store float %25, ptr %35, align 4, !tbaa !23
  ret void

36:                                               ; preds = %19, %60
  %37 = phi float [ 0.000000e+00, %19 ], [ %65, %60 ]
  %38 = phi float [ 0.000000e+00, %19 ], [ %66, %60 ]
  %39 = phi float [ 0.000000e+00, %19 ], [ %67, %60 ]
  %40 = phi float [ 0.000000e+00, %19 ], [ %68, %60 ]
  %41 = phi i32 [ 0, %19 ], [ %59, %60 ]
  %42 = phi i32 [ 0, %19 ], [ %69, %60 ]
  br i1 %7, label %43, label %50

43:                                               ; preds = %36
  %44 = shl nsw i32 %42, 9
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds half, ptr %2, i64 %45
  %47 = shl nsw i32 %42, 12
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds half, ptr %1, i64 %48
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE3Bar to i32), i32 9216) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE2As to i32), ptr %49, i32 8192, i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE3Bar to i32)) #3, !srcloc !28
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE2Bs to i32), ptr %46, i32 1024, i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE3Bar to i32)) #3, !srcloc !28
  br label %50

50:                                               ; preds = %43, %36
  br label %51

51:                                               ; preds = %50, %51
  %52 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11wgmma_innerE3Bar to i32), i32 %41) #3, !srcloc !29
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %51, label %54, !llvm.loop !30

54:                                               ; preds = %51
  %55 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %37) #3, !srcloc !58
  %56 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %38) #3, !srcloc !58
  %57 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %39) #3, !srcloc !58
  %58 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %40) #3, !srcloc !58
  %59 = xor i32 %41, 1
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  br i1 %20, label %71, label %60

60:                                               ; preds = %71, %54
  %61 = phi float [ %56, %54 ], [ %84, %71 ]
  %62 = phi float [ %57, %54 ], [ %85, %71 ]
  %63 = phi float [ %58, %54 ], [ %86, %71 ]
  %64 = phi float [ %55, %54 ], [ %83, %71 ]
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !59
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !60
  %65 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %64) #3, !srcloc !61
  %66 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %61) #3, !srcloc !61
  %67 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %62) #3, !srcloc !61
  %68 = tail call contract float asm sideeffect "", "=f,0,~{memory}"(float %63) #3, !srcloc !61
  tail call void @llvm.nvvm.barrier0()
  %69 = add nuw nsw i32 %42, 1
  %70 = icmp eq i32 %69, %3
  br i1 %70, label %21, label %36, !llvm.loop !62

71:                                               ; preds = %54, %71
  %72 = phi float [ %86, %71 ], [ %58, %54 ]
  %73 = phi float [ %85, %71 ], [ %57, %54 ]
  %74 = phi float [ %84, %71 ], [ %56, %54 ]
  %75 = phi i32 [ %87, %71 ], [ 0, %54 ]
  %76 = phi float [ %83, %71 ], [ %55, %54 ]
  %77 = shl i32 %75, 4
  %78 = and i32 %77, 48
  %79 = zext nneg i32 %78 to i64
  %80 = add nuw nsw i64 %13, %79
  %81 = add nuw nsw i64 %17, %79
  %82 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %80, i64 %81, float %76, float %74, float %73, float %72) #3, !srcloc !33
  %83 = extractvalue { float, float, float, float } %82, 0
  %84 = extractvalue { float, float, float, float } %82, 1
  %85 = extractvalue { float, float, float, float } %82, 2
  %86 = extractvalue { float, float, float, float } %82, 3
  %87 = add nuw nsw i32 %75, 1
  %88 = icmp eq i32 %87, %4
  br i1 %88, label %60, label %71, !llvm.loop !63
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_tma128(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %35

10:                                               ; preds = %8
  %11 = lshr exact i64 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E2As to i64), 4
  %12 = and i64 %11, 16320
  %13 = or disjoint i64 %12, 4611686293305360384
  %14 = lshr exact i64 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E2Bs to i64), 4
  %15 = and i64 %14, 16320
  %16 = or disjoint i64 %15, 4611686293305360384
  %17 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2As to ptr), i64 32) to ptr addrspace(3)) to i64), 4
  %18 = and i64 %17, 16383
  %19 = or disjoint i64 %18, 4611686293305360384
  %20 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2Bs to ptr), i64 32) to ptr addrspace(3)) to i64), 4
  %21 = and i64 %20, 16383
  %22 = or disjoint i64 %21, 4611686293305360384
  %23 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2As to ptr), i64 64) to ptr addrspace(3)) to i64), 4
  %24 = and i64 %23, 16383
  %25 = or disjoint i64 %24, 4611686293305360384
  %26 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2Bs to ptr), i64 64) to ptr addrspace(3)) to i64), 4
  %27 = and i64 %26, 16383
  %28 = or disjoint i64 %27, 4611686293305360384
  %29 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2As to ptr), i64 96) to ptr addrspace(3)) to i64), 4
  %30 = and i64 %29, 16383
  %31 = or disjoint i64 %30, 4611686293305360384
  %32 = lshr i64 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12wgmma_tma128E2Bs to ptr), i64 96) to ptr addrspace(3)) to i64), 4
  %33 = and i64 %32, 16383
  %34 = or disjoint i64 %33, 4611686293305360384
  br label %50

35:                                               ; preds = %63, %8
  %36 = phi float [ 0.000000e+00, %8 ], [ %81, %63 ]
  %37 = phi float [ 0.000000e+00, %8 ], [ %82, %63 ]
  %38 = phi float [ 0.000000e+00, %8 ], [ %83, %63 ]
  %39 = phi float [ 0.000000e+00, %8 ], [ %80, %63 ]
  %40 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = shl i32 %40, 9
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = shl nuw nsw i32 %5, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %43, i64 %45
  store float %39, ptr %46, align 4, !tbaa !23
  %47 = getelementptr inbounds i8, ptr %46, i64 4
  store float %36, ptr %47, align 4, !tbaa !23
  %48 = getelementptr inbounds i8, ptr %46, i64 8
  store float %37, ptr %48, align 4, !tbaa !23
  %49 = getelementptr inbounds i8, ptr %46, i64 12
  store float %38, ptr %49, align 4, !tbaa !23
  ret void

50:                                               ; preds = %10, %63
  %51 = phi float [ 0.000000e+00, %10 ], [ %83, %63 ]
  %52 = phi float [ 0.000000e+00, %10 ], [ %82, %63 ]
  %53 = phi float [ 0.000000e+00, %10 ], [ %81, %63 ]
  %54 = phi i32 [ 0, %10 ], [ %84, %63 ]
  %55 = phi i32 [ 0, %10 ], [ %85, %63 ]
  %56 = phi float [ 0.000000e+00, %10 ], [ %80, %63 ]
  br i1 %6, label %57, label %59

57:                                               ; preds = %50
  %58 = shl nsw i32 %55, 6
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E3Bar to i32), i32 9216) #3, !srcloc !27
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E2As to i32), ptr %1, i32 %58, i32 0, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E3Bar to i32)) #3, !srcloc !65
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E2Bs to i32), ptr %2, i32 %58, i32 0, i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E3Bar to i32)) #3, !srcloc !65
  br label %59

59:                                               ; preds = %57, %50
  br label %60

60:                                               ; preds = %59, %60
  %61 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12wgmma_tma128E3Bar to i32), i32 %54) #3, !srcloc !29
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %60, label %63, !llvm.loop !30

63:                                               ; preds = %60
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !32
  %64 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %13, i64 %16, float %56, float %53, float %52, float %51) #3, !srcloc !33
  %65 = extractvalue { float, float, float, float } %64, 0
  %66 = extractvalue { float, float, float, float } %64, 1
  %67 = extractvalue { float, float, float, float } %64, 2
  %68 = extractvalue { float, float, float, float } %64, 3
  %69 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %19, i64 %22, float %65, float %66, float %67, float %68) #3, !srcloc !33
  %70 = extractvalue { float, float, float, float } %69, 0
  %71 = extractvalue { float, float, float, float } %69, 1
  %72 = extractvalue { float, float, float, float } %69, 2
  %73 = extractvalue { float, float, float, float } %69, 3
  %74 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %25, i64 %28, float %70, float %71, float %72, float %73) #3, !srcloc !33
  %75 = extractvalue { float, float, float, float } %74, 0
  %76 = extractvalue { float, float, float, float } %74, 1
  %77 = extractvalue { float, float, float, float } %74, 2
  %78 = extractvalue { float, float, float, float } %74, 3
  %79 = tail call { float, float, float, float } asm sideeffect "{\0A wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %31, i64 %34, float %75, float %76, float %77, float %78) #3, !srcloc !33
  %80 = extractvalue { float, float, float, float } %79, 0
  %81 = extractvalue { float, float, float, float } %79, 1
  %82 = extractvalue { float, float, float, float } %79, 2
  %83 = extractvalue { float, float, float, float } %79, 3
  %84 = xor i32 %54, 1
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !59
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !60
  tail call void @llvm.nvvm.barrier0()
  %85 = add nuw nsw i32 %55, 1
  %86 = icmp eq i32 %85, %3
  br i1 %86, label %35, label %50, !llvm.loop !66
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!llvm.module.flags = !{!16, !17, !18}

!0 = !{ptr @wgmma_bulk, !"kernel", i32 1}
!1 = !{ptr @wgmma_bulk, !"maxntidx", i32 128}
!2 = !{ptr @wgmma_braced, !"kernel", i32 1}
!3 = !{ptr @wgmma_braced, !"maxntidx", i32 128}
!4 = !{ptr @wgmma_ksteps, !"kernel", i32 1}
!5 = !{ptr @wgmma_ksteps, !"maxntidx", i32 128}
!6 = !{ptr @wgmma_wait1, !"kernel", i32 1}
!7 = !{ptr @wgmma_wait1, !"maxntidx", i32 128}
!8 = !{ptr @wgmma_generic, !"kernel", i32 1}
!9 = !{ptr @wgmma_generic, !"maxntidx", i32 128}
!10 = !{ptr @wgmma_narrow, !"kernel", i32 1}
!11 = !{ptr @wgmma_narrow, !"maxntidx", i32 128}
!12 = !{ptr @wgmma_inner, !"kernel", i32 1}
!13 = !{ptr @wgmma_inner, !"maxntidx", i32 128}
!14 = !{ptr @wgmma_tma128, !"kernel", i32 1}
!15 = !{ptr @wgmma_tma128, !"maxntidx", i32 128}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i64 60236}
!21 = !{i64 60339}
!22 = !{i64 2147547187}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !{i64 59053}
!28 = !{i64 824}
!29 = !{i64 60512, i64 60516, i64 60532, i64 60608, i64 60632}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{i64 1584}
!33 = !{i64 1957, i64 1961, i64 2072}
!34 = !{i64 2147546881}
!35 = !{i64 2147547777}
!36 = distinct !{!36, !31}
!37 = !{i64 2147550732}
!38 = !{i64 2147550426}
!39 = !{i64 2147551280, i64 2147551284, i64 2147551320}
!40 = distinct !{!40, !31}
!41 = !{i64 2147554239}
!42 = !{i64 2433, i64 2437, i64 2453, i64 2495, i64 2606}
!43 = !{i64 2147553933}
!44 = !{i64 2147554839}
!45 = distinct !{!45, !31}
!46 = !{i64 2147557794}
!47 = !{i64 2147557488}
!48 = !{i64 2147558385}
!49 = distinct !{!49, !31}
!50 = !{i64 2147561340}
!51 = !{i64 2147561034}
!52 = !{i64 2147562051}
!53 = distinct !{!53, !31}
!54 = !{i64 2147565068}
!55 = !{i64 2147564762}
!56 = !{i64 2147565462}
!57 = distinct !{!57, !31}
!58 = !{i64 8201}
!59 = !{i64 1698}
!60 = !{i64 1763}
!61 = !{i64 8431}
!62 = distinct !{!62, !31}
!63 = distinct !{!63, !31, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = !{i64 59426}
!66 = distinct !{!66, !31}
