//===- GauSSolverTest.cpp - GauS solver, legalisation and generators ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The results issue 4 asks the tests to show: the seed's 1000-node random
/// DAG at II = 10, the Hopper FlashAttention kernel at II = 4 (skipped until
/// that kernel exists), and GauS never beating the exact optimum on small
/// graphs. Every schedule goes through the independent verifier.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauS.h"

#include "twill/Analysis/Bounds.h"
#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Verifier/Verifier.h"

#include "TestUtil.h"

#include "gtest/gtest.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <chrono>

using namespace twill;

namespace {

Problem withCapacity(Problem P, int64_t Cap) {
  for (FunctionalUnit &U : P.Units)
    if (U.Capacity >= 0)
      U.Capacity = Cap;
  return P;
}

void expectVerified(const Problem &P, const GauSResult &R) {
  ASSERT_TRUE(hasSolution(R.Status)) << R.Message;
  VerificationResult V = verifySchedule(P, R.Schedule);
  std::string Msg;
  llvm::raw_string_ostream OS(Msg);
  V.print(OS);
  EXPECT_TRUE(V.ok()) << OS.str();
}

TEST(GauSSolverTest, RandomDagIsDeterministicAndWellFormed) {
  auto A = generateRandomDag(300, 0.02, 20, 7);
  auto B = generateRandomDag(300, 0.02, 20, 7);
  auto C = generateRandomDag(300, 0.02, 20, 8);
  ASSERT_TRUE(bool(A) && bool(B) && bool(C));
  ASSERT_FALSE(bool(A->check()));
  EXPECT_EQ(A->Graph.numDependences(), B->Graph.numDependences());
  EXPECT_NE(A->Graph.numDependences(), C->Graph.numDependences());
  unsigned Back = 0;
  for (size_t I = 0; I < A->Graph.numDependences(); ++I) {
    const Dependence &E = A->Graph.dependences()[I];
    EXPECT_EQ(E.Src, B->Graph.dependences()[I].Src);
    if (E.Distance > 0) {
      ++Back;
      EXPECT_GT(E.Src, E.Dst);
    } else {
      EXPECT_LT(E.Src, E.Dst);
    }
  }
  EXPECT_EQ(Back, 20u);
  // About p * n(n-1)/2 forward edges.
  double Expected = 0.02 * 300 * 299 / 2;
  EXPECT_NEAR(double(A->Graph.numDependences() - Back), Expected,
              0.25 * Expected);
  // The four unit kinds all occur.
  std::set<std::string> Units;
  for (const Operation &Op : A->Graph.operations())
    Units.insert(Op.Reservation.Uses.front().Unit);
  EXPECT_EQ(Units.size(), 4u);
}

/// The case: 1000 nodes, density 0.01, 50 back edges, D = 500,
/// II = 10, R_cap = 50, 2000 iterations (all of them: no early stop).
TEST(GauSSolverTest, SeedRandomDagCase) {
  auto P = generateRandomDag(1000, 0.01, 50, 1);
  ASSERT_TRUE(bool(P));
  GauSSolver S(*P, 500, 0.1);
  S.options().StopWhenLegal = false;
  S.options().Progress = false;
  auto T0 = std::chrono::steady_clock::now();
  GauSResult R = S.solveModulo(10, 50, 2000);
  double Secs = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - T0)
                    .count();
  EXPECT_EQ(R.Stats.Iterations, 2000u);
  EXPECT_EQ(R.Schedule.II, 10);
  expectVerified(withCapacity(*P, 50), R);
  for (int64_t St : R.Schedule.Start)
    EXPECT_LT(St, 500);
  // Generous bound for a loaded, shared 2-core machine; the benchmark
  // reports the real time.
  EXPECT_LT(Secs, 30.0);
}

/// The optimiser itself must reach legality from an uninformed start (not
/// only inherit it from the informed initialisation).
TEST(GauSSolverTest, UninformedStartBecomesLegal) {
  auto P = generateRandomDag(120, 0.03, 6, 3);
  ASSERT_TRUE(bool(P));
  GauSSolver S(*P, 120, 0.3);
  S.options().Init = GauSInit::Uninformed;
  S.options().AcceptLegalized = false; // The optimiser must do the work.
  S.options().Progress = false;
  GauSResult R = S.solveModulo(6, 8, 1500);
  expectVerified(withCapacity(*P, 8), R);
  EXPECT_GT(R.Stats.Iterations, 0u);
  EXPECT_EQ(R.Stats.FractionMoved, 0.0);
}

TEST(GauSSolverTest, FlashAttentionHopperAtII4) {
  auto P = buildKernel("flash_attention_forward_hopper");
  if (!P) {
    llvm::consumeError(P.takeError());
    GTEST_SKIP() << "kernel flash_attention_forward_hopper not built yet";
  }
  GauSOptions O;
  O.Progress = false;
  GauSResult R = gausSolveTwillGraph(*P, 4, 20, O);
  expectVerified(*P, R);
  EXPECT_EQ(R.Schedule.II, 4 * R.CyclesPerStep);
}

/// GauS under the full model (issue 15): every built-in kernel gets a
/// schedule that carries warps and passes the full verifier (memories,
/// warps, registers, spills, blocking), at the MII or, where GauS's start
/// times there admit no warps, at a larger interval (gausSolveKernel's
/// interval search). The one exception, the FA4 TTGIR graph (GauS has no
/// memory-capacity term and its schedules overfill TMEM, docs/gaus.md),
/// must fail cleanly. Deterministic: iteration and Z3 work budgets, no
/// time limit.
TEST(GauSSolverTest, KernelsUnderTheFullModel) {
  GauSOptions O;
  O.Progress = false;
  unsigned Scheduled = 0;
  for (const KernelInfo &K : listKernels()) {
    auto P = buildKernel(K.Name);
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    auto B = computeMIIBounds(*P);
    ASSERT_TRUE(bool(B)) << llvm::toString(B.takeError());
    GauSResult R = gausSolveKernel(*P, O);
    SCOPED_TRACE(K.Name + ": " + R.Message);
    if (K.Name == "flash_attention_forward_blackwell_ttgir" &&
        !hasSolution(R.Status)) {
      EXPECT_EQ(R.Status, SolveStatus::Infeasible);
      EXPECT_FALSE(R.Message.empty());
      continue;
    }
    ASSERT_TRUE(hasSolution(R.Status));
    ++Scheduled;
    EXPECT_EQ(R.Status, SolveStatus::Feasible); // GauS proves nothing.
    VerificationResult V = verifySchedule(*P, R.Schedule);
    EXPECT_TRUE(V.ok());
    EXPECT_GE(R.Schedule.II, B->MII);
    EXPECT_EQ(bool(P->Warps), bool(R.Schedule.Warps));
    if (R.Schedule.Warps)
      EXPECT_GE(R.Stats.WarpGroups, 1u);
  }
  EXPECT_GE(Scheduled, 8u); // The 7 of the issue and the FA3 TTGIR graph.
}

/// --II for kernels is an interval in cycles: below the MII it is refused,
/// and with a step count the schedule's interval is at least the one
/// asked for.
TEST(GauSSolverTest, KernelIntervalInCycles) {
  auto P = buildKernel("gemm_hopper");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  GauSOptions O;
  O.Progress = false;
  GauSResult Low = gausSolveTwillGraph(*P, 4, 20, O, 100);
  EXPECT_EQ(Low.Status, SolveStatus::Error);
  GauSResult R = gausSolveTwillGraph(*P, 4, 20, O, 1000);
  expectVerified(*P, R);
  EXPECT_GE(R.Schedule.II, 1000);
  EXPECT_EQ(R.CyclesPerStep, 250);
  O.KernelIntervalSteps = 0;
  GauSResult K = gausSolveKernel(*P, O, 1024);
  expectVerified(*P, K);
  EXPECT_GE(K.Schedule.II, 1024);
}

/// Forward-backward justification keeps list schedules legal and never
/// makes them longer (random loops with per-step resource limits).
TEST(GauSSolverTest, JustificationIsLegalAndNeverLonger) {
  for (uint64_t Seed : {1, 2, 3}) {
    auto P = generateRandomDag(300, 0.02, 0, Seed);
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    Problem PC = withCapacity(*P, 2);
    std::vector<int64_t> Caps;
    for (const FunctionalUnit &U : PC.Units)
      Caps.push_back(U.Capacity);
    auto L = listSchedule(PC, Caps);
    ASSERT_TRUE(L.has_value());
    std::vector<int64_t> J = justifySchedule(PC, *L, Caps);
    ModuloSchedule S;
    S.Start = J;
    S.Length = ModuloSchedule::computeLength(PC.Graph, J);
    S.II = S.Length;
    VerificationResult V = verifySchedule(PC, S);
    EXPECT_TRUE(V.ok());
    EXPECT_LE(S.Length, ModuloSchedule::computeLength(PC.Graph, *L));
  }
}

/// HeuriGym's three instances that missed baseline.json (issue 15) reach
/// it with the default options and a fixed seed, no time limit.
TEST(GauSSolverTest, HeuriGymMissesReachTheBaseline) {
  std::string Root = twill::test::datasetsDir() +
                     "/heurigym-operator-scheduling";
  if (!llvm::sys::fs::exists(Root))
    GTEST_SKIP() << "datasets not found: " << Root;
  for (auto [Path, Baseline] :
       {std::pair<const char *, int64_t>{"small/h2v2.json", 23},
        {"medium/jpeg_fdct.json", 23},
        {"small/feedback.json", 13}}) {
    auto P = readProblemFile(Root + "/" + Path);
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    std::vector<int64_t> Caps;
    for (const FunctionalUnit &U : P->Units)
      Caps.push_back(U.Capacity);
    auto L = listSchedule(*P, Caps);
    ASSERT_TRUE(L.has_value());
    GauSSolver S(*P, ModuloSchedule::computeLength(P->Graph, *L));
    S.options().Progress = false;
    GauSResult R = S.solve(GauSObjective::Latency);
    SCOPED_TRACE(Path);
    ASSERT_TRUE(hasSolution(R.Status)) << R.Message;
    EXPECT_TRUE(verifySchedule(*P, R.Schedule).ok());
    EXPECT_LE(R.Schedule.Length, Baseline);
  }
}

TEST(GauSSolverTest, KernelWithoutWarpsOnRequest) {
  auto P = buildKernel("gemm_hopper");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  GauSOptions O;
  O.Progress = false;
  O.AssignWarps = false;
  GauSResult R = gausSolveTwillGraph(*P, 4, 20, O);
  expectVerified(*P, R);
  EXPECT_FALSE(R.Schedule.Warps);
}

TEST(GauSSolverTest, SimplifiedAttentionKernel) {
  auto P = buildKernel("flash_attention_forward_simplified");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  GauSOptions O;
  O.Progress = false;
  GauSResult R = gausSolveTwillGraph(*P, 4, 20, O);
  expectVerified(*P, R);
  EXPECT_EQ(R.Schedule.II, 4 * R.CyclesPerStep);
  EXPECT_GT(R.CyclesPerStep, 1);
}

TEST(GauSSolverTest, LegalizationFixesRoundedStarts) {
  // A chain a -> b -> c on one unit of capacity 1, all targets at 0.
  Problem P("chain");
  P.Units = {{"alu", 1, ""}};
  for (const char *N : {"a", "b", "c", "d"}) {
    Operation Op;
    Op.Name = N;
    Op.Latency = 2;
    Op.Reservation = ReservationTable::block("alu", 1);
    P.Graph.addOperation(Op);
  }
  P.Graph.addDependence(0, 1, 2);
  P.Graph.addDependence(1, 2, 2);
  P.Graph.addDependence(2, 0, 1, 2); // Recurrence, distance 2.
  std::vector<int64_t> Caps = {1};
  auto A = legalizeSchedule(P, {0, 0, 0, 0}, 0, 20, Caps);
  ASSERT_TRUE(A.has_value());
  ModuloSchedule S;
  S.Start = *A;
  S.Length = ModuloSchedule::computeLength(P.Graph, S.Start);
  S.II = S.Length;
  EXPECT_TRUE(verifySchedule(P, S).ok());
  auto M = legalizeSchedule(P, {0, 0, 0, 0}, 4, 20, Caps);
  ASSERT_TRUE(M.has_value());
  S.Start = *M;
  S.II = 4;
  S.Length = ModuloSchedule::computeLength(P.Graph, S.Start);
  EXPECT_TRUE(verifySchedule(P, S).ok());
  // II = 3 is below ResMII (four ops on one unit), II = 2 below RecMII
  // (delay 5 over distance 2): no legal schedule.
  EXPECT_FALSE(legalizeSchedule(P, {0, 0, 0, 0}, 3, 20, Caps).has_value());
  EXPECT_FALSE(legalizeSchedule(P, {0, 0, 0, 0}, 2, 20, Caps).has_value());
  // With a second unit, II = 3 works.
  EXPECT_TRUE(legalizeSchedule(P, {0, 0, 0, 0}, 3, 20, {2}).has_value());
  // The horizon is too short for the chain.
  EXPECT_FALSE(legalizeSchedule(P, {0, 0, 0, 0}, 0, 3, Caps).has_value());
}

TEST(GauSSolverTest, InfeasibleHorizonIsReportedAndRetried) {
  auto P = generateRandomDag(60, 0.05, 0, 4);
  ASSERT_TRUE(bool(P));
  auto CP = computeCriticalPathLength(P->Graph, 1 << 30);
  ASSERT_TRUE(bool(CP));
  GauSSolver S(*P, std::max<int64_t>(1, *CP / 2), 0.1);
  S.options().Progress = false;
  GauSResult R = S.solve(GauSObjective::Latency, 2, 200);
  EXPECT_EQ(R.Status, SolveStatus::Infeasible);
  EXPECT_FALSE(R.Message.empty());
  S.options().RetryLargerD = true;
  S.options().MaxRetries = 6;
  R = S.solve(GauSObjective::Latency, 2, 200);
  expectVerified(withCapacity(*P, 2), R);
  EXPECT_GT(R.Stats.Retries, 0u);
}

TEST(GauSSolverTest, DeterministicForASeed) {
  auto P = generateRandomDag(150, 0.03, 0, 5);
  ASSERT_TRUE(bool(P));
  auto run = [&](uint64_t Seed) {
    GauSSolver S(*P, 200, 0.2);
    S.options().Seed = Seed;
    S.options().Progress = false;
    S.options().StopWhenLegal = false;
    return S.solve(GauSObjective::Latency, 3, 300);
  };
  GauSResult A = run(1), B = run(1);
  ASSERT_TRUE(hasSolution(A.Status));
  EXPECT_EQ(A.Schedule.Start, B.Schedule.Start);
  EXPECT_EQ(A.Stats.FinalLoss, B.Stats.FinalLoss);
  expectVerified(withCapacity(*P, 3), A);
}

/// HeuriGym-style latency minimisation must not lose to its own start.
TEST(GauSSolverTest, LatencyNoWorseThanCriticalPathBound) {
  auto P = generateRandomDag(200, 0.02, 0, 9);
  ASSERT_TRUE(bool(P));
  auto CP = computeCriticalPathLength(P->Graph, 1 << 30);
  ASSERT_TRUE(bool(CP));
  GauSSolver S(*P, 3 * *CP, 0.2);
  S.options().Progress = false;
  GauSResult R = S.solve(GauSObjective::Latency, 4, 800);
  expectVerified(withCapacity(*P, 4), R);
  EXPECT_GE(R.Schedule.Length, *CP);
  EXPECT_EQ(double(R.Schedule.Length), R.Stats.ObjectiveAfter);
}

/// GauS is a heuristic: on small loops its II can never be below the
/// proven minimum of the exact modulo scheduler (a check on both).
TEST(GauSSolverTest, NeverBetterThanExactOnSmallLoops) {
  std::string Root = test::datasetsDir();
  std::vector<Problem> Problems;
  if (!Root.empty()) {
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator
             It(Root + "/hatscht-modulo", EC), End;
         It != End && !EC && Problems.size() < 12; It.increment(EC)) {
      llvm::StringRef Path = It->path();
      if (!Path.ends_with(".graphml") || Path.contains(".200MHz."))
        continue;
      auto P = readProblemFile(Path);
      if (!P) {
        llvm::consumeError(P.takeError());
        continue;
      }
      if (P->Graph.numOperations() <= 40)
        Problems.push_back(std::move(*P));
    }
  }
  for (uint64_t Seed = 1; Seed <= 4; ++Seed) {
    auto P = generateRandomDag(12, 0.2, 2, Seed);
    ASSERT_TRUE(bool(P));
    Problems.push_back(withCapacity(std::move(*P), 1));
  }
  unsigned Compared = 0;
  for (const Problem &P : Problems) {
    SCOPED_TRACE(P.Name);
    IISearchOptions XO;
    XO.TimeLimit = 600; // Generous: which loops are compared never depends on load.
    IISearchResult X = minimizeII(P, XO);
    if (X.Status != SolveStatus::Optimal)
      continue;
    int64_t II = X.MII;
    auto CP = computeCriticalPathLength(P.Graph, X.Schedule.II);
    ASSERT_TRUE(bool(CP));
    // Try every II up to the exact optimum: GauS must fail below it.
    for (; II <= X.Schedule.II; ++II) {
      GauSSolver S(P, 2 * *CP + 2 * II + 4, 0.2);
      S.options().Progress = false;
      GauSResult R = S.solveModulo(II, 0, 400);
      if (hasSolution(R.Status)) {
        expectVerified(P, R);
        EXPECT_GE(R.Schedule.II, X.Schedule.II);
        break;
      }
    }
    ++Compared;
  }
  EXPECT_GE(Compared, 4u);
}

} // namespace
