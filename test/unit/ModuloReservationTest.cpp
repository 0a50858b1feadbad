//===- ModuloReservationTest.cpp - The shared modulo reservation helper ---===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Model/ModuloReservation.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

using namespace twill;
using namespace twill::test;

namespace {

/// An op holding one "tc" at rows 0 and 2 of its table (three rows).
Operation splitOp(const char *Name) {
  Operation Op;
  Op.Name = Name;
  Op.Latency = 3;
  Op.Reservation.NumCycles = 3;
  Op.Reservation.Uses = {{"tc", 0, 1}, {"tc", 2, 1}};
  return Op;
}

TEST(ModuloReservationTest, ResiduesFoldNegativeStarts) {
  UnitUse U{"tc", 2, 1};
  EXPECT_EQ(reservedResidue(0, U, 3), 2);
  EXPECT_EQ(reservedResidue(4, U, 3), 0);
  EXPECT_EQ(reservedResidue(-5, U, 3), 0);
  std::vector<std::pair<unsigned, int64_t>> Seen;
  Operation Op = splitOp("a");
  Op.Reservation.Uses.push_back({"tc", 1, 0}); // holds nothing: skipped
  forEachReservedResidue(Op, 1, 2, [&](const UnitUse &Use, int64_t R) {
    Seen.push_back({Use.Cycle, R});
  });
  EXPECT_EQ(Seen, (std::vector<std::pair<unsigned, int64_t>>{{0, 1}, {2, 1}}));
}

TEST(ModuloReservationTest, OwnUsesFoldingOntoOneResidueCount) {
  Problem P("p");
  P.Units = {{"tc", 1, ""}};
  // At I = 2 both rows of the op fall on one residue: it never fits.
  ModuloReservationTable Two(P, 2);
  EXPECT_FALSE(Two.fits(splitOp("a"), 0));
  // At I = 3 they do not.
  ModuloReservationTable Three(P, 3);
  EXPECT_TRUE(Three.fits(splitOp("a"), 0));
}

TEST(ModuloReservationTest, ReserveReleaseAndUnlimitedUnits) {
  Problem P("p");
  P.Units = {{"tc", 2, ""}, {"alu", -1, ""}};
  ModuloReservationTable T(P, 4);
  Operation A = makeOp("a", "tc", 2);
  T.reserve(A, 1);
  EXPECT_EQ(T.held("tc", 1), 1u);
  EXPECT_EQ(T.held("tc", 2), 1u);
  EXPECT_EQ(T.held("tc", 6), 1u); // the same residue as 2
  EXPECT_TRUE(T.fits(A, 2));
  T.reserve(A, 2);
  EXPECT_EQ(T.held("tc", 2), 2u);
  EXPECT_FALSE(T.fits(A, 5)); // residues 1 and 2: 2 is full
  EXPECT_TRUE(T.fits(A, 3));  // residues 3 and 0
  T.release(A, 2);
  EXPECT_EQ(T.held("tc", 2), 1u);
  EXPECT_EQ(T.held("tc", 3), 0u);
  EXPECT_TRUE(T.fits(A, 5));
  // Unlimited units are never full and not tracked.
  Operation B = makeOp("b", "alu", 1, 1000);
  for (int K = 0; K < 10; ++K) {
    EXPECT_TRUE(T.fits(B, K));
    T.reserve(B, K);
  }
  EXPECT_EQ(T.held("alu", 0), 0u);
}

/// The table and the independent verifier agree on which schedules respect
/// the resources: every start vector of three ops in [0, 4) at I = 2 and 3.
TEST(ModuloReservationTest, AgreesWithTheVerifier) {
  Problem P("p");
  P.Units = {{"tc", 1, ""}, {"mufu", 2, ""}};
  P.Graph.addOperation(splitOp("a"));
  P.Graph.addOperation(makeOp("b", "mufu", 2, 2));
  P.Graph.addOperation(makeOp("c", "tc", 1));
  unsigned Agreed = 0, Fitting = 0;
  for (int64_t II : {2, 3, 4})
    for (int64_t S0 = 0; S0 < 4; ++S0)
      for (int64_t S1 = 0; S1 < 4; ++S1)
        for (int64_t S2 = 0; S2 < 4; ++S2) {
          std::vector<int64_t> Start = {S0, S1, S2};
          ModuloReservationTable T(P, II);
          bool Fits = true;
          for (OpId V = 0; V < 3; ++V) {
            Fits = Fits && T.fits(P.Graph.op(V), Start[V]);
            T.reserve(P.Graph.op(V), Start[V]);
          }
          VerificationResult R = verifySchedule(
              P, makeSchedule(II, Start,
                              ModuloSchedule::computeLength(P.Graph, Start)));
          EXPECT_EQ(Fits, R.count(ConstraintKind::Resource) == 0)
              << "I=" << II << " starts " << S0 << "," << S1 << "," << S2;
          Agreed += Fits == (R.count(ConstraintKind::Resource) == 0);
          Fitting += Fits;
        }
  // Both answers occur, so the comparison can fail either way.
  EXPECT_GT(Fitting, 0u);
  EXPECT_LT(Fitting, Agreed);
}

} // namespace
