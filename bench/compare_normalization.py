#!/usr/bin/env python3
"""Schedule quality under cost normalization, in original cycles (issue 13).

For every built-in kernel: `twill solve --kernel K` with the default
normalization (U = 300, costs more than 2x apart kept apart), with the
paper's program alone (--normalize-separation 0), and on raw costs
(--normalize-U 0). A normalized schedule runs on the machine with every
normalized cycle stretched to s = max over costs of original / normalized
cycles (every op then takes at least its real time), so its I in original
cycles is s * I; for an exact mapping that is the same schedule. Then the
Triton-granularity FlashAttention kernels at smaller U, with each Phase 1.

usage: bench/compare_normalization.py [--twill build/bin/twill]
         [--time-limit 30] [--out FILE]
"""
import argparse
import json
import subprocess
import time


def solve(twill, kernel, extra, limit):
    cmd = [twill, "solve", "--kernel", kernel, "--json", "--time-limit",
           str(limit)] + extra
    t0 = time.monotonic()
    cap = 2 * limit + 10
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return {"status": f"no answer, killed at {cap:g} s", "wall": cap}
    wall = time.monotonic() - t0
    try:
        d = json.loads(p.stdout)
    except ValueError:
        msg = (p.stderr.strip().splitlines() or ["?"])[-1]
        return {"status": "refused: " + msg[:90], "wall": wall}
    costs = d.get("normalization", {}).get("costs", [])
    scale = max((c["original"] / c["normalized"] for c in costs), default=1)
    d["scale"] = scale
    d["wall"] = wall
    if d.get("I") is not None:
        d["I_orig"] = scale * d["I"]
    return d


def cell(d):
    if d.get("I") is None:
        return f'{d["status"]} ({d["wall"]:.1f} s)'
    return (f'{d["status"]} I={d["I"]} -> {d["I_orig"]:.0f} cyc '
            f'({d["wall"]:.1f} s)')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--twill", default="build/bin/twill")
    ap.add_argument("--time-limit", type=float, default=30)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    kernels = [k["name"] for k in json.loads(subprocess.run(
        [args.twill, "kernels", "--json"], capture_output=True,
        text=True).stdout)]
    lim = args.time_limit
    out = [f"`twill solve --kernel K --json --time-limit {lim:g}`; I in "
           "normalized cycles -> in original cycles (s x I); wall seconds.\n",
           "| kernel | default (U=300, separation 2) | max distortion | "
           "--normalize-separation 0 | max distortion | raw costs "
           "(--normalize-U 0) | raw costs, --no-ws |",
           "|---|---|---:|---|---:|---|---|"]
    for k in kernels:
        a = solve(args.twill, k, [], lim)
        b = solve(args.twill, k, ["--normalize-separation", "0"], lim)
        c = solve(args.twill, k, ["--normalize-U", "0"], lim)
        e = solve(args.twill, k, ["--normalize-U", "0", "--no-ws"], lim)
        da = a.get("normalization", {}).get("max_ratio_distortion", "-")
        db = b.get("normalization", {}).get("max_ratio_distortion", "-")
        fa = f"{da:.2f}" if isinstance(da, (int, float)) else da
        fb = f"{db:.2f}" if isinstance(db, (int, float)) else db
        out.append(f"| {k} | {cell(a)} | {fa} | {cell(b)} | {fb} | {cell(c)} | {cell(e)} |")
        print(out[-1], flush=True)
    out.append("\nTriton-granularity FlashAttention kernels at smaller U "
               "(default Phase 1 = ILP on CBC; `--phase1 smt` = Z3):\n")
    out.append("| kernel | U | mapping | phase 1 | status | I -> cycles | "
               "phase 1 s | phase 2 s | wall s |")
    out.append("|---|---:|---|---|---|---|---:|---:|---:|")
    for k in [k for k in kernels if k.endswith("_ttgir")]:
        for u in (40,):
            for ph in ("ilp", "smt"):
                d = solve(args.twill, k, ["--normalize-U", str(u),
                                          "--phase1", ph], lim)
                m = ", ".join(f'{c["original"]}->{c["normalized"]}' for c in
                              d.get("normalization", {}).get("costs", []))
                t = d.get("times", {})
                io = (f'{d["I"]} -> {d["I_orig"]:.0f}' if d.get("I")
                      else "-")
                out.append(f'| {k} | {u} | {m} | {ph} | {d["status"]} | {io} '
                           f'| {t.get("phase1", 0):.1f} | '
                           f'{t.get("phase2", 0):.1f} | {d["wall"]:.1f} |')
                print(out[-1], flush=True)
    if args.out:
        open(args.out, "w").write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
