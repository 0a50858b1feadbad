// tile_latency.cu: a tile loop whose compute is short next to a global load
// (written for twill's tests; regenerate tile_latency.ll with the command in
// ../tile-loop.test). Each of the 128 threads loads one element of the
// tile, the CTA waits at the barrier, then every thread reads 8 neighbours
// in a loop kept rolled. 40 KiB of shared memory keep five CTAs of 4 warps
// per SM: too few to hide the load behind the other CTAs' work.
#define TILE 128
__global__ void __launch_bounds__(128)
tile_latency(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float buf[TILE * 80];
  float acc = 0.0f;
  const float *p = in + threadIdx.x;
  for (int t = 0; t < tiles; ++t) {
    buf[threadIdx.x] = p[0];
    __syncthreads();
#pragma unroll 1
    for (int j = 0; j < 8; ++j)
      acc += buf[(threadIdx.x + j * 33) % TILE] * (float)(j + 1);
    __syncthreads();
    p += TILE;
  }
  out[blockIdx.x * TILE + threadIdx.x] = acc + buf[TILE * 79 + threadIdx.x % 8];
}
