; ModuleID = 'counter_branches.cu'
source_filename = "counter_branches.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8guard_tyE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ8guard_tyE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ12wait_outsideE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ12wait_outsideE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ11two_commitsE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ11two_commitsE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10tile_guardE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10tile_guardE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ10two_stagesE1S = internal addrspace(3) global [2 x [64 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guard_ty(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %53

9:                                                ; preds = %5
  %10 = icmp ult i32 %7, 4
  %11 = zext nneg i32 %6 to i64
  %12 = shl nuw nsw i32 %7, 2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %11, i64 %13
  %15 = mul nsw i32 %6, %3
  %16 = add i32 %15, %12
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 %11, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %7 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 0, i64 %11
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 1, i64 %11
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 2, i64 %11
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 3, i64 %11
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 4, i64 %11
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 5, i64 %11
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 6, i64 %11
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 7, i64 %11
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 8, i64 %11
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 9, i64 %11
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 10, i64 %11
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 11, i64 %11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 12, i64 %11
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 13, i64 %11
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 14, i64 %11
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2As to ptr), i64 0, i64 %20, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8guard_tyE2Bs to ptr), i64 0, i64 15, i64 %11
  br label %59

53:                                               ; preds = %91, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %157, %91 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !13
  ret void

59:                                               ; preds = %9, %91
  %60 = phi i32 [ 0, %9 ], [ %158, %91 ]
  %61 = phi float [ 0.000000e+00, %9 ], [ %157, %91 ]
  %62 = phi i8 [ 0, %9 ], [ %93, %91 ]
  %63 = phi i8 [ 0, %9 ], [ %92, %91 ]
  br i1 %10, label %64, label %91

64:                                               ; preds = %59
  %65 = shl nsw i32 %60, 4
  %66 = add i32 %16, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %69)
  %70 = add nuw nsw i32 %65, %6
  %71 = shl nsw i32 %70, 4
  %72 = or disjoint i32 %71, %12
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %75)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %76 = add i8 %63, 1
  %77 = icmp eq i8 %76, %62
  br i1 %77, label %91, label %78

78:                                               ; preds = %64
  %79 = sub i8 %63, %62
  switch i8 %79, label %88 [
    i8 0, label %80
    i8 1, label %81
    i8 2, label %82
    i8 3, label %83
    i8 4, label %84
    i8 5, label %85
    i8 6, label %86
    i8 7, label %87
  ]

80:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !18
  br label %89

81:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #5, !srcloc !18
  br label %89

82:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #5, !srcloc !18
  br label %89

83:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #5, !srcloc !18
  br label %89

84:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #5, !srcloc !18
  br label %89

85:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #5, !srcloc !18
  br label %89

86:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #5, !srcloc !18
  br label %89

87:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #5, !srcloc !18
  br label %89

88:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #5, !srcloc !18
  br label %89

89:                                               ; preds = %88, %87, %86, %85, %84, %83, %82, %81, %80
  %90 = add i8 %62, 1
  br label %91

91:                                               ; preds = %89, %64, %59
  %92 = phi i8 [ %63, %59 ], [ %62, %64 ], [ %76, %89 ]
  %93 = phi i8 [ %62, %59 ], [ %62, %64 ], [ %90, %89 ]
  tail call void @llvm.nvvm.barrier0()
  %94 = load float, ptr %21, align 4, !tbaa !13
  %95 = load float, ptr %22, align 4, !tbaa !13
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %61, %96
  %98 = load float, ptr %23, align 4, !tbaa !13
  %99 = load float, ptr %24, align 4, !tbaa !13
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %25, align 4, !tbaa !13
  %103 = load float, ptr %26, align 4, !tbaa !13
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %27, align 4, !tbaa !13
  %107 = load float, ptr %28, align 4, !tbaa !13
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %29, align 4, !tbaa !13
  %111 = load float, ptr %30, align 4, !tbaa !13
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %31, align 4, !tbaa !13
  %115 = load float, ptr %32, align 4, !tbaa !13
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %33, align 4, !tbaa !13
  %119 = load float, ptr %34, align 4, !tbaa !13
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %35, align 4, !tbaa !13
  %123 = load float, ptr %36, align 4, !tbaa !13
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %37, align 4, !tbaa !13
  %127 = load float, ptr %38, align 4, !tbaa !13
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %39, align 4, !tbaa !13
  %131 = load float, ptr %40, align 4, !tbaa !13
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %41, align 4, !tbaa !13
  %135 = load float, ptr %42, align 4, !tbaa !13
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  %138 = load float, ptr %43, align 4, !tbaa !13
  %139 = load float, ptr %44, align 4, !tbaa !13
  %140 = fmul contract float %138, %139
  %141 = fadd contract float %137, %140
  %142 = load float, ptr %45, align 4, !tbaa !13
  %143 = load float, ptr %46, align 4, !tbaa !13
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %141, %144
  %146 = load float, ptr %47, align 4, !tbaa !13
  %147 = load float, ptr %48, align 4, !tbaa !13
  %148 = fmul contract float %146, %147
  %149 = fadd contract float %145, %148
  %150 = load float, ptr %49, align 4, !tbaa !13
  %151 = load float, ptr %50, align 4, !tbaa !13
  %152 = fmul contract float %150, %151
  %153 = fadd contract float %149, %152
  %154 = load float, ptr %51, align 4, !tbaa !13
  %155 = load float, ptr %52, align 4, !tbaa !13
  %156 = fmul contract float %154, %155
  %157 = fadd contract float %153, %156
  tail call void @llvm.nvvm.barrier0()
  %158 = add nuw nsw i32 %60, 1
  %159 = icmp eq i32 %158, %4
  br i1 %159, label %53, label %59, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wait_outside(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = mul nsw i32 %7, %3
  %16 = add i32 %15, %8
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12wait_outsideE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %94, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %159, %94 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !13
  ret void

59:                                               ; preds = %10, %94
  %60 = phi i32 [ 0, %10 ], [ %160, %94 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %159, %94 ]
  %62 = phi i8 [ 0, %10 ], [ %95, %94 ]
  %63 = phi i8 [ 0, %10 ], [ %78, %94 ]
  br i1 %11, label %64, label %77

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
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %76 = add i8 %63, 1
  br label %77

77:                                               ; preds = %64, %59
  %78 = phi i8 [ %76, %64 ], [ %63, %59 ]
  %79 = icmp eq i8 %78, %62
  br i1 %79, label %94, label %80

80:                                               ; preds = %77
  %81 = xor i8 %62, -1
  %82 = add i8 %78, %81
  switch i8 %82, label %91 [
    i8 0, label %83
    i8 1, label %84
    i8 2, label %85
    i8 3, label %86
    i8 4, label %87
    i8 5, label %88
    i8 6, label %89
    i8 7, label %90
  ]

83:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !18
  br label %92

84:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #5, !srcloc !18
  br label %92

85:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #5, !srcloc !18
  br label %92

86:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #5, !srcloc !18
  br label %92

87:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #5, !srcloc !18
  br label %92

88:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #5, !srcloc !18
  br label %92

89:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #5, !srcloc !18
  br label %92

90:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #5, !srcloc !18
  br label %92

91:                                               ; preds = %80
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #5, !srcloc !18
  br label %92

92:                                               ; preds = %91, %90, %89, %88, %87, %86, %85, %84, %83
  %93 = add i8 %62, 1
  br label %94

94:                                               ; preds = %77, %92
  %95 = phi i8 [ %62, %77 ], [ %93, %92 ]
  tail call void @llvm.nvvm.barrier0()
  %96 = load float, ptr %21, align 4, !tbaa !13
  %97 = load float, ptr %22, align 4, !tbaa !13
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %61, %98
  %100 = load float, ptr %23, align 4, !tbaa !13
  %101 = load float, ptr %24, align 4, !tbaa !13
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %25, align 4, !tbaa !13
  %105 = load float, ptr %26, align 4, !tbaa !13
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %27, align 4, !tbaa !13
  %109 = load float, ptr %28, align 4, !tbaa !13
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %29, align 4, !tbaa !13
  %113 = load float, ptr %30, align 4, !tbaa !13
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %31, align 4, !tbaa !13
  %117 = load float, ptr %32, align 4, !tbaa !13
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %33, align 4, !tbaa !13
  %121 = load float, ptr %34, align 4, !tbaa !13
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %35, align 4, !tbaa !13
  %125 = load float, ptr %36, align 4, !tbaa !13
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %37, align 4, !tbaa !13
  %129 = load float, ptr %38, align 4, !tbaa !13
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %39, align 4, !tbaa !13
  %133 = load float, ptr %40, align 4, !tbaa !13
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %41, align 4, !tbaa !13
  %137 = load float, ptr %42, align 4, !tbaa !13
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %43, align 4, !tbaa !13
  %141 = load float, ptr %44, align 4, !tbaa !13
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %45, align 4, !tbaa !13
  %145 = load float, ptr %46, align 4, !tbaa !13
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %47, align 4, !tbaa !13
  %149 = load float, ptr %48, align 4, !tbaa !13
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = load float, ptr %49, align 4, !tbaa !13
  %153 = load float, ptr %50, align 4, !tbaa !13
  %154 = fmul contract float %152, %153
  %155 = fadd contract float %151, %154
  %156 = load float, ptr %51, align 4, !tbaa !13
  %157 = load float, ptr %52, align 4, !tbaa !13
  %158 = fmul contract float %156, %157
  %159 = fadd contract float %155, %158
  tail call void @llvm.nvvm.barrier0()
  %160 = add nuw nsw i32 %60, 1
  %161 = icmp eq i32 %160, %4
  br i1 %161, label %53, label %59, !llvm.loop !21
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_commits(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = shl nuw nsw i32 %6, 2
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %53

10:                                               ; preds = %5
  %11 = icmp ult i32 %6, 4
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 %13
  %15 = mul nsw i32 %7, %3
  %16 = add i32 %15, %8
  %17 = addrspacecast ptr %14 to ptr addrspace(3)
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 %12, i64 %13
  %19 = addrspacecast ptr %18 to ptr addrspace(3)
  %20 = zext nneg i32 %6 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 0
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 0, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 1, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 2, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 3, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 4, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 5, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 6, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 7, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 8, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 9, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 10, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 11, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 12, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 13, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 14, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2As to ptr), i64 0, i64 %12, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11two_commitsE2Bs to ptr), i64 0, i64 15, i64 %20
  br label %59

53:                                               ; preds = %92, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %158, %92 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !13
  ret void

59:                                               ; preds = %10, %92
  %60 = phi i32 [ 0, %10 ], [ %159, %92 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %158, %92 ]
  %62 = phi i8 [ 0, %10 ], [ %94, %92 ]
  %63 = phi i8 [ 0, %10 ], [ %93, %92 ]
  br i1 %11, label %64, label %92

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
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %76 = add i8 %63, 2
  %77 = icmp eq i8 %76, %62
  br i1 %77, label %92, label %78

78:                                               ; preds = %64
  %79 = xor i8 %62, -1
  %80 = add i8 %76, %79
  switch i8 %80, label %89 [
    i8 0, label %81
    i8 1, label %82
    i8 2, label %83
    i8 3, label %84
    i8 4, label %85
    i8 5, label %86
    i8 6, label %87
    i8 7, label %88
  ]

81:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !18
  br label %90

82:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #5, !srcloc !18
  br label %90

83:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #5, !srcloc !18
  br label %90

84:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #5, !srcloc !18
  br label %90

85:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #5, !srcloc !18
  br label %90

86:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #5, !srcloc !18
  br label %90

87:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #5, !srcloc !18
  br label %90

88:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #5, !srcloc !18
  br label %90

89:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #5, !srcloc !18
  br label %90

90:                                               ; preds = %89, %88, %87, %86, %85, %84, %83, %82, %81
  %91 = add i8 %62, 1
  br label %92

92:                                               ; preds = %90, %64, %59
  %93 = phi i8 [ %63, %59 ], [ %62, %64 ], [ %76, %90 ]
  %94 = phi i8 [ %62, %59 ], [ %62, %64 ], [ %91, %90 ]
  tail call void @llvm.nvvm.barrier0()
  %95 = load float, ptr %21, align 4, !tbaa !13
  %96 = load float, ptr %22, align 4, !tbaa !13
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %61, %97
  %99 = load float, ptr %23, align 4, !tbaa !13
  %100 = load float, ptr %24, align 4, !tbaa !13
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %25, align 4, !tbaa !13
  %104 = load float, ptr %26, align 4, !tbaa !13
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %27, align 4, !tbaa !13
  %108 = load float, ptr %28, align 4, !tbaa !13
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %29, align 4, !tbaa !13
  %112 = load float, ptr %30, align 4, !tbaa !13
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %31, align 4, !tbaa !13
  %116 = load float, ptr %32, align 4, !tbaa !13
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %33, align 4, !tbaa !13
  %120 = load float, ptr %34, align 4, !tbaa !13
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %35, align 4, !tbaa !13
  %124 = load float, ptr %36, align 4, !tbaa !13
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %37, align 4, !tbaa !13
  %128 = load float, ptr %38, align 4, !tbaa !13
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %39, align 4, !tbaa !13
  %132 = load float, ptr %40, align 4, !tbaa !13
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %41, align 4, !tbaa !13
  %136 = load float, ptr %42, align 4, !tbaa !13
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  %139 = load float, ptr %43, align 4, !tbaa !13
  %140 = load float, ptr %44, align 4, !tbaa !13
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %138, %141
  %143 = load float, ptr %45, align 4, !tbaa !13
  %144 = load float, ptr %46, align 4, !tbaa !13
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %47, align 4, !tbaa !13
  %148 = load float, ptr %48, align 4, !tbaa !13
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  %151 = load float, ptr %49, align 4, !tbaa !13
  %152 = load float, ptr %50, align 4, !tbaa !13
  %153 = fmul contract float %151, %152
  %154 = fadd contract float %150, %153
  %155 = load float, ptr %51, align 4, !tbaa !13
  %156 = load float, ptr %52, align 4, !tbaa !13
  %157 = fmul contract float %155, %156
  %158 = fadd contract float %154, %157
  tail call void @llvm.nvvm.barrier0()
  %159 = add nuw nsw i32 %60, 1
  %160 = icmp eq i32 %159, %4
  br i1 %160, label %53, label %59, !llvm.loop !22
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

53:                                               ; preds = %98, %5
  %54 = phi float [ 0.000000e+00, %5 ], [ %163, %98 ]
  %55 = shl nuw nsw i32 %7, 4
  %56 = add nuw nsw i32 %55, %6
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %54, ptr %58, align 4, !tbaa !13
  ret void

59:                                               ; preds = %10, %98
  %60 = phi i32 [ 0, %10 ], [ %164, %98 ]
  %61 = phi float [ 0.000000e+00, %10 ], [ %163, %98 ]
  %62 = phi i8 [ 0, %10 ], [ %99, %98 ]
  %63 = phi i8 [ 0, %10 ], [ %81, %98 ]
  %64 = and i32 %60, 1
  %65 = icmp eq i32 %64, 0
  %66 = and i1 %11, %65
  br i1 %66, label %67, label %80

67:                                               ; preds = %59
  %68 = shl nsw i32 %60, 4
  %69 = add i32 %16, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %17, ptr addrspace(1) %72)
  %73 = add nuw nsw i32 %68, %7
  %74 = shl nsw i32 %73, 4
  %75 = or disjoint i32 %74, %8
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %2, i64 %76
  %78 = addrspacecast ptr %77 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %19, ptr addrspace(1) %78)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %79 = add i8 %63, 1
  br label %80

80:                                               ; preds = %67, %59
  %81 = phi i8 [ %79, %67 ], [ %63, %59 ]
  %82 = icmp ne i8 %81, %62
  %83 = select i1 %65, i1 %82, i1 false
  br i1 %83, label %84, label %98

84:                                               ; preds = %80
  %85 = xor i8 %62, -1
  %86 = add i8 %81, %85
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

87:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !18
  br label %96

88:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #5, !srcloc !18
  br label %96

89:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #5, !srcloc !18
  br label %96

90:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #5, !srcloc !18
  br label %96

91:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #5, !srcloc !18
  br label %96

92:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #5, !srcloc !18
  br label %96

93:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #5, !srcloc !18
  br label %96

94:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #5, !srcloc !18
  br label %96

95:                                               ; preds = %84
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #5, !srcloc !18
  br label %96

96:                                               ; preds = %95, %94, %93, %92, %91, %90, %89, %88, %87
  %97 = add i8 %62, 1
  br label %98

98:                                               ; preds = %96, %80
  %99 = phi i8 [ %62, %80 ], [ %97, %96 ]
  tail call void @llvm.nvvm.barrier0()
  %100 = load float, ptr %21, align 4, !tbaa !13
  %101 = load float, ptr %22, align 4, !tbaa !13
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %61, %102
  %104 = load float, ptr %23, align 4, !tbaa !13
  %105 = load float, ptr %24, align 4, !tbaa !13
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %25, align 4, !tbaa !13
  %109 = load float, ptr %26, align 4, !tbaa !13
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %27, align 4, !tbaa !13
  %113 = load float, ptr %28, align 4, !tbaa !13
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %29, align 4, !tbaa !13
  %117 = load float, ptr %30, align 4, !tbaa !13
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %31, align 4, !tbaa !13
  %121 = load float, ptr %32, align 4, !tbaa !13
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %33, align 4, !tbaa !13
  %125 = load float, ptr %34, align 4, !tbaa !13
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %35, align 4, !tbaa !13
  %129 = load float, ptr %36, align 4, !tbaa !13
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %37, align 4, !tbaa !13
  %133 = load float, ptr %38, align 4, !tbaa !13
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %39, align 4, !tbaa !13
  %137 = load float, ptr %40, align 4, !tbaa !13
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %41, align 4, !tbaa !13
  %141 = load float, ptr %42, align 4, !tbaa !13
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %43, align 4, !tbaa !13
  %145 = load float, ptr %44, align 4, !tbaa !13
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %45, align 4, !tbaa !13
  %149 = load float, ptr %46, align 4, !tbaa !13
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = load float, ptr %47, align 4, !tbaa !13
  %153 = load float, ptr %48, align 4, !tbaa !13
  %154 = fmul contract float %152, %153
  %155 = fadd contract float %151, %154
  %156 = load float, ptr %49, align 4, !tbaa !13
  %157 = load float, ptr %50, align 4, !tbaa !13
  %158 = fmul contract float %156, %157
  %159 = fadd contract float %155, %158
  %160 = load float, ptr %51, align 4, !tbaa !13
  %161 = load float, ptr %52, align 4, !tbaa !13
  %162 = fmul contract float %160, %161
  %163 = fadd contract float %159, %162
  tail call void @llvm.nvvm.barrier0()
  %164 = add nuw nsw i32 %60, 1
  %165 = icmp eq i32 %164, %4
  br i1 %165, label %53, label %59, !llvm.loop !23
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
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = fadd contract float %20, %25
  br label %27

27:                                               ; preds = %19, %8
  %28 = phi i32 [ %13, %19 ], [ %11, %8 ]
  %29 = phi float [ %26, %19 ], [ %10, %8 ]
  %30 = add nuw nsw i32 %9, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %32, label %8, !llvm.loop !24

32:                                               ; preds = %27, %16, %3
  %33 = phi float [ 0.000000e+00, %3 ], [ %29, %27 ], [ %17, %16 ]
  %34 = zext nneg i32 %4 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %33, ptr %35, align 4, !tbaa !13
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
  store float %9, ptr %11, align 4, !tbaa !13
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
  store float %14, ptr %25, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %20, %16
  %27 = shl nsw i32 %13, 3
  %28 = or disjoint i32 %27, %4
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !13
  %32 = fadd contract float %14, %31
  br label %33

33:                                               ; preds = %26, %12
  %34 = phi i32 [ %17, %26 ], [ %15, %12 ]
  %35 = phi float [ %32, %26 ], [ %14, %12 ]
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, %2
  br i1 %37, label %8, label %12, !llvm.loop !25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mask_after_add(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %3
  %7 = add nuw nsw i32 %4, 96
  %8 = add nuw nsw i32 %4, 64
  %9 = add nuw nsw i32 %4, 128
  %10 = trunc i32 %2 to i8
  br label %21

11:                                               ; preds = %35
  %12 = mul i8 %10, 15
  %13 = uitofp i8 %10 to float
  %14 = uitofp i8 %12 to float
  br label %15

15:                                               ; preds = %11, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %14, %11 ]
  %17 = phi float [ 0.000000e+00, %3 ], [ %13, %11 ]
  %18 = zext nneg i32 %4 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %19, i64 128
  store float %16, ptr %20, align 4, !tbaa !13
  ret void

21:                                               ; preds = %6, %35
  %22 = phi i8 [ 0, %6 ], [ %40, %35 ]
  %23 = phi i32 [ 0, %6 ], [ %42, %35 ]
  %24 = phi i8 [ 0, %6 ], [ %41, %35 ]
  %25 = shl nsw i32 %23, 5
  %26 = add nuw nsw i32 %25, %4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !13
  %30 = and i8 %22, 15
  %31 = add i8 %30, %24
  %32 = mul nuw nsw i32 %23, 96
  switch i8 %31, label %34 [
    i8 0, label %35
    i8 16, label %33
  ]

33:                                               ; preds = %21
  br label %35

34:                                               ; preds = %21
  br label %35

35:                                               ; preds = %21, %34, %33
  %36 = phi i32 [ %9, %34 ], [ %7, %33 ], [ %8, %21 ]
  %37 = add nuw nsw i32 %36, %32
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  store float %29, ptr %39, align 4, !tbaa !13
  %40 = add i8 %22, 1
  %41 = add i8 %24, 15
  %42 = add nuw nsw i32 %23, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %11, label %21, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @dead_exit(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %57

6:                                                ; preds = %3
  %7 = icmp ult i32 %4, 8
  %8 = mul nuw nsw i32 %4, 5
  %9 = or i32 %8, 32
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  br label %16

12:                                               ; preds = %51
  %13 = add nuw nsw i32 %20, 1
  %14 = icmp slt i32 %13, %2
  %15 = icmp eq i32 %13, %2
  br i1 %15, label %57, label %16, !llvm.loop !28

16:                                               ; preds = %6, %12
  %17 = phi i1 [ true, %6 ], [ %14, %12 ]
  %18 = phi i32 [ 0, %6 ], [ %56, %12 ]
  %19 = phi i32 [ 0, %6 ], [ %55, %12 ]
  %20 = phi i32 [ 0, %6 ], [ %13, %12 ]
  %21 = phi float [ 0.000000e+00, %6 ], [ %53, %12 ]
  %22 = phi float [ 0.000000e+00, %6 ], [ %52, %12 ]
  %23 = shl nsw i32 %20, 5
  %24 = add nuw nsw i32 %23, %4
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !13
  br i1 %7, label %28, label %46

28:                                               ; preds = %16
  %29 = add nsw i32 %18, 1
  %30 = sub nsw i32 %29, %19
  switch i32 %30, label %44 [
    i32 1, label %31
    i32 2, label %33
    i32 3, label %35
  ]

31:                                               ; preds = %28
  %32 = fadd contract float %22, %27
  br label %46

33:                                               ; preds = %28
  %34 = fsub contract float %21, %27
  br label %46

35:                                               ; preds = %28
  %36 = fmul contract float %27, 2.000000e+00
  %37 = fadd contract float %21, %36
  %38 = fcmp contract ule float %37, 0.000000e+00
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store float %37, ptr %11, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %35
  %41 = fadd contract float %21, %37
  br label %42

42:                                               ; preds = %40, %39
  %43 = phi float [ %21, %39 ], [ %41, %40 ]
  br i1 %38, label %46, label %51

44:                                               ; preds = %28
  %45 = fadd contract float %22, 1.000000e+02
  br label %46

46:                                               ; preds = %31, %33, %44, %42, %16
  %47 = phi float [ %45, %44 ], [ %22, %42 ], [ %22, %33 ], [ %32, %31 ], [ %22, %16 ]
  %48 = phi float [ %21, %44 ], [ %43, %42 ], [ %34, %33 ], [ %21, %31 ], [ %21, %16 ]
  %49 = phi i32 [ %29, %44 ], [ %29, %42 ], [ %29, %33 ], [ %29, %31 ], [ %18, %16 ]
  %50 = add nsw i32 %19, 1
  br label %51

51:                                               ; preds = %42, %46
  %52 = phi float [ %47, %46 ], [ %22, %42 ]
  %53 = phi float [ %48, %46 ], [ %43, %42 ]
  %54 = phi i1 [ true, %46 ], [ false, %42 ]
  %55 = phi i32 [ %50, %46 ], [ %19, %42 ]
  %56 = phi i32 [ %49, %46 ], [ %29, %42 ]
  br i1 %54, label %12, label %57

57:                                               ; preds = %51, %12, %3
  %58 = phi i1 [ false, %3 ], [ %17, %51 ], [ %14, %12 ]
  %59 = phi float [ 0.000000e+00, %3 ], [ %52, %12 ], [ %52, %51 ]
  %60 = phi float [ 0.000000e+00, %3 ], [ %53, %12 ], [ %53, %51 ]
  br i1 %58, label %65, label %61

61:                                               ; preds = %57
  %62 = zext nneg i32 %4 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = getelementptr inbounds i8, ptr %63, i64 128
  store float %59, ptr %63, align 4, !tbaa !13
  store float %60, ptr %64, align 4, !tbaa !13
  br label %65

65:                                               ; preds = %57, %61
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_stages(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 16
  %6 = shl nuw nsw i32 %4, 2
  %7 = zext nneg i32 %6 to i64
  %8 = icmp sgt i32 %2, 0
  %9 = and i1 %5, %8
  br i1 %9, label %24, label %29

10:                                               ; preds = %39
  %11 = icmp ugt i32 %4, 15
  %12 = shl nuw nsw i32 %4, 1
  %13 = and i32 %12, 62
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i32 %12, 7
  %16 = and i32 %15, 63
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i32 %12, 14
  %19 = and i32 %18, 62
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i32 %12, 21
  %22 = and i32 %21, 63
  %23 = zext nneg i32 %22 to i64
  br label %44

24:                                               ; preds = %3
  %25 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 0, i64 %7
  %26 = getelementptr inbounds float, ptr %1, i64 %7
  %27 = addrspacecast ptr %25 to ptr addrspace(3)
  %28 = addrspacecast ptr %26 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %27, ptr addrspace(1) %28)
  br label %29

29:                                               ; preds = %24, %3
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %30 = icmp sgt i32 %2, 1
  %31 = and i1 %5, %30
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 1, i64 %7
  %34 = or disjoint i32 %6, 64
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = addrspacecast ptr %33 to ptr addrspace(3)
  %38 = addrspacecast ptr %36 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %37, ptr addrspace(1) %38)
  br label %39

39:                                               ; preds = %32, %29
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  br i1 %8, label %10, label %40

40:                                               ; preds = %94, %39
  %41 = phi float [ 0.000000e+00, %39 ], [ %80, %94 ]
  %42 = zext nneg i32 %4 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %41, ptr %43, align 4, !tbaa !13
  ret void

44:                                               ; preds = %10, %94
  %45 = phi i32 [ 0, %10 ], [ %96, %94 ]
  %46 = phi float [ 0.000000e+00, %10 ], [ %80, %94 ]
  %47 = phi i8 [ 0, %10 ], [ %66, %94 ]
  %48 = phi i8 [ 2, %10 ], [ %95, %94 ]
  %49 = icmp eq i8 %48, %47
  %50 = select i1 %11, i1 true, i1 %49
  br i1 %50, label %65, label %51

51:                                               ; preds = %44
  %52 = xor i8 %47, -1
  %53 = add i8 %48, %52
  switch i8 %53, label %62 [
    i8 0, label %54
    i8 1, label %55
    i8 2, label %56
    i8 3, label %57
    i8 4, label %58
    i8 5, label %59
    i8 6, label %60
    i8 7, label %61
  ]

54:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !18
  br label %63

55:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #5, !srcloc !18
  br label %63

56:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #5, !srcloc !18
  br label %63

57:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #5, !srcloc !18
  br label %63

58:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #5, !srcloc !18
  br label %63

59:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #5, !srcloc !18
  br label %63

60:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #5, !srcloc !18
  br label %63

61:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #5, !srcloc !18
  br label %63

62:                                               ; preds = %51
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #5, !srcloc !18
  br label %63

63:                                               ; preds = %62, %61, %60, %59, %58, %57, %56, %55, %54
  %64 = add i8 %47, 1
  br label %65

65:                                               ; preds = %63, %44
  %66 = phi i8 [ %47, %44 ], [ %64, %63 ]
  tail call void @llvm.nvvm.barrier0()
  %67 = and i32 %45, 1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 %68, i64 %14
  %70 = load float, ptr %69, align 4, !tbaa !13
  %71 = fadd contract float %46, %70
  %72 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 %68, i64 %17
  %73 = load float, ptr %72, align 4, !tbaa !13
  %74 = fadd contract float %71, %73
  %75 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 %68, i64 %20
  %76 = load float, ptr %75, align 4, !tbaa !13
  %77 = fadd contract float %74, %76
  %78 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 %68, i64 %23
  %79 = load float, ptr %78, align 4, !tbaa !13
  %80 = fadd contract float %77, %79
  tail call void @llvm.nvvm.barrier0()
  br i1 %11, label %94, label %81

81:                                               ; preds = %65
  %82 = add nuw nsw i32 %45, 2
  %83 = icmp slt i32 %82, %2
  br i1 %83, label %84, label %92

84:                                               ; preds = %81
  %85 = getelementptr inbounds [2 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_stagesE1S to ptr), i64 0, i64 %68, i64 %7
  %86 = shl nsw i32 %82, 6
  %87 = or disjoint i32 %86, %6
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = addrspacecast ptr %85 to ptr addrspace(3)
  %91 = addrspacecast ptr %89 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %90, ptr addrspace(1) %91)
  br label %92

92:                                               ; preds = %84, %81
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !17
  %93 = add i8 %48, 1
  br label %94

94:                                               ; preds = %65, %92
  %95 = phi i8 [ %93, %92 ], [ %48, %65 ]
  %96 = add nuw nsw i32 %45, 1
  %97 = icmp eq i32 %96, %2
  br i1 %97, label %40, label %44, !llvm.loop !29
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11}

!0 = !{ptr @guard_ty, !"kernel", i32 1}
!1 = !{ptr @wait_outside, !"kernel", i32 1}
!2 = !{ptr @two_commits, !"kernel", i32 1}
!3 = !{ptr @tile_guard, !"kernel", i32 1}
!4 = !{ptr @exit_side, !"kernel", i32 1}
!5 = !{ptr @inner_side, !"kernel", i32 1}
!6 = !{ptr @mask_after_add, !"kernel", i32 1}
!7 = !{ptr @dead_exit, !"kernel", i32 1}
!8 = !{ptr @two_stages, !"kernel", i32 1}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{i64 48784}
!18 = !{i64 48587}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !20, !27}
!29 = distinct !{!29, !20}
