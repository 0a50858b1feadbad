//===- ModuloScheduler.cpp - Phase 1: optimal modulo scheduling -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Iterative modulo scheduling, the fixed-I ILP, and the search over I.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/ModuloScheduler.h"
#include "twill/Analysis/Bounds.h"
#include "twill/Model/Deadline.h"
#include "twill/Model/ModuloReservation.h"
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/MILP.h"
#include "twill/Twill/ModuloDifference.h"
#include "twill/Twill/TimeIndexed.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

using namespace twill;

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}

int64_t mod(int64_t A, int64_t B) { return llvm::mod(A, B); }

int64_t opLength(const Operation &Op) { return std::max<int64_t>(Op.cycles(), 1); }

/// A length every instance feasible at \p II also meets after shifting:
/// stages k(v) <= (N-1) * max_e ceil((delay_e + I - 1) / I) (longest paths
/// over at most N-1 edges), so starts stay below I * (kmax + 1).
int64_t lengthHorizon(const DependenceGraph &G, int64_t II) {
  int64_t WMax = 1;
  for (const Dependence &D : G.dependences())
    WMax = std::max<int64_t>(WMax, (std::max<int64_t>(D.Delay, 0) + II - 1) / II);
  int64_t KMax = std::max<int64_t>(1, int64_t(G.numOperations()) * WMax);
  int64_t MaxLen = 1;
  for (const Operation &Op : G.operations())
    MaxLen = std::max(MaxLen, opLength(Op));
  return II * (KMax + 1) + MaxLen;
}

ModuloSchedule finish(const Problem &P, int64_t II, std::vector<int64_t> Start) {
  int64_t Min = Start.empty() ? 0 : *std::min_element(Start.begin(), Start.end());
  // Shift whole stages so residues (and so resource use) stay the same.
  int64_t Shift = Min >= 0 ? 0 : ((-Min + II - 1) / II) * II;
  if (Min > 0)
    Shift = -(Min / II) * II;
  for (int64_t &S : Start)
    S += Shift;
  ModuloSchedule S;
  S.II = II;
  S.Start = std::move(Start);
  S.Length = ModuloSchedule::computeLength(P.Graph, S.Start);
  return S;
}
/// The order in which Rau's heuristic places ops at \p II: height first
/// (the longest path to any sink with weights delay - distance*I), then
/// lowest id; a nonzero \p Restart perturbs it deterministically. nullopt
/// when I is below the recurrence bound.
std::optional<std::vector<OpId>> placementOrder(const DependenceGraph &G,
                                                int64_t II, unsigned Restart) {
  unsigned N = G.numOperations();
  auto ALAP = computeALAP(G, II, 0);
  if (!ALAP) {
    llvm::consumeError(ALAP.takeError());
    return std::nullopt;
  }
  std::vector<int64_t> Height(N);
  for (OpId V = 0; V < N; ++V)
    Height[V] = -(*ALAP)[V];
  std::vector<OpId> Order(N);
  for (OpId V = 0; V < N; ++V)
    Order[V] = V;
  std::sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
    return Height[A] != Height[B] ? Height[A] > Height[B] : A < B;
  });
  if (Restart) {
    // Another order near the heights: each neighbour pair swapped with
    // probability 1/3 (std::mt19937's sequence is fixed by the standard).
    std::mt19937 Rng(Restart);
    for (size_t I = 0; I + 1 < Order.size(); ++I)
      if (Rng() % 3 == 0)
        std::swap(Order[I], Order[I + 1]);
  }
  return Order;
}

/// The state of Rau's iterative modulo scheduler at one I: the start of
/// each op (or Unscheduled), its previous start, and the modulo
/// reservation table of the ops placed.
class IterativeScheduler {
public:
  static constexpr int64_t Unscheduled = INT64_MIN;

  IterativeScheduler(const DependenceGraph &G, int64_t II,
                     const LimitedUses &Uses, std::vector<OpId> Order)
      : II(II), N(G.numOperations()), Order(std::move(Order)), Position(N),
        Open(N, true), In(N), Out(N), Time(N, Unscheduled),
        Prev(N, Unscheduled), MRT(Uses, II) {
    for (unsigned I = 0; I < N; ++I)
      Position[this->Order[I]] = I;
    for (const Dependence &D : G.dependences()) {
      if (D.Src == D.Dst)
        continue; // Constrains I alone (placementOrder checked it).
      int64_t W = D.Delay - D.Distance * II;
      In[D.Dst].push_back({D.Src, W});
      Out[D.Src].push_back({D.Dst, W});
    }
    for (std::vector<std::vector<Arc>> *Arcs : {&In, &Out})
      for (std::vector<Arc> &A : *Arcs)
        mergeParallel(A);
  }

  /// Places every op within \p Budget placements; false when it runs out.
  bool run(int64_t Budget) {
    unsigned Left = N;
    while (Left > 0) {
      if (Budget-- <= 0)
        return false;
      OpId V = nextOp();
      int64_t T = chooseSlot(V);
      Left += evictResourceConflicts(V, T);
      place(V, T);
      --Left;
      Left += evictViolatedDependences(V, T);
    }
    return true;
  }

  const std::vector<int64_t> &starts() const { return Time; }

private:
  /// The highest-priority unscheduled op (evictions can re-open earlier
  /// ones).
  OpId nextOp() const {
    int I = Open.find_first();
    return I < 0 ? ~0u : Order[unsigned(I)];
  }

  /// An edge at this I from or to the op whose list holds it:
  /// t(dst) >= t(src) + W, W = delay - distance * I.
  struct Arc {
    OpId Other;
    int64_t W;
  };

  /// Keeps, of the arcs to one other op, the one of largest W: at a fixed
  /// I it implies the others (loops carry many edges between one pair).
  static void mergeParallel(std::vector<Arc> &A) {
    std::sort(A.begin(), A.end(), [](const Arc &X, const Arc &Y) {
      return X.Other != Y.Other ? X.Other < Y.Other : X.W > Y.W;
    });
    A.erase(std::unique(
                A.begin(), A.end(),
                [](const Arc &X, const Arc &Y) { return X.Other == Y.Other; }),
            A.end());
  }

  /// The earliest start after V's scheduled predecessors.
  int64_t earliestStart(OpId V) const {
    int64_t Estart = 0;
    for (const Arc &A : In[V])
      if (Time[A.Other] != Unscheduled)
        Estart = std::max(Estart, Time[A.Other] + A.W);
    return Estart;
  }

  /// The first start in [Estart, Estart + I) where V fits; else Estart, or
  /// one past V's previous start when that is later (so that it moves on).
  int64_t chooseSlot(OpId V) const {
    int64_t Estart = earliestStart(V);
    if (std::optional<int64_t> C = MRT.firstFit(V, Estart, II))
      return *C;
    return (Prev[V] == Unscheduled || Estart > Prev[V]) ? Estart : Prev[V] + 1;
  }

  void place(OpId V, int64_t T) {
    Time[V] = T;
    Prev[V] = T;
    Open.reset(Position[V]);
    MRT.reserve(V, T);
  }

  void unplace(OpId V) {
    MRT.release(V, Time[V]);
    Time[V] = Unscheduled;
    Open.set(Position[V]);
  }

  /// Evicts the ops whose resources conflict with V at T; returns how many.
  unsigned evictResourceConflicts(OpId V, int64_t T) {
    unsigned Evicted = 0;
    while (std::optional<OpId> W = MRT.conflictingHolder(V, T)) {
      unplace(*W);
      ++Evicted;
    }
    return Evicted;
  }

  /// Evicts scheduled successors (and predecessors via carried edges) whose
  /// dependence with V, now at T, is violated; returns how many.
  unsigned evictViolatedDependences(OpId V, int64_t T) {
    unsigned Evicted = 0;
    for (const Arc &A : Out[V])
      if (Time[A.Other] != Unscheduled && Time[A.Other] < T + A.W) {
        unplace(A.Other);
        ++Evicted;
      }
    for (const Arc &A : In[V])
      if (Time[A.Other] != Unscheduled && T < Time[A.Other] + A.W) {
        unplace(A.Other);
        ++Evicted;
      }
    return Evicted;
  }

  int64_t II;
  unsigned N;
  std::vector<OpId> Order;
  /// Position[V]: V's index in Order.
  std::vector<unsigned> Position;
  /// The positions in Order of the ops not placed, so that nextOp() finds
  /// the first by a word scan.
  llvm::BitVector Open;
  /// In[V]: V's predecessors; Out[V]: its successors (self edges left
  /// out, parallel edges merged).
  std::vector<std::vector<Arc>> In, Out;
  std::vector<int64_t> Time, Prev;
  ModuloReservationTable MRT;
};

} // namespace

/// Rau's iterative modulo scheduling (see ModuloScheduler.h): the ops in
/// placement order, each at the first slot that fits after its scheduled
/// predecessors, evicting what conflicts, within BudgetRatio * N
/// placements.
std::optional<ModuloSchedule>
twill::iterativeModuloSchedule(const Problem &P, int64_t II,
                               unsigned BudgetRatio, unsigned Restart) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  if (N == 0)
    return finish(P, II, {});
  LimitedUses Uses(P);
  if (!Uses.ownUsesFit(II))
    return std::nullopt;
  std::optional<std::vector<OpId>> Order = placementOrder(G, II, Restart);
  if (!Order)
    return std::nullopt;
  IterativeScheduler Sched(G, II, Uses, std::move(*Order));
  if (!Sched.run(int64_t(BudgetRatio) * N))
    return std::nullopt;
  ModuloSchedule S = finish(P, II, Sched.starts());
  if (!verifySchedule(P, S).ok())
    return std::nullopt; // Never hand out an illegal schedule.
  return S;
}

namespace {
/// The deadline of a solve for the loops outside the solvers (longest
/// paths, building programs): an interrupt counts as passed.
Deadline untilOf(const Deadline &Limit) {
  return Limit.orWhen(&interruptRequested);
}

/// The start windows of solveILP: every schedule starts ops at or after
/// ASAP (Lo); one of length at most SMax (when SMax is a real length bound)
/// starts them by ALAP (Late, empty without a bound). Out of time, the
/// windows stay wider (still sound); the solver then stops at once.
struct ILPWindows {
  double SMax = 0;
  std::vector<int64_t> Lo;
  std::vector<int64_t> Late;
};

ILPWindows ilpWindows(const DependenceGraph &G, int64_t II,
                      const ModuloSchedulerOptions &Opts, int64_t UpperL,
                      int64_t LateFixedL, const Deadline &Limit) {
  ILPWindows W;
  W.SMax = double(lengthHorizon(G, II));
  if (UpperL > 0)
    W.SMax = std::min<double>(W.SMax, double(UpperL));
  if (Opts.MaxLength > 0)
    W.SMax = std::min<double>(W.SMax, double(Opts.MaxLength));
  if (LateFixedL > 0)
    W.SMax = double(LateFixedL);
  W.Lo.assign(G.numOperations(), 0);
  Deadline Until = untilOf(Limit);
  if (auto A = computeASAP(G, II, Until))
    W.Lo = std::move(*A);
  else
    llvm::consumeError(A.takeError());
  bool LengthBound = UpperL > 0 || Opts.MaxLength > 0 || LateFixedL > 0;
  if (LengthBound) {
    if (auto A = computeALAP(G, II, int64_t(W.SMax), Until))
      W.Late = std::move(*A);
    else
      llvm::consumeError(A.takeError());
  }
  return W;
}

/// The variables of the residue form: a start s_v in its window and, for an
/// op on a limited unit, its stage k_v and one binary y_v_r per residue,
/// with s_v = I k_v + sum_r r y_v_r and sum_r y_v_r = 1. false when some
/// window is empty (the op cannot even fit the length cap).
bool addStartVariables(MILP &M, const DependenceGraph &G, const LimitedUses &Uses,
                       int64_t II, const ILPWindows &W, std::vector<int> &S,
                       std::vector<std::vector<int>> &Y) {
  for (OpId V = 0; V < G.numOperations(); ++V) {
    double Hi = W.SMax - opLength(G.op(V));
    if (!W.Late.empty())
      Hi = std::min<double>(Hi, double(W.Late[V]));
    if (Hi < W.Lo[V])
      return false;
    S[V] = M.addVariable("s_" + G.op(V).Name, double(W.Lo[V]), Hi, true);
    if (Uses.of(V).empty())
      continue;
    int K = M.addVariable("k_" + G.op(V).Name, 0, std::floor(Hi / II), true);
    std::vector<MILP::Term> Def{{S[V], 1}, {K, -double(II)}}, One;
    for (int64_t Res = 0; Res < II; ++Res) {
      int B = M.addBinary("y_" + G.op(V).Name + "_" + std::to_string(Res));
      Y[V].push_back(B);
      Def.push_back({B, -double(Res)});
      One.push_back({B, 1});
    }
    M.addRow(Def, MILP::Sense::Equal, 0);
    M.addRow(One, MILP::Sense::Equal, 1);
  }
  return true;
}

/// The dependence rows s_dst - s_src >= delay - distance * I. false when a
/// self-dependence (which only constrains I) needs delay > distance * I.
bool addDependenceRows(MILP &M, const DependenceGraph &G, int64_t II,
                       const std::vector<int> &S) {
  for (const Dependence &D : G.dependences())
    if (D.Src != D.Dst)
      M.addRow({{S[D.Dst], 1}, {S[D.Src], -1}}, MILP::Sense::GreaterEq,
               double(D.Delay - D.Distance * II));
  for (const Dependence &D : G.dependences())
    if (D.Src == D.Dst && D.Delay > D.Distance * II)
      return false;
  return true;
}

/// The capacity rows: per limited unit and residue, the uses that fold onto
/// it stay within the unit's capacity.
void addCapacityRows(MILP &M, const LimitedUses &Uses, int64_t II,
                     const std::vector<std::vector<int>> &Y) {
  for (unsigned F = 0; F < Uses.numUnits(); ++F)
    for (int64_t Res = 0; Res < II; ++Res) {
      // sum over uses (v, F, c, k) of k * y_v_((Res - c) mod I) <= cap(F)
      std::map<int, double> Row;
      for (OpId V = 0; V < Uses.numOps(); ++V)
        for (const LimitedUse &U : Uses.of(V))
          if (U.Unit == F)
            Row[Y[V][mod(Res - int64_t(U.Cycle), II)]] += U.Count;
      if (Row.empty())
        continue;
      std::vector<MILP::Term> Terms(Row.begin(), Row.end());
      M.addRow(Terms, MILP::Sense::LessEq, double(Uses.capacity(F)));
    }
}

/// The objective of solveILP: with \p LateFixedL, the latest starts
/// (maximize their sum); with MinimizeLength, the least L >= \p LowerL
/// (L >= s_v + cycles(v) for every op); otherwise none (any schedule).
void setILPObjective(MILP &M, const DependenceGraph &G,
                     const ModuloSchedulerOptions &Opts,
                     const std::vector<int> &S, int64_t LowerL, double SMax,
                     int64_t LateFixedL) {
  if (LateFixedL > 0) {
    std::vector<MILP::Term> Obj;
    for (OpId V = 0; V < G.numOperations(); ++V)
      Obj.push_back({S[V], -1});
    M.setObjective(Obj);
  } else if (Opts.MinimizeLength) {
    int L = M.addVariable("L", std::max<int64_t>(LowerL, 1), SMax, true);
    for (OpId V = 0; V < G.numOperations(); ++V)
      M.addRow({{L, 1}, {S[V], -1}}, MILP::Sense::GreaterEq,
               double(opLength(G.op(V))));
    // Minimize L first; among minimal-L schedules place ops as late as
    // possible (values produced just in time for their consumers). The
    // weight on L exceeds any possible sum of starts.
    M.setObjective({{L, 1}});
  }
}

/// The fixed-I ILP of ModuloScheduler.h: windows, the residue-form
/// variables, dependence and capacity rows, the objective; then the solve.
/// \p LateFixedL > 0 asks for the second stage: L fixed, starts as late as
/// possible (maximize their sum).
ModuloScheduleResult solveILP(const Problem &P, int64_t II,
                              const ModuloSchedulerOptions &Opts,
                              int64_t UpperL, int64_t LowerL, Deadline Limit,
                              int64_t LateFixedL = 0) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  LimitedUses Uses(P);
  ModuloScheduleResult R;
  R.Method = SolveMethod::ILP;
  ILPWindows W = ilpWindows(G, II, Opts, UpperL, LateFixedL, Limit);
  MILP M;
  std::vector<int> S(N);
  std::vector<std::vector<int>> Y(N);
  if (!addStartVariables(M, G, Uses, II, W, S, Y) ||
      !addDependenceRows(M, G, II, S)) {
    R.Status = SolveStatus::Infeasible;
    return R;
  }
  addCapacityRows(M, Uses, II, Y);
  setILPObjective(M, G, Opts, S, LowerL, W.SMax, LateFixedL);
  MILPOptions MO;
  // The residue form has general integers: not a 0-1 program for Z3 (nor
  // for the portfolio's Z3 side), so those go to CBC.
  MO.Backend = Opts.Backend == MILPBackend::LpSolve ? MILPBackend::LpSolve
                                                     : MILPBackend::CBC;
  MO.StopAtFirst = !Opts.MinimizeLength && LateFixedL == 0;
  if (Limit) {
    MO.TimeLimit = Limit.secondsLeft();
    if (MO.TimeLimit <= 0) {
      R.Status = SolveStatus::Timeout;
      return R;
    }
  }
  MILPResult Sol = solveMILP(M, MO);
  R.Status = Sol.Status;
  if (!hasSolution(Sol.Status))
    return R;
  if (!Opts.MinimizeLength)
    R.Status = SolveStatus::Feasible;
  std::vector<int64_t> Start(N);
  for (OpId V = 0; V < N; ++V)
    Start[V] = std::llround(Sol.Values[S[V]]);
  R.Schedule = finish(P, II, std::move(Start));
  if (!verifySchedule(P, R.Schedule).ok())
    R.Status = SolveStatus::Error; // Numerical trouble: never trust it.
  return R;
}

/// Solves a time-indexed program; a schedule comes back only if it passes
/// the verifier (after \p Shift, for component windows).
ModuloScheduleResult solveTimeIndexed(const Problem &P, int64_t II,
                                      TimeWindows W,
                                      const FixedIIReduction *Lift,
                                      const MILPOptions &Solver,
                                      Deadline Limit) {
  ModuloScheduleResult R;
  R.Method = SolveMethod::TimeIndexed;
  if (Limit.expired()) {
    R.Status = SolveStatus::Timeout; // Building the program costs time too.
    return R;
  }
  TimeIndexedProgram Prog(P, II, std::move(W), untilOf(Limit),
                          Solver.MaxVariables);
  if (Prog.outOfTime()) {
    R.Status = SolveStatus::Timeout;
    return R;
  }
  if (Prog.trivialInfeasible()) {
    R.Status = SolveStatus::Infeasible;
    return R;
  }
  if (Prog.tooLarge()) {
    R.Status = SolveStatus::Timeout; // Not attempted: undecided.
    return R;
  }
  MILPOptions MO = Solver;
  MO.StopAtFirst = true;
  MO.TimeLimit = 0;
  if (Limit) {
    MO.TimeLimit = Limit.secondsLeft();
    if (MO.TimeLimit <= 0) {
      R.Status = SolveStatus::Timeout;
      return R;
    }
  }
  MILPResult Sol;
  if (Prog.milp().numVariables() == 0)
    Sol.Status = SolveStatus::Optimal; // Every start already fixed.
  else
    Sol = solveMILP(Prog.milp(), MO);
  R.Status = Sol.Status;
  if (!hasSolution(Sol.Status))
    return R;
  std::vector<int64_t> Start = Prog.starts(Sol.Values);
  if (Lift)
    Start = Lift->schedule(Start);
  R.Schedule = finish(P, II, std::move(Start));
  R.Status = verifySchedule(P, R.Schedule).ok() ? SolveStatus::Feasible
                                                : SolveStatus::Error;
  return R;
}

/// "Is there a schedule of length at most \p Len at \p II?" on windows
/// [ASAP, min(ALAP(Len), Len - cycles)].
ModuloScheduleResult fixedLength(const Problem &P, int64_t II, int64_t Len,
                                 MILPBackend Backend, Deadline Limit) {
  const DependenceGraph &G = P.Graph;
  ModuloScheduleResult R;
  R.Method = SolveMethod::TimeIndexed;
  Deadline Until = untilOf(Limit);
  auto Early = computeASAP(G, II, Until);
  auto Late = computeALAP(G, II, Len, Until);
  if (!Early || !Late) {
    llvm::consumeError(Early.takeError());
    llvm::consumeError(Late.takeError());
    // I below RecMII, unless the deadline cut the paths short.
    R.Status =
        Until.passed() ? SolveStatus::Timeout : SolveStatus::Infeasible;
    return R;
  }
  TimeWindows W;
  W.Lo = std::move(*Early);
  W.Hi.resize(G.numOperations());
  for (OpId V = 0; V < G.numOperations(); ++V)
    W.Hi[V] = std::min((*Late)[V], Len - opLength(G.op(V)));
  // A self-dependence only bounds I, and one too tight for I already made
  // the ASAP/ALAP paths above fail.
  for (const Dependence &D : G.dependences())
    if (D.Src != D.Dst)
      W.Edges.push_back({D.Src, D.Dst, D.Delay - D.Distance * II});
  MILPOptions Solver;
  Solver.Backend = Backend;
  return solveTimeIndexed(P, II, std::move(W), nullptr, Solver, Limit);
}

/// Is there any schedule at \p II? feasibleAtII within what is left of the
/// deadline; nullopt when nothing is left.
/// With Phase1Method::Difference where it applies, the difference-logic
/// program at the length every feasible instance meets (lengthHorizon).
std::optional<ModuloScheduleResult>
decideFirst(const Problem &P, int64_t II, const ModuloSchedulerOptions &Opts,
            Deadline Limit) {
  double Left = 0;
  if (Limit) {
    Left = Limit.secondsLeft();
    if (Left <= 0)
      return std::nullopt;
  }
  if (Opts.Method != Phase1Method::Difference ||
      !ModuloDifferenceProgram::applicable(P))
    return feasibleAtII(P, II, Opts.Backend, Left);
  int64_t Horizon = lengthHorizon(P.Graph, II);
  ModuloDifferenceProgram Prog(P, II, Horizon);
  if (Prog.tooLarge())
    return feasibleAtII(P, II, Opts.Backend, Left);
  return Prog.ask(Horizon, untilOf(Limit), Opts.Work);
}
} // namespace

ModuloScheduleResult twill::feasibleAtII(const Problem &P, int64_t II,
                                         MILPBackend Backend,
                                         double TimeLimit) {
  MILPOptions Solver;
  Solver.Backend = Backend;
  Solver.TimeLimit = TimeLimit;
  return feasibleAtII(P, II, Solver);
}

ModuloScheduleResult twill::feasibleAtII(const Problem &P, int64_t II,
                                         const MILPOptions &Solver) {
  auto T0 = Clock::now();
  ModuloScheduleResult R;
  R.Method = SolveMethod::Bound;
  bool OutOfTime = false;
  Deadline Limit =
      Deadline::after(Solver.TimeLimit, T0).orWhen(&interruptRequested);
  std::optional<FixedIIReduction> Red =
      FixedIIReduction::build(P, II, Limit, &OutOfTime);
  if (OutOfTime) {
    R.Status = SolveStatus::Timeout;
    R.Method = SolveMethod::TimeIndexed;
  } else if (!Red || II < computeResMII(P)) {
    R.Status = SolveStatus::Infeasible;
  } else {
    R = solveTimeIndexed(P, II, Red->windows(), &*Red, Solver, Limit);
  }
  R.Seconds = secondsSince(T0);
  return R;
}

namespace {
/// An upper bound on the least L at one I: a schedule in hand and the
/// method it came from ("heuristic" or the exact fixed-I program's
/// "time-indexed").
struct UpperBound {
  std::optional<ModuloSchedule> Schedule;
  SolveMethod Method = SolveMethod::Heuristic;
};

/// Step 1 of scheduleAtII, the bounds: the least length at \p II (the
/// critical path, raised by what each unit needs within one iteration).
/// nullopt when the bounds end the solve, with \p Stop's status and method
/// saying why: out of time, or I below RecMII or ResMII.
std::optional<int64_t> lengthLowerBound(const Problem &P, int64_t II,
                                        const ModuloSchedulerOptions &Opts,
                                        const Deadline &Until,
                                        ModuloScheduleResult &Stop) {
  auto LowerL = computeLengthLowerBound(P, II, Until);
  if (!LowerL && Until.passed()) {
    llvm::consumeError(LowerL.takeError());
    Stop.Status = SolveStatus::Timeout;
    Stop.Method = SolveMethod::Bound;
    return std::nullopt;
  }
  if (!LowerL && !Opts.UseBounds) {
    // The literal baseline: let the solver find out I < RecMII by itself.
    llvm::consumeError(LowerL.takeError());
    LowerL = 1;
  }
  if (!LowerL) {
    llvm::consumeError(LowerL.takeError());
    Stop.Status = SolveStatus::Infeasible; // I below RecMII.
    Stop.Method = SolveMethod::Bound;
    return std::nullopt;
  }
  std::string Crit;
  if (Opts.UseBounds && II < computeResMII(P, &Crit)) {
    Stop.Status = SolveStatus::Infeasible;
    Stop.Method = SolveMethod::Bound;
    return std::nullopt;
  }
  return *LowerL;
}

/// Step 2 of scheduleAtII: Rau's heuristic at \p II (when asked for), kept
/// only if it meets the length cap.
std::optional<ModuloSchedule>
heuristicWithinCap(const Problem &P, int64_t II,
                   const ModuloSchedulerOptions &Opts) {
  std::optional<ModuloSchedule> Heur;
  if (Opts.UseHeuristic)
    Heur = iterativeModuloSchedule(P, II);
  if (Heur && Opts.MaxLength != 0 && Heur->Length > Opts.MaxLength)
    Heur.reset();
  return Heur;
}

/// Step 3 of scheduleAtII, without a heuristic schedule: decide first
/// whether \p II has any schedule at all (decideFirst). Returns the result
/// when that ends the solve (out of time, a proof that no L works, an
/// undecided I, or a schedule at the critical-path length \p LowerL);
/// otherwise the schedule found becomes \p Upper.
std::optional<ModuloScheduleResult>
decideBeforeLength(const Problem &P, int64_t II,
                   const ModuloSchedulerOptions &Opts, const Deadline &Limit,
                   int64_t LowerL, UpperBound &Upper) {
  std::optional<ModuloScheduleResult> Decided = decideFirst(P, II, Opts, Limit);
  if (!Decided) {
    ModuloScheduleResult R;
    R.Status = SolveStatus::Timeout;
    R.Method = SolveMethod::TimeIndexed;
    return R;
  }
  if (!hasSolution(Decided->Status) || Decided->Schedule.Length == LowerL) {
    // A proof that no L works, an undecided I, or a schedule at the
    // critical-path length (L minimal).
    if (hasSolution(Decided->Status))
      Decided->Status = SolveStatus::Optimal;
    return Decided;
  }
  Upper.Schedule = std::move(Decided->Schedule);
  Upper.Method = Decided->Method;
  return std::nullopt;
}

/// The least L by Z3 (Phase1Method::SMT): the same questions as the ILP's
/// fixed-L scan, asked for L from \p LowerL up to \p Upper's length in the
/// Phase 2 encoding: the problem without warps or registers is exactly
/// Phase 1. Memory capacities stay (the verifier checks them without warps
/// too).
ModuloScheduleResult leastLengthBySMT(const Problem &P, int64_t II,
                                      const ModuloSchedulerOptions &Opts,
                                      const Deadline &Limit, int64_t LowerL,
                                      const UpperBound &Upper) {
  ModuloScheduleResult R;
  const std::optional<ModuloSchedule> &Heur = Upper.Schedule;
  Problem Plain = P;
  Plain.Warps.reset();
  for (Operation &Op : Plain.Graph.operations())
    Op.Registers = 0;
  int64_t Cap = Heur ? Heur->Length : lengthHorizon(P.Graph, II) + 1;
  if (Heur) {
    R.Status = SolveStatus::Optimal;
    R.Schedule = *Heur;
    R.Method = Upper.Method;
  } else {
    R.Status = SolveStatus::Infeasible; // Unless some L below works.
  }
  for (int64_t Len = LowerL; Len < Cap; ++Len) {
    JointOptions JO;
    JO.MinimizeCore = false;
    JO.CompactWork = 0;
    if (Limit) {
      JO.TimeLimit = Limit.secondsLeft();
      if (JO.TimeLimit <= 0) {
        R.Status = Heur ? SolveStatus::Feasible : SolveStatus::Timeout;
        break;
      }
    }
    JointResult J = solveJoint(Plain, II, Len, JO);
    if (J.Status == SolveStatus::Infeasible)
      continue;
    if (J.Status == SolveStatus::Feasible) {
      R.Status = SolveStatus::Optimal;
      R.Schedule = std::move(J.Schedule);
      R.Schedule.Warps.reset();
      R.Method = SolveMethod::SMT;
    } else {
      R.Status = Heur ? SolveStatus::Feasible : J.Status;
    }
    break;
  }
  return R;
}

/// The least L between the critical path \p LowerL and \p Upper's length
/// (a schedule in hand), by feasibility questions with L fixed: each has
/// tight ASAP/ALAP windows and is far easier than the optimization, and
/// every "infeasible" is part of the proof. Feasibility is monotone in L (a
/// schedule that ends by L ends by L + 1), so the questions gallop up from
/// the critical path (L0, L0 + 1, L0 + 3, L0 + 7, ...: far below the answer
/// they are refuted at once by window propagation) and then bisect. The
/// answer is the linear scan's; the questions close to it, the expensive
/// ones, are asked about log2 of the gap times instead of once per L
/// (Triton-granularity FA forward at U = 40: 24 questions and 19 s became
/// about 8).
ModuloScheduleResult gallopToLeastLength(const Problem &P, int64_t II,
                                         const ModuloSchedulerOptions &Opts,
                                         const Deadline &Limit, int64_t LowerL,
                                         const UpperBound &Upper) {
  ModuloScheduleResult R;
  R.Status = SolveStatus::Optimal;
  R.Schedule = *Upper.Schedule;
  R.Method = Upper.Method;
  // One difference-logic program answers every L up to the heuristic's.
  std::optional<ModuloDifferenceProgram> Diff;
  if (Opts.Method == Phase1Method::Difference &&
      ModuloDifferenceProgram::applicable(P)) {
    Diff.emplace(P, II, Upper.Schedule->Length);
    if (Diff->tooLarge())
      Diff.reset();
  }
  int64_t Lo = LowerL;                 // Every L below Lo is refuted.
  int64_t Hi = Upper.Schedule->Length; // A schedule of length Hi is in hand.
  int64_t Step = 1;
  bool Galloping = true;
  while (Lo < Hi) {
    int64_t Len = Galloping ? std::min(Lo + Step - 1, Hi - 1)
                            : Lo + (Hi - Lo) / 2;
    ModuloScheduleResult F =
        Diff ? Diff->ask(Len, untilOf(Limit), Opts.Work)
             : fixedLength(P, II, Len, Opts.Backend, Limit);
    if (F.Status == SolveStatus::Infeasible) {
      Lo = Len + 1;
      Step *= 2;
      continue;
    }
    if (!hasSolution(F.Status)) {
      R.Status = SolveStatus::Feasible; // Undecided L: not proven.
      break;
    }
    Galloping = false;
    Hi = std::min(Len, F.Schedule.Length);
    R.Schedule = std::move(F.Schedule);
    R.Method = Diff ? SolveMethod::Difference : SolveMethod::ILP;
  }
  return R;
}

/// The second stage at the same L: ops as late as possible (values produced
/// just in time). A timeout here keeps the first-stage schedule in \p R.
void placeLate(const Problem &P, int64_t II,
               const ModuloSchedulerOptions &Opts, const Deadline &Limit,
               int64_t LowerL, ModuloScheduleResult &R) {
  ModuloScheduleResult Late =
      solveILP(P, II, Opts, 0, LowerL, Limit, R.Schedule.Length);
  if (hasSolution(Late.Status) && Late.Schedule.Length == R.Schedule.Length)
    R.Schedule = std::move(Late.Schedule);
}
} // namespace

/// Phase 1 at a fixed I, step by step: the bounds, the heuristic, deciding
/// I first, the least L (by Z3, by galloping fixed-L questions, or by the
/// ILP's optimization), placing ops late.
ModuloScheduleResult twill::scheduleAtII(const Problem &P, int64_t II,
                                         const ModuloSchedulerOptions &Opts) {
  auto T0 = Clock::now();
  Deadline Limit = Deadline::after(Opts.TimeLimit, T0);
  ModuloScheduleResult R;
  std::optional<int64_t> LowerL =
      lengthLowerBound(P, II, Opts, untilOf(Limit), R);
  if (!LowerL) {
    R.Seconds = secondsSince(T0);
    return R;
  }
  UpperBound Upper;
  Upper.Schedule = heuristicWithinCap(P, II, Opts);
  if (Upper.Schedule &&
      (!Opts.MinimizeLength || Upper.Schedule->Length == *LowerL)) {
    R.Status = Opts.MinimizeLength ? SolveStatus::Optimal : SolveStatus::Feasible;
    R.Schedule = std::move(*Upper.Schedule);
    R.Method = SolveMethod::Heuristic;
    R.Seconds = secondsSince(T0);
    return R;
  }
  if (!Upper.Schedule && Opts.MinimizeLength && Opts.DecideFirst &&
      Opts.UseBounds && Opts.MaxLength == 0) {
    if (std::optional<ModuloScheduleResult> Done =
            decideBeforeLength(P, II, Opts, Limit, *LowerL, Upper)) {
      R = std::move(*Done);
      R.Seconds = secondsSince(T0);
      return R;
    }
  }
  if (Opts.MinimizeLength && Opts.Method == Phase1Method::SMT) {
    R = leastLengthBySMT(P, II, Opts, Limit, *LowerL, Upper);
    R.Seconds = secondsSince(T0);
    return R;
  }
  if (Opts.MinimizeLength && Upper.Schedule)
    R = gallopToLeastLength(P, II, Opts, Limit, *LowerL, Upper);
  else
    R = solveILP(P, II, Opts, Upper.Schedule ? Upper.Schedule->Length : 0,
                 *LowerL, Limit);
  if (R.Status == SolveStatus::Optimal && Opts.MinimizeLength && Opts.PlaceLate)
    placeLate(P, II, Opts, Limit, *LowerL, R);
  if (!hasSolution(R.Status) && Upper.Schedule &&
      R.Status != SolveStatus::Infeasible) {
    // The ILP ran out of time: the heuristic schedule stands, unproven.
    R.Status = SolveStatus::Feasible;
    R.Schedule = std::move(*Upper.Schedule);
    R.Method = Upper.Method;
  }
  R.Seconds = secondsSince(T0);
  return R;
}

namespace {
/// The cheap heuristic over increasing I from \p MII (while
/// heuristicSweepContinues): its smallest success I_h bounds the answer,
/// and guarantees a schedule even when the proofs run out of time. (With a
/// wall-clock cap of a quarter of the limit from the start, on dfsin/graph1
/// the bounds alone used it up under load and `modulo` ended with no
/// schedule at 5 s.)
std::optional<ModuloSchedule> heuristicSweep(const Problem &P,
                                             const IISearchOptions &Opts,
                                             int64_t MII, int64_t MaxII,
                                             Clock::time_point T0) {
  for (int64_t II = MII; II <= MaxII; ++II) {
    if (!heuristicSweepContinues(II - MII, secondsSince(T0), Opts.TimeLimit) ||
        interruptRequested())
      break;
    if (std::optional<ModuloSchedule> Heur = iterativeModuloSchedule(P, II))
      return Heur;
  }
  return std::nullopt;
}

/// One I of the search, with \p Left seconds of the limit: at I_h
/// (\p HeurII) Phase 1 with the heuristic; below it only feasibility
/// matters, so the exact fixed-I program, then (for the least L) Phase 1
/// on a feasible I.
ModuloScheduleResult attemptAtII(const Problem &P, const IISearchOptions &Opts,
                                 int64_t II, int64_t HeurII, double Left) {
  ModuloSchedulerOptions MO;
  MO.MinimizeLength = Opts.MinimizeLength;
  MO.Backend = Opts.Backend;
  // Below I_h the heuristic already failed: go straight to the ILP.
  MO.UseHeuristic = II == HeurII;
  MO.TimeLimit = Opts.TimeLimit > 0 ? Left : 0;
  if (Opts.TimeLimitPerII > 0 && II != HeurII)
    MO.TimeLimit = MO.TimeLimit > 0 ? std::min(MO.TimeLimit, Opts.TimeLimitPerII)
                                    : Opts.TimeLimitPerII;
  if (II == HeurII)
    return scheduleAtII(P, II, MO);
  ModuloScheduleResult A = feasibleAtII(P, II, Opts.Backend, MO.TimeLimit);
  if (hasSolution(A.Status) && Opts.MinimizeLength) {
    ModuloScheduleResult Least = scheduleAtII(P, II, MO);
    if (hasSolution(Least.Status))
      A = std::move(Least);
  }
  return A;
}

/// The proof line of a search that found a schedule: at MII, every smaller
/// I refuted, or the first I left undecided (\p FirstUnproven).
std::string proofOf(const IISearchResult &R, const MIIBounds &B,
                    int64_t FirstUnproven) {
  int64_t II = R.Schedule.II;
  if (II == B.MII)
    return "I = MII (ResMII " + std::to_string(B.ResMII) + ", RecMII " +
           std::to_string(B.RecMII) + ")";
  if (R.Status == SolveStatus::Optimal)
    return "I in [" + std::to_string(B.MII) + ", " + std::to_string(II) +
           ") proven infeasible by the ILP; I < MII by the bounds";
  return "I = " + std::to_string(FirstUnproven) +
         " undecided (time limit); not proven optimal";
}
} // namespace

/// The search over I (ModuloScheduler.h): the bounds, the heuristic sweep
/// for an upper bound I_h, then each I from MII up to I_h decided exactly;
/// the result says how far the proof goes.
IISearchResult twill::minimizeII(const Problem &P, const IISearchOptions &Opts) {
  auto T0 = Clock::now();
  IISearchResult R;
  auto B = computeMIIBounds(
      P, Deadline::in(Opts.TimeLimit, &interruptRequested));
  if (!B) {
    llvm::consumeError(B.takeError());
    R.Status = SolveStatus::Infeasible;
    R.Proof = "a zero-distance cycle has positive delay";
    return R;
  }
  R.MII = B->MII;
  int64_t MaxII = Opts.MaxII > 0 ? Opts.MaxII
                                 : B->MII + int64_t(P.Graph.numOperations()) +
                                       16;
  std::optional<ModuloSchedule> Heur =
      heuristicSweep(P, Opts, B->MII, MaxII, T0);
  int64_t HeurII = Heur ? Heur->II : 0;
  int64_t Upto = Heur ? HeurII : MaxII;
  bool AllLowerProven = true;
  int64_t FirstUnproven = 0;
  for (int64_t II = B->MII; II <= Upto; ++II) {
    double Left = Opts.TimeLimit - secondsSince(T0);
    if ((Opts.TimeLimit > 0 && Left <= 0) || interruptRequested())
      break;
    ModuloScheduleResult A = attemptAtII(P, Opts, II, HeurII, Left);
    R.Attempts.push_back({II, A.Status, A.Method, A.Seconds});
    if (hasSolution(A.Status)) {
      R.Schedule = std::move(A.Schedule);
      R.Status = AllLowerProven ? SolveStatus::Optimal : SolveStatus::Feasible;
      break;
    }
    if (A.Status != SolveStatus::Infeasible && AllLowerProven) {
      AllLowerProven = false;
      FirstUnproven = II;
    }
  }
  if (R.Schedule.Start.empty() && Heur) {
    // Out of time before I_h: the heuristic schedule stands, unproven.
    R.Schedule = std::move(*Heur);
    R.Status = SolveStatus::Feasible;
    R.Attempts.push_back(
        {HeurII, SolveStatus::Feasible, SolveMethod::Heuristic, 0});
    if (AllLowerProven) {
      AllLowerProven = false;
      FirstUnproven = R.Attempts.size() > 1
                          ? R.Attempts[R.Attempts.size() - 2].II + 1
                          : B->MII;
    }
  }
  if (!R.Schedule.Start.empty())
    R.Proof = proofOf(R, *B, FirstUnproven);
  if (R.Status == SolveStatus::Error && R.Schedule.Start.empty()) {
    // Every I up to MaxII proven infeasible is a result, not a timeout.
    bool AllInfeasible = !R.Attempts.empty() && R.Attempts.back().II == MaxII;
    for (const IIAttempt &A : R.Attempts)
      AllInfeasible &= A.Status == SolveStatus::Infeasible;
    R.Status = AllInfeasible ? SolveStatus::Infeasible : SolveStatus::Timeout;
    if (AllInfeasible)
      R.Proof = "every I in [" + std::to_string(B->MII) + ", " +
                std::to_string(MaxII) + "] proven infeasible";
  }
  R.Seconds = secondsSince(T0);
  return R;
}
