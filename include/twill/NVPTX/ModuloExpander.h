//===- ModuloExpander.h - A modulo schedule as SSA machine code -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Carries a verified modulo schedule out in the code of one single-block
/// SSA loop (before PHI elimination), the way LLVM's ModuloScheduleExpander
/// does for targets that implement its hooks (NVPTX implements none):
///
///   preheader -> guard_0 .. guard_{S-2} --(fewer than S iterations)--> the
///                   |                       original loop, unchanged
///                prologue (stages 0..S-2 of the first S-1 iterations)
///                   |
///                kernel_0 .. kernel_{U-1} (each: stage s of iteration i-s
///                   |       beside stage 0 of iteration i; exit test)
///                epilogue (drains the last S-1 iterations)
///                   |
///                join (PHIs: the original loop's or the epilogue's values)
///
/// Three steps, each with one owner:
///  - analyzeLoopShape(): is the loop one the expander can rewrite (one
///    block, a preheader, one exit, an exit condition computed by pure
///    instructions from the header PHIs: the "condition slice")?
///  - makePipelinePlan(): stages, the order of the instructions within a
///    step, the kernel unroll U of modulo variable expansion, and a check
///    that emitting instances by (step, rank) honours every edge of the
///    dependence graph (the safety net);
///  - expandLoop(): the rewrite.
///
/// Trip counts are never computed in closed form. The guard evaluates the
/// condition slice for iterations 0..S-2 (it is pure and depends only on
/// the PHIs and loop invariants), and each kernel copy advances its own
/// copy of the slice to decide whether the next iteration exists, so the
/// pipelined loop runs exactly the iterations the original would, whatever
/// the exit test (signed or unsigned, any step, wrapping).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_MODULOEXPANDER_H
#define TWILL_NVPTX_MODULOEXPANDER_H

#include "twill/Model/DependenceGraph.h"
#include "twill/Model/ModuloSchedule.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// A single-block loop the expander can rewrite.
struct LoopShape {
  llvm::MachineBasicBlock *Loop = nullptr;
  /// The only predecessor outside the loop; its only successor is Loop.
  llvm::MachineBasicBlock *Preheader = nullptr;
  /// The only successor outside the loop.
  llvm::MachineBasicBlock *Exit = nullptr;
  /// Non-PHI, non-debug, non-terminator instructions in body order (the
  /// operations of the dependence graph, same indices).
  llvm::SmallVector<llvm::MachineInstr *, 64> Body;
  /// The branch condition and whether true means "run another iteration".
  llvm::Register Cond;
  bool ContinueIfTrue = true;
  /// The condition slice: the body instructions (in body order) and header
  /// PHIs that Cond depends on, closed under the PHIs' latch values.
  llvm::SmallVector<llvm::MachineInstr *, 8> Slice;
  llvm::SmallVector<llvm::MachineInstr *, 4> SlicePHIs;
};

/// Checks that \p Loop can be rewritten and describes it; the error says
/// why not (in words, for a remark).
llvm::Expected<LoopShape> analyzeLoopShape(llvm::MachineBasicBlock &Loop,
                                           const llvm::TargetInstrInfo &TII);

/// Plain data: what the expander needs from a modulo schedule.
struct PipelinePlan {
  int64_t II = 1;
  /// S: stages of one iteration.
  unsigned Stages = 1;
  /// U: copies of the step in the kernel (modulo variable expansion), so
  /// that no value is still live when the next copy redefines it.
  unsigned Unroll = 1;
  /// Per operation: its stage (start / II).
  std::vector<unsigned> Stage;
  /// Per operation: its rank within a step, by (start mod II, older
  /// iteration first, body order).
  std::vector<unsigned> Rank;
  /// Operations in rank order.
  std::vector<OpId> StepOrder;
  /// Registers (32-bit units) the body defines, and the model's estimate
  /// of those live in the kernel: each value times the steps it lives.
  int64_t RegistersBefore = 0, RegistersAfter = 0;
  /// Instructions the expansion adds (guard, prologue, kernel, epilogue).
  int64_t ExpandedInstrs = 0;
  /// Testing only: the last guard block does not test its condition, so
  /// a loop of S-1 iterations runs S (a wrong expansion the differential
  /// tests must catch).
  bool TestBreakGuard = false;
};

/// Builds the plan of \p S for the loop of \p Shape whose graph is \p G
/// (operation i is Shape.Body[i]). Fails when an edge would be broken by
/// the emission order, or a value would live longer than \p MaxUnroll
/// steps.
llvm::Expected<PipelinePlan> makePipelinePlan(const LoopShape &Shape,
                                              const DependenceGraph &G,
                                              const ModuloSchedule &S,
                                              unsigned MaxUnroll);

/// Rewrites the loop of \p Shape by \p Plan. Returns the first kernel
/// block. The original loop stays, reached by the guard for short trip
/// counts. Leaves the code as it was on error.
llvm::Expected<llvm::MachineBasicBlock *>
expandLoop(LoopShape &Shape, const PipelinePlan &Plan);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_MODULOEXPANDER_H
