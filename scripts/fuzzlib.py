# ===- scripts/fuzzlib.py - what the differential fuzzers share ------------=== #
#
# Part of the twill project.
#
# ===----------------------------------------------------------------------=== #
"""The harness of scripts/fuzz-*.py: each seed's kernel is built by a list
of commands (clang-19, llc-19 with and without the plugin, ptxas), the two
PTX files are compared by test/ptx/ptxdiff.py over a CTA, and one line a
seed is printed. A fuzzer supplies check(seed, plugin, tmp, extra) ->
(description, verdict); a verdict that does not start with 'ok' fails."""

import argparse
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def steps(seed, tmp, plugin, clang_flags, plugin_flags):
    """Seed \p seed's files in \p tmp (k<seed>.cu, .ll, .base.ptx, .ptx)
    and the commands that build them: clang-19 (with \p clang_flags),
    llc-19 without the plugin, llc-19 with it (the cost model off, the
    machine verifier on, and \p plugin_flags), ptxas on the plugin's PTX."""
    cu, ll = tmp / f"k{seed}.cu", tmp / f"k{seed}.ll"
    base, new = tmp / f"k{seed}.base.ptx", tmp / f"k{seed}.ptx"
    llc = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]
    cmds = [
        ["clang-19", "-x", "cuda", "--cuda-gpu-arch=sm_90a",
         "--cuda-device-only", "-nocudainc", "-nocudalib", "-O2", "-S",
         "-emit-llvm", "-Wno-unknown-cuda-version", *clang_flags, str(cu),
         "-o", str(ll)],
        llc + [str(ll), "-o", str(base)],
        llc + ["-load", plugin, "-enable-twill-sched", "-twill-cost-model=false",
               "-verify-machineinstrs", "-pass-remarks=twill", *plugin_flags,
               str(ll), "-o", str(new)],
        ["ptxas", "-arch=sm_90a", str(new), "-o", "/dev/null"],
    ]
    return cu, base, new, cmds


def build(steps):
    """Runs \\p steps in order; (the remarks they printed, None) or (None,
    why the first that failed did)."""
    remarks = ""
    for cmd in steps:
        p = run(cmd)
        if p.returncode:
            return None, f"FAIL: {cmd[0]}: {(p.stderr or p.stdout).strip()[:200]}"
        remarks += p.stderr
    return remarks, None


def ptxdiff(base, new, args):
    """ptxdiff.py's last line over \\p args, and whether every trip count
    passed."""
    diff = run([sys.executable, str(ROOT / "test/ptx/ptxdiff.py"), str(base),
                str(new), *args])
    last = (diff.stdout.strip().splitlines() or ["(no output)"])[-1]
    return last, diff.returncode == 0 and last.endswith(" 0 failed")


def seeds(text):
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def main(doc, check, default_seeds, extra_help=None):
    """The command line: --plugin, --seeds and, where \\p extra_help is
    given, --llc-option (more llc options for the plugin's build)."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--plugin", default=str(ROOT / "build/lib/LLVMTwill.so"))
    ap.add_argument("--seeds", default=default_seeds,
                    help="a seed or a range A-B")
    if extra_help:
        ap.add_argument("--llc-option", action="append", default=[],
                        help=extra_help)
    args = ap.parse_args()
    extra = getattr(args, "llc_option", [])
    failed = 0
    with tempfile.TemporaryDirectory() as d:
        for s in seeds(args.seeds):
            desc, verdict = check(s, args.plugin, pathlib.Path(d), extra)
            failed += not verdict.startswith("ok")
            print(f"{s}: {desc}: {verdict}", flush=True)
    print(f"{len(seeds(args.seeds)) - failed} passed, {failed} failed")
    return 1 if failed else 0
