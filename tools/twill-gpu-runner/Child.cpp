//===- Child.cpp - one kernel per child process ---------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Child.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <poll.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace twill {
namespace gpu {

namespace {

/// One line per field; free text (names, details) runs to the end of its
/// line, with newlines replaced by spaces.
std::string oneLine(std::string S) {
  for (char &C : S)
    if (C == '\n' || C == '\r')
      C = ' ';
  return S;
}

std::string serialize(const Driver &D, const KernelResult &R) {
  std::ostringstream O;
  O.precision(9);
  O << "device " << D.Major << " " << D.Minor << " " << D.SMs << " "
    << D.DriverVersion << " " << oneLine(D.DeviceName) << "\n"
    << "status " << int(R.St) << "\n"
    << "regs " << R.Regs[0] << " " << R.Regs[1] << " " << R.Local[0] << " "
    << R.Local[1] << "\n"
    << "wall " << R.WallS << "\n";
  for (int B = 0; B < 2; ++B) {
    O << "loaded" << B << " " << oneLine(R.Loaded[B]) << "\n"
      << "ms" << B;
    for (float M : R.Ms[B])
      O << " " << M;
    O << "\n";
  }
  O << "detail " << oneLine(R.Detail) << "\n";
  return O.str();
}

std::string restOf(std::istringstream &S) {
  std::string Rest;
  std::getline(S, Rest);
  return Rest.empty() ? Rest : Rest.substr(1);
}

bool deserialize(const std::string &Text, KernelResult &R, DeviceInfo &Dev) {
  std::istringstream In(Text);
  int Fields = 0;
  for (std::string Line; std::getline(In, Line); ++Fields) {
    std::istringstream S(Line);
    std::string Key;
    S >> Key;
    int St = 0;
    if (Key == "device" &&
        (S >> Dev.Major >> Dev.Minor >> Dev.SMs >> Dev.DriverVersion))
      Dev.Name = restOf(S);
    else if (Key == "status" && (S >> St) && St >= 0 &&
             St <= int(Status::NotRun))
      R.St = Status(St);
    else if (Key == "regs" &&
             (S >> R.Regs[0] >> R.Regs[1] >> R.Local[0] >> R.Local[1]))
      continue;
    else if (Key == "wall" && (S >> R.WallS))
      continue;
    else if (Key == "loaded0" || Key == "loaded1")
      R.Loaded[Key[6] - '0'] = restOf(S);
    else if (Key == "ms0" || Key == "ms1")
      for (float M; S >> M;)
        R.Ms[Key[2] - '0'].push_back(M);
    else if (Key == "detail")
      R.Detail = restOf(S);
    else
      return false;
  }
  return Fields == 9;
}

void writeAll(int Fd, const std::string &S) {
  size_t Done = 0;
  while (Done < S.size()) {
    ssize_t N = write(Fd, S.data() + Done, S.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return;
    Done += size_t(N);
  }
}

[[noreturn]] void child(int Fd, const std::string &Lib, const KernelSpec &K,
                        const BuildFiles Files[2], const RunOptions &Opt,
                        double BudgetS) {
  Driver D;
  std::string Why;
  if (!openDriver(Lib, D, Why)) {
    writeAll(Fd, "nodevice " + oneLine(Why) + "\n");
    _exit(ExitNoDevice);
  }
  KernelResult R = runKernel(D, K, Files, Opt, BudgetS);
  writeAll(Fd, serialize(D, R));
  _exit(ExitOk);
}

/// Reads \p Fd to its end or the deadline; false at the deadline.
bool readUntil(int Fd, double DeadlineS, std::string &Out) {
  auto End = std::chrono::steady_clock::now() +
             std::chrono::milliseconds(long(DeadlineS * 1000));
  char Buf[4096];
  for (;;) {
    auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    End - std::chrono::steady_clock::now())
                    .count();
    if (Left <= 0)
      return false;
    pollfd P{Fd, POLLIN, 0};
    int Ready = poll(&P, 1, int(std::min<long long>(Left, 1000)));
    if (Ready < 0 && errno != EINTR)
      return true;
    if (Ready <= 0)
      continue;
    ssize_t N = read(Fd, Buf, sizeof Buf);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return true;
    Out.append(Buf, size_t(N));
  }
}

} // namespace

ChildEnd runInChild(const std::string &Lib, const KernelSpec &K,
                    const BuildFiles Files[2], const RunOptions &Opt,
                    double BudgetS, double DeadlineS, KernelResult &R,
                    DeviceInfo &Dev, std::string &Why) {
  R = KernelResult();
  R.Name = K.Name;
  R.St = Status::CudaError;
  int Fds[2];
  std::fflush(stdout);
  std::fflush(stderr);
  if (pipe(Fds) != 0) {
    Why = R.Detail = "pipe() failed";
    return ChildEnd::Failed;
  }
  pid_t Pid = fork();
  if (Pid == 0) {
    close(Fds[0]);
    child(Fds[1], Lib, K, Files, Opt, BudgetS);
  }
  close(Fds[1]);
  if (Pid < 0) {
    close(Fds[0]);
    Why = R.Detail = "fork() failed";
    return ChildEnd::Failed;
  }
  std::string Text;
  bool InTime = readUntil(Fds[0], DeadlineS, Text);
  close(Fds[0]);
  if (!InTime)
    kill(Pid, SIGKILL);
  int WStatus = 0;
  while (waitpid(Pid, &WStatus, 0) < 0 && errno == EINTR)
    ;
  if (!InTime) {
    Why = R.Detail = "killed after " + std::to_string(std::lround(DeadlineS)) +
                     " s without a result (a hang?)";
    return ChildEnd::Failed;
  }
  if (Text.compare(0, 9, "nodevice ") == 0) {
    Why = Text.substr(9, Text.find('\n') - 9);
    return ChildEnd::NoDevice;
  }
  KernelResult Got;
  Got.Name = K.Name;
  if (WIFEXITED(WStatus) && WEXITSTATUS(WStatus) == 0 &&
      deserialize(Text, Got, Dev)) {
    R = Got;
    return ChildEnd::Result;
  }
  Why = R.Detail = WIFSIGNALED(WStatus)
                       ? "the child running it died of signal " +
                             std::to_string(WTERMSIG(WStatus))
                       : "the child running it ended without a result";
  return ChildEnd::Failed;
}

} // namespace gpu
} // namespace twill
