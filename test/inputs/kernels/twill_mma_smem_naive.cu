// twill_mma_smem_naive: a one-warp HGEMM whose k-loop stages a 16x16 slice
// of A and a 8x16 slice of B (B stored N x K) in shared memory with 16-byte
// copies (the B copy guarded: half the lanes), loads the fragments with
// ldmatrix.x4 / .x2 and accumulates a 16x8 f16 tile with
// mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16, two CTA barriers per
// step. The inline PTX is as such kernels write it (asm volatile, "r"
// operands, the shared address from __cvta_generic_to_shared).
//
// twill's own code (no upstream copy), written to the shape of the one-warp
// "mma naive" HGEMMs of the public HGEMM tutorials (for instance
// Bruce-Lee-LY/cuda_hgemm's src/mma/mma_naive.cu, MIT); see LICENSES.md.
// Regenerate twill_mma_smem_naive.ll with regen.sh.
#include "cuda_shim.h"

#define TILE_M 16
#define TILE_N 8
#define TILE_K 16

__global__ void twillMmaSmemNaive(const half *__restrict__ A,
                                  const half *__restrict__ B,
                                  half *__restrict__ C, size_t M, size_t N,
                                  size_t K) {
  const size_t Steps = (K + TILE_K - 1) / TILE_K;
  const size_t Row0 = blockIdx.y * TILE_M;
  const size_t Col0 = blockIdx.x * TILE_N;
  if (Row0 >= M || Col0 >= N)
    return;

  __shared__ __align__(16) half As[TILE_M][TILE_K];
  __shared__ __align__(16) half Bs[TILE_N][TILE_K];
  __shared__ __align__(16) half Cs[TILE_M][TILE_N];

  const unsigned Lane = threadIdx.x % 32;
  uint32_t Acc0 = 0, Acc1 = 0;

  for (size_t S = 0; S < Steps; ++S) {
    // Row Lane/2 of the slice, 8 halves per lane.
    ((int4 *)&As[Lane / 2][0])[Lane % 2] =
        ((const int4 *)&A[(Row0 + Lane / 2) * K + S * TILE_K])[Lane % 2];
    if (Lane < 2 * TILE_N)
      ((int4 *)&Bs[Lane / 2][0])[Lane % 2] =
          ((const int4 *)&B[(Col0 + Lane / 2) * K + S * TILE_K])[Lane % 2];
    __syncthreads();

    uint32_t A0, A1, A2, A3, B0, B1;
    uint32_t AAddr = __cvta_generic_to_shared(&As[Lane % 16][(Lane / 16) * 8]);
    asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(A0), "=r"(A1), "=r"(A2), "=r"(A3)
                 : "r"(AAddr));
    uint32_t BAddr = __cvta_generic_to_shared(&Bs[Lane % 8][((Lane / 8) % 2) * 8]);
    asm volatile("ldmatrix.sync.aligned.x2.m8n8.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(B0), "=r"(B1)
                 : "r"(BAddr));
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
                 "{%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
                 : "=r"(Acc0), "=r"(Acc1)
                 : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1),
                   "r"(Acc0), "r"(Acc1));
    __syncthreads();
  }

  // The accumulator fragment: lane L holds row L/4 (Acc0) and row L/4 + 8
  // (Acc1), columns 2*(L%4) and 2*(L%4)+1.
  ((uint32_t *)&Cs[Lane / 4][0])[Lane % 4] = Acc0;
  ((uint32_t *)&Cs[Lane / 4 + 8][0])[Lane % 4] = Acc1;
  __syncthreads();
  if (Lane < TILE_M)
    *(int4 *)&C[(Row0 + Lane) * N + Col0] = *(const int4 *)&Cs[Lane][0];
}
