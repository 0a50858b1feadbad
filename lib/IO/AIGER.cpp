//===- AIGER.cpp - AIGER and-inverter graph reader (.aig, .aag) -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads combinational and-inverter graphs in the AIGER format, written from
/// its public description (A. Biere, "The AIGER And-Inverter Graph (AIG)
/// Format", version 20071012, and the 1.9 header extension). Both forms:
///
///  - ASCII (`aag M I L O A`): I input lines (one even literal each), L latch
///    lines, O output lines, A lines `lhs rhs0 rhs1`; gates in any order as
///    long as they are acyclic.
///  - binary (`aig M I L O A`): inputs are implicit (variables 1..I), then
///    L latch lines and O output lines in ASCII, then the A gates in binary:
///    gate k has lhs = 2 * (I + L + k + 1) and is stored as two unsigned
///    LEB128-style varints (7 bits per byte, low bits first, high bit set on
///    every byte but the last), delta0 = lhs - rhs0 > 0 and
///    delta1 = rhs0 - rhs1 >= 0. M must equal I + L + A.
///
/// What follows the gates (symbol table, comment section) is ignored. An
/// optional 1.9 header tail `B C J F` is accepted when all four are zero.
///
/// As a scheduling problem (docs/formats.md): every primary input and every
/// AND gate is an op of latency 1 on the unlimited unit "generic"; each
/// distinct fan-in variable of a gate (complement bits dropped, constants
/// skipped) is an edge of delay 1 with attribute `parameter` = 1. Inputs cost
/// nothing: attribute `parameter` = 0 and no footprint. A gate has
/// `parameter` = 1 and footprint 1 in memory "memory". Outputs are not ops.
/// Latches are rejected (the EPFL combinational suite has none).
///
/// Errors name the file and the line (ASCII) or the byte offset (binary).
/// Counts are checked against the file size before anything is allocated.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/AIGER.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace llvm;
using namespace twill;
using namespace twill::io;

namespace {

/// More inputs plus gates than this are refused outright (hyp, the largest
/// EPFL circuit, has 214,591).
constexpr uint64_t MaxAIGERNodes = uint64_t(1) << 23;

/// A binary file stores inputs implicitly; a file naming more than this many
/// inputs per byte of its size is refused as hostile (real files mention
/// every input in some gate or output).
constexpr uint64_t MaxInputsPerByte = 8;

/// The parsed header.
struct Header {
  bool Binary = false;
  uint64_t M = 0, I = 0, L = 0, O = 0, A = 0;
};

/// Shared state of both forms: the problem under construction.
class Builder {
public:
  explicit Builder(StringRef Origin) : P(stemOf(Origin)) {
    FunctionalUnit Generic;
    Generic.Name = "generic";
    Generic.Capacity = -1;
    P.Units.push_back(Generic);
  }

  OpId addInput(uint64_t Var) { return add("i" + utostr(Var), "input", 0); }
  OpId addGate(uint64_t Var) { return add("n" + utostr(Var), "and", 1); }

  /// Edges from the distinct non-constant fan-in variables of a gate.
  void addFanins(OpId Gate, std::optional<OpId> A, std::optional<OpId> B) {
    if (A)
      edge(*A, Gate);
    if (B && B != A)
      edge(*B, Gate);
  }

  Problem finish() {
    P.Memories.push_back({"memory", Gates});
    return std::move(P);
  }

  Problem P;

private:
  OpId add(std::string Name, StringRef Kind, int64_t Cost) {
    Operation Op;
    Op.Name = std::move(Name);
    Op.Kind = Kind.str();
    Op.Latency = 1;
    Op.Reservation = ReservationTable::block("generic", 1);
    Op.Attributes["parameter"] = Cost;
    if (Cost) {
      Op.Footprint["memory"] = Cost;
      Gates += Cost;
    }
    return P.Graph.addOperation(std::move(Op));
  }
  void edge(OpId Src, OpId Dst) {
    Dependence D;
    D.Src = Src;
    D.Dst = Dst;
    D.Delay = 1;
    D.Attributes["parameter"] = 1;
    P.Graph.addDependence(std::move(D));
  }

  int64_t Gates = 0;
};

/// Parses an unsigned decimal field (no sign, no radix prefix) below 2^62.
std::optional<uint64_t> parseUnsigned(StringRef S) {
  if (S.empty() || S.size() > 19 || !all_of(S, isDigit))
    return std::nullopt;
  uint64_t V = 0;
  if (S.getAsInteger(10, V) || V >= (uint64_t(1) << 62))
    return std::nullopt;
  return V;
}

/// Parses the header line \p Line into \p H; \p Err names the place.
Error parseHeader(StringRef Line, Header &H,
                  function_ref<Error(const Twine &)> Err) {
  SmallVector<StringRef, 10> F;
  Line.split(F, ' ', -1, /*KeepEmpty=*/true);
  if (F.empty() || (F[0] != "aig" && F[0] != "aag"))
    return Err("expected an AIGER header 'aig M I L O A' or 'aag M I L O A'");
  H.Binary = F[0] == "aig";
  if (F.size() != 6 && F.size() != 10)
    return Err("the header must have the five counts M I L O A (or nine "
               "with B C J F), found '" +
               Line + "'");
  uint64_t *Out[] = {&H.M, &H.I, &H.L, &H.O, &H.A};
  static const char *Names[] = {"M", "I", "L", "O", "A", "B", "C", "J", "F"};
  for (size_t K = 1; K < F.size(); ++K) {
    auto V = parseUnsigned(F[K]);
    if (!V)
      return Err(Twine("header count ") + Names[K - 1] +
                 " must be an unsigned decimal integer, found '" + F[K] + "'");
    if (K <= 5)
      *Out[K - 1] = *V;
    else if (*V != 0)
      return Err(Twine("header count ") + Names[K - 1] + " = " + F[K] +
                 ": bad-state, constraint, justice and fairness sections are "
                 "not supported");
  }
  if (H.L != 0)
    return Err("the circuit has " + Twine(H.L) +
               " latches; only combinational AIGs (L = 0) can be scheduled");
  if (H.I + H.A > MaxAIGERNodes)
    return Err("I + A = " + Twine(H.I + H.A) + " exceeds the limit of " +
               Twine(MaxAIGERNodes) + " nodes");
  if (H.M < H.I + H.A)
    return Err("M = " + Twine(H.M) + " is below I + L + A = " +
               Twine(H.I + H.A));
  if (H.Binary && H.M != H.I + H.A)
    return Err("binary AIGER needs M = I + L + A, found M = " + Twine(H.M) +
               " and I + L + A = " + Twine(H.I + H.A));
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Binary
//===----------------------------------------------------------------------===//

/// The binary form: the header, the outputs in ASCII, then the gates as
/// pairs of varints. Errors name the byte offset.
class BinaryParser {
public:
  BinaryParser(StringRef Data, StringRef Origin)
      : Data(Data), Origin(Origin), B(Origin) {}

  Expected<Problem> run() {
    size_t Start = 0;
    auto HL = nextLine("the header", Start);
    if (!HL)
      return HL.takeError();
    if (Error E = parseHeader(*HL, H, [&](const Twine &M) {
          return errAt(0, M);
        }))
      return std::move(E);
    if (Error E = checkSizes())
      return std::move(E);
    if (Error E = readOutputs())
      return std::move(E);
    if (H.A > (Data.size() - Pos) / 2)
      return errAt(Pos, "A = " + Twine(H.A) + " gates cannot fit in the " +
                            Twine(Data.size() - Pos) + " bytes left");
    B.P.Graph.operations().reserve(H.I + H.A);
    for (uint64_t V = 1; V <= H.I; ++V)
      B.addInput(V);
    for (uint64_t K = 0; K < H.A; ++K)
      if (Error E = readGate(K))
        return std::move(E);
    return B.finish();
  }

private:
  Error errAt(size_t Off, const Twine &Msg) {
    return makeError(Origin, "byte " + Twine(Off) + ": " + Msg);
  }

  /// The next line (without '\n') starting at Pos; \p Start is set to Pos.
  Expected<StringRef> nextLine(StringRef What, size_t &Start) {
    Start = Pos;
    size_t End = Data.find('\n', Pos);
    if (End == StringRef::npos)
      return errAt(Pos, "unexpected end of file in " + What +
                            " (lines end with '\\n')");
    StringRef L = Data.slice(Pos, End);
    Pos = End + 1;
    return L;
  }

  /// Every output line takes at least two bytes and every gate two varint
  /// bytes: bound the counts by what is left before allocating.
  Error checkSizes() {
    uint64_t Left = Data.size() - Pos;
    if (H.O > Left / 2)
      return errAt(Pos, "O = " + Twine(H.O) + " outputs cannot fit in the " +
                            Twine(Left) + " bytes that follow the header");
    if (H.A > Left / 2)
      return errAt(Pos, "A = " + Twine(H.A) + " gates cannot fit in the " +
                            Twine(Left) + " bytes that follow the header");
    if (H.I > MaxInputsPerByte * Data.size() + 64)
      return errAt(0, "I = " + Twine(H.I) + " inputs is implausible for a " +
                          Twine(Data.size()) + "-byte file");
    return Error::success();
  }

  /// The O output lines: each a literal, checked and otherwise ignored.
  Error readOutputs() {
    const uint64_t MaxLit = 2 * H.M + 1;
    size_t Start = 0;
    for (uint64_t K = 0; K < H.O; ++K) {
      auto L = nextLine("the outputs", Start);
      if (!L)
        return L.takeError();
      auto V = parseUnsigned(*L);
      if (!V || *V > MaxLit)
        return errAt(Start, "output " + Twine(K) + " must be a literal in [0, " +
                                Twine(MaxLit) + "], found '" + *L + "'");
    }
    return Error::success();
  }

  /// Variable v (1 <= v <= M) is op v - 1: inputs first, then the gates.
  static std::optional<OpId> opOf(uint64_t Lit) {
    if (Lit < 2)
      return std::nullopt; // Constant false/true: no edge.
    return OpId((Lit >> 1) - 1);
  }

  /// Reads one unsigned varint at Pos into \p Out.
  Error varint(uint64_t &Out) {
    size_t Begin = Pos;
    uint64_t V = 0;
    for (unsigned Shift = 0;; Shift += 7) {
      if (Pos >= Data.size())
        return errAt(Begin, "unexpected end of file inside a gate's varint");
      uint8_t C = uint8_t(Data[Pos++]);
      if (Shift >= 63 || (Shift > 0 && (uint64_t(C & 0x7f) >> (63 - Shift))))
        return errAt(Begin, "varint does not fit in 63 bits");
      V |= uint64_t(C & 0x7f) << Shift;
      if (!(C & 0x80))
        break;
    }
    Out = V;
    return Error::success();
  }

  /// Gate \p K: its two deltas, then the op and its fan-in edges.
  Error readGate(uint64_t K) {
    uint64_t Lhs = 2 * (H.I + K + 1);
    size_t GateStart = Pos;
    uint64_t D0 = 0, D1 = 0;
    if (Error E = varint(D0))
      return E;
    if (D0 == 0 || D0 > Lhs)
      return errAt(GateStart, "gate " + Twine(K) + " (lhs " + Twine(Lhs) +
                                  "): delta0 = " + Twine(D0) +
                                  " must be in [1, lhs]");
    uint64_t Rhs0 = Lhs - D0;
    size_t Second = Pos;
    if (Error E = varint(D1))
      return E;
    if (D1 > Rhs0)
      return errAt(Second, "gate " + Twine(K) + " (lhs " + Twine(Lhs) +
                               "): delta1 = " + Twine(D1) +
                               " exceeds rhs0 = " + Twine(Rhs0));
    OpId G = B.addGate(H.I + K + 1);
    B.addFanins(G, opOf(Rhs0), opOf(Rhs0 - D1));
    return Error::success();
  }

  StringRef Data, Origin;
  size_t Pos = 0;
  Header H;
  Builder B;
};

//===----------------------------------------------------------------------===//
// ASCII
//===----------------------------------------------------------------------===//

/// The ASCII form: the header, then one line per input, output and gate;
/// gates may name gates defined later. Errors name the line.
class ASCIIParser {
public:
  ASCIIParser(StringRef Text, StringRef Origin)
      : Text(Text), Origin(Origin), B(Origin) {}

  Expected<Problem> run() {
    auto HL = nextLine("the header");
    if (!HL)
      return HL.takeError();
    if (Error E = parseHeader(*HL, H, [&](const Twine &M) { return err(M); }))
      return std::move(E);
    // One line per input, output and gate: bound the counts by the lines.
    uint64_t Lines = Text.count('\n') + 1;
    if (H.I + H.O + H.A > Lines)
      return err("I + O + A = " + Twine(H.I + H.O + H.A) +
                 " lines are announced but the file has only " + Twine(Lines));
    MaxLit = 2 * H.M + 1;
    B.P.Graph.operations().reserve(H.I + H.A);
    if (Error E = readInputs())
      return std::move(E);
    if (Error E = readOutputs())
      return std::move(E);
    if (Error E = readGates())
      return std::move(E);
    if (Error E = resolveFanins())
      return std::move(E);
    if (Error E = checkAcyclic())
      return std::move(E);
    return B.finish();
  }

private:
  /// A gate as read: its fan-in literals, its line and its op.
  struct Gate {
    uint64_t Rhs[2];
    unsigned Line;
    OpId Op;
  };

  Error err(const Twine &Msg) { return makeErrorAt(Origin, LineNo, Msg); }

  Expected<StringRef> nextLine(StringRef What) {
    ++LineNo;
    if (Pos >= Text.size())
      return err("unexpected end of file: expected " + What);
    size_t End = Text.find('\n', Pos);
    if (End == StringRef::npos)
      End = Text.size();
    StringRef L = Text.slice(Pos, End);
    Pos = End + 1;
    return L.rtrim("\r");
  }

  /// Parses the \p N literals of line \p L into \p Out.
  Error literals(StringRef L, unsigned N, const Twine &What, uint64_t *Out) {
    SmallVector<StringRef, 4> F;
    L.split(F, ' ', -1, /*KeepEmpty=*/false);
    if (F.size() != N)
      return err("expected " + Twine(N) + " literal" + (N > 1 ? "s" : "") +
                 " for " + What + ", found '" + L + "'");
    for (unsigned K = 0; K < N; ++K) {
      auto V = parseUnsigned(F[K]);
      if (!V || *V > MaxLit)
        return err(What + ": '" + F[K] + "' is not a literal in [0, " +
                   Twine(MaxLit) + "]");
      Out[K] = *V;
    }
    return Error::success();
  }

  /// The variable a defining literal names (even, not a constant, new).
  Expected<uint64_t> define(uint64_t Lit, StringRef What) {
    if (Lit < 2 || (Lit & 1))
      return err(What + " literal " + Twine(Lit) +
                 " must be even and at least 2");
    if (OpOfVar.count(Lit >> 1))
      return err("variable " + Twine(Lit >> 1) + " is defined twice");
    return Lit >> 1;
  }

  /// The one literal on the next line: item \p K of a section of
  /// one-literal lines (\p Line names the line, \p What the item).
  Expected<uint64_t> literalLine(StringRef Line, StringRef What, uint64_t K) {
    auto L = nextLine(Line);
    if (!L)
      return L.takeError();
    uint64_t Lit;
    if (Error E = literals(*L, 1, What + " " + Twine(K).str(), &Lit))
      return std::move(E);
    return Lit;
  }

  Error readInputs() {
    for (uint64_t K = 0; K < H.I; ++K) {
      auto Lit = literalLine("an input line", "input", K);
      if (!Lit)
        return Lit.takeError();
      auto Var = define(*Lit, "input");
      if (!Var)
        return Var.takeError();
      OpOfVar[*Var] = B.addInput(*Var);
    }
    return Error::success();
  }

  Error readOutputs() {
    for (uint64_t K = 0; K < H.O; ++K)
      if (auto Lit = literalLine("an output line", "output", K); !Lit)
        return Lit.takeError();
    return Error::success();
  }

  Error readGates() {
    Gates.reserve(H.A);
    for (uint64_t K = 0; K < H.A; ++K) {
      auto L = nextLine("an AND gate line");
      if (!L)
        return L.takeError();
      uint64_t Lits[3];
      if (Error E = literals(*L, 3, "AND gate " + Twine(K).str(), Lits))
        return E;
      auto Var = define(Lits[0], "AND gate");
      if (!Var)
        return Var.takeError();
      OpId G = B.addGate(*Var);
      OpOfVar[*Var] = G;
      Gates.push_back({{Lits[1], Lits[2]}, LineNo, G});
    }
    return Error::success();
  }

  /// Fan-ins may name gates defined later; resolve them once all are read.
  Error resolveFanins() {
    for (const Gate &G : Gates) {
      std::optional<OpId> In[2];
      for (unsigned K = 0; K < 2; ++K) {
        if (G.Rhs[K] < 2)
          continue;
        auto It = OpOfVar.find(G.Rhs[K] >> 1);
        if (It == OpOfVar.end())
          return makeErrorAt(Origin, G.Line,
                             "literal " + Twine(G.Rhs[K]) + " uses variable " +
                                 Twine(G.Rhs[K] >> 1) +
                                 ", which is neither an input nor a gate");
        In[K] = It->second;
      }
      B.addFanins(G.Op, In[0], In[1]);
    }
    return Error::success();
  }

  /// The gates must be acyclic: names the first gate, in file order, that
  /// lies on a cycle (a strongly connected component with a cycle).
  Error checkAcyclic() {
    const DependenceGraph &Graph = B.P.Graph;
    std::vector<bool> OnCycle(Graph.numOperations(), false);
    for (auto It = scc_begin(&Graph); !It.isAtEnd(); ++It) {
      if ((*It).front()->isEntry() || !It.hasCycle())
        continue;
      for (const DependenceGraph::Node *N : *It)
        OnCycle[N->Id] = true;
    }
    for (const Gate &G : Gates)
      if (OnCycle[G.Op])
        return makeErrorAt(Origin, G.Line,
                           "AND gate " + Graph.op(G.Op).Name.substr(1) +
                               " lies on a combinational cycle");
    return Error::success();
  }

  StringRef Text, Origin;
  unsigned LineNo = 0;
  size_t Pos = 0;
  uint64_t MaxLit = 0;
  Header H;
  Builder B;
  DenseMap<uint64_t, OpId> OpOfVar;
  std::vector<Gate> Gates;
};

} // namespace

Expected<Problem> twill::parseAIGER(StringRef Data, StringRef Origin) {
  if (Data.starts_with("aig"))
    return BinaryParser(Data, Origin).run();
  if (Data.starts_with("aag"))
    return ASCIIParser(Data, Origin).run();
  return makeError(Origin, "byte 0: expected an AIGER header 'aig M I L O A' "
                           "or 'aag M I L O A'");
}
