; ModuleID = 'llmc_matmul_forward1.cu'
source_filename = "llmc_matmul_forward1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z22matmul_forward_kernel1PfPKfS1_S1_iii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp slt i32 %12, %4
  %19 = icmp slt i32 %17, %6
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %21, label %104

21:                                               ; preds = %7
  %22 = icmp eq ptr %3, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %21
  %24 = zext nneg i32 %17 to i64
  %25 = getelementptr inbounds float, ptr %3, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %21, %23
  %28 = phi contract float [ %26, %23 ], [ 0.000000e+00, %21 ]
  %29 = mul nsw i32 %17, %5
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  %32 = mul nsw i32 %12, %5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = icmp sgt i32 %5, 0
  br i1 %35, label %36, label %60

36:                                               ; preds = %27
  %37 = and i32 %5, 3
  %38 = icmp ult i32 %5, 4
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = and i32 %5, 2147483644
  br label %66

41:                                               ; preds = %66, %36
  %42 = phi float [ poison, %36 ], [ %100, %66 ]
  %43 = phi i32 [ 0, %36 ], [ %101, %66 ]
  %44 = phi float [ %28, %36 ], [ %100, %66 ]
  %45 = icmp eq i32 %37, 0
  br i1 %45, label %60, label %46

46:                                               ; preds = %41, %46
  %47 = phi i32 [ %57, %46 ], [ %43, %41 ]
  %48 = phi float [ %56, %46 ], [ %44, %41 ]
  %49 = phi i32 [ %58, %46 ], [ 0, %41 ]
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr inbounds float, ptr %34, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds float, ptr %31, i64 %50
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = fmul contract float %52, %54
  %56 = fadd contract float %48, %55
  %57 = add nuw nsw i32 %47, 1
  %58 = add i32 %49, 1
  %59 = icmp eq i32 %58, %37
  br i1 %59, label %60, label %46, !llvm.loop !9

60:                                               ; preds = %41, %46, %27
  %61 = phi float [ %28, %27 ], [ %42, %41 ], [ %56, %46 ]
  %62 = mul nsw i32 %12, %6
  %63 = add nsw i32 %62, %17
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  store float %61, ptr %65, align 4, !tbaa !5
  br label %104

66:                                               ; preds = %66, %39
  %67 = phi i32 [ 0, %39 ], [ %101, %66 ]
  %68 = phi float [ %28, %39 ], [ %100, %66 ]
  %69 = phi i32 [ 0, %39 ], [ %102, %66 ]
  %70 = zext nneg i32 %67 to i64
  %71 = getelementptr inbounds float, ptr %34, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = getelementptr inbounds float, ptr %31, i64 %70
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = fmul contract float %72, %74
  %76 = fadd contract float %68, %75
  %77 = or disjoint i32 %67, 1
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %34, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds float, ptr %31, i64 %78
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %80, %82
  %84 = fadd contract float %76, %83
  %85 = or disjoint i32 %67, 2
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %34, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = getelementptr inbounds float, ptr %31, i64 %86
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fmul contract float %88, %90
  %92 = fadd contract float %84, %91
  %93 = or disjoint i32 %67, 3
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %34, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = getelementptr inbounds float, ptr %31, i64 %94
  %98 = load float, ptr %97, align 4, !tbaa !5
  %99 = fmul contract float %96, %98
  %100 = fadd contract float %92, %99
  %101 = add nuw nsw i32 %67, 4
  %102 = add i32 %69, 4
  %103 = icmp eq i32 %102, %40
  br i1 %103, label %41, label %66, !llvm.loop !11

104:                                              ; preds = %60, %7
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

!0 = !{ptr @_Z22matmul_forward_kernel1PfPKfS1_S1_iii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
