//===- MachineDescription.h - A GPU target's scheduling model ---*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A machine description: functional units with capacities, memories with
/// capacities, warp limits, per-SM throughputs used to derive tile-level
/// costs, and the mapping from NVPTX opcodes and inline-asm mnemonics to
/// units and latencies. The figures are written in TableGen under machines/
/// (each with its source) and turned into C++ data at build time by
/// llvm-tblgen-19; no figure is written by hand in C++.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MACHINES_MACHINEDESCRIPTION_H
#define TWILL_MACHINES_MACHINEDESCRIPTION_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace twill {

/// How a class of instructions maps onto the machine: which unit, for how
/// many cycles it holds it, and its latency.
struct InstructionClass {
  std::string Name;
  /// NVPTX MachineInstr opcode names (exact match), e.g. "EX2_APPROX_F32".
  std::vector<std::string> Opcodes;
  /// Inline-asm mnemonic prefixes, e.g. "wgmma.mma_async", "tcgen05.mma".
  std::vector<std::string> AsmPrefixes;
  /// Mnemonic patterns (`*`: any run of characters), matched against the
  /// whole mnemonic, e.g. "wmma.load.*.shared.*".
  std::vector<std::string> AsmPatterns;
  std::string Unit;
  /// Cycles the unit is held per instruction (1 for a pipelined unit).
  int64_t ReservationCycles = 1;
  int64_t Latency = 1;
  /// True when no measured or documented latency exists (an estimate).
  bool LatencyIsEstimate = true;
  bool VariableLatency = false;
  bool NeedsWarpGroup = false;
  /// Asynchronous work or its synchronization (TableGen `Async`).
  bool Async = false;
  /// Asm prefixes of the fences, commits and waits that track this class's
  /// async work per issuing warp (TableGen `TrackedBy`).
  std::vector<std::string> TrackedBy;
  /// Name of the Throughput that sizes a tile op of this class (its
  /// occupancy is work / PerCycle), or empty.
  std::string ThroughputName;
  /// Where the figures come from (free text, for humans and --json).
  std::string Source;
};

/// A per-SM throughput figure, e.g. tensor-core BF16 FLOPs per cycle.
struct Throughput {
  std::string Name;
  int64_t PerCycle = 0;
  std::string Source;
};

/// Where one figure of a machine comes from, e.g. {"memory.smem", "..."}.
struct FigureSource {
  std::string Figure;
  std::string Source;
};

/// What a SassPipe's PerCycle counts.
enum class SassPipeUnit {
  Lanes, ///< thread operations; a warp instruction takes ThreadsPerWarp.
  Bytes, ///< bytes moved; a warp instruction takes its lanes x width.
  Flops, ///< tensor FLOPs; an instruction takes its shape's 2*M*N*K.
};

/// An execution pipe of one SM, for the SASS report (machines/*.td
/// SassPipe records).
struct SassPipe {
  std::string Name;
  /// Per SM per clock, in Unit; 0: the pipe bounds nothing but issue.
  int64_t PerCycle = 0;
  SassPipeUnit Unit = SassPipeUnit::Lanes;
  std::string Source;
};

/// The kinds of SASS instruction the report tells apart.
enum class SassKind {
  FP32, FP64, Int, Uniform, MUFU, Conversion, Shuffle, Shared, Global,
  Local, Constant, Tensor, TMA, Barrier, Special, Control,
};

/// A class of SASS instructions (machines/*.td SassOpClass records).
struct SassOpClass {
  std::string Name;
  SassKind Kind = SassKind::Int;
  /// Name of the SassPipe it issues to.
  std::string Pipe;
  /// Base opcodes (the mnemonic before the first '.').
  std::vector<std::string> Opcodes;
  /// Cycles until the write scoreboard it sets is released (for Global and
  /// TMA the report's global-load latency replaces it, for Local the "l1"
  /// SassMemoryLatency does).
  int64_t Latency = 4;
  /// Cycles until the read scoreboard it sets is released.
  int64_t ReadLatency = 2;
  bool LatencyIsEstimate = true;
  std::string Source;
};

/// A global-load latency at one memory level ("l1", "l2", "hbm").
struct SassMemoryLatency {
  std::string Level;
  int64_t Cycles = 0;
  std::string Source;
};

/// The stable name of \p K ("fp32", "int", ...), as machines/*.td write it.
llvm::StringRef sassKindName(SassKind K);

/// The scheduling model of one GPU target (per SM).
struct MachineDescription {
  std::string Name; ///< "hopper" or "blackwell".
  std::string CPU;  ///< "sm_90a" or "sm_100a".
  std::vector<FunctionalUnit> Units;
  std::vector<Memory> Memories;
  unsigned MaxWarpsPerSM = 0;
  unsigned SchedulersPerSM = 0;
  unsigned WarpsPerGroup = 4;
  unsigned ThreadsPerWarp = 32;
  unsigned RegistersPerSM = 0;         ///< 32-bit registers.
  unsigned MaxRegistersPerThread = 0;
  /// Warps one CTA may hold; bounds the warp slots of a specialized loop.
  unsigned MaxWarpsPerCTA = 0;
  /// The CUDA occupancy rules' figures (Machines/Occupancy.h).
  unsigned MaxBlocksPerSM = 0;
  /// Registers are allocated per warp in units of this many.
  unsigned RegisterAllocationUnit = 0;
  unsigned MaxRegistersPerBlock = 0;
  /// Bytes of shared memory per SM at the largest carve-out.
  unsigned SharedMemoryPerSM = 0;
  /// Bytes one CTA may opt into (static + dynamic).
  unsigned MaxSharedMemoryPerBlock = 0;
  /// Bytes the driver reserves in every CTA.
  unsigned SharedMemoryReservedPerBlock = 0;
  /// A CTA's shared memory is allocated in units of this many bytes.
  unsigned SharedMemoryAllocationUnit = 0;
  /// The carve-outs (KB of shared memory per SM) the SM can be set to,
  /// ascending.
  std::vector<unsigned> SharedMemoryCarveoutsKB;
  std::vector<Throughput> Throughputs;
  std::vector<InstructionClass> Classes;
  /// SASS-level figures for `twill sass` (docs/sass.md).
  std::vector<SassPipe> SassPipes;
  std::vector<SassOpClass> SassClasses;
  /// Ordered as written in the .td file (l1, l2, hbm).
  std::vector<SassMemoryLatency> SassMemoryLatencies;
  /// Sources of the figures that have no Source field of their own: the
  /// warp and register figures (named like the members above, e.g.
  /// "MaxWarpsPerSM"), "unit.<name>" and "memory.<name>".
  std::vector<FigureSource> Sources;

  /// Returns the class listing NVPTX opcode \p Opcode, or null.
  const InstructionClass *classifyOpcode(llvm::StringRef Opcode) const;
  /// Returns the class of the asm statement \p Mnemonic (leading whitespace
  /// ignored), or null: of its prefixes and patterns (a pattern matched
  /// against the statement's first word), the match with the most literal
  /// characters wins, a prefix being the pattern "<prefix>*"; on a tie the
  /// class declared first.
  const InstructionClass *classifyAsm(llvm::StringRef Mnemonic) const;
  const FunctionalUnit *findUnit(llvm::StringRef Name) const;
  const Throughput *findThroughput(llvm::StringRef Name) const;
  const Memory *findMemory(llvm::StringRef Name) const;
  /// The SASS class listing base opcode \p Opcode, or null.
  const SassOpClass *classifySass(llvm::StringRef Opcode) const;
  const SassPipe *findSassPipe(llvm::StringRef Name) const;
  const SassMemoryLatency *findSassLatency(llvm::StringRef Level) const;
  /// The source of figure \p Figure (see Sources), or "" when unknown.
  llvm::StringRef sourceOf(llvm::StringRef Figure) const;

  /// The warp configuration a warp-specialized problem on this machine gets.
  WarpConfig warpConfig() const;

  /// The machine description named \p Name ("hopper", "blackwell", or the
  /// CPU names "sm_90a", "sm_100a"), built from machines/*.td.
  static llvm::Expected<const MachineDescription &> get(llvm::StringRef Name);
  /// Names of all built-in machine descriptions.
  static std::vector<std::string> names();
};

} // namespace twill

#endif // TWILL_MACHINES_MACHINEDESCRIPTION_H
