//===- Occupancy.cpp - CUDA occupancy of a kernel on one SM ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// The rules of cuda_occupancy.h (CUDA 13.0) for compute capability 9.x and
// 10.0, with every figure read from the machine description. Partitioned
// global caching (a pre-Volta mode) and the block-barrier limit (16 named
// barriers per CTA, never binding for the one barrier CUDA code uses) are
// not modelled.
//
//===----------------------------------------------------------------------===//

#include "twill/Machines/Occupancy.h"

#include "twill/Model/EnumNames.h"

#include <algorithm>
#include <limits>

using namespace twill;
using llvm::StringRef;

namespace {

uint64_t roundUp(uint64_t X, uint64_t Unit) {
  return Unit ? (X + Unit - 1) / Unit * Unit : X;
}

uint64_t divideRoundUp(uint64_t X, uint64_t D) { return D ? (X + D - 1) / D : 0; }

constexpr unsigned Unlimited = std::numeric_limits<unsigned>::max();

/// cudaOccMaxBlocksPerSMRegsLimit: registers go to warps in allocation
/// units, and each sub-partition (warp scheduler) holds its own quarter of
/// the file, so only whole warps fit in each.
unsigned blocksByRegisters(const MachineDescription &MD,
                           const KernelResources &K, Occupancy &O,
                           unsigned WarpsPerBlock) {
  O.RegistersPerWarp = static_cast<unsigned>(
      roundUp(uint64_t(K.RegistersPerThread) * MD.ThreadsPerWarp,
              MD.RegisterAllocationUnit));
  if (O.RegistersPerWarp == 0)
    return Unlimited;
  unsigned SubPartitions = std::max(1u, MD.SchedulersPerSM);
  // The hardware's per-CTA check assumes warps on every sub-partition.
  uint64_t Assumed = uint64_t(O.RegistersPerWarp) *
                     roundUp(WarpsPerBlock, SubPartitions);
  if (K.RegistersPerThread > MD.MaxRegistersPerThread ||
      Assumed > MD.MaxRegistersPerBlock) {
    O.Reason = "needs " + std::to_string(Assumed) +
               " registers per CTA, more than " +
               std::to_string(MD.MaxRegistersPerBlock);
    return 0;
  }
  unsigned PerSubPartition =
      (MD.RegistersPerSM / SubPartitions) / O.RegistersPerWarp;
  return PerSubPartition * SubPartitions / WarpsPerBlock;
}

/// cudaOccMaxBlocksPerSMSmemLimit at the default carve-out preference (the
/// largest): the CTA's bytes plus the driver's reserve, in allocation units.
unsigned blocksBySharedMemory(const MachineDescription &MD,
                              const KernelResources &K, Occupancy &O) {
  uint64_t Bytes = K.SharedBytesPerBlock + MD.SharedMemoryReservedPerBlock;
  O.SharedBytesAllocatedPerBlock = roundUp(Bytes, MD.SharedMemoryAllocationUnit);
  if (K.SharedBytesPerBlock > MD.MaxSharedMemoryPerBlock) {
    O.Reason = "needs " + std::to_string(K.SharedBytesPerBlock) +
               " bytes of shared memory per CTA, more than " +
               std::to_string(MD.MaxSharedMemoryPerBlock);
    return 0;
  }
  if (O.SharedBytesAllocatedPerBlock == 0)
    return Unlimited;
  return static_cast<unsigned>(MD.SharedMemoryPerSM /
                               O.SharedBytesAllocatedPerBlock);
}

/// The smallest carve-out holding \p Blocks CTAs' shared memory.
unsigned carveoutFor(const MachineDescription &MD, uint64_t Bytes) {
  for (unsigned KB : MD.SharedMemoryCarveoutsKB)
    if (uint64_t(KB) * 1024 >= Bytes)
      return KB;
  return MD.SharedMemoryPerSM / 1024;
}

} // namespace

StringRef twill::occupancyLimiterName(OccupancyLimiter L) {
  static const char *const Names[] = {"warps", "blocks", "registers",
                                      "shared-memory", "unlaunchable"};
  return enumName(Names, L);
}

Occupancy twill::computeOccupancy(const MachineDescription &MD,
                                  const KernelResources &K) {
  Occupancy O;
  unsigned MaxThreads = MD.MaxWarpsPerCTA * MD.ThreadsPerWarp;
  if (K.ThreadsPerBlock == 0 || K.ThreadsPerBlock > MaxThreads) {
    O.Reason = "a CTA of " + std::to_string(K.ThreadsPerBlock) +
               " threads (1.." + std::to_string(MaxThreads) + " allowed)";
    return O;
  }
  unsigned WarpsPerBlock =
      static_cast<unsigned>(divideRoundUp(K.ThreadsPerBlock, MD.ThreadsPerWarp));
  O.BlocksByWarps = MD.MaxWarpsPerSM / WarpsPerBlock;
  O.BlocksByBlockLimit = MD.MaxBlocksPerSM;
  O.BlocksByRegisters = blocksByRegisters(MD, K, O, WarpsPerBlock);
  O.BlocksBySharedMemory = blocksBySharedMemory(MD, K, O);
  // Ties name the first rule in this order, the one a kernel author can
  // least change: the block size, then registers, then shared memory.
  const std::pair<unsigned, OccupancyLimiter> Rules[] = {
      {O.BlocksByWarps, OccupancyLimiter::Warps},
      {O.BlocksByBlockLimit, OccupancyLimiter::Blocks},
      {O.BlocksByRegisters, OccupancyLimiter::Registers},
      {O.BlocksBySharedMemory, OccupancyLimiter::SharedMemory}};
  auto Min = std::min_element(
      std::begin(Rules), std::end(Rules),
      [](const auto &A, const auto &B) { return A.first < B.first; });
  O.BlocksPerSM = Min->first;
  if (O.BlocksPerSM == 0) {
    O.Limiter = OccupancyLimiter::Unlaunchable;
    return O;
  }
  O.Limiter = Min->second;
  O.Reason.clear();
  O.WarpsPerSM = O.BlocksPerSM * WarpsPerBlock;
  O.CarveoutKB =
      K.SharedBytesPerBlock == 0
          ? carveoutFor(MD, 0)
          : carveoutFor(MD, O.SharedBytesAllocatedPerBlock * O.BlocksPerSM);
  return O;
}

unsigned twill::maxRegistersForBlocks(const MachineDescription &MD,
                                      unsigned ThreadsPerBlock,
                                      uint64_t SharedBytesPerBlock,
                                      unsigned Blocks) {
  // Occupancy falls monotonically with registers: the largest count that
  // keeps Blocks CTAs, by bisection over [1, MaxRegistersPerThread].
  auto Keeps = [&](unsigned Regs) {
    return computeOccupancy(MD, {Regs, ThreadsPerBlock, SharedBytesPerBlock})
               .BlocksPerSM >= Blocks;
  };
  if (Blocks == 0)
    return MD.MaxRegistersPerThread;
  if (!Keeps(1))
    return 0;
  unsigned Lo = 1, Hi = MD.MaxRegistersPerThread;
  while (Lo < Hi) {
    unsigned Mid = Lo + (Hi - Lo + 1) / 2;
    if (Keeps(Mid))
      Lo = Mid;
    else
      Hi = Mid - 1;
  }
  return Lo;
}
