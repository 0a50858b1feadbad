//===- CompileBudget.h - Time and size budgets of the plugin ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the plugin may spend, in order of increasing price:
///  1. size: a loop with more instructions than -twill-max-loop-size is left
///     alone before anything quadratic (graph building) runs;
///  2. time: each loop's solve gets -twill-time-limit seconds, but never more
///     than what is left of -twill-function-time-limit for its function.
///
/// The wall clock decides only *whether* a loop is scheduled, never *what*
/// schedule it gets: a solve that reaches its limit is discarded whole (the
/// remark says so), so that the same input gives the same code on any
/// machine load; every solver the plugin calls is deterministic when it
/// finishes within its limit.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_COMPILEBUDGET_H
#define TWILL_NVPTX_COMPILEBUDGET_H

#include "twill/Model/Stopwatch.h"

namespace llvm {
class MachineFunction;
} // namespace llvm

namespace twill {
namespace nvptx {

/// Seconds a loop of \p MF may spend solving now: the per-loop limit, or
/// what is left of the function's budget if that is less (0: nothing left).
/// Both of the plugin's passes draw from one budget per function.
double loopTimeLimit(const llvm::MachineFunction &MF);

/// Records \p Seconds spent on a loop of \p MF.
void chargeFunction(const llvm::MachineFunction &MF, double Seconds);

/// The stopwatch of the model layer (twill/Model/Stopwatch.h).
using twill::Stopwatch;

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_COMPILEBUDGET_H
