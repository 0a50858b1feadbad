//===- CostNormalization.h - Shrinking cycle counts, keeping ratios -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cost normalization (Soi et al. §5.2). Exact solving is exponential in
/// the cycle counts, and a 128^3 GEMM on Hopper is about 1000 cycles, so
/// the distinct non-zero costs C of a problem are mapped to small integers C'
/// by the integer program
///
///     minimize F  s.t.  -F <= C[i]*C'[j] - C[j]*C'[i] <= F   for all i < j
///                       1 <= sum C' <= U,   C' integer.
///
/// Policy (documented choices the paper leaves open):
///  - C ranges over the *distinct* non-zero values among op latencies,
///    reservation-table lengths, dependence delays and spill costs, so equal
///    costs stay equal and U budgets distinct values (not occurrences);
///  - every non-zero cost maps to at least 1 (C'[i] >= 1): nothing
///    collapses to 0, which would drop a dependence or a unit reservation;
///    small costs are therefore rounded up, which only lengthens delays;
///  - ties in F are broken towards the smallest sum C' (smaller numbers,
///    faster exact solving): the objective is F * (U + 1) + sum C';
///  - bounded error: the order of costs is kept (C[i] < C[j] gives
///    C'[i] <= C'[j]), and two costs whose ratio exceeds the separation
///    factor K (default 2) never map to the same value (C'[j] >= C'[i] + 1).
///    When U cannot hold such a mapping, normalization refuses with a
///    message naming the least U that can, instead of erasing the
///    difference between an op and one K times longer.
/// The result reports the ratio distortion it leaves,
/// max over i, j of |(C'[i]/C'[j]) / (C[i]/C[j]) - 1|.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_COSTNORMALIZATION_H
#define TWILL_TWILL_COSTNORMALIZATION_H

#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <vector>

namespace twill {

struct NormalizationOptions {
  /// Upper bound on the sum of the normalized distinct costs.
  int64_t U = 300;
  double TimeLimit = 10;
  /// Costs whose ratio exceeds this factor never share a normalized value
  /// (0: no such guarantee, the paper's program alone).
  double Separation = 2;
};

/// The mapping from original to normalized costs.
struct CostNormalization {
  SolveStatus Status = SolveStatus::Error;
  std::vector<int64_t> Original;   ///< Distinct non-zero costs, ascending.
  std::vector<int64_t> Normalized; ///< Their images, same order.
  int64_t F = 0;
  double MaxRatioDistortion = 0;
  double Seconds = 0;

  /// Image of \p Cost (0 maps to 0; a cost not in Original is an error of
  /// the caller and maps proportionally to the largest).
  int64_t map(int64_t Cost) const;
};

/// The least sum of normalized costs that keeps the order of the distinct
/// non-zero \p Sorted costs (ascending) and separates every two whose ratio
/// exceeds \p Separation: each cost one above the costs it must exceed.
int64_t leastSeparatedSum(llvm::ArrayRef<int64_t> Sorted, double Separation);

/// Normalizes the distinct non-zero values in \p Costs.
llvm::Expected<CostNormalization>
normalizeCosts(llvm::ArrayRef<int64_t> Costs, const NormalizationOptions &Opts);

/// Normalizes every cost of \p P (latencies, reservation tables, delays,
/// spill costs). A reservation table that holds the same units in every row
/// becomes the same block with the normalized length; other tables have
/// their rows mapped proportionally (keeping the largest count per cell).
llvm::Expected<Problem> normalizeProblem(const Problem &P,
                                         const NormalizationOptions &Opts,
                                         CostNormalization *Report = nullptr);

} // namespace twill

#endif // TWILL_TWILL_COSTNORMALIZATION_H
