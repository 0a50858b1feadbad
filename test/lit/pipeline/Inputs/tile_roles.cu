// tile_roles.cu: warps that take two roles joined by barriers (written for
// twill's tests, see ../tile-loop.test): warp 0 writes the tile into global
// memory, the other warps read it back after the barrier. The readers'
// loop has the shape of a tile loop, but moving its loads ahead of the
// barrier would read the tile before warp 0 has written it.
__global__ void __launch_bounds__(128)
tile_roles(float *buf, float *out, int tiles) {
  __shared__ float s[128];
  float acc = 0.0f;
  if (threadIdx.x < 32) {
    for (int t = 0; t < tiles; ++t) {
      buf[t * 32 + threadIdx.x] = (float)(t + threadIdx.x);
      __syncthreads();
      __syncthreads();
    }
  } else {
    for (int t = 0; t < tiles; ++t) {
      __syncthreads();
      s[threadIdx.x] = buf[t * 32 + threadIdx.x % 32];
      __syncthreads();
#pragma unroll 1
      for (int j = 0; j < 4; ++j)
        acc += s[32 + (threadIdx.x + j) % 96];
    }
  }
  out[threadIdx.x] = acc;
}
