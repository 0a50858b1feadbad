#!/usr/bin/env python3
"""Section 6: plain llc-19 against the plugin, timed on a GPU.

Reads the runs committed under bench/gpu/results/DATE-N-REV/ (bench/gpu/
device.sh on a device; bench/gpu/README.md says how) and writes, per run and
build (plugin: the defaults; forced: -twill-cost-model=false; tile: the
tile-loop rewrite alone), per kernel: what the plugin changed and the cost
model's predicted gain (from prepare.sh's decisions.tsv, where the run has
one), the registers per thread (the driver's), the medians of plain and
plugin milliseconds and the measured speedup plain / plugin (above 1: the
plugin's build is faster), with the outputs' byte comparison. Nothing here
runs on this machine: the figures are the device's, read from its JSON.

  bench/bench_60_gpu.py [--out bench/sections/bench_60_gpu.md]
"""
import argparse
import json
import math
from pathlib import Path

from benchlib import read_decisions, write_section

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench/gpu/results"
BUILDS = [
    ("plugin", "the defaults (the cost model decides)"),
    ("forced", "-twill-cost-model=false (every legal loop)"),
    ("tile", "-twill-cost-model=false -twill-innermost=false (the tile-loop "
             "rewrite alone)"),
    ("plugin-repeat", "the plugin build again, by a second runner in the same "
                      "device call (run-to-run noise)"),
]
CONTROLS = {"cudasamples_matrixmul", "cudasamples_reduce3"}
# A speedup this far from 1 is a change; the plain/plain controls of the
# first run (identical cubins) stayed within 0.1%.
NOISE = 0.01


def changed_text(name, d):
    piped, buffered, predicted = d
    parts = []
    if piped:
        parts.append(f"{piped} pipelined")
    if buffered:
        parts.append(f"{buffered} tile buffered")
    if not parts:
        return "no loop pipelined or buffered" + (
            " (control)" if name in CONTROLS else "")
    return ", ".join(parts) + (f" ({predicted})" if predicted != "-" else "")


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def build_table(run, build, what):
    path = run / build / "results.json"
    if not path.exists():
        return []
    data = json.loads(path.read_text())
    dec = read_decisions(run / build / "decisions.tsv")
    lines = [f"**{build}**: {what}. Device {data.get('device')} (sm_{data.get('sm')}), "
             f"driver {data.get('driver')}, {data.get('total_s')} s of runner time.", "",
             "| kernel | plugin changed (predicted) | regs | plain ms | plugin ms | "
             "speedup | outputs |", "|---|---|---|---|---|---|---|"]
    speedups, faster, slower = [], [], []
    for k in data.get("kernels", []):
        name, status = k["name"], k["status"]
        regs = "->".join(str(r) for r in k.get("regs", []))
        what_changed = changed_text(name, dec[name]) if name in dec else "?"
        if "plain_ms" not in k:
            lines.append(f"| {name} | {what_changed} | {regs} | - | - | - | "
                         f"{status} |")
            continue
        s = k["plain_ms"] / k["plugin_ms"]
        speedups.append(s)
        if s > 1 + NOISE:
            faster.append(f"{name} {s:.3f}")
        elif s < 1 - NOISE:
            slower.append(f"{name} {s:.3f}")
        lines.append(f"| {name} | {what_changed} | {regs} | {k['plain_ms']:.4f} | "
                     f"{k['plugin_ms']:.4f} | {s:.3f} | {status} |")
    mism = [k["name"] for k in data.get("kernels", [])
            if k["status"] not in ("identical", "unchecked", "over-budget")]
    lines += ["",
              f"- {len(speedups)} kernels timed; geometric mean speedup "
              f"{geomean(speedups):.3f}; outputs differing from plain: "
              f"{len(mism)}" + (": " + ", ".join(mism) if mism else ""),
              f"- faster by more than {NOISE:.0%}: {len(faster)}"
              + (": " + ", ".join(faster) if faster else ""),
              f"- slower by more than {NOISE:.0%}: {len(slower)}"
              + (": " + ", ".join(slower) if slower else ""), ""]
    return lines


def run_header(run):
    lines = [f"### Run {run.name}", ""]
    note = run / "NOTE.md"
    if note.exists():
        body = [l for l in note.read_text().splitlines() if not l.startswith("#")]
        lines += [" ".join(l for l in body if l.strip()), ""]
    machine = run / "machine.txt"
    if machine.exists():
        text = machine.read_text()
        for needle in ("Driver Version", "NVIDIA H", "Linux"):
            for line in text.splitlines():
                if needle in line:
                    lines.append("    " + line.strip())
                    break
        lines.append("")
    flags = run / "plugin" / "plugin-flags.txt"
    if flags.exists():
        lines += ["Plugin build: `" + flags.read_text().strip().replace("\n", "`, ")
                  + ".", ""]
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--twill", help="unused (every bench script takes it)")
    ap.add_argument("--out", default=str(ROOT / "bench/sections/bench_60_gpu.md"))
    args = ap.parse_args()
    runs = sorted((p for p in RESULTS.glob("*") if p.is_dir()), reverse=True)
    lines = ["## GPU: plain llc-19 against the plugin, timed (issues 23, 24)", "",
             "Command: on a machine without a GPU, `bench/gpu/prepare.sh` three times "
             "(bench/gpu/README.md), then `bench/gpu/device.sh` on the device; this "
             "section: `python3 bench/bench_60_gpu.py`. Each kernel: one check launch "
             "per build with every buffer compared byte for byte, 3 warm-up and 21 "
             "timed launches per build, interleaved, CUDA events; the median. "
             "Speedup = median plain ms / median plugin ms (above 1: the plugin's build "
             "is faster). Each build is timed over the kernels whose cubin differs "
             "from plain's (identical cubins run identical SASS), each plugin "
             "build with two unchanged kernels (matrixmul, reduce3) as a control "
             "of the noise. Newest run first.", ""]
    if not runs:
        lines.append("No run committed: no device was lent to a session yet.")
    for run in runs:
        lines += run_header(run)
        for build, what in BUILDS:
            lines += build_table(run, build, what)
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
