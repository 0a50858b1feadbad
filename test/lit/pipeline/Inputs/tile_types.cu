// tile_types.cu: an innermost tile loop whose loads of the tile are
// ld.global.nc of every width NVPTX gives them (a float4's fields, a
// double, a 64-bit integer, a 16-bit and an 8-bit one, a vector of four
// floats), for the pinned next-tile
// loads' rewrite as coherent ld.global (MemAccess.cpp,
// rewriteAsCoherentLoad: the 8-bit load, which NVPTX loads into a 16-bit
// register under other opcodes, stays ld.global.nc). Written for twill's
// tests (one CTA of 1,024 threads per SM, which double buffering keeps);
// tile_types.ll is made from it as
// test/lit/pipeline/tile-loop-coherent.test says.
typedef float v4f __attribute__((ext_vector_type(4)));
extern "C" __global__ void __launch_bounds__(1024)
    tile_types(const float4 *__restrict__ A, const double *__restrict__ B,
               const long long *__restrict__ C, const unsigned short *__restrict__ D,
               const unsigned char *__restrict__ E, const v4f *__restrict__ F,
               float *Out, int Tiles) {
  __shared__ float4 As[1024];
  __shared__ double Bs[1024];
  __shared__ long long Cs[1024];
  __shared__ unsigned short Ds[1024];
  __shared__ unsigned char Es[1024];
  __shared__ v4f Fs[1024];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < Tiles; ++k) {
    float4 a = A[k * 1024 + t];
    a.x += 1.0f;
    As[t] = a;
    Bs[t] = B[k * 1024 + t];
    Cs[t] = C[k * 1024 + t];
    Ds[t] = D[k * 1024 + t];
    Es[t] = E[k * 1024 + t];
    Fs[t] = F[k * 1024 + t] * 2.0f;
    __syncthreads();
    int u = (t * 5 + 3) & 1023;
    float4 v = As[u];
    acc += v.x * v.y + v.z * v.w + (float)Bs[u] + (float)Cs[u] + Ds[u] + Es[u] +
           Fs[u].x - Fs[u].w;
    __syncthreads();
  }
  Out[t] = acc;
}
