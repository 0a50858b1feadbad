//===- WarpAssignment.h - Warps for fixed start times -----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 2 of the Twill method with the start times fixed: given a modulo
/// schedule that a warp-blind solver (GauS, Phase 1, the plugin's loops)
/// found, choose a warp (or an aligned warp group) per op so that the
/// schedule passes the full verifier. This is the one encoding of the warp
/// families at fixed starts: Algorithm 1's fixed-start step, GauS, the
/// compiler recipe and solveJoint() with JointOptions::FixedStarts all come
/// here. With the starts fixed every liveness interval is a constant, so
/// what is left is small: one-hot warp literals per op and
///
///   warp-uniqueness   one warp (a warp-group op: one aligned group) per op;
///   variable-latency  a variable-latency op shares no warp with a
///                     fixed-latency op;
///   cross-warp-spill  u -> v whose slack is below spillcost(u) (or any
///                     spilling value when cross-warp communication is off)
///                     keeps u and v on a common warp;
///   concurrency       a blocking dependence's consumer shares no warp with
///                     an op executing when it issues (modulo I);
///   register-limit    per warp and residue segment, live registers <= the
///                     limit; the warps' peaks together <= the register file;
///   same-group        a SameGroup dependence's ends issue from one warp
///                     group.
///
/// The families are the typed ConstraintFamily of twill/Model/SolveStatus.h,
/// the verifier's (constraintFamilyOf). The residues are cut into the
/// segments where no interval begins or ends, so the encoding is
/// O(warps x (ops + segments)) regardless of I in cycles. Memories, units
/// and dependences do not depend on warps: a schedule that breaks one is
/// refused with the verifier's message, since no warp assignment can
/// repair it.
///
/// What it minimises: the number of warp groups, by asking for the least
/// count the variable-latency family allows, then one more, ... (the first
/// sat answer is the least); then, on request, the dependences between
/// warp groups (WarpAssignOptions::MinimizeCrossings: verified moves and
/// Z3 rounds, an improvement, not a proof of the least count; with
/// FirstFitAtOneGroup or FirstFitAtLeastGroups a verified first fit at the
/// lower bound on groups stands for the query). Each query
/// runs under a budget of Z3 work units (rlimit), not seconds, so the
/// answer depends only on the input. Loops above
/// WarpAssignOptions::ExactMaxOps ops get a deterministic first fit
/// instead. The result always goes through the independent verifier.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_WARPASSIGNMENT_H
#define TWILL_TWILL_WARPASSIGNMENT_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Twill/Z3Session.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace twill {

/// Options of assignWarpsForStarts().
struct WarpAssignOptions {
  /// Z3 work units (rlimit) of each query (0: unbounded). On the built-in
  /// kernels a query takes well under a million.
  uint64_t Work = 50'000'000;
  /// Z3 conflicts of each query (0: unbounded), a second count beside
  /// Work. Z3's rlimit leaves out most of the work of conflict analysis in
  /// its pseudo-Boolean theory: on cuda_hgemm's wmma_async k-loop (72 ops,
  /// one warp group) a query ran 2 s on 0.6M of 20M units and 11k
  /// conflicts. A query out of conflicts is undecided like one out of
  /// work: the next group count is asked, and an answer there does not
  /// claim the fewest groups (WarpAssignResult::LeastGroups).
  uint64_t Conflicts = 0;
  /// Above this many ops the exact query is not built: a deterministic
  /// first fit (merged must-share sets placed in op order on the first warp
  /// where every family still holds) is tried instead.
  unsigned ExactMaxOps = 64;
  /// Try first fit before the exact query, and keep it when it uses one
  /// warp group where one is the lower bound (leastGroups): the exact query
  /// could then find no fewer groups and there are no crossings to lower, so
  /// Z3 is not asked. Off by default (the exact query's assignment, warp by
  /// warp, is then the answer); the compiler recipe turns it on, where Z3's
  /// context and queries were most of a small loop's compile time.
  bool FirstFitAtOneGroup = false;
  /// The same at any count: keep first fit when it uses exactly the groups
  /// leastGroups allows (warp groups 0 to that count less one), so that the
  /// exact query could find no fewer, and lower its crossings by the
  /// verified moves (CrossingMoves) instead of starting them from Z3's
  /// model. Taken only with CrossingRounds == 0 (no Z3 round would run on
  /// the answer) and, with MinimizeCrossings, CrossingMoves; the group
  /// count is the same proven least, the crossings a heuristic either way.
  /// Where first fit takes more groups, the exact queries ask only the
  /// counts below those, and first fit (its crossings lowered by moves) is
  /// the answer where none of them is sat: the fewest where all are unsat.
  /// Off by default; the compiler recipe's Twill path turns it on
  /// (FlashAttention forward: 52 ms of Z3 to 2 ms, two groups either way).
  bool FirstFitAtLeastGroups = false;
  /// ExactMaxOps for the exact query at every size.
  static constexpr unsigned ExactAtAnySize =
      std::numeric_limits<unsigned>::max();
  /// When the exact queries run out of work or time, try first fit before
  /// answering Timeout.
  bool FirstFitWhenUndecided = true;
  /// Seconds for the whole assignment, a safety net only (0: none).
  double TimeLimit = 0;
  /// Stops the assignment from another thread (it then ends as Timeout).
  Cancellation *Cancel = nullptr;
  /// The Z3 context to build the queries in (null: a fresh one per query).
  Z3Session *Session = nullptr;
  /// Ask Z3's plain incremental core instead of its default solver, which
  /// first spends milliseconds choosing a strategy: faster on many small
  /// queries (the plugin's loops), but it finds other models than the
  /// default, so the assignments differ.
  bool PlainSolver = false;
  /// Encode the register file as JointSolver's Phase 2 does: each warp's
  /// budget a multiple of 8 registers in binary Booleans, at least every
  /// maximal register row on the warp (rows that another row dominates in
  /// every op are left out), and the budgets' weighted sum within the file,
  /// all pseudo-Boolean (Z3's pb theory) instead of integer peaks. Several
  /// times faster to build and to check on large loops (FlashAttention
  /// forward: ~500 rows of 60 ops become a few), but rounding budgets up
  /// to 8 registers is stricter than the verifier, and the models differ
  /// from the integer encoding's; the compiler's way.
  bool RegisterBudgets = false;
  /// Families left out of the queries, for diagnosis. An answer that needs
  /// one of them fails the verifier and comes back as Error.
  std::vector<ConstraintFamily> Disabled;
  /// On Infeasible, shrink the core by deletion (one more query per part),
  /// so that every family named is needed.
  bool MinimizeCore = false;
  /// After the fewest groups, lower the dependences between warp groups
  /// (counted once per pair of ops), so that each group is a role.
  bool MinimizeCrossings = false;
  /// With MinimizeCrossings: first by moving ops (one at a time or with a
  /// neighbour) from Z3's answer and from the producer/consumer roles, each
  /// move checked by the verifier (milliseconds; the plugin's way). Moves
  /// find fewer crossings on compiler loops, but other roles than the Z3
  /// rounds alone.
  bool CrossingMoves = false;
  /// With MinimizeCrossings: then up to this many Z3 rounds that ask for
  /// fewer crossings (sat keeps the step, unsat halves it, a round out of
  /// work ends the descent).
  unsigned CrossingRounds = 0;
  /// Z3 work units of each crossing round (0: Work / 64, at least 1).
  uint64_t CrossingWork = 0;
};

/// The outcome of assignWarpsForStarts().
struct WarpAssignResult {
  /// Feasible: Schedule carries a verified warp assignment. Infeasible: no
  /// assignment exists for these starts (a proof from Z3, with Core), or
  /// the starts already break a warp-independent constraint (StartsBroken;
  /// Message says which), or, above ExactMaxOps ops, first fit found none
  /// (not a proof; Message says so).
  /// Timeout: the work budget or time ran out. Error: bad input.
  SolveStatus Status = SolveStatus::Error;
  /// The input schedule with Warps set (when Feasible).
  ModuloSchedule Schedule;
  /// Warp groups the assignment uses (the least possible when Feasible
  /// from the exact query; FirstFit makes no such claim).
  unsigned GroupsUsed = 0;
  /// The assignment came from first fit, not from the exact query.
  bool FirstFit = false;
  /// Exact queries asked (each group count's, not the crossing rounds').
  unsigned ExactQueries = 0;
  /// GroupsUsed is the least possible (the exact query's where every
  /// smaller count was refuted, or first fit's
  /// one group where one is the lower bound: FirstFitAtOneGroup; or first
  /// fit's groups where they are the lower bound: FirstFitAtLeastGroups).
  bool LeastGroups = false;
  /// Infeasible because the starts break a family that involves no warp
  /// (uniqueness, dependence, capacity, memory): no assignment can help.
  bool StartsBroken = false;
  /// Infeasible from Z3: the families of the unsat core with every warp
  /// group available, each once, in the order of the enum.
  std::vector<ConstraintFamily> Core;
  /// Infeasible: the dependences (indices into P.Graph.dependences())
  /// whose cross-warp-spill constraint is in the unsat core, i.e. the
  /// edges without the slack for a spill that the conflict needs on one
  /// warp. Lengthening them by the spill cost may make room for warps.
  std::vector<unsigned> SpillEdgesInCore;
  /// Why not (Infeasible, Timeout, Error).
  std::string Message;
  double Seconds = 0;
};

/// The one entry point for "warps at fixed starts": assigns warps to \p S,
/// whose starts and II stay as they are, so that the schedule passes
/// verifySchedule(P, ...). Minimises the warp groups (then, with
/// MinimizeCrossings, the dependences between them). Fails as Infeasible
/// when the starts break a warp-independent constraint or no assignment
/// exists (see WarpAssignResult), as Timeout when the work or time runs
/// out, as Error on bad input (\p P without a warp configuration, a
/// schedule of another size). S.Warps is ignored. Caller checks \p P.
WarpAssignResult assignWarpsForStarts(const Problem &P, const ModuloSchedule &S,
                                      const WarpAssignOptions &Opts = {});

/// \p R's refutation in words, sorted: "fixed-starts" when the starts
/// broke a warp-independent constraint, and the stable name of each family
/// of its core. Empty when there is none.
std::vector<std::string> coreNames(const WarpAssignResult &R);

/// The deterministic first fit alone (assignWarpsForStarts with
/// ExactMaxOps = 0), for Algorithm 1's time-limit fallback: when Phase 2
/// ends without an answer, Phase 1's starts with these warps stand as
/// `feasible` instead of no schedule at all. A heuristic, not a search: it
/// may fail where Phase 2 would succeed, and it never proves anything.
/// nullopt when first fit finds no assignment.
std::optional<ModuloSchedule> assignWarpsGreedily(const Problem &P,
                                                  const ModuloSchedule &S);

} // namespace twill

#endif // TWILL_TWILL_WARPASSIGNMENT_H
