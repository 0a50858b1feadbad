//===- LoopTrial.h - A detached copy of a loop to try a change on -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A transformation that only pays where a later one follows (folding a
/// guarded body pays only where the folded loop is then pipelined) is tried
/// on a copy first: DetachedLoop copies a loop's blocks, with new virtual
/// registers, into blocks no path of the function reaches,
///
///     entry:   branch to the header's copy      (stands for the preheader)
///     copies:  the loop's blocks, in layout order, branches made explicit
///     exit:    PHIs like the exit block's, for the copies' values
///
/// registered in MachineLoopInfo as a loop of its own, with a CFG edge (no
/// branch) from the loop's preheader to its entry so that the dominator tree
/// sees it where the loop is. The pass changes and
/// costs the copy; erase() then removes every block made since the copy was
/// taken (the copy's and any the change added) and the loops that held
/// them, so that the function is as before. The loop itself is never
/// touched, so a change the cost model rejects leaves no trace in the code.
///
/// The copy is faithful for what the pipeliner reads (LoopShape, the
/// dependence graph, the cost model): the header's instructions, the
/// blocks' IR blocks (for ScalarEvolution's trip counts) and the uses of
/// the loop's values by the exit block's PHIs. Values the loop defines and
/// blocks after the exit use directly are not mirrored.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_LOOPTRIAL_H
#define TWILL_NVPTX_LOOPTRIAL_H

#include "llvm/ADT/SmallPtrSet.h"

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class MachineLoop;
class MachineLoopInfo;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// A copy of a loop that no path of the function reaches (LoopTrial.h).
class DetachedLoop {
public:
  /// Copies \p L, which must have one preheader. The copy is a new
  /// top-level loop of \p MLI.
  DetachedLoop(llvm::MachineLoop &L, llvm::MachineLoopInfo &MLI,
               const llvm::TargetInstrInfo &TII);
  DetachedLoop(const DetachedLoop &) = delete;
  DetachedLoop &operator=(const DetachedLoop &) = delete;
  /// erase(), if not done yet.
  ~DetachedLoop();

  /// The copy (valid until a change replaces or erases its blocks; a fold
  /// keeps the header's loop).
  llvm::MachineLoop &loop() { return *Copy; }

  /// Erases every block of the function made since the copy was taken, and
  /// the top-level loops left without blocks.
  void erase();

private:
  llvm::MachineFunction &MF;
  llvm::MachineLoopInfo &MLI;
  llvm::MachineLoop *Copy = nullptr;
  /// The function's blocks before the copy.
  llvm::SmallPtrSet<const llvm::MachineBasicBlock *, 32> Before;
  bool Erased = false;
};

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_LOOPTRIAL_H
