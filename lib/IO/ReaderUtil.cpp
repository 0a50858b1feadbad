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

/// Returns "Line:Col" of the first point where JSON nesting exceeds
/// MaxJSONDepth, or nullopt. Strings are skipped so brackets inside them do
/// not count.
static std::optional<std::pair<unsigned, unsigned>>
findExcessiveNesting(StringRef Text) {
  unsigned Depth = 0, Line = 1, Col = 0;
  bool InString = false, Escaped = false;
  for (char C : Text) {
    ++Col;
    if (C == '\n') {
      ++Line;
      Col = 0;
    }
    if (InString) {
      if (Escaped)
        Escaped = false;
      else if (C == '\\')
        Escaped = true;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxJSONDepth)
        return std::make_pair(Line, Col);
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return std::nullopt;
}

Expected<json::Value> parseJSONText(StringRef Text, StringRef Origin) {
  if (auto Where = findExcessiveNesting(Text))
    return createStringError(
        inconvertibleErrorCode(),
        (Origin + ":" + Twine(Where->first) + ":" + Twine(Where->second) +
         ": JSON nested deeper than " + Twine(MaxJSONDepth) + " levels")
            .str());
  Expected<json::Value> V = json::parse(Text);
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

const json::Object *JSONReader::asObject(const json::Value *V,
                                         const std::string &Path) {
  if (!V || Failed)
    return nullptr;
  if (const json::Object *O = V->getAsObject())
    return O;
  fail(Path, "expected an object, found " + kindName(*V));
  return nullptr;
}

const json::Array *JSONReader::asArray(const json::Value *V,
                                       const std::string &Path) {
  if (!V || Failed)
    return nullptr;
  if (const json::Array *A = V->getAsArray())
    return A;
  fail(Path, "expected an array, found " + kindName(*V));
  return nullptr;
}

std::optional<std::string> JSONReader::asString(const json::Value *V,
                                                const std::string &Path) {
  if (!V || Failed)
    return std::nullopt;
  if (auto S = V->getAsString())
    return S->str();
  fail(Path, "expected a string, found " + kindName(*V));
  return std::nullopt;
}

std::optional<bool> JSONReader::asBool(const json::Value *V,
                                       const std::string &Path) {
  if (!V || Failed)
    return std::nullopt;
  if (auto B = V->getAsBoolean())
    return *B;
  fail(Path, "expected true or false, found " + kindName(*V));
  return std::nullopt;
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
