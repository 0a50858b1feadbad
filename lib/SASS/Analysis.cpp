//===- Analysis.cpp - Loops of SASS and their modelled cost ----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loop finding, loop profiles, the single-warp scoreboard simulation and
/// the throughput/latency prediction of Analysis.h.
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/Analysis.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <deque>
#include <map>

using namespace llvm;

namespace twill::sass {

const SassOpClass *classifyInstruction(const Instruction &I,
                                       const MachineDescription &MD) {
  // A generic access served by shared memory costs as LDS/STS.
  if (I.SharedWindow)
    return MD.classifySass(I.Opcode == "ST" ? "STS" : "LDS");
  return MD.classifySass(I.Opcode);
}

std::vector<Loop> findLoops(const Kernel &K) {
  // Head index -> last backward branch to it.
  std::map<size_t, size_t> Ends;
  for (auto [H, E] : backEdges(K))
    Ends[H] = std::max(Ends[H], E);
  std::vector<Loop> Loops;
  for (auto [H, E] : Ends) {
    Loop L;
    L.Begin = H;
    L.End = E;
    Loops.push_back(L);
  }
  // Ordered by Begin; a loop's parent is the innermost earlier loop that
  // contains it.
  for (size_t I = 0; I != Loops.size(); ++I)
    for (size_t J = I; J-- > 0;)
      if (Loops[J].Begin <= Loops[I].Begin && Loops[I].End <= Loops[J].End) {
        Loops[I].Parent = int(J);
        Loops[I].Depth = Loops[J].Depth + 1;
        Loops[J].Innermost = false;
        break;
      }
  return Loops;
}

namespace {

/// Bytes one lane accesses, from the width modifier (".64", ".128");
/// narrower accesses count as a 4-byte bank word.
unsigned laneBytes(const Instruction &I) {
  for (const std::string &M : I.Modifiers) {
    if (M == "64")
      return 8;
    if (M == "128")
      return 16;
  }
  return 4;
}

/// The 2*M*N*K FLOPs one warp's tensor instruction performs: HMMA.16816 is
/// m16n8k16; HGMMA.64x128x16 is a warpgroup's 64x128x16 over its warps.
double tensorFlops(const Instruction &I, unsigned WarpsPerGroup) {
  static const std::pair<StringRef, std::array<unsigned, 3>> Shapes[] = {
      {"16816", {16, 8, 16}}, {"1688", {16, 8, 8}}, {"16832", {16, 8, 32}},
      {"884", {8, 8, 4}},     {"8816", {8, 8, 16}}, {"16864", {16, 8, 64}},
      {"8832", {8, 8, 32}}};
  for (const std::string &M : I.Modifiers) {
    for (const auto &[Name, S] : Shapes)
      if (M == Name)
        return 2.0 * S[0] * S[1] * S[2];
    SmallVector<StringRef, 3> Dims;
    StringRef(M).split(Dims, 'x');
    unsigned V[3];
    if (Dims.size() == 3 && !Dims[0].getAsInteger(10, V[0]) &&
        !Dims[1].getAsInteger(10, V[1]) && !Dims[2].getAsInteger(10, V[2]))
      return 2.0 * V[0] * V[1] * V[2] / std::max(1u, WarpsPerGroup);
  }
  return 0;
}

/// Work one warp instruction puts on its pipe, in the pipe's unit.
double pipeWork(const Instruction &I, const SassPipe &P,
                const MachineDescription &MD) {
  switch (P.Unit) {
  case SassPipeUnit::Lanes:
    return MD.ThreadsPerWarp;
  case SassPipeUnit::Bytes:
    if (I.Opcode == "LDSM" || I.Opcode == "STSM") {
      // ldmatrix/stmatrix: .4 (or x4) 8x8 16-bit matrices of 128 B.
      unsigned N = 1;
      for (const std::string &M : I.Modifiers)
        if (M == "2" || M == "4" || M == "x2" || M == "x4")
          N = M.back() - '0';
      return 128.0 * N;
    }
    return double(MD.ThreadsPerWarp) * laneBytes(I);
  case SassPipeUnit::Flops:
    return tensorFlops(I, MD.WarpsPerGroup);
  }
  return 0;
}

bool isMemoryKind(SassKind K) {
  return K == SassKind::Global || K == SassKind::Local ||
         K == SassKind::Shared || K == SassKind::TMA;
}

} // namespace

std::vector<size_t> loopTrace(const std::vector<Loop> &Loops, size_t Index,
                              unsigned InnerTrips,
                              const std::vector<bool> *Once) {
  const Loop &L = Loops[Index];
  std::vector<size_t> Trace;
  for (size_t I = L.Begin; I <= L.End;) {
    // A loop directly nested in this one that starts here.
    std::optional<size_t> Child;
    for (size_t C = Index + 1; C != Loops.size() && !Child; ++C)
      if (Loops[C].Parent == int(Index) && Loops[C].Begin == I)
        Child = C;
    if (!Child) {
      Trace.push_back(I++);
      continue;
    }
    std::vector<size_t> Inner = loopTrace(Loops, *Child, InnerTrips, Once);
    unsigned Trips = Once && (*Once)[*Child] ? 1 : std::max(1u, InnerTrips);
    for (unsigned T = 0; T != Trips; ++T)
      Trace.insert(Trace.end(), Inner.begin(), Inner.end());
    I = Loops[*Child].End + 1;
  }
  return Trace;
}

namespace {
std::optional<std::pair<unsigned, size_t>> depbar(const Instruction &In);

/// LoopProfile::AsyncGroupsInFlight of \p Trace.
int asyncGroupsInFlight(const Kernel &K, const std::vector<size_t> &Trace) {
  bool Copies = false;
  std::optional<size_t> Least;
  for (size_t I : Trace) {
    const Instruction &In = K.Instructions[I];
    Copies |= StringRef(In.Opcode).starts_with("LDGSTS");
    if (auto D = depbar(In))
      Least = std::min(Least.value_or(D->second), D->second);
  }
  return Copies && Least ? int(std::min<size_t>(*Least, 1u << 20)) : -1;
}
} // namespace

bool isFloatingPointWork(const Instruction &In, SassKind Kind) {
  if (Kind != SassKind::FP32 && Kind != SassKind::FP64 &&
      Kind != SassKind::MUFU)
    return false;
  // Compares, selects and checks decide or choose; they compute nothing
  // the source asked for, and the guarded-body fold's selp adds FSELs to a
  // pipelined loop that plain code does with a predicated FADD.
  static constexpr StringLiteral Control[] = {
      "FSEL", "FSETP", "FSET", "HSETP2", "HSET2", "DSETP", "FCHK"};
  if (is_contained(Control, StringRef(In.Opcode)))
    return false;
  // HFMA2.MMA R, -RZ, RZ, a, b is how ptxas writes a constant to a
  // register: RZ times RZ plus the immediate.
  auto Zero = [](StringRef Op) { return Op == "RZ" || Op == "-RZ"; };
  return !(In.Opcode == "HFMA2" && In.Operands.size() >= 3 &&
           Zero(In.Operands[1]) && Zero(In.Operands[2]));
}

LoopProfile profileLoop(const Kernel &K, const Loop &L,
                        const MachineDescription &MD) {
  std::vector<size_t> Trace;
  for (size_t I = L.Begin; I <= L.End; ++I)
    Trace.push_back(I);
  return profileTrace(K, Trace, MD);
}

LoopProfile profileTrace(const Kernel &K, const std::vector<size_t> &Trace,
                         const MachineDescription &MD) {
  LoopProfile P;
  std::map<std::string, PipeDemand> Pipes;
  for (size_t I : Trace) {
    const Instruction &In = K.Instructions[I];
    ++P.Instructions;
    const SassOpClass *C = classifyInstruction(In, MD);
    if (!C) {
      if (!is_contained(P.UnknownOpcodes, In.Opcode))
        P.UnknownOpcodes.push_back(In.Opcode);
      ++P.ByKind[size_t(SassKind::Control)];
      continue;
    }
    ++P.ByKind[size_t(C->Kind)];
    P.CtaBarriers += In.Opcode == "BAR" && !In.hasModifier("ARV");
    if (isFloatingPointWork(In, C->Kind))
      ++P.FPOps;
    if (isMemoryKind(C->Kind))
      ++P.MemoryOps;
    P.SharedWindowOps += In.SharedWindow;
    if (C->Kind == SassKind::Tensor)
      P.TensorFlops += tensorFlops(In, MD.WarpsPerGroup);
    const SassPipe *Pipe = MD.findSassPipe(C->Pipe);
    if (!Pipe || Pipe->PerCycle == 0)
      continue;
    PipeDemand &D = Pipes[Pipe->Name];
    D.Pipe = Pipe->Name;
    double W = pipeWork(In, *Pipe, MD);
    D.Work += W;
    D.Cycles += W / double(Pipe->PerCycle);
  }
  P.IssueCycles = double(P.Instructions) / std::max(1u, MD.SchedulersPerSM);
  for (auto &[Name, D] : Pipes)
    P.Pipes.push_back(D);
  sort(P.UnknownOpcodes);
  P.AsyncGroupsInFlight = asyncGroupsInFlight(K, Trace);
  P.BulkCopiesAhead = bulkCopiesAhead(K, Trace);
  return P;
}

bool isBulkLoad(const Instruction &In) {
  return In.Opcode == "UTMALDG" ||
         (In.Opcode == "UBLKCP" && In.Modifiers.size() >= 2 &&
          In.Modifiers[0] == "S" && In.Modifiers[1] == "G");
}

bool isPhaseWait(const Instruction &In) {
  return In.Opcode == "SYNCS" && In.hasModifier("PHASECHK");
}

int bulkCopiesAhead(const Kernel &K, const std::vector<size_t> &Trace) {
  if (Trace.empty())
    return -1;
  std::vector<size_t> Copies;
  bool Waits = false;
  for (size_t I : Trace) {
    const Instruction &In = K.Instructions[I];
    if (isBulkLoad(In) && !is_contained(Copies, I))
      Copies.push_back(I);
    Waits |= isPhaseWait(In);
  }
  if (Copies.empty() || !Waits)
    return -1;
  // The copies issued before the loop that no wait before it retires: a
  // ring's prologue fills S-1 tiles of as many copies as an iteration.
  size_t Before = 0;
  for (size_t I = *std::min_element(Trace.begin(), Trace.end()); I-- > 0;) {
    const Instruction &In = K.Instructions[I];
    if (isPhaseWait(In))
      break;
    Before += isBulkLoad(In);
  }
  return int(std::min<size_t>(Before / Copies.size(), 64));
}

Expected<int64_t> memoryLatency(const MachineDescription &MD,
                                StringRef Level) {
  if (const SassMemoryLatency *L = MD.findSassLatency(Level))
    return L->Cycles;
  return createStringError(inconvertibleErrorCode(),
                           "machine '" + MD.Name +
                               "' has no SassMemoryLatency '" + Level + "'");
}

namespace {

/// Outstanding scoreboard releases, per scoreboard 0..5.
class Scoreboards {
public:
  /// The time \p T or later when scoreboard \p SB has at most \p Keep
  /// outstanding releases; forgets the ones released by then.
  double waitFor(unsigned SB, double T, size_t Keep) {
    std::vector<double> &P = Pending[SB];
    erase_if(P, [&](double R) { return R <= T; });
    if (P.size() > Keep) {
      sort(P);
      T = std::max(T, P[P.size() - Keep - 1]);
      erase_if(P, [&](double R) { return R <= T; });
    }
    return T;
  }
  void set(unsigned SB, double Release) {
    if (SB < Pending.size())
      Pending[SB].push_back(Release);
  }

private:
  std::array<std::vector<double>, 6> Pending;
};

/// Cycles until \p In's write scoreboard is released.
int64_t writeLatency(const Instruction &In, const SassOpClass *C,
                     int64_t Global, int64_t L1) {
  if (!C)
    return 1;
  if (C->Kind == SassKind::Global || C->Kind == SassKind::TMA)
    return Global;
  if (C->Kind == SassKind::Local)
    return L1;
  return std::max<int64_t>(1, C->Latency);
}

/// DEPBAR.LE SBn, k: (n, k), or nothing.
std::optional<std::pair<unsigned, size_t>> depbar(const Instruction &In) {
  if (In.Opcode != "DEPBAR" || In.Operands.size() < 2)
    return std::nullopt;
  StringRef SB = In.Operands[0], N = In.Operands[1];
  unsigned S;
  uint64_t Keep;
  if (!SB.consume_front("SB") || SB.getAsInteger(10, S) || S > 5)
    return std::nullopt;
  if (N.consume_front("0x") ? N.getAsInteger(16, Keep)
                            : N.getAsInteger(10, Keep))
    return std::nullopt;
  return std::make_pair(S, size_t(Keep));
}

/// The tiles of bulk copies in flight (LoopProfile::BulkCopiesAhead): the
/// copies since the last wait make the open tile; a wait closes it and
/// waits for the oldest tile.
class BulkTiles {
public:
  explicit BulkTiles(unsigned Ahead) : Ready(Ahead, 0.0) {}
  /// A copy that completes at \p Done.
  void copy(double Done) { Open = std::max(Open.value_or(Done), Done); }
  /// When a wait at \p T passes.
  double wait(double T) {
    if (Open)
      Ready.push_back(*Open);
    Open.reset();
    if (Ready.empty())
      return T;
    double Done = Ready.front();
    Ready.pop_front();
    return std::max(T, Done);
  }

private:
  std::deque<double> Ready;
  std::optional<double> Open;
};

/// Issues one instruction at the earliest time after \p Prev allows.
double issue(const Instruction &In, const SassOpClass *C, double Earliest,
             Scoreboards &SB, int64_t Global, int64_t L1) {
  double T = Earliest;
  for (unsigned B = 0; B != 6; ++B)
    if (In.Control.WaitMask & (1u << B))
      T = SB.waitFor(B, T, 0);
  if (auto D = depbar(In))
    T = SB.waitFor(D->first, T, D->second);
  if (In.Control.WriteScoreboard != NoScoreboard)
    SB.set(In.Control.WriteScoreboard,
           T + double(writeLatency(In, C, Global, L1)));
  if (In.Control.ReadScoreboard != NoScoreboard)
    SB.set(In.Control.ReadScoreboard,
           T + double(C ? std::max<int64_t>(1, C->ReadLatency) : 1));
  return T;
}

/// Does \p U wait on scoreboard \p SB?
bool waitsOn(const Instruction &U, unsigned SB) {
  auto Bar = depbar(U);
  return (U.Control.WaitMask >> SB) & 1 || (Bar && Bar->first == SB);
}

void findLoadUses(const Kernel &K, const std::vector<size_t> &Trace,
                  const MachineDescription &MD, Simulation &S,
                  const std::vector<double> &Next) {
  size_t N = Trace.size();
  std::vector<bool> Seen(K.Instructions.size());
  for (size_t I = 0; I != N; ++I) {
    const Instruction &Ld = K.Instructions[Trace[I]];
    const SassOpClass *C = classifyInstruction(Ld, MD);
    unsigned SB = Ld.Control.WriteScoreboard;
    if (!C || !isMemoryKind(C->Kind) || SB == NoScoreboard || Seen[Trace[I]])
      continue;
    Seen[Trace[I]] = true;
    for (size_t D = 1; D <= N; ++D) {
      size_t J = (I + D) % N;
      if (!waitsOn(K.Instructions[Trace[J]], SB))
        continue;
      LoadUse LU;
      LU.Load = Trace[I];
      LU.Use = Trace[J];
      LU.Instructions = unsigned(D);
      LU.NextIteration = I + D >= N;
      LU.Cycles = (LU.NextIteration ? Next[J] : S.IssueTimes[J]) -
                  S.IssueTimes[I];
      S.LoadUses.push_back(LU);
      break;
    }
  }
}

} // namespace

Simulation simulateLoop(const Kernel &K, const Loop &L,
                        const MachineDescription &MD, int64_t GlobalLatency) {
  std::vector<size_t> Trace;
  for (size_t I = L.Begin; I <= L.End; ++I)
    Trace.push_back(I);
  return simulateTrace(K, Trace, MD, GlobalLatency);
}

Simulation simulateTrace(const Kernel &K, const std::vector<size_t> &Trace,
                         const MachineDescription &MD, int64_t GlobalLatency) {
  // Iterations simulated, and the ones measured (steady state).
  constexpr unsigned Iterations = 48, Warm = 24, Measured = 36;
  int64_t L1 = GlobalLatency;
  if (Expected<int64_t> V = memoryLatency(MD, "l1"))
    L1 = *V;
  else
    consumeError(V.takeError());
  std::vector<const SassOpClass *> Classes;
  for (size_t I : Trace)
    Classes.push_back(classifyInstruction(K.Instructions[I], MD));
  Scoreboards SB;
  Simulation S;
  int Ahead = bulkCopiesAhead(K, Trace);
  std::optional<BulkTiles> Bulk;
  if (Ahead >= 0)
    Bulk.emplace(unsigned(Ahead));
  std::vector<double> Start(Iterations + 1), Measure, Next;
  double Earliest = 0;
  for (unsigned It = 0; It != Iterations; ++It) {
    std::vector<double> Times;
    // A spin loop repeated in the trace (--inner-trips) waits once.
    SmallVector<size_t, 4> Waited;
    for (size_t P = 0; P != Trace.size(); ++P) {
      const Instruction &In = K.Instructions[Trace[P]];
      if (Bulk && isPhaseWait(In) && !is_contained(Waited, Trace[P])) {
        Waited.push_back(Trace[P]);
        Earliest = Bulk->wait(Earliest);
      }
      double T = issue(In, Classes[P], Earliest, SB, GlobalLatency, L1);
      if (Bulk && isBulkLoad(In))
        Bulk->copy(T + double(GlobalLatency));
      Times.push_back(T);
      Earliest = T + std::max(1u, In.Control.Stall);
    }
    Start[It] = Times.front();
    if (It == Measured)
      Measure = std::move(Times);
    else if (It == Measured + 1)
      Next = std::move(Times);
  }
  Start[Iterations] = Earliest;
  S.CyclesPerIteration =
      (Start[Iterations] - Start[Warm]) / double(Iterations - Warm);
  double Base = Measure.front();
  for (double &T : Measure)
    T -= Base;
  for (double &T : Next)
    T -= Base;
  S.IssueTimes = Measure;
  findLoadUses(K, Trace, MD, S, Next);
  return S;
}

namespace {

/// FFMA, HMMA or HGMMA: the compute of a tile.
bool isTileCompute(const Instruction &I) {
  return I.Opcode == "FFMA" || I.Opcode == "HMMA" || I.Opcode == "HGMMA";
}

/// A global load whose value lands in a register (not LDGSTS, which
/// writes shared memory itself).
bool isRegisterGlobalLoad(const Instruction &I, const MachineDescription &MD) {
  const SassOpClass *C = classifyInstruction(I, MD);
  return C && C->Kind == SassKind::Global && I.Opcode == "LDG" &&
         I.Control.WriteScoreboard != NoScoreboard;
}

} // namespace

StringRef tileLoadPlacementName(TileLoadPlacement P) {
  switch (P) {
  case TileLoadPlacement::UsedBeforeCompute:
    return "used-before-compute";
  case TileLoadPlacement::AcrossCompute:
    return "across-compute";
  case TileLoadPlacement::AfterCompute:
    return "after-compute";
  case TileLoadPlacement::Unused:
    return "unused";
  }
  return "unused";
}

TileAnalysis analyzeTile(const Kernel &K, const Loop &L,
                         const std::vector<Loop> &Loops,
                         const MachineDescription &MD) {
  TileAnalysis T;
  auto InInner = [&](size_t I) {
    return any_of(Loops, [&](const Loop &C) {
      bool Nested = L.Begin <= C.Begin && C.End <= L.End &&
                    (C.Begin != L.Begin || C.End != L.End);
      return Nested && C.Begin <= I && I <= C.End;
    });
  };
  for (size_t I = L.Begin; I <= L.End && !T.FirstCompute; ++I)
    if (isTileCompute(K.Instructions[I]))
      T.FirstCompute = I;
  size_t N = L.size();
  for (size_t I = L.Begin; I <= L.End; ++I) {
    const Instruction &Ld = K.Instructions[I];
    if (!isRegisterGlobalLoad(Ld, MD) || InInner(I))
      continue;
    TileLoad TL;
    TL.Load = I;
    for (size_t D = 1; D <= N && !TL.Use; ++D) {
      size_t J = L.Begin + (I - L.Begin + D) % N;
      if (waitsOn(K.Instructions[J], Ld.Control.WriteScoreboard)) {
        TL.Use = J;
        TL.NextIteration = J <= I;
      }
    }
    if (!TL.Use)
      TL.Placement = TileLoadPlacement::Unused;
    else if (!T.FirstCompute || I >= *T.FirstCompute)
      TL.Placement = TileLoadPlacement::AfterCompute;
    else if (TL.NextIteration || *TL.Use > *T.FirstCompute)
      TL.Placement = TileLoadPlacement::AcrossCompute;
    else
      TL.Placement = TileLoadPlacement::UsedBeforeCompute;
    T.Loads.push_back(TL);
  }
  T.LoadsBeforeCompute =
      !T.Loads.empty() &&
      all_of(T.Loads, [](const TileLoad &TL) {
        return TL.Placement == TileLoadPlacement::AcrossCompute;
      });
  return T;
}

Prediction predict(const LoopProfile &P, const Simulation &S,
                   unsigned WarpsPerSM) {
  Prediction R;
  R.LatencyCycles = S.CyclesPerIteration;
  R.LatencyBound = S.CyclesPerIteration / std::max(1u, WarpsPerSM);
  R.ThroughputBound = P.IssueCycles;
  R.Bound = "issue";
  for (const PipeDemand &D : P.Pipes)
    if (D.Cycles > R.ThroughputBound) {
      R.ThroughputBound = D.Cycles;
      R.Bound = D.Pipe;
    }
  R.Cycles = std::max(R.ThroughputBound, R.LatencyBound);
  if (R.LatencyBound > R.ThroughputBound)
    R.Bound = "latency";
  return R;
}

} // namespace twill::sass
