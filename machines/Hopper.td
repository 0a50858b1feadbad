//===- Hopper.td - Twill machine description for sm_90a ----*- tablegen -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// One SM of an H100/H200 SXM (GH100), at the tile level of the Twill model.
// Sources: shared/notes/anchors-and-hardware.md §4 ("anchors §4" below) and
// shared/notes/paper-twill.md; tags [S]/[I]/[M]/[P]/[META] as in the notes.
// See docs/machines.md for what each figure means.
//
//===----------------------------------------------------------------------===//

include "TwillSchedule.td"

def Hopper : TwillMachine<"hopper", "sm_90a"> {
  // 64 resident warps per SM.
  let MaxWarpsPerSMSource =
      "anchors-and-hardware.md §4, Max warps / blocks 64 / 32 "
      "[S: modal glossary]";
  // 32 warps per CTA: 1024 threads per block is from memory; [META] also
  // assumes W=32.
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
      "anchors-and-hardware.md §4, 64K × 32-bit (256 KB) [S: modal glossary]";
  // 255 registers per thread.
  let MaxRegistersPerThreadSource =
      "paper-twill.md §1, [P §2–3]: 255 registers per thread";
}

//===----------------------------------------------------------------------===//
// Functional units. Capacity 1 everywhere: a Twill op is a tile operation
// "that utilizes resources from the entire SM" (paper-twill.md §1,
// [P §3.1]), so two tile ops on one unit serialise; the independent B200
// reproduction models TC, TMA, TMEM, SFU and CUDA cores the same way
// (paper-twill.md §1, [META] machine model: cap=1).
//===----------------------------------------------------------------------===//

def HopperTC : FunctionalUnit<Hopper, "tc", 1, "tensor cores (wgmma, mma.sync)",
    "paper-twill.md §1, [P §3.1] tile ops use the whole SM; [META] TC cap=1">;
def HopperTMA : FunctionalUnit<Hopper, "tma", 1,
    "tensor memory accelerator (async bulk copies)",
    "anchors-and-hardware.md §4, an async bulk-copy engine per SM "
    "[S: cvw; Tilus tutorials]; [META] TMA cap=1">;
def HopperMUFU : FunctionalUnit<Hopper, "mufu", 1,
    "multi-function unit / SFU (ex2, rcp, ...)",
    "paper-twill.md §1, [P §3.1]; [META] SFU cap=1">;
// FMA/ALU: the 128 FP32 lanes are spread over 4 sub-partitions, but a tile
// op (rescaling an accumulator tile, a row max) spreads over all of them,
// so at the tile level they are one unit whose op cycles are
// elements / fp32_fma_lanes [I].
def HopperFMA : FunctionalUnit<Hopper, "fma", 1,
    "FP32 FMA and integer ALU pipes (CUDA cores)",
    "[I] tile op spans all 128 lanes; [META] CUDA cap=1">;
// LSU: shared-memory traffic is bounded by one 128 B/clk/SM port, so tile
// ops that move data through it serialise [I].
def HopperLSU : FunctionalUnit<Hopper, "lsu", 1,
    "load/store unit (ld/st shared and global, ldmatrix, cp.async)",
    "[I] tile op uses the whole SMEM bandwidth (smem_bytes)">;
// Not hardware: barriers and async-group commit/wait cost latency and
// blocking, not unit throughput, so they get an unlimited unit [I].
def HopperSync : FunctionalUnit<Hopper, "sync", -1,
    "synchronisation (bar.sync, mbarrier, commit/wait); unlimited",
    "[I] modelling unit: synchronisation costs latency, not throughput">;

//===----------------------------------------------------------------------===//
// Memories.
//===----------------------------------------------------------------------===//

// 64K × 4 B = 262144 B.
def HopperRegisters : Memory<Hopper, "registers", 262144,
    "anchors-and-hardware.md §4, 64K × 32-bit (256 KB) [S: modal glossary]">;
// 228 KB = 233472 B per SM (227 KB max per block [M]).
def HopperSMEM : Memory<Hopper, "smem", 233472,
    "anchors-and-hardware.md §4, 228 KB/SM "
    "[S: modal.com/gpu-glossary/perf/occupancy; Hopper tuning guide URL]">;

//===----------------------------------------------------------------------===//
// Per-SM throughputs per cycle.
//===----------------------------------------------------------------------===//

// 989.4 TFLOPS dense BF16 / (132 SMs × 1.83 GHz) = 4096.
def HopperTCFlops : Throughput<Hopper, "tc_bf16_dense_flops", 4096,
    "anchors-and-hardware.md §4, [I: 989.4e12 / (132 × 1.83e9)] from "
    "[S: glennklockwood.com/garden/processors/h100]">;
// 16 MUFU ops/clk/SM.
def HopperMUFUOps : Throughput<Hopper, "mufu_ops", 16,
    "anchors-and-hardware.md §4, [S: FA4 notes say 'unchanged' from Hopper] "
    "[M: CUDA Programming Guide throughput table]">;
// 128 FP32 lanes.
def HopperFMALanes : Throughput<Hopper, "fp32_fma_lanes", 128,
    "anchors-and-hardware.md §4, "
    "[S: glennklockwood '128 FP32 cores per SM']">;
// 128 B/clk of shared memory.
def HopperSMEMBytes : Throughput<Hopper, "smem_bytes", 128,
    "anchors-and-hardware.md §4, 128 B/clk/SM [S: FA4 notes, 'unchanged']">;
// Warp instructions one scheduler issues per clock (one per sub-partition;
// the plugin's cost model bounds a loop's issue by SchedulersPerSM x this).
def HopperIssueRate : Throughput<Hopper, "issue_per_scheduler", 1,
    "sass-facts.md, 4 sub-partitions, one scheduler each, 1 instruction/clk "
    "[S: NVIDIA Hopper tuning guide; H100 whitepaper]">;

//===----------------------------------------------------------------------===//
// Instruction classes. No source gives per-instruction latencies on Hopper
// (anchors §4: "Latencies were not found from any source"; paper-twill.md
// §6: "not published"), so every latency here is an estimate.
//===----------------------------------------------------------------------===//

def HopperWGMMA : InstrClass<Hopper, "wgmma", HopperTC> {
  let TrackedBy = ["wgmma.fence", "wgmma.commit_group", "wgmma.wait_group"];
  let Async = 1;
  // estimate: the TC occupancy of one m64n128k16 BF16 wgmma,
  // 2·64·128·16 / 4096 = 64 cycles.
  let Latency = 64;
  // wgmma is warpgroup-issued and async (anchors §4 [M]).
  let NeedsWarpGroup = 1;
  let ThroughputName = "tc_bf16_dense_flops";
  let AsmPrefixes = ["wgmma.mma_async"];
  let Source = "anchors-and-hardware.md §4: wgmma is warpgroup-issued and "
               "async [M]; latency: estimate";
}

def HopperMMASync : InstrClass<Hopper, "mma_sync", HopperTC> {
  let Latency = 32; // estimate
  let ThroughputName = "tc_bf16_dense_flops";
  // LLVM 19 defines mma.sync and wmma.mma as anonymous records: their
  // printed mnemonics only. wmma.mma runs on the same tensor-core pipe.
  let AsmPrefixes = ["mma.sync", "wmma.mma"];
  let Source = "latency: estimate";
}

def HopperTMACopy : InstrClass<Hopper, "tma_copy", HopperTMA> {
  let TrackedBy = ["cp.async.bulk.commit_group", "cp.async.bulk.wait_group"];
  let Async = 1;
  // estimate: no Hopper figure; reuses the B200 TMA-load calibration of
  // paper-twill.md §6 [META] (556 cycles).
  let Latency = 556;
  // "TMA latency varies by more than 10×" (paper-twill.md §1, [P §2–3]).
  let VariableLatency = 1;
  let AsmPrefixes = ["cp.async.bulk.tensor", "cp.async.bulk",
                     "cp.reduce.async.bulk", "cp.async.bulk.prefetch"];
  let Source = "paper-twill.md §1, [P §2–3]: TMA latency varies by more "
               "than 10×; latency: estimate (B200 [META] 556 reused)";
}

def HopperMUFUClass : InstrClass<Hopper, "mufu", HopperMUFU> {
  let Latency = 20; // estimate
  let ThroughputName = "mufu_ops";
  let Opcodes = NVPTXMufuOpcodes;
  let AsmPrefixes = NVPTXMufuAsm;
  let Source = "anchors-and-hardware.md §4: MUFU (ex2 etc.) 16 ops/clk/SM; "
               "latency: estimate";
}

def HopperFMAClass : InstrClass<Hopper, "fma", HopperFMA> {
  let Latency = 4; // estimate
  let ThroughputName = "fp32_fma_lanes";
  let Opcodes = NVPTXFmaOpcodes;
  let AsmPrefixes = NVPTXFmaAsm;
  let Source = "anchors-and-hardware.md §4: 128 FP32 FMA lanes; "
               "latency: estimate";
}

def HopperSharedLdSt : InstrClass<Hopper, "shared_ldst", HopperLSU> {
  let Latency = 30; // estimate
  let ThroughputName = "smem_bytes";
  let AsmPrefixes = NVPTXSharedAsm;
  let AsmPatterns = NVPTXSharedAsmPatterns;
  let Source = "anchors-and-hardware.md §4: SMEM 128 B/clk/SM; "
               "latency: estimate";
}

// NVPTX ld/st opcodes do not say which address space they use. Inside the
// loops twill schedules, bulk global traffic goes through TMA, cp.async or
// ld.global.nc, so the generic ones are modelled as shared-memory accesses.
def HopperLdSt : InstrClass<Hopper, "ldst", HopperLSU> {
  let Latency = 30; // estimate
  let ThroughputName = "smem_bytes";
  let Opcodes = NVPTXLoadStoreOpcodes;
  let Source = "latency: estimate; address space unknown at opcode level";
}

def HopperGlobalLdSt : InstrClass<Hopper, "global_ldst", HopperLSU> {
  let Latency = 500; // estimate
  // [I] global-memory latency depends on L2/HBM, like TMA's.
  let VariableLatency = 1;
  let Opcodes = NVPTXLDGOpcodes;
  let AsmPrefixes = NVPTXGlobalAsm;
  let Source = "latency: estimate; variable latency is our inference [I]";
}

def HopperCpAsync : InstrClass<Hopper, "cp_async", HopperLSU> {
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

def HopperBarrier : InstrClass<Hopper, "barrier", HopperSync> {
  // estimate: no Hopper figure; the B200 named-barrier calibration of
  // paper-twill.md §6 [META] is 30 cycles.
  let Latency = 30;
  let Opcodes = NVPTXBarrierOpcodes;
  let AsmPrefixes = NVPTXBarrierAsm;
  let Source = "latency: estimate (B200 [META] 30 reused)";
}

def HopperMbarrier : InstrClass<Hopper, "mbarrier", HopperSync> {
  let Async = 1;
  // estimate: no Hopper figure; the B200 one-way mbarrier handshake of
  // paper-twill.md §6 [META] is 92 cycles.
  let Latency = 92;
  let Opcodes = NVPTXMbarrierOpcodes;
  let AsmPrefixes = NVPTXMbarrierAsm;
  let Source = "latency: estimate (B200 [META] 92 reused)";
}

def HopperAsyncGroup : InstrClass<Hopper, "async_group", HopperSync> {
  let Async = 1;
  // estimate: issue cost only; the wait itself lasts as long as what it
  // waits for, which the dependence edges carry.
  let Latency = 1;
  let Opcodes = NVPTXAsyncGroupOpcodes;
  let AsmPrefixes = !listconcat(NVPTXAsyncGroupAsm,
      ["wgmma.fence", "wgmma.commit_group", "wgmma.wait_group"]);
  let Source = "latency: estimate";
}

//===----------------------------------------------------------------------===//
// SASS-level figures for `twill sass` (docs/sass.md). Latencies are what the
// report's single-warp simulation charges a scoreboard; fixed latencies are
// already in ptxas's stall counts. Tags as above; "estimate" = no source.
//===----------------------------------------------------------------------===//

def HopperPipe_fp32 : SassPipe<Hopper, "fp32", 128, "lanes",
    "H100 whitepaper: 128 FP32 lanes per SM [S: anchors-and-hardware.md §4]">;
def HopperPipe_int : SassPipe<Hopper, "int", 64, "lanes",
    "H100 whitepaper: 64 INT32 lanes per SM [M]">;
def HopperPipe_fp64 : SassPipe<Hopper, "fp64", 64, "lanes",
    "H100 whitepaper: 64 FP64 lanes per SM [S: sass-facts.md]">;
def HopperPipe_mufu : SassPipe<Hopper, "mufu", 16, "lanes",
    "16 MUFU results/clk/SM [S: sass-facts.md; CUDA Programming Guide "
    "throughput table]">;
def HopperPipe_conversion : SassPipe<Hopper, "conversion", 16, "lanes",
    "CUDA Programming Guide throughput table: 16 conversions/clk/SM for cc "
    "9.0 [M]">;
def HopperPipe_shuffle : SassPipe<Hopper, "shuffle", 32, "lanes",
    "CUDA Programming Guide throughput table: 32 warp-shuffle "
    "results/clk/SM [M]">;
def HopperPipe_uniform : SassPipe<Hopper, "uniform", 128, "lanes",
    "one uniform-datapath instruction per scheduler per clock, 4 schedulers "
    "[I]">;
def HopperPipe_shared : SassPipe<Hopper, "shared", 128, "bytes",
    "shared memory 128 B/clk/SM (32 banks x 4 B) [S: sass-facts.md; Hopper "
    "tuning guide]">;
def HopperPipe_l1 : SassPipe<Hopper, "l1", 128, "bytes",
    "L1 and shared memory are one SRAM with the same 128 B/clk/SM [I]; "
    "coalesced accesses assumed">;
def HopperPipe_tensor : SassPipe<Hopper, "tensor", 4096, "flops",
    "989.4 TFLOPS dense BF16 / (132 SMs x 1.83 GHz) = 4096 FLOP/clk/SM [S: "
    "anchors-and-hardware.md §4]">;
def HopperPipe_issue : SassPipe<Hopper, "issue", 0, "lanes",
    "no pipe bound: issue slots only (branch unit, barriers, TMA) [I]">;

def HopperSass_fp32 : SassOpClass<Hopper, "fp32", "fp32", "fp32"> {
  let Opcodes = ["FFMA", "FADD", "FMUL", "FMNMX", "FSEL", "FSETP", "FSET",
                 "FSWZADD", "HFMA2", "HADD2", "HMUL2", "HMNMX2", "HSETP2",
                 "FCHK"];
  let Latency = 4;
  let ReadLatency = 2;
  let LatencyIsEstimate = 0;
  let Source = "Jia et al., arXiv 1804.06826: FFMA/FADD/FMUL 4 cycles on "
               "Volta [M]; dependent FFMAs carry stall 4 on sm_90a [S: "
               "sass-facts.md]";
}

def HopperSass_int : SassOpClass<Hopper, "int", "int", "int"> {
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
               "sass-facts.md]";
}

def HopperSass_fp64 : SassOpClass<Hopper, "fp64", "fp64", "fp64"> {
  let Opcodes = ["DFMA", "DADD", "DMUL", "DSETP", "DMNMX"];
  let Latency = 8;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate";
}

def HopperSass_uniform : SassOpClass<Hopper, "uniform", "uniform", "uniform"> {
  let Opcodes = ["UIADD3", "UMOV", "ULDC", "USHF", "UIMAD", "ULOP3", "ULEA",
                 "UISETP", "USEL", "UPRMT", "UFLO", "UPOPC", "UBMSK",
                 "UBREV", "USGXT", "UPLOP3", "ULOP", "UP2UR", "UR2UP",
                 "UMNMX", "VOTEU", "R2UR", "S2UR", "UCGABAR_ARV",
                 "UCGABAR_WAIT", "USETMAXREG", "UBLKCP", "ULEPC"];
  let Latency = 4;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate; fixed latency except R2UR/S2UR (scoreboard)";
}

def HopperSass_mufu : SassOpClass<Hopper, "mufu", "mufu", "mufu"> {
  let Opcodes = ["MUFU"];
  let Latency = 18;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (Jia et al., arXiv 1804.06826, measure MUFU in the "
               "high teens on Volta [M])";
}

def HopperSass_conversion : SassOpClass<Hopper, "conversion", "conversion", "conversion"> {
  let Opcodes = ["F2F", "F2I", "I2F", "F2FP", "I2FP", "FRND", "I2I"];
  let Latency = 14;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate";
}

def HopperSass_shuffle : SassOpClass<Hopper, "shuffle", "shuffle", "shuffle"> {
  let Opcodes = ["SHFL"];
  let Latency = 24;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate";
}

def HopperSass_shared : SassOpClass<Hopper, "shared", "shared", "shared"> {
  let Opcodes = ["LDS", "STS", "LDSM", "ATOMS", "STSM"];
  let Latency = 29;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper "
               "GPU Architecture', arXiv 2402.13499, H800 latency table: "
               "shared memory about 29 cycles [M: recalled, not rechecked in "
               "this session]";
}

def HopperSass_global : SassOpClass<Hopper, "global", "global", "l1"> {
  let Opcodes = ["LDG", "STG", "LD", "ST", "ATOMG", "ATOM", "RED", "REDG",
                 "LDGSTS", "CCTL"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "the global-load latency parameter (SassMemoryLatency "
               "records) replaces Latency";
}

def HopperSass_local : SassOpClass<Hopper, "local", "local", "l1"> {
  let Opcodes = ["LDL", "STL"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "spills: served by L1, the 'l1' SassMemoryLatency record";
}

def HopperSass_constant : SassOpClass<Hopper, "constant", "constant", "int"> {
  let Opcodes = ["LDC"];
  let Latency = 20;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (constant-cache hit)";
}

def HopperSass_tensor : SassOpClass<Hopper, "tensor", "tensor", "tensor"> {
  let Opcodes = ["HMMA", "IMMA", "DMMA", "HGMMA", "IGMMA", "QGMMA", "BMMA"];
  let Latency = 33;
  let ReadLatency = 4;
  let LatencyIsEstimate = 1;
  let Source = "estimate";
}

def HopperSass_tma : SassOpClass<Hopper, "tma", "tma", "issue"> {
  let Opcodes = ["UTMALDG", "LDGDEPBAR", "UTMASTG", "UTMAPF", "UTMACCTL",
                 "UBLKRED"];
  let Latency = 0;
  let ReadLatency = 4;
  let LatencyIsEstimate = 0;
  let Source = "the global-load latency parameter replaces Latency "
               "(LDGDEPBAR: the cp.async group it commits completes then)";
}

def HopperSass_barrier : SassOpClass<Hopper, "barrier", "barrier", "issue"> {
  let Opcodes = ["BAR", "SYNCS", "MEMBAR", "ERRBAR", "FENCE", "WARPGROUP",
                 "ARRIVES", "DEPBAR", "WARPSYNC", "CGAERRBAR"];
  let Latency = 30;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate (B200 named-barrier calibration of paper-twill.md "
               "§6 [META] reused)";
}

def HopperSass_special : SassOpClass<Hopper, "special", "special", "int"> {
  let Opcodes = ["S2R", "GETLMEMBASE", "SETLMEMBASE", "LEPC", "B2R", "R2B"];
  let Latency = 20;
  let ReadLatency = 2;
  let LatencyIsEstimate = 1;
  let Source = "estimate";
}

def HopperSass_control : SassOpClass<Hopper, "control", "control", "issue"> {
  let Opcodes = ["BRA", "BRX", "JMP", "JMX", "CALL", "RET", "EXIT", "BSSY",
                 "BSYNC", "BREAK", "BPT", "NOP", "YIELD", "KILL",
                 "NANOSLEEP", "ACQBULK", "ELECT", "ENDCOLLECTIVE", "PMTRIG"];
  let Latency = 1;
  let ReadLatency = 1;
  let LatencyIsEstimate = 0;
  let Source = "control flow: issue only [I]";
}

def HopperLatency_l1 : SassMemoryLatency<Hopper, "l1", 40,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: L1 hit about 40 "
    "cycles [M: recalled, not rechecked in this session]">;
def HopperLatency_l2 : SassMemoryLatency<Hopper, "l2", 263,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: L2 hit about 263 "
    "cycles [M: recalled, not rechecked in this session]">;
def HopperLatency_hbm : SassMemoryLatency<Hopper, "hbm", 479,
    "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU "
    "Architecture', arXiv 2402.13499, H800 latency table: global memory "
    "(HBM) about 479 cycles [M: recalled, not rechecked in this session]">;
