; ModuleID = 'llmc_attention_value1.cu'
source_filename = "llmc_attention_value1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z23attention_value_kernel1PfPKfS1_iiii(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = mul i32 %6, %4
  %14 = mul i32 %13, %3
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %148

16:                                               ; preds = %7
  %17 = sdiv i32 %12, %6
  %18 = mul i32 %17, %6
  %19 = sub i32 %12, %18
  %20 = srem i32 %17, %4
  %21 = sdiv i32 %12, %13
  %22 = mul nsw i32 %5, 3
  %23 = sdiv i32 %5, %6
  %24 = mul nsw i32 %21, %4
  %25 = mul nsw i32 %24, %5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = mul nsw i32 %20, %5
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = mul nsw i32 %23, %19
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %30, i64 %32
  %34 = mul i32 %13, %4
  %35 = mul i32 %34, %21
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = mul i32 %4, %4
  %39 = mul i32 %38, %19
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %37, i64 %40
  %42 = mul nsw i32 %20, %4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = icmp sgt i32 %23, 0
  br i1 %45, label %46, label %62

46:                                               ; preds = %16
  %47 = and i32 %23, 7
  %48 = icmp ult i32 %23, 8
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = and i32 %23, 2147483640
  br label %76

51:                                               ; preds = %76, %46
  %52 = phi i32 [ 0, %46 ], [ %102, %76 ]
  %53 = icmp eq i32 %47, 0
  br i1 %53, label %62, label %54

54:                                               ; preds = %51, %54
  %55 = phi i32 [ %59, %54 ], [ %52, %51 ]
  %56 = phi i32 [ %60, %54 ], [ 0, %51 ]
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %33, i64 %57
  store float 0.000000e+00, ptr %58, align 4, !tbaa !5
  %59 = add nuw nsw i32 %55, 1
  %60 = add i32 %56, 1
  %61 = icmp eq i32 %60, %47
  br i1 %61, label %62, label %54, !llvm.loop !9

62:                                               ; preds = %51, %54, %16
  %63 = icmp slt i32 %20, 0
  br i1 %63, label %148, label %64

64:                                               ; preds = %62
  %65 = mul nsw i32 %24, %22
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %2, i64 %66
  %68 = getelementptr float, ptr %67, i64 %32
  %69 = shl nsw i32 %5, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr float, ptr %68, i64 %70
  %72 = and i32 %23, 1
  %73 = icmp eq i32 %23, 1
  %74 = and i32 %23, 2147483646
  %75 = icmp eq i32 %72, 0
  br label %105

76:                                               ; preds = %76, %49
  %77 = phi i32 [ 0, %49 ], [ %102, %76 ]
  %78 = phi i32 [ 0, %49 ], [ %103, %76 ]
  %79 = zext nneg i32 %77 to i64
  %80 = getelementptr inbounds float, ptr %33, i64 %79
  store float 0.000000e+00, ptr %80, align 4, !tbaa !5
  %81 = or disjoint i32 %77, 1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %33, i64 %82
  store float 0.000000e+00, ptr %83, align 4, !tbaa !5
  %84 = or disjoint i32 %77, 2
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %33, i64 %85
  store float 0.000000e+00, ptr %86, align 4, !tbaa !5
  %87 = or disjoint i32 %77, 3
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %33, i64 %88
  store float 0.000000e+00, ptr %89, align 4, !tbaa !5
  %90 = or disjoint i32 %77, 4
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %33, i64 %91
  store float 0.000000e+00, ptr %92, align 4, !tbaa !5
  %93 = or disjoint i32 %77, 5
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %33, i64 %94
  store float 0.000000e+00, ptr %95, align 4, !tbaa !5
  %96 = or disjoint i32 %77, 6
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %33, i64 %97
  store float 0.000000e+00, ptr %98, align 4, !tbaa !5
  %99 = or disjoint i32 %77, 7
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %33, i64 %100
  store float 0.000000e+00, ptr %101, align 4, !tbaa !5
  %102 = add nuw nsw i32 %77, 8
  %103 = add i32 %78, 8
  %104 = icmp eq i32 %103, %50
  br i1 %104, label %51, label %76, !llvm.loop !11

105:                                              ; preds = %64, %124
  %106 = phi i32 [ 0, %64 ], [ %125, %124 ]
  %107 = mul nsw i32 %106, %22
  %108 = sext i32 %107 to i64
  %109 = getelementptr float, ptr %71, i64 %108
  %110 = zext nneg i32 %106 to i64
  %111 = getelementptr inbounds float, ptr %44, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !5
  br i1 %45, label %113, label %124

113:                                              ; preds = %105
  br i1 %73, label %114, label %127

114:                                              ; preds = %127, %113
  %115 = phi i32 [ 0, %113 ], [ %145, %127 ]
  br i1 %75, label %124, label %116

116:                                              ; preds = %114
  %117 = zext nneg i32 %115 to i64
  %118 = getelementptr inbounds float, ptr %109, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = fmul contract float %112, %119
  %121 = getelementptr inbounds float, ptr %33, i64 %117
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = fadd contract float %122, %120
  store float %123, ptr %121, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %116, %114, %105
  %125 = add nuw i32 %106, 1
  %126 = icmp eq i32 %106, %20
  br i1 %126, label %148, label %105, !llvm.loop !13

127:                                              ; preds = %113, %127
  %128 = phi i32 [ %145, %127 ], [ 0, %113 ]
  %129 = phi i32 [ %146, %127 ], [ 0, %113 ]
  %130 = zext nneg i32 %128 to i64
  %131 = getelementptr inbounds float, ptr %109, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !5
  %133 = fmul contract float %112, %132
  %134 = getelementptr inbounds float, ptr %33, i64 %130
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fadd contract float %135, %133
  store float %136, ptr %134, align 4, !tbaa !5
  %137 = or disjoint i32 %128, 1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %109, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = fmul contract float %112, %140
  %142 = getelementptr inbounds float, ptr %33, i64 %138
  %143 = load float, ptr %142, align 4, !tbaa !5
  %144 = fadd contract float %143, %141
  store float %144, ptr %142, align 4, !tbaa !5
  %145 = add nuw nsw i32 %128, 2
  %146 = add i32 %129, 2
  %147 = icmp eq i32 %146, %74
  br i1 %147, label %114, label %127, !llvm.loop !14

148:                                              ; preds = %124, %62, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z23attention_value_kernel1PfPKfS1_iiii, !"kernel", i32 1}
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
