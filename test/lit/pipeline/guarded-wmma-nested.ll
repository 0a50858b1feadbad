; A hoisted wmma guard (guarded-wmma.ll) on a k loop inside an outer loop
; over tiles: the loop's copy for a false guard and its new preheaders
; belong to the outer loop. From nest.cu (clang-19 -O2, cuda_shim.h):
;   for (t = 0; t < tiles; ++t) { fill acc; for (i = 0; i < k; i += 16)
;     if (row < m) { load a, load b (tile t), mma }; store acc (tile t) }
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*1024+16 ptr:f32:1024 i32:16 i32:TRIP*16 i32:3 \
; RUN:   --trip-counts 0,1,2,6,7,8,9,20 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*1024+16 ptr:f32:1024 i32:0 i32:TRIP*16 i32:3 \
; RUN:   --trip-counts 0,1,2,7,8,20 | FileCheck %s --check-prefix=DIFF

; REMARK-DAG: loop _Z6nestedPKDF16_S0_Pfiii:bb.6 pipelined: {{.*}}; the loop-invariant guard of block bb.7 (which holds wmma.load.a.sync.aligned.row.m16n16k16.f16, warp-collective) hoisted to the preheader
; REMARK-DAG: loop _Z6nestedPKDF16_S0_Pfiii:bb.{{[0-9]+}} pipelined: {{.*}}; the loop's copy for a false guard (hoisted from _Z6nestedPKDF16_S0_Pfiii:bb.6)
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z6nestedPKDF16_S0_Pfiii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = shl i32 %4, 4
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = lshr i32 %14, 1
  %16 = and i32 %15, 2147483632
  %17 = icmp sgt i32 %4, 0
  %18 = icmp slt i32 %16, %3
  %19 = mul nsw i32 %16, %4
  %20 = sext i32 %19 to i64
  %21 = getelementptr half, ptr %0, i64 %20
  br label %23

22:                                               ; preds = %29, %6
  ret void

23:                                               ; preds = %9, %29
  %24 = phi i32 [ 0, %9 ], [ %41, %29 ]
  br i1 %17, label %25, label %29

25:                                               ; preds = %23
  %26 = mul i32 %7, %24
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr %1, i64 %27
  br label %43

29:                                               ; preds = %84, %23
  %30 = phi float [ 0.000000e+00, %23 ], [ %85, %84 ]
  %31 = phi float [ 0.000000e+00, %23 ], [ %86, %84 ]
  %32 = phi float [ 0.000000e+00, %23 ], [ %87, %84 ]
  %33 = phi float [ 0.000000e+00, %23 ], [ %88, %84 ]
  %34 = phi float [ 0.000000e+00, %23 ], [ %89, %84 ]
  %35 = phi float [ 0.000000e+00, %23 ], [ %90, %84 ]
  %36 = phi float [ 0.000000e+00, %23 ], [ %91, %84 ]
  %37 = phi float [ 0.000000e+00, %23 ], [ %92, %84 ]
  %38 = shl nsw i32 %24, 8
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %40, float %37, float %36, float %35, float %34, float %33, float %32, float %31, float %30, i32 16)
  %41 = add nuw nsw i32 %24, 1
  %42 = icmp eq i32 %41, %5
  br i1 %42, label %22, label %23, !llvm.loop !5

43:                                               ; preds = %25, %84
  %44 = phi float [ 0.000000e+00, %25 ], [ %85, %84 ]
  %45 = phi float [ 0.000000e+00, %25 ], [ %86, %84 ]
  %46 = phi float [ 0.000000e+00, %25 ], [ %87, %84 ]
  %47 = phi float [ 0.000000e+00, %25 ], [ %88, %84 ]
  %48 = phi float [ 0.000000e+00, %25 ], [ %89, %84 ]
  %49 = phi float [ 0.000000e+00, %25 ], [ %90, %84 ]
  %50 = phi float [ 0.000000e+00, %25 ], [ %91, %84 ]
  %51 = phi i32 [ 0, %25 ], [ %93, %84 ]
  %52 = phi float [ 0.000000e+00, %25 ], [ %92, %84 ]
  br i1 %18, label %53, label %84

53:                                               ; preds = %43
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr half, ptr %21, i64 %54
  %56 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %55, i32 %4)
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 0
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 1
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 2
  %60 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 3
  %61 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 4
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 5
  %63 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 6
  %64 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 7
  %65 = getelementptr half, ptr %28, i64 %54
  %66 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %65, i32 %4)
  %67 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 0
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 1
  %69 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 2
  %70 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 3
  %71 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 4
  %72 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 5
  %73 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 6
  %74 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %66, 7
  %75 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %57, <2 x half> %58, <2 x half> %59, <2 x half> %60, <2 x half> %61, <2 x half> %62, <2 x half> %63, <2 x half> %64, <2 x half> %67, <2 x half> %68, <2 x half> %69, <2 x half> %70, <2 x half> %71, <2 x half> %72, <2 x half> %73, <2 x half> %74, float %52, float %50, float %49, float %48, float %47, float %46, float %45, float %44)
  %76 = extractvalue { float, float, float, float, float, float, float, float } %75, 0
  %77 = extractvalue { float, float, float, float, float, float, float, float } %75, 1
  %78 = extractvalue { float, float, float, float, float, float, float, float } %75, 2
  %79 = extractvalue { float, float, float, float, float, float, float, float } %75, 3
  %80 = extractvalue { float, float, float, float, float, float, float, float } %75, 4
  %81 = extractvalue { float, float, float, float, float, float, float, float } %75, 5
  %82 = extractvalue { float, float, float, float, float, float, float, float } %75, 6
  %83 = extractvalue { float, float, float, float, float, float, float, float } %75, 7
  br label %84

84:                                               ; preds = %43, %53
  %85 = phi float [ %44, %43 ], [ %83, %53 ]
  %86 = phi float [ %45, %43 ], [ %82, %53 ]
  %87 = phi float [ %46, %43 ], [ %81, %53 ]
  %88 = phi float [ %47, %43 ], [ %80, %53 ]
  %89 = phi float [ %48, %43 ], [ %79, %53 ]
  %90 = phi float [ %49, %43 ], [ %78, %53 ]
  %91 = phi float [ %50, %43 ], [ %77, %53 ]
  %92 = phi float [ %52, %43 ], [ %76, %53 ]
  %93 = add nuw nsw i32 %51, 16
  %94 = icmp slt i32 %93, %4
  br i1 %94, label %43, label %29, !llvm.loop !7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z6nestedPKDF16_S0_Pfiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
