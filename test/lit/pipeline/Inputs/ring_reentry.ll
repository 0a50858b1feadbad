; ModuleID = 'ring_reentry.cu'
source_filename = "ring_reentry.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7reentryE2As = internal addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ7reentryE2Bs = internal addrspace(3) global [8 x [8 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reentry(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = icmp sgt i32 %3, 0
  %11 = zext nneg i32 %6 to i64
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 0
  %14 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 0, i64 %11
  %15 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 1
  %16 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 1, i64 %11
  %17 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 2
  %18 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 2, i64 %11
  %19 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 3
  %20 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 3, i64 %11
  %21 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 4
  %22 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 4, i64 %11
  %23 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 5
  %24 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 5, i64 %11
  %25 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 6
  %26 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 6, i64 %11
  %27 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %12, i64 7
  %28 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 7, i64 %11
  br label %35

29:                                               ; preds = %48, %5
  %30 = phi float [ 0.000000e+00, %5 ], [ %50, %48 ]
  %31 = shl nuw nsw i32 %7, 3
  %32 = add nuw nsw i32 %31, %6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %30, ptr %34, align 4, !tbaa !5
  ret void

35:                                               ; preds = %9, %48
  %36 = phi float [ 0.000000e+00, %9 ], [ %50, %48 ]
  %37 = phi i32 [ 0, %9 ], [ %51, %48 ]
  br i1 %10, label %38, label %48

38:                                               ; preds = %35
  %39 = add nuw nsw i32 %37, %7
  %40 = and i32 %39, 7
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2As to ptr), i64 0, i64 %41, i64 %11
  %43 = addrspacecast ptr %42 to ptr addrspace(3)
  %44 = shl nuw nsw i32 %40, 3
  %45 = add nuw nsw i32 %44, %6
  %46 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7reentryE2Bs to ptr), i64 0, i64 %41, i64 %11
  %47 = addrspacecast ptr %46 to ptr addrspace(3)
  br label %53

48:                                               ; preds = %53, %35
  %49 = phi float [ %36, %35 ], [ %94, %53 ]
  %50 = fmul contract float %49, 5.000000e-01
  %51 = add nuw nsw i32 %37, 1
  %52 = icmp eq i32 %51, %4
  br i1 %52, label %29, label %35, !llvm.loop !9

53:                                               ; preds = %38, %53
  %54 = phi i32 [ 0, %38 ], [ %95, %53 ]
  %55 = phi float [ %36, %38 ], [ %94, %53 ]
  %56 = shl nsw i32 %54, 6
  %57 = add nuw nsw i32 %45, %56
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = addrspacecast ptr %59 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %43, ptr addrspace(1) %60)
  %61 = getelementptr inbounds float, ptr %2, i64 %58
  %62 = addrspacecast ptr %61 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %47, ptr addrspace(1) %62)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %63 = load float, ptr %13, align 4, !tbaa !5
  %64 = load float, ptr %14, align 4, !tbaa !5
  %65 = fmul contract float %63, %64
  %66 = fadd contract float %55, %65
  %67 = load float, ptr %15, align 4, !tbaa !5
  %68 = load float, ptr %16, align 4, !tbaa !5
  %69 = fmul contract float %67, %68
  %70 = fadd contract float %66, %69
  %71 = load float, ptr %17, align 4, !tbaa !5
  %72 = load float, ptr %18, align 4, !tbaa !5
  %73 = fmul contract float %71, %72
  %74 = fadd contract float %70, %73
  %75 = load float, ptr %19, align 4, !tbaa !5
  %76 = load float, ptr %20, align 4, !tbaa !5
  %77 = fmul contract float %75, %76
  %78 = fadd contract float %74, %77
  %79 = load float, ptr %21, align 4, !tbaa !5
  %80 = load float, ptr %22, align 4, !tbaa !5
  %81 = fmul contract float %79, %80
  %82 = fadd contract float %78, %81
  %83 = load float, ptr %23, align 4, !tbaa !5
  %84 = load float, ptr %24, align 4, !tbaa !5
  %85 = fmul contract float %83, %84
  %86 = fadd contract float %82, %85
  %87 = load float, ptr %25, align 4, !tbaa !5
  %88 = load float, ptr %26, align 4, !tbaa !5
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %86, %89
  %91 = load float, ptr %27, align 4, !tbaa !5
  %92 = load float, ptr %28, align 4, !tbaa !5
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %90, %93
  tail call void @llvm.nvvm.barrier0()
  %95 = add nuw nsw i32 %54, 1
  %96 = icmp eq i32 %95, %3
  br i1 %96, label %48, label %53, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @reentry, !"kernel", i32 1}
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
