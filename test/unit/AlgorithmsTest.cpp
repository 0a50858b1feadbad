//===- AlgorithmsTest.cpp - The contract of every entry point -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every scheduler listed in twill/Algorithms.h, reached through that one
/// header, on a checked problem: each schedule returned with a solution
/// status passes the independent verifier ("check before scheduling,
/// verify after", twill/Model/Problem.h), and solveTwill() alone rejects an
/// unchecked invalid problem itself.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Algorithms.h"
#include "twill/Scheduler/Scheduler.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

using namespace twill;
using twill::test::attentionExample;

namespace {

void expectVerified(const Problem &P, SolveStatus Status,
                    const ModuloSchedule &S, const char *Who) {
  ASSERT_TRUE(hasSolution(Status)) << Who << ": " << stableName(Status).str();
  EXPECT_TRUE(verifySchedule(P, S).ok()) << Who;
}

TEST(Algorithms, EveryEntryPointVerifiesWhatItReturns) {
  Problem P = attentionExample();
  ASSERT_FALSE(bool(P.check()));
  auto B = computeMIIBounds(P);
  ASSERT_TRUE(bool(B));
  EXPECT_EQ(B->MII, 2);

  IISearchOptions IO;
  IO.TimeLimit = 20;
  IISearchResult M = minimizeII(P, IO);
  expectVerified(P, M.Status, M.Schedule, "minimizeII");
  EXPECT_EQ(M.Status, SolveStatus::Optimal);
  EXPECT_EQ(M.Schedule.II, B->MII);

  ModuloSchedulerOptions MO;
  MO.TimeLimit = 20;
  ModuloScheduleResult A = scheduleAtII(P, B->MII, MO);
  expectVerified(P, A.Status, A.Schedule, "scheduleAtII");
  EXPECT_NE(A.Method, SolveMethod::None);

  ModuloScheduleResult F = feasibleAtII(P, B->MII, MILPBackend::CBC, 20);
  expectVerified(P, F.Status, F.Schedule, "feasibleAtII");

  std::optional<ModuloSchedule> H = iterativeModuloSchedule(P, B->MII);
  ASSERT_TRUE(H.has_value());
  EXPECT_TRUE(verifySchedule(P, *H).ok());

  TwillOptions TO;
  TO.TimeLimit = 20;
  auto T = solveTwill(P, TO);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  expectVerified(T->Normalized, T->Status, T->Schedule, "solveTwill");

  GauSSolver G(P, 16);
  G.options().Progress = false;
  GauSResult R = G.solveModulo(B->MII);
  expectVerified(P, R.Status, R.Schedule, "GauSSolver::solveModulo");
}

TEST(Algorithms, SolveTwillChecksItsOwnInput) {
  Problem P = attentionExample();
  P.Graph.addDependence(0, 0, 1); // A self-edge with distance 0.
  auto T = solveTwill(P);
  ASSERT_FALSE(bool(T));
  EXPECT_NE(llvm::toString(T.takeError()).find("self-edge"), std::string::npos);
}

TEST(Algorithms, VocabularyHasStableNames) {
  EXPECT_EQ(stableName(SolveStatus::Optimal), "optimal");
  EXPECT_EQ(stableName(SolveMethod::TimeIndexed), "time-indexed");
  EXPECT_EQ(stableName(SearchPhase::Phase2), "phase2");
  std::vector<std::string> Names = jointConstraintFamilies();
  ASSERT_EQ(Names.size(), allConstraintFamilies().size());
  for (ConstraintFamily F : allConstraintFamilies())
    EXPECT_EQ(parseConstraintFamily(stableName(F)), F);
  EXPECT_EQ(constraintFamilyOf(ConstraintKind::Resource),
            ConstraintFamily::Capacity);
  EXPECT_EQ(constraintFamilyOf(ConstraintKind::Blocking),
            ConstraintFamily::Concurrency);
  EXPECT_EQ(stableName(constraintFamilyOf(ConstraintKind::Dependence)),
            constraintKindName(ConstraintKind::Dependence));
}

} // namespace

namespace {

TEST(Scheduler, DriverChecksSolvesAndVerifies) {
  Problem P = attentionExample();
  ScheduleRequest Req;
  Req.Twill.TimeLimit = 20;
  auto Out = scheduleProblem(P, Req);
  ASSERT_TRUE(bool(Out)) << llvm::toString(Out.takeError());
  EXPECT_EQ(Out->Status, SolveStatus::Optimal);
  EXPECT_TRUE(verifySchedule(Out->Solved, Out->Schedule).ok());
  EXPECT_EQ(Out->Schedule.II, Out->Twill.Schedule.II);
  // The cost map covers the distinct non-zero costs (all 1 here).
  EXPECT_EQ(Out->NormalizeU, Req.Twill.NormalizeU);

  Req.Kind = SchedulerKind::ModuloOnly;
  Req.Modulo.TimeLimit = 20;
  auto Mod = scheduleProblem(P, Req);
  ASSERT_TRUE(bool(Mod));
  EXPECT_EQ(Mod->Status, SolveStatus::Optimal);
  EXPECT_EQ(Mod->Schedule.II, 2);
  EXPECT_EQ(Mod->NormalizeU, 0);
  EXPECT_TRUE(Mod->CostMap.empty());
}

TEST(Scheduler, EmptyAndInvalidProblems) {
  ScheduleRequest Req;
  auto Empty = scheduleProblem(Problem("empty"), Req);
  ASSERT_TRUE(bool(Empty));
  EXPECT_EQ(Empty->Status, SolveStatus::Optimal);
  EXPECT_EQ(Empty->Schedule.II, 1);
  EXPECT_EQ(Empty->Proof, EmptyProblemProof);

  Problem Bad = attentionExample();
  Bad.Graph.addDependence(1, 1, 1); // A self-edge with distance 0.
  Req.Kind = SchedulerKind::ModuloOnly; // minimizeII does not check itself.
  auto R = scheduleProblem(Bad, Req);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(llvm::toString(R.takeError()).find("self-edge"), std::string::npos);
}

} // namespace
