//===- JointSolver.h - Phase 2: joint SWP + WS as SMT (Z3) ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 2 of the Twill method (Soi et al. §4, Figures 4-6): given I and a
/// schedule length L, find start cycles M* and a warp assignment A* that
/// satisfy, together, the constraint families below. Each family is
/// asserted under its own tracking literal, so an unsatisfiable (I, L)
/// comes with an unsat core naming the families that conflict.
///
/// Start times are time-indexed Booleans op[v, t] (t + cycles(v) <= L, the
/// paper's COMPLETION); copies of later iterations are the same Booleans
/// shifted by I (CONSISTENCY), so every family is stated on copy 0 folded
/// modulo I, which is what the steady state of the straight-line program Q
/// executes.
///
///   uniqueness        exactly one start per op
///   dependence        s(v) + distance*I >= s(u) + delay
///   capacity          per unit and residue, reserved instances <= capacity
///   memory            per memory and residue, bytes of live values <= capacity
///   warp-uniqueness   each op on one warp; warp-group ops on an aligned group
///   variable-latency  variable-latency ops share no warp with fixed-latency ops
///   register-limit    per warp and residue, live registers <= the limit
///   cross-warp-spill  u -> v on different warps waits spillcost(u) more
///   concurrency       a blocking dependence's consumer issues while no other
///                     op of its warp executes (modulo I)
///   same-group        a SameGroup dependence's ends issue from one warp
///                     group (an async op and the fence, commit or wait
///                     that tracks it; not in the paper: twill's addition)
///
/// Liveness is solved in the solver: a value is live from its op's start
/// until the latest consumer issues (plus distance * I), and at least for
/// its op's cycles, as in the independent verifier.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_JOINTSOLVER_H
#define TWILL_TWILL_JOINTSOLVER_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Twill/Z3Session.h"

#include <memory>
#include <string>
#include <vector>

namespace twill {


struct JointOptions {
  /// Seconds for this (I, L) query (0: none).
  double TimeLimit = 60;
  /// On unsat, shrink the core by deletion so every family named is needed.
  bool MinimizeCore = true;
  /// Families to leave out (by name), for diagnosis: which families does a
  /// query need to be unsat? A sat answer found without a family the problem
  /// really has fails the independent verifier and comes back as Error, so
  /// ablations change the Problem instead (KernelOptions, WarpConfig).
  std::vector<std::string> Disabled;
  /// Work budget, in Z3 resource units (its `rlimit`), of each round that
  /// refines a sat answer towards fewer warp groups (0: no refinement). A
  /// secondary objective: the query stays a satisfiability question, and
  /// the result is sat either way. A count of solver steps, not seconds, so
  /// the warps returned are a function of the input and the options, never
  /// of the machine's speed, its load or the number of threads. On the
  /// built-in kernels a round ends (sat or unsat) within 1.5 million units,
  /// about a second on one core.
  uint64_t CompactWork = DefaultCompactWork;
  static constexpr uint64_t DefaultCompactWork = 10'000'000;
  /// Work budget of the query itself, in Z3 resource units (0: none). A
  /// query that exhausts it ends as Timeout (with OutOfWork set), like one
  /// out of time, but after the same amount of work on every machine: the
  /// deterministic stand-in for a time limit, in tests and in the plugin.
  uint64_t Work = 0;
  /// Stops the query from another thread (it then ends as Timeout).
  Cancellation *Cancel = nullptr;
  /// The Z3 context to build the query in (null: a fresh one).
  Z3Session *Session = nullptr;
  /// Start cycles to keep, one per op (for instance Phase 1's schedule at
  /// this I): the query then decides the warp assignment alone, by the one
  /// encoding of the warp families at fixed starts, assignWarpsForStarts()
  /// (twill/Twill/WarpAssignment.h), with no limit on the ops and no first
  /// fit. A sufficient test for (II, Length): sat gives a joint schedule,
  /// unsat only says these starts admit no warp assignment (Core: the
  /// families of the unsat core) or break a family that does not involve
  /// warps (Core: "fixed-starts"). The answer uses the fewest warp groups
  /// these starts allow and, with CompactWork > 0, among those few
  /// dependences between groups (up to 8 Z3 rounds, each with 1/64 of Work,
  /// or of CompactWork when Work is 0). Needs P.Warps. Empty: starts are
  /// free.
  std::vector<int64_t> FixedStarts;
};

struct JointResult {
  /// Optimal never appears here: a query is satisfiability only. Feasible
  /// (sat, with a schedule), Infeasible (unsat, with Core), Timeout, Error.
  SolveStatus Status = SolveStatus::Error;
  ModuloSchedule Schedule;
  /// Unsat core: names of the constraint families that conflict.
  std::vector<std::string> Core;
  std::string Message;
  /// Timeout because JointOptions::Work ran out (not the clock).
  bool OutOfWork = false;
  double Seconds = 0;
};

/// The names of every constraint family, in a stable order.
std::vector<std::string> jointConstraintFamilies();

/// Solves the joint problem at (\p II, \p Length). \p P must have a warp
/// configuration. Contract (twill/Model/Problem.h): the caller checks \p P;
/// a sat answer's schedule has passed the verifier (else Error).
JointResult solveJoint(const Problem &P, int64_t II, int64_t Length,
                       const JointOptions &Opts = {});

} // namespace twill

#endif // TWILL_TWILL_JOINTSOLVER_H
