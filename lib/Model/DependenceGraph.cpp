//===- DependenceGraph.cpp - Operations and dependences of a loop ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Construction helpers of the dependence graph model.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/DependenceGraph.h"
#include "twill/Model/ModuloSchedule.h"

#include <algorithm>

using namespace twill;

ReservationTable ReservationTable::block(llvm::StringRef Unit, unsigned Cycles,
                                         unsigned Count) {
  ReservationTable RT;
  RT.NumCycles = Cycles;
  for (unsigned C = 0; C < Cycles; ++C)
    RT.Uses.push_back({Unit.str(), C, Count});
  return RT;
}

uint64_t ReservationTable::unitCycles(llvm::StringRef Unit) const {
  uint64_t Sum = 0;
  for (const UnitUse &U : Uses)
    if (U.Unit == Unit)
      Sum += U.Count;
  return Sum;
}

int64_t Operation::cycles() const {
  return std::max<int64_t>(Latency, Reservation.NumCycles);
}

OpId DependenceGraph::addOperation(Operation Op) {
  OpId Id = Ops.size();
  ByName.try_emplace(Op.Name, Id);
  Ops.push_back(std::move(Op));
  return Id;
}

void DependenceGraph::addDependence(Dependence D) { Deps.push_back(std::move(D)); }

void DependenceGraph::addDependence(OpId Src, OpId Dst, int64_t Delay,
                                    int64_t Distance, bool Blocking) {
  Dependence D;
  D.Src = Src;
  D.Dst = Dst;
  D.Delay = Delay;
  D.Distance = Distance;
  D.Blocking = Blocking;
  addDependence(std::move(D));
}

std::optional<OpId> DependenceGraph::lookup(llvm::StringRef Name) const {
  auto It = ByName.find(Name);
  if (It == ByName.end())
    return std::nullopt;
  return It->second;
}

int64_t ModuloSchedule::computeLength(const DependenceGraph &G,
                                      const std::vector<int64_t> &Start) {
  int64_t L = 1;
  for (OpId V = 0; V < G.numOperations() && V < Start.size(); ++V)
    L = std::max(L, Start[V] + std::max<int64_t>(G.op(V).cycles(), 1));
  return L;
}
