// ring_reentry.cu: a cp.async tile loop inside an outer loop whose rows
// rotate with the outer iteration (written for twill's tests; regenerate
// ring_reentry.ll with the command in ../async-ring-reentry.test). Each
// thread copies element (r, tx) of each 8x8 tile of A and B, r = (ty + o)
// & 7, and waits for it at once; the CTA's barriers order the rest. In the
// next outer iteration another thread copies to the bytes this one did.
#define T 8
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))

extern "C" __global__ void reentry(float *C, const float *A, const float *B,
                                   int Tiles, int O) {
  alignas(16) __shared__ float As[T][T];
  alignas(16) __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float Acc = 0;
  for (int o = 0; o < O; ++o) {
    int r = (ty + o) & 7;
    for (int t = 0; t < Tiles; ++t) {
      __nvvm_cp_async_ca_shared_global_4(AS3(&As[r][tx]),
                                         AS1(&A[t * 64 + r * 8 + tx]));
      __nvvm_cp_async_ca_shared_global_4(AS3(&Bs[r][tx]),
                                         AS1(&B[t * 64 + r * 8 + tx]));
      __nvvm_cp_async_commit_group();
      __nvvm_cp_async_wait_group(0);
      __syncthreads();
#pragma unroll
      for (int k = 0; k < T; ++k)
        Acc += As[ty][k] * Bs[k][tx];
      __syncthreads();
    }
    Acc *= 0.5f;
  }
  C[ty * 8 + tx] = Acc;
}
