//===- AsyncGroups.h - cp.async groups in a loop body -----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The cp.async pattern whose copies the pipeliner may issue ahead of the
/// wait that retires them, and the facts about it that the dependence
/// graph (LoopDDGBuilder) and the expander (ModuloExpander) share.
///
/// The pattern: in body order, the iteration's copies (cp.async), then its
/// one cp.async.commit_group, then one cp.async.wait_group 0, the only
/// async-group instructions of the body. Group j is then exactly iteration
/// j's copies, and the wait of iteration j needs every group up to j
/// complete. When the schedule issues the copies and commits of k later
/// iterations before that wait, the wait may leave those k most recent
/// groups pending: it becomes wait_group k (the PTX ISA: wait_group N waits
/// until at most the N most recent groups are pending), and waits with
/// fewer later commits before them (prologue, epilogue) keep N = 0, which
/// waits for more, never less.
///
/// Reading a ring slot that a later copy overwrites is a memory dependence
/// at the distance where the slots first meet: for an address
/// `base + (K & (P - 1)) * stride` (K counting up by one, P a power of two),
/// iterations i and i + d touch the same slot only when d is a multiple of
/// P (maskedSlot, conflictDistance).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_ASYNCGROUPS_H
#define TWILL_NVPTX_ASYNCGROUPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

#include <cstdint>
#include <optional>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// A loop body of the pattern above (indices into the body).
struct AsyncGroupBody {
  llvm::SmallVector<unsigned, 4> Copies;
  unsigned Commit = 0;
  unsigned Wait = 0;
};

/// The pattern in \p Body (non-PHI, non-terminator instructions in order),
/// or nullopt: no cp.async, a copy after the commit, another commit or
/// wait (wait_all, a wait with a count, the bulk forms, inline asm that
/// names cp.async), or the wait before the commit.
std::optional<AsyncGroupBody>
matchAsyncGroupBody(llvm::ArrayRef<llvm::MachineInstr *> Body,
                    const llvm::TargetInstrInfo &TII);

/// The shared-memory destination register and byte count of a cp.async
/// (CP_ASYNC_{CA,CG}_SHARED_GLOBAL_{4,8,16}...), or nullopt.
std::optional<std::pair<llvm::Register, unsigned>>
asyncCopyDestination(const llvm::MachineInstr &MI,
                     const llvm::TargetInstrInfo &TII);

/// An address `base + (K & (Period - 1)) * Stride` in SSA code of loop
/// \p Loop: base defined outside the loop, K a header PHI whose latch
/// value is K + 1 (or K + 1 itself).
struct MaskedSlot {
  int64_t Period = 0;
  int64_t Stride = 0;
};
std::optional<MaskedSlot> maskedSlot(llvm::Register Addr,
                                     const llvm::MachineBasicBlock &Loop,
                                     const llvm::TargetInstrInfo &TII);

/// The least d in 1..Slot.Period at which an access of [OffB, OffB + BytesB)
/// d iterations after one of [OffA, OffA + BytesA), both at Slot's address,
/// may touch a common byte, or 0 when none does (then none ever does: the
/// slots repeat with the period).
int64_t conflictDistance(const MaskedSlot &Slot, int64_t OffA, int64_t BytesA,
                         int64_t OffB, int64_t BytesB);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_ASYNCGROUPS_H
