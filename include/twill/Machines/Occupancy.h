//===- Occupancy.h - CUDA occupancy of a kernel on one SM -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How many CTAs (and so warps) of a kernel one SM holds at once, by the
/// CUDA occupancy rules: registers are allocated per warp in units of
/// MachineDescription::RegisterAllocationUnit and split evenly over the
/// SM's sub-partitions (one per warp scheduler), shared memory per CTA in
/// units of SharedMemoryAllocationUnit plus a reserve the driver keeps, and
/// the SM holds at most MaxWarpsPerSM warps and MaxBlocksPerSM CTAs. The
/// rules follow NVIDIA's occupancy calculator header (cuda_occupancy.h,
/// CUDA 13.0: cudaOccMaxBlocksPerSMRegsLimit, cudaOccMaxBlocksPerSMSmemLimit,
/// cudaOccMaxBlocksPerSMWarpsLimit); every figure comes from machines/*.td.
///
/// Both the plugin's cost model (which S and U a loop can afford) and the
/// SASS report (`twill sass`) use this one implementation.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MACHINES_OCCUPANCY_H
#define TWILL_MACHINES_OCCUPANCY_H

#include "twill/Machines/MachineDescription.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace twill {

/// What a kernel asks of one SM per CTA.
struct KernelResources {
  /// Registers per thread, as ptxas allocates them (ptxas -v "Used N
  /// registers"), or as a model estimates them.
  unsigned RegistersPerThread = 0;
  /// Threads per CTA (the launch's block size).
  unsigned ThreadsPerBlock = 0;
  /// Static plus dynamic shared memory per CTA, in bytes.
  uint64_t SharedBytesPerBlock = 0;
};

/// The resource that bounds the number of resident CTAs.
enum class OccupancyLimiter {
  Warps,        ///< MaxWarpsPerSM over the CTA's warps.
  Blocks,       ///< MaxBlocksPerSM.
  Registers,    ///< the register file.
  SharedMemory, ///< the shared-memory carve-out.
  Unlaunchable, ///< not even one CTA fits (Reason says why).
};

/// The occupancy of one kernel on one SM.
struct Occupancy {
  unsigned BlocksPerSM = 0;
  unsigned WarpsPerSM = 0;
  /// Resident CTAs each rule allows on its own.
  unsigned BlocksByWarps = 0, BlocksByBlockLimit = 0, BlocksByRegisters = 0,
           BlocksBySharedMemory = 0;
  OccupancyLimiter Limiter = OccupancyLimiter::Unlaunchable;
  /// Registers allocated to one warp (per-thread count x 32, rounded up).
  unsigned RegistersPerWarp = 0;
  /// Shared memory allocated to one CTA, reserve included.
  uint64_t SharedBytesAllocatedPerBlock = 0;
  /// The smallest carve-out (KB) that holds BlocksPerSM CTAs' shared memory.
  unsigned CarveoutKB = 0;
  /// Why no CTA fits, when Limiter is Unlaunchable.
  std::string Reason;

  /// Resident warps over MaxWarpsPerSM, in [0, 1].
  double fraction(const MachineDescription &MD) const {
    return MD.MaxWarpsPerSM ? double(WarpsPerSM) / MD.MaxWarpsPerSM : 0.0;
  }
};

/// The stable name of \p L ("warps", "blocks", "registers", "shared-memory",
/// "unlaunchable").
llvm::StringRef occupancyLimiterName(OccupancyLimiter L);

/// The occupancy of a kernel with resources \p K on one SM of \p MD.
Occupancy computeOccupancy(const MachineDescription &MD,
                           const KernelResources &K);

/// The most registers per thread (at most MD.MaxRegistersPerThread) with
/// which a kernel of \p ThreadsPerBlock threads and \p SharedBytesPerBlock
/// bytes still keeps \p Blocks CTAs per SM; 0 when no count does.
unsigned maxRegistersForBlocks(const MachineDescription &MD,
                               unsigned ThreadsPerBlock,
                               uint64_t SharedBytesPerBlock, unsigned Blocks);

} // namespace twill

#endif // TWILL_MACHINES_OCCUPANCY_H
