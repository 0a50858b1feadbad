//===- GuardedBlock.h - If-then bodies folded into one block ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The commonest multi-block loop bodies, if-thens and if-then-elses inside
/// the loop, one after the other,
///
///     header:  ...; @c bra join (or bra then, or @!c bra ...)
///     then:    guarded work              [else: the other side's work]
///     join:    merges (PHIs), more work; @d bra latch (the next region)
///     then2:   guarded work
///     latch:   merges (PHIs), the loop's branch
///
/// folded into one block so that the pipeliner can take it. Each region
/// (a block that branches on a predicate to one or two sides that fall into
/// the block where the paths meet) is folded in turn, in body order: the
/// guarded blocks' pure instructions run unconditionally (PTX arithmetic
/// never traps), their loads and stores, scalar or vector (`.v2`, `.v4`), run
/// under the guard (the else side under its negation) as predicated PTX
/// (`@%p st.global.u32 [%rd1+8], %r2;`, an inline-asm instruction that keeps
/// the original's memory operands, so LLVM's alias analysis still sees what
/// it touches; a guarded load writes 0 to its registers first, so that they
/// are defined on both paths), and the meeting block's PHIs become `selp` on
/// the guard. A tile loop's loader with a bounds check on each of its global
/// loads (leimao/CUDA-GEMM-Optimization's GEMMs) is such a chain. A region's
/// branch may be NVPTX's `CBranch` (`@%p bra`) or its negated form
/// `CBranchOther` (`@!%p bra`, what SelectionDAG emits for a branch on a
/// negated predicate it cannot fold into the comparison, such as a
/// loop-invariant `and` of comparisons). The fold happens at the SSA stage,
/// before the pipeliner's shape analysis; any instruction it cannot
/// predicate (a call, a barrier, an atomic, a volatile access, a
/// warp-collective tensor-core operation other than those below) leaves the
/// loop as it is, and the reason names that instruction.
///
/// A guarded block holding wmma, mma.sync or ldmatrix (warp-collective: every
/// thread of the warp runs them together, so a guard on them must be the
/// same across the warp) is first offered to a hoist. Where its guard is
/// loop-invariant (computed before the loop, as the bounds checks of
/// cuda-samples' wmma GEMMs are after LICM), the guard is hoisted: the
/// preheader branches on it to
/// the loop with the guarded block run unconditionally (the header, the
/// block and the latch as one block), or to a copy of the loop without the
/// block (header and latch, the merges taking the header's values). Each
/// thread then runs the wmma operations in exactly the iterations where it
/// ran them before, under the same condition, so no new divergence is made.
/// Where the guard cannot be hoisted (computed in the loop, not CTA-uniform
/// beside a CTA barrier, a body of several regions or an if-then-else) and
/// each collective is one statement of inline PTX (`asm volatile("mma.sync
/// ...")`, as real mma.sync and ldmatrix kernels write them), the fold
/// predicates the collectives on the guard instead (`@%p mma.sync ...`, as
/// ptxas compiles the branch): again each thread runs them in exactly the
/// iterations it ran them, so the guard must be the same across the warp
/// in just the runs where the original required it. An NVVM intrinsic (the
/// wmma API, llvm.nvvm.ldmatrix) is first written as the one statement of
/// inline PTX the target's printer gives it (StatementFn); one that cannot
/// be leaves the loop as it is, the remark naming the instruction.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_GUARDEDBLOCK_H
#define TWILL_NVPTX_GUARDEDBLOCK_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineLoop;
class MachineLoopInfo;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// One region of a guarded body: Head branches on Cond to Then and Join
/// (an if-then: Then falls into Join) or to Then and Else (an if-then-else:
/// both fall into Join). Join is the next region's Head, or the latch.
struct GuardedRegion {
  llvm::MachineBasicBlock *Head = nullptr;
  llvm::MachineBasicBlock *Then = nullptr;
  /// The other side of an if-then-else; null for an if-then.
  llvm::MachineBasicBlock *Else = nullptr;
  llvm::MachineBasicBlock *Join = nullptr;
  /// Head's branch condition, and whether Then runs when it holds (Else,
  /// where there is one, runs when it does not).
  llvm::Register Cond;
  bool ThenOnTrue = true;
  /// Whether Head branches on the negated condition (`@!%p bra`).
  bool NegatedBranch = false;
};

/// A loop body that is a chain of guarded regions from Header to Latch
/// (Regions.front().Head is Header, Regions.back().Join is Latch, and each
/// region's Join is the next one's Head); Latch closes the loop (branches
/// back to Header and exits).
struct GuardedLoop {
  llvm::MachineBasicBlock *Header = nullptr;
  llvm::MachineBasicBlock *Latch = nullptr;
  llvm::SmallVector<GuardedRegion, 2> Regions;
  /// The loads and stores the fold predicates, and how many are vectors.
  unsigned Accesses = 0;
  unsigned VectorAccesses = 0;
  /// The first warp-collective tensor-core operation of a guarded block
  /// (its PTX mnemonic), when there is one: the guard is then hoisted, not
  /// predicated (HoistGuard), which a body of one if-then allows.
  std::string WarpCollective;
  bool HoistGuard = false;
  /// The warp-collective operations of the guarded blocks, and the first
  /// of them that is not, and does not print as, one statement of inline
  /// PTX the fold can predicate (PredicateCollectives: where the guard
  /// cannot be hoisted); empty where all can be.
  unsigned Collectives = 0;
  std::string UnpredicableCollective;
  bool PredicateCollectives = false;
  /// The joins' merges (their PHIs), and those that need no selp: the
  /// predicated collective's output already holds, where its side does not
  /// run, the value the other side brings (its tied input, or an input the
  /// fold copies into it).
  unsigned Merges = 0;
  unsigned KeptMerges = 0;
};

/// A block's conditional branch: its condition, the block it jumps to,
/// and whether it jumps when the condition holds (CBranch, `@%p bra`) or
/// when it does not (CBranchOther, `@!%p bra`, which LLVM 19's
/// analyzeBranch does not read).
struct HeaderBranch {
  llvm::Register Cond;
  llvm::MachineBasicBlock *Taken = nullptr;
  bool TakenOnTrue = true;
};

/// Reads \p MBB's terminators as `CBranch|CBranchOther %c, %bb` followed by
/// at most a `GOTO`; nullopt for anything else.
std::optional<HeaderBranch>
decodeHeaderBranch(llvm::MachineBasicBlock &MBB,
                   const llvm::TargetInstrInfo &TII);

/// The PTX mnemonic of an instruction, for opcodes NVPTX leaves anonymous
/// (wmma, mma.sync, ldmatrix); InstrClassifier::classify gives it.
using MnemonicFn = llvm::function_ref<std::string(const llvm::MachineInstr &)>;

/// An NVPTX record as one statement of inline PTX with $N operands
/// (InstrClassifier::printedStatement), or nothing: how the fold predicates
/// the wmma and ldmatrix intrinsics.
using StatementFn =
    llvm::function_ref<std::optional<std::string>(const llvm::MachineInstr &)>;

/// Whether \p Mnemonic names a warp-collective tensor-core operation (wmma,
/// mma, ldmatrix, stmatrix, wgmma), whether an NVPTX record or inline PTX
/// spells it: a MnemonicFn gives it for inline asm only where this holds.
bool isWarpCollectiveMnemonic(llvm::StringRef Mnemonic);

/// What foldGuardedLoop() does to \p G, in words for the remarks and
/// -twill-debug ("guarded block bb.2 folded into the header (loads and
/// stores predicated)").
std::string describeFold(const GuardedLoop &G);

/// The `selp` merges foldGuardedLoop() adds to the body of \p G: one per
/// PHI of a region's join but those a collective's output keeps
/// (GuardedLoop::KeptMerges); none where the guard is hoisted.
unsigned foldMerges(const GuardedLoop &G);

/// Recognizes \p L as a chain of if-then and if-then-else regions whose
/// guarded blocks can run under a predicate. Errors say why not, naming the
/// first block or instruction in the way.
llvm::Expected<GuardedLoop> analyzeGuardedLoop(const llvm::MachineLoop &L,
                                               const llvm::TargetInstrInfo &TII,
                                               MnemonicFn Mnemonic,
                                               StatementFn Statement = {});

/// Folds \p G into its header, region by region, which becomes a
/// single-block loop; the other blocks are erased and \p MLI updated. Only for
/// a GuardedLoop that analyzeGuardedLoop() returned, before anything else
/// changed. Where G.HoistGuard, returns the loop's copy for a false guard (a
/// new single-block loop in \p MLI), else null.
llvm::MachineLoop *foldGuardedLoop(const GuardedLoop &G,
                                   llvm::MachineLoopInfo &MLI,
                                   const llvm::TargetInstrInfo &TII,
                                   StatementFn Statement = {});

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_GUARDEDBLOCK_H
