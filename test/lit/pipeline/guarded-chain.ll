; Loop bodies that are chains of guarded regions, one after the other:
; if-then, if-then, if-then-else (each region's join is the next region's
; head, the last join the latch). Each region is folded into the header in
; body order: its guarded loads and stores predicated on the region's guard,
; its join's PHIs selp. A tile loop whose loader bounds-checks each of its
; global loads (leimao/CUDA-GEMM-Optimization's GEMMs) is such a chain.
;
; The tile loop `tile_chain` also loads halves under guards: the PHI of the
; guard's zero is a LOAD_CONST_F16, which LLVM 19 marks with side effects;
; the graph leaves it unordered, and it no longer orders the loads and the
; shared stores in a line. It is an innermost tile loop, which the modulo
; pipeliner leaves alone; register double buffering (TileLoop.h) would issue
; the next tile's predicated loads ahead of the first barrier, but its cost
; model predicts no gain with the 8 resident CTAs interleaved (twill sass of
; that form at 256 threads: 0.89 / 0.89 / 1.18 at L1 / L2 / HBM, ptxas 25 ->
; 28 instructions in an issue-bound loop), so it stays as written; a
; negative -twill-cost-margin takes it, checked here. Modulo-scheduled instead
; (-twill-tile-loops=false, cost model off), its global loads may move
; above the barriers (-twill-free-global-loads): nothing in the function
; writes global memory before or during the loop. In `tile_prewrite` a
; global store before the loop keeps them ordered.
;
; Every pipelined loop computes what the original computes (the PTX
; interpreter, trip counts around S and many; the tile loops over the whole
; CTA, with real barriers and shared-memory race detection).
;
; REQUIRES: plugin, ptxas
;
; At the defaults `chain` is left alone. ptxas unrolls the plain loop 4
; times though an iteration may skip its stores, since a value of the loop
; (acc) is read after it (ptxasUnrollFactor; plain llc-19's SASS holds 16
; memory instructions, 4 copies); the cost model times it so and predicts
; the pipelined loop slower at L1 latency, as twill sass does of its forced
; build at 256 threads (0.60 / 0.71 / 1.22 at L1 / L2 / HBM).
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-missed=twill -twill-debug %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=DEF
; DEF: chain:bb.{{[0-9]+}}.loop: ptxas unroll 4 (nounroll pragma no, counted back branch yes, 8 blocks, guarded store, live-out, size 23)
; DEF: loop chain:bb.1.loop not pipelined: the cost model predicts {{[0-9.]+}}x (S={{[0-9]}}), but 0.{{[0-9]+}}x where every global load takes the L1 latency
; RUN: %llc -load %plugin -twill-cost-model=false -twill-tile-loops=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill -twill-free-global-loads \
; RUN:   -twill-debug %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel chain --params ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP i32:9 i32:14 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,13,14,15,16,17,20,33,100,257 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel chain --seed 5 --params ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP i32:300 i32:0 \
; RUN:   --trip-counts 1,3,17,64 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel tile_chain --cta --ntid 8 \
; RUN:   --params ptr:f16:8*TRIP+8 ptr:f16:8*TRIP+8 ptr:f32:8 i32:TRIP i32:8*TRIP-3 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,9,15,16,17,24,33 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.ptx --kernel tile_prewrite --cta --ntid 8 \
; RUN:   --params ptr:f16:8*TRIP+8 ptr:f16:8*TRIP+8 ptr:f32:8 i32:TRIP i32:8*TRIP-3 \
; RUN:   --trip-counts 0,1,2,3,4,5,9 | FileCheck %s --check-prefix=DIFF
; With -twill-cost-margin=-20 the tile loops are double buffered (the
; fold kept, its trial costed as a tile loop), checked over the CTA; at the
; defaults both are left (docs/plugin.md "Cost model"). tile_prewrite's
; next-tile loads stay after the first barrier: ahead of it, iteration 0
; would read tile 1 before the barrier that orders the other threads'
; store from before the loop.
; RUN: %llc -load %plugin -enable-twill-sched -twill-cost-margin=-20 -march=nvptx64 -mcpu=sm_90a -O2 -verify-machineinstrs \
; RUN:   -pass-remarks=twill -pass-remarks-missed=twill %s -o %t.def.ptx 2> %t.def.remarks
; RUN: FileCheck %s --check-prefix=DEFAULT < %t.def.remarks
; RUN: %ptxas -arch=sm_90a %t.def.ptx -o %t.def.cubin
; RUN: %ptxdiff %t.base.ptx %t.def.ptx --kernel tile_chain --cta --ntid 8 \
; RUN:   --params ptr:f16:8*TRIP+8 ptr:f16:8*TRIP+8 ptr:f32:8 i32:TRIP i32:8*TRIP-3 \
; RUN:   --trip-counts 0,1,2,3,4,5,6,9,17 | FileCheck %s --check-prefix=DIFF
; RUN: %ptxdiff %t.base.ptx %t.def.ptx --kernel tile_prewrite --cta --ntid 8 \
; RUN:   --params ptr:f16:8*TRIP+8 ptr:f16:8*TRIP+8 ptr:f32:8 i32:TRIP i32:8*TRIP-3 \
; RUN:   --trip-counts 0,1,2,3,5 | FileCheck %s --check-prefix=DIFF
; DEFAULT-DAG: tile loop tile_chain:bb.2.loop double buffered: 2 global loads of the next tile issued before bar.sync as coherent ld.global (ptxas sinks neither across it), before the compute, {{[0-9]+}} registers held across it; the cost model predicts 1.{{[0-9]+}}x
; DEFAULT-DAG: tile loop tile_prewrite:bb.2.loop double buffered: 2 global loads of the next tile issued after bar.sync (not ahead of it, which would pass a global write from before the loop that it orders: bb.0: writes memory other than shared or local memory
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks-missed=twill %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTILE
; NOTILE: loop tile_chain:bb.2.loop not pipelined: an innermost tile loop (ST_i16{{.*}} stores a value loaded from global memory in the same iteration, between CTA barriers){{.*}}as an innermost tile loop it is not double buffered: the cost model predicts {{[0-9.]+}}x with the resident CTAs' barriers in step, but 0.{{[0-9]+}}x at the L1 latency (40 cycles) where they interleave
; Without the free global loads the tile loop's loads stay behind the
; barriers: its schedule is longer.
; RUN: %llc -load %plugin -twill-cost-model=false -twill-tile-loops=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks=twill -twill-free-global-loads=false %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ORDERED

; REMARK-DAG: loop chain:bb.1.loop pipelined: {{.*}}; 3 guarded regions folded into the header in body order: bb.2 (if-then), bb.4 (if-then), bb.{{[0-9]+}} and bb.{{[0-9]+}} (if-then-else) (loads and stores predicated on each region's guard, the merges selp)
; REMARK-DAG: loop tile_chain:bb.2.loop pipelined: II={{[0-9][0-9]?}} MII={{[0-9]+}} S={{[2-9]}} {{.*}}; 2 guarded regions folded into the header in body order: bb.3 (if-then), bb.5 (if-then)
; REMARK-DAG: twill-pipeliner: tile_prewrite:bb.2.loop: global loads stay ordered: bb.0: writes memory other than shared or local memory (ST_{{.*}}), not after the loop (other threads may run it before or beside the loop)
; REMARK-DAG: twill-pipeliner: chain:bb.1.loop: global loads stay ordered: bb.1: writes memory other than shared or local memory (inline PTX `@$0 st.global.f32
; REMARK-NOT: tile_chain:bb.2.loop: global loads stay ordered
; DIFF-NOT: failed
; DIFF: {{[1-9][0-9]*}} passed, 0 failed
; ORDERED: loop tile_chain:bb.2.loop pipelined: II={{[0-9][0-9][0-9]+}} MII=

; Each guarded load predicated, the diamond's stores under the guard and its
; negation.
; PTX-LABEL: .entry chain(
; PTX-DAG: @{{!?}}%p{{[0-9]+}} ld.global.f32
; PTX-DAG: @%p[[P:[0-9]+]] st.global.f32
; PTX-DAG: @!%p[[P]] st.global.f32
; PTX-LABEL: .entry tile_chain(
; PTX: @{{!?}}%p{{[0-9]+}} ld.global.{{[bu]}}16
; PTX: @{{!?}}%p{{[0-9]+}} ld.global.{{[bu]}}16

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sa = internal addrspace(3) global [8 x half] undef, align 2
@sb = internal addrspace(3) global [8 x half] undef, align 2
@sc = internal addrspace(3) global [8 x half] undef, align 2
@sd = internal addrspace(3) global [8 x half] undef, align 2

declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; for i<n: a = i < ka ? x[i] : 0; b = i < kb ? y[i] : 0;
;          if (a > b) z[i] = a - b else w[i] = b; acc += a * b;  out = acc
define void @chain(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                   ptr addrspace(1) noalias %z, ptr addrspace(1) noalias %w,
                   ptr addrspace(1) noalias %out, i32 %n, i32 %ka, i32 %kb) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %ga = icmp slt i32 %i, %ka
  br i1 %ga, label %loada, label %joina
loada:
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %xv = load float, ptr addrspace(1) %px, align 4
  br label %joina
joina:
  %a = phi float [ %xv, %loada ], [ 0.0, %loop ]
  %gb = icmp slt i32 %i, %kb
  br i1 %gb, label %loadb, label %joinb
loadb:
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %yv = load float, ptr addrspace(1) %py, align 4
  br label %joinb
joinb:
  %b = phi float [ %yv, %loadb ], [ 0.0, %joina ]
  %gt = fcmp ogt float %a, %b
  br i1 %gt, label %then, label %else
then:
  %d = fsub float %a, %b
  %pz = getelementptr inbounds float, ptr addrspace(1) %z, i32 %i
  store float %d, ptr addrspace(1) %pz, align 4
  br label %latch
else:
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i32 %i
  store float %b, ptr addrspace(1) %pw, align 4
  br label %latch
latch:
  %m = fmul float %a, %b
  %acc.next = fadd float %acc, %m
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc, ptr addrspace(1) %out, align 4
  ret void
}

; A tile loop of 8 threads: each loads one half of A and of B under a bounds
; check into shared memory, waits, reads its neighbours', waits again.
; for k<n: t = k*8 + tid; sa[tid] = t < lim ? A[t] : 0; sb[tid] = t < lim ? B[t] : 0;
;          bar; acc += sa[(tid+1)%8] * sb[(tid+3)%8]; bar;  out[tid] = acc
define void @tile_chain(ptr addrspace(1) %A, ptr addrspace(1) %B,
                        ptr addrspace(1) %out, i32 %n, i32 %lim) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = add i32 %tid, 1
  %r1 = and i32 %t1, 7
  %t3 = add i32 %tid, 3
  %r3 = and i32 %t3, 7
  %dsa = getelementptr inbounds [8 x half], ptr addrspace(3) @sa, i32 0, i32 %tid
  %dsb = getelementptr inbounds [8 x half], ptr addrspace(3) @sb, i32 0, i32 %tid
  %ssa = getelementptr inbounds [8 x half], ptr addrspace(3) @sa, i32 0, i32 %r1
  %ssb = getelementptr inbounds [8 x half], ptr addrspace(3) @sb, i32 0, i32 %r3
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %kb = shl i32 %k, 3
  %t = add i32 %kb, %tid
  %in = icmp slt i32 %t, %lim
  br i1 %in, label %loada, label %joina
loada:
  %pa = getelementptr inbounds half, ptr addrspace(1) %A, i32 %t
  %av = load half, ptr addrspace(1) %pa, align 2
  br label %joina
joina:
  %a = phi half [ %av, %loada ], [ 0xH0000, %loop ]
  store half %a, ptr addrspace(3) %dsa, align 2
  br i1 %in, label %loadb, label %latch
loadb:
  %pb = getelementptr inbounds half, ptr addrspace(1) %B, i32 %t
  %bv = load half, ptr addrspace(1) %pb, align 2
  br label %latch
latch:
  %b = phi half [ %bv, %loadb ], [ 0xH0000, %joina ]
  store half %b, ptr addrspace(3) %dsb, align 2
  call void @llvm.nvvm.barrier0()
  %x = load half, ptr addrspace(3) %ssa, align 2
  %y = load half, ptr addrspace(3) %ssb, align 2
  %xf = fpext half %x to float
  %yf = fpext half %y to float
  %p = fmul float %xf, %yf
  %acc.next = fadd float %acc, %p
  call void @llvm.nvvm.barrier0()
  %k.next = add nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; tile_chain with a global store before the loop (out[tid] = -1): another
; thread's loads of a later tile could read it once the barrier that orders
; them is crossed, so the loads stay behind the barriers.
define void @tile_prewrite(ptr addrspace(1) %A, ptr addrspace(1) %B,
                           ptr addrspace(1) %out, i32 %n, i32 %lim) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float -1.0, ptr addrspace(1) %po, align 4
  %t1 = add i32 %tid, 1
  %r1 = and i32 %t1, 7
  %t3 = add i32 %tid, 3
  %r3 = and i32 %t3, 7
  %dsa = getelementptr inbounds [8 x half], ptr addrspace(3) @sc, i32 0, i32 %tid
  %dsb = getelementptr inbounds [8 x half], ptr addrspace(3) @sd, i32 0, i32 %tid
  %ssa = getelementptr inbounds [8 x half], ptr addrspace(3) @sc, i32 0, i32 %r1
  %ssb = getelementptr inbounds [8 x half], ptr addrspace(3) @sd, i32 0, i32 %r3
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %kb = shl i32 %k, 3
  %t = add i32 %kb, %tid
  %in = icmp slt i32 %t, %lim
  br i1 %in, label %loada, label %joina
loada:
  %pa = getelementptr inbounds half, ptr addrspace(1) %A, i32 %t
  %av = load half, ptr addrspace(1) %pa, align 2
  br label %joina
joina:
  %a = phi half [ %av, %loada ], [ 0xH0000, %loop ]
  store half %a, ptr addrspace(3) %dsa, align 2
  br i1 %in, label %loadb, label %latch
loadb:
  %pb = getelementptr inbounds half, ptr addrspace(1) %B, i32 %t
  %bv = load half, ptr addrspace(1) %pb, align 2
  br label %latch
latch:
  %b = phi half [ %bv, %loadb ], [ 0xH0000, %joina ]
  store half %b, ptr addrspace(3) %dsb, align 2
  call void @llvm.nvvm.barrier0()
  %x = load half, ptr addrspace(3) %ssa, align 2
  %y = load half, ptr addrspace(3) %ssb, align 2
  %xf = fpext half %x to float
  %yf = fpext half %y to float
  %p = fmul float %xf, %yf
  %acc.next = fadd float %acc, %p
  call void @llvm.nvvm.barrier0()
  %k.next = add nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @chain, !"kernel", i32 1}
!1 = !{ptr @tile_chain, !"kernel", i32 1}
!2 = !{ptr @tile_prewrite, !"kernel", i32 1}
