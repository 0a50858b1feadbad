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
/// §2.2 lists what each proves). Both run in forked child processes
/// (ChildProcess.h), because neither an lp_solve solve nor a Z3 check can
/// be stopped promptly from another thread but a process can be killed:
/// at the deadline, on a cancellation or interrupt, or when the other
/// answers first. Each child sends its result over a pipe.
///
//===----------------------------------------------------------------------===//

#include "ChildProcess.h"

#include "twill/Twill/MILP.h"

#include <chrono>
#include <thread>

using namespace twill;

namespace {
bool decisive(SolveStatus S) {
  return S == SolveStatus::Optimal || S == SolveStatus::Infeasible ||
         S == SolveStatus::Feasible;
}
} // namespace

MILPResult twill::solveMILPPortfolio(const MILP &M, const MILPOptions &Opts) {
  auto Start = std::chrono::steady_clock::now();
  // Each solver in its own child process: lp_solve cannot be stopped from
  // another thread, and Z3's own timeout and interrupt are soft (a check
  // ran 5 s past a 20 s limit on HatScheT aes loops), but a process can be
  // killed. The first decisive answer stops the other.
  Cancellation StopLp, StopZ3;
  MILPResult Lp;
  std::thread LpThread([&] {
    Lp = detail::solveInChild(M, Opts, solveMILPWithLpSolve, &StopLp);
    if (decisive(Lp.Status))
      StopZ3.cancel();
  });
  MILPResult Z = detail::solveInChild(M, Opts, solveMILPWithZ3, &StopZ3);
  if (decisive(Z.Status))
    StopLp.cancel();
  LpThread.join();

  // Z3's answer when decisive (it was preferred before either ran in a
  // child), else lp_solve's, else the more telling of the two failures.
  MILPResult R;
  if (decisive(Z.Status))
    R = std::move(Z);
  else if (decisive(Lp.Status))
    R = std::move(Lp);
  else
    R = Z.Status == SolveStatus::Error ? std::move(Lp) : std::move(Z);
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return R;
}
