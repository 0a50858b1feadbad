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
///                   |       (counted form: then, if an iteration remains,
///                   |        the original loop runs the rest)
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
///  - analyzeTripCount(): can the exit test be counted (the exit form)?
///  - expandLoop(): the rewrite.
///
/// The kernel leaves in one of two forms (ExitForm):
///  - per-copy: the guard evaluates the condition slice for iterations
///    0..S-2 (it is pure and depends only on the PHIs and loop invariants),
///    and each kernel copy advances its own copy of the slice to decide
///    whether the next iteration exists, so the pipelined loop runs exactly
///    the iterations the original would, whatever the exit test;
///  - counted: where the exit test compares an induction variable with a
///    constant step against a loop invariant (analyzeTripCount()), the
///    guard computes a lower bound N of the trip count from the loop's own
///    registers, the kernel runs (N - (S-1)) / U whole rounds of U copies
///    with one down-counter test per round, and after the epilogue the
///    original loop, entered with the state the epilogue leaves, runs the
///    iterations that remain (its own exit test decides, so a count that
///    falls short, e.g. where the induction variable would wrap, costs
///    time, never correctness). N below S-1+U goes to the original loop.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_MODULOEXPANDER_H
#define TWILL_NVPTX_MODULOEXPANDER_H

#include "twill/Model/DependenceGraph.h"
#include "twill/Model/ModuloSchedule.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineRegisterInfo;
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

/// How the pipelined kernel decides to leave (see the file comment).
enum class ExitForm { PerCopy, Counted };

/// The comparison of a counted exit test "continue while v cc Bound", v
/// moving towards Bound: v != Bound; v < Bound (v > Bound for a negative
/// step); v <= Bound (v >= Bound).
enum class CountCmp { Ne, Strict, Inclusive };

/// "per-copy" or "counted" (remarks, the PTX metadata).
llvm::StringRef exitFormName(ExitForm F);

/// An exit test the expander can count: the loop continues while
/// v_k cc Bound, where v_k = V0 + k * Step is the induction variable (or
/// its next value, plus a loop invariant) of iteration k, and Step moves v
/// towards Bound.
struct TripCount {
  /// The induction variable's header PHI and its value on entry.
  llvm::MachineInstr *Phi = nullptr;
  llvm::Register Init;
  /// The test reads the PHI's latch value (Init + Step in iteration 0)
  /// rather than the PHI.
  bool ComparesNext = true;
  /// A loop invariant the test adds to the induction variable (loop
  /// strength reduction's `n + i`), or none.
  llvm::Register Offset;
  /// Where a 64-bit variable's low 32 bits are tested (cvt.u32.u64, as
  /// loop strength reduction writes it): the truncated value and the cvt's
  /// mode; the count is then computed in 32 bits.
  llvm::Register Truncated;
  int64_t CvtMode = 0;
  int64_t Step = 0;
  /// The loop-invariant bound: a register, or an immediate.
  llvm::Register Bound;
  int64_t BoundImm = 0;
  CountCmp Cmp = CountCmp::Ne;
  bool Signed = false;
  /// The tested width and the variable's (64 where its low half is
  /// tested): 32 or 64.
  unsigned Bits = 32, IVBits = 32;
};

/// Whether \p R is provably the same in every thread of a CTA: built by
/// pure instructions from immediates, kernel parameters (loads from the
/// param space) and the CTA-uniform special registers (%ctaid, %nctaid,
/// %ntid), through the PHIs of \p Loop (its header block) whose incoming
/// values all are (a pointer a loop steps by a uniform stride). Other PHIs,
/// other loads and anything else say no.
bool isCtaUniform(const llvm::MachineRegisterInfo &MRI,
                  const llvm::TargetInstrInfo &TII, llvm::Register R,
                  const llvm::MachineBasicBlock *Loop = nullptr);

/// The step c when \p Add computes \p Phi + c at width \p Bits (32 or 64):
/// ADDi<Bits>ri or SUBi<Bits>ri with \p Phi as its register operand and a
/// constant that is neither 0 nor the width's minimum (the one whose
/// negation wraps); nullopt otherwise. The one question "is this an
/// induction step?" for the trip count here and the ring-slot counters of
/// AsyncGroups.h.
std::optional<int64_t> inductionStep(const llvm::MachineInstr &Add,
                                     const llvm::TargetInstrInfo &TII,
                                     llvm::Register Phi, unsigned Bits);

/// Finds the induction variable, step and bound of \p Shape's exit test
/// (one header PHI, an add of a constant, a setp against a loop invariant);
/// the error says why the trip count is not computable (for a remark).
llvm::Expected<TripCount> analyzeTripCount(const LoopShape &Shape,
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
  /// A body of the async-group pattern (AsyncGroups.h): its wait, and the
  /// count its kernel instances take, the commits of later iterations that
  /// the emission order puts before each (0: unchanged). Prologue and
  /// epilogue instances keep wait_group 0.
  std::optional<OpId> AsyncWait;
  int64_t KernelWaitCount = 0;
  /// The exit form, and for the counted form the count.
  ExitForm Exit = ExitForm::PerCopy;
  TripCount Count;
  /// Testing only: the last guard block does not test its condition, so
  /// a loop of S-1 iterations runs S (a wrong expansion the differential
  /// tests must catch); in the counted form the count is one too many.
  bool TestBreakGuard = false;
  /// Testing only: kernel waits count one group more than KernelWaitCount.
  bool TestBreakAsyncWait = false;
  /// Gives each header PHI that shares its entry value with another a copy
  /// of its own (false only to show what ptxas makes of the shared one).
  bool UnshareEntryValues = true;
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
