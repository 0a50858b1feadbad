//===- MachineDescriptionTest.cpp - Tests of the built-in machines --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the machine descriptions generated from machines/*.td: both
/// machines load, their figures are the documented ones, instructions are
/// classified onto the right units, every figure has a source, and every
/// NVPTX opcode they name exists in LLVM's NVPTX backend.
///
//===----------------------------------------------------------------------===//

#include "twill/Machines/MachineDescription.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"

#include "gtest/gtest.h"

#include <memory>

using namespace twill;

namespace {

const MachineDescription &machine(llvm::StringRef Name) {
  llvm::Expected<const MachineDescription &> MD = MachineDescription::get(Name);
  if (!MD) {
    ADD_FAILURE() << llvm::toString(MD.takeError());
    static const MachineDescription Empty;
    return Empty;
  }
  return *MD;
}

/// The unit name of the class \p Mnemonic is classified into, or "<none>".
std::string asmUnit(const MachineDescription &MD, llvm::StringRef Mnemonic) {
  const InstructionClass *C = MD.classifyAsm(Mnemonic);
  return C ? C->Unit : "<none>";
}

std::string opcodeUnit(const MachineDescription &MD, llvm::StringRef Opcode) {
  const InstructionClass *C = MD.classifyOpcode(Opcode);
  return C ? C->Unit : "<none>";
}

int64_t capacity(const MachineDescription &MD, llvm::StringRef Unit) {
  const FunctionalUnit *U = MD.findUnit(Unit);
  EXPECT_NE(U, nullptr) << Unit.str();
  return U ? U->Capacity : 0;
}

int64_t memoryBytes(const MachineDescription &MD, llvm::StringRef Name) {
  const Memory *M = MD.findMemory(Name);
  EXPECT_NE(M, nullptr) << Name.str();
  return M ? M->CapacityBytes : 0;
}

int64_t perCycle(const MachineDescription &MD, llvm::StringRef Name) {
  const Throughput *T = MD.findThroughput(Name);
  EXPECT_NE(T, nullptr) << Name.str();
  return T ? T->PerCycle : 0;
}

TEST(MachineDescription, BothMachinesLoad) {
  std::vector<std::string> Names = MachineDescription::names();
  EXPECT_EQ(Names.size(), 2u);
  EXPECT_TRUE(llvm::is_contained(Names, "hopper"));
  EXPECT_TRUE(llvm::is_contained(Names, "blackwell"));

  const MachineDescription &H = machine("hopper");
  const MachineDescription &B = machine("blackwell");
  EXPECT_EQ(H.CPU, "sm_90a");
  EXPECT_EQ(B.CPU, "sm_100a");
  // CPU names reach the same objects.
  EXPECT_EQ(&machine("sm_90a"), &H);
  EXPECT_EQ(&machine("sm_100a"), &B);
}

TEST(MachineDescription, UnknownMachineListsValidOnes) {
  llvm::Expected<const MachineDescription &> MD =
      MachineDescription::get("volta");
  ASSERT_FALSE(static_cast<bool>(MD));
  std::string Msg = llvm::toString(MD.takeError());
  EXPECT_NE(Msg.find("volta"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("hopper"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("blackwell"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("sm_90a"), std::string::npos) << Msg;
}

TEST(MachineDescription, HopperFigures) {
  const MachineDescription &H = machine("hopper");
  for (const char *U : {"tc", "tma", "mufu", "fma", "lsu"})
    EXPECT_EQ(capacity(H, U), 1) << U;
  ASSERT_NE(H.findUnit("sync"), nullptr);
  EXPECT_TRUE(H.findUnit("sync")->isUnlimited());
  EXPECT_EQ(H.findUnit("tmem"), nullptr);

  EXPECT_EQ(memoryBytes(H, "registers"), 262144);
  EXPECT_EQ(memoryBytes(H, "smem"), 233472);
  EXPECT_EQ(H.findMemory("tmem"), nullptr);
  EXPECT_EQ(int64_t(H.RegistersPerSM) * 4, memoryBytes(H, "registers"));

  EXPECT_EQ(H.MaxWarpsPerSM, 64u);
  EXPECT_EQ(H.MaxWarpsPerCTA, 32u);
  EXPECT_EQ(H.SchedulersPerSM, 4u);
  EXPECT_EQ(H.WarpsPerGroup, 4u);
  EXPECT_EQ(H.ThreadsPerWarp, 32u);
  EXPECT_EQ(H.RegistersPerSM, 65536u);
  EXPECT_EQ(H.MaxRegistersPerThread, 255u);

  EXPECT_EQ(perCycle(H, "tc_bf16_dense_flops"), 4096);
  EXPECT_EQ(perCycle(H, "mufu_ops"), 16);
  EXPECT_EQ(perCycle(H, "fp32_fma_lanes"), 128);
  EXPECT_EQ(perCycle(H, "smem_bytes"), 128);
  EXPECT_EQ(perCycle(H, "issue_per_scheduler"), 1);

  WarpConfig W = H.warpConfig();
  EXPECT_EQ(W.NumWarps, 32u);
  EXPECT_EQ(W.WarpsPerGroup, 4u);
  EXPECT_EQ(W.RegisterLimit, 255);
}

TEST(MachineDescription, BlackwellFigures) {
  const MachineDescription &B = machine("blackwell");
  for (const char *U : {"tc", "tma", "mufu", "fma", "lsu", "tmem"})
    EXPECT_EQ(capacity(B, U), 1) << U;
  ASSERT_NE(B.findUnit("sync"), nullptr);
  EXPECT_TRUE(B.findUnit("sync")->isUnlimited());

  EXPECT_EQ(memoryBytes(B, "registers"), 262144);
  EXPECT_EQ(memoryBytes(B, "smem"), 233472);
  EXPECT_EQ(memoryBytes(B, "tmem"), 262144);

  EXPECT_EQ(B.MaxWarpsPerSM, 64u);
  EXPECT_EQ(B.SchedulersPerSM, 4u);
  EXPECT_EQ(B.WarpsPerGroup, 4u);
  EXPECT_EQ(B.RegistersPerSM, 65536u);
  EXPECT_EQ(B.MaxRegistersPerThread, 255u);

  EXPECT_EQ(perCycle(B, "tc_bf16_dense_flops"), 8192);
  EXPECT_EQ(perCycle(B, "mufu_ops"), 16);
  EXPECT_EQ(perCycle(B, "fp32_fma_lanes"), 128);
  EXPECT_EQ(perCycle(B, "smem_bytes"), 128);
  EXPECT_EQ(perCycle(B, "issue_per_scheduler"), 1);

  // The [META] B200 calibration gives TMA a measured (variable) latency.
  const InstructionClass *TMA =
      B.classifyAsm("cp.async.bulk.tensor.2d.shared::cluster.global");
  ASSERT_NE(TMA, nullptr);
  EXPECT_EQ(TMA->Latency, 556);
  EXPECT_FALSE(TMA->LatencyIsEstimate);
  EXPECT_TRUE(TMA->VariableLatency);
}

TEST(MachineDescription, ClassifyAsm) {
  const MachineDescription &H = machine("hopper");
  const MachineDescription &B = machine("blackwell");

  const InstructionClass *WGMMA = H.classifyAsm(
      "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {%0}, %1, %2;");
  ASSERT_NE(WGMMA, nullptr);
  EXPECT_EQ(WGMMA->Unit, "tc");
  EXPECT_TRUE(WGMMA->NeedsWarpGroup);
  EXPECT_EQ(WGMMA->ThroughputName, "tc_bf16_dense_flops");
  // wgmma is sm_90a-only.
  EXPECT_EQ(asmUnit(B, "wgmma.mma_async.sync.aligned.m64n128k16"), "<none>");

  for (const MachineDescription *MD : {&H, &B}) {
    // Leading whitespace is skipped; the longest prefix wins.
    EXPECT_EQ(asmUnit(*MD, "  cp.async.bulk.tensor.2d.shared::cluster.global"
                           ".mbarrier::complete_tx::bytes [%0], [%1];"),
              "tma")
        << MD->Name;
    EXPECT_EQ(asmUnit(*MD, "\tcp.async.bulk.global.shared::cta"), "tma");
    EXPECT_EQ(asmUnit(*MD, "cp.async.bulk.commit_group;"), "sync");
    EXPECT_EQ(asmUnit(*MD, "cp.async.ca.shared.global [%0], [%1], 16;"), "lsu");
    EXPECT_EQ(asmUnit(*MD, "ex2.approx.f32 %0, %1;"), "mufu");
    EXPECT_EQ(asmUnit(*MD, "\n ex2.approx.ftz.f32 %0, %1;"), "mufu");
    EXPECT_EQ(asmUnit(*MD, "mbarrier.try_wait.parity.shared::cta.b64"), "sync");
    EXPECT_EQ(asmUnit(*MD, "bar.sync 1, 256;"), "sync");
    EXPECT_EQ(asmUnit(*MD, "ld.shared.v4.f32"), "lsu");
    EXPECT_EQ(asmUnit(*MD, "fma.rn.f32 %0, %1, %2, %3;"), "fma");
    EXPECT_EQ(asmUnit(*MD, "mma.sync.aligned.m16n8k16.row.col.f32.bf16"), "tc");
    // wmma: the state space sits after the shape. .shared by pattern (more
    // literal characters than the "wmma.load" prefix); .global and generic
    // as global accesses; wmma.mma on the tensor pipe.
    const InstructionClass *Shared = MD->classifyAsm(
        "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%r1}, [%rd1];");
    ASSERT_NE(Shared, nullptr);
    EXPECT_EQ(Shared->Name, "shared_ldst");
    EXPECT_EQ(MD->classifyAsm("wmma.store.d.sync.aligned.row.m16n16k16.shared."
                              "f32")->Name,
              "shared_ldst");
    for (const char *Global :
         {"wmma.load.a.sync.aligned.row.m16n16k16.f16",
          "wmma.load.b.sync.aligned.col.m16n16k16.global.f16",
          "wmma.store.d.sync.aligned.row.m16n16k16.f32"}) {
      const InstructionClass *C = MD->classifyAsm(Global);
      ASSERT_NE(C, nullptr) << Global;
      EXPECT_EQ(C->Name, "global_ldst") << Global;
      EXPECT_TRUE(C->VariableLatency) << Global;
    }
    // A pattern is matched against the mnemonic only: ".shared." among the
    // operands does not make a generic load shared.
    EXPECT_EQ(MD->classifyAsm("wmma.load.a.sync.aligned.row.m16n16k16.f16 "
                              "{%r1}, [x.shared.y];")->Name,
              "global_ldst");
    EXPECT_EQ(asmUnit(*MD, "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32"),
              "tc");
    EXPECT_EQ(MD->classifyAsm("frobnicate.b32 %0;"), nullptr);
    EXPECT_EQ(MD->classifyAsm(""), nullptr);
    EXPECT_EQ(MD->classifyAsm("   "), nullptr);
  }

  // tcgen05 exists only on Blackwell.
  EXPECT_EQ(asmUnit(B, "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2;"),
            "tc");
  EXPECT_EQ(asmUnit(H, "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2;"),
            "<none>");
  EXPECT_EQ(asmUnit(B, "tcgen05.ld.sync.aligned.32x32b.x64.b32"), "tmem");
  EXPECT_EQ(asmUnit(B, "tcgen05.st.sync.aligned.32x32b.x64.b32"), "tmem");
  EXPECT_EQ(asmUnit(B, "tcgen05.commit.cta_group::1.mbarrier::arrive::one"),
            "sync");
  EXPECT_FALSE(B.classifyAsm("tcgen05.mma.cta_group::1")->NeedsWarpGroup);
  EXPECT_TRUE(B.classifyAsm("tcgen05.ld.sync.aligned")->NeedsWarpGroup);
}

TEST(MachineDescription, ClassifyOpcode) {
  for (llvm::StringRef Name : {"hopper", "blackwell"}) {
    const MachineDescription &MD = machine(Name);
    EXPECT_EQ(opcodeUnit(MD, "INT_NVVM_EX2_APPROX_F"), "mufu");
    EXPECT_EQ(opcodeUnit(MD, "INT_NVVM_EX2_APPROX_FTZ_F"), "mufu");
    EXPECT_EQ(opcodeUnit(MD, "FMA32rrr"), "fma");
    EXPECT_EQ(opcodeUnit(MD, "FMUL_rnf32rr"), "fma");
    EXPECT_EQ(opcodeUnit(MD, "LD_f32_areg_64"), "lsu");
    EXPECT_EQ(opcodeUnit(MD, "STV_f32_v4_areg_64"), "lsu");
    EXPECT_EQ(opcodeUnit(MD, "CP_ASYNC_CA_SHARED_GLOBAL_16_64"), "lsu");
    EXPECT_EQ(opcodeUnit(MD, "CP_ASYNC_BULK_COMMIT_GROUP"), "sync");
    EXPECT_EQ(opcodeUnit(MD, "MBARRIER_ARRIVE_SHARED_64"), "sync");
    EXPECT_EQ(opcodeUnit(MD, "INT_BARRIER_SYNC_I"), "sync");
    EXPECT_EQ(MD.classifyOpcode("NOT_AN_OPCODE"), nullptr);
    // Exact match only.
    EXPECT_EQ(MD.classifyOpcode("FMA32"), nullptr);
  }
}

TEST(MachineDescription, ClassesAndFiguresAreConsistentAndSourced) {
  for (const std::string &Name : MachineDescription::names()) {
    const MachineDescription &MD = machine(Name);
    SCOPED_TRACE(Name);
    EXPECT_FALSE(MD.Classes.empty());
    for (const InstructionClass &C : MD.Classes) {
      SCOPED_TRACE(C.Name);
      EXPECT_NE(MD.findUnit(C.Unit), nullptr) << C.Unit;
      if (!C.ThroughputName.empty())
        EXPECT_NE(MD.findThroughput(C.ThroughputName), nullptr);
      if (!C.LatencyIsEstimate)
        EXPECT_FALSE(C.Source.empty());
      EXPECT_GE(C.ReservationCycles, 1);
      EXPECT_GE(C.Latency, 0);
      EXPECT_FALSE(C.Opcodes.empty() && C.AsmPrefixes.empty());
    }
    for (const Throughput &T : MD.Throughputs)
      EXPECT_FALSE(T.Source.empty()) << T.Name;
    for (const FunctionalUnit &U : MD.Units)
      EXPECT_FALSE(MD.sourceOf("unit." + U.Name).empty()) << U.Name;
    for (const Memory &M : MD.Memories)
      EXPECT_FALSE(MD.sourceOf("memory." + M.Name).empty()) << M.Name;
    for (const char *Figure :
         {"MaxWarpsPerSM", "MaxWarpsPerCTA", "SchedulersPerSM", "WarpsPerGroup",
          "ThreadsPerWarp", "RegistersPerSM", "MaxRegistersPerThread",
          "MaxBlocksPerSM", "RegisterAllocationUnit", "MaxRegistersPerBlock",
          "SharedMemoryPerSM", "MaxSharedMemoryPerBlock",
          "SharedMemoryReservedPerBlock", "SharedMemoryAllocationUnit",
          "SharedMemoryCarveoutsKB"})
      EXPECT_FALSE(MD.sourceOf(Figure).empty()) << Figure;
    EXPECT_TRUE(MD.sourceOf("NoSuchFigure").empty());
  }
}

/// Every opcode named in machines/*.td must be a real NVPTX opcode of the
/// LLVM this project builds against, or classifyOpcode silently never hits.
TEST(MachineDescription, OpcodesExistInLLVMNVPTX) {
  llvm::InitializeAllTargetInfos();
  llvm::InitializeAllTargetMCs();
  std::string Err;
  const llvm::Target *T =
      llvm::TargetRegistry::lookupTarget("nvptx64-nvidia-cuda", Err);
  if (!T)
    GTEST_SKIP() << "LLVM has no NVPTX target: " << Err;
  std::unique_ptr<llvm::MCInstrInfo> MII(T->createMCInstrInfo());
  ASSERT_NE(MII, nullptr);
  llvm::StringSet<> Opcodes;
  for (unsigned I = 0, E = MII->getNumOpcodes(); I != E; ++I)
    Opcodes.insert(MII->getName(I));
  for (const std::string &Name : MachineDescription::names()) {
    const MachineDescription &MD = machine(Name);
    for (const InstructionClass &C : MD.Classes)
      for (const std::string &Op : C.Opcodes)
        EXPECT_TRUE(Opcodes.contains(Op))
            << Name << " class " << C.Name << ": unknown opcode " << Op;
  }
}

} // namespace
