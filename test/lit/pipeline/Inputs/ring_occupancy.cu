// ring_occupancy.cu: a cp.async tile loop whose ring the register estimate
// says would cost a CTA (written for twill's tests, after a kernel of a
// sweep of unseen kernels; regenerate ring_occupancy.ll with the command
// in ../async-ring-occupancy.test). 512 threads, 20 accumulators, float4
// reads of one 8 KiB buffer: plain is estimated at 2 CTAs per SM and the
// ring at 1, while both estimates raised by 25% give 1, so only the test
// at the estimates themselves says so. (ptxas 13.0 gives plain 68
// registers and this 4-slot ring 64, no spill: here the rule is only
// cautious. The sweep's kernel, which differs in its reads, got 64
// registers and a 16-byte spill for its ring, plain 69.)
#define AS3(p) ((__attribute__((address_space(3))) void *)(void *)(p))
#define AS1(p) ((__attribute__((address_space(1))) void *)(void *)(p))

extern "C" __global__ void __launch_bounds__(512)
    occupancy(float *__restrict__ Out, const float *__restrict__ In,
              int Tiles) {
  alignas(16) __shared__ float4 S[512];
  int tx = threadIdx.x;
  float Acc[20];
#pragma unroll
  for (int I = 0; I < 20; ++I)
    Acc[I] = 0.25f * I;
  for (int T = 0; T < Tiles; ++T) {
    __nvvm_cp_async_ca_shared_global_16(AS3(&S[tx]),
                                        AS1((void *)&In[T * 2048 + tx * 4]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(0);
    __syncthreads();
#pragma unroll
    for (int I = 0; I < 20; ++I) {
      float4 V = S[(tx + 5 * I) & 511];
      Acc[I] = __builtin_fmaf(Acc[I], V.x, V.y) + V.z * V.w;
    }
    __syncthreads();
  }
#pragma unroll
  for (int I = 0; I < 20; ++I)
    Out[tx * 20 + I] = Acc[I];
}
