//===- StageObjectiveTest.cpp - Formulation A: checker, baselines, GauS ---===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formulation A (max stage resource + alpha * communication, delay-0
/// dependences): the exact evaluator on hand-computed cases, the list
/// scheduler and the legaliser always legal, the exact ILP equal to brute
/// force on small graphs, and GauS legal and no worse than the list
/// baseline it starts from.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauS.h"
#include "twill/GauS/StageObjective.h"
#include "twill/Twill/MILP.h"
#include "twill/IO/Readers.h"

#include "gtest/gtest.h"

#include <random>

using namespace twill;

namespace {

/// A problem with the GML conventions: node and edge `parameter`s.
Problem weighted(const std::vector<int64_t> &W,
                 const std::vector<std::tuple<OpId, OpId, int64_t>> &Edges) {
  Problem P("a");
  P.Units = {{"generic", -1, ""}};
  for (size_t V = 0; V < W.size(); ++V) {
    Operation Op;
    Op.Name = "n" + std::to_string(V);
    Op.Latency = 1;
    Op.Reservation = ReservationTable::block("generic", 1);
    Op.Attributes["parameter"] = W[V];
    P.Graph.addOperation(std::move(Op));
  }
  for (auto [U, V, C] : Edges) {
    Dependence D;
    D.Src = U;
    D.Dst = V;
    D.Delay = 1;
    D.Attributes["parameter"] = C;
    P.Graph.addDependence(std::move(D));
  }
  return P;
}

/// A seeded random DAG with weights in [0, 5] (nodes) and [0, 3] (edges).
Problem randomWeighted(unsigned N, double Density, uint64_t Seed) {
  std::mt19937_64 Gen(Seed);
  std::uniform_int_distribution<int64_t> W(0, 5), C(0, 3);
  std::uniform_real_distribution<double> U(0, 1);
  std::vector<int64_t> Ws;
  std::vector<std::tuple<OpId, OpId, int64_t>> Es;
  for (unsigned V = 0; V < N; ++V)
    Ws.push_back(W(Gen));
  for (unsigned A = 0; A < N; ++A)
    for (unsigned B = A + 1; B < N; ++B)
      if (U(Gen) < Density)
        Es.emplace_back(A, B, C(Gen));
  return weighted(Ws, Es);
}

TEST(StageObjectiveTest, EvaluatorOnHandComputedCases) {
  // 0 -> 1 -> 3, 0 -> 2 -> 3; weights 4, 1, 2, 3; edge costs 1, 2, 3, 4.
  Problem P = weighted({4, 1, 2, 3}, {{0, 1, 1}, {1, 3, 2}, {0, 2, 3}, {2, 3, 4}});
  EXPECT_EQ(stageDepth(P), 3);
  auto SP = makeStageProblem(P, 0.5, 0);
  ASSERT_TRUE(bool(SP)) << llvm::toString(SP.takeError());
  EXPECT_EQ(SP->D, 3);
  // All in stage 0: max 10, no communication.
  StageEval E = evaluateStages(*SP, {0, 0, 0, 0});
  EXPECT_TRUE(E.Legal);
  EXPECT_EQ(E.MaxStage, 10);
  EXPECT_EQ(E.Comm, 0);
  EXPECT_EQ(E.Objective, 10);
  // Stages 0, 1, 1, 2: loads 4, 3, 3; edges 0->1, 0->2, 1->3, 2->3 all cut.
  E = evaluateStages(*SP, {0, 1, 1, 2});
  EXPECT_TRUE(E.Legal);
  EXPECT_EQ(E.MaxStage, 4);
  EXPECT_EQ(E.Comm, 10);
  EXPECT_EQ(E.Objective, 9);
  // Span counts boundaries: 1 + 2 + 3 + 4 with every edge spanning one.
  SP->Comm = StageComm::Span;
  EXPECT_EQ(evaluateStages(*SP, {0, 1, 1, 2}).Comm, 10);
  EXPECT_EQ(evaluateStages(*SP, {0, 0, 2, 2}).Comm, 3 * 2 + 2 * 2);
  SP->Comm = StageComm::Cut;
  EXPECT_EQ(evaluateStages(*SP, {0, 0, 2, 2}).Comm, 3 + 2);
  // Illegal: a consumer before its producer, a stage out of range.
  E = evaluateStages(*SP, {1, 0, 1, 2});
  EXPECT_FALSE(E.Legal);
  EXPECT_NE(E.Why.find("edge 0 -> 1"), std::string::npos) << E.Why;
  E = evaluateStages(*SP, {0, 0, 0, 3});
  EXPECT_FALSE(E.Legal);
  EXPECT_NE(E.Why.find("outside [0, 3)"), std::string::npos) << E.Why;
  EXPECT_FALSE(evaluateStages(*SP, {0, 0}).Legal);
}

TEST(StageObjectiveTest, CycleIsAnError) {
  Problem P = weighted({1, 1}, {{0, 1, 1}, {1, 0, 1}});
  auto SP = makeStageProblem(P, 1, 0);
  ASSERT_FALSE(bool(SP));
  EXPECT_NE(llvm::toString(SP.takeError()).find("cycle"), std::string::npos);
}

TEST(StageObjectiveTest, ListAndLegalizerAreLegal) {
  for (uint64_t Seed : {1, 2, 3}) {
    Problem P = randomWeighted(60, 0.08, Seed);
    auto SP = makeStageProblem(P, 0.3, 0);
    ASSERT_TRUE(bool(SP));
    std::vector<int64_t> L = stageListSchedule(*SP);
    StageEval E = evaluateStages(*SP, L);
    EXPECT_TRUE(E.Legal) << E.Why;
    // Everything in one stage is legal too; the list schedule balances.
    EXPECT_LT(E.Objective,
              evaluateStages(*SP, std::vector<int64_t>(60, 0)).Objective);
    // Any target, even reversed stages, legalises.
    std::vector<int64_t> T(60);
    for (unsigned V = 0; V < 60; ++V)
      T[V] = (SP->D - 1) - V % SP->D;
    StageEval LE = evaluateStages(*SP, legalizeStages(*SP, T));
    EXPECT_TRUE(LE.Legal) << LE.Why;
  }
}

TEST(StageObjectiveTest, RefineStaysLegalAndNeverWorse) {
  for (StageComm Comm : {StageComm::Cut, StageComm::Span})
    for (uint64_t Seed : {1, 2, 3, 4}) {
      Problem P = randomWeighted(80, 0.06, Seed);
      auto SP = makeStageProblem(P, 0.3, 0, Comm);
      ASSERT_TRUE(bool(SP));
      // Targets that break many edges: the legaliser moves ops, and the
      // repair takes them back towards the targets where it may.
      std::vector<int64_t> T(80);
      for (unsigned V = 0; V < 80; ++V)
        T[V] = (V * 7 + Seed) % SP->D;
      std::vector<int64_t> L = legalizeStages(*SP, T);
      StageEval Before = evaluateStages(*SP, L);
      ASSERT_TRUE(Before.Legal) << Before.Why;
      std::vector<int64_t> R = refineStages(*SP, L, T);
      StageEval After = evaluateStages(*SP, R);
      EXPECT_TRUE(After.Legal) << After.Why;
      EXPECT_LE(After.Objective, Before.Objective + 1e-9);
      // The list schedule refined is legal and no worse as well.
      std::vector<int64_t> LS = stageListSchedule(*SP);
      StageEval LE = evaluateStages(*SP, LS);
      StageEval RE = evaluateStages(*SP, refineStages(*SP, LS, LS));
      EXPECT_TRUE(RE.Legal) << RE.Why;
      EXPECT_LE(RE.Objective, LE.Objective + 1e-9);
    }
}

/// The optimum by enumerating all D^N assignments.
double bruteForce(const StageProblem &SP) {
  const unsigned N = SP.numOps();
  std::vector<int64_t> S(N, 0);
  double Best = 1e300;
  for (;;) {
    StageEval E = evaluateStages(SP, S);
    if (E.Legal)
      Best = std::min(Best, E.Objective);
    unsigned K = 0;
    while (K < N && ++S[K] == SP.D)
      S[K++] = 0;
    if (K == N)
      return Best;
  }
}

TEST(StageObjectiveTest, ExactMatchesBruteForce) {
  for (uint64_t Seed : {5, 6, 7})
    for (StageComm C : {StageComm::Cut, StageComm::Span}) {
      Problem P = randomWeighted(7, 0.35, Seed);
      auto SP = makeStageProblem(P, 0.7, 3, C);
      ASSERT_TRUE(bool(SP));
      StageExactResult X = solveStagesExact(*SP, 30, MILPBackend::CBC);
      ASSERT_EQ(X.Status, SolveStatus::Optimal) << X.Message;
      EXPECT_NEAR(X.Objective, bruteForce(*SP), 1e-6) << "seed " << Seed;
    }
  Problem P = randomWeighted(50, 0.1, 1);
  auto SP = makeStageProblem(P, 1, 0);
  ASSERT_TRUE(bool(SP));
  StageExactResult X = solveStagesExact(*SP, 5, MILPBackend::CBC, 10);
  EXPECT_EQ(X.Status, SolveStatus::Error);
  EXPECT_NE(X.Message.find("too large"), std::string::npos);
}

/// The exact ILP started from the list schedule (issue 15): with a budget
/// it closes, the optimum (never worse than the start); the start's value
/// is reported.
TEST(StageObjectiveTest, ExactFromListStartIsNeverWorse) {
  for (uint64_t Seed : {5, 6}) {
    Problem P = randomWeighted(7, 0.35, Seed);
    auto SP = makeStageProblem(P, 0.7, 3, StageComm::Cut);
    ASSERT_TRUE(bool(SP));
    std::vector<int64_t> L = stageListSchedule(*SP);
    double ListObj = evaluateStages(*SP, L).Objective;
    StageExactResult X =
        solveStagesExact(*SP, 30, MILPBackend::CBC, 200000, &L);
    ASSERT_EQ(X.Status, SolveStatus::Optimal) << X.Message;
    EXPECT_NEAR(X.StartObjective, ListObj, 1e-9);
    EXPECT_NEAR(X.Objective, bruteForce(*SP), 1e-6);
    EXPECT_LE(X.Objective, ListObj + 1e-9);
  }
}

/// A MIP start stands when the backend finds nothing within its budget
/// (Z3 with a work budget too small to decide anything: deterministic),
/// and a start that breaks a row is ignored.
TEST(StageObjectiveTest, MILPStartStandsWithoutIncumbent) {
  MILP M;
  std::vector<int> X;
  for (int I = 0; I < 12; ++I)
    X.push_back(M.addBinary(""));
  std::vector<MILP::Term> Sum, Obj;
  for (int I = 0; I < 12; ++I) {
    Sum.push_back({X[I], 1.0});
    Obj.push_back({X[I], double(I + 1)});
  }
  M.addRow(Sum, MILP::Sense::GreaterEq, 3);
  M.setObjective(Obj);
  MILPOptions O;
  O.Backend = MILPBackend::Z3;
  O.Work = 1;
  MILPResult Bare = solveMILP(M, O);
  ASSERT_FALSE(hasSolution(Bare.Status));
  O.Start.assign(12, 0.0);
  O.Start[9] = O.Start[10] = O.Start[11] = 1; // Objective 10 + 11 + 12.
  double StartObj = 0;
  ASSERT_TRUE(satisfiesMILP(M, O.Start, &StartObj));
  EXPECT_EQ(StartObj, 33);
  MILPResult R = solveMILP(M, O);
  EXPECT_EQ(R.Status, SolveStatus::Feasible);
  EXPECT_EQ(R.Objective, 33);
  EXPECT_EQ(R.Values, O.Start);
  O.Start[9] = 0; // Two ops only: breaks the row, so it is ignored.
  EXPECT_FALSE(satisfiesMILP(M, O.Start));
  EXPECT_EQ(solveMILP(M, O).Status, Bare.Status);
  // With CBC and no limit the optimum (1 + 2 + 3) replaces the start.
  O.Start[9] = 1;
  O.Backend = MILPBackend::CBC;
  O.Work = 0;
  MILPResult C = solveMILP(M, O);
  EXPECT_EQ(C.Status, SolveStatus::Optimal);
  EXPECT_NEAR(C.Objective, 6, 1e-6);
}

TEST(StageObjectiveTest, GauSIsLegalAndNoWorseThanList) {
  for (uint64_t Seed : {11, 12}) {
    Problem P = randomWeighted(120, 0.04, Seed);
    auto SP = makeStageProblem(P, 0.5, 0);
    ASSERT_TRUE(bool(SP));
    double List = evaluateStages(*SP, stageListSchedule(*SP)).Objective;
    GauSSolver S(P, SP->D);
    S.options().Seed = Seed;
    S.options().StageAlpha = 0.5;
    S.options().Progress = false;
    S.options().MaxIters = 400;
    GauSResult R = S.solve(GauSObjective::StageBalance, 0, 400);
    ASSERT_TRUE(hasSolution(R.Status)) << R.Message;
    StageEval E = evaluateStages(*SP, R.Schedule.Start);
    EXPECT_TRUE(E.Legal) << E.Why;
    EXPECT_LE(E.Objective, List + 1e-9);
    EXPECT_DOUBLE_EQ(E.Objective, R.Stats.ObjectiveAfter);
  }
}

} // namespace
