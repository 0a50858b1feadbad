//===- Workers.h - A tiny persistent fork-join pool for GauS ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// GauS runs thousands of short parallel loops per solve, so spawning a
/// thread per loop would cost more than the loop. This pool keeps
/// Threads - 1 workers asleep on a condition variable (no spinning: the
/// machine is shared) and splits [0, N) into one contiguous chunk per
/// thread; the caller runs chunk 0. Private to lib/GauS.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_GAUS_WORKERS_H
#define TWILL_LIB_GAUS_WORKERS_H

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace twill {

class GauSWorkers {
public:
  using Body = std::function<void(unsigned Tid, size_t Begin, size_t End)>;

  explicit GauSWorkers(unsigned Threads) : NumThreads(Threads ? Threads : 1) {
    for (unsigned T = 1; T < NumThreads; ++T)
      Pool.emplace_back([this, T] { workerLoop(T); });
  }
  ~GauSWorkers() {
    {
      std::lock_guard<std::mutex> L(M);
      Quit = true;
      ++Generation;
    }
    Wake.notify_all();
    for (std::thread &T : Pool)
      T.join();
  }

  unsigned threads() const { return NumThreads; }

  /// Runs Fn(tid, begin, end) over a split of [0, N) and waits for all.
  void parallelFor(size_t N, const Body &Fn) {
    if (NumThreads == 1 || N < 2 * NumThreads) {
      Fn(0, 0, N);
      return;
    }
    {
      std::lock_guard<std::mutex> L(M);
      Job = &Fn;
      JobN = N;
      Pending = NumThreads - 1;
      ++Generation;
    }
    Wake.notify_all();
    Fn(0, 0, chunkEnd(0, N));
    std::unique_lock<std::mutex> L(M);
    Done.wait(L, [this] { return Pending == 0; });
    Job = nullptr;
  }

private:
  size_t chunkEnd(unsigned T, size_t N) const {
    return N * (T + 1) / NumThreads;
  }

  void workerLoop(unsigned T) {
    unsigned long Seen = 0;
    for (;;) {
      const Body *Fn;
      size_t N;
      {
        std::unique_lock<std::mutex> L(M);
        Wake.wait(L, [&] { return Generation != Seen; });
        Seen = Generation;
        if (Quit)
          return;
        Fn = Job;
        N = JobN;
      }
      (*Fn)(T, N * T / NumThreads, chunkEnd(T, N));
      {
        std::lock_guard<std::mutex> L(M);
        if (--Pending == 0)
          Done.notify_one();
      }
    }
  }

  unsigned NumThreads;
  std::vector<std::thread> Pool;
  std::mutex M;
  std::condition_variable Wake, Done;
  const Body *Job = nullptr;
  size_t JobN = 0;
  unsigned Pending = 0;
  unsigned long Generation = 0;
  bool Quit = false;
};

} // namespace twill

#endif // TWILL_LIB_GAUS_WORKERS_H
