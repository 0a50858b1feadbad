; ModuleID = 'tile_roles.cu'
source_filename = "tile_roles.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10tile_rolesPfS_iE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10tile_rolesPfS_i(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 32
  %6 = icmp sgt i32 %2, 0
  br i1 %5, label %12, label %7

7:                                                ; preds = %3
  br i1 %6, label %8, label %46

8:                                                ; preds = %7
  %9 = and i32 %4, 31
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_rolesPfS_iE1s to ptr), i64 0, i64 %10
  br label %23

12:                                               ; preds = %3
  br i1 %6, label %13, label %46

13:                                               ; preds = %12, %13
  %14 = phi i32 [ %21, %13 ], [ 0, %12 ]
  %15 = add nuw i32 %14, %4
  %16 = uitofp i32 %15 to float
  %17 = shl nsw i32 %14, 5
  %18 = or disjoint i32 %17, %4
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  store float %16, ptr %20, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.barrier0()
  %21 = add nuw nsw i32 %14, 1
  %22 = icmp eq i32 %21, %2
  br i1 %22, label %46, label %13, !llvm.loop !10

23:                                               ; preds = %8, %31
  %24 = phi float [ 0.000000e+00, %8 ], [ %43, %31 ]
  %25 = phi i32 [ 0, %8 ], [ %32, %31 ]
  tail call void @llvm.nvvm.barrier0()
  %26 = shl nsw i32 %25, 5
  %27 = or disjoint i32 %26, %9
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !6
  store float %30, ptr %11, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  br label %34

31:                                               ; preds = %34
  %32 = add nuw nsw i32 %25, 1
  %33 = icmp eq i32 %32, %2
  br i1 %33, label %46, label %23, !llvm.loop !12

34:                                               ; preds = %23, %34
  %35 = phi float [ %24, %23 ], [ %43, %34 ]
  %36 = phi i32 [ 0, %23 ], [ %44, %34 ]
  %37 = add nuw nsw i32 %36, %4
  %38 = urem i32 %37, 96
  %39 = add nuw nsw i32 %38, 32
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_rolesPfS_iE1s to ptr), i64 0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !6
  %43 = fadd contract float %35, %42
  %44 = add nuw nsw i32 %36, 1
  %45 = icmp eq i32 %44, 4
  br i1 %45, label %31, label %34, !llvm.loop !13

46:                                               ; preds = %31, %13, %7, %12
  %47 = phi float [ 0.000000e+00, %12 ], [ 0.000000e+00, %7 ], [ 0.000000e+00, %13 ], [ %43, %31 ]
  %48 = zext nneg i32 %4 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  store float %47, ptr %49, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z10tile_rolesPfS_i, !"kernel", i32 1}
!1 = !{ptr @_Z10tile_rolesPfS_i, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11, !14}
!14 = !{!"llvm.loop.unroll.disable"}
