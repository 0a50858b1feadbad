//===- WarpAssignmentTest.cpp - Warps for fixed start times ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// assignWarpsForStarts() on hand-made problems whose answer is known: each
/// family forces or forbids a sharing, the register limit spreads values
/// over groups, and the impossible cases come back Infeasible with the
/// families (and edges) of the conflict. Every assignment returned goes
/// through the independent verifier.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/WarpAssignment.h"

#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

using namespace twill;

namespace {

/// Ops of \p Cycles cycles each on an unlimited unit, with \p Regs
/// registers; warp-group ops when \p Group.
Problem makeProblem(unsigned N, int64_t Cycles, int64_t Regs, bool Group,
                    WarpConfig W) {
  Problem P("warps");
  P.Units.push_back({"alu", -1});
  for (unsigned I = 0; I < N; ++I) {
    Operation Op;
    Op.Name = "op" + std::to_string(I);
    Op.Latency = Cycles;
    Op.Reservation = ReservationTable::block("alu", unsigned(Cycles));
    Op.Registers = Regs;
    Op.NeedsWarpGroup = Group;
    P.Graph.addOperation(std::move(Op));
  }
  P.Warps = W;
  return P;
}

ModuloSchedule makeSchedule(int64_t II, std::vector<int64_t> Start,
                            const Problem &P) {
  ModuloSchedule S;
  S.II = II;
  S.Start = std::move(Start);
  S.Length = ModuloSchedule::computeLength(P.Graph, S.Start);
  return S;
}

void expectAssigned(const Problem &P, const WarpAssignResult &R) {
  ASSERT_EQ(R.Status, SolveStatus::Feasible) << R.Message;
  ASSERT_TRUE(R.Schedule.Warps.has_value());
  VerificationResult V = verifySchedule(P, R.Schedule);
  std::string Msg;
  llvm::raw_string_ostream OS(Msg);
  V.print(OS);
  EXPECT_TRUE(V.ok()) << OS.str();
}

TEST(WarpAssignment, RegisterLimitSpreadsValuesOverGroups) {
  // Three 128-register values live at once: a group holds at most one
  // under a limit of 255, so three groups are the least.
  Problem P = makeProblem(3, 4, 128, true, WarpConfig{16, 4, 255, 2048});
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P));
  expectAssigned(P, R);
  EXPECT_EQ(R.GroupsUsed, 3u);
  // One group per value at different times: a single group suffices.
  R = assignWarpsForStarts(P, makeSchedule(12, {0, 4, 8}, P));
  expectAssigned(P, R);
  EXPECT_EQ(R.GroupsUsed, 1u);
}

TEST(WarpAssignment, RegisterFileIsShared) {
  // Three groups' peaks of 128 registers exceed a file of 300 (per thread,
  // summed over the 12 warps of three groups).
  Problem P = makeProblem(3, 4, 128, true, WarpConfig{16, 4, 255, 300});
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P));
  EXPECT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_NE(R.Message.find("register"), std::string::npos) << R.Message;
}

TEST(WarpAssignment, SpillWithoutSlackSharesAWarp) {
  // op0 -> op1 with a spill cost of 10 and no slack: same warp. op1 is a
  // blocking consumer of op2, which executes when op1 issues: op1 and op2
  // on different warps.
  Problem P = makeProblem(3, 4, 0, false, WarpConfig{8, 4, 255, 0});
  P.Graph.op(0).SpillCost = 10;
  P.Graph.addDependence(0, 1, 4);
  P.Graph.addDependence(2, 1, 0, 0, /*Blocking=*/true);
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(20, {0, 4, 2}, P));
  expectAssigned(P, R);
  EXPECT_EQ(R.Schedule.Warps->Warp[0], R.Schedule.Warps->Warp[1]);
  EXPECT_NE(R.Schedule.Warps->Warp[1], R.Schedule.Warps->Warp[2]);
  EXPECT_EQ(R.GroupsUsed, 1u);
}

TEST(WarpAssignment, ConflictNamesFamiliesAndEdges) {
  // op0 (variable latency) -> op1 (fixed) without the slack for op0's
  // spill: they must share a warp and may not.
  Problem P = makeProblem(2, 4, 0, false, WarpConfig{8, 4, 255, 0});
  P.Graph.op(0).SpillCost = 10;
  P.Graph.op(0).VariableLatency = true;
  P.Graph.addDependence(0, 1, 4);
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(20, {0, 4}, P));
  ASSERT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_NE(R.Message.find("cross-warp-spill"), std::string::npos)
      << R.Message;
  EXPECT_NE(R.Message.find("variable-latency"), std::string::npos)
      << R.Message;
  EXPECT_EQ(R.SpillEdgesInCore, std::vector<unsigned>{0});
  // With the slack for the spill, the edge may cross warps.
  R = assignWarpsForStarts(P, makeSchedule(20, {0, 14}, P));
  expectAssigned(P, R);
  EXPECT_NE(R.Schedule.Warps->Warp[0], R.Schedule.Warps->Warp[1]);
}

TEST(WarpAssignment, BrokenMemoryIsRefusedWithTheReason) {
  Problem P = makeProblem(2, 4, 0, false, WarpConfig{8, 4, 255, 0});
  P.Memories.push_back({"smem", 100});
  P.Graph.op(0).Footprint["smem"] = 60;
  P.Graph.op(1).Footprint["smem"] = 60;
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(8, {0, 0}, P));
  EXPECT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_NE(R.Message.find("memory"), std::string::npos) << R.Message;
}

TEST(WarpAssignment, NoWarpConfigurationIsAnError) {
  Problem P = makeProblem(1, 4, 0, false, WarpConfig{});
  P.Warps.reset();
  EXPECT_EQ(assignWarpsForStarts(P, makeSchedule(4, {0}, P)).Status,
            SolveStatus::Error);
}

TEST(WarpAssignment, Deterministic) {
  Problem P = makeProblem(6, 4, 100, true, WarpConfig{16, 4, 255, 2048});
  ModuloSchedule S = makeSchedule(6, {0, 1, 2, 3, 4, 5}, P);
  WarpAssignResult A = assignWarpsForStarts(P, S);
  WarpAssignResult B = assignWarpsForStarts(P, S);
  expectAssigned(P, A);
  ASSERT_TRUE(B.Schedule.Warps.has_value());
  EXPECT_EQ(A.Schedule.Warps->Warp, B.Schedule.Warps->Warp);
}

} // namespace
