; Loops the pipeliner leaves alone, each with a remark that says why:
;  - a while loop whose exit depends on a loaded value (the guard cannot
;    evaluate future exit tests without the loads);
;  - with -twill-max-stages=1 the dot product is solved again at an II
;    long enough for one stage, and one stage overlaps nothing.
; The code is then the one the reorder path alone produces.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill %s -o %t.ptx 2>&1 \
; RUN:   | FileCheck %s
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -load %plugin -enable-twill-sched -twill-max-stages=1 -twill-cost-model=false -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -verify-machineinstrs -pass-remarks-missed=twill \
; RUN:   %S/dot.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAGES

; A loop of several blocks that is not folded says which conditional
; instruction would have to run under a predicate.
; RUN: %llc -load %plugin -enable-twill-sched -twill-fold-guarded=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill \
; RUN:   %S/../plugin/unsupported.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MULTI
; MULTI: loop unsupported:bb.1.loop not pipelined: the body has 3 blocks (the pipeliner takes single-block loops and chains of if-thens and if-then-elses it can fold); conditional block bb.2 stores (ST_i32_areg_64)

; CHECK: loop strlen32:bb.1.loop not pipelined: the exit condition depends on an instruction with memory access or side effects
; STAGES: loop dot:bb.2.loop not pipelined: the schedule has one stage (II={{[0-9]+}}): no iterations overlap

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strlen32(ptr addrspace(1) %s, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %s, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  store i32 %i.next, ptr addrspace(1) %out, align 4
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2}
!2 = !{ptr @strlen32, !"kernel", i32 1}
