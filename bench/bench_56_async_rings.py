#!/usr/bin/env python3
"""cp.async and bulk-copy (TMA) rings for tile loops (issue 24, item 2), in SASS terms.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

Kernels: cuda-samples' MatrixMulAsyncCopySingleStage (a loop of one block
once its cuda::pipeline wait switch is folded,
test/inputs/kernels/cudasamples_g2s_singlestage.cu) and
MatrixMulAsyncCopyLargeChunk (copies under a guard, its cuda::pipeline wait
switch folded first: CounterBranches.h), and from
test/lit/pipeline/Inputs/async_ring.cu a gather (ring_gather, a loop of one
block whose reads ptxas makes 16-byte LDS.128) and an outer tile loop
(ring_outer), and from test/lit/pipeline/Inputs/async_ring_guarded.cu a
loop whose copies run under a loop-invariant guard (guard_after: a quarter
of the threads copy 16 bytes each); and from
test/lit/pipeline/Inputs/async_ring_mma.cu a one-warp tensor-core tile loop
(ring_mma: ldmatrix and mma.sync as inline PTX, __launch_bounds__(32)),
and test/lit/pipeline/Inputs/bulk_ring.cu's bulk-copy (TMA) loops.
Per kernel and block
size, the cost model's decision at the defaults (the AsyncRingBuilt /
AsyncRingNotBuilt remark: slots and predicted gain); then per ring of 2, 3
and 4 slots (-twill-cost-model=false -twill-async-ring-stages=S) against
plain llc-19: ptxas registers, shared memory and spills, the cp.async groups
the SASS loop leaves in flight at its waits, one warp's cycles per
iteration and the `twill sass` predicted speedup at L1 / L2 / HBM latency
(a static model of the SASS, docs/sass.md), and the interpreter's verdict
over the whole CTA (ptxdiff --cta) at the trip counts listed.
"""
import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import machine_line, plugin_next_to, write_section  # noqa: E402
from bench_50_sass import find_tools  # noqa: E402
from bench_55_tile_loops import sass  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LLC = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]
TRIPS = "0,1,2,3,4,5,9,17"
# name, IR, entry, block sizes the decision is read at, the inner loop's
# trip count (0: the ring's loop is the main loop; else it is the tile loop
# around it, built with -twill-innermost=false so that the ring is the only
# change, and reported with `twill sass --inner-trips`), ptxdiff words
KERNELS = [
    ("cudasamples_g2s_singlestage",
     ROOT / "test/inputs/kernels/cudasamples_g2s_singlestage.ll", None, (256, 32), 0,
     "--cta --ntid 16,16 --params ptr:f32:256 ptr:f32:256*TRIP ptr:f32:256*TRIP "
     "i32:16*TRIP i32:16"),
    ("cudasamples_g2s_largechunk",
     ROOT / "test/inputs/kernels/cudasamples_g2s_largechunk.ll", None, (256, 32), 0,
     "--cta --ntid 16,16 --params ptr:f32:256 ptr:f32:256*TRIP ptr:f32:256*TRIP "
     "i32:16*TRIP i32:16"),
    ("ring_gather", ROOT / "test/lit/pipeline/Inputs/async_ring.ll", "ring_gather",
     (256, 32), 0,
     "--kernel ring_gather --cta --ntid 16,16 --params ptr:f32:256 ptr:i32:TRIP:rand=0..7 "
     "ptr:f32:2048 i32:TRIP"),
    ("ring_outer", ROOT / "test/lit/pipeline/Inputs/async_ring.ll", "ring_outer",
     (256, 32), 16,
     "--kernel ring_outer --cta --ntid 16,16 --params ptr:f32:256 ptr:f32:256*TRIP "
     "ptr:f32:256*TRIP i32:TRIP i32:16"),
    ("guard_after", ROOT / "test/lit/pipeline/Inputs/async_ring_guarded.ll", "guard_after",
     (256, 32), 0,
     "--kernel guard_after --cta --ntid 16,16 --params ptr:f32:256 ptr:f32:256*TRIP "
     "ptr:f32:256*TRIP*TRIP i32:16*TRIP i32:TRIP"),
    ("ring_mma", ROOT / "test/lit/pipeline/Inputs/async_ring_mma.ll", "ring_mma",
     (32,), 0,
     "--kernel ring_mma --cta --ntid 32 --params ptr:f32:256 ptr:f16:256*TRIP "
     "ptr:f16:256*TRIP i32:TRIP"),
]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def build(plugin, ll, out, flags):
    cmd = LLC + ["-load", plugin, "-enable-twill-sched", "-pass-remarks=twill",
                 "-pass-remarks-missed=twill", str(ll), "-o", out] + flags
    r = run(cmd)
    if r.returncode:
        raise RuntimeError(r.stderr[-400:])
    return r.stderr


def decision(remarks, entry):
    pat = re.escape(entry) if entry else r"\S+"
    m = re.search(rf"loop {pat}:\S+ given a {RING} ring of (\d+) slots: .*?predicts ([0-9.]+)x",
                  remarks)
    if m:
        return f"ring of {m.group(1)} ({m.group(2)}x)"
    m = re.search(rf"loop {pat}:\S+ not given a {RING} ring: .*?predicts ([0-9.]+)x"
                  r"(, in doubt)?(, but ([0-9.]+)x where the copies take the L1)?",
                  remarks)
    if m:
        return (f"left ({m.group(1)}x at 2 slots"
                f"{', in doubt' if m.group(2) else ''}"
                f"{f', {m.group(4)}x at L1 latency' if m.group(4) else ''})")
    return "-"


# The remarks' names of the two rings.
RING = r"(?:cp\.async|bulk-copy \(TMA\))"

# Bulk-copy (TMA) rings: name, IR, entry, block size, ptxdiff words, the
# forced build's extra flags (bulk_dot's tile loop is not innermost:
# -twill-innermost=false leaves its dot product's loop as plain llc-19 has
# it, so that the ring is the only change; bulk_spin's ring loop is
# innermost).
BULK = ROOT / "test/lit/pipeline/Inputs/bulk_ring.ll"
TENSOR = ROOT / "test/lit/pipeline/Inputs/tensor_ring.ll"
WGMMA = ROOT / "test/lit/pipeline/Inputs/wgmma_ring.ll"
# ..., and the inner trips `twill sass` times the tile loop at (the dot
# product's and tma_gemm's inner loops; 1 where the tile has none).
BULK_KERNELS = [
    ("bulk_sum", BULK, "bulk_sum", 128,
     "--kernel bulk_sum --cta --ntid 128 --params ptr:f32:128:zero "
     "ptr:f32:TRIP*128+128 u32:TRIP", ["-twill-innermost=false"]),
    ("bulk_dot", BULK, "bulk_dot", 128,
     "--kernel bulk_dot --cta --ntid 128 --params ptr:f32:128:zero "
     "ptr:f32:TRIP*128+128 ptr:f32:TRIP*128+128 u32:TRIP", ["-twill-innermost=false"]),
    ("bulk_spin", BULK, "bulk_spin", 128,
     "--kernel bulk_spin --cta --ntid 128 --params ptr:f32:128:zero "
     "ptr:f32:TRIP*128+128 u32:TRIP i32:1", []),
    ("bulk_hint", BULK, "bulk_hint", 128,
     "--kernel bulk_hint --cta --ntid 128 --params ptr:f32:128:zero "
     "ptr:f32:TRIP*128+128 u32:TRIP u64:12345", ["-twill-innermost=false"]),
    ("tma_gemm", TENSOR, "tma_gemm", 128,
     "--kernel tma_gemm --cta --ntid 128 --params ptr:f32:1024:zero "
     "tmap:f32:TRIP*32+32x32:32x32 tmap:f32:32xTRIP*32+32:32x32 i32:32 i32:32 "
     "i32:TRIP*32", ["-twill-innermost=false"]),
    ("tma_rows_hint", TENSOR, "tma_rows_hint", 128,
     "--kernel tma_rows_hint --cta --ntid 128 --params ptr:f32:128:zero "
     "tmap:f32:TRIP*32+32x32:32x32 i32:TRIP u64:777", ["-twill-innermost=false"]),
    ("wgmma_bulk", WGMMA, "wgmma_bulk", 128,
     "--kernel wgmma_bulk --cta --ntid 128 --params ptr:f32:512:zero "
     "ptr:f16:TRIP*1024+1024 ptr:f16:TRIP*128+128 i32:TRIP", []),
    ("wgmma_ksteps", WGMMA, "wgmma_ksteps", 128,
     "--kernel wgmma_ksteps --cta --ntid 128 --params ptr:f32:512:zero "
     "ptr:f16:TRIP*2048+2048 ptr:f16:TRIP*256+256 i32:TRIP", []),
    ("wgmma_inner", WGMMA, "wgmma_inner", 128,
     "--kernel wgmma_inner --cta --ntid 128 --params ptr:f32:512:zero "
     "ptr:f16:TRIP*4096+4096 ptr:f16:TRIP*512+512 i32:TRIP i32:5",
     ["-twill-innermost=false"]),
    ("wgmma_tma128", WGMMA, "wgmma_tma128", 128,
     "--kernel wgmma_tma128 --cta --ntid 128 --params ptr:f32:512:zero "
     "tmap:f16:TRIP*64+64x64:64x64:swizzle=128 "
     "tmap:f16:TRIP*64+64x8:64x8:swizzle=128 i32:TRIP", []),
]
BULK_INNER = {"bulk_dot": 16, "tma_gemm": 32, "tma_rows_hint": 32,
              "wgmma_inner": 5}


def bulk_rows(args, plugin, tools, tmp, name, ll, entry, block, words, flags):
    """A bulk ring's decision at the defaults, and per forced ring of S
    slots ptxas's registers, shared bytes and spills, the `twill sass`
    prediction for the tile loop and the interpreter's verdict."""
    base = f"{tmp}/{name}.plain.ptx"
    r = run(LLC + [str(ll), "-o", base])
    if r.returncode:
        sys.exit(r.stderr)
    dec = decision(build(plugin, ll, f"{tmp}/{name}.d.ptx", []), entry)
    out = []
    for s in (2, 3, 4):
        ptx = f"{tmp}/{name}.s{s}.ptx"
        build(plugin, ll, ptx,
              ["-twill-cost-model=false", f"-twill-async-ring-stages={s}"] + flags)
        inner = BULK_INNER.get(name, 1)
        rep = sass(args.twill, ptx, block, tools,
                   ["--baseline", base, "--inner-trips", str(inner)])
        kf = kernel_of(rep, entry)
        kb = kernel_of({"kernels": rep["baseline_kernels"]}, entry)
        pair = next(p for p in rep["pairs"] if p["kernel"] == kf["name"])
        out.append(
            f"| {name} | {dec if s == 2 else ''} | {s} | "
            f"{kb['registers']} -> {kf['registers']} | {kb['shared_bytes']} -> "
            f"{kf['shared_bytes']} | {kf['spill_store_bytes']} | "
            f"{gains(pair, bool(pair.get('tile')))} | {diff(base, ptx, words)} |")
    return out


# Real GEMMs whose rings need what only the launch knows: name, IR, the
# launch's facts (dynamic shared memory as the host code sizes it, from
# cuda_hgemm's init* functions), ptxas's registers for the plain kernel
# (-twill-assume-registers), the slot counts built forced, the trip counts
# and the ptxdiff words.
HGEMM_MMA = ROOT / "test/inputs/kernels/hgemm_mma_async.ll"
HGEMM_WMMA = ROOT / "test/lit/pipeline/Inputs/cudahgemm_wmma_async.ll"
REAL_KERNELS = [
    ("hgemm mma_async (mma.sync)", HGEMM_MMA,
     ["-twill-assume-dynamic-shared=mmaAsyncKernel=65536:24576"],
     "-twill-assume-registers=mmaAsyncKernel=136", (2, 3), "0,1,2,3,4",
     "--cta --ntid 256 --undef-regs 0 --shared-fill 0 --dynamic-shared 65536 "
     "--params ptr:f16:256*32*TRIP+8 ptr:f16:128*32*TRIP+8 ptr:f16:256*128 "
     "u64:256 u64:128 u64:32*TRIP"),
    ("hgemm wmma_async (wmma)", HGEMM_WMMA,
     ["-twill-assume-dynamic-shared=wmmaAsyncKernel=69632:30720"],
     "-twill-assume-registers=wmmaAsyncKernel=122", (2,), "2",
     "--cta --ntid 256 --undef-regs 0 --shared-fill 0 --dynamic-shared 69632 "
     "--params ptr:f16:256*32*TRIP ptr:f16:128*32*TRIP ptr:f16:256*128 "
     "u64:256 u64:128 u64:32*TRIP"),
]


def real_rows(args, plugin, tools, tmp, name, ll, facts, regs, slots, trips,
              words):
    """A real GEMM's decision with its launch's facts, without and with
    ptxas's plain registers, and per forced ring ptxas's registers, shared
    bytes and spills, the `twill sass` prediction and the interpreter's
    verdict at \p trips."""
    tag = re.sub(r"\W+", "_", name)
    base = f"{tmp}/{tag}.plain.ptx"
    r = run(LLC + [str(ll), "-o", base])
    if r.returncode:
        sys.exit(r.stderr)
    dec = (decision(build(plugin, ll, f"{tmp}/{tag}.e.ptx", facts), None) +
           "; with ptxas's registers: " +
           decision(build(plugin, ll, f"{tmp}/{tag}.r.ptx", facts + [regs]),
                    None))
    out = []
    for s in slots:
        ptx = f"{tmp}/{tag}.s{s}.ptx"
        build(plugin, ll, ptx, facts + ["-twill-cost-model=false",
                                        f"-twill-async-ring-stages={s}"])
        rep = sass(args.twill, ptx, 256, tools, ["--baseline", base])
        kf = kernel_of(rep, None)
        kb = kernel_of({"kernels": rep["baseline_kernels"]}, None)
        pair = next(p for p in rep["pairs"] if p["kernel"] == kf["name"])
        r = run([sys.executable, str(ROOT / "test/ptx/ptxdiff.py"), base, ptx,
                 "--trip-counts", trips] + words.split())
        m = re.search(r"(\d+) passed, (\d+) failed", r.stdout)
        verdict = (f"{m.group(1)}/{int(m.group(1)) + int(m.group(2))} ok at "
                   f"{trips}" if m else "error")
        out.append(
            f"| {name} | {dec if s == slots[0] else ''} | {s} | "
            f"{kb['registers']} -> {kf['registers']} | {kb['shared_bytes']} -> "
            f"{kf['shared_bytes']} | {kf['spill_store_bytes']} | "
            f"{gains(pair, False)} | {verdict} |")
    return out


def kernel_of(report, entry):
    ks = report["kernels"]
    return next((k for k in ks if not entry or k["name"] == entry), ks[0])


def ring_loop(k, inner):
    want = k.get("tile_loop") if inner else k.get("main_loop")
    return next(l for l in k["loops"] if l["index"] == want)


def gains(pair, inner):
    """The predicted speedups at L1 / L2 / HBM, interleaved and with the
    CTAs in step: the main loop's (its in-step figure where both loops wait
    at a CTA barrier), or a tile loop's."""
    def levels(d):
        return " / ".join(f"{d[l]:.3f}" if d.get(l) is not None else "-"
                          for l in ("l1", "l2", "hbm"))
    src = (pair.get("tile") or {}) if inner else pair
    step = src.get("step_speedup")
    return (levels(src.get("speedup", {})) +
            (f" (in step {levels(step)})" if step else ""))


def diff(base, ptx, words):
    r = run([sys.executable, str(ROOT / "test/ptx/ptxdiff.py"), base, ptx,
             "--trip-counts", TRIPS] + words.split())
    m = re.search(r"(\d+) passed, (\d+) failed", r.stdout)
    return f"{m.group(1)}/{int(m.group(1)) + int(m.group(2))} ok" if m else "error"


def rows_for(args, plugin, tools, tmp, name, ll, entry, blocks, inner, words):
    out = []
    base = f"{tmp}/{name}.plain.ptx"
    r = run(LLC + [str(ll), "-o", base])
    if r.returncode:
        sys.exit(r.stderr)
    decs = [f"{b}: " + decision(build(plugin, ll, f"{tmp}/{name}.d{b}.ptx",
                                      [f"-twill-assume-block-size={b}"]), entry)
            for b in blocks]
    flags = ["-twill-innermost=false"] if inner else []
    extra = ["--inner-trips", str(inner)] if inner else []
    for s in (2, 3, 4):
        ptx = f"{tmp}/{name}.s{s}.ptx"
        build(plugin, ll, ptx, ["-twill-cost-model=false", f"-twill-async-ring-stages={s}"] + flags)
        speeds = []
        for b in blocks:
            rep = sass(args.twill, ptx, b, tools, ["--baseline", base] + extra)
            kf = kernel_of(rep, entry)
            kb = kernel_of({"kernels": rep["baseline_kernels"]}, entry)
            pair = next(p for p in rep["pairs"] if p["kernel"] == kf["name"])
            speeds.append(f"{b}: " + gains(pair, inner))
            if b == blocks[0]:
                lp, lb, kf0, kb0 = ring_loop(kf, inner), ring_loop(kb, inner), kf, kb
        kf, kb = kf0, kb0
        one = " / ".join(f"{lb_['latency_cycles']:.0f}->{lp_['latency_cycles']:.0f}"
                         for lb_, lp_ in zip(lb["predictions"], lp["predictions"]))
        speed = "; ".join(speeds)
        out.append(
            f"| {name} | {'; '.join(decs) if s == 2 else ''} | {s} | "
            f"{kb['registers']} -> {kf['registers']} | {kb['shared_bytes']} -> "
            f"{kf['shared_bytes']} | {kf['spill_store_bytes']} | "
            f"{lb['profile']['async_groups_in_flight']} -> {lp['profile']['async_groups_in_flight']} | "
            f"{one} | {speed} | {diff(base, ptx, words)} |")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--twill", default=str(ROOT / "build/bin/twill"))
    ap.add_argument("--plugin")
    ap.add_argument("--out", default=str(ROOT / "bench/sections/bench_56_async_rings.md"))
    args = ap.parse_args()
    plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench56.") as tmp:
        for name, ll, entry, blocks, inner, words in KERNELS:
            print("==", name, file=sys.stderr)
            rows += rows_for(args, plugin, tools, tmp, name, ll, entry, blocks, inner, words)
        bulk = []
        for name, ll, entry, block, words, flags in BULK_KERNELS:
            print("==", name, file=sys.stderr)
            bulk += bulk_rows(args, plugin, tools, tmp, name, ll, entry, block, words, flags)
        real = []
        for name, ll, facts, regs, slots, trips, words in REAL_KERNELS:
            print("==", name, file=sys.stderr)
            real += real_rows(args, plugin, tools, tmp, name, ll, facts, regs,
                              slots, trips, words)
    lines = [
        "## cp.async rings for tile loops (issue 24, item 2)", "",
        machine_line(), "",
        "Command: `python3 bench/bench_56_async_rings.py --twill build/bin/twill`. "
        "Decision: the cost model's at the defaults, with the block size it is told "
        "(-twill-assume-block-size; the kernels are launched with 256 threads, ring_mma "
        "with its 32 of __launch_bounds__). The other "
        "columns compare plain llc-19 with the ring of S slots, forced "
        "(-twill-cost-model=false -twill-async-ring-stages=S), at 256 threads (ring_mma: 32): ptxas "
        "registers, static shared bytes, spill stores, the cp.async groups the SASS main "
        "loop leaves in flight at its waits (`DEPBAR.LE` count), one warp's cycles per "
        "iteration at L1 / L2 / HBM latency, the `twill sass` predicted speedup of the "
        "loop with the ring at the occupancy of 256- and of 32-thread CTAs (a static "
        "model, not a measurement; for ring_outer the tile loop's, with its inner loop "
        "at 16 trips and nothing but the ring changed, -twill-innermost=false: warps "
        "interleaved, and in parentheses the resident CTAs in step where the loop waits "
        "at a CTA barrier, the figure the cost model's step phase corresponds to, "
        "docs/sass.md), and "
        f"ptxdiff over the whole CTA at trip counts {TRIPS}. Not measured on a GPU.", "",
        "| kernel | decision (block: choice) | slots | registers | shared B | spills | "
        "groups in flight | one warp cycles L1 / L2 / HBM (256 threads) | "
        "predicted speedup L1 / L2 / HBM (block: figures) | "
        "interpreter |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ] + rows + [
        "",
        "Bulk-copy (TMA) rings (test/lit/pipeline/Inputs/bulk_ring.cu, tensor_ring.cu and "
        "wgmma_ring.cu, 128 threads; tma_gemm and tma_rows_hint issue tensor copies, the "
        "wgmma_* kernels multiply the tiles with wgmma.mma_async through matrix "
        "descriptors the ring computes from the slot, wgmma_inner in an inner loop of 5 "
        "k steps, wgmma_tma128 with tensor copies and descriptors of the 128-byte swizzle): the "
        "decision at the defaults, then per forced ring of S slots (with -twill-innermost=false "
        "where the ring's loop is not innermost: the ring alone) ptxas's registers, static "
        "shared bytes and spill stores against plain llc-19, the `twill sass` predicted "
        "speedup of the tile loop (its inner loop at 16, 32 or 5 trips: bulk_dot 16, wgmma_inner 5, the "
        "tensor kernels 32; the main loop's where the tile has no inner loop; the copies timed in tiles that the mbarrier waits retire, "
        "docs/sass.md; warps interleaved, and in parentheses the CTAs in step), and "
        f"ptxdiff over the whole CTA at trip counts {TRIPS} (the tensor kernels on the "
        "interpreter's own tensor maps). A static model, not a measurement; not measured "
        "on a GPU.", "",
        "| kernel | decision | slots | registers | shared B | spills | "
        "predicted speedup L1 / L2 / HBM | interpreter |",
        "|---|---|---|---|---|---|---|---|",
    ] + bulk + [
        "",
        "Real GEMMs whose k-loop fills dynamic shared memory (Bruce-Lee-LY/cuda_hgemm, "
        "256 threads; test/inputs/kernels/LICENSES.md): the decision with the launch's "
        "size (-twill-assume-dynamic-shared, from the host code), then also with the "
        "plain kernel's ptxas registers (-twill-assume-registers, `ptxas -v`); per "
        "forced ring of S slots ptxas's registers, static shared bytes and spill stores "
        "against plain llc-19, the `twill sass` predicted speedup of the main loop at "
        "256 threads (warps interleaved; in parentheses the CTAs in step), and ptxdiff "
        "over the whole CTA (M = 256, N = 128, K = 32 x trips). wmma_async has no "
        "3-slot ring: its twins would pass PTX's 48 KiB of static shared memory. A "
        "static model, not a measurement; not measured on a GPU.", "",
        "| kernel | decision | slots | registers | shared B | spills | "
        "predicted speedup L1 / L2 / HBM | interpreter |",
        "|---|---|---|---|---|---|---|---|",
    ] + real
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
