//===- TwillPipeliner.cpp - Software pipelining at the SSA stage ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The twill software pipeliner: for each innermost single-block loop of an
/// NVPTX function, while the code is still SSA,
///   1. analyzeLoopShape(): can the expander rewrite it;
///   2. buildLoopDDGFromDAG(): its dependence graph from LLVM's own
///      scheduling DAG plus the header PHIs' loop-carried edges;
///   3. scheduleLoop(): a verified modulo schedule (Twill or GauS) of at
///      most -twill-max-stages stages, solved again at a larger II if
///      needed, with its warp groups;
///   4. makePipelinePlan(): stages, step order, kernel unroll; budgets;
///   5. expandLoop(): guard, prologue, kernel, epilogue;
/// and a remark says what happened, or why the loop was left alone.
///
/// It runs as `twill-pipeliner` on MIR (`-run-pass`), and inside llc/clang
/// through installSSAStagePass().
///
//===----------------------------------------------------------------------===//

#include "TileLoopCommon.h"

#include "twill/Model/EnumNames.h"
#include "twill/NVPTX/CompileBudget.h"
#include "twill/NVPTX/CostModel.h"
#include "twill/NVPTX/CounterBranches.h"
#include "twill/NVPTX/GuardedBlock.h"
#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/LoopScheduler.h"
#include "twill/NVPTX/LoopTrial.h"
#include "twill/NVPTX/ModuloExpander.h"
#include "twill/NVPTX/Observe.h"
#include "twill/NVPTX/OffsetAlias.h"
#include "twill/NVPTX/Options.h"
#include "twill/NVPTX/RegionGraph.h"
#include "twill/NVPTX/SchedMetadata.h"
#include "twill/NVPTX/TileLoop.h"
#include "twill/NVPTX/TwillScheduleDAG.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <climits>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#define DEBUG_TYPE "twill"

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

STATISTIC(NumLoopsSeen, "Innermost single-block loops seen by the pipeliner");
STATISTIC(NumLoopsPipelined, "Loops software-pipelined");
STATISTIC(NumLoopsLeftAlone, "Loops left as they were by the pipeliner");
STATISTIC(NumCostModelKept, "Loops the cost model pipelined as scheduled");
STATISTIC(NumCostModelFewerStages,
          "Loops the cost model pipelined at fewer stages (a larger II)");
STATISTIC(NumCostModelLeftAlone, "Loops the cost model left alone");
STATISTIC(NumEntryEdgesSplit,
          "Loop entries given a dedicated preheader by the pipeliner");
STATISTIC(NumTileLoopsBuffered,
          "Tile loops whose next tile's global loads were double buffered");
STATISTIC(NumAsyncRings,
          "cp.async tile loops given a second shared-memory slot");
STATISTIC(NumCounterBranches,
          "Branches on a constant sum of loop counters made unconditional");

namespace llvm {
void initializeTwillPipelinerPass(PassRegistry &);
} // namespace llvm

namespace {

using NV = DiagnosticInfoOptimizationBase::Argument;

cl::opt<bool> FreeGlobalLoads(
    "twill-free-global-loads", cl::init(false),
    cl::desc("Order a loop's global loads only by their registers where no "
             "thread writes global memory before or while the loop runs (no "
             "global or generic store, atomic, fence, mbarrier, cp.async, "
             "call or unknown inline PTX in the loop, none in the function "
             "but after it): the next iterations' loads may then move above "
             "this iteration's barriers and shared stores, as in a tile loop "
             "whose next tile is loaded during this one's compute"));

cl::opt<bool> StagedTileLoops(
    "twill-leave-staged-tile-loops", cl::init(true), cl::Hidden,
    cl::desc("With the cost model on, leave alone an innermost loop that "
             "stores values loaded from global memory to shared memory "
             "between CTA barriers (an innermost tile loop): the model "
             "does not predict how ptxas schedules its loads"));

cl::opt<bool> InnermostTileLoops(
    "twill-innermost-tile-loops", cl::init(true),
    cl::desc("With the cost model on, offer innermost tile loops (a global "
             "load staged to shared memory between CTA barriers, the compute "
             "unrolled into the loop) to register double buffering "
             "(TileLoop.h), costed as two regions, the next tile's loads "
             "issued ahead of the barrier as coherent ld.global; taken where "
             "a gain is predicted with the resident CTAs in step and "
             "interleaved alike and no CTA is lost (docs/plugin.md). false: "
             "the modulo pipeliner's rule for them "
             "(-twill-leave-staged-tile-loops)"));

cl::opt<bool> TilePinLoads(
    "twill-tile-pin-loads", cl::init(true), cl::Hidden,
    cl::desc("Issue an innermost tile loop's next-tile loads before the "
             "barrier after its shared stores, as coherent ld.global, so that "
             "ptxas cannot sink them below the compute (false: after the "
             "barrier, as loaded; for the benchmark that compares the two)"));

cl::opt<bool> LdgFree(
    "twill-ldg-free", cl::init(false),
    cl::desc("Order ld.global.nc (read-only data, which LLVM 19 marks with "
             "side effects) in the pipelined loop only by its registers: "
             "the next iterations' loads may move above this iteration's "
             "barriers and stores (buildLoopDDGFromDAG). Off by default: on "
             "the two-warp mma.sync kernel the cost model then pipelines a "
             "loop that the SASS report predicts 0.67x (bench section 5)"));

cl::opt<bool> TestBreakGuard(
    "twill-test-break-guard", cl::Hidden, cl::init(false),
    cl::desc("Testing only: emit a guard that lets S-1 iterations into the "
             "pipelined loop (a wrong expansion the differential tests must "
             "catch)"));

cl::opt<bool> TestRingNoExitBarrier(
    "twill-test-ring-no-exit-barrier", cl::init(false), cl::Hidden,
    cl::desc("Tests only: a cp.async ring's exits wait for the copies of "
             "the tiles past the last but not for the CTA (the form before "
             "the barrier): another thread may fill those bytes while such a "
             "copy is in flight"));

cl::opt<bool> UnshareEntryValues(
    "twill-unshare-entry-values", cl::Hidden, cl::init(true),
    cl::desc("Give each header PHI of a pipelined loop that shares its "
             "entry value with another a copy of its own in the preheader, "
             "so that LLVM's coalescer gives the kernel and the original "
             "loop the same register for it (false: tests only, to show "
             "ptxas's moves and spill without)"));

cl::opt<bool> TestBreakAsyncWait(
    "twill-test-break-async-wait", cl::Hidden, cl::init(false),
    cl::desc("Testing only: kernel cp.async.wait_group counts one more "
             "than the schedule allows, and a bulk ring's slot parities are "
             "not flipped (wrong expansions the differential tests must "
             "catch)"));

cl::opt<bool> TestStaleDescriptors(
    "twill-test-ring-stale-descriptors", cl::Hidden, cl::init(false),
    cl::desc("Testing only: a ring's wgmma keeps the matrix descriptors of "
             "the buffer's first slot instead of computing them from the "
             "slot it reads (a wrong rewrite the differential tests must "
             "catch)"));

cl::opt<bool> TestBreakCounterFold(
    "twill-test-break-counter-fold", cl::Hidden, cl::init(false),
    cl::desc("Testing only: a branch on a constant sum of counters is made "
             "a branch to the side the constant does not select (a wrong "
             "fold the differential tests must catch)"));

cl::opt<bool> CostModelOn(
    "twill-cost-model", cl::init(true),
    cl::desc("Pipeline a loop only when the cost model (docs/plugin.md, "
             "\"Cost model\") predicts a gain at the kernel's occupancy, and "
             "try fewer stages that keep it; false pipelines every loop that "
             "fits the register budget (maxnreg, and the cap that declared "
             "launch bounds put on ptxas, else 255)"));

/// Parses a value of a per-kernel assumption with \p Parse
/// (parseAssumedBlockSize, parseAssumedDynamicShared), so that a bad one is
/// an error of the command line.
template <Expected<KernelAssumption> (*Parse)(StringRef)>
struct AssumptionParser : cl::basic_parser<KernelAssumption> {
  using cl::basic_parser<KernelAssumption>::basic_parser;
  bool parse(cl::Option &O, StringRef, StringRef Arg, KernelAssumption &V) {
    Expected<KernelAssumption> S = Parse(Arg);
    if (!S)
      return O.error(toString(S.takeError()));
    V = std::move(*S);
    return false;
  }
  StringRef getValueName() const override { return "[NAME=]N"; }
};

/// The block size of kernels without launch bounds, when no
/// -twill-assume-block-size value gives one.
constexpr unsigned DefaultBlockSize = 256;

cl::list<KernelAssumption, bool, AssumptionParser<parseAssumedBlockSize>>
    AssumedBlockSizes(
        "twill-assume-block-size", cl::CommaSeparated,
        cl::desc(
            "Threads per block the cost model assumes for a kernel without "
            "maxntid or reqntid (__launch_bounds__): N for every such "
            "kernel (256 where none is given), NAME=N for the kernel NAME "
            "(its symbol, or its demangled name in full, qualified, or "
            "base name alone: foo for void foo<16>(float*)); "
            "comma-separated or repeated, a named size wins, else the "
            "last"));

cl::list<KernelAssumption, bool, AssumptionParser<parseAssumedDynamicShared>>
    AssumedDynamicShared(
        "twill-assume-dynamic-shared", cl::CommaSeparated,
        cl::desc(
            "Bytes of dynamic shared memory the launches of a kernel that "
            "declares an extern __shared__ array pass: N, or N:L where its "
            "tile loops touch only the first L bytes of the array (an "
            "epilogue may use all N after the loop), for every such kernel, "
            "or NAME=N[:L] for the kernel NAME (as -twill-assume-block-size "
            "names it); the cost model counts N against occupancy, and a "
            "cp.async or bulk ring may then fill the array (its other slots "
            "a static twin, L bytes apart). A promise: no access of the "
            "loops lies at or past L. None by default: the launch's size is "
            "not in the IR"));

cl::list<KernelAssumption, bool, AssumptionParser<parseAssumedRegisters>>
    AssumedRegisters(
        "twill-assume-registers", cl::CommaSeparated,
        cl::desc(
            "Registers per thread ptxas gives a kernel as plain llc-19 emits "
            "it (ptxas -v of a build without the plugin): N for every "
            "kernel, or NAME=N for the kernel NAME (as "
            "-twill-assume-block-size names it). The cost model takes N for "
            "the plain form in place of its estimate, and N plus its "
            "estimate of what a rewrite adds for the rewritten form; the "
            "tile-loop test of CTAs in doubt then scales only what is "
            "added. None by default: the estimate is a fit"));

cl::opt<int> CostMarginPercent(
    "twill-cost-margin", cl::init(2),
    cl::desc("Least predicted gain, in percent of the plain loop's modelled "
             "time, for which the cost model pipelines a loop (a negative "
             "margin pipelines loops it predicts slower, for tests)"));

cl::opt<unsigned> CostGlobalLatency(
    "twill-cost-global-latency", cl::init(0),
    cl::desc("Cycles the cost model takes for a load from global memory (0: "
             "the machine description's latency of the load's class); the "
             "schedule itself is unchanged"));

cl::opt<bool> CostListOrder(
    "twill-cost-list-order", cl::init(true), cl::Hidden,
    cl::desc("Time each form as the better of its order as written and "
             "the order ptxas's list scheduler would issue it in (true "
             "dependences and synchronisation kept, the graph's other "
             "orderings of side-effecting instructions dropped); false: as "
             "written only (the PTX body order, the kernel's step order)"));

cl::opt<unsigned> PtxasUnroll(
    "twill-ptxas-unroll", cl::init(4),
    cl::desc("The unroll factor the cost model expects ptxas to give a "
             "small innermost loop with a counted exit and no .pragma "
             "\"nounroll\" (docs/plugin.md, \"Cost model\"); the plain "
             "loop is timed so unrolled, its loads issued ahead of their "
             "uses (0 or 1: as written; at most 16)"));

/// Parses one value of -twill-cost-check-latencies (l1, l2, hbm or none),
/// so that a bad name is an error of the command line.
struct MemoryLevelParser : cl::basic_parser<std::string> {
  using cl::basic_parser<std::string>::basic_parser;
  bool parse(cl::Option &O, StringRef, StringRef Arg, std::string &V) {
    if (Arg != "l1" && Arg != "l2" && Arg != "hbm" && Arg != "none")
      return O.error("'" + Arg +
                     "' is not a memory level: give l1, l2 or hbm, "
                     "comma-separated, or none");
    V = Arg.str();
    return false;
  }
  StringRef getValueName() const override { return "level"; }
};

cl::list<std::string, bool, MemoryLevelParser> CostCheckLatencies(
    "twill-cost-check-latencies", cl::CommaSeparated,
    cl::desc("Memory levels (l1, l2, hbm: the machine description's "
             "SassMemoryLatency figures, 40, 263 and 479 cycles on Hopper; "
             "none: no check) at which the cost model times both forms "
             "again with every global load at that level's latency, and "
             "leaves the loop alone where the rewritten one is predicted "
             "slower than plain at any of them (default all three: where "
             "the loads hit L1 nothing is left to hide and the kernel only "
             "issues more, from HBM a form that keeps fewer warps may hide "
             "less; a negative -twill-cost-margin tolerates that loss "
             "too)"));

/// The machine's memory levels -twill-cost-check-latencies names, in the
/// option's order: l1, l2 and hbm where it names none, nothing where it
/// says none (a level the machine lacks is left out).
std::vector<const SassMemoryLatency *>
checkedLevels(const MachineDescription &MD) {
  std::vector<std::string> Names(CostCheckLatencies.begin(),
                                 CostCheckLatencies.end());
  if (Names.empty())
    Names = {"l1", "l2", "hbm"};
  std::vector<const SassMemoryLatency *> Levels;
  if (is_contained(Names, "none"))
    return Levels;
  for (const std::string &Name : Names)
    if (const SassMemoryLatency *Level = MD.findSassLatency(Name);
        Level && !is_contained(Levels, Level))
      Levels.push_back(Level);
  return Levels;
}

cl::opt<bool> CostKernelCopies(
    "twill-cost-kernel-copies", cl::init(true), cl::Hidden,
    cl::desc("Time a pipelined kernel of U copies as one block, as ptxas "
             "schedules it (its list scheduler interleaves the copies, and "
             "keeps a load after an earlier store it cannot tell apart), "
             "the way the plain loop's own unrolled copies are timed; "
             "false: one copy at a time"));

cl::opt<bool> CountedExit(
    "twill-counted-exit", cl::init(true),
    cl::desc("Where the exit test compares an induction variable with a "
             "constant step against a loop invariant, compute the trip "
             "count before the loop and test once per round of the kernel's "
             "copies (the original loop runs the remainder); else every "
             "copy tests the exit condition"));

cl::opt<bool> FoldGuarded(
    "twill-fold-guarded", cl::init(true),
    cl::desc("Fold a loop body of if-thens and if-then-elses into one block "
             "(the guarded loads and stores predicated, the merges selp) so "
             "that it can be pipelined"));

cl::opt<bool> FoldTrial(
    "twill-fold-trial", cl::init(true), cl::Hidden,
    cl::desc("With the cost model on, fold a guarded body only where a "
             "folded copy of the loop, costed as a trial, would be "
             "pipelined (false: fold first and decide on the folded loop, "
             "which stays folded when it is not pipelined; for tests)"));

cl::opt<bool> TileLoops(
    "twill-tile-loops", cl::init(true),
    cl::desc("Double-buffer tile loops in registers (TileLoop.h): issue the "
             "global loads of the next tile right after the header's "
             "barrier, before the inner compute loop, where the cost model "
             "predicts a gain (always, with -twill-cost-model=false)"));

cl::opt<bool> AsyncRings(
    "twill-async-rings", cl::init(true),
    cl::desc("Give a loop that fills shared memory with cp.async and waits "
             "for it at once (copies, commit_group, wait_group 0, barrier) a "
             "ring of S shared-memory slots per buffer, so that the copies "
             "of the S-1 next tiles are in flight during the compute "
             "(TileLoop.h, AsyncRingPlan); likewise a loop whose elected "
             "thread arms an mbarrier and issues 1-D bulk copies (TMA) on "
             "it that all threads then wait for (an mbarrier and a parity "
             "per slot), where the cost model predicts a gain (always, with "
             "-twill-cost-model=false)"));

cl::opt<bool> FoldCounterBranches(
    "twill-fold-counter-branches", cl::init(true),
    cl::desc("In an innermost loop, make a branch unconditional where its "
             "setp tests a sum of the loop's counters that is proven the "
             "same in every iteration reaching it (cuda::pipeline's "
             "consumer_wait switch on committed - released where the commit "
             "runs under a loop-invariant guard; CounterBranches.h): the "
             "loop does strictly less, and a cp.async ring may then take "
             "it"));

cl::opt<unsigned> AsyncRingStages(
    "twill-async-ring-stages", cl::init(0),
    cl::desc("Slots per buffer of a cp.async or bulk-copy ring: 0 lets the "
             "cost model "
             "choose from 2 to 4 (2 with -twill-cost-model=false); N forces "
             "N (2 to 8)"));

/// What the ring's remark says its guarded copies run under.
static std::string ringGuardWords(const AsyncRingPlan &P) {
  if (P.Guards.size() == 1 && P.Guards[0].PredElects)
    return "the header's elect.sync: one lane of each warp";
  std::string Words = P.Guards.size() == 1 ? "the header's loop-invariant guard"
                                           : "loop-invariant guards";
  if (any_of(P.Guards, [](const auto &G) { return G.Test; }))
    Words += " and in a lane elected by elect.sync";
  return Words;
}

/// What remarks call the ring of a loop with (\p Bulk) or without bulk
/// copies.
StringRef ringKind(bool Bulk) {
  return Bulk ? "bulk-copy (TMA) ring" : "cp.async ring";
}

/// One warp's tile of a tile loop made of \p Regions: every region once (a
/// loop at its trips) into \p W; \p Plain, the sum of the regions'
/// latencies (the loads' latency sits in the header's critical path), and
/// \p Compute, that of the regions from \p ComputeFrom on (by default
/// those after the header), which the buffered loop hides the loads behind.
void tileWork(ArrayRef<Region> Regions, LoopWork &W, double &Plain,
              double &Compute, size_t ComputeFrom = 1) {
  for (auto [I, R] : enumerate(Regions)) {
    // A nest's instructions run as often as the loops inside it that hold
    // them: measured in groups of equal repeats.
    std::map<int64_t, std::pair<std::vector<MachineInstr *>,
                                std::vector<ClassifiedInstr>>>
        ByRepeats;
    for (size_t J = 0; J != R.Instrs.size(); ++J) {
      auto &[Instrs, Classes] = ByRepeats[R.repeats(J)];
      Instrs.push_back(R.Instrs[J]);
      Classes.push_back(R.Classes[J]);
    }
    for (const auto &[Repeats, Group] : ByRepeats) {
      LoopWork RW = measureLoopWork(Group.first, Group.second);
      double Times = double(R.Trips) * double(Repeats);
      auto Add = [&](auto &Sum, double X) {
        Sum = decltype(+Sum)(std::min(1e9, double(Sum) + X * Times));
      };
      Add(W.Instructions, RW.Instructions);
      Add(W.FP32, RW.FP32);
      Add(W.MUFU, RW.MUFU);
      Add(W.SharedBytes, double(RW.SharedBytes));
      Add(W.GlobalBytes, double(RW.GlobalBytes));
    }
    Plain += double(R.latency());
    if (I >= ComputeFrom)
      Compute += double(R.latency());
  }
}

/// How the tile-loop cost model lets resident CTAs overlap.
enum class CtaPhase {
  Step,        ///< Their barriers in phase: the stalls coincide.
  Interleaved, ///< The other CTAs issue while one stalls.
};

cl::opt<CtaPhase> TileCtaPhase(
    "twill-tile-cta-phase", cl::init(CtaPhase::Step), cl::Hidden,
    cl::desc("How the tile-loop cost model overlaps the resident CTAs"),
    cl::values(clEnumValN(CtaPhase::Step, "step",
                          "in phase: their load stalls coincide (default; "
                          "what the H200 measurements fit)"),
               clEnumValN(CtaPhase::Interleaved, "interleaved",
                          "the other CTAs hide one CTA's stall (the model "
                          "before the H200 measurements)")));

cl::opt<bool> RingIndexedSlots(
    "twill-ring-indexed-slots", cl::init(false), cl::Hidden,
    cl::desc("A cp.async ring finds its slots from one slot index (k mod S) "
             "rather than rotating each buffer's S offsets"));

cl::opt<unsigned> TileRegisterError(
    "twill-tile-register-error", cl::init(25), cl::Hidden,
    cl::desc("Percent by which ptxas may exceed the tile-loop register "
             "estimate: a tile loop is left alone where the buffered form, at "
             "both forms' estimates raised by this much, keeps fewer CTAs per "
             "SM than plain (0: off)"));

cl::opt<bool> PipelineInnermost(
    "twill-innermost", cl::init(true), cl::Hidden,
    cl::desc("Pipeline innermost loops at the SSA stage (false: tile loops "
             "only, to measure their rewrite alone)"));

/// Why the pipeliner left a loop alone: the remark's `Category` and the
/// -twill-stats counter.
enum class LeftAlone {
  Shape,      ///< analyzeLoopShape said no (branch, exit slice, calls, ...).
  MultiBlock, ///< Several blocks.
  TooSmall,   ///< Fewer than two instructions.
  TooLarge,   ///< Over -twill-max-loop-size.
  Graph,      ///< The dependence graph could not be built.
  NoSchedule, ///< The solver found none, or ran out of time.
  Stages,     ///< No schedule within -twill-max-stages.
  Plan,       ///< The expansion plan failed (a value lives too long, ...).
  OneStage,   ///< Nothing overlaps.
  Registers,  ///< Over the register budget.
  CodeSize,   ///< Over -twill-max-expanded-instrs.
  Expansion,  ///< The expander gave up (the code is unchanged).
  CostModel,  ///< The cost model predicts no gain (CostModel.h).
};

StringRef leftAloneName(LeftAlone K) {
  // Indexed by LeftAlone, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {
      "shape",       "multi-block", "too-small", "too-large",
      "graph",       "no-schedule", "stages",    "plan",
      "one-stage",   "registers",   "code-size", "expansion",
      "cost-model"};
  static_assert(std::size(Names) == size_t(LeftAlone::CostModel) + 1,
                "one name per LeftAlone");
  return enumName(Names, K);
}

/// LLVM's scheduling DAG over one loop body, built and not scheduled.
class BodyDAG : public ScheduleDAGInstrs {
public:
  BodyDAG(MachineFunction &MF, const MachineLoopInfo *MLI)
      : ScheduleDAGInstrs(MF, MLI) {}
  void schedule() override {}
};

/// The pipeliner's remark emitter: silent during a trial on a detached copy
/// of a loop (LoopTrial.h), whose remarks would name blocks that are then
/// erased; the verdict is reported on the loop itself instead.
class GatedRemarkEmitter {
public:
  explicit GatedRemarkEmitter(MachineFunction &MF) : ORE(MF, nullptr) {}
  template <typename BuildFn> void emit(BuildFn Build) {
    if (!Quiet)
      ORE.emit(Build);
  }
  MachineOptimizationRemarkEmitter &emitter() { return ORE; }
  bool Quiet = false;

private:
  MachineOptimizationRemarkEmitter ORE;
};

/// A rewrite's predicted gain where every global load takes one memory
/// level's latency (-twill-cost-check-latencies).
struct LevelGain {
  const SassMemoryLatency *Level = nullptr;
  double Gain = 0;
};

/// The most copies of a loop the cost model times together
/// (copiesWarpCycles): ptxas's unrolled copies, a pipelined kernel's.
constexpr unsigned MaxTimedCopies = 16;

/// "L1", "L2", "HBM": \p Level's name as the remarks write it.
std::string levelName(const SassMemoryLatency &Level) {
  return StringRef(Level.Level).upper();
}

/// What the cost model found for one loop (CostModel.h): the plain loop's
/// prediction, the chosen plan's, and the stages the solver first gave.
struct CostDecision {
  LoopPrediction Plain, Pipelined;
  /// The unroll the plain loop is timed at (ptxasUnrollFactor).
  unsigned PlainUnroll = 1;
  unsigned ScheduledStages = 0;
  /// Blocks per SM of the schedule as first solved (0: over the limit).
  unsigned ScheduledBlocks = 0;
  /// The predicted gain at each memory level's latency (gainsAtLevels).
  std::vector<LevelGain> LevelGains;
};

/// Pipelines the loops of one function.
class LoopPipeliner {
public:
  LoopPipeliner(MachineFunction &MF, MachineLoopInfo &MLI,
                AAResults *AA, ScalarEvolution *SE)
      : MF(MF), MLI(MLI), Aliases(AA, MF.getTarget().getTargetTriple(),
                                  MF.getDataLayout()),
        AA(Aliases.get()), SE(SE), ORE(MF), Opts(getPluginOptions()) {}

  bool run();

private:
  /// The recipe for one loop: checkShape, buildGraph, solveLoop,
  /// planLoop, expand; each step that fails emits the missed remark. A
  /// \p Trial (on a detached copy, foldGuarded()) stops before expand(),
  /// silent: true where the loop would be pipelined, else false with the
  /// reason in TrialMiss.
  bool pipelineLoop(MachineLoop &L, bool Trial = false);
  /// 1. analyzeLoopShape() and the size limits.
  std::optional<LoopShape> checkShape(MachineLoop &L);
  /// 3. scheduleLoop() and the SolverTime remark.
  std::optional<LoopSchedule> solveLoop(MachineLoop &L, const LoopDDG &DDG);
  /// 4. makePipelinePlan() and the budgets (stages, registers, code size).
  std::optional<PipelinePlan> planLoop(MachineLoop &L, const LoopShape &Shape,
                                       const LoopSchedule &LS);
  /// 5. expandLoop(), the metadata and the Pipelined remark.
  bool expand(MachineLoop &L, LoopShape &Shape, PipelinePlan &Plan,
              const LoopDDG &DDG, const LoopSchedule &LS);
  Expected<LoopDDG> buildGraph(MachineBasicBlock &MBB, unsigned NumInstrs,
                               const InstrClassifier &Classifier,
                               FreeLoads Free);
  /// Whether the single-block loop \p L is an innermost tile loop
  /// (stagingStore over its body).
  bool isStagedTileLoop(const MachineLoop &L);
  /// Whether register double buffering (TileLoop.h) of the innermost tile
  /// loop \p L, a folded trial copy of \p Original, is legal and pays in
  /// the tile cost model; silent (\p Verdict says what it found, "" where
  /// the loop was not offered).
  bool tileTrialPays(MachineLoop &L, const MachineLoop &Original,
                     std::string &Verdict);
  /// Leaves \p L alone (a cost-model remark) where it is an innermost tile
  /// loop (stagingStore), whose gain the model cannot predict.
  bool stagedTileLoop(const MachineLoop &L, const LoopDDG &DDG);
  /// The loads of \p L the graph orders by their registers alone
  /// (-twill-ldg-free, -twill-free-global-loads): where no thread writes
  /// global memory before or while \p L runs, every global load.
  FreeLoads freeLoadsFor(const MachineLoop &L);
  void missed(const MachineLoop &L, LeftAlone Kind, const Twine &Why);
  /// Writes \p P to -twill-dump-dir (suffix ".ssa"); a failure becomes an
  /// analysis remark.
  void dumpProblem(const MachineLoop &L, const Problem &P);
  /// The "Pipelined" remark: II, MII, stages, unroll, solver, registers.
  void remarkPipelined(const MachineLoop &L, StringRef Name,
                       const LoopSchedule &LS, const PipelinePlan &Plan,
                       StringRef ExitText);
  /// Chooses the kernel's exit form (Plan.Exit, Plan.Count) and says
  /// which and why ("counted, 1 test per 4 copies", "per-copy (...)").
  std::string chooseExitForm(const LoopShape &Shape, PipelinePlan &Plan);
  /// Whether \p D's pipelined form (of \p Plan) pays for itself: its
  /// predicted gain reaches -twill-cost-margin and is no loss at any memory
  /// level's latency (gainsAtLevels, which it records in \p D); else the
  /// missed remark says which, and false.
  bool paysOff(MachineLoop &L, const LoopShape &Shape, const LoopDDG &DDG,
               const LoopWork &W, const RegisterInputs &In,
               const PipelinePlan &Plan, CostDecision &D);
  /// The cost model's choice (docs/plugin.md, "Cost model"): keeps \p LS
  /// and \p Plan, replaces them by a schedule of fewer stages that keeps
  /// more warps resident, or says why the loop is left alone (false).
  bool decide(MachineLoop &L, const LoopShape &Shape, const LoopDDG &DDG,
              LoopSchedule &LS, PipelinePlan &Plan);
  /// True (and the loop left alone, with a remark) where ScalarEvolution
  /// bounds the loop's trips below twice \p Plan's stages: a remainder loop
  /// of an unrolled one (cuda_hgemm's wmma_naive, at most 3 trips, was
  /// pipelined at S=3 for a predicted 1.96x and ran 0.995x on an H200).
  bool tooFewTrips(MachineLoop &L, const PipelinePlan &Plan);
  /// Why the buffered form of a tile loop may keep fewer CTAs per SM than
  /// plain once ptxas exceeds both register estimates by
  /// -twill-tile-register-error percent, or (\p AtEstimates) at the
  /// estimates themselves; nothing where it keeps as many.
  std::optional<std::string> tileOccupancyDoubt(unsigned PlainRegs,
                                                unsigned BufferedRegs,
                                                uint64_t ExtraShared = 0,
                                                bool AtEstimates = false);
  /// The cost model's check before any solve: true (and the loop left
  /// alone, with a remark) where the plain loop is already at its
  /// throughput bound, which no schedule goes below, so that no schedule
  /// can gain the margin (decide() would reject every one).
  bool throughputBound(MachineLoop &L, const LoopShape &Shape,
                       const LoopDDG &DDG);
  /// One warp's cycles per iteration of \p Plan's kernel on \p Timing: its
  /// U copies as one block (unrollStepOrder, with the memory order ptxas
  /// keeps, addPtxasMemoryOrder), as plainWarpCycles times the plain
  /// loop's unrolled copies; one step where -twill-cost-kernel-copies is
  /// off or U is 1.
  double kernelWarpCycles(const LoopDDG &DDG, const DependenceGraph &Timing,
                          const PipelinePlan &Plan) const;
  /// The plan's prediction, or nothing when its registers exceed the limit.
  std::optional<LoopPrediction>
  predictPlan(const LoopShape &Shape, const LoopDDG &DDG,
              const DependenceGraph &Timing, const LoopWork &W,
              const PipelinePlan &Plan, RegisterInputs In) const;
  /// \p W as the plan's kernel issues it: the fold's zeroing moves
  /// (zeroedWork), and the loop's steps once per U copies, which ptxas
  /// folds into address offsets as in its own unrolling (unrolledWork;
  /// blockSparseMma's kernel, U=2: 3 64-bit adds per 2 iterations in its
  /// SASS).
  LoopWork kernelWork(const LoopWork &W, const LoopShape &Shape,
                      const PipelinePlan &Plan) const;
  /// The times ptxas is expected to unroll the plan's kernel: the plain
  /// loop's view (TimedViews) as one block U times its size
  /// (ptxasUnrollFactor; cost-model-stages.ll's saxpy_wide kernel of 4
  /// copies: 16 in its SASS).
  unsigned kernelPtxasUnroll(const LoopShape &Shape,
                             const PipelinePlan &Plan) const;
  /// One warp's cycles per iteration for \p Order (entries (op, stage)),
  /// issued as written or, with -twill-cost-list-order, the better of that
  /// and the order ptxas's list scheduler would give each step (listOrder:
  /// it keeps the true dependences, a positive delay, and every edge at a
  /// synchronisation op, the machine's sync unit: barriers, fences, async
  /// commits and waits; the graph's other zero-delay orderings of
  /// side-effecting instructions are not ptxas's).
  /// \p Period: the ops of \p Timing are copies of the graph's \p Period
  /// ops (unrollDependenceGraph), op v being the graph's v mod \p Period; 0:
  /// none.
  double warpCycles(const LoopDDG &DDG, const DependenceGraph &Timing,
                    ArrayRef<std::pair<OpId, unsigned>> Order,
                    unsigned Period = 0) const;
  /// How many times ptxas is expected to unroll the plain loop \p L of
  /// \p Shape (ptxasUnrollFactor, -twill-ptxas-unroll).
  unsigned ptxasUnroll(const MachineLoop &L, const LoopShape &Shape);
  /// Tells a CTA barrier (the classifier's, created on first use).
  std::function<bool(const MachineInstr &)> isBarrierOp();
  /// The plain loops of several blocks as ptxas sees them, by IR header,
  /// taken before a guarded-body fold (ptxasUnroll).
  DenseMap<const BasicBlock *, PtxasLoopView> PlainViews;
  /// The view ptxasUnroll last took of each loop (by header), counted back
  /// branch included: kernelWork sizes the kernel from it.
  DenseMap<const MachineBasicBlock *, PtxasLoopView> TimedViews;
  /// One warp's cycles per iteration of the plain loop, unrolled \p Unroll
  /// times as ptxas would (its copies' ops in one list order, so that
  /// independent loads of later copies issue ahead), per original iteration.
  double plainWarpCycles(const LoopDDG &DDG, const DependenceGraph &Timing,
                         ArrayRef<MachineInstr *> Body, unsigned Unroll) const;
  /// One warp's cycles per iteration of \p Copies copies of the step \p Step
  /// (entries (op, stage) of \p Body's graph \p Timing) run as one block,
  /// as ptxas schedules a loop it unrolled or a pipelined kernel: the
  /// copies one after the other (unrollStepOrder), list-ordered across them
  /// (warpCycles), with the memory order ptxas keeps between them
  /// (addPtxasMemoryOrder); \p Step alone where \p Copies is 1.
  double copiesWarpCycles(const LoopDDG &DDG, const DependenceGraph &Timing,
                          ArrayRef<MachineInstr *> Body,
                          ArrayRef<std::pair<OpId, unsigned>> Step,
                          unsigned Copies) const;
  /// \p W, the body's work, as the plain loop issues it where ptxas
  /// unrolls it \p Unroll times (unrolledWork).
  LoopWork plainWork(const LoopWork &W, const LoopShape &Shape,
                     unsigned Unroll) const;
  /// The view of the loop of \p Header taken before the guarded-body fold
  /// (PlainViews), or null where nothing was folded.
  const PtxasLoopView *viewBeforeFold(const MachineBasicBlock &Header) const;
  /// The selp merges the guarded-body fold added to the loop of \p Header
  /// (PtxasLoopView::FoldMerges; 0 where it folded nothing).
  unsigned foldedMerges(const MachineBasicBlock &Header) const {
    const PtxasLoopView *V = viewBeforeFold(Header);
    return V ? V->FoldMerges : 0;
  }
  /// The plain loop's prediction as ptxas will compile it: the copies
  /// ptxasUnroll expects (stored in \p Unroll), their work (plainWork) and
  /// one warp's cycles (plainWarpCycles) on \p Timing (costTiming), at the
  /// registers \p In gives. decide() and throughputBound() share it, so
  /// that the bound proves what decide() would see.
  LoopPrediction predictPlain(const MachineLoop &L, const LoopShape &Shape,
                              const LoopDDG &DDG, const DependenceGraph &Timing,
                              const LoopWork &W, const RegisterInputs &In,
                              unsigned &Unroll);
  /// predictPlain's prediction with the plain loop at \p Unroll copies.
  LoopPrediction predictPlainAt(const LoopShape &Shape, const LoopDDG &DDG,
                                const DependenceGraph &Timing,
                                const LoopWork &W, const RegisterInputs &In,
                                unsigned Unroll) const;
  /// The gains \p Plan's kernel is predicted at against the plain loop
  /// (timed at \p PlainUnroll copies) where every global load takes one
  /// memory level's latency: both forms timed again on atGlobalLoadLatency
  /// at each level -twill-cost-check-latencies names (checkedLevels); a
  /// level is left out where the kernel is over the register limit.
  std::vector<LevelGain> gainsAtLevels(const LoopShape &Shape,
                                       const LoopDDG &DDG, const LoopWork &W,
                                       const RegisterInputs &In,
                                       const PipelinePlan &Plan,
                                       unsigned PlainUnroll) const;
  /// The graph the cost model times: the loop's, its global loads at
  /// -twill-cost-global-latency where that is set.
  static DependenceGraph costTiming(const LoopDDG &DDG, const LoopShape &Shape);
  /// Every op at stage 0 in body order: the plain loop.
  static std::vector<std::pair<OpId, unsigned>> plainOrder(const LoopDDG &DDG);
  /// The warps of the schedule decide() kept from resolve(), which solved
  /// it without them (finishWarps); false, with the remark, where the time
  /// limit ends the assignment.
  bool assignKeptWarps(MachineLoop &L, const LoopDDG &DDG, unsigned Stages,
                       LoopSchedule &LS);
  /// A schedule of at most \p MaxStages stages and its plan (solved without
  /// warps), if any.
  std::optional<std::pair<LoopSchedule, PipelinePlan>>
  resolve(const LoopShape &Shape, const LoopDDG &DDG, unsigned MaxStages,
          int64_t RefutedBelow);
  /// The launch-bounds remark (once per function with candidate loops).
  void remarkLaunchBounds();
  bool LaunchBoundsRemarked = false;
  /// -twill-debug: the cost model's table for one loop.
  void dumpCost(const MachineLoop &L, const LoopWork &W,
                ArrayRef<std::pair<std::string, LoopPrediction>> Rows) const;

  /// Register double buffering of an outer loop (TileLoop.h) where it is
  /// legal and, with the cost model on, predicted to pay; the remark says
  /// what decided.
  bool tileLoop(MachineLoop &L);
  /// The cost model's verdict on \p Plan: the predicted gain (plain time /
  /// buffered time), with the reasoning in \p Why; nothing when the loop is
  /// no chain of regions to cost.
  std::optional<double> tileGain(const TileLoopPlan &Plan, std::string &Why);
  /// A shared-memory ring for a cp.async tile loop (TileLoop.h,
  /// AsyncRingPlan) where it is legal and, with the cost model on,
  /// predicted to pay. \p Innermost: the remarks call it a "loop", as the
  /// pipeliner's do (it is offered to the pipeliner next), not a "tile
  /// loop".
  bool ringLoop(MachineLoop &L, bool Innermost);
  /// A ring for an innermost loop of several blocks whose copies run under
  /// a guard (TileLoop.h), before the guarded-body fold, which cannot
  /// predicate cp.async; a refusal is an analysis remark, as the loop goes
  /// on to the fold.
  bool guardedRing(MachineLoop &L);
  /// foldCounterBranches on the innermost loop \p L, with its remark.
  bool foldCounters(MachineLoop &L);
  /// The ring's stage count: -twill-async-ring-stages, else 2 with the cost
  /// model off, else the stage count of 2 to 4 the cost model predicts
  /// fastest (fewer on a tie within half a percent); 0, with the reason in
  /// \p Why and its category in \p Category, where none is taken.
  unsigned chooseRingStages(const AsyncRingPlan &Plan, std::string &Why,
                            StringRef &Category);
  /// Why a ring of \p S slots does not fit the shared memory, or "" where
  /// it does: its twins with the static bytes must stay under PTX's 48 KiB,
  /// and with the dynamic bytes too under the CTA's limit.
  std::string ringTooBig(const AsyncRingPlan &Plan, unsigned S) const;
  /// What both tile rewrites are costed from: one warp's work per tile, its
  /// latency without the exposed stall (Rest), the stall (Latency) and the
  /// compute that the rewritten loop hides it behind, each form's register
  /// estimate, and the shared memory the rewritten form adds.
  struct TileCosting {
    LoopWork W;
    double Rest = 0, Compute = 0;
    int64_t Latency = 0;
    unsigned PlainRegs = 0, BufferedRegs = 0;
    uint64_t ExtraShared = 0;
    /// Instructions one warp issues more per tile in the rewritten form.
    unsigned ExtraInstructions = 0;
    /// Tiles in flight at a wait in the rewritten form (a ring of S slots:
    /// S - 1), which share the stall (compareTileForms).
    unsigned InFlight = 1;
    /// A cp.async ring (in doubt also where the estimates themselves lose
    /// a CTA: tileOccupancyDoubt).
    bool Ring = false;
    /// An innermost tile loop (its compute unrolled into the one block):
    /// refused where the estimates lose a CTA, or where the gain needs the
    /// resident CTAs in step (innermostPhaseDoubt).
    bool Innermost = false;
    /// How the resident CTAs overlap (-twill-tile-cta-phase).
    CtaPhase Phase = TileCtaPhase;
  };
  /// What costing \p Plan needs at any slot count (its regions, a tile's
  /// compute after the barrier, the copies' latency, the registers); the
  /// reason in \p Why where it cannot be costed.
  std::optional<TileCosting> ringCosting(const AsyncRingPlan &Plan,
                                         std::string &Why);
  /// \p Base (ringCosting) for a ring of \p Stages slots.
  static TileCosting ringAtStages(TileCosting Base, const AsyncRingPlan &Plan,
                                  unsigned Stages);
  /// Plain against rewritten (docs/plugin.md, Tile loops): the predicted
  /// gain, or nothing where it is in doubt; the reasoning in \p Why.
  std::optional<double> compareTileForms(const TileCosting &C,
                                         std::string &Why);
  /// The memory level where \p C's rewritten form is predicted slowest
  /// against plain, compareTileForms with the loads or copies at each level
  /// -twill-cost-check-latencies names (checkedLevels) other than C's own
  /// latency, where that is a loss (slowerThanPlain); nothing where none
  /// is.
  std::optional<LevelGain> tileLossAtLevels(TileCosting C);
  /// For an innermost tile loop costed with the resident CTAs in step (the
  /// default): its gain where they interleave instead, if that is under
  /// the margin at its own latency or a loss at another level's (worded
  /// for a remark). In step, each CTA's barrier stall is the SM's; with
  /// several CTAs resident, the others' warps may cover it, and the
  /// buffered form then gains nothing (twill sass: guarded-chain.ll's
  /// tile_chain at 8 CTAs per SM, in step 1.05x by the model, 0.89x at L1
  /// and L2 with the warps interleaved). With one CTA per SM the two agree.
  std::optional<std::string> innermostPhaseDoubt(TileCosting C);
  /// Whether a predicted gain \p Gain reaches -twill-cost-margin, which a
  /// rewrite must to be made.
  static bool paysMargin(double Gain);
  /// Whether a rewrite predicted to gain \p Gain at some latency is slower
  /// than plain there: below 1 (below 1 + a negative -twill-cost-margin).
  static bool slowerThanPlain(double Gain);
  /// The level of \p Gains where the rewrite is slowest, if it is slower
  /// than plain there.
  static std::optional<LevelGain> worstLoss(llvm::ArrayRef<LevelGain> Gains);
  /// The global latency a tile loop's stall is costed at: the option's, else
  /// the largest of \p ClassLatency and the machine's global_ldst class.
  int64_t tileLatency(int64_t ClassLatency) const;
  /// What the register estimate reads of loop \p L as it is now: the
  /// registers live into it and those its header PHIs carry.
  RegisterInputs loopRegisterInputs(const MachineLoop &L);
  /// The register estimate of tile loop \p L as written (both tile
  /// rewrites add their held registers to it).
  unsigned plainRegisters(const MachineLoop &L);
  /// The IR trip counts of the function's loops, built on first use.
  InnerTripCounts &tripCounts() {
    if (!Trips)
      Trips = std::make_unique<InnerTripCounts>(MF.getFunction());
    return *Trips;
  }
  std::unique_ptr<InnerTripCounts> Trips;

  /// Folds an if-then body into its header (GuardedBlock.h) when
  /// -twill-fold-guarded allows and every guarded instruction can run
  /// under a predicate; else says why the loop is left alone.
  /// A hoisted guard (GuardedBlock.h) adds the loop's copy for a false
  /// guard to \p Loops too.
  bool foldGuarded(MachineLoop &L, SmallVectorImpl<MachineLoop *> &Loops);
  /// Gives \p L a dedicated preheader where its one entry is a critical
  /// edge (the block before the loop also branches around it, as a guard
  /// `if (n > 0)` or the end of an enclosing loop's body leaves it): an
  /// empty block on that edge, the form LoopSimplify gives IR loops, which
  /// codegen had merged away. Loops with several entries are left as they
  /// are. The split is recorded (Splits) so that undoSplits() can take the
  /// block out again where the loop stays as it is.
  bool splitEntryEdge(MachineLoop &L);
  /// Takes out the blocks splitEntryEdge() added before loops the pass then
  /// left alone (header not in ChangedHeaders), restoring the entry block's
  /// branch as it was: the branch folder does not always remove them
  /// (llm.c's softmax_forward_kernel2 kept one, its cubin differing from
  /// plain llc-19's with no loop changed).
  void undoSplits();

  /// One block splitEntryEdge() added, and the entry's branch before it.
  struct EntrySplit {
    MachineBasicBlock *Entry, *Block, *Header;
    MachineBasicBlock *TBB, *FBB;
    SmallVector<MachineOperand, 4> Cond;
  };
  SmallVector<EntrySplit, 4> Splits;
  /// Headers of the loops this run folded or pipelined.
  SmallPtrSet<const MachineBasicBlock *, 8> ChangedHeaders;
  /// With the cost model on: whether the loop, folded (\p Fold says how),
  /// would be pipelined. Folds and costs a detached copy (LoopTrial.h), so
  /// that a fold that does not pay leaves the loop as written; else the
  /// missed remark gives the copy's verdict.
  bool foldPays(MachineLoop &L, const TargetInstrInfo &TII, StringRef Fold);
  /// analyzeGuardedLoop() of \p L with the classifier's names for guarded
  /// instructions and statements for collectives (wmma, mma.sync and
  /// ldmatrix have anonymous opcodes: its printer names them).
  Expected<GuardedLoop> analyzeFold(const MachineLoop &L,
                                    const TargetInstrInfo &TII);
  /// foldGuardedLoop() of \p G (analyzeFold's) with the same statements.
  MachineLoop *foldLoop(const GuardedLoop &G, const TargetInstrInfo &TII);

  /// The plugin's counters (Observe.h) and statistics, not counted during
  /// a trial (ORE.Quiet).
  void countEvent(StringRef Name) const {
    if (!ORE.Quiet)
      twill::nvptx::countEvent(Name);
  }
  void bump(Statistic &S) const {
    if (!ORE.Quiet)
      ++S;
  }
  /// Why the last trial's loop would be left alone (missed() while
  /// ORE.Quiet).
  std::pair<LeftAlone, std::string> TrialMiss;

  MachineFunction &MF;
  MachineLoopInfo &MLI;
  /// Loops whose guarded blocks foldGuarded() folded: what it did
  /// (describeFold), for the remarks (the code changed even where the loop
  /// is not pipelined).
  DenseMap<const MachineLoop *, std::string> Folded;
  /// freeLoadsFor() of the loop a trial copy (foldPays) was taken from:
  /// the copy is reached by no path of the function, so the proof is the
  /// original's.
  DenseMap<const MachineLoop *, FreeLoads> TrialFree;
  /// The pass's AA behind aliasByOffsets (OffsetAlias.h), and what the
  /// DAG and graph builders are given.
  OffsetAliasAnalysis Aliases;
  AAResults *AA;
  ScalarEvolution *SE;
  GatedRemarkEmitter ORE;
  PluginOptions Opts;
  std::string MachineName;
  const MachineDescription *MD = nullptr;
  std::unique_ptr<InstrClassifier> Classifier;
  /// The kernel's launch bounds (CostModel.h) and its register limit.
  LaunchBounds LB;
  unsigned RegisterLimit = 255;
  /// The plain kernel's registers as -twill-assume-registers gives them (0:
  /// none given; the estimate is used).
  unsigned KnownRegisters = 0;
  /// Registers of a form whose estimate's inputs are \p In (unclamped):
  /// the estimate, or where KnownRegisters is given, that count plus what
  /// the estimate adds to its own plain figure.
  long formRegisters(const RegisterInputs &In, bool Pipelined) const {
    long Estimate = unclampedRegisters(In, Pipelined);
    if (!KnownRegisters)
      return Estimate;
    return long(KnownRegisters) + Estimate -
           unclampedRegisters(In, /*Pipelined=*/false);
  }
  /// The cost model's findings for the loop being pipelined.
  std::optional<CostDecision> Cost;
};

/// The mnemonic the guarded-body fold reads (GuardedBlock.h's MnemonicFn):
/// the printed one for NVPTX records; for inline asm, its PTX mnemonic where
/// that is a warp-collective tensor-core operation (mma.sync, ldmatrix, ...
/// written as inline PTX), else none.
std::string guardMnemonic(const MachineInstr &MI,
                          const InstrClassifier &Classifier) {
  std::string M = Classifier.classify(MI).Mnemonic;
  if (MI.isInlineAsm() && !isWarpCollectiveMnemonic(M))
    return std::string();
  return M;
}

/// Where a tile loop's next-tile loads are issued, for its remark: before
/// the barrier that follows InsertAfter where pinned, else after
/// InsertAfter, and why not ahead of that barrier.
std::string tileLoadPlacement(const TileLoopPlan &P,
                              const InstrClassifier &Classifier) {
  if (P.PinLoads)
    return "before " +
           Classifier.classify(*std::next(P.InsertAfter->getIterator()))
               .Mnemonic +
           " as coherent ld.global (ptxas sinks neither across it)";
  std::string After = "after " + Classifier.classify(*P.InsertAfter).Mnemonic;
  if (P.UnpinnedBy.empty())
    return After;
  return After +
         " (not ahead of it, which would pass a global write from before "
         "the loop that it orders: " +
         P.UnpinnedBy + ")";
}

/// Why a loop of several blocks that is no foldable if-then is left alone,
/// as precisely as the blocks say: the first instruction off the header
/// that could not run unconditionally, or that it is all pure.
std::string describeMultiBlock(const MachineLoop &L) {
  std::string Why = "the body has " + std::to_string(L.getNumBlocks()) +
                    " blocks (the pipeliner takes single-block loops and "
                    "chains of if-thens and if-then-elses it can fold)";
  for (const MachineBasicBlock *MBB : L.blocks()) {
    if (MBB == L.getHeader())
      continue;
    for (const MachineInstr &MI : *MBB) {
      if (MI.isPHI() || MI.isDebugInstr() || MI.isTerminator())
        continue;
      const char *Kind = MI.mayStore()                  ? "stores"
                         : MI.mayLoad()                 ? "loads"
                         : MI.hasUnmodeledSideEffects() ? "has side effects"
                         : MI.isCall()                  ? "calls"
                                                        : nullptr;
      if (!Kind)
        continue;
      std::string Text;
      raw_string_ostream OS(Text);
      MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/true,
               /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
      return Why + "; conditional block bb." +
             std::to_string(MBB->getNumber()) + " " + Kind + " (" +
             StringRef(Text).trim().str() + ")";
    }
  }
  return Why + "; its conditional blocks are pure";
}

/// The recurrence with the largest delay per iteration, in words ("; the
/// recurrence a -> b -> (next iteration) a takes N cycles per iteration"),
/// or "" when the graph has none. Dependences within an iteration go
/// forward in body order, so each loop-carried edge u -> v closes a cycle
/// through the longest forward path v ~> u.
std::string criticalRecurrence(const DependenceGraph &G) {
  double Best = 0;
  std::vector<OpId> BestCycle;
  int64_t BestDelay = 0, BestDistance = 1;
  for (const Dependence &Back : G.dependences()) {
    if (Back.Distance < 1 || Back.Dst > Back.Src)
      continue;
    // Longest forward path Back.Dst ~> Back.Src.
    OpId From = Back.Dst, To = Back.Src;
    std::vector<int64_t> Len(To - From + 1, INT64_MIN);
    std::vector<OpId> Prev(To - From + 1, From);
    Len[0] = 0;
    for (OpId V = From + 1; V <= To; ++V)
      for (DepId E : G.incoming(V)) {
        const Dependence &D = G.dep(E);
        if (D.Distance == 0 && D.Src < V && D.Src >= From &&
            Len[D.Src - From] != INT64_MIN &&
            Len[D.Src - From] + D.Delay > Len[V - From]) {
          Len[V - From] = Len[D.Src - From] + D.Delay;
          Prev[V - From] = D.Src;
        }
      }
    if (Len[To - From] == INT64_MIN)
      continue;
    int64_t Delay = Len[To - From] + Back.Delay;
    double Ratio = double(Delay) / double(Back.Distance);
    if (Ratio <= Best)
      continue;
    Best = Ratio;
    BestDelay = Delay;
    BestDistance = Back.Distance;
    BestCycle.clear();
    for (OpId V = To; V != From; V = Prev[V - From])
      BestCycle.push_back(V);
    BestCycle.push_back(From);
    std::reverse(BestCycle.begin(), BestCycle.end());
  }
  if (BestCycle.empty())
    return "";
  std::string Text = "; the recurrence ";
  for (OpId V : BestCycle)
    Text += G.op(V).Name + " -> ";
  Text += "(" + std::string(BestDistance == 1 ? "next iteration"
                                              : std::to_string(BestDistance) +
                                                    " iterations later") +
          ") " + G.op(BestCycle.front()).Name + " takes " +
          std::to_string(BestDelay) + " cycles";
  return Text;
}

/// -twill-debug: the graph, its bounds and the schedule of one loop.
void dumpSchedule(const LoopSchedule &LS) {
  raw_ostream &OS = debugStream();
  const DependenceGraph &G = LS.SolvedProblem.Graph;
  OS << "twill-pipeliner: loop with " << G.numOperations() << " ops, "
     << G.numDependences() << " dependences; MII=" << LS.Bounds.MII
     << " (ResMII=" << LS.Bounds.ResMII << ", RecMII=" << LS.Bounds.RecMII
     << "); solver " << loopSolverName(LS.Solver) << " "
     << solveStatusName(LS.Status) << ": II=" << LS.Schedule.II
     << " L=" << LS.Schedule.Length << " (" << LS.Detail << ")\n";
  for (OpId Op = 0; Op < G.numOperations(); ++Op)
    OS << "  op " << Op << " " << G.op(Op).Name << " start="
       << LS.Schedule.Start[Op] << " stage=" << LS.Schedule.stage(Op) << "\n";
  for (const Dependence &D : G.dependences())
    OS << "  dep " << D.Src << " -> " << D.Dst << " delay=" << D.Delay
       << " distance=" << D.Distance << "\n";
}

void LoopPipeliner::missed(const MachineLoop &L, LeftAlone Kind,
                           const Twine &WhyText) {
  std::string Why = WhyText.str();
  if (ORE.Quiet) {
    TrialMiss = {Kind, Why};
    return;
  }
  // A folded body is no longer as written, even where it is not pipelined.
  if (auto It = Folded.find(&L); It != Folded.end())
    Why += " (before that: " + It->second + ")";
  bump(NumLoopsLeftAlone);
  countEvent("pipeliner.left-alone." + leftAloneName(Kind).str());
  if (debugEnabled())
    debugStream() << "twill-pipeliner: " << loopName(L) << " left alone ("
                  << leftAloneName(Kind) << "): " << Why << "\n";
  ORE.emit([&] {
    return MachineOptimizationRemarkMissed(RemarkPassName, "NotPipelined",
                                           L.getStartLoc(), L.getHeader())
           << "loop " << NV("Block", loopName(L))
           << " not pipelined: " << NV("Reason", Why)
           << " [" << NV("Category", leftAloneName(Kind)) << "]";
  });
}

/// The global load that \p R's value comes from in this iteration of the
/// single-block loop \p MBB, through pure instructions (selp, cvt, mov:
/// a guarded load's merge), or null.
const MachineInstr *stagedFrom(Register R, const MachineBasicBlock &MBB,
                               const MachineRegisterInfo &MRI,
                               unsigned Depth = 0) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getUniqueVRegDef(R) : nullptr;
  if (!Def || Def->getParent() != &MBB || Def->isPHI() || Depth > 8)
    return nullptr;
  if (isFreeLoad(*Def, FreeLoads::Global))
    return Def;
  if (!tileloop::isPure(*Def))
    return nullptr;
  for (const MachineOperand &MO : Def->uses())
    if (MO.isReg())
      if (const MachineInstr *Ld = stagedFrom(MO.getReg(), MBB, MRI, Depth + 1))
        return Ld;
  return nullptr;
}

/// Whether the body (\p Body, classified by \p C) is an innermost tile
/// loop's: a CTA barrier, and a shared-memory store of a value loaded from
/// global memory in the same iteration (the tile's staging); the store
/// found, or null.
const MachineInstr *stagingStore(ArrayRef<MachineInstr *> Body,
                                 const InstrClassifier &C) {
  if (none_of(Body, [&](const MachineInstr *MI) {
        return tileloop::isBarrier(*MI, C);
      }))
    return nullptr;
  for (const MachineInstr *MI : Body) {
    if (!MI->mayStore() || MI->mayLoad() || MI->memoperands_empty() ||
        !all_of(MI->memoperands(), [](const MachineMemOperand *MMO) {
          return MMO->getAddrSpace() == tileloop::SharedSpace;
        }))
      continue;
    const MachineRegisterInfo &MRI = MI->getMF()->getRegInfo();
    for (const MachineOperand &MO : MI->uses())
      if (MO.isReg() && stagedFrom(MO.getReg(), *MI->getParent(), MRI))
        return MI;
  }
  return nullptr;
}

bool LoopPipeliner::foldPays(MachineLoop &L, const TargetInstrInfo &TII,
                             StringRef Fold) {
  bool Pays = false;
  std::string TileVerdict;
  {
    DetachedLoop Copy(L, MLI, TII);
    Expected<GuardedLoop> G = analyzeFold(Copy.loop(), TII);
    if (!G) {
      // The copy is the loop's; its analysis cannot differ.
      TrialMiss = {LeftAlone::MultiBlock, toString(G.takeError())};
    } else {
      TrialFree[&Copy.loop()] = freeLoadsFor(L);
      foldLoop(*G, TII);
      if (debugEnabled())
        debugStream() << "twill-pipeliner: " << loopName(L)
                      << ": trial on a folded copy (" << Fold << ")\n";
      ORE.Quiet = true;
      Pays = tileTrialPays(Copy.loop(), L, TileVerdict) ||
             pipelineLoop(Copy.loop(), /*Trial=*/true);
      ORE.Quiet = false;
      TrialFree.erase(&Copy.loop());
    }
  }
  if (Pays)
    return true;
  countEvent("pipeliner.fold-not-kept");
  std::string Tile = TileVerdict.empty()
                         ? std::string()
                         : "; as an innermost tile loop it is " + TileVerdict;
  missed(L, TrialMiss.first,
         TrialMiss.second + " (on a copy folded as a trial: " + Fold + Tile +
             "; the fold is not kept, the loop stays as written)");
  return false;
}

Expected<GuardedLoop> LoopPipeliner::analyzeFold(const MachineLoop &L,
                                                 const TargetInstrInfo &TII) {
  if (!Classifier)
    Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
  return analyzeGuardedLoop(
      L, TII,
      [this](const MachineInstr &MI) { return guardMnemonic(MI, *Classifier); },
      [this](const MachineInstr &MI) {
        return Classifier->printedStatement(MI);
      });
}

MachineLoop *LoopPipeliner::foldLoop(const GuardedLoop &G,
                                     const TargetInstrInfo &TII) {
  return foldGuardedLoop(G, MLI, TII, [this](const MachineInstr &MI) {
    return Classifier->printedStatement(MI);
  });
}

bool LoopPipeliner::foldGuarded(MachineLoop &L,
                                SmallVectorImpl<MachineLoop *> &Loops) {
  if (!FoldGuarded || L.getNumBlocks() < 3) {
    missed(L, LeftAlone::MultiBlock, describeMultiBlock(L));
    return false;
  }
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  Expected<GuardedLoop> G = analyzeFold(L, TII);
  if (!G) {
    missed(L, LeftAlone::MultiBlock,
           "the body has " + Twine(L.getNumBlocks()) +
               " blocks and is not folded: " +
               toString(G.takeError()));
    return false;
  }
  std::string Fold = describeFold(*G);
  if (const BasicBlock *IRHeader = L.getHeader()->getBasicBlock()) {
    PtxasLoopView View = viewLoopForPtxas(L, isBarrierOp());
    View.FoldMerges = foldMerges(*G);
    PlainViews.try_emplace(IRHeader, View);
  }
  if (CostModelOn && FoldTrial && !foldPays(L, TII, Fold))
    return false;
  Folded[&L] = Fold;
  if (debugEnabled())
    debugStream() << "twill-pipeliner: " << loopName(L) << ": "
                  << Folded[&L] << "\n";
  Loops.push_back(&L);
  if (MachineLoop *Copy = foldLoop(*G, TII)) {
    Folded[Copy] = "the loop's copy for a false guard (hoisted from " +
                   loopName(L) + ")";
    Loops.push_back(Copy);
    countEvent("pipeliner.hoisted-guard");
  }
  if (G->PredicateCollectives)
    countEvent("pipeliner.predicated-collectives");
  countEvent("pipeliner.folded-guarded");
  return true;
}

bool LoopPipeliner::run() {
  if (!Opts.Pipeline)
    return false;
  MachineName = machineNameFor(MF.getSubtarget().getCPU());
  Expected<const MachineDescription &> M =
      MachineDescription::get(MachineName);
  if (!M) {
    consumeError(M.takeError());
    return false;
  }
  MD = &*M;
  if (!MLI.empty())
    emitVersionRemark(ORE.emitter(), **MLI.begin());
  bool Named = false;
  const Function &F = MF.getFunction();
  LB = readLaunchBounds(
      F, unsigned(assumedFor(F, AssumedBlockSizes, DefaultBlockSize, Named)));
  LB.AssumedByName = LB.Assumed && Named;
  bool SeveralDynamic = false;
  if (dynamicSharedArray(F, SeveralDynamic))
    if (const KernelAssumption *D =
            assumptionFor(F, AssumedDynamicShared, Named)) {
      LB.DynamicSharedBytes = D->Value;
      LB.DynamicLoopBytes = D->Extent ? D->Extent : D->Value;
    }
  KnownRegisters = 0;
  if (const KernelAssumption *R = assumptionFor(F, AssumedRegisters, Named))
    KnownRegisters = unsigned(R->Value);
  RegisterLimit =
      CostModelOn ? registerLimit(*MD, LB) : hardRegisterLimit(*MD, LB);
  // Collect first: expanding a loop adds blocks, and folding one may add a
  // loop.
  SmallVector<MachineLoop *, 8> Innermost, Outer, Loops;
  for (MachineLoop *Top : MLI)
    for (MachineLoop *L : depth_first(Top))
      (L->isInnermost() ? Innermost : Outer).push_back(L);
  bool Changed = false;
  // Tile loops first: their rewrite keeps every block, and the inner loops
  // are still as written when their regions are costed.
  if (TileLoops && !Outer.empty()) {
    if (CostModelOn)
      remarkLaunchBounds();
    Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
    for (MachineLoop *L : Outer)
      Changed |= tileLoop(*L);
  }
  if (!PipelineInnermost)
    return Changed;
  for (MachineLoop *L : Innermost)
    if (!L->getLoopPreheader())
      Changed |= splitEntryEdge(*L);
  if (FoldCounterBranches)
    for (MachineLoop *L : Innermost)
      Changed |= foldCounters(*L);
  for (MachineLoop *L : Innermost)
    if (L->getNumBlocks() == 1)
      Loops.push_back(L);
    else if (guardedRing(*L))
      Changed = true;
    else if (foldGuarded(*L, Loops))
      ChangedHeaders.insert(L->getHeader());
  if (Loops.empty()) {
    undoSplits();
    return Changed;
  }
  if (CostModelOn && !(TileLoops && !Outer.empty()))
    remarkLaunchBounds();
  // The classifier builds an instruction printer: only for functions with
  // candidate loops.
  if (!Classifier)
    Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
  for (MachineLoop *L : Loops) {
    MachineBasicBlock *Header = L->getHeader();
    if (AsyncRings && L->getNumBlocks() == 1 && headerIssuesAsyncCopies(*L) &&
        ringLoop(*L, /*Innermost=*/true)) {
      Changed = true;
      continue;
    }
    // An innermost tile loop is double buffered in registers where the
    // tile cost model says so (the modulo pipeliner leaves it alone; with
    // the cost model off, the pipeliner takes it, as before).
    if (TileLoops && InnermostTileLoops && CostModelOn &&
        L->getNumBlocks() == 1 && !headerIssuesAsyncCopies(*L) &&
        isStagedTileLoop(*L) && tileLoop(*L)) {
      Changed = true;
      continue;
    }
    if (pipelineLoop(*L)) {
      ChangedHeaders.insert(Header);
      Changed = true;
    }
  }
  undoSplits();
  return Changed;
}

bool LoopPipeliner::splitEntryEdge(MachineLoop &L) {
  MachineBasicBlock *Header = L.getHeader();
  MachineBasicBlock *Entry = nullptr;
  for (MachineBasicBlock *Pred : Header->predecessors()) {
    if (L.contains(Pred))
      continue;
    if (Entry)
      return false;
    Entry = Pred;
  }
  // (MachineBasicBlock::SplitCriticalEdge refuses every edge on targets
  // that require a structured CFG, NVPTX among them; a block on one edge
  // keeps the CFG structured.)
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 4> Cond;
  if (!Entry || Entry->succ_size() < 2 || Entry->isEHPad() ||
      Header->isEHPad() || TII.analyzeBranch(*Entry, TBB, FBB, Cond))
    return false;
  MachineBasicBlock *OldNext = Entry->getNextNode();
  MachineBasicBlock *NewBB =
      MF.CreateMachineBasicBlock(Header->getBasicBlock());
  MF.insert(std::next(Entry->getIterator()), NewBB);
  // A fall-through into the header now falls into NewBB; one into another
  // block needs a branch past NewBB (updateTerminator adds it).
  Entry->ReplaceUsesOfBlockWith(Header, NewBB);
  Entry->updateTerminator(OldNext == Header ? NewBB : OldNext);
  NewBB->addSuccessor(Header);
  if (NewBB->getNextNode() != Header)
    TII.insertBranch(*NewBB, Header, nullptr, {}, DebugLoc());
  Header->replacePhiUsesWith(Entry, NewBB);
  MachineLoop *Outer = MLI.getLoopFor(Entry);
  while (Outer && !Outer->contains(Header))
    Outer = Outer->getParentLoop();
  if (Outer)
    Outer->addBasicBlockToLoop(NewBB, MLI);
  Splits.push_back({Entry, NewBB, Header, TBB, FBB, Cond});
  bump(NumEntryEdgesSplit);
  countEvent("pipeliner.entry-split");
  return true;
}

void LoopPipeliner::undoSplits() {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  for (EntrySplit &S : Splits) {
    MachineBasicBlock *B = S.Block;
    bool OnlyBranches = llvm::all_of(
        *B, [](const MachineInstr &MI) { return MI.isUnconditionalBranch(); });
    if (ChangedHeaders.count(S.Header) || !OnlyBranches ||
        B->pred_size() != 1 || *B->pred_begin() != S.Entry ||
        B->succ_size() != 1 || *B->succ_begin() != S.Header)
      continue;
    S.Header->replacePhiUsesWith(B, S.Entry);
    S.Entry->replaceSuccessor(B, S.Header);
    B->removeSuccessor(S.Header);
    // The layout is the one before the split once B is gone, so the
    // entry's branch as analyzeBranch read it then is right again.
    TII.removeBranch(*S.Entry);
    TII.insertBranch(*S.Entry, S.TBB, S.FBB, S.Cond, DebugLoc());
    MLI.removeBlock(B);
    B->eraseFromParent();
    countEvent("pipeliner.entry-split-undone");
  }
  Splits.clear();
}

bool LoopPipeliner::isStagedTileLoop(const MachineLoop &L) {
  SmallVector<MachineInstr *, 64> Body;
  for (MachineInstr &MI : *L.getHeader())
    if (!MI.isPHI() && !MI.isTerminator() && !MI.isDebugInstr())
      Body.push_back(&MI);
  return stagingStore(Body, *Classifier) != nullptr;
}

bool LoopPipeliner::tileTrialPays(MachineLoop &L, const MachineLoop &Original,
                                  std::string &Verdict) {
  if (!TileLoops || !InnermostTileLoops || !CostModelOn || !isStagedTileLoop(L))
    return false;
  Expected<TileLoopPlan> Plan =
      analyzeTileLoop(L, *Classifier, &Original, TilePinLoads);
  if (!Plan) {
    Verdict = "not double buffered: " + toString(Plan.takeError());
    return false;
  }
  std::string Why;
  std::optional<double> Gain = tileGain(*Plan, Why);
  bool Pays = Gain && paysMargin(*Gain);
  Verdict = (Pays ? "double buffered: " : "not double buffered: ") +
            (Gain ? formatv("the cost model predicts {0:F2}x: ", *Gain).str()
                  : std::string()) +
            Why;
  return Pays;
}

bool LoopPipeliner::stagedTileLoop(const MachineLoop &L, const LoopDDG &DDG) {
  if (!StagedTileLoops)
    return false;
  const MachineInstr *Store = stagingStore(DDG.Instrs, *Classifier);
  if (!Store)
    return false;
  // ptxas schedules the loads of such a loop against the modulo schedule
  // (it sinks part of the next tile's global loads below the tensor-core
  // work, next to their shared stores): on leimao/CUDA-GEMM-Optimization's
  // v07 wmma GEMM the model predicted 1.9x and twill sass 0.91 / 0.84 /
  // 0.78 at L1 / L2 / HBM; on twill_mma_smem_naive (its loads ld.global.nc,
  // -twill-ldg-free) the model predicted 1.08x and the H200 measured 0.95x
  // (bench section 6).
  missed(L, LeftAlone::CostModel,
         "an innermost tile loop (" +
             tileloop::describeOp(*Store, Classifier.get()) +
             " stores a value loaded from global memory in the same "
             "iteration, between CTA barriers): the cost model does not "
             "predict how ptxas schedules the next tile's loads against its "
             "barriers (twill sass predicted a real wmma GEMM slower at "
             "every latency), so it leaves such a loop as written; "
             "-twill-cost-model=false pipelines it");
  return true;
}

FreeLoads LoopPipeliner::freeLoadsFor(const MachineLoop &L) {
  if (auto It = TrialFree.find(&L); It != TrialFree.end())
    return It->second;
  FreeLoads Fallback = LdgFree ? FreeLoads::NonCoherent : FreeLoads::None;
  const MachineBasicBlock *Preheader = L.getLoopPreheader();
  if (!FreeGlobalLoads || !Preheader)
    return Fallback;
  // (The guarded-body fold's predicated loads are no ordering effect; its
  // predicated global stores are, and refuse.)
  if (Error E =
          tileloop::checkMemory(L, *Preheader, /*MDT=*/nullptr, *Classifier)) {
    if (debugEnabled())
      debugStream() << "twill-pipeliner: " << loopName(L)
                    << ": global loads stay ordered: " << toString(std::move(E))
                    << "\n";
    else
      consumeError(std::move(E));
    return Fallback;
  }
  countEvent("pipeliner.free-global-loads");
  return FreeLoads::Global;
}

Expected<LoopDDG> LoopPipeliner::buildGraph(MachineBasicBlock &MBB,
                                            unsigned NumInstrs,
                                            const InstrClassifier &Classifier,
                                            FreeLoads Free) {
  BodyDAG DAG(MF, &MLI);
  DAG.startBlock(&MBB);
  DAG.enterRegion(&MBB, MBB.getFirstNonPHI(), MBB.getFirstTerminator(),
                  NumInstrs);
  DAG.buildSchedGraph(AA);
  Expected<LoopDDG> DDG =
      buildLoopDDGFromDAG(MBB, DAG.SUnits, Classifier, AA, SE, Free);
  DAG.exitRegion();
  DAG.finishBlock();
  return DDG;
}

/// A schedule with more than -twill-max-stages stages would expand into
/// too much code: the iterative modulo scheduler tries larger II, from the
/// one at which the schedule's length fits, until one fits and verifies.
void LoopPipeliner::dumpProblem(const MachineLoop &L, const Problem &P) {
  Expected<std::string> Path = dumpLoopProblem(Opts.DumpDir, L, P, ".ssa");
  if (!Path)
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(RemarkPassName, "DumpFailed",
                                               L.getStartLoc(), L.getHeader())
             << NV("Error", toString(Path.takeError()));
    });
}

/// \p X with \p Digits decimals, for remarks.
std::string decimals(double X, int Digits = 2) {
  std::string Text;
  raw_string_ostream(Text) << format("%.*f", Digits, X);
  return Text;
}

/// The cost table's name for the plain loop timed at \p Unroll.
std::string plainRowName(unsigned Unroll) {
  return Unroll > 1 ? "plain x" + std::to_string(Unroll) + " ptxas"
                    : std::string("plain");
}

/// The remarks' words for the plain loop's timing at \p Unroll copies.
std::string plainUnrollWords(unsigned Unroll) {
  return Unroll > 1
             ? " as ptxas unrolls it (" + std::to_string(Unroll) + " copies)"
             : std::string();
}

/// -twill-debug's words for \p W: "per iteration 13 instrs, 10 fp32, ...".
void printWork(raw_ostream &OS, const LoopWork &W) {
  OS << "per iteration " << W.Instructions << " instrs, " << W.FP32 << " fp32, "
     << W.MUFU << " mufu, " << W.SharedBytes << " B shared, " << W.GlobalBytes
     << " B global";
}

/// Whether \p Test compares 64-bit registers (ISETP and ISETP.EX in SASS).
bool wideCompare(const MachineInstr &Test) {
  const MachineRegisterInfo &MRI = Test.getMF()->getRegInfo();
  const TargetRegisterInfo &TRI = *MRI.getTargetRegisterInfo();
  return any_of(Test.uses(), [&](const MachineOperand &MO) {
    return MO.isReg() && MO.getReg().isVirtual() &&
           TRI.getRegSizeInBits(*MRI.getRegClass(MO.getReg())) == 64;
  });
}

/// The instructions of \p Shape's body that only step the loop: the adds of
/// a constant to a header PHI that feed it back (induction variables,
/// pointers), and the exit test's compare where the exit is counted
/// (\p Counted). ptxas's unrolled copies share them: it folds the steps
/// into address offsets and tests once per round (guarded.ll's gload: 6
/// such SASS instructions per 4 iterations). Counted in SASS instructions
/// (\p Sass), else in PTX instructions.
unsigned loopStepInstructions(const LoopShape &Shape, bool Counted,
                              const TargetInstrInfo &TII, bool Sass = true) {
  const MachineRegisterInfo &MRI = Shape.Loop->getParent()->getRegInfo();
  unsigned N = 0;
  for (const MachineInstr &Phi : Shape.Loop->phis()) {
    Register Back = tileloop::incomingFrom(Phi, Shape.Loop);
    const MachineInstr *Add = Back.isVirtual() ? MRI.getVRegDef(Back) : nullptr;
    // A 64-bit step is two SASS instructions (sassInstructions).
    if (Add && Add->getParent() == Shape.Loop)
      N += inductionStep(*Add, TII, Phi.getOperand(0).getReg(), 32)   ? 1
           : inductionStep(*Add, TII, Phi.getOperand(0).getReg(), 64) ? 1 + Sass
                                                                      : 0;
  }
  if (const MachineInstr *Test =
          Shape.Cond.isVirtual() ? MRI.getVRegDef(Shape.Cond) : nullptr;
      Counted && Test && Test->getParent() == Shape.Loop)
    N += Sass && wideCompare(*Test) ? 2 : 1;
  return N;
}

/// \p W as ptxas runs it unrolled \p Unroll times: \p Steps instructions
/// once per round (the loop's steps, loopStepInstructions: integer adds and
/// a compare, which the model counts on the FMA/ALU unit; and for ptxas's
/// own unrolling the moves of uniform addresses).
LoopWork unrolledWork(LoopWork W, unsigned Steps, unsigned Unroll) {
  if (Unroll <= 1)
    return W;
  unsigned Shared = Steps * (Unroll - 1) / Unroll;
  W.Instructions -= std::min(W.Instructions, Shared);
  W.FP32 -= std::min(W.FP32, Shared);
  return W;
}

/// The cost model's clause of the Pipelined remark.
void describeCost(MachineOptimizationRemark &R, const CostDecision &D,
                  const PipelinePlan &Plan) {
  const LoopPrediction &P = D.Plain, &Q = D.Pipelined;
  R << "; cost model: " << NV("PredictedSpeedup", decimals(P.Cycles / Q.Cycles))
    << "x (" << NV("PlainCycles", decimals(P.Cycles, 3)) << " -> "
    << NV("PipelinedCycles", decimals(Q.Cycles, 3))
    << " cycles per iteration per SM, "
    << NV("PlainBound", costBoundName(P.Bound)) << " -> "
    << NV("PipelinedBound", costBoundName(Q.Bound)) << "-bound; registers ~"
    << NV("RegsPlainEst", P.Registers) << " -> ~"
    << NV("RegsPipelinedEst", Q.Registers) << ", "
    << NV("PlainWarpsPerSM", P.Occ.WarpsPerSM) << " -> "
    << NV("PipelinedWarpsPerSM", Q.Occ.WarpsPerSM) << " warps/SM)";
  if (D.PlainUnroll > 1)
    R << "; plain timed as ptxas unrolls it ("
      << NV("PtxasUnroll", D.PlainUnroll) << " copies)";
  for (size_t I = 0; I < D.LevelGains.size(); ++I)
    R << (I ? " / " : "; ")
      << NV("GainAt" + levelName(*D.LevelGains[I].Level),
            decimals(D.LevelGains[I].Gain))
      << "x";
  for (size_t I = 0; I < D.LevelGains.size(); ++I)
    R << (I ? " / " : " at ") << levelName(*D.LevelGains[I].Level);
  if (!D.LevelGains.empty())
    R << " latency";
  if (Plan.Stages == D.ScheduledStages)
    return;
  R << "; S " << NV("ScheduledStages", D.ScheduledStages) << " -> "
    << NV("ChosenStages", Plan.Stages)
    << (Q.Occ.BlocksPerSM >= P.Occ.BlocksPerSM ? " to keep "
                                               : ", the fastest modelled, at ")
    << NV("BlocksPerSM", Q.Occ.BlocksPerSM) << " blocks/SM (S="
    << std::to_string(D.ScheduledStages) << ": ";
  if (D.ScheduledBlocks)
    R << NV("ScheduledBlocksPerSM", D.ScheduledBlocks) << ")";
  else
    R << "over the register limit)";
}

std::string LoopPipeliner::chooseExitForm(const LoopShape &Shape,
                                          PipelinePlan &Plan) {
  Plan.Exit = ExitForm::PerCopy;
  if (!CountedExit)
    return "per-copy (-twill-counted-exit=false)";
  if (Plan.Unroll == 1)
    return "per-copy (U=1: a count would test as often)";
  Expected<TripCount> TC =
      analyzeTripCount(Shape, *MF.getSubtarget().getInstrInfo());
  if (!TC)
    return "per-copy (trip count not computable: " + toString(TC.takeError()) +
           ")";
  Plan.Exit = ExitForm::Counted;
  Plan.Count = *TC;
  return "counted, 1 test per " + std::to_string(Plan.Unroll) +
         (Plan.Unroll == 1 ? " copy" : " copies");
}

void LoopPipeliner::remarkPipelined(const MachineLoop &L, StringRef Name,
                                    const LoopSchedule &LS,
                                    const PipelinePlan &Plan,
                                    StringRef ExitText) {
  ORE.emit([&] {
    MachineOptimizationRemark R(RemarkPassName, "Pipelined", L.getStartLoc(),
                                L.getHeader());
    R << "loop " << NV("Block", Name)
      << " pipelined: II=" << NV("II", LS.Schedule.II)
      << " MII=" << NV("MII", LS.MII) << " S=" << NV("Stages", Plan.Stages)
      << " U=" << NV("Unroll", Plan.Unroll)
      << " solver=" << NV("Solver", loopSolverName(LS.Solver))
      << " status=" << NV("Status", solveStatusName(LS.Status))
      << " registers " << NV("RegsBefore", Plan.RegistersBefore)
      << " -> " << NV("RegsAfter", Plan.RegistersAfter) << " (model); exit: "
      << NV("Exit", ExitText);
    if (Cost)
      describeCost(R, *Cost, Plan);
    if (auto It = Folded.find(&L); It != Folded.end())
      R << "; " << NV("Folded", It->second);
    // Above MII, the stage limit may be the proof that II is the least.
    // (A schedule the cost model re-solved at fewer stages says so above.)
    if (LS.Schedule.II > LS.MII && LS.StageBoundII == LS.Schedule.II &&
        (!Cost || Cost->ScheduledStages == Plan.Stages))
      R << "; every I below " << NV("StageBoundII", LS.StageBoundII)
        << " needs more than " << NV("MaxStages", Opts.MaxStages)
        << " stages for one iteration's longest path";
    return R;
  });
}

std::optional<LoopShape> LoopPipeliner::checkShape(MachineLoop &L) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  Expected<LoopShape> Shape = analyzeLoopShape(*L.getHeader(), TII);
  if (!Shape) {
    missed(L, LeftAlone::Shape, toString(Shape.takeError()));
    return std::nullopt;
  }
  if (Shape->Body.size() < 2) {
    missed(L, LeftAlone::TooSmall, "the body has fewer than two instructions");
    return std::nullopt;
  }
  unsigned MaxSize = std::min(Opts.MaxLoopSize, Opts.PipelineMaxSize);
  if (Shape->Body.size() > MaxSize) {
    missed(L, LeftAlone::TooLarge,
           "the body has " + Twine(Shape->Body.size()) +
               " instructions, more than " +
               (MaxSize == Opts.MaxLoopSize ? "-twill-max-loop-size="
                                            : "-twill-pipeline-max-size=") +
               Twine(MaxSize));
    return std::nullopt;
  }
  return std::move(*Shape);
}

std::optional<LoopSchedule> LoopPipeliner::solveLoop(MachineLoop &L,
                                                     const LoopDDG &DDG) {
  MachineBasicBlock &MBB = *L.getHeader();
  if (!Opts.DumpDir.empty())
    dumpProblem(L, DDG.P);
  LoopSchedule LS =
      scheduleLoop(DDG, *MD, Opts, loopTimeLimit(MF), Opts.MaxStages);
  chargeFunction(MF, LS.Seconds);
  if (LS.Solver != LoopSolver::None)
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis R(RemarkPassName, "SolverTime",
                                          L.getStartLoc(), &MBB);
      R << "loop " << NV("Block", loopName(L)) << " ("
        << NV("Ops", DDG.P.Graph.numOperations()) << " instructions): ";
      return describeSolve(R, LS);
    });
  if (!LS.Scheduled) {
    missed(L, LS.TooManyStages ? LeftAlone::Stages : LeftAlone::NoSchedule,
           LS.Reason);
    return std::nullopt;
  }
  if (debugEnabled())
    dumpSchedule(LS);
  return LS;
}

std::optional<PipelinePlan> LoopPipeliner::planLoop(MachineLoop &L,
                                                    const LoopShape &Shape,
                                                    const LoopSchedule &LS) {
  Expected<PipelinePlan> Plan = makePipelinePlan(
      Shape, LS.SolvedProblem.Graph, LS.Schedule, Opts.MaxUnroll);
  if (!Plan) {
    missed(L, LeftAlone::Plan, toString(Plan.takeError()));
    return std::nullopt;
  }
  if (Plan->Stages < 2) {
    missed(L, LeftAlone::OneStage,
           "the schedule has one stage (II=" + Twine(Plan->II) +
               "): no iterations overlap" +
               criticalRecurrence(LS.SolvedProblem.Graph));
    return std::nullopt;
  }
  // With the cost model, decide() checks its register estimate instead.
  if (!CostModelOn && Plan->RegistersAfter > int64_t(RegisterLimit)) {
    missed(L, LeftAlone::Registers, "the model estimates " + Twine(Plan->RegistersAfter) +
                  " registers in the kernel, over the budget of " +
                  Twine(RegisterLimit));
    return std::nullopt;
  }
  if (Plan->ExpandedInstrs > int64_t(Opts.MaxExpandedInstrs)) {
    missed(L, LeftAlone::CodeSize, "the expansion would add " + Twine(Plan->ExpandedInstrs) +
                  " instructions (-twill-max-expanded-instrs=" +
                  Twine(Opts.MaxExpandedInstrs) + ")");
    return std::nullopt;
  }
  if (debugEnabled())
    debugStream() << "  plan: S=" << Plan->Stages << " U=" << Plan->Unroll
                  << " registers " << Plan->RegistersBefore << " -> "
                  << Plan->RegistersAfter << " (model), "
                  << Plan->ExpandedInstrs << " instructions added\n";
  return std::move(*Plan);
}


/// The plan's kernel as (op, stage) in step order, for singleWarpCycles.
std::vector<std::pair<OpId, unsigned>> kernelOrder(const PipelinePlan &Plan) {
  std::vector<std::pair<OpId, unsigned>> Order;
  for (OpId Op : Plan.StepOrder)
    Order.push_back({Op, Plan.Stage[Op]});
  return Order;
}

void LoopPipeliner::remarkLaunchBounds() {
  if (LaunchBoundsRemarked)
    return;
  LaunchBoundsRemarked = true;
  const Function &F = MF.getFunction();
  ORE.emit([&] {
    MachineOptimizationRemarkAnalysis R(RemarkPassName, "LaunchBounds",
                                        F.getSubprogram(), &MF.front());
    R << "kernel " << NV("Function", F.getName()) << ": "
      << NV("ThreadsPerBlock", LB.Threads) << " threads per block";
    if (LB.AssumedByName)
      R << " assumed (no maxntid or reqntid; -twill-assume-block-size names "
           "this kernel)";
    else if (LB.Assumed)
      R << " assumed (no maxntid or reqntid; -twill-assume-block-size)";
    else
      R << (LB.ReqThreads ? " (reqntid)" : " (maxntid)");
    R << ", " << NV("SharedBytes", LB.SharedBytes)
      << " bytes of static shared memory";
    if (LB.DynamicSharedBytes)
      R << " and " << NV("DynamicSharedBytes", LB.DynamicSharedBytes)
        << " of dynamic shared memory (-twill-assume-dynamic-shared)";
    if (LB.MinBlocks)
      R << ", minctasm " << NV("MinBlocks", LB.MinBlocks);
    if (LB.MaxRegisters)
      R << ", maxnreg " << NV("MaxRegisters", LB.MaxRegisters);
    if (KnownRegisters)
      R << ", " << NV("PlainRegisters", KnownRegisters)
        << " registers plain (-twill-assume-registers)";
    return R << "; register limit " << NV("RegisterLimit", RegisterLimit);
  });
}

void LoopPipeliner::dumpCost(
    const MachineLoop &L, const LoopWork &W,
    ArrayRef<std::pair<std::string, LoopPrediction>> Rows) const {
  raw_ostream &OS = debugStream();
  OS << "twill-pipeliner: cost model for " << loopName(L) << ": " << LB.Threads
     << " threads/block" << (LB.Assumed ? " (assumed)" : "") << ", "
     << LB.SharedBytes << " B shared, register limit " << RegisterLimit << "; ";
  printWork(OS, W);
  if (unsigned Merges = foldedMerges(*L.getHeader()))
    OS << "; the fold's " << Merges << " selp merges not in the plain loop";
  if (W.ZeroMoves)
    OS << "; its " << W.ZeroMoves << " zeroing moves in the pipelined kernel ("
       << zeroedWork(W, /*Unroll=*/1).Instructions - W.Instructions
       << " issued)";
  if (W.CopyMoves)
    OS << "; its " << W.CopyMoves
       << " accumulator moves in a pipelined kernel of U > 1";
  OS << "\n";
  OS << "  form            regs blocks warps  warp-cyc  thru-cyc   lat-cyc"
        "   cyc/it bound\n";
  for (const auto &[Name, P] : Rows)
    OS << "  " << left_justify(Name, 14) << " " << format_decimal(P.Registers, 5)
       << " " << format_decimal(P.Occ.BlocksPerSM, 6) << " "
       << format_decimal(P.Occ.WarpsPerSM, 5) << " "
       << format("%9.2f %9.3f %9.3f %8.3f", P.WarpCycles, P.ThroughputCycles,
                 P.LatencyCycles, P.Cycles)
       << " " << costBoundName(P.Bound) << "\n";
}

std::vector<std::pair<OpId, unsigned>>
LoopPipeliner::plainOrder(const LoopDDG &DDG) {
  std::vector<std::pair<OpId, unsigned>> Order;
  for (OpId Op = 0; Op < DDG.P.Graph.numOperations(); ++Op)
    Order.push_back({Op, 0});
  return Order;
}

double LoopPipeliner::warpCycles(const LoopDDG &DDG,
                                 const DependenceGraph &Timing,
                                 ArrayRef<std::pair<OpId, unsigned>> Order,
                                 unsigned Period) const {
  if (!CostListOrder)
    return singleWarpCycles(Timing, Order);
  auto Sync = [&](OpId Op) {
    if (Period)
      Op %= Period;
    return Op < DDG.Classes.size() && DDG.Classes[Op].Class &&
           DDG.Classes[Op].Class->Unit == "sync";
  };
  auto Kept = [&](const Dependence &D) {
    return D.Delay > 0 || Sync(D.Src) || Sync(D.Dst);
  };
  // ptxas's scheduler is modelled as doing at least as well as either
  // order: the list order alone ignores when the values from the previous
  // step arrive, and can put a late operand's consumer first.
  return std::min(singleWarpCycles(Timing, Order),
                  singleWarpCycles(Timing, listOrder(Timing, Order, Kept)));
}

unsigned LoopPipeliner::ptxasUnroll(const MachineLoop &L,
                                    const LoopShape &Shape) {
  if (PtxasUnroll <= 1)
    return 1;
  // A folded loop is costed as the loop ptxas would see without the fold:
  // its view was taken before (foldGuarded).
  const PtxasLoopView *Before = viewBeforeFold(*L.getHeader());
  PtxasLoopView V = Before ? *Before : viewLoopForPtxas(L, isBarrierOp());
  V.CountedBackBranch = Shape.ContinueIfTrue;
  if (V.CountedBackBranch) {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    Expected<TripCount> Count = analyzeTripCount(Shape, TII);
    V.CountedBackBranch = bool(Count);
    if (!Count)
      consumeError(Count.takeError());
  }
  TimedViews[L.getHeader()] = V;
  unsigned Factor =
      ptxasUnrollFactor(V, std::min<unsigned>(PtxasUnroll, MaxTimedCopies));
  if (debugEnabled())
    debugStream() << "twill-pipeliner: " << loopName(L) << ": ptxas unroll "
                  << Factor << " (nounroll pragma "
                  << (V.NoUnrollPragma ? "yes" : "no")
                  << ", counted back branch "
                  << (V.CountedBackBranch ? "yes" : "no") << ", " << V.Blocks
                  << " blocks" << (V.Barrier ? ", barrier" : "")
                  << (V.GuardedStore ? (V.LiveOut ? ", guarded store, live-out"
                                                  : ", guarded store")
                                     : "")
                  << ", size " << V.Size << ")\n";
  return Factor;
}

std::function<bool(const MachineInstr &)> LoopPipeliner::isBarrierOp() {
  if (!Classifier)
    Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
  return [this](const MachineInstr &MI) {
    return tileloop::isBarrier(MI, *Classifier);
  };
}

double LoopPipeliner::plainWarpCycles(const LoopDDG &DDG,
                                      const DependenceGraph &Timing,
                                      ArrayRef<MachineInstr *> Body,
                                      unsigned Unroll) const {
  return copiesWarpCycles(DDG, Timing, Body, plainOrder(DDG), Unroll);
}

double LoopPipeliner::kernelWarpCycles(const LoopDDG &DDG,
                                       const DependenceGraph &Timing,
                                       const PipelinePlan &Plan) const {
  return copiesWarpCycles(DDG, Timing, DDG.Instrs, kernelOrder(Plan),
                          CostKernelCopies ? Plan.Unroll : 1);
}

double LoopPipeliner::copiesWarpCycles(const LoopDDG &DDG,
                                       const DependenceGraph &Timing,
                                       ArrayRef<MachineInstr *> Body,
                                       ArrayRef<std::pair<OpId, unsigned>> Step,
                                       unsigned Copies) const {
  Copies = std::min(Copies, MaxTimedCopies);
  if (Copies <= 1)
    return warpCycles(DDG, Timing, Step);
  DependenceGraph Unrolled = unrollDependenceGraph(Timing, Copies);
  std::vector<std::pair<OpId, unsigned>> Order =
      unrollStepOrder(Step, Timing.numOperations(), Copies);
  addPtxasMemoryOrder(Unrolled, Body, Order);
  return warpCycles(DDG, Unrolled, Order, Timing.numOperations()) /
         double(Copies);
}

LoopWork LoopPipeliner::plainWork(const LoopWork &W, const LoopShape &Shape,
                                  unsigned Unroll) const {
  // A folded body's merges are the fold's own (PtxasLoopView::FoldMerges):
  // the plain loop issues none. The classifier puts selp on the ALU.
  LoopWork Plain = W;
  unsigned Merges = foldedMerges(*Shape.Loop);
  Plain.Instructions -= std::min(Plain.Instructions, Merges);
  Plain.FP32 -= std::min(Plain.FP32, Merges);
  if (Unroll <= 1)
    return Plain;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  return unrolledWork(Plain,
                      loopStepInstructions(Shape, /*Counted=*/true, TII) +
                          Plain.UniformAddressMoves,
                      Unroll);
}

const PtxasLoopView *
LoopPipeliner::viewBeforeFold(const MachineBasicBlock &Header) const {
  const BasicBlock *IRHeader = Header.getBasicBlock();
  auto It = IRHeader ? PlainViews.find(IRHeader) : PlainViews.end();
  return It != PlainViews.end() ? &It->second : nullptr;
}

LoopPrediction
LoopPipeliner::predictPlain(const MachineLoop &L, const LoopShape &Shape,
                            const LoopDDG &DDG, const DependenceGraph &Timing,
                            const LoopWork &W, const RegisterInputs &In,
                            unsigned &Unroll) {
  Unroll = ptxasUnroll(L, Shape);
  return predictPlainAt(Shape, DDG, Timing, W, In, Unroll);
}

LoopPrediction
LoopPipeliner::predictPlainAt(const LoopShape &Shape, const LoopDDG &DDG,
                              const DependenceGraph &Timing, const LoopWork &W,
                              const RegisterInputs &In, unsigned Unroll) const {
  return predictLoop(*MD, plainWork(W, Shape, Unroll), LB,
                     plainWarpCycles(DDG, Timing, Shape.Body, Unroll),
                     clampRegisters(formRegisters(In, /*Pipelined=*/false)));
}

DependenceGraph LoopPipeliner::costTiming(const LoopDDG &DDG,
                                          const LoopShape &Shape) {
  return CostGlobalLatency
             ? withLoadLatency(DDG.P.Graph, Shape.Body, CostGlobalLatency)
             : DDG.P.Graph;
}

std::vector<LevelGain>
LoopPipeliner::gainsAtLevels(const LoopShape &Shape, const LoopDDG &DDG,
                             const LoopWork &W, const RegisterInputs &In,
                             const PipelinePlan &Plan,
                             unsigned PlainUnroll) const {
  std::vector<LevelGain> Gains;
  for (const SassMemoryLatency *Level : checkedLevels(*MD)) {
    DependenceGraph At = atGlobalLoadLatency(DDG.P.Graph, Shape.Body,
                                             DDG.Classes, Level->Cycles);
    LoopPrediction Plain = predictPlainAt(Shape, DDG, At, W, In, PlainUnroll);
    std::optional<LoopPrediction> Piped =
        predictPlan(Shape, DDG, At, W, Plan, In);
    if (Piped && Piped->Cycles > 0)
      Gains.push_back({Level, Plain.Cycles / Piped->Cycles});
  }
  return Gains;
}

std::optional<LoopPrediction>
LoopPipeliner::predictPlan(const LoopShape &Shape, const LoopDDG &DDG,
                           const DependenceGraph &Timing, const LoopWork &W,
                           const PipelinePlan &Plan, RegisterInputs In) const {
  In.Before = Plan.RegistersBefore;
  In.After = Plan.RegistersAfter;
  // Unclamped: a form estimated at 255 or more cannot be told from one
  // that spills when the limit is 255.
  long Unclamped = formRegisters(In, /*Pipelined=*/true);
  if (Unclamped > long(RegisterLimit))
    return std::nullopt;
  unsigned Regs = clampRegisters(Unclamped);
  return predictLoop(*MD, kernelWork(W, Shape, Plan), LB,
                     kernelWarpCycles(DDG, Timing, Plan), Regs);
}

unsigned LoopPipeliner::kernelPtxasUnroll(const LoopShape &Shape,
                                          const PipelinePlan &Plan) const {
  // The kernel is one block of U copies, its exit counted where the plain
  // loop's is and U > 1 (chooseExitForm).
  auto It = TimedViews.find(Shape.Loop);
  if (PtxasUnroll <= 1 || It == TimedViews.end())
    return 1;
  // The copies share the steps and the exit test.
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned Steps =
      std::min(It->second.Size, loopStepInstructions(Shape, /*Counted=*/true,
                                                     TII, /*Sass=*/false));
  PtxasLoopView K = It->second;
  K.CountedBackBranch = K.CountedBackBranch && CountedExit && Plan.Unroll > 1;
  K.Blocks = 1;
  K.Size = Plan.Unroll * (K.Size - Steps) + Steps;
  return ptxasUnrollFactor(K, std::min<unsigned>(PtxasUnroll, MaxTimedCopies));
}

LoopWork LoopPipeliner::kernelWork(const LoopWork &W, const LoopShape &Shape,
                                   const PipelinePlan &Plan) const {
  // The exit test stays counted per copy: the kernel's exit form is chosen
  // after the decision (chooseExitForm). Where ptxas unrolls the kernel
  // itself its copies share the uniform addresses' moves too.
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned Ptxas = kernelPtxasUnroll(Shape, Plan);
  LoopWork K = unrolledWork(zeroedWork(W, Plan.Unroll),
                            loopStepInstructions(Shape, /*Counted=*/false, TII),
                            Plan.Unroll * Ptxas);
  return unrolledWork(K, W.UniformAddressMoves, Ptxas);
}

std::optional<std::pair<LoopSchedule, PipelinePlan>>
LoopPipeliner::resolve(const LoopShape &Shape, const LoopDDG &DDG,
                       unsigned MaxStages, int64_t RefutedBelow) {
  // Without warps: most of these trials are discarded, and the warp query
  // can be most of a solve (decide() assigns the kept one's).
  LoopSchedule LS = scheduleLoop(DDG, *MD, Opts, loopTimeLimit(MF), MaxStages,
                                 RefutedBelow, /*DeferWarps=*/true);
  chargeFunction(MF, LS.Seconds);
  if (!LS.Scheduled)
    return std::nullopt;
  Expected<PipelinePlan> Plan = makePipelinePlan(
      Shape, LS.SolvedProblem.Graph, LS.Schedule, Opts.MaxUnroll);
  if (!Plan) {
    consumeError(Plan.takeError());
    return std::nullopt;
  }
  if (Plan->Stages < 2 ||
      Plan->ExpandedInstrs > int64_t(Opts.MaxExpandedInstrs))
    return std::nullopt;
  return std::make_pair(std::move(LS), std::move(*Plan));
}

bool LoopPipeliner::assignKeptWarps(MachineLoop &L, const LoopDDG &DDG,
                                    unsigned Stages, LoopSchedule &LS) {
  double Before = LS.Seconds;
  bool Assigned = finishWarps(DDG, *MD, Opts, loopTimeLimit(MF), Stages, LS);
  chargeFunction(MF, LS.Seconds - Before);
  if (!Assigned)
    missed(L, LeftAlone::NoSchedule, LS.Reason);
  return Assigned;
}

bool LoopPipeliner::paysOff(MachineLoop &L, const LoopShape &Shape,
                            const LoopDDG &DDG, const LoopWork &W,
                            const RegisterInputs &In, const PipelinePlan &Plan,
                            CostDecision &D) {
  double Gain = D.Plain.Cycles / D.Pipelined.Cycles;
  if (!paysMargin(Gain)) {
    bump(NumCostModelLeftAlone);
    countEvent("pipeliner.cost-model.left-alone");
    missed(L, LeftAlone::CostModel,
           "the cost model predicts " + decimals(Gain) + "x (plain " +
               decimals(D.Plain.Cycles, 3) + " cycles per iteration per SM" +
               plainUnrollWords(D.PlainUnroll) + ", " +
               costBoundName(D.Plain.Bound) + "-bound, " +
               Twine(D.Plain.Occ.WarpsPerSM) + " warps/SM; pipelined S=" +
               Twine(Plan.Stages) + " " + decimals(D.Pipelined.Cycles, 3) +
               ", " + costBoundName(D.Pipelined.Bound) + "-bound, " +
               Twine(D.Pipelined.Occ.WarpsPerSM) + " warps/SM), under the " +
               Twine(CostMarginPercent) + "% margin");
    return false;
  }
  // Not where it would be slower at some memory level's latency: where
  // the loads hit L1 nothing is left to hide and the kernel only issues
  // more (issue 24: no rewrite predicted slower at any latency; the tile
  // rewrites check the same).
  D.LevelGains = gainsAtLevels(Shape, DDG, W, In, Plan, D.PlainUnroll);
  if (std::optional<LevelGain> Loss = worstLoss(D.LevelGains)) {
    bump(NumCostModelLeftAlone);
    countEvent("pipeliner.cost-model.slower-at-a-latency");
    missed(L, LeftAlone::CostModel,
           "the cost model predicts " + decimals(Gain) +
               "x (S=" + Twine(Plan.Stages) + "), but " + decimals(Loss->Gain) +
               "x where every global load takes the " +
               levelName(*Loss->Level) + " latency (" +
               Twine(Loss->Level->Cycles) + " cycles)");
    return false;
  }
  return true;
}

bool LoopPipeliner::decide(MachineLoop &L, const LoopShape &Shape,
                           const LoopDDG &DDG, LoopSchedule &LS,
                           PipelinePlan &Plan) {
  LoopWork W = measureLoopWork(Shape.Body, DDG.Classes);
  RegisterInputs In = loopRegisterInputs(L);
  In.Before = In.After = Plan.RegistersBefore;
  DependenceGraph Timing = costTiming(DDG, Shape);
  CostDecision D;
  D.ScheduledStages = Plan.Stages;
  D.Plain = predictPlain(L, Shape, DDG, Timing, W, In, D.PlainUnroll);
  std::vector<std::pair<std::string, LoopPrediction>> Rows = {
      {plainRowName(D.PlainUnroll), D.Plain}};
  std::optional<LoopPrediction> Best =
      predictPlan(Shape, DDG, Timing, W, Plan, In);
  RegisterInputs First = In;
  First.After = Plan.RegistersAfter;
  long FirstRegs = formRegisters(First, /*Pipelined=*/true);
  if (Best) {
    Rows.push_back({"S=" + std::to_string(Plan.Stages), *Best});
    D.ScheduledBlocks = Best->Occ.BlocksPerSM;
  }
  // Fewer stages (a larger II) where the schedule as solved does not fit
  // or loses resident warps: down to the first that keeps the plain
  // loop's occupancy. The I the first solve refuted stay refuted under a
  // tighter stage limit, so those solves do not decide them again.
  const int64_t RefutedBelow = LS.RefutedBelow;
  bool WarpsDeferred = false;
  for (unsigned S = Plan.Stages - 1;
       S >= 2 && (!Best || Best->Occ.WarpsPerSM < D.Plain.Occ.WarpsPerSM);
       --S) {
    auto Alt = resolve(Shape, DDG, S, RefutedBelow);
    if (!Alt)
      continue;
    std::optional<LoopPrediction> P =
        predictPlan(Shape, DDG, Timing, W, Alt->second, In);
    if (!P)
      continue;
    Rows.push_back({"S=" + std::to_string(Alt->second.Stages) +
                        " II=" + std::to_string(Alt->second.II),
                    *P});
    // Equal time: the form with more resident warps (and fewer stages).
    if (!Best || P->Cycles < Best->Cycles ||
        (P->Cycles == Best->Cycles && P->Occ.WarpsPerSM > Best->Occ.WarpsPerSM)) {
      Best = P;
      LS = std::move(Alt->first);
      Plan = std::move(Alt->second);
      WarpsDeferred = true;
    }
  }
  if (debugEnabled())
    dumpCost(L, W, Rows);
  if (!Best) {
    bump(NumCostModelLeftAlone);
    countEvent("pipeliner.cost-model.registers");
    missed(L, LeftAlone::Registers,
           "the cost model estimates " + Twine(FirstRegs) +
               " registers per thread pipelined (S=" +
               Twine(D.ScheduledStages) + "), over the limit of " +
               Twine(RegisterLimit) + ", and no schedule of fewer stages fits");
    return false;
  }
  D.Pipelined = *Best;
  if (debugEnabled())
    debugStream() << "  cost model: live-in " << In.LiveIn << ", carried "
                  << In.Carried << ", body "
                  << Plan.RegistersBefore << ", kernel " << Plan.RegistersAfter
                  << " registers; best S=" << Plan.Stages << " II=" << Plan.II
                  << " U=" << Plan.Unroll << " ~" << Best->Registers << "\n";
  if (!paysOff(L, Shape, DDG, W, In, Plan, D))
    return false;
  if (WarpsDeferred && !assignKeptWarps(L, DDG, Plan.Stages, LS))
    return false;
  if (Plan.Stages == D.ScheduledStages) {
    bump(NumCostModelKept);
    countEvent("pipeliner.cost-model.kept");
  } else {
    bump(NumCostModelFewerStages);
    countEvent("pipeliner.cost-model.fewer-stages");
  }
  Cost = D;
  return true;
}

std::optional<std::string>
LoopPipeliner::tileOccupancyDoubt(unsigned PlainRegs, unsigned BufferedRegs,
                                  uint64_t ExtraShared, bool AtEstimates) {
  // The model does not see what a lost CTA costs (on an H200,
  // sgemm_2d_blocktiling buffered went from 2 CTAs to 1, 118 -> 134
  // registers, and ran 0.925x), and the estimate is coarse: ptxas gave up
  // to 25% more than it on the bench's tile kernels (sgemm_autotuned 82 ->
  // 109, sgemm_2d_blocktiling 94 -> 118). So where such an error would leave
  // the buffered form fewer CTAs than plain, the gain is in doubt.
  // \p AtEstimates (a ring): at the estimates too, as an error that lifts
  // both over a step hides the loss the estimates themselves show (a ring
  // estimated 60 -> 81 registers at 512 threads, 2 CTAs -> 1, is 1 and 1
  // at 75 -> 102; ptxas gave it 64 registers and a spill), and at both
  // lowered by as much (the estimate is also high: sweep15's r60 and r62,
  // estimated ~159 and ~153 plain at 256 threads, one CTA in both forms,
  // got 128 and 125 from ptxas, two CTAs plain and one with the ring).
  // Not for register double buffering, whose rule the H200 checked:
  // sgemm_vectorize, estimated 3 CTAs -> 2, kept ptxas's 2 and ran 1.098x.
  if (!TileRegisterError)
    return std::nullopt;
  // Registers scaled by Percent (100: the estimate). Of a plain count
  // -twill-assume-registers gives, only what the estimate adds to it.
  auto Blocks = [&](unsigned Regs, uint64_t Shared, double Percent) {
    unsigned Known = std::min(KnownRegisters, Regs);
    unsigned R = Known + unsigned(std::ceil((Regs - Known) * Percent / 100));
    return computeOccupancy(*MD, {std::clamp(R, 1u, 255u), LB.Threads, Shared})
        .BlocksPerSM;
  };
  double Raised = 100.0 + TileRegisterError, Lowered = 100.0 * 100.0 / Raised;
  SmallVector<double, 3> Scales = {Raised};
  if (AtEstimates)
    Scales = {100.0, Raised, Lowered};
  for (double Percent : Scales) {
    unsigned PlainBlocks = Blocks(PlainRegs, LB.sharedBytesPerBlock(), Percent),
             BufferedBlocks = Blocks(
                 BufferedRegs, LB.sharedBytesPerBlock() + ExtraShared, Percent);
    if (BufferedBlocks >= PlainBlocks)
      continue;
    std::string Where =
        Percent == 100.0 ? std::string("at the estimated registers")
        : Percent > 100.0
            ? "with " + std::to_string(TileRegisterError.getValue()) +
                  "% more registers than estimated"
            : "with " + std::to_string(int(std::lround(100.0 - Percent))) +
                  "% fewer registers than estimated";
    if (KnownRegisters && Percent != 100.0)
      Where +=
          " (over the " + std::to_string(KnownRegisters) + " given for plain)";
    return Where + " the buffered form keeps " +
           std::to_string(BufferedBlocks) + " CTAs/SM and plain " +
           std::to_string(PlainBlocks);
  }
  return std::nullopt;
}

RegisterInputs LoopPipeliner::loopRegisterInputs(const MachineLoop &L) {
  // Built per loop: an expansion before this one has added blocks.
  MachineDominatorTree MDT(MF);
  RegisterInputs In;
  In.LiveIn = liveInRegisters(L, MDT);
  In.Carried = carriedRegisters(L);
  return In;
}

unsigned LoopPipeliner::plainRegisters(const MachineLoop &L) {
  if (KnownRegisters)
    return KnownRegisters;
  return estimateRegisters(loopRegisterInputs(L), /*Pipelined=*/false);
}

int64_t LoopPipeliner::tileLatency(int64_t ClassLatency) const {
  // The option's figure, else the machine description's for a global load
  // (its class for ld.global.nc, cp.async and TMA; the generic ld opcodes
  // the loads may be classified by do not say their space).
  if (CostGlobalLatency)
    return int64_t(CostGlobalLatency);
  int64_t Latency = ClassLatency;
  for (const InstructionClass &IC : MD->Classes)
    if (IC.Name == "global_ldst")
      Latency = std::max(Latency, IC.Latency);
  return Latency;
}

std::optional<double> LoopPipeliner::tileGain(const TileLoopPlan &P,
                                              std::string &Why) {
  // An innermost tile loop (its compute unrolled into the one block) is
  // costed as two regions: up to the loads' insertion point, then the
  // compute the next tile's loads overlap.
  Expected<std::vector<Region>> Regions =
      P.L->getNumBlocks() == 1
          ? Expected<std::vector<Region>>(
                splitBlockRegions(*P.Header, *P.InsertAfter, *Classifier))
          : collectRegions(*P.L, *Classifier, &tripCounts());
  if (!Regions) {
    Why = "the cost model costs a tile loop as a chain of regions, and " +
          toString(Regions.takeError());
    return std::nullopt;
  }
  TileCosting C;
  double Plain = 0;
  tileWork(*Regions, C.W, Plain, C.Compute);
  C.Latency = tileLatency(P.LoadLatency);
  // The critical path without the loads' own latency: what a tile costs
  // one warp once its data is there.
  C.Rest = std::max(0.0, Plain - double(P.LoadLatency));
  C.PlainRegs = plainRegisters(*P.L);
  C.BufferedRegs = C.PlainRegs + P.HeldRegisters;
  C.Innermost = P.L->getNumBlocks() == 1;
  // What the buffered header issues more: a selp per address PHI and the
  // exit test evaluated early (the next addresses' adds are the latch's,
  // which ptxas shares). Counted where the compute is one unrolled tile
  // and so few instructions that three more show (guarded-chain.ll's
  // tile_chain: ptxas 25 -> 28 in the loop).
  if (C.Innermost)
    C.ExtraInstructions = unsigned(P.AddressPhis.size()) + 1;
  std::optional<double> Gain = compareTileForms(C, Why);
  // Not where it would be slower at another memory level's latency, as
  // for rings.
  if (std::optional<LevelGain> Loss =
          Gain ? tileLossAtLevels(C) : std::nullopt) {
    Why = "the cost model predicts " + decimals(*Gain) + "x, but " +
          decimals(Loss->Gain) + "x where the loads take the " +
          levelName(*Loss->Level) + " latency (" +
          std::to_string(Loss->Level->Cycles) + " cycles); " + Why;
    return std::nullopt;
  }
  if (std::optional<std::string> Doubt =
          Gain ? innermostPhaseDoubt(C) : std::nullopt) {
    Why = "the cost model predicts " + decimals(*Gain) +
          "x with the resident CTAs' barriers in step, but " + *Doubt +
          " where they interleave (an innermost tile loop's compute is one "
          "unrolled tile, which other CTAs' warps may already cover); " +
          Why;
    return std::nullopt;
  }
  return Gain;
}

std::optional<std::string> LoopPipeliner::innermostPhaseDoubt(TileCosting C) {
  if (!C.Innermost || C.Phase != CtaPhase::Step)
    return std::nullopt;
  C.Phase = CtaPhase::Interleaved;
  std::string Ignored;
  std::optional<double> Gain = compareTileForms(C, Ignored);
  if (Gain && !paysMargin(*Gain))
    return decimals(*Gain) + "x";
  if (std::optional<LevelGain> Loss = Gain ? tileLossAtLevels(C) : std::nullopt)
    return decimals(Loss->Gain) + "x at the " + levelName(*Loss->Level) +
           " latency (" + std::to_string(Loss->Level->Cycles) + " cycles)";
  return std::nullopt;
}

std::optional<LevelGain> LoopPipeliner::tileLossAtLevels(TileCosting C) {
  int64_t Own = C.Latency;
  std::vector<LevelGain> Gains;
  for (const SassMemoryLatency *Level : checkedLevels(*MD)) {
    if (Level->Cycles == Own)
      continue;
    std::string Ignored;
    C.Latency = Level->Cycles;
    if (std::optional<double> Gain = compareTileForms(C, Ignored))
      Gains.push_back({Level, *Gain});
  }
  return worstLoss(Gains);
}

bool LoopPipeliner::paysMargin(double Gain) {
  return Gain * 100.0 >= 100.0 + CostMarginPercent;
}

bool LoopPipeliner::slowerThanPlain(double Gain) {
  return Gain * 100.0 < 100.0 + std::min(0, CostMarginPercent.getValue());
}

std::optional<LevelGain> LoopPipeliner::worstLoss(ArrayRef<LevelGain> Gains) {
  const LevelGain *Worst = nullptr;
  for (const LevelGain &G : Gains)
    if (!Worst || G.Gain < Worst->Gain)
      Worst = &G;
  if (!Worst || !slowerThanPlain(Worst->Gain))
    return std::nullopt;
  return *Worst;
}

std::optional<double> LoopPipeliner::compareTileForms(const TileCosting &C,
                                                      std::string &Why) {
  double Hidden = std::min(double(C.Latency), C.Compute);
  // The barrier keeps a CTA's warps in step: while its loads are in
  // flight none of them issues. A CTA's tile is a stall of S cycles, then
  // its work, which takes D = max(one warp's latency without the stall, the
  // CTA's warps' work at the SM's throughput). Plain S is the load latency,
  // buffered S what the compute after the header does not cover.
  //
  // The B resident CTAs start together and run the same code, so their
  // barriers stay in phase: their stalls coincide, and a round of B tiles
  // costs S + max(B x CTA work, D), i.e. (S + max(B x work, D)) / B SM
  // cycles per CTA tile (-twill-tile-cta-phase=step). Measured on an H200
  // (bench/RESULTS.md, GPU section), the SGEMM_CUDA tile loops that the
  // interleaved model (-twill-tile-cta-phase=interleaved: the other CTAs
  // hide the stall, max(CTA work, (S + D) / B)) called throughput-bound
  // gained 3-10% from double buffering at their occupancy.
  unsigned Warps = std::max(1u, LB.Threads / MD->ThreadsPerWarp);
  struct Form {
    unsigned Registers, Blocks, WarpsPerSM;
    double Stall, Cycles;
    bool LatencyBound;
  };
  auto Predict = [&](unsigned Regs, double Stall, uint64_t Extra,
                     unsigned MoreInstrs) {
    LaunchBounds Bounds = LB;
    Bounds.SharedBytes += Extra;
    LoopWork W = C.W;
    W.Instructions += MoreInstrs;
    LoopPrediction Pr = predictLoop(*MD, W, Bounds, C.Rest + Stall, Regs);
    double Work = Pr.ThroughputCycles * Warps;
    double D = std::max(C.Rest, Work);
    double Blocks = std::max(1u, Pr.Occ.BlocksPerSM);
    double Cycles = C.Phase == CtaPhase::Step
                        ? (Stall + std::max(Blocks * Work, D)) / Blocks
                        : std::max(Work, (Stall + D) / Blocks);
    return Form{Regs, Pr.Occ.BlocksPerSM, Pr.Occ.WarpsPerSM, Stall, Cycles,
                Cycles > Work};
  };
  // With k = InFlight tiles' copies in flight, a copy issued k tiles
  // before its wait lands if k x (W + s) >= L, where W is what a tile
  // computes meanwhile and s its stall; Compute is k x W. So each tile
  // stalls s = (L - k x W) / k, where a ring costed as one stall of
  // L - k x W would charge k times that (one warp's SASS simulation of the
  // 3-slot cuda-samples ring takes 249 cycles an iteration at L1, L2 and
  // HBM latency alike: the stall is gone).
  Form A = Predict(C.PlainRegs, double(C.Latency), 0, 0);
  Form B = Predict(C.BufferedRegs,
                   (double(C.Latency) - Hidden) / std::max(1u, C.InFlight),
                   C.ExtraShared, C.ExtraInstructions);
  auto Text = [](const Form &F) {
    return decimals(F.Cycles, 1) + " (" +
           (F.LatencyBound ? "latency" : "throughput") + "-bound, stall " +
           decimals(F.Stall, 0) + ", " + std::to_string(F.Blocks) +
           " CTAs and " + std::to_string(F.WarpsPerSM) + " warps/SM, ~" +
           std::to_string(F.Registers) + " registers)";
  };
  Why = "SM cycles per CTA tile: plain " + Text(A) + ", buffered " + Text(B) +
        "; " + std::to_string(C.Latency) + " cycles of global latency, " +
        decimals(Hidden, 0) + " hidden behind " + decimals(C.Compute, 0) +
        " cycles of compute";
  if (C.InFlight > 1)
    Why += " (" + std::to_string(C.InFlight) +
           " tiles in flight, which share the rest)";
  if (C.ExtraShared)
    Why += "; " + std::to_string(LB.SharedBytes) + " -> " +
           std::to_string(LB.SharedBytes + C.ExtraShared) +
           " bytes of static shared memory";
  if (C.BufferedRegs > RegisterLimit) {
    Why += "; over the register limit of " + std::to_string(RegisterLimit);
    return 0.0;
  }
  if (!B.Blocks)
    return 0.0;
  // An innermost tile loop's compute is short (one unrolled tile): the
  // registers held across it that cost a CTA are not paid back by the
  // overlap. Where the model traded a CTA for a shorter stall, twill sass
  // predicted cuda_hgemm's wmmaBaseKernel at 0.95 / 0.43 / 0.43 (L1 / L2 /
  // HBM; ptxas 128 -> 131 registers, 16 -> 8 warps/SM). (Outer tile loops
  // keep the doubt rule alone: SGEMM_CUDA's vectorized kernel, estimated
  // 3 -> 2 CTAs, kept 16 warps/SM in ptxas and measured 1.098x.)
  if (C.Innermost && B.Blocks < A.Blocks) {
    Why = "the cost model predicts " + decimals(A.Cycles / B.Cycles) +
          "x, but the buffered form keeps " + std::to_string(B.Blocks) +
          " CTAs per SM where plain keeps " + std::to_string(A.Blocks) + "; " +
          Why;
    return std::nullopt;
  }
  if (std::optional<std::string> Doubt =
          tileOccupancyDoubt(C.PlainRegs, C.BufferedRegs, C.ExtraShared,
                             /*AtEstimates=*/C.Ring)) {
    Why = "the cost model predicts " + decimals(A.Cycles / B.Cycles) +
          "x, in doubt: " + *Doubt + "; " + Why;
    return std::nullopt;
  }
  return A.Cycles / B.Cycles;
}

bool LoopPipeliner::tileLoop(MachineLoop &L) {
  auto Missed = [&](StringRef Category, const Twine &Why) {
    countEvent("pipeliner.tile-loop." + Category.str());
    if (debugEnabled())
      debugStream() << "twill-pipeliner: tile loop " << loopName(L)
                    << " left alone (" << Category << "): " << Why << "\n";
    ORE.emit([&] {
      return MachineOptimizationRemarkMissed(RemarkPassName,
                                             "TileLoopNotBuffered",
                                             L.getStartLoc(), L.getHeader())
             << "tile loop " << NV("Block", loopName(L))
             << " not double buffered: " << NV("Reason", Why.str()) << " ["
             << NV("Category", Category) << "]";
    });
    return false;
  };
  if (AsyncRings && headerIssuesAsyncCopies(L))
    return ringLoop(L, /*Innermost=*/false);
  Expected<TileLoopPlan> Plan =
      analyzeTileLoop(L, *Classifier, /*PlacedAs=*/nullptr, TilePinLoads);
  if (!Plan)
    return Missed("legality", toString(Plan.takeError()));
  std::string Why = "the cost model is off";
  if (CostModelOn) {
    std::optional<double> Gain = tileGain(*Plan, Why);
    if (!Gain)
      return Missed("cost-model", Why);
    if (!paysMargin(*Gain))
      return Missed("cost-model", "the cost model predicts " +
                                      decimals(*Gain) + "x, under the " +
                                      Twine(CostMarginPercent) +
                                      "% margin: " + Why);
    Why = "the cost model predicts " + decimals(*Gain) + "x: " + Why;
  }
  size_t Loads = Plan->Loads.size();
  std::string Where = tileLoadPlacement(*Plan, *Classifier);
  applyTileLoop(*Plan);
  bump(NumTileLoopsBuffered);
  countEvent("pipeliner.tile-loop.buffered");
  ORE.emit([&] {
    return MachineOptimizationRemark(RemarkPassName, "TileLoopBuffered",
                                     L.getStartLoc(), L.getHeader())
           << "tile loop " << NV("Block", loopName(L))
           << " double buffered: " << NV("Loads", unsigned(Loads))
           << " global loads of the next tile issued " << NV("Where", Where)
           << ", before the compute, "
           << (Plan->PassesBarrier
                   ? "the first tile's in the preheader, above the barrier "
                     "that opens the header (no thread writes global memory "
                     "before the loop or in it), "
                   : "")
           << NV("HeldRegisters", Plan->HeldRegisters)
           << " registers held across it; " << NV("Decision", Why);
  });
  return true;
}

std::optional<LoopPipeliner::TileCosting>
LoopPipeliner::ringCosting(const AsyncRingPlan &P, std::string &Why) {
  // A loop of one block is one region (collectRegions takes loops whose
  // header leads on to other blocks).
  auto BodyOf = [](MachineBasicBlock &MBB) {
    std::vector<MachineInstr *> Body;
    for (MachineInstr &MI : MBB)
      if (!MI.isPHI() && !MI.isDebugInstr() && !MI.isTerminator())
        Body.push_back(&MI);
    return Body;
  };
  Expected<std::vector<Region>> Regions =
      P.L->getNumBlocks() == 1
          ? std::vector<Region>{summariseInstructions(BodyOf(*P.Header),
                                                      *Classifier)}
          : collectRegions(*P.L, *Classifier, &tripCounts());
  if (!Regions) {
    Why = "the cost model costs a tile loop as a chain of regions, and " +
          toString(Regions.takeError());
    return std::nullopt;
  }
  // The compute is what follows the barrier: the regions after the one
  // that holds it (the header's, or with guarded copies the join's) and
  // the work after it in its block, which runs while the copies ahead are
  // in flight too. A copy counts its issue only in a region's latency (its
  // data is awaited through the wait), so the stall is not in Plain.
  size_t BarrierAt = 0;
  for (auto [I, R] : enumerate(*Regions))
    if (is_contained(R.Instrs, P.readyAt()))
      BarrierAt = I;
  TileCosting C;
  double Plain = 0;
  tileWork(*Regions, C.W, Plain, C.Compute, BarrierAt + 1);
  std::vector<MachineInstr *> After;
  for (MachineBasicBlock::iterator
           I = std::next(P.readyAt()->getIterator()),
           E = P.readyAt()->getParent()->getFirstTerminator();
       I != E; ++I)
    if (!I->isDebugInstr())
      After.push_back(&*I);
  if (!After.empty())
    C.Compute += double(summariseInstructions(After, *Classifier).latency());
  C.Rest = Plain;
  C.Latency = tileLatency(P.CopyLatency);
  C.PlainRegs = plainRegisters(*P.L);
  C.BufferedRegs = C.PlainRegs + P.heldRegisters();
  C.Ring = true;
  return C;
}

LoopPipeliner::TileCosting LoopPipeliner::ringAtStages(TileCosting C,
                                                       const AsyncRingPlan &P,
                                                       unsigned Stages) {
  // A copy issued S-1 iterations before its tile is read has S-1 tiles of
  // compute to land behind.
  C.Compute *= double(Stages - 1);
  C.ExtraShared = P.ringBytes(Stages);
  C.ExtraInstructions = P.extraInstructions(Stages);
  C.InFlight = Stages - 1;
  return C;
}

/// PTX allows 48 KiB of static shared memory per kernel, and the machine
/// its limit per CTA of static and dynamic together.
constexpr uint64_t StaticSharedLimit = 48 * 1024;

std::string LoopPipeliner::ringTooBig(const AsyncRingPlan &P,
                                      unsigned S) const {
  uint64_t Bytes = P.ringBytes(S);
  bool StaticFits = LB.SharedBytes + Bytes <= StaticSharedLimit;
  if (StaticFits &&
      LB.sharedBytesPerBlock() + Bytes <= MD->MaxSharedMemoryPerBlock)
    return "";
  std::string Why = "a ring of " + std::to_string(S) + " slots needs " +
                    std::to_string(Bytes);
  if (!StaticFits)
    return Why + " bytes more static shared memory than the kernel's " +
           std::to_string(LB.SharedBytes) + ", over the 48 KiB PTX allows";
  return Why + " bytes more shared memory than the kernel's " +
         std::to_string(LB.SharedBytes) + " static and " +
         std::to_string(LB.DynamicSharedBytes) + " dynamic, over the " +
         std::to_string(MD->MaxSharedMemoryPerBlock) + " a CTA may have";
}

unsigned LoopPipeliner::chooseRingStages(const AsyncRingPlan &P,
                                         std::string &Why,
                                         StringRef &Category) {
  auto Fits = [&](unsigned S) { return ringTooBig(P, S).empty(); };
  Category = "legality";
  unsigned Forced = AsyncRingStages ? std::clamp(AsyncRingStages.getValue(),
                                                 2u, 8u)
                    : CostModelOn   ? 0
                                    : 2;
  unsigned Least = Forced ? Forced : 2;
  if (std::string TooBig = ringTooBig(P, Least); !TooBig.empty()) {
    Why = std::move(TooBig);
    return 0;
  }
  if (Forced) {
    Why = CostModelOn ? "-twill-async-ring-stages" : "the cost model is off";
    if (AsyncRingStages && AsyncRingStages != Forced)
      Why += " (-twill-async-ring-stages=" +
             std::to_string(AsyncRingStages.getValue()) +
             " is outside 2 to 8: " + std::to_string(Forced) + " slots)";
    return Forced;
  }
  Category = "cost-model";
  std::optional<TileCosting> Base = ringCosting(P, Why);
  if (!Base)
    return 0;
  unsigned Best = 0, Tried = 0;
  double BestGain = 0;
  std::string SlowerAtLevel;
  for (unsigned S = 2; S <= 4 && Fits(S); ++S, ++Tried) {
    std::string W;
    TileCosting C = ringAtStages(*Base, P, S);
    std::optional<double> Gain = compareTileForms(C, W);
    W = "at " + std::to_string(S) + " slots, " + W;
    // Not where it would be slower at another memory level's latency: where
    // the copies hit L1 nothing is hidden and the ring only issues more
    // (issue 24: no rewrite predicted slower at any latency).
    std::optional<LevelGain> Loss =
        Gain && paysMargin(*Gain) ? tileLossAtLevels(C) : std::nullopt;
    if (Loss) {
      std::string Where = "where the copies take the " +
                          levelName(*Loss->Level) + " latency (" +
                          std::to_string(Loss->Level->Cycles) + " cycles)";
      if (SlowerAtLevel.empty())
        SlowerAtLevel = "; at " + std::to_string(S) + " slots it predicts " +
                        decimals(*Gain) + "x, but " + decimals(Loss->Gain) +
                        "x " + Where;
      W += " [slower " + Where + ": " + decimals(Loss->Gain) + "x]";
      Gain.reset();
    }
    if (debugEnabled())
      debugStream() << "twill-pipeliner: " << ringKind(P.Bulk) << " for "
                    << loopName(*P.L) << ": "
                    << (Gain ? "predicts " + decimals(*Gain) + "x " : "") << W
                    << " [registers held: " << P.Buffers.size() << " buffers"
                    << (P.NarrowSlots ? " at two widths" : "") << ", "
                    << P.RebasedAddresses << " rebased addresses, "
                    << P.HeldAddresses << " held]\n";
    if (!Gain) {
      if (!Best && Why.empty())
        Why = W;
      continue;
    }
    if (!Best || *Gain > BestGain * 1.005) {
      Best = S;
      BestGain = *Gain;
      Why = W;
    }
  }
  if (!Best) {
    if (Tried > 1 && SlowerAtLevel.empty())
      Why += " (in doubt at 2 to " + std::to_string(Tried + 1) +
             " slots alike)";
    Why += SlowerAtLevel;
    return 0;
  }
  if (!paysMargin(BestGain)) {
    Why = "the cost model predicts " + decimals(BestGain) +
          "x at best, under the " + std::to_string(CostMarginPercent) +
          "% margin: " + Why + SlowerAtLevel;
    return 0;
  }
  Why = "the cost model predicts " + decimals(BestGain) + "x " + Why;
  return Best;
}

bool LoopPipeliner::foldCounters(MachineLoop &L) {
  std::string Name = loopName(L);
  CounterFold Fold = foldCounterBranches(L, MLI, TestBreakCounterFold);
  if (!Fold.Branches)
    return false;
  NumCounterBranches += Fold.Branches;
  countEvent("pipeliner.counter-branches.folded");
  std::string Tested =
      !Fold.Difference ? "the value tested is " + std::to_string(Fold.Value)
      : Fold.Value     ? std::string("the two values compared differ")
                       : std::string("the two values compared are equal");
  std::string Why =
      std::to_string(Fold.Branches) +
      (Fold.Branches == 1 ? " branch" : " branches") +
      " made unconditional" +
      (Fold.OnPredicate
           ? " or, " + std::to_string(Fold.OnPredicate) +
                 " of them, a branch on the loop-invariant predicate of a "
                 "guard (a case split: in the runs where it holds and in "
                 "those where it does not, each goes one way)"
           : std::string()) +
      ": " + Tested + " in every iteration that reaches it (a sum of " +
      std::to_string(Fold.Counters) +
      (Fold.Counters == 1 ? " counter" : " counters") +
      " whose steps cancel: " + Fold.Steps + " a trip); " +
      std::to_string(Fold.BlocksErased) + " blocks fewer in the loop" +
      (Fold.WaitsErased ? ", " + std::to_string(Fold.WaitsErased) +
                              " cp.async waits among them (cuda::pipeline's "
                              "wait switch)"
                        : "");
  if (debugEnabled())
    debugStream() << "twill-pipeliner: " << Name << ": " << Why << "\n";
  ORE.emit([&] {
    return MachineOptimizationRemark(RemarkPassName, "CounterBranchesFolded",
                                     L.getStartLoc(), L.getHeader())
           << "loop " << NV("Block", Name) << ": " << NV("Reason", Why);
  });
  return true;
}

bool LoopPipeliner::guardedRing(MachineLoop &L) {
  if (!AsyncRings || !L.getLoopPreheader() || !headerIssuesAsyncCopies(L))
    return false;
  if (!Classifier)
    Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
  if (CostModelOn)
    remarkLaunchBounds();
  return ringLoop(L, /*Innermost=*/true);
}

/// How a ring of \p Stages slots waits: an mbarrier (or N) and a parity per
/// slot, or the cp.async wait_group count.
static std::string ringWaitWords(const AsyncRingPlan &Plan, unsigned Stages) {
  if (!Plan.Bulk)
    return "wait_group " + std::to_string(Stages - 1);
  if (Plan.LaterWaits.empty())
    return "an mbarrier and a parity per slot";
  return std::to_string(1 + Plan.LaterWaits.size()) +
         " mbarriers and a parity per slot";
}

/// ", N wgmma matrix descriptors computed from the slot read" for a ring
/// that computes them again (AsyncRingPlan::Descriptors), else "".
static std::string descriptorWords(const AsyncRingPlan &Plan) {
  DenseSet<Register> Regs;
  for (const AsyncRingPlan::Descriptor &D : Plan.Descriptors)
    Regs.insert(D.MI->getOperand(D.OpNo).getReg());
  if (Regs.empty())
    return "";
  return ", " + std::to_string(Regs.size()) + " wgmma matrix " +
         (Regs.size() == 1 ? "descriptor" : "descriptors") +
         " computed from the slot read";
}

bool LoopPipeliner::ringLoop(MachineLoop &L, bool Innermost) {
  StringRef Noun = Innermost ? "loop " : "tile loop ";
  auto Missed = [&](StringRef Category, const Twine &Why) {
    countEvent("pipeliner.async-ring." + Category.str());
    if (debugEnabled())
      debugStream() << "twill-pipeliner: " << ringKind(issuesBulkCopies(L))
                    << " for " << loopName(L) << " not built (" << Category
                    << "): " << Why << "\n";
    // A missed remark whatever the reason: a loop that issues cp.async
    // copies and gets no ring is what -pass-remarks-missed is asked about
    // (an innermost one then goes on to the pipeliner, whose remark
    // follows).
    ORE.emit([&] {
      return MachineOptimizationRemarkMissed(RemarkPassName,
                                             "AsyncRingNotBuilt",
                                             L.getStartLoc(), L.getHeader())
             << Noun << NV("Block", loopName(L)) << " not given a "
             << ringKind(issuesBulkCopies(L)) << ": " << NV("Reason", Why.str())
             << " [" << NV("Category", Category) << "]";
    });
    return false;
  };
  Expected<AsyncRingPlan> Plan =
      analyzeAsyncRing(L, *Classifier, LB.DynamicLoopBytes);
  if (!Plan)
    return Missed("legality", toString(Plan.takeError()));
  std::string Why;
  StringRef Category;
  unsigned Stages = chooseRingStages(*Plan, Why, Category);
  if (!Stages)
    return Missed(Category, Why);
  Plan->Stages = Stages;
  Plan->IndexedSlots = RingIndexedSlots;
  Plan->ExtraPending = TestBreakAsyncWait ? 1 : 0;
  Plan->NoExitBarrier = TestRingNoExitBarrier;
  if (TestStaleDescriptors)
    Plan->Descriptors.clear();
  size_t Copies = Plan->Copies.size(), Buffers = Plan->Buffers.size();
  size_t Mbarriers =
      count_if(Plan->Buffers, [](const auto &B) { return B.Mbarrier; });
  // A bulk ring's arms (mbarrier.arrive.expect_tx) are among its copies.
  size_t Arms = count_if(Plan->Copies,
                         [&](const auto &C) { return Plan->Bulk && !C.BarOp; });
  bool AllTensor = all_of(Plan->Copies, [&](const auto &C) {
    return C.Tensor || (Plan->Bulk && !C.BarOp);
  });
  unsigned Guarded = unsigned(count_if(Plan->Copies, [&](const auto &C) {
    return Plan->guardOf(C.MI->getParent()) != nullptr;
  }));
  std::string GuardWords = ringGuardWords(*Plan);
  uint64_t Bytes = Plan->ringBytes(Stages);
  applyAsyncRing(*Plan);
  // What the emitted loop is; the line also keeps the reorder pass from
  // scheduling the loop again (it carries twill metadata).
  if (Opts.Metadata != MetadataForm::None)
    insertMetadata(
        *L.getHeader(),
        std::string(MetadataPrefix) + "ring " + loopName(L) + " slots=" +
            std::to_string(Stages) + " buffers=" + std::to_string(Buffers) +
            " bytes=" + std::to_string(Bytes) +
            " copies=" + std::to_string(Copies) +
            (Plan->Bulk ? " mbarriers=" + std::to_string(Stages)
                        : " wait_group=" + std::to_string(Stages - 1)),
        nullptr);
  bump(NumAsyncRings);
  countEvent("pipeliner.async-ring.built");
  std::string Descriptors = descriptorWords(*Plan);
  ORE.emit([&] {
    return MachineOptimizationRemark(RemarkPassName, "AsyncRingBuilt",
                                     L.getStartLoc(), L.getHeader())
           << Noun << NV("Block", loopName(L)) << " given a "
           << ringKind(Plan->Bulk) << " of " << NV("Stages", Stages)
           << " slots: " << NV("Buffers", unsigned(Buffers - Mbarriers))
           << (Buffers - Mbarriers == 1 ? " shared buffer, "
                                        : " shared buffers, ")
           << (Mbarriers ? std::to_string(Mbarriers) +
                               (Mbarriers == 1 ? " mbarrier, " : " mbarriers, ")
                         : std::string())
           << NV("RingBytes", Bytes) << " bytes more, "
           << NV("Copies", unsigned(Copies - Arms))
           << (AllTensor ? " tensor" : "")
           << (Copies - Arms == 1 ? " copy" : " copies")
           << (Arms ? (Arms == 1
                           ? " and 1 mbarrier arm"
                           : " and " + std::to_string(Arms) + " mbarrier arms")
                    : std::string())
           << " a tile"
           << (!Guarded            ? std::string()
               : Guarded == Copies ? " (under " + GuardWords + ")"
                                   : " (" + std::to_string(Guarded) +
                                         " of them under " + GuardWords + ")")
           << " issued " << NV("Ahead", Stages - 1)
           << (Stages == 2 ? " tile ahead (" : " tiles ahead (")
           << ringWaitWords(*Plan, Stages) << ")" << Descriptors << "; "
           << NV("Decision", Why);
  });
  return true;
}

bool LoopPipeliner::throughputBound(MachineLoop &L, const LoopShape &Shape,
                                    const LoopDDG &DDG) {
  // A proof, not an estimate: predictLoop gives every form max(throughput,
  // latency) with the same throughput term (a function of the body's work
  // alone), so a plain loop whose prediction is its throughput term cannot
  // be beaten by any schedule; with a positive margin decide() would leave
  // it alone whatever the solver found. The plain prediction is decide()'s:
  // the same work, timing graph, order and register estimate (the body's
  // registers from the input graph, which the solved problem keeps).
  if (CostMarginPercent <= 0)
    return false;
  LoopWork W = measureLoopWork(Shape.Body, DDG.Classes);
  RegisterInputs In = loopRegisterInputs(L);
  for (OpId Op = 0; Op < DDG.P.Graph.numOperations(); ++Op)
    In.Before += DDG.P.Graph.op(Op).Registers;
  In.After = In.Before;
  DependenceGraph Timing = costTiming(DDG, Shape);
  unsigned Unroll = 1;
  LoopPrediction Plain = predictPlain(L, Shape, DDG, Timing, W, In, Unroll);
  if (Plain.Bound == CostBound::Latency)
    return false;
  if (debugEnabled()) {
    raw_ostream &OS = debugStream();
    OS << "twill-pipeliner: cost model for " << loopName(L) << ": plain "
       << costBoundName(Plain.Bound) << "-bound ("
       << decimals(Plain.ThroughputCycles, 3) << " >= latency term "
       << decimals(Plain.LatencyCycles, 3) << " at " << Plain.Occ.WarpsPerSM
       << " warps/SM; ";
    printWork(OS, W);
    OS << "), not solved\n";
  }
  bump(NumCostModelLeftAlone);
  countEvent("pipeliner.cost-model.left-alone");
  missed(L, LeftAlone::CostModel,
         "the cost model predicts at most 1.00x before solving: the plain "
         "loop" +
             plainUnrollWords(Unroll) + " is " + costBoundName(Plain.Bound) +
             "-bound (" + decimals(Plain.ThroughputCycles, 3) +
             " cycles per iteration per SM, latency term " +
             decimals(Plain.LatencyCycles, 3) + " at " +
             Twine(Plain.Occ.WarpsPerSM) +
             " warps/SM) and no schedule goes below that bound, under the " +
             Twine(CostMarginPercent) + "% margin; not solved");
  return true;
}

bool LoopPipeliner::expand(MachineLoop &L, LoopShape &Shape,
                           PipelinePlan &Plan, const LoopDDG &DDG,
                           const LoopSchedule &LS) {
  Plan.TestBreakGuard = TestBreakGuard;
  Plan.TestBreakAsyncWait = TestBreakAsyncWait;
  Plan.UnshareEntryValues = UnshareEntryValues;
  std::string Name = loopName(L);
  std::string ExitText = chooseExitForm(Shape, Plan);
  if (debugEnabled())
    debugStream() << "  exit: " << ExitText << "\n";
  Expected<MachineBasicBlock *> Kernel = expandLoop(Shape, Plan);
  if (!Kernel) {
    missed(L, LeftAlone::Expansion, toString(Kernel.takeError()));
    return false;
  }
  std::string Text =
      formatLoopMetadata(DDG, LS, Name, MachineName, Opts.Metadata,
                         Plan.Stages, LoopCode::Pipelined);
  if (!Text.empty())
    Text += "\n\t" + std::string(MetadataPrefix) + "pipeline stages=" +
            std::to_string(Plan.Stages) +
            " unroll=" + std::to_string(Plan.Unroll) +
            " exit=" + exitFormName(Plan.Exit).str();
  insertMetadata(**Kernel, Text, nullptr);
  // The original loop stays for trip counts below S. The marker tells the
  // reorder pass not to solve it again (it carries twill metadata).
  std::string Runs =
      Plan.Exit == ExitForm::Counted
          ? "trip counts below " +
                std::to_string(Plan.Stages - 1 + Plan.Unroll) +
                " and the pipelined copy's remainder"
          : "trip counts below " + std::to_string(Plan.Stages) +
                " (the pipelined copy runs the others)";
  if (Opts.Metadata != MetadataForm::None)
    insertMetadata(*L.getHeader(),
                   std::string(MetadataPrefix) + "original " + Name +
                       ": runs " + Runs,
                   nullptr);
  bump(NumLoopsPipelined);
  countEvent("pipeliner.pipelined");
  remarkPipelined(L, Name, LS, Plan, ExitText);
  return true;
}

bool LoopPipeliner::tooFewTrips(MachineLoop &L, const PipelinePlan &Plan) {
  unsigned Max = tripCounts().maxTripCount(*L.getHeader());
  if (!Max || Max >= 2 * Plan.Stages)
    return false;
  countEvent("pipeliner.cost-model.few-trips");
  missed(L, LeftAlone::CostModel,
         "the loop runs at most " + Twine(Max) +
             " iterations (ScalarEvolution's bound), fewer than twice the " +
             Twine(Plan.Stages) +
             " stages of its schedule: the prologue and epilogue would be "
             "most of it (the cost model times the steady state)");
  return true;
}

bool LoopPipeliner::pipelineLoop(MachineLoop &L, bool Trial) {
  bump(NumLoopsSeen);
  countEvent("pipeliner.loops");
  // 1. Shape.
  std::optional<LoopShape> Shape = checkShape(L);
  if (!Shape)
    return false;
  // 2. Graph.
  Expected<LoopDDG> DDG = buildGraph(*L.getHeader(), Shape->Body.size(),
                                     *Classifier, freeLoadsFor(L));
  if (!DDG) {
    missed(L, LeftAlone::Graph, "dependence graph: " + toString(DDG.takeError()));
    return false;
  }
  // 3. Schedule (verified inside), unless the cost model proves no gain.
  if (CostModelOn && throughputBound(L, *Shape, *DDG))
    return false;
  if (CostModelOn && stagedTileLoop(L, *DDG))
    return false;
  std::optional<LoopSchedule> LS = solveLoop(L, *DDG);
  if (!LS)
    return false;
  // 4. Plan and budgets.
  std::optional<PipelinePlan> Plan = planLoop(L, *Shape, *LS);
  if (!Plan)
    return false;
  Cost.reset();
  if (CostModelOn && (tooFewTrips(L, *Plan) ||
                      !decide(L, *Shape, *DDG, *LS, *Plan)))
    return false;
  // 5. Expand.
  if (Trial)
    return true;
  return expand(L, *Shape, *Plan, *DDG, *LS);
}

/// `twill-pipeliner`: the pipeliner alone, for -run-pass on SSA MIR.
class TwillPipeliner : public MachineFunctionPass {
public:
  static char ID;
  TwillPipeliner() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "Twill software pipeliner"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    if (skipFunction(MF.getFunction()))
      return false;
    return LoopPipeliner(MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                         &getAnalysis<AAResultsWrapperPass>().getAAResults(),
                         &getAnalysis<ScalarEvolutionWrapperPass>().getSE())
        .run();
  }
};

char TwillPipeliner::ID = 0;

/// Calls the (protected) runOnMachineFunction of a pass the pass manager
/// does not know: ProcessImplicitDefs uses no analyses.
struct RunMachineFunctionPass : MachineFunctionPass {
  static bool run(MachineFunctionPass &P, MachineFunction &MF) {
    return (P.*(&RunMachineFunctionPass::runOnMachineFunction))(MF);
  }
};

/// The constructor ProcessImplicitDefs was registered with.
Pass *(*OriginalProcessImplicitDefsCtor)() = nullptr;

/// What stands in ProcessImplicitDefs' place in the pipeline: the
/// pipeliner, then ProcessImplicitDefs itself.
///
/// It takes ProcessImplicitDefs' pass ID as well as its place, so that
/// -start-before/-stop-before/-print-after=processimpdefs name this pass:
/// with an ID of its own, `llc -start-before=processimpdefs` on MIR never
/// found its start and skipped PHI elimination, emitting PTX without the
/// loops' PHIs.
class TwillSSAStage : public MachineFunctionPass {
public:
  TwillSSAStage()
      : MachineFunctionPass(ProcessImplicitDefsID),
        Inner(static_cast<MachineFunctionPass *>(
            OriginalProcessImplicitDefsCtor())) {}
  StringRef getPassName() const override {
    return "Twill software pipeliner, then Process Implicit Definitions";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  MachineFunctionProperties getRequiredProperties() const override {
    return MachineFunctionProperties().set(
        MachineFunctionProperties::Property::IsSSA);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    bool Changed = false;
    if (!skipFunction(MF.getFunction()))
      Changed = LoopPipeliner(
                    MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                    &getAnalysis<AAResultsWrapperPass>().getAAResults(),
                    &getAnalysis<ScalarEvolutionWrapperPass>().getSE())
                    .run();
    return RunMachineFunctionPass::run(*Inner, MF) || Changed;
  }

private:
  std::unique_ptr<MachineFunctionPass> Inner;
};

Pass *createTwillSSAStage() { return new TwillSSAStage(); }

} // namespace

INITIALIZE_PASS_BEGIN(TwillPipeliner, "twill-pipeliner",
                      "Twill software pipeliner", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_END(TwillPipeliner, "twill-pipeliner",
                    "Twill software pipeliner", false, false)

void twill::nvptx::installSSAStagePass() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    PassRegistry &R = *PassRegistry::getPassRegistry();
    // clang registers the codegen passes only when it builds the pipeline;
    // registering ProcessImplicitDefs first is harmless (call_once there).
    initializeProcessImplicitDefsPass(R);
    const PassInfo *PI = R.getPassInfo(&ProcessImplicitDefsID);
    if (!PI || !PI->getNormalCtor())
      return;
    OriginalProcessImplicitDefsCtor = PI->getNormalCtor();
    const_cast<PassInfo *>(PI)->setNormalCtor(createTwillSSAStage);
  });
}

namespace {
/// Registers `twill-pipeliner` when the plugin is loaded, for -run-pass.
struct RegisterTwillPipeliner {
  RegisterTwillPipeliner() {
    initializeTwillPipelinerPass(*PassRegistry::getPassRegistry());
  }
} Registration;
} // namespace
