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

/// One assignment query: ops may use the first \p Groups warp groups.
class Encoder {
public:
  Encoder(const Problem &P, const ModuloSchedule &S, unsigned Groups)
      : P(P), G(P.Graph), S(S), W(*P.Warps), Slv(C) {
    WPG = std::max(1u, W.WarpsPerGroup);
    NumWarps = std::min(W.NumWarps, Groups * WPG);
    NumGroups = NumWarps / WPG;
  }

  /// Builds the query; false when some op has no warp to go to.
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
};

bool Encoder::encode() {
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

  // Variable-latency ops keep their warps to themselves.
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    z3::expr_vector Var(C), Fixed(C);
    for (OpId V = 0; V < N; ++V)
      (G.op(V).VariableLatency ? Var : Fixed).push_back(on(V, Wi));
    if (!Var.empty() && !Fixed.empty())
      add("variable-latency", !(z3::mk_or(Var) && z3::mk_or(Fixed)));
  }

  // Cross-warp spills: an edge without the slack for the spill (or a
  // spilling value when cross-warp communication is off) stays on a warp.
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

  // Blocking consumers issue while no other op of their warp executes.
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < N; ++O)
      if (O != V &&
          modII(S.Start[V] - S.Start[O], S.II) < lengthOf(G.op(O)))
        add("concurrency", !share(V, O));
  }

  // Registers: live intervals [s(v), max(s(v) + len, s(w) + k*I)) folded
  // modulo I; the coverage of each interval is constant between the
  // residues where some interval begins or ends.
  std::vector<int64_t> Begin(N), End(N);
  for (OpId V = 0; V < N; ++V) {
    Begin[V] = S.Start[V];
    End[V] = S.Start[V] + lengthOf(G.op(V));
  }
  for (const Dependence &D : G.dependences())
    End[D.Src] = std::max(End[D.Src], S.Start[D.Dst] + D.Distance * S.II);
  std::set<int64_t> Cuts = {0};
  std::vector<OpId> RegOps;
  for (OpId V = 0; V < N; ++V) {
    if (G.op(V).Registers == 0)
      continue;
    RegOps.push_back(V);
    Cuts.insert(modII(Begin[V], S.II));
    Cuts.insert(modII(Begin[V] + (End[V] - Begin[V]) % S.II, S.II));
  }
  auto coverage = [&](OpId V, int64_t R) {
    int64_t Len = End[V] - Begin[V];
    int64_t Full = Len / S.II, Rem = Len % S.II;
    int64_t Off = modII(R - Begin[V], S.II);
    return Full + (Off < Rem ? 1 : 0);
  };
  if (RegOps.empty())
    return true;
  z3::expr_vector Peaks(C);
  for (unsigned Wi = 0; Wi < NumWarps; ++Wi) {
    z3::expr Peak = C.int_const(("peak_" + std::to_string(Wi)).c_str());
    Slv.add(Peak >= 0);
    for (int64_t R : Cuts) {
      z3::expr_vector Vars(C);
      std::vector<int> Weights;
      z3::expr Sum = C.int_val(0);
      for (OpId V : RegOps) {
        int64_t Regs = G.op(V).Registers * coverage(V, R);
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
  return true;
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

/// The deterministic first-fit assignment for large loops: the ends of
/// every edge without the slack for its spill are merged (union-find), and
/// the merged sets are placed in op order on the first warp (or group) where
/// the variable-latency rule, the blocking pairs, the register limit per
/// residue segment and the register file still hold. Returns nullopt when
/// some set fits nowhere; the result still goes through the verifier.
std::optional<WarpAssignment> firstFit(const Problem &P,
                                       const ModuloSchedule &S) {
  const DependenceGraph &G = P.Graph;
  const WarpConfig &W = *P.Warps;
  const unsigned N = G.numOperations();
  const unsigned WPG = std::max(1u, W.WarpsPerGroup);
  const unsigned NumGroups = W.NumWarps / WPG;
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
  // Pairs that may not share: a blocking consumer and what executes then.
  std::vector<std::vector<OpId>> Apart(N);
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    for (OpId O = 0; O < N; ++O)
      if (O != D.Dst &&
          modII(S.Start[D.Dst] - S.Start[O], S.II) < lengthOf(G.op(O))) {
        Apart[D.Dst].push_back(O);
        Apart[O].push_back(D.Dst);
      }
  }
  // Register coverage per residue segment, as in the Z3 encoding.
  std::vector<int64_t> Begin(N), End(N);
  for (OpId V = 0; V < N; ++V) {
    Begin[V] = S.Start[V];
    End[V] = S.Start[V] + lengthOf(G.op(V));
  }
  for (const Dependence &D : G.dependences())
    End[D.Src] = std::max(End[D.Src], S.Start[D.Dst] + D.Distance * S.II);
  std::set<int64_t> CutSet = {0};
  for (OpId V = 0; V < N; ++V)
    if (G.op(V).Registers) {
      CutSet.insert(modII(Begin[V], S.II));
      CutSet.insert(modII(Begin[V] + (End[V] - Begin[V]) % S.II, S.II));
    }
  std::vector<int64_t> Cuts(CutSet.begin(), CutSet.end());
  auto coverage = [&](OpId V, int64_t R) {
    int64_t Len = End[V] - Begin[V];
    int64_t Off = modII(R - Begin[V], S.II);
    return Len / S.II + (Off < Len % S.II ? 1 : 0);
  };
  // Per warp: its registers per segment, whether it holds variable- or
  // fixed-latency ops, and which ops it holds.
  std::vector<std::vector<int64_t>> Regs(W.NumWarps,
                                         std::vector<int64_t>(Cuts.size(), 0));
  std::vector<int> Kind(W.NumWarps, -1); // -1 empty, 0 fixed, 1 variable.
  std::vector<unsigned> WarpOf(N, ~0u);
  auto onWarp = [&](OpId O, unsigned Wi) {
    if (WarpOf[O] == ~0u)
      return false;
    unsigned Count = G.op(O).NeedsWarpGroup ? WPG : 1;
    return WarpOf[O] <= Wi && Wi < WarpOf[O] + Count;
  };
  for (unsigned Root = 0; Root < N; ++Root) {
    const std::vector<OpId> &Set = Sets[Root];
    if (Set.empty())
      continue;
    bool Group = false, Var = false, Fixed = false;
    for (OpId V : Set) {
      Group |= G.op(V).NeedsWarpGroup;
      (G.op(V).VariableLatency ? Var : Fixed) = true;
    }
    if (Var && Fixed)
      return std::nullopt;
    std::vector<int64_t> Need(Cuts.size(), 0);
    for (OpId V : Set)
      if (G.op(V).Registers)
        for (size_t C = 0; C < Cuts.size(); ++C)
          Need[C] += G.op(V).Registers * coverage(V, Cuts[C]);
    unsigned Slots = Group ? NumGroups : W.NumWarps;
    bool Placed = false;
    for (unsigned Slot = 0; Slot < Slots && !Placed; ++Slot) {
      unsigned First = Group ? Slot * WPG : Slot, Count = Group ? WPG : 1;
      bool Ok = true;
      for (unsigned Wi = First; Ok && Wi < First + Count; ++Wi) {
        if (Kind[Wi] >= 0 && Kind[Wi] != int(Var))
          Ok = false;
        for (size_t C = 0; Ok && C < Cuts.size(); ++C)
          Ok = Regs[Wi][C] + Need[C] <= W.RegisterLimit;
        for (OpId V : Set)
          for (OpId O : Apart[V])
            if (Ok && onWarp(O, Wi))
              Ok = false;
      }
      if (Ok && W.RegisterFile > 0) {
        int64_t Sum = 0;
        for (unsigned Wi = 0; Wi < W.NumWarps; ++Wi) {
          int64_t Peak = 0;
          bool Mine = Wi >= First && Wi < First + Count;
          for (size_t C = 0; C < Cuts.size(); ++C)
            Peak = std::max(Peak, Regs[Wi][C] + (Mine ? Need[C] : 0));
          Sum += Peak;
        }
        Ok = Sum <= W.RegisterFile;
      }
      if (!Ok)
        continue;
      for (unsigned Wi = First; Wi < First + Count; ++Wi) {
        Kind[Wi] = int(Var);
        for (size_t C = 0; C < Cuts.size(); ++C)
          Regs[Wi][C] += Need[C];
      }
      for (OpId V : Set)
        WarpOf[V] = G.op(V).NeedsWarpGroup ? First : First;
      Placed = true;
    }
    if (!Placed)
      return std::nullopt;
  }
  WarpAssignment A;
  A.Warp = std::move(WarpOf);
  return A;
}

} // namespace

WarpAssignResult twill::assignWarpsForStarts(const Problem &P,
                                             const ModuloSchedule &S,
                                             const WarpAssignOptions &Opts) {
  auto T0 = Clock::now();
  WarpAssignResult R;
  R.Schedule = S;
  R.Schedule.Warps.reset();
  auto done = [&](SolveStatus St, std::string Msg) {
    R.Status = St;
    R.Message = std::move(Msg);
    R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
    return R;
  };
  if (!P.Warps)
    return done(SolveStatus::Error, "the problem has no warp configuration");
  if (S.Start.size() != P.Graph.numOperations() || S.II < 1)
    return done(SolveStatus::Error, "the schedule does not match the problem");
  // Warp-independent constraints first: no assignment repairs them.
  VerificationResult Base = verifySchedule(P, R.Schedule);
  if (!Base.ok())
    return done(SolveStatus::Infeasible,
                "the start times already break " +
                    constraintKindName(Base.Violations.front().Kind).str() +
                    ": " + Base.Violations.front().Message);
  const WarpConfig &W = *P.Warps;
  const unsigned WPG = std::max(1u, W.WarpsPerGroup);
  const unsigned MaxGroups = std::max(1u, (W.NumWarps + WPG - 1) / WPG);
  auto tryFirstFit = [&]() -> bool {
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
      Groups.insert(Wi / WPG);
    R.GroupsUsed = Groups.size();
    R.FirstFit = true;
    return true;
  };
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
  bool TimedOut = false;
  std::vector<std::string> Core;
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
      if ((Opts.Cancel && Opts.Cancel->cancelled()) || interruptRequested()) {
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
  } catch (const z3::exception &Ex) {
    return done(SolveStatus::Error, std::string("Z3: ") + Ex.msg());
  }
  R.Schedule.Warps.reset();
  if (TimedOut && tryFirstFit())
    return done(SolveStatus::Feasible, "");
  if (TimedOut)
    return done(SolveStatus::Timeout,
                "the warp assignment ran out of its work budget or time");
  std::string Families;
  std::set<std::string> Named;
  for (const std::string &F : Core) {
    if (F.rfind(SpillPrefix, 0) == 0) {
      R.SpillEdgesInCore.push_back(
          unsigned(std::stoul(F.substr(SpillPrefix.size()))));
      if (!Named.insert("cross-warp-spill").second)
        continue;
      Families += std::string(Families.empty() ? "" : ", ") + "cross-warp-spill";
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

std::optional<ModuloSchedule>
twill::assignWarpsGreedily(const Problem &P, const ModuloSchedule &S) {
  WarpAssignOptions Opts;
  Opts.ExactMaxOps = 0;
  WarpAssignResult R = assignWarpsForStarts(P, S, Opts);
  if (R.Status != SolveStatus::Feasible)
    return std::nullopt;
  return std::move(R.Schedule);
}
