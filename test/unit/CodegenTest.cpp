//===- CodegenTest.cpp - Pipeline, code generators and views --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pipeline of the paper's running example (prologue S(0); steady state
/// S(i+1) || P(i), then O(i); epilogue P(N-1), O(N-1)), refusal of invalid
/// schedules, lane packing, channels and ping-pong turns of a
/// warp-specialized schedule, and the op instances the views draw.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Codegen/Codegen.h"
#include "twill/Codegen/Pipeline.h"
#include "twill/Codegen/Views.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

using namespace twill;
using twill::test::attentionExample;
using twill::test::makeOp;
using twill::test::makeSchedule;

namespace {

/// What \p Emit writes for the running example's schedule I=2, starts
/// {0, 2, 3}, L=4.
std::string emitRunningExample(
    llvm::function_ref<void(const LoopPipeline &, llvm::raw_ostream &)> Emit) {
  Problem P = attentionExample();
  ModuloSchedule S = makeSchedule(2, {0, 2, 3}, 4);
  auto LP = LoopPipeline::create(P, S);
  if (!LP)
    return "error: " + llvm::toString(LP.takeError());
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  Emit(*LP, OS);
  return Out;
}

/// (op, cycle, iteration) triples for compact comparison.
std::vector<std::tuple<OpId, int64_t, int64_t>>
triples(const std::vector<PipelineEntry> &Es) {
  std::vector<std::tuple<OpId, int64_t, int64_t>> Out;
  for (const PipelineEntry &E : Es)
    Out.emplace_back(E.Op, E.Cycle, E.Iteration);
  return Out;
}

TEST(CodegenTest, RunningExamplePipeline) {
  Problem P = attentionExample();
  ModuloSchedule S = makeSchedule(2, {0, 2, 3}, 4);
  auto LP = LoopPipeline::create(P, S);
  ASSERT_TRUE(bool(LP)) << llvm::toString(LP.takeError());
  EXPECT_EQ(LP->numStages(), 2);
  using T = std::tuple<OpId, int64_t, int64_t>;
  // Prologue: S(0) at cycle 0.
  EXPECT_EQ(triples(LP->prologue()), (std::vector<T>{{0, 0, 0}}));
  // Steady state: S(i+1) and P(i) at +0, O(i) at +1.
  EXPECT_EQ(triples(LP->steadyState()),
            (std::vector<T>{{0, 0, 1}, {1, 0, 0}, {2, 1, 0}}));
  // Epilogue: P(N-1) at +0, O(N-1) at +1.
  EXPECT_EQ(triples(LP->epilogue()), (std::vector<T>{{1, 0, -1}, {2, 1, -1}}));
}

TEST(CodegenTest, PseudocodeOfRunningExample) {
  std::string Out = emitRunningExample(
      [](const LoopPipeline &LP, llvm::raw_ostream &OS) {
        emitPseudocode(LP, OS);
      });
  EXPECT_NE(Out.find("cycle 0: S(0)\n"), std::string::npos) << Out;
  EXPECT_NE(Out.find("+0: S(i+1) \u2016 P(i)\n    +1: O(i)\n"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("+0: P(N-1)\n    +1: O(N-1)\n"), std::string::npos) << Out;
}

TEST(CodegenTest, InvalidScheduleIsRefused) {
  Problem P = attentionExample();
  ModuloSchedule S = makeSchedule(2, {0, 1, 2}, 3); // S and O collide on tc
  auto LP = LoopPipeline::create(P, S);
  ASSERT_FALSE(bool(LP));
  std::string Msg = llvm::toString(LP.takeError());
  EXPECT_NE(Msg.find("refusing to render an invalid schedule"),
            std::string::npos)
      << Msg;
}

TEST(CodegenTest, InstancesAndLanes) {
  Problem P = attentionExample();
  ModuloSchedule S = makeSchedule(2, {0, 2, 3}, 4);
  auto LP = LoopPipeline::create(P, S);
  ASSERT_TRUE(bool(LP));
  std::vector<OpInstance> Is = LP->instances(3);
  ASSERT_EQ(Is.size(), 9u);
  for (const OpInstance &I : Is)
    EXPECT_EQ(I.Start, I.Iteration * 2 + S.Start[I.Op]);
  // Overlapping instances go to different lanes, disjoint ones share.
  TrackLanes T = packLanes({{0, 0, 0, 3}, {1, 0, 1, 1}, {2, 0, 3, 1}});
  EXPECT_EQ(T.NumLanes, 2u);
  EXPECT_EQ(T.Lane, (std::vector<unsigned>{0, 1, 0}));
}

/// A producer warp (group 0) loads, two consumer groups take turns on tc.
Problem pingPong() {
  Problem P("pp");
  P.Units = {{"tc", 1, ""}, {"tma", 1, ""}};
  P.Warps = WarpConfig{12, 4, 255, 0, true};
  Operation L = makeOp("load", "tma");
  L.Kind = "tma_load";
  L.VariableLatency = true;
  P.Graph.addOperation(L);
  Operation A = makeOp("A", "tc");
  A.Kind = "gemm";
  A.NeedsWarpGroup = true;
  P.Graph.addOperation(A);
  Operation B = A;
  B.Name = "B";
  P.Graph.addOperation(B);
  P.Graph.addDependence(0, 1, 1);
  P.Graph.addDependence(0, 2, 1);
  return P;
}

TEST(CodegenTest, ChannelsAndPingPong) {
  Problem P = pingPong();
  ModuloSchedule S = makeSchedule(4, {0, 1, 2}, 3);
  S.Warps = WarpAssignment{{0, 4, 8}};
  auto LP = LoopPipeline::create(P, S);
  ASSERT_TRUE(bool(LP)) << llvm::toString(LP.takeError());
  EXPECT_EQ(LP->groups(), (std::vector<unsigned>{0, 1, 2}));
  EXPECT_EQ(LP->roleName(0), "producer");
  EXPECT_EQ(LP->roleName(1), "MMA");
  std::vector<Channel> Cs = channelsOf(*LP);
  ASSERT_EQ(Cs.size(), 2u);
  EXPECT_EQ(Cs[0].Name, "load_to_A");
  std::vector<PingPongTurn> Ts = pingPongTurns(*LP);
  ASSERT_EQ(Ts.size(), 2u);
  // A (group 1) then B (group 2), cyclically: each waits and passes.
  EXPECT_TRUE(Ts[0].WaitTurn && Ts[0].PassTurn && !Ts[0].Wraps);
  EXPECT_EQ(Ts[0].NextGroup, 2u);
  EXPECT_TRUE(Ts[1].Wraps);
  EXPECT_EQ(Ts[1].NextGroup, 1u);
}

TEST(CodegenTest, TraceHasRequiredFields) {
  std::string Out = emitRunningExample(
      [](const LoopPipeline &LP, llvm::raw_ostream &OS) {
        ViewOptions VO;
        VO.Iterations = 3;
        writeTrace(LP, VO, OS);
      });
  auto V = llvm::json::parse(Out);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Array *Events = V->getAsObject()->getArray("traceEvents");
  ASSERT_TRUE(Events);
  unsigned Complete = 0;
  for (const llvm::json::Value &E : *Events) {
    const llvm::json::Object *O = E.getAsObject();
    ASSERT_TRUE(O->getString("name") && O->getString("ph") &&
                O->getInteger("pid") && O->getInteger("tid"));
    if (*O->getString("ph") == "X") {
      ++Complete;
      EXPECT_TRUE(O->getInteger("ts") && O->getInteger("dur"));
    }
  }
  // 9 instances on the "all warps" track plus 9 on the unit tracks.
  EXPECT_EQ(Complete, 18u);
}

} // namespace
