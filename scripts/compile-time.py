#!/usr/bin/env python3
# ===- compile-time.py - llc-19 with and without the plugin, per module -----===#
#
# Part of the twill project.
#
# ===------------------------------------------------------------------------===#
"""Compile time of the twill plugin against plain llc-19, module by module.

For each LLVM IR module, the user + system CPU seconds (rusage of the child,
microsecond resolution) of

    llc-19 -march=nvptx64 -mcpu=sm_90a -O2 MODULE -o /dev/null

and of the same with `-load PLUGIN -enable-twill-sched`, the least of --runs
runs each (the least is the one least disturbed by other work on the
machine; the two commands run in turn). Prints one line per module
(plain, plugin, ratio), then the geometric mean of the ratios, the
largest, and how many exceed 2x; --json
writes the same as JSON. CPU time, not wall time, so that a second job on
the machine changes the figures less; they still move by several percent
on a loaded machine: compare runs of the same session.

Exit status: 0, 1 when some llc run failed (it is reported and left out),
2 for bad arguments.
"""

import argparse
import json
import math
import os
import subprocess
import sys


def cpu_seconds(cmd):
    """The user + system CPU time of one run of cmd, or None if it fails."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        return None
    return usage.ru_utime + usage.ru_stime


def least_pair(plain_cmd, plugin_cmd, runs):
    """The least CPU time of each command over `runs` runs, the two run in
    turn (so that a burst of other work on the machine meets both alike);
    None for a command that failed."""
    best = [None, None]
    for _ in range(runs):
        for k, cmd in enumerate((plain_cmd, plugin_cmd)):
            t = cpu_seconds(cmd)
            if t is None:
                return None, None
            best[k] = t if best[k] is None else min(best[k], t)
    return best[0], best[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("plugin", help="build/lib/LLVMTwill.so")
    ap.add_argument("modules", nargs="+", help="LLVM IR modules (.ll/.bc)")
    ap.add_argument("--runs", type=int, default=3,
                    help="runs of each command; the least counts (3)")
    ap.add_argument("--llc", default="llc-19")
    ap.add_argument("--mcpu", default="sm_90a")
    ap.add_argument("--plugin-arg", action="append", default=[],
                    help="an extra option for the plugin's runs (repeatable)")
    ap.add_argument("--json", metavar="FILE", help="also write the results")
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    for path in [args.plugin] + args.modules:
        if not os.path.isfile(path):
            print(f"compile-time.py: error: {path}: no such file",
                  file=sys.stderr)
            return 2
    base = [args.llc, "-march=nvptx64", f"-mcpu={args.mcpu}", "-O2",
            "-o", os.devnull]
    rows, failed = [], 0
    for module in args.modules:
        plain, twill = least_pair(
            base + [module],
            base + ["-load", args.plugin, "-enable-twill-sched"] +
            args.plugin_arg + [module], args.runs)
        if plain is None or twill is None or plain <= 0:
            print(f"{module}: llc failed", file=sys.stderr)
            failed += 1
            continue
        rows.append({"module": module, "plain_s": plain, "plugin_s": twill,
                     "ratio": twill / plain})
        print(f"{plain:8.4f} {twill:8.4f} {twill / plain:6.2f}x  {module}",
              flush=True)
    if rows:
        geo = math.exp(sum(math.log(r["ratio"]) for r in rows) / len(rows))
        worst = max(rows, key=lambda r: r["ratio"])
        over = sum(r["ratio"] > 2 for r in rows)
        print(f"modules {len(rows)}: geometric mean {geo:.3f}x, largest "
              f"{worst['ratio']:.2f}x ({worst['module']}), over 2x: {over}")
        if args.json:
            with open(args.json, "w") as out:
                json.dump({"runs": args.runs, "modules": rows,
                           "geomean": geo, "over_2x": over}, out, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
