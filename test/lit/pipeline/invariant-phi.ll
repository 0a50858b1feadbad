; A header PHI whose latch value is loop-invariant (%first: 100 in the first
; iteration, %k after), read in the body and after the loop. In the first
; kernel round the oldest stage may still run iteration 0, so the expander
; carries the value through a kernel PHI fed by the prologue there, and uses
; %k directly where every iteration is the second or later. Checked by
; interpretation at the default schedule and at forced II (S = 8, 4, 2).
;
; REQUIRES: plugin, ptxas
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -verify-machineinstrs -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -pass-remarks=twill %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:i32:300 ptr:i32:2 i32:TRIP i32:7 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,17,40,100 | FileCheck %s --check-prefix=DIFF
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-force-ii=9 -verify-machineinstrs \
; RUN:   -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.9.ptx
; RUN: %ptxdiff %t.base.ptx %t.9.ptx --params ptr:i32:300 ptr:i32:2 i32:TRIP i32:7 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,17,40,100 | FileCheck %s --check-prefix=DIFF
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-force-ii=20 -verify-machineinstrs \
; RUN:   -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.20.ptx
; RUN: %ptxdiff %t.base.ptx %t.20.ptx --params ptr:i32:300 ptr:i32:2 i32:TRIP i32:7 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,17,40,100 | FileCheck %s --check-prefix=DIFF

; CHECK: loop invphi:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}}
; DIFF: 17 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @invphi(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i32 %k) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %first = phi i32 [ 100, %entry ], [ %k, %loop ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %m = mul i32 %v, %first
  %acc.next = add i32 %acc, %m
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %f = phi i32 [ 0, %entry ], [ %first, %loop ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %f, ptr addrspace(1) %o1, align 4
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2}
!2 = !{ptr @invphi, !"kernel", i32 1}
