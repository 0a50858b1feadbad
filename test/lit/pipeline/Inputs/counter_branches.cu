// counter_branches.cu: tile loops whose cuda::pipeline waits are a switch
// on committed - released (cuda_shim.h's consumer_wait, as libcu++'s), for
// the fold of branches on a constant sum of counters (CounterBranches.h).
// Folded: the commit under a loop-invariant guard and the release after it
// (cuda-samples' MatrixMulAsyncCopyLargeChunk's shape, here with the guard
// on ty), and both under the guard. Not folded: no release (the count
// grows by one a tile: the switch must stay), and a guard that depends on
// the tile (a tile that skips the commit still releases). Written for these
// tests; counter_branches.ll is made from it as
// test/lit/pipeline/counter-branches.test says.
// (cuda_shim.h is given with -include)

#define T 16

// Folded: the copying threads commit and wait under the guard, every
// thread releases.
extern "C" __global__ void release_after(float *C, const float *A,
                                         const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (ty < 4) {
      Pipe.producer_acquire();
      cuda::memcpy_async(&As[tx][ty * 4], &A[t * T + wA * tx + ty * 4], Shape,
                         Pipe);
      cuda::memcpy_async(&Bs[tx][ty * 4], &B[(t * T + tx) * T + ty * 4], Shape,
                         Pipe);
      Pipe.producer_commit();
      Pipe.consumer_wait();
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    Pipe.consumer_release();
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Folded: the release under the guard as well.
extern "C" __global__ void release_inside(float *C, const float *A,
                                          const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      Pipe.producer_acquire();
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape, Pipe);
      Pipe.producer_commit();
      Pipe.consumer_wait();
      Pipe.consumer_release();
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Not folded: nothing is released, so the wait's count is the tile's
// index, and the switch picks another case every tile.
extern "C" __global__ void no_release(float *C, const float *A, const float *B,
                                      int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      Pipe.producer_acquire();
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape, Pipe);
      Pipe.producer_commit();
      Pipe.consumer_wait();
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Not folded: the guard depends on the tile, so a thread commits in some
// tiles only but releases in every one, and the count drifts.
extern "C" __global__ void tile_guard(float *C, const float *A, const float *B,
                                      int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T && (t & 1) == 0) {
      Pipe.producer_acquire();
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape, Pipe);
      Pipe.producer_commit();
      Pipe.consumer_wait();
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    Pipe.consumer_release();
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Not folded: Head - Tail is 0 where it is tested, but the side the test
// rules out leaves the loop (a break), and the fold erases no block that
// leaves the loop (the exit's code may read what it computes).
extern "C" __global__ void exit_side(float *C, const float *A, int Tiles) {
  int tx = threadIdx.x;
  int Head = 0, Tail = 0;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 8) {
      ++Head;
      if (Head - Tail != 1) {
        Acc *= 2;
        if (Acc > 100)
          break;
      }
      Acc += A[t * 8 + tx];
    }
    ++Tail;
  }
  C[tx] = Acc;
}

// Folded: the same test (head == tail, a setp on two registers), the
// ruled-out side a store that stays in the loop.
extern "C" __global__ void inner_side(float *C, const float *A, int Tiles) {
  int tx = threadIdx.x;
  int Head = 0, Tail = 0;
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (tx < 8) {
      ++Head;
      if (Head - Tail != 1)
        C[32 + t * 32 + tx] = Acc;
      Acc += A[t * 8 + tx];
    }
    ++Tail;
  }
  C[tx] = Acc;
}
