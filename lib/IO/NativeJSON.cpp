//===- NativeJSON.cpp - twill's own problem and schedule JSON -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reader and writer of the native JSON formats ("twill-problem" and
/// "twill-schedule", docs/formats.md). The writer emits a canonical form
/// (reservations as runs of cycles per unit, zero counts dropped) that the
/// reader reproduces exactly, so write -> read -> write is the identity. The
/// reader also takes reservations as one object of unit -> count per row.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/NativeJSON.h"
#include "twill/Model/Limits.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <limits>
#include <map>

using namespace llvm;
using namespace twill;
using namespace twill::io;

namespace {
constexpr int64_t UnsignedMax = std::numeric_limits<unsigned>::max();

/// Reads an object of name -> integer (footprints, attributes).
void readIntMap(JSONReader &R, const json::Value *V, const std::string &Path,
                int64_t Min, std::map<std::string, int64_t> &Out) {
  const json::Object *O = R.asObject(V, Path);
  if (!O)
    return;
  for (const auto &KV : *O) {
    std::string K = KV.first.str();
    if (auto I = R.asInteger(&KV.second, JSONReader::key(Path, K), Min))
      Out[K] = *I;
  }
}

/// Reads the run form of `reservation`: {"rows": N, "uses": [{"unit": U,
/// "from": F, "cycles": C, "count": K}, ...]} (rows, from and count
/// optional). The table is the one the row form of the same reservation
/// gives: uses in cycle order, units sorted by name within a cycle, counts
/// of overlapping runs summed, zero counts dropped. \p Expanded counts the
/// (unit, cycle) entries of the whole problem against
/// MaxTotalSynthesisedCycles, so a small file cannot ask for gigabytes.
void readReservationRuns(JSONReader &R, const json::Object &O,
                         const std::string &Path, ReservationTable &RT,
                         int64_t &Expanded) {
  R.allowOnly(O, Path, {"rows", "uses"});
  std::optional<int64_t> Rows;
  if (const json::Value *V = O.get("rows")) {
    Rows = R.asInteger(V, JSONReader::key(Path, "rows"), 0, MaxCostCycles);
    if (!Rows)
      return;
  }
  const json::Array *Uses =
      R.asArray(R.field(O, "uses", Path, true), JSONReader::key(Path, "uses"));
  if (!Uses)
    return;
  std::map<std::pair<unsigned, std::string>, uint64_t> Held;
  int64_t End = 0;
  for (size_t I = 0; I < Uses->size(); ++I) {
    std::string UsePath = JSONReader::index(JSONReader::key(Path, "uses"), I);
    const json::Object *U = R.asObject(&(*Uses)[I], UsePath);
    if (!U)
      return;
    R.allowOnly(*U, UsePath, {"unit", "from", "cycles", "count"});
    auto Unit = R.asString(R.field(*U, "unit", UsePath, true),
                           JSONReader::key(UsePath, "unit"));
    auto Cycles =
        R.asInteger(R.field(*U, "cycles", UsePath, true),
                    JSONReader::key(UsePath, "cycles"), 0, MaxCostCycles);
    std::optional<int64_t> From = 0, Count = 1;
    if (const json::Value *V = U->get("from"))
      From = R.asInteger(V, JSONReader::key(UsePath, "from"), 0, MaxCostCycles);
    if (const json::Value *V = U->get("count"))
      Count = R.asInteger(V, JSONReader::key(UsePath, "count"), 0, UnsignedMax);
    if (!Unit || !Cycles || !From || !Count)
      return;
    if (*From + *Cycles > MaxCostCycles) {
      R.fail(UsePath, "ends after cycle " + Twine(MaxCostCycles));
      return;
    }
    Expanded += *Cycles;
    if (Expanded > MaxTotalSynthesisedCycles) {
      R.fail(UsePath, "reservation runs exceed " +
                          Twine(MaxTotalSynthesisedCycles) +
                          " unit-cycles in total");
      return;
    }
    End = std::max(End, *From + *Cycles);
    if (*Count == 0)
      continue;
    for (int64_t C = *From; C < *From + *Cycles; ++C) {
      uint64_t &N = Held[{unsigned(C), *Unit}];
      N += uint64_t(*Count);
      if (N > uint64_t(UnsignedMax)) {
        R.fail(UsePath, "count of unit '" + *Unit + "' in cycle " + Twine(C) +
                            " exceeds " + Twine(UnsignedMax));
        return;
      }
    }
  }
  if (Rows && *Rows < End) {
    R.fail(JSONReader::key(Path, "rows"),
           "is " + Twine(*Rows) + " but a use ends at cycle " + Twine(End));
    return;
  }
  RT.NumCycles = unsigned(Rows ? *Rows : End);
  for (const auto &[Key, N] : Held)
    RT.Uses.push_back({Key.second, Key.first, unsigned(N)});
}

/// Reads `reservation`: an array of rows, each an object unit -> count, or
/// the run form (readReservationRuns).
void readReservation(JSONReader &R, const json::Value *V,
                     const std::string &Path, ReservationTable &RT,
                     int64_t &Expanded) {
  if (V && V->getAsObject()) {
    readReservationRuns(R, *V->getAsObject(), Path, RT, Expanded);
    return;
  }
  const json::Array *Rows = R.asArray(V, Path);
  if (!Rows)
    return;
  RT.NumCycles = Rows->size();
  for (size_t Cycle = 0; Cycle < Rows->size(); ++Cycle) {
    std::string RowPath = JSONReader::index(Path, Cycle);
    const json::Object *Row = R.asObject(&(*Rows)[Cycle], RowPath);
    if (!Row)
      return;
    // json::Object iterates in hash order; sort for a canonical table.
    std::vector<UnitUse> RowUses;
    for (const auto &KV : *Row) {
      auto Count = R.asInteger(&KV.second, JSONReader::key(RowPath, KV.first),
                               0, UnsignedMax);
      if (!Count)
        return;
      if (*Count > 0)
        RowUses.push_back({KV.first.str(), unsigned(Cycle), unsigned(*Count)});
    }
    llvm::sort(RowUses, [](const UnitUse &A, const UnitUse &B) {
      return A.Unit < B.Unit;
    });
    RT.Uses.insert(RT.Uses.end(), RowUses.begin(), RowUses.end());
  }
}

void readOperation(JSONReader &R, const json::Value &V, const std::string &Path,
                   Operation &Op, int64_t &Expanded) {
  const json::Object *O = R.asObject(&V, Path);
  if (!O)
    return;
  R.allowOnly(*O, Path,
              {"name", "kind", "latency", "registers", "reservation",
               "footprint", "variable_latency", "spill_cost", "warp_group",
               "attributes"});
  if (auto S = R.asString(R.field(*O, "name", Path, true),
                          JSONReader::key(Path, "name")))
    Op.Name = *S;
  if (auto S = R.asString(O->get("kind"), JSONReader::key(Path, "kind")))
    Op.Kind = *S;
  if (auto I = R.asInteger(O->get("latency"), JSONReader::key(Path, "latency")))
    Op.Latency = *I;
  if (auto I =
          R.asInteger(O->get("registers"), JSONReader::key(Path, "registers")))
    Op.Registers = *I;
  if (const json::Value *Res = O->get("reservation"))
    readReservation(R, Res, JSONReader::key(Path, "reservation"),
                    Op.Reservation, Expanded);
  if (const json::Value *F = O->get("footprint"))
    readIntMap(R, F, JSONReader::key(Path, "footprint"), -MaxAbsValue,
               Op.Footprint);
  if (auto B = R.asBool(O->get("variable_latency"),
                        JSONReader::key(Path, "variable_latency")))
    Op.VariableLatency = *B;
  if (auto I = R.asInteger(O->get("spill_cost"),
                           JSONReader::key(Path, "spill_cost")))
    Op.SpillCost = *I;
  if (auto B =
          R.asBool(O->get("warp_group"), JSONReader::key(Path, "warp_group")))
    Op.NeedsWarpGroup = *B;
  if (const json::Value *A = O->get("attributes"))
    readIntMap(R, A, JSONReader::key(Path, "attributes"), -MaxAbsValue,
               Op.Attributes);
}

void readDependence(JSONReader &R, const json::Value &V,
                    const std::string &Path, const DependenceGraph &G,
                    Dependence &D) {
  const json::Object *O = R.asObject(&V, Path);
  if (!O)
    return;
  R.allowOnly(*O, Path,
              {"src", "dst", "delay", "distance", "blocking", "same_group",
               "attributes"});
  for (StringRef End : {"src", "dst"}) {
    std::string EndPath = JSONReader::key(Path, End);
    auto Name = R.asString(R.field(*O, End, Path, true), EndPath);
    if (!Name)
      return;
    std::optional<OpId> Id = G.lookup(*Name);
    if (!Id) {
      R.fail(EndPath, "unknown op '" + *Name + "'");
      return;
    }
    (End == "src" ? D.Src : D.Dst) = *Id;
  }
  if (auto I = R.asInteger(O->get("delay"), JSONReader::key(Path, "delay")))
    D.Delay = *I;
  if (auto I =
          R.asInteger(O->get("distance"), JSONReader::key(Path, "distance")))
    D.Distance = *I;
  if (auto B = R.asBool(O->get("blocking"), JSONReader::key(Path, "blocking")))
    D.Blocking = *B;
  if (auto B = R.asBool(O->get("same_group"),
                        JSONReader::key(Path, "same_group")))
    D.SameGroup = *B;
  if (const json::Value *A = O->get("attributes"))
    readIntMap(R, A, JSONReader::key(Path, "attributes"), -MaxAbsValue,
               D.Attributes);
}

/// Checks "format" (required, must equal \p Expected) and "version"
/// (optional, must be 1).
void readHeader(JSONReader &R, const json::Object &O, StringRef Expected) {
  if (auto F = R.asString(R.field(O, "format", "", true), "format"))
    if (*F != Expected)
      R.fail("format", "expected \"" + Expected + "\", found \"" + *F + "\"");
  if (auto V = R.asInteger(O.get("version"), "version"))
    if (*V != 1)
      R.fail("version", "unsupported version " + Twine(*V) +
                            " (this reader knows version 1)");
}

/// Calls \p Fn(Object, Path) for each element of \p A, the array named
/// \p Name, until the first finding (an element that is not an object
/// included).
template <typename FnT>
void forEachObject(JSONReader &R, const json::Array &A, StringRef Name,
                   FnT Fn) {
  for (size_t I = 0; I < A.size() && !R.failed(); ++I) {
    std::string Path = JSONReader::index(Name.str(), I);
    const json::Object *O = R.asObject(&A[I], Path);
    if (!O)
      break;
    Fn(*O, Path);
  }
}

/// "units": the functional units, in the order given.
void readUnits(JSONReader &R, const json::Array &Units, Problem &P) {
  forEachObject(R, Units, "units", [&](const json::Object &U,
                                       const std::string &Path) {
    R.allowOnly(U, Path, {"name", "capacity", "description"});
    FunctionalUnit FU;
    if (auto S = R.asString(R.field(U, "name", Path, true),
                            JSONReader::key(Path, "name")))
      FU.Name = *S;
    // -1 is the one spelling of "unlimited".
    if (auto C = R.asInteger(U.get("capacity"),
                             JSONReader::key(Path, "capacity"), -1))
      FU.Capacity = *C;
    if (auto S = R.asString(U.get("description"),
                            JSONReader::key(Path, "description")))
      FU.Description = *S;
    P.Units.push_back(std::move(FU));
  });
}

/// "memories": the memories with their capacities in bytes.
void readMemories(JSONReader &R, const json::Array &Mems, Problem &P) {
  forEachObject(R, Mems, "memories", [&](const json::Object &M,
                                         const std::string &Path) {
    R.allowOnly(M, Path, {"name", "capacity"});
    Memory Mem;
    if (auto S = R.asString(R.field(M, "name", Path, true),
                            JSONReader::key(Path, "name")))
      Mem.Name = *S;
    if (auto C = R.asInteger(M.get("capacity"),
                             JSONReader::key(Path, "capacity"), 0))
      Mem.CapacityBytes = *C;
    P.Memories.push_back(std::move(Mem));
  });
}

/// "warps": the warp configuration.
WarpConfig readWarps(JSONReader &R, const json::Object &W) {
  R.allowOnly(W, "warps",
              {"count", "warps_per_group", "register_limit", "register_file",
               "cross_warp_communication"});
  WarpConfig WC;
  if (auto I = R.asInteger(R.field(W, "count", "warps", true), "warps.count",
                           0, MaxWarps))
    WC.NumWarps = unsigned(*I);
  if (auto I = R.asInteger(W.get("warps_per_group"), "warps.warps_per_group",
                           0, MaxWarps))
    WC.WarpsPerGroup = unsigned(*I);
  if (auto I = R.asInteger(W.get("register_limit"), "warps.register_limit"))
    WC.RegisterLimit = *I;
  if (auto I = R.asInteger(W.get("register_file"), "warps.register_file", 0))
    WC.RegisterFile = *I;
  if (const json::Value *X = W.get("cross_warp_communication")) {
    if (auto B = X->getAsBoolean())
      WC.CrossWarpCommunication = *B;
    else
      R.fail("warps.cross_warp_communication", "expected a boolean");
  }
  return WC;
}

/// "ops": the operations; names must be unique, as dependences name them.
void readOps(JSONReader &R, const json::Array &Ops, Problem &P) {
  llvm::StringMap<size_t> FirstIndex;
  int64_t Expanded = 0; // Unit-cycles expanded from reservation runs.
  for (size_t I = 0; I < Ops.size() && !R.failed(); ++I) {
    std::string Path = JSONReader::index("ops", I);
    Operation Op;
    readOperation(R, Ops[I], Path, Op, Expanded);
    if (R.failed())
      break;
    // Dependences name ops, so a repeated name would be ambiguous.
    auto [It, New] = FirstIndex.try_emplace(Op.Name, I);
    if (!New) {
      R.fail(JSONReader::key(Path, "name"), "op name '" + Op.Name +
                                                "' already used by ops[" +
                                                Twine(It->second) + "]");
      break;
    }
    P.Graph.addOperation(std::move(Op));
  }
}
} // namespace

Expected<Problem> twill::io::parseNativeJSONValue(const json::Value &Root,
                                                  StringRef Origin) {
  JSONReader R(Origin);
  const json::Object *O = R.asObject(&Root, "");
  if (!O)
    return R.takeError();
  R.allowOnly(*O, "",
              {"format", "version", "name", "units", "memories", "warps", "ops",
               "deps"});
  readHeader(R, *O, "twill-problem");

  Problem P;
  P.Name = stemOf(Origin);
  if (auto S = R.asString(O->get("name"), "name"))
    P.Name = *S;
  if (const json::Array *Units = R.asArray(O->get("units"), "units"))
    readUnits(R, *Units, P);
  if (const json::Array *Mems = R.asArray(O->get("memories"), "memories"))
    readMemories(R, *Mems, P);
  if (const json::Object *W = R.asObject(O->get("warps"), "warps"))
    P.Warps = readWarps(R, *W);
  if (const json::Array *Ops = R.asArray(R.field(*O, "ops", "", true), "ops"))
    readOps(R, *Ops, P);
  if (const json::Array *Deps = R.asArray(O->get("deps"), "deps")) {
    for (size_t I = 0; I < Deps->size() && !R.failed(); ++I) {
      Dependence D;
      readDependence(R, (*Deps)[I], JSONReader::index("deps", I), P.Graph, D);
      if (!R.failed())
        P.Graph.addDependence(std::move(D));
    }
  }
  if (R.failed())
    return R.takeError();
  return std::move(P);
}

Expected<Problem> twill::parseNativeJSON(StringRef Text, StringRef Origin) {
  Expected<json::Value> V = parseJSONText(Text, Origin);
  if (!V)
    return V.takeError();
  return parseNativeJSONValue(*V, Origin);
}

//===----------------------------------------------------------------------===//
// Writer
//===----------------------------------------------------------------------===//

static void writeIntMap(json::OStream &J, StringRef Key,
                        const std::map<std::string, int64_t> &M) {
  J.attributeObject(Key, [&] {
    for (const auto &[K, V] : M)
      J.attribute(K, V);
  });
}

namespace {
/// Writes `reservation` in the run form (readReservationRuns): for each unit,
/// the maximal runs of consecutive cycles holding the same count, ordered by
/// first cycle, then unit. "rows" is written only when the table is longer
/// than its last use, "from" only when not 0, "count" only when not 1.
void writeReservation(json::OStream &J, const ReservationTable &RT) {
  // Counts summed per (unit, cycle), as the reader builds them.
  std::map<std::string, std::map<unsigned, uint64_t>> Held;
  unsigned Rows = RT.NumCycles, End = 0;
  for (const UnitUse &U : RT.Uses) {
    Rows = std::max(Rows, U.Cycle + 1);
    if (U.Count)
      Held[U.Unit][U.Cycle] += U.Count;
  }
  struct Run {
    unsigned From, Cycles;
    std::string Unit;
    uint64_t Count;
  };
  std::vector<Run> Runs;
  for (const auto &[Unit, Cycles] : Held) {
    bool SameUnit = false; // Runs.back() is a run of this unit.
    for (const auto &[Cycle, Count] : Cycles) {
      if (SameUnit && Runs.back().Count == Count &&
          Runs.back().From + Runs.back().Cycles == Cycle)
        ++Runs.back().Cycles;
      else
        Runs.push_back({Cycle, 1, Unit, Count});
      SameUnit = true;
      End = std::max(End, Cycle + 1);
    }
  }
  // (From, Unit) is unique: the runs of one unit do not overlap.
  llvm::sort(Runs, [](const Run &A, const Run &B) {
    return A.From != B.From ? A.From < B.From : A.Unit < B.Unit;
  });
  J.attributeObject("reservation", [&] {
    if (Rows != End)
      J.attribute("rows", int64_t(Rows));
    J.attributeArray("uses", [&] {
      for (const Run &R : Runs)
        J.object([&] {
          J.attribute("unit", R.Unit);
          if (R.From)
            J.attribute("from", int64_t(R.From));
          J.attribute("cycles", int64_t(R.Cycles));
          if (R.Count != 1)
            J.attribute("count", int64_t(R.Count));
        });
    });
  });
}
} // namespace

void twill::writeNativeJSON(const Problem &P, raw_ostream &OS) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("format", "twill-problem");
    J.attribute("version", 1);
    J.attribute("name", P.Name);
    J.attributeArray("units", [&] {
      for (const FunctionalUnit &U : P.Units)
        J.object([&] {
          J.attribute("name", U.Name);
          J.attribute("capacity", U.isUnlimited() ? int64_t(-1) : U.Capacity);
          if (!U.Description.empty())
            J.attribute("description", U.Description);
        });
    });
    J.attributeArray("memories", [&] {
      for (const Memory &M : P.Memories)
        J.object([&] {
          J.attribute("name", M.Name);
          J.attribute("capacity", M.CapacityBytes);
        });
    });
    if (P.Warps)
      J.attributeObject("warps", [&] {
        J.attribute("count", int64_t(P.Warps->NumWarps));
        J.attribute("warps_per_group", int64_t(P.Warps->WarpsPerGroup));
        J.attribute("register_limit", P.Warps->RegisterLimit);
        if (P.Warps->RegisterFile)
          J.attribute("register_file", P.Warps->RegisterFile);
        if (!P.Warps->CrossWarpCommunication)
          J.attribute("cross_warp_communication", false);
      });
    J.attributeArray("ops", [&] {
      for (const Operation &Op : P.Graph.operations())
        J.object([&] {
          J.attribute("name", Op.Name);
          J.attribute("kind", Op.Kind);
          J.attribute("latency", Op.Latency);
          J.attribute("registers", Op.Registers);
          writeReservation(J, Op.Reservation);
          if (!Op.Footprint.empty())
            writeIntMap(J, "footprint", Op.Footprint);
          if (Op.VariableLatency)
            J.attribute("variable_latency", true);
          if (Op.SpillCost)
            J.attribute("spill_cost", Op.SpillCost);
          if (Op.NeedsWarpGroup)
            J.attribute("warp_group", true);
          if (!Op.Attributes.empty())
            writeIntMap(J, "attributes", Op.Attributes);
        });
    });
    J.attributeArray("deps", [&] {
      const DependenceGraph &G = P.Graph;
      for (const Dependence &D : G.dependences())
        J.object([&] {
          J.attribute("src", D.Src < G.numOperations() ? G.op(D.Src).Name
                                                       : std::string("?"));
          J.attribute("dst", D.Dst < G.numOperations() ? G.op(D.Dst).Name
                                                       : std::string("?"));
          J.attribute("delay", D.Delay);
          J.attribute("distance", D.Distance);
          if (D.Blocking)
            J.attribute("blocking", true);
          if (D.SameGroup)
            J.attribute("same_group", true);
          if (!D.Attributes.empty())
            writeIntMap(J, "attributes", D.Attributes);
        });
    });
  });
  OS << "\n";
}

//===----------------------------------------------------------------------===//
// Schedules
//===----------------------------------------------------------------------===//

namespace {
/// "costs": the U of the cost normalization and its map.
ScheduleCosts readScheduleCosts(JSONReader &R, const json::Object &C) {
  ScheduleCosts SC;
  SC.Recorded = true;
  R.allowOnly(C, "costs", {"normalize_U", "map"});
  if (auto U = R.asInteger(R.field(C, "normalize_U", "costs", true),
                           "costs.normalize_U", 0))
    SC.NormalizeU = *U;
  const json::Array *M = R.asArray(C.get("map"), "costs.map");
  if (!M)
    return SC;
  for (size_t I = 0; I < M->size() && !R.failed(); ++I) {
    std::string Path = JSONReader::index("costs.map", I);
    const json::Array *Pair = R.asArray(&(*M)[I], Path);
    if (!Pair)
      break;
    if (Pair->size() != 2) {
      R.fail(Path, "expected [original, normalized]");
      break;
    }
    auto From = R.asInteger(&(*Pair)[0], JSONReader::index(Path, 0), 0);
    auto To = R.asInteger(&(*Pair)[1], JSONReader::index(Path, 1), 0);
    if (From && To)
      SC.Map.push_back({*From, *To});
  }
  return SC;
}

/// Reads an object op name -> integer into \p Out (indexed by OpId),
/// requiring every op of \p G exactly once.
void readPerOp(JSONReader &R, const DependenceGraph &G, const json::Value *V,
               const std::string &Path, int64_t Min, int64_t Max,
               std::vector<int64_t> &Out) {
  const json::Object *M = R.asObject(V, Path);
  if (!M)
    return;
  Out.assign(G.numOperations(), 0);
  std::vector<bool> Seen(G.numOperations(), false);
  for (const auto &KV : *M) {
    std::string KeyPath = JSONReader::key(Path, KV.first);
    std::optional<OpId> Id = G.lookup(KV.first);
    if (!Id) {
      R.fail(KeyPath, "unknown op '" + KV.first.str() + "'");
      return;
    }
    auto I = R.asInteger(&KV.second, KeyPath, Min, Max);
    if (!I)
      return;
    Out[*Id] = *I;
    Seen[*Id] = true;
  }
  for (OpId Op = 0; Op < G.numOperations(); ++Op)
    if (!Seen[Op]) {
      R.fail(Path, "op '" + G.op(Op).Name + "' has no entry");
      return;
    }
}

/// "warps": a warp index per op.
std::optional<WarpAssignment> readScheduleWarps(JSONReader &R,
                                                const DependenceGraph &G,
                                                const json::Value *W) {
  std::vector<int64_t> Warps;
  readPerOp(R, G, W, "warps", 0, MaxWarps - 1, Warps);
  if (R.failed())
    return std::nullopt;
  WarpAssignment WA;
  for (int64_t X : Warps) {
    if (X > int64_t(std::numeric_limits<unsigned>::max())) {
      R.fail("warps", "warp index " + Twine(X) + " is out of range");
      break;
    }
    WA.Warp.push_back(unsigned(X));
  }
  return WA;
}
} // namespace

Expected<ModuloSchedule> twill::parseScheduleJSON(StringRef Text,
                                                  StringRef Origin,
                                                  const DependenceGraph &G,
                                                  ScheduleCosts *Costs) {
  Expected<json::Value> V = parseJSONText(Text, Origin);
  if (!V)
    return V.takeError();
  JSONReader R(Origin);
  const json::Object *O = R.asObject(&*V, "");
  if (!O)
    return R.takeError();
  R.allowOnly(*O, "",
              {"format", "version", "II", "L", "start", "warps", "costs"});
  readHeader(R, *O, "twill-schedule");

  ScheduleCosts SC;
  if (const json::Object *C = R.asObject(O->get("costs"), "costs"))
    SC = readScheduleCosts(R, *C);

  ModuloSchedule S;
  // II >= 1: stages divide by it. The verifier and the views keep a
  // profile per residue, hence the upper limit.
  if (auto I = R.asInteger(R.field(*O, "II", "", true), "II", 1,
                           MaxScheduleII))
    S.II = *I;
  readPerOp(R, G, R.field(*O, "start", "", true), "start", -MaxScheduleStart,
            MaxScheduleStart, S.Start);
  if (const json::Value *W = O->get("warps"))
    S.Warps = readScheduleWarps(R, G, W);
  if (R.failed())
    return R.takeError();
  if (auto L = R.asInteger(O->get("L"), "L", 0, 2 * MaxScheduleStart))
    S.Length = *L;
  else if (R.failed())
    return R.takeError();
  else
    S.Length = ModuloSchedule::computeLength(G, S.Start);
  if (Costs)
    *Costs = std::move(SC);
  return std::move(S);
}

Expected<ModuloSchedule> twill::readScheduleFile(StringRef Path,
                                                 const DependenceGraph &G,
                                                 ScheduleCosts *Costs) {
  auto Buf = readFile(Path);
  if (!Buf)
    return Buf.takeError();
  return parseScheduleJSON((*Buf)->getBuffer(), Path, G, Costs);
}

void twill::writeScheduleJSON(const DependenceGraph &G, const ModuloSchedule &S,
                              raw_ostream &OS, const ScheduleCosts *Costs) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("format", "twill-schedule");
    J.attribute("version", 1);
    J.attribute("II", S.II);
    J.attribute("L", S.Length);
    J.attributeObject("start", [&] {
      for (OpId Op = 0; Op < G.numOperations() && Op < S.Start.size(); ++Op)
        J.attribute(G.op(Op).Name, S.Start[Op]);
    });
    if (S.Warps)
      J.attributeObject("warps", [&] {
        for (OpId Op = 0; Op < G.numOperations() && Op < S.Warps->Warp.size();
             ++Op)
          J.attribute(G.op(Op).Name, int64_t(S.Warps->Warp[Op]));
      });
    if (Costs && Costs->Recorded)
      J.attributeObject("costs", [&] {
        J.attribute("normalize_U", Costs->NormalizeU);
        if (Costs->NormalizeU > 0)
          J.attributeArray("map", [&] {
            for (const auto &Pair : Costs->Map)
              J.array([&] {
                J.value(Pair.first);
                J.value(Pair.second);
              });
          });
      });
  });
  OS << "\n";
}
