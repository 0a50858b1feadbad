#!/usr/bin/env python3
"""Checks the cp.async ring's register estimate (AsyncRingPlan::heldRegisters,
include/twill/NVPTX/TileLoop.h) against ptxas.

For every kernel file given (.ll; default: the bench and test kernels that
hold cp.async tile loops) it reads, from -twill-debug at the defaults, the
cost model's register estimate of each ring loop at 2, 3 and 4 slots (plain
and ring), then compiles the kernel plain and with the ring forced at each
slot count (-twill-async-ring-stages=S; the other loops as the cost model
decides at the defaults, which for these kernels is mostly to leave them)
and reads the
registers `ptxas -v -arch=sm_90a` gives each entry function. Only functions
with one ring loop are counted (ptxas allocates for the whole function).

It prints, per kernel and slot count, the model's added registers (ring
minus plain) against ptxas's, and the mean and range of both and of the
error. The estimate is meant to err on the cautious side (at or above what
ptxas adds) without costing CTAs that ptxas keeps.

  bench/calibrate_ring_registers.py [--plugin build/lib/LLVMTwill.so]
                                    [--block-size 256] [--save F.json]
                                    [FILE.ll|DIR ...]
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from benchlib import ptxas_registers  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LLC = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]
SLOTS = [2, 3, 4]
DEFAULT_INPUTS = [
    "test/inputs/kernels/cudasamples_g2s_singlestage.ll",
    "test/inputs/kernels/cudasamples_g2s_largechunk.ll",
    "test/lit/pipeline/Inputs/async_ring.ll",
    "test/lit/pipeline/Inputs/async_ring_guarded.ll",
    "test/lit/pipeline/Inputs/async_ring_mma.ll",
    "test/lit/pipeline/Inputs/counter_branches.ll",
    "test/lit/pipeline/Inputs/ring_reentry.ll",
]
ESTIMATE = re.compile(
    r"twill-pipeliner: cp\.async ring for (\S+?):(bb\.\S+): "
    r"(?:predicts [\d.]+x )?at (\d+) slots,"
    r".*?plain [\d.]+ \([^)]*?~(\d+) registers\), buffered [\d.]+ "
    r"\([^)]*?~(\d+) registers\).*?\[registers held: (\d+) buffers"
    r"( at two widths)?, (\d+) rebased addresses, (\d+) held\]")


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def compile_regs(ll, flags, tmp):
    """(registers per entry function, llc's stderr, the PTX)."""
    ptx = Path(tmp) / "k.ptx"
    r = run(LLC + flags + [str(ll), "-o", str(ptx)])
    if r.returncode != 0:
        return None, r.stderr, ""
    return ptxas_registers(str(ptx)), r.stderr, ptx.read_text()


def kernel_rows(ll, plugin, block, tmp, extra=()):
    tw = ["-load", plugin, "-enable-twill-sched",
          "-twill-assume-block-size=" + str(block)] + list(extra)
    _, debug, _ = compile_regs(ll, tw + ["-twill-debug"], tmp)
    est = {}
    for m in ESTIMATE.finditer(debug or ""):
        fn, loop, s, p, b, nb, narrow, nr, nh = m.groups()
        est.setdefault(fn, {}).setdefault(loop, {})[int(s)] = (
            int(p), int(b), int(nb), bool(narrow), int(nr), int(nh))
    est = {fn: loops for fn, loops in est.items() if len(loops) == 1}
    if not est:
        return []
    plain, _, _ = compile_regs(ll, [], tmp)
    rows = []
    for s in SLOTS:
        ring, _, ptx = compile_regs(
            ll, tw + ["-twill-async-ring-stages=" + str(s)], tmp)
        for fn, loops in est.items():
            (loop, by_s), = loops.items()
            built = f"// twill.ring {fn}:{loop} slots={s} " in ptx
            if s not in by_s or not plain or not ring or fn not in ring \
                    or not built:
                continue
            p, b, *shape = by_s[s]
            rows.append((ll.stem, fn, loop, s, p, b, plain[fn], ring[fn],
                         *shape))
    return rows


def ctas(regs, block):
    """CTAs per SM that registers allow (Hopper: 64K registers, allocated per
    thread in units of 8, at most 64 warps and 32 CTAs), as the cost model
    counts them (computeOccupancy)."""
    per_thread = -(-max(regs, 1) // 8) * 8
    return min(65536 // (per_thread * block), 2048 // block, 32)


def inputs(args):
    files = []
    for a in args or [str(ROOT / p) for p in DEFAULT_INPUTS]:
        p = Path(a)
        files += sorted(p.rglob("*.ll")) if p.is_dir() else [p]
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plugin", default=str(ROOT / "build/lib/LLVMTwill.so"))
    ap.add_argument("--block-size", type=int, default=256)
    ap.add_argument("--save", help="also write the rows to this JSON file")
    ap.add_argument("--plugin-flag", action="append", default=[],
                    help="a further plugin option for every compile (e.g. "
                    "-twill-assume-dynamic-shared=65536:24576); repeatable")
    ap.add_argument("inputs", nargs="*")
    a = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for ll in inputs(a.inputs):
            rows += kernel_rows(ll, a.plugin, a.block_size, tmp,
                                a.plugin_flag)
    if a.save:
        keys = ["kernel", "function", "loop", "slots", "model_plain",
                "model_ring", "ptxas_plain", "ptxas_ring", "buffers",
                "two_widths", "rebased", "held"]
        Path(a.save).write_text(json.dumps([dict(zip(keys, r)) for r in rows],
                                           indent=1))
    print("| kernel | loop | slots | model plain -> ring (+) | ptxas plain "
          "-> ring (+) | error |")
    print("|---|---|---|---|---|---|")
    errs, model_add, ptxas_add = [], [], []
    for name, fn, loop, s, p, b, pp, pr, *_ in rows:
        errs.append((b - p) - (pr - pp))
        model_add.append(b - p)
        ptxas_add.append(pr - pp)
        print(f"| {name} | {loop} | {s} | {p} -> {b} (+{b - p}) | {pp} -> "
              f"{pr} ({pr - pp:+d}) | {errs[-1]:+d} |")
    if not rows:
        print("no ring loop costed", file=sys.stderr)
        return 1
    n = len(rows)
    print(f"\n{n} (loop, slots) pairs over {len({r[0] for r in rows})} "
          f"kernels: the model adds {sum(model_add) / n:.1f} registers on "
          f"average ({min(model_add)} to {max(model_add)}), ptxas "
          f"{sum(ptxas_add) / n:.1f} ({min(ptxas_add)} to {max(ptxas_add)}); "
          f"error {sum(errs) / n:+.1f} ({min(errs):+d} to {max(errs):+d}), "
          f"under ptxas in {sum(e < 0 for e in errs)}")
    # The cost model's "in doubt" test for a ring (tileOccupancyDoubt): the
    # estimates lose a CTA, as they are or both raised by 25%.
    b = a.block_size

    def in_doubt(r):
        return any(ctas(-(-r[5] * k // 4), b) < ctas(-(-r[4] * k // 4), b)
                   for k in (4, 5))
    doubt = [in_doubt(r) for r in rows]
    lost = [ctas(r[7], b) < ctas(r[6], b) for r in rows]
    caught = sum(lo and d for lo, d in zip(lost, doubt))
    print(f"at {b} threads: the estimates lose a CTA (as they are or with 25% "
          f"more registers) in {sum(doubt)} pairs, ptxas's registers in "
          f"{sum(lost)} ({caught} of them among the estimate's)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
