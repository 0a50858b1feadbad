// twill_mma_warp_guard: a two-warp HGEMM with f32 accumulators and
// warp-private staging. Each CTA computes a 32x8 tile of C (row-major f32),
// each warp 16 rows of it; per 16-wide step of K, each warp copies its 16x16
// slice of A (row-major M x K; rows past M clamped to the last row) and the
// 16x8 slice of B (row-major K x N) to its own shared memory, and after a
// __syncwarp, if its 16 rows start inside M, loads its fragments with
// ldmatrix.x4 (A) and ldmatrix.x2.trans (B) and accumulates with
// mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32. The guard around
// ldmatrix/mma.sync is the same for the 32 lanes of a warp (it depends on
// the warp index and the CTA's row only) and does not change in the loop.
//
// twill's own code (no upstream copy), written to the shape of the k-loops
// of the public mma.sync/ldmatrix HGEMM tutorials; see LICENSES.md.
// Regenerate twill_mma_warp_guard.ll with regen.sh.
#include "cuda_shim.h"

#define CTA_M 32
#define TILE_N 8
#define TILE_K 16

__global__ void __launch_bounds__(64)
    twillMmaWarpGuard(const half *__restrict__ A, const half *__restrict__ B,
                      float *__restrict__ C, int M, int N, int K) {
  const int Steps = (K + TILE_K - 1) / TILE_K;
  const int Row0 = blockIdx.y * CTA_M;
  const int Col0 = blockIdx.x * TILE_N;
  if (Row0 >= M || Col0 >= N)
    return;

  __shared__ __align__(16) half As[2][16][TILE_K];
  __shared__ __align__(16) half Bs[2][TILE_K][TILE_N];

  const int Tid = threadIdx.x;
  const int Warp = Tid / 32, Lane = Tid % 32;
  const int WarpRow = Row0 + Warp * 16;
  // The row this lane copies, clamped into A.
  const int CopyRow = min(WarpRow + Lane / 2, M - 1);
  float D0 = 0.f, D1 = 0.f, D2 = 0.f, D3 = 0.f;

  for (int S = 0; S < Steps; ++S) {
    ((int4 *)&As[Warp][Lane / 2][0])[Lane % 2] =
        ((const int4 *)&A[(size_t)CopyRow * K + S * TILE_K])[Lane % 2];
    ((uint64_t *)&Bs[Warp][Lane / 2][0])[Lane % 2] =
        ((const uint64_t *)&B[(size_t)(S * TILE_K + Lane / 2) * N + Col0])[Lane % 2];
    __syncwarp();

    if (WarpRow < M) {
      uint32_t A0, A1, A2, A3, B0, B1;
      uint32_t AAddr =
          __cvta_generic_to_shared(&As[Warp][Lane % 16][(Lane / 16) * 8]);
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                   : "=r"(A0), "=r"(A1), "=r"(A2), "=r"(A3)
                   : "r"(AAddr));
      uint32_t BAddr = __cvta_generic_to_shared(&Bs[Warp][Lane % 16][0]);
      asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n"
                   : "=r"(B0), "=r"(B1)
                   : "r"(BAddr));
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                   "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
                   "{%10, %11, %12, %13};\n"
                   : "=f"(D0), "=f"(D1), "=f"(D2), "=f"(D3)
                   : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1),
                     "f"(D0), "f"(D1), "f"(D2), "f"(D3));
    }
    __syncwarp();
  }

  // The accumulator fragment: lane L holds row L/4 (D0, D1) and row L/4 + 8
  // (D2, D3), columns 2*(L%4) and 2*(L%4)+1.
  const int R = WarpRow + Lane / 4, Col = Col0 + 2 * (Lane % 4);
  if (R < M) {
    C[(size_t)R * N + Col] = D0;
    C[(size_t)R * N + Col + 1] = D1;
  }
  if (R + 8 < M) {
    C[(size_t)(R + 8) * N + Col] = D2;
    C[(size_t)(R + 8) * N + Col + 1] = D3;
  }
}
