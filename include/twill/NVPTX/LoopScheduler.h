//===- LoopScheduler.h - Solve, verify and order one loop body --*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Steps 3 and 4 of the plugin, free of any MachineInstr mutation: solve a
/// LoopDDG through the driver (twill/Scheduler/Scheduler.h, the compiler's
/// recipe: Twill phase 1 or Algorithm 1 up to the GauS threshold, GauS
/// above it, each falling back on the other; the independent verifier; the
/// producer/consumer warp groups when the solver assigned none), then
/// derive the body order: by start
/// cycle, ties by original position. Every dist-0 edge points forward in
/// the body and a verified schedule has s(u) + delay <= s(v) with
/// delay >= 0, so that order is topological; it is checked again anyway.
/// Any failure yields a reason instead of an order, and the caller leaves
/// the block unchanged.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_LOOPSCHEDULER_H
#define TWILL_NVPTX_LOOPSCHEDULER_H

#include "twill/Analysis/Bounds.h"
#include "twill/Machines/MachineDescription.h"
#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/SolveStatus.h"
#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/Options.h"
#include "twill/Scheduler/Scheduler.h"

#include "llvm/IR/DiagnosticInfo.h"

#include <string>
#include <vector>

namespace twill {
namespace nvptx {

/// What the solver did for one loop: the recipe's report (the deciding
/// solver, Detail, Reason, Bounds, MII, StageBoundII, OutOfTime,
/// TooManyStages, Seconds, CPUSeconds; twill/Scheduler/Scheduler.h) and
/// what the plugin adds.
struct LoopSchedule : CompilerReport {
  /// True when Order is a verified, legal reordering of the body.
  bool Scheduled = false;
  /// Of CPUSeconds: creating the thread's Z3 context, which the first loop
  /// that uses Z3 pays once per compiler thread. Work that
  /// -twill-solver=algorithm1 hands to worker threads (Phase 2's queries)
  /// is not in CPUSeconds; every other path solves on this thread.
  double Z3SetupCPUSeconds = 0;
  /// The verified schedule, in the units of SolvedProblem.
  ModuloSchedule Schedule;
  /// The problem the solver saw (the DDG's, or its cost-normalized form).
  Problem SolvedProblem;
  /// Op ids in their new body order.
  std::vector<OpId> Order;
};

/// Solves \p DDG on machine \p MD under \p Opts within \p TimeLimit
/// seconds; a solve that reaches the limit is discarded whole (OutOfTime),
/// so the answer never depends on machine load. Never fails hard:
/// problems are reported through LoopSchedule::Reason. Contract
/// (twill/Model/Problem.h): the DDG builder has checked the graph; the
/// schedule returned has passed the verifier.
///
/// With \p MaxStages > 0 (the pipeliner's -twill-max-stages), a schedule of
/// more stages is solved again at the least larger I that can hold one
/// iteration in that many stages (StageBoundII), before warps are assigned.
///
/// \p RefutedBelow: every I below it is known infeasible for this DDG from
/// an earlier solve (its LoopSchedule::RefutedBelow), so the exact
/// decisions there are not made again (the same answer, sooner).
///
/// \p DeferWarps: the schedule comes without warps (a trial solve that may
/// be discarded; CompilerOptions::DeferWarps); finishWarps() assigns them
/// to the one kept.
LoopSchedule scheduleLoop(const LoopDDG &DDG, const MachineDescription &MD,
                          const PluginOptions &Opts, double TimeLimit,
                          unsigned MaxStages = 0, int64_t RefutedBelow = 0,
                          bool DeferWarps = false);

/// The warps of a schedule \p LS that scheduleLoop solved with
/// DeferWarps, with the same \p DDG, \p MD, \p Opts and \p MaxStages,
/// within \p TimeLimit seconds (assignDeferredWarps): LS as a solve
/// without DeferWarps would have left it. False, with LS.Reason and
/// LS.Scheduled false, where the time limit ends it.
bool finishWarps(const LoopDDG &DDG, const MachineDescription &MD,
                 const PluginOptions &Opts, double TimeLimit,
                 unsigned MaxStages, LoopSchedule &LS);

/// The body order for a schedule of \p G: op ids sorted by start cycle,
/// ties by id. Returns false when that order breaks a dist-0 edge.
bool orderBySchedule(const DependenceGraph &G, const ModuloSchedule &S,
                     std::vector<OpId> &Order);

/// Appends "solver S took N ms (CPU C ms, of which Z3 set-up Z ms) (detail)"
/// to a remark, with the figures as named arguments (Solver, SolverMs,
/// SolverCPUMs, Z3SetupCPUMs, Detail): the SolverTime remark of both passes.
template <typename RemarkT>
RemarkT &describeSolve(RemarkT &R, const LoopSchedule &LS) {
  using Arg = llvm::DiagnosticInfoOptimizationBase::Argument;
  R << "solver " << Arg("Solver", loopSolverName(LS.Solver)) << " took "
    << Arg("SolverMs", int64_t(LS.Seconds * 1e3)) << " ms (CPU "
    << Arg("SolverCPUMs", int64_t(LS.CPUSeconds * 1e3))
    << " ms, of which Z3 set-up "
    << Arg("Z3SetupCPUMs", int64_t(LS.Z3SetupCPUSeconds * 1e3)) << " ms) ("
    << Arg("Detail", LS.Detail) << ")";
  return R;
}

/// Names of the solvers compiled into this plugin, e.g. "phase1,twill".
llvm::StringRef availableSolvers();

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_LOOPSCHEDULER_H
