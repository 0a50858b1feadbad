// outer_guarded.cu: a tile loop around an inner loop whose body is an
// if-then (written for twill's tests; regenerate outer_guarded.ll with the
// command in ../regions-guarded.test). The inner loop of three blocks is one
// compute-loop region of the outer loop, costed at its 8 iterations.
__global__ void __launch_bounds__(128)
outer_guarded(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    const float *p = in + t * 128 + threadIdx.x;
#pragma unroll 1
    for (int j = 0; j < 8; ++j) {
      float v = p[j * 16];
      acc += v;
      if (v > 0.0f)
        out[threadIdx.x + j] = v;
    }
    out[128 + t] = acc;
  }
}
