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
  // Indexed by GauSTerm, in declaration order (Model/EnumNames.h).
  static constexpr const char *Names[NumGauSTerms] = {"dep", "rec", "res",
                                                      "mres"};
  return unsigned(T) < NumGauSTerms ? Names[unsigned(T)] : "?";
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
  /// E[X_i] over op I's window.
  double expectedStart(OpId I) const {
    double E = 0;
    for (int64_t A = Lo[I]; A <= Hi[I]; ++A)
      E += double(A) * pAt(I, A);
    return E;
  }

  // The phases of evaluate(), in the order of ProfilePhaseNames. The terms
  // add their part of the loss to Loss and their violations to R, in the
  // order of the terms, and their gradient to GF and GP when WantGrad.

  /// Phase 0: each op's window of +-WindowSigmas sigma around mu, clamped
  /// to [0, D) and laid out flat; the number of entries.
  size_t layOutWindows(const Eigen::ArrayXd &Mu, const Eigen::ArrayXd &Sigma);
  /// Phase 0: F, its running sum S and z on every window entry.
  void computeDistributions(const Eigen::ArrayXd &Mu,
                            const Eigen::ArrayXd &Sigma);
  /// Zeroes the per-thread gradient buffers for \p Total entries.
  void clearGradients(size_t Total);

  /// Phase 1: the edges of group \p Grp (dependence or recurrence); their
  /// violations go to \p VOut when it is non-null.
  void addEdgeTerm(unsigned Grp, const GauSPenalty &Pen, bool WantGrad,
                   GauSEval &R, double &Loss, std::vector<double> *VOut);
  /// V_e of every edge of \p Es, with the gradient of its penalty
  /// (multipliers \p Lam, \p Rho) when \p Grad.
  std::vector<double> edgeViolations(const std::vector<Edge> &Es,
                                     const std::vector<double> &Lam, double Rho,
                                     bool Grad);
  /// Adds \p G times dV_e/dP_u and dV_e/dF_v of edge \p Ed to thread
  /// \p T's buffers.
  void addEdgeGradient(unsigned T, const Edge &Ed, double G);

  /// Phase 2: expected unit use against capacity, per step (II = 0) or per
  /// residue; the violations go to (*VOut)[group] when VOut is non-null.
  void addResourceTerm(const GauSPenalty &Pen, bool WantGrad, GauSEval &R,
                       double &Loss, std::vector<double> (*VOut)[NumGauSTerms]);
  /// E[U_r(slot)], unit-major over \p Slots slots, from per-thread
  /// difference arrays over the linear steps.
  std::vector<double> expectedUse(int64_t Slots);
  /// Adds the gradient of the resource penalty (\p Gc per unit and slot)
  /// to GP.
  void addResourceGradient(const std::vector<double> &Gc, int64_t Slots);

  /// Phase 3: the objective, normalised by \p Scale, its smooth max at the
  /// absolute temperature \p TauAbs.
  void addObjective(const GauSPenalty &Pen, bool WantGrad, double Scale,
                    double TauAbs, GauSEval &R, double &Loss);
  /// Latency: the smooth max over ops of E[X_i] + cycles_i.
  void addLatency(const GauSPenalty &Pen, bool WantGrad, double Scale,
                  double TauAbs, GauSEval &R, double &Loss);
  /// Peak memory: the smooth max over slots of the expected live bytes.
  void addPeakMemory(const GauSPenalty &Pen, bool WantGrad, double Scale,
                     double TauAbs, GauSEval &R, double &Loss);
  /// The end (exclusive) of op \p V's live range that needs the product
  /// of its liveness factors.
  int64_t liveRangeEnd(OpId V) const;
  /// The first step where that product may be non-zero.
  int64_t productStart(OpId V) const;
  /// Pass 1 of peak memory: expected live bytes per linear step, one
  /// vector per thread (empty for threads that had no ops).
  std::vector<std::vector<double>> expectedLiveBytes();
  /// Pass 2 of peak memory: the gradient of the smooth max (weights
  /// \p SoftW per slot) through the product rule.
  void addPeakMemoryGradient(const GauSPenalty &Pen, double Scale,
                             const std::vector<double> &SoftW);
  /// Op \p V's part of pass 2, in thread \p T.
  void addLiveGradient(unsigned T, OpId V, const GauSPenalty &Pen, double Scale,
                       const std::vector<double> &SoftW);
  /// Formulation A: the smooth max of the expected stage loads plus alpha
  /// times the expected communication.
  void addStageBalance(const GauSPenalty &Pen, bool WantGrad, double Scale,
                       GauSEval &R, double &Loss);
  /// The expected load of every stage.
  std::vector<double> expectedStageLoad();
  /// The expected communication of the intra-iteration edges, with its
  /// gradient (weight \p CommG) when \p WantGrad.
  double expectedCommunication(double CommG, bool WantGrad);
  /// Edge \p Ed's expected communication at weight \p W, with its
  /// gradient in thread \p T's buffer when \p WantGrad.
  double edgeCommunication(unsigned T, const Edge &Ed, double W, double CommG,
                           bool WantGrad);

  /// Phase 4: dL/dF and dL/dP mapped to (mu, sigma).
  void chainRule(const Eigen::ArrayXd &Sigma, Eigen::ArrayXd *GMu,
                 Eigen::ArrayXd *GSigma);
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

size_t GauSModel::Impl::layOutWindows(const Eigen::ArrayXd &Mu,
                                      const Eigen::ArrayXd &Sigma) {
  Lo.resize(N);
  Hi.resize(N);
  Off.resize(N + 1);
  size_t Total = 0;
  for (OpId V = 0; V < N; ++V) {
    double Half = WindowSigmas * Sigma[V] + 1.0;
    Lo[V] = std::clamp<int64_t>(int64_t(std::floor(Mu[V] - Half)), 0, D - 1);
    Hi[V] = std::clamp<int64_t>(int64_t(std::ceil(Mu[V] + Half)), 0, D - 1);
    Off[V] = Total;
    Total += size_t(Hi[V] - Lo[V] + 1);
  }
  Off[N] = Total;
  F.resize(Total);
  S.resize(Total);
  Z.resize(Total);
  return Total;
}

void GauSModel::Impl::computeDistributions(const Eigen::ArrayXd &Mu,
                                           const Eigen::ArrayXd &Sigma) {
  Workers.parallelFor(N, [&](unsigned, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V) {
      double Run = 0;
      for (int64_t Dd = Lo[V]; Dd <= Hi[V]; ++Dd) {
        size_t K = Off[V] + (Dd - Lo[V]);
        double Fv;
        if (Dd == D - 1) {
          Fv = 1.0; // The upper tail is folded into the last step.
          Z[K] = std::numeric_limits<double>::infinity();
        } else {
          double Zv = (double(Dd) + 0.5 - Mu[V]) / Sigma[V];
          Z[K] = Zv;
          Fv = 0.5 * std::erfc(-Zv * M_SQRT1_2);
        }
        F[K] = Fv;
        Run += Fv;
        S[K] = Run;
      }
    }
  });
}

void GauSModel::Impl::clearGradients(size_t Total) {
  for (unsigned T = 0; T < Workers.threads(); ++T) {
    GF[T].assign(Total, 0.0);
    GP[T].assign(Total, 0.0);
  }
}

void GauSModel::Impl::addEdgeTerm(unsigned Grp, const GauSPenalty &Pen,
                                  bool WantGrad, GauSEval &R, double &Loss,
                                  std::vector<double> *VOut) {
  const std::vector<Edge> &Es = Edges[Grp];
  bool On = Pen.Enabled[Grp];
  const std::vector<double> &Lam = Pen.Lambda[Grp];
  // A disabled group is only measured on evaluations without gradient
  // (the reports), not in the optimisation loop.
  if (!On && WantGrad) {
    if (VOut)
      *VOut = std::vector<double>(Es.size(), 0.0);
    return;
  }
  std::vector<double> Ve = edgeViolations(Es, Lam, Pen.Rho, WantGrad && On);
  for (size_t K = 0; K < Es.size(); ++K) {
    R.Violation[Grp] += Ve[K];
    R.Violated[Grp] += Ve[K] > 1e-6;
    if (On)
      Loss += (K < Lam.size() ? Lam[K] : 0.0) * Ve[K] +
              0.5 * Pen.Rho * Ve[K] * Ve[K];
  }
  if (VOut)
    *VOut = std::move(Ve);
}

std::vector<double>
GauSModel::Impl::edgeViolations(const std::vector<Edge> &Es,
                                const std::vector<double> &Lam, double Rho,
                                bool Grad) {
  std::vector<double> Ve(Es.size(), 0.0);
  Workers.parallelFor(Es.size(), [&](unsigned T, size_t B, size_t E) {
    for (size_t K = B; K < E; ++K) {
      const Edge &Ed = Es[K];
      double V = 0;
      for (int64_t A = Lo[Ed.U]; A <= Hi[Ed.U]; ++A)
        V += pAt(Ed.U, A) * sAt(Ed.V, A + Ed.C - 1);
      V = std::max(V, 0.0);
      Ve[K] = V;
      if (!Grad)
        continue;
      double G = (K < Lam.size() ? Lam[K] : 0.0) + Rho * V;
      if (G != 0)
        addEdgeGradient(T, Ed, G);
    }
  });
  return Ve;
}

void GauSModel::Impl::addEdgeGradient(unsigned T, const Edge &Ed, double G) {
  double *GPu = &GP[T][Off[Ed.U]];
  for (int64_t A = Lo[Ed.U]; A <= Hi[Ed.U]; ++A)
    GPu[A - Lo[Ed.U]] += G * sAt(Ed.V, A + Ed.C - 1);
  double *GFv = &GF[T][Off[Ed.V]];
  for (int64_t Bb = Lo[Ed.V]; Bb <= Hi[Ed.V]; ++Bb)
    GFv[Bb - Lo[Ed.V]] += G * (1.0 - fAt(Ed.U, Bb - Ed.C));
}

void GauSModel::Impl::addResourceTerm(
    const GauSPenalty &Pen, bool WantGrad, GauSEval &R, double &Loss,
    std::vector<double> (*VOut)[NumGauSTerms]) {
  const unsigned Grp =
      unsigned(II > 0 ? GauSTerm::ModuloResource : GauSTerm::Resource);
  if (UnitCap.empty())
    return;
  const int64_t Slots = II > 0 ? II : TLin;
  std::vector<double> U = expectedUse(Slots);
  bool On = Pen.Enabled[Grp];
  const std::vector<double> &Lam = Pen.Lambda[Grp];
  std::vector<double> Vc(U.size(), 0.0), Gc(U.size(), 0.0);
  for (size_t K = 0; K < U.size(); ++K) {
    double V = std::max(0.0, U[K] - UnitCap[K / Slots]);
    Vc[K] = V;
    R.Violation[Grp] += V;
    R.Violated[Grp] += V > 1e-6;
    double L = K < Lam.size() ? Lam[K] : 0.0;
    if (On && V > 0) {
      Loss += L * V + 0.5 * Pen.Rho * V * V;
      Gc[K] = L + Pen.Rho * V;
    }
  }
  if (WantGrad && On)
    addResourceGradient(Gc, Slots);
  if (VOut)
    (*VOut)[Grp] = std::move(Vc);
}

std::vector<double> GauSModel::Impl::expectedUse(int64_t Slots) {
  const unsigned NU = UnitCap.size(), NT = Workers.threads();
  const int64_t TL = TLin;
  // Per-thread difference arrays, NU x (TL + 1).
  std::vector<std::vector<double>> Diff(NT);
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    std::vector<double> &Df = Diff[T];
    Df.assign(size_t(NU) * (TL + 1), 0.0);
    for (OpId V = B; V < E; ++V)
      for (const Block &Bl : Blocks[V]) {
        double *Row = &Df[size_t(Bl.Unit) * (TL + 1)];
        for (int64_t A = Lo[V]; A <= Hi[V]; ++A) {
          double Pm = Bl.Count * pAt(V, A);
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
      U[size_t(Ui) * Slots + gausSlot(T, II)] += Run;
    }
  }
  return U;
}

void GauSModel::Impl::addResourceGradient(const std::vector<double> &Gc,
                                          int64_t Slots) {
  const unsigned NU = UnitCap.size();
  const int64_t TL = TLin;
  // Prefix sums of the per-linear-step gradient, per unit.
  std::vector<double> Cum(size_t(NU) * (TL + 1), 0.0);
  for (unsigned Ui = 0; Ui < NU; ++Ui)
    for (int64_t T = 0; T < TL; ++T)
      Cum[size_t(Ui) * (TL + 1) + T + 1] =
          Cum[size_t(Ui) * (TL + 1) + T] +
          Gc[size_t(Ui) * Slots + gausSlot(T, II)];
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V)
      for (const Block &Bl : Blocks[V]) {
        const double *C = &Cum[size_t(Bl.Unit) * (TL + 1)];
        double *GPv = &GP[T][Off[V]];
        for (int64_t A = Lo[V]; A <= Hi[V]; ++A)
          GPv[A - Lo[V]] +=
              Bl.Count * (C[A + Bl.Offset + Bl.Len] - C[A + Bl.Offset]);
      }
  });
}

void GauSModel::Impl::addObjective(const GauSPenalty &Pen, bool WantGrad,
                                   double Scale, double TauAbs, GauSEval &R,
                                   double &Loss) {
  if (N == 0)
    return;
  switch (Obj) {
  case GauSObjective::None:
    break;
  case GauSObjective::Latency:
    addLatency(Pen, WantGrad, Scale, TauAbs, R, Loss);
    break;
  case GauSObjective::PeakMemory:
    addPeakMemory(Pen, WantGrad, Scale, TauAbs, R, Loss);
    break;
  case GauSObjective::StageBalance:
    addStageBalance(Pen, WantGrad, Scale, R, Loss);
    break;
  }
}

void GauSModel::Impl::addLatency(const GauSPenalty &Pen, bool WantGrad,
                                 double Scale, double TauAbs, GauSEval &R,
                                 double &Loss) {
  std::vector<double> Fin(N), SoftW;
  for (OpId V = 0; V < N; ++V)
    Fin[V] = expectedStart(V) + double(Cycles[V]);
  R.Objective = smoothMax(Fin, TauAbs, SoftW);
  Loss += Pen.ObjectiveWeight * R.Objective / Scale;
  if (!WantGrad)
    return;
  for (OpId V = 0; V < N; ++V) {
    double G = Pen.ObjectiveWeight * SoftW[V] / Scale;
    double *GPv = &GP[0][Off[V]];
    for (int64_t A = Lo[V]; A <= Hi[V]; ++A)
      GPv[A - Lo[V]] += G * double(A);
  }
}

int64_t GauSModel::Impl::liveRangeEnd(OpId V) const {
  int64_t E = Hi[V] + Cycles[V];
  for (const Succ &Sc : Succs[V])
    E = std::max(E, Hi[Sc.J] + Sc.Shift);
  return std::min(E, DMem);
}

// The product of F_V(d - c_V) and the consumers' F_j(d - shift_j) is 0
// before the latest window start of its factors, so there the value is
// live iff X_V <= d: F_V(d) inside V's window, the constant 1 after it
// (added as a range). Only [start, liveRangeEnd) needs the product, and
// that segment is at most one window long: pass 1 and pass 2 cost
// O(window x fan-out) per op, whatever the live range.
int64_t GauSModel::Impl::productStart(OpId V) const {
  int64_t St = Lo[V] + Cycles[V];
  for (const Succ &Sc : Succs[V])
    St = std::max(St, Lo[Sc.J] + Sc.Shift);
  return St;
}

std::vector<std::vector<double>> GauSModel::Impl::expectedLiveBytes() {
  const int64_t DM = DMem;
  std::vector<std::vector<double>> LiveT(Workers.threads()),
      ConstT(Workers.threads());
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    std::vector<double> &Lv = LiveT[T];
    std::vector<double> &Cs = ConstT[T];
    Lv.assign(DM, 0.0);
    Cs.assign(DM + 1, 0.0);
    for (OpId V = B; V < E; ++V) {
      if (Bytes[V] == 0)
        continue;
      const int64_t A0 = Lo[V], End = liveRangeEnd(V);
      const int64_t S0 = std::clamp(productStart(V), A0, std::max(A0, End));
      for (int64_t Dd = A0; Dd < std::min(S0, Hi[V] + 1); ++Dd)
        Lv[Dd] += Bytes[V] * fAt(V, Dd);
      int64_t C0 = std::max(A0, Hi[V] + 1);
      if (C0 < S0) {
        Cs[C0] += Bytes[V];
        Cs[S0] -= Bytes[V];
      }
      for (int64_t Dd = S0; Dd < End; ++Dd) {
        double Prod = fAt(V, Dd - Cycles[V]);
        for (const Succ &Sc : Succs[V])
          Prod *= fAt(Sc.J, Dd - Sc.Shift);
        Lv[Dd] += Bytes[V] * (fAt(V, Dd) - Prod);
      }
    }
    double Run = 0;
    for (int64_t Dd = 0; Dd < DM; ++Dd)
      Lv[Dd] += (Run += Cs[Dd]);
  });
  return LiveT;
}

void GauSModel::Impl::addPeakMemory(const GauSPenalty &Pen, bool WantGrad,
                                    double Scale, double TauAbs, GauSEval &R,
                                    double &Loss) {
  const int64_t DM = DMem;
  std::vector<std::vector<double>> LiveT = expectedLiveBytes();
  const int64_t Slots = II > 0 ? std::min<int64_t>(II, DM) : DM;
  std::vector<double> Live(Slots, 0.0), SoftW;
  for (int64_t Dd = 0; Dd < DM; ++Dd)
    for (unsigned T = 0; T < Workers.threads(); ++T)
      if (!LiveT[T].empty())
        Live[gausSlot(Dd, II)] += LiveT[T][Dd];
  R.Objective = smoothMax(Live, TauAbs, SoftW);
  Loss += Pen.ObjectiveWeight * R.Objective / Scale;
  if (WantGrad)
    addPeakMemoryGradient(Pen, Scale, SoftW);
}

void GauSModel::Impl::addPeakMemoryGradient(const GauSPenalty &Pen,
                                            double Scale,
                                            const std::vector<double> &SoftW) {
  // Prefix and suffix products, so zeros in F cause no division.
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V)
      if (Bytes[V] != 0)
        addLiveGradient(T, V, Pen, Scale, SoftW);
  });
}

void GauSModel::Impl::addLiveGradient(unsigned T, OpId V,
                                      const GauSPenalty &Pen, double Scale,
                                      const std::vector<double> &SoftW) {
  std::vector<double> &Pre = Scratch[T];
  const std::vector<Succ> &Ss = Succs[V];
  size_t K = Ss.size() + 1;
  Pre.resize(2 * (K + 1));
  double *Pr = Pre.data(), *Su = Pre.data() + K + 1;
  const int64_t A0 = Lo[V], End = liveRangeEnd(V);
  const int64_t S0 = std::clamp(productStart(V), A0, std::max(A0, End));
  auto qAt = [&](int64_t Dd) {
    return Pen.ObjectiveWeight * Bytes[V] * SoftW[gausSlot(Dd, II)] / Scale;
  };
  // Before S0 the product is 0: only F_V(d) has a gradient.
  for (int64_t Dd = A0; Dd < std::min(S0, Hi[V] + 1); ++Dd)
    addGF(T, V, Dd, qAt(Dd));
  for (int64_t Dd = S0; Dd < End; ++Dd) {
    double Q = qAt(Dd);
    if (Q == 0)
      continue;
    // Factors: [0] = F_V(d - c_V), [1..] = F_j(d - shift_j).
    auto factor = [&](size_t X) {
      return X == 0 ? fAt(V, Dd - Cycles[V])
                    : fAt(Ss[X - 1].J, Dd - Ss[X - 1].Shift);
    };
    Pr[0] = 1;
    for (size_t X = 0; X < K; ++X)
      Pr[X + 1] = Pr[X] * factor(X);
    Su[K] = 1;
    for (size_t X = K; X-- > 0;)
      Su[X] = Su[X + 1] * factor(X);
    addGF(T, V, Dd, Q);
    for (size_t X = 0; X < K; ++X) {
      double Others = Pr[X] * Su[X + 1];
      if (X == 0)
        addGF(T, V, Dd - Cycles[V], -Q * Others);
      else
        addGF(T, Ss[X - 1].J, Dd - Ss[X - 1].Shift, -Q * Others);
    }
  }
}

std::vector<double> GauSModel::Impl::expectedStageLoad() {
  const unsigned NT = Workers.threads();
  std::vector<std::vector<double>> LoadT(NT);
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    std::vector<double> &Ld = LoadT[T];
    Ld.assign(D, 0.0);
    for (OpId V = B; V < E; ++V) {
      double W = Bytes[V];
      if (W == 0)
        continue;
      for (int64_t A = Lo[V]; A <= Hi[V]; ++A)
        Ld[A] += W * pAt(V, A);
    }
  });
  std::vector<double> Load(D, 0.0);
  for (unsigned T = 0; T < NT; ++T)
    if (!LoadT[T].empty())
      for (int64_t A = 0; A < D; ++A)
        Load[A] += LoadT[T][A];
  return Load;
}

double GauSModel::Impl::edgeCommunication(unsigned T, const Edge &Ed, double W,
                                          double CommG, bool WantGrad) {
  if (StageSpan) {
    double Ev = expectedStart(Ed.V), Eu = expectedStart(Ed.U);
    if (WantGrad) {
      double *GPv = &GP[T][Off[Ed.V]];
      for (int64_t A = Lo[Ed.V]; A <= Hi[Ed.V]; ++A)
        GPv[A - Lo[Ed.V]] += CommG * W * double(A);
      double *GPu = &GP[T][Off[Ed.U]];
      for (int64_t A = Lo[Ed.U]; A <= Hi[Ed.U]; ++A)
        GPu[A - Lo[Ed.U]] -= CommG * W * double(A);
    }
    return W * (Ev - Eu);
  }
  int64_t From = std::max(Lo[Ed.U], Lo[Ed.V]);
  int64_t To = std::min(Hi[Ed.U], Hi[Ed.V]);
  double Same = 0;
  for (int64_t A = From; A <= To; ++A)
    Same += pAt(Ed.U, A) * pAt(Ed.V, A);
  if (WantGrad)
    for (int64_t A = From; A <= To; ++A) {
      GP[T][Off[Ed.U] + (A - Lo[Ed.U])] -= CommG * W * pAt(Ed.V, A);
      GP[T][Off[Ed.V] + (A - Lo[Ed.V])] -= CommG * W * pAt(Ed.U, A);
    }
  return W * (1.0 - Same);
}

double GauSModel::Impl::expectedCommunication(double CommG, bool WantGrad) {
  const std::vector<Edge> &Es = Edges[0];
  std::vector<double> CommT(Workers.threads(), 0.0);
  Workers.parallelFor(Es.size(), [&](unsigned T, size_t B, size_t E) {
    double Sum = 0;
    for (size_t K = B; K < E; ++K) {
      const Edge &Ed = Es[K];
      double W = Ed.Index < StageW.size() ? StageW[Ed.Index] : 0.0;
      if (W != 0)
        Sum += edgeCommunication(T, Ed, W, CommG, WantGrad);
    }
    CommT[T] += Sum;
  });
  double Comm = 0;
  for (double C : CommT)
    Comm += C;
  return Comm;
}

void GauSModel::Impl::addStageBalance(const GauSPenalty &Pen, bool WantGrad,
                                      double Scale, GauSEval &R, double &Loss) {
  std::vector<double> SoftW;
  double MaxR = smoothMax(expectedStageLoad(), StageTau, SoftW);
  const double GObj = Pen.ObjectiveWeight / Scale;
  const double CommG = GObj * StageAlpha;
  double Comm = expectedCommunication(CommG, WantGrad);
  R.Objective = MaxR + StageAlpha * Comm;
  Loss += Pen.ObjectiveWeight * R.Objective / Scale;
  if (!WantGrad)
    return;
  Workers.parallelFor(N, [&](unsigned T, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V) {
      double W = Bytes[V];
      if (W == 0)
        continue;
      double *GPv = &GP[T][Off[V]];
      for (int64_t A = Lo[V]; A <= Hi[V]; ++A)
        GPv[A - Lo[V]] += GObj * W * SoftW[A];
    }
  });
}

void GauSModel::Impl::chainRule(const Eigen::ArrayXd &Sigma,
                                Eigen::ArrayXd *GMu, Eigen::ArrayXd *GSigma) {
  if (GMu)
    GMu->setZero(N);
  if (GSigma)
    GSigma->setZero(N);
  const unsigned NT = Workers.threads();
  Workers.parallelFor(N, [&](unsigned, size_t B, size_t E) {
    for (OpId V = B; V < E; ++V) {
      double Gm = 0, Gs = 0;
      for (int64_t Dd = Lo[V]; Dd <= Hi[V]; ++Dd) {
        size_t K = Off[V] + (Dd - Lo[V]);
        double Zv = Z[K];
        if (!std::isfinite(Zv))
          continue; // F(D-1) = 1 is a constant.
        // dL/dF(d) = GF(d) + GP(d) - GP(d+1): P(d) = F(d) - F(d-1).
        double G = 0;
        for (unsigned T = 0; T < NT; ++T) {
          G += GF[T][K] + GP[T][K];
          if (Dd < Hi[V])
            G -= GP[T][K + 1];
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

namespace {

/// Adds the seconds since the previous mark to a phase's counter.
class PhaseClock {
public:
  explicit PhaseClock(double (&Seconds)[GauSModel::NumPhases])
      : Seconds(Seconds), Start(std::chrono::steady_clock::now()) {}
  /// Ends phase \p Phase (and starts the next).
  void end(unsigned Phase) {
    auto Now = std::chrono::steady_clock::now();
    Seconds[Phase] += std::chrono::duration<double>(Now - Start).count();
    Start = Now;
  }

private:
  double (&Seconds)[GauSModel::NumPhases];
  std::chrono::steady_clock::time_point Start;
};

} // namespace

GauSEval GauSModel::evaluate(const Eigen::ArrayXd &Mu,
                             const Eigen::ArrayXd &Sigma,
                             const GauSPenalty &Pen, Eigen::ArrayXd *GMu,
                             Eigen::ArrayXd *GSigma,
                             std::vector<double> (*VOut)[NumGauSTerms]) {
  Impl &M = *I;
  const bool WantGrad = GMu || GSigma;
  GauSEval R;
  PhaseClock Clock(PhaseSeconds);
  size_t Total = M.layOutWindows(Mu, Sigma);
  M.computeDistributions(Mu, Sigma);
  if (WantGrad)
    M.clearGradients(Total);
  WindowEntries += double(Total);
  Clock.end(0);
  double Loss = 0;
  for (unsigned Grp :
       {unsigned(GauSTerm::Dependence), unsigned(GauSTerm::Recurrence)})
    M.addEdgeTerm(Grp, Pen, WantGrad, R, Loss, VOut ? &(*VOut)[Grp] : nullptr);
  Clock.end(1);
  M.addResourceTerm(Pen, WantGrad, R, Loss, VOut);
  Clock.end(2);
  const double Scale = ObjScale > 0 ? ObjScale : 1.0;
  M.addObjective(Pen, WantGrad, Scale, Tau * Scale, R, Loss);
  R.Loss = Loss;
  Clock.end(3);
  if (WantGrad)
    M.chainRule(Sigma, GMu, GSigma);
  Clock.end(4);
  return R;
}
