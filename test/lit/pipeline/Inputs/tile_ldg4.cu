// tile_latency.cu with each thread's part of the tile loaded as four
// floats by one ld.global.nc.v4.f32 (clang's __nvvm_ldg_f4, what CUDA's
// __ldg(const float4 *) is): NVPTX's vector LDG, which a tile loop may
// issue early like the scalar one.
#define TILE 128
typedef float f4 __attribute__((ext_vector_type(4)));
__global__ void __launch_bounds__(128)
tile_ldg4(const f4 *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ f4 buf[TILE * 20];
  float acc = 0.0f;
  const f4 *p = in + threadIdx.x;
  for (int t = 0; t < tiles; ++t) {
    buf[threadIdx.x] = __nvvm_ldg_f4(p);
    __syncthreads();
#pragma unroll 1
    for (int j = 0; j < 8; ++j) {
      f4 v = buf[(threadIdx.x + j * 33) % TILE];
      acc += (v.x + v.y * v.z - v.w) * (float)(j + 1);
    }
    __syncthreads();
    p += TILE;
  }
  out[blockIdx.x * TILE + threadIdx.x] = acc + buf[TILE * 19 + threadIdx.x % 8].x;
}
