//===- ReaderUtil.h - Helpers shared by the twill readers -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private helpers of lib/IO: error construction that always names the
/// input, strict integer parsing with range limits, file reading, a guarded
/// llvm::json parse, and a small JSON accessor that records the first error
/// with its JSON path (e.g. `ops[3].reservation[1]`).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_IO_READERUTIL_H
#define TWILL_LIB_IO_READERUTIL_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>

namespace twill {
namespace io {

/// Every integer a reader accepts lies in [-MaxAbsValue, MaxAbsValue]. The
/// bound keeps sums over many ops (path lengths, schedule lengths) far from
/// int64_t overflow in the readers and in every consumer.
constexpr int64_t MaxAbsValue = int64_t(1) << 48;

/// Longest reservation table a reader synthesises from a latency-like field
/// (HatScheT blockingTime, HeuriGym delay), and the most unit-cycles all such
/// tables of one problem may hold. Real instances stay far below; the caps
/// keep a hostile file from asking for gigabytes.
constexpr int64_t MaxSynthesisedCycles = 4096;
constexpr int64_t MaxTotalSynthesisedCycles = int64_t(1) << 20;

/// Deepest JSON nesting accepted; llvm::json parses recursively.
constexpr unsigned MaxJSONDepth = 256;

/// "Origin: Msg".
llvm::Error makeError(llvm::StringRef Origin, const llvm::Twine &Msg);
/// "Origin:Line: Msg".
llvm::Error makeErrorAt(llvm::StringRef Origin, unsigned Line,
                        const llvm::Twine &Msg);

/// Parses a decimal integer (optional sign, surrounding blanks allowed) that
/// lies within +-MaxAbsValue. Returns nullopt for anything else.
std::optional<int64_t> parseInteger(llvm::StringRef S);

/// A + B, saturating at INT64_MAX (both non-negative).
int64_t saturatingAdd(int64_t A, int64_t B);

/// Reads \p Path whole; the error names the path.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readFile(llvm::StringRef Path);

/// The problem name a file suggests: its stem ("graph1" for
/// ".../graph1.graphml").
std::string stemOf(llvm::StringRef Origin);

/// Parses JSON text, refusing deep nesting first; parse errors become
/// "Origin:Line:Col: message".
llvm::Expected<llvm::json::Value> parseJSONText(llvm::StringRef Text,
                                                llvm::StringRef Origin);

/// Native-JSON and HeuriGym readers on an already parsed value (shared with
/// readProblemFile's format detection, which parses once).
llvm::Expected<Problem> parseNativeJSONValue(const llvm::json::Value &Root,
                                             llvm::StringRef Origin);
llvm::Expected<Problem> parseHeuriGymValue(const llvm::json::Value &Root,
                                           llvm::StringRef Origin);

/// Typed access to a parsed JSON document. The first failure is recorded
/// with its path; later calls keep returning empty results so a reader can
/// check failed() once per element instead of after every access.
class JSONReader {
public:
  explicit JSONReader(llvm::StringRef Origin) : Origin(Origin) {}

  bool failed() const { return Failed; }
  /// The recorded error, or success.
  llvm::Error takeError();
  /// Records "Origin: Path: Msg" unless an error is already recorded.
  void fail(const std::string &Path, const llvm::Twine &Msg);

  static std::string key(const std::string &Path, llvm::StringRef Key);
  static std::string index(const std::string &Path, size_t I);

  /// The field \p Key of \p O, or null; a missing required field fails.
  const llvm::json::Value *field(const llvm::json::Object &O,
                                 llvm::StringRef Key, const std::string &Path,
                                 bool Required);
  /// Fails on keys of \p O outside \p Allowed ("comment" is always allowed).
  void allowOnly(const llvm::json::Object &O, const std::string &Path,
                 std::initializer_list<llvm::StringRef> Allowed);

  /// Each returns null/nullopt on a null \p V (an earlier failure) or, after
  /// recording an error, on a value of the wrong type.
  const llvm::json::Object *asObject(const llvm::json::Value *V,
                                     const std::string &Path);
  const llvm::json::Array *asArray(const llvm::json::Value *V,
                                   const std::string &Path);
  std::optional<std::string> asString(const llvm::json::Value *V,
                                      const std::string &Path);
  std::optional<bool> asBool(const llvm::json::Value *V,
                             const std::string &Path);
  /// An integer in [Min, Max] (clamped to +-MaxAbsValue). JSON numbers such
  /// as 2.0 count as integers; 2.5, 1e300 and strings do not.
  std::optional<int64_t> asInteger(const llvm::json::Value *V,
                                   const std::string &Path,
                                   int64_t Min = -MaxAbsValue,
                                   int64_t Max = MaxAbsValue);

private:
  std::string Origin;
  bool Failed = false;
  std::string Message;
};

} // namespace io
} // namespace twill

#endif // TWILL_LIB_IO_READERUTIL_H
