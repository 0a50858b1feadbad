//===- Child.h - one kernel per child process ------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each kernel runs in a child process of its own (fork before the parent
/// touches the driver): a kernel that faults (an illegal address leaves the
/// CUDA context unusable) or hangs costs only its own row of the table. The
/// child opens the driver, runs the kernel and sends its result back over a
/// pipe as text; the parent kills it (SIGKILL, by its pid) if no result has
/// come by the deadline.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GPU_RUNNER_CHILD_H
#define TWILL_GPU_RUNNER_CHILD_H

#include "Run.h"

#include <string>

namespace twill {
namespace gpu {

/// The device, as the child that ran a kernel saw it.
struct DeviceInfo {
  std::string Name;
  int Major = 0, Minor = 0, SMs = 0, DriverVersion = 0;
};

/// How a child ended.
enum class ChildEnd {
  Result,   ///< it sent a result
  NoDevice, ///< it found no driver or no device (\p Why says which)
  Failed,   ///< it died, was killed at the deadline, or sent garbage
};

/// Runs \p K in a child process with driver library \p Lib, within
/// \p BudgetS seconds of timing, killed after \p DeadlineS seconds.
ChildEnd runInChild(const std::string &Lib, const KernelSpec &K,
                    const BuildFiles Files[2], const RunOptions &Opt,
                    double BudgetS, double DeadlineS, KernelResult &R,
                    DeviceInfo &Dev, std::string &Why);

} // namespace gpu
} // namespace twill

#endif // TWILL_GPU_RUNNER_CHILD_H
