; ModuleID = 'sgemm_naive.cu'
source_filename = "sgemm_naive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11sgemm_naiveiiifPKfS0_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp ult i32 %13, %0
  %20 = icmp ult i32 %18, %1
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %87

22:                                               ; preds = %8
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %47

24:                                               ; preds = %22
  %25 = mul i32 %13, %2
  %26 = and i32 %2, 1
  %27 = icmp eq i32 %2, 1
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = and i32 %2, 2147483646
  br label %57

30:                                               ; preds = %57, %24
  %31 = phi float [ poison, %24 ], [ %83, %57 ]
  %32 = phi i32 [ 0, %24 ], [ %84, %57 ]
  %33 = phi float [ 0.000000e+00, %24 ], [ %83, %57 ]
  %34 = icmp eq i32 %26, 0
  br i1 %34, label %47, label %35

35:                                               ; preds = %30
  %36 = add i32 %32, %25
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = mul nsw i32 %32, %1
  %41 = add i32 %40, %18
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %39, %44
  %46 = fadd contract float %33, %45
  br label %47

47:                                               ; preds = %35, %30, %22
  %48 = phi float [ 0.000000e+00, %22 ], [ %31, %30 ], [ %46, %35 ]
  %49 = fmul contract float %48, %3
  %50 = mul i32 %13, %1
  %51 = add i32 %50, %18
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %7, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = fmul contract float %54, %6
  %56 = fadd contract float %49, %55
  store float %56, ptr %53, align 4, !tbaa !5
  br label %87

57:                                               ; preds = %57, %28
  %58 = phi i32 [ 0, %28 ], [ %84, %57 ]
  %59 = phi float [ 0.000000e+00, %28 ], [ %83, %57 ]
  %60 = phi i32 [ 0, %28 ], [ %85, %57 ]
  %61 = add i32 %58, %25
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %4, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = mul nsw i32 %58, %1
  %66 = add i32 %65, %18
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %5, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %64, %69
  %71 = fadd contract float %59, %70
  %72 = or disjoint i32 %58, 1
  %73 = add i32 %72, %25
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %4, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = mul nsw i32 %72, %1
  %78 = add i32 %77, %18
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %5, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = fmul contract float %76, %81
  %83 = fadd contract float %71, %82
  %84 = add nuw nsw i32 %58, 2
  %85 = add i32 %60, 2
  %86 = icmp eq i32 %85, %29
  br i1 %86, label %30, label %57, !llvm.loop !9

87:                                               ; preds = %47, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z11sgemm_naiveiiifPKfS0_fPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
