#!/usr/bin/env python3
"""GauS on the EPFL combinational circuits (issue 15): formulations A and B.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md, then
concatenates the sections in name order). Every number comes from a
`twill gaus FILE.aig ... --json --quiet` run made by this script under
/usr/bin/time -v (wall time and peak resident memory); nothing is typed in.

For each circuit (read in place from ../shared/datasets/epfl-combinational,
or TWILL_DATASETS): the AIGER reader makes inputs and AND gates ops, fan-ins
edges (docs/formats.md).
 - Formulation A (`--objective A`, alpha = 1, D = depth, cut communication):
   GauS, the list scheduler of the same run, and the exact time-indexed ILP
   on CBC at the same budget when it has at most --exact-max-vars variables.
 - Formulation B (`--objective B`, peak live bytes, delay-1 edges, D = the
   list schedule's length): GauS, the list schedule, and the exact ILP
   (`--exact`) on the small circuits.
Both GauS runs get --time-limit SECONDS (the per-circuit budget) and stop
earlier once the best legal schedule has not improved for 40 checks.

Runs can be split (--circuits a,b,c) so that each call stays short; results
are cached in bench/sections/bench_35_gaus_epfl.json (keyed by circuit and
formulation) and the section is rendered from the whole cache.
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import machine_line  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "bench" / "sections" / "bench_35_gaus_epfl.json"

# In the order of size (inputs + AND gates), as the dataset README lists them.
CIRCUITS = [
    "random_control/ctrl", "random_control/int2float", "random_control/dec",
    "random_control/router", "random_control/cavlc", "random_control/priority",
    "arithmetic/adder", "random_control/i2c", "arithmetic/max", "arithmetic/bar",
    "arithmetic/sin", "random_control/arbiter", "random_control/voter",
    "arithmetic/square", "arithmetic/sqrt", "arithmetic/multiplier",
    "arithmetic/log2", "random_control/mem_ctrl", "arithmetic/div",
    "arithmetic/hyp",
]


def timed_run(cmd, timeout):
    """Runs CMD under /usr/bin/time -v; returns (json or None, wall s,
    peak MiB, note)."""
    full = ["/usr/bin/time", "-v"] + cmd
    t0 = time.perf_counter()
    # A session of its own, so a timeout kills twill and not only time(1).
    proc = subprocess.Popen(full, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None, time.perf_counter() - t0, None, "killed at %.0f s" % timeout
    p = subprocess.CompletedProcess(full, proc.returncode, out, err)
    wall = time.perf_counter() - t0
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    rss = int(m.group(1)) / 1024.0 if m else None
    try:
        return json.loads(p.stdout), wall, rss, ""
    except json.JSONDecodeError:
        return None, wall, rss, "exit %d: %s" % (p.returncode, p.stderr.strip()[-200:])


def circuit_ops(twill, path):
    p = subprocess.run([twill, "info", str(path), "--json"], capture_output=True, text=True)
    try:
        return json.loads(p.stdout)["ops"]
    except (json.JSONDecodeError, KeyError):
        return None


def run_circuit(twill, path, form, budget, alpha, exact_max_ops):
    """GauS (with the list baseline of the same run) in one process, the exact
    ILP at the same budget in a second one (`--max-iters 1 --exact T`), so a
    solver that overruns its limit is killed without losing GauS's figures."""
    args = [twill, "gaus", str(path), "--objective", form, "--time-limit", str(budget),
            "--threads", "2", "--json", "--quiet"]
    if form == "A":
        args += ["--alpha", str(alpha)]
    j, wall, rss, note = timed_run(args, timeout=budget + 120)
    r = {"cmd": " ".join(str(a) for a in args[1:]), "json": j, "wall": wall,
         "rss_mib": rss, "note": note, "budget": budget}
    # A: the tool refuses the ILP above 200,000 variables (2 N D + |E| + 1)
    # before building it. B: the ILP is only built up to exact_max_ops ops.
    want = form == "A" or (j is not None and j.get("ops", 1 << 30) <= exact_max_ops)
    if want and j is not None:
        xargs = [twill, "gaus", str(path), "--objective", form, "--max-iters", "1",
                 "--exact", str(budget), "--json", "--quiet"]
        if form == "A":
            xargs += ["--alpha", str(alpha)]
        xj, xwall, xrss, xnote = timed_run(xargs, timeout=budget + 60)
        r["exact_cmd"] = " ".join(str(a) for a in xargs[1:])
        r["exact_wall"] = xwall
        j["exact"] = (xj or {}).get("exact") or {"status": xnote or "error"}
    return r


def fmt(x, f="{:.0f}"):
    if x is None:
        return "–"
    if isinstance(x, str):
        return x
    return f.format(x)


def render(cache, out_path):
    out = ["# 3.5 GauS on the EPFL combinational circuits (formulations A and B)\n"]
    out.append("Machine: " + cache.get("machine", "?") + "  ")
    out.append("Measured: " + cache.get("when", "?") + "; the 2 cores were shared with other "
               "work (load average at the start of each run in the raw JSON).\n")
    out.append("Circuits read in place from `../shared/datasets/epfl-combinational/*/*.aig` "
               "(binary AIGER, AIGER reader in `lib/IO/AIGER.cpp`): ops = inputs + AND gates, "
               "one edge per distinct fan-in variable. Inputs cost 0, gates 1, edges 1.\n")
    out.append("**Formulation A**: minimise max stage load + α·(edges cut), α = 0.1 (with unit "
               "weights and about two fan-ins per gate, α = 1 — the CLI default — makes a single "
               "stage, i.e. no communication, close to optimal on the small circuits, which "
               "says nothing about the schedulers), "
               "stages in [0, D) with D = depth (ops on the longest path), s_u ≤ s_v. "
               "GauS, the list scheduler of the same run, and the exact time-indexed ILP "
               "(CBC, same budget; only below the variable limit). Lower is better.\n")
    out.append("Commands: `twill gaus FILE.aig --objective A --time-limit T --threads 2 "
               "--alpha 0.1 --json --quiet` under `/usr/bin/time -v` (GauS and list), then "
               "`twill gaus FILE.aig --objective A --alpha 0.1 --max-iters 1 --exact T --json "
               "--quiet` (the ILP, killed at T + 60 s: CBC overran its wall-clock limit on this "
               "loaded machine, e.g. 176 s for T = 60 on int2float in an earlier run).\n")
    out.append("| circuit | ops | edges | D | T s | GauS | list | exact | exact status | iters | it/s | "
               "GauS s | wall s | peak MiB |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    rows_a = [(k, v) for k, v in cache["runs"].items() if k.endswith("|A")]
    rows_b = [(k, v) for k, v in cache["runs"].items() if k.endswith("|B")]
    order = {c.split("/")[-1]: i for i, c in enumerate(CIRCUITS)}
    key = lambda kv: order.get(kv[0].split("|")[0], 99)
    finished = {"A": 0, "B": 0}
    for k, r in sorted(rows_a, key=key):
        name = k.split("|")[0]
        j = r["json"]
        if not j:
            out.append(f"| {name} | – | – | – | {r['budget']} | not finished ({r['note']}) "
                       f"| – | – | – | – | – | – | {r['wall']:.0f} | {fmt(r['rss_mib'])} |")
            continue
        ex = j.get("exact", {})
        g = j.get("gaus", {})
        finished["A"] += bool(g.get("legal"))
        out.append(f"| {name} | {j['ops']} | {j['deps']} | {j['D']} | {r['budget']} | "
                   f"{fmt(g.get('objective'), '{:.0f}')} | {fmt(j['list']['objective'], '{:.0f}')} | "
                   f"{fmt(ex.get('objective'), '{:.0f}')} | {ex.get('status', '–')}"
                   f"{' (' + ex['message'].split(':')[0] + ')' if ex.get('message') else ''} | "
                   f"{j['iterations']} | {j['iterations_per_second']:.1f} | {j['seconds']:.1f} | "
                   f"{r['wall']:.1f}{'' if 'exact_cmd' in r or 'exact' not in j else '*'} | "
                   f"{fmt(r['rss_mib'])} |")
    out.append("")
    out.append("**Formulation B**: minimise peak live bytes (a gate's value is 1 byte, live from "
               "its step until its last consumer issues; inputs cost 0), edges of delay 1, "
               "D = the list schedule's length. GauS, the list schedule, and the exact "
               "time-indexed ILP (`--exact`, lp_solve, same budget).\n")
    out.append("Commands: `twill gaus FILE.aig --objective B --time-limit T --threads 2 "
               "--json --quiet` under `/usr/bin/time -v`, then (up to 1,500 ops) `twill gaus "
               "FILE.aig --objective B --max-iters 1 --exact T --json --quiet`.\n")
    out.append("| circuit | ops | D | T s | GauS | list | exact | exact status | iters | it/s | "
               "GauS s | wall s | peak MiB |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for k, r in sorted(rows_b, key=key):
        name = k.split("|")[0]
        j = r["json"]
        if not j:
            out.append(f"| {name} | – | – | {r['budget']} | not finished ({r['note']}) | – | – "
                       f"| – | – | – | – | {r['wall']:.0f} | {fmt(r['rss_mib'])} |")
            continue
        ex = j.get("exact", {})
        ok = j.get("status") == "feasible" and j.get("verified")
        finished["B"] += bool(ok)
        out.append(f"| {name} | {j['ops']} | {j['D']} | {r['budget']} | "
                   f"{fmt(j['objective_after'] if ok else None)} | "
                   f"{fmt(j.get('list', {}).get('objective'))} | {fmt(ex.get('objective'))} | "
                   f"{ex.get('status', '–')} | {j['iterations']} | "
                   f"{j['iterations_per_second']:.1f} | {j['seconds']:.1f} | {r['wall']:.1f}"
                   f"{'' if 'exact_cmd' in r or 'exact' not in j else '*'} | "
                   f"{fmt(r['rss_mib'])} |")
    out.append("")
    if any("*" in line for line in out if line.startswith("| ")):
        out.append("`*`: an earlier run of this script ran the exact ILP in the same process "
                   "(`--exact T` on the GauS command line), so its wall time and peak memory "
                   "include the ILP.\n")
    out.append("GauS s is the solver's own time (initialisation, iterations, legalisation); "
               "wall s adds reading the file and the list baseline. GauS stops once the best "
               "legal schedule has not improved for 40 checks (2000 iterations) or at T.\n")
    for form, rows in (("A", rows_a), ("B", rows_b)):
        better = same = worse = xbetter = 0
        for _, r in rows:
            j = r["json"] or {}
            g = j.get("gaus", {}).get("objective") if form == "A" else j.get("objective_after")
            lst = j.get("list", {}).get("objective")
            if g is None or lst is None:
                continue
            better += g < lst - 1e-9
            same += abs(g - lst) <= 1e-9
            worse += g > lst + 1e-9
            xo = j.get("exact", {}).get("objective")
            xbetter += xo is not None and xo < g - 1e-9
        out.append(f"Formulation {form}: GauS below the list schedule on {better}, equal on {same}, "
                   f"above on {worse} circuits; the exact ILP below GauS on {xbetter}.\n")
    out.append(f"Legal, verified GauS schedules: A {finished['A']}/{len(rows_a)}, "
               f"B {finished['B']}/{len(rows_b)} of the circuits run (of 20). Circuits not in a "
               "table were not run (time).\n")
    Path(out_path).write_text("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--twill", default=str(ROOT / "build" / "bin" / "twill"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "sections" / "bench_35_gaus_epfl.md"))
    ap.add_argument("--datasets", default=os.environ.get(
        "TWILL_DATASETS", str(ROOT.parent / "shared" / "datasets")))
    ap.add_argument("--circuits", default="",
                    help="comma-separated names (default: every circuit up to div)")
    ap.add_argument("--forms", default="A,B")
    ap.add_argument("--budget", type=float, default=120,
                    help="seconds per circuit and formulation (GauS and exact each)")
    ap.add_argument("--alpha", type=float, default=0.1,
                    help="formulation A's alpha (see the section text)")
    ap.add_argument("--exact-max-ops", type=int, default=1500,
                    help="formulation B: build the exact ILP only up to this many ops")
    ap.add_argument("--render-only", action="store_true")
    a = ap.parse_args()

    cache = json.loads(CACHE.read_text()) if CACHE.exists() else {"runs": {}}
    if not a.render_only:
        names = [c for c in a.circuits.split(",") if c] or [
            c.split("/")[-1] for c in CIRCUITS if not c.endswith("hyp")]
        base = Path(a.datasets) / "epfl-combinational"
        for name in names:
            rel = next((c for c in CIRCUITS if c.split("/")[-1] == name), None)
            if rel is None:
                sys.exit(f"unknown circuit {name}")
            path = base / (rel + ".aig")
            for form in a.forms.split(","):
                load = open("/proc/loadavg").read().split()[:3]
                r = run_circuit(a.twill, path, form, a.budget, a.alpha, a.exact_max_ops)
                r["load"] = " ".join(load)
                cache["runs"][f"{name}|{form}"] = r
                j = r["json"] or {}
                print(f"{name} {form}: wall {r['wall']:.1f}s rss {r['rss_mib']} "
                      f"gaus {j.get('gaus', {}).get('objective', j.get('objective_after'))} "
                      f"list {j.get('list', {}).get('objective')} "
                      f"exact {j.get('exact', {}).get('objective')} {r['note']}", flush=True)
                cache["machine"] = machine_line()
                cache["when"] = time.strftime("%Y-%m-%d")
                CACHE.write_text(json.dumps(cache, indent=1) + "\n")
    render(cache, a.out)


if __name__ == "__main__":
    main()
