// Shared by mma-kept-merge.cu and scripts/fuzz-kept-merges.py's kernels:
// mma.sync with tied ("+f") or untied ("=f" beside "f") accumulators, a
// warp's fragments of one k step straight from global memory, and the
// warp's 16x8 tile of a block-sparse GEMM (A: M x K row-major; Bt: N x K
// row-major; Mask: (M / 16) x (K / 16) words).
#include "cuda_shim.h"

#define MMA_TIED(D, A, B) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]))
#define MMA_UNTIED(D, A, B) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n" : "=f"(D[0]), "=f"(D[1]), "=f"(D[2]), "=f"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "f"(D[0]), "f"(D[1]), "f"(D[2]), "f"(D[3]))

// A warp's A and B fragments of k step S.
__device__ __forceinline__ void frag(const half *ARow, const half *BCol, int S, int K, uint32_t *A, uint32_t *B) {
  const half *Ak = ARow + S * 16, *Bk = BCol + S * 16;
  A[0] = *(const uint32_t *)Ak; A[1] = *(const uint32_t *)(Ak + (size_t)8 * K);
  A[2] = *(const uint32_t *)(Ak + 8); A[3] = *(const uint32_t *)(Ak + (size_t)8 * K + 8);
  B[0] = *(const uint32_t *)Bk; B[1] = *(const uint32_t *)(Bk + 8);
}

// The warp's tile: its row of mask words, its lane's rows of A and B and
// of C; Valid is false for a warp past M or N.
struct WarpTile {
  const int *RowMask;
  const half *ARow, *BCol;
  float *CRow;
  int Steps;
  bool Valid;
};

__device__ __forceinline__ WarpTile warpTile(const half *A, const half *Bt, const int *Mask, float *C, int M, int N, int K) {
  WarpTile W;
  W.Steps = K / 16;
  const int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  const int Row0 = (blockIdx.y * 4 + Warp) * 16, Col0 = blockIdx.x * 8;
  W.Valid = Row0 < M && Col0 < N;
  const int G = Lane / 4, T = Lane % 4;
  W.RowMask = Mask + (Row0 / 16) * W.Steps;
  W.ARow = A + (size_t)(Row0 + G) * K + 2 * T;
  W.BCol = Bt + (size_t)(Col0 + G) * K + 2 * T;
  W.CRow = C + (size_t)(Row0 + G) * N + Col0 + 2 * T;
  return W;
}

// Stores the tile's four accumulators (D[2], D[3]: row 8 below).
__device__ __forceinline__ void storeTile(float *CRow, int N, const float *D) {
  CRow[0] = D[0]; CRow[1] = D[1]; CRow[(size_t)8 * N] = D[2]; CRow[(size_t)8 * N + 1] = D[3];
}
