//===- ReaderUtil.cpp - Helpers shared by the twill readers ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Error construction, strict integer parsing, file reading, guarded JSON
/// parsing and the JSONReader accessor used by the JSON-based readers.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <vector>

using namespace llvm;

namespace twill {
namespace io {

Error makeError(StringRef Origin, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           (Origin + ": " + Msg).str());
}

Error makeErrorAt(StringRef Origin, unsigned Line, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           (Origin + ":" + Twine(Line) + ": " + Msg).str());
}

std::optional<int64_t> parseInteger(StringRef S) {
  S = S.trim();
  // getAsInteger accepts radix prefixes (0x, 0b, leading 0 = octal); the
  // formats only ever write plain decimal, so reject anything else.
  StringRef Digits = S;
  if (Digits.starts_with("-") || Digits.starts_with("+"))
    Digits = Digits.drop_front();
  if (Digits.empty() || !llvm::all_of(Digits, isDigit))
    return std::nullopt;
  // Leading zeros would select octal in getAsInteger(0, ...); base 10 avoids
  // that and reports overflow.
  int64_t V;
  if (S.starts_with("+"))
    S = S.drop_front();
  if (S.getAsInteger(10, V))
    return std::nullopt;
  if (V < -MaxAbsValue || V > MaxAbsValue)
    return std::nullopt;
  return V;
}

int64_t saturatingAdd(int64_t A, int64_t B) {
  int64_t R;
  if (__builtin_add_overflow(A, B, &R))
    return std::numeric_limits<int64_t>::max();
  return R;
}

Expected<std::unique_ptr<MemoryBuffer>> readFile(StringRef Path) {
  auto BufOrErr = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                        /*RequiresNullTerminator=*/false);
  if (!BufOrErr)
    return makeError(Path,
                     "cannot read file: " + BufOrErr.getError().message());
  return std::move(*BufOrErr);
}

std::string stemOf(StringRef Origin) { return sys::path::stem(Origin).str(); }

namespace {
/// What the strict pre-scan of JSON text found first.
struct JSONScanIssue {
  unsigned Line = 0, Col = 0;
  std::string Message;
};

/// Whether \p N is a number as RFC 8259 spells it:
/// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
bool isStrictJSONNumber(StringRef N) {
  size_t I = 0, E = N.size();
  auto Digits = [&] {
    size_t From = I;
    while (I < E && isDigit(N[I]))
      ++I;
    return I > From;
  };
  if (I < E && N[I] == '-')
    ++I;
  if (I < E && N[I] == '0')
    ++I;
  else if (!(I < E && N[I] >= '1' && N[I] <= '9' && Digits()))
    return false;
  if (I < E && N[I] == '.') {
    ++I;
    if (!Digits())
      return false;
  }
  if (I < E && (N[I] == 'e' || N[I] == 'E')) {
    ++I;
    if (I < E && (N[I] == '+' || N[I] == '-'))
      ++I;
    if (!Digits())
      return false;
  }
  return I == E;
}

/// A position in JSON text that counts lines and columns as it moves.
struct JSONCursor {
  StringRef Text;
  size_t I = 0;
  unsigned Line = 1, Col = 0;

  bool atEnd() const { return I >= Text.size(); }
  char peek() const { return Text[I]; }
  /// Moves \p N characters on (not past the end).
  void advance(size_t N) {
    for (size_t K = 0; K < N && I < Text.size(); ++K, ++I) {
      ++Col;
      if (Text[I] == '\n') {
        ++Line;
        Col = 0;
      }
    }
  }
};

/// Decodes the escape at the cursor (on its backslash, with a character
/// after it) onto \p Decoded and moves past it. ASCII code points written
/// as \uXXXX are decoded, so `n\u0061me` repeats `name`; others are kept as
/// written.
void decodeJSONEscape(JSONCursor &Cur, std::string &Decoded) {
  StringRef Text = Cur.Text;
  size_t I = Cur.I, E = Text.size();
  char X = Text[I + 1];
  switch (X) {
  case 'n': Decoded += '\n'; break;
  case 't': Decoded += '\t'; break;
  case 'r': Decoded += '\r'; break;
  case 'b': Decoded += '\b'; break;
  case 'f': Decoded += '\f'; break;
  case 'u': {
    unsigned Code = 0;
    if (I + 6 <= E && !Text.substr(I + 2, 4).getAsInteger(16, Code) &&
        Code < 0x80) {
      Decoded += char(Code);
      Cur.advance(6);
      return;
    }
    Decoded += "\\u";
    break;
  }
  default: Decoded += X; break;
  }
  Cur.advance(2);
}

/// Reads the string at the cursor (on its opening quote) up to and past its
/// closing quote, and returns it with its escapes decoded.
std::string readJSONString(JSONCursor &Cur) {
  std::string Decoded;
  Cur.advance(1);
  while (!Cur.atEnd() && Cur.peek() != '"') {
    if (Cur.peek() == '\\' && Cur.I + 1 < Cur.Text.size()) {
      decodeJSONEscape(Cur, Decoded);
      continue;
    }
    Decoded += Cur.peek();
    Cur.advance(1);
  }
  Cur.advance(1);
  return Decoded;
}

/// The checks llvm::json::parse does not make, on the raw text: nesting
/// deeper than MaxJSONDepth (it parses recursively), a key repeated in one
/// object (it keeps the last silently) and numbers outside the JSON grammar
/// such as `01`, `+1` or `1.` (it accepts them). Keys are compared with
/// their escapes decoded (\uXXXX only below U+0080, else as written).
/// Malformed text is left to the parser.
std::optional<JSONScanIssue> scanJSON(StringRef Text) {
  struct Level {
    bool IsObject;
    bool ExpectKey;
    std::set<std::string> Keys;
  };
  std::vector<Level> Stack;
  JSONCursor Cur{Text};
  auto Issue = [&](unsigned L, unsigned C, std::string Msg) {
    return JSONScanIssue{L, C, std::move(Msg)};
  };
  while (!Cur.atEnd()) {
    char C = Cur.peek();
    unsigned L0 = Cur.Line, C0 = Cur.Col + 1;
    if (C == '"') {
      std::string Decoded = readJSONString(Cur);
      if (Stack.empty() || !Stack.back().IsObject || !Stack.back().ExpectKey)
        continue;
      if (!Stack.back().Keys.insert(Decoded).second)
        return Issue(L0, C0, "duplicate key '" + Decoded + "'");
      Stack.back().ExpectKey = false;
      continue;
    }
    if (C == '{' || C == '[') {
      if (Stack.size() >= MaxJSONDepth)
        return Issue(L0, C0, "JSON nested deeper than " +
                                 std::to_string(MaxJSONDepth) + " levels");
      Stack.push_back({C == '{', C == '{', {}});
    } else if (C == '}' || C == ']') {
      if (!Stack.empty())
        Stack.pop_back();
    } else if (C == ',') {
      if (!Stack.empty() && Stack.back().IsObject)
        Stack.back().ExpectKey = true;
    } else if (C == '-' || C == '+' || C == '.' || isDigit(C)) {
      size_t From = Cur.I;
      while (!Cur.atEnd() &&
             (isDigit(Cur.peek()) || StringRef("+-.eE").contains(Cur.peek())))
        Cur.advance(1);
      StringRef N = Text.slice(From, Cur.I);
      if (!isStrictJSONNumber(N))
        return Issue(L0, C0, "invalid JSON: malformed number '" + N.str() + "'");
      continue;
    }
    Cur.advance(1);
  }
  return std::nullopt;
}
} // namespace

Expected<json::Value> parseJSONText(StringRef Text, StringRef Origin) {
  // Deep nesting is refused before the recursive parser sees it; the other
  // findings only once the parser accepted the text, whose own message is
  // the one to give for malformed text.
  std::optional<JSONScanIssue> Issue = scanJSON(Text);
  auto IssueError = [&] {
    return createStringError(inconvertibleErrorCode(),
                             (Origin + ":" + Twine(Issue->Line) + ":" +
                              Twine(Issue->Col) + ": " + Issue->Message)
                                 .str());
  };
  if (Issue && StringRef(Issue->Message).starts_with("JSON nested"))
    return IssueError();
  Expected<json::Value> V = json::parse(Text);
  if (V && Issue)
    return IssueError();
  if (V)
    return V;
  // json::ParseError only exposes its position through its message,
  // "[Line:Col, byte=N]: Msg"; rewrite it as "Origin:Line:Col: Msg".
  std::string Raw = toString(V.takeError());
  StringRef R(Raw);
  std::string Out;
  size_t Comma = R.find(", byte=");
  size_t Close = R.find("]: ");
  if (R.starts_with("[") && Comma != StringRef::npos &&
      Close != StringRef::npos && Comma < Close)
    Out = (Origin + ":" + R.slice(1, Comma) +
           ": invalid JSON: " + R.substr(Close + 3))
              .str();
  else
    Out = (Origin + ": invalid JSON: " + R).str();
  return createStringError(inconvertibleErrorCode(), Out);
}

//===----------------------------------------------------------------------===//
// JSONReader
//===----------------------------------------------------------------------===//

Error JSONReader::takeError() {
  if (!Failed)
    return Error::success();
  Failed = false;
  return createStringError(inconvertibleErrorCode(), Message);
}

void JSONReader::fail(const std::string &Path, const Twine &Msg) {
  if (Failed)
    return;
  Failed = true;
  Message = (Origin + ": " + (Path.empty() ? "(top level)" : Path) + ": " + Msg)
                .str();
}

std::string JSONReader::key(const std::string &Path, StringRef Key) {
  return Path.empty() ? Key.str() : Path + "." + Key.str();
}

std::string JSONReader::index(const std::string &Path, size_t I) {
  return Path + "[" + std::to_string(I) + "]";
}

const json::Value *JSONReader::field(const json::Object &O, StringRef Key,
                                     const std::string &Path, bool Required) {
  const json::Value *V = O.get(Key);
  if (!V && Required)
    fail(Path, "missing field '" + Key + "'");
  return V;
}

void JSONReader::allowOnly(const json::Object &O, const std::string &Path,
                           std::initializer_list<StringRef> Allowed) {
  // Report the alphabetically first unknown key so the message does not
  // depend on hash order.
  std::optional<std::string> First;
  for (const auto &KV : O) {
    StringRef K = KV.first;
    if (K == "comment" || llvm::is_contained(Allowed, K))
      continue;
    if (!First || K < StringRef(*First))
      First = K.str();
  }
  if (First)
    fail(Path, "unknown field '" + *First + "'");
}

/// Names the JSON type of \p V for messages.
static StringRef kindName(const json::Value &V) {
  switch (V.kind()) {
  case json::Value::Null:
    return "null";
  case json::Value::Boolean:
    return "a boolean";
  case json::Value::Number:
    return "a number";
  case json::Value::String:
    return "a string";
  case json::Value::Array:
    return "an array";
  case json::Value::Object:
    return "an object";
  }
  return "a value";
}

/// The shape of the typed getters: nothing for a missing value or after a
/// finding; else what \p Get makes of the value, or a finding that names
/// \p Expected and the kind found.
template <typename ResultT, typename GetT>
static ResultT getAs(JSONReader &R, const json::Value *V,
                     const std::string &Path, StringRef Expected, GetT Get) {
  if (!V || R.failed())
    return ResultT();
  if (ResultT X = Get(*V))
    return X;
  R.fail(Path, "expected " + Expected + ", found " + kindName(*V));
  return ResultT();
}

const json::Object *JSONReader::asObject(const json::Value *V,
                                         const std::string &Path) {
  return getAs<const json::Object *>(
      *this, V, Path, "an object",
      [](const json::Value &X) { return X.getAsObject(); });
}

const json::Array *JSONReader::asArray(const json::Value *V,
                                       const std::string &Path) {
  return getAs<const json::Array *>(
      *this, V, Path, "an array",
      [](const json::Value &X) { return X.getAsArray(); });
}

std::optional<std::string> JSONReader::asString(const json::Value *V,
                                                const std::string &Path) {
  return getAs<std::optional<std::string>>(
      *this, V, Path, "a string",
      [](const json::Value &X) -> std::optional<std::string> {
        if (auto S = X.getAsString())
          return S->str();
        return std::nullopt;
      });
}

std::optional<bool> JSONReader::asBool(const json::Value *V,
                                       const std::string &Path) {
  return getAs<std::optional<bool>>(
      *this, V, Path, "true or false",
      [](const json::Value &X) { return X.getAsBoolean(); });
}

std::optional<int64_t> JSONReader::asInteger(const json::Value *V,
                                             const std::string &Path,
                                             int64_t Min, int64_t Max) {
  if (!V || Failed)
    return std::nullopt;
  Min = std::max(Min, -MaxAbsValue);
  Max = std::min(Max, MaxAbsValue);
  if (V->kind() != json::Value::Number) {
    fail(Path, "expected an integer, found " + kindName(*V));
    return std::nullopt;
  }
  std::optional<int64_t> I;
  if (auto U = V->getAsUINT64()) {
    // Stored as an integer: compare unsigned first so 2^64-1 is no issue.
    if (*U <= uint64_t(MaxAbsValue))
      I = int64_t(*U);
  } else {
    // Json::Value::getAsInteger converts doubles up to and including 2^63
    // to int64_t, and 2^63 itself overflows; keep doubles well inside the
    // range before asking it.
    std::optional<double> D = V->getAsNumber();
    if (D && *D >= -double(MaxAbsValue) && *D <= double(MaxAbsValue))
      I = V->getAsInteger();
    else if (D && *D == *D && std::floor(*D) == *D) {
      fail(Path,
           "integer out of range [" + Twine(Min) + ", " + Twine(Max) + "]");
      return std::nullopt;
    }
  }
  if (!I) {
    // Distinguish huge integers from fractions for a clearer message.
    std::optional<double> D = V->getAsNumber();
    if (D && std::floor(*D) == *D)
      fail(Path,
           "integer out of range [" + Twine(Min) + ", " + Twine(Max) + "]");
    else
      fail(Path, "expected an integer, found a fractional number");
    return std::nullopt;
  }
  if (*I < Min || *I > Max) {
    fail(Path, "value " + Twine(*I) + " is out of range [" + Twine(Min) + ", " +
                   Twine(Max) + "]");
    return std::nullopt;
  }
  return I;
}

} // namespace io
} // namespace twill
