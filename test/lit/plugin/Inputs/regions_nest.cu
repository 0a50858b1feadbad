// regions_nest.cu: loop nests inside outer loops, written for twill's tests
// (regions-nest.test; regenerate regions_nest.ll with the command there):
// n1 a nest of three loops with constant trips up to 2^30 (the figures are
// capped, never overflow); n2 an if-then-else whose arms are loops, one with
// a break (several exits: not a region); n3 a guarded nest whose inner loop
// returns; n4 while/do-while nest with a goto out; n5 a tile loop whose
// store and compute loops are nests of constant trips.
__global__ void n1(float *out, const float *in, int n) {
  __shared__ float s[256];
  float acc = 0;
  for (int t = 0; t < n; ++t) {
    s[threadIdx.x] = in[t * 256 + threadIdx.x];
    __syncthreads();
    for (int i = 0; i < (1 << 30); ++i)
      for (int j = 0; j < 1024; ++j)
        for (int k = 0; k < 1024; ++k)
          acc += s[(i + j + k) & 255];
    __syncthreads();
  }
  out[threadIdx.x] = acc;
}
__global__ void n2(float *out, const float *in, int n, int m) {
  __shared__ float s[256];
  float acc = 0;
  for (int t = 0; t < n; ++t) {
    if (m > 3) {
      for (int i = 0; i < m; ++i) {
        if (in[i] < 0) break;
        acc += in[i];
      }
    } else {
      for (int i = 0; i < n; ++i) acc *= in[i];
    }
    s[threadIdx.x] = acc;
    __syncthreads();
    acc += s[(threadIdx.x + 1) & 255];
    __syncthreads();
  }
  out[threadIdx.x] = acc;
}
__global__ void n3(float *out, const float *in, int n, int m) {
  float acc = 0;
  for (int t = 0; t < n; ++t) {
    if (threadIdx.x < m) {
      for (int i = 0; i < m; ++i) {
        for (int j = 0; j < i; ++j) {
          if (in[j] == 7.f) return;
          acc += in[i * j];
        }
      }
    }
    __syncthreads();
  }
  out[threadIdx.x] = acc;
}
__global__ void n4(float *out, const float *in, int n, int m) {
  float acc = 0;
  for (int t = 0; t < n; ++t) {
    int i = 0;
    while (in[i] > 0) {
      int j = 0;
      do { acc += in[j + i]; ++j; } while (in[j] < acc);
      ++i;
      if (i > m) goto done;
    }
    acc += 1;
  }
done:
  out[threadIdx.x] = acc;
}
__global__ void n5(float *out, const float *in, int n) {
  __shared__ float s[4][256];
  float acc = 0;
  for (int t = 0; t < n; ++t) {
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 4; ++b)
        s[a][threadIdx.x] = in[(t * 16 + a * 4 + b) * 256 + threadIdx.x];
    __syncthreads();
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 4; ++b)
        for (int c = 0; c < 4; ++c)
          acc += s[a][(threadIdx.x + b + c) & 255];
    __syncthreads();
  }
  out[threadIdx.x] = acc;
}
