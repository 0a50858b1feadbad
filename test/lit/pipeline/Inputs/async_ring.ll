; ModuleID = 'async_ring.cu'
source_filename = "async_ring.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10ring_outerE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10ring_outerE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10ring_zfillE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10ring_mixedE2Sf = internal addrspace(3) global [64 x float] undef, align 16
@_ZZ10ring_mixedE2Sd = internal addrspace(3) global [32 x double] undef, align 16
@_ZZ10ring_mixedE2Si = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ14ring_two_loopsE2Sf = internal addrspace(3) global [128 x float] undef, align 16
@_ZZ14ring_two_loopsE2Si = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ11ring_gatherE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ8ring_asmE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ8ring_asmE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13ring_wait_allE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ18ring_wait_all_nvvmE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12ring_no_waitE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ15ring_read_afterE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ21ring_read_after_outerE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ17ring_write_beforeE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ19ring_no_end_barrierE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10ring_storeE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@Dyn = external dso_local addrspace(3) global [0 x float], align 4
@_ZZ12ring_too_bigE3Big = internal addrspace(3) global [512 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_outer(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = shl nuw nsw i32 %7, 4
  %11 = add nuw nsw i32 %10, %6
  br label %22

12:                                               ; preds = %5
  %13 = zext nneg i32 %7 to i64
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_outerE2As to ptr), i64 0, i64 %13, i64 %14
  %16 = shl nuw nsw i32 %7, 4
  %17 = add nuw nsw i32 %16, %6
  %18 = addrspacecast ptr %15 to ptr addrspace(3)
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_outerE2Bs to ptr), i64 0, i64 %13, i64 %14
  %20 = addrspacecast ptr %19 to ptr addrspace(3)
  %21 = icmp sgt i32 %4, 0
  br label %27

22:                                               ; preds = %37, %9
  %23 = phi i32 [ %11, %9 ], [ %17, %37 ]
  %24 = phi float [ 0.000000e+00, %9 ], [ %38, %37 ]
  %25 = zext nneg i32 %23 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  store float %24, ptr %26, align 4, !tbaa !22
  ret void

27:                                               ; preds = %12, %37
  %28 = phi i32 [ 0, %12 ], [ %39, %37 ]
  %29 = phi float [ 0.000000e+00, %12 ], [ %38, %37 ]
  %30 = shl nsw i32 %28, 8
  %31 = add nuw nsw i32 %17, %30
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = addrspacecast ptr %33 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %18, ptr addrspace(1) %34)
  %35 = getelementptr inbounds float, ptr %2, i64 %32
  %36 = addrspacecast ptr %35 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %20, ptr addrspace(1) %36)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  br i1 %21, label %41, label %37

37:                                               ; preds = %41, %27
  %38 = phi float [ %29, %27 ], [ %51, %41 ]
  tail call void @llvm.nvvm.barrier0()
  %39 = add nuw nsw i32 %28, 1
  %40 = icmp eq i32 %39, %3
  br i1 %40, label %22, label %27, !llvm.loop !26

41:                                               ; preds = %27, %41
  %42 = phi i32 [ %52, %41 ], [ 0, %27 ]
  %43 = phi float [ %51, %41 ], [ %29, %27 ]
  %44 = and i32 %42, 15
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_outerE2As to ptr), i64 0, i64 %13, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !22
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_outerE2Bs to ptr), i64 0, i64 %45, i64 %14
  %49 = load float, ptr %48, align 4, !tbaa !22
  %50 = fmul contract float %47, %49
  %51 = fadd contract float %43, %50
  %52 = add nuw nsw i32 %42, 1
  %53 = icmp eq i32 %52, %4
  br i1 %53, label %37, label %41, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_zfill(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %29

8:                                                ; preds = %4
  %9 = zext nneg i32 %6 to i64
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 0
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 1
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 2
  %16 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 3
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 4
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 5
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 6
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 7
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 8
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 9
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 10
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 11
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 12
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 13
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 14
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_zfillE2As to ptr), i64 0, i64 %9, i64 15
  br label %35

29:                                               ; preds = %35, %4
  %30 = phi float [ 0.000000e+00, %4 ], [ %79, %35 ]
  %31 = shl nuw nsw i32 %6, 4
  %32 = add nuw nsw i32 %31, %5
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %30, ptr %34, align 4, !tbaa !22
  ret void

35:                                               ; preds = %8, %35
  %36 = phi float [ 0.000000e+00, %8 ], [ %79, %35 ]
  %37 = phi i32 [ 0, %8 ], [ %80, %35 ]
  %38 = shl nsw i32 %37, 4
  %39 = add nuw nsw i32 %38, %6
  %40 = icmp slt i32 %39, %3
  %41 = shl nsw i32 %39, 4
  %42 = select i1 %40, i32 %41, i32 0
  %43 = add nuw nsw i32 %42, %5
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = select i1 %40, i32 4, i32 0
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %12, ptr addrspace(1) %46, i32 %47)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %48 = load float, ptr %13, align 4, !tbaa !22
  %49 = fadd contract float %36, %48
  %50 = load float, ptr %14, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %15, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %16, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %17, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %18, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %19, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %20, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %21, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %22, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %23, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %24, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %25, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %26, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %27, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  %78 = load float, ptr %28, align 4, !tbaa !22
  %79 = fadd contract float %77, %78
  tail call void @llvm.nvvm.barrier0()
  %80 = add nuw nsw i32 %37, 1
  %81 = icmp eq i32 %80, %2
  br i1 %81, label %29, label %35, !llvm.loop !30
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_mixed(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = zext nneg i32 %6 to i64
  br label %60

10:                                               ; preds = %5
  %11 = shl nuw nsw i32 %6, 2
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sf to ptr), i64 0, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(3)
  %18 = or disjoint i32 %6, 16
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %19
  %21 = addrspacecast ptr %20 to ptr addrspace(3)
  %22 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Si to ptr), i64 0, i64 %15
  %23 = addrspacecast ptr %22 to ptr addrspace(3)
  %24 = shl nuw nsw i32 %6, 1
  %25 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sf to ptr), i64 0, i64 %15
  %26 = zext nneg i32 %24 to i64
  %27 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %26
  %28 = zext nneg i32 %6 to i64
  %29 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Si to ptr), i64 0, i64 %28
  %30 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sf to ptr), i64 0, i64 %19
  %31 = or disjoint i32 %24, 1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %32
  %34 = add nuw nsw i32 %6, 1
  %35 = and i32 %34, 15
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Si to ptr), i64 0, i64 %36
  %38 = or disjoint i32 %6, 32
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sf to ptr), i64 0, i64 %39
  %41 = add nuw nsw i32 %24, 2
  %42 = and i32 %41, 30
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %43
  %45 = add nuw nsw i32 %6, 2
  %46 = and i32 %45, 15
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Si to ptr), i64 0, i64 %47
  %49 = or disjoint i32 %6, 48
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sf to ptr), i64 0, i64 %50
  %52 = add nuw nsw i32 %24, 3
  %53 = and i32 %52, 31
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Sd to ptr), i64 0, i64 %54
  %56 = add nuw nsw i32 %6, 3
  %57 = and i32 %56, 15
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_mixedE2Si to ptr), i64 0, i64 %58
  br label %64

60:                                               ; preds = %64, %8
  %61 = phi i64 [ %9, %8 ], [ %15, %64 ]
  %62 = phi double [ 0.000000e+00, %8 ], [ %117, %64 ]
  %63 = getelementptr inbounds double, ptr %3, i64 %61
  store double %62, ptr %63, align 8, !tbaa !31
  ret void

64:                                               ; preds = %10, %64
  %65 = phi i32 [ 0, %10 ], [ %118, %64 ]
  %66 = phi double [ 0.000000e+00, %10 ], [ %117, %64 ]
  %67 = shl nsw i32 %65, 6
  %68 = or disjoint i32 %67, %11
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = addrspacecast ptr %70 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %14, ptr addrspace(1) %71)
  %72 = shl nsw i32 %65, 5
  %73 = or disjoint i32 %72, %6
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %1, i64 %74
  %76 = addrspacecast ptr %75 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %17, ptr addrspace(1) %76)
  %77 = or disjoint i32 %73, 16
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %1, i64 %78
  %80 = addrspacecast ptr %79 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %21, ptr addrspace(1) %80)
  %81 = shl nsw i32 %65, 4
  %82 = or disjoint i32 %81, %6
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %2, i64 %83
  %85 = addrspacecast ptr %84 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %23, ptr addrspace(1) %85)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %86 = load float, ptr %25, align 4, !tbaa !22
  %87 = fpext float %86 to double
  %88 = load double, ptr %27, align 8, !tbaa !31
  %89 = fmul contract double %88, %87
  %90 = load i32, ptr %29, align 4, !tbaa !33
  %91 = sitofp i32 %90 to double
  %92 = fadd contract double %89, %91
  %93 = fadd contract double %66, %92
  %94 = load float, ptr %30, align 4, !tbaa !22
  %95 = fpext float %94 to double
  %96 = load double, ptr %33, align 8, !tbaa !31
  %97 = fmul contract double %96, %95
  %98 = load i32, ptr %37, align 4, !tbaa !33
  %99 = sitofp i32 %98 to double
  %100 = fadd contract double %97, %99
  %101 = fadd contract double %93, %100
  %102 = load float, ptr %40, align 4, !tbaa !22
  %103 = fpext float %102 to double
  %104 = load double, ptr %44, align 8, !tbaa !31
  %105 = fmul contract double %104, %103
  %106 = load i32, ptr %48, align 4, !tbaa !33
  %107 = sitofp i32 %106 to double
  %108 = fadd contract double %105, %107
  %109 = fadd contract double %101, %108
  %110 = load float, ptr %51, align 4, !tbaa !22
  %111 = fpext float %110 to double
  %112 = load double, ptr %55, align 8, !tbaa !31
  %113 = fmul contract double %112, %111
  %114 = load i32, ptr %59, align 4, !tbaa !33
  %115 = sitofp i32 %114 to double
  %116 = fadd contract double %113, %115
  %117 = fadd contract double %109, %116
  tail call void @llvm.nvvm.barrier0()
  %118 = add nuw nsw i32 %65, 1
  %119 = icmp eq i32 %118, %4
  br i1 %119, label %60, label %64, !llvm.loop !35
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_two_loops(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = shl nuw nsw i32 %6, 2
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Sf to ptr), i64 0, i64 %8
  %10 = addrspacecast ptr %9 to ptr addrspace(3)
  %11 = zext nneg i32 %6 to i64
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Sf to ptr), i64 0, i64 %11
  %13 = or disjoint i32 %6, 32
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Sf to ptr), i64 0, i64 %14
  %16 = or disjoint i32 %6, 64
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Sf to ptr), i64 0, i64 %17
  %19 = or disjoint i32 %6, 96
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Sf to ptr), i64 0, i64 %20
  br label %37

22:                                               ; preds = %37
  %23 = icmp sgt i32 %4, 0
  br i1 %23, label %24, label %55

24:                                               ; preds = %22
  %25 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Si to ptr), i64 0, i64 %11
  %26 = addrspacecast ptr %25 to ptr addrspace(3)
  %27 = zext nneg i32 %6 to i64
  %28 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Si to ptr), i64 0, i64 %27
  %29 = add nuw nsw i32 %6, 5
  %30 = and i32 %29, 31
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Si to ptr), i64 0, i64 %31
  %33 = add nuw nsw i32 %6, 10
  %34 = and i32 %33, 31
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14ring_two_loopsE2Si to ptr), i64 0, i64 %35
  br label %59

37:                                               ; preds = %5, %37
  %38 = phi i32 [ 0, %5 ], [ %53, %37 ]
  %39 = phi float [ 0.000000e+00, %5 ], [ %52, %37 ]
  %40 = shl nuw nsw i32 %38, 7
  %41 = or disjoint i32 %40, %7
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = addrspacecast ptr %43 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %10, ptr addrspace(1) %44)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %45 = load float, ptr %12, align 4, !tbaa !22
  %46 = fadd contract float %39, %45
  %47 = load float, ptr %15, align 4, !tbaa !22
  %48 = fadd contract float %46, %47
  %49 = load float, ptr %18, align 4, !tbaa !22
  %50 = fadd contract float %48, %49
  %51 = load float, ptr %21, align 4, !tbaa !22
  %52 = fadd contract float %50, %51
  tail call void @llvm.nvvm.barrier0()
  %53 = add nuw nsw i32 %38, 1
  %54 = icmp eq i32 %53, 4
  br i1 %54, label %22, label %37, !llvm.loop !36

55:                                               ; preds = %59, %22
  %56 = phi i32 [ 0, %22 ], [ %75, %59 ]
  %57 = getelementptr inbounds float, ptr %2, i64 %11
  store float %52, ptr %57, align 4, !tbaa !22
  %58 = getelementptr inbounds i32, ptr %3, i64 %11
  store i32 %56, ptr %58, align 4, !tbaa !33
  ret void

59:                                               ; preds = %24, %59
  %60 = phi i32 [ 0, %24 ], [ %76, %59 ]
  %61 = phi i32 [ 0, %24 ], [ %75, %59 ]
  %62 = shl nsw i32 %60, 5
  %63 = or disjoint i32 %62, %6
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %1, i64 %64
  %66 = addrspacecast ptr %65 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %26, ptr addrspace(1) %66)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %67 = mul nsw i32 %61, 3
  %68 = load i32, ptr %28, align 4, !tbaa !33
  %69 = add nsw i32 %68, %67
  %70 = mul nsw i32 %69, 3
  %71 = load i32, ptr %32, align 4, !tbaa !33
  %72 = add nsw i32 %71, %70
  %73 = mul nsw i32 %72, 3
  %74 = load i32, ptr %36, align 4, !tbaa !33
  %75 = add nsw i32 %74, %73
  tail call void @llvm.nvvm.barrier0()
  %76 = add nuw nsw i32 %60, 1
  %77 = icmp eq i32 %76, %4
  br i1 %77, label %55, label %59, !llvm.loop !37
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_gather(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  %10 = add nuw nsw i32 %9, %5
  br label %34

11:                                               ; preds = %4
  %12 = zext nneg i32 %6 to i64
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = shl nuw nsw i32 %6, 4
  %16 = add nuw nsw i32 %15, %5
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 0
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 1
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 2
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 3
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 4
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 5
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 6
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 7
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 8
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 9
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 10
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 11
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 12
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 13
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 14
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_gatherE2As to ptr), i64 0, i64 %12, i64 15
  br label %39

34:                                               ; preds = %39, %8
  %35 = phi i32 [ %10, %8 ], [ %16, %39 ]
  %36 = phi float [ 0.000000e+00, %8 ], [ %97, %39 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  store float %36, ptr %38, align 4, !tbaa !22
  ret void

39:                                               ; preds = %11, %39
  %40 = phi float [ 0.000000e+00, %11 ], [ %97, %39 ]
  %41 = phi i32 [ 0, %11 ], [ %98, %39 ]
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %1, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !33
  %45 = shl nsw i32 %44, 8
  %46 = add i32 %16, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %2, i64 %47
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %17, ptr addrspace(1) %49)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %50 = fmul contract float %40, 5.000000e-01
  %51 = load float, ptr %18, align 4, !tbaa !22
  %52 = fadd contract float %50, %51
  %53 = fmul contract float %52, 5.000000e-01
  %54 = load float, ptr %19, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = fmul contract float %55, 5.000000e-01
  %57 = load float, ptr %20, align 4, !tbaa !22
  %58 = fadd contract float %56, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = load float, ptr %21, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = load float, ptr %22, align 4, !tbaa !22
  %64 = fadd contract float %62, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = load float, ptr %23, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = fmul contract float %67, 5.000000e-01
  %69 = load float, ptr %24, align 4, !tbaa !22
  %70 = fadd contract float %68, %69
  %71 = fmul contract float %70, 5.000000e-01
  %72 = load float, ptr %25, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = fmul contract float %73, 5.000000e-01
  %75 = load float, ptr %26, align 4, !tbaa !22
  %76 = fadd contract float %74, %75
  %77 = fmul contract float %76, 5.000000e-01
  %78 = load float, ptr %27, align 4, !tbaa !22
  %79 = fadd contract float %77, %78
  %80 = fmul contract float %79, 5.000000e-01
  %81 = load float, ptr %28, align 4, !tbaa !22
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %82, 5.000000e-01
  %84 = load float, ptr %29, align 4, !tbaa !22
  %85 = fadd contract float %83, %84
  %86 = fmul contract float %85, 5.000000e-01
  %87 = load float, ptr %30, align 4, !tbaa !22
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %88, 5.000000e-01
  %90 = load float, ptr %31, align 4, !tbaa !22
  %91 = fadd contract float %89, %90
  %92 = fmul contract float %91, 5.000000e-01
  %93 = load float, ptr %32, align 4, !tbaa !22
  %94 = fadd contract float %92, %93
  %95 = fmul contract float %94, 5.000000e-01
  %96 = load float, ptr %33, align 4, !tbaa !22
  %97 = fadd contract float %95, %96
  tail call void @llvm.nvvm.barrier0()
  %98 = add nuw nsw i32 %41, 1
  %99 = icmp eq i32 %98, %3
  br i1 %99, label %34, label %39, !llvm.loop !38
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_asm(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  %10 = add nuw nsw i32 %9, %5
  br label %56

11:                                               ; preds = %4
  %12 = zext nneg i32 %6 to i64
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = addrspacecast ptr %14 to ptr addrspace(3)
  %16 = ptrtoint ptr addrspace(3) %15 to i64
  %17 = trunc i64 %16 to i32
  %18 = shl nuw nsw i32 %6, 4
  %19 = add nuw nsw i32 %18, %5
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 %12, i64 %13
  %21 = addrspacecast ptr %20 to ptr addrspace(3)
  %22 = ptrtoint ptr addrspace(3) %21 to i64
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 0
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 0, i64 %13
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 1
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 1, i64 %13
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 2
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 2, i64 %13
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 3
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 3, i64 %13
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 4
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 4, i64 %13
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 5
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 5, i64 %13
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 6
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 6, i64 %13
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 7
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 7, i64 %13
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 8
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 8, i64 %13
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 9
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 9, i64 %13
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 10
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 10, i64 %13
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 11
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 11, i64 %13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 12
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 12, i64 %13
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 13
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 13, i64 %13
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 14
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 14, i64 %13
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2As to ptr), i64 0, i64 %12, i64 15
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_asmE2Bs to ptr), i64 0, i64 15, i64 %13
  br label %61

56:                                               ; preds = %61, %8
  %57 = phi i32 [ %10, %8 ], [ %19, %61 ]
  %58 = phi float [ 0.000000e+00, %8 ], [ %132, %61 ]
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  store float %58, ptr %60, align 4, !tbaa !22
  ret void

61:                                               ; preds = %11, %61
  %62 = phi i32 [ 0, %11 ], [ %133, %61 ]
  %63 = phi float [ 0.000000e+00, %11 ], [ %132, %61 ]
  %64 = shl nsw i32 %62, 8
  %65 = add nuw nsw i32 %19, %64
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %17, ptr %67, i32 4) #5, !srcloc !39
  %68 = getelementptr inbounds float, ptr %2, i64 %66
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %23, ptr %68, i32 4) #5, !srcloc !40
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !41
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #5, !srcloc !42
  tail call void @llvm.nvvm.barrier0()
  %69 = load float, ptr %24, align 4, !tbaa !22
  %70 = load float, ptr %25, align 4, !tbaa !22
  %71 = fmul contract float %69, %70
  %72 = fadd contract float %63, %71
  %73 = load float, ptr %26, align 4, !tbaa !22
  %74 = load float, ptr %27, align 4, !tbaa !22
  %75 = fmul contract float %73, %74
  %76 = fadd contract float %72, %75
  %77 = load float, ptr %28, align 4, !tbaa !22
  %78 = load float, ptr %29, align 4, !tbaa !22
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = load float, ptr %30, align 4, !tbaa !22
  %82 = load float, ptr %31, align 4, !tbaa !22
  %83 = fmul contract float %81, %82
  %84 = fadd contract float %80, %83
  %85 = load float, ptr %32, align 4, !tbaa !22
  %86 = load float, ptr %33, align 4, !tbaa !22
  %87 = fmul contract float %85, %86
  %88 = fadd contract float %84, %87
  %89 = load float, ptr %34, align 4, !tbaa !22
  %90 = load float, ptr %35, align 4, !tbaa !22
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = load float, ptr %36, align 4, !tbaa !22
  %94 = load float, ptr %37, align 4, !tbaa !22
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr %38, align 4, !tbaa !22
  %98 = load float, ptr %39, align 4, !tbaa !22
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr %40, align 4, !tbaa !22
  %102 = load float, ptr %41, align 4, !tbaa !22
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr %42, align 4, !tbaa !22
  %106 = load float, ptr %43, align 4, !tbaa !22
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %44, align 4, !tbaa !22
  %110 = load float, ptr %45, align 4, !tbaa !22
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %46, align 4, !tbaa !22
  %114 = load float, ptr %47, align 4, !tbaa !22
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %48, align 4, !tbaa !22
  %118 = load float, ptr %49, align 4, !tbaa !22
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %50, align 4, !tbaa !22
  %122 = load float, ptr %51, align 4, !tbaa !22
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %52, align 4, !tbaa !22
  %126 = load float, ptr %53, align 4, !tbaa !22
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %54, align 4, !tbaa !22
  %130 = load float, ptr %55, align 4, !tbaa !22
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  tail call void @llvm.nvvm.barrier0()
  %133 = add nuw nsw i32 %62, 1
  %134 = icmp eq i32 %133, %3
  br i1 %134, label %56, label %61, !llvm.loop !43
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_wait_all(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %24

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13ring_wait_allE2As to ptr), i64 0, i64 %11, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = shl nuw nsw i32 %5, 4
  %18 = add nuw nsw i32 %17, %4
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13ring_wait_allE2As to ptr), i64 0, i64 %12, i64 %11
  %20 = add nuw nsw i32 %4, 1
  %21 = and i32 %20, 15
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13ring_wait_allE2As to ptr), i64 0, i64 %11, i64 %22
  br label %29

24:                                               ; preds = %29, %7
  %25 = phi i32 [ %9, %7 ], [ %18, %29 ]
  %26 = phi float [ 0.000000e+00, %7 ], [ %39, %29 ]
  %27 = zext nneg i32 %25 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  store float %26, ptr %28, align 4, !tbaa !22
  ret void

29:                                               ; preds = %10, %29
  %30 = phi i32 [ 0, %10 ], [ %40, %29 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %39, %29 ]
  %32 = shl nsw i32 %30, 8
  %33 = add nuw nsw i32 %18, %32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A", "r,l"(i32 %16, ptr %35) #5, !srcloc !44
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !45
  tail call void @llvm.nvvm.barrier0()
  %36 = load float, ptr %19, align 4, !tbaa !22
  %37 = load float, ptr %23, align 4, !tbaa !22
  %38 = fmul contract float %36, %37
  %39 = fadd contract float %31, %38
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %30, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %24, label %29, !llvm.loop !46
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_wait_all_nvvm(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %24

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_wait_all_nvvmE2As to ptr), i64 0, i64 %11, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = shl nuw nsw i32 %5, 4
  %18 = add nuw nsw i32 %17, %4
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_wait_all_nvvmE2As to ptr), i64 0, i64 %12, i64 %11
  %20 = add nuw nsw i32 %4, 1
  %21 = and i32 %20, 15
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18ring_wait_all_nvvmE2As to ptr), i64 0, i64 %11, i64 %22
  br label %29

24:                                               ; preds = %29, %7
  %25 = phi i32 [ %9, %7 ], [ %18, %29 ]
  %26 = phi float [ 0.000000e+00, %7 ], [ %39, %29 ]
  %27 = zext nneg i32 %25 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  store float %26, ptr %28, align 4, !tbaa !22
  ret void

29:                                               ; preds = %10, %29
  %30 = phi i32 [ 0, %10 ], [ %40, %29 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %39, %29 ]
  %32 = shl nsw i32 %30, 8
  %33 = add nuw nsw i32 %18, %32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A", "r,l"(i32 %16, ptr %35) #5, !srcloc !47
  tail call void @llvm.nvvm.cp.async.wait.all()
  tail call void @llvm.nvvm.barrier0()
  %36 = load float, ptr %19, align 4, !tbaa !22
  %37 = load float, ptr %23, align 4, !tbaa !22
  %38 = fmul contract float %36, %37
  %39 = fadd contract float %31, %38
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %30, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %24, label %29, !llvm.loop !48
}

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_no_wait(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %33

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 %12
  %14 = shl nuw nsw i32 %5, 4
  %15 = add nuw nsw i32 %14, %4
  %16 = addrspacecast ptr %13 to ptr addrspace(3)
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 0
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 1
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 2
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 3
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 4
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 5
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 6
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 7
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 8
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 9
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 10
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 11
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 12
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 13
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 14
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_no_waitE2As to ptr), i64 0, i64 %11, i64 15
  br label %38

33:                                               ; preds = %38, %7
  %34 = phi i32 [ %9, %7 ], [ %15, %38 ]
  %35 = phi float [ 0.000000e+00, %7 ], [ %77, %38 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %35, ptr %37, align 4, !tbaa !22
  ret void

38:                                               ; preds = %10, %38
  %39 = phi i32 [ 0, %10 ], [ %78, %38 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %77, %38 ]
  %41 = shl nsw i32 %39, 8
  %42 = add nuw nsw i32 %15, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %16, ptr addrspace(1) %45)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.barrier0()
  %46 = load float, ptr %17, align 4, !tbaa !22
  %47 = fadd contract float %40, %46
  %48 = load float, ptr %18, align 4, !tbaa !22
  %49 = fadd contract float %47, %48
  %50 = load float, ptr %19, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %20, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %21, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %22, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %23, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %24, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %25, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %26, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %27, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %28, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %29, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %30, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %31, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %32, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  tail call void @llvm.nvvm.barrier0()
  %78 = add nuw nsw i32 %39, 1
  %79 = icmp eq i32 %78, %2
  br i1 %79, label %33, label %38, !llvm.loop !49
}

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_read_after(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %3
  %8 = zext nneg i32 %4 to i64
  %9 = zext nneg i32 %5 to i64
  %10 = shl nuw nsw i32 %5, 4
  %11 = add nuw nsw i32 %10, %4
  br label %35

12:                                               ; preds = %3
  %13 = zext nneg i32 %5 to i64
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 %14
  %16 = shl nuw nsw i32 %5, 4
  %17 = add nuw nsw i32 %16, %4
  %18 = addrspacecast ptr %15 to ptr addrspace(3)
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 0
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 1
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 2
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 3
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 4
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 5
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 6
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 7
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 8
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 9
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 10
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 11
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 12
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 13
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 14
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %13, i64 15
  br label %45

35:                                               ; preds = %45, %7
  %36 = phi i32 [ %11, %7 ], [ %17, %45 ]
  %37 = phi i64 [ %9, %7 ], [ %13, %45 ]
  %38 = phi i64 [ %8, %7 ], [ %14, %45 ]
  %39 = phi float [ 0.000000e+00, %7 ], [ %84, %45 ]
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15ring_read_afterE2As to ptr), i64 0, i64 %38, i64 %37
  %41 = load float, ptr %40, align 4, !tbaa !22
  %42 = fadd contract float %39, %41
  %43 = zext nneg i32 %36 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  store float %42, ptr %44, align 4, !tbaa !22
  ret void

45:                                               ; preds = %12, %45
  %46 = phi i32 [ 0, %12 ], [ %85, %45 ]
  %47 = phi float [ 0.000000e+00, %12 ], [ %84, %45 ]
  %48 = shl nsw i32 %46, 8
  %49 = add nuw nsw i32 %17, %48
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = addrspacecast ptr %51 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %18, ptr addrspace(1) %52)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %53 = load float, ptr %19, align 4, !tbaa !22
  %54 = fadd contract float %47, %53
  %55 = load float, ptr %20, align 4, !tbaa !22
  %56 = fadd contract float %54, %55
  %57 = load float, ptr %21, align 4, !tbaa !22
  %58 = fadd contract float %56, %57
  %59 = load float, ptr %22, align 4, !tbaa !22
  %60 = fadd contract float %58, %59
  %61 = load float, ptr %23, align 4, !tbaa !22
  %62 = fadd contract float %60, %61
  %63 = load float, ptr %24, align 4, !tbaa !22
  %64 = fadd contract float %62, %63
  %65 = load float, ptr %25, align 4, !tbaa !22
  %66 = fadd contract float %64, %65
  %67 = load float, ptr %26, align 4, !tbaa !22
  %68 = fadd contract float %66, %67
  %69 = load float, ptr %27, align 4, !tbaa !22
  %70 = fadd contract float %68, %69
  %71 = load float, ptr %28, align 4, !tbaa !22
  %72 = fadd contract float %70, %71
  %73 = load float, ptr %29, align 4, !tbaa !22
  %74 = fadd contract float %72, %73
  %75 = load float, ptr %30, align 4, !tbaa !22
  %76 = fadd contract float %74, %75
  %77 = load float, ptr %31, align 4, !tbaa !22
  %78 = fadd contract float %76, %77
  %79 = load float, ptr %32, align 4, !tbaa !22
  %80 = fadd contract float %78, %79
  %81 = load float, ptr %33, align 4, !tbaa !22
  %82 = fadd contract float %80, %81
  %83 = load float, ptr %34, align 4, !tbaa !22
  %84 = fadd contract float %82, %83
  tail call void @llvm.nvvm.barrier0()
  %85 = add nuw nsw i32 %46, 1
  %86 = icmp eq i32 %85, %2
  br i1 %86, label %35, label %45, !llvm.loop !50
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_read_after_outer(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  %10 = add nuw nsw i32 %9, %5
  br label %39

11:                                               ; preds = %4
  %12 = icmp sgt i32 %2, 0
  %13 = zext nneg i32 %6 to i64
  %14 = zext nneg i32 %5 to i64
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 %14
  %16 = shl nuw nsw i32 %6, 4
  %17 = add nuw nsw i32 %16, %5
  %18 = addrspacecast ptr %15 to ptr addrspace(3)
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %14, i64 %13
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 0
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 1
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 2
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 3
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 4
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 5
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 6
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 7
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 8
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 9
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 10
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 11
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 12
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 13
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 14
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21ring_read_after_outerE2As to ptr), i64 0, i64 %13, i64 15
  br label %36

36:                                               ; preds = %11, %44
  %37 = phi i32 [ 0, %11 ], [ %48, %44 ]
  %38 = phi float [ 0.000000e+00, %11 ], [ %47, %44 ]
  br i1 %12, label %50, label %44

39:                                               ; preds = %44, %8
  %40 = phi i32 [ %10, %8 ], [ %17, %44 ]
  %41 = phi float [ 0.000000e+00, %8 ], [ %47, %44 ]
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %41, ptr %43, align 4, !tbaa !22
  ret void

44:                                               ; preds = %50, %36
  %45 = phi float [ %38, %36 ], [ %89, %50 ]
  %46 = load float, ptr %19, align 4, !tbaa !22
  %47 = fadd contract float %45, %46
  tail call void @llvm.nvvm.barrier0()
  %48 = add nuw nsw i32 %37, 1
  %49 = icmp eq i32 %48, %3
  br i1 %49, label %39, label %36, !llvm.loop !51

50:                                               ; preds = %36, %50
  %51 = phi i32 [ %90, %50 ], [ 0, %36 ]
  %52 = phi float [ %89, %50 ], [ %38, %36 ]
  %53 = shl nsw i32 %51, 8
  %54 = add nuw nsw i32 %17, %53
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %18, ptr addrspace(1) %57)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %58 = load float, ptr %20, align 4, !tbaa !22
  %59 = fadd contract float %52, %58
  %60 = load float, ptr %21, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %22, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %23, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %24, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %25, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %26, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %27, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %28, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %29, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  %78 = load float, ptr %30, align 4, !tbaa !22
  %79 = fadd contract float %77, %78
  %80 = load float, ptr %31, align 4, !tbaa !22
  %81 = fadd contract float %79, %80
  %82 = load float, ptr %32, align 4, !tbaa !22
  %83 = fadd contract float %81, %82
  %84 = load float, ptr %33, align 4, !tbaa !22
  %85 = fadd contract float %83, %84
  %86 = load float, ptr %34, align 4, !tbaa !22
  %87 = fadd contract float %85, %86
  %88 = load float, ptr %35, align 4, !tbaa !22
  %89 = fadd contract float %87, %88
  tail call void @llvm.nvvm.barrier0()
  %90 = add nuw nsw i32 %51, 1
  %91 = icmp eq i32 %90, %2
  br i1 %91, label %44, label %50, !llvm.loop !52
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_write_before(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = zext nneg i32 %5 to i64
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 %7
  store float 1.000000e+00, ptr %8, align 4, !tbaa !22
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %2, 0
  %10 = shl nuw nsw i32 %5, 4
  %11 = add nuw nsw i32 %10, %4
  br i1 %9, label %12, label %30

12:                                               ; preds = %3
  %13 = addrspacecast ptr %8 to ptr addrspace(3)
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 0
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 1
  %16 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 2
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 3
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 4
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 5
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 6
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 7
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 8
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 9
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 10
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 11
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 12
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 13
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 14
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17ring_write_beforeE2As to ptr), i64 0, i64 %6, i64 15
  br label %34

30:                                               ; preds = %34, %3
  %31 = phi float [ 0.000000e+00, %3 ], [ %73, %34 ]
  %32 = zext nneg i32 %11 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  store float %31, ptr %33, align 4, !tbaa !22
  ret void

34:                                               ; preds = %12, %34
  %35 = phi i32 [ 0, %12 ], [ %74, %34 ]
  %36 = phi float [ 0.000000e+00, %12 ], [ %73, %34 ]
  %37 = shl nsw i32 %35, 8
  %38 = add nuw nsw i32 %11, %37
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = addrspacecast ptr %40 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %13, ptr addrspace(1) %41)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %42 = load float, ptr %14, align 4, !tbaa !22
  %43 = fadd contract float %36, %42
  %44 = load float, ptr %15, align 4, !tbaa !22
  %45 = fadd contract float %43, %44
  %46 = load float, ptr %16, align 4, !tbaa !22
  %47 = fadd contract float %45, %46
  %48 = load float, ptr %17, align 4, !tbaa !22
  %49 = fadd contract float %47, %48
  %50 = load float, ptr %18, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %19, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %20, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %21, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %22, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %23, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %24, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %25, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %26, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %27, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %28, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %29, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  tail call void @llvm.nvvm.barrier0()
  %74 = add nuw nsw i32 %35, 1
  %75 = icmp eq i32 %74, %2
  br i1 %75, label %30, label %34, !llvm.loop !53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_no_end_barrier(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %33

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 %12
  %14 = shl nuw nsw i32 %5, 4
  %15 = add nuw nsw i32 %14, %4
  %16 = addrspacecast ptr %13 to ptr addrspace(3)
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 0
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 1
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 2
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 3
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 4
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 5
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 6
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 7
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 8
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 9
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 10
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 11
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 12
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 13
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 14
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19ring_no_end_barrierE2As to ptr), i64 0, i64 %11, i64 15
  br label %38

33:                                               ; preds = %38, %7
  %34 = phi i32 [ %9, %7 ], [ %15, %38 ]
  %35 = phi float [ 0.000000e+00, %7 ], [ %77, %38 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %35, ptr %37, align 4, !tbaa !22
  ret void

38:                                               ; preds = %10, %38
  %39 = phi i32 [ 0, %10 ], [ %78, %38 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %77, %38 ]
  %41 = shl nsw i32 %39, 8
  %42 = add nuw nsw i32 %15, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %16, ptr addrspace(1) %45)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %46 = load float, ptr %17, align 4, !tbaa !22
  %47 = fadd contract float %40, %46
  %48 = load float, ptr %18, align 4, !tbaa !22
  %49 = fadd contract float %47, %48
  %50 = load float, ptr %19, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %20, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %21, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %22, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %23, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %24, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %25, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %26, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %27, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %28, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %29, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %30, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %31, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %32, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  %78 = add nuw nsw i32 %39, 1
  %79 = icmp eq i32 %78, %2
  br i1 %79, label %33, label %38, !llvm.loop !54
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_store(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %33

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 %12
  %14 = shl nuw nsw i32 %5, 4
  %15 = add nuw nsw i32 %14, %4
  %16 = addrspacecast ptr %13 to ptr addrspace(3)
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 0
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 1
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 2
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 3
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 4
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 5
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 6
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 7
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 8
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 9
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 10
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 11
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 12
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 13
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 14
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10ring_storeE2As to ptr), i64 0, i64 %11, i64 15
  br label %38

33:                                               ; preds = %38, %7
  %34 = phi i32 [ %9, %7 ], [ %15, %38 ]
  %35 = phi float [ 0.000000e+00, %7 ], [ %77, %38 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %35, ptr %37, align 4, !tbaa !22
  ret void

38:                                               ; preds = %10, %38
  %39 = phi i32 [ 0, %10 ], [ %78, %38 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %77, %38 ]
  %41 = shl nsw i32 %39, 8
  %42 = add nuw nsw i32 %15, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %16, ptr addrspace(1) %45)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %46 = load float, ptr %17, align 4, !tbaa !22
  %47 = fadd contract float %40, %46
  %48 = load float, ptr %18, align 4, !tbaa !22
  %49 = fadd contract float %47, %48
  %50 = load float, ptr %19, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %20, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %21, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %22, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %23, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %24, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %25, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %26, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %27, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %28, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %29, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %30, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %31, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %32, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  tail call void @llvm.nvvm.barrier0()
  store float 0.000000e+00, ptr %13, align 4, !tbaa !22
  tail call void @llvm.nvvm.barrier0()
  %78 = add nuw nsw i32 %39, 1
  %79 = icmp eq i32 %78, %2
  br i1 %79, label %33, label %38, !llvm.loop !55
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_dynamic(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  %7 = shl nuw nsw i32 %5, 4
  %8 = add nuw nsw i32 %7, %4
  %9 = zext nneg i32 %8 to i64
  br i1 %6, label %10, label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %9
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = zext nneg i32 %7 to i64
  %14 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %13
  %15 = or disjoint i32 %7, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %16
  %18 = or disjoint i32 %7, 2
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %19
  %21 = or disjoint i32 %7, 3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %22
  %24 = or disjoint i32 %7, 4
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %25
  %27 = or disjoint i32 %7, 5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %28
  %30 = or disjoint i32 %7, 6
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %31
  %33 = or disjoint i32 %7, 7
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %34
  %36 = or disjoint i32 %7, 8
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %37
  %39 = or disjoint i32 %7, 9
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %40
  %42 = or disjoint i32 %7, 10
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %43
  %45 = or disjoint i32 %7, 11
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %46
  %48 = or disjoint i32 %7, 12
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %49
  %51 = or disjoint i32 %7, 13
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %52
  %54 = or disjoint i32 %7, 14
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %55
  %57 = or disjoint i32 %7, 15
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @Dyn to ptr), i64 0, i64 %58
  br label %63

60:                                               ; preds = %63, %3
  %61 = phi float [ 0.000000e+00, %3 ], [ %102, %63 ]
  %62 = getelementptr inbounds float, ptr %0, i64 %9
  store float %61, ptr %62, align 4, !tbaa !22
  ret void

63:                                               ; preds = %10, %63
  %64 = phi i32 [ 0, %10 ], [ %103, %63 ]
  %65 = phi float [ 0.000000e+00, %10 ], [ %102, %63 ]
  %66 = shl nsw i32 %64, 8
  %67 = add nuw nsw i32 %8, %66
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = addrspacecast ptr %69 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %12, ptr addrspace(1) %70)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %71 = load float, ptr %14, align 4, !tbaa !22
  %72 = fadd contract float %65, %71
  %73 = load float, ptr %17, align 4, !tbaa !22
  %74 = fadd contract float %72, %73
  %75 = load float, ptr %20, align 4, !tbaa !22
  %76 = fadd contract float %74, %75
  %77 = load float, ptr %23, align 4, !tbaa !22
  %78 = fadd contract float %76, %77
  %79 = load float, ptr %26, align 4, !tbaa !22
  %80 = fadd contract float %78, %79
  %81 = load float, ptr %29, align 4, !tbaa !22
  %82 = fadd contract float %80, %81
  %83 = load float, ptr %32, align 4, !tbaa !22
  %84 = fadd contract float %82, %83
  %85 = load float, ptr %35, align 4, !tbaa !22
  %86 = fadd contract float %84, %85
  %87 = load float, ptr %38, align 4, !tbaa !22
  %88 = fadd contract float %86, %87
  %89 = load float, ptr %41, align 4, !tbaa !22
  %90 = fadd contract float %88, %89
  %91 = load float, ptr %44, align 4, !tbaa !22
  %92 = fadd contract float %90, %91
  %93 = load float, ptr %47, align 4, !tbaa !22
  %94 = fadd contract float %92, %93
  %95 = load float, ptr %50, align 4, !tbaa !22
  %96 = fadd contract float %94, %95
  %97 = load float, ptr %53, align 4, !tbaa !22
  %98 = fadd contract float %96, %97
  %99 = load float, ptr %56, align 4, !tbaa !22
  %100 = fadd contract float %98, %99
  %101 = load float, ptr %59, align 4, !tbaa !22
  %102 = fadd contract float %100, %101
  tail call void @llvm.nvvm.barrier0()
  %103 = add nuw nsw i32 %64, 1
  %104 = icmp eq i32 %103, %2
  br i1 %104, label %60, label %63, !llvm.loop !56
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_too_big(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  %9 = add nuw nsw i32 %8, %4
  br label %33

10:                                               ; preds = %3
  %11 = zext nneg i32 %5 to i64
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 %12
  %14 = shl nuw nsw i32 %5, 4
  %15 = add nuw nsw i32 %14, %4
  %16 = addrspacecast ptr %13 to ptr addrspace(3)
  %17 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 0
  %18 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 1
  %19 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 2
  %20 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 3
  %21 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 4
  %22 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 5
  %23 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 6
  %24 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 7
  %25 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 8
  %26 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 9
  %27 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 10
  %28 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 11
  %29 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 12
  %30 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 13
  %31 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 14
  %32 = getelementptr inbounds [512 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_too_bigE3Big to ptr), i64 0, i64 %11, i64 15
  br label %38

33:                                               ; preds = %38, %7
  %34 = phi i32 [ %9, %7 ], [ %15, %38 ]
  %35 = phi float [ 0.000000e+00, %7 ], [ %77, %38 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %35, ptr %37, align 4, !tbaa !22
  ret void

38:                                               ; preds = %10, %38
  %39 = phi i32 [ 0, %10 ], [ %78, %38 ]
  %40 = phi float [ 0.000000e+00, %10 ], [ %77, %38 ]
  %41 = shl nsw i32 %39, 8
  %42 = add nuw nsw i32 %15, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %16, ptr addrspace(1) %45)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %46 = load float, ptr %17, align 4, !tbaa !22
  %47 = fadd contract float %40, %46
  %48 = load float, ptr %18, align 4, !tbaa !22
  %49 = fadd contract float %47, %48
  %50 = load float, ptr %19, align 4, !tbaa !22
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %20, align 4, !tbaa !22
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %21, align 4, !tbaa !22
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %22, align 4, !tbaa !22
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %23, align 4, !tbaa !22
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %24, align 4, !tbaa !22
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %25, align 4, !tbaa !22
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %26, align 4, !tbaa !22
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %27, align 4, !tbaa !22
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %28, align 4, !tbaa !22
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %29, align 4, !tbaa !22
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %30, align 4, !tbaa !22
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %31, align 4, !tbaa !22
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %32, align 4, !tbaa !22
  %77 = fadd contract float %75, %76
  tail call void @llvm.nvvm.barrier0()
  %78 = add nuw nsw i32 %39, 1
  %79 = icmp eq i32 %78, %2
  br i1 %79, label %33, label %38, !llvm.loop !57
}

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17}
!llvm.module.flags = !{!18, !19, !20}

!0 = !{ptr @ring_outer, !"kernel", i32 1}
!1 = !{ptr @ring_zfill, !"kernel", i32 1}
!2 = !{ptr @ring_mixed, !"kernel", i32 1}
!3 = !{ptr @ring_mixed, !"maxntidx", i32 16}
!4 = !{ptr @ring_two_loops, !"kernel", i32 1}
!5 = !{ptr @ring_two_loops, !"maxntidx", i32 32}
!6 = !{ptr @ring_gather, !"kernel", i32 1}
!7 = !{ptr @ring_asm, !"kernel", i32 1}
!8 = !{ptr @ring_wait_all, !"kernel", i32 1}
!9 = !{ptr @ring_wait_all_nvvm, !"kernel", i32 1}
!10 = !{ptr @ring_no_wait, !"kernel", i32 1}
!11 = !{ptr @ring_read_after, !"kernel", i32 1}
!12 = !{ptr @ring_read_after_outer, !"kernel", i32 1}
!13 = !{ptr @ring_write_before, !"kernel", i32 1}
!14 = !{ptr @ring_no_end_barrier, !"kernel", i32 1}
!15 = !{ptr @ring_store, !"kernel", i32 1}
!16 = !{ptr @ring_dynamic, !"kernel", i32 1}
!17 = !{ptr @ring_too_big, !"kernel", i32 1}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!20 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !27}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !24, i64 0}
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !24, i64 0}
!35 = distinct !{!35, !27}
!36 = distinct !{!36, !27, !29}
!37 = distinct !{!37, !27}
!38 = distinct !{!38, !27}
!39 = !{i64 6325}
!40 = !{i64 6478}
!41 = !{i64 6631}
!42 = !{i64 6680}
!43 = distinct !{!43, !27}
!44 = !{i64 2147550526}
!45 = !{i64 2147551240}
!46 = distinct !{!46, !27}
!47 = !{i64 2147552405}
!48 = distinct !{!48, !27}
!49 = distinct !{!49, !27}
!50 = distinct !{!50, !27}
!51 = distinct !{!51, !27}
!52 = distinct !{!52, !27}
!53 = distinct !{!53, !27}
!54 = distinct !{!54, !27}
!55 = distinct !{!55, !27}
!56 = distinct !{!56, !27}
!57 = distinct !{!57, !27}
