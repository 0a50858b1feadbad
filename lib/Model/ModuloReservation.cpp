//===- ModuloReservation.cpp - Unit occupancy folded modulo I -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/ModuloReservation.h"

#include "llvm/ADT/STLExtras.h"

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
    : Uses(Uses), II(II), Folded(Uses.numOps()),
      Held(Uses.numUnits(), std::vector<uint64_t>(size_t(II), 0)),
      Holders(size_t(Uses.numUnits()) * size_t(II)) {
  assert(II >= 1 && "the initiation interval must be at least 1");
  // Once per I, and an op has few rows: a linear search per row.
  for (OpId V = 0; V < Uses.numOps(); ++V)
    for (const LimitedUse &U : Uses.of(V)) {
      int64_t C = llvm::mod(int64_t(U.Cycle), II);
      auto It = llvm::find_if(Folded[V], [&](const FoldedUse &F) {
        return F.Unit == U.Unit && F.Cycle == C;
      });
      if (It == Folded[V].end())
        It = &Folded[V].emplace_back(FoldedUse{U.Unit, C, 0});
      It->Demand += U.Count;
    }
}

bool ModuloReservationTable::fits(OpId V, int64_t Start) const {
  // Two rows of V's table may fold onto one residue: Folded counts them
  // together.
  for (const FoldedUse &F : Folded[V])
    if (Held[F.Unit][llvm::mod(Start + F.Cycle, II)] + F.Demand >
        Uses.capacity(F.Unit))
      return false;
  return true;
}

std::optional<int64_t> ModuloReservationTable::firstFit(OpId V, int64_t From,
                                                        int64_t Count) const {
  llvm::ArrayRef<FoldedUse> Own = Folded[V];
  if (Own.empty())
    return Count > 0 ? std::optional<int64_t>(From) : std::nullopt;
  // The first merged use rules most starts out: its residue steps by one
  // per start, and the others are only looked at where it fits.
  const FoldedUse &F0 = Own.front();
  const std::vector<uint64_t> &Row0 = Held[F0.Unit];
  const uint64_t Room0 = Uses.capacity(F0.Unit);
  int64_t R0 = llvm::mod(From + F0.Cycle, II);
  for (int64_t C = From; C < From + Count; ++C) {
    bool Fits = Row0[size_t(R0)] + F0.Demand <= Room0;
    if (++R0 == II)
      R0 = 0;
    if (!Fits)
      continue;
    for (const FoldedUse &F : Own.drop_front())
      if (Held[F.Unit][llvm::mod(C + F.Cycle, II)] + F.Demand >
          Uses.capacity(F.Unit)) {
        Fits = false;
        break;
      }
    if (Fits)
      return C;
  }
  return std::nullopt;
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
    llvm::SmallVector<OpId, 2> &Ops = Holders[key(U.Unit, R)];
    auto Pos = std::find(Ops.begin(), Ops.end(), V);
    if (Pos == Ops.end())
      continue; // V was not placed there: nothing to remove.
    Ops.erase(Pos);
    Held[U.Unit][R] -= std::min<uint64_t>(Held[U.Unit][R], U.Count);
  }
}

std::optional<OpId> ModuloReservationTable::conflictingHolder(OpId V,
                                                              int64_t Start) const {
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    if (Held[U.Unit][R] + U.Count <= Uses.capacity(U.Unit))
      continue;
    const llvm::SmallVector<OpId, 2> &Ops = Holders[key(U.Unit, R)];
    if (!Ops.empty())
      return Ops.front();
  }
  return std::nullopt;
}
