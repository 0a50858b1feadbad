// wgmma_ring.cu: a single-buffered Hopper mainloop: thread 0 arms an
// mbarrier and issues 1-D bulk copies of an A tile (64 x 16 f16) and a B
// tile (N x 16 f16), laid out as wgmma's no-swizzle core matrices; every
// thread waits on the phase; the warpgroup multiplies the tiles with
// wgmma.mma_async reading them through shared-memory matrix descriptors,
// waits for the MMA (wgmma.wait_group 0) and the CTA frees the tile with a
// barrier. For the bulk ring beside wgmma (TileLoop.h, AsyncRingPlan).
// Written for these tests, in the inline PTX Hopper kernels use.
// (cuda_shim.h is given with -include, as for bulk_ring.cu)

#include "tma_common.h"

static __device__ __forceinline__ void bulk(void *Dst, const void *Src,
                                            unsigned Bytes, u64 *Bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
               "bytes [%0], [%1], %2, [%3];" ::"r"(smem(Dst)),
               "l"(Src), "r"(Bytes), "r"(smem(Bar))
               : "memory");
}
/// A no-swizzle matrix descriptor of the tile at Tile: core matrices of
/// 8 rows x 16 bytes, Lead bytes apart along K, Stride bytes apart along
/// M or N (the PTX ISA's "Matrix Descriptor Format").
static __device__ __forceinline__ u64 desc(const void *Tile, unsigned Lead,
                                           unsigned Stride) {
  u64 D = (u64)((smem(Tile) & 0x3FFFF) >> 4);
  D |= (u64)((Lead & 0x3FFFF) >> 4) << 16;
  D |= (u64)((Stride & 0x3FFFF) >> 4) << 32;
  return D;
}
static __device__ __forceinline__ void fence() {
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
}
static __device__ __forceinline__ void commitWait() {
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
}
/// D (4 f32 a thread) += A (64 x 16) * B (16 x 8).
static __device__ __forceinline__ void mma8(float (&D)[4], u64 A, u64 B) {
  asm volatile("{\n wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
               "{%0, %1, %2, %3}, %4, %5, 1, 1, 1, 0, 0;\n}"
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
               : "l"(A), "l"(B));
}

/// D += A * B with scale-d a predicate the block sets from Acc (CUTLASS's
/// form): D = A * B where Acc is 0.
static __device__ __forceinline__ void mma8p(float (&D)[4], u64 A, u64 B,
                                             int Acc) {
  asm volatile("{\n .reg .pred p;\n setp.ne.b32 p, %6, 0;\n"
               " wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
               "{%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}"
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
               : "l"(A), "l"(B), "r"(Acc));
}

// A kernel of an A tile As (64 x K f16, K = 16 STEPS) and a B tile Bs
// (8 x K) a step, copied by thread 0 and multiplied by the warpgroup, k
// step by k step (MMA, from the tiles' descriptors at step s), then
// retired by WAIT (a wgmma.wait_group statement) and freed by a CTA barrier. The
// core matrices lie 128 bytes apart along K, and 16 STEPS x 16 bytes
// apart along M and N.
#define WGMMA_LOOP(NAME, STEPS, MMA, WAIT)                                 \
  extern "C" __global__ void __launch_bounds__(128)                        \
      NAME(float *__restrict__ Out, const half *__restrict__ A,            \
           const half *__restrict__ B, int Tiles) {                        \
    alignas(128) __shared__ half As[64 * 16 * STEPS];                      \
    alignas(128) __shared__ half Bs[8 * 16 * STEPS];                       \
    alignas(8) __shared__ u64 Bar;                                         \
    int t = threadIdx.x;                                                   \
    if (t == 0)                                                            \
      initBar(&Bar);                                                       \
    __syncthreads();                                                       \
    float D[4] = {0.f, 0.f, 0.f, 0.f};                                     \
    unsigned Phase = 0;                                                    \
    for (int k = 0; k < Tiles; ++k) {                                      \
      if (t == 0) {                                                        \
        arm(&Bar, sizeof(As) + sizeof(Bs));                                \
        bulk(As, A + k * 64 * 16 * STEPS, sizeof(As), &Bar);               \
        bulk(Bs, B + k * 8 * 16 * STEPS, sizeof(Bs), &Bar);                \
      }                                                                    \
      wait(&Bar, Phase);                                                   \
      Phase ^= 1;                                                          \
      fence();                                                             \
      for (int s = 0; s < STEPS; ++s)                                      \
        MMA;                                                               \
      asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");       \
      asm volatile(WAIT ::: "memory");                                     \
      __syncthreads();                                                     \
    }                                                                      \
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");         \
    float *O = Out + blockIdx.x * 512 + t * 4;                             \
    for (int i = 0; i < 4; ++i)                                            \
      O[i] = D[i];                                                         \
  }
#define WAITG(N) "wgmma.wait_group.sync.aligned " #N ";"
#define DESC(T, S, STEPS) desc(T + (S) * 8 * 2, 128, 16 * 16 * (STEPS) / 2)

/// One k step a tile.
WGMMA_LOOP(wgmma_bulk, 1, mma8(D, DESC(As, s, 1), DESC(Bs, s, 1)), WAITG(0))
/// The same, its wait_group 0 in a scoped block.
WGMMA_LOOP(wgmma_braced, 1, mma8(D, DESC(As, s, 1), DESC(Bs, s, 1)),
           "{\n\twgmma.wait_group.sync.aligned 0;\n\t}")
/// Two k steps a tile (descriptors at an offset into the tiles), the
/// first with scale-d 0 on the first tile.
WGMMA_LOOP(wgmma_ksteps, 2,
           mma8p(D, DESC(As, s, 2), DESC(Bs, s, 2), k + s), WAITG(0))
/// Refused: the MMA of a tile may still read it after the barrier
/// (wgmma.wait_group 1).
WGMMA_LOOP(wgmma_wait1, 1, mma8(D, DESC(As, s, 1), DESC(Bs, s, 1)), WAITG(1))
/// Refused: the descriptors are made from generic addresses (the low 18
/// bits of a generic address are a shared one only where the shared
/// window's base is so aligned, which PTX does not say).
#define GDESC(T) ((u64)(((unsigned long long)(T) & 0x3FFFF) >> 4) | (8ull << 16) | (16ull << 32))
WGMMA_LOOP(wgmma_generic, 1, mma8(D, GDESC(As), GDESC(Bs)), WAITG(0))
/// Refused: descriptors that keep 16 bits of the address, which name the
/// tile only below 64 KiB.
static __device__ __forceinline__ u64 narrow(const void *Tile) {
  return (u64)((smem(Tile) & 0xFFFF) >> 4) | (8ull << 16) | (16ull << 32);
}
WGMMA_LOOP(wgmma_narrow, 1, mma8(D, narrow(As), narrow(Bs)), WAITG(0))

/// The MMAs of a tile in an inner loop of Steps k steps (a run-time count,
/// not unrolled), each descriptor the tile's (hoisted) plus the step's
/// offset, added in the loop; the accumulators behind empty asm fences
/// (`asm volatile("" : "+f"(x) :: "memory")`, as MatmulTutorial's Hopper
/// GEMMs write them).
extern "C" __global__ void __launch_bounds__(128)
    wgmma_inner(float *__restrict__ Out, const half *__restrict__ A,
                const half *__restrict__ B, int Tiles, int Steps) {
  alignas(128) __shared__ half As[64 * 16 * 4];
  alignas(128) __shared__ half Bs[8 * 16 * 4];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float D[4] = {0.f, 0.f, 0.f, 0.f};
  unsigned Phase = 0;
  u64 DA = desc(As, 128, 16 * 16 * 4 / 2), DB = desc(Bs, 128, 16 * 16 * 4 / 2);
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, sizeof(As) + sizeof(Bs));
      bulk(As, A + k * 64 * 16 * 4, sizeof(As), &Bar);
      bulk(Bs, B + k * 8 * 16 * 4, sizeof(Bs), &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    for (int i = 0; i < 4; ++i)
      asm volatile("" : "+f"(D[i])::"memory");
    fence();
#pragma unroll 1
    for (int s = 0; s < Steps; ++s)
      mma8(D, DA + (u64)((s & 3) * 16), DB + (u64)((s & 3) * 16));
    commitWait();
    for (int i = 0; i < 4; ++i)
      asm volatile("" : "+f"(D[i])::"memory");
    __syncthreads();
  }
  float *O = Out + blockIdx.x * 512 + t * 4;
  for (int i = 0; i < 4; ++i)
    O[i] = D[i];
}

// A K-major tile of f16 with 128-byte rows as TMA writes it with the
// 128-byte swizzle (CU_TENSOR_MAP_SWIZZLE_128B) and wgmma reads it (the
// descriptor's layout 1): A, 64 rows (M) x 64 (K); B, 8 rows (N) x 64;
// each 1024-byte aligned, tile k the boxes at column 64 k of the maps.
// The k step s starts 32 s bytes into the rows (SBO: 8 rows, 1024 bytes;
// LBO unused).
static __device__ __forceinline__ u64 desc128(const void *Tile) {
  return desc(Tile, 16, 1024) | (1ull << 62);
}
extern "C" __global__ void __launch_bounds__(128)
    wgmma_tma128(float *__restrict__ Out, const TensorMap *__restrict__ MapA,
                 const TensorMap *__restrict__ MapB, int Tiles) {
  alignas(1024) __shared__ half As[64 * 64];
  alignas(1024) __shared__ half Bs[8 * 64];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float D[4] = {0.f, 0.f, 0.f, 0.f};
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, sizeof(As) + sizeof(Bs));
      tma2d(As, MapA, k * 64, 0, &Bar);
      tma2d(Bs, MapB, k * 64, 0, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    fence();
#pragma unroll
    for (int s = 0; s < 4; ++s)
      mma8(D, desc128((const char *)As + 32 * s),
           desc128((const char *)Bs + 32 * s));
    commitWait();
    __syncthreads();
  }
  float *O = Out + blockIdx.x * 512 + t * 4;
  for (int i = 0; i < 4; ++i)
    O[i] = D[i];
}
