//===- Stopwatch.h - Wall and CPU time against a limit ----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A stopwatch started against a time limit: the clock that the compiler's
/// recipe (twill/Scheduler/Scheduler.h) and the plugin use as a safety net,
/// and the CPU time of the calling thread, which machine load does not
/// inflate (for reports and benchmarks, never for a decision).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_STOPWATCH_H
#define TWILL_MODEL_STOPWATCH_H

#include <chrono>

namespace twill {

/// A stopwatch against a limit in seconds.
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

  /// CPU seconds the calling thread has used (0 where the clock is
  /// unavailable).
  static double threadCPUSeconds();

private:
  std::chrono::steady_clock::time_point Start;
  double Limit;
  double CPUStart = threadCPUSeconds();
};

} // namespace twill

#endif // TWILL_MODEL_STOPWATCH_H
