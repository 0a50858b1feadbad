// ring_lowered.cu: a cp.async tile loop (inline-PTX copies into two
// buffers) whose ring loses a CTA in ptxas although both register estimates
// say one CTA (written for twill's tests, after kernel r60 of a sweep of
// unseen kernels; regenerate ring_lowered.ll with the command in
// ../async-ring-occupancy.test). 256 threads, 38 accumulators: plain is
// estimated above 128 registers, so plain and the ring are both at one CTA
// per SM, and both raised by 25% too; ptxas 13.0 gives plain 128 registers
// (two CTAs) and the 4-slot ring 162 (one). Only the estimates lowered by
// as much show the loss.
static __device__ __forceinline__ unsigned smemAddr(const void *P) {
  return (unsigned)(unsigned long long)(const __attribute__((
      address_space(3))) void *)P;
}

extern "C" __global__ void __launch_bounds__(256)
    lowered(float *__restrict__ Out, const float *__restrict__ In0,
            const float *__restrict__ In1, int Tiles) {
  alignas(16) __shared__ float4 S0[256];
  alignas(16) __shared__ float4 S1[256];
  int tx = threadIdx.x;
  float Acc[38];
#pragma unroll
  for (int I = 0; I < 38; ++I)
    Acc[I] = 0.25f * I;
  for (int T = 0; T < Tiles; ++T) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                     smemAddr(&S0[tx])),
                 "l"(&In0[(unsigned long)T * 1024 + tx * 4]));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(
                     smemAddr(&S1[tx])),
                 "l"(&In1[(unsigned long)T * 1024 + tx * 4]));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
#pragma unroll
    for (int I = 0; I < 38; ++I) {
      float4 V = S0[(tx + 5 * I) & 255];
      float4 W = S1[(tx * 3 + I) & 255];
      Acc[I] = __builtin_fmaf(Acc[I], V.x, W.y) + V.z * W.w;
    }
    __syncthreads();
  }
#pragma unroll
  for (int I = 0; I < 38; ++I)
    Out[tx * 38 + I] = Acc[I];
}
