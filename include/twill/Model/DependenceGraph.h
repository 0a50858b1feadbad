//===- DependenceGraph.h - Operations and dependences of a loop -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dependence graph of one loop body: operations (with their resource
/// reservation tables, latencies, register and memory needs) and dependences
/// (delay d, iteration distance delta, blocking flag). This header only
/// *models*; validation lives in Problem::check() and solution checking in
/// the independent verifier (twill/Verifier/Verifier.h).
///
/// The graph keeps its adjacency (preds/succs per op) up to date as edges
/// are added, and specializes llvm::GraphTraits, so SCCs, depth-first and
/// post-order walks come from LLVM's ADT (llvm/ADT/SCCIterator.h,
/// DepthFirstIterator.h, PostOrderIterator.h) instead of being rebuilt.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_DEPENDENCEGRAPH_H
#define TWILL_MODEL_DEPENDENCEGRAPH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace twill {

/// Index of an operation inside its DependenceGraph.
using OpId = unsigned;
/// Index of a dependence inside its DependenceGraph (dependences()).
using DepId = unsigned;

/// One entry of a reservation table: \p Count instances of functional unit
/// \p Unit are held during cycle \p Cycle, counted from the operation's issue.
struct UnitUse {
  std::string Unit;
  unsigned Cycle = 0;
  unsigned Count = 1;
};

/// A resource reservation table (RRT): rows are the cycles of an operation's
/// execution, columns are functional-unit kinds, entries are instance counts.
/// Stored sparsely as a list of UnitUse entries plus the number of rows, so
/// an operation that holds no unit still has a length.
struct ReservationTable {
  /// Number of rows (cycles). May exceed the last cycle that holds a unit.
  unsigned NumCycles = 0;
  std::vector<UnitUse> Uses;

  /// The common case: \p Count units of \p Unit held for \p Cycles cycles.
  static ReservationTable block(llvm::StringRef Unit, unsigned Cycles,
                                unsigned Count = 1);

  /// Total unit-cycles of \p Unit that the table reserves.
  uint64_t unitCycles(llvm::StringRef Unit) const;

  bool empty() const { return Uses.empty(); }
};

/// A node of the dependence graph: one (tile-level or machine) operation.
struct Operation {
  std::string Name;
  /// Free-form kind, e.g. "gemm", "exp", "tma_load", or a HatScheT resource.
  std::string Kind;
  ReservationTable Reservation;
  /// Cycles until the result is available. Dependences carry their own
  /// delay; this is the op's execution length for liveness and completion.
  int64_t Latency = 0;
  /// Registers per thread the result occupies while live.
  int64_t Registers = 0;
  /// Bytes occupied in each named memory while the result is live.
  std::map<std::string, int64_t> Footprint;
  /// True for ops whose latency varies at run time (TMA loads): the
  /// warp-specialization model puts them on a warp of their own.
  bool VariableLatency = false;
  /// Extra cycles a consumer on another warp waits (cross-warp spill).
  int64_t SpillCost = 0;
  /// True for ops issued by a whole warp group (e.g. wgmma).
  bool NeedsWarpGroup = false;
  /// Format-specific extras kept for round trips (e.g. a GML `parameter`).
  std::map<std::string, int64_t> Attributes;

  /// The op's length in cycles: max(latency, reservation rows).
  int64_t cycles() const;
};

/// An edge u -> v: v of iteration i + Distance issues at least Delay cycles
/// after u of iteration i.
struct Dependence {
  OpId Src = 0;
  OpId Dst = 0;
  int64_t Delay = 0;
  int64_t Distance = 0;
  /// Blocking synchronization: the consumer's warp waits (issues nothing
  /// else) while it synchronizes with the producer.
  bool Blocking = false;
  /// Both ends issue from the same warp group: an async op and the fence,
  /// commit or wait that tracks it (the hardware counts async groups per
  /// issuing warp, so a wait on another warp group waits for nothing).
  bool SameGroup = false;
  /// Format-specific extras (e.g. HatScheT `deptype`, GML `parameter`).
  std::map<std::string, int64_t> Attributes;
};

/// Operations and dependences of one loop body.
///
/// The adjacency lists are built as edges are added, once: outgoing(V) and
/// incoming(V) give the dependences at V in the order they were added, and
/// succs(V) / preds(V) the ops at their other ends (an op appears once per
/// edge). A dependence's Src and Dst must not change after it is added (the
/// mutable dependences() is for delays, distances and flags); an edge that
/// names an op not yet added is kept for Problem::check() to report but is
/// left out of the adjacency.
class DependenceGraph {
public:
  /// A node as llvm::GraphTraits sees the graph: an op, or the virtual entry
  /// node (isEntry()) that has an edge to every op, so that walks from
  /// GraphTraits::getEntryNode reach every op.
  struct Node {
    const DependenceGraph *Graph = nullptr;
    OpId Id = 0;
    bool isEntry() const { return Id == EntryId; }
  };
  /// The Id of the virtual entry node.
  static constexpr OpId EntryId = ~0u;

  DependenceGraph() { reseat(); }
  DependenceGraph(const DependenceGraph &Other) { *this = Other; }
  DependenceGraph(DependenceGraph &&Other) noexcept {
    *this = std::move(Other);
  }
  DependenceGraph &operator=(const DependenceGraph &Other);
  DependenceGraph &operator=(DependenceGraph &&Other) noexcept;

  /// Adds \p Op and returns its id. Names should be unique; Problem::check()
  /// reports duplicates.
  OpId addOperation(Operation Op);
  void addDependence(Dependence D);
  /// Convenience: adds Src -> Dst.
  void addDependence(OpId Src, OpId Dst, int64_t Delay, int64_t Distance = 0,
                     bool Blocking = false);

  const std::vector<Operation> &operations() const { return Ops; }
  std::vector<Operation> &operations() { return Ops; }
  const std::vector<Dependence> &dependences() const { return Deps; }
  /// For changing delays, distances and flags; never Src or Dst.
  std::vector<Dependence> &dependences() { return Deps; }

  const Operation &op(OpId Id) const { return Ops[Id]; }
  Operation &op(OpId Id) { return Ops[Id]; }
  const Dependence &dep(DepId Id) const { return Deps[Id]; }
  unsigned numOperations() const { return Ops.size(); }
  unsigned numDependences() const { return Deps.size(); }

  /// The dependences leaving \p V, in the order they were added.
  llvm::ArrayRef<DepId> outgoing(OpId V) const { return Out[V]; }
  /// The dependences entering \p V, in the order they were added.
  llvm::ArrayRef<DepId> incoming(OpId V) const { return In[V]; }
  /// The destinations of outgoing(V), in the same order.
  llvm::ArrayRef<OpId> succs(OpId V) const { return Succs[V]; }
  /// The sources of incoming(V), in the same order.
  llvm::ArrayRef<OpId> preds(OpId V) const { return Preds[V]; }

  /// Looks an operation up by name (first one added wins on duplicates).
  std::optional<OpId> lookup(llvm::StringRef Name) const;

  /// GraphTraits support: the node of op \p V, every op's node, and the
  /// virtual entry.
  const Node *node(OpId V) const { return &Nodes[V]; }
  llvm::ArrayRef<Node> nodes() const { return Nodes; }
  const Node *entry() const { return &Entry; }
  /// The ops a node has edges to: succs(V), or every op for the entry.
  llvm::ArrayRef<OpId> children(const Node *N) const {
    return N->isEntry() ? llvm::ArrayRef<OpId>(AllOps) : succs(N->Id);
  }

private:
  /// Points every Node at this graph (after a copy or a move).
  void reseat();

  std::vector<Operation> Ops;
  std::vector<Dependence> Deps;
  llvm::StringMap<OpId> ByName;
  std::vector<std::vector<DepId>> Out, In;
  std::vector<std::vector<OpId>> Succs, Preds;
  std::vector<OpId> AllOps;
  std::vector<Node> Nodes;
  Node Entry;
};

/// \p G unrolled \p Copies times, as a compiler unrolls the loop whose body
/// it is: op v of copy c is v + c x N (N ops; copies after the first are
/// named "<name>#c"), and an edge of distance d into copy c comes from copy
/// (c - d) mod Copies at distance ceil((d - c) / Copies), the unrolled
/// iterations back that leaves (0 within one unrolled iteration).
DependenceGraph unrollDependenceGraph(const DependenceGraph &G,
                                      unsigned Copies);

/// A modulo-scheduled kernel of \p Copies copies of one step, \p Step (each
/// entry (op, stage) of an N-op loop: in kernel step t the op runs for
/// iteration t - stage), as one step of unrollDependenceGraph's graph of
/// \p Copies copies: copy c runs op v of stage s for iteration
/// Copies x T + c - s in kernel round T, which is unrolled op v + c' x N,
/// c' = (c - s) mod Copies, at stage (c' - c + s) / Copies. The copies
/// follow each other in the result, in the order the kernel's code has
/// them.
std::vector<std::pair<OpId, unsigned>>
unrollStepOrder(llvm::ArrayRef<std::pair<OpId, unsigned>> Step, unsigned N,
                unsigned Copies);

} // namespace twill

namespace llvm {
/// The dependence graph for LLVM's graph algorithms (scc_iterator,
/// depth_first, post_order, ...). The entry node is virtual (isEntry()) and
/// has an edge to every op; nodes_begin/nodes_end list the ops only.
template <> struct GraphTraits<const twill::DependenceGraph *> {
  using NodeRef = const twill::DependenceGraph::Node *;
  /// Maps an op id to its node.
  struct ToNode {
    const twill::DependenceGraph *Graph = nullptr;
    NodeRef operator()(twill::OpId V) const { return Graph->node(V); }
  };
  using ChildIteratorType = mapped_iterator<const twill::OpId *, ToNode>;
  using nodes_iterator = pointer_iterator<const twill::DependenceGraph::Node *>;

  static NodeRef getEntryNode(const twill::DependenceGraph *G) {
    return G->entry();
  }
  static ChildIteratorType child_begin(NodeRef N) {
    return {N->Graph->children(N).begin(), ToNode{N->Graph}};
  }
  static ChildIteratorType child_end(NodeRef N) {
    return {N->Graph->children(N).end(), ToNode{N->Graph}};
  }
  static nodes_iterator nodes_begin(const twill::DependenceGraph *G) {
    return nodes_iterator(G->nodes().begin());
  }
  static nodes_iterator nodes_end(const twill::DependenceGraph *G) {
    return nodes_iterator(G->nodes().end());
  }
  static unsigned size(const twill::DependenceGraph *G) {
    return G->numOperations();
  }
};
/// The same for a non-const graph (the walks never change it).
template <>
struct GraphTraits<twill::DependenceGraph *>
    : GraphTraits<const twill::DependenceGraph *> {};
} // namespace llvm

#endif // TWILL_MODEL_DEPENDENCEGRAPH_H
