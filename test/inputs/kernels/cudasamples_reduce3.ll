; ModuleID = 'cudasamples_reduce3.cu'
source_filename = "cudasamples_reduce3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7reduce3IfEvPT_S1_j = comdat any

@__smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce3IfEvPT_S1_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = add i32 %9, %6
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fadd contract float %16, %22
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi float [ %23, %19 ], [ %16, %15 ]
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %26
  store float %25, ptr %27, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %6, 2
  br i1 %28, label %29, label %32

29:                                               ; preds = %43, %24
  %30 = phi float [ %25, %24 ], [ %44, %43 ]
  %31 = icmp eq i32 %4, 0
  br i1 %31, label %46, label %49

32:                                               ; preds = %24, %43
  %33 = phi i32 [ %35, %43 ], [ %6, %24 ]
  %34 = phi float [ %44, %43 ], [ %25, %24 ]
  %35 = lshr i32 %33, 1
  %36 = icmp ult i32 %4, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = add nuw nsw i32 %35, %4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fadd contract float %34, %41
  store float %42, ptr %27, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %37, %32
  %44 = phi float [ %42, %37 ], [ %34, %32 ]
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %33, 4
  br i1 %45, label %29, label %32, !llvm.loop !9

46:                                               ; preds = %29
  %47 = zext nneg i32 %5 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  store float %30, ptr %48, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %46, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z7reduce3IfEvPT_S1_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
