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
/// definitions, so Z3 only chooses warps.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/WarpAssignment.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace twill;

namespace {

using Clock = std::chrono::steady_clock;

int64_t modII(int64_t X, int64_t II) {
  int64_t R = X % II;
  return R < 0 ? R + II : R;
}

/// Family name of one edge's cross-warp-spill constraint, before its index.
const std::string SpillPrefix = "cross-warp-spill#";

int64_t lengthOf(const Operation &Op) {
  return std::max<int64_t>(Op.cycles(), 1);
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
        CutSet.insert(modII(Begin[V], II));
        CutSet.insert(modII(Begin[V] + (End[V] - Begin[V]) % II, II));
      }
    Cuts.assign(CutSet.begin(), CutSet.end());
  }

  /// The instances of V's value live at residue \p R.
  int64_t coverage(OpId V, int64_t R) const {
    int64_t Len = End[V] - Begin[V];
    int64_t Off = modII(R - Begin[V], II);
    return Len / II + (Off < Len % II ? 1 : 0);
  }

  int64_t II;
  std::vector<int64_t> Begin, End;
  std::vector<int64_t> Cuts;
};

/// One assignment query: ops may use the first \p Groups warp groups.
class Encoder {
public:
  Encoder(const Problem &P, const ModuloSchedule &S, unsigned Groups)
      : P(P), G(P.Graph), S(S), W(*P.Warps), Slv(C) {
    WPG = std::max(1u, W.WarpsPerGroup);
    NumWarps = std::min(W.NumWarps, Groups * WPG);
    NumGroups = NumWarps / WPG;
  }

  /// Builds the query, family by family; false when some op has no warp
  /// to go to.
  bool encode();
  z3::check_result check(uint64_t Work, double Seconds);
  WarpAssignment extract();
  /// The families of the last unsat answer's core, sorted.
  std::vector<std::string> core();
  std::function<void()> interruptHook() {
    return [this] { C.interrupt(); };
  }

private:
  const Problem &P;
  const DependenceGraph &G;
  const ModuloSchedule &S;
  const WarpConfig &W;
  z3::context C;
  z3::solver Slv;
  std::map<std::string, z3::expr> Lit;
  unsigned WPG = 1, NumWarps = 0, NumGroups = 0;
  /// [v][g] for warp-group ops, [v][w] for the others.
  std::vector<std::vector<z3::expr>> Choice;

  /// Asserts \p E under the tracking literal of \p Family.
  void add(const std::string &Family, const z3::expr &E) {
    auto It = Lit.find(Family);
    if (It == Lit.end())
      It = Lit.emplace(Family, C.bool_const(("family:" + Family).c_str()))
               .first;
    Slv.add(z3::implies(It->second, E));
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
  /// the warps' peaks.
  void encodeRegisters();
};

bool Encoder::encode() {
  if (!encodeChoices())
    return false;
  encodeVariableLatency();
  encodeCrossWarpSpill();
  encodeConcurrency();
  encodeRegisters();
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
    add("warp-uniqueness", z3::pbeq(Xs, Ones.data(), 1));
  }
  return true;
}

void Encoder::encodeVariableLatency() {
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    z3::expr_vector Var(C), Fixed(C);
    for (OpId V = 0; V < G.numOperations(); ++V)
      (G.op(V).VariableLatency ? Var : Fixed).push_back(on(V, Wi));
    if (!Var.empty() && !Fixed.empty())
      add("variable-latency", !(z3::mk_or(Var) && z3::mk_or(Fixed)));
  }
}

void Encoder::encodeCrossWarpSpill() {
  // Each edge has a literal of its own, so a core names the edges.
  for (unsigned I = 0; I < G.dependences().size(); ++I) {
    const Dependence &D = G.dependences()[I];
    const Operation &Src = G.op(D.Src);
    bool MustShare = !W.CrossWarpCommunication && Src.SpillCost > 0;
    int64_t Need = S.Start[D.Src] + D.Delay + Src.SpillCost;
    int64_t Have = S.Start[D.Dst] + D.Distance * S.II;
    if (MustShare || Have < Need)
      add(SpillPrefix + std::to_string(I), share(D.Src, D.Dst));
  }
}

void Encoder::encodeConcurrency() {
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < G.numOperations(); ++O)
      if (O != V &&
          modII(S.Start[V] - S.Start[O], S.II) < lengthOf(G.op(O)))
        add("concurrency", !share(V, O));
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
      add("register-limit",
          z3::pble(Vars, Weights.data(), int(W.RegisterLimit)));
      Slv.add(Peak >= Sum);
    }
    Peaks.push_back(Peak);
  }
  if (W.RegisterFile > 0)
    add("register-file",
        z3::sum(Peaks) <= C.int_val(int64_t(W.RegisterFile)));
}

z3::check_result Encoder::check(uint64_t Work, double Seconds) {
  z3::params Params(C);
  if (Work > 0)
    Params.set("rlimit", unsigned(std::min<uint64_t>(Work, UINT32_MAX)));
  if (Seconds > 0)
    Params.set("timeout", unsigned(std::max(1.0, Seconds * 1000)));
  Slv.set(Params);
  z3::expr_vector Assumptions(C);
  for (auto &[Name, L] : Lit)
    Assumptions.push_back(L);
  return Slv.check(Assumptions);
}

std::vector<std::string> Encoder::core() {
  std::vector<std::string> Names;
  z3::expr_vector Core = Slv.unsat_core();
  for (unsigned I = 0; I < Core.size(); ++I)
    for (const auto &[Name, L] : Lit)
      if (z3::eq(L, Core[I]))
        Names.push_back(Name);
  std::sort(Names.begin(), Names.end());
  return Names;
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

/// The sets first fit places whole: the ends of every edge without the
/// slack for its spill (or of a spilling edge when cross-warp communication
/// is off) merged by union-find; Sets[r] holds the ops of root r in op
/// order (empty for other ops).
std::vector<std::vector<OpId>> mustShareSets(const Problem &P,
                                             const ModuloSchedule &S) {
  const DependenceGraph &G = P.Graph;
  const WarpConfig &W = *P.Warps;
  const unsigned N = G.numOperations();
  std::vector<unsigned> Parent(N);
  for (unsigned V = 0; V < N; ++V)
    Parent[V] = V;
  std::function<unsigned(unsigned)> find = [&](unsigned V) {
    while (Parent[V] != V)
      V = Parent[V] = Parent[Parent[V]];
    return V;
  };
  for (const Dependence &D : G.dependences()) {
    const Operation &Src = G.op(D.Src);
    bool MustShare = !W.CrossWarpCommunication && Src.SpillCost > 0;
    if (MustShare || S.Start[D.Dst] + D.Distance * S.II <
                         S.Start[D.Src] + D.Delay + Src.SpillCost) {
      unsigned A = find(D.Src), B = find(D.Dst);
      if (A != B)
        Parent[std::max(A, B)] = std::min(A, B);
    }
  }
  std::vector<std::vector<OpId>> Sets(N);
  for (OpId V = 0; V < N; ++V)
    Sets[find(V)].push_back(V);
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
      if (O != D.Dst &&
          modII(S.Start[D.Dst] - S.Start[O], S.II) < lengthOf(G.op(O))) {
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
      : G(P.Graph), W(*P.Warps), WPG(std::max(1u, W.WarpsPerGroup)),
        Live(G, S), Apart(apartPairs(G, S)),
        Regs(W.NumWarps, std::vector<int64_t>(Live.Cuts.size(), 0)),
        Kind(W.NumWarps, -1), WarpOf(G.numOperations(), ~0u) {}

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
    int64_t Sum = 0;
    for (unsigned Wi = 0; Wi < W.NumWarps; ++Wi) {
      int64_t Peak = 0;
      bool Mine = Wi >= First && Wi < First + Count;
      for (size_t C = 0; C < Live.Cuts.size(); ++C)
        Peak = std::max(Peak, Regs[Wi][C] + (Mine ? Need[C] : 0));
      Sum += Peak;
    }
    return Sum <= W.RegisterFile;
  }

  void take(const std::vector<OpId> &Set, unsigned First, unsigned Count,
            bool Var, const std::vector<int64_t> &Need) {
    for (unsigned Wi = First; Wi < First + Count; ++Wi) {
      Kind[Wi] = int(Var);
      for (size_t C = 0; C < Live.Cuts.size(); ++C)
        Regs[Wi][C] += Need[C];
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
/// groups, and what is said when none answers.
class StartsAssigner {
public:
  StartsAssigner(const Problem &P, const ModuloSchedule &S,
                 const WarpAssignOptions &Opts)
      : P(P), S(S), Opts(Opts) {
    R.Schedule = S;
    R.Schedule.Warps.reset();
  }

  WarpAssignResult run() {
    if (!P.Warps)
      return done(SolveStatus::Error, "the problem has no warp configuration");
    if (S.Start.size() != P.Graph.numOperations() || S.II < 1)
      return done(SolveStatus::Error,
                  "the schedule does not match the problem");
    // Warp-independent constraints first: no assignment repairs them.
    VerificationResult Base = verifySchedule(P, R.Schedule);
    if (!Base.ok())
      return done(SolveStatus::Infeasible,
                  "the start times already break " +
                      constraintKindName(Base.Violations.front().Kind).str() +
                      ": " + Base.Violations.front().Message);
    if (P.Graph.numOperations() > Opts.ExactMaxOps) {
      if (tryFirstFit())
        return done(SolveStatus::Feasible, "");
      return done(SolveStatus::Infeasible,
                  "first fit found no warp assignment for these start times "
                  "(not a proof: " +
                      std::to_string(P.Graph.numOperations()) +
                      " ops are above the exact query's " +
                      std::to_string(Opts.ExactMaxOps) + ")");
    }
    if (std::optional<WarpAssignResult> Answer = exactQueries())
      return *Answer;
    R.Schedule.Warps.reset();
    if (TimedOut && tryFirstFit())
      return done(SolveStatus::Feasible, "");
    if (TimedOut)
      return done(SolveStatus::Timeout,
                  "the warp assignment ran out of its work budget or time");
    return refuted();
  }

private:
  WarpAssignResult done(SolveStatus St, std::string Msg) {
    R.Status = St;
    R.Message = std::move(Msg);
    R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
    return R;
  }

  unsigned warpsPerGroup() const {
    return std::max(1u, P.Warps->WarpsPerGroup);
  }

  /// First fit, kept only if the verifier accepts it.
  bool tryFirstFit() {
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
      Groups.insert(Wi / warpsPerGroup());
    R.GroupsUsed = Groups.size();
    R.FirstFit = true;
    return true;
  }

  /// The exact query with 1, 2, ... groups: the first sat answer is the
  /// result (verified). nullopt when none answers sat: then TimedOut says
  /// whether some query ran out of its budget or time, and Core holds the
  /// last unsat core.
  std::optional<WarpAssignResult> exactQueries() {
    const WarpConfig &W = *P.Warps;
    const unsigned WPG = warpsPerGroup();
    const unsigned MaxGroups = std::max(1u, (W.NumWarps + WPG - 1) / WPG);
    try {
      for (unsigned Groups = 1; Groups <= MaxGroups; ++Groups) {
        double Left = 0;
        if (Opts.TimeLimit > 0) {
          Left = Opts.TimeLimit -
                 std::chrono::duration<double>(Clock::now() - T0).count();
          if (Left <= 0) {
            TimedOut = true;
            break;
          }
        }
        Encoder E(P, S, Groups);
        if (!E.encode())
          continue;
        CancellationHook Hook(Opts.Cancel, E.interruptHook());
        if ((Opts.Cancel && Opts.Cancel->cancelled()) ||
            interruptRequested()) {
          TimedOut = true;
          break;
        }
        z3::check_result CR = E.check(Opts.Work, Left);
        if (CR == z3::unknown) {
          // Out of budget at this many groups: more groups may still answer.
          TimedOut = true;
          continue;
        }
        if (CR == z3::unsat) {
          Core = E.core();
          continue;
        }
        return accepted(E, Groups);
      }
    } catch (const z3::exception &Ex) {
      return done(SolveStatus::Error, std::string("Z3: ") + Ex.msg());
    }
    return std::nullopt;
  }

  /// The sat answer of \p E at \p Groups groups, through the verifier.
  WarpAssignResult accepted(Encoder &E, unsigned Groups) {
    R.Schedule.Warps = E.extract();
    R.GroupsUsed = Groups;
    VerificationResult V = verifySchedule(P, R.Schedule);
    if (!V.ok())
      return done(SolveStatus::Error,
                  "internal error: the warp assignment fails the "
                  "verifier: " +
                      V.Violations.front().Message);
    return done(SolveStatus::Feasible, "");
  }

  /// Infeasible, with the families of the core (every warp available)
  /// named once each, and its cross-warp-spill edges in SpillEdgesInCore.
  WarpAssignResult refuted() {
    std::string Families;
    std::set<std::string> Named;
    for (const std::string &F : Core) {
      if (F.rfind(SpillPrefix, 0) == 0) {
        R.SpillEdgesInCore.push_back(
            unsigned(std::stoul(F.substr(SpillPrefix.size()))));
        if (!Named.insert("cross-warp-spill").second)
          continue;
        Families +=
            std::string(Families.empty() ? "" : ", ") + "cross-warp-spill";
        continue;
      }
      Families += (Families.empty() ? "" : ", ") + F;
    }
    std::sort(R.SpillEdgesInCore.begin(), R.SpillEdgesInCore.end());
    return done(SolveStatus::Infeasible,
                "no warp assignment exists for these start times (unsat core "
                "with every warp available: " +
                    Families + ")");
  }

  const Problem &P;
  const ModuloSchedule &S;
  const WarpAssignOptions &Opts;
  Clock::time_point T0 = Clock::now();
  WarpAssignResult R;
  bool TimedOut = false;
  std::vector<std::string> Core;
};

} // namespace

/// The least warp groups for fixed starts (WarpAssignment.h): see
/// StartsAssigner for the steps.
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
