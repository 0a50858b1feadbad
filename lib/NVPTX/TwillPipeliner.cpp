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

#include "twill/Model/EnumNames.h"
#include "twill/NVPTX/CompileBudget.h"
#include "twill/NVPTX/GuardedBlock.h"
#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/LoopScheduler.h"
#include "twill/NVPTX/ModuloExpander.h"
#include "twill/NVPTX/Observe.h"
#include "twill/NVPTX/Options.h"
#include "twill/NVPTX/SchedMetadata.h"
#include "twill/NVPTX/TwillScheduleDAG.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <algorithm>
#include <iterator>
#include <climits>
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

namespace llvm {
void initializeTwillPipelinerPass(PassRegistry &);
} // namespace llvm

namespace {

using NV = DiagnosticInfoOptimizationBase::Argument;

cl::opt<bool> TestBreakGuard(
    "twill-test-break-guard", cl::Hidden, cl::init(false),
    cl::desc("Testing only: emit a guard that lets S-1 iterations into the "
             "pipelined loop (a wrong expansion the differential tests must "
             "catch)"));

cl::opt<bool> FoldGuarded(
    "twill-fold-guarded", cl::init(true),
    cl::desc("Fold an if-then loop body into one block (the guarded loads "
             "and stores predicated, the merges selp) so that it can be "
             "pipelined"));

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
};

StringRef leftAloneName(LeftAlone K) {
  // Indexed by LeftAlone, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {
      "shape",       "multi-block", "too-small", "too-large",
      "graph",       "no-schedule", "stages",    "plan",
      "one-stage",   "registers",   "code-size", "expansion"};
  static_assert(std::size(Names) == size_t(LeftAlone::Expansion) + 1,
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

/// The register budget per thread: the kernel's `maxnreg` annotation, else
/// the architectural 255.
int64_t registerBudget(const Function &F) {
  const NamedMDNode *A = F.getParent()->getNamedMetadata("nvvm.annotations");
  if (A)
    for (const MDNode *N : A->operands()) {
      if (N->getNumOperands() < 3)
        continue;
      auto *G = mdconst::dyn_extract_or_null<Function>(N->getOperand(0));
      if (G != &F)
        continue;
      for (unsigned K = 1; K + 1 < N->getNumOperands(); K += 2) {
        auto *Key = dyn_cast<MDString>(N->getOperand(K));
        auto *V = mdconst::dyn_extract<ConstantInt>(N->getOperand(K + 1));
        if (Key && V && Key->getString() == "maxnreg")
          return V->getSExtValue();
      }
    }
  return 255;
}

/// Pipelines the loops of one function.
class LoopPipeliner {
public:
  LoopPipeliner(MachineFunction &MF, MachineLoopInfo &MLI,
                AAResults *AA, ScalarEvolution *SE)
      : MF(MF), MLI(MLI), AA(AA), SE(SE), ORE(MF, nullptr),
        Opts(getPluginOptions()) {}

  bool run();

private:
  /// The recipe for one loop: checkShape, buildGraph, solveLoop,
  /// planLoop, expand; each step that fails emits the missed remark.
  bool pipelineLoop(MachineLoop &L);
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
                               const InstrClassifier &Classifier);
  void missed(const MachineLoop &L, LeftAlone Kind, const Twine &Why);
  /// Writes \p P to -twill-dump-dir (suffix ".ssa"); a failure becomes an
  /// analysis remark.
  void dumpProblem(const MachineLoop &L, const Problem &P);
  /// The "Pipelined" remark: II, MII, stages, unroll, solver, registers.
  void remarkPipelined(const MachineLoop &L, StringRef Name,
                       const LoopSchedule &LS, const PipelinePlan &Plan);

  /// Folds an if-then body into its header (GuardedBlock.h) when
  /// -twill-fold-guarded allows and every guarded instruction can run
  /// under a predicate; else says why the loop is left alone.
  bool foldGuarded(MachineLoop &L);

  MachineFunction &MF;
  MachineLoopInfo &MLI;
  /// Loops whose guarded block foldGuarded() folded: the block's number, for
  /// the remarks (the code changed even where the loop is not pipelined).
  DenseMap<const MachineLoop *, int> Folded;
  AAResults *AA;
  ScalarEvolution *SE;
  MachineOptimizationRemarkEmitter ORE;
  PluginOptions Opts;
  std::string MachineName;
  const MachineDescription *MD = nullptr;
  std::unique_ptr<InstrClassifier> Classifier;
};

/// Why a loop of several blocks that is no foldable if-then is left alone,
/// as precisely as the blocks say: the first instruction off the header
/// that could not run unconditionally, or that it is all pure.
std::string describeMultiBlock(const MachineLoop &L) {
  std::string Why = "the body has " + std::to_string(L.getNumBlocks()) +
                    " blocks (the pipeliner takes single-block loops and "
                    "if-then bodies it can fold)";
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
  // A folded body is no longer as written, even where it is not pipelined.
  if (auto It = Folded.find(&L); It != Folded.end())
    Why += " (its guarded block bb." + std::to_string(It->second) +
           " was folded into the header: loads and stores predicated)";
  ++NumLoopsLeftAlone;
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

bool LoopPipeliner::foldGuarded(MachineLoop &L) {
  if (!FoldGuarded || L.getNumBlocks() != 3) {
    missed(L, LeftAlone::MultiBlock, describeMultiBlock(L));
    return false;
  }
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  Expected<GuardedLoop> G = analyzeGuardedLoop(L, TII);
  if (!G) {
    missed(L, LeftAlone::MultiBlock,
           "the body has 3 blocks and is not folded: " +
               toString(G.takeError()));
    return false;
  }
  Folded[&L] = G->Then->getNumber();
  foldGuardedLoop(*G, MLI, TII);
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
    emitVersionRemark(ORE, **MLI.begin());
  // Collect first: expanding a loop adds blocks.
  SmallVector<MachineLoop *, 8> Loops;
  for (MachineLoop *Top : MLI)
    for (MachineLoop *L : depth_first(Top)) {
      if (!L->isInnermost())
        continue;
      if (L->getNumBlocks() == 1 || foldGuarded(*L))
        Loops.push_back(L);
    }
  if (Loops.empty())
    return false;
  // The classifier builds an instruction printer: only for functions with
  // candidate loops.
  Classifier = std::make_unique<InstrClassifier>(*MD, MF.getTarget());
  bool Changed = false;
  for (MachineLoop *L : Loops)
    Changed |= pipelineLoop(*L);
  return Changed;
}

Expected<LoopDDG>
LoopPipeliner::buildGraph(MachineBasicBlock &MBB, unsigned NumInstrs,
                          const InstrClassifier &Classifier) {
  BodyDAG DAG(MF, &MLI);
  DAG.startBlock(&MBB);
  DAG.enterRegion(&MBB, MBB.getFirstNonPHI(), MBB.getFirstTerminator(),
                  NumInstrs);
  DAG.buildSchedGraph(AA);
  Expected<LoopDDG> DDG =
      buildLoopDDGFromDAG(MBB, DAG.SUnits, Classifier, AA, SE);
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

void LoopPipeliner::remarkPipelined(const MachineLoop &L, StringRef Name,
                                    const LoopSchedule &LS,
                                    const PipelinePlan &Plan) {
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
      << " -> " << NV("RegsAfter", Plan.RegistersAfter) << " (model)";
    if (auto It = Folded.find(&L); It != Folded.end())
      R << "; guarded block bb." << NV("FoldedBlock", It->second)
        << " folded into the header (loads and stores predicated)";
    // Above MII, the stage limit may be the proof that II is the least.
    if (LS.Schedule.II > LS.MII && LS.StageBoundII == LS.Schedule.II)
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
  int64_t Budget = registerBudget(MF.getFunction());
  if (Plan->RegistersAfter > Budget) {
    missed(L, LeftAlone::Registers, "the model estimates " + Twine(Plan->RegistersAfter) +
                  " registers in the kernel, over the budget of " +
                  Twine(Budget));
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

bool LoopPipeliner::expand(MachineLoop &L, LoopShape &Shape,
                           PipelinePlan &Plan, const LoopDDG &DDG,
                           const LoopSchedule &LS) {
  Plan.TestBreakGuard = TestBreakGuard;
  std::string Name = loopName(L);
  Expected<MachineBasicBlock *> Kernel = expandLoop(Shape, Plan);
  if (!Kernel) {
    missed(L, LeftAlone::Expansion, toString(Kernel.takeError()));
    return false;
  }
  std::string Text =
      formatLoopMetadata(DDG, LS, Name, MachineName, Opts.Metadata);
  if (!Text.empty())
    Text += "\n\t" + std::string(MetadataPrefix) + "pipeline stages=" +
            std::to_string(Plan.Stages) +
            " unroll=" + std::to_string(Plan.Unroll);
  insertMetadata(**Kernel, Text, nullptr);
  // The original loop stays for trip counts below S. The marker tells the
  // reorder pass not to solve it again (it carries twill metadata).
  if (Opts.Metadata != MetadataForm::None)
    insertMetadata(*L.getHeader(),
                   std::string(MetadataPrefix) + "original " + Name +
                       ": runs trip counts below " +
                       std::to_string(Plan.Stages) +
                       " (the pipelined copy runs the others)",
                   nullptr);
  ++NumLoopsPipelined;
  countEvent("pipeliner.pipelined");
  remarkPipelined(L, Name, LS, Plan);
  return true;
}

bool LoopPipeliner::pipelineLoop(MachineLoop &L) {
  ++NumLoopsSeen;
  countEvent("pipeliner.loops");
  // 1. Shape.
  std::optional<LoopShape> Shape = checkShape(L);
  if (!Shape)
    return false;
  // 2. Graph.
  Expected<LoopDDG> DDG =
      buildGraph(*L.getHeader(), Shape->Body.size(), *Classifier);
  if (!DDG) {
    missed(L, LeftAlone::Graph, "dependence graph: " + toString(DDG.takeError()));
    return false;
  }
  // 3. Schedule (verified inside).
  std::optional<LoopSchedule> LS = solveLoop(L, *DDG);
  if (!LS)
    return false;
  // 4. Plan and budgets.
  std::optional<PipelinePlan> Plan = planLoop(L, *Shape, *LS);
  if (!Plan)
    return false;
  // 5. Expand.
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
class TwillSSAStage : public MachineFunctionPass {
public:
  static char ID;
  TwillSSAStage()
      : MachineFunctionPass(ID),
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

char TwillSSAStage::ID = 0;

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
