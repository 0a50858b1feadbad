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
 'cudasamples_reduce3': ("cuda-samples reduce3<float>: the tree reduction in shared memory (a guarded add and a barrier per step). Interpreted over the whole CTA (--cta: barriers and races checked) at several block sizes, since the loop takes log2 of the block size steps (TRIP is not used).",
   [("--cta --ntid 1 --dynamic-shared 4 ", "ptr:f32:2 ptr:f32:1 u32:2", "1 threads, n = 2, 0 steps", "1"),
    ("--cta --ntid 2 --dynamic-shared 8 ", "ptr:f32:4 ptr:f32:1 u32:4", "2 threads, n = 4, 1 steps", "1"),
    ("--cta --ntid 4 --dynamic-shared 16 ", "ptr:f32:8 ptr:f32:1 u32:8", "4 threads, n = 8, 2 steps", "1"),
    ("--cta --ntid 32 --dynamic-shared 128 ", "ptr:f32:64 ptr:f32:1 u32:64", "32 threads, n = 64, 5 steps", "1"),
    ("--cta --ntid 48 --dynamic-shared 192 ", "ptr:f32:96 ptr:f32:1 u32:80", "48 threads, n = 80 (past the end for the last threads), 5 steps", "1"),
    ("--cta --ntid 64 --dynamic-shared 256 ", "ptr:f32:128 ptr:f32:1 u32:128", "64 threads, n = 128, 6 steps", "1"),
    ("--cta --ntid 128 --dynamic-shared 512 ", "ptr:f32:256 ptr:f32:1 u32:256", "128 threads, n = 256, 7 steps", "1")]),
 'sgemm_vectorize': ("SGEMM_CUDA kernel 6 (2D block tiling with float4 global loads and stores, 128x128x8, 8x8 results per thread).",
   [("--ntid 256 --shared-fill 0 ", "i32:128 i32:128 i32:TRIP*16 f32:1.5 ptr:f32:TRIP*2048+4 ptr:f32:TRIP*2048+4 f32:0.5 ptr:f32:16384", "thread 0 of 256 with M=N=128, K = 16 times the trip count (the tile loop runs 2*TRIP times; shared words other threads would write read as zero)", "0,1,2,3,4,5,8")]),
 'sgemm_resolve_bank_conflicts': ("SGEMM_CUDA kernel 7 (kernel 6 with A transposed into shared memory to resolve bank conflicts, 128x128x8, 8x8 results per thread).",
   [("--ntid 256 --shared-fill 0 ", "i32:128 i32:128 i32:TRIP*16 f32:1.5 ptr:f32:TRIP*2048+4 ptr:f32:TRIP*2048+4 f32:0.5 ptr:f32:16384", "thread 0 of 256 with M=N=128, K = 16 times the trip count (the tile loop runs 2*TRIP times; shared words other threads would write read as zero)", "0,1,2,3,4,5,8")]),
 'sgemm_bank_extra_col': ("SGEMM_CUDA kernel 8 (kernel 7 with 5 extra columns of padding in B's shared tile, 128x128x8, 8x8 results per thread).",
   [("--ntid 256 --shared-fill 0 ", "i32:128 i32:128 i32:TRIP*16 f32:1.5 ptr:f32:TRIP*2048+4 ptr:f32:TRIP*2048+4 f32:0.5 ptr:f32:16384", "thread 0 of 256 with M=N=128, K = 16 times the trip count (the tile loop runs 2*TRIP times; shared words other threads would write read as zero)", "0,1,2,3,4,5,8")]),
 'sgemm_autotuned': ("SGEMM_CUDA kernel 9 (autotuned 2D block tiling, 128x128x16, 8x8 results per thread, 256 threads, float4 loads).",
   [("--ntid 256 --shared-fill 0 ", "i32:128 i32:128 i32:TRIP*16 f32:1.5 ptr:f32:TRIP*2048+4 ptr:f32:TRIP*2048+4 f32:0.5 ptr:f32:16384", "thread 0 of 256 with M=N=128, K = 16 times the trip count (the tile loop runs TRIP times; shared words other threads would write read as zero)", "0,1,2,3,4,5,8")]),
 'sgemm_warptiling': ("SGEMM_CUDA kernel 10 (warp tiling, 128x128x16 block tile, 64x64 warp tile, WNITER=4, TM=8, TN=4, 128 threads).",
   [("--ntid 128 --shared-fill 0 ", "i32:128 i32:128 i32:TRIP*16 f32:1.5 ptr:f32:TRIP*2048+4 ptr:f32:TRIP*2048+4 f32:0.5 ptr:f32:16384", "thread 0 of 128 with M=N=128, K = 16 times the trip count (the tile loop runs TRIP times; shared words other threads would write read as zero)", "0,1,2,3,4,5,8")]),
 'sgemm_double_buffering': ("SGEMM_CUDA kernel 11 (warp tiling with double-buffered shared memory: half the block loads the next tile while the other half computes; 128x256x16 block tile, 256 threads; clang keeps the per-thread result and register tiles in local memory).",
   [("--ntid 256 --shared-fill 0 ", "i32:128 i32:256 i32:TRIP*32 f32:1.5 ptr:f32:TRIP*4096+4 ptr:f32:TRIP*8192+4 f32:0.5 ptr:f32:32768", "thread 0 of 256 with M=128, N=256, K = 32 times the trip count (shared words other threads would write read as zero)", "0,1,2,3")]),
 'flashattn_minimal_forward': ("flash-attention-minimal forward_kernel: per K/V tile (j) its load to shared memory, then per Q tile (i) the Q load, the scores with their row max, exp and row sum, and the output update (a loop over d around a loop over Bc).",
   [("--dynamic-shared 4096 ", "ptr:f32:TRIP+1 ptr:f32:TRIP+1 ptr:f32:TRIP+1 i32:1 i32:TRIP i32:1 i32:1 i32:1 i32:1 f32:0.125 ptr:f32:1 ptr:f32:1 ptr:f32:TRIP+1", "one thread with N=1, Tc=Tr=Bc=Br=1, d = the trip count (the loops over d)"),
    ("--dynamic-shared 8192 --shared-fill 0 ", "ptr:f32:TRIP*2+2 ptr:f32:TRIP*2+2 ptr:f32:TRIP*2+2 i32:TRIP i32:2 i32:1 i32:1 i32:TRIP i32:1 f32:0.125 ptr:f32:TRIP+1 ptr:f32:TRIP+1 ptr:f32:TRIP*2+2", "thread 0 with d=2, Tc=Tr=1, Br=1, N = Bc = the trip count (the loops over Bc; the K/V rows other threads would load read as zero)")]),
 'cudasamples_g2s_multistage_largechunk': ("cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopyMultiStageLargeChunk<16>: the tile loop around a loop that issues cp.async float4 copies into a 4-stage shared-memory ring (commit_group per stage), a wait_group, a barrier and the fully unrolled 16-step dot product.", []),
 'fastcu_matmul7_wgmma_tma': ("fast.cu matmulKernel7 (Hopper bf16 GEMM): a producer warp group issuing TMA loads into a 3-stage queue and two consumer warp groups issuing wgmma.mma_async, setmaxnreg per role, full/empty mbarriers waited on by inline-PTX try_wait spin loops (one inline-asm statement each, so no IR loop).", []),
 'cudasamples_g2s_multistage': ("cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopyMultiStage<16>: the tile loop around a loop that issues single-float cp.async copies into a 4-stage shared-memory ring (commit_group per stage), a wait_group, a barrier and the 16-step dot product.", []),
 'cudasamples_g2s_singlestage': ("cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopySingleStage<16>: one 16x16 shared buffer per matrix, filled by two single-float cp.async copies a tile, commit_group, cuda::pipeline's wait (a switch the counter fold makes one wait_group 0), a barrier, the unrolled 16-step dot product and a barrier: a loop of one block once folded, which the cp.async ring may give a second slot (async-ring.test).", []),
 'cudasamples_g2s_largechunk': ("cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopyLargeChunk<16>: a quarter of the threads copy 16 bytes of each matrix under `if (t4x < BLOCK_SIZE)` and commit and wait there; cuda::pipeline's wait is a switch on committed - released, which the plugin proves 0 and folds (counter-branches.test), leaving an innermost loop of three blocks that the cp.async ring may take.", []),
 'cudasamples_simple_wmma_gemm': ("cuda-samples simple_wmma_gemm: the k loop loads its wmma fragments straight from global memory under a loop-invariant bounds guard, hoisted to the preheader (the loop with the fragments, and its copy for a false guard).",
   [("", "ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f32:256 ptr:f32:256 i32:16 i32:16 i32:TRIP*16 f32:1.5 f32:0.5", "the 16x16 tile of D for M=N=16, K = 16 times the trip count (the guard holds)"),
    ("", "ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f32:256 ptr:f32:256 i32:0 i32:16 i32:TRIP*16 f32:1.5 f32:0.5", "M=0: the guard fails, the copy without the fragments runs")]),
 'twill_mma_smem_naive': ("twill's one-warp mma.sync HGEMM (written to the shape of the tutorials' mma naive kernels): per k step a 16-byte copy of A's and (half the lanes, guarded) of B's slice to shared memory in ld.global.nc pairs, a barrier, ldmatrix.x4/.x2, mma.sync m16n8k16 with f16 accumulators, a barrier.",
   [("--cta --ntid 32 ", "ptr:f16:TRIP*256+16 ptr:f16:TRIP*128+16 ptr:f16:128 u64:16 u64:8 u64:TRIP*16", "the whole warp (--cta, barriers and races checked), the 16x8 tile of C for M=16, N=8, K = 16 times the trip count", "0,1,2,3,4,5,6,7,9,17,33")]),
 'twill_mma_warp_guard': ("twill's two-warp mma.sync HGEMM with f32 accumulators and warp-private staging (written to the shape of the tutorials' k-loops): per k step each warp copies its A slice (rows clamped into M) and B's slice to its own shared memory, __syncwarp, and under the warp-uniform, loop-invariant guard WarpRow < M ldmatrix.x4, ldmatrix.x2.trans and mma.sync m16n8k16; the guard is hoisted (the loop with the fragments, and its copy for a false guard).",
   [("--cta --ntid 64 ", "ptr:f16:TRIP*512+16 ptr:f16:TRIP*128+16 ptr:f32:256 i32:32 i32:8 i32:TRIP*16", "the CTA's two warps (--cta), M=32 (the guard holds for both), N=8, K = 16 times the trip count", "0,1,2,3,4,5,6,7,8,9,13,14,15,16,17,23,24,33,64"),
    ("--cta --ntid 64 ", "ptr:f16:TRIP*256+16 ptr:f16:TRIP*128+16 ptr:f32:128 i32:16 i32:8 i32:TRIP*16", "M=16: the second warp's guard fails and it runs the copy without the fragments", "0,1,2,3,4,5,6,7,8,9,13,14,15,16,17,23,24,33,64"),
    ("--cta --ntid 64 ", "ptr:f16:TRIP*320+16 ptr:f16:TRIP*128+16 ptr:f32:160 i32:20 i32:8 i32:TRIP*16", "M=20: the second warp's rows are clamped to row 19", "0,1,2,7,8,9,15,16,17,33")]),
 'lxopt_spmm_csr': ("How_to_optimize_in_GPU's CSR SpMM kernels: v0's loop over a row's nonzeros reads B straight from global memory; v1 stages a chunk of 512 nonzeros in shared memory, a barrier, then walks the chunk under a per-element guard (the loop the plugin pipelines at the defaults too).",
   [("--kernel _Z28My_spmm_csr_vector_kernel_v0ILj128EEviPKiS1_PKfS3_Pfii ", "i32:1 ptr:i32:2:vals=0/TRIP ptr:i32:TRIP+1:rand=0..3 ptr:f32:TRIP+1 ptr:f32:4*128 ptr:f32:128 i32:128 i32:128", "v0, thread 0: a row of TRIP nonzeros in columns 0..3 of a 4x128 B"),
    ("--kernel _Z28My_spmm_csr_vector_kernel_v1ILi128ELi512ELi128EEviPKiS1_PKfS3_Pfiii --cta --ntid 128 ", "i32:1 ptr:i32:2:vals=0/TRIP*100+3 ptr:i32:TRIP*100+3:rand=0..3 ptr:f32:TRIP*100+3 ptr:f32:4*128 ptr:f32:128 i32:1 i32:128 i32:4", "v1, the CTA's 128 threads (--cta: barriers and races checked), a row of 100*TRIP+3 nonzeros (one chunk; the loop walks all 512 of it)", "0,1,2,3,4,5")]),
 'hgemm_wmma_naive': ("cuda_hgemm's wmma naive HGEMM: the k loop loads its wmma fragments straight from global memory and accumulates in f16; clang unrolls it by 4 (a remainder loop before the unrolled one).",
   [("", "ptr:f16:TRIP*256+16 ptr:f16:TRIP*256+16 ptr:f16:256 u64:16 u64:16 u64:TRIP*16", "the 16x16 tile of C for M=N=16, K = 16 times the trip count")]),
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
            # (a hoisted guard's copy of a loop is not a loop of the source)
            npipe += "the loop's copy for a false guard" not in rest
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
    if diffs and all(len(d) == 3 for d in diffs):
        L += ["# " + x for x in textwrap.wrap(
            f"The host PTX interpreter runs the pipelined PTX against plain llc-19's on the same inputs for {NT} "
            "trip counts (0..40, and larger ones around and beyond 4*(S+U), since clang unrolls some loops by 4): "
            + "; ".join(d[2] for d in diffs) + ".", 76)]
    elif diffs:
        L += ["# " + x for x in textwrap.wrap(
            "The host PTX interpreter runs the pipelined PTX against plain llc-19's on the same inputs: "
            + "; ".join(f"{d[2]}, for trip counts {d[3] if len(d) > 3 else TRIPS}" for d in diffs) + ".", 76)]
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
    L.append(f"# RUN:   -pass-remarks=twill -pass-remarks-missed=twill %inputs/kernels/{name}.ll -o /dev/null 2> %t.nopipe.remarks")
    L.append(f"# RUN: %python %S/../Inputs/loop-coverage.py %t.base.ptx %t.remarks %t.nopipe.remarks \\")
    L.append(f"# RUN:   | FileCheck %s --check-prefix=COVER")
    for i, (flags, params, *rest) in enumerate(diffs):
        L.append(f"# RUN: %ptxdiff %t.base.ptx %t.ptx {flags}--params {params} \\")
        L.append(f"# RUN:   --trip-counts {rest[1] if len(rest) > 1 else TRIPS} \\")
        L.append(f"# RUN:   | FileCheck %s --check-prefix=DIFF{i}")
    L.append("")
    L += checks
    L.append(f"# COVER: coverage: {{{{[0-9]+}}}} innermost loops, {npipe} pipelined, all with a remark")
    for i, d in enumerate(diffs):
        L.append(f"# DIFF{i}: {len(d[3].split(',')) if len(d) > 3 else NT} passed, 0 failed")
    (ROOT / f"test/lit/pipeline/real/{name}.test").write_text("\n".join(L) + "\n")
    print(name, npipe)
