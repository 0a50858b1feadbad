//===- ReadersTest.cpp - Unit tests of the problem/schedule readers -------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tests every reader on small inline texts and on test/inputs: what valid
/// input maps to, that malformed input gives an error naming the file and
/// the line, element or JSON path, and that native JSON round-trips.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/IO/Readers.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <ostream>
#include <string>

using namespace twill;
using llvm::Expected;
using twill::test::expectSameProblem;

namespace {

/// The error text of \p E, or "<success>" (consuming either).
template <typename T> std::string errorText(Expected<T> E) {
  if (E)
    return "<success>";
  return llvm::toString(E.takeError());
}

/// Unwraps \p E, failing the test with the error text otherwise.
template <typename T> T expectOk(Expected<T> E) {
  if (!E) {
    ADD_FAILURE() << llvm::toString(E.takeError());
    return T();
  }
  return std::move(*E);
}

std::string input(llvm::StringRef Rel) {
  return test::inputsDir() + "/" + Rel.str();
}

std::string toNativeJSON(const Problem &P) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  writeNativeJSON(P, OS);
  return S;
}

//===----------------------------------------------------------------------===//
// Native JSON problems
//===----------------------------------------------------------------------===//

TEST(NativeJSONTest, ReadsTinyFile) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  EXPECT_EQ(P.Name, "tiny");
  ASSERT_EQ(P.Units.size(), 3u);
  EXPECT_EQ(P.Units[0].Description, "tensor core");
  EXPECT_TRUE(P.Units[2].isUnlimited());
  ASSERT_EQ(P.Memories.size(), 1u);
  EXPECT_EQ(P.Memories[0].CapacityBytes, 65536);
  ASSERT_TRUE(P.Warps.has_value());
  EXPECT_EQ(P.Warps->NumWarps, 8u);
  ASSERT_EQ(P.Graph.numOperations(), 4u);
  ASSERT_EQ(P.Graph.numDependences(), 4u);
  const Operation &L = P.Graph.op(0);
  EXPECT_TRUE(L.VariableLatency);
  EXPECT_EQ(L.Footprint.at("smem"), 1024);
  const Operation &S = P.Graph.op(1);
  EXPECT_TRUE(S.NeedsWarpGroup);
  EXPECT_EQ(S.Reservation.NumCycles, 2u);
  EXPECT_EQ(S.Reservation.unitCycles("tc"), 2u);
  // An empty row still counts as a cycle.
  const Operation &Pop = P.Graph.op(2);
  EXPECT_EQ(Pop.Reservation.NumCycles, 2u);
  ASSERT_EQ(Pop.Reservation.Uses.size(), 1u);
  EXPECT_EQ(Pop.Reservation.Uses[0].Cycle, 1u);
  EXPECT_EQ(Pop.Reservation.Uses[0].Count, 2u);
  EXPECT_EQ(Pop.SpillCost, 5);
  EXPECT_EQ(P.Graph.op(3).Attributes.at("tile"), 64);
  const Dependence &Back = P.Graph.dependences()[3];
  EXPECT_EQ(Back.Distance, 1);
  EXPECT_EQ(Back.Attributes.at("kind"), 2);
  EXPECT_TRUE(P.Graph.dependences()[2].Blocking);
  EXPECT_FALSE(static_cast<bool>(P.check()));
}

TEST(NativeJSONTest, DefaultsMatchTheModel) {
  Problem P = expectOk(parseNativeJSON(
      R"({"format": "twill-problem", "units": [{"name": "u"}],
          "memories": [{"name": "m"}], "warps": {"count": 2},
          "ops": [{"name": "a"}, {"name": "b"}],
          "deps": [{"src": "a", "dst": "b"}]})",
      "defaults.json"));
  EXPECT_EQ(P.Name, "defaults");
  EXPECT_EQ(P.Units[0].Capacity, FunctionalUnit().Capacity);
  EXPECT_EQ(P.Memories[0].CapacityBytes, 0);
  EXPECT_EQ(P.Warps->WarpsPerGroup, WarpConfig().WarpsPerGroup);
  EXPECT_EQ(P.Warps->RegisterLimit, WarpConfig().RegisterLimit);
  const Operation &A = P.Graph.op(0);
  EXPECT_EQ(A.Latency, 0);
  EXPECT_EQ(A.Reservation.NumCycles, 0u);
  EXPECT_FALSE(A.VariableLatency);
  const Dependence &D = P.Graph.dependences()[0];
  EXPECT_EQ(D.Delay, 0);
  EXPECT_EQ(D.Distance, 0);
  EXPECT_FALSE(D.Blocking);
}

TEST(NativeJSONTest, FileRoundTripIsExact) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  std::string First = toNativeJSON(P);
  Problem Q = expectOk(parseNativeJSON(First, "again.json"));
  expectSameProblem(P, Q);
  EXPECT_EQ(First, toNativeJSON(Q));
}

TEST(NativeJSONTest, BuiltProblemRoundTrips) {
  Problem P("built");
  P.Units.push_back({"tc", 2, "tensor cores"});
  P.Units.push_back({"any", -1, ""});
  P.Memories.push_back({"tmem", 1 << 20});
  P.Warps = WarpConfig{12, 4, 168};
  Operation A;
  A.Name = "a \"quoted\" op";
  A.Kind = "gemm";
  A.Latency = 7;
  A.Registers = 64;
  // Canonical form: uses ordered by cycle, then unit name.
  A.Reservation.NumCycles = 3;
  A.Reservation.Uses = {{"any", 0, 3}, {"tc", 0, 1}, {"tc", 2, 2}};
  A.Footprint["tmem"] = 4096;
  A.VariableLatency = true;
  A.SpillCost = 11;
  A.NeedsWarpGroup = true;
  A.Attributes["x"] = -4;
  OpId IA = P.Graph.addOperation(A);
  Operation B;
  B.Name = "b";
  OpId IB = P.Graph.addOperation(B);
  Dependence D;
  D.Src = IA;
  D.Dst = IB;
  D.Delay = 7;
  D.Distance = 2;
  D.Blocking = true;
  D.Attributes["deptype"] = 1;
  P.Graph.addDependence(D);
  P.Graph.addDependence(IB, IA, 0, 1);

  Problem Q = expectOk(parseNativeJSON(toNativeJSON(P), "built.json"));
  expectSameProblem(P, Q);
}

TEST(NativeJSONTest, RunFormReadsAsTheRowForm) {
  // The same table written as rows and as runs (overlapping runs add up).
  const char *Rows = R"({"format": "twill-problem", "name": "t", "units": [
      {"name": "tc"}, {"name": "alu", "capacity": 4}], "ops": [
      {"name": "a", "reservation": [{"tc": 1, "alu": 2}, {"tc": 1, "alu": 3},
                                    {"alu": 1}, {}, {}]}]})";
  const char *Runs = R"({"format": "twill-problem", "name": "t", "units": [
      {"name": "tc"}, {"name": "alu", "capacity": 4}], "ops": [
      {"name": "a", "reservation": {"rows": 5, "uses": [
         {"unit": "tc", "cycles": 2}, {"unit": "alu", "cycles": 3},
         {"unit": "alu", "cycles": 2, "count": 1},
         {"unit": "alu", "from": 1, "cycles": 1}]}}]})";
  Problem A = expectOk(parseNativeJSON(Rows, "rows.json"));
  Problem B = expectOk(parseNativeJSON(Runs, "runs.json"));
  expectSameProblem(A, B);
  EXPECT_EQ(A.Graph.op(0).Reservation.Uses.size(), 5u);
  EXPECT_EQ(toNativeJSON(A), toNativeJSON(B));
  // The writer emits runs; without "rows" the table ends at its last use.
  std::string Text = toNativeJSON(A);
  EXPECT_NE(Text.find("\"rows\": 5"), std::string::npos) << Text;
  Problem C = expectOk(parseNativeJSON(
      R"({"format": "twill-problem", "units": [{"name": "tc"}], "ops": [
          {"name": "a", "reservation": {"uses": [{"unit": "tc",
           "from": 2, "cycles": 3, "count": 0}]}}]})",
      "zero.json"));
  EXPECT_EQ(C.Graph.op(0).Reservation.NumCycles, 5u);
  EXPECT_TRUE(C.Graph.op(0).Reservation.Uses.empty());
}

TEST(NativeJSONTest, RunFormCannotAskForGigabytes) {
  // Counted before anything is expanded (count 0 expands nothing).
  std::string Ops;
  for (int I = 0; I < 2; ++I)
    Ops += std::string(I ? ", " : "") + "{\"name\": \"op" + std::to_string(I) +
           "\", \"reservation\": {\"uses\": [{\"unit\": \"u\", "
           "\"cycles\": 1048576, \"count\": 0}]}}";
  std::string E = errorText(parseNativeJSON(
      "{\"format\": \"twill-problem\", \"ops\": [" + Ops + "]}", "big.json"));
  EXPECT_NE(E.find("ops[1].reservation.uses[0]"), std::string::npos) << E;
  EXPECT_NE(E.find("unit-cycles in total"), std::string::npos) << E;
}

TEST(NativeJSONTest, SyntaxErrorNamesFileLineAndColumn) {
  std::string E = errorText(parseNativeJSON(
      "{\n  \"format\": \"twill-problem\",\n  \"ops\": [\n}\n", "bad.json"));
  EXPECT_NE(E, "<success>");
  EXPECT_NE(E.find("bad.json:4:"), std::string::npos) << E;
}

TEST(NativeJSONTest, StrictSyntaxNamesFileLineAndColumn) {
  // llvm::json keeps the last of repeated keys and accepts 01, +1 and 1.;
  // the readers do not.
  struct Case {
    const char *Text, *Expect;
  } Cases[] = {
      {"{\"format\": \"twill-problem\",\n \"format\": \"x\", \"ops\": []}",
       "strict.json:2:2: duplicate key 'format'"},
      {"{\"format\": \"twill-problem\", \"ops\": [{\"name\": \"a\", "
       "\"n\\u0061me\": \"b\"}]}",
       "duplicate key 'name'"},
      {"{\"format\": \"twill-problem\", \"ops\": [{\"name\": \"a\", "
       "\"latency\": 01}]}",
       "malformed number '01'"},
      {"{\"format\": \"twill-problem\", \"ops\": [{\"name\": \"a\", "
       "\"latency\": +1}]}",
       "malformed number '+1'"},
      {"{\"format\": \"twill-problem\", \"ops\": [{\"name\": \"a\", "
       "\"latency\": 1.}]}",
       "malformed number '1.'"},
  };
  for (const Case &C : Cases) {
    std::string E = errorText(parseNativeJSON(C.Text, "strict.json"));
    EXPECT_EQ(E.rfind("strict.json:", 0), 0u) << E;
    EXPECT_NE(E.find(C.Expect), std::string::npos) << E;
  }
  // Same keys in different objects, numbers and keys inside strings, and
  // 2.0e0 stay legal.
  expectOk(parseNativeJSON(
      "{\"format\": \"twill-problem\", \"ops\": [{\"name\": \"a\", "
      "\"kind\": \"01, \\\"name\\\": +1\", \"latency\": 2.0e0}, "
      "{\"name\": \"b\", \"latency\": -0}]}",
      "ok.json"));
}

struct BadNative {
  const char *Body;    ///< Inserted after the "format" field.
  const char *Expect1; ///< JSON path.
  const char *Expect2; ///< What is wrong.
};

/// Shows the case by its JSON path in test names and failure messages.
void PrintTo(const BadNative &B, std::ostream *OS) { *OS << B.Expect1; }

class NativeJSONErrorTest : public ::testing::TestWithParam<BadNative> {};

TEST_P(NativeJSONErrorTest, NamesFileAndPath) {
  std::string Text =
      std::string("{\"format\": \"twill-problem\", ") + GetParam().Body + "}";
  std::string E = errorText(parseNativeJSON(Text, "case.json"));
  EXPECT_EQ(E.rfind("case.json: ", 0), 0u) << E;
  EXPECT_NE(E.find(GetParam().Expect1), std::string::npos) << E;
  EXPECT_NE(E.find(GetParam().Expect2), std::string::npos) << E;
}

INSTANTIATE_TEST_SUITE_P(
    Malformed, NativeJSONErrorTest,
    ::testing::Values(
        BadNative{R"("units": [])", "(top level)", "missing field 'ops'"},
        BadNative{R"("ops": [{"name": "a", "latency": "3"}])", "ops[0].latency",
                  "expected an integer, found a string"},
        BadNative{R"("ops": [{"name": "a", "latency": 2.5}])", "ops[0].latency",
                  "fractional"},
        BadNative{R"("ops": [{"name": "a", "latency": 1e300}])",
                  "ops[0].latency", "out of range"},
        BadNative{R"("ops": [{"name": "a", "latency": 18446744073709551615}])",
                  "ops[0].latency", "out of range"},
        BadNative{R"("ops": [{"name": "a", "latency": 9223372036854775808.0}])",
                  "ops[0].latency", "out of range"},
        BadNative{R"("ops": [{"name": "a"}, {"name": "b",
                    "reservation": [{}, {"tc": 1}, ["tc"]]}])",
                  "ops[1].reservation[2]", "expected an object"},
        BadNative{R"("ops": [{"name": "a", "reservation": [{"tc": -1}]}])",
                  "ops[0].reservation[0].tc", "out of range"},
        BadNative{R"("ops": [{"name": "a", "reservation": {"uses": [
                    {"unit": "tc", "cycles": 2, "cout": 1}]}}])",
                  "ops[0].reservation.uses[0]", "unknown field 'cout'"},
        BadNative{R"("ops": [{"name": "a", "reservation": {"uses": [
                    {"cycles": 2}]}}])",
                  "ops[0].reservation.uses[0]", "missing field 'unit'"},
        BadNative{R"("ops": [{"name": "a", "reservation": {"rows": 1,
                    "uses": [{"unit": "tc", "cycles": 2}]}}])",
                  "ops[0].reservation.rows", "a use ends at cycle 2"},
        BadNative{R"("ops": [{"name": "a", "reservation": {"uses": [
                    {"unit": "tc", "from": 1048576, "cycles": 1}]}}])",
                  "ops[0].reservation.uses[0]", "ends after cycle 1048576"},
        BadNative{R"("ops": [{"name": "a"}], "deps": [{"src": "a",
                    "dst": "nope"}])",
                  "deps[0].dst", "unknown op 'nope'"},
        BadNative{R"("ops": [{"name": "a"}], "deps": [{"dst": "a"}])",
                  "deps[0]", "missing field 'src'"},
        BadNative{R"("ops": [{"name": "a"}, {"name": "a"}])", "ops[1].name",
                  "already used by ops[0]"},
        BadNative{R"("ops": [{"name": "a", "latncy": 1}])", "ops[0]",
                  "unknown field 'latncy'"},
        BadNative{R"("ops": [{"name": "a", "warp_group": 1}])",
                  "ops[0].warp_group", "expected true or false"},
        BadNative{R"("units": [{"name": "u", "capacity": -2}], "ops": [])",
                  "units[0].capacity", "out of range [-1,"},
        BadNative{R"("warps": {"count": -1}, "ops": [])", "warps.count",
                  "out of range [0,"},
        BadNative{R"("version": 3, "ops": [])", "version",
                  "unsupported version 3"},
        BadNative{R"("ops": {"a": {}})", "ops", "expected an array"}));

TEST(NativeJSONTest, WrongFormatTagIsRejected) {
  std::string E = errorText(
      parseNativeJSON(R"({"format": "twill-schedule", "ops": []})", "f.json"));
  EXPECT_NE(E.find("f.json: format: expected \"twill-problem\""),
            std::string::npos)
      << E;
}

TEST(NativeJSONTest, DeepNestingIsAnErrorNotACrash) {
  std::string Deep = std::string(100000, '[') + std::string(100000, ']');
  std::string E = errorText(parseNativeJSON(Deep, "deep.json"));
  EXPECT_NE(E.find("deep.json:1:"), std::string::npos) << E;
  EXPECT_NE(E.find("nested deeper"), std::string::npos) << E;
}

//===----------------------------------------------------------------------===//
// Schedules
//===----------------------------------------------------------------------===//

TEST(ScheduleJSONTest, ReadsAndRoundTrips) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  ModuloSchedule S =
      expectOk(readScheduleFile(input("native/tiny.schedule.json"), P.Graph));
  EXPECT_EQ(S.II, 5);
  EXPECT_EQ(S.Length, 15);
  EXPECT_EQ(S.Start, (std::vector<int64_t>{0, 4, 6, 9}));
  ASSERT_TRUE(S.Warps.has_value());
  EXPECT_EQ(S.Warps->Warp, (std::vector<unsigned>{0, 4, 1, 4}));

  std::string Text;
  llvm::raw_string_ostream OS(Text);
  writeScheduleJSON(P.Graph, S, OS);
  ModuloSchedule T = expectOk(parseScheduleJSON(Text, "again.json", P.Graph));
  EXPECT_EQ(T.II, S.II);
  EXPECT_EQ(T.Length, S.Length);
  EXPECT_EQ(T.Start, S.Start);
  ASSERT_TRUE(T.Warps.has_value());
  EXPECT_EQ(T.Warps->Warp, S.Warps->Warp);
  std::string Again;
  llvm::raw_string_ostream OS2(Again);
  writeScheduleJSON(P.Graph, T, OS2);
  EXPECT_EQ(Text, Again);
}

TEST(ScheduleJSONTest, LengthDefaultsToComputed) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  ModuloSchedule S = expectOk(parseScheduleJSON(
      R"({"format": "twill-schedule", "II": 5,
          "start": {"L": 0, "S": 4, "P": 6, "O": 9}})",
      "s.json", P.Graph));
  EXPECT_EQ(S.Length, ModuloSchedule::computeLength(P.Graph, S.Start));
  EXPECT_FALSE(S.Warps.has_value());
}

TEST(ScheduleJSONTest, Errors) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  auto Check = [&](const char *Body, const char *Expect) {
    std::string Text =
        std::string("{\"format\": \"twill-schedule\", ") + Body + "}";
    std::string E = errorText(parseScheduleJSON(Text, "s.json", P.Graph));
    EXPECT_NE(E.find("s.json"), std::string::npos) << E;
    EXPECT_NE(E.find(Expect), std::string::npos) << Body << "\n" << E;
  };
  const char *Start = R"("start": {"L": 0, "S": 4, "P": 6, "O": 9})";
  Check((std::string("\"II\": 0, ") + Start).c_str(), "II: value 0 is out");
  Check(R"("II": 2, "start": {"L": 0, "S": 4, "P": 6})",
        "start: op 'O' has no entry");
  Check(R"("II": 2, "start": {"L": 0, "S": 4, "P": 6, "O": 9, "X": 1})",
        "start.X: unknown op 'X'");
  Check(R"("II": 2, "start": {"L": 0, "S": 4.5, "P": 6, "O": 9})",
        "start.S: expected an integer");
  Check((std::string("\"II\": 2, ") + Start +
         R"(, "warps": {"L": -1, "S": 0, "P": 0, "O": 0})")
            .c_str(),
        "warps.L: value -1 is out of range");
  Check(Start, "missing field 'II'");
}

//===----------------------------------------------------------------------===//
// HatScheT
//===----------------------------------------------------------------------===//

const char *HatRM = R"(<?xml version="1.0"?>
<ModelInformation Version="1.0">
  <Resources>
    <Resource blockingTime="0" latency="0" limit="-1" name="v" physicalDelay="0"/>
    <Resource blockingTime="1" latency="2" limit="2" name="mem" physicalDelay="0"/>
  </Resources>
</ModelInformation>
)";

/// A two-node graph; \p Root is the <graphml> start tag.
std::string hatGraph(llvm::StringRef Root) {
  return (Root + R"(
  <graph>
    <node id="1"><data key="name">n1</data><data key="uses_resource">v</data></node>
    <node id="2"><data key="name">n2</data><data key="uses_resource">mem</data></node>
    <edge source="1" target="2"><data key="delay">1</data><data key="distance">0</data><data key="deptype">Data</data></edge>
    <edge source="2" target="1"><data key="delay">0</data><data key="distance">3</data><data key="deptype">Precedence</data></edge>
  </graph>
</graphml>
)")
      .str();
}

TEST(HatScheTTest, ReadsFileWithNamespace) {
  Problem P = expectOk(readProblemFile(input("hatscht/graph1.graphml")));
  EXPECT_EQ(P.Name, "hatscht/graph1");
  ASSERT_EQ(P.Units.size(), 4u);
  EXPECT_EQ(P.Units[0].Name, "special_virtual");
  EXPECT_TRUE(P.Units[0].isUnlimited());
  EXPECT_EQ(P.Units[1].Capacity, 2);
  ASSERT_EQ(P.Graph.numOperations(), 4u);
  const Operation &Read = P.Graph.op(1);
  EXPECT_EQ(Read.Name, "node_2");
  EXPECT_EQ(Read.Kind, "mem_read");
  EXPECT_EQ(Read.Latency, 2);
  EXPECT_EQ(Read.Reservation.NumCycles, 1u);
  EXPECT_EQ(Read.Reservation.unitCycles("mem_read"), 1u);
  // blockingTime 0: chainable, holds nothing.
  EXPECT_TRUE(P.Graph.op(0).Reservation.empty());
  EXPECT_EQ(P.Graph.op(0).Reservation.NumCycles, 0u);
  ASSERT_EQ(P.Graph.numDependences(), 4u);
  // Delay = latency(src) + HatScheT edge delay.
  EXPECT_EQ(P.Graph.dependences()[0].Delay, 0);
  EXPECT_EQ(P.Graph.dependences()[1].Delay, 2);
  EXPECT_EQ(P.Graph.dependences()[2].Delay, 1);
  EXPECT_EQ(P.Graph.dependences()[3].Delay, 1);
  EXPECT_EQ(P.Graph.dependences()[3].Distance, 1);
  EXPECT_EQ(P.Graph.dependences()[0].Attributes.at("deptype"), 1);
  EXPECT_EQ(P.Graph.dependences()[1].Attributes.at("deptype"), 0);
  EXPECT_FALSE(static_cast<bool>(P.check()));
}

TEST(HatScheTTest, ReadsDeclaredKeysWithoutNamespace) {
  Problem P = expectOk(readProblemFile(input("hatscht/graph2.graphml")));
  ASSERT_EQ(P.Graph.numOperations(), 2u);
  EXPECT_EQ(P.Graph.op(0).Name, "load");
  // No `name` data: the node id names the op.
  EXPECT_EQ(P.Graph.op(1).Name, "b");
  EXPECT_EQ(P.Graph.op(1).Reservation.NumCycles, 2u);
  ASSERT_EQ(P.Graph.numDependences(), 2u);
  EXPECT_EQ(P.Graph.dependences()[0].Delay, 2);
  EXPECT_EQ(P.Graph.dependences()[1].Delay, 5);
  EXPECT_EQ(P.Graph.dependences()[1].Distance, 2);
  EXPECT_EQ(P.Graph.dependences()[1].Attributes.at("deptype"), 1);
  EXPECT_FALSE(static_cast<bool>(P.check()));
}

TEST(HatScheTTest, NamespaceDoesNotMatter) {
  Problem A = expectOk(parseHatScheT(
      hatGraph(R"(<graphml xmlns="http://graphml.graphdrawing.org/xmlns">)"),
      "g.graphml", HatRM, "g_RM.xml"));
  Problem B = expectOk(
      parseHatScheT(hatGraph("<graphml>"), "g.graphml", HatRM, "g_RM.xml"));
  expectSameProblem(A, B);
  EXPECT_EQ(A.Graph.dependences()[0].Delay, 1);
  EXPECT_EQ(A.Graph.dependences()[1].Delay, 2);
  EXPECT_EQ(A.Graph.dependences()[1].Distance, 3);
}

TEST(HatScheTTest, ErrorsNameFileAndLine) {
  auto Graph = [](llvm::StringRef Err) {
    return errorText(parseHatScheT(Err, "g.graphml", HatRM, "g_RM.xml"));
  };
  std::string E = Graph("<graphml>\n<graph>\n<node id=\"1\">\n</graph>\n");
  EXPECT_NE(E.find("g.graphml:"), std::string::npos) << E;
  EXPECT_NE(E.find("malformed XML"), std::string::npos) << E;

  E = Graph("<graphml>\n<graph>\n<node id=\"1\"><data key=\"uses_resource\">v"
            "</data></node>\n<edge source=\"1\" target=\"9\"/>\n</graph>\n"
            "</graphml>");
  EXPECT_NE(E.find("g.graphml:4: <edge> target '9' names no node"),
            std::string::npos)
      << E;

  E = Graph("<graphml>\n<graph>\n<node id=\"1\">\n<data key=\"uses_resource\">"
            "adder</data></node>\n</graph>\n</graphml>");
  EXPECT_NE(E.find("g.graphml:3:"), std::string::npos) << E;
  EXPECT_NE(E.find("'adder'"), std::string::npos) << E;

  E = Graph("<graphml>\n<graph>\n<node id=\"1\"><data key=\"uses_resource\">v"
            "</data></node>\n<edge source=\"1\" target=\"1\">\n<data "
            "key=\"distance\">99999999999999999999</data></edge>\n</graph>\n"
            "</graphml>");
  EXPECT_NE(E.find("g.graphml:4:"), std::string::npos) << E;
  EXPECT_NE(E.find("distance"), std::string::npos) << E;

  E = Graph("<graphml>\n<graph>\n<node id=\"1\"><data key=\"uses_resource\">v"
            "</data></node>\n<edge source=\"1\" target=\"1\">\n<data "
            "key=\"deptype\">Anti</data></edge>\n</graph>\n</graphml>");
  EXPECT_NE(E.find("g.graphml:4: unknown deptype 'Anti'"), std::string::npos)
      << E;

  E = Graph("<gexf/>");
  EXPECT_NE(E.find("g.graphml:1: expected a <graphml> root"), std::string::npos)
      << E;

  E = errorText(parseHatScheT(hatGraph("<graphml>"), "g.graphml",
                              "<ModelInformation><Resources>\n<Resource "
                              "name=\"v\" latency=\"0\" blockingTime=\"0\"/>\n"
                              "</Resources></ModelInformation>",
                              "g_RM.xml"));
  EXPECT_NE(E.find("g_RM.xml:2: <Resource> lacks attribute 'limit'"),
            std::string::npos)
      << E;

  E = errorText(parseHatScheT(hatGraph("<graphml>"), "g.graphml",
                              "<ModelInformation>\n<Resource name=\"v\" "
                              "latency=\"x\" blockingTime=\"0\" limit=\"1\"/>"
                              "</ModelInformation>",
                              "g_RM.xml"));
  EXPECT_NE(E.find("g_RM.xml:2:"), std::string::npos) << E;
  EXPECT_NE(E.find("latency=\"x\""), std::string::npos) << E;
}

TEST(HatScheTTest, MissingResourceModelIsNamed) {
  std::string E = errorText(
      readHatScheTFile(input("malformed/hatscht/missing_rm.graphml")));
  EXPECT_NE(E.find("missing_rm.graphml"), std::string::npos) << E;
  EXPECT_NE(E.find("resource model not found: tried "), std::string::npos)
      << E;
  EXPECT_NE(E.find("missing_rm_RM.xml, "), std::string::npos) << E;
  EXPECT_NE(E.find("missing_rmRM.xml"), std::string::npos) << E;
}

TEST(HatScheTTest, FindsBothResourceModelNamingsAndTakesAnExplicitOne) {
  // HatScheT's folders name the model graphN_RM.xml or NAMERM.xml.
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("twill-rm", Dir));
  auto Write = [&](llvm::StringRef Name, llvm::StringRef Text) {
    llvm::SmallString<128> Path(Dir);
    llvm::sys::path::append(Path, Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    EXPECT_FALSE(EC);
    OS << Text;
    return std::string(Path);
  };
  std::string Graph = hatGraph("<graphml>");
  std::string A = Write("fir_SHI.graphml", Graph);
  Write("fir_SHIRM.xml", HatRM);
  EXPECT_EQ(expectOk(readProblemFile(A)).Graph.numOperations(), 2u);
  std::string B = Write("loop.graphml", Graph);
  std::string RM = Write("model.xml", HatRM);
  EXPECT_NE(errorText(readProblemFile(B)).find("--resource"),
            std::string::npos);
  EXPECT_EQ(expectOk(readProblemFile(B, ProblemFormat::Auto, RM))
                .Graph.numOperations(),
            2u);
  // A resource model for a JSON problem is a mistake, not ignored.
  std::string J = Write("p.json", "{\"format\": \"twill-problem\", "
                                  "\"ops\": []}");
  EXPECT_NE(errorText(readProblemFile(J, ProblemFormat::Auto, RM))
                .find("applies to HatScheT GraphML files only"),
            std::string::npos);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(HatScheTTest, NodeNamesAreTrimmedAndControlBytesRefused) {
  std::string Graph = hatGraph("<graphml>");
  std::string NL = Graph;
  NL.replace(NL.find(">n1<"), 4, ">n1\n  <");
  Problem P = expectOk(parseHatScheT(NL, "g.graphml", HatRM, "g_RM.xml"));
  EXPECT_EQ(P.Graph.op(0).Name, "n1");
  std::string Ctl = Graph;
  Ctl.replace(Ctl.find(">n1<"), 4, ">n\x01" "1<");
  EXPECT_NE(errorText(parseHatScheT(Ctl, "g.graphml", HatRM, "g_RM.xml"))
                .find("g.graphml:3: node '1' has a name holding a control"),
            std::string::npos);
}

//===----------------------------------------------------------------------===//
// HeuriGym
//===----------------------------------------------------------------------===//

TEST(HeuriGymTest, ReadsTinyFile) {
  Problem P = expectOk(readProblemFile(input("heurigym/tiny.json")));
  EXPECT_EQ(P.Name, "tiny");
  ASSERT_EQ(P.Units.size(), 3u);
  EXPECT_EQ(P.Units[0].Name, "mul");
  EXPECT_EQ(P.Units[0].Capacity, 2);
  EXPECT_EQ(P.Units[1].Name, "nop");
  EXPECT_TRUE(P.Units[1].isUnlimited());
  ASSERT_EQ(P.Graph.numOperations(), 4u);
  const Operation &N1 = P.Graph.op(0);
  EXPECT_EQ(N1.Name, "n1");
  EXPECT_EQ(N1.Kind, "mul");
  EXPECT_EQ(N1.Latency, 3);
  // Not pipelined: the unit is held for all three cycles.
  EXPECT_EQ(N1.Reservation.NumCycles, 3u);
  EXPECT_EQ(N1.Reservation.unitCycles("mul"), 3u);
  EXPECT_TRUE(P.Graph.op(3).Reservation.empty());
  ASSERT_EQ(P.Graph.numDependences(), 3u);
  EXPECT_EQ(P.Graph.dependences()[0].Delay, 3);
  EXPECT_EQ(P.Graph.dependences()[2].Delay, 1);
  EXPECT_EQ(P.Graph.dependences()[2].Distance, 0);
  EXPECT_FALSE(static_cast<bool>(P.check()));
}

TEST(HeuriGymTest, Errors) {
  auto Check = [](const char *Text, const char *Expect) {
    std::string E = errorText(parseHeuriGym(Text, "h.json"));
    EXPECT_EQ(E.rfind("h.json", 0), 0u) << E;
    EXPECT_NE(E.find(Expect), std::string::npos) << Text << "\n" << E;
  };
  const char *Types = R"("delay": {"mul": 2}, "resource": {"mul": 1})";
  auto With = [&](const char *Rest) {
    return std::string("{") + Types + ", " + Rest + "}";
  };
  Check(With(R"("nodes": [["a", "mul"]], "edges": [["a", "b", "0"]])").c_str(),
        "edges[0][1]: unknown node 'b'");
  Check(With(R"("nodes": [["a", "add"]], "edges": [])").c_str(),
        "nodes[0][1]: type 'add' has no entry in 'delay'");
  Check(With(R"("nodes": [["a"]], "edges": [])").c_str(),
        "nodes[0]: expected [id, type]");
  Check(With(R"("nodes": [["a", "mul"], ["a", "mul"]], "edges": [])").c_str(),
        "nodes[1][0]: node id 'a' is used twice");
  Check(With(R"("nodes": [["a", "mul"]])").c_str(), "missing field 'edges'");
  Check(R"({"delay": {"mul": 2.5}, "resource": {"mul": 1}, "nodes": [],
            "edges": []})",
        "delay.mul: expected an integer");
  Check(R"({"delay": {"mul": 2}, "resource": {"mul": -4}, "nodes": [],
            "edges": []})",
        "resource.mul: value -4 is out of range");
  Check(R"({"delay": {"mul": 1000000}, "resource": {"mul": 1}, "nodes": [],
            "edges": []})",
        "delay.mul: value 1000000 is out of range");
  Check("{\"delay\": {}\n, \"resource\" {}}", "h.json:2:");
}

//===----------------------------------------------------------------------===//
// GML
//===----------------------------------------------------------------------===//

TEST(GMLTest, ReadsTinyFile) {
  Problem P = expectOk(readProblemFile(input("gml/tiny.gml")));
  EXPECT_EQ(P.Name, "tiny");
  ASSERT_EQ(P.Units.size(), 1u);
  EXPECT_EQ(P.Units[0].Name, "generic");
  EXPECT_TRUE(P.Units[0].isUnlimited());
  ASSERT_EQ(P.Memories.size(), 1u);
  EXPECT_EQ(P.Memories[0].Name, "memory");
  EXPECT_EQ(P.Memories[0].CapacityBytes, 2676);
  ASSERT_EQ(P.Graph.numOperations(), 3u);
  EXPECT_EQ(P.Graph.op(0).Name, "0");
  EXPECT_EQ(P.Graph.op(2).Name, "two");
  EXPECT_EQ(P.Graph.op(0).Latency, 1);
  EXPECT_EQ(P.Graph.op(0).Reservation.unitCycles("generic"), 1u);
  EXPECT_EQ(P.Graph.op(0).Footprint.at("memory"), 2676);
  EXPECT_EQ(P.Graph.op(0).Attributes.at("parameter"), 2676);
  EXPECT_EQ(P.Graph.op(1).Attributes.at("parameter"), 0);
  EXPECT_TRUE(P.Graph.op(2).Attributes.empty());
  ASSERT_EQ(P.Graph.numDependences(), 2u);
  EXPECT_EQ(P.Graph.dependences()[0].Delay, 1);
  EXPECT_EQ(P.Graph.dependences()[0].Attributes.at("parameter"), 45603);
  EXPECT_TRUE(P.Graph.dependences()[1].Attributes.empty());
  EXPECT_FALSE(static_cast<bool>(P.check()));
}

TEST(GMLTest, ErrorsNameFileAndLine) {
  auto Check = [](const char *Text, const char *Expect) {
    std::string E = errorText(parseGML(Text, "t.gml"));
    EXPECT_NE(E.find(Expect), std::string::npos)
        << llvm::StringRef(Text).take_front(200).str() << "\n"
        << E;
  };
  Check("graph [\n  node [\n    id 0\n", "t.gml:4: unexpected end of input");
  Check("graph [\n node [ id 0 ]\n edge [ source 0 target 5 ]\n]",
        "t.gml:3: edge target 5 names no node");
  Check("graph [\n node [ label \"x\" ]\n]", "t.gml:2: 'node' lacks 'id'");
  Check("graph [\n node [\n id 2.5 ]\n]", "t.gml:3: 'id' must be an integer");
  Check("graph [\n node [ id 99999999999999999999 ]\n]",
        "t.gml:2: 'id' must be an integer");
  Check("graph [\n node [ id 0 label \"x ]\n]", "t.gml:2: unterminated string");
  Check("graph [ node [ id 0 ] ]\n]", "t.gml:2: ']' closes no list");
  Check("graph [\n node [ id 0 ]\n node [ id 0 ]\n]",
        "t.gml:3: node id 0 is used twice");
  Check("graph [\n node [ id 0 parameter -1 ]\n]",
        "t.gml:2: 'parameter' must be an integer in [0,");
  // Each parameter is in range, their sum (the memory's capacity) is not:
  // found by fuzz-gml (the native JSON reader rejected the written problem).
  Check("graph [\n node [ id 0 parameter 269999999999975 ]\n"
        " node [ id 1 parameter 269999999999975 ]\n]",
        "t.gml:1: node parameters sum to more than");
  Check("Creator \"me\"\n", "t.gml:1: expected a 'graph [ ... ]' list");
  Check("graph [ node [ id 0 ] ]\ngraph [ node [ id 1 ] ]\n",
        "t.gml:2: a second 'graph' (the first is at line 1)");
  Check("graph [ node [ id 0 ] node ]", "expected a value for key 'node'");
  Check("graph [\n node [ id 0 ; ]\n]", "t.gml:2: unexpected character");
  std::string Deep = "graph [ ";
  for (int I = 0; I < 10000; ++I)
    Deep += "x [ ";
  Check(Deep.c_str(), "nested deeper");
}

//===----------------------------------------------------------------------===//
// Format detection, DOT, malformed corpus
//===----------------------------------------------------------------------===//

TEST(ReadProblemFileTest, DetectsFormats) {
  Problem N = expectOk(readProblemFile(input("native/tiny.json")));
  EXPECT_EQ(N.Graph.numOperations(), 4u);
  Problem H = expectOk(readProblemFile(input("heurigym/tiny.json")));
  EXPECT_EQ(H.Units.size(), 3u);
  // Explicit formats bypass detection.
  Problem H2 = expectOk(
      readProblemFile(input("heurigym/tiny.json"), ProblemFormat::HeuriGym));
  EXPECT_EQ(H2.Graph.numOperations(), 4u);
  std::string E = errorText(
      readProblemFile(input("heurigym/tiny.json"), ProblemFormat::NativeJSON));
  EXPECT_NE(E.find("tiny.json"), std::string::npos) << E;
  E = errorText(readProblemFile(input("does/not/exist.json")));
  EXPECT_NE(E.find("does/not/exist.json: cannot read file"), std::string::npos)
      << E;
}

TEST(DotTest, WritesNodesAndEdges) {
  Problem P = expectOk(readProblemFile(input("native/tiny.json")));
  std::string Dot;
  llvm::raw_string_ostream OS(Dot);
  writeDot(P, OS);
  EXPECT_EQ(Dot.rfind("digraph \"tiny\" {", 0), 0u) << Dot;
  EXPECT_NE(Dot.find("n3 -> n1 [label=\"2 / 1\", style=dashed]"),
            std::string::npos)
      << Dot;
  EXPECT_NE(Dot.find("n2 -> n3 [label=\"3\", penwidth=2]"), std::string::npos)
      << Dot;
  EXPECT_EQ(Dot.back(), '\n');
}

TEST(MalformedCorpusTest, EveryFileIsAnErrorNamingIt) {
  std::string Root = input("malformed");
  std::error_code EC;
  unsigned Files = 0;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
       It != End && !EC; It.increment(EC)) {
    std::string Path = It->path();
    if (It->type() != llvm::sys::fs::file_type::regular_file ||
        llvm::StringRef(Path).ends_with("_RM.xml"))
      continue;
    ++Files;
    std::string E = errorText(readProblemFile(Path));
    EXPECT_NE(E, "<success>") << Path;
    // Errors in a HatScheT resource model name the _RM.xml beside the graph.
    std::string Stem = llvm::sys::path::stem(Path).str();
    std::string File = llvm::sys::path::filename(Path).str();
    bool Named = E.find(File) != std::string::npos ||
                 (llvm::StringRef(Path).ends_with(".graphml") &&
                  E.find(Stem + "_RM.xml") != std::string::npos);
    EXPECT_TRUE(Named) << Path << ": " << E;
  }
  EXPECT_FALSE(EC) << EC.message();
  EXPECT_GE(Files, 60u);
}

} // namespace
