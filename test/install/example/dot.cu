// A dot product, the loop the plugin software-pipelines (compiled without
// CUDA's headers: the qualifiers are clang's attributes). Not unrolled, so
// that the loop the remarks name is the one written here.
#define __global__ __attribute__((global))

extern "C" __global__ void dot(const float *__restrict__ A,
                               const float *__restrict__ B,
                               float *__restrict__ Out, int N) {
  float Acc = 0.0f;
#pragma unroll 1
  for (int I = 0; I < N; ++I)
    Acc += A[I] * B[I];
  *Out = Acc;
}
