//===- SassTest.cpp - The SASS report's library ----------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Control-code decoding on words from real sm_90a listings, the parser on
/// the checked-in excerpts (test/inputs/sass, see regen.sh there), loops,
/// the single-warp simulation on loops small enough to check by hand, the
/// prediction, the occupancy the report uses, and the cubin reader.
///
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "twill/Machines/MachineDescription.h"
#include "twill/Machines/Occupancy.h"
#include "twill/SASS/Analysis.h"
#include "twill/SASS/Cubin.h"
#include "twill/SASS/Report.h"
#include "twill/SASS/SASS.h"

#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace twill;
using namespace twill::sass;

namespace {

const MachineDescription &hopper() {
  llvm::Expected<const MachineDescription &> MD =
      MachineDescription::get("hopper");
  EXPECT_TRUE(bool(MD));
  return *MD;
}

std::string readInput(const std::string &Rel) {
  auto B = llvm::MemoryBuffer::getFile(test::inputsDir() + "/" + Rel,
                                       /*IsText=*/false);
  EXPECT_TRUE(bool(B)) << Rel;
  return B ? (*B)->getBuffer().str() : "";
}

std::vector<Kernel> parseInput(const std::string &Rel) {
  llvm::Expected<std::vector<Kernel>> Ks = parseSass(readInput(Rel), Rel);
  EXPECT_TRUE(bool(Ks)) << (Ks ? "" : llvm::toString(Ks.takeError()));
  return Ks ? *Ks : std::vector<Kernel>();
}

/// An instruction with a hand-set control code.
Instruction inst(uint64_t Addr, const char *Op, unsigned Stall,
                 unsigned WSB = NoScoreboard, unsigned Wait = 0,
                 std::vector<std::string> Operands = {}) {
  Instruction I;
  I.Address = Addr;
  I.Opcode = Op;
  I.Control.Stall = Stall;
  I.Control.WriteScoreboard = WSB;
  I.Control.WaitMask = Wait;
  I.Operands = std::move(Operands);
  return I;
}

/// One loop over all of \p Is, closed by a BRA back to the first.
Kernel loopKernel(std::vector<Instruction> Is) {
  Kernel K;
  K.Name = "k";
  uint64_t A = Is.back().Address + 16;
  Is.push_back(inst(A, "BRA", 1, NoScoreboard, 0, {"0x0"}));
  K.Instructions = std::move(Is);
  return K;
}

} // namespace

TEST(SassAnalysis, FloatingPointWorkLeavesOutSelectsAndConstantMoves) {
  using twill::sass::isFloatingPointWork;
  EXPECT_TRUE(isFloatingPointWork(inst(0, "FFMA", 1), SassKind::FP32));
  EXPECT_TRUE(isFloatingPointWork(inst(0, "MUFU", 1), SassKind::MUFU));
  EXPECT_TRUE(isFloatingPointWork(inst(0, "DFMA", 1), SassKind::FP64));
  EXPECT_FALSE(isFloatingPointWork(inst(0, "FSEL", 1), SassKind::FP32));
  EXPECT_FALSE(isFloatingPointWork(inst(0, "FSETP", 1), SassKind::FP32));
  EXPECT_FALSE(isFloatingPointWork(inst(0, "IADD3", 1), SassKind::Int));
  // HFMA2.MMA R10, -RZ, RZ, 1.875, 0: a constant into R10.
  EXPECT_FALSE(isFloatingPointWork(
      inst(0, "HFMA2", 1, NoScoreboard, 0, {"R10", "-RZ", "RZ", "1.875", "0"}),
      SassKind::FP32));
  EXPECT_TRUE(isFloatingPointWork(
      inst(0, "HFMA2", 1, NoScoreboard, 0, {"R10", "R2", "R3", "R4"}),
      SassKind::FP32));
}

TEST(SassControl, DecodesKnownWords) {
  // LDC R1, c[0x0][0x28] (no scoreboard), sm_90a.
  ControlCode C = decodeControl(0x000fe20000000800);
  EXPECT_EQ(C.Stall, 1u);
  EXPECT_TRUE(C.Yield);
  EXPECT_EQ(C.WriteScoreboard, NoScoreboard);
  EXPECT_EQ(C.ReadScoreboard, NoScoreboard);
  EXPECT_EQ(C.WaitMask, 0u);
  // S2R R6, SR_TID.X sets write scoreboard 0.
  EXPECT_EQ(decodeControl(0x000e220000002100).WriteScoreboard, 0u);
  // USHF.L.U32 UR10, UR10, 0x5 waits on scoreboard 1 (S2UR's).
  EXPECT_EQ(decodeControl(0x002fe2000800063f).WaitMask, 2u);
  // IMAD R13, R3.reuse, UR18, R0.reuse: reuse of operands a and c.
  EXPECT_EQ(decodeControl(0x140fe2000f8e0200).Reuse, 5u);
}

TEST(SassParse, CheckedInListing) {
  std::vector<Kernel> Ks = parseInput("sass/sgemm_smem.plain.sass");
  ASSERT_EQ(Ks.size(), 1u);
  const Kernel &K = Ks[0];
  EXPECT_EQ(K.Name, "_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf");
  EXPECT_EQ(K.Arch, "sm_90");
  EXPECT_EQ(K.Instructions.size(), 96u);
  EXPECT_EQ(K.Res.Registers, 16u);
  EXPECT_EQ(K.Res.SharedBytes, 8192u);
  EXPECT_EQ(K.Res.SpillStoreBytes, 0u);
  EXPECT_EQ(K.Res.Source, "ptxas -v");
  // /*00f0*/ @!P0 BRA 0x460 ;
  const Instruction &B = K.Instructions[15];
  EXPECT_EQ(B.Address, 0xf0u);
  EXPECT_EQ(B.Predicate, "!P0");
  EXPECT_EQ(B.branchTarget(), 0x460u);
  // /*0140*/ IMAD R13, R3.reuse, UR18, R0.reuse: the decoded reuse bits
  // match the printed flags.
  const Instruction &M = K.Instructions[20];
  EXPECT_EQ(M.Opcode, "IMAD");
  ASSERT_EQ(M.Operands.size(), 4u);
  EXPECT_EQ(M.Operands[1], "R3.reuse");
  EXPECT_EQ(M.Control.Reuse, 5u);
}

TEST(SassParse, MalformedNamesFileAndLine) {
  const char *Text = "\tcode for sm_90\n\t\tFunction : k\n"
                     "        /*0000*/   EXIT ;   /* 0x000000000000794d */\n"
                     "        /*0010*/   EXIT ;   /* 0x000000000000794d */\n";
  llvm::Expected<std::vector<Kernel>> Ks = parseSass(Text, "bad.sass");
  ASSERT_FALSE(bool(Ks));
  EXPECT_EQ(llvm::toString(Ks.takeError()),
            "bad.sass:4: expected the high word /* 0x... */ of the "
            "instruction on line 3");
}

TEST(SassLoops, NestingFromBackwardBranches) {
  std::vector<Kernel> Ks = parseInput("sass/sgemm_smem.plain.sass");
  ASSERT_EQ(Ks.size(), 1u);
  std::vector<Loop> Ls = findLoops(Ks[0]);
  // The BRA-to-itself padding after EXIT is not a loop.
  ASSERT_EQ(Ls.size(), 2u);
  const std::vector<Instruction> &Is = Ks[0].Instructions;
  EXPECT_EQ(Is[Ls[0].Begin].Address, 0x280u);
  EXPECT_EQ(Is[Ls[0].End].Address, 0x450u);
  EXPECT_EQ(Ls[0].Depth, 1u);
  EXPECT_FALSE(Ls[0].Innermost);
  EXPECT_EQ(Is[Ls[1].Begin].Address, 0x380u);
  EXPECT_EQ(Is[Ls[1].End].Address, 0x410u);
  EXPECT_EQ(Ls[1].Depth, 2u);
  EXPECT_EQ(Ls[1].Parent, 0);
  EXPECT_TRUE(Ls[1].Innermost);
}

TEST(SassSimulate, SharedLoadThenUse) {
  const MachineDescription &MD = hopper();
  // LDS (stall 1, SB0); FFMA waits on SB0 (stall 4); BRA (stall 1).
  Kernel K = loopKernel({inst(0x0, "LDS", 1, 0), inst(0x10, "FFMA", 4, 7, 1)});
  std::vector<Loop> Ls = findLoops(K);
  ASSERT_EQ(Ls.size(), 1u);
  int64_t LDS = MD.classifySass("LDS")->Latency;
  Simulation S = simulateLoop(K, Ls[0], MD, 500);
  EXPECT_DOUBLE_EQ(S.CyclesPerIteration, double(LDS + 4 + 1));
  ASSERT_EQ(S.LoadUses.size(), 1u);
  EXPECT_EQ(S.LoadUses[0].Instructions, 1u);
  EXPECT_DOUBLE_EQ(S.LoadUses[0].Cycles, double(LDS));
}

TEST(SassSimulate, GlobalLatencyIsTheParameter) {
  const MachineDescription &MD = hopper();
  Kernel K = loopKernel({inst(0x0, "LDG", 1, 2), inst(0x10, "FADD", 1, 7, 4)});
  Loop L = findLoops(K).at(0);
  EXPECT_DOUBLE_EQ(simulateLoop(K, L, MD, 300).CyclesPerIteration, 302.0);
  EXPECT_DOUBLE_EQ(simulateLoop(K, L, MD, 40).CyclesPerIteration, 42.0);
}

TEST(SassSimulate, DepbarLeavesOneOutstanding) {
  const MachineDescription &MD = hopper();
  // Two loads on SB1 a cycle apart; DEPBAR.LE SB1, 0x1 waits for the first
  // only: 1 + G (first load's release) + 1 (DEPBAR) + 1 (BRA) per iteration
  // in steady state, where the second load of the previous iteration has
  // long been released.
  Kernel K = loopKernel({inst(0x0, "LDG", 1, 1), inst(0x10, "LDG", 1, 1),
                         inst(0x20, "DEPBAR", 1, 7, 0, {"SB1", "0x1"})});
  Loop L = findLoops(K).at(0);
  EXPECT_DOUBLE_EQ(simulateLoop(K, L, MD, 100).CyclesPerIteration, 102.0);
}

TEST(SassPredict, MaxOfThroughputAndLatencyOverWarps) {
  const MachineDescription &MD = hopper();
  Kernel K = loopKernel({inst(0x0, "LDS", 1, 0), inst(0x10, "FFMA", 4, 7, 1)});
  Loop L = findLoops(K).at(0);
  LoopProfile P = profileLoop(K, L, MD);
  EXPECT_EQ(P.Instructions, 3u);
  EXPECT_EQ(P.FPOps, 1u);
  EXPECT_EQ(P.MemoryOps, 1u);
  EXPECT_DOUBLE_EQ(P.IssueCycles, 3.0 / MD.SchedulersPerSM);
  Simulation S = simulateLoop(K, L, MD, 500);
  // One warp: latency bound.
  Prediction One = predict(P, S, 1);
  EXPECT_EQ(One.Bound, "latency");
  EXPECT_DOUBLE_EQ(One.Cycles, S.CyclesPerIteration);
  // 64 warps: 32 lanes x 4 B over the shared pipe's bytes per clock.
  Prediction Many = predict(P, S, 64);
  const SassPipe *Shared = MD.findSassPipe("shared");
  ASSERT_TRUE(Shared);
  EXPECT_EQ(Many.Bound, "shared");
  EXPECT_DOUBLE_EQ(Many.Cycles, 128.0 / double(Shared->PerCycle));
}

TEST(SassReport, OccupancyFromTheMachineRules) {
  const MachineDescription &MD = hopper();
  std::vector<Kernel> Ks = parseInput("sass/sgemm_smem.plugin.sass");
  ASSERT_EQ(Ks.size(), 1u);
  ReportOptions O;
  O.BlockSize = 1024;
  llvm::Expected<KernelReport> R = analyzeKernel(Ks[0], MD, O);
  ASSERT_TRUE(bool(R));
  Occupancy Want = computeOccupancy(MD, {40, 1024, 8192});
  EXPECT_EQ(R->Res.Registers, 40u);
  EXPECT_EQ(R->BlockSizeSource, "option");
  EXPECT_EQ(R->Occ.WarpsPerSM, Want.WarpsPerSM);
  EXPECT_EQ(R->Occ.Limiter, OccupancyLimiter::Registers);
  ASSERT_GE(R->MainLoop, 0);
  EXPECT_EQ(R->Loops[size_t(R->MainLoop)].Predictions.size(), 3u);
  // Without a block size 256 threads are assumed, and said so.
  llvm::Expected<KernelReport> A = analyzeKernel(Ks[0], MD, {});
  ASSERT_TRUE(bool(A));
  EXPECT_EQ(A->BlockSizeSource, "assumed");
  EXPECT_EQ(A->BlockSize, 256u);
}

TEST(SassReport, PairsByNameAndTakesRatios) {
  const MachineDescription &MD = hopper();
  std::vector<Kernel> B = parseInput("sass/sgemm_smem.plain.sass"),
                      N = parseInput("sass/sgemm_smem.plugin.sass");
  ASSERT_EQ(B.size(), 1u);
  ASSERT_EQ(N.size(), 1u);
  std::vector<KernelReport> RB{*analyzeKernel(B[0], MD, {})},
      RN{*analyzeKernel(N[0], MD, {})};
  std::vector<std::string> Unpaired;
  std::vector<KernelPair> Ps = pairKernels(RB, RN, 3, Unpaired);
  ASSERT_EQ(Ps.size(), 1u);
  EXPECT_TRUE(Unpaired.empty());
  EXPECT_EQ(Ps[0].Unit, WorkUnit::FPOp);
  ASSERT_TRUE(Ps[0].Speedup[0].has_value());
  double Want = *cyclesPerWork(RB[0], WorkUnit::FPOp, 0) /
                *cyclesPerWork(RN[0], WorkUnit::FPOp, 0);
  EXPECT_DOUBLE_EQ(*Ps[0].Speedup[0], Want);
}

TEST(SassCubin, OldHeaderAndResources) {
  std::string Bytes = readInput("sass/sgemm_smem.plain.cubin");
  ASSERT_TRUE(hasNewCubinHeader(Bytes));
  llvm::Expected<std::string> Old = withOldCubinHeader(Bytes, "x.cubin");
  ASSERT_TRUE(bool(Old));
  ASSERT_EQ(Old->size(), Bytes.size());
  EXPECT_EQ(uint8_t((*Old)[7]), 0x33);
  EXPECT_EQ(uint8_t((*Old)[8]), 7);
  uint32_t Flags = uint8_t((*Old)[48]) | uint8_t((*Old)[49]) << 8 |
                   uint8_t((*Old)[50]) << 16 | uint32_t(uint8_t((*Old)[51]))
                                                   << 24;
  EXPECT_EQ(Flags, 90u | 0x500u | (90u << 16));
  // Only the header changes.
  EXPECT_EQ(Old->substr(52), Bytes.substr(52));
  EXPECT_FALSE(hasNewCubinHeader(*Old));
  llvm::Expected<std::map<std::string, Resources>> R =
      cubinResources(Bytes, "x.cubin");
  ASSERT_TRUE(bool(R));
  const Resources &K = (*R)["_Z22sgemm_shared_mem_blockILi32EEviiifPKfS1_fPf"];
  EXPECT_EQ(K.Registers, 16u);
  EXPECT_EQ(K.StackFrameBytes, 0u);
  EXPECT_EQ(K.SharedBytes, 8192u);
  llvm::Expected<std::string> Bad = withOldCubinHeader("not an elf", "b");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(llvm::toString(Bad.takeError()), "b: not an ELF file");
}

TEST(SassPTX, BlockSizesFromLaunchBounds) {
  const char *PTX = ".visible .entry a(\n.param .u64 p)\n.maxntid 256, 1, 1\n"
                    "{\nret;\n}\n.visible .entry b(\n)\n.reqntid 32, 4, 1\n"
                    ".maxntid 1024, 1, 1\n{\n}\n.visible .entry c()\n{\n}\n";
  auto Sizes = ptxBlockSizes(PTX);
  ASSERT_EQ(Sizes.size(), 2u);
  EXPECT_EQ(Sizes[0].first, "a");
  EXPECT_EQ(Sizes[0].second.first, 256u);
  EXPECT_EQ(Sizes[0].second.second, "maxntid");
  EXPECT_EQ(Sizes[1].first, "b");
  EXPECT_EQ(Sizes[1].second.first, 128u);
  EXPECT_EQ(Sizes[1].second.second, "reqntid");
}

TEST(SassFigures, EveryMachineHasSourcedSassRecords) {
  for (const std::string &Name : MachineDescription::names()) {
    llvm::Expected<const MachineDescription &> MD =
        MachineDescription::get(Name);
    ASSERT_TRUE(bool(MD));
    for (const char *Level : {"l1", "l2", "hbm"}) {
      const SassMemoryLatency *L = MD->findSassLatency(Level);
      ASSERT_TRUE(L) << Name << " " << Level;
      EXPECT_FALSE(L->Source.empty());
    }
    EXPECT_LT(MD->findSassLatency("l1")->Cycles,
              MD->findSassLatency("l2")->Cycles);
    EXPECT_LT(MD->findSassLatency("l2")->Cycles,
              MD->findSassLatency("hbm")->Cycles);
    for (const SassOpClass &C : MD->SassClasses) {
      EXPECT_TRUE(MD->findSassPipe(C.Pipe)) << C.Name;
      EXPECT_FALSE(C.Source.empty()) << C.Name;
    }
    for (const SassPipe &P : MD->SassPipes)
      EXPECT_FALSE(P.Source.empty()) << P.Name;
    // Opcodes of the checked-in listing all have a class.
    for (const char *Op : {"FFMA", "LDS", "LDG", "IMAD", "BRA", "BAR",
                           "UIADD3", "MUFU", "HMMA", "HGMMA", "LDGDEPBAR"})
      EXPECT_TRUE(MD->classifySass(Op)) << Name << " " << Op;
  }
}

namespace {

/// A tile loop: [0x00 STS waiting on SB2 | Before] 0x10 LDG (SB2),
/// [0x20 STS waiting on SB2 | !Before], 0x30 FFMA, 0x40 BRA 0x30 (the
/// inner loop), 0x50 BRA 0x0.
Kernel tileKernel(bool UseInNextIteration) {
  std::vector<Instruction> Is;
  if (UseInNextIteration)
    Is.push_back(inst(0x0, "STS", 1, NoScoreboard, 1u << 2));
  else
    Is.push_back(inst(0x0, "IADD3", 1));
  Is.push_back(inst(0x10, "LDG", 1, 2));
  if (UseInNextIteration)
    Is.push_back(inst(0x20, "IADD3", 1));
  else
    Is.push_back(inst(0x20, "STS", 1, NoScoreboard, 1u << 2));
  Is.push_back(inst(0x30, "FFMA", 4));
  Is.push_back(inst(0x40, "BRA", 1, NoScoreboard, 0, {"0x30"}));
  return loopKernel(std::move(Is));
}

} // namespace

TEST(SassTile, TraceRepeatsInnerLoops) {
  Kernel K = tileKernel(true);
  std::vector<Loop> Ls = findLoops(K);
  ASSERT_EQ(Ls.size(), 2u);
  EXPECT_EQ(loopTrace(Ls, 0, 1), (std::vector<size_t>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(loopTrace(Ls, 0, 3),
            (std::vector<size_t>{0, 1, 2, 3, 4, 3, 4, 3, 4, 5}));
  EXPECT_EQ(loopTrace(Ls, 1, 3), (std::vector<size_t>{3, 4}));
  EXPECT_EQ(profileTrace(K, loopTrace(Ls, 0, 3), hopper()).FPOps, 3u);
}

TEST(SassTile, RegisterDoubleBuffering) {
  const MachineDescription &MD = hopper();
  Kernel K = tileKernel(true);
  std::vector<Loop> Ls = findLoops(K);
  TileAnalysis T = analyzeTile(K, Ls[0], Ls, MD);
  ASSERT_TRUE(T.FirstCompute);
  EXPECT_EQ(*T.FirstCompute, 3u);
  ASSERT_EQ(T.Loads.size(), 1u);
  EXPECT_EQ(T.Loads[0].Load, 1u);
  ASSERT_TRUE(T.Loads[0].Use);
  EXPECT_EQ(*T.Loads[0].Use, 0u);
  EXPECT_TRUE(T.Loads[0].NextIteration);
  EXPECT_EQ(T.Loads[0].Placement, TileLoadPlacement::AcrossCompute);
  EXPECT_TRUE(T.LoadsBeforeCompute);
  // With the inner loop once, the 500-cycle load is exposed; with 200
  // inner iterations (over 800 issue cycles) it is hidden entirely.
  std::vector<size_t> Once = loopTrace(Ls, 0, 1), Many = loopTrace(Ls, 0, 200);
  EXPECT_GT(simulateTrace(K, Once, MD, 500).CyclesPerIteration,
            simulateTrace(K, Once, MD, 1).CyclesPerIteration);
  EXPECT_DOUBLE_EQ(simulateTrace(K, Many, MD, 500).CyclesPerIteration,
                   simulateTrace(K, Many, MD, 1).CyclesPerIteration);
}

TEST(SassTile, SingleBuffering) {
  const MachineDescription &MD = hopper();
  Kernel K = tileKernel(false);
  std::vector<Loop> Ls = findLoops(K);
  TileAnalysis T = analyzeTile(K, Ls[0], Ls, MD);
  ASSERT_EQ(T.Loads.size(), 1u);
  EXPECT_EQ(*T.Loads[0].Use, 2u);
  EXPECT_FALSE(T.Loads[0].NextIteration);
  EXPECT_EQ(T.Loads[0].Placement, TileLoadPlacement::UsedBeforeCompute);
  EXPECT_FALSE(T.LoadsBeforeCompute);
  // The latency is exposed whatever the inner trip count.
  std::vector<size_t> Many = loopTrace(Ls, 0, 200);
  EXPECT_GT(simulateTrace(K, Many, MD, 500).CyclesPerIteration,
            simulateTrace(K, Many, MD, 1).CyclesPerIteration + 400);
}

TEST(SassTile, StepCyclesPayTheExposedStallOncePerRound) {
  // A tile loop that is throughput-bound at 64 warps (100 cycles per warp
  // iteration against 2000 / 64 of latency) but exposes 500 cycles: in step,
  // the stall is paid once per round of the 64 warps on top of the work.
  LoopReport L;
  Prediction P;
  P.ThroughputBound = 100;
  P.LatencyCycles = 2000;
  L.Predictions.push_back(P);
  L.ExposedCycles.push_back(500);
  std::optional<double> Step = stepCycles(L, 0, 64);
  ASSERT_TRUE(Step);
  EXPECT_DOUBLE_EQ(*Step, 100 + 500.0 / 64);
  // One warp: nothing to overlap with, the single-warp cycles.
  EXPECT_DOUBLE_EQ(*stepCycles(L, 0, 1), 2000);
  // Latency-bound at 4 warps: (2000 - 500) / 4 + 500 / 4.
  EXPECT_DOUBLE_EQ(*stepCycles(L, 0, 4), 1500.0 / 4 + 500.0 / 4);
  // Nothing exposed (a buffered loop): the interleaved bound.
  L.ExposedCycles[0] = 0;
  EXPECT_DOUBLE_EQ(*stepCycles(L, 0, 64), 100);
  // No warps resident, or no such level: no figure.
  EXPECT_FALSE(stepCycles(L, 0, 0));
  EXPECT_FALSE(stepCycles(L, 1, 64));
}

namespace {

/// A straight-line or looping listing from (opcode, operands) pairs at
/// addresses 0x0, 0x10, ...; "@P0 MOV" sets a guard; a "BRA" to an earlier
/// address closes a loop.
Kernel listing(std::vector<std::pair<std::string, std::vector<std::string>>>
                   Lines) {
  Kernel K;
  K.Name = "k";
  uint64_t A = 0;
  for (auto &[Text, Operands] : Lines) {
    Instruction I = inst(A, "", 1, NoScoreboard, 0, Operands);
    llvm::StringRef T = Text;
    if (T.starts_with("@")) {
      auto [Guard, Rest] = T.split(' ');
      I.Predicate = Guard.drop_front().str();
      T = Rest;
    }
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    T.split(Parts, '.');
    I.Opcode = Parts.front().str();
    for (llvm::StringRef M : llvm::drop_begin(Parts))
      I.Modifiers.push_back(M.str());
    K.Instructions.push_back(std::move(I));
    A += 16;
  }
  return K;
}

bool lastMarked(Kernel K) {
  markSharedWindowAccesses(K);
  for (auto I = K.Instructions.rbegin(); I != K.Instructions.rend(); ++I)
    if (I->Opcode == "LD" || I->Opcode == "ST")
      return I->SharedWindow;
  return false;
}

} // namespace

// cvta.shared lowers to the window's high word beside a 32-bit offset; a
// generic LD through the pair is served by shared memory.
TEST(SassSharedWindow, TracesTheHighWordToSwinhi) {
  EXPECT_TRUE(lastMarked(listing({{"S2UR", {"UR6", "SR_SWINHI"}},
                                  {"UMOV", {"UR7", "UR6"}},
                                  {"IADD3", {"R2", "P0", "R4", "UR5", "RZ"}},
                                  {"IADD3.X", {"R3", "RZ", "UR7", "RZ", "P0"}},
                                  {"LD.E", {"R0", "[R2.64+0x10]"}}})));
  // Through IMAD.WIDE's 64-bit addend (UR6:UR7), and for a store.
  EXPECT_TRUE(lastMarked(listing({{"S2UR", {"UR7", "SR_SWINHI"}},
                                  {"IMAD.WIDE", {"R2", "R4", "0x2", "UR6"}},
                                  {"ST.E", {"[R2.64]", "R0"}}})));
  // A kernel parameter's high word is not the window.
  EXPECT_FALSE(lastMarked(listing({{"ULDC.64", {"UR6", "c[0x0][0x210]"}},
                                   {"MOV", {"R3", "UR7"}},
                                   {"LD.E", {"R0", "[R2.64]"}}})));
}

TEST(SassSharedWindow, EveryReachingWriterMustBeTheWindow) {
  // A later unconditional write replaces the window's value.
  EXPECT_FALSE(lastMarked(listing({{"S2R", {"R5", "SR_SWINHI"}},
                                   {"MOV", {"R3", "R5"}},
                                   {"MOV", {"R3", "R9"}},
                                   {"LD.E", {"R0", "[R2.64]"}}})));
  // A predicated write may or may not have happened: both must agree.
  EXPECT_FALSE(lastMarked(listing({{"S2R", {"R5", "SR_SWINHI"}},
                                   {"MOV", {"R3", "R5"}},
                                   {"@P0 MOV", {"R3", "R9"}},
                                   {"LD.E", {"R0", "[R2.64]"}}})));
  EXPECT_TRUE(lastMarked(listing({{"S2R", {"R5", "SR_SWINHI"}},
                                  {"MOV", {"R3", "R5"}},
                                  {"@P0 IADD3.X", {"R3", "R3", "RZ", "RZ"}},
                                  {"LD.E", {"R0", "[R2.64]"}}})));
}

TEST(SassSharedWindow, LoopsCarryTheirLastWrite) {
  // 0x20 is the loop head; the write below the LD reaches it around the
  // back edge.
  auto Loop = [](std::vector<std::string> LastWrite) {
    return listing({{"S2R", {"R5", "SR_SWINHI"}},
                    {"MOV", {"R3", "R5"}},
                    {"LD.E", {"R0", "[R2.64]"}},
                    {"IADD3.X", LastWrite},
                    {"BRA", {"0x20"}}});
  };
  EXPECT_TRUE(lastMarked(Loop({"R3", "R3", "RZ", "RZ", "P0"})));
  EXPECT_FALSE(lastMarked(Loop({"R3", "R7", "RZ", "RZ", "P0"})));
  // An access that overwrites its own address's high word feeds the next
  // iteration's address around the back edge.
  EXPECT_FALSE(lastMarked(listing({{"S2R", {"R5", "SR_SWINHI"}},
                                   {"MOV", {"R3", "R5"}},
                                   {"LD.E", {"R3", "[R2.64]"}},
                                   {"BRA", {"0x20"}}})));
  // A write above the LD within the loop kills the back edge's.
  EXPECT_TRUE(lastMarked(listing({{"S2R", {"R5", "SR_SWINHI"}},
                                  {"MOV", {"R3", "R5"}},
                                  {"MOV", {"R3", "R5"}},
                                  {"LD.E", {"R0", "[R2.64]"}},
                                  {"MOV", {"R3", "R9"}},
                                  {"BRA", {"0x20"}}})));
}
