// tile_lead.cu (tile-loop-leading-barrier.test): tile_latency.cu's loop
// rotated, as llm.c's matmul_forward_kernel4 writes its tile loop: the
// barrier that frees the buffer opens the iteration and the loads follow
// it. tile_lead_prewrite stores to global memory before the loop: its
// loads must stay behind the opening barrier, which may be what makes
// another thread's store seen. Regenerate tile_lead.ll with the command in
// the test.
#define TILE 128
#define TILE_LEAD_KERNEL(NAME, IN, BEFORE)                                     \
  __global__ void __launch_bounds__(128)                                       \
      NAME(IN *__restrict__ in, float *__restrict__ out, int tiles) {          \
    __shared__ float buf[TILE * 80];                                           \
    BEFORE;                                                                    \
    float acc = 0.0f;                                                          \
    const float *p = in + threadIdx.x;                                         \
    for (int t = 0; t < tiles; ++t) {                                          \
      __syncthreads();                                                         \
      buf[threadIdx.x] = p[0];                                                 \
      __syncthreads();                                                         \
      _Pragma("unroll 1") for (int j = 0; j < 8; ++j) acc +=                   \
          buf[(threadIdx.x + j * 33) % TILE] * (float)(j + 1);                 \
      p += TILE;                                                               \
    }                                                                          \
    out[blockIdx.x * TILE + threadIdx.x] =                                     \
        acc + buf[TILE * 79 + threadIdx.x % 8];                                \
  }

TILE_LEAD_KERNEL(tile_lead, const float, )
TILE_LEAD_KERNEL(tile_lead_prewrite, float, in[(threadIdx.x + 1) % TILE] = 1.0f)
