//===- Options.h - Command-line options of the NVPTX plugin -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `-twill-*` options of the LLVMTwill plugin, and `-enable-twill-sched`,
/// which switches LLVM's machine scheduler on and selects the twill
/// scheduler so that this one flag is enough (docs/plugin.md).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_OPTIONS_H
#define TWILL_NVPTX_OPTIONS_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace twill {
namespace nvptx {

/// How much warp-group metadata goes into the PTX (as comments).
enum class MetadataForm {
  None,   ///< Nothing.
  Header, ///< One `twill.loop` line per scheduled loop.
  Full,   ///< The header plus one `twill.op` line per instruction.
};

/// Which exact solver loops up to the GauS threshold use.
enum class SolverChoice {
  /// Twill for loops that hold an asynchronous tensor-core or copy
  /// operation (wgmma, tcgen05, TMA, cp.async, mbarrier, async groups),
  /// where warp specialization matters; Phase1 for the others.
  Auto,
  /// Twill Phase 1 alone: minimum-II modulo scheduling (the iterative
  /// modulo scheduler, then minimizeII if it finds nothing near MII). Fast
  /// enough for a compiler; warps only by the producer/consumer rule.
  Phase1,
  /// Phase 1, then Twill's Phase 2 model (every family of JointSolver.h,
  /// on Z3) decides the warp assignment at Phase 1's start cycles, under a
  /// fixed Z3 work budget: milliseconds per loop, deterministic.
  Twill,
  /// Algorithm 1 in full (solveTwill): cost normalization, then Phase 1 and
  /// Phase 2 searching start times and warps together for the least (I, L).
  /// Seconds per loop; falls back to Phase 1 when it finds nothing within
  /// the time limit.
  Algorithm1,
};

/// The option values, read once per machine function.
struct PluginOptions {
  /// "hopper", "blackwell", or "" to derive the machine from -mcpu.
  std::string Machine;
  /// Loops with more operations than this go to GauS first (0: none do;
  /// GauS is then only the fallback where phase 1 finds no schedule).
  unsigned GauSThreshold = 0;
  /// Seconds the solver may spend on one loop, and on all loops of one
  /// function (CompileBudget.h).
  double TimeLimit = 0;
  double FunctionTimeLimit = 0;
  /// Loops with more instructions are left alone before graph building.
  unsigned MaxLoopSize = 0;
  MetadataForm Metadata = MetadataForm::Full;
  SolverChoice Solver = SolverChoice::Phase1;
  /// When set, each candidate loop's problem is written there as native
  /// JSON (`<function>.bb<N>.json`), for the twill CLI.
  std::string DumpDir;
  /// Software pipelining at the SSA stage (ModuloExpander) is on.
  bool Pipeline = true;
  /// Outer loops made of inner loops and branch-free blocks are scheduled
  /// as regions (RegionGraph.h) by the reorder pass (-twill-regions).
  bool Regions = true;
  /// Bounds on an expansion: stages of one iteration, kernel copies, and
  /// instructions added; a schedule over them is solved again at a larger
  /// II (stages) or the loop is left alone (unroll, size).
  unsigned MaxStages = 0;
  unsigned MaxUnroll = 0;
  unsigned MaxExpandedInstrs = 0;
  /// Loops with more instructions are not pipelined (the reorder pass
  /// still takes them).
  unsigned PipelineMaxSize = 0;
  /// Testing only: phase 1 schedules at exactly this II (0: off).
  unsigned ForceII = 0;
  /// Z3 resource units per I for deciding exactly the I between MII and
  /// the heuristic's II (0: not attempted).
  unsigned ExactIIWork = 0;
  /// ... for fixed-I programs of at most this many 0-1 variables.
  unsigned ExactIIMaxVars = 0;
  /// Z3 rounds lowering the crossings between warp groups
  /// (WarpAssignOptions::CrossingRounds; -twill-warp-descent-rounds).
  unsigned WarpDescentRounds = 0;
  /// Other placement orders Rau's heuristic tries at an I before an exact
  /// decision there, and when fitting the stage limits
  /// (-twill-heuristic-restarts).
  unsigned HeuristicRestarts = 8;
  /// Placements per op that Rau's heuristic may make at each I where the
  /// pipeliner solves (CompilerOptions::HeuristicBudgetRatio), and where
  /// the schedule is only written as metadata (the reorder pass keeping the
  /// code order; -twill-metadata-heuristic-budget).
  unsigned HeuristicBudgetRatio = 50;
  unsigned MetadataBudgetRatio = 10;
};

/// The current values of the `-twill-*` options.
PluginOptions getPluginOptions();

/// Puts the twill software pipeliner into the codegen pipeline at the SSA
/// stage: before ProcessImplicitDefs, the first pass of NVPTX's register
/// allocation stage, while the loops still have their header PHIs. LLVM 19
/// has no callback for a plugin to add a machine pass; this replaces the
/// registered constructor of ProcessImplicitDefs with one that returns a
/// pass running the pipeliner and then ProcessImplicitDefs itself. Later
/// LLVMs can call their RegisterTargetPassConfigCallback here instead.
/// Idempotent.
void installSSAStagePass();

/// The machine description name for \p CPU ("sm_90a" -> "hopper",
/// "sm_100a" -> "blackwell"), honouring `-twill-machine`.
std::string machineNameFor(llvm::StringRef CPU);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_OPTIONS_H
