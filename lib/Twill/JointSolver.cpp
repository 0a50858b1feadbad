//===- JointSolver.cpp - Phase 2: joint SWP + WS as SMT (Z3) --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Z3 encoding of JointSolver.h. Every family is asserted as
/// `family-literal => constraint`, and the query is checked under the
/// literals of the enabled families, so the unsat core names families.
/// z3::exception never escapes this file.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/JointSolver.h"
#include "Z3SessionImpl.h"
#include "twill/Model/ModuloReservation.h"
#include "twill/Twill/WarpAssignment.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

using namespace twill;

std::vector<std::string> twill::jointConstraintFamilies() {
  std::vector<std::string> Names;
  for (ConstraintFamily F : allConstraintFamilies())
    Names.push_back(stableName(F).str());
  return Names;
}

namespace {
using Clock = std::chrono::steady_clock;

int64_t lengthOf(const Operation &Op) { return std::max<int64_t>(Op.cycles(), 1); }

/// Infeasible ("completion") when some op of \p G is longer than \p L.
std::optional<JointResult> refuteCompletion(const DependenceGraph &G,
                                            int64_t L) {
  for (const Operation &Op : G.operations())
    if (lengthOf(Op) > L) {
      JointResult R;
      R.Status = SolveStatus::Infeasible;
      R.Core = {"completion"};
      R.Message = "op '" + Op.Name + "' does not fit in L";
      return R;
    }
  return std::nullopt;
}

/// The encoding is propositional apart from the register-file sum:
/// op[v][t] start literals, started[v][k] = "s(v) <= k" prefix literals
/// (which turn every timing constraint into one clause per start cycle),
/// one-hot warp or warp-group literals, and pseudo-Boolean sums for
/// capacities, which Z3's SAT core handles natively.
class Encoder {
public:
  Encoder(const Problem &P, int64_t II, int64_t L, const JointOptions &Opts)
      : P(P), G(P.Graph), II(II), L(L), Opts(Opts),
        Owned(Opts.Session ? nullptr : std::make_unique<z3::context>()),
        C(Opts.Session ? Opts.Session->impl().C : *Owned), S(C) {}

  JointResult run();

private:
  const Problem &P;
  const DependenceGraph &G;
  int64_t II, L;
  const JointOptions &Opts;
  std::unique_ptr<z3::context> Owned;
  z3::context &C;
  z3::solver S;
  std::map<std::string, z3::expr> Lit;
  std::vector<std::vector<z3::expr>> Op;      // [v][t]: v starts at t
  std::vector<std::vector<z3::expr>> Started; // [v][k]: s(v) <= k
  std::vector<int64_t> Len, Last;
  // Warp assignment: warp-group ops choose a group, others a warp.
  unsigned NumGroups = 0, WPG = 1;
  std::vector<std::vector<z3::expr>> GroupOf; // [v][g]: v's warps in group g
  std::vector<std::vector<z3::expr>> WarpOf;  // [v][w]: single-warp ops only
  std::map<std::pair<OpId, OpId>, z3::expr> SameWarpCache;
  std::vector<z3::expr> GroupUsed;
  unsigned NumWarps = 0; ///< Warps encoded (the CTA's, capped by the ops).
  std::vector<std::vector<z3::expr>> Live; // [v][t]
  int64_t Horizon = 0;
  unsigned Fresh = 0;
  /// When run() began: the query's time limit counts from there.
  Clock::time_point Begin = Clock::now();

  /// The query was cancelled or ran past its limit (building a large
  /// encoding takes seconds: its long loops ask this).
  bool late() const {
    return (Opts.Cancel && Opts.Cancel->cancelled()) ||
           (Opts.TimeLimit > 0 &&
            std::chrono::duration<double>(Clock::now() - Begin).count() >=
                Opts.TimeLimit);
  }

  bool enabled(const std::string &F) const {
    return std::find(Opts.Disabled.begin(), Opts.Disabled.end(), F) ==
           Opts.Disabled.end();
  }
  void add(const std::string &Family, const z3::expr &E) {
    S.add(z3::implies(Lit.at(Family), E));
  }
  z3::expr fresh(const char *Prefix) {
    return C.bool_const((std::string(Prefix) + std::to_string(Fresh++)).c_str());
  }
  /// "s(v) <= k".
  z3::expr started(OpId V, int64_t K) {
    if (K < 0)
      return C.bool_val(false);
    if (K >= Last[V])
      return C.bool_val(true);
    return Started[V][K];
  }
  bool isGroupOp(OpId V) const { return G.op(V).NeedsWarpGroup; }
  z3::expr onWarp(OpId V, unsigned W) {
    return isGroupOp(V) ? GroupOf[V][W / WPG] : WarpOf[V][W];
  }
  z3::expr sameWarp(OpId A, OpId B);
  z3::expr residue(OpId V, int64_t R) {
    z3::expr_vector Or(C);
    for (int64_t T = R; T <= Last[V]; T += II)
      Or.push_back(Op[V][T]);
    return Or.empty() ? C.bool_val(false) : z3::mk_or(Or);
  }
  z3::expr exactlyOne(const std::vector<z3::expr> &Xs) {
    z3::expr_vector V(C);
    for (const z3::expr &X : Xs)
      V.push_back(X);
    std::vector<int> Ones(V.size(), 1);
    return z3::pbeq(V, Ones.data(), 1);
  }

  void encodeStarts();
  void encodeDependences();
  void encodeCapacity();
  void encodeLiveness();
  void encodeMemory();
  void encodeWarps();
  void encodeWarpChoice();
  void encodeVariableLatency();
  void encodeCrossWarpSpill();
  void encodeConcurrency();
  void encodeRegisterLimit();
  void encodeSameGroup();
  /// Re-checks under \p Assumptions with \p Work Z3 resource units (and
  /// what is left of the time limit).
  z3::check_result refine(z3::expr_vector &Assumptions, uint64_t Work,
              Clock::time_point T0);
  void compactGroups(z3::model &Best, z3::expr_vector &Assumptions,
                     Clock::time_point T0);
  ModuloSchedule extract(const z3::model &M);
  /// One literal per enabled constraint family, assumed in every check
  /// (an unsat core names the families).
  z3::expr_vector familyAssumptions();
  std::vector<std::string> coreNames(const z3::expr_vector &Core);

  /// Whether the query was cancelled or ran past its limit while building
  /// the encoding; if so, \p R says so (a timeout, timed from \p T0).
  bool stopped(JointResult &R, Clock::time_point T0) const;
  /// Encodes the constraint families, stopping between families when
  /// stopped(); false when that ends the query in \p R.
  bool encode(JointResult &R, Clock::time_point T0);
  /// The check's limits: what the encoding left of the time limit (Z3's
  /// timeout counts from the check) and the Z3 work.
  void setCheckLimits();
  /// sat: the model, compacted towards fewer warp groups; verified before
  /// it is handed out.
  void acceptModel(JointResult &R, z3::expr_vector &Assumptions,
                   Clock::time_point T0);
  /// unsat: the families of the core, shrunk (MinimizeCore) by deletion:
  /// drop each family the rest still refutes.
  void explainRefutation(JointResult &R);
};

z3::expr Encoder::sameWarp(OpId A, OpId B) {
  if (A > B)
    std::swap(A, B);
  auto It = SameWarpCache.find({A, B});
  if (It != SameWarpCache.end())
    return It->second;
  z3::expr_vector Or(C);
  if (!isGroupOp(A) && !isGroupOp(B)) {
    for (size_t W = 0; W < WarpOf[A].size(); ++W)
      Or.push_back(WarpOf[A][W] && WarpOf[B][W]);
  } else {
    // A warp-group op covers every warp of its group.
    for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
      Or.push_back(GroupOf[A][Grp] && GroupOf[B][Grp]);
  }
  z3::expr X = fresh("same");
  S.add(X == z3::mk_or(Or));
  SameWarpCache.emplace(std::make_pair(A, B), X);
  return X;
}

void Encoder::encodeStarts() {
  for (OpId V = 0; V < G.numOperations(); ++V) {
    if (late())
      return; // run() sees it and ends the query.
    std::vector<z3::expr> Row, Pre;
    for (int64_t T = 0; T <= Last[V]; ++T) {
      Row.push_back(C.bool_const(
          ("op_" + std::to_string(V) + "_" + std::to_string(T)).c_str()));
      z3::expr P = fresh("started");
      S.add(P == (T == 0 ? Row.back() : (Pre.back() || Row.back())));
      Pre.push_back(P);
    }
    add("uniqueness", exactlyOne(Row));
    Op.push_back(std::move(Row));
    Started.push_back(std::move(Pre));
  }
}

void Encoder::encodeDependences() {
  // s(v) + distance*I >= s(u) + delay: if u starts at t, v has not started
  // by t + delay - distance*I - 1.
  for (const Dependence &D : G.dependences()) {
    if (late())
      return; // run() sees it and ends the query.
    for (int64_t T = 0; T <= Last[D.Src]; ++T)
      add("dependence",
          z3::implies(Op[D.Src][T],
                      !started(D.Dst, T + D.Delay - D.Distance * II - 1)));
  }
}

void Encoder::encodeCapacity() {
  for (const FunctionalUnit &U : P.Units) {
    if (U.isUnlimited())
      continue;
    std::vector<z3::expr_vector> Vars;
    std::vector<std::vector<int>> Weights(II);
    for (int64_t R = 0; R < II; ++R)
      Vars.emplace_back(C);
    for (OpId V = 0; V < G.numOperations(); ++V)
      for (const UnitUse &Use : G.op(V).Reservation.Uses) {
        if (Use.Unit != U.Name)
          continue;
        for (int64_t T = 0; T <= Last[V]; ++T) {
          int64_t R = reservedResidue(T, Use, II);
          Vars[R].push_back(Op[V][T]);
          Weights[R].push_back(int(Use.Count));
        }
      }
    for (int64_t R = 0; R < II; ++R)
      if (!Vars[R].empty())
        add("capacity", z3::pble(Vars[R], Weights[R].data(), int(U.Capacity)));
  }
}

void Encoder::encodeLiveness() {
  // A value is live at t iff s(v) <= t and (t < s(v) + len(v) or
  // t < s(w) + distance*I for a consumer w). Live literals only appear in
  // upper bounds, so implying them from their definition suffices.
  int64_t MaxDist = 0;
  for (const Dependence &D : G.dependences())
    MaxDist = std::max(MaxDist, D.Distance);
  Horizon = L + MaxDist * II;
  std::vector<std::vector<const Dependence *>> Out(G.numOperations());
  for (const Dependence &D : G.dependences())
    Out[D.Src].push_back(&D);
  Live.assign(G.numOperations(), {});
  for (OpId V = 0; V < G.numOperations(); ++V) {
    if (late())
      return; // run() sees it and ends the query.
    const Operation &O = G.op(V);
    if (O.Registers == 0 && O.Footprint.empty())
      continue;
    for (int64_t T = 0; T < Horizon; ++T) {
      z3::expr_vector Alive(C);
      Alive.push_back(!started(V, T - Len[V]));
      for (const Dependence *D : Out[V])
        Alive.push_back(!started(D->Dst, T - D->Distance * II));
      z3::expr X = fresh("live");
      S.add(z3::implies(started(V, T) && z3::mk_or(Alive), X));
      Live[V].push_back(X);
    }
  }
}

void Encoder::encodeMemory() {
  for (const Memory &M : P.Memories)
    for (int64_t R = 0; R < II; ++R) {
      if (late())
        return; // run() sees it and ends the query.
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      for (OpId V = 0; V < G.numOperations(); ++V) {
        auto It = G.op(V).Footprint.find(M.Name);
        if (It == G.op(V).Footprint.end() || It->second == 0)
          continue;
        for (int64_t T = R; T < Horizon; T += II) {
          Vars.push_back(Live[V][T]);
          Weights.push_back(int(It->second));
        }
      }
      if (!Vars.empty())
        add("memory", z3::pble(Vars, Weights.data(), int(M.CapacityBytes)));
    }
}

void Encoder::encodeWarps() {
  encodeWarpChoice();
  encodeVariableLatency();
  encodeCrossWarpSpill();
  encodeConcurrency();
  encodeRegisterLimit();
  encodeSameGroup();
}

void Encoder::encodeSameGroup() {
  // same-group: for a dependence u -> v with SameGroup, for every group g,
  //   in_g(u) -> in_g(v)
  // (each op is in exactly one group, so this is equality).
  for (const Dependence &D : G.dependences())
    if (D.SameGroup && D.Src != D.Dst)
      for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
        add("same-group",
            z3::implies(GroupOf[D.Src][Grp], GroupOf[D.Dst][Grp]));
}

void Encoder::encodeWarpChoice() {
  const WarpConfig &W = *P.Warps;
  unsigned N = G.numOperations();
  WPG = std::max(1u, W.WarpsPerGroup);
  NumGroups = W.NumWarps / WPG;
  NumWarps = W.NumWarps;
  // No solution uses more groups than there are ops, and groups are
  // interchangeable (symmetry below): the groups beyond N are never needed.
  if (NumGroups > N) {
    NumGroups = N;
    NumWarps = N * WPG;
  }
  GroupOf.assign(N, {});
  WarpOf.assign(N, {});
  for (OpId V = 0; V < N; ++V) {
    if (isGroupOp(V)) {
      for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
        GroupOf[V].push_back(C.bool_const(
            ("grp_" + std::to_string(V) + "_" + std::to_string(Grp)).c_str()));
      add("warp-uniqueness", GroupOf[V].empty() ? C.bool_val(false)
                                                : exactlyOne(GroupOf[V]));
      continue;
    }
    for (unsigned WI = 0; WI < NumWarps; ++WI)
      WarpOf[V].push_back(C.bool_const(
          ("warp_" + std::to_string(V) + "_" + std::to_string(WI)).c_str()));
    add("warp-uniqueness", WarpOf[V].empty() ? C.bool_val(false)
                                             : exactlyOne(WarpOf[V]));
    for (unsigned Grp = 0; Grp < NumGroups; ++Grp) {
      z3::expr_vector Or(C);
      for (unsigned WI = Grp * WPG; WI < (Grp + 1) * WPG; ++WI)
        Or.push_back(WarpOf[V][WI]);
      GroupOf[V].push_back(z3::mk_or(Or));
    }
  }
  // Warp groups are interchangeable: op 0 in group 0, groups used in
  // order (a permutation of groups maps any solution to one that meets
  // both).
  if (N > 0 && NumGroups > 0)
    S.add(GroupOf[0][0]);
  for (unsigned Grp = 0; Grp < NumGroups; ++Grp) {
    z3::expr_vector Or(C);
    for (OpId V = 0; V < N; ++V)
      Or.push_back(GroupOf[V][Grp]);
    z3::expr U = C.bool_const(("used_" + std::to_string(Grp)).c_str());
    S.add(U == z3::mk_or(Or));
    if (Grp > 0)
      S.add(z3::implies(U, GroupUsed.back()));
    GroupUsed.push_back(U);
  }
}

void Encoder::encodeVariableLatency() {
  unsigned N = G.numOperations();
  for (OpId V = 0; V < N; ++V) {
    if (!G.op(V).VariableLatency)
      continue;
    for (OpId O = 0; O < N; ++O)
      if (!G.op(O).VariableLatency)
        add("variable-latency", !sameWarp(V, O));
  }
}

void Encoder::encodeCrossWarpSpill() {
  // u -> v on different warps: s(v) + distance*I >= s(u) + delay + spill.
  for (const Dependence &D : G.dependences()) {
    int64_t Spill = G.op(D.Src).SpillCost;
    if (D.Src == D.Dst || Spill == 0)
      continue;
    if (!P.Warps->CrossWarpCommunication) {
      add("cross-warp-spill", sameWarp(D.Src, D.Dst));
      continue;
    }
    z3::expr Apart = !sameWarp(D.Src, D.Dst);
    for (int64_t T = 0; T <= Last[D.Src]; ++T)
      add("cross-warp-spill",
          z3::implies(Op[D.Src][T] && Apart,
                      !started(D.Dst, T + D.Delay + Spill -
                                          D.Distance * II - 1)));
  }
}

void Encoder::encodeConcurrency() {
  // A blocking consumer v issues at residue r only if no other op of its
  // warp occupies r.
  unsigned N = G.numOperations();
  std::vector<std::vector<z3::expr>> Res(N);
  for (OpId V = 0; V < N; ++V)
    for (int64_t R = 0; R < II; ++R)
      Res[V].push_back(residue(V, R));
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < N; ++O) {
      if (O == V)
        continue;
      if (late())
        return; // run() sees it and ends the query.
      if (Len[O] >= II) {
        add("concurrency", !sameWarp(V, O));
        continue;
      }
      for (int64_t R = 0; R < II; ++R) {
        z3::expr_vector Busy(C);
        for (int64_t Cyc = 0; Cyc < Len[O]; ++Cyc)
          Busy.push_back(Res[O][llvm::mod(R - Cyc, II)]);
        add("concurrency",
            z3::implies(Res[V][R] && sameWarp(V, O), !z3::mk_or(Busy)));
      }
    }
  }
}

void Encoder::encodeRegisterLimit() {
  const WarpConfig &W = *P.Warps;
  unsigned N = G.numOperations();
  // Register pressure per warp (or per group when every op holding
  // registers is a warp-group op: its four warps carry the same values).
  bool GroupOnly = true;
  for (OpId V = 0; V < N; ++V)
    GroupOnly &= G.op(V).Registers == 0 || isGroupOp(V);
  unsigned Step = GroupOnly ? WPG : 1;
  // The register file: each warp's budget is a multiple of 8 registers (the
  // granularity setmaxnreg allocates in), in binary, at least its peak
  // pressure; the budgets of all warps must fit the file. Rounding budgets
  // up to 8 only makes the solver stricter than the verifier.
  constexpr int BudgetBits = 6, BudgetUnit = 8;
  z3::expr_vector FileVars(C);
  std::vector<int> FileWeights;
  for (unsigned WI = 0; WI < NumWarps; WI += Step) {
    std::vector<z3::expr> Budget;
    if (W.RegisterFile > 0)
      for (int B = 0; B < BudgetBits; ++B) {
        Budget.push_back(C.bool_const(
            ("budget_" + std::to_string(WI) + "_" + std::to_string(B)).c_str()));
        FileVars.push_back(Budget.back());
        FileWeights.push_back(int(Step) * BudgetUnit * (1 << B));
      }
    // sum over live values on warp WI at residue r of registers <= limit
    // (and <= the warp's budget).
    auto Limit = [&](z3::expr_vector &Vars, std::vector<int> &Weights) {
      if (Vars.empty())
        return;
      add("register-limit",
          z3::pble(Vars, Weights.data(), int(W.RegisterLimit)));
      if (W.RegisterFile > 0) {
        for (int B = 0; B < BudgetBits; ++B) {
          Vars.push_back(Budget[B]);
          Weights.push_back(-BudgetUnit * (1 << B));
        }
        add("register-limit", z3::pble(Vars, Weights.data(), 0));
      }
    };
    for (int64_t R = 0; R < II; ++R) {
      if (late())
        return; // run() sees it and ends the query.
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      for (OpId V = 0; V < N; ++V) {
        if (G.op(V).Registers == 0)
          continue;
        z3::expr On = onWarp(V, WI);
        for (int64_t T = R; T < Horizon; T += II) {
          z3::expr Y = fresh("regs");
          S.add(z3::implies(Live[V][T] && On, Y));
          Vars.push_back(Y);
          Weights.push_back(int(G.op(V).Registers));
        }
      }
      Limit(Vars, Weights);
    }
  }
  if (W.RegisterFile > 0 && !FileVars.empty())
    add("register-limit",
        z3::pble(FileVars, FileWeights.data(), int(W.RegisterFile)));
}

ModuloSchedule Encoder::extract(const z3::model &M) {
  ModuloSchedule Out;
  Out.II = II;
  Out.Length = L;
  WarpAssignment WA;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    int64_t Start = 0;
    for (int64_t T = 0; T < int64_t(Op.size() > V ? Op[V].size() : 0); ++T)
      if (M.eval(Op[V][T], true).is_true())
        Start = T;
    Out.Start.push_back(Start);
    if (!P.Warps)
      continue;
    unsigned Warp = 0;
    if (isGroupOp(V)) {
      for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
        if (M.eval(GroupOf[V][Grp], true).is_true())
          Warp = Grp * WPG;
    } else {
      for (size_t WI = 0; WI < WarpOf[V].size(); ++WI)
        if (M.eval(WarpOf[V][WI], true).is_true())
          Warp = WI;
    }
    WA.Warp.push_back(Warp);
  }
  if (P.Warps)
    Out.Warps = std::move(WA);
  return Out;
}

std::vector<std::string> Encoder::coreNames(const z3::expr_vector &Core) {
  std::vector<std::string> Names;
  for (unsigned I = 0; I < Core.size(); ++I)
    for (const auto &[Name, E] : Lit)
      if (z3::eq(E, Core[I]))
        Names.push_back(Name);
  std::sort(Names.begin(), Names.end());
  return Names;
}

z3::check_result Encoder::refine(z3::expr_vector &Assumptions, uint64_t Work,
                                 Clock::time_point T0) {
  z3::params Params(C);
  Params.set("rlimit", unsigned(std::min<uint64_t>(Work, UINT32_MAX)));
  if (Opts.TimeLimit > 0) {
    double Left = Opts.TimeLimit -
                  std::chrono::duration<double>(Clock::now() - T0).count();
    if (Left <= 0)
      return z3::unknown;
    Params.set("timeout", unsigned(std::max(1.0, Left * 1000)));
  }
  S.set(Params);
  return S.check(Assumptions);
}

void Encoder::compactGroups(z3::model &Best, z3::expr_vector &Assumptions,
                            Clock::time_point T0) {
  // Secondary objective: as few warp groups as possible (roles, not a
  // scatter of ops). Each round forbids the highest group in use and
  // re-checks under a fixed work budget (Z3's rlimit, counted from the
  // round's start); the last sat model is kept. Only the query's own
  // time limit, a safety net, still bounds it by the clock.
  while (!GroupUsed.empty() && Opts.CompactWork > 0) {
    size_t Used = 0;
    for (size_t Grp = 0; Grp < GroupUsed.size(); ++Grp)
      if (Best.eval(GroupUsed[Grp], true).is_true())
        Used = Grp + 1;
    if (Used <= 1)
      break;
    Assumptions.push_back(!GroupUsed[Used - 1]);
    if (refine(Assumptions, Opts.CompactWork, T0) != z3::sat)
      break;
    Best = S.get_model();
  }
}

z3::expr_vector Encoder::familyAssumptions() {
  z3::expr_vector Assumptions(C);
  // same-group (twill's family, added after the paper's) is assumed only
  // where a dependence asks for it: an extra literal changes the order of
  // Z3's search, and with it which of several valid models (warp roles)
  // the problems without such dependences get.
  bool AnySameGroup = llvm::any_of(
      G.dependences(), [](const Dependence &D) { return D.SameGroup; });
  for (const std::string &F : jointConstraintFamilies())
    if (enabled(F) && (AnySameGroup || F != "same-group"))
      Assumptions.push_back(Lit.at(F));
  return Assumptions;
}

bool Encoder::stopped(JointResult &R, Clock::time_point T0) const {
  bool Late = late();
  if (Late) {
    R.Status = SolveStatus::Timeout;
    R.Message = "stopped while building the encoding";
    R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
  }
  return Late;
}

bool Encoder::encode(JointResult &R, Clock::time_point T0) {
  // Building the encoding of a large (I, L) takes seconds too: between
  // families, a cancelled query or one past its limit stops.
  for (void (Encoder::*Family)() :
       {&Encoder::encodeStarts, &Encoder::encodeDependences,
        &Encoder::encodeCapacity, &Encoder::encodeLiveness,
        &Encoder::encodeMemory}) {
    if (stopped(R, T0))
      return false;
    (this->*Family)();
  }
  if (stopped(R, T0))
    return false;
  if (P.Warps)
    encodeWarps();
  return !stopped(R, T0);
}

void Encoder::setCheckLimits() {
  if (Opts.TimeLimit <= 0 && Opts.Work == 0)
    return;
  z3::params Params(C);
  if (Opts.TimeLimit > 0) {
    double Left = Opts.TimeLimit -
                  std::chrono::duration<double>(Clock::now() - Begin).count();
    Params.set("timeout", unsigned(std::max(1.0, Left * 1000)));
  }
  if (Opts.Work > 0)
    Params.set("rlimit", unsigned(std::min<uint64_t>(Opts.Work, UINT32_MAX)));
  S.set(Params);
}

void Encoder::acceptModel(JointResult &R, z3::expr_vector &Assumptions,
                          Clock::time_point T0) {
  z3::model Best = S.get_model();
  compactGroups(Best, Assumptions, T0);
  R.Schedule = extract(Best);
  // Never hand out a schedule the independent verifier rejects.
  VerificationResult V = verifySchedule(P, R.Schedule);
  if (V.ok()) {
    R.Status = SolveStatus::Feasible;
  } else {
    R.Status = SolveStatus::Error;
    R.Message = "internal error: Z3 model fails verification: " +
                V.Violations.front().Message;
  }
}

void Encoder::explainRefutation(JointResult &R) {
  R.Status = SolveStatus::Infeasible;
  z3::expr_vector Core = S.unsat_core();
  R.Core = coreNames(Core);
  if (!Opts.MinimizeCore || R.Core.size() <= 1)
    return;
  std::vector<std::string> Keep = R.Core;
  for (size_t I = 0; I < Keep.size();) {
    z3::expr_vector Trial(C);
    for (size_t J = 0; J < Keep.size(); ++J)
      if (J != I)
        Trial.push_back(Lit.at(Keep[J]));
    if (S.check(Trial) == z3::unsat) {
      Keep = coreNames(S.unsat_core());
      I = 0;
      if (Keep.size() <= 1)
        break;
    } else {
      ++I;
    }
  }
  R.Core = Keep;
}

/// One query: the family literals, the encoding, the check, and what its
/// answer gives (a verified schedule, a core, or the reason it stopped).
JointResult Encoder::run() {
  auto T0 = Clock::now();
  JointResult R;
  for (const std::string &F : jointConstraintFamilies())
    Lit.emplace(F, C.bool_const(("family:" + F).c_str()));
  if (std::optional<JointResult> Long = refuteCompletion(G, L))
    return *Long;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    Len.push_back(lengthOf(G.op(V)));
    Last.push_back(L - Len.back());
  }
  if (!encode(R, T0))
    return R;
  setCheckLimits();
  z3::expr_vector Assumptions = familyAssumptions();
  CancellationHook Hook(Opts.Cancel, [this] { C.interrupt(); });
  z3::check_result CR = Opts.Cancel && Opts.Cancel->cancelled()
                            ? z3::unknown
                            : S.check(Assumptions);
  if (CR == z3::sat) {
    acceptModel(R, Assumptions, T0);
  } else if (CR == z3::unsat) {
    explainRefutation(R);
  } else {
    R.Status = SolveStatus::Timeout;
    R.Message = S.reason_unknown();
    R.OutOfWork = Opts.Work > 0 &&
                  R.Message.find("resource") != std::string::npos &&
                  !(Opts.Cancel && Opts.Cancel->cancelled());
  }
  R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
  return R;
}
} // namespace

namespace {
/// JointOptions::FixedStarts: the warps alone, by the one encoding of the
/// warp families at fixed starts (WarpAssignment.h), as a JointResult:
/// starts that break a warp-independent family have the core
/// "fixed-starts", an unsat query the families of its core.
JointResult solveAtFixedStarts(const Problem &P, int64_t II, int64_t Length,
                               const JointOptions &Opts) {
  if (std::optional<JointResult> Long = refuteCompletion(P.Graph, Length))
    return *Long;
  ModuloSchedule Starts;
  Starts.II = II;
  Starts.Length = Length;
  Starts.Start = Opts.FixedStarts;
  WarpAssignOptions WO;
  WO.Work = Opts.Work;
  WO.ExactMaxOps = WarpAssignOptions::ExactAtAnySize;
  WO.FirstFitWhenUndecided = false;
  WO.TimeLimit = Opts.TimeLimit;
  WO.Cancel = Opts.Cancel;
  WO.Session = Opts.Session;
  for (const std::string &Name : Opts.Disabled)
    if (std::optional<ConstraintFamily> F = parseConstraintFamily(Name))
      WO.Disabled.push_back(*F);
  WO.MinimizeCore = Opts.MinimizeCore;
  WO.MinimizeCrossings = Opts.CompactWork > 0;
  WO.CrossingRounds = 8;
  WO.CrossingWork =
      std::max<uint64_t>(1, (Opts.Work ? Opts.Work : Opts.CompactWork) / 64);
  WarpAssignResult W = assignWarpsForStarts(P, Starts, WO);
  JointResult R;
  R.Status = W.Status;
  R.Message = W.Message;
  R.Seconds = W.Seconds;
  if (W.Status == SolveStatus::Feasible)
    R.Schedule = std::move(W.Schedule);
  R.Core = coreNames(W);
  R.OutOfWork = W.Status == SolveStatus::Timeout && Opts.Work > 0 &&
                !(Opts.Cancel && Opts.Cancel->cancelled()) &&
                (Opts.TimeLimit <= 0 || W.Seconds < Opts.TimeLimit);
  return R;
}
} // namespace

JointResult twill::solveJoint(const Problem &P, int64_t II, int64_t Length,
                              const JointOptions &Opts) {
  auto T0 = Clock::now();
  try {
    if (!Opts.FixedStarts.empty())
      return solveAtFixedStarts(P, II, Length, Opts);
    Encoder E(P, II, Length, Opts);
    return E.run();
  } catch (const z3::exception &Ex) {
    JointResult R;
    R.Status = SolveStatus::Error;
    R.Message = std::string("Z3: ") + Ex.msg();
    R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
    return R;
  }
}

