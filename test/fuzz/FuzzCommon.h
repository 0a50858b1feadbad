//===- FuzzCommon.h - Checks shared by the reader fuzzers -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What every reader fuzzer does with a parse result beyond "no crash":
/// run Problem::check(), the writers, and the native JSON round trip.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TEST_FUZZ_FUZZCOMMON_H
#define TWILL_TEST_FUZZ_FUZZCOMMON_H

#include "twill/Model/Problem.h"

#include "llvm/Support/Error.h"

namespace twill::fuzz {

/// Consumes \p P. On success checks the problem, writes it as DOT and as
/// native JSON, reads that back and aborts unless writing it again gives
/// the same text. On failure aborts unless the message names \p Origin.
void exercise(llvm::Expected<Problem> P, llvm::StringRef Origin);

} // namespace twill::fuzz

#endif // TWILL_TEST_FUZZ_FUZZCOMMON_H
