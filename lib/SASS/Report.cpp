//===- Report.cpp - The SASS report of one or two builds -------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Kernel analysis, work units and the pairing of two builds (Report.h).
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/Report.h"

#include "llvm/ADT/STLExtras.h"

#include <array>
#include <cmath>
#include <map>
#include <tuple>

using namespace llvm;

namespace twill::sass {

StringRef workUnitName(WorkUnit U) {
  switch (U) {
  case WorkUnit::TensorFlop:
    return "tensor-flop";
  case WorkUnit::FPOp:
    return "fp-op";
  case WorkUnit::MemoryOp:
    return "memory-op";
  case WorkUnit::Instruction:
    return "instruction";
  }
  return "instruction";
}

Expected<std::vector<std::pair<std::string, int64_t>>>
latencyLevels(const MachineDescription &MD, const ReportOptions &O) {
  std::vector<std::pair<std::string, int64_t>> Out;
  for (StringRef Level : {"l1", "l2", "hbm"}) {
    Expected<int64_t> C = memoryLatency(MD, Level);
    if (!C)
      return C.takeError();
    Out.push_back({Level.str(), *C});
  }
  if (O.GlobalLatency)
    Out.push_back({"custom", *O.GlobalLatency});
  return Out;
}

namespace {

/// Threads per block and where the figure comes from.
std::pair<unsigned, std::string> blockSize(const Kernel &K,
                                           const ReportOptions &O) {
  if (auto It = O.KernelBlockSizes.find(K.Name);
      It != O.KernelBlockSizes.end())
    return {It->second, "option"};
  if (K.BlockSize)
    return {*K.BlockSize, K.BlockSizeSource};
  if (O.BlockSize)
    return {*O.BlockSize, "option"};
  return {O.DefaultBlockSize, "assumed"};
}

/// The main-loop order: more work first. Instructions count only where a
/// loop has no other work: of two loops with the same work per iteration
/// the first in the code stays main, as a pipelined kernel precedes the
/// original loop it keeps for short trip counts (blockSparseMma: the
/// kernel of 24 instructions, the original loop of 25, the same loads and
/// HMMA).
auto workKey(const LoopProfile &P) {
  bool Idle = P.TensorFlops == 0 && P.FPOps == 0 && P.MemoryOps == 0;
  return std::make_tuple(P.TensorFlops, P.FPOps, P.MemoryOps,
                         Idle ? P.Instructions : 0);
}

/// The cosine of the angle between two loops' mixes of work per
/// iteration: FP ops, memory ops and tensor FLOPs counted in HMMA.16816s
/// (4096 each), so that unrolling (more of the same) changes nothing.
double mixSimilarity(const LoopProfile &A, const LoopProfile &B) {
  std::array<double, 3> X = {double(A.FPOps), double(A.MemoryOps),
                             A.TensorFlops / 4096},
                        Y = {double(B.FPOps), double(B.MemoryOps),
                             B.TensorFlops / 4096};
  double Dot = 0, NX = 0, NY = 0;
  for (size_t I = 0; I != X.size(); ++I) {
    Dot += X[I] * Y[I];
    NX += X[I] * X[I];
    NY += Y[I] * Y[I];
  }
  return NX > 0 && NY > 0 ? Dot / std::sqrt(NX * NY) : 0;
}

/// Of \p Base's innermost loops \p Inner, the one whose mix of work is
/// closest to \p New's main loop, where it is not Base's main loop and
/// closer by more than 0.1; else -1.
int closerBaselineLoop(const KernelReport &Base, const std::vector<int> &Inner,
                       const KernelReport &New) {
  const LoopProfile &Main = New.Loops[size_t(New.MainLoop)].Profile;
  double Own = mixSimilarity(Base.Loops[size_t(Base.MainLoop)].Profile, Main);
  int Best = -1;
  double BestSim = Own + 0.1;
  for (int I : Inner)
    if (double Sim = mixSimilarity(Base.Loops[size_t(I)].Profile, Main);
        I != Base.MainLoop && Sim > BestSim) {
      Best = I;
      BestSim = Sim;
    }
  return Best;
}

/// The tile view of outer loop \p L: its loads and their issue distances
/// in \p Fast, the loop's simulation at latency 1.
TileReport tileReport(const Kernel &K, const Loop &L,
                      const std::vector<Loop> &Loops,
                      const MachineDescription &MD, const Simulation &Fast) {
  TileReport T;
  T.A = analyzeTile(K, L, Loops, MD);
  for (const TileLoad &TL : T.A.Loads) {
    std::optional<double> D;
    for (const LoadUse &U : Fast.LoadUses)
      if (U.Load == TL.Load)
        D = U.Cycles;
    T.IssueDistance.push_back(D);
  }
  return T;
}

/// LoopReport::Sync: \p L elects a lane or waits on an mbarrier's phase,
/// and its profile (\p P, its instructions once) has no arithmetic and no
/// memory access but TMA.
bool isSyncLoop(const Kernel &K, const Loop &L, const LoopProfile &P) {
  bool Elects = false;
  for (size_t I = L.Begin; I <= L.End; ++I) {
    const Instruction &In = K.Instructions[I];
    Elects |= In.Opcode == "ELECT" || isPhaseWait(In);
  }
  auto Count = [&](SassKind Kind) { return P.ByKind[size_t(Kind)]; };
  return Elects && P.FPOps == 0 && P.TensorFlops == 0 &&
         Count(SassKind::Shared) + Count(SassKind::Global) +
                 Count(SassKind::Local) + Count(SassKind::FP32) +
                 Count(SassKind::FP64) + Count(SassKind::MUFU) ==
             0;
}

/// Which of \p Loops of \p K are election or wait loops (isSyncLoop).
std::vector<bool> syncLoops(const Kernel &K, const std::vector<Loop> &Loops,
                            const MachineDescription &MD) {
  std::vector<bool> Sync;
  for (size_t I = 0; I != Loops.size(); ++I)
    Sync.push_back(
        isSyncLoop(K, Loops[I], profileTrace(K, loopTrace(Loops, I, 1), MD)));
  return Sync;
}

/// Sets every loop's Sync (from \p Sync) and Work: the innermost loops
/// that are not Sync; where there is none, the loops whose inner loops are
/// all Sync. (ptxas may put a spin-wait's retry path out of line, after
/// the loop: its branch back then makes a "loop" over code that holds other
/// loops without nesting them, which the second rule would take.)
void markWorkLoops(const std::vector<bool> &Sync,
                   std::vector<LoopReport> &Loops) {
  for (size_t I = 0; I != Loops.size(); ++I)
    Loops[I].Sync = Sync[I];
  bool Innermost = any_of(
      Loops, [](const LoopReport &L) { return !L.Sync && L.L.Innermost; });
  for (LoopReport &L : Loops)
    L.Work = !L.Sync && (!Innermost || L.L.Innermost);
  for (const LoopReport &L : Loops)
    if (!L.Sync && L.L.Parent >= 0)
      Loops[size_t(L.L.Parent)].Work = false;
}

} // namespace

Expected<KernelReport> analyzeKernel(const Kernel &K,
                                     const MachineDescription &MD,
                                     const ReportOptions &O) {
  Expected<std::vector<std::pair<std::string, int64_t>>> Levels =
      latencyLevels(MD, O);
  if (!Levels)
    return Levels.takeError();
  KernelReport R;
  R.Name = K.Name;
  R.Res = K.Res;
  R.Instructions = unsigned(K.Instructions.size());
  std::tie(R.BlockSize, R.BlockSizeSource) = blockSize(K, O);
  KernelResources KR;
  KR.RegistersPerThread = K.Res.Registers.value_or(0);
  KR.ThreadsPerBlock = R.BlockSize;
  KR.SharedBytesPerBlock = K.Res.SharedBytes.value_or(0);
  R.Occ = computeOccupancy(MD, KR);
  std::vector<Loop> Loops = findLoops(K);
  std::vector<bool> Sync = syncLoops(K, Loops, MD);
  for (size_t I = 0; I != Loops.size(); ++I) {
    const Loop &L = Loops[I];
    LoopReport LR;
    LR.L = L;
    std::vector<size_t> Trace = loopTrace(Loops, I, O.InnerTrips, &Sync);
    LR.Profile = profileTrace(K, Trace, MD);
    for (const auto &[Level, Cycles] : *Levels) {
      LR.Simulations.push_back(simulateTrace(K, Trace, MD, Cycles));
      Prediction P =
          predict(LR.Profile, LR.Simulations.back(), R.Occ.WarpsPerSM);
      P.Level = Level;
      P.GlobalLatency = Cycles;
      LR.Predictions.push_back(std::move(P));
    }
    // The latency an iteration exposes: what global loads returning at
    // once would save one warp.
    Simulation Fast = simulateTrace(K, Trace, MD, 1);
    for (const Simulation &S : LR.Simulations)
      LR.ExposedCycles.push_back(
          std::max(0.0, S.CyclesPerIteration - Fast.CyclesPerIteration));
    if (!L.Innermost)
      LR.Tile = tileReport(K, L, Loops, MD, Fast);
    R.Loops.push_back(std::move(LR));
  }
  markWorkLoops(Sync, R.Loops);
  for (size_t I = 0; I != R.Loops.size(); ++I)
    if (R.Loops[I].Work &&
        (R.MainLoop < 0 || workKey(R.Loops[I].Profile) >
                               workKey(R.Loops[size_t(R.MainLoop)].Profile)))
      R.MainLoop = int(I);
  if (R.MainLoop >= 0)
    R.TileLoop = R.Loops[size_t(R.MainLoop)].L.Parent;
  return R;
}

double workOf(const LoopProfile &P, WorkUnit U) {
  switch (U) {
  case WorkUnit::TensorFlop:
    return P.TensorFlops;
  case WorkUnit::FPOp:
    return P.FPOps;
  case WorkUnit::MemoryOp:
    return P.MemoryOps;
  case WorkUnit::Instruction:
    return P.Instructions;
  }
  return 0;
}

WorkUnit chooseWorkUnit(const LoopProfile &A, const LoopProfile *B) {
  for (WorkUnit U : {WorkUnit::TensorFlop, WorkUnit::FPOp, WorkUnit::MemoryOp})
    if (workOf(A, U) > 0 || (B && workOf(*B, U) > 0))
      return U;
  return WorkUnit::Instruction;
}

std::optional<double> cyclesPerWork(const KernelReport &K, WorkUnit U,
                                    size_t Level) {
  if (K.MainLoop < 0 || K.Occ.WarpsPerSM == 0)
    return std::nullopt;
  const LoopReport &L = K.Loops[size_t(K.MainLoop)];
  double W = workOf(L.Profile, U);
  if (W <= 0 || Level >= L.Predictions.size())
    return std::nullopt;
  return L.Predictions[Level].Cycles / W;
}

std::optional<double> stepCycles(const LoopReport &L, size_t Level,
                                 unsigned WarpsPerSM) {
  if (!WarpsPerSM || Level >= L.Predictions.size())
    return std::nullopt;
  const Prediction &P = L.Predictions[Level];
  double E = Level < L.ExposedCycles.size() ? L.ExposedCycles[Level] : 0.0;
  double W = double(WarpsPerSM);
  return std::max(P.ThroughputBound, (P.LatencyCycles - E) / W) + E / W;
}

namespace {

/// Loop \p B of kernel \p KB over loop \p N of \p KN, per unit of work
/// (\p WB, \p WN), at level \p Level with the CTAs in step.
std::optional<double> stepSpeedup(const KernelReport &KB, const LoopReport &B,
                                  const KernelReport &KN, const LoopReport &N,
                                  double WB, double WN, size_t Level) {
  std::optional<double> SB = stepCycles(B, Level, KB.Occ.WarpsPerSM),
                        SN = stepCycles(N, Level, KN.Occ.WarpsPerSM);
  if (WB <= 0 || WN <= 0 || !SB || !SN || *SN <= 0)
    return std::nullopt;
  return (*SB / WB) / (*SN / WN);
}

/// Fills \p P's TileUnit and TileSpeedup from both builds' tile loops.
void tileSpeedup(KernelPair &P, size_t Levels) {
  const LoopReport &B = P.Base->Loops[size_t(P.Base->TileLoop)];
  const LoopReport &N = P.New->Loops[size_t(P.New->TileLoop)];
  P.TileUnit = chooseWorkUnit(B.Profile, &N.Profile);
  double WB = workOf(B.Profile, P.TileUnit), WN = workOf(N.Profile, P.TileUnit);
  for (size_t L = 0; L != Levels; ++L) {
    double CB = B.Predictions[L].Cycles, CN = N.Predictions[L].Cycles;
    bool Ok = WB > 0 && WN > 0 && CN > 0 && P.Base->Occ.WarpsPerSM &&
              P.New->Occ.WarpsPerSM;
    P.TileSpeedup.push_back(Ok ? std::optional<double>((CB / WB) / (CN / WN))
                               : std::nullopt);
    double SB = B.Predictions[L].LatencyCycles,
           SN = N.Predictions[L].LatencyCycles;
    P.TileSingleWarpSpeedup.push_back(
        WB > 0 && WN > 0 && SN > 0
            ? std::optional<double>((SB / WB) / (SN / WN))
            : std::nullopt);
    P.TileStepSpeedup.push_back(stepSpeedup(*P.Base, B, *P.New, N, WB, WN, L));
  }
}

/// Fills \p P's StepSpeedup where both main loops wait at a CTA barrier.
void mainStepSpeedup(KernelPair &P, size_t Levels) {
  const LoopReport &B = P.Base->Loops[size_t(P.Base->MainLoop)];
  const LoopReport &N = P.New->Loops[size_t(P.New->MainLoop)];
  if (!B.Profile.CtaBarriers || !N.Profile.CtaBarriers)
    return;
  double WB = workOf(B.Profile, P.Unit), WN = workOf(N.Profile, P.Unit);
  for (size_t L = 0; L != Levels; ++L)
    P.StepSpeedup.push_back(stepSpeedup(*P.Base, B, *P.New, N, WB, WN, L));
}

} // namespace

std::vector<KernelPair> pairKernels(const std::vector<KernelReport> &Base,
                                    const std::vector<KernelReport> &New,
                                    size_t Levels,
                                    std::vector<std::string> &Unpaired) {
  std::map<std::string, const KernelReport *> ByName;
  for (const KernelReport &K : New)
    ByName[K.Name] = &K;
  std::vector<KernelPair> Out;
  for (const KernelReport &B : Base) {
    auto It = ByName.find(B.Name);
    if (It == ByName.end()) {
      Unpaired.push_back(B.Name);
      continue;
    }
    KernelPair P;
    P.Name = B.Name;
    P.Base = &B;
    P.New = It->second;
    ByName.erase(It);
    if (B.MainLoop >= 0 && P.New->MainLoop >= 0)
      P.Unit = chooseWorkUnit(B.Loops[size_t(B.MainLoop)].Profile,
                              &P.New->Loops[size_t(P.New->MainLoop)].Profile);
    for (size_t L = 0; L != Levels; ++L) {
      std::optional<double> CB = cyclesPerWork(B, P.Unit, L),
                            CN = cyclesPerWork(*P.New, P.Unit, L);
      P.Speedup.push_back(CB && CN && *CN > 0
                              ? std::optional<double>(*CB / *CN)
                              : std::nullopt);
    }
    if (B.MainLoop >= 0 && P.New->MainLoop >= 0) {
      P.LoopPairs.push_back({B.MainLoop, P.New->MainLoop});
      mainStepSpeedup(P, Levels);
    }
    std::vector<int> IB, IN;
    for (size_t I = 0; I != B.Loops.size(); ++I)
      if (B.Loops[I].Work)
        IB.push_back(int(I));
    for (size_t I = 0; I != P.New->Loops.size(); ++I)
      if (P.New->Loops[I].Work)
        IN.push_back(int(I));
    if (B.TileLoop >= 0 && P.New->TileLoop >= 0)
      tileSpeedup(P, Levels);
    if (IB.size() == IN.size()) {
      for (size_t I = 0; I != IB.size(); ++I)
        if (IB[I] != B.MainLoop || IN[I] != P.New->MainLoop)
          P.LoopPairs.push_back({IB[I], IN[I]});
    } else if (B.MainLoop >= 0 && P.New->MainLoop >= 0) {
      P.CloserBaseLoop = closerBaselineLoop(B, IB, *P.New);
    }
    Out.push_back(std::move(P));
  }
  for (auto &[Name, K] : ByName)
    Unpaired.push_back(Name);
  return Out;
}

std::optional<double> geomean(const std::vector<std::optional<double>> &Xs) {
  double Sum = 0;
  unsigned N = 0;
  for (const std::optional<double> &X : Xs)
    if (X && *X > 0) {
      Sum += std::log(*X);
      ++N;
    }
  if (!N)
    return std::nullopt;
  return std::exp(Sum / N);
}

} // namespace twill::sass
