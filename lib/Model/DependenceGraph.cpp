//===- DependenceGraph.cpp - Operations and dependences of a loop ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Construction helpers of the dependence graph model and its adjacency.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/DependenceGraph.h"

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

DependenceGraph &DependenceGraph::operator=(const DependenceGraph &Other) {
  if (this == &Other)
    return *this;
  Ops = Other.Ops;
  Deps = Other.Deps;
  ByName = Other.ByName;
  Out = Other.Out;
  In = Other.In;
  Succs = Other.Succs;
  Preds = Other.Preds;
  AllOps = Other.AllOps;
  Nodes = Other.Nodes;
  reseat();
  return *this;
}

DependenceGraph &DependenceGraph::operator=(DependenceGraph &&Other) noexcept {
  if (this == &Other)
    return *this;
  Ops = std::move(Other.Ops);
  Deps = std::move(Other.Deps);
  ByName = std::move(Other.ByName);
  Out = std::move(Other.Out);
  In = std::move(Other.In);
  Succs = std::move(Other.Succs);
  Preds = std::move(Other.Preds);
  AllOps = std::move(Other.AllOps);
  Nodes = std::move(Other.Nodes);
  reseat();
  // Leave Other empty rather than merely valid.
  Other.Ops.clear();
  Other.Deps.clear();
  Other.ByName.clear();
  Other.Out.clear();
  Other.In.clear();
  Other.Succs.clear();
  Other.Preds.clear();
  Other.AllOps.clear();
  Other.Nodes.clear();
  return *this;
}

void DependenceGraph::reseat() {
  for (Node &N : Nodes)
    N.Graph = this;
  Entry.Graph = this;
  Entry.Id = EntryId;
}

OpId DependenceGraph::addOperation(Operation Op) {
  OpId Id = Ops.size();
  ByName.try_emplace(Op.Name, Id);
  Ops.push_back(std::move(Op));
  Out.emplace_back();
  In.emplace_back();
  Succs.emplace_back();
  Preds.emplace_back();
  AllOps.push_back(Id);
  Nodes.push_back(Node{this, Id});
  return Id;
}

void DependenceGraph::addDependence(Dependence D) {
  DepId Id = Deps.size();
  if (D.Src < Ops.size() && D.Dst < Ops.size()) {
    Out[D.Src].push_back(Id);
    Succs[D.Src].push_back(D.Dst);
    In[D.Dst].push_back(Id);
    Preds[D.Dst].push_back(D.Src);
  }
  Deps.push_back(std::move(D));
}

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

DependenceGraph twill::unrollDependenceGraph(const DependenceGraph &G,
                                             unsigned Copies) {
  DependenceGraph Out;
  const unsigned N = G.numOperations();
  for (unsigned C = 0; C < Copies; ++C)
    for (OpId Op = 0; Op < N; ++Op) {
      Operation Copy = G.op(Op);
      if (C)
        Copy.Name += "#" + std::to_string(C);
      Out.addOperation(std::move(Copy));
    }
  for (unsigned C = 0; C < Copies; ++C)
    for (const Dependence &D : G.dependences()) {
      // Iteration k x Copies + C reads iteration k x Copies + C - d: copy
      // (C - d) mod Copies, Back unrolled iterations earlier.
      int64_t From = int64_t(C) - D.Distance;
      int64_t Back = From >= 0 ? 0 : (-From + Copies - 1) / Copies;
      Dependence E = D;
      E.Src = D.Src + unsigned(From + Back * Copies) * N;
      E.Dst = D.Dst + C * N;
      E.Distance = Back;
      Out.addDependence(std::move(E));
    }
  return Out;
}

std::vector<std::pair<OpId, unsigned>>
twill::unrollStepOrder(llvm::ArrayRef<std::pair<OpId, unsigned>> Step,
                       unsigned N, unsigned Copies) {
  std::vector<std::pair<OpId, unsigned>> Order;
  const int64_t U = std::max(1u, Copies);
  for (int64_t C = 0; C < U; ++C)
    for (auto [Op, Stage] : Step) {
      int64_t K = C - int64_t(Stage);
      int64_t Copy = ((K % U) + U) % U;
      Order.push_back({OpId(Op + Copy * N), unsigned((Copy - K) / U)});
    }
  return Order;
}
