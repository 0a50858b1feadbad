//===- Algorithms.h - Index of every scheduler entry point ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one header to open to know which scheduler to call, in the manner of
/// CIRCT's Scheduling/Algorithms.h: every entry point, what it minimises,
/// when it fails, and which side of the contract it owns. Including it
/// declares them all. The contract itself ("check before scheduling, verify
/// after") is written once, in twill/Model/Problem.h; in short, the caller
/// runs Problem::check() unless the entry point says it does, and the entry
/// point verifies every schedule it returns as a solution.
///
/// Statuses (twill/Model/SolveStatus.h): Optimal only with a proof;
/// Feasible for a verified schedule without one; Infeasible only as a proof
/// unless the entry point says otherwise; Timeout without a schedule; Error
/// for bad input or a solver failure (with a message where there is one).
///
/// \par The driver (twill/Scheduler/Scheduler.h)
///   - scheduleProblem(P, ScheduleRequest): the whole flow for a caller that
///     starts from a problem (the CLI's solve, modulo, gaus and codegen,
///     and the plugin): check, the empty problem, then solveTwill (Kind
///     Twill), minimizeII (ModuloOnly), one of GauS's entry points below
///     (GauS, GauSRequest: feasible only, never a proof), or the compiler's
///     recipe (Compiler: Rau's
///     heuristic with fixed budgets, exact II decisions within a Z3 work
///     budget, a stage limit, warps at fixed starts; GauS above a size;
///     minimises I where it can prove it, never answers from the clock: a
///     run that reaches its time limit is discarded), and a final verify.
///     Owns both sides of the contract; errors only for an invalid problem.
///
/// \par Bounds (twill/Analysis/Bounds.h)
///   - computeMIIBounds(P): ResMII, RecMII (exact, integer) and MII. Every I
///     below MII is infeasible. Fails (llvm::Error) when a zero-distance
///     cycle has positive delay: no I works. Caller checks.
///   - computeASAP / computeALAP / computeCriticalPathLength(G, I): longest
///     paths at I; fail when I < RecMII.
///
/// \par The Twill exact solver (twill/Twill/)
///   - solveTwill(P, TwillOptions) (TwillSolver.h): Algorithm 1 end to end:
///     cost normalization, bounds, then for I from MII Phase 1 and Phase 2.
///     Minimises I, then L for that I within its copy count; jointly
///     software-pipelines and warp-specializes when P has warps. Checks its
///     input itself (the only entry point that does; an invalid problem is
///     the llvm::Error) and verifies the schedule against the normalized
///     problem it returns. Optimal only when every smaller I is refuted;
///     Feasible / Timeout on its time limit.
///   - minimizeII(P, IISearchOptions) (ModuloScheduler.h): Phase 1 alone
///     over I from MII upward (`twill modulo`); minimises I, and L at the
///     final I with MinimizeLength. Caller checks; every schedule verified.
///     Optimal when I = MII or every smaller I was proven infeasible.
///   - scheduleAtII(P, I, ModuloSchedulerOptions) (ModuloScheduler.h):
///     Phase 1 at one I: heuristic, then the exact programs; minimises L
///     (or any schedule, without MinimizeLength). Infeasible is a proof for
///     this I. Caller checks; every schedule verified.
///   - feasibleAtII(P, I, Backend, Seconds) (ModuloScheduler.h): is there any
///     schedule at I (L free)? Exact; Infeasible is a proof. Caller checks;
///     the schedule verified.
///   - iterativeModuloSchedule(P, I) (ModuloScheduler.h): Rau's heuristic;
///     nullopt when its budget runs out (never a proof). Caller checks;
///     verified.
///   - solveJoint(P, I, L, JointOptions) (JointSolver.h): the Phase 2
///     satisfiability question at one (I, L) on Z3. Never Optimal: Feasible
///     (sat, a verified schedule), or Infeasible with the unsat core's
///     constraint families. Needs P.Warps. Caller checks. With
///     JointOptions::FixedStarts it answers through assignWarpsForStarts.
///   - assignWarpsForStarts(P, S, WarpAssignOptions) (WarpAssignment.h):
///     the one entry point for warps at fixed starts (the one encoding of
///     the warp families there; Algorithm 1's fixed-start step, GauS, the
///     compiler recipe and solveJoint's FixedStarts use it). Minimises the
///     warp groups (1, 2, ... from the variable-latency bound, each query
///     under a Z3 work budget), then on request the dependences between
///     groups (verified moves, Z3 rounds: not a proof). Infeasible when the
///     starts break a warp-independent constraint (StartsBroken) or Z3
///     refutes every group count (the typed families of the core, and the
///     cross-warp-spill edges); above ExactMaxOps ops a deterministic first
///     fit, whose failure is no proof; Timeout when the work runs out.
///     Caller checks; the assignment verified.
///   - normalizeProblem(P, NormalizationOptions) (CostNormalization.h): not
///     a scheduler: the §5.2 cost map; minimises the ratio distortion F.
///     Fails when U cannot keep the order and separation of the costs.
///
/// \par GauS, the differentiable scheduler (twill/GauS/)
///   - GauSSolver(P, D).solveModulo(I) (GauS.h): a modulo schedule at I
///     with starts in [0, D); no objective. Never Optimal; Infeasible means
///     none was found (not a proof). Caller checks; verified.
///   - GauSSolver(P, D).solve(Objective) (GauS.h): one acyclic iteration
///     minimising latency, peak memory or the stage balance (formulation A).
///     Same statuses and contract as solveModulo.
///   - gausSolveTwillGraph(P, TargetII, D) (GauS.h): GauS on a kernel graph
///     in cycles (quantised into steps); verified against \p P itself.
///   - solveStagesExact(SP, Seconds) (StageObjective.h): formulation A's
///     exact program; minimises R + alpha * communication. Error "too large"
///     above its variable budget. makeStageProblem builds its input from a
///     checked problem; the stages are scored by evaluateStages, not by the
///     modulo verifier.
///   - solvePeakMemoryExact(P, D, Seconds) (PeakMemory.h): formulation B's
///     exact time-indexed program; minimises the peak live bytes of one
///     iteration (peakLiveBytes scores a schedule). Only for problems whose
///     units are all unlimited. Caller checks; the schedule verified.
///
/// \par The plugin (lib/NVPTX, not a public API)
///   - nvptx::scheduleLoop(DDG, MD, Opts, Seconds) (NVPTX/LoopScheduler.h):
///     the plugin's options as a request of the compiler's recipe to the
///     driver, and the body order of its schedule; every failure is
///     reported through LoopSchedule::Reason.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_ALGORITHMS_H
#define TWILL_ALGORITHMS_H

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauS.h"
#include "twill/GauS/PeakMemory.h"
#include "twill/GauS/StageObjective.h"
#include "twill/Twill/CostNormalization.h"
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"
#include "twill/Twill/WarpAssignment.h"

#endif // TWILL_ALGORITHMS_H
