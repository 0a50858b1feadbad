#!/usr/bin/env python3
"""Calibrates the plugin's register estimate (lib/NVPTX/CostModel.cpp,
estimateRegisters) against ptxas.

For every bench kernel (test/inputs/kernels/*.ll, test/lit/plugin/*.ll) it
compiles the kernel plain (llc-19 alone) and with the plugin at several stage
limits (-twill-max-stages=2,3,4,8) with -twill-cost-margin=-100 (so the cost
model pipelines every loop whose registers fit, choosing as it would), reads
from -twill-debug each loop's register inputs (live-in, carried, body, kernel) and
from `ptxas -v -arch=sm_90a` the registers of each entry function, and fits

    plain     = Base + LiveIn * wL + Carried * wC + Body * wB
    pipelined = plain + (Kernel - Body) * wE

per kernel as the largest over its loops (ptxas allocates for the whole
function), by a grid search minimising the mean absolute error. It prints a
table per kernel and build, the fitted coefficients and the error (mean and
max absolute), and with --current the error of the coefficients the plugin
has now (its -twill-reg-* option defaults).

  bench/calibrate_registers.py [--plugin build/lib/LLVMTwill.so] [--current B WL WC WB WE]
                               [--save F.json | --load F.json]
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
STAGES = [2, 3, 4, 8]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def loops_of(debug, remarks):
    """Per function: [(loop, livein, body, kernel, pipelined)]."""
    out = {}
    cur = None
    for line in debug.splitlines():
        m = re.match(r"twill-pipeliner: cost model for (\S+?):(bb\.\S+):", line)
        if m:
            cur = (m.group(1), m.group(2))
            continue
        m = re.match(r"\s+cost model: live-in (\d+), carried (\d+), body (\d+), kernel (\d+)", line)
        if m and cur:
            fn, loop = cur
            piped = re.search(rf"loop {re.escape(fn)}:{re.escape(loop)} pipelined:", remarks) is not None
            out.setdefault(fn, []).append((loop, *map(int, m.groups()), piped))
            cur = None
    return out


def collect(plugin, kernels, tmp):
    rows = []  # (kernel file, function, build, loops, ptxas registers)
    for ll in kernels:
        base = Path(tmp) / (ll.stem + ".plain.ptx")
        if run(["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2", str(ll), "-o", str(base)]).returncode:
            continue
        plain = ptxas_registers(str(base))
        for s in STAGES:
            ptx = Path(tmp) / f"{ll.stem}.s{s}.ptx"
            r = run(["llc-19", "-load", plugin, "-enable-twill-sched", "-march=nvptx64", "-mcpu=sm_90a", "-O2",
                     "-twill-debug", "-twill-cost-margin=-100", f"-twill-max-stages={s}",
                     "-pass-remarks=twill", str(ll), "-o", str(ptx)])
            if r.returncode:
                continue
            loops = loops_of(r.stdout + r.stderr, r.stderr)
            regs = ptxas_registers(str(ptx))
            for fn, ls in loops.items():
                if fn not in regs or fn not in plain:
                    continue
                if s == STAGES[0]:
                    rows.append((ll.stem, fn, "plain", [(l, a, c, b, k, False) for l, a, c, b, k, _ in ls], plain[fn]))
                if any(p for *_, p in ls):
                    rows.append((ll.stem, fn, f"S<={s}", ls, regs[fn]))
    return rows


def model(c, loops):
    base, wl, wc, wb, we = c
    best = 0.0
    for _, li, ca, b, k, piped in loops:
        r = base + li * wl + ca * wc + b * wb + ((k - b) * we if piped else 0.0)
        best = max(best, r)
    return min(255, max(1, round(best)))


def error(c, rows):
    errs = [abs(model(c, ls) - regs) for *_, ls, regs in rows]
    return sum(errs) / len(errs), max(errs)


def least_squares(X, y):
    """The normal equations, by Gaussian elimination (no numpy here)."""
    n = len(X[0])
    A = [[sum(r[i] * r[j] for r in X) for j in range(n)] + [sum(r[i] * t for r, t in zip(X, y))]
         for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(A[r][i]))
        A[i], A[p] = A[p], A[i]
        if abs(A[i][i]) < 1e-12:
            continue
        for r in range(n):
            if r != i:
                f = A[r][i] / A[i][i]
                A[r] = [a - f * b for a, b in zip(A[r], A[i])]
    return [A[i][n] / A[i][i] if abs(A[i][i]) > 1e-12 else 0.0 for i in range(n)]


def features(loop):
    _, li, ca, b, k, piped = loop
    return [1.0, li, ca, b, (k - b) if piped else 0.0]


def fit(rows):
    """Least squares on each build's largest loop under the current
    coefficients, repeated until the choice of loops settles; weights are
    kept non-negative by dropping a negative one and solving again."""
    c = (10.0, 1.0, 1.0, 0.25, 0.7)
    for _ in range(10):
        X = [features(max(ls, key=lambda l: model(c, [l]))) for *_, ls, _ in rows]
        y = [float(regs) for *_, regs in rows]
        keep = list(range(5))
        while True:
            w = least_squares([[x[k] for k in keep] for x in X], y)
            if all(x >= 0 for x in w[1:]) or len(keep) == 1:
                break
            keep.pop(1 + min(range(len(w) - 1), key=lambda i: w[1 + i]))
        full = [0.0] * 5
        for k, x in zip(keep, w):
            full[k] = round(float(x), 3)
        if tuple(full) == c:
            break
        c = tuple(full)
    return c


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", default=str(ROOT / "build/lib/LLVMTwill.so"))
    ap.add_argument("--current", nargs=5, type=float, metavar=("BASE", "WL", "WC", "WB", "WE"),
                    help="also report the error of these coefficients (the plugin's defaults)")
    ap.add_argument("--save", help="write the measurements to this JSON file")
    ap.add_argument("--load", help="read the measurements from this JSON file instead")
    a = ap.parse_args()
    kernels = sorted((ROOT / "test/inputs/kernels").glob("*.ll")) + sorted((ROOT / "test/lit/plugin").glob("*.ll"))
    if a.load:
        rows = [tuple(r[:3]) + ([tuple(l) for l in r[3]], r[4]) for r in json.load(open(a.load))]
    else:
        with tempfile.TemporaryDirectory() as tmp:
            rows = collect(a.plugin, kernels, tmp)
    if a.save:
        json.dump(rows, open(a.save, "w"))
    if not rows:
        print("no data (is the plugin built?)", file=sys.stderr)
        return 2
    c = fit(rows)
    mean, mx = error(c, rows)
    print(f"fit: base {c[0]}, live-in x {c[1]}, carried x {c[2]}, body x {c[3]}, expanded x {c[4]}: "
          f"mean |error| {mean:.2f}, max {mx} registers over {len(rows)} builds")
    if a.current:
        m2, x2 = error(tuple(a.current), rows)
        print(f"current: {a.current}: mean |error| {m2:.2f}, max {x2}")
    print("| kernel | function | build | loops (live-in/carried/body/kernel, P = pipelined) | ptxas | model | error |")
    print("|---|---|---|---|---|---|---|")
    for k, fn, build, ls, regs in rows:
        desc = " ".join(f"{l}:{li}/{ca}/{b}/{kk}{'P' if p else ''}" for l, li, ca, b, kk, p in ls)
        m = model(c, ls)
        print(f"| {k} | {fn[:40]} | {build} | {desc} | {regs} | {m} | {m - regs:+d} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
