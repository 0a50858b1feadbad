; Loop-carried memory dependences refined with a proof. In @scale the store
; to y[i] and the load of y[i+d] in a later iteration never overlap:
; ScalarEvolution gives both addresses as {y,+,4} in this loop, so the
; pipeliner drops the edge (LLVM's DAG and alias analysis alone keep it, and
; the loop then has one stage). In @prefix the store to y[i+1] is the load of
; the next iteration: the edge stays, and the pipelined code still computes
; the recurrence. Both are checked by interpretation.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s < %t.remarks
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel scale --params ptr:f32:300 f32:1.5 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,17,31,64,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel prefix --params ptr:f32:300 f32:0.5 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,17,31,64,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF

; CHECK-DAG: loop scale:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}}
; CHECK-DAG: loop prefix:bb.2.loop {{pipelined|not pipelined}}
; DIFF: 20 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %y, float %a, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vy, float 1.0)
  store float %r, ptr addrspace(1) %py, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
define void @prefix(ptr addrspace(1) %y, float %a, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vy, float 1.0)
  %py1 = getelementptr inbounds float, ptr addrspace(1) %py, i32 1
  store float %r, ptr addrspace(1) %py1, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
declare float @llvm.fma.f32(float, float, float)
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2, !3}
!2 = !{ptr @scale, !"kernel", i32 1}
!3 = !{ptr @prefix, !"kernel", i32 1}
