#!/usr/bin/env python3
"""Issue 13's solver checks, as one section of bench/RESULTS.md.

1. bench/check_hatscht_agreement.py: `twill solve --no-ws` against
   `twill modulo` on every HatScheT loop, both schedules verified.
2. bench/compare_normalization.py: schedule quality in original cycles with
   the default normalization, the paper's program alone and raw costs, and
   the Triton-granularity FlashAttention kernels at smaller U.
"""
import argparse
import datetime
import json
import pathlib
import subprocess
import sys
import tempfile

from benchlib import machine_line

HERE = pathlib.Path(__file__).resolve().parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--twill", default="build/bin/twill")
    ap.add_argument("--datasets", default="../shared/datasets")
    ap.add_argument("--hatscht-time-limit", type=float, default=10)
    ap.add_argument("--kernel-time-limit", type=float, default=30)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    now = datetime.datetime.now(datetime.timezone.utc)
    out = ["# Issue 13: solver checks\n",
           f"Machine: {machine_line()}.  ",
           f"Command: `python3 bench/bench_25_solver_checks.py --twill "
           f"{args.twill}`, run {now:%Y-%m-%d %H:%M} UTC.\n"]
    with tempfile.TemporaryDirectory() as d:
        js = pathlib.Path(d) / "agree.json"
        subprocess.run([sys.executable, str(HERE / "check_hatscht_agreement.py"),
                        "--twill", args.twill, "--datasets", args.datasets,
                        "--time-limit", str(args.hatscht_time_limit),
                        "--out", str(js)], capture_output=True)
        s = json.loads(js.read_text())["summary"] if js.exists() else {}
        md = pathlib.Path(d) / "norm.md"
        subprocess.run([sys.executable, str(HERE / "compare_normalization.py"),
                        "--twill", args.twill, "--time-limit",
                        str(args.kernel_time_limit), "--out", str(md)],
                       capture_output=True)
        norm = md.read_text() if md.exists() else "(no output)\n"
    out.append("## HatScheT loops: `solve --no-ws` against `modulo`\n")
    out.append(f"`bench/check_hatscht_agreement.py --time-limit "
               f"{args.hatscht_time_limit:g}`: {s.get('loops')} loops; same I "
               f"on {s.get('same_I')}; failures (a schedule `verify` rejects, "
               f"`solve` without a schedule where `modulo` has one, two "
               f"`optimal` at different I): {s.get('failures')}; `modulo` "
               f"optimal on {s.get('modulo_optimal')}, `solve` on "
               f"{s.get('solve_optimal')} (`solve` also proves L minimal); "
               f"solved on raw costs because normalization changed them: "
               f"{s.get('raw_costs')}. Failed: {s.get('failed')}.\n")
    out.append("## Normalization and the Triton-granularity kernels\n")
    out.append(norm)
    text = "\n".join(out) + "\n"
    if args.out:
        pathlib.Path(args.out).write_text(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
