//===- Legalize.h - Rounded GauS starts made legal --------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Legalisation of rounded start times (lib/GauS/Legalize.cpp): the
/// acyclic list pass and the modulo fixed point, forward-backward
/// justification, and the classic resource-constrained list schedule that
/// GauS is compared with and may start from.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_LEGALIZE_H
#define TWILL_GAUS_LEGALIZE_H

#include "twill/Model/Problem.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace twill {
/// The capacities of \p P's units in the form the functions below take
/// them: P.Units order, negative for unlimited.
std::vector<int64_t> unitCapacities(const Problem &P);

/// How legalizeSchedule() may move ops.
enum class LegalizeMode {
  /// Targets are release times: ops only move later (minimal correction).
  Release,
  /// Acyclic only: targets are list-scheduling priorities; ops may move
  /// earlier when dependences and resources allow.
  Priority,
};

/// Legalisation of rounded start times. \p Target are the wanted starts;
/// \p Caps the capacities (P.Units order, negative unlimited). II = 0: a
/// topological list-scheduling pass under per-step resources. II > 0: the
/// fixed-point iteration (dependence relaxation, then modulo reservation
/// table placement, raising the lower bounds of ops whose edges broke, until
/// nothing changes). Returns nullopt when no legal schedule with starts in
/// [0, D) was found.
std::optional<std::vector<int64_t>>
legalizeSchedule(const Problem &P, const std::vector<int64_t> &Target,
                 int64_t II, int64_t D, const std::vector<int64_t> &Caps,
                 LegalizeMode Mode = LegalizeMode::Release);

/// Forward-backward improvement ("justification", Valls et al. 2005) of a
/// legal acyclic schedule under per-step resources: every op is moved as
/// late as it can go in decreasing start order (right-justified against
/// the makespan), then as early as it can go in the order of those late
/// starts; repeated while the makespan shrinks, at most \p MaxRounds
/// times. Each pass builds a legal schedule from scratch, so the result is
/// legal and never longer than \p Start, which is returned unchanged when
/// nothing improves. Carried edges are ignored like in the acyclic
/// legaliser.
std::vector<int64_t> justifySchedule(const Problem &P,
                                     const std::vector<int64_t> &Start,
                                     const std::vector<int64_t> &Caps,
                                     unsigned MaxRounds = 8);

/// The classic resource-constrained list schedule of one acyclic iteration
/// (carried edges ignored): ready ops in order of ALAP start (critical ops
/// first), each at its earliest legal step. The baseline GauS is compared
/// with, its "list" initialisation, and the default horizon of the CLI.
std::optional<std::vector<int64_t>>
listSchedule(const Problem &P, const std::vector<int64_t> &Caps);

} // namespace twill

#endif // TWILL_GAUS_LEGALIZE_H
