//===- Report.h - The SASS report of one or two builds ----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Per kernel: resources, block size, occupancy (Machines/Occupancy.h) and
/// every loop's profile, simulation and predictions at the machine's three
/// global-load latencies (and an optional custom one); with two builds of
/// the same kernels (plain and plugin), the predicted speedup per kernel
/// and per paired loop. `twill sass` prints it (docs/sass.md).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SASS_REPORT_H
#define TWILL_SASS_REPORT_H

#include "twill/Machines/MachineDescription.h"
#include "twill/Machines/Occupancy.h"
#include "twill/SASS/Analysis.h"
#include "twill/SASS/SASS.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace twill::sass {

/// What the report's "cycles per unit of work" divides by.
enum class WorkUnit {
  TensorFlop,  ///< tensor FLOPs (HMMA/HGMMA shapes)
  FPOp,        ///< FP32, FP64 and MUFU instructions
  MemoryOp,    ///< global, local, shared and TMA instructions
  Instruction, ///< any instruction
};

/// The stable name of \p U ("tensor-flop", "fp-op", "memory-op",
/// "instruction").
llvm::StringRef workUnitName(WorkUnit U);

/// How the report is made.
struct ReportOptions {
  /// Threads per block of the kernels named (--block-size NAME=N); these
  /// win over everything.
  std::map<std::string, unsigned> KernelBlockSizes;
  /// Threads per block where neither KernelBlockSizes nor the PTX's
  /// .reqntid/.maxntid says (--block-size N).
  std::optional<unsigned> BlockSize;
  /// The block size assumed when neither the input nor BlockSize says.
  unsigned DefaultBlockSize = 256;
  /// An extra global-load latency to evaluate ("custom").
  std::optional<int64_t> GlobalLatency;
  /// Iterations of each inner loop per iteration of its outer loop in the
  /// outer loop's profile and simulation (--inner-trips; SASS does not say
  /// the trip count, 1 unless told).
  unsigned InnerTrips = 1;
};

/// The tile-loop part of a loop with inner loops (docs/sass.md).
struct TileReport {
  TileAnalysis A;
  /// Per tile load (A.Loads order): cycles from its issue to its first
  /// use's issue with global loads returning at once (latency 1): the
  /// issue distance that can hide the latency.
  std::vector<std::optional<double>> IssueDistance;
};

/// One loop of a kernel.
struct LoopReport {
  Loop L;
  LoopProfile Profile;
  /// One per latency level, in the order of KernelReport::Levels.
  std::vector<Simulation> Simulations;
  std::vector<Prediction> Predictions;
  /// Per level: single-warp cycles per iteration at that latency less
  /// those with global loads returning at once (latency 1), the
  /// global-load latency one iteration exposes (a tile loop's: per tile).
  std::vector<double> ExposedCycles;
  /// For a loop with inner loops.
  std::optional<TileReport> Tile;
  /// A loop ptxas makes around an elected lane's uniform instructions
  /// (ELECT ... BRA.U.ANY) or an mbarrier spin-wait (SYNCS.PHASECHK), with
  /// no arithmetic and no memory access but bulk copies: not a loop of the
  /// kernel's work (isSyncLoop).
  bool Sync = false;
  /// An innermost loop that is not Sync, or where the kernel has none, a
  /// loop not Sync whose inner loops all are (a TMA tile loop without a
  /// compute loop): what the main loop is chosen among, and innermost loops
  /// are paired as.
  bool Work = false;
};

/// One kernel.
struct KernelReport {
  std::string Name;
  Resources Res;
  unsigned Instructions = 0;
  unsigned BlockSize = 0;
  /// "reqntid", "maxntid", "option" or "assumed".
  std::string BlockSizeSource;
  Occupancy Occ;
  std::vector<LoopReport> Loops;
  /// The Work loop with the most work per iteration (tensor FLOPs,
  /// then FP ops, then memory ops; instructions where a loop has none of
  /// these; the first of equals), or -1.
  int MainLoop = -1;
  /// The loop directly enclosing the main loop (the tile loop), or -1.
  int TileLoop = -1;
};

/// Analyses every loop of \p K.
llvm::Expected<KernelReport> analyzeKernel(const Kernel &K,
                                           const MachineDescription &MD,
                                           const ReportOptions &O);

/// The latency levels a report evaluates: ("l1", cycles), ("l2", ...),
/// ("hbm", ...) from \p MD, then ("custom", O.GlobalLatency) if set.
llvm::Expected<std::vector<std::pair<std::string, int64_t>>>
latencyLevels(const MachineDescription &MD, const ReportOptions &O);

/// Work of loop \p L in unit \p U per iteration.
double workOf(const LoopProfile &P, WorkUnit U);

/// The unit of work the main loops \p A (and \p B, if any) are compared in.
WorkUnit chooseWorkUnit(const LoopProfile &A, const LoopProfile *B);

/// Predicted SM cycles per unit of work of \p K's main loop at level
/// \p Level (per warp, at the kernel's occupancy), or nothing when the
/// kernel has no loop or the loop no work of that unit.
std::optional<double> cyclesPerWork(const KernelReport &K, WorkUnit U,
                                    size_t Level);

/// One kernel in both builds.
struct KernelPair {
  std::string Name;
  const KernelReport *Base = nullptr, *New = nullptr;
  WorkUnit Unit = WorkUnit::Instruction;
  /// Base cycles per unit over New's, per level (> 1: New is predicted
  /// faster); nothing where either side has no prediction.
  std::vector<std::optional<double>> Speedup;
  /// (base loop, new loop): the main loops, and the innermost loops in
  /// order when both builds have as many.
  std::vector<std::pair<int, int>> LoopPairs;
  /// The tile loops' unit of work and speedup per level, when both
  /// builds have a tile loop.
  WorkUnit TileUnit = WorkUnit::Instruction;
  std::vector<std::optional<double>> TileSpeedup;
  /// The same with one warp per SM (single-warp cycles per unit of work):
  /// the gain where no other warp hides the latency.
  std::vector<std::optional<double>> TileSingleWarpSpeedup;
  /// The same with the resident CTAs' barriers in phase (stepCycles):
  /// the stall each tile exposes is paid once per round of the SM's warps
  /// instead of hidden by them.
  std::vector<std::optional<double>> TileStepSpeedup;
  /// The main loops' speedup per level with the resident CTAs in step
  /// (stepCycles), where both main loops wait at a CTA barrier each
  /// iteration (a cp.async ring's loop: copy, wait, bar.sync, compute);
  /// empty otherwise. Speedup is the interleaved figure.
  std::vector<std::optional<double>> StepSpeedup;
  /// Where the builds have different numbers of innermost loops (a
  /// pipelined loop's kernel beside the original kept for short trip
  /// counts), the two main loops, each chosen alone, may be different
  /// source loops: the baseline innermost loop whose mix of work (FP ops,
  /// memory ops, tensor FLOPs in HMMA.16816s per iteration) is closest to
  /// the build's main loop, where that is not the baseline's main loop and
  /// clearly closer (closerBaselineLoop); -1 otherwise.
  int CloserBaseLoop = -1;
};

/// SM cycles per warp iteration of loop \p L at level \p Level when the
/// resident CTAs run in step: a CTA's warps all wait at its barrier for the
/// global latency an iteration exposes (LoopReport::ExposedCycles, E), and
/// the CTAs, started together on the same code, wait at the same time, so E
/// is paid once per round of the SM's \p WarpsPerSM warps:
///   max(throughput bound, (single-warp cycles - E) / warps) + E / warps.
/// Prediction::Cycles (max(throughput, single-warp cycles / warps)) is the
/// interleaved bound, where the other warps hide E. On an H200 the SGEMM
/// tile loops' double buffering ran between this model's L2 and HBM figures
/// (bench/RESULTS.md, GPU section); the interleaved bound predicted 1.00.
std::optional<double> stepCycles(const LoopReport &L, size_t Level,
                                 unsigned WarpsPerSM);

/// Pairs kernels of \p Base and \p New by name (in Base's order); kernels
/// found in one build only go to \p Unpaired.
std::vector<KernelPair> pairKernels(const std::vector<KernelReport> &Base,
                                    const std::vector<KernelReport> &New,
                                    size_t Levels,
                                    std::vector<std::string> &Unpaired);

/// The geometric mean of the defined entries of \p Xs, or nothing.
std::optional<double> geomean(const std::vector<std::optional<double>> &Xs);

} // namespace twill::sass

#endif // TWILL_SASS_REPORT_H
