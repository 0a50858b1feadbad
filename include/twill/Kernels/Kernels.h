//===- Kernels.h - Built-in GPU kernel loop graphs --------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The built-in kernels: loop dependence graphs of tensor-core kernels
/// (FlashAttention, GEMM mainloops) whose costs are derived from a machine
/// description's throughputs and the tile sizes, never typed in by hand.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_KERNELS_KERNELS_H
#define TWILL_KERNELS_KERNELS_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace twill {

/// A built-in kernel and how its costs are derived.
struct KernelInfo {
  std::string Name;
  /// The machine its costs come from ("hopper" or "blackwell").
  std::string Machine;
  std::string Description;
  /// How the cycle counts follow from the machine figures and tile sizes.
  std::string Derivation;
};

/// All built-in kernels, in a stable order.
std::vector<KernelInfo> listKernels();

/// Variations of the built-in kernels, for the paper's ablations.
struct KernelOptions {
  /// Q sub-tiles of the FlashAttention forward kernels (2: the default;
  /// 1: no sub-tiling).
  unsigned SubTiles = 2;
  /// Warps the CTA offers (0: the default of 16).
  unsigned Warps = 0;
  /// Forbid cross-warp communication: values held in registers may not
  /// cross warps (shared-memory hand-offs from TMA loads still may).
  bool NoCrossWarpCommunication = false;
};

/// Builds kernel \p Name. \p MachineOverride, when non-empty, takes the
/// costs from that machine instead of the kernel's own.
llvm::Expected<Problem> buildKernel(llvm::StringRef Name,
                                    llvm::StringRef MachineOverride = "",
                                    const KernelOptions &Opts = {});

} // namespace twill

#endif // TWILL_KERNELS_KERNELS_H
