//===- TimeIndexed.cpp - Time-indexed 0-1 modulo-scheduling programs ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Component windows, the step-variable program and the component shift of
/// TimeIndexed.h.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/TimeIndexed.h"
#include "twill/Model/ModuloReservation.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <map>

using namespace twill;

namespace {

/// Strongly connected components, in topological order of the condensation
/// (sources first), and each op's component index.
struct Components {
  std::vector<std::vector<OpId>> List;
  std::vector<unsigned> Of;
};

Components components(const DependenceGraph &G) {
  unsigned N = G.numOperations();
  Components C;
  // scc_iterator yields sinks first; the virtual entry node, which has an
  // edge to every op, comes last.
  for (auto It = llvm::scc_begin(&G); !It.isAtEnd(); ++It) {
    std::vector<OpId> Ops;
    for (const DependenceGraph::Node *Node : *It)
      if (!Node->isEntry())
        Ops.push_back(Node->Id);
    if (!Ops.empty()) {
      std::sort(Ops.begin(), Ops.end());
      C.List.push_back(std::move(Ops));
    }
  }
  std::reverse(C.List.begin(), C.List.end());
  C.Of.assign(N, 0);
  for (unsigned K = 0; K < C.List.size(); ++K)
    for (OpId V : C.List[K])
      C.Of[V] = K;
  return C;
}

const int64_t Unreached = INT64_MIN / 4;

} // namespace

std::optional<FixedIIReduction>
FixedIIReduction::build(const Problem &P, int64_t II, const Deadline &Until,
                        bool *OutOfTime) {
  bool Late = false;
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  for (const Dependence &D : G.dependences())
    if (D.Src == D.Dst && D.Delay > D.Distance * II)
      return std::nullopt;
  FixedIIReduction R(P, II);
  R.W.Lo.assign(N, 0);
  R.W.Hi.assign(N, 0);
  R.Kept.assign(N, false);
  LimitedUses Limited(P);
  for (OpId V = 0; V < N; ++V)
    R.Kept[V] = !Limited.of(V).empty();
  Components C = components(G);
  R.Comps = std::move(C.List);
  R.CompOf = std::move(C.Of);
  R.Inner.resize(N);
  WeightedAdjacency InnerIn(N);
  for (const Dependence &D : G.dependences())
    if (D.Src != D.Dst && R.CompOf[D.Src] == R.CompOf[D.Dst]) {
      R.Inner[D.Src].push_back({D.Dst, D.Delay - D.Distance * II});
      InnerIn[D.Dst].push_back({D.Src, D.Delay - D.Distance * II});
    }
  // The component whose root is pinned at 0: the one keeping most ops.
  unsigned Pinned = ~0u, MostKept = 0;
  for (unsigned K = 0; K < R.Comps.size(); ++K) {
    unsigned Count = 0;
    for (OpId V : R.Comps[K])
      Count += R.Kept[V];
    if (Count > MostKept) {
      MostKept = Count;
      Pinned = K;
    }
  }
  std::vector<int64_t> From(N), To(N), Sep(N);
  // Longest paths from \p Root inside \p Ops, stopping at \p Stop ops.
  auto PathsFrom = [&](const WeightedAdjacency &Adj,
                       const std::vector<OpId> &Ops, OpId Root,
                       const std::vector<bool> *Stop,
                       std::vector<int64_t> &Dist) {
    for (OpId V : Ops)
      Dist[V] = Unreached;
    Dist[Root] = 0;
    return relaxLongestPaths(Adj, {Root}, Dist, Stop, &Until, &Late);
  };
  auto Stopped = [&] {
    if (OutOfTime)
      *OutOfTime = true;
    return std::nullopt;
  };
  for (unsigned K = 0; K < R.Comps.size(); ++K) {
    const std::vector<OpId> &Ops = R.Comps[K];
    OpId Root = Ops.front();
    for (OpId V : Ops)
      if (R.Kept[V]) {
        Root = V;
        break;
      }
    if (Ops.size() > 1 && (!PathsFrom(R.Inner, Ops, Root, nullptr, From) ||
                           !PathsFrom(InnerIn, Ops, Root, nullptr, To)))
      return Late ? Stopped()
                  : std::nullopt; // I below this component's recurrence bound.
    int64_t Top = K == Pinned ? 0 : II - 1;
    for (OpId V : Ops) {
      if (!R.Kept[V])
        continue;
      R.W.Lo[V] = Ops.size() > 1 ? From[V] : 0;
      R.W.Hi[V] = Ops.size() > 1 ? Top - To[V] : Top;
    }
    if (Ops.size() == 1)
      continue;
    for (OpId U : Ops) {
      if (!R.Kept[U])
        continue;
      PathsFrom(R.Inner, Ops, U, &R.Kept, Sep);
      if (Late || Until.passed())
        return Stopped();
      for (OpId V : Ops)
        if (V != U && R.Kept[V] && Sep[V] != Unreached)
          R.W.Edges.push_back({U, V, Sep[V]});
    }
  }
  return R;
}

std::vector<int64_t>
FixedIIReduction::schedule(const std::vector<int64_t> &Starts) const {
  const DependenceGraph &G = P->Graph;
  unsigned N = G.numOperations();
  std::vector<int64_t> Start(N, Unreached);
  for (const std::vector<OpId> &Ops : Comps) {
    // Inside a component: the least starts above the kept ops' (longest
    // paths from all of them at once, each from its own start), which meet
    // every edge and keep the kept starts. A component without kept ops
    // starts from its first op at 0.
    std::vector<OpId> Sources;
    for (OpId V : Ops)
      if (Kept[V]) {
        Start[V] = Starts[V];
        Sources.push_back(V);
      }
    if (Sources.empty()) {
      Start[Ops.front()] = 0;
      Sources.push_back(Ops.front());
    }
    relaxLongestPaths(Inner, Sources, Start);
  }
  // Between components, in topological order: shift by multiples of I.
  std::vector<std::vector<const Dependence *>> In(Comps.size());
  for (const Dependence &D : G.dependences())
    if (CompOf[D.Src] != CompOf[D.Dst])
      In[CompOf[D.Dst]].push_back(&D);
  for (unsigned K = 0; K < Comps.size(); ++K) {
    int64_t Need = 0;
    for (const Dependence *D : In[K])
      Need = std::max(Need, Start[D->Src] + D->Delay - D->Distance * II -
                                Start[D->Dst]);
    int64_t Shift = llvm::divideCeilSigned(Need, II) * II;
    for (OpId V : Comps[K])
      Start[V] += Shift;
  }
  return Start;
}

bool TimeIndexedProgram::propagateWindows(const DependenceGraph &G,
                                          const Deadline &Until) {
  // Afterwards every row below has both of its ends inside their windows.
  for (bool Changed = true; Changed;) {
    Changed = false;
    if (Until.passed()) {
      OutOfTime = true;
      return false;
    }
    for (const Separation &E : W.Edges) {
      if (W.Lo[E.Dst] < W.Lo[E.Src] + E.Min) {
        W.Lo[E.Dst] = W.Lo[E.Src] + E.Min;
        Changed = true;
      }
      if (W.Hi[E.Src] > W.Hi[E.Dst] - E.Min) {
        W.Hi[E.Src] = W.Hi[E.Dst] - E.Min;
        Changed = true;
      }
    }
    for (OpId V = 0; V < G.numOperations(); ++V)
      if (W.Lo[V] > W.Hi[V]) {
        // Empty window: a program with one contradictory row.
        M.addRow({{M.addBinary("empty_" + G.op(V).Name), 1}},
                 MILP::Sense::GreaterEq, 2);
        Infeasible = true;
        return false;
      }
  }
  return true;
}

bool TimeIndexedProgram::addStepVariables(unsigned N, const Deadline &Until) {
  Z.resize(N);
  for (OpId V = 0; V < N; ++V)
    for (int64_t T = W.Lo[V]; T < W.Hi[V]; ++T) {
      if (late(Until))
        return false;
      Z[V].push_back(
          M.addBinary("z_" + std::to_string(V) + "_" + std::to_string(T)));
      if (Z[V].size() > 1)
        M.addRow({{Z[V][Z[V].size() - 2], 1}, {Z[V].back(), -1}},
                 MILP::Sense::LessEq, 0);
    }
  return true;
}

int TimeIndexedProgram::step(OpId V, int64_t T) const {
  if (T < W.Lo[V])
    return -2; // 0
  if (T >= W.Hi[V])
    return -1; // 1
  return Z[V][T - W.Lo[V]];
}

bool TimeIndexedProgram::addSeparationRows(const Deadline &Until) {
  for (const Separation &E : W.Edges)
    for (int64_t T = W.Lo[E.Dst]; T < W.Hi[E.Dst]; ++T) {
      if (late(Until))
        return false;
      int U = step(E.Src, T - E.Min);
      if (U == -1)
        continue;
      // Arc consistency keeps T - Min >= Lo(src), so U is a variable.
      M.addRow({{step(E.Dst, T), 1}, {U, -1}}, MILP::Sense::LessEq, 0);
    }
  return true;
}

namespace {
/// The resource rows being summed: per (unit, residue) the coefficients of
/// the step variables and the constant part, and each limited unit's
/// capacity.
struct ResourceSums {
  std::map<std::pair<std::string, int64_t>, std::map<int, double>> Rows;
  std::map<std::pair<std::string, int64_t>, double> Const;
  std::map<std::string, int64_t> Cap;
};

/// Adds the rows of \p Sums to \p M: sum <= capacity - constant; a row
/// left without variables that is already overfull becomes a contradictory
/// one. Returns whether any was.
bool emitResourceRows(MILP &M, ResourceSums &Sums) {
  bool Overfull = false;
  for (auto &[Key, Terms] : Sums.Rows) {
    std::vector<MILP::Term> Row;
    for (auto [Var, Coef] : Terms)
      if (Coef != 0)
        Row.push_back({Var, Coef});
    double Rhs = double(Sums.Cap[Key.first]) - Sums.Const[Key];
    if (Row.empty()) {
      if (Rhs < 0) {
        M.addRow({{M.addBinary("overfull"), 1}}, MILP::Sense::GreaterEq, 2);
        Overfull = true;
      }
      continue;
    }
    M.addRow(std::move(Row), MILP::Sense::LessEq, Rhs);
  }
  for (auto &[Key, C] : Sums.Const)
    if (!Sums.Rows.count(Key) && C > Sums.Cap[Key.first]) {
      M.addRow({{M.addBinary("overfull"), 1}}, MILP::Sense::GreaterEq, 2);
      Overfull = true;
    }
  return Overfull;
}
} // namespace

bool TimeIndexedProgram::addResourceRows(const Problem &P, int64_t II,
                                         const Deadline &Until) {
  // x(v,t) = z(v,t) - z(v,t-1) starts v at t.
  const DependenceGraph &G = P.Graph;
  ResourceSums Sums;
  for (const FunctionalUnit &U : P.Units)
    if (!U.isUnlimited())
      Sums.Cap[U.Name] = U.Capacity;
  for (OpId V = 0; V < G.numOperations(); ++V)
    for (const UnitUse &Use : G.op(V).Reservation.Uses) {
      if (!Sums.Cap.count(Use.Unit) || Use.Count == 0)
        continue;
      for (int64_t T = W.Lo[V]; T <= W.Hi[V]; ++T) {
        if (late(Until))
          return false;
        auto Key = std::make_pair(Use.Unit, reservedResidue(T, Use, II));
        for (auto [Var, Sign] : {std::make_pair(step(V, T), 1.0),
                                 std::make_pair(step(V, T - 1), -1.0)}) {
          if (Var == -1)
            Sums.Const[Key] += Sign * Use.Count;
          else if (Var >= 0)
            Sums.Rows[Key][Var] += Sign * Use.Count;
        }
      }
    }
  if (emitResourceRows(M, Sums))
    Infeasible = true;
  return true;
}

uint64_t TimeIndexedProgram::stepVariableCount() const {
  uint64_t Count = 0;
  for (size_t V = 0; V < W.Lo.size(); ++V)
    Count += uint64_t(std::max<int64_t>(0, W.Hi[V] - W.Lo[V]));
  return Count;
}

bool TimeIndexedProgram::rowWithoutVariablesOverfull(const Problem &P,
                                                     int64_t II) const {
  LimitedUses Uses(P);
  unsigned NumUnits = Uses.numUnits();
  // At I = 1 an op's terms telescope to its count: every row is a constant.
  if (II == 1) {
    std::vector<uint64_t> Total(NumUnits, 0);
    for (OpId V = 0; V < Uses.numOps(); ++V)
      for (const LimitedUse &U : Uses.of(V))
        Total[U.Unit] += U.Count;
    for (unsigned Unit = 0; Unit < NumUnits; ++Unit)
      if (Total[Unit] > Uses.capacity(Unit))
        return true;
    return false;
  }
  // At I >= 2 an op with Lo < Hi has a variable at every residue its window
  // reaches (z(v,t) or z(v,t-1)); the ops with Lo = Hi add constants.
  std::vector<std::vector<uint64_t>> Fixed(NumUnits,
                                           std::vector<uint64_t>(II, 0));
  std::vector<std::vector<bool>> Reached(NumUnits,
                                         std::vector<bool>(II, false));
  for (OpId V = 0; V < Uses.numOps(); ++V)
    for (const LimitedUse &U : Uses.of(V)) {
      if (W.Lo[V] == W.Hi[V]) {
        Fixed[U.Unit][llvm::mod(W.Lo[V] + int64_t(U.Cycle), II)] += U.Count;
        continue;
      }
      int64_t Last = std::min(W.Hi[V], W.Lo[V] + II - 1);
      for (int64_t T = W.Lo[V]; T <= Last; ++T)
        Reached[U.Unit][llvm::mod(T + int64_t(U.Cycle), II)] = true;
    }
  for (unsigned Unit = 0; Unit < NumUnits; ++Unit)
    for (int64_t R = 0; R < II; ++R)
      if (!Reached[Unit][R] && Fixed[Unit][R] > Uses.capacity(Unit))
        return true;
  return false;
}

/// The program in its parts: window propagation, the size check, the step
/// variables, the separation rows, the resource rows; each part stops when
/// \p Until passes.
TimeIndexedProgram::TimeIndexedProgram(const Problem &P, int64_t II,
                                       TimeWindows Windows,
                                       const Deadline &Until,
                                       unsigned MaxVariables)
    : W(std::move(Windows)) {
  if (!propagateWindows(P.Graph, Until))
    return;
  // Over the cap nothing is built, but what the finished program would
  // show without a solver still decides: an empty window (above) or an
  // overfull row without variables.
  if (MaxVariables && stepVariableCount() > MaxVariables) {
    TooLarge = true;
    Infeasible = rowWithoutVariablesOverfull(P, II);
    return;
  }
  if (addStepVariables(P.Graph.numOperations(), Until) &&
      addSeparationRows(Until))
    addResourceRows(P, II, Until);
}

std::vector<int64_t>
TimeIndexedProgram::starts(const std::vector<double> &Values) const {
  std::vector<int64_t> S(W.Lo.size());
  for (OpId V = 0; V < S.size(); ++V) {
    S[V] = W.Hi[V];
    for (size_t K = 0; K < Z[V].size(); ++K)
      if (Values[Z[V][K]] > 0.5) {
        S[V] = W.Lo[V] + int64_t(K);
        break;
      }
  }
  return S;
}
