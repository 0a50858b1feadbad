; ModuleID = 'llmc_layernorm_forward1.cu'
source_filename = "llmc_layernorm_forward1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z25layernorm_forward_kernel1PfS_S_PKfS1_S1_ii(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %6
  br i1 %14, label %15, label %192

15:                                               ; preds = %8
  %16 = mul nsw i32 %13, %7
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %3, i64 %17
  %19 = icmp sgt i32 %7, 0
  br i1 %19, label %20, label %41

20:                                               ; preds = %15
  %21 = and i32 %7, 3
  %22 = icmp ult i32 %7, 4
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = and i32 %7, 2147483644
  br label %50

25:                                               ; preds = %50, %20
  %26 = phi float [ poison, %20 ], [ %72, %50 ]
  %27 = phi float [ 0.000000e+00, %20 ], [ %72, %50 ]
  %28 = phi i32 [ 0, %20 ], [ %73, %50 ]
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %41, label %30

30:                                               ; preds = %25, %30
  %31 = phi float [ %37, %30 ], [ %27, %25 ]
  %32 = phi i32 [ %38, %30 ], [ %28, %25 ]
  %33 = phi i32 [ %39, %30 ], [ 0, %25 ]
  %34 = zext nneg i32 %32 to i64
  %35 = getelementptr inbounds float, ptr %18, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fadd contract float %31, %36
  %38 = add nuw nsw i32 %32, 1
  %39 = add i32 %33, 1
  %40 = icmp eq i32 %39, %21
  br i1 %40, label %41, label %30, !llvm.loop !9

41:                                               ; preds = %25, %30, %15
  %42 = phi float [ 0.000000e+00, %15 ], [ %26, %25 ], [ %37, %30 ]
  %43 = sitofp i32 %7 to float
  %44 = fdiv contract float %42, %43
  br i1 %19, label %45, label %94

45:                                               ; preds = %41
  %46 = and i32 %7, 3
  %47 = icmp ult i32 %7, 4
  br i1 %47, label %76, label %48

48:                                               ; preds = %45
  %49 = and i32 %7, 2147483644
  br label %106

50:                                               ; preds = %50, %23
  %51 = phi float [ 0.000000e+00, %23 ], [ %72, %50 ]
  %52 = phi i32 [ 0, %23 ], [ %73, %50 ]
  %53 = phi i32 [ 0, %23 ], [ %74, %50 ]
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %18, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fadd contract float %51, %56
  %58 = or disjoint i32 %52, 1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %18, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = fadd contract float %57, %61
  %63 = or disjoint i32 %52, 2
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %18, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fadd contract float %62, %66
  %68 = or disjoint i32 %52, 3
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %18, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = fadd contract float %67, %71
  %73 = add nuw nsw i32 %52, 4
  %74 = add i32 %53, 4
  %75 = icmp eq i32 %74, %24
  br i1 %75, label %25, label %50, !llvm.loop !11

76:                                               ; preds = %106, %45
  %77 = phi float [ poison, %45 ], [ %136, %106 ]
  %78 = phi float [ 0.000000e+00, %45 ], [ %136, %106 ]
  %79 = phi i32 [ 0, %45 ], [ %137, %106 ]
  %80 = icmp eq i32 %46, 0
  br i1 %80, label %94, label %81

81:                                               ; preds = %76, %81
  %82 = phi float [ %90, %81 ], [ %78, %76 ]
  %83 = phi i32 [ %91, %81 ], [ %79, %76 ]
  %84 = phi i32 [ %92, %81 ], [ 0, %76 ]
  %85 = zext nneg i32 %83 to i64
  %86 = getelementptr inbounds float, ptr %18, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = fsub contract float %87, %44
  %89 = fmul contract float %88, %88
  %90 = fadd contract float %82, %89
  %91 = add nuw nsw i32 %83, 1
  %92 = add i32 %84, 1
  %93 = icmp eq i32 %92, %46
  br i1 %93, label %94, label %81, !llvm.loop !13

94:                                               ; preds = %76, %81, %41
  %95 = phi float [ 0.000000e+00, %41 ], [ %77, %76 ], [ %90, %81 ]
  %96 = fdiv contract float %95, %43
  %97 = fadd contract float %96, 0x3EE4F8B580000000
  %98 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %97)
  %99 = fdiv contract float 1.000000e+00, %98
  %100 = getelementptr inbounds float, ptr %0, i64 %17
  br i1 %19, label %101, label %157

101:                                              ; preds = %94
  %102 = and i32 %7, 1
  %103 = icmp eq i32 %7, 1
  br i1 %103, label %142, label %104

104:                                              ; preds = %101
  %105 = and i32 %7, 2147483646
  br label %161

106:                                              ; preds = %106, %48
  %107 = phi float [ 0.000000e+00, %48 ], [ %136, %106 ]
  %108 = phi i32 [ 0, %48 ], [ %137, %106 ]
  %109 = phi i32 [ 0, %48 ], [ %138, %106 ]
  %110 = zext nneg i32 %108 to i64
  %111 = getelementptr inbounds float, ptr %18, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fsub contract float %112, %44
  %114 = fmul contract float %113, %113
  %115 = fadd contract float %107, %114
  %116 = or disjoint i32 %108, 1
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %18, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = fsub contract float %119, %44
  %121 = fmul contract float %120, %120
  %122 = fadd contract float %115, %121
  %123 = or disjoint i32 %108, 2
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %18, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !5
  %127 = fsub contract float %126, %44
  %128 = fmul contract float %127, %127
  %129 = fadd contract float %122, %128
  %130 = or disjoint i32 %108, 3
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %18, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fsub contract float %133, %44
  %135 = fmul contract float %134, %134
  %136 = fadd contract float %129, %135
  %137 = add nuw nsw i32 %108, 4
  %138 = add i32 %109, 4
  %139 = icmp eq i32 %138, %49
  br i1 %139, label %76, label %106, !llvm.loop !14

140:                                              ; preds = %161
  %141 = zext nneg i32 %189 to i64
  br label %142

142:                                              ; preds = %140, %101
  %143 = phi i64 [ 0, %101 ], [ %141, %140 ]
  %144 = icmp eq i32 %102, 0
  br i1 %144, label %157, label %145

145:                                              ; preds = %142
  %146 = getelementptr inbounds float, ptr %18, i64 %143
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fsub contract float %147, %44
  %149 = fmul contract float %99, %148
  %150 = getelementptr inbounds float, ptr %4, i64 %143
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = fmul contract float %151, %149
  %153 = getelementptr inbounds float, ptr %5, i64 %143
  %154 = load float, ptr %153, align 4, !tbaa !5
  %155 = fadd contract float %154, %152
  %156 = getelementptr inbounds float, ptr %100, i64 %143
  store float %155, ptr %156, align 4, !tbaa !5
  br label %157

157:                                              ; preds = %145, %142, %94
  %158 = sext i32 %13 to i64
  %159 = getelementptr inbounds float, ptr %1, i64 %158
  store float %44, ptr %159, align 4, !tbaa !5
  %160 = getelementptr inbounds float, ptr %2, i64 %158
  store float %99, ptr %160, align 4, !tbaa !5
  br label %192

161:                                              ; preds = %161, %104
  %162 = phi i32 [ 0, %104 ], [ %189, %161 ]
  %163 = phi i32 [ 0, %104 ], [ %190, %161 ]
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr inbounds float, ptr %18, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = fsub contract float %166, %44
  %168 = fmul contract float %99, %167
  %169 = getelementptr inbounds float, ptr %4, i64 %164
  %170 = load float, ptr %169, align 4, !tbaa !5
  %171 = fmul contract float %170, %168
  %172 = getelementptr inbounds float, ptr %5, i64 %164
  %173 = load float, ptr %172, align 4, !tbaa !5
  %174 = fadd contract float %173, %171
  %175 = getelementptr inbounds float, ptr %100, i64 %164
  store float %174, ptr %175, align 4, !tbaa !5
  %176 = or disjoint i32 %162, 1
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds float, ptr %18, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !5
  %180 = fsub contract float %179, %44
  %181 = fmul contract float %99, %180
  %182 = getelementptr inbounds float, ptr %4, i64 %177
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = fmul contract float %183, %181
  %185 = getelementptr inbounds float, ptr %5, i64 %177
  %186 = load float, ptr %185, align 4, !tbaa !5
  %187 = fadd contract float %186, %184
  %188 = getelementptr inbounds float, ptr %100, i64 %177
  store float %187, ptr %188, align 4, !tbaa !5
  %189 = add nuw nsw i32 %162, 2
  %190 = add i32 %163, 2
  %191 = icmp eq i32 %190, %105
  br i1 %191, label %140, label %161, !llvm.loop !15

192:                                              ; preds = %157, %8
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

!0 = !{ptr @_Z25layernorm_forward_kernel1PfS_S_PKfS1_S1_ii, !"kernel", i32 1}
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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
