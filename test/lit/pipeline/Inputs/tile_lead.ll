; ModuleID = 'tile_lead.cu'
source_filename = "tile_lead.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9tile_leadPKfPfiE3buf = internal unnamed_addr addrspace(3) global [10240 x float] undef, align 4
@_ZZ18tile_lead_prewritePfS_iE3buf = internal unnamed_addr addrspace(3) global [10240 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9tile_leadPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_leadPKfPfiE3buf to ptr), i64 0, i64 %7
  br label %23

10:                                               ; preds = %28, %3
  %11 = phi float [ 0.000000e+00, %3 ], [ %44, %28 ]
  %12 = and i32 %4, 7
  %13 = or disjoint i32 %12, 10112
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_leadPKfPfiE3buf to ptr), i64 0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = fadd contract float %11, %16
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  store float %17, ptr %22, align 4, !tbaa !8
  ret void

23:                                               ; preds = %6, %28
  %24 = phi float [ 0.000000e+00, %6 ], [ %44, %28 ]
  %25 = phi ptr [ %8, %6 ], [ %29, %28 ]
  %26 = phi i32 [ 0, %6 ], [ %30, %28 ]
  tail call void @llvm.nvvm.barrier0()
  %27 = load float, ptr %25, align 4, !tbaa !8
  store float %27, ptr %9, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br label %32

28:                                               ; preds = %32
  %29 = getelementptr inbounds i8, ptr %25, i64 512
  %30 = add nuw nsw i32 %26, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %10, label %23, !llvm.loop !12

32:                                               ; preds = %23, %32
  %33 = phi float [ %24, %23 ], [ %44, %32 ]
  %34 = phi i32 [ 0, %23 ], [ %41, %32 ]
  %35 = mul nuw nsw i32 %34, 33
  %36 = add nuw nsw i32 %35, %4
  %37 = and i32 %36, 127
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_leadPKfPfiE3buf to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = add nuw nsw i32 %34, 1
  %42 = uitofp nneg i32 %41 to float
  %43 = fmul contract float %40, %42
  %44 = fadd contract float %33, %43
  %45 = icmp eq i32 %41, 8
  br i1 %45, label %28, label %32, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18tile_lead_prewritePfS_i(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add nuw nsw i32 %4, 1
  %6 = and i32 %5, 127
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  store float 1.000000e+00, ptr %8, align 4, !tbaa !8
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18tile_lead_prewritePfS_iE3buf to ptr), i64 0, i64 %11
  br label %27

14:                                               ; preds = %32, %3
  %15 = phi float [ 0.000000e+00, %3 ], [ %48, %32 ]
  %16 = and i32 %4, 7
  %17 = or disjoint i32 %16, 10112
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18tile_lead_prewritePfS_iE3buf to ptr), i64 0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %15, %20
  %22 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = shl i32 %22, 7
  %24 = or disjoint i32 %23, %4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  store float %21, ptr %26, align 4, !tbaa !8
  ret void

27:                                               ; preds = %10, %32
  %28 = phi float [ 0.000000e+00, %10 ], [ %48, %32 ]
  %29 = phi ptr [ %12, %10 ], [ %33, %32 ]
  %30 = phi i32 [ 0, %10 ], [ %34, %32 ]
  tail call void @llvm.nvvm.barrier0()
  %31 = load float, ptr %29, align 4, !tbaa !8
  store float %31, ptr %13, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br label %36

32:                                               ; preds = %36
  %33 = getelementptr inbounds i8, ptr %29, i64 512
  %34 = add nuw nsw i32 %30, 1
  %35 = icmp eq i32 %34, %2
  br i1 %35, label %14, label %27, !llvm.loop !16

36:                                               ; preds = %27, %36
  %37 = phi float [ %28, %27 ], [ %48, %36 ]
  %38 = phi i32 [ 0, %27 ], [ %45, %36 ]
  %39 = mul nuw nsw i32 %38, 33
  %40 = add nuw nsw i32 %39, %4
  %41 = and i32 %40, 127
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18tile_lead_prewritePfS_iE3buf to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = add nuw nsw i32 %38, 1
  %46 = uitofp nneg i32 %45 to float
  %47 = fmul contract float %44, %46
  %48 = fadd contract float %37, %47
  %49 = icmp eq i32 %45, 8
  br i1 %49, label %32, label %36, !llvm.loop !17
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}

!0 = !{ptr @_Z9tile_leadPKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z9tile_leadPKfPfi, !"maxntidx", i32 128}
!2 = !{ptr @_Z18tile_lead_prewritePfS_i, !"kernel", i32 1}
!3 = !{ptr @_Z18tile_lead_prewritePfS_i, !"maxntidx", i32 128}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15}
