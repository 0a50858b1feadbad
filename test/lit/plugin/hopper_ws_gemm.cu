// Warp-group metadata on a hand-specialised kernel
// (Inputs/hopper_ws_gemm.cuh): warp group 0 is the producer, 1 and 2 the
// consumers (a branch on %tid.x / 128, setmaxnreg on both sides), each
// role with its own k-loop whose mbarrier waits are spin loops. Each role's
// loop is scheduled as regions, its partition written, and the remark and
// a twill.role line say whether Twill's partition and stage count agree
// with the hand-written ones: one warp group per role (agrees), and a ring
// of four stages (K & 3) where Twill's schedule of each loop alone keeps
// two iterations in flight (the ring is deeper: it also covers the other
// role's latency, which one loop's graph does not see).
//
// REQUIRES: plugin, ptxas
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -verify-machineinstrs \
// RUN:   -mllvm -twill-stats -Rpass=twill -Rpass-analysis=twill \
// RUN:   -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.ptx 2> %t.remarks
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.base.ptx
// RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

// REMARK: remark: loop _Z7ws_gemmPKvS0_Pfi:bb.[[PROD:[0-9]+]] runs one role of a hand-specialised kernel (branch on the thread index at bb.0; setmaxnreg in the function): Twill's partition puts its regions on 1 warp group(s), agrees with the hand-written partition (one warp group per role); its schedule keeps 2 iteration(s) in flight at II={{[0-9]+}} against a hand-written ring of 4 stages: ring-deeper
// REMARK: remark: loop _Z7ws_gemmPKvS0_Pfi:bb.[[PROD]] scheduled as regions; code order kept: 3 steps, {{.*}} warp-groups=1
// REMARK: remark: loop _Z7ws_gemmPKvS0_Pfi:bb.[[CONS:[0-9]+]] runs one role of a hand-specialised kernel {{.*}} agrees with the hand-written partition {{.*}} ring of 4 stages
// REMARK: remark: loop _Z7ws_gemmPKvS0_Pfi:bb.[[CONS]] scheduled as regions
// REMARK-DAG: {{^ +}}2 regions.role-loops
// REMARK-DAG: {{^ +}}2 regions.role-partition.agrees
// REMARK-DAG: {{^ +}}2 regions.role-stages.ring-deeper

// The producer's loop: the empty wait and the TMA refill.
// CHECK: // twill.loop _Z7ws_gemmPKvS0_Pfi:bb.{{[0-9]+}} {{.*}} copies=1 sched_copies=2 machine=hopper solver=twill {{.*}} ops=3
// CHECK-NEXT: // twill.op 0 {{.*}} region.block
// CHECK-NEXT: // twill.op 1 {{.*}} class=mbarrier region.blocking-wait
// CHECK-NEXT: // twill.op 2 {{.*}} class=tma_copy region.block
// CHECK: // twill.role branch=bb.0 setmaxnreg=1 ring=4 twill_groups=1 sched_copies=2 partition=agrees stages=ring-deeper
// The consumers' loop: the full wait and the wgmma block.
// CHECK: // twill.loop _Z7ws_gemmPKvS0_Pfi:bb.{{[0-9]+}} {{.*}} ops=3
// CHECK: // twill.op 2 {{.*}} class=wgmma region.block
// CHECK: // twill.role branch=bb.0 setmaxnreg=1 ring=4 twill_groups=1 sched_copies=2 partition=agrees stages=ring-deeper

#include "hopper_ws_gemm.cuh"
