// launch_bounds_cap.cu: one loop of global loads in three kernels that
// differ only in their launch bounds, for pipeline/launch-bounds-cap.test
// (the register budget with the cost model off). Written for the test.
#define DOT_LOOP                                                           \
  float Acc = 0.f;                                                         \
  for (int i = 0; i < N; ++i)                                              \
    Acc += A[i * S + threadIdx.x] * B[i * S + threadIdx.x] + C[i];         \
  Out[blockIdx.x * blockDim.x + threadIdx.x] = Acc;

/// 1024 threads and 2 CTAs an SM: ptxas caps registers at 32.
extern "C" __global__ void __launch_bounds__(1024, 2)
    capped32(float *Out, const float *A, const float *B, const float *C,
             int N, int S) {
  DOT_LOOP
}
/// 1024 threads, one CTA: 64.
extern "C" __global__ void __launch_bounds__(1024)
    capped64(float *Out, const float *A, const float *B, const float *C,
             int N, int S) {
  DOT_LOOP
}
/// No launch bounds: the block size is assumed, and ptxas caps nothing.
extern "C" __global__ void uncapped(float *Out, const float *A,
                                   const float *B, const float *C, int N,
                                   int S) {
  DOT_LOOP
}
