//===- Legalize.cpp - From rounded Gaussian means to a legal schedule -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// GauS rounds mu and then corrects the few ops that still break a hard
/// constraint (the paper's Appendix A heuristic, whose text we could not
/// read; this is our own, documented in docs/gaus.md):
///  - acyclic (II = 0): list scheduling in topological order with the
///    rounded means as priorities and as release times, each op placed at
///    the first step >= max(target, ready) where its whole reservation fits;
///  - modulo (II > 0): a fixed-point iteration on lower bounds lb (starting
///    at the targets): relax every edge (lb_v >= lb_u + delay - k*II; no
///    convergence within |V| passes means a positive cycle, II < RecMII),
///    place ops by increasing lb into a modulo reservation table at the
///    first of II consecutive steps that fits, then raise lb of every op
///    whose incoming edge the placement broke, and repeat until no edge
///    breaks. Lower bounds only grow, so the iteration either reaches a
///    fixed point (a legal schedule) or runs out of the horizon or rounds.
/// In Release mode both only ever move ops later than their targets. In
/// Priority mode (acyclic only) the targets order the ready list but ops may
/// also move earlier: plain list scheduling with GauS's means as priorities.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/Legalize.h"

#include "twill/Analysis/Bounds.h"
#include "twill/Model/ModuloReservation.h"

#include <algorithm>
#include <map>
#include <queue>

using namespace twill;

namespace {

/// The per-step view of the limited units, for the acyclic legaliser and
/// the justification: an op started at s holds, for each use, its
/// instances at step s + row, with no fold. The uses of LimitedUses are
/// summed per (unit, row), so that an op's rows on one unit at one step
/// count together. The table covers the steps from -base on and grows as
/// ops are placed later.
class StepTable {
public:
  /// The limited units of \p P at capacities \p Caps (P.Units order,
  /// negative: unlimited), and an empty table from step 0 on.
  StepTable(const Problem &P, const std::vector<int64_t> &Caps);

  /// Whether every op fits alone: none of its summed uses exceeds the
  /// capacity of the unit.
  bool ownUsesFit() const;

  /// One past the last row at which \p V holds a limited unit (0: none).
  int64_t reach(OpId V) const;

  /// Empties the table, which then covers the steps from -\p Base on.
  void clear(int64_t Base);

  /// Whether \p V started at \p Start fits next to what is placed.
  bool fits(OpId V, int64_t Start) const;

  /// Adds \p V's uses when started at \p Start.
  void reserve(OpId V, int64_t Start);

private:
  /// One op's instances of a limited unit at one row, all uses summed.
  struct StepUse {
    unsigned Unit;
    int64_t Row;
    uint64_t Count;
  };

  LimitedUses Uses;
  std::vector<std::vector<StepUse>> Summed;
  /// Held[unit][base + step]: instances held.
  std::vector<std::vector<uint64_t>> Held;
  int64_t Base = 0;
};

StepTable::StepTable(const Problem &P, const std::vector<int64_t> &Caps)
    : Uses(P, Caps), Summed(Uses.numOps()), Held(Uses.numUnits()) {
  for (OpId V = 0; V < Uses.numOps(); ++V) {
    std::map<std::pair<unsigned, int64_t>, uint64_t> Sum;
    for (const LimitedUse &U : Uses.of(V))
      Sum[{U.Unit, int64_t(U.Cycle)}] += U.Count;
    for (auto &[Key, Count] : Sum)
      Summed[V].push_back({Key.first, Key.second, Count});
  }
}

bool StepTable::ownUsesFit() const {
  for (const std::vector<StepUse> &Op : Summed)
    for (const StepUse &U : Op)
      if (U.Count > Uses.capacity(U.Unit))
        return false;
  return true;
}

int64_t StepTable::reach(OpId V) const {
  int64_t Reach = 0;
  for (const StepUse &U : Summed[V])
    Reach = std::max(Reach, U.Row + 1);
  return Reach;
}

void StepTable::clear(int64_t NewBase) {
  Base = NewBase;
  for (std::vector<uint64_t> &Row : Held)
    Row.clear();
}

bool StepTable::fits(OpId V, int64_t Start) const {
  for (const StepUse &U : Summed[V]) {
    const std::vector<uint64_t> &Row = Held[U.Unit];
    size_t At = size_t(Start + U.Row + Base);
    if ((At < Row.size() ? Row[At] : 0) + U.Count > Uses.capacity(U.Unit))
      return false;
  }
  return true;
}

void StepTable::reserve(OpId V, int64_t Start) {
  for (const StepUse &U : Summed[V]) {
    std::vector<uint64_t> &Row = Held[U.Unit];
    size_t At = size_t(Start + U.Row + Base);
    if (Row.size() <= At)
      Row.resize(At + 1, 0);
    Row[At] += U.Count;
  }
}

/// A successor or predecessor through a distance-0 edge, with its delay.
using Arc = std::pair<OpId, int64_t>;

/// The distance-0 edges of \p G as successor lists.
std::vector<std::vector<Arc>> intraSuccessors(const DependenceGraph &G) {
  std::vector<std::vector<Arc>> Out(G.numOperations());
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0)
      Out[E.Src].push_back({E.Dst, E.Delay});
  return Out;
}

/// The distance-0 edges of \p G as predecessor lists.
std::vector<std::vector<Arc>> intraPredecessors(const DependenceGraph &G) {
  std::vector<std::vector<Arc>> In(G.numOperations());
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0)
      In[E.Dst].push_back({E.Src, E.Delay});
  return In;
}

/// List scheduling of one acyclic iteration (the file comment): ready ops
/// by increasing target, each at the first step from its release (the
/// ready time, and the target in Release mode) where it fits.
std::optional<std::vector<int64_t>>
legalizeAcyclic(const Problem &P, const std::vector<int64_t> &Target,
                int64_t D, const std::vector<int64_t> &Caps, bool Release) {
  const unsigned N = P.Graph.numOperations();
  StepTable Table(P, Caps);
  if (!Table.ownUsesFit())
    return std::nullopt; // Can never fit.
  std::vector<std::vector<Arc>> Out = intraSuccessors(P.Graph);
  std::vector<unsigned> InDeg(N, 0);
  for (OpId V = 0; V < N; ++V)
    for (auto [W, Delay] : Out[V])
      ++InDeg[W];
  std::vector<int64_t> Ready(N, 0), Start(N, -1);
  using Item = std::pair<int64_t, OpId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> Q;
  for (OpId V = 0; V < N; ++V)
    if (InDeg[V] == 0)
      Q.push({Target[V], V});
  unsigned Placed = 0;
  while (!Q.empty()) {
    OpId V = Q.top().second;
    Q.pop();
    int64_t T = std::max<int64_t>(Ready[V], 0);
    if (Release)
      T = std::max(T, Target[V]);
    while (!Table.fits(V, T))
      ++T;
    Start[V] = T;
    ++Placed;
    Table.reserve(V, T);
    for (auto [W, Delay] : Out[V]) {
      Ready[W] = std::max(Ready[W], T + Delay);
      if (--InDeg[W] == 0)
        Q.push({Release ? std::max(Target[W], Ready[W]) : Target[W], W});
    }
  }
  if (Placed != N)
    return std::nullopt; // A distance-0 cycle.
  if (N > 0 && *std::max_element(Start.begin(), Start.end()) > D - 1)
    return std::nullopt;
  return Start;
}

/// The modulo legaliser's fixed-point iteration on lower bounds (the file
/// comment). run() reads as the recipe: relax the bounds, place the ops
/// into a modulo reservation table, raise the bounds the placement broke,
/// until nothing breaks.
class ModuloLegalizer {
public:
  /// \p Target are the wanted starts; \p Caps the capacities (P.Units
  /// order, negative: unlimited).
  ModuloLegalizer(const Problem &P, const std::vector<int64_t> &Target,
                  int64_t II, int64_t D, const std::vector<int64_t> &Caps);

  /// A legal schedule with starts in [0, D), or nullopt.
  std::optional<std::vector<int64_t>> run();

private:
  /// An edge u -> v as the constraint s_v >= s_u + C, C = delay - k * II.
  struct Edge {
    OpId U, V;
    int64_t C;
  };

  /// Longest-path relaxation of the lower bounds; false on a positive
  /// cycle (II is below RecMII).
  bool relaxBounds();
  /// Whether the spread of the lower bounds fits the horizon.
  bool boundsFitHorizon() const;
  /// Places every op by increasing lower bound at the first of II steps
  /// from its earliest start that fits the table; false when one fits at
  /// none.
  bool place();
  /// Raises the bound of every op whose incoming edge the placement broke;
  /// whether any did.
  bool raiseBrokenBounds();
  /// The placed starts, shifted into [0, D) when they fit its length.
  std::optional<std::vector<int64_t>> shiftedIntoHorizon();

  const int64_t II, D;
  const unsigned N;
  LimitedUses Uses;
  std::vector<Edge> Edges;
  /// Incoming edges of each op, by index into Edges.
  std::vector<std::vector<unsigned>> In;
  std::vector<int64_t> LB, Start;
  std::vector<char> Placed;
};

ModuloLegalizer::ModuloLegalizer(const Problem &P,
                                 const std::vector<int64_t> &Target, int64_t II,
                                 int64_t D, const std::vector<int64_t> &Caps)
    : II(II), D(D), N(P.Graph.numOperations()), Uses(P, Caps), In(N), LB(N),
      Start(N, 0), Placed(N) {
  for (const Dependence &Dp : P.Graph.dependences()) {
    In[Dp.Dst].push_back(Edges.size());
    Edges.push_back({Dp.Src, Dp.Dst, Dp.Delay - Dp.Distance * II});
  }
  for (OpId V = 0; V < N; ++V)
    LB[V] = std::max<int64_t>(Target[V], 0);
}

std::optional<std::vector<int64_t>> ModuloLegalizer::run() {
  if (!Uses.ownUsesFit(II))
    return std::nullopt;
  const unsigned MaxRounds = 64 + N / 8;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    if (!relaxBounds() || !boundsFitHorizon() || !place())
      return std::nullopt;
    if (!raiseBrokenBounds())
      return shiftedIntoHorizon();
    // Keep the placed starts as bounds too, so the next round does not undo
    // what resources forced (this is what makes the bounds monotone).
    for (OpId V = 0; V < N; ++V)
      LB[V] = std::max(LB[V], Start[V]);
  }
  return std::nullopt;
}

bool ModuloLegalizer::relaxBounds() {
  bool Changed = true;
  for (unsigned Pass = 0; Changed; ++Pass) {
    if (Pass > N + 1)
      return false;
    Changed = false;
    for (const Edge &E : Edges)
      if (LB[E.V] < LB[E.U] + E.C) {
        LB[E.V] = LB[E.U] + E.C;
        Changed = true;
      }
  }
  return true;
}

bool ModuloLegalizer::boundsFitHorizon() const {
  int64_t Min = *std::min_element(LB.begin(), LB.end());
  int64_t Max = *std::max_element(LB.begin(), LB.end());
  return Max - Min <= D - 1;
}

bool ModuloLegalizer::place() {
  std::vector<OpId> Order(N);
  for (OpId V = 0; V < N; ++V)
    Order[V] = V;
  std::sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
    return LB[A] != LB[B] ? LB[A] < LB[B] : A < B;
  });
  ModuloReservationTable MRT(Uses, II);
  std::fill(Placed.begin(), Placed.end(), 0);
  for (OpId V : Order) {
    int64_t T = LB[V];
    for (unsigned K : In[V])
      if (Placed[Edges[K].U])
        T = std::max(T, Start[Edges[K].U] + Edges[K].C);
    int64_t Try = T;
    while (Try < T + II && !MRT.fits(V, Try))
      ++Try;
    if (Try == T + II)
      return false; // The table is full for this op at every slot.
    Start[V] = Try;
    Placed[V] = 1;
    MRT.reserve(V, Try);
  }
  return true;
}

bool ModuloLegalizer::raiseBrokenBounds() {
  bool Broken = false;
  for (const Edge &E : Edges)
    if (Start[E.V] < Start[E.U] + E.C) {
      LB[E.V] = std::max(LB[E.V], Start[E.U] + E.C);
      Broken = true;
    }
  return Broken;
}

std::optional<std::vector<int64_t>> ModuloLegalizer::shiftedIntoHorizon() {
  // Every start shifted by the same amount keeps all constraints.
  int64_t Lo = *std::min_element(Start.begin(), Start.end());
  int64_t Hi = *std::max_element(Start.begin(), Start.end());
  if (Hi - Lo > D - 1)
    return std::nullopt;
  if (Lo < 0 || Hi > D - 1)
    for (int64_t &S : Start)
      S -= Lo;
  return Start;
}

} // namespace

std::vector<int64_t> twill::unitCapacities(const Problem &P) {
  std::vector<int64_t> Caps;
  for (const FunctionalUnit &U : P.Units)
    Caps.push_back(U.Capacity);
  return Caps;
}

std::optional<std::vector<int64_t>>
twill::legalizeSchedule(const Problem &P, const std::vector<int64_t> &Target,
                        int64_t II, int64_t D,
                        const std::vector<int64_t> &Caps, LegalizeMode Mode) {
  if (Target.size() != P.Graph.numOperations() || D < 1)
    return std::nullopt;
  if (P.Graph.numOperations() == 0)
    return std::vector<int64_t>();
  return II > 0 ? ModuloLegalizer(P, Target, II, D, Caps).run()
                : legalizeAcyclic(P, Target, D, Caps,
                                  Mode == LegalizeMode::Release);
}

std::optional<std::vector<int64_t>>
twill::listSchedule(const Problem &P, const std::vector<int64_t> &Caps) {
  const int64_t Big = int64_t(1) << 30;
  auto CP = computeCriticalPathLength(P.Graph, Big);
  if (!CP) {
    llvm::consumeError(CP.takeError());
    return std::nullopt;
  }
  auto ALAP = computeALAP(P.Graph, Big, *CP);
  if (!ALAP) {
    llvm::consumeError(ALAP.takeError());
    return std::nullopt;
  }
  return legalizeSchedule(P, *ALAP, 0, Big, Caps, LegalizeMode::Priority);
}

namespace {

/// Forward-backward justification of acyclic schedules of one problem
/// (justifySchedule()): each round right-justifies the current schedule
/// against its makespan, then left-justifies the result; the rounds go on
/// while the makespan shrinks.
class Justifier {
public:
  /// The distance-0 edges and limited units (capacities \p Caps) of \p P,
  /// and its ops ranked.
  Justifier(const Problem &P, const std::vector<int64_t> &Caps);

  /// Whether the distance-0 edges are acyclic (else nothing is justified).
  bool ranked() const { return Ranked; }

  /// The shortest schedule of at most \p MaxRounds rounds from \p Start
  /// (legal), or \p Start when no round shortens it.
  std::vector<int64_t> run(const std::vector<int64_t> &Start,
                           unsigned MaxRounds);

private:
  /// Numbers the ops in a topological order of the distance-0 edges
  /// (Kahn's), which breaks ties between equal starts (delay-0 edges).
  void rankTopologically();
  /// The last finish of \p S: max over ops of start + cycles.
  int64_t makespan(const std::vector<int64_t> &S) const;
  /// The ops by \p S, ties broken by rank; decreasing when \p Latest.
  std::vector<OpId> orderBy(const std::vector<int64_t> &S, bool Latest) const;
  /// The backward pass: in decreasing order of \p Cur, every op at its
  /// latest start that finishes by \p Cur's makespan, precedes its placed
  /// successors and fits.
  std::vector<int64_t> rightJustify(const std::vector<int64_t> &Cur);
  /// The forward pass: in increasing order of \p Right, every op at its
  /// earliest start from 0 after its placed predecessors that fits.
  std::vector<int64_t> leftJustify(const std::vector<int64_t> &Right);

  const unsigned N;
  StepTable Table;
  std::vector<std::vector<Arc>> In, Out;
  /// Each op's cycles (at least one), and the sum over ops of the steps
  /// each spans (cycles or its last limited row), which bounds how far
  /// before 0 a right-justified op may start.
  std::vector<int64_t> Len;
  int64_t Extent = 0;
  std::vector<unsigned> Rank;
  bool Ranked = false;
};

Justifier::Justifier(const Problem &P, const std::vector<int64_t> &Caps)
    : N(P.Graph.numOperations()), Table(P, Caps),
      In(intraPredecessors(P.Graph)), Out(intraSuccessors(P.Graph)), Len(N),
      Rank(N, 0) {
  for (OpId V = 0; V < N; ++V) {
    Len[V] = std::max<int64_t>(P.Graph.op(V).cycles(), 1);
    Extent += std::max(Len[V], Table.reach(V));
  }
  rankTopologically();
}

void Justifier::rankTopologically() {
  std::vector<unsigned> InDeg(N, 0);
  for (OpId V = 0; V < N; ++V)
    InDeg[V] = In[V].size();
  std::vector<OpId> Work;
  for (OpId V = 0; V < N; ++V)
    if (InDeg[V] == 0)
      Work.push_back(V);
  for (unsigned I = 0; I < Work.size(); ++I) {
    Rank[Work[I]] = I;
    for (auto [W, Delay] : Out[Work[I]])
      if (--InDeg[W] == 0)
        Work.push_back(W);
  }
  Ranked = Work.size() == N;
}

int64_t Justifier::makespan(const std::vector<int64_t> &S) const {
  int64_t L = 0;
  for (OpId V = 0; V < N; ++V)
    L = std::max(L, S[V] + Len[V]);
  return L;
}

std::vector<OpId> Justifier::orderBy(const std::vector<int64_t> &S,
                                     bool Latest) const {
  std::vector<OpId> Order(N);
  for (OpId V = 0; V < N; ++V)
    Order[V] = V;
  // Ranks differ, so this is a strict total order: the result does not
  // depend on the order sorted from.
  std::sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
    if (S[A] != S[B])
      return Latest ? S[A] > S[B] : S[A] < S[B];
    return Latest ? Rank[A] > Rank[B] : Rank[A] < Rank[B];
  });
  return Order;
}

std::vector<int64_t> Justifier::rightJustify(const std::vector<int64_t> &Cur) {
  const int64_t L = makespan(Cur);
  std::vector<int64_t> Right(N);
  for (OpId V : orderBy(Cur, /*Latest=*/true)) {
    int64_t T = L - Len[V];
    for (auto [W, Delay] : Out[V])
      T = std::min(T, Right[W] - Delay);
    while (!Table.fits(V, T))
      --T;
    Right[V] = T;
    Table.reserve(V, T);
  }
  return Right;
}

std::vector<int64_t> Justifier::leftJustify(const std::vector<int64_t> &Right) {
  std::vector<int64_t> Left(N);
  for (OpId V : orderBy(Right, /*Latest=*/false)) {
    int64_t T = 0;
    for (auto [U, Delay] : In[V])
      T = std::max(T, Left[U] + Delay);
    while (!Table.fits(V, T))
      ++T;
    Left[V] = T;
    Table.reserve(V, T);
  }
  return Left;
}

std::vector<int64_t> Justifier::run(const std::vector<int64_t> &Start,
                                    unsigned MaxRounds) {
  // Time t lives at index t + Base of the table, so a right-justified op
  // may start before 0 (the schedule is shifted back afterwards).
  const int64_t Base = Extent + makespan(Start) + 1;
  std::vector<int64_t> Best = Start, Cur = Start;
  int64_t BestL = makespan(Start);
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    Table.clear(Base);
    std::vector<int64_t> Right = rightJustify(Cur);
    Table.clear(Base);
    Cur = leftJustify(Right);
    int64_t NewL = makespan(Cur);
    if (NewL >= BestL)
      break;
    Best = Cur;
    BestL = NewL;
  }
  return Best;
}

} // namespace

std::vector<int64_t> twill::justifySchedule(const Problem &P,
                                            const std::vector<int64_t> &Start,
                                            const std::vector<int64_t> &Caps,
                                            unsigned MaxRounds) {
  const unsigned N = P.Graph.numOperations();
  if (N == 0 || Start.size() != N)
    return Start;
  Justifier J(P, Caps);
  if (!J.ranked())
    return Start; // A distance-0 cycle: nothing to justify.
  return J.run(Start, MaxRounds);
}
