; ModuleID = 'outer_zero_trip.cu'
source_filename = "outer_zero_trip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z15outer_zero_tripPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = icmp sgt i32 %3, 0
  %11 = shl nsw i32 %2, 7
  br label %13

12:                                               ; preds = %40, %4
  ret void

13:                                               ; preds = %6, %40
  %14 = phi i32 [ 0, %6 ], [ %41, %40 ]
  %15 = shl nsw i32 %14, 7
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %9, i64 %16
  br i1 %10, label %21, label %18

18:                                               ; preds = %21, %13
  %19 = phi float [ 0.000000e+00, %13 ], [ %28, %21 ]
  %20 = fcmp contract ogt float %19, 0.000000e+00
  br i1 %20, label %31, label %40

21:                                               ; preds = %13, %21
  %22 = phi float [ %28, %21 ], [ 0.000000e+00, %13 ]
  %23 = phi i32 [ %29, %21 ], [ 0, %13 ]
  %24 = shl nsw i32 %23, 4
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %17, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = fadd contract float %22, %27
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %18, label %21, !llvm.loop !12

31:                                               ; preds = %18
  %32 = or disjoint i32 %15, %7
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  store float %19, ptr %34, align 4, !tbaa !8
  %35 = fcmp contract ogt float %19, 1.000000e+00
  br i1 %35, label %36, label %40

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %14, %11
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %19, ptr %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %31, %36, %18
  %41 = add nuw nsw i32 %14, 1
  %42 = icmp eq i32 %41, %2
  br i1 %42, label %12, label %13, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z15guard_then_loopPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = shl nsw i32 %2, 7
  %10 = shl nsw i32 %2, 8
  br label %12

11:                                               ; preds = %30, %3
  ret void

12:                                               ; preds = %5, %30
  %13 = phi float [ 0.000000e+00, %5 ], [ %43, %30 ]
  %14 = phi i32 [ 0, %5 ], [ %34, %30 ]
  %15 = shl nsw i32 %14, 7
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %8, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fcmp contract ogt float %18, 0.000000e+00
  br i1 %19, label %21, label %20

20:                                               ; preds = %21, %26, %12
  br label %36

21:                                               ; preds = %12
  %22 = or disjoint i32 %15, %6
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  store float %18, ptr %24, align 4, !tbaa !8
  %25 = fcmp contract ogt float %18, 1.000000e+00
  br i1 %25, label %26, label %20

26:                                               ; preds = %21
  %27 = add nuw nsw i32 %14, %9
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  store float %18, ptr %29, align 4, !tbaa !8
  br label %20

30:                                               ; preds = %36
  %31 = add nuw nsw i32 %14, %10
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  store float %43, ptr %33, align 4, !tbaa !8
  %34 = add nuw nsw i32 %14, 1
  %35 = icmp eq i32 %34, %2
  br i1 %35, label %11, label %12, !llvm.loop !16

36:                                               ; preds = %20, %36
  %37 = phi i32 [ %44, %36 ], [ 0, %20 ]
  %38 = phi float [ %43, %36 ], [ %13, %20 ]
  %39 = shl nuw nsw i32 %37, 4
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %17, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fadd contract float %38, %42
  %44 = add nuw nsw i32 %37, 1
  %45 = icmp eq i32 %44, 8
  br i1 %45, label %30, label %36, !llvm.loop !17
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}

!0 = !{ptr @_Z15outer_zero_tripPKfPfii, !"kernel", i32 1}
!1 = !{ptr @_Z15outer_zero_tripPKfPfii, !"maxntidx", i32 128}
!2 = !{ptr @_Z15guard_then_loopPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z15guard_then_loopPKfPfi, !"maxntidx", i32 128}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !14}
