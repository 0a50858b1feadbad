// ring_rebase.cu: a cp.async tile loop whose wmma fragments lie at constant
// offsets from one address (a 32x16 tile of A read as two fragments, rows
// 0-15 and 16-31, as cuda_hgemm's wmmaAsyncKernel reads its warp tile), for
// the cp.async ring's rebasing: each fragment's address is the rebased base
// plus its offset, one register for both (AsyncRing.cpp, rebaseReads).
// Written for twill's tests; ring_rebase.ll is made from it as
// test/lit/pipeline/async-ring-rebase.test says.
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))
extern "C" __global__ void __launch_bounds__(32)
    ring_rebase(float *C, const half *A, const half *B, int Tiles, int Row) {
  alignas(128) __shared__ half As[32 * 16];
  alignas(128) __shared__ half Bs[16 * 16];
  int lane = threadIdx.x;
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> Acc0,
      Acc1;
  nvcuda::wmma::fill_fragment(Acc0, 0.0f);
  nvcuda::wmma::fill_fragment(Acc1, 0.0f);
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_cg_shared_global_16(AS3(&As[lane * 8]), AS1(&A[t * 512 + lane * 8]));
    __nvvm_cp_async_cg_shared_global_16(AS3(&As[256 + lane * 8]), AS1(&A[t * 512 + 256 + lane * 8]));
    __nvvm_cp_async_cg_shared_global_16(AS3(&Bs[lane * 8]), AS1(&B[t * 256 + lane * 8]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half,
                           nvcuda::wmma::row_major> Fa0, Fa1;
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half,
                           nvcuda::wmma::col_major> Fb;
    nvcuda::wmma::load_matrix_sync(Fa0, As + Row * 16, 16);
    nvcuda::wmma::load_matrix_sync(Fa1, As + Row * 16 + 256, 16);
    nvcuda::wmma::load_matrix_sync(Fb, Bs, 16);
    nvcuda::wmma::mma_sync(Acc0, Fa0, Fb, Acc0);
    nvcuda::wmma::mma_sync(Acc1, Fa1, Fb, Acc1);
    __syncthreads();
  }
  nvcuda::wmma::store_matrix_sync(C, Acc0, 16, nvcuda::wmma::mem_row_major);
  nvcuda::wmma::store_matrix_sync(C + 256, Acc1, 16, nvcuda::wmma::mem_row_major);
}
