//===- Scheduler.h - One driver: request -> outcome -------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place that owns the flow of a scheduling run, for every caller
/// that starts from a problem: the CLI's `solve`, `modulo`, `gaus` and
/// `codegen`, and the LLVM plugin's two passes (lib/NVPTX/LoopScheduler.cpp).
/// scheduleProblem() runs, in this order:
///   1. check: Problem::check() (the caller's side of the contract of
///      twill/Model/Problem.h, taken over here);
///   2. the empty problem: no ops is Optimal at I = 1, L = 0, with no search;
///   3. the solver the request names (twill/Algorithms.h): Algorithm 1
///      (solveTwill: cost normalization, bounds, Phase 1, Phase 2),
///      Phase 1 alone (minimizeII: bounds, heuristic, exact programs), GauS
///      (one of its entry points, twill/GauS/GauS.h), or the compiler's
///      recipe (CompilerRecipe.cpp: budgets counted in
///      solver steps, so that the answer is a function of the loop);
///   4. verify: the schedule, against the problem it is in (the normalized
///      one for Algorithm 1), by the independent verifier, once more at the
///      top whatever the solver did inside.
/// The outcome carries the solved problem, the costs it is in, the
/// schedule, the status, the proof and the solver's own report (steps or
/// attempts).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SCHEDULER_SCHEDULER_H
#define TWILL_SCHEDULER_SCHEDULER_H

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauSSolver.h"
#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace twill {

/// The solver a request runs.
enum class SchedulerKind {
  /// Algorithm 1 (solveTwill): minimal I, then L, with warp specialization
  /// when the problem has warps. Schedules are in normalized costs.
  Twill,
  /// Phase 1 alone (minimizeII): minimal I on the problem's own costs.
  ModuloOnly,
  /// The compiler's recipe (CompilerOptions): Rau's heuristic from MII
  /// with fixed budgets, exact decisions of the I below its II, a stage
  /// limit, warps at fixed starts; GauS above a size, Algorithm 1 on
  /// request. Deterministic whenever it ends within its time limit.
  Compiler,
  /// GauS (GauSRequest): a feasible schedule of a large graph, never a
  /// proof; on the problem's own costs.
  GauS,
};

/// The solver that decided a schedule of the compiler's recipe.
enum class LoopSolver {
  None,   ///< "": no solver ran.
  Phase1, ///< "phase1": Rau's heuristic and the exact decisions of Phase 1.
  Twill,  ///< "twill": Algorithm 1, or Phase 1 with Twill's Z3 warp model.
  GauS,   ///< "gaus": the differentiable scheduler.
};

/// The stable name of \p S, as remarks, metadata and statistics print it.
llvm::StringRef loopSolverName(LoopSolver S);

/// The exact solver of the compiler's recipe up to the GauS threshold.
enum class RecipeSolver {
  /// Phase 1 (heuristic, exact II decisions); warps by the producer /
  /// consumer rule, or for the fixed starts when it fails.
  Phase1,
  /// Phase 1, then Twill's Phase 2 model on Z3 assigns the warps at
  /// Phase 1's starts, under a work budget.
  TwillWarps,
  /// Algorithm 1 in full (solveTwill), falling back to Phase 1.
  Algorithm1,
};

/// Options of the compiler's recipe. Every budget but TimeLimit counts
/// solver steps; TimeLimit is a safety net: a run that reaches it is
/// discarded (CompilerReport::OutOfTime), so the answer never depends on
/// machine load.
struct CompilerOptions {
  RecipeSolver Solver = RecipeSolver::Phase1;
  /// Seconds for the whole run, every phase included.
  double TimeLimit = 2;
  /// Testing only: the heuristic at exactly this II (0: off).
  int64_t ForceII = 0;
  /// Problems of more ops go to GauS first (0: none; GauS is then only
  /// the fallback where phase 1 finds no schedule).
  unsigned GauSThreshold = 0;
  /// Z3 resource units per I for deciding the I between MII and the
  /// heuristic's II (0: not attempted), for fixed-I programs of at most
  /// ExactIIMaxVars 0-1 variables.
  uint64_t ExactIIWork = 0;
  unsigned ExactIIMaxVars = 500;
  /// Every I below this is known infeasible for this problem, from an
  /// earlier run's exact decisions (CompilerReport::RefutedBelow; 0: none):
  /// those decisions are not made again. A run with a stage limit may take
  /// an unlimited run's value (a limit only removes schedules).
  int64_t RefutedBelow = 0;
  /// Other placement orders Rau's heuristic tries at an I.
  unsigned HeuristicRestarts = 8;
  /// Placements per op that Rau's heuristic may make at each I of phase 1's
  /// sweep up from MII before that I counts as failed. A failed I costs the
  /// whole budget, so on loops whose II lies far above MII this is most of
  /// the solve.
  unsigned HeuristicBudgetRatio = 50;
  /// Most stages of one iteration (0: no limit) and most kernel copies.
  unsigned MaxStages = 0;
  unsigned MaxUnroll = 8;
  /// Z3 rounds lowering the crossings between warp groups.
  unsigned WarpDescentRounds = 0;
  /// The machine's warps, for the warp assignment (none: no warps).
  std::optional<WarpConfig> Warps;
  /// The Z3 context of this thread's queries (null: a fresh one each).
  Z3Session *Session = nullptr;
  /// Leave the schedule without warps (steps 5 and 7's warp assignment):
  /// for trial solves whose schedule may be discarded; assignDeferredWarps
  /// assigns them to the one kept, as the run would have.
  bool DeferWarps = false;
};

/// What the compiler's recipe did, for remarks.
struct CompilerReport {
  LoopSolver Solver = LoopSolver::None;
  /// Where the time went and what was decided, in words.
  std::string Detail;
  /// Why there is no schedule (empty when there is one).
  std::string Reason;
  /// II lower bounds of the problem as given.
  MIIBounds Bounds;
  /// MII of the problem the schedule is in (cost normalization may scale).
  int64_t MII = 0;
  /// The least I at which one iteration's longest path fits in MaxStages
  /// stages (0: not computed); every I below it is refuted.
  int64_t StageBoundII = 0;
  /// Every I below it is infeasible for the problem as given: refuted
  /// exactly in this run, or known so (CompilerOptions::RefutedBelow); 0
  /// when no exact decision was made.
  int64_t RefutedBelow = 0;
  /// The time limit ended the run; its result was discarded.
  bool OutOfTime = false;
  /// The first solver chosen found nothing and a fallback decided
  /// (Algorithm 1 or GauS to Phase 1, Phase 1 to GauS).
  bool SolverFellBack = false;
  /// Twill's warp model found no assignment within its work budget, so
  /// the producer/consumer rule (or the fixed-starts assignment) was used.
  bool WarpsFellBack = false;
  /// No schedule within MaxStages and MaxUnroll was found.
  bool TooManyStages = false;
  /// The deciding solver's own status. The outcome's status differs where
  /// the recipe discarded the solver's schedule (Timeout: out of time, over
  /// the stage limit, rejected by the verifier).
  SolveStatus Status = SolveStatus::Error;
  /// Wall-clock and this thread's CPU seconds of the run.
  double Seconds = 0, CPUSeconds = 0;
};

/// The GauS entry point a request runs (twill/GauS/GauS.h).
enum class GauSEntry {
  /// GauSSolver::solveModulo at GauSRequest::II (at least 1), then warps
  /// for its start times (gausAssignWarps) when the problem has warps.
  Modulo,
  /// GauSSolver::solve: one acyclic iteration minimising Objective. For
  /// GauSObjective::StageBalance (formulation A) the schedule's starts are
  /// stages, and the problem it is in has delay-0 intra-iteration edges
  /// and no unit limits (ScheduleOutcome::Solved).
  Acyclic,
  /// gausSolveKernel: step counts and intervals searched, from II cycles
  /// (0: the MII).
  Kernel,
  /// gausSolveTwillGraph at Steps steps per interval, horizon D in steps,
  /// at an interval of at least II cycles (0: the MII).
  KernelSteps,
};

/// Options of a GauS run (Kind GauS).
struct GauSRequest {
  GauSEntry Entry = GauSEntry::Modulo;
  GauSOptions Options;
  /// The initiation interval (see GauSEntry for its meaning per entry).
  int64_t II = 0;
  /// Steps per interval (KernelSteps).
  int64_t Steps = 0;
  /// The horizon: start times in [0, D) (Modulo, Acyclic, KernelSteps).
  int64_t D = 0;
  /// The objective (Acyclic).
  GauSObjective Objective = GauSObjective::Latency;
  /// > 0: every limited unit's capacity (Modulo, Acyclic); the outcome's
  /// problem has it applied.
  int64_t RCap = 0;
  /// Adam iterations per run (Modulo, Acyclic).
  unsigned MaxIters = 2000;
};

/// What to schedule and how.
struct ScheduleRequest {
  SchedulerKind Kind = SchedulerKind::Twill;
  /// Options of Algorithm 1 (Kind Twill).
  TwillOptions Twill;
  /// Options of Phase 1 alone (Kind ModuloOnly).
  IISearchOptions Modulo;
  /// Options of the compiler's recipe (Kind Compiler).
  CompilerOptions Compiler;
  /// Options of GauS (Kind GauS).
  GauSRequest GauS;
};

/// The result of a run.
struct ScheduleOutcome {
  /// The solver's status; Error when the final verification failed.
  SolveStatus Status = SolveStatus::Error;
  /// Why the status is Error (the solver's words, or the verifier's).
  std::string Message;
  /// The problem the schedule is in: the normalized problem for Twill, the
  /// input for ModuloOnly and Compiler, the input with GauS's capacities
  /// (or formulation A's relaxation) for GauS.
  Problem Solved;
  /// The cost normalization's U (0: the problem's own costs) and its map,
  /// original -> normalized, ascending.
  int64_t NormalizeU = 0;
  std::vector<std::pair<int64_t, int64_t>> CostMap;
  /// Valid when hasSolution(Status).
  ModuloSchedule Schedule;
  /// Why no smaller I is feasible, in words.
  std::string Proof;
  /// The solver's own report: Twill's steps and times (Kind Twill), or the
  /// attempts per I (Kind ModuloOnly). Their Status, Schedule and Proof are
  /// the same as above.
  TwillResult Twill;
  IISearchResult Modulo;
  /// The compiler's recipe's report (Kind Compiler).
  CompilerReport Compiler;
  /// GauS's result (Kind GauS): its II, horizon, step size and statistics.
  GauSResult GauS;
};

/// The warp steps of the compiler's recipe (Twill's warps where \p Opts
/// ask for them, else or on failure the producer/consumer rule or the
/// fixed-starts assignment, and the verifier) on \p Out, the outcome of a
/// run with CompilerOptions::DeferWarps and the same options: the same
/// warps the run would have assigned. Its time is added to the report's.
/// Where the time limit ends it, or the verifier rejects the result, Out's
/// status becomes Timeout (the report says why) and the caller drops the
/// schedule.
void assignDeferredWarps(const CompilerOptions &Opts, ScheduleOutcome &Out);

/// The proof given for a problem without ops.
constexpr const char *EmptyProblemProof =
    "the loop has no ops: I = 1 is the least initiation interval";

/// Runs check -> (empty problem) -> the solver -> verify on \p P. Errors
/// only for an invalid problem (Problem::check()'s finding) or a solver that
/// reports one (an invalid cost normalization); a run without a schedule is
/// an outcome with that status.
llvm::Expected<ScheduleOutcome> scheduleProblem(const Problem &P,
                                                const ScheduleRequest &Req);

/// The same for a problem the caller gives up: where the outcome keeps the
/// problem as given (ModuloOnly, GauS), it is moved there, not copied (a
/// copy of a graph of 50,000 ops costs a good part of a second).
llvm::Expected<ScheduleOutcome> scheduleProblem(Problem &&P,
                                                const ScheduleRequest &Req);

} // namespace twill

#endif // TWILL_SCHEDULER_SCHEDULER_H
