//===- GauSSolver.h - GauS: options, result, solver -------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The GauS solver on one problem (lib/GauS/GauSSolver.cpp): its options,
/// statistics and result, and GauSSolver's two entry points, a modulo
/// schedule at an interval and one acyclic iteration under an objective.
/// Start times are Gaussians (GauSModel.h), optimised by an augmented
/// Lagrangian with Adam on (mu, sigma), then rounded and legalised
/// (Legalize.h) into an integer schedule that the verifier checks.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_GAUSSOLVER_H
#define TWILL_GAUS_GAUSSOLVER_H

#include "twill/GauS/GauSModel.h"
#include "twill/GauS/StageObjective.h"
#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/WarpAssignment.h"

#include <cstdint>
#include <string>
#include <vector>

namespace twill {

/// How mu and sigma start.
enum class GauSInit {
  /// ListSchedule for acyclic solves, AsapAlapMidpoint for modulo ones.
  Auto,
  /// mu = (ASAP + ALAP) / 2, sigma = kappa * (ALAP - ASAP) (the paper's).
  AsapAlapMidpoint,
  /// mu = a resource-aware list schedule, sigma as above.
  ListSchedule,
  /// mu uniform in [0, D) from the seed, sigma = SigmaInitMax: the
  /// reviewers' "uninformed" control.
  Uninformed,
};

/// Knobs of the optimiser. Defaults are documented in docs/gaus.md.
struct GauSOptions {
  double LR = 0.3;           ///< Adam step for mu, in steps per iteration.
  double LRSigmaScale = 0.5; ///< Adam step for sigma = LR * this.
  /// The step-size portfolio of solve() on latency problems of at most
  /// StepPortfolioMaxOps ops: after the run at LR, runs at LR times each
  /// factor follow (the time limit shared equally), and the best legal
  /// schedule is kept. LR is in absolute steps, and on short horizons
  /// (HeuriGym: 4-92 steps) no single value suits every instance (docs).
  std::vector<double> StepPortfolio = {1.0 / 6, 10.0 / 3};
  unsigned StepPortfolioMaxOps = 2000;
  /// When > 0, the step falls geometrically from LR to LREnd over
  /// MaxIters (0: constant LR).
  double LREnd = 0;
  unsigned MaxIters = 2000;
  uint64_t Seed = 1;
  GauSInit Init = GauSInit::Auto;
  double Kappa = 0.25;      ///< sigma_i = kappa * (ALAP_i - ASAP_i) ...
  double SigmaInitMax = 4;  ///< ... clipped to [floor, SigmaInitMax].
  /// Seeded uniform jitter of the initial mu, in steps (+-InitJitter).
  double InitJitter = 0.25;
  /// The sigma floor (reviewers: sigma = 0 freezes critical-path ops).
  bool UseSigmaFloor = true;
  double SigmaFloor = 1.0;
  /// Numerical minimum of sigma when the floor is off.
  double SigmaMin = 1e-3;
  /// Annealing: sigma <= cap(t) = cap0 * (SigmaEnd / cap0)^(t / MaxIters),
  /// with cap0 the largest initial sigma; the floor falls the same way from
  /// SigmaFloor to SigmaEnd.
  bool AnnealSigma = true;
  double SigmaEnd = 0.1;
  /// ALM: multipliers lambda += rho * V every MultiplierEvery iterations,
  /// then rho = min(RhoMax, rho * RhoGrowth).
  double Rho0 = 1.0;
  double RhoGrowth = 1.3;
  double RhoMax = 1e3;
  unsigned MultiplierEvery = 25;
  double ObjectiveWeight = 3.0;
  /// Round and legalise every CheckEvery iterations, keeping the best legal
  /// schedule (anytime behaviour, time to the first legal schedule).
  unsigned CheckEvery = 50;
  /// Stop early: feasibility problems at the first legal schedule (see
  /// AcceptLegalized), problems with an objective once it has not improved
  /// for StallChecks checks.
  bool StopWhenLegal = true;
  /// Feasibility problems: a schedule that legalisation had to repair ends
  /// the run too. False: only once round(mu) is legal by itself, so the
  /// optimiser, not the legaliser, did the work.
  bool AcceptLegalized = true;
  unsigned StallChecks = 40;
  double TimeLimit = 0; ///< Seconds (0: none).
  unsigned Threads = 2;
  /// Print progress to stderr for runs longer than a second.
  bool Progress = true;
  /// On failure, retry with D * 1.5 (RetryLargerD) and/or II + 1
  /// (RetryNextII), at most MaxRetries times.
  bool RetryLargerD = false;
  bool RetryNextII = false;
  unsigned MaxRetries = 4;
  /// Acyclic problems with an objective: also legalise with the means as
  /// list-scheduling priorities and keep the better schedule.
  bool PriorityLegalization = true;
  /// Acyclic latency problems: improve each legalised schedule by
  /// forward-backward justification (justifySchedule()).
  bool Justify = true;
  /// For PeakMemory: the memory whose footprints are the bytes ("" = the
  /// sum over all memories).
  std::string MemoryName;
  /// For StageBalance (formulation A, StageObjective.h): alpha, and the
  /// communication form (false: c_e [s_u != s_v], true: c_e (s_v - s_u)).
  double StageAlpha = 1.0;
  bool StageSpan = false;
  /// Formulation A: the ALM dependence term is switched on (multipliers
  /// from zero) once this fraction of MaxIters has passed; 0 = from the
  /// start, >= 1 = never (the order s_u <= s_v is then left to
  /// legalizeStages() alone). With delay 0 the relaxed violation
  /// E[(X_u - X_v)^+] is positive whenever producer and consumer share a
  /// mean while sigma is large, so an early term separates them, i.e. cuts
  /// edges; once sigma has annealed it only repairs real inversions.
  double StageDependenceFrom = 1.0;
  /// Formulation A: refine each legalised assignment towards GauS's
  /// rounded means (refineStages(), the stage-aware repair).
  bool StageRefine = true;
  /// The full model (gausSolveTwillGraph, gausAssignWarps): when the
  /// problem has a warp configuration, warps are chosen for the legal
  /// schedule's start times (assignWarpsForStarts, Z3 work units per
  /// query below), so the result passes the full verifier with warps.
  bool AssignWarps = true;
  uint64_t WarpWork = WarpAssignOptions().Work;
  /// gausSolveKernel(): how many larger intervals (in increments of
  /// ceil(MII / 8) cycles) are tried after the first when no step count
  /// gives a schedule there; 0 = the first interval only.
  unsigned KernelIntervalSteps = 8;
};

/// Measurements of one solve (for the reviewers' questions).
struct GauSStats {
  unsigned Iterations = 0;
  double Seconds = 0;          ///< Whole solve.
  double LegalizeSeconds = 0;  ///< Time spent legalising.
  double FirstLegalSeconds = -1; ///< When the first legal schedule existed.
  double BestSeconds = -1; ///< When the returned schedule was found.
  /// Violations of round(mu) at the end, before legalisation (verifier).
  unsigned ViolationsBefore = 0;
  /// Discrete objective of round(mu) and of the legal schedule (steps for
  /// latency, bytes for memory; L for feasibility problems).
  double ObjectiveBefore = 0, ObjectiveAfter = 0;
  double RelaxedObjective = 0;
  double FractionMoved = 0; ///< Ops legalisation moved off round(mu).
  double FinalLoss = 0;
  double Violation[NumGauSTerms] = {0, 0, 0, 0};
  unsigned Retries = 0;
  /// The step-size factor of the portfolio run that gave the schedule.
  double StepScale = 1.0;
  /// The warp assignment of the full model (gausAssignWarps): its time
  /// and the warp groups it uses (0 when none was made).
  double WarpSeconds = 0;
  unsigned WarpGroups = 0;
  /// Profile of the loss evaluations (GauSModel::PhaseSeconds), and the
  /// op x step window entries evaluated per iteration on average.
  double PhaseSeconds[GauSModel::NumPhases] = {0, 0, 0, 0, 0};
  double WindowEntriesPerIteration = 0;
};

/// The outcome of a GauS solve.
struct GauSResult {
  /// Feasible: a verified schedule (GauS never proves optimality).
  /// Infeasible: no legal schedule found at this II and D (not a proof).
  /// Error: bad input (see Message).
  SolveStatus Status = SolveStatus::Error;
  ModuloSchedule Schedule; ///< Valid when hasSolution(Status).
  int64_t II = 0;          ///< 0 for acyclic solves.
  int64_t D = 0;
  /// Cycles per step (kernel graphs, gausSolveTwillGraph); 1 otherwise.
  int64_t CyclesPerStep = 1;
  GauSStats Stats;
  std::string Message;
  /// gausAssignWarps() found no warps: the edges (dependence indices)
  /// whose missing spill slack the unsat core names.
  std::vector<unsigned> WarpConflictEdges;
};

/// The GauS solver for one problem at horizon D (start steps in [0, D)).
/// Contract (twill/Model/Problem.h): the caller checks the problem; every
/// schedule returned with Feasible has passed the verifier.
class GauSSolver {
public:
  GauSSolver(const Problem &P, int64_t D, double LR = 0.3);

  GauSOptions &options() { return Opts; }

  /// Modulo scheduling at \p II: dependence, recurrence and modulo-resource
  /// constraints, no objective. \p RCap > 0 overrides every limited unit's
  /// capacity per modulo slot.
  GauSResult solveModulo(int64_t II, int64_t RCap = 0,
                         unsigned MaxIters = 2000);

  /// One acyclic iteration (loop-carried edges ignored) under per-step
  /// resource limits, minimising \p Obj. For GauSObjective::StageBalance
  /// (formulation A) the horizon is the number of stages, every
  /// intra-iteration edge has delay 0, units and \p RCap are ignored, and
  /// the schedule's starts are the stages. The schedule is returned with
  /// II = L, so the modulo verifier checks it as a plain schedule.
  GauSResult solve(GauSObjective Obj = GauSObjective::Latency,
                   int64_t RCap = 0, unsigned MaxIters = 2000);

private:
  /// One run at (II, D) within \p TimeLimit seconds (0: none).
  GauSResult run(int64_t II, int64_t RCap, unsigned MaxIters,
                 GauSObjective Obj, int64_t D, double TimeLimit);

  const Problem &P;
  int64_t D;
  GauSOptions Opts;
};

/// The problem a GauSSolver run schedules against, made from \p P in
/// place: for GauSObjective::StageBalance (formulation A) every unit
/// unlimited and every intra-iteration edge of delay 0; otherwise \p RCap
/// > 0 as every limited unit's capacity. The solver verifies against it,
/// and so does the driver (twill/Scheduler/Scheduler.h).
void relaxForGauS(Problem &P, GauSObjective Obj, int64_t RCap);

} // namespace twill

#endif // TWILL_GAUS_GAUSSOLVER_H
