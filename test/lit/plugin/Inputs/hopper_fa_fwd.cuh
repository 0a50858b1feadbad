// The inner loop of a Hopper FlashAttention forward kernel, per thread of
// the consumer warp group (FA3 style, m64n8 tiles to keep it short):
// wait for K, S = Q K^T on wgmma, online softmax (row max, ex2, rescale),
// pack P to bf16, wait for V, O += P V on wgmma with P from registers, and
// refill the stage with TMA. Shared by hopper_fa_fwd.cu and the .ll test.
#include "twill_cuda.h"

constexpr int Stages = 2;
constexpr int KVBytes = 8 * 16 * 2;

__global__ void fa_fwd_inner(const void *TMapK, const void *TMapV, float *Out,
                             int NTiles, float Scale) {
  alignas(128) __shared__ unsigned short Q[64 * 16];
  alignas(128) __shared__ unsigned short K[Stages][8 * 16];
  alignas(128) __shared__ unsigned short V[Stages][8 * 16];
  alignas(8) __shared__ uint64_t FullK[Stages];
  alignas(8) __shared__ uint64_t FullV[Stages];
  unsigned Tid = threadIdxX();
  uint64_t DescQ = makeDesc(smemAddr(Q));
  float O0 = 0, O1 = 0, O2 = 0, O3 = 0;
  float RowMax = -1e30f, RowSum = 0;
  for (int J = 0; J < NTiles; ++J) {
    int S = J % Stages;
    uint32_t Phase = (J / Stages) & 1;
    float S0 = 0, S1 = 0, S2 = 0, S3 = 0;
    mbarWait(smemAddr(&FullK[S]), Phase);
    wgmmaFence();
    wgmmaSS(S0, S1, S2, S3, DescQ, makeDesc(smemAddr(K[S])), 0);
    wgmmaCommit();
    wgmmaWait0();
    // Online softmax in base 2.
    float M = __builtin_fmaxf(__builtin_fmaxf(S0, S1), __builtin_fmaxf(S2, S3));
    float NewMax = __builtin_fmaxf(RowMax, M * Scale);
    float P0 = __nvvm_ex2_approx_f(S0 * Scale - NewMax);
    float P1 = __nvvm_ex2_approx_f(S1 * Scale - NewMax);
    float P2 = __nvvm_ex2_approx_f(S2 * Scale - NewMax);
    float P3 = __nvvm_ex2_approx_f(S3 * Scale - NewMax);
    float Corr = __nvvm_ex2_approx_f(RowMax - NewMax);
    RowSum = RowSum * Corr + (P0 + P1) + (P2 + P3);
    RowMax = NewMax;
    O0 *= Corr;
    O1 *= Corr;
    O2 *= Corr;
    O3 *= Corr;
    uint32_t A0 = packBF16(P0, P1), A1 = packBF16(P2, P3);
    mbarWait(smemAddr(&FullV[S]), Phase);
    wgmmaFence();
    wgmmaRS(O0, O1, O2, O3, A0, A1, A0, A1, makeDesc(smemAddr(V[S])));
    wgmmaCommit();
    wgmmaWait0();
    // Refill this stage with tile J + Stages.
    int Next = J + Stages;
    uint32_t Issue = Tid == 0 && Next < NTiles;
    mbarArriveExpectTx(smemAddr(&FullK[S]), KVBytes, Issue);
    tmaLoad2D(smemAddr(K[S]), TMapK, smemAddr(&FullK[S]), 0, Next * 8, Issue);
    mbarArriveExpectTx(smemAddr(&FullV[S]), KVBytes, Issue);
    tmaLoad2D(smemAddr(V[S]), TMapV, smemAddr(&FullV[S]), 0, Next * 8, Issue);
  }
  float Inv = 1.0f / RowSum;
  Out[Tid * 4 + 0] = O0 * Inv;
  Out[Tid * 4 + 1] = O1 * Inv;
  Out[Tid * 4 + 2] = O2 * Inv;
  Out[Tid * 4 + 3] = O3 * Inv;
}
