//===- SchedMetadata.h - Warp-group metadata in the PTX text ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 5 of the plugin: the schedule of each loop, written into the PTX as
/// comments that ptxas ignores. They travel as one INLINEASM instruction at
/// the top of the loop body, marked as having side effects so no later pass
/// moves or deletes it. The form (docs/plugin.md):
///
///   // twill.loop <block> ii=<I> mii=<MII> l=<L> copies=<c>
///   //   sched_copies=<sc> machine=<m> solver=<s> status=<st> ops=<n>
///   //                                            (one line in the PTX)
///   // twill.op <k> stage=<st> cycle=<s> wg=<g> unit=<u> class=<c> <mnemonic>
///
/// with one `twill.op` line per instruction, in the new body order (k is
/// the position in that order). `copies` is the number of iterations the
/// emitted code overlaps (1 for a loop that is only reordered, S for one
/// pipelined into S stages); `sched_copies` is the schedule's own figure,
/// ceil(L / II), which the code reaches only when pipelined. `wg` is the
/// warp group of the op's warp, or `-` when the solver assigned no warps.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_SCHEDMETADATA_H
#define TWILL_NVPTX_SCHEDMETADATA_H

#include "twill/NVPTX/LoopScheduler.h"
#include "twill/NVPTX/Options.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class LiveIntervals;
class MachineBasicBlock;
class MachineLoop;
} // namespace llvm

namespace twill {
namespace nvptx {

/// "function:bb.N.name", a loop's name in remarks and metadata.
std::string loopName(const llvm::MachineLoop &L);

/// What the emitted code of a scheduled loop is (the metadata's `code`).
enum class LoopCode {
  Pipelined, ///< The schedule's expansion: prologue, kernel, epilogue.
  Reordered, ///< The body in the schedule's order (-twill-reorder).
  OrderKept, ///< The body as written; the schedule is metadata only.
};

/// "pipelined", "reordered" or "order-kept".
llvm::StringRef loopCodeName(LoopCode C);

/// The metadata text for one scheduled loop (lines joined by "\n\t"), or ""
/// for MetadataForm::None. \p EmittedCopies is the number of iterations the
/// emitted code overlaps (`copies`), \p Code what that code is (`code`). It
/// contains no `$`, `{`, `|` or `}`, which inline asm would interpret.
std::string formatLoopMetadata(const LoopDDG &DDG, const LoopSchedule &LS,
                               llvm::StringRef BlockName,
                               llvm::StringRef MachineName, MetadataForm Form,
                               unsigned EmittedCopies, LoopCode Code);

/// Inserts \p Text as a side-effecting comment-only INLINEASM at the top of
/// \p MBB, and into \p LIS's slot indexes when given. Does nothing for
/// empty text.
void insertMetadata(llvm::MachineBasicBlock &MBB, llvm::StringRef Text,
                    llvm::LiveIntervals *LIS);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_SCHEDMETADATA_H
