; ModuleID = 'counter_branches.cu'
source_filename = "counter_branches.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13release_afterE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ13release_afterE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ14release_insideE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ14release_insideE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10no_releaseE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10no_releaseE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10tile_guardE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10tile_guardE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @release_after(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %53

9:                                                ; preds = %5
  %10 = icmp ult i32 %7, 4
  %11 = zext nneg i32 %6 to i64
  %12 = shl nuw nsw i32 %7, 2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %11, i64 %13
  %15 = mul nsw i32 %6, %3
  %16 = add i32 %15, %12
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 %11, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %7 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 0, i64 %11
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 1, i64 %11
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 2, i64 %11
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 3, i64 %11
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 4, i64 %11
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 5, i64 %11
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 6, i64 %11
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 7, i64 %11
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 8, i64 %11
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 9, i64 %11
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 10, i64 %11
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 11, i64 %11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 12, i64 %11
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 13, i64 %11
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 14, i64 %11
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2As to ptr), i64 0, i64 %20, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13release_afterE2Bs to ptr), i64 0, i64 15, i64 %11
  br label %59

53:                                               ; preds = %86, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %151, %86 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !10
  ret void

59:                                               ; preds = %9, %86
  %60 = phi i32 [ 0, %9 ], [ %152, %86 ]
  %61 = phi float [ 0.000000e+00, %9 ], [ %151, %86 ]
  %62 = phi i32 [ 0, %9 ], [ %87, %86 ]
  br i1 %10, label %63, label %86

63:                                               ; preds = %59
  %64 = shl nsw i32 %60, 4
  %65 = add i32 %16, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = addrspacecast ptr %67 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %68)
  %69 = add nuw nsw i32 %64, %6
  %70 = shl nsw i32 %69, 4
  %71 = or disjoint i32 %70, %12
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %2, i64 %72
  %74 = addrspacecast ptr %73 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %74)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %75 = add i32 %62, 1
  %76 = sub i32 %62, %60
  switch i32 %76, label %85 [
    i32 0, label %77
    i32 1, label %78
    i32 2, label %79
    i32 3, label %80
    i32 4, label %81
    i32 5, label %82
    i32 6, label %83
    i32 7, label %84
  ]

77:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %86

78:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %86

79:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %86

80:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %86

81:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %86

82:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %86

83:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %86

84:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %86

85:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %86

86:                                               ; preds = %85, %84, %83, %82, %81, %80, %79, %78, %77, %59
  %87 = phi i32 [ %62, %59 ], [ %75, %77 ], [ %75, %78 ], [ %75, %79 ], [ %75, %80 ], [ %75, %81 ], [ %75, %82 ], [ %75, %83 ], [ %75, %84 ], [ %75, %85 ]
  tail call void @llvm.nvvm.barrier0()
  %88 = load float, ptr %21, align 4, !tbaa !10
  %89 = load float, ptr %22, align 4, !tbaa !10
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %61, %90
  %92 = load float, ptr %23, align 4, !tbaa !10
  %93 = load float, ptr %24, align 4, !tbaa !10
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %91, %94
  %96 = load float, ptr %25, align 4, !tbaa !10
  %97 = load float, ptr %26, align 4, !tbaa !10
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %95, %98
  %100 = load float, ptr %27, align 4, !tbaa !10
  %101 = load float, ptr %28, align 4, !tbaa !10
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %29, align 4, !tbaa !10
  %105 = load float, ptr %30, align 4, !tbaa !10
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %31, align 4, !tbaa !10
  %109 = load float, ptr %32, align 4, !tbaa !10
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %33, align 4, !tbaa !10
  %113 = load float, ptr %34, align 4, !tbaa !10
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %35, align 4, !tbaa !10
  %117 = load float, ptr %36, align 4, !tbaa !10
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %37, align 4, !tbaa !10
  %121 = load float, ptr %38, align 4, !tbaa !10
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %39, align 4, !tbaa !10
  %125 = load float, ptr %40, align 4, !tbaa !10
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %41, align 4, !tbaa !10
  %129 = load float, ptr %42, align 4, !tbaa !10
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %43, align 4, !tbaa !10
  %133 = load float, ptr %44, align 4, !tbaa !10
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %45, align 4, !tbaa !10
  %137 = load float, ptr %46, align 4, !tbaa !10
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %47, align 4, !tbaa !10
  %141 = load float, ptr %48, align 4, !tbaa !10
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %49, align 4, !tbaa !10
  %145 = load float, ptr %50, align 4, !tbaa !10
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %51, align 4, !tbaa !10
  %149 = load float, ptr %52, align 4, !tbaa !10
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = add nuw nsw i32 %60, 1
  tail call void @llvm.nvvm.barrier0()
  %153 = icmp eq i32 %152, %4
  br i1 %153, label %53, label %59, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @release_inside(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = mul nsw i32 %7, %3
  %16 = add i32 %15, %8
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14release_insideE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %89, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %155, %89 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !10
  ret void

59:                                               ; preds = %10, %89
  %60 = phi i32 [ 0, %10 ], [ %156, %89 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %155, %89 ]
  %62 = phi i32 [ 0, %10 ], [ %91, %89 ]
  %63 = phi i32 [ 0, %10 ], [ %90, %89 ]
  br i1 %11, label %64, label %89

64:                                               ; preds = %59
  %65 = shl nsw i32 %60, 4
  %66 = add i32 %16, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %69)
  %70 = add nuw nsw i32 %65, %7
  %71 = shl nsw i32 %70, 4
  %72 = or disjoint i32 %71, %8
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %75)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %76 = add i32 %63, 1
  %77 = sub i32 %63, %62
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ]

78:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %87

79:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %87

80:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %87

81:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %87

82:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %87

83:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %87

84:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %87

85:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %87

86:                                               ; preds = %64
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %87

87:                                               ; preds = %78, %79, %80, %81, %82, %83, %84, %85, %86
  %88 = add i32 %62, 1
  br label %89

89:                                               ; preds = %87, %59
  %90 = phi i32 [ %76, %87 ], [ %63, %59 ]
  %91 = phi i32 [ %88, %87 ], [ %62, %59 ]
  tail call void @llvm.nvvm.barrier0()
  %92 = load float, ptr %21, align 4, !tbaa !10
  %93 = load float, ptr %22, align 4, !tbaa !10
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %61, %94
  %96 = load float, ptr %23, align 4, !tbaa !10
  %97 = load float, ptr %24, align 4, !tbaa !10
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %95, %98
  %100 = load float, ptr %25, align 4, !tbaa !10
  %101 = load float, ptr %26, align 4, !tbaa !10
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %27, align 4, !tbaa !10
  %105 = load float, ptr %28, align 4, !tbaa !10
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %29, align 4, !tbaa !10
  %109 = load float, ptr %30, align 4, !tbaa !10
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %31, align 4, !tbaa !10
  %113 = load float, ptr %32, align 4, !tbaa !10
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %33, align 4, !tbaa !10
  %117 = load float, ptr %34, align 4, !tbaa !10
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %35, align 4, !tbaa !10
  %121 = load float, ptr %36, align 4, !tbaa !10
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %37, align 4, !tbaa !10
  %125 = load float, ptr %38, align 4, !tbaa !10
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %39, align 4, !tbaa !10
  %129 = load float, ptr %40, align 4, !tbaa !10
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %41, align 4, !tbaa !10
  %133 = load float, ptr %42, align 4, !tbaa !10
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %43, align 4, !tbaa !10
  %137 = load float, ptr %44, align 4, !tbaa !10
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %45, align 4, !tbaa !10
  %141 = load float, ptr %46, align 4, !tbaa !10
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %47, align 4, !tbaa !10
  %145 = load float, ptr %48, align 4, !tbaa !10
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %49, align 4, !tbaa !10
  %149 = load float, ptr %50, align 4, !tbaa !10
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = load float, ptr %51, align 4, !tbaa !10
  %153 = load float, ptr %52, align 4, !tbaa !10
  %154 = fmul contract float %152, %153
  %155 = fadd contract float %151, %154
  tail call void @llvm.nvvm.barrier0()
  %156 = add nuw nsw i32 %60, 1
  %157 = icmp eq i32 %156, %4
  br i1 %157, label %53, label %59, !llvm.loop !16
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @no_release(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = mul nsw i32 %7, %3
  %16 = add i32 %15, %8
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10no_releaseE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %85, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %150, %85 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !10
  ret void

59:                                               ; preds = %10, %85
  %60 = phi i32 [ 0, %10 ], [ %151, %85 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %150, %85 ]
  %62 = phi i32 [ 0, %10 ], [ %86, %85 ]
  br i1 %11, label %63, label %85

63:                                               ; preds = %59
  %64 = shl nsw i32 %60, 4
  %65 = add i32 %16, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = addrspacecast ptr %67 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %68)
  %69 = add nuw nsw i32 %64, %7
  %70 = shl nsw i32 %69, 4
  %71 = or disjoint i32 %70, %8
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %2, i64 %72
  %74 = addrspacecast ptr %73 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %74)
  tail call void @llvm.nvvm.cp.async.commit.group()
  switch i32 %62, label %83 [
    i32 0, label %75
    i32 1, label %76
    i32 2, label %77
    i32 3, label %78
    i32 4, label %79
    i32 5, label %80
    i32 6, label %81
    i32 7, label %82
  ]

75:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %85

76:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %85

77:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %85

78:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %85

79:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %85

80:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %85

81:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %85

82:                                               ; preds = %63
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %85

83:                                               ; preds = %63
  %84 = add i32 %62, 1
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %85

85:                                               ; preds = %83, %82, %81, %80, %79, %78, %77, %76, %75, %59
  %86 = phi i32 [ %62, %59 ], [ 1, %75 ], [ 2, %76 ], [ 3, %77 ], [ 4, %78 ], [ 5, %79 ], [ 6, %80 ], [ 7, %81 ], [ 8, %82 ], [ %84, %83 ]
  tail call void @llvm.nvvm.barrier0()
  %87 = load float, ptr %21, align 4, !tbaa !10
  %88 = load float, ptr %22, align 4, !tbaa !10
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %61, %89
  %91 = load float, ptr %23, align 4, !tbaa !10
  %92 = load float, ptr %24, align 4, !tbaa !10
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %90, %93
  %95 = load float, ptr %25, align 4, !tbaa !10
  %96 = load float, ptr %26, align 4, !tbaa !10
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %27, align 4, !tbaa !10
  %100 = load float, ptr %28, align 4, !tbaa !10
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %29, align 4, !tbaa !10
  %104 = load float, ptr %30, align 4, !tbaa !10
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %31, align 4, !tbaa !10
  %108 = load float, ptr %32, align 4, !tbaa !10
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %33, align 4, !tbaa !10
  %112 = load float, ptr %34, align 4, !tbaa !10
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %35, align 4, !tbaa !10
  %116 = load float, ptr %36, align 4, !tbaa !10
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %37, align 4, !tbaa !10
  %120 = load float, ptr %38, align 4, !tbaa !10
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %39, align 4, !tbaa !10
  %124 = load float, ptr %40, align 4, !tbaa !10
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %41, align 4, !tbaa !10
  %128 = load float, ptr %42, align 4, !tbaa !10
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %43, align 4, !tbaa !10
  %132 = load float, ptr %44, align 4, !tbaa !10
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %45, align 4, !tbaa !10
  %136 = load float, ptr %46, align 4, !tbaa !10
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  %139 = load float, ptr %47, align 4, !tbaa !10
  %140 = load float, ptr %48, align 4, !tbaa !10
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %138, %141
  %143 = load float, ptr %49, align 4, !tbaa !10
  %144 = load float, ptr %50, align 4, !tbaa !10
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %51, align 4, !tbaa !10
  %148 = load float, ptr %52, align 4, !tbaa !10
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  tail call void @llvm.nvvm.barrier0()
  %151 = add nuw nsw i32 %60, 1
  %152 = icmp eq i32 %151, %4
  br i1 %152, label %53, label %59, !llvm.loop !17
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_guard(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = mul nsw i32 %7, %3
  %16 = add i32 %15, %8
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_guardE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %89, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %154, %89 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !10
  ret void

59:                                               ; preds = %10, %89
  %60 = phi i32 [ 0, %10 ], [ %155, %89 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %154, %89 ]
  %62 = phi i32 [ 0, %10 ], [ %90, %89 ]
  %63 = and i32 %60, 1
  %64 = icmp eq i32 %63, 0
  %65 = and i1 %11, %64
  br i1 %65, label %66, label %89

66:                                               ; preds = %59
  %67 = shl nsw i32 %60, 4
  %68 = add i32 %16, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = addrspacecast ptr %70 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %71)
  %72 = add nuw nsw i32 %67, %7
  %73 = shl nsw i32 %72, 4
  %74 = or disjoint i32 %73, %8
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %2, i64 %75
  %77 = addrspacecast ptr %76 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %77)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %78 = add i32 %62, 1
  %79 = sub i32 %62, %60
  switch i32 %79, label %88 [
    i32 0, label %80
    i32 1, label %81
    i32 2, label %82
    i32 3, label %83
    i32 4, label %84
    i32 5, label %85
    i32 6, label %86
    i32 7, label %87
  ]

80:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %89

81:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %89

82:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %89

83:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %89

84:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %89

85:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %89

86:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %89

87:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %89

88:                                               ; preds = %66
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %89

89:                                               ; preds = %88, %87, %86, %85, %84, %83, %82, %81, %80, %59
  %90 = phi i32 [ %62, %59 ], [ %78, %80 ], [ %78, %81 ], [ %78, %82 ], [ %78, %83 ], [ %78, %84 ], [ %78, %85 ], [ %78, %86 ], [ %78, %87 ], [ %78, %88 ]
  tail call void @llvm.nvvm.barrier0()
  %91 = load float, ptr %21, align 4, !tbaa !10
  %92 = load float, ptr %22, align 4, !tbaa !10
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %61, %93
  %95 = load float, ptr %23, align 4, !tbaa !10
  %96 = load float, ptr %24, align 4, !tbaa !10
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %25, align 4, !tbaa !10
  %100 = load float, ptr %26, align 4, !tbaa !10
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %27, align 4, !tbaa !10
  %104 = load float, ptr %28, align 4, !tbaa !10
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %29, align 4, !tbaa !10
  %108 = load float, ptr %30, align 4, !tbaa !10
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %31, align 4, !tbaa !10
  %112 = load float, ptr %32, align 4, !tbaa !10
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %33, align 4, !tbaa !10
  %116 = load float, ptr %34, align 4, !tbaa !10
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %35, align 4, !tbaa !10
  %120 = load float, ptr %36, align 4, !tbaa !10
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %37, align 4, !tbaa !10
  %124 = load float, ptr %38, align 4, !tbaa !10
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %39, align 4, !tbaa !10
  %128 = load float, ptr %40, align 4, !tbaa !10
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %41, align 4, !tbaa !10
  %132 = load float, ptr %42, align 4, !tbaa !10
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %43, align 4, !tbaa !10
  %136 = load float, ptr %44, align 4, !tbaa !10
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  %139 = load float, ptr %45, align 4, !tbaa !10
  %140 = load float, ptr %46, align 4, !tbaa !10
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %138, %141
  %143 = load float, ptr %47, align 4, !tbaa !10
  %144 = load float, ptr %48, align 4, !tbaa !10
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %49, align 4, !tbaa !10
  %148 = load float, ptr %50, align 4, !tbaa !10
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  %151 = load float, ptr %51, align 4, !tbaa !10
  %152 = load float, ptr %52, align 4, !tbaa !10
  %153 = fmul contract float %151, %152
  %154 = fadd contract float %150, %153
  %155 = add nuw nsw i32 %60, 1
  tail call void @llvm.nvvm.barrier0()
  %156 = icmp eq i32 %155, %4
  br i1 %156, label %53, label %59, !llvm.loop !18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @exit_side(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %32

6:                                                ; preds = %3
  %7 = icmp ult i32 %4, 8
  br label %8

8:                                                ; preds = %6, %27
  %9 = phi i32 [ 0, %6 ], [ %30, %27 ]
  %10 = phi float [ 0.000000e+00, %6 ], [ %29, %27 ]
  %11 = phi i32 [ 0, %6 ], [ %28, %27 ]
  br i1 %7, label %12, label %27

12:                                               ; preds = %8
  %13 = add nsw i32 %11, 1
  %14 = sub nsw i32 %13, %9
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = fmul contract float %10, 2.000000e+00
  %18 = fcmp contract ogt float %17, 1.000000e+02
  br i1 %18, label %32, label %19

19:                                               ; preds = %16, %12
  %20 = phi float [ %17, %16 ], [ %10, %12 ]
  %21 = shl nsw i32 %9, 3
  %22 = or disjoint i32 %21, %4
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !10
  %26 = fadd contract float %20, %25
  br label %27

27:                                               ; preds = %19, %8
  %28 = phi i32 [ %13, %19 ], [ %11, %8 ]
  %29 = phi float [ %26, %19 ], [ %10, %8 ]
  %30 = add nuw nsw i32 %9, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %32, label %8, !llvm.loop !19

32:                                               ; preds = %27, %16, %3
  %33 = phi float [ 0.000000e+00, %3 ], [ %29, %27 ], [ %17, %16 ]
  %34 = zext nneg i32 %4 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %33, ptr %35, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @inner_side(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = icmp ult i32 %4, 8
  br label %12

8:                                                ; preds = %33, %3
  %9 = phi float [ 0.000000e+00, %3 ], [ %35, %33 ]
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  store float %9, ptr %11, align 4, !tbaa !10
  ret void

12:                                               ; preds = %6, %33
  %13 = phi i32 [ 0, %6 ], [ %36, %33 ]
  %14 = phi float [ 0.000000e+00, %6 ], [ %35, %33 ]
  %15 = phi i32 [ 0, %6 ], [ %34, %33 ]
  br i1 %7, label %16, label %33

16:                                               ; preds = %12
  %17 = add nsw i32 %15, 1
  %18 = sub nsw i32 %17, %13
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %26, label %20

20:                                               ; preds = %16
  %21 = shl nsw i32 %13, 5
  %22 = add nuw nsw i32 %21, 32
  %23 = or disjoint i32 %22, %4
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  store float %14, ptr %25, align 4, !tbaa !10
  br label %26

26:                                               ; preds = %20, %16
  %27 = shl nsw i32 %13, 3
  %28 = or disjoint i32 %27, %4
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = fadd contract float %14, %31
  br label %33

33:                                               ; preds = %26, %12
  %34 = phi i32 [ %17, %26 ], [ %15, %12 ]
  %35 = phi float [ %32, %26 ], [ %14, %12 ]
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, %2
  br i1 %37, label %8, label %12, !llvm.loop !20
}

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #4 = { nounwind }
attributes #5 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}

!0 = !{ptr @release_after, !"kernel", i32 1}
!1 = !{ptr @release_inside, !"kernel", i32 1}
!2 = !{ptr @no_release, !"kernel", i32 1}
!3 = !{ptr @tile_guard, !"kernel", i32 1}
!4 = !{ptr @exit_side, !"kernel", i32 1}
!5 = !{ptr @inner_side, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
