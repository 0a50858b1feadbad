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

#include "gtest/gtest.h"

#include <cstdlib>
#include <random>
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

/// Field-by-field equality of two problems (every field the model has, in
/// order), so a failure says what differs and on which op or dependence.
inline void expectSameProblem(const Problem &A, const Problem &B) {
  EXPECT_EQ(A.Name, B.Name);
  ASSERT_EQ(A.Units.size(), B.Units.size());
  for (size_t I = 0; I < A.Units.size(); ++I) {
    EXPECT_EQ(A.Units[I].Name, B.Units[I].Name);
    EXPECT_EQ(A.Units[I].Capacity, B.Units[I].Capacity);
    EXPECT_EQ(A.Units[I].Description, B.Units[I].Description);
  }
  ASSERT_EQ(A.Memories.size(), B.Memories.size());
  for (size_t I = 0; I < A.Memories.size(); ++I) {
    EXPECT_EQ(A.Memories[I].Name, B.Memories[I].Name);
    EXPECT_EQ(A.Memories[I].CapacityBytes, B.Memories[I].CapacityBytes);
  }
  ASSERT_EQ(A.Warps.has_value(), B.Warps.has_value());
  if (A.Warps) {
    EXPECT_EQ(A.Warps->NumWarps, B.Warps->NumWarps);
    EXPECT_EQ(A.Warps->WarpsPerGroup, B.Warps->WarpsPerGroup);
    EXPECT_EQ(A.Warps->RegisterLimit, B.Warps->RegisterLimit);
    EXPECT_EQ(A.Warps->RegisterFile, B.Warps->RegisterFile);
    EXPECT_EQ(A.Warps->CrossWarpCommunication, B.Warps->CrossWarpCommunication);
  }
  const DependenceGraph &GA = A.Graph, &GB = B.Graph;
  ASSERT_EQ(GA.numOperations(), GB.numOperations());
  for (OpId V = 0; V < GA.numOperations(); ++V) {
    const Operation &X = GA.op(V), &Y = GB.op(V);
    SCOPED_TRACE("op '" + X.Name + "'");
    EXPECT_EQ(X.Name, Y.Name);
    EXPECT_EQ(X.Kind, Y.Kind);
    EXPECT_EQ(X.Latency, Y.Latency);
    EXPECT_EQ(X.Registers, Y.Registers);
    EXPECT_EQ(X.Footprint, Y.Footprint);
    EXPECT_EQ(X.VariableLatency, Y.VariableLatency);
    EXPECT_EQ(X.SpillCost, Y.SpillCost);
    EXPECT_EQ(X.NeedsWarpGroup, Y.NeedsWarpGroup);
    EXPECT_EQ(X.Attributes, Y.Attributes);
    EXPECT_EQ(X.Reservation.NumCycles, Y.Reservation.NumCycles);
    ASSERT_EQ(X.Reservation.Uses.size(), Y.Reservation.Uses.size()) << X.Name;
    for (size_t I = 0; I < X.Reservation.Uses.size(); ++I) {
      EXPECT_EQ(X.Reservation.Uses[I].Unit, Y.Reservation.Uses[I].Unit);
      EXPECT_EQ(X.Reservation.Uses[I].Cycle, Y.Reservation.Uses[I].Cycle);
      EXPECT_EQ(X.Reservation.Uses[I].Count, Y.Reservation.Uses[I].Count);
    }
  }
  ASSERT_EQ(GA.numDependences(), GB.numDependences());
  for (size_t I = 0; I < GA.numDependences(); ++I) {
    const Dependence &X = GA.dependences()[I], &Y = GB.dependences()[I];
    SCOPED_TRACE("dependence #" + std::to_string(I));
    EXPECT_EQ(X.Src, Y.Src);
    EXPECT_EQ(X.Dst, Y.Dst);
    EXPECT_EQ(X.Delay, Y.Delay);
    EXPECT_EQ(X.Distance, Y.Distance);
    EXPECT_EQ(X.Blocking, Y.Blocking);
    EXPECT_EQ(X.Attributes, Y.Attributes);
  }
}

/// A random loop (TimeIndexedTest, ModuloDifferenceTest): ops on two units (capacity 1, reservations of 1-4
/// cycles) or on none, forward edges of distance 0 and back edges of
/// distance 1-2, so that cycles (components) exist.
inline Problem randomLoop(std::mt19937 &Rng, unsigned N) {
  Problem P("random");
  P.Units = {{"a", 1, ""}, {"b", 1, ""}};
  std::uniform_int_distribution<int> Unit(0, 2), Len(1, 4), Delay(1, 3);
  for (unsigned I = 0; I < N; ++I) {
    int U = Unit(Rng);
    Operation Op = U == 2 ? makeOp(("n" + std::to_string(I)).c_str(), "a")
                          : makeOp(("n" + std::to_string(I)).c_str(),
                                         U == 0 ? "a" : "b", Len(Rng));
    if (U == 2)
      Op.Reservation.Uses.clear(); // no unit: only its timing matters
    P.Graph.addOperation(Op);
  }
  std::uniform_int_distribution<unsigned> Pick(0, N - 1);
  for (unsigned E = 0; E < N + N / 2; ++E) {
    unsigned A = Pick(Rng), B = Pick(Rng);
    if (A == B)
      continue;
    if (A > B)
      std::swap(A, B);
    P.Graph.addDependence(A, B, Delay(Rng));
  }
  for (unsigned E = 0; E < 4; ++E) {
    unsigned A = Pick(Rng), B = Pick(Rng);
    if (A < B)
      std::swap(A, B);
    P.Graph.addDependence(A, B, Delay(Rng), 1 + E % 2);
  }
  return P;
}

} // namespace twill::test

#endif // TWILL_TEST_TESTUTIL_H
