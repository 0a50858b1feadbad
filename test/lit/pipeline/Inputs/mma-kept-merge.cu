// Guarded mma.sync k-loops whose merges the fold must not all keep in the
// mma's outputs: the other side of a join brings, for some accumulators, a
// value that is not the one the mma reads. The fold keeps a merge in the
// output only where the other side's value is the output's tied input, or
// the accumulator input the output updates, which it copies in first; the
// others stay selp. Twill's own code, for guarded-kept-merge.test (checked
// by meaning against plain llc-19). Regenerate the .ll with
//   clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
//     -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version \
//     -I../../../inputs/kernels mma-kept-merge.cu -o mma-kept-merge.ll
#include "mma-guarded-common.h"

// A k-loop kernel NAME: the warp multiplies step S's fragments into D
// with MMA where the mask word is set, and runs OTHER where it is 0.
#define KEPT_MERGE_KERNEL(NAME, MMA, OTHER)                                      \
  __global__ void __launch_bounds__(128) NAME(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) { \
    const WarpTile W = warpTile(A, Bt, Mask, C, M, N, K);                        \
    if (!W.Valid) return;                                                        \
    float D[4] = {1.f, 2.f, 3.f, 4.f};                                           \
    for (int S = 0; S < W.Steps; ++S) {                                          \
      uint32_t a[4], b[2];                                                       \
      if (W.RowMask[S]) { frag(W.ARow, W.BCol, S, K, a, b); MMA(D, a, b); }      \
      else { OTHER }                                                             \
    }                                                                            \
    storeTile(W.CRow, N, D);                                                     \
  }

// Where the mask word is 0 the step swaps D[0] and D[1] instead of
// multiplying: their merges take the other accumulator (selp), D[2] and
// D[3] the mma's tied input (kept).
KEPT_MERGE_KERNEL(swapTied, MMA_TIED, float X = D[0]; D[0] = D[1]; D[1] = X;)

// Untied accumulators swapped where the mask word is 0: D[0]'s merge takes
// D[1], an input of the mma, but not the accumulator that D[0]'s output
// updates. Written from it before the statement, the output would share
// a register with D[0]'s own input (the coalescer joins an accumulator
// with its next value) and overwrite it before the mma reads it; so D[0]
// and D[1] stay selp, D[2] and D[3] are kept.
KEPT_MERGE_KERNEL(swapUntied, MMA_UNTIED, float X = D[0]; D[0] = D[1]; D[1] = X;)

// Untied accumulators; where the mask word is 0 the step adds 1 to D[0]:
// its merge takes a value the mma does not read (selp), the other three
// the mma's input, which the fold copies into the output first (kept).
KEPT_MERGE_KERNEL(bumpUntied, MMA_UNTIED, D[0] += 1.f;)
