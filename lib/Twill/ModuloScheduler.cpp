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
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/MILP.h"
#include "twill/Twill/ModuloDifference.h"
#include "twill/Twill/TimeIndexed.h"
#include "twill/Verifier/Verifier.h"

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

/// Uses of limited units, by unit index.
struct LimitedUse {
  unsigned Unit;
  unsigned Cycle;
  unsigned Count;
};

struct Prepared {
  std::vector<int64_t> Capacity;                // per limited unit
  std::vector<std::vector<LimitedUse>> Uses;    // per op
};

Prepared prepare(const Problem &P) {
  Prepared R;
  llvm::StringMap<unsigned> Index;
  for (const FunctionalUnit &U : P.Units)
    if (!U.isUnlimited()) {
      Index[U.Name] = R.Capacity.size();
      R.Capacity.push_back(U.Capacity);
    }
  R.Uses.resize(P.Graph.numOperations());
  for (OpId V = 0; V < P.Graph.numOperations(); ++V)
    for (const UnitUse &U : P.Graph.op(V).Reservation.Uses) {
      auto It = Index.find(U.Unit);
      if (It != Index.end() && U.Count > 0)
        R.Uses[V].push_back({It->second, U.Cycle, U.Count});
    }
  return R;
}

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

} // namespace

std::optional<ModuloSchedule>
twill::iterativeModuloSchedule(const Problem &P, int64_t II,
                               unsigned BudgetRatio, unsigned Restart) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  if (N == 0)
    return finish(P, II, {});
  Prepared Prep = prepare(P);
  // An op whose own uses overflow a residue cannot be placed at this I.
  for (OpId V = 0; V < N; ++V) {
    std::map<std::pair<unsigned, int64_t>, int64_t> Own;
    for (const LimitedUse &U : Prep.Uses[V])
      if ((Own[{U.Unit, mod(U.Cycle, II)}] += U.Count) > Prep.Capacity[U.Unit])
        return std::nullopt;
  }
  std::optional<std::vector<OpId>> Order = placementOrder(G, II, Restart);
  if (!Order)
    return std::nullopt;
  std::vector<std::vector<const Dependence *>> In(N), Out(N);
  for (const Dependence &D : G.dependences()) {
    In[D.Dst].push_back(&D);
    Out[D.Src].push_back(&D);
  }
  const int64_t Unscheduled = INT64_MIN;
  std::vector<int64_t> Time(N, Unscheduled), Prev(N, Unscheduled);
  unsigned NumUnits = Prep.Capacity.size();
  std::vector<std::vector<int64_t>> MRT(NumUnits, std::vector<int64_t>(II, 0));
  std::vector<std::vector<std::vector<OpId>>> Users(
      NumUnits, std::vector<std::vector<OpId>>(II));

  auto Unplace = [&](OpId V) {
    for (const LimitedUse &U : Prep.Uses[V]) {
      int64_t R = mod(Time[V] + U.Cycle, II);
      MRT[U.Unit][R] -= U.Count;
      auto &L = Users[U.Unit][R];
      L.erase(std::find(L.begin(), L.end(), V));
    }
    Time[V] = Unscheduled;
  };
  auto Fits = [&](OpId V, int64_t T) {
    for (const LimitedUse &U : Prep.Uses[V]) {
      int64_t R = mod(T + U.Cycle, II);
      int64_t Demand = 0;
      for (const LimitedUse &W : Prep.Uses[V])
        if (W.Unit == U.Unit && mod(T + W.Cycle, II) == R)
          Demand += W.Count;
      if (MRT[U.Unit][R] + Demand > Prep.Capacity[U.Unit])
        return false;
    }
    return true;
  };

  unsigned Left = N;
  int64_t Budget = int64_t(BudgetRatio) * N;
  size_t Cursor = 0;
  while (Left > 0) {
    if (Budget-- <= 0)
      return std::nullopt;
    // Highest-priority unscheduled op (evictions can re-open earlier ones).
    OpId V = ~0u;
    for (size_t I = 0; I < N; ++I) {
      OpId C = (*Order)[(Cursor + I) % N];
      if (Time[C] == Unscheduled) {
        V = C;
        break;
      }
    }
    Cursor = 0;
    int64_t Estart = 0;
    for (const Dependence *D : In[V])
      if (D->Src != V && Time[D->Src] != Unscheduled)
        Estart = std::max(Estart, Time[D->Src] + D->Delay - D->Distance * II);
    int64_t T = Unscheduled;
    for (int64_t C = Estart; C < Estart + II; ++C)
      if (Fits(V, C)) {
        T = C;
        break;
      }
    if (T == Unscheduled)
      T = (Prev[V] == Unscheduled || Estart > Prev[V]) ? Estart : Prev[V] + 1;
    // Evict resource conflicts at T.
    for (const LimitedUse &U : Prep.Uses[V]) {
      int64_t R = mod(T + U.Cycle, II);
      while (MRT[U.Unit][R] + U.Count > Prep.Capacity[U.Unit] &&
             !Users[U.Unit][R].empty()) {
        Unplace(Users[U.Unit][R].front());
        ++Left;
      }
    }
    Time[V] = T;
    Prev[V] = T;
    --Left;
    for (const LimitedUse &U : Prep.Uses[V]) {
      int64_t R = mod(T + U.Cycle, II);
      MRT[U.Unit][R] += U.Count;
      Users[U.Unit][R].push_back(V);
    }
    // Evict scheduled successors (and predecessors via carried edges) whose
    // dependence with V is now violated.
    for (const Dependence *D : Out[V])
      if (D->Dst != V && Time[D->Dst] != Unscheduled &&
          Time[D->Dst] + D->Distance * II < T + D->Delay) {
        Unplace(D->Dst);
        ++Left;
      }
    for (const Dependence *D : In[V])
      if (D->Src != V && Time[D->Src] != Unscheduled &&
          T + D->Distance * II < Time[D->Src] + D->Delay) {
        Unplace(D->Src);
        ++Left;
      }
  }
  ModuloSchedule S = finish(P, II, Time);
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

/// The fixed-I ILP of ModuloScheduler.h.
/// \p LateFixedL > 0 asks for the second stage: L fixed, starts as late as
/// possible (maximize their sum).
ModuloScheduleResult solveILP(const Problem &P, int64_t II,
                              const ModuloSchedulerOptions &Opts,
                              int64_t UpperL, int64_t LowerL, Deadline Limit,
                              int64_t LateFixedL = 0) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  Prepared Prep = prepare(P);
  ModuloScheduleResult R;
  R.Method = SolveMethod::ILP;

  double SMax = double(lengthHorizon(G, II));
  if (UpperL > 0)
    SMax = std::min<double>(SMax, double(UpperL));
  if (Opts.MaxLength > 0)
    SMax = std::min<double>(SMax, double(Opts.MaxLength));
  if (LateFixedL > 0)
    SMax = double(LateFixedL);

  // Windows: every schedule starts ops at or after ASAP; one of length at
  // most SMax (when SMax is a real length bound) starts them by ALAP.
  std::vector<int64_t> Lo(N, 0), Hi(N);
  // Out of time, the windows stay wider (still sound); the solver then
  // stops at once.
  Deadline Until = untilOf(Limit);
  if (auto A = computeASAP(G, II, Until))
    Lo = std::move(*A);
  else
    llvm::consumeError(A.takeError());
  bool LengthBound = UpperL > 0 || Opts.MaxLength > 0 || LateFixedL > 0;
  std::vector<int64_t> Late;
  if (LengthBound) {
    if (auto A = computeALAP(G, II, int64_t(SMax), Until))
      Late = std::move(*A);
    else
      llvm::consumeError(A.takeError());
  }

  MILP M;
  std::vector<int> S(N);
  std::vector<std::vector<int>> Y(N);
  for (OpId V = 0; V < N; ++V) {
    double Hi = SMax - opLength(G.op(V));
    if (!Late.empty())
      Hi = std::min<double>(Hi, double(Late[V]));
    if (Hi < Lo[V]) {
      R.Status = SolveStatus::Infeasible; // Cannot even fit the length cap.
      return R;
    }
    S[V] = M.addVariable("s_" + G.op(V).Name, double(Lo[V]), Hi, true);
    if (Prep.Uses[V].empty())
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
  for (const Dependence &D : G.dependences())
    if (D.Src != D.Dst)
      M.addRow({{S[D.Dst], 1}, {S[D.Src], -1}}, MILP::Sense::GreaterEq,
               double(D.Delay - D.Distance * II));
  // Self-dependences only constrain I: delay <= distance * I.
  for (const Dependence &D : G.dependences())
    if (D.Src == D.Dst && D.Delay > D.Distance * II) {
      R.Status = SolveStatus::Infeasible;
      return R;
    }
  for (unsigned F = 0; F < Prep.Capacity.size(); ++F)
    for (int64_t Res = 0; Res < II; ++Res) {
      std::map<int, double> Row;
      for (OpId V = 0; V < N; ++V)
        for (const LimitedUse &U : Prep.Uses[V])
          if (U.Unit == F)
            Row[Y[V][mod(Res - int64_t(U.Cycle), II)]] += U.Count;
      if (Row.empty())
        continue;
      std::vector<MILP::Term> Terms(Row.begin(), Row.end());
      M.addRow(Terms, MILP::Sense::LessEq, double(Prep.Capacity[F]));
    }
  int L = -1;
  if (LateFixedL > 0) {
    std::vector<MILP::Term> Obj;
    for (OpId V = 0; V < N; ++V)
      Obj.push_back({S[V], -1});
    M.setObjective(Obj);
  } else if (Opts.MinimizeLength) {
    L = M.addVariable("L", std::max<int64_t>(LowerL, 1), SMax, true);
    for (OpId V = 0; V < N; ++V)
      M.addRow({{L, 1}, {S[V], -1}}, MILP::Sense::GreaterEq,
               double(opLength(G.op(V))));
    // Minimize L first; among minimal-L schedules place ops as late as
    // possible (values produced just in time for their consumers). The
    // weight on L exceeds any possible sum of starts.
    M.setObjective({{L, 1}});
  }
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
  TimeIndexedProgram Prog(P, II, std::move(W), untilOf(Limit));
  if (Prog.outOfTime()) {
    R.Status = SolveStatus::Timeout;
    return R;
  }
  if (Prog.trivialInfeasible()) {
    R.Status = SolveStatus::Infeasible;
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

ModuloScheduleResult twill::scheduleAtII(const Problem &P, int64_t II,
                                         const ModuloSchedulerOptions &Opts) {
  auto T0 = Clock::now();
  Deadline Limit = Deadline::after(Opts.TimeLimit, T0);
  ModuloScheduleResult R;
  Deadline Until = untilOf(Limit);
  // The critical path, raised by what each unit needs within one iteration.
  auto LowerL = computeLengthLowerBound(P, II, Until);
  if (!LowerL && Until.passed()) {
    llvm::consumeError(LowerL.takeError());
    R.Status = SolveStatus::Timeout;
    R.Method = SolveMethod::Bound;
    R.Seconds = secondsSince(T0);
    return R;
  }
  if (!LowerL && !Opts.UseBounds) {
    // The literal baseline: let the solver find out I < RecMII by itself.
    llvm::consumeError(LowerL.takeError());
    LowerL = 1;
  }
  if (!LowerL) {
    llvm::consumeError(LowerL.takeError());
    R.Status = SolveStatus::Infeasible; // I below RecMII.
    R.Method = SolveMethod::Bound;
    R.Seconds = secondsSince(T0);
    return R;
  }
  std::string Crit;
  if (Opts.UseBounds && II < computeResMII(P, &Crit)) {
    R.Status = SolveStatus::Infeasible;
    R.Method = SolveMethod::Bound;
    R.Seconds = secondsSince(T0);
    return R;
  }
  std::optional<ModuloSchedule> Heur;
  if (Opts.UseHeuristic)
    Heur = iterativeModuloSchedule(P, II);
  if (Heur && (Opts.MaxLength == 0 || Heur->Length <= Opts.MaxLength)) {
    if (!Opts.MinimizeLength || Heur->Length == *LowerL) {
      R.Status = Opts.MinimizeLength ? SolveStatus::Optimal : SolveStatus::Feasible;
      R.Schedule = std::move(*Heur);
      R.Method = SolveMethod::Heuristic;
      R.Seconds = secondsSince(T0);
      return R;
    }
  } else {
    Heur.reset();
  }
  // Where the upper-bound schedule came from ("heuristic" or the exact
  // fixed-I program's "time-indexed").
  SolveMethod UpperMethod = SolveMethod::Heuristic;
  if (!Heur && Opts.MinimizeLength && Opts.DecideFirst && Opts.UseBounds &&
      Opts.MaxLength == 0) {
    std::optional<ModuloScheduleResult> Decided =
        decideFirst(P, II, Opts, Limit);
    if (!Decided) {
      R.Status = SolveStatus::Timeout;
      R.Method = SolveMethod::TimeIndexed;
      R.Seconds = secondsSince(T0);
      return R;
    }
    if (!hasSolution(Decided->Status) || Decided->Schedule.Length == *LowerL) {
      // A proof that no L works, an undecided I, or a schedule at the
      // critical-path length (L minimal).
      R = std::move(*Decided);
      if (hasSolution(R.Status))
        R.Status = SolveStatus::Optimal;
      R.Seconds = secondsSince(T0);
      return R;
    }
    Heur = std::move(Decided->Schedule);
    UpperMethod = Decided->Method;
  }
  if (Opts.MinimizeLength && Opts.Method == Phase1Method::SMT) {
    // The same questions as the ILP's fixed-L scan, asked of Z3: the
    // problem without warps or registers is exactly Phase 1. Memory
    // capacities stay (the verifier checks them without warps too).
    Problem Plain = P;
    Plain.Warps.reset();
    for (Operation &Op : Plain.Graph.operations())
      Op.Registers = 0;
    int64_t Cap = Heur ? Heur->Length : lengthHorizon(P.Graph, II) + 1;
    if (Heur) {
      R.Status = SolveStatus::Optimal;
      R.Schedule = *Heur;
      R.Method = UpperMethod;
    } else {
      R.Status = SolveStatus::Infeasible; // Unless some L below works.
    }
    for (int64_t Len = *LowerL; Len < Cap; ++Len) {
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
    R.Seconds = secondsSince(T0);
    return R;
  }
  if (Opts.MinimizeLength && Heur) {
    // Between the critical path and the heuristic's length, find the least
    // L by feasibility questions with L fixed: each has tight ASAP/ALAP
    // windows and is far easier than the optimization, and every
    // "infeasible" is part of the proof. Feasibility is monotone in L (a
    // schedule that ends by L ends by L + 1), so the questions gallop up
    // from the critical path (L0, L0 + 1, L0 + 3, L0 + 7, ...: far below
    // the answer they are refuted at once by window propagation) and then
    // bisect. The answer is the linear scan's; the questions close to it,
    // the expensive ones, are asked about log2 of the gap times instead of
    // once per L (Triton-granularity FA forward at U = 40: 24 questions
    // and 19 s became about 8).
    R.Status = SolveStatus::Optimal;
    R.Schedule = *Heur;
    R.Method = UpperMethod;
    // One difference-logic program answers every L up to the heuristic's.
    std::optional<ModuloDifferenceProgram> Diff;
    if (Opts.Method == Phase1Method::Difference &&
        ModuloDifferenceProgram::applicable(P)) {
      Diff.emplace(P, II, Heur->Length);
      if (Diff->tooLarge())
        Diff.reset();
    }
    int64_t Lo = *LowerL;          // Every L below Lo is refuted.
    int64_t Hi = Heur->Length;     // A schedule of length Hi is in hand.
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
  } else {
    R = solveILP(P, II, Opts, Heur ? Heur->Length : 0, *LowerL, Limit);
  }
  if (R.Status == SolveStatus::Optimal && Opts.MinimizeLength && Opts.PlaceLate) {
    // Second stage, same L: ops as late as possible (values produced just
    // in time). A timeout here keeps the first-stage schedule.
    ModuloScheduleResult Late =
        solveILP(P, II, Opts, 0, *LowerL, Limit, R.Schedule.Length);
    if (hasSolution(Late.Status) &&
        Late.Schedule.Length == R.Schedule.Length)
      R.Schedule = std::move(Late.Schedule);
  }
  if (!hasSolution(R.Status) && Heur && R.Status != SolveStatus::Infeasible) {
    // The ILP ran out of time: the heuristic schedule stands, unproven.
    R.Status = SolveStatus::Feasible;
    R.Schedule = std::move(*Heur);
    R.Method = UpperMethod;
  }
  R.Seconds = secondsSince(T0);
  return R;
}

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
  // First the cheap heuristic over increasing I (heuristicSweepContinues):
  // its smallest success I_h bounds the answer, and guarantees a schedule
  // even when the proofs below run out of time. (With a wall-clock cap of
  // a quarter of the limit from the start, on dfsin/graph1 the bounds alone
  // used it up under load and `modulo` ended with no schedule at 5 s.)
  std::optional<ModuloSchedule> Heur;
  int64_t HeurII = 0;
  for (int64_t II = B->MII; II <= MaxII; ++II) {
    if (!heuristicSweepContinues(II - B->MII, secondsSince(T0),
                                 Opts.TimeLimit) ||
        interruptRequested())
      break;
    Heur = iterativeModuloSchedule(P, II);
    if (Heur) {
      HeurII = II;
      break;
    }
  }
  int64_t Upto = Heur ? HeurII : MaxII;
  bool AllLowerProven = true;
  int64_t FirstUnproven = 0;
  for (int64_t II = B->MII; II <= Upto; ++II) {
    double Left = Opts.TimeLimit - secondsSince(T0);
    if ((Opts.TimeLimit > 0 && Left <= 0) || interruptRequested())
      break;
    ModuloSchedulerOptions MO;
    MO.MinimizeLength = Opts.MinimizeLength;
    MO.Backend = Opts.Backend;
    // Below I_h the heuristic already failed: go straight to the ILP.
    MO.UseHeuristic = II == HeurII;
    MO.TimeLimit = Opts.TimeLimit > 0 ? Left : 0;
    if (Opts.TimeLimitPerII > 0 && II != HeurII)
      MO.TimeLimit = MO.TimeLimit > 0 ? std::min(MO.TimeLimit, Opts.TimeLimitPerII)
                                      : Opts.TimeLimitPerII;
    // Below I_h only feasibility matters: the exact fixed-I program.
    ModuloScheduleResult A = II == HeurII
                                 ? scheduleAtII(P, II, MO)
                                 : feasibleAtII(P, II, Opts.Backend, MO.TimeLimit);
    if (II != HeurII && hasSolution(A.Status) && Opts.MinimizeLength) {
      ModuloScheduleResult B = scheduleAtII(P, II, MO);
      if (hasSolution(B.Status))
        A = std::move(B);
    }
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
  if (!R.Schedule.Start.empty()) {
    int64_t II = R.Schedule.II;
    if (II == B->MII)
      R.Proof = "I = MII (ResMII " + std::to_string(B->ResMII) + ", RecMII " +
                std::to_string(B->RecMII) + ")";
    else if (R.Status == SolveStatus::Optimal)
      R.Proof = "I in [" + std::to_string(B->MII) + ", " + std::to_string(II) +
                ") proven infeasible by the ILP; I < MII by the bounds";
    else
      R.Proof = "I = " + std::to_string(FirstUnproven) +
                " undecided (time limit); not proven optimal";
  }
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
