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
//     a block-wide barrier) for the cuda-samples reduction.
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
