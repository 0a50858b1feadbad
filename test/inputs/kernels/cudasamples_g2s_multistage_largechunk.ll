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
  br label %34

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

23:                                               ; preds = %14, %87
  %24 = phi float [ 0.000000e+00, %14 ], [ %185, %87 ]
  %25 = phi i32 [ %8, %14 ], [ %187, %87 ]
  %26 = phi i32 [ 0, %14 ], [ %186, %87 ]
  %27 = phi i32 [ %8, %14 ], [ %75, %87 ]
  %28 = phi i32 [ 0, %14 ], [ %74, %87 ]
  %29 = phi i32 [ 0, %14 ], [ %73, %87 ]
  %30 = sext i32 %25 to i64
  %31 = add nsw i64 %30, 64
  %32 = sext i32 %27 to i64
  %33 = icmp ult i64 %31, %32
  br i1 %33, label %72, label %47

34:                                               ; preds = %87, %12
  %35 = phi i32 [ %13, %12 ], [ %17, %87 ]
  %36 = phi float [ 0.000000e+00, %12 ], [ %185, %87 ]
  %37 = shl nsw i32 %4, 4
  %38 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = shl i32 %38, 4
  %40 = mul i32 %37, %7
  %41 = mul i32 %35, %4
  %42 = add i32 %39, %10
  %43 = add i32 %42, %41
  %44 = add i32 %43, %40
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  store float %36, ptr %46, align 4, !tbaa !5
  ret void

47:                                               ; preds = %23, %66
  %48 = phi i32 [ %68, %66 ], [ %27, %23 ]
  %49 = phi i32 [ %69, %66 ], [ %28, %23 ]
  %50 = phi i32 [ %67, %66 ], [ %29, %23 ]
  %51 = icmp slt i32 %48, %9
  %52 = and i1 %16, %51
  br i1 %52, label %53, label %66

53:                                               ; preds = %47
  %54 = and i32 %49, 3
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %55, i64 %18, i64 %19
  %57 = add i32 %21, %48
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = addrspacecast ptr %56 to ptr addrspace(3)
  %61 = addrspacecast ptr %59 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %60, ptr addrspace(1) %61)
  %62 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %55, i64 %18, i64 %19
  %63 = getelementptr inbounds float, ptr %2, i64 %58
  %64 = addrspacecast ptr %62 to ptr addrspace(3)
  %65 = addrspacecast ptr %63 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %64, ptr addrspace(1) %65)
  br label %66

66:                                               ; preds = %53, %47
  tail call void @llvm.nvvm.cp.async.commit.group()
  %67 = add i32 %50, 1
  %68 = add nsw i32 %48, 16
  %69 = add nsw i32 %49, 1
  %70 = sext i32 %68 to i64
  %71 = icmp ult i64 %31, %70
  br i1 %71, label %72, label %47, !llvm.loop !9

72:                                               ; preds = %66, %23
  %73 = phi i32 [ %29, %23 ], [ %67, %66 ]
  %74 = phi i32 [ %28, %23 ], [ %69, %66 ]
  %75 = phi i32 [ %27, %23 ], [ %68, %66 ]
  %76 = xor i32 %26, -1
  %77 = add i32 %73, %76
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

78:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br label %87

79:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %87

80:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  br label %87

81:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 3)
  br label %87

82:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 4)
  br label %87

83:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 5)
  br label %87

84:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 6)
  br label %87

85:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.group(i32 7)
  br label %87

86:                                               ; preds = %72
  tail call void @llvm.nvvm.cp.async.wait.all()
  br label %87

87:                                               ; preds = %78, %79, %80, %81, %82, %83, %84, %85, %86
  tail call void @llvm.nvvm.barrier0()
  %88 = and i32 %26, 3
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 0
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 0, i64 %22
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %91, %93
  %95 = fadd contract float %24, %94
  %96 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 1
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 1, i64 %22
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %97, %99
  %101 = fadd contract float %95, %100
  %102 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 2
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 2, i64 %22
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %103, %105
  %107 = fadd contract float %101, %106
  %108 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 3
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 3, i64 %22
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %109, %111
  %113 = fadd contract float %107, %112
  %114 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 4
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 4, i64 %22
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %115, %117
  %119 = fadd contract float %113, %118
  %120 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 5
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 5, i64 %22
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fmul contract float %121, %123
  %125 = fadd contract float %119, %124
  %126 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 6
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 6, i64 %22
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = fmul contract float %127, %129
  %131 = fadd contract float %125, %130
  %132 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 7
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 7, i64 %22
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %133, %135
  %137 = fadd contract float %131, %136
  %138 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 8
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 8, i64 %22
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fmul contract float %139, %141
  %143 = fadd contract float %137, %142
  %144 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 9
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 9, i64 %22
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fmul contract float %145, %147
  %149 = fadd contract float %143, %148
  %150 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 10
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 10, i64 %22
  %153 = load float, ptr %152, align 4, !tbaa !5
  %154 = fmul contract float %151, %153
  %155 = fadd contract float %149, %154
  %156 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 11
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 11, i64 %22
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = fmul contract float %157, %159
  %161 = fadd contract float %155, %160
  %162 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 12
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 12, i64 %22
  %165 = load float, ptr %164, align 4, !tbaa !5
  %166 = fmul contract float %163, %165
  %167 = fadd contract float %161, %166
  %168 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 13
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 13, i64 %22
  %171 = load float, ptr %170, align 4, !tbaa !5
  %172 = fmul contract float %169, %171
  %173 = fadd contract float %167, %172
  %174 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 14
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 14, i64 %22
  %177 = load float, ptr %176, align 4, !tbaa !5
  %178 = fmul contract float %175, %177
  %179 = fadd contract float %173, %178
  %180 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2As to ptr), i64 0, i64 %89, i64 %18, i64 15
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = getelementptr inbounds [4 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ38MatrixMulAsyncCopyMultiStageLargeChunkILi16EEvPfPKfS2_iiE2Bs to ptr), i64 0, i64 %89, i64 15, i64 %22
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = fmul contract float %181, %183
  %185 = fadd contract float %179, %184
  %186 = add nuw i32 %26, 1
  %187 = add nsw i32 %25, 16
  %188 = icmp slt i32 %187, %9
  br i1 %188, label %23, label %34, !llvm.loop !11
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
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
