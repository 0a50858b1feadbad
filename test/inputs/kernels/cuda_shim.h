// cuda_shim.h: the few CUDA definitions the kernels of this directory need,
// for clang-19 without CUDA headers (-nocudainc -nocudalib). The kernels keep
// their code as written upstream; only what the CUDA headers would declare is
// defined here:
//   - the qualifiers (__global__, __device__, __shared__, __launch_bounds__);
//   - threadIdx / blockIdx / blockDim / gridDim as small macros over clang's
//     NVVM special-register builtins (__nvvm_read_ptx_sreg_*);
//   - the math functions the kernels call. expf is the
//     fast-math form (ex2.approx of x * log2(e), as nvcc --use_fast_math
//     and __expf give), sqrtf the IEEE one (sqrt.rn.f32); __syncthreads is
//     a clang builtin (bar.sync 0);
//   - a minimal cooperative_groups (thread_block, this_thread_block, sync:
//     a block-wide barrier) for the cuda-samples reduction;
//   - half and nvcuda::wmma's m16n16k16 fragments (at the end) for the
//     cuda-samples wmma GEMM.
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __forceinline__ __attribute__((always_inline)) inline
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

typedef unsigned int uint;
#define NULL 0
#define INFINITY __builtin_inff()
#define FLT_MAX 3.40282347e+38F

struct twill_uint3 {
  unsigned x, y, z;
};
#define TWILL_SREG3(NAME)                                                      \
  (twill_uint3{(unsigned)__nvvm_read_ptx_sreg_##NAME##_x(),                    \
               (unsigned)__nvvm_read_ptx_sreg_##NAME##_y(),                    \
               (unsigned)__nvvm_read_ptx_sreg_##NAME##_z()})
#define threadIdx TWILL_SREG3(tid)
#define blockIdx TWILL_SREG3(ctaid)
#define blockDim TWILL_SREG3(ntid)
#define gridDim TWILL_SREG3(nctaid)

static __device__ __forceinline__ float expf(float X) {
  return __nvvm_ex2_approx_f(X * 1.4426950408889634f);
}
static __device__ __forceinline__ float sqrtf(float X) {
  return __nvvm_sqrt_rn_f(X);
}

namespace cooperative_groups {
struct thread_block {};
static __device__ __forceinline__ thread_block this_thread_block() {
  return thread_block{};
}
static __device__ __forceinline__ void sync(thread_block) { __syncthreads(); }
} // namespace cooperative_groups

// float4 as CUDA's vector_types.h declares it (16-byte aligned).
struct __attribute__((aligned(16))) float4 {
  float x, y, z, w;
};

// ---- realkernels: additions for the kernels collected on branch realkernels
// (flashattn_minimal_forward, cudasamples_g2s_*). Kept in one block so that
// other branches' additions to this file merge beside it.
// __expf: CUDA's fast exponential (ex2.approx of x * log2(e)), as expf above.
static __device__ __forceinline__ float __expf(float X) {
  return __nvvm_ex2_approx_f(X * 1.4426950408889634f);
}
// max(float, float): CUDA's overload, fmaxf (max.f32).
static __device__ __forceinline__ float max(float A, float B) {
  return __builtin_fmaxf(A, B);
}
// cuda::pipeline<cuda::thread_scope_thread>, cuda::make_pipeline,
// cuda::aligned_size_t and cuda::memcpy_async as libcu++ (<cuda/pipeline>,
// CCCL) gives them on sm_80 and later, for the cuda-samples
// globalToShmemAsyncCopy kernels: a copy of 4, 8 or 16 aligned bytes is one
// cp.async.ca.shared.global; the pipeline keeps two 8-bit counters, the
// stages committed (head) and waited for (tail); producer_commit is inline
// PTX cp.async.commit_group and counts a stage; consumer_wait returns at
// once where every committed stage was waited for, else waits for all but
// the head - tail - 1 latest (inline PTX cp.async.wait_group N, N an
// immediate: a switch, N capped at 8) and counts one more waited for;
// consumer_release and producer_acquire have nothing to do for a
// thread-scope pipeline. (Written here from libcu++'s documented
// behaviour, not copied.)
typedef decltype(sizeof(0)) size_t;
namespace cuda {
enum thread_scope {
  thread_scope_system,
  thread_scope_device,
  thread_scope_block,
  thread_scope_thread
};
template <size_t Align> struct aligned_size_t {
  size_t value;
  explicit constexpr __host__ __device__ aligned_size_t(size_t V) : value(V) {}
};
template <thread_scope Scope> class pipeline;
template <> class pipeline<thread_scope_thread> {
  unsigned char Head = 0, Tail = 0;

  template <int Prior> __device__ __forceinline__ void waitPrior() {
    asm volatile("cp.async.wait_group %0;" ::"n"(Prior < 8 ? Prior : 8));
  }

public:
  __device__ __forceinline__ void producer_acquire() {}
  __device__ __forceinline__ void producer_commit() {
    asm volatile("cp.async.commit_group;");
    ++Head;
  }
  __device__ __forceinline__ void consumer_wait() {
    if (Head == Tail)
      return;
    unsigned char Prior = Head - Tail - 1;
    switch (Prior) {
    case 0: waitPrior<0>(); break;
    case 1: waitPrior<1>(); break;
    case 2: waitPrior<2>(); break;
    case 3: waitPrior<3>(); break;
    case 4: waitPrior<4>(); break;
    case 5: waitPrior<5>(); break;
    case 6: waitPrior<6>(); break;
    case 7: waitPrior<7>(); break;
    default: waitPrior<8>(); break;
    }
    ++Tail;
  }
  __device__ __forceinline__ void consumer_release() {}
};
static __device__ __forceinline__ pipeline<thread_scope_thread>
make_pipeline() {
  return pipeline<thread_scope_thread>();
}
template <size_t Align, typename T>
static __device__ __forceinline__ void
memcpy_async(T *Dst, const T *Src, aligned_size_t<Align> Size,
             pipeline<thread_scope_thread> &) {
  static_assert(Align == 4 || Align == 8 || Align == 16,
                "the shim copies one aligned 4, 8 or 16-byte chunk");
  auto *D = (__attribute__((address_space(3))) void *)(void *)Dst;
  auto *S = (__attribute__((address_space(1))) const void *)(const void *)Src;
  if (Align == 16)
    __nvvm_cp_async_ca_shared_global_16(D, S);
  else if (Align == 8)
    __nvvm_cp_async_ca_shared_global_8(D, S);
  else
    __nvvm_cp_async_ca_shared_global_4(D, S);
}
} // namespace cuda
// For fastcu_matmul7_wgmma_tma (pranjalssh/fast.cu), device side only:
// the fixed-width integers; __align__ as CUDA's host_defines.h spells it;
// __grid_constant__ empty, since clang-19 has no grid_constant attribute (so
// clang copies the by-value tensor maps to local memory and the TMA
// instructions get the copy's address: fine for compiling and scheduling,
// not for running on a device, where TMA needs the parameter's own address);
// CUtensorMap as cuda.h declares it (64 opaque,
// 64-byte aligned words: the kernel only takes its address for the TMA
// instructions); __nv_bfloat16 as clang's __bf16 (the kernel stores floats
// through bf16 pointers: cvt.rn.bf16.f32); __cvta_generic_to_shared as
// cvta.to.shared (an address-space cast of the generic pointer, read as an
// integer); memset as the builtin; the (empty) namespace that the kernel
// aliases but does not use; assert defined away, as for the other kernels.
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
#define __align__(N) __attribute__((aligned(N)))
#define __grid_constant__
typedef struct __attribute__((aligned(64))) CUtensorMap_st {
  unsigned long long opaque[16];
} CUtensorMap;
typedef __bf16 __nv_bfloat16;
static __device__ __forceinline__ size_t
__cvta_generic_to_shared(const void *P) {
  return (size_t)(__attribute__((address_space(3))) const void *)P;
}
#define memset __builtin_memset
namespace cuda {
namespace device {
namespace experimental {}
} // namespace device
} // namespace cuda
// ---- end realkernels
// The few CUDA definitions of <mma.h> and <cuda_fp16.h> that cuda-samples'
// simple_wmma_gemm uses: half (clang's _Float16, storage only), warpSize,
// and nvcuda::wmma's m16n16k16 fragments over clang's __hmma_m16n16k16_*
// builtins (which emit wmma.load/mma/store.sync.aligned). The builtins'
// layout codes: 0 row-major, 1 column-major; mma's is a_layout * 2 +
// b_layout.
typedef _Float16 half;
#define warpSize 32

namespace nvcuda {
namespace wmma {
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major = 0, mem_col_major = 1 };

template <typename Use, int M, int N, int K, typename T,
          typename Layout = void>
struct fragment;
template <typename Layout> struct fragment<matrix_a, 16, 16, 16, half, Layout> {
  enum { num_elements = 16 };
  int x[8]; // two halves a register
};
template <typename Layout> struct fragment<matrix_b, 16, 16, 16, half, Layout> {
  enum { num_elements = 16 };
  int x[8];
};
template <> struct fragment<accumulator, 16, 16, 16, float, void> {
  enum { num_elements = 8 };
  float x[8];
};

// An f16 accumulator (Bruce-Lee-LY/cuda_hgemm's wmma HGEMMs): eight halves,
// two to a register.
template <> struct fragment<accumulator, 16, 16, 16, half, void> {
  enum { num_elements = 8 };
  int x[4];
};

template <typename L> constexpr int layoutCode() { return 0; }
template <> constexpr int layoutCode<col_major>() { return 1; }

static __device__ __forceinline__ void
fill_fragment(fragment<accumulator, 16, 16, 16, float> &F, float V) {
  for (int I = 0; I < 8; ++I)
    F.x[I] = V;
}
static __device__ __forceinline__ void
fill_fragment(fragment<accumulator, 16, 16, 16, half> &F, half V) {
  unsigned short Bits = __builtin_bit_cast(unsigned short, V);
  for (int I = 0; I < 4; ++I)
    F.x[I] = int(unsigned(Bits) | (unsigned(Bits) << 16));
}
template <typename L>
static __device__ __forceinline__ void
load_matrix_sync(fragment<matrix_a, 16, 16, 16, half, L> &F, const half *P,
                 unsigned Ldm) {
  __hmma_m16n16k16_ld_a(F.x, (const int *)P, Ldm, layoutCode<L>());
}
template <typename L>
static __device__ __forceinline__ void
load_matrix_sync(fragment<matrix_b, 16, 16, 16, half, L> &F, const half *P,
                 unsigned Ldm) {
  __hmma_m16n16k16_ld_b(F.x, (const int *)P, Ldm, layoutCode<L>());
}
static __device__ __forceinline__ void
load_matrix_sync(fragment<accumulator, 16, 16, 16, float> &F, const float *P,
                 unsigned Ldm, layout_t Layout) {
  if (Layout == mem_row_major) // the builtin takes a constant layout
    __hmma_m16n16k16_ld_c_f32(F.x, P, Ldm, 0);
  else
    __hmma_m16n16k16_ld_c_f32(F.x, P, Ldm, 1);
}
template <typename LA, typename LB>
static __device__ __forceinline__ void
mma_sync(fragment<accumulator, 16, 16, 16, float> &D,
         const fragment<matrix_a, 16, 16, 16, half, LA> &A,
         const fragment<matrix_b, 16, 16, 16, half, LB> &B,
         const fragment<accumulator, 16, 16, 16, float> &C) {
  __hmma_m16n16k16_mma_f32f32(D.x, A.x, B.x, C.x,
                              layoutCode<LA>() * 2 + layoutCode<LB>(), 0);
}
template <typename LA, typename LB>
static __device__ __forceinline__ void
mma_sync(fragment<accumulator, 16, 16, 16, half> &D,
         const fragment<matrix_a, 16, 16, 16, half, LA> &A,
         const fragment<matrix_b, 16, 16, 16, half, LB> &B,
         const fragment<accumulator, 16, 16, 16, half> &C) {
  __hmma_m16n16k16_mma_f16f16(D.x, A.x, B.x, C.x,
                              layoutCode<LA>() * 2 + layoutCode<LB>(), 0);
}
static __device__ __forceinline__ void
store_matrix_sync(half *P, const fragment<accumulator, 16, 16, 16, half> &F,
                  unsigned Ldm, layout_t Layout) {
  if (Layout == mem_row_major)
    __hmma_m16n16k16_st_c_f16((int *)P, (int *)F.x, Ldm, 0);
  else
    __hmma_m16n16k16_st_c_f16((int *)P, (int *)F.x, Ldm, 1);
}
static __device__ __forceinline__ void
store_matrix_sync(float *P, const fragment<accumulator, 16, 16, 16, float> &F,
                  unsigned Ldm, layout_t Layout) {
  if (Layout == mem_row_major)
    __hmma_m16n16k16_st_c_f32(P, F.x, Ldm, 0);
  else
    __hmma_m16n16k16_st_c_f32(P, F.x, Ldm, 1);
}
} // namespace wmma
} // namespace nvcuda
// ---- mmak: for the twill-written mma.sync/ldmatrix kernels (twill_mma_*):
// int4 as CUDA's vector_types.h declares it (16-byte aligned);
// __syncwarp as clang's builtin (bar.warp.sync with a full mask).
struct __attribute__((aligned(16))) int4 {
  int x, y, z, w;
};
static __device__ __forceinline__ void __syncwarp(unsigned Mask = 0xffffffffu) {
  __nvvm_bar_warp_sync(Mask);
}
// min(int, int): CUDA's overload.
static __device__ __forceinline__ int min(int A, int B) { return A < B ? A : B; }
// ---- end mmak
