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
  %27 = load float, ptr %26, align 4, !tbaa !6
  %28 = fadd contract float %22, %27
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %18, label %21, !llvm.loop !10

31:                                               ; preds = %18
  %32 = or disjoint i32 %15, %7
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  store float %19, ptr %34, align 4, !tbaa !6
  %35 = fcmp contract ogt float %19, 1.000000e+00
  br i1 %35, label %36, label %40

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %14, %11
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %19, ptr %39, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %31, %36, %18
  %41 = add nuw nsw i32 %14, 1
  %42 = icmp eq i32 %41, %2
  br i1 %42, label %12, label %13, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z15outer_zero_tripPKfPfii, !"kernel", i32 1}
!1 = !{ptr @_Z15outer_zero_tripPKfPfii, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11}
