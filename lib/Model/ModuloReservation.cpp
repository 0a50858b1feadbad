//===- ModuloReservation.cpp - Unit occupancy folded modulo I -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/ModuloReservation.h"

#include <cassert>

using namespace twill;

ModuloReservationTable::ModuloReservationTable(const Problem &P, int64_t II)
    : II(II) {
  assert(II >= 1 && "the initiation interval must be at least 1");
  for (const FunctionalUnit &U : P.Units)
    if (!U.isUnlimited())
      Capacity[U.Name] = uint64_t(U.Capacity);
}

uint64_t ModuloReservationTable::held(llvm::StringRef Unit,
                                      int64_t Residue) const {
  auto It = Held.find({Unit.str(), llvm::mod(Residue, II)});
  return It == Held.end() ? 0 : It->second;
}

bool ModuloReservationTable::fits(const Operation &Op, int64_t Start) const {
  // The op's own demand per (unit, residue): two rows of its table may fold
  // onto one residue.
  std::map<std::pair<std::string, int64_t>, uint64_t> Own;
  forEachReservedResidue(Op, Start, II, [&](const UnitUse &U, int64_t R) {
    if (Capacity.count(U.Unit))
      Own[{U.Unit, R}] += U.Count;
  });
  for (const auto &[Key, Demand] : Own)
    if (held(Key.first, Key.second) + Demand > Capacity.lookup(Key.first))
      return false;
  return true;
}

void ModuloReservationTable::reserve(const Operation &Op, int64_t Start) {
  forEachReservedResidue(Op, Start, II, [&](const UnitUse &U, int64_t R) {
    if (Capacity.count(U.Unit))
      Held[{U.Unit, R}] += U.Count;
  });
}

void ModuloReservationTable::release(const Operation &Op, int64_t Start) {
  forEachReservedResidue(Op, Start, II, [&](const UnitUse &U, int64_t R) {
    auto It = Held.find({U.Unit, R});
    if (It == Held.end())
      return;
    It->second -= std::min<uint64_t>(It->second, U.Count);
    if (It->second == 0)
      Held.erase(It);
  });
}
