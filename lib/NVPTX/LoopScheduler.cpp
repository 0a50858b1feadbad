//===- LoopScheduler.cpp - Solve, verify and order one loop body ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopScheduler.h"

#include "twill/NVPTX/CompileBudget.h"
#include "twill/NVPTX/Observe.h"

#include "twill/Machines/MachineDescription.h"
#include "twill/Model/StableSort.h"
#include "twill/Twill/Z3Session.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <numeric>
#include <utility>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

#define DEBUG_TYPE "twill"

STATISTIC(NumSolves, "Loop solves through the compiler's recipe");
STATISTIC(NumSolverFallbacks, "Solves decided by a fallback solver");
STATISTIC(NumWarpFallbacks,
          "Solves whose Twill warp model fell back to the producer/consumer "
          "rule");
STATISTIC(NumOutOfTime, "Solves discarded at their time limit");

namespace {
/// Counts the solve in LLVM's statistics and -twill-stats: the deciding
/// solver, fallbacks, and solves the clock discarded.
void countSolve(const CompilerReport &R) {
  ++NumSolves;
  if (R.Solver != LoopSolver::None)
    countEvent("solver." + loopSolverName(R.Solver).str());
  if (R.SolverFellBack) {
    ++NumSolverFallbacks;
    countEvent("solver.fallback");
  }
  if (R.WarpsFellBack) {
    ++NumWarpFallbacks;
    countEvent("solver.warp-fallback");
  }
  if (R.OutOfTime) {
    ++NumOutOfTime;
    countEvent("solver.out-of-time");
  }
}
} // namespace

StringRef twill::nvptx::availableSolvers() { return "phase1,twill,gaus"; }

bool twill::nvptx::orderBySchedule(const DependenceGraph &G,
                                   const ModuloSchedule &S,
                                   std::vector<OpId> &Order) {
  Order.resize(G.numOperations());
  std::iota(Order.begin(), Order.end(), 0);
  stableSort(Order, [&](OpId A, OpId B) { return S.Start[A] < S.Start[B]; });
  std::vector<unsigned> Pos(Order.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Pos[Order[I]] = I;
  for (const Dependence &D : G.dependences())
    if (D.Distance == 0 && Pos[D.Src] > Pos[D.Dst])
      return false;
  return true;
}

namespace {

std::string formatSeconds(double S) {
  char Buf[32];
  snprintf(Buf, sizeof(Buf), "%.3g s", S);
  return Buf;
}

/// The Z3 session of this thread's queries: its context is created on the
/// first query that reaches Z3 (it costs milliseconds of CPU, more than
/// many queries), on a prepared heap (Z3Session::prepareHeap), and kept
/// for the compiler's lifetime. Deliberately never destroyed, so that no
/// static destructor runs after Z3's own.
Z3Session &threadZ3Session() {
  static thread_local Z3Session *Session = new Z3Session(/*PrepareHeap=*/true);
  return *Session;
}

/// The CPU seconds spent creating this thread's Z3 context not yet charged
/// to a loop's remark (the first loop whose solve reached Z3 pays them).
double takeZ3Setup() {
  static thread_local bool Charged = false;
  const Z3Session &S = threadZ3Session();
  if (Charged || !S.started())
    return 0;
  Charged = true;
  return S.setupCPUSeconds();
}

/// Whether \p DDG holds an asynchronous tensor-core or copy operation: an
/// instruction whose class has the TableGen bit `Async` (a wgmma or tcgen05
/// GEMM, a TMA or cp.async copy, tensor-memory traffic, an mbarrier or an
/// async-group fence, commit or wait). These are the loops warp
/// specialization is for (Soi et al. §2: producers issue copies, consumers
/// the GEMMs), so -twill-solver=auto gives them Twill's warp model.
bool holdsAsyncOps(const LoopDDG &DDG) {
  return any_of(DDG.Classes, [](const ClassifiedInstr &C) {
    return C.Class && C.Class->Async;
  });
}


/// The request of the compiler's recipe (twill/Scheduler/Scheduler.h) for
/// \p DDG under the plugin's options.
ScheduleRequest makeRequest(const LoopDDG &DDG, const MachineDescription &MD,
                            const PluginOptions &Opts, double TimeLimit,
                            unsigned MaxStages, int64_t RefutedBelow) {
  ScheduleRequest Req;
  Req.Kind = SchedulerKind::Compiler;
  CompilerOptions &C = Req.Compiler;
  bool TwillWarps = Opts.Solver == SolverChoice::Twill ||
                    (Opts.Solver == SolverChoice::Auto && holdsAsyncOps(DDG));
  C.Solver = Opts.Solver == SolverChoice::Algorithm1 ? RecipeSolver::Algorithm1
             : TwillWarps ? RecipeSolver::TwillWarps
                          : RecipeSolver::Phase1;
  C.TimeLimit = TimeLimit;
  C.ForceII = Opts.ForceII;
  C.GauSThreshold = Opts.GauSThreshold;
  C.ExactIIWork = Opts.ExactIIWork;
  C.ExactIIMaxVars = Opts.ExactIIMaxVars;
  C.HeuristicRestarts = Opts.HeuristicRestarts;
  C.HeuristicBudgetRatio = Opts.HeuristicBudgetRatio;
  C.MaxStages = MaxStages;
  C.RefutedBelow = RefutedBelow;
  C.MaxUnroll = std::max(1u, Opts.MaxUnroll);
  C.WarpDescentRounds = Opts.WarpDescentRounds;
  C.Warps = MD.warpConfig();
  C.Session = &threadZ3Session();
  return Req;
}

/// Why the recipe left the loop without a schedule, in the plugin's words.
std::string reasonFor(const CompilerReport &R, const ScheduleOutcome &Out,
                      const PluginOptions &Opts, double TimeLimit,
                      unsigned MaxStages) {
  if (R.OutOfTime)
    return "the solve reached its time limit of " + formatSeconds(TimeLimit) +
           " (-twill-time-limit, -twill-function-time-limit); the loop is "
           "left unchanged so that the code does not depend on machine load";
  if (R.TooManyStages)
    return "no schedule with at most " + std::to_string(MaxStages) +
           " stages (-twill-max-stages) and " +
           std::to_string(Opts.MaxUnroll) +
           " kernel copies (-twill-max-unroll); the best has II=" +
           std::to_string(Out.Schedule.II) +
           " L=" + std::to_string(Out.Schedule.Length);
  if (!R.Reason.empty())
    return R.Reason;
  return "the schedule failed the final verification";
}

} // namespace

LoopSchedule twill::nvptx::scheduleLoop(const LoopDDG &DDG,
                                        const MachineDescription &MD,
                                        const PluginOptions &Opts,
                                        double TimeLimit, unsigned MaxStages,
                                        int64_t RefutedBelow,
                                        bool DeferWarps) {
  LoopSchedule LS;
  if (TimeLimit <= 0) {
    LS.Reason = "no solver time left (-twill-time-limit, "
                "-twill-function-time-limit)";
    LS.OutOfTime = true;
    return LS;
  }
  ScheduleRequest Req =
      makeRequest(DDG, MD, Opts, TimeLimit, MaxStages, RefutedBelow);
  Req.Compiler.DeferWarps = DeferWarps;
  Expected<ScheduleOutcome> Out = scheduleProblem(DDG.P, Req);
  if (!Out) {
    LS.Reason = "problem: " + toString(Out.takeError());
    return LS;
  }
  const CompilerReport &R = Out->Compiler;
  countSolve(R);
  static_cast<CompilerReport &>(LS) = R;
  LS.Z3SetupCPUSeconds = takeZ3Setup();
  LS.SolvedProblem = std::move(Out->Solved);
  LS.Schedule = std::move(Out->Schedule);
  if (!hasSolution(Out->Status)) {
    LS.Reason = reasonFor(R, *Out, Opts, TimeLimit, MaxStages);
    return LS;
  }
  if (!orderBySchedule(LS.SolvedProblem.Graph, LS.Schedule, LS.Order)) {
    LS.Reason = "schedule order breaks an intra-iteration dependence";
    return LS;
  }
  LS.Scheduled = true;
  return LS;
}

bool twill::nvptx::finishWarps(const LoopDDG &DDG, const MachineDescription &MD,
                               const PluginOptions &Opts, double TimeLimit,
                               unsigned MaxStages, LoopSchedule &LS) {
  ScheduleOutcome Out;
  Out.Status = LS.Status;
  Out.Compiler = static_cast<CompilerReport &>(LS);
  Out.Solved = std::move(LS.SolvedProblem);
  Out.Schedule = std::move(LS.Schedule);
  ScheduleRequest Req = makeRequest(DDG, MD, Opts, TimeLimit, MaxStages,
                                    /*RefutedBelow=*/0);
  assignDeferredWarps(Req.Compiler, Out);
  static_cast<CompilerReport &>(LS) = Out.Compiler;
  LS.Z3SetupCPUSeconds += takeZ3Setup();
  LS.SolvedProblem = std::move(Out.Solved);
  LS.Schedule = std::move(Out.Schedule);
  if (hasSolution(Out.Status))
    return true;
  LS.Reason = reasonFor(Out.Compiler, Out, Opts, TimeLimit, MaxStages);
  LS.Scheduled = false;
  return false;
}
