; ModuleID = 'bulk_ring.cu'
source_filename = "bulk_ring.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8bulk_sumE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ8bulk_sumE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ8bulk_dotE2As = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ8bulk_dotE2Bs = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ8bulk_dotE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ9bulk_spinE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ9bulk_spinE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ11bulk_phase1E3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ11bulk_phase1E3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ10bulk_invalE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ10bulk_invalE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13bulk_otherbarE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ13bulk_otherbarE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13bulk_otherbarE5Other = internal addrspace(3) global i64 undef, align 8
@_ZZ10bulk_innerE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ10bulk_innerE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ8bulk_allE3Buf = internal addrspace(3) global [512 x float] undef, align 128
@_ZZ8bulk_allE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ9bulk_tailE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ9bulk_tailE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ9bulk_hintE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ9bulk_hintE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13bulk_two_barsE2As = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ13bulk_two_barsE2Bs = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ13bulk_two_barsE4BarA = internal addrspace(3) global i64 undef, align 8
@_ZZ13bulk_two_barsE4BarB = internal addrspace(3) global i64 undef, align 8
@_ZZ14bulk_two_spinsE2As = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ14bulk_two_spinsE2Bs = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ14bulk_two_spinsE4BarA = internal addrspace(3) global i64 undef, align 8
@_ZZ14bulk_two_spinsE4BarB = internal addrspace(3) global i64 undef, align 8
@_ZZ15bulk_one_of_twoE2As = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ15bulk_one_of_twoE2Bs = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ15bulk_one_of_twoE4BarA = internal addrspace(3) global i64 undef, align 8
@_ZZ15bulk_one_of_twoE4BarB = internal addrspace(3) global i64 undef, align 8
@_ZZ14bulk_bar_arrayE2As = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ14bulk_bar_arrayE2Bs = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ14bulk_bar_arrayE4Bars = internal addrspace(3) global [2 x i64] undef, align 8
@_ZZ17bulk_parity_indexE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ17bulk_parity_indexE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ15bulk_parity_divE3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ15bulk_parity_divE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ17bulk_parity_from1E3Buf = internal addrspace(3) global [128 x float] undef, align 128
@_ZZ17bulk_parity_from1E3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ12bulk_dynamicE3Bar = internal addrspace(3) global i64 undef, align 8
@DynBuf = external dso_local addrspace(3) global [0 x float], align 128

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_sum(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_sumE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_sumE3Buf to ptr), i64 0, i64 %10
  %12 = xor i32 %4, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_sumE3Buf to ptr), i64 0, i64 %13
  br label %22

15:                                               ; preds = %34, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %39, %34 ]
  %17 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 7
  %19 = or disjoint i32 %18, %4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !42
  ret void

22:                                               ; preds = %9, %34
  %23 = phi float [ 0.000000e+00, %9 ], [ %39, %34 ]
  %24 = phi i32 [ 0, %9 ], [ %35, %34 ]
  %25 = phi i32 [ 0, %9 ], [ %40, %34 ]
  br i1 %5, label %26, label %30

26:                                               ; preds = %22
  %27 = zext nneg i32 %25 to i64
  %28 = shl nuw nsw i64 %27, 9
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_sumE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_sumE3Buf to i32), ptr %29, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_sumE3Bar to i32)) #4, !srcloc !47
  br label %30

30:                                               ; preds = %26, %22
  br label %31

31:                                               ; preds = %30, %31
  %32 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_sumE3Bar to i32), i32 %24) #4, !srcloc !48
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %31, label %34, !llvm.loop !49

34:                                               ; preds = %31
  %35 = xor i32 %24, 1
  %36 = load float, ptr %11, align 4, !tbaa !42
  %37 = load float, ptr %14, align 4, !tbaa !42
  %38 = fmul contract float %36, %37
  %39 = fadd contract float %23, %38
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %25, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %15, label %22, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_dot(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %30, %8
  %11 = phi float [ 0.000000e+00, %8 ], [ %123, %30 ]
  %12 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 7
  %14 = or disjoint i32 %13, %5
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  store float %11, ptr %16, align 4, !tbaa !42
  ret void

17:                                               ; preds = %8, %30
  %18 = phi float [ %123, %30 ], [ 0.000000e+00, %8 ]
  %19 = phi i32 [ %31, %30 ], [ 0, %8 ]
  %20 = phi i32 [ %32, %30 ], [ 0, %8 ]
  br i1 %6, label %21, label %26

21:                                               ; preds = %17
  %22 = zext nneg i32 %20 to i64
  %23 = shl nuw nsw i64 %22, 7
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  %25 = getelementptr inbounds float, ptr %1, i64 %23
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE3Bar to i32), i32 1024) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE2As to i32), ptr %25, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE3Bar to i32)) #4, !srcloc !47
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to i32), ptr %24, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE3Bar to i32)) #4, !srcloc !47
  br label %26

26:                                               ; preds = %21, %17
  br label %27

27:                                               ; preds = %26, %27
  %28 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_dotE3Bar to i32), i32 %19) #4, !srcloc !48
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %27, label %34, !llvm.loop !49

30:                                               ; preds = %34
  %31 = xor i32 %19, 1
  tail call void @llvm.nvvm.barrier0()
  %32 = add nuw nsw i32 %20, 1
  %33 = icmp eq i32 %32, %3
  br i1 %33, label %10, label %17, !llvm.loop !52

34:                                               ; preds = %27, %34
  %35 = phi float [ %123, %34 ], [ %18, %27 ]
  %36 = phi i32 [ %124, %34 ], [ 0, %27 ]
  %37 = add nuw nsw i32 %36, %5
  %38 = and i32 %37, 127
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !42
  %42 = zext nneg i32 %36 to i64
  %43 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !42
  %45 = fmul contract float %41, %44
  %46 = fadd contract float %35, %45
  %47 = or disjoint i32 %36, 1
  %48 = add nuw nsw i32 %47, %5
  %49 = and i32 %48, 127
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !42
  %53 = zext nneg i32 %47 to i64
  %54 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !42
  %56 = fmul contract float %52, %55
  %57 = fadd contract float %46, %56
  %58 = or disjoint i32 %36, 2
  %59 = add nuw nsw i32 %58, %5
  %60 = and i32 %59, 127
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !42
  %64 = zext nneg i32 %58 to i64
  %65 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !42
  %67 = fmul contract float %63, %66
  %68 = fadd contract float %57, %67
  %69 = or disjoint i32 %36, 3
  %70 = add nuw nsw i32 %69, %5
  %71 = and i32 %70, 127
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !42
  %75 = zext nneg i32 %69 to i64
  %76 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !42
  %78 = fmul contract float %74, %77
  %79 = fadd contract float %68, %78
  %80 = or disjoint i32 %36, 4
  %81 = add nuw nsw i32 %80, %5
  %82 = and i32 %81, 127
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !42
  %86 = zext nneg i32 %80 to i64
  %87 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !42
  %89 = fmul contract float %85, %88
  %90 = fadd contract float %79, %89
  %91 = or disjoint i32 %36, 5
  %92 = add nuw nsw i32 %91, %5
  %93 = and i32 %92, 127
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !42
  %97 = zext nneg i32 %91 to i64
  %98 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !42
  %100 = fmul contract float %96, %99
  %101 = fadd contract float %90, %100
  %102 = or disjoint i32 %36, 6
  %103 = add nuw nsw i32 %102, %5
  %104 = and i32 %103, 127
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !42
  %108 = zext nneg i32 %102 to i64
  %109 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !42
  %111 = fmul contract float %107, %110
  %112 = fadd contract float %101, %111
  %113 = or disjoint i32 %36, 7
  %114 = add nuw nsw i32 %113, %5
  %115 = and i32 %114, 127
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2As to ptr), i64 0, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !42
  %119 = zext nneg i32 %113 to i64
  %120 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_dotE2Bs to ptr), i64 0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !42
  %122 = fmul contract float %118, %121
  %123 = fadd contract float %112, %122
  %124 = add nuw nsw i32 %36, 8
  %125 = icmp eq i32 %124, 128
  br i1 %125, label %30, label %34, !llvm.loop !53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_spin(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_spinE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9bulk_spinE3Buf to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %5, 1
  %14 = and i32 %13, 127
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9bulk_spinE3Buf to ptr), i64 0, i64 %15
  br label %24

17:                                               ; preds = %32, %8
  %18 = phi float [ 0.000000e+00, %8 ], [ %37, %32 ]
  %19 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 7
  %21 = or disjoint i32 %20, %5
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %18, ptr %23, align 4, !tbaa !42
  ret void

24:                                               ; preds = %10, %32
  %25 = phi float [ 0.000000e+00, %10 ], [ %37, %32 ]
  %26 = phi i32 [ 0, %10 ], [ %33, %32 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %32 ]
  br i1 %6, label %28, label %32

28:                                               ; preds = %24
  %29 = sext i32 %27 to i64
  %30 = shl nsw i64 %29, 9
  %31 = getelementptr inbounds i8, ptr %1, i64 %30
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ9bulk_spinE3Bar to i64), i32 512) #4, !srcloc !55
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "l,l,r,l,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ9bulk_spinE3Buf to i64), ptr %31, i32 512, i64 ptrtoint (ptr addrspace(3) @_ZZ9bulk_spinE3Bar to i64)) #4, !srcloc !56
  br label %32

32:                                               ; preds = %28, %24
  tail call void asm sideeffect "{\0A.reg .pred P;\0AW${:uid}:\0Ambarrier.try_wait.parity.shared::cta.b64 P, [$0], $1, 1000000;\0A@!P bra W${:uid};\0A}", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ9bulk_spinE3Bar to i64), i32 %26) #4, !srcloc !57
  %33 = xor i32 %26, 1
  %34 = load float, ptr %12, align 4, !tbaa !42
  %35 = load float, ptr %16, align 4, !tbaa !42
  %36 = fmul contract float %34, %35
  %37 = fadd contract float %25, %36
  tail call void @llvm.nvvm.barrier0()
  %38 = add nsw i32 %27, %3
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %24, label %17, !llvm.loop !58
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_phase1(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_phase1E3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11bulk_phase1E3Buf to ptr), i64 0, i64 %10
  br label %19

12:                                               ; preds = %31, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %34, %31 ]
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = or disjoint i32 %15, %4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %13, ptr %18, align 4, !tbaa !42
  ret void

19:                                               ; preds = %9, %31
  %20 = phi float [ 0.000000e+00, %9 ], [ %34, %31 ]
  %21 = phi i32 [ 1, %9 ], [ %32, %31 ]
  %22 = phi i32 [ 0, %9 ], [ %35, %31 ]
  br i1 %5, label %23, label %27

23:                                               ; preds = %19
  %24 = zext nneg i32 %22 to i64
  %25 = shl nuw nsw i64 %24, 9
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_phase1E3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_phase1E3Buf to i32), ptr %26, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_phase1E3Bar to i32)) #4, !srcloc !47
  br label %27

27:                                               ; preds = %23, %19
  br label %28

28:                                               ; preds = %27, %28
  %29 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_phase1E3Bar to i32), i32 %21) #4, !srcloc !48
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %28, label %31, !llvm.loop !49

31:                                               ; preds = %28
  %32 = xor i32 %21, 1
  %33 = load float, ptr %11, align 4, !tbaa !42
  %34 = fadd contract float %20, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, %2
  br i1 %36, label %12, label %19, !llvm.loop !59
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_inval(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10bulk_invalE3Buf to ptr), i64 0, i64 %10
  br label %14

12:                                               ; preds = %26, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %29, %26 ]
  br i1 %5, label %32, label %33

14:                                               ; preds = %9, %26
  %15 = phi float [ 0.000000e+00, %9 ], [ %29, %26 ]
  %16 = phi i32 [ 0, %9 ], [ %27, %26 ]
  %17 = phi i32 [ 0, %9 ], [ %30, %26 ]
  br i1 %5, label %18, label %22

18:                                               ; preds = %14
  %19 = zext nneg i32 %17 to i64
  %20 = shl nuw nsw i64 %19, 9
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Buf to i32), ptr %21, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Bar to i32)) #4, !srcloc !47
  br label %22

22:                                               ; preds = %18, %14
  br label %23

23:                                               ; preds = %22, %23
  %24 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Bar to i32), i32 %16) #4, !srcloc !48
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %23, label %26, !llvm.loop !49

26:                                               ; preds = %23
  %27 = xor i32 %16, 1
  %28 = load float, ptr %11, align 4, !tbaa !42
  %29 = fadd contract float %15, %28
  tail call void @llvm.nvvm.barrier0()
  %30 = add nuw nsw i32 %17, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %12, label %14, !llvm.loop !60

32:                                               ; preds = %12
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_invalE3Bar to i32)) #4, !srcloc !61
  br label %33

33:                                               ; preds = %32, %12
  %34 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = shl i32 %34, 7
  %36 = or disjoint i32 %35, %4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  store float %13, ptr %38, align 4, !tbaa !42
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_otherbar(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE5Other to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13bulk_otherbarE3Buf to ptr), i64 0, i64 %10
  br label %19

12:                                               ; preds = %31, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %34, %31 ]
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = or disjoint i32 %15, %4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %13, ptr %18, align 4, !tbaa !42
  ret void

19:                                               ; preds = %9, %31
  %20 = phi float [ 0.000000e+00, %9 ], [ %34, %31 ]
  %21 = phi i32 [ 0, %9 ], [ %32, %31 ]
  %22 = phi i32 [ 0, %9 ], [ %35, %31 ]
  br i1 %5, label %23, label %27

23:                                               ; preds = %19
  %24 = zext nneg i32 %22 to i64
  %25 = shl nuw nsw i64 %24, 9
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE3Buf to i32), ptr %26, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE3Bar to i32)) #4, !srcloc !47
  br label %27

27:                                               ; preds = %23, %19
  br label %28

28:                                               ; preds = %27, %28
  %29 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_otherbarE5Other to i32), i32 %21) #4, !srcloc !48
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %28, label %31, !llvm.loop !49

31:                                               ; preds = %28
  %32 = xor i32 %21, 1
  %33 = load float, ptr %11, align 4, !tbaa !42
  %34 = fadd contract float %20, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, %2
  br i1 %36, label %12, label %19, !llvm.loop !62
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_inner(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_innerE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = icmp sgt i32 %3, 0
  br label %19

12:                                               ; preds = %33, %8
  %13 = phi float [ 0.000000e+00, %8 ], [ %34, %33 ]
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = or disjoint i32 %15, %5
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %13, ptr %18, align 4, !tbaa !42
  ret void

19:                                               ; preds = %10, %33
  %20 = phi float [ 0.000000e+00, %10 ], [ %34, %33 ]
  %21 = phi i32 [ 0, %10 ], [ %32, %33 ]
  %22 = phi i32 [ 0, %10 ], [ %35, %33 ]
  br i1 %6, label %23, label %27

23:                                               ; preds = %19
  %24 = zext nneg i32 %22 to i64
  %25 = shl nuw nsw i64 %24, 9
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_innerE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_innerE3Buf to i32), ptr %26, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_innerE3Bar to i32)) #4, !srcloc !47
  br label %27

27:                                               ; preds = %23, %19
  br label %28

28:                                               ; preds = %27, %28
  %29 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ10bulk_innerE3Bar to i32), i32 %21) #4, !srcloc !48
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %28, label %31, !llvm.loop !49

31:                                               ; preds = %28
  %32 = xor i32 %21, 1
  br i1 %11, label %37, label %33

33:                                               ; preds = %37, %31
  %34 = phi float [ %20, %31 ], [ %45, %37 ]
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, %2
  br i1 %36, label %12, label %19, !llvm.loop !63

37:                                               ; preds = %31, %37
  %38 = phi float [ %45, %37 ], [ %20, %31 ]
  %39 = phi i32 [ %46, %37 ], [ 0, %31 ]
  %40 = add nuw nsw i32 %39, %5
  %41 = and i32 %40, 127
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10bulk_innerE3Buf to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !42
  %45 = fadd contract float %38, %44
  %46 = add nuw nsw i32 %39, 1
  %47 = icmp eq i32 %46, %3
  br i1 %47, label %33, label %37, !llvm.loop !64
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_all(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_allE3Bar to i32), i32 128) #4, !srcloc !65
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !66
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %4, 2
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_allE3Buf to ptr), i64 0, i64 %11
  %13 = getelementptr inbounds float, ptr %1, i64 %11
  %14 = addrspacecast ptr %12 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = add nuw nsw i32 %10, 5
  %18 = and i32 %17, 509
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8bulk_allE3Buf to ptr), i64 0, i64 %19
  br label %28

21:                                               ; preds = %38, %7
  %22 = phi float [ 0.000000e+00, %7 ], [ %41, %38 ]
  %23 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = shl i32 %23, 7
  %25 = or disjoint i32 %24, %4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %22, ptr %27, align 4, !tbaa !42
  ret void

28:                                               ; preds = %9, %38
  %29 = phi float [ 0.000000e+00, %9 ], [ %41, %38 ]
  %30 = phi i32 [ 0, %9 ], [ %39, %38 ]
  %31 = phi i32 [ 0, %9 ], [ %42, %38 ]
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_allE3Bar to i32), i32 16) #4, !srcloc !46
  %32 = zext nneg i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 11
  %34 = getelementptr inbounds i8, ptr %13, i64 %33
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 %16, ptr %34, i32 16, i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_allE3Bar to i32)) #4, !srcloc !47
  br label %35

35:                                               ; preds = %35, %28
  %36 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bulk_allE3Bar to i32), i32 %30) #4, !srcloc !48
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %35, label %38, !llvm.loop !49

38:                                               ; preds = %35
  %39 = xor i32 %30, 1
  %40 = load float, ptr %20, align 4, !tbaa !42
  %41 = fadd contract float %29, %40
  tail call void @llvm.nvvm.barrier0()
  %42 = add nuw nsw i32 %31, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %21, label %28, !llvm.loop !67
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_tail(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_tailE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9bulk_tailE3Buf to ptr), i64 0, i64 %10
  br label %19

12:                                               ; preds = %41, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %42, %41 ]
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = or disjoint i32 %15, %4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %13, ptr %18, align 4, !tbaa !42
  ret void

19:                                               ; preds = %9, %41
  %20 = phi i32 [ 0, %9 ], [ %44, %41 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %42, %41 ]
  %22 = phi i32 [ 0, %9 ], [ %36, %41 ]
  %23 = phi i32 [ 0, %9 ], [ %43, %41 ]
  %24 = sub nsw i32 %2, %20
  br i1 %5, label %25, label %31

25:                                               ; preds = %19
  %26 = zext nneg i32 %23 to i64
  %27 = shl nuw nsw i64 %26, 9
  %28 = getelementptr inbounds i8, ptr %1, i64 %27
  %29 = tail call i32 @llvm.smin.i32(i32 %24, i32 128)
  %30 = shl nsw i32 %29, 2
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_tailE3Bar to i32), i32 %30) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_tailE3Buf to i32), ptr %28, i32 %30, i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_tailE3Bar to i32)) #4, !srcloc !47
  br label %31

31:                                               ; preds = %25, %19
  br label %32

32:                                               ; preds = %31, %32
  %33 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_tailE3Bar to i32), i32 %22) #4, !srcloc !48
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %32, label %35, !llvm.loop !49

35:                                               ; preds = %32
  %36 = xor i32 %22, 1
  %37 = icmp sgt i32 %24, %4
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load float, ptr %11, align 4, !tbaa !42
  %40 = fadd contract float %21, %39
  br label %41

41:                                               ; preds = %38, %35
  %42 = phi float [ %40, %38 ], [ %21, %35 ]
  tail call void @llvm.nvvm.barrier0()
  %43 = add nuw nsw i32 %23, 1
  %44 = shl nsw i32 %43, 7
  %45 = icmp slt i32 %44, %2
  br i1 %45, label %19, label %12, !llvm.loop !68
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_hint(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_hintE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9bulk_hintE3Buf to ptr), i64 0, i64 %11
  %13 = xor i32 %5, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9bulk_hintE3Buf to ptr), i64 0, i64 %14
  br label %23

16:                                               ; preds = %35, %8
  %17 = phi float [ 0.000000e+00, %8 ], [ %40, %35 ]
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !42
  ret void

23:                                               ; preds = %10, %35
  %24 = phi float [ 0.000000e+00, %10 ], [ %40, %35 ]
  %25 = phi i32 [ 0, %10 ], [ %36, %35 ]
  %26 = phi i32 [ 0, %10 ], [ %41, %35 ]
  br i1 %6, label %27, label %31

27:                                               ; preds = %23
  %28 = zext nneg i32 %26 to i64
  %29 = shl nuw nsw i64 %28, 9
  %30 = getelementptr inbounds i8, ptr %1, i64 %29
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_hintE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_hintE3Buf to i32), ptr %30, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_hintE3Bar to i32), i64 %3) #4, !srcloc !69
  br label %31

31:                                               ; preds = %27, %23
  br label %32

32:                                               ; preds = %31, %32
  %33 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9bulk_hintE3Bar to i32), i32 %25) #4, !srcloc !48
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %32, label %35, !llvm.loop !49

35:                                               ; preds = %32
  %36 = xor i32 %25, 1
  %37 = load float, ptr %12, align 4, !tbaa !42
  %38 = load float, ptr %15, align 4, !tbaa !42
  %39 = fmul contract float %37, %38
  %40 = fadd contract float %24, %39
  tail call void @llvm.nvvm.barrier0()
  %41 = add nuw nsw i32 %26, 1
  %42 = icmp eq i32 %41, %2
  br i1 %42, label %16, label %23, !llvm.loop !70
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_two_bars(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarA to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarB to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13bulk_two_barsE2As to ptr), i64 0, i64 %11
  %13 = xor i32 %5, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13bulk_two_barsE2Bs to ptr), i64 0, i64 %14
  br label %23

16:                                               ; preds = %39, %8
  %17 = phi float [ 0.000000e+00, %8 ], [ %44, %39 ]
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !42
  ret void

23:                                               ; preds = %10, %39
  %24 = phi float [ 0.000000e+00, %10 ], [ %44, %39 ]
  %25 = phi i32 [ 0, %10 ], [ %40, %39 ]
  %26 = phi i32 [ 0, %10 ], [ %45, %39 ]
  br i1 %6, label %27, label %32

27:                                               ; preds = %23
  %28 = zext nneg i32 %26 to i64
  %29 = shl nuw nsw i64 %28, 7
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds float, ptr %1, i64 %29
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarA to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE2As to i32), ptr %31, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarA to i32)) #4, !srcloc !47
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarB to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE2Bs to i32), ptr %30, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarB to i32)) #4, !srcloc !47
  br label %32

32:                                               ; preds = %27, %23
  br label %33

33:                                               ; preds = %32, %33
  %34 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarA to i32), i32 %25) #4, !srcloc !48
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %33, label %36, !llvm.loop !49

36:                                               ; preds = %33, %36
  %37 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13bulk_two_barsE4BarB to i32), i32 %25) #4, !srcloc !48
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %36, label %39, !llvm.loop !49

39:                                               ; preds = %36
  %40 = xor i32 %25, 1
  %41 = load float, ptr %12, align 4, !tbaa !42
  %42 = load float, ptr %15, align 4, !tbaa !42
  %43 = fmul contract float %41, %42
  %44 = fadd contract float %24, %43
  tail call void @llvm.nvvm.barrier0()
  %45 = add nuw nsw i32 %26, 1
  %46 = icmp eq i32 %45, %3
  br i1 %46, label %16, label %23, !llvm.loop !71
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_two_spins(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarA to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarB to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_two_spinsE2As to ptr), i64 0, i64 %11
  %13 = xor i32 %5, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_two_spinsE2Bs to ptr), i64 0, i64 %14
  br label %23

16:                                               ; preds = %32, %8
  %17 = phi float [ 0.000000e+00, %8 ], [ %37, %32 ]
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !42
  ret void

23:                                               ; preds = %10, %32
  %24 = phi float [ 0.000000e+00, %10 ], [ %37, %32 ]
  %25 = phi i32 [ 0, %10 ], [ %33, %32 ]
  %26 = phi i32 [ 0, %10 ], [ %38, %32 ]
  br i1 %6, label %27, label %32

27:                                               ; preds = %23
  %28 = zext nneg i32 %26 to i64
  %29 = shl nuw nsw i64 %28, 7
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds float, ptr %1, i64 %29
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarA to i64), i32 512) #4, !srcloc !55
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "l,l,r,l,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE2As to i64), ptr %31, i32 512, i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarA to i64)) #4, !srcloc !56
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarB to i64), i32 512) #4, !srcloc !55
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "l,l,r,l,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE2Bs to i64), ptr %30, i32 512, i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarB to i64)) #4, !srcloc !56
  br label %32

32:                                               ; preds = %27, %23
  tail call void asm sideeffect "{\0A.reg .pred P;\0AW${:uid}:\0Ambarrier.try_wait.parity.shared::cta.b64 P, [$0], $1, 1000000;\0A@!P bra W${:uid};\0A}", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarA to i64), i32 %25) #4, !srcloc !57
  tail call void asm sideeffect "{\0A.reg .pred P;\0AW${:uid}:\0Ambarrier.try_wait.parity.shared::cta.b64 P, [$0], $1, 1000000;\0A@!P bra W${:uid};\0A}", "l,r,~{memory}"(i64 ptrtoint (ptr addrspace(3) @_ZZ14bulk_two_spinsE4BarB to i64), i32 %25) #4, !srcloc !57
  %33 = xor i32 %25, 1
  %34 = load float, ptr %12, align 4, !tbaa !42
  %35 = load float, ptr %15, align 4, !tbaa !42
  %36 = fmul contract float %34, %35
  %37 = fadd contract float %24, %36
  tail call void @llvm.nvvm.barrier0()
  %38 = add nuw nsw i32 %26, 1
  %39 = icmp eq i32 %38, %3
  br i1 %39, label %16, label %23, !llvm.loop !72
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_one_of_two(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarA to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarB to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15bulk_one_of_twoE2As to ptr), i64 0, i64 %11
  %13 = xor i32 %5, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15bulk_one_of_twoE2Bs to ptr), i64 0, i64 %14
  br label %23

16:                                               ; preds = %36, %8
  %17 = phi float [ 0.000000e+00, %8 ], [ %41, %36 ]
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !42
  ret void

23:                                               ; preds = %10, %36
  %24 = phi float [ 0.000000e+00, %10 ], [ %41, %36 ]
  %25 = phi i32 [ 0, %10 ], [ %37, %36 ]
  %26 = phi i32 [ 0, %10 ], [ %42, %36 ]
  br i1 %6, label %27, label %32

27:                                               ; preds = %23
  %28 = zext nneg i32 %26 to i64
  %29 = shl nuw nsw i64 %28, 7
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds float, ptr %1, i64 %29
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarA to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE2As to i32), ptr %31, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarA to i32)) #4, !srcloc !47
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarB to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE2Bs to i32), ptr %30, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarB to i32)) #4, !srcloc !47
  br label %32

32:                                               ; preds = %27, %23
  br label %33

33:                                               ; preds = %32, %33
  %34 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_one_of_twoE4BarA to i32), i32 %25) #4, !srcloc !48
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %33, label %36, !llvm.loop !49

36:                                               ; preds = %33
  %37 = xor i32 %25, 1
  %38 = load float, ptr %12, align 4, !tbaa !42
  %39 = load float, ptr %15, align 4, !tbaa !42
  %40 = fmul contract float %38, %39
  %41 = fadd contract float %24, %40
  tail call void @llvm.nvvm.barrier0()
  %42 = add nuw nsw i32 %26, 1
  %43 = icmp eq i32 %42, %3
  br i1 %43, label %16, label %23, !llvm.loop !73
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_bar_array(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to ptr), i64 8) to ptr addrspace(3)) to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE2As to ptr), i64 0, i64 %11
  %13 = xor i32 %5, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE2Bs to ptr), i64 0, i64 %14
  br label %23

16:                                               ; preds = %39, %8
  %17 = phi float [ 0.000000e+00, %8 ], [ %44, %39 ]
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !42
  ret void

23:                                               ; preds = %10, %39
  %24 = phi float [ 0.000000e+00, %10 ], [ %44, %39 ]
  %25 = phi i32 [ 0, %10 ], [ %40, %39 ]
  %26 = phi i32 [ 0, %10 ], [ %45, %39 ]
  br i1 %6, label %27, label %32

27:                                               ; preds = %23
  %28 = zext nneg i32 %26 to i64
  %29 = shl nuw nsw i64 %28, 7
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds float, ptr %1, i64 %29
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE2As to i32), ptr %31, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to i32)) #4, !srcloc !47
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to ptr), i64 8) to ptr addrspace(3)) to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE2Bs to i32), ptr %30, i32 512, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to ptr), i64 8) to ptr addrspace(3)) to i32)) #4, !srcloc !47
  br label %32

32:                                               ; preds = %27, %23
  br label %33

33:                                               ; preds = %32, %33
  %34 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to i32), i32 %25) #4, !srcloc !48
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %33, label %36, !llvm.loop !49

36:                                               ; preds = %33, %36
  %37 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14bulk_bar_arrayE4Bars to ptr), i64 8) to ptr addrspace(3)) to i32), i32 %25) #4, !srcloc !48
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %36, label %39, !llvm.loop !49

39:                                               ; preds = %36
  %40 = xor i32 %25, 1
  %41 = load float, ptr %12, align 4, !tbaa !42
  %42 = load float, ptr %15, align 4, !tbaa !42
  %43 = fmul contract float %41, %42
  %44 = fadd contract float %24, %43
  tail call void @llvm.nvvm.barrier0()
  %45 = add nuw nsw i32 %26, 1
  %46 = icmp eq i32 %45, %3
  br i1 %46, label %16, label %23, !llvm.loop !74
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_parity_index(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Buf to ptr), i64 0, i64 %10
  %12 = xor i32 %4, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Buf to ptr), i64 0, i64 %13
  br label %22

15:                                               ; preds = %34, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %38, %34 ]
  %17 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 7
  %19 = or disjoint i32 %18, %4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !42
  ret void

22:                                               ; preds = %9, %34
  %23 = phi float [ 0.000000e+00, %9 ], [ %38, %34 ]
  %24 = phi i32 [ 0, %9 ], [ %39, %34 ]
  br i1 %5, label %25, label %29

25:                                               ; preds = %22
  %26 = zext nneg i32 %24 to i64
  %27 = shl nuw nsw i64 %26, 9
  %28 = getelementptr inbounds i8, ptr %1, i64 %27
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Buf to i32), ptr %28, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Bar to i32)) #4, !srcloc !47
  br label %29

29:                                               ; preds = %25, %22
  %30 = and i32 %24, 1
  br label %31

31:                                               ; preds = %31, %29
  %32 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_indexE3Bar to i32), i32 %30) #4, !srcloc !48
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %31, label %34, !llvm.loop !49

34:                                               ; preds = %31
  %35 = load float, ptr %11, align 4, !tbaa !42
  %36 = load float, ptr %14, align 4, !tbaa !42
  %37 = fmul contract float %35, %36
  %38 = fadd contract float %23, %37
  tail call void @llvm.nvvm.barrier0()
  %39 = add nuw nsw i32 %24, 1
  %40 = icmp eq i32 %39, %2
  br i1 %40, label %15, label %22, !llvm.loop !75
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_parity_div(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_parity_divE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = shl nsw i32 %2, 6
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15bulk_parity_divE3Buf to ptr), i64 0, i64 %11
  br label %20

13:                                               ; preds = %33, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %35, %33 ]
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 7
  %17 = or disjoint i32 %16, %4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %14, ptr %19, align 4, !tbaa !42
  ret void

20:                                               ; preds = %10, %33
  %21 = phi float [ 0.000000e+00, %10 ], [ %35, %33 ]
  %22 = phi i32 [ 0, %10 ], [ %36, %33 ]
  br i1 %5, label %23, label %27

23:                                               ; preds = %20
  %24 = shl nuw i32 %22, 1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_parity_divE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_parity_divE3Buf to i32), ptr %26, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_parity_divE3Bar to i32)) #4, !srcloc !47
  br label %27

27:                                               ; preds = %23, %20
  %28 = lshr exact i32 %22, 6
  %29 = and i32 %28, 1
  br label %30

30:                                               ; preds = %30, %27
  %31 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ15bulk_parity_divE3Bar to i32), i32 %29) #4, !srcloc !48
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %30, label %33, !llvm.loop !49

33:                                               ; preds = %30
  %34 = load float, ptr %12, align 4, !tbaa !42
  %35 = fadd contract float %21, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nuw nsw i32 %22, 64
  %37 = icmp slt i32 %36, %8
  br i1 %37, label %20, label %13, !llvm.loop !76
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_parity_from1(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp slt i32 %2, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Buf to ptr), i64 0, i64 %10
  br label %19

12:                                               ; preds = %32, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %34, %32 ]
  %14 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = or disjoint i32 %15, %4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %13, ptr %18, align 4, !tbaa !42
  ret void

19:                                               ; preds = %9, %32
  %20 = phi float [ 0.000000e+00, %9 ], [ %34, %32 ]
  %21 = phi i32 [ 1, %9 ], [ %35, %32 ]
  br i1 %5, label %22, label %27

22:                                               ; preds = %19
  %23 = add nsw i32 %21, -1
  %24 = sext i32 %23 to i64
  %25 = shl nsw i64 %24, 9
  %26 = getelementptr inbounds i8, ptr %1, i64 %25
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Buf to i32), ptr %26, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Bar to i32)) #4, !srcloc !47
  br label %27

27:                                               ; preds = %22, %19
  %28 = and i32 %21, 1
  br label %29

29:                                               ; preds = %29, %27
  %30 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ17bulk_parity_from1E3Bar to i32), i32 %28) #4, !srcloc !48
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %29, label %32, !llvm.loop !49

32:                                               ; preds = %29
  %33 = load float, ptr %11, align 4, !tbaa !42
  %34 = fadd contract float %20, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw i32 %21, 1
  %36 = icmp eq i32 %21, %2
  br i1 %36, label %12, label %19, !llvm.loop !77
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_dynamic(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ12bulk_dynamicE3Bar to i32), i32 1) #4, !srcloc !40
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4, !srcloc !41
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @DynBuf to ptr), i64 0, i64 %10
  %12 = xor i32 %4, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @DynBuf to ptr), i64 0, i64 %13
  br label %22

15:                                               ; preds = %34, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %39, %34 ]
  %17 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 7
  %19 = or disjoint i32 %18, %4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !42
  ret void

22:                                               ; preds = %9, %34
  %23 = phi float [ 0.000000e+00, %9 ], [ %39, %34 ]
  %24 = phi i32 [ 0, %9 ], [ %35, %34 ]
  %25 = phi i32 [ 0, %9 ], [ %40, %34 ]
  br i1 %5, label %26, label %30

26:                                               ; preds = %22
  %27 = zext nneg i32 %25 to i64
  %28 = shl nuw nsw i64 %27, 9
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12bulk_dynamicE3Bar to i32), i32 512) #4, !srcloc !46
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @DynBuf to i32), ptr %29, i32 512, i32 ptrtoint (ptr addrspace(3) @_ZZ12bulk_dynamicE3Bar to i32)) #4, !srcloc !47
  br label %30

30:                                               ; preds = %26, %22
  br label %31

31:                                               ; preds = %30, %31
  %32 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ12bulk_dynamicE3Bar to i32), i32 %24) #4, !srcloc !48
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %31, label %34, !llvm.loop !49

34:                                               ; preds = %31
  %35 = xor i32 %24, 1
  %36 = load float, ptr %11, align 4, !tbaa !42
  %37 = load float, ptr %14, align 4, !tbaa !42
  %38 = fmul contract float %36, %37
  %39 = fadd contract float %23, %38
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %25, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %15, label %22, !llvm.loop !78
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35}
!llvm.module.flags = !{!36, !37, !38}

!0 = !{ptr @bulk_sum, !"kernel", i32 1}
!1 = !{ptr @bulk_sum, !"maxntidx", i32 128}
!2 = !{ptr @bulk_dot, !"kernel", i32 1}
!3 = !{ptr @bulk_dot, !"maxntidx", i32 128}
!4 = !{ptr @bulk_spin, !"kernel", i32 1}
!5 = !{ptr @bulk_spin, !"maxntidx", i32 128}
!6 = !{ptr @bulk_phase1, !"kernel", i32 1}
!7 = !{ptr @bulk_phase1, !"maxntidx", i32 128}
!8 = !{ptr @bulk_inval, !"kernel", i32 1}
!9 = !{ptr @bulk_inval, !"maxntidx", i32 128}
!10 = !{ptr @bulk_otherbar, !"kernel", i32 1}
!11 = !{ptr @bulk_otherbar, !"maxntidx", i32 128}
!12 = !{ptr @bulk_inner, !"kernel", i32 1}
!13 = !{ptr @bulk_inner, !"maxntidx", i32 128}
!14 = !{ptr @bulk_all, !"kernel", i32 1}
!15 = !{ptr @bulk_all, !"maxntidx", i32 128}
!16 = !{ptr @bulk_tail, !"kernel", i32 1}
!17 = !{ptr @bulk_tail, !"maxntidx", i32 128}
!18 = !{ptr @bulk_hint, !"kernel", i32 1}
!19 = !{ptr @bulk_hint, !"maxntidx", i32 128}
!20 = !{ptr @bulk_two_bars, !"kernel", i32 1}
!21 = !{ptr @bulk_two_bars, !"maxntidx", i32 128}
!22 = !{ptr @bulk_two_spins, !"kernel", i32 1}
!23 = !{ptr @bulk_two_spins, !"maxntidx", i32 128}
!24 = !{ptr @bulk_one_of_two, !"kernel", i32 1}
!25 = !{ptr @bulk_one_of_two, !"maxntidx", i32 128}
!26 = !{ptr @bulk_bar_array, !"kernel", i32 1}
!27 = !{ptr @bulk_bar_array, !"maxntidx", i32 128}
!28 = !{ptr @bulk_parity_index, !"kernel", i32 1}
!29 = !{ptr @bulk_parity_index, !"maxntidx", i32 128}
!30 = !{ptr @bulk_parity_div, !"kernel", i32 1}
!31 = !{ptr @bulk_parity_div, !"maxntidx", i32 128}
!32 = !{ptr @bulk_parity_from1, !"kernel", i32 1}
!33 = !{ptr @bulk_parity_from1, !"maxntidx", i32 128}
!34 = !{ptr @bulk_dynamic, !"kernel", i32 1}
!35 = !{ptr @bulk_dynamic, !"maxntidx", i32 128}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!38 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{i64 64152}
!41 = !{i64 64255}
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !{i64 2147548682}
!47 = !{i64 2147549223}
!48 = !{i64 64428, i64 64432, i64 64448, i64 64524, i64 64548}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = distinct !{!51, !50}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !50, !54}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = !{i64 2147549839}
!56 = !{i64 2147550380}
!57 = !{i64 5997, i64 6001, i64 6016, i64 6022, i64 6104, i64 6118}
!58 = distinct !{!58, !50}
!59 = distinct !{!59, !50}
!60 = distinct !{!60, !50}
!61 = !{i64 2147564159}
!62 = distinct !{!62, !50}
!63 = distinct !{!63, !50}
!64 = distinct !{!64, !50, !54}
!65 = !{i64 8368}
!66 = !{i64 8457}
!67 = distinct !{!67, !50}
!68 = distinct !{!68, !50}
!69 = !{i64 2147577813}
!70 = distinct !{!70, !50}
!71 = distinct !{!71, !50}
!72 = distinct !{!72, !50}
!73 = distinct !{!73, !50}
!74 = distinct !{!74, !50}
!75 = distinct !{!75, !50}
!76 = distinct !{!76, !50}
!77 = distinct !{!77, !50}
!78 = distinct !{!78, !50}
