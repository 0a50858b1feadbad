; A reduction with a loop-carried accumulator (and a MUFU op in the chain):
; the twill scheduler reorders the body, writes warp-group metadata, and the
; PTX still assembles and holds the same instructions.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-pipeline=false -twill-reorder -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -pass-remarks-analysis=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx --expect-reordered
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; Algorithm 1 in full also assigns warps, so every op gets a warp group. The
; time limit is generous so that the answer never depends on machine load.
; RUN: %llc -load %plugin -enable-twill-sched -twill-pipeline=false -twill-reorder -twill-solver=twill -twill-time-limit=300 -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -verify-machineinstrs %s -o %t.twill.ptx
; RUN: FileCheck %s --check-prefix=TWILL < %t.twill.ptx
; RUN: %ptxas -arch=sm_90a %t.twill.ptx -o %t.twill.cubin

; REMARK: remark: {{.*}} loop reduce:bb.2.loop: 6 instructions (1 by default class), {{[0-9]+}} dependences ({{[0-9]+}} loop-carried), MII=4 (ResMII=4, RecMII=4) cycles, machine hopper
; REMARK: remark: {{.*}} loop reduce:bb.2.loop scheduled: II=[[II:[0-9]+]] MII=[[II]] L={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} solver={{twill|phase1}} status=optimal moved={{[0-9]+}}/6
; REMARK-NOT: left unchanged

; TWILL: // twill.loop reduce:bb.2.loop ii={{[0-9]+}} mii={{[0-9]+}} l={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} machine=hopper solver=twill status={{optimal|feasible}} ops=6
; TWILL-COUNT-6: // twill.op {{[0-5]}} stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit=

; The metadata block opens the loop body: one header, one line per op.
; PTX-LABEL: $L__BB0_2:
; PTX: // twill.loop reduce:bb.2.loop ii={{[0-9]+}} mii={{[0-9]+}} l={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} machine=hopper solver={{twill|phase1}} status=optimal ops=6
; PTX-NEXT: // twill.op 0 stage=0 cycle=0 wg={{[0-9-]+}} unit=lsu class=ldst ld
; PTX-COUNT-5: // twill.op {{[1-5]}} stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9-]+}} unit={{fma|mufu}}
; PTX-NEXT: // end inline asm
; The 500-cycle load issues first; the add that consumes ex2 comes last,
; after the pointer and counter updates that the original order put after it.
; PTX-NEXT: ld.global.f32 [[V:%f[0-9]+]], [[[P:%rd[0-9]+]]];
; PTX-NEXT: add.s64 [[P]], [[P]], 4;
; PTX: ex2.approx.f32 [[E:%f[0-9]+]], [[V]];
; PTX: add.rn.f32 [[ACC:%f[0-9]+]], [[ACC]], [[E]];
; PTX-NEXT: @%p{{[0-9]+}} bra $L__BB0_2;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @reduce(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %e = call float @llvm.nvvm.ex2.approx.f(float %v)
  %acc.next = fadd float %acc, %e
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.nvvm.ex2.approx.f(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce, !"kernel", i32 1}
