; ModuleID = 'launch_bounds_cap.cu'
source_filename = "launch_bounds_cap.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @capped32(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %4, 0
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %7, label %9, label %33

9:                                                ; preds = %6
  %10 = and i32 %4, 1
  %11 = icmp eq i32 %4, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = and i32 %4, 2147483646
  br label %41

14:                                               ; preds = %41, %9
  %15 = phi float [ poison, %9 ], [ %71, %41 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %71, %41 ]
  %17 = phi i32 [ 0, %9 ], [ %72, %41 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %14
  %20 = mul nsw i32 %17, %5
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds float, ptr %2, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fmul contract float %24, %26
  %28 = zext nneg i32 %17 to i64
  %29 = getelementptr inbounds float, ptr %3, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fadd contract float %27, %30
  %32 = fadd contract float %16, %31
  br label %33

33:                                               ; preds = %19, %14, %6
  %34 = phi float [ 0.000000e+00, %6 ], [ %15, %14 ], [ %32, %19 ]
  %35 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %8
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %34, ptr %40, align 4, !tbaa !10
  ret void

41:                                               ; preds = %41, %12
  %42 = phi float [ 0.000000e+00, %12 ], [ %71, %41 ]
  %43 = phi i32 [ 0, %12 ], [ %72, %41 ]
  %44 = phi i32 [ 0, %12 ], [ %73, %41 ]
  %45 = mul nsw i32 %43, %5
  %46 = add i32 %45, %8
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !10
  %50 = getelementptr inbounds float, ptr %2, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !10
  %52 = fmul contract float %49, %51
  %53 = zext nneg i32 %43 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !10
  %56 = fadd contract float %52, %55
  %57 = fadd contract float %42, %56
  %58 = or disjoint i32 %43, 1
  %59 = mul nsw i32 %58, %5
  %60 = add i32 %59, %8
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds float, ptr %2, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = fmul contract float %63, %65
  %67 = zext nneg i32 %58 to i64
  %68 = getelementptr inbounds float, ptr %3, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !10
  %70 = fadd contract float %66, %69
  %71 = fadd contract float %57, %70
  %72 = add nuw nsw i32 %43, 2
  %73 = add i32 %44, 2
  %74 = icmp eq i32 %73, %13
  br i1 %74, label %14, label %41, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @capped64(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %4, 0
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %7, label %9, label %33

9:                                                ; preds = %6
  %10 = and i32 %4, 1
  %11 = icmp eq i32 %4, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = and i32 %4, 2147483646
  br label %41

14:                                               ; preds = %41, %9
  %15 = phi float [ poison, %9 ], [ %71, %41 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %71, %41 ]
  %17 = phi i32 [ 0, %9 ], [ %72, %41 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %14
  %20 = mul nsw i32 %17, %5
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds float, ptr %2, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fmul contract float %24, %26
  %28 = zext nneg i32 %17 to i64
  %29 = getelementptr inbounds float, ptr %3, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fadd contract float %27, %30
  %32 = fadd contract float %16, %31
  br label %33

33:                                               ; preds = %19, %14, %6
  %34 = phi float [ 0.000000e+00, %6 ], [ %15, %14 ], [ %32, %19 ]
  %35 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %8
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %34, ptr %40, align 4, !tbaa !10
  ret void

41:                                               ; preds = %41, %12
  %42 = phi float [ 0.000000e+00, %12 ], [ %71, %41 ]
  %43 = phi i32 [ 0, %12 ], [ %72, %41 ]
  %44 = phi i32 [ 0, %12 ], [ %73, %41 ]
  %45 = mul nsw i32 %43, %5
  %46 = add i32 %45, %8
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !10
  %50 = getelementptr inbounds float, ptr %2, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !10
  %52 = fmul contract float %49, %51
  %53 = zext nneg i32 %43 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !10
  %56 = fadd contract float %52, %55
  %57 = fadd contract float %42, %56
  %58 = or disjoint i32 %43, 1
  %59 = mul nsw i32 %58, %5
  %60 = add i32 %59, %8
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds float, ptr %2, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = fmul contract float %63, %65
  %67 = zext nneg i32 %58 to i64
  %68 = getelementptr inbounds float, ptr %3, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !10
  %70 = fadd contract float %66, %69
  %71 = fadd contract float %57, %70
  %72 = add nuw nsw i32 %43, 2
  %73 = add i32 %44, 2
  %74 = icmp eq i32 %73, %13
  br i1 %74, label %14, label %41, !llvm.loop !16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @uncapped(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %4, 0
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %7, label %9, label %33

9:                                                ; preds = %6
  %10 = and i32 %4, 1
  %11 = icmp eq i32 %4, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = and i32 %4, 2147483646
  br label %41

14:                                               ; preds = %41, %9
  %15 = phi float [ poison, %9 ], [ %71, %41 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %71, %41 ]
  %17 = phi i32 [ 0, %9 ], [ %72, %41 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %14
  %20 = mul nsw i32 %17, %5
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds float, ptr %2, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fmul contract float %24, %26
  %28 = zext nneg i32 %17 to i64
  %29 = getelementptr inbounds float, ptr %3, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fadd contract float %27, %30
  %32 = fadd contract float %16, %31
  br label %33

33:                                               ; preds = %19, %14, %6
  %34 = phi float [ 0.000000e+00, %6 ], [ %15, %14 ], [ %32, %19 ]
  %35 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %8
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %34, ptr %40, align 4, !tbaa !10
  ret void

41:                                               ; preds = %41, %12
  %42 = phi float [ 0.000000e+00, %12 ], [ %71, %41 ]
  %43 = phi i32 [ 0, %12 ], [ %72, %41 ]
  %44 = phi i32 [ 0, %12 ], [ %73, %41 ]
  %45 = mul nsw i32 %43, %5
  %46 = add i32 %45, %8
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !10
  %50 = getelementptr inbounds float, ptr %2, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !10
  %52 = fmul contract float %49, %51
  %53 = zext nneg i32 %43 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !10
  %56 = fadd contract float %52, %55
  %57 = fadd contract float %42, %56
  %58 = or disjoint i32 %43, 1
  %59 = mul nsw i32 %58, %5
  %60 = add i32 %59, %8
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds float, ptr %2, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = fmul contract float %63, %65
  %67 = zext nneg i32 %58 to i64
  %68 = getelementptr inbounds float, ptr %3, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !10
  %70 = fadd contract float %66, %69
  %71 = fadd contract float %57, %70
  %72 = add nuw nsw i32 %43, 2
  %73 = add i32 %44, 2
  %74 = icmp eq i32 %73, %13
  br i1 %74, label %14, label %41, !llvm.loop !17
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}

!0 = !{ptr @capped32, !"kernel", i32 1}
!1 = !{ptr @capped32, !"maxntidx", i32 1024}
!2 = !{ptr @capped32, !"minctasm", i32 2}
!3 = !{ptr @capped64, !"kernel", i32 1}
!4 = !{ptr @capped64, !"maxntidx", i32 1024}
!5 = !{ptr @uncapped, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
