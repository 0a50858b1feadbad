; A guarded block that stores a half constant (`if (a[i] > 0) out[i] =
; 1.0h;`): LLVM 19 materialises the constant with LOAD_CONST_F16, which it
; marks with side effects for want of a selection pattern (Opcodes.h,
; isHalfConstant). It is a move of an immediate, so the guarded-body fold
; runs it unconditionally and predicates the store; before, the fold refused
; the block ("it has side effects ..."). Checked by interpretation against
; plain llc-19 over trip counts around the stage count and the unroll factor.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel ghalf --params ptr:f16:300 ptr:f16:300 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,17,33,100,257 | FileCheck %s --check-prefix=DIFF
; CHECK: loop ghalf:bb.2.loop pipelined: {{.*}}; guarded block bb.3 folded into the header (loads and stores predicated)
; DIFF: 18 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @ghalf(ptr noalias %a, ptr noalias %out, i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds half, ptr %a, i32 %i
  %v = load half, ptr %pa, align 2
  %pos = fcmp ogt half %v, 0xH0000
  br i1 %pos, label %then, label %latch
then:
  %po = getelementptr inbounds half, ptr %out, i32 %i
  store half 0xH3C00, ptr %po, align 2
  br label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @ghalf, !"kernel", i32 1}
