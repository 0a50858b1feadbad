//===- Problem.h - A scheduling problem: graph plus resources ---*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A scheduling Problem in the spirit of CIRCT's scheduling `Problem`
/// classes: it bundles a DependenceGraph with the resources it runs on
/// (functional units with capacities, memories, warps) and offers check(),
/// which validates the *input* before any solver sees it. Solutions are
/// checked separately by the independent verifier.
///
/// \par The contract: check before scheduling, verify after
/// As in CIRCT's scheduling problems, every scheduler entry point (the list
/// is twill/Algorithms.h) follows two rules, and each entry point's
/// documentation says which side it owns:
///  1. *Check before.* The caller runs Problem::check() and hands a
///     scheduler only a problem that passes it; a scheduler may assume
///     everything check() establishes (unique names, known units and
///     memories, non-negative costs, no zero-distance cycle, reservations
///     within capacity) and does not check again. solveTwill() is the one
///     exception: it checks its own input and returns the finding as its
///     error.
///  2. *Verify after.* The scheduler runs the independent verifier
///     (twill/Verifier/Verifier.h) on every schedule it returns with
///     Optimal or Feasible, against the problem it solved (for solveTwill,
///     the normalized problem it returns), and never returns a schedule the
///     verifier rejects as a solution. A caller that uses the schedule on a
///     different problem (other costs, added warps) verifies it again
///     there, as the CLI's `verify`, `show` and `codegen --schedule` do.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_PROBLEM_H
#define TWILL_MODEL_PROBLEM_H

#include "twill/Model/DependenceGraph.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace twill {

/// A functional-unit kind (tensor core, TMA, MUFU, ...) and how many
/// instances of it exist per cycle. A negative capacity means unlimited.
struct FunctionalUnit {
  std::string Name;
  int64_t Capacity = 1;
  std::string Description;

  bool isUnlimited() const { return Capacity < 0; }
};

/// A memory (registers, shared memory, tensor memory) with its capacity in
/// bytes.
struct Memory {
  std::string Name;
  int64_t CapacityBytes = 0;
};

/// The warps a warp-specialized schedule may use.
struct WarpConfig {
  /// Warps available to the loop (warp slots an assignment may name).
  unsigned NumWarps = 0;
  /// Warps that issue together as one warp group (4 on Hopper/Blackwell).
  unsigned WarpsPerGroup = 4;
  /// Register limit per thread of one warp, summed over live values.
  int64_t RegisterLimit = 255;
  /// The register file shared by all warps, in registers per thread summed
  /// over warps (65536 32-bit registers / 32 threads = 2048 on Hopper and
  /// Blackwell): the peak pressures of all warps must fit together.
  /// 0 means unlimited.
  int64_t RegisterFile = 0;
  /// When false, a value with a spill cost (one held in registers) may not
  /// cross warps at all: its consumers share a warp with its producer.
  bool CrossWarpCommunication = true;
};

/// A scheduling problem: a dependence graph plus the resources it runs on.
class Problem {
public:
  Problem() = default;
  explicit Problem(std::string Name) : Name(std::move(Name)) {}

  std::string Name;
  DependenceGraph Graph;
  std::vector<FunctionalUnit> Units;
  std::vector<Memory> Memories;
  /// Present when the problem asks for warp specialization.
  std::optional<WarpConfig> Warps;

  /// Returns the unit named \p Name, or null.
  const FunctionalUnit *findUnit(llvm::StringRef Name) const;
  /// Returns the memory named \p Name, or null.
  const Memory *findMemory(llvm::StringRef Name) const;

  /// Validates the input before solving. Rejects, naming what is wrong:
  /// duplicate or empty names, unknown units or memories, negative delays,
  /// distances or counts, self-edges with distance 0, dependence cycles of
  /// total distance 0 (naming the ops on the cycle), and reservation tables
  /// that need more instances of a unit than the machine has.
  llvm::Error check() const;
};

} // namespace twill

#endif // TWILL_MODEL_PROBLEM_H
