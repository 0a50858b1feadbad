//===- Command.h - Subcommand registry of the twill CLI ---------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each subcommand lives in its own file (InfoCommands in twill.cpp,
/// SolveCommand.cpp, ...) and registers its llvm::cl::SubCommand and entry
/// point with a static CommandRegistration; main() dispatches.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TOOLS_TWILL_COMMAND_H
#define TWILL_TOOLS_TWILL_COMMAND_H

#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Scheduler/Scheduler.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace twill::cli {

/// Exit statuses shared by every subcommand.
enum ExitCode {
  ExitOk = 0,        ///< Success.
  ExitViolation = 1, ///< A schedule violates constraints / no schedule.
  ExitBadInput = 2,  ///< Malformed input or usage error.
};

using RunFn = int (*)();

/// Registers \p Sub with entry point \p Run and a one-line synopsis for
/// `twill --help` (use as a static object).
struct CommandRegistration {
  CommandRegistration(llvm::cl::SubCommand &Sub, RunFn Run,
                      const char *Synopsis);
};

struct Command {
  llvm::cl::SubCommand *Sub;
  RunFn Run;
  const char *Synopsis;
};

/// All registered subcommands.
std::vector<Command> &commands();

/// The category every twill option belongs to (so --help shows them).
llvm::cl::OptionCategory &category();

/// Prints "twill: error: ..." and returns \p Code.
int fail(llvm::Error E, int Code = ExitBadInput);

/// Problem::check() with the error prefixed by \p Origin (the file, or
/// "kernel 'NAME'"), as every error of the driver names its input.
llvm::Error checkProblem(const Problem &P, llvm::StringRef Origin);

/// readProblemFile() followed by checkProblem().
llvm::Expected<Problem> readCheckedProblem(llvm::StringRef File,
                                           ProblemFormat Format =
                                               ProblemFormat::Auto);

/// The problem whose costs a schedule with \p Costs is in: \p P itself for
/// the problem's own costs (or when \p Costs was not recorded), else the
/// cost normalization of \p P at the recorded U, whose map must equal the
/// recorded one (otherwise the problem's costs changed since the schedule
/// was written). A problem whose distinct costs are exactly the map's
/// images is already in those costs and is returned as it is. Errors name
/// \p ScheduleFile.
llvm::Expected<Problem> problemForSchedule(const Problem &P,
                                           const ScheduleCosts &Costs,
                                           llvm::StringRef ScheduleFile);

/// The problem a subcommand works on: built-in kernel \p Kernel (costs from
/// \p Machine when given) or the file \p File in \p Format, checked
/// (checkProblem).
llvm::Expected<Problem> loadProblem(llvm::StringRef File, ProblemFormat Format,
                                    llvm::StringRef Kernel,
                                    llvm::StringRef Machine,
                                    const KernelOptions &KO = {});

/// Writes \p Path through \p Write: into a temporary file beside it, renamed
/// over \p Path once complete (a device or pipe is written in place). Any
/// I/O error, ENOSPC included, is returned naming \p Path; no partial file
/// is left, not even on an interrupt.
llvm::Error writeFileAtomically(
    llvm::StringRef Path, llvm::function_ref<void(llvm::raw_ostream &)> Write);

/// Flushes stdout; a write error (e.g. `> /dev/full`) becomes an Error.
llvm::Error checkStdout();

/// Routes SIGINT and SIGTERM to a thread that requests the process-wide
/// interrupt (twill::requestInterrupt) and, if the process has not ended
/// 0.9 s later (or a report is still being written then, ReportScope),
/// removes unfinished output files and exits with 128 + the signal. A
/// second signal more than 200 ms after the first ends it at once. Call
/// once, before any other thread starts.
void installInterruptHandling();

/// The signal that interrupted the process, or 0.
int interruptSignal();

/// While one exists, the command is finishing its report (the best result
/// so far after an interrupt): the interrupt thread lets it finish, for at
/// most 10 s after its 0.9 s grace, before it exits; a second signal still
/// ends the process at once. Open it only where the work left after an
/// interrupt is bounded and linear in the problem (a solver that stops at
/// its next iteration, output), never around a search that ignores it.
class ReportScope {
public:
  ReportScope();
  ~ReportScope();
  ReportScope(const ReportScope &) = delete;
  ReportScope &operator=(const ReportScope &) = delete;
};

/// The proof every command gives for a problem without ops (it is solved
/// optimally by I = 1, L = 0, with no search) is twill::EmptyProblemProof
/// of the driver, twill/Scheduler/Scheduler.h.
using twill::EmptyProblemProof;

} // namespace twill::cli

#endif // TWILL_TOOLS_TWILL_COMMAND_H
