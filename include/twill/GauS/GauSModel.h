//===- GauSModel.h - GauS: the differentiable scheduling model --*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The differentiable relaxation behind GauS (arXiv 2602.20427): every op's
/// start step is X_i ~ N(mu_i, sigma_i^2), discretised onto [0, D) as
///
///   F_i(d) = Phi((d + 0.5 - mu_i) / sigma_i)  (d < D-1),   F_i(D-1) = 1,
///   P_i^d  = F_i(d) - F_i(d-1),
///
/// i.e. the P_i^d = Phi((d+.5-mu)/s) - Phi((d-.5-mu)/s) with the two
/// tails folded into steps 0 and D-1 so that each op's mass sums to one and
/// every loss below is an exact expectation of a proper distribution.
///
/// GauSModel evaluates the losses and their analytic gradients with respect
/// to (mu, sigma). Each op's mass lives in a window of +-8 sigma around mu
/// (Phi(-8) < 1e-15), so one evaluation costs O(sum_i W_i + sum_e (W_u+W_v)
/// + |units| * D) with W_i <= D: the O(|V| D + |E| D) bound of the issue,
/// and far less once sigma is small. The formulas are written out in
/// lib/GauS/GauSModel.cpp and docs/gaus.md.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_GAUSMODEL_H
#define TWILL_GAUS_GAUSMODEL_H

#include "twill/Model/Problem.h"

#include <Eigen/Core>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace twill {

/// The constraint groups of the augmented Lagrangian.
enum class GauSTerm : unsigned {
  Dependence = 0, ///< Intra-iteration edges (distance 0).
  Recurrence,     ///< Loop-carried edges (distance k >= 1) at interval II.
  Resource,       ///< Expected unit use per time step vs. capacity.
  ModuloResource, ///< Expected unit use per residue mod II vs. capacity.
};
constexpr unsigned NumGauSTerms = 4;

/// Stable lower-case name of \p T ("dep", "rec", "res", "mres").
const char *gausTermName(GauSTerm T);

/// The slot of step \p T >= 0 in the per-slot sums of GauS (expected unit
/// use, live bytes): its residue modulo \p II for modulo problems, the step
/// itself for acyclic ones (II = 0).
inline int64_t gausSlot(int64_t T, int64_t II) { return II > 0 ? T % II : T; }

/// The primary objective.
enum class GauSObjective {
  None,       ///< Feasibility only.
  Latency,    ///< Smooth max over ops of the expected finish step.
  PeakMemory, ///< Smooth max over steps of the expected live bytes.
  /// Formulation A (StageObjective.h): smooth max over stages of the
  /// expected stage resource sum_v w_v P_v(d), plus alpha times the
  /// expected communication. Node weights are the model's Bytes; edge
  /// weights, alpha and the communication form are set through
  /// GauSModel::setStageObjective(). Dependences should have delay 0.
  StageBalance,
};

/// Weights and multipliers that define the scalar loss
///   L = W_obj * L_obj / ObjScale
///     + sum_{groups g enabled} sum_{components c} (lambda_c V_c + rho/2 V_c^2).
struct GauSPenalty {
  bool Enabled[NumGauSTerms] = {true, true, true, true};
  /// One multiplier per component of each group (sized by GauSModel).
  std::vector<double> Lambda[NumGauSTerms];
  double Rho = 1.0;
  double ObjectiveWeight = 1.0;
};

/// Values of one evaluation.
struct GauSEval {
  double Loss = 0;
  /// Sum of the components' violations V_c per group.
  double Violation[NumGauSTerms] = {0, 0, 0, 0};
  /// Components with V_c > 1e-6 per group.
  unsigned Violated[NumGauSTerms] = {0, 0, 0, 0};
  /// The relaxed objective (in its own units: steps or bytes), 0 for None.
  double Objective = 0;
};

/// The relaxed problem at horizon D and interval II (II = 0: one acyclic
/// iteration, loop-carried edges ignored, no modulo resource term).
class GauSModel {
public:
  /// \p Caps gives each unit's capacity (same order as P.Units; negative:
  /// unlimited). \p Bytes gives each op's size for the memory objective.
  GauSModel(const Problem &P, int64_t D, int64_t II,
            std::vector<int64_t> Caps, std::vector<double> Bytes,
            GauSObjective Obj, unsigned Threads = 2);
  ~GauSModel();
  GauSModel(const GauSModel &) = delete;
  GauSModel &operator=(const GauSModel &) = delete;

  /// Formulation A's parameters: \p EdgeWeights gives c_e for each
  /// intra-iteration dependence in the order of P.Graph.dependences()
  /// (carried ones skipped); \p Span selects c_e (s_v - s_u) instead of
  /// c_e [s_u != s_v]; \p TauStage is the absolute temperature of the
  /// smooth max over stages.
  void setStageObjective(std::vector<double> EdgeWeights, double Alpha,
                         bool Span, double TauStage);

  /// Number of components of group \p T (edges, or unit x step slots).
  size_t numComponents(GauSTerm T) const;

  /// Evaluates L at (\p Mu, \p Sigma). When \p GMu / \p GSigma are non-null
  /// they receive dL/dmu and dL/dsigma. \p V, when non-null, receives the
  /// violation of every component per group (for the multiplier update).
  GauSEval evaluate(const Eigen::ArrayXd &Mu, const Eigen::ArrayXd &Sigma,
                    const GauSPenalty &Pen, Eigen::ArrayXd *GMu,
                    Eigen::ArrayXd *GSigma,
                    std::vector<double> (*V)[NumGauSTerms] = nullptr);

  /// Normalisation of the objective in the loss (set by the solver so that
  /// the objective and the violations have comparable scales).
  double ObjScale = 1.0;
  /// Temperature of the smooth max, in units of the normalised objective.
  double Tau = 0.05;

  /// Profile counters: seconds spent so far in evaluate()'s phases, in the
  /// order of ProfilePhaseNames (distributions, edges, resources,
  /// objective, chain rule), and the number of window entries (op x step
  /// pairs) evaluated, summed over calls.
  static constexpr unsigned NumPhases = 5;
  static const char *const ProfilePhaseNames[NumPhases];
  double PhaseSeconds[NumPhases] = {0, 0, 0, 0, 0};
  double WindowEntries = 0;

  int64_t horizon() const { return D; }
  int64_t interval() const { return II; }

private:
  struct Impl;
  std::unique_ptr<Impl> I;
  int64_t D, II;
};

} // namespace twill

#endif // TWILL_GAUS_GAUSMODEL_H
