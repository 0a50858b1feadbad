; ModuleID = 'sgemm_smem.cu'
source_filename = "sgemm_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf = comdat any

$_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2As = comdat any

$_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2Bs = comdat any

@_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %11, 5
  %14 = shl i32 %9, 5
  %15 = shl nuw nsw i32 %10, 5
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %21, label %17

17:                                               ; preds = %8
  %18 = mul i32 %13, %1
  %19 = add i32 %18, %12
  %20 = zext i32 %19 to i64
  br label %39

21:                                               ; preds = %8
  %22 = zext nneg i32 %15 to i64
  %23 = getelementptr inbounds float, ptr %5, i64 %22
  %24 = mul i32 %14, %2
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = mul i32 %13, %2
  %28 = add i32 %27, %12
  %29 = zext i32 %28 to i64
  %30 = and i32 %11, 992
  %31 = zext nneg i32 %11 to i64
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %31
  %33 = mul i32 %13, %1
  %34 = add i32 %33, %12
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %31
  %37 = shl nsw i32 %1, 5
  %38 = sext i32 %37 to i64
  br label %51

39:                                               ; preds = %61, %17
  %40 = phi i64 [ %20, %17 ], [ %35, %61 ]
  %41 = phi float [ 0.000000e+00, %17 ], [ %90, %61 ]
  %42 = mul i32 %14, %1
  %43 = add i32 %42, %15
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %7, i64 %44
  %46 = fmul contract float %41, %3
  %47 = getelementptr inbounds float, ptr %45, i64 %40
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fmul contract float %48, %6
  %50 = fadd contract float %46, %49
  store float %50, ptr %47, align 4, !tbaa !5
  ret void

51:                                               ; preds = %21, %61
  %52 = phi i32 [ 0, %21 ], [ %63, %61 ]
  %53 = phi float [ 0.000000e+00, %21 ], [ %90, %61 ]
  %54 = phi ptr [ %26, %21 ], [ %60, %61 ]
  %55 = phi ptr [ %23, %21 ], [ %62, %61 ]
  %56 = getelementptr inbounds float, ptr %54, i64 %29
  %57 = load float, ptr %56, align 4, !tbaa !5
  store float %57, ptr %32, align 4, !tbaa !5
  %58 = getelementptr inbounds float, ptr %55, i64 %35
  %59 = load float, ptr %58, align 4, !tbaa !5
  store float %59, ptr %36, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %60 = getelementptr inbounds i8, ptr %54, i64 128
  br label %65

61:                                               ; preds = %65
  %62 = getelementptr inbounds float, ptr %55, i64 %38
  tail call void @llvm.nvvm.barrier0()
  %63 = add nuw nsw i32 %52, 32
  %64 = icmp slt i32 %63, %2
  br i1 %64, label %51, label %39, !llvm.loop !9

65:                                               ; preds = %65, %51
  %66 = phi i32 [ 0, %51 ], [ %91, %65 ]
  %67 = phi float [ %53, %51 ], [ %90, %65 ]
  %68 = or disjoint i32 %66, %30
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = shl nuw nsw i32 %66, 5
  %73 = or disjoint i32 %72, %12
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fmul contract float %71, %76
  %78 = fadd contract float %67, %77
  %79 = or disjoint i32 %66, 1
  %80 = or disjoint i32 %79, %30
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = shl nuw nsw i32 %79, 5
  %85 = or disjoint i32 %84, %12
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = fmul contract float %83, %88
  %90 = fadd contract float %78, %89
  %91 = add nuw nsw i32 %66, 2
  %92 = icmp eq i32 %91, 32
  br i1 %92, label %61, label %65, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf, !"kernel", i32 1}
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
