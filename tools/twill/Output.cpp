//===- Output.cpp - Output files and interrupts of the twill driver -------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Output files are written to a temporary file beside the target and
/// renamed over it once complete, so that neither an I/O error nor an
/// interrupt leaves a partial file; targets that are not regular files
/// (/dev/stdout, /dev/full, pipes) are written in place. SIGINT and SIGTERM
/// are taken by a thread that waits for them: it requests the process-wide
/// interrupt (the solvers stop and report their best result), and if the
/// process has not ended 0.9 s later, or on a second signal, it removes the
/// temporary files and exits with 128 + the signal number. A report that
/// is being written (ReportScope) when the grace ends is finished first,
/// for at most 10 s more, unless a second signal comes (one within 200 ms
/// of the first is taken as the same request, as GNU timeout delivers it
/// twice).
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Twill/Cancellation.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include <cerrno>
#include <csignal>
#include <ctime>
#include <pthread.h>
#include <unistd.h>

using namespace twill;
using namespace twill::cli;

namespace {
/// The temporary files not yet renamed; the interrupt thread removes them.
struct TempFiles {
  std::mutex Lock;
  std::set<std::string> Paths;
};

TempFiles &tempFiles() {
  static TempFiles *T = new TempFiles(); // Used by a detached thread.
  return *T;
}

std::atomic<int> InterruptSignal{0};

/// Open ReportScopes: a report is being written.
std::atomic<int> ReportsOpen{0};

using SteadyClock = std::chrono::steady_clock;

/// When the first signal was taken.
SteadyClock::time_point FirstSignalAt;

/// Waits up to \p Millis ms for a second signal; true if one came. A
/// signal within 200 ms of the first is the same request delivered twice
/// (GNU timeout sends it to the command and then to its process group),
/// not a second one.
bool secondSignal(const sigset_t &Set, long Millis) {
  auto End = SteadyClock::now() + std::chrono::milliseconds(Millis);
  for (;;) {
    auto Left = std::chrono::duration_cast<std::chrono::nanoseconds>(
                    End - SteadyClock::now())
                    .count();
    if (Left <= 0)
      return false;
    timespec T{time_t(Left / 1000000000), long(Left % 1000000000)};
    if (sigtimedwait(&Set, nullptr, &T) <= 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    if (SteadyClock::now() - FirstSignalAt > std::chrono::milliseconds(200))
      return true;
  }
}

llvm::Error writeError(llvm::StringRef Path, std::error_code EC) {
  return llvm::createStringError(EC, "cannot write '%s': %s",
                                 Path.str().c_str(), EC.message().c_str());
}

/// Writes into an already open stream and closes it; the stream's error
/// (e.g. ENOSPC) becomes an llvm::Error naming \p Path instead of LLVM's
/// fatal "IO failure on output stream".
llvm::Error writeAndClose(llvm::raw_fd_ostream &OS, llvm::StringRef Path,
                          llvm::function_ref<void(llvm::raw_ostream &)> Write) {
  Write(OS);
  OS.close();
  if (std::error_code EC = OS.error()) {
    OS.clear_error();
    return writeError(Path, EC);
  }
  return llvm::Error::success();
}
} // namespace

llvm::Error twill::cli::writeFileAtomically(
    llvm::StringRef Path, llvm::function_ref<void(llvm::raw_ostream &)> Write) {
  llvm::sys::fs::file_status St;
  bool Exists = !llvm::sys::fs::status(Path, St);
  if (Exists && !llvm::sys::fs::is_regular_file(St)) {
    // A device or a pipe: there is nothing to rename over.
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC)
      return writeError(Path, EC);
    return writeAndClose(OS, Path, Write);
  }
  int FD;
  llvm::SmallString<256> Temp;
  {
    std::lock_guard<std::mutex> G(tempFiles().Lock);
    if (std::error_code EC = llvm::sys::fs::createUniqueFile(
            Path + ".tmp-%%%%%%", FD, Temp))
      return writeError(Path, EC);
    tempFiles().Paths.insert(std::string(Temp));
  }
  auto Forget = [&] {
    std::lock_guard<std::mutex> G(tempFiles().Lock);
    tempFiles().Paths.erase(std::string(Temp));
  };
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  if (llvm::Error E = writeAndClose(OS, Path, Write)) {
    llvm::sys::fs::remove(Temp);
    Forget();
    return E;
  }
  std::lock_guard<std::mutex> G(tempFiles().Lock);
  tempFiles().Paths.erase(std::string(Temp));
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Path)) {
    llvm::sys::fs::remove(Temp);
    return writeError(Path, EC);
  }
  return llvm::Error::success();
}

llvm::Error twill::cli::checkStdout() {
  llvm::outs().flush();
  if (std::error_code EC = llvm::outs().error()) {
    llvm::outs().clear_error();
    return writeError("<stdout>", EC);
  }
  return llvm::Error::success();
}

int twill::cli::interruptSignal() { return InterruptSignal.load(); }

twill::cli::ReportScope::ReportScope() { ++ReportsOpen; }

twill::cli::ReportScope::~ReportScope() { --ReportsOpen; }

void twill::cli::installInterruptHandling() {
  sigset_t Set;
  sigemptyset(&Set);
  sigaddset(&Set, SIGINT);
  sigaddset(&Set, SIGTERM);
  // Blocked in every thread (those made later inherit the mask), so only
  // the waiting thread below takes them.
  pthread_sigmask(SIG_BLOCK, &Set, nullptr);
  std::thread([Set] {
    int Sig = 0;
    if (sigwait(&Set, &Sig) != 0)
      return;
    FirstSignalAt = SteadyClock::now();
    InterruptSignal = Sig;
    requestInterrupt();
    // Grace for the solvers to stop and the result to be printed; a second
    // signal ends it at once. A report being written then gets up to 10 s
    // to finish, and the process the usual grace to end after it.
    bool Again = secondSignal(Set, 900);
    if (!Again && ReportsOpen.load() > 0) {
      for (int Slice = 0; Slice < 200 && ReportsOpen.load() > 0 && !Again;
           ++Slice)
        Again = secondSignal(Set, 50);
      if (!Again)
        secondSignal(Set, 900);
    }
    std::lock_guard<std::mutex> G(tempFiles().Lock); // Held until _exit.
    for (const std::string &P : tempFiles().Paths)
      ::unlink(P.c_str());
    static const char Msg[] = "twill: interrupted\n";
    ssize_t Ignored = ::write(2, Msg, sizeof Msg - 1);
    (void)Ignored;
    _exit(128 + Sig);
  }).detach();
}
