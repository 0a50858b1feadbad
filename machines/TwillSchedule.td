//===- TwillSchedule.td - Twill machine classes ------------*- tablegen -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// The record classes every machine description in this folder instantiates,
// in the spirit of LLVM's TargetSchedule.td (SchedMachineModel,
// ProcResource, SchedWrite). A machine file (Hopper.td, Blackwell.td)
// includes this file and defines one TwillMachine plus the units, memories,
// throughputs and instruction classes that point at it.
//
// The build dumps each machine file with `llvm-tblgen --dump-json` and
// lib/Machines/MachineDescription.cpp reads the records back by class name,
// so the field names below are part of that contract: rename one here and
// the loader must follow.
//
// Every figure carries its source in a *Source string (kept in the dump, so
// `twill --json` can show it) and in a comment next to it. The tags follow
// the notes in shared/notes/anchors-and-hardware.md: [S] checked source,
// [I] inference or arithmetic, [M] from memory and unchecked. A latency no
// source gives is flagged LatencyIsEstimate = 1 and commented "estimate".
//
//===----------------------------------------------------------------------===//

// One GPU target (one SM; every figure is per SM unless it says otherwise).
// The defaults are the figures Hopper and Blackwell share; a machine file
// overrides them with `let` and repeats the source where it differs.
class TwillMachine<string name, string cpu> {
  // Name for `--machine` and MachineDescription::get (e.g. "hopper").
  string Name = name;
  // The NVPTX CPU (llc -mcpu) the description is for; also accepted by get().
  string CPU = cpu;

  // Resident warps per SM.
  int MaxWarpsPerSM = 64;
  string MaxWarpsPerSMSource = "";
  // Warps that can be resident in one CTA (1024 threads / 32); a
  // warp-specialized loop runs inside one CTA, so this bounds its warp slots.
  int MaxWarpsPerCTA = 32;
  string MaxWarpsPerCTASource = "";
  // Warp schedulers per SM: at most this many warps issue per cycle.
  int SchedulersPerSM = 4;
  string SchedulersPerSMSource = "";
  // Warps in one warp group (the issue unit of warpgroup instructions).
  int WarpsPerGroup = 4;
  string WarpsPerGroupSource = "";
  int ThreadsPerWarp = 32;
  string ThreadsPerWarpSource = "";
  // 32-bit registers per SM.
  int RegistersPerSM = 65536;
  string RegistersPerSMSource = "";
  int MaxRegistersPerThread = 255;
  string MaxRegistersPerThreadSource = "";

  // The CUDA occupancy rules (include/twill/Machines/Occupancy.h). The
  // defaults are NVIDIA's occupancy calculator header for compute
  // capability 9.x and 10.0 (cuda_occupancy.h, CUDA 13.0), which both
  // machines share.
  // Resident CTAs per SM.
  int MaxBlocksPerSM = 32;
  string MaxBlocksPerSMSource =
      "cuda_occupancy.h (CUDA 13.0) cudaOccMaxBlocksPerMultiprocessor: "
      "32 for cc 9.x and 10.0";
  // Registers are allocated to a warp in units of this many (threads x
  // registers per thread, rounded up).
  int RegisterAllocationUnit = 256;
  string RegisterAllocationUnitSource =
      "cuda_occupancy.h (CUDA 13.0) cudaOccRegAllocationGranularity: 256";
  // Registers one CTA may hold.
  int MaxRegistersPerBlock = 65536;
  string MaxRegistersPerBlockSource =
      "[M] CUDA C++ Programming Guide, technical specifications: 64K "
      "32-bit registers per thread block for cc 9.0 and 10.0";
  // Shared memory of one SM at the largest carve-out, in bytes.
  int SharedMemoryPerSM = 233472;
  string SharedMemoryPerSMSource =
      "[M] CUDA C++ Programming Guide, technical specifications: 228 KB "
      "per SM for cc 9.0 and 10.0; cuda_occupancy.h (CUDA 13.0) "
      "cudaOccAlignUpShmemSizeVoltaPlus: largest carve-out 228 KB";
  // Shared memory one CTA may opt into (static + dynamic), in bytes.
  int MaxSharedMemoryPerBlock = 232448;
  string MaxSharedMemoryPerBlockSource =
      "[M] CUDA C++ Programming Guide, technical specifications: 227 KB "
      "per thread block (opt-in) for cc 9.0 and 10.0";
  // Shared memory the driver reserves in every CTA, in bytes.
  int SharedMemoryReservedPerBlock = 1024;
  string SharedMemoryReservedPerBlockSource =
      "shared/notes/sass-facts.md: 1 KB reserved per block "
      "(cudaDeviceProp::reservedSharedMemPerBlock, used by cuda_occupancy.h)";
  // A CTA's shared memory is allocated in units of this many bytes.
  int SharedMemoryAllocationUnit = 128;
  string SharedMemoryAllocationUnitSource =
      "cuda_occupancy.h (CUDA 13.0) cudaOccSMemAllocationGranularity: 128 "
      "for cc 8.x to 12.x";
  // The shared-memory carve-outs an SM can be configured with, in KB
  // (the driver picks the smallest that holds the resident CTAs).
  list<int> SharedMemoryCarveoutsKB = [0, 8, 16, 32, 64, 100, 132, 164, 196,
                                       228];
  string SharedMemoryCarveoutsKBSource =
      "cuda_occupancy.h (CUDA 13.0) cudaOccAlignUpShmemSizeVoltaPlus, "
      "cc 9.x and 10.0";
}

// A functional-unit kind, like LLVM's ProcResource. Capacity is counted at
// the *tile* level of the Twill model: one op is a tile operation that uses
// the unit of the whole SM, so most units have capacity 1. A negative
// capacity means unlimited (a modelling unit, not hardware).
class FunctionalUnit<TwillMachine m, string name, int capacity,
                     string description, string source> {
  TwillMachine Machine = m;
  string Name = name;
  int Capacity = capacity;
  string Description = description;
  // Where the unit and its capacity come from.
  string Source = source;
}

// A memory whose capacity a schedule must respect (register file, shared
// memory, tensor memory).
class Memory<TwillMachine m, string name, int capacityBytes, string source> {
  TwillMachine Machine = m;
  string Name = name;
  int CapacityBytes = capacityBytes;
  string Source = source;
}

// A per-SM, per-cycle throughput figure. Tile-level costs are derived from
// these (work of the tile / PerCycle), never copied by hand.
class Throughput<TwillMachine m, string name, int perCycle, string source> {
  TwillMachine Machine = m;
  string Name = name;
  int PerCycle = perCycle;
  string Source = source;
}

// A class of instructions, like LLVM's SchedWriteRes: the unit it occupies,
// for how long, and its latency. Instructions are recognised by exact NVPTX
// MachineInstr opcode name (LLVM 19 NVPTX backend) or, for what LLVM 19
// emits only as inline asm (wgmma, TMA, tcgen05), by mnemonic prefix; the
// longest matching prefix wins, so "cp.async.bulk.tensor" beats
// "cp.async.bulk" which beats "cp.async".
class InstrClass<TwillMachine m, string name, FunctionalUnit unit> {
  TwillMachine Machine = m;
  string Name = name;
  FunctionalUnit Unit = unit;
  // Cycles the unit is held per instruction issue (1: pipelined). The
  // tile-level occupancy of a whole tile op is work / ThroughputName.
  int ReservationCycles = 1;
  int Latency = 1;
  // 1 when no source gives the latency (then the comment says "estimate").
  bit LatencyIsEstimate = 1;
  // Latency varies widely at run time (the Twill model puts such ops on
  // the variable-latency warp).
  bit VariableLatency = 0;
  // Must be issued by a whole warp group (4 warps).
  bit NeedsWarpGroup = 0;
  // Asynchronous: its work completes after it issues (wgmma, tcgen05, TMA,
  // cp.async, tensor memory) or it synchronizes with such work (mbarrier,
  // async groups). The plugin gives loops that hold one Twill's warp model
  // (-twill-solver=auto).
  bit Async = 0;
  // Asm prefixes of the fences, commits and waits that track this class's
  // async work per issuing warp (PTX ISA: wgmma.commit_group and
  // cp.async.wait_group act on the executing warp's own groups). The
  // plugin keeps an instruction of this class and such a tracker that it is
  // ordered with in one warp group (the same-group family).
  list<string> TrackedBy = [];
  // The Throughput (by Name) that sizes a tile op of this class; "" if none.
  string ThroughputName = "";
  list<string> Opcodes = [];
  list<string> AsmPrefixes = [];
  // Mnemonic patterns for instructions whose name puts what decides the
  // class in the middle (wmma's state space: wmma.load.a.sync.aligned.row.
  // m16n16k16.shared.f16). `*` matches any run of characters; a pattern is
  // matched against the whole mnemonic (the statement's first word). The
  // match with the most literal characters wins, a prefix counting as the
  // pattern "<prefix>*".
  list<string> AsmPatterns = [];
  // Where the non-estimated figures come from.
  string Source = "";
}

//===----------------------------------------------------------------------===//
// NVPTX opcode lists shared by the machines. The common ones were seen in
// `llc-19 -march=nvptx64 -mcpu=sm_90a -O2 -enable-misched
// -stop-after=machine-scheduler` output; the unit test
// OpcodesExistInLLVMNVPTX checks every name against LLVM's NVPTX
// MCInstrInfo. LLVM 19 defines mma.sync and ldmatrix as anonymous records,
// so they have no usable opcode name and are matched only as asm.
//===----------------------------------------------------------------------===//

defvar NVPTXAddrModes = ["avar", "asi", "ari", "ari_64", "areg", "areg_64"];
defvar NVPTXMemTypes = ["i8", "i16", "i32", "i64", "f32", "f64"];

// Every base name with every addressing-mode suffix:
// ["LD_f32"] -> LD_f32_avar, LD_f32_asi, ..., LD_f32_areg_64.
class NVPTXMemOpcodes<list<string> bases> {
  list<string> Names =
      !foldl([]<string>, bases, acc, b,
             !listconcat(acc, !foreach(mode, NVPTXAddrModes, b # "_" # mode)));
}

// Scalar and vector ld/st of every type. NVPTX encodes the address space as
// an operand, not in the opcode, so these cover ld.shared, ld.global and
// ld.param alike.
defvar NVPTXLoadStoreOpcodes = NVPTXMemOpcodes<
    !listconcat(
        !foreach(t, NVPTXMemTypes, "LD_" # t),
        !foreach(t, NVPTXMemTypes, "ST_" # t),
        !foreach(t, NVPTXMemTypes, "LDV_" # t # "_v2"),
        !foreach(t, NVPTXMemTypes, "LDV_" # t # "_v4"),
        !foreach(t, NVPTXMemTypes, "STV_" # t # "_v2"),
        !foreach(t, NVPTXMemTypes, "STV_" # t # "_v4"))>.Names;

// ld.global.nc (LDG); here the address space is in the opcode.
defvar NVPTXLDGModes = ["avar", "ari", "ari64", "areg", "areg64"];
defvar NVPTXLDGOpcodes =
    !foldl([]<string>, NVPTXMemTypes, acc, t,
           !listconcat(acc, !foreach(mode, NVPTXLDGModes,
                                     "INT_PTX_LDG_GLOBAL_" # t # mode)));

// Ampere-style cp.async (16/8/4 bytes, .ca/.cg, 32/64-bit addresses).
defvar NVPTXCpAsyncOpcodes =
    !foldl([]<string>,
           ["CP_ASYNC_CA_SHARED_GLOBAL_4", "CP_ASYNC_CA_SHARED_GLOBAL_8",
            "CP_ASYNC_CA_SHARED_GLOBAL_16", "CP_ASYNC_CG_SHARED_GLOBAL_16"],
           acc, b,
           !listconcat(acc, !foreach(s, ["_32", "_32s", "_32si", "_64", "_64s",
                                         "_64si"], b # s)));

// MUFU (special function unit) instructions.
defvar NVPTXMufuOpcodes = [
  "INT_NVVM_EX2_APPROX_F", "INT_NVVM_EX2_APPROX_FTZ_F",
  "INT_NVVM_EX2_APPROX_F16", "INT_NVVM_EX2_APPROX_F16X2",
  "INT_NVVM_LG2_APPROX_F", "INT_NVVM_LG2_APPROX_FTZ_F",
  "INT_NVVM_SIN_APPROX_F", "INT_NVVM_SIN_APPROX_FTZ_F",
  "INT_NVVM_COS_APPROX_F", "INT_NVVM_COS_APPROX_FTZ_F",
  "INT_NVVM_RCP_APPROX_FTZ_F", "INT_NVVM_RSQRT_APPROX_F",
  "INT_NVVM_RSQRT_APPROX_FTZ_F", "INT_NVVM_SQRT_APPROX_F",
  "INT_NVVM_SQRT_APPROX_FTZ_F"
];
defvar NVPTXMufuAsm = ["ex2.approx", "lg2.approx", "sin.approx", "cos.approx",
                       "rcp.approx", "rsqrt.approx", "sqrt.approx",
                       "tanh.approx"];

// FP32/FP16 arithmetic and the integer ALU (the "CUDA cores").
defvar NVPTXFmaOpcodes = !listconcat(
  !foreach(s, ["rrr", "rri", "rir", "rii"], "FMA32" # s),
  !foreach(s, ["rrr", "rri", "rir", "rii"], "FMA32_ftz" # s),
  !foreach(s, ["rr", "ri", "rr_ftz", "ri_ftz"], "FADD_rnf32" # s),
  !foreach(s, ["rr", "ri", "rr_ftz", "ri_ftz"], "FSUB_rnf32" # s),
  !foreach(s, ["rr", "ri", "rr_ftz", "ri_ftz"], "FMUL_rnf32" # s),
  !foreach(s, ["rr", "ri", "rr_ftz", "ri_ftz"], "FMAXf32" # s),
  !foreach(s, ["rr", "ri", "rr_ftz", "ri_ftz"], "FMINf32" # s),
  ["FADD_rnf16x2rr", "FMUL_rnf16x2rr", "FADD_rnbf16x2rr", "FMUL_rnbf16x2rr",
   "INT_NVVM_FMA_rn_f32", "INT_NVVM_FMA_rn_ftz_f32", "INT_NVVM_FMA_rn_f16x2",
   "INT_NVVM_FMA_rn_bf16x2", "FNEGf32", "FABSf32",
   "ADDi32rr", "ADDi32ri", "ADDi64rr", "ADDi64ri", "MAD32rrr", "MULWIDES32",
   "MULWIDEU32"]);
defvar NVPTXFmaAsm = ["fma.", "add.", "sub.", "mul.", "mad.", "max.", "min.",
                      "neg.", "abs."];

// Named barriers (bar.sync / barrier.sync).
defvar NVPTXBarrierOpcodes = [
  "INT_BARRIER0", "INT_BARRIERN", "INT_BARRIER0_AND", "INT_BARRIER0_OR",
  "INT_BARRIER0_POPC", "INT_BARRIER_SYNC_I", "INT_BARRIER_SYNC_R",
  "INT_BARRIER_SYNC_CNT_II", "INT_BARRIER_SYNC_CNT_IR",
  "INT_BARRIER_SYNC_CNT_RI", "INT_BARRIER_SYNC_CNT_RR", "INT_BAR_SYNC"
];
defvar NVPTXBarrierAsm = ["bar.sync", "bar.arrive", "bar.red", "barrier.sync",
                          "barrier.arrive", "barrier.cluster"];

// mbarrier objects (in shared memory).
defvar NVPTXMbarrierOpcodes = !listconcat(
  !foldl([]<string>,
         ["MBARRIER_INIT", "MBARRIER_INVAL", "MBARRIER_ARRIVE",
          "MBARRIER_ARRIVE_NOCOMPLETE", "MBARRIER_ARRIVE_DROP",
          "MBARRIER_ARRIVE_DROP_NOCOMPLETE", "MBARRIER_TEST_WAIT",
          "CP_ASYNC_MBARRIER_ARRIVE", "CP_ASYNC_MBARRIER_ARRIVE_NOINC"],
         acc, b,
         !listconcat(acc, !foreach(s, ["_32", "_64", "_SHARED_32",
                                       "_SHARED_64"], b # s))),
  ["MBARRIER_PENDING_COUNT"]);
defvar NVPTXMbarrierAsm = ["mbarrier.", "cp.async.mbarrier.arrive"];

// Commit/wait for the async groups of cp.async, cp.async.bulk and wgmma.
defvar NVPTXAsyncGroupOpcodes = [
  "CP_ASYNC_COMMIT_GROUP", "CP_ASYNC_WAIT_GROUP", "CP_ASYNC_WAIT_ALL",
  "CP_ASYNC_BULK_COMMIT_GROUP", "CP_ASYNC_BULK_WAIT_GROUP",
  "CP_ASYNC_BULK_WAIT_GROUP_READ"
];
defvar NVPTXAsyncGroupAsm = [
  "cp.async.commit_group", "cp.async.wait_group", "cp.async.wait_all",
  "cp.async.bulk.commit_group", "cp.async.bulk.wait_group",
  "fence.proxy.async"
];

// Shared-memory traffic written as inline asm.
defvar NVPTXSharedAsm = ["ld.shared", "st.shared", "ldmatrix", "stmatrix"];
// wmma.load/wmma.store name their state space after the shape
// (wmma.load.a.sync.aligned.row.m16n16k16.shared.f16), so the shared ones
// are matched by pattern; the .global and the generic ones are taken as
// global accesses: InferAddressSpaces gives a pointer it proves shared the
// .shared form, and wmma has no .nc load to carry bulk global traffic.
defvar NVPTXGlobalAsm = ["ld.global", "st.global", "red.global",
                         "atom.global", "wmma.load", "wmma.store"];
defvar NVPTXSharedAsmPatterns = ["wmma.load.*.shared.*",
                                 "wmma.store.*.shared.*"];

//===----------------------------------------------------------------------===//
// SASS-level figures for the SASS report (`twill sass`, lib/SASS, and
// docs/sass.md). They describe the machine code ptxas emits, not NVPTX
// MachineInstrs: the report's single-warp simulation and throughput bounds
// read every latency and throughput from these records.
//===----------------------------------------------------------------------===//

// An execution pipe of one SM and its throughput per SM per clock. Unit says
// what PerCycle counts: "lanes" (thread operations; a warp instruction takes
// 32), "bytes" (a memory instruction takes 32 lanes x its access width) or
// "flops" (a tensor instruction takes its shape's 2*M*N*K over the warps
// that issue it). PerCycle 0 marks a pipe that bounds nothing but issue.
class SassPipe<TwillMachine m, string name, int perCycle, string unit,
               string source> {
  TwillMachine Machine = m;
  string Name = name;
  int PerCycle = perCycle;
  string Unit = unit;
  string Source = source;
}

// A class of SASS instructions, by base opcode (the mnemonic before the
// first '.', e.g. "FFMA" for FFMA.FTZ). Kind is one of the report's fixed
// kinds (lib/SASS/MachineFigures.cpp): fp32, fp64, int, uniform, mufu,
// conversion, shuffle, shared, global, local, constant, tensor, tma,
// barrier, special, control. Pipe names a SassPipe of the same machine.
// Latency is what the simulation charges a write scoreboard the instruction
// sets (fixed-latency results are covered by ptxas's stall counts); for
// kinds "global" and "tma" the report's global-load latency parameter
// replaces it, and for "local" the SassMemoryLatency "l1" record does.
// ReadLatency is when a read scoreboard (the operand registers may be
// overwritten) is released.
class SassOpClass<TwillMachine m, string name, string kind, string pipe> {
  TwillMachine Machine = m;
  string Name = name;
  string Kind = kind;
  string Pipe = pipe;
  list<string> Opcodes = [];
  int Latency = 4;
  int ReadLatency = 2;
  bit LatencyIsEstimate = 1;
  string Source = "";
}

// A global-load latency the report evaluates its prediction at, one per
// memory level the load is served from: "l1" (an L1 hit), "l2", "hbm".
class SassMemoryLatency<TwillMachine m, string level, int cycles,
                        string source> {
  TwillMachine Machine = m;
  string Level = level;
  int Cycles = cycles;
  string Source = source;
}
