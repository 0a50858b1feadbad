//===- ModuloReservationTest.cpp - The shared modulo reservation helper ---===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Model/ModuloReservation.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

#include <optional>
#include <random>

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
  P.Graph.addOperation(splitOp("a"));
  LimitedUses Uses(P);
  // At I = 2 both rows of the op fall on one residue: it never fits.
  EXPECT_FALSE(Uses.ownUsesFit(2));
  EXPECT_FALSE(ModuloReservationTable(Uses, 2).fits(0, 0));
  // At I = 3 they do not.
  EXPECT_TRUE(Uses.ownUsesFit(3));
  EXPECT_TRUE(ModuloReservationTable(Uses, 3).fits(0, 0));
}

TEST(ModuloReservationTest, LimitedUsesNumberTheLimitedUnits) {
  Problem P("p");
  P.Units = {{"alu", -1, ""}, {"tc", 2, ""}, {"mufu", 4, ""}};
  P.Graph.addOperation(makeOp("a", "alu"));
  P.Graph.addOperation(makeOp("b", "mufu", 2, 3));
  P.Graph.addOperation(makeOp("c", "nosuchunit"));
  LimitedUses Uses(P);
  EXPECT_EQ(Uses.numUnits(), 2u);
  EXPECT_EQ(Uses.unitIndex("tc"), 0u);
  EXPECT_EQ(Uses.unitIndex("mufu"), 1u);
  EXPECT_FALSE(Uses.unitIndex("alu"));
  EXPECT_EQ(Uses.capacity(1), 4u);
  EXPECT_TRUE(Uses.of(0).empty());
  EXPECT_TRUE(Uses.of(2).empty());
  ASSERT_EQ(Uses.of(1).size(), 2u);
  EXPECT_EQ(Uses.of(1)[1].Unit, 1u);
  EXPECT_EQ(Uses.of(1)[1].Cycle, 1u);
  EXPECT_EQ(Uses.of(1)[1].Count, 3u);
}

/// Capacities given by the caller replace the units' own: a negative one
/// makes a unit unlimited, a limited one numbers an unlimited unit, and a
/// unit past the end of the list keeps its own.
TEST(ModuloReservationTest, LimitedUsesTakeGivenCapacities) {
  Problem P("p");
  P.Units = {{"alu", -1, ""}, {"tc", 2, ""}, {"mufu", 4, ""}};
  P.Graph.addOperation(makeOp("a", "alu"));
  P.Graph.addOperation(makeOp("b", "tc"));
  P.Graph.addOperation(makeOp("c", "mufu", 1, 3));
  LimitedUses Uses(P, std::vector<int64_t>{3, -1});
  EXPECT_EQ(Uses.numUnits(), 2u);
  EXPECT_EQ(Uses.unitIndex("alu"), 0u);
  EXPECT_FALSE(Uses.unitIndex("tc"));
  EXPECT_EQ(Uses.unitIndex("mufu"), 1u);
  EXPECT_EQ(Uses.capacity(0), 3u);
  EXPECT_EQ(Uses.capacity(1), 4u);
  ASSERT_EQ(Uses.of(0).size(), 1u);
  EXPECT_TRUE(Uses.of(1).empty());
  ASSERT_EQ(Uses.of(2).size(), 1u);
  EXPECT_EQ(Uses.of(2)[0].Count, 3u);
  // A capacity of 0 is a limit too: nothing fits.
  LimitedUses None(P, std::vector<int64_t>{-1, 0});
  EXPECT_FALSE(None.ownUsesFit(1));
  EXPECT_FALSE(ModuloReservationTable(None, 1).fits(1, 0));
  EXPECT_TRUE(ModuloReservationTable(None, 1).fits(0, 0));
}

TEST(ModuloReservationTest, ReserveReleaseAndUnlimitedUnits) {
  Problem P("p");
  P.Units = {{"tc", 2, ""}, {"alu", -1, ""}};
  P.Graph.addOperation(makeOp("a", "tc", 2));
  P.Graph.addOperation(makeOp("b", "alu", 1, 1000));
  LimitedUses Uses(P);
  ModuloReservationTable T(Uses, 4);
  const unsigned TC = *Uses.unitIndex("tc");
  T.reserve(0, 1);
  EXPECT_EQ(T.held(TC, 1), 1u);
  EXPECT_EQ(T.held(TC, 2), 1u);
  EXPECT_EQ(T.held(TC, 6), 1u); // the same residue as 2
  EXPECT_TRUE(T.fits(0, 2));
  T.reserve(0, 2);
  EXPECT_EQ(T.held(TC, 2), 2u);
  EXPECT_FALSE(T.fits(0, 5)); // residues 1 and 2: 2 is full
  EXPECT_TRUE(T.fits(0, 3));  // residues 3 and 0
  T.release(0, 2);
  EXPECT_EQ(T.held(TC, 2), 1u);
  EXPECT_EQ(T.held(TC, 3), 0u);
  EXPECT_TRUE(T.fits(0, 5));
  // Unlimited units are never full and not tracked.
  for (int K = 0; K < 10; ++K) {
    EXPECT_TRUE(T.fits(1, K));
    T.reserve(1, K);
  }
}

/// conflictingHolder() names the earliest placed holder of the first full
/// (unit, residue) an op needs, and nothing once the op fits.
TEST(ModuloReservationTest, ConflictingHolderIsTheEarliestPlaced) {
  Problem P("p");
  P.Units = {{"tc", 1, ""}};
  for (const char *Name : {"a", "b", "c"})
    P.Graph.addOperation(makeOp(Name, "tc"));
  P.Graph.addOperation(makeOp("wide", "tc", 2));
  LimitedUses Uses(P);
  ModuloReservationTable T(Uses, 3);
  T.reserve(0, 0);
  T.reserve(1, 1);
  EXPECT_EQ(T.conflictingHolder(2, 2), std::nullopt);
  EXPECT_EQ(T.conflictingHolder(2, 4), 1u); // residue 1
  EXPECT_EQ(T.conflictingHolder(3, 0), 0u); // residues 0 and 1: 0 first
  T.release(0, 0);
  EXPECT_EQ(T.conflictingHolder(3, 0), 1u);
  T.release(1, 1);
  EXPECT_EQ(T.conflictingHolder(3, 0), std::nullopt);
  EXPECT_TRUE(T.fits(3, 0));
}

/// The table and the independent verifier agree on which schedules respect
/// the resources: every start vector of three ops in [0, 4) at I = 2 and 3.
TEST(ModuloReservationTest, AgreesWithTheVerifier) {
  Problem P("p");
  P.Units = {{"tc", 1, ""}, {"mufu", 2, ""}};
  P.Graph.addOperation(splitOp("a"));
  P.Graph.addOperation(makeOp("b", "mufu", 2, 2));
  P.Graph.addOperation(makeOp("c", "tc", 1));
  LimitedUses Uses(P);
  unsigned Agreed = 0, Fitting = 0;
  for (int64_t II : {2, 3, 4})
    for (int64_t S0 = 0; S0 < 4; ++S0)
      for (int64_t S1 = 0; S1 < 4; ++S1)
        for (int64_t S2 = 0; S2 < 4; ++S2) {
          std::vector<int64_t> Start = {S0, S1, S2};
          ModuloReservationTable T(Uses, II);
          bool Fits = true;
          for (OpId V = 0; V < 3; ++V) {
            Fits = Fits && T.fits(V, Start[V]);
            T.reserve(V, Start[V]);
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

// firstFit skips the residues where its first unit is full a word at a
// time; it must answer as a scan of fits() start by start would: from any
// start (negative ones, wrapping past I), over windows shorter and longer
// than I, with capacities above one, an op that asks two instances of one
// residue, ops whose first unit is not the one that is full, and blocks of
// rows on one unit (whose full residues it steps over).
TEST(ModuloReservationTest, FirstFitIsTheFirstStartThatFits) {
  Problem P("p");
  P.Units = {{"tc", 1, ""}, {"mufu", 3, ""}, {"alu", -1, ""}};
  P.Graph.addOperation(makeOp("a", "tc"));
  P.Graph.addOperation(makeOp("b", "mufu", 2, 2));
  P.Graph.addOperation(splitOp("c"));
  Operation D = makeOp("d", "mufu");
  D.Reservation.Uses.push_back({"tc", 1, 1});
  P.Graph.addOperation(D);
  P.Graph.addOperation(makeOp("e", "alu"));
  // Blocks of cycles on one unit, which firstFit steps over (FoldedUse::
  // Skip): a long one, and one whose rows ask two, one, two, one.
  P.Graph.addOperation(makeOp("f", "mufu", 6));
  Operation G = makeOp("g", "mufu");
  G.Reservation.NumCycles = 4;
  G.Reservation.Uses = {
      {"mufu", 0, 2}, {"mufu", 1, 1}, {"mufu", 2, 2}, {"mufu", 3, 1}};
  P.Graph.addOperation(G);
  const unsigned NumOps = P.Graph.numOperations();
  LimitedUses Uses(P);
  std::mt19937 Rng(20261207);
  unsigned Found = 0, None = 0;
  for (int64_t II : {1, 3, 5, 7, 64, 65, 130}) {
    ModuloReservationTable T(Uses, II);
    std::vector<std::pair<OpId, int64_t>> Placed;
    for (unsigned Step = 0; Step < 400; ++Step) {
      OpId V = Rng() % NumOps;
      int64_t From = int64_t(Rng() % 300) - 150;
      int64_t Count = int64_t(Rng() % (2 * II + 2));
      std::optional<int64_t> Scan;
      for (int64_t C = From; C < From + Count && !Scan; ++C)
        if (T.fits(V, C))
          Scan = C;
      ASSERT_EQ(T.firstFit(V, From, Count), Scan)
          << "I=" << II << " op " << V << " from " << From << " count " << Count
          << " step " << Step;
      Found += Scan.has_value();
      None += !Scan;
      // Fill the table, and empty it now and then.
      if (Scan && Rng() % 4 != 0) {
        T.reserve(V, *Scan);
        Placed.push_back({V, *Scan});
      } else if (!Placed.empty()) {
        size_t K = Rng() % Placed.size();
        T.release(Placed[K].first, Placed[K].second);
        Placed.erase(Placed.begin() + K);
      }
    }
  }
  // Both answers occur, so the comparison can fail either way.
  EXPECT_GT(Found, 100u);
  EXPECT_GT(None, 100u);
}

} // namespace
