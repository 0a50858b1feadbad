#!/usr/bin/env python3
"""Tile loops double buffered in registers (issue 24, item 2), in SASS terms.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

Kernels: the tile loops of test/lit/pipeline/tile-loop.test (its latency-
bound test kernel and five SGEMM_CUDA kernels), each at its launch block
size. Builds, in one run:
  plain     llc-19 -march=nvptx64 -mcpu=sm_90a -O2
  plugin    -load LLVMTwill.so -enable-twill-sched (the defaults; the cost
            model's global-load latency is the machine description's), and
            the same with -twill-cost-global-latency=263 and =479 (L2, HBM):
            only the decision is read from these
  forced    the plugin with -twill-cost-model=false -twill-innermost=false
            (every legal tile-loop rewrite, and nothing else)
Per kernel: the cost model's decision and predicted gain at each latency
(the TileLoopBuffered / TileLoopNotBuffered remarks), ptxas registers and
spills of plain and forced, whether the forced SASS issues a global load
between the tile loop's first barrier and its inner loop (the next tile's
loads ahead of the compute), the `twill sass` prediction for the tile loop
(the outermost loop around the main loop) plain against forced at L1/L2/HBM
(a static model of the SASS, docs/sass.md; it divides one warp's latency by
the resident warps, where the pass's own model keeps a CTA's warps in step
at the barrier), and the PTX instructions the host interpreter executes
(one thread, the lit test's inputs, trip count 7).
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import machine_line, plugin_next_to, read_decisions, write_section  # noqa: E402
from bench_50_sass import find_tools  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
K = ROOT / "test/inputs/kernels"
# name, IR, block size, FP32 operations per thread per tile in the source
# (the inner loop's trip count in SASS, for `twill sass --inner-trips`, is
# this over the FP32 operations of the plain build's main loop), interpreter
# words (ptxdiff arguments at TRIP)
KERNELS = [
    ("tile_latency", ROOT / "test/lit/pipeline/Inputs/tile_latency.ll", 128, 8,
     "--shared-fill 0 --tid 5 --ntid 128 --params ptr:f32:TRIP*128+128 ptr:f32:128 i32:TRIP"),
    ("tile_lead", ROOT / "test/lit/pipeline/Inputs/tile_lead.ll", 128, 8,
     "--kernel _Z9tile_leadPKfPfi --shared-fill 0 --tid 5 --ntid 128 "
     "--params ptr:f32:TRIP*128+128 ptr:f32:128 i32:TRIP"),
    ("sgemm_smem", K / "sgemm_smem.ll", 1024, 32,
     "--shared-fill 0 --tid 37 --ntid 1024 --params i32:32 i32:32 i32:TRIP*32 f32:1.5 "
     "ptr:f32:TRIP*1024 ptr:f32:TRIP*1024 f32:0.5 ptr:f32:1024"),
    ("sgemm_1d_blocktiling", K / "sgemm_1d_blocktiling.ll", 512, 64,
     "--shared-fill 0 --tid 100 --ntid 512 --params i32:64 i32:64 i32:TRIP*8 f32:1.5 "
     "ptr:f32:TRIP*512 ptr:f32:TRIP*512 f32:0.5 ptr:f32:4096"),
    ("sgemm_2d_blocktiling", K / "sgemm_2d_blocktiling.ll", 256, 512,
     "--shared-fill 0 --tid 200 --ntid 256 --params i32:128 i32:128 i32:TRIP*8 f32:1.5 "
     "ptr:f32:TRIP*1024 ptr:f32:TRIP*1024 f32:0.5 ptr:f32:16384"),
    ("sgemm_vectorize", K / "sgemm_vectorize.ll", 256, 512,
     "--shared-fill 0 --tid 77 --ntid 256 --params i32:128 i32:128 i32:TRIP*8 f32:1.5 "
     "ptr:f32:TRIP*1024 ptr:f32:TRIP*1024 f32:0.5 ptr:f32:16384"),
    ("sgemm_resolve_bank_conflicts", K / "sgemm_resolve_bank_conflicts.ll", 256, 512,
     "--shared-fill 0 --tid 77 --ntid 256 --params i32:128 i32:128 i32:TRIP*8 f32:1.5 "
     "ptr:f32:TRIP*1024 ptr:f32:TRIP*1024 f32:0.5 ptr:f32:16384"),
    ("sgemm_bank_extra_col", K / "sgemm_bank_extra_col.ll", 256, 512,
     "--shared-fill 0 --tid 77 --ntid 256 --params i32:128 i32:128 i32:TRIP*8 f32:1.5 "
     "ptr:f32:TRIP*1024 ptr:f32:TRIP*1024 f32:0.5 ptr:f32:16384"),
    ("sgemm_autotuned", K / "sgemm_autotuned.ll", 256, 1024,
     "--shared-fill 0 --tid 3 --ntid 256 --params i32:128 i32:128 i32:TRIP*16 f32:1.5 "
     "ptr:f32:TRIP*2048 ptr:f32:TRIP*2048 f32:0.5 ptr:f32:16384"),
]
LLC = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def plugin_build(plugin, ll, block, out, extra):
    cmd = LLC + ["-load", plugin, "-enable-twill-sched",
                 f"-twill-assume-block-size={block}", "-pass-remarks=twill",
                 "-pass-remarks-missed=twill", str(ll), "-o", out] + extra
    r = run(cmd)
    if r.returncode:
        raise RuntimeError(r.stderr[-400:])
    return r.stderr


def gpu_tile_speedups():
    """kernel -> measured speedup of the tile-loop rewrite alone over plain,
    from the newest committed device run that has a tile build, and that
    run's name; kernels it lacks come from the newest plugin build in which
    the rewrite was the only change (decisions.tsv: no loop pipelined, a
    tile loop buffered), marked "(defaults)"."""
    results = ROOT / "bench/gpu/results"
    out, name = {}, "none"
    tiles = sorted(results.glob("*/tile/results.json"), reverse=True)
    if tiles:
        name = tiles[0].parent.parent.name
        for k in json.loads(tiles[0].read_text()).get("kernels", []):
            if "plain_ms" in k:
                out[k["name"]] = f"{k['plain_ms'] / k['plugin_ms']:.3f}"
    for res in sorted(results.glob("*/plugin/results.json"), reverse=True):
        dec = read_decisions(res.parent / "decisions.tsv")
        for k in json.loads(res.read_text()).get("kernels", []):
            if ("plain_ms" in k and k["name"] not in out
                    and dec.get(k["name"], (1, 0, ""))[:2] == (0, 1)):
                out[k["name"]] = (f"{k['plain_ms'] / k['plugin_ms']:.3f} "
                                  f"(defaults, {res.parent.parent.name})")
    return out, name


def decision(remarks):
    m = re.search(r"tile loop \S+ double buffered: .*?predicts ([0-9.]+)x", remarks)
    if m:
        return f"buffered ({m.group(1)}x)"
    m = re.search(r"tile loop \S+ not double buffered: the cost model predicts ([0-9.]+)x(, in doubt)?", remarks)
    if m:
        return f"left ({m.group(1)}x{', in doubt' if m.group(2) else ''})"
    m = re.search(r"tile loop \S+ not double buffered: (.*?) \[(\S+)\]", remarks)
    return f"left [{m.group(2)}]" if m else "-"


def sass(twill, ptx, block, tools, extra=()):
    cmd = [twill, "sass", ptx, "--block-size", str(block), "--json"] + list(extra)
    if tools:
        cmd += ["--tools", tools + "/bin" if Path(tools, "bin").exists() else tools]
    r = run(cmd)
    if r.returncode:
        raise RuntimeError("twill sass: " + r.stderr[-300:])
    return json.loads(r.stdout)


def inner_trips(plain, fp_per_tile, name=None):
    k = next((k for k in plain["kernels"] if k["name"] == name),
             plain["kernels"][0])
    main = [l for l in k["loops"] if l["index"] == k.get("main_loop")]
    fp = main[0]["profile"]["fp_ops"] if main else 0
    return max(1, round(fp_per_tile / fp)) if fp else 1


def placement(kernel):
    """yes/no: the tile loop's next-tile loads before the first compute."""
    tiles = [l["tile"] for l in kernel["loops"] if l.get("tile")]
    if not tiles:
        return "-"
    return "yes" if any(t.get("loads_before_compute") for t in tiles) else "no"


def executed(a, b, words):
    r = run([sys.executable, str(ROOT / "test/ptx/ptxdiff.py"), a, b,
             "--trip-counts", "7"] + words.split())
    m = re.search(r"A (\d+) steps, B (\d+) steps", r.stdout)
    ok = "passed" in r.stdout and " 0 failed" in r.stdout
    return (m.group(1), m.group(2), ok) if m else ("-", "-", False)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--twill", default=str(ROOT / "build/bin/twill"))
    ap.add_argument("--plugin")
    ap.add_argument("--out", default=str(ROOT / "bench/sections/bench_55_tile_loops.md"))
    args = ap.parse_args()
    measured, gpu_run = gpu_tile_speedups()
    plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench55.") as tmp:
        for name, ll, block, fp_tile, words in KERNELS:
            print("==", name, file=sys.stderr)
            base, forced = f"{tmp}/{name}.plain.ptx", f"{tmp}/{name}.forced.ptx"
            r = run(LLC + [str(ll), "-o", base])
            if r.returncode:
                sys.exit(r.stderr)
            dec = [decision(plugin_build(plugin, ll, block, f"{tmp}/{name}.{lat}.ptx",
                                         [f"-twill-cost-global-latency={lat}"] if lat else []))
                   for lat in (0, 263, 479)]
            frem = plugin_build(plugin, ll, block, forced, ["-twill-cost-model=false", "-twill-innermost=false"])
            rewritten = "double buffered" in frem and "not double buffered" not in frem.split("double buffered")[0][-5:]
            named = re.search(r"--kernel (\S+)", words)
            trips = inner_trips(sass(args.twill, base, block, tools), fp_tile,
                                named.group(1) if named else None)
            extra = ["--inner-trips", str(trips)]
            pair = sass(args.twill, forced, block, tools,
                        extra + ["--baseline", base])
            # The kernel the interpreter words name (--kernel), else the
            # file's first (twill sass lists kernels by name).
            at = ([k["name"] for k in pair["kernels"]].index(named.group(1))
                  if named else 0)
            kp, kf = pair["baseline_kernels"][at], pair["kernels"][at]
            tile = (pair["pairs"][at].get("tile") or {}) if pair["pairs"] else {}
            def levels(d):
                return " / ".join(f"{d[l]:.2f}" if l in d else "-"
                                  for l in ("l1", "l2", "hbm"))
            ratio = (levels(tile.get("speedup", {})) + "; one warp " +
                     levels(tile.get("single_warp_speedup", {})) + "; in step " +
                     levels(tile.get("step_speedup", {})))
            a, b, ok = executed(base, forced, words)
            rows.append(
                f"| {name} | {block} | {' / '.join(dec)} | {measured.get(name, '-')} | "
                f"{'yes' if rewritten else 'no'} | {kp['registers']} -> {kf['registers']} | "
                f"{kp['occupancy']['warps_per_sm']} -> {kf['occupancy']['warps_per_sm']} | "
                f"{kf['spill_store_bytes']} | {trips} | {placement(kp)} -> {placement(kf)} | "
                f"{ratio} | {a} -> {b} ({'ok' if ok else 'MISMATCH'}) |")
    lines = [
        "## Tile loops double buffered in registers (issue 24, item 2)", "",
        machine_line(), "",
        f"Command: `python3 bench/bench_55_tile_loops.py --twill {args.twill}`. "
        "Every figure of a row comes from the same run. Decisions are the "
        "plugin's at the defaults, with the cost model's global-load latency "
        "at the machine description's figure / 263 (L2) / 479 (HBM) cycles, and "
        "the gain its own model predicts (docs/plugin.md, Tile loops). The other "
        "columns compare plain llc-19 with the forced build (-twill-cost-model=false -twill-innermost=false: the tile-loop rewrite alone): "
        "ptxas registers, warps/SM, spill stores (bytes), the inner trip count "
        "given to `twill sass --inner-trips`, whether the SASS issues the next "
        "tile's global loads before the tile's first FFMA (`twill sass`'s tile "
        "analysis, plain -> forced), the `twill sass` predicted speedup of the "
        "tile loop, forced over plain, at L1 / L2 / HBM latency at the kernel's "
        "occupancy, for one warp alone, and with the CTAs in step (>1: forced "
        "predicted faster; a static model, not a measurement: the first lets "
        "resident warps hide each other's latency and does not model the "
        "barrier wait, the last pays the latency a tile exposes once per round "
        "of the SM's warps, docs/sass.md), and PTX instructions executed by the interpreter at "
        "trip count 7, with the ptxdiff verdict. The H200 column is the measured "
        "speedup of the same forced build over plain (median plain ms / median "
        f"forced ms, bench/gpu/results/{gpu_run}/tile; section 6).", "",
        "| kernel | block | decision (MD / L2 / HBM latency) | H200: forced over plain (measured) | forced rewrites | registers | warps/SM | spills | inner trips | next-tile LDG before FFMA | twill sass tile speedup L1 / L2 / HBM | executed PTX |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ] + rows
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
