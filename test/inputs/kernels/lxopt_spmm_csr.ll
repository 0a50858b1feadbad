; ModuleID = 'lxopt_spmm_csr.cu'
source_filename = "lxopt_spmm_csr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z28My_spmm_csr_vector_kernel_v0ILj128EEviPKiS1_PKfS3_Pfii = comdat any

$_Z28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_Pfiii = comdat any

$_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col = comdat any

$_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value = comdat any

@_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [512 x i32] undef, comdat, align 4
@_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [512 x float] undef, comdat, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z28My_spmm_csr_vector_kernel_v0ILj128EEviPKiS1_PKfS3_Pfii(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 comdat {
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl i32 %9, 7
  %13 = add i32 %12, %11
  %14 = icmp slt i32 %10, %0
  %15 = icmp slt i32 %13, %7
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %90

17:                                               ; preds = %8
  %18 = zext nneg i32 %10 to i64
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = sub nsw i32 %22, %20
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %50

25:                                               ; preds = %17
  %26 = add i32 %20, 1
  %27 = and i32 %23, 1
  %28 = icmp eq i32 %22, %26
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = and i32 %23, 2147483646
  br label %56

31:                                               ; preds = %56, %25
  %32 = phi float [ poison, %25 ], [ %86, %56 ]
  %33 = phi float [ 0.000000e+00, %25 ], [ %86, %56 ]
  %34 = phi i32 [ 0, %25 ], [ %87, %56 ]
  %35 = icmp eq i32 %27, 0
  br i1 %35, label %50, label %36

36:                                               ; preds = %31
  %37 = add nsw i32 %34, %20
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %2, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds float, ptr %3, i64 %38
  %42 = load float, ptr %41, align 4, !tbaa !10
  %43 = mul nsw i32 %40, %6
  %44 = add nsw i32 %43, %13
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %4, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !10
  %48 = fmul contract float %42, %47
  %49 = fadd contract float %33, %48
  br label %50

50:                                               ; preds = %36, %31, %17
  %51 = phi float [ 0.000000e+00, %17 ], [ %32, %31 ], [ %49, %36 ]
  %52 = mul nsw i32 %10, %7
  %53 = add nsw i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %5, i64 %54
  store float %51, ptr %55, align 4, !tbaa !10
  br label %90

56:                                               ; preds = %56, %29
  %57 = phi float [ 0.000000e+00, %29 ], [ %86, %56 ]
  %58 = phi i32 [ 0, %29 ], [ %87, %56 ]
  %59 = phi i32 [ 0, %29 ], [ %88, %56 ]
  %60 = add nsw i32 %58, %20
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %2, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = getelementptr inbounds float, ptr %3, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = mul nsw i32 %63, %6
  %67 = add nsw i32 %66, %13
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %4, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !10
  %71 = fmul contract float %65, %70
  %72 = fadd contract float %57, %71
  %73 = or disjoint i32 %58, 1
  %74 = add nsw i32 %73, %20
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %2, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds float, ptr %3, i64 %75
  %79 = load float, ptr %78, align 4, !tbaa !10
  %80 = mul nsw i32 %77, %6
  %81 = add nsw i32 %80, %13
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %4, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !10
  %85 = fmul contract float %79, %84
  %86 = fadd contract float %72, %85
  %87 = add nuw nsw i32 %58, 2
  %88 = add i32 %59, 2
  %89 = icmp eq i32 %88, %30
  br i1 %89, label %31, label %56, !llvm.loop !12

90:                                               ; preds = %50, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_Pfiii(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #2 comdat {
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = shl nsw i32 %10, 7
  %14 = add nuw nsw i32 %13, %12
  %15 = icmp slt i32 %11, %0
  %16 = icmp slt i32 %14, %7
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %150

18:                                               ; preds = %9
  %19 = zext nneg i32 %11 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = sub nsw i32 %23, %21
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %59

26:                                               ; preds = %18
  %27 = shl nuw nsw i32 %12, 2
  %28 = add i32 %21, %27
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %29
  %31 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %29
  %32 = zext nneg i32 %27 to i64
  %33 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %32
  %34 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %32
  %35 = or disjoint i32 %27, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %36
  %38 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %36
  %39 = or disjoint i32 %27, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %40
  %42 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %40
  %43 = or disjoint i32 %27, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %44
  %46 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %44
  %47 = or disjoint i32 %27, 2
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %48
  %50 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %48
  %51 = or disjoint i32 %27, 3
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %52
  %54 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %52
  %55 = or disjoint i32 %27, 3
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %56
  %58 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %56
  br label %65

59:                                               ; preds = %109, %18
  %60 = phi float [ 0.000000e+00, %18 ], [ %147, %109 ]
  %61 = mul nsw i32 %11, %7
  %62 = add nuw nsw i32 %61, %14
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %5, i64 %63
  store float %60, ptr %64, align 4, !tbaa !10
  br label %150

65:                                               ; preds = %26, %109
  %66 = phi float [ 0.000000e+00, %26 ], [ %147, %109 ]
  %67 = phi i32 [ 0, %26 ], [ %110, %109 ]
  %68 = shl nsw i32 %67, 9
  %69 = add i32 %28, %68
  %70 = icmp slt i32 %69, %23
  br i1 %70, label %71, label %77

71:                                               ; preds = %65
  %72 = sext i32 %69 to i64
  %73 = getelementptr inbounds i32, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  store i32 %74, ptr %33, align 4, !tbaa !6
  %75 = getelementptr inbounds float, ptr %3, i64 %72
  %76 = load float, ptr %75, align 4, !tbaa !10
  store float %76, ptr %34, align 4, !tbaa !10
  br label %78

77:                                               ; preds = %65
  store i32 -1, ptr %30, align 4, !tbaa !6
  store float 0.000000e+00, ptr %31, align 4, !tbaa !10
  br label %78

78:                                               ; preds = %71, %77
  %79 = add nsw i32 %69, 1
  %80 = icmp slt i32 %79, %23
  br i1 %80, label %82, label %81

81:                                               ; preds = %78
  store i32 -1, ptr %37, align 4, !tbaa !6
  store float 0.000000e+00, ptr %38, align 4, !tbaa !10
  br label %88

82:                                               ; preds = %78
  %83 = sext i32 %79 to i64
  %84 = getelementptr inbounds i32, ptr %2, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  store i32 %85, ptr %41, align 4, !tbaa !6
  %86 = getelementptr inbounds float, ptr %3, i64 %83
  %87 = load float, ptr %86, align 4, !tbaa !10
  store float %87, ptr %42, align 4, !tbaa !10
  br label %88

88:                                               ; preds = %82, %81
  %89 = add nsw i32 %69, 2
  %90 = icmp slt i32 %89, %23
  br i1 %90, label %92, label %91

91:                                               ; preds = %88
  store i32 -1, ptr %45, align 4, !tbaa !6
  store float 0.000000e+00, ptr %46, align 4, !tbaa !10
  br label %98

92:                                               ; preds = %88
  %93 = sext i32 %89 to i64
  %94 = getelementptr inbounds i32, ptr %2, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  store i32 %95, ptr %49, align 4, !tbaa !6
  %96 = getelementptr inbounds float, ptr %3, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !10
  store float %97, ptr %50, align 4, !tbaa !10
  br label %98

98:                                               ; preds = %92, %91
  %99 = add nsw i32 %69, 3
  %100 = icmp slt i32 %99, %23
  br i1 %100, label %102, label %101

101:                                              ; preds = %98
  store i32 -1, ptr %53, align 4, !tbaa !6
  store float 0.000000e+00, ptr %54, align 4, !tbaa !10
  br label %108

102:                                              ; preds = %98
  %103 = sext i32 %99 to i64
  %104 = getelementptr inbounds i32, ptr %2, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !6
  store i32 %105, ptr %57, align 4, !tbaa !6
  %106 = getelementptr inbounds float, ptr %3, i64 %103
  %107 = load float, ptr %106, align 4, !tbaa !10
  store float %107, ptr %58, align 4, !tbaa !10
  br label %108

108:                                              ; preds = %102, %101
  tail call void @llvm.nvvm.barrier0()
  br label %112

109:                                              ; preds = %146
  %110 = add nuw nsw i32 %67, 512
  %111 = icmp slt i32 %110, %24
  br i1 %111, label %65, label %59, !llvm.loop !14

112:                                              ; preds = %146, %108
  %113 = phi float [ %66, %108 ], [ %147, %146 ]
  %114 = phi i32 [ 0, %108 ], [ %148, %146 ]
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = icmp eq i32 %117, -1
  br i1 %118, label %129, label %119

119:                                              ; preds = %112
  %120 = mul nsw i32 %117, %7
  %121 = add nsw i32 %120, %14
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %4, i64 %122
  %124 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %115
  %125 = load float, ptr %124, align 4, !tbaa !10
  %126 = load float, ptr %123, align 4, !tbaa !10
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %113, %127
  br label %129

129:                                              ; preds = %119, %112
  %130 = phi float [ %128, %119 ], [ %113, %112 ]
  %131 = or disjoint i32 %114, 1
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE6As_col to ptr), i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = icmp eq i32 %134, -1
  br i1 %135, label %146, label %136

136:                                              ; preds = %129
  %137 = mul nsw i32 %134, %7
  %138 = add nsw i32 %137, %14
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %4, i64 %139
  %141 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_PfiiiE8As_value to ptr), i64 0, i64 %132
  %142 = load float, ptr %141, align 4, !tbaa !10
  %143 = load float, ptr %140, align 4, !tbaa !10
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %130, %144
  br label %146

146:                                              ; preds = %136, %129
  %147 = phi float [ %145, %136 ], [ %130, %129 ]
  %148 = add nuw nsw i32 %114, 2
  %149 = icmp eq i32 %148, 512
  br i1 %149, label %109, label %112, !llvm.loop !15

150:                                              ; preds = %59, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z28My_spmm_csr_vector_kernel_v0ILj128EEviPKiS1_PKfS3_Pfii, !"kernel", i32 1}
!1 = !{ptr @_Z28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_Pfiii, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
