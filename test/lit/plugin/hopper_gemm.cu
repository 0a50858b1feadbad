// A Hopper GEMM mainloop as CUTLASS writes it (TMA + mbarrier pipeline of
// 4 stages feeding wgmma), compiled by stock clang-19 with the plugin: the
// inline-asm wgmma/TMA/mbarrier instructions are classified, keep their
// order (they are volatile), and the address arithmetic between them is
// scheduled. The PTX assembles for sm_90a.
//
// REQUIRES: plugin, ptxas
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -twill-pipeline=false -mllvm -verify-machineinstrs \
// RUN:   -Rpass=twill -Rpass-missed=twill \
// RUN:   -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.ptx 2> %t.remarks
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.base.ptx
// RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// With -g, DBG_VALUEs sit in the loop body and remarks carry the source line.
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -g -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -twill-pipeline=false \
// RUN:   -mllvm -verify-machineinstrs -Rpass=twill -Wno-unknown-cuda-version \
// RUN:   -I %S/Inputs %s -o %t.g.ptx 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: %ptxas -arch=sm_90a %t.g.ptx -o %t.g.cubin

// REMARK: loop {{.*}}gemm_mainloop{{.*}} scheduled: II=[[II:[0-9]+]] MII=[[II]]
// REMARK-NOT: left unchanged
// DEBUG: hopper_gemm.cuh:16:3: remark: loop {{.*}}gemm_mainloop{{.*}} scheduled:

// CHECK: // twill.loop {{.*}}gemm_mainloop{{.*}} machine=hopper
// CHECK-DAG: class=mbarrier mbarrier.try_wait.parity.shared
// CHECK-DAG: class=wgmma wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// CHECK-DAG: class=async_group wgmma.fence.sync.aligned
// CHECK-DAG: class=async_group wgmma.commit_group.sync.aligned
// CHECK-DAG: class=async_group wgmma.wait_group.sync.aligned
// CHECK-DAG: class=tma_copy cp.async.bulk.tensor.2d.shared
// CHECK-DAG: class=mbarrier mbarrier.arrive.expect_tx.shared
// The volatile asm keeps its order: wait, fence, mma, commit, wait, refill.
// CHECK: // end inline asm
// CHECK: mbarrier.try_wait.parity
// CHECK: wgmma.fence.sync.aligned
// CHECK: wgmma.mma_async.sync.aligned
// CHECK: wgmma.commit_group.sync.aligned
// CHECK: wgmma.wait_group.sync.aligned
// CHECK: mbarrier.arrive.expect_tx
// CHECK: cp.async.bulk.tensor.2d
// CHECK: cp.async.bulk.tensor.2d
// CHECK: bra.uni

#include "hopper_gemm.cuh"
