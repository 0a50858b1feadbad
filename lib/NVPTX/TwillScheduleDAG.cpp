//===- TwillScheduleDAG.cpp - The twill machine scheduler -----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/TwillScheduleDAG.h"

#include "twill/IO/Readers.h"
#include "twill/NVPTX/CompileBudget.h"
#include "twill/NVPTX/CostModel.h"
#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/LoopScheduler.h"
#include "twill/NVPTX/OffsetAlias.h"
#include "twill/NVPTX/Observe.h"
#include "twill/NVPTX/Options.h"
#include "twill/NVPTX/RegionGraph.h"
#include "twill/NVPTX/SchedMetadata.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <memory>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

using NV = DiagnosticInfoOptimizationBase::Argument;

cl::opt<bool> TestReverseOrder(
    "twill-test-reverse-order", cl::Hidden, cl::init(false),
    cl::desc("Testing only: replay each loop's order reversed, to exercise "
             "the check against LLVM's dependences"));

cl::opt<bool> ReorderCode(
    "twill-reorder", cl::init(false),
    cl::desc("Carry out the schedule's order in the loops the pass does not "
             "pipeline (false: their code order is kept and only the schedule "
             "and warp groups are written). An order alone is not predicted "
             "to pay, since ptxas schedules each block itself; on an H200 it "
             "made 5 of 21 kernels 2.5-7.6% slower and 3 faster "
             "(bench/RESULTS.md, GPU section)"));

cl::opt<unsigned> ReorderRegisterSlack(
    "twill-reorder-register-slack", cl::init(50),
    cl::desc("The reorder pass keeps a loop's code order, writing only its "
             "schedule and warp groups, where the schedule's order would keep "
             "more than this percentage (and at least 8) more registers live "
             "than the block's own"));

/// Replays a precomputed order top-down. Before anything moves it checks
/// the order against every edge of LLVM's scheduling DAG; if one is broken
/// it replays the original order instead and says why.
class ReplayStrategy : public MachineSchedStrategy {
public:
  void setOrder(std::vector<MachineInstr *> O) { Order = std::move(O); }
  /// Empty when the order was replayed, else why it was not.
  const std::string &rejection() const { return Rejection; }

  void initialize(ScheduleDAGMI *D) override {
    DAG = D;
    Next = 0;
    Rejection.clear();
    if (Error E = checkOrder()) {
      Rejection = toString(std::move(E));
      Order.clear();
      for (SUnit &SU : DAG->SUnits)
        Order.push_back(SU.getInstr());
    }
  }
  bool shouldTrackPressure() const override { return false; }
  SUnit *pickNode(bool &IsTopNode) override {
    IsTopNode = true;
    return Next < Order.size() ? DAG->getSUnit(Order[Next++]) : nullptr;
  }
  void schedNode(SUnit *, bool) override {}
  void releaseTopNode(SUnit *) override {}
  void releaseBottomNode(SUnit *) override {}

private:
  Error checkOrder() const {
    if (Order.size() != DAG->SUnits.size())
      return createStringError(inconvertibleErrorCode(),
                               "LLVM's DAG has %zu nodes, the order %zu",
                               DAG->SUnits.size(), Order.size());
    DenseMap<const MachineInstr *, unsigned> Pos;
    for (auto [I, MI] : enumerate(Order)) {
      if (!DAG->getSUnit(MI))
        return createStringError(inconvertibleErrorCode(),
                                 "an instruction has no node in LLVM's DAG");
      Pos[MI] = I;
    }
    for (const SUnit &SU : DAG->SUnits)
      for (const SDep &D : SU.Preds) {
        const SUnit *P = D.getSUnit();
        if (P->isBoundaryNode())
          continue;
        if (Pos.lookup(P->getInstr()) > Pos.lookup(SU.getInstr()))
          return createStringError(
              inconvertibleErrorCode(),
              "the order breaks LLVM's dependence SU(%u) -> SU(%u)", P->NodeNum,
              SU.NodeNum);
      }
    return Error::success();
  }

  ScheduleDAGMI *DAG = nullptr;
  std::vector<MachineInstr *> Order;
  unsigned Next = 0;
  std::string Rejection;
};

class TwillScheduleDAG : public ScheduleDAGMI {
public:
  TwillScheduleDAG(MachineSchedContext *C, std::unique_ptr<ReplayStrategy> S)
      : ScheduleDAGMI(C, std::move(S), /*RemoveKillFlags=*/true),
        ORE(*C->MF, nullptr), Opts(getPluginOptions()),
        Aliases(C->AA, C->MF->getTarget().getTargetTriple(),
                C->MF->getDataLayout()) {
    // Both DAG builds (the graph's and the replay's) ask the layered AA.
    AA = Aliases.get();
    Replay = static_cast<ReplayStrategy *>(SchedImpl.get());
    MDT = C->MDT;
    MachineName = machineNameFor(C->MF->getSubtarget().getCPU());
    Expected<const MachineDescription &> M =
        MachineDescription::get(MachineName);
    if (!M) {
      MachineError = toString(M.takeError());
      return;
    }
    MD = &*M;
    Classifier = std::make_unique<InstrClassifier>(*MD, C->MF->getTarget());
  }

  /// Decides whether the block is the body of a candidate loop, and emits
  /// the missed remark for loops it turns away.
  void startBlock(MachineBasicBlock *MBB) override;
  void schedule() override;

private:
  /// The candidate loop when the current region is the whole body of the
  /// block startBlock() accepted; emits the missed remark otherwise.
  const MachineLoop *candidateLoop();
  void scheduleLoopBody(const MachineLoop &L);
  /// ScheduleDAGMI::schedule() without its own buildSchedGraph(): the
  /// replay strategy's order is checked against, and carried out on, the
  /// DAG that scheduleLoopBody() built for the graph (the block has not
  /// changed since), so that a loop costs one DAG, not two.
  void replayOrder();
  /// The solved loop's order carried out (replayOrder), or the code order
  /// kept where the new one keeps far more registers live; then the
  /// metadata and the Scheduled remark.
  void carryOutOrder(const MachineLoop &L, ArrayRef<MachineInstr *> Body,
                     const LoopDDG &DDG, LoopSchedule &LS);
  /// An outer loop as a chain of regions (RegionGraph.h): scheduled, its
  /// schedule and warp-group partition written at the top of its header,
  /// its code order kept.
  void scheduleRegionLoop(const MachineLoop &L);
  /// The SolverTime analysis remark, when a solver ran.
  void remarkSolverTime(const MachineLoop &L, const LoopSchedule &LS) {
    if (LS.Solver == LoopSolver::None)
      return;
    ORE.emit([&] {
      auto R = remark<MachineOptimizationRemarkAnalysis>("SolverTime", L);
      R << "loop " << NV("Block", loopName(L)) << ": ";
      return describeSolve(R, LS);
    });
  }
  /// The analysis remarks of a region loop: each region, then the graph.
  void remarkRegions(const MachineLoop &L, ArrayRef<Region> Regions,
                     const LoopDDG &DDG, const LoopSchedule &LS,
                     int64_t Quantum);
  /// For the loop of one role of a hand-specialised kernel: the remark
  /// comparing Twill's partition and stage count with the hand-written
  /// ones, and the metadata line that records them.
  std::string compareRole(const MachineLoop &L, const HandRole &Role,
                          const LoopSchedule &LS);

  /// Writes \p P to -twill-dump-dir; failures become an analysis remark.
  void dumpProblem(const MachineLoop &L, const Problem &P) {
    Expected<std::string> Path = dumpLoopProblem(Opts.DumpDir, L, P, "");
    if (!Path)
      ORE.emit([&] {
        return remark<MachineOptimizationRemarkAnalysis>("DumpFailed", L)
               << NV("Error", toString(Path.takeError()));
      });
  }

  template <typename RemarkT>
  RemarkT remark(StringRef Name, const MachineLoop &L) {
    return RemarkT(RemarkPassName, Name, L.getStartLoc(), L.getHeader());
  }
  /// The options of this pass's solves. Its II is never carried out by
  /// the pipeliner (ptxas schedules the loop again), so the exact decisions
  /// below the heuristic's II are the pipeliner's alone; where the code
  /// keeps its order (\p OrderKept) the schedule is only metadata, and
  /// Rau's heuristic gets the smaller budget per I
  /// (-twill-metadata-heuristic-budget): each I it fails at costs the whole
  /// budget, and the reorder pass solves every loop of the module.
  PluginOptions reorderOptions(bool OrderKept) const {
    PluginOptions R = Opts;
    R.ExactIIWork = 0;
    if (OrderKept)
      R.HeuristicBudgetRatio = Opts.MetadataBudgetRatio;
    return R;
  }
  void missed(const MachineLoop &L, StringRef Name, const Twine &Why) {
    countEvent("reorder.left-alone." + Name.str());
    if (debugEnabled())
      debugStream() << "twill-reorder: " << loopName(L) << " left unchanged ("
                    << Name << "): " << Why << "\n";
    ORE.emit([&] {
      return remark<MachineOptimizationRemarkMissed>(Name, L)
             << "loop " << NV("Block", loopName(L))
             << " left unchanged: " << NV("Reason", Why.str());
    });
  }

  MachineOptimizationRemarkEmitter ORE;
  PluginOptions Opts;
  OffsetAliasAnalysis Aliases;
  ReplayStrategy *Replay = nullptr;
  const MachineDominatorTree *MDT = nullptr;
  std::string MachineName, MachineError;
  const MachineDescription *MD = nullptr;
  std::unique_ptr<InstrClassifier> Classifier;
  DenseSet<const MachineLoop *> Handled;
  /// Set by startBlock() for the body of a candidate loop.
  const MachineLoop *Candidate = nullptr;
};

} // namespace

void TwillScheduleDAG::startBlock(MachineBasicBlock *MBB) {
  ScheduleDAGMI::startBlock(MBB);
  Candidate = nullptr;
  const MachineLoop *L = MLI ? MLI->getLoopFor(MBB) : nullptr;
  // Blocks of outer loops are no candidates; their inner loops are, and
  // the outer loop is scheduled as regions at its header. A loop of
  // several blocks is reported at the first of its blocks.
  if (L && !L->isInnermost() && L->getHeader() == MBB && Opts.Regions &&
      !Handled.contains(L)) {
    Handled.insert(L);
    scheduleRegionLoop(*L);
    return;
  }
  // An innermost loop of several blocks (an if-then in the body) is
  // scheduled as regions too, at its header.
  if (L && L->isInnermost() && L->getNumBlocks() != 1 && Opts.Regions &&
      L->getHeader() != MBB && !Handled.contains(L))
    return;
  if (!L || !L->isInnermost() || Handled.contains(L))
    return;
  Handled.insert(L);
  emitVersionRemark(ORE, *L);
  // The pipeliner's kernels and the original loops it keeps carry its
  // metadata at the top of their header.
  if (StringRef Meta = twillMetadata(*L->getHeader()); !Meta.empty()) {
    missed(*L, "AlreadyPipelined",
           !Meta.starts_with((MetadataPrefix + "ring").str())
               ? "software-pipelined at the SSA stage (its kernel, or the "
                 "original loop kept for short trip counts); left as emitted"
           : Meta.contains(" mbarriers=")
               ? "given a bulk-copy (TMA) ring at the SSA stage; left as "
                 "emitted"
               : "given a cp.async ring at the SSA stage; left as emitted");
    return;
  }
  if (L->getNumBlocks() != 1) {
    if (Opts.Regions)
      scheduleRegionLoop(*L);
    else
      missed(*L, "MultiBlockLoop",
             "the body has " + Twine(L->getNumBlocks()) + " blocks");
    return;
  }
  unsigned N = 0;
  for (const MachineInstr &MI : *MBB) {
    if (MI.isCall()) {
      missed(*L, "CallInLoop", "the body contains a call");
      return;
    }
    N += !MI.isDebugInstr() && !MI.isTerminator();
  }
  // The MachineScheduler does not even visit such a region.
  if (N < 2) {
    missed(*L, "TooSmall",
           "the body has " + Twine(N) + " instruction(s) besides its branch");
    return;
  }
  if (!MD) {
    missed(*L, "NoMachine", "machine description: " + MachineError);
    return;
  }
  Candidate = L;
}

const MachineLoop *TwillScheduleDAG::candidateLoop() {
  const MachineLoop *L = Candidate;
  // Only the first region visited decides; the others stay as they are.
  Candidate = nullptr;
  if (!L)
    return nullptr;
  // Regions are visited bottom-up: the body is whole only if this first
  // region reaches from the top of the block to its terminators.
  auto First = skipDebugInstructionsForward(BB->begin(), BB->end());
  auto Begin = skipDebugInstructionsForward(RegionBegin, RegionEnd);
  if (RegionEnd != BB->getFirstTerminator() || Begin != First) {
    missed(*L, "SplitBody",
           "the body has scheduling boundaries (several regions)");
    return nullptr;
  }
  return L;
}

void TwillScheduleDAG::schedule() {
  if (const MachineLoop *L = candidateLoop())
    scheduleLoopBody(*L);
}

void TwillScheduleDAG::scheduleLoopBody(const MachineLoop &L) {
  SmallVector<MachineInstr *, 64> Body;
  for (MachineInstr &MI : make_range(RegionBegin, RegionEnd))
    if (!MI.isDebugInstr())
      Body.push_back(&MI);

  if (Body.size() > Opts.MaxLoopSize) {
    missed(L, "TooLarge",
           "the body has " + Twine(Body.size()) +
               " instructions, more than -twill-max-loop-size=" +
               Twine(Opts.MaxLoopSize));
    return;
  }
  // The graph is LLVM's own DAG of the region plus what it does not
  // express (loop-carried edges, the ordering rules); ScheduleDAGMI builds
  // it again when it replays the order.
  buildSchedGraph(AA);
  Expected<LoopDDG> DDG =
      buildLoopDDGFromDAG(*BB, SUnits, *Classifier, AA, /*SE=*/nullptr);
  if (!DDG) {
    missed(L, "NoGraph", "dependence graph: " + toString(DDG.takeError()));
    return;
  }
  if (!Opts.DumpDir.empty())
    dumpProblem(L, DDG->P);
  LoopSchedule LS = scheduleLoop(
      *DDG, *MD, reorderOptions(/*OrderKept=*/!ReorderCode), loopTimeLimit(MF));
  chargeFunction(MF, LS.Seconds);
  ORE.emit([&] {
    return remark<MachineOptimizationRemarkAnalysis>("LoopGraph", L)
           << "loop " << NV("Block", loopName(L)) << ": "
           << NV("Ops", DDG->P.Graph.numOperations()) << " instructions ("
           << NV("Defaulted", DDG->NumDefaulted) << " by default class), "
           << NV("Deps", DDG->P.Graph.numDependences()) << " dependences ("
           << NV("LoopCarried", DDG->NumLoopCarried)
           << " loop-carried), MII=" << NV("MII", LS.Bounds.MII)
           << " (ResMII=" << NV("ResMII", LS.Bounds.ResMII)
           << ", RecMII=" << NV("RecMII", LS.Bounds.RecMII)
           << ") cycles, machine " << NV("Machine", MachineName);
  });
  remarkSolverTime(L, LS);
  if (!LS.Scheduled) {
    missed(L, LS.OutOfTime ? "OutOfTime" : "NotScheduled", LS.Reason);
    return;
  }

  carryOutOrder(L, Body, *DDG, LS);
}

void TwillScheduleDAG::carryOutOrder(const MachineLoop &L,
                                     ArrayRef<MachineInstr *> Body,
                                     const LoopDDG &DDG, LoopSchedule &LS) {
  // Test hook: a deliberately broken order must be caught by the check
  // against LLVM's DAG and leave the block as it was.
  if (TestReverseOrder)
    std::reverse(LS.Order.begin(), LS.Order.end());
  std::vector<MachineInstr *> Order;
  unsigned Moved = 0;
  for (auto [I, Op] : enumerate(LS.Order)) {
    Order.push_back(Body[Op]);
    Moved += I != Op;
  }
  // The order is what ptxas starts from. Where it keeps far more values
  // live than the block's own (-twill-reorder-register-slack: by half as
  // many again, and at least 8 registers), ptxas may not win them back:
  // SGEMM_CUDA's double-buffering kernel went from 64 to 172 registers per
  // thread (one CTA per SM instead of two) with its 413-instruction dot
  // products in the schedule's order. Then the code keeps its order and only the
  // schedule and warp groups are written. Smaller rises ptxas absorbs (the
  // Hopper GEMM's 25 -> 29: 30 registers either way).
  //
  // By default (-twill-reorder=false) the code keeps its order whatever the
  // registers: the cost model times a block as the better of its order and
  // ptxas's list order, so an order alone predicts no gain, and on an H200 the
  // orders were as often slower as faster (cuda_hgemm's mma_async_stage3:
  // 168 -> 195 registers, 7.6% slower).
  // The peaks are counted only where the order may be carried out.
  bool CountPeaks = ReorderCode && !TestReverseOrder;
  unsigned PeakBefore = CountPeaks ? blockRegisterPeak(Body, *BB) : 0,
           PeakAfter = CountPeaks ? blockRegisterPeak(Order, *BB) : 0;
  uint64_t Slack =
      std::max<uint64_t>(8, uint64_t(PeakBefore) * ReorderRegisterSlack / 100);
  bool KeepOrder =
      !TestReverseOrder && (!ReorderCode || PeakAfter > PeakBefore + Slack);
  if (KeepOrder) {
    Moved = 0;
  } else {
    Replay->setOrder(std::move(Order));
    replayOrder();
    if (!Replay->rejection().empty()) {
      missed(L, "LLVMDependence", Replay->rejection());
      return;
    }
  }
  countEvent(KeepOrder ? "reorder.order-kept" : "reorder.scheduled");
  insertMetadata(
      *BB,
      formatLoopMetadata(DDG, LS, loopName(L), MachineName, Opts.Metadata,
                         /*EmittedCopies=*/1,
                         KeepOrder ? LoopCode::OrderKept : LoopCode::Reordered),
      LIS);
  ORE.emit([&] {
    auto R = remark<MachineOptimizationRemark>("Scheduled", L);
    R << "loop " << NV("Block", loopName(L))
      << " scheduled: II=" << NV("II", LS.Schedule.II)
      << " MII=" << NV("MII", LS.MII) << " L=" << NV("L", LS.Schedule.Length)
      << " copies=" << NV("Copies", 1u)
      << " sched_copies=" << NV("SchedCopies", LS.Schedule.copies())
      << " solver=" << NV("Solver", loopSolverName(LS.Solver))
      << " status=" << NV("Status", solveStatusName(LS.Status))
      << " moved=" << NV("Moved", Moved) << "/"
      << NV("Ops", unsigned(Body.size()));
    if (KeepOrder && !ReorderCode)
      R << "; code order kept: an order alone is not predicted to pay "
           "(ptxas schedules the block; -twill-reorder carries it out)";
    else if (KeepOrder)
      R << "; code order kept: the schedule's order keeps up to "
        << NV("PeakAfter", PeakAfter) << " registers live, the block's own "
        << NV("PeakBefore", PeakBefore);
    return R;
  });
}

void TwillScheduleDAG::replayOrder() {
  postProcessDAG();
  SmallVector<SUnit *, 8> TopRoots, BotRoots;
  findRootsAndBiasEdges(TopRoots, BotRoots);
  SchedImpl->initialize(this);
  initQueues(TopRoots, BotRoots);
  bool IsTopNode = false;
  while (SUnit *SU = SchedImpl->pickNode(IsTopNode)) {
    MachineInstr *MI = SU->getInstr();
    if (&*CurrentTop == MI)
      CurrentTop =
          skipDebugInstructionsForward(std::next(CurrentTop), CurrentBottom);
    else
      moveInstruction(MI, CurrentTop);
    SchedImpl->schedNode(SU, IsTopNode);
    updateQueues(SU, IsTopNode);
  }
  placeDebugValues();
}

/// A schedule of a region graph, in units of \p Quantum cycles, in cycles.
static void scaleRegionSchedule(LoopSchedule &LS, int64_t Quantum) {
  ModuloSchedule &S = LS.Schedule;
  S.II *= Quantum;
  S.Length *= Quantum;
  for (int64_t &Start : S.Start)
    Start *= Quantum;
  LS.MII *= Quantum;
  LS.Bounds.MII *= Quantum;
  LS.Bounds.ResMII *= Quantum;
  LS.Bounds.RecMII *= Quantum;
}

void TwillScheduleDAG::remarkRegions(const MachineLoop &L,
                                     ArrayRef<Region> Regions,
                                     const LoopDDG &DDG,
                                     const LoopSchedule &LS, int64_t Quantum) {
  for (auto Item : enumerate(Regions)) {
    size_t K = Item.index();
    const Region &R = Item.value();
    ORE.emit([&] {
      return remark<MachineOptimizationRemarkAnalysis>("Region", L)
             << "loop " << NV("Block", loopName(L)) << " region "
             << NV("Region", unsigned(K)) << " ("
             << NV("Kind", regionKindName(R.Kind)) << ", bb."
             << NV("RegionBlock", R.Block->getNumber()) << "): "
             << NV("Instrs", unsigned(R.Instrs.size()))
             << " instructions, latency " << NV("Latency", R.latency())
             << " = " << NV("LatencyBasis", describeRegionLatency(R))
             << ", barriers " << NV("Barriers", R.Barriers)
             << (R.Convergent ? ", convergent" : "");
    });
  }
  ORE.emit([&] {
    return remark<MachineOptimizationRemarkAnalysis>("RegionGraph", L)
           << "loop " << NV("Block", loopName(L)) << ": "
           << NV("Regions", unsigned(Regions.size())) << " regions, "
           << NV("Deps", DDG.P.Graph.numDependences()) << " dependences ("
           << NV("LoopCarried", DDG.NumLoopCarried)
           << " loop-carried), MII=" << NV("MII", LS.Bounds.MII)
           << " (ResMII=" << NV("ResMII", LS.Bounds.ResMII)
           << ", RecMII=" << NV("RecMII", LS.Bounds.RecMII)
           << ") cycles in units of " << NV("Quantum", Quantum)
           << ", machine " << NV("Machine", MachineName);
  });
  remarkSolverTime(L, LS);
}

/// Distinct warp groups of \p LS's assignment (0 when it has none).
static unsigned warpGroups(const LoopSchedule &LS) {
  if (!LS.Schedule.Warps)
    return 0;
  const Problem &P = LS.SolvedProblem;
  unsigned WPG = P.Warps && P.Warps->WarpsPerGroup ? P.Warps->WarpsPerGroup : 4;
  DenseSet<unsigned> Groups;
  for (unsigned W : LS.Schedule.Warps->Warp)
    Groups.insert(W / WPG);
  return Groups.size();
}

std::string TwillScheduleDAG::compareRole(const MachineLoop &L,
                                          const HandRole &Role,
                                          const LoopSchedule &LS) {
  countEvent("regions.role-loops");
  unsigned Groups = warpGroups(LS);
  unsigned Copies = LS.Schedule.copies();
  // The hand-written partition runs the whole loop on its role's warps.
  StringRef Partition = partitionVerdictName(comparePartition(Groups));
  StringRef Stages = stageVerdictName(compareStages(Role.RingStages, Copies));
  countEvent("regions.role-partition." + Partition.str());
  countEvent("regions.role-stages." + Stages.str());
  ORE.emit([&] {
    auto R = remark<MachineOptimizationRemarkAnalysis>("HandRole", L);
    R << "loop " << NV("Block", loopName(L))
      << " runs one role of a hand-specialised kernel (branch on the thread "
         "index at bb."
      << NV("RoleBranch", Role.Branch->getNumber())
      << (Role.SetMaxNReg ? "; setmaxnreg in the function" : "")
      << "): ";
    if (Groups)
      R << "Twill's partition puts its regions on " << NV("WarpGroups", Groups)
        << " warp group(s), " << NV("Partition", Partition)
        << " with the hand-written partition (one warp group per role); ";
    else
      R << "Twill's model has no warp partition for this schedule ("
        << NV("Partition", Partition)
        << ", see the solver remark), so none to compare with the "
           "hand-written one; ";
    R << "its schedule keeps "
      << NV("SchedCopies", Copies) << " iteration(s) in flight at II="
      << NV("II", LS.Schedule.II) << " against a hand-written ring of ";
    if (Role.RingStages)
      R << NV("RingStages", Role.RingStages) << " stages";
    else
      R << "? stages (no stage index K mod 2^n, nor one that wraps at a "
           "constant, in the loop)";
    R << ": " << NV("Stages", Stages)
      << " (the ring also covers the other role's latency, which this "
         "loop's graph does not see)";
    return R;
  });
  return std::string(MetadataPrefix) + "role branch=bb." +
         std::to_string(Role.Branch->getNumber()) +
         " setmaxnreg=" + std::to_string(Role.SetMaxNReg) +
         " ring=" + std::to_string(Role.RingStages) +
         " twill_groups=" + std::to_string(Groups) +
         " sched_copies=" + std::to_string(Copies) +
         " partition=" + Partition.str() + " stages=" + Stages.str();
}

void TwillScheduleDAG::scheduleRegionLoop(const MachineLoop &L) {
  countEvent("regions.loops");
  if (!twillMetadata(*L.getHeader()).empty())
    return missed(L, "AlreadyScheduled",
                  "the header already carries twill metadata");
  if (!MD)
    return missed(L, "NoMachine", "machine description: " + MachineError);
  InnerTripCounts Trips(MF.getFunction());
  Expected<std::vector<Region>> Regions =
      collectRegions(L, *Classifier, &Trips);
  if (!Regions && L.isInnermost())
    return missed(L, "MultiBlockLoop",
                  "the body has " + Twine(L.getNumBlocks()) +
                      " blocks, not a chain of regions: " +
                      toString(Regions.takeError()));
  if (!Regions)
    return missed(L, "RegionShape",
                  "not a chain of regions: " + toString(Regions.takeError()));
  int64_t Quantum = 1;
  Expected<LoopDDG> DDG = buildRegionDDG(*Regions, *Classifier, AA, Quantum);
  if (!DDG)
    return missed(L, "NoGraph", "region graph: " + toString(DDG.takeError()));
  if (debugEnabled()) {
    debugStream() << "twill-regions: " << loopName(L) << "\n";
    for (auto [K, R] : enumerate(*Regions))
      printRegion(debugStream(), K, R);
  }
  if (!Opts.DumpDir.empty())
    dumpProblem(L, DDG->P);
  LoopSchedule LS = scheduleLoop(*DDG, *MD, reorderOptions(/*OrderKept=*/true),
                                 loopTimeLimit(MF));
  chargeFunction(MF, LS.Seconds);
  scaleRegionSchedule(LS, Quantum);
  remarkRegions(L, *Regions, *DDG, LS, Quantum);
  if (!LS.Scheduled)
    return missed(L, LS.OutOfTime ? "OutOfTime" : "NotScheduled", LS.Reason);
  // The code keeps its order: the metadata lists the steps as written.
  LS.Order.clear();
  for (OpId Op = 0; Op < Regions->size(); ++Op)
    LS.Order.push_back(Op);
  std::string Text =
      formatLoopMetadata(*DDG, LS, loopName(L), MachineName, Opts.Metadata,
                         /*EmittedCopies=*/1, LoopCode::OrderKept);
  if (Opts.Metadata == MetadataForm::Full)
    Text += "\n\t" + std::string(MetadataPrefix) + "regions quantum=" +
            std::to_string(Quantum) + " code-order=kept\n\t" +
            formatRegionMetadata(*Regions);
  if (std::optional<HandRole> Role = MDT ? findHandRole(L, *MDT) : std::nullopt) {
    std::string Line = compareRole(L, *Role, LS);
    if (Opts.Metadata == MetadataForm::Full)
      Text += "\n\t" + Line;
  }
  insertMetadata(*L.getHeader(), Text, LIS);
  countEvent("regions.scheduled");
  for (const Region &R : *Regions)
    countEvent("regions.step." + regionKindName(R.Kind).str());
  if (debugEnabled())
    debugStream() << "twill-regions: " << loopName(L) << " scheduled: II="
                  << LS.Schedule.II << " L=" << LS.Schedule.Length
                  << " warp groups " << warpGroups(LS) << "\n";
  ORE.emit([&] {
    auto R = remark<MachineOptimizationRemark>("ScheduledRegions", L);
    R << "loop " << NV("Block", loopName(L)) << " scheduled as regions";
    if (L.isInnermost())
      R << " (innermost, " << NV("InnermostBlocks", L.getNumBlocks())
        << " blocks)";
    R << "; code order kept: " << NV("Regions", unsigned(Regions->size()))
      << " steps, II=" << NV("II", LS.Schedule.II)
      << " MII=" << NV("MII", LS.MII) << " L=" << NV("L", LS.Schedule.Length)
      << " copies=" << NV("Copies", 1u)
      << " sched_copies=" << NV("SchedCopies", LS.Schedule.copies())
      << " solver=" << NV("Solver", loopSolverName(LS.Solver))
      << " status=" << NV("Status", solveStatusName(LS.Status))
      << " warp-groups=" << NV("WarpGroups", warpGroups(LS));
    return R;
  });
}

ScheduleDAGInstrs *
twill::nvptx::createTwillScheduleDAG(MachineSchedContext *C) {
  return new TwillScheduleDAG(C, std::make_unique<ReplayStrategy>());
}

static MachineSchedRegistry
    TwillSchedRegistry("twill",
                       "twill: modulo-schedule innermost single-block loops",
                       twill::nvptx::createTwillScheduleDAG);
