; ModuleID = 'cudasamples_g2s_multistage_largechunk.cu'
source_filename = "cudasamples_g2s_multistage_largechunk.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_ii = comdat any

$_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As = comdat any

$_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs = comdat any

@_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As = linkonce_odr dso_local addrspace(3) global [4 x [16 x [16 x float]]] undef, comdat, align 16
@_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs = linkonce_odr dso_local addrspace(3) global [4 x [16 x [16 x float]]] undef, comdat, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_ii(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat {
  %6 = shl nsw i32 %3, 4
  %7 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = mul i32 %6, %7
  %9 = add nsw i32 %8, %3
  %10 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %35

14:                                               ; preds = %5
  %15 = shl nuw nsw i32 %10, 2
  %16 = icmp ult i32 %10, 4
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %15 to i64
  %20 = mul i32 %17, %3
  %21 = add i32 %20, %15
  %22 = zext nneg i32 %10 to i64
  br label %23

23:                                               ; preds = %14, %92
  %24 = phi float [ 0.000000e+00, %14 ], [ %191, %92 ]
  %25 = phi i32 [ %8, %14 ], [ %192, %92 ]
  %26 = phi i32 [ 0, %14 ], [ %193, %92 ]
  %27 = phi i32 [ %8, %14 ], [ %76, %92 ]
  %28 = phi i32 [ 0, %14 ], [ %75, %92 ]
  %29 = phi i8 [ 0, %14 ], [ %93, %92 ]
  %30 = phi i8 [ 0, %14 ], [ %74, %92 ]
  %31 = sext i32 %25 to i64
  %32 = add nsw i64 %31, 64
  %33 = sext i32 %27 to i64
  %34 = icmp ult i64 %32, %33
  br i1 %34, label %73, label %48

35:                                               ; preds = %92, %12
  %36 = phi i32 [ %13, %12 ], [ %17, %92 ]
  %37 = phi float [ 0.000000e+00, %12 ], [ %191, %92 ]
  %38 = shl nsw i32 %4, 4
  %39 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = shl i32 %39, 4
  %41 = mul i32 %38, %7
  %42 = mul i32 %36, %4
  %43 = add i32 %40, %10
  %44 = add i32 %43, %42
  %45 = add i32 %44, %41
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %37, ptr %47, align 4, !tbaa !5
  ret void

48:                                               ; preds = %23, %67
  %49 = phi i32 [ %69, %67 ], [ %27, %23 ]
  %50 = phi i32 [ %70, %67 ], [ %28, %23 ]
  %51 = phi i8 [ %68, %67 ], [ %30, %23 ]
  %52 = icmp slt i32 %49, %9
  %53 = and i1 %16, %52
  br i1 %53, label %54, label %67

54:                                               ; preds = %48
  %55 = and i32 %50, 3
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %56, i64 %18, i64 %19
  %58 = add i32 %21, %49
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  %61 = addrspacecast ptr %57 to ptr addrspace(3)
  %62 = addrspacecast ptr %60 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %61, ptr addrspace(1) %62)
  %63 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %56, i64 %18, i64 %19
  %64 = getelementptr inbounds float, ptr %2, i64 %59
  %65 = addrspacecast ptr %63 to ptr addrspace(3)
  %66 = addrspacecast ptr %64 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %65, ptr addrspace(1) %66)
  br label %67

67:                                               ; preds = %54, %48
  tail call void asm sideeffect "cp.async.commit_group;", ""() #4, !srcloc !9
  %68 = add i8 %51, 1
  %69 = add nsw i32 %49, 16
  %70 = add nsw i32 %50, 1
  %71 = sext i32 %69 to i64
  %72 = icmp ult i64 %32, %71
  br i1 %72, label %73, label %48, !llvm.loop !10

73:                                               ; preds = %67, %23
  %74 = phi i8 [ %30, %23 ], [ %68, %67 ]
  %75 = phi i32 [ %28, %23 ], [ %70, %67 ]
  %76 = phi i32 [ %27, %23 ], [ %69, %67 ]
  %77 = icmp eq i8 %74, %29
  br i1 %77, label %92, label %78

78:                                               ; preds = %73
  %79 = xor i8 %29, -1
  %80 = add i8 %74, %79
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
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !srcloc !12
  br label %90

82:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !srcloc !12
  br label %90

83:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !srcloc !12
  br label %90

84:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !srcloc !12
  br label %90

85:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !srcloc !12
  br label %90

86:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !srcloc !12
  br label %90

87:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !srcloc !12
  br label %90

88:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !srcloc !12
  br label %90

89:                                               ; preds = %78
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !srcloc !12
  br label %90

90:                                               ; preds = %89, %88, %87, %86, %85, %84, %83, %82, %81
  %91 = add i8 %29, 1
  br label %92

92:                                               ; preds = %73, %90
  %93 = phi i8 [ %29, %73 ], [ %91, %90 ]
  tail call void @llvm.nvvm.barrier0()
  %94 = and i32 %26, 3
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 0
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 0, i64 %22
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %97, %99
  %101 = fadd contract float %24, %100
  %102 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 1
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 1, i64 %22
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %103, %105
  %107 = fadd contract float %101, %106
  %108 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 2
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 2, i64 %22
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %109, %111
  %113 = fadd contract float %107, %112
  %114 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 3
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 3, i64 %22
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %115, %117
  %119 = fadd contract float %113, %118
  %120 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 4
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 4, i64 %22
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fmul contract float %121, %123
  %125 = fadd contract float %119, %124
  %126 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 5
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 5, i64 %22
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = fmul contract float %127, %129
  %131 = fadd contract float %125, %130
  %132 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 6
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 6, i64 %22
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %133, %135
  %137 = fadd contract float %131, %136
  %138 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 7
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 7, i64 %22
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fmul contract float %139, %141
  %143 = fadd contract float %137, %142
  %144 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 8
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 8, i64 %22
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fmul contract float %145, %147
  %149 = fadd contract float %143, %148
  %150 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 9
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 9, i64 %22
  %153 = load float, ptr %152, align 4, !tbaa !5
  %154 = fmul contract float %151, %153
  %155 = fadd contract float %149, %154
  %156 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 10
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 10, i64 %22
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = fmul contract float %157, %159
  %161 = fadd contract float %155, %160
  %162 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 11
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 11, i64 %22
  %165 = load float, ptr %164, align 4, !tbaa !5
  %166 = fmul contract float %163, %165
  %167 = fadd contract float %161, %166
  %168 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 12
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 12, i64 %22
  %171 = load float, ptr %170, align 4, !tbaa !5
  %172 = fmul contract float %169, %171
  %173 = fadd contract float %167, %172
  %174 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 13
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 13, i64 %22
  %177 = load float, ptr %176, align 4, !tbaa !5
  %178 = fmul contract float %175, %177
  %179 = fadd contract float %173, %178
  %180 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 14
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 14, i64 %22
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = fmul contract float %181, %183
  %185 = fadd contract float %179, %184
  %186 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %95, i64 %18, i64 15
  %187 = load float, ptr %186, align 4, !tbaa !5
  %188 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %95, i64 15, i64 %22
  %189 = load float, ptr %188, align 4, !tbaa !5
  %190 = fmul contract float %187, %189
  %191 = fadd contract float %185, %190
  %192 = add nsw i32 %25, 16
  %193 = add nuw nsw i32 %26, 1
  %194 = icmp slt i32 %192, %9
  br i1 %194, label %23, label %35, !llvm.loop !13
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

!0 = !{ptr @_Z38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 43705}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 43508}
!13 = distinct !{!13, !11}
