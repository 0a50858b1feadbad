//===- DependenceGraphTest.cpp - Adjacency, GraphTraits, Deadline ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dependence graph's adjacency (preds/succs, kept as edges are added
/// and across copies and moves), its llvm::GraphTraits specialization under
/// LLVM's SCC and depth-first iterators, and the Deadline type.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Model/Deadline.h"
#include "twill/Model/DependenceGraph.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SCCIterator.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <thread>
#include <tuple>

using namespace twill;
using twill::test::makeOp;

namespace {

/// a -> b -> c -> b (distance 1), a -> d, d -> d (distance 1).
DependenceGraph smallGraph() {
  DependenceGraph G;
  OpId A = G.addOperation(makeOp("a", "u"));
  OpId B = G.addOperation(makeOp("b", "u"));
  OpId C = G.addOperation(makeOp("c", "u"));
  OpId D = G.addOperation(makeOp("d", "u"));
  G.addDependence(A, B, 1);
  G.addDependence(B, C, 1);
  G.addDependence(C, B, 1, 1);
  G.addDependence(A, D, 2);
  G.addDependence(D, D, 1, 1);
  return G;
}

std::vector<OpId> ids(llvm::ArrayRef<OpId> R) { return {R.begin(), R.end()}; }

TEST(DependenceGraph, AdjacencyInEdgeOrder) {
  DependenceGraph G = smallGraph();
  EXPECT_EQ(ids(G.succs(0)), (std::vector<OpId>{1, 3}));
  EXPECT_EQ(ids(G.preds(1)), (std::vector<OpId>{0, 2}));
  EXPECT_EQ(ids(G.succs(3)), (std::vector<OpId>{3}));
  ASSERT_EQ(G.outgoing(0).size(), 2u);
  EXPECT_EQ(G.dep(G.outgoing(0)[1]).Delay, 2);
  EXPECT_EQ(G.incoming(1)[1], 2u);
}

TEST(DependenceGraph, AdjacencySurvivesCopyAndMove) {
  DependenceGraph G = smallGraph();
  DependenceGraph Copy = G;
  DependenceGraph Moved = std::move(G);
  for (const DependenceGraph *H : {&Copy, &Moved}) {
    EXPECT_EQ(ids(H->succs(0)), (std::vector<OpId>{1, 3}));
    // GraphTraits nodes point at the graph that holds them.
    EXPECT_EQ(H->node(2)->Graph, H);
    EXPECT_EQ(H->entry()->Graph, H);
  }
  EXPECT_EQ(G.numOperations(), 0u);
  Copy.addDependence(2, 3, 1);
  EXPECT_EQ(ids(Copy.succs(2)), (std::vector<OpId>{1, 3}));
  EXPECT_EQ(ids(Moved.succs(2)), (std::vector<OpId>{1}));
}

TEST(DependenceGraph, EdgeToMissingOpIsLeftOutOfAdjacency) {
  DependenceGraph G;
  G.addOperation(makeOp("a", "u"));
  G.addDependence(0, 7, 1);
  EXPECT_EQ(G.numDependences(), 1u);
  EXPECT_TRUE(G.succs(0).empty());
}

TEST(DependenceGraph, SCCsFromLLVM) {
  DependenceGraph G = smallGraph();
  std::vector<std::vector<OpId>> SCCs;
  bool AnyCycle = false;
  for (auto It = llvm::scc_begin(&G); !It.isAtEnd(); ++It) {
    if ((*It).front()->isEntry())
      continue;
    std::vector<OpId> Ops;
    for (const DependenceGraph::Node *N : *It)
      Ops.push_back(N->Id);
    std::sort(Ops.begin(), Ops.end());
    SCCs.push_back(Ops);
    AnyCycle |= It.hasCycle();
  }
  // Sinks first: {b, c} and {d} before {a}.
  ASSERT_EQ(SCCs.size(), 3u);
  EXPECT_EQ(SCCs.back(), (std::vector<OpId>{0}));
  EXPECT_TRUE(std::find(SCCs.begin(), SCCs.end(), std::vector<OpId>{1, 2}) !=
              SCCs.end());
  EXPECT_TRUE(AnyCycle);
}

TEST(DependenceGraph, DepthFirstReachesEveryOpFromTheEntry) {
  DependenceGraph G = smallGraph();
  G.addOperation(makeOp("isolated", "u"));
  unsigned Ops = 0;
  for (const DependenceGraph::Node *N : llvm::depth_first(&G))
    Ops += !N->isEntry();
  EXPECT_EQ(Ops, G.numOperations());
  EXPECT_EQ(llvm::GraphTraits<const DependenceGraph *>::size(&G), 5u);
}

/// The (src, dst, delay, distance) of every edge of \p G, sorted.
std::vector<std::tuple<OpId, OpId, int64_t, int64_t>>
edgeList(const DependenceGraph &G) {
  std::vector<std::tuple<OpId, OpId, int64_t, int64_t>> E;
  for (const Dependence &D : G.dependences())
    E.emplace_back(D.Src, D.Dst, D.Delay, D.Distance);
  llvm::sort(E);
  return E;
}

TEST(DependenceGraph, UnrollMapsDistancesOntoCopies) {
  // smallGraph: a->b, b->c, a->d (distance 0), c->b and d->d (distance 1);
  // four ops, so copy 1's ops are 4..7.
  DependenceGraph U = unrollDependenceGraph(smallGraph(), 2);
  ASSERT_EQ(U.numOperations(), 8u);
  EXPECT_EQ(U.op(1).Name, "b");
  EXPECT_EQ(U.op(5).Name, "b#1");
  std::vector<std::tuple<OpId, OpId, int64_t, int64_t>> Want = {
      {0, 1, 1, 0}, {0, 3, 2, 0}, {1, 2, 1, 0}, // copy 0, distance 0
      {4, 5, 1, 0}, {4, 7, 2, 0}, {5, 6, 1, 0}, // copy 1, distance 0
      {2, 5, 1, 0}, {3, 7, 1, 0},               // into copy 1 from copy 0
      {6, 1, 1, 1}, {7, 3, 1, 1}};              // into copy 0 from copy 1
  llvm::sort(Want);
  EXPECT_EQ(edgeList(U), Want);
}

TEST(DependenceGraph, UnrollCarriesLongDistances) {
  // A distance of 5 over 2 copies: copy 0 reads copy 1 three unrolled
  // iterations back (iteration 2k reads 2k - 5 = 2(k - 3) + 1), copy 1
  // reads copy 0 two back (2k + 1 - 5 = 2(k - 2)).
  DependenceGraph G;
  G.addOperation(makeOp("A", "a"));
  G.addDependence(0, 0, 7, 5);
  DependenceGraph U = unrollDependenceGraph(G, 2);
  std::vector<std::tuple<OpId, OpId, int64_t, int64_t>> Want = {
      {1, 0, 7, 3}, {0, 1, 7, 2}};
  llvm::sort(Want);
  EXPECT_EQ(edgeList(U), Want);
  // One copy is the graph itself.
  EXPECT_EQ(edgeList(unrollDependenceGraph(G, 1)), edgeList(G));
}

TEST(DependenceGraph, UnrollStepOrderMapsStagesOntoCopies) {
  // Two ops, op 1 a stage behind op 0, two kernel copies. Round T: copy 0
  // runs op 0 for iteration 2T and op 1 for 2T - 1 (unrolled copy 1, one
  // round back: op 3 at stage 1); copy 1 runs op 0 for 2T + 1 (op 2) and
  // op 1 for 2T (op 1).
  std::vector<std::pair<OpId, unsigned>> Step = {{0, 0}, {1, 1}};
  std::vector<std::pair<OpId, unsigned>> Want = {{0, 0}, {3, 1}, {2, 0},
                                                 {1, 0}};
  EXPECT_EQ(unrollStepOrder(Step, 2, 2), Want);
  // Stage 5 over 3 copies: copy 2 runs iteration 3T - 3 = 3(T - 1) + 0,
  // copy 0 iteration 3T - 5 = 3(T - 2) + 1.
  std::vector<std::pair<OpId, unsigned>> Deep = {{0, 5}};
  std::vector<std::pair<OpId, unsigned>> WantDeep = {{1, 2}, {2, 2}, {0, 1}};
  EXPECT_EQ(unrollStepOrder(Deep, 1, 3), WantDeep);
  // One copy is the step itself.
  EXPECT_EQ(unrollStepOrder(Step, 2, 1), Step);
}

TEST(Deadline, NoneUnlessPositive) {
  EXPECT_FALSE(Deadline().isSet());
  EXPECT_FALSE(Deadline::after(0).isSet());
  EXPECT_FALSE(Deadline::after(-1).expired());
  Deadline D = Deadline::after(3600);
  EXPECT_TRUE(D.isSet());
  EXPECT_FALSE(D.expired());
  EXPECT_GT(D.secondsLeft(), 3000);
  Deadline Past = Deadline::after(1e-6);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  EXPECT_TRUE(Past.expired());
  EXPECT_LT(Past.secondsLeft(), 0);
}

} // namespace
