//===- ModuloReservation.h - Unit occupancy folded modulo I -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The modulo reservation logic in one place: an op started at cycle s
/// holds, for each use (unit u, row c, count k) of its reservation table,
/// k instances of u at residue (s + c) mod I in every iteration; a schedule
/// respects the resources when, for every unit and residue, the instances
/// held add up to at most the unit's capacity.
///
/// forEachReservedResidue() is the fold; ModuloReservationTable keeps the
/// sums for a scheduler that places, tests and removes ops one at a time.
/// Schedulers, views and encoders use these; the independent verifier
/// (twill/Verifier/Verifier.h) keeps its own copy of the rule on purpose, so
/// that a mistake here cannot hide from it.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_MODULORESERVATION_H
#define TWILL_MODEL_MODULORESERVATION_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <map>

namespace twill {

/// The residue, modulo \p II, of the cycle in which use \p U of an op
/// started at \p Start holds its unit. Starts may be negative.
inline int64_t reservedResidue(int64_t Start, const UnitUse &U, int64_t II) {
  return llvm::mod(Start + int64_t(U.Cycle), II);
}

/// Calls \p Fn(const UnitUse &, int64_t Residue) for every use of \p Op's
/// reservation table that holds at least one instance, with the residue
/// modulo \p II at which it holds it when \p Op starts at \p Start.
template <typename FnT>
void forEachReservedResidue(const Operation &Op, int64_t Start, int64_t II,
                            FnT Fn) {
  for (const UnitUse &U : Op.Reservation.Uses)
    if (U.Count > 0)
      Fn(U, reservedResidue(Start, U, II));
}

/// The modulo reservation table of a partial schedule: for each limited
/// unit of a problem and each residue modulo I, the instances the placed
/// ops hold. Unlimited and unknown units are not tracked (they never
/// conflict). Sparse: memory grows with the uses placed, not with I.
class ModuloReservationTable {
public:
  /// An empty table for the limited units of \p P at initiation interval
  /// \p II (at least 1).
  ModuloReservationTable(const Problem &P, int64_t II);

  int64_t ii() const { return II; }

  /// Instances of \p Unit held at \p Residue (0 for units not tracked).
  uint64_t held(llvm::StringRef Unit, int64_t Residue) const;

  /// Whether \p Op started at \p Start fits next to what is placed: at no
  /// (unit, residue) would the held instances, \p Op's own uses that fold
  /// onto the same residue included, exceed the capacity.
  bool fits(const Operation &Op, int64_t Start) const;

  /// Adds \p Op's uses when started at \p Start (whether or not it fits).
  void reserve(const Operation &Op, int64_t Start);

  /// Removes what reserve(Op, Start) added.
  void release(const Operation &Op, int64_t Start);

private:
  int64_t II;
  /// Limited unit -> capacity.
  llvm::StringMap<uint64_t> Capacity;
  /// (unit, residue) -> instances held; entries never go below zero.
  std::map<std::pair<std::string, int64_t>, uint64_t> Held;
};

} // namespace twill

#endif // TWILL_MODEL_MODULORESERVATION_H
