//===- BoundsTest.cpp - ResMII, RecMII, ASAP/ALAP -------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The bounds against hand-computed values on small graphs, and RecMII on
/// real HatScheT loops against a brute-force enumeration of elementary
/// cycles written here, independent of the library's binary search.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Analysis/Bounds.h"
#include "twill/IO/Readers.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <functional>
#include <random>

using namespace twill;
using twill::test::makeOp;

namespace {

int64_t recMII(const DependenceGraph &G, bool *HasRec = nullptr) {
  auto R = computeRecMII(G, HasRec);
  EXPECT_TRUE(bool(R)) << llvm::toString(R.takeError());
  return R ? *R : -1;
}

TEST(Bounds, ResMIIRoundsUpPerUnit) {
  Problem P;
  P.Units = {{"tc", 2, ""}, {"mufu", 1, ""}, {"alu", -1, ""}};
  // tc: 3 ops x 1 cycle + 1 op x 2 cycles = 5 unit-cycles on 2 units -> 3.
  P.Graph.addOperation(makeOp("a", "tc"));
  P.Graph.addOperation(makeOp("b", "tc"));
  P.Graph.addOperation(makeOp("c", "tc"));
  P.Graph.addOperation(makeOp("d", "tc", 2));
  P.Graph.addOperation(makeOp("e", "mufu", 2));
  for (int I = 0; I < 10; ++I)
    P.Graph.addOperation(makeOp(("x" + std::to_string(I)).c_str(), "alu"));
  std::string Crit;
  EXPECT_EQ(computeResMII(P, &Crit), 3);
  EXPECT_EQ(Crit, "tc");
}

TEST(Bounds, RecMIIIsCeilOfMaxCycleRatio) {
  DependenceGraph G;
  for (const char *N : {"a", "b", "c", "d"})
    G.addOperation(makeOp(N, "u"));
  // Cycle a -> b -> a: delays 3 + 2 = 5 over distance 2 -> ceil(2.5) = 3.
  G.addDependence(0, 1, 3, 0);
  G.addDependence(1, 0, 2, 2);
  // Cycle c -> d -> c: delays 4 + 3 = 7 over distance 3 -> ceil(7/3) = 3;
  // self-loop on d: delay 2 over distance 1 -> 2.
  G.addDependence(2, 3, 4, 0);
  G.addDependence(3, 2, 3, 3);
  G.addDependence(3, 3, 2, 1);
  bool HasRec = false;
  EXPECT_EQ(recMII(G, &HasRec), 3);
  EXPECT_TRUE(HasRec);
  // Tighten c -> d -> c to delays 10 over distance 3 -> 4.
  G.addDependence(2, 3, 7, 0);
  EXPECT_EQ(recMII(G), 4);
}

TEST(Bounds, RecMIIPerComponentIsTheWholeGraphsLeastII) {
  // Random graphs of several components joined by forward edges: RecMII,
  // searched per strongly connected component, is the least I at which
  // longest paths over the whole graph (computeASAP) have no positive
  // cycle.
  std::mt19937 Rng(7);
  for (unsigned Trial = 0; Trial < 50; ++Trial) {
    DependenceGraph G;
    const unsigned N = 12;
    for (unsigned V = 0; V < N; ++V)
      G.addOperation(makeOp(("o" + std::to_string(V)).c_str(), "u"));
    for (unsigned E = 0; E < 20; ++E) {
      unsigned A = Rng() % N, B = Rng() % N;
      // Backward edges carry a distance, so every cycle has one.
      G.addDependence(A, B, int64_t(Rng() % 20), B <= A ? 1 + Rng() % 3 : 0);
    }
    int64_t R = recMII(G);
    ASSERT_GE(R, 1);
    auto At = computeASAP(G, R);
    EXPECT_TRUE(bool(At)) << "trial " << Trial;
    if (!At)
      llvm::consumeError(At.takeError());
    if (R > 1) {
      auto Below = computeASAP(G, R - 1);
      EXPECT_FALSE(bool(Below)) << "trial " << Trial;
      if (!Below)
        llvm::consumeError(Below.takeError());
    }
  }
}

TEST(Bounds, AcyclicGraphHasRecMIIOne) {
  DependenceGraph G;
  G.addOperation(makeOp("a", "u"));
  G.addOperation(makeOp("b", "u"));
  G.addDependence(0, 1, 100, 0);
  bool HasRec = true;
  EXPECT_EQ(recMII(G, &HasRec), 1);
  EXPECT_FALSE(HasRec);
}

TEST(Bounds, ZeroDistanceCycleWithDelayHasNoFeasibleII) {
  DependenceGraph G;
  G.addOperation(makeOp("a", "u"));
  G.addOperation(makeOp("b", "u"));
  G.addDependence(0, 1, 1, 0);
  G.addDependence(1, 0, 1, 0);
  auto R = computeRecMII(G);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(llvm::toString(R.takeError()).find("total distance 0"),
            std::string::npos);
}

TEST(Bounds, SimplifiedAttentionMII) {
  Problem P = test::attentionExample();
  auto B = computeMIIBounds(P);
  ASSERT_TRUE(bool(B));
  EXPECT_EQ(B->ResMII, 2); // S and O share the single tensor core.
  EXPECT_EQ(B->RecMII, 1); // O -> O: delay 1, distance 1.
  EXPECT_EQ(B->MII, 2);
}

TEST(Bounds, ASAPAndALAPAtGivenII) {
  DependenceGraph G;
  G.addOperation(makeOp("a", "u", 1));
  G.addOperation(makeOp("b", "u", 2));
  G.addOperation(makeOp("c", "u", 1));
  G.addDependence(0, 1, 1, 0); // b >= a + 1
  G.addDependence(1, 2, 2, 0); // c >= b + 2
  G.addDependence(2, 0, 1, 1); // a + I >= c + 1
  auto ASAP = computeASAP(G, 4);
  ASSERT_TRUE(bool(ASAP));
  EXPECT_EQ(*ASAP, (std::vector<int64_t>{0, 1, 3}));
  auto Len = computeCriticalPathLength(G, 4);
  ASSERT_TRUE(bool(Len));
  EXPECT_EQ(*Len, 4);
  auto ALAP = computeALAP(G, 4, 6);
  ASSERT_TRUE(bool(ALAP));
  // c ends by 6 -> c <= 5; b <= c - 2 = 3 (and b + 2 <= 6); a <= b - 1 = 2.
  EXPECT_EQ(*ALAP, (std::vector<int64_t>{2, 3, 5}));
  // The cycle a -> b -> c -> a has delay 4 over distance 1: I = 3 fails.
  EXPECT_FALSE(bool(computeASAP(G, 3)));
  llvm::consumeError(computeASAP(G, 3).takeError());
  EXPECT_EQ(recMII(G), 4);
}

/// Brute force: the maximum over all elementary cycles of
/// ceil(sum delay / sum distance), by DFS from each start node over nodes
/// with a larger index (each cycle found once, from its smallest node).
/// Returns -1 when the search needs more than \p Budget DFS steps.
int64_t bruteForceRecMII(const DependenceGraph &G, long Budget) {
  unsigned N = G.numOperations();
  std::vector<std::vector<const Dependence *>> Out(N);
  for (const Dependence &D : G.dependences())
    Out[D.Src].push_back(&D);
  int64_t Best = 1;
  long Steps = 0;
  std::vector<bool> OnPath(N, false);
  std::function<bool(OpId, OpId, int64_t, int64_t)> Dfs =
      [&](OpId Start, OpId V, int64_t Delay, int64_t Dist) -> bool {
    for (const Dependence *D : Out[V]) {
      if (++Steps > Budget)
        return false;
      if (D->Dst == Start) {
        int64_t Dl = Delay + D->Delay, Ds = Dist + D->Distance;
        if (Ds > 0)
          Best = std::max(Best, (Dl + Ds - 1) / Ds);
        continue;
      }
      if (D->Dst < Start || OnPath[D->Dst])
        continue;
      OnPath[D->Dst] = true;
      bool Ok = Dfs(Start, D->Dst, Delay + D->Delay, Dist + D->Distance);
      OnPath[D->Dst] = false;
      if (!Ok)
        return false;
    }
    return true;
  };
  for (OpId S = 0; S < N; ++S) {
    OnPath[S] = true;
    bool Ok = Dfs(S, S, 0, 0);
    OnPath[S] = false;
    if (!Ok)
      return -1;
  }
  return Best;
}

TEST(Bounds, RecMIIMatchesBruteForceOnHatScheTLoops) {
  std::string Root = test::datasetsDir();
  if (Root.empty())
    GTEST_SKIP() << "datasets not found (set TWILL_DATASETS)";
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator
           It(Root + "/hatscht-modulo", EC),
       End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef P = It->path();
    if (P.ends_with(".graphml") && !P.contains(".200MHz."))
      Files.push_back(P.str());
  }
  std::sort(Files.begin(), Files.end());
  unsigned Compared = 0, WithRecurrence = 0;
  for (const std::string &F : Files) {
    auto P = readHatScheTFile(F);
    ASSERT_TRUE(bool(P)) << F << ": " << llvm::toString(P.takeError());
    if (P->Graph.numOperations() > 200)
      continue;
    int64_t Brute = bruteForceRecMII(P->Graph, 200000);
    if (Brute < 0)
      continue; // Too many paths for brute force.
    EXPECT_EQ(recMII(P->Graph), Brute) << F;
    ++Compared;
    WithRecurrence += Brute > 1;
  }
  EXPECT_GE(Compared, 20u);
  EXPECT_GE(WithRecurrence, 5u) << "too few loops with RecMII > 1 compared";
  RecordProperty("compared", Compared);
  RecordProperty("with_recurrence_above_1", WithRecurrence);
}

} // namespace

TEST(Bounds, PassedDeadlineLeavesASoundLowerBound) {
  // A deadline already in the past (not a clock race: it passed before the
  // call) stops the RecMII search at once. The value is still a lower bound,
  // marked inexact; without a deadline the exact value comes back.
  DependenceGraph G;
  for (const char *N : {"a", "b"})
    G.addOperation(makeOp(N, "u"));
  G.addDependence(0, 1, 3, 0);
  G.addDependence(1, 0, 2, 1);
  Deadline Passed(Deadline::Clock::now() - std::chrono::seconds(1));
  bool Exact = true;
  auto Lower = computeRecMII(G, nullptr, Passed, &Exact);
  ASSERT_TRUE(bool(Lower));
  EXPECT_FALSE(Exact);
  EXPECT_LE(*Lower, 5);
  auto Full = computeRecMII(G, nullptr, Deadline(), &Exact);
  ASSERT_TRUE(bool(Full));
  EXPECT_TRUE(Exact);
  EXPECT_EQ(*Full, 5);
  Problem P;
  P.Graph = G;
  auto B = computeMIIBounds(P, Passed);
  ASSERT_TRUE(bool(B));
  EXPECT_FALSE(B->RecMIIExact);
  EXPECT_LE(B->MII, 5);
}
