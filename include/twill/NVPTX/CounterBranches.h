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
/// cuda::pipeline's consumer_wait is the case it is for. libcu++'s
/// thread-scope pipeline keeps two 8-bit counters, the stages committed
/// (head) and waited for (tail); consumer_wait returns where head == tail,
/// else waits with `cp.async.wait_group head - tail - 1` and counts one
/// more waited for. The count is an immediate, so the wait is a switch
/// (libcu++'s, and test/inputs/kernels/cuda_shim.h's). LLVM does not see
/// that head - tail is 1 at the test and 0 at the switch: the loop keeps
/// the test, a tree of setps and nine blocks of waits, and no rewrite takes
/// it (cuda-samples' MatrixMulAsyncCopySingleStage, and LargeChunk, whose
/// pipeline calls run under `if (t4x < BLOCK_SIZE)`).
///
/// The proof. A value a setp reads is written as a linear form over the
/// loop's header PHIs (its counters) and registers defined before the loop
/// (adds, subtracts, `not`, moves; an `and` with 2^k - 1 keeps the residue
/// modulo 2^k exactly), known modulo a power of two. Each counter of the
/// form must step by a constant (its latch value is itself plus c on every
/// path still taken), the steps weighted by the coefficients must cancel,
/// and the form at the counters' initial values must be a constant; by
/// induction over the iterations the value is that constant wherever the
/// branch is reached. A setp `eq`/`ne` on two registers is decided by their
/// difference (head == tail).
///
/// Paths not taken. A branch on a loop-invariant predicate, one of whose
/// sides (entered from it alone) dominates the tested block, went that way
/// in this iteration; the predicate then has that value in every iteration
/// of the run, and every branch on it goes the same way. And the branches
/// being proven are assumed to go their way: each is guessed from the
/// first iteration, every guess is proven with the others' unused edges
/// assumed never taken, and a guess that fails is dropped, until all hold
/// (by induction over the iterations, and within one over the branches in
/// the order they run, each then goes the way it was proven to). That is
/// how tail, which the early return would skip, is seen to count every
/// iteration. A join's value from a block that the header reaches only
/// through edges never taken is never taken either.
///
/// A case split. Where no branch goes one way in every run, a predicate
/// defined before the loop that a branch of the loop tests (a thread's
/// value for its whole run) splits the runs in two: the proof is made in
/// each, with the other value's edges never taken. A branch proven in
/// every case whose runs reach it is folded: to its side where those cases
/// agree, to a branch on the predicate where they do not (a wait outside
/// the guard of its commit: the threads that copy wait for their copies,
/// the others return at once; the switch goes).
///
/// The fold. The branches go to the sides proven (or test the predicate
/// of a case split); the blocks of the loop
/// no longer reached are erased (and the PHIs' incoming values from them);
/// a block entered from one block that leaves to no other is merged into
/// it; setps, adds and counters left without uses are erased. The loop does
/// strictly less work: no instruction is added. A branch is folded only
/// where both its sides are in the loop, neither the header, and no block
/// it leaves unreached exits the loop (the exit's code may read what that
/// block computes).
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
  /// Of them, branches now on an invariant predicate instead (a case split:
  /// the runs where it holds go one way, the others the other).
  unsigned OnPredicate = 0;
  unsigned BlocksErased = 0; ///< blocks no longer reached, or merged
  unsigned WaitsErased = 0;  ///< cp.async waits in the erased blocks
  unsigned Counters = 0;     ///< header PHIs the first folded value sums
  int64_t Value = 0;         ///< the first folded value (sign-extended)
  bool Difference = false;    ///< Value is an eq/ne's a - b: 0 or 1 (not 0)
  std::string Steps;         ///< the counters' steps, weighted: "+1, -1"
};

/// Folds the branches of the innermost loop \p L (with a preheader, one
/// latch and at most 64 blocks) that test a sum of counters that is the same in every iteration
/// reaching them, keeping \p MLI up to date. \p TestInvert (tests only)
/// takes the side the value does not select, a wrong fold that the checks
/// by meaning must catch.
CounterFold foldCounterBranches(llvm::MachineLoop &L,
                                llvm::MachineLoopInfo &MLI,
                                bool TestInvert = false);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_COUNTERBRANCHES_H
