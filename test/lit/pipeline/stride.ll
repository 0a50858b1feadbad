; An unsigned count-down loop with stride 3 whose start is a parameter, an
; accumulator and the induction value both used after the loop: the guard and
; the kernel's exit test evaluate the loop's own condition, so the pipelined
; loop runs exactly as many iterations as the original, whatever the start.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:i32:256 ptr:i32:256 ptr:i32:2 i32:TRIP i32:5 \
; RUN:   --trip-counts 3,4,5,6,8,9,11,12,14,15,17,20,23,26,29,32,35,38,41,44,50,100,301,1000 \
; RUN:   | FileCheck %s --check-prefix=DIFF

; REMARK: loop stride:bb.1.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}} U={{[1-8]}}
; DIFF: 24 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @stride(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %hi, i32 %lo) {
entry:
  br label %loop
loop:
  %k = phi i32 [ %hi, %entry ], [ %k.next, %loop ]
  %s = phi i32 [ 7, %entry ], [ %s.next, %loop ]
  %ka = and i32 %k, 255
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ka
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %ka
  %va = load i32, ptr addrspace(1) %pa, align 4
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %m = mul i32 %va, %vb
  %x = xor i32 %m, %k
  %s.next = add i32 %s, %x
  %k.next = sub i32 %k, 3
  %c = icmp ugt i32 %k.next, %lo
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  store i32 %s.next, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %k.next, ptr addrspace(1) %o1, align 4
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2}
!2 = !{ptr @stride, !"kernel", i32 1}
