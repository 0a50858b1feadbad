; ModuleID = 'mma-kept-merge.cu'
source_filename = "mma-kept-merge.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8swapTiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 496
  %14 = add nuw nsw i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 7
  %22 = lshr exact i32 %14, 4
  %23 = mul nsw i32 %8, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = or disjoint i32 %14, %21
  %27 = zext nneg i32 %26 to i64
  %28 = sext i32 %6 to i64
  %29 = mul nsw i64 %28, %27
  %30 = getelementptr inbounds half, ptr %0, i64 %29
  %31 = shl nuw nsw i32 %9, 1
  %32 = and i32 %31, 6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds half, ptr %30, i64 %33
  %35 = or disjoint i32 %21, %16
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %28, %36
  %38 = getelementptr inbounds half, ptr %1, i64 %37
  %39 = getelementptr inbounds half, ptr %38, i64 %33
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %40, %27
  %42 = getelementptr inbounds float, ptr %3, i64 %41
  %43 = sext i32 %16 to i64
  %44 = getelementptr inbounds float, ptr %42, i64 %43
  %45 = getelementptr inbounds float, ptr %44, i64 %33
  br i1 %19, label %46, label %97

46:                                               ; preds = %7
  %47 = icmp sgt i32 %6, 15
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = shl nuw nsw i64 %28, 4
  br label %60

50:                                               ; preds = %90, %46
  %51 = phi float [ 1.000000e+00, %46 ], [ %91, %90 ]
  %52 = phi float [ 2.000000e+00, %46 ], [ %92, %90 ]
  %53 = phi float [ 3.000000e+00, %46 ], [ %93, %90 ]
  %54 = phi float [ 4.000000e+00, %46 ], [ %94, %90 ]
  store float %51, ptr %45, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %45, i64 4
  store float %52, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %40, 3
  %57 = getelementptr inbounds float, ptr %45, i64 %56
  store float %53, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %45, i64 %58
  store float %54, ptr %59, align 4, !tbaa !10
  br label %97

60:                                               ; preds = %48, %90
  %61 = phi i32 [ 0, %48 ], [ %95, %90 ]
  %62 = phi float [ 4.000000e+00, %48 ], [ %94, %90 ]
  %63 = phi float [ 3.000000e+00, %48 ], [ %93, %90 ]
  %64 = phi float [ 2.000000e+00, %48 ], [ %92, %90 ]
  %65 = phi float [ 1.000000e+00, %48 ], [ %91, %90 ]
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %25, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %61, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %34, i64 %72
  %74 = getelementptr inbounds half, ptr %39, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %49
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %65, float %64, float %63, float %62) #2, !srcloc !16
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %90

90:                                               ; preds = %60, %70
  %91 = phi float [ %86, %70 ], [ %64, %60 ]
  %92 = phi float [ %87, %70 ], [ %65, %60 ]
  %93 = phi float [ %88, %70 ], [ %63, %60 ]
  %94 = phi float [ %89, %70 ], [ %62, %60 ]
  %95 = add nuw nsw i32 %61, 1
  %96 = icmp eq i32 %95, %8
  br i1 %96, label %50, label %60, !llvm.loop !17

97:                                               ; preds = %7, %50
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10swapUntiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 496
  %14 = add nuw nsw i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 7
  %22 = lshr exact i32 %14, 4
  %23 = mul nsw i32 %8, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = or disjoint i32 %14, %21
  %27 = zext nneg i32 %26 to i64
  %28 = sext i32 %6 to i64
  %29 = mul nsw i64 %28, %27
  %30 = getelementptr inbounds half, ptr %0, i64 %29
  %31 = shl nuw nsw i32 %9, 1
  %32 = and i32 %31, 6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds half, ptr %30, i64 %33
  %35 = or disjoint i32 %21, %16
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %28, %36
  %38 = getelementptr inbounds half, ptr %1, i64 %37
  %39 = getelementptr inbounds half, ptr %38, i64 %33
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %40, %27
  %42 = getelementptr inbounds float, ptr %3, i64 %41
  %43 = sext i32 %16 to i64
  %44 = getelementptr inbounds float, ptr %42, i64 %43
  %45 = getelementptr inbounds float, ptr %44, i64 %33
  br i1 %19, label %46, label %97

46:                                               ; preds = %7
  %47 = icmp sgt i32 %6, 15
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = shl nuw nsw i64 %28, 4
  br label %60

50:                                               ; preds = %90, %46
  %51 = phi float [ 1.000000e+00, %46 ], [ %91, %90 ]
  %52 = phi float [ 2.000000e+00, %46 ], [ %92, %90 ]
  %53 = phi float [ 3.000000e+00, %46 ], [ %93, %90 ]
  %54 = phi float [ 4.000000e+00, %46 ], [ %94, %90 ]
  store float %51, ptr %45, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %45, i64 4
  store float %52, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %40, 3
  %57 = getelementptr inbounds float, ptr %45, i64 %56
  store float %53, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %45, i64 %58
  store float %54, ptr %59, align 4, !tbaa !10
  br label %97

60:                                               ; preds = %48, %90
  %61 = phi i32 [ 0, %48 ], [ %95, %90 ]
  %62 = phi float [ 4.000000e+00, %48 ], [ %94, %90 ]
  %63 = phi float [ 3.000000e+00, %48 ], [ %93, %90 ]
  %64 = phi float [ 2.000000e+00, %48 ], [ %92, %90 ]
  %65 = phi float [ 1.000000e+00, %48 ], [ %91, %90 ]
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %25, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %61, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %34, i64 %72
  %74 = getelementptr inbounds half, ptr %39, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %49
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %65, float %64, float %63, float %62) #2, !srcloc !19
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %90

90:                                               ; preds = %60, %70
  %91 = phi float [ %86, %70 ], [ %64, %60 ]
  %92 = phi float [ %87, %70 ], [ %65, %60 ]
  %93 = phi float [ %88, %70 ], [ %63, %60 ]
  %94 = phi float [ %89, %70 ], [ %62, %60 ]
  %95 = add nuw nsw i32 %61, 1
  %96 = icmp eq i32 %95, %8
  br i1 %96, label %50, label %60, !llvm.loop !20

97:                                               ; preds = %7, %50
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10bumpUntiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sdiv i32 %6, 16
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = lshr i32 %9, 1
  %13 = and i32 %12, 496
  %14 = add nuw nsw i32 %13, %11
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 3
  %17 = icmp slt i32 %14, %4
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 7
  %22 = lshr exact i32 %14, 4
  %23 = mul nsw i32 %8, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = or disjoint i32 %14, %21
  %27 = zext nneg i32 %26 to i64
  %28 = sext i32 %6 to i64
  %29 = mul nsw i64 %28, %27
  %30 = getelementptr inbounds half, ptr %0, i64 %29
  %31 = shl nuw nsw i32 %9, 1
  %32 = and i32 %31, 6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds half, ptr %30, i64 %33
  %35 = or disjoint i32 %21, %16
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %28, %36
  %38 = getelementptr inbounds half, ptr %1, i64 %37
  %39 = getelementptr inbounds half, ptr %38, i64 %33
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %40, %27
  %42 = getelementptr inbounds float, ptr %3, i64 %41
  %43 = sext i32 %16 to i64
  %44 = getelementptr inbounds float, ptr %42, i64 %43
  %45 = getelementptr inbounds float, ptr %44, i64 %33
  br i1 %19, label %46, label %99

46:                                               ; preds = %7
  %47 = icmp sgt i32 %6, 15
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = shl nuw nsw i64 %28, 4
  br label %60

50:                                               ; preds = %92, %46
  %51 = phi float [ 1.000000e+00, %46 ], [ %93, %92 ]
  %52 = phi float [ 2.000000e+00, %46 ], [ %94, %92 ]
  %53 = phi float [ 3.000000e+00, %46 ], [ %95, %92 ]
  %54 = phi float [ 4.000000e+00, %46 ], [ %96, %92 ]
  store float %51, ptr %45, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %45, i64 4
  store float %52, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %40, 3
  %57 = getelementptr inbounds float, ptr %45, i64 %56
  store float %53, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %45, i64 %58
  store float %54, ptr %59, align 4, !tbaa !10
  br label %99

60:                                               ; preds = %48, %92
  %61 = phi i32 [ 0, %48 ], [ %97, %92 ]
  %62 = phi float [ 4.000000e+00, %48 ], [ %96, %92 ]
  %63 = phi float [ 3.000000e+00, %48 ], [ %95, %92 ]
  %64 = phi float [ 2.000000e+00, %48 ], [ %94, %92 ]
  %65 = phi float [ 1.000000e+00, %48 ], [ %93, %92 ]
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %25, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %61, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %34, i64 %72
  %74 = getelementptr inbounds half, ptr %39, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %49
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %65, float %64, float %63, float %62) #2, !srcloc !21
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %92

90:                                               ; preds = %60
  %91 = fadd contract float %65, 1.000000e+00
  br label %92

92:                                               ; preds = %90, %70
  %93 = phi float [ %91, %90 ], [ %86, %70 ]
  %94 = phi float [ %64, %90 ], [ %87, %70 ]
  %95 = phi float [ %63, %90 ], [ %88, %70 ]
  %96 = phi float [ %62, %90 ], [ %89, %70 ]
  %97 = add nuw nsw i32 %61, 1
  %98 = icmp eq i32 %97, %8
  br i1 %98, label %50, label %60, !llvm.loop !22

99:                                               ; preds = %7, %50
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @_Z8swapTiedPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!1 = !{ptr @_Z8swapTiedPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!2 = !{ptr @_Z10swapUntiedPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!3 = !{ptr @_Z10swapUntiedPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!4 = !{ptr @_Z10bumpUntiedPKDF16_S0_PKiPfiii, !"kernel", i32 1}
!5 = !{ptr @_Z10bumpUntiedPKDF16_S0_PKiPfiii, !"maxntidx", i32 128}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{i64 2147540083}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 2147541414}
!20 = distinct !{!20, !18}
!21 = !{i64 2147542775}
!22 = distinct !{!22, !18}
