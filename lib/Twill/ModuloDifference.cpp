//===- ModuloDifference.cpp - Phase 1's fixed-L questions in difference logic ===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The encoding is described in twill/Twill/ModuloDifference.h. A pair's
/// forbidden residues come from the runs of consecutive cycles in which
/// each op holds the unit: runs [a, a + la) of u and [b, b + lb) of v meet
/// modulo I exactly when s(v) - s(u) = a - b - lb + 1 ... a - b + la - 1
/// (mod I). z3::exception never escapes this file.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/ModuloDifference.h"
#include "twill/Analysis/Bounds.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <numeric>
#include <optional>

using namespace twill;

namespace {
/// Pairs of ops on one unit above which the program is not built (its size
/// is quadratic in the users of a unit).
constexpr uint64_t MaxPairs = 100'000;
/// Disjuncts (one per allowed residue interval and multiple of I) above
/// which a program is not built: wide windows at a small I (a loose length
/// cap) make many.
constexpr uint64_t MaxDisjuncts = 400'000;

/// Residues [Lo, Hi], 0 <= Lo <= Hi < I.
struct Residues {
  int64_t Lo, Hi;
};

/// Runs of consecutive cycles [first, first + length) in which one op holds
/// one unit; nullopt when two of its uses fall on one residue (the op then
/// conflicts with its own next iterations: no schedule at this I).
std::optional<std::vector<std::pair<int64_t, int64_t>>>
runsOf(std::vector<int64_t> Cycles, int64_t II) {
  llvm::sort(Cycles);
  std::vector<std::pair<int64_t, int64_t>> Runs;
  for (int64_t C : Cycles) {
    if (!Runs.empty() && Runs.back().first + Runs.back().second > C)
      return std::nullopt; // The same cycle twice.
    if (!Runs.empty() && Runs.back().first + Runs.back().second == C)
      ++Runs.back().second;
    else
      Runs.push_back({C, 1});
  }
  if (!Cycles.empty() && Cycles.back() - Cycles.front() >= II) {
    std::vector<int64_t> Seen;
    for (int64_t C : Cycles)
      Seen.push_back(llvm::mod(C, II));
    llvm::sort(Seen);
    if (std::adjacent_find(Seen.begin(), Seen.end()) != Seen.end())
      return std::nullopt;
  }
  return Runs;
}

/// The residues of s(v) - s(u) at which runs \p U and \p V do not meet, as
/// sorted disjoint intervals (empty: every residue conflicts).
std::vector<Residues>
allowedDifferences(const std::vector<std::pair<int64_t, int64_t>> &U,
                   const std::vector<std::pair<int64_t, int64_t>> &V,
                   int64_t II) {
  std::vector<Residues> Bad;
  for (auto [A, LA] : U)
    for (auto [B, LB] : V) {
      int64_t Width = LA + LB - 1;
      if (Width >= II)
        return {};
      int64_t Lo = llvm::mod(A - B - LB + 1, II), Hi = Lo + Width - 1;
      if (Hi < II) {
        Bad.push_back({Lo, Hi});
      } else {
        Bad.push_back({Lo, II - 1});
        Bad.push_back({0, Hi - II});
      }
    }
  llvm::sort(Bad, [](Residues X, Residues Y) { return X.Lo < Y.Lo; });
  std::vector<Residues> Good;
  int64_t Next = 0; // Every residue below Next is forbidden or listed.
  for (Residues R : Bad) {
    if (R.Lo > Next)
      Good.push_back({Next, R.Lo - 1});
    Next = std::max(Next, R.Hi + 1);
  }
  if (Next < II)
    Good.push_back({Next, II - 1});
  return Good;
}
} // namespace

struct ModuloDifferenceProgram::Impl {
  const Problem &P;
  int64_t II;
  z3::context C;
  /// Pure difference logic without memories.
  z3::solver S;
  std::vector<z3::expr> Start;
  z3::expr Len{C};
  /// Window of each op: [ASAP, cap - tail].
  std::vector<int64_t> Lo, Hi;
  /// No schedule of length up to the cap (found while building).
  bool Infeasible = false;
  /// Disjuncts so far; past MaxDisjuncts building stops (TooLarge).
  uint64_t Disjuncts = 0;
  bool TooLarge = false;

  Impl(const Problem &P, int64_t II, bool Memories)
      : P(P), II(II), S(Memories ? z3::solver(C) : z3::solver(C, "QF_IDL")) {}
  void build(int64_t MaxLength, bool Memories);
  /// Memory capacities (ModuloDifference.h).
  void addMemories();
  void addMemory(const Memory &M, const std::vector<z3::expr> &End,
                 const std::vector<int64_t> &EndMax);
  /// The pair constraints of one unit's users (op, runs).
  void addUnit(const std::vector<std::pair<
                   OpId, std::vector<std::pair<int64_t, int64_t>>>> &Users);
  z3::expr diffAtLeast(OpId U, OpId V, int64_t K) {
    return Start[V] - Start[U] >= C.int_val(K);
  }
  z3::expr diffAtMost(OpId U, OpId V, int64_t K) {
    return Start[V] - Start[U] <= C.int_val(K);
  }
};

bool ModuloDifferenceProgram::applicable(const Problem &P) {
  llvm::StringMap<uint64_t> Users;
  for (const FunctionalUnit &F : P.Units) {
    if (F.isUnlimited())
      continue;
    if (F.Capacity != 1)
      return false;
    Users[F.Name] = 0;
  }
  for (const Operation &Op : P.Graph.operations()) {
    llvm::StringMap<bool> Seen;
    for (const UnitUse &U : Op.Reservation.Uses)
      if (Users.count(U.Unit) && U.Count > 0 && !Seen[U.Unit]) {
        Seen[U.Unit] = true;
        ++Users[U.Unit];
      }
  }
  uint64_t Pairs = 0;
  for (const auto &E : Users)
    Pairs += E.second * (E.second - 1) / 2;
  return Pairs <= MaxPairs;
}

void ModuloDifferenceProgram::Impl::addUnit(
    const std::vector<std::pair<OpId, std::vector<std::pair<int64_t, int64_t>>>>
        &Users) {
  for (size_t I = 0; I < Users.size() && !Infeasible && !TooLarge; ++I)
    for (size_t J = I + 1; J < Users.size(); ++J) {
      OpId U = Users[I].first, V = Users[J].first;
      std::vector<Residues> Good =
          allowedDifferences(Users[I].second, Users[J].second, II);
      // The differences the windows leave possible.
      int64_t DMin = Lo[V] - Hi[U], DMax = Hi[V] - Lo[U];
      Disjuncts += Good.size() * uint64_t((DMax - DMin) / II + 2);
      if (Disjuncts > MaxDisjuncts) {
        TooLarge = true;
        return;
      }
      z3::expr_vector Or(C);
      for (Residues R : Good)
        for (int64_t M = llvm::divideFloorSigned(DMin - R.Hi, II);
             M * II + R.Lo <= DMax; ++M) {
          int64_t A = std::max(M * II + R.Lo, DMin);
          int64_t B = std::min(M * II + R.Hi, DMax);
          if (A <= B)
            Or.push_back(diffAtLeast(U, V, A) && diffAtMost(U, V, B));
        }
      if (Or.empty()) {
        Infeasible = true;
        return;
      }
      S.add(z3::mk_or(Or));
    }
}

void ModuloDifferenceProgram::Impl::addMemory(
    const Memory &M, const std::vector<z3::expr> &End,
    const std::vector<int64_t> &EndMax) {
  const DependenceGraph &G = P.Graph;
  std::vector<std::pair<OpId, int64_t>> Values;
  int64_t Step = 0;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    auto It = G.op(V).Footprint.find(M.Name);
    if (It != G.op(V).Footprint.end() && It->second > 0) {
      Values.push_back({V, It->second});
      Step = std::gcd(Step, It->second);
    }
  }
  if (Values.empty())
    return;
  // A literal per value and copy time: about I per value and stage.
  for (auto [V, Bytes] : Values)
    Disjuncts += uint64_t(EndMax[V] - Lo[V]);
  if (Disjuncts > MaxDisjuncts) {
    TooLarge = true;
    return;
  }
  int64_t Cap = M.CapacityBytes / Step;
  if (Cap > INT32_MAX)
    return; // Beyond the pseudo-Boolean weights: left to the verifier.
  for (int64_t R = 0; R < II; ++R) {
    z3::expr_vector Live(C);
    std::vector<int> Weight;
    for (auto [V, Bytes] : Values) {
      // Copies whose time t = R + K*I may lie in [s(v), e(v)).
      for (int64_t T = Lo[V] + llvm::mod(R - Lo[V], II); T < EndMax[V];
           T += II) {
        z3::expr B = C.bool_const(
            ("m" + std::to_string(V) + "_" + std::to_string(T)).c_str());
        S.add(z3::implies(Start[V] <= C.int_val(T) &&
                              End[V] >= C.int_val(T + 1),
                          B));
        Live.push_back(B);
        Weight.push_back(int(std::min<int64_t>(Bytes / Step, Cap + 1)));
      }
    }
    if (!Live.empty())
      S.add(z3::pble(Live, Weight.data(), int(Cap)));
  }
}

void ModuloDifferenceProgram::Impl::addMemories() {
  const DependenceGraph &G = P.Graph;
  std::vector<z3::expr> End;
  std::vector<int64_t> EndMax;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    int64_t Len = std::max<int64_t>(G.op(V).cycles(), 1);
    End.push_back(C.int_const(("e" + std::to_string(V)).c_str()));
    S.add(End[V] >= Start[V] + C.int_val(Len));
    EndMax.push_back(Hi[V] + Len);
  }
  for (const Dependence &D : G.dependences()) {
    S.add(End[D.Src] >= Start[D.Dst] + C.int_val(D.Distance * II));
    EndMax[D.Src] = std::max(EndMax[D.Src], Hi[D.Dst] + D.Distance * II);
  }
  // The least end meets every bound; nothing gains from a later one.
  for (OpId V = 0; V < G.numOperations(); ++V)
    S.add(End[V] <= C.int_val(EndMax[V]));
  for (const Memory &M : P.Memories)
    if (!TooLarge)
      addMemory(M, End, EndMax);
}

void ModuloDifferenceProgram::Impl::build(int64_t MaxLength, bool Memories) {
  const DependenceGraph &G = P.Graph;
  auto ASAP = computeASAP(G, II);
  auto Late = computeALAP(G, II, MaxLength);
  if (!ASAP || !Late) {
    llvm::consumeError(ASAP.takeError());
    llvm::consumeError(Late.takeError());
    Infeasible = true; // I below RecMII.
    return;
  }
  Lo = std::move(*ASAP);
  Hi = std::move(*Late);
  Len = C.int_const("L");
  for (OpId V = 0; V < G.numOperations(); ++V) {
    if (Lo[V] > Hi[V]) {
      Infeasible = true; // Even the cap is below the critical path.
      return;
    }
    Start.push_back(C.int_const(("s" + std::to_string(V)).c_str()));
    S.add(Start[V] >= C.int_val(Lo[V]) && Start[V] <= C.int_val(Hi[V]));
    // The tail (MaxLength - Hi) is the least the schedule runs after v.
    S.add(Start[V] + C.int_val(MaxLength - Hi[V]) <= Len);
  }
  for (const Dependence &D : G.dependences())
    if (D.Src != D.Dst)
      S.add(diffAtLeast(D.Src, D.Dst, D.Delay - D.Distance * II));
  for (const FunctionalUnit &F : P.Units) {
    if (F.isUnlimited())
      continue;
    std::vector<std::pair<OpId, std::vector<std::pair<int64_t, int64_t>>>>
        Users;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      std::vector<int64_t> Cycles;
      for (const UnitUse &U : G.op(V).Reservation.Uses)
        for (unsigned K = 0; U.Unit == F.Name && K < U.Count; ++K)
          Cycles.push_back(U.Cycle);
      if (Cycles.empty())
        continue;
      auto Runs = runsOf(std::move(Cycles), II);
      if (!Runs) {
        Infeasible = true;
        return;
      }
      Users.push_back({V, std::move(*Runs)});
    }
    addUnit(Users);
    if (Infeasible || TooLarge)
      return;
  }
  if (Memories)
    addMemories();
}

ModuloDifferenceProgram::ModuloDifferenceProgram(const Problem &P, int64_t II,
                                                 int64_t MaxLength,
                                                 bool Memories)
    : I(std::make_unique<Impl>(P, II, Memories)) {
  try {
    I->build(MaxLength, Memories);
  } catch (const z3::exception &) {
    I->Infeasible = false;
    I->Start.clear(); // Every question then ends as Error.
  }
}

ModuloDifferenceProgram::~ModuloDifferenceProgram() = default;

bool ModuloDifferenceProgram::tooLarge() const { return I->TooLarge; }

ModuloScheduleResult ModuloDifferenceProgram::ask(int64_t Length,
                                                  const Deadline &Until,
                                                  uint64_t Work) {
  auto T0 = std::chrono::steady_clock::now();
  ModuloScheduleResult R;
  R.Method = SolveMethod::Difference;
  auto Done = [&] {
    R.Seconds = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - T0)
                    .count();
    return R;
  };
  if (I->Infeasible) {
    R.Status = SolveStatus::Infeasible;
    return Done();
  }
  if (I->TooLarge || I->Start.size() != I->P.Graph.numOperations())
    return Done(); // Not built (or building failed): Error.
  if (Until.passed()) {
    R.Status = SolveStatus::Timeout;
    return Done();
  }
  try {
    z3::params Params(I->C);
    if (Until)
      Params.set("timeout",
                 unsigned(std::max(1.0, Until.secondsLeft() * 1000)));
    Params.set("rlimit", unsigned(std::min<uint64_t>(Work, UINT32_MAX)));
    I->S.set(Params);
    z3::expr_vector Assume(I->C);
    Assume.push_back(I->Len <= I->C.int_val(Length));
    // Z3's timeout is soft: the watch interrupts the check at the deadline,
    // the hook on SIGINT or SIGTERM.
    z3::context &C = I->C;
    CancellationHook OnInterrupt(nullptr, [&C] { C.interrupt(); });
    std::optional<DeadlineWatch> Watch;
    if (Until)
      Watch.emplace(Until.time(), [&C] { C.interrupt(); });
    z3::check_result CR = I->S.check(Assume);
    if (CR == z3::unsat) {
      R.Status = SolveStatus::Infeasible;
      return Done();
    }
    if (CR != z3::sat) {
      R.Status = SolveStatus::Timeout;
      return Done();
    }
    z3::model M = I->S.get_model();
    R.Schedule.II = I->II;
    for (const z3::expr &E : I->Start)
      R.Schedule.Start.push_back(M.eval(E, true).get_numeral_int64());
    R.Schedule.Length =
        ModuloSchedule::computeLength(I->P.Graph, R.Schedule.Start);
    R.Status = verifySchedule(I->P, R.Schedule).ok() &&
                       R.Schedule.Length <= Length
                   ? SolveStatus::Feasible
                   : SolveStatus::Error;
  } catch (const z3::exception &) {
    R.Status = SolveStatus::Error;
  }
  return Done();
}
