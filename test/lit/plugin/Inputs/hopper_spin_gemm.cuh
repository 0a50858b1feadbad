// A Hopper GEMM mainloop written with C-level spin waits, as hand-written
// TMA/wgmma kernels and CUTLASS's try_wait/wait split write it (written for
// this project in the style of hopper_gemm.cuh): `mbarrier.try_wait` returns
// whether the phase completed and the caller loops on it, so every wait is
// an inner loop and the k-loop is not innermost. Four stages of a full/empty
// mbarrier ring: the consumer waits for a full stage, multiplies, releases
// the stage; the producer (one thread, by predicate) waits for the release
// and refills the stage with tile K + Stages by TMA.
// Shared by hopper_spin_gemm.cu (clang) and hopper_spin_gemm.ll (llc).
#pragma once
#include "twill_cuda.h"

constexpr int SpinStages = 4;
constexpr int SpinTileBytes = 64 * 16 * 2 + 8 * 16 * 2;

// One try: 1 when the barrier's phase `Phase` has completed.
static __device__ __forceinline__ uint32_t mbarTryWait(uint32_t Bar,
                                                       uint32_t Phase) {
  uint32_t Done;
  asm volatile("{\n\t.reg .pred P1;\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%1], %2;\n\t"
               "selp.b32 %0, 1, 0, P1;\n\t}"
               : "=r"(Done)
               : "r"(Bar), "r"(Phase)
               : "memory");
  return Done;
}
static __device__ __forceinline__ void mbarSpinWait(uint32_t Bar,
                                                    uint32_t Phase) {
  while (!mbarTryWait(Bar, Phase)) {
  }
}
static __device__ __forceinline__ void mbarArrive(uint32_t Bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(Bar)
               : "memory");
}

__global__ void spin_gemm(const void *TMapA, const void *TMapB, float *Out,
                          int KTiles) {
  alignas(128) __shared__ unsigned short A[SpinStages][64 * 16];
  alignas(128) __shared__ unsigned short B[SpinStages][8 * 16];
  alignas(8) __shared__ uint64_t Full[SpinStages];
  alignas(8) __shared__ uint64_t Empty[SpinStages];
  unsigned Tid = threadIdxX();
  float D0 = 0, D1 = 0, D2 = 0, D3 = 0;
  for (int K = 0; K < KTiles; ++K) {
    int S = K % SpinStages;
    uint32_t Phase = (K / SpinStages) & 1;
    // Consumer: wait for the tile, multiply, release the stage.
    mbarSpinWait(smemAddr(&Full[S]), Phase);
    uint64_t DescA = makeDesc(smemAddr(A[S]));
    uint64_t DescB = makeDesc(smemAddr(B[S]));
    wgmmaFence();
    wgmmaSS(D0, D1, D2, D3, DescA, DescB, 1);
    wgmmaCommit();
    wgmmaWait0();
    mbarArrive(smemAddr(&Empty[S]));
    // Producer: once the stage is released, refill it with tile K + Stages.
    int Next = K + SpinStages;
    uint32_t Issue = Tid == 0 && Next < KTiles;
    mbarSpinWait(smemAddr(&Empty[S]), Phase);
    mbarArriveExpectTx(smemAddr(&Full[S]), SpinTileBytes, Issue);
    tmaLoad2D(smemAddr(A[S]), TMapA, smemAddr(&Full[S]), Next * 16, 0, Issue);
    tmaLoad2D(smemAddr(B[S]), TMapB, smemAddr(&Full[S]), Next * 16, 0, Issue);
  }
  Out[Tid * 4 + 0] = D0;
  Out[Tid * 4 + 1] = D1;
  Out[Tid * 4 + 2] = D2;
  Out[Tid * 4 + 3] = D3;
}
