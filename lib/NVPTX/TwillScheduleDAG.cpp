//===- TwillScheduleDAG.cpp - The twill machine scheduler -----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/TwillScheduleDAG.h"

#include "twill/IO/Readers.h"
#include "twill/NVPTX/CompileBudget.h"
#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/LoopScheduler.h"
#include "twill/NVPTX/Observe.h"
#include "twill/NVPTX/Options.h"
#include "twill/NVPTX/SchedMetadata.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
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

/// Does \p MBB hold the metadata the pipeliner writes?
bool carriesTwillMetadata(const MachineBasicBlock &MBB) {
  for (const MachineInstr &MI : MBB)
    if (MI.isInlineAsm() &&
        StringRef(MI.getOperand(0).getSymbolName()).starts_with(MetadataPrefix))
      return true;
  return false;
}

class TwillScheduleDAG : public ScheduleDAGMI {
public:
  TwillScheduleDAG(MachineSchedContext *C, std::unique_ptr<ReplayStrategy> S)
      : ScheduleDAGMI(C, std::move(S), /*RemoveKillFlags=*/true),
        ORE(*C->MF, nullptr), Opts(getPluginOptions()) {
    Replay = static_cast<ReplayStrategy *>(SchedImpl.get());
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
  ReplayStrategy *Replay = nullptr;
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
  // Blocks of outer loops are no candidates; their inner loops are. A loop
  // of several blocks is reported at the first of its blocks.
  if (!L || !L->isInnermost() || Handled.contains(L))
    return;
  Handled.insert(L);
  emitVersionRemark(ORE, *L);
  // The pipeliner's kernels and the original loops it keeps carry its
  // metadata at the top of their header.
  if (carriesTwillMetadata(*L->getHeader())) {
    missed(*L, "AlreadyPipelined",
           "software-pipelined at the SSA stage (its kernel, or the original "
           "loop kept for short trip counts); left as emitted");
    return;
  }
  if (L->getNumBlocks() != 1) {
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
  // The II here is metadata only (ptxas schedules the loop again), so the
  // exact decisions below the heuristic's II are the pipeliner's alone.
  PluginOptions Reorder = Opts;
  Reorder.ExactIIWork = 0;
  LoopSchedule LS = scheduleLoop(*DDG, *MD, Reorder, loopTimeLimit(MF));
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
  if (LS.Solver != LoopSolver::None)
    ORE.emit([&] {
      auto R = remark<MachineOptimizationRemarkAnalysis>("SolverTime", L);
      R << "loop " << NV("Block", loopName(L)) << ": ";
      return describeSolve(R, LS);
    });
  if (!LS.Scheduled) {
    missed(L, LS.OutOfTime ? "OutOfTime" : "NotScheduled", LS.Reason);
    return;
  }

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
  Replay->setOrder(std::move(Order));
  ScheduleDAGMI::schedule();
  if (!Replay->rejection().empty()) {
    missed(L, "LLVMDependence", Replay->rejection());
    return;
  }
  countEvent("reorder.scheduled");
  insertMetadata(
      *BB,
      formatLoopMetadata(*DDG, LS, loopName(L), MachineName, Opts.Metadata),
      LIS);
  ORE.emit([&] {
    return remark<MachineOptimizationRemark>("Scheduled", L)
           << "loop " << NV("Block", loopName(L))
           << " scheduled: II=" << NV("II", LS.Schedule.II)
           << " MII=" << NV("MII", LS.MII)
           << " L=" << NV("L", LS.Schedule.Length)
           << " copies=" << NV("Copies", LS.Schedule.copies())
           << " solver=" << NV("Solver", loopSolverName(LS.Solver))
           << " status=" << NV("Status", solveStatusName(LS.Status))
           << " moved=" << NV("Moved", Moved) << "/"
           << NV("Ops", unsigned(Body.size()));
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
