// bulk_ring.cu: tile loops that fill shared memory with 1-D bulk copies
// (cp.async.bulk, the TMA's 1-D form) completing on an mbarrier and wait
// on its phase, for the bulk ring (TileLoop.h, AsyncRingPlan::Bulk): loops
// the ring takes and variants it must refuse. Written for these tests, in
// the inline PTX Hopper kernels use (LLVM 19 has no intrinsic for these);
// bulk_ring.ll is made from it as test/lit/pipeline/bulk-ring.test says.
// (cuda_shim.h is given with -include, as for async_ring.cu)

#include "bulk_common.h"
#define TILE 128

// The arm and the bulk copy, with shared addresses of 32 bits (arm, bulk:
// "r") or of 64 (arm64, bulk64: "l", as other kernels pass them).
#define ARM_AND_BULK(SUFFIX, C, ADDR)                                       \
  static __device__ __forceinline__ void arm##SUFFIX(u64 *Bar,             \
                                                     unsigned Bytes) {     \
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: \
                     C(ADDR(Bar)),                                         \
                 "r"(Bytes)                                                \
                 : "memory");                                              \
  }                                                                        \
  static __device__ __forceinline__ void bulk##SUFFIX(                     \
      void *Dst, const void *Src, unsigned Bytes, u64 *Bar) {              \
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::"         \
                 "complete_tx::bytes [%0], [%1], %2, [%3];" ::C(ADDR(Dst)), \
                 "l"(Src), "r"(Bytes), C(ADDR(Bar))                        \
                 : "memory");                                              \
  }
ARM_AND_BULK(, "r", smem)
ARM_AND_BULK(64, "l", __cvta_generic_to_shared)
#define UNPAREN(...) __VA_ARGS__

// A kernel of one buffer (Buf) and its mbarrier (Bar; Other is a second
// one): INIT runs in thread 0 before the CTA barrier; each tile of the loop
// (the for-clause LOOP) is issued by ISSUE, waited for by WAIT (of Phase,
// entered at PHASE0 and flipped after it), read by COMPUTE into Acc and
// freed by a CTA barrier; AFTER runs after the loop. PARAMS follow Out and
// In; the parenthesised arguments are statements.
#define ONE_BUFFER(NAME, PARAMS, INIT, LOOP, PHASE0, ISSUE, WAIT, COMPUTE,  \
                   AFTER)                                                  \
  extern "C" __global__ void __launch_bounds__(128)                        \
      NAME(float *__restrict__ Out,                                        \
           const float *__restrict__ In UNPAREN PARAMS) {                  \
    alignas(128) __shared__ float Buf[TILE];                               \
    alignas(8) __shared__ u64 Bar, Other;                                  \
    int t = threadIdx.x;                                                   \
    if (t == 0) {                                                          \
      UNPAREN INIT                                                         \
    }                                                                      \
    __syncthreads();                                                       \
    float Acc = 0.f;                                                       \
    unsigned Phase = PHASE0;                                               \
    for LOOP {                                                             \
      UNPAREN ISSUE                                                        \
      UNPAREN WAIT                                                         \
      Phase ^= 1;                                                          \
      UNPAREN COMPUTE                                                      \
      __syncthreads();                                                     \
    }                                                                      \
    UNPAREN AFTER                                                          \
    Out[blockIdx.x * TILE + t] = Acc;                                      \
  }
#define EACH_TILE (int k = 0; k < Tiles; ++k)
#define ISSUE_TILE                                                         \
  (if (t == 0) {                                                           \
    arm(&Bar, TILE * 4);                                                   \
    bulk(Buf, In + (u64)k * TILE, TILE * 4, &Bar);                         \
  })

// Taken: thread 0 arms the mbarrier and copies tile k; every thread waits
// on phase k, reads two words, and a CTA barrier frees the buffer.
ONE_BUFFER(bulk_sum, (, int Tiles), (initBar(&Bar);), EACH_TILE, 0,
           ISSUE_TILE, (wait(&Bar, Phase);),
           (Acc += Buf[t] * Buf[TILE - 1 - t];), ())

// Taken: two tiles (of A and of B) a step, both completing on one
// mbarrier armed with their bytes, and a dot product over the whole tile
// per thread: the compute that the next tiles' copies land behind.
extern "C" __global__ void __launch_bounds__(128)
    bulk_dot(float *__restrict__ Out, const float *__restrict__ A,
             const float *__restrict__ B, int Tiles) {
  alignas(128) __shared__ float As[TILE];
  alignas(128) __shared__ float Bs[TILE];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, 2 * TILE * 4);
      bulk(As, A + (u64)k * TILE, TILE * 4, &Bar);
      bulk(Bs, B + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
#pragma unroll 8
    for (int j = 0; j < TILE; ++j)
      Acc += As[(t + j) & (TILE - 1)] * Bs[j];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// The wait of other kernels: one statement that spins on a label of its
// own (`%=`) with a suspend-time hint, its address of 64 bits.
static __device__ __forceinline__ void spin64(u64 *Bar, unsigned Phase) {
  asm volatile("{\n.reg .pred P;\nW%=:\nmbarrier.try_wait.parity.shared::cta.b64 "
               "P, [%0], %1, 1000000;\n@!P bra W%=;\n}" ::"l"(
                   __cvta_generic_to_shared(Bar)),
               "r"(Phase)
               : "memory");
}
// Taken: the forms above, and a tile step the exit test does not know.
ONE_BUFFER(bulk_spin, (, int Tiles, int Step), (initBar(&Bar);),
           (int k = 0; k < Tiles; k += Step), 0,
           (if (t == 0) {
             arm64(&Bar, TILE * 4);
             bulk64(Buf, In + (u64)k * TILE, TILE * 4, &Bar);
           }),
           (spin64(&Bar, Phase);),
           (Acc += Buf[t] * Buf[(t + 1) & (TILE - 1)];), ())

// Refused: the phase starts at 1 (the first wait passes at once: the loop
// reads a tile in flight, and a ring cannot mend it).
ONE_BUFFER(bulk_phase1, (, int Tiles), (initBar(&Bar);), EACH_TILE, 1,
           ISSUE_TILE, (wait(&Bar, Phase);), (Acc += Buf[t];), ())

// Taken: the mbarrier is invalidated after the loop (the ring invalidates
// every slot's, as it initialises every slot's).
ONE_BUFFER(bulk_inval, (, int Tiles), (initBar(&Bar);), EACH_TILE, 0,
           ISSUE_TILE, (wait(&Bar, Phase);), (Acc += Buf[t];),
           (if (t == 0) asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(
               smem(&Bar)));))

// Refused: the wait counts the phases of another mbarrier than the one
// the copies complete on (a ring of one would leave it behind).
ONE_BUFFER(bulk_otherbar, (, int Tiles), (initBar(&Bar); initBar(&Other);),
           EACH_TILE, 0, ISSUE_TILE, (wait(&Other, Phase);),
           (Acc += Buf[t];), ())

// Taken: the compute an inner loop (not unrolled): the tile loop a chain
// of regions, the spin loop one of them.
ONE_BUFFER(bulk_inner, (, int Tiles, int Inner), (initBar(&Bar);), EACH_TILE,
           0, ISSUE_TILE, (wait(&Bar, Phase);),
           (_Pragma("unroll 1") for (int j = 0; j < Inner; ++j)
                Acc += Buf[(t + j) & (TILE - 1)];),
           ())

// Taken: every thread arms the mbarrier (initialised for 128 arrivals)
// with its own 16 bytes and copies them: no guard.
extern "C" __global__ void __launch_bounds__(128)
bulk_all(float *__restrict__ Out, const float *__restrict__ In, int Tiles) {
  alignas(128) __shared__ float Buf[TILE * 4];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(&Bar)), "r"(128));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float Acc = 0.f; unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    arm(&Bar, 16);
    bulk(&Buf[t * 4], In + (u64)k * TILE * 4 + t * 4, 16, &Bar);
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += Buf[(t * 4 + 5) & (TILE * 4 - 1)];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}

// Taken: a last tile shorter than the others, its bytes (arm and copy)
// computed from the tile index like the source.
ONE_BUFFER(bulk_tail, (, int N), (initBar(&Bar);), (int k = 0; k * TILE < N; ++k),
           0,
           (int n = N - k * TILE; n = n < TILE ? n : TILE; if (t == 0) {
             arm(&Bar, n * 4);
             bulk(Buf, In + (u64)k * TILE, n * 4, &Bar);
           }),
           (wait(&Bar, Phase);), (if (t < n) Acc += Buf[t];), ())

// Taken: the copy with an L2 cache hint (`.L2::cache_hint` and a 64-bit
// policy, here a parameter; kernels make it with createpolicy before the
// loop), as DeepEP issues its bulk copies.
ONE_BUFFER(bulk_hint, (, int Tiles, u64 Policy), (initBar(&Bar);), EACH_TILE, 0,
           (if (t == 0) {
             arm(&Bar, TILE * 4);
             asm volatile(
                 "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
                 "bytes.L2::cache_hint [%0], [%1], %2, [%3], %4;" ::"r"(smem(Buf)),
                 "l"(In + (u64)k * TILE), "r"(TILE * 4), "r"(smem(&Bar)),
                 "l"(Policy)
                 : "memory");
           }),
           (wait(&Bar, Phase);), (Acc += Buf[t] * Buf[TILE - 1 - t];), ())

// Taken: two tiles a step, each armed on and completing on its own
// mbarrier (BarA, BarB: the variables BARS declares), waited on in turn
// (one phase for both), 32-bit addresses and C spin loops: every slot's
// two mbarriers share the slot's parity.
#define TWO_BARS(NAME, ARM, BULK, WAITS, BARS)                             \
  extern "C" __global__ void __launch_bounds__(128)                        \
      NAME(float *__restrict__ Out, const float *__restrict__ A,           \
           const float *__restrict__ B, int Tiles) {                       \
    alignas(128) __shared__ float As[TILE];                                \
    alignas(128) __shared__ float Bs[TILE];                                \
    UNPAREN BARS                                                           \
    int t = threadIdx.x;                                                   \
    if (t == 0) {                                                          \
      initBar(&BarA);                                                      \
      initBar(&BarB);                                                      \
    }                                                                      \
    __syncthreads();                                                       \
    float Acc = 0.f;                                                       \
    unsigned Phase = 0;                                                    \
    for (int k = 0; k < Tiles; ++k) {                                      \
      if (t == 0) {                                                        \
        ARM(&BarA, TILE * 4);                                              \
        BULK(As, A + (u64)k * TILE, TILE * 4, &BarA);                      \
        ARM(&BarB, TILE * 4);                                              \
        BULK(Bs, B + (u64)k * TILE, TILE * 4, &BarB);                      \
      }                                                                    \
      UNPAREN WAITS                                                        \
      Phase ^= 1;                                                          \
      Acc += As[t] * Bs[TILE - 1 - t];                                     \
      __syncthreads();                                                     \
    }                                                                      \
    Out[blockIdx.x * TILE + t] = Acc;                                      \
  }
#define SEPARATE (alignas(8) __shared__ u64 BarA, BarB;)
TWO_BARS(bulk_two_bars, arm, bulk, (wait(&BarA, Phase); wait(&BarB, Phase);),
         SEPARATE)
// Taken: the same with 64-bit addresses and waits that spin in one
// statement each.
TWO_BARS(bulk_two_spins, arm64, bulk64,
         (spin64(&BarA, Phase); spin64(&BarB, Phase);), SEPARATE)
// Refused: the copies complete on two mbarriers, the loop waits on one.
TWO_BARS(bulk_one_of_two, arm, bulk, (wait(&BarA, Phase);), SEPARATE)
// Taken: the two mbarriers are an array's (told apart by their offsets).
TWO_BARS(bulk_bar_array, arm, bulk, (wait(&BarA, Phase); wait(&BarB, Phase);),
         (alignas(8) __shared__ u64 Bars[2]; u64 &BarA = Bars[0];
          u64 &BarB = Bars[1];))

// Taken: the parity computed from the tile index (`k & 1`) rather than
// flipped, as tutorials write it.
ONE_BUFFER(bulk_parity_index, (, int Tiles), (initBar(&Bar);), EACH_TILE, 0,
           ISSUE_TILE, (wait(&Bar, k & 1);),
           (Acc += Buf[t] * Buf[TILE - 1 - t];), ())

// Taken: the parity computed from a k that steps by the tile's 64
// elements, `(k / 64) & 1` (MatmulTutorial's Hopper GEMMs).
ONE_BUFFER(bulk_parity_div, (, int Tiles), (initBar(&Bar);),
           (int k = 0; k < Tiles * 64; k += 64), 0,
           (if (t == 0) {
             arm(&Bar, TILE * 4);
             bulk(Buf, In + (u64)(k / 64) * TILE, TILE * 4, &Bar);
           }),
           (wait(&Bar, (k / 64) & 1);), (Acc += Buf[t];), ())

// Refused: the parity of a tile index that starts at 1 (the first wait
// passes at once, as bulk_phase1's).
ONE_BUFFER(bulk_parity_from1, (, int Tiles), (initBar(&Bar);),
           (int k = 1; k <= Tiles; ++k), 0,
           (if (t == 0) {
             arm(&Bar, TILE * 4);
             bulk(Buf, In + (u64)(k - 1) * TILE, TILE * 4, &Bar);
           }),
           (wait(&Bar, k & 1);), (Acc += Buf[t];), ())

// Taken where -twill-assume-dynamic-shared gives its size: bulk_sum's loop
// with the tile in dynamic shared memory (an extern __shared__ array).
extern "C" __global__ void __launch_bounds__(128)
    bulk_dynamic(float *__restrict__ Out, const float *__restrict__ In,
                 int Tiles) {
  extern __shared__ __align__(128) float DynBuf[];
  alignas(8) __shared__ u64 Bar;
  int t = threadIdx.x;
  if (t == 0)
    initBar(&Bar);
  __syncthreads();
  float Acc = 0.f;
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {
    if (t == 0) {
      arm(&Bar, TILE * 4);
      bulk(DynBuf, In + (u64)k * TILE, TILE * 4, &Bar);
    }
    wait(&Bar, Phase);
    Phase ^= 1;
    Acc += DynBuf[t] * DynBuf[TILE - 1 - t];
    __syncthreads();
  }
  Out[blockIdx.x * TILE + t] = Acc;
}
