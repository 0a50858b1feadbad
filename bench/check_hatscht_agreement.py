#!/usr/bin/env python3
"""`twill solve --no-ws` against `twill modulo` on every HatScheT loop.

For each loop of DATASETS/hatscht-modulo (the .200MHz. copies left out, as in
bench_20), both commands run with the same --time-limit and write their
schedule; each schedule goes through `twill verify`. A loop passes when both
end with a verified schedule at the same I, or when `modulo` has no schedule
either. `solve` ending without a schedule where `modulo` has one, a schedule
`verify` rejects, or two different I where both claim `optimal`, fail.

solve normalizes costs by default; where that changes a loop's costs (the
mapping is not the identity), the loop is solved again with --normalize-U 0
so that both commands see the same problem.

usage: bench/check_hatscht_agreement.py [--twill build/bin/twill]
         [--datasets ../shared/datasets] [--time-limit 10] [--out FILE]
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import time


def run(cmd, timeout):
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        out, rc = p.stdout, p.returncode
    except subprocess.TimeoutExpired:
        out, rc = "", 124
    try:
        data = json.loads(out)
    except ValueError:
        data = {}
    return data, rc, time.monotonic() - t0


def verified(twill, graph, sched):
    p = subprocess.run([twill, "verify", str(graph), str(sched)],
                       capture_output=True, text=True)
    return p.returncode == 0


def identity(norm):
    return all(c["original"] == c["normalized"] for c in norm.get("costs", []))


def check(twill, graph, limit, tmp):
    ms, ss = tmp / "m.json", tmp / "s.json"
    for f in (ms, ss):
        f.unlink(missing_ok=True)
    wall = limit * 3 + 30
    m, _, mt = run([twill, "modulo", str(graph), "--time-limit", str(limit),
                    "--json", "-o", str(ms)], wall)
    s, _, st = run([twill, "solve", str(graph), "--no-ws", "--time-limit",
                    str(limit), "--json", "-o", str(ss)], wall)
    raw = False
    if s and not identity(s.get("normalization", {})):
        raw = True
        ss.unlink(missing_ok=True)
        s, _, st = run([twill, "solve", str(graph), "--no-ws", "--normalize-U",
                        "0", "--time-limit", str(limit), "--json", "-o",
                        str(ss)], wall)
    r = {"m_status": m.get("status", "crash"), "m_I": m.get("I"),
         "s_status": s.get("status", "crash"), "s_I": s.get("I"),
         "m_sec": mt, "s_sec": st, "raw": raw}
    r["m_ok"] = r["m_I"] is not None and ms.exists() and verified(twill, graph, ms)
    r["s_ok"] = r["s_I"] is not None and ss.exists() and verified(twill, graph, ss)
    problems = []
    if r["m_I"] is not None and not r["m_ok"]:
        problems.append("modulo schedule fails verify")
    if r["s_I"] is not None and not r["s_ok"]:
        problems.append("solve schedule fails verify")
    if r["m_I"] is not None and r["s_I"] is None:
        problems.append("solve has no schedule where modulo has one")
    if (r["m_status"] == "optimal" and r["s_status"] == "optimal"
            and r["m_I"] != r["s_I"]):
        problems.append("both optimal at different I")
    r["problems"] = problems
    r["agree"] = r["m_I"] == r["s_I"]
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--twill", default="build/bin/twill")
    ap.add_argument("--datasets", default="../shared/datasets")
    ap.add_argument("--time-limit", type=float, default=10)
    ap.add_argument("--out", default="")
    ap.add_argument("--filter", default="")
    args = ap.parse_args()
    root = pathlib.Path(args.datasets) / "hatscht-modulo"
    files = sorted(p for p in root.rglob("*.graphml")
                   if ".200MHz." not in p.name and args.filter in str(p))
    rows = []
    with tempfile.TemporaryDirectory() as d:
        for f in files:
            r = check(args.twill, f, args.time_limit, pathlib.Path(d))
            r["loop"] = str(f.relative_to(root))
            rows.append(r)
            flag = "FAIL " + "; ".join(r["problems"]) if r["problems"] else (
                "ok" if r["agree"] else "differ")
            print(f'{r["loop"]}: modulo {r["m_status"]} I={r["m_I"]} '
                  f'({r["m_sec"]:.2f}s), solve {r["s_status"]} I={r["s_I"]} '
                  f'({r["s_sec"]:.2f}s){" raw" if r["raw"] else ""}: {flag}',
                  flush=True)
    n = len(rows)
    both_opt = sum(r["m_status"] == "optimal" and r["s_status"] == "optimal"
                   for r in rows)
    agree = sum(r["agree"] and r["m_I"] is not None for r in rows)
    fails = [r for r in rows if r["problems"]]
    differ = [r for r in rows if not r["agree"] and not r["problems"]]
    summary = {
        "loops": n, "time_limit": args.time_limit, "same_I": agree,
        "both_optimal": both_opt, "failures": len(fails),
        "differ_unproven": len(differ),
        "raw_costs": sum(r["raw"] for r in rows),
        "modulo_optimal": sum(r["m_status"] == "optimal" for r in rows),
        "solve_optimal": sum(r["s_status"] == "optimal" for r in rows),
        "solve_seconds": sum(r["s_sec"] for r in rows),
        "modulo_seconds": sum(r["m_sec"] for r in rows),
        "failed": [r["loop"] for r in fails],
        "differ": [(r["loop"], r["m_status"], r["m_I"], r["s_status"],
                    r["s_I"]) for r in differ],
    }
    print(json.dumps(summary, indent=1))
    if args.out:
        pathlib.Path(args.out).write_text(json.dumps(
            {"summary": summary, "rows": rows}, indent=1))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
