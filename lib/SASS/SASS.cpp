//===- SASS.cpp - Parse cuobjdump -sass listings ---------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parser of `cuobjdump -sass` text and of the `ptxas -v` lines that
/// may accompany it; see SASS.h.
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/SASS.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <map>

using namespace llvm;

namespace twill::sass {

ControlCode decodeControl(uint64_t Hi) {
  uint64_t C = Hi >> 41;
  ControlCode CC;
  CC.Stall = C & 15;
  CC.Yield = (C >> 4) & 1;
  CC.WriteScoreboard = (C >> 5) & 7;
  CC.ReadScoreboard = (C >> 8) & 7;
  CC.WaitMask = (C >> 11) & 63;
  CC.Reuse = (C >> 17) & 15;
  return CC;
}

std::optional<uint64_t> Instruction::branchTarget() const {
  if (Opcode != "BRA" || Operands.empty())
    return std::nullopt;
  StringRef T = StringRef(Operands.back()).trim();
  uint64_t V;
  if (!T.consume_front("0x") || T.getAsInteger(16, V))
    return std::nullopt;
  return V;
}

std::vector<std::pair<size_t, size_t>> backEdges(const Kernel &K) {
  std::vector<std::pair<size_t, size_t>> Out;
  const std::vector<Instruction> &Is = K.Instructions;
  for (size_t I = 0; I != Is.size(); ++I) {
    std::optional<uint64_t> T = Is[I].branchTarget();
    if (!T || *T >= Is[I].Address)
      continue;
    auto Head = llvm::partition_point(
        Is, [&](const Instruction &X) { return X.Address < *T; });
    if (Head != Is.end() && Head->Address == *T)
      Out.push_back({size_t(Head - Is.begin()), I});
  }
  return Out;
}

bool Instruction::hasModifier(StringRef M) const {
  return llvm::is_contained(Modifiers, M);
}

namespace {

Error lineError(StringRef File, unsigned Line, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           File + ":" + Twine(Line) + ": " + Msg);
}

/// Splits \p S at commas outside brackets and braces.
std::vector<std::string> splitOperands(StringRef S) {
  std::vector<std::string> Out;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I != S.size(); ++I) {
    char C = S[I];
    if (C == '[' || C == '{' || C == '(')
      ++Depth;
    else if (C == ']' || C == '}' || C == ')')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Out.push_back(S.slice(Start, I).trim().str());
      Start = I + 1;
    }
  }
  StringRef Last = S.substr(Start).trim();
  if (!Last.empty())
    Out.push_back(Last.str());
  return Out;
}

/// "/* 0x000fe20000000800 */" -> the number; false if \p S is not one.
bool parseEncoding(StringRef S, uint64_t &V) {
  S = S.trim();
  if (!S.consume_front("/*") || !S.consume_back("*/"))
    return false;
  S = S.trim();
  return S.consume_front("0x") && S.size() == 16 && !S.getAsInteger(16, V);
}

/// Parses "/*0a70*/  @!P0 FFMA.FTZ R1, R2, R3, R4 ;  /* 0x... */".
Expected<Instruction> parseInstructionLine(StringRef L, StringRef File,
                                           unsigned Line) {
  Instruction I;
  I.Line = Line;
  L = L.trim();
  L.consume_front("/*");
  auto [Addr, Rest] = L.split("*/");
  if (Addr.trim().getAsInteger(16, I.Address))
    return lineError(File, Line, "bad instruction address '" + Addr + "'");
  size_t Semi = Rest.find(';');
  if (Semi == StringRef::npos)
    return lineError(File, Line, "instruction without ';'");
  if (!parseEncoding(Rest.substr(Semi + 1), I.Lo))
    return lineError(File, Line, "instruction without its /* 0x... */ low "
                                 "word (cuobjdump -sass output expected)");
  StringRef Text = Rest.take_front(Semi).trim();
  if (Text.consume_front("@")) {
    auto [Pred, After] = Text.split(' ');
    I.Predicate = Pred.str();
    Text = After.trim();
  }
  auto [Mnemonic, Ops] = Text.split(' ');
  if (Mnemonic.empty())
    return lineError(File, Line, "instruction without an opcode");
  SmallVector<StringRef, 4> Parts;
  Mnemonic.split(Parts, '.');
  I.Opcode = Parts[0].str();
  for (StringRef M : ArrayRef(Parts).drop_front())
    I.Modifiers.push_back(M.str());
  I.Operands = splitOperands(Ops);
  return I;
}

/// Accumulates the `ptxas -v` figures per kernel name.
class PtxasLines {
public:
  /// Returns true if \p L was a ptxas line (consumed).
  bool consume(StringRef L) {
    StringRef T = L.trim();
    if (T.consume_front("ptxas info")) {
      T = T.drop_while([](char C) { return C == ' ' || C == ':'; });
      if (T.consume_front("Compiling entry function '") ||
          T.consume_front("Function properties for ")) {
        Current = T.take_until([](char C) { return C == '\''; }).trim().str();
        Res[Current].Source = "ptxas -v";
      } else if (T.consume_front("Used ") && !Current.empty()) {
        parseUsed(T, Res[Current]);
      }
      return true;
    }
    if (T.contains("bytes stack frame") && !Current.empty()) {
      parseFrame(T, Res[Current]);
      return true;
    }
    return T.starts_with("ptxas ");
  }
  std::map<std::string, Resources> Res;

private:
  /// "16 registers, used 1 barriers, 8192 bytes smem, ..."
  static void parseUsed(StringRef T, Resources &R) {
    SmallVector<StringRef, 6> Items;
    T.split(Items, ',');
    for (StringRef Item : Items) {
      Item = Item.trim();
      Item.consume_front("used ");
      auto [Num, What] = Item.split(' ');
      uint64_t V;
      if (Num.getAsInteger(10, V))
        continue;
      if (What.starts_with("registers"))
        R.Registers = unsigned(V);
      else if (What.starts_with("barriers"))
        R.Barriers = unsigned(V);
      else if (What == "bytes smem")
        R.SharedBytes = V;
    }
    if (!R.SharedBytes)
      R.SharedBytes = 0;
  }
  /// "0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
  static void parseFrame(StringRef T, Resources &R) {
    SmallVector<StringRef, 3> Items;
    T.split(Items, ',');
    for (StringRef Item : Items) {
      auto [Num, What] = Item.trim().split(' ');
      uint64_t V;
      if (Num.getAsInteger(10, V))
        continue;
      if (What == "bytes stack frame")
        R.StackFrameBytes = V;
      else if (What == "bytes spill stores")
        R.SpillStoreBytes = V;
      else if (What == "bytes spill loads")
        R.SpillLoadBytes = V;
    }
  }
  std::string Current;
};

/// Parses the listing line by line.
class Parser {
public:
  Parser(StringRef File) : File(File) {}

  Expected<std::vector<Kernel>> run(StringRef Text) {
    SmallVector<StringRef, 0> Lines;
    Text.split(Lines, '\n');
    for (size_t N = 0; N != Lines.size(); ++N)
      if (Error E = line(Lines[N], unsigned(N + 1)))
        return std::move(E);
    if (Pending)
      return lineError(File, PendingLine, "instruction without its high "
                                          "word on the next line");
    for (Kernel &K : Kernels) {
      if (auto It = Ptxas.Res.find(K.Name); It != Ptxas.Res.end())
        K.Res = It->second;
      markSharedWindowAccesses(K);
    }
    return std::move(Kernels);
  }

private:
  Error line(StringRef L, unsigned N) {
    StringRef T = L.trim();
    if (Pending) {
      uint64_t Hi;
      if (!parseEncoding(T, Hi))
        return lineError(File, N, "expected the high word /* 0x... */ of "
                                  "the instruction on line " +
                                      Twine(PendingLine));
      Kernels.back().Instructions.back().Hi = Hi;
      Kernels.back().Instructions.back().Control = decodeControl(Hi);
      Pending = false;
      return Error::success();
    }
    if (T.empty() || Ptxas.consume(T))
      return Error::success();
    if (T.consume_front("code for ")) {
      Arch = T.trim().str();
      return Error::success();
    }
    if (T.consume_front("Function :")) {
      Kernels.emplace_back();
      Kernels.back().Name = T.trim().str();
      Kernels.back().Arch = Arch;
      return Error::success();
    }
    if (T.starts_with("/*") && T.size() > 2 && isHexDigit(T[2]))
      return instruction(T, N);
    if (uint64_t Lo; parseEncoding(T, Lo))
      return undecoded(Lo, N);
    if (T.starts_with(".") || T.starts_with("Fatbin") ||
        T.starts_with("=") || T.starts_with("arch") ||
        T.starts_with("code version") || T.starts_with("host") ||
        T.starts_with("compile_size") || T.starts_with("identifier") ||
        T.starts_with("ptxasOptions") || T.starts_with("//") ||
        T.starts_with("#") || T.starts_with("......"))
      return Error::success();
    return lineError(File, N, "not cuobjdump -sass output: '" +
                                  T.take_front(60) + "'");
  }

  Error instruction(StringRef T, unsigned N) {
    if (Kernels.empty())
      return lineError(File, N, "instruction before any 'Function :' line");
    Expected<Instruction> I = parseInstructionLine(T, File, N);
    if (!I)
      return I.takeError();
    std::vector<Instruction> &Is = Kernels.back().Instructions;
    if (!Is.empty() && I->Address <= Is.back().Address)
      return lineError(File, N, "instruction addresses must increase");
    Is.push_back(std::move(*I));
    Pending = true;
    PendingLine = N;
    return Error::success();
  }

  /// The 11.8 cuobjdump prints only the two words of an instruction it
  /// cannot decode (some CUDA 13 sm_90 encodings): an "UNDECODED"
  /// instruction 16 bytes after the previous one.
  Error undecoded(uint64_t Lo, unsigned N) {
    if (Kernels.empty() || Kernels.back().Instructions.empty())
      return lineError(File, N, "encoding without an instruction before it");
    Instruction I;
    I.Address = Kernels.back().Instructions.back().Address + 16;
    I.Opcode = UndecodedOpcode;
    I.Lo = Lo;
    I.Line = N;
    Kernels.back().Instructions.push_back(std::move(I));
    Pending = true;
    PendingLine = N;
    return Error::success();
  }

  StringRef File;
  std::string Arch;
  std::vector<Kernel> Kernels;
  PtxasLines Ptxas;
  bool Pending = false;
  unsigned PendingLine = 0;
};

} // namespace

Expected<std::vector<Kernel>> parseSass(StringRef Text, StringRef File) {
  return Parser(File).run(Text);
}

std::vector<std::pair<std::string, std::pair<unsigned, std::string>>>
ptxBlockSizes(StringRef PTX) {
  std::vector<std::pair<std::string, std::pair<unsigned, std::string>>> Out;
  std::string Entry;
  unsigned MaxN = 0, ReqN = 0;
  auto Flush = [&] {
    if (!Entry.empty() && (ReqN || MaxN))
      Out.push_back({Entry, ReqN ? std::make_pair(ReqN, std::string("reqntid"))
                                 : std::make_pair(MaxN,
                                                  std::string("maxntid"))});
    Entry.clear();
    MaxN = ReqN = 0;
  };
  auto Dims = [](StringRef S) {
    S = S.take_until([](char C) { return C == '/' || C == '\n'; });
    SmallVector<StringRef, 3> Parts;
    S.split(Parts, ',');
    uint64_t P = 1;
    for (StringRef D : Parts) {
      uint64_t V;
      if (D.trim().getAsInteger(10, V) || V == 0 || V > 1024)
        return 0u;
      P *= V;
    }
    return P <= 1024 ? unsigned(P) : 0u;
  };
  SmallVector<StringRef, 0> Lines;
  PTX.split(Lines, '\n');
  for (StringRef L : Lines) {
    StringRef T = L.trim();
    size_t E = T.find(".entry ");
    if (E != StringRef::npos) {
      Flush();
      Entry = T.substr(E + 7).take_until([](char C) {
        return C == '(' || C == ' ';
      }).str();
    } else if (T.consume_front(".maxntid")) {
      MaxN = Dims(T);
    } else if (T.consume_front(".reqntid")) {
      ReqN = Dims(T);
    } else if (T.starts_with("{")) {
      Flush();
    }
  }
  Flush();
  return Out;
}

} // namespace twill::sass
