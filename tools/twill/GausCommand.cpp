//===- GausCommand.cpp - `twill gaus`: the GauS differentiable scheduler --===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill gaus (--kernel NAME | GRAPH | --random-dag N --edge-density P
///               --back-edges K --seed S) [--II N] [--D N] [--R-cap X]
///              [--max-iters N] [--lr X] [--objective none|latency|memory]
///              [--init midpoint|list|uninformed] [--no-sigma-floor]
///              [--no-early-stop] [--retry] [--json] [--schedule FILE]
/// With --II (or a graph with recurrences) it modulo-schedules; without,
/// an acyclic graph is scheduled once, minimising --objective (default
/// latency). Kernels go through gausSolveTwillGraph (cycles quantised into
/// steps). Exit status: 0 a verified schedule, 1 none found, 2 bad input.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauS.h"
#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;
using namespace twill;
using namespace twill::cli;

namespace {

cl::SubCommand GausCmd("gaus", "Schedule with GauS, the differentiable "
                               "Gaussian scheduler (large loops, random DAGs)");

cl::opt<std::string> Input(cl::Positional, cl::desc("<problem file>"),
                           cl::sub(GausCmd), cl::init(""));
cl::opt<std::string> Kernel("kernel", cl::desc("Use built-in kernel NAME"),
                            cl::value_desc("NAME"), cl::init(""),
                            cl::sub(GausCmd), cl::cat(category()));
cl::opt<unsigned> RandomDag("random-dag",
                            cl::desc("Generate a random loop of N ops"),
                            cl::value_desc("N"), cl::init(0), cl::sub(GausCmd),
                            cl::cat(category()));
cl::opt<double> EdgeDensity("edge-density",
                            cl::desc("Random DAG: forward-edge probability"),
                            cl::value_desc("P"), cl::init(0.01),
                            cl::sub(GausCmd), cl::cat(category()));
cl::opt<unsigned> BackEdges("back-edges",
                            cl::desc("Random DAG: loop-carried edges"),
                            cl::value_desc("K"), cl::init(0), cl::sub(GausCmd),
                            cl::cat(category()));
cl::opt<uint64_t> Seed("seed", cl::desc("Seed (random DAG and GauS init)"),
                       cl::value_desc("S"), cl::init(1), cl::sub(GausCmd),
                       cl::cat(category()));
cl::opt<int64_t> II("II", cl::desc("Initiation interval (modulo scheduling)"),
                    cl::value_desc("N"), cl::init(0), cl::sub(GausCmd),
                    cl::cat(category()));
cl::opt<int64_t> Horizon("D", cl::desc("Horizon: start steps in [0, D) "
                                       "(default: from the critical path)"),
                         cl::value_desc("N"), cl::init(0), cl::sub(GausCmd),
                         cl::cat(category()));
cl::opt<int64_t> RCap("R-cap",
                      cl::desc("Capacity of every limited unit per (modulo) "
                               "slot (default: the problem's)"),
                      cl::value_desc("X"), cl::init(0), cl::sub(GausCmd),
                      cl::cat(category()));
cl::opt<unsigned> MaxIters("max-iters", cl::desc("Adam iterations"),
                           cl::value_desc("N"), cl::init(2000),
                           cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> LR("lr", cl::desc("Adam learning rate (steps)"),
                   cl::value_desc("X"), cl::init(0.1), cl::sub(GausCmd),
                   cl::cat(category()));
cl::opt<GauSObjective> Objective(
    "objective", cl::desc("Objective of an acyclic solve"),
    cl::values(clEnumValN(GauSObjective::None, "none", "feasibility"),
               clEnumValN(GauSObjective::Latency, "latency", "makespan"),
               clEnumValN(GauSObjective::PeakMemory, "memory",
                          "peak live bytes (op footprints)")),
    cl::init(GauSObjective::Latency), cl::sub(GausCmd), cl::cat(category()));
cl::opt<GauSInit> Init(
    "init", cl::desc("Initialisation of mu"),
    cl::values(clEnumValN(GauSInit::AsapAlapMidpoint, "midpoint",
                          "(ASAP + ALAP) / 2"),
               clEnumValN(GauSInit::ListSchedule, "list", "a list schedule"),
               clEnumValN(GauSInit::Uninformed, "uninformed",
                          "uniform random in [0, D)")),
    cl::init(GauSInit::AsapAlapMidpoint), cl::sub(GausCmd),
    cl::cat(category()));
cl::opt<bool> NoSigmaFloor("no-sigma-floor", cl::desc("Disable the sigma floor"),
                           cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoEarlyStop("no-early-stop",
                          cl::desc("Run all iterations even once legal"),
                          cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> Retry("retry", cl::desc("On failure retry at a larger D and "
                                      "(modulo) II + 1"),
                    cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> TimeLimit("time-limit", cl::desc("Seconds (0: none)"),
                          cl::init(0), cl::sub(GausCmd), cl::cat(category()));
cl::opt<unsigned> Threads("threads", cl::desc("Worker threads"), cl::init(2),
                          cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> Quiet("quiet", cl::desc("No progress on stderr"),
                    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> JSONOut("json", cl::desc("Machine-readable JSON on stdout"),
                      cl::sub(GausCmd), cl::cat(category()));
cl::opt<std::string> ScheduleOut("schedule",
                                 cl::desc("Write the schedule (JSON) to FILE"),
                                 cl::value_desc("FILE"), cl::init(""),
                                 cl::sub(GausCmd), cl::cat(category()));

/// \p P with --R-cap applied, as the solver checked it.
Problem withCapacity(const Problem &P) {
  Problem C = P;
  if (RCap > 0)
    for (FunctionalUnit &U : C.Units)
      if (U.Capacity >= 0)
        U.Capacity = RCap;
  return C;
}

int runGaus() {
  int Sources = !Kernel.empty() + !Input.empty() + (RandomDag > 0);
  if (Sources != 1)
    return fail(llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "give exactly one of GRAPH, --kernel NAME or --random-dag N"));
  llvm::Expected<Problem> P =
      !Kernel.empty() ? buildKernel(Kernel)
      : RandomDag > 0 ? generateRandomDag(RandomDag, EdgeDensity, BackEdges, Seed)
                      : readProblemFile(Input);
  if (!P)
    return fail(P.takeError());
  if (llvm::Error E = P->check())
    return fail(std::move(E));
  auto Bounds = computeMIIBounds(*P);
  if (!Bounds)
    return fail(Bounds.takeError());

  GauSOptions Opts;
  Opts.LR = LR;
  Opts.MaxIters = MaxIters;
  Opts.Seed = Seed;
  Opts.Init = Init;
  Opts.UseSigmaFloor = !NoSigmaFloor;
  Opts.StopWhenLegal = !NoEarlyStop;
  Opts.TimeLimit = TimeLimit;
  Opts.Threads = Threads;
  Opts.Progress = !Quiet;
  Opts.RetryLargerD = Opts.RetryNextII = Retry;

  bool Modulo = II > 0 || Bounds->HasRecurrence;
  int64_t AtII = II > 0 ? int64_t(II) : Bounds->MII;
  int64_t D = Horizon;
  if (D <= 0) {
    // Room for the critical path twice over: resources stretch schedules.
    auto CP = computeCriticalPathLength(P->Graph, Modulo ? AtII : (1 << 30));
    if (!CP)
      return fail(CP.takeError());
    D = 2 * *CP + (Modulo ? AtII : 0) + 1;
  }

  GauSResult R;
  if (!Kernel.empty()) {
    R = gausSolveTwillGraph(*P, AtII, D, Opts);
  } else {
    GauSSolver S(*P, D, LR);
    S.options() = Opts;
    R = Modulo ? S.solveModulo(AtII, RCap, MaxIters)
               : S.solve(Objective, RCap, MaxIters);
  }
  if (R.Status == SolveStatus::Error)
    return fail(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                        R.Message));
  bool Ok = hasSolution(R.Status);
  if (Ok && !ScheduleOut.empty()) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(ScheduleOut, EC);
    if (EC)
      return fail(llvm::createStringError(EC, "cannot write '%s'",
                                          ScheduleOut.c_str()));
    writeScheduleJSON(P->Graph, R.Schedule, OS);
  }
  const GauSStats &St = R.Stats;
  if (JSONOut) {
    llvm::json::Object O{
        {"problem", P->Name},
        {"ops", int64_t(P->Graph.numOperations())},
        {"deps", int64_t(P->Graph.numDependences())},
        {"status", solveStatusName(R.Status)},
        {"modulo", Modulo},
        {"II", R.II},
        {"D", R.D},
        {"cycles_per_step", R.CyclesPerStep},
        {"iterations", int64_t(St.Iterations)},
        {"seconds", St.Seconds},
        {"legalize_seconds", St.LegalizeSeconds},
        {"first_legal_seconds", St.FirstLegalSeconds},
        {"violations_before", int64_t(St.ViolationsBefore)},
        {"objective_before", St.ObjectiveBefore},
        {"objective_after", St.ObjectiveAfter},
        {"relaxed_objective", St.RelaxedObjective},
        {"fraction_moved", St.FractionMoved},
        {"retries", int64_t(St.Retries)},
        {"message", R.Message}};
    if (Ok) {
      O["schedule_II"] = R.Schedule.II;
      O["L"] = R.Schedule.Length;
      O["verified"] = verifySchedule(withCapacity(*P), R.Schedule).ok();
    }
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
  } else {
    llvm::raw_ostream &OS = llvm::outs();
    OS << "problem: " << P->Name << " (" << P->Graph.numOperations()
       << " ops, " << P->Graph.numDependences() << " deps)\n";
    OS << "gaus: " << solveStatusName(R.Status);
    if (Modulo)
      OS << " II=" << R.II;
    OS << " D=" << R.D;
    if (R.CyclesPerStep > 1)
      OS << " (1 step = " << R.CyclesPerStep << " cycles)";
    OS << "\n";
    if (Ok)
      OS << "schedule: I=" << R.Schedule.II << " L=" << R.Schedule.Length
         << " (verified)\n";
    else
      OS << "message: " << R.Message << "\n";
    OS << llvm::formatv("iterations: {0}  time: {1:f3} s  legalize: {2:f3} s"
                        "  first legal: {3:f3} s\n",
                        St.Iterations, St.Seconds, St.LegalizeSeconds,
                        St.FirstLegalSeconds);
    if (Ok)
      OS << llvm::formatv("before legalization: {0} violations, objective "
                          "{1}; after: {2}; ops moved: {3:f1}%\n",
                          St.ViolationsBefore, St.ObjectiveBefore,
                          St.ObjectiveAfter, 100 * St.FractionMoved);
  }
  return Ok ? ExitOk : ExitViolation;
}

CommandRegistration Reg(GausCmd, runGaus,
                        "twill gaus (GRAPH | --kernel NAME | --random-dag N "
                        "...) [--II N] [--D N] [--R-cap X] [--json]");

} // namespace
