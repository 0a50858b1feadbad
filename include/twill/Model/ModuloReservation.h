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
///  - reservedResidue() and forEachReservedResidue() are the fold, for
///    views and encoders that sum uses per (unit, residue) themselves;
///  - LimitedUses is a problem's uses of its limited units, by op, with the
///    units numbered (unlimited units never conflict and are left out);
///  - ModuloReservationTable keeps the sums of a partial schedule, for
///    schedulers that place, test and remove ops one at a time (Rau's
///    heuristic, GauS's legalization), and names the ops to evict.
///
/// Schedulers, views and encoders use these; the independent verifier
/// (twill/Verifier/Verifier.h) keeps its own copy of the rule on purpose, so
/// that a mistake here cannot hide from it.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_MODULORESERVATION_H
#define TWILL_MODEL_MODULORESERVATION_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <optional>
#include <vector>

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

/// One use of a limited unit: the unit by its index in LimitedUses, the
/// row of the op's reservation table, and the instances held.
struct LimitedUse {
  unsigned Unit;
  unsigned Cycle;
  unsigned Count;
};

/// The uses of a problem's limited units, op by op, with the limited units
/// numbered 0, 1, ... in the order of Problem::Units. Uses of unlimited or
/// unknown units, and uses that hold nothing, are left out.
class LimitedUses {
public:
  explicit LimitedUses(const Problem &P);
  /// The same with the capacities \p Caps in the order of P.Units
  /// (negative: unlimited) instead of the units' own; a unit past the end
  /// of \p Caps keeps its own capacity.
  LimitedUses(const Problem &P, llvm::ArrayRef<int64_t> Caps);

  unsigned numUnits() const { return Capacity.size(); }
  unsigned numOps() const { return Uses.size(); }
  uint64_t capacity(unsigned Unit) const { return Capacity[Unit]; }
  /// The index of the limited unit \p Name, or nullopt (unlimited, unknown).
  std::optional<unsigned> unitIndex(llvm::StringRef Name) const;
  llvm::ArrayRef<LimitedUse> of(OpId V) const { return Uses[V]; }

  /// Whether every op, alone, fits at \p II: its own uses that fold onto
  /// one residue stay within the unit's capacity. An op that does not can
  /// be placed nowhere at this I.
  bool ownUsesFit(int64_t II) const;

private:
  std::vector<uint64_t> Capacity;
  llvm::StringMap<unsigned> Index;
  std::vector<std::vector<LimitedUse>> Uses;
};

/// The modulo reservation table of a partial schedule at one initiation
/// interval: for each limited unit and residue, the instances the placed
/// ops hold, and which ops hold them. Counts and holder lists are both
/// dense (limited units x I), so that Rau's heuristic, which places and
/// evicts thousands of times per I, never hashes.
class ModuloReservationTable {
public:
  /// An empty table for \p Uses (which must outlive it) at initiation
  /// interval \p II (at least 1).
  ModuloReservationTable(const LimitedUses &Uses, int64_t II);

  int64_t ii() const { return II; }

  /// Instances of limited unit \p Unit held at \p Residue (any integer: it
  /// is taken modulo I).
  uint64_t held(unsigned Unit, int64_t Residue) const {
    return Held[Unit][llvm::mod(Residue, II)];
  }

  /// Whether op \p V started at \p Start fits next to what is placed: at
  /// no (unit, residue) would the held instances, V's own uses that fold
  /// onto the same residue included, exceed the capacity.
  bool fits(OpId V, int64_t Start) const;

  /// The first start in [\p From, \p From + \p Count) at which fits(V, start)
  /// holds, or nullopt: the scan of Rau's heuristic, with the residues
  /// stepped instead of computed per start.
  std::optional<int64_t> firstFit(OpId V, int64_t From, int64_t Count) const;

  /// Adds V's uses when started at \p Start (whether or not it fits), and
  /// records V as a holder of each.
  void reserve(OpId V, int64_t Start);

  /// Removes what reserve(V, Start) added.
  void release(OpId V, int64_t Start);

  /// The first op to evict so that \p V fits at \p Start: for V's uses in
  /// order, the earliest placed holder of the first (unit, residue) where
  /// one more use of V would exceed the capacity; nullopt when there is
  /// none (V fits use by use, or the overflow is V's own).
  std::optional<OpId> conflictingHolder(OpId V, int64_t Start) const;

private:
  uint64_t key(unsigned Unit, int64_t Residue) const {
    return uint64_t(Unit) * uint64_t(II) + uint64_t(Residue);
  }

  /// V's uses at this I with the rows that fold onto one residue merged:
  /// two rows c and c' of one unit hold the same residue for every start
  /// when c = c' (mod I), so fits() checks each merged row once, with the
  /// rows' summed count, instead of summing them again per start.
  struct FoldedUse {
    unsigned Unit;
    int64_t Cycle;
    uint64_t Demand;
    /// How many cycles just before this one hold a row of the same unit
    /// asking at least Demand: where this row finds its residue full at a
    /// start, one of those rows finds the same residue full at each of the
    /// next Skip starts, so firstFit() steps over them (a region's block
    /// of hundreds of cycles on one unit is scanned once, not per start).
    int64_t Skip;
  };

  /// Fills Folded[V] and each row's Skip.
  void foldUses(OpId V);
  /// The first residue at or after \p R, cyclically, where unit \p Unit
  /// has an instance free, as a distance from \p R; nullopt when none has.
  std::optional<int64_t> nextFree(unsigned Unit, int64_t R) const;
  /// Updates Free[Unit][R] after Held[Unit][R] changed.
  void refreshFree(unsigned Unit, int64_t R) {
    Free[Unit][size_t(R)] = Held[Unit][size_t(R)] < Uses.capacity(Unit);
  }

  const LimitedUses &Uses;
  int64_t II;
  /// Folded[V]: V's merged uses, in the order of their first row.
  std::vector<llvm::SmallVector<FoldedUse, 4>> Folded;
  /// Held[unit][residue]: instances held.
  std::vector<std::vector<uint64_t>> Held;
  /// Free[unit][residue]: fewer instances held than the unit has, so that
  /// firstFit() skips the full residues a word at a time (near MII most
  /// residues of the bottleneck unit are full, and I reaches thousands).
  std::vector<llvm::BitVector> Free;
  /// Holders[key(unit, residue)]: the ops holding it, in the order placed
  /// (dense, as Held is).
  std::vector<llvm::SmallVector<OpId, 2>> Holders;
};

} // namespace twill

#endif // TWILL_MODEL_MODULORESERVATION_H
