; The cost model at low occupancy (docs/plugin.md, "Cost model"): a CTA of
; 32 threads (reqntid) with 48 KB of static shared memory leaves 4 CTAs, 4
; warps, per SM, too few to hide the loop's latency: the model predicts the
; plain loop latency-bound and pipelines it. The pipelined PTX assembles and
; computes what plain llc-19's does.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \
; RUN:   -pass-remarks-analysis=twill -twill-stats %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %ptxdiff %t.base.ptx %t.ptx --params ptr:f32:300 ptr:f32:300 ptr:f32:300 f32:0.75 i32:TRIP \
; RUN:   --trip-counts 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,20,40,100,257 \
; RUN:   | FileCheck %s --check-prefix=DIFF
; The same kernel with the cost model's block size option: reqntid wins.
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-assume-block-size=1024 -pass-remarks-analysis=twill %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOUNDS

; REMARK: kernel saxpy_lowocc: 32 threads per block (reqntid), 49152 bytes of static shared memory; register limit 255
; REMARK: loop saxpy_lowocc:bb.2.loop pipelined: II={{[0-9]+}} MII={{[0-9]+}} S={{[2-8]}} U={{[1-8]}} {{.*}}; cost model: {{[1-9]\.[0-9]+}}x ({{[0-9.]+}} -> {{[0-9.]+}} cycles per iteration per SM, latency -> {{[a-z0-9]+}}-bound; registers ~{{[0-9]+}} -> ~{{[0-9]+}}, 4 -> 4 warps/SM)
; REMARK: 1 pipeliner.cost-model.kept
; REMARK: 1 pipeliner.pipelined
; DIFF: 22 passed, 0 failed
; BOUNDS: kernel saxpy_lowocc: 32 threads per block (reqntid)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [12288 x float] undef, align 4

define void @saxpy_lowocc(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, float %a, i32 %n) {
entry:
  store float %a, ptr addrspace(3) @buf, align 4
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
!0 = !{ptr @saxpy_lowocc, !"kernel", i32 1}
!1 = !{ptr @saxpy_lowocc, !"reqntidx", i32 32}
