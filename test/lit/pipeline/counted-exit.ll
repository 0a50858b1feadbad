; The counted exit form. @wide: a 64-bit induction variable that starts at a
; parameter and steps by 2 up to a parameter bound (`for (long i = a; i < n;
; i += 2)`), and @narrow, a 64-bit one whose low 32 bits are tested
; (`(int)i < n`, its start a parameter beyond 2^32): the guard computes the trip count, the kernel runs whole rounds
; of U copies with one test per round (a down-counter), and the original
; loop runs the remainder from the state the epilogue leaves. @doubling: an
; induction variable that doubles has no count the pass can compute, so
; every kernel copy keeps its own exit test (the per-copy form). Both are
; checked by interpretation for every trip count 0..32 and large ones.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=WIDE < %t.ptx
; RUN: FileCheck %s --check-prefix=DOUBLING < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel wide --params ptr:f32:4200 ptr:f32:2 i64:TRIP i64:3 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,97,1000,4099 \
; RUN:   | FileCheck %s --check-prefix=DIFF-WIDE
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel wide --params ptr:f32:4200 ptr:f32:2 i64:TRIP i64:-7 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,97,1000,4099 \
; RUN:   | FileCheck %s --check-prefix=DIFF-WIDE2
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel narrow --params ptr:f32:4200 ptr:f32:1 i32:TRIP i64:-4294967306 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,97,1000,4099 \
; RUN:   | FileCheck %s --check-prefix=DIFF-NARROW
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel doubling --params ptr:f32:64 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,97,1000,4099,100000,1000000 \
; RUN:   | FileCheck %s --check-prefix=DIFF-DOUBLING

; REMARK: loop wide:bb.{{[0-9]+}}.loop pipelined: {{.*}} U=[[U:[2-8]]] {{.*}} exit: counted, 1 test per [[U]] copies
; REMARK: loop narrow:bb.{{[0-9]+}}.loop pipelined: {{.*}} exit: counted, 1 test per {{[2-8]}} copies
; REMARK: loop doubling:bb.{{[0-9]+}}.loop pipelined: {{.*}} exit: per-copy (trip count not computable: the induction variable does not advance by a constant)

; The kernel block of @wide: one conditional branch, the round counter's.
; WIDE-LABEL: .entry wide(
; WIDE: setp.lt.u64 %p{{[0-9]+}}, %rd{{[0-9]+}}, {{[0-9]+}};
; WIDE: [[K:\$L__BB0_[0-9]+]]:
; WIDE: // twill.pipeline stages={{[0-9]+}} unroll={{[0-9]+}} exit=counted
; WIDE-NOT: {{@%p|\$L__}}
; WIDE: setp.ne.u64 [[P:%p[0-9]+]], %rd{{[0-9]+}}, 0;
; WIDE-NEXT: @[[P]] bra [[K]];
; WIDE-LABEL: .entry doubling(

; The kernel of @doubling: a test per copy (U > 1, so at least two).
; DOUBLING-LABEL: .entry doubling(
; DOUBLING: // twill.pipeline stages={{[0-9]+}} unroll={{[2-8]}} exit=per-copy
; DOUBLING: @%p{{[0-9]+}} bra
; DOUBLING: @%p{{[0-9]+}} bra

; DIFF-WIDE: 74 passed, 0 failed
; DIFF-WIDE2: 44 passed, 0 failed
; DIFF-NARROW: 74 passed, 0 failed
; DIFF-DOUBLING: 38 passed, 0 failed

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @wide(ptr addrspace(1) %a, ptr addrspace(1) %out, i64 %n, i64 %s) {
entry:
  %pos = icmp slt i64 %s, %n
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %j = and i64 %i, 4095
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %j
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, %v
  %acc.next = fadd float %acc, %w
  %i.next = add nsw i64 %i, 2
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %ri = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  %rf = sitofp i64 %ri to float
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %rf, ptr addrspace(1) %o1, align 4
  ret void
}

define void @narrow(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %s) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %j = and i64 %i, 4095
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %j
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, %v
  %acc.next = fadd float %acc, %w
  %i.next = add i64 %i, 3
  %t = trunc i64 %i.next to i32
  %c = icmp slt i32 %t, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define void @doubling(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %j = and i32 %i, 63
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %j
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, %v
  %acc.next = fadd float %acc, %w
  %i.next = shl i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!2, !3, !4}
!2 = !{ptr @wide, !"kernel", i32 1}
!3 = !{ptr @doubling, !"kernel", i32 1}
!4 = !{ptr @narrow, !"kernel", i32 1}
