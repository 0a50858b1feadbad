; ModuleID = 'cudasamples_g2s_multistage.cu'
source_filename = "cudasamples_g2s_multistage.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_ii = comdat any

$_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As = comdat any

$_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs = comdat any

@_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As = linkonce_odr dso_local addrspace(3) global [4 x [16 x [16 x float]]] undef, comdat, align 4
@_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs = linkonce_odr dso_local addrspace(3) global [4 x [16 x [16 x float]]] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_ii(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat {
  %6 = shl nsw i32 %3, 4
  %7 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = mul i32 %6, %7
  %9 = add nsw i32 %8, %3
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = shl nsw i32 %4, 4
  %13 = icmp sgt i32 %3, 0
  %14 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %13, label %18, label %16

16:                                               ; preds = %5
  %17 = mul i32 %14, %4
  br label %37

18:                                               ; preds = %5
  %19 = zext nneg i32 %14 to i64
  %20 = zext nneg i32 %15 to i64
  %21 = mul i32 %14, %3
  %22 = add i32 %21, %15
  %23 = mul i32 %14, %4
  %24 = add i32 %23, %15
  br label %25

25:                                               ; preds = %18, %91
  %26 = phi float [ 0.000000e+00, %18 ], [ %189, %91 ]
  %27 = phi i32 [ %8, %18 ], [ %191, %91 ]
  %28 = phi i32 [ 0, %18 ], [ %190, %91 ]
  %29 = phi i32 [ %8, %18 ], [ %79, %91 ]
  %30 = phi i32 [ %11, %18 ], [ %78, %91 ]
  %31 = phi i32 [ 0, %18 ], [ %77, %91 ]
  %32 = phi i32 [ 0, %18 ], [ %76, %91 ]
  %33 = sext i32 %27 to i64
  %34 = add nsw i64 %33, 64
  %35 = sext i32 %29 to i64
  %36 = icmp ult i64 %34, %35
  br i1 %36, label %75, label %46

37:                                               ; preds = %91, %16
  %38 = phi i32 [ %17, %16 ], [ %23, %91 ]
  %39 = phi float [ 0.000000e+00, %16 ], [ %189, %91 ]
  %40 = mul i32 %12, %7
  %41 = add i32 %11, %15
  %42 = add i32 %41, %38
  %43 = add i32 %42, %40
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  store float %39, ptr %45, align 4, !tbaa !5
  ret void

46:                                               ; preds = %25, %68
  %47 = phi i32 [ %70, %68 ], [ %29, %25 ]
  %48 = phi i32 [ %71, %68 ], [ %30, %25 ]
  %49 = phi i32 [ %72, %68 ], [ %31, %25 ]
  %50 = phi i32 [ %69, %68 ], [ %32, %25 ]
  %51 = icmp slt i32 %47, %9
  br i1 %51, label %52, label %68

52:                                               ; preds = %46
  %53 = and i32 %49, 3
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %54, i64 %19, i64 %20
  %56 = add i32 %22, %47
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = addrspacecast ptr %55 to ptr addrspace(3)
  %60 = addrspacecast ptr %58 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %59, ptr addrspace(1) %60)
  %61 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %54, i64 %19, i64 %20
  %62 = add i32 %24, %48
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %2, i64 %63
  %65 = addrspacecast ptr %61 to ptr addrspace(3)
  %66 = addrspacecast ptr %64 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %65, ptr addrspace(1) %66)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %67 = add i32 %50, 1
  br label %68

68:                                               ; preds = %46, %52
  %69 = phi i32 [ %67, %52 ], [ %50, %46 ]
  %70 = add nsw i32 %47, 16
  %71 = add nsw i32 %48, %12
  %72 = add nsw i32 %49, 1
  %73 = sext i32 %70 to i64
  %74 = icmp ult i64 %34, %73
  br i1 %74, label %75, label %46, !llvm.loop !9

75:                                               ; preds = %68, %25
  %76 = phi i32 [ %32, %25 ], [ %69, %68 ]
  %77 = phi i32 [ %31, %25 ], [ %72, %68 ]
  %78 = phi i32 [ %30, %25 ], [ %71, %68 ]
  %79 = phi i32 [ %29, %25 ], [ %70, %68 ]
  %80 = xor i32 %28, -1
  %81 = add i32 %76, %80
  switch i32 %81, label %90 [
    i32 0, label %82
    i32 1, label %83
    i32 2, label %84
    i32 3, label %85
    i32 4, label %86
    i32 5, label %87
    i32 6, label %88
    i32 7, label %89
  ]

82:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %91

83:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %91

84:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %91

85:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %91

86:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %91

87:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %91

88:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %91

89:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %91

90:                                               ; preds = %75
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %91

91:                                               ; preds = %82, %83, %84, %85, %86, %87, %88, %89, %90
  tail call void @llvm.nvvm.barrier0()
  %92 = and i32 %28, 3
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 0
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 0, i64 %20
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = fmul contract float %95, %97
  %99 = fadd contract float %26, %98
  %100 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 1
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 1, i64 %20
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = fmul contract float %101, %103
  %105 = fadd contract float %99, %104
  %106 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 2
  %107 = load float, ptr %106, align 4, !tbaa !5
  %108 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 2, i64 %20
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fmul contract float %107, %109
  %111 = fadd contract float %105, %110
  %112 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 3
  %113 = load float, ptr %112, align 4, !tbaa !5
  %114 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 3, i64 %20
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = fmul contract float %113, %115
  %117 = fadd contract float %111, %116
  %118 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 4
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 4, i64 %20
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = fmul contract float %119, %121
  %123 = fadd contract float %117, %122
  %124 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 5
  %125 = load float, ptr %124, align 4, !tbaa !5
  %126 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 5, i64 %20
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul contract float %125, %127
  %129 = fadd contract float %123, %128
  %130 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 6
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 6, i64 %20
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fmul contract float %131, %133
  %135 = fadd contract float %129, %134
  %136 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 7
  %137 = load float, ptr %136, align 4, !tbaa !5
  %138 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 7, i64 %20
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = fmul contract float %137, %139
  %141 = fadd contract float %135, %140
  %142 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 8
  %143 = load float, ptr %142, align 4, !tbaa !5
  %144 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 8, i64 %20
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %143, %145
  %147 = fadd contract float %141, %146
  %148 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 9
  %149 = load float, ptr %148, align 4, !tbaa !5
  %150 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 9, i64 %20
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = fmul contract float %149, %151
  %153 = fadd contract float %147, %152
  %154 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 10
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 10, i64 %20
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = fmul contract float %155, %157
  %159 = fadd contract float %153, %158
  %160 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 11
  %161 = load float, ptr %160, align 4, !tbaa !5
  %162 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 11, i64 %20
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = fmul contract float %161, %163
  %165 = fadd contract float %159, %164
  %166 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 12
  %167 = load float, ptr %166, align 4, !tbaa !5
  %168 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 12, i64 %20
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = fmul contract float %167, %169
  %171 = fadd contract float %165, %170
  %172 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 13
  %173 = load float, ptr %172, align 4, !tbaa !5
  %174 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 13, i64 %20
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = fmul contract float %173, %175
  %177 = fadd contract float %171, %176
  %178 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 14
  %179 = load float, ptr %178, align 4, !tbaa !5
  %180 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 14, i64 %20
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = fmul contract float %179, %181
  %183 = fadd contract float %177, %182
  %184 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %93, i64 %19, i64 15
  %185 = load float, ptr %184, align 4, !tbaa !5
  %186 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %93, i64 15, i64 %20
  %187 = load float, ptr %186, align 4, !tbaa !5
  %188 = fmul contract float %185, %187
  %189 = fadd contract float %183, %188
  %190 = add nuw i32 %28, 1
  %191 = add nsw i32 %27, 16
  %192 = icmp slt i32 %191, %9
  br i1 %192, label %25, label %37, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
