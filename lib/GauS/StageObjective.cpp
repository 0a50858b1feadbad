//===- StageObjective.cpp - Formulation A: checker, baselines, exact ILP --===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formulation A (StageObjective.h): the exact evaluator, the list
/// scheduler, the legaliser of rounded stages, and the time-indexed ILP.
/// Everything but the ILP is linear in |V| + |E| + D.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/StageObjective.h"
#include "twill/Model/StableSort.h"
#include "twill/Model/Stopwatch.h"

#include <algorithm>
#include <set>
#include <chrono>
#include <cmath>
#include <queue>

using namespace twill;

llvm::Error StageProblem::finalize() {
  const unsigned N = numOps();
  InOff.assign(N + 1, 0);
  OutOff.assign(N + 1, 0);
  for (const Edge &E : Edges) {
    if (E.U >= N || E.V >= N)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "stage problem: an edge names no op");
    ++InOff[E.V + 1];
    ++OutOff[E.U + 1];
  }
  for (unsigned V = 0; V < N; ++V) {
    InOff[V + 1] += InOff[V];
    OutOff[V + 1] += OutOff[V];
  }
  InSrc.assign(Edges.size(), 0);
  OutDst.assign(Edges.size(), 0);
  {
    std::vector<size_t> InPos(InOff.begin(), InOff.end() - 1),
        OutPos(OutOff.begin(), OutOff.end() - 1);
    for (const Edge &E : Edges) {
      InSrc[InPos[E.V]++] = E.U;
      OutDst[OutPos[E.U]++] = E.V;
    }
  }
  // Kahn's algorithm, smallest ready id first is not needed: a FIFO keeps
  // the order deterministic.
  std::vector<size_t> Pending(N);
  Topo.clear();
  Topo.reserve(N);
  for (unsigned V = 0; V < N; ++V)
    if (!(Pending[V] = InOff[V + 1] - InOff[V]))
      Topo.push_back(V);
  for (size_t K = 0; K < Topo.size(); ++K)
    for (size_t X = OutOff[Topo[K]]; X < OutOff[Topo[K] + 1]; ++X)
      if (!--Pending[OutDst[X]])
        Topo.push_back(OutDst[X]);
  if (Topo.size() != N)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "stage problem: the intra-iteration edges form a cycle");
  return llvm::Error::success();
}

/// Longest path in ops through the edges of \p SP (finalized).
static int64_t depthOf(const StageProblem &SP) {
  std::vector<int64_t> Level(SP.numOps(), 1);
  int64_t Max = 1;
  for (OpId V : SP.Topo) {
    for (size_t X = SP.InOff[V]; X < SP.InOff[V + 1]; ++X)
      Level[V] = std::max(Level[V], Level[SP.InSrc[X]] + 1);
    Max = std::max(Max, Level[V]);
  }
  return Max;
}

/// The `parameter` attribute of a map, 0 when absent.
static double parameterOf(const std::map<std::string, int64_t> &Attrs) {
  auto It = Attrs.find("parameter");
  return It == Attrs.end() ? 0.0 : double(It->second);
}

llvm::Expected<StageProblem> twill::makeStageProblem(const Problem &P,
                                                     double Alpha, int64_t D,
                                                     StageComm Comm) {
  StageProblem SP;
  const DependenceGraph &G = P.Graph;
  SP.NodeCost.resize(G.numOperations());
  for (OpId V = 0; V < G.numOperations(); ++V)
    SP.NodeCost[V] = parameterOf(G.op(V).Attributes);
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0)
      SP.Edges.push_back({E.Src, E.Dst, parameterOf(E.Attributes)});
  SP.Alpha = Alpha;
  SP.Comm = Comm;
  if (llvm::Error Err = SP.finalize())
    return std::move(Err);
  SP.D = D > 0 ? D : depthOf(SP);
  return SP;
}

int64_t twill::stageDepth(const Problem &P) {
  auto SP = makeStageProblem(P, 1.0, 0);
  if (!SP) {
    llvm::consumeError(SP.takeError());
    return 1;
  }
  return SP->D;
}

StageEval twill::evaluateStages(const StageProblem &SP,
                                const std::vector<int64_t> &S) {
  StageEval R;
  const unsigned N = SP.numOps();
  if (S.size() != N) {
    R.Why = "the assignment has " + std::to_string(S.size()) +
            " stages for " + std::to_string(N) + " ops";
    return R;
  }
  std::vector<double> Load(std::max<int64_t>(SP.D, 1), 0.0);
  for (OpId V = 0; V < N; ++V) {
    if (S[V] < 0 || S[V] >= SP.D) {
      R.Why = "op " + std::to_string(V) + " is in stage " +
              std::to_string(S[V]) + ", outside [0, " + std::to_string(SP.D) +
              ")";
      return R;
    }
    Load[S[V]] += SP.NodeCost[V];
  }
  R.MaxStage = *std::max_element(Load.begin(), Load.end());
  for (const StageProblem::Edge &E : SP.Edges) {
    if (S[E.U] > S[E.V] && R.Why.empty())
      R.Why = "edge " + std::to_string(E.U) + " -> " + std::to_string(E.V) +
              ": the consumer's stage " + std::to_string(S[E.V]) +
              " is before the producer's " + std::to_string(S[E.U]);
    if (SP.Comm == StageComm::Cut)
      R.Comm += S[E.U] != S[E.V] ? E.W : 0.0;
    else
      R.Comm += E.W * double(S[E.V] - S[E.U]);
  }
  R.Legal = R.Why.empty();
  R.Objective = R.MaxStage + SP.Alpha * R.Comm;
  return R;
}

/// The ops in depth-first topological order (each right after the cone of
/// its producers), iteratively over the reversed edges from each sink.
static std::vector<OpId> depthFirstOrder(const StageProblem &SP) {
  const unsigned N = SP.numOps();
  std::vector<OpId> Dfs;
  Dfs.reserve(N);
  std::vector<uint8_t> State(N, 0); // 0 new, 1 open, 2 done
  std::vector<std::pair<OpId, size_t>> Stack;
  for (unsigned Root = 0; Root < N; ++Root) {
    if (State[Root] || SP.OutOff[Root + 1] != SP.OutOff[Root])
      continue; // Start from sinks only; the rest is reached from them.
    Stack.push_back({Root, SP.InOff[Root]});
    State[Root] = 1;
    while (!Stack.empty()) {
      auto &[V, Next] = Stack.back();
      if (Next < SP.InOff[V + 1]) {
        OpId U = SP.InSrc[Next++];
        if (!State[U]) {
          State[U] = 1;
          Stack.push_back({U, SP.InOff[U]});
        }
        continue;
      }
      State[V] = 2;
      Dfs.push_back(V);
      Stack.pop_back();
    }
  }
  return Dfs;
}

/// The ops by level (the ASAP stage at delay 0 is 0 for all, so the
/// longest path from a source), stable in the Kahn order.
static std::vector<OpId> levelOrder(const StageProblem &SP) {
  std::vector<OpId> ByLevel = SP.Topo;
  std::vector<int64_t> Level(SP.numOps(), 0);
  for (OpId V : SP.Topo)
    for (size_t X = SP.InOff[V]; X < SP.InOff[V + 1]; ++X)
      Level[V] = std::max(Level[V], Level[SP.InSrc[X]] + 1);
  stableSort(ByLevel, [&](OpId A, OpId B) { return Level[A] < Level[B]; });
  return ByLevel;
}

/// Stage counts k on a geometric grid (ratio 1.15) from 1 to \p D.
static std::vector<int64_t> stageCountGrid(int64_t D) {
  std::vector<int64_t> Ks;
  for (double K = 1; K < double(D) * 1.0001; K = std::max(K + 1, K * 1.15))
    Ks.push_back(std::min<int64_t>(D, std::llround(K)));
  Ks.push_back(D);
  return Ks;
}

/// Fills stages 0, 1, ... with the ops of \p Order up to the load
/// \p Bound each (the last stage takes what is left) into \p S.
static void packInOrder(const StageProblem &SP, const std::vector<OpId> &Order,
                        double Bound, std::vector<int64_t> &S) {
  int64_t Stage = 0;
  double Load = 0;
  for (OpId V : Order) {
    if (Stage < SP.D - 1 && Load > 0 && Load + SP.NodeCost[V] > Bound) {
      ++Stage;
      Load = 0;
    }
    S[V] = Stage;
    Load += SP.NodeCost[V];
  }
}

std::vector<int64_t> twill::stageListSchedule(const StageProblem &SP) {
  const unsigned N = SP.numOps();
  if (N == 0)
    return {};
  std::vector<OpId> Dfs = depthFirstOrder(SP), ByLevel = levelOrder(SP);
  double Total = 0, MaxW = 0;
  for (double W : SP.NodeCost) {
    Total += W;
    MaxW = std::max(MaxW, W);
  }
  std::vector<int64_t> Best, S(N);
  double BestObj = 0;
  // The bound of k stages is total / k (never below the heaviest op).
  std::vector<int64_t> Ks = stageCountGrid(SP.D);
  for (const std::vector<OpId> *Order : {&Dfs, &ByLevel})
    for (int64_t K : Ks) {
      packInOrder(SP, *Order, std::max(MaxW, Total / double(K)), S);
      double Obj = evaluateStages(SP, S).Objective;
      if (Best.empty() || Obj < BestObj) {
        Best = S;
        BestObj = Obj;
      }
    }
  return Best;
}

std::vector<int64_t> twill::legalizeStages(const StageProblem &SP,
                                           const std::vector<int64_t> &Target) {
  const unsigned N = SP.numOps();
  auto clampT = [&](OpId V) {
    return std::clamp<int64_t>(V < Target.size() ? Target[V] : 0, 0, SP.D - 1);
  };
  std::vector<int64_t> Fwd(N), Bwd(N);
  for (OpId V : SP.Topo) {
    int64_t S = clampT(V);
    for (size_t X = SP.InOff[V]; X < SP.InOff[V + 1]; ++X)
      S = std::max(S, Fwd[SP.InSrc[X]]);
    Fwd[V] = S;
  }
  for (auto It = SP.Topo.rbegin(); It != SP.Topo.rend(); ++It) {
    OpId V = *It;
    int64_t S = clampT(V);
    for (size_t X = SP.OutOff[V]; X < SP.OutOff[V + 1]; ++X)
      S = std::min(S, Bwd[SP.OutDst[X]]);
    Bwd[V] = S;
  }
  return evaluateStages(SP, Bwd).Objective < evaluateStages(SP, Fwd).Objective
             ? Bwd
             : Fwd;
}

std::vector<int64_t>
twill::legalizeStagesByOrder(const StageProblem &SP,
                             const std::vector<double> &Priority) {
  const unsigned N = SP.numOps();
  // Kahn's algorithm taking the smallest priority first.
  std::vector<size_t> Pending(N);
  using Item = std::pair<double, OpId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> Q;
  for (OpId V = 0; V < N; ++V)
    if (!(Pending[V] = SP.InOff[V + 1] - SP.InOff[V]))
      Q.push({Priority[V], V});
  std::vector<OpId> Order;
  Order.reserve(N);
  while (!Q.empty()) {
    OpId V = Q.top().second;
    Q.pop();
    Order.push_back(V);
    for (size_t X = SP.OutOff[V]; X < SP.OutOff[V + 1]; ++X)
      if (!--Pending[SP.OutDst[X]])
        Q.push({Priority[SP.OutDst[X]], SP.OutDst[X]});
  }
  // The load the priorities' own rounding reaches, as the bound.
  std::vector<double> Load(SP.D, 0.0);
  double MaxW = 0;
  for (OpId V = 0; V < N; ++V) {
    Load[std::clamp<int64_t>(std::llround(Priority[V]), 0, SP.D - 1)] +=
        SP.NodeCost[V];
    MaxW = std::max(MaxW, SP.NodeCost[V]);
  }
  double Peak = *std::max_element(Load.begin(), Load.end());
  std::vector<int64_t> Best, S(N);
  double BestObj = 0;
  for (double F : {1.0, 1.1, 1.25, 1.5}) {
    double Bound = std::max(MaxW, F * Peak);
    int64_t Stage = 0;
    double L = 0;
    for (OpId V : Order) {
      // Never earlier than a producer (the order guarantees they are
      // placed); move on when the stage is full or the priority says so.
      int64_t Want = std::clamp<int64_t>(std::llround(Priority[V]), 0, SP.D - 1);
      if (Stage < SP.D - 1 && L > 0 &&
          (L + SP.NodeCost[V] > Bound || Want > Stage)) {
        Stage = std::max(Stage + 1, std::min(Want, SP.D - 1));
        Stage = std::min(Stage, SP.D - 1);
        L = 0;
      }
      S[V] = Stage;
      L += SP.NodeCost[V];
    }
    double Obj = evaluateStages(SP, S).Objective;
    if (Best.empty() || Obj < BestObj) {
      Best = S;
      BestObj = Obj;
    }
  }
  return Best;
}

namespace {

/// The time-indexed 0-1 program of formulation A (StageExactResult), one
/// constraint family per member, in the order they are added.
class StageILP {
public:
  /// The program of \p SP (finalized), still empty.
  explicit StageILP(const StageProblem &SP) : SP(SP), N(SP.numOps()), D(SP.D) {}

  /// Builds the whole program.
  void build();
  /// \p Start (legal, one stage per op) as values of every variable.
  std::vector<double> startValues(const std::vector<int64_t> &Start) const;
  /// The stage of every op in the solver's \p Values.
  std::vector<int64_t> stages(const std::vector<double> &Values) const;

  /// The program.
  MILP M;

private:
  /// x(v,d) = 1 iff s_v = d: variable V * D + d.
  int X(OpId V, int64_t Dd) const { return int(V * D + Dd); }
  /// z(v,d) = sum_{t<=d} x(v,t): variable ZBase + V * D + d.
  int Z(OpId V, int64_t Dd) const { return int(ZBase + V * D + Dd); }

  void addAssignmentRows();
  void addPrefixRows();
  void addPeakRows();
  void addEdgeRows(const StageProblem::Edge &E);
  void addCommunication(const StageProblem::Edge &E);

  const StageProblem &SP;
  const unsigned N;
  const int64_t D;
  int ZBase = 0, Peak = 0;
  std::vector<MILP::Term> Obj;
  /// The cut indicator y_e of each weighted edge (Cut).
  std::vector<std::pair<int, const StageProblem::Edge *>> CutVars;
};

/// One stage per op: for every v,
///   sum_d x(v,d) = 1.
void StageILP::addAssignmentRows() {
  for (OpId V = 0; V < N; ++V) {
    std::vector<MILP::Term> One;
    for (int64_t Dd = 0; Dd < D; ++Dd)
      One.push_back({M.addBinary(""), 1.0});
    M.addRow(std::move(One), MILP::Sense::Equal, 1);
  }
}

/// The prefix sums, continuous, so each dependence row has two terms
/// instead of 2(d+1): for every v,
///   z(v,0) = x(v,0),   z(v,d) = z(v,d-1) + x(v,d)  (d >= 1).
void StageILP::addPrefixRows() {
  ZBase = M.numVariables();
  for (OpId V = 0; V < N; ++V)
    for (int64_t Dd = 0; Dd < D; ++Dd) {
      int Zv = M.addVariable("", 0, 1, false);
      if (Dd == 0)
        M.addRow({{Zv, 1.0}, {X(V, 0), -1.0}}, MILP::Sense::Equal, 0);
      else
        M.addRow({{Zv, 1.0}, {Zv - 1, -1.0}, {X(V, Dd), -1.0}},
                 MILP::Sense::Equal, 0);
    }
}

/// The peak stage load R: for every stage d,
///   sum_v w_v x(v,d) - R <= 0.
void StageILP::addPeakRows() {
  Peak = M.addVariable("R", 0, 1e30, false);
  for (int64_t Dd = 0; Dd < D; ++Dd) {
    std::vector<MILP::Term> Row;
    for (OpId V = 0; V < N; ++V)
      if (SP.NodeCost[V] != 0)
        Row.push_back({X(V, Dd), SP.NodeCost[V]});
    Row.push_back({Peak, -1.0});
    M.addRow(std::move(Row), MILP::Sense::LessEq, 0);
  }
}

/// Strong dependence: by every stage d, v started => u started: for every
/// d < D - 1,
///   z(v,d) - z(u,d) <= 0.
void StageILP::addEdgeRows(const StageProblem::Edge &E) {
  for (int64_t Dd = 0; Dd + 1 < D; ++Dd)
    M.addRow({{Z(E.V, Dd), 1.0}, {Z(E.U, Dd), -1.0}}, MILP::Sense::LessEq, 0);
}

/// The communication of a weighted edge. Cut: an indicator y_e (integral
/// at the optimum) with, for every d,
///   y_e - x(u,d) + x(v,d) >= 0,
/// and alpha c_e y_e in the objective. Span: alpha c_e (sum_d d x(v,d) -
/// sum_d d x(u,d)) in the objective.
void StageILP::addCommunication(const StageProblem::Edge &E) {
  if (SP.Comm == StageComm::Cut) {
    int Y = M.addVariable("", 0, 1, false);
    CutVars.push_back({Y, &E});
    for (int64_t Dd = 0; Dd < D; ++Dd)
      M.addRow({{Y, 1.0}, {X(E.U, Dd), -1.0}, {X(E.V, Dd), 1.0}},
               MILP::Sense::GreaterEq, 0);
    Obj.push_back({Y, SP.Alpha * E.W});
    return;
  }
  for (int64_t Dd = 1; Dd < D; ++Dd) {
    Obj.push_back({X(E.V, Dd), SP.Alpha * E.W * double(Dd)});
    Obj.push_back({X(E.U, Dd), -SP.Alpha * E.W * double(Dd)});
  }
}

/// Minimise R + alpha * communication.
void StageILP::build() {
  addAssignmentRows();
  addPrefixRows();
  addPeakRows();
  Obj = {{Peak, 1.0}};
  for (const StageProblem::Edge &E : SP.Edges) {
    addEdgeRows(E);
    if (E.W != 0)
      addCommunication(E);
  }
  M.setObjective(std::move(Obj));
}

std::vector<double>
StageILP::startValues(const std::vector<int64_t> &Start) const {
  std::vector<double> Values(M.numVariables(), 0.0);
  std::vector<double> Load(D, 0.0);
  for (OpId V = 0; V < N; ++V) {
    int64_t S = std::clamp<int64_t>(Start[V], 0, D - 1);
    Values[X(V, S)] = 1;
    for (int64_t Dd = S; Dd < D; ++Dd)
      Values[Z(V, Dd)] = 1;
    Load[S] += SP.NodeCost[V];
  }
  Values[Peak] = *std::max_element(Load.begin(), Load.end());
  for (auto [Y, E] : CutVars)
    Values[Y] = Start[E->U] != Start[E->V] ? 1 : 0;
  return Values;
}

std::vector<int64_t> StageILP::stages(const std::vector<double> &Values) const {
  std::vector<int64_t> Stages(N, 0);
  for (OpId V = 0; V < N; ++V)
    for (int64_t Dd = 0; Dd < D; ++Dd)
      if (Values[X(V, Dd)] > 0.5)
        Stages[V] = Dd;
  return Stages;
}

} // namespace

StageExactResult twill::solveStagesExact(const StageProblem &SP, double Seconds,
                                         MILPBackend Backend,
                                         uint64_t MaxVariables,
                                         const std::vector<int64_t> *Start) {
  Stopwatch Clock(Seconds);
  StageExactResult R;
  const unsigned N = SP.numOps();
  uint64_t Vars = 2 * uint64_t(N) * uint64_t(SP.D) +
                  (SP.Comm == StageComm::Cut ? SP.Edges.size() : 0) + 1;
  if (Vars > MaxVariables) {
    R.Message = "too large: " + std::to_string(Vars) + " variables (limit " +
                std::to_string(MaxVariables) + ")";
    return R;
  }
  StageILP ILP(SP);
  ILP.build();
  R.Variables = ILP.M.numVariables();
  R.Rows = ILP.M.numRows();
  double Build = Clock.elapsed();
  MILPOptions MO;
  MO.Backend = Backend;
  // What is left after building, at least a second.
  MO.TimeLimit = std::max(1.0, Seconds - Build);
  // The MIP start: x, z, the peak load and the cut indicators of *Start.
  if (Start && Start->size() == N)
    MO.Start = ILP.startValues(*Start);
  MILPResult MR = solveMILP(ILP.M, MO);
  R.Status = MR.Status;
  R.Seconds = Build + MR.Seconds;
  R.StartObjective = -1;
  if (!MO.Start.empty() && satisfiesMILP(ILP.M, MO.Start))
    R.StartObjective = evaluateStages(SP, *Start).Objective;
  if (!hasSolution(MR.Status))
    return R;
  R.FromStart = !MO.Start.empty() && MR.Values == MO.Start;
  R.Stages = ILP.stages(MR.Values);
  StageEval Ev = evaluateStages(SP, R.Stages);
  R.Objective = Ev.Objective;
  if (!Ev.Legal) {
    R.Status = SolveStatus::Error;
    R.Message = "the solver's assignment is illegal: " + Ev.Why;
  }
  return R;
}

std::vector<int64_t> twill::refineStages(const StageProblem &SP,
                                         std::vector<int64_t> S,
                                         const std::vector<int64_t> &Target,
                                         unsigned Passes) {
  const unsigned N = SP.numOps();
  if (S.size() != N || N == 0)
    return S;
  struct Arc {
    OpId Other;
    double W;
  };
  std::vector<std::vector<Arc>> In(N), Out(N);
  for (const StageProblem::Edge &E : SP.Edges) {
    Out[E.U].push_back({E.V, E.W});
    In[E.V].push_back({E.U, E.W});
  }
  const bool Span = SP.Comm == StageComm::Span;
  // The communication of v's edges with v at stage C.
  auto comm = [&](OpId V, int64_t C) {
    double Sum = 0;
    for (const Arc &A : In[V])
      Sum += A.W * (Span ? double(C - S[A.Other]) : double(S[A.Other] != C));
    for (const Arc &A : Out[V])
      Sum += A.W * (Span ? double(S[A.Other] - C) : double(S[A.Other] != C));
    return Sum;
  };
  std::vector<double> Load(SP.D, 0.0);
  for (OpId V = 0; V < N; ++V)
    Load[S[V]] += SP.NodeCost[V];
  std::multiset<double> Loads(Load.begin(), Load.end());
  auto setLoad = [&](int64_t D, double X) {
    Loads.erase(Loads.find(Load[D]));
    Load[D] = X;
    Loads.insert(X);
  };
  // The maximum stage load if v (weight W) moved from Cur to C.
  auto maxAfter = [&](int64_t Cur, int64_t C, double W) {
    double A = Load[Cur], B = Load[C];
    setLoad(Cur, A - W);
    setLoad(C, B + W);
    double M = *Loads.rbegin();
    setLoad(C, B);
    setLoad(Cur, A);
    return M;
  };
  // Stages scanned for the least loaded one when v sits in a maximum stage.
  const int64_t ScanLimit = 64;
  std::vector<int64_t> Cands;
  for (unsigned Pass = 0; Pass < Passes; ++Pass) {
    bool Changed = false;
    for (OpId V : SP.Topo) {
      // The stages v may take with every neighbour where it is.
      int64_t Lo = 0, Hi = SP.D - 1;
      for (const Arc &A : In[V])
        Lo = std::max(Lo, S[A.Other]);
      for (const Arc &A : Out[V])
        Hi = std::min(Hi, S[A.Other]);
      const int64_t Cur = S[V];
      const bool HasTarget = V < Target.size();
      const int64_t Want =
          std::clamp<int64_t>(HasTarget ? Target[V] : Cur, Lo, Hi);
      const double W = SP.NodeCost[V];
      const double Max = *Loads.rbegin();
      Cands = {Want, Lo, Hi};
      // In a maximum stage, the least loaded stage it may take too.
      if (Load[Cur] >= Max && W > 0 && Hi - Lo <= ScanLimit) {
        int64_t Least = Lo;
        for (int64_t C = Lo; C <= Hi; ++C)
          if (Load[C] < Load[Least])
            Least = C;
        Cands.push_back(Least);
      }
      const double Here = comm(V, Cur);
      int64_t Pick = Cur;
      double PickDelta = 0;
      for (int64_t C : Cands) {
        if (C == Cur || C < Lo || C > Hi)
          continue;
        double NewMax = Load[C] + W <= Max && Load[Cur] < Max
                            ? Max
                            : maxAfter(Cur, C, W);
        double Delta = (NewMax - Max) + SP.Alpha * (comm(V, C) - Here);
        // Better, or as good and back in its target stage.
        bool Take = Delta < PickDelta - 1e-9 ||
                    (Pick == Cur && std::abs(Delta) <= 1e-9 && C == Want &&
                     HasTarget && C == Target[V]);
        if (Take) {
          Pick = C;
          PickDelta = Delta;
        }
      }
      if (Pick == Cur)
        continue;
      setLoad(Cur, Load[Cur] - W);
      setLoad(Pick, Load[Pick] + W);
      S[V] = Pick;
      Changed = true;
    }
    if (!Changed)
      break;
  }
  return S;
}
