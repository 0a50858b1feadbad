#!/usr/bin/env python3
"""How many SASS instructions does one PTX instruction become? The cost
model's count (docs/plugin.md, "Cost model", sassInstructions) against
ptxas's.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md).

For each operation the script writes one probe kernel as IR: a loop
(`llvm.loop.unroll.disable`, so ptxas keeps it rolled) that carries 8
independent values, each updated once an iteration by the operation, plus
the loop's own counter, compare and branch. Plain llc-19 compiles it, ptxas
assembles it, and `twill sass` counts the loop's SASS instructions (NOPs
aside). The plugin's -twill-debug line gives the cost model's count for the
same loop ("per iteration N instrs"). Both include the loop's own
instructions (the model: the counter's add and compare; the SASS: those
and the branch); the table gives each per operation, (count - own) / 8,
with "own" the fma probe's count less its 8 FMAs.

A second table does the same for the innermost loops of the test and
bench kernels (test/inputs/kernels, test/lit/plugin, test/lit/pipeline)
that ptxas keeps rolled, where a kernel has one innermost loop in its PTX
and SASS: the model's count plus the branch against the SASS's.

Needs cuobjdump (scripts/get-sass-tools.sh fills .sass-tools when none is
found).
"""
import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import add_plugin_args, machine_line, plugin_next_to, write_section  # noqa: E402
from bench_50_sass import find_tools, run  # noqa: E402
from bench_57_ptxas_unroll import (BASE, LLC, ROOT, UNROLLED, corpus_inputs,  # noqa: E402
                                   sass_kernels, single_loops)

# name, IR type, update of value {v} with the loop-invariant {c} (its
# own for each value; statements before the last define temporaries named
# with the value's number {k}), the PTX it should print as.
OPS = [
    ("fma", "float", "call float @llvm.fma.f32(float {v}, float {c}, float {c})", "fma.rn.f32"),
    ("ex2", "float", "call float @llvm.nvvm.ex2.approx.f(float {v})", "ex2.approx.f32"),
    ("ex2_ftz", "float", "call float @llvm.nvvm.ex2.approx.ftz.f(float {v})", "ex2.approx.ftz.f32"),
    ("lg2", "float", "call float @llvm.nvvm.lg2.approx.f(float {v})", "lg2.approx.f32"),
    ("rsqrt", "float", "call float @llvm.nvvm.rsqrt.approx.f(float {v})", "rsqrt.approx.f32"),
    ("rsqrt_ftz", "float", "call float @llvm.nvvm.rsqrt.approx.ftz.f(float {v})", "rsqrt.approx.ftz.f32"),
    ("sqrt_approx", "float", "call float @llvm.nvvm.sqrt.approx.f(float {v})", "sqrt.approx.f32"),
    ("sin", "float", "call float @llvm.nvvm.sin.approx.f(float {v})", "sin.approx.f32"),
    ("div_approx", "float", "call float @llvm.nvvm.div.approx.f(float {c}, float {v})", "div.approx.f32"),
    ("div_rn", "float", "fdiv float {c}, {v}", "div.rn.f32"),
    ("sqrt_rn", "float", "call float @llvm.sqrt.f32(float {v})", "sqrt.rn.f32"),
    ("rcp_rn", "float", "call float @llvm.nvvm.rcp.rn.f(float {v})", "rcp.rn.f32"),
    ("add_s32", "i32", "add i32 {v}, {c}", "add.s32"),
    ("add_s64", "i64", "add i64 {v}, {c}", "add.s64"),
    ("sub_s64", "i64", "sub i64 {v}, {c}", "sub.s64"),
    ("xor_b64", "i64", "xor i64 {v}, {c}", "xor.b64"),
    ("shl_b64", "i64", "shl i64 {v}, 3", "shl.b64"),
    ("lshr_b64", "i64", "lshr i64 {v}, 3", "shr.u64"),
    ("shl_add_b64", "i64", "%t{k} = shl i64 {v}, 3; add i64 {c}, %t{k}", "shl.b64"),
    ("mul_wide_add", "i64", "%t{k} = trunc i64 {v} to i32; %w{k} = sext i32 %t{k} to i64; "
     "%x{k} = mul nsw i64 %w{k}, 12; add i64 {c}, %x{k}", "mul.wide.s32"),
    ("min_s64", "i64", "call i64 @llvm.smin.i64(i64 {v}, i64 {c})", "min.s64"),
    ("mul_lo_s64", "i64", "mul i64 {v}, {c}", "mul.lo.s64"),
    ("udiv_u32", "i32", "udiv i32 {v}, {c}", "div.u32"),
    ("urem_u32", "i32", "urem i32 {v}, {c}", "rem.u32"),
    ("sdiv_s32", "i32", "sdiv i32 {v}, {c}", "div.s32"),
    ("srem_s32", "i32", "srem i32 {v}, {c}", "rem.s32"),
]
DECLS = """declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.smin.i64(i64, i64)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.nvvm.rcp.rn.f(float)
"""
CARRIED = 8


def probe_ir(name, ty, update):
    """One kernel: CARRIED values of type ty, each updated once an
    iteration with an invariant of its own, stored after the loop. Every
    value is the thread's (its address depends on the thread index), so
    ptxas cannot move them to uniform registers."""
    size = {"float": 4, "i32": 4, "i64": 8}[ty]
    lines = [f"define void @{name}(ptr addrspace(1) %p, i32 %n) {{", "entry:",
             "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
             f"  %base = mul i32 %tid, {2 * CARRIED}"]
    for k in range(CARRIED):
        lines += [f"  %o{k} = add i32 %base, {k}",
                  f"  %a{k} = getelementptr inbounds {ty}, ptr addrspace(1) %p, i32 %o{k}",
                  f"  %i{k} = load {ty}, ptr addrspace(1) %a{k}, align {size}",
                  f"  %q{k} = add i32 %base, {CARRIED + k}",
                  f"  %b{k} = getelementptr inbounds {ty}, ptr addrspace(1) %p, i32 %q{k}",
                  f"  %c{k} = load {ty}, ptr addrspace(1) %b{k}, align {size}"]
    lines += ["  br label %loop", "loop:",
              "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]"]
    lines += [f"  %v{k} = phi {ty} [ %i{k}, %entry ], [ %u{k}, %loop ]" for k in range(CARRIED)]
    for k in range(CARRIED):
        *temps, last = update.format(v=f"%v{k}", c=f"%c{k}", k=k).split("; ")
        lines += [f"  {t}" for t in temps] + [f"  %u{k} = {last}"]
    lines += ["  %i.next = add nuw nsw i32 %i, 1",
              "  %more = icmp slt i32 %i.next, %n",
              "  br i1 %more, label %loop, label %exit, !llvm.loop !10",
              "exit:"]
    lines += [f"  store {ty} %u{k}, ptr addrspace(1) %a{k}, align {size}" for k in range(CARRIED)]
    lines += ["  ret void", "}"]
    return "\n".join(lines)


def probes():
    text = ['target triple = "nvptx64-nvidia-cuda"', ""]
    text += [probe_ir(n, ty, u) for n, ty, u, _ in OPS]
    text += [DECLS, "!10 = distinct !{!10, !11}", '!11 = !{!"llvm.loop.unroll.disable"}',
             "!nvvm.annotations = !{" + ", ".join(f"!{20 + k}" for k in range(len(OPS))) + "}"]
    text += [f'!{20 + k} = !{{ptr @{n}, !"kernel", i32 1}}' for k, (n, *_) in enumerate(OPS)]
    return "\n".join(text) + "\n"


def model_counts(log):
    """kernel -> the cost model's instructions per iteration."""
    return {m.group(1): int(m.group(2)) for m in re.finditer(
        r"cost model for (\S+?):bb\.\d+\S*: [^\n]*?per iteration (\d+) instrs", log)}


def sass_counts(twill, tools, ptx):
    """kernel -> SASS instructions (NOPs aside) of its one loop, or None."""
    kernels = sass_kernels(twill, tools, ptx, block=32)
    if kernels is None:
        sys.exit("twill sass failed on the probes")
    out = {}
    for k in kernels:
        loops = k["loops"]
        out[k["name"]] = (sum(1 for i in loops[0]["instruction_list"] if i["opcode"] != "NOP")
                          if len(loops) == 1 else None)
    return out


def corpus_counts(log):
    """kernel -> the model's instructions per iteration of its loops, from
    the -twill-debug log (a folded loop's trial aside: its count holds the
    fold's merges, which the plain loop does not issue)."""
    counts = {}
    for m in re.finditer(r"cost model for (\S+?):bb\.\d+\S*: [^\n]*?per iteration (\d+) instrs[^\n]*", log):
        if "selp merges" not in m.group(0):
            counts.setdefault(m.group(1), set()).add(int(m.group(2)))
    return counts


def corpus_rows(twill, plugin, tools, tmp):
    """(file, kernel, model + branch, SASS) of each rolled innermost loop."""
    rows = []
    for ll in corpus_inputs():
        for kernel, model, _, loop, obs in single_loops(ll, twill, plugin, tools, tmp, corpus_counts):
            if not obs or obs[2] >= UNROLLED * obs[1]:
                continue  # no marker, or ptxas unrolled it
            n = sum(1 for i in loop["instruction_list"] if i["opcode"] != "NOP")
            rows.append((Path(ll).stem, kernel, model + 1, n))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_plugin_args(ap, ROOT, "bench/sections/bench_58_sass_expansion.md")
    args = ap.parse_args()
    plugin = args.plugin or plugin_next_to(args.twill)
    tools = find_tools(args.twill)
    with tempfile.TemporaryDirectory() as tmp:
        ll, ptx = Path(tmp) / "probes.ll", Path(tmp) / "probes.ptx"
        ll.write_text(probes())
        r = run([LLC] + BASE + [ll, "-o", ptx])
        if r.returncode:
            sys.exit("llc failed:\n" + r.stderr[-800:])
        ptx_text = ptx.read_text()
        log = run([LLC, "-load", plugin, "-enable-twill-sched"] + BASE +
                  ["-twill-debug", ll, "-o", "/dev/null"]).stderr
        model = model_counts(log)
        sass = sass_counts(args.twill, tools, ptx)
        corpus = corpus_rows(args.twill, plugin, tools, tmp)
    rows, agree = [], 0
    # The loop's own instructions, as each side counts them: the fma
    # probe's total less its CARRIED FMAs.
    own = {"model": model.get("fma", CARRIED) - CARRIED, "sass": sass.get("fma", CARRIED) - CARRIED}
    for name, _, _, printed in OPS:
        m, s = model.get(name), sass.get(name)
        seen = re.search(r"^\s+" + re.escape(printed) + r"\s", ptx_text, re.M) is not None

        def per(x, side):
            return "-" if x is None else f"{(x - own[side]) / CARRIED:.2f}"
        ok = m is not None and s is not None and abs(m - s) <= 0.25 * s
        agree += ok
        rows.append(f"| {name} | `{printed}`{'' if seen else ' (not in the PTX)'} | {per(m, 'model')} | "
                    f"{per(s, 'sass')} | {m if m is not None else '-'} / {s if s is not None else '-'} | "
                    f"{'yes' if ok else '**no**'} |")
    lines = ["## PTX to SASS: the cost model's instruction counts against ptxas's",
             "", machine_line(), "",
             "Command: `python3 bench/bench_58_sass_expansion.py --twill build/bin/twill` (ptxas " +
             run(["/usr/local/cuda/bin/ptxas", "--version"]).stdout.strip().splitlines()[-1] +
             ", sm_90a). One probe loop per operation, kept rolled, carrying "
             f"{CARRIED} values that the operation updates once an iteration; "
             "per operation = (loop's instructions - the loop's own) / "
             f"{CARRIED}, the loop's own being the fma probe's count less its {CARRIED} FMAs. The model's count is -twill-debug's \"per iteration N instrs\", "
             "the SASS's is `twill sass`'s loop, NOPs aside. Agree: the loop totals "
             "within 25%.", "",
             f"**{agree} of {len(OPS)} agree.**", "",
             "| probe | PTX | model per op | SASS per op | loop: model / SASS | agree |",
             "|---|---|---|---|---|---|"] + rows + [
             "", "With ptxas 13.0 the 64-bit shifts' SASS instructions beyond two were "
             "register moves (IMAD.MOV, MOV) of the loop-carried pair, which the model "
             "does not count; where a shift's result feeds a 64-bit add ptxas makes the "
             "pair a LEA and LEA.HI.X, and the model counts the add as 0 (shl_add_b64)."]
    errors = sorted(abs(m - n) / n for _, _, m, n in corpus)
    mean = sum(errors) / len(errors) if errors else 0.0
    median = errors[len(errors) // 2] if errors else 0.0
    lines += ["", "### The test and bench kernels' rolled loops", "",
              "Every innermost loop the cost model times whose kernel has one innermost loop in "
              "its plain PTX and SASS and which ptxas keeps rolled (256 threads): the model's "
              "instructions an iteration plus the branch, against the SASS loop's (NOPs aside). "
              f"**{len(corpus)} loops; relative error mean {mean:.3f}, median {median:.3f}.**", "",
              "| file | kernel | model + branch | SASS |", "|---|---|---|---|"]
    lines += [f"| {f} | {k[:40]} | {m} | {n} |" for f, k, m, n in corpus]
    write_section(args.out, lines)


if __name__ == "__main__":
    main()
