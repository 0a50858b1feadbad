; Guarded vector accesses: an if-then body whose guarded block loads or
; stores .v2/.v4 vectors, in global and in shared memory, is folded like a
; scalar one: each access becomes one predicated PTX instruction
; (`@%p st.global.v4.f32 [%rd], {...}`), a guarded vector load writes 0 to
; each of its registers first so that they are defined on both paths. The
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
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel vstore --params ptr:f32:1200 ptr:f32:1200 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel vload --params ptr:i32:300:rand=0..1 ptr:f32:600 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel vload --seed 7 --params ptr:i32:300:rand=0..1 ptr:f32:600 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 3,17,64,200 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel vshared --params ptr:i32:300:rand=0..1 ptr:f32:1200 ptr:f32:64 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; -twill-debug prints each fold.
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-debug -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG

; REMARK-DAG: loop vstore:bb.1.loop pipelined: {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated, vector accesses 1 of 1)
; REMARK-DAG: loop vload:bb.1.loop pipelined: {{.*}}; guarded block bb.2 folded into the header (loads and stores predicated, vector accesses 1 of 1)
; REMARK-DAG: loop vshared:bb.4.loop pipelined: {{.*}}; guarded block bb.5 folded into the header (loads and stores predicated, vector accesses 3 of 3)
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed
; DEBUG-DAG: twill-pipeliner: vstore:bb.1.loop: guarded block bb.2 folded into the header (loads and stores predicated, vector accesses 1 of 1)
; DEBUG-DAG: twill-pipeliner: vshared:bb.4.loop: guarded block bb.5 folded into the header (loads and stores predicated, vector accesses 3 of 3)

; PTX-LABEL: .entry vstore(
; PTX: @{{!?}}%p{{[0-9]+}} st.global.v4.f32 [%rd{{[0-9]+}}], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
; PTX-LABEL: .entry vload(
; PTX: mov.b32 %f[[A:[0-9]+]], 0;
; PTX-NEXT: mov.b32 %f[[B:[0-9]+]], 0;
; PTX-NEXT: @{{!?}}%p{{[0-9]+}} ld.global.v2.f32 {%f[[A]], %f[[B]]}, [%rd{{[0-9]+}}];
; PTX-LABEL: .entry vshared(
; PTX: ld.shared.v4.f32
; PTX: st.shared.v4.f32

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for i<n: if (x[i].x > 0) y[i] = x[i]*2 (v4 load unconditional, v4 store guarded)
define void @vstore(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %px = getelementptr inbounds <4 x float>, ptr addrspace(1) %x, i32 %i
  %v = load <4 x float>, ptr addrspace(1) %px, align 16
  %e = extractelement <4 x float> %v, i32 0
  %pos = fcmp ogt float %e, 0.0
  br i1 %pos, label %then, label %latch
then:
  %w = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %py = getelementptr inbounds <4 x float>, ptr addrspace(1) %y, i32 %i
  store <4 x float> %w, ptr addrspace(1) %py, align 16
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; acc += m[i] != 0 ? (y[i].x + y[i].y) : 1  (v2 load guarded)
define void @vload(ptr addrspace(1) noalias %m, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %pm = getelementptr inbounds i32, ptr addrspace(1) %m, i32 %i
  %mv = load i32, ptr addrspace(1) %pm, align 4
  %nz = icmp eq i32 %mv, 0
  br i1 %nz, label %latch, label %then
then:
  %py = getelementptr inbounds <2 x float>, ptr addrspace(1) %y, i32 %i
  %w = load <2 x float>, ptr addrspace(1) %py, align 8
  %a = extractelement <2 x float> %w, i32 0
  %b = extractelement <2 x float> %w, i32 1
  %s = fadd float %a, %b
  br label %latch
latch:
  %add = phi float [ %s, %then ], [ 1.0, %loop ]
  %acc.next = fadd float %acc, %add
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

@sh = internal addrspace(3) global [16 x <4 x float>] undef, align 16

; for j<16: sh[j] = 0;  for i<n: if (m[i]) sh[i&15] += x[i] (v4 shared load
; and store under the guard);  for k<16: out[k] = sh[k]
define void @vshared(ptr addrspace(1) noalias %m, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  br label %zero
zero:
  %j = phi i32 [ 0, %entry ], [ %j.next, %zero ]
  %pj = getelementptr inbounds [16 x <4 x float>], ptr addrspace(3) @sh, i32 0, i32 %j
  store <4 x float> zeroinitializer, ptr addrspace(3) %pj, align 16
  %j.next = add nsw i32 %j, 1
  %jc = icmp slt i32 %j.next, 16
  br i1 %jc, label %zero, label %pre
pre:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %copy
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %latch ]
  %pm = getelementptr inbounds i32, ptr addrspace(1) %m, i32 %i
  %mv = load i32, ptr addrspace(1) %pm, align 4
  %on = icmp ne i32 %mv, 0
  br i1 %on, label %then, label %latch
then:
  %px = getelementptr inbounds <4 x float>, ptr addrspace(1) %x, i32 %i
  %xv = load <4 x float>, ptr addrspace(1) %px, align 16
  %k = and i32 %i, 15
  %ps = getelementptr inbounds [16 x <4 x float>], ptr addrspace(3) @sh, i32 0, i32 %k
  %sv = load <4 x float>, ptr addrspace(3) %ps, align 16
  %nv = fadd <4 x float> %sv, %xv
  store <4 x float> %nv, ptr addrspace(3) %ps, align 16
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %copy
copy:
  %q = phi i32 [ 0, %pre ], [ 0, %latch ], [ %q.next, %copy ]
  %pq = getelementptr inbounds [16 x <4 x float>], ptr addrspace(3) @sh, i32 0, i32 %q
  %qv = load <4 x float>, ptr addrspace(3) %pq, align 16
  %po = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i32 %q
  store <4 x float> %qv, ptr addrspace(1) %po, align 16
  %q.next = add nsw i32 %q, 1
  %qc = icmp slt i32 %q.next, 16
  br i1 %qc, label %copy, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @vstore, !"kernel", i32 1}
!1 = !{ptr @vload, !"kernel", i32 1}
!2 = !{ptr @vshared, !"kernel", i32 1}
