//===- Cancellation.cpp - Stop a running solve from another thread --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Twill/Cancellation.h"

#include <atomic>
#include <map>

using namespace twill;

void Cancellation::setHook(std::function<void()> H) {
  std::lock_guard<std::mutex> G(Lock);
  Hook = std::move(H);
  if (Cancelled && Hook)
    Hook();
}

void Cancellation::clearHook() {
  std::lock_guard<std::mutex> G(Lock);
  Hook = nullptr;
}

void Cancellation::cancel() {
  std::lock_guard<std::mutex> G(Lock);
  Cancelled = true;
  if (Hook)
    Hook();
}

bool Cancellation::cancelled() {
  std::lock_guard<std::mutex> G(Lock);
  return Cancelled;
}

namespace {
/// The hooks of the live CancellationHooks, for the process-wide interrupt.
struct InterruptRegistry {
  std::mutex Lock;
  std::map<const CancellationHook *, std::function<void()>> Hooks;
  std::atomic<bool> Interrupted{false};
};

InterruptRegistry &registry() {
  static InterruptRegistry *R = new InterruptRegistry(); // Never destroyed:
  return *R; // hooks may outlive static destruction in detached threads.
}
} // namespace

void twill::requestInterrupt() {
  InterruptRegistry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  R.Interrupted = true;
  for (auto &[Owner, Hook] : R.Hooks)
    Hook();
}

bool twill::interruptRequested() { return registry().Interrupted.load(); }

CancellationHook::CancellationHook(Cancellation *C, std::function<void()> Hook)
    : C(C) {
  {
    InterruptRegistry &R = registry();
    std::lock_guard<std::mutex> G(R.Lock);
    R.Hooks[this] = Hook;
    if (R.Interrupted)
      Hook();
  }
  if (C)
    C->setHook(std::move(Hook));
}

CancellationHook::~CancellationHook() {
  if (C)
    C->clearHook();
  InterruptRegistry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  R.Hooks.erase(this);
}

DeadlineWatch::DeadlineWatch(std::chrono::steady_clock::time_point At,
                             std::function<void()> Hook) {
  Watcher = std::thread([this, At, Hook = std::move(Hook)] {
    std::unique_lock<std::mutex> G(Lock);
    if (Wake.wait_until(G, At, [this] { return Done; }))
      return;
    while (!Done) {
      Hook();
      Wake.wait_for(G, std::chrono::milliseconds(10), [this] { return Done; });
    }
  });
}

DeadlineWatch::~DeadlineWatch() {
  {
    std::lock_guard<std::mutex> G(Lock);
    Done = true;
  }
  Wake.notify_all();
  Watcher.join();
}
