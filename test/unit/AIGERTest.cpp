//===- AIGERTest.cpp - The AIGER reader -----------------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AIGER reader on hand-made circuits: the ASCII and binary forms of
/// the same circuit give the same problem, multi-byte varints decode, and
/// every kind of malformed file is an error naming the file and the line
/// (ASCII) or byte offset (binary).
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/IO/Readers.h"

#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

#include <algorithm>

#include <string>

using namespace twill;

namespace {

std::string input(const std::string &Rel) {
  return test::inputsDir() + "/" + Rel;
}

std::string errorText(llvm::Expected<Problem> E) {
  if (E)
    return "<success>";
  return llvm::toString(E.takeError());
}

/// The unsigned LEB128-style varint of the AIGER binary format.
std::string varint(uint64_t X) {
  std::string S;
  do {
    uint8_t B = X & 0x7f;
    X >>= 7;
    S.push_back(char(X ? (B | 0x80) : B));
  } while (X);
  return S;
}

/// A binary AIG with \p I inputs and the gates \p Rhs (rhs0 >= rhs1).
std::string binaryAIG(uint64_t I, const std::vector<std::pair<uint64_t, uint64_t>> &Rhs,
                      uint64_t Output) {
  std::string S = "aig " + std::to_string(I + Rhs.size()) + " " +
                  std::to_string(I) + " 0 1 " + std::to_string(Rhs.size()) +
                  "\n" + std::to_string(Output) + "\n";
  for (size_t K = 0; K < Rhs.size(); ++K) {
    uint64_t Lhs = 2 * (I + K + 1);
    S += varint(Lhs - Rhs[K].first) + varint(Rhs[K].first - Rhs[K].second);
  }
  return S;
}

/// "name: src->dst ..." of every edge, for comparing two problems.
std::string edgesOf(const Problem &P) {
  std::string S;
  for (const Dependence &D : P.Graph.dependences())
    S += P.Graph.op(D.Src).Name + "->" + P.Graph.op(D.Dst).Name + " ";
  return S;
}

TEST(AIGERTest, ASCIIAndBinaryAgree) {
  for (const char *File : {"aiger/xor.aag", "aiger/xor.aig"}) {
    auto P = readProblemFile(input(File));
    ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
    EXPECT_EQ(P->Name, "xor");
    ASSERT_EQ(P->Graph.numOperations(), 5u) << File;
    EXPECT_EQ(P->Graph.op(0).Name, "i1");
    EXPECT_EQ(P->Graph.op(0).Kind, "input");
    EXPECT_EQ(P->Graph.op(0).Attributes.at("parameter"), 0);
    EXPECT_TRUE(P->Graph.op(0).Footprint.empty());
    EXPECT_EQ(P->Graph.op(2).Name, "n3");
    EXPECT_EQ(P->Graph.op(2).Kind, "and");
    EXPECT_EQ(P->Graph.op(2).Attributes.at("parameter"), 1);
    EXPECT_EQ(P->Graph.op(2).Footprint.at("memory"), 1);
    // The binary form stores rhs0 >= rhs1, so compare the edges as a set.
    std::vector<std::string> Edges;
    for (const Dependence &D : P->Graph.dependences())
      Edges.push_back(P->Graph.op(D.Src).Name + "->" +
                      P->Graph.op(D.Dst).Name);
    std::sort(Edges.begin(), Edges.end());
    EXPECT_EQ(llvm::join(Edges, " "),
              "i1->n3 i1->n4 i2->n3 i2->n4 n3->n5 n4->n5")
        << File;
    for (const Dependence &D : P->Graph.dependences()) {
      EXPECT_EQ(D.Delay, 1);
      EXPECT_EQ(D.Attributes.at("parameter"), 1);
    }
    EXPECT_FALSE(bool(P->check())) << File;
  }
}

TEST(AIGERTest, MultiByteVarintsAndConstants) {
  // 300 inputs: the last gate's deltas need two bytes. Gate 0 ANDs input 1
  // with the constant (no edge); gate 1 ANDs an input with itself negated
  // (one edge, not two).
  std::vector<std::pair<uint64_t, uint64_t>> Rhs = {
      {2, 0}, {5, 4}, {2 * 300, 2}, {2 * 302, 2 * 301}};
  auto P = parseAIGER(binaryAIG(300, Rhs, 2 * 304), "big.aig");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_EQ(P->Graph.numOperations(), 304u);
  EXPECT_EQ(edgesOf(*P),
            "i1->n301 i2->n302 i300->n303 i1->n303 n302->n304 n301->n304 ");
}

TEST(AIGERTest, ASCIIGatesInAnyOrder) {
  auto P = parseAIGER("aag 4 2 0 1 2\n2\n4\n8\n8 6 2\n6 2 4\n", "o.aag");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_EQ(edgesOf(*P), "n3->n4 i1->n4 i1->n3 i2->n3 ");
}

TEST(AIGERTest, MalformedFilesNamePlace) {
  struct Case {
    const char *File, *Expect;
  };
  for (Case C : std::initializer_list<Case>{
           {"bad_header.aig", "bad_header.aig: byte 0: the header must have"},
           {"latch.aig", "latch.aig: byte 0: the circuit has 1 latches"},
           {"truncated_varint.aig",
            "truncated_varint.aig: byte 21: unexpected end of file inside"},
           {"too_many_gates.aig", "too_many_gates.aig: byte 26: A = 1000000"},
           {"zero_delta.aig", "zero_delta.aig: byte 16: gate 0 (lhs 6): "
                              "delta0 = 0"},
           {"bad_delta1.aig", "bad_delta1.aig: byte 17: gate 0 (lhs 6): "
                              "delta1 = 127 exceeds rhs0 = 5"},
           {"huge_varint.aig", "huge_varint.aig: byte 16: varint does not fit"},
           {"m_mismatch.aig", "m_mismatch.aig: byte 0: binary AIGER needs M"},
           {"bad_output.aig", "bad_output.aig: byte 14: output 0 must be"},
           {"undefined.aag", "undefined.aag:6: literal 10 uses variable 5"},
           {"cycle.aag", "cycle.aag:5: AND gate 3 lies on a combinational"},
           {"odd_lhs.aag", "odd_lhs.aag:5: AND gate literal 7 must be even"},
           {"twice.aag", "twice.aag:6: variable 3 is defined twice"},
           {"short.aag", "short.aag:6: unexpected end of file"},
           {"bcjf.aag", "bcjf.aag:1: header count B = 1"},
       }) {
    std::string E = errorText(
        readProblemFile(input(std::string("malformed/aiger/") + C.File)));
    EXPECT_NE(E.find(C.Expect), std::string::npos) << C.File << ": " << E;
  }
}

// A gate downstream of a cycle but before it in the file is not on the
// cycle: the finding names the first gate that is (Kahn's algorithm, used
// before, named gate 3 here).
TEST(AIGERTest, CycleNamesAGateOnTheCycle) {
  std::string E = errorText(
      parseAIGER("aag 5 1 0 1 3\n2\n10\n6 8 2\n8 10 2\n10 8 2\n", "c.aag"));
  EXPECT_NE(E.find("c.aag:5: AND gate 4 lies on a combinational cycle"),
            std::string::npos)
      << E;
  E = errorText(parseAIGER("aag 2 1 0 1 1\n2\n4\n4 4 2\n", "self.aag"));
  EXPECT_NE(E.find("self.aag:4: AND gate 2 lies on a combinational cycle"),
            std::string::npos)
      << E;
}

TEST(AIGERTest, CountsAreBoundedBeforeAllocating) {
  // A billion inputs in a 30-byte binary file, or a huge ASCII M: refused
  // without building anything.
  std::string E = errorText(parseAIGER("aig 1000000 1000000 0 0 0\n", "h.aig"));
  EXPECT_NE(E.find("h.aig: byte 0: I = 1000000 inputs is implausible"),
            std::string::npos)
      << E;
  E = errorText(parseAIGER("aig 99999999999 9 0 0 99999999990\n", "h.aig"));
  EXPECT_NE(E.find("exceeds the limit"), std::string::npos) << E;
  // A large M with few variables is fine in ASCII (variables may be sparse).
  auto P = parseAIGER("aag 4000000000 1 0 1 1\n2\n8000000000\n"
                      "8000000000 2 3\n",
                      "sparse.aag");
  ASSERT_TRUE(bool(P)) << llvm::toString(P.takeError());
  EXPECT_EQ(P->Graph.numOperations(), 2u);
  E = errorText(parseAIGER("", "empty.aig"));
  EXPECT_NE(E.find("empty.aig: byte 0: expected an AIGER header"),
            std::string::npos)
      << E;
}

} // namespace
