//===- Cancellation.cpp - Stop a running solve from another thread --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Twill/Cancellation.h"

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
