// tile_local.cu: tile_latency.cu with its accumulator in local memory
// (written for twill's tests; regenerate tile_local.ll with the command in
// ../tile-loop.test). The inner loop indexes a four-float array by the
// loop counter, so the array stays in the thread's local memory and the
// tile loop's body stores to it: a store the next tile's global load may
// move above (no ld.global reads local memory, no other thread sees it).
#define TILE 128
__global__ void __launch_bounds__(128)
tile_local(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float buf[TILE * 80];
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  const float *p = in + threadIdx.x;
  for (int t = 0; t < tiles; ++t) {
    buf[threadIdx.x] = p[0];
    __syncthreads();
#pragma unroll 1
    for (int j = 0; j < 8; ++j)
      acc[j & 3] += buf[(threadIdx.x + j * 33) % TILE] * (float)(j + 1);
    __syncthreads();
    p += TILE;
  }
  out[blockIdx.x * TILE + threadIdx.x] =
      acc[threadIdx.x & 3] + acc[0] + buf[TILE * 79 + threadIdx.x % 8];
}
