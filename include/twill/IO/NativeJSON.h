//===- NativeJSON.h - twill's own problem and schedule JSON -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The native JSON formats (docs/formats.md), read and written with
/// llvm::json: problems ("twill-problem") and schedules
/// ("twill-schedule").
/// Implemented in lib/IO/NativeJSON.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_NATIVEJSON_H
#define TWILL_IO_NATIVEJSON_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <utility>
#include <vector>

namespace twill {

/// Parses native JSON text. \p Origin names the source in error messages.
llvm::Expected<Problem> parseNativeJSON(llvm::StringRef Text,
                                        llvm::StringRef Origin);
/// Writes \p P as native JSON.
void writeNativeJSON(const Problem &P, llvm::raw_ostream &OS);

/// The costs a schedule's times are in: its `costs` field.
struct ScheduleCosts {
  /// False for a file without the field (written before it existed).
  bool Recorded = false;
  /// 0: the problem's own costs; otherwise the U of the cost normalization
  /// (twill::normalizeProblem) the times refer to.
  int64_t NormalizeU = 0;
  /// The normalization's map, original -> normalized, ascending (empty for
  /// the problem's own costs): a reader checks that normalizing the problem
  /// again gives the same map.
  std::vector<std::pair<int64_t, int64_t>> Map;
};

/// Parses a schedule (native JSON, docs/formats.md) for \p G; its `costs`
/// field goes to \p Costs when given.
llvm::Expected<ModuloSchedule>
parseScheduleJSON(llvm::StringRef Text, llvm::StringRef Origin,
                  const DependenceGraph &G, ScheduleCosts *Costs = nullptr);
llvm::Expected<ModuloSchedule> readScheduleFile(llvm::StringRef Path,
                                                const DependenceGraph &G,
                                                ScheduleCosts *Costs = nullptr);
/// Writes \p S; with \p Costs, also the `costs` field.
void writeScheduleJSON(const DependenceGraph &G, const ModuloSchedule &S,
                       llvm::raw_ostream &OS,
                       const ScheduleCosts *Costs = nullptr);

} // namespace twill

#endif // TWILL_IO_NATIVEJSON_H
