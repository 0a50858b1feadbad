//===- SassCommand.cpp - `twill sass`, the SASS report ---------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill sass FILE... [--baseline FILE,...] [--machine hopper|blackwell]
///              [--block-size [NAME=]N,...] [--global-latency N] [--tools DIR]
///              [--instructions] [--json]
///
/// FILEs are PTX (assembled with ptxas -v), cubins, or `cuobjdump -sass`
/// text (optionally with `ptxas -v` lines); --baseline names a second build
/// of the same kernels (plain llc-19 against the plugin), paired by kernel
/// name. The report is a static model of the SASS (lib/SASS, docs/sass.md),
/// not a measurement. Exit 2 on bad input or a missing tool.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Machines/MachineDescription.h"
#include "twill/Machines/Occupancy.h"
#include "twill/SASS/Analysis.h"
#include "twill/SASS/Report.h"
#include "twill/SASS/SASS.h"
#include "twill/SASS/Tools.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace cl = llvm::cl;
using namespace twill;
using namespace twill::cli;
using namespace twill::sass;

#ifndef TWILL_SOURCE_DIR
#define TWILL_SOURCE_DIR ""
#endif

namespace {

cl::SubCommand SassCmd(
    "sass",
    "SASS report: per kernel registers, spills, shared memory and occupancy; "
    "per loop of the SASS (backward branches) the instructions by kind "
    "(a generic LD/ST whose address derives from the shared window, "
    "cvta.shared's SR_SWINHI, counts as shared), decoded control codes, "
    "load-to-first-use distances, a single-warp "
    "steady-state simulation over ptxas's stall counts and scoreboards, the "
    "per-SM pipe bounds and the predicted SM cycles per iteration "
    "max(throughput bound, single-warp cycles / resident warps) at the "
    "kernel's occupancy, at the L1-hit, L2 and HBM global-load latencies of "
    "machines/*.td. THIS IS A STATIC MODEL, NOT A MEASUREMENT: it assumes "
    "every instruction of a loop issues each iteration, coalesced memory "
    "accesses, no bank conflicts, no contention between resident warps "
    "beyond the pipe bounds, and every load served at the one latency. "
    "With --baseline, the predicted speedup of the build over the baseline "
    "per kernel and loop, in cycles per unit of work (docs/sass.md).");

cl::list<std::string> Inputs(cl::Positional, cl::desc("<PTX|cubin|SASS>..."),
                             cl::sub(SassCmd));
cl::list<std::string>
    Baseline("baseline",
             cl::desc("The files of the baseline build, comma-separated "
                      "(or the option repeated); kernels are paired by name"),
             cl::value_desc("FILE,..."), cl::CommaSeparated, cl::sub(SassCmd),
             cl::cat(category()));
cl::opt<std::string> MachineName("machine",
                                 cl::desc("hopper (default) or blackwell"),
                                 cl::init("hopper"), cl::sub(SassCmd),
                                 cl::cat(category()));
cl::list<std::string> BlockSizeOpt(
    "block-size",
    cl::desc("Threads per block for occupancy: NAME=N for kernel NAME (wins "
             "over everything), N for every kernel whose PTX has no "
             ".reqntid/.maxntid; without either, 256 is assumed and the "
             "report says so (repeatable, comma-separated)"),
    cl::value_desc("[NAME=]N"), cl::CommaSeparated, cl::sub(SassCmd),
    cl::cat(category()));
cl::opt<unsigned> GlobalLatencyOpt(
    "global-latency",
    cl::desc("Also predict at this global-load latency (cycles), as level "
             "'custom'"),
    cl::value_desc("N"), cl::init(0), cl::sub(SassCmd), cl::cat(category()));
cl::opt<unsigned> InnerTripsOpt(
    "inner-trips",
    cl::desc("Iterations of each inner loop per iteration of its outer loop "
             "in the outer (tile) loop's simulation and profile; SASS does "
             "not say the trip count (default 1)"),
    cl::value_desc("N"), cl::init(1), cl::sub(SassCmd), cl::cat(category()));
cl::opt<std::string> ToolsDir(
    "tools",
    cl::desc("Look for cuobjdump and ptxas only in DIR (and DIR/bin), e.g. "
             "the folder scripts/get-sass-tools.sh fills"),
    cl::value_desc("DIR"), cl::init(""), cl::sub(SassCmd),
    cl::cat(category()));
cl::opt<bool> ListInstructions(
    "instructions",
    cl::desc("List every loop instruction with its decoded control code"),
    cl::init(false), cl::sub(SassCmd), cl::cat(category()));
cl::opt<bool> AsJSON("json", cl::desc("JSON output (docs/sass.md)"),
                     cl::init(false), cl::sub(SassCmd), cl::cat(category()));

/// One build's kernels, their reports and the files they came from.
struct Build {
  std::vector<Kernel> Kernels;
  std::vector<std::string> Files; ///< per kernel
  std::vector<KernelReport> Reports;
};

/// Loads and analyses the files of one build.
llvm::Expected<Build> loadBuild(const std::vector<std::string> &Files,
                                const MachineDescription &MD,
                                const ReportOptions &O) {
  ToolPaths Paths;
  Paths.ToolsDir = ToolsDir;
  Paths.DefaultToolsDir = std::string(TWILL_SOURCE_DIR) + "/.sass-tools";
  Build B;
  llvm::StringSet<> Seen;
  for (const std::string &F : Files) {
    llvm::Expected<std::vector<Kernel>> Ks = loadInput(F, MD.CPU, Paths);
    if (!Ks)
      return Ks.takeError();
    for (Kernel &K : *Ks) {
      if (!Seen.insert(K.Name).second)
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            F + ": kernel '" + K.Name + "' appears twice in one build");
      B.Files.push_back(F);
      B.Kernels.push_back(std::move(K));
    }
  }
  for (const Kernel &K : B.Kernels) {
    llvm::Expected<KernelReport> R = analyzeKernel(K, MD, O);
    if (!R)
      return R.takeError();
    B.Reports.push_back(std::move(*R));
  }
  return B;
}

llvm::json::Value opt(const std::optional<double> &V) {
  return V ? llvm::json::Value(*V) : llvm::json::Value(nullptr);
}
template <typename T> llvm::json::Value optInt(const std::optional<T> &V) {
  return V ? llvm::json::Value(int64_t(*V)) : llvm::json::Value(nullptr);
}

llvm::json::Object controlJSON(const ControlCode &C) {
  auto SB = [](unsigned S) {
    return S == NoScoreboard ? llvm::json::Value(nullptr)
                             : llvm::json::Value(int64_t(S));
  };
  return llvm::json::Object{{"stall", int64_t(C.Stall)},
                            {"yield", C.Yield},
                            {"write_scoreboard", SB(C.WriteScoreboard)},
                            {"read_scoreboard", SB(C.ReadScoreboard)},
                            {"wait_mask", int64_t(C.WaitMask)},
                            {"reuse", int64_t(C.Reuse)}};
}

std::string hexAddr(uint64_t A) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(A, 6);
  return S;
}

/// The loop's load-to-first-use distances, cycles per latency level.
llvm::json::Array loadUsesJSON(const Kernel &K, const LoopReport &L,
                               const std::vector<std::string> &Levels) {
  llvm::json::Array Out;
  const std::vector<LoadUse> &First = L.Simulations.front().LoadUses;
  for (size_t I = 0; I != First.size(); ++I) {
    llvm::json::Object Cycles;
    for (size_t V = 0; V != Levels.size(); ++V)
      Cycles[Levels[V]] = L.Simulations[V].LoadUses[I].Cycles;
    const LoadUse &U = First[I];
    Out.push_back(llvm::json::Object{
        {"load", hexAddr(K.Instructions[U.Load].Address)},
        {"opcode", K.Instructions[U.Load].Opcode},
        {"use", hexAddr(K.Instructions[U.Use].Address)},
        {"instructions", int64_t(U.Instructions)},
        {"next_iteration", U.NextIteration},
        {"cycles", std::move(Cycles)}});
  }
  return Out;
}

llvm::json::Object profileJSON(const LoopProfile &P) {
  llvm::json::Object ByKind;
  for (size_t K = 0; K != NumSassKinds; ++K)
    if (P.ByKind[K])
      ByKind[sassKindName(SassKind(K))] = int64_t(P.ByKind[K]);
  llvm::json::Array Pipes;
  for (const PipeDemand &D : P.Pipes)
    Pipes.push_back(llvm::json::Object{
        {"pipe", D.Pipe}, {"work", D.Work}, {"cycles", D.Cycles}});
  return llvm::json::Object{
      {"instructions", int64_t(P.Instructions)},
      {"by_kind", std::move(ByKind)},
      {"unknown_opcodes", llvm::json::Array(P.UnknownOpcodes)},
      {"fp_ops", int64_t(P.FPOps)},
      {"tensor_flops", P.TensorFlops},
      {"memory_ops", int64_t(P.MemoryOps)},
      {"shared_window_ops", int64_t(P.SharedWindowOps)},
      {"issue_cycles", P.IssueCycles},
      {"pipes", std::move(Pipes)},
      {"cta_barriers", int64_t(P.CtaBarriers)},
      {"async_groups_in_flight",
       P.AsyncGroupsInFlight < 0 ? llvm::json::Value(nullptr)
                                 : llvm::json::Value(P.AsyncGroupsInFlight)},
      {"bulk_copies_ahead", P.BulkCopiesAhead < 0
                                ? llvm::json::Value(nullptr)
                                : llvm::json::Value(P.BulkCopiesAhead)}};
}

llvm::json::Array predictionsJSON(const LoopReport &L) {
  llvm::json::Array Out;
  for (const Prediction &P : L.Predictions)
    Out.push_back(llvm::json::Object{
        {"level", P.Level},
        {"global_latency", P.GlobalLatency},
        {"latency_cycles", P.LatencyCycles},
        {"latency_bound", P.LatencyBound},
        {"throughput_bound", P.ThroughputBound},
        {"cycles", P.Cycles},
        {"bound", P.Bound}});
  return Out;
}

llvm::json::Array instructionsJSON(const Kernel &K, const LoopReport &L) {
  llvm::json::Array Out;
  const std::vector<double> &T = L.Simulations.back().IssueTimes;
  for (size_t I = L.L.Begin; I <= L.L.End; ++I) {
    const Instruction &In = K.Instructions[I];
    Out.push_back(
        llvm::json::Object{{"address", hexAddr(In.Address)},
                           {"predicate", In.Predicate},
                           {"opcode", In.Opcode},
                           {"modifiers", llvm::json::Array(In.Modifiers)},
                           {"operands", llvm::json::Array(In.Operands)},
                           {"control", controlJSON(In.Control)},
                           {"shared_window", In.SharedWindow},
                           {"issue_cycle", T[I - L.L.Begin]}});
  }
  return Out;
}

llvm::json::Value addrOrNull(const Kernel &K, std::optional<size_t> I) {
  return I ? llvm::json::Value(hexAddr(K.Instructions[*I].Address))
           : llvm::json::Value(nullptr);
}

/// The tile-loop view of an outer loop (docs/sass.md, "Tile loops").
llvm::json::Object tileJSON(const Kernel &K, const LoopReport &L,
                            const std::vector<std::string> &Levels) {
  const TileReport &T = *L.Tile;
  llvm::json::Array Loads;
  for (size_t I = 0; I != T.A.Loads.size(); ++I) {
    const TileLoad &TL = T.A.Loads[I];
    Loads.push_back(llvm::json::Object{
        {"load", hexAddr(K.Instructions[TL.Load].Address)},
        {"use", addrOrNull(K, TL.Use)},
        {"use_opcode", TL.Use ? llvm::json::Value(K.Instructions[*TL.Use].Opcode)
                              : llvm::json::Value(nullptr)},
        {"next_iteration", TL.NextIteration},
        {"placement", tileLoadPlacementName(TL.Placement)},
        {"issue_distance", opt(T.IssueDistance[I])}});
  }
  llvm::json::Object Exposed;
  for (size_t V = 0; V != Levels.size(); ++V)
    Exposed[Levels[V]] = L.ExposedCycles[V];
  return llvm::json::Object{
      {"first_compute", addrOrNull(K, T.A.FirstCompute)},
      {"first_compute_opcode",
       T.A.FirstCompute
           ? llvm::json::Value(K.Instructions[*T.A.FirstCompute].Opcode)
           : llvm::json::Value(nullptr)},
      {"loads_before_compute", T.A.LoadsBeforeCompute},
      {"loads", std::move(Loads)},
      {"exposed_latency_cycles", std::move(Exposed)},
      {"inner_trips", int64_t(InnerTripsOpt)}};
}

llvm::json::Object loopJSON(const Kernel &K, const LoopReport &L, size_t Index,
                            const std::vector<std::string> &Levels) {
  llvm::json::Object O{{"index", int64_t(Index)},
                       {"begin", hexAddr(K.Instructions[L.L.Begin].Address)},
                       {"end", hexAddr(K.Instructions[L.L.End].Address)},
                       {"depth", int64_t(L.L.Depth)},
                       {"parent", L.L.Parent < 0
                                      ? llvm::json::Value(nullptr)
                                      : llvm::json::Value(int64_t(L.L.Parent))},
                       {"innermost", L.L.Innermost},
                       {"sync", L.Sync},
                       {"work", L.Work},
                       {"profile", profileJSON(L.Profile)},
                       {"load_uses", loadUsesJSON(K, L, Levels)},
                       {"predictions", predictionsJSON(L)}};
  llvm::json::Object Exposed;
  for (size_t V = 0; V != Levels.size() && V != L.ExposedCycles.size(); ++V)
    Exposed[Levels[V]] = L.ExposedCycles[V];
  O["exposed_latency_cycles"] = std::move(Exposed);
  if (L.Tile)
    O["tile"] = tileJSON(K, L, Levels);
  if (ListInstructions)
    O["instruction_list"] = instructionsJSON(K, L);
  return O;
}

llvm::json::Object kernelJSON(const Build &B, size_t I,
                              const std::vector<std::string> &Levels,
                              const MachineDescription &MD) {
  const KernelReport &R = B.Reports[I];
  llvm::json::Array Loops;
  for (size_t L = 0; L != R.Loops.size(); ++L)
    Loops.push_back(loopJSON(B.Kernels[I], R.Loops[L], L, Levels));
  return llvm::json::Object{
      {"name", R.Name},
      {"file", B.Files[I]},
      {"arch", B.Kernels[I].Arch},
      {"instructions", int64_t(R.Instructions)},
      {"registers", optInt(R.Res.Registers)},
      {"shared_bytes", optInt(R.Res.SharedBytes)},
      {"stack_frame_bytes", optInt(R.Res.StackFrameBytes)},
      {"spill_store_bytes", optInt(R.Res.SpillStoreBytes)},
      {"spill_load_bytes", optInt(R.Res.SpillLoadBytes)},
      {"resources_source", R.Res.Source},
      {"block_size", int64_t(R.BlockSize)},
      {"block_size_source", R.BlockSizeSource},
      {"occupancy",
       llvm::json::Object{{"blocks_per_sm", int64_t(R.Occ.BlocksPerSM)},
                          {"warps_per_sm", int64_t(R.Occ.WarpsPerSM)},
                          {"fraction", R.Occ.fraction(MD)},
                          {"limiter", occupancyLimiterName(R.Occ.Limiter)},
                          {"reason", R.Occ.Reason}}},
      {"main_loop", R.MainLoop < 0 ? llvm::json::Value(nullptr)
                                   : llvm::json::Value(int64_t(R.MainLoop))},
      {"tile_loop", R.TileLoop < 0 ? llvm::json::Value(nullptr)
                                   : llvm::json::Value(int64_t(R.TileLoop))},
      {"loops", std::move(Loops)}};
}

/// Per level: cycles per unit of work of loop \p L in unit \p U.
std::optional<double> loopCyclesPerWork(const LoopReport &L, WorkUnit U,
                                        size_t Level) {
  double W = workOf(L.Profile, U);
  if (W <= 0)
    return std::nullopt;
  return L.Predictions[Level].Cycles / W;
}

llvm::json::Object sideJSON(const KernelReport &K, int Loop, WorkUnit U,
                            const std::vector<std::string> &Levels) {
  llvm::json::Object Cycles, Bound;
  for (size_t V = 0; V != Levels.size(); ++V) {
    const LoopReport &L = K.Loops[size_t(Loop)];
    Cycles[Levels[V]] = opt(loopCyclesPerWork(L, U, V));
    Bound[Levels[V]] = L.Predictions[V].Bound;
  }
  return llvm::json::Object{{"loop", int64_t(Loop)},
                            {"cycles_per_work", std::move(Cycles)},
                            {"bound", std::move(Bound)}};
}

llvm::json::Object pairJSON(const KernelPair &P,
                            const std::vector<std::string> &Levels) {
  llvm::json::Object Speedup;
  for (size_t V = 0; V != Levels.size(); ++V)
    Speedup[Levels[V]] = opt(P.Speedup[V]);
  llvm::json::Array Loops;
  for (auto [LB, LN] : P.LoopPairs) {
    llvm::json::Object S;
    for (size_t V = 0; V != Levels.size(); ++V) {
      std::optional<double> B = loopCyclesPerWork(P.Base->Loops[size_t(LB)],
                                                  P.Unit, V),
                            N = loopCyclesPerWork(P.New->Loops[size_t(LN)],
                                                  P.Unit, V);
      S[Levels[V]] = opt(B && N && *N > 0 ? std::optional(*B / *N)
                                          : std::nullopt);
    }
    Loops.push_back(llvm::json::Object{
        {"main", LB == P.Base->MainLoop && LN == P.New->MainLoop},
        {"baseline", sideJSON(*P.Base, LB, P.Unit, Levels)},
        {"build", sideJSON(*P.New, LN, P.Unit, Levels)},
        {"speedup", std::move(S)}});
  }
  auto Occ = [](const KernelReport &K) {
    return llvm::json::Object{{"registers", optInt(K.Res.Registers)},
                              {"warps_per_sm", int64_t(K.Occ.WarpsPerSM)},
                              {"limiter", occupancyLimiterName(K.Occ.Limiter)},
                              {"instructions", int64_t(K.Instructions)}};
  };
  llvm::json::Value Tile(nullptr);
  if (!P.TileSpeedup.empty()) {
    llvm::json::Object TS, T1, TStep;
    for (size_t V = 0; V != Levels.size(); ++V) {
      TS[Levels[V]] = opt(P.TileSpeedup[V]);
      T1[Levels[V]] = opt(P.TileSingleWarpSpeedup[V]);
      TStep[Levels[V]] = opt(P.TileStepSpeedup[V]);
    }
    const LoopProfile &TB = P.Base->Loops[size_t(P.Base->TileLoop)].Profile,
                      &TN = P.New->Loops[size_t(P.New->TileLoop)].Profile;
    Tile = llvm::json::Object{{"baseline_loop", int64_t(P.Base->TileLoop)},
                              {"baseline_work", workOf(TB, P.TileUnit)},
                              {"build_work", workOf(TN, P.TileUnit)},
                              {"build_loop", int64_t(P.New->TileLoop)},
                              {"work_unit", workUnitName(P.TileUnit)},
                              {"speedup", std::move(TS)},
                              {"single_warp_speedup", std::move(T1)},
                              {"step_speedup", std::move(TStep)}};
  }
  llvm::json::Value Step(nullptr);
  if (!P.StepSpeedup.empty()) {
    llvm::json::Object S;
    for (size_t V = 0; V != Levels.size(); ++V)
      S[Levels[V]] = opt(P.StepSpeedup[V]);
    Step = std::move(S);
  }
  llvm::json::Value Closer(nullptr);
  if (P.CloserBaseLoop >= 0)
    Closer = int64_t(P.CloserBaseLoop);
  return llvm::json::Object{{"kernel", P.Name},
                            {"closer_baseline_loop", std::move(Closer)},
                            {"tile", std::move(Tile)},
                            {"step_speedup", std::move(Step)},
                            {"work_unit", workUnitName(P.Unit)},
                            {"speedup", std::move(Speedup)},
                            {"baseline", Occ(*P.Base)},
                            {"build", Occ(*P.New)},
                            {"loops", std::move(Loops)}};
}

/// Kernels whose SASS differs between the builds (instruction count or
/// any instruction's encoding).
bool sassChanged(const Build &B, const Build &N, const KernelPair &P) {
  const Kernel *KB = nullptr, *KN = nullptr;
  for (const Kernel &K : B.Kernels)
    if (K.Name == P.Name)
      KB = &K;
  for (const Kernel &K : N.Kernels)
    if (K.Name == P.Name)
      KN = &K;
  if (!KB || !KN || KB->Instructions.size() != KN->Instructions.size())
    return true;
  for (size_t I = 0; I != KB->Instructions.size(); ++I)
    if (KB->Instructions[I].Lo != KN->Instructions[I].Lo ||
        KB->Instructions[I].Hi != KN->Instructions[I].Hi)
      return true;
  return false;
}

/// Everything the report prints, computed once.
struct Report {
  const MachineDescription *MD = nullptr;
  std::vector<std::pair<std::string, int64_t>> Levels;
  std::vector<std::string> LevelNames;
  Build New;
  std::optional<Build> Base;
  std::vector<KernelPair> Pairs;
  std::vector<bool> Changed;
  std::vector<std::string> Unpaired;
  /// Geometric means over paired kernels whose SASS changed, per level.
  std::vector<std::optional<double>> Geomean;
};

void summarize(Report &R) {
  R.Pairs = pairKernels(R.Base->Reports, R.New.Reports, R.Levels.size(),
                        R.Unpaired);
  for (const KernelPair &P : R.Pairs)
    R.Changed.push_back(sassChanged(*R.Base, R.New, P));
  for (size_t V = 0; V != R.Levels.size(); ++V) {
    std::vector<std::optional<double>> Xs;
    for (size_t I = 0; I != R.Pairs.size(); ++I)
      if (R.Changed[I])
        Xs.push_back(R.Pairs[I].Speedup[V]);
    R.Geomean.push_back(geomean(Xs));
  }
}

llvm::json::Value reportJSON(const Report &R) {
  llvm::json::Array Levels;
  for (const auto &[Name, Cycles] : R.Levels) {
    const SassMemoryLatency *L = R.MD->findSassLatency(Name);
    Levels.push_back(llvm::json::Object{
        {"level", Name}, {"cycles", Cycles},
        {"source", L ? L->Source : "--global-latency"}});
  }
  auto BuildJSON = [&](const Build &B) {
    llvm::json::Array Ks;
    for (size_t I = 0; I != B.Reports.size(); ++I)
      Ks.push_back(kernelJSON(B, I, R.LevelNames, *R.MD));
    return Ks;
  };
  llvm::json::Object O{
      {"model", "static model of the SASS (docs/sass.md), not a measurement"},
      {"machine", R.MD->Name},
      {"latency_levels", std::move(Levels)},
      {"kernels", BuildJSON(R.New)}};
  if (!R.Base)
    return O;
  O["baseline_kernels"] = BuildJSON(*R.Base);
  llvm::json::Array Pairs;
  for (size_t I = 0; I != R.Pairs.size(); ++I) {
    llvm::json::Object P = pairJSON(R.Pairs[I], R.LevelNames);
    P["sass_changed"] = bool(R.Changed[I]);
    Pairs.push_back(std::move(P));
  }
  llvm::json::Object G;
  for (size_t V = 0; V != R.LevelNames.size(); ++V)
    G[R.LevelNames[V]] = opt(R.Geomean[V]);
  O["pairs"] = std::move(Pairs);
  O["geomean_speedup_changed"] = std::move(G);
  O["unpaired"] = llvm::json::Array(R.Unpaired);
  return O;
}

void printTileText(const Kernel &K, const LoopReport &L,
                   const std::vector<std::string> &Levels,
                   llvm::raw_ostream &OS) {
  const TileReport &T = *L.Tile;
  OS << "    tile: next-tile loads issued before compute: "
     << (T.A.LoadsBeforeCompute ? "yes" : "no") << "; first compute ";
  if (T.A.FirstCompute)
    OS << K.Instructions[*T.A.FirstCompute].Opcode << " "
       << hexAddr(K.Instructions[*T.A.FirstCompute].Address);
  else
    OS << "none";
  OS << "; " << T.A.Loads.size() << " LDG; inner trips " << InnerTripsOpt
     << "\n";
  for (size_t I = 0; I != T.A.Loads.size(); ++I) {
    const TileLoad &TL = T.A.Loads[I];
    OS << "      LDG " << hexAddr(K.Instructions[TL.Load].Address) << " -> ";
    if (TL.Use)
      OS << K.Instructions[*TL.Use].Opcode << " "
         << hexAddr(K.Instructions[*TL.Use].Address)
         << (TL.NextIteration ? " (next iteration)" : "");
    else
      OS << "no use";
    if (T.IssueDistance[I])
      OS << ", " << llvm::format("%.0f", *T.IssueDistance[I]) << " issue cyc";
    OS << ", " << tileLoadPlacementName(TL.Placement) << "\n";
  }
  OS << "      exposed global-load latency per tile (1 warp):";
  for (size_t V = 0; V != Levels.size(); ++V)
    OS << " " << Levels[V] << " " << llvm::format("%.0f", L.ExposedCycles[V]);
  OS << "\n";
}

void printKernelText(const Report &R, const Build &B, size_t I,
                     llvm::raw_ostream &OS) {
  const KernelReport &K = B.Reports[I];
  OS << "kernel " << K.Name << " (" << B.Files[I] << ")\n";
  OS << "  " << K.Instructions << " instructions; registers "
     << (K.Res.Registers ? std::to_string(*K.Res.Registers) : "?")
     << ", shared " << K.Res.SharedBytes.value_or(0) << " B, spills "
     << (K.Res.SpillStoreBytes ? std::to_string(*K.Res.SpillStoreBytes) +
                                     " B stored"
                               : "?")
     << " [" << K.Res.Source << "]\n";
  OS << "  block " << K.BlockSize << " threads (" << K.BlockSizeSource
     << "); occupancy " << K.Occ.BlocksPerSM << " blocks, " << K.Occ.WarpsPerSM
     << " warps/SM, limited by " << occupancyLimiterName(K.Occ.Limiter)
     << "\n";
  for (size_t L = 0; L != K.Loops.size(); ++L) {
    const LoopReport &LR = K.Loops[L];
    const Kernel &KK = B.Kernels[I];
    OS << "  loop " << L << (int(L) == K.MainLoop ? " (main)" : "")
       << (LR.Sync ? " (elect or wait)" : "") << " "
       << hexAddr(KK.Instructions[LR.L.Begin].Address) << ".."
       << hexAddr(KK.Instructions[LR.L.End].Address) << " depth " << LR.L.Depth
       << ": " << LR.Profile.Instructions << " instr, " << LR.Profile.FPOps
       << " fp, " << LR.Profile.MemoryOps << " mem";
    if (LR.Profile.SharedWindowOps)
      OS << " (" << LR.Profile.SharedWindowOps
         << " generic LD/ST served by shared memory)";
    if (LR.Profile.TensorFlops > 0)
      OS << ", " << LR.Profile.TensorFlops << " tensor FLOP";
    if (LR.Profile.AsyncGroupsInFlight >= 0)
      OS << "; cp.async groups in flight at its waits: "
         << LR.Profile.AsyncGroupsInFlight;
    if (LR.Profile.BulkCopiesAhead >= 0)
      OS << "; bulk-copy tiles issued ahead of its mbarrier waits: "
         << LR.Profile.BulkCopiesAhead;
    OS << "\n   ";
    for (const Prediction &P : LR.Predictions)
      OS << " " << P.Level << ": "
         << llvm::format("%.1f", P.Cycles) << " cyc/iter (" << P.Bound
         << ", 1 warp " << llvm::format("%.0f", P.LatencyCycles) << ")";
    OS << "\n";
    if (LR.Tile)
      printTileText(KK, LR, R.LevelNames, OS);
  }
}

void printPairsText(const Report &R, llvm::raw_ostream &OS) {
  OS << "\npredicted speedup of the build over the baseline (cycles per unit "
        "of work of the main loop; >1 faster)\n";
  for (size_t I = 0; I != R.Pairs.size(); ++I) {
    const KernelPair &P = R.Pairs[I];
    OS << "  " << P.Name << " [" << workUnitName(P.Unit) << "]"
       << (R.Changed[I] ? "" : " (SASS unchanged)") << ":";
    for (size_t V = 0; V != R.LevelNames.size(); ++V) {
      OS << " " << R.LevelNames[V] << " ";
      if (P.Speedup[V])
        OS << llvm::format("%.3f", *P.Speedup[V]);
      else
        OS << "-";
    }
    auto Row = [&](const std::vector<std::optional<double>> &Xs) {
      for (size_t V = 0; V != R.LevelNames.size(); ++V)
        OS << " " << R.LevelNames[V] << " "
           << (Xs[V] ? llvm::formatv("{0:F3}", *Xs[V]).str() : "-");
    };
    OS << "; warps/SM " << P.Base->Occ.WarpsPerSM << " -> "
       << P.New->Occ.WarpsPerSM;
    if (!P.StepSpeedup.empty()) {
      OS << "; CTAs in step:";
      Row(P.StepSpeedup);
    }
    OS << "\n";
    if (P.CloserBaseLoop >= 0)
      OS << "    note: the main loops may be different source loops (the "
            "builds have different numbers of innermost loops): baseline "
            "loop "
         << P.CloserBaseLoop
         << "'s mix of work is closer to the build's main loop "
         << P.New->MainLoop << " than baseline loop " << P.Base->MainLoop
         << "'s; compare the loops one by one\n";
    if (!P.TileSpeedup.empty()) {
      const LoopProfile &TB = P.Base->Loops[size_t(P.Base->TileLoop)].Profile,
                        &TN = P.New->Loops[size_t(P.New->TileLoop)].Profile;
      double WB = workOf(TB, P.TileUnit), WN = workOf(TN, P.TileUnit);
      OS << "    tile loop " << P.Base->TileLoop << " -> " << P.New->TileLoop
         << " [" << workUnitName(P.TileUnit) << " " << llvm::format("%.0f", WB)
         << " -> " << llvm::format("%.0f", WN)
         << " per tile" << (WB != WN ? ", differs: see --inner-trips" : "")
         << "]:";
      Row(P.TileSpeedup);
      OS << "; one warp:";
      Row(P.TileSingleWarpSpeedup);
      OS << "; CTAs in step:";
      Row(P.TileStepSpeedup);
      OS << "\n";
    }
  }
  OS << "  geomean over changed kernels:";
  for (size_t V = 0; V != R.LevelNames.size(); ++V)
    OS << " " << R.LevelNames[V] << " "
       << (R.Geomean[V] ? llvm::formatv("{0:F3}", *R.Geomean[V]).str() : "-");
  OS << "\n";
  for (const std::string &U : R.Unpaired)
    OS << "  unpaired: " << U << "\n";
}

void printText(const Report &R, llvm::raw_ostream &OS) {
  OS << "SASS report for " << R.MD->Name
     << " (a static model, not a measurement; docs/sass.md)\nglobal-load "
        "latencies:";
  for (const auto &[Name, Cycles] : R.Levels)
    OS << " " << Name << " " << Cycles;
  OS << " cycles\n";
  if (R.Base)
    for (size_t I = 0; I != R.Base->Reports.size(); ++I) {
      OS << "[baseline] ";
      printKernelText(R, *R.Base, I, OS);
    }
  for (size_t I = 0; I != R.New.Reports.size(); ++I)
    printKernelText(R, R.New, I, OS);
  if (R.Base)
    printPairsText(R, OS);
}

/// --block-size entries into \p O.
llvm::Error parseBlockSizes(const MachineDescription &MD, ReportOptions &O) {
  unsigned Max = MD.MaxWarpsPerCTA * MD.ThreadsPerWarp;
  for (llvm::StringRef Entry : BlockSizeOpt) {
    auto [Name, Num] = Entry.rsplit('=');
    if (Num.empty() && !Entry.contains('='))
      std::swap(Name, Num);
    unsigned N = 0;
    if (Num.getAsInteger(10, N) || N == 0 || N > Max)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "--block-size '" + Entry + "': expected [NAME=]N with 1 <= N <= " +
              llvm::Twine(Max));
    if (Name.empty())
      O.BlockSize = N;
    else
      O.KernelBlockSizes[Name.str()] = N;
  }
  return llvm::Error::success();
}

int runSass() {
  if (Inputs.empty())
    return fail(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                        "sass: no input file"));
  llvm::Expected<const MachineDescription &> MD =
      MachineDescription::get(MachineName);
  if (!MD)
    return fail(MD.takeError());
  ReportOptions O;
  if (llvm::Error E = parseBlockSizes(*MD, O))
    return fail(std::move(E));
  if (GlobalLatencyOpt)
    O.GlobalLatency = GlobalLatencyOpt;
  O.InnerTrips = std::max(1u, unsigned(InnerTripsOpt));
  Report R;
  R.MD = &*MD;
  llvm::Expected<std::vector<std::pair<std::string, int64_t>>> Levels =
      latencyLevels(*MD, O);
  if (!Levels)
    return fail(Levels.takeError());
  R.Levels = *Levels;
  for (const auto &L : R.Levels)
    R.LevelNames.push_back(L.first);
  llvm::Expected<Build> New = loadBuild(Inputs, *MD, O);
  if (!New)
    return fail(New.takeError());
  R.New = std::move(*New);
  if (!Baseline.empty()) {
    llvm::Expected<Build> B = loadBuild(Baseline, *MD, O);
    if (!B)
      return fail(B.takeError());
    R.Base = std::move(*B);
    summarize(R);
  }
  if (AsJSON)
    llvm::outs() << llvm::formatv("{0:2}", reportJSON(R)) << "\n";
  else
    printText(R, llvm::outs());
  return ExitOk;
}

CommandRegistration SassReg(
    SassCmd, runSass,
    "twill sass FILE... [--baseline FILE,...] [--machine hopper|blackwell] "
    "[--block-size [NAME=]N,...] [--global-latency N] [--inner-trips N] "
    "[--tools DIR] [--instructions] "
    "[--json]");

} // namespace
