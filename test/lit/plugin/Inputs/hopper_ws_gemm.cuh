// A warp-specialised Hopper GEMM mainloop as hand-written kernels split it
// (written for this project in the style of hopper_spin_gemm.cuh): warp
// group 0 is the producer (setmaxnreg.dec, one thread issues the TMA
// copies by predicate), warp groups 1 and 2 the consumers (setmaxnreg.inc,
// wgmma). Each role runs its own k-loop over a ring of four stages of
// full/empty mbarriers, waiting in C-level spin loops.
// Shared by hopper_ws_gemm.cu (clang) and hopper_ws_gemm.ll (llc).
#include "hopper_spin_gemm.cuh"

constexpr int WsStages = 4;

static __device__ __forceinline__ void setMaxNRegDec40() {
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
}
static __device__ __forceinline__ void setMaxNRegInc232() {
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
}

__global__ void __attribute__((launch_bounds(384))) ws_gemm(const void *TMapA,
                                               const void *TMapB, float *Out,
                                               int KTiles) {
  alignas(128) __shared__ unsigned short A[WsStages][64 * 16];
  alignas(128) __shared__ unsigned short B[WsStages][8 * 16];
  alignas(8) __shared__ uint64_t Full[WsStages];
  alignas(8) __shared__ uint64_t Empty[WsStages];
  unsigned Tid = threadIdxX();
  unsigned WarpGroup = Tid / 128;
  if (WarpGroup == 0) {
    // Producer: wait until the consumers released the stage, refill it.
    setMaxNRegDec40();
    uint32_t Issue = Tid == 0;
    for (int K = 0; K < KTiles; ++K) {
      int S = K % WsStages;
      uint32_t Phase = ((K / WsStages) & 1) ^ 1;
      mbarSpinWait(smemAddr(&Empty[S]), Phase);
      mbarArriveExpectTx(smemAddr(&Full[S]), SpinTileBytes, Issue);
      tmaLoad2D(smemAddr(A[S]), TMapA, smemAddr(&Full[S]), K * 16, 0, Issue);
      tmaLoad2D(smemAddr(B[S]), TMapB, smemAddr(&Full[S]), K * 16, 0, Issue);
    }
  } else {
    // Consumers: wait for a full stage, multiply, release it.
    setMaxNRegInc232();
    float D0 = 0, D1 = 0, D2 = 0, D3 = 0;
    for (int K = 0; K < KTiles; ++K) {
      int S = K % WsStages;
      uint32_t Phase = (K / WsStages) & 1;
      mbarSpinWait(smemAddr(&Full[S]), Phase);
      uint64_t DescA = makeDesc(smemAddr(A[S]));
      uint64_t DescB = makeDesc(smemAddr(B[S]));
      wgmmaFence();
      wgmmaSS(D0, D1, D2, D3, DescA, DescB, 1);
      wgmmaCommit();
      wgmmaWait0();
      mbarArrive(smemAddr(&Empty[S]));
    }
    Out[Tid * 4 + 0] = D0;
    Out[Tid * 4 + 1] = D1;
    Out[Tid * 4 + 2] = D2;
    Out[Tid * 4 + 3] = D3;
  }
}
