//===- ModuloSchedule.h - A modulo schedule and warp assignment -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The representation of a solution: initiation interval I, one start cycle
/// per operation (M(v) = start; iteration k issues v at k*I + start), the
/// schedule length L, and optionally a warp assignment. It holds no logic
/// about legality: that is the verifier's job.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_MODULOSCHEDULE_H
#define TWILL_MODEL_MODULOSCHEDULE_H

#include "twill/Model/DependenceGraph.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace twill {

/// Which warp each operation issues on. An op with NeedsWarpGroup names the
/// first warp of its group, which must be group-aligned.
struct WarpAssignment {
  std::vector<unsigned> Warp; ///< Indexed by OpId.
};

/// A modulo schedule of a DependenceGraph.
struct ModuloSchedule {
  /// Initiation interval: cycles between the starts of consecutive
  /// iterations.
  int64_t II = 1;
  /// Start cycle of each operation in iteration 0, indexed by OpId.
  std::vector<int64_t> Start;
  /// Schedule length of one iteration (cycles from the first issue to the
  /// end of the last op).
  int64_t Length = 0;
  std::optional<WarpAssignment> Warps;

  /// Pipeline stage of \p Op: start / I.
  int64_t stage(OpId Op) const { return Start[Op] / II; }
  /// Stages one iteration spans: 1 + the largest stage of any op (1 for no
  /// ops). Starts are non-negative in a verified schedule.
  int64_t numStages() const {
    int64_t Last = 0;
    for (int64_t T : Start)
      Last = T > Last ? T : Last;
    return Last / II + 1;
  }
  /// Number of overlapping iterations (copies): ceil(L / I).
  int64_t copies() const { return II > 0 ? (Length + II - 1) / II : 0; }

  /// Computes L = max over ops of start + cycles(), at least 1.
  static int64_t computeLength(const DependenceGraph &G,
                               const std::vector<int64_t> &Start);
};

} // namespace twill

#endif // TWILL_MODEL_MODULOSCHEDULE_H
