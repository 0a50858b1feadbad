; ModuleID = 'twill_mma_warp_guard.cu'
source_filename = "twill_mma_warp_guard.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As = internal addrspace(3) global [2 x [16 x [16 x half]]] undef, align 16
@_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs = internal addrspace(3) global [2 x [16 x [8 x half]]] undef, align 16

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
  br i1 %15, label %16, label %125

16:                                               ; preds = %6
  %17 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = lshr i32 %17, 5
  %19 = and i32 %17, 31
  %20 = shl nuw nsw i32 %18, 4
  %21 = or disjoint i32 %20, %10
  %22 = lshr i32 %19, 1
  %23 = icmp sgt i32 %5, 0
  br i1 %23, label %24, label %60

24:                                               ; preds = %16
  %25 = or disjoint i32 %21, %22
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
  %36 = zext nneg i32 %22 to i64
  %37 = getelementptr inbounds [2 x [16 x [16 x half]]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %35, i64 %36
  %38 = getelementptr inbounds %struct.int4, ptr %37, i64 %33
  %39 = sext i32 %4 to i64
  %40 = sext i32 %12 to i64
  %41 = getelementptr half, ptr %1, i64 %40
  %42 = getelementptr i64, ptr %41, i64 %33
  %43 = getelementptr inbounds [2 x [16 x [8 x half]]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %35, i64 %36
  %44 = getelementptr inbounds i64, ptr %43, i64 %33
  %45 = icmp ult i32 %21, %3
  %46 = and i32 %17, 15
  %47 = zext nneg i32 %46 to i64
  %48 = lshr i32 %17, 1
  %49 = and i32 %48, 8
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [2 x [16 x [16 x half]]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %35, i64 %47, i64 %50
  %52 = addrspacecast ptr %51 to ptr addrspace(3)
  %53 = ptrtoint ptr addrspace(3) %52 to i64
  %54 = trunc i64 %53 to i32
  %55 = getelementptr inbounds [2 x [16 x [8 x half]]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaWarpGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %35, i64 %47
  %56 = addrspacecast ptr %55 to ptr addrspace(3)
  %57 = ptrtoint ptr addrspace(3) %56 to i64
  %58 = trunc i64 %57 to i32
  %59 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  br label %71

60:                                               ; preds = %99, %16
  %61 = phi float [ 0.000000e+00, %16 ], [ %100, %99 ]
  %62 = phi float [ 0.000000e+00, %16 ], [ %101, %99 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %102, %99 ]
  %64 = phi float [ 0.000000e+00, %16 ], [ %103, %99 ]
  %65 = lshr i32 %19, 2
  %66 = or disjoint i32 %21, %65
  %67 = shl nuw nsw i32 %17, 1
  %68 = and i32 %67, 6
  %69 = or disjoint i32 %68, %12
  %70 = icmp slt i32 %66, %3
  br i1 %70, label %106, label %114

71:                                               ; preds = %24, %99
  %72 = phi float [ 0.000000e+00, %24 ], [ %103, %99 ]
  %73 = phi float [ 0.000000e+00, %24 ], [ %102, %99 ]
  %74 = phi float [ 0.000000e+00, %24 ], [ %101, %99 ]
  %75 = phi float [ 0.000000e+00, %24 ], [ %100, %99 ]
  %76 = phi i32 [ 0, %24 ], [ %104, %99 ]
  %77 = shl nsw i32 %76, 4
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr half, ptr %34, i64 %78
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %38, ptr noundef nonnull align 16 dereferenceable(16) %79, i64 16, i1 false), !tbaa.struct !6
  %80 = or disjoint i32 %77, %22
  %81 = zext nneg i32 %80 to i64
  %82 = mul nsw i64 %81, %39
  %83 = getelementptr half, ptr %42, i64 %82
  %84 = load i64, ptr %83, align 8, !tbaa !11
  store i64 %84, ptr %44, align 8, !tbaa !11
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %45, label %85, label %99

85:                                               ; preds = %71
  %86 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %54) #5, !srcloc !13
  %87 = extractvalue { i32, i32, i32, i32 } %86, 0
  %88 = extractvalue { i32, i32, i32, i32 } %86, 1
  %89 = extractvalue { i32, i32, i32, i32 } %86, 2
  %90 = extractvalue { i32, i32, i32, i32 } %86, 3
  %91 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %58) #5, !srcloc !14
  %92 = extractvalue { i32, i32 } %91, 0
  %93 = extractvalue { i32, i32 } %91, 1
  %94 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %87, i32 %88, i32 %89, i32 %90, i32 %92, i32 %93, float %72, float %73, float %74, float %75) #5, !srcloc !15
  %95 = extractvalue { float, float, float, float } %94, 0
  %96 = extractvalue { float, float, float, float } %94, 1
  %97 = extractvalue { float, float, float, float } %94, 2
  %98 = extractvalue { float, float, float, float } %94, 3
  br label %99

99:                                               ; preds = %85, %71
  %100 = phi float [ %98, %85 ], [ %75, %71 ]
  %101 = phi float [ %97, %85 ], [ %74, %71 ]
  %102 = phi float [ %96, %85 ], [ %73, %71 ]
  %103 = phi float [ %95, %85 ], [ %72, %71 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %104 = add nuw nsw i32 %76, 1
  %105 = icmp eq i32 %104, %59
  br i1 %105, label %60, label %71, !llvm.loop !16

106:                                              ; preds = %60
  %107 = zext nneg i32 %66 to i64
  %108 = sext i32 %4 to i64
  %109 = mul nsw i64 %108, %107
  %110 = sext i32 %69 to i64
  %111 = getelementptr float, ptr %2, i64 %109
  %112 = getelementptr float, ptr %111, i64 %110
  store float %64, ptr %112, align 4, !tbaa !18
  %113 = getelementptr i8, ptr %112, i64 4
  store float %63, ptr %113, align 4, !tbaa !18
  br label %114

114:                                              ; preds = %106, %60
  %115 = or disjoint i32 %66, 8
  %116 = icmp slt i32 %115, %3
  br i1 %116, label %117, label %125

117:                                              ; preds = %114
  %118 = zext nneg i32 %115 to i64
  %119 = sext i32 %4 to i64
  %120 = mul nsw i64 %119, %118
  %121 = sext i32 %69 to i64
  %122 = getelementptr float, ptr %2, i64 %120
  %123 = getelementptr float, ptr %122, i64 %121
  store float %62, ptr %123, align 4, !tbaa !18
  %124 = getelementptr i8, ptr %123, i64 4
  store float %61, ptr %124, align 4, !tbaa !18
  br label %125

125:                                              ; preds = %114, %117, %6
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
declare void @llvm.nvvm.bar.warp.sync(i32) #3

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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !9, i64 0}
!13 = !{i64 2234}
!14 = !{i64 2490}
!15 = !{i64 2650}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !9, i64 0}
