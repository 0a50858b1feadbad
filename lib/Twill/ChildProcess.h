//===- ChildProcess.h - Run one MILP solve in a forked child ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to lib/Twill. CBC and lp_solve cannot be stopped from another
/// thread (CBC's root LP does not even look at its own time limit), but a
/// process can be killed: these helpers run a solve in a forked child that
/// sends its result back over a pipe, so the parent can keep the deadline,
/// a Cancellation token and the process-wide interrupt to the millisecond.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_TWILL_CHILDPROCESS_H
#define TWILL_LIB_TWILL_CHILDPROCESS_H

#include "twill/Twill/MILP.h"

#include <optional>
#include <string>

namespace twill {
namespace detail {

/// Writes \p R to \p Fd as status, objective, value count, values.
bool writeResult(int Fd, const MILPResult &R);

/// The inverse of writeResult; nullopt for a message cut short (the child
/// was killed or died).
std::optional<MILPResult> decodeResult(const std::string &Bytes);

/// In a freshly forked child: have the kernel kill it when its parent dies
/// (a driver that is interrupted must not leave solvers running).
void dieWithParent();

/// Runs \p Solve(M, Opts) in a forked child. The child is killed, and the
/// result is SolveStatus::Timeout, once Opts.TimeLimit (plus 0.1 s for the
/// child's own clean stop) has passed, Opts.Cancel is cancelled or the
/// process-wide interrupt is requested. Falls back to solving in this
/// process when no child can be made.
MILPResult solveInChild(const MILP &M, const MILPOptions &Opts,
                        MILPResult (*Solve)(const MILP &, const MILPOptions &));

} // namespace detail
} // namespace twill

#endif // TWILL_LIB_TWILL_CHILDPROCESS_H
