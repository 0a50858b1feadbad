#!/usr/bin/env python3
# ===- scripts/fuzz-kept-merges.py - random guarded mma.sync loops --------=== #
#
# Part of the twill project.
#
# ===----------------------------------------------------------------------=== #
"""Random guarded mma.sync k-loops against the guarded-body fold's merges.

Each seed writes a CUDA kernel like test/lit/pipeline/Inputs/mma-kept-merge.cu
(on its header, mma-guarded-common.h):
the mma (tied "+f" or untied "=f"/"f" accumulators) runs where bit 0 of a
mask word is set; the other side leaves each accumulator as it is, adds to
it, swaps it with the next one, sets it to a constant or copies another
accumulator into it; perhaps a second guarded mma on bit 1 updates another
accumulator. clang-19 compiles it, llc-19 with the plugin (cost model off,
so that the loop is pipelined) and without, ptxas assembles the plugin's
PTX, and test/ptx/ptxdiff.py runs both over a CTA of 128 threads with
random masks at 8 trip counts. Prints one line a seed; exits 1 if any
differs. Needs clang-19 and ptxas (not part of `make test`).

  python3 scripts/fuzz-kept-merges.py --plugin build/lib/LLVMTwill.so --seeds 1-80
"""

import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fuzzlib import ROOT, build, main, ptxdiff, steps  # noqa: E402

# The kernel: mma-guarded-common.h's warp tile, frag and mma.sync macros.
KERNEL = """#include "mma-guarded-common.h"
__global__ void __launch_bounds__(128) k(const half *__restrict__ A, const half *__restrict__ Bt, const int *__restrict__ Mask, float *__restrict__ C, int M, int N, int K) {{
  const WarpTile W = warpTile(A, Bt, Mask, C, M, N, K);
  if (!W.Valid) return;
  float D[4] = {{1.f, 2.f, 3.f, 4.f}}, E[4] = {{5.f, 6.f, 7.f, 8.f}};
  for (int S = 0; S < W.Steps; ++S) {{
    uint32_t a[4], b[2];
    int m = W.RowMask[S];
    if (m & 1) {{ frag(W.ARow, W.BCol, S, K, a, b); {mma}(D, a, b); }}
    else {{ {other} }}
    {second}
  }}
  const float F[4] = {{D[0] + E[0], D[1] - E[1], D[2] * E[2], D[3] + 2 * E[3]}};
  storeTile(W.CRow, N, F);
}}
"""

PARAMS = ["ptr:f16:TRIP*1024+64", "ptr:f16:TRIP*128+64",
          "ptr:i32:TRIP*4+4:rand=0..3", "ptr:f32:512", "i32:64", "i32:8",
          "i32:TRIP*16"]


def kernel(seed):
    """The seed's kernel source and a one-line description."""
    r = random.Random(seed)
    form = r.choice(["tied", "untied"])
    acts = [r.choice(["keep", "keep", "bump", "swap", "const", "other"])
            for _ in range(4)]
    other = []
    for j, a in enumerate(acts):
        if a == "bump":
            other.append(f"D[{j}] += {j + 1}.f;")
        elif a == "swap":
            n = (j + 1) % 4
            other.append(f"{{ float X = D[{j}]; D[{j}] = D[{n}]; D[{n}] = X; }}")
        elif a == "const":
            other.append(f"D[{j}] = {j}.5f;")
        elif a == "other":
            other.append(f"D[{j}] = E[{j}];")
    second = r.random() < 0.5
    mma = "MMA_TIED" if form == "tied" else "MMA_UNTIED"
    src = KERNEL.format(
        mma=mma, other=" ".join(other),
        second=(f"if (m & 2) {{ frag(W.ARow, W.BCol, S + 1, K, a, b); "
                f"{mma}(E, a, b); }}" if second else ""))
    return src, f"{form} {' '.join(acts)}{' +E' if second else ''}"


def check(seed, plugin, tmp, extra=()):
    """One seed: its description and verdict ('ok ...' or why not)."""
    src, desc = kernel(seed)
    cu, base, new, cmds = steps(
        seed, tmp, plugin,
        [f"-I{ROOT / 'test/inputs/kernels'}",
         f"-I{ROOT / 'test/lit/pipeline/Inputs'}"], list(extra))
    cu.write_text(src)
    remarks, failure = build(cmds)
    if failure:
        return desc, failure
    pipelined = remarks.count(" pipelined:")
    last, ok = ptxdiff(base, new, ["--cta", "--ntid", "128", "--kernel",
                                   "_Z1kPKDF16_S0_PKiPfiii", "--params",
                                   *PARAMS, "--trip-counts",
                                   "0,1,2,3,4,5,7,9"])
    return desc, f"{'ok' if ok else 'FAIL'}: pipelined {pipelined}; {last}"


if __name__ == "__main__":
    sys.exit(main(__doc__, check, "1-80"))
