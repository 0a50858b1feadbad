//===- Problem.cpp - Input validation of scheduling problems --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Problem::check(): everything a solver may assume about its input. Each
/// finding names the op, dependence or unit at fault; all findings (up to a
/// cap) are reported together so a user can fix a file in one round.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/Problem.h"

#include "twill/Model/Limits.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace twill;

const FunctionalUnit *Problem::findUnit(llvm::StringRef N) const {
  for (const FunctionalUnit &U : Units)
    if (U.Name == N)
      return &U;
  return nullptr;
}

const Memory *Problem::findMemory(llvm::StringRef N) const {
  for (const Memory &M : Memories)
    if (M.Name == N)
      return &M;
  return nullptr;
}

namespace {
/// Collects findings; stops recording after a cap so a huge broken file does
/// not produce a huge message.
class Findings {
public:
  void add(const llvm::Twine &Msg) {
    if (Count++ < Cap)
      Lines.push_back(Msg.str());
  }
  llvm::Error take(llvm::StringRef ProblemName) {
    if (Lines.empty())
      return llvm::Error::success();
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << "problem '" << ProblemName << "' is invalid: ";
    for (size_t I = 0; I < Lines.size(); ++I)
      OS << (I ? "\n  " : "") << Lines[I];
    if (Count > Cap)
      OS << "\n  ... and " << (Count - Cap) << " more";
    return llvm::createStringError(llvm::inconvertibleErrorCode(), OS.str());
  }

private:
  static constexpr unsigned Cap = 20;
  unsigned Count = 0;
  std::vector<std::string> Lines;
};

/// Finds a cycle made only of distance-0 dependences (such a cycle asks an
/// op to start after itself in the same iteration). Returns the ops on it in
/// order, or an empty vector.
///
/// A depth-first search over the graph's adjacency (outgoing()) that skips
/// loop-carried edges. It stays hand-written rather than llvm::depth_first
/// because it needs the back edge and the path to it, which df_iterator does
/// not expose; the cycle it names is the first one found in edge order.
std::vector<OpId> findZeroDistanceCycle(const DependenceGraph &G) {
  unsigned N = G.numOperations();
  enum Color : uint8_t { White, Grey, Black };
  std::vector<Color> C(N, White);
  std::vector<OpId> Parent(N, ~0u);
  // Iterative DFS: graphs from real loops reach thousands of ops.
  std::vector<std::pair<OpId, size_t>> Stack;
  for (OpId Root = 0; Root < N; ++Root) {
    if (C[Root] != White)
      continue;
    Stack.push_back({Root, 0});
    C[Root] = Grey;
    while (!Stack.empty()) {
      auto &[V, Next] = Stack.back();
      auto Edges = G.outgoing(V);
      while (Next < Edges.size() && G.dep(Edges[Next]).Distance != 0)
        ++Next;
      if (Next == Edges.size()) {
        C[V] = Black;
        Stack.pop_back();
        continue;
      }
      OpId W = G.dep(Edges[Next++]).Dst;
      if (C[W] == Grey) {
        // Back edge V -> W: the cycle is W ... V on the DFS stack.
        std::vector<OpId> Cycle;
        for (OpId X = V; X != W; X = Parent[X])
          Cycle.push_back(X);
        Cycle.push_back(W);
        return std::vector<OpId>(Cycle.rbegin(), Cycle.rend());
      }
      if (C[W] == White) {
        C[W] = Grey;
        Parent[W] = V;
        Stack.push_back({W, 0});
      }
    }
  }
  return {};
}

/// Units and memories: names present and unique, capacities not negative.
void checkUnitsAndMemories(const Problem &P, Findings &F) {
  llvm::StringSet<> UnitNames;
  for (const FunctionalUnit &U : P.Units) {
    if (U.Name.empty())
      F.add("a functional unit has an empty name");
    else if (!UnitNames.insert(U.Name).second)
      F.add("functional unit '" + U.Name + "' is declared twice");
  }
  llvm::StringSet<> MemNames;
  for (const Memory &M : P.Memories) {
    if (!MemNames.insert(M.Name).second)
      F.add("memory '" + M.Name + "' is declared twice");
    if (M.CapacityBytes < 0)
      F.add("memory '" + M.Name + "' has a negative capacity");
  }
}

/// The warp configuration: some warps, non-empty groups, a positive register
/// limit, sizes within MaxWarps.
void checkWarpConfig(const WarpConfig &W, Findings &F) {
  if (W.NumWarps == 0)
    F.add("the warp configuration has no warps");
  if (W.WarpsPerGroup == 0)
    F.add("the warp configuration has warp groups of 0 warps");
  if (W.RegisterLimit <= 0)
    F.add("the warp configuration has a non-positive register limit");
  if (W.NumWarps > MaxWarps)
    F.add("warps.count " + llvm::Twine(W.NumWarps) +
          " is above the limit of " + llvm::Twine(MaxWarps) + " warps");
  if (W.WarpsPerGroup > MaxWarps)
    F.add("warps.warps_per_group " + llvm::Twine(W.WarpsPerGroup) +
          " is above the limit of " + llvm::Twine(MaxWarps) + " warps");
}

/// An op's reservation table: every row inside the table, every unit known,
/// no (unit, cycle) holding more instances than the machine has.
void checkReservation(const Problem &P, const Operation &Op,
                      llvm::function_ref<std::string()> Where, Findings &F) {
  // Sum the instances held per (unit, cycle): a table may list a unit twice
  // in one row.
  std::map<std::pair<std::string, unsigned>, uint64_t> Held;
  for (const UnitUse &U : Op.Reservation.Uses) {
    if (U.Cycle >= Op.Reservation.NumCycles)
      F.add(Where() + " reserves unit '" + U.Unit + "' in cycle " +
            llvm::Twine(U.Cycle) + " beyond its " +
            llvm::Twine(Op.Reservation.NumCycles) + "-row reservation table");
    Held[{U.Unit, U.Cycle}] += U.Count;
  }
  for (const auto &[Key, Count] : Held) {
    const FunctionalUnit *Unit = P.findUnit(Key.first);
    if (!Unit) {
      F.add(Where() + " uses unknown unit '" + Key.first + "'");
      continue;
    }
    if (!Unit->isUnlimited() && Count > uint64_t(Unit->Capacity))
      F.add(Where() + " needs " + llvm::Twine(Count) + " instances of unit '" +
            Key.first + "' in cycle " + llvm::Twine(Key.second) +
            " but the machine has " + llvm::Twine(Unit->Capacity));
  }
}

/// One op: its name unique (\p OpNames holds those seen), its costs within
/// range, its footprints in known memories, its warp-group need satisfiable
/// and its reservation table.
void checkOperation(const Problem &P, const Operation &Op,
                    llvm::StringSet<> &OpNames, Findings &F) {
  // Built only for a finding: a million-op graph has few.
  auto Where = [&Op] { return "op '" + Op.Name + "'"; };
  if (Op.Name.empty())
    F.add("an op has an empty name");
  else if (!OpNames.insert(Op.Name).second)
    F.add("op name '" + Op.Name + "' is used twice");
  if (Op.Latency < 0)
    F.add(Where() + " has a negative latency (" + llvm::Twine(Op.Latency) + ")");
  if (Op.Latency > MaxCostCycles)
    F.add(Where() + " has latency " + llvm::Twine(Op.Latency) +
          ", above the limit of " + llvm::Twine(MaxCostCycles) + " cycles");
  if (Op.Reservation.NumCycles > MaxCostCycles)
    F.add(Where() + " has a reservation table of " +
          llvm::Twine(Op.Reservation.NumCycles) + " cycles, above the limit of " +
          llvm::Twine(MaxCostCycles));
  if (Op.Registers < 0)
    F.add(Where() + " has a negative register count");
  if (Op.SpillCost < 0)
    F.add(Where() + " has a negative spill cost");
  for (const auto &[Mem, Bytes] : Op.Footprint) {
    if (!P.findMemory(Mem))
      F.add(Where() + " has a footprint in unknown memory '" + Mem + "'");
    if (Bytes < 0)
      F.add(Where() + " has a negative footprint in memory '" + Mem + "'");
  }
  if (Op.NeedsWarpGroup && P.Warps && P.Warps->NumWarps < P.Warps->WarpsPerGroup)
    F.add(Where() + " needs a whole warp group but only " +
          llvm::Twine(P.Warps->NumWarps) + " warps exist");
  checkReservation(P, Op, Where, F);
}

/// Every dependence: both ends exist, delay and distance within range, no
/// self-edge of distance 0.
void checkDependences(const DependenceGraph &G, Findings &F) {
  unsigned N = G.numOperations();
  for (size_t I = 0; I < G.dependences().size(); ++I) {
    const Dependence &D = G.dependences()[I];
    if (D.Src >= N || D.Dst >= N) {
      F.add("dependence #" + llvm::Twine(I) + " names an op that does not exist");
      continue;
    }
    auto Where = [&] {
      return "dependence " + G.op(D.Src).Name + " -> " + G.op(D.Dst).Name;
    };
    if (D.Delay < 0)
      F.add(Where() + " has a negative delay (" + llvm::Twine(D.Delay) + ")");
    if (D.Delay > MaxCostCycles)
      F.add(Where() + " has delay " + llvm::Twine(D.Delay) +
            ", above the limit of " + llvm::Twine(MaxCostCycles) + " cycles");
    if (D.Distance < 0)
      F.add(Where() + " has a negative distance (" + llvm::Twine(D.Distance) + ")");
    if (D.Src == D.Dst && D.Distance == 0)
      F.add(Where() + " is a self-edge with distance 0");
  }
}
} // namespace

llvm::Error Problem::check() const {
  Findings F;
  checkUnitsAndMemories(*this, F);
  if (Warps)
    checkWarpConfig(*Warps, F);
  llvm::StringSet<> OpNames;
  for (const Operation &Op : Graph.operations())
    checkOperation(*this, Op, OpNames, F);
  checkDependences(Graph, F);

  std::vector<OpId> Cycle = findZeroDistanceCycle(Graph);
  // A self-edge is reported above; only report longer cycles here.
  if (Cycle.size() > 1) {
    std::string Names;
    for (OpId V : Cycle)
      Names += Graph.op(V).Name + " -> ";
    Names += Graph.op(Cycle.front()).Name;
    F.add("dependence cycle with total distance 0: " + Names);
  }
  return F.take(Name);
}
