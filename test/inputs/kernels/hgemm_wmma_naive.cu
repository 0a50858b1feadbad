// hgemm_wmma_naive: Bruce-Lee-LY/cuda_hgemm's wmma naive HGEMM, one warp per
// 16x16 tile of C, whose k-loop loads its fragments straight from global
// memory every step and accumulates in f16 (no bounds guard in the loop).
//
// Source: https://github.com/Bruce-Lee-LY/cuda_hgemm, src/wmma/wmma_naive.cu
//   (commit 0d26c2e4415ab0d0af5a6bfae301275c608d46b4), MIT licence; see
//   LICENSES.md in this directory.
// The kernel code below is copied as written upstream; only the includes are
// replaced by cuda_shim.h (no CUDA headers), and the repository's div_ceil
// (src/common/common.h) is repeated. The host launcher is left out.
// Regenerate hgemm_wmma_naive.ll with regen.sh.
#include "cuda_shim.h"

#define div_ceil(x, y) (((x) + (y) - 1) / (y))

#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16

#define WARP_SIZE 32

using namespace nvcuda;

__global__ void wmmaNaiveKernel(const half *__restrict__ A, const half *__restrict__ B, half *__restrict__ C, size_t M,
                                size_t N, size_t K) {
    const size_t K_tiles = div_ceil(K, WMMA_K);

    const size_t warp_row = blockIdx.y * WMMA_M;
    const size_t warp_col = blockIdx.x * WMMA_N;

    if (warp_row >= M && warp_col >= N) {
        return;
    }

    wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, half> C_frag;

    wmma::fill_fragment(C_frag, 0.0);

#pragma unroll
    for (size_t i = 0; i < K_tiles; ++i) {
        wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> A_frag;
        wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major> B_frag;

        wmma::load_matrix_sync(A_frag, A + warp_row * K + i * WMMA_K, K);
        wmma::load_matrix_sync(B_frag, B + i * WMMA_K + warp_col * K, K);

        wmma::mma_sync(C_frag, A_frag, B_frag, C_frag);
    }

    wmma::store_matrix_sync(C + warp_row * N + warp_col, C_frag, N, wmma::mem_row_major);
}
