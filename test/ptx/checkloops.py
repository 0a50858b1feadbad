#!/usr/bin/env python3
"""Differential check of the twill pipeliner over generated loops.

    checkloops.py DIR --llc LLC --plugin SO [--ptxas PTXAS] [--extra "OPTS"]

For every DIR/NAME.ll written by genloops.py: compile it with plain llc and
with the plugin (-enable-twill-sched -verify-machineinstrs, remarks on),
assemble the pipelined PTX with ptxas when given, and run both PTX files
through ptxdiff.py with the arguments of DIR/NAME.params. Prints one line
per loop (pipelined or not, and why) and a final "N passed, M failed"; exits
1 on any failure (a compiler error, a ptxas error or a mismatch).
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


def check(path, args):
    base = path[:-3]
    llc = [args.llc, "-march=nvptx64", "-mcpu=sm_90a", "-O2"]
    r = run(llc + [path, "-o", base + ".base.ptx"])
    if r.returncode:
        return False, "plain llc failed: " + r.stderr.strip()[:300]
    r = run(llc + ["-load", args.plugin, "-enable-twill-sched",
                   "-verify-machineinstrs", "-pass-remarks=twill",
                   "-pass-remarks-missed=twill"] + shlex.split(args.extra) +
            [path, "-o", base + ".pipe.ptx"])
    if r.returncode:
        return False, "llc with the plugin failed: " + r.stderr.strip()[-600:]
    m = re.search(r"(pipelined: II=\S+ MII=\S+ S=\S+ U=\S+|not pipelined: [^\n]*)",
                  r.stderr)
    what = m.group(1) if m else "no remark"
    e = re.search(r"; exit: ([^\n]*)", r.stderr)
    if e and what.startswith("pipelined"):
        what += " exit: " + e.group(1)
    if args.ptxas:
        p = run([args.ptxas, "-arch=sm_90a", base + ".pipe.ptx", "-o",
                 base + ".cubin"])
        if p.returncode:
            return False, "ptxas: " + p.stderr.strip()[:300]
    with open(base + ".params") as f:
        params = shlex.split(f.read())
    d = run([sys.executable, os.path.join(HERE, "ptxdiff.py"),
             base + ".base.ptx", base + ".pipe.ptx"] + params)
    if d.returncode:
        return False, what + "; ptxdiff: " + (d.stdout + d.stderr).strip()[-600:]
    return True, what


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("--llc", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--ptxas")
    ap.add_argument("--extra", default="", help="more llc options")
    args = ap.parse_args()
    names = sorted((f for f in os.listdir(args.dir) if f.endswith(".ll")),
                   key=lambda f: (len(f), f))
    passed = failed = pipelined = 0
    for name in names:
        ok, what = check(os.path.join(args.dir, name), args)
        pipelined += what.startswith("pipelined")
        print("%s: %s: %s" % (name, "ok" if ok else "FAIL", what))
        passed += ok
        failed += not ok
    print("pipelined: %d of %d" % (pipelined, len(names)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
