// counter_branches.cu: tile loops whose cuda::pipeline waits are a switch
// on head - tail - 1 (cuda_shim.h's consumer_wait, as libcu++'s: 8-bit
// counters of the stages committed and waited for), for the fold of
// branches on a constant sum of counters (CounterBranches.h). Folded: the
// copies, commit and wait under a loop-invariant guard (cuda-samples'
// MatrixMulAsyncCopyLargeChunk's shape, here with the guard on ty), and
// the wait outside the guard (its count is constant in each thread but
// differs between the threads that copy and those that do not: a case
// split). Not folded: two commits a tile for one wait (the count grows by
// one a tile), and a guard that depends on the tile. And hand-written counters tested with
// `head == tail`, and a switch on a masked sum of counters that is not
// constant (mask_after_add). Written for these tests; counter_branches.ll is made from
// it as test/lit/pipeline/counter-branches.test says.
// (cuda_shim.h is given with -include)

#define T 16

// Folded: the copying threads (ty < 4) copy, commit and wait.
extern "C" __global__ void guard_ty(float *C, const float *A, const float *B,
                                    int wA, int Tiles) {
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
      cuda::memcpy_async(&Bs[tx][ty * 4], &B[(t * T + tx) * T + ty * 4],
                         Shape, Pipe);
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

// Folded by a case split: every thread waits, but only a quarter commit;
// the others return from consumer_wait at once (head == tail). In each
// thread the count is constant (1 or 0), so the wait becomes
// `if (t4x < T) wait_group 0`, and the ring then takes the loop.
extern "C" __global__ void wait_outside(float *C, const float *A,
                                        const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape,
                         Pipe);
      Pipe.producer_commit();
    }
    Pipe.consumer_wait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[ty * T + tx] = Acc;
}

// Not folded: two commits a tile (the second an empty stage) and one wait,
// so the wait's count grows by one a tile and the switch picks another
// case every tile.
extern "C" __global__ void two_commits(float *C, const float *A,
                                       const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T) {
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape,
                         Pipe);
      Pipe.producer_commit();
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

// Not folded: the guard depends on the tile, so the tiles a thread skips
// neither commit nor wait, and nothing makes the count constant where the
// proof could see it.
extern "C" __global__ void tile_guard(float *C, const float *A,
                                      const float *B, int wA, int Tiles) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, t4x = tx * 4;
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  float Acc = 0;
  for (int t = 0; t < Tiles; ++t) {
    if (t4x < T && (t & 1) == 0) {
      cuda::memcpy_async(&As[ty][t4x], &A[t * T + wA * ty + t4x], Shape, Pipe);
      cuda::memcpy_async(&Bs[ty][t4x], &B[(t * T + ty) * T + t4x], Shape,
                         Pipe);
      Pipe.producer_commit();
    }
    if ((t & 1) == 0)
      Pipe.consumer_wait();
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      Acc += As[ty][k] * Bs[k][tx];
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

// Not folded: (x & 15) + y is 0 modulo 16 in every iteration (x steps 1, y
// 15), but its low byte, which the switch tests, is 0, 16, 32, ...: the
// mask keeps 8 bits of a value known to 4.
extern "C" __global__ void mask_after_add(float *C, const float *A,
                                          int Tiles) {
  int tx = threadIdx.x;
  unsigned char X = 0, Y = 0;
#pragma unroll 1
  for (int t = 0; t < Tiles; ++t) {
    float V = A[t * 32 + tx];
    switch ((unsigned char)((X & 15) + Y)) {
    case 0:
      C[64 + t * 96 + tx] = V;
      break;
    case 16:
      C[96 + t * 96 + tx] = V;
      break;
    default:
      C[128 + t * 96 + tx] = V;
      break;
    }
    X += 1;
    Y += 15;
  }
  C[tx] = X;
  C[32 + tx] = Y;
}

// Folded: a - b is 1 in every iteration that reaches the switch (a counts
// under the guard, before the switch; b after it), so the switch goes to
// its first case; its third case, which leaves the loop through a block
// that joins the loop's other paths (return), goes with the others. The
// block that joins them then branches on what was a PHI of that join: an
// earlier merge of such a block left its branch reading the erased PHI.
extern "C" __global__ void dead_exit(float *out, const float *in, int n) {
  int tx = threadIdx.x, a = 0, b = 0;
  float x = 0, y = 0;
#pragma unroll 1
  for (int i = 0; i < n; ++i) {
    float v = in[i * 32 + tx];
    if (tx < 8) {
      a++;
      switch (a - b) {
      case 1: x += v; break;
      case 2: y -= v; break;
      case 3: {
        float t = v * 2.f + y;
        if (t > 0.f) {
          out[32 + ((tx * 5) & 31)] = t;
          return;
        }
        y += t;
        break;
      }
      default: x += 100.f; break;
      }
    }
    b++;
  }
  out[tx] = x;
  out[32 + tx] = y;
}

// Folded by a case split on a guard that LLVM merged into the early
// return's test: a double buffer whose prologue commits two stages, then
// per tile the copying threads (tx < 16) wait for the older one, the CTA
// computes it, and they refill its buffer two tiles ahead (the last two
// commits are empty). The header tests `tx >= 16 || head == tail`: where
// tx < 16 the count is 2 in every iteration (one commit, one wait each),
// so that branch becomes a branch on the guard's predicate and the wait a
// `cp.async.wait_group 1` under it; where tx >= 16 the switch is never
// reached.
extern "C" __global__ void two_stages(float *out, const float *in, int n) {
  alignas(16) __shared__ float S[2][64];
  const auto Shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> Pipe = cuda::make_pipeline();
  int tx = threadIdx.x;
  float Acc = 0;
  for (int St = 0; St < 2; ++St) {
    if (tx < 16 && St < n)
      cuda::memcpy_async(&S[St][tx * 4], &in[St * 64 + tx * 4], Shape, Pipe);
    Pipe.producer_commit();
  }
  for (int i = 0; i < n; ++i) {
    if (tx < 16)
      Pipe.consumer_wait();
    __syncthreads();
#pragma unroll
    for (int j = 0; j < 4; ++j)
      Acc += S[i & 1][(tx * 2 + j * 7) & 63];
    __syncthreads();
    Pipe.consumer_release();
    if (tx < 16) {
      if (i + 2 < n)
        cuda::memcpy_async(&S[i & 1][tx * 4], &in[(i + 2) * 64 + tx * 4],
                           Shape, Pipe);
      Pipe.producer_commit();
    }
  }
  out[tx] = Acc;
}
