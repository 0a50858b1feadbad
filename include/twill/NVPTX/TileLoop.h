//===- TileLoop.h - Register double buffering of tile loops -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tile-loop pipelining by register double buffering (issue 24, item 2):
/// an outer loop whose header loads the tile of the iteration from global
/// memory and stores it to shared memory before a barrier, then computes on
/// the tile in an inner loop, is rewritten so that the global loads of tile
/// k+1 are issued in iteration k, right after the header's barrier and
/// before the compute, and their values are held in registers across the
/// compute until the next iteration's stores:
///
///     preheader:  r = ld.global [addr(tile 0)]
///     header:     cur = phi(r, next)
///                 st.shared cur ; bar.sync
///                 a' = more ? addr(tile k+1) : addr(tile k)
///                 next = ld.global [a']            ; in flight ...
///                 <inner compute loop> ; bar.sync  ; ... during the compute
///
/// The test `more` is the latch's own exit test, evaluated early; when the
/// iteration is the last, the address is the current tile's, which the
/// iteration has just read, so no access goes beyond what the original
/// reads and no branch is added (the control flow graph is unchanged).
///
/// Legality (analyzeTileLoop checks, else says why):
///  - one preheader, one latch that is the only exiting block, and a latch
///    branch TargetInstrInfo::analyzeBranch reads;
///  - the loop writes no memory but shared and local memory (the thread's
///    own, which no ld.global reads; no global, generic or
///    unknown stores, no atomics or mbarrier operations, no calls, nothing
///    with side effects but CTA barriers), and every such effect of the
///    function runs before the loop (its block dominates the preheader) or
///    after it (reachable from an exit, and unable to reach the loop), so
///    that no thread of the CTA
///    can write global memory while another is in the loop (as the
///    producer role of a warp-specialised kernel would): the loads' values
///    are what they were; a race with another CTA is a race in the
///    original; on the last iteration the extra load's value is unused;
///  - the loads are non-volatile, non-atomic global loads of the header,
///    ahead of its first barrier or other ordered instruction (so the first
///    tile's loads may move into the preheader), each value used only in
///    the header;
///  - their addresses, the latch's values of the header PHIs they read and
///    the exit test are computed by side-effect-free instructions from the
///    header's PHIs and values defined before the loop (cloned, never
///    moved), and the PHIs they read are 32- or 64-bit integers.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_TILELOOP_H
#define TWILL_NVPTX_TILELOOP_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <vector>

namespace llvm {
class MachineInstr;
class MachineLoop;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

class InstrClassifier;

/// A tile loop analyzeTileLoop accepted: what applyTileLoop rewrites.
struct TileLoopPlan {
  llvm::MachineLoop *L = nullptr;
  llvm::MachineBasicBlock *Preheader = nullptr, *Header = nullptr,
                          *Latch = nullptr;
  /// The global loads of the header, in program order.
  std::vector<llvm::MachineInstr *> Loads;
  /// The next tile's loads go right after this instruction of the header:
  /// the first barrier after the loads' last use, else that use.
  llvm::MachineInstr *InsertAfter = nullptr;
  /// The latch's branch condition, and whether the loop continues when it
  /// holds.
  llvm::Register Cond;
  bool ContinueWhenTrue = true;
  /// The header PHIs the loads' addresses read.
  llvm::SmallVector<llvm::MachineInstr *, 4> AddressPhis;
  /// 32-bit registers that stay live across the compute: the loaded values
  /// and the selected next addresses.
  unsigned HeldRegisters = 0;
  /// The largest latency the machine description gives the loads.
  int64_t LoadLatency = 0;
};

/// Checks \p L against the conditions of the file comment; the error says
/// which failed, where.
llvm::Expected<TileLoopPlan> analyzeTileLoop(llvm::MachineLoop &L,
                                             const InstrClassifier &Classifier);

/// Rewrites the loop of \p Plan (file comment). The control flow graph and
/// the loop info stay as they were.
void applyTileLoop(const TileLoopPlan &Plan);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_TILELOOP_H
