// Minimal CUDA device definitions for tests compiled with -nocudainc (no
// CUDA headers): qualifiers, thread indices and the few builtins used.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __forceinline__ __attribute__((always_inline)) inline

typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;

static __device__ __forceinline__ unsigned threadIdxX() {
  return __nvvm_read_ptx_sreg_tid_x();
}
// Shared-memory address of a generic pointer, as CUTLASS's
// cast_smem_ptr_to_uint does.
static __device__ __forceinline__ uint32_t smemAddr(const void *P) {
  return (uint32_t)(unsigned long long)(
      const void __attribute__((address_space(3))) *)P;
}

// Hopper primitives written as CUTLASS writes them (LLVM 19 has no wgmma,
// TMA tensor or mbarrier try_wait intrinsics, so they are inline asm).
static __device__ __forceinline__ void mbarWait(uint32_t Bar, uint32_t Phase) {
  asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
               "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}"
               :: "r"(Bar), "r"(Phase));
}
static __device__ __forceinline__ void mbarArriveExpectTx(uint32_t Bar,
                                                          uint32_t Bytes,
                                                          uint32_t Pred) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %2, 0;\n\t"
               "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0;\n\t}"
               :: "r"(Bytes), "r"(Bar), "r"(Pred));
}
static __device__ __forceinline__ void tmaLoad2D(uint32_t Dst, const void *TMap,
                                                 uint32_t Bar, int X, int Y,
                                                 uint32_t Pred) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %5, 0;\n\t"
               "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::"
               "complete_tx::bytes [%0], [%1, {%3, %4}], [%2];\n\t}"
               :: "r"(Dst), "l"(TMap), "r"(Bar), "r"(X), "r"(Y), "r"(Pred)
               : "memory");
}
static __device__ __forceinline__ void wgmmaFence() {
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
}
static __device__ __forceinline__ void wgmmaCommit() {
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}
static __device__ __forceinline__ void wgmmaWait0() {
  asm volatile("wgmma.wait_group.sync.aligned %0;" :: "n"(0) : "memory");
}
// D (+)= A * B, m64n8k16, BF16 inputs from shared memory descriptors.
static __device__ __forceinline__ void wgmmaSS(float &D0, float &D1, float &D2,
                                               float &D3, uint64_t DescA,
                                               uint64_t DescB, int ScaleD) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
               "{%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}\n"
               : "+f"(D0), "+f"(D1), "+f"(D2), "+f"(D3)
               : "l"(DescA), "l"(DescB), "r"(ScaleD));
}
// D += A * B with A (four bf16x2 registers) from registers.
static __device__ __forceinline__ void wgmmaRS(float &D0, float &D1, float &D2,
                                               float &D3, uint32_t A0,
                                               uint32_t A1, uint32_t A2,
                                               uint32_t A3, uint64_t DescB) {
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, 1, 1, 1, 0;\n"
               : "+f"(D0), "+f"(D1), "+f"(D2), "+f"(D3)
               : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "l"(DescB));
}
// A shared-memory matrix descriptor (start address field only).
static __device__ __forceinline__ uint64_t makeDesc(uint32_t Addr) {
  return ((uint64_t)((Addr & 0x3FFFF) >> 4)) | (1ull << 62);
}
// Two floats to one bf16x2 register (pure asm: free to move).
static __device__ __forceinline__ uint32_t packBF16(float Lo, float Hi) {
  uint32_t R;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(R) : "f"(Hi), "f"(Lo));
  return R;
}
