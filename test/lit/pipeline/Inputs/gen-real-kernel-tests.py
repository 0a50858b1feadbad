#!/usr/bin/env python3
"""Writes test/lit/pipeline/real/<name>.test for each real kernel of
test/inputs/kernels (see LICENSES.md there): the RUN lines, and the REMARK
checks taken from what the plugin reports today (pipelined or not per loop;
II, MII, S and U as patterns; a reason with its numbers as patterns). Run it
again after a change to the pipeliner that changes which loops it pipelines,
and review the diff.
  test/lit/pipeline/Inputs/gen-real-kernel-tests.py [build/lib/LLVMTwill.so]
The interpreter parameters below give, per kernel, the arrays and scalars of
ptxdiff (thread 0 of one block unless flags say otherwise); kernels without
them read shared memory that other threads write, which a one-thread
interpreter cannot run.
"""
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
PLUGIN = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build/lib/LLVMTwill.so")
TRIPS = ",".join(str(x) for x in list(range(0, 41)) + [47, 63, 64, 65, 71, 72, 79, 80, 100, 257])
NT = len(TRIPS.split(","))
K = {
 'sgemm_naive': ("SGEMM_CUDA kernel 1 (naive): the K loop, a dot product of a row of A and a column of B.",
   [("", "i32:1 i32:3 i32:TRIP f32:1.5 ptr:f32:TRIP+1 ptr:f32:TRIP*3+1 f32:0.5 ptr:f32:1", "C[0] for M=1, N=3 (a column stride of 3 in B), K = the trip count")]),
 'sgemm_smem': ("SGEMM_CUDA kernel 3 (shared-memory blocking): the tile loop (global loads to shared memory, two barriers) around the 32-step dot product in shared memory, which clang unrolls by 4 (the loop the pipeliner sees).", []),
 'sgemm_1d_blocktiling': ("SGEMM_CUDA kernel 4 (1D block tiling, 64x64x8, 8 results per thread).", []),
 'sgemm_2d_blocktiling': ("SGEMM_CUDA kernel 5 (2D block tiling, 128x128x8, 8x8 results per thread).", []),
 'llmc_matmul_forward1': ("llm.c matmul_forward_kernel1: the C loop of a naive matmul (clang unrolls it by 4, plus a remainder loop).",
   [("", "ptr:f32:1 ptr:f32:TRIP+1 ptr:f32:TRIP+1 ptr:f32:1 i32:1 i32:TRIP i32:1", "out[0] for BT=1, OC=1, C = the trip count")]),
 'llmc_matmul_forward4': ("llm.c matmul_forward_kernel4: a 128x128 block tile in shared memory, 8x8 outputs per thread, float4 loads.", []),
 'llmc_softmax_forward1': ("llm.c softmax_forward_kernel1: per row, a max loop, an exp-and-sum loop (double accumulator) and a normalising loop.",
   [("", "ptr:f32:TRIP+1 ptr:f32:TRIP+1 i32:1 i32:TRIP", "one row of C = the trip count")]),
 'llmc_layernorm_forward1': ("llm.c layernorm_forward_kernel1: per row, a mean loop, a variance loop and a normalising loop.",
   [("", "ptr:f32:TRIP+1 ptr:f32:1 ptr:f32:1 ptr:f32:TRIP+1 ptr:f32:TRIP+1 ptr:f32:TRIP+1 i32:1 i32:TRIP", "one row of C = the trip count")]),
 'llmc_attention_qk1': ("llm.c attention_query_key_kernel1: the head-size loop of q . k.",
   [("", "ptr:f32:1 ptr:f32:TRIP*3+1 i32:1 i32:1 i32:TRIP i32:1", "B=T=NH=1, C = head size = the trip count")]),
 'llmc_attention_value1': ("llm.c attention_value_kernel1: a zeroing loop, then over t2 <= t the head-size loop out += att * v.",
   [("", "ptr:f32:TRIP+1 ptr:f32:1 ptr:f32:TRIP*3+1 i32:1 i32:1 i32:TRIP i32:1", "B=T=NH=1 (t = 0: one t2), C = head size = the trip count"),
    ("--ntid 4 --tid 2 ", "ptr:f32:TRIP*4+1 ptr:f32:16 ptr:f32:TRIP*12+1 i32:1 i32:4 i32:TRIP i32:1", "thread 2 of 4 with T=4 (t = 2: three t2), C = the trip count")]),
 'cudasamples_matrixmul': ("cuda-samples MatrixMulCUDA<32>: the tile loop (global loads to shared memory, a barrier, the fully unrolled 32-step dot product, a barrier), one block holding both barriers.", []),
 'cudasamples_reduce3': ("cuda-samples reduce3<float>: the tree reduction in shared memory (a guarded add and a barrier per step).", []),
}
LLC_T = "%llc -load %plugin -twill-cost-model=false -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2"
for name, (desc, diffs) in K.items():
    ll = ROOT / f"test/inputs/kernels/{name}.ll"
    rem = subprocess.run(["llc-19", "-load", PLUGIN, "-twill-cost-model=false", "-enable-twill-sched", "-march=nvptx64", "-mcpu=sm_90a", "-O2",
                          "-pass-remarks=twill", "-pass-remarks-missed=twill", str(ll), "-o", "/dev/null"], capture_output=True, text=True, cwd=ROOT).stderr
    checks, npipe = [], 0
    for m in re.finditer(r"loop (\S+) (pipelined|not pipelined): (.*)", rem):
        blk, what, rest = m.groups()
        if what == "pipelined":
            npipe += 1
            checks.append(f"# REMARK-DAG: loop {blk} pipelined: II={{{{[0-9]+}}}} MII={{{{[0-9]+}}}} S={{{{[2-8]}}}} U={{{{[1-8]}}}}")
        else:
            reason = re.sub(r"\d+", "{{[0-9]+}}", re.sub(r"([\[\]\(\)\{\}])", r"\1", rest.strip()))
            checks.append(f"# REMARK-DAG: loop {blk} not pipelined: {reason}")
    if not checks:
        for m in re.finditer(r"loop (\S+?):bb\.\d+(\S*) left unchanged: (the body has \d+ blocks)", rem):
            checks.append(f"# REMARK: loop {m.group(1)}:bb.{{{{[0-9]+}}}}{m.group(2)} left unchanged: {m.group(3)}")
        checks.append("# REMARK-NOT: pipelined")
    L = ["# " + x for x in textwrap.wrap(f"Real kernel {name} (test/inputs/kernels/{name}.cu; source and licence in "
                                           f"test/inputs/kernels/LICENSES.md): {desc}", 76)]
    L.append("# Checks: llc-19 with the plugin is verifier-clean; ptxas accepts the PTX;")
    L.append("# every innermost loop has a remark (the pipeliner's for single-block loops,")
    L.append("# the reorder pass's for loops of several blocks, see Inputs/loop-coverage.py);")
    L.append("# each pipeliner remark below. The cost model is off (-twill-cost-model=false),")
    L.append("# so that every loop the expander can take is expanded and checked; its")
    L.append("# decisions on these kernels are in ../cost-model-kernels.test.")
    if diffs:
        L += ["# " + x for x in textwrap.wrap(
            f"The host PTX interpreter runs the pipelined PTX against plain llc-19's on the same inputs for {NT} "
            "trip counts (0..40, and larger ones around and beyond 4*(S+U), since clang unrolls some loops by 4): "
            + "; ".join(d[2] for d in diffs) + ".", 76)]
    else:
        L.append("# Not interpreted: the loops read shared memory that other threads write")
        L.append("# (the interpreter runs one thread).")
    L.append("# Written by Inputs/gen-real-kernel-tests.py (rerun it when the pipeliner")
    L.append("# changes which loops it pipelines, and review the diff).")
    L.append("#")
    L.append("# REQUIRES: plugin, ptxas")
    L.append(f"# RUN: {LLC_T} \\")
    L.append(f"# RUN:   -verify-machineinstrs -pass-remarks=twill -pass-remarks-missed=twill \\")
    L.append(f"# RUN:   %inputs/kernels/{name}.ll -o %t.ptx 2> %t.remarks")
    L.append(f"# RUN: FileCheck %s --check-prefix=REMARK < %t.remarks")
    L.append(f"# RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin")
    L.append(f"# RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %inputs/kernels/{name}.ll -o %t.base.ptx")
    L.append(f"# RUN: {LLC_T} -twill-pipeline=false \\")
    L.append(f"# RUN:   -pass-remarks-missed=twill %inputs/kernels/{name}.ll -o /dev/null 2> %t.nopipe.remarks")
    L.append(f"# RUN: %python %S/../Inputs/loop-coverage.py %t.base.ptx %t.remarks %t.nopipe.remarks \\")
    L.append(f"# RUN:   | FileCheck %s --check-prefix=COVER")
    for i, (flags, params, _) in enumerate(diffs):
        L.append(f"# RUN: %ptxdiff %t.base.ptx %t.ptx {flags}--params {params} \\")
        L.append(f"# RUN:   --trip-counts {TRIPS} \\")
        L.append(f"# RUN:   | FileCheck %s --check-prefix=DIFF{i}")
    L.append("")
    L += checks
    L.append(f"# COVER: coverage: {{{{[0-9]+}}}} innermost loops, {npipe} pipelined, all with a remark")
    for i, _ in enumerate(diffs):
        L.append(f"# DIFF{i}: {NT} passed, 0 failed")
    (ROOT / f"test/lit/pipeline/real/{name}.test").write_text("\n".join(L) + "\n")
    print(name, npipe)
