// guarded-wmma-shared.test: a k-loop over wmma tiles in shared memory
// (filled once before the loop), each step skipped per warp by a mask that
// the loop reads from global memory. LLVM 19 leaves the wmma intrinsics
// generic (`.p0`), so their addresses reach shared memory only through
// cvta.shared; the guard is computed in the loop, so the fold predicates
// the three wmma statements as inline PTX.
// Regenerate (from this directory):
//   clang-19 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc \
//     -nocudalib -O2 -S -emit-llvm -Wno-unknown-cuda-version \
//     -I../../../inputs/kernels wmma-shared-mask.cu -o wmma-shared-mask.ll
#include "cuda_shim.h"
using namespace nvcuda;

__global__ void __launch_bounds__(128) smemMask(const half *A, const half *B,
                                                const int *mask, float *C,
                                                int steps) {
  __shared__ half As[8 * 256];
  __shared__ half Bs[8 * 256];
  for (int i = threadIdx.x; i < 8 * 256; i += blockDim.x) {
    As[i] = A[i];
    Bs[i] = B[i];
  }
  __syncthreads();
  int warp = threadIdx.x / 32;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int s = 0; s < steps; ++s) {
    if (mask[s * 4 + warp]) {
      wmma::load_matrix_sync(a, As + (s & 7) * 256, 16);
      wmma::load_matrix_sync(b, Bs + ((s + warp) & 7) * 256, 16);
      wmma::mma_sync(acc, a, b, acc);
    }
  }
  wmma::store_matrix_sync(C + warp * 256, acc, 16, wmma::mem_row_major);
}
