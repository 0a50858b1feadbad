//===- Kernels.cpp - Built-in GPU kernel loop graphs ----------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builders for the built-in kernels. Tile-level costs are work divided by
/// the per-SM throughput taken from the machine description (machines/*.td):
///   GEMM M x N x K:   2*M*N*K FLOPs / tc_bf16_dense_flops per cycle;
///   exp on M x N:     M*N ops / mufu_ops per cycle.
/// Cycle counts stay raw here (about 1000 for a 128^3 GEMM on Hopper); cost
/// normalization shrinks them before exact solving.
///
//===----------------------------------------------------------------------===//

#include "twill/Kernels/Kernels.h"
#include "twill/Model/MachineDescription.h"

#include "llvm/ADT/Twine.h"

using namespace twill;

namespace {

/// Tile sizes of the built-in attention kernels: 128 x 128 tiles, head
/// dimension 128 (the Twill paper's FlashAttention setting).
constexpr int64_t TileM = 128, TileN = 128, HeadDim = 128;

llvm::Expected<int64_t> cyclesFor(const MachineDescription &MD,
                                  llvm::StringRef ThroughputName,
                                  int64_t Work) {
  const Throughput *T = MD.findThroughput(ThroughputName);
  if (!T || T->PerCycle <= 0)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "machine '%s' has no throughput '%s' to derive kernel costs from",
        MD.Name.c_str(), ThroughputName.str().c_str());
  return (Work + T->PerCycle - 1) / T->PerCycle;
}

Operation tileOp(llvm::StringRef Name, llvm::StringRef Kind,
                 llvm::StringRef Unit, int64_t Cycles) {
  Operation Op;
  Op.Name = Name.str();
  Op.Kind = Kind.str();
  Op.Latency = Cycles;
  Op.Reservation = ReservationTable::block(Unit, Cycles);
  return Op;
}

void copyResources(const MachineDescription &MD, Problem &P) {
  P.Units = MD.Units;
  P.Memories = MD.Memories;
}

/// The paper's running example (Soi et al. §3.1, Fig. 1): S = Q K^T on the
/// tensor core, P = exp(S) on MUFU, O += P V on the tensor core.
llvm::Expected<Problem> buildSimplifiedAttention(const MachineDescription &MD) {
  auto Gemm = cyclesFor(MD, "tc_bf16_dense_flops", 2 * TileM * TileN * HeadDim);
  if (!Gemm)
    return Gemm.takeError();
  auto Exp = cyclesFor(MD, "mufu_ops", TileM * TileN);
  if (!Exp)
    return Exp.takeError();
  Problem P("flash_attention_forward_simplified");
  copyResources(MD, P);
  // A 128x128 fp32 tile held by one warp group (128 threads) takes
  // 128*128/128 = 128 registers per thread; bf16 P takes half.
  Operation S = tileOp("S", "gemm", "tc", *Gemm);
  S.Registers = TileM * TileN / 128;
  S.NeedsWarpGroup = true;
  Operation E = tileOp("P", "exp", "mufu", *Exp);
  E.Registers = TileM * TileN / 128 / 2;
  Operation O = tileOp("O", "gemm", "tc", *Gemm);
  O.Registers = TileM * HeadDim / 128;
  O.NeedsWarpGroup = true;
  OpId SId = P.Graph.addOperation(std::move(S));
  OpId PId = P.Graph.addOperation(std::move(E));
  OpId OId = P.Graph.addOperation(std::move(O));
  // Each consumer waits for its producer's full latency; O accumulates
  // into itself across iterations.
  P.Graph.addDependence(SId, PId, *Gemm);
  P.Graph.addDependence(PId, OId, *Exp);
  P.Graph.addDependence(OId, OId, *Gemm, 1);
  return P;
}

struct KernelEntry {
  KernelInfo Info;
  llvm::Expected<Problem> (*Build)(const MachineDescription &);
};

std::vector<KernelEntry> registry() {
  const char *AttnDerivation =
      "GEMM 128x128x128 = 2*128^3 FLOPs / tc_bf16_dense_flops per cycle; "
      "exp on 128x128 = 16384 ops / mufu_ops per cycle (machines/*.td)";
  return {
      {{"flash_attention_forward_simplified", "hopper",
        "S = QK^T (tensor core), P = exp(S) (MUFU), O += PV (tensor core); "
        "the Twill paper's running example",
        AttnDerivation},
       buildSimplifiedAttention},
      {{"flash_attention_forward_simplified_blackwell", "blackwell",
        "the same loop with Blackwell costs (exp/MMA ratio 1.0 at head dim "
        "128)",
        AttnDerivation},
       buildSimplifiedAttention},
  };
}

} // namespace

std::vector<KernelInfo> twill::listKernels() {
  std::vector<KernelInfo> Out;
  for (const KernelEntry &E : registry())
    Out.push_back(E.Info);
  return Out;
}

llvm::Expected<Problem> twill::buildKernel(llvm::StringRef Name,
                                           llvm::StringRef MachineOverride) {
  std::string Known;
  for (const KernelEntry &E : registry()) {
    Known += (Known.empty() ? "" : ", ") + E.Info.Name;
    if (E.Info.Name != Name)
      continue;
    auto MD = MachineDescription::get(
        MachineOverride.empty() ? llvm::StringRef(E.Info.Machine)
                                : MachineOverride);
    if (!MD)
      return MD.takeError();
    auto P = E.Build(*MD);
    if (P)
      P->Name = E.Info.Name;
    return P;
  }
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "unknown kernel '%s' (built-in kernels: %s)",
                                 Name.str().c_str(), Known.c_str());
}
