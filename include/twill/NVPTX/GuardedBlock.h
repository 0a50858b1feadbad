//===- GuardedBlock.h - If-then bodies folded into one block ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The commonest multi-block loop body, an if-then inside the loop,
///
///     header:  ...; @c bra latch (or bra then)      then: guarded work
///     latch:   merges (PHIs), the loop's branch
///
/// folded into one block so that the pipeliner can take it: the guarded
/// block's pure instructions run unconditionally (PTX arithmetic never
/// traps), its loads and stores run under the guard as predicated PTX
/// (`@%p st.global.u32 [%rd1+8], %r2;`, an inline-asm instruction that keeps
/// the original's memory operands, so LLVM's alias analysis still sees what
/// it touches), and the latch's PHIs become `selp` on the guard. The fold
/// happens at the SSA stage, before the pipeliner's shape analysis; any
/// instruction it cannot predicate (a call, a barrier, an atomic, a
/// volatile or vector access) leaves the loop as it is, and the reason names
/// that instruction.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_GUARDEDBLOCK_H
#define TWILL_NVPTX_GUARDEDBLOCK_H

#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineLoop;
class MachineLoopInfo;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// An if-then loop body: Header branches to Then or Latch, Then falls into
/// Latch, Latch closes the loop (branches back to Header and exits).
struct GuardedLoop {
  llvm::MachineBasicBlock *Header = nullptr;
  llvm::MachineBasicBlock *Then = nullptr;
  llvm::MachineBasicBlock *Latch = nullptr;
  /// The header's branch condition, and whether Then runs when it holds.
  llvm::Register Cond;
  bool ThenOnTrue = true;
};

/// Recognizes \p L as an if-then body whose guarded block can run under a
/// predicate. Errors say why not, naming the first instruction in the way.
llvm::Expected<GuardedLoop> analyzeGuardedLoop(const llvm::MachineLoop &L,
                                               const llvm::TargetInstrInfo &TII);

/// Folds \p G into its header, which becomes a single-block loop; the Then
/// and Latch blocks are erased and \p MLI updated. Only for a GuardedLoop
/// that analyzeGuardedLoop() returned, before anything else changed.
void foldGuardedLoop(const GuardedLoop &G, llvm::MachineLoopInfo &MLI,
                     const llvm::TargetInstrInfo &TII);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_GUARDEDBLOCK_H
