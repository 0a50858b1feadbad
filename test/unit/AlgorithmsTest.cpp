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

#include <map>
#include <set>
#include <random>

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

/// Every enumerator from the first to \p Last has its own name, and none is
/// \p Fallback (the tables of EnumNames.h are complete and in order).
template <typename Enum, typename NameFn>
void expectNamedUpTo(Enum Last, NameFn Name, llvm::StringRef Fallback) {
  std::set<std::string> Seen;
  for (unsigned I = 0; I <= unsigned(Last); ++I) {
    std::string N = Name(Enum(I)).str();
    EXPECT_NE(N, Fallback.str()) << "enumerator " << I;
    EXPECT_TRUE(Seen.insert(N).second) << "enumerator " << I << ": " << N;
  }
}

TEST(Algorithms, EveryEnumeratorHasItsOwnName) {
  expectNamedUpTo(ConstraintKind::SameGroup, constraintKindName, "unknown");
  EXPECT_EQ(constraintKindName(ConstraintKind::WarpIndex), "warp-index");
  expectNamedUpTo(MILPBackend::Portfolio, milpBackendName, "");
  EXPECT_EQ(milpBackendName(MILPBackend::LpSolve), "lpsolve");
  EXPECT_EQ(milpBackendName(MILPBackend::Portfolio), "portfolio");
  // LoopSolver::None prints as "" on purpose: the others are named.
  expectNamedUpTo(LoopSolver::GauS, loopSolverName, "unused");
  EXPECT_EQ(loopSolverName(LoopSolver::None), "");
  EXPECT_EQ(loopSolverName(LoopSolver::Phase1), "phase1");
  expectNamedUpTo(SolveStatus::Error,
                  [](SolveStatus S) { return stableName(S); }, "");
  expectNamedUpTo(SearchPhase::Phase2,
                  [](SearchPhase P) { return stableName(P); }, "");
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

// The compiler's recipe (SchedulerKind::Compiler), as the plugin runs it:
// every solver path returns a verified schedule, the same on every run (its
// budgets count solver steps), and its report names the deciding solver.
TEST(Scheduler, CompilerRecipeIsVerifiedAndDeterministic) {
  std::mt19937 Rng(20261201);
  std::map<LoopSolver, unsigned> Solved;
  for (unsigned Trial = 0; Trial < 12; ++Trial) {
    Problem P = test::randomLoop(Rng, 6 + Trial % 7);
    ScheduleRequest Req;
    Req.Kind = SchedulerKind::Compiler;
    CompilerOptions &C = Req.Compiler;
    C.TimeLimit = 600; // A safety net no run reaches.
    C.ExactIIWork = 2'000'000;
    C.MaxStages = 8;
    C.Warps = WarpConfig{16, 4, 255, 2048, true};
    LoopSolver Expected = LoopSolver::Phase1;
    switch (Trial % 3) {
    case 1:
      C.Solver = RecipeSolver::TwillWarps;
      Expected = LoopSolver::Twill;
      break;
    case 2:
      C.GauSThreshold = 1; // Every problem (6 ops or more) goes to GauS.
      Expected = LoopSolver::GauS;
      break;
    }
    auto First = scheduleProblem(P, Req);
    auto Second = scheduleProblem(P, Req);
    ASSERT_TRUE(First && Second) << "trial " << Trial;
    const CompilerReport &R = First->Compiler;
    if (!hasSolution(First->Status)) {
      // Only a stage limit or GauS may come back empty, and then say why.
      EXPECT_TRUE(R.TooManyStages || R.Solver == LoopSolver::GauS)
          << "trial " << Trial << ": " << R.Reason;
      continue;
    }
    EXPECT_TRUE(verifySchedule(First->Solved, First->Schedule).ok())
        << "trial " << Trial;
    EXPECT_TRUE(First->Schedule.Warps.has_value()) << "trial " << Trial;
    if (R.Solver != LoopSolver::Phase1) // Twill's warps may fall back.
      EXPECT_EQ(R.Solver, Expected) << "trial " << Trial << ": " << R.Detail;
    EXPECT_GE(First->Schedule.II, R.MII) << "trial " << Trial;
    EXPECT_EQ(First->Schedule.Start, Second->Schedule.Start)
        << "trial " << Trial;
    EXPECT_EQ(First->Schedule.Warps->Warp, Second->Schedule.Warps->Warp)
        << "trial " << Trial;
    EXPECT_EQ(R.Solver, Second->Compiler.Solver) << "trial " << Trial;
    ++Solved[R.Solver];
  }
  // The sample reaches every solver.
  EXPECT_GE(Solved[LoopSolver::Phase1], 1u);
  EXPECT_GE(Solved[LoopSolver::Twill], 1u);
  EXPECT_GE(Solved[LoopSolver::GauS], 1u);
  EXPECT_EQ(loopSolverName(LoopSolver::GauS), "gaus");
}

// Rau's budget per I (CompilerOptions::HeuristicBudgetRatio) reaches the
// heuristic: on some loops one placement per op finds no schedule at an I
// where fifty do, and the run then settles at a larger II. Both verified.
TEST(Scheduler, CompilerRecipeHonoursTheHeuristicBudget) {
  std::mt19937 Rng(20261207);
  unsigned Differ = 0;
  for (unsigned Trial = 0; Trial < 40; ++Trial) {
    Problem P = test::randomLoop(Rng, 8 + Trial % 9);
    ScheduleRequest Req;
    Req.Kind = SchedulerKind::Compiler;
    Req.Compiler.TimeLimit = 600; // A safety net no run reaches.
    Req.Compiler.HeuristicBudgetRatio = 50;
    auto Full = scheduleProblem(P, Req);
    Req.Compiler.HeuristicBudgetRatio = 1;
    auto Tight = scheduleProblem(P, Req);
    ASSERT_TRUE(Full && Tight) << "trial " << Trial;
    ASSERT_TRUE(hasSolution(Full->Status) && hasSolution(Tight->Status))
        << "trial " << Trial;
    EXPECT_TRUE(verifySchedule(Full->Solved, Full->Schedule).ok());
    EXPECT_TRUE(verifySchedule(Tight->Solved, Tight->Schedule).ok());
    Differ += Full->Schedule.II != Tight->Schedule.II;
  }
  EXPECT_GT(Differ, 0u);
}

// A run whose time limit passes is discarded whole, so that the answer never
// depends on how fast the machine is.
TEST(Scheduler, CompilerRecipeDiscardsARunOutOfTime) {
  std::mt19937 Rng(7);
  Problem P = test::randomLoop(Rng, 10);
  ScheduleRequest Req;
  Req.Kind = SchedulerKind::Compiler;
  Req.Compiler.TimeLimit = 1e-9;
  auto Out = scheduleProblem(P, Req);
  ASSERT_TRUE(bool(Out));
  EXPECT_FALSE(hasSolution(Out->Status));
  EXPECT_TRUE(Out->Compiler.OutOfTime);
}

// GauS through the driver: each entry point's schedule is verified against
// the problem the outcome names, the same as the solver's own result, and
// the problem moved in is the one handed back (with GauS's capacities, or
// formulation A's relaxation).
TEST(Scheduler, GauSEntriesAreVerifiedAgainstTheirProblem) {
  std::mt19937 Rng(11);
  Problem Loop = test::randomLoop(Rng, 12);
  ScheduleRequest Req;
  Req.Kind = SchedulerKind::GauS;
  GauSRequest &G = Req.GauS;
  G.Options.Threads = 1;
  G.Options.Progress = false;
  G.D = 64;
  G.II = 12;
  G.RCap = 1;
  auto Mod = scheduleProblem(Loop, Req);
  ASSERT_TRUE(bool(Mod)) << llvm::toString(Mod.takeError());
  ASSERT_TRUE(hasSolution(Mod->Status)) << Mod->GauS.Message;
  EXPECT_EQ(Mod->Status, SolveStatus::Feasible); // GauS proves nothing.
  EXPECT_EQ(Mod->Schedule.Start, Mod->GauS.Schedule.Start);
  EXPECT_TRUE(verifySchedule(Mod->Solved, Mod->Schedule).ok());
  for (const FunctionalUnit &U : Mod->Solved.Units)
    EXPECT_TRUE(U.isUnlimited() || U.Capacity == 1) << U.Name;

  // Formulation A on one acyclic iteration: delay-0 edges, no unit limits.
  Problem Dag("dag");
  Dag.Units = Loop.Units;
  for (const Operation &Op : Loop.Graph.operations())
    Dag.Graph.addOperation(Op);
  for (const Dependence &E : Loop.Graph.dependences())
    if (E.Distance == 0)
      Dag.Graph.addDependence(E.Src, E.Dst, E.Delay);
  G.Entry = GauSEntry::Acyclic;
  G.Objective = GauSObjective::StageBalance;
  G.D = 6;
  G.RCap = 0;
  auto A = scheduleProblem(std::move(Dag), Req);
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  ASSERT_TRUE(hasSolution(A->Status)) << A->GauS.Message;
  EXPECT_EQ(A->Solved.Graph.numOperations(), Loop.Graph.numOperations());
  for (const FunctionalUnit &U : A->Solved.Units)
    EXPECT_TRUE(U.isUnlimited()) << U.Name;
  for (const Dependence &E : A->Solved.Graph.dependences())
    EXPECT_EQ(E.Delay, 0);
  EXPECT_TRUE(verifySchedule(A->Solved, A->Schedule).ok());
}

TEST(Scheduler, EmptyAndInvalidProblems) {
  ScheduleRequest Req;
  auto Empty = scheduleProblem(Problem("empty"), Req);
  ASSERT_TRUE(bool(Empty));
  EXPECT_EQ(Empty->Status, SolveStatus::Optimal);
  EXPECT_EQ(Empty->Schedule.II, 1);
  EXPECT_EQ(Empty->Proof, EmptyProblemProof);
  Req.Kind = SchedulerKind::GauS;
  auto EmptyGauS = scheduleProblem(Problem("empty"), Req);
  ASSERT_TRUE(bool(EmptyGauS));
  EXPECT_EQ(EmptyGauS->GauS.Status, SolveStatus::Optimal);
  EXPECT_EQ(EmptyGauS->GauS.Message, EmptyProblemProof);
  Req.Kind = SchedulerKind::Twill;

  Problem Bad = attentionExample();
  Bad.Graph.addDependence(1, 1, 1); // A self-edge with distance 0.
  Req.Kind = SchedulerKind::ModuloOnly; // minimizeII does not check itself.
  auto R = scheduleProblem(Bad, Req);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(llvm::toString(R.takeError()).find("self-edge"), std::string::npos);
}

} // namespace
