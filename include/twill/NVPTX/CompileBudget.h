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

#include <chrono>

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

/// A stopwatch against a limit.
class Stopwatch {
public:
  explicit Stopwatch(double Limit)
      : Start(std::chrono::steady_clock::now()), Limit(Limit) {}
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  }
  /// Seconds left, at least a millisecond so that solvers still start.
  double left() const {
    double L = Limit - elapsed();
    return L > 1e-3 ? L : 1e-3;
  }
  bool expired() const { return elapsed() >= Limit; }
  double limit() const { return Limit; }
  /// CPU seconds this thread has spent since the stopwatch started: the
  /// solver's own cost, which machine load does not inflate (for remarks
  /// and the benchmark, never for a decision).
  double cpuElapsed() const { return threadCPUSeconds() - CPUStart; }

  /// CPU seconds the calling thread has used.
  static double threadCPUSeconds();

private:
  std::chrono::steady_clock::time_point Start;
  double Limit;
  double CPUStart = threadCPUSeconds();
};

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_COMPILEBUDGET_H
