//===- OccupancyTest.cpp - The CUDA occupancy rules -----------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// Each expectation is worked out by hand from the rules of cuda_occupancy.h
// (CUDA 13.0) for cc 9.0: 256-register warp allocation units, a quarter of
// the 64K registers per sub-partition, 64 warps and 32 CTAs per SM, 228 KB
// of shared memory with 1 KB reserved per CTA in 128-byte units.
//
//===----------------------------------------------------------------------===//

#include "twill/Machines/Occupancy.h"

#include "gtest/gtest.h"

using namespace twill;

namespace {

const MachineDescription &hopper() {
  auto MD = MachineDescription::get("hopper");
  EXPECT_TRUE(bool(MD));
  return *MD;
}

TEST(Occupancy, FiguresFromTheMachineFile) {
  for (const char *Name : {"hopper", "blackwell"}) {
    auto MD = MachineDescription::get(Name);
    ASSERT_TRUE(bool(MD)) << Name;
    EXPECT_EQ(MD->MaxBlocksPerSM, 32u);
    EXPECT_EQ(MD->RegisterAllocationUnit, 256u);
    EXPECT_EQ(MD->SharedMemoryPerSM, 228u * 1024);
    EXPECT_EQ(MD->MaxSharedMemoryPerBlock, 227u * 1024);
    EXPECT_EQ(MD->SharedMemoryReservedPerBlock, 1024u);
    EXPECT_EQ(MD->SharedMemoryCarveoutsKB.back(), 228u);
  }
}

TEST(Occupancy, BlockSizeBounds) {
  // 32 registers: 1024 per warp, 16 warps per sub-partition, 64 per SM.
  Occupancy O = computeOccupancy(hopper(), {32, 256, 0});
  EXPECT_EQ(O.BlocksPerSM, 8u);
  EXPECT_EQ(O.WarpsPerSM, 64u);
  EXPECT_EQ(O.RegistersPerWarp, 1024u);
  EXPECT_EQ(O.BlocksByRegisters, 8u);
  EXPECT_EQ(O.Limiter, OccupancyLimiter::Warps);
  EXPECT_DOUBLE_EQ(O.fraction(hopper()), 1.0);
}

TEST(Occupancy, RegisterStepOf1024ThreadBlocks) {
  // The step the pass must not cross unseen: 32 registers keep two CTAs of
  // 1024 threads, 33 (rounded to 40: 1280 per warp, 12 warps per
  // sub-partition, 48 per SM) keep one.
  EXPECT_EQ(computeOccupancy(hopper(), {32, 1024, 0}).BlocksPerSM, 2u);
  Occupancy O = computeOccupancy(hopper(), {33, 1024, 0});
  EXPECT_EQ(O.RegistersPerWarp, 1280u);
  EXPECT_EQ(O.BlocksPerSM, 1u);
  EXPECT_EQ(O.WarpsPerSM, 32u);
  EXPECT_EQ(O.Limiter, OccupancyLimiter::Registers);
  EXPECT_EQ(occupancyLimiterName(O.Limiter), "registers");
}

TEST(Occupancy, MostRegisters) {
  // 255 registers: 8192 per warp, 2 warps per sub-partition.
  Occupancy O = computeOccupancy(hopper(), {255, 128, 0});
  EXPECT_EQ(O.BlocksPerSM, 2u);
  EXPECT_EQ(O.WarpsPerSM, 8u);
  // 1024 threads at 128 registers would need 128K registers per CTA.
  Occupancy Big = computeOccupancy(hopper(), {128, 1024, 0});
  EXPECT_EQ(Big.BlocksPerSM, 0u);
  EXPECT_EQ(Big.Limiter, OccupancyLimiter::Unlaunchable);
  EXPECT_NE(Big.Reason.find("registers per CTA"), std::string::npos);
}

TEST(Occupancy, SharedMemory) {
  // 48 KB + 1 KB reserved = 50176 bytes: 4 CTAs in 228 KB, on the 196 KB
  // carve-out (4 x 50176 = 200704 = 196 KB).
  Occupancy O = computeOccupancy(hopper(), {32, 128, 48 * 1024});
  EXPECT_EQ(O.SharedBytesAllocatedPerBlock, 50176u);
  EXPECT_EQ(O.BlocksPerSM, 4u);
  EXPECT_EQ(O.Limiter, OccupancyLimiter::SharedMemory);
  EXPECT_EQ(O.CarveoutKB, 196u);
  // Allocation is in 128-byte units: 1 byte costs 1024 + 128.
  EXPECT_EQ(computeOccupancy(hopper(), {32, 32, 1}).SharedBytesAllocatedPerBlock,
            1152u);
  EXPECT_EQ(computeOccupancy(hopper(), {32, 128, 240000}).Limiter,
            OccupancyLimiter::Unlaunchable);
}

TEST(Occupancy, BlockLimitAndBadBlocks) {
  Occupancy O = computeOccupancy(hopper(), {16, 32, 0});
  EXPECT_EQ(O.BlocksPerSM, 32u);
  EXPECT_EQ(O.Limiter, OccupancyLimiter::Blocks);
  EXPECT_EQ(computeOccupancy(hopper(), {16, 0, 0}).Limiter,
            OccupancyLimiter::Unlaunchable);
  EXPECT_EQ(computeOccupancy(hopper(), {16, 1025, 0}).Limiter,
            OccupancyLimiter::Unlaunchable);
}

TEST(Occupancy, MaxRegistersForBlocks) {
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 1024, 0, 2), 32u);
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 1024, 0, 1), 64u);
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 256, 0, 8), 32u);
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 256, 0, 4), 64u);
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 128, 0, 1), 255u);
  EXPECT_EQ(maxRegistersForBlocks(hopper(), 1024, 0, 3), 0u);
}

} // namespace
