//===- Deadline.h - A point in time that long loops look at -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A deadline for loops that can run long outside any solver (longest
/// paths on large cyclic graphs, building exact programs): they ask
/// passed() every few thousand steps and stop with what they have. The
/// default deadline never passes. An optional stop predicate (the twill
/// driver's interrupt, Cancellation.h) counts as a passed deadline.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_ANALYSIS_DEADLINE_H
#define TWILL_ANALYSIS_DEADLINE_H

#include <chrono>
#include <optional>

namespace twill {

class Deadline {
public:
  using Clock = std::chrono::steady_clock;

  /// Never passes.
  Deadline() = default;
  /// Passes at \p At.
  explicit Deadline(Clock::time_point At, bool (*Stop)() = nullptr)
      : At(At), Stop(Stop) {}
  /// \p Seconds from now; none when \p Seconds <= 0 (only \p Stop then).
  static Deadline in(double Seconds, bool (*Stop)() = nullptr) {
    Deadline D;
    if (Seconds > 0)
      D.At = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(Seconds));
    D.Stop = Stop;
    return D;
  }

  /// True once the time is up or the stop predicate holds.
  bool passed() const {
    return (At && Clock::now() >= *At) || (Stop && Stop());
  }

  /// Calls passed() only every \p Every calls of this on one counter: a
  /// cheap check for inner loops.
  bool passedEvery(unsigned &Counter, unsigned Every = 4096) const {
    if (++Counter < Every)
      return false;
    Counter = 0;
    return passed();
  }

private:
  std::optional<Clock::time_point> At;
  bool (*Stop)() = nullptr;
};

} // namespace twill

#endif // TWILL_ANALYSIS_DEADLINE_H
