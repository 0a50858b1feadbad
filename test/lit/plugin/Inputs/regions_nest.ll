; ModuleID = 'regions_nest.cu'
source_filename = "regions_nest.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ2n1PfPKfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ2n2PfPKfiiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ2n5PfPKfiE1s = internal unnamed_addr addrspace(3) global [4 x [256 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z2n1PfPKfi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  br i1 %4, label %7, label %9

7:                                                ; preds = %3
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n1PfPKfiE1s to ptr), i64 0, i64 %6
  br label %12

9:                                                ; preds = %23, %3
  %10 = phi float [ 0.000000e+00, %3 ], [ %65, %23 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %6
  store float %10, ptr %11, align 4, !tbaa !9
  ret void

12:                                               ; preds = %7, %23
  %13 = phi float [ 0.000000e+00, %7 ], [ %65, %23 ]
  %14 = phi i32 [ 0, %7 ], [ %24, %23 ]
  %15 = shl nsw i32 %14, 8
  %16 = add nuw i32 %15, %5
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !9
  store float %19, ptr %8, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  br label %20

20:                                               ; preds = %12, %30
  %21 = phi float [ %13, %12 ], [ %65, %30 ]
  %22 = phi i32 [ 0, %12 ], [ %31, %30 ]
  br label %26

23:                                               ; preds = %30
  tail call void @llvm.nvvm.barrier0()
  %24 = add nuw nsw i32 %14, 1
  %25 = icmp eq i32 %24, %2
  br i1 %25, label %9, label %12, !llvm.loop !13

26:                                               ; preds = %20, %33
  %27 = phi float [ %21, %20 ], [ %65, %33 ]
  %28 = phi i32 [ 0, %20 ], [ %34, %33 ]
  %29 = add nuw nsw i32 %28, %22
  br label %36

30:                                               ; preds = %33
  %31 = add nuw nsw i32 %22, 1
  %32 = icmp eq i32 %31, 1073741824
  br i1 %32, label %23, label %20, !llvm.loop !15

33:                                               ; preds = %36
  %34 = add nuw nsw i32 %28, 1
  %35 = icmp eq i32 %34, 1024
  br i1 %35, label %30, label %26, !llvm.loop !16

36:                                               ; preds = %36, %26
  %37 = phi float [ %27, %26 ], [ %65, %36 ]
  %38 = phi i32 [ 0, %26 ], [ %66, %36 ]
  %39 = add nuw nsw i32 %29, %38
  %40 = and i32 %39, 255
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n1PfPKfiE1s to ptr), i64 0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !9
  %44 = fadd contract float %37, %43
  %45 = or disjoint i32 %38, 1
  %46 = add nuw nsw i32 %29, %45
  %47 = and i32 %46, 255
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n1PfPKfiE1s to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !9
  %51 = fadd contract float %44, %50
  %52 = or disjoint i32 %38, 2
  %53 = add nuw nsw i32 %29, %52
  %54 = and i32 %53, 255
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n1PfPKfiE1s to ptr), i64 0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !9
  %58 = fadd contract float %51, %57
  %59 = or disjoint i32 %38, 3
  %60 = add nuw nsw i32 %29, %59
  %61 = and i32 %60, 255
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n1PfPKfiE1s to ptr), i64 0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !9
  %65 = fadd contract float %58, %64
  %66 = add nuw nsw i32 %38, 4
  %67 = icmp eq i32 %66, 1024
  br i1 %67, label %33, label %36, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z2n2PfPKfii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  br label %22

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 3
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n2PfPKfiiE1s to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %11, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ2n2PfPKfiiE1s to ptr), i64 0, i64 %16
  %18 = and i32 %2, 3
  %19 = icmp ult i32 %2, 4
  %20 = and i32 %2, 2147483644
  %21 = icmp eq i32 %18, 0
  br label %26

22:                                               ; preds = %82, %6
  %23 = phi i64 [ %8, %6 ], [ %12, %82 ]
  %24 = phi float [ 0.000000e+00, %6 ], [ %85, %82 ]
  %25 = getelementptr inbounds float, ptr %0, i64 %23
  store float %24, ptr %25, align 4, !tbaa !9
  ret void

26:                                               ; preds = %9, %82
  %27 = phi float [ 0.000000e+00, %9 ], [ %85, %82 ]
  %28 = phi i32 [ 0, %9 ], [ %86, %82 ]
  br i1 %10, label %30, label %29

29:                                               ; preds = %26
  br i1 %19, label %67, label %41

30:                                               ; preds = %26, %37
  %31 = phi float [ %38, %37 ], [ %27, %26 ]
  %32 = phi i32 [ %39, %37 ], [ 0, %26 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = fcmp contract olt float %35, 0.000000e+00
  br i1 %36, label %82, label %37

37:                                               ; preds = %30
  %38 = fadd contract float %31, %35
  %39 = add nuw nsw i32 %32, 1
  %40 = icmp eq i32 %39, %3
  br i1 %40, label %82, label %30, !llvm.loop !18

41:                                               ; preds = %29, %41
  %42 = phi float [ %63, %41 ], [ %27, %29 ]
  %43 = phi i32 [ %64, %41 ], [ 0, %29 ]
  %44 = phi i32 [ %65, %41 ], [ 0, %29 ]
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = fmul contract float %42, %47
  %49 = or disjoint i32 %43, 1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !9
  %53 = fmul contract float %48, %52
  %54 = or disjoint i32 %43, 2
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !9
  %58 = fmul contract float %53, %57
  %59 = or disjoint i32 %43, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fmul contract float %58, %62
  %64 = add nuw nsw i32 %43, 4
  %65 = add i32 %44, 4
  %66 = icmp eq i32 %65, %20
  br i1 %66, label %67, label %41, !llvm.loop !19

67:                                               ; preds = %41, %29
  %68 = phi float [ poison, %29 ], [ %63, %41 ]
  %69 = phi float [ %27, %29 ], [ %63, %41 ]
  %70 = phi i32 [ 0, %29 ], [ %64, %41 ]
  br i1 %21, label %82, label %71

71:                                               ; preds = %67, %71
  %72 = phi float [ %78, %71 ], [ %69, %67 ]
  %73 = phi i32 [ %79, %71 ], [ %70, %67 ]
  %74 = phi i32 [ %80, %71 ], [ 0, %67 ]
  %75 = zext nneg i32 %73 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !9
  %78 = fmul contract float %72, %77
  %79 = add nuw nsw i32 %73, 1
  %80 = add i32 %74, 1
  %81 = icmp eq i32 %80, %18
  br i1 %81, label %82, label %71, !llvm.loop !20

82:                                               ; preds = %67, %71, %37, %30
  %83 = phi float [ %38, %37 ], [ %31, %30 ], [ %68, %67 ], [ %78, %71 ]
  store float %83, ptr %13, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %84 = load float, ptr %17, align 4, !tbaa !9
  %85 = fadd contract float %83, %84
  tail call void @llvm.nvvm.barrier0()
  %86 = add nuw nsw i32 %28, 1
  %87 = icmp eq i32 %86, %2
  br i1 %87, label %22, label %26, !llvm.loop !22
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z2n3PfPKfii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %48

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp ult i32 %7, %3
  %9 = icmp sgt i32 %3, 0
  br label %10

10:                                               ; preds = %6, %43
  %11 = phi i1 [ true, %6 ], [ %46, %43 ]
  %12 = phi float [ 0.000000e+00, %6 ], [ %44, %43 ]
  %13 = phi i32 [ 0, %6 ], [ %45, %43 ]
  br i1 %8, label %14, label %43

14:                                               ; preds = %10
  br i1 %9, label %15, label %40

15:                                               ; preds = %14, %35
  %16 = phi i1 [ %38, %35 ], [ true, %14 ]
  %17 = phi float [ %36, %35 ], [ %12, %14 ]
  %18 = phi i32 [ %37, %35 ], [ 0, %14 ]
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %35, label %20

20:                                               ; preds = %15, %27
  %21 = phi float [ %32, %27 ], [ %17, %15 ]
  %22 = phi i32 [ %33, %27 ], [ 0, %15 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = fcmp contract oeq float %25, 7.000000e+00
  br i1 %26, label %40, label %27

27:                                               ; preds = %20
  %28 = mul nuw nsw i32 %22, %18
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = fadd contract float %21, %31
  %33 = add nuw nsw i32 %22, 1
  %34 = icmp eq i32 %33, %18
  br i1 %34, label %35, label %20, !llvm.loop !23

35:                                               ; preds = %27, %15
  %36 = phi float [ %17, %15 ], [ %32, %27 ]
  %37 = add nuw nsw i32 %18, 1
  %38 = icmp slt i32 %37, %3
  %39 = icmp eq i32 %37, %3
  br i1 %39, label %40, label %15, !llvm.loop !24

40:                                               ; preds = %35, %20, %14
  %41 = phi i1 [ false, %14 ], [ %16, %20 ], [ %38, %35 ]
  %42 = phi float [ %12, %14 ], [ %21, %20 ], [ %36, %35 ]
  br i1 %41, label %48, label %43

43:                                               ; preds = %40, %10
  %44 = phi float [ %42, %40 ], [ %12, %10 ]
  tail call void @llvm.nvvm.barrier0()
  %45 = add nuw nsw i32 %13, 1
  %46 = icmp slt i32 %45, %2
  %47 = icmp eq i32 %45, %2
  br i1 %47, label %48, label %10, !llvm.loop !25

48:                                               ; preds = %40, %43, %4
  %49 = phi i1 [ false, %4 ], [ %11, %40 ], [ %46, %43 ]
  %50 = phi float [ 0.000000e+00, %4 ], [ %42, %40 ], [ %44, %43 ]
  br i1 %49, label %55, label %51

51:                                               ; preds = %48
  %52 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  store float %50, ptr %54, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %48, %51
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z2n4PfPKfii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %41

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.smax.i32(i32 %3, i32 0)
  br label %8

8:                                                ; preds = %36, %6
  %9 = phi float [ 0.000000e+00, %6 ], [ %37, %36 ]
  %10 = phi i32 [ 0, %6 ], [ %38, %36 ]
  br label %11

11:                                               ; preds = %8, %31
  %12 = phi i32 [ %32, %31 ], [ 0, %8 ]
  %13 = phi float [ %25, %31 ], [ %9, %8 ]
  %14 = zext nneg i32 %12 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = fcmp contract ogt float %16, 0.000000e+00
  br i1 %17, label %18, label %34

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %26, %18 ], [ 0, %11 ]
  %20 = phi float [ %25, %18 ], [ %13, %11 ]
  %21 = add nuw nsw i32 %19, %12
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = fadd contract float %20, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !9
  %30 = fcmp contract olt float %29, %25
  br i1 %30, label %18, label %31, !llvm.loop !26

31:                                               ; preds = %18
  %32 = add nuw i32 %12, 1
  %33 = icmp eq i32 %12, %7
  br i1 %33, label %36, label %11, !llvm.loop !27

34:                                               ; preds = %11
  %35 = fadd contract float %13, 1.000000e+00
  br label %36

36:                                               ; preds = %31, %34
  %37 = phi float [ %35, %34 ], [ %25, %31 ]
  %38 = add nuw nsw i32 %10, 1
  %39 = icmp eq i32 %38, %2
  %40 = select i1 %17, i1 true, i1 %39
  br i1 %40, label %41, label %8, !llvm.loop !28

41:                                               ; preds = %36, %4
  %42 = phi float [ 0.000000e+00, %4 ], [ %37, %36 ]
  %43 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  store float %42, ptr %45, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z2n5PfPKfi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  br i1 %4, label %7, label %77

7:                                                ; preds = %3
  %8 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 0, i64 %6
  %9 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 1, i64 %6
  %10 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 2, i64 %6
  %11 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 3, i64 %6
  %12 = add nuw nsw i32 %5, 3
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = and i32 %5, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %5, 1
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i32 %5, 2
  %21 = and i32 %20, 255
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i32 %5, 2
  %24 = and i32 %23, 255
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i32 %5, 3
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = add nuw nsw i32 %5, 4
  %30 = and i32 %29, 255
  %31 = zext nneg i32 %30 to i64
  %32 = add nuw nsw i32 %5, 3
  %33 = and i32 %32, 255
  %34 = zext nneg i32 %33 to i64
  %35 = add nuw nsw i32 %5, 4
  %36 = and i32 %35, 255
  %37 = zext nneg i32 %36 to i64
  %38 = add nuw nsw i32 %5, 5
  %39 = and i32 %38, 255
  %40 = zext nneg i32 %39 to i64
  %41 = add nuw nsw i32 %5, 4
  %42 = and i32 %41, 255
  %43 = zext nneg i32 %42 to i64
  %44 = add nuw nsw i32 %5, 5
  %45 = and i32 %44, 255
  %46 = zext nneg i32 %45 to i64
  %47 = add nuw nsw i32 %5, 6
  %48 = and i32 %47, 255
  %49 = zext nneg i32 %48 to i64
  br label %50

50:                                               ; preds = %7, %128
  %51 = phi float [ 0.000000e+00, %7 ], [ %125, %128 ]
  %52 = phi i32 [ 0, %7 ], [ %129, %128 ]
  %53 = shl i32 %52, 12
  %54 = shl i32 %52, 12
  %55 = or disjoint i32 %54, 768
  %56 = add nuw nsw i32 %55, %5
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !9
  store float %59, ptr %8, align 4, !tbaa !9
  %60 = shl i32 %52, 12
  %61 = or disjoint i32 %60, 1792
  %62 = add nuw nsw i32 %61, %5
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !9
  store float %65, ptr %9, align 4, !tbaa !9
  %66 = shl i32 %52, 12
  %67 = or disjoint i32 %66, 2816
  %68 = add nuw nsw i32 %67, %5
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !9
  store float %71, ptr %10, align 4, !tbaa !9
  %72 = or disjoint i32 %53, 3840
  %73 = add nuw i32 %72, %5
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !9
  store float %76, ptr %11, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  br label %80

77:                                               ; preds = %128, %3
  %78 = phi float [ 0.000000e+00, %3 ], [ %125, %128 ]
  %79 = getelementptr inbounds float, ptr %0, i64 %6
  store float %78, ptr %79, align 4, !tbaa !9
  ret void

80:                                               ; preds = %50, %80
  %81 = phi float [ %51, %50 ], [ %125, %80 ]
  %82 = phi i32 [ 0, %50 ], [ %126, %80 ]
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %16
  %85 = load float, ptr %84, align 4, !tbaa !9
  %86 = fadd contract float %81, %85
  %87 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %19
  %88 = load float, ptr %87, align 4, !tbaa !9
  %89 = fadd contract float %86, %88
  %90 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %22
  %91 = load float, ptr %90, align 4, !tbaa !9
  %92 = fadd contract float %89, %91
  %93 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %14
  %94 = load float, ptr %93, align 4, !tbaa !9
  %95 = fadd contract float %92, %94
  %96 = fadd contract float %95, %88
  %97 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %25
  %98 = load float, ptr %97, align 4, !tbaa !9
  %99 = fadd contract float %96, %98
  %100 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %28
  %101 = load float, ptr %100, align 4, !tbaa !9
  %102 = fadd contract float %99, %101
  %103 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %31
  %104 = load float, ptr %103, align 4, !tbaa !9
  %105 = fadd contract float %102, %104
  %106 = fadd contract float %105, %91
  %107 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %34
  %108 = load float, ptr %107, align 4, !tbaa !9
  %109 = fadd contract float %106, %108
  %110 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %37
  %111 = load float, ptr %110, align 4, !tbaa !9
  %112 = fadd contract float %109, %111
  %113 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %40
  %114 = load float, ptr %113, align 4, !tbaa !9
  %115 = fadd contract float %112, %114
  %116 = fadd contract float %115, %94
  %117 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %43
  %118 = load float, ptr %117, align 4, !tbaa !9
  %119 = fadd contract float %116, %118
  %120 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %46
  %121 = load float, ptr %120, align 4, !tbaa !9
  %122 = fadd contract float %119, %121
  %123 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ2n5PfPKfiE1s to ptr), i64 0, i64 %83, i64 %49
  %124 = load float, ptr %123, align 4, !tbaa !9
  %125 = fadd contract float %122, %124
  %126 = add nuw nsw i32 %82, 1
  %127 = icmp eq i32 %126, 4
  br i1 %127, label %128, label %80, !llvm.loop !29

128:                                              ; preds = %80
  tail call void @llvm.nvvm.barrier0()
  %129 = add nuw nsw i32 %52, 1
  %130 = icmp eq i32 %129, %2
  br i1 %130, label %77, label %50, !llvm.loop !30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{ptr @_Z2n1PfPKfi, !"kernel", i32 1}
!1 = !{ptr @_Z2n2PfPKfii, !"kernel", i32 1}
!2 = !{ptr @_Z2n3PfPKfii, !"kernel", i32 1}
!3 = !{ptr @_Z2n4PfPKfii, !"kernel", i32 1}
!4 = !{ptr @_Z2n5PfPKfi, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
