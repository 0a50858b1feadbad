; ModuleID = 'cudasamples_g2s_largechunk.cu'
source_filename = "cudasamples_g2s_largechunk.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_ii = comdat any

$_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As = comdat any

$_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs = comdat any

@_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 16
@_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_ii(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat {
  %6 = shl nsw i32 %3, 4
  %7 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = mul i32 %6, %7
  %9 = add nsw i32 %8, %3
  %10 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %59

14:                                               ; preds = %5
  %15 = shl nuw nsw i32 %10, 2
  %16 = icmp ult i32 %10, 4
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = mul i32 %17, %3
  %22 = add i32 %21, %15
  %23 = addrspacecast ptr %20 to ptr addrspace(3)
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %18, i64 %19
  %25 = addrspacecast ptr %24 to ptr addrspace(3)
  %26 = zext nneg i32 %10 to i64
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 0
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 0, i64 %26
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 1
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 1, i64 %26
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 2
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 2, i64 %26
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 3
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 3, i64 %26
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 4
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 4, i64 %26
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 5
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 5, i64 %26
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 6
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 6, i64 %26
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 7
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 7, i64 %26
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 8
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 8, i64 %26
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 9
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 9, i64 %26
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 10
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 10, i64 %26
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 11
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 11, i64 %26
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 12
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 12, i64 %26
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 13
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 13, i64 %26
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 14
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 14, i64 %26
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %18, i64 15
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 15, i64 %26
  br label %71

59:                                               ; preds = %98, %12
  %60 = phi i32 [ %13, %12 ], [ %17, %98 ]
  %61 = phi float [ 0.000000e+00, %12 ], [ %164, %98 ]
  %62 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %63 = shl i32 %62, 4
  %64 = shl nuw nsw i32 %7, 4
  %65 = add nuw nsw i32 %64, %60
  %66 = mul i32 %65, %4
  %67 = add i32 %63, %10
  %68 = add i32 %67, %66
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  store float %61, ptr %70, align 4, !tbaa !5
  ret void

71:                                               ; preds = %14, %98
  %72 = phi float [ 0.000000e+00, %14 ], [ %164, %98 ]
  %73 = phi i32 [ %8, %14 ], [ %165, %98 ]
  %74 = phi i8 [ 0, %14 ], [ %100, %98 ]
  %75 = phi i8 [ 0, %14 ], [ %99, %98 ]
  br i1 %16, label %76, label %98

76:                                               ; preds = %71
  %77 = add i32 %22, %73
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  %80 = addrspacecast ptr %79 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %23, ptr addrspace(1) %80)
  %81 = getelementptr inbounds float, ptr %2, i64 %78
  %82 = addrspacecast ptr %81 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %25, ptr addrspace(1) %82)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #4, !srcloc !9
  %83 = add i8 %75, 1
  %84 = icmp eq i8 %83, %74
  br i1 %84, label %98, label %85

85:                                               ; preds = %76
  %86 = sub i8 %75, %74
  switch i8 %86, label %95 [
    i8 0, label %87
    i8 1, label %88
    i8 2, label %89
    i8 3, label %90
    i8 4, label %91
    i8 5, label %92
    i8 6, label %93
    i8 7, label %94
  ]

87:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !srcloc !10
  br label %96

88:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !srcloc !10
  br label %96

89:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !srcloc !10
  br label %96

90:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !srcloc !10
  br label %96

91:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !srcloc !10
  br label %96

92:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !srcloc !10
  br label %96

93:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !srcloc !10
  br label %96

94:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !srcloc !10
  br label %96

95:                                               ; preds = %85
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !srcloc !10
  br label %96

96:                                               ; preds = %95, %94, %93, %92, %91, %90, %89, %88, %87
  %97 = add i8 %74, 1
  br label %98

98:                                               ; preds = %96, %76, %71
  %99 = phi i8 [ %75, %71 ], [ %74, %76 ], [ %83, %96 ]
  %100 = phi i8 [ %74, %71 ], [ %74, %76 ], [ %97, %96 ]
  tail call void @llvm.nvvm.barrier0()
  %101 = load float, ptr %27, align 4, !tbaa !5
  %102 = load float, ptr %28, align 4, !tbaa !5
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %72, %103
  %105 = load float, ptr %29, align 4, !tbaa !5
  %106 = load float, ptr %30, align 4, !tbaa !5
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %31, align 4, !tbaa !5
  %110 = load float, ptr %32, align 4, !tbaa !5
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %33, align 4, !tbaa !5
  %114 = load float, ptr %34, align 4, !tbaa !5
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %35, align 4, !tbaa !5
  %118 = load float, ptr %36, align 4, !tbaa !5
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %37, align 4, !tbaa !5
  %122 = load float, ptr %38, align 4, !tbaa !5
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %39, align 4, !tbaa !5
  %126 = load float, ptr %40, align 4, !tbaa !5
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %41, align 4, !tbaa !5
  %130 = load float, ptr %42, align 4, !tbaa !5
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %43, align 4, !tbaa !5
  %134 = load float, ptr %44, align 4, !tbaa !5
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  %137 = load float, ptr %45, align 4, !tbaa !5
  %138 = load float, ptr %46, align 4, !tbaa !5
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %136, %139
  %141 = load float, ptr %47, align 4, !tbaa !5
  %142 = load float, ptr %48, align 4, !tbaa !5
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %49, align 4, !tbaa !5
  %146 = load float, ptr %50, align 4, !tbaa !5
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  %149 = load float, ptr %51, align 4, !tbaa !5
  %150 = load float, ptr %52, align 4, !tbaa !5
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %148, %151
  %153 = load float, ptr %53, align 4, !tbaa !5
  %154 = load float, ptr %54, align 4, !tbaa !5
  %155 = fmul contract float %153, %154
  %156 = fadd contract float %152, %155
  %157 = load float, ptr %55, align 4, !tbaa !5
  %158 = load float, ptr %56, align 4, !tbaa !5
  %159 = fmul contract float %157, %158
  %160 = fadd contract float %156, %159
  %161 = load float, ptr %57, align 4, !tbaa !5
  %162 = load float, ptr %58, align 4, !tbaa !5
  %163 = fmul contract float %161, %162
  %164 = fadd contract float %160, %163
  tail call void @llvm.nvvm.barrier0()
  %165 = add nsw i32 %73, 16
  %166 = icmp slt i32 %165, %9
  br i1 %166, label %71, label %59, !llvm.loop !11
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
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z28MatrixMulAsyncCopyLargeChunkILi16EEvPfPKfS2_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 43808}
!10 = !{i64 43611}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
