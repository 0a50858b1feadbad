//===- KernelsTest.cpp - Built-in kernels through Algorithm 1 -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The built-in kernels solved end to end, every schedule verified, with
/// the structure of the expert schedules checked where the model produces
/// it, and the paper's ablations (fewer warps, no sub-tiling) shown to make
/// the minimum I infeasible. Phase 1 runs on Z3 here to keep tests short;
/// the ILP path is exercised in TwillSolverTest and the benchmarks.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Kernels/Kernels.h"
#include "twill/IO/Readers.h"
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"
#include "twill/Verifier/Verifier.h"

#include "gtest/gtest.h"

#include <set>

using namespace twill;

namespace {

TwillResult solve(llvm::StringRef Kernel, const KernelOptions &KO = {},
                  int64_t MaxII = 0) {
  auto P = buildKernel(Kernel, "", KO);
  EXPECT_TRUE(bool(P)) << llvm::toString(P.takeError());
  TwillOptions O;
  O.Phase1 = Phase1Method::SMT;
  O.MaxII = MaxII;
  O.TimeLimit = 240;
  auto R = solveTwill(*P, O);
  EXPECT_TRUE(bool(R)) << llvm::toString(R.takeError());
  return R ? std::move(*R) : TwillResult();
}

void expectVerified(const TwillResult &R) {
  VerificationResult V = verifySchedule(R.Normalized, R.Schedule);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  V.print(OS);
  EXPECT_TRUE(V.ok()) << OS.str();
}

struct Roles {
  const TwillResult &R;
  unsigned group(llvm::StringRef Op) const {
    return R.Schedule.Warps->Warp[*R.Normalized.Graph.lookup(Op)] /
           R.Normalized.Warps->WarpsPerGroup;
  }
  unsigned warp(llvm::StringRef Op) const {
    return R.Schedule.Warps->Warp[*R.Normalized.Graph.lookup(Op)];
  }
  /// Does op A execute (mod I) during a cycle op B executes?
  bool overlaps(llvm::StringRef A, llvm::StringRef B) const {
    const DependenceGraph &G = R.Normalized.Graph;
    OpId X = *G.lookup(A), Y = *G.lookup(B);
    int64_t I = R.Schedule.II;
    for (int64_t C = 0; C < G.op(X).cycles(); ++C) {
      int64_t T = (R.Schedule.Start[X] + C) % I;
      int64_t Off = ((T - R.Schedule.Start[Y]) % I + I) % I;
      if (Off < G.op(Y).cycles())
        return true;
    }
    return false;
  }
};

TEST(Kernels, EveryKernelBuildsAndChecks) {
  for (const KernelInfo &K : listKernels()) {
    auto P = buildKernel(K.Name);
    ASSERT_TRUE(bool(P)) << K.Name << ": " << llvm::toString(P.takeError());
    EXPECT_FALSE(bool(P->check())) << K.Name;
    EXPECT_FALSE(K.Derivation.empty()) << K.Name;
  }
  auto Bad = buildKernel("no_such_kernel");
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError()).find("gemm_hopper"),
            std::string::npos);
}

TEST(Kernels, ExpToMMARatioFollowsTheMachines) {
  // anchors-and-hardware.md §4: exp / MMA time is 0.5 on H100 and 1.0 on
  // B200 at head dim 128. Check it on the kernels' own costs.
  for (auto [Kernel, Ratio] :
       {std::pair<const char *, double>{"flash_attention_forward_hopper", 0.5},
        {"flash_attention_forward_blackwell", 1.0}}) {
    auto P = buildKernel(Kernel);
    ASSERT_TRUE(bool(P));
    uint64_t TC = 0, Mufu = 0;
    for (const Operation &Op : P->Graph.operations()) {
      TC += Op.Reservation.unitCycles("tc");
      Mufu += Op.Reservation.unitCycles("mufu");
    }
    EXPECT_DOUBLE_EQ(double(Mufu) / double(TC), Ratio) << Kernel;
  }
}

TEST(Kernels, HopperForwardIsFA3PingPong) {
  TwillResult R = solve("flash_attention_forward_hopper");
  ASSERT_EQ(R.Status, SolveStatus::Optimal);
  EXPECT_EQ(R.Schedule.II, R.MII); // Tensor-core bound, proven by MII.
  expectVerified(R);
  ASSERT_TRUE(R.Schedule.Warps.has_value());
  Roles X{R};
  // A producer: the TMA loads' warps hold no other op.
  std::set<unsigned> Consumer;
  for (const char *Op : {"S0", "max0", "P0", "sum0", "rescale0", "O0", "S1",
                         "max1", "P1", "sum1", "rescale1", "O1"})
    Consumer.insert(X.group(Op));
  EXPECT_EQ(Consumer.count(X.group("load_K")), 0u);
  EXPECT_EQ(Consumer.count(X.group("load_V")), 0u);
  // Two consumer warp groups, one per sub-tile.
  for (const char *Op : {"max0", "P0", "sum0", "rescale0", "O0"})
    EXPECT_EQ(X.group(Op), X.group("S0")) << Op;
  for (const char *Op : {"max1", "P1", "sum1", "rescale1", "O1"})
    EXPECT_EQ(X.group(Op), X.group("S1")) << Op;
  EXPECT_NE(X.group("S0"), X.group("S1"));
  // Ping-pong: each group's exp runs while the other group's GEMM holds the
  // tensor core.
  EXPECT_TRUE(X.overlaps("P0", "S1") || X.overlaps("P0", "O1"));
  EXPECT_TRUE(X.overlaps("P1", "S0") || X.overlaps("P1", "O0"));
}

TEST(Kernels, BlackwellForwardSeparatesLoadsMMAAndSoftmax) {
  TwillResult R = solve("flash_attention_forward_blackwell");
  ASSERT_EQ(R.Status, SolveStatus::Optimal);
  EXPECT_EQ(R.Schedule.II, R.MII);
  expectVerified(R);
  Roles X{R};
  std::set<unsigned> Softmax0, Softmax1;
  for (const char *Op : {"ldS0", "max0", "P0", "stP0"})
    Softmax0.insert(X.group(Op));
  for (const char *Op : {"ldS1", "max1", "P1", "stP1"})
    Softmax1.insert(X.group(Op));
  // One softmax warp group per Q tile, and they differ.
  EXPECT_EQ(Softmax0.size(), 1u);
  EXPECT_EQ(Softmax1.size(), 1u);
  EXPECT_NE(*Softmax0.begin(), *Softmax1.begin());
  // TMA loads and the tensor-core GEMMs are off the softmax groups.
  for (const char *Op : {"load_K", "load_V", "S0", "S1", "O0", "O1"}) {
    EXPECT_EQ(Softmax0.count(X.group(Op)), 0u) << Op;
    EXPECT_EQ(Softmax1.count(X.group(Op)), 0u) << Op;
  }
  // Loads (variable latency) share no warp with a GEMM.
  for (const char *L : {"load_K", "load_V"})
    for (const char *G : {"S0", "S1", "O0", "O1"})
      EXPECT_NE(X.warp(L), X.warp(G)) << L << " " << G;
}

TEST(Kernels, HopperBackwardHasNoCrossIterationOverlap) {
  // Register-bound: the optimum runs one iteration at a time (FA3's
  // choice too, Soi et al. §6).
  TwillResult R = solve("flash_attention_backward_hopper");
  ASSERT_EQ(R.Status, SolveStatus::Optimal);
  expectVerified(R);
  EXPECT_GT(R.Schedule.II, R.MII);
  EXPECT_EQ(R.Schedule.copies(), 1);
}

TEST(Kernels, SearchAnswersLikeTheLinearScanOnAnyNumberOfThreads) {
  // Algorithm 1 as the paper states it: I upward from MII, at each I every L
  // from Phase 1's length while the copy count stays; the first sat (I, L)
  // wins. The search bisects L and runs speculative queries on threads; its
  // answer, and the schedule, must not depend on either. Hopper backward
  // refutes 8 I before its answer; Blackwell backward bisects L.
  for (const char *K : {"flash_attention_backward_hopper",
                        "flash_attention_backward_blackwell"}) {
    auto P = buildKernel(K, "", {});
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    TwillOptions O;
    O.Phase1 = Phase1Method::SMT;
    O.TimeLimit = 240;
    O.Threads = 1;
    auto One = solveTwill(*P, O);
    O.Threads = 2;
    auto Two = solveTwill(*P, O);
    ASSERT_TRUE(One && Two);
    ASSERT_EQ(One->Status, SolveStatus::Optimal) << K;
    ASSERT_EQ(Two->Status, SolveStatus::Optimal) << K;
    expectVerified(*One);
    expectVerified(*Two);

    const Problem &N = One->Normalized;
    int64_t RefI = 0, RefL = 0;
    for (int64_t I = One->MII; !RefI && I <= One->Schedule.II; ++I) {
      ModuloSchedulerOptions MO;
      MO.MinimizeLength = true;
      MO.Method = Phase1Method::SMT;
      MO.PlaceLate = false;
      MO.TimeLimit = 600; // Generous: the answer never depends on it.
      ModuloScheduleResult M = scheduleAtII(N, I, MO);
      ASSERT_EQ(M.Status, SolveStatus::Optimal) << K << " I=" << I;
      int64_t L0 = M.Schedule.Length, LMax = (L0 + I - 1) / I * I;
      for (int64_t L = L0; L <= LMax; ++L) {
        JointOptions JO;
        JO.CompactWork = 0;
        JO.MinimizeCore = false;
        JointResult J = solveJoint(N, I, L, JO);
        ASSERT_TRUE(J.Status == SolveStatus::Feasible ||
                    J.Status == SolveStatus::Infeasible)
            << K << " I=" << I << " L=" << L << ": " << J.Message;
        if (J.Status == SolveStatus::Feasible) {
          RefI = I;
          RefL = L;
          break;
        }
      }
    }
    EXPECT_EQ(One->Schedule.II, RefI) << K;
    EXPECT_EQ(One->Schedule.Length, RefL) << K;
    EXPECT_EQ(Two->Schedule.II, RefI) << K;
    EXPECT_EQ(Two->Schedule.Length, RefL) << K;
    EXPECT_EQ(One->Schedule.Start, Two->Schedule.Start) << K;
    ASSERT_TRUE(One->Schedule.Warps && Two->Schedule.Warps);
    EXPECT_EQ(One->Schedule.Warps->Warp, Two->Schedule.Warps->Warp) << K;
  }
}

TEST(Kernels, BlackwellBackwardReachesMII) {
  TwillResult R = solve("flash_attention_backward_blackwell");
  ASSERT_EQ(R.Status, SolveStatus::Optimal);
  EXPECT_EQ(R.Schedule.II, R.MII);
  expectVerified(R);
}

TEST(Kernels, AblationFewerWarpsMakesMinimumIInfeasible) {
  for (const char *K : {"flash_attention_forward_hopper",
                        "flash_attention_forward_blackwell"}) {
    TwillResult Full = solve(K);
    ASSERT_EQ(Full.Status, SolveStatus::Optimal) << K;
    KernelOptions KO;
    KO.Warps = 8; // A producer warp group and one consumer group.
    TwillResult R = solve(K, KO, Full.Schedule.II);
    EXPECT_EQ(R.Status, SolveStatus::Infeasible) << K;
    // The explanation names the warp constraints.
    bool NamesWarps = false;
    for (const SearchStep &S : R.Steps)
      for (const std::string &F : S.Core)
        NamesWarps |= F == "warp-uniqueness" || F == "concurrency";
    EXPECT_TRUE(NamesWarps) << K;
  }
}

TEST(Kernels, AblationNoSubTilingMakesMinimumIInfeasible) {
  for (const char *K : {"flash_attention_forward_hopper",
                        "flash_attention_forward_blackwell"}) {
    TwillResult Full = solve(K);
    ASSERT_EQ(Full.Status, SolveStatus::Optimal) << K;
    KernelOptions KO;
    KO.SubTiles = 1;
    TwillResult One = solve(K, KO);
    ASSERT_EQ(One.Status, SolveStatus::Optimal) << K;
    expectVerified(One);
    // Compare in raw cycles per Q row: normalization scales differ.
    auto Cycles = [](const TwillResult &R) {
      return double(R.Schedule.II) * double(R.Normalization.Original.back()) /
             double(R.Normalization.Normalized.back());
    };
    // Hopper's two sub-tiles split one 128-row Q tile; Blackwell's are two
    // 128-row Q tiles, so its full version covers twice the rows per I.
    bool Hopper = llvm::StringRef(K).contains("hopper");
    double RowsFull = Hopper ? 128 : 256, RowsOne = 128;
    EXPECT_GT(Cycles(One) / RowsOne, Cycles(Full) / RowsFull) << K;
    // And the single tile misses its own MII: the minimum I is infeasible.
    EXPECT_GT(One.Schedule.II, One.MII) << K;
  }
}

} // namespace

namespace {
TEST(Kernels, CommittedJSONMatchesTheBuilders) {
  // lib/Kernels/json/*.json are `twill kernels --dump-dir` output (the
  // compact run form of reservations, docs/formats.md); the problem each
  // file reads as must not drift from the C++ builders. Compared field by
  // field, so a failure names the op or dependence that changed.
  for (const KernelInfo &K : listKernels()) {
    SCOPED_TRACE(K.Name + ": regenerate with `twill kernels --dump-dir "
                          "lib/Kernels/json`");
    std::string Path =
        std::string(TWILL_SOURCE_DIR) + "/lib/Kernels/json/" + K.Name + ".json";
    auto File = readProblemFile(Path);
    ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
    auto Built = buildKernel(K.Name);
    ASSERT_TRUE(bool(Built));
    twill::test::expectSameProblem(*Built, *File);
  }
}
} // namespace
