//===- Bounds.cpp - Lower bounds on the initiation interval ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ResMII, RecMII (exact, integer, per strongly connected component) and
/// ASAP/ALAP. Longest paths use a queue-based Bellman-Ford; a node queued
/// more than N times proves a positive cycle.
///
//===----------------------------------------------------------------------===//

#include "twill/Analysis/Bounds.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <tuple>

using namespace twill;

int64_t twill::computeResMII(const Problem &P, std::string *CriticalUnit) {
  llvm::StringMap<uint64_t> Demand;
  for (const Operation &Op : P.Graph.operations())
    for (const UnitUse &U : Op.Reservation.Uses)
      Demand[U.Unit] += U.Count;
  int64_t Best = 1;
  std::string BestUnit;
  for (const FunctionalUnit &U : P.Units) {
    if (U.isUnlimited() || U.Capacity == 0)
      continue;
    auto It = Demand.find(U.Name);
    if (It == Demand.end())
      continue;
    int64_t Bound = int64_t((It->second + U.Capacity - 1) / U.Capacity);
    if (Bound > Best || (Bound == Best && BestUnit.empty() && Bound > 1)) {
      Best = Bound;
      BestUnit = U.Name;
    }
  }
  if (CriticalUnit)
    *CriticalUnit = BestUnit;
  return Best;
}

bool twill::relaxLongestPaths(const WeightedAdjacency &Adj,
                              llvm::ArrayRef<OpId> Sources,
                              std::vector<int64_t> &Dist,
                              const std::vector<bool> *Stop,
                              const Deadline *Until, bool *OutOfTime) {
  unsigned Steps = 0;
  unsigned N = Adj.size();
  std::vector<unsigned> Queued(N, 0);
  std::vector<bool> InQueue(N, false), Source(N, false);
  std::deque<OpId> Queue;
  for (OpId V : Sources) {
    Source[V] = true;
    if (!InQueue[V]) {
      InQueue[V] = true;
      Queue.push_back(V);
    }
  }
  while (!Queue.empty()) {
    if (Until && Until->passedEvery(Steps)) {
      if (OutOfTime)
        *OutOfTime = true;
      return false;
    }
    OpId V = Queue.front();
    Queue.pop_front();
    InQueue[V] = false;
    if (Stop && (*Stop)[V] && !Source[V])
      continue;
    for (auto [W, Weight] : Adj[V]) {
      if (Dist[V] + Weight <= Dist[W])
        continue;
      Dist[W] = Dist[V] + Weight;
      if (!InQueue[W]) {
        if (++Queued[W] > N)
          return false;
        InQueue[W] = true;
        Queue.push_back(W);
      }
    }
  }
  return true;
}

namespace {

/// Longest paths from a virtual source joined to every node with weight
/// \p Init[v], over edges weighted delay - distance * II (reversed when
/// \p Reverse). Returns false on a positive cycle.
bool longestPaths(const DependenceGraph &G, int64_t II, bool Reverse,
                  std::vector<int64_t> &Dist, const Deadline *Until = nullptr,
                  bool *OutOfTime = nullptr) {
  unsigned N = G.numOperations();
  // The edges leaving V in the direction of the walk, and their far ends.
  auto Forward = [&](OpId V) {
    return Reverse ? G.incoming(V) : G.outgoing(V);
  };
  auto Backward = [&](OpId V) {
    return Reverse ? G.outgoing(V) : G.incoming(V);
  };
  auto Far = [&](DepId E) {
    const Dependence &D = G.dep(E);
    return Reverse ? D.Src : D.Dst;
  };
  auto Weight = [&](DepId E) {
    const Dependence &D = G.dep(E);
    return D.Delay - D.Distance * II;
  };
  // Acyclic (as on every DAG): one pass in topological order, linear in
  // the edges. The label-correcting relaxation below needs no order but
  // can relax a node once per path into it, which on a reversed 1M-edge
  // DAG (ALAP) took minutes.
  std::vector<unsigned> InDegree(N, 0);
  for (OpId V = 0; V < N; ++V)
    InDegree[V] = Backward(V).size();
  std::vector<OpId> Order;
  Order.reserve(N);
  for (OpId V = 0; V < N; ++V)
    if (InDegree[V] == 0)
      Order.push_back(V);
  for (size_t I = 0; I < Order.size(); ++I)
    for (DepId E : Forward(Order[I]))
      if (--InDegree[Far(E)] == 0)
        Order.push_back(Far(E));
  if (Order.size() == N) {
    for (OpId V : Order)
      for (DepId E : Forward(V))
        Dist[Far(E)] = std::max(Dist[Far(E)], Dist[V] + Weight(E));
    return true;
  }
  WeightedAdjacency Adj(N);
  for (OpId V = 0; V < N; ++V)
    for (DepId E : Forward(V))
      Adj[V].push_back({Far(E), Weight(E)});
  std::vector<OpId> All(N);
  for (OpId V = 0; V < N; ++V)
    All[V] = V;
  return relaxLongestPaths(Adj, All, Dist, nullptr, Until, OutOfTime);
}

llvm::Error outOfTimeError() {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "the deadline passed");
}
} // namespace

namespace {
/// One strongly connected component of a dependence graph with a cycle (of
/// several ops, or one op with a self-edge): its edges, in local ids.
struct CyclicComponent {
  unsigned Size = 0;
  struct Edge {
    OpId Src, Dst;
    int64_t Delay, Distance;
  };
  std::vector<Edge> Edges;
  /// The positive delays of Edges summed: a simple cycle's delays sum to
  /// less than 1 + DelaySum, so every I from there on is feasible when each
  /// cycle carries a distance of at least 1.
  int64_t DelaySum = 0;

  /// Whether no cycle of the component has positive weight at \p II
  /// (queue-based Bellman-Ford from every op, as feasibleAt).
  bool feasibleAt(int64_t II, const Deadline &Until, bool &OutOfTime) const {
    WeightedAdjacency Adj(Size);
    for (const Edge &E : Edges)
      Adj[E.Src].push_back({E.Dst, E.Delay - E.Distance * II});
    std::vector<OpId> All(Size);
    for (OpId V = 0; V < Size; ++V)
      All[V] = V;
    std::vector<int64_t> Dist(Size, 0);
    return relaxLongestPaths(Adj, All, Dist, nullptr, &Until, &OutOfTime);
  }
};

/// The components of \p G that hold a cycle. Every cycle of G lies within
/// one strongly connected component, so G has a positive cycle at I exactly
/// when one of these does.
std::vector<CyclicComponent> cyclicComponents(const DependenceGraph &G) {
  std::vector<CyclicComponent> Out;
  std::vector<unsigned> Local(G.numOperations(), 0),
      Comp(G.numOperations(), ~0u);
  for (auto It = llvm::scc_begin(&G); !It.isAtEnd(); ++It) {
    if ((*It).front()->isEntry() || !It.hasCycle())
      continue;
    CyclicComponent C;
    for (const DependenceGraph::Node *N : *It) {
      Comp[N->Id] = Out.size();
      Local[N->Id] = C.Size++;
    }
    Out.push_back(std::move(C));
  }
  for (const Dependence &D : G.dependences())
    if (Comp[D.Src] != ~0u && Comp[D.Src] == Comp[D.Dst])
      Out[Comp[D.Src]].Edges.push_back(
          {Local[D.Src], Local[D.Dst], D.Delay, D.Distance});
  // Of the edges with one source, destination and distance, the longest
  // delay implies the others at every I (a loop's graph holds many such:
  // each pair of memory accesses in order, each carried over a barrier).
  using Edge = CyclicComponent::Edge;
  for (CyclicComponent &C : Out) {
    llvm::sort(C.Edges, [](const Edge &A, const Edge &B) {
      return std::tie(A.Src, A.Dst, A.Distance, B.Delay) <
             std::tie(B.Src, B.Dst, B.Distance, A.Delay);
    });
    C.Edges.erase(std::unique(C.Edges.begin(), C.Edges.end(),
                              [](const Edge &A, const Edge &B) {
                                return A.Src == B.Src && A.Dst == B.Dst &&
                                       A.Distance == B.Distance;
                              }),
                  C.Edges.end());
    for (const Edge &E : C.Edges)
      C.DelaySum += std::max<int64_t>(E.Delay, 0);
  }
  return Out;
}
} // namespace

llvm::Expected<int64_t> twill::computeRecMII(const DependenceGraph &G,
                                             bool *HasRecurrence,
                                             const Deadline &Until,
                                             bool *Exact) {
  if (Exact)
    *Exact = true;
  bool OutOfTime = false;
  // Any I at least the sum of all positive delays is feasible when every
  // cycle has distance >= 1: a cycle's delays sum to at most that.
  int64_t Hi = 1;
  bool AnyCarried = false;
  for (const Dependence &D : G.dependences()) {
    Hi += std::max<int64_t>(D.Delay, 0);
    AnyCarried |= D.Distance > 0;
  }
  // Every cycle lies within one strongly connected component, so each
  // component with a cycle is searched on its own edges (a recurrence of a
  // few ops in a body of a thousand costs its own size per Bellman-Ford,
  // not the body's), and RecMII is the largest of their least I: the same
  // answer as the search on the whole graph, since feasibility is monotone
  // in I for each.
  std::vector<CyclicComponent> Comps = cyclicComponents(G);
  if (HasRecurrence)
    *HasRecurrence = !Comps.empty();
  OutOfTime = Until.passed();
  for (const CyclicComponent &C : Comps) {
    if (OutOfTime)
      break;
    if (!C.feasibleAt(Hi, Until, OutOfTime) && !OutOfTime)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "no initiation interval is feasible: a dependence cycle with total "
          "distance 0 has positive delay");
  }
  if (!AnyCarried)
    return 1; // Only distance-0 edges: acyclic after check().
  // Out of time: Lo + 1 is still a lower bound (I = Lo was refuted, or
  // Lo = 0), just not the exact RecMII.
  auto Partial = [&](int64_t Lo) {
    if (Exact)
      *Exact = false;
    return Lo + 1;
  };
  if (OutOfTime)
    return Partial(0);
  // Invariant per component: infeasible at Lo, feasible at CHi. Best - 1
  // is refuted for the whole graph (or 0).
  int64_t Best = 1;
  for (const CyclicComponent &C : Comps) {
    int64_t Lo = Best, CHi = std::max(Lo + 1, std::min(Hi, 1 + C.DelaySum));
    if (C.feasibleAt(Lo, Until, OutOfTime))
      continue;
    if (OutOfTime)
      return Partial(Best - 1);
    while (CHi - Lo > 1) {
      if (Until.passed())
        return Partial(Lo);
      int64_t Mid = Lo + (CHi - Lo) / 2;
      if (C.feasibleAt(Mid, Until, OutOfTime))
        CHi = Mid;
      else if (OutOfTime)
        return Partial(Lo);
      else
        Lo = Mid;
    }
    Best = CHi;
  }
  return Best;
}

llvm::Expected<MIIBounds> twill::computeMIIBounds(const Problem &P,
                                                  const Deadline &Until) {
  MIIBounds B;
  B.ResMII = computeResMII(P, &B.CriticalUnit);
  auto Rec = computeRecMII(P.Graph, &B.HasRecurrence, Until, &B.RecMIIExact);
  if (!Rec)
    return Rec.takeError();
  B.RecMII = *Rec;
  B.MII = std::max<int64_t>({1, B.ResMII, B.RecMII});
  return B;
}

llvm::Expected<std::vector<int64_t>>
twill::computeASAP(const DependenceGraph &G, int64_t II,
                   const Deadline &Until) {
  std::vector<int64_t> Dist(G.numOperations(), 0);
  bool OutOfTime = false;
  if (!longestPaths(G, II, /*Reverse=*/false, Dist, &Until, &OutOfTime))
    return OutOfTime ? outOfTimeError() : llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "initiation interval %lld is below RecMII",
                                   (long long)II);
  return Dist;
}

llvm::Expected<std::vector<int64_t>>
twill::computeALAP(const DependenceGraph &G, int64_t II, int64_t Length,
                   const Deadline &Until) {
  // Work with the distance from the end: slack_v = Length - start_v must be
  // at least cycles_v and at least slack_w + delay - distance*II for every
  // edge v -> w. That is a longest path on the reversed graph.
  std::vector<int64_t> Slack(G.numOperations());
  for (OpId V = 0; V < G.numOperations(); ++V)
    Slack[V] = std::max<int64_t>(G.op(V).cycles(), 1);
  bool OutOfTime = false;
  if (!longestPaths(G, II, /*Reverse=*/true, Slack, &Until, &OutOfTime))
    return OutOfTime ? outOfTimeError() : llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "initiation interval %lld is below RecMII",
                                   (long long)II);
  std::vector<int64_t> Start(G.numOperations());
  for (OpId V = 0; V < G.numOperations(); ++V)
    Start[V] = Length - Slack[V];
  return Start;
}

llvm::Expected<int64_t>
twill::computeCriticalPathLength(const DependenceGraph &G, int64_t II,
                                 const Deadline &Until) {
  auto ASAP = computeASAP(G, II, Until);
  if (!ASAP)
    return ASAP.takeError();
  int64_t L = 1;
  for (OpId V = 0; V < G.numOperations(); ++V)
    L = std::max(L, (*ASAP)[V] + std::max<int64_t>(G.op(V).cycles(), 1));
  return L;
}

namespace {
/// One op's use of a unit in the one-machine bound: the earliest cycle of
/// its first use, its unit-cycles, and the least cycles after its last use.
struct UnitUser {
  int64_t Head, Work, Tail;
};

/// max over thresholds (h, q) of h + ceil(work of {head >= h, tail >= q} / c)
/// + q; with more than MaxUsers users, only the set of all of them.
int64_t oneMachineBound(std::vector<UnitUser> Users, int64_t Capacity) {
  constexpr size_t MaxUsers = 4096;
  llvm::sort(Users, [](const UnitUser &A, const UnitUser &B) {
    return A.Head > B.Head;
  });
  std::vector<int64_t> Tails;
  for (const UnitUser &U : Users)
    Tails.push_back(U.Tail);
  llvm::sort(Tails);
  Tails.erase(std::unique(Tails.begin(), Tails.end()), Tails.end());
  if (Users.size() > MaxUsers)
    Tails.resize(1); // The least tail: every user.
  int64_t Best = 0;
  for (int64_t Q : Tails) {
    int64_t Work = 0;
    for (const UnitUser &U : Users) {
      if (U.Tail < Q)
        continue;
      Work += U.Work;
      // Users come by decreasing head: U.Head is the least head so far.
      Best = std::max(Best, U.Head + (Work + Capacity - 1) / Capacity + Q);
    }
  }
  return Best;
}
} // namespace

llvm::Expected<int64_t>
twill::computeLengthLowerBound(const Problem &P, int64_t II,
                               const Deadline &Until) {
  const DependenceGraph &G = P.Graph;
  auto ASAP = computeASAP(G, II, Until);
  if (!ASAP)
    return ASAP.takeError();
  // ALAP at length 0 is minus the tail: the least L - s(v) of any schedule.
  auto Late = computeALAP(G, II, 0, Until);
  if (!Late)
    return Late.takeError();
  int64_t L = 1;
  for (OpId V = 0; V < G.numOperations(); ++V)
    L = std::max(L, (*ASAP)[V] + std::max<int64_t>(G.op(V).cycles(), 1));
  for (const FunctionalUnit &F : P.Units) {
    if (F.isUnlimited() || F.Capacity <= 0)
      continue;
    std::vector<UnitUser> Users;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      int64_t First = -1, Last = -1, Work = 0;
      for (const UnitUse &U : G.op(V).Reservation.Uses) {
        if (U.Unit != F.Name || U.Count == 0)
          continue;
        First = First < 0 ? U.Cycle : std::min<int64_t>(First, U.Cycle);
        Last = std::max<int64_t>(Last, U.Cycle);
        Work += U.Count;
      }
      if (Work > 0)
        Users.push_back({(*ASAP)[V] + First, Work, -(*Late)[V] - Last - 1});
    }
    if (!Users.empty())
      L = std::max(L, oneMachineBound(std::move(Users), F.Capacity));
  }
  return L;
}
