; ModuleID = 'llmc_attention_qk1.cu'
source_filename = "llmc_attention_qk1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z27attention_query_key_kernel1PfPKfiiii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = mul i32 %3, %3
  %13 = mul i32 %12, %2
  %14 = mul i32 %13, %5
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %123

16:                                               ; preds = %6
  %17 = sdiv i32 %11, %3
  %18 = mul i32 %17, %3
  %19 = sub i32 %11, %18
  %20 = srem i32 %17, %3
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %119, label %22

22:                                               ; preds = %16
  %23 = sdiv i32 %11, %12
  %24 = srem i32 %23, %5
  %25 = mul i32 %12, %5
  %26 = sdiv i32 %11, %25
  %27 = mul nsw i32 %4, 3
  %28 = sdiv i32 %4, %5
  %29 = mul i32 %27, %3
  %30 = mul i32 %29, %26
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = mul nsw i32 %20, %27
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  %36 = mul nsw i32 %28, %24
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = mul nsw i32 %19, %27
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %32, i64 %40
  %42 = getelementptr inbounds float, ptr %41, i64 %37
  %43 = sext i32 %4 to i64
  %44 = getelementptr inbounds float, ptr %42, i64 %43
  %45 = icmp sgt i32 %28, 0
  br i1 %45, label %46, label %73

46:                                               ; preds = %22
  %47 = and i32 %28, 3
  %48 = icmp ult i32 %28, 4
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = and i32 %28, 2147483644
  br label %81

51:                                               ; preds = %81, %46
  %52 = phi float [ poison, %46 ], [ %115, %81 ]
  %53 = phi i32 [ 0, %46 ], [ %116, %81 ]
  %54 = phi float [ 0.000000e+00, %46 ], [ %115, %81 ]
  %55 = icmp eq i32 %47, 0
  br i1 %55, label %70, label %56

56:                                               ; preds = %51, %56
  %57 = phi i32 [ %67, %56 ], [ %53, %51 ]
  %58 = phi float [ %66, %56 ], [ %54, %51 ]
  %59 = phi i32 [ %68, %56 ], [ 0, %51 ]
  %60 = zext nneg i32 %57 to i64
  %61 = getelementptr inbounds float, ptr %38, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds float, ptr %44, i64 %60
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %58, %65
  %67 = add nuw nsw i32 %57, 1
  %68 = add i32 %59, 1
  %69 = icmp eq i32 %68, %47
  br i1 %69, label %70, label %56, !llvm.loop !9

70:                                               ; preds = %56, %51
  %71 = phi float [ %52, %51 ], [ %66, %56 ]
  %72 = fpext float %71 to double
  br label %73

73:                                               ; preds = %70, %22
  %74 = phi double [ 0.000000e+00, %22 ], [ %72, %70 ]
  %75 = sitofp i32 %28 to float
  %76 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %75)
  %77 = fpext float %76 to double
  %78 = fdiv contract double 1.000000e+00, %77
  %79 = fmul contract double %78, %74
  %80 = fptrunc double %79 to float
  br label %119

81:                                               ; preds = %81, %49
  %82 = phi i32 [ 0, %49 ], [ %116, %81 ]
  %83 = phi float [ 0.000000e+00, %49 ], [ %115, %81 ]
  %84 = phi i32 [ 0, %49 ], [ %117, %81 ]
  %85 = zext nneg i32 %82 to i64
  %86 = getelementptr inbounds float, ptr %38, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = getelementptr inbounds float, ptr %44, i64 %85
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = fmul contract float %87, %89
  %91 = fadd contract float %83, %90
  %92 = or disjoint i32 %82, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %38, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds float, ptr %44, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = fmul contract float %95, %97
  %99 = fadd contract float %91, %98
  %100 = or disjoint i32 %82, 2
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %38, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = getelementptr inbounds float, ptr %44, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %103, %105
  %107 = fadd contract float %99, %106
  %108 = or disjoint i32 %82, 3
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %38, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = getelementptr inbounds float, ptr %44, i64 %109
  %113 = load float, ptr %112, align 4, !tbaa !5
  %114 = fmul contract float %111, %113
  %115 = fadd contract float %107, %114
  %116 = add nuw nsw i32 %82, 4
  %117 = add i32 %84, 4
  %118 = icmp eq i32 %117, %50
  br i1 %118, label %51, label %81, !llvm.loop !11

119:                                              ; preds = %16, %73
  %120 = phi float [ %80, %73 ], [ 0xFFF0000000000000, %16 ]
  %121 = sext i32 %11 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  store float %120, ptr %122, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %119, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z27attention_query_key_kernel1PfPKfiiii, !"kernel", i32 1}
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
