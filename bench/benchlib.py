"""Helpers shared by the bench/bench_*.py benchmark scripts."""
import json
import os
import platform
import re
import subprocess
import time
from pathlib import Path


def machine_line():
    """One line naming the machine a figure was measured on."""
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_gib = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores ({cpu}), {mem_gib:.0f} GiB, {platform.system()} {platform.release()}"


def plugin_next_to(twill):
    """LLVMTwill.so of the build that holds the twill binary: ../lib beside its bin/."""
    return os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(twill))), "lib", "LLVMTwill.so")


def parse_remarks(path):
    """The YAML remark stream as a list of (kind, name, {arg: value}); the
    remark's function is the argument "_function"."""
    out = []
    try:
        text = open(path).read()
    except OSError:
        return out
    for doc in text.split("\n--- "):
        m = re.search(r"!(\w+)\s*\n", doc)
        if not m:
            continue
        name = re.search(r"^Name:\s+(\S+)", doc, re.M)
        args = {}
        for k, v in re.findall(r"^\s+- (\w+):\s+'?(.*?)'?\s*$", doc, re.M):
            if k != "String":
                args[k] = v.replace("''", "'")
        fn = re.search(r"^Function:\s+'?([^'\s]+)", doc, re.M)
        if fn:
            args["_function"] = fn.group(1)
        out.append((m.group(1), name.group(1) if name else "", args))
    return out


def compile_unrolled(root, tmp, n):
    """test/lit/plugin/Inputs/unrolled.cuh with its 96-element inner loop
    widened to \p n, compiled by clang-19 -O2 to LLVM IR in \p tmp: the path
    of the .ll, and clang's stderr (empty on success)."""
    import subprocess
    from pathlib import Path
    inputs = Path(root) / "test/lit/plugin/Inputs"
    src, ll = Path(f"{tmp}/unrolled_{n}.cu"), Path(f"{tmp}/unrolled_{n}.ll")
    src.write_text((inputs / "unrolled.cuh").read_text().replace("96", str(n)))
    p = subprocess.run(["/usr/lib/llvm-19/bin/clang", "-x", "cuda", "--cuda-gpu-arch=sm_90a",
                        "--cuda-device-only", "-nocudainc", "-nocudalib", "-O2", "-S", "-emit-llvm",
                        "-Wno-unknown-cuda-version", f"-I{inputs}", str(src), "-o", str(ll)],
                       capture_output=True, text=True)
    return ll, ("" if p.returncode == 0 else (p.stderr.strip() or "clang failed"))


def gaus_json_rss(twill, args):
    """`twill gaus ARGS --json --quiet`: (the JSON report or None, wall
    seconds, this child's own peak RSS in MiB, measured with wait4)."""
    cmd = [twill, "gaus"] + [str(a) for a in args] + ["--json", "--quiet"]
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = p.stdout.read()
    _, _, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    try:
        return json.loads(out), wall, ru.ru_maxrss / 1024.0
    except json.JSONDecodeError:
        return None, wall, ru.ru_maxrss / 1024.0


def add_plugin_args(ap, root, out, repeat=None):
    """The options every plugin benchmark takes: --twill, --plugin (default:
    the LLVMTwill.so beside --twill), --out, and --repeat where the
    benchmark times something (repeat: its default count)."""
    ap.add_argument("--twill", default=str(root / "build/bin/twill"))
    ap.add_argument("--plugin", default=None,
                    help="LLVMTwill.so (default: ../lib/LLVMTwill.so next to --twill's bin/)")
    ap.add_argument("--out", default=str(root / out))
    if repeat is not None:
        ap.add_argument("--repeat", type=int, default=repeat)


def write_section(path, lines):
    """Writes a section's lines (one per line) to path, making its folder."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text("\n".join(lines) + "\n")
    print(f"wrote {path}")


def timed_llc(cmd, ll, out_ptx, remarks=None):
    """Runs the llc command line cmd on ll, writing out_ptx (and the YAML
    remarks to remarks): (wall seconds, the CompletedProcess)."""
    cmd = list(cmd)
    if remarks:
        cmd += ["-pass-remarks-output=" + remarks]
    cmd += [str(ll), "-o", out_ptx]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    return time.perf_counter() - t0, p


def read_decisions(path):
    """kernel -> (loops pipelined, tile loops buffered, predicted gains) from
    a decisions.tsv that bench/gpu/decisions.sh wrote; {} where there is none.
    (Newer files add a column, the loops given a cp.async ring; the runs
    before it have four.)"""
    path = Path(path)
    out = {}
    if not path.exists():
        return out
    for line in path.read_text().splitlines()[1:]:
        name, piped, buffered, predicted = line.split("\t")[:4]
        out[name] = (int(piped), int(buffered), predicted)
    return out


def ptxas_registers(ptx, ptxas="/usr/local/cuda/bin/ptxas"):
    """The registers `ptxas -v -arch=sm_90a` gives each entry function of
    the PTX file ptx: {function: registers}."""
    r = subprocess.run([ptxas, "-v", "-arch=sm_90a", str(ptx), "-o", "/dev/null"],
                       capture_output=True, text=True)
    regs, fn = {}, None
    for line in r.stderr.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            fn = m.group(1)
        m = re.search(r"Used (\d+) registers", line)
        if m and fn:
            regs[fn] = int(m.group(1))
            fn = None
    return regs
