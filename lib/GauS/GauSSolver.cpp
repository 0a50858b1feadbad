//===- GauSSolver.cpp - Augmented Lagrangian + Adam driver of GauS --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The optimisation loop. Per iteration: evaluate L and its gradient
/// (GauSModel), one Adam step on mu and on sigma, project mu to [0, D-1]
/// and sigma to [floor, cap(t)] (annealing). Every MultiplierEvery
/// iterations the multipliers take the textbook ALM step
/// lambda_c += rho * V_c (V_c >= 0, so lambda only grows) and rho grows
/// geometrically up to RhoMax: early on the objective dominates, later the
/// constraints, without hand-tuned weights per term. Every CheckEvery
/// iterations round(mu) is legalised and the best legal schedule kept, so
/// the solver is anytime and reports when the first legal schedule existed.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauSSolver.h"
#include "SplitMix64.h"

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/Legalize.h"
#include "twill/Model/ModuloReservation.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace twill;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point T0) {
  return std::chrono::duration<double>(Clock::now() - T0).count();
}

/// Peak live bytes of an integer schedule, with the verifier's liveness
/// (from s(v) through max(s(v) + cycles - 1, latest consumer issue)),
/// folded mod II when II > 0.
double discretePeakMemory(const Problem &P, const std::vector<int64_t> &S,
                          int64_t II, const std::vector<double> &Bytes) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  std::vector<int64_t> End(N);
  for (OpId V = 0; V < N; ++V)
    End[V] = S[V] + std::max<int64_t>(G.op(V).cycles(), 1) - 1;
  for (const Dependence &E : G.dependences()) {
    if (E.Distance > 0 && II <= 0)
      continue;
    End[E.Src] = std::max(End[E.Src], S[E.Dst] + E.Distance * II);
  }
  int64_t Hi = 0;
  for (OpId V = 0; V < N; ++V)
    Hi = std::max(Hi, End[V] + 1);
  std::vector<double> Diff(Hi + 1, 0.0);
  for (OpId V = 0; V < N; ++V) {
    Diff[S[V]] += Bytes[V];
    Diff[End[V] + 1] -= Bytes[V];
  }
  std::vector<double> Live(II > 0 ? II : Hi, 0.0);
  double Run = 0;
  for (int64_t T = 0; T < Hi; ++T) {
    Run += Diff[T];
    Live[gausSlot(T, II)] += Run;
  }
  return Live.empty() ? 0.0 : *std::max_element(Live.begin(), Live.end());
}

/// Hard constraints that \p S breaks: edges, plus resource slots (per step,
/// or per residue when II > 0) over capacity. Cheap enough for progress
/// lines, unlike a full verifier report.
unsigned countViolations(const Problem &P, const std::vector<int64_t> &S,
                         int64_t II, const std::vector<int64_t> &Caps) {
  unsigned Count = 0;
  for (const Dependence &E : P.Graph.dependences()) {
    if (E.Distance > 0 && II <= 0)
      continue;
    Count += S[E.Dst] + E.Distance * II < S[E.Src] + E.Delay;
  }
  LimitedUses Uses(P, Caps);
  // Per step, an acyclic schedule is a modulo one at an interval beyond
  // its last busy step, where nothing folds.
  int64_t Fold = II;
  if (II <= 0) {
    Fold = 1;
    for (OpId V = 0; V < Uses.numOps(); ++V)
      for (const LimitedUse &U : Uses.of(V))
        Fold = std::max(Fold, S[V] + int64_t(U.Cycle) + 1);
  }
  ModuloReservationTable Table(Uses, Fold);
  for (OpId V = 0; V < Uses.numOps(); ++V)
    Table.reserve(V, S[V]);
  for (unsigned Unit = 0; Unit < Uses.numUnits(); ++Unit)
    for (int64_t Slot = 0; Slot < Fold; ++Slot)
      Count += Table.held(Unit, Slot) > Uses.capacity(Unit);
  return Count;
}

} // namespace

GauSSolver::GauSSolver(const Problem &P, int64_t D, double LR) : P(P), D(D) {
  Opts.LR = LR;
}

/// Seconds left of \p Limit (0: none) since \p T0; at least a millisecond
/// so that a run still starts (and returns at once).
static double timeLeft(double Limit, Clock::time_point T0) {
  if (Limit <= 0)
    return 0;
  return std::max(1e-3, Limit - secondsSince(T0));
}

/// Whether the retries must stop: the deadline passed or an interrupt.
static bool outOfTime(double Limit, Clock::time_point T0) {
  return (Limit > 0 && secondsSince(T0) >= Limit) || interruptRequested();
}

void twill::relaxForGauS(Problem &P, GauSObjective Obj, int64_t RCap) {
  const bool Stage = Obj == GauSObjective::StageBalance;
  for (FunctionalUnit &U : P.Units)
    if (Stage)
      U.Capacity = -1;
    else if (RCap > 0 && U.Capacity >= 0)
      U.Capacity = RCap;
  if (Stage)
    for (Dependence &E : P.Graph.dependences())
      if (E.Distance == 0)
        E.Delay = 0;
}

GauSResult GauSSolver::solveModulo(int64_t II, int64_t RCap,
                                   unsigned MaxIters) {
  GauSResult R;
  int64_t CurII = II, CurD = D;
  auto T0 = Clock::now();
  for (unsigned Try = 0;; ++Try) {
    R = run(CurII, RCap, MaxIters, GauSObjective::None, CurD,
            timeLeft(Opts.TimeLimit, T0));
    R.Stats.Retries = Try;
    if (R.Status != SolveStatus::Infeasible || Try >= Opts.MaxRetries ||
        !(Opts.RetryLargerD || Opts.RetryNextII) ||
        outOfTime(Opts.TimeLimit, T0))
      return R;
    if (Opts.RetryNextII)
      ++CurII;
    if (Opts.RetryLargerD)
      CurD += std::max<int64_t>(1, CurD / 2);
  }
}

GauSResult GauSSolver::solve(GauSObjective Obj, int64_t RCap,
                             unsigned MaxIters) {
  auto T0 = Clock::now();
  auto once = [&](double Limit) {
    GauSResult R;
    int64_t CurD = D;
    auto T1 = Clock::now();
    for (unsigned Try = 0;; ++Try) {
      R = run(0, RCap, MaxIters, Obj, CurD, timeLeft(Limit, T1));
      R.Stats.Retries = Try;
      if (R.Status != SolveStatus::Infeasible || Try >= Opts.MaxRetries ||
          !Opts.RetryLargerD || outOfTime(Limit, T1))
        return R;
      CurD += std::max<int64_t>(1, CurD / 2);
    }
  };
  // The step-size portfolio: on small latency problems, runs at
  // LR x StepPortfolio[k] follow, and the best legal schedule is kept.
  std::vector<double> Steps = {1.0};
  if (Obj == GauSObjective::Latency &&
      P.Graph.numOperations() <= Opts.StepPortfolioMaxOps)
    Steps.insert(Steps.end(), Opts.StepPortfolio.begin(),
                 Opts.StepPortfolio.end());
  const double LR = Opts.LR;
  GauSResult Best;
  double Total = 0;
  for (size_t K = 0; K < Steps.size(); ++K) {
    double Limit = 0;
    if (Opts.TimeLimit > 0) {
      double Left = Opts.TimeLimit - secondsSince(T0);
      if (K > 0 && Left <= 0)
        break;
      // An equal share of what is left for each run still to come.
      Limit = std::max(1e-3, Left / double(Steps.size() - K));
    }
    if (K > 0 && interruptRequested())
      break;
    Opts.LR = LR * Steps[K];
    GauSResult R = once(Limit);
    Opts.LR = LR;
    if (R.Stats.BestSeconds >= 0)
      R.Stats.BestSeconds += Total; // From the start of the first run.
    Total += R.Stats.Seconds;
    if (K == 0) {
      Best = std::move(R);
    } else if (hasSolution(R.Status) &&
               (!hasSolution(Best.Status) ||
                R.Stats.ObjectiveAfter < Best.Stats.ObjectiveAfter)) {
      double FirstLegal = Best.Stats.FirstLegalSeconds;
      Best = std::move(R);
      if (FirstLegal >= 0)
        Best.Stats.FirstLegalSeconds = FirstLegal;
      Best.Stats.StepScale = Steps[K];
    }
    if (Best.Status == SolveStatus::Error)
      break;
  }
  Best.Stats.Seconds = Total;
  return Best;
}

namespace {

/// One run of GauSSolver::run() at (II, D): the state its steps share.
/// run() is the recipe: the capacities and the verifier's problem, the
/// bounds, the initial distributions, the model and its normalisation,
/// the Adam / augmented-Lagrangian loop with its legalisation checks, and
/// the acceptance of the best legal schedule.
class SolverRun {
public:
  /// A run of \p P under \p Opts at (\p II, \p D); the arguments are
  /// GauSSolver::run()'s.
  SolverRun(const Problem &P, const GauSOptions &Opts, int64_t II, int64_t RCap,
            unsigned MaxIters, GauSObjective Obj, int64_t D, double TimeLimit);

  /// Runs every step; the result, a failure when one fails.
  GauSResult run();

private:
  /// Each step that may fail returns false with the failure in R.
  bool checkArguments();
  /// The capacities (RCap overrides every limited unit) and the problem
  /// the verifier checks against; for formulation A, delay-0
  /// intra-iteration edges, no unit limits and the stage problem.
  bool prepareProblem();
  /// The bytes per op: the stage problem's node weights (formulation A),
  /// else the footprints in Opts.MemoryName (all memories when empty).
  void computeBytes();
  /// ASAP and ALAP for the initialisation; fails when the critical path
  /// does not fit the horizon.
  bool computeBounds();
  /// The initial means and deviations (Opts.Init).
  void initialiseDistributions();
  /// The model, the penalty and the normalisation of the objective.
  void buildModel();
  /// Scales the objective so that one unit of loss is comparable to one
  /// step (or one unit) of violation, and the smooth max is tight.
  void normaliseObjective();
  /// Formulation A's normalisation: by the objective of the initial means,
  /// the smooth max over stages at 5% of the initial peak stage.
  void normaliseStageObjective();
  /// The loop: a legalisation check every Opts.CheckEvery iterations (and
  /// at the last), one optimisation step otherwise, until the iterations,
  /// the time or an early stop end it.
  void optimise();
  /// Legalises round(mu) and keeps it when better; whether the run may
  /// stop (Opts.StopWhenLegal).
  bool checkpoint();
  /// The legal schedule of the rounded means \p Rounded, the best of the
  /// legalisers that apply, or nullopt.
  std::optional<std::vector<int64_t>>
  legalize(const std::vector<int64_t> &Rounded) const;
  /// Formulation A's legalisation: the rounded stages or the means' order,
  /// whichever is better, refined towards \p Rounded (Opts.StageRefine).
  std::vector<int64_t>
  legalizeStageMeans(const std::vector<int64_t> &Rounded) const;
  /// One iteration: the loss and its gradient, Adam, annealing and
  /// projection, the multipliers, the progress line.
  void iterate();
  /// One Adam step on mu and sigma, with bias correction.
  void adamStep();
  /// Formulation A: switches the dependence term on once \p Frac of the
  /// iterations have passed (Opts.StageDependenceFrom).
  void switchOnStageDependence(double Frac);
  /// Projects mu to [0, D-1] and sigma to [floor(t), cap(t)] at fraction
  /// \p Frac of the iterations (annealing).
  void projectAndAnneal(double Frac);
  /// The augmented-Lagrangian step, every Opts.MultiplierEvery iterations.
  void updateMultipliers();
  /// The progress line on stderr, once a second after the first.
  void printProgress();
  /// The profile, and the final evaluation unless time ran out.
  void recordFinalEvaluation();
  /// The rounded means that gave the returned schedule (the final ones
  /// when nothing was legal), with their violations and objective.
  std::vector<int64_t> measureRounded();
  /// The best legal schedule, verified, as the result.
  void accept(const std::vector<int64_t> &Rounded);

  /// Records the failure \p S with \p Msg in R; returns false.
  bool fail(SolveStatus S, std::string Msg);
  double discreteObjective(const std::vector<int64_t> &S) const;
  /// round(mu), clamped to [0, D).
  std::vector<int64_t> roundMu() const;
  /// In priority mode only the order matters: mu's fractions kept.
  std::vector<int64_t> priorities() const;

  const Problem &P;
  const GauSOptions &Opts;
  const int64_t II, RCap, D;
  const unsigned MaxIters;
  const GauSObjective Obj;
  const double TimeLimit;
  const unsigned N;
  const bool Stage;
  const Clock::time_point T0;
  GauSResult R;

  Problem PC;
  std::vector<int64_t> Caps;
  std::optional<StageProblem> SP;
  std::vector<double> Bytes;
  std::vector<int64_t> ASAP, ALAP;

  double Floor = 0;
  Eigen::ArrayXd Mu, Sigma;
  std::optional<GauSModel> M;
  GauSPenalty Pen;
  static constexpr unsigned DepT = unsigned(GauSTerm::Dependence);

  // The optimiser.
  Eigen::ArrayXd GMu, GSig, MMu, VMu, MSig, VSig;
  static constexpr double B1 = 0.9, B2 = 0.999, Eps = 1e-8;
  double Cap0 = 0;
  std::vector<double> Viol[NumGauSTerms];
  GauSEval Ev;
  unsigned It = 0;
  double LastPrint = 0;

  // The best legal schedule, and round(mu) it was legalised from.
  std::optional<std::vector<int64_t>> Best;
  std::vector<int64_t> BestRounded;
  double BestObj = 0;
  unsigned Stall = 0;

  // The deadline is honoured by prediction: the loop ends when one more
  // iteration, the final legalisation and the final evaluation (the
  // longest seen so far) would pass it, so what follows the loop fits. An
  // interrupt (SIGINT, requestInterrupt()) ends it at once, keeping the
  // best legal schedule and skipping the final legalisation when there is
  // one. Before the first iteration, the setup's own time (bounds, the
  // list initialisation, the model's windows) stands in for an
  // iteration's.
  double IterSeconds = 0, LegalizeOnce = 0;
  bool Interrupted = false;
};

SolverRun::SolverRun(const Problem &P, const GauSOptions &Opts, int64_t II,
                     int64_t RCap, unsigned MaxIters, GauSObjective Obj,
                     int64_t D, double TimeLimit)
    : P(P), Opts(Opts), II(II), RCap(RCap), D(D), MaxIters(MaxIters), Obj(Obj),
      TimeLimit(TimeLimit), N(P.Graph.numOperations()),
      Stage(Obj == GauSObjective::StageBalance), T0(Clock::now()) {
  R.II = II;
  R.D = D;
}

GauSResult SolverRun::run() {
  if (checkArguments() && prepareProblem() && computeBounds()) {
    initialiseDistributions();
    buildModel();
    optimise();
    recordFinalEvaluation();
    accept(measureRounded());
  }
  return std::move(R);
}

bool SolverRun::fail(SolveStatus S, std::string Msg) {
  R.Status = S;
  R.Message = std::move(Msg);
  R.Stats.Seconds = secondsSince(T0);
  return false;
}

bool SolverRun::checkArguments() {
  if (D < 1)
    return fail(SolveStatus::Error, "the horizon D must be at least 1");
  if (II < 0)
    return fail(SolveStatus::Error, "the interval II must be positive");
  return true;
}

bool SolverRun::prepareProblem() {
  PC = P;
  relaxForGauS(PC, Obj, RCap);
  Caps = unitCapacities(PC);
  if (Stage) {
    if (II > 0)
      return fail(SolveStatus::Error,
                  "formulation A schedules one acyclic iteration (no II)");
    auto S = makeStageProblem(P, Opts.StageAlpha, D,
                              Opts.StageSpan ? StageComm::Span : StageComm::Cut);
    if (!S)
      return fail(SolveStatus::Error, llvm::toString(S.takeError()));
    SP = std::move(*S);
  }
  computeBytes();
  return true;
}

void SolverRun::computeBytes() {
  Bytes.assign(N, 0.0);
  if (Stage) {
    Bytes = SP->NodeCost;
    return;
  }
  for (OpId V = 0; V < N; ++V)
    for (auto &[Mem, B] : P.Graph.op(V).Footprint)
      if (Opts.MemoryName.empty() || Mem == Opts.MemoryName)
        Bytes[V] += double(B);
}

bool SolverRun::computeBounds() {
  // An acyclic solve ignores carried edges, which a huge interval makes
  // non-binding.
  const int64_t BoundII = II > 0 ? II : (int64_t(1) << 30);
  auto A = computeASAP(PC.Graph, BoundII);
  if (!A)
    return fail(SolveStatus::Infeasible,
                "no schedule at II=" + std::to_string(II) + ": " +
                    llvm::toString(A.takeError()));
  auto L = computeALAP(PC.Graph, BoundII, D);
  if (!L)
    return fail(SolveStatus::Infeasible, llvm::toString(L.takeError()));
  ASAP = std::move(*A);
  ALAP = std::move(*L);
  int64_t MinA = 0, MaxA = 0;
  for (OpId V = 0; V < N; ++V) {
    MinA = std::min(MinA, ASAP[V]);
    MaxA = std::max(MaxA, ASAP[V]);
  }
  if (N > 0 && MaxA - MinA > D - 1)
    return fail(SolveStatus::Infeasible,
                "the critical path does not fit D=" + std::to_string(D));
  return true;
}

void SolverRun::initialiseDistributions() {
  Floor = Opts.UseSigmaFloor ? Opts.SigmaFloor : Opts.SigmaMin;
  Mu.resize(N);
  Sigma.resize(N);
  gaus::SplitMix64 Gen(Opts.Seed * 0x9E3779B97F4A7C15ull + 1);
  GauSInit Init = Opts.Init;
  if (Init == GauSInit::Auto)
    Init = II > 0 ? GauSInit::AsapAlapMidpoint : GauSInit::ListSchedule;
  std::optional<std::vector<int64_t>> ListInit;
  if (Init == GauSInit::ListSchedule)
    ListInit = Stage    ? stageListSchedule(*SP)
               : II > 0 ? legalizeSchedule(PC, ASAP, II, D, Caps)
                        : listSchedule(PC, Caps);
  for (OpId V = 0; V < N; ++V) {
    double Lo = double(ASAP[V]);
    double Hi = std::clamp(double(ALAP[V]), Lo, double(D - 1));
    switch (Init) {
    case GauSInit::Uninformed:
      Mu[V] = Gen.uniform() * double(D - 1);
      Sigma[V] = std::max(Opts.SigmaInitMax, Floor);
      continue;
    case GauSInit::ListSchedule:
      Mu[V] = ListInit ? double((*ListInit)[V]) : 0.5 * (Lo + Hi);
      break;
    case GauSInit::Auto:
    case GauSInit::AsapAlapMidpoint:
      Mu[V] = 0.5 * (Lo + Hi);
      break;
    }
    Mu[V] += Opts.InitJitter * (2 * Gen.uniform() - 1);
    Sigma[V] = std::clamp(Opts.Kappa * (Hi - Lo), Floor,
                          std::max(Floor, Opts.SigmaInitMax));
  }
  Mu = Mu.max(0.0).min(double(D - 1));
}

void SolverRun::buildModel() {
  M.emplace(PC, D, II, Caps, Bytes, Obj, Opts.Threads);
  Pen.Rho = Opts.Rho0;
  Pen.ObjectiveWeight = Opts.ObjectiveWeight;
  for (unsigned T = 0; T < NumGauSTerms; ++T)
    Pen.Lambda[T].assign(M->numComponents(GauSTerm(T)), 0.0);
  if (Stage && Opts.StageDependenceFrom > 0)
    Pen.Enabled[DepT] = false;
  normaliseObjective();
}

void SolverRun::normaliseObjective() {
  if (Obj == GauSObjective::Latency) {
    // Steps, like the edge violations: one step of makespan weighs as much
    // as one expected step of violation at lambda = 1.
    M->ObjScale = 1.0;
    M->Tau = 0.25;
  } else if (Obj == GauSObjective::PeakMemory) {
    GauSPenalty Probe = Pen;
    M->ObjScale = 1.0;
    M->Tau =
        1e-3 * std::max(1.0, Bytes.size()
                                 ? *std::max_element(Bytes.begin(), Bytes.end())
                                 : 1.0);
    double Peak = M->evaluate(Mu, Sigma, Probe, nullptr, nullptr).Objective;
    M->ObjScale = std::max(1.0, Peak);
    M->Tau = 0.02;
  } else if (Stage) {
    normaliseStageObjective();
  }
}

void SolverRun::normaliseStageObjective() {
  std::vector<int64_t> S0(N);
  for (OpId V = 0; V < N; ++V)
    S0[V] = std::clamp<int64_t>(std::llround(Mu[V]), 0, D - 1);
  StageEval E0 = evaluateStages(*SP, legalizeStages(*SP, S0));
  std::vector<double> EdgeW;
  EdgeW.reserve(SP->Edges.size());
  for (const StageProblem::Edge &E : SP->Edges)
    EdgeW.push_back(E.W);
  M->setStageObjective(std::move(EdgeW), SP->Alpha, Opts.StageSpan,
                       0.05 * std::max(1.0, E0.MaxStage));
  M->ObjScale = std::max(1.0, E0.Objective);
}

double SolverRun::discreteObjective(const std::vector<int64_t> &S) const {
  if (Stage)
    return evaluateStages(*SP, S).Objective;
  if (Obj == GauSObjective::PeakMemory)
    return discretePeakMemory(PC, S, II, Bytes);
  return double(ModuloSchedule::computeLength(P.Graph, S));
}

std::vector<int64_t> SolverRun::roundMu() const {
  std::vector<int64_t> S(N);
  for (OpId V = 0; V < N; ++V)
    S[V] = std::clamp<int64_t>(std::llround(Mu[V]), 0, D - 1);
  return S;
}

std::vector<int64_t> SolverRun::priorities() const {
  std::vector<int64_t> S(N);
  for (OpId V = 0; V < N; ++V)
    S[V] = std::llround(Mu[V] * 1024.0);
  return S;
}

void SolverRun::optimise() {
  GMu.resize(N);
  GSig.resize(N);
  MMu = VMu = MSig = VSig = Eigen::ArrayXd::Zero(N);
  Cap0 = N ? std::max(Sigma.maxCoeff(), Floor) : Floor;
  IterSeconds = secondsSince(T0);
  for (;; ++It) {
    Interrupted = interruptRequested();
    bool Last = It >= MaxIters || Interrupted ||
                (TimeLimit > 0 &&
                 secondsSince(T0) + 2 * IterSeconds + LegalizeOnce > TimeLimit);
    if ((It % std::max(1u, Opts.CheckEvery) == 0 || Last) &&
        !(Interrupted && Best) && checkpoint())
      Last = true;
    if (Last)
      break;
    iterate();
  }
}

bool SolverRun::checkpoint() {
  auto LT = Clock::now();
  std::vector<int64_t> Rounded = roundMu();
  std::optional<std::vector<int64_t>> Legal = legalize(Rounded);
  double LegalizeTook = secondsSince(LT);
  R.Stats.LegalizeSeconds += LegalizeTook;
  LegalizeOnce = std::max(LegalizeOnce, LegalizeTook);
  if (!Legal)
    return false;
  if (R.Stats.FirstLegalSeconds < 0)
    R.Stats.FirstLegalSeconds = secondsSince(T0);
  double O = discreteObjective(*Legal);
  bool Moved = *Legal != Rounded;
  // Feasibility problems prefer a schedule GauS reached by itself.
  if (!Best || O < BestObj ||
      (Obj == GauSObjective::None && !Moved && Best != Rounded)) {
    Best = Legal;
    BestRounded = Rounded;
    BestObj = O;
    Stall = 0;
    R.Stats.BestSeconds = secondsSince(T0);
  } else {
    ++Stall;
  }
  return Opts.StopWhenLegal &&
         ((Obj == GauSObjective::None && (!Moved || Opts.AcceptLegalized)) ||
          (Obj != GauSObjective::None && Stall >= Opts.StallChecks));
}

std::vector<int64_t>
SolverRun::legalizeStageMeans(const std::vector<int64_t> &Rounded) const {
  std::vector<int64_t> Legal = legalizeStages(*SP, Rounded);
  std::vector<double> Prio(Mu.data(), Mu.data() + N);
  std::vector<int64_t> Alt = legalizeStagesByOrder(*SP, Prio);
  if (discreteObjective(Alt) < discreteObjective(Legal))
    Legal = std::move(Alt);
  if (Opts.StageRefine)
    Legal = refineStages(*SP, std::move(Legal), Rounded);
  return Legal;
}

std::optional<std::vector<int64_t>>
SolverRun::legalize(const std::vector<int64_t> &Rounded) const {
  if (Stage)
    return legalizeStageMeans(Rounded);
  auto Legal = legalizeSchedule(PC, Rounded, II, D, Caps);
  if (II == 0 && Obj != GauSObjective::None && Opts.PriorityLegalization)
    if (auto Alt = legalizeSchedule(PC, priorities(), II, D, Caps,
                                    LegalizeMode::Priority))
      if (!Legal || discreteObjective(*Alt) < discreteObjective(*Legal))
        Legal = std::move(Alt);
  if (Legal && II == 0 && Obj == GauSObjective::Latency && Opts.Justify)
    Legal = justifySchedule(PC, *Legal, Caps);
  return Legal;
}

void SolverRun::iterate() {
  auto IT = Clock::now();
  Ev = M->evaluate(Mu, Sigma, Pen, &GMu, &GSig, &Viol);
  adamStep();
  double Frac = MaxIters > 0 ? double(It + 1) / MaxIters : 1.0;
  switchOnStageDependence(Frac);
  projectAndAnneal(Frac);
  updateMultipliers();
  IterSeconds = std::max(IterSeconds, secondsSince(IT));
  printProgress();
}

void SolverRun::adamStep() {
  double C1 = 1 - std::pow(B1, It + 1), C2 = 1 - std::pow(B2, It + 1);
  MMu = B1 * MMu + (1 - B1) * GMu;
  VMu = B2 * VMu + (1 - B2) * GMu.square();
  MSig = B1 * MSig + (1 - B1) * GSig;
  VSig = B2 * VSig + (1 - B2) * GSig.square();
  // The step size falls geometrically from LR to LREnd (when set), like
  // sigma: large steps to move ops far early, small ones to settle at
  // integer starts on short horizons.
  double Step = Opts.LR;
  if (Opts.LREnd > 0 && MaxIters > 0)
    Step = Opts.LR * std::pow(Opts.LREnd / Opts.LR, double(It) / MaxIters);
  Mu -= Step * (MMu / C1) / ((VMu / C2).sqrt() + Eps);
  Sigma -= Step * Opts.LRSigmaScale * (MSig / C1) / ((VSig / C2).sqrt() + Eps);
}

void SolverRun::switchOnStageDependence(double Frac) {
  if (Stage && !Pen.Enabled[DepT] && Frac >= Opts.StageDependenceFrom) {
    Pen.Enabled[DepT] = true;
    std::fill(Pen.Lambda[DepT].begin(), Pen.Lambda[DepT].end(), 0.0);
    Pen.Rho = Opts.Rho0;
  }
}

void SolverRun::projectAndAnneal(double Frac) {
  // Annealing: the cap falls geometrically from the largest initial
  // sigma to SigmaEnd; the floor (when on) falls from SigmaFloor to
  // SigmaEnd too, so it keeps early gradients alive without blurring
  // the final schedule.
  double End = std::max(Opts.SigmaEnd, Opts.SigmaMin);
  double Cap = Cap0, FloorT = Floor;
  if (Opts.AnnealSigma) {
    Cap = Cap0 * std::pow(std::min(End, Cap0) / Cap0, Frac);
    if (Opts.UseSigmaFloor && Floor > End)
      FloorT = Floor * std::pow(End / Floor, Frac);
  }
  Mu = Mu.max(0.0).min(double(D - 1));
  Sigma = Sigma.max(FloorT).min(std::max(Cap, FloorT));
}

void SolverRun::updateMultipliers() {
  if ((It + 1) % std::max(1u, Opts.MultiplierEvery) != 0)
    return;
  for (unsigned T = 0; T < NumGauSTerms; ++T)
    for (size_t K = 0;
         Pen.Enabled[T] && K < Viol[T].size() && K < Pen.Lambda[T].size(); ++K)
      Pen.Lambda[T][K] += Pen.Rho * Viol[T][K];
  Pen.Rho = std::min(Opts.RhoMax, Pen.Rho * Opts.RhoGrowth);
}

void SolverRun::printProgress() {
  double Now = secondsSince(T0);
  if (!Opts.Progress || Now <= 1.0 || Now - LastPrint < 1.0)
    return;
  LastPrint = Now;
  unsigned Count = countViolations(PC, roundMu(), II, Caps);
  llvm::errs() << llvm::format(
      "gaus: iter %u/%u  loss %.4g  dep %.3g rec %.3g res %.3g mres %.3g"
      "  obj %.4g  violations %u  %.2fs\n",
      It + 1, MaxIters, Ev.Loss, Ev.Violation[0], Ev.Violation[1],
      Ev.Violation[2], Ev.Violation[3], Ev.Objective, Count, Now);
}

void SolverRun::recordFinalEvaluation() {
  R.Stats.Iterations = It;
  for (unsigned K = 0; K < GauSModel::NumPhases; ++K)
    R.Stats.PhaseSeconds[K] = M->PhaseSeconds[K];
  R.Stats.WindowEntriesPerIteration = M->WindowEntries / std::max(1u, It);
  // Statistics only: an interrupt or a passed deadline skips it.
  if (!Interrupted && !(TimeLimit > 0 && secondsSince(T0) > TimeLimit))
    Ev = M->evaluate(Mu, Sigma, Pen, nullptr, nullptr);
  R.Stats.FinalLoss = Ev.Loss;
  R.Stats.RelaxedObjective = Ev.Objective;
  for (unsigned T = 0; T < NumGauSTerms; ++T)
    R.Stats.Violation[T] = Ev.Violation[T];
}

std::vector<int64_t> SolverRun::measureRounded() {
  // Before legalisation, as the verifier sees them.
  std::vector<int64_t> Rounded = Best ? BestRounded : roundMu();
  ModuloSchedule Raw;
  Raw.Start = Rounded;
  Raw.Length = ModuloSchedule::computeLength(P.Graph, Rounded);
  Raw.II = II > 0 ? II : std::max<int64_t>(Raw.Length, 1);
  R.Stats.ViolationsBefore = verifySchedule(PC, Raw).Violations.size();
  R.Stats.ObjectiveBefore = discreteObjective(Rounded);
  return Rounded;
}

void SolverRun::accept(const std::vector<int64_t> &Rounded) {
  if (!Best) {
    fail(SolveStatus::Infeasible,
         "no legal schedule found at II=" + std::to_string(II) +
             ", D=" + std::to_string(D) + " (retry with a larger D or II)");
    return;
  }
  unsigned Moved = 0;
  for (OpId V = 0; V < N; ++V)
    Moved += (*Best)[V] != Rounded[V];
  R.Stats.FractionMoved = N ? double(Moved) / N : 0.0;
  R.Stats.ObjectiveAfter = BestObj;
  ModuloSchedule S;
  S.Start = std::move(*Best);
  S.Length = ModuloSchedule::computeLength(P.Graph, S.Start);
  S.II = II > 0 ? II : std::max<int64_t>(S.Length, 1);
  VerificationResult VR = verifySchedule(PC, S);
  if (Stage && !evaluateStages(*SP, S.Start).Legal) {
    fail(SolveStatus::Infeasible,
         "the legalised stages fail the formulation-A checker: " +
             evaluateStages(*SP, S.Start).Why);
    return;
  }
  R.Schedule = std::move(S);
  R.Stats.Seconds = secondsSince(T0);
  if (!VR.ok()) {
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    VR.print(OS);
    fail(SolveStatus::Infeasible,
         "the legalised schedule fails the verifier: " + OS.str());
    return;
  }
  R.Status = SolveStatus::Feasible;
}

} // namespace

GauSResult GauSSolver::run(int64_t II, int64_t RCap, unsigned MaxIters,
                           GauSObjective Obj, int64_t D, double TimeLimit) {
  return SolverRun(P, Opts, II, RCap, MaxIters, Obj, D, TimeLimit).run();
}
