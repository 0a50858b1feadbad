//===- LoopDDGBuilder.h - Dependence graphs from MachineInstrs --*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 1 of the plugin: the dependence graph of one single-block loop body,
/// built from its MachineInstrs (terminators excluded) after PHI elimination
/// and coalescing, when the code is no longer SSA.
///
/// Edges (u before v in the body; "dist" is the iteration distance):
///  - registers: def->use (true, delay = latency of u), use->def (anti) and
///    def->def (output), delay 0, dist 0; a use read before the register's
///    first def in the body gets the value of the body's last def in the
///    previous iteration: last def -> use, dist 1. Cross-iteration anti and
///    output dependences are not added: the modulo model renames registers
///    per iteration copy, and the body is only reordered within one
///    iteration, where every dist-0 edge is kept;
///  - memory: loads, stores and atomics that may alias (MachineInstr::mayAlias
///    with alias analysis where the caller has it; accesses without memory
///    operands alias everything); store->load carries the store's latency,
///    unless the store is an asynchronous copy (cp.async, TMA), whose data
///    is awaited through wait_group or an mbarrier (ordered, below), not
///    by its latency;
///    Across iterations (dist 1) two accesses are independent only when alias
///    analysis proves their whole underlying objects disjoint, or their
///    address spaces are distinct and not generic;
///  - fixed order: barriers, fences, volatile/atomic accesses, anything with
///    unmodelled side effects (inline asm with `sideeffect`), and inline asm
///    with a memory clobber keep their order with respect to each other and
///    to every memory access, in both directions across iterations;
///  - wgmma operands: instructions that touch a register a wgmma.mma_async
///    reads or writes keep their side of every wgmma.fence, commit_group
///    and wait_group (the PTX ISA requires it; LLVM sees only asm).
/// Every pair of conflicting instructions is thus joined by a path of dist-0
/// edges in body order, which is what makes reordering by the schedule safe.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_LOOPDDGBUILDER_H
#define TWILL_NVPTX_LOOPDDGBUILDER_H

#include "twill/Model/Problem.h"
#include "twill/NVPTX/InstrClassifier.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <vector>

namespace llvm {
class AAResults;
class MachineBasicBlock;
class ScalarEvolution;
class MachineInstr;
class SUnit;
} // namespace llvm

namespace twill {
namespace nvptx {

/// The scheduling problem of one loop body and the way back to its
/// instructions.
struct LoopDDG {
  /// Graph (OpId i is Instrs[i]) plus the machine's units.
  Problem P;
  std::vector<llvm::MachineInstr *> Instrs;
  std::vector<ClassifiedInstr> Classes;
  /// Statistics for remarks.
  unsigned NumDefaulted = 0;
  unsigned NumRegisterDeps = 0;
  unsigned NumMemoryDeps = 0;
  unsigned NumOrderDeps = 0;
  unsigned NumLoopCarried = 0;
  /// Loop-carried memory pairs that ScalarEvolution proved independent.
  unsigned NumProvenIndependent = 0;
};

/// Builds the dependence graph of \p Body (the non-debug, non-terminator
/// instructions of a loop block, in order). \p AA may be null (then memory
/// accesses are compared by memory operands only).
llvm::Expected<LoopDDG> buildLoopDDG(llvm::ArrayRef<llvm::MachineInstr *> Body,
                                     const InstrClassifier &Classifier,
                                     llvm::AAResults *AA);

/// The dependence graph of a loop body from LLVM's own scheduling DAG, for
/// SSA code (before PHI elimination) and after it: \p SUnits are the nodes
/// of a
/// ScheduleDAGInstrs built over the body of \p Loop (PHIs and terminators
/// excluded) by buildSchedGraph(), in body order. Its edges become the
/// dist-0 edges (data: the producer's latency from the machine description;
/// memory order: the store's latency before a load; others: 0). Added to
/// them is only what LLVM's DAG does not express:
///  - loop-carried register edges: in SSA code through the header PHIs (a
///    use of a PHI reads its latch value from the previous iteration; PHI
///    chains add one iteration each); after PHI elimination from the last
///    def of a register to each use read before the body redefines it;
///  - loop-carried memory edges (dist 1), as in buildLoopDDG(), except
///    where ScalarEvolution proves the pair disjoint for every iteration
///    distance the pipeliner can overlap: both addresses affine in the same
///    loop with one constant step and starts a constant apart (a[i] vs
///    a[i+1]; \p SE may be null);
///  - the fixed order of barriers, fences, async-group waits and other
///    ordered instructions, closed across the back edge;
///  - the wgmma operand rule.
/// Anti and output dependences across iterations do not arise: the code is
/// SSA, and the expander renames every value per iteration.
llvm::Expected<LoopDDG> buildLoopDDGFromDAG(const llvm::MachineBasicBlock &Loop,
                                            llvm::ArrayRef<llvm::SUnit> SUnits,
                                            const InstrClassifier &Classifier,
                                            llvm::AAResults *AA,
                                            llvm::ScalarEvolution *SE);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_LOOPDDGBUILDER_H
