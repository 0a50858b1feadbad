//===- CounterBranches.h - Branches on counters that do not change -*- C++
//-*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The branches of an innermost loop that test a sum of the loop's counters
/// whose value is the same in every iteration that reaches them, made
/// unconditional.
///
/// cuda::pipeline's consumer_wait is the case it is for. The pipeline
/// counts the stages committed (head) and released (tail), and waits with
/// `cp.async.wait_group head - tail - 1`; the count is an immediate, so the
/// wait is a switch over it (libcu++'s, and test/inputs/kernels/
/// cuda_shim.h's). Where the commit runs under `if (t4x < BLOCK_SIZE)`
/// and the release after it (cuda-samples' MatrixMulAsyncCopyLargeChunk),
/// head counts only where the guard holds, so LLVM's own passes do not see
/// that head - tail is 0 at the wait: the loop keeps a tree of setp and
/// branches and nine blocks of waits, and no rewrite takes it.
///
/// The proof. A value the branch's setp reads is written as a linear form
/// over the loop's header PHIs and registers defined before the loop
/// (adds, subtracts, negations, moves; modulo 2^64, which the setp's width
/// reduces). A branch of the loop on a loop-invariant predicate whose one
/// side dominates the tested block goes that way in every iteration of the
/// loop's run (the predicate does not change, and it went that way in
/// this one); the PHIs' incoming values from its other side are left out.
/// Each header PHI of the form must then step by a constant (its latch
/// value is itself plus c along every remaining path), the steps weighted
/// by the coefficients must cancel, and the form at the PHIs' initial
/// values must be a constant. By induction over the iterations the value
/// is that constant wherever the branch is reached. A setp `eq`/`ne` on two
/// registers is decided by their difference (head == tail + 1).
///
/// The fold. The branch becomes a branch to the side the constant selects;
/// the blocks of the loop no longer reached are erased (and the PHIs'
/// incoming values from them); a block entered from one block that has
/// no other successor is merged into it; setps and adds left without uses
/// are erased. The loop does strictly less work: no instruction is added.
/// A branch is folded only where both its sides are in the loop, neither
/// the header, and no block it leaves unreached exits the loop (the exit's
/// code may read what that block computes).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_COUNTERBRANCHES_H
#define TWILL_NVPTX_COUNTERBRANCHES_H

#include <cstdint>
#include <string>

namespace llvm {
class MachineLoop;
class MachineLoopInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// What foldCounterBranches did to one loop (all zero: nothing).
struct CounterFold {
  unsigned Branches = 0;     ///< conditional branches made unconditional
  unsigned BlocksErased = 0; ///< blocks no longer reached, or merged
  unsigned WaitsErased = 0;  ///< cp.async waits in the erased blocks
  unsigned Counters = 0;     ///< header PHIs the first folded value sums
  int64_t Value = 0;         ///< the first folded value (sign-extended)
  std::string Steps;         ///< the counters' steps, weighted: "+1, -1"
};

/// Folds the branches of the innermost loop \p L (with a preheader and one
/// latch) that test a sum of counters that is the same in every iteration
/// reaching them, keeping \p MLI up to date. \p TestInvert (tests only)
/// takes the side the value does not select, a wrong fold that the checks
/// by meaning must catch.
CounterFold foldCounterBranches(llvm::MachineLoop &L,
                                llvm::MachineLoopInfo &MLI,
                                bool TestInvert = false);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_COUNTERBRANCHES_H
