//===- WarpAssignment.h - Warps for fixed start times -----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 2 of the Twill method with the start times fixed: given a modulo
/// schedule that a warp-blind solver (GauS, Phase 1, the plugin's large
/// loops) found, choose a warp (or an aligned warp group) per op so that the
/// schedule passes the full verifier. With the starts fixed every liveness
/// interval is a constant, so what is left is small: one-hot warp literals
/// per op and
///
///   variable-latency  a variable-latency op shares no warp with a
///                     fixed-latency op;
///   cross-warp-spill  u -> v whose slack is below spillcost(u) (or any
///                     spilling value when cross-warp communication is off)
///                     keeps u and v on a common warp;
///   concurrency       a blocking dependence's consumer shares no warp with
///                     an op executing when it issues (modulo I);
///   register-limit    per warp and residue segment, live registers <= the
///                     limit; the warps' peaks together <= the register file.
///
/// The residues are cut into the segments where no interval begins or ends,
/// so the encoding is O(warps x (ops + segments)) regardless of I in cycles.
/// Memories do not depend on warps: a schedule that breaks a memory
/// capacity (or a dependence or a unit) is refused with the verifier's
/// message, since no warp assignment can repair it.
///
/// The number of warp groups is minimised by asking for 1, 2, ... groups in
/// turn (the first answer is the least), each query under a budget of Z3
/// work units (rlimit), not seconds, so the answer depends only on the
/// input. Loops above WarpAssignOptions::ExactMaxOps ops (the plugin's
/// large loops) get a deterministic first fit instead. The result always
/// goes through the independent verifier.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_WARPASSIGNMENT_H
#define TWILL_TWILL_WARPASSIGNMENT_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/Cancellation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace twill {

/// Options of assignWarpsForStarts().
struct WarpAssignOptions {
  /// Z3 work units (rlimit) of each query (0: unbounded). On the built-in
  /// kernels a query takes well under a million.
  uint64_t Work = 50'000'000;
  /// Above this many ops the exact query is not built: a deterministic
  /// first fit (merged must-share sets placed in op order on the first warp
  /// where every family still holds) is tried instead. Below, first fit is
  /// the fallback when the queries run out of work.
  unsigned ExactMaxOps = 64;
  /// Seconds for the whole assignment, a safety net only (0: none).
  double TimeLimit = 0;
  /// Stops the assignment from another thread (it then ends as Timeout).
  Cancellation *Cancel = nullptr;
};

/// The outcome of assignWarpsForStarts().
struct WarpAssignResult {
  /// Feasible: Schedule carries a verified warp assignment. Infeasible: no
  /// assignment exists for these starts (a proof from Z3, or the starts
  /// already break a warp-independent constraint; Message says which), or,
  /// above ExactMaxOps ops, first fit found none (not a proof; Message
  /// says so).
  /// Timeout: the work budget or time ran out. Error: bad input.
  SolveStatus Status = SolveStatus::Error;
  /// The input schedule with Warps set (when Feasible).
  ModuloSchedule Schedule;
  /// Warp groups the assignment uses (the least possible when Feasible
  /// from the exact query; FirstFit makes no such claim).
  unsigned GroupsUsed = 0;
  /// The assignment came from first fit, not from the exact query.
  bool FirstFit = false;
  /// Infeasible: the dependences (indices into P.Graph.dependences())
  /// whose cross-warp-spill constraint is in the unsat core, i.e. the
  /// edges without the slack for a spill that the conflict needs on one
  /// warp. Lengthening them by the spill cost may make room for warps.
  std::vector<unsigned> SpillEdgesInCore;
  /// Why not (Infeasible, Timeout, Error).
  std::string Message;
  double Seconds = 0;
};

/// Assigns warps to \p S, whose starts and II stay as they are, so that
/// the schedule passes verifySchedule(P, ...). \p P must have a warp
/// configuration; S.Warps is ignored.
WarpAssignResult assignWarpsForStarts(const Problem &P, const ModuloSchedule &S,
                                      const WarpAssignOptions &Opts = {});

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
