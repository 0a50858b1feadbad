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
  br label %38

18:                                               ; preds = %5
  %19 = zext nneg i32 %14 to i64
  %20 = zext nneg i32 %15 to i64
  %21 = mul i32 %14, %3
  %22 = add i32 %21, %15
  %23 = mul i32 %14, %4
  %24 = add i32 %23, %15
  br label %25

25:                                               ; preds = %18, %96
  %26 = phi float [ 0.000000e+00, %18 ], [ %195, %96 ]
  %27 = phi i32 [ %8, %18 ], [ %196, %96 ]
  %28 = phi i32 [ 0, %18 ], [ %197, %96 ]
  %29 = phi i32 [ %8, %18 ], [ %80, %96 ]
  %30 = phi i32 [ %11, %18 ], [ %79, %96 ]
  %31 = phi i32 [ 0, %18 ], [ %78, %96 ]
  %32 = phi i8 [ 0, %18 ], [ %97, %96 ]
  %33 = phi i8 [ 0, %18 ], [ %77, %96 ]
  %34 = sext i32 %27 to i64
  %35 = add nsw i64 %34, 64
  %36 = sext i32 %29 to i64
  %37 = icmp ult i64 %35, %36
  br i1 %37, label %76, label %47

38:                                               ; preds = %96, %16
  %39 = phi i32 [ %17, %16 ], [ %23, %96 ]
  %40 = phi float [ 0.000000e+00, %16 ], [ %195, %96 ]
  %41 = mul i32 %12, %7
  %42 = add i32 %11, %15
  %43 = add i32 %42, %39
  %44 = add i32 %43, %41
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  store float %40, ptr %46, align 4, !tbaa !5
  ret void

47:                                               ; preds = %25, %69
  %48 = phi i32 [ %71, %69 ], [ %29, %25 ]
  %49 = phi i32 [ %72, %69 ], [ %30, %25 ]
  %50 = phi i32 [ %73, %69 ], [ %31, %25 ]
  %51 = phi i8 [ %70, %69 ], [ %33, %25 ]
  %52 = icmp slt i32 %48, %9
  br i1 %52, label %53, label %69

53:                                               ; preds = %47
  %54 = and i32 %50, 3
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %55, i64 %19, i64 %20
  %57 = add i32 %22, %48
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = addrspacecast ptr %56 to ptr addrspace(3)
  %61 = addrspacecast ptr %59 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %60, ptr addrspace(1) %61)
  %62 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %55, i64 %19, i64 %20
  %63 = add i32 %24, %49
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %2, i64 %64
  %66 = addrspacecast ptr %62 to ptr addrspace(3)
  %67 = addrspacecast ptr %65 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %66, ptr addrspace(1) %67)
  tail call void asm sideeffect "cp.async.commit_group;", ""() #4, !srcloc !9
  %68 = add i8 %51, 1
  br label %69

69:                                               ; preds = %47, %53
  %70 = phi i8 [ %68, %53 ], [ %51, %47 ]
  %71 = add nsw i32 %48, 16
  %72 = add nsw i32 %49, %12
  %73 = add nsw i32 %50, 1
  %74 = sext i32 %71 to i64
  %75 = icmp ult i64 %35, %74
  br i1 %75, label %76, label %47, !llvm.loop !10

76:                                               ; preds = %69, %25
  %77 = phi i8 [ %33, %25 ], [ %70, %69 ]
  %78 = phi i32 [ %31, %25 ], [ %73, %69 ]
  %79 = phi i32 [ %30, %25 ], [ %72, %69 ]
  %80 = phi i32 [ %29, %25 ], [ %71, %69 ]
  %81 = icmp eq i8 %77, %32
  br i1 %81, label %96, label %82

82:                                               ; preds = %76
  %83 = xor i8 %32, -1
  %84 = add i8 %77, %83
  switch i8 %84, label %93 [
    i8 0, label %85
    i8 1, label %86
    i8 2, label %87
    i8 3, label %88
    i8 4, label %89
    i8 5, label %90
    i8 6, label %91
    i8 7, label %92
  ]

85:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !srcloc !12
  br label %94

86:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !srcloc !12
  br label %94

87:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !srcloc !12
  br label %94

88:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !srcloc !12
  br label %94

89:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !srcloc !12
  br label %94

90:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !srcloc !12
  br label %94

91:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !srcloc !12
  br label %94

92:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !srcloc !12
  br label %94

93:                                               ; preds = %82
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !srcloc !12
  br label %94

94:                                               ; preds = %93, %92, %91, %90, %89, %88, %87, %86, %85
  %95 = add i8 %32, 1
  br label %96

96:                                               ; preds = %76, %94
  %97 = phi i8 [ %32, %76 ], [ %95, %94 ]
  tail call void @llvm.nvvm.barrier0()
  %98 = and i32 %28, 3
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 0
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 0, i64 %20
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = fmul contract float %101, %103
  %105 = fadd contract float %26, %104
  %106 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 1
  %107 = load float, ptr %106, align 4, !tbaa !5
  %108 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 1, i64 %20
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fmul contract float %107, %109
  %111 = fadd contract float %105, %110
  %112 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 2
  %113 = load float, ptr %112, align 4, !tbaa !5
  %114 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 2, i64 %20
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = fmul contract float %113, %115
  %117 = fadd contract float %111, %116
  %118 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 3
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 3, i64 %20
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = fmul contract float %119, %121
  %123 = fadd contract float %117, %122
  %124 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !5
  %126 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 4, i64 %20
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul contract float %125, %127
  %129 = fadd contract float %123, %128
  %130 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 5
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 5, i64 %20
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fmul contract float %131, %133
  %135 = fadd contract float %129, %134
  %136 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 6
  %137 = load float, ptr %136, align 4, !tbaa !5
  %138 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 6, i64 %20
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = fmul contract float %137, %139
  %141 = fadd contract float %135, %140
  %142 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 7
  %143 = load float, ptr %142, align 4, !tbaa !5
  %144 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 7, i64 %20
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %143, %145
  %147 = fadd contract float %141, %146
  %148 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 8
  %149 = load float, ptr %148, align 4, !tbaa !5
  %150 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 8, i64 %20
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = fmul contract float %149, %151
  %153 = fadd contract float %147, %152
  %154 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 9
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 9, i64 %20
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = fmul contract float %155, %157
  %159 = fadd contract float %153, %158
  %160 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 10
  %161 = load float, ptr %160, align 4, !tbaa !5
  %162 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 10, i64 %20
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = fmul contract float %161, %163
  %165 = fadd contract float %159, %164
  %166 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 11
  %167 = load float, ptr %166, align 4, !tbaa !5
  %168 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 11, i64 %20
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = fmul contract float %167, %169
  %171 = fadd contract float %165, %170
  %172 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 12
  %173 = load float, ptr %172, align 4, !tbaa !5
  %174 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 12, i64 %20
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = fmul contract float %173, %175
  %177 = fadd contract float %171, %176
  %178 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 13
  %179 = load float, ptr %178, align 4, !tbaa !5
  %180 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 13, i64 %20
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = fmul contract float %179, %181
  %183 = fadd contract float %177, %182
  %184 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 14
  %185 = load float, ptr %184, align 4, !tbaa !5
  %186 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 14, i64 %20
  %187 = load float, ptr %186, align 4, !tbaa !5
  %188 = fmul contract float %185, %187
  %189 = fadd contract float %183, %188
  %190 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %99, i64 %19, i64 15
  %191 = load float, ptr %190, align 4, !tbaa !5
  %192 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %99, i64 15, i64 %20
  %193 = load float, ptr %192, align 4, !tbaa !5
  %194 = fmul contract float %191, %193
  %195 = fadd contract float %189, %194
  %196 = add nsw i32 %27, 16
  %197 = add nuw nsw i32 %28, 1
  %198 = icmp slt i32 %196, %9
  br i1 %198, label %25, label %38, !llvm.loop !13
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

!0 = !{ptr @_Z28MatrixMulAsyncCopyMultiStageILi16EEvPfPKfS2_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 43602}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 43405}
!13 = distinct !{!13, !11}
