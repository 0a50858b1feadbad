; The cost model at full occupancy (docs/plugin.md, "Cost model"): 256
; threads per CTA (maxntid), no shared memory.
;  - At the machine description's load latency, 64 resident warps hide the
;    plain loop's latency and it is bound by the L1 data path, a bound no
;    schedule goes below: left alone [cost-model] before any solve, every
;    figure in the remark.
;  - With a global-load latency of 300 cycles (-twill-cost-global-latency,
;    an L2 hit) the plain loop is latency-bound; the schedule as solved
;    (S=6) needs more registers than 8 CTAs of 256 threads allow (5 fit),
;    so the model re-solves at fewer stages and takes S=3, which keeps 8.
;    That loop assembles and computes what plain llc-19's does.
;  - -twill-cost-model=false pipelines it as solved; -twill-cost-margin=-100
;    pipelines what the model predicts no faster.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -pass-remarks-analysis=twill -twill-stats -twill-debug %s -o %t.alone.ptx 2> %t.alone
; RUN: FileCheck %s --check-prefix=ALONE < %t.alone
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -twill-cost-global-latency=300 -twill-stats \
; RUN:   %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=FEWER < %t.remarks
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-cost-global-latency=300 -pass-remarks-output=%t.yaml %s -o /dev/null
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks-output=%t.alone.yaml %s -o /dev/null
; RUN: FileCheck %s --check-prefix=YAML-ALONE < %t.alone.yaml
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:f32:300 ptr:f32:300 ptr:f32:300 f32:0.75 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,40,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks=twill -twill-cost-model=false %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks=twill -twill-cost-margin=-100 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORCED

; ALONE: kernel saxpy_wide: 256 threads per block (maxntid), 0 bytes of static shared memory; register limit 255
; ALONE: twill-pipeliner: cost model for saxpy_wide:bb.2.loop: plain memory-bound (3.000 >= latency term 0.609 at 64 warps/SM; per iteration 19 instrs, 10 fp32, 0 mufu, 0 B shared, 12 B global), not solved
; ALONE-NOT: instructions): solver
; ALONE: loop saxpy_wide:bb.2.loop not pipelined: the cost model predicts at most 1.00x before solving: the plain loop as ptxas unrolls it (4 copies) is memory-bound (3.000 cycles per iteration per SM, latency term 0.609 at 64 warps/SM) and no schedule goes below that bound, under the 2% margin; not solved [cost-model]
; ALONE: 1 pipeliner.cost-model.left-alone
; ALONE-NEXT: 1 pipeliner.left-alone.cost-model
; FEWER: loop saxpy_wide:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S=3 U={{[1-8]}} {{.*}}; cost model: {{[1-9]\.[0-9]+}}x ({{[0-9.]+}} -> {{[0-9.]+}} cycles per iteration per SM, latency -> memory-bound; registers ~{{[0-9]+}} -> ~{{[0-9]+}}, 64 -> 64 warps/SM); plain timed as ptxas unrolls it (4 copies); {{[0-9]+\.[0-9]+}}x / {{[0-9]+\.[0-9]+}}x / {{[0-9]+\.[0-9]+}}x at L1 / L2 / HBM latency; S 6 -> 3 to keep 8 blocks/SM (S=6: 5)
; FEWER: 1 pipeliner.cost-model.fewer-stages
; DIFF: 22 passed, 0 failed
; YAML: Name: LaunchBounds
; YAML: ThreadsPerBlock: '256'
; YAML: Name: Pipelined
; YAML: PredictedSpeedup: '{{[0-9.]+}}'
; YAML: PlainBound: latency
; YAML: PipelinedBound: memory
; YAML: PlainWarpsPerSM: '64'
; YAML: PipelinedWarpsPerSM: '64'
; YAML: ScheduledStages: '6'
; YAML: ChosenStages: '3'
; YAML: BlocksPerSM: '8'
; YAML: ScheduledBlocksPerSM: '5'
; YAML-ALONE: Name: NotPipelined
; YAML-ALONE: Category: cost-model
; OFF: loop saxpy_wide:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S=6
; OFF-NOT: cost model
; FORCED: loop saxpy_wide:bb.2.loop pipelined: {{.*}} cost model: 1.00x

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @saxpy_wide(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, float %a, i32 %n) {
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

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @saxpy_wide, !"kernel", i32 1}
!1 = !{ptr @saxpy_wide, !"maxntidx", i32 256}
