// A Hopper GEMM mainloop as CUTLASS writes it: a 4-stage TMA + mbarrier
// pipeline feeding wgmma, where one thread refills the stage just consumed.
// Shared by hopper_gemm.cu (clang) and hopper_gemm.ll (llc).
#include "twill_cuda.h"

constexpr int Stages = 4;
constexpr int TileBytes = 64 * 16 * 2 + 8 * 16 * 2;

__global__ void gemm_mainloop(const void *TMapA, const void *TMapB, float *Out,
                              int KTiles) {
  alignas(128) __shared__ unsigned short A[Stages][64 * 16];
  alignas(128) __shared__ unsigned short B[Stages][8 * 16];
  alignas(8) __shared__ uint64_t Full[Stages];
  unsigned Tid = threadIdxX();
  float D0 = 0, D1 = 0, D2 = 0, D3 = 0;
  for (int K = 0; K < KTiles; ++K) {
    int S = K % Stages;
    mbarWait(smemAddr(&Full[S]), (K / Stages) & 1);
    uint64_t DescA = makeDesc(smemAddr(A[S]));
    uint64_t DescB = makeDesc(smemAddr(B[S]));
    wgmmaFence();
    wgmmaSS(D0, D1, D2, D3, DescA, DescB, 1);
    wgmmaCommit();
    wgmmaWait0();
    // One thread refills the stage just consumed with tile K + Stages.
    int Next = K + Stages;
    uint32_t Issue = Tid == 0 && Next < KTiles;
    mbarArriveExpectTx(smemAddr(&Full[S]), TileBytes, Issue);
    tmaLoad2D(smemAddr(A[S]), TMapA, smemAddr(&Full[S]), Next * 16, 0, Issue);
    tmaLoad2D(smemAddr(B[S]), TMapB, smemAddr(&Full[S]), Next * 16, 0, Issue);
  }
  Out[Tid * 4 + 0] = D0;
  Out[Tid * 4 + 1] = D1;
  Out[Tid * 4 + 2] = D2;
  Out[Tid * 4 + 3] = D3;
}
