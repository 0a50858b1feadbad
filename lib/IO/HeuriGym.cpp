//===- HeuriGym.cpp - HeuriGym operator-scheduling JSON reader ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads HeuriGym's operator-scheduling instances: `delay` and `resource`
/// per operator type, `nodes: [[id, type]]`, `edges: [[src, dst, name]]`.
/// HeuriGym's evaluator holds one unit of type r for all d_r cycles (units
/// are not pipelined) and requires t_u + d_u <= t_v on every edge, so each
/// op reserves its unit for `delay` rows and each edge gets the source's
/// delay. The instances are acyclic: every distance is 0.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/HeuriGym.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"

#include <algorithm>

using namespace llvm;
using namespace twill;
using namespace twill::io;

namespace {
/// Reads an object type -> integer in [Min, Max].
StringMap<int64_t> readTypeMap(JSONReader &R, const json::Object &Root,
                               StringRef Key, int64_t Min, int64_t Max) {
  StringMap<int64_t> Out;
  const json::Object *O = R.asObject(R.field(Root, Key, "", true), Key.str());
  if (!O)
    return Out;
  for (const auto &KV : *O)
    if (auto I = R.asInteger(&KV.second, JSONReader::key(Key.str(), KV.first),
                             Min, Max))
      Out[KV.first] = *I;
  return Out;
}

/// A node or edge endpoint id: HeuriGym writes strings; integers are
/// accepted too and spelled in decimal.
std::optional<std::string> readId(JSONReader &R, const json::Value &V,
                                  const std::string &Path) {
  if (V.kind() == json::Value::Number) {
    if (auto I = R.asInteger(&V, Path))
      return std::to_string(*I);
    return std::nullopt;
  }
  return R.asString(&V, Path);
}

/// The nodes and edges of a HeuriGym instance, read into a problem whose
/// units are already in place. Each reader stops at its first finding,
/// which it leaves in the JSONReader.
class HeuriGymGraphReader {
public:
  HeuriGymGraphReader(JSONReader &R, Problem &P, const StringMap<int64_t> &Delay,
                      const StringMap<int64_t> &Count)
      : R(R), P(P), Delay(Delay), Count(Count) {}

  void readNodes(const json::Array &Nodes) {
    for (size_t I = 0; I < Nodes.size(); ++I)
      if (!readNode(Nodes[I], JSONReader::index("nodes", I)))
        break;
  }

  void readEdges(const json::Array &Edges) {
    for (size_t I = 0; I < Edges.size() && !R.failed(); ++I)
      if (!readEdge(Edges[I], JSONReader::index("edges", I)))
        break;
  }

private:
  /// A node [id, type]: an op of the type's delay on the type's unit.
  bool readNode(const json::Value &V, const std::string &Path) {
    const json::Array *N = R.asArray(&V, Path);
    if (!N)
      return false;
    if (N->size() != 2) {
      R.fail(Path,
             "expected [id, type], found " + Twine(N->size()) + " elements");
      return false;
    }
    auto Id = readId(R, (*N)[0], JSONReader::index(Path, 0));
    auto Type = R.asString(&(*N)[1], JSONReader::index(Path, 1));
    if (!Id || !Type)
      return false;
    auto D = Delay.find(*Type);
    if (D == Delay.end()) {
      R.fail(JSONReader::index(Path, 1),
             "type '" + *Type + "' has no entry in 'delay'");
      return false;
    }
    if (!Count.count(*Type)) {
      R.fail(JSONReader::index(Path, 1),
             "type '" + *Type + "' has no entry in 'resource'");
      return false;
    }
    if (!ById.try_emplace(*Id, P.Graph.numOperations()).second) {
      R.fail(JSONReader::index(Path, 0), "node id '" + *Id + "' is used twice");
      return false;
    }
    TotalCycles += D->second;
    if (TotalCycles > MaxTotalSynthesisedCycles) {
      R.fail(Path, "reservation tables exceed " +
                       Twine(MaxTotalSynthesisedCycles) +
                       " unit-cycles in total");
      return false;
    }
    Operation Op;
    Op.Name = *Id;
    Op.Kind = *Type;
    Op.Latency = D->second;
    if (D->second > 0)
      Op.Reservation = ReservationTable::block(*Type, unsigned(D->second));
    P.Graph.addOperation(std::move(Op));
    return true;
  }

  /// An edge [src, dst] or [src, dst, name]: a dependence of the source's
  /// latency.
  bool readEdge(const json::Value &V, const std::string &Path) {
    const json::Array *E = R.asArray(&V, Path);
    if (!E)
      return false;
    if (E->size() != 2 && E->size() != 3) {
      R.fail(Path, "expected [src, dst, name], found " + Twine(E->size()) +
                       " elements");
      return false;
    }
    OpId Ends[2] = {0, 0};
    for (unsigned K = 0; K < 2 && !R.failed(); ++K) {
      std::string EndPath = JSONReader::index(Path, K);
      auto Id = readId(R, (*E)[K], EndPath);
      if (!Id)
        break;
      auto It = ById.find(*Id);
      if (It == ById.end())
        R.fail(EndPath, "unknown node '" + *Id + "'");
      else
        Ends[K] = It->second;
    }
    // The edge name is informational; only insist that it is a scalar.
    if (!R.failed() && E->size() == 3 &&
        (*E)[2].kind() != json::Value::String &&
        (*E)[2].kind() != json::Value::Number)
      R.fail(JSONReader::index(Path, 2), "expected an edge name");
    if (R.failed())
      return false;
    P.Graph.addDependence(Ends[0], Ends[1], P.Graph.op(Ends[0]).Latency);
    return true;
  }

  JSONReader &R;
  Problem &P;
  const StringMap<int64_t> &Delay, &Count;
  StringMap<OpId> ById;
  int64_t TotalCycles = 0;
};
} // namespace

Expected<Problem> twill::io::parseHeuriGymValue(const json::Value &Root,
                                                StringRef Origin) {
  JSONReader R(Origin);
  const json::Object *O = R.asObject(&Root, "");
  if (!O)
    return R.takeError();
  R.allowOnly(*O, "", {"name", "delay", "resource", "nodes", "edges"});

  Problem P;
  // baseline.json keys instances by file stem (fir1.json holds "fir"), so
  // the stem is the useful name; the inner name is the fallback.
  P.Name = stemOf(Origin);
  if (auto S = R.asString(O->get("name"), "name"))
    if (P.Name.empty())
      P.Name = *S;

  StringMap<int64_t> Delay =
      readTypeMap(R, *O, "delay", 0, MaxSynthesisedCycles);
  // -1 (as in HatScheT) means unlimited.
  StringMap<int64_t> Count = readTypeMap(R, *O, "resource", -1, MaxAbsValue);
  if (R.failed())
    return R.takeError();

  // json::Object iterates in hash order; sort the units for stable output.
  std::vector<std::string> Types;
  for (const auto &KV : Count)
    Types.push_back(KV.first().str());
  llvm::sort(Types);
  for (const std::string &T : Types) {
    FunctionalUnit U;
    U.Name = T;
    U.Capacity = Count[T];
    P.Units.push_back(std::move(U));
  }

  HeuriGymGraphReader Graph(R, P, Delay, Count);
  if (const json::Array *Nodes =
          R.asArray(R.field(*O, "nodes", "", true), "nodes"))
    Graph.readNodes(*Nodes);
  if (const json::Array *Edges =
          R.asArray(R.field(*O, "edges", "", true), "edges"))
    Graph.readEdges(*Edges);
  if (R.failed())
    return R.takeError();
  return std::move(P);
}

Expected<Problem> twill::parseHeuriGym(StringRef Text, StringRef Origin) {
  Expected<json::Value> V = parseJSONText(Text, Origin);
  if (!V)
    return V.takeError();
  return parseHeuriGymValue(*V, Origin);
}
