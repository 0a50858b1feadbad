; The cost model times the plain loop as ptxas will compile it (docs/plugin.md,
; "Cost model", ptxas's own unrolling): ptxas 13 unrolls a small innermost
; loop 4 times where it carries no `.pragma "nounroll"`, its back edge is a
; counted exit's branch, it does not hold both a barrier and a branch, and
; its size (instructions, global accesses twice) is at most 49; the copies'
; loads then issue ahead of their uses, except that a load stays behind an
; earlier copy's store unless both address one object (PTX tells ptxas
; nothing of LLVM's alias analysis), and the copies share the steps of the
; induction variables and the exit test (ptxas folds the steps into address
; offsets and tests once per copy round). What plain llc-19's SASS shows (twill
; sass on the PTX of this file): gload's loop holds 8 LDG (4 copies, the
; guarded loads predicated), nounroll's 2, regstep's 1, big's 52 FFMA (one
; copy), saxpy's 8 LDG and 4 STG with each copy's loads after the previous
; store, scale's 4 LDG issued before its 4 STG.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -twill-debug %s -o %t.ptx 2> %t.log
; RUN: FileCheck %s --check-prefix=VIEW < %t.log
; RUN: FileCheck %s --check-prefix=REMARK < %t.log
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
;
; Without the model of ptxas's unrolling (and without the check at each
; memory level, which the fold's own instructions now fail at L1), gload is
; pipelined for a gain that ptxas's own unrolling already takes (twill sass
; predicts the pipelined loop 0.73x / 0.82x / 1.26x at L1 / L2 / HBM
; latency).
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -twill-ptxas-unroll=1 -twill-cost-check-latencies=none \
; RUN:   %s -o %t.u1.ptx 2> %t.u1.log
; RUN: FileCheck %s --check-prefix=U1 < %t.u1.log
; RUN: %ptxas -arch=sm_90a %t.u1.ptx -o %t.u1.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.u1.ptx --kernel gload --params ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,17,33,100,257 | FileCheck %s --check-prefix=DIFF
;
; In blocks of 32 threads (32 warps/SM), gload pipelined is predicted 1.27x
; at the machine description's latencies, but 0.64x where every global load
; takes the L1 latency: the pipelined loop issues more and nothing is left
; to hide. It is left alone (twill sass on the pipelined build,
; -twill-cost-check-latencies=none, --block-size 32: 0.821 / 1.800 / 1.880 at
; L1 / L2 / HBM). nounroll, which ptxas does not unroll, keeps its gain at
; L1 (1.14x; twill sass 1.744).
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -twill-assume-block-size=32 %s -o %t.b32.ptx 2> %t.b32.log
; RUN: FileCheck %s --check-prefix=B32 < %t.b32.log
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -twill-assume-block-size=32 \
; RUN:   -twill-cost-check-latencies=none %s -o %t.nol1.ptx 2> %t.nol1.log
; RUN: FileCheck %s --check-prefix=NOL1 < %t.nol1.log
; RUN: %ptxas -arch=sm_90a %t.nol1.ptx -o %t.nol1.cubin
; RUN: %ptxdiff %t.base.ptx %t.nol1.ptx --kernel gload --params ptr:f32:300 ptr:f32:300 ptr:f32:1 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,17,33,100,257 | FileCheck %s --check-prefix=DIFF
;
; A level that is not the machine description's is an error of the command
; line.
; RUN: not %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-cost-check-latencies=l1,l3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADLEVEL
; BADLEVEL: for the --twill-cost-check-latencies option: 'l3' is not a memory level: give l1, l2 or hbm, comma-separated, or none
;
; The store order, at an L2 latency (300 cycles): saxpy's four copies run
; one after the other (309 cycles a copy for one warp), scale's overlap.
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-cost-global-latency=300 -twill-debug %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ORDER

; VIEW-DAG: gload:bb.{{[0-9]+}}.loop: ptxas unroll 4 (nounroll pragma no, counted back branch yes, 3 blocks, size 13)
; VIEW-DAG: nounroll:bb.{{[0-9]+}}.loop: ptxas unroll 1 (nounroll pragma yes, counted back branch yes, 3 blocks, size 13)
; VIEW-DAG: regstep:bb.2.loop: ptxas unroll 1 (nounroll pragma no, counted back branch no, 1 blocks, size 6)
; VIEW-DAG: big:bb.2.loop: ptxas unroll 1 (nounroll pragma no, counted back branch yes, 1 blocks, size 57)
; VIEW-DAG: saxpy:bb.2.loop: ptxas unroll 4 (nounroll pragma no, counted back branch yes, 1 blocks, size 13)
; VIEW-DAG: scale:bb.2.loop: ptxas unroll 4 (nounroll pragma no, counted back branch yes, 1 blocks, size 8)

; REMARK-DAG: remark: {{.*}}loop gload:bb.1.loop not pipelined: the cost model predicts at most 1.00x before solving: the plain loop as ptxas unrolls it (4 copies) is issue-bound {{.*}}; the fold is not kept, the loop stays as written) [cost-model]
; At the assumed 256 threads nounroll is pipelined: the model counts the
; SASS its plain loop issues (sassInstructions: two for each add.s64; and
; the moves of its uniform addresses out of uniform registers, 2 an access,
; UniformAddressMoves): 16 an iteration, where plain llc-19's SASS issues
; 17 with the branch (the model does not count branches). twill
; sass predicts the pipelined build 1.545 / 3.182 / 4.955 at L1 / L2 / HBM.
; REMARK-DAG: remark: {{.*}}loop nounroll:bb.1.loop pipelined: {{.*}}cost model: {{[0-9.]+}}x ({{.*}}64 -> 64 warps/SM); 1.{{[0-9]+}}x / {{[0-9.]+}}x / {{[0-9.]+}}x at L1 / L2 / HBM latency
; REMARK-DAG: remark: {{.*}}loop regstep:bb.2.loop not pipelined: the cost model predicts at most 1.00x before solving: the plain loop is issue-bound
; REMARK-DAG: remark: {{.*}}loop saxpy:bb.2.loop not pipelined: the cost model predicts at most 1.00x before solving: the plain loop as ptxas unrolls it (4 copies) is memory-bound

; U1: loop gload:bb.1.loop pipelined: {{.*}}cost model: {{[0-9.]+}}x (8.547 -> {{.*}}; guarded block bb.2 folded into the header

; B32-DAG: remark: {{.*}}loop gload:bb.1.loop not pipelined: the cost model predicts 1.27x (S=8), but 0.64x where every global load takes the L1 latency (40 cycles) {{.*}}[cost-model]
; B32-DAG: remark: {{.*}}loop nounroll:bb.1.loop pipelined: {{.*}}cost model: 4.88x ({{.*}}32 -> 32 warps/SM); 1.14x / 4.85x / 7.64x at L1 / L2 / HBM latency;

; NOL1: loop gload:bb.1.loop pipelined: {{.*}}cost model: 1.27x ({{.*}}32 -> 32 warps/SM); plain timed as ptxas unrolls it (4 copies); guarded block bb.2 folded

; DIFF: {{[1-9][0-9]*}} passed, 0 failed

; ORDER-LABEL: cost model for saxpy:bb.2.loop
; ORDER: plain x4 ptxas {{ *}}21 {{ *}}8 {{ *}}64 {{ *}}309.00
; ORDER: cost model for scale:bb.2.loop: plain memory-bound (2.000 >= latency term 1.262 at 64 warps/SM;

target triple = "nvptx64-nvidia-cuda"

; The guarded load of guarded.ll's gload: ptxas unrolls the plain loop 4
; times and predicates the guarded loads, so the copies' loads overlap.
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

; The same loop under `#pragma unroll 1`: ptxas keeps it as it is.
define void @nounroll(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
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
  br i1 %c, label %loop, label %exit, !llvm.loop !10
exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; A grid-stride loop: the step is a register, the trip count unknown.
define void @regstep(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out,
                     i32 %n, i32 %stride) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px, align 4
  %acc.next = fadd float %acc, %v
  %i.next = add nsw i32 %i, %stride
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; 52 FMAs: past the size ptxas unrolls.
define void @big(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %f0 = phi float [ 0.0, %entry ], [ %f52, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px, align 4
  %f1 = call float @llvm.fma.f32(float %v, float %f0, float %f0)
  %f2 = call float @llvm.fma.f32(float %v, float %f1, float %f1)
  %f3 = call float @llvm.fma.f32(float %v, float %f2, float %f2)
  %f4 = call float @llvm.fma.f32(float %v, float %f3, float %f3)
  %f5 = call float @llvm.fma.f32(float %v, float %f4, float %f4)
  %f6 = call float @llvm.fma.f32(float %v, float %f5, float %f5)
  %f7 = call float @llvm.fma.f32(float %v, float %f6, float %f6)
  %f8 = call float @llvm.fma.f32(float %v, float %f7, float %f7)
  %f9 = call float @llvm.fma.f32(float %v, float %f8, float %f8)
  %f10 = call float @llvm.fma.f32(float %v, float %f9, float %f9)
  %f11 = call float @llvm.fma.f32(float %v, float %f10, float %f10)
  %f12 = call float @llvm.fma.f32(float %v, float %f11, float %f11)
  %f13 = call float @llvm.fma.f32(float %v, float %f12, float %f12)
  %f14 = call float @llvm.fma.f32(float %v, float %f13, float %f13)
  %f15 = call float @llvm.fma.f32(float %v, float %f14, float %f14)
  %f16 = call float @llvm.fma.f32(float %v, float %f15, float %f15)
  %f17 = call float @llvm.fma.f32(float %v, float %f16, float %f16)
  %f18 = call float @llvm.fma.f32(float %v, float %f17, float %f17)
  %f19 = call float @llvm.fma.f32(float %v, float %f18, float %f18)
  %f20 = call float @llvm.fma.f32(float %v, float %f19, float %f19)
  %f21 = call float @llvm.fma.f32(float %v, float %f20, float %f20)
  %f22 = call float @llvm.fma.f32(float %v, float %f21, float %f21)
  %f23 = call float @llvm.fma.f32(float %v, float %f22, float %f22)
  %f24 = call float @llvm.fma.f32(float %v, float %f23, float %f23)
  %f25 = call float @llvm.fma.f32(float %v, float %f24, float %f24)
  %f26 = call float @llvm.fma.f32(float %v, float %f25, float %f25)
  %f27 = call float @llvm.fma.f32(float %v, float %f26, float %f26)
  %f28 = call float @llvm.fma.f32(float %v, float %f27, float %f27)
  %f29 = call float @llvm.fma.f32(float %v, float %f28, float %f28)
  %f30 = call float @llvm.fma.f32(float %v, float %f29, float %f29)
  %f31 = call float @llvm.fma.f32(float %v, float %f30, float %f30)
  %f32 = call float @llvm.fma.f32(float %v, float %f31, float %f31)
  %f33 = call float @llvm.fma.f32(float %v, float %f32, float %f32)
  %f34 = call float @llvm.fma.f32(float %v, float %f33, float %f33)
  %f35 = call float @llvm.fma.f32(float %v, float %f34, float %f34)
  %f36 = call float @llvm.fma.f32(float %v, float %f35, float %f35)
  %f37 = call float @llvm.fma.f32(float %v, float %f36, float %f36)
  %f38 = call float @llvm.fma.f32(float %v, float %f37, float %f37)
  %f39 = call float @llvm.fma.f32(float %v, float %f38, float %f38)
  %f40 = call float @llvm.fma.f32(float %v, float %f39, float %f39)
  %f41 = call float @llvm.fma.f32(float %v, float %f40, float %f40)
  %f42 = call float @llvm.fma.f32(float %v, float %f41, float %f41)
  %f43 = call float @llvm.fma.f32(float %v, float %f42, float %f42)
  %f44 = call float @llvm.fma.f32(float %v, float %f43, float %f43)
  %f45 = call float @llvm.fma.f32(float %v, float %f44, float %f44)
  %f46 = call float @llvm.fma.f32(float %v, float %f45, float %f45)
  %f47 = call float @llvm.fma.f32(float %v, float %f46, float %f46)
  %f48 = call float @llvm.fma.f32(float %v, float %f47, float %f47)
  %f49 = call float @llvm.fma.f32(float %v, float %f48, float %f48)
  %f50 = call float @llvm.fma.f32(float %v, float %f49, float %f49)
  %f51 = call float @llvm.fma.f32(float %v, float %f50, float %f50)
  %f52 = call float @llvm.fma.f32(float %v, float %f51, float %f51)
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %f52, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; saxpy: each copy's loads stay behind the previous copy's store (x, y and
; z are distinct objects to LLVM, not to ptxas).
define void @saxpy(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                   ptr addrspace(1) noalias %z, float %a, i32 %n) {
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

; In place: the store and the next copies' loads address one object at
; known offsets, so ptxas issues the loads first.
define void @scale(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare float @llvm.fma.f32(float, float, float)

!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @gload, !"kernel", i32 1}
!1 = !{ptr @nounroll, !"kernel", i32 1}
!2 = !{ptr @regstep, !"kernel", i32 1}
!3 = !{ptr @big, !"kernel", i32 1}
!4 = !{ptr @saxpy, !"kernel", i32 1}
!5 = !{ptr @scale, !"kernel", i32 1}
