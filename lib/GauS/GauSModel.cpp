//===- GauSModel.cpp - GauS losses and their analytic gradients -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Losses of the GauS relaxation and their exact gradients. Notation: F_i is
/// op i's CDF on the integer steps (header comment), P_i its mass, and
///   S_i(m) = sum_{b <= m} F_i(b) = E[(m + 1 - X_i)^+]
/// its running sum (exact for integer X_i >= 0). Every loss is written in
/// F, P and S so that one edge costs O(W_u + W_v), never O(D^2):
///
///  - Edge u -> v with delay delta and distance k (c = delta - k*II) must
///    satisfy X_v >= X_u + c. Its violation is the exact expected amount
///      V_e = E[(X_u + c - X_v)^+] = sum_a P_u(a) * S_v(a + c - 1).
///    Unlike P(violation) (the paper's Eq. 8b/24) it keeps a gradient when
///    the edge is violated with certainty, and it is zero exactly when the
///    edge holds almost surely. Gradients: dV/dP_u(a) = S_v(a + c - 1),
///    dV/dF_v(b) = P(X_u >= b - c + 1) = 1 - F_u(b - c).
///  - Resources: an op holding `cnt` units of r over cycles [o, o+len) of its
///    execution adds cnt * P(start in (t-o-len, t-o]) to the expected use
///    U_r(t); built with a difference array. The modulo form folds t mod II.
///    Violation per slot: V = (E[U] - cap)^+ (the expectation is exact, the
///    hinge is applied to it: an exact E[(U - cap)^+] needs the Poisson-
///    binomial law of U and would cost O(|V| D^2)).
///  - Latency: E[X_i] + cycles_i is exact; the makespan is a LogSumExp smooth
///    max over ops with temperature Tau * ObjScale.
///  - Peak memory (Eq. 9c with the latency generalisation): the value of op
///    i is live at d iff X_i <= d and not (X_i + c_i - 1 < d and every
///    consumer j issues before d), so under independence
///      E[live_i(d)] = F_i(d) - F_i(d - c_i) * prod_j F_j(d - 1 - k_j*II),
///    the same liveness as the verifier. Expected bytes per step (folded mod
///    II for modulo problems) go through a LogSumExp smooth max.
/// Finally dL/dF is mapped to (mu, sigma) by dF(d)/dmu = -phi(z)/sigma and
/// dF(d)/dsigma = -phi(z) z / sigma with z = (d + 0.5 - mu) / sigma.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauSModel.h"

#include "Workers.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <map>

using namespace twill;

const char *const GauSModel::ProfilePhaseNames[GauSModel::NumPhases] = {
    "distributions", "edges", "resources", "objective", "chain_rule"};

const char *twill::gausTermName(GauSTerm T) {
  switch (T) {
  case GauSTerm::Dependence:
    return "dep";
  case GauSTerm::Recurrence:
    return "rec";
  case GauSTerm::Resource:
    return "res";
  case GauSTerm::ModuloResource:
    return "mres";
  }
  return "?";
}

namespace {

/// Mass beyond this many sigmas is below 1e-15 and is dropped.
constexpr double WindowSigmas = 8.0;

struct Block {
  unsigned Unit; ///< Index into the limited-unit list.
  int64_t Offset, Len;
  double Count;
};

struct Edge {
  OpId U, V;
  int64_t C; ///< delay - distance * II: X_v >= X_u + C.
  size_t Index; ///< Position among the distance-0 dependences.
};

struct Succ {
  OpId J;
  int64_t Shift; ///< 1 + distance * II: j issues before d iff X_j <= d-Shift.
};

} // namespace

struct GauSModel::Impl {
  unsigned N = 0;
  int64_t D = 0, II = 0;
  GauSObjective Obj;
  std::vector<int64_t> Cycles;
  std::vector<double> Bytes;
  std::vector<std::vector<Block>> Blocks;
  std::vector<double> UnitCap; ///< Limited units only.
  int64_t TLin = 0;            ///< Linear steps of resource use.
  std::vector<Edge> Edges[2];  ///< [0]: distance 0, [1]: loop-carried.
  std::vector<std::vector<Succ>> Succs;
  int64_t DMem = 0;
  // Formulation A.
  std::vector<double> StageW; ///< c_e by Edge::Index.
  double StageAlpha = 1, StageTau = 1;
  bool StageSpan = false;

  GauSWorkers Workers;

  // Per-evaluation state.
  std::vector<int64_t> Lo, Hi;
  std::vector<size_t> Off;
  std::vector<double> F, S, Z;
  // Per-thread gradient buffers (dL/dF and dL/dP, flat like F).
  std::vector<std::vector<double>> GF, GP, Scratch;

  explicit Impl(unsigned Threads) : Workers(Threads) {}

  double fAt(OpId I, int64_t D0) const {
    if (D0 < Lo[I])
      return 0;
    if (D0 > Hi[I])
      return 1;
    return F[Off[I] + (D0 - Lo[I])];
  }
  double pAt(OpId I, int64_t D0) const {
    return fAt(I, D0) - fAt(I, D0 - 1);
  }
  double sAt(OpId I, int64_t M) const {
    if (M < Lo[I])
      return 0;
    if (M > Hi[I])
      return S[Off[I] + (Hi[I] - Lo[I])] + double(M - Hi[I]);
    return S[Off[I] + (M - Lo[I])];
  }
  /// Adds G to dL/dF_i(d) in thread T's buffer when d is a variable entry.
  void addGF(unsigned T, OpId I, int64_t D0, double G) {
    if (D0 >= Lo[I] && D0 <= Hi[I])
      GF[T][Off[I] + (D0 - Lo[I])] += G;
  }
};

GauSModel::GauSModel(const Problem &P, int64_t D, int64_t II,
                     std::vector<int64_t> Caps, std::vector<double> Bytes,
                     GauSObjective Obj, unsigned Threads)
    : I(std::make_unique<Impl>(Threads)), D(D), II(II) {
  Impl &M = *I;
  const DependenceGraph &G = P.Graph;
  M.N = G.numOperations();
  M.D = D;
  M.II = II;
  M.Obj = Obj;
  M.Bytes = std::move(Bytes);
  M.Bytes.resize(M.N, 0.0);
  std::map<std::string, unsigned> Limited;
  for (size_t U = 0; U < P.Units.size(); ++U) {
    int64_t Cap = U < Caps.size() ? Caps[U] : P.Units[U].Capacity;
    if (Cap < 0)
      continue;
    Limited[P.Units[U].Name] = M.UnitCap.size();
    M.UnitCap.push_back(double(Cap));
  }
  M.Cycles.resize(M.N);
  M.Blocks.resize(M.N);
  int64_t MaxEnd = 1, MaxCycles = 1;
  for (OpId V = 0; V < M.N; ++V) {
    const Operation &Op = G.op(V);
    M.Cycles[V] = std::max<int64_t>(Op.cycles(), 1);
    MaxCycles = std::max(MaxCycles, M.Cycles[V]);
    // Merge runs of consecutive cycles with the same unit and count into
    // blocks, so a non-pipelined op costs one block, not one per cycle.
    std::vector<UnitUse> Uses = Op.Reservation.Uses;
    std::sort(Uses.begin(), Uses.end(), [](const UnitUse &A, const UnitUse &B) {
      return std::tie(A.Unit, A.Count, A.Cycle) <
             std::tie(B.Unit, B.Count, B.Cycle);
    });
    for (const UnitUse &Use : Uses) {
      auto It = Limited.find(Use.Unit);
      if (It == Limited.end() || Use.Count == 0)
        continue;
      std::vector<Block> &Bs = M.Blocks[V];
      if (!Bs.empty() && Bs.back().Unit == It->second &&
          Bs.back().Count == double(Use.Count) &&
          Bs.back().Offset + Bs.back().Len == int64_t(Use.Cycle))
        ++Bs.back().Len;
      else
        Bs.push_back({It->second, int64_t(Use.Cycle), 1, double(Use.Count)});
      MaxEnd = std::max(MaxEnd, int64_t(Use.Cycle) + 1);
    }
  }
  M.TLin = D + MaxEnd;
  M.Succs.resize(M.N);
  int64_t MaxShift = 1;
  size_t IntraIndex = 0;
  for (const Dependence &E : G.dependences()) {
    size_t Index = E.Distance == 0 ? IntraIndex++ : 0;
    if (E.Distance > 0 && II <= 0)
      continue; // One acyclic iteration: carried edges do not apply.
    int64_t C = E.Delay - E.Distance * std::max<int64_t>(II, 0);
    M.Edges[E.Distance > 0 ? 1 : 0].push_back({E.Src, E.Dst, C, Index});
    int64_t Shift = 1 + E.Distance * std::max<int64_t>(II, 0);
    M.Succs[E.Src].push_back({E.Dst, Shift});
    MaxShift = std::max(MaxShift, Shift);
  }
  M.DMem = D + std::max(MaxCycles, MaxShift) + 1;
  unsigned T = M.Workers.threads();
  M.GF.resize(T);
  M.GP.resize(T);
  M.Scratch.resize(T);
}

GauSModel::~GauSModel() = default;

void GauSModel::setStageObjective(std::vector<double> EdgeWeights,
                                  double Alpha, bool Span, double TauStage) {
  I->StageW = std::move(EdgeWeights);
  I->StageAlpha = Alpha;
  I->StageSpan = Span;
  I->StageTau = TauStage > 0 ? TauStage : 1.0;
}

size_t GauSModel::numComponents(GauSTerm T) const {
  switch (T) {
  case GauSTerm::Dependence:
    return I->Edges[0].size();
  case GauSTerm::Recurrence:
    return I->Edges[1].size();
  case GauSTerm::Resource:
    return II > 0 ? 0 : I->UnitCap.size() * I->TLin;
  case GauSTerm::ModuloResource:
    return II > 0 ? I->UnitCap.size() * II : 0;
  }
  return 0;
}

/// LogSumExp smooth max of \p X with temperature \p Tau; \p W receives the
/// softmax weights (its gradient).
static double smoothMax(const std::vector<double> &X, double Tau,
                        std::vector<double> &W) {
  W.assign(X.size(), 0.0);
  if (X.empty())
    return 0;
  double Max = *std::max_element(X.begin(), X.end());
  double Sum = 0;
  for (size_t K = 0; K < X.size(); ++K) {
    W[K] = std::exp((X[K] - Max) / Tau);
    Sum += W[K];
  }
  for (double &Wk : W)
    Wk /= Sum;
  return Max + Tau * std::log(Sum);
}

GauSEval GauSModel::evaluate(const Eigen::ArrayXd &Mu,
                             const Eigen::ArrayXd &Sigma,
                             const GauSPenalty &Pen, Eigen::ArrayXd *GMu,
                             Eigen::ArrayXd *GSigma,
                             std::vector<double> (*VOut)[NumGauSTerms]) {
  Impl &M = *I;
  const unsigned N = M.N;
  const unsigned NT = M.Workers.threads();
  const bool WantGrad = GMu || GSigma;
  GauSEval R;
  auto PhaseStart = std::chrono::steady_clock::now();
  auto phaseEnd = [&](unsigned Phase) {
    auto Now = std::chrono::steady_clock::now();
    PhaseSeconds[Phase] +=
        std::chrono::duration<double>(Now - PhaseStart).count();
    PhaseStart = Now;
  };

  // Windows and flat layout.
  M.Lo.resize(N);
  M.Hi.resize(N);
  M.Off.resize(N + 1);
  size_t Total = 0;
  for (OpId V = 0; V < N; ++V) {
    double Half = WindowSigmas * Sigma[V] + 1.0;
    M.Lo[V] = std::clamp<int64_t>(int64_t(std::floor(Mu[V] - Half)), 0, D - 1);
    M.Hi[V] = std::clamp<int64_t>(int64_t(std::ceil(Mu[V] + Half)), 0, D - 1);
    M.Off[V] = Total;
    Total += size_t(M.Hi[V] - M.Lo[V] + 1);
  }
  M.Off[N] = Total;
  M.F.resize(Total);
  M.S.resize(Total);
  M.Z.resize(Total);
  M.Workers.parallelFor(N, [&](unsigned, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V) {
      double Run = 0;
      for (int64_t Dd = M.Lo[V]; Dd <= M.Hi[V]; ++Dd) {
        size_t K = M.Off[V] + (Dd - M.Lo[V]);
        double Fv;
        if (Dd == D - 1) {
          Fv = 1.0; // The upper tail is folded into the last step.
          M.Z[K] = std::numeric_limits<double>::infinity();
        } else {
          double Zv = (double(Dd) + 0.5 - Mu[V]) / Sigma[V];
          M.Z[K] = Zv;
          Fv = 0.5 * std::erfc(-Zv * M_SQRT1_2);
        }
        M.F[K] = Fv;
        Run += Fv;
        M.S[K] = Run;
      }
    }
  });
  if (WantGrad)
    for (unsigned T = 0; T < NT; ++T) {
      M.GF[T].assign(Total, 0.0);
      M.GP[T].assign(Total, 0.0);
    }

  WindowEntries += double(Total);
  phaseEnd(0);
  double Loss = 0;

  // --- Edges: dependence (distance 0) and recurrence groups. -------------
  for (unsigned Grp = 0; Grp < 2; ++Grp) {
    const std::vector<Edge> &Es = M.Edges[Grp];
    bool On = Pen.Enabled[Grp];
    const std::vector<double> &Lam = Pen.Lambda[Grp];
    std::vector<double> Ve(Es.size(), 0.0);
    // A disabled group is only measured on evaluations without gradient
    // (the reports), not in the optimisation loop.
    if (!On && WantGrad) {
      if (VOut)
        (*VOut)[Grp] = std::move(Ve);
      continue;
    }
    M.Workers.parallelFor(Es.size(), [&](unsigned T, size_t B, size_t E) {
      for (size_t K = B; K < E; ++K) {
        const Edge &Ed = Es[K];
        double V = 0;
        for (int64_t A = M.Lo[Ed.U]; A <= M.Hi[Ed.U]; ++A)
          V += M.pAt(Ed.U, A) * M.sAt(Ed.V, A + Ed.C - 1);
        V = std::max(V, 0.0);
        Ve[K] = V;
        if (!WantGrad || !On)
          continue;
        double G = (K < Lam.size() ? Lam[K] : 0.0) + Pen.Rho * V;
        if (G == 0)
          continue;
        double *GPu = &M.GP[T][M.Off[Ed.U]];
        for (int64_t A = M.Lo[Ed.U]; A <= M.Hi[Ed.U]; ++A)
          GPu[A - M.Lo[Ed.U]] += G * M.sAt(Ed.V, A + Ed.C - 1);
        double *GFv = &M.GF[T][M.Off[Ed.V]];
        for (int64_t Bb = M.Lo[Ed.V]; Bb <= M.Hi[Ed.V]; ++Bb)
          GFv[Bb - M.Lo[Ed.V]] += G * (1.0 - M.fAt(Ed.U, Bb - Ed.C));
      }
    });
    for (size_t K = 0; K < Es.size(); ++K) {
      R.Violation[Grp] += Ve[K];
      R.Violated[Grp] += Ve[K] > 1e-6;
      if (On)
        Loss += (K < Lam.size() ? Lam[K] : 0.0) * Ve[K] +
                0.5 * Pen.Rho * Ve[K] * Ve[K];
    }
    if (VOut)
      (*VOut)[Grp] = std::move(Ve);
  }

  phaseEnd(1);
  // --- Resources: per step (acyclic) or per residue (modulo). ------------
  const unsigned NU = M.UnitCap.size();
  const unsigned Grp = unsigned(II > 0 ? GauSTerm::ModuloResource
                                       : GauSTerm::Resource);
  if (NU > 0) {
    const int64_t TL = M.TLin;
    const int64_t Slots = II > 0 ? II : TL;
    // Per-thread difference arrays, NU x (TL + 1).
    std::vector<std::vector<double>> Diff(NT);
    M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
      std::vector<double> &Df = Diff[T];
      Df.assign(size_t(NU) * (TL + 1), 0.0);
      for (OpId V = B; V < E; ++V)
        for (const Block &Bl : M.Blocks[V]) {
          double *Row = &Df[size_t(Bl.Unit) * (TL + 1)];
          for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A) {
            double Pm = Bl.Count * M.pAt(V, A);
            Row[A + Bl.Offset] += Pm;
            Row[A + Bl.Offset + Bl.Len] -= Pm;
          }
        }
    });
    std::vector<double> U(size_t(NU) * Slots, 0.0);
    for (unsigned Ui = 0; Ui < NU; ++Ui) {
      double Run = 0;
      for (int64_t T = 0; T < TL; ++T) {
        for (unsigned Th = 0; Th < NT; ++Th)
          if (!Diff[Th].empty())
            Run += Diff[Th][size_t(Ui) * (TL + 1) + T];
        U[size_t(Ui) * Slots + (II > 0 ? T % II : T)] += Run;
      }
    }
    bool On = Pen.Enabled[Grp];
    const std::vector<double> &Lam = Pen.Lambda[Grp];
    std::vector<double> Vc(U.size(), 0.0), Gc(U.size(), 0.0);
    for (size_t K = 0; K < U.size(); ++K) {
      double V = std::max(0.0, U[K] - M.UnitCap[K / Slots]);
      Vc[K] = V;
      R.Violation[Grp] += V;
      R.Violated[Grp] += V > 1e-6;
      double L = K < Lam.size() ? Lam[K] : 0.0;
      if (On && V > 0) {
        Loss += L * V + 0.5 * Pen.Rho * V * V;
        Gc[K] = L + Pen.Rho * V;
      }
    }
    if (WantGrad && On) {
      // Prefix sums of the per-linear-step gradient, per unit.
      std::vector<double> Cum(size_t(NU) * (TL + 1), 0.0);
      for (unsigned Ui = 0; Ui < NU; ++Ui)
        for (int64_t T = 0; T < TL; ++T)
          Cum[size_t(Ui) * (TL + 1) + T + 1] =
              Cum[size_t(Ui) * (TL + 1) + T] +
              Gc[size_t(Ui) * Slots + (II > 0 ? T % II : T)];
      M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
        for (OpId V = B; V < E; ++V)
          for (const Block &Bl : M.Blocks[V]) {
            const double *C = &Cum[size_t(Bl.Unit) * (TL + 1)];
            double *GPv = &M.GP[T][M.Off[V]];
            for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A)
              GPv[A - M.Lo[V]] += Bl.Count * (C[A + Bl.Offset + Bl.Len] -
                                              C[A + Bl.Offset]);
          }
      });
    }
    if (VOut)
      (*VOut)[Grp] = std::move(Vc);
  }

  phaseEnd(2);
  // --- Objectives. ------------------------------------------------------
  const double Scale = ObjScale > 0 ? ObjScale : 1.0;
  const double TauAbs = Tau * Scale;
  std::vector<double> SoftW;
  if (M.Obj == GauSObjective::Latency && N > 0) {
    std::vector<double> Fin(N);
    for (OpId V = 0; V < N; ++V) {
      double E = 0;
      for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A)
        E += double(A) * M.pAt(V, A);
      Fin[V] = E + double(M.Cycles[V]);
    }
    R.Objective = smoothMax(Fin, TauAbs, SoftW);
    Loss += Pen.ObjectiveWeight * R.Objective / Scale;
    if (WantGrad)
      for (OpId V = 0; V < N; ++V) {
        double G = Pen.ObjectiveWeight * SoftW[V] / Scale;
        double *GPv = &M.GP[0][M.Off[V]];
        for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A)
          GPv[A - M.Lo[V]] += G * double(A);
      }
  } else if (M.Obj == GauSObjective::PeakMemory && N > 0) {
    const int64_t DM = M.DMem;
    auto rangeEnd = [&](OpId V) {
      int64_t E = M.Hi[V] + M.Cycles[V];
      for (const Succ &S : M.Succs[V])
        E = std::max(E, M.Hi[S.J] + S.Shift);
      return std::min(E, DM);
    };
    // The product of F_V(d - c_V) and the consumers' F_j(d - shift_j) is 0
    // before the latest window start of its factors, so there the value is
    // live iff X_V <= d: F_V(d) inside V's window, the constant 1 after it
    // (added as a range). Only [start, rangeEnd) needs the product, and
    // that segment is at most one window long: pass 1 and pass 2 cost
    // O(window x fan-out) per op, whatever the live range.
    auto productStart = [&](OpId V) {
      int64_t St = M.Lo[V] + M.Cycles[V];
      for (const Succ &S : M.Succs[V])
        St = std::max(St, M.Lo[S.J] + S.Shift);
      return St;
    };
    // Pass 1: expected live bytes per linear step.
    std::vector<std::vector<double>> LiveT(NT), ConstT(NT);
    M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
      std::vector<double> &Lv = LiveT[T];
      std::vector<double> &Cs = ConstT[T];
      Lv.assign(DM, 0.0);
      Cs.assign(DM + 1, 0.0);
      for (OpId V = B; V < E; ++V) {
        if (M.Bytes[V] == 0)
          continue;
        const int64_t A0 = M.Lo[V], End = rangeEnd(V);
        const int64_t S0 = std::clamp(productStart(V), A0, std::max(A0, End));
        for (int64_t Dd = A0; Dd < std::min(S0, M.Hi[V] + 1); ++Dd)
          Lv[Dd] += M.Bytes[V] * M.fAt(V, Dd);
        int64_t C0 = std::max(A0, M.Hi[V] + 1);
        if (C0 < S0) {
          Cs[C0] += M.Bytes[V];
          Cs[S0] -= M.Bytes[V];
        }
        for (int64_t Dd = S0; Dd < End; ++Dd) {
          double Prod = M.fAt(V, Dd - M.Cycles[V]);
          for (const Succ &S : M.Succs[V])
            Prod *= M.fAt(S.J, Dd - S.Shift);
          Lv[Dd] += M.Bytes[V] * (M.fAt(V, Dd) - Prod);
        }
      }
      double Run = 0;
      for (int64_t Dd = 0; Dd < DM; ++Dd)
        Lv[Dd] += (Run += Cs[Dd]);
    });
    const int64_t Slots = II > 0 ? std::min<int64_t>(II, DM) : DM;
    std::vector<double> Live(Slots, 0.0);
    for (int64_t Dd = 0; Dd < DM; ++Dd)
      for (unsigned T = 0; T < NT; ++T)
        if (!LiveT[T].empty())
          Live[II > 0 ? Dd % II : Dd] += LiveT[T][Dd];
    R.Objective = smoothMax(Live, TauAbs, SoftW);
    Loss += Pen.ObjectiveWeight * R.Objective / Scale;
    if (WantGrad) {
      // Pass 2: d(smooth max)/dF through the product rule (prefix and
      // suffix products, so zeros in F cause no division).
      M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
        std::vector<double> &Pre = M.Scratch[T];
        for (OpId V = B; V < E; ++V) {
          if (M.Bytes[V] == 0)
            continue;
          const std::vector<Succ> &Ss = M.Succs[V];
          size_t K = Ss.size() + 1;
          Pre.resize(2 * (K + 1));
          double *Pr = Pre.data(), *Su = Pre.data() + K + 1;
          const int64_t A0 = M.Lo[V], End = rangeEnd(V);
          const int64_t S0 =
              std::clamp(productStart(V), A0, std::max(A0, End));
          auto qAt = [&](int64_t Dd) {
            return Pen.ObjectiveWeight * M.Bytes[V] *
                   SoftW[II > 0 ? Dd % II : Dd] / Scale;
          };
          // Before S0 the product is 0: only F_V(d) has a gradient.
          for (int64_t Dd = A0; Dd < std::min(S0, M.Hi[V] + 1); ++Dd)
            M.addGF(T, V, Dd, qAt(Dd));
          for (int64_t Dd = S0; Dd < End; ++Dd) {
            double Q = qAt(Dd);
            if (Q == 0)
              continue;
            // Factors: [0] = F_V(d - c_V), [1..] = F_j(d - shift_j).
            auto factor = [&](size_t X) {
              return X == 0 ? M.fAt(V, Dd - M.Cycles[V])
                            : M.fAt(Ss[X - 1].J, Dd - Ss[X - 1].Shift);
            };
            Pr[0] = 1;
            for (size_t X = 0; X < K; ++X)
              Pr[X + 1] = Pr[X] * factor(X);
            Su[K] = 1;
            for (size_t X = K; X-- > 0;)
              Su[X] = Su[X + 1] * factor(X);
            M.addGF(T, V, Dd, Q);
            for (size_t X = 0; X < K; ++X) {
              double Others = Pr[X] * Su[X + 1];
              if (X == 0)
                M.addGF(T, V, Dd - M.Cycles[V], -Q * Others);
              else
                M.addGF(T, Ss[X - 1].J, Dd - Ss[X - 1].Shift, -Q * Others);
            }
          }
        }
      });
    }
  }
  if (M.Obj == GauSObjective::StageBalance && N > 0) {
    // Expected load per stage.
    std::vector<std::vector<double>> LoadT(NT);
    M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
      std::vector<double> &Ld = LoadT[T];
      Ld.assign(D, 0.0);
      for (OpId V = B; V < E; ++V) {
        double W = M.Bytes[V];
        if (W == 0)
          continue;
        for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A)
          Ld[A] += W * M.pAt(V, A);
      }
    });
    std::vector<double> Load(D, 0.0);
    for (unsigned T = 0; T < NT; ++T)
      if (!LoadT[T].empty())
        for (int64_t A = 0; A < D; ++A)
          Load[A] += LoadT[T][A];
    double MaxR = smoothMax(Load, M.StageTau, SoftW);
    // Expected communication, per edge.
    const std::vector<Edge> &Es = M.Edges[0];
    const double GObj = Pen.ObjectiveWeight / Scale;
    const double CommG = GObj * M.StageAlpha;
    std::vector<double> CommT(NT, 0.0);
    M.Workers.parallelFor(Es.size(), [&](unsigned T, size_t B, size_t E) {
      double Sum = 0;
      for (size_t K = B; K < E; ++K) {
        const Edge &Ed = Es[K];
        double W = Ed.Index < M.StageW.size() ? M.StageW[Ed.Index] : 0.0;
        if (W == 0)
          continue;
        if (M.StageSpan) {
          double Ev = 0, Eu = 0;
          for (int64_t A = M.Lo[Ed.V]; A <= M.Hi[Ed.V]; ++A)
            Ev += double(A) * M.pAt(Ed.V, A);
          for (int64_t A = M.Lo[Ed.U]; A <= M.Hi[Ed.U]; ++A)
            Eu += double(A) * M.pAt(Ed.U, A);
          Sum += W * (Ev - Eu);
          if (!WantGrad)
            continue;
          double *GPv = &M.GP[T][M.Off[Ed.V]];
          for (int64_t A = M.Lo[Ed.V]; A <= M.Hi[Ed.V]; ++A)
            GPv[A - M.Lo[Ed.V]] += CommG * W * double(A);
          double *GPu = &M.GP[T][M.Off[Ed.U]];
          for (int64_t A = M.Lo[Ed.U]; A <= M.Hi[Ed.U]; ++A)
            GPu[A - M.Lo[Ed.U]] -= CommG * W * double(A);
          continue;
        }
        int64_t Lo = std::max(M.Lo[Ed.U], M.Lo[Ed.V]);
        int64_t Hi = std::min(M.Hi[Ed.U], M.Hi[Ed.V]);
        double Same = 0;
        for (int64_t A = Lo; A <= Hi; ++A)
          Same += M.pAt(Ed.U, A) * M.pAt(Ed.V, A);
        Sum += W * (1.0 - Same);
        if (!WantGrad)
          continue;
        for (int64_t A = Lo; A <= Hi; ++A) {
          M.GP[T][M.Off[Ed.U] + (A - M.Lo[Ed.U])] -=
              CommG * W * M.pAt(Ed.V, A);
          M.GP[T][M.Off[Ed.V] + (A - M.Lo[Ed.V])] -=
              CommG * W * M.pAt(Ed.U, A);
        }
      }
      CommT[T] += Sum;
    });
    double Comm = 0;
    for (double C : CommT)
      Comm += C;
    R.Objective = MaxR + M.StageAlpha * Comm;
    Loss += Pen.ObjectiveWeight * R.Objective / Scale;
    if (WantGrad)
      M.Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
        for (OpId V = B; V < E; ++V) {
          double W = M.Bytes[V];
          if (W == 0)
            continue;
          double *GPv = &M.GP[T][M.Off[V]];
          for (int64_t A = M.Lo[V]; A <= M.Hi[V]; ++A)
            GPv[A - M.Lo[V]] += GObj * W * SoftW[A];
        }
      });
  }
  R.Loss = Loss;

  phaseEnd(3);
  // --- Chain rule to (mu, sigma). ---------------------------------------
  if (WantGrad) {
    if (GMu)
      GMu->setZero(N);
    if (GSigma)
      GSigma->setZero(N);
    M.Workers.parallelFor(N, [&](unsigned, size_t B, size_t E) {
      for (OpId V = B; V < E; ++V) {
        double Gm = 0, Gs = 0;
        for (int64_t Dd = M.Lo[V]; Dd <= M.Hi[V]; ++Dd) {
          size_t K = M.Off[V] + (Dd - M.Lo[V]);
          double Zv = M.Z[K];
          if (!std::isfinite(Zv))
            continue; // F(D-1) = 1 is a constant.
          // dL/dF(d) = GF(d) + GP(d) - GP(d+1): P(d) = F(d) - F(d-1).
          double G = 0;
          for (unsigned T = 0; T < NT; ++T) {
            G += M.GF[T][K] + M.GP[T][K];
            if (Dd < M.Hi[V])
              G -= M.GP[T][K + 1];
          }
          if (G == 0)
            continue;
          double Phi = std::exp(-0.5 * Zv * Zv) * (0.5 * M_2_SQRTPI * M_SQRT1_2);
          Gm += G * (-Phi / Sigma[V]);
          Gs += G * (-Phi * Zv / Sigma[V]);
        }
        if (GMu)
          (*GMu)[V] = Gm;
        if (GSigma)
          (*GSigma)[V] = Gs;
      }
    });
  }
  phaseEnd(4);
  return R;
}
