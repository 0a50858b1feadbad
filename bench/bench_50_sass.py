#!/usr/bin/env python3
"""Plain llc-19 against the plugin, judged in SASS terms (issue 23, item 5).

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

Kernels: every kernel of bench/gpu/kernels.manifest whose IR is here (the
real kernels of test/inputs/kernels and the launchable ones of
test/lit/plugin and test/lit/pipeline), with the manifest's block size, so
that the plugin's cost model (-twill-assume-block-size) and the SASS report
(--block-size) see the launch the GPU harness would make; the real kernels
the manifest skips are added at the 256 threads both assume by default.
A file of several kernels (async_ring_mma.ll) is reported by the manifest's
entry: its pair of the SASS report and its remarks (before, the report's
first pair, another kernel of the file).

Three builds, in one run, of each kernel:
  plain    llc-19 -march=nvptx64 -mcpu=sm_90a -O2
  plugin   the same with -load LLVMTwill.so -enable-twill-sched (the
           defaults: the cost model decides which loops to pipeline)
  forced   the plugin with -twill-cost-model=false (every loop the expander
           can take is pipelined: what the cost model protects against)

Per kernel and build, against plain: ptxas registers (`twill sass`, from
ptxas -v) and the cost model's register estimates (the YAML remarks),
occupancy (warps/SM and the limiter, Machines/Occupancy.h), SASS
instructions, executed PTX instructions on the host interpreter (one thread,
the ptxdiff inputs of the kernel's lit test, one trip count), and the SASS
report's main-loop bound and predicted speedup at the machine's three
global-load latencies (L1 hit, L2, HBM). `twill sass` is a static model of
the SASS (docs/sass.md), not a measurement; GPU ratios come from
bench/gpu/run.sh on a device and are read from bench/gpu/results.json when a
session with the device has committed one.

Needs cuobjdump (scripts/get-sass-tools.sh fills .sass-tools when none is
found; it adds a non-free apt source and downloads one package).
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import machine_line, parse_remarks, plugin_next_to, write_section  # noqa: E402
from exit_form import interp_cases  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LLC = "/usr/lib/llvm-19/bin/llc"
BASE = ["-march=nvptx64", "-mcpu=sm_90a", "-O2"]
BUILDS = [("plugin", []), ("forced", ["-twill-cost-model=false"])]
LEVELS = ("l1", "l2", "hbm")
TRIP = 100


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def manifest_kernels():
    """[(name, ir, entry, block threads or None)] from the GPU manifest."""
    out, cur, env = [], None, {}
    text = (ROOT / "bench/gpu/kernels.manifest").read_text()
    for line in text.splitlines():
        w = line.split()
        if not w or w[0].startswith("#"):
            continue
        if w[0] == "kernel":
            cur, env = {"name": w[1]}, {}
        elif w[0] == "skip" and len(w) > 1:
            out.append((w[1], None, None, None))
        elif cur is None:
            continue
        elif w[0] == "let":
            env[w[1]] = evaluate(w[2], env)
        elif w[0] in ("ir", "entry"):
            cur[w[0]] = w[1]
        elif w[0] == "block":
            cur["block"] = math.prod(evaluate(x, env) for x in w[1:4])
        elif w[0] == "end":
            out.append((cur["name"], cur.get("ir"), cur.get("entry"),
                        cur.get("block")))
            cur = None
    return out


def evaluate(expr, env):
    """The manifest's integer expressions (names, + - * / and parentheses)."""
    py = re.sub(r"[A-Za-z_]\w*", lambda m: str(env[m.group(0)]), expr)
    if not re.fullmatch(r"[0-9+\-*/() ]+", py):
        raise ValueError("bad expression " + expr)
    return int(eval(py.replace("/", "//")))  # noqa: S307 - digits only


def kernel_list():
    """(name, ir path, block size, block-size source, entry or None) per
    bench kernel; the manifest names the entry of a file of several."""
    seen, out = set(), []
    for name, ir, entry, block in manifest_kernels():
        if ir and (ROOT / ir).exists():
            out.append((name, ROOT / ir, block, "manifest", entry))
            seen.add(str(ROOT / ir))
    for ll in sorted((ROOT / "test/inputs/kernels").glob("*.ll")):
        if str(ll) not in seen:
            out.append((ll.stem, ll, 256, "assumed", None))
    return out


def entry_first(js, entry):
    """\p js (twill sass JSON) with the pair of kernel \p entry first, and
    only that pair where the file has several kernels."""
    if not js or not entry:
        return js
    mine = [p for p in js.get("pairs", []) if p.get("kernel") == entry]
    if mine:
        js = dict(js, pairs=mine)
    return js


def entry_remarks(remarks, entry):
    """The remarks of function \p entry (all where no entry is named)."""
    if not entry:
        return remarks
    return [r for r in remarks if r[2].get("_function") in (None, entry)]


def compile_builds(plugin, ll, block, tmp):
    paths, remarks = {}, {}
    stem = Path(tmp) / ll.stem
    base = [LLC] + BASE
    r = run(base + [str(ll), "-o", f"{stem}.plain.ptx"])
    if r.returncode:
        return None, None, "plain llc failed: " + r.stderr[-300:]
    paths["plain"] = f"{stem}.plain.ptx"
    for build, extra in BUILDS:
        out, yml = f"{stem}.{build}.ptx", f"{stem}.{build}.yaml"
        r = run(base + ["-load", plugin, "-enable-twill-sched",
                        f"-twill-assume-block-size={block}",
                        f"-pass-remarks-output={yml}"] + extra +
                [str(ll), "-o", out])
        if r.returncode:
            return None, None, f"{build} llc failed: " + r.stderr[-300:]
        paths[build], remarks[build] = out, parse_remarks(yml)
    return paths, remarks, None


def sass_pair(twill, build_ptx, plain_ptx, block, tools):
    cmd = [twill, "sass", build_ptx, "--baseline", plain_ptx,
           "--block-size", str(block), "--json"]
    if tools:
        cmd += ["--tools", tools]
    r = run(cmd)
    if r.returncode:
        return None, r.stderr.strip()[-300:]
    return json.loads(r.stdout), None


def model_registers(remarks):
    """'plain est -> pipelined est' over the pipelined loops, from the
    Pipelined remarks' cost-model arguments."""
    got = [(a.get("RegsPlainEst"), a.get("RegsPipelinedEst"))
           for kind, name, a in remarks if name == "Pipelined"]
    got = [g for g in got if g[0] is not None]
    return ", ".join(f"~{a}->~{b}" for a, b in got) or "-"


def decisions(remarks):
    pipelined = sum(1 for _, n, _ in remarks if n == "Pipelined")
    cost = sum(1 for _, n, a in remarks
               if n == "NotPipelined" and a.get("Category") == "cost-model")
    return pipelined, cost


def interp_words():
    """{kernel stem: ptxdiff arguments}: the first interpreter run of each
    kernel's lit test (exit_form.interp_cases reads them)."""
    cases = {}
    for ll, words in interp_cases():
        cases.setdefault(Path(ll).stem, words)
    return cases


def executed(plain_ptx, ptx, words):
    """Executed PTX instructions (plain, build) at TRIP, or None."""
    r = run([sys.executable, str(ROOT / "test/ptx/ptxdiff.py"), plain_ptx, ptx]
            + words + ["--trip-counts", str(TRIP)])
    m = re.search(r"trip \d+: ok \(A (\d+) steps, B (\d+) steps\)", r.stdout)
    if r.returncode or not m:
        return None
    return int(m.group(1)), int(m.group(2))


def find_tools(twill):
    """A --tools folder when twill's own search would find none."""
    for d in (os.environ.get("TWILL_SASS_TOOLS"), str(ROOT / ".sass-tools")):
        if d and Path(d, "bin", "cuobjdump").exists():
            return d
    from shutil import which
    if which("cuobjdump"):
        return None
    print("no cuobjdump: running scripts/get-sass-tools.sh", file=sys.stderr)
    r = run(["bash", str(ROOT / "scripts/get-sass-tools.sh")])
    if r.returncode:
        sys.exit("scripts/get-sass-tools.sh failed:\n" + r.stderr[-800:])
    return str(ROOT / ".sass-tools")


def fmt(x):
    return "-" if x is None else f"{x:.3f}"


def row_for(name, block, src, paths, remarks, pairs, steps):
    """Two table rows (plugin, forced) for one kernel."""
    rows = []
    for build, _ in BUILDS:
        js = pairs.get(build)
        p = (js or {}).get("pairs", [{}])
        p = p[0] if p else {}
        b, base = p.get("build", {}), p.get("baseline", {})
        sp = p.get("speedup", {})
        main = [lp for lp in p.get("loops", []) if lp.get("main")]
        bound = "-"
        if main:
            bb = main[0].get("build", {}).get("bound", {})
            bound = "/".join(str(bb.get(lv, "-")) for lv in LEVELS)
        npipe, ncost = decisions(remarks[build])
        st = steps.get(build)
        rows.append(
            f"| {name} | {block} ({src}) | {build} | {npipe} pipelined, "
            f"{ncost} left by the cost model | {base.get('registers', '-')} -> "
            f"{b.get('registers', '-')} | {model_registers(remarks[build])} | "
            f"{base.get('warps_per_sm', '-')} -> {b.get('warps_per_sm', '-')} "
            f"({b.get('limiter', '-')}) | {base.get('instructions', '-')} -> "
            f"{b.get('instructions', '-')} | "
            f"{'-' if not st else f'{st[0]} -> {st[1]}'} | {bound} | "
            f"{' / '.join(fmt(sp.get(lv)) for lv in LEVELS)} | "
            f"{'yes' if p.get('sass_changed') else 'no'} |")
    return rows


def summarise(results):
    """Target lines per build: slower than 2%, geomean, occupancy."""
    lines = []
    for build, _ in BUILDS:
        changed, slower, lower, lower_gain = [], [], [], []
        for name, pairs in results:
            js = pairs.get(build)
            if not js or not js.get("pairs"):
                continue
            p = js["pairs"][0]
            sp = p.get("speedup", {})
            if p.get("sass_changed"):
                changed.append(sp)
            if any(sp.get(lv) is not None and sp[lv] < 0.98 for lv in LEVELS):
                slower.append(name + " (" + "/".join(fmt(sp.get(lv))
                                                     for lv in LEVELS) + ")")
            wb = p.get("build", {}).get("warps_per_sm")
            wp = p.get("baseline", {}).get("warps_per_sm")
            if wb is not None and wp is not None and wb < wp:
                gain = all(sp.get(lv) is not None and sp[lv] > 1.0
                           for lv in LEVELS)
                (lower_gain if gain else lower).append(name)
        geo = []
        for lv in LEVELS:
            v = [s[lv] for s in changed if s.get(lv)]
            geo.append(math.exp(sum(map(math.log, v)) / len(v)) if v else None)
        lines += [
            f"- **{build}**: SASS changed on {len(changed)} kernels; geometric "
            f"mean of the predicted speedup over them (L1 / L2 / HBM): "
            f"{' / '.join(fmt(g) for g in geo)}.",
            f"  - predicted slower than plain by more than 2% at some latency: "
            f"{len(slower)}" + (": " + ", ".join(slower) if slower else ""),
            f"  - occupancy below plain's: {len(lower) + len(lower_gain)} "
            f"({len(lower_gain)} of them with a predicted gain at every "
            f"latency)" + (": " + ", ".join(lower + lower_gain)
                           if lower or lower_gain else ""),
        ]
    return lines


def gpu_lines():
    runs = sorted(p.name for p in (ROOT / "bench/gpu/results").glob("*") if p.is_dir())
    if not runs:
        return ["GPU timings: **not measured**. No device was lent to the session "
                "that wrote this section; bench/gpu/README.md says how a session "
                "with one runs `bench/gpu/device.sh` and commits "
                "bench/gpu/results/DATE-N-REV/, which section 6 (bench_60_gpu.py) reads."]
    return ["GPU timings of these builds: section 6 (bench_60_gpu.py), from the runs "
            "in bench/gpu/results/ (" + ", ".join(runs) + ")."]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--twill", default=str(ROOT / "build/bin/twill"))
    ap.add_argument("--plugin")
    ap.add_argument("--out", default=str(ROOT / "bench/sections/bench_50_sass.md"))
    ap.add_argument("--only", help="comma-separated kernel names")
    args = ap.parse_args()
    plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    words = interp_words()
    only = set(args.only.split(",")) if args.only else None
    rows, results, errors = [], [], []
    with tempfile.TemporaryDirectory(prefix="bench50.") as tmp:
        for name, ll, block, src, entry in kernel_list():
            if only and name not in only:
                continue
            print("==", name, file=sys.stderr)
            paths, remarks, err = compile_builds(plugin, ll, block, tmp)
            if err:
                errors.append(f"{name}: {err}")
                continue
            pairs, steps = {}, {}
            for build, _ in BUILDS:
                js, err = sass_pair(args.twill, paths[build], paths["plain"],
                                    block, tools)
                if err:
                    errors.append(f"{name} ({build}): twill sass: {err}")
                pairs[build] = entry_first(js, entry)
                if ll.stem in words:
                    steps[build] = executed(paths["plain"], paths[build],
                                            words[ll.stem])
            remarks = {b: entry_remarks(r, entry) for b, r in remarks.items()}
            rows += row_for(name, block, src, paths, remarks, pairs, steps)
            results.append((name, pairs))
    lines = [
        "## SASS view: plain llc-19 against the plugin (issue 23)", "",
        machine_line(), "",
        f"Command: `python3 bench/bench_50_sass.py --twill {args.twill}`. "
        "Every figure of a row comes from the same run. `twill sass` is a "
        "static model of the SASS (docs/sass.md): speedup above 1 means the "
        "build is predicted faster than plain; `bound` is what bounds the "
        "build's main loop at L1 / L2 / HBM latency. Executed PTX "
        f"instructions: the host interpreter, one thread, trip count {TRIP}, "
        "the inputs of the kernel's lit test (plain -> build).", "",
        "| kernel | block | build | loops | ptxas regs | model regs "
        "(pipelined loops) | warps/SM (limiter) | SASS instrs | executed PTX "
        "| bound | predicted speedup L1 / L2 / HBM | SASS changed |",
        "|---" * 12 + "|"] + rows + [""] + summarise(results) + [""]
    if errors:
        lines += ["Not measured:", ""] + ["- " + e for e in errors] + [""]
    lines += gpu_lines() + [""]
    write_section(args.out, lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
