; ModuleID = 'mma-kept-merge.cu'
source_filename = "mma-kept-merge.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8swapTiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %45 = phi float [ 3.000000e+00, %20 ], [ %91, %90 ]
  %46 = phi float [ 2.000000e+00, %20 ], [ %92, %90 ]
  %47 = phi float [ 1.000000e+00, %20 ], [ %93, %90 ]
  %48 = phi float [ 4.000000e+00, %20 ], [ %94, %90 ]
  %49 = sext i32 %5 to i64
  %50 = mul nsw i64 %49, %28
  %51 = getelementptr inbounds float, ptr %3, i64 %50
  %52 = sext i32 %16 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  %54 = getelementptr inbounds float, ptr %53, i64 %34
  store float %47, ptr %54, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %54, i64 4
  store float %46, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %49, 3
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  store float %45, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %54, i64 %58
  store float %48, ptr %59, align 4, !tbaa !10
  br label %97

60:                                               ; preds = %42, %90
  %61 = phi float [ 4.000000e+00, %42 ], [ %94, %90 ]
  %62 = phi i32 [ 0, %42 ], [ %95, %90 ]
  %63 = phi float [ 1.000000e+00, %42 ], [ %93, %90 ]
  %64 = phi float [ 2.000000e+00, %42 ], [ %92, %90 ]
  %65 = phi float [ 3.000000e+00, %42 ], [ %91, %90 ]
  %66 = zext nneg i32 %62 to i64
  %67 = getelementptr inbounds i32, ptr %24, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %62, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %35, i64 %72
  %74 = getelementptr inbounds half, ptr %40, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %43
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$0, $1, $2, $3};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %63, float %64, float %65, float %61) #2, !srcloc !16
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %90

90:                                               ; preds = %60, %70
  %91 = phi float [ %88, %70 ], [ %65, %60 ]
  %92 = phi float [ %87, %70 ], [ %63, %60 ]
  %93 = phi float [ %86, %70 ], [ %64, %60 ]
  %94 = phi float [ %89, %70 ], [ %61, %60 ]
  %95 = add nuw nsw i32 %62, 1
  %96 = icmp eq i32 %95, %8
  br i1 %96, label %44, label %60, !llvm.loop !17

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
define dso_local void @_Z10swapUntiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %45 = phi float [ 3.000000e+00, %20 ], [ %91, %90 ]
  %46 = phi float [ 2.000000e+00, %20 ], [ %92, %90 ]
  %47 = phi float [ 1.000000e+00, %20 ], [ %93, %90 ]
  %48 = phi float [ 4.000000e+00, %20 ], [ %94, %90 ]
  %49 = sext i32 %5 to i64
  %50 = mul nsw i64 %49, %28
  %51 = getelementptr inbounds float, ptr %3, i64 %50
  %52 = sext i32 %16 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  %54 = getelementptr inbounds float, ptr %53, i64 %34
  store float %47, ptr %54, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %54, i64 4
  store float %46, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %49, 3
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  store float %45, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %54, i64 %58
  store float %48, ptr %59, align 4, !tbaa !10
  br label %97

60:                                               ; preds = %42, %90
  %61 = phi float [ 4.000000e+00, %42 ], [ %94, %90 ]
  %62 = phi i32 [ 0, %42 ], [ %95, %90 ]
  %63 = phi float [ 1.000000e+00, %42 ], [ %93, %90 ]
  %64 = phi float [ 2.000000e+00, %42 ], [ %92, %90 ]
  %65 = phi float [ 3.000000e+00, %42 ], [ %91, %90 ]
  %66 = zext nneg i32 %62 to i64
  %67 = getelementptr inbounds i32, ptr %24, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %62, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %35, i64 %72
  %74 = getelementptr inbounds half, ptr %40, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %43
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %63, float %64, float %65, float %61) #2, !srcloc !19
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %90

90:                                               ; preds = %60, %70
  %91 = phi float [ %88, %70 ], [ %65, %60 ]
  %92 = phi float [ %87, %70 ], [ %63, %60 ]
  %93 = phi float [ %86, %70 ], [ %64, %60 ]
  %94 = phi float [ %89, %70 ], [ %61, %60 ]
  %95 = add nuw nsw i32 %62, 1
  %96 = icmp eq i32 %95, %8
  br i1 %96, label %44, label %60, !llvm.loop !20

97:                                               ; preds = %7, %44
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10bumpUntiedPKDF16_S0_PKiPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  br i1 %19, label %20, label %99

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

44:                                               ; preds = %92, %20
  %45 = phi float [ 4.000000e+00, %20 ], [ %93, %92 ]
  %46 = phi float [ 3.000000e+00, %20 ], [ %94, %92 ]
  %47 = phi float [ 2.000000e+00, %20 ], [ %95, %92 ]
  %48 = phi float [ 1.000000e+00, %20 ], [ %96, %92 ]
  %49 = sext i32 %5 to i64
  %50 = mul nsw i64 %49, %28
  %51 = getelementptr inbounds float, ptr %3, i64 %50
  %52 = sext i32 %16 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  %54 = getelementptr inbounds float, ptr %53, i64 %34
  store float %48, ptr %54, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %54, i64 4
  store float %47, ptr %55, align 4, !tbaa !10
  %56 = shl nsw i64 %49, 3
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  store float %46, ptr %57, align 4, !tbaa !10
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds float, ptr %54, i64 %58
  store float %45, ptr %59, align 4, !tbaa !10
  br label %99

60:                                               ; preds = %42, %92
  %61 = phi i32 [ 0, %42 ], [ %97, %92 ]
  %62 = phi float [ 1.000000e+00, %42 ], [ %96, %92 ]
  %63 = phi float [ 2.000000e+00, %42 ], [ %95, %92 ]
  %64 = phi float [ 3.000000e+00, %42 ], [ %94, %92 ]
  %65 = phi float [ 4.000000e+00, %42 ], [ %93, %92 ]
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %24, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %90, label %70

70:                                               ; preds = %60
  %71 = shl nsw i32 %61, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds half, ptr %35, i64 %72
  %74 = getelementptr inbounds half, ptr %40, i64 %72
  %75 = load i32, ptr %73, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %73, i64 %43
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %73, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %76, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = load i32, ptr %74, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load i32, ptr %83, align 4, !tbaa !14
  %85 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %75, i32 %77, i32 %79, i32 %81, i32 %82, i32 %84, float %62, float %63, float %64, float %65) #2, !srcloc !21
  %86 = extractvalue { float, float, float, float } %85, 0
  %87 = extractvalue { float, float, float, float } %85, 1
  %88 = extractvalue { float, float, float, float } %85, 2
  %89 = extractvalue { float, float, float, float } %85, 3
  br label %92

90:                                               ; preds = %60
  %91 = fadd contract float %62, 1.000000e+00
  br label %92

92:                                               ; preds = %90, %70
  %93 = phi float [ %89, %70 ], [ %65, %90 ]
  %94 = phi float [ %88, %70 ], [ %64, %90 ]
  %95 = phi float [ %87, %70 ], [ %63, %90 ]
  %96 = phi float [ %86, %70 ], [ %91, %90 ]
  %97 = add nuw nsw i32 %61, 1
  %98 = icmp eq i32 %97, %8
  br i1 %98, label %44, label %60, !llvm.loop !22

99:                                               ; preds = %7, %44
  ret void
}

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
!16 = !{i64 2147539049}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 2147540741}
!20 = distinct !{!20, !18}
!21 = !{i64 2147542489}
!22 = distinct !{!22, !18}
