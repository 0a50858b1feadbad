#!/usr/bin/env python3
"""Software pipeliner benchmark: what the SSA-stage pipeliner of
build/lib/LLVMTwill.so does to every test kernel, and at what cost.

Writes one section of bench/RESULTS.md (`make bench` runs every
bench/bench_*.py with --twill and --out bench/sections/<name>.md, then
concatenates the sections in name order).

Kernels: every LLVM IR file of test/lit/plugin/*.ll and test/lit/pipeline/*.ll
(hand-written) and test/inputs/kernels/*.ll (real kernels from public
repositories, see test/inputs/kernels/LICENSES.md). Per kernel, in one run:
  1. per loop, from the YAML remarks (-pass-remarks-output): pipelined (II,
     MII, stages S, unroll U, the model's registers before -> after) or not,
     with the reason; innermost loops of several blocks are no candidates:
     the reorder pass reports them (MultiBlockLoop, from a run with
     -twill-pipeline=false, where it sees the original loops) and they are
     listed apart;
  2. `ptxas -v -arch=sm_90a` on the PTX of plain llc-19 and of llc-19 with
     the plugin: registers and spill bytes per kernel function;
  3. llc-19 wall time without and with -load LLVMTwill.so
     -enable-twill-sched, the runs interleaved, median of --repeat each, and
     the ratio of the medians (and with -twill-pipeline=false: the reorder
     pass alone);
  4. where /usr/local/cuda/bin/cuobjdump or nvdisasm exists: whether each
     function's SASS changed, and per global load (LDG) the number of SASS
     instructions up to the first one that reads its destination register
     (a scan by register name).
Summary lines give the issue-12 targets: at least half of the innermost
single-block loops of the real kernels pipelined, geometric-mean
compile-time ratio <= 1.5x and none above 2x, no spills introduced.
"""
import argparse
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import (add_plugin_args, compile_unrolled, machine_line,  # noqa: E402
                      parse_remarks, plugin_next_to, timed_llc, write_section)

ROOT = Path(__file__).resolve().parent.parent
LLC = "/usr/lib/llvm-19/bin/llc"
PTXAS = "/usr/local/cuda/bin/ptxas"
CUDA_BIN = Path("/usr/local/cuda/bin")
BASE_FLAGS = ["-march=nvptx64", "-mcpu=sm_90a", "-O2"]
KERNEL_DIRS = ["test/lit/plugin", "test/lit/pipeline", "test/inputs/kernels"]
REAL_DIR = "test/inputs/kernels"


def llc(ll, out_ptx, plugin=None, remarks=None, extra=()):
    cmd = [LLC] + BASE_FLAGS
    if plugin:
        cmd += ["-load", plugin, "-enable-twill-sched"] + list(extra)
    return timed_llc(cmd, ll, out_ptx, remarks)


def ptxas_v(ptx, cubin):
    """{function: (registers, spill store bytes, spill load bytes)}, the arch
    used, and an error text or None. A PTX that sm_90a rejects (tcgen05 of the
    Blackwell test) is retargeted to sm_100a, as its lit test does."""
    for arch in ("sm_90a", "sm_100a"):
        src = ptx
        if arch == "sm_100a":
            src = ptx + ".sm100.ptx"
            text = Path(ptx).read_text()
            text = re.sub(r"(?m)^\.version .*", ".version 8.7", text)
            text = re.sub(r"(?m)^\.target sm_90a", ".target sm_100a", text)
            Path(src).write_text(text)
        p = subprocess.run([PTXAS, "-v", "-arch=" + arch, src, "-o", cubin],
                           capture_output=True, text=True)
        if p.returncode == 0:
            break
    else:
        return {}, None, (p.stderr.strip().splitlines() or ["ptxas failed"])[0]
    funcs, cur = {}, None
    for line in p.stderr.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'|Function properties for (\S+)", line)
        if m:
            cur = m.group(1) or m.group(2)
            funcs.setdefault(cur, [0, 0, 0])
            continue
        m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and cur:
            funcs[cur][1], funcs[cur][2] = int(m.group(1)), int(m.group(2))
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            funcs[cur][0] = int(m.group(1))
    return {f: tuple(v) for f, v in funcs.items()}, arch, None


def sass_tool():
    for t in ("cuobjdump", "nvdisasm"):
        if os.access(CUDA_BIN / t, os.X_OK):
            return t
    return None


def sass_functions(tool, cubin):
    """{function: [instruction text]} of a cubin (addresses and encodings
    dropped)."""
    if tool == "cuobjdump":
        p = subprocess.run([str(CUDA_BIN / tool), "-sass", cubin], capture_output=True, text=True)
    else:
        p = subprocess.run([str(CUDA_BIN / tool), "-c", cubin], capture_output=True, text=True)
    funcs, cur = {}, None
    for line in p.stdout.splitlines():
        m = re.search(r"Function : (\S+)|^\s*\.text\.(\S+):", line)
        if m:
            cur = m.group(1) or m.group(2)
            funcs[cur] = []
            continue
        m = re.search(r"/\*[0-9a-f]{4,}\*/\s+(.*?);", line)
        if m and cur is not None:
            funcs[cur].append(m.group(1).strip())
    return funcs


def elf_text_sections(cubin):
    """{function: bytes of its .text.<function> section} of a cubin, read
    from the ELF section headers (no disassembler needed)."""
    import struct
    try:
        data = Path(cubin).read_bytes()
    except OSError:
        return {}
    if data[:4] != b"\x7fELF" or data[4] != 2:
        return {}
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)

    def header(i):
        name, _type, _flags, _addr, off, size = struct.unpack_from(
            "<IIQQQQ", data, shoff + i * shentsize)
        return name, off, size
    _, stroff, _ = header(shstrndx)
    out = {}
    for i in range(shnum):
        name, off, size = header(i)
        end = data.index(b"\0", stroff + name)
        sname = data[stroff + name:end].decode("ascii", "replace")
        if sname.startswith(".text."):
            out[sname[len(".text."):]] = data[off:off + size]
    return out


def ldg_distances(instrs):
    """Per LDG: instructions from it to the first later one that reads its
    destination register (by name; R4 of a 64/128-bit load counts R4..R7).
    None where no use follows in program order."""
    out = []
    for i, ins in enumerate(instrs):
        m = re.match(r"(?:@!?U?P\d+\s+)?LDG\S*\s+(R\d+)", ins)
        if not m:
            continue
        width = 1
        w = re.search(r"\.(64|128)\b", ins.split()[0] if not ins.startswith("@") else ins.split()[1])
        if w:
            width = int(w.group(1)) // 32
        base = int(m.group(1)[1:])
        regs = {f"R{base + k}" for k in range(width)}
        dist = None
        for j in range(i + 1, len(instrs)):
            # Sources: the operands after the first (the destination), or all
            # of them for stores, reductions and branches, which have none.
            body = re.sub(r"^@!?U?P\w+\s+", "", instrs[j])
            op, _, operands = body.partition(" ")
            nodest = re.match(r"(ST|RED|BRA|BAR|EXIT|RET|CALL|JMP)", op)
            srcs = operands if nodest else (operands.split(",", 1)[1] if "," in operands else "")
            if any(re.search(rf"\b{r}\b", srcs) for r in regs):
                dist = j - i
                break
        out.append(dist)
    return out


# Unrolled bodies of about 400, 1,200 and 6,000 instructions (issue 11's
# sizes): test/lit/plugin/Inputs/unrolled.cuh with its 96-element inner loop
# widened to N, compiled by clang-19 here.
UNROLLED_N = (133, 400, 2000)


def generated_unrolled(tmp, failures):
    """[(path, name, real)] of the unrolled kernels clang-19 compiles from
    Inputs/unrolled.cuh; a kernel clang fails on goes to failures."""
    out = []
    for n in UNROLLED_N:
        ll, err = compile_unrolled(ROOT, tmp, n)
        if err:
            failures.append(f"generated/unrolled_{n}: clang failed: {err[-200:]}")
            continue
        out.append((ll, f"generated/unrolled_{n}", False))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_plugin_args(ap, ROOT, "bench/sections/bench_45_pipeline.md", 3)
    args = ap.parse_args()
    plugin = args.plugin or plugin_next_to(args.twill)
    for what, path in (("plugin", plugin), ("llc-19", LLC)):
        if not os.path.exists(path):
            print(f"bench_45_pipeline: {what} {path} not found", file=sys.stderr)
            return 2
    have_ptxas = os.access(PTXAS, os.X_OK)
    tool = sass_tool()
    tmp = tempfile.mkdtemp(prefix="twill-bench-pipeline-")
    kernels = [(p, f"{p.parent.name}/{p.stem}", str(p.relative_to(ROOT)).startswith(REAL_DIR))
               for d in KERNEL_DIRS for p in sorted((ROOT / d).glob("*.ll"))]
    generation_failures = []
    kernels += generated_unrolled(tmp, generation_failures)

    loop_rows, kernel_rows, sass_rows, elf_rows = [], [], [], []
    twill_cpu = []  # (instructions, CPU ms, kernel, loop) of loops whose warps Twill's model decided
    at_mii = proved = pipelined_total = 0
    real_single = real_pipelined = all_single = all_pipelined = 0
    multi_block = {}
    ratios, real_ratios, spills_new, failures = [], [], [], []
    failures += generation_failures
    for ll, name, real in kernels:
        base_ptx, twill_ptx = f"{tmp}/{ll.stem}.base.ptx", f"{tmp}/{ll.stem}.twill.ptx"
        rem = f"{tmp}/{ll.stem}.yaml"
        tb, tt, tn, ok = [], [], [], True
        for _ in range(args.repeat):
            t, p = llc(ll, base_ptx)
            ok &= p.returncode == 0
            tb.append(t)
            t, p = llc(ll, twill_ptx, plugin=plugin)
            ok &= p.returncode == 0
            tt.append(t)
            t, p = llc(ll, f"{tmp}/{ll.stem}.nopipe.ptx", plugin=plugin, extra=["-twill-pipeline=false"])
            tn.append(t)
        _, p = llc(ll, twill_ptx, plugin=plugin, remarks=rem)
        ok &= p.returncode == 0
        if not ok:
            failures.append(f"{name}: llc failed: {(p.stderr.strip().splitlines() or ['?'])[-1]}")
            continue
        ratio = statistics.median(tt) / statistics.median(tb)
        ratios.append(ratio)
        if real:
            real_ratios.append(ratio)

        # 1. loops, from the remarks (SolverTime precedes the loop's outcome).
        solved = {}
        for kind, rname, a in parse_remarks(rem):
            if rname == "SolverTime":
                solved[a["Block"]] = a
                if a.get("Solver") == "twill":
                    twill_cpu.append((int(a.get("Ops", 0)), int(a.get("SolverCPUMs", 0)),
                                      int(a.get("Z3SetupCPUMs", 0)), name, a["Block"]))
            if rname in ("Pipelined", "NotPipelined"):
                st = solved.get(a["Block"], {})
                cell_solver = st.get("Solver", "")
                cell_cpu = st.get("SolverCPUMs", "")
            if rname == "Pipelined":
                ii, mii = int(a["II"]), int(a["MII"])
                proof = ""
                if ii == mii:
                    at_mii += 1
                elif a.get("StageBoundII") == a["II"]:
                    proved += 1
                    proof = f"I < {ii} needs > {a.get('MaxStages', 8)} stages"
                elif a.get("Status") == "optimal":
                    proved += 1
                    proof = f"every I from {mii} to {ii - 1} refuted (exact, Z3)"
                pipelined_total += 1
                loop_rows.append((name, a["Block"], "pipelined", a["II"], a["MII"], a["Stages"], a["Unroll"],
                                  f"{a['RegsBefore']} → {a['RegsAfter']}", cell_solver, cell_cpu, proof))
                all_single += 1
                all_pipelined += 1
                real_single += real
                real_pipelined += real
            elif rname == "NotPipelined":
                loop_rows.append((name, a["Block"], "not pipelined", "", "", "", "", "", cell_solver, cell_cpu,
                                  a.get("Reason", "")))
                all_single += 1
                real_single += real
        # Innermost loops of several blocks: the reorder pass reports them; with
        # -twill-pipeline=false it sees the original loops only (with
        # pipelining on, the kernels' U copies are blocks of their own).
        rem_np = f"{tmp}/{ll.stem}.nopipe.yaml"
        llc(ll, f"{tmp}/{ll.stem}.nopipe.ptx", plugin=plugin, remarks=rem_np, extra=["-twill-pipeline=false"])
        for kind, rname, a in parse_remarks(rem_np):
            if rname == "MultiBlockLoop":
                multi_block.setdefault(name, []).append((a["Block"], a.get("Reason", "")))
            elif rname == "ScheduledRegions" and "InnermostBlocks" in a:
                multi_block.setdefault(name, []).append(
                    (a["Block"], "scheduled as regions (code order kept), %s warp group(s)" % a["WarpGroups"]))

        # 2. ptxas -v, both PTX files.
        regs_cell = spill_cell = "ptxas not found"
        if have_ptxas:
            fb, arch, eb = ptxas_v(base_ptx, f"{tmp}/{ll.stem}.base.cubin")
            ft, arch_t, et = ptxas_v(twill_ptx, f"{tmp}/{ll.stem}.twill.cubin")
            if eb or et:
                regs_cell = spill_cell = f"ptxas error: {eb or et}"
                failures.append(f"{name}: ptxas: {eb or et}")
            else:
                regs, spills = [], []
                for f in sorted(fb):
                    rb, sb, lb = fb[f]
                    rt, st, lt = ft.get(f, (0, 0, 0))
                    regs.append(f"{rb} → {rt}")
                    spills.append(f"{sb + lb} → {st + lt}")
                    if st + lt > sb + lb:
                        spills_new.append(f"{name} `{f}`: {sb + lb} → {st + lt} bytes")
                regs_cell = ", ".join(regs) + (f" ({arch})" if arch != "sm_90a" else "")
                spill_cell = ", ".join(spills)
                # 4. SASS: without a disassembler, the functions' machine code
                # bytes (16 bytes an instruction on sm_90) compared.
                if not tool:
                    eb_ = elf_text_sections(f"{tmp}/{ll.stem}.base.cubin")
                    et_ = elf_text_sections(f"{tmp}/{ll.stem}.twill.cubin")
                    for f in sorted(eb_):
                        elf_rows.append((name, f, "yes" if eb_[f] != et_.get(f) else "no",
                                         len(eb_[f]) // 16, len(et_.get(f, b"")) // 16))
                if tool:
                    sb_ = sass_functions(tool, f"{tmp}/{ll.stem}.base.cubin")
                    st_ = sass_functions(tool, f"{tmp}/{ll.stem}.twill.cubin")
                    for f in sorted(sb_):
                        db = [d for d in ldg_distances(sb_[f]) if d is not None]
                        dt = [d for d in ldg_distances(st_.get(f, [])) if d is not None]
                        sass_rows.append((name, f, "yes" if sb_[f] != st_.get(f) else "no",
                                          len(sb_[f]), len(st_.get(f, [])),
                                          f"{statistics.mean(db):.1f}" if db else "—",
                                          f"{statistics.mean(dt):.1f}" if dt else "—",
                                          f"{min(db)}" if db else "—", f"{min(dt)}" if dt else "—"))
        kernel_rows.append((name, regs_cell, spill_cell, statistics.median(tb), statistics.median(tt), ratio,
                            statistics.median(tn)))

    def gmean(xs):
        return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")

    out = []
    out.append("# Software pipelining at the SSA stage: loops, registers, compile time\n")
    out.append(f"Machine: {machine_line()}.  ")
    out.append(f"Command: `make bench` (this section: `python3 bench/bench_45_pipeline.py --twill build/bin/twill "
               f"--out bench/sections/bench_45_pipeline.md{'' if args.repeat == 3 else ' --repeat %d' % args.repeat}`), "
               f"run {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}. "
               f"Compiler: Debian's `llc-19` (`{' '.join(BASE_FLAGS)}`) without and with "
               f"`-load {os.path.relpath(plugin, ROOT)} -enable-twill-sched` (default options: pipelining on, "
               f"at most 8 stages and 8 kernel copies). Kernels: every `.ll` of "
               + ", ".join(f"`{d}/`" for d in KERNEL_DIRS)
               + f", and `generated/unrolled_N` ({len(kernels)} files in all); those of `{REAL_DIR}/` are real "
               "kernels from public repositories (SGEMM_CUDA, llm.c, cuda-samples; sources and licences in "
               "`test/inputs/kernels/LICENSES.md`); `generated/unrolled_N` is `test/lit/plugin/Inputs/unrolled.cuh` "
               "with its inner loop widened to N elements, compiled here by clang-19 -O2: one loop block of about "
               "3N instructions (" + ", ".join(str(n) for n in UNROLLED_N) + " elements: about 400, 1,200 and "
               "6,000 instructions, the sizes whose compile time issue 11 bounds).\n")

    out.append("## 4.6 Loops\n")
    out.append("Every innermost single-block loop and if-then loop body, as the pipeliner's YAML remark gives it "
               "(`Pipelined`: II and MII "
               "in the machine description's cycles, stages S, kernel copies U, the model's registers before → "
               "after; `NotPipelined`: the reason). The block is the loop header at the SSA stage. clang-19 -O2 "
               "unrolls many loops of the real kernels by 4 and adds a remainder loop, which counts as a loop of "
               "its own.\n")
    out.append("`solver`: `twill` where the loop holds an asynchronous tensor-core or copy operation (the default "
               "`-twill-solver=auto`: phase 1, then Twill's phase 2 model on Z3 assigns warps at phase 1's starts), "
               "`phase1` otherwise; `CPU ms`: the solve's CPU time on this thread (the `SolverTime` remark), which "
               "machine load does not inflate. The first Z3 query of an llc process also pays for creating its Z3 "
               "context (6-8 ms on the prepared heap, up to about 55 ms when the kernel gives it no huge pages). `reason / proof`: why a loop was left alone, or, for II > MII, the proof "
               "that no smaller I works within the stage limit.\n")
    out.append("| kernel | loop | outcome | II | MII | S | U | registers (model) | solver | CPU ms | reason / proof |")
    out.append("|---|---|---|---:|---:|---:|---:|---|---|---:|---|")
    for r in loop_rows:
        out.append("| " + " | ".join([r[0], f"`{r[1]}`"] + list(r[2:])) + " |")
    out.append("")
    if multi_block:
        out.append("Innermost loops of several blocks in the code as written (the reorder pass's remarks with "
                   "`-twill-pipeline=false`; the pipeliner folds the if-then bodies among them that it can, "
                   "and the table above has its outcome for each): "
                   + "; ".join(f"{k}: " + ", ".join(f"`{b}` ({why})" for b, why in v)
                               for k, v in multi_block.items()) + ".\n")
    rp = 100.0 * real_pipelined / real_single if real_single else 0.0
    ap_ = 100.0 * all_pipelined / all_single if all_single else 0.0
    out.append(f"Innermost single-block loops pipelined, real kernels: **{real_pipelined} of {real_single} "
               f"({rp:.0f}%)**; target ≥ 50%: {'met' if rp >= 50 else '**missed**'}. "
               f"All kernels: {all_pipelined} of {all_single} ({ap_:.0f}%).\n")
    ok_ii = at_mii + proved
    pct = 100.0 * ok_ii / pipelined_total if pipelined_total else 0.0
    out.append(f"Pipelined loops at II = MII: **{at_mii} of {pipelined_total}**; above MII with a proof that no "
               f"smaller I works (every smaller I refuted exactly, or the stage bound): {proved}; together **{ok_ii} of {pipelined_total} "
               f"({pct:.0f}%)**; target ≥ 90%: {'met' if pct >= 90 else '**missed**'}. The other loops above MII "
               f"carry the iterative modulo scheduler's II, not proven minimal.\n")
    small = sorted(c for n, c, _, _, _ in twill_cpu if n <= 64)
    net = sorted(c - z for n, c, z, _, _ in twill_cpu if n <= 64)
    setups = [z for _, _, z, _, _ in twill_cpu if z > 0]
    if twill_cpu:
        med = statistics.median(small) if small else float("nan")
        worst = max(small) if small else float("nan")
        nmed = statistics.median(net) if net else float("nan")
        nworst = max(net) if net else float("nan")
        out.append(f"Twill (phase 1, then the Z3 warp model) per loop, CPU ms, loops of at most 64 instructions "
                   f"({len(small)} loops): median **{med:.0f}**, max **{worst:.0f}**, including the one-time "
                   f"creation of the compiler thread's Z3 context, which the first such loop of each llc "
                   f"process pays ({statistics.median(setups) if setups else 0:.0f} ms median); without it: "
                   f"median **{nmed:.0f}**, max **{nworst:.0f}**. All {len(twill_cpu)} Twill loops: max "
                   f"{max(c for _, c, _, _, _ in twill_cpu)} ms. Target median ≤ 50, max ≤ 250: "
                   f"{'met' if small and med <= 50 and worst <= 250 else ('met without the one-time set-up' if net and nmed <= 50 and nworst <= 250 else '**missed**')}.\n")
    out.append("## 4.7 Registers, spills and compile time\n")
    out.append(f"Registers and spill bytes (stores + loads) per kernel function from `ptxas -v -arch=sm_90a`, "
               f"plain llc-19 → with the plugin (the Blackwell test is assembled for sm_100a, as its lit test "
               f"does). llc-19 wall time: {args.repeat} runs each, interleaved, medians; the ratio is "
               f"plugin / plain. The remark files are written by extra runs that are not timed. The last "
               f"column times the plugin with `-twill-pipeline=false` in the same interleaved runs: the reorder "
               f"pass alone, so that the pipeliner's share of the time shows (pipelining also changes what the "
               f"reorder pass sees afterwards: the kernels, prologues and epilogues are loops or blocks of "
               f"their own).\n")
    out.append("| kernel | registers | spill bytes | llc-19 ms | with plugin ms | ratio | -twill-pipeline=false ms |")
    out.append("|---|---|---|---:|---:|---:|---:|")
    for name, regs, spills, mb, mt, ratio, mn in kernel_rows:
        out.append(f"| {name} | {regs} | {spills} | {mb*1e3:.0f} | {mt*1e3:.0f} | {ratio:.2f}× | {mn*1e3:.0f} |")
    out.append("")
    worst = max(ratios) if ratios else float("nan")
    g, gr = gmean(ratios), gmean(real_ratios)
    out.append(f"Compile time with the plugin: geometric mean **{g:.2f}×** over {len(ratios)} kernels "
               f"({gr:.2f}× over the {len(real_ratios)} real ones), worst {worst:.2f}×; target ≤ 1.3× "
               f"(geometric mean) and none above 2×: "
               f"{'met' if g <= 1.3 and worst <= 2.0 else '**missed**'}.  ")
    slow = [(n, r, mn / mb) for n, _, _, mb, mt, r, mn in kernel_rows if r > 2.0]
    if slow:
        out.append("Above 2×: " + "; ".join(
            f"{n} ({r:.1f}×; with `-twill-pipeline=false` {rn:.1f}×: the time goes to "
            + ("the reorder pass, with or without pipelining" if rn > 2.0 else "the pipeliner")
            + ")" for n, r, rn in slow) + ".  ")
    out.append(f"Spills introduced: **{len(spills_new)}**" + (": " + "; ".join(spills_new) if spills_new else "")
               + f"; target none: {'met' if not spills_new else '**missed**'}.\n")
    if failures:
        out.append("Failures: " + "; ".join(failures) + ".\n")

    out.append("## 4.8 SASS\n")
    if not tool:
        out.append("Neither `/usr/local/cuda/bin/cuobjdump` nor `nvdisasm` exists on this machine (it has `ptxas` "
                   "only), and no device session was available to this run, so the SASS is not disassembled and "
                   "the load-to-use distances are not measured. What the cubin says without a disassembler: "
                   "whether each function's machine code (its ELF section `.text.<function>`) differs with and "
                   "without the plugin, and its length in instructions (16 bytes each on sm_90). Where "
                   "`cuobjdump` or `nvdisasm` exists the script also compares the instruction text and, for each "
                   "`LDG`, counts the instructions up to the first later one that reads its destination.\n")
        changed = sum(1 for r in elf_rows if r[2] == "yes")
        out.append(f"Functions whose machine code changed: **{changed} of {len(elf_rows)}**.\n")
        out.append("| kernel | function | changed | instructions (plain) | instructions (plugin) |")
        out.append("|---|---|---|---:|---:|")
        for r in elf_rows:
            out.append("| " + " | ".join([r[0], f"`{r[1]}`"] + [str(x) for x in r[2:]]) + " |")
        out.append("")
    else:
        out.append(f"Disassembled with `{tool}`. `changed`: the function's SASS instruction text (without addresses "
                   "and encodings) differs. Load-to-use: for each `LDG`, the number of instructions up to the first "
                   "later one (program order, whole function) that names its destination register (all registers "
                   "of a 64/128-bit load) among its sources; mean and minimum over the function's LDGs.\n")
        out.append("| kernel | function | changed | instr. (plain) | instr. (plugin) | LDG→use mean plain | "
                   "plugin | min plain | min plugin |")
        out.append("|---|---|---|---:|---:|---:|---:|---:|---:|")
        for r in sass_rows:
            out.append("| " + " | ".join([r[0], f"`{r[1]}`"] + [str(x) for x in r[2:]]) + " |")
        out.append("")

    write_section(args.out, out)
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
