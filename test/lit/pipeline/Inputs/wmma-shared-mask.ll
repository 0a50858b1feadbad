; ModuleID = 'wmma-shared-mask.cu'
source_filename = "wmma-shared-mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8smemMaskPKDF16_S0_PKiPfiE2As = internal addrspace(3) global [2048 x half] undef, align 2
@_ZZ8smemMaskPKDF16_S0_PKiPfiE2Bs = internal addrspace(3) global [2048 x half] undef, align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8smemMaskPKDF16_S0_PKiPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 1, 129) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = xor i32 %8, 2047
  %10 = udiv i32 %9, %7
  %11 = add nuw nsw i32 %10, 2
  %12 = icmp eq i32 %7, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %31, %5
  %14 = phi i32 [ %6, %5 ], [ %18, %31 ]
  br label %36

15:                                               ; preds = %5
  %16 = and i32 %11, 4094
  %17 = mul nuw nsw i32 %16, %7
  %18 = add nuw nsw i32 %6, %17
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i32 [ 0, %15 ], [ %29, %19 ]
  %21 = add i32 %6, %20
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds half, ptr %0, i64 %22
  %24 = load <2 x half>, ptr %23, align 2, !tbaa !6
  %25 = getelementptr inbounds [2048 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2As to ptr), i64 0, i64 %22
  store <2 x half> %24, ptr %25, align 2, !tbaa !6
  %26 = getelementptr inbounds half, ptr %1, i64 %22
  %27 = load <2 x half>, ptr %26, align 2, !tbaa !6
  %28 = getelementptr inbounds [2048 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2Bs to ptr), i64 0, i64 %22
  store <2 x half> %27, ptr %28, align 2, !tbaa !6
  %29 = add nuw i32 %20, 2
  %30 = icmp eq i32 %29, %16
  br i1 %30, label %31, label %19, !llvm.loop !10

31:                                               ; preds = %19
  %32 = icmp eq i32 %11, %16
  br i1 %32, label %33, label %13

33:                                               ; preds = %36, %31
  tail call void @llvm.nvvm.barrier0()
  %34 = lshr i32 %6, 5
  %35 = icmp sgt i32 %4, 0
  br i1 %35, label %59, label %47

36:                                               ; preds = %13, %36
  %37 = phi i32 [ %45, %36 ], [ %14, %13 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds half, ptr %0, i64 %38
  %40 = load half, ptr %39, align 2, !tbaa !6
  %41 = getelementptr inbounds [2048 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2As to ptr), i64 0, i64 %38
  store half %40, ptr %41, align 2, !tbaa !6
  %42 = getelementptr inbounds half, ptr %1, i64 %38
  %43 = load half, ptr %42, align 2, !tbaa !6
  %44 = getelementptr inbounds [2048 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2Bs to ptr), i64 0, i64 %38
  store half %43, ptr %44, align 2, !tbaa !6
  %45 = add nuw nsw i32 %37, %7
  %46 = icmp ult i32 %45, 2048
  br i1 %46, label %36, label %33, !llvm.loop !14

47:                                               ; preds = %112, %33
  %48 = phi float [ 0.000000e+00, %33 ], [ %113, %112 ]
  %49 = phi float [ 0.000000e+00, %33 ], [ %114, %112 ]
  %50 = phi float [ 0.000000e+00, %33 ], [ %115, %112 ]
  %51 = phi float [ 0.000000e+00, %33 ], [ %116, %112 ]
  %52 = phi float [ 0.000000e+00, %33 ], [ %117, %112 ]
  %53 = phi float [ 0.000000e+00, %33 ], [ %118, %112 ]
  %54 = phi float [ 0.000000e+00, %33 ], [ %119, %112 ]
  %55 = phi float [ 0.000000e+00, %33 ], [ %120, %112 ]
  %56 = shl nuw nsw i32 %34, 8
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %3, i64 %57
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %58, float %55, float %54, float %53, float %52, float %51, float %50, float %49, float %48, i32 16)
  ret void

59:                                               ; preds = %33, %112
  %60 = phi float [ %113, %112 ], [ 0.000000e+00, %33 ]
  %61 = phi float [ %114, %112 ], [ 0.000000e+00, %33 ]
  %62 = phi float [ %115, %112 ], [ 0.000000e+00, %33 ]
  %63 = phi float [ %116, %112 ], [ 0.000000e+00, %33 ]
  %64 = phi float [ %117, %112 ], [ 0.000000e+00, %33 ]
  %65 = phi float [ %118, %112 ], [ 0.000000e+00, %33 ]
  %66 = phi float [ %119, %112 ], [ 0.000000e+00, %33 ]
  %67 = phi i32 [ %121, %112 ], [ 0, %33 ]
  %68 = phi float [ %120, %112 ], [ 0.000000e+00, %33 ]
  %69 = shl nsw i32 %67, 2
  %70 = or disjoint i32 %69, %34
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %2, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !15
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %112, label %75

75:                                               ; preds = %59
  %76 = shl i32 %67, 8
  %77 = and i32 %76, 1792
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds half, ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2As to ptr), i64 %78
  %80 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %79, i32 16)
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 0
  %82 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 1
  %83 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 2
  %84 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 3
  %85 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 4
  %86 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 5
  %87 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 6
  %88 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %80, 7
  %89 = add nuw nsw i32 %67, %34
  %90 = shl i32 %89, 8
  %91 = and i32 %90, 1792
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds half, ptr addrspacecast (ptr addrspace(3) @_ZZ8smemMaskPKDF16_S0_PKiPfiE2Bs to ptr), i64 %92
  %94 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %93, i32 16)
  %95 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 0
  %96 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 1
  %97 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 2
  %98 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 3
  %99 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 4
  %100 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 5
  %101 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 6
  %102 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %94, 7
  %103 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %81, <2 x half> %82, <2 x half> %83, <2 x half> %84, <2 x half> %85, <2 x half> %86, <2 x half> %87, <2 x half> %88, <2 x half> %95, <2 x half> %96, <2 x half> %97, <2 x half> %98, <2 x half> %99, <2 x half> %100, <2 x half> %101, <2 x half> %102, float %68, float %66, float %65, float %64, float %63, float %62, float %61, float %60)
  %104 = extractvalue { float, float, float, float, float, float, float, float } %103, 0
  %105 = extractvalue { float, float, float, float, float, float, float, float } %103, 1
  %106 = extractvalue { float, float, float, float, float, float, float, float } %103, 2
  %107 = extractvalue { float, float, float, float, float, float, float, float } %103, 3
  %108 = extractvalue { float, float, float, float, float, float, float, float } %103, 4
  %109 = extractvalue { float, float, float, float, float, float, float, float } %103, 5
  %110 = extractvalue { float, float, float, float, float, float, float, float } %103, 6
  %111 = extractvalue { float, float, float, float, float, float, float, float } %103, 7
  br label %112

112:                                              ; preds = %59, %75
  %113 = phi float [ %60, %59 ], [ %111, %75 ]
  %114 = phi float [ %61, %59 ], [ %110, %75 ]
  %115 = phi float [ %62, %59 ], [ %109, %75 ]
  %116 = phi float [ %63, %59 ], [ %108, %75 ]
  %117 = phi float [ %64, %59 ], [ %107, %75 ]
  %118 = phi float [ %65, %59 ], [ %106, %75 ]
  %119 = phi float [ %66, %59 ], [ %105, %75 ]
  %120 = phi float [ %68, %59 ], [ %104, %75 ]
  %121 = add nuw nsw i32 %67, 1
  %122 = icmp eq i32 %121, %4
  br i1 %122, label %47, label %59, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #4

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z8smemMaskPKDF16_S0_PKiPfi, !"kernel", i32 1}
!1 = !{ptr @_Z8smemMaskPKDF16_S0_PKiPfi, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"_Float16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = distinct !{!17, !11}
