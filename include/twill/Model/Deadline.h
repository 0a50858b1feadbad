//===- Deadline.h - A point in time after which work stops ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A time limit as the solvers thread it through their calls: one value that
/// is either "no limit" or a steady-clock instant, in place of a
/// (time point, has-deadline) pair.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_DEADLINE_H
#define TWILL_MODEL_DEADLINE_H

#include <chrono>
#include <optional>

namespace twill {

/// Either no limit, or the steady-clock instant at which work should stop.
class Deadline {
public:
  using Clock = std::chrono::steady_clock;

  /// No limit.
  Deadline() = default;
  /// Passes at \p At, or earlier once \p Stop returns true (an interrupt).
  explicit Deadline(Clock::time_point At, bool (*Stop)() = nullptr)
      : At(At), Stop(Stop) {}
  /// \p Seconds from now; none when \p Seconds <= 0 (only \p Stop then).
  static Deadline in(double Seconds, bool (*Stop)() = nullptr) {
    Deadline D = after(Seconds);
    D.Stop = Stop;
    return D;
  }
  /// A copy that also passes once \p Stop returns true.
  Deadline orWhen(bool (*StopWhen)()) const {
    Deadline D = *this;
    D.Stop = StopWhen;
    return D;
  }
  /// True once the time is up or the stop predicate holds: what loops that
  /// can run long (longest paths, program building) check.
  bool passed() const { return expired() || (Stop && Stop()); }
  /// Calls passed() only every \p Every calls on one counter: a cheap
  /// check for inner loops.
  bool passedEvery(unsigned &Counter, unsigned Every = 4096) const {
    if (++Counter < Every)
      return false;
    Counter = 0;
    return passed();
  }

  /// \p Seconds after \p Start; no limit when \p Seconds is not positive
  /// (the solvers' convention for a time limit of 0).
  static Deadline after(double Seconds,
                        Clock::time_point Start = Clock::now()) {
    Deadline D;
    if (Seconds > 0)
      D.At = Start + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(Seconds));
    return D;
  }

  /// True when there is a limit.
  bool isSet() const { return At.has_value(); }
  explicit operator bool() const { return isSet(); }

  /// True when there is a limit and \p Now is at or past it.
  bool expired(Clock::time_point Now = Clock::now()) const {
    return At && Now >= *At;
  }

  /// Seconds from \p Now to the limit: negative once it has passed.
  /// Only meaningful when isSet().
  double secondsLeft(Clock::time_point Now = Clock::now()) const {
    return At ? std::chrono::duration<double>(*At - Now).count() : 0.0;
  }

  /// The instant of the limit. Only meaningful when isSet().
  Clock::time_point time() const { return At.value_or(Clock::time_point()); }

private:
  std::optional<Clock::time_point> At;
  bool (*Stop)() = nullptr;
};

} // namespace twill

#endif // TWILL_MODEL_DEADLINE_H
