#!/usr/bin/env python3
"""The plugin's cost model on the bench kernels (test/inputs/kernels/*.ll,
test/lit/plugin/*.ll): per kernel, the registers ptxas allocates plain (llc-19
alone), with the plugin and the cost model off (-twill-cost-model=false, the
behaviour before the cost model) and with the defaults; the occupancy each
gives (warps per SM by the CUDA rules of cuda_occupancy.h for sm_90: 64K
registers in 256-register units per warp over 4 sub-partitions, 64 warps, 32
CTAs and 228 KB of shared memory with 1 KB reserved per CTA, at the block
size the plugin's LaunchBounds remark names); and per loop the cost model's
decision and register estimates.

  bench/cost_model_report.py [--plugin build/lib/LLVMTwill.so] [--latency N]

Writes a Markdown table on stdout. --latency passes -twill-cost-global-latency.
"""
import argparse
import re
import subprocess
import tempfile
from pathlib import Path

from benchlib import ptxas_registers  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LLC = ["llc-19", "-march=nvptx64", "-mcpu=sm_90a", "-O2"]


def warps(regs, threads, smem):
    """cuda_occupancy.h for cc 9.0 (the figures of machines/Hopper.td)."""
    wpb = -(-threads // 32)
    per_warp = -(-regs * 32 // 256) * 256
    by_regs = (65536 // 4 // per_warp) * 4 // wpb if per_warp else 32
    alloc = -(-(smem + 1024) // 128) * 128
    by_smem = 233472 // alloc
    return min(64 // wpb, 32, by_regs, by_smem) * wpb


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", default=str(ROOT / "build/lib/LLVMTwill.so"))
    ap.add_argument("--latency", type=int, default=0)
    a = ap.parse_args()
    kernels = sorted((ROOT / "test/inputs/kernels").glob("*.ll")) + sorted((ROOT / "test/lit/plugin").glob("*.ll"))
    print("| kernel | block / smem | ptxas regs plain / off / on | warps/SM plain / off / on | loop | decision (cost model on) |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for ll in kernels:
            ptx = {k: f"{tmp}/{ll.stem}.{k}.ptx" for k in ("plain", "off", "on")}
            if subprocess.run(LLC + [str(ll), "-o", ptx["plain"]], capture_output=True).returncode:
                continue
            plug = LLC + ["-load", a.plugin, "-enable-twill-sched"]
            subprocess.run(plug + ["-twill-cost-model=false", str(ll), "-o", ptx["off"]], capture_output=True)
            r = subprocess.run(plug + [f"-twill-cost-global-latency={a.latency}", "-pass-remarks=twill",
                                       "-pass-remarks-missed=twill", "-pass-remarks-analysis=twill",
                                       str(ll), "-o", ptx["on"]], capture_output=True, text=True)
            regs = {k: ptxas_registers(p) for k, p in ptx.items()}
            bounds = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in re.finditer(
                r"kernel (\S+): (\d+) threads per block.*?, (\d+) bytes of static shared memory", r.stderr)}
            for fn, (threads, smem) in bounds.items():
                if fn not in regs["plain"]:
                    continue
                rr = [regs[k].get(fn, 0) for k in ("plain", "off", "on")]
                ww = [warps(x, threads, smem) for x in rr]
                loops = re.findall(rf"loop {re.escape(fn)}:(\S+) ((?:not )?pipelined: .*)", r.stderr)
                for i, (loop, what) in enumerate(loops or [("-", "no candidate loop")]):
                    what = re.sub(r"II=.*?\(model\); ", "", what).replace("|", "/")
                    head = (f"| {ll.stem} | {threads} / {smem} | {' / '.join(map(str, rr))} | "
                            f"{' / '.join(map(str, ww))} |") if i == 0 else "| | | | |"
                    print(f"{head} {loop} | {what[:260]} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
