; ModuleID = 'async_ring_guarded.cu'
source_filename = "async_ring_guarded.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11guard_afterE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ11guard_afterE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ12guard_insideE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ12guard_insideE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ15guard_asm_outerE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ9guard_andE2As = internal addrspace(3) global [8 x [16 x float]] undef, align 16
@_ZZ10guard_tileE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ11guard_splitE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ11guard_splitE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10guard_elseE2As = internal addrspace(3) global [64 x float] undef, align 16
@_ZZ10guard_elseE2Bs = internal addrspace(3) global [48 x float] undef, align 16
@_ZZ9guard_twoE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ9guard_twoE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ18guard_split_commitE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ18guard_split_commitE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_after(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = addrspacecast ptr %14 to ptr addrspace(3)
  %16 = mul nsw i32 %7, %3
  %17 = add i32 %16, %8
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_afterE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %74, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %138, %74 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !14
  ret void

59:                                               ; preds = %10, %74
  %60 = phi i32 [ 0, %10 ], [ %139, %74 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %138, %74 ]
  br i1 %11, label %62, label %74

62:                                               ; preds = %59
  %63 = shl nsw i32 %60, 4
  %64 = add i32 %17, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = addrspacecast ptr %66 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %15, ptr addrspace(1) %67)
  %68 = add nuw i32 %63, %7
  %69 = mul i32 %68, %3
  %70 = add nsw i32 %69, %8
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %73)
  br label %74

74:                                               ; preds = %62, %59
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %75 = load float, ptr %21, align 4, !tbaa !14
  %76 = load float, ptr %22, align 4, !tbaa !14
  %77 = fmul contract float %75, %76
  %78 = fadd contract float %61, %77
  %79 = load float, ptr %23, align 4, !tbaa !14
  %80 = load float, ptr %24, align 4, !tbaa !14
  %81 = fmul contract float %79, %80
  %82 = fadd contract float %78, %81
  %83 = load float, ptr %25, align 4, !tbaa !14
  %84 = load float, ptr %26, align 4, !tbaa !14
  %85 = fmul contract float %83, %84
  %86 = fadd contract float %82, %85
  %87 = load float, ptr %27, align 4, !tbaa !14
  %88 = load float, ptr %28, align 4, !tbaa !14
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %86, %89
  %91 = load float, ptr %29, align 4, !tbaa !14
  %92 = load float, ptr %30, align 4, !tbaa !14
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %90, %93
  %95 = load float, ptr %31, align 4, !tbaa !14
  %96 = load float, ptr %32, align 4, !tbaa !14
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %33, align 4, !tbaa !14
  %100 = load float, ptr %34, align 4, !tbaa !14
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %35, align 4, !tbaa !14
  %104 = load float, ptr %36, align 4, !tbaa !14
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %37, align 4, !tbaa !14
  %108 = load float, ptr %38, align 4, !tbaa !14
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %39, align 4, !tbaa !14
  %112 = load float, ptr %40, align 4, !tbaa !14
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %41, align 4, !tbaa !14
  %116 = load float, ptr %42, align 4, !tbaa !14
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %43, align 4, !tbaa !14
  %120 = load float, ptr %44, align 4, !tbaa !14
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %45, align 4, !tbaa !14
  %124 = load float, ptr %46, align 4, !tbaa !14
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %47, align 4, !tbaa !14
  %128 = load float, ptr %48, align 4, !tbaa !14
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %49, align 4, !tbaa !14
  %132 = load float, ptr %50, align 4, !tbaa !14
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %51, align 4, !tbaa !14
  %136 = load float, ptr %52, align 4, !tbaa !14
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  tail call void @llvm.nvvm.barrier0()
  %139 = add nuw nsw i32 %60, 1
  %140 = icmp eq i32 %139, %4
  br i1 %140, label %53, label %59, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_inside(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = addrspacecast ptr %14 to ptr addrspace(3)
  %16 = mul nsw i32 %7, %3
  %17 = add i32 %16, %8
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12guard_insideE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %74, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %138, %74 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !14
  ret void

59:                                               ; preds = %10, %74
  %60 = phi i32 [ 0, %10 ], [ %139, %74 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %138, %74 ]
  br i1 %11, label %62, label %74

62:                                               ; preds = %59
  %63 = shl nsw i32 %60, 4
  %64 = add i32 %17, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = addrspacecast ptr %66 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %15, ptr addrspace(1) %67)
  %68 = add nuw i32 %63, %7
  %69 = mul i32 %68, %3
  %70 = add nsw i32 %69, %8
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %73)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %74

74:                                               ; preds = %62, %59
  tail call void @llvm.nvvm.barrier0()
  %75 = load float, ptr %21, align 4, !tbaa !14
  %76 = load float, ptr %22, align 4, !tbaa !14
  %77 = fmul contract float %75, %76
  %78 = fadd contract float %61, %77
  %79 = load float, ptr %23, align 4, !tbaa !14
  %80 = load float, ptr %24, align 4, !tbaa !14
  %81 = fmul contract float %79, %80
  %82 = fadd contract float %78, %81
  %83 = load float, ptr %25, align 4, !tbaa !14
  %84 = load float, ptr %26, align 4, !tbaa !14
  %85 = fmul contract float %83, %84
  %86 = fadd contract float %82, %85
  %87 = load float, ptr %27, align 4, !tbaa !14
  %88 = load float, ptr %28, align 4, !tbaa !14
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %86, %89
  %91 = load float, ptr %29, align 4, !tbaa !14
  %92 = load float, ptr %30, align 4, !tbaa !14
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %90, %93
  %95 = load float, ptr %31, align 4, !tbaa !14
  %96 = load float, ptr %32, align 4, !tbaa !14
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %33, align 4, !tbaa !14
  %100 = load float, ptr %34, align 4, !tbaa !14
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %35, align 4, !tbaa !14
  %104 = load float, ptr %36, align 4, !tbaa !14
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %37, align 4, !tbaa !14
  %108 = load float, ptr %38, align 4, !tbaa !14
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %39, align 4, !tbaa !14
  %112 = load float, ptr %40, align 4, !tbaa !14
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %41, align 4, !tbaa !14
  %116 = load float, ptr %42, align 4, !tbaa !14
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %43, align 4, !tbaa !14
  %120 = load float, ptr %44, align 4, !tbaa !14
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %45, align 4, !tbaa !14
  %124 = load float, ptr %46, align 4, !tbaa !14
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %47, align 4, !tbaa !14
  %128 = load float, ptr %48, align 4, !tbaa !14
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %49, align 4, !tbaa !14
  %132 = load float, ptr %50, align 4, !tbaa !14
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %51, align 4, !tbaa !14
  %136 = load float, ptr %52, align 4, !tbaa !14
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  tail call void @llvm.nvvm.barrier0()
  %139 = add nuw nsw i32 %60, 1
  %140 = icmp eq i32 %139, %4
  br i1 %140, label %53, label %59, !llvm.loop !20
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_asm_outer(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  br label %21

10:                                               ; preds = %4
  %11 = icmp ult i32 %5, 4
  %12 = zext nneg i32 %6 to i64
  %13 = shl nuw nsw i32 %5, 2
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15guard_asm_outerE2As to ptr), i64 0, i64 %12, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = ptrtoint ptr addrspace(3) %16 to i64
  %18 = trunc i64 %17 to i32
  %19 = shl nuw nsw i32 %6, 4
  %20 = icmp sgt i32 %3, 0
  br label %27

21:                                               ; preds = %37, %8
  %22 = phi i32 [ %9, %8 ], [ %19, %37 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %38, %37 ]
  %24 = add nuw nsw i32 %22, %5
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  store float %23, ptr %26, align 4, !tbaa !14
  ret void

27:                                               ; preds = %10, %37
  %28 = phi i32 [ 0, %10 ], [ %39, %37 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %38, %37 ]
  br i1 %11, label %30, label %36

30:                                               ; preds = %27
  %31 = shl nsw i32 %28, 8
  %32 = add nuw nsw i32 %31, %19
  %33 = or disjoint i32 %32, %13
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %18, ptr %35) #5, !srcloc !21
  br label %36

36:                                               ; preds = %30, %27
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !22
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !23
  tail call void @llvm.nvvm.barrier0()
  br i1 %20, label %41, label %37

37:                                               ; preds = %41, %36
  %38 = phi float [ %29, %36 ], [ %49, %41 ]
  tail call void @llvm.nvvm.barrier0()
  %39 = add nuw nsw i32 %28, 1
  %40 = icmp eq i32 %39, %2
  br i1 %40, label %21, label %27, !llvm.loop !24

41:                                               ; preds = %36, %41
  %42 = phi i32 [ %50, %41 ], [ 0, %36 ]
  %43 = phi float [ %49, %41 ], [ %29, %36 ]
  %44 = fmul contract float %43, 7.500000e-01
  %45 = and i32 %42, 15
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15guard_asm_outerE2As to ptr), i64 0, i64 %12, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !14
  %49 = fadd contract float %44, %48
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, %3
  br i1 %51, label %37, label %41, !llvm.loop !25
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_and(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 %5, 4
  br label %46

9:                                                ; preds = %3
  %10 = icmp ult i32 %4, 4
  %11 = icmp ult i32 %5, 8
  %12 = and i1 %10, %11
  %13 = zext nneg i32 %5 to i64
  %14 = shl nuw nsw i32 %4, 2
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %13, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(3)
  %18 = shl nuw nsw i32 %5, 4
  %19 = and i32 %5, 7
  %20 = zext nneg i32 %19 to i64
  %21 = zext nneg i32 %4 to i64
  %22 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 0
  %23 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 0, i64 %21
  %24 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 1
  %25 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 1, i64 %21
  %26 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 2
  %27 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 2, i64 %21
  %28 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 3
  %29 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 3, i64 %21
  %30 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 4
  %31 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 4, i64 %21
  %32 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 5
  %33 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 5, i64 %21
  %34 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 6
  %35 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 6, i64 %21
  %36 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 7
  %37 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 7, i64 %21
  %38 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 8
  %39 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 9
  %40 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 10
  %41 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 11
  %42 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 12
  %43 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 13
  %44 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 14
  %45 = getelementptr inbounds [8 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_andE2As to ptr), i64 0, i64 %20, i64 15
  br label %52

46:                                               ; preds = %62, %7
  %47 = phi i32 [ %8, %7 ], [ %18, %62 ]
  %48 = phi float [ 0.000000e+00, %7 ], [ %134, %62 ]
  %49 = add nuw nsw i32 %47, %4
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  store float %48, ptr %51, align 4, !tbaa !14
  ret void

52:                                               ; preds = %9, %62
  %53 = phi i32 [ 0, %9 ], [ %135, %62 ]
  %54 = phi float [ 0.000000e+00, %9 ], [ %134, %62 ]
  br i1 %12, label %55, label %62

55:                                               ; preds = %52
  %56 = shl nsw i32 %53, 7
  %57 = or disjoint i32 %56, %18
  %58 = or disjoint i32 %57, %14
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  %61 = addrspacecast ptr %60 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %61)
  br label %62

62:                                               ; preds = %55, %52
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %63 = fmul contract float %54, 5.000000e-01
  %64 = load float, ptr %22, align 4, !tbaa !14
  %65 = load float, ptr %23, align 4, !tbaa !14
  %66 = fmul contract float %64, %65
  %67 = fadd contract float %63, %66
  %68 = fmul contract float %67, 5.000000e-01
  %69 = load float, ptr %24, align 4, !tbaa !14
  %70 = load float, ptr %25, align 4, !tbaa !14
  %71 = fmul contract float %69, %70
  %72 = fadd contract float %68, %71
  %73 = fmul contract float %72, 5.000000e-01
  %74 = load float, ptr %26, align 4, !tbaa !14
  %75 = load float, ptr %27, align 4, !tbaa !14
  %76 = fmul contract float %74, %75
  %77 = fadd contract float %73, %76
  %78 = fmul contract float %77, 5.000000e-01
  %79 = load float, ptr %28, align 4, !tbaa !14
  %80 = load float, ptr %29, align 4, !tbaa !14
  %81 = fmul contract float %79, %80
  %82 = fadd contract float %78, %81
  %83 = fmul contract float %82, 5.000000e-01
  %84 = load float, ptr %30, align 4, !tbaa !14
  %85 = load float, ptr %31, align 4, !tbaa !14
  %86 = fmul contract float %84, %85
  %87 = fadd contract float %83, %86
  %88 = fmul contract float %87, 5.000000e-01
  %89 = load float, ptr %32, align 4, !tbaa !14
  %90 = load float, ptr %33, align 4, !tbaa !14
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = fmul contract float %92, 5.000000e-01
  %94 = load float, ptr %34, align 4, !tbaa !14
  %95 = load float, ptr %35, align 4, !tbaa !14
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = fmul contract float %97, 5.000000e-01
  %99 = load float, ptr %36, align 4, !tbaa !14
  %100 = load float, ptr %37, align 4, !tbaa !14
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = fmul contract float %102, 5.000000e-01
  %104 = load float, ptr %38, align 4, !tbaa !14
  %105 = fmul contract float %104, %65
  %106 = fadd contract float %103, %105
  %107 = fmul contract float %106, 5.000000e-01
  %108 = load float, ptr %39, align 4, !tbaa !14
  %109 = fmul contract float %108, %70
  %110 = fadd contract float %107, %109
  %111 = fmul contract float %110, 5.000000e-01
  %112 = load float, ptr %40, align 4, !tbaa !14
  %113 = fmul contract float %112, %75
  %114 = fadd contract float %111, %113
  %115 = fmul contract float %114, 5.000000e-01
  %116 = load float, ptr %41, align 4, !tbaa !14
  %117 = fmul contract float %116, %80
  %118 = fadd contract float %115, %117
  %119 = fmul contract float %118, 5.000000e-01
  %120 = load float, ptr %42, align 4, !tbaa !14
  %121 = fmul contract float %120, %85
  %122 = fadd contract float %119, %121
  %123 = fmul contract float %122, 5.000000e-01
  %124 = load float, ptr %43, align 4, !tbaa !14
  %125 = fmul contract float %124, %90
  %126 = fadd contract float %123, %125
  %127 = fmul contract float %126, 5.000000e-01
  %128 = load float, ptr %44, align 4, !tbaa !14
  %129 = fmul contract float %128, %95
  %130 = fadd contract float %127, %129
  %131 = fmul contract float %130, 5.000000e-01
  %132 = load float, ptr %45, align 4, !tbaa !14
  %133 = fmul contract float %132, %100
  %134 = fadd contract float %131, %133
  tail call void @llvm.nvvm.barrier0()
  %135 = add nuw nsw i32 %53, 1
  %136 = icmp eq i32 %135, %2
  br i1 %136, label %46, label %52, !llvm.loop !27
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_tile(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %29

8:                                                ; preds = %4
  %9 = zext nneg i32 %6 to i64
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 0
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 1
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 2
  %16 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 3
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 4
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 5
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 6
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 7
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 8
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 9
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 10
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 11
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 12
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 13
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 14
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_tileE2As to ptr), i64 0, i64 %9, i64 15
  br label %35

29:                                               ; preds = %47, %4
  %30 = phi float [ 0.000000e+00, %4 ], [ %79, %47 ]
  %31 = shl nuw nsw i32 %6, 4
  %32 = add nuw nsw i32 %31, %5
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %30, ptr %34, align 4, !tbaa !14
  ret void

35:                                               ; preds = %8, %47
  %36 = phi i32 [ 0, %8 ], [ %80, %47 ]
  %37 = phi float [ 0.000000e+00, %8 ], [ %79, %47 ]
  %38 = shl nsw i32 %36, 4
  %39 = add nuw nsw i32 %38, %6
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %41, label %47

41:                                               ; preds = %35
  %42 = shl nsw i32 %39, 4
  %43 = add nuw nsw i32 %42, %5
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %12, ptr addrspace(1) %46)
  br label %47

47:                                               ; preds = %41, %35
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %48 = load float, ptr %13, align 4, !tbaa !14
  %49 = fadd contract float %37, %48
  %50 = load float, ptr %14, align 4, !tbaa !14
  %51 = fadd contract float %49, %50
  %52 = load float, ptr %15, align 4, !tbaa !14
  %53 = fadd contract float %51, %52
  %54 = load float, ptr %16, align 4, !tbaa !14
  %55 = fadd contract float %53, %54
  %56 = load float, ptr %17, align 4, !tbaa !14
  %57 = fadd contract float %55, %56
  %58 = load float, ptr %18, align 4, !tbaa !14
  %59 = fadd contract float %57, %58
  %60 = load float, ptr %19, align 4, !tbaa !14
  %61 = fadd contract float %59, %60
  %62 = load float, ptr %20, align 4, !tbaa !14
  %63 = fadd contract float %61, %62
  %64 = load float, ptr %21, align 4, !tbaa !14
  %65 = fadd contract float %63, %64
  %66 = load float, ptr %22, align 4, !tbaa !14
  %67 = fadd contract float %65, %66
  %68 = load float, ptr %23, align 4, !tbaa !14
  %69 = fadd contract float %67, %68
  %70 = load float, ptr %24, align 4, !tbaa !14
  %71 = fadd contract float %69, %70
  %72 = load float, ptr %25, align 4, !tbaa !14
  %73 = fadd contract float %71, %72
  %74 = load float, ptr %26, align 4, !tbaa !14
  %75 = fadd contract float %73, %74
  %76 = load float, ptr %27, align 4, !tbaa !14
  %77 = fadd contract float %75, %76
  %78 = load float, ptr %28, align 4, !tbaa !14
  %79 = fadd contract float %77, %78
  tail call void @llvm.nvvm.barrier0()
  %80 = add nuw nsw i32 %36, 1
  %81 = icmp eq i32 %80, %2
  br i1 %81, label %29, label %35, !llvm.loop !28
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_split(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  br label %53

10:                                               ; preds = %4
  %11 = zext nneg i32 %6 to i64
  %12 = zext nneg i32 %5 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 %11, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = shl nuw nsw i32 %6, 4
  %16 = icmp ult i32 %5, 4
  %17 = shl nuw nsw i32 %5, 2
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 %18
  %20 = addrspacecast ptr %19 to ptr addrspace(3)
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 0, i64 %12
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 1, i64 %12
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 2, i64 %12
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 3, i64 %12
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 4, i64 %12
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 5, i64 %12
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 6, i64 %12
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 7, i64 %12
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 8, i64 %12
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 9, i64 %12
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 10, i64 %12
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 11, i64 %12
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 12, i64 %12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 13, i64 %12
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 14, i64 %12
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2As to ptr), i64 0, i64 %11, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11guard_splitE2Bs to ptr), i64 0, i64 15, i64 %12
  br label %59

53:                                               ; preds = %73, %8
  %54 = phi i32 [ %9, %8 ], [ %15, %73 ]
  %55 = phi float [ 0.000000e+00, %8 ], [ %137, %73 ]
  %56 = add nuw nsw i32 %54, %5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %55, ptr %58, align 4, !tbaa !14
  ret void

59:                                               ; preds = %10, %73
  %60 = phi i32 [ 0, %10 ], [ %138, %73 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %137, %73 ]
  %62 = shl nsw i32 %60, 8
  %63 = add nuw nsw i32 %62, %15
  %64 = add nuw nsw i32 %63, %5
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = addrspacecast ptr %66 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %14, ptr addrspace(1) %67)
  br i1 %16, label %68, label %73

68:                                               ; preds = %59
  %69 = or disjoint i32 %63, %17
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %20, ptr addrspace(1) %72)
  br label %73

73:                                               ; preds = %68, %59
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %74 = load float, ptr %21, align 4, !tbaa !14
  %75 = load float, ptr %22, align 4, !tbaa !14
  %76 = fmul contract float %74, %75
  %77 = fadd contract float %61, %76
  %78 = load float, ptr %23, align 4, !tbaa !14
  %79 = load float, ptr %24, align 4, !tbaa !14
  %80 = fmul contract float %78, %79
  %81 = fadd contract float %77, %80
  %82 = load float, ptr %25, align 4, !tbaa !14
  %83 = load float, ptr %26, align 4, !tbaa !14
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %81, %84
  %86 = load float, ptr %27, align 4, !tbaa !14
  %87 = load float, ptr %28, align 4, !tbaa !14
  %88 = fmul contract float %86, %87
  %89 = fadd contract float %85, %88
  %90 = load float, ptr %29, align 4, !tbaa !14
  %91 = load float, ptr %30, align 4, !tbaa !14
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %89, %92
  %94 = load float, ptr %31, align 4, !tbaa !14
  %95 = load float, ptr %32, align 4, !tbaa !14
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %33, align 4, !tbaa !14
  %99 = load float, ptr %34, align 4, !tbaa !14
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %35, align 4, !tbaa !14
  %103 = load float, ptr %36, align 4, !tbaa !14
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %37, align 4, !tbaa !14
  %107 = load float, ptr %38, align 4, !tbaa !14
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %39, align 4, !tbaa !14
  %111 = load float, ptr %40, align 4, !tbaa !14
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %41, align 4, !tbaa !14
  %115 = load float, ptr %42, align 4, !tbaa !14
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %43, align 4, !tbaa !14
  %119 = load float, ptr %44, align 4, !tbaa !14
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %45, align 4, !tbaa !14
  %123 = load float, ptr %46, align 4, !tbaa !14
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %47, align 4, !tbaa !14
  %127 = load float, ptr %48, align 4, !tbaa !14
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %49, align 4, !tbaa !14
  %131 = load float, ptr %50, align 4, !tbaa !14
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %51, align 4, !tbaa !14
  %135 = load float, ptr %52, align 4, !tbaa !14
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  tail call void @llvm.nvvm.barrier0()
  %138 = add nuw nsw i32 %60, 1
  %139 = icmp eq i32 %138, %3
  br i1 %139, label %53, label %59, !llvm.loop !29
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_else(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = getelementptr i8, ptr %2, i64 -64
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %46

8:                                                ; preds = %4
  %9 = icmp ult i32 %5, 16
  %10 = add nsw i32 %5, -16
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2Bs to ptr), i64 0, i64 %11
  %13 = addrspacecast ptr %12 to ptr addrspace(3)
  %14 = shl nuw nsw i32 %5, 2
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2As to ptr), i64 0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(3)
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2As to ptr), i64 0, i64 %18
  %20 = urem i32 %5, 48
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2Bs to ptr), i64 0, i64 %21
  %23 = add nuw nsw i32 %5, 16
  %24 = and i32 %23, 63
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2As to ptr), i64 0, i64 %25
  %27 = add nuw nsw i32 %5, 5
  %28 = urem i32 %27, 48
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2Bs to ptr), i64 0, i64 %29
  %31 = xor i32 %5, 32
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2As to ptr), i64 0, i64 %32
  %34 = add nuw nsw i32 %5, 10
  %35 = urem i32 %34, 48
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2Bs to ptr), i64 0, i64 %36
  %38 = add nuw nsw i32 %5, 48
  %39 = and i32 %38, 63
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2As to ptr), i64 0, i64 %40
  %42 = add nuw nsw i32 %5, 15
  %43 = urem i32 %42, 48
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10guard_elseE2Bs to ptr), i64 0, i64 %44
  br label %50

46:                                               ; preds = %65, %4
  %47 = phi float [ 0.000000e+00, %4 ], [ %85, %65 ]
  %48 = zext nneg i32 %5 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  store float %47, ptr %49, align 4, !tbaa !14
  ret void

50:                                               ; preds = %8, %65
  %51 = phi i32 [ 0, %8 ], [ %86, %65 ]
  %52 = phi float [ 0.000000e+00, %8 ], [ %85, %65 ]
  br i1 %9, label %53, label %59

53:                                               ; preds = %50
  %54 = shl nsw i32 %51, 6
  %55 = or disjoint i32 %54, %14
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = addrspacecast ptr %57 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %58)
  br label %65

59:                                               ; preds = %50
  %60 = mul nuw nsw i32 %51, 48
  %61 = add nuw nsw i32 %60, %5
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr float, ptr %6, i64 %62
  %64 = addrspacecast ptr %63 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %13, ptr addrspace(1) %64)
  br label %65

65:                                               ; preds = %59, %53
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %66 = fmul contract float %52, 5.000000e-01
  %67 = load float, ptr %19, align 4, !tbaa !14
  %68 = load float, ptr %22, align 4, !tbaa !14
  %69 = fmul contract float %67, %68
  %70 = fadd contract float %66, %69
  %71 = fmul contract float %70, 5.000000e-01
  %72 = load float, ptr %26, align 4, !tbaa !14
  %73 = load float, ptr %30, align 4, !tbaa !14
  %74 = fmul contract float %72, %73
  %75 = fadd contract float %71, %74
  %76 = fmul contract float %75, 5.000000e-01
  %77 = load float, ptr %33, align 4, !tbaa !14
  %78 = load float, ptr %37, align 4, !tbaa !14
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = fmul contract float %80, 5.000000e-01
  %82 = load float, ptr %41, align 4, !tbaa !14
  %83 = load float, ptr %45, align 4, !tbaa !14
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %81, %84
  tail call void @llvm.nvvm.barrier0()
  %86 = add nuw nsw i32 %51, 1
  %87 = icmp eq i32 %86, %3
  br i1 %87, label %46, label %50, !llvm.loop !30
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_two(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  br label %57

10:                                               ; preds = %4
  %11 = icmp ult i32 %5, 4
  %12 = zext nneg i32 %6 to i64
  %13 = shl nuw nsw i32 %5, 2
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = shl nuw nsw i32 %6, 4
  %18 = icmp ult i32 %6, 4
  %19 = zext nneg i32 %5 to i64
  %20 = shl nuw nsw i32 %6, 2
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 %19, i64 %21
  %23 = addrspacecast ptr %22 to ptr addrspace(3)
  %24 = shl nuw nsw i32 %5, 4
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 0
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 0, i64 %19
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 1
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 1, i64 %19
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 2
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 2, i64 %19
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 3
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 3, i64 %19
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 4
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 4, i64 %19
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 5
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 5, i64 %19
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 6
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 6, i64 %19
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 7
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 7, i64 %19
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 8
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 8, i64 %19
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 9
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 9, i64 %19
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 10
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 10, i64 %19
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 11
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 11, i64 %19
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 12
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 12, i64 %19
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 13
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 13, i64 %19
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 14
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 14, i64 %19
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2As to ptr), i64 0, i64 %12, i64 15
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9guard_twoE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %63

57:                                               ; preds = %81, %8
  %58 = phi i32 [ %9, %8 ], [ %17, %81 ]
  %59 = phi float [ 0.000000e+00, %8 ], [ %145, %81 ]
  %60 = add nuw nsw i32 %58, %5
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  store float %59, ptr %62, align 4, !tbaa !14
  ret void

63:                                               ; preds = %10, %81
  %64 = phi i32 [ 0, %10 ], [ %146, %81 ]
  %65 = phi float [ 0.000000e+00, %10 ], [ %145, %81 ]
  br i1 %11, label %66, label %73

66:                                               ; preds = %63
  %67 = shl nsw i32 %64, 8
  %68 = add nuw nsw i32 %67, %17
  %69 = or disjoint i32 %68, %13
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %16, ptr addrspace(1) %72)
  br label %73

73:                                               ; preds = %66, %63
  br i1 %18, label %74, label %81

74:                                               ; preds = %73
  %75 = shl nsw i32 %64, 8
  %76 = add nuw nsw i32 %75, %24
  %77 = or disjoint i32 %76, %20
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %2, i64 %78
  %80 = addrspacecast ptr %79 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %23, ptr addrspace(1) %80)
  br label %81

81:                                               ; preds = %74, %73
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %82 = load float, ptr %25, align 4, !tbaa !14
  %83 = load float, ptr %26, align 4, !tbaa !14
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %65, %84
  %86 = load float, ptr %27, align 4, !tbaa !14
  %87 = load float, ptr %28, align 4, !tbaa !14
  %88 = fmul contract float %86, %87
  %89 = fadd contract float %85, %88
  %90 = load float, ptr %29, align 4, !tbaa !14
  %91 = load float, ptr %30, align 4, !tbaa !14
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %89, %92
  %94 = load float, ptr %31, align 4, !tbaa !14
  %95 = load float, ptr %32, align 4, !tbaa !14
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %33, align 4, !tbaa !14
  %99 = load float, ptr %34, align 4, !tbaa !14
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %35, align 4, !tbaa !14
  %103 = load float, ptr %36, align 4, !tbaa !14
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %37, align 4, !tbaa !14
  %107 = load float, ptr %38, align 4, !tbaa !14
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %39, align 4, !tbaa !14
  %111 = load float, ptr %40, align 4, !tbaa !14
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %41, align 4, !tbaa !14
  %115 = load float, ptr %42, align 4, !tbaa !14
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %43, align 4, !tbaa !14
  %119 = load float, ptr %44, align 4, !tbaa !14
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %45, align 4, !tbaa !14
  %123 = load float, ptr %46, align 4, !tbaa !14
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %47, align 4, !tbaa !14
  %127 = load float, ptr %48, align 4, !tbaa !14
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %49, align 4, !tbaa !14
  %131 = load float, ptr %50, align 4, !tbaa !14
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %51, align 4, !tbaa !14
  %135 = load float, ptr %52, align 4, !tbaa !14
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  %138 = load float, ptr %53, align 4, !tbaa !14
  %139 = load float, ptr %54, align 4, !tbaa !14
  %140 = fmul contract float %138, %139
  %141 = fadd contract float %137, %140
  %142 = load float, ptr %55, align 4, !tbaa !14
  %143 = load float, ptr %56, align 4, !tbaa !14
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %141, %144
  tail call void @llvm.nvvm.barrier0()
  %146 = add nuw nsw i32 %64, 1
  %147 = icmp eq i32 %146, %3
  br i1 %147, label %57, label %63, !llvm.loop !31
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_split_commit(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = shl nuw nsw i32 %6, 4
  br label %53

10:                                               ; preds = %4
  %11 = zext nneg i32 %6 to i64
  %12 = zext nneg i32 %5 to i64
  %13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 %11, i64 %12
  %14 = addrspacecast ptr %13 to ptr addrspace(3)
  %15 = shl nuw nsw i32 %6, 4
  %16 = icmp ult i32 %5, 4
  %17 = shl nuw nsw i32 %5, 2
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 %18
  %20 = addrspacecast ptr %19 to ptr addrspace(3)
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 0, i64 %12
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 1, i64 %12
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 2, i64 %12
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 3, i64 %12
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 4, i64 %12
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 5, i64 %12
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 6, i64 %12
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 7, i64 %12
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 8, i64 %12
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 9, i64 %12
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 10, i64 %12
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 11, i64 %12
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 12, i64 %12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 13, i64 %12
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 14, i64 %12
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2As to ptr), i64 0, i64 %11, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18guard_split_commitE2Bs to ptr), i64 0, i64 15, i64 %12
  br label %59

53:                                               ; preds = %73, %8
  %54 = phi i32 [ %9, %8 ], [ %15, %73 ]
  %55 = phi float [ 0.000000e+00, %8 ], [ %137, %73 ]
  %56 = add nuw nsw i32 %54, %5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %55, ptr %58, align 4, !tbaa !14
  ret void

59:                                               ; preds = %10, %73
  %60 = phi i32 [ 0, %10 ], [ %138, %73 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %137, %73 ]
  %62 = shl nsw i32 %60, 8
  %63 = add nuw nsw i32 %62, %15
  %64 = add nuw nsw i32 %63, %5
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = addrspacecast ptr %66 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %14, ptr addrspace(1) %67)
  br i1 %16, label %68, label %73

68:                                               ; preds = %59
  %69 = or disjoint i32 %63, %17
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %20, ptr addrspace(1) %72)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %73

73:                                               ; preds = %68, %59
  tail call void @llvm.nvvm.barrier0()
  %74 = load float, ptr %21, align 4, !tbaa !14
  %75 = load float, ptr %22, align 4, !tbaa !14
  %76 = fmul contract float %74, %75
  %77 = fadd contract float %61, %76
  %78 = load float, ptr %23, align 4, !tbaa !14
  %79 = load float, ptr %24, align 4, !tbaa !14
  %80 = fmul contract float %78, %79
  %81 = fadd contract float %77, %80
  %82 = load float, ptr %25, align 4, !tbaa !14
  %83 = load float, ptr %26, align 4, !tbaa !14
  %84 = fmul contract float %82, %83
  %85 = fadd contract float %81, %84
  %86 = load float, ptr %27, align 4, !tbaa !14
  %87 = load float, ptr %28, align 4, !tbaa !14
  %88 = fmul contract float %86, %87
  %89 = fadd contract float %85, %88
  %90 = load float, ptr %29, align 4, !tbaa !14
  %91 = load float, ptr %30, align 4, !tbaa !14
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %89, %92
  %94 = load float, ptr %31, align 4, !tbaa !14
  %95 = load float, ptr %32, align 4, !tbaa !14
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %33, align 4, !tbaa !14
  %99 = load float, ptr %34, align 4, !tbaa !14
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %35, align 4, !tbaa !14
  %103 = load float, ptr %36, align 4, !tbaa !14
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %37, align 4, !tbaa !14
  %107 = load float, ptr %38, align 4, !tbaa !14
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %39, align 4, !tbaa !14
  %111 = load float, ptr %40, align 4, !tbaa !14
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %41, align 4, !tbaa !14
  %115 = load float, ptr %42, align 4, !tbaa !14
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %43, align 4, !tbaa !14
  %119 = load float, ptr %44, align 4, !tbaa !14
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %45, align 4, !tbaa !14
  %123 = load float, ptr %46, align 4, !tbaa !14
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %47, align 4, !tbaa !14
  %127 = load float, ptr %48, align 4, !tbaa !14
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %49, align 4, !tbaa !14
  %131 = load float, ptr %50, align 4, !tbaa !14
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %51, align 4, !tbaa !14
  %135 = load float, ptr %52, align 4, !tbaa !14
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  tail call void @llvm.nvvm.barrier0()
  %138 = add nuw nsw i32 %60, 1
  %139 = icmp eq i32 %138, %3
  br i1 %139, label %53, label %59, !llvm.loop !32
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}

!0 = !{ptr @guard_after, !"kernel", i32 1}
!1 = !{ptr @guard_inside, !"kernel", i32 1}
!2 = !{ptr @guard_asm_outer, !"kernel", i32 1}
!3 = !{ptr @guard_and, !"kernel", i32 1}
!4 = !{ptr @guard_tile, !"kernel", i32 1}
!5 = !{ptr @guard_split, !"kernel", i32 1}
!6 = !{ptr @guard_else, !"kernel", i32 1}
!7 = !{ptr @guard_else, !"maxntidx", i32 64}
!8 = !{ptr @guard_two, !"kernel", i32 1}
!9 = !{ptr @guard_split_commit, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = !{i64 3556}
!22 = !{i64 3711}
!23 = !{i64 3760}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
