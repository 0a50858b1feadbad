// Regions as steps: a Hopper TMA/wgmma mainloop whose mbarrier waits are
// C-level spin loops (Inputs/hopper_spin_gemm.cuh), so the k-loop holds two
// inner loops and is never innermost. The reorder pass schedules it as a
// chain of regions (two blocking waits, three blocks), gives it Twill's
// warps (-twill-solver=auto: the loop holds async operations) and writes
// the schedule and the warp-group partition at the top of its header; the
// code keeps its order, so the PTX holds the same instructions as plain
// clang-19's, in the same order, and ptxas accepts it.
//
// REQUIRES: plugin, ptxas
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -verify-machineinstrs \
// RUN:   -Rpass=twill -Rpass-missed=twill -Rpass-analysis=twill \
// RUN:   -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.ptx 2> %t.remarks
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.base.ptx
// RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// With -twill-regions=false the k-loop gets no metadata.
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -twill-regions=false \
// RUN:   -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx

// REMARK-DAG: remark: loop {{.*}}spin_gemm{{.*}} region 1 (blocking-wait, bb.{{[0-9]+}}): {{[0-9]+}} instructions, latency {{[0-9]+}} = 1 iteration (trip count unknown: one assumed, no overlap of inner iterations) x {{[0-9]+}} cycles
// REMARK-DAG: remark: loop {{.*}}spin_gemm{{.*}} region 3 (blocking-wait, bb.{{[0-9]+}})
// REMARK-DAG: remark: loop {{.*}}spin_gemm{{.*}} region 2 (block, bb.{{[0-9]+}}): {{[0-9]+}} instructions, latency {{[0-9]+}} = {{[0-9]+}} cycles (critical path or busiest unit)
// REMARK-DAG: remark: loop {{.*}}spin_gemm{{.*}}: 5 regions, {{[0-9]+}} dependences ({{[0-9]+}} loop-carried), MII={{[0-9]+}}
// REMARK-DAG: remark: loop {{.*}}spin_gemm{{.*}} scheduled as regions; code order kept: 5 steps, II={{[0-9]+}} MII={{[0-9]+}} L={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} solver=twill status={{optimal|feasible}} warp-groups={{[1-9]}}
// REMARK-NOT: spin_gemm{{.*}} left unchanged

// The metadata opens the k-loop's header: the schedule (one op per region,
// in program order, each with its warp group), then the regions' effects.
// CHECK-LABEL: This Loop Header: Depth=1
// CHECK: // twill.loop {{.*}}spin_gemm{{.*}} ii={{[0-9]+}} mii={{[0-9]+}} l={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} machine=hopper solver=twill status={{optimal|feasible}} ops=5
// CHECK-NEXT: // twill.op 0 stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit={{[a-z]+}} class={{[a-z_]+}} region.block.bb
// CHECK-NEXT: // twill.op 1 stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit=sync class=mbarrier region.blocking-wait.bb
// CHECK-NEXT: // twill.op 2 stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit=tc class=wgmma region.block.bb
// CHECK-NEXT: // twill.op 3 stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit=sync class=mbarrier region.blocking-wait.bb
// CHECK-NEXT: // twill.op 4 stage={{[0-9]+}} cycle={{[0-9]+}} wg={{[0-9]+}} unit={{[a-z]+}} class=tma_copy region.block.bb
// CHECK-NEXT: // twill.regions quantum={{[0-9]+}} code-order=kept
// CHECK-NEXT: // twill.region 0 kind=block bb={{[0-9]+}} instrs={{[0-9]+}} latency={{[0-9]+}} trips=1 reads={{[0-9]+}} writes={{[0-9]+}} mem=none barriers=0 convergent=0
// CHECK-NEXT: // twill.region 1 kind=blocking-wait bb={{[0-9]+}} instrs={{[0-9]+}} latency={{[0-9]+}} trips=1-assumed {{.*}} mem=generic:?:rw barriers=1
// CHECK-NEXT: // twill.region 2 kind=block {{.*}} barriers={{[1-9]}} convergent=
// CHECK-NEXT: // twill.region 3 kind=blocking-wait {{.*}} trips=1-assumed
// CHECK-NEXT: // twill.region 4 kind=block
// CHECK-NEXT: // end inline asm
// The code order is kept: wait, mma, release, wait, refill.
// CHECK: mbarrier.try_wait.parity
// CHECK: wgmma.mma_async.sync.aligned
// CHECK: mbarrier.arrive.shared
// CHECK: mbarrier.try_wait.parity
// CHECK: mbarrier.arrive.expect_tx
// CHECK: cp.async.bulk.tensor.2d

// OFF-NOT: twill.region
// OFF-NOT: twill.loop {{.*}}spin_gemm{{.*}}bb.{{[0-9]+}} {{.*}}ops=5

#include "hopper_spin_gemm.cuh"
