; ModuleID = 'llmc_softmax_forward1.cu'
source_filename = "llmc_softmax_forward1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z23softmax_forward_kernel1PfPKfii(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %152

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, %3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = getelementptr inbounds float, ptr %0, i64 %13
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %39

17:                                               ; preds = %11
  %18 = and i32 %3, 3
  %19 = icmp ult i32 %3, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = and i32 %3, 2147483644
  br label %46

22:                                               ; preds = %46, %17
  %23 = phi float [ poison, %17 ], [ %72, %46 ]
  %24 = phi i32 [ 0, %17 ], [ %73, %46 ]
  %25 = phi float [ 0xFFF0000000000000, %17 ], [ %72, %46 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %22, %27
  %28 = phi i32 [ %36, %27 ], [ %24, %22 ]
  %29 = phi float [ %35, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %37, %27 ], [ 0, %22 ]
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds float, ptr %14, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fcmp contract ogt float %33, %29
  %35 = select i1 %34, float %33, float %29
  %36 = add nuw nsw i32 %28, 1
  %37 = add i32 %30, 1
  %38 = icmp eq i32 %37, %18
  br i1 %38, label %39, label %27, !llvm.loop !9

39:                                               ; preds = %22, %27, %11
  %40 = phi float [ 0xFFF0000000000000, %11 ], [ %23, %22 ], [ %35, %27 ]
  br i1 %16, label %41, label %95

41:                                               ; preds = %39
  %42 = and i32 %3, 1
  %43 = icmp eq i32 %3, 1
  br i1 %43, label %78, label %44

44:                                               ; preds = %41
  %45 = and i32 %3, 2147483646
  br label %102

46:                                               ; preds = %46, %20
  %47 = phi i32 [ 0, %20 ], [ %73, %46 ]
  %48 = phi float [ 0xFFF0000000000000, %20 ], [ %72, %46 ]
  %49 = phi i32 [ 0, %20 ], [ %74, %46 ]
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr inbounds float, ptr %14, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fcmp contract ogt float %52, %48
  %54 = select i1 %53, float %52, float %48
  %55 = or disjoint i32 %47, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %14, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fcmp contract ogt float %58, %54
  %60 = select i1 %59, float %58, float %54
  %61 = or disjoint i32 %47, 2
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %14, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fcmp contract ogt float %64, %60
  %66 = select i1 %65, float %64, float %60
  %67 = or disjoint i32 %47, 3
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %14, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fcmp contract ogt float %70, %66
  %72 = select i1 %71, float %70, float %66
  %73 = add nuw nsw i32 %47, 4
  %74 = add i32 %49, 4
  %75 = icmp eq i32 %74, %21
  br i1 %75, label %22, label %46, !llvm.loop !11

76:                                               ; preds = %102
  %77 = zext nneg i32 %125 to i64
  br label %78

78:                                               ; preds = %76, %41
  %79 = phi double [ poison, %41 ], [ %124, %76 ]
  %80 = phi i64 [ 0, %41 ], [ %77, %76 ]
  %81 = phi double [ 0.000000e+00, %41 ], [ %124, %76 ]
  %82 = icmp eq i32 %42, 0
  br i1 %82, label %92, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds float, ptr %14, i64 %80
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fsub contract float %85, %40
  %87 = fmul contract float %86, 0x3FF7154760000000
  %88 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %87)
  %89 = getelementptr inbounds float, ptr %15, i64 %80
  store float %88, ptr %89, align 4, !tbaa !5
  %90 = fpext float %88 to double
  %91 = fadd contract double %81, %90
  br label %92

92:                                               ; preds = %78, %83
  %93 = phi double [ %79, %78 ], [ %91, %83 ]
  %94 = fptrunc double %93 to float
  br label %95

95:                                               ; preds = %92, %39
  %96 = phi float [ 0.000000e+00, %39 ], [ %94, %92 ]
  br i1 %16, label %97, label %152

97:                                               ; preds = %95
  %98 = and i32 %3, 1
  %99 = icmp eq i32 %3, 1
  br i1 %99, label %145, label %100

100:                                              ; preds = %97
  %101 = and i32 %3, 2147483646
  br label %128

102:                                              ; preds = %102, %44
  %103 = phi i32 [ 0, %44 ], [ %125, %102 ]
  %104 = phi double [ 0.000000e+00, %44 ], [ %124, %102 ]
  %105 = phi i32 [ 0, %44 ], [ %126, %102 ]
  %106 = zext nneg i32 %103 to i64
  %107 = getelementptr inbounds float, ptr %14, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = fsub contract float %108, %40
  %110 = fmul contract float %109, 0x3FF7154760000000
  %111 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %110)
  %112 = getelementptr inbounds float, ptr %15, i64 %106
  store float %111, ptr %112, align 4, !tbaa !5
  %113 = fpext float %111 to double
  %114 = fadd contract double %104, %113
  %115 = or disjoint i32 %103, 1
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %14, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = fsub contract float %118, %40
  %120 = fmul contract float %119, 0x3FF7154760000000
  %121 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %120)
  %122 = getelementptr inbounds float, ptr %15, i64 %116
  store float %121, ptr %122, align 4, !tbaa !5
  %123 = fpext float %121 to double
  %124 = fadd contract double %114, %123
  %125 = add nuw nsw i32 %103, 2
  %126 = add i32 %105, 2
  %127 = icmp eq i32 %126, %45
  br i1 %127, label %76, label %102, !llvm.loop !13

128:                                              ; preds = %128, %100
  %129 = phi i32 [ 0, %100 ], [ %140, %128 ]
  %130 = phi i32 [ 0, %100 ], [ %141, %128 ]
  %131 = zext nneg i32 %129 to i64
  %132 = getelementptr inbounds float, ptr %15, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fdiv contract float %133, %96
  store float %134, ptr %132, align 4, !tbaa !5
  %135 = or disjoint i32 %129, 1
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %15, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !5
  %139 = fdiv contract float %138, %96
  store float %139, ptr %137, align 4, !tbaa !5
  %140 = add nuw nsw i32 %129, 2
  %141 = add i32 %130, 2
  %142 = icmp eq i32 %141, %101
  br i1 %142, label %143, label %128, !llvm.loop !14

143:                                              ; preds = %128
  %144 = zext nneg i32 %140 to i64
  br label %145

145:                                              ; preds = %143, %97
  %146 = phi i64 [ 0, %97 ], [ %144, %143 ]
  %147 = icmp eq i32 %98, 0
  br i1 %147, label %152, label %148

148:                                              ; preds = %145
  %149 = getelementptr inbounds float, ptr %15, i64 %146
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = fdiv contract float %150, %96
  store float %151, ptr %149, align 4, !tbaa !5
  br label %152

152:                                              ; preds = %148, %145, %95, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z23softmax_forward_kernel1PfPKfii, !"kernel", i32 1}
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
