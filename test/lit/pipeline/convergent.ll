; A loop holding a convergent instruction (shfl.sync) is pipelined only when
; every thread provably runs it the same number of times: in @uniform the
; trip count is a kernel parameter; in @divergent it depends on %tid.x, so
; threads of one warp could take different copies of the shfl (the guard
; sends short trip counts to the original loop) and the loop is left alone.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-DAG: loop uniform:bb.{{[0-9]+}}.loop pipelined:
; CHECK-DAG: loop divergent:bb.{{[0-9]+}}.loop not pipelined: the loop holds a convergent instruction ({{.*}}) and its trip count is not provably the same in every thread

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @uniform(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %row = shl i32 %i, 5
  %idx = add i32 %row, %tid
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %w = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 1, i32 31)
  %s.next = fadd float %s, %w
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

define void @divergent(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pos = icmp slt i32 %tid, %n
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %w = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 1, i32 31)
  %s.next = fadd float %s, %w
  %i.next = add nsw i32 %i, 32
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2, !3}
!2 = !{ptr @uniform, !"kernel", i32 1}
!3 = !{ptr @divergent, !"kernel", i32 1}
