; ModuleID = 'twill_mma_smem_naive.cu'
source_filename = "twill_mma_smem_naive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2As = internal addrspace(3) global [16 x [16 x half]] undef, align 16
@_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Bs = internal addrspace(3) global [8 x [16 x half]] undef, align 16
@_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Cs = internal unnamed_addr addrspace(3) global [16 x [8 x half]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17twillMmaSmemNaivePKDF16_S0_PDF16_mmm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = add i64 %5, 15
  %8 = lshr i64 %7, 4
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = zext nneg i32 %10 to i64
  %12 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = icmp ult i64 %11, %3
  %16 = icmp ult i64 %14, %4
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %100

18:                                               ; preds = %6
  %19 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = and i32 %19, 31
  %21 = icmp ult i64 %7, 16
  br i1 %21, label %57, label %22

22:                                               ; preds = %18
  %23 = lshr i32 %20, 1
  %24 = zext nneg i32 %23 to i64
  %25 = or disjoint i64 %24, %11
  %26 = mul i64 %25, %5
  %27 = getelementptr half, ptr %0, i64 %26
  %28 = and i32 %19, 1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr %struct.int4, ptr %27, i64 %29
  %31 = getelementptr inbounds [16 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2As to ptr), i64 0, i64 %24
  %32 = getelementptr inbounds %struct.int4, ptr %31, i64 %29
  %33 = icmp ult i32 %20, 16
  %34 = add nuw nsw i64 %24, %14
  %35 = mul i64 %34, %5
  %36 = getelementptr half, ptr %1, i64 %35
  %37 = getelementptr %struct.int4, ptr %36, i64 %29
  %38 = getelementptr inbounds [8 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Bs to ptr), i64 0, i64 %24
  %39 = getelementptr inbounds %struct.int4, ptr %38, i64 %29
  %40 = and i32 %19, 15
  %41 = zext nneg i32 %40 to i64
  %42 = lshr i32 %19, 1
  %43 = and i32 %42, 8
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [16 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2As to ptr), i64 0, i64 %41, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(3)
  %47 = ptrtoint ptr addrspace(3) %46 to i64
  %48 = trunc i64 %47 to i32
  %49 = and i32 %19, 7
  %50 = zext nneg i32 %49 to i64
  %51 = and i32 %19, 8
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [8 x [16 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Bs to ptr), i64 0, i64 %50, i64 %52
  %54 = addrspacecast ptr %53 to ptr addrspace(3)
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  br label %71

57:                                               ; preds = %79, %18
  %58 = phi i32 [ 0, %18 ], [ %90, %79 ]
  %59 = phi i32 [ 0, %18 ], [ %89, %79 ]
  %60 = lshr i32 %20, 2
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Cs to ptr), i64 0, i64 %61
  %63 = and i32 %19, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  store i32 %59, ptr %65, align 4, !tbaa !5
  %66 = or disjoint i32 %60, 8
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Cs to ptr), i64 0, i64 %67
  %69 = getelementptr inbounds i32, ptr %68, i64 %64
  store i32 %58, ptr %69, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %70 = icmp ult i32 %20, 16
  br i1 %70, label %93, label %100

71:                                               ; preds = %22, %79
  %72 = phi i32 [ 0, %22 ], [ %89, %79 ]
  %73 = phi i32 [ 0, %22 ], [ %90, %79 ]
  %74 = phi i64 [ 0, %22 ], [ %91, %79 ]
  %75 = shl nuw i64 %74, 4
  %76 = getelementptr half, ptr %30, i64 %75
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %32, ptr noundef nonnull align 16 dereferenceable(16) %76, i64 16, i1 false), !tbaa.struct !9
  br i1 %33, label %77, label %79

77:                                               ; preds = %71
  %78 = getelementptr half, ptr %37, i64 %75
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %39, ptr noundef nonnull align 16 dereferenceable(16) %78, i64 16, i1 false), !tbaa.struct !9
  br label %79

79:                                               ; preds = %77, %71
  tail call void @llvm.nvvm.barrier0()
  %80 = tail call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x4.m8n8.shared.b16 {$0, $1, $2, $3}, [$4];\0A", "=r,=r,=r,=r,r"(i32 %48) #4, !srcloc !10
  %81 = extractvalue { i32, i32, i32, i32 } %80, 0
  %82 = extractvalue { i32, i32, i32, i32 } %80, 1
  %83 = extractvalue { i32, i32, i32, i32 } %80, 2
  %84 = extractvalue { i32, i32, i32, i32 } %80, 3
  %85 = tail call { i32, i32 } asm sideeffect "ldmatrix.sync.aligned.x2.m8n8.shared.b16 {$0, $1}, [$2];\0A", "=r,=r,r"(i32 %56) #4, !srcloc !11
  %86 = extractvalue { i32, i32 } %85, 0
  %87 = extractvalue { i32, i32 } %85, 1
  %88 = tail call { i32, i32 } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};\0A", "=r,=r,r,r,r,r,r,r,r,r"(i32 %81, i32 %82, i32 %83, i32 %84, i32 %86, i32 %87, i32 %72, i32 %73) #4, !srcloc !12
  %89 = extractvalue { i32, i32 } %88, 0
  %90 = extractvalue { i32, i32 } %88, 1
  tail call void @llvm.nvvm.barrier0()
  %91 = add nuw nsw i64 %74, 1
  %92 = icmp eq i64 %91, %8
  br i1 %92, label %57, label %71, !llvm.loop !13

93:                                               ; preds = %57
  %94 = zext nneg i32 %20 to i64
  %95 = getelementptr inbounds [16 x [8 x half]], ptr addrspacecast (ptr addrspace(3) @_ZZ17twillMmaSmemNaivePKDF16_S0_PDF16_mmmE2Cs to ptr), i64 0, i64 %94
  %96 = or disjoint i64 %11, %94
  %97 = mul i64 %96, %4
  %98 = getelementptr half, ptr %2, i64 %97
  %99 = getelementptr half, ptr %98, i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %99, ptr noundef nonnull align 16 dereferenceable(16) %95, i64 16, i1 false), !tbaa.struct !9
  br label %100

100:                                              ; preds = %57, %93, %6
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z17twillMmaSmemNaivePKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5}
!10 = !{i64 2014}
!11 = !{i64 2274}
!12 = !{i64 2422}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
