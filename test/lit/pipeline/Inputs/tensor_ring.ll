; ModuleID = 'tensor_ring.cu'
source_filename = "tensor_ring.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8tma_gemmE2As = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ8tma_gemmE2Bs = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ8tma_gemmE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13tma_rows_hintE4Tile = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ13tma_rows_hintE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ6tma_3dE4Tile = internal addrspace(3) global [260 x float] undef, align 128
@_ZZ6tma_3dE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ13tma_alternateE4Tile = internal addrspace(3) global [2 x [1024 x float]] undef, align 128
@_ZZ13tma_alternateE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ11bulk_paddedE3Buf = internal addrspace(3) global [129 x float] undef, align 16
@_ZZ11bulk_paddedE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ9tma_electE4Tile = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ9tma_electE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ14tma_elect_halfE4Tile = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ14tma_elect_halfE3Bar = internal addrspace(3) global i64 undef, align 8
@_ZZ14tma_elect_eachE4Tile = internal addrspace(3) global [1024 x float] undef, align 128
@_ZZ14tma_elect_eachE3Bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_gemm(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 2
  %9 = shl nuw nsw i32 %7, 3
  %10 = and i32 %9, 24
  %11 = icmp eq i32 %7, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %13

13:                                               ; preds = %12, %6
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp sgt i32 %5, 0
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 5
  br i1 %14, label %20, label %17

17:                                               ; preds = %13
  %18 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = shl nuw nsw i32 %18, 5
  br label %26

20:                                               ; preds = %13
  %21 = add nuw nsw i32 %5, 31
  %22 = lshr i32 %21, 5
  %23 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %24 = shl nuw nsw i32 %23, 5
  %25 = shl nuw nsw i32 %8, 5
  br label %43

26:                                               ; preds = %60, %17
  %27 = phi i32 [ %19, %17 ], [ %24, %60 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %84, %60 ]
  %29 = phi float [ 0.000000e+00, %17 ], [ %90, %60 ]
  %30 = phi float [ 0.000000e+00, %17 ], [ %96, %60 ]
  %31 = phi float [ 0.000000e+00, %17 ], [ %102, %60 ]
  %32 = phi float [ 0.000000e+00, %17 ], [ %108, %60 ]
  %33 = phi float [ 0.000000e+00, %17 ], [ %114, %60 ]
  %34 = phi float [ 0.000000e+00, %17 ], [ %120, %60 ]
  %35 = phi float [ 0.000000e+00, %17 ], [ %126, %60 ]
  %36 = or disjoint i32 %27, %8
  %37 = or disjoint i32 %10, %16
  %38 = icmp slt i32 %36, %3
  br i1 %38, label %39, label %181

39:                                               ; preds = %26
  %40 = mul nsw i32 %36, %4
  %41 = add nsw i32 %40, %37
  %42 = icmp slt i32 %37, %4
  br i1 %42, label %129, label %132

43:                                               ; preds = %20, %60
  %44 = phi float [ 0.000000e+00, %20 ], [ %84, %60 ]
  %45 = phi float [ 0.000000e+00, %20 ], [ %90, %60 ]
  %46 = phi float [ 0.000000e+00, %20 ], [ %96, %60 ]
  %47 = phi float [ 0.000000e+00, %20 ], [ %102, %60 ]
  %48 = phi float [ 0.000000e+00, %20 ], [ %108, %60 ]
  %49 = phi float [ 0.000000e+00, %20 ], [ %114, %60 ]
  %50 = phi float [ 0.000000e+00, %20 ], [ %120, %60 ]
  %51 = phi float [ 0.000000e+00, %20 ], [ %126, %60 ]
  %52 = phi i32 [ 0, %20 ], [ %61, %60 ]
  %53 = phi i32 [ 0, %20 ], [ %62, %60 ]
  br i1 %11, label %54, label %56

54:                                               ; preds = %43
  %55 = shl nsw i32 %53, 5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE3Bar to i32), i32 8192) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE2As to i32), ptr %1, i32 %55, i32 %24, i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE3Bar to i32)) #3, !srcloc !23
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to i32), ptr %2, i32 %16, i32 %55, i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE3Bar to i32)) #3, !srcloc !23
  br label %56

56:                                               ; preds = %54, %43
  br label %57

57:                                               ; preds = %56, %57
  %58 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8tma_gemmE3Bar to i32), i32 %52) #3, !srcloc !24
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %57, label %64, !llvm.loop !25

60:                                               ; preds = %64
  %61 = xor i32 %52, 1
  tail call void @llvm.nvvm.barrier0()
  %62 = add nuw nsw i32 %53, 1
  %63 = icmp eq i32 %62, %22
  br i1 %63, label %26, label %43, !llvm.loop !27

64:                                               ; preds = %57, %64
  %65 = phi float [ %84, %64 ], [ %44, %57 ]
  %66 = phi float [ %90, %64 ], [ %45, %57 ]
  %67 = phi float [ %96, %64 ], [ %46, %57 ]
  %68 = phi float [ %102, %64 ], [ %47, %57 ]
  %69 = phi float [ %108, %64 ], [ %48, %57 ]
  %70 = phi float [ %114, %64 ], [ %49, %57 ]
  %71 = phi float [ %120, %64 ], [ %50, %57 ]
  %72 = phi float [ %126, %64 ], [ %51, %57 ]
  %73 = phi i32 [ %127, %64 ], [ 0, %57 ]
  %74 = add nuw nsw i32 %73, %25
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2As to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !28
  %78 = shl nuw nsw i32 %73, 5
  %79 = or disjoint i32 %78, %10
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !28
  %83 = fmul contract float %77, %82
  %84 = fadd contract float %65, %83
  %85 = or disjoint i32 %79, 1
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !28
  %89 = fmul contract float %77, %88
  %90 = fadd contract float %66, %89
  %91 = or disjoint i32 %79, 2
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !28
  %95 = fmul contract float %77, %94
  %96 = fadd contract float %67, %95
  %97 = or disjoint i32 %79, 3
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !28
  %101 = fmul contract float %77, %100
  %102 = fadd contract float %68, %101
  %103 = or disjoint i32 %79, 4
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !28
  %107 = fmul contract float %77, %106
  %108 = fadd contract float %69, %107
  %109 = or disjoint i32 %79, 5
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !28
  %113 = fmul contract float %77, %112
  %114 = fadd contract float %70, %113
  %115 = or disjoint i32 %79, 6
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !28
  %119 = fmul contract float %77, %118
  %120 = fadd contract float %71, %119
  %121 = or disjoint i32 %79, 7
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8tma_gemmE2Bs to ptr), i64 0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !28
  %125 = fmul contract float %77, %124
  %126 = fadd contract float %72, %125
  %127 = add nuw nsw i32 %73, 1
  %128 = icmp eq i32 %127, 32
  br i1 %128, label %60, label %64, !llvm.loop !32

129:                                              ; preds = %39
  %130 = sext i32 %41 to i64
  %131 = getelementptr inbounds float, ptr %0, i64 %130
  store float %28, ptr %131, align 4, !tbaa !28
  br label %132

132:                                              ; preds = %39, %129
  %133 = or disjoint i32 %37, 1
  %134 = icmp slt i32 %133, %4
  br i1 %134, label %135, label %139

135:                                              ; preds = %132
  %136 = sext i32 %41 to i64
  %137 = getelementptr float, ptr %0, i64 %136
  %138 = getelementptr i8, ptr %137, i64 4
  store float %29, ptr %138, align 4, !tbaa !28
  br label %139

139:                                              ; preds = %135, %132
  %140 = or disjoint i32 %37, 2
  %141 = icmp slt i32 %140, %4
  br i1 %141, label %142, label %146

142:                                              ; preds = %139
  %143 = sext i32 %41 to i64
  %144 = getelementptr float, ptr %0, i64 %143
  %145 = getelementptr i8, ptr %144, i64 8
  store float %30, ptr %145, align 4, !tbaa !28
  br label %146

146:                                              ; preds = %142, %139
  %147 = or disjoint i32 %37, 3
  %148 = icmp slt i32 %147, %4
  br i1 %148, label %149, label %153

149:                                              ; preds = %146
  %150 = sext i32 %41 to i64
  %151 = getelementptr float, ptr %0, i64 %150
  %152 = getelementptr i8, ptr %151, i64 12
  store float %31, ptr %152, align 4, !tbaa !28
  br label %153

153:                                              ; preds = %149, %146
  %154 = or disjoint i32 %37, 4
  %155 = icmp slt i32 %154, %4
  br i1 %155, label %156, label %160

156:                                              ; preds = %153
  %157 = sext i32 %41 to i64
  %158 = getelementptr float, ptr %0, i64 %157
  %159 = getelementptr i8, ptr %158, i64 16
  store float %32, ptr %159, align 4, !tbaa !28
  br label %160

160:                                              ; preds = %156, %153
  %161 = or disjoint i32 %37, 5
  %162 = icmp slt i32 %161, %4
  br i1 %162, label %163, label %167

163:                                              ; preds = %160
  %164 = sext i32 %41 to i64
  %165 = getelementptr float, ptr %0, i64 %164
  %166 = getelementptr i8, ptr %165, i64 20
  store float %33, ptr %166, align 4, !tbaa !28
  br label %167

167:                                              ; preds = %163, %160
  %168 = or disjoint i32 %37, 6
  %169 = icmp slt i32 %168, %4
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = sext i32 %41 to i64
  %172 = getelementptr float, ptr %0, i64 %171
  %173 = getelementptr i8, ptr %172, i64 24
  store float %34, ptr %173, align 4, !tbaa !28
  br label %174

174:                                              ; preds = %170, %167
  %175 = or disjoint i32 %37, 7
  %176 = icmp slt i32 %175, %4
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = sext i32 %41 to i64
  %179 = getelementptr float, ptr %0, i64 %178
  %180 = getelementptr i8, ptr %179, i64 28
  store float %35, ptr %180, align 4, !tbaa !28
  br label %181

181:                                              ; preds = %174, %177, %26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_rows_hint(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_rows_hintE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp sgt i32 %2, 0
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %9, label %11, label %15

11:                                               ; preds = %8
  %12 = shl i32 %10, 5
  %13 = shl nuw nsw i32 %5, 5
  %14 = and i32 %13, 992
  br label %21

15:                                               ; preds = %31, %8
  %16 = phi float [ 0.000000e+00, %8 ], [ %60, %31 ]
  %17 = shl i32 %10, 7
  %18 = or disjoint i32 %17, %5
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  store float %16, ptr %20, align 4, !tbaa !28
  ret void

21:                                               ; preds = %11, %31
  %22 = phi float [ 0.000000e+00, %11 ], [ %60, %31 ]
  %23 = phi i32 [ 0, %11 ], [ %32, %31 ]
  %24 = phi i32 [ 0, %11 ], [ %33, %31 ]
  br i1 %6, label %25, label %27

25:                                               ; preds = %21
  %26 = shl nsw i32 %24, 5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_rows_hintE3Bar to i32), i32 4096) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_rows_hintE4Tile to i32), ptr %1, i32 %26, i32 %12, i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_rows_hintE3Bar to i32), i64 %3) #3, !srcloc !33
  br label %27

27:                                               ; preds = %25, %21
  br label %28

28:                                               ; preds = %27, %28
  %29 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_rows_hintE3Bar to i32), i32 %23) #3, !srcloc !24
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %28, label %35, !llvm.loop !25

31:                                               ; preds = %35
  %32 = xor i32 %23, 1
  tail call void @llvm.nvvm.barrier0()
  %33 = add nuw nsw i32 %24, 1
  %34 = icmp eq i32 %33, %2
  br i1 %34, label %15, label %21, !llvm.loop !34

35:                                               ; preds = %28, %35
  %36 = phi float [ %60, %35 ], [ %22, %28 ]
  %37 = phi i32 [ %61, %35 ], [ 0, %28 ]
  %38 = or disjoint i32 %37, %14
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_rows_hintE4Tile to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !28
  %42 = fadd contract float %36, %41
  %43 = or i32 %37, %14
  %44 = or disjoint i32 %43, 1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_rows_hintE4Tile to ptr), i64 0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !28
  %48 = fadd contract float %42, %47
  %49 = or i32 %37, %14
  %50 = or disjoint i32 %49, 2
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_rows_hintE4Tile to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !28
  %54 = fadd contract float %48, %53
  %55 = or i32 %37, %14
  %56 = or disjoint i32 %55, 3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_rows_hintE4Tile to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !28
  %60 = fadd contract float %54, %59
  %61 = add nuw nsw i32 %37, 4
  %62 = icmp eq i32 %61, 32
  br i1 %62, label %31, label %35, !llvm.loop !35
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_3d(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ6tma_3dE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %8, label %10, label %17

10:                                               ; preds = %7
  %11 = shl i32 %9, 3
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6tma_3dE4Tile to ptr), i64 0, i64 %12
  %14 = xor i32 %4, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6tma_3dE4Tile to ptr), i64 0, i64 %15
  br label %23

17:                                               ; preds = %33, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %38, %33 ]
  %19 = shl i32 %9, 7
  %20 = or disjoint i32 %19, %4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %18, ptr %22, align 4, !tbaa !28
  ret void

23:                                               ; preds = %10, %33
  %24 = phi float [ 0.000000e+00, %10 ], [ %38, %33 ]
  %25 = phi i32 [ 0, %10 ], [ %34, %33 ]
  %26 = phi i32 [ 0, %10 ], [ %39, %33 ]
  br i1 %5, label %27, label %29

27:                                               ; preds = %23
  %28 = shl nsw i32 %26, 4
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ6tma_3dE3Bar to i32), i32 1024) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, 1}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ6tma_3dE4Tile to i32), ptr %1, i32 %28, i32 %11, i32 ptrtoint (ptr addrspace(3) @_ZZ6tma_3dE3Bar to i32)) #3, !srcloc !36
  br label %29

29:                                               ; preds = %27, %23
  br label %30

30:                                               ; preds = %29, %30
  %31 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ6tma_3dE3Bar to i32), i32 %25) #3, !srcloc !24
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %30, label %33, !llvm.loop !25

33:                                               ; preds = %30
  %34 = xor i32 %25, 1
  %35 = load float, ptr %13, align 4, !tbaa !28
  %36 = load float, ptr %16, align 4, !tbaa !28
  %37 = fmul contract float %35, %36
  %38 = fadd contract float %24, %37
  tail call void @llvm.nvvm.barrier0()
  %39 = add nuw nsw i32 %26, 1
  %40 = icmp eq i32 %39, %2
  br i1 %40, label %17, label %23, !llvm.loop !37
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_alternate(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_alternateE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %8, label %10, label %14

10:                                               ; preds = %7
  %11 = shl i32 %9, 5
  %12 = shl nuw nsw i32 %4, 5
  %13 = and i32 %12, 992
  br label %20

14:                                               ; preds = %39, %7
  %15 = phi float [ 0.000000e+00, %7 ], [ %68, %39 ]
  %16 = shl i32 %9, 7
  %17 = or disjoint i32 %16, %4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  store float %15, ptr %19, align 4, !tbaa !28
  ret void

20:                                               ; preds = %10, %39
  %21 = phi float [ 0.000000e+00, %10 ], [ %68, %39 ]
  %22 = phi i32 [ 0, %10 ], [ %40, %39 ]
  %23 = phi i32 [ 0, %10 ], [ %41, %39 ]
  br i1 %5, label %24, label %32

24:                                               ; preds = %20
  %25 = and i32 %23, 1
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_alternateE4Tile to ptr), i64 0, i64 %26
  %28 = addrspacecast ptr %27 to ptr addrspace(3)
  %29 = ptrtoint ptr addrspace(3) %28 to i64
  %30 = trunc i64 %29 to i32
  %31 = shl nsw i32 %23, 5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_alternateE3Bar to i32), i32 4096) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %30, ptr %1, i32 %31, i32 %11, i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_alternateE3Bar to i32)) #3, !srcloc !23
  br label %32

32:                                               ; preds = %24, %20
  br label %33

33:                                               ; preds = %32, %33
  %34 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_alternateE3Bar to i32), i32 %22) #3, !srcloc !24
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %33, label %36, !llvm.loop !25

36:                                               ; preds = %33
  %37 = and i32 %23, 1
  %38 = zext nneg i32 %37 to i64
  br label %43

39:                                               ; preds = %43
  %40 = xor i32 %22, 1
  tail call void @llvm.nvvm.barrier0()
  %41 = add nuw nsw i32 %23, 1
  %42 = icmp eq i32 %41, %2
  br i1 %42, label %14, label %20, !llvm.loop !38

43:                                               ; preds = %43, %36
  %44 = phi float [ %21, %36 ], [ %68, %43 ]
  %45 = phi i32 [ 0, %36 ], [ %69, %43 ]
  %46 = or disjoint i32 %45, %13
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_alternateE4Tile to ptr), i64 0, i64 %38, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !28
  %50 = fadd contract float %44, %49
  %51 = or i32 %45, %13
  %52 = or disjoint i32 %51, 1
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_alternateE4Tile to ptr), i64 0, i64 %38, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !28
  %56 = fadd contract float %50, %55
  %57 = or i32 %45, %13
  %58 = or disjoint i32 %57, 2
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_alternateE4Tile to ptr), i64 0, i64 %38, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !28
  %62 = fadd contract float %56, %61
  %63 = or i32 %45, %13
  %64 = or disjoint i32 %63, 3
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_alternateE4Tile to ptr), i64 0, i64 %38, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !28
  %68 = fadd contract float %62, %67
  %69 = add nuw nsw i32 %45, 4
  %70 = icmp eq i32 %69, 32
  br i1 %70, label %39, label %43, !llvm.loop !39
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bulk_padded(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_paddedE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [129 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11bulk_paddedE3Buf to ptr), i64 0, i64 %10
  %12 = xor i32 %4, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [129 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11bulk_paddedE3Buf to ptr), i64 0, i64 %13
  br label %22

15:                                               ; preds = %34, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %39, %34 ]
  %17 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 7
  %19 = or disjoint i32 %18, %4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !28
  ret void

22:                                               ; preds = %9, %34
  %23 = phi float [ 0.000000e+00, %9 ], [ %39, %34 ]
  %24 = phi i32 [ 0, %9 ], [ %35, %34 ]
  %25 = phi i32 [ 0, %9 ], [ %40, %34 ]
  br i1 %5, label %26, label %30

26:                                               ; preds = %22
  %27 = shl nsw i32 %25, 7
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_paddedE3Bar to i32), i32 512) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 512, [$2];", "r,l,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_paddedE3Buf to i32), ptr %29, i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_paddedE3Bar to i32)) #3, !srcloc !40
  br label %30

30:                                               ; preds = %26, %22
  br label %31

31:                                               ; preds = %30, %31
  %32 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ11bulk_paddedE3Bar to i32), i32 %24) #3, !srcloc !24
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %31, label %34, !llvm.loop !25

34:                                               ; preds = %31
  %35 = xor i32 %24, 1
  %36 = load float, ptr %11, align 4, !tbaa !28
  %37 = load float, ptr %14, align 4, !tbaa !28
  %38 = fmul contract float %36, %37
  %39 = fadd contract float %23, %38
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %25, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %15, label %22, !llvm.loop !41
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_elect(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ9tma_electE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %17

11:                                               ; preds = %7
  %12 = icmp ult i32 %4, 32
  %13 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 5
  %15 = shl nuw nsw i32 %4, 5
  %16 = and i32 %15, 992
  br label %24

17:                                               ; preds = %38, %9
  %18 = phi i32 [ %10, %9 ], [ %13, %38 ]
  %19 = phi float [ 0.000000e+00, %9 ], [ %71, %38 ]
  %20 = shl i32 %18, 7
  %21 = or disjoint i32 %20, %4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %19, ptr %23, align 4, !tbaa !28
  ret void

24:                                               ; preds = %11, %38
  %25 = phi float [ 0.000000e+00, %11 ], [ %71, %38 ]
  %26 = phi i32 [ 0, %11 ], [ %39, %38 ]
  %27 = phi i32 [ 0, %11 ], [ %40, %38 ]
  br i1 %12, label %28, label %34

28:                                               ; preds = %24
  %29 = tail call { i32, i32 } asm sideeffect "{\0A .reg .b32 %rx;\0A .reg .pred %px;\0A elect.sync %rx|%px, $2;\0A @%px mov.s32 $1, 1;\0A mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #3, !srcloc !42
  %30 = extractvalue { i32, i32 } %29, 1
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = shl nsw i32 %27, 5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9tma_electE3Bar to i32), i32 4096) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9tma_electE4Tile to i32), ptr %1, i32 %33, i32 %14, i32 ptrtoint (ptr addrspace(3) @_ZZ9tma_electE3Bar to i32)) #3, !srcloc !23
  br label %34

34:                                               ; preds = %32, %28, %24
  br label %35

35:                                               ; preds = %34, %35
  %36 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ9tma_electE3Bar to i32), i32 %26) #3, !srcloc !24
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %35, label %42, !llvm.loop !25

38:                                               ; preds = %42
  %39 = xor i32 %26, 1
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %27, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %17, label %24, !llvm.loop !43

42:                                               ; preds = %35, %42
  %43 = phi float [ %71, %42 ], [ %25, %35 ]
  %44 = phi i32 [ %72, %42 ], [ 0, %35 ]
  %45 = or disjoint i32 %44, %16
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tma_electE4Tile to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !28
  %49 = add nuw nsw i32 %44, %4
  %50 = shl nuw nsw i32 %49, 5
  %51 = and i32 %50, 992
  %52 = or disjoint i32 %51, %44
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tma_electE4Tile to ptr), i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !28
  %56 = fmul contract float %48, %55
  %57 = fadd contract float %43, %56
  %58 = or disjoint i32 %44, 1
  %59 = or disjoint i32 %58, %16
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tma_electE4Tile to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !28
  %63 = add nuw nsw i32 %58, %4
  %64 = shl nuw nsw i32 %63, 5
  %65 = and i32 %64, 992
  %66 = or disjoint i32 %65, %58
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tma_electE4Tile to ptr), i64 0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !28
  %70 = fmul contract float %62, %69
  %71 = fadd contract float %57, %70
  %72 = add nuw nsw i32 %44, 2
  %73 = icmp eq i32 %72, 32
  br i1 %73, label %38, label %42, !llvm.loop !44
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_elect_half(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_halfE3Bar to i32), i32 1) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %17

11:                                               ; preds = %7
  %12 = icmp ult i32 %4, 16
  %13 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 5
  %15 = shl nuw nsw i32 %4, 5
  %16 = and i32 %15, 992
  br label %24

17:                                               ; preds = %38, %9
  %18 = phi i32 [ %10, %9 ], [ %13, %38 ]
  %19 = phi float [ 0.000000e+00, %9 ], [ %67, %38 ]
  %20 = shl i32 %18, 7
  %21 = or disjoint i32 %20, %4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %19, ptr %23, align 4, !tbaa !28
  ret void

24:                                               ; preds = %11, %38
  %25 = phi float [ 0.000000e+00, %11 ], [ %67, %38 ]
  %26 = phi i32 [ 0, %11 ], [ %39, %38 ]
  %27 = phi i32 [ 0, %11 ], [ %40, %38 ]
  br i1 %12, label %28, label %34

28:                                               ; preds = %24
  %29 = tail call { i32, i32 } asm sideeffect "{\0A .reg .b32 %rx;\0A .reg .pred %px;\0A elect.sync %rx|%px, $2;\0A @%px mov.s32 $1, 1;\0A mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 65535, i32 0, i32 0) #3, !srcloc !42
  %30 = extractvalue { i32, i32 } %29, 1
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = shl nsw i32 %27, 5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_halfE3Bar to i32), i32 4096) #3, !srcloc !22
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_halfE4Tile to i32), ptr %1, i32 %33, i32 %14, i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_halfE3Bar to i32)) #3, !srcloc !23
  br label %34

34:                                               ; preds = %32, %28, %24
  br label %35

35:                                               ; preds = %34, %35
  %36 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_halfE3Bar to i32), i32 %26) #3, !srcloc !24
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %35, label %42, !llvm.loop !25

38:                                               ; preds = %42
  %39 = xor i32 %26, 1
  tail call void @llvm.nvvm.barrier0()
  %40 = add nuw nsw i32 %27, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %17, label %24, !llvm.loop !45

42:                                               ; preds = %35, %42
  %43 = phi float [ %67, %42 ], [ %25, %35 ]
  %44 = phi i32 [ %68, %42 ], [ 0, %35 ]
  %45 = or disjoint i32 %44, %16
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_halfE4Tile to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !28
  %49 = fadd contract float %43, %48
  %50 = or i32 %44, %16
  %51 = or disjoint i32 %50, 1
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_halfE4Tile to ptr), i64 0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !28
  %55 = fadd contract float %49, %54
  %56 = or i32 %44, %16
  %57 = or disjoint i32 %56, 2
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_halfE4Tile to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !28
  %61 = fadd contract float %55, %60
  %62 = or i32 %44, %16
  %63 = or disjoint i32 %62, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_halfE4Tile to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !28
  %67 = fadd contract float %61, %66
  %68 = add nuw nsw i32 %44, 4
  %69 = icmp eq i32 %68, 32
  br i1 %69, label %38, label %42, !llvm.loop !46
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_elect_each(ptr noalias nocapture noundef writeonly %0, ptr noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_eachE3Bar to i32), i32 4) #3, !srcloc !20
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3, !srcloc !21
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %26

11:                                               ; preds = %7
  %12 = shl nuw nsw i32 %4, 3
  %13 = and i32 %12, 768
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_eachE4Tile to ptr), i64 %14
  %16 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = shl i32 %16, 5
  %18 = lshr i32 %4, 2
  %19 = and i32 %18, 24
  %20 = or disjoint i32 %19, %17
  %21 = addrspacecast ptr %15 to ptr addrspace(3)
  %22 = ptrtoint ptr addrspace(3) %21 to i64
  %23 = trunc i64 %22 to i32
  %24 = shl nuw nsw i32 %4, 5
  %25 = and i32 %24, 992
  br label %33

26:                                               ; preds = %46, %9
  %27 = phi i32 [ %10, %9 ], [ %16, %46 ]
  %28 = phi float [ 0.000000e+00, %9 ], [ %79, %46 ]
  %29 = shl i32 %27, 7
  %30 = or disjoint i32 %29, %4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  store float %28, ptr %32, align 4, !tbaa !28
  ret void

33:                                               ; preds = %11, %46
  %34 = phi float [ 0.000000e+00, %11 ], [ %79, %46 ]
  %35 = phi i32 [ 0, %11 ], [ %47, %46 ]
  %36 = phi i32 [ 0, %11 ], [ %48, %46 ]
  %37 = tail call { i32, i32 } asm sideeffect "{\0A .reg .b32 %rx;\0A .reg .pred %px;\0A elect.sync %rx|%px, $2;\0A @%px mov.s32 $1, 1;\0A mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #3, !srcloc !42
  %38 = extractvalue { i32, i32 } %37, 1
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %33
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_eachE3Bar to i32), i32 1024) #3, !srcloc !22
  %41 = shl nsw i32 %36, 5
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %23, ptr %1, i32 %41, i32 %20, i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_eachE3Bar to i32)) #3, !srcloc !23
  br label %42

42:                                               ; preds = %40, %33
  br label %43

43:                                               ; preds = %42, %43
  %44 = tail call i32 asm sideeffect "{\0A .reg .pred p;\0A mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2;\0A selp.u32 $0, 1, 0, p;\0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ14tma_elect_eachE3Bar to i32), i32 %35) #3, !srcloc !24
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %43, label %50, !llvm.loop !25

46:                                               ; preds = %50
  %47 = xor i32 %35, 1
  tail call void @llvm.nvvm.barrier0()
  %48 = add nuw nsw i32 %36, 1
  %49 = icmp eq i32 %48, %2
  br i1 %49, label %26, label %33, !llvm.loop !47

50:                                               ; preds = %43, %50
  %51 = phi float [ %79, %50 ], [ %34, %43 ]
  %52 = phi i32 [ %80, %50 ], [ 0, %43 ]
  %53 = or disjoint i32 %52, %25
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_eachE4Tile to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !28
  %57 = add nuw nsw i32 %52, %4
  %58 = shl nuw nsw i32 %57, 5
  %59 = and i32 %58, 992
  %60 = or disjoint i32 %59, %52
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_eachE4Tile to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !28
  %64 = fmul contract float %56, %63
  %65 = fadd contract float %51, %64
  %66 = or disjoint i32 %52, 1
  %67 = or disjoint i32 %66, %25
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_eachE4Tile to ptr), i64 0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !28
  %71 = add nuw nsw i32 %66, %4
  %72 = shl nuw nsw i32 %71, 5
  %73 = and i32 %72, 992
  %74 = or disjoint i32 %73, %66
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14tma_elect_eachE4Tile to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !28
  %78 = fmul contract float %70, %77
  %79 = fadd contract float %65, %78
  %80 = add nuw nsw i32 %52, 2
  %81 = icmp eq i32 %80, 32
  br i1 %81, label %46, label %50, !llvm.loop !48
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!llvm.module.flags = !{!16, !17, !18}

!0 = !{ptr @tma_gemm, !"kernel", i32 1}
!1 = !{ptr @tma_gemm, !"maxntidx", i32 128}
!2 = !{ptr @tma_rows_hint, !"kernel", i32 1}
!3 = !{ptr @tma_rows_hint, !"maxntidx", i32 128}
!4 = !{ptr @tma_3d, !"kernel", i32 1}
!5 = !{ptr @tma_3d, !"maxntidx", i32 128}
!6 = !{ptr @tma_alternate, !"kernel", i32 1}
!7 = !{ptr @tma_alternate, !"maxntidx", i32 128}
!8 = !{ptr @bulk_padded, !"kernel", i32 1}
!9 = !{ptr @bulk_padded, !"maxntidx", i32 128}
!10 = !{ptr @tma_elect, !"kernel", i32 1}
!11 = !{ptr @tma_elect, !"maxntidx", i32 128}
!12 = !{ptr @tma_elect_half, !"kernel", i32 1}
!13 = !{ptr @tma_elect_half, !"maxntidx", i32 128}
!14 = !{ptr @tma_elect_each, !"kernel", i32 1}
!15 = !{ptr @tma_elect_each, !"maxntidx", i32 128}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i64 59284}
!21 = !{i64 59387}
!22 = !{i64 58101}
!23 = !{i64 58474}
!24 = !{i64 59560, i64 59564, i64 59580, i64 59656, i64 59680}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = distinct !{!32, !26}
!33 = !{i64 2147549015}
!34 = distinct !{!34, !26}
!35 = distinct !{!35, !26}
!36 = !{i64 2147553031}
!37 = distinct !{!37, !26}
!38 = distinct !{!38, !26}
!39 = distinct !{!39, !26}
!40 = !{i64 2147559883}
!41 = distinct !{!41, !26}
!42 = !{i64 1011, i64 1015, i64 1033, i64 1070, i64 1098, i64 1139, i64 1159}
!43 = distinct !{!43, !26}
!44 = distinct !{!44, !26}
!45 = distinct !{!45, !26}
!46 = distinct !{!46, !26}
!47 = distinct !{!47, !26}
!48 = distinct !{!48, !26}
