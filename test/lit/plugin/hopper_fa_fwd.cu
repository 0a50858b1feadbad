// The inner loop of a Hopper FlashAttention forward kernel (wgmma for S and
// O, TMA + mbarrier for K and V, online softmax on ex2), compiled by stock
// clang-19 with the plugin. Checks: classification of every Hopper asm
// mnemonic, that wgmma operand registers stay between the same wgmma sync
// points, that the asm keeps its order, and that ptxas takes the PTX.
//
// REQUIRES: plugin, ptxas
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -twill-pipeline=false -mllvm -twill-reorder -mllvm -verify-machineinstrs \
// RUN:   -mllvm -twill-time-limit=600 -mllvm -twill-function-time-limit=600 -Rpass=twill -Rpass-missed=twill \
// RUN:   -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.ptx 2> %t.remarks
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.base.ptx
// RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx --expect-reordered
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

// REMARK: remark: loop {{.*}}fa_fwd_inner{{.*}} scheduled: II={{[0-9]+}} MII={{[0-9]+}} L={{[0-9]+}} copies=1 sched_copies={{[0-9]+}} solver=twill status={{optimal|feasible}}
// REMARK-NOT: left unchanged

// CHECK: // twill.loop {{.*}}fa_fwd_inner{{.*}} machine=hopper solver=twill
// CHECK-DAG: unit=sync class=mbarrier mbarrier.try_wait.parity.shared
// CHECK-DAG: unit=tc class=wgmma wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// CHECK-DAG: unit=sync class=async_group wgmma.fence.sync.aligned
// CHECK-DAG: unit=mufu class=mufu ex2.approx.f32
// CHECK-DAG: unit=fma class=fma max.f32
// CHECK-DAG: unit=tma class=tma_copy cp.async.bulk.tensor.2d.shared
// CHECK-DAG: unit=sync class=mbarrier mbarrier.arrive.expect_tx.shared
// CHECK: // end inline asm
// The accumulator rescale O *= corr stays before the fence of O += P V.
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {[[S0:%f[0-9]+]],
// CHECK: ex2.approx.f32
// CHECK: mul{{(.rn)?}}.f32 [[O0:%f[0-9]+]], [[O0]], [[CORR:%f[0-9]+]];
// CHECK: wgmma.fence.sync.aligned;
// CHECK-NOT: mul{{(.rn)?}}.f32 {{.*}}[[CORR]];
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {{.*}}[[O0]]{{[,}]}}
// CHECK: cp.async.bulk.tensor.2d
// CHECK: cp.async.bulk.tensor.2d
// CHECK: bra.uni

#include "hopper_fa_fwd.cuh"
