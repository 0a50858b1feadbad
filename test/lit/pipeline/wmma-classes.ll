; How the pipeliner models wmma (docs/machines.md, "Instruction names";
; docs/plugin.md, "Cost model"). LLVM 19's wmma records are anonymous, carry
; no memory operands, and getMnemonic() stops at their first operand
; ("wmma.load.a.sync"); the classifier prints the whole instruction to see
; the state space, shape and type. A .shared load is a shared-memory access
; (30 cycles), as is a generic one whose address traces back to cvta.shared
; (@generic_shared); another generic one or a .global one is a global access
; (500); wmma.mma is
; on the tensor pipe (32), and each load moves its tile's bytes over the
; warp's threads: 16 bytes per thread for a 16x16 f16 tile.
;
; The plain loop sits at its memory bound (8 cycles per iteration per SM,
; latency term 7.97), so at the default margin it is left alone before
; solving; a margin of 0 has it solved and costed in full, which prints the
; graph and the cost model's work counts checked here.
; REQUIRES: plugin
; RUN: %llc -load %plugin -enable-twill-sched -twill-debug -twill-cost-margin=0 -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: op 0 i0.wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 start=
; CHECK: op 3 i3.wmma.load.b.sync.aligned.col.m16n16k16.f16 start=
; CHECK: op 4 i4.wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 start=
; CHECK-DAG: dep 0 -> 4 delay=30 distance=0
; CHECK-DAG: dep 3 -> 4 delay=500 distance=0
; CHECK-DAG: dep 4 -> 4 delay=32 distance=1
; CHECK: cost model for mixed:bb.1.loop: {{.*}}per iteration {{[0-9]+}} instrs, {{[0-9]+}} fp32, 0 mufu, 16 B shared, 16 B global
; CHECK: op 3 i3.wmma.load.b.sync.aligned.col.m16n16k16.f16 start=
; CHECK-DAG: dep 3 -> 4 delay=30 distance=0
; CHECK: cost model for generic_shared:bb.1.loop: {{.*}}per iteration {{[0-9]+}} instrs, {{[0-9]+}} fp32, 0 mufu, 32 B shared, 0 B global
; CHECK: cost model for either:bb.1.loop: {{.*}}per iteration {{[0-9]+}} instrs, {{[0-9]+}} fp32, 0 mufu, 16 B shared, 16 B global

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tileA = internal addrspace(3) global [256 x half] zeroinitializer, align 32
@tileB = internal addrspace(3) global [4096 x half] zeroinitializer, align 32

; for k < n: acc += A_shared * B[k] (A from shared memory, B from global).
define void @mixed(ptr %b, ptr %d, i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %r0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %r1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %r2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %r3, %loop ]
  %c4 = phi float [ 0.0, %entry ], [ %r4, %loop ]
  %c5 = phi float [ 0.0, %entry ], [ %r5, %loop ]
  %c6 = phi float [ 0.0, %entry ], [ %r6, %loop ]
  %c7 = phi float [ 0.0, %entry ], [ %r7, %loop ]
  %a = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) @tileA, i32 16)
  %off = mul i32 %k, 256
  %pb = getelementptr half, ptr %b, i32 %off
  %bf = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %pb, i32 16)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 0
  %a1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 1
  %a2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 2
  %a3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 3
  %a4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 4
  %a5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 5
  %a6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 6
  %a7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 7
  %b0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 0
  %b1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 1
  %b2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 2
  %b3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 3
  %b4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 4
  %b5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 5
  %b6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 6
  %b7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 7
  %r = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %r0 = extractvalue { float, float, float, float, float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float, float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float, float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float, float, float, float, float } %r, 3
  %r4 = extractvalue { float, float, float, float, float, float, float, float } %r, 4
  %r5 = extractvalue { float, float, float, float, float, float, float, float } %r, 5
  %r6 = extractvalue { float, float, float, float, float, float, float, float } %r, 6
  %r7 = extractvalue { float, float, float, float, float, float, float, float } %r, 7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %d, float %r0, float %r1, float %r2, float %r3, float %r4, float %r5, float %r6, float %r7, i32 16)
  ret void
}

; The same loop with B read from a shared tile through a generic pointer, as
; clang emits `&smemB[k * 256]`: LLVM 19 keeps the intrinsic generic, and
; ptxas's generic LD of it is served by shared memory. The classifier traces
; the address back to its cvta.shared and costs the load as the .shared form:
; 30 cycles, its 16 bytes in shared memory. The mnemonic stays the printed one.
define void @generic_shared(ptr %d, i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %r0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %r1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %r2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %r3, %loop ]
  %c4 = phi float [ 0.0, %entry ], [ %r4, %loop ]
  %c5 = phi float [ 0.0, %entry ], [ %r5, %loop ]
  %c6 = phi float [ 0.0, %entry ], [ %r6, %loop ]
  %c7 = phi float [ 0.0, %entry ], [ %r7, %loop ]
  %a = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) @tileA, i32 16)
  %off = mul i32 %k, 256
  %gb = addrspacecast ptr addrspace(3) @tileB to ptr
  %pb = getelementptr half, ptr %gb, i32 %off
  %bf = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %pb, i32 16)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 0
  %a1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 1
  %a2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 2
  %a3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 3
  %a4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 4
  %a5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 5
  %a6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 6
  %a7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 7
  %b0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 0
  %b1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 1
  %b2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 2
  %b3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 3
  %b4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 4
  %b5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 5
  %b6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 6
  %b7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 7
  %r = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %r0 = extractvalue { float, float, float, float, float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float, float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float, float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float, float, float, float, float } %r, 3
  %r4 = extractvalue { float, float, float, float, float, float, float, float } %r, 4
  %r5 = extractvalue { float, float, float, float, float, float, float, float } %r, 5
  %r6 = extractvalue { float, float, float, float, float, float, float, float } %r, 6
  %r7 = extractvalue { float, float, float, float, float, float, float, float } %r, 7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %d, float %r0, float %r1, float %r2, float %r3, float %r4, float %r5, float %r6, float %r7, i32 16)
  ret void
}

; B read through a pointer that may be the shared tile's or a parameter's:
; the trace cannot tell, so the load stays a global access.
define void @either(ptr %b, ptr %d, i32 %n, i1 %c) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %r0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %r1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %r2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %r3, %loop ]
  %c4 = phi float [ 0.0, %entry ], [ %r4, %loop ]
  %c5 = phi float [ 0.0, %entry ], [ %r5, %loop ]
  %c6 = phi float [ 0.0, %entry ], [ %r6, %loop ]
  %c7 = phi float [ 0.0, %entry ], [ %r7, %loop ]
  %a = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) @tileA, i32 16)
  %off = mul i32 %k, 256
  %gb = addrspacecast ptr addrspace(3) @tileB to ptr
  %ps = getelementptr half, ptr %gb, i32 %off
  %pg = getelementptr half, ptr %b, i32 %off
  %pb = select i1 %c, ptr %ps, ptr %pg
  %bf = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %pb, i32 16)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 0
  %a1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 1
  %a2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 2
  %a3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 3
  %a4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 4
  %a5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 5
  %a6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 6
  %a7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 7
  %b0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 0
  %b1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 1
  %b2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 2
  %b3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 3
  %b4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 4
  %b5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 5
  %b6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 6
  %b7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %bf, 7
  %r = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %r0 = extractvalue { float, float, float, float, float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float, float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float, float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float, float, float, float, float } %r, 3
  %r4 = extractvalue { float, float, float, float, float, float, float, float } %r, 4
  %r5 = extractvalue { float, float, float, float, float, float, float, float } %r, 5
  %r6 = extractvalue { float, float, float, float, float, float, float, float } %r, 6
  %r7 = extractvalue { float, float, float, float, float, float, float, float } %r, 7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %d, float %r0, float %r1, float %r2, float %r3, float %r4, float %r5, float %r6, float %r7, i32 16)
  ret void
}

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3), i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr, i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr, float, float, float, float, float, float, float, float, i32)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @mixed, !"kernel", i32 1}
!1 = !{ptr @generic_shared, !"kernel", i32 1}
!2 = !{ptr @either, !"kernel", i32 1}
