; ModuleID = 'outer_guarded.cu'
source_filename = "outer_guarded.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z13outer_guardedPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 512
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  br label %11

10:                                               ; preds = %17, %3
  ret void

11:                                               ; preds = %6, %17
  %12 = phi float [ 0.000000e+00, %6 ], [ %29, %17 ]
  %13 = phi i32 [ 0, %6 ], [ %20, %17 ]
  %14 = shl nsw i32 %13, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %9, i64 %15
  br label %22

17:                                               ; preds = %35
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds float, ptr %4, i64 %18
  store float %29, ptr %19, align 4, !tbaa !6
  %20 = add nuw nsw i32 %13, 1
  %21 = icmp eq i32 %20, %2
  br i1 %21, label %10, label %11, !llvm.loop !10

22:                                               ; preds = %11, %35
  %23 = phi float [ %12, %11 ], [ %29, %35 ]
  %24 = phi i32 [ 0, %11 ], [ %36, %35 ]
  %25 = shl nuw nsw i32 %24, 4
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %16, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = fadd contract float %23, %28
  %30 = fcmp contract ogt float %28, 0.000000e+00
  br i1 %30, label %31, label %35

31:                                               ; preds = %22
  %32 = add nuw nsw i32 %24, %7
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  store float %28, ptr %34, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %31, %22
  %36 = add nuw nsw i32 %24, 1
  %37 = icmp eq i32 %36, 8
  br i1 %37, label %17, label %22, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z13outer_guardedPKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z13outer_guardedPKfPfi, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13}
!13 = !{!"llvm.loop.unroll.disable"}
