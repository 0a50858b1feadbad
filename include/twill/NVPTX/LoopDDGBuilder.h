//===- LoopDDGBuilder.h - Dependence graphs from MachineInstrs --*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 1 of the plugin: the dependence graph of one single-block loop body
/// (terminators excluded), from LLVM's own scheduling DAG of the body plus
/// what that DAG does not express. One builder serves both stages: the
/// software pipeliner (SSA, before PHI elimination) and the reorder pass
/// (after PHI elimination and coalescing).
///
/// Edges (u before v in the body; "dist" is the iteration distance):
///  - LLVM's DAG (ScheduleDAGInstrs::buildSchedGraph, with alias analysis):
///    every dependence within one iteration. Data edges carry the latency
///    of u from the machine description; memory order edges from a store
///    to a load carry the store's latency, unless the store is an
///    asynchronous copy (cp.async, TMA), whose data is awaited through
///    wait_group or an mbarrier (ordered, below); every other edge delay 0;
///  - loop-carried registers (dist >= 1): in SSA code through the header
///    PHIs; after PHI elimination from a register's last def in the body to
///    each use read before its first def. Cross-iteration anti and output
///    dependences are not added: the modulo model renames registers per
///    iteration copy (the expander does), and the reorder pass keeps every
///    dist-0 edge within one iteration;
///  - loop-carried memory (dist 1): two accesses of different iterations
///    are independent only when alias analysis proves their whole underlying
///    objects disjoint, their address spaces are distinct and not generic,
///    or ScalarEvolution proves their bytes disjoint for every distance that
///    can overlap; above 256 accesses the pairs give way to a linear chain
///    through the stores (conservative, and linear in size);
///  - fixed order: barriers, fences, volatile/atomic accesses, anything with
///    unmodelled side effects (inline asm with `sideeffect`), and everything
///    on the sync unit keep their order with respect to each other and to
///    every memory access, in both directions across iterations, except
///    in the cp.async pattern of AsyncGroups.h, where the wait does not
///    order later iterations' copies and commits (their order among
///    themselves and to the wait, and the wait's latency, are kept), and a
///    ring slot's accesses meet at the ring's period;
///  - wgmma operands: instructions that touch a register a wgmma.mma_async
///    reads or writes keep their side of every wgmma.fence, commit_group
///    and wait_group (the PTX ISA requires it; LLVM sees only asm).
/// Every pair of conflicting instructions is thus joined by a path of edges
/// that the schedule must honour.
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

/// Which loads the loop graph orders by their registers alone
/// (buildLoopDDGFromDAG): loads of memory that nothing writes while the
/// loop runs.
enum class FreeLoads {
  None,
  /// ld.global.nc (decodeMemAccess's NonCoherent): data that is read-only
  /// while the kernel runs. LLVM 19 marks NVPTX's LDG records with side
  /// effects for want of memory operands, so LLVM's DAG chains them with
  /// every memory access and barrier.
  NonCoherent,
  /// ld.global.nc and every non-volatile, non-atomic load whose memory
  /// operands all lie in global memory (a plain ld.global, or one the
  /// guarded-body fold predicated): only where the caller has proved that
  /// no thread writes global memory before or while the loop runs.
  Global,
};

/// Whether \p Free leaves \p MI ordered by its registers alone.
bool isFreeLoad(const llvm::MachineInstr &MI, FreeLoads Free);

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

/// Whether \p MI keeps its place relative to other such instructions and to
/// every memory access (the fixed order above): unmodelled side effects,
/// calls, barriers, volatile or atomic accesses, the sync unit.
bool isOrderedInstr(const llvm::MachineInstr &MI, const ClassifiedInstr &C);

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
///  - loop-carried memory edges (dist 1), except where ScalarEvolution
///    proves the pair disjoint for every iteration distance the pipeliner
///    can overlap: both addresses affine in the same loop with one constant
///    step and starts a constant apart (a[i] vs a[i+1]; \p SE may be null);
///  - the fixed order of barriers, fences, async-group waits and other
///    ordered instructions, closed across the back edge;
///  - the wgmma operand rule.
/// Every edge between async work and a fence, commit or wait that tracks it
/// (the class's TrackedBy prefixes) is marked SameGroup: the hardware counts
/// async groups per issuing warp, so the warp model keeps the two in one
/// warp group.
/// Anti and output dependences across iterations do not arise: the code is
/// SSA, and the expander renames every value per iteration.
/// Loads that read memory nothing writes while the loop runs keep only
/// their register edges where \p Free says so (FreeLoads): their order edges
/// in LLVM's DAG are dropped, each order predecessor before such a load tied
/// to each order successor after it instead (LLVM's DAG may order two other
/// accesses only through it), and the load joins neither the ordered chain
/// nor the loop-carried memory edges, so the next iterations' loads may
/// move above this iteration's barriers and stores. The SSA pipeliner asks
/// for it; the reorder pass, which replays its order against LLVM's DAG,
/// does not.
llvm::Expected<LoopDDG> buildLoopDDGFromDAG(const llvm::MachineBasicBlock &Loop,
                                            llvm::ArrayRef<llvm::SUnit> SUnits,
                                            const InstrClassifier &Classifier,
                                            llvm::AAResults *AA,
                                            llvm::ScalarEvolution *SE,
                                            FreeLoads Free = FreeLoads::None);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_LOOPDDGBUILDER_H
