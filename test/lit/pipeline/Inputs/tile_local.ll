; ModuleID = 'tile_local.cu'
source_filename = "tile_local.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10tile_localPKfPfiE3buf = internal unnamed_addr addrspace(3) global [10240 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10tile_localPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_localPKfPfiE3buf to ptr), i64 0, i64 %8
  br label %31

11:                                               ; preds = %35
  %12 = load float, ptr %4, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %11, %3
  %14 = phi float [ %12, %11 ], [ 0.000000e+00, %3 ]
  %15 = and i32 %5, 3
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !6
  %19 = fadd contract float %18, %14
  %20 = and i32 %5, 7
  %21 = or disjoint i32 %20, 10112
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_localPKfPfiE3buf to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = fadd contract float %19, %24
  %26 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = shl i32 %26, 7
  %28 = or disjoint i32 %27, %5
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  store float %25, ptr %30, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #5
  ret void

31:                                               ; preds = %7, %35
  %32 = phi ptr [ %9, %7 ], [ %36, %35 ]
  %33 = phi i32 [ 0, %7 ], [ %37, %35 ]
  %34 = load float, ptr %32, align 4, !tbaa !6
  store float %34, ptr %10, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  br label %39

35:                                               ; preds = %39
  tail call void @llvm.nvvm.barrier0()
  %36 = getelementptr inbounds i8, ptr %32, i64 512
  %37 = add nuw nsw i32 %33, 1
  %38 = icmp eq i32 %37, %2
  br i1 %38, label %11, label %31, !llvm.loop !10

39:                                               ; preds = %31, %39
  %40 = phi i32 [ 0, %31 ], [ %47, %39 ]
  %41 = mul nuw nsw i32 %40, 33
  %42 = add nuw nsw i32 %41, %5
  %43 = and i32 %42, 127
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [10240 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_localPKfPfiE3buf to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !6
  %47 = add nuw nsw i32 %40, 1
  %48 = uitofp nneg i32 %47 to float
  %49 = fmul contract float %46, %48
  %50 = and i32 %40, 3
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !6
  %54 = fadd contract float %53, %49
  store float %54, ptr %52, align 4, !tbaa !6
  %55 = icmp eq i32 %47, 8
  br i1 %55, label %35, label %39, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z10tile_localPKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z10tile_localPKfPfi, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13}
!13 = !{!"llvm.loop.unroll.disable"}
