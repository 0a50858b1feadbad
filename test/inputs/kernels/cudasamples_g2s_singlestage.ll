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

61:                                               ; preds = %70, %16
  %62 = phi i32 [ %17, %16 ], [ %26, %70 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %145, %70 ]
  %64 = mul i32 %12, %7
  %65 = add i32 %11, %15
  %66 = add i32 %65, %62
  %67 = add i32 %66, %64
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  store float %63, ptr %69, align 4, !tbaa !5
  ret void

70:                                               ; preds = %18, %70
  %71 = phi float [ 0.000000e+00, %18 ], [ %145, %70 ]
  %72 = phi i32 [ %8, %18 ], [ %146, %70 ]
  %73 = phi i32 [ %11, %18 ], [ %147, %70 ]
  %74 = add i32 %23, %72
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = addrspacecast ptr %76 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %24, ptr addrspace(1) %77)
  %78 = add i32 %27, %73
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %2, i64 %79
  %81 = addrspacecast ptr %80 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %28, ptr addrspace(1) %81)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %82 = load float, ptr %29, align 4, !tbaa !5
  %83 = load float, ptr %30, align 4, !tbaa !5
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %71, %84
  %86 = load float, ptr %31, align 4, !tbaa !5
  %87 = load float, ptr %32, align 4, !tbaa !5
  %88 = fmul contract float %86, %87
  %89 = fadd contract float %85, %88
  %90 = load float, ptr %33, align 4, !tbaa !5
  %91 = load float, ptr %34, align 4, !tbaa !5
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %89, %92
  %94 = load float, ptr %35, align 4, !tbaa !5
  %95 = load float, ptr %36, align 4, !tbaa !5
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %37, align 4, !tbaa !5
  %99 = load float, ptr %38, align 4, !tbaa !5
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %39, align 4, !tbaa !5
  %103 = load float, ptr %40, align 4, !tbaa !5
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %41, align 4, !tbaa !5
  %107 = load float, ptr %42, align 4, !tbaa !5
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %43, align 4, !tbaa !5
  %111 = load float, ptr %44, align 4, !tbaa !5
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %45, align 4, !tbaa !5
  %115 = load float, ptr %46, align 4, !tbaa !5
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %47, align 4, !tbaa !5
  %119 = load float, ptr %48, align 4, !tbaa !5
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %49, align 4, !tbaa !5
  %123 = load float, ptr %50, align 4, !tbaa !5
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %51, align 4, !tbaa !5
  %127 = load float, ptr %52, align 4, !tbaa !5
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %53, align 4, !tbaa !5
  %131 = load float, ptr %54, align 4, !tbaa !5
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %55, align 4, !tbaa !5
  %135 = load float, ptr %56, align 4, !tbaa !5
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  %138 = load float, ptr %57, align 4, !tbaa !5
  %139 = load float, ptr %58, align 4, !tbaa !5
  %140 = fmul contract float %138, %139
  %141 = fadd contract float %137, %140
  %142 = load float, ptr %59, align 4, !tbaa !5
  %143 = load float, ptr %60, align 4, !tbaa !5
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %141, %144
  tail call void @llvm.nvvm.barrier0()
  %146 = add nsw i32 %72, 16
  %147 = add nsw i32 %73, %12
  %148 = icmp slt i32 %146, %9
  br i1 %148, label %70, label %61, !llvm.loop !9
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

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
