//===- VerifierTest.cpp - The independent schedule verifier ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One legal schedule passes; each class of violation is caught and names
/// the ops and the constraint.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

using namespace twill;
using twill::test::attentionExample;
using twill::test::makeOp;
using twill::test::makeSchedule;

namespace {


std::string messages(const VerificationResult &R) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  R.print(OS);
  return OS.str();
}

TEST(Verifier, AcceptsThePapersSchedule) {
  // I=2, S@0, P@2, O@3 (Soi et al. §3.1).
  VerificationResult R = verifySchedule(attentionExample(), makeSchedule(2, {0, 2, 3}, 4));
  EXPECT_TRUE(R.ok()) << messages(R);
}

TEST(Verifier, CatchesResourceConflictModuloII) {
  // S@0 and O@2 collide on the tensor core: 0 = 2 mod 2.
  VerificationResult R = verifySchedule(attentionExample(), makeSchedule(2, {0, 1, 2}, 3));
  ASSERT_EQ(R.count(ConstraintKind::Resource), 1u) << messages(R);
  EXPECT_EQ(R.Violations[0].Ops, (std::vector<OpId>{0, 2}));
  EXPECT_NE(messages(R).find("unit 'tc' holds 2 instances at residue 0 (mod 2)"),
            std::string::npos)
      << messages(R);
}

TEST(Verifier, CatchesDependenceWithDistance) {
  // O -> O with distance 1 and delay 1 needs I >= 1; S -> P delay 1 broken.
  VerificationResult R = verifySchedule(attentionExample(), makeSchedule(2, {0, 0, 3}, 4));
  EXPECT_EQ(R.count(ConstraintKind::Dependence), 1u) << messages(R);
  EXPECT_NE(messages(R).find("dependence S -> P"), std::string::npos);
  // A carried edge: make O -> O need delay 3 at I = 2.
  Problem P = attentionExample();
  P.Graph.dependences()[2].Delay = 3;
  R = verifySchedule(P, makeSchedule(2, {0, 2, 3}, 4));
  ASSERT_EQ(R.count(ConstraintKind::Dependence), 1u) << messages(R);
  EXPECT_EQ(R.Violations[0].Ops, (std::vector<OpId>{2, 2}));
}

TEST(Verifier, CatchesShapeErrors) {
  VerificationResult R = verifySchedule(attentionExample(), makeSchedule(2, {0, 2}, 4));
  EXPECT_EQ(R.count(ConstraintKind::Shape), 1u);
  R = verifySchedule(attentionExample(), makeSchedule(0, {0, 2, 3}, 4));
  EXPECT_EQ(R.count(ConstraintKind::Shape), 1u);
  R = verifySchedule(attentionExample(), makeSchedule(2, {0, 2, 3}, 3)); // O ends at 4.
  EXPECT_EQ(R.count(ConstraintKind::Shape), 1u) << messages(R);
  R = verifySchedule(attentionExample(), makeSchedule(2, {-2, 2, 3}, 4));
  EXPECT_GE(R.count(ConstraintKind::Shape), 1u);
}

TEST(Verifier, CatchesMemoryCapacity) {
  Problem P = attentionExample();
  P.Memories = {{"smem", 1000}};
  P.Graph.op(0).Footprint["smem"] = 600;
  P.Graph.op(1).Footprint["smem"] = 600;
  // S lives [0, 2) (until P issues at 2), P lives [2, 3) (until O issues
  // at 3). Folded mod 2, residue 0 holds S and P (1200 bytes), residue 1
  // holds S (600).
  VerificationResult R = verifySchedule(P, makeSchedule(2, {0, 2, 3}, 4));
  EXPECT_EQ(R.count(ConstraintKind::Memory), 1u) << messages(R);
  EXPECT_NE(messages(R).find("holds 1200 bytes"), std::string::npos)
      << messages(R);
  P.Memories[0].CapacityBytes = 1200;
  EXPECT_TRUE(verifySchedule(P, makeSchedule(2, {0, 2, 3}, 4)).ok());
}

Problem warpProblem() {
  Problem P = attentionExample();
  P.Warps = WarpConfig{8, 4, 255};
  return P;
}

ModuloSchedule withWarps(ModuloSchedule S, std::vector<unsigned> W) {
  S.Warps = WarpAssignment{std::move(W)};
  return S;
}

TEST(Verifier, AcceptsLegalWarpAssignment) {
  Problem P = warpProblem();
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 0, 0}));
  EXPECT_TRUE(R.ok()) << messages(R);
}

TEST(Verifier, CatchesWarpIndexAndGroupAlignment) {
  Problem P = warpProblem();
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 9, 0}));
  EXPECT_EQ(R.count(ConstraintKind::WarpIndex), 1u) << messages(R);
  P.Graph.op(0).NeedsWarpGroup = true;
  R = verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {2, 2, 2}));
  EXPECT_EQ(R.count(ConstraintKind::WarpIndex), 1u) << messages(R);
  EXPECT_NE(messages(R).find("needs a whole warp group"), std::string::npos);
  // Without a warp configuration an assignment is itself a violation.
  R = verifySchedule(attentionExample(),
                     withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 0, 0}));
  EXPECT_EQ(R.count(ConstraintKind::WarpIndex), 1u);
}

TEST(Verifier, CatchesVariableLatencyOpSharingAWarp) {
  Problem P = warpProblem();
  P.Graph.op(0).VariableLatency = true;
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 0, 1}));
  ASSERT_EQ(R.count(ConstraintKind::VariableLatency), 1u) << messages(R);
  EXPECT_EQ(R.Violations[0].Ops, (std::vector<OpId>{0, 1}));
}

TEST(Verifier, CatchesCrossWarpSpill) {
  Problem P = warpProblem();
  P.Graph.op(0).SpillCost = 3;
  // S on warp 0, P on warp 1: P needs start >= 0 + 1 + 3 = 4.
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 1, 1}));
  ASSERT_EQ(R.count(ConstraintKind::CrossWarpSpill), 1u) << messages(R);
  EXPECT_TRUE(
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 0, 0})).ok());
  EXPECT_TRUE(
      verifySchedule(P, withWarps(makeSchedule(4, {0, 4, 5}, 6), {0, 1, 1})).ok());
}

TEST(Verifier, CatchesBlockingSynchronization) {
  Problem P = warpProblem();
  P.Graph.op(0).Latency = 2;
  P.Graph.op(0).Reservation = ReservationTable::block("tc", 1);
  P.Graph.dependences()[0].Blocking = true; // S -> P blocks P's warp.
  // I=3: S@0 runs cycles 0-1, P@1... P must wait for S's delay 1: P@1 while
  // S still executes on the same warp.
  P.Graph.dependences()[0].Delay = 1;
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(3, {0, 1, 2}, 3), {0, 0, 0}));
  ASSERT_EQ(R.count(ConstraintKind::Blocking), 1u) << messages(R);
  EXPECT_EQ(R.Violations[0].Ops, (std::vector<OpId>{1, 0}));
  // On different warps the wait blocks nobody else.
  R = verifySchedule(P, withWarps(makeSchedule(3, {0, 1, 2}, 3), {0, 1, 1}));
  EXPECT_EQ(R.count(ConstraintKind::Blocking), 0u) << messages(R);
}

TEST(Verifier, CatchesRegisterLimit) {
  Problem P = warpProblem();
  P.Warps->RegisterLimit = 200;
  P.Graph.op(0).Registers = 128;
  P.Graph.op(1).Registers = 128;
  // S lives [0, 2), P lives [2, 3): residue 0 holds S and P, 256 registers
  // on warp 0.
  VerificationResult R =
      verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 0, 0}));
  EXPECT_EQ(R.count(ConstraintKind::RegisterLimit), 1u) << messages(R);
  EXPECT_NE(messages(R).find("holds 256 registers"), std::string::npos);
  // Split over two warps: 128 each (spill cost 0 keeps it legal).
  R = verifySchedule(P, withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 1, 1}));
  EXPECT_TRUE(R.ok()) << messages(R);
}

TEST(Verifier, CatchesRegisterFileOverflowAcrossWarps) {
  Problem P = warpProblem();
  P.Warps->RegisterLimit = 300;
  P.Graph.op(0).Registers = 128;
  P.Graph.op(1).Registers = 128;
  ModuloSchedule S = withWarps(makeSchedule(2, {0, 2, 3}, 4), {0, 1, 1});
  // Peaks: warp 0 holds S (128), warp 1 holds P (128).
  P.Warps->RegisterFile = 256;
  EXPECT_TRUE(verifySchedule(P, S).ok());
  P.Warps->RegisterFile = 255;
  VerificationResult R = verifySchedule(P, S);
  ASSERT_EQ(R.count(ConstraintKind::RegisterLimit), 1u) << messages(R);
  EXPECT_NE(messages(R).find("add up to 256"), std::string::npos);
}

TEST(Verifier, ErrorFormListsViolations) {
  llvm::Error E =
      verifyScheduleOrError(attentionExample(), makeSchedule(1, {0, 1, 2}, 3));
  ASSERT_TRUE(bool(E));
  std::string M = llvm::toString(std::move(E));
  EXPECT_NE(M.find("violation [resource]"), std::string::npos) << M;
  EXPECT_FALSE(bool(verifyScheduleOrError(attentionExample(), makeSchedule(2, {0, 2, 3}, 4))));
}

} // namespace
