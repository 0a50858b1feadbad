// tensor_ring.cu: tile loops that fill shared memory with tensor (TMA)
// copies (cp.async.bulk.tensor, tile mode) completing on an mbarrier, for
// the bulk ring (TileLoop.h, AsyncRingPlan::Bulk) with its tensor form:
// loops the ring takes and one it must refuse. Written for these tests,
// in the inline PTX Hopper kernels use (LLVM 19 has no intrinsic for
// these); tensor_ring.ll is made from it as test/lit/pipeline/
// tensor-ring.test says. The tensor maps are passed as pointers to global
// memory (clang-19 has no __grid_constant__: a map passed by value would
// be copied to local memory, which the TMA cannot read).
// (cuda_shim.h is given with -include, as for bulk_ring.cu)

#include "tma_common.h"

#define BM 32
#define BN 32
#define BK 32

/// CUTLASS's elect_one_sync(): 1 in one lane of the warp (the full warp
/// of Mask), 0 in the others.
template <unsigned Mask = 0xFFFFFFFFu>
static __device__ __forceinline__ unsigned electOne() {
  unsigned Pred = 0, Lane = 0;
  asm volatile("{\n .reg .b32 %%rx;\n .reg .pred %%px;\n"
               " elect.sync %%rx|%%px, %2;\n @%%px mov.s32 %1, 1;\n"
               " mov.s32 %0, %%rx;\n}\n"
               : "+r"(Lane), "+r"(Pred)
               : "r"(Mask));
  return Pred;
}
#define UNPAREN(...) __VA_ARGS__

// A kernel of one buffer (BUF, its declaration) and its mbarrier Bar,
// initialised by thread 0 for COUNT arrivals: each tile k < Tiles is
// issued by ISSUE, waited for on Phase, read by COMPUTE into Acc and freed
// by a CTA barrier. SRC is the second parameter (a tensor map or an
// array), PARAMS follow Tiles; the parenthesised arguments are
// statements.
#define TILE_LOOP(NAME, SRC, PARAMS, BUF, COUNT, ISSUE, COMPUTE)           \
  extern "C" __global__ void __launch_bounds__(128)                        \
      NAME(float *__restrict__ Out, SRC, int Tiles UNPAREN PARAMS) {       \
    BUF;                                                                   \
    alignas(8) __shared__ u64 Bar;                                         \
    int t = threadIdx.x;                                                   \
    if (t == 0)                                                            \
      initBar(&Bar, COUNT);                                                \
    __syncthreads();                                                       \
    float Acc = 0.f;                                                       \
    unsigned Phase = 0;                                                    \
    for (int k = 0; k < Tiles; ++k) {                                      \
      UNPAREN ISSUE                                                        \
      wait(&Bar, Phase);                                                   \
      Phase ^= 1;                                                          \
      UNPAREN COMPUTE                                                      \
      __syncthreads();                                                     \
    }                                                                      \
    Out[blockIdx.x * 128 + t] = Acc;                                       \
  }
#define MAP const TensorMap *__restrict__ Map
#define TILE alignas(128) __shared__ float Tile[BM * BK]
#define ROW_SUM (for (int j = 0; j < BK; ++j) Acc += Tile[(t % BM) * BK + j];)
#define ROW_DOT                                                            \
  (for (int j = 0; j < BK; ++j) Acc +=                                     \
   Tile[(t % BM) * BK + j] * Tile[((t + j) % BM) * BK + j];)

// Taken: a GEMM tile (C = A B, A of M rows of K, B of K rows of N, each
// row-major) of BM x BN per CTA, K in boxes of BK: thread 0 arms the
// mbarrier with both boxes' bytes and copies the A box at (k, row) and the
// B box at (column, k); the threads wait, each computes 8 outputs over the
// tile, and a CTA barrier frees it. K need not be a multiple of BK: the
// last boxes reach past the tensor, and the TMA fills that part with
// zeros.
extern "C" __global__ void __launch_bounds__(128)
    tma_gemm(float *__restrict__ C, const TensorMap *__restrict__ MapA,
             const TensorMap *__restrict__ MapB, int M, int N, int K) {
  alignas(128) __shared__ float As[BM * BK];
  alignas(128) __shared__ float Bs[BK * BN];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x, Row = t / 4, Col = (t % 4) * 8;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc[8] = {};
  unsigned Phase = 0;
  int Tiles = (K + BK - 1) / BK;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, (BM * BK + BK * BN) * 4);
      tma2d(As, MapA, k * BK, blockIdx.y * BM, &Bar);
      tma2d(Bs, MapB, blockIdx.x * BN, k * BK, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    for (int j = 0; j < BK; ++j) {
      float A = As[Row * BK + j];
#pragma unroll
      for (int i = 0; i < 8; ++i)
        Acc[i] += A * Bs[j * BN + Col + i];
    }
    __syncthreads();
  }
  int R = blockIdx.y * BM + Row, C0 = blockIdx.x * BN + Col;
  if (R < M)
    for (int i = 0; i < 8; ++i)
      if (C0 + i < N)
        C[R * N + C0 + i] = Acc[i];
}

// Taken when forced (the cost model leaves it: a row sum a tile hides
// little): one map, and the copy with .L2::cache_hint and its policy.
TILE_LOOP(tma_rows_hint, MAP, (, u64 Policy), TILE, 1,
          (if (t == 0) {
            arm(&Bar, BM * BK * 4);
            asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile."
                         "mbarrier::complete_tx::bytes.L2::cache_hint [%0], "
                         "[%1, {%2, %3}], [%4], %5;" ::"r"(smem(Tile)),
                         "l"(Map), "r"(k * BK), "r"(blockIdx.x * BM),
                         "r"(smem(&Bar)), "l"(Policy)
                         : "memory");
          }),
          ROW_SUM)

// Taken when forced: a 3-D map (Batch x Rows x K), the batch coordinate an
// immediate, the box 16 x 8 x 2 elements. The buffer has 16 bytes more
// than the box, so its slots are 1152 bytes apart (1040 rounded up to the
// 128 a tensor copy's destination is aligned to).
TILE_LOOP(tma_3d, MAP, (), alignas(128) __shared__ float Tile[2 * 8 * 16 + 4],
          1,
          (if (t == 0) {
            arm(&Bar, 2 * 8 * 16 * 4);
            asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile."
                         "mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, 1}], "
                         "[%4];" ::"r"(smem(Tile)),
                         "l"(Map), "r"(k * 16), "r"(blockIdx.x * 8),
                         "r"(smem(&Bar))
                         : "memory");
          }),
          (Acc += Tile[t] * Tile[255 - t];))

// Refused: the kernel alternates two buffers itself (tile k into
// Tiles[k & 1]), so the copy's destination is computed in the loop.
TILE_LOOP(tma_alternate, MAP, (), alignas(128) __shared__ float Tile[2][BM * BK],
          1,
          (if (t == 0) {
            arm(&Bar, BM * BK * 4);
            tma2d(Tile[k & 1], Map, k * BK, blockIdx.x * BM, &Bar);
          }),
          (for (int j = 0; j < BK; ++j) Acc += Tile[k & 1][(t % BM) * BK + j];))

// Taken when forced: a 1-D bulk copy of 512 bytes into a buffer of 516,
// whose slots are therefore 528 bytes apart (516 rounded up to the 16 a
// bulk copy's destination is aligned to).
TILE_LOOP(bulk_padded, const float *__restrict__ In, (),
          alignas(16) __shared__ float Buf[128 + 1], 1,
          (if (t == 0) {
            arm(&Bar, 512);
            asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::"
                         "complete_tx::bytes [%0], [%1], 512, [%2];" ::"r"(
                             smem(Buf)),
                         "l"(In + k * 128), "r"(smem(&Bar))
                         : "memory");
          }),
          (Acc += Buf[t] * Buf[127 - t];))

// Taken when forced: the copy is issued by one lane of warp 0 that
// elect.sync elects (`if (warp == 0 && elect_one_sync())`, as CUTLASS-style
// kernels issue TMA), a second test inside the first; the prologue elects
// the lane again in the preheader, under the first test.
TILE_LOOP(tma_elect, MAP, (), TILE, 1,
          (if (t / 32 == 0 && electOne()) {
            arm(&Bar, BM * BK * 4);
            tma2d(Tile, Map, k * BK, blockIdx.x * BM, &Bar);
          }),
          ROW_DOT)

// Refused: the election is of half a warp (membermask 0xffff), not the
// form the ring takes.
TILE_LOOP(tma_elect_half, MAP, (), TILE, 1,
          (if (t < 16 && electOne<0xFFFFu>()) {
            arm(&Bar, BM * BK * 4);
            tma2d(Tile, Map, k * BK, blockIdx.x * BM, &Bar);
          }),
          ROW_SUM)

// Taken when forced: `if (elect_one_sync())` alone, in the loop's header:
// one lane of every warp arms the mbarrier (initialised for the four warps'
// arrivals) and copies a quarter of the tile; the prologue elects in every
// warp, as the loop does.
TILE_LOOP(tma_elect_each, MAP, (), TILE, 4,
          (if (electOne()) {
            arm(&Bar, BM * BK);
            tma2d(Tile + t / 32 * BM * BK / 4, Map, k * BK,
                  blockIdx.x * BM + t / 32 * 8, &Bar);
          }),
          ROW_DOT)
