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

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

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

/// The problem a subcommand works on: built-in kernel \p Kernel (costs from
/// \p Machine when given) or the file \p File in \p Format.
llvm::Expected<Problem> loadProblem(llvm::StringRef File, ProblemFormat Format,
                                    llvm::StringRef Kernel,
                                    llvm::StringRef Machine,
                                    const KernelOptions &KO = {});

} // namespace twill::cli

#endif // TWILL_TOOLS_TWILL_COMMAND_H
