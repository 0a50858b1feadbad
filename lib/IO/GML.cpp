//===- GML.cpp - ICML'24 random-graph GML reader --------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the GML graphs of the ICML'24 differentiable-scheduling benchmark:
/// `graph [ directed 1 node [ id label parameter ] edge [ source target
/// parameter ] ]`. GML is a small key/value language, not XML: a list of
/// `key value` pairs where a value is an integer, a real, a "string" or a
/// nested `[ ... ]` list. The parser below builds that tree without
/// recursion (so nesting depth cannot overflow the stack) and the reader
/// then picks the graph out of it.
///
/// The graphs carry no latencies or resources (Readers.h): every op gets
/// latency 1 on the unlimited unit "generic", every edge delay 1; a node's
/// `parameter` is its footprint in memory "memory" (whose capacity is the
/// sum of all footprints, i.e. unconstrained) and, like an edge's, is kept
/// as attribute "parameter".
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/GML.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace twill;
using namespace twill::io;

namespace {
/// GML lists nest deeper than this only in hostile input.
constexpr unsigned MaxGMLDepth = 64;

enum class TokKind { Key, Int, Real, String, Open, Close, End, Bad };

struct Token {
  TokKind Kind = TokKind::End;
  StringRef Text;
  unsigned Line = 1;
};

/// Splits GML text into tokens; `#` starts a comment to the end of the line.
class Lexer {
public:
  explicit Lexer(StringRef Text) : Text(Text) {}

  Token next() {
    skipBlanks();
    Token T;
    T.Line = Line;
    if (Pos >= Text.size())
      return T;
    char C = Text[Pos];
    size_t Begin = Pos;
    if (C == '[' || C == ']') {
      ++Pos;
      T.Kind = C == '[' ? TokKind::Open : TokKind::Close;
      T.Text = Text.substr(Begin, 1);
      return T;
    }
    if (C == '"') {
      size_t End = Text.find('"', Pos + 1);
      if (End == StringRef::npos) {
        T.Kind = TokKind::Bad;
        T.Text = "unterminated string";
        Pos = Text.size();
        return T;
      }
      T.Kind = TokKind::String;
      T.Text = Text.slice(Pos + 1, End);
      Line += T.Text.count('\n');
      Pos = End + 1;
      return T;
    }
    if (isAlpha(C) || C == '_') {
      while (Pos < Text.size() && (isAlnum(Text[Pos]) || Text[Pos] == '_'))
        ++Pos;
      T.Kind = TokKind::Key;
      T.Text = Text.slice(Begin, Pos);
      return T;
    }
    if (isDigit(C) || C == '-' || C == '+' || C == '.') {
      bool Real = false;
      if (C == '-' || C == '+')
        ++Pos;
      while (Pos < Text.size()) {
        char D = Text[Pos];
        if (isDigit(D)) {
          ++Pos;
        } else if (D == '.' || D == 'e' || D == 'E') {
          Real = true;
          ++Pos;
          if ((D == 'e' || D == 'E') && Pos < Text.size() &&
              (Text[Pos] == '-' || Text[Pos] == '+'))
            ++Pos;
        } else {
          break;
        }
      }
      T.Kind = Real ? TokKind::Real : TokKind::Int;
      T.Text = Text.slice(Begin, Pos);
      return T;
    }
    T.Kind = TokKind::Bad;
    T.Text = "unexpected character";
    ++Pos;
    return T;
  }

private:
  void skipBlanks() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == '\n') {
        ++Line;
        ++Pos;
      } else if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
        ++Pos;
      } else if (C == '#') {
        while (Pos < Text.size() && Text[Pos] != '\n')
          ++Pos;
      } else {
        break;
      }
    }
  }

  StringRef Text;
  size_t Pos = 0;
  unsigned Line = 1;
};

/// One `key value` pair of the GML tree; lists refer to their children by
/// index into the tree's arena.
struct Entry {
  StringRef Key;
  TokKind Kind = TokKind::Open; ///< Int, Real, String, or Open for a list.
  StringRef Text;
  unsigned Line = 1;
  std::vector<unsigned> Children;
};

/// Parses \p Text into \p Tree; Tree[0] is the top-level list.
Error parseTree(StringRef Text, StringRef Origin, std::vector<Entry> &Tree) {
  Lexer Lex(Text);
  Tree.clear();
  Tree.emplace_back();
  std::vector<unsigned> Stack = {0};
  while (true) {
    Token K = Lex.next();
    switch (K.Kind) {
    case TokKind::End:
      if (Stack.size() > 1)
        return makeErrorAt(Origin, K.Line,
                           "unexpected end of input: the list '" +
                               Tree[Stack.back()].Key + "' opened at line " +
                               Twine(Tree[Stack.back()].Line) +
                               " is not closed");
      return Error::success();
    case TokKind::Close:
      if (Stack.size() == 1)
        return makeErrorAt(Origin, K.Line, "']' closes no list");
      Stack.pop_back();
      continue;
    case TokKind::Key:
      break;
    case TokKind::Bad:
      return makeErrorAt(Origin, K.Line, K.Text);
    default:
      return makeErrorAt(Origin, K.Line,
                         "expected a key, found '" + K.Text + "'");
    }
    Token V = Lex.next();
    Entry E;
    E.Key = K.Text;
    E.Line = K.Line;
    switch (V.Kind) {
    case TokKind::Int:
    case TokKind::Real:
    case TokKind::String:
    case TokKind::Open:
      E.Kind = V.Kind;
      E.Text = V.Text;
      break;
    case TokKind::Bad:
      return makeErrorAt(Origin, V.Line, V.Text);
    case TokKind::End:
      return makeErrorAt(Origin, V.Line,
                         "unexpected end of input after key '" + K.Text + "'");
    default:
      return makeErrorAt(Origin, V.Line,
                         "expected a value for key '" + K.Text + "', found '" +
                             V.Text + "'");
    }
    unsigned Index = Tree.size();
    Tree[Stack.back()].Children.push_back(Index);
    Tree.push_back(std::move(E));
    if (V.Kind == TokKind::Open) {
      if (Stack.size() > MaxGMLDepth)
        return makeErrorAt(Origin, K.Line,
                           "lists nested deeper than " + Twine(MaxGMLDepth));
      Stack.push_back(Index);
    }
  }
}

/// Finds child \p Key of list \p L (the first one), or null.
const Entry *child(const std::vector<Entry> &Tree, const Entry &L,
                   StringRef Key) {
  for (unsigned C : L.Children)
    if (Tree[C].Key == Key)
      return &Tree[C];
  return nullptr;
}

/// Reads integer child \p Key of list \p L.
Expected<std::optional<int64_t>> intChild(const std::vector<Entry> &Tree,
                                          const Entry &L, StringRef Key,
                                          bool Required, StringRef Origin,
                                          int64_t Min = -MaxAbsValue) {
  const Entry *E = child(Tree, L, Key);
  if (!E) {
    if (Required)
      return makeErrorAt(Origin, L.Line, "'" + L.Key + "' lacks '" + Key + "'");
    return std::nullopt;
  }
  std::optional<int64_t> I;
  if (E->Kind == TokKind::Int)
    I = parseInteger(E->Text);
  if (!I || *I < Min) {
    std::string Found = E->Kind == TokKind::Open ? std::string("a list")
                        : E->Kind == TokKind::String
                            ? "\"" + E->Text.str() + "\""
                            : E->Text.str();
    return makeErrorAt(Origin, E->Line,
                       "'" + Key + "' must be an integer in [" + Twine(Min) +
                           ", " + Twine(MaxAbsValue) + "], found " + Found);
  }
  return I;
}
} // namespace

Expected<Problem> twill::parseGML(StringRef Text, StringRef Origin) {
  std::vector<Entry> Tree;
  if (Error E = parseTree(Text, Origin, Tree))
    return std::move(E);
  const Entry *Graph = child(Tree, Tree[0], "graph");
  if (!Graph || Graph->Kind != TokKind::Open)
    return makeErrorAt(Origin, Graph ? Graph->Line : 1,
                       "expected a 'graph [ ... ]' list");
  // One graph per file: silently using the first of several would hide
  // the others.
  for (unsigned C : Tree[0].Children)
    if (Tree[C].Key == "graph" && &Tree[C] != Graph)
      return makeErrorAt(Origin, Tree[C].Line,
                         "a second 'graph' (the first is at line " +
                             Twine(Graph->Line) +
                             "); a GML file holds one graph");

  Problem P(stemOf(Origin));
  FunctionalUnit Generic;
  Generic.Name = "generic";
  Generic.Capacity = -1;
  P.Units.push_back(Generic);
  int64_t MemoryTotal = 0;

  DenseMap<int64_t, OpId> ById;
  for (unsigned C : Graph->Children) {
    const Entry &N = Tree[C];
    if (N.Key != "node")
      continue;
    if (N.Kind != TokKind::Open)
      return makeErrorAt(Origin, N.Line, "'node' must be a list");
    auto Id = intChild(Tree, N, "id", true, Origin);
    if (!Id)
      return Id.takeError();
    auto Param = intChild(Tree, N, "parameter", false, Origin, 0);
    if (!Param)
      return Param.takeError();
    Operation Op;
    const Entry *Label = child(Tree, N, "label");
    if (Label && Label->Kind == TokKind::Open)
      return makeErrorAt(Origin, Label->Line, "'label' must not be a list");
    Op.Name = Label && !Label->Text.empty() ? Label->Text.str()
                                            : std::to_string(**Id);
    Op.Kind = "generic";
    Op.Latency = 1;
    Op.Reservation = ReservationTable::block("generic", 1);
    if (*Param) {
      Op.Footprint["memory"] = **Param;
      Op.Attributes["parameter"] = **Param;
      MemoryTotal = saturatingAdd(MemoryTotal, **Param);
    }
    if (!ById.try_emplace(**Id, P.Graph.numOperations()).second)
      return makeErrorAt(Origin, N.Line,
                         "node id " + Twine(**Id) + " is used twice");
    if (P.Graph.lookup(Op.Name))
      return makeErrorAt(Origin, N.Line,
                         "node label '" + Op.Name + "' is used twice");
    P.Graph.addOperation(std::move(Op));
  }
  if (P.Graph.numOperations() == 0)
    return makeErrorAt(Origin, Graph->Line, "graph has no nodes");
  // The capacity is a value like any other: it must stay in range too.
  if (MemoryTotal > MaxAbsValue)
    return makeErrorAt(Origin, Graph->Line,
                       "node parameters sum to more than " +
                           Twine(MaxAbsValue) +
                           ", the largest memory capacity twill accepts");
  P.Memories.push_back({"memory", MemoryTotal});

  for (unsigned C : Graph->Children) {
    const Entry &E = Tree[C];
    if (E.Key != "edge")
      continue;
    if (E.Kind != TokKind::Open)
      return makeErrorAt(Origin, E.Line, "'edge' must be a list");
    Dependence D;
    for (StringRef End : {"source", "target"}) {
      auto Id = intChild(Tree, E, End, true, Origin);
      if (!Id)
        return Id.takeError();
      auto It = ById.find(**Id);
      if (It == ById.end())
        return makeErrorAt(Origin, E.Line,
                           "edge " + End + " " + Twine(**Id) +
                               " names no node");
      (End == "source" ? D.Src : D.Dst) = It->second;
    }
    auto Param = intChild(Tree, E, "parameter", false, Origin, 0);
    if (!Param)
      return Param.takeError();
    if (*Param)
      D.Attributes["parameter"] = **Param;
    D.Delay = 1;
    P.Graph.addDependence(std::move(D));
  }
  return std::move(P);
}
