//===- Kernels.cpp - Built-in GPU kernel loop graphs ----------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builders for the built-in kernels. Every cycle count is work divided by a
/// per-SM throughput of the machine description (machines/*.td), rounded up:
///   GEMM M x N x K          2*M*N*K FLOPs   / tc_bf16_dense_flops
///   exp on R x C            R*C ops          / mufu_ops
///   elementwise on R x C    R*C ops          / fp32_fma_lanes
///   TMA tile of B bytes     B                / smem_bytes   (the copy lands
///                           in shared memory; no per-SM TMA rate is known)
///   TMEM load/store, B      B                / tmem_bytes   (Blackwell)
///   cross-warp spill of B   2*B (write+read) / smem_bytes
/// Registers per thread of an R x C tile held by one warp group (128
/// threads) are R*C*bytes / 4 / 128. Dependences wait for the producer's
/// full cycle count; TMA loads are streaming ops (Soi et al. §5.3): variable
/// latency, no incoming edges, and a zero delay to their consumers.
/// Raw counts stay in the graph; cost normalization shrinks them.
///
//===----------------------------------------------------------------------===//

#include "twill/Kernels/Kernels.h"
#include "twill/Machines/MachineDescription.h"

#include "llvm/ADT/Twine.h"

#include <functional>

using namespace twill;

namespace {

/// Tile sizes of the built-in kernels: 128 x 128 tiles, head dimension 128
/// (the Twill paper's FlashAttention setting); GEMM k-step 64.
constexpr int64_t Tile = 128, HeadDim = 128, GemmK = 64;
constexpr int64_t WarpGroupThreads = 128;
/// Warps a built-in kernel's CTA offers: 16 (512 threads, FA4's CTA).
constexpr unsigned KernelWarps = 16;

/// Builds one problem with costs derived from a machine description.
class KernelBuilder {
public:
  KernelBuilder(const MachineDescription &MD, const KernelOptions &Opts,
                llvm::StringRef Name)
      : MD(MD), Opts(Opts), P(Name.str()) {
    P.Units = MD.Units;
    P.Memories = MD.Memories;
    WarpConfig W = MD.warpConfig();
    W.NumWarps = std::min(W.NumWarps, Opts.Warps ? Opts.Warps : KernelWarps);
    P.Warps = W;
  }

  llvm::Error error() { return std::move(Err); }
  Problem take() { return std::move(P); }
  Problem &problem() { return P; }
  const KernelOptions &options() const { return Opts; }

  int64_t per(llvm::StringRef Throughput, int64_t Work) {
    const twill::Throughput *T = MD.findThroughput(Throughput);
    if (!T || T->PerCycle <= 0) {
      if (!Err)
        Err = llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "machine '%s' has no throughput '%s' to derive kernel costs from",
            MD.Name.c_str(), Throughput.str().c_str());
      return 1;
    }
    return (Work + T->PerCycle - 1) / T->PerCycle;
  }
  int64_t gemm(int64_t M, int64_t N, int64_t K) {
    return per("tc_bf16_dense_flops", 2 * M * N * K);
  }
  int64_t exp(int64_t R, int64_t C) { return per("mufu_ops", R * C); }
  int64_t fma(int64_t R, int64_t C) { return per("fp32_fma_lanes", R * C); }
  int64_t tma(int64_t Bytes) { return per("smem_bytes", Bytes); }
  int64_t tmem(int64_t Bytes) { return per("tmem_bytes", Bytes); }
  int64_t spill(int64_t Bytes) { return per("smem_bytes", 2 * Bytes); }
  static int64_t regs(int64_t R, int64_t C, int64_t Bytes) {
    return R * C * Bytes / 4 / WarpGroupThreads;
  }

  /// Adds a tile op holding \p Unit for \p Cycles cycles.
  OpId op(llvm::StringRef Name, llvm::StringRef Kind, llvm::StringRef Unit,
          int64_t Cycles, int64_t Registers = 0, bool WarpGroup = false,
          int64_t Spill = 0) {
    Operation Op;
    Op.Name = Name.str();
    Op.Kind = Kind.str();
    Op.Latency = Cycles;
    Op.Reservation = ReservationTable::block(Unit, Cycles);
    Op.Registers = Registers;
    Op.NeedsWarpGroup = WarpGroup;
    Op.SpillCost = Spill;
    return P.Graph.addOperation(std::move(Op));
  }
  /// A streaming TMA load of \p Bytes into shared memory.
  OpId load(llvm::StringRef Name, int64_t Bytes) {
    OpId V = op(Name, "tma_load", "tma", tma(Bytes));
    P.Graph.op(V).VariableLatency = true;
    P.Graph.op(V).Latency = 0;
    P.Graph.op(V).Footprint["smem"] = Bytes;
    return V;
  }
  /// u -> v waiting for u's full cycle count (0 for streaming loads).
  void dep(OpId U, OpId V, int64_t Distance = 0, bool Blocking = false) {
    P.Graph.addDependence(U, V, P.Graph.op(U).Latency, Distance, Blocking);
  }

private:
  const MachineDescription &MD;
  const KernelOptions &Opts;
  Problem P;
  llvm::Error Err = llvm::Error::success();
};

llvm::Expected<Problem> finish(KernelBuilder &B) {
  if (llvm::Error E = B.error())
    return std::move(E);
  Problem P = B.take();
  if (B.options().NoCrossWarpCommunication && P.Warps)
    P.Warps->CrossWarpCommunication = false;
  return P;
}

/// The paper's running example (Soi et al. §3.1, Fig. 1): S = Q K^T on the
/// tensor core, P = exp(S) on MUFU, O += P V on the tensor core.
llvm::Expected<Problem> buildSimplifiedAttention(const MachineDescription &MD,
                                       const KernelOptions &KO) {
  KernelBuilder B(MD, KO, "flash_attention_forward_simplified");
  int64_t G = B.gemm(Tile, Tile, HeadDim), E = B.exp(Tile, Tile);
  OpId S = B.op("S", "gemm", "tc", G);
  OpId P = B.op("P", "exp", "mufu", E);
  OpId O = B.op("O", "gemm", "tc", G);
  B.dep(S, P);
  B.dep(P, O);
  B.dep(O, O, 1);
  B.problem().Warps.reset(); // The running example is about pipelining alone.
  return finish(B);
}

/// FlashAttention forward on Hopper, sub-tiled into two 64-row Q tiles
/// (FA3's unit of work per consumer warp group). Per KV block j: TMA loads
/// of K_j and V_j; per sub-tile q: S_q = Q_q K^T (wgmma), m_q = rowmax,
/// P_q = exp(S_q - m_q) (MUFU), l_q = rowsum, r_q = rescale of O_q by
/// exp(m_old - m_new), O_q += P_q V (wgmma). The accumulators O_q, m_q, l_q
/// are loop-carried.
llvm::Expected<Problem> buildAttentionForwardHopper(const MachineDescription &MD,
                                       const KernelOptions &KO) {
  KernelBuilder B(MD, KO, "flash_attention_forward_hopper");
  const unsigned SubTiles = std::max(1u, B.options().SubTiles);
  const int64_t Rows = Tile / SubTiles;
  int64_t KVBytes = Tile * HeadDim * 2;
  OpId LK = B.load("load_K", KVBytes);
  OpId LV = B.load("load_V", KVBytes);
  for (unsigned Q = 0; Q < SubTiles; ++Q) {
    std::string Sfx = std::to_string(Q);
    int64_t AccRegs = KernelBuilder::regs(Rows, Tile, 4);
    OpId S = B.op("S" + Sfx, "gemm", "tc", B.gemm(Rows, Tile, HeadDim), AccRegs,
                  true, B.spill(Rows * Tile * 4));
    OpId M = B.op("max" + Sfx, "rowmax", "fma", B.fma(Rows, Tile), 1, true);
    OpId P = B.op("P" + Sfx, "exp", "mufu", B.exp(Rows, Tile),
                  KernelBuilder::regs(Rows, Tile, 2), true,
                  B.spill(Rows * Tile * 2));
    OpId L = B.op("sum" + Sfx, "rowsum", "fma", B.fma(Rows, Tile), 1, true);
    OpId R = B.op("rescale" + Sfx, "rescale", "fma", B.fma(Rows, HeadDim), 0,
                  true);
    OpId O = B.op("O" + Sfx, "gemm", "tc", B.gemm(Rows, HeadDim, Tile),
                  KernelBuilder::regs(Rows, HeadDim, 4), true,
                  B.spill(Rows * HeadDim * 4));
    B.dep(LK, S, 0, /*Blocking=*/true); // mbarrier wait on the K tile
    B.dep(S, M, 0, /*Blocking=*/true);  // wgmma wait_group
    B.dep(S, P);
    B.dep(M, P);
    B.dep(M, R);
    B.dep(P, L);
    B.dep(P, O);
    B.dep(R, O);
    B.dep(LV, O, 0, /*Blocking=*/true); // mbarrier wait on the V tile
    B.dep(O, R, 1, /*Blocking=*/true);  // previous PV must land first
    B.dep(O, O, 1);
    B.dep(M, M, 1);
    B.dep(L, L, 1);
  }
  return finish(B);
}

/// FlashAttention forward on Blackwell (FA4's loop): two 128-row Q tiles.
/// tcgen05 GEMMs are issued by one thread and accumulate in tensor memory;
/// softmax loads S from TMEM (tcgen05.ld, a whole warp group), writes P
/// back to TMEM, and the correction step rescales O in TMEM (load, scale,
/// store).
llvm::Expected<Problem>
buildAttentionForwardBlackwell(const MachineDescription &MD,
                               const KernelOptions &KO) {
  KernelBuilder B(MD, KO, "flash_attention_forward_blackwell");
  int64_t KVBytes = Tile * HeadDim * 2;
  OpId LK = B.load("load_K", KVBytes);
  OpId LV = B.load("load_V", KVBytes);
  for (unsigned Q = 0; Q < std::max(1u, KO.SubTiles); ++Q) {
    std::string Sfx = std::to_string(Q);
    int64_t SBytes = Tile * Tile * 4, PBytes = Tile * Tile * 2;
    int64_t OBytes = Tile * HeadDim * 4;
    // S_q = Q_q K^T into TMEM (one issuing thread: a single warp).
    OpId S = B.op("S" + Sfx, "gemm", "tc", B.gemm(Tile, Tile, HeadDim));
    B.problem().Graph.op(S).Footprint["tmem"] = SBytes;
    // Softmax warp group: tcgen05.ld of S, rowmax, exp, rowsum, P to TMEM.
    OpId LdS = B.op("ldS" + Sfx, "tmem_ld", "tmem", B.tmem(SBytes),
                    KernelBuilder::regs(Tile, Tile, 4), true,
                    B.spill(SBytes));
    OpId M = B.op("max" + Sfx, "rowmax", "fma", B.fma(Tile, Tile), 1, true);
    OpId P = B.op("P" + Sfx, "exp", "mufu", B.exp(Tile, Tile),
                  KernelBuilder::regs(Tile, Tile, 2), true, B.spill(PBytes));
    OpId L = B.op("sum" + Sfx, "rowsum", "fma", B.fma(Tile, Tile), 1, true);
    OpId StP = B.op("stP" + Sfx, "tmem_st", "tmem", B.tmem(PBytes), 0, true);
    B.problem().Graph.op(StP).Footprint["tmem"] = PBytes;
    // Correction: rescale O_q in TMEM (load, scale, store) by the factor
    // rowmax produced.
    OpId C = B.op("correct" + Sfx, "correction", "tmem", B.tmem(2 * OBytes),
                  KernelBuilder::regs(Tile, HeadDim, 4), true);
    // O_q += P_q V, reading P from TMEM, accumulating in TMEM.
    OpId O = B.op("O" + Sfx, "gemm", "tc", B.gemm(Tile, HeadDim, Tile));
    B.problem().Graph.op(O).Footprint["tmem"] = OBytes;
    B.dep(LK, S, 0, /*Blocking=*/true);
    B.dep(S, LdS, 0, /*Blocking=*/true); // tcgen05.commit -> mbarrier wait
    B.dep(LdS, M);
    B.dep(LdS, P);
    B.dep(M, P);
    B.dep(P, L);
    B.dep(P, StP);
    B.dep(M, C);
    B.dep(StP, O, 0, /*Blocking=*/true);
    B.dep(C, O);
    B.dep(LV, O, 0, /*Blocking=*/true);
    B.dep(O, C, 1, /*Blocking=*/true); // rescale after the previous PV
    B.dep(O, O, 1);
    B.dep(M, M, 1);
    B.dep(L, L, 1);
  }
  return finish(B);
}

/// FlashAttention backward (single pass, as in FA3/FA4): per KV block, for
/// one 128-row Q tile: TMA loads of Q and dO; S = Q K^T, P = exp(S - LSE),
/// dP = dO V^T, dS = P * (dP - D), dV += P^T dO, dK += dS^T Q, dQ = dS K,
/// and an atomic reduction of dQ into global memory. Five GEMMs, one exp.
llvm::Expected<Problem> buildAttentionBackward(const MachineDescription &MD,
                                               const KernelOptions &KO,
                                               llvm::StringRef Name,
                                               bool TensorMemory) {
  KernelBuilder B(MD, KO, Name);
  int64_t TileBytes = Tile * HeadDim * 2;
  int64_t Acc = TensorMemory ? 0 : KernelBuilder::regs(Tile, Tile, 4);
  bool WG = !TensorMemory; // wgmma needs a warp group; tcgen05 one thread
  int64_t G = B.gemm(Tile, Tile, HeadDim);
  OpId LQ = B.load("load_Q", TileBytes);
  OpId LdO = B.load("load_dO", TileBytes);
  OpId S = B.op("S", "gemm", "tc", G, Acc, WG, B.spill(Tile * Tile * 4));
  OpId P = B.op("P", "exp", "mufu", B.exp(Tile, Tile),
                KernelBuilder::regs(Tile, Tile, 2), true,
                B.spill(Tile * Tile * 2));
  OpId DP = B.op("dP", "gemm", "tc", G, Acc, WG, B.spill(Tile * Tile * 4));
  OpId DS = B.op("dS", "elementwise", "fma", B.fma(Tile, Tile),
                 KernelBuilder::regs(Tile, Tile, 2), true,
                 B.spill(Tile * Tile * 2));
  OpId DV = B.op("dV", "gemm", "tc", G, Acc, WG);
  OpId DK = B.op("dK", "gemm", "tc", G, Acc, WG);
  OpId DQ = B.op("dQ", "gemm", "tc", G, Acc, WG);
  // dQ partial sums go to global memory with atomics (red.global.add).
  OpId Red = B.op("atomic_dQ", "atomic_add", "lsu", B.tma(Tile * HeadDim * 4));
  B.problem().Graph.op(Red).VariableLatency = true;
  B.dep(LQ, S, 0, true);
  B.dep(LdO, DP, 0, true);
  B.dep(LdO, DV, 0, true);
  B.dep(LQ, DK, 0, true);
  B.dep(S, P, 0, true);
  B.dep(P, DS);
  B.dep(DP, DS, 0, true);
  B.dep(P, DV);
  B.dep(DS, DK);
  B.dep(DS, DQ);
  B.dep(DQ, Red, 0, true);
  B.dep(DV, DV, 1);
  B.dep(DK, DK, 1);
  return finish(B);
}

/// The GEMM mainloop: TMA loads of an A and a B k-slice, one tensor-core
/// MMA accumulating into a loop-carried accumulator.
llvm::Expected<Problem> buildGemm(const MachineDescription &MD,
                                  const KernelOptions &KO, llvm::StringRef Name,
                                  bool TensorMemory) {
  KernelBuilder B(MD, KO, Name);
  int64_t SliceBytes = Tile * GemmK * 2;
  OpId LA = B.load("load_A", SliceBytes);
  OpId LB = B.load("load_B", SliceBytes);
  // On Hopper the accumulator lives in the warp group's registers; on
  // Blackwell in tensor memory, and tcgen05.mma is issued by one thread.
  OpId M = B.op("mma", "gemm", "tc", B.gemm(Tile, Tile, GemmK),
                TensorMemory ? 0 : KernelBuilder::regs(Tile, Tile, 4),
                !TensorMemory);
  B.dep(LA, M, 0, true);
  B.dep(LB, M, 0, true);
  B.dep(M, M, 1);
  return finish(B);
}

/// FlashAttention forward on Blackwell at Triton-op granularity (the ops of
/// one KV-block iteration as TTGIR lists them after warp specialization,
/// FA4's structure): two 128-row Q tiles; per tile the tcgen05 GEMM S and
/// its commit, tcgen05.ld of S, the online softmax as separate TTGIR ops
/// (row max, the scaled running max, max with the old one, the fused
/// scale-and-subtract pass, exp2, row sum, the correction factor
/// exp2(m_old - m_new), l = l * alpha + rowsum), the bf16 conversion of P
/// and its tcgen05.st with an mbarrier arrive, the correction of O in TMEM
/// (tcgen05.ld, FMUL, tcgen05.st, arrive) and the PV GEMM with its commit;
/// shared: TMA loads of K and V, their mbarrier waits and releases. Row
/// vectors (128 values) take one FMA issue; mbarrier and commit ops one
/// cycle on the unlimited sync unit.
llvm::Expected<Problem>
buildAttentionForwardBlackwellTTGIR(const MachineDescription &MD,
                                    const KernelOptions &KO) {
  KernelBuilder B(MD, KO, "flash_attention_forward_blackwell_ttgir");
  int64_t KVBytes = Tile * HeadDim * 2;
  int64_t SBytes = Tile * Tile * 4, PBytes = Tile * Tile * 2;
  int64_t OBytes = Tile * HeadDim * 4;
  int64_t Row = B.fma(Tile, 1);
  auto Sync = [&](llvm::StringRef Name) {
    return B.op(Name, "mbarrier", "sync", 1);
  };
  OpId LK = B.load("load_K", KVBytes);
  OpId LV = B.load("load_V", KVBytes);
  OpId WK = Sync("wait_K"), WV = Sync("wait_V");
  OpId RelK = Sync("release_K"), RelV = Sync("release_V");
  B.dep(LK, WK, 0, true);
  B.dep(LV, WV, 0, true);
  for (unsigned Q = 0; Q < std::max(1u, KO.SubTiles); ++Q) {
    std::string X = std::to_string(Q);
    auto WGOp = [&](llvm::StringRef Name, llvm::StringRef Kind,
                    llvm::StringRef Unit, int64_t Cycles, int64_t Regs = 0) {
      return B.op((Name + X).str(), Kind, Unit, Cycles, Regs, true);
    };
    OpId S = B.op("S" + X, "gemm", "tc", B.gemm(Tile, Tile, HeadDim));
    B.problem().Graph.op(S).Footprint["tmem"] = SBytes;
    OpId CS = Sync("commit_S" + X);
    OpId LdS = WGOp("ldS", "tmem_ld", "tmem", B.tmem(SBytes),
                    KernelBuilder::regs(Tile, Tile, 4));
    OpId Max = WGOp("rowmax", "reduce", "fma", B.fma(Tile, Tile), 1);
    OpId MSc = WGOp("mscale", "mulf", "fma", Row, 1);
    OpId MNew = WGOp("mnew", "maxnumf", "fma", Row, 1);
    OpId Sub = WGOp("qk_fma", "fma", "fma", B.fma(Tile, Tile),
                    KernelBuilder::regs(Tile, Tile, 4));
    OpId Exp = WGOp("exp_P", "exp2", "mufu", B.exp(Tile, Tile),
                    KernelBuilder::regs(Tile, Tile, 4));
    OpId Sum = WGOp("rowsum", "reduce", "fma", B.fma(Tile, Tile), 1);
    OpId MDiff = WGOp("mdiff", "subf", "fma", Row, 1);
    OpId Alpha = WGOp("alpha", "exp2", "mufu", B.exp(Tile, 1), 1);
    OpId LMul = WGOp("lscale", "mulf", "fma", Row, 1);
    OpId LAdd = WGOp("lsum", "addf", "fma", Row, 1);
    OpId Cvt = WGOp("cvt_P", "truncf", "fma", B.fma(Tile, Tile),
                    KernelBuilder::regs(Tile, Tile, 2));
    OpId StP = WGOp("stP", "tmem_st", "tmem", B.tmem(PBytes));
    B.problem().Graph.op(StP).Footprint["tmem"] = PBytes;
    OpId ArrP = Sync("arrive_P" + X);
    OpId LdO = WGOp("ldO", "tmem_ld", "tmem", B.tmem(OBytes),
                    KernelBuilder::regs(Tile, HeadDim, 4));
    OpId MulO = WGOp("scaleO", "mulf", "fma", B.fma(Tile, HeadDim),
                     KernelBuilder::regs(Tile, HeadDim, 4));
    OpId StO = WGOp("stO", "tmem_st", "tmem", B.tmem(OBytes));
    OpId ArrO = Sync("arrive_O" + X);
    OpId O = B.op("O" + X, "gemm", "tc", B.gemm(Tile, HeadDim, Tile));
    B.problem().Graph.op(O).Footprint["tmem"] = OBytes;
    OpId CO = Sync("commit_O" + X);
    B.dep(WK, S, 0, true);
    B.dep(S, CS);
    B.dep(S, RelK);
    B.dep(CS, LdS, 0, true); // softmax waits on the commit's mbarrier
    B.dep(LdS, Max);
    B.dep(LdS, Sub);
    B.dep(Max, MSc);
    B.dep(MSc, MNew);
    B.dep(MNew, MNew, 1);
    B.dep(MNew, Sub);
    B.dep(Sub, Exp);
    B.dep(Exp, Sum);
    B.dep(Exp, Cvt);
    B.dep(MNew, MDiff);
    B.dep(MNew, MDiff, 1); // m_old: the previous iteration's running max
    B.dep(MDiff, Alpha);
    B.dep(Alpha, LMul);
    B.dep(LAdd, LMul, 1);
    B.dep(LMul, LAdd);
    B.dep(Sum, LAdd);
    B.dep(Cvt, StP);
    B.dep(StP, ArrP);
    B.dep(Alpha, MulO);
    B.dep(CO, LdO, 1, true); // O is rescaled after the previous PV landed
    B.dep(LdO, MulO);
    B.dep(MulO, StO);
    B.dep(StO, ArrO);
    B.dep(ArrP, O, 0, true); // the MMA warp waits for P and for O
    B.dep(ArrO, O, 0, true);
    B.dep(WV, O, 0, true);
    B.dep(O, CO);
    B.dep(O, RelV);
    B.dep(O, O, 1);
  }
  return finish(B);
}

/// FlashAttention backward on Hopper at Triton-op granularity (FA3's
/// structure: K and V of the KV block stay in shared memory, the loop runs
/// over 64-row Q blocks, two consumer warp groups each own 64 of the 128 KV
/// rows and their dK, dV accumulators). Shared per iteration: TMA loads of
/// Q, dO, the log-sum-exp row and D = rowsum(dO * O), with their mbarrier
/// waits. Per warp group w: S^T = K_w Q^T and its wgmma wait, P^T =
/// exp2(S^T - LSE) (subtract, exp2), the bf16 conversion, dV_w += P^T dO
/// and its wait, dP^T = V_w dO^T and its wait, dS^T = P^T * (dP^T - D)
/// (subtract, multiply, convert), dK_w += dS^T Q and its wait, the partial
/// dQ = dS K_w, its wait and scaling, its store to shared memory and a TMA
/// reduce-add into global memory, and arrives that release Q and dO.
llvm::Expected<Problem>
buildAttentionBackwardHopperTTGIR(const MachineDescription &MD,
                                  const KernelOptions &KO) {
  KernelBuilder B(MD, KO, "flash_attention_backward_hopper_ttgir");
  constexpr int64_t QRows = 64, KVRows = Tile / 2;
  int64_t QBytes = QRows * HeadDim * 2, RowBytes = QRows * 4;
  auto Sync = [&](llvm::StringRef Name) {
    return B.op(Name, "mbarrier", "sync", 1);
  };
  OpId LQ = B.load("load_Q", QBytes), LdO = B.load("load_dO", QBytes);
  OpId LL = B.load("load_LSE", RowBytes), LD = B.load("load_D", RowBytes);
  OpId WQ = Sync("wait_Q"), WdO = Sync("wait_dO");
  OpId WL = Sync("wait_LSE"), WD = Sync("wait_D");
  B.dep(LQ, WQ, 0, true);
  B.dep(LdO, WdO, 0, true);
  B.dep(LL, WL, 0, true);
  B.dep(LD, WD, 0, true);
  int64_t SqRegs = KernelBuilder::regs(KVRows, QRows, 4);
  int64_t AccRegs = KernelBuilder::regs(KVRows, HeadDim, 4);
  for (unsigned W = 0; W < 2; ++W) {
    std::string X = std::to_string(W);
    auto WGOp = [&](llvm::StringRef Name, llvm::StringRef Kind,
                    llvm::StringRef Unit, int64_t Cycles, int64_t Regs = 0,
                    int64_t Spill = 0) {
      return B.op((Name + X).str(), Kind, Unit, Cycles, Regs, true, Spill);
    };
    auto Wait = [&](llvm::StringRef Name) {
      return WGOp(Name, "wgmma_wait", "sync", 1);
    };
    OpId S = WGOp("S", "gemm", "tc", B.gemm(KVRows, QRows, HeadDim), SqRegs);
    OpId WS = Wait("wait_S");
    OpId SubS = WGOp("sub_lse", "subf", "fma", B.fma(KVRows, QRows), SqRegs);
    OpId P = WGOp("exp_P", "exp2", "mufu", B.exp(KVRows, QRows), SqRegs,
                  B.spill(KVRows * QRows * 4));
    OpId CvtP = WGOp("cvt_P", "truncf", "fma", B.fma(KVRows, QRows),
                     KernelBuilder::regs(KVRows, QRows, 2));
    OpId DV = WGOp("dV", "gemm", "tc", B.gemm(KVRows, HeadDim, QRows),
                   AccRegs);
    OpId WDV = Wait("wait_dV");
    OpId DP = WGOp("dP", "gemm", "tc", B.gemm(KVRows, QRows, HeadDim),
                   SqRegs);
    OpId WDP = Wait("wait_dP");
    OpId SubD = WGOp("sub_D", "subf", "fma", B.fma(KVRows, QRows), SqRegs);
    OpId DS = WGOp("dS", "mulf", "fma", B.fma(KVRows, QRows), SqRegs);
    OpId CvtDS = WGOp("cvt_dS", "truncf", "fma", B.fma(KVRows, QRows),
                      KernelBuilder::regs(KVRows, QRows, 2),
                      B.spill(KVRows * QRows * 2));
    OpId DK = WGOp("dK", "gemm", "tc", B.gemm(KVRows, HeadDim, QRows),
                   AccRegs);
    OpId WDK = Wait("wait_dK");
    OpId DQ = WGOp("dQ", "gemm", "tc", B.gemm(QRows, HeadDim, KVRows),
                   KernelBuilder::regs(QRows, HeadDim, 4));
    OpId WDQ = Wait("wait_dQ");
    OpId ScQ = WGOp("scale_dQ", "mulf", "fma", B.fma(QRows, HeadDim),
                    KernelBuilder::regs(QRows, HeadDim, 4));
    OpId StQ = WGOp("st_dQ", "local_store", "lsu",
                    B.tma(QRows * HeadDim * 4));
    B.problem().Graph.op(StQ).Footprint["smem"] = QRows * HeadDim * 4;
    OpId Red = B.op("reduce_dQ" + X, "tma_reduce", "tma",
                    B.tma(QRows * HeadDim * 4));
    B.problem().Graph.op(Red).VariableLatency = true;
    OpId RQ = Sync("release_Q" + X), RdO = Sync("release_dO" + X);
    B.dep(WQ, S, 0, true);
    B.dep(S, WS);
    B.dep(WS, SubS, 0, true);
    B.dep(WL, SubS, 0, true);
    B.dep(SubS, P);
    B.dep(P, CvtP);
    B.dep(CvtP, DV);
    B.dep(WdO, DV, 0, true);
    B.dep(DV, WDV);
    B.dep(WDV, DV, 1, true); // the accumulator: previous dV must land
    B.dep(WdO, DP, 0, true);
    B.dep(DP, WDP);
    B.dep(WDP, SubD, 0, true);
    B.dep(WD, SubD, 0, true);
    B.dep(SubD, DS);
    B.dep(P, DS);
    B.dep(DS, CvtDS);
    B.dep(CvtDS, DK);
    B.dep(DK, WDK);
    B.dep(WDK, DK, 1, true);
    B.dep(CvtDS, DQ);
    B.dep(DQ, WDQ);
    B.dep(WDQ, ScQ, 0, true);
    B.dep(ScQ, StQ);
    B.dep(StQ, Red, 0, true); // fence, then the TMA reduce reads smem
    B.dep(WDK, RQ);
    B.dep(WDQ, RQ);
    B.dep(WDV, RdO);
    B.dep(WDP, RdO);
  }
  return finish(B);
}

struct KernelEntry {
  KernelInfo Info;
  std::function<llvm::Expected<Problem>(const MachineDescription &,
                                        const KernelOptions &)>
      Build;
};

std::vector<KernelEntry> registry();


} // namespace

namespace {
std::vector<KernelEntry> registry() {
  const char *Attn =
      "GEMM M x N x K = 2MNK FLOPs / tc_bf16_dense_flops; exp R x C = RC / "
      "mufu_ops; rowmax/rowsum/rescale = RC / fp32_fma_lanes; TMA tile = "
      "bytes / smem_bytes; spill = 2 x bytes / smem_bytes (machines/*.td)";
  return {
      {{"flash_attention_forward_simplified", "hopper",
        "S = QK^T (tensor core), P = exp(S) (MUFU), O += PV (tensor core); "
        "the Twill paper's running example, pipelining only",
        Attn},
       buildSimplifiedAttention},
      {{"flash_attention_forward_hopper", "hopper",
        "FA forward, two 64-row Q sub-tiles: TMA K/V, wgmma S and PV, MUFU "
        "exp, FMA rowmax/rowsum/rescale",
        Attn},
       buildAttentionForwardHopper},
      {{"flash_attention_forward_blackwell", "blackwell",
        "FA forward, two 128-row Q tiles: tcgen05 GEMMs into tensor memory, "
        "TMEM loads/stores, MUFU exp, correction of O in TMEM",
        std::string(Attn) + "; TMEM = bytes / tmem_bytes (an estimate)"},
       buildAttentionForwardBlackwell},
      {{"flash_attention_backward_hopper", "hopper",
        "FA backward: 5 wgmma GEMMs, 1 exp, dS, atomic dQ reduction", Attn},
       [](const MachineDescription &MD, const KernelOptions &KO) {
         return buildAttentionBackward(MD, KO, "flash_attention_backward_hopper",
                                       false);
       }},
      {{"flash_attention_backward_blackwell", "blackwell",
        "FA backward: 5 tcgen05 GEMMs, 1 exp, dS, atomic dQ reduction", Attn},
       [](const MachineDescription &MD, const KernelOptions &KO) {
         return buildAttentionBackward(MD, KO,
                                       "flash_attention_backward_blackwell",
                                       true);
       }},
      {{"flash_attention_forward_blackwell_ttgir", "blackwell",
        "FA forward (FA4 structure) at Triton-op granularity, 50 ops: two "
        "128-row Q tiles, tcgen05 GEMMs with commits, TMEM loads/stores, the "
        "online softmax as separate TTGIR ops, correction of O in TMEM, "
        "mbarrier waits/arrives",
        std::string(Attn) +
            "; row vector = 128 / fp32_fma_lanes; mbarrier/commit = 1 cycle "
            "(sync); TMEM = bytes / tmem_bytes (an estimate)"},
       buildAttentionForwardBlackwellTTGIR},
      {{"flash_attention_backward_hopper_ttgir", "hopper",
        "FA backward (FA3 structure) at Triton-op granularity, 50 ops: 64-row "
        "Q blocks, two consumer warp groups over the KV rows, 5 wgmma GEMMs "
        "each with waits, exp2, dS, dQ stored to smem and TMA reduce-added",
        std::string(Attn) +
            "; mbarrier/wgmma wait = 1 cycle (sync); smem store = bytes / "
            "smem_bytes"},
       buildAttentionBackwardHopperTTGIR},
      {{"gemm_hopper", "hopper",
        "GEMM mainloop: TMA A/B k-slices (128x64), wgmma 128x128x64 into a "
        "register accumulator",
        "GEMM = 2MNK / tc_bf16_dense_flops; TMA = bytes / smem_bytes"},
       [](const MachineDescription &MD, const KernelOptions &KO) {
         return buildGemm(MD, KO, "gemm_hopper", false);
       }},
      {{"gemm_blackwell", "blackwell",
        "GEMM mainloop: TMA A/B k-slices (128x64), tcgen05.mma 128x128x64 "
        "into tensor memory",
        "GEMM = 2MNK / tc_bf16_dense_flops; TMA = bytes / smem_bytes"},
       [](const MachineDescription &MD, const KernelOptions &KO) {
         return buildGemm(MD, KO, "gemm_blackwell", true);
       }},
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
                                           llvm::StringRef MachineOverride,
                                           const KernelOptions &Opts) {
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
    auto P = E.Build(*MD, Opts);
    if (P)
      P->Name = E.Info.Name;
    return P;
  }
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "unknown kernel '%s' (built-in kernels: %s)",
                                 Name.str().c_str(), Known.c_str());
}
