//===- Cancellation.h - Stop a running solve from another thread -*- C++
//-*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A token that lets one thread stop a solve running in another: the MILP
/// portfolio interrupts Z3 when lp_solve answers first, and Algorithm 1
/// interrupts speculative Phase 2 queries whose answer is no longer needed.
/// A solver that supports it installs a hook (e.g. z3::context::interrupt)
/// for as long as it runs.
///
/// The process-wide interrupt (requestInterrupt(), which the twill driver
/// calls on SIGINT or SIGTERM) reaches every solve at once: it runs the hook
/// of every live CancellationHook, whether or not its token is null, and
/// the MILP backends treat it like a passed deadline.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_CANCELLATION_H
#define TWILL_TWILL_CANCELLATION_H

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace twill {

class Cancellation {
public:
  /// Installs what cancel() calls; runs it at once if already cancelled.
  void setHook(std::function<void()> Hook);
  void clearHook();
  void cancel();
  bool cancelled();

private:
  std::mutex Lock;
  std::function<void()> Hook;
  bool Cancelled = false;
};

/// Marks the process as interrupted and runs the hook of every live
/// CancellationHook. Idempotent; callable from any thread (not from a
/// signal handler: the driver calls it from a thread that waits for the
/// signal).
void requestInterrupt();
/// Whether requestInterrupt() was called.
bool interruptRequested();

/// Calls a hook (e.g. z3::context::interrupt) once a time point passes,
/// and every 10 ms after, until destroyed. Z3's own `timeout` is soft: a
/// check may run on past it (issue 13: 0.5 s on `modulo` aes/graph4 at a
/// 1 s limit); the watch stops it at the deadline wherever Z3 looks for
/// interrupts.
class DeadlineWatch {
public:
  DeadlineWatch(std::chrono::steady_clock::time_point At,
                std::function<void()> Hook);
  ~DeadlineWatch();
  DeadlineWatch(const DeadlineWatch &) = delete;
  DeadlineWatch &operator=(const DeadlineWatch &) = delete;

private:
  std::mutex Lock;
  std::condition_variable Wake;
  bool Done = false;
  std::thread Watcher;
};

/// Installs a hook on a (possibly null) token for the lifetime of a scope;
/// the hook also runs on the process-wide interrupt.
class CancellationHook {
public:
  CancellationHook(Cancellation *C, std::function<void()> Hook);
  ~CancellationHook();
  CancellationHook(const CancellationHook &) = delete;
  CancellationHook &operator=(const CancellationHook &) = delete;

private:
  Cancellation *C;
};

} // namespace twill

#endif // TWILL_TWILL_CANCELLATION_H
