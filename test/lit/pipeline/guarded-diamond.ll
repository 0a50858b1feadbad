; If-then-else bodies and a header branch on a negated predicate.
; A diamond (header -> then | else -> latch) is folded into its header: both
; sides' pure instructions run unconditionally, the then side's loads and
; stores under the guard, the else side's under its negation, the latch's
; PHIs become selp. A guard that SelectionDAG could not fold into its
; comparison (here a loop-invariant `and` of two comparisons) reaches the
; header as CBranchOther (`@!%p bra`) and is read as a guard on !p. The
; pipelined PTX computes what the original computes (host PTX interpreter,
; trip counts around S and U and many, guards taking both sides).
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel diamond --params ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel diamond --seed 11 --params ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 3,17,64,200 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel dsame --params ptr:i32:300:rand=0..1 ptr:i32:600 i32:5 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; The invariant guard both ways: true (k < m, m > 7) and false.
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel inv --params ptr:i32:300 i32:TRIP i32:9 i32:3 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel inv --params ptr:i32:300 i32:TRIP i32:9 i32:30 \
; RUN:   --trip-counts 0,1,5,8,9,33 | FileCheck %s --check-prefix=DIFF
; Without the fold the bodies stay as they are.
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-fold-guarded=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOFOLD

; REMARK-DAG: loop diamond:bb.1.loop pipelined: {{.*}}; if-then-else blocks bb.3 and bb.2 folded into the header (loads and stores predicated on the guard and on its negation, the merges selp)
; REMARK-DAG: loop dsame:bb.1.loop pipelined: {{.*}}; if-then-else blocks bb.3 and bb.2 folded into the header (loads and stores predicated on the guard and on its negation, the merges selp, vector accesses 1 of 2)
; REMARK-DAG: loop inv:bb.1.loop pipelined: {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated, the header's @!p branch read as a guard on !p)
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed
; NOFOLD-DAG: loop diamond:bb.1.loop not pipelined: the body has 4 blocks
; NOFOLD-DAG: loop inv:bb.1.loop not pipelined: the body has 3 blocks

; Each side's store under its own predicate, the merge by selp.
; PTX-LABEL: .entry diamond(
; PTX-DAG: @%p[[P:[0-9]+]] st.global.f32
; PTX-DAG: @!%p[[P]] st.global.f32
; PTX-DAG: selp.f32
; PTX-LABEL: .entry dsame(
; PTX-DAG: @{{!?}}%p{{[0-9]+}} st.global.v2.u32
; PTX-DAG: @{{!?}}%p{{[0-9]+}} st.global.u32

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for i<n: if (x[i] > 0) { t = y[i] * x[i]; z[i] = t; } else { t = 2 * x[i]; w[i] = t + 1; }
;          acc += t;  out = acc
define void @diamond(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                     ptr addrspace(1) noalias %z, ptr addrspace(1) noalias %w,
                     ptr addrspace(1) noalias %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px, align 4
  %pos = fcmp ogt float %v, 0.0
  br i1 %pos, label %then, label %else
then:
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %yv = load float, ptr addrspace(1) %py, align 4
  %t1 = fmul float %yv, %v
  %pz = getelementptr inbounds float, ptr addrspace(1) %z, i32 %i
  store float %t1, ptr addrspace(1) %pz, align 4
  br label %latch
else:
  %t2 = fmul float %v, 2.0
  %t3 = fadd float %t2, 1.0
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i32 %i
  store float %t3, ptr addrspace(1) %pw, align 4
  br label %latch
latch:
  %t = phi float [ %t1, %then ], [ %t2, %else ]
  %acc.next = fadd float %acc, %t
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; A diamond whose sides both store to the same array (one v2, one scalar):
; for i<n: if (m[i] == 0) p[i] = {a, a+1} else p[i].x = m[i]
define void @dsame(ptr addrspace(1) noalias %m, ptr addrspace(1) noalias %p, i32 %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %pm = getelementptr inbounds i32, ptr addrspace(1) %m, i32 %i
  %mv = load i32, ptr addrspace(1) %pm, align 4
  %z = icmp eq i32 %mv, 0
  %pp = getelementptr inbounds <2 x i32>, ptr addrspace(1) %p, i32 %i
  br i1 %z, label %then, label %else
then:
  %a1 = add i32 %a, %i
  %v0 = insertelement <2 x i32> undef, i32 %a1, i32 0
  %a2 = add i32 %a1, 1
  %v1 = insertelement <2 x i32> %v0, i32 %a2, i32 1
  store <2 x i32> %v1, ptr addrspace(1) %pp, align 8
  br label %latch
else:
  store i32 %mv, ptr addrspace(1) %pp, align 8
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
; for i<n: if (k < m && m > 7) y[i] += 1 (the guard computed once, before the loop)
define void @inv(ptr addrspace(1) %y, i32 %n, i32 %m, i32 %k) {
entry:
  %a = icmp slt i32 %k, %m
  %b = icmp sgt i32 %m, 7
  %g = and i1 %a, %b
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %g, label %then, label %latch
then:
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i32 %i
  %w = load i32, ptr addrspace(1) %py, align 4
  %w1 = add i32 %w, 1
  store i32 %w1, ptr addrspace(1) %py, align 4
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @diamond, !"kernel", i32 1}
!1 = !{ptr @dsame, !"kernel", i32 1}
!2 = !{ptr @inv, !"kernel", i32 1}
