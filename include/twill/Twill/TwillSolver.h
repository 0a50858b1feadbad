//===- TwillSolver.h - Algorithm 1: joint SWP + WS, proven optimal -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Twill method end to end (Soi et al. §5, Algorithm 1):
///   1. cost normalization (CostNormalization.h);
///   2. for I = MII, MII+1, ...: the optimal modulo schedule at I (Phase 1,
///      ModuloScheduler.h), then for L from its length while ceil(L/I) stays
///      the same: the joint software-pipelining + warp-specialization
///      problem (Phase 2, JointSolver.h); the first satisfiable (I, L) wins.
///      Phase 2 bisects L (feasibility is monotone in L) and runs its
///      queries on several threads; the answer is the same as the
///      sequential scan's.
/// Starting at MII instead of I = 1 is sound: every I < MII is infeasible
/// (the bounds prove it), and the result says so.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_TWILLSOLVER_H
#define TWILL_TWILL_TWILLSOLVER_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/CostNormalization.h"
#include "twill/Twill/MILP.h"
#include "twill/Twill/ModuloScheduler.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace twill {

struct TwillOptions {
  /// Largest I to try (0: MII + number of ops + 16).
  int64_t MaxII = 0;
  /// Seconds for the whole solve (0: none).
  double TimeLimit = 60;
  /// Cost normalization budget U (§5.2); 0 disables normalization.
  int64_t NormalizeU = 300;
  /// Costs whose ratio exceeds this factor never share a normalized value
  /// (NormalizationOptions::Separation; 0: off).
  double NormalizeSeparation = 2;
  /// Solve Phase 2 (warp specialization). When false, or when the problem
  /// has no warp configuration, the result is the Phase 1 schedule.
  bool WarpSpecialize = true;
  /// Start at I = 1 as the paper's literal Algorithm 1 (baseline for the
  /// benchmarks); the default starts at MII.
  bool StartAtOne = false;
  /// The MILP solver of Phase 1 (cost normalization always uses lp_solve).
  MILPBackend Backend = MILPBackend::CBC;
  /// How Phase 1 searches L at each I (ModuloScheduler.h).
  Phase1Method Phase1 = Phase1Method::Difference;
  /// Shrink the unsat core that refutes each I to a minimal one (deletion:
  /// one more query per family in it). Off: the core Z3 returns, which
  /// already names families that together are infeasible, not necessarily
  /// a minimal set.
  bool MinimizeCores = false;
  /// Work budget of each Phase 2 query in Z3 resource units
  /// (JointOptions::Work; 0: none). For tests: a query that exhausts it ends
  /// undecided, as on a time limit, after the same work on any machine.
  uint64_t Phase2Work = 0;
  /// From this size of Phase 2's time-indexed encoding (Phase 1's least L
  /// times the ops), an I whose Phase 1 proved its least L0 first tries
  /// Phase 1's starts with an exact warp assignment (assignWarpsForStarts):
  /// Phase 1 is a relaxation of the joint problem, so a warp assignment
  /// that makes those starts pass the whole problem, memories included,
  /// answers the I at L0 without a Phase 2 query. Below it, the Phase 2
  /// queries alone, whose free starts may allow fewer warp groups. 0:
  /// always (for tests); a size, not a time, so the path taken depends on
  /// the input only.
  int64_t FixedStartsFrom = 8192;
  /// Phase 2 queries at a time, each on its own thread (0: the machine's
  /// cores, at most 8). The result does not depend on it.
  unsigned Threads = 0;
  /// Called with a line of progress (may be null).
  std::function<void(const std::string &)> Progress;
};

/// Time spent per phase, in seconds.
struct PhaseTimes {
  double Normalization = 0, Bounds = 0, Phase1 = 0, Phase2 = 0, Total = 0;
};

/// One step of the search, for the report and --json.
struct SearchStep {
  int64_t II = 0;
  int64_t L = 0; ///< 0 for Phase 1 steps.
  SearchPhase Phase = SearchPhase::Phase1;
  SolveStatus Status = SolveStatus::Error;
  /// For infeasible Phase 2 steps: the constraint families in the unsat core.
  std::vector<std::string> Core;
  double Seconds = 0;
};

struct TwillResult {
  /// Optimal: I minimal (every smaller I proven infeasible) and L minimal
  /// for that I within its copy count. Feasible: a schedule without that
  /// proof (time limit). Infeasible / Timeout / Error otherwise.
  SolveStatus Status = SolveStatus::Error;
  /// The schedule of the *normalized* problem (what the solvers saw).
  ModuloSchedule Schedule;
  /// The normalized problem itself (costs after §5.2).
  Problem Normalized;
  CostNormalization Normalization;
  int64_t MII = 0, ResMII = 0, RecMII = 0;
  /// Why no smaller I is feasible, in words.
  std::string Proof;
  std::vector<SearchStep> Steps;
  PhaseTimes Times;
};

/// Runs Algorithm 1 on \p P. Errors only for invalid input: unlike the
/// other entry points it runs P.check() itself. Contract
/// (twill/Model/Problem.h): the schedule has passed the verifier against
/// TwillResult::Normalized.
llvm::Expected<TwillResult> solveTwill(const Problem &P,
                                       const TwillOptions &Opts = {});

} // namespace twill

#endif // TWILL_TWILL_TWILLSOLVER_H
