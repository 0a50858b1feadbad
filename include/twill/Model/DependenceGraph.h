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
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_DEPENDENCEGRAPH_H
#define TWILL_MODEL_DEPENDENCEGRAPH_H

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
  /// Format-specific extras (e.g. HatScheT `deptype`, GML `parameter`).
  std::map<std::string, int64_t> Attributes;
};

/// Operations and dependences of one loop body.
class DependenceGraph {
public:
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
  std::vector<Dependence> &dependences() { return Deps; }

  const Operation &op(OpId Id) const { return Ops[Id]; }
  Operation &op(OpId Id) { return Ops[Id]; }
  unsigned numOperations() const { return Ops.size(); }
  unsigned numDependences() const { return Deps.size(); }

  /// Looks an operation up by name (first one added wins on duplicates).
  std::optional<OpId> lookup(llvm::StringRef Name) const;

private:
  std::vector<Operation> Ops;
  std::vector<Dependence> Deps;
  llvm::StringMap<OpId> ByName;
};

} // namespace twill

#endif // TWILL_MODEL_DEPENDENCEGRAPH_H
