#!/usr/bin/env python3
"""The pipelined kernel's exit form, measured: plain llc-19, the plugin with
per-copy exit tests (-twill-counted-exit=false) and with the counted form
(the default).

    bench/exit_form.py --plugin build/lib/LLVMTwill.so [--llc llc-19]
        [--ptxas /usr/local/cuda/bin/ptxas] [--trips 16,100,257]
        [--before OLD/LLVMTwill.so]

For every bench kernel (test/inputs/kernels/*.ll, test/lit/plugin/*.ll):
registers per kernel (ptxas -v, summed over the module's kernels), and per
pipelined loop the kernel block's PTX instructions per iteration (the
instructions from the kernel's label to its back branch, over U). For the
kernels the host interpreter runs (the ptxdiff lines of
test/lit/pipeline/real/*.test and plugin-kernels.test, their --params), the
executed PTX instructions (ptxdiff's step counts) at each of --trips, and a
check that all compute the same memory. --before adds a column for another
build of the plugin (the code before the counted form). A static count and an
interpreter count, not a timing.
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The cost model is off in both plugin forms: this measures the expander's
# exit forms on every loop it can take (the cost model's own decisions are
# in bench_50_sass.py).
FORMS = [("plain", None),
         ("per-copy", ["-twill-counted-exit=false", "-twill-cost-model=false"]),
         ("counted", ["-twill-cost-model=false"])]
PLUGIN = {}


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


def compile_all(args, ll, out):
    paths = {}
    for form, extra in FORMS:
        ptx = os.path.join(out, "%s.%s.ptx" % (os.path.basename(ll)[:-3], form))
        cmd = [args.llc, "-march=nvptx64", "-mcpu=sm_90a", "-O2"]
        if extra is not None:
            cmd += ["-load", PLUGIN.get(form, args.plugin),
                    "-enable-twill-sched", "-verify-machineinstrs"] + extra
        r = run(cmd + [ll, "-o", ptx])
        if r.returncode:
            sys.exit("llc failed on %s (%s): %s" % (ll, form, r.stderr[-400:]))
        paths[form] = ptx
    return paths


def registers(args, ptx):
    """Registers summed over the kernels, or None where ptxas for sm_90a
    does not take the PTX (the sm_100 tensor-memory kernel)."""
    r = run([args.ptxas, "-arch=sm_90a", "-v", ptx, "-o", os.devnull])
    if r.returncode:
        return None
    return sum(int(m) for m in re.findall(r"Used (\d+) registers", r.stderr))


INSTR = re.compile(r"^\s+(@!?%p\d+\s+)?[a-z][\w.:]*\b.*;\s*$")


def kernel_blocks(ptx):
    """Per pipelined loop: (S, U, exit form, kernel-block instructions / U)."""
    lines = open(ptx).read().splitlines()
    out = []
    for k, line in enumerate(lines):
        m = re.search(r"twill\.pipeline stages=(\d+) unroll=(\d+)(?: exit=(\S+))?",
                      line)
        if not m:
            continue
        s, u = int(m.group(1)), int(m.group(2))
        start = k
        while start > 0 and not re.match(r"^\$L__\w+:", lines[start]):
            start -= 1
        label = lines[start].split(":")[0]
        n = 0
        for j in range(start + 1, len(lines)):
            text = lines[j]
            if INSTR.match(text) and not text.strip().startswith("//"):
                n += 1
                if re.search(r"\bbra(\.uni)?\s+%s;" % re.escape(label), text):
                    break
        out.append((s, u, m.group(3) or "per-copy", n / u))
    return out


def interp_cases():
    """(kernel .ll, ptxdiff arguments) from the lit tests that run them."""
    cases = []
    tests = glob.glob(os.path.join(ROOT, "test/lit/pipeline/real/*.test")) + [
        os.path.join(ROOT, "test/lit/pipeline/plugin-kernels.test")]
    for test in sorted(tests):
        text = open(test).read().replace("\\\n# RUN:", " ")
        for m in re.finditer(r"# RUN: %ptxdiff (\S+) (\S+) (.*?)\|", text):
            words = shlex.split(m.group(3))
            if "--trip-counts" in words:
                k = words.index("--trip-counts")
                del words[k:k + 2]
            base = m.group(1)
            if test.endswith("plugin-kernels.test"):
                name = {"red": "reduction", "ew": "elementwise"}.get(
                    base.split(".")[1])
                if not name:
                    continue
                ll = os.path.join(ROOT, "test/lit/plugin/%s.ll" % name)
            else:
                ll = os.path.join(ROOT, "test/inputs/kernels/%s.ll" %
                                  os.path.basename(test)[:-5])
            cases.append((ll, words))
    return cases


def steps(args, paths, words):
    """{trip: (plain, per-copy, counted)} executed instructions."""
    got = {}
    for form, _ in FORMS[1:]:
        r = run([sys.executable, os.path.join(ROOT, "test/ptx/ptxdiff.py"),
                 paths["plain"], paths[form]] + words +
                ["--trip-counts", args.trips])
        if r.returncode:
            sys.exit("ptxdiff: %s differs from plain: %s" % (paths[form],
                                                            r.stdout[-600:]))
        for m in re.finditer(r"trip (\d+): ok \(A (\d+) steps, B (\d+) steps\)",
                             r.stdout):
            t = int(m.group(1))
            got.setdefault(t, {"plain": int(m.group(2))})[form] = int(m.group(3))
    return got


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--llc", default="llc-19")
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--trips", default="16,100,257")
    ap.add_argument("--before", help="another build of the plugin")
    args = ap.parse_args()
    if args.before:
        FORMS.insert(1, ("before", []))
        PLUGIN["before"] = args.before
    files = sorted(glob.glob(os.path.join(ROOT, "test/inputs/kernels/*.ll")) +
                   glob.glob(os.path.join(ROOT, "test/lit/plugin/*.ll")))
    out = tempfile.mkdtemp(prefix="exit_form.")
    compiled = {}
    print("## Registers (ptxas -v) and kernel-block PTX instructions per "
          "iteration\n")
    names = [f for f, _ in FORMS]
    print("| kernel | regs " + " | ".join(names) +
          " | loops (S,U): instrs/iter per-copy -> counted |")
    print("|---" * (len(names) + 2) + "|")
    for ll in files:
        paths = compile_all(args, ll, out)
        compiled[ll] = paths
        regs = [registers(args, paths[f]) for f, _ in FORMS]
        per, cnt = kernel_blocks(paths["per-copy"]), kernel_blocks(paths["counted"])
        loops = ", ".join("(%d,%d) %.1f -> %.1f%s" % (a[0], a[1], a[3], b[3],
                                                      "" if b[2] == "counted"
                                                      else " (per-copy)")
                          for a, b in zip(per, cnt)) or "none pipelined"
        print("| %s | %s | %s |" % (
            os.path.basename(ll)[:-3],
            " | ".join("-" if r is None else str(r) for r in regs), loops))
    print("\n## Executed PTX instructions (host interpreter, one thread)\n")
    print("| kernel | params | trip | " + " | ".join(names) +
          " | counted / per-copy |")
    print("|---" * (len(names) + 4) + "|")
    for ll, words in interp_cases():
        got = steps(args, compiled[ll], words)
        for t in sorted(got):
            g = got[t]
            print("| %s | %s | %d | %s | %.3f |" % (
                os.path.basename(ll)[:-3], " ".join(words), t,
                " | ".join(str(g[f]) for f in names),
                g["counted"] / g["per-copy"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
