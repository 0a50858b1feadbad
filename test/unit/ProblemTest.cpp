//===- ProblemTest.cpp - Problem::check() ---------------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Problem::check() accepts valid inputs and rejects each class of invalid
/// input with a message naming what is wrong.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Model/Problem.h"

#include "gtest/gtest.h"

using namespace twill;
using twill::test::makeOp;

namespace {

/// The paper's running example: S = GEMM, P = EXP, O = GEMM (accumulating).
Problem simplifiedAttention() {
  Problem P("fa");
  P.Units = {{"tc", 1, ""}, {"mufu", 1, ""}};
  OpId S = P.Graph.addOperation(makeOp("S", "tc"));
  OpId E = P.Graph.addOperation(makeOp("P", "mufu"));
  OpId O = P.Graph.addOperation(makeOp("O", "tc"));
  P.Graph.addDependence(S, E, 1);
  P.Graph.addDependence(E, O, 1);
  P.Graph.addDependence(O, O, 1, 1);
  return P;
}

std::string checkMessage(const Problem &P) {
  llvm::Error E = P.check();
  return E ? llvm::toString(std::move(E)) : std::string();
}

TEST(ProblemCheck, AcceptsValidProblem) {
  EXPECT_EQ(checkMessage(simplifiedAttention()), "");
}

TEST(ProblemCheck, RejectsUnknownUnit) {
  Problem P = simplifiedAttention();
  P.Graph.addOperation(makeOp("X", "warp_shuffle"));
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("op 'X' uses unknown unit 'warp_shuffle'"), std::string::npos)
      << M;
}

TEST(ProblemCheck, RejectsNegativeDelay) {
  Problem P = simplifiedAttention();
  P.Graph.addDependence(0, 2, -3);
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("dependence S -> O has a negative delay (-3)"),
            std::string::npos)
      << M;
}

TEST(ProblemCheck, RejectsSelfEdgeWithoutDistance) {
  Problem P = simplifiedAttention();
  P.Graph.addDependence(1, 1, 0, 0);
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("dependence P -> P is a self-edge with distance 0"),
            std::string::npos)
      << M;
}

TEST(ProblemCheck, RejectsZeroDistanceCycleNamingItsOps) {
  Problem P = simplifiedAttention();
  // O -> S with distance 0 closes S -> P -> O -> S inside one iteration.
  P.Graph.addDependence(2, 0, 0, 0);
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("dependence cycle with total distance 0: S -> P -> O -> S"),
            std::string::npos)
      << M;
}

TEST(ProblemCheck, AcceptsCycleWithDistance) {
  Problem P = simplifiedAttention();
  P.Graph.addDependence(2, 0, 0, 1);
  EXPECT_EQ(checkMessage(P), "");
}

TEST(ProblemCheck, RejectsReservationAboveCapacity) {
  Problem P = simplifiedAttention();
  P.Graph.addOperation(makeOp("Wide", "tc", 2, 3));
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("op 'Wide' needs 3 instances of unit 'tc' in cycle 0 but "
                   "the machine has 1"),
            std::string::npos)
      << M;
}

TEST(ProblemCheck, RejectsDuplicateNamesAndUnknownMemory) {
  Problem P = simplifiedAttention();
  Operation Dup = makeOp("S", "tc");
  Dup.Footprint["smem"] = 64;
  P.Graph.addOperation(Dup);
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("op name 'S' is used twice"), std::string::npos) << M;
  EXPECT_NE(M.find("footprint in unknown memory 'smem'"), std::string::npos)
      << M;
}

TEST(ProblemCheck, RejectsWarpGroupOpWithoutEnoughWarps) {
  Problem P = simplifiedAttention();
  P.Warps = WarpConfig{2, 4, 255};
  P.Graph.op(0).NeedsWarpGroup = true;
  std::string M = checkMessage(P);
  EXPECT_NE(M.find("op 'S' needs a whole warp group but only 2 warps exist"),
            std::string::npos)
      << M;
}

TEST(ProblemCheck, UnlimitedUnitsHaveNoCapacityLimit) {
  Problem P;
  P.Name = "wide";
  P.Units = {{"alu", -1, ""}};
  P.Graph.addOperation(makeOp("A", "alu", 1, 100));
  EXPECT_EQ(checkMessage(P), "");
}

} // namespace
