// A block-sparse HGEMM k-loop (the shape of block-sparse attention and
// GEMM kernels): each warp owns a 16x8 tile of C; per 16-wide k step a
// mask says whether its 16 rows of A hold any nonzero, and only then does
// the warp load its mma.sync fragments straight from global memory and
// multiply. The guard is computed in the loop (a load of the mask), the
// same for the 32 lanes of a warp, and guards inline-PTX mma.sync, which
// the guarded-body fold predicates on it. Twill's own code, for
// guarded-mma-predicated.test (the four kernels). Regenerate the .ll with
//   clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
//     -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version \
//     -I../../../inputs/kernels mma-block-sparse.cu -o mma-block-sparse.ll
#include "cuda_shim.h"

// One k step of a warp: its A and B fragments of step S from global
// memory, multiplied into D (untied outputs: "=f" beside "f").
__device__ __forceinline__ void mmaStep(const half *ARow, const half *BCol,
                                        int S, int K, float &D0, float &D1,
                                        float &D2, float &D3) {
  const half *Ak = ARow + S * 16, *Bk = BCol + S * 16;
  uint32_t A0 = *(const uint32_t *)Ak;
  uint32_t A1 = *(const uint32_t *)(Ak + (size_t)8 * K);
  uint32_t A2 = *(const uint32_t *)(Ak + 8);
  uint32_t A3 = *(const uint32_t *)(Ak + (size_t)8 * K + 8);
  uint32_t B0 = *(const uint32_t *)Bk;
  uint32_t B1 = *(const uint32_t *)(Bk + 8);
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
               "{%10, %11, %12, %13};\n"
               : "=f"(D0), "=f"(D1), "=f"(D2), "=f"(D3)
               : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1),
                 "f"(D0), "f"(D1), "f"(D2), "f"(D3));
}

// A: M x K row-major; Bt: N x K row-major (B column-major, so that each
// lane's pair of k values is one 32-bit word); Mask: (M / 16) x (K / 16).
__global__ void __launch_bounds__(128)
    blockSparseMma(const half *__restrict__ A, const half *__restrict__ Bt,
                   const int *__restrict__ Mask, float *__restrict__ C,
                   int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16;
  const int Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N)
    return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D0 = 0.f, D1 = 0.f, D2 = 0.f, D3 = 0.f;
  for (int S = 0; S < Steps; ++S) {
    if (RowMask[S]) {
      mmaStep(ARow, BCol, S, K, D0, D1, D2, D3);
    }
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D0;
  CRow[1] = D1;
  CRow[(size_t)8 * N] = D2;
  CRow[(size_t)8 * N + 1] = D3;
}
#define MMA_TIED(D, A, B) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]))
__device__ __forceinline__ void frag(const half *ARow, const half *BCol, int S, int K, uint32_t *A, uint32_t *B) {
  const half *Ak = ARow + S * 16, *Bk = BCol + S * 16;
  A[0] = *(const uint32_t *)Ak; A[1] = *(const uint32_t *)(Ak + (size_t)8 * K);
  A[2] = *(const uint32_t *)(Ak + 8); A[3] = *(const uint32_t *)(Ak + (size_t)8 * K + 8);
  B[0] = *(const uint32_t *)Bk; B[1] = *(const uint32_t *)(Bk + 8);
}

// The same loop with tied accumulators ("+f"), which keep their value where
// the guard is false: two guarded regions one after the other (bit 0 and
// bit 1 of the mask word choose two accumulators), and an if-then-else
// (the else side multiplies the next step's fragments into another one).
__global__ void __launch_bounds__(128) variants(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N) return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D[4] = {0.f, 0.f, 0.f, 0.f}, E[4] = {0.f, 0.f, 0.f, 0.f};
  for (int S = 0; S < Steps; ++S) {
    int m = RowMask[S];
    uint32_t a[4], b[2];
    if (m & 1) { frag(ARow, BCol, S, K, a, b); MMA_TIED(D, a, b); }
    if (m & 2) { frag(ARow, BCol, S, K, a, b); MMA_TIED(E, a, b); }
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D[0] + E[0]; CRow[1] = D[1] - E[1]; CRow[(size_t)8 * N] = D[2] * E[2]; CRow[(size_t)8 * N + 1] = D[3] + 2 * E[3];
}
__global__ void __launch_bounds__(128) ifelse(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {
  const int Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N) return;
  const int *RowMask = Mask + (Row0 / 16) * Steps;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  const half *BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  float D[4] = {0.f, 0.f, 0.f, 0.f}, E[4] = {0.f, 0.f, 0.f, 0.f};
  for (int S = 0; S < Steps; ++S) {
    uint32_t a[4], b[2];
    if (RowMask[S]) { frag(ARow, BCol, S, K, a, b); MMA_TIED(D, a, b); }
    else { frag(ARow, BCol, S + 1, K, a, b); MMA_TIED(E, a, b); }
  }
  float *CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  CRow[0] = D[0] + E[0]; CRow[1] = D[1] - E[1]; CRow[(size_t)8 * N] = D[2] * E[2]; CRow[(size_t)8 * N + 1] = D[3] + 2 * E[3];
}

// Compiled, never run: a trip count that differs between the lanes of a
// warp (odd lanes take one more step). The folded mma.sync stays convergent,
// so the loop is not pipelined: lanes leaving the kernel at different
// copies would no longer meet at one mma.sync.
__global__ void __launch_bounds__(128)
    laneSteps(const half *__restrict__ A, const half *__restrict__ Bt,
              const int *__restrict__ Mask, float *__restrict__ C, int M,
              int N, int K) {
  const int Steps = K / 16 + (threadIdx.x & 1);
  const int Lane = threadIdx.x % 32;
  const int G = Lane / 4, T = Lane % 4;
  const half *ARow = A + (size_t)G * K + 2 * T;
  const half *BCol = Bt + (size_t)G * K + 2 * T;
  float D0 = 0.f, D1 = 0.f, D2 = 0.f, D3 = 0.f;
  for (int S = 0; S < Steps; ++S) {
    if (Mask[S]) {
      mmaStep(ARow, BCol, S, K, D0, D1, D2, D3);
    }
  }
  float *CRow = C + (size_t)G * N + 2 * T;
  CRow[0] = D0;
  CRow[1] = D1;
  CRow[(size_t)8 * N] = D2;
  CRow[(size_t)8 * N + 1] = D3;
}
