//===- ModuloReservation.cpp - Unit occupancy folded modulo I -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/ModuloReservation.h"

#include <algorithm>
#include <cassert>
#include <map>

using namespace twill;

LimitedUses::LimitedUses(const Problem &P) : LimitedUses(P, {}) {}

LimitedUses::LimitedUses(const Problem &P, llvm::ArrayRef<int64_t> Caps) {
  for (size_t K = 0; K < P.Units.size(); ++K) {
    int64_t Cap = K < Caps.size() ? Caps[K] : P.Units[K].Capacity;
    if (Cap < 0)
      continue; // Unlimited.
    Index[P.Units[K].Name] = Capacity.size();
    Capacity.push_back(uint64_t(Cap));
  }
  Uses.resize(P.Graph.numOperations());
  for (OpId V = 0; V < P.Graph.numOperations(); ++V)
    for (const UnitUse &U : P.Graph.op(V).Reservation.Uses) {
      auto It = Index.find(U.Unit);
      if (It != Index.end() && U.Count > 0)
        Uses[V].push_back({It->second, U.Cycle, U.Count});
    }
}

std::optional<unsigned> LimitedUses::unitIndex(llvm::StringRef Name) const {
  auto It = Index.find(Name);
  if (It == Index.end())
    return std::nullopt;
  return It->second;
}

bool LimitedUses::ownUsesFit(int64_t II) const {
  for (const std::vector<LimitedUse> &Op : Uses) {
    std::map<std::pair<unsigned, int64_t>, uint64_t> Own;
    for (const LimitedUse &U : Op)
      if ((Own[{U.Unit, llvm::mod(int64_t(U.Cycle), II)}] += U.Count) >
          Capacity[U.Unit])
        return false;
  }
  return true;
}

ModuloReservationTable::ModuloReservationTable(const LimitedUses &Uses,
                                               int64_t II)
    : Uses(Uses), II(II),
      Held(Uses.numUnits(), std::vector<uint64_t>(size_t(II), 0)) {
  assert(II >= 1 && "the initiation interval must be at least 1");
}

bool ModuloReservationTable::fits(OpId V, int64_t Start) const {
  llvm::ArrayRef<LimitedUse> Own = Uses.of(V);
  for (const LimitedUse &U : Own) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    // Two rows of V's table may fold onto one residue: count them all.
    uint64_t Demand = 0;
    for (const LimitedUse &W : Own)
      if (W.Unit == U.Unit && llvm::mod(Start + int64_t(W.Cycle), II) == R)
        Demand += W.Count;
    if (Held[U.Unit][R] + Demand > Uses.capacity(U.Unit))
      return false;
  }
  return true;
}

void ModuloReservationTable::reserve(OpId V, int64_t Start) {
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    Held[U.Unit][R] += U.Count;
    Holders[key(U.Unit, R)].push_back(V);
  }
}

void ModuloReservationTable::release(OpId V, int64_t Start) {
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    auto It = Holders.find(key(U.Unit, R));
    if (It == Holders.end())
      continue;
    auto Pos = std::find(It->second.begin(), It->second.end(), V);
    if (Pos == It->second.end())
      continue; // V was not placed there: nothing to remove.
    It->second.erase(Pos);
    if (It->second.empty())
      Holders.erase(It);
    Held[U.Unit][R] -= std::min<uint64_t>(Held[U.Unit][R], U.Count);
  }
}

std::optional<OpId> ModuloReservationTable::conflictingHolder(OpId V,
                                                              int64_t Start) const {
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    if (Held[U.Unit][R] + U.Count <= Uses.capacity(U.Unit))
      continue;
    auto It = Holders.find(key(U.Unit, R));
    if (It != Holders.end() && !It->second.empty())
      return It->second.front();
  }
  return std::nullopt;
}
