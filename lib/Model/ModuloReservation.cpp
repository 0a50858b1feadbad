//===- ModuloReservation.cpp - Unit occupancy folded modulo I -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/ModuloReservation.h"

#include "llvm/ADT/DenseMap.h"
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
  for (unsigned U = 0; U < Uses.numUnits(); ++U)
    Free.emplace_back(size_t(II), Uses.capacity(U) > 0);
  assert(II >= 1 && "the initiation interval must be at least 1");
  for (OpId V = 0; V < Uses.numOps(); ++V)
    foldUses(V);
}

void ModuloReservationTable::foldUses(OpId V) {
  // Rows of one unit whose cycles are equal modulo I merge.
  llvm::DenseMap<std::pair<unsigned, int64_t>, unsigned> Row;
  llvm::SmallVector<FoldedUse, 4> &Own = Folded[V];
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t C = llvm::mod(int64_t(U.Cycle), II);
    auto [It, New] = Row.try_emplace({U.Unit, C}, Own.size());
    if (New)
      Own.push_back(FoldedUse{U.Unit, C, 0, 0});
    Own[It->second].Demand += U.Count;
  }
  // Skip, in increasing cycle order: the row one cycle before asks at
  // least as much of the unit, so its own skip adds to one more.
  llvm::SmallVector<unsigned, 8> ByCycle(Own.size());
  for (unsigned K = 0; K < Own.size(); ++K)
    ByCycle[K] = K;
  llvm::sort(ByCycle, [&](unsigned A, unsigned B) {
    return Own[A].Cycle < Own[B].Cycle;
  });
  for (unsigned K : ByCycle) {
    FoldedUse &F = Own[K];
    auto Before = Row.find({F.Unit, F.Cycle - 1});
    if (F.Cycle > 0 && Before != Row.end() &&
        Own[Before->second].Demand >= F.Demand)
      F.Skip = Own[Before->second].Skip + 1;
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

std::optional<int64_t> ModuloReservationTable::nextFree(unsigned Unit,
                                                        int64_t R) const {
  const llvm::BitVector &Row = Free[Unit];
  int N = R == 0 ? Row.find_first() : Row.find_next(unsigned(R - 1));
  if (N >= 0)
    return N - R;
  N = Row.find_first(); // Wrap around: a free residue below R.
  if (N < 0)
    return std::nullopt;
  return N + II - R;
}

std::optional<int64_t> ModuloReservationTable::firstFit(OpId V, int64_t From,
                                                        int64_t Count) const {
  llvm::ArrayRef<FoldedUse> Own = Folded[V];
  if (Own.empty())
    return Count > 0 ? std::optional<int64_t>(From) : std::nullopt;
  // The first merged use rules most starts out: the starts whose residue
  // for it has no free instance are skipped (nextFree), and the others
  // are checked in full.
  const FoldedUse &F0 = Own.front();
  const std::vector<uint64_t> &Row0 = Held[F0.Unit];
  const uint64_t Room0 = Uses.capacity(F0.Unit);
  const int64_t R0 = llvm::mod(From + F0.Cycle, II);
  for (int64_t Offset = 0; Offset < Count; ++Offset) {
    int64_t R = (R0 + Offset) % II;
    std::optional<int64_t> Skip = nextFree(F0.Unit, R);
    if (!Skip)
      return std::nullopt;
    Offset += *Skip;
    if (Offset >= Count)
      return std::nullopt;
    R = (R + *Skip) % II;
    if (Row0[size_t(R)] + F0.Demand > Room0) {
      Offset += F0.Skip;
      continue;
    }
    int64_t C = From + Offset;
    const FoldedUse *Full = nullptr;
    for (const FoldedUse &F : Own.drop_front())
      if (Held[F.Unit][llvm::mod(C + F.Cycle, II)] + F.Demand >
          Uses.capacity(F.Unit)) {
        Full = &F;
        break;
      }
    if (!Full)
      return C;
    // The next Full->Skip starts put another row on the same full residue.
    Offset += Full->Skip;
  }
  return std::nullopt;
}

void ModuloReservationTable::reserve(OpId V, int64_t Start) {
  for (const LimitedUse &U : Uses.of(V)) {
    int64_t R = llvm::mod(Start + int64_t(U.Cycle), II);
    Held[U.Unit][R] += U.Count;
    refreshFree(U.Unit, R);
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
    refreshFree(U.Unit, R);
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
