//===- Run.h - plain and plugin builds of a kernel on the device -*- C++
//-*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One kernel on the device: both builds get identical buffers (filled on
/// the host from the manifest's patterns), run once, and their buffers are
/// compared byte for byte; then, after warm-up launches, each build is timed
/// with CUDA events around single launches, the builds interleaved (plain
/// first on even repetitions, plugin first on odd ones) so that clock and
/// thermal drift fall on both alike; the result is the median per build.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GPU_RUNNER_RUN_H
#define TWILL_GPU_RUNNER_RUN_H

#include "BuildFiles.h"
#include "Driver.h"
#include "Manifest.h"

#include <string>
#include <vector>

namespace twill {
namespace gpu {

/// Repetition and time settings.
struct RunOptions {
  unsigned Reps = 21;    ///< timed launches per build, at most
  unsigned MinReps = 20; ///< fewer than this fit the budget: not timed
  unsigned Warmup = 3;   ///< untimed-for-the-result launches per build
};

/// What happened to a kernel.
enum class Status {
  Ok,         ///< identical outputs, timed
  Unchecked,  ///< timed; outputs not compared (`check none`)
  Mismatch,   ///< the builds' outputs differ
  OverBudget, ///< checked, but MinReps launches do not fit its time budget
  CudaError,  ///< a driver call failed, or the kernel's process died or hung
  NotRun,     ///< no time was left for it
};
const char *statusName(Status S);

/// The result of one kernel.
struct KernelResult {
  std::string Name;
  Status St = Status::Ok;
  std::string Detail;       ///< the mismatch, error or budget message
  int Regs[2] = {0, 0};     ///< registers per thread, plain and plugin
  int Local[2] = {0, 0};    ///< local memory bytes per thread
  std::string Loaded[2];    ///< "cubin" or "ptx-jit (...)"
  std::vector<float> Ms[2]; ///< timed launches, milliseconds
  double WallS = 0;         ///< wall time spent on the kernel

  bool timed() const { return !Ms[0].empty() && !Ms[1].empty(); }
  double median(int B) const;
};

/// Fills \p Out (Count * element bytes) with \p A's initial pattern.
void fillBuffer(const ArgSpec &A, std::vector<unsigned char> &Out);

/// Runs \p K on \p D within \p BudgetS seconds of timing.
KernelResult runKernel(const Driver &D, const KernelSpec &K,
                       const BuildFiles Files[2], const RunOptions &Opt,
                       double BudgetS);

} // namespace gpu
} // namespace twill

#endif // TWILL_GPU_RUNNER_RUN_H
