//===- SolveCommand.cpp - `twill solve` and `twill modulo` ----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill solve (--kernel NAME | GRAPH) [--machine M] [--max-I N]
///               [--time-limit S] [--normalize-U N] [--no-ws] [--literal]
///               [--threads N]
///               [--json] [-o SCHEDULE.json]
///     Algorithm 1: cost normalization, Phase 1 (ILP), Phase 2 (Z3).
///   twill modulo GRAPH [--min-length] [--time-limit S] [--json] [-o FILE]
///     Phase 1 alone: minimum-I modulo scheduling on the raw costs.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Machines/MachineDescription.h"
#include "twill/Scheduler/Scheduler.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

namespace cl = llvm::cl;
using namespace twill;
using namespace twill::cli;

namespace {

cl::SubCommand SolveCmd("solve",
                        "Algorithm 1: minimum initiation interval with joint "
                        "software pipelining and warp specialization");
cl::SubCommand ModuloCmd("modulo",
                         "Phase 1 alone: minimum-I modulo schedule of a "
                         "problem on its raw costs (lp_solve)");

cl::opt<std::string> Input(cl::Positional, cl::desc("<problem file>"),
                           cl::init(""), cl::sub(SolveCmd), cl::sub(ModuloCmd));
cl::opt<std::string> Kernel("kernel",
                            cl::desc("Solve built-in kernel NAME (see `twill "
                                     "kernels`)"),
                            cl::value_desc("NAME"), cl::init(""),
                            cl::sub(SolveCmd), cl::cat(category()));
cl::opt<std::string>
    Machine("machine",
            cl::desc("hopper or blackwell: the machine a --kernel takes its "
                     "costs from (default: the kernel's own)"),
            cl::init(""), cl::sub(SolveCmd), cl::cat(category()));
cl::opt<unsigned> SubTiles("sub-tiles",
                           cl::desc("Ablation: Q sub-tiles of a FlashAttention "
                                    "forward --kernel (default 2; 1 = no "
                                    "sub-tiling)"),
                           cl::init(2), cl::sub(SolveCmd), cl::cat(category()));
cl::opt<unsigned> Warps("warps",
                        cl::desc("Ablation: warps the --kernel's CTA offers "
                                 "(default 16)"),
                        cl::init(0), cl::sub(SolveCmd), cl::cat(category()));
cl::opt<bool> NoCrossWarp("no-cross-warp",
                          cl::desc("Ablation: forbid cross-warp "
                                   "communication in a --kernel"),
                          cl::sub(SolveCmd), cl::cat(category()));
cl::opt<int64_t> MaxII("max-I", cl::desc("Largest initiation interval to try "
                                         "(default: MII + ops + 16)"),
                       cl::init(0), cl::sub(SolveCmd), cl::sub(ModuloCmd),
                       cl::cat(category()));
cl::opt<double> TimeLimit("time-limit",
                          cl::desc("Seconds for the whole solve; on timeout "
                                   "the best schedule is reported as "
                                   "feasible, never optimal (default 60)"),
                          cl::init(60), cl::sub(SolveCmd), cl::sub(ModuloCmd),
                          cl::cat(category()));
cl::opt<int64_t> NormalizeU("normalize-U",
                            cl::desc("Cost normalization budget U (sum of the "
                                     "normalized distinct costs; 0 = off; "
                                     "default 300)"),
                            cl::init(300), cl::sub(SolveCmd),
                            cl::cat(category()));
cl::opt<double> NormalizeSeparation(
    "normalize-separation",
    cl::desc("Costs whose ratio exceeds this factor never share a normalized "
             "value; normalization refuses when U cannot hold that (0 = off; "
             "default 2)"),
    cl::init(2), cl::sub(SolveCmd), cl::cat(category()));
cl::opt<bool> NoWS("no-ws",
                   cl::desc("Skip Phase 2 (no warp specialization): report "
                            "the optimal modulo schedule"),
                   cl::sub(SolveCmd), cl::cat(category()));
cl::opt<bool> MinimalCores(
    "minimal-cores",
    cl::desc("Shrink the unsat core that refutes each I to a minimal set of "
             "constraint families (one more Z3 query per family; default: "
             "Z3's core, which is sufficient but may name extra families)"),
    cl::sub(SolveCmd), cl::cat(category()));
cl::opt<unsigned> Threads(
    "threads",
    cl::desc("Phase 2 queries at a time, one thread each (default 0: the "
             "machine's cores, at most 8); the result does not depend on it"),
    cl::init(0), cl::sub(SolveCmd), cl::cat(category()));
cl::opt<uint64_t> Phase2Work(
    "phase2-work",
    cl::desc("Work budget of each Phase 2 query in Z3 resource units (0: "
             "none); a query that exhausts it ends undecided, like one out "
             "of time, after the same work on any machine (for tests)"),
    cl::init(0), cl::Hidden, cl::sub(SolveCmd), cl::cat(category()));
cl::opt<int64_t> FixedStartsFrom(
    "fixed-starts-from",
    cl::desc("Size of Phase 2's encoding (Phase 1's least L times the ops) "
             "from which Phase 1's starts are tried first with an exact warp "
             "assignment (0: always; default 8192)"),
    cl::init(8192), cl::Hidden, cl::sub(SolveCmd), cl::cat(category()));
cl::opt<bool> Literal("literal",
                      cl::desc("Start the search at I = 1 like the paper's "
                               "literal Algorithm 1 (default: at MII)"),
                      cl::sub(SolveCmd), cl::cat(category()));
cl::opt<bool> MinLength("min-length",
                        cl::desc("Also minimize the schedule length at the "
                                 "minimum I"),
                        cl::sub(ModuloCmd), cl::cat(category()));
cl::opt<MILPBackend> Backend(
    "milp", cl::desc("MILP solver for the modulo-scheduling programs (Phase "
                     "1; default: cbc for solve, portfolio for modulo)"),
    cl::values(clEnumValN(MILPBackend::CBC, "cbc", "COIN-OR CBC"),
               clEnumValN(MILPBackend::LpSolve, "lpsolve", "lp_solve 5.5"),
               clEnumValN(MILPBackend::Z3, "z3",
                          "Z3 pseudo-Boolean (0-1 programs: the time-indexed "
                          "questions; the residue ILP falls back to CBC)"),
               clEnumValN(MILPBackend::Portfolio, "portfolio",
                          "lp_solve and Z3 at once on two cores, first decisive "
                          "answer wins")),
    cl::init(MILPBackend::CBC), cl::sub(SolveCmd), cl::sub(ModuloCmd),
    cl::cat(category()));
cl::opt<Phase1Method> Phase1(
    "phase1", cl::desc("How Phase 1 finds the least L at each I"),
    cl::values(clEnumValN(Phase1Method::Difference, "difference",
                          "difference logic on Z3 where every limited unit "
                          "has capacity 1, else as ilp (default)"),
               clEnumValN(Phase1Method::ILP, "ilp",
                          "integer program on --milp"),
               clEnumValN(Phase1Method::SMT, "smt",
                          "pseudo-Boolean queries on Z3, one per L")),
    cl::init(Phase1Method::Difference), cl::sub(SolveCmd),
    cl::cat(category()));
cl::opt<double> TimePerII("time-limit-per-I",
                          cl::desc("Seconds per candidate I (default: all "
                                   "that is left: while every smaller I is "
                                   "proven infeasible, the next one gets the "
                                   "whole remaining --time-limit)"),
                          cl::init(0), cl::sub(ModuloCmd), cl::cat(category()));
cl::opt<bool> Json("json", cl::desc("Machine-readable JSON on stdout"),
                   cl::sub(SolveCmd), cl::sub(ModuloCmd), cl::cat(category()));
cl::opt<std::string> Output("o",
                            cl::desc("Write the schedule (twill schedule "
                                     "JSON) to FILE"),
                            cl::value_desc("FILE"), cl::init(""),
                            cl::sub(SolveCmd), cl::sub(ModuloCmd),
                            cl::cat(category()));

llvm::Expected<Problem> load() {
  KernelOptions KO;
  KO.SubTiles = SubTiles;
  KO.Warps = Warps;
  KO.NoCrossWarpCommunication = NoCrossWarp;
  return loadProblem(Input, ProblemFormat::Auto, Kernel, Machine, KO);
}

int writeSchedule(const Problem &P, const ModuloSchedule &S,
                  const ScheduleCosts &Costs) {
  if (Output.empty())
    return ExitOk;
  if (llvm::Error E = writeFileAtomically(Output, [&](llvm::raw_ostream &OS) {
        writeScheduleJSON(P.Graph, S, OS, &Costs);
      }))
    return fail(std::move(E));
  return ExitOk;
}

llvm::json::Array scheduleJSON(const Problem &P, const ModuloSchedule &S) {
  llvm::json::Array Ops;
  unsigned WPG = P.Warps ? P.Warps->WarpsPerGroup : 4;
  for (OpId V = 0; V < P.Graph.numOperations(); ++V) {
    const Operation &Op = P.Graph.op(V);
    llvm::json::Object O{{"name", Op.Name},
                         {"kind", Op.Kind},
                         {"start", S.Start[V]},
                         {"stage", S.stage(V)},
                         {"cycles", Op.cycles()}};
    if (S.Warps) {
      O["warp"] = int64_t(S.Warps->Warp[V]);
      O["warp_group"] = int64_t(S.Warps->Warp[V] / WPG);
    }
    Ops.push_back(std::move(O));
  }
  return Ops;
}

void printTable(const Problem &P, const ModuloSchedule &S,
                llvm::raw_ostream &OS) {
  unsigned WPG = P.Warps ? P.Warps->WarpsPerGroup : 4;
  OS << "  " << llvm::left_justify("op", 16) << llvm::left_justify("kind", 12)
     << llvm::right_justify("start", 6) << llvm::right_justify("stage", 6)
     << llvm::right_justify("cycles", 7);
  if (S.Warps)
    OS << llvm::right_justify("warp", 6) << llvm::right_justify("group", 6);
  OS << "\n";
  for (OpId V = 0; V < P.Graph.numOperations(); ++V) {
    const Operation &Op = P.Graph.op(V);
    OS << "  " << llvm::left_justify(Op.Name, 16)
       << llvm::left_justify(Op.Kind, 12)
       << llvm::right_justify(std::to_string(S.Start[V]), 6)
       << llvm::right_justify(std::to_string(S.stage(V)), 6)
       << llvm::right_justify(std::to_string(Op.cycles()), 7);
    if (S.Warps)
      OS << llvm::right_justify(std::to_string(S.Warps->Warp[V]), 6)
         << llvm::right_justify(std::to_string(S.Warps->Warp[V] / WPG), 6);
    OS << "\n";
  }
}

/// Progress lines go to stderr once a solve has run for a second.
std::function<void(const std::string &)> progressPrinter() {
  auto T0 = std::chrono::steady_clock::now();
  return [T0](const std::string &Line) {
    double S = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                             T0)
                   .count();
    if (S >= 1.0)
      llvm::errs() << llvm::format("twill: [%7.2fs] ", S) << Line << "\n";
  };
}

/// The options of `solve` as the driver's request.
ScheduleRequest solveRequest() {
  ScheduleRequest Req;
  TwillOptions &Opts = Req.Twill;
  Opts.MaxII = MaxII;
  Opts.TimeLimit = TimeLimit;
  Opts.NormalizeU = NormalizeU;
  Opts.NormalizeSeparation = NormalizeSeparation;
  Opts.WarpSpecialize = !NoWS;
  Opts.StartAtOne = Literal;
  Opts.MinimizeCores = MinimalCores;
  Opts.Backend = Backend;
  Opts.Phase1 = Phase1;
  Opts.Threads = Threads;
  Opts.Phase2Work = Phase2Work;
  Opts.FixedStartsFrom = FixedStartsFrom;
  Opts.Progress = progressPrinter();
  return Req;
}

/// `solve --json`: every field of the result, the schedule in the solved
/// problem \p N's costs.
void printSolveJSON(const Problem &P, const Problem &N, const TwillResult &R) {
  llvm::json::Array Steps;
  for (const SearchStep &S : R.Steps)
    Steps.push_back(llvm::json::Object{{"I", S.II},
                                       {"L", S.L},
                                       {"phase", stableName(S.Phase)},
                                       {"status", solveStatusName(S.Status)},
                                       {"core", llvm::json::Array(S.Core)},
                                       {"seconds", S.Seconds}});
  llvm::json::Array Norm;
  for (size_t I = 0; I < R.Normalization.Original.size(); ++I)
    Norm.push_back(llvm::json::Object{
        {"original", R.Normalization.Original[I]},
        {"normalized", R.Normalization.Normalized[I]}});
  llvm::json::Object O{
      {"problem", P.Name},
      {"status", solveStatusName(R.Status)},
      {"MII", R.MII},
      {"ResMII", R.ResMII},
      {"RecMII", R.RecMII},
      {"proof", R.Proof},
      {"normalization",
       llvm::json::Object{{"U", int64_t(NormalizeU)},
                          {"separation", double(NormalizeSeparation)},
                          {"costs", std::move(Norm)},
                          {"F", R.Normalization.F},
                          {"max_ratio_distortion",
                           R.Normalization.MaxRatioDistortion}}},
      {"steps", std::move(Steps)},
      {"times",
       llvm::json::Object{{"normalization", R.Times.Normalization},
                          {"bounds", R.Times.Bounds},
                          {"phase1", R.Times.Phase1},
                          {"phase2", R.Times.Phase2},
                          {"total", R.Times.Total}}}};
  if (hasSolution(R.Status)) {
    O["I"] = R.Schedule.II;
    O["L"] = R.Schedule.Length;
    O["copies"] = R.Schedule.copies();
    O["ops"] = scheduleJSON(N, R.Schedule);
  }
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
               << "\n";
}

/// `solve` as text: normalization, bounds, status, the schedule's table,
/// the cores of refuted I and the times.
void printSolveText(const Problem &P, const Problem &N, const TwillResult &R) {
  llvm::raw_ostream &OS = llvm::outs();
  OS << "problem: " << P.Name << " (" << P.Graph.numOperations() << " ops, "
     << P.Graph.numDependences() << " deps)\n";
  OS << "cost normalization (U=" << NormalizeU << "): ";
  for (size_t I = 0; I < R.Normalization.Original.size(); ++I)
    OS << (I ? ", " : "") << R.Normalization.Original[I] << "->"
       << R.Normalization.Normalized[I];
  OS << llvm::format("  (max ratio distortion %.3f)\n",
                     R.Normalization.MaxRatioDistortion);
  OS << "bounds: ResMII " << R.ResMII << ", RecMII " << R.RecMII << ", MII "
     << R.MII << "\n";
  OS << "status: " << solveStatusName(R.Status) << "\n";
  if (hasSolution(R.Status)) {
    OS << "I=" << R.Schedule.II << " L=" << R.Schedule.Length
       << " copies=" << R.Schedule.copies() << "\n";
    OS << "proof: " << R.Proof << "\n";
    printTable(N, R.Schedule, OS);
  }
  for (const SearchStep &S : R.Steps)
    if (!S.Core.empty()) {
      OS << "infeasible I=" << S.II << " L=" << S.L << ": core {";
      for (size_t I = 0; I < S.Core.size(); ++I)
        OS << (I ? ", " : "") << S.Core[I];
      OS << "}\n";
    }
  OS << llvm::format("time: normalization %.3fs, bounds %.3fs, phase 1 "
                     "%.3fs, phase 2 %.3fs, total %.3fs\n",
                     R.Times.Normalization, R.Times.Bounds, R.Times.Phase1,
                     R.Times.Phase2, R.Times.Total);
}

int runSolve() {
  auto P = load();
  if (!P)
    return fail(P.takeError());
  // Check, the empty problem, Algorithm 1, verify: the driver's order.
  llvm::Expected<ScheduleOutcome> Out = scheduleProblem(*P, solveRequest());
  if (!Out)
    return fail(Out.takeError());
  TwillResult *R = &Out->Twill;
  R->Status = Out->Status;
  const Problem &N = Out->Solved;
  bool Has = hasSolution(R->Status);
  if (Json)
    printSolveJSON(*P, N, *R);
  else
    printSolveText(*P, N, *R);
  if (Has) {
    // The schedule is in normalized costs: record which.
    ScheduleCosts Costs;
    Costs.Recorded = true;
    Costs.NormalizeU = Out->NormalizeU;
    Costs.Map = Out->CostMap;
    if (int RC = writeSchedule(N, R->Schedule, Costs))
      return RC;
  }
  return Has ? ExitOk : ExitViolation;
}

int runModulo() {
  auto P = load();
  if (!P)
    return fail(P.takeError());
  ScheduleRequest Req;
  Req.Kind = SchedulerKind::ModuloOnly;
  IISearchOptions &Opts = Req.Modulo;
  Opts.MaxII = MaxII;
  Opts.TimeLimit = TimeLimit;
  Opts.MinimizeLength = MinLength;
  // Proofs of minimal I on large loops: both solvers at once by default.
  Opts.Backend =
      Backend.getNumOccurrences() ? Backend.getValue() : MILPBackend::Portfolio;
  Opts.TimeLimitPerII = TimePerII;
  llvm::Expected<ScheduleOutcome> Out = scheduleProblem(*P, Req);
  if (!Out)
    return fail(Out.takeError());
  IISearchResult &R = Out->Modulo;
  R.Status = Out->Status;
  bool Has = hasSolution(R.Status);
  if (Json) {
    llvm::json::Array Att;
    for (const IIAttempt &A : R.Attempts)
      Att.push_back(llvm::json::Object{{"I", A.II},
                                       {"status", solveStatusName(A.Status)},
                                       {"method", stableName(A.Method)},
                                       {"seconds", A.Seconds}});
    llvm::json::Object O{{"problem", P->Name},
                         {"status", solveStatusName(R.Status)},
                         {"MII", R.MII},
                         {"proof", R.Proof},
                         {"attempts", std::move(Att)},
                         {"seconds", R.Seconds}};
    if (Has) {
      O["I"] = R.Schedule.II;
      O["L"] = R.Schedule.Length;
    }
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
  } else {
    llvm::outs() << "problem: " << P->Name << "\nstatus: "
                 << solveStatusName(R.Status) << "\nMII: " << R.MII << "\n";
    if (Has)
      llvm::outs() << "I=" << R.Schedule.II << " L=" << R.Schedule.Length
                   << "\nproof: " << R.Proof << "\n";
    llvm::outs() << llvm::format("time: %.3fs\n", R.Seconds);
  }
  ScheduleCosts Raw; // Phase 1 alone works on the problem's own costs.
  Raw.Recorded = true;
  if (Has)
    if (int RC = writeSchedule(*P, R.Schedule, Raw))
      return RC;
  return Has ? ExitOk : ExitViolation;
}

CommandRegistration SolveReg(SolveCmd, runSolve,
                             "twill solve (--kernel NAME | GRAPH) [--machine "
                             "hopper|blackwell] [--max-I N] [--time-limit S] "
                             "[--json] [--normalize-U N] [--no-ws] [-o FILE]");
CommandRegistration ModuloReg(ModuloCmd, runModulo,
                              "twill modulo GRAPH [--min-length] [--max-I N] "
                              "[--time-limit S] [--json] [-o FILE]");

} // namespace
