; The k-loop of twill_mma_warp_guard (test/inputs/kernels) as first written:
; one 32x16 A and 16x8 B slice per CTA, staged by all 64 threads between two
; __syncthreads (bar.sync 0), with the warp-uniform guard WarpRow < M around
; ldmatrix/mma.sync. clang-19 -O2 output of that .cu (regen.sh flags).
; ModuleID = 'twill_mma_warp_guard.cu'
source_filename = "twill_mma_warp_guard.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As = internal addrspace(3) global [32 x [16 x half]] undef, align 16
@_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs = internal addrspace(3) global [16 x [8 x half]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17twillMmaWarpGuardPKDF16_S0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = add nsw i32 %5, 15
  %8 = sdiv i32 %7, 16
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 3
  %13 = icmp slt i32 %10, %3
  %14 = icmp slt i32 %12, %4
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %130

16:                                               ; preds = %6
  %17 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = lshr i32 %17, 1
  %19 = and i32 %18, 16
  %20 = or disjoint i32 %19, %10
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %16
  %23 = lshr i32 %17, 2
  br label %64

24:                                               ; preds = %16
  %25 = or disjoint i32 %10, %18
  %26 = add nsw i32 %3, -1
  %27 = tail call i32 @llvm.umin.i32(i32 %25, i32 %26)
  %28 = zext nneg i32 %27 to i64
  %29 = zext nneg i32 %5 to i64
  %30 = mul nuw nsw i64 %28, %29
  %31 = getelementptr half, ptr %0, i64 %30
  %32 = and i32 %17, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr %struct.int4, ptr %31, i64 %33
  %35 = zext nneg i32 %18 to i64
  %36 = getelementptr inbounds [32 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %35
  %37 = getelementptr inbounds %struct.int4, ptr %36, i64 %33
  %38 = lshr i32 %17, 2
  %39 = sext i32 %4 to i64
  %40 = sext i32 %12 to i64
  %41 = getelementptr half, ptr %1, i64 %40
  %42 = and i32 %17, 3
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr i32, ptr %41, i64 %43
  %45 = zext nneg i32 %38 to i64
  %46 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %45
  %47 = getelementptr inbounds i32, ptr %46, i64 %43
  %48 = icmp ult i32 %20, %3
  %49 = and i32 %17, 15
  %50 = or disjoint i32 %19, %49
  %51 = zext nneg i32 %50 to i64
  %52 = and i32 %18, 8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [32 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %51, i64 %53
  %55 = addrspacecast ptr %54 to ptr addrspace(3)
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  %58 = zext nneg i32 %49 to i64
  %59 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %58
  %60 = addrspacecast ptr %59 to ptr addrspace(3)
  %61 = ptrtoint ptr addrspace(3) %60 to i64
  %62 = trunc i64 %61 to i32
  %63 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  br label %76

64:                                               ; preds = %104, %22
  %65 = phi i32 [ %23, %22 ], [ %38, %104 ]
  %66 = phi float [ 0.000000e+00, %22 ], [ %105, %104 ]
  %67 = phi float [ 0.000000e+00, %22 ], [ %106, %104 ]
  %68 = phi float [ 0.000000e+00, %22 ], [ %107, %104 ]
  %69 = phi float [ 0.000000e+00, %22 ], [ %108, %104 ]
  %70 = and i32 %65, 7
  %71 = or disjoint i32 %20, %70
  %72 = shl nuw nsw i32 %17, 1
  %73 = and i32 %72, 6
  %74 = or disjoint i32 %73, %12
  %75 = icmp slt i32 %71, %3
  br i1 %75, label %111, label %119

76:                                               ; preds = %24, %104
  %77 = phi float [ 0.000000e+00, %24 ], [ %108, %104 ]
  %78 = phi float [ 0.000000e+00, %24 ], [ %107, %104 ]
  %79 = phi float [ 0.000000e+00, %24 ], [ %106, %104 ]
  %80 = phi float [ 0.000000e+00, %24 ], [ %105, %104 ]
  %81 = phi i32 [ 0, %24 ], [ %109, %104 ]
  %82 = shl nsw i32 %81, 4
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr half, ptr %34, i64 %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %37, ptr noundef nonnull align 16 dereferenceable(16) %84, i64 16, i1 false), !tbaa.struct !6
  %85 = or disjoint i32 %82, %38
  %86 = zext nneg i32 %85 to i64
  %87 = mul nsw i64 %86, %39
  %88 = getelementptr half, ptr %44, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !7
  store i32 %89, ptr %47, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br i1 %48, label %90, label %104

90:                                               ; preds = %76
  %91 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %57) #5, !srcloc !11
  %92 = extractvalue { i32, i32, i32, i32 } %91, 0
  %93 = extractvalue { i32, i32, i32, i32 } %91, 1
  %94 = extractvalue { i32, i32, i32, i32 } %91, 2
  %95 = extractvalue { i32, i32, i32, i32 } %91, 3
  %96 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %62) #5, !srcloc !12
  %97 = extractvalue { i32, i32 } %96, 0
  %98 = extractvalue { i32, i32 } %96, 1
  %99 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %92, i32 %93, i32 %94, i32 %95, i32 %97, i32 %98, float %77, float %78, float %79, float %80) #5, !srcloc !13
  %100 = extractvalue { float, float, float, float } %99, 0
  %101 = extractvalue { float, float, float, float } %99, 1
  %102 = extractvalue { float, float, float, float } %99, 2
  %103 = extractvalue { float, float, float, float } %99, 3
  br label %104

104:                                              ; preds = %90, %76
  %105 = phi float [ %103, %90 ], [ %80, %76 ]
  %106 = phi float [ %102, %90 ], [ %79, %76 ]
  %107 = phi float [ %101, %90 ], [ %78, %76 ]
  %108 = phi float [ %100, %90 ], [ %77, %76 ]
  tail call void @llvm.nvvm.barrier0()
  %109 = add nuw nsw i32 %81, 1
  %110 = icmp eq i32 %109, %63
  br i1 %110, label %64, label %76, !llvm.loop !14

111:                                              ; preds = %64
  %112 = zext nneg i32 %71 to i64
  %113 = sext i32 %4 to i64
  %114 = mul nsw i64 %113, %112
  %115 = sext i32 %74 to i64
  %116 = getelementptr float, ptr %2, i64 %114
  %117 = getelementptr float, ptr %116, i64 %115
  store float %69, ptr %117, align 4, !tbaa !16
  %118 = getelementptr i8, ptr %117, i64 4
  store float %68, ptr %118, align 4, !tbaa !16
  br label %119

119:                                              ; preds = %111, %64
  %120 = or disjoint i32 %71, 8
  %121 = icmp slt i32 %120, %3
  br i1 %121, label %122, label %130

122:                                              ; preds = %119
  %123 = zext nneg i32 %120 to i64
  %124 = sext i32 %4 to i64
  %125 = mul nsw i64 %124, %123
  %126 = sext i32 %74 to i64
  %127 = getelementptr float, ptr %2, i64 %125
  %128 = getelementptr float, ptr %127, i64 %126
  store float %67, ptr %128, align 4, !tbaa !16
  %129 = getelementptr i8, ptr %128, i64 4
  store float %66, ptr %129, align 4, !tbaa !16
  br label %130

130:                                              ; preds = %119, %122, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z17twillMmaWarpGuardPKDF16_S0_Pfiii, !"kernel", i32 1}
!1 = !{ptr @_Z17twillMmaWarpGuardPKDF16_S0_Pfiii, !"maxntidx", i32 64}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i64 0, i64 4, !7, i64 4, i64 4, !7, i64 8, i64 4, !7, i64 12, i64 4, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{i64 2157}
!12 = !{i64 2407}
!13 = !{i64 2567}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !9, i64 0}
