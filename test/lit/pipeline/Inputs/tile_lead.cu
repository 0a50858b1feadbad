// tile_lead.cu (tile-loop-leading-barrier.test): tile_latency.cu's loop
// rotated, as llm.c's matmul_forward_kernel4 writes its tile loop: the
// barrier that frees the buffer opens the iteration and the loads follow
// it. Regenerate tile_lead.ll with the command in the test.
#define TILE 128
__global__ void __launch_bounds__(128)
tile_lead(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float buf[TILE * 80];
  float acc = 0.0f;
  const float *p = in + threadIdx.x;
  for (int t = 0; t < tiles; ++t) {
    __syncthreads();
    buf[threadIdx.x] = p[0];
    __syncthreads();
#pragma unroll 1
    for (int j = 0; j < 8; ++j)
      acc += buf[(threadIdx.x + j * 33) % TILE] * (float)(j + 1);
    p += TILE;
  }
  out[blockIdx.x * TILE + threadIdx.x] = acc + buf[TILE * 79 + threadIdx.x % 8];
}
// The same, with a global store before the loop: its loads must stay behind
// the opening barrier, which may be what makes another thread's store seen.
__global__ void __launch_bounds__(128)
tile_lead_prewrite(float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float buf[TILE * 80];
  in[(threadIdx.x + 1) % TILE] = 1.0f;
  float acc = 0.0f;
  const float *p = in + threadIdx.x;
  for (int t = 0; t < tiles; ++t) {
    __syncthreads();
    buf[threadIdx.x] = p[0];
    __syncthreads();
#pragma unroll 1
    for (int j = 0; j < 8; ++j)
      acc += buf[(threadIdx.x + j * 33) % TILE] * (float)(j + 1);
    p += TILE;
  }
  out[blockIdx.x * TILE + threadIdx.x] = acc + buf[TILE * 79 + threadIdx.x % 8];
}
