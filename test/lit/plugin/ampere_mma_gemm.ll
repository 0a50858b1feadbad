; An Ampere-style GEMM mainloop (what CUTLASS 2.x / Triton emit for sm_80):
; a 3-stage cp.async pipeline into shared memory, ldmatrix fragments and two
; mma.sync per k-step. mma.sync and ldmatrix are anonymous records in LLVM
; 19, so the classifier reads their mnemonics from the NVPTX printer. The
; barrier and the cp.async group operations keep their order; the loads,
; address arithmetic and mma.sync are scheduled.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-time-limit=600 -twill-function-time-limit=600 -twill-pipeline=false -twill-reorder -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -pass-remarks-analysis=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx --expect-reordered
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; REMARK: loop mma_mainloop:bb.{{[0-9]+}}.loop: {{[0-9]+}} instructions
; REMARK: loop mma_mainloop:bb.{{[0-9]+}}.loop scheduled: II={{[0-9]+}} MII={{[0-9]+}} {{.*}} solver=twill status={{optimal|feasible}}
; REMARK-NOT: left unchanged

; CHECK: // twill.loop mma_mainloop:bb.{{[0-9]+}}.loop
; CHECK-DAG: unit=sync class=async_group cp.async.wait_group
; CHECK-DAG: unit=sync class=barrier bar.sync
; CHECK-DAG: unit=lsu class=shared_ldst ldmatrix.sync.aligned.m8n8.x4.shared.b16
; CHECK-DAG: unit=tc class=mma_sync mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
; CHECK-DAG: unit=lsu class=cp_async cp.async.cg.shared.global
; CHECK-DAG: unit=sync class=async_group cp.async.commit_group
; CHECK: // end inline asm
; CHECK: cp.async.wait_group 1;
; CHECK: bar.sync 0;
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
; The refill of the next stage now issues before the tensor-core work
; (the source had it after both mma.sync).
; CHECK: cp.async.cg.shared.global
; CHECK: cp.async.cg.shared.global
; CHECK: cp.async.commit_group;
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
; CHECK: @%p{{[0-9]+}} bra $L__BB0_2;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smemA = internal addrspace(3) global [3 x [1024 x i16]] undef, align 128
@smemB = internal addrspace(3) global [3 x [512 x i16]] undef, align 128

define void @mma_mainloop(ptr addrspace(1) noalias %gA, ptr addrspace(1) noalias %gB, ptr addrspace(1) noalias %out, i32 %ktiles) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane8 = shl i32 %tid, 3
  %has = icmp sgt i32 %ktiles, 0
  br i1 %has, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %d0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %d1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %d2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %d3, %loop ]
  %e0 = phi float [ 0.0, %entry ], [ %f0, %loop ]
  %e1 = phi float [ 0.0, %entry ], [ %f1, %loop ]
  %e2 = phi float [ 0.0, %entry ], [ %f2, %loop ]
  %e3 = phi float [ 0.0, %entry ], [ %f3, %loop ]
  ; Wait until stage k has landed (at most one younger group in flight).
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier0()
  %s = urem i32 %k, 3
  %pa = getelementptr [3 x [1024 x i16]], ptr addrspace(3) @smemA, i32 0, i32 %s, i32 %lane8
  %pb = getelementptr [3 x [512 x i16]], ptr addrspace(3) @smemB, i32 0, i32 %s, i32 %lane8
  %a = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pa)
  %b = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pb)
  %a0 = extractvalue { i32, i32, i32, i32 } %a, 0
  %a1 = extractvalue { i32, i32, i32, i32 } %a, 1
  %a2 = extractvalue { i32, i32, i32, i32 } %a, 2
  %a3 = extractvalue { i32, i32, i32, i32 } %a, 3
  %b0 = extractvalue { i32, i32, i32, i32 } %b, 0
  %b1 = extractvalue { i32, i32, i32, i32 } %b, 1
  %b2 = extractvalue { i32, i32, i32, i32 } %b, 2
  %b3 = extractvalue { i32, i32, i32, i32 } %b, 3
  %m0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
  %m1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b2, i32 %b3, float %e0, float %e1, float %e2, float %e3)
  %d0 = extractvalue { float, float, float, float } %m0, 0
  %d1 = extractvalue { float, float, float, float } %m0, 1
  %d2 = extractvalue { float, float, float, float } %m0, 2
  %d3 = extractvalue { float, float, float, float } %m0, 3
  %f0 = extractvalue { float, float, float, float } %m1, 0
  %f1 = extractvalue { float, float, float, float } %m1, 1
  %f2 = extractvalue { float, float, float, float } %m1, 2
  %f3 = extractvalue { float, float, float, float } %m1, 3
  ; Refill stage (k + 2) % 3 with k-tile k + 2.
  %kn = add i32 %k, 2
  %sn = urem i32 %kn, 3
  %ka = mul i32 %kn, 1024
  %ga.off = add i32 %ka, %lane8
  %ga = getelementptr i16, ptr addrspace(1) %gA, i32 %ga.off
  %kb = mul i32 %kn, 512
  %gb.off = add i32 %kb, %lane8
  %gb = getelementptr i16, ptr addrspace(1) %gB, i32 %gb.off
  %sa = getelementptr [3 x [1024 x i16]], ptr addrspace(3) @smemA, i32 0, i32 %sn, i32 %lane8
  %sb = getelementptr [3 x [512 x i16]], ptr addrspace(3) @smemB, i32 0, i32 %sn, i32 %lane8
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sa, ptr addrspace(1) %ga)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sb, ptr addrspace(1) %gb)
  call void @llvm.nvvm.cp.async.commit.group()
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %ktiles
  br i1 %more, label %loop, label %exit

exit:
  %r0 = phi float [ 0.0, %entry ], [ %d0, %loop ]
  %r1 = phi float [ 0.0, %entry ], [ %f3, %loop ]
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  %sum = fadd float %r0, %r1
  store float %sum, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)

!nvvm.annotations = !{!0}
!0 = !{ptr @mma_mainloop, !"kernel", i32 1}
