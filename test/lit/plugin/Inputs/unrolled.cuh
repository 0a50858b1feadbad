// A loop whose body is unrolled to several hundred instructions (96 loads,
// 96 ex2, 96 FMAs into 16 accumulators): the size where GauS replaces the
// exact solver. Shared by unrolled_gaus.ll.
#include "twill_cuda.h"

__global__ void unrolled(const float *__restrict__ X, float *__restrict__ Y,
                         int N) {
  float Acc[16];
#pragma unroll
  for (int J = 0; J < 16; ++J)
    Acc[J] = 0;
  for (int I = 0; I < N; ++I) {
    const float *Row = X + (long)I * 96;
#pragma unroll
    for (int J = 0; J < 96; ++J)
      Acc[J % 16] = __builtin_fmaf(__nvvm_ex2_approx_f(Row[J]), Row[J], Acc[J % 16]);
  }
#pragma unroll
  for (int J = 0; J < 16; ++J)
    Y[threadIdxX() * 16 + J] = Acc[J];
}
