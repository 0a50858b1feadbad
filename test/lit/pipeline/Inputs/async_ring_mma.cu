// async_ring_mma.cu: a tensor-core tile loop for the cp.async ring
// (TileLoop.h, AsyncRingPlan): one warp copies a 16x16 f16 tile of A and
// of B into static shared memory with cp.async, then reads them with
// ldmatrix and multiplies them with mma.sync (m16n8k16, f32 accumulators),
// all as inline PTX, as hand-written mma.sync GEMMs do (cuda_hgemm's
// LDMATRIX_X4 and HMMA16816 macros); a variant whose compute holds an
// inline-PTX statement the ring does not know, which it must refuse; and
// the same tile loop through CUDA's wmma API (wmma.load from a generic
// address, wmma.mma).
// Written for these tests; async_ring_mma.ll is made from it as
// test/lit/pipeline/async-ring-mma.test says.
// (cuda_shim.h is given with -include, as for async_ring.cu)

static __device__ __forceinline__ unsigned smemAddr(const void *P) {
  return (unsigned)(unsigned long long)(const __attribute__((address_space(3))) void *)P;
}

// The copies of one tile: lane l copies 16 bytes, row l / 2, half l % 2.
#define COPY_TILES(t)                                                          \
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(            \
                   smemAddr(&As[lane / 2][(lane % 2) * 8])),                   \
               "l"(&A[(t) * 256 + (lane / 2) * 16 + (lane % 2) * 8]));         \
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(            \
                   smemAddr(&Bs[lane / 2][(lane % 2) * 8])),                   \
               "l"(&B[(t) * 256 + (lane / 2) * 16 + (lane % 2) * 8]));         \
  asm volatile("cp.async.commit_group;\n" ::);                                 \
  asm volatile("cp.async.wait_group 0;\n" ::)

#define LDMATRIX_X4(r0, r1, r2, r3, addr)                                      \
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, "   \
               "[%4];\n"                                                       \
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)                        \
               : "r"(addr))

#define MMA16816(c0, c1, c2, c3, a0, a1, a2, a3, b0, b1)                        \
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, "    \
               "%2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"      \
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)                        \
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1))

// Taken: C (16x16, f32) += A_t (16x16, row) * B_t (16x16, col) over Tiles
// tiles.
extern "C" __global__ void __launch_bounds__(32)
    ring_mma(float *C, const unsigned short *A, const unsigned short *B,
             int Tiles) {
  alignas(128) __shared__ unsigned short As[16][16];
  alignas(128) __shared__ unsigned short Bs[16][16];
  int lane = threadIdx.x;
  float c0 = 0, c1 = 0, c2 = 0, c3 = 0, d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  for (int t = 0; t < Tiles; ++t) {
    COPY_TILES(t);
    __syncthreads();
    unsigned a0, a1, a2, a3, b0, b1, b2, b3;
    LDMATRIX_X4(a0, a1, a2, a3, smemAddr(&As[lane % 16][(lane / 16) * 8]));
    LDMATRIX_X4(b0, b1, b2, b3, smemAddr(&Bs[lane % 16][(lane / 16) * 8]));
    MMA16816(c0, c1, c2, c3, a0, a1, a2, a3, b0, b2);
    MMA16816(d0, d1, d2, d3, a0, a1, a2, a3, b1, b3);
    __syncthreads();
  }
  float *Out = &C[lane * 8];
  Out[0] = c0; Out[1] = c1; Out[2] = c2; Out[3] = c3;
  Out[4] = d0; Out[5] = d1; Out[6] = d2; Out[7] = d3;
}

// Taken: each lane's ldmatrix reads A's tile at the address it copied to
// (one register for both; machine sinking leaves a move of it in the
// loop, which the ring looks through to the address before the loop).
extern "C" __global__ void __launch_bounds__(32)
    ring_mma_same_addr(float *C, const unsigned short *A,
                       const unsigned short *B, int Tiles) {
  alignas(128) __shared__ unsigned short As[16][16];
  alignas(128) __shared__ unsigned short Bs[16][16];
  int lane = threadIdx.x;
  float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  unsigned AddrA = smemAddr(&As[lane % 16][(lane / 16) * 8]);
  for (int t = 0; t < Tiles; ++t) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(AddrA),
                 "l"(&A[t * 256 + (lane % 16) * 16 + (lane / 16) * 8]));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                     smemAddr(&Bs[lane / 2][(lane % 2) * 8])),
                 "l"(&B[t * 256 + (lane / 2) * 16 + (lane % 2) * 8]));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    unsigned a0, a1, a2, a3, b0, b1, b2, b3;
    LDMATRIX_X4(a0, a1, a2, a3, AddrA);
    LDMATRIX_X4(b0, b1, b2, b3, smemAddr(&Bs[lane % 16][(lane / 16) * 8]));
    MMA16816(c0, c1, c2, c3, a0, a1, a2, a3, b0, b2);
    __syncthreads();
  }
  float *Out = &C[lane * 4];
  Out[0] = c0; Out[1] = c1; Out[2] = c2; Out[3] = c3;
}

// Refused: the compute holds inline PTX the ring does not read (a prmt),
// whose effects it cannot tell.
extern "C" __global__ void __launch_bounds__(32)
    ring_mma_unknown_asm(float *C, const unsigned short *A,
                         const unsigned short *B, int Tiles) {
  alignas(128) __shared__ unsigned short As[16][16];
  alignas(128) __shared__ unsigned short Bs[16][16];
  int lane = threadIdx.x;
  float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (int t = 0; t < Tiles; ++t) {
    COPY_TILES(t);
    __syncthreads();
    unsigned a0, a1, a2, a3, b0, b1, b2, b3;
    LDMATRIX_X4(a0, a1, a2, a3, smemAddr(&As[lane % 16][(lane / 16) * 8]));
    LDMATRIX_X4(b0, b1, b2, b3, smemAddr(&Bs[lane % 16][(lane / 16) * 8]));
    asm volatile("prmt.b32 %0, %0, 0, 0x1032;\n" : "+r"(b0));
    MMA16816(c0, c1, c2, c3, a0, a1, a2, a3, b0, b2);
    __syncthreads();
  }
  float *Out = &C[lane * 4];
  Out[0] = c0; Out[1] = c1; Out[2] = c2; Out[3] = c3;
}

// Taken: CUDA's wmma API (cuda_shim.h's, as mma.h gives it): the copies as
// intrinsics, the reads wmma.load from a generic address (a cvta of the
// buffer's), the product wmma.mma; C = sum over the tiles of A_t * B_t.
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))
extern "C" __global__ void __launch_bounds__(32)
    ring_wmma(float *C, const half *A, const half *B, int Tiles) {
  alignas(128) __shared__ half As[16 * 16];
  alignas(128) __shared__ half Bs[16 * 16];
  int lane = threadIdx.x;
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> Acc;
  nvcuda::wmma::fill_fragment(Acc, 0.0f);
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_cg_shared_global_16(AS3(&As[lane * 8]), AS1(&A[t * 256 + lane * 8]));
    __nvvm_cp_async_cg_shared_global_16(AS3(&Bs[lane * 8]), AS1(&B[t * 256 + lane * 8]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half,
                           nvcuda::wmma::row_major> Fa;
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half,
                           nvcuda::wmma::col_major> Fb;
    nvcuda::wmma::load_matrix_sync(Fa, As, 16);
    nvcuda::wmma::load_matrix_sync(Fb, Bs, 16);
    nvcuda::wmma::mma_sync(Acc, Fa, Fb, Acc);
    __syncthreads();
  }
  nvcuda::wmma::store_matrix_sync(C, Acc, 16, nvcuda::wmma::mem_row_major);
}

// Refused, and named by its PTX: a wmma.load (an opcode TableGen leaves
// unnamed) of the previous tile's fragment before the copies.
extern "C" __global__ void __launch_bounds__(32)
    ring_wmma_early(float *C, const half *A, const half *B, int Tiles) {
  alignas(128) __shared__ half As[16 * 16];
  alignas(128) __shared__ half Bs[16 * 16];
  int lane = threadIdx.x;
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> Acc;
  nvcuda::wmma::fill_fragment(Acc, 0.0f);
  for (int t = 0; t < Tiles; ++t) {
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half,
                           nvcuda::wmma::row_major> Fa;
    nvcuda::wmma::load_matrix_sync(Fa, As, 16);
    __syncthreads();
    __nvvm_cp_async_cg_shared_global_16(AS3(&As[lane * 8]), AS1(&A[t * 256 + lane * 8]));
    __nvvm_cp_async_cg_shared_global_16(AS3(&Bs[lane * 8]), AS1(&B[t * 256 + lane * 8]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
    nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half,
                           nvcuda::wmma::col_major> Fb;
    nvcuda::wmma::load_matrix_sync(Fb, Bs, 16);
    nvcuda::wmma::mma_sync(Acc, Fa, Fb, Acc);
    __syncthreads();
  }
  nvcuda::wmma::store_matrix_sync(C, Acc, 16, nvcuda::wmma::mem_row_major);
}
