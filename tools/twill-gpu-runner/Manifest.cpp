//===- Manifest.cpp - the launch description of the GPU bench -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Manifest.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>

namespace twill {
namespace gpu {

unsigned elemBytes(ElemType T) {
  switch (T) {
  case ElemType::F64:
  case ElemType::I64:
    return 8;
  case ElemType::BF16:
  case ElemType::F16:
    return 2;
  case ElemType::U8:
    return 1;
  default:
    return 4;
  }
}

const char *elemName(ElemType T) {
  switch (T) {
  case ElemType::F32:
    return "f32";
  case ElemType::F64:
    return "f64";
  case ElemType::I32:
    return "i32";
  case ElemType::U32:
    return "u32";
  case ElemType::I64:
    return "i64";
  case ElemType::BF16:
    return "bf16";
  case ElemType::F16:
    return "f16";
  case ElemType::U8:
    return "u8";
  }
  return "?";
}

uint64_t KernelSpec::bufferBytes() const {
  uint64_t Sum = 0;
  for (const ArgSpec &A : Args)
    if (A.Kind == ArgKind::Buffer)
      Sum += A.bytes();
  return Sum;
}

void badInput(const std::string &File, unsigned Line, const std::string &Field,
              const std::string &Msg) {
  std::fprintf(stderr, "%s:%u: error: %s: %s\n", File.c_str(), Line,
               Field.c_str(), Msg.c_str());
  std::exit(ExitBadInput);
}

namespace {

bool isIdentStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// The parser's state: the file, the current line and its fields, and the
/// numbers `let` named (global ones, and those of the open kernel block).
class Parser {
public:
  Parser(const std::string &File) : File(File) {}
  Manifest run(const std::string &Text);

private:
  std::string File;
  unsigned Line = 0;
  std::string Field; ///< the directive being parsed, for errors
  std::vector<std::string> Words;
  std::map<std::string, int64_t> Globals, Locals;
  KernelSpec *Open = nullptr;
  Manifest M;

  [[noreturn]] void fail(const std::string &Msg) {
    badInput(File, Line, Field, Msg);
  }
  void need(size_t Min, size_t Max, const char *Usage);
  void parseLine();
  void parseKernelLine();
  void parseLet(std::map<std::string, int64_t> &Vars);
  void parseArg();
  void parseBuffer();
  void parseScalar(ElemType T);
  void closeKernel();
  int64_t expr(const std::string &Text, const std::string &What);
  uint64_t positive(const std::string &Text, const std::string &What,
                    uint64_t Max);
  // The expression parser: EXPR := TERM (('+'|'-') TERM)*,
  // TERM := FACTOR (('*'|'/') FACTOR)*, FACTOR := INT | NAME | '(' EXPR ')'.
  struct Cursor {
    const std::string &S;
    size_t Pos;
    const std::string &What;
  };
  int64_t sum(Cursor &C);
  int64_t term(Cursor &C);
  int64_t factor(Cursor &C);
  int64_t lookup(const std::string &Name, Cursor &C);
  [[noreturn]] void exprFail(Cursor &C, const std::string &Msg);
};

void Parser::need(size_t Min, size_t Max, const char *Usage) {
  size_t N = Words.size() - 1;
  if (N < Min || N > Max)
    fail(std::string("expected `") + Usage + "`, got " + std::to_string(N) +
         " operand(s)");
}

void Parser::exprFail(Cursor &C, const std::string &Msg) {
  fail(C.What + " `" + C.S + "`: " + Msg + " at column " +
       std::to_string(C.Pos + 1));
}

int64_t Parser::lookup(const std::string &Name, Cursor &C) {
  auto L = Locals.find(Name);
  if (L != Locals.end() && Open)
    return L->second;
  auto G = Globals.find(Name);
  if (G != Globals.end())
    return G->second;
  C.Pos -= Name.size();
  exprFail(C, "unknown name `" + Name + "` (define it with `let`)");
}

int64_t Parser::factor(Cursor &C) {
  if (C.Pos < C.S.size() && C.S[C.Pos] == '(') {
    ++C.Pos;
    int64_t V = sum(C);
    if (C.Pos >= C.S.size() || C.S[C.Pos] != ')')
      exprFail(C, "expected `)`");
    ++C.Pos;
    return V;
  }
  size_t Start = C.Pos;
  if (C.Pos < C.S.size() && isDigit(C.S[C.Pos])) {
    while (C.Pos < C.S.size() && isDigit(C.S[C.Pos]))
      ++C.Pos;
    errno = 0;
    long long V = std::strtoll(C.S.c_str() + Start, nullptr, 10);
    if (errno == ERANGE)
      exprFail(C, "integer out of range");
    return V;
  }
  if (C.Pos < C.S.size() && isIdentStart(C.S[C.Pos])) {
    while (C.Pos < C.S.size() &&
           (isIdentStart(C.S[C.Pos]) || isDigit(C.S[C.Pos])))
      ++C.Pos;
    return lookup(C.S.substr(Start, C.Pos - Start), C);
  }
  exprFail(C, "expected an integer, a name or `(`");
}

int64_t Parser::term(Cursor &C) {
  int64_t V = factor(C);
  while (C.Pos < C.S.size() && (C.S[C.Pos] == '*' || C.S[C.Pos] == '/')) {
    char Op = C.S[C.Pos++];
    size_t At = C.Pos;
    int64_t R = factor(C);
    if (Op == '*') {
      if (__builtin_mul_overflow(V, R, &V))
        exprFail(C, "the product overflows 64 bits");
      continue;
    }
    if (R == 0 || V % R != 0) {
      C.Pos = At;
      exprFail(C, "division by " + std::to_string(R) + " of " +
                      std::to_string(V) + " is not exact");
    }
    V /= R;
  }
  return V;
}

int64_t Parser::sum(Cursor &C) {
  int64_t V = term(C);
  while (C.Pos < C.S.size() && (C.S[C.Pos] == '+' || C.S[C.Pos] == '-')) {
    char Op = C.S[C.Pos++];
    int64_t R = term(C);
    bool Over = Op == '+' ? __builtin_add_overflow(V, R, &V)
                          : __builtin_sub_overflow(V, R, &V);
    if (Over)
      exprFail(C, "the sum overflows 64 bits");
  }
  return V;
}

int64_t Parser::expr(const std::string &Text, const std::string &What) {
  Cursor C{Text, 0, What};
  int64_t V = sum(C);
  if (C.Pos != Text.size())
    exprFail(C, "unexpected `" + std::string(1, Text[C.Pos]) + "`");
  return V;
}

uint64_t Parser::positive(const std::string &Text, const std::string &What,
                          uint64_t Max) {
  int64_t V = expr(Text, What);
  if (V < 1 || uint64_t(V) > Max)
    fail(What + " `" + Text + "` is " + std::to_string(V) + ", outside 1.." +
         std::to_string(Max));
  return uint64_t(V);
}

bool parseType(const std::string &S, ElemType &T) {
  static const std::pair<const char *, ElemType> Names[] = {
      {"f32", ElemType::F32}, {"f64", ElemType::F64}, {"i32", ElemType::I32},
      {"u32", ElemType::U32}, {"i64", ElemType::I64}, {"bf16", ElemType::BF16},
      {"f16", ElemType::F16}, {"u8", ElemType::U8}};
  for (const auto &N : Names)
    if (S == N.first) {
      T = N.second;
      return true;
    }
  return false;
}

void Parser::parseLet(std::map<std::string, int64_t> &Vars) {
  need(2, 2, "let NAME EXPR");
  const std::string &Name = Words[1];
  if (!isIdentStart(Name[0]))
    fail("`" + Name + "` is not a name (letters, digits, _)");
  for (char C : Name)
    if (!isIdentStart(C) && !isDigit(C))
      fail("`" + Name + "` is not a name (letters, digits, _)");
  if (Vars.count(Name))
    fail("`" + Name + "` is already defined");
  Vars[Name] = expr(Words[2], "value");
}

void Parser::parseScalar(ElemType T) {
  need(2, 2, "arg TYPE VALUE");
  ArgSpec A;
  A.Kind = ArgKind::Scalar;
  A.Type = T;
  A.Line = Line;
  const std::string &V = Words[2];
  if (T == ElemType::F32 || T == ElemType::F64) {
    char *End = nullptr;
    A.FloatValue = std::strtod(V.c_str(), &End);
    if (End != V.c_str() + V.size())
      A.FloatValue = double(expr(V, "value"));
  } else {
    A.IntValue = expr(V, "value");
    bool Fits = T == ElemType::I64 ||
                (T == ElemType::I32 && A.IntValue >= INT32_MIN &&
                 A.IntValue <= INT32_MAX) ||
                (T == ElemType::U32 && A.IntValue >= 0 &&
                 A.IntValue <= int64_t(UINT32_MAX));
    if (!Fits)
      fail("value " + std::to_string(A.IntValue) + " does not fit " +
           elemName(T));
  }
  Open->Args.push_back(A);
}

/// INIT: zero | iota | const:V | rand:SEED.
bool parseInit(const std::string &S, ArgSpec &A) {
  if (S == "zero" || S == "iota") {
    A.Init = S == "zero" ? InitKind::Zero : InitKind::Iota;
    return true;
  }
  size_t Colon = S.find(':');
  if (Colon == std::string::npos || Colon + 1 == S.size())
    return false;
  std::string Head = S.substr(0, Colon), Tail = S.substr(Colon + 1);
  char *End = nullptr;
  if (Head == "const") {
    A.Init = InitKind::Const;
    A.InitValue = std::strtod(Tail.c_str(), &End);
  } else if (Head == "rand") {
    A.Init = InitKind::Rand;
    errno = 0;
    A.Seed = std::strtoull(Tail.c_str(), &End, 10);
    if (errno == ERANGE)
      return false;
  } else {
    return false;
  }
  return End == Tail.c_str() + Tail.size();
}

void Parser::parseBuffer() {
  need(5, 5, "arg buffer NAME TYPE COUNT INIT");
  ArgSpec A;
  A.Kind = ArgKind::Buffer;
  A.Line = Line;
  A.Name = Words[2];
  for (const ArgSpec &B : Open->Args)
    if (B.Kind == ArgKind::Buffer && B.Name == A.Name)
      fail("buffer `" + A.Name + "` is already an argument (line " +
           std::to_string(B.Line) + ")");
  if (!parseType(Words[3], A.Type))
    fail("unknown element type `" + Words[3] +
         "` (f32 f64 i32 u32 i64 bf16 f16 u8)");
  A.Count = positive(Words[4], "count", MaxBufferBytes / elemBytes(A.Type));
  if (!parseInit(Words[5], A))
    fail("bad initial pattern `" + Words[5] +
         "` (zero, iota, const:V or rand:SEED)");
  if (Open->bufferBytes() + A.bytes() > MaxKernelBytes)
    fail("the kernel's buffers exceed " + std::to_string(MaxKernelBytes >> 30) +
         " GiB");
  Open->Args.push_back(A);
}

void Parser::parseArg() {
  if (Words.size() < 2)
    fail("expected `arg TYPE VALUE`, `arg buffer ...` or `arg null`");
  const std::string &K = Words[1];
  ElemType T;
  if (K == "buffer")
    return parseBuffer();
  if (K == "null") {
    need(1, 1, "arg null");
    ArgSpec A;
    A.Kind = ArgKind::Null;
    A.Line = Line;
    Open->Args.push_back(A);
    return;
  }
  if (!parseType(K, T) || T == ElemType::BF16 || T == ElemType::F16 ||
      T == ElemType::U8)
    fail("unknown argument kind `" + K +
         "` (i32 u32 i64 f32 f64, buffer or null)");
  parseScalar(T);
}

void Parser::closeKernel() {
  const char *Missing = Open->IR.empty()      ? "ir"
                        : Open->Entry.empty() ? "entry"
                        : !Open->Grid[0]      ? "grid"
                        : !Open->Block[0]     ? "block"
                                              : nullptr;
  if (Missing) {
    Line = Open->Line;
    Field = "kernel";
    fail("kernel `" + Open->Name + "` has no `" + Missing + "` line");
  }
  Open = nullptr;
  Locals.clear();
}

void Parser::parseKernelLine() {
  const std::string &D = Words[0];
  KernelSpec &K = *Open;
  if (D == "end") {
    need(0, 0, "end");
    return closeKernel();
  }
  if (D == "let")
    return parseLet(Locals);
  if (D == "arg")
    return parseArg();
  if (D == "ir" || D == "entry") {
    need(1, 1, D == "ir" ? "ir PATH" : "entry SYMBOL");
    (D == "ir" ? K.IR : K.Entry) = Words[1];
    return;
  }
  if (D == "grid" || D == "block") {
    need(3, 3, D == "grid" ? "grid X Y Z" : "block X Y Z");
    static const uint64_t GridMax[3] = {2147483647, 65535, 65535};
    static const uint64_t BlockMax[3] = {1024, 1024, 64};
    static const char *Axis[3] = {"x", "y", "z"};
    for (int I = 0; I < 3; ++I)
      (D == "grid" ? K.Grid : K.Block)[I] =
          positive(Words[I + 1], D + "." + Axis[I],
                   (D == "grid" ? GridMax : BlockMax)[I]);
    if (D == "block" && K.Block[0] * K.Block[1] * K.Block[2] > 1024)
      fail("a block of " +
           std::to_string(K.Block[0] * K.Block[1] * K.Block[2]) +
           " threads exceeds 1024");
    return;
  }
  if (D == "shared") {
    need(1, 1, "shared BYTES");
    int64_t V = expr(Words[1], "bytes");
    if (V < 0 || V > 227 * 1024)
      fail("dynamic shared memory " + std::to_string(V) +
           " is outside 0..232448 (227 KiB, sm_90)");
    K.Shared = uint64_t(V);
    return;
  }
  if (D == "check") {
    if (Words.size() < 3 || Words[1] != "none")
      fail("expected `check none REASON`");
    K.Check = false;
    for (size_t I = 2; I < Words.size(); ++I)
      K.NoCheckWhy += (I > 2 ? " " : "") + Words[I];
    return;
  }
  fail("unknown directive in a kernel block (ir entry let grid block shared "
       "arg check end)");
}

void Parser::parseLine() {
  Field = Words[0];
  if (Open)
    return parseKernelLine();
  const std::string &D = Words[0];
  if (D == "let")
    return parseLet(Globals);
  auto Known = [&](const std::string &N) {
    for (const KernelSpec &K : M.Kernels)
      if (K.Name == N)
        return true;
    for (const SkipSpec &S : M.Skips)
      if (S.Name == N)
        return true;
    return false;
  };
  if (D == "kernel" || D == "skip") {
    if (Words.size() < 2 || (D == "kernel" && Words.size() != 2) ||
        (D == "skip" && Words.size() < 3))
      fail(D == "kernel" ? "expected `kernel NAME`"
                         : "expected `skip NAME REASON`");
    for (char C : Words[1])
      if (!isIdentStart(C) && !isDigit(C) && C != '-' && C != '.')
        fail("`" + Words[1] + "` is not a file name stem ([A-Za-z0-9_.-])");
    if (Known(Words[1]))
      fail("`" + Words[1] + "` is listed twice");
  }
  if (D == "skip") {
    SkipSpec S{Words[1], "", Line};
    for (size_t I = 2; I < Words.size(); ++I)
      S.Reason += (I > 2 ? " " : "") + Words[I];
    M.Skips.push_back(S);
    return;
  }
  if (D != "kernel")
    fail("unknown directive (kernel, skip or let expected)");
  M.Kernels.emplace_back();
  Open = &M.Kernels.back();
  Open->Name = Words[1];
  Open->Line = Line;
}

Manifest Parser::run(const std::string &Text) {
  M.File = File;
  std::istringstream In(Text);
  std::string Raw;
  while (std::getline(In, Raw)) {
    ++Line;
    std::string Body = Raw.substr(0, Raw.find('#'));
    std::istringstream W(Body);
    Words.clear();
    for (std::string Word; W >> Word;)
      Words.push_back(Word);
    if (!Words.empty())
      parseLine();
  }
  if (Open) {
    Field = "kernel";
    Line = Open->Line;
    fail("kernel `" + Open->Name + "` has no `end`");
  }
  if (M.Kernels.empty()) {
    Field = "manifest";
    fail("no kernel");
  }
  return M;
}

} // namespace

Manifest parseManifest(const std::string &File, const std::string &Text) {
  Parser P(File);
  return P.run(Text);
}

} // namespace gpu
} // namespace twill
