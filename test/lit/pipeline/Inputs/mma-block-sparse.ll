; ModuleID = 'mma-block-sparse.cu'
source_filename = "mma-block-sparse.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14blockSparseMmaPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 48
  %14 = or disjoint i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %97

20:                                               ; preds = %7
  %21 = lshr exact i32 %14, 4
  %22 = mul nsw i32 %8, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = lshr i32 %9, 2
  %26 = and i32 %25, 7
  %27 = or disjoint i32 %14, %26
  %28 = zext nneg i32 %27 to i64
  %29 = sext i32 %6 to i64
  %30 = mul nsw i64 %29, %28
  %31 = getelementptr inbounds half, ptr %0, i64 %30
  %32 = shl nuw nsw i32 %9, 1
  %33 = and i32 %32, 6
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds half, ptr %31, i64 %34
  %36 = or disjoint i32 %26, %16
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %29, %37
  %39 = getelementptr inbounds half, ptr %1, i64 %38
  %40 = getelementptr inbounds half, ptr %39, i64 %34
  %41 = icmp sgt i32 %6, 15
  br i1 %41, label %42, label %44

42:                                               ; preds = %20
  %43 = shl nuw nsw i64 %29, 4
  br label %60

44:                                               ; preds = %90, %20
  %45 = phi float [ 0.000000e+00, %20 ], [ %91, %90 ]
  %46 = phi float [ 0.000000e+00, %20 ], [ %92, %90 ]
  %47 = phi float [ 0.000000e+00, %20 ], [ %93, %90 ]
  %48 = phi float [ 0.000000e+00, %20 ], [ %94, %90 ]
  %49 = sext i32 %5 to i64
  %50 = mul nsw i64 %49, %28
  %51 = getelementptr inbounds float, ptr %3, i64 %50
  %52 = sext i32 %16 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  %54 = getelementptr inbounds float, ptr %53, i64 %34
  store float %45, ptr %54, align 4, !tbaa !12
  %55 = getelementptr inbounds i8, ptr %54, i64 4
  store float %46, ptr %55, align 4, !tbaa !12
  %56 = shl nsw i64 %49, 3
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  store float %47, ptr %57, align 4, !tbaa !12
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %54, i64 %58
  store float %48, ptr %59, align 4, !tbaa !12
  br label %97

60:                                               ; preds = %42, %90
  %61 = phi i32 [ 0, %42 ], [ %95, %90 ]
  %62 = phi float [ 0.000000e+00, %42 ], [ %94, %90 ]
  %63 = phi float [ 0.000000e+00, %42 ], [ %93, %90 ]
  %64 = phi float [ 0.000000e+00, %42 ], [ %92, %90 ]
  %65 = phi float [ 0.000000e+00, %42 ], [ %91, %90 ]
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %24, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !16
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %61, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %35, i64 %72
  %74 = getelementptr inbounds half, ptr %40, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !16
  %76 = getelementptr inbounds i8, ptr %73, i64 %43
  %77 = load i32, ptr %76, align 4, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !16
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !16
  %82 = load i32, ptr %74, align 4, !tbaa !16
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !16
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %65, float %64, float %63, float %62) #2, !srcloc !18
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %90

90:                                               ; preds = %60, %70
  %91 = phi float [ %65, %60 ], [ %86, %70 ]
  %92 = phi float [ %64, %60 ], [ %87, %70 ]
  %93 = phi float [ %63, %60 ], [ %88, %70 ]
  %94 = phi float [ %62, %60 ], [ %89, %70 ]
  %95 = add nuw nsw i32 %61, 1
  %96 = icmp eq i32 %95, %8
  br i1 %96, label %44, label %60, !llvm.loop !19

97:                                               ; preds = %7, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8variantsPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 48
  %14 = or disjoint i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %135

20:                                               ; preds = %7
  %21 = lshr exact i32 %14, 4
  %22 = mul nsw i32 %8, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = lshr i32 %9, 2
  %26 = and i32 %25, 7
  %27 = or disjoint i32 %14, %26
  %28 = zext nneg i32 %27 to i64
  %29 = sext i32 %6 to i64
  %30 = mul nsw i64 %29, %28
  %31 = getelementptr inbounds half, ptr %0, i64 %30
  %32 = shl nuw nsw i32 %9, 1
  %33 = and i32 %32, 6
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds half, ptr %31, i64 %34
  %36 = or disjoint i32 %26, %16
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %29, %37
  %39 = getelementptr inbounds half, ptr %1, i64 %38
  %40 = getelementptr inbounds half, ptr %39, i64 %34
  %41 = icmp sgt i32 %6, 15
  br i1 %41, label %42, label %50

42:                                               ; preds = %20
  %43 = shl nuw nsw i64 %29, 4
  br label %66

44:                                               ; preds = %128
  %45 = fadd contract float %129, %105
  %46 = fsub contract float %102, %130
  %47 = fmul contract float %103, %131
  %48 = fmul contract float %132, 2.000000e+00
  %49 = fadd contract float %104, %48
  br label %50

50:                                               ; preds = %44, %20
  %51 = phi float [ 0.000000e+00, %20 ], [ %45, %44 ]
  %52 = phi float [ 0.000000e+00, %20 ], [ %46, %44 ]
  %53 = phi float [ 0.000000e+00, %20 ], [ %47, %44 ]
  %54 = phi float [ 0.000000e+00, %20 ], [ %49, %44 ]
  %55 = sext i32 %5 to i64
  %56 = mul nsw i64 %55, %28
  %57 = getelementptr inbounds float, ptr %3, i64 %56
  %58 = sext i32 %16 to i64
  %59 = getelementptr inbounds float, ptr %57, i64 %58
  %60 = getelementptr inbounds float, ptr %59, i64 %34
  store float %51, ptr %60, align 4, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  store float %52, ptr %61, align 4, !tbaa !12
  %62 = shl nsw i64 %55, 3
  %63 = getelementptr inbounds float, ptr %60, i64 %62
  store float %53, ptr %63, align 4, !tbaa !12
  %64 = or disjoint i64 %62, 1
  %65 = getelementptr inbounds float, ptr %60, i64 %64
  store float %54, ptr %65, align 4, !tbaa !12
  br label %135

66:                                               ; preds = %42, %128
  %67 = phi float [ 0.000000e+00, %42 ], [ %105, %128 ]
  %68 = phi i32 [ 0, %42 ], [ %133, %128 ]
  %69 = phi float [ 0.000000e+00, %42 ], [ %132, %128 ]
  %70 = phi float [ 0.000000e+00, %42 ], [ %131, %128 ]
  %71 = phi float [ 0.000000e+00, %42 ], [ %130, %128 ]
  %72 = phi float [ 0.000000e+00, %42 ], [ %129, %128 ]
  %73 = phi float [ 0.000000e+00, %42 ], [ %104, %128 ]
  %74 = phi float [ 0.000000e+00, %42 ], [ %103, %128 ]
  %75 = phi float [ 0.000000e+00, %42 ], [ %102, %128 ]
  %76 = zext nneg i32 %68 to i64
  %77 = getelementptr inbounds i32, ptr %24, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !16
  %79 = and i32 %78, 1
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %101, label %81

81:                                               ; preds = %66
  %82 = shl nsw i32 %68, 4
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds half, ptr %35, i64 %83
  %85 = getelementptr inbounds half, ptr %40, i64 %83
  %86 = load i32, ptr %84, align 4, !tbaa !16
  %87 = getelementptr inbounds i8, ptr %84, i64 %43
  %88 = load i32, ptr %87, align 4, !tbaa !16
  %89 = getelementptr inbounds i8, ptr %84, i64 16
  %90 = load i32, ptr %89, align 4, !tbaa !16
  %91 = getelementptr inbounds i8, ptr %87, i64 16
  %92 = load i32, ptr %91, align 4, !tbaa !16
  %93 = load i32, ptr %85, align 4, !tbaa !16
  %94 = getelementptr inbounds i8, ptr %85, i64 16
  %95 = load i32, ptr %94, align 4, !tbaa !16
  %96 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %86, i32 %88, i32 %90, i32 %92, i32 %93, i32 %95, float %67, float %75, float %74, float %73) #2, !srcloc !21
  %97 = extractvalue { float, float, float, float } %96, 0
  %98 = extractvalue { float, float, float, float } %96, 1
  %99 = extractvalue { float, float, float, float } %96, 2
  %100 = extractvalue { float, float, float, float } %96, 3
  br label %101

101:                                              ; preds = %81, %66
  %102 = phi float [ %98, %81 ], [ %75, %66 ]
  %103 = phi float [ %99, %81 ], [ %74, %66 ]
  %104 = phi float [ %100, %81 ], [ %73, %66 ]
  %105 = phi float [ %97, %81 ], [ %67, %66 ]
  %106 = and i32 %78, 2
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %128, label %108

108:                                              ; preds = %101
  %109 = shl nsw i32 %68, 4
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds half, ptr %35, i64 %110
  %112 = getelementptr inbounds half, ptr %40, i64 %110
  %113 = load i32, ptr %111, align 4, !tbaa !16
  %114 = getelementptr inbounds i8, ptr %111, i64 %43
  %115 = load i32, ptr %114, align 4, !tbaa !16
  %116 = getelementptr inbounds i8, ptr %111, i64 16
  %117 = load i32, ptr %116, align 4, !tbaa !16
  %118 = getelementptr inbounds i8, ptr %114, i64 16
  %119 = load i32, ptr %118, align 4, !tbaa !16
  %120 = load i32, ptr %112, align 4, !tbaa !16
  %121 = getelementptr inbounds i8, ptr %112, i64 16
  %122 = load i32, ptr %121, align 4, !tbaa !16
  %123 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %113, i32 %115, i32 %117, i32 %119, i32 %120, i32 %122, float %72, float %71, float %70, float %69) #2, !srcloc !22
  %124 = extractvalue { float, float, float, float } %123, 0
  %125 = extractvalue { float, float, float, float } %123, 1
  %126 = extractvalue { float, float, float, float } %123, 2
  %127 = extractvalue { float, float, float, float } %123, 3
  br label %128

128:                                              ; preds = %108, %101
  %129 = phi float [ %124, %108 ], [ %72, %101 ]
  %130 = phi float [ %125, %108 ], [ %71, %101 ]
  %131 = phi float [ %126, %108 ], [ %70, %101 ]
  %132 = phi float [ %127, %108 ], [ %69, %101 ]
  %133 = add nuw nsw i32 %68, 1
  %134 = icmp eq i32 %133, %8
  br i1 %134, label %44, label %66, !llvm.loop !23

135:                                              ; preds = %7, %50
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6ifelsePKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 48
  %14 = or disjoint i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %131

20:                                               ; preds = %7
  %21 = lshr exact i32 %14, 4
  %22 = mul nsw i32 %8, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = lshr i32 %9, 2
  %26 = and i32 %25, 7
  %27 = or disjoint i32 %14, %26
  %28 = zext nneg i32 %27 to i64
  %29 = sext i32 %6 to i64
  %30 = mul nsw i64 %29, %28
  %31 = getelementptr inbounds half, ptr %0, i64 %30
  %32 = shl nuw nsw i32 %9, 1
  %33 = and i32 %32, 6
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds half, ptr %31, i64 %34
  %36 = or disjoint i32 %26, %16
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %29, %37
  %39 = getelementptr inbounds half, ptr %1, i64 %38
  %40 = getelementptr inbounds half, ptr %39, i64 %34
  %41 = icmp sgt i32 %6, 15
  br i1 %41, label %42, label %50

42:                                               ; preds = %20
  %43 = shl nuw nsw i64 %29, 4
  br label %66

44:                                               ; preds = %120
  %45 = fadd contract float %121, %125
  %46 = fsub contract float %122, %126
  %47 = fmul contract float %123, %127
  %48 = fmul contract float %128, 2.000000e+00
  %49 = fadd contract float %124, %48
  br label %50

50:                                               ; preds = %44, %20
  %51 = phi float [ 0.000000e+00, %20 ], [ %45, %44 ]
  %52 = phi float [ 0.000000e+00, %20 ], [ %46, %44 ]
  %53 = phi float [ 0.000000e+00, %20 ], [ %47, %44 ]
  %54 = phi float [ 0.000000e+00, %20 ], [ %49, %44 ]
  %55 = sext i32 %5 to i64
  %56 = mul nsw i64 %55, %28
  %57 = getelementptr inbounds float, ptr %3, i64 %56
  %58 = sext i32 %16 to i64
  %59 = getelementptr inbounds float, ptr %57, i64 %58
  %60 = getelementptr inbounds float, ptr %59, i64 %34
  store float %51, ptr %60, align 4, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  store float %52, ptr %61, align 4, !tbaa !12
  %62 = shl nsw i64 %55, 3
  %63 = getelementptr inbounds float, ptr %60, i64 %62
  store float %53, ptr %63, align 4, !tbaa !12
  %64 = or disjoint i64 %62, 1
  %65 = getelementptr inbounds float, ptr %60, i64 %64
  store float %54, ptr %65, align 4, !tbaa !12
  br label %131

66:                                               ; preds = %42, %120
  %67 = phi i32 [ 0, %42 ], [ %129, %120 ]
  %68 = phi float [ 0.000000e+00, %42 ], [ %128, %120 ]
  %69 = phi float [ 0.000000e+00, %42 ], [ %127, %120 ]
  %70 = phi float [ 0.000000e+00, %42 ], [ %126, %120 ]
  %71 = phi float [ 0.000000e+00, %42 ], [ %125, %120 ]
  %72 = phi float [ 0.000000e+00, %42 ], [ %124, %120 ]
  %73 = phi float [ 0.000000e+00, %42 ], [ %123, %120 ]
  %74 = phi float [ 0.000000e+00, %42 ], [ %122, %120 ]
  %75 = phi float [ 0.000000e+00, %42 ], [ %121, %120 ]
  %76 = zext nneg i32 %67 to i64
  %77 = getelementptr inbounds i32, ptr %24, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !16
  %79 = icmp eq i32 %78, 0
  %80 = shl i32 %67, 4
  br i1 %79, label %100, label %81

81:                                               ; preds = %66
  %82 = zext nneg i32 %80 to i64
  %83 = getelementptr inbounds half, ptr %35, i64 %82
  %84 = getelementptr inbounds half, ptr %40, i64 %82
  %85 = load i32, ptr %83, align 4, !tbaa !16
  %86 = getelementptr inbounds i8, ptr %83, i64 %43
  %87 = load i32, ptr %86, align 4, !tbaa !16
  %88 = getelementptr inbounds i8, ptr %83, i64 16
  %89 = load i32, ptr %88, align 4, !tbaa !16
  %90 = getelementptr inbounds i8, ptr %86, i64 16
  %91 = load i32, ptr %90, align 4, !tbaa !16
  %92 = load i32, ptr %84, align 4, !tbaa !16
  %93 = getelementptr inbounds i8, ptr %84, i64 16
  %94 = load i32, ptr %93, align 4, !tbaa !16
  %95 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %85, i32 %87, i32 %89, i32 %91, i32 %92, i32 %94, float %75, float %74, float %73, float %72) #2, !srcloc !24
  %96 = extractvalue { float, float, float, float } %95, 0
  %97 = extractvalue { float, float, float, float } %95, 1
  %98 = extractvalue { float, float, float, float } %95, 2
  %99 = extractvalue { float, float, float, float } %95, 3
  br label %120

100:                                              ; preds = %66
  %101 = add nuw nsw i32 %80, 16
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds half, ptr %35, i64 %102
  %104 = getelementptr inbounds half, ptr %40, i64 %102
  %105 = load i32, ptr %103, align 4, !tbaa !16
  %106 = getelementptr inbounds i8, ptr %103, i64 %43
  %107 = load i32, ptr %106, align 4, !tbaa !16
  %108 = getelementptr inbounds i8, ptr %103, i64 16
  %109 = load i32, ptr %108, align 4, !tbaa !16
  %110 = getelementptr inbounds i8, ptr %106, i64 16
  %111 = load i32, ptr %110, align 4, !tbaa !16
  %112 = load i32, ptr %104, align 4, !tbaa !16
  %113 = getelementptr inbounds i8, ptr %104, i64 16
  %114 = load i32, ptr %113, align 4, !tbaa !16
  %115 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %105, i32 %107, i32 %109, i32 %111, i32 %112, i32 %114, float %71, float %70, float %69, float %68) #2, !srcloc !25
  %116 = extractvalue { float, float, float, float } %115, 0
  %117 = extractvalue { float, float, float, float } %115, 1
  %118 = extractvalue { float, float, float, float } %115, 2
  %119 = extractvalue { float, float, float, float } %115, 3
  br label %120

120:                                              ; preds = %100, %81
  %121 = phi float [ %96, %81 ], [ %75, %100 ]
  %122 = phi float [ %97, %81 ], [ %74, %100 ]
  %123 = phi float [ %98, %81 ], [ %73, %100 ]
  %124 = phi float [ %99, %81 ], [ %72, %100 ]
  %125 = phi float [ %71, %81 ], [ %116, %100 ]
  %126 = phi float [ %70, %81 ], [ %117, %100 ]
  %127 = phi float [ %69, %81 ], [ %118, %100 ]
  %128 = phi float [ %68, %81 ], [ %119, %100 ]
  %129 = add nuw nsw i32 %67, 1
  %130 = icmp eq i32 %129, %8
  br i1 %130, label %44, label %66, !llvm.loop !26

131:                                              ; preds = %7, %50
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9laneStepsPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 1
  %11 = add nsw i32 %8, %10
  %12 = lshr i32 %9, 2
  %13 = and i32 %12, 7
  %14 = zext nneg i32 %13 to i64
  %15 = sext i32 %6 to i64
  %16 = mul nsw i64 %15, %14
  %17 = getelementptr inbounds half, ptr %0, i64 %16
  %18 = shl nuw nsw i32 %9, 1
  %19 = and i32 %18, 6
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds half, ptr %17, i64 %20
  %22 = getelementptr inbounds half, ptr %1, i64 %16
  %23 = getelementptr inbounds half, ptr %22, i64 %20
  %24 = icmp sgt i32 %11, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %7
  %26 = shl nsw i64 %15, 4
  br label %41

27:                                               ; preds = %71, %7
  %28 = phi float [ 0.000000e+00, %7 ], [ %72, %71 ]
  %29 = phi float [ 0.000000e+00, %7 ], [ %73, %71 ]
  %30 = phi float [ 0.000000e+00, %7 ], [ %74, %71 ]
  %31 = phi float [ 0.000000e+00, %7 ], [ %75, %71 ]
  %32 = sext i32 %5 to i64
  %33 = mul nsw i64 %32, %14
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = getelementptr inbounds float, ptr %34, i64 %20
  store float %28, ptr %35, align 4, !tbaa !12
  %36 = getelementptr inbounds i8, ptr %35, i64 4
  store float %29, ptr %36, align 4, !tbaa !12
  %37 = shl nsw i64 %32, 3
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  store float %30, ptr %38, align 4, !tbaa !12
  %39 = or disjoint i64 %37, 1
  %40 = getelementptr inbounds float, ptr %35, i64 %39
  store float %31, ptr %40, align 4, !tbaa !12
  ret void

41:                                               ; preds = %25, %71
  %42 = phi i32 [ 0, %25 ], [ %76, %71 ]
  %43 = phi float [ 0.000000e+00, %25 ], [ %75, %71 ]
  %44 = phi float [ 0.000000e+00, %25 ], [ %74, %71 ]
  %45 = phi float [ 0.000000e+00, %25 ], [ %73, %71 ]
  %46 = phi float [ 0.000000e+00, %25 ], [ %72, %71 ]
  %47 = zext nneg i32 %42 to i64
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !16
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %71, label %51

51:                                               ; preds = %41
  %52 = shl nsw i32 %42, 4
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds half, ptr %21, i64 %53
  %55 = getelementptr inbounds half, ptr %23, i64 %53
  %56 = load i32, ptr %54, align 4, !tbaa !16
  %57 = getelementptr inbounds i8, ptr %54, i64 %26
  %58 = load i32, ptr %57, align 4, !tbaa !16
  %59 = getelementptr inbounds i8, ptr %54, i64 16
  %60 = load i32, ptr %59, align 4, !tbaa !16
  %61 = getelementptr inbounds i8, ptr %57, i64 16
  %62 = load i32, ptr %61, align 4, !tbaa !16
  %63 = load i32, ptr %55, align 4, !tbaa !16
  %64 = getelementptr inbounds i8, ptr %55, i64 16
  %65 = load i32, ptr %64, align 4, !tbaa !16
  %66 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %56, i32 %58, i32 %60, i32 %62, i32 %63, i32 %65, float %46, float %45, float %44, float %43) #2, !srcloc !18
  %67 = extractvalue { float, float, float, float } %66, 0
  %68 = extractvalue { float, float, float, float } %66, 1
  %69 = extractvalue { float, float, float, float } %66, 2
  %70 = extractvalue { float, float, float, float } %66, 3
  br label %71

71:                                               ; preds = %41, %51
  %72 = phi float [ %46, %41 ], [ %67, %51 ]
  %73 = phi float [ %45, %41 ], [ %68, %51 ]
  %74 = phi float [ %44, %41 ], [ %69, %51 ]
  %75 = phi float [ %43, %41 ], [ %70, %51 ]
  %76 = add nuw nsw i32 %42, 1
  %77 = icmp eq i32 %76, %11
  br i1 %77, label %27, label %41, !llvm.loop !27
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}

!0 = !{ptr @_Z14blockSparseMmaPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!1 = !{ptr @_Z14blockSparseMmaPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!2 = !{ptr @_Z8variantsPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!3 = !{ptr @_Z8variantsPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!4 = !{ptr @_Z6ifelsePKDF16_S0_PKiPfiii, !"kernel", i32 1}
!5 = !{ptr @_Z6ifelsePKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!6 = !{ptr @_Z9laneStepsPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!7 = !{ptr @_Z9laneStepsPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !{i64 1526}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{i64 2147542120}
!22 = !{i64 2147542388}
!23 = distinct !{!23, !20}
!24 = !{i64 2147544080}
!25 = !{i64 2147544348}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
