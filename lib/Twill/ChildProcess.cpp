//===- ChildProcess.cpp - Run one MILP solve in a forked child ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pipe protocol and the parent's watch loop of ChildProcess.h.
///
//===----------------------------------------------------------------------===//

#include "ChildProcess.h"

#include "twill/Model/Deadline.h"

#include <chrono>
#include <cstring>

#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace twill;

namespace {
bool writeAll(int Fd, const void *Data, size_t Size) {
  const char *P = static_cast<const char *>(Data);
  while (Size > 0) {
    ssize_t N = write(Fd, P, Size);
    if (N <= 0)
      return false;
    P += N;
    Size -= size_t(N);
  }
  return true;
}
} // namespace

bool detail::writeResult(int Fd, const MILPResult &R) {
  int32_t Status = int32_t(R.Status);
  uint64_t N = R.Values.size();
  return writeAll(Fd, &Status, sizeof Status) &&
         writeAll(Fd, &R.Objective, sizeof R.Objective) &&
         writeAll(Fd, &N, sizeof N) &&
         (N == 0 || writeAll(Fd, R.Values.data(), N * sizeof(double)));
}

std::optional<MILPResult> detail::decodeResult(const std::string &Bytes) {
  int32_t Status;
  uint64_t N;
  size_t Head = sizeof Status + sizeof(double) + sizeof N;
  if (Bytes.size() < Head)
    return std::nullopt;
  MILPResult R;
  std::memcpy(&Status, Bytes.data(), sizeof Status);
  std::memcpy(&R.Objective, Bytes.data() + sizeof Status, sizeof(double));
  std::memcpy(&N, Bytes.data() + sizeof Status + sizeof(double), sizeof N);
  if (N > (Bytes.size() - Head) / sizeof(double) ||
      Bytes.size() != Head + N * sizeof(double))
    return std::nullopt;
  R.Status = SolveStatus(Status);
  R.Values.resize(N);
  if (N)
    std::memcpy(R.Values.data(), Bytes.data() + Head, N * sizeof(double));
  return R;
}

void detail::dieWithParent() {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  // The parent may have died between fork() and prctl().
  if (getppid() == 1)
    _exit(1);
}

MILPResult detail::solveInChild(const MILP &M, const MILPOptions &Opts,
                                MILPResult (*Solve)(const MILP &,
                                                    const MILPOptions &)) {
  using Clock = std::chrono::steady_clock;
  auto Start = Clock::now();
  auto Done = [&](MILPResult R) {
    R.Seconds = std::chrono::duration<double>(Clock::now() - Start).count();
    return R;
  };
  if (interruptRequested() || (Opts.Cancel && Opts.Cancel->cancelled())) {
    MILPResult R;
    R.Status = SolveStatus::Timeout;
    return Done(R);
  }
  MILPOptions Sub = Opts;
  Sub.Cancel = nullptr;
  int Pipe[2];
  if (pipe(Pipe) != 0)
    return Solve(M, Sub);
  pid_t Child = fork();
  if (Child < 0) {
    close(Pipe[0]);
    close(Pipe[1]);
    return Solve(M, Sub);
  }
  if (Child == 0) {
    // No destructors, no flushing of the parent's stdio buffers.
    dieWithParent();
    close(Pipe[0]);
    MILPResult R = Solve(M, Sub);
    _exit(writeResult(Pipe[1], R) ? 0 : 1);
  }
  close(Pipe[1]);
  // The child keeps the limit itself when it can; the parent allows it a
  // little more for a clean stop (which keeps an incumbent), then kills it.
  Deadline Limit = Opts.TimeLimit > 0
                       ? Deadline::after(Opts.TimeLimit + 0.1, Start)
                       : Deadline();
  std::string Bytes;
  bool Killed = false;
  char Buf[65536];
  while (true) {
    if (interruptRequested() || (Opts.Cancel && Opts.Cancel->cancelled()) ||
        Limit.expired()) {
      kill(Child, SIGKILL);
      Killed = true;
      break;
    }
    pollfd P{Pipe[0], POLLIN, 0};
    if (poll(&P, 1, 10) <= 0)
      continue;
    ssize_t N = read(Pipe[0], Buf, sizeof Buf);
    if (N <= 0)
      break; // EOF: the child is done (or died).
    Bytes.append(Buf, size_t(N));
  }
  close(Pipe[0]);
  waitpid(Child, nullptr, 0);
  MILPResult R;
  if (!Killed) {
    if (std::optional<MILPResult> C = decodeResult(Bytes))
      R = std::move(*C);
  } else {
    R.Status = SolveStatus::Timeout;
  }
  return Done(R);
}
