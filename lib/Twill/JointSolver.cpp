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
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/StringMap.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <map>

using namespace twill;

std::vector<std::string> twill::jointConstraintFamilies() {
  return {"uniqueness",      "dependence",       "capacity",
          "memory",          "warp-uniqueness",  "variable-latency",
          "register-limit",  "cross-warp-spill", "concurrency"};
}

namespace {
using Clock = std::chrono::steady_clock;

int64_t lengthOf(const Operation &Op) { return std::max<int64_t>(Op.cycles(), 1); }

class Encoder {
public:
  Encoder(const Problem &P, int64_t II, int64_t L, const JointOptions &Opts)
      : P(P), G(P.Graph), II(II), L(L), Opts(Opts), S(C) {}

  JointResult run();

private:
  const Problem &P;
  const DependenceGraph &G;
  int64_t II, L;
  const JointOptions &Opts;
  z3::context C;
  z3::solver S;
  std::map<std::string, z3::expr> Lit;
  std::vector<std::vector<z3::expr>> Op; // Op[v][t]
  std::vector<z3::expr> Start, Warp, End;
  std::vector<int64_t> WarpSpan;
  std::vector<z3::expr> GroupUsed;
  std::vector<std::vector<z3::expr>> LiveCount; // [v][residue]
  bool NeedLiveness = false;

  bool enabled(const std::string &F) const {
    return std::find(Opts.Disabled.begin(), Opts.Disabled.end(), F) ==
           Opts.Disabled.end();
  }
  void add(const std::string &Family, const z3::expr &E) {
    S.add(z3::implies(Lit.at(Family), E));
  }
  z3::expr intVal(int64_t V) { return C.int_val(int64_t(V)); }
  z3::expr sameWarp(OpId A, OpId B) {
    return Warp[A] < Warp[B] + intVal(WarpSpan[B]) &&
           Warp[B] < Warp[A] + intVal(WarpSpan[A]);
  }

  void encodeStarts();
  void encodeDependences();
  void encodeCapacity();
  void encodeLiveness();
  void encodeMemory();
  void encodeWarps();
  ModuloSchedule extract(const z3::model &M);
  std::vector<std::string> coreNames(const z3::expr_vector &Core);
};

void Encoder::encodeStarts() {
  for (OpId V = 0; V < G.numOperations(); ++V) {
    int64_t Last = L - lengthOf(G.op(V));
    std::vector<z3::expr> Row;
    z3::expr_vector Vec(C);
    z3::expr Sum = intVal(0);
    for (int64_t T = 0; T <= Last; ++T) {
      Row.push_back(C.bool_const(("op_" + std::to_string(V) + "_" +
                                  std::to_string(T))
                                     .c_str()));
      Vec.push_back(Row.back());
      Sum = Sum + z3::ite(Row.back(), intVal(T), intVal(0));
    }
    std::vector<int> Ones(Vec.size(), 1);
    add("uniqueness", z3::pbeq(Vec, Ones.data(), 1));
    z3::expr SV = C.int_const(("s_" + std::to_string(V)).c_str());
    S.add(SV == Sum);
    Start.push_back(SV);
    Op.push_back(std::move(Row));
  }
}

void Encoder::encodeDependences() {
  for (const Dependence &D : G.dependences())
    add("dependence", Start[D.Dst] + intVal(D.Distance * II) >=
                          Start[D.Src] + intVal(D.Delay));
}

void Encoder::encodeCapacity() {
  for (const FunctionalUnit &U : P.Units) {
    if (U.isUnlimited())
      continue;
    std::vector<std::map<unsigned, int>> Terms(II); // residue -> (var idx, w)
    std::vector<z3::expr_vector> Vars;
    std::vector<std::vector<int>> Weights(II);
    for (int64_t R = 0; R < II; ++R)
      Vars.emplace_back(C);
    for (OpId V = 0; V < G.numOperations(); ++V)
      for (const UnitUse &Use : G.op(V).Reservation.Uses) {
        if (Use.Unit != U.Name)
          continue;
        for (size_t T = 0; T < Op[V].size(); ++T) {
          int64_t R = (int64_t(T) + Use.Cycle) % II;
          Vars[R].push_back(Op[V][T]);
          Weights[R].push_back(int(Use.Count));
        }
      }
    for (int64_t R = 0; R < II; ++R)
      if (!Vars[R].empty())
        add("capacity",
            z3::pble(Vars[R], Weights[R].data(), int(U.Capacity)));
  }
}

void Encoder::encodeLiveness() {
  unsigned N = G.numOperations();
  int64_t MaxDist = 0;
  for (const Dependence &D : G.dependences())
    MaxDist = std::max(MaxDist, D.Distance);
  int64_t Horizon = L + MaxDist * II + 1;
  End.clear();
  LiveCount.assign(N, {});
  for (OpId V = 0; V < N; ++V) {
    z3::expr E = C.int_const(("e_" + std::to_string(V)).c_str());
    S.add(E >= Start[V] + intVal(lengthOf(G.op(V))));
    S.add(E <= intVal(Horizon));
    End.push_back(E);
  }
  for (const Dependence &D : G.dependences())
    S.add(End[D.Src] >= Start[D.Dst] + intVal(D.Distance * II));
  for (OpId V = 0; V < N; ++V) {
    const Operation &O = G.op(V);
    if (O.Registers == 0 && O.Footprint.empty())
      continue;
    std::vector<z3::expr> Count(II, intVal(0));
    for (int64_t T = 0; T < Horizon; ++T) {
      z3::expr Live = Start[V] <= intVal(T) && intVal(T) < End[V];
      Count[T % II] = Count[T % II] + z3::ite(Live, intVal(1), intVal(0));
    }
    LiveCount[V] = std::move(Count);
  }
}

void Encoder::encodeMemory() {
  for (const Memory &M : P.Memories)
    for (int64_t R = 0; R < II; ++R) {
      z3::expr Sum = intVal(0);
      bool Any = false;
      for (OpId V = 0; V < G.numOperations(); ++V) {
        auto It = G.op(V).Footprint.find(M.Name);
        if (It == G.op(V).Footprint.end() || It->second == 0)
          continue;
        Sum = Sum + intVal(It->second) * LiveCount[V][R];
        Any = true;
      }
      if (Any)
        add("memory", Sum <= intVal(M.CapacityBytes));
    }
}

void Encoder::encodeWarps() {
  const WarpConfig &W = *P.Warps;
  unsigned N = G.numOperations();
  for (OpId V = 0; V < N; ++V) {
    const Operation &O = G.op(V);
    WarpSpan.push_back(O.NeedsWarpGroup ? W.WarpsPerGroup : 1);
    z3::expr WV = C.int_const(("w_" + std::to_string(V)).c_str());
    Warp.push_back(WV);
    add("warp-uniqueness", WV >= 0 && WV + intVal(WarpSpan[V]) <= intVal(W.NumWarps));
    if (O.NeedsWarpGroup) {
      z3::expr Grp = C.int_const(("g_" + std::to_string(V)).c_str());
      add("warp-uniqueness", WV == intVal(W.WarpsPerGroup) * Grp);
    }
  }
  // Warp groups are interchangeable: put op 0 in the first group, and use
  // groups in order (a permutation of groups maps any solution to one
  // that meets both).
  if (N > 0)
    S.add(Warp[0] < intVal(W.WarpsPerGroup));
  unsigned NumGroups = W.NumWarps / std::max(1u, W.WarpsPerGroup);
  for (unsigned Grp = 0; Grp < NumGroups; ++Grp) {
    z3::expr Any = C.bool_val(false);
    for (OpId V = 0; V < N; ++V)
      Any = Any || (Warp[V] >= intVal(Grp * W.WarpsPerGroup) &&
                    Warp[V] < intVal((Grp + 1) * W.WarpsPerGroup));
    z3::expr U = C.bool_const(("used_" + std::to_string(Grp)).c_str());
    S.add(U == Any);
    if (Grp > 0)
      S.add(z3::implies(U, GroupUsed.back()));
    GroupUsed.push_back(U);
  }

  for (OpId V = 0; V < N; ++V) {
    if (!G.op(V).VariableLatency)
      continue;
    for (OpId O = 0; O < N; ++O)
      if (!G.op(O).VariableLatency)
        add("variable-latency", !sameWarp(V, O));
  }

  for (const Dependence &D : G.dependences()) {
    int64_t Spill = G.op(D.Src).SpillCost;
    if (D.Src == D.Dst || Spill == 0)
      continue;
    add("cross-warp-spill",
        z3::implies(!sameWarp(D.Src, D.Dst),
                    Start[D.Dst] + intVal(D.Distance * II) >=
                        Start[D.Src] + intVal(D.Delay + Spill)));
  }

  unsigned Fresh = 0;
  for (const Dependence &D : G.dependences()) {
    if (!D.Blocking)
      continue;
    OpId V = D.Dst;
    for (OpId O = 0; O < N; ++O) {
      if (O == V)
        continue;
      int64_t Len = lengthOf(G.op(O));
      if (Len >= II) {
        add("concurrency", !sameWarp(V, O));
        continue;
      }
      // m = (s(V) - s(O)) mod I, linear with a fresh quotient q.
      z3::expr Q = C.int_const(("q_" + std::to_string(Fresh++)).c_str());
      z3::expr M = Start[V] - Start[O] - intVal(II) * Q;
      S.add(M >= 0 && M < intVal(II));
      add("concurrency", z3::implies(sameWarp(V, O), M >= intVal(Len)));
    }
  }

  // When every op that holds registers needs a whole warp group, the four
  // warps of a group carry the same pressure: check the first of each.
  bool GroupOnly = true;
  for (OpId V = 0; V < N; ++V)
    GroupOnly &= G.op(V).Registers == 0 || G.op(V).NeedsWarpGroup;
  unsigned Step = GroupOnly ? std::max(1u, W.WarpsPerGroup) : 1;
  z3::expr PeakSum = intVal(0);
  for (unsigned WI = 0; WI < W.NumWarps; WI += Step) {
    z3::expr Peak = C.int_const(("peak_" + std::to_string(WI)).c_str());
    S.add(Peak >= 0);
    PeakSum = PeakSum + intVal(Step) * Peak;
    for (int64_t R = 0; R < II; ++R) {
      z3::expr Sum = intVal(0);
      bool Any = false;
      for (OpId V = 0; V < N; ++V) {
        if (G.op(V).Registers == 0)
          continue;
        z3::expr On = Warp[V] <= intVal(WI) &&
                      intVal(WI) < Warp[V] + intVal(WarpSpan[V]);
        Sum = Sum + z3::ite(On, intVal(G.op(V).Registers) * LiveCount[V][R],
                            intVal(0));
        Any = true;
      }
      if (Any) {
        add("register-limit", Sum <= intVal(W.RegisterLimit));
        add("register-limit", Peak >= Sum);
      }
    }
  }
  if (W.RegisterFile > 0)
    add("register-limit", PeakSum <= intVal(W.RegisterFile));
}

ModuloSchedule Encoder::extract(const z3::model &M) {
  ModuloSchedule Out;
  Out.II = II;
  Out.Length = L;
  WarpAssignment WA;
  for (OpId V = 0; V < G.numOperations(); ++V) {
    Out.Start.push_back(M.eval(Start[V], true).get_numeral_int64());
    if (!Warp.empty())
      WA.Warp.push_back(unsigned(M.eval(Warp[V], true).get_numeral_int64()));
  }
  if (!Warp.empty())
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
  if (Opts.TimeLimit > 0) {
    z3::params Params(C);
    Params.set("timeout", unsigned(std::max(1.0, Opts.TimeLimit * 1000)));
    S.set(Params);
  }
  encodeStarts();
  encodeDependences();
  encodeCapacity();
  bool HasWarps = P.Warps.has_value();
  for (const Operation &O : G.operations())
    NeedLiveness |= (HasWarps && O.Registers > 0) || !O.Footprint.empty();
  if (NeedLiveness)
    encodeLiveness();
  encodeMemory();
  if (HasWarps)
    encodeWarps();

  z3::expr_vector Assumptions(C);
  for (const std::string &F : jointConstraintFamilies())
    if (enabled(F))
      Assumptions.push_back(Lit.at(F));
  z3::check_result CR = S.check(Assumptions);
  if (CR == z3::sat) {
    z3::model Best = S.get_model();
    // Secondary objective: as few warp groups as possible (roles, not a
    // scatter of ops). Each round forbids the highest group in use and
    // re-checks under a short budget; the last sat model is kept.
    auto Deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                             std::chrono::duration<double>(Opts.CompactTime));
    while (!GroupUsed.empty() && Opts.CompactTime > 0 &&
           Clock::now() < Deadline) {
      size_t Used = 0;
      for (size_t Grp = 0; Grp < GroupUsed.size(); ++Grp)
        if (Best.eval(GroupUsed[Grp], true).is_true())
          Used = Grp + 1;
      if (Used <= 1)
        break;
      double Left =
          std::chrono::duration<double>(Deadline - Clock::now()).count();
      z3::params Params(C);
      Params.set("timeout", unsigned(std::max(1.0, Left * 1000)));
      S.set(Params);
      Assumptions.push_back(!GroupUsed[Used - 1]);
      if (S.check(Assumptions) != z3::sat)
        break;
      Best = S.get_model();
    }
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
  } else if (CR == z3::unsat) {
    R.Status = SolveStatus::Infeasible;
    z3::expr_vector Core = S.unsat_core();
    R.Core = coreNames(Core);
    // Deletion-based shrinking: drop each family the rest still refutes.
    if (Opts.MinimizeCore && R.Core.size() > 1) {
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
  } else {
    R.Status = SolveStatus::Timeout;
    R.Message = S.reason_unknown();
  }
  R.Seconds = std::chrono::duration<double>(Clock::now() - T0).count();
  return R;
}
} // namespace

JointResult twill::solveJoint(const Problem &P, int64_t II, int64_t Length,
                              const JointOptions &Opts) {
  auto T0 = Clock::now();
  try {
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
