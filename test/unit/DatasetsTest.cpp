//===- DatasetsTest.cpp - Every shared dataset instance loads -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads every instance of the three shared datasets (../shared/datasets):
/// all 354 HatScheT graphs, every HeuriGym instance, every ICML'24 GML
/// graph. Each must read without error, pass Problem::check(), and show
/// plausible statistics. Failures are collected and reported together, by
/// file name, instead of stopping at the first.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/IO/Readers.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

using namespace twill;

namespace {

/// Regular files under \p Dir whose names satisfy \p Keep, sorted.
std::vector<std::string>
filesUnder(const std::string &Dir,
           const std::function<bool(llvm::StringRef)> &Keep) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::regular_file &&
        Keep(llvm::sys::path::filename(It->path())))
      Out.push_back(It->path());
  std::sort(Out.begin(), Out.end());
  return Out;
}

/// Reads each file, checks the problem and runs \p Stats on it; returns
/// one line per failing file.
std::vector<std::string>
loadAll(const std::vector<std::string> &Files,
        const std::function<std::string(const std::string &, const Problem &)>
            &Stats) {
  std::vector<std::string> Failures;
  for (const std::string &F : Files) {
    llvm::Expected<Problem> P = readProblemFile(F);
    if (!P) {
      Failures.push_back("read: " + llvm::toString(P.takeError()));
      continue;
    }
    if (llvm::Error E = P->check()) {
      Failures.push_back(F + ": check: " + llvm::toString(std::move(E)));
      continue;
    }
    if (P->Graph.numOperations() == 0) {
      Failures.push_back(F + ": no operations");
      continue;
    }
    std::string Bad = Stats(F, *P);
    if (!Bad.empty())
      Failures.push_back(F + ": " + Bad);
  }
  return Failures;
}

std::string join(const std::vector<std::string> &Lines) {
  std::string S;
  for (const std::string &L : Lines)
    S += "\n  " + L;
  return S;
}

TEST(DatasetsTest, AllHatScheTGraphsLoad) {
  std::string Root = test::datasetsDir();
  if (Root.empty())
    GTEST_SKIP() << "shared datasets not found";
  std::vector<std::string> Files =
      filesUnder(Root + "/hatscht-modulo", [](llvm::StringRef Name) {
        return Name.ends_with(".graphml") && !Name.contains(".200MHz.");
      });
  EXPECT_EQ(Files.size(), 354u);

  bool SawLargest = false;
  std::vector<std::string> Failures =
      loadAll(Files, [&](const std::string &F, const Problem &P) {
        const DependenceGraph &G = P.Graph;
        if (G.numDependences() == 0)
          return std::string("no edges");
        bool LoopCarried =
            std::any_of(G.dependences().begin(), G.dependences().end(),
                        [](const Dependence &D) { return D.Distance > 0; });
        if (!LoopCarried)
          return std::string("no edge with distance > 0");
        for (const Operation &Op : G.operations())
          if (!P.findUnit(Op.Kind))
            return "op " + Op.Name + " has unknown kind " + Op.Kind;
        if (llvm::StringRef(F).ends_with("ChStone/dfsin/graph1.graphml")) {
          SawLargest = true;
          if (G.numOperations() != 2651 || G.numDependences() != 6600)
            return "expected 2651 nodes and 6600 edges, found " +
                   std::to_string(G.numOperations()) + " and " +
                   std::to_string(G.numDependences());
          if (P.Name != "dfsin/graph1")
            return "unexpected name " + P.Name;
        }
        return std::string();
      });
  EXPECT_TRUE(SawLargest) << "ChStone/dfsin/graph1.graphml not found";
  EXPECT_TRUE(Failures.empty())
      << Failures.size() << " of " << Files.size()
      << " HatScheT instances failed:" << join(Failures);
}

TEST(DatasetsTest, AllHeuriGymInstancesLoad) {
  std::string Root = test::datasetsDir();
  if (Root.empty())
    GTEST_SKIP() << "shared datasets not found";
  std::string Dir = Root + "/heurigym-operator-scheduling";
  std::vector<std::string> Files = filesUnder(Dir, [](llvm::StringRef Name) {
    return Name.ends_with(".json") && Name != "baseline.json";
  });
  EXPECT_EQ(Files.size(), 24u);

  // Each instance's name (its file stem) is a key of baseline.json.
  llvm::StringSet<> BaselineKeys;
  if (auto Buf = llvm::MemoryBuffer::getFile(Dir + "/baseline.json")) {
    llvm::Expected<llvm::json::Value> V =
        llvm::json::parse((*Buf)->getBuffer());
    if (V && V->getAsObject())
      for (const auto &KV : *V->getAsObject())
        BaselineKeys.insert(KV.first.str());
    else
      llvm::consumeError(V.takeError());
  }
  EXPECT_FALSE(BaselineKeys.empty());

  std::vector<std::string> Failures = loadAll(Files, [&](const std::string &F,
                                                         const Problem &P) {
    std::string NoUnderscore = P.Name;
    NoUnderscore.erase(
        std::remove(NoUnderscore.begin(), NoUnderscore.end(), '_'),
        NoUnderscore.end());
    if (!BaselineKeys.contains(P.Name) && !BaselineKeys.contains(NoUnderscore))
      return "name " + P.Name + " is not in baseline.json";
    for (const Dependence &D : P.Graph.dependences())
      if (D.Distance != 0 || D.Delay != P.Graph.op(D.Src).Latency)
        return std::string("edge delay is not the source's delay");
    for (const Operation &Op : P.Graph.operations())
      if (Op.Reservation.NumCycles != uint64_t(Op.Latency))
        return "op " + Op.Name + " does not hold its unit for its delay";
    return std::string();
  });
  EXPECT_TRUE(Failures.empty())
      << Failures.size() << " of " << Files.size()
      << " HeuriGym instances failed:" << join(Failures);
}

TEST(DatasetsTest, AllICMLGraphsLoad) {
  std::string Root = test::datasetsDir();
  if (Root.empty())
    GTEST_SKIP() << "shared datasets not found";
  std::vector<std::string> Files =
      filesUnder(Root + "/icml24-rw-graphs",
                 [](llvm::StringRef Name) { return Name.ends_with(".gml"); });
  EXPECT_EQ(Files.size(), 12u);
  std::vector<std::string> Failures =
      loadAll(Files, [](const std::string &F, const Problem &P) {
        const DependenceGraph &G = P.Graph;
        // The smallest graphs have about 800 nodes, about 1.2 edges each.
        if (G.numOperations() < 800)
          return "only " + std::to_string(G.numOperations()) + " nodes";
        if (G.numDependences() < G.numOperations())
          return "only " + std::to_string(G.numDependences()) + " edges";
        const Memory *M = P.findMemory("memory");
        if (!M || M->CapacityBytes <= 0)
          return std::string("memory 'memory' missing or empty");
        return std::string();
      });
  EXPECT_TRUE(Failures.empty()) << Failures.size() << " of " << Files.size()
                                << " GML graphs failed:" << join(Failures);
}

} // namespace
