; ModuleID = 'cudasamples_matrixmul.cu'
source_filename = "cudasamples_matrixmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii = comdat any

$_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As = comdat any

$_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs = comdat any

@_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 comdat {
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = shl nsw i32 %3, 5
  %11 = mul nsw i32 %10, %7
  %12 = add nsw i32 %11, %3
  %13 = shl nsw i32 %6, 5
  %14 = shl nsw i32 %4, 5
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %5
  %17 = mul nsw i32 %9, %4
  br label %91

18:                                               ; preds = %5
  %19 = mul nuw nsw i32 %9, %3
  %20 = add nuw i32 %19, %8
  %21 = zext nneg i32 %9 to i64
  %22 = zext nneg i32 %8 to i64
  %23 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 %22
  %24 = mul nsw i32 %9, %4
  %25 = add i32 %24, %8
  %26 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 %21, i64 %22
  %27 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 0
  %28 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 0, i64 %22
  %29 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 1
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 1, i64 %22
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 2
  %32 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 2, i64 %22
  %33 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 3
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 3, i64 %22
  %35 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 4
  %36 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 4, i64 %22
  %37 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 5
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 5, i64 %22
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 6
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 6, i64 %22
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 7
  %42 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 7, i64 %22
  %43 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 8
  %44 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 8, i64 %22
  %45 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 9
  %46 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 9, i64 %22
  %47 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 10
  %48 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 10, i64 %22
  %49 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 11
  %50 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 11, i64 %22
  %51 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 12
  %52 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 12, i64 %22
  %53 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 13
  %54 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 13, i64 %22
  %55 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 14
  %56 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 14, i64 %22
  %57 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 15
  %58 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 15, i64 %22
  %59 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 16
  %60 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 16, i64 %22
  %61 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 17
  %62 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 17, i64 %22
  %63 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 18
  %64 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 18, i64 %22
  %65 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 19
  %66 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 19, i64 %22
  %67 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 20
  %68 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 20, i64 %22
  %69 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 21
  %70 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 21, i64 %22
  %71 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 22
  %72 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 22, i64 %22
  %73 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 23
  %74 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 23, i64 %22
  %75 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 24
  %76 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 24, i64 %22
  %77 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 25
  %78 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 25, i64 %22
  %79 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 26
  %80 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 26, i64 %22
  %81 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 27
  %82 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 27, i64 %22
  %83 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 28
  %84 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 28, i64 %22
  %85 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 29
  %86 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 29, i64 %22
  %87 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 30
  %88 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 30, i64 %22
  %89 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 0, i64 %21, i64 31
  %90 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 0, i64 31, i64 %22
  br label %100

91:                                               ; preds = %100, %16
  %92 = phi i32 [ %17, %16 ], [ %24, %100 ]
  %93 = phi float [ 0.000000e+00, %16 ], [ %239, %100 ]
  %94 = mul nsw i32 %14, %7
  %95 = add nuw i32 %13, %8
  %96 = add i32 %95, %92
  %97 = add i32 %96, %94
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  store float %93, ptr %99, align 4, !tbaa !5
  ret void

100:                                              ; preds = %18, %100
  %101 = phi float [ 0.000000e+00, %18 ], [ %239, %100 ]
  %102 = phi i32 [ %13, %18 ], [ %241, %100 ]
  %103 = phi i32 [ %11, %18 ], [ %240, %100 ]
  %104 = add i32 %20, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %1, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !5
  store float %107, ptr %23, align 4, !tbaa !5
  %108 = add i32 %25, %102
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %2, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  store float %111, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %112 = load float, ptr %27, align 4, !tbaa !5
  %113 = load float, ptr %28, align 4, !tbaa !5
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %101, %114
  %116 = load float, ptr %29, align 4, !tbaa !5
  %117 = load float, ptr %30, align 4, !tbaa !5
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %31, align 4, !tbaa !5
  %121 = load float, ptr %32, align 4, !tbaa !5
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %33, align 4, !tbaa !5
  %125 = load float, ptr %34, align 4, !tbaa !5
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %35, align 4, !tbaa !5
  %129 = load float, ptr %36, align 4, !tbaa !5
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %37, align 4, !tbaa !5
  %133 = load float, ptr %38, align 4, !tbaa !5
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %39, align 4, !tbaa !5
  %137 = load float, ptr %40, align 4, !tbaa !5
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %41, align 4, !tbaa !5
  %141 = load float, ptr %42, align 4, !tbaa !5
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %43, align 4, !tbaa !5
  %145 = load float, ptr %44, align 4, !tbaa !5
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %45, align 4, !tbaa !5
  %149 = load float, ptr %46, align 4, !tbaa !5
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = load float, ptr %47, align 4, !tbaa !5
  %153 = load float, ptr %48, align 4, !tbaa !5
  %154 = fmul contract float %152, %153
  %155 = fadd contract float %151, %154
  %156 = load float, ptr %49, align 4, !tbaa !5
  %157 = load float, ptr %50, align 4, !tbaa !5
  %158 = fmul contract float %156, %157
  %159 = fadd contract float %155, %158
  %160 = load float, ptr %51, align 4, !tbaa !5
  %161 = load float, ptr %52, align 4, !tbaa !5
  %162 = fmul contract float %160, %161
  %163 = fadd contract float %159, %162
  %164 = load float, ptr %53, align 4, !tbaa !5
  %165 = load float, ptr %54, align 4, !tbaa !5
  %166 = fmul contract float %164, %165
  %167 = fadd contract float %163, %166
  %168 = load float, ptr %55, align 4, !tbaa !5
  %169 = load float, ptr %56, align 4, !tbaa !5
  %170 = fmul contract float %168, %169
  %171 = fadd contract float %167, %170
  %172 = load float, ptr %57, align 4, !tbaa !5
  %173 = load float, ptr %58, align 4, !tbaa !5
  %174 = fmul contract float %172, %173
  %175 = fadd contract float %171, %174
  %176 = load float, ptr %59, align 4, !tbaa !5
  %177 = load float, ptr %60, align 4, !tbaa !5
  %178 = fmul contract float %176, %177
  %179 = fadd contract float %175, %178
  %180 = load float, ptr %61, align 4, !tbaa !5
  %181 = load float, ptr %62, align 4, !tbaa !5
  %182 = fmul contract float %180, %181
  %183 = fadd contract float %179, %182
  %184 = load float, ptr %63, align 4, !tbaa !5
  %185 = load float, ptr %64, align 4, !tbaa !5
  %186 = fmul contract float %184, %185
  %187 = fadd contract float %183, %186
  %188 = load float, ptr %65, align 4, !tbaa !5
  %189 = load float, ptr %66, align 4, !tbaa !5
  %190 = fmul contract float %188, %189
  %191 = fadd contract float %187, %190
  %192 = load float, ptr %67, align 4, !tbaa !5
  %193 = load float, ptr %68, align 4, !tbaa !5
  %194 = fmul contract float %192, %193
  %195 = fadd contract float %191, %194
  %196 = load float, ptr %69, align 4, !tbaa !5
  %197 = load float, ptr %70, align 4, !tbaa !5
  %198 = fmul contract float %196, %197
  %199 = fadd contract float %195, %198
  %200 = load float, ptr %71, align 4, !tbaa !5
  %201 = load float, ptr %72, align 4, !tbaa !5
  %202 = fmul contract float %200, %201
  %203 = fadd contract float %199, %202
  %204 = load float, ptr %73, align 4, !tbaa !5
  %205 = load float, ptr %74, align 4, !tbaa !5
  %206 = fmul contract float %204, %205
  %207 = fadd contract float %203, %206
  %208 = load float, ptr %75, align 4, !tbaa !5
  %209 = load float, ptr %76, align 4, !tbaa !5
  %210 = fmul contract float %208, %209
  %211 = fadd contract float %207, %210
  %212 = load float, ptr %77, align 4, !tbaa !5
  %213 = load float, ptr %78, align 4, !tbaa !5
  %214 = fmul contract float %212, %213
  %215 = fadd contract float %211, %214
  %216 = load float, ptr %79, align 4, !tbaa !5
  %217 = load float, ptr %80, align 4, !tbaa !5
  %218 = fmul contract float %216, %217
  %219 = fadd contract float %215, %218
  %220 = load float, ptr %81, align 4, !tbaa !5
  %221 = load float, ptr %82, align 4, !tbaa !5
  %222 = fmul contract float %220, %221
  %223 = fadd contract float %219, %222
  %224 = load float, ptr %83, align 4, !tbaa !5
  %225 = load float, ptr %84, align 4, !tbaa !5
  %226 = fmul contract float %224, %225
  %227 = fadd contract float %223, %226
  %228 = load float, ptr %85, align 4, !tbaa !5
  %229 = load float, ptr %86, align 4, !tbaa !5
  %230 = fmul contract float %228, %229
  %231 = fadd contract float %227, %230
  %232 = load float, ptr %87, align 4, !tbaa !5
  %233 = load float, ptr %88, align 4, !tbaa !5
  %234 = fmul contract float %232, %233
  %235 = fadd contract float %231, %234
  %236 = load float, ptr %89, align 4, !tbaa !5
  %237 = load float, ptr %90, align 4, !tbaa !5
  %238 = fmul contract float %236, %237
  %239 = fadd contract float %235, %238
  tail call void @llvm.nvvm.barrier0()
  %240 = add nuw nsw i32 %103, 32
  %241 = add nsw i32 %102, %14
  %242 = icmp slt i32 %240, %12
  br i1 %242, label %100, label %91, !llvm.loop !9
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
