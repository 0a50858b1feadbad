//===- CompilerRecipe.h - The compiler's recipe (private) -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to lib/Scheduler: scheduleProblem() calls runCompilerRecipe() for
/// SchedulerKind::Compiler, between its check and its verification.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_SCHEDULER_COMPILERRECIPE_H
#define TWILL_LIB_SCHEDULER_COMPILERRECIPE_H

#include "twill/Scheduler/Scheduler.h"

namespace twill {
namespace detail {

/// Runs the compiler's recipe (CompilerRecipe.cpp's steps) on \p P, filling
/// \p Out's Status, Solved, Schedule and Compiler report. Without a
/// schedule, Out.Compiler says why: Reason, OutOfTime or TooManyStages (the
/// best schedule found stays in Out.Schedule for the message).
void runCompilerRecipe(const Problem &P, const CompilerOptions &Opts,
                       ScheduleOutcome &Out);

} // namespace detail
} // namespace twill

#endif // TWILL_LIB_SCHEDULER_COMPILERRECIPE_H
