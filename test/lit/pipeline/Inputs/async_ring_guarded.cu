// async_ring_guarded.cu: tile loops whose cp.async copies run under a guard
// (`if (tx < 4)`, as cuda-samples' MatrixMulAsyncCopyLargeChunk has a
// quarter of the threads copy 16 bytes each), for the cp.async ring
// (TileLoop.h, AsyncRingPlan, "Guarded copies"): the guard loop-invariant,
// with the commit and the wait after it or inside it, as intrinsics or
// inline PTX, around an unrolled or an inner compute loop, a guard of two
// tests, copies both outside and under the guard, an if-then-else whose
// sides both copy, two guards in a row; and a guard that depends on the
// tile, which the ring must refuse. Written for these tests;
// async_ring_guarded.ll is made from it as
// test/lit/pipeline/async-ring-guarded.test says.
// (cuda_shim.h is given with -include, as for async_ring.cu)

#define T 16
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))

// Taken: a quarter of the threads copy 16 bytes of each matrix; the commit,
// the wait and the barrier come after the guard.
extern "C" __global__ void guard_after(float *C, const float *A,
                                       const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[ty][t4x]),
                                          AS1(&A[t * T + wA * ty + t4x]));
      __nvvm_cp_async_ca_shared_global_16(AS3(&Bs[ty][t4x]),
                                          AS1(&B[t * T * wA + wA * ty + t4x]));
    }
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: the commit and the wait inside the guard too, as LargeChunk's
// cuda::pipeline calls are (only the copying threads wait).
extern "C" __global__ void guard_inside(float *C, const float *A,
                                        const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[ty][t4x]),
                                          AS1(&A[t * T + wA * ty + t4x]));
      __nvvm_cp_async_ca_shared_global_16(AS3(&Bs[ty][t4x]),
                                          AS1(&B[t * T * wA + wA * ty + t4x]));
      __nvvm_cp_async_commit_group();
      __nvvm_cp_async_wait_group(0);
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: the guarded copies as inline PTX with 32-bit shared addresses, the
// compute an inner loop (the tile loop is an outer loop).
static __device__ __forceinline__ unsigned smemAddr(const void *P) {
  return (unsigned)(unsigned long long)(const __attribute__((address_space(3))) void *)P;
}
extern "C" __global__ void guard_asm_outer(float *C, const float *A,
                                           int Tiles, int Inner) {
  alignas(16) __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 4)
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smemAddr(&As[ty][tx * 4])),
                   "l"(&A[t * T * T + ty * T + tx * 4]));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_all;\n" ::);
    __syncthreads();
#pragma unroll 1
    for (int k = 0; k < Inner; ++k)
      Acc = Acc * 0.75f + As[ty][k & (T - 1)];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: a guard of two tests (tx < 4 && ty < 8: 32 threads copy 16 bytes
// each of an 8x16 tile), which SelectionDAG lowers to one negated branch
// (`@!%p bra`, CBranchOther).
extern "C" __global__ void guard_and(float *C, const float *A, int Tiles) {
  alignas(16) __shared__ float As[T / 2][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 4 && ty < 8)
      __nvvm_cp_async_ca_shared_global_16(
          AS3(&As[ty][tx * 4]), AS1(&A[t * T * T / 2 + ty * T + tx * 4]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc = Acc * 0.5f + As[ty % 8][k] * As[k % 8][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Refused: the guard depends on the tile (its last rows), so a slot would
// keep, where no copy writes it, another tile's bytes than the one buffer.
extern "C" __global__ void guard_tile(float *C, const float *A, int Tiles,
                                      int Rows) {
  alignas(16) __shared__ float As[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t * T + ty < Rows)
      __nvvm_cp_async_ca_shared_global_4(AS3(&As[ty][tx]),
                                         AS1(&A[(t * T + ty) * T + tx]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: one copy under the guard and one before it (every thread copies
// 4 bytes of B, a quarter of them 16 bytes of A), each re-issued in its own
// block.
extern "C" __global__ void guard_split(float *C, const float *A,
                                       const float *B, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_ca_shared_global_4(AS3(&Bs[ty][tx]),
                                       AS1(&B[t * T * T + ty * T + tx]));
    if (tx < 4)
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[ty][tx * 4]),
                                          AS1(&A[t * T * T + ty * T + tx * 4]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Taken: an if-then-else whose two sides copy (the first 16 threads 16
// bytes of A each, the other 48 threads 4 bytes of B each); the prologue
// predicates each side's copies with its side of the guard.
extern "C" __global__ void __launch_bounds__(64)
    guard_else(float *C, const float *A, const float *B, int Tiles) {
  alignas(16) __shared__ float As[64];
  alignas(16) __shared__ float Bs[48];
  int tx = threadIdx.x;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 16)
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[tx * 4]),
                                          AS1(&A[t * 64 + tx * 4]));
    else
      __nvvm_cp_async_ca_shared_global_4(AS3(&Bs[tx - 16]),
                                         AS1(&B[t * 48 + tx - 16]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 4; ++j)
      Acc = Acc * 0.5f + As[(tx + 16 * j) & 63] * Bs[(tx + j * 5) % 48];
    __syncthreads();
  }
  C[tx] = Acc;
}

// Taken: two guards one after the other (a quarter of the threads by tx
// copy A, a quarter by ty copy B), each copy re-issued under its guard.
extern "C" __global__ void guard_two(float *C, const float *A, const float *B,
                                     int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 4)
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[ty][tx * 4]),
                                          AS1(&A[t * T * T + ty * T + tx * 4]));
    if (ty < 4)
      __nvvm_cp_async_ca_shared_global_16(AS3(&Bs[tx][ty * 4]),
                                          AS1(&B[t * T * T + tx * T + ty * 4]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Refused: a copy outside the guard, but the commit and the wait under it
// (a thread that skips the guard would leave its copy uncommitted).
extern "C" __global__ void guard_split_commit(float *C, const float *A,
                                              const float *B, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    __nvvm_cp_async_ca_shared_global_4(AS3(&Bs[ty][tx]),
                                       AS1(&B[t * T * T + ty * T + tx]));
    if (tx < 4) {
      __nvvm_cp_async_ca_shared_global_16(AS3(&As[ty][tx * 4]),
                                          AS1(&A[t * T * T + ty * T + tx * 4]));
      __nvvm_cp_async_commit_group();
      __nvvm_cp_async_wait_group(0);
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}
