//===- TestUtil.h - Helpers shared by the unit tests ------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where the unit tests find the shared datasets and the test inputs, and
/// small builders they share.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TEST_TESTUTIL_H
#define TWILL_TEST_TESTUTIL_H

#include "twill/Model/DependenceGraph.h"

#include "llvm/Support/FileSystem.h"

#include <cstdlib>
#include <string>

namespace twill::test {

/// The datasets folder: $TWILL_DATASETS, else the configured default.
/// Returns "" when it does not exist; callers then GTEST_SKIP().
inline std::string datasetsDir() {
  const char *Env = std::getenv("TWILL_DATASETS");
  std::string Dir = (Env && *Env) ? Env : TWILL_DEFAULT_DATASETS;
  return llvm::sys::fs::is_directory(Dir + "/hatscht-modulo") ? Dir : "";
}

/// test/inputs in the source tree.
inline std::string inputsDir() { return TWILL_TEST_INPUTS; }

/// An op of kind \p Unit that holds \p Count instances of \p Unit for
/// \p Cycles cycles, with that latency.
inline Operation makeOp(const char *Name, const char *Unit,
                        unsigned Cycles = 1, unsigned Count = 1) {
  Operation Op;
  Op.Name = Name;
  Op.Kind = Unit;
  Op.Latency = Cycles;
  Op.Reservation = ReservationTable::block(Unit, Cycles, Count);
  return Op;
}

} // namespace twill::test

#endif // TWILL_TEST_TESTUTIL_H
