// A spin wait on the NVVM mbarrier intrinsic (what cuda::barrier's wait
// compiles to without inline asm): `mbarrier.test_wait` returns a
// predicate the loop spins on. The tile loop (global load, st.shared,
// mbarrier.arrive; the wait; ld.shared) is scheduled as three regions, the
// wait a blocking wait; the metadata names each region's memory by address
// space and underlying object. Written for this project.
//
// REQUIRES: plugin, ptxas
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Xclang -load -Xclang %plugin -mllvm -enable-twill-sched -mllvm -verify-machineinstrs \
// RUN:   -Rpass=twill -Rpass-analysis=twill -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.ptx 2> %t.remarks
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
// RUN:   -nocudalib -O2 -S -Wno-unknown-cuda-version -I %S/Inputs %s -o %t.base.ptx
// RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

// REMARK: loop _Z8bar_waitPfPKfi:bb.{{[0-9]+}} region 1 (blocking-wait, bb.{{[0-9]+}}): 1 instructions, latency {{[0-9]+}} = 1 iteration (trip count unknown: one assumed
// REMARK: loop _Z8bar_waitPfPKfi:bb.{{[0-9]+}} scheduled as regions; code order kept: 3 steps

// CHECK: // twill.region 0 kind=block {{.*}} mem={{.*}}global:?:r,shared:_ZZ8bar_waitPfPKfiE4Tile:w barriers=1
// CHECK-NEXT: // twill.region 1 kind=blocking-wait {{.*}} trips=1-assumed
// CHECK-NEXT: // twill.region 2 kind=block {{.*}} mem=shared:_ZZ8bar_waitPfPKfiE4Tile:r barriers=0
// CHECK: mbarrier.test_wait.shared.b64

#include "twill_cuda.h"
__global__ void bar_wait(float *Out, const float *In, int N) {
  __shared__ long long BarStore;
  auto *Bar = (__attribute__((address_space(3))) long *)(&BarStore);
  __shared__ float Tile[256];
  unsigned Tid = threadIdxX();
  float Acc = 0;
  for (int K = 0; K < N; ++K) {
    Tile[Tid] = In[K * 256 + Tid];
    long State = __nvvm_mbarrier_arrive_shared(Bar);
    while (!__nvvm_mbarrier_test_wait_shared(Bar, State)) {
    }
    Acc += Tile[(Tid + 1) & 255];
  }
  Out[Tid] = Acc;
}
