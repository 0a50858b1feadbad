; An elementwise loop, z[i] = a * x[i] + y[i], with noalias pointers: both
; loads issue before the arithmetic, and the store stays after its value.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-pipeline=false -twill-reorder -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx --expect-reordered
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; REMARK: loop saxpy:bb.2.loop scheduled: II=[[II:[0-9]+]] MII=[[II]] {{.*}} moved={{[1-9][0-9]*}}/10
; REMARK-NOT: left unchanged

; CHECK-LABEL: $L__BB0_2:
; CHECK: // twill.loop saxpy:bb.2.loop {{.*}} ops=10
; CHECK-COUNT-10: // twill.op
; CHECK: // end inline asm
; CHECK-NEXT: ld.global.f32 [[X:%f[0-9]+]]
; CHECK-NOT: {{mul|add}}.rn.f32
; CHECK: ld.global.f32 [[Y:%f[0-9]+]]
; CHECK: mul.rn.f32 [[M:%f[0-9]+]], %f{{[0-9]+}}, [[X]];
; CHECK-NEXT: add.rn.f32 [[S:%f[0-9]+]], [[M]], [[Y]];
; CHECK-NEXT: st.global.f32 [%rd{{[0-9]+}}], [[S]];
; CHECK: @%p{{[0-9]+}} bra $L__BB0_2;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, float %a, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %pz = getelementptr inbounds float, ptr addrspace(1) %z, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %pz, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}
