#!/usr/bin/env python3
"""Does the cost model know when ptxas unrolls a loop itself? (docs/plugin.md,
"Cost model", ptxas's own unrolling.)

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

For every innermost loop the pipeliner's cost model times, the plugin's
-twill-debug line says how many copies it expects ptxas to make of the plain
loop ("ptxas unroll 4 (nounroll pragma no, counted back branch yes, 1 blocks,
size 13)"). This script compares that with what ptxas made: the plain
llc-19 PTX is assembled and read back with `twill sass`, and the loop's
copies are counted by a marker instruction, the first of these the PTX loop
holds: st.global (STG), fma.rn.f32 (FFMA), mma.sync (HMMA), ld.global (LDG).
A kernel counts where its PTX and its SASS each have one innermost loop and
its predictions agree (a folded trial and the loop itself print one line
each); ptxas unrolled it where the SASS holds at least 1.9 times the PTX's
markers.

Inputs: the IR of test/inputs/kernels, test/lit/plugin and test/lit/pipeline,
and a family of probe loops written here as IR (one global load, m FMAs, one
store, the induction variable; with 4 more global loads, a guard and a
barrier, `#pragma unroll 1`, a register step), around the size limit.

Needs cuobjdump (scripts/get-sass-tools.sh fills .sass-tools when none is
found).
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import add_plugin_args, machine_line, plugin_next_to, write_section  # noqa: E402
from bench_50_sass import find_tools  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LLC = "/usr/lib/llvm-19/bin/llc"
BASE = ["-march=nvptx64", "-mcpu=sm_90a", "-O2"]
# ptxas unrolled a loop where its SASS holds this many times the PTX's markers.
UNROLLED = 1.9
# (PTX opcode prefix, SASS opcode): the first the PTX loop holds counts.
MARKERS = [("st.global", "STG"), ("fma.rn.f32", "FFMA"), ("mma.sync", "HMMA"),
           ("ld.global", "LDG")]


def run(cmd):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True)


def probe_ir(name, fmas, loads=0, guard_bar=False, guard_st=False, nounroll=False,
             regstep=False, live_out=False):
    """One probe kernel: per iteration 1 + loads global loads, fmas FMAs, one
    store to another object, i += 1 (or += %s) while i < n; guard_st adds a
    store under a guard, guard_bar that and a barrier after it; live_out
    stores the loop's last FMA result after the loop."""
    body = [f"  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i",
            f"  %v0 = load float, ptr addrspace(1) %p0, align 4"]
    acc = "%v0"
    for k in range(1, loads + 1):
        body += [f"  %o{k} = add i32 %i, {k * 4096}",
                 f"  %p{k} = getelementptr inbounds float, ptr addrspace(1) %x, i32 %o{k}",
                 f"  %v{k} = load float, ptr addrspace(1) %p{k}, align 4",
                 f"  %s{k} = fadd float {acc}, %v{k}"]
        acc = f"%s{k}"
    prev = "%f"
    for k in range(fmas):
        body.append(f"  %m{k} = call float @llvm.fma.f32(float {acc}, float {prev}, float {prev})")
        prev = f"%m{k}"
    step = "%s" if regstep else "1"
    latch_md = ", !llvm.loop !10" if nounroll else ""
    if guard_bar or guard_st:
        head = body + [f"  %g = fcmp ogt float {prev}, 0.0",
                       "  br i1 %g, label %then, label %latch",
                       "then:",
                       "  store float %v0, ptr addrspace(1) %x, align 4",
                       "  br label %latch",
                       "latch:"]
        if guard_bar:
            head.append("  call void @llvm.nvvm.barrier0()")
        phi_from = "%latch"
    else:
        head, phi_from = body, "%loop"
    lines = [f"define void @{name}(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %s) {{",
             "entry:", "  %c0 = icmp sgt i32 %n, 0", "  br i1 %c0, label %loop, label %exit",
             "loop:",
             f"  %i = phi i32 [ 0, %entry ], [ %i.next, {phi_from} ]",
             f"  %f = phi float [ 0.0, %entry ], [ {prev}, {phi_from} ]"]
    lines += head
    lines += [f"  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i",
              f"  store float {prev}, ptr addrspace(1) %py, align 4",
              f"  %i.next = add nsw i32 %i, {step}",
              "  %c = icmp slt i32 %i.next, %n",
              f"  br i1 %c, label %loop, label %exit{latch_md}",
              "exit:"]
    if live_out:
        lines += [f"  %last = phi float [ 0.0, %entry ], [ {prev}, {phi_from} ]",
                  "  store float %last, ptr addrspace(1) %y, align 4"]
    lines += ["  ret void", "}"]
    return "\n".join(lines)


def probes():
    """(name, IR) of the probe family."""
    specs = [(f"fma{m}", dict(fmas=m)) for m in (8, 40, 41, 42, 43, 46)]
    specs += [(f"ld4_fma{m}", dict(fmas=m, loads=4)) for m in (30, 31, 32, 36)]
    specs += [("guard_bar", dict(fmas=8, guard_bar=True)),
              ("guard_st", dict(fmas=8, guard_st=True)),
              ("guard_st_live", dict(fmas=8, guard_st=True, live_out=True)),
              ("nounroll", dict(fmas=8, nounroll=True)),
              ("regstep", dict(fmas=8, regstep=True))]
    text = ['target triple = "nvptx64-nvidia-cuda"', ""]
    text += [probe_ir(n, **kw) for n, kw in specs]
    text += ["declare float @llvm.fma.f32(float, float, float)",
             "declare void @llvm.nvvm.barrier0()",
             "!10 = distinct !{!10, !11}", '!11 = !{!"llvm.loop.unroll.disable"}',
             "!nvvm.annotations = !{" + ", ".join(f"!{20 + k}" for k in range(len(specs))) + "}"]
    text += [f'!{20 + k} = !{{ptr @{n}, !"kernel", i32 1}}' for k, (n, _) in enumerate(specs)]
    return "\n".join(text) + "\n"


def ptx_innermost(ptx_text):
    """kernel -> list of innermost loop bodies (lists of PTX statements)."""
    out, name, lines = {}, None, []

    def close():
        if name is None:
            return
        labels = {}
        for k, s in enumerate(lines):
            m = re.match(r"^(\$L__BB\d+_\d+):", s)
            if m:
                labels[m.group(1)] = k
        # A loop: a label and its last backward branch (a rotated loop's
        # latch comes first and the header branches back to it twice).
        ends = {}
        for k, s in enumerate(lines):
            m = re.search(r"\bbra(?:\.uni)?\s+(\$L__BB\d+_\d+);", s)
            if m and labels.get(m.group(1), k + 1) <= k:
                ends[labels[m.group(1)]] = k
        loops = sorted(ends.items())
        inner = [(a, b) for a, b in loops
                 if not any(a <= c and d <= b and (c, d) != (a, b) for c, d in loops)]
        out[name] = [lines[a:b + 1] for a, b in inner]

    for raw in ptx_text.splitlines():
        m = re.match(r"\.(?:visible\s+)?\.entry\s+(\S+?)\(", raw)
        if m:
            close()
            name, lines = m.group(1), []
            continue
        s = raw.strip()
        if name is not None and s and not s.startswith("//"):
            lines.append(s)
    close()
    return out


def predictions(log):
    """kernel -> set of (factor, view) from the -twill-debug log."""
    out = {}
    for m in re.finditer(r"twill-pipeliner: (\S+?):bb\.\d+\S*: ptxas unroll (\d+) \(([^)]*)\)", log):
        out.setdefault(m.group(1), set()).add((int(m.group(2)), m.group(3)))
    return out


def observe(ptx_body, sass_loop):
    """(marker, PTX count, SASS count) of the first marker in the PTX loop."""
    ops = Counter(i["opcode"] for i in sass_loop["instruction_list"])
    for prefix, sass in MARKERS:
        n = sum(1 for s in ptx_body if re.match(r"(@!?%p\d+\s+)?" + re.escape(prefix), s))
        if n:
            return prefix, n, ops[sass]
    return None


def sass_kernels(twill, tools, ptx, block=256):
    """twill sass's JSON kernels of ptx (with their instructions), or None."""
    cmd = [twill, "sass", ptx, "--block-size", str(block), "--json", "--instructions"]
    if tools:
        cmd += ["--tools", tools]
    r = run(cmd)
    return None if r.returncode else json.loads(r.stdout)["kernels"]


def plain_and_log(ll, plugin, tmp):
    """(plain llc-19 PTX path, the plugin's -twill-debug log) of ll, or None."""
    ptx = Path(tmp) / f"{Path(ll).stem}.plain.ptx"
    if run([LLC] + BASE + [ll, "-o", ptx]).returncode:
        return None
    return ptx, run([LLC, "-load", plugin, "-enable-twill-sched"] + BASE +
                    ["-twill-debug", ll, "-o", "/dev/null"]).stderr


def corpus_inputs():
    """The IR of test/inputs/kernels, test/lit/plugin and test/lit/pipeline."""
    return sorted(str(p) for d in ("test/inputs/kernels", "test/lit/plugin", "test/lit/pipeline")
                  for p in (ROOT / d).glob("*.ll"))


def single_loops(ll, twill, plugin, tools, tmp, parse):
    """(kernel, value, PTX body, SASS loop, marker observation) for each kernel
    of ll whose plain PTX and SASS have one innermost loop each and where
    parse(log), kernel -> set of values from the -twill-debug log, gives it
    one value; the observation is observe()'s, or None."""
    built = plain_and_log(ll, plugin, tmp)
    kernels = built and sass_kernels(twill, tools, built[0])
    if not kernels:
        return
    ptx, log = built
    sass = {k["name"]: [lp for lp in k["loops"] if lp["innermost"]] for k in kernels}
    bodies = ptx_innermost(ptx.read_text())
    for kernel, values in sorted(parse(log).items()):
        if len(values) != 1 or len(bodies.get(kernel, [])) != 1 or len(sass.get(kernel, [])) != 1:
            continue
        (value,) = values
        yield kernel, value, bodies[kernel][0], sass[kernel][0], observe(bodies[kernel][0], sass[kernel][0])


def survey(ll, twill, plugin, tools, tmp):
    """Rows (file, kernel, view, predicted, marker, ptx, sass, observed)."""
    rows = []
    for kernel, (factor, view), _, _, obs in single_loops(ll, twill, plugin, tools, tmp, predictions):
        if not obs:
            continue
        marker, n_ptx, n_sass = obs
        rows.append((Path(ll).stem, kernel, view, factor, marker, n_ptx, n_sass,
                     n_sass >= UNROLLED * n_ptx))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_plugin_args(ap, ROOT, "bench/sections/bench_57_ptxas_unroll.md")
    args = ap.parse_args()
    plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    inputs = corpus_inputs()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        probe = Path(tmp) / "probes.ll"
        probe.write_text(probes())
        for ll in [str(probe)] + inputs:
            rows += survey(ll, args.twill, plugin, tools, tmp)
    agree = sum(1 for r in rows if (r[3] > 1) == r[7])
    lines = ["## ptxas's own unrolling: the cost model's view against the SASS",
             "", machine_line(), "",
             "Command: `python3 bench/bench_57_ptxas_unroll.py --twill build/bin/twill` "
             "(ptxas " + run(["/usr/local/cuda/bin/ptxas", "--version"]).stdout.strip().splitlines()[-1] +
             "). Every innermost loop the cost model times whose kernel has one innermost loop "
             "in its plain PTX and SASS: the plugin's view of it (-twill-debug), the copies it "
             "expects ptxas to make, and the copies ptxas made (SASS over PTX count of the "
             "marker instruction; unrolled at 1.9 or more). `probes` is the family of probe "
             "loops the script writes (fmaM: 1 global load, M FMAs, 1 store; ld4: 4 more loads).",
             "",
             f"**{agree} of {len(rows)} loops agree.**", "",
             "| file | kernel | view | predicted | marker: PTX -> SASS | ptxas unrolled | agree |",
             "|---|---|---|---|---|---|---|"]
    for stem, kernel, view, factor, marker, n_ptx, n_sass, unrolled in rows:
        ok = "yes" if (factor > 1) == unrolled else "**no**"
        lines.append(f"| {stem} | {kernel[:40]} | {view} | {factor} | {marker}: {n_ptx} -> {n_sass} | "
                     f"{'yes' if unrolled else 'no'} | {ok} |")
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
