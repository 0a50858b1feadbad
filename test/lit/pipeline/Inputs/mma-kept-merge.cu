// Guarded mma.sync k-loops whose merges the fold must not all keep in the
// mma's outputs: the other side of a join brings, for some accumulators, a
// value that is not the one the mma reads. The fold keeps a merge in the
// output only where the other side's value is the output's tied input, or
// an input it can copy in first; the others stay selp. Twill's own code,
// for guarded-kept-merge.test (checked by meaning against plain llc-19).
// Regenerate the .ll with
//   clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
//     -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version \
//     -I../../../inputs/kernels mma-kept-merge.cu -o mma-kept-merge.ll
#include "cuda_shim.h"

#define MMA_TIED(D, A, B) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]))
#define MMA_UNTIED(D, A, B) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n" : "=f"(D[0]), "=f"(D[1]), "=f"(D[2]), "=f"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "f"(D[0]), "f"(D[1]), "f"(D[2]), "f"(D[3]))

// A warp's A and B fragments of k step S, straight from global memory.
__device__ __forceinline__ void frag(const half *ARow, const half *BCol, int S, int K, uint32_t *A, uint32_t *B) {
  const half *Ak = ARow + S * 16, *Bk = BCol + S * 16;
  A[0] = *(const uint32_t *)Ak; A[1] = *(const uint32_t *)(Ak + (size_t)8 * K);
  A[2] = *(const uint32_t *)(Ak + 8); A[3] = *(const uint32_t *)(Ak + (size_t)8 * K + 8);
  B[0] = *(const uint32_t *)Bk; B[1] = *(const uint32_t *)(Bk + 8);
}

// Where the mask word is 0 the step swaps D[0] and D[1] instead of
// multiplying: their merges take the other accumulator (selp), D[2] and
// D[3] the mma's tied input (kept).
__global__ void __launch_bounds__(128) swapTied(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N) return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D[4] = {1.f, 2.f, 3.f, 4.f};
  for (int S = 0; S < Steps; ++S) {
    uint32_t a[4], b[2];
    if (RowMask[S]) { frag(ARow, BCol, S, K, a, b); MMA_TIED(D, a, b); }
    else { float X = D[0]; D[0] = D[1]; D[1] = X; }
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D[0]; CRow[1] = D[1]; CRow[(size_t)8 * N] = D[2]; CRow[(size_t)8 * N + 1] = D[3];
}

// Untied accumulators swapped where the mask word is 0: D[0]'s merge takes
// D[1], an input of the mma, but not the accumulator that D[0]'s output
// updates. Written from it before the statement, the output would share
// a register with D[0]'s own input (the coalescer joins an accumulator
// with its next value) and overwrite it before the mma reads it; so D[0]
// and D[1] stay selp, D[2] and D[3] are kept.
__global__ void __launch_bounds__(128) swapUntied(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N) return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D[4] = {1.f, 2.f, 3.f, 4.f};
  for (int S = 0; S < Steps; ++S) {
    uint32_t a[4], b[2];
    if (RowMask[S]) { frag(ARow, BCol, S, K, a, b); MMA_UNTIED(D, a, b); }
    else { float X = D[0]; D[0] = D[1]; D[1] = X; }
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D[0]; CRow[1] = D[1]; CRow[(size_t)8 * N] = D[2]; CRow[(size_t)8 * N + 1] = D[3];
}

// Untied accumulators; where the mask word is 0 the step adds 1 to D[0]:
// its merge takes a value the mma does not read (selp), the other three
// the mma's input, which the fold copies into the output first (kept).
__global__ void __launch_bounds__(128) bumpUntied(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N) return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D[4] = {1.f, 2.f, 3.f, 4.f};
  for (int S = 0; S < Steps; ++S) {
    uint32_t a[4], b[2];
    if (RowMask[S]) { frag(ARow, BCol, S, K, a, b); MMA_UNTIED(D, a, b); }
    else D[0] += 1.f;
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D[0]; CRow[1] = D[1]; CRow[(size_t)8 * N] = D[2]; CRow[(size_t)8 * N + 1] = D[3];
}
