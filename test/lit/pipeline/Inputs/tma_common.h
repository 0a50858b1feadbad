// tma_common.h: what tensor_ring.cu and wgmma_ring.cu share beside
// bulk_common.h: an mbarrier's arm (expect_tx) and a 2-D tensor (TMA)
// copy. The tensor maps are passed as pointers to global memory (clang-19
// has no __grid_constant__: a map passed by value would be copied to local
// memory, which the TMA cannot read).
#pragma once

#include "bulk_common.h"

/// A CUtensorMap: 128 opaque bytes, 64-byte aligned.
struct alignas(64) TensorMap {
  char Opaque[128];
};
static __device__ __forceinline__ void arm(u64 *Bar, unsigned Bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(
                   smem(Bar)),
               "r"(Bytes)
               : "memory");
}
/// The box of Map at (X, Y) into Dst, completing on Bar.
static __device__ __forceinline__ void tma2d(void *Dst, const TensorMap *Map,
                                             int X, int Y, u64 *Bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile."
               "mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(
                   smem(Dst)),
               "l"(Map), "r"(X), "r"(Y), "r"(smem(Bar))
               : "memory");
}
