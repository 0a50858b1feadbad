//===- CompilerRecipe.cpp - The compiler's deterministic recipe -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SchedulerKind::Compiler (Scheduler.h), the recipe the LLVM plugin runs on
/// every loop:
///   1. bounds (MII);
///   2. solve: the forced II, GauS above its threshold (if one is set),
///      Algorithm 1 on request, else Phase 1 (Rau's heuristic from MII with
///      a fixed budget per I), with the fallbacks in that order;
///   3. exact decisions of the I between MII and the heuristic's II (the
///      fixed-I program on Z3 within a work budget);
///   4. the stage limit: solved again at the least I whose iteration fits;
///   5. warps by Twill's Phase 2 model at fixed starts, where asked;
///   6. the clock, a safety net only: a run that reaches it is discarded;
///   7. the verifier, then the producer/consumer warp groups where no warps
///      were assigned.
/// Every budget that decides an answer counts solver steps, not seconds, so
/// the schedule is a function of the problem and the options.
///
//===----------------------------------------------------------------------===//

#include "CompilerRecipe.h"

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauS.h"
#include "twill/Model/EnumNames.h"
#include "twill/Model/Stopwatch.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"
#include "twill/Twill/WarpAssignment.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>

using namespace llvm;
using namespace twill;

namespace {

/// What the steps below fill in, one loop at a time: the report (with the
/// deciding solver's status), the schedule and the problem it is in.
struct RecipeState : CompilerReport {
  ModuloSchedule Schedule;
  /// The problem the schedule is in (the input, or its normalized form).
  Problem SolvedProblem;
};

/// The first I in [From, To] at which Rau's iterative modulo scheduler,
/// with a fixed budget, finds a schedule: 8 values one by one, then in
/// steps of a quarter of the distance from From (at most ~20 attempts to
/// double I, so that compile time stays bounded on loops whose I lies far
/// above MII). On loops of LargeLoop operations or more the first 8 steps
/// are From / 256 wide: each failed attempt costs milliseconds there, and
/// one cycle of an I of thousands a fraction of a percent
/// (nicolaswilde/cuda-sgemm's 666-instruction accumulation loop, MII 4060,
/// took 23 attempts in 255 ms). Small loops keep single steps, where a
/// cycle decides whether iterations overlap at all (a 15-instruction loop
/// at MII 1560 has two stages at I = 1561 and one at 1566).
/// \p BudgetRatio: placements per op at each I (iterativeModuloSchedule).
/// Deterministic: no clock involved.
std::optional<ModuloSchedule> heuristicFrom(const Problem &P, int64_t From,
                                            int64_t To, unsigned BudgetRatio) {
  constexpr unsigned LargeLoop = 256;
  const int64_t Step = P.Graph.numOperations() >= LargeLoop
                           ? std::max<int64_t>(1, From / 256)
                           : 1;
  auto Next = [From, Step](int64_t II) {
    return II < From + 8 * Step ? II + Step
                                : II + std::max<int64_t>(Step, (II - From) / 4);
  };
  for (int64_t II = From; II <= To; II = Next(II))
    if (std::optional<ModuloSchedule> S =
            iterativeModuloSchedule(P, II, BudgetRatio))
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
void runPhase1(const Problem &Input, const Stopwatch &Clock, int64_t MII,
               unsigned BudgetRatio, RecipeState &LS) {
  LS.Solver = LoopSolver::Phase1;
  LS.SolvedProblem = Input;
  LS.MII = MII;
  int64_t Last = 8 * MII + int64_t(Input.Graph.numOperations());
  if (std::optional<ModuloSchedule> Quick =
          heuristicFrom(Input, MII, Last, BudgetRatio)) {
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
  IISearchResult R = minimizeII(Input, SO);
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

/// Whether a modulo schedule exists at \p II: first Rau's heuristic with
/// \p Restarts other orders (-twill-heuristic-restarts; each costs
/// microseconds, and a hit saves creating a Z3 context and a 0-1 solve,
/// tens of milliseconds: SGEMM naive reaches I = MII on the second order;
/// a schedule found is the proof); then
/// exactly, by feasibleAtII (the fixed-I program with free L) on Z3's
/// pseudo-Boolean solver, within \p Work resource units; programs of more
/// than \p MaxVars variables are not tried. Infeasible, Feasible (with
/// \p Out, verified, its first start at 0 as the stage count assumes;
/// \p ByHeuristic says which found it) or Timeout (undecided).
SolveStatus decideII(const Problem &P, int64_t II, uint64_t Work,
                     unsigned MaxVars, unsigned Restarts, Z3Session *Session,
                     const Stopwatch &Clock, ModuloSchedule &Out,
                     bool &ByHeuristic) {
  ByHeuristic = false;
  for (unsigned Restart = 1; Restart <= Restarts; ++Restart)
    if (std::optional<ModuloSchedule> S =
            iterativeModuloSchedule(P, II, /*BudgetRatio=*/50, Restart)) {
      Out = std::move(*S);
      ByHeuristic = true;
      return SolveStatus::Feasible;
    }
  MILPOptions MO;
  MO.Backend = MILPBackend::Z3;
  MO.Work = Work;
  MO.MaxVariables = MaxVars;
  MO.Session = Session;
  // A safety net only: a call the clock stops leaves the clock expired, and
  // scheduleLoop() then discards the whole solve.
  MO.TimeLimit = Clock.left();
  ModuloScheduleResult R = feasibleAtII(P, II, MO);
  if (R.Status == SolveStatus::Infeasible)
    return SolveStatus::Infeasible;
  if (!hasSolution(R.Status))
    return R.Status == SolveStatus::Error ? SolveStatus::Error
                                          : SolveStatus::Timeout;
  Out = std::move(R.Schedule);
  int64_t First = *std::min_element(Out.Start.begin(), Out.Start.end());
  for (int64_t &T : Out.Start)
    T -= First;
  Out.Length = ModuloSchedule::computeLength(P.Graph, Out.Start);
  return SolveStatus::Feasible;
}

/// Where the heuristic stopped above MII, the I in between decided one by
/// one from MII (decideII): the first feasible one replaces the schedule,
/// and when every I below the answer is refuted the answer is optimal. The
/// first I left undecided, or 16 of them, end the search. Deterministic.
void decideBelowHeuristic(const Problem &P, const CompilerOptions &Opts,
                          const Stopwatch &Clock, RecipeState &LS) {
  uint64_t Work = Opts.ExactIIWork;
  unsigned MaxVars = Opts.ExactIIMaxVars, Restarts = Opts.HeuristicRestarts;
  int64_t Heuristic = LS.Schedule.II;
  // An earlier run of this problem refuted the I below RefutedBelow: the
  // same decisions, not made again.
  int64_t II = std::max(LS.MII, std::min(Opts.RefutedBelow, Heuristic));
  for (; II < Heuristic && II < LS.MII + 16; ++II) {
    ModuloSchedule S;
    bool ByHeuristic = false;
    SolveStatus St =
        decideII(P, II, Work, MaxVars, Restarts, Opts.Session, Clock, S,
                 ByHeuristic);
    if (St == SolveStatus::Infeasible)
      continue;
    if (St == SolveStatus::Feasible) {
      LS.RefutedBelow = II;
      LS.Schedule = std::move(S);
      LS.Status = SolveStatus::Optimal;
      LS.Detail += std::string(ByHeuristic ? "; heuristic (another order)"
                                           : "; exact") +
                   " at II=" + std::to_string(II) +
                   (II > LS.MII ? ", every I from MII below it refuted" : "");
      return;
    }
    break;
  }
  LS.RefutedBelow = II;
  if (II == Heuristic) {
    LS.Status = SolveStatus::Optimal;
    LS.Detail += "; every I from MII to " + std::to_string(II - 1) +
                 " refuted exactly";
  } else if (II > LS.MII) {
    LS.Detail += "; I from MII to " + std::to_string(II - 1) +
                 " refuted exactly, I=" + std::to_string(II) + " undecided";
  }
}

/// Fills \p LS from the heuristic at exactly \p II (-twill-force-ii).
void runForcedII(const Problem &Input, int64_t II, RecipeState &LS) {
  LS.Solver = LoopSolver::Phase1;
  LS.SolvedProblem = Input;
  LS.MII = LS.Bounds.MII;
  LS.Detail = "-twill-force-ii=" + std::to_string(II);
  std::optional<ModuloSchedule> S =
      iterativeModuloSchedule(Input, II, /*BudgetRatio=*/50);
  LS.Status = S ? SolveStatus::Feasible : SolveStatus::Infeasible;
  if (S)
    LS.Schedule = std::move(*S);
}

/// Z3 resource units for the warp query at fixed starts: a count of solver
/// steps, so the outcome is a function of the loop. The plugin's loops of up
/// to a few hundred instructions are decided within a few million.
constexpr uint64_t TwillWarpWork = 20'000'000;

/// Z3 conflicts for each warp query of the recipe (WarpAssignOptions::
/// Conflicts), the bound that holds where rlimit does not: Z3's
/// pseudo-Boolean conflicts are cheap to count but not to analyse. Every
/// warp query of the lit tests (twill's CLI; the plugin's loops there end
/// in first fit) is answered in under 300 conflicts. cuda_hgemm's
/// wmma_async k-loop at one warp group was still undecided after 63k
/// conflicts (40 s; the reorder pass's slightly different loop was refuted
/// after 22k, 8 s); 1000 took 0.23 s there, and 500 keep the whole kernel
/// at 0.8 s with the plugin (0.09 s plain). The verified first fit on two
/// groups then stands, not claimed as the fewest.
constexpr uint64_t TwillWarpConflicts = 500;

/// Where assignWarpsByTwill's warps came from, for the remark.
const char *warpSource(const WarpAssignResult &W) {
  if (!W.FirstFit)
    return W.LeastGroups ? "Z3"
                         : "Z3; fewer groups undecided within its budget";
  if (W.ExactQueries)
    return W.LeastGroups ? "first fit, verified; Z3 refuted fewer groups"
                         : "first fit, verified; fewer groups undecided by "
                           "Z3 within its budget";
  return W.GroupsUsed == 1
             ? "first fit, verified: one group is the fewest, Z3 not asked"
             : "first fit, verified: its groups are the fewest, Z3 not asked";
}

/// Twill's warp specialization on Phase 1's schedule: the warp families of
/// Phase 2's model (warp uniqueness, variable latency, the register limit
/// and file, cross-warp spills, concurrency, same group) on Z3, asked for a
/// warp assignment at the start cycles Phase 1 chose (assignWarpsForStarts,
/// exact at any size; where a verified first fit needs only the groups the
/// lower bound demands, Z3 is not asked: FirstFitAtOneGroup and
/// FirstFitAtLeastGroups): the fewest warp groups, then few dependences
/// between them by verified moves (and -twill-warp-descent-rounds Z3
/// rounds). As the
/// Phase 2 path did, it asks Z3's plain core with the register file as
/// pseudo-Boolean budgets (RegisterBudgets): integer peaks took the
/// FlashAttention loop's query twice as long. The starts, the II and so the
/// code do not change; only the partition does. Returns false, with the
/// reason in LS.Detail, when Z3 finds no assignment there within its work
/// budget.
bool assignWarpsByTwill(const CompilerOptions &Opts, const Stopwatch &Clock,
                        RecipeState &LS) {
  Problem P = LS.SolvedProblem;
  P.Warps = Opts.Warps;
  WarpAssignOptions WO;
  WO.Work = TwillWarpWork;
  WO.Conflicts = TwillWarpConflicts;
  WO.ExactMaxOps = WarpAssignOptions::ExactAtAnySize;
  WO.FirstFitWhenUndecided = false;
  WO.TimeLimit = Clock.left();
  WO.Session = Opts.Session;
  WO.PlainSolver = true;
  WO.RegisterBudgets = true;
  WO.MinimizeCrossings = true;
  WO.CrossingMoves = true;
  WO.CrossingRounds = Opts.WarpDescentRounds;
  WO.FirstFitAtOneGroup = true;
  WO.FirstFitAtLeastGroups = true;
  WarpAssignResult W = assignWarpsForStarts(P, LS.Schedule, WO);
  if (W.Status != SolveStatus::Feasible || !W.Schedule.Warps) {
    std::vector<std::string> Core = coreNames(W);
    LS.Detail += "; twill warps: " + solveStatusName(W.Status).str();
    if (!Core.empty())
      LS.Detail += " (" + join(Core, ", ") + ")";
    else if (!W.Message.empty())
      LS.Detail += " (" + W.Message + ")";
    return false;
  }
  LS.SolvedProblem = std::move(P);
  LS.Schedule = std::move(W.Schedule);
  LS.Solver = LoopSolver::Twill;
  LS.Detail += std::string("; warps by Twill's phase 2 model (") +
               warpSource(W) +
               ") at phase 1's starts, " + std::to_string(W.GroupsUsed) +
               " warp group" + (W.GroupsUsed == 1 ? "" : "s") + ", " +
               std::to_string(int64_t(W.Seconds * 1000)) + " ms";
  return true;
}

/// Fills \p LS from Algorithm 1. Returns false when it did not run.
bool runTwill(const Problem &Input, const Stopwatch &Clock,
              const CompilerOptions &Opts, RecipeState &LS) {
  Problem P = Input;
  P.Warps = Opts.Warps;
  TwillOptions TO;
  TO.TimeLimit = Clock.left();
  Expected<TwillResult> R = solveTwill(P, TO);
  if (!R) {
    LS.Reason = "twill solver: " + toString(R.takeError());
    return false;
  }
  LS.Solver = LoopSolver::Twill;
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

/// Fills \p LS from GauS at I = MII, retrying at I + 1 and with a longer
/// horizon. The horizon starts at the critical path at MII plus one MII.
void runGauS(const Problem &Input, const Stopwatch &Clock, int64_t MII,
             RecipeState &LS) {
  LS.Solver = LoopSolver::GauS;
  LS.SolvedProblem = Input;
  LS.MII = MII;
  int64_t D = 4 * MII;
  if (Expected<int64_t> CP = computeCriticalPathLength(Input.Graph, MII))
    D = *CP + MII;
  else
    consumeError(CP.takeError());
  GauSSolver S(Input, D);
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

/// Kernel copies the expander will need at most: a value read Age stages
/// after its definition needs Age + 1 copies (ModuloExpander's modulo
/// variable expansion), counted over every edge out of an op that defines
/// registers, which may overcount but never undercounts.
int64_t unrollNeeded(const DependenceGraph &G, const ModuloSchedule &S) {
  int64_t Need = 1;
  for (const Dependence &D : G.dependences()) {
    if (G.op(D.Src).Registers == 0)
      continue;
    int64_t Age = D.Distance + S.Start[D.Dst] / S.II - S.Start[D.Src] / S.II;
    Need = std::max(Need, Age + 1);
  }
  return Need;
}

/// Whether one iteration can fit in \p MaxStages stages at \p II: any
/// schedule, shifted to start at 0, starts each op v at or after ASAP(v)
/// (resources ignored), so it has at least floor(max ASAP / II) + 1 stages.
bool stagesCanFit(const DependenceGraph &G, int64_t II, unsigned MaxStages) {
  Expected<std::vector<int64_t>> ASAP = computeASAP(G, II);
  if (!ASAP) {
    consumeError(ASAP.takeError());
    return false;
  }
  int64_t Last = 0;
  for (int64_t T : *ASAP)
    Last = std::max(Last, T);
  return Last / II + 1 <= int64_t(MaxStages);
}

/// The least I in [From, To] with stagesCanFit (the bound is monotone: ASAP
/// times only fall as I grows); To when none below it.
int64_t leastIForStages(const DependenceGraph &G, int64_t From, int64_t To,
                        unsigned MaxStages) {
  while (From < To) {
    int64_t Mid = From + (To - From) / 2;
    if (stagesCanFit(G, Mid, MaxStages))
      To = Mid;
    else
      From = Mid + 1;
  }
  return To;
}

/// Whether no I from MII up to the current schedule's II can hold one
/// iteration in \p MaxStages stages (stagesCanFit; 0: no limit): the exact
/// decisions below the heuristic's II would then be thrown away by
/// fitStages, which starts above them all (How_to_optimize_in_GPU's SpMM:
/// a 500-cycle load in a loop of MII 17 needs I >= 70 for 8 stages; its
/// exact decision at 17 took 0.3 s of Z3 twice, 20x plain llc-19).
bool stagesRuleOutBelow(unsigned MaxStages, const RecipeState &LS) {
  return MaxStages &&
         leastIForStages(LS.SolvedProblem.Graph, LS.MII, LS.Schedule.II,
                         MaxStages) >= LS.Schedule.II;
}

/// Gives \p LS a schedule of at most \p MaxStages stages that needs at most
/// \p MaxUnroll kernel copies: Rau's heuristic again, in its first order
/// and \p Restarts others, from the least I that can hold one iteration in
/// that many stages (the current II first, where the bound allows it), one
/// by one for 8 values, then in steps of an eighth; at most 24 values of I.
/// Deterministic.
bool fitStages(unsigned MaxStages, unsigned MaxUnroll, unsigned Restarts,
               RecipeState &LS) {
  const Problem &P = LS.SolvedProblem;
  auto Fits = [&](const ModuloSchedule &S) {
    return S.numStages() <= int64_t(MaxStages) &&
           unrollNeeded(P.Graph, S) <= int64_t(MaxUnroll);
  };
  int64_t Cap = std::max<int64_t>(LS.Schedule.Length, LS.Schedule.II) + 1;
  LS.StageBoundII = leastIForStages(P.Graph, LS.MII, Cap, MaxStages);
  if (Fits(LS.Schedule))
    return true;
  int64_t Found = LS.Schedule.II;
  int64_t II = std::max(LS.Schedule.II, LS.StageBoundII);
  for (unsigned Try = 0; Try < 24;
       ++Try, II += Try < 8 ? 1 : std::max<int64_t>(1, II / 8)) {
    for (unsigned Restart = 0; Restart <= Restarts; ++Restart) {
      std::optional<ModuloSchedule> X =
          iterativeModuloSchedule(P, II, /*BudgetRatio=*/50, Restart);
      if (!X || !Fits(*X) || !verifySchedule(P, *X).ok())
        continue;
      LS.Schedule = std::move(*X);
      LS.Solver = LoopSolver::Phase1;
      if (II > Found)
        LS.Status = SolveStatus::Feasible;
      LS.Detail += "; solved again at II=" + std::to_string(II) +
                   (Restart ? " (order " + std::to_string(Restart) + ")"
                            : std::string()) +
                   " for at most " + std::to_string(MaxStages) +
                   " stages and " + std::to_string(MaxUnroll) +
                   " kernel copies";
      return true;
    }
  }
  return false;
}

/// The producer/consumer roles: variable-latency ops on the first warp of
/// group 1, the fences, commits and waits tied to them (SameGroup
/// dependences, followed transitively) on its second warp, everything else
/// on group 0.
WarpAssignment producerConsumerRoles(const Problem &P) {
  const DependenceGraph &G = P.Graph;
  std::vector<bool> Producer(G.numOperations());
  for (OpId V = 0; V < G.numOperations(); ++V)
    Producer[V] = G.op(V).VariableLatency;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Dependence &D : G.dependences())
      if (D.SameGroup && Producer[D.Src] != Producer[D.Dst]) {
        Producer[D.Src] = Producer[D.Dst] = true;
        Changed = true;
      }
  }
  unsigned WPG = std::max(1u, P.Warps->WarpsPerGroup);
  WarpAssignment A;
  for (OpId V = 0; V < G.numOperations(); ++V)
    A.Warp.push_back(!Producer[V]                  ? 0
                     : G.op(V).VariableLatency || WPG == 1 ? WPG
                                                           : WPG + 1);
  return A;
}

/// Phase 1 and GauS assign no warps. The warp-specialization rule of the
/// Twill model gives a partition for free: variable-latency ops (TMA,
/// ld.global.nc, cp.async) on a producer warp group of their own with the
/// commits and waits that track them, all others on the consumer group
/// (producerConsumerRoles). When the verifier rejects it (register
/// limits, cross-warp spills), the warps are chosen for the schedule's
/// fixed start times (assignWarpsForStarts: first fit where it needs one
/// group, the fewest; else Z3, fewest groups first, under a budget of
/// solver steps; a deterministic first fit above 64 ops), so
/// the answer does not depend on machine load. Either is kept only if the
/// full verifier agrees.
void assignWarps(const CompilerOptions &Opts, const Stopwatch &Clock,
                 RecipeState &LS) {
  Problem P = LS.SolvedProblem;
  P.Warps = Opts.Warps;
  ModuloSchedule S = LS.Schedule;
  S.Warps = producerConsumerRoles(P);
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
  WO.Conflicts = TwillWarpConflicts;
  WO.FirstFitAtOneGroup = true;
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
               (!WR.FirstFit         ? "Z3"
                : WR.LeastGroups ? "first fit (one group: the fewest)"
                                 : "first fit") +
               " (the producer/consumer rule fails: " + Rule + ")";
}

/// Runs the solver the options choose for \p Input: the forced II, GauS
/// above a set threshold, Algorithm 1 on request, else phase 1, with the
/// fallbacks in that order.
void solve(const Problem &Input, const CompilerOptions &Opts,
           const Stopwatch &Clock, RecipeState &LS) {
  unsigned N = Input.Graph.numOperations();
  bool GauSFirst = Opts.GauSThreshold && N > Opts.GauSThreshold;
  bool Ran = false;
  std::string Fallback;
  if (Opts.ForceII) {
    runForcedII(Input, Opts.ForceII, LS);
    Ran = true;
  } else if (GauSFirst) {
    runGauS(Input, Clock, LS.Bounds.MII, LS);
    Ran = hasSolution(LS.Status);
    if (!Ran)
      Fallback = "gaus: no legal schedule (" + LS.Detail + ")";
  } else if (Opts.Solver == RecipeSolver::Algorithm1) {
    Ran = runTwill(Input, Clock, Opts, LS) && hasSolution(LS.Status);
    if (!Ran)
      Fallback = LS.Reason.empty()
                     ? "twill: " + solveStatusName(LS.Status).str()
                     : LS.Reason;
  }
  if (Ran)
    return;
  LS.Reason.clear();
  runPhase1(Input, Clock, LS.Bounds.MII, Opts.HeuristicBudgetRatio, LS);
  if (!Fallback.empty()) {
    LS.Detail = Fallback + "; fell back to phase1: " + LS.Detail;
    LS.SolverFellBack = true;
  }
  // Below the threshold GauS is the last resort, not the first choice.
  if (!hasSolution(LS.Status) && !GauSFirst) {
    std::string Phase1 = "phase1: " + solveStatusName(LS.Status).str() +
                         " (" + LS.Detail + ")";
    runGauS(Input, Clock, LS.Bounds.MII, LS);
    LS.Detail = Phase1 + "; fell back to gaus: " + LS.Detail;
    LS.SolverFellBack = true;
  }
}

void twillWarps(const CompilerOptions &Opts, const Stopwatch &Clock,
                RecipeState &LS);
bool verified(RecipeState &LS);

/// The recipe's steps after the bounds: solve, exact decisions below the
/// heuristic's II, the stage limit, Twill's warps, the clock, the verifier,
/// the producer/consumer warps. Returns false where it ends without a
/// schedule (LS.Reason, LS.OutOfTime or LS.TooManyStages say why).
bool runSteps(const Problem &Input, const CompilerOptions &Opts,
              const Stopwatch &Clock, RecipeState &LS) {
  // 2. Solve.
  solve(Input, Opts, Clock, LS);
  // 3. Exact decisions below the heuristic's II, unless the stage limit
  // rules out every such I (step 4 would then raise the II past them all).
  if (Opts.ExactIIWork && !Opts.ForceII && LS.Solver == LoopSolver::Phase1 &&
      hasSolution(LS.Status) && LS.Schedule.II > LS.MII &&
      !stagesRuleOutBelow(Opts.MaxStages, LS))
    decideBelowHeuristic(LS.SolvedProblem, Opts, Clock, LS);
  // 4. Stages.
  if (Opts.MaxStages && hasSolution(LS.Status) &&
      !fitStages(Opts.MaxStages, std::max(1u, Opts.MaxUnroll),
                 Opts.HeuristicRestarts, LS)) {
    LS.TooManyStages = true;
    return false;
  }
  // 5. Warps: Twill's model where asked (asynchronous loops).
  if (!Opts.DeferWarps)
    twillWarps(Opts, Clock, LS);
  // 6. The clock: a run it cut short may have stopped anywhere, and its
  // answer would depend on machine load, so it is not used.
  if (Clock.expired()) {
    LS.OutOfTime = true;
    return false;
  }
  if (!hasSolution(LS.Status)) {
    LS.Reason = "solver " + loopSolverName(LS.Solver).str() + " returned " +
                solveStatusName(LS.Status).str() + " after " +
                std::to_string(Clock.elapsed()) + " s";
    return false;
  }
  // 7. The verifier, then the producer/consumer warps where none were
  // assigned (kept only if the verifier agrees).
  if (!verified(LS))
    return false;
  if (!LS.Schedule.Warps && !Opts.DeferWarps)
    assignWarps(Opts, Clock, LS);
  return true;
}

/// Step 5: Twill's warps where the options ask for them and Phase 1
/// decided; the producer/consumer rule stays for step 7 where Z3 finds
/// none.
void twillWarps(const CompilerOptions &Opts, const Stopwatch &Clock,
                RecipeState &LS) {
  bool TwillWarps = Opts.Solver == RecipeSolver::TwillWarps &&
                    LS.Solver == LoopSolver::Phase1 &&
                    hasSolution(LS.Status) && !Opts.ForceII;
  if (TwillWarps && !assignWarpsByTwill(Opts, Clock, LS)) {
    LS.Detail += "; fell back to the producer/consumer rule";
    LS.WarpsFellBack = true;
  }
}

/// Step 7's check: false, with the verifier's words in LS.Reason, when it
/// rejects the schedule.
bool verified(RecipeState &LS) {
  VerificationResult V = verifySchedule(LS.SolvedProblem, LS.Schedule);
  if (V.ok())
    return true;
  std::string Msg;
  raw_string_ostream OS(Msg);
  V.print(OS);
  LS.Reason = "schedule rejected by the verifier: " + Msg;
  return false;
}

} // namespace

StringRef twill::loopSolverName(LoopSolver S) {
  // Indexed by LoopSolver, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {"", "phase1", "twill", "gaus"};
  return enumName(Names, S);
}

void twill::detail::runCompilerRecipe(const Problem &P,
                                      const CompilerOptions &Opts,
                                      ScheduleOutcome &Out) {
  Stopwatch Clock(Opts.TimeLimit);
  RecipeState LS;
  CompilerReport &R = Out.Compiler;
  // 1. Bounds.
  Expected<MIIBounds> B = computeMIIBounds(P);
  if (!B) {
    R.Reason = "bounds: " + toString(B.takeError());
    Out.Status = SolveStatus::Error;
    return;
  }
  LS.Bounds = *B;
  bool Ok = runSteps(P, Opts, Clock, LS);
  LS.Seconds = Clock.elapsed();
  LS.CPUSeconds = Clock.cpuElapsed();
  R = std::move(static_cast<CompilerReport &>(LS));
  Out.Status = Ok ? R.Status
               : hasSolution(R.Status) ? SolveStatus::Timeout
                                       : R.Status;
  if (!Ok && R.Status == SolveStatus::Error && R.Reason.empty())
    R.Reason = "solver returned error";
  Out.Solved = std::move(LS.SolvedProblem);
  Out.Schedule = std::move(LS.Schedule);
}

void twill::assignDeferredWarps(const CompilerOptions &Opts,
                                ScheduleOutcome &Out) {
  if (!hasSolution(Out.Status) || Out.Schedule.Warps)
    return;
  Stopwatch Clock(Opts.TimeLimit);
  RecipeState LS;
  static_cast<CompilerReport &>(LS) = std::move(Out.Compiler);
  LS.SolvedProblem = std::move(Out.Solved);
  LS.Schedule = std::move(Out.Schedule);
  twillWarps(Opts, Clock, LS);
  bool Ok = !Clock.expired() && verified(LS);
  if (Ok && !LS.Schedule.Warps)
    assignWarps(Opts, Clock, LS);
  LS.OutOfTime |= Clock.expired();
  Ok &= !LS.OutOfTime;
  LS.Seconds += Clock.elapsed();
  LS.CPUSeconds += Clock.cpuElapsed();
  Out.Compiler = std::move(static_cast<CompilerReport &>(LS));
  if (!Ok)
    Out.Status = SolveStatus::Timeout;
  Out.Solved = std::move(LS.SolvedProblem);
  Out.Schedule = std::move(LS.Schedule);
}
