//===- WarpAssignmentTest.cpp - Warps for fixed start times ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// assignWarpsForStarts(), the one encoding of the warp families at fixed
/// starts, on hand-made problems whose answer is known: each family forces
/// or forbids a sharing, the register limit spreads values over groups, the
/// impossible cases come back Infeasible with the typed families (and
/// edges) of the conflict, and the crossing minimization (the compiler's
/// use, and solveJoint's at JointOptions::FixedStarts) reaches the least
/// count. Every assignment returned goes through the independent verifier.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/WarpAssignment.h"

#include "twill/Twill/JointSolver.h"
#include "twill/Verifier/Verifier.h"

#include <set>

#include "gtest/gtest.h"

using namespace twill;

namespace {

/// Ops of \p Cycles cycles each on an unlimited unit, with \p Regs
/// registers; warp-group ops when \p Group.
Problem makeProblem(unsigned N, int64_t Cycles, int64_t Regs, bool Group,
                    WarpConfig W) {
  Problem P("warps");
  P.Units.push_back({"alu", -1, ""});
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

TEST(WarpAssignment, FirstFitAtOneGroupKeepsTheFewestGroups) {
  // Where one group suffices, first fit's one group is the exact query's
  // answer; where three are needed, first fit does not stop the exact
  // query (which proves three the least).
  Problem P = makeProblem(3, 4, 128, true, WarpConfig{16, 4, 255, 2048});
  WarpAssignOptions Opts;
  Opts.FirstFitAtOneGroup = true;
  ModuloSchedule Apart = makeSchedule(12, {0, 4, 8}, P);
  WarpAssignResult Fast = assignWarpsForStarts(P, Apart, Opts);
  expectAssigned(P, Fast);
  EXPECT_TRUE(Fast.FirstFit);
  EXPECT_TRUE(Fast.LeastGroups);
  EXPECT_EQ(Fast.GroupsUsed, assignWarpsForStarts(P, Apart).GroupsUsed);
  WarpAssignResult Spread =
      assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P), Opts);
  expectAssigned(P, Spread);
  EXPECT_FALSE(Spread.FirstFit);
  EXPECT_TRUE(Spread.LeastGroups);
  EXPECT_EQ(Spread.GroupsUsed, 3u);
}

TEST(WarpAssignment, OneValueAboveTheLimitNeedsNoQuery) {
  // op0's 128-register value is read by op1 a stage later (start 8 at
  // II 4, distance 1): it lives [0, 12), three instances at once, 384
  // registers on whichever warp holds op0. No assignment exists, and the
  // check that says so asks no query.
  Problem P = makeProblem(2, 4, 128, false, WarpConfig{16, 4, 255, 2048});
  P.Graph.addDependence(0, 1, 4, 1);
  ModuloSchedule S = makeSchedule(4, {0, 8}, P);
  WarpAssignResult R = assignWarpsForStarts(P, S);
  EXPECT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_NE(R.Message.find("op 'op0' alone holds 384 registers"),
            std::string::npos)
      << R.Message;
  EXPECT_NE(R.Message.find("no query asked"), std::string::npos) << R.Message;
  EXPECT_EQ(R.Core, std::vector<ConstraintFamily>{
                        ConstraintFamily::RegisterLimit});
  // Below the limit (two instances of 100 registers) the check is silent
  // and one group holds both values.
  Problem Q = makeProblem(2, 4, 100, false, WarpConfig{16, 4, 255, 2048});
  Q.Graph.addDependence(0, 1, 4, 1);
  WarpAssignResult Fits = assignWarpsForStarts(Q, makeSchedule(4, {0, 4}, Q));
  expectAssigned(Q, Fits);
}

TEST(WarpAssignment, RegisterFileIsShared) {
  // Three groups' peaks of 128 registers exceed a file of 300 (per thread,
  // summed over the 12 warps of three groups).
  Problem P = makeProblem(3, 4, 128, true, WarpConfig{16, 4, 255, 300});
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P));
  EXPECT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_NE(R.Message.find("register"), std::string::npos) << R.Message;
  // The register file is a part of the register-limit family, as in the
  // verifier.
  EXPECT_NE(std::find(R.Core.begin(), R.Core.end(),
                      ConstraintFamily::RegisterLimit),
            R.Core.end());
}

/// The compiler's options: the plain solver and pseudo-Boolean budgets.
WarpAssignOptions budgetOptions() {
  WarpAssignOptions Opts;
  Opts.PlainSolver = true;
  Opts.RegisterBudgets = true;
  return Opts;
}

TEST(WarpAssignment, RegisterBudgetsKeepTheLimitAndTheFile) {
  // The two tests above with the register file as budgets.
  Problem P = makeProblem(3, 4, 128, true, WarpConfig{16, 4, 255, 2048});
  WarpAssignResult R =
      assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P), budgetOptions());
  expectAssigned(P, R);
  EXPECT_EQ(R.GroupsUsed, 3u);
  R = assignWarpsForStarts(P, makeSchedule(12, {0, 4, 8}, P),
                           budgetOptions());
  expectAssigned(P, R);
  EXPECT_EQ(R.GroupsUsed, 1u);
  P.Warps->RegisterFile = 300;
  R = assignWarpsForStarts(P, makeSchedule(8, {0, 0, 0}, P), budgetOptions());
  ASSERT_EQ(R.Status, SolveStatus::Infeasible) << R.Message;
  EXPECT_TRUE(llvm::is_contained(R.Core, ConstraintFamily::RegisterLimit));
}

TEST(WarpAssignment, RegisterBudgetsKeepRowsNoOtherDominates) {
  // op0 (200 registers) is live in [0, 4), op1 (200) in [4, 8), op2 (100)
  // in [0, 8): the rows {200, 0, 100} and {0, 200, 100} bound different
  // ops, so both stay, and op2 shares a warp with neither.
  Problem P = makeProblem(3, 4, 200, false, WarpConfig{8, 4, 255, 0});
  P.Graph.op(2).Latency = 8;
  P.Graph.op(2).Reservation = ReservationTable::block("alu", 8);
  P.Graph.op(2).Registers = 100;
  WarpAssignResult R =
      assignWarpsForStarts(P, makeSchedule(8, {0, 4, 0}, P), budgetOptions());
  expectAssigned(P, R);
  EXPECT_NE(R.Schedule.Warps->Warp[2], R.Schedule.Warps->Warp[0]);
  EXPECT_NE(R.Schedule.Warps->Warp[2], R.Schedule.Warps->Warp[1]);
}

TEST(WarpAssignment, RegisterBudgetsRoundUpToEightRegisters) {
  // One op of 121 registers on one warp: its peak fits a file of 121, its
  // budget (128, setmaxnreg's granularity) does not; 128 holds it.
  Problem P = makeProblem(1, 4, 121, false, WarpConfig{4, 4, 255, 121});
  ModuloSchedule S = makeSchedule(4, {0}, P);
  expectAssigned(P, assignWarpsForStarts(P, S));
  WarpAssignResult R = assignWarpsForStarts(P, S, budgetOptions());
  ASSERT_EQ(R.Status, SolveStatus::Infeasible) << R.Message;
  EXPECT_TRUE(llvm::is_contained(R.Core, ConstraintFamily::RegisterLimit));
  P.Warps->RegisterFile = 128;
  expectAssigned(P, assignWarpsForStarts(P, S, budgetOptions()));
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
  EXPECT_FALSE(R.StartsBroken);
  for (ConstraintFamily F :
       {ConstraintFamily::VariableLatency, ConstraintFamily::CrossWarpSpill})
    EXPECT_NE(std::find(R.Core.begin(), R.Core.end(), F), R.Core.end())
        << stableName(F).str();
  // Shrunk by deletion, the core keeps exactly what the conflict needs.
  WarpAssignOptions Shrink;
  Shrink.MinimizeCore = true;
  WarpAssignResult Small =
      assignWarpsForStarts(P, makeSchedule(20, {0, 4}, P), Shrink);
  ASSERT_EQ(Small.Status, SolveStatus::Infeasible);
  EXPECT_EQ(Small.Core, (std::vector<ConstraintFamily>{
                            ConstraintFamily::VariableLatency,
                            ConstraintFamily::CrossWarpSpill}));
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
  EXPECT_TRUE(R.StartsBroken);
  EXPECT_TRUE(R.Core.empty());
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

TEST(WarpAssignment, SameGroupKeepsAnAsyncOpWithItsWait) {
  // A variable-latency op and the fixed-latency wait that tracks it: one
  // warp group, on different warps.
  Problem P = makeProblem(2, 4, 0, false, WarpConfig{8, 4, 255, 0});
  P.Graph.op(0).VariableLatency = true;
  Dependence D;
  D.Src = 0;
  D.Dst = 1;
  D.Delay = 4;
  D.SameGroup = true;
  P.Graph.addDependence(D);
  WarpAssignResult R = assignWarpsForStarts(P, makeSchedule(8, {0, 4}, P));
  expectAssigned(P, R);
  EXPECT_EQ(R.Schedule.Warps->Warp[0] / 4, R.Schedule.Warps->Warp[1] / 4);
  EXPECT_NE(R.Schedule.Warps->Warp[0], R.Schedule.Warps->Warp[1]);
  // When the async op needs a whole warp group it shares every warp of it:
  // no assignment (an Error from the verifier before same-group was in the
  // encoding).
  P.Graph.op(0).NeedsWarpGroup = true;
  R = assignWarpsForStarts(P, makeSchedule(8, {0, 4}, P));
  ASSERT_EQ(R.Status, SolveStatus::Infeasible) << R.Message;
  EXPECT_NE(std::find(R.Core.begin(), R.Core.end(), ConstraintFamily::SameGroup),
            R.Core.end());
}

/// The dependences between different warp groups of \p S.
unsigned crossings(const Problem &P, const ModuloSchedule &S) {
  std::set<std::pair<OpId, OpId>> Pairs;
  for (const Dependence &D : P.Graph.dependences())
    if (S.Warps->Warp[D.Src] / 4 != S.Warps->Warp[D.Dst] / 4)
      Pairs.insert({std::min(D.Src, D.Dst), std::max(D.Src, D.Dst)});
  return Pairs.size();
}

/// A producer (variable latency) and three 128-register values live
/// together, all warp-group ops: four groups at least. Each value feeds
/// one more op, which may join any fixed-latency group; the least count
/// of dependences between groups is 1 (the producer's).
Problem fourRoles() {
  Problem P = makeProblem(7, 4, 0, true, WarpConfig{16, 4, 255, 0});
  P.Graph.op(0).VariableLatency = true;
  for (OpId V : {1u, 2u, 3u})
    P.Graph.op(V).Registers = 128;
  P.Graph.addDependence(0, 1, 4, 1);
  for (OpId V : {1u, 2u, 3u})
    P.Graph.addDependence(V, V + 3, 4);
  return P;
}

TEST(WarpAssignment, CrossingMinimizationReachesTheLeastCount) {
  Problem P = fourRoles();
  ModuloSchedule S = makeSchedule(8, {0, 0, 0, 0, 4, 4, 4}, P);
  for (bool Moves : {true, false}) {
    WarpAssignOptions Opts;
    Opts.PlainSolver = Moves; // As the compiler asks.
    Opts.MinimizeCrossings = true;
    Opts.CrossingMoves = Moves;
    Opts.CrossingRounds = Moves ? 0 : 8;
    WarpAssignResult R = assignWarpsForStarts(P, S, Opts);
    expectAssigned(P, R);
    EXPECT_EQ(R.GroupsUsed, 4u) << "moves " << Moves;
    EXPECT_EQ(crossings(P, R.Schedule), 1u) << "moves " << Moves;
  }
}

TEST(WarpAssignment, FirstFitAtLeastGroupsKeepsTheFewestGroups) {
  // A variable-latency producer and two fixed-latency consumers, all
  // warp-group ops: two groups at least. First fit uses two, so Z3 is not
  // asked, and the moves reach the exact path's crossings.
  Problem P = makeProblem(3, 4, 0, true, WarpConfig{8, 4, 255, 0});
  P.Graph.op(0).VariableLatency = true;
  P.Graph.addDependence(0, 1, 4, 1);
  P.Graph.addDependence(1, 2, 4);
  ModuloSchedule S = makeSchedule(8, {0, 0, 4}, P);
  WarpAssignOptions Opts;
  Opts.PlainSolver = true;
  Opts.MinimizeCrossings = true;
  Opts.CrossingMoves = true;
  WarpAssignResult Exact = assignWarpsForStarts(P, S, Opts);
  expectAssigned(P, Exact);
  EXPECT_FALSE(Exact.FirstFit);
  Opts.FirstFitAtLeastGroups = true;
  WarpAssignResult Fast = assignWarpsForStarts(P, S, Opts);
  expectAssigned(P, Fast);
  EXPECT_TRUE(Fast.FirstFit);
  EXPECT_TRUE(Fast.LeastGroups);
  EXPECT_EQ(Fast.GroupsUsed, 2u);
  EXPECT_EQ(Fast.GroupsUsed, Exact.GroupsUsed);
  EXPECT_EQ(crossings(P, Fast.Schedule), crossings(P, Exact.Schedule));
  // Four groups where the bound says two: Z3 is asked only for two and
  // three, refutes both, and first fit's four stand as the proven least
  // (the exact path's answer has four too).
  Problem Four = fourRoles();
  ModuloSchedule FourS = makeSchedule(8, {0, 0, 0, 0, 4, 4, 4}, Four);
  WarpAssignResult Spread = assignWarpsForStarts(Four, FourS, Opts);
  expectAssigned(Four, Spread);
  EXPECT_TRUE(Spread.FirstFit);
  EXPECT_EQ(Spread.ExactQueries, 2u);
  EXPECT_TRUE(Spread.LeastGroups);
  EXPECT_EQ(Spread.GroupsUsed, 4u);
  Opts.FirstFitAtLeastGroups = false;
  WarpAssignResult SpreadExact = assignWarpsForStarts(Four, FourS, Opts);
  expectAssigned(Four, SpreadExact);
  EXPECT_FALSE(SpreadExact.FirstFit);
  EXPECT_EQ(SpreadExact.GroupsUsed, 4u);
  EXPECT_EQ(crossings(Four, SpreadExact.Schedule), 1u);
}

TEST(WarpAssignment, ConflictBudgetLeavesFewerGroupsUndecided) {
  // Nine 100-register values live at once, on warps of a limit of 255:
  // two per warp, eight per group of four warps, so one group is refuted
  // (a pigeonhole argument, which takes Z3 conflicts) and two are the
  // least. With a budget of one conflict the one-group query is
  // undecided: the two-group answer stands, but not as the proven least.
  Problem P = makeProblem(9, 4, 100, false, WarpConfig{16, 4, 255, 4096});
  ModuloSchedule S = makeSchedule(8, std::vector<int64_t>(9, 0), P);
  WarpAssignOptions Opts;
  Opts.PlainSolver = true;
  WarpAssignResult Proven = assignWarpsForStarts(P, S, Opts);
  expectAssigned(P, Proven);
  EXPECT_FALSE(Proven.FirstFit);
  EXPECT_TRUE(Proven.LeastGroups);
  EXPECT_EQ(Proven.GroupsUsed, 2u);
  Opts.Conflicts = 1;
  WarpAssignResult Budgeted = assignWarpsForStarts(P, S, Opts);
  expectAssigned(P, Budgeted);
  EXPECT_FALSE(Budgeted.FirstFit);
  EXPECT_FALSE(Budgeted.LeastGroups);
  EXPECT_EQ(Budgeted.ExactQueries, 2u);
  EXPECT_EQ(Budgeted.GroupsUsed, 2u);
  // The same budget twice, the same answer, warp by warp.
  WarpAssignResult Again = assignWarpsForStarts(P, S, Opts);
  ASSERT_TRUE(Again.Schedule.Warps && Budgeted.Schedule.Warps);
  EXPECT_EQ(Again.Schedule.Warps->Warp, Budgeted.Schedule.Warps->Warp);
}

TEST(WarpAssignment, SolveJointAtFixedStartsIsTheSameEncoding) {
  // solveJoint with JointOptions::FixedStarts answers through
  // assignWarpsForStarts: the same warps as the Z3 rounds give, the
  // families of the core by name, and "fixed-starts" for broken starts.
  Problem P = fourRoles();
  ModuloSchedule S = makeSchedule(8, {0, 0, 0, 0, 4, 4, 4}, P);
  JointOptions JO;
  JO.FixedStarts = S.Start;
  JointResult J = solveJoint(P, S.II, S.Length, JO);
  ASSERT_EQ(J.Status, SolveStatus::Feasible) << J.Message;
  WarpAssignOptions Opts;
  Opts.ExactMaxOps = WarpAssignOptions::ExactAtAnySize;
  Opts.FirstFitWhenUndecided = false;
  Opts.MinimizeCrossings = true;
  Opts.CrossingRounds = 8;
  Opts.CrossingWork = JointOptions::DefaultCompactWork / 64;
  WarpAssignResult R = assignWarpsForStarts(P, S, Opts);
  expectAssigned(P, R);
  EXPECT_EQ(J.Schedule.Warps->Warp, R.Schedule.Warps->Warp);
  EXPECT_EQ(crossings(P, J.Schedule), 1u);

  P.Warps->NumWarps = 12; // Three groups: the values cannot all fit.
  J = solveJoint(P, S.II, S.Length, JO);
  ASSERT_EQ(J.Status, SolveStatus::Infeasible) << J.Message;
  EXPECT_NE(std::find(J.Core.begin(), J.Core.end(), "register-limit"),
            J.Core.end());
  JO.FixedStarts = {0, 0, 0, 0, 0, 4, 4}; // op4 before its producer ends.
  J = solveJoint(P, S.II, S.Length, JO);
  EXPECT_EQ(J.Status, SolveStatus::Infeasible);
  EXPECT_EQ(J.Core, std::vector<std::string>{"fixed-starts"});
}

} // namespace
