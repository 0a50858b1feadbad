//===- MILPPortfolio.cpp - lp_solve and Z3 in parallel on one program -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// On the time-indexed programs an LP-based branch and bound and Z3's
/// clause learning decide different instances fast, so the portfolio runs
/// both on the machine's two cores and keeps the first decisive answer.
/// The MILP side is lp_solve, the solver the user named, which on the
/// HatScheT loops complements Z3 at least as well as CBC (bench/RESULTS.md
/// §2.2 lists what each proves). It runs in a forked child process, because
/// an lp_solve or CBC solve cannot be stopped from another thread but a
/// process can; Z3 runs here and is interrupted through its context when
/// the child answers first. The child sends its result over a pipe.
///
//===----------------------------------------------------------------------===//

#include "ChildProcess.h"

#include "twill/Twill/MILP.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <optional>
#include <thread>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace twill;

namespace {
bool decisive(SolveStatus S) {
  return S == SolveStatus::Optimal || S == SolveStatus::Infeasible ||
         S == SolveStatus::Feasible;
}
} // namespace

MILPResult twill::solveMILPPortfolio(const MILP &M, const MILPOptions &Opts) {
  auto Start = std::chrono::steady_clock::now();
  MILPOptions Sub = Opts;
  Sub.Cancel = nullptr;
  int Pipe[2];
  if (pipe(Pipe) != 0)
    return solveMILPWithLpSolve(M, Sub);
  pid_t Child = fork();
  if (Child < 0) {
    close(Pipe[0]);
    close(Pipe[1]);
    return solveMILPWithLpSolve(M, Sub);
  }
  if (Child == 0) {
    // The child: lp_solve, then the result down the pipe; no destructors, no
    // stdio flushing of the parent's buffers.
    detail::dieWithParent();
    close(Pipe[0]);
    MILPResult R = solveMILPWithLpSolve(M, Sub);
    _exit(detail::writeResult(Pipe[1], R) ? 0 : 1);
  }
  close(Pipe[1]);

  // The reader: collects the child's bytes; when they are complete and
  // decisive, stops Z3.
  Cancellation Cancel;
  std::atomic<bool> Stop{false};
  std::string Bytes;
  std::thread Reader([&] {
    char Buf[65536];
    while (!Stop.load()) {
      pollfd P{Pipe[0], POLLIN, 0};
      int Ready = poll(&P, 1, 20);
      if (Ready <= 0)
        continue;
      ssize_t N = read(Pipe[0], Buf, sizeof Buf);
      if (N <= 0)
        break; // EOF: the child is done (or died).
      Bytes.append(Buf, size_t(N));
    }
    std::optional<MILPResult> Child = detail::decodeResult(Bytes);
    if (!Stop.load() && Child && decisive(Child->Status))
      Cancel.cancel();
  });

  MILPOptions ZO = Sub;
  ZO.Cancel = &Cancel;
  MILPResult Z = solveMILPWithZ3(M, ZO);
  bool Reaped = false;
  if (decisive(Z.Status) && !Cancel.cancelled()) {
    kill(Child, SIGKILL);
    Stop = true;
  } else if (Opts.TimeLimit > 0) {
    // Z3 gave up: the child may finish, but not much past the limit (its
    // lp_solve keeps the limit itself; 0.1 s is for its clean stop), and not
    // at all once the process is interrupted.
    auto Deadline = Start + std::chrono::duration_cast<
                                std::chrono::steady_clock::duration>(
                                std::chrono::duration<double>(Opts.TimeLimit +
                                                              0.1));
    while (!Reaped && std::chrono::steady_clock::now() < Deadline &&
           !interruptRequested()) {
      Reaped = waitpid(Child, nullptr, WNOHANG) == Child;
      if (!Reaped)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!Reaped)
      kill(Child, SIGKILL);
  }
  if (!Reaped && interruptRequested())
    kill(Child, SIGKILL);
  Reader.join();
  close(Pipe[0]);
  if (!Reaped)
    waitpid(Child, nullptr, 0);

  MILPResult R;
  if (decisive(Z.Status)) {
    R = std::move(Z);
  } else {
    // The child's answer, if it sent a whole one.
    if (std::optional<MILPResult> Child = detail::decodeResult(Bytes))
      R = std::move(*Child);
    if (!decisive(R.Status))
      R.Status = Z.Status == SolveStatus::Error ? R.Status : Z.Status;
  }
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return R;
}
