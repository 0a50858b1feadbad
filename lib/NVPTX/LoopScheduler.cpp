//===- LoopScheduler.cpp - Solve, verify and order one loop body ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopScheduler.h"

#include "twill/NVPTX/CompileBudget.h"

#include "twill/Analysis/Bounds.h"
#include "twill/Model/MachineDescription.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/WarpAssignment.h"
#include "twill/Verifier/Verifier.h"
#ifdef TWILL_HAVE_SOLVE_TWILL
#include "twill/Twill/TwillSolver.h"
#endif
#ifdef TWILL_HAVE_GAUS
#include "twill/GauS/GauS.h"
#endif

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <optional>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

StringRef twill::nvptx::availableSolvers() {
#if defined(TWILL_HAVE_SOLVE_TWILL) && defined(TWILL_HAVE_GAUS)
  return "phase1,twill,gaus";
#elif defined(TWILL_HAVE_SOLVE_TWILL)
  return "phase1,twill";
#elif defined(TWILL_HAVE_GAUS)
  return "phase1,gaus";
#else
  return "phase1";
#endif
}

bool twill::nvptx::orderBySchedule(const DependenceGraph &G,
                                   const ModuloSchedule &S,
                                   std::vector<OpId> &Order) {
  Order.resize(G.numOperations());
  std::iota(Order.begin(), Order.end(), 0);
  std::stable_sort(Order.begin(), Order.end(),
                   [&](OpId A, OpId B) { return S.Start[A] < S.Start[B]; });
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

/// The first I in [From, To] at which Rau's iterative modulo scheduler,
/// with a fixed budget, finds a schedule: one by one for 8 values, then in
/// steps of a quarter of the distance from From (at most ~20 attempts to
/// double I, so that compile time stays bounded on loops whose I lies far
/// above MII). Deterministic: no clock involved.
std::optional<ModuloSchedule> heuristicFrom(const Problem &P, int64_t From,
                                            int64_t To) {
  auto Next = [From](int64_t II) {
    return II < From + 8 ? II + 1 : II + std::max<int64_t>(1, (II - From) / 4);
  };
  for (int64_t II = From; II <= To; II = Next(II))
    if (std::optional<ModuloSchedule> S =
            iterativeModuloSchedule(P, II, /*BudgetRatio=*/50))
      return S;
  return std::nullopt;
}

/// Fills \p LS from a Phase 1 (minimum-II) search, deterministic whenever
/// it finishes within its time:
///  1. Rau's iterative modulo scheduler from MII upward, with a fixed
///     budget per I; at MII its schedule is optimal, above it feasible (on
///     these instruction-level problems, with latencies of hundreds of
///     cycles, the exact ILP rarely settles the I in between within a
///     compiler's budget: on a 13-instruction loop MII stays undecided
///     after 20 s);
///  2. only if the heuristic finds nothing up to 8 MII + ops, the exact
///     search (minimizeII); its answer is used only if every I it tried
///     was decided, since an I given up on a per-I time limit would make
///     the answer depend on machine load.
void runPhase1(const LoopDDG &DDG, const Stopwatch &Clock, int64_t MII,
               LoopSchedule &LS) {
  LS.Solver = "phase1";
  LS.SolvedProblem = DDG.P;
  LS.MII = MII;
  int64_t Last = 8 * MII + int64_t(DDG.P.Graph.numOperations());
  if (std::optional<ModuloSchedule> Quick = heuristicFrom(DDG.P, MII, Last)) {
    LS.Status = Quick->II == MII ? SolveStatus::Optimal : SolveStatus::Feasible;
    LS.Detail = Quick->II == MII ? "heuristic at MII"
                                 : "heuristic at II=" +
                                       std::to_string(Quick->II) + ", MII=" +
                                       std::to_string(MII) + " not reached";
    LS.Schedule = std::move(*Quick);
    return;
  }
  IISearchOptions SO;
  SO.TimeLimit = Clock.left();
  SO.MinimizeLength = false;
  IISearchResult R = minimizeII(DDG.P, SO);
  LS.Detail = std::to_string(R.Attempts.size()) + " exact II attempts";
  bool AllDecided = none_of(R.Attempts, [](const IIAttempt &A) {
    return A.Status == SolveStatus::Timeout;
  });
  if (hasSolution(R.Status) && AllDecided) {
    LS.Status = R.Status;
    LS.Schedule = R.Schedule;
    return;
  }
  LS.Status = AllDecided ? R.Status : SolveStatus::Timeout;
}

/// Fills \p LS from the heuristic at exactly \p II (-twill-force-ii).
void runForcedII(const LoopDDG &DDG, int64_t II, LoopSchedule &LS) {
  LS.Solver = "phase1";
  LS.SolvedProblem = DDG.P;
  LS.MII = LS.Bounds.MII;
  LS.Detail = "-twill-force-ii=" + std::to_string(II);
  std::optional<ModuloSchedule> S =
      iterativeModuloSchedule(DDG.P, II, /*BudgetRatio=*/50);
  LS.Status = S ? SolveStatus::Feasible : SolveStatus::Infeasible;
  if (S)
    LS.Schedule = std::move(*S);
}

#ifdef TWILL_HAVE_SOLVE_TWILL
/// Fills \p LS from Algorithm 1. Returns false when it did not run.
bool runTwill(const LoopDDG &DDG, const Stopwatch &Clock,
              const MachineDescription &MD, LoopSchedule &LS) {
  Problem P = DDG.P;
  P.Warps = MD.warpConfig();
  TwillOptions TO;
  TO.TimeLimit = Clock.left();
  Expected<TwillResult> R = solveTwill(P, TO);
  if (!R) {
    LS.Reason = "twill solver: " + toString(R.takeError());
    return false;
  }
  LS.Solver = "twill";
  LS.Status = R->Status;
  LS.Schedule = R->Schedule;
  LS.SolvedProblem = R->Normalized;
  LS.MII = R->MII;
  char Buf[160];
  snprintf(Buf, sizeof(Buf),
           "normalization %.1f ms, bounds %.1f ms, phase 1 %.1f ms, "
           "phase 2 %.1f ms",
           R->Times.Normalization * 1e3, R->Times.Bounds * 1e3,
           R->Times.Phase1 * 1e3, R->Times.Phase2 * 1e3);
  LS.Detail = Buf;
  return true;
}
#endif

#ifdef TWILL_HAVE_GAUS
/// Fills \p LS from GauS at I = MII, retrying at I + 1 and with a longer
/// horizon. The horizon starts at the critical path at MII plus one MII.
void runGauS(const LoopDDG &DDG, const Stopwatch &Clock, int64_t MII,
             LoopSchedule &LS) {
  LS.Solver = "gaus";
  LS.SolvedProblem = DDG.P;
  LS.MII = MII;
  int64_t D = 4 * MII;
  if (Expected<int64_t> CP = computeCriticalPathLength(DDG.P.Graph, MII))
    D = *CP + MII;
  else
    consumeError(CP.takeError());
  GauSSolver S(DDG.P, D);
  GauSOptions &GO = S.options();
  GO.TimeLimit = Clock.left();
  GO.Progress = false;
  GO.Threads = 1; // Compilers run in parallel already.
  GO.RetryNextII = true;
  GO.RetryLargerD = true;
  GO.MaxRetries = 6;
  GauSResult R = S.solveModulo(MII, 0, GO.MaxIters);
  LS.Status = R.Status;
  LS.Detail = std::to_string(R.Stats.Iterations) + " iterations, " +
              std::to_string(R.Stats.Retries) + " retries, horizon " +
              std::to_string(R.D);
  if (!R.Message.empty())
    LS.Detail += ": " + R.Message;
  if (hasSolution(R.Status))
    LS.Schedule = R.Schedule;
}
#endif

/// Phase 1 and GauS assign no warps. The warp-specialization rule of the
/// Twill model gives a partition for free: variable-latency ops (TMA,
/// ld.global.nc, cp.async) on a producer warp group of their own, all
/// others on the consumer group. When the verifier rejects it (register
/// limits, cross-warp spills), the warps are chosen for the schedule's
/// fixed start times (assignWarpsForStarts: Z3, fewest groups first, under a
/// budget of solver steps, or a deterministic first fit above 64 ops), so
/// the answer does not depend on machine load. Either is kept only if the
/// full verifier agrees.
void assignWarps(const MachineDescription &MD, const Stopwatch &Clock,
                 LoopSchedule &LS) {
  Problem P = LS.SolvedProblem;
  P.Warps = MD.warpConfig();
  ModuloSchedule S = LS.Schedule;
  WarpAssignment A;
  for (const Operation &Op : P.Graph.operations())
    A.Warp.push_back(Op.VariableLatency ? P.Warps->WarpsPerGroup : 0);
  S.Warps = std::move(A);
  VerificationResult V = verifySchedule(P, S);
  if (V.ok()) {
    LS.SolvedProblem = std::move(P);
    LS.Schedule = std::move(S);
    LS.Detail += "; producer/consumer warp groups";
    return;
  }
  std::string Rule = V.Violations.front().Message;
  WarpAssignOptions WO;
  WO.TimeLimit = std::max(0.001, Clock.left()); // A safety net only.
  WarpAssignResult WR = assignWarpsForStarts(P, LS.Schedule, WO);
  if (WR.Status != SolveStatus::Feasible ||
      !verifySchedule(P, WR.Schedule).ok()) {
    LS.Detail += "; no warp groups: the producer/consumer rule fails (" +
                 Rule + "), and for these start times " +
                 solveStatusName(WR.Status).str() + ": " + WR.Message;
    return;
  }
  LS.SolvedProblem = std::move(P);
  LS.Schedule = std::move(WR.Schedule);
  LS.Detail += "; " + std::to_string(WR.GroupsUsed) +
               " warp group(s) assigned for the fixed start times by " +
               (WR.FirstFit ? "first fit" : "Z3") +
               " (the producer/consumer rule fails: " + Rule + ")";
}

} // namespace

LoopSchedule twill::nvptx::scheduleLoop(const LoopDDG &DDG,
                                        const MachineDescription &MD,
                                        const PluginOptions &Opts,
                                        double TimeLimit) {
  LoopSchedule LS;
  Stopwatch Clock(TimeLimit);
  if (TimeLimit <= 0) {
    LS.Reason = "no solver time left (-twill-time-limit, "
                "-twill-function-time-limit)";
    LS.OutOfTime = true;
    return LS;
  }

  Expected<MIIBounds> B = computeMIIBounds(DDG.P);
  if (!B) {
    LS.Reason = "bounds: " + toString(B.takeError());
    return LS;
  }
  LS.Bounds = *B;

  unsigned N = DDG.P.Graph.numOperations();
  bool Ran = false;
  std::string Fallback;
  if (Opts.ForceII) {
    runForcedII(DDG, Opts.ForceII, LS);
    Ran = true;
  } else if (N > Opts.GauSThreshold) {
#ifdef TWILL_HAVE_GAUS
    runGauS(DDG, Clock, LS.Bounds.MII, LS);
    Ran = hasSolution(LS.Status);
    if (!Ran)
      Fallback = "gaus: no legal schedule (" + LS.Detail + ")";
#else
    LS.Reason = std::to_string(N) +
                " instructions exceed -twill-gaus-threshold=" +
                std::to_string(Opts.GauSThreshold) +
                " and GauS is not built into this plugin";
    return LS;
#endif
  } else if (Opts.Solver == SolverChoice::Twill) {
#ifdef TWILL_HAVE_SOLVE_TWILL
    Ran = runTwill(DDG, Clock, MD, LS) && hasSolution(LS.Status);
    if (!Ran)
      Fallback = LS.Reason.empty()
                     ? "twill: " + solveStatusName(LS.Status).str()
                     : LS.Reason;
#else
    Fallback = "twill: Algorithm 1 is not built into this plugin";
#endif
  }
  if (!Ran) {
    LS.Reason.clear();
    runPhase1(DDG, Clock, LS.Bounds.MII, LS);
    if (!Fallback.empty())
      LS.Detail = Fallback + "; fell back to phase1: " + LS.Detail;
#ifdef TWILL_HAVE_GAUS
    // Below the threshold GauS is the last resort, not the first choice.
    if (!hasSolution(LS.Status) && N <= Opts.GauSThreshold) {
      std::string Phase1 = "phase1: " + solveStatusName(LS.Status).str() +
                           " (" + LS.Detail + ")";
      runGauS(DDG, Clock, LS.Bounds.MII, LS);
      LS.Detail = Phase1 + "; fell back to gaus: " + LS.Detail;
    }
#endif
  }
  LS.Seconds = Clock.elapsed();
  // A solve the clock cut short may have stopped anywhere: its answer
  // would depend on machine load, so it is not used.
  if (Clock.expired()) {
    LS.OutOfTime = true;
    LS.Reason = "the solve reached its time limit of " +
                formatSeconds(TimeLimit) +
                " (-twill-time-limit, -twill-function-time-limit); the loop "
                "is left unchanged so that the code does not depend on "
                "machine load";
    return LS;
  }

  if (!hasSolution(LS.Status)) {
    LS.Reason = "solver " + LS.Solver + " returned " +
                solveStatusName(LS.Status).str() + " after " +
                std::to_string(LS.Seconds) + " s";
    return LS;
  }
  VerificationResult V = verifySchedule(LS.SolvedProblem, LS.Schedule);
  if (!V.ok()) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    V.print(OS);
    LS.Reason = "schedule rejected by the verifier: " + Msg;
    return LS;
  }
  if (!LS.Schedule.Warps)
    assignWarps(MD, Clock, LS);
  if (!orderBySchedule(LS.SolvedProblem.Graph, LS.Schedule, LS.Order)) {
    LS.Reason = "schedule order breaks an intra-iteration dependence";
    return LS;
  }
  LS.Scheduled = true;
  return LS;
}
