#!/usr/bin/env python3
"""Innermost tile loops double buffered in registers, in SASS terms.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

Kernels: real GEMMs whose k-loop is an innermost tile loop (the tile's
compute unrolled into the loop: global loads stored to shared memory, a
barrier, the compute, a barrier), each at its launch block size and with
the launch facts its host code or ptxas gives (dynamic shared memory,
`-twill-assume-dynamic-shared`; the plain kernel's registers, `ptxas -v`,
`-twill-assume-registers`), and two test loops the decision leaves. Builds,
in one run:
  plain     llc-19 -march=nvptx64 -mcpu=sm_90a -O2
  plugin    -load LLVMTwill.so -enable-twill-sched with the kernel's flags
            (the defaults: the next tile's loads pinned ahead of the
            barrier as coherent ld.global)
  unpinned  the same with the hidden -twill-tile-pin-loads=false (the
            loads issued after the barrier, as the code loaded them)
Per kernel: the decision (the TileLoopBuffered / TileLoopNotBuffered
remark), ptxas registers and spills, where ptxas put the loop's LDGs
(before the first HMMA/FFMA of the loop, or after it) and the `twill sass`
prediction of the main loop over plain at L1 / L2 / HBM latency, warps
interleaved and CTAs in step (a static model of the SASS, docs/sass.md;
not a measurement).
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import add_plugin_args, machine_line, plugin_next_to, write_section  # noqa: E402
from bench_50_sass import find_tools  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
K = ROOT / "test/inputs/kernels"
LIT = ROOT / "test/lit/pipeline"
DYN = "-twill-assume-dynamic-shared={}=65536:24576"
# name, IR, kernel (None: every kernel of the module), block size, flags
KERNELS = [
    ("cuda_hgemm mma_base", K / "hgemm_mma_base.ll", "mmaBaseKernel", 256,
     [DYN.format("mmaBaseKernel"), "-twill-assume-registers=mmaBaseKernel=135"]),
    ("cuda_hgemm mma_base (estimate)", K / "hgemm_mma_base.ll", "mmaBaseKernel", 256,
     [DYN.format("mmaBaseKernel")]),
    ("cuda_hgemm mma_permuted", K / "hgemm_mma_permuted.ll", "mmaPermutedKernel", 256,
     [DYN.format("mmaPermutedKernel"), "-twill-assume-registers=mmaPermutedKernel=130"]),
    ("cuda_hgemm wmma_base", K / "hgemm_wmma_base.ll", "wmmaBaseKernel", 256,
     [DYN.format("wmmaBaseKernel"), "-twill-assume-registers=wmmaBaseKernel=128"]),
    ("cuda-samples matrixMul", K / "cudasamples_matrixmul.ll", "MatrixMulCUDA", 1024,
     ["-twill-assume-block-size=1024"]),
    ("guarded-chain tile_chain", LIT / "guarded-chain.ll", "tile_chain", 256, []),
]
LLC = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def decision(remarks, kernel):
    """The tile-loop verdict on kernel's loop, from its remarks (a guarded
    loop's is inside the pipeliner's remark on the folded trial copy)."""
    for line in remarks.splitlines():
        if kernel not in line or "double buffered" not in line:
            continue
        if "not double buffered: " in line:
            why = line.split("not double buffered: ", 1)[1]
            return "left: " + why.split("; SM cycles", 1)[0].replace("|", "/")
        if " double buffered: " in line:
            gain = line.split("the cost model predicts ", 1)[1].split("x", 1)[0]
            return f"double buffered ({gain}x)"
    return "no tile-loop remark"


def sass(twill, tools, build, base, block):
    """(pair, the build's main loop) from one `twill sass --json` call."""
    cmd = [twill, "sass", build, "--baseline", base, "--block-size", str(block),
           "--instructions", "--json"]
    cmd += ["--tools", tools] if tools else []
    r = run(cmd)
    if r.returncode:
        return None, None
    report = json.loads(r.stdout)
    pairs, loops = report["pairs"], report["kernels"][0]["loops"]
    main = next((l for l in loops if l.get("innermost")), loops[0] if loops else None)
    return (pairs[0] if pairs else None), main


def ptxas_facts(ptx, kernel):
    """(registers, spilled) that one `ptxas -v` gives kernel's entry."""
    err = run(["/usr/local/cuda/bin/ptxas", "-v", "-arch=sm_90a", ptx, "-o", "/dev/null"]).stderr
    regs, spilled, fn = "?", "?", None
    for line in err.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            fn = m.group(1)
        if fn and kernel in fn:
            m = re.search(r"(\d+) bytes spill stores", line)
            if m:
                spilled = "0" if m.group(1) == "0" else "yes"
            m = re.search(r"Used (\d+) registers", line)
            if m:
                regs = int(m.group(1))
    return regs, spilled


def ldg_place(loop):
    """Where the loop's LDGs sit: before or after its first HMMA/FFMA."""
    if not loop:
        return "-"
    ops = [i["opcode"] for i in loop["instruction_list"]]
    first = next((n for n, o in enumerate(ops) if o in ("HMMA", "FFMA")), None)
    ldg = [n for n, o in enumerate(ops) if o == "LDG"]
    if not ldg or first is None:
        return "-"
    before = sum(1 for n in ldg if n < first)
    return f"{before} of {len(ldg)} before"


def fmt3(d):
    return " / ".join(f"{d[k]:.3f}" for k in ("l1", "l2", "hbm")) if d else "-"


def row(args, tools, tmp, name, ll, kernel, block, flags):
    plain = f"{tmp}/plain.ptx"
    run(LLC + [str(ll), "-o", plain])
    cells = []
    regs_plain = ptxas_facts(plain, kernel)[0]
    for variant, extra in (("pinned", []), ("unpinned", ["-twill-tile-pin-loads=false"])):
        out = f"{tmp}/{variant}.ptx"
        r = run(LLC + ["-load", args.plugin, "-enable-twill-sched", "-pass-remarks=twill",
                       "-pass-remarks-missed=twill"] + flags + extra + [str(ll), "-o", out])
        if variant == "pinned":
            cells.append(decision(r.stderr, kernel))
        regs, spill = ptxas_facts(out, kernel)
        pair, loop = sass(args.twill, tools, out, plain, block)
        if pair and not pair.get("sass_changed", True):
            cells.append(f"{regs_plain} -> {regs}; unchanged")
            continue
        cells.append(f"{regs_plain} -> {regs}, spills {spill}; LDG {ldg_place(loop)}; "
                     f"{fmt3(pair and pair.get('speedup'))} (in step {fmt3(pair and pair.get('step_speedup'))})")
    flagtext = " ".join(f"`{f}`" for f in flags) or "-"
    return f"| {name} | {block} | {flagtext} | " + " | ".join(cells) + " |"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_plugin_args(ap, ROOT, "bench/sections/bench_59_innermost_tile_loops.md")
    args = ap.parse_args()
    args.plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    lines = [
        "## Innermost tile loops: the next tile's loads pinned ahead of the barrier (issue 24)",
        "",
        machine_line(),
        "",
        "Command: `python3 bench/bench_59_innermost_tile_loops.py --twill build/bin/twill`. Per kernel "
        "(test/inputs/kernels, test/lit/pipeline; block size and launch flags as given): the "
        "plugin's decision at the defaults with those flags, then for the pinned build (the "
        "defaults: the next tile's loads before the barrier, as coherent ld.global) and the "
        "unpinned one (hidden -twill-tile-pin-loads=false: after the barrier, as loaded) "
        "ptxas registers plain -> build, spills, how many of the main loop's LDGs ptxas "
        "issues before its first HMMA/FFMA, and `twill sass`'s predicted speedup of the main "
        "loop over plain llc-19 at L1 / L2 / HBM latency, warps interleaved (in step: the "
        "CTAs' barriers in phase). A static model of the SASS, not a measurement; where the "
        "decision leaves the loop both builds equal plain (\"unchanged\").",
        "",
        "| kernel | block | flags | decision | pinned (default) | unpinned |",
        "|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for spec in KERNELS:
            lines.append(row(args, tools, tmp, *spec))
            print(lines[-1], flush=True)
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
