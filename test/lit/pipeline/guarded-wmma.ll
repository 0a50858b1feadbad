; Guarded tensor-core operations. A guarded block holding wmma operations is
; not predicated (they are warp-collective); where the guard is
; loop-invariant, as the bounds check of a wmma GEMM's k loop is, it is
; hoisted to the preheader: the loop runs the block unconditionally where
; the guard holds, a single-block copy without it runs where it does not,
; and both are pipelined. A guard computed in the loop cannot be hoisted:
; the intrinsics (wmma, and ldmatrix in Inputs/guarded-ldmatrix.ll) are then
; written as one statement of inline PTX each, the form the printer gives
; them, and predicated on the guard (`@!%p wmma.mma...`), as inline-PTX
; mma.sync is in guarded-mma-predicated.test; loop-invariant guards of
; ldmatrix are hoisted too (twill_mma_warp_guard's real test). The host PTX
; interpreter's wmma model (ptxinterp.py, "wmma") checks the pipelined code
; against plain llc-19's, with the guard true and false, and catches the
; pipeliner's deliberately wrong guard (-twill-test-break-guard).
; gw.cu, from which the first two functions come (clang-19 -O2, as
; test/inputs/kernels/regen.sh, cuda_shim.h's nvcuda::wmma; the ldmatrix loop
; is Inputs/guarded-ldmatrix.ll, which the interpreter does not run):
;   hoisted: for (i = 0; i < k; i += 16) if (row < m && n > 0)
;              { load a, load b, mma }   then store acc
;   variant: the same under if (!skip[i / 16])
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill %S/Inputs/guarded-ldmatrix.ll -o %t.ldm.ptx 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LDM
; RUN: %ptxas -arch=sm_90a %t.ldm.ptx -o %t.ldm.cubin
; RUN: FileCheck %s --check-prefix=LDMPTX < %t.ldm.ptx
; LDMPTX: @{{!?}}%p{{[0-9]+}} ldmatrix.sync.aligned.m8n8.x4.shared.b16
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel _Z7hoistedPKDF16_S0_Pfiii \
; RUN:   --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f32:256 i32:16 i32:1 i32:TRIP*16 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,20,33,64 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel _Z7hoistedPKDF16_S0_Pfiii \
; RUN:   --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f32:256 i32:0 i32:1 i32:TRIP*16 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,20,33,64 | FileCheck %s --check-prefix=DIFF
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-test-break-guard -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   %s -o %t.bad.ptx
; variant, predicated, with a random mask of skipped steps (the accumulator
; passes through selp, which the interpreter's fragments follow), and its
; broken-guard build:
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel _Z7variantPKDF16_S0_PKiPfi \
; RUN:   --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:i32:TRIP+1:rand=0..1 ptr:f32:256 i32:TRIP*16 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,20,33,64 | FileCheck %s --check-prefix=DIFF
; RUN: not %ptxdiff %t.base.ptx %t.bad.ptx --kernel _Z7variantPKDF16_S0_PKiPfi \
; RUN:   --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:i32:TRIP+1:rand=0..1 ptr:f32:256 i32:TRIP*16 \
; RUN:   --trip-counts 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32 | FileCheck %s --check-prefix=BROKEN
; RUN: not %ptxdiff %t.base.ptx %t.bad.ptx --kernel _Z7hoistedPKDF16_S0_Pfiii \
; RUN:   --params ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f32:256 i32:16 i32:1 i32:TRIP*16 \
; RUN:   --trip-counts 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32 | FileCheck %s --check-prefix=BROKEN

; REMARK-DAG: loop _Z7hoistedPKDF16_S0_Pfiii:bb.3 pipelined: {{.*}}; the loop-invariant guard of block bb.4 (which holds wmma.load.a.sync.aligned.row.m16n16k16.f16, warp-collective) hoisted to the preheader: this loop runs the block unconditionally where the guard holds, a copy without it where it does not
; REMARK-DAG: loop _Z7hoistedPKDF16_S0_Pfiii:bb.{{[0-9]+}} pipelined: {{.*}}; the loop's copy for a false guard (hoisted from _Z7hoistedPKDF16_S0_Pfiii:bb.3)
; REMARK-DAG: loop _Z7variantPKDF16_S0_PKiPfi:bb.3 pipelined: {{.*}}; guarded block bb.4 folded into the header (loads and stores predicated, 3 warp-collective inline PTX statements (wmma.load.a.sync.aligned.row.m16n16k16.f16 first) predicated on the guard, which .aligned makes the same across the warp, 8 merges without selp (a predicated collective's output holds the other side's value where it does not run))
; LDM: loop ldm:bb.1.loop pipelined: {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated, 1 warp-collective inline PTX statement (ldmatrix.sync.aligned.m8n8.x4.shared.b16) predicated on the guard, which .aligned makes the same across the warp)
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed
; BROKEN: MISMATCH

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z7hoistedPKDF16_S0_Pfiii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %6
  %9 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = lshr i32 %13, 1
  %15 = and i32 %14, 2147483632
  %16 = icmp slt i32 %15, %3
  %17 = icmp sgt i32 %4, 0
  %18 = and i1 %16, %17
  %19 = mul nuw nsw i32 %15, %5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr half, ptr %0, i64 %20
  br label %31

22:                                               ; preds = %72, %6
  %23 = phi float [ 0.000000e+00, %6 ], [ %73, %72 ]
  %24 = phi float [ 0.000000e+00, %6 ], [ %74, %72 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %75, %72 ]
  %26 = phi float [ 0.000000e+00, %6 ], [ %76, %72 ]
  %27 = phi float [ 0.000000e+00, %6 ], [ %77, %72 ]
  %28 = phi float [ 0.000000e+00, %6 ], [ %78, %72 ]
  %29 = phi float [ 0.000000e+00, %6 ], [ %79, %72 ]
  %30 = phi float [ 0.000000e+00, %6 ], [ %80, %72 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %2, float %30, float %29, float %28, float %27, float %26, float %25, float %24, float %23, i32 16)
  ret void

31:                                               ; preds = %8, %72
  %32 = phi float [ 0.000000e+00, %8 ], [ %73, %72 ]
  %33 = phi float [ 0.000000e+00, %8 ], [ %74, %72 ]
  %34 = phi float [ 0.000000e+00, %8 ], [ %75, %72 ]
  %35 = phi float [ 0.000000e+00, %8 ], [ %76, %72 ]
  %36 = phi float [ 0.000000e+00, %8 ], [ %77, %72 ]
  %37 = phi float [ 0.000000e+00, %8 ], [ %78, %72 ]
  %38 = phi float [ 0.000000e+00, %8 ], [ %79, %72 ]
  %39 = phi i32 [ 0, %8 ], [ %81, %72 ]
  %40 = phi float [ 0.000000e+00, %8 ], [ %80, %72 ]
  br i1 %18, label %41, label %72

41:                                               ; preds = %31
  %42 = zext nneg i32 %39 to i64
  %43 = getelementptr half, ptr %21, i64 %42
  %44 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %43, i32 %5)
  %45 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 0
  %46 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 1
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 2
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 3
  %49 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 4
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 5
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 6
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 7
  %53 = getelementptr inbounds half, ptr %1, i64 %42
  %54 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %53, i32 %5)
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 0
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 1
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 2
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 3
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 4
  %60 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 5
  %61 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 6
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 7
  %63 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %45, <2 x half> %46, <2 x half> %47, <2 x half> %48, <2 x half> %49, <2 x half> %50, <2 x half> %51, <2 x half> %52, <2 x half> %55, <2 x half> %56, <2 x half> %57, <2 x half> %58, <2 x half> %59, <2 x half> %60, <2 x half> %61, <2 x half> %62, float %40, float %38, float %37, float %36, float %35, float %34, float %33, float %32)
  %64 = extractvalue { float, float, float, float, float, float, float, float } %63, 0
  %65 = extractvalue { float, float, float, float, float, float, float, float } %63, 1
  %66 = extractvalue { float, float, float, float, float, float, float, float } %63, 2
  %67 = extractvalue { float, float, float, float, float, float, float, float } %63, 3
  %68 = extractvalue { float, float, float, float, float, float, float, float } %63, 4
  %69 = extractvalue { float, float, float, float, float, float, float, float } %63, 5
  %70 = extractvalue { float, float, float, float, float, float, float, float } %63, 6
  %71 = extractvalue { float, float, float, float, float, float, float, float } %63, 7
  br label %72

72:                                               ; preds = %31, %41
  %73 = phi float [ %32, %31 ], [ %71, %41 ]
  %74 = phi float [ %33, %31 ], [ %70, %41 ]
  %75 = phi float [ %34, %31 ], [ %69, %41 ]
  %76 = phi float [ %35, %31 ], [ %68, %41 ]
  %77 = phi float [ %36, %31 ], [ %67, %41 ]
  %78 = phi float [ %37, %31 ], [ %66, %41 ]
  %79 = phi float [ %38, %31 ], [ %65, %41 ]
  %80 = phi float [ %40, %31 ], [ %64, %41 ]
  %81 = add nuw nsw i32 %39, 16
  %82 = icmp slt i32 %81, %5
  br i1 %82, label %31, label %22, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z7variantPKDF16_S0_PKiPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %16, label %7

7:                                                ; preds = %62, %5
  %8 = phi float [ 0.000000e+00, %5 ], [ %63, %62 ]
  %9 = phi float [ 0.000000e+00, %5 ], [ %64, %62 ]
  %10 = phi float [ 0.000000e+00, %5 ], [ %65, %62 ]
  %11 = phi float [ 0.000000e+00, %5 ], [ %66, %62 ]
  %12 = phi float [ 0.000000e+00, %5 ], [ %67, %62 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %68, %62 ]
  %14 = phi float [ 0.000000e+00, %5 ], [ %69, %62 ]
  %15 = phi float [ 0.000000e+00, %5 ], [ %70, %62 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %3, float %15, float %14, float %13, float %12, float %11, float %10, float %9, float %8, i32 16)
  ret void

16:                                               ; preds = %5, %62
  %17 = phi float [ %63, %62 ], [ 0.000000e+00, %5 ]
  %18 = phi float [ %64, %62 ], [ 0.000000e+00, %5 ]
  %19 = phi float [ %65, %62 ], [ 0.000000e+00, %5 ]
  %20 = phi float [ %66, %62 ], [ 0.000000e+00, %5 ]
  %21 = phi float [ %67, %62 ], [ 0.000000e+00, %5 ]
  %22 = phi float [ %68, %62 ], [ 0.000000e+00, %5 ]
  %23 = phi float [ %69, %62 ], [ 0.000000e+00, %5 ]
  %24 = phi i32 [ %71, %62 ], [ 0, %5 ]
  %25 = phi float [ %70, %62 ], [ 0.000000e+00, %5 ]
  %26 = lshr exact i32 %24, 4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %2, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !8
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %62

31:                                               ; preds = %16
  %32 = zext nneg i32 %24 to i64
  %33 = getelementptr inbounds half, ptr %0, i64 %32
  %34 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %33, i32 %4)
  %35 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 0
  %36 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 1
  %37 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 2
  %38 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 3
  %39 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 4
  %40 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 5
  %41 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 6
  %42 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %34, 7
  %43 = getelementptr inbounds half, ptr %1, i64 %32
  %44 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %43, i32 %4)
  %45 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 0
  %46 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 1
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 2
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 3
  %49 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 4
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 5
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 6
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 7
  %53 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %35, <2 x half> %36, <2 x half> %37, <2 x half> %38, <2 x half> %39, <2 x half> %40, <2 x half> %41, <2 x half> %42, <2 x half> %45, <2 x half> %46, <2 x half> %47, <2 x half> %48, <2 x half> %49, <2 x half> %50, <2 x half> %51, <2 x half> %52, float %25, float %23, float %22, float %21, float %20, float %19, float %18, float %17)
  %54 = extractvalue { float, float, float, float, float, float, float, float } %53, 0
  %55 = extractvalue { float, float, float, float, float, float, float, float } %53, 1
  %56 = extractvalue { float, float, float, float, float, float, float, float } %53, 2
  %57 = extractvalue { float, float, float, float, float, float, float, float } %53, 3
  %58 = extractvalue { float, float, float, float, float, float, float, float } %53, 4
  %59 = extractvalue { float, float, float, float, float, float, float, float } %53, 5
  %60 = extractvalue { float, float, float, float, float, float, float, float } %53, 6
  %61 = extractvalue { float, float, float, float, float, float, float, float } %53, 7
  br label %62

62:                                               ; preds = %16, %31
  %63 = phi float [ %17, %16 ], [ %61, %31 ]
  %64 = phi float [ %18, %16 ], [ %60, %31 ]
  %65 = phi float [ %19, %16 ], [ %59, %31 ]
  %66 = phi float [ %20, %16 ], [ %58, %31 ]
  %67 = phi float [ %21, %16 ], [ %57, %31 ]
  %68 = phi float [ %22, %16 ], [ %56, %31 ]
  %69 = phi float [ %23, %16 ], [ %55, %31 ]
  %70 = phi float [ %25, %16 ], [ %54, %31 ]
  %71 = add nuw nsw i32 %24, 16
  %72 = icmp slt i32 %71, %4
  br i1 %72, label %16, label %7, !llvm.loop !12
}

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


!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z7hoistedPKDF16_S0_Pfiii, !"kernel", i32 1}
!1 = !{ptr @_Z7variantPKDF16_S0_PKiPfi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !7}
