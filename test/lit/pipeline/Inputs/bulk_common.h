// bulk_common.h: what bulk_ring.cu, tensor_ring.cu and wgmma_ring.cu
// share: shared addresses, an mbarrier's initialisation and the wait on
// its phase parity (a try_wait.parity spin loop), in the inline PTX Hopper
// kernels use.
#pragma once

typedef unsigned long long u64;

static __device__ __forceinline__ unsigned smem(const void *P) {
  return (unsigned)__cvta_generic_to_shared(P);
}
/// Thread 0's initialisation of Bar for Count arrivals a phase.
static __device__ __forceinline__ void initBar(u64 *Bar, unsigned Count = 1) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(Bar)),
               "r"(Count));
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
static __device__ __forceinline__ void wait(u64 *Bar, unsigned Phase) {
  unsigned Done = 0;
  do {
    asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 "
                 "p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
                 : "=r"(Done)
                 : "r"(smem(Bar)), "r"(Phase)
                 : "memory");
  } while (!Done);
}
