; Fixed order: a volatile load and store, a barrier and an atomic keep their
; order with respect to each other and to every other memory access, while
; the arithmetic around them is still scheduled.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-pipeline=false -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; REMARK: loop ordered:bb.{{[0-9]+}}.loop scheduled:

; CHECK: // twill.loop ordered:bb.{{[0-9]+}}.loop
; CHECK-DAG: unit=lsu class=shared_ldst ld.shared.f32
; CHECK-DAG: wg=1 unit=lsu class=global_ldst st.global.f32
; CHECK: // end inline asm
; CHECK: ld.volatile.global.f32
; CHECK: bar.sync 0;
; CHECK: st.volatile.global.f32
; CHECK: atom.global.add.u32
; CHECK: ld.shared.f32
; CHECK: ld.shared.f32
; CHECK: st.global.f32
; CHECK: bar.sync 0;
; CHECK: st.shared.f32
; CHECK: @%p{{[0-9]+}} bra $L__BB0_2;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x float] undef, align 4

define void @ordered(ptr addrspace(1) %flag, ptr addrspace(1) %cnt, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %v = load volatile float, ptr addrspace(1) %flag, align 4
  call void @llvm.nvvm.barrier0()
  %w = fmul float %v, 2.0
  store volatile float %w, ptr addrspace(1) %flag, align 4
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic
  %slot = getelementptr [256 x float], ptr addrspace(3) @buf, i32 0, i32 %tid
  %s = load float, ptr addrspace(3) %slot, align 4
  %acc.next = fadd float %acc, %s
  ; Shared and global accesses written as inline asm, CUTLASS style.
  %sa = ptrtoint ptr addrspace(3) %slot to i32
  %t = call float asm sideeffect "ld.shared.f32 $0, [$1];", "=f,r,~{memory}"(i32 %sa)
  call void asm sideeffect "st.global.f32 [$0], $1;", "l,f,~{memory}"(ptr addrspace(1) %out, float %t)
  call void @llvm.nvvm.barrier0()
  store float %acc.next, ptr addrspace(3) %slot, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @ordered, !"kernel", i32 1}
