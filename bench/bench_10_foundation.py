#!/usr/bin/env python3
"""Foundation benchmark: the twill CLI over the shared datasets.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md, then
concatenates the sections in name order).

Today (foundation): sizes, II lower bounds (ResMII, RecMII, MII) and the time
to read a problem and compute its bounds, for every HatScheT loop, every
HeuriGym instance and every ICML'24 graph. Solver columns are added by later
issues. Datasets are found through TWILL_DATASETS (default ../shared/datasets).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import machine_line  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent




def run_info(twill, path):
    t0 = time.perf_counter()
    p = subprocess.run([twill, "info", "--json", str(path)], capture_output=True, text=True)
    wall = (time.perf_counter() - t0) * 1000.0
    if p.returncode != 0:
        return None, wall, p.stderr.strip()
    return json.loads(p.stdout), wall, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--twill", default=str(ROOT / "build/bin/twill"))
    ap.add_argument("--out", default=str(ROOT / "bench/sections/bench_10_foundation.md"))
    ap.add_argument("--datasets", default=os.environ.get("TWILL_DATASETS", str(ROOT.parent / "shared/datasets")))
    args = ap.parse_args()
    ds = Path(args.datasets)
    if not (ds / "hatscht-modulo").is_dir():
        print(f"run_bench: datasets not found at {ds} (set TWILL_DATASETS)", file=sys.stderr)
        return 2

    out = []
    out.append("# Foundation: datasets, sizes and II lower bounds\n")
    out.append(f"Machine: {machine_line()}.  ")
    out.append(f"Command: `make bench` (this section: `python3 bench/bench_10_foundation.py --twill build/bin/twill`), "
               f"run {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.\n")

    # --- HatScheT -----------------------------------------------------------
    files = sorted(p for p in (ds / "hatscht-modulo").rglob("*.graphml") if ".200MHz." not in p.name)
    rows, failures = [], []
    t_all = time.perf_counter()
    for f in files:
        info, wall, err = run_info(args.twill, f)
        name = str(f.relative_to(ds / "hatscht-modulo"))
        if info is None:
            failures.append((name, err))
            continue
        rows.append((name, info, wall))
    t_all = time.perf_counter() - t_all
    out.append("## 1.1 HatScheT loops: sizes and II lower bounds\n")
    out.append(f"{len(files)} loops from `hatscht-modulo/` (CHStone + MachSuite), each read with its `_RM.xml`. "
               "`bounds ms` is the in-process time of ResMII + RecMII (exact integer RecMII by binary search "
               "with positive-cycle detection); `wall ms` is the whole `twill info --json` process (read, check, bounds).\n")
    if rows:
        bms = [r[1]["bounds_ms"] for r in rows]
        walls = [r[2] for r in rows]
        rec_bound = sum(1 for r in rows if r[1]["rec_mii"] >= r[1]["res_mii"] and r[1]["rec_mii"] > 1)
        out.append(f"- loaded: **{len(rows)} / {len(files)}**, failures: {len(failures)}")
        out.append(f"- total wall time for all loops: **{t_all:.1f} s**; bounds time: median {statistics.median(bms):.3f} ms, "
                   f"max {max(bms):.1f} ms; process wall time: median {statistics.median(walls):.1f} ms, max {max(walls):.1f} ms")
        out.append(f"- MII decided by RecMII (RecMII >= ResMII, > 1): {rec_bound} loops; "
                   f"by ResMII alone: {len(rows) - rec_bound}\n")
        out.append("| loop | ops | deps | carried | ResMII | critical unit | RecMII | MII | bounds ms | wall ms |")
        out.append("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|")
        for name, i, wall in rows:
            out.append(f"| {name} | {i['ops']} | {i['deps']} | {i['carried_deps']} | {i['res_mii']} | "
                       f"{i['critical_unit'] or '-'} | {i['rec_mii']} | {i['mii']} | {i['bounds_ms']:.3f} | {wall:.1f} |")
    for name, err in failures:
        out.append(f"- FAILED {name}: {err}")
    out.append("")

    # --- HeuriGym -----------------------------------------------------------
    hg = ds / "heurigym-operator-scheduling"
    hfiles = sorted(p for p in hg.rglob("*.json") if p.name != "baseline.json")
    out.append("## 1.2 HeuriGym operator-scheduling DAGs: sizes and bounds\n")
    out.append("Acyclic; `ResMII` here is the per-unit work bound (sum of busy cycles / units), a lower bound "
               "on any pipelined II and a reference for the latency problem.\n")
    out.append("| instance | ops | deps | ResMII | critical unit | wall ms |")
    out.append("|---|---:|---:|---:|---|---:|")
    for f in hfiles:
        info, wall, err = run_info(args.twill, f)
        name = str(f.relative_to(hg))
        if info is None:
            out.append(f"| {name} | FAILED: {err} | | | | |")
            continue
        out.append(f"| {name} | {info['ops']} | {info['deps']} | {info['res_mii']} | {info['critical_unit'] or '-'} | {wall:.1f} |")
    out.append("")

    # --- ICML'24 ----------------------------------------------------------
    rw = ds / "icml24-rw-graphs"
    gfiles = sorted(rw.glob("*.gml"))
    out.append("## 1.3 ICML'24 random graphs: sizes and read time\n")
    out.append("Read with the documented defaults (unit latency, one unlimited unit `generic`, node `parameter` "
               "as footprint in memory `memory`).\n")
    out.append("| graph | ops | deps | RecMII | wall ms |")
    out.append("|---|---:|---:|---:|---:|")
    for f in gfiles:
        info, wall, err = run_info(args.twill, f)
        if info is None:
            out.append(f"| {f.name} | FAILED: {err} | | | |")
            continue
        out.append(f"| {f.name} | {info['ops']} | {info['deps']} | {info['rec_mii']} | {wall:.1f} |")
    out.append("")

    Path(args.out).write_text("\n".join(out) + "\n")
    print(f"run_bench: wrote {args.out} ({len(rows)}/{len(files)} HatScheT loops, {len(failures)} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
