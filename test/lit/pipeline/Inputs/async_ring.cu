// async_ring.cu: tile loops that fill shared memory with cp.async and wait for it at once,
// for the cp.async ring (TileLoop.h, AsyncRingPlan): one the ring takes
// (an outer tile loop around an inner compute loop, and zero-filling
// copies) and variants it must
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

// Refused: the buffer is read after the loop.
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
