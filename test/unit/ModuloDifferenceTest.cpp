//===- ModuloDifferenceTest.cpp - Phase 1 in difference logic -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 1's least L in difference logic (ModuloDifference.h) against the
/// time-indexed programs on random loops, some with gapped reservation tables,
/// each least L confirmed by the Phase 2 encoding without warps (an
/// independent formulation) refuting L - 1; the one-machine bound on L
/// (computeLengthLowerBound) by hand and against those answers; and
/// Algorithm 1's answer from Phase 1's starts with exact warps
/// (TwillOptions::FixedStartsFrom) against its Phase 2 search; the
/// DeadlineWatch that stops Z3 checks at a deadline.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Analysis/Bounds.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/ModuloDifference.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

using namespace twill;

namespace {

/// test::randomLoop with every third op that holds a unit given a
/// gapped table instead: the unit at cycles 0 and 2 of 3.
Problem gappedLoop(std::mt19937 &Rng, unsigned N) {
  Problem P = test::randomLoop(Rng, N);
  for (OpId V = 0; V < P.Graph.numOperations(); V += 3) {
    Operation &Op = P.Graph.op(V);
    if (Op.Reservation.Uses.empty())
      continue;
    std::string Unit = Op.Reservation.Uses[0].Unit;
    Op.Latency = 3;
    Op.Reservation.NumCycles = 3;
    Op.Reservation.Uses = {{Unit, 0, 1}, {Unit, 2, 1}};
  }
  return P;
}

ModuloScheduleResult leastL(const Problem &P, int64_t II, Phase1Method M) {
  ModuloSchedulerOptions O;
  O.Method = M;
  O.PlaceLate = false;
  O.TimeLimit = 600; // Generous: the answer never depends on it.
  return scheduleAtII(P, II, O);
}

TEST(ModuloDifference, LeastLengthMatchesTheTimeIndexedPrograms) {
  std::mt19937 Rng(20261201);
  unsigned Compared = 0, Infeasible = 0, AboveCriticalPath = 0;
  for (unsigned Trial = 0; Trial < 16; ++Trial) {
    Problem P = gappedLoop(Rng, 5 + Trial % 4);
    ASSERT_FALSE(bool(P.check())) << "trial " << Trial;
    ASSERT_TRUE(ModuloDifferenceProgram::applicable(P));
    auto B = computeMIIBounds(P);
    ASSERT_TRUE(bool(B));
    for (int64_t II = B->MII; II < B->MII + 2; ++II) {
      ModuloScheduleResult Ref = leastL(P, II, Phase1Method::ILP);
      ModuloScheduleResult R = leastL(P, II, Phase1Method::Difference);
      ASSERT_TRUE(Ref.Status == SolveStatus::Optimal ||
                  Ref.Status == SolveStatus::Infeasible)
          << "trial " << Trial << " I=" << II;
      ASSERT_EQ(R.Status, Ref.Status) << "trial " << Trial << " I=" << II;
      ++Compared;
      if (R.Status == SolveStatus::Infeasible) {
        ++Infeasible;
        continue;
      }
      int64_t L = R.Schedule.Length;
      EXPECT_EQ(L, Ref.Schedule.Length) << "trial " << Trial << " I=" << II;
      EXPECT_TRUE(verifySchedule(P, R.Schedule).ok());
      // The bound is sound: the Phase 2 encoding (no warps here) refutes
      // L - 1 on its own.
      auto Bound = computeLengthLowerBound(P, II);
      ASSERT_TRUE(bool(Bound));
      EXPECT_LE(*Bound, L) << "trial " << Trial << " I=" << II;
      JointOptions JO;
      JO.TimeLimit = 600;
      JO.CompactWork = 0;
      EXPECT_EQ(solveJoint(P, II, L - 1, JO).Status, SolveStatus::Infeasible)
          << "trial " << Trial << " I=" << II << " L=" << L;
      auto CP = computeCriticalPathLength(P.Graph, II);
      ASSERT_TRUE(bool(CP));
      AboveCriticalPath += L > *CP;
    }
  }
  // The sample must exercise both answers and resource-bound lengths.
  EXPECT_GE(Compared, 28u);
  EXPECT_GE(Infeasible, 2u);
  EXPECT_GE(AboveCriticalPath, 5u);
  RecordProperty("compared", int(Compared));
}

TEST(ModuloDifference, WorkBudgetLeavesAQuestionUndecided) {
  std::mt19937 Rng(7);
  Problem P = gappedLoop(Rng, 8);
  auto B = computeMIIBounds(P);
  ASSERT_TRUE(bool(B));
  ModuloDifferenceProgram Prog(P, B->MII + 1, 200);
  // One unit of Z3 work decides nothing; the same question unbounded does.
  EXPECT_EQ(Prog.ask(200, Deadline(), 1).Status, SolveStatus::Timeout);
  ModuloScheduleResult R = Prog.ask(200, Deadline());
  ASSERT_EQ(R.Status, SolveStatus::Feasible);
  EXPECT_TRUE(verifySchedule(P, R.Schedule).ok());
}

TEST(ModuloDifference, CapacityAboveOneIsNotApplicable) {
  Problem P("two");
  P.Units = {{"a", 2, ""}};
  P.Graph.addOperation(test::makeOp("x", "a"));
  EXPECT_FALSE(ModuloDifferenceProgram::applicable(P));
}

TEST(Bounds, LengthBoundCountsAUnitsWorkWithinOneIteration) {
  // Three independent 2-cycle ops on one unit at I = 6: the critical path
  // is 2, but within one iteration they cannot overlap: L >= 6.
  Problem P("three");
  P.Units = {{"a", 1, ""}};
  for (const char *N : {"x", "y", "z"})
    P.Graph.addOperation(test::makeOp(N, "a", 2));
  auto CP = computeCriticalPathLength(P.Graph, 6);
  auto Bound = computeLengthLowerBound(P, 6);
  ASSERT_TRUE(CP && Bound);
  EXPECT_EQ(*CP, 2);
  EXPECT_EQ(*Bound, 6);
  ModuloScheduleResult R = leastL(P, 6, Phase1Method::Difference);
  ASSERT_EQ(R.Status, SolveStatus::Optimal);
  EXPECT_EQ(R.Schedule.Length, 6);
  // The best set is a subset: w (no unit) -> y and w -> z with delay 4
  // put y and z at 4 or later, so they need [4, 8) while x fits before.
  // The critical path is 6, the whole set gives 0 + 6, {y, z} 4 + 4 = 8.
  Problem Q = P;
  Operation W = test::makeOp("w", "a");
  W.Reservation.Uses.clear();
  OpId WId = Q.Graph.addOperation(W);
  Q.Graph.addDependence(WId, 1, 4);
  Q.Graph.addDependence(WId, 2, 4);
  auto CPQ = computeCriticalPathLength(Q.Graph, 6);
  auto BoundQ = computeLengthLowerBound(Q, 6);
  ASSERT_TRUE(CPQ && BoundQ);
  EXPECT_EQ(*CPQ, 6);
  EXPECT_EQ(*BoundQ, 8);
  EXPECT_EQ(leastL(Q, 6, Phase1Method::Difference).Schedule.Length, 8);
}

/// Algorithm 1 with Phase 1's starts tried first (FixedStartsFrom = 0)
/// answers (I, L) as the Phase 2 search does, with a verified schedule.
TEST(TwillSolver, FixedStartsAnswerLikeThePhase2Search) {
  unsigned Shortcuts = 0;
  for (const char *K : {"gemm_hopper", "flash_attention_forward_simplified",
                        "flash_attention_forward_hopper"}) {
    auto P = buildKernel(K);
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    TwillOptions O;
    O.TimeLimit = 600; // Generous: the answer never depends on it.
    O.Threads = 1;
    O.FixedStartsFrom = int64_t(1) << 40; // Never.
    auto Ref = solveTwill(*P, O);
    O.FixedStartsFrom = 0; // Always.
    auto R = solveTwill(*P, O);
    ASSERT_TRUE(Ref && R);
    ASSERT_EQ(Ref->Status, SolveStatus::Optimal) << K;
    ASSERT_EQ(R->Status, SolveStatus::Optimal) << K;
    EXPECT_EQ(R->Schedule.II, Ref->Schedule.II) << K;
    EXPECT_EQ(R->Schedule.Length, Ref->Schedule.Length) << K;
    EXPECT_TRUE(verifySchedule(R->Normalized, R->Schedule).ok()) << K;
    // The answer came from Phase 1's starts when the only Phase 2 step is
    // the one at (I, L0).
    unsigned Phase2Steps = 0;
    for (const SearchStep &S : R->Steps)
      Phase2Steps += S.Phase == SearchPhase::Phase2;
    Shortcuts += Phase2Steps == 1;
  }
  EXPECT_GE(Shortcuts, 1u);
}

/// Issue 13's target: the Triton-granularity FlashAttention graphs (50
/// ops) proven optimal at the default U = 300, where Phase 1's programs
/// span hundreds of cycles (I = 312 and 1520). Forward needs the memories
/// (TMEM) and a register-file condition in the starts it tries.
TEST(Kernels, TritonGranularityGraphsProvenOptimalAtTheDefaultU) {
  struct Case {
    const char *Kernel;
    int64_t II, L;
  } Cases[] = {{"flash_attention_forward_blackwell_ttgir", 312, 622},
               {"flash_attention_backward_hopper_ttgir", 1520, 1523}};
  for (const Case &C : Cases) {
    auto P = buildKernel(C.Kernel);
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    TwillOptions O;
    O.TimeLimit = 600; // Generous: the answer never depends on it.
    auto R = solveTwill(*P, O);
    ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
    ASSERT_EQ(R->Status, SolveStatus::Optimal) << C.Kernel << ": " << R->Proof;
    EXPECT_EQ(R->Schedule.II, C.II) << C.Kernel;
    EXPECT_EQ(R->Schedule.Length, C.L) << C.Kernel;
    EXPECT_EQ(R->MII, C.II) << C.Kernel;
    EXPECT_TRUE(verifySchedule(R->Normalized, R->Schedule).ok()) << C.Kernel;
  }
}

TEST(DeadlineWatch, CallsTheHookOnlyOnceTheTimeHasPassed) {
  using Clock = std::chrono::steady_clock;
  std::atomic<int> Calls{0};
  {
    // An hour away: destroyed long before, the hook never runs.
    DeadlineWatch W(Clock::now() + std::chrono::hours(1), [&] { ++Calls; });
  }
  EXPECT_EQ(Calls.load(), 0);
  {
    // Already passed: the hook runs, and keeps running until the watch is
    // destroyed (waiting for the first call has no clock in it).
    DeadlineWatch W(Clock::now() - std::chrono::seconds(1), [&] { ++Calls; });
    while (Calls.load() < 2)
      std::this_thread::yield();
  }
  int After = Calls.load();
  EXPECT_GE(After, 2);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  EXPECT_EQ(Calls.load(), After); // Destroyed: no call after.
}

} // namespace
