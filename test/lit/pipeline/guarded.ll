; If-then loop bodies: the pipeliner folds the guarded block into the header
; (its loads and stores predicated, `@%p st.global.u32`, the latch's PHIs
; `selp` on the guard) and pipelines the single block that results. The
; pipelined PTX computes what the original computes, checked by the host PTX
; interpreter for trip counts around the stage count and the unroll factor,
; on random data that takes both sides of each guard. A guarded block that
; cannot run under a predicate (here an atomic) leaves the loop as it is,
; with the instruction named.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel gstore --params ptr:i32:300 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,20,33,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel gload --params ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,20,33,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel gload --seed 7 --params ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 3,17,64,200 | FileCheck %s --check-prefix=DIFF
; Without the fold the if-then bodies stay as they are.
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-fold-guarded=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOFOLD

; REMARK-DAG: loop gstore:bb.1.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}} U={{[1-8]}} {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated)
; REMARK-DAG: loop gload:bb.1.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}} U={{[1-8]}} {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated)
; REMARK-DAG: loop gatomic:bb.1.loop not pipelined: the body has 3 blocks and is not folded: the guarded block bb.2 cannot run under a predicate: {{.*}}ATOM{{.*}} [multi-block]
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed
; NOFOLD-DAG: loop gstore:bb.1.loop not pipelined: the body has 3 blocks (the pipeliner takes single-block loops and chains of if-thens and if-then-elses it can fold); conditional block bb.2 stores (ST_i32_areg_64)
; NOFOLD-DAG: loop gload:bb.1.loop not pipelined: the body has 3 blocks (the pipeliner takes single-block loops and chains of if-thens and if-then-elses it can fold); conditional block bb.2 loads

; The guarded store under the guard, the merged value chosen by selp.
; PTX-LABEL: .entry gstore(
; PTX: st.global.u32 {{.*}}
; PTX-LABEL: .entry gload(
; PTX: ld.global.f32 {{.*}}
; PTX: selp.f32

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (i = 0; i < n; ++i) if (p[i] & 1) p[i] = 3 * p[i];
define void @gstore(ptr addrspace(1) %p, i32 %n) {
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
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; acc += x[i] > 0 ? y[i] * x[i] + 1 : x[i]; out = acc (y read only under
; the guard).
define void @gload(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                   ptr addrspace(1) noalias %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px, align 4
  %pos = fcmp ogt float %v, 0.0
  br i1 %pos, label %then, label %latch
then:
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %w = load float, ptr addrspace(1) %py, align 4
  %t = fmul float %w, %v
  %t2 = fadd float %t, 1.0
  br label %latch
latch:
  %add = phi float [ %t2, %then ], [ %v, %loop ]
  %acc.next = fadd float %acc, %add
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; An atomic cannot run under a predicate here: the loop stays as it is.
define void @gatomic(ptr addrspace(1) %p, ptr addrspace(1) %count, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  %old = atomicrmw add ptr addrspace(1) %count, i32 1 monotonic
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @gstore, !"kernel", i32 1}
!1 = !{ptr @gload, !"kernel", i32 1}
!2 = !{ptr @gatomic, !"kernel", i32 1}
