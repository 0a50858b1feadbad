// outer_zero_trip.cu: a tile loop around an inner loop of n iterations, n
// unknown (written for twill's tests; regenerate outer_zero_trip.ll with the
// command in ../regions-guarded.test, file name changed). clang guards the
// inner loop (n > 0) around its preheader, so it is a region behind a
// zero-trip guard; the results are stored under a guard of several blocks
// (an if-then inside the then-part), one guarded region.
__global__ void __launch_bounds__(128)
outer_zero_trip(const float *__restrict__ in, float *__restrict__ out,
                int tiles, int n) {
  for (int t = 0; t < tiles; ++t) {
    const float *p = in + t * 128 + threadIdx.x;
    float acc = 0.0f;
#pragma unroll 1
    for (int j = 0; j < n; ++j)
      acc += p[j * 16];
    if (acc > 0.0f) {
      out[t * 128 + threadIdx.x] = acc;
      if (acc > 1.0f)
        out[tiles * 128 + t] = acc;
    }
  }
}

// guard_then_loop: a guarded part of three blocks (an if-then inside the
// then-part) followed by an inner loop of 8 iterations: the part is one
// guarded region, found past the inner loop that follows its join.
__global__ void __launch_bounds__(128)
guard_then_loop(const float *__restrict__ in, float *__restrict__ out,
                int tiles) {
  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    const float *p = in + t * 128 + threadIdx.x;
    float v = p[0];
    if (v > 0.0f) {
      out[t * 128 + threadIdx.x] = v;
      if (v > 1.0f)
        out[tiles * 128 + t] = v;
    }
#pragma unroll 1
    for (int j = 0; j < 8; ++j)
      acc += p[j * 16];
    out[2 * tiles * 128 + t] = acc;
  }
}
