// The CTA-barrier k-loop of mma-guard-cta-barrier.ll with a guard that the
// whole CTA shares: ldmatrix/mma.sync only where the CTA's 8 columns lie
// inside N (Col0 + 8 <= N, from %ctaid and a parameter); a CTA on a partial
// tile stages its slices and leaves its accumulators at zero. Twill's own
// code, for guarded-mma-cta-barrier.test. Regenerate the .ll with
//   clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
//     -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version \
//     -I../../../inputs/kernels mma-guard-cta-uniform.cu -o mma-guard-cta-uniform.ll
#include "cuda_shim.h"

__global__ void __launch_bounds__(64)
    ctaTileGuard(const half *__restrict__ A, const half *__restrict__ B,
                 float *__restrict__ C, int M, int N, int K) {
  const int Steps = (K + 15) / 16;
  const int Row0 = blockIdx.y * 32;
  const int Col0 = blockIdx.x * 8;
  if (Row0 >= M || Col0 >= N)
    return;

  __shared__ __align__(16) half As[32][16];
  __shared__ __align__(16) half Bs[16][8];

  const int Tid = threadIdx.x;
  const int Lane = Tid % 32;
  const int WarpRow = Row0 + (Tid / 32) * 16;
  const int CopyRow = min(Row0 + Tid / 2, M - 1);
  const bool FullTile = Col0 + 8 <= N;
  float D0 = 0.f, D1 = 0.f, D2 = 0.f, D3 = 0.f;

  for (int S = 0; S < Steps; ++S) {
    ((int4 *)&As[Tid / 2][0])[Tid % 2] =
        ((const int4 *)&A[(size_t)CopyRow * K + S * 16])[Tid % 2];
    ((uint32_t *)&Bs[Tid / 4][0])[Tid % 4] =
        ((const uint32_t *)&B[(size_t)(S * 16 + Tid / 4) * N + Col0])[Tid % 4];
    __syncthreads();

    if (FullTile) {
      uint32_t A0, A1, A2, A3, B0, B1;
      uint32_t AAddr = __cvta_generic_to_shared(
          &As[(Tid / 32) * 16 + Lane % 16][(Lane / 16) * 8]);
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                   : "=r"(A0), "=r"(A1), "=r"(A2), "=r"(A3)
                   : "r"(AAddr));
      uint32_t BAddr = __cvta_generic_to_shared(&Bs[Lane % 16][0]);
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
    __syncthreads();
  }

  const int R = WarpRow + Lane / 4, Col = Col0 + 2 * (Lane % 4);
  if (R < M && Col + 1 < N) {
    C[(size_t)R * N + Col] = D0;
    C[(size_t)R * N + Col + 1] = D1;
  }
  if (R + 8 < M && Col + 1 < N) {
    C[(size_t)(R + 8) * N + Col] = D2;
    C[(size_t)(R + 8) * N + Col + 1] = D3;
  }
}
