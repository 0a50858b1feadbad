; ModuleID = 'tile_ldg4.cu'
source_filename = "tile_ldg4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9tile_ldg4PKDv4_fPfiE3buf = internal unnamed_addr addrspace(3) global [2560 x <4 x float>] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9tile_ldg4PKDv4_fPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds <4 x float>, ptr %0, i64 %7
  %9 = getelementptr inbounds [2560 x <4 x float>], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_ldg4PKDv4_fPfiE3buf to ptr), i64 0, i64 %7
  br label %23

10:                                               ; preds = %28, %3
  %11 = phi float [ 0.000000e+00, %3 ], [ %53, %28 ]
  %12 = and i32 %4, 7
  %13 = or disjoint i32 %12, 2432
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [2560 x <4 x float>], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_ldg4PKDv4_fPfiE3buf to ptr), i64 0, i64 %14
  %16 = load float, ptr %15, align 16
  %17 = fadd contract float %11, %16
  %18 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 7
  %20 = or disjoint i32 %19, %4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  store float %17, ptr %22, align 4, !tbaa !6
  ret void

23:                                               ; preds = %6, %28
  %24 = phi float [ 0.000000e+00, %6 ], [ %53, %28 ]
  %25 = phi ptr [ %8, %6 ], [ %29, %28 ]
  %26 = phi i32 [ 0, %6 ], [ %30, %28 ]
  %27 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %25, i32 16)
  store <4 x float> %27, ptr %9, align 16, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br label %32

28:                                               ; preds = %32
  tail call void @llvm.nvvm.barrier0()
  %29 = getelementptr inbounds i8, ptr %25, i64 2048
  %30 = add nuw nsw i32 %26, 1
  %31 = icmp eq i32 %30, %2
  br i1 %31, label %10, label %23, !llvm.loop !11

32:                                               ; preds = %23, %32
  %33 = phi float [ %24, %23 ], [ %53, %32 ]
  %34 = phi i32 [ 0, %23 ], [ %50, %32 ]
  %35 = mul nuw nsw i32 %34, 33
  %36 = add nuw nsw i32 %35, %4
  %37 = and i32 %36, 127
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [2560 x <4 x float>], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_ldg4PKDv4_fPfiE3buf to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 16
  %41 = getelementptr inbounds i8, ptr %39, i64 4
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds i8, ptr %39, i64 8
  %44 = load float, ptr %43, align 8
  %45 = fmul contract float %42, %44
  %46 = fadd contract float %40, %45
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  %48 = load float, ptr %47, align 4
  %49 = fsub contract float %46, %48
  %50 = add nuw nsw i32 %34, 1
  %51 = uitofp nneg i32 %50 to float
  %52 = fmul contract float %49, %51
  %53 = fadd contract float %33, %52
  %54 = icmp eq i32 %50, 8
  br i1 %54, label %28, label %32, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z9tile_ldg4PKDv4_fPfi, !"kernel", i32 1}
!1 = !{ptr @_Z9tile_ldg4PKDv4_fPfi, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14}
!14 = !{!"llvm.loop.unroll.disable"}
