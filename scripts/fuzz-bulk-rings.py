#!/usr/bin/env python3
# ===- scripts/fuzz-bulk-rings.py - random 1-D bulk-copy (TMA) tile loops -=== #
#
# Part of the twill project.
#
# ===----------------------------------------------------------------------=== #
"""Random bulk-copy (TMA) tile loops against the bulk-copy ring.

Each seed writes a CUDA kernel like test/lit/pipeline/Inputs/bulk_ring.cu
(or tensor_ring.cu):
one or two shared buffers of 32 to 128 floats filled each tile by one or
two 1-D bulk copies apiece, or by tensor copies of 2-D boxes (a box of 16
or 32 columns; the tile's rows at coordinates from k, starting at column 0
or past it, so that part of each box is outside the tensor and reads as
zero), completing on one mbarrier armed by one arm (or one
arm per buffer, the mbarrier initialised for that many arrivals; or each
buffer on an mbarrier of its own, the loop waiting on each in turn), issued
by one elected thread (its index drawn, or the lane elect.sync elects in
warp 1), the addresses passed at 32 or 64
bits, the wait a C spin loop around try_wait (selp) or one statement that
spins on its own label (with or without a suspend hint), and compute that
reads the buffers at drawn indices, in the loop or in an inner loop, or a
warpgroup MMA (wgmma.mma_async m64n8k16 over f16 data at drawn offsets into
the 512-byte buffers, through matrix descriptors that clang hoists out of
the loop; then wgmma.commit_group and wait_group 0). clang-19
compiles it, llc-19 with the plugin (cost model off, a ring of the drawn 2
to 4 slots) and without, ptxas assembles the plugin's PTX, and
test/ptx/ptxdiff.py runs both over a CTA of 128 threads at 8 trip counts.
Prints one line a seed; exits 1 if any differs or the ring was not built.
Needs clang-19 and ptxas (not part of `make test`).

  python3 scripts/fuzz-bulk-rings.py --plugin build/lib/LLVMTwill.so --seeds 1-40

With --llc-option=-twill-test-break-async-wait (slot parities left
unflipped) every seed must fail: the check has the power to see it.
"""

import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fuzzlib import ROOT, build, main, ptxdiff, steps  # noqa: E402

HELPERS = r"""
typedef unsigned long long u64;
static __device__ __forceinline__ unsigned smem(const void *P) {
  return (unsigned)__cvta_generic_to_shared(P);
}
#define A32(p) "r"(smem(p))
#define A64(p) "l"(__cvta_generic_to_shared(p))
struct alignas(64) TensorMap {
  char Opaque[128];
};
static __device__ __forceinline__ u64 desc(const void *T, unsigned Lead,
                                           unsigned Stride) {
  return (u64)((smem(T) & 0x3FFFF) >> 4) | (u64)(Lead >> 4) << 16 |
         (u64)(Stride >> 4) << 32;
}
static __device__ __forceinline__ void mma8(float (&D)[4], u64 A, u64 B) {
  asm volatile("{\n wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
               "{%0, %1, %2, %3}, %4, %5, 1, 1, 1, 0, 0;\n}"
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
               : "l"(A), "l"(B));
}
static __device__ __forceinline__ unsigned electOne() {
  unsigned Pred = 0, Lane = 0;
  asm volatile("{\n .reg .b32 %%rx;\n .reg .pred %%px;\n"
               " elect.sync %%rx|%%px, %2;\n @%%px mov.s32 %1, 1;\n"
               " mov.s32 %0, %%rx;\n}\n"
               : "+r"(Lane), "+r"(Pred) : "r"(0xFFFFFFFFu));
  return Pred;
}
"""

KERNEL = r"""
extern "C" __global__ void __launch_bounds__(128)
k(float *__restrict__ Out, const {src_type} *__restrict__ In0,
  const {src_type} *__restrict__ In1, int Tiles, int Inner) {{
  alignas(128) __shared__ float Buf0[{tile}];
  alignas(128) __shared__ float Buf1[{tile}];
  alignas(8) __shared__ u64 Bar, Bar1;
  int t = threadIdx.x;
  if (t == 0) {{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: A32(&Bar), "r"({arrivals}));
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: A32(&Bar1), "r"(1));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }}
  __syncthreads();
  float Acc = 0.f, D[4] = {{0.f, 0.f, 0.f, 0.f}};
  unsigned Phase = 0;
  for (int k = 0; k < Tiles; ++k) {{
    if ({issuer}) {{
{issue}
    }}
{wait}
    Phase ^= 1;
{compute}
    __syncthreads();
  }}
  Out[blockIdx.x * 128 + t] = Acc + D[0] + 2 * D[1] + 3 * D[2] + 4 * D[3];
}}
"""
# A (64 x 16) in core matrices 16 bytes apart along M (they overlap) and
# 128 along K: 368 bytes from its start; B (8 x 16): 256 bytes.
WGMMA = """    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
    mma8(D, desc(&Buf0[{a}], 128, 16), desc(&Buf{b}[{boff}], 128, 256));
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");"""

ARM = ('      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"'
       ' :: {a}(&{bar}), "r"({bytes}) : "memory");')
COPY = ('      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::'
        'complete_tx::bytes [%0], [%1], %2, [%3];" :: {a}({dst}), "l"({src}),'
        ' "r"({bytes}), {a}(&{bar}) : "memory");')
TENSOR = ('      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.'
          'tile.mbarrier::complete_tx::bytes [%0], [%1, {{%2, %3}}], [%4];" :: '
          '{a}({dst}), "l"({map}), "r"({x}), "r"({y}), {a}(&{bar}) : "memory");')
WAIT_SELP = r"""    {{ unsigned Done = 0;
      do {{
        asm volatile("{{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}}"
                     : "=r"(Done) : {a}(&{bar}), "r"(Phase) : "memory");
      }} while (!Done); }}"""
WAIT_LABEL = r"""    asm volatile("{{\n.reg .pred P;\nW%=:\nmbarrier.try_wait.parity.shared::cta.b64 P, [%0], %1{hint};\n@!P bra W%=;\n}}"
                 :: {a}(&{bar}), "r"(Phase) : "memory");"""

PARAMS = ["ptr:f32:128:zero", "ptr:f32:TRIP*{tile}+{tile}",
          "ptr:f32:TRIP*{tile}+{tile}", "u32:TRIP", "i32:3"]
# A tensor seed's maps: {width} columns, a tile's rows ({rows}) per k, the
# box {width} x {box_rows}.
TMAP = "tmap:f32:{width}xTRIP*{rows}+{rows}:{width}x{box_rows}"


def copies(r, kind, a, tile, nbuf, halves, arms):
    """The issuing thread's statements, and the ptxdiff parameters."""
    lines = []
    part = tile // halves
    width = r.choice([16, 32]) if kind == "tensor" else 0
    x0 = r.choice([0, 0, 4, width // 2]) if kind == "tensor" else 0
    if arms == "one":
        lines.append(ARM.format(a=a, bytes=nbuf * tile * 4, bar="Bar"))
    for b in range(nbuf):
        # own-bar: buffer 1 arms and completes on Bar1, waited on in turn
        bar = "Bar1" if arms == "own-bar" and b == 1 else "Bar"
        if arms != "one":
            lines.append(ARM.format(a=a, bytes=tile * 4, bar=bar))
        for h in range(halves):
            if kind == "tensor":
                rows, box_rows = tile // width, part // width
                lines.append(TENSOR.format(
                    a=a, dst=f"&Buf{b}[{h * part}]", map=f"In{b}", x=x0,
                    y=f"k * {rows} + {h * box_rows}", bar=bar))
            else:
                lines.append(COPY.format(
                    a=a, dst=f"&Buf{b}[{h * part}]",
                    src=f"In{b} + (u64)k * {tile} + {h * part}",
                    bytes=part * 4, bar=bar))
    params = [p.format(tile=tile) for p in PARAMS]
    if kind == "tensor":
        params[1] = params[2] = TMAP.format(
            width=width, rows=tile // width, box_rows=part // width)
    desc = f", {width}-column boxes from column {x0}" if width else ""
    return lines, params, desc


def kernel(seed):
    """The seed's kernel source, slots, tile and a one-line description."""
    r = random.Random(seed)
    tile = r.choice([32, 64, 128])
    nbuf = r.choice([1, 2])
    halves = r.choice([1, 2])
    arms = r.choice(["one", "per-buffer", "own-bar"])
    a = r.choice(["A32", "A64"])
    issuer = r.choice([0, 0, 5, 37, 127, "elect"])
    wait = r.choice(["selp", "label", "label-hint"])
    slots = r.choice([2, 3, 4])
    inner = r.choice([False, True])
    kind = r.choice(["1-d", "tensor"])
    mma = r.choice([False, False, True])
    if mma:  # 512-byte buffers of f16 data, 1-D copies
        tile, kind, inner = 128, "1-d", False
    if kind == "tensor" and tile // halves < 32:
        halves = 1  # a tensor copy's destination is 128-byte aligned
    lines, params, copy_desc = copies(r, kind, a, tile, nbuf, halves, arms)
    idx = [r.choice(["t % {T}", "(t * 7) % {T}", "{T} - 1 - t % {T}",
                     "(t + 3) % {T}"]).format(T=tile) for _ in range(2)]
    term = f"Buf0[{idx[0]}]" + (f" * Buf1[{idx[1]}]" if nbuf == 2 else
                                f" - Buf0[{idx[1]}]")
    compute = (f"    _Pragma(\"unroll 1\") for (int j = 0; j < Inner; ++j)\n"
               f"      Acc += {term.replace('t ', '(t + j) ')} + j;"
               if inner else f"    Acc += {term};")
    if mma:
        compute = WGMMA.format(a=r.choice([0, 16, 32]), b=nbuf - 1,
                               boff=r.choice([0, 32, 64]))
        params[1] = params[2] = "ptr:f16:TRIP*256+256"
    bars = ["Bar", "Bar1"] if arms == "own-bar" and nbuf == 2 else ["Bar"]
    # The phase flipped, or the parity of the tile index (drawn last, so
    # that the draws above are those of earlier versions of this script).
    parity = r.choice(["flip", "flip", "index"])
    wait_src = "\n".join(
        WAIT_SELP.format(a=a, bar=bar) if wait == "selp" else
        WAIT_LABEL.format(a=a, bar=bar,
                          hint=", 1000" if wait == "label-hint" else "")
        for bar in bars)
    if parity == "index":
        wait_src = wait_src.replace('"r"(Phase)', '"r"((unsigned)k & 1)')
    src = HELPERS + KERNEL.format(
        tile=tile,
        issuer=("t / 32 == 1 && electOne()" if issuer == "elect"
                else f"t == {issuer}"),
        issue="\n".join(lines), wait=wait_src,
        compute=compute, arrivals=nbuf if arms == "per-buffer" else 1,
        src_type="TensorMap" if kind == "tensor" else "float")
    desc = (f"tile {tile}, {nbuf} buffer(s) x {halves} {kind} copies"
            f"{copy_desc}, arms {arms}, {a}, issuer {issuer}, wait {wait}, "
            f"inner {inner}, {'wgmma, ' if mma else ''}parity {parity}, "
            f"{slots} slots")
    return src, slots, params, desc


def check(seed, plugin, tmp, extra=()):
    """One seed: its description and verdict ('ok ...' or why not);
    \p extra: more llc options for the plugin's build."""
    src, slots, params, desc = kernel(seed)
    cu, base, new, cmds = steps(
        seed, tmp, plugin,
        ["-include", str(ROOT / "test/inputs/kernels/cuda_shim.h")],
        [f"-twill-async-ring-stages={slots}", "-pass-remarks-missed=twill",
         *extra])
    cu.write_text(src)
    remarks, failure = build(cmds)
    if failure:
        return desc, failure
    if " given a bulk-copy (TMA) ring of " not in remarks:
        why = [l for l in remarks.splitlines() if "ring" in l]
        return desc, f"FAIL: no ring: {(why or ['(no remark)'])[0][:240]}"
    last, ok = ptxdiff(base, new, ["--cta", "--ntid", "128", "--kernel", "k",
                                   "--params", *params, "--trip-counts",
                                   "0,1,2,3,4,5,7,9"])
    return desc, f"{'ok' if ok else 'FAIL'}: {last}"


if __name__ == "__main__":
    sys.exit(main(__doc__, check, "1-40",
                  "one more llc option for the plugin's build (e.g. "
                  "-twill-test-break-async-wait, which every seed must then "
                  "fail)"))
