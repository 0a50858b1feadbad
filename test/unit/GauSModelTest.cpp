//===- GauSModelTest.cpp - GauS losses and gradients ----------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every GauS loss term against central finite differences, alone, at
/// random (mu, sigma), for acyclic and modulo problems and for edge delays 0
/// and 1 (the reviewers' off-by-one question); and the expectations against
/// brute-force sums over the discretised distributions.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauSModel.h"

#include "gtest/gtest.h"

#include <cmath>
#include <random>

using namespace twill;

namespace {

Operation makeOp(std::string Name, const char *Unit, unsigned Cycles,
                 int64_t Bytes) {
  Operation Op;
  Op.Name = std::move(Name);
  Op.Latency = Cycles;
  Op.Reservation = ReservationTable::block(Unit, Cycles);
  if (Bytes)
    Op.Footprint["smem"] = Bytes;
  return Op;
}

/// Seven ops on two capacity-1 units, delays 0, 1 and 2, two carried edges.
Problem smallProblem(int64_t Delay) {
  Problem P("grad");
  P.Units = {{"tc", 1, ""}, {"mufu", 1, ""}, {"sync", -1, ""}};
  P.Memories = {{"smem", 1 << 20}};
  const char *Units[] = {"tc", "mufu", "tc", "sync", "mufu", "tc", "tc"};
  for (unsigned I = 0; I < 7; ++I)
    P.Graph.addOperation(makeOp("op" + std::to_string(I), Units[I],
                                1 + I % 2, 100 * (I + 1)));
  P.Graph.addDependence(0, 1, Delay);
  P.Graph.addDependence(0, 2, Delay + 1);
  P.Graph.addDependence(1, 3, Delay);
  P.Graph.addDependence(2, 3, 2);
  P.Graph.addDependence(3, 4, Delay);
  P.Graph.addDependence(4, 5, 1);
  P.Graph.addDependence(2, 6, 0);
  P.Graph.addDependence(5, 0, 1, 1);
  P.Graph.addDependence(6, 2, 2, 2);
  return P;
}

struct Case {
  const char *Name;
  int64_t II;
  int64_t Delay;
  int Term; ///< GauSTerm index, or -1 for the objective alone.
  GauSObjective Obj;
  bool StageSpan = false; ///< StageBalance: span instead of cut.
};

void checkGradient(const Case &C) {
  SCOPED_TRACE(C.Name);
  Problem P = smallProblem(C.Delay);
  const int64_t D = 12;
  std::vector<double> Bytes;
  for (const Operation &Op : P.Graph.operations())
    Bytes.push_back(double(Op.Footprint.count("smem") ? Op.Footprint.at("smem")
                                                      : 0));
  // Capacity 0 on mufu makes every expected use a violation, so the
  // resource terms are never at their kink.
  GauSModel M(P, D, C.II, {1, 0, -1}, Bytes, C.Obj, /*Threads=*/2);
  M.ObjScale = 7.0;
  M.Tau = 0.3;
  if (C.Obj == GauSObjective::StageBalance)
    M.setStageObjective({1.5, 2, 0, 3, 1, 0.5, 2.5}, 0.7, C.StageSpan, 40.0);
  GauSPenalty Pen;
  std::mt19937_64 Gen(42 + C.II + C.Delay * 7 + C.Term * 13);
  std::uniform_real_distribution<double> U(0, 1);
  for (unsigned T = 0; T < NumGauSTerms; ++T) {
    Pen.Enabled[T] = int(T) == C.Term;
    Pen.Lambda[T].resize(M.numComponents(GauSTerm(T)));
    for (double &L : Pen.Lambda[T])
      L = 0.5 + U(Gen);
  }
  if (C.Term >= 0)
    ASSERT_GT(M.numComponents(GauSTerm(C.Term)), 0u);
  Pen.Rho = 0.7;
  Pen.ObjectiveWeight = C.Obj == GauSObjective::None ? 0.0 : 1.3;
  const unsigned N = P.Graph.numOperations();
  for (unsigned Trial = 0; Trial < 3; ++Trial) {
    Eigen::ArrayXd Mu(N), Sigma(N);
    for (unsigned I = 0; I < N; ++I) {
      Mu[I] = 1.0 + U(Gen) * (D - 3);
      Sigma[I] = 0.4 + 1.6 * U(Gen);
    }
    Eigen::ArrayXd GMu, GSig;
    GauSEval E = M.evaluate(Mu, Sigma, Pen, &GMu, &GSig);
    ASSERT_TRUE(std::isfinite(E.Loss));
    EXPECT_GT(std::abs(E.Loss), 1e-6) << "the term must be active";
    double MaxG = std::max(GMu.abs().maxCoeff(), GSig.abs().maxCoeff());
    EXPECT_GT(MaxG, 1e-6);
    const double H = 1e-5;
    for (unsigned I = 0; I < N; ++I) {
      for (int Which = 0; Which < 2; ++Which) {
        Eigen::ArrayXd &X = Which ? Sigma : Mu;
        double Save = X[I];
        X[I] = Save + H;
        double Up = M.evaluate(Mu, Sigma, Pen, nullptr, nullptr).Loss;
        X[I] = Save - H;
        double Dn = M.evaluate(Mu, Sigma, Pen, nullptr, nullptr).Loss;
        X[I] = Save;
        double FD = (Up - Dn) / (2 * H);
        double An = Which ? GSig[I] : GMu[I];
        EXPECT_NEAR(An, FD, 1e-5 + 1e-4 * std::abs(FD))
            << (Which ? "sigma" : "mu") << " of op " << I << " trial "
            << Trial;
      }
    }
  }
}

TEST(GauSModelTest, GradientsMatchFiniteDifferences) {
  const Case Cases[] = {
      {"dep acyclic lat0", 0, 0, int(GauSTerm::Dependence), GauSObjective::None},
      {"dep acyclic lat1", 0, 1, int(GauSTerm::Dependence), GauSObjective::None},
      {"dep modulo", 3, 1, int(GauSTerm::Dependence), GauSObjective::None},
      {"rec lat0", 3, 0, int(GauSTerm::Recurrence), GauSObjective::None},
      {"rec lat1", 2, 1, int(GauSTerm::Recurrence), GauSObjective::None},
      {"res", 0, 1, int(GauSTerm::Resource), GauSObjective::None},
      {"mres", 3, 1, int(GauSTerm::ModuloResource), GauSObjective::None},
      {"latency", 0, 1, -1, GauSObjective::Latency},
      {"memory acyclic", 0, 1, -1, GauSObjective::PeakMemory},
      {"memory modulo", 5, 1, -1, GauSObjective::PeakMemory},
      {"stage cut", 0, 0, -1, GauSObjective::StageBalance, false},
      {"stage span", 0, 0, -1, GauSObjective::StageBalance, true},
  };
  for (const Case &C : Cases)
    checkGradient(C);
}

/// Discretised mass of N(mu, sigma^2) on [0, D) with folded tails.
std::vector<double> mass(double Mu, double Sigma, int64_t D) {
  std::vector<double> P(D);
  double Prev = 0;
  for (int64_t Dd = 0; Dd < D; ++Dd) {
    double F = Dd == D - 1
                   ? 1.0
                   : 0.5 * std::erfc(-(Dd + 0.5 - Mu) / (Sigma * M_SQRT2));
    P[Dd] = F - Prev;
    Prev = F;
  }
  return P;
}

TEST(GauSModelTest, EdgeViolationIsTheExpectedShortfall) {
  // One edge u -> v with delay 2: V = E[(X_u + 2 - X_v)^+], by brute force
  // over the joint (independent) distribution.
  for (int64_t Delay : {0, 1, 2}) {
    Problem P("edge");
    P.Units = {{"alu", -1, ""}};
    P.Graph.addOperation(makeOp("u", "alu", 1, 0));
    P.Graph.addOperation(makeOp("v", "alu", 1, 0));
    P.Graph.addDependence(0, 1, Delay);
    const int64_t D = 10;
    GauSModel M(P, D, 0, {-1}, {}, GauSObjective::None, 1);
    GauSPenalty Pen;
    Eigen::ArrayXd Mu(2), Sigma(2);
    Mu << 4.3, 4.9;
    Sigma << 0.8, 1.7;
    GauSEval E = M.evaluate(Mu, Sigma, Pen, nullptr, nullptr);
    auto Pu = mass(Mu[0], Sigma[0], D), Pv = mass(Mu[1], Sigma[1], D);
    double Brute = 0, ProbViol = 0;
    for (int64_t A = 0; A < D; ++A)
      for (int64_t B = 0; B < D; ++B) {
        Brute += Pu[A] * Pv[B] * std::max<int64_t>(0, A + Delay - B);
        ProbViol += Pu[A] * Pv[B] * (A + Delay > B);
      }
    EXPECT_NEAR(E.Violation[0], Brute, 1e-9) << "delay " << Delay;
    // With integer starts the shortfall is at least the violation
    // probability (the paper's Eq. 8b).
    EXPECT_GE(E.Violation[0] + 1e-12, ProbViol);
  }
}

TEST(GauSModelTest, ModuloUseIsFoldedMassPerResidue) {
  Problem P("mres");
  P.Units = {{"tc", 0, ""}};
  P.Graph.addOperation(makeOp("a", "tc", 2, 0));
  P.Graph.addOperation(makeOp("b", "tc", 1, 0));
  const int64_t D = 9, II = 3;
  GauSModel M(P, D, II, {0}, {}, GauSObjective::None, 1);
  GauSPenalty Pen;
  Eigen::ArrayXd Mu(2), Sigma(2);
  Mu << 2.2, 5.6;
  Sigma << 1.1, 0.6;
  std::vector<double> V[NumGauSTerms];
  M.evaluate(Mu, Sigma, Pen, nullptr, nullptr, &V);
  auto Pa = mass(Mu[0], Sigma[0], D), Pb = mass(Mu[1], Sigma[1], D);
  std::vector<double> Want(II, 0.0);
  for (int64_t T = 0; T < D; ++T) {
    Want[T % II] += Pa[T] + Pb[T];      // First cycle of each op.
    Want[(T + 1) % II] += Pa[T];        // Second cycle of a.
  }
  ASSERT_EQ(V[unsigned(GauSTerm::ModuloResource)].size(), size_t(II));
  for (int64_t R = 0; R < II; ++R)
    EXPECT_NEAR(V[unsigned(GauSTerm::ModuloResource)][R], Want[R], 1e-9);
}

} // namespace
