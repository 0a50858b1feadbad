//===- HatScheT.cpp - HatScheT GraphML and resource-model reader ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads a HatScheT instance: `graphN.graphml` (nodes with `name` and
/// `uses_resource`, edges with `delay`, `distance`, `deptype`) plus
/// `graphN_RM.xml` or `graphNRM.xml` (<Resource name latency blockingTime
/// limit ...>).
///
/// HatScheT's edge `delay` is counted from the *end* of the source op (it
/// limits operator chaining): dst + distance*II >= src + latency(src) +
/// delay. twill's Dependence::Delay counts from the source's issue, so the
/// reader stores latency(src) + delay.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/HatScheT.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <tinyxml2.h>

using namespace llvm;
using namespace twill;
using namespace twill::io;
using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

namespace {
/// A resource of the `_RM.xml` model.
struct Resource {
  std::string Name;
  int64_t Latency = 0;
  int64_t BlockingTime = 0;
  int64_t Limit = -1;
};

/// The element name without a namespace prefix ("g:node" -> "node").
StringRef localName(const XMLElement &E) {
  StringRef N = E.Name() ? E.Name() : "";
  size_t Colon = N.rfind(':');
  return Colon == StringRef::npos ? N : N.substr(Colon + 1);
}

/// Parses \p Text into \p Doc; the error names the origin and line.
Error parseXML(XMLDocument &Doc, StringRef Text, StringRef Origin) {
  Doc.Parse(Text.data(), Text.size());
  if (!Doc.Error())
    return Error::success();
  // ErrorStr() reads "Error=NAME ErrorID=N (0xN) Line number=L: detail";
  // keep the name and the detail, the line goes in front.
  StringRef Str = Doc.ErrorStr() ? Doc.ErrorStr() : "";
  size_t LineAt = Str.find("Line number=");
  size_t Colon =
      LineAt == StringRef::npos ? StringRef::npos : Str.find(": ", LineAt);
  StringRef Detail = Colon == StringRef::npos ? "" : Str.substr(Colon + 2);
  std::string Msg = ("malformed XML (" + Twine(Doc.ErrorName()) + ")").str();
  if (!Detail.empty())
    Msg += ": " + Detail.str();
  return makeErrorAt(Origin, unsigned(std::max(Doc.ErrorLineNum(), 1)), Msg);
}

/// Reads integer attribute \p Attr of \p E.
Expected<int64_t> intAttribute(const XMLElement &E, StringRef Attr,
                               StringRef Origin, std::optional<int64_t> Default,
                               int64_t Min = -MaxAbsValue) {
  const char *V = E.Attribute(Attr.str().c_str());
  if (!V) {
    if (Default)
      return *Default;
    return makeErrorAt(Origin, E.GetLineNum(),
                       "<" + localName(E) + "> lacks attribute '" + Attr + "'");
  }
  std::optional<int64_t> I = parseInteger(V);
  if (!I || *I < Min)
    return makeErrorAt(Origin, E.GetLineNum(),
                       "<" + localName(E) + "> attribute " + Attr + "=\"" + V +
                           "\" is not an integer in [" + Twine(Min) + ", " +
                           Twine(MaxAbsValue) + "]");
  return *I;
}

Expected<StringMap<Resource>>
readResourceModel(StringRef Text, StringRef Origin,
                  std::vector<std::string> &Order) {
  XMLDocument Doc;
  if (Error E = parseXML(Doc, Text, Origin))
    return std::move(E);
  const XMLElement *Root = Doc.RootElement();
  if (!Root)
    return makeError(Origin, "no root element");
  // <ModelInformation><Resources><Resource .../>...; accept <Resource> as a
  // direct child of the root too.
  const XMLElement *Container = Root;
  for (const XMLElement *C = Root->FirstChildElement(); C;
       C = C->NextSiblingElement())
    if (localName(*C) == "Resources")
      Container = C;

  StringMap<Resource> Resources;
  for (const XMLElement *E = Container->FirstChildElement(); E;
       E = E->NextSiblingElement()) {
    if (localName(*E) != "Resource")
      continue;
    Resource R;
    const char *Name = E->Attribute("name");
    if (!Name || !*Name)
      return makeErrorAt(Origin, E->GetLineNum(),
                         "<Resource> lacks attribute 'name'");
    R.Name = Name;
    auto Latency = intAttribute(*E, "latency", Origin, std::nullopt, 0);
    if (!Latency)
      return Latency.takeError();
    R.Latency = *Latency;
    auto Blocking = intAttribute(*E, "blockingTime", Origin, std::nullopt, 0);
    if (!Blocking)
      return Blocking.takeError();
    if (*Blocking > MaxSynthesisedCycles)
      return makeErrorAt(Origin, E->GetLineNum(),
                         "resource '" + R.Name + "' blockingTime " +
                             Twine(*Blocking) + " exceeds " +
                             Twine(MaxSynthesisedCycles));
    R.BlockingTime = *Blocking;
    // -1 means unlimited; other negative limits mean nothing.
    auto Limit = intAttribute(*E, "limit", Origin, std::nullopt, -1);
    if (!Limit)
      return Limit.takeError();
    R.Limit = *Limit;
    if (!Resources.try_emplace(R.Name, R).second)
      return makeErrorAt(Origin, E->GetLineNum(),
                         "resource '" + R.Name + "' is declared twice");
    Order.push_back(R.Name);
  }
  if (Resources.empty())
    return makeError(Origin, "no <Resource> elements found");
  return std::move(Resources);
}

/// The <data> children of \p E as key -> text, keys translated through the
/// <key id=... attr.name=...> declarations when there are any.
Expected<StringMap<std::string>>
readData(const XMLElement &E, const StringMap<std::string> &KeyNames,
         StringRef Origin) {
  StringMap<std::string> Data;
  for (const XMLElement *D = E.FirstChildElement(); D;
       D = D->NextSiblingElement()) {
    if (localName(*D) != "data")
      continue;
    const char *Key = D->Attribute("key");
    if (!Key)
      return makeErrorAt(Origin, D->GetLineNum(),
                         "<data> lacks attribute 'key'");
    StringRef K = Key;
    auto It = KeyNames.find(K);
    if (It != KeyNames.end())
      K = It->second;
    Data[K] = D->GetText() ? D->GetText() : "";
  }
  return std::move(Data);
}

/// Reads integer <data> \p Key of element \p E (default 0 when absent).
Expected<int64_t> intData(const StringMap<std::string> &Data, StringRef Key,
                          const XMLElement &E, StringRef Origin, int64_t Min) {
  auto It = Data.find(Key);
  if (It == Data.end())
    return 0;
  std::optional<int64_t> I = parseInteger(It->second);
  if (!I || *I < Min)
    return makeErrorAt(Origin, E.GetLineNum(),
                       "<" + localName(E) + "> data '" + Key + "' = \"" +
                           It->second + "\" is not an integer in [" +
                           Twine(Min) + ", " + Twine(MaxAbsValue) + "]");
  return *I;
}

/// Reads the <graph> of a HatScheT GraphML file into a problem whose units
/// are the resource model's.
class GraphMLReader {
public:
  GraphMLReader(const StringMap<Resource> &Resources, StringRef GraphOrigin,
                StringRef ResourceOrigin)
      : Resources(Resources), Origin(GraphOrigin),
        ResourceOrigin(ResourceOrigin), P(stemOf(GraphOrigin)) {}

  /// The <key> declarations (data key id -> attribute name) and the first
  /// <graph> under \p Root.
  Expected<const XMLElement *> readKeys(const XMLElement &Root) {
    const XMLElement *Graph = nullptr;
    for (const XMLElement *C = Root.FirstChildElement(); C;
         C = C->NextSiblingElement()) {
      StringRef N = localName(*C);
      if (N == "key") {
        const char *Id = C->Attribute("id");
        const char *AttrName = C->Attribute("attr.name");
        if (!Id || !AttrName)
          return makeErrorAt(Origin, C->GetLineNum(),
                             "<key> needs attributes 'id' and 'attr.name'");
        KeyNames[Id] = AttrName;
      } else if (N == "graph" && !Graph) {
        Graph = C;
      }
    }
    if (!Graph)
      return makeErrorAt(Origin, Root.GetLineNum(),
                         "<graphml> has no <graph> element");
    return Graph;
  }

  /// One unit per resource, in the model's order.
  void addUnits(ArrayRef<std::string> ResourceOrder) {
    for (const std::string &Name : ResourceOrder) {
      const Resource &R = Resources.find(Name)->second;
      FunctionalUnit U;
      U.Name = R.Name;
      U.Capacity = R.Limit;
      P.Units.push_back(std::move(U));
    }
  }

  /// Nodes first (GraphML allows edges before the nodes they name), then
  /// the edges.
  Expected<Problem> readGraph(const XMLElement &Graph) {
    for (const XMLElement *E = Graph.FirstChildElement(); E;
         E = E->NextSiblingElement())
      if (localName(*E) == "node")
        if (Error Err = readNode(*E))
          return std::move(Err);
    if (P.Graph.numOperations() == 0)
      return makeErrorAt(Origin, Graph.GetLineNum(), "graph has no nodes");
    for (const XMLElement *E = Graph.FirstChildElement(); E;
         E = E->NextSiblingElement())
      if (localName(*E) == "edge")
        if (Error Err = readEdge(*E))
          return std::move(Err);
    return std::move(P);
  }

private:
  /// The op's name: its trimmed 'name' data, else its id; control bytes
  /// refused.
  Expected<std::string> opName(const XMLElement &E, const char *Id,
                               const StringMap<std::string> &Data) {
    auto NameIt = Data.find("name");
    // Names are trimmed (one real instance ends in a newline, which would
    // go verbatim into schedule files); control bytes inside are refused.
    StringRef Given =
        NameIt != Data.end() ? StringRef(NameIt->second).trim() : "";
    std::string Name = !Given.empty() ? Given.str() : Id;
    if (llvm::any_of(Name, [](char C) {
          return static_cast<unsigned char>(C) < 0x20 || C == 0x7f;
        }))
      return makeErrorAt(Origin, E.GetLineNum(),
                         "node '" + Twine(Id) +
                             "' has a name holding a control character");
    return Name;
  }

  /// A <node>: an op on the resource it uses, its latency and blocking time.
  Error readNode(const XMLElement &E) {
    const char *Id = E.Attribute("id");
    if (!Id || !*Id)
      return makeErrorAt(Origin, E.GetLineNum(), "<node> lacks attribute 'id'");
    auto Data = readData(E, KeyNames, Origin);
    if (!Data)
      return Data.takeError();
    auto ResIt = Data->find("uses_resource");
    if (ResIt == Data->end())
      return makeErrorAt(Origin, E.GetLineNum(),
                         "node '" + Twine(Id) + "' has no 'uses_resource'");
    auto R = Resources.find(ResIt->second);
    if (R == Resources.end())
      return makeErrorAt(Origin, E.GetLineNum(),
                         "node '" + Twine(Id) + "' uses resource '" +
                             ResIt->second + "', which " + ResourceOrigin +
                             " does not declare");
    Operation Op;
    auto Name = opName(E, Id, *Data);
    if (!Name)
      return Name.takeError();
    Op.Name = std::move(*Name);
    Op.Kind = R->second.Name;
    Op.Latency = R->second.Latency;
    TotalCycles += R->second.BlockingTime;
    if (TotalCycles > MaxTotalSynthesisedCycles)
      return makeErrorAt(Origin, E.GetLineNum(),
                         "reservation tables exceed " +
                             Twine(MaxTotalSynthesisedCycles) +
                             " unit-cycles in total");
    // blockingTime 0: a chainable op that occupies no unit.
    if (R->second.BlockingTime > 0)
      Op.Reservation =
          ReservationTable::block(R->second.Name, R->second.BlockingTime);
    if (P.Graph.lookup(Op.Name))
      return makeErrorAt(Origin, E.GetLineNum(),
                         "node name '" + Op.Name + "' is used twice");
    if (!ById.try_emplace(Id, P.Graph.numOperations()).second)
      return makeErrorAt(Origin, E.GetLineNum(),
                         "node id '" + Twine(Id) + "' is used twice");
    P.Graph.addOperation(std::move(Op));
    return Error::success();
  }

  /// The 'deptype' data of an edge as HatScheT's Edge::DependencyType:
  /// Data = 0, Precedence = 1, or an integer.
  Error readDepType(const XMLElement &E, const StringMap<std::string> &Data,
                    Dependence &D) {
    auto Type = Data.find("deptype");
    if (Type == Data.end())
      return Error::success();
    StringRef T = StringRef(Type->second).trim();
    if (T == "Data")
      D.Attributes["deptype"] = 0;
    else if (T == "Precedence")
      D.Attributes["deptype"] = 1;
    else if (auto I = parseInteger(T))
      D.Attributes["deptype"] = *I;
    else
      return makeErrorAt(Origin, E.GetLineNum(),
                         "unknown deptype '" + T +
                             "' (expected Data, Precedence or an integer)");
    return Error::success();
  }

  /// An <edge>: a dependence of delay latency(source) + 'delay'.
  Error readEdge(const XMLElement &E) {
    Dependence D;
    for (StringRef End : {"source", "target"}) {
      const char *Id = E.Attribute(End.str().c_str());
      if (!Id)
        return makeErrorAt(Origin, E.GetLineNum(),
                           "<edge> lacks attribute '" + End + "'");
      auto It = ById.find(Id);
      if (It == ById.end())
        return makeErrorAt(Origin, E.GetLineNum(),
                           "<edge> " + End + " '" + Twine(Id) +
                               "' names no node");
      (End == "source" ? D.Src : D.Dst) = It->second;
    }
    auto Data = readData(E, KeyNames, Origin);
    if (!Data)
      return Data.takeError();
    auto Delay = intData(*Data, "delay", E, Origin, 0);
    if (!Delay)
      return Delay.takeError();
    auto Distance = intData(*Data, "distance", E, Origin, 0);
    if (!Distance)
      return Distance.takeError();
    // Both terms are bounded by MaxAbsValue, so the sum cannot overflow.
    D.Delay = P.Graph.op(D.Src).Latency + *Delay;
    D.Distance = *Distance;
    if (Error Err = readDepType(E, *Data, D))
      return Err;
    P.Graph.addDependence(std::move(D));
    return Error::success();
  }

  const StringMap<Resource> &Resources;
  StringRef Origin, ResourceOrigin;
  StringMap<std::string> KeyNames;
  Problem P;
  StringMap<OpId> ById;
  int64_t TotalCycles = 0;
};
} // namespace

Expected<Problem> twill::parseHatScheT(StringRef GraphML, StringRef GraphOrigin,
                                       StringRef ResourceXML,
                                       StringRef ResourceOrigin) {
  std::vector<std::string> ResourceOrder;
  auto Resources =
      readResourceModel(ResourceXML, ResourceOrigin, ResourceOrder);
  if (!Resources)
    return Resources.takeError();

  XMLDocument Doc;
  if (Error E = parseXML(Doc, GraphML, GraphOrigin))
    return std::move(E);
  const XMLElement *Root = Doc.RootElement();
  if (!Root || localName(*Root) != "graphml")
    return makeErrorAt(GraphOrigin, Root ? Root->GetLineNum() : 1,
                       "expected a <graphml> root element");
  GraphMLReader Reader(*Resources, GraphOrigin, ResourceOrigin);
  auto Graph = Reader.readKeys(*Root);
  if (!Graph)
    return Graph.takeError();
  Reader.addUnits(ResourceOrder);
  return Reader.readGraph(**Graph);
}

/// The `_RM.xml` beside \p GraphMLPath: graphN.graphml -> graphN_RM.xml, and
/// for variants such as graphN.200MHz.graphml also graphN_RM.xml.
static std::vector<std::string> resourceModelCandidates(StringRef GraphMLPath) {
  std::vector<std::string> Out;
  StringRef Base = GraphMLPath;
  if (Base.ends_with(".graphml"))
    Base = Base.drop_back(strlen(".graphml"));
  // HatScheT's benchmark folders use both namings: graphN_RM.xml and
  // NAMERM.xml (e.g. fir_SHIRM.xml beside fir_SHI.graphml).
  Out.push_back((Base + "_RM.xml").str());
  Out.push_back((Base + "RM.xml").str());
  StringRef Dir = sys::path::parent_path(Base);
  StringRef File = sys::path::filename(Base);
  size_t Dot = File.find('.');
  if (Dot != StringRef::npos && Dot > 0) {
    for (const char *Suffix : {"_RM.xml", "RM.xml"}) {
      SmallString<256> Alt(Dir);
      sys::path::append(Alt, File.take_front(Dot) + Suffix);
      Out.push_back(Alt.str().str());
    }
  }
  return Out;
}

Expected<Problem> twill::readHatScheTFile(StringRef GraphMLPath,
                                          StringRef ResourceModelPath) {
  auto Graph = readFile(GraphMLPath);
  if (!Graph)
    return Graph.takeError();
  std::vector<std::string> Candidates =
      ResourceModelPath.empty()
          ? resourceModelCandidates(GraphMLPath)
          : std::vector<std::string>{ResourceModelPath.str()};
  for (const std::string &RM : Candidates) {
    if (ResourceModelPath.empty() && !sys::fs::exists(RM))
      continue;
    auto Res = readFile(RM);
    if (!Res)
      return Res.takeError();
    auto P = parseHatScheT((*Graph)->getBuffer(), GraphMLPath,
                           (*Res)->getBuffer(), RM);
    if (!P)
      return P.takeError();
    // "dfsin/graph1": the loop's benchmark plus its graph.
    StringRef Parent = sys::path::filename(sys::path::parent_path(GraphMLPath));
    if (!Parent.empty())
      P->Name = (Parent + "/" + P->Name).str();
    return P;
  }
  return makeError(GraphMLPath,
                   "resource model not found: tried " +
                       llvm::join(Candidates, ", ") +
                       " (name it with --resource FILE)");
}
