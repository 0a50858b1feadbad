//===- Scheduler.h - One driver: request -> outcome -------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place that owns the flow of a scheduling run, for the callers
/// that start from a problem: the CLI's `solve`, `modulo` and `codegen`.
/// scheduleProblem() runs, in this order:
///   1. check: Problem::check() (the caller's side of the contract of
///      twill/Model/Problem.h, taken over here);
///   2. the empty problem: no ops is Optimal at I = 1, L = 0, with no search;
///   3. the solver the request names (twill/Algorithms.h): Algorithm 1
///      (solveTwill: cost normalization, bounds, Phase 1, Phase 2) or
///      Phase 1 alone (minimizeII: bounds, heuristic, exact programs);
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

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"

#include "llvm/Support/Error.h"

#include <cstdint>
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
};

/// What to schedule and how.
struct ScheduleRequest {
  SchedulerKind Kind = SchedulerKind::Twill;
  /// Options of Algorithm 1 (Kind Twill).
  TwillOptions Twill;
  /// Options of Phase 1 alone (Kind ModuloOnly).
  IISearchOptions Modulo;
};

/// The result of a run.
struct ScheduleOutcome {
  /// The solver's status; Error when the final verification failed.
  SolveStatus Status = SolveStatus::Error;
  /// The problem the schedule is in: the normalized problem for Twill, the
  /// input for ModuloOnly.
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
};

/// The proof given for a problem without ops.
constexpr const char *EmptyProblemProof =
    "the loop has no ops: I = 1 is the least initiation interval";

/// Runs check -> (empty problem) -> the solver -> verify on \p P. Errors
/// only for an invalid problem (Problem::check()'s finding) or a solver that
/// reports one (an invalid cost normalization); a run without a schedule is
/// an outcome with that status.
llvm::Expected<ScheduleOutcome> scheduleProblem(const Problem &P,
                                                const ScheduleRequest &Req);

} // namespace twill

#endif // TWILL_SCHEDULER_SCHEDULER_H
