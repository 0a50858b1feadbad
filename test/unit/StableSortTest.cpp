//===- StableSortTest.cpp - twill::stableSort -----------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/StableSort.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using namespace twill;

namespace {

TEST(StableSortTest, EqualKeysKeepTheirOrder) {
  std::vector<std::pair<int, std::string>> V = {
      {2, "a"}, {1, "b"}, {2, "c"}, {0, "d"}, {1, "e"}, {2, "f"}};
  stableSort(V, [](const auto &A, const auto &B) { return A.first < B.first; });
  std::vector<std::pair<int, std::string>> Want = {
      {0, "d"}, {1, "b"}, {1, "e"}, {2, "a"}, {2, "c"}, {2, "f"}};
  EXPECT_EQ(V, Want);
}

TEST(StableSortTest, EmptyAndSingle) {
  std::vector<int> Empty;
  stableSort(Empty, [](int A, int B) { return A < B; });
  EXPECT_TRUE(Empty.empty());
  std::vector<int> One = {7};
  stableSort(One, [](int A, int B) { return A < B; });
  EXPECT_EQ(One, std::vector<int>{7});
}

// Many ties: the keys are sorted, and within one key the original
// positions increase (the definition of a stable order).
TEST(StableSortTest, ManyTiesArePositionOrdered) {
  std::vector<std::pair<int, size_t>> V;
  uint64_t X = 12345;
  for (size_t I = 0; I < 2000; ++I) {
    X = X * 6364136223846793005ULL + 1442695040888963407ULL;
    V.push_back({int((X >> 33) % 17), I});
  }
  stableSort(V, [](const auto &A, const auto &B) { return A.first < B.first; });
  ASSERT_EQ(V.size(), 2000u);
  for (size_t I = 1; I < V.size(); ++I) {
    ASSERT_LE(V[I - 1].first, V[I].first);
    if (V[I - 1].first == V[I].first)
      ASSERT_LT(V[I - 1].second, V[I].second);
  }
}

} // namespace
