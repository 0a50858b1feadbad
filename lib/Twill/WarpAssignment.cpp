//===- WarpAssignment.cpp - Greedy warps for a fixed modulo schedule ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// First-fit warp assignment for fixed start times (WarpAssignment.h).
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/WarpAssignment.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

using namespace twill;

namespace {

int64_t mod(int64_t A, int64_t B) { return ((A % B) + B) % B; }

/// A value's registers over [Begin, End), folded modulo I.
struct Interval {
  int64_t Begin, End, Weight;
};

/// The peak over residues of the intervals folded modulo \p II: a sweep
/// over breakpoints, so the cost follows the intervals, not I.
int64_t peakOf(const std::vector<Interval> &Intervals, int64_t II) {
  int64_t Base = 0;
  std::map<int64_t, int64_t> Diff;
  for (const Interval &Iv : Intervals) {
    int64_t Len = Iv.End - Iv.Begin;
    if (Len <= 0 || Iv.Weight == 0)
      continue;
    Base += (Len / II) * Iv.Weight;
    int64_t Rem = Len % II;
    if (Rem == 0)
      continue;
    int64_t From = mod(Iv.Begin, II);
    Diff[From] += Iv.Weight;
    if (From + Rem <= II) {
      Diff[From + Rem] -= Iv.Weight;
    } else {
      Diff[0] += Iv.Weight;
      Diff[From + Rem - II] -= Iv.Weight;
    }
  }
  int64_t Peak = Base, Run = Base;
  for (const auto &[R, D] : Diff) {
    Run += D;
    Peak = std::max(Peak, Run);
  }
  return Peak;
}

/// Union-find over ops.
struct Classes {
  std::vector<unsigned> Parent;
  explicit Classes(unsigned N) : Parent(N) {
    std::iota(Parent.begin(), Parent.end(), 0u);
  }
  unsigned find(unsigned X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  }
  void join(unsigned A, unsigned B) {
    A = find(A);
    B = find(B);
    if (A != B)
      Parent[std::max(A, B)] = std::min(A, B);
  }
};

} // namespace

std::optional<ModuloSchedule>
twill::assignWarpsGreedily(const Problem &P, const ModuloSchedule &S) {
  if (!P.Warps || S.II <= 0)
    return std::nullopt;
  const DependenceGraph &G = P.Graph;
  const WarpConfig &W = *P.Warps;
  unsigned N = G.numOperations();
  if (S.Start.size() != N)
    return std::nullopt;
  unsigned WPG = std::max(1u, W.WarpsPerGroup);
  auto Length = [&](OpId V) {
    return std::max<int64_t>(
        {G.op(V).Latency, int64_t(G.op(V).Reservation.NumCycles), 1});
  };

  // Dependences that may not cross warps join their ends into one class.
  Classes Cls(N);
  for (const Dependence &D : G.dependences()) {
    const Operation &Src = G.op(D.Src);
    bool Banned = !W.CrossWarpCommunication && Src.SpillCost > 0;
    bool TooEarly = S.Start[D.Dst] + D.Distance * S.II <
                    S.Start[D.Src] + D.Delay + Src.SpillCost;
    if (Banned || TooEarly)
      Cls.join(D.Src, D.Dst);
  }
  // Classes in the order of their first op (the root is the least op).
  std::map<unsigned, std::vector<OpId>> Members;
  for (OpId V = 0; V < N; ++V)
    Members[Cls.find(V)].push_back(V);

  // Live intervals as the verifier computes them.
  std::vector<int64_t> LiveEnd(N);
  for (OpId V = 0; V < N; ++V)
    LiveEnd[V] = S.Start[V] + Length(V);
  for (const Dependence &D : G.dependences())
    LiveEnd[D.Src] =
        std::max(LiveEnd[D.Src], S.Start[D.Dst] + D.Distance * S.II);

  // Ops that must not share a warp with a blocking consumer: those
  // executing when it issues.
  std::vector<std::set<OpId>> Busy(N);
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < N; ++O)
      if (O != V && mod(S.Start[V] - S.Start[O], S.II) < Length(O))
        Busy[V].insert(O);
  }

  struct ClassInfo {
    std::vector<OpId> Ops;
    bool Group = false, Variable = false;
    std::vector<Interval> Regs;
  };
  std::vector<ClassInfo> Infos;
  std::vector<unsigned> ClassOf(N);
  for (auto &[Root, Ops] : Members) {
    ClassInfo CI;
    CI.Ops = Ops;
    CI.Variable = G.op(Ops.front()).VariableLatency;
    for (OpId V : Ops) {
      if (G.op(V).VariableLatency != CI.Variable)
        return std::nullopt; // Variable- and fixed-latency ops bound together.
      CI.Group |= G.op(V).NeedsWarpGroup;
      if (G.op(V).Registers > 0)
        CI.Regs.push_back({S.Start[V], LiveEnd[V], G.op(V).Registers});
      ClassOf[V] = Infos.size();
    }
    Infos.push_back(std::move(CI));
  }
  // A blocking consumer whose own class executes beside it cannot be fixed
  // by placement.
  for (OpId V = 0; V < N; ++V)
    for (OpId O : Busy[V])
      if (ClassOf[O] == ClassOf[V])
        return std::nullopt;

  // Place classes first fit, each on the lowest warp (or aligned group).
  std::vector<std::vector<unsigned>> OnWarp(W.NumWarps); // Classes per warp.
  std::vector<std::vector<Interval>> WarpRegs(W.NumWarps);
  std::vector<int64_t> WarpPeak(W.NumWarps, 0);
  int64_t PeakSum = 0;
  std::vector<unsigned> Placed(Infos.size());
  auto Conflict = [&](unsigned A, unsigned B) {
    if (Infos[A].Variable != Infos[B].Variable)
      return true;
    for (OpId V : Infos[A].Ops)
      for (OpId O : Busy[V])
        if (ClassOf[O] == B)
          return true;
    for (OpId V : Infos[B].Ops)
      for (OpId O : Busy[V])
        if (ClassOf[O] == A)
          return true;
    return false;
  };
  for (unsigned C = 0; C < Infos.size(); ++C) {
    const ClassInfo &CI = Infos[C];
    unsigned Width = CI.Group ? WPG : 1;
    bool Done = false;
    for (unsigned First = 0; !Done && First + Width <= W.NumWarps;
         First += Width) {
      bool Fits = true;
      std::vector<int64_t> NewPeak(Width);
      int64_t NewSum = PeakSum;
      for (unsigned K = 0; Fits && K < Width; ++K) {
        unsigned Warp = First + K;
        for (unsigned Other : OnWarp[Warp])
          if (Conflict(C, Other)) {
            Fits = false;
            break;
          }
        if (!Fits || CI.Regs.empty()) {
          NewPeak[K] = WarpPeak[Warp];
          continue;
        }
        std::vector<Interval> Regs = WarpRegs[Warp];
        Regs.insert(Regs.end(), CI.Regs.begin(), CI.Regs.end());
        NewPeak[K] = peakOf(Regs, S.II);
        NewSum += NewPeak[K] - WarpPeak[Warp];
        Fits = NewPeak[K] <= W.RegisterLimit;
      }
      if (!Fits || (W.RegisterFile > 0 && NewSum > W.RegisterFile))
        continue;
      for (unsigned K = 0; K < Width; ++K) {
        unsigned Warp = First + K;
        OnWarp[Warp].push_back(C);
        WarpRegs[Warp].insert(WarpRegs[Warp].end(), CI.Regs.begin(),
                              CI.Regs.end());
        WarpPeak[Warp] = NewPeak[K];
      }
      PeakSum = NewSum;
      Placed[C] = First;
      Done = true;
    }
    if (!Done)
      return std::nullopt;
  }

  ModuloSchedule Out = S;
  Out.Warps = WarpAssignment();
  Out.Warps->Warp.resize(N);
  for (OpId V = 0; V < N; ++V)
    Out.Warps->Warp[V] = Placed[ClassOf[V]];
  return Out;
}
