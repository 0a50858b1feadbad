//===- TimeIndexedTest.cpp - Time-indexed programs and fixed-I feasibility ===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The component-window reduction of TimeIndexed.h must decide feasibility
/// at a fixed I exactly as the residue ILP of ModuloScheduler.h does (an
/// independent formulation), on every backend (the portfolio included);
/// each schedule it returns passes the verifier.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Analysis/Bounds.h"
#include "twill/IO/Readers.h"
#include "twill/Twill/MILP.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TimeIndexed.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

#include <random>

using namespace twill;

namespace {

// CBC is loaded on first use (dlopen), not linked: every backend must still
// answer a small program, with the optimum and the infeasibility proven.
TEST(MILPBackends, EveryBackendSolvesASmallProgram) {
  // min 3a + 2b + 4c  s.t.  a + b + c >= 2,  a + b <= 1,  a, b, c in {0, 1}
  // (0-1, as Z3's backend requires): the optimum 6 takes b and c.
  MILP M;
  int A = M.addBinary("a"), B = M.addBinary("b"), C = M.addBinary("c");
  M.addRow({{A, 1}, {B, 1}, {C, 1}}, MILP::Sense::GreaterEq, 2);
  M.addRow({{A, 1}, {B, 1}}, MILP::Sense::LessEq, 1);
  M.setObjective({{A, 3}, {B, 2}, {C, 4}});
  MILP Empty = M;
  Empty.addRow({{C, 1}}, MILP::Sense::LessEq, 0); // Then a + b >= 2.
  for (MILPBackend Backend : {MILPBackend::CBC, MILPBackend::LpSolve,
                              MILPBackend::Z3, MILPBackend::Portfolio}) {
    std::string Name = milpBackendName(Backend).str();
    MILPOptions O;
    O.Backend = Backend;
    MILPResult R = solveMILP(M, O);
    ASSERT_EQ(R.Status, SolveStatus::Optimal) << Name << ": " << R.Message;
    EXPECT_DOUBLE_EQ(R.Objective, 6.0) << Name;
    EXPECT_TRUE(satisfiesMILP(M, R.Values)) << Name;
    EXPECT_EQ(solveMILP(Empty, O).Status, SolveStatus::Infeasible) << Name;
  }
}

// A row may name a variable twice (S(v,d) - S(v,d-1) over shared terms):
// every backend adds the entries up.
TEST(MILPBackends, RepeatedTermsInARowAddUp) {
  // min 2a + b  s.t.  a + b - b + a + a >= 2 (that is, 3a >= 2),
  //                   b + b >= 2 (b >= 1);  a, b in {0, 1}: optimum 3.
  // (Integer coefficients: Z3's backend takes no others.)
  MILP M;
  int A = M.addBinary("a"), B = M.addBinary("b");
  M.addRow({{A, 1}, {B, 1}, {B, -1}, {A, 1}, {A, 1}}, MILP::Sense::GreaterEq,
           2);
  M.addRow({{B, 1}, {B, 1}}, MILP::Sense::GreaterEq, 2);
  M.setObjective({{A, 1}, {B, 1}, {A, 1}});
  for (MILPBackend Backend : {MILPBackend::CBC, MILPBackend::LpSolve,
                              MILPBackend::Z3, MILPBackend::Portfolio}) {
    MILPOptions O;
    O.Backend = Backend;
    MILPResult R = solveMILP(M, O);
    ASSERT_EQ(R.Status, SolveStatus::Optimal) << milpBackendName(Backend).str();
    EXPECT_DOUBLE_EQ(R.Objective, 3.0) << milpBackendName(Backend).str();
  }
}

TEST(TimeIndexed, DecidesFixedIIFeasibilityLikeTheResidueILP) {
  std::mt19937 Rng(20261129);
  unsigned Compared = 0, Infeasible = 0;
  for (unsigned Trial = 0; Trial < 30; ++Trial) {
    Problem P = test::randomLoop(Rng, 6 + Trial % 5);
    ASSERT_FALSE(bool(P.check())) << "trial " << Trial;
    auto B = computeMIIBounds(P);
    ASSERT_TRUE(bool(B));
    for (int64_t II = B->MII; II < B->MII + 2; ++II) {
      ModuloSchedulerOptions O;
      O.MinimizeLength = false;
      O.UseHeuristic = false;
      O.TimeLimit = 600; // Generous: the answer never depends on it.
      ModuloScheduleResult Ref = scheduleAtII(P, II, O);
      if (Ref.Status == SolveStatus::Timeout)
        continue;
      ASSERT_TRUE(Ref.Status == SolveStatus::Feasible ||
                  Ref.Status == SolveStatus::Infeasible);
      for (MILPBackend Backend : {MILPBackend::CBC, MILPBackend::Z3,
                                  MILPBackend::Portfolio, MILPBackend::LpSolve}) {
        if (Backend == MILPBackend::LpSolve && Trial % 4 != 0)
          continue; // lp_solve is slow; a quarter of the trials suffices.
        ModuloScheduleResult R = feasibleAtII(P, II, Backend, 600);
        ASSERT_EQ(R.Status, Ref.Status)
            << "trial " << Trial << " I=" << II << " backend "
            << milpBackendName(Backend).str();
        if (R.Status == SolveStatus::Feasible) {
          EXPECT_EQ(R.Schedule.II, II);
          EXPECT_TRUE(verifySchedule(P, R.Schedule).ok())
              << "trial " << Trial << " I=" << II;
        }
      }
      ++Compared;
      Infeasible += Ref.Status == SolveStatus::Infeasible;
    }
  }
  // The sample must exercise both answers.
  EXPECT_GE(Compared, 50u);
  EXPECT_GE(Infeasible, 3u);
  RecordProperty("compared", int(Compared));
  RecordProperty("infeasible", int(Infeasible));
}

TEST(TimeIndexed, ProvesHatScheTLoopsTheHeuristicMisses) {
  std::string Root = test::datasetsDir();
  if (Root.empty())
    GTEST_SKIP() << "datasets not found (set TWILL_DATASETS)";
  // Loops whose heuristic I is above MII: the minimum needs proofs of
  // infeasibility for the Is below it.
  struct Case {
    const char *Loop;
    int64_t II;
  } Cases[] = {// At MII: a long component once made the window search
               // report a positive cycle where there is none.
               {"ChStone/jpeg/graph23", 20},
               {"MachSuite/stencil3d/graph9", 9},
               {"MachSuite/md_grid/graph7", 43},
               {"ChStone/sha/graph14", 14}};
  for (const Case &C : Cases) {
    auto P = readHatScheTFile(Root + "/hatscht-modulo/" + C.Loop + ".graphml");
    ASSERT_TRUE(bool(P)) << C.Loop << ": " << llvm::toString(P.takeError());
    for (MILPBackend Backend :
         {MILPBackend::CBC, MILPBackend::Z3, MILPBackend::Portfolio}) {
      IISearchOptions O;
      O.TimeLimit = 600; // Generous: the answer never depends on it.
      O.Backend = Backend;
      IISearchResult R = minimizeII(*P, O);
      ASSERT_EQ(R.Status, SolveStatus::Optimal)
          << C.Loop << " " << milpBackendName(Backend).str();
      EXPECT_EQ(R.Schedule.II, C.II) << C.Loop;
      EXPECT_TRUE(verifySchedule(*P, R.Schedule).ok()) << C.Loop;
      for (const IIAttempt &A : R.Attempts)
        if (A.II < R.Schedule.II)
          EXPECT_EQ(A.Status, SolveStatus::Infeasible) << C.Loop << " I=" << A.II;
    }
  }
}

TEST(MILP, Z3BackendSolvesZeroOneProgramsAndRejectsOthers) {
  // x + y + z = 2, x + y <= 1: feasible with z = 1.
  MILP M;
  int X = M.addBinary("x"), Y = M.addBinary("y"), Z = M.addBinary("z");
  M.addRow({{X, 1}, {Y, 1}, {Z, 1}}, MILP::Sense::Equal, 2);
  M.addRow({{X, 1}, {Y, 1}}, MILP::Sense::LessEq, 1);
  MILPOptions O;
  O.Backend = MILPBackend::Z3;
  MILPResult R = solveMILP(M, O);
  ASSERT_TRUE(hasSolution(R.Status));
  EXPECT_EQ(R.Values[Z], 1);
  EXPECT_EQ(R.Values[X] + R.Values[Y], 1);
  // ... and z <= 0 makes it infeasible.
  M.addRow({{Z, 1}}, MILP::Sense::LessEq, 0);
  EXPECT_EQ(solveMILP(M, O).Status, SolveStatus::Infeasible);
  // A general integer is not a 0-1 program.
  MILP G;
  G.addVariable("k", 0, 5, true);
  EXPECT_EQ(solveMILP(G, O).Status, SolveStatus::Error);
}

} // namespace

TEST(TimeIndexed, PassedDeadlineDecidesNothing) {
  // With the deadline already past (before the call, so no clock race), the
  // fixed-I reduction and the program builder stop and say so, and
  // feasibleAtII ends as Timeout, never Infeasible.
  std::mt19937 Rng(7);
  Problem P = test::randomLoop(Rng, 8);
  ASSERT_FALSE(bool(P.check()));
  auto B = computeMIIBounds(P);
  ASSERT_TRUE(bool(B));
  Deadline Passed(Deadline::Clock::now() - std::chrono::seconds(1));
  bool OutOfTime = false;
  std::optional<FixedIIReduction> Red =
      FixedIIReduction::build(P, B->MII + 1, Passed, &OutOfTime);
  if (!OutOfTime) {
    // No component with two kept ops: nothing long to cut short.
    ASSERT_TRUE(Red.has_value());
  } else {
    EXPECT_FALSE(Red.has_value());
  }
  auto Full = FixedIIReduction::build(P, B->MII + 1);
  ASSERT_TRUE(Full.has_value());
  TimeIndexedProgram Prog(P, B->MII + 1, Full->windows(), Passed);
  EXPECT_TRUE(Prog.outOfTime());
  TimeIndexedProgram Whole(P, B->MII + 1, Full->windows());
  EXPECT_FALSE(Whole.outOfTime());
}

TEST(TimeIndexed, SizeCapIsTheProgramsVariableCount) {
  // The cap is checked before any row is built, on the count the finished
  // program would have: a cap of exactly that count builds it, one less
  // builds nothing. What the finished program shows without a solver (a row
  // without variables over capacity) is still found: feasibleAtII ends as
  // Infeasible where the whole program is trivially infeasible, else
  // Timeout (undecided). Over I from ResMII (some trivially infeasible,
  // Blackwell's UMMA loop at MII is one) and random loops.
  unsigned Trivial = 0, Built = 0;
  for (unsigned Seed = 1; Seed <= 40; ++Seed) {
    std::mt19937 Rng(Seed);
    Problem P = test::randomLoop(Rng, 8);
    ASSERT_FALSE(bool(P.check()));
    auto B = computeMIIBounds(P);
    ASSERT_TRUE(bool(B));
    for (int64_t II = std::max<int64_t>(1, B->ResMII); II <= B->MII + 2;
         ++II) {
      auto Red = FixedIIReduction::build(P, II);
      if (!Red)
        continue; // Below a recurrence bound.
      TimeIndexedProgram Whole(P, II, Red->windows());
      unsigned N = Whole.milp().numVariables();
      if (N < 2)
        continue;
      ++Built;
      Trivial += Whole.trivialInfeasible();
      // An overfull row's own variable is not a step variable.
      unsigned Steps = N - unsigned(Whole.trivialInfeasible());
      TimeIndexedProgram AtCap(P, II, Red->windows(), {}, Steps);
      EXPECT_FALSE(AtCap.tooLarge()) << "seed " << Seed << " II " << II;
      EXPECT_EQ(AtCap.milp().numVariables(), N) << "seed " << Seed;
      TimeIndexedProgram Over(P, II, Red->windows(), {}, Steps - 1);
      EXPECT_TRUE(Over.tooLarge()) << "seed " << Seed << " II " << II;
      EXPECT_EQ(Over.trivialInfeasible(), Whole.trivialInfeasible())
          << "seed " << Seed << " II " << II;
      MILPOptions O;
      O.Backend = MILPBackend::Z3;
      O.MaxVariables = Steps - 1;
      SolveStatus Expected = Whole.trivialInfeasible() || II < B->ResMII
                                 ? SolveStatus::Infeasible
                                 : SolveStatus::Timeout;
      EXPECT_EQ(feasibleAtII(P, II, O).Status, Expected)
          << "seed " << Seed << " II " << II;
    }
  }
  EXPECT_GT(Built, 40u);
  RecordProperty("trivially_infeasible", int(Trivial));
}

TEST(TimeIndexed, SizeCapKeepsAnOverfullRowWithoutVariables) {
  // A and B share unit a (capacity 1) and the recurrence fixes B exactly
  // I = 4 after A: both hold a at residue 0 with no variable to move them
  // (the program's only step variables are C's, on unit b). The whole
  // program is trivially infeasible; over the cap nothing is built and the
  // same contradiction is found, so I = 4 is refuted, not left undecided.
  Problem P("overfull");
  P.Units = {{"a", 1, ""}, {"b", 1, ""}};
  P.Graph.addOperation(test::makeOp("A", "a"));
  P.Graph.addOperation(test::makeOp("B", "a"));
  P.Graph.addOperation(test::makeOp("C", "b"));
  P.Graph.addDependence(0, 1, 4);
  P.Graph.addDependence(1, 0, 0, 1);
  ASSERT_FALSE(bool(P.check()));
  auto Red = FixedIIReduction::build(P, 4);
  ASSERT_TRUE(Red.has_value());
  TimeIndexedProgram Whole(P, 4, Red->windows());
  ASSERT_TRUE(Whole.trivialInfeasible());
  TimeIndexedProgram Over(P, 4, Red->windows(), {}, 1);
  EXPECT_TRUE(Over.tooLarge());
  EXPECT_TRUE(Over.trivialInfeasible());
  EXPECT_EQ(Over.milp().numVariables(), 0u);
  MILPOptions O;
  O.Backend = MILPBackend::Z3;
  O.MaxVariables = 1;
  EXPECT_EQ(feasibleAtII(P, 4, O).Status, SolveStatus::Infeasible);
  // At I = 5 B sits at residue 4: nothing overfull, undecided over the cap.
  auto Red5 = FixedIIReduction::build(P, 5);
  ASSERT_TRUE(Red5.has_value());
  TimeIndexedProgram Over5(P, 5, Red5->windows(), {}, 1);
  EXPECT_FALSE(Over5.trivialInfeasible());
  EXPECT_EQ(feasibleAtII(P, 5, O).Status, SolveStatus::Timeout);
}
