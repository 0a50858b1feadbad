//===- Bounds.h - Lower bounds on the initiation interval -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lower bounds every modulo scheduler starts from:
///  - ResMII: for each unit with finite capacity, ceil(unit-cycles / capacity);
///  - RecMII: the smallest integer I for which no dependence cycle C has
///    sum(delay) > I * sum(distance), i.e. ceil of the maximum cycle ratio;
///  - MII = max(1, ResMII, RecMII).
/// Plus ASAP/ALAP start times at a given I (longest paths with edge weights
/// delay - distance * I). An I below MII is infeasible for any schedule.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_ANALYSIS_BOUNDS_H
#define TWILL_ANALYSIS_BOUNDS_H

#include "twill/Model/Deadline.h"
#include "twill/Model/Problem.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace twill {

/// The MII bounds of a problem and what determines them.
struct MIIBounds {
  int64_t ResMII = 1;
  /// The unit that attains ResMII ("" when no unit is limited).
  std::string CriticalUnit;
  int64_t RecMII = 1;
  /// False when the deadline ended the RecMII search early: RecMII (and so
  /// MII) is then a lower bound that may not be attained, still sound.
  bool RecMIIExact = true;
  /// True when the graph has at least one dependence cycle.
  bool HasRecurrence = false;
  int64_t MII = 1;
};

/// Out-edges of each op with their weights (delay - distance * I, or
/// reversed, as the caller builds them).
using WeightedAdjacency = std::vector<std::vector<std::pair<OpId, int64_t>>>;

/// Longest paths over \p Adj by queue-based Bellman-Ford, from \p Sources
/// with the distances \p Dist already holds for them (the other entries
/// hold lower bounds, e.g. a very negative "unreached"). Paths do not
/// continue out of ops for which \p Stop is true, sources excepted. Returns
/// false on a positive cycle: with none, first-in first-out relaxation
/// queues an op at most once per pass, and there are at most N passes.
/// With \p Until, it also returns false, and sets \p *OutOfTime, when the
/// deadline passes first (\p Dist then holds lower bounds only).
bool relaxLongestPaths(const WeightedAdjacency &Adj,
                       llvm::ArrayRef<OpId> Sources, std::vector<int64_t> &Dist,
                       const std::vector<bool> *Stop = nullptr,
                       const Deadline *Until = nullptr,
                       bool *OutOfTime = nullptr);

/// ResMII and its critical unit. Unlimited units impose no bound.
int64_t computeResMII(const Problem &P, std::string *CriticalUnit = nullptr);

/// RecMII by binary search on I with positive-cycle detection (exact for
/// integer I, since feasibility is monotone in I). Returns 1 for a graph
/// without cycles; an error when a cycle of total distance 0 has positive
/// delay (no I works; Problem::check() rejects such graphs). When \p Until
/// passes first, the search stops with a lower bound (one above the largest
/// I refuted so far) and sets \p *Exact to false.
llvm::Expected<int64_t> computeRecMII(const DependenceGraph &G,
                                      bool *HasRecurrence = nullptr,
                                      const Deadline &Until = {},
                                      bool *Exact = nullptr);

/// ResMII, RecMII and MII together; RecMII only a lower bound when \p Until
/// passes first (MIIBounds::RecMIIExact).
llvm::Expected<MIIBounds> computeMIIBounds(const Problem &P,
                                           const Deadline &Until = {});

/// Earliest start times at initiation interval \p II (resources ignored),
/// all >= 0. Fails when \p II is below RecMII, or when \p Until passes first
/// (a caller that passes a deadline tells the two apart by asking it).
llvm::Expected<std::vector<int64_t>> computeASAP(const DependenceGraph &G,
                                                 int64_t II,
                                                 const Deadline &Until = {});

/// Latest start times at \p II such that every op ends by \p Length
/// (start + cycles <= Length). Fails when \p II is below RecMII. Values can
/// be below the ASAP times when \p Length is too short.
llvm::Expected<std::vector<int64_t>>
computeALAP(const DependenceGraph &G, int64_t II, int64_t Length,
            const Deadline &Until = {});

/// The shortest schedule length at \p II when resources are ignored:
/// max over ops of ASAP + max(cycles, 1).
llvm::Expected<int64_t>
computeCriticalPathLength(const DependenceGraph &G, int64_t II,
                          const Deadline &Until = {});

/// A lower bound on the schedule length at \p II from each limited unit,
/// at least the critical path (one-machine bound, as in job-shop
/// scheduling). Within one iteration, the uses of a unit with capacity c
/// never exceed c per cycle (each cycle maps to one residue of the modulo
/// reservation table), so for any set J of ops that use the unit the uses
/// span at least ceil(unit-cycles of J / c) cycles. The span cannot begin
/// before the earliest ASAP plus first use in J, and after it at least the
/// least tail in J follows (the longest path from an op's last use to the
/// end of the schedule). The bound is the largest over the sets J cut by
/// thresholds on both (all of them up to 4096 users of a unit, else the
/// whole set). Fails like computeCriticalPathLength.
llvm::Expected<int64_t> computeLengthLowerBound(const Problem &P, int64_t II,
                                                const Deadline &Until = {});

} // namespace twill

#endif // TWILL_ANALYSIS_BOUNDS_H
