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

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"

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

/// The Twill paper's running example with unit costs: S (tc) -> P (mufu)
/// -> O (tc), and O -> O carried over one iteration.
inline Problem attentionExample() {
  Problem P("fa");
  P.Units = {{"tc", 1, ""}, {"mufu", 1, ""}};
  P.Graph.addOperation(makeOp("S", "tc"));
  P.Graph.addOperation(makeOp("P", "mufu"));
  P.Graph.addOperation(makeOp("O", "tc"));
  P.Graph.addDependence(0, 1, 1);
  P.Graph.addDependence(1, 2, 1);
  P.Graph.addDependence(2, 2, 1, 1);
  return P;
}

/// A schedule with initiation interval \p II, starts \p Start, length \p L.
inline ModuloSchedule makeSchedule(int64_t II, std::vector<int64_t> Start,
                                   int64_t L) {
  ModuloSchedule S;
  S.II = II;
  S.Start = std::move(Start);
  S.Length = L;
  return S;
}

} // namespace twill::test

#endif // TWILL_TEST_TESTUTIL_H
