; ModuleID = 'cudasamples_g2s_singlestage.cu'
source_filename = "cudasamples_g2s_singlestage.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_ii = comdat any

$_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As = comdat any

$_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs = comdat any

@_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_ii(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat {
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
  br label %61

18:                                               ; preds = %5
  %19 = zext nneg i32 %14 to i64
  %20 = zext nneg i32 %15 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 %20
  %22 = mul i32 %14, %3
  %23 = add i32 %22, %15
  %24 = addrspacecast ptr %21 to ptr addrspace(3)
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %19, i64 %20
  %26 = mul i32 %14, %4
  %27 = add i32 %26, %15
  %28 = addrspacecast ptr %25 to ptr addrspace(3)
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 0
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 0, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 1
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 1, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 2
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 2, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 3
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 3, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 4
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 4, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 5
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 5, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 6
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 6, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 7
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 7, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 8
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 8, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 9
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 9, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 10
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 10, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 11
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 11, i64 %20
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 12
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 12, i64 %20
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 13
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 13, i64 %20
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 14
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 14, i64 %20
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %19, i64 15
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %70

61:                                               ; preds = %99, %16
  %62 = phi i32 [ %17, %16 ], [ %26, %99 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %164, %99 ]
  %64 = mul i32 %12, %7
  %65 = add i32 %11, %15
  %66 = add i32 %65, %62
  %67 = add i32 %66, %64
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  store float %63, ptr %69, align 4, !tbaa !5
  ret void

70:                                               ; preds = %18, %99
  %71 = phi float [ 0.000000e+00, %18 ], [ %164, %99 ]
  %72 = phi i32 [ %8, %18 ], [ %165, %99 ]
  %73 = phi i32 [ %11, %18 ], [ %166, %99 ]
  %74 = phi i8 [ 0, %18 ], [ %100, %99 ]
  %75 = phi i8 [ 0, %18 ], [ %84, %99 ]
  %76 = add i32 %23, %72
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = addrspacecast ptr %78 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %24, ptr addrspace(1) %79)
  %80 = add i32 %27, %73
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %2, i64 %81
  %83 = addrspacecast ptr %82 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %28, ptr addrspace(1) %83)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #4, !srcloc !9
  %84 = add i8 %75, 1
  %85 = icmp eq i8 %84, %74
  br i1 %85, label %99, label %86

86:                                               ; preds = %70
  %87 = sub i8 %75, %74
  switch i8 %87, label %96 [
    i8 0, label %88
    i8 1, label %89
    i8 2, label %90
    i8 3, label %91
    i8 4, label %92
    i8 5, label %93
    i8 6, label %94
    i8 7, label %95
  ]

88:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !srcloc !10
  br label %97

89:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !srcloc !10
  br label %97

90:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !srcloc !10
  br label %97

91:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !srcloc !10
  br label %97

92:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !srcloc !10
  br label %97

93:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !srcloc !10
  br label %97

94:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !srcloc !10
  br label %97

95:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !srcloc !10
  br label %97

96:                                               ; preds = %86
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !srcloc !10
  br label %97

97:                                               ; preds = %96, %95, %94, %93, %92, %91, %90, %89, %88
  %98 = add i8 %74, 1
  br label %99

99:                                               ; preds = %70, %97
  %100 = phi i8 [ %74, %70 ], [ %98, %97 ]
  tail call void @llvm.nvvm.barrier0()
  %101 = load float, ptr %29, align 4, !tbaa !5
  %102 = load float, ptr %30, align 4, !tbaa !5
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %71, %103
  %105 = load float, ptr %31, align 4, !tbaa !5
  %106 = load float, ptr %32, align 4, !tbaa !5
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %33, align 4, !tbaa !5
  %110 = load float, ptr %34, align 4, !tbaa !5
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %35, align 4, !tbaa !5
  %114 = load float, ptr %36, align 4, !tbaa !5
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %37, align 4, !tbaa !5
  %118 = load float, ptr %38, align 4, !tbaa !5
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %39, align 4, !tbaa !5
  %122 = load float, ptr %40, align 4, !tbaa !5
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %41, align 4, !tbaa !5
  %126 = load float, ptr %42, align 4, !tbaa !5
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %43, align 4, !tbaa !5
  %130 = load float, ptr %44, align 4, !tbaa !5
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %45, align 4, !tbaa !5
  %134 = load float, ptr %46, align 4, !tbaa !5
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  %137 = load float, ptr %47, align 4, !tbaa !5
  %138 = load float, ptr %48, align 4, !tbaa !5
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %136, %139
  %141 = load float, ptr %49, align 4, !tbaa !5
  %142 = load float, ptr %50, align 4, !tbaa !5
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %51, align 4, !tbaa !5
  %146 = load float, ptr %52, align 4, !tbaa !5
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  %149 = load float, ptr %53, align 4, !tbaa !5
  %150 = load float, ptr %54, align 4, !tbaa !5
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %148, %151
  %153 = load float, ptr %55, align 4, !tbaa !5
  %154 = load float, ptr %56, align 4, !tbaa !5
  %155 = fmul contract float %153, %154
  %156 = fadd contract float %152, %155
  %157 = load float, ptr %57, align 4, !tbaa !5
  %158 = load float, ptr %58, align 4, !tbaa !5
  %159 = fmul contract float %157, %158
  %160 = fadd contract float %156, %159
  %161 = load float, ptr %59, align 4, !tbaa !5
  %162 = load float, ptr %60, align 4, !tbaa !5
  %163 = fmul contract float %161, %162
  %164 = fadd contract float %160, %163
  tail call void @llvm.nvvm.barrier0()
  %165 = add nsw i32 %72, 16
  %166 = add nsw i32 %73, %12
  %167 = icmp slt i32 %165, %9
  br i1 %167, label %70, label %61, !llvm.loop !11
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

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z29MatrixMulAsyncCopySingleStageILi16EEvPfPKfS2_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 43061}
!10 = !{i64 42864}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
