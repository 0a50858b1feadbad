//===- GuardedBlock.h - If-then bodies folded into one block ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The commonest multi-block loop bodies, an if-then or an if-then-else
/// inside the loop,
///
///     header:  ...; @c bra latch (or bra then, or @!c bra ...)
///     then:    guarded work              [else: the other side's work]
///     latch:   merges (PHIs), the loop's branch
///
/// folded into one block so that the pipeliner can take it: the guarded
/// blocks' pure instructions run unconditionally (PTX arithmetic never
/// traps), their loads and stores, scalar or vector (`.v2`, `.v4`), run
/// under the guard (the else side under its negation) as predicated PTX
/// (`@%p st.global.u32 [%rd1+8], %r2;`, an inline-asm instruction that keeps
/// the original's memory operands, so LLVM's alias analysis still sees what
/// it touches; a guarded load writes 0 to its registers first, so that they
/// are defined on both paths), and the latch's PHIs become `selp` on the
/// guard. The header's branch may be NVPTX's `CBranch` (`@%p bra`) or its
/// negated form `CBranchOther` (`@!%p bra`, what SelectionDAG emits for a
/// branch on a negated predicate it cannot fold into the comparison, such as
/// a loop-invariant `and` of comparisons). The fold happens at the SSA stage,
/// before the pipeliner's shape analysis; any instruction it cannot
/// predicate (a call, a barrier, an atomic, a volatile access, a
/// warp-collective tensor-core operation) leaves the loop as it is, and the
/// reason names that instruction.
///
/// A guarded block holding wmma operations (warp-collective: every thread of
/// the warp runs them together, so a guard on them must be the same across
/// the warp) is not predicated. Where its guard is loop-invariant (computed
/// before the loop, as the bounds checks of cuda-samples' wmma GEMMs are
/// after LICM), the guard is hoisted instead: the preheader branches on it to
/// the loop with the guarded block run unconditionally (the header, the
/// block and the latch as one block), or to a copy of the loop without the
/// block (header and latch, the merges taking the header's values). Each
/// thread then runs the wmma operations in exactly the iterations where it
/// ran them before, under the same condition, so no new divergence is made.
/// ldmatrix and mma.sync, and a guard computed in the loop, leave the loop
/// as it is, the remark naming the instruction.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_GUARDEDBLOCK_H
#define TWILL_NVPTX_GUARDEDBLOCK_H

#include "llvm/ADT/STLFunctionalExtras.h"
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

/// An if-then loop body (Header branches to Then or Latch, Then falls into
/// Latch) or an if-then-else one (Header branches to Then or Else, both fall
/// into Latch); Latch closes the loop (branches back to Header and exits).
struct GuardedLoop {
  llvm::MachineBasicBlock *Header = nullptr;
  llvm::MachineBasicBlock *Then = nullptr;
  /// The other side of an if-then-else; null for an if-then.
  llvm::MachineBasicBlock *Else = nullptr;
  llvm::MachineBasicBlock *Latch = nullptr;
  /// The header's branch condition, and whether Then runs when it holds
  /// (Else, where there is one, runs when it does not).
  llvm::Register Cond;
  bool ThenOnTrue = true;
  /// Whether the header branches on the negated condition (`@!%p bra`).
  bool NegatedBranch = false;
  /// The loads and stores the fold predicates, and how many are vectors.
  unsigned Accesses = 0;
  unsigned VectorAccesses = 0;
  /// The first warp-collective tensor-core operation of Then (its PTX
  /// mnemonic), when there is one: the guard is then hoisted, not
  /// predicated (HoistGuard).
  std::string WarpCollective;
  bool HoistGuard = false;
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

/// Whether \p Mnemonic names a warp-collective tensor-core operation (wmma,
/// mma, ldmatrix, stmatrix, wgmma), whether an NVPTX record or inline PTX
/// spells it: a MnemonicFn gives it for inline asm only where this holds.
bool isWarpCollectiveMnemonic(llvm::StringRef Mnemonic);

/// What foldGuardedLoop() does to \p G, in words for the remarks and
/// -twill-debug ("guarded block bb.2 folded into the header (loads and
/// stores predicated)").
std::string describeFold(const GuardedLoop &G);

/// Recognizes \p L as an if-then or if-then-else body whose guarded blocks
/// can run under a predicate. Errors say why not, naming the first instruction in the way.
llvm::Expected<GuardedLoop> analyzeGuardedLoop(const llvm::MachineLoop &L,
                                               const llvm::TargetInstrInfo &TII,
                                               MnemonicFn Mnemonic);

/// Folds \p G into its header, which becomes a single-block loop; the Then,
/// Else and Latch blocks are erased and \p MLI updated. Only for a GuardedLoop
/// that analyzeGuardedLoop() returned, before anything else changed. Where
/// G.HoistGuard, returns the loop's copy for a false guard (a new
/// single-block loop in \p MLI), else null.
llvm::MachineLoop *foldGuardedLoop(const GuardedLoop &G,
                                   llvm::MachineLoopInfo &MLI,
                                   const llvm::TargetInstrInfo &TII);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_GUARDEDBLOCK_H
