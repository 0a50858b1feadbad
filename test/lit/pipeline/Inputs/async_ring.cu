// async_ring.cu: tile loops that fill shared memory with cp.async and wait for it at once,
// for the cp.async ring (TileLoop.h, AsyncRingPlan): one the ring takes
// (an outer tile loop around an inner compute loop, zero-filling copies,
// three buffers of three types, two loops, a gather, inline PTX) and
// variants it must
// refuse. Written for these tests; async_ring.ll is made from it as
// test/lit/pipeline/async-ring.test says.
// (cuda_shim.h is given with -include, as for tile_latency.cu)

#define T 16

// The copies of one tile, their commit and the wait for them.
static __device__ __forceinline__ void fill(float *Dst, const float *Src) {
  __nvvm_cp_async_ca_shared_global_4(
      (__attribute__((address_space(3))) void *)(void *)Dst,
      (__attribute__((address_space(1))) const void *)(const void *)Src);
}
static __device__ __forceinline__ void commitAndWait() {
  __nvvm_cp_async_commit_group();
  __nvvm_cp_async_wait_group(0);
}

// Taken: the compute is an inner loop (not unrolled), so the tile loop is
// an outer loop with a chain of regions.
extern "C" __global__ void ring_outer(float *C, const float *A, const float *B,
                                      int Tiles, int Inner) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
    fill(&Bs[ty][tx], &B[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll 1
    for (int k = 0; k < Inner; ++k)
      Acc += As[ty][k & (T - 1)] * Bs[k & (T - 1)][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: zero-filling copies (a source size of 0 past the last row, as
// kernels guard their edges: cp.async's src-size operand), whose size is
// computed from the tile index like the source.
extern "C" __global__ void ring_zfill(float *C, const float *A, int Tiles,
                                      int Rows) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    int Row = t * T + ty;
    bool In = Row < Rows;
    __nvvm_cp_async_ca_shared_global_4(
        (__attribute__((address_space(3))) void *)(void *)&As[ty][tx],
        (__attribute__((address_space(1))) const void *)(const void *)&A[(In ? Row : 0) * T + tx],
        In ? 4 : 0);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: three buffers of three types filled by copies of 16, 8 and 4
// bytes (from a sweep of kernels the tests had not seen).
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))
extern "C" __global__ void __launch_bounds__(16)
    ring_mixed(const float *__restrict__ F, const double *__restrict__ D,
               const int *__restrict__ I, double *__restrict__ Out, int Tiles) {
  alignas(16) __shared__ float Sf[64];
  alignas(16) __shared__ double Sd[32];
  __shared__ int Si[16];
  int tx = threadIdx.x;
  double Acc = 0.0;
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_ca_shared_global_16(AS3(&Sf[tx * 4]), AS1((void *)&F[t * 64 + tx * 4]));
    __nvvm_cp_async_ca_shared_global_8(AS3(&Sd[tx]), AS1((void *)&D[t * 32 + tx]));
    __nvvm_cp_async_ca_shared_global_8(AS3(&Sd[tx + 16]), AS1((void *)&D[t * 32 + tx + 16]));
    __nvvm_cp_async_ca_shared_global_4(AS3(&Si[tx]), AS1((void *)&I[t * 16 + tx]));
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 4; ++j)
      Acc += (double)Sf[(tx + 16 * j) & 63] * Sd[(tx * 2 + j) & 31] +
             (double)Si[(tx + j) & 15];
    __syncthreads();
  }
  Out[tx] = Acc;
}

// Taken, twice: two tile loops on different buffers, the first of a
// constant trip count (so it always runs before the second).
extern "C" __global__ void __launch_bounds__(32)
    ring_two_loops(const float *__restrict__ F, const int *__restrict__ I,
                   float *__restrict__ OutF, int *__restrict__ OutI, int Tiles) {
  alignas(16) __shared__ float Sf[128];
  __shared__ int Si[32];
  int tx = threadIdx.x;
  float A = 0.f;
  int B = 0;
#pragma unroll 1
  for (int t = 0; t < 4; ++t) {
    __nvvm_cp_async_ca_shared_global_16(AS3(&Sf[tx * 4]), AS1((void *)&F[t * 128 + tx * 4]));
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 4; ++j)
      A += Sf[(tx + 32 * j) & 127];
    __syncthreads();
  }
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_ca_shared_global_4(AS3(&Si[tx]), AS1((void *)&I[t * 32 + tx]));
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 3; ++j)
      B = B * 3 + Si[(tx + 5 * j) & 31];
    __syncthreads();
  }
  OutF[tx] = A;
  OutI[tx] = B;
}

// Taken: a gather, the tile of each iteration read through an index
// (A[Idx[t]], as block-sparse and paged kernels do). The load of Idx is
// evaluated ahead, at iterations that run only (Idx has Tiles entries).
extern "C" __global__ void ring_gather(float *C, const int *Idx, const float *A,
                                       int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    int G = Idx[t];
    fill(&As[ty][tx], &A[G * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc = Acc * 0.5f + As[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: the copies, the commit and the wait as inline PTX, as hand-written
// kernels issue them (CP_ASYNC_CA-style macros), with 32-bit shared
// addresses from a cvta (clang's __cvta_generic_to_shared: the address of
// an address_space(3) pointer).
static __device__ __forceinline__ unsigned smemAddr(const void *P) {
  return (unsigned)(unsigned long long)(const __attribute__((address_space(3))) void *)P;
}
extern "C" __global__ void ring_asm(float *C, const float *A, const float *B,
                                    int Tiles) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(smemAddr(&As[ty][tx])),
                 "l"(&A[t * T * T + ty * T + tx]), "n"(4));
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(smemAddr(&Bs[ty][tx])),
                 "l"(&B[t * T * T + ty * T + tx]), "n"(4));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group %0;\n" ::"n"(0));
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: the copies committed and awaited by one cp.async.wait_all (a
// commit_group and a wait_group 0, PTX says; gau-nernst/learn-cuda's
// matmul_v5 waits so), as inline PTX and as the NVVM intrinsic.
#define WAIT_ALL_KERNEL(NAME, WAIT_ALL)                                     \
  extern "C" __global__ void NAME(float *C, const float *A, int Tiles) {    \
    __shared__ float As[T][T];                                              \
    int tx = threadIdx.x, ty = threadIdx.y;                                 \
    float Acc = 0;                                                          \
    for (int t = 0; t < Tiles; ++t) {                                       \
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(      \
                       smemAddr(&As[ty][tx])),                              \
                   "l"(&A[t * T * T + ty * T + tx]));                       \
      WAIT_ALL;                                                             \
      __syncthreads();                                                      \
      Acc += As[tx][ty] * As[ty][(tx + 1) % T];                             \
      __syncthreads();                                                      \
    }                                                                       \
    C[ty * T + tx] = Acc;                                                   \
  }
WAIT_ALL_KERNEL(ring_wait_all, asm volatile("cp.async.wait_all;\n" ::))
WAIT_ALL_KERNEL(ring_wait_all_nvvm, __nvvm_cp_async_wait_all())

// Refused: the barrier comes before any wait for the copies.
extern "C" __global__ void ring_no_wait(float *C, const float *A, int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
    __nvvm_cp_async_commit_group();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: the buffer is read after the loop, for good (nothing runs the
// loop again), where the ring leaves the last tile's bytes in it.
extern "C" __global__ void ring_read_after(float *C, const float *A, int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc + As[tx][ty];
}

// Tile t of A copied into As, waited for, and row ty of it summed into
// Acc between two barriers: the tile loop body of the next two kernels.
static __device__ __forceinline__ void sumTile(float (&As)[T][T],
                                               const float *A, int t,
                                               float &Acc) {
  int tx = threadIdx.x, ty = threadIdx.y;
  fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
  commitAndWait();
  __syncthreads();
#pragma unroll
  for (int k = 0; k < T; ++k)
    Acc += As[ty][k];
  __syncthreads();
}

// Refused: the buffer is read after the loop, and an outer loop runs the
// tile loop again (its other slots would then differ from the buffer).
extern "C" __global__ void ring_read_after_outer(float *C, const float *A,
                                                 int Tiles, int Rounds) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int r = 0; r < Rounds; ++r) {
    for (int t = 0; t < Tiles; ++t)
      sumTile(As, A, t, Acc);
    Acc += As[tx][ty];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Refused: the buffer is written before the loop.
extern "C" __global__ void ring_write_before(float *C, const float *A,
                                             int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  As[ty][tx] = 1.0f;
  __syncthreads();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t)
    sumTile(As, A, t, Acc);
  C[ty * T + tx] = Acc;
}

// Refused: no barrier ends the iteration's reads.
extern "C" __global__ void ring_no_end_barrier(float *C, const float *A,
                                               int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
  }
  C[ty * T + tx] = Acc;
}

// Refused: the loop also stores to the buffer.
extern "C" __global__ void ring_store(float *C, const float *A, int Tiles) {
  __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&As[ty][tx], &A[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
    __syncthreads();
    As[ty][tx] = 0;
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Refused: dynamic shared memory, whose size the launch sets.
extern "C" __global__ void ring_dynamic(float *C, const float *A, int Tiles) {
  extern __shared__ float Dyn[];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&Dyn[ty * T + tx], &A[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += Dyn[ty * T + k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Refused: a second 32 KiB slot would pass the 48 KiB of static shared
// memory PTX allows.
extern "C" __global__ void ring_too_big(float *C, const float *A, int Tiles) {
  __shared__ float Big[32 * T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    fill(&Big[ty][tx], &A[t * T * T + ty * T + tx]);
    commitAndWait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += Big[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}
