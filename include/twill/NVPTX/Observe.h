//===- Observe.h - Debug output and counters of the plugin ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Debian's llc-19 and clang-19 are release builds: `-debug-only` does not
/// exist there and `-stats` prints nothing (LLVM_DEBUG and STATISTIC compile
/// to no-ops; the plugin still uses them, for builds with assertions). The
/// plugin therefore has its own switches:
///  - `-twill-debug`: per loop, on stderr, the dependence graph, the bounds,
///    the schedule and the expansion plan;
///  - `-twill-stats`: at exit, on stderr, how many loops each pass saw,
///    pipelined or reordered, and left alone, by reason;
///    `-twill-stats-json=<file>` writes the same counters as JSON.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_OBSERVE_H
#define TWILL_NVPTX_OBSERVE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace llvm {
class MachineLoop;
class MachineOptimizationRemarkEmitter;
} // namespace llvm

namespace twill {
namespace nvptx {

/// True under -twill-debug.
bool debugEnabled();

/// The stream -twill-debug writes to (stderr).
llvm::raw_ostream &debugStream();

/// Counts one event (e.g. "pipeliner.pipelined",
/// "pipeliner.left-alone.one-stage"); printed at exit under -twill-stats.
void countEvent(llvm::StringRef Name);

} // namespace nvptx

class Problem;

namespace nvptx {

/// Writes \p P, named after \p L, to \p Dir (-twill-dump-dir) as native
/// JSON for the twill CLI: `<function>.bb<N><Suffix>.json`. Each pass that
/// builds a loop's problem dumps it (the pipeliner with suffix ".ssa"), so
/// what either solved can be replayed with `twill modulo` or `twill solve`.
/// Returns the path written, or an error naming it.
llvm::Expected<std::string> dumpLoopProblem(llvm::StringRef Dir,
                                            const llvm::MachineLoop &L,
                                            const Problem &P,
                                            llvm::StringRef Suffix);

/// The header of the plugin's remarks: once per process, before its first
/// remark on a loop (\p L, in the function of \p ORE), the `Version`
/// analysis remark "twill 0.1.0 (git ...), LLVM 19.1.7, Z3 ..., lp_solve
/// ..." (twill/Version/Version.h), with each version a named argument.
void emitVersionRemark(llvm::MachineOptimizationRemarkEmitter &ORE,
                       const llvm::MachineLoop &L);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_OBSERVE_H
