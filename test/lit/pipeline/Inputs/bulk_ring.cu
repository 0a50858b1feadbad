// bulk_ring.cu: tile loops that fill shared memory with 1-D bulk copies
// (cp.async.bulk, the TMA's 1-D form) completing on an mbarrier and wait
// on its phase, for the bulk ring (TileLoop.h, AsyncRingPlan::Bulk): loops
// the ring takes and variants it must refuse. Written for these tests, in
// the inline PTX Hopper kernels use (LLVM 19 has no intrinsic for these);
// bulk_ring.ll is made from it as test/lit/pipeline/bulk-ring.test says.
// (cuda_shim.h is given with -include, as for async_ring.cu)

typedef unsigned long long u64;
#define TILE 128

static __device__ __forceinline__ unsigned smem(const void *P) {
  return (unsigned)__cvta_generic_to_shared(P);
}
static __device__ __forceinline__ void initBar(u64 *Bar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(Bar)),
               "r"(1));
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
static __device__ __forceinline__ void arm(u64 *Bar, unsigned Bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(
                   smem(Bar)),
               "r"(Bytes)
               : "memory");
}
static __device__ __forceinline__ void bulk(void *Dst, const void *Src,
                                            unsigned Bytes, u64 *Bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
               "bytes [%0], [%1], %2, [%3];" ::"r"(smem(Dst)),
               "l"(Src), "r"(Bytes), "r"(smem(Bar))
               : "memory");
}
static __device__ __forceinline__ void wait(u64 *Bar, unsigned Phase) {
  unsigned Done = 0;
  do {
    asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 "
                 "p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
                 : "=r"(Done)
                 : "r"(smem(Bar)), "r"(Phase)
                 : "memory");
  } while (!Done);
}

// Taken: thread 0 arms the mbarrier and copies tile k; every thread waits
// on phase k, reads two words, and a CTA barrier frees the buffer.
extern "C" __global__ void __launch_bounds__(128)
    bulk_sum(float *__restrict__ Out, const float *__restrict__ In, int Tiles) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, TILE * 4);
      bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[t] * Buf[TILE - 1 - t];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: two tiles (of A and of B) a step, both completing on one
// mbarrier armed with their bytes, and a dot product over the whole tile
// per thread: the compute that the next tiles' copies land behind.
extern "C" __global__ void __launch_bounds__(128)
    bulk_dot(float *__restrict__ Out, const float *__restrict__ A,
             const float *__restrict__ B, int Tiles) {
  alignas(128) __shared__ float As[TILE];
  alignas(128) __shared__ float Bs[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, 2 * TILE * 4);
      bulk(As, A + (u64)k * TILE, TILE * 4, &Bar);
      bulk(Bs, B + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
#pragma unroll 8
    for (int j = 0; j < TILE; ++j)
      Acc += As[(t + j) & (TILE - 1)] * Bs[j];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: the forms of other kernels: 64-bit shared addresses ("l"), the
// wait one statement that spins on a label of its own (`%=`) with a
// suspend-time hint, and a tile size the exit test does not know.
static __device__ __forceinline__ void arm64(u64 *Bar, unsigned Bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"l"(
                   __cvta_generic_to_shared(Bar)),
               "r"(Bytes)
               : "memory");
}
static __device__ __forceinline__ void bulk64(void *Dst, const void *Src,
                                              unsigned Bytes, u64 *Bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
               "bytes [%0], [%1], %2, [%3];" ::"l"(__cvta_generic_to_shared(Dst)),
               "l"(Src), "r"(Bytes), "l"(__cvta_generic_to_shared(Bar))
               : "memory");
}
static __device__ __forceinline__ void spin64(u64 *Bar, unsigned Phase) {
  asm volatile("{\n.reg .pred P;\nW%=:\nmbarrier.try_wait.parity.shared::cta.b64 "
               "P, [%0], %1, 1000000;\n@!P bra W%=;\n}" ::"l"(
                   __cvta_generic_to_shared(Bar)),
               "r"(Phase)
               : "memory");
}
extern "C" __global__ void __launch_bounds__(128)
    bulk_spin(float *__restrict__ Out, const float *__restrict__ In, int Tiles,
              int Step) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; k += Step) {
    if (t == 0) {
      arm64(&Bar, TILE * 4);
      bulk64(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    spin64(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[t] * Buf[(t + 1) & (TILE - 1)];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Refused: the phase starts at 1 (the first wait passes at once: the loop
// reads a tile in flight, and a ring cannot mend it).
extern "C" __global__ void __launch_bounds__(128)
    bulk_phase1(float *__restrict__ Out, const float *__restrict__ In,
                int Tiles) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 1;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, TILE * 4);
      bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[t];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Refused: the mbarrier is used after the loop too (invalidated), which
// the ring's twins would not be.
extern "C" __global__ void __launch_bounds__(128)
    bulk_inval(float *__restrict__ Out, const float *__restrict__ In,
               int Tiles) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, TILE * 4);
      bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[t];
    __syncthreads();
  }
  if (t == 0)
    asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(smem(&Bar)));
  Out[blockIdx.x * TILE + t] = Acc;
}

// Refused: the wait counts the phases of another mbarrier than the one
// the copies complete on (a ring of one would leave it behind).
extern "C" __global__ void __launch_bounds__(128)
    bulk_otherbar(float *__restrict__ Out, const float *__restrict__ In,
                  int Tiles) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar, Other;
  int t = threadIdx.x;
  if (t == 0) {
    initBar(&Bar);
    initBar(&Other);
  }
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, TILE * 4);
      bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Other, Phase);
    Phase ^= 1;
    Acc += Buf[t];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: the compute an inner loop (not unrolled): the tile loop a chain
// of regions, the spin loop one of them.
extern "C" __global__ void __launch_bounds__(128)
bulk_inner(float *__restrict__ Out, const float *__restrict__ In, int Tiles, int Inner) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0) initBar(&Bar);
  __syncthreads();
  float Acc = 0.f; unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) { arm(&Bar, TILE * 4); bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar); }
    wait(&Bar, Phase);
    Phase ^= 1;
#pragma unroll 1
    for (int j = 0; j < Inner; ++j) Acc += Buf[(t + j) & (TILE - 1)];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: every thread arms the mbarrier (initialised for 128 arrivals)
// with its own 16 bytes and copies them: no guard.
extern "C" __global__ void __launch_bounds__(128)
bulk_all(float *__restrict__ Out, const float *__restrict__ In, int Tiles) {
  alignas(128) __shared__ float Buf[TILE * 4];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(&Bar)), "r"(128));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float Acc = 0.f; unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    arm(&Bar, 16);
    bulk(&Buf[t * 4], In + (u64)k * TILE * 4 + t * 4, 16, &Bar);
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[(t * 4 + 5) & (TILE * 4 - 1)];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: a last tile shorter than the others, its bytes (arm and copy)
// computed from the tile index like the source.
extern "C" __global__ void __launch_bounds__(128)
bulk_tail(float *__restrict__ Out, const float *__restrict__ In, int N) {
  alignas(128) __shared__ float Buf[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0) initBar(&Bar);
  __syncthreads();
  float Acc = 0.f; unsigned Phase = 0;
  for (int k = 0; k * TILE < N; ++k) {
    int n = N - k * TILE; n = n < TILE ? n : TILE;
    if (t == 0) { arm(&Bar, n * 4); bulk(Buf, In + (u64)k * TILE, n * 4, &Bar); }
    wait(&Bar, Phase);
    Phase ^= 1;
    if (t < n) Acc += Buf[t];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}
