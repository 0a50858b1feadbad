; A dot product: two global loads feed an FMA whose accumulator is carried
; across iterations. The pipeliner overlaps iterations: the kernel issues the
; loads of a later iteration before the FMA of an earlier one, without a copy
; at the back edge (modulo variable expansion), and the pipelined PTX computes
; what the original computes, checked by the host PTX interpreter for trip
; counts around the stage count and the unroll factor.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=COUNTED < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:f32:4100 ptr:f32:4100 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,50,97,100,257,1000,4099 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; The per-copy form (every kernel copy tests the exit):
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-counted-exit=false -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -verify-machineinstrs %s -o %t.percopy.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.percopy.ptx
; RUN: %ptxas -arch=sm_90a %t.percopy.ptx -o %t.percopy.cubin
; RUN: %ptxdiff %t.base.ptx %t.percopy.ptx --params ptr:f32:4100 ptr:f32:4100 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,50,97,100,257,1000,4099 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -twill-pipeline=false -march=nvptx64 \
; RUN:   -mcpu=sm_90a -O2 -pass-remarks=twill %s -o %t.nopipe.ptx 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOPIPE

; REMARK: remark: {{.*}} loop dot:bb.2.loop pipelined: II=[[II:[0-9]+]] MII=[[II]] S={{[2-8]}} U={{[1-8]}} solver=phase1 status=optimal registers {{[0-9]+}} -> {{[0-9]+}} (model); exit: counted, 1 test per {{[1-8]}} cop{{y|ies}}
; NOPIPE-NOT: pipelined
; NOPIPE: loop dot:bb.2.loop scheduled:

; The guard: conditions of the first iterations, before any load.
; PTX-LABEL: .entry dot(
; PTX: setp.lt.s32
; PTX: @%p{{[0-9]+}} bra
; The prologue issues loads before the kernel starts.
; PTX: ld.global.f32
; PTX: ld.global.f32
; The kernel: metadata, then a load whose value no instruction of this copy
; reads (the FMA works on an older iteration's), and no register copy.
; PTX: // twill.pipeline stages={{[0-9]+}} unroll={{[0-9]+}} exit=per-copy
; PTX: // end inline asm
; PTX-NEXT: ld.global.f32 [[L0:%f[0-9]+]], [%rd{{[0-9]+}}];
; PTX-NOT: [[L0]]
; PTX-NOT: mov.f32
; PTX: bra.uni
; The original loop stays for short trip counts.
; PTX: .pragma "nounroll";

; The counted form: the guard computes the trip count and compares it with
; S-1+U; the kernel block ends in its only test, a down-counter of rounds.
; COUNTED-LABEL: .entry dot(
; COUNTED: selp.b32 [[N:%r[0-9]+]], %r{{[0-9]+}}, 1, %p{{[0-9]+}};
; COUNTED-NEXT: setp.lt.u32 %p{{[0-9]+}}, [[N]], {{[0-9]+}};
; COUNTED: [[K:\$L__BB0_[0-9]+]]:
; COUNTED: // twill.pipeline stages={{[0-9]+}} unroll={{[0-9]+}} exit=counted
; COUNTED-NOT: {{setp|bra|\$L__}}
; COUNTED: add.s32 [[C:%r[0-9]+]], [[C]], -1;
; COUNTED-NEXT: setp.ne.u32 [[P:%p[0-9]+]], [[C]], 0;
; COUNTED-NEXT: @[[P]] bra [[K]];
; COUNTED: .pragma "nounroll";

; DIFF: trip 0: ok
; DIFF: trip 4099: ok
; DIFF: 39 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dot(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %i
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %acc.next = call float @llvm.fma.f32(float %va, float %vb, float %acc)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
declare float @llvm.fma.f32(float, float, float)
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2}
!2 = !{ptr @dot, !"kernel", i32 1}
