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
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <set>

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

/// The dependences between different warp groups of \p S, counted once per
/// pair of ops (the count Encoder::minimizeCrossings lowers).
struct CrossingCounter {
  std::vector<std::vector<OpId>> Neighbours; // Distinct, per op.
  unsigned WPG;

  CrossingCounter(const Problem &P)
      : Neighbours(P.Graph.numOperations()),
        WPG(std::max(1u, P.Warps->WarpsPerGroup)) {
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

/// The encoding is propositional apart from the register-file sum:
/// op[v][t] start literals, started[v][k] = "s(v) <= k" prefix literals
/// (which turn every timing constraint into one clause per start cycle),
/// one-hot warp or warp-group literals, and pseudo-Boolean sums for
/// capacities, which Z3's SAT core handles natively.
class Encoder {
public:
  /// \p GroupCap: at most this many warp groups (0: the CTA's).
  Encoder(const Problem &P, int64_t II, int64_t L, const JointOptions &Opts,
          unsigned GroupCap = 0, bool MinimizeCrossings = false)
      : P(P), G(P.Graph), II(II), L(L), Opts(Opts), GroupCap(GroupCap),
        MinimizeCrossings(MinimizeCrossings),
        Owned(Opts.Session ? nullptr : std::make_unique<z3::context>()),
        C(Opts.Session ? Opts.Session->impl().C : *Owned),
        // At fixed starts the query is small: Z3's plain incremental core
        // answers it in a millisecond where the default solver spends ten
        // choosing a strategy.
        S(Opts.FixedStarts.empty() ? z3::solver(C)
                                   : z3::solver(C, z3::solver::simple())) {}

  JointResult run();

private:
  const Problem &P;
  const DependenceGraph &G;
  int64_t II, L;
  const JointOptions &Opts;
  unsigned GroupCap;
  bool MinimizeCrossings;
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
  /// Asserts, as binary clauses over the warp (or group) literals, that A
  /// and B share no warp, or that they share theirs: without the auxiliary
  /// literal sameWarp() defines. Used at fixed starts, where these pairwise
  /// facts are most of the query.
  void forbidSameWarp(const std::string &Family, OpId A, OpId B);
  void requireSameWarp(const std::string &Family, OpId A, OpId B);
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

  /// Whether the starts are given (JointOptions::FixedStarts).
  bool fixed() const { return !Opts.FixedStarts.empty(); }
  /// The given starts break no family that does not involve warps.
  bool checkFixedStarts(JointResult &R);
  /// The residues (mod I) op \p V occupies from fixed start \p Start.
  bool busyAt(OpId V, int64_t Residue) const;

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
  /// Register-limit rows at fixed starts: per residue, each op's registers
  /// times the instances of its value live there; duplicates removed.
  std::vector<std::vector<int64_t>> fixedRegisterRows() const;
  /// Re-checks under \p Assumptions with \p Work Z3 resource units (and
  /// what is left of the time limit).
  z3::check_result refine(z3::expr_vector &Assumptions, uint64_t Work,
              Clock::time_point T0);
  void compactGroups(z3::model &Best, z3::expr_vector &Assumptions,
                     Clock::time_point T0);
  /// Lowers the crossings of \p Best by verified moves, from it and from
  /// the producer/consumer roles; returns the count reached.
  unsigned improveByMoves(ModuloSchedule &Best);
  void minimizeCrossings(ModuloSchedule &Best, z3::expr_vector &Assumptions,
                         Clock::time_point T0);
  ModuloSchedule extract(const z3::model &M);
  /// One literal per enabled constraint family, assumed in every check
  /// (an unsat core names the families).
  z3::expr_vector familyAssumptions();
  std::vector<std::string> coreNames(const z3::expr_vector &Core);

  /// Whether the query was cancelled or ran past its limit while building
  /// the encoding; if so, \p R says so (a timeout, timed from \p T0).
  bool stopped(JointResult &R, Clock::time_point T0) const;
  /// Encodes the constraint families (at fixed starts, checks those that
  /// do not involve warps first), stopping between families when
  /// stopped(); false when that ends the query in \p R.
  bool encode(JointResult &R, Clock::time_point T0);
  /// The check's limits: what the encoding left of the time limit (Z3's
  /// timeout counts from the check) and the Z3 work.
  void setCheckLimits();
  /// sat: the model, compacted towards fewer warp groups and (with
  /// MinimizeCrossings) fewer crossings; verified before it is handed out.
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

void Encoder::forbidSameWarp(const std::string &Family, OpId A, OpId B) {
  if (!isGroupOp(A) && !isGroupOp(B)) {
    for (size_t W = 0; W < WarpOf[A].size(); ++W)
      add(Family, !WarpOf[A][W] || !WarpOf[B][W]);
    return;
  }
  for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
    add(Family, !GroupOf[A][Grp] || !GroupOf[B][Grp]);
}

void Encoder::requireSameWarp(const std::string &Family, OpId A, OpId B) {
  // Each op is on exactly one warp (group), so "A's implies B's" for every
  // warp (group) is equality.
  if (!isGroupOp(A) && !isGroupOp(B)) {
    for (size_t W = 0; W < WarpOf[A].size(); ++W)
      add(Family, z3::implies(WarpOf[A][W], WarpOf[B][W]));
    return;
  }
  for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
    add(Family, z3::implies(GroupOf[A][Grp], GroupOf[B][Grp]));
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
          int64_t R = (T + Use.Cycle) % II;
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

bool Encoder::busyAt(OpId V, int64_t Residue) const {
  if (Len[V] >= II)
    return true;
  int64_t From = Opts.FixedStarts[V] % II;
  return ((Residue - From) % II + II) % II < Len[V];
}

bool Encoder::checkFixedStarts(JointResult &R) {
  R.Status = SolveStatus::Infeasible;
  R.Core = {"fixed-starts"};
  if (Opts.FixedStarts.size() != G.numOperations()) {
    R.Status = SolveStatus::Error;
    R.Message = "fixed starts: " + std::to_string(Opts.FixedStarts.size()) +
                " starts for " + std::to_string(G.numOperations()) + " ops";
    return false;
  }
  for (OpId V = 0; V < G.numOperations(); ++V)
    if (Opts.FixedStarts[V] < 0 || Opts.FixedStarts[V] > Last[V]) {
      R.Message = "op '" + G.op(V).Name + "' starts outside [0, L - cycles]";
      return false;
    }
  // Uniqueness, dependences, capacity and memory do not involve warps: at
  // fixed starts they hold or not, which the verifier decides.
  Problem NoWarps = P;
  NoWarps.Warps.reset();
  ModuloSchedule S;
  S.II = II;
  S.Length = L;
  S.Start = Opts.FixedStarts;
  VerificationResult V = verifySchedule(NoWarps, S);
  if (!V.ok()) {
    R.Message = "the fixed starts break a constraint: " +
                V.Violations.front().Message;
    return false;
  }
  return true;
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
  unsigned Cap = GroupCap ? std::min(GroupCap, N) : N;
  if (NumGroups > Cap) {
    NumGroups = Cap;
    NumWarps = Cap * WPG;
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
  if (fixed()) {
    // One flag per warp, "a variable-latency op issues here": such ops set
    // it, the others need it clear. N * warps clauses instead of pairs.
    for (unsigned WI = 0; WI < NumWarps; ++WI) {
      z3::expr Host = C.bool_const(("vl_host_" + std::to_string(WI)).c_str());
      for (OpId V = 0; V < N; ++V)
        add("variable-latency",
            G.op(V).VariableLatency ? z3::implies(onWarp(V, WI), Host)
                                    : z3::implies(onWarp(V, WI), !Host));
    }
    return;
  }
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
    if (fixed()) {
      if (Opts.FixedStarts[D.Dst] + D.Distance * II <
          Opts.FixedStarts[D.Src] + D.Delay + Spill)
        requireSameWarp("cross-warp-spill", D.Src, D.Dst);
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
  if (!fixed())
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
      if (fixed()) {
        if (busyAt(O, Opts.FixedStarts[V] % II))
          forbidSameWarp("concurrency", V, O);
        continue;
      }
      if (Len[O] >= II) {
        add("concurrency", !sameWarp(V, O));
        continue;
      }
      for (int64_t R = 0; R < II; ++R) {
        z3::expr_vector Busy(C);
        for (int64_t Cyc = 0; Cyc < Len[O]; ++Cyc)
          Busy.push_back(Res[O][((R - Cyc) % II + II) % II]);
        add("concurrency",
            z3::implies(Res[V][R] && sameWarp(V, O), !z3::mk_or(Busy)));
      }
    }
  }
}

std::vector<std::vector<int64_t>> Encoder::fixedRegisterRows() const {
  // v's value is live at t iff s(v) <= t < End(v) = max(s(v) + len(v),
  // s(w) + distance*I over its consumers w), as in encodeLiveness.
  unsigned N = G.numOperations();
  const std::vector<int64_t> &St = Opts.FixedStarts;
  std::vector<int64_t> End(N);
  for (OpId V = 0; V < N; ++V)
    End[V] = St[V] + Len[V];
  for (const Dependence &D : G.dependences())
    End[D.Src] = std::max(End[D.Src], St[D.Dst] + D.Distance * II);
  std::set<std::vector<int64_t>> Rows;
  auto Dominates = [](const std::vector<int64_t> &A,
                      const std::vector<int64_t> &B) {
    for (size_t I = 0; I < A.size(); ++I)
      if (A[I] < B[I])
        return false;
    return true;
  };
  for (int64_t R = 0; R < II; ++R) {
    std::vector<int64_t> Row(N, 0);
    bool Any = false;
    for (OpId V = 0; V < N; ++V) {
      if (G.op(V).Registers == 0)
        continue;
      // Instances of t = R (mod I) in [s(v), min(End(v), Horizon)).
      int64_t Hi = std::min(End[V], Horizon), Lo = St[V];
      auto Upto = [&](int64_t X) { // t in [0, X) with t = R (mod I)
        return X <= R ? 0 : (X - R + II - 1) / II;
      };
      int64_t Count = Hi > Lo ? Upto(Hi) - Upto(Lo) : 0;
      Row[V] = Count * int64_t(G.op(V).Registers);
      Any |= Row[V] != 0;
    }
    if (Any)
      Rows.insert(std::move(Row));
  }
  // A row no larger than another in every op is implied by it: keep the
  // maximal rows only.
  std::vector<std::vector<int64_t>> Kept;
  for (const std::vector<int64_t> &Row : Rows)
    if (llvm::none_of(Rows, [&](const std::vector<int64_t> &Other) {
          return Other != Row && Dominates(Other, Row);
        }))
      Kept.push_back(Row);
  return Kept;
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
  std::vector<std::vector<int64_t>> FixedRows;
  if (fixed())
    FixedRows = fixedRegisterRows();
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
    for (const std::vector<int64_t> &Row : FixedRows) {
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      for (OpId V = 0; V < N; ++V)
        if (Row[V] > 0) {
          Vars.push_back(onWarp(V, WI));
          Weights.push_back(int(std::min<int64_t>(Row[V], INT32_MAX / 2)));
        }
      Limit(Vars, Weights);
    }
    for (int64_t R = 0; R < II && !fixed(); ++R) {
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
    int64_t Start = fixed() ? Opts.FixedStarts[V] : 0;
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

unsigned Encoder::improveByMoves(ModuloSchedule &Best) {
  unsigned Least = reduceCrossings(P, Best, NumGroups);
  if (NumGroups < 2)
    return Least;
  // The producer/consumer roles (variable-latency ops in a group of their
  // own) often cross less than any model Z3 gives first (FlashAttention
  // forward: 10 against 33).
  ModuloSchedule Roles = Best;
  for (OpId V = 0; V < G.numOperations(); ++V)
    Roles.Warps->Warp[V] = (G.op(V).VariableLatency ? WPG : 0) +
                           (isGroupOp(V) ? 0 : Best.Warps->Warp[V] % WPG);
  if (!verifySchedule(P, Roles).ok())
    return Least;
  unsigned N = reduceCrossings(P, Roles, NumGroups);
  if (N >= Least)
    return Least;
  Best = std::move(Roles);
  return N;
}

void Encoder::minimizeCrossings(ModuloSchedule &Best,
                                z3::expr_vector &Assumptions,
                                Clock::time_point T0) {
  // Tertiary objective: few dependences between warp groups, so that each
  // group is a role (a producer and its consumers stay apart only where a
  // family demands it). With CrossingMoves, first moves checked by the
  // verifier (improveByMoves). Then up to CrossingRounds rounds on Z3 from
  // the count reached: ask for Step fewer crossings; sat keeps the step
  // (and, with CrossingMoves, moves again from Z3's model), unsat halves
  // it, a round out of work ends the descent. Each round has 1/64 of the query's work budget: an
  // improvement, not a proof of the least count.
  CrossingCounter CC(P);
  unsigned Least =
      Opts.CrossingMoves ? improveByMoves(Best) : CC.total(*Best.Warps);
  if (Least == 0 || Opts.CrossingRounds == 0)
    return;
  z3::expr_vector Apart(C);
  for (OpId A = 0; A < CC.Neighbours.size(); ++A)
    for (OpId B : CC.Neighbours[A]) {
      if (B < A)
        continue;
      z3::expr_vector Same(C);
      for (unsigned Grp = 0; Grp < NumGroups; ++Grp)
        Same.push_back(GroupOf[A][Grp] && GroupOf[B][Grp]);
      Apart.push_back(!z3::mk_or(Same));
    }
  std::vector<int> Ones(Apart.size(), 1);
  uint64_t Work = std::max<uint64_t>(
      1, (Opts.Work ? Opts.Work : Opts.CompactWork) / 64);
  int Step = std::max(1u, Least / 4);
  for (unsigned Round = 0; Round < Opts.CrossingRounds && Least > 0 && Step > 0;
       ++Round) {
    z3::expr Bound = fresh("crossings");
    S.add(z3::implies(Bound, z3::pble(Apart, Ones.data(),
                                      std::max(0, int(Least) - Step))));
    Assumptions.push_back(Bound);
    z3::check_result CR = refine(Assumptions, Work, T0);
    if (CR == z3::sat) {
      ModuloSchedule Next = extract(S.get_model());
      if (verifySchedule(P, Next).ok()) {
        Least = Opts.CrossingMoves ? reduceCrossings(P, Next, NumGroups)
                                   : CC.total(*Next.Warps);
        Best = std::move(Next);
        continue;
      }
    }
    Assumptions.pop_back();
    if (CR == z3::unknown)
      break;
    Step /= 2;
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
  if (fixed()) {
    int64_t MaxDist = 0;
    for (const Dependence &D : G.dependences())
      MaxDist = std::max(MaxDist, D.Distance);
    Horizon = L + MaxDist * II;
    if (!checkFixedStarts(R))
      return false;
    R.Core.clear();
  } else {
    for (void (Encoder::*Family)() :
         {&Encoder::encodeStarts, &Encoder::encodeDependences,
          &Encoder::encodeCapacity, &Encoder::encodeLiveness,
          &Encoder::encodeMemory}) {
      if (stopped(R, T0))
        return false;
      (this->*Family)();
    }
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
  if (MinimizeCrossings && P.Warps)
    minimizeCrossings(R.Schedule, Assumptions, T0);
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
  for (OpId V = 0; V < G.numOperations(); ++V)
    if (lengthOf(G.op(V)) > L) {
      R.Status = SolveStatus::Infeasible;
      R.Core = {"completion"};
      R.Message = "op '" + G.op(V).Name + "' does not fit in L";
      return R;
    }
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

/// At fixed starts: the least number of warp groups first. Asks with
/// leastGroups() groups, then one more, ... (groups are interchangeable, so
/// "at most k groups" is the same question as forbidding groups k and
/// above): each query is small, the first sat one uses the fewest groups
/// these starts allow, and no compaction round is needed. Within those groups, the dependences
/// between different groups are then minimized (Encoder::minimizeCrossings).
JointResult solveAtFixedStarts(const Problem &P, int64_t II, int64_t Length,
                               const JointOptions &Opts) {
  unsigned WPG = std::max(1u, P.Warps->WarpsPerGroup);
  unsigned Groups = std::max(1u, P.Warps->NumWarps / WPG);
  Groups = std::min<unsigned>(Groups, std::max<size_t>(1, P.Graph.numOperations()));
  JointOptions Round = Opts;
  Round.CompactWork = 0;
  // One context for every round.
  std::optional<Z3Session> Own;
  if (!Round.Session)
    Round.Session = &Own.emplace();
  auto T0 = Clock::now();
  JointResult R;
  for (unsigned K = std::min(Groups, leastGroups(P.Graph)); K <= Groups; ++K) {
    if (Opts.TimeLimit > 0)
      Round.TimeLimit = std::max(
          1e-3, Opts.TimeLimit -
                    std::chrono::duration<double>(Clock::now() - T0).count());
    Encoder E(P, II, Length, Round, K, /*MinimizeCrossings=*/true);
    R = E.run();
    if (R.Status != SolveStatus::Infeasible ||
        (!R.Core.empty() && R.Core.front() == "fixed-starts"))
      break;
  }
  R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
  return R;
}
} // namespace

JointResult twill::solveJoint(const Problem &P, int64_t II, int64_t Length,
                              const JointOptions &Opts) {
  auto T0 = Clock::now();
  try {
    if (!Opts.FixedStarts.empty() && P.Warps && Opts.CompactWork > 0)
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

