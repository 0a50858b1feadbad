//===- WarpAssignment.cpp - Warps for fixed start times (Z3) --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The encoding of WarpAssignment.h. Everything that depends on the start
/// times (slacks, which ops execute when a blocking consumer issues, the
/// live registers per residue) is computed here with the verifier's
/// definitions, so Z3 only chooses warps. Then the steps around the query:
/// the checks of the input, the number of warp groups, first fit, the
/// crossings between groups and the unsat core. z3::exception never
/// escapes this file.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/WarpAssignment.h"
#include "Z3SessionImpl.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

using namespace twill;

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point T0) {
  return std::chrono::duration<double>(Clock::now() - T0).count();
}

/// The tracking literals: one per family, named after it, but for two
/// parts with literals of their own: each edge's cross-warp-spill
/// constraint (SpillPrefix and the edge's index, so that a core names the
/// edges) and the register file bound of the register-limit family.
const std::string SpillPrefix = "cross-warp-spill#";
const std::string FileKey = "register-file";

/// The family whose part the tracking literal \p Key tracks.
ConstraintFamily familyOfKey(llvm::StringRef Key) {
  if (Key.starts_with(SpillPrefix))
    return ConstraintFamily::CrossWarpSpill;
  if (Key == FileKey)
    return ConstraintFamily::RegisterLimit;
  return *parseConstraintFamily(Key);
}

int64_t lengthOf(const Operation &Op) {
  return std::max<int64_t>(Op.cycles(), 1);
}

unsigned warpsPerGroup(const WarpConfig &W) {
  return std::max(1u, W.WarpsPerGroup);
}

/// The live registers of each op at fixed starts: intervals [s(v),
/// max(s(v) + len, s(w) + k*I)) folded modulo I. The coverage of each
/// interval is constant between the residues where some interval begins or
/// ends (Cuts, sorted, 0 included).
struct RegisterIntervals {
  RegisterIntervals(const DependenceGraph &G, const ModuloSchedule &S)
      : II(S.II), Begin(G.numOperations()), End(G.numOperations()) {
    const unsigned N = G.numOperations();
    for (OpId V = 0; V < N; ++V) {
      Begin[V] = S.Start[V];
      End[V] = S.Start[V] + lengthOf(G.op(V));
    }
    for (const Dependence &D : G.dependences())
      End[D.Src] = std::max(End[D.Src], S.Start[D.Dst] + D.Distance * S.II);
    std::set<int64_t> CutSet = {0};
    for (OpId V = 0; V < N; ++V)
      if (G.op(V).Registers) {
        CutSet.insert(llvm::mod(Begin[V], II));
        CutSet.insert(llvm::mod(Begin[V] + (End[V] - Begin[V]) % II, II));
      }
    Cuts.assign(CutSet.begin(), CutSet.end());
  }

  /// The instances of V's value live at residue \p R.
  int64_t coverage(OpId V, int64_t R) const {
    int64_t Len = End[V] - Begin[V];
    int64_t Off = llvm::mod(R - Begin[V], II);
    return Len / II + (Off < Len % II ? 1 : 0);
  }

  int64_t II;
  std::vector<int64_t> Begin, End;
  std::vector<int64_t> Cuts;
};

/// The register rows at fixed starts for WarpAssignOptions::RegisterBudgets:
/// per residue segment, the live registers of each op of \p RegOps (its
/// registers times the instances of its value live there). Rows of zeros
/// and duplicates are dropped, and so is every row that another row
/// dominates in every op (its bounds follow): the maximal rows, in
/// lexicographic order.
std::vector<std::vector<int64_t>>
maximalRegisterRows(const DependenceGraph &G, const RegisterIntervals &Live,
                    llvm::ArrayRef<OpId> RegOps) {
  std::set<std::vector<int64_t>> Rows;
  for (int64_t R : Live.Cuts) {
    std::vector<int64_t> Row;
    for (OpId V : RegOps)
      Row.push_back(int64_t(G.op(V).Registers) * Live.coverage(V, R));
    if (llvm::any_of(Row, [](int64_t X) { return X != 0; }))
      Rows.insert(std::move(Row));
  }
  auto Dominates = [](const std::vector<int64_t> &A,
                      const std::vector<int64_t> &B) {
    return llvm::all_of(llvm::zip(A, B),
                        [](auto P) { return std::get<0>(P) >= std::get<1>(P); });
  };
  std::vector<std::vector<int64_t>> Kept;
  for (const std::vector<int64_t> &Row : Rows)
    if (llvm::none_of(Rows, [&](const std::vector<int64_t> &Other) {
          return Other != Row && Dominates(Other, Row);
        }))
      Kept.push_back(Row);
  return Kept;
}

/// Whether op \p O executes in the cycle op \p V issues, modulo I.
bool executesAt(const DependenceGraph &G, const ModuloSchedule &S, OpId O,
                OpId V) {
  return llvm::mod(S.Start[V] - S.Start[O], S.II) < lengthOf(G.op(O));
}

/// Whether u -> v (\p D) must keep its ends on a common warp: its value
/// spills and cross-warp communication is off, or its slack is below the
/// spill cost.
bool mustShare(const Problem &P, const ModuloSchedule &S,
               const Dependence &D) {
  const Operation &Src = P.Graph.op(D.Src);
  if (!P.Warps->CrossWarpCommunication && Src.SpillCost > 0)
    return true;
  return S.Start[D.Dst] + D.Distance * S.II <
         S.Start[D.Src] + D.Delay + Src.SpillCost;
}

/// One assignment query: ops may use the first \p Groups warp groups.
class Encoder {
public:
  Encoder(const Problem &P, const ModuloSchedule &S, unsigned Groups,
          const WarpAssignOptions &Opts)
      : P(P), G(P.Graph), S(S), W(*P.Warps),
        Owned(Opts.Session ? nullptr : std::make_unique<z3::context>()),
        C(Opts.Session ? Opts.Session->impl().C : *Owned),
        Slv(Opts.PlainSolver ? z3::solver(C, z3::solver::simple())
                             : z3::solver(C)),
        Budgets(Opts.RegisterBudgets), Conflicts(Opts.Conflicts) {
    WPG = warpsPerGroup(W);
    NumWarps = std::min(W.NumWarps, Groups * WPG);
    NumGroups = NumWarps / WPG;
  }

  /// Builds the query, family by family; false when some op has no warp
  /// to go to.
  bool encode();
  /// Checks under the literals of every part but those of \p Disabled, and
  /// \p Extra, with \p Work Z3 units, WarpAssignOptions::Conflicts and
  /// \p Seconds (0: no limit).
  z3::check_result check(uint64_t Work, double Seconds,
                         llvm::ArrayRef<ConstraintFamily> Disabled,
                         llvm::ArrayRef<z3::expr> Extra = {});
  /// Checks under the literals of the parts \p Keys alone (limits as set).
  z3::check_result checkParts(llvm::ArrayRef<std::string> Keys);
  WarpAssignment extract();
  /// The parts (tracking literal keys) of the last unsat answer's core,
  /// sorted.
  std::vector<std::string> core();
  std::function<void()> interruptHook() {
    return [this] { C.interrupt(); };
  }
  unsigned numGroups() const { return NumGroups; }
  /// Asserts, under a fresh literal that it returns, that at most \p Most
  /// of the pairs \p Pairs issue from different warp groups.
  z3::expr boundCrossings(llvm::ArrayRef<std::pair<OpId, OpId>> Pairs,
                          int Most);

private:
  const Problem &P;
  const DependenceGraph &G;
  const ModuloSchedule &S;
  const WarpConfig &W;
  std::unique_ptr<z3::context> Owned;
  z3::context &C;
  z3::solver Slv;
  /// WarpAssignOptions::RegisterBudgets.
  bool Budgets;
  /// WarpAssignOptions::Conflicts.
  uint64_t Conflicts;
  std::map<std::string, z3::expr> Lit;
  unsigned WPG = 1, NumWarps = 0, NumGroups = 0, Fresh = 0;
  /// [v][g] for warp-group ops, [v][w] for the others.
  std::vector<std::vector<z3::expr>> Choice;

  /// Asserts \p E under the tracking literal of the part \p Key.
  void add(const std::string &Key, const z3::expr &E) {
    auto It = Lit.find(Key);
    if (It == Lit.end())
      It = Lit.emplace(Key, C.bool_const(("family:" + Key).c_str())).first;
    Slv.add(z3::implies(It->second, E));
  }
  void add(ConstraintFamily F, const z3::expr &E) {
    add(stableName(F).str(), E);
  }
  bool isGroupOp(OpId V) const { return G.op(V).NeedsWarpGroup; }
  /// Whether op V covers warp Wi.
  z3::expr on(OpId V, unsigned Wi) {
    if (isGroupOp(V))
      return Wi / WPG < Choice[V].size() ? Choice[V][Wi / WPG]
                                          : C.bool_val(false);
    return Choice[V][Wi];
  }
  z3::expr share(OpId A, OpId B) {
    z3::expr_vector Or(C);
    for (unsigned Wi = 0; Wi < NumWarps; ++Wi)
      Or.push_back(on(A, Wi) && on(B, Wi));
    return z3::mk_or(Or);
  }
  /// The groups the verifier tells apart (Warp / WPG): the whole groups,
  /// and the warps beyond the last one.
  unsigned groupSlots() const { return (NumWarps + WPG - 1) / WPG; }
  /// Whether op V issues from warp group \p Grp.
  z3::expr inGroup(OpId V, unsigned Grp) {
    z3::expr_vector Or(C);
    for (unsigned Wi = Grp * WPG; Wi < std::min((Grp + 1) * WPG, NumWarps);
         ++Wi)
      Or.push_back(on(V, Wi));
    return z3::mk_or(Or);
  }

  /// warp-uniqueness: one warp (or group) per op; false when an op has
  /// none to choose from.
  bool encodeChoices();
  /// variable-latency: such ops keep their warps to themselves.
  void encodeVariableLatency();
  /// cross-warp-spill#i: an edge without the slack for the spill (or a
  /// spilling value when cross-warp communication is off) stays on a warp.
  void encodeCrossWarpSpill();
  /// concurrency: blocking consumers issue while no other op of their warp
  /// executes.
  void encodeConcurrency();
  /// register-limit per warp and residue segment, and register-file over
  /// the warps' peaks (integer sums, or with Budgets the pseudo-Boolean
  /// budgets of encodeRegisterBudgets()).
  void encodeRegisters();
  /// WarpAssignOptions::RegisterBudgets: per warp, the maximal rows within
  /// the limit and within the warp's budget (8-register units, in binary
  /// Booleans); the budgets within the file.
  void encodeRegisterBudgets(const RegisterIntervals &Live,
                             llvm::ArrayRef<OpId> RegOps);
  /// same-group: the ends of a SameGroup dependence in one warp group.
  void encodeSameGroup();
};

bool Encoder::encode() {
  if (!encodeChoices())
    return false;
  encodeVariableLatency();
  encodeCrossWarpSpill();
  encodeConcurrency();
  encodeRegisters();
  encodeSameGroup();
  return true;
}

bool Encoder::encodeChoices() {
  const unsigned N = G.numOperations();
  Choice.assign(N, {});
  for (OpId V = 0; V < N; ++V) {
    unsigned K = isGroupOp(V) ? NumGroups : NumWarps;
    if (K == 0)
      return false;
    z3::expr_vector Xs(C);
    for (unsigned I = 0; I < K; ++I) {
      Choice[V].push_back(C.bool_const(
          ("w_" + std::to_string(V) + "_" + std::to_string(I)).c_str()));
      Xs.push_back(Choice[V].back());
    }
    std::vector<int> Ones(K, 1);
    add(ConstraintFamily::WarpUniqueness, z3::pbeq(Xs, Ones.data(), 1));
  }
  return true;
}

void Encoder::encodeVariableLatency() {
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    z3::expr_vector Var(C), Fixed(C);
    for (OpId V = 0; V < G.numOperations(); ++V)
      (G.op(V).VariableLatency ? Var : Fixed).push_back(on(V, Wi));
    if (!Var.empty() && !Fixed.empty())
      add(ConstraintFamily::VariableLatency,
          !(z3::mk_or(Var) && z3::mk_or(Fixed)));
  }
}

void Encoder::encodeCrossWarpSpill() {
  // The verifier's rule with the starts known: an edge crosses warps only
  // with the slack for its spill.
  for (unsigned I = 0; I < G.dependences().size(); ++I) {
    const Dependence &D = G.dependences()[I];
    if (mustShare(P, S, D))
      add(SpillPrefix + std::to_string(I), share(D.Src, D.Dst));
  }
}

void Encoder::encodeConcurrency() {
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < G.numOperations(); ++O)
      if (O != V && executesAt(G, S, O, V))
        add(ConstraintFamily::Concurrency, !share(V, O));
  }
}

void Encoder::encodeRegisters() {
  RegisterIntervals Live(G, S);
  std::vector<OpId> RegOps;
  for (OpId V = 0; V < G.numOperations(); ++V)
    if (G.op(V).Registers != 0)
      RegOps.push_back(V);
  if (RegOps.empty())
    return;
  if (Budgets) {
    encodeRegisterBudgets(Live, RegOps);
    return;
  }
  z3::expr_vector Peaks(C);
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    z3::expr Peak = C.int_const(("peak_" + std::to_string(Wi)).c_str());
    Slv.add(Peak >= 0);
    for (int64_t R : Live.Cuts) {
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      z3::expr Sum = C.int_val(0);
      for (OpId V : RegOps) {
        int64_t Regs = G.op(V).Registers * Live.coverage(V, R);
        if (Regs == 0)
          continue;
        Vars.push_back(on(V, Wi));
        Weights.push_back(int(Regs));
        Sum = Sum + z3::ite(on(V, Wi), C.int_val(int64_t(Regs)), C.int_val(0));
      }
      if (Vars.empty())
        continue;
      add(ConstraintFamily::RegisterLimit,
          z3::pble(Vars, Weights.data(), int(W.RegisterLimit)));
      Slv.add(Peak >= Sum);
    }
    Peaks.push_back(Peak);
  }
  if (W.RegisterFile > 0)
    add(FileKey, z3::sum(Peaks) <= C.int_val(int64_t(W.RegisterFile)));
}

void Encoder::encodeRegisterBudgets(const RegisterIntervals &Live,
                                    llvm::ArrayRef<OpId> RegOps) {
  // The budget unit is setmaxnreg's granularity, as in JointSolver's
  // encodeRegisterLimit; enough bits for a budget of the register limit
  // (at most 24, so that the weights stay ints).
  constexpr int BudgetUnit = 8, MaxBits = 24;
  int Bits = 6;
  while (Bits < MaxBits &&
         int64_t(BudgetUnit) * ((int64_t(1) << Bits) - 1) < W.RegisterLimit)
    ++Bits;
  const bool File = W.RegisterFile > 0;
  std::vector<std::vector<int64_t>> Rows = maximalRegisterRows(G, Live, RegOps);
  z3::expr_vector FileVars(C);
  std::vector<int> FileWeights;
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    std::vector<z3::expr> Budget;
    for (int B = 0; B < Bits && File; ++B) {
      Budget.push_back(C.bool_const(
          ("budget_" + std::to_string(Wi) + "_" + std::to_string(B)).c_str()));
      FileVars.push_back(Budget.back());
      FileWeights.push_back(BudgetUnit << B);
    }
    for (const std::vector<int64_t> &Row : Rows) {
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      for (auto [V, Regs] : llvm::zip(RegOps, Row))
        if (Regs > 0) {
          Vars.push_back(on(V, Wi));
          Weights.push_back(int(std::min<int64_t>(Regs, INT32_MAX / 2)));
        }
      add(ConstraintFamily::RegisterLimit,
          z3::pble(Vars, Weights.data(), int(W.RegisterLimit)));
      if (!File)
        continue;
      for (int B = 0; B < Bits; ++B) {
        Vars.push_back(Budget[B]);
        Weights.push_back(-(BudgetUnit << B));
      }
      add(FileKey, z3::pble(Vars, Weights.data(), 0));
    }
  }
  if (File)
    add(FileKey, z3::pble(FileVars, FileWeights.data(),
                          int(std::min<int64_t>(W.RegisterFile, INT32_MAX))));
}

void Encoder::encodeSameGroup() {
  // Each op issues from exactly one group, so "u's group implies v's" for
  // every group is equality.
  for (const Dependence &D : G.dependences())
    if (D.SameGroup && D.Src != D.Dst)
      for (unsigned Grp = 0; Grp < groupSlots(); ++Grp)
        add(ConstraintFamily::SameGroup,
            z3::implies(inGroup(D.Src, Grp), inGroup(D.Dst, Grp)));
}

z3::expr Encoder::boundCrossings(llvm::ArrayRef<std::pair<OpId, OpId>> Pairs,
                                 int Most) {
  z3::expr_vector Apart(C);
  for (auto [A, B] : Pairs) {
    z3::expr_vector Same(C);
    for (unsigned Grp = 0; Grp < groupSlots(); ++Grp)
      Same.push_back(inGroup(A, Grp) && inGroup(B, Grp));
    Apart.push_back(!z3::mk_or(Same));
  }
  std::vector<int> Ones(Apart.size(), 1);
  z3::expr X = C.bool_const(("crossings_" + std::to_string(Fresh++)).c_str());
  Slv.add(z3::implies(X, z3::pble(Apart, Ones.data(), Most)));
  return X;
}

z3::check_result Encoder::check(uint64_t Work, double Seconds,
                                llvm::ArrayRef<ConstraintFamily> Disabled,
                                llvm::ArrayRef<z3::expr> Extra) {
  z3::params Params(C);
  if (Work > 0)
    Params.set("rlimit", unsigned(std::min<uint64_t>(Work, UINT32_MAX)));
  if (Conflicts > 0)
    Params.set("max_conflicts",
               unsigned(std::min<uint64_t>(Conflicts, UINT32_MAX)));
  if (Seconds > 0)
    Params.set("timeout", unsigned(std::max(1.0, Seconds * 1000)));
  Slv.set(Params);
  z3::expr_vector Assumptions(C);
  for (auto &[Key, L] : Lit)
    if (!llvm::is_contained(Disabled, familyOfKey(Key)))
      Assumptions.push_back(L);
  for (const z3::expr &E : Extra)
    Assumptions.push_back(E);
  return Slv.check(Assumptions);
}

z3::check_result Encoder::checkParts(llvm::ArrayRef<std::string> Keys) {
  z3::expr_vector Assumptions(C);
  for (const std::string &Key : Keys)
    Assumptions.push_back(Lit.at(Key));
  return Slv.check(Assumptions);
}

std::vector<std::string> Encoder::core() {
  std::vector<std::string> Keys;
  z3::expr_vector Core = Slv.unsat_core();
  for (unsigned I = 0; I < Core.size(); ++I)
    for (const auto &[Key, L] : Lit)
      if (z3::eq(L, Core[I]))
        Keys.push_back(Key);
  std::sort(Keys.begin(), Keys.end());
  return Keys;
}

WarpAssignment Encoder::extract() {
  z3::model M = Slv.get_model();
  WarpAssignment A;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    unsigned Pick = 0;
    for (unsigned I = 0; I < Choice[V].size(); ++I)
      if (M.eval(Choice[V][I], true).is_true())
        Pick = I;
    A.Warp.push_back(isGroupOp(V) ? Pick * WPG : Pick);
  }
  return A;
}

/// A lower bound on the warp groups any valid assignment uses, from the
/// variable-latency family alone: an op that needs a whole warp group
/// occupies every warp of it, so a variable-latency op and a fixed-latency
/// op of which either needs a whole group can never share a group (they
/// would share a warp). Then at least two groups; else one.
unsigned leastGroups(const DependenceGraph &G) {
  bool VarGroupOp = false, FixedGroupOp = false, AnyVar = false,
       AnyFixed = false;
  for (const Operation &Op : G.operations()) {
    (Op.VariableLatency ? AnyVar : AnyFixed) = true;
    if (Op.NeedsWarpGroup)
      (Op.VariableLatency ? VarGroupOp : FixedGroupOp) = true;
  }
  return (AnyVar && FixedGroupOp) || (AnyFixed && VarGroupOp) ? 2 : 1;
}

/// The dependences between different warp groups of a schedule, counted
/// once per pair of ops (the count the crossing minimization lowers).
struct CrossingCounter {
  std::vector<std::vector<OpId>> Neighbours; // Distinct, per op.
  unsigned WPG;

  explicit CrossingCounter(const Problem &P)
      : Neighbours(P.Graph.numOperations()), WPG(warpsPerGroup(*P.Warps)) {
    std::set<std::pair<OpId, OpId>> Pairs;
    for (const Dependence &D : P.Graph.dependences())
      if (D.Src != D.Dst)
        Pairs.insert({std::min(D.Src, D.Dst), std::max(D.Src, D.Dst)});
    for (auto [A, B] : Pairs) {
      Neighbours[A].push_back(B);
      Neighbours[B].push_back(A);
    }
  }
  unsigned group(const WarpAssignment &W, OpId V) const {
    return W.Warp[V] / WPG;
  }
  /// Crossings at \p V if V were in group \p Grp.
  unsigned at(const WarpAssignment &W, OpId V, unsigned Grp) const {
    unsigned N = 0;
    for (OpId U : Neighbours[V])
      N += group(W, U) != Grp;
    return N;
  }
  unsigned total(const WarpAssignment &W) const {
    unsigned N = 0;
    for (OpId V = 0; V < Neighbours.size(); ++V)
      N += at(W, V, group(W, V));
    return N / 2;
  }
};

/// Moves \p Ops (all in one group) into group \p Grp, at the same warp
/// within the group where the verifier accepts it (else the group's other
/// warps, in order). Keeps the move and returns true only if the whole
/// schedule still verifies; otherwise restores \p S.
bool moveToGroup(const Problem &P, ModuloSchedule &S, llvm::ArrayRef<OpId> Ops,
                 unsigned Grp, unsigned WPG) {
  WarpAssignment &W = *S.Warps;
  llvm::SmallVector<unsigned, 2> Keep;
  for (OpId V : Ops)
    Keep.push_back(W.Warp[V]);
  for (unsigned K = 0; K < WPG; ++K) {
    for (auto [V, Old] : llvm::zip(Ops, Keep))
      W.Warp[V] = Grp * WPG + (P.Graph.op(V).NeedsWarpGroup
                                   ? 0
                                   : (Old % WPG + K) % WPG);
    if (verifySchedule(P, S).ok())
      return true;
    if (llvm::all_of(Ops, [&](OpId V) { return P.Graph.op(V).NeedsWarpGroup; }))
      break; // Every K gives the same assignment.
  }
  for (auto [V, Old] : llvm::zip(Ops, Keep))
    W.Warp[V] = Old;
  return false;
}

/// Lowers the dependences between different warp groups of a verified
/// schedule by moving ops into another of the \p NumGroups groups: one op
/// at a time, and when no single move helps, an op together with a
/// neighbour in its group (an async op and its wait, which one family
/// keeps on one warp, only move together). The independent verifier is the
/// oracle: a move is kept only if it lowers the count and the whole
/// schedule still verifies, so every constraint family holds after each
/// move. Ops in id order, first improvement, at most 8 passes:
/// deterministic, and cheap next to a Z3 round (the verifier takes
/// microseconds on loops of this size). Returns the count reached.
unsigned reduceCrossings(const Problem &P, ModuloSchedule &S,
                         unsigned NumGroups) {
  CrossingCounter CC(P);
  WarpAssignment &W = *S.Warps;
  unsigned Count = CC.total(W);
  auto TryMove = [&](llvm::ArrayRef<OpId> Ops, unsigned Grp) {
    WarpAssignment Before = W;
    for (OpId V : Ops)
      W.Warp[V] = Grp * CC.WPG;
    unsigned After = CC.total(W);
    W = std::move(Before);
    if (After >= Count || !moveToGroup(P, S, Ops, Grp, CC.WPG))
      return false;
    Count = CC.total(W);
    return true;
  };
  for (unsigned Pass = 0; Pass < 8 && Count > 0; ++Pass) {
    bool Moved = false;
    for (OpId V = 0; V < W.Warp.size(); ++V)
      for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
        if (Grp != CC.group(W, V))
          Moved |= TryMove({V}, Grp);
    for (OpId V = 0; V < W.Warp.size() && !Moved; ++V)
      for (OpId U : CC.Neighbours[V])
        for (unsigned Grp = 0; Grp < NumGroups && !Moved; ++Grp)
          if (U > V && CC.group(W, U) == CC.group(W, V) &&
              Grp != CC.group(W, V))
            Moved |= TryMove({V, U}, Grp);
    if (!Moved)
      break;
  }
  return Count;
}

/// Lowers the crossings of the verified \p Best by verified moves, from it
/// and from the producer/consumer roles (variable-latency ops in a group
/// of their own, which often cross less than any model Z3 gives first:
/// FlashAttention forward, 10 against 33); returns the count reached.
unsigned improveByMoves(const Problem &P, ModuloSchedule &Best,
                        unsigned NumGroups) {
  unsigned Least = reduceCrossings(P, Best, NumGroups);
  if (NumGroups < 2)
    return Least;
  unsigned WPG = warpsPerGroup(*P.Warps);
  ModuloSchedule Roles = Best;
  for (OpId V = 0; V < P.Graph.numOperations(); ++V) {
    const Operation &Op = P.Graph.op(V);
    Roles.Warps->Warp[V] = (Op.VariableLatency ? WPG : 0) +
                           (Op.NeedsWarpGroup ? 0 : Best.Warps->Warp[V] % WPG);
  }
  if (!verifySchedule(P, Roles).ok())
    return Least;
  unsigned N = reduceCrossings(P, Roles, NumGroups);
  if (N >= Least)
    return Least;
  Best = std::move(Roles);
  return N;
}

/// The sets first fit places whole: the ends of every edge without the
/// slack for its spill (or of a spilling edge when cross-warp communication
/// is off) merged by union-find; Sets[r] holds the ops of root r in op
/// order (empty for other ops).
std::vector<std::vector<OpId>> mustShareSets(const Problem &P,
                                             const ModuloSchedule &S) {
  const unsigned N = P.Graph.numOperations();
  std::vector<unsigned> Parent(N);
  for (unsigned V = 0; V < N; ++V)
    Parent[V] = V;
  auto Find = [&](unsigned V) {
    while (Parent[V] != V)
      V = Parent[V] = Parent[Parent[V]];
    return V;
  };
  for (const Dependence &D : P.Graph.dependences()) {
    if (!mustShare(P, S, D))
      continue;
    unsigned A = Find(D.Src), B = Find(D.Dst);
    if (A != B)
      Parent[std::max(A, B)] = std::min(A, B);
  }
  std::vector<std::vector<OpId>> Sets(N);
  for (OpId V = 0; V < N; ++V)
    Sets[Find(V)].push_back(V);
  return Sets;
}

/// Pairs that may not share a warp: a blocking consumer and what executes
/// when it issues (both directions).
std::vector<std::vector<OpId>> apartPairs(const DependenceGraph &G,
                                          const ModuloSchedule &S) {
  std::vector<std::vector<OpId>> Apart(G.numOperations());
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    for (OpId O = 0; O < G.numOperations(); ++O)
      if (O != D.Dst && executesAt(G, S, O, D.Dst)) {
        Apart[D.Dst].push_back(O);
        Apart[O].push_back(D.Dst);
      }
  }
  return Apart;
}

/// The warps as first fit fills them: per warp its registers per residue
/// segment, whether it holds variable- or fixed-latency ops, and which
/// warp (the first of its group) each placed op has.
class FirstFitPlacer {
public:
  FirstFitPlacer(const Problem &P, const ModuloSchedule &S)
      : G(P.Graph), W(*P.Warps), WPG(warpsPerGroup(W)), Live(G, S),
        Apart(apartPairs(G, S)),
        Regs(W.NumWarps, std::vector<int64_t>(Live.Cuts.size(), 0)),
        Peak(W.NumWarps, 0), Kind(W.NumWarps, -1),
        WarpOf(G.numOperations(), ~0u) {}

  /// Places \p Set on the first warp (or group) where it fits; false when
  /// it fits nowhere, or mixes variable- and fixed-latency ops.
  bool place(const std::vector<OpId> &Set) {
    bool Group = false, Var = false, Fixed = false;
    for (OpId V : Set) {
      Group |= G.op(V).NeedsWarpGroup;
      (G.op(V).VariableLatency ? Var : Fixed) = true;
    }
    if (Var && Fixed)
      return false;
    std::vector<int64_t> Need(Live.Cuts.size(), 0);
    for (OpId V : Set)
      if (G.op(V).Registers)
        for (size_t C = 0; C < Live.Cuts.size(); ++C)
          Need[C] += G.op(V).Registers * Live.coverage(V, Live.Cuts[C]);
    unsigned Slots = Group ? W.NumWarps / WPG : W.NumWarps;
    for (unsigned Slot = 0; Slot < Slots; ++Slot) {
      unsigned First = Group ? Slot * WPG : Slot, Count = Group ? WPG : 1;
      if (!fitsWarps(Set, First, Count, Var, Need) ||
          !fitsRegisterFile(First, Count, Need))
        continue;
      take(Set, First, Count, Var, Need);
      return true;
    }
    return false;
  }

  std::vector<unsigned> takeWarps() { return std::move(WarpOf); }

private:
  bool onWarp(OpId O, unsigned Wi) const {
    if (WarpOf[O] == ~0u)
      return false;
    unsigned Count = G.op(O).NeedsWarpGroup ? WPG : 1;
    return WarpOf[O] <= Wi && Wi < WarpOf[O] + Count;
  }

  /// Warps [First, First + Count) take \p Set: the same latency kind, the
  /// register limit in every segment, no op it must stay apart from.
  bool fitsWarps(const std::vector<OpId> &Set, unsigned First, unsigned Count,
                 bool Var, const std::vector<int64_t> &Need) const {
    for (unsigned Wi = First; Wi < First + Count; ++Wi) {
      if (Kind[Wi] >= 0 && Kind[Wi] != int(Var))
        return false;
      for (size_t C = 0; C < Live.Cuts.size(); ++C)
        if (Regs[Wi][C] + Need[C] > W.RegisterLimit)
          return false;
      for (OpId V : Set)
        for (OpId O : Apart[V])
          if (onWarp(O, Wi))
            return false;
    }
    return true;
  }

  /// The register file holds the warps' peaks with \p Need added to warps
  /// [First, First + Count).
  bool fitsRegisterFile(unsigned First, unsigned Count,
                        const std::vector<int64_t> &Need) const {
    if (W.RegisterFile <= 0)
      return true;
    // The other warps' peaks are as take() left them.
    int64_t Sum = 0;
    for (unsigned Wi = 0; Wi < W.NumWarps; ++Wi) {
      if (Wi < First || Wi >= First + Count) {
        Sum += Peak[Wi];
        continue;
      }
      int64_t Mine = 0;
      for (size_t C = 0; C < Live.Cuts.size(); ++C)
        Mine = std::max(Mine, Regs[Wi][C] + Need[C]);
      Sum += Mine;
    }
    return Sum <= W.RegisterFile;
  }

  void take(const std::vector<OpId> &Set, unsigned First, unsigned Count,
            bool Var, const std::vector<int64_t> &Need) {
    for (unsigned Wi = First; Wi < First + Count; ++Wi) {
      Kind[Wi] = int(Var);
      for (size_t C = 0; C < Live.Cuts.size(); ++C) {
        Regs[Wi][C] += Need[C];
        Peak[Wi] = std::max(Peak[Wi], Regs[Wi][C]);
      }
    }
    for (OpId V : Set)
      WarpOf[V] = First;
  }

  const DependenceGraph &G;
  const WarpConfig &W;
  unsigned WPG;
  RegisterIntervals Live;
  std::vector<std::vector<OpId>> Apart;
  std::vector<std::vector<int64_t>> Regs;
  /// Peak[Wi]: the largest entry of Regs[Wi].
  std::vector<int64_t> Peak;
  std::vector<int> Kind; // -1 empty, 0 fixed, 1 variable.
  std::vector<unsigned> WarpOf;
};

/// The deterministic first-fit assignment for large loops: the ends of
/// every edge without the slack for its spill are merged (union-find), and
/// the merged sets are placed in op order on the first warp (or group) where
/// the variable-latency rule, the blocking pairs, the register limit per
/// residue segment and the register file still hold. Returns nullopt when
/// some set fits nowhere; the result still goes through the verifier.
std::optional<WarpAssignment> firstFit(const Problem &P,
                                       const ModuloSchedule &S) {
  FirstFitPlacer Placer(P, S);
  for (const std::vector<OpId> &Set : mustShareSets(P, S))
    if (!Set.empty() && !Placer.place(Set))
      return std::nullopt;
  WarpAssignment A;
  A.Warp = Placer.takeWarps();
  return A;
}

/// assignWarpsForStarts in its steps: the checks of the input, first fit
/// above ExactMaxOps ops, else the exact queries over the number of warp
/// groups (then the crossings), and what is said when none answers.
class StartsAssigner {
public:
  StartsAssigner(const Problem &P, const ModuloSchedule &S,
                 const WarpAssignOptions &Opts)
      : P(P), S(S), Opts(Opts) {
    R.Schedule = S;
    R.Schedule.Warps.reset();
  }

  WarpAssignResult run();

private:
  WarpAssignResult done(SolveStatus St, std::string Msg) {
    R.Status = St;
    R.Message = std::move(Msg);
    R.Seconds = since(T0);
    return R;
  }

  /// Seconds left of the time limit (0: none; negative: spent).
  double left() const {
    return Opts.TimeLimit > 0 ? Opts.TimeLimit - since(T0) : 0;
  }
  bool stopRequested() const {
    return (Opts.Cancel && Opts.Cancel->cancelled()) || interruptRequested();
  }

  /// The input checks: Error or Infeasible (StartsBroken) when the starts
  /// cannot take warps at all.
  std::optional<WarpAssignResult> refuseInput();
  /// Infeasible when one op's own live registers exceed the per-thread
  /// limit at some residue (part of refuseInput()).
  std::optional<WarpAssignResult> opAboveRegisterLimit();
  /// First fit, kept only if the verifier accepts it.
  bool tryFirstFit();
  /// WarpAssignOptions::FirstFitAtLeastGroups: first fit, verified, when
  /// its groups are 0 to leastGroups() less one, with its crossings lowered
  /// by moves; nullopt (and R reset) when it does not apply.
  std::optional<WarpAssignResult> firstFitAtLeastGroups();
  /// firstFitAtLeastGroups()'s verified first fit on more groups (Above),
  /// its crossings lowered by moves, where no smaller count answered sat.
  WarpAssignResult firstFitAbove();
  /// The exact query with the least groups leastGroups() allows, then one
  /// more, ...: the first sat answer is the result (verified). nullopt
  /// when none answers sat: then TimedOut says whether some query ran out
  /// of its budget or time, and LastRefuted holds the last unsat query.
  std::optional<WarpAssignResult> exactQueries();
  /// The sat answer of \p E, its crossings lowered on request, through the
  /// verifier.
  WarpAssignResult accepted(Encoder &E);
  /// MinimizeCrossings: verified moves, then Z3 rounds on \p E.
  void minimizeCrossings(Encoder &E);
  /// Infeasible, with the families of the last core (every warp
  /// available), shrunk on request, named once each, and its
  /// cross-warp-spill edges in SpillEdgesInCore.
  WarpAssignResult refuted();
  /// MinimizeCore: drop each part of \p Keys that the rest still refutes.
  std::vector<std::string> shrinkCore(std::vector<std::string> Keys);

  const Problem &P;
  const ModuloSchedule &S;
  const WarpAssignOptions &Opts;
  Clock::time_point T0 = Clock::now();
  WarpAssignResult R;
  bool TimedOut = false;
  std::unique_ptr<Encoder> LastRefuted;
  /// A verified first fit that firstFitAtLeastGroups() did not keep
  /// because it uses more groups than leastGroups(), and the group slots
  /// (highest group + 1) it takes: the exact queries ask only fewer.
  std::optional<ModuloSchedule> Above;
  unsigned AboveSlots = 0;
};

WarpAssignResult StartsAssigner::run() {
  if (std::optional<WarpAssignResult> Refused = refuseInput())
    return *Refused;
  const unsigned N = P.Graph.numOperations();
  if (N > Opts.ExactMaxOps) {
    if (tryFirstFit())
      return done(SolveStatus::Feasible, "");
    return done(SolveStatus::Infeasible,
                "first fit found no warp assignment for these start times "
                "(not a proof: " +
                    std::to_string(N) + " ops are above the exact query's " +
                    std::to_string(Opts.ExactMaxOps) + ")");
  }
  if (Opts.FirstFitAtOneGroup && leastGroups(P.Graph) == 1) {
    if (tryFirstFit() && R.GroupsUsed == 1) {
      R.LeastGroups = true;
      return done(SolveStatus::Feasible, "");
    }
    R.Schedule.Warps.reset();
    R.FirstFit = false;
    R.GroupsUsed = 0;
  }
  if (std::optional<WarpAssignResult> Answer = firstFitAtLeastGroups())
    return *Answer;
  try {
    if (std::optional<WarpAssignResult> Answer = exactQueries())
      return *Answer;
    R.Schedule.Warps.reset();
    if (Above)
      return firstFitAbove();
    if (TimedOut && Opts.FirstFitWhenUndecided && tryFirstFit())
      return done(SolveStatus::Feasible, "");
    if (TimedOut)
      return done(SolveStatus::Timeout,
                  "the warp assignment ran out of its work budget or time");
    return refuted();
  } catch (const z3::exception &Ex) {
    R.Schedule.Warps.reset();
    return done(SolveStatus::Error, std::string("Z3: ") + Ex.msg());
  }
}

std::optional<WarpAssignResult> StartsAssigner::refuseInput() {
  if (!P.Warps)
    return done(SolveStatus::Error, "the problem has no warp configuration");
  if (S.Start.size() != P.Graph.numOperations() || S.II < 1)
    return done(SolveStatus::Error, "the schedule does not match the problem");
  // Warp-independent constraints first: no assignment repairs them.
  VerificationResult Base = verifySchedule(P, R.Schedule);
  if (Base.ok())
    return opAboveRegisterLimit();
  R.StartsBroken = true;
  return done(SolveStatus::Infeasible,
              "the start times already break " +
                  constraintKindName(Base.Violations.front().Kind).str() +
                  ": " + Base.Violations.front().Message);
}

std::optional<WarpAssignResult> StartsAssigner::opAboveRegisterLimit() {
  // A value counts on every warp of its op, and every op has a warp: where
  // one op's own live instances hold more registers than a warp may, no
  // assignment exists, and no query needs to say so.
  const DependenceGraph &G = P.Graph;
  RegisterIntervals Live(G, S);
  for (OpId V = 0; V < G.numOperations(); ++V) {
    if (!G.op(V).Registers)
      continue;
    for (int64_t Cut : Live.Cuts) {
      int64_t Regs = int64_t(G.op(V).Registers) * Live.coverage(V, Cut);
      if (Regs <= int64_t(P.Warps->RegisterLimit))
        continue;
      R.Core.push_back(ConstraintFamily::RegisterLimit);
      return done(SolveStatus::Infeasible,
                  "no warp assignment exists for these start times: op '" +
                      G.op(V).Name + "' alone holds " + std::to_string(Regs) +
                      " registers per thread of live values at residue " +
                      std::to_string(Cut) + " (" +
                      std::to_string(Live.coverage(V, Cut)) +
                      " instances in flight), above the limit of " +
                      std::to_string(P.Warps->RegisterLimit) +
                      " on any warp (no query asked)");
    }
  }
  return std::nullopt;
}

bool StartsAssigner::tryFirstFit() {
  std::optional<WarpAssignment> A = firstFit(P, S);
  if (!A)
    return false;
  R.Schedule.Warps = std::move(*A);
  if (!verifySchedule(P, R.Schedule).ok()) {
    R.Schedule.Warps.reset();
    return false;
  }
  std::set<unsigned> Groups;
  for (unsigned Wi : R.Schedule.Warps->Warp)
    Groups.insert(Wi / warpsPerGroup(*P.Warps));
  R.GroupsUsed = Groups.size();
  R.FirstFit = true;
  return true;
}

std::optional<WarpAssignResult> StartsAssigner::firstFitAtLeastGroups() {
  if (!Opts.FirstFitAtLeastGroups || Opts.CrossingRounds > 0 ||
      (Opts.MinimizeCrossings && !Opts.CrossingMoves))
    return std::nullopt;
  const unsigned WPG = warpsPerGroup(*P.Warps);
  const unsigned MaxGroups = std::max(1u, (P.Warps->NumWarps + WPG - 1) / WPG);
  const unsigned Least = std::min(MaxGroups, leastGroups(P.Graph));
  // The groups the exact query at Least groups would choose among (its
  // Encoder's numGroups()).
  const unsigned Groups = std::min(P.Warps->NumWarps, Least * WPG) / WPG;
  if (tryFirstFit() && R.GroupsUsed == Least &&
      llvm::all_of(R.Schedule.Warps->Warp,
                   [&](unsigned Wi) { return Wi / WPG < Groups; })) {
    if (Opts.MinimizeCrossings)
      improveByMoves(P, R.Schedule, Groups);
    if (verifySchedule(P, R.Schedule).ok()) {
      R.LeastGroups = true;
      return done(SolveStatus::Feasible, "");
    }
  } else if (R.FirstFit) {
    // Verified, on more groups than the bound: the exact queries need only
    // ask the counts below the group slots it takes.
    Above = R.Schedule;
    AboveSlots = 1 + *llvm::max_element(R.Schedule.Warps->Warp) / WPG;
  }
  R.Schedule.Warps.reset();
  R.FirstFit = false;
  R.GroupsUsed = 0;
  return std::nullopt;
}

WarpAssignResult StartsAssigner::firstFitAbove() {
  R.Schedule = std::move(*Above);
  if (Opts.MinimizeCrossings)
    improveByMoves(P, R.Schedule, AboveSlots);
  if (!verifySchedule(P, R.Schedule).ok())
    return done(SolveStatus::Error, "internal error: first fit's warp "
                                    "assignment fails the verifier after "
                                    "moves");
  std::set<unsigned> Groups;
  for (unsigned Wi : R.Schedule.Warps->Warp)
    Groups.insert(Wi / warpsPerGroup(*P.Warps));
  R.GroupsUsed = Groups.size();
  R.FirstFit = true;
  // Every count below its slots refuted: its count is the fewest.
  R.LeastGroups = !TimedOut;
  return done(SolveStatus::Feasible, "");
}

std::optional<WarpAssignResult> StartsAssigner::exactQueries() {
  const unsigned WPG = warpsPerGroup(*P.Warps);
  const unsigned MaxGroups = std::max(1u, (P.Warps->NumWarps + WPG - 1) / WPG);
  const unsigned Most = Above ? std::min(MaxGroups, AboveSlots - 1) : MaxGroups;
  for (unsigned Groups = std::min(MaxGroups, leastGroups(P.Graph));
       Groups <= Most; ++Groups) {
    double Left = left();
    if (Opts.TimeLimit > 0 && Left <= 0) {
      TimedOut = true;
      break;
    }
    auto E = std::make_unique<Encoder>(P, S, Groups, Opts);
    if (!E->encode())
      continue;
    CancellationHook Hook(Opts.Cancel, E->interruptHook());
    if (stopRequested()) {
      TimedOut = true;
      break;
    }
    ++R.ExactQueries;
    z3::check_result CR = E->check(Opts.Work, Left, Opts.Disabled);
    if (CR == z3::unknown) {
      // Out of budget at this many groups: more groups may still answer.
      TimedOut = true;
      continue;
    }
    if (CR == z3::sat)
      return accepted(*E);
    LastRefuted = std::move(E);
  }
  return std::nullopt;
}

WarpAssignResult StartsAssigner::accepted(Encoder &E) {
  R.Schedule.Warps = E.extract();
  if (Opts.MinimizeCrossings && verifySchedule(P, R.Schedule).ok())
    minimizeCrossings(E);
  VerificationResult V = verifySchedule(P, R.Schedule);
  if (!V.ok())
    return done(SolveStatus::Error,
                "internal error: the warp assignment fails the "
                "verifier: " +
                    V.Violations.front().Message);
  std::set<unsigned> Groups;
  for (unsigned Wi : R.Schedule.Warps->Warp)
    Groups.insert(Wi / warpsPerGroup(*P.Warps));
  R.GroupsUsed = Groups.size();
  // The fewest only where every smaller count was refuted, not undecided.
  R.LeastGroups = !TimedOut;
  return done(SolveStatus::Feasible, "");
}

void StartsAssigner::minimizeCrossings(Encoder &E) {
  // Few dependences between warp groups, so that each group is a role (a
  // producer and its consumers stay apart only where a family demands
  // it). With CrossingMoves, first moves checked by the verifier. Then up
  // to CrossingRounds rounds on Z3 from the count reached: ask for Step
  // fewer crossings; sat keeps the step (and, with CrossingMoves, moves
  // again from Z3's model), unsat halves it, a round out of work ends the
  // descent.
  ModuloSchedule &Best = R.Schedule;
  CrossingCounter CC(P);
  unsigned Least = Opts.CrossingMoves
                       ? improveByMoves(P, Best, E.numGroups())
                       : CC.total(*Best.Warps);
  if (Least == 0 || Opts.CrossingRounds == 0)
    return;
  std::vector<std::pair<OpId, OpId>> Pairs;
  for (OpId A = 0; A < CC.Neighbours.size(); ++A)
    for (OpId B : CC.Neighbours[A])
      if (B > A)
        Pairs.push_back({A, B});
  uint64_t Work = Opts.CrossingWork ? Opts.CrossingWork
                                    : std::max<uint64_t>(1, Opts.Work / 64);
  int Step = std::max(1u, Least / 4);
  std::vector<z3::expr> Bounds;
  for (unsigned Round = 0; Round < Opts.CrossingRounds && Least > 0 && Step > 0;
       ++Round) {
    if (Opts.TimeLimit > 0 && left() <= 0)
      return;
    Bounds.push_back(
        E.boundCrossings(Pairs, std::max(0, int(Least) - Step)));
    z3::check_result CR = E.check(Work, left(), Opts.Disabled, Bounds);
    if (CR == z3::sat) {
      ModuloSchedule Next = Best;
      Next.Warps = E.extract();
      if (verifySchedule(P, Next).ok()) {
        Least = Opts.CrossingMoves ? reduceCrossings(P, Next, E.numGroups())
                                   : CC.total(*Next.Warps);
        Best = std::move(Next);
        continue;
      }
    }
    Bounds.pop_back();
    if (CR == z3::unknown)
      return;
    Step /= 2;
  }
}

std::vector<std::string>
StartsAssigner::shrinkCore(std::vector<std::string> Keys) {
  for (size_t I = 0; I < Keys.size() && Keys.size() > 1;) {
    std::vector<std::string> Trial = Keys;
    Trial.erase(Trial.begin() + I);
    if (LastRefuted->checkParts(Trial) == z3::unsat) {
      Keys = LastRefuted->core();
      I = 0;
    } else {
      ++I;
    }
  }
  return Keys;
}

WarpAssignResult StartsAssigner::refuted() {
  std::vector<std::string> Keys;
  if (LastRefuted) {
    Keys = LastRefuted->core();
    if (Opts.MinimizeCore)
      Keys = shrinkCore(std::move(Keys));
  }
  // The families in the order of the parts' names, once each.
  std::string Families;
  std::set<ConstraintFamily> Named;
  for (const std::string &Key : Keys) {
    ConstraintFamily F = familyOfKey(Key);
    if (F == ConstraintFamily::CrossWarpSpill && Key != stableName(F))
      R.SpillEdgesInCore.push_back(
          unsigned(std::stoul(Key.substr(SpillPrefix.size()))));
    if (!Named.insert(F).second)
      continue;
    Families += (Families.empty() ? "" : ", ") + stableName(F).str();
  }
  for (ConstraintFamily F : allConstraintFamilies())
    if (Named.count(F))
      R.Core.push_back(F);
  std::sort(R.SpillEdgesInCore.begin(), R.SpillEdgesInCore.end());
  return done(SolveStatus::Infeasible,
              "no warp assignment exists for these start times (unsat core "
              "with every warp available: " +
                  Families + ")");
}

} // namespace

std::vector<std::string> twill::coreNames(const WarpAssignResult &R) {
  std::vector<std::string> Names;
  if (R.StartsBroken)
    Names.push_back("fixed-starts");
  for (ConstraintFamily F : R.Core)
    Names.push_back(stableName(F).str());
  std::sort(Names.begin(), Names.end());
  return Names;
}

WarpAssignResult twill::assignWarpsForStarts(const Problem &P,
                                             const ModuloSchedule &S,
                                             const WarpAssignOptions &Opts) {
  return StartsAssigner(P, S, Opts).run();
}

std::optional<ModuloSchedule>
twill::assignWarpsGreedily(const Problem &P, const ModuloSchedule &S) {
  WarpAssignOptions Opts;
  Opts.ExactMaxOps = 0;
  WarpAssignResult R = assignWarpsForStarts(P, S, Opts);
  if (R.Status != SolveStatus::Feasible)
    return std::nullopt;
  return std::move(R.Schedule);
}
