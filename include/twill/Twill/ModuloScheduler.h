//===- ModuloScheduler.h - Phase 1: optimal modulo scheduling ---*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 1 of the Twill method: a modulo schedule at a fixed initiation
/// interval I that minimizes the schedule length L, by an integer program
/// on lp_solve (after Stoutchinin'97 / Eichenberger-Davidson'97):
///
///   s(v) = I*k(v) + sum_r r*y(v,r)          (y binary, sum_r y(v,r) = 1)
///   s(v) - s(u) >= delay - distance*I        for every dependence u -> v
///   sum_{v,c} RRT[v][f][c] * y(v, (r-c) mod I) <= cap(f)   for all f, r
///   L >= s(v) + cycles(v);   minimize L.
///
/// Residue binaries exist only for ops that hold a limited unit; the others
/// are plain integer start times. No big-M appears: the k(v) are bounded by
/// (N-1) * max_e ceil((delay_e + I - 1) / I), which every feasible instance
/// meets after shifting (longest paths over N-1 edges), so "infeasible"
/// from the ILP is a proof.
///
/// An iterative modulo scheduler (Rau, MICRO'94) runs first: a schedule it
/// finds bounds L from above, and is already optimal when it meets the
/// lower bounds (MII for I, the critical path for L).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_MODULOSCHEDULER_H
#define TWILL_TWILL_MODULOSCHEDULER_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/MILP.h"

#include <optional>
#include <string>
#include <vector>

namespace twill {

/// How Phase 1 finds the least L at a fixed I.
enum class Phase1Method {
  ILP, ///< The integer program above (lp_solve or CBC).
  SMT, ///< The same constraints as propositional + pseudo-Boolean queries
       ///< on Z3 (JointSolver.h without warps), one per candidate L.
  /// The fixed-L questions in integer difference logic on Z3
  /// (ModuloDifference.h), whose size does not grow with the cycle count,
  /// where that encoding is exact (every limited unit has capacity 1) and
  /// small; elsewhere the same as ILP. The default of `twill solve`.
  Difference,
};

struct ModuloSchedulerOptions {
  /// Seconds for the whole call (0: no limit).
  double TimeLimit = 60;
  /// Minimize L (Phase 1 proper). When false, any schedule at I will do.
  bool MinimizeLength = true;
  /// Run the iterative modulo scheduler before the ILP.
  bool UseHeuristic = true;
  /// Schedule-length cap: solutions must have L <= MaxLength (0: none).
  int64_t MaxLength = 0;
  MILPBackend Backend = MILPBackend::CBC;
  Phase1Method Method = Phase1Method::ILP;
  /// Answer "infeasible" from ResMII/RecMII without solving. Off only for
  /// the literal Algorithm 1 baseline, which asks the solver every I.
  bool UseBounds = true;
  /// Among minimal-L schedules, re-place ops as late as possible (a second
  /// ILP; values produced just in time). Off when only L is wanted, as in
  /// Algorithm 1, whose Phase 2 builds its own schedule.
  bool PlaceLate = true;
  /// When no heuristic schedule is in hand, decide first whether any
  /// schedule exists at this I (feasibleAtII, L free) before minimizing L:
  /// an I infeasible for every L is then refuted by one exact program
  /// instead of a scan over growing L that never ends, and a schedule it
  /// finds bounds L from above. Applies with MinimizeLength and UseBounds
  /// and no MaxLength.
  bool DecideFirst = true;
  /// Z3 work budget (resource units) of each difference-logic question
  /// (0: none): a question out of work is undecided, after the same work
  /// on every machine (for deterministic tests).
  uint64_t Work = 0;
};

/// The result at one I.
struct ModuloScheduleResult {
  /// Optimal: L proven minimal at this I. Feasible: a schedule, L not
  /// proven minimal. Infeasible: no schedule exists at this I.
  SolveStatus Status = SolveStatus::Error;
  ModuloSchedule Schedule;
  /// Where the schedule came from.
  SolveMethod Method = SolveMethod::None;
  double Seconds = 0;
};

/// Phase 1 at a fixed I.
/// Contract (twill/Model/Problem.h): the caller checks \p P; every
/// schedule returned with a solution status has passed the verifier.
ModuloScheduleResult scheduleAtII(const Problem &P, int64_t II,
                                  const ModuloSchedulerOptions &Opts = {});

/// Is there any schedule at \p II (L free)? Decided exactly on the
/// component-window time-indexed program of TimeIndexed.h. Feasible comes
/// with a verified schedule; Infeasible is a proof. The caller checks \p P
/// (twill/Model/Problem.h).
ModuloScheduleResult feasibleAtII(const Problem &P, int64_t II,
                                  MILPBackend Backend = MILPBackend::CBC,
                                  double TimeLimit = 0);
/// The same with every option of the 0-1 program's solve: Solver.TimeLimit
/// bounds the whole call; a Z3 work budget (Work), a kept context (Session)
/// or a size cap (MaxVariables) leave an I undecided (Timeout) the same
/// way on every machine.
ModuloScheduleResult feasibleAtII(const Problem &P, int64_t II,
                                  const MILPOptions &Solver);

/// Rau's iterative modulo scheduling at \p II; nullopt when its budget runs
/// out. Exposed for tests and as a baseline. The caller checks \p P; a
/// schedule is returned only if the verifier accepts it.
///
/// Ops are placed highest first (height: the longest path to a sink, ties
/// by id). A nonzero \p Restart perturbs that order deterministically
/// (std::mt19937 seeded with \p Restart swaps neighbours of the order), so
/// that a caller can try a few other orders at the same I before paying for
/// an exact decision; the same \p Restart gives the same schedule on every
/// machine.
std::optional<ModuloSchedule> iterativeModuloSchedule(const Problem &P,
                                                      int64_t II,
                                                      unsigned BudgetRatio = 6,
                                                      unsigned Restart = 0);

/// Whether the heuristic sweep over increasing I (minimizeII, and
/// Algorithm 1 without warps) tries its \p Attempt-th I (0-based) after
/// \p Elapsed of \p TimeLimit seconds (0: none). The first 64 I are tried
/// whenever any time is left, so `solve` and `modulo` reach the same
/// heuristic schedule on the same loop whatever the machine's load (a
/// wall-clock cap let them differ: aes/graph12 at 1 s); later ones only
/// within a quarter of the limit, which leaves the exact search its time
/// when the heuristic keeps failing.
inline bool heuristicSweepContinues(int64_t Attempt, double Elapsed,
                                    double TimeLimit) {
  if (TimeLimit <= 0)
    return true;
  return Elapsed < (Attempt < 64 ? TimeLimit : TimeLimit / 4);
}

struct IISearchOptions {
  /// Largest I to try (0: MII + the number of ops, enough for any problem
  /// whose ops fit the machine).
  int64_t MaxII = 0;
  /// Seconds for the whole search, and for each I.
  double TimeLimit = 60;
  double TimeLimitPerII = 0; ///< 0: the remaining total.
  /// Minimize L at the final I (else any schedule at the minimum I).
  bool MinimizeLength = false;
  MILPBackend Backend = MILPBackend::CBC;
};

/// How one candidate I ended.
struct IIAttempt {
  int64_t II;
  SolveStatus Status;
  SolveMethod Method;
  double Seconds;
};

/// Minimum-I modulo scheduling (Phase 1 alone): I from MII upward.
struct IISearchResult {
  /// Optimal: the returned I is proven minimal (it equals MII, or every
  /// smaller I was proven infeasible). Feasible: a schedule exists at I but
  /// some smaller I was not decided in time.
  SolveStatus Status = SolveStatus::Error;
  int64_t MII = 0;
  ModuloSchedule Schedule;
  std::vector<IIAttempt> Attempts;
  /// Why no smaller I works ("I = MII" or "I in [a, b) proven infeasible").
  std::string Proof;
  double Seconds = 0;
};

/// Contract (twill/Model/Problem.h): the caller checks \p P; every
/// schedule returned with a solution status has passed the verifier.
IISearchResult minimizeII(const Problem &P, const IISearchOptions &Opts = {});

} // namespace twill

#endif // TWILL_TWILL_MODULOSCHEDULER_H
