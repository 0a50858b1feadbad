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

#include "twill/GauS/GauS.h"

#include "twill/Analysis/Bounds.h"

#include <algorithm>
#include <map>
#include <queue>

using namespace twill;

namespace {

/// One op's aggregated use of a limited unit at a cycle offset.
struct Use {
  unsigned Unit;
  int64_t Offset;
  int64_t Count;
};

/// Aggregated reservation of every op on the limited units.
std::vector<std::vector<Use>> collectUses(const Problem &P,
                                          const std::vector<int64_t> &Caps,
                                          std::vector<int64_t> &UnitCap,
                                          int64_t II) {
  std::map<std::string, unsigned> Limited;
  UnitCap.clear();
  for (size_t U = 0; U < P.Units.size(); ++U) {
    int64_t Cap = U < Caps.size() ? Caps[U] : P.Units[U].Capacity;
    if (Cap < 0)
      continue;
    Limited[P.Units[U].Name] = UnitCap.size();
    UnitCap.push_back(Cap);
  }
  std::vector<std::vector<Use>> Uses(P.Graph.numOperations());
  for (OpId V = 0; V < P.Graph.numOperations(); ++V) {
    std::map<std::pair<unsigned, int64_t>, int64_t> Agg;
    for (const UnitUse &U : P.Graph.op(V).Reservation.Uses) {
      auto It = Limited.find(U.Unit);
      if (It == Limited.end())
        continue;
      int64_t Off = II > 0 ? int64_t(U.Cycle) % II : int64_t(U.Cycle);
      Agg[{It->second, Off}] += U.Count;
    }
    for (auto &[K, C] : Agg)
      Uses[V].push_back({K.first, K.second, C});
  }
  return Uses;
}

std::optional<std::vector<int64_t>>
legalizeAcyclic(const Problem &P, const std::vector<int64_t> &Target,
                int64_t D, const std::vector<int64_t> &Caps, bool Release) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  std::vector<int64_t> UnitCap;
  auto Uses = collectUses(P, Caps, UnitCap, 0);
  for (OpId V = 0; V < N; ++V)
    for (const Use &U : Uses[V])
      if (U.Count > UnitCap[U.Unit])
        return std::nullopt; // Can never fit.
  std::vector<std::vector<std::pair<OpId, int64_t>>> Out(N);
  std::vector<unsigned> InDeg(N, 0);
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0) {
      Out[E.Src].push_back({E.Dst, E.Delay});
      ++InDeg[E.Dst];
    }
  std::vector<int64_t> Ready(N, 0), Start(N, -1);
  using Item = std::pair<int64_t, OpId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> Q;
  for (OpId V = 0; V < N; ++V)
    if (InDeg[V] == 0)
      Q.push({Target[V], V});
  std::vector<std::vector<int64_t>> Table(UnitCap.size());
  auto fits = [&](OpId V, int64_t T) {
    for (const Use &U : Uses[V]) {
      std::vector<int64_t> &Row = Table[U.Unit];
      size_t At = size_t(T + U.Offset);
      if (At < Row.size() && Row[At] + U.Count > UnitCap[U.Unit])
        return false;
    }
    return true;
  };
  unsigned Placed = 0;
  while (!Q.empty()) {
    OpId V = Q.top().second;
    Q.pop();
    int64_t T = std::max<int64_t>(Ready[V], 0);
    if (Release)
      T = std::max(T, Target[V]);
    while (!fits(V, T))
      ++T;
    Start[V] = T;
    ++Placed;
    for (const Use &U : Uses[V]) {
      std::vector<int64_t> &Row = Table[U.Unit];
      if (Row.size() <= size_t(T + U.Offset))
        Row.resize(size_t(T + U.Offset) + 1, 0);
      Row[T + U.Offset] += U.Count;
    }
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

std::optional<std::vector<int64_t>>
legalizeModulo(const Problem &P, const std::vector<int64_t> &Target,
               int64_t II, int64_t D, const std::vector<int64_t> &Caps) {
  const DependenceGraph &G = P.Graph;
  unsigned N = G.numOperations();
  std::vector<int64_t> UnitCap;
  auto Uses = collectUses(P, Caps, UnitCap, II);
  for (OpId V = 0; V < N; ++V)
    for (const Use &U : Uses[V])
      if (U.Count > UnitCap[U.Unit])
        return std::nullopt;
  struct E {
    OpId U, V;
    int64_t C;
  };
  std::vector<E> Es;
  std::vector<std::vector<unsigned>> In(N);
  for (const Dependence &Dp : G.dependences()) {
    In[Dp.Dst].push_back(Es.size());
    Es.push_back({Dp.Src, Dp.Dst, Dp.Delay - Dp.Distance * II});
  }
  std::vector<int64_t> LB(N);
  for (OpId V = 0; V < N; ++V)
    LB[V] = std::max<int64_t>(Target[V], 0);
  std::vector<int64_t> Start(N, 0);
  std::vector<OpId> Order(N);
  std::vector<std::vector<int64_t>> MRT(UnitCap.size());
  std::vector<char> Placed(N);
  const unsigned MaxRounds = 64 + N / 8;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    // Longest-path relaxation of the lower bounds.
    bool Changed = true;
    for (unsigned Pass = 0; Changed; ++Pass) {
      if (Pass > N + 1)
        return std::nullopt; // Positive cycle: II is below RecMII.
      Changed = false;
      for (const E &Ed : Es)
        if (LB[Ed.V] < LB[Ed.U] + Ed.C) {
          LB[Ed.V] = LB[Ed.U] + Ed.C;
          Changed = true;
        }
    }
    int64_t Min = *std::min_element(LB.begin(), LB.end());
    int64_t Max = *std::max_element(LB.begin(), LB.end());
    if (Max - Min > D - 1)
      return std::nullopt;
    // Modulo reservation table placement by increasing lower bound.
    for (OpId V = 0; V < N; ++V)
      Order[V] = V;
    std::sort(Order.begin(), Order.end(),
                     [&](OpId A, OpId B) {
                return LB[A] != LB[B] ? LB[A] < LB[B] : A < B;
              });
    for (auto &Row : MRT)
      Row.assign(II, 0);
    std::fill(Placed.begin(), Placed.end(), 0);
    for (OpId V : Order) {
      int64_t T = LB[V];
      for (unsigned K : In[V])
        if (Placed[Es[K].U])
          T = std::max(T, Start[Es[K].U] + Es[K].C);
      int64_t Found = -1;
      for (int64_t Try = T; Try < T + II && Found < 0; ++Try) {
        bool Ok = true;
        for (const Use &U : Uses[V])
          if (MRT[U.Unit][(Try + U.Offset) % II] + U.Count > UnitCap[U.Unit]) {
            Ok = false;
            break;
          }
        if (Ok)
          Found = Try;
      }
      if (Found < 0)
        return std::nullopt; // The table is full for this op at every slot.
      Start[V] = Found;
      Placed[V] = 1;
      for (const Use &U : Uses[V])
        MRT[U.Unit][(Found + U.Offset) % II] += U.Count;
    }
    // Raise the bounds of ops whose incoming edges broke.
    bool Broken = false;
    for (const E &Ed : Es)
      if (Start[Ed.V] < Start[Ed.U] + Ed.C) {
        LB[Ed.V] = std::max(LB[Ed.V], Start[Ed.U] + Ed.C);
        Broken = true;
      }
    if (!Broken) {
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
    // Keep the placed starts as bounds too, so the next round does not undo
    // what resources forced (this is what makes the bounds monotone).
    for (OpId V = 0; V < N; ++V)
      LB[V] = std::max(LB[V], Start[V]);
  }
  return std::nullopt;
}

} // namespace

std::optional<std::vector<int64_t>>
twill::legalizeSchedule(const Problem &P, const std::vector<int64_t> &Target,
                        int64_t II, int64_t D,
                        const std::vector<int64_t> &Caps, LegalizeMode Mode) {
  if (Target.size() != P.Graph.numOperations() || D < 1)
    return std::nullopt;
  if (P.Graph.numOperations() == 0)
    return std::vector<int64_t>();
  return II > 0 ? legalizeModulo(P, Target, II, D, Caps)
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

std::vector<int64_t>
twill::justifySchedule(const Problem &P, const std::vector<int64_t> &Start,
                       const std::vector<int64_t> &Caps, unsigned MaxRounds) {
  const DependenceGraph &G = P.Graph;
  const unsigned N = G.numOperations();
  if (N == 0 || Start.size() != N)
    return Start;
  std::vector<int64_t> UnitCap;
  auto Uses = collectUses(P, Caps, UnitCap, 0);
  std::vector<int64_t> Len(N);
  int64_t Extent = 0;
  for (OpId V = 0; V < N; ++V) {
    Len[V] = std::max<int64_t>(G.op(V).cycles(), 1);
    int64_t Reach = Len[V];
    for (const Use &U : Uses[V])
      Reach = std::max(Reach, U.Offset + 1);
    Extent += Reach;
  }
  std::vector<std::vector<std::pair<OpId, int64_t>>> In(N), Out(N);
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0) {
      Out[E.Src].push_back({E.Dst, E.Delay});
      In[E.Dst].push_back({E.Src, E.Delay});
    }
  // A topological rank breaks ties between equal starts (delay-0 edges).
  std::vector<unsigned> Rank(N, 0), InDeg(N, 0);
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
  if (Work.size() != N)
    return Start; // A distance-0 cycle: nothing to justify.

  auto makespan = [&](const std::vector<int64_t> &S) {
    int64_t L = 0;
    for (OpId V = 0; V < N; ++V)
      L = std::max(L, S[V] + Len[V]);
    return L;
  };
  // Time t lives at index t + Base, so a right-justified op may start
  // before 0 (the schedule is shifted back afterwards).
  const int64_t Base = Extent + makespan(Start) + 1;
  std::vector<std::vector<int64_t>> Table(UnitCap.size());
  auto fits = [&](OpId V, int64_t T) {
    for (const Use &U : Uses[V])
      if (Table[U.Unit][T + U.Offset + Base] + U.Count > UnitCap[U.Unit])
        return false;
    return true;
  };
  auto reserve = [&](OpId V, int64_t T) {
    for (const Use &U : Uses[V])
      Table[U.Unit][T + U.Offset + Base] += U.Count;
  };
  auto clear = [&] {
    for (std::vector<int64_t> &Row : Table)
      Row.assign(size_t(2 * Base + 1), 0);
  };

  std::vector<int64_t> Best = Start, Cur = Start;
  int64_t BestL = makespan(Start);
  std::vector<OpId> Order(N);
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    // Backward: latest starts, in decreasing start order.
    int64_t L = makespan(Cur);
    for (OpId V = 0; V < N; ++V)
      Order[V] = V;
    std::sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
      return Cur[A] != Cur[B] ? Cur[A] > Cur[B] : Rank[A] > Rank[B];
    });
    clear();
    std::vector<int64_t> Right(N);
    for (OpId V : Order) {
      int64_t T = L - Len[V];
      for (auto [W, Delay] : Out[V])
        T = std::min(T, Right[W] - Delay);
      while (!fits(V, T))
        --T;
      Right[V] = T;
      reserve(V, T);
    }
    // Forward: earliest starts, in increasing right-justified order.
    std::sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
      return Right[A] != Right[B] ? Right[A] < Right[B] : Rank[A] < Rank[B];
    });
    clear();
    std::vector<int64_t> Left(N);
    for (OpId V : Order) {
      int64_t T = 0;
      for (auto [U, Delay] : In[V])
        T = std::max(T, Left[U] + Delay);
      while (!fits(V, T))
        ++T;
      Left[V] = T;
      reserve(V, T);
    }
    int64_t NewL = makespan(Left);
    Cur = std::move(Left);
    if (NewL >= BestL)
      break;
    Best = Cur;
    BestL = NewL;
  }
  return Best;
}
