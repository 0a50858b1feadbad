//===- Verifier.cpp - Independent checker of modulo schedules -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implements the checks listed in Verifier.h. Written against the model
/// alone on purpose: keep it free of solver and analysis includes.
///
//===----------------------------------------------------------------------===//

#include "twill/Verifier/Verifier.h"
#include "twill/Model/EnumNames.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

using namespace twill;

llvm::StringRef twill::constraintKindName(ConstraintKind K) {
  // Indexed by ConstraintKind, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {
      "shape",           "dependence",       "resource", "memory",
      "warp-index",      "variable-latency", "cross-warp-spill",
      "blocking",        "register-limit",   "same-group"};
  return enumName(Names, K, "unknown");
}

ConstraintFamily twill::constraintFamilyOf(ConstraintKind K) {
  // Indexed by ConstraintKind, in declaration order.
  static constexpr ConstraintFamily Of[] = {
      ConstraintFamily::Uniqueness,     ConstraintFamily::Dependence,
      ConstraintFamily::Capacity,       ConstraintFamily::Memory,
      ConstraintFamily::WarpUniqueness, ConstraintFamily::VariableLatency,
      ConstraintFamily::CrossWarpSpill, ConstraintFamily::Concurrency,
      ConstraintFamily::RegisterLimit,  ConstraintFamily::SameGroup};
  return Of[unsigned(K)];
}

unsigned VerificationResult::count(ConstraintKind K) const {
  return std::count_if(Violations.begin(), Violations.end(),
                       [K](const Violation &V) { return V.Kind == K; });
}

void VerificationResult::print(llvm::raw_ostream &OS) const {
  for (const Violation &V : Violations)
    OS << "violation [" << constraintKindName(V.Kind) << "]: " << V.Message
       << "\n";
}

namespace {

/// Per-residue occupancy of half-open cycle intervals folded modulo I,
/// kept as breakpoints: memory grows with the intervals, not with I (a
/// schedule file may name a large I).
class ResidueProfile {
public:
  explicit ResidueProfile(int64_t II) : II(II) {}

  /// Adds \p Weight for every cycle t in [Begin, End), folded to t mod I.
  void addInterval(int64_t Begin, int64_t End, int64_t Weight) {
    if (End <= Begin || Weight == 0)
      return;
    int64_t Len = End - Begin;
    Base += (Len / II) * Weight;
    int64_t Rem = Len % II;
    if (Rem == 0)
      return;
    int64_t From = llvm::mod(Begin, II);
    if (From + Rem <= II) {
      Diff[From] += Weight;
      Diff[From + Rem] -= Weight;
    } else {
      Diff[From] += Weight;
      Diff[II] -= Weight;
      Diff[0] += Weight;
      Diff[From + Rem - II] -= Weight;
    }
  }

  /// Calls \p Fn(Residue, Value) for the first residue of every run of
  /// equal occupancy, in increasing residue order (residue 0 first).
  template <typename FnT> void forEachRun(FnT Fn) const {
    int64_t Run = 0;
    bool ZeroSeen = false;
    for (const auto &[R, D] : Diff) {
      if (R >= II)
        break;
      if (R > 0 && !ZeroSeen) {
        Fn(int64_t(0), Base);
        ZeroSeen = true;
      }
      Run += D;
      ZeroSeen = true;
      Fn(R, Base + Run);
    }
    if (!ZeroSeen)
      Fn(int64_t(0), Base);
  }

  /// The highest occupancy of any residue.
  int64_t peak() const {
    int64_t Max = std::numeric_limits<int64_t>::min();
    forEachRun([&](int64_t, int64_t V) { Max = std::max(Max, V); });
    return Max;
  }

  /// The first residue whose occupancy exceeds \p Limit, with it.
  std::optional<std::pair<int64_t, int64_t>> firstAbove(int64_t Limit) const {
    std::optional<std::pair<int64_t, int64_t>> Out;
    forEachRun([&](int64_t R, int64_t V) {
      if (!Out && V > Limit)
        Out = {R, V};
    });
    return Out;
  }

private:
  int64_t II;
  int64_t Base = 0;
  std::map<int64_t, int64_t> Diff;
};

class Checker {
public:
  Checker(const Problem &P, const ModuloSchedule &S) : P(P), G(P.Graph), S(S) {}

  VerificationResult run() {
    if (!checkShape())
      return std::move(Result);
    checkDependences();
    checkResources();
    computeLifetimes();
    checkMemories();
    if (S.Warps)
      checkWarps();
    return std::move(Result);
  }

private:
  const Problem &P;
  const DependenceGraph &G;
  const ModuloSchedule &S;
  VerificationResult Result;
  /// Live interval [LiveBegin, LiveEnd) of each op's value.
  std::vector<int64_t> LiveBegin, LiveEnd;

  void report(ConstraintKind K, std::vector<OpId> Ops, const llvm::Twine &Msg) {
    Result.Violations.push_back({K, std::move(Ops), Msg.str()});
  }

  const std::string &name(OpId V) const { return G.op(V).Name; }
  int64_t length(OpId V) const {
    return std::max<int64_t>({G.op(V).Latency,
                              int64_t(G.op(V).Reservation.NumCycles), 1});
  }

  bool checkShape() {
    bool Ok = true;
    if (S.II < 1) {
      report(ConstraintKind::Shape, {},
             "initiation interval " + llvm::Twine(S.II) + " is below 1");
      Ok = false;
    }
    if (S.Start.size() != G.numOperations()) {
      report(ConstraintKind::Shape, {},
             "schedule has " + llvm::Twine(S.Start.size()) +
                 " start times for " + llvm::Twine(G.numOperations()) + " ops");
      Ok = false;
    }
    if (!Ok)
      return false;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      if (S.Start[V] < 0)
        report(ConstraintKind::Shape, {V},
               "op '" + name(V) + "' starts at negative cycle " +
                   llvm::Twine(S.Start[V]));
      else if (S.Start[V] + length(V) > S.Length)
        report(ConstraintKind::Shape, {V},
               "op '" + name(V) + "' ends at cycle " +
                   llvm::Twine(S.Start[V] + length(V)) +
                   ", after the schedule length L=" + llvm::Twine(S.Length));
    }
    if (S.Warps && S.Warps->Warp.size() != G.numOperations()) {
      report(ConstraintKind::Shape, {},
             "warp assignment has " + llvm::Twine(S.Warps->Warp.size()) +
                 " entries for " + llvm::Twine(G.numOperations()) + " ops");
      return false;
    }
    return true;
  }

  void checkDependences() {
    for (const Dependence &D : G.dependences()) {
      int64_t Lhs = S.Start[D.Dst] + D.Distance * S.II;
      int64_t Rhs = S.Start[D.Src] + D.Delay;
      if (Lhs < Rhs)
        report(ConstraintKind::Dependence, {D.Src, D.Dst},
               "dependence " + name(D.Src) + " -> " + name(D.Dst) +
                   " (delay " + llvm::Twine(D.Delay) + ", distance " +
                   llvm::Twine(D.Distance) + "): start(" + name(D.Dst) +
                   ") + " + llvm::Twine(D.Distance) + "*" + llvm::Twine(S.II) +
                   " = " + llvm::Twine(Lhs) + " < start(" + name(D.Src) +
                   ") + " + llvm::Twine(D.Delay) + " = " + llvm::Twine(Rhs));
    }
  }

  void checkResources() {
    // Per unit, residue -> instances held; only residues in use are kept.
    std::map<std::string, std::map<int64_t, int64_t>> Use;
    for (OpId V = 0; V < G.numOperations(); ++V)
      for (const UnitUse &U : G.op(V).Reservation.Uses)
        Use[U.Unit][llvm::mod(S.Start[V] + U.Cycle, S.II)] += U.Count;
    for (const auto &[UnitName, Row] : Use) {
      const FunctionalUnit *Unit = P.findUnit(UnitName);
      if (!Unit) {
        report(ConstraintKind::Resource, {},
               "unit '" + UnitName + "' is not declared by the problem");
        continue;
      }
      if (Unit->isUnlimited())
        continue;
      for (const auto &[R, Held] : Row) {
        if (Held <= Unit->Capacity)
          continue;
        std::vector<OpId> Users;
        std::string Names;
        for (OpId V = 0; V < G.numOperations(); ++V)
          for (const UnitUse &U : G.op(V).Reservation.Uses)
            if (U.Unit == Unit->Name &&
                llvm::mod(S.Start[V] + U.Cycle, S.II) == R) {
              if (Users.empty() || Users.back() != V) {
                Names += (Users.empty() ? "" : ", ") + name(V);
                Users.push_back(V);
              }
            }
        report(ConstraintKind::Resource, Users,
               "unit '" + Unit->Name + "' holds " + llvm::Twine(Held) +
                   " instances at residue " + llvm::Twine(R) + " (mod " +
                   llvm::Twine(S.II) + ") but has capacity " +
                   llvm::Twine(Unit->Capacity) + " (ops: " + Names + ")");
      }
    }
  }

  void computeLifetimes() {
    unsigned N = G.numOperations();
    LiveBegin.assign(N, 0);
    LiveEnd.assign(N, 0);
    for (OpId V = 0; V < N; ++V) {
      LiveBegin[V] = S.Start[V];
      LiveEnd[V] = S.Start[V] + length(V);
    }
    for (const Dependence &D : G.dependences())
      LiveEnd[D.Src] = std::max(LiveEnd[D.Src],
                                S.Start[D.Dst] + D.Distance * S.II);
  }

  void checkMemories() {
    for (const Memory &M : P.Memories) {
      ResidueProfile Profile(S.II);
      bool Any = false;
      for (OpId V = 0; V < G.numOperations(); ++V) {
        auto It = G.op(V).Footprint.find(M.Name);
        if (It == G.op(V).Footprint.end() || It->second == 0)
          continue;
        Profile.addInterval(LiveBegin[V], LiveEnd[V], It->second);
        Any = true;
      }
      if (!Any)
        continue;
      // One report per memory is enough to locate the problem.
      if (auto Over = Profile.firstAbove(M.CapacityBytes))
        report(ConstraintKind::Memory, {},
               "memory '" + M.Name + "' holds " + llvm::Twine(Over->second) +
                   " bytes of live values at residue " +
                   llvm::Twine(Over->first) + " but has capacity " +
                   llvm::Twine(M.CapacityBytes));
    }
  }

  /// Warps used by op V: one, or a whole group.
  std::pair<unsigned, unsigned> warpRange(OpId V) const {
    unsigned First = S.Warps->Warp[V];
    unsigned Count = G.op(V).NeedsWarpGroup ? P.Warps->WarpsPerGroup : 1;
    return {First, First + Count};
  }
  bool shareWarp(OpId A, OpId B) const {
    auto [A0, A1] = warpRange(A);
    auto [B0, B1] = warpRange(B);
    return A0 < B1 && B0 < A1;
  }

  void checkWarps() {
    if (!P.Warps) {
      report(ConstraintKind::WarpIndex, {},
             "the schedule assigns warps but the problem has no warp "
             "configuration");
      return;
    }
    if (!checkWarpIndices())
      return;
    checkVariableLatencyWarps();
    checkCrossWarpDependences();
    checkBlocking();
    checkSameGroup();
    checkRegisters();
  }

  /// Every op on an existing warp; a warp-group op on an aligned group.
  bool checkWarpIndices() {
    const WarpConfig &W = *P.Warps;
    bool IndicesOk = true;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      unsigned Warp = S.Warps->Warp[V];
      if (G.op(V).NeedsWarpGroup) {
        if (W.WarpsPerGroup == 0 || Warp % W.WarpsPerGroup != 0 ||
            Warp + W.WarpsPerGroup > W.NumWarps) {
          report(ConstraintKind::WarpIndex, {V},
                 "op '" + name(V) + "' needs a whole warp group but is on warp " +
                     llvm::Twine(Warp) + " (groups of " +
                     llvm::Twine(W.WarpsPerGroup) + " among " +
                     llvm::Twine(W.NumWarps) + " warps)");
          IndicesOk = false;
        }
      } else if (Warp >= W.NumWarps) {
        report(ConstraintKind::WarpIndex, {V},
               "op '" + name(V) + "' is on warp " + llvm::Twine(Warp) +
                   " but only " + llvm::Twine(W.NumWarps) + " warps exist");
        IndicesOk = false;
      }
    }
    return IndicesOk;
  }

  /// No variable-latency op shares a warp with a fixed-latency one.
  void checkVariableLatencyWarps() {
    unsigned N = G.numOperations();
    for (OpId V = 0; V < N; ++V) {
      if (!G.op(V).VariableLatency)
        continue;
      for (OpId O = 0; O < N; ++O)
        if (!G.op(O).VariableLatency && shareWarp(V, O))
          report(ConstraintKind::VariableLatency, {V, O},
                 "variable-latency op '" + name(V) +
                     "' shares a warp with fixed-latency op '" + name(O) + "'");
    }
  }

  /// A dependence between warps pays its spill cost, and is allowed only
  /// with cross-warp communication on (or when nothing is spilled).
  void checkCrossWarpDependences() {
    for (const Dependence &D : G.dependences()) {
      if (shareWarp(D.Src, D.Dst))
        continue;
      if (!P.Warps->CrossWarpCommunication && G.op(D.Src).SpillCost > 0) {
        report(ConstraintKind::CrossWarpSpill, {D.Src, D.Dst},
               "dependence " + name(D.Src) + " -> " + name(D.Dst) +
                   " crosses warps, but cross-warp communication is off");
        continue;
      }
      int64_t Need = S.Start[D.Src] + D.Delay + G.op(D.Src).SpillCost;
      int64_t Have = S.Start[D.Dst] + D.Distance * S.II;
      if (Have < Need)
        report(ConstraintKind::CrossWarpSpill, {D.Src, D.Dst},
               "dependence " + name(D.Src) + " -> " + name(D.Dst) +
                   " crosses warps and needs start(" + name(D.Dst) + ") + " +
                   llvm::Twine(D.Distance) + "*" + llvm::Twine(S.II) +
                   " >= start(" + name(D.Src) + ") + delay + spill cost = " +
                   llvm::Twine(Need) + ", got " + llvm::Twine(Have));
    }
  }

  /// An async op and the fence, commit or wait that tracks it issue from
  /// one warp group.
  void checkSameGroup() {
    unsigned WPG = std::max(1u, P.Warps->WarpsPerGroup);
    for (const Dependence &D : G.dependences())
      if (D.SameGroup &&
          S.Warps->Warp[D.Src] / WPG != S.Warps->Warp[D.Dst] / WPG)
        report(ConstraintKind::SameGroup, {D.Src, D.Dst},
               "'" + name(D.Src) + "' and '" + name(D.Dst) +
                   "' must issue from one warp group (an async op and the "
                   "fence, commit or wait that tracks it), but run in groups " +
                   llvm::Twine(S.Warps->Warp[D.Src] / WPG) + " and " +
                   llvm::Twine(S.Warps->Warp[D.Dst] / WPG));
  }

  /// The consumer of a blocking dependence issues nothing else while it
  /// synchronizes: no op of its warp executes at its start.
  void checkBlocking() {
    for (const Dependence &D : G.dependences()) {
      if (!D.Blocking)
        continue;
      OpId V = D.Dst;
      for (OpId O = 0; O < G.numOperations(); ++O) {
        if (O == V || !shareWarp(V, O))
          continue;
        // Instances of O occupy [s(O) + k*I, s(O) + k*I + len(O)); the
        // closest one at or before s(V) starts (s(V) - s(O)) mod I earlier.
        if (llvm::mod(S.Start[V] - S.Start[O], S.II) < length(O))
          report(ConstraintKind::Blocking, {V, O},
                 "op '" + name(V) + "' synchronizes (blocking dependence from '" +
                     name(D.Src) + "') while op '" + name(O) +
                     "' executes on the same warp");
      }
    }
  }

  /// Register pressure per warp (each value counts on every warp of its op)
  /// within the per-thread limit, and the warps' peaks within the file.
  void checkRegisters() {
    const WarpConfig &W = *P.Warps;
    std::map<unsigned, ResidueProfile> PerWarp;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      if (G.op(V).Registers == 0)
        continue;
      auto [W0, W1] = warpRange(V);
      for (unsigned Warp = W0; Warp < W1; ++Warp)
        PerWarp.try_emplace(Warp, S.II)
            .first->second.addInterval(LiveBegin[V], LiveEnd[V],
                                       G.op(V).Registers);
    }
    int64_t PeakSum = 0;
    for (const auto &[Warp, Profile] : PerWarp) {
      PeakSum += Profile.peak();
      if (auto Over = Profile.firstAbove(W.RegisterLimit))
        report(ConstraintKind::RegisterLimit, {},
               "warp " + llvm::Twine(Warp) + " holds " +
                   llvm::Twine(Over->second) +
                   " registers per thread of live values at residue " +
                   llvm::Twine(Over->first) + " but the limit is " +
                   llvm::Twine(W.RegisterLimit));
    }
    if (W.RegisterFile > 0 && PeakSum > W.RegisterFile)
      report(ConstraintKind::RegisterLimit, {},
             "the warps' peak register pressures add up to " +
                 llvm::Twine(PeakSum) +
                 " registers per thread, above the register file's " +
                 llvm::Twine(W.RegisterFile));
  }
};

} // namespace

VerificationResult twill::verifySchedule(const Problem &P,
                                         const ModuloSchedule &S) {
  return Checker(P, S).run();
}

llvm::Error twill::verifyScheduleOrError(const Problem &P,
                                         const ModuloSchedule &S) {
  VerificationResult R = verifySchedule(P, S);
  if (R.ok())
    return llvm::Error::success();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "schedule of '" << P.Name << "' violates " << R.Violations.size()
     << " constraint(s):\n";
  R.print(OS);
  return llvm::createStringError(llvm::inconvertibleErrorCode(), OS.str());
}
