//===- Blackwell.td - Twill machine for sm_100a ------------*- tablegen -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// One SM of a B200, at the tile level of the Twill model. Sources:
// shared/notes/anchors-and-hardware.md §4 ("anchors §4" below) and
// shared/notes/paper-twill.md; tags [S]/[I]/[M]/[P]/[META] as in the notes.
// Differences from Hopper: tensor memory (a unit and a memory), tcgen05.*
// instead of wgmma (wgmma is sm_90a-only [M]), twice the tensor-core rate,
// and measured latencies from the [META] B200 calibration where it has
// them. See docs/machines.md.
//
//===----------------------------------------------------------------------===//

include "TwillSchedule.td"

def Blackwell : TwillMachine<"blackwell", "sm_100a"> {
  // 64 resident warps per SM.
  let MaxWarpsPerSMSource =
      "anchors-and-hardware.md §4, 64 "
      "[S: docs.rs oxicuda SmVersion note for sm_100]";
  // 32 warps per CTA.
  let MaxWarpsPerCTASource =
      "[M] CUDA Programming Guide: 1024 threads per block (unchecked); "
      "paper-twill.md §5: [META] assumes W = 32";
  // 4 schedulers.
  let SchedulersPerSMSource =
      "paper-twill.md §1, [P §2–3]: at most 4 warps issue per cycle";
  // 4 warps per warp group.
  let WarpsPerGroupSource =
      "[M] PTX ISA: a warpgroup is four contiguous warps (unchecked)";
  // 32 threads per warp.
  let ThreadsPerWarpSource = "[M] CUDA Programming Guide (unchecked)";
  // 64K 32-bit registers.
  let RegistersPerSMSource =
      "anchors-and-hardware.md §4, 64K × 32-bit [S: mortalapps; cvw]";
  // 255 registers per thread.
  let MaxRegistersPerThreadSource =
      "paper-twill.md §1, [P §2–3]: 255 registers per thread";
}

//===----------------------------------------------------------------------===//
// Functional units, capacity 1 at the tile level for the reasons given in
// Hopper.td (paper-twill.md §1, [P §3.1]; [META] machine model: TC, TMA,
// TMEM, SFU, CUDA at cap=1).
//===----------------------------------------------------------------------===//

def BlackwellTC : FunctionalUnit<Blackwell, "tc", 1,
    "tensor cores (tcgen05.mma, mma.sync)",
    "paper-twill.md §1, [P §3.1] tile ops use the whole SM; [META] TC cap=1">;
def BlackwellTMA : FunctionalUnit<Blackwell, "tma", 1,
    "tensor memory accelerator (async bulk copies)",
    "anchors-and-hardware.md §4, an async bulk-copy engine per SM "
    "[S: cvw; Tilus tutorials], plus 2-CTA multicast [S: mlc.ai chapter]; "
    "[META] TMA cap=1">;
// Reads and writes of tensor memory (tcgen05.ld/st/cp). "Blackwell Tensor
// Memory needs explicit loads" (paper-twill.md §1, [P §2–3]).
def BlackwellTMEM : FunctionalUnit<Blackwell, "tmem", 1,
    "tensor-memory data path (tcgen05.ld, tcgen05.st, tcgen05.cp)",
    "paper-twill.md §1, [P §2–3] TMEM needs explicit loads; [META] TMEM cap=1">;
def BlackwellMUFU : FunctionalUnit<Blackwell, "mufu", 1,
    "multi-function unit / SFU (ex2, rcp, ...)",
    "paper-twill.md §1, [P §3.1]; [META] SFU cap=1">;
def BlackwellFMA : FunctionalUnit<Blackwell, "fma", 1,
    "FP32 FMA and integer ALU pipes (CUDA cores)",
    "[I] tile op spans all 128 lanes; [META] CUDA cap=1">;
def BlackwellLSU : FunctionalUnit<Blackwell, "lsu", 1,
    "load/store unit (ld/st shared and global, ldmatrix, cp.async)",
    "[I] tile op uses the whole SMEM bandwidth (smem_bytes)">;
def BlackwellSync : FunctionalUnit<Blackwell, "sync", -1,
    "synchronisation (bar.sync, mbarrier, commit/wait); unlimited",
    "[I] modelling unit: synchronisation costs latency, not throughput">;

//===----------------------------------------------------------------------===//
// Memories.
//===----------------------------------------------------------------------===//

// 64K × 4 B = 262144 B.
def BlackwellRegisters : Memory<Blackwell, "registers", 262144,
    "anchors-and-hardware.md §4, 64K × 32-bit [S: mortalapps; cvw]">;
// 228 KB = 233472 B per SM.
def BlackwellSMEM : Memory<Blackwell, "smem", 233472,
    "anchors-and-hardware.md §4, 228 KB/SM "
    "[S: mlsyscourse.org SM demo; mortalapps]">;
// 128 lanes × 512 columns × 4 B = 262144 B.
def BlackwellTMEMBytes : Memory<Blackwell, "tmem", 262144,
    "anchors-and-hardware.md §4, 256 KB/SM (128 lanes × 512 cols × 4 B) "
    "[S: cvw.cac.cornell.edu; jishuzhan.net]">;

//===----------------------------------------------------------------------===//
// Per-SM throughputs per cycle.
//===----------------------------------------------------------------------===//

// 148 SMs × 8192 × 1.856 GHz ≈ 2.25 PFLOPS dense BF16.
def BlackwellTCFlops : Throughput<Blackwell, "tc_bf16_dense_flops", 8192,
    "anchors-and-hardware.md §4, [S: FA4 paper via jianyuh.github.io notes; "
    "I: 148 × 8192 × 1.856e9 ≈ 2.25e15]">;
// 16 MUFU ops/clk/SM, unchanged from Hopper.
def BlackwellMUFUOps : Throughput<Blackwell, "mufu_ops", 16,
    "anchors-and-hardware.md §4, [S: FA4 notes; together.ai blog: "
    "'SFU count unchanged']">;
// 128 FP32 lanes.
def BlackwellFMALanes : Throughput<Blackwell, "fp32_fma_lanes", 128,
    "anchors-and-hardware.md §4, [S: cvw.cac.cornell.edu B200 SM page]">;
// 128 B/clk of shared memory.
def BlackwellSMEMBytes : Throughput<Blackwell, "smem_bytes", 128,
    "anchors-and-hardware.md §4, 128 B/clk/SM [S] (FA4 notes: 'unchanged')">;
// Warp instructions one scheduler issues per clock (one per sub-partition;
// the plugin's cost model bounds a loop's issue by SchedulersPerSM x this).
def BlackwellIssueRate : Throughput<Blackwell, "issue_per_scheduler", 1,
    "sass-facts.md, 4 sub-partitions, one scheduler each, 1 instruction/clk "
    "[S: NVIDIA Hopper tuning guide; H100 whitepaper]">;
// Tensor-memory read/write bandwidth. No source in the notes gives it: an
// estimate of one 32-bit word per TMEM lane (128 lanes) per cycle. Used for
// the tcgen05.ld/st tile ops of the built-in Blackwell kernels. The [META]
// figure of 256 B/clk is not a measured TMEM rate either (docs/machines.md,
// "The tensor-memory rate").
def BlackwellTMEMBytes_ : Throughput<Blackwell, "tmem_bytes", 512,
    "[estimate] 128 TMEM lanes x 4 B per clock; no measured figure found">;

//===----------------------------------------------------------------------===//
// Instruction classes. Measured B200 latencies exist only for TMA loads,
// mbarrier handshakes and named barriers (paper-twill.md §6, [META] B200
// calibration, facebookexperimental/triton
// third_party/tlx/tools/paper_joint_solver); the rest are estimates.
//===----------------------------------------------------------------------===//

def BlackwellUMMA : InstrClass<Blackwell, "tcgen05_mma", BlackwellTC> {
  let Async = 1;
  // estimate: the TC occupancy of one m128n256k16 BF16 tcgen05.mma,
  // 2·128·256·16 / 8192 = 128 cycles.
  let Latency = 128;
  // tcgen05.mma is single-thread-issued (anchors §4 [M]), so no warp group.
  let NeedsWarpGroup = 0;
  let ThroughputName = "tc_bf16_dense_flops";
  let AsmPrefixes = ["tcgen05.mma"];
  let Source = "anchors-and-hardware.md §4: tcgen05.mma is "
               "single-thread-issued [M], accumulator in TMEM "
               "[S: jishuzhan.net]; latency: estimate";
}

def BlackwellMMASync : InstrClass<Blackwell, "mma_sync", BlackwellTC> {
  let Latency = 32; // estimate
  let ThroughputName = "tc_bf16_dense_flops";
  // LLVM 19 defines mma.sync and wmma.mma as anonymous records: their
  // printed mnemonics only. wmma.mma runs on the same tensor-core pipe.
  let AsmPrefixes = ["mma.sync", "wmma.mma"];
  let Source = "latency: estimate";
}

// tcgen05.ld/st are warp-collective and each warp reaches 32 of the 128
// TMEM lanes, so a full tile takes a warp group ([I] from the 128-lane
// figure of anchors §4; the 32-lanes-per-warp rule is [M], unchecked).
def BlackwellTMEMLoad : InstrClass<Blackwell, "tmem_ld", BlackwellTMEM> {
  let Async = 1;
  let Latency = 30; // estimate
  let NeedsWarpGroup = 1;
  let AsmPrefixes = ["tcgen05.ld"];
  let Source = "anchors-and-hardware.md §4: TMEM 128 lanes [S]; warp-group "
               "issue [I]/[M]; latency: estimate";
}

def BlackwellTMEMStore : InstrClass<Blackwell, "tmem_st", BlackwellTMEM> {
  let Async = 1;
  let Latency = 30; // estimate
  let NeedsWarpGroup = 1;
  let AsmPrefixes = ["tcgen05.st"];
  let Source = "anchors-and-hardware.md §4: TMEM 128 lanes [S]; warp-group "
               "issue [I]/[M]; latency: estimate";
}

// tcgen05.cp (shared memory to TMEM) is issued by one thread, like
// tcgen05.mma [M].
def BlackwellTMEMCopy : InstrClass<Blackwell, "tmem_cp", BlackwellTMEM> {
  let Async = 1;
  let Latency = 30; // estimate
  let AsmPrefixes = ["tcgen05.cp"];
  let Source = "latency: estimate";
}

def BlackwellTMACopy : InstrClass<Blackwell, "tma_copy", BlackwellTMA> {
  let TrackedBy = ["cp.async.bulk.commit_group", "cp.async.bulk.wait_group"];
  let Async = 1;
  // TMA load 556 cycles (paper-twill.md §6, [META] B200 calibration).
  let Latency = 556;
  let LatencyIsEstimate = 0;
  // "TMA latency varies by more than 10×" (paper-twill.md §1, [P §2–3]).
  let VariableLatency = 1;
  let AsmPrefixes = ["cp.async.bulk.tensor", "cp.async.bulk",
                     "cp.reduce.async.bulk", "cp.async.bulk.prefetch"];
  let Source = "paper-twill.md §6, [META] B200 calibration: TMA load 556 "
               "cycles; paper-twill.md §1, [P §2–3]: TMA latency varies by "
               "more than 10×";
}

def BlackwellMUFUClass : InstrClass<Blackwell, "mufu", BlackwellMUFU> {
  let Latency = 20; // estimate
  let ThroughputName = "mufu_ops";
  let Opcodes = NVPTXMufuOpcodes;
  let AsmPrefixes = NVPTXMufuAsm;
  let Source = "anchors-and-hardware.md §4: MUFU 16 ops/clk/SM; "
               "latency: estimate";
}

def BlackwellFMAClass : InstrClass<Blackwell, "fma", BlackwellFMA> {
  let Latency = 4; // estimate
  let ThroughputName = "fp32_fma_lanes";
  let Opcodes = NVPTXFmaOpcodes;
  let AsmPrefixes = NVPTXFmaAsm;
  let Source = "anchors-and-hardware.md §4: 128 FP32 FMA lanes; "
               "latency: estimate";
}

def BlackwellSharedLdSt : InstrClass<Blackwell, "shared_ldst", BlackwellLSU> {
  // estimate ([META] measures a register→SMEM→register round trip at
  // 61 + 16.1 cycles/KB, not a single access).
  let Latency = 30;
  let ThroughputName = "smem_bytes";
  let AsmPrefixes = NVPTXSharedAsm;
  let AsmPatterns = NVPTXSharedAsmPatterns;
  let Source = "anchors-and-hardware.md §4: SMEM 128 B/clk/SM; "
               "latency: estimate";
}

// Generic NVPTX ld/st: see HopperLdSt.
def BlackwellLdSt : InstrClass<Blackwell, "ldst", BlackwellLSU> {
  let Latency = 30; // estimate
  let ThroughputName = "smem_bytes";
  let Opcodes = NVPTXLoadStoreOpcodes;
  let Source = "latency: estimate; address space unknown at opcode level";
}

def BlackwellGlobalLdSt : InstrClass<Blackwell, "global_ldst", BlackwellLSU> {
  let Latency = 500; // estimate
  // [I] global-memory latency depends on L2/HBM, like TMA's.
  let VariableLatency = 1;
  let Opcodes = NVPTXLDGOpcodes;
  let AsmPrefixes = NVPTXGlobalAsm;
  let Source = "latency: estimate; variable latency is our inference [I]";
}

def BlackwellCpAsync : InstrClass<Blackwell, "cp_async", BlackwellLSU> {
  let TrackedBy = ["cp.async.commit_group", "cp.async.wait_group",
                   "cp.async.wait_all"];
  let Async = 1;
  let Latency = 500; // estimate
  // [I] global-memory latency, as above.
  let VariableLatency = 1;
  let Opcodes = NVPTXCpAsyncOpcodes;
  let AsmPrefixes = ["cp.async"];
  let Source = "latency: estimate; variable latency is our inference [I]";
}

def BlackwellBarrier : InstrClass<Blackwell, "barrier", BlackwellSync> {
  // Named barrier 30 cycles (paper-twill.md §6, [META] B200 calibration).
  let Latency = 30;
  let LatencyIsEstimate = 0;
  let Opcodes = NVPTXBarrierOpcodes;
  let AsmPrefixes = NVPTXBarrierAsm;
  let Source = "paper-twill.md §6, [META] B200 calibration: named barrier 30";
}

def BlackwellMbarrier : InstrClass<Blackwell, "mbarrier", BlackwellSync> {
  let Async = 1;
  // One-way mbarrier handshake 92 cycles (paper-twill.md §6, [META] B200
  // calibration).
  let Latency = 92;
  let LatencyIsEstimate = 0;
  let Opcodes = NVPTXMbarrierOpcodes;
  let AsmPrefixes = NVPTXMbarrierAsm;
  let Source = "paper-twill.md §6, [META] B200 calibration: mbarrier one-way "
               "handshake 92 cycles";
}

def BlackwellAsyncGroup : InstrClass<Blackwell, "async_group", BlackwellSync> {
  let Async = 1;
  // estimate: issue cost only; the wait lasts as long as what it waits for.
  let Latency = 1;
  let Opcodes = NVPTXAsyncGroupOpcodes;
  let AsmPrefixes = !listconcat(NVPTXAsyncGroupAsm,
      ["tcgen05.commit", "tcgen05.wait", "tcgen05.fence", "tcgen05.alloc",
       "tcgen05.dealloc", "tcgen05.relinquish_alloc_permit"]);
  let Source = "latency: estimate";
}

//===----------------------------------------------------------------------===//
// SASS-level figures for `twill sass` (docs/sass.md). Latencies are what the
// report's single-warp simulation charges a scoreboard; fixed latencies are
// already in ptxas's stall counts. Tags as above; "estimate" = no source.
// No Blackwell SASS microbenchmark was found in this session: the figures
// are Hopper's, except the tensor pipe, and marked so.
//===----------------------------------------------------------------------===//

def BlackwellPipe_fp32 : SassPipe<Blackwell, "fp32", 128, "lanes",
    "H100 whitepaper: 128 FP32 lanes per SM [S: anchors-and-hardware.md §4] "
    "(the Hopper figure reused [I]: no Blackwell measurement found)">;
def BlackwellPipe_int : SassPipe<Blackwell, "int", 64, "lanes",
    "H100 whitepaper: 64 INT32 lanes per SM [M] (the Hopper figure reused "
    "[I]: no Blackwell measurement found)">;
def BlackwellPipe_fp64 : SassPipe<Blackwell, "fp64", 64, "lanes",
    "H100 whitepaper: 64 FP64 lanes per SM [S: sass-facts.md] (the Hopper "
    "figure reused [I]: no Blackwell measurement found)">;
def BlackwellPipe_mufu : SassPipe<Blackwell, "mufu", 16, "lanes",
    "16 MUFU results/clk/SM [S: sass-facts.md; CUDA Programming Guide "
    "throughput table] (the Hopper figure reused [I]: no Blackwell "
    "measurement found)">;
def BlackwellPipe_conversion : SassPipe<Blackwell, "conversion", 16, "lanes",
    "CUDA Programming Guide throughput table: 16 conversions/clk/SM for cc "
    "9.0 [M] (the Hopper figure reused [I]: no Blackwell measurement found)">;
def BlackwellPipe_shuffle : SassPipe<Blackwell, "shuffle", 32, "lanes",
    "CUDA Programming Guide throughput table: 32 warp-shuffle "
    "results/clk/SM [M] (the Hopper figure reused [I]: no Blackwell "
    "measurement found)">;
def BlackwellPipe_uniform : SassPipe<Blackwell, "uniform", 128, "lanes",
    "one uniform-datapath instruction per scheduler per clock, 4 schedulers "
    "[I] (the Hopper figure reused [I]: no Blackwell measurement found)">;
def BlackwellPipe_shared : SassPipe<Blackwell, "shared", 128, "bytes",
    "shared memory 128 B/clk/SM (32 banks x 4 B) [S: sass-facts.md; Hopper "
    "tuning guide] (the Hopper figure reused [I]: no Blackwell measurement "
    "found)">;
def BlackwellPipe_l1 : SassPipe<Blackwell, "l1", 128, "bytes",
    "L1 and shared memory are one SRAM with the same 128 B/clk/SM [I]; "
    "coalesced accesses assumed (the Hopper figure reused [I]: no Blackwell "
    "measurement found)">;
def BlackwellPipe_tensor : SassPipe<Blackwell, "tensor", 8192, "flops",
    "8192 dense BF16 FLOP/clk/SM [S: anchors-and-hardware.md §4, FA4 "
    "notes]; tcgen05 work runs from tensor memory, not SASS HMMA">;
def BlackwellPipe_issue : SassPipe<Blackwell, "issue", 0, "lanes",
    "no pipe bound: issue slots only (branch unit, barriers, TMA) [I] (the "
    "Hopper figure reused [I]: no Blackwell measurement found)">;

def BlackwellSass_fp32 : SassOpClass<Blackwell, "fp32", "fp32", "fp32"> {
  let Opcodes = ["FFMA", "FADD", "FMUL", "FMNMX", "FSEL", "FSETP", "FSET",
                 "FSWZADD", "HFMA2", "HADD2", "HMUL2", "HMNMX2", "HSETP2",
                 "FCHK"];
  let Latency = 4;
  let ReadLatency = 2;
  let LatencyIsEstimate = 0;
  let Source = "Jia et al., arXiv 1804.06826: FFMA/FADD/FMUL 4 cycles on "
               "Volta [M]; dependent FFMAs carry stall 4 on sm_90a [S: "
               "sass-facts.md] (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_int : SassOpClass<Blackwell, "int", "int", "int"> {
  let Opcodes = ["IMAD", "IADD3", "IADD", "LOP3", "LOP", "SHF", "SHL", "SHR",
                 "ISETP", "LEA", "IMNMX", "IABS", "SEL", "PRMT", "MOV",
                 "MOV32I", "PLOP3", "P2R", "R2P", "VIADD", "VIMNMX", "IDP",
                 "IDP4A", "BMSK", "BREV", "FLO", "POPC", "CS2R", "IMUL",
                 "ISCADD", "SGXT", "VOTE", "MATCH", "BFE", "BFI", "IMADSP",
                 "IMNMX3"];
  let Latency = 4;
  let ReadLatency = 2;
  let LatencyIsEstimate = 0;
  let Source = "Jia et al., arXiv 1804.06826: integer ALU ops 4 cycles on "
               "Volta [M]; fixed latency (stall counts) on sm_90a [S: "
               "sass-facts.md] (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_fp64 : SassOpClass<Blackwell, "fp64", "fp64", "fp64"> {
  let Opcodes = ["DFMA", "DADD", "DMUL", "DSETP", "DMNMX"];
  let Latency = 8;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_uniform : SassOpClass<Blackwell, "uniform", "uniform", "uniform"> {
  let Opcodes = ["UIADD3", "UMOV", "ULDC", "USHF", "UIMAD", "ULOP3", "ULEA",
                 "UISETP", "USEL", "UPRMT", "UFLO", "UPOPC", "UBMSK",
                 "UBREV", "USGXT", "UPLOP3", "ULOP", "UP2UR", "UR2UP",
                 "UMNMX", "VOTEU", "R2UR", "S2UR", "UCGABAR_ARV",
                 "UCGABAR_WAIT", "USETMAXREG", "UBLKCP", "ULEPC"];
  let Latency = 4;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate; fixed latency except R2UR/S2UR (scoreboard) (the "
               "Hopper figure reused [I]: no Blackwell measurement found)";
}

def BlackwellSass_mufu : SassOpClass<Blackwell, "mufu", "mufu", "mufu"> {
  let Opcodes = ["MUFU"];
  let Latency = 18;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (Jia et al., arXiv 1804.06826, measure MUFU in the "
               "high teens on Volta [M]) (the Hopper figure reused [I]: no "
               "Blackwell measurement found)";
}

def BlackwellSass_conversion : SassOpClass<Blackwell, "conversion", "conversion", "conversion"> {
  let Opcodes = ["F2F", "F2I", "I2F", "F2FP", "I2FP", "FRND", "I2I"];
  let Latency = 14;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_shuffle : SassOpClass<Blackwell, "shuffle", "shuffle", "shuffle"> {
  let Opcodes = ["SHFL"];
  let Latency = 24;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_shared : SassOpClass<Blackwell, "shared", "shared", "shared"> {
  let Opcodes = ["LDS", "STS", "LDSM", "ATOMS", "STSM"];
  let Latency = 29;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper "
               "GPU Architecture', arXiv 2402.13499, H800 latency table: "
               "shared memory about 29 cycles [M: recalled, not rechecked in "
               "this session] (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_global : SassOpClass<Blackwell, "global", "global", "l1"> {
  let Opcodes = ["LDG", "STG", "LD", "ST", "ATOMG", "ATOM", "RED", "REDG",
                 "LDGSTS", "CCTL"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "the global-load latency parameter (SassMemoryLatency "
               "records) replaces Latency (the Hopper figure reused [I]: no "
               "Blackwell measurement found)";
}

def BlackwellSass_local : SassOpClass<Blackwell, "local", "local", "l1"> {
  let Opcodes = ["LDL", "STL"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "spills: served by L1, the 'l1' SassMemoryLatency record (the "
               "Hopper figure reused [I]: no Blackwell measurement found)";
}

def BlackwellSass_constant : SassOpClass<Blackwell, "constant", "constant", "int"> {
  let Opcodes = ["LDC"];
  let Latency = 20;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (constant-cache hit) (the Hopper figure reused [I]: "
               "no Blackwell measurement found)";
}

def BlackwellSass_tensor : SassOpClass<Blackwell, "tensor", "tensor", "tensor"> {
  let Opcodes = ["HMMA", "IMMA", "DMMA", "HGMMA", "IGMMA", "QGMMA", "BMMA"];
  let Latency = 33;
  let ReadLatency = 4;
  let LatencyIsEstimate = 1;
  let Source = "estimate (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_tma : SassOpClass<Blackwell, "tma", "tma", "issue"> {
  let Opcodes = ["UTMALDG", "LDGDEPBAR", "UTMASTG", "UTMAPF", "UTMACCTL",
                 "UBLKRED"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "the global-load latency parameter replaces Latency (the "
               "Hopper figure reused [I]: no Blackwell measurement found)";
}

def BlackwellSass_barrier : SassOpClass<Blackwell, "barrier", "barrier", "issue"> {
  let Opcodes = ["BAR", "SYNCS", "MEMBAR", "ERRBAR", "FENCE", "WARPGROUP",
                 "ARRIVES", "DEPBAR", "WARPSYNC", "CGAERRBAR"];
  let Latency = 30;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (B200 named-barrier calibration of paper-twill.md "
               "§6 [META] reused) (the Hopper figure reused [I]: no "
               "Blackwell measurement found)";
}

def BlackwellSass_special : SassOpClass<Blackwell, "special", "special", "int"> {
  let Opcodes = ["S2R", "GETLMEMBASE", "SETLMEMBASE", "LEPC", "B2R", "R2B"];
  let Latency = 20;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (the Hopper figure reused [I]: no Blackwell "
               "measurement found)";
}

def BlackwellSass_control : SassOpClass<Blackwell, "control", "control", "issue"> {
  let Opcodes = ["BRA", "BRX", "JMP", "JMX", "CALL", "RET", "EXIT", "BSSY",
                 "BSYNC", "BREAK", "BPT", "NOP", "YIELD", "KILL",
                 "NANOSLEEP", "ACQBULK", "ELECT", "ENDCOLLECTIVE", "PMTRIG"];
  let Latency = 1;
  let ReadLatency = 1;
  let LatencyIsEstimate = 0;
  let Source = "control flow: issue only [I] (the Hopper figure reused [I]: "
               "no Blackwell measurement found)";
}

def BlackwellLatency_l1 : SassMemoryLatency<Blackwell, "l1", 40,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: L1 hit about 40 "
    "cycles [M: recalled, not rechecked in this session] (the Hopper figure "
    "reused [I]: no Blackwell measurement found)">;
def BlackwellLatency_l2 : SassMemoryLatency<Blackwell, "l2", 263,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: L2 hit about 263 "
    "cycles [M: recalled, not rechecked in this session] (the Hopper figure "
    "reused [I]: no Blackwell measurement found)">;
def BlackwellLatency_hbm : SassMemoryLatency<Blackwell, "hbm", 479,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: global memory "
    "(HBM) about 479 cycles [M: recalled, not rechecked in this session] "
    "(the Hopper figure reused [I]: no Blackwell measurement found)">;
