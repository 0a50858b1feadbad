; Shapes the scheduler does not take: a loop whose body has several blocks
; and a loop that calls a function. Both come out unchanged (the PTX equals
; the PTX without the plugin, comments aside). The call gets a missed
; remark; the if-then body, a chain of regions (include/twill/NVPTX/
; RegionGraph.h), gets its schedule as metadata, its code order kept.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-pipeline=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill %s -o %t.ptx \
; RUN:   2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s < %t.ptx
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
; RUN: grep -v '^[[:space:]]*//' %t.base.ptx > %t.base.code
; RUN: grep -v '^[[:space:]]*//' %t.ptx > %t.code
; RUN: diff %t.base.code %t.code
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; The pipeliner, without folding if-then bodies (-twill-fold-guarded=false;
; pipeline/guarded.ll folds this shape), leaves both alone too: the call's
; latency and effects are unknown to the model, and call sequences must not
; overlap.
; RUN: %llc -load %plugin -enable-twill-sched -twill-fold-guarded=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill %s -o %t.pipe.ptx \
; RUN:   2>&1 | FileCheck %s --check-prefix=PIPE
; RUN: grep -v '^[[:space:]]*//' %t.pipe.ptx | diff %t.base.code -
; PIPE-DAG: loop unsupported:bb.1.loop not pipelined: the body has 3 blocks
; PIPE-DAG: loop unsupported:bb.5.loop2 not pipelined: the body contains a call

; REMARK-DAG: remark: {{.*}} loop unsupported:bb.1.loop scheduled as regions (innermost, 3 blocks); code order kept: 3 steps
; REMARK-DAG: remark: {{.*}} loop unsupported:bb.5.loop2 left unchanged: the body contains a call
; CHECK: twill.loop unsupported:bb.1.loop
; CHECK: twill.region 1 kind=guarded-block
; CHECK-NOT: twill.loop

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @helper(i32 %x) noinline {
  %y = mul i32 %x, 7
  ret i32 %y
}

define void @unsupported(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %latch
then:
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %q, align 4
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %loop2
loop2:
  %j = phi i32 [ 0, %latch ], [ %j.next, %loop2 ]
  %r = call i32 @helper(i32 %j)
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %j
  store i32 %r, ptr addrspace(1) %q2, align 4
  %j.next = add nsw i32 %j, 1
  %c2 = icmp slt i32 %j.next, %n
  br i1 %c2, label %loop2, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @unsupported, !"kernel", i32 1}
