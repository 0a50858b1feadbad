; A cp.async loop: each iteration copies a[i] into a shared-memory slot
; asynchronously, commits the group, waits for it, and reads the slot. The
; commit and the wait keep their program order (they are ordered
; instructions), so the number of groups in flight at each wait is the
; original one and no wait count changes; the other work of later iterations
; overlaps. The interpreter lands a cp.async only at the wait that retires
; it and faults on an early read of its destination, so an expansion that
; moved the read above the wait would fail here.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-time-limit=600 -twill-function-time-limit=600 -verify-machineinstrs -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -pass-remarks=twill %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:i32:300 ptr:i32:300 ptr:i32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,13,17,40,100 | FileCheck %s --check-prefix=DIFF
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

; CHECK: loop cpasync:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}}
; DIFF: 15 passed, 0 failed
; In the kernel, every copy keeps cp.async, commit, wait in this order.
; PTX: // twill.pipeline
; PTX: cp.async.ca.shared.global
; PTX-NEXT: cp.async.commit_group;
; PTX-NOT: cp.async.ca.shared.global
; PTX: cp.async.wait_group 0;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [2 x i32] undef, align 4

declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)

define void @cpasync(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %slot = and i32 %i, 1
  %ps = getelementptr inbounds [2 x i32], ptr addrspace(3) @buf, i32 0, i32 %slot
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %ps, ptr addrspace(1) %pa)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %v = load i32, ptr addrspace(3) %ps, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %i
  %w = load i32, ptr addrspace(1) %pb, align 4
  %m = mul i32 %v, %w
  %acc.next = add i32 %acc, %m
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2}
!2 = !{ptr @cpasync, !"kernel", i32 1}
