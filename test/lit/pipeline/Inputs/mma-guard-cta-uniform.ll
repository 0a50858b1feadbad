; ModuleID = 'mma-guard-cta-uniform.cu'
source_filename = "mma-guard-cta-uniform.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2As = internal addrspace(3) global [32 x [16 x half]] undef, align 16
@_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2Bs = internal addrspace(3) global [16 x [8 x half]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ctaTileGuardPKDF16_S0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = add nsw i32 %5, 15
  %8 = sdiv i32 %7, 16
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 3
  %13 = icmp slt i32 %10, %3
  %14 = icmp slt i32 %12, %4
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %135

16:                                               ; preds = %6
  %17 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = lshr i32 %17, 1
  %19 = and i32 %18, 16
  %20 = add nsw i32 %12, 8
  %21 = icmp sgt i32 %20, %4
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %16
  %24 = lshr i32 %17, 2
  br label %64

25:                                               ; preds = %16
  %26 = or disjoint i32 %10, %18
  %27 = add nsw i32 %3, -1
  %28 = tail call i32 @llvm.umin.i32(i32 %26, i32 %27)
  %29 = zext nneg i32 %28 to i64
  %30 = zext nneg i32 %5 to i64
  %31 = mul nuw nsw i64 %29, %30
  %32 = getelementptr half, ptr %0, i64 %31
  %33 = and i32 %17, 1
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr %struct.int4, ptr %32, i64 %34
  %36 = zext nneg i32 %18 to i64
  %37 = getelementptr inbounds [32 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %36
  %38 = getelementptr inbounds %struct.int4, ptr %37, i64 %34
  %39 = lshr i32 %17, 2
  %40 = sext i32 %4 to i64
  %41 = sext i32 %12 to i64
  %42 = getelementptr half, ptr %1, i64 %41
  %43 = and i32 %17, 3
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr i32, ptr %42, i64 %44
  %46 = zext nneg i32 %39 to i64
  %47 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %46
  %48 = getelementptr inbounds i32, ptr %47, i64 %44
  %49 = and i32 %17, 15
  %50 = or disjoint i32 %19, %49
  %51 = zext nneg i32 %50 to i64
  %52 = and i32 %18, 8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [32 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2As to ptr), i64 0, i64 %51, i64 %53
  %55 = addrspacecast ptr %54 to ptr addrspace(3)
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  %58 = zext nneg i32 %49 to i64
  %59 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ctaTileGuardPKDF16_S0_PfiiiE2Bs to ptr), i64 0, i64 %58
  %60 = addrspacecast ptr %59 to ptr addrspace(3)
  %61 = ptrtoint ptr addrspace(3) %60 to i64
  %62 = trunc i64 %61 to i32
  %63 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  br label %80

64:                                               ; preds = %108, %23
  %65 = phi i32 [ %24, %23 ], [ %39, %108 ]
  %66 = phi float [ 0.000000e+00, %23 ], [ %109, %108 ]
  %67 = phi float [ 0.000000e+00, %23 ], [ %110, %108 ]
  %68 = phi float [ 0.000000e+00, %23 ], [ %111, %108 ]
  %69 = phi float [ 0.000000e+00, %23 ], [ %112, %108 ]
  %70 = and i32 %65, 7
  %71 = or disjoint i32 %70, %10
  %72 = or disjoint i32 %71, %19
  %73 = shl nuw nsw i32 %17, 1
  %74 = and i32 %73, 6
  %75 = or disjoint i32 %74, %12
  %76 = icmp slt i32 %72, %3
  %77 = or disjoint i32 %75, 1
  %78 = icmp slt i32 %77, %4
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %115, label %123

80:                                               ; preds = %25, %108
  %81 = phi float [ 0.000000e+00, %25 ], [ %112, %108 ]
  %82 = phi float [ 0.000000e+00, %25 ], [ %111, %108 ]
  %83 = phi float [ 0.000000e+00, %25 ], [ %110, %108 ]
  %84 = phi float [ 0.000000e+00, %25 ], [ %109, %108 ]
  %85 = phi i32 [ 0, %25 ], [ %113, %108 ]
  %86 = shl nsw i32 %85, 4
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr half, ptr %35, i64 %87
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %38, ptr noundef nonnull align 16 dereferenceable(16) %88, i64 16, i1 false), !tbaa.struct !6
  %89 = or disjoint i32 %86, %39
  %90 = zext nneg i32 %89 to i64
  %91 = mul nsw i64 %90, %40
  %92 = getelementptr half, ptr %45, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !7
  store i32 %93, ptr %48, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br i1 %21, label %108, label %94

94:                                               ; preds = %80
  %95 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %57) #5, !srcloc !11
  %96 = extractvalue { i32, i32, i32, i32 } %95, 0
  %97 = extractvalue { i32, i32, i32, i32 } %95, 1
  %98 = extractvalue { i32, i32, i32, i32 } %95, 2
  %99 = extractvalue { i32, i32, i32, i32 } %95, 3
  %100 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %62) #5, !srcloc !12
  %101 = extractvalue { i32, i32 } %100, 0
  %102 = extractvalue { i32, i32 } %100, 1
  %103 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};\0A", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %96, i32 %97, i32 %98, i32 %99, i32 %101, i32 %102, float %81, float %82, float %83, float %84) #5, !srcloc !13
  %104 = extractvalue { float, float, float, float } %103, 0
  %105 = extractvalue { float, float, float, float } %103, 1
  %106 = extractvalue { float, float, float, float } %103, 2
  %107 = extractvalue { float, float, float, float } %103, 3
  br label %108

108:                                              ; preds = %94, %80
  %109 = phi float [ %107, %94 ], [ %84, %80 ]
  %110 = phi float [ %106, %94 ], [ %83, %80 ]
  %111 = phi float [ %105, %94 ], [ %82, %80 ]
  %112 = phi float [ %104, %94 ], [ %81, %80 ]
  tail call void @llvm.nvvm.barrier0()
  %113 = add nuw nsw i32 %85, 1
  %114 = icmp eq i32 %113, %63
  br i1 %114, label %64, label %80, !llvm.loop !14

115:                                              ; preds = %64
  %116 = zext nneg i32 %72 to i64
  %117 = sext i32 %4 to i64
  %118 = mul nsw i64 %117, %116
  %119 = sext i32 %75 to i64
  %120 = getelementptr float, ptr %2, i64 %118
  %121 = getelementptr float, ptr %120, i64 %119
  store float %69, ptr %121, align 4, !tbaa !16
  %122 = getelementptr i8, ptr %121, i64 4
  store float %68, ptr %122, align 4, !tbaa !16
  br label %123

123:                                              ; preds = %115, %64
  %124 = or disjoint i32 %72, 8
  %125 = icmp slt i32 %124, %3
  %126 = select i1 %125, i1 %78, i1 false
  br i1 %126, label %127, label %135

127:                                              ; preds = %123
  %128 = zext nneg i32 %124 to i64
  %129 = sext i32 %4 to i64
  %130 = mul nsw i64 %129, %128
  %131 = sext i32 %75 to i64
  %132 = getelementptr float, ptr %2, i64 %130
  %133 = getelementptr float, ptr %132, i64 %131
  store float %67, ptr %133, align 4, !tbaa !16
  %134 = getelementptr i8, ptr %133, i64 4
  store float %66, ptr %134, align 4, !tbaa !16
  br label %135

135:                                              ; preds = %123, %127, %6
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

!0 = !{ptr @_Z12ctaTileGuardPKDF16_S0_Pfiii, !"kernel", i32 1}
!1 = !{ptr @_Z12ctaTileGuardPKDF16_S0_Pfiii, !"maxntidx", i32 64}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i64 0, i64 4, !7, i64 4, i64 4, !7, i64 8, i64 4, !7, i64 12, i64 4, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{i64 1757}
!12 = !{i64 2007}
!13 = !{i64 2167}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !9, i64 0}
