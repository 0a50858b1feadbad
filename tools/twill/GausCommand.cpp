//===- GausCommand.cpp - `twill gaus`: the GauS differentiable scheduler --===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill gaus (--kernel NAME | GRAPH | --random-dag N --edge-density P
///               --back-edges K --seed S) [--II N] [--steps N] [--D N]
///              [--R-cap X]
///              [--max-iters N] [--lr X]
///              [--objective none|latency|memory|A|B|C] [--alpha X]
///              [--comm cut|span] [--milp cbc|lpsolve|z3]
///              [--init midpoint|list|uninformed] [--no-sigma-floor]
///              [--no-early-stop] [--retry] [--retry-ii] [--cap-all X]
///              [--exact SECONDS] [--json] [-o FILE]
/// With --II (or a graph with recurrences) it modulo-schedules; without,
/// an acyclic graph is scheduled once, minimising --objective (default
/// latency). The papers' formulations: A = max per-stage resource + alpha *
/// communication over D stages with delay-0 dependences (StageObjective.h;
/// D defaults to the graph's depth); B = memory (peak live bytes); C = the
/// modulo mode (at --II, default the MII). Under A the run also reports the
/// list-scheduling baseline, and with --exact the time-indexed ILP.
/// Kernels: --II is the interval in cycles (default: the MII, and larger
/// intervals are searched when no schedule passes the full model there,
/// gausSolveKernel); --steps N fixes the GauS step count (cycles quantised
/// into N steps per interval, gausSolveTwillGraph) and --D is then in
/// steps (default 5 N). --exact runs an exact solver with the same budget afterwards
/// (for benchmarks): minimizeII for modulo problems, the Phase-1 ILP at
/// II = L for latency, a time-indexed ILP for peak memory.
/// Exit status: 0 a verified schedule, 1 none found, 2 bad input.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauS.h"
#include "twill/GauS/PeakMemory.h"
#include "twill/GauS/StageObjective.h"
#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Scheduler/Scheduler.h"
#include "twill/Twill/MILP.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

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
cl::opt<int64_t> II("II", cl::desc("Initiation interval (modulo scheduling; "
                                   "in cycles for --kernel)"),
                    cl::value_desc("N"), cl::init(0), cl::sub(GausCmd),
                    cl::cat(category()));
cl::opt<int64_t> Steps("steps",
                       cl::desc("Kernels: GauS steps per initiation interval "
                                "(default: searched; see docs/gaus.md)"),
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
                   cl::value_desc("X"), cl::init(GauSOptions().LR), cl::sub(GausCmd),
                   cl::cat(category()));
/// What --objective asks for: the solver objectives plus the papers' names.
enum class ObjectiveChoice { None, Latency, Memory, A, C };

cl::opt<ObjectiveChoice> Objective(
    "objective", cl::desc("Objective (acyclic solves) or formulation"),
    cl::values(
        clEnumValN(ObjectiveChoice::None, "none", "feasibility"),
        clEnumValN(ObjectiveChoice::Latency, "latency", "makespan (default)"),
        clEnumValN(ObjectiveChoice::Memory, "memory",
                   "peak live bytes (op footprints)"),
        clEnumValN(ObjectiveChoice::A, "A",
                   "formulation A: max stage resource + alpha * "
                   "communication, delay-0 edges, D stages"),
        clEnumValN(ObjectiveChoice::Memory, "B",
                   "formulation B: memory footprint (= memory)"),
        clEnumValN(ObjectiveChoice::C, "C",
                   "formulation C: modulo scheduling at --II (default MII)")),
    cl::init(ObjectiveChoice::Latency), cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> Alpha("alpha",
                      cl::desc("Formulation A: weight of communication"),
                      cl::value_desc("X"), cl::init(1.0), cl::sub(GausCmd),
                      cl::cat(category()));
cl::opt<StageComm> Comm(
    "comm", cl::desc("Formulation A: communication form"),
    cl::values(clEnumValN(StageComm::Cut, "cut",
                          "c_e once per edge whose ends are in different "
                          "stages (default)"),
               clEnumValN(StageComm::Span, "span",
                          "c_e per stage boundary the edge crosses")),
    cl::init(StageComm::Cut), cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> StageDepFrom(
    "stage-dep-from",
    cl::desc("Formulation A: switch the ALM dependence term on after this "
             "fraction of the iterations (0: always, 1: never)"),
    cl::value_desc("X"), cl::init(GauSOptions().StageDependenceFrom),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<MILPBackend> Milp(
    "milp", cl::desc("Backend of the formulation-A exact ILP (--exact)"),
    cl::values(clEnumValN(MILPBackend::CBC, "cbc", "COIN-OR CBC (default)"),
               clEnumValN(MILPBackend::LpSolve, "lpsolve", "lp_solve"),
               clEnumValN(MILPBackend::Z3, "z3", "Z3 pseudo-Boolean")),
    cl::init(MILPBackend::CBC), cl::sub(GausCmd), cl::cat(category()));
cl::opt<GauSInit> Init(
    "init", cl::desc("Initialisation of mu"),
    cl::values(clEnumValN(GauSInit::Auto, "auto",
                          "list (acyclic) or midpoint (modulo)"),
               clEnumValN(GauSInit::AsapAlapMidpoint, "midpoint",
                          "(ASAP + ALAP) / 2"),
               clEnumValN(GauSInit::ListSchedule, "list", "a list schedule"),
               clEnumValN(GauSInit::Uninformed, "uninformed",
                          "uniform random in [0, D)")),
    cl::init(GauSInit::Auto), cl::sub(GausCmd),
    cl::cat(category()));
cl::opt<bool> NoSigmaFloor("no-sigma-floor", cl::desc("Disable the sigma floor"),
                           cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoEarlyStop("no-early-stop",
                          cl::desc("Run all iterations even once legal"),
                          cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> RequireUnmoved(
    "require-unmoved",
    cl::desc("Feasibility runs stop only once round(mu) is legal without "
             "legalisation moving any op"),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> Retry("retry", cl::desc("On failure retry at a larger D and "
                                      "(modulo) II + 1"),
                    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> RetryII("retry-ii", cl::desc("On failure retry at II + 1 only"),
                      cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoWarps(
    "no-warps",
    cl::desc("Problems with warps (the kernels): do not assign warps to the "
             "schedule (by default they are chosen for its start times and "
             "the full verifier checks them)"),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> LREnd("lr-end",
                     cl::desc("Final Adam step: the step falls geometrically "
                              "from --lr to X (0: constant)"),
                     cl::value_desc("X"), cl::init(GauSOptions().LREnd),
                     cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoStepPortfolio(
    "no-step-portfolio",
    cl::desc("Acyclic latency problems: one run at --lr only (by default "
             "small problems also run at --lr x 1/6 and x 10/3)"),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoStageRefine(
    "no-stage-refine",
    cl::desc("Formulation A: no stage-aware repair of the legalised stages "
             "towards GauS's means"),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> NoJustify(
    "no-justify",
    cl::desc("Acyclic latency problems: no forward-backward justification "
             "of the legalised schedules (the plain list baseline)"),
    cl::sub(GausCmd), cl::cat(category()));
cl::opt<unsigned> MaxRetries("max-retries", cl::desc("Retries (default 4)"),
                             cl::init(4), cl::sub(GausCmd),
                             cl::cat(category()));
cl::opt<int64_t> CapAll("cap-all",
                        cl::desc("Set every unit's capacity, unlimited ones "
                                 "included, to X"),
                        cl::value_desc("X"), cl::init(0), cl::sub(GausCmd),
                        cl::cat(category()));
cl::opt<double> Exact("exact",
                      cl::desc("Also run an exact solver for SECONDS and "
                               "report it (--json)"),
                      cl::value_desc("SECONDS"), cl::init(0), cl::sub(GausCmd),
                      cl::cat(category()));
cl::opt<double> Rho0("rho0", cl::desc("Initial ALM penalty rho"),
                     cl::init(GauSOptions().Rho0), cl::sub(GausCmd),
                     cl::cat(category()));
cl::opt<double> RhoGrowth("rho-growth",
                          cl::desc("rho factor per multiplier update"),
                          cl::init(GauSOptions().RhoGrowth), cl::sub(GausCmd),
                          cl::cat(category()));
cl::opt<double> RhoMax("rho-max", cl::desc("Largest rho"),
                       cl::init(GauSOptions().RhoMax), cl::sub(GausCmd),
                       cl::cat(category()));
cl::opt<double> ObjWeight("objective-weight",
                          cl::desc("Weight of the objective in the loss"),
                          cl::init(GauSOptions().ObjectiveWeight),
                          cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> SigmaFloor("sigma-floor", cl::desc("The sigma floor"),
                           cl::init(GauSOptions().SigmaFloor),
                           cl::sub(GausCmd), cl::cat(category()));
cl::opt<double> SigmaEnd("sigma-end", cl::desc("Sigma at the end of annealing"),
                         cl::init(GauSOptions().SigmaEnd), cl::sub(GausCmd),
                         cl::cat(category()));
cl::opt<double> TimeLimit("time-limit", cl::desc("Seconds (0: none)"),
                          cl::init(0), cl::sub(GausCmd), cl::cat(category()));
cl::opt<unsigned> Threads("threads", cl::desc("Worker threads"), cl::init(2),
                          cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> Quiet("quiet", cl::desc("No progress on stderr"),
                    cl::sub(GausCmd), cl::cat(category()));
cl::opt<bool> JSONOut("json", cl::desc("Machine-readable JSON on stdout"),
                      cl::sub(GausCmd), cl::cat(category()));
cl::opt<std::string> ScheduleOut("o",
                                 cl::desc("Write the schedule (twill schedule "
                                          "JSON) to FILE"),
                                 cl::value_desc("FILE"), cl::init(""),
                                 cl::sub(GausCmd), cl::cat(category()));
cl::opt<std::string> ScheduleOutOld("schedule",
                                    cl::desc("Same as -o (older spelling)"),
                                    cl::value_desc("FILE"), cl::init(""),
                                    cl::sub(GausCmd), cl::cat(category()));

/// GauS is a heuristic: when it finds nothing that proves nothing, so its
/// failures are "no schedule found", never "infeasible". Optimal only for
/// the empty problem.
llvm::StringRef gausStatusName(SolveStatus S) {
  switch (S) {
  case SolveStatus::Infeasible:
  case SolveStatus::Timeout:
    return "no schedule found";
  default:
    return solveStatusName(S);
  }
}

/// The exact baseline for peak memory (solvePeakMemoryExact) as JSON:
/// "n/a" on limited units; the status alone when the program was not built.
llvm::json::Object exactPeakMemory(const Problem &P, int64_t D,
                                   double Seconds) {
  PeakMemoryExactResult X = solvePeakMemoryExact(P, D, Seconds);
  if (!X.Applicable)
    return llvm::json::Object{{"status", "n/a"}, {"message", X.Message}};
  llvm::json::Object O{{"status", solveStatusName(X.Status)}};
  if (!X.Built) {
    if (!X.Message.empty())
      O["message"] = X.Message;
    return O;
  }
  O["seconds"] = X.Seconds;
  O["variables"] = int64_t(X.Variables);
  O["rows"] = int64_t(X.Rows);
  if (hasSolution(X.Status)) {
    O["verified"] = X.Verified;
    O["objective"] = X.PeakBytes;
    O["L"] = X.Length;
  }
  return O;
}

/// The exact baselines of --exact (see the file comment).
llvm::json::Object runExact(const Problem &P, bool Modulo, int64_t AtII,
                            int64_t UB, GauSObjective Obj, int64_t D) {
  if (Modulo) {
    // Phase 1 alone through the driver, which verifies what it returns.
    ScheduleRequest Req;
    Req.Kind = SchedulerKind::ModuloOnly;
    Req.Modulo.TimeLimit = Exact;
    llvm::Expected<ScheduleOutcome> X = scheduleProblem(P, Req);
    if (!X)
      return llvm::json::Object{{"status", "error"},
                                {"message", llvm::toString(X.takeError())}};
    llvm::json::Object O{{"status", solveStatusName(X->Status)},
                         {"mii", X->Modulo.MII},
                         {"seconds", X->Modulo.Seconds}};
    if (hasSolution(X->Status)) {
      O["II"] = X->Schedule.II;
      O["L"] = X->Schedule.Length;
      O["verified"] = true;
    }
    return O;
  }
  if (Obj == GauSObjective::PeakMemory)
    return exactPeakMemory(P, D, Exact);
  // Latency: Phase 1 at II = UB with L <= UB is a plain schedule.
  ModuloSchedulerOptions XO;
  XO.TimeLimit = Exact;
  XO.MinimizeLength = true;
  XO.MaxLength = UB;
  ModuloScheduleResult X = scheduleAtII(P, UB, XO);
  llvm::json::Object O{{"status", solveStatusName(X.Status)},
                       {"seconds", X.Seconds},
                       {"method", stableName(X.Method)}};
  if (hasSolution(X.Status)) {
    ModuloSchedule S = X.Schedule;
    S.II = std::max<int64_t>(S.Length, 1);
    O["L"] = S.Length;
    O["objective"] = S.Length;
    O["verified"] = S.Length <= UB && verifySchedule(P, S).ok();
  }
  return O;
}

/// Writes the JSON report \p O with, when \p S is given, the start time
/// and stage of every op under "ops", streamed rather than built as a
/// json::Value: on the EPFL circuits (57k ops) building the tree took
/// longer than the driver's grace after an interrupt. Keys come out sorted,
/// as json::Object prints them.
void printJSONReport(llvm::json::Object O, const Problem &P,
                     const ModuloSchedule *S) {
  std::vector<std::string> Keys;
  for (const auto &KV : O)
    Keys.push_back(KV.first.str());
  if (S)
    Keys.push_back("ops");
  llvm::sort(Keys);
  llvm::json::OStream J(llvm::outs(), 2);
  J.object([&] {
    for (const std::string &K : Keys) {
      if (K != "ops" || !S) {
        J.attribute(K, std::move(*O.get(K)));
        continue;
      }
      J.attributeArray("ops", [&] {
        for (OpId V = 0; V < P.Graph.numOperations(); ++V)
          J.object([&] {
            J.attribute("name", P.Graph.op(V).Name);
            J.attribute("stage", S->stage(V));
            J.attribute("start", S->Start[V]);
          });
      });
    }
  });
  // Flushed here, inside the caller's ReportScope: destroying a 57k-op
  // problem before the driver's own flush can outlast the grace.
  llvm::outs() << "\n";
  llvm::outs().flush();
}

/// The problem of a run: the graph file, the built-in kernel or the random
/// DAG (exactly one), with --cap-all and --R-cap applied, checked.
llvm::Expected<Problem> loadProblem() {
  int Sources = !Kernel.empty() + !Input.empty() + (RandomDag > 0);
  if (Sources != 1)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "give exactly one of GRAPH, --kernel NAME or --random-dag N");
  llvm::Expected<Problem> P =
      !Kernel.empty() ? buildKernel(Kernel)
      : RandomDag > 0 ? generateRandomDag(RandomDag, EdgeDensity, BackEdges, Seed)
                      : readCheckedProblem(Input);
  if (!P)
    return P.takeError();
  if (CapAll > 0)
    for (FunctionalUnit &U : P->Units)
      U.Capacity = CapAll;
  if (RCap > 0) // Applied once, as the solver checks it (no copies later).
    for (FunctionalUnit &U : P->Units)
      if (U.Capacity >= 0)
        U.Capacity = RCap;
  std::string Origin = !Kernel.empty()   ? "kernel '" + Kernel + "'"
                       : RandomDag > 0 ? std::string("--random-dag")
                                       : std::string(Input);
  if (llvm::Error E = checkProblem(*P, Origin))
    return std::move(E);
  return P;
}

/// The solver's options from the command line.
GauSOptions gausOptions() {
  GauSOptions Opts;
  Opts.LR = LR;
  Opts.MaxIters = MaxIters;
  Opts.Seed = Seed;
  Opts.Init = Init;
  Opts.UseSigmaFloor = !NoSigmaFloor;
  Opts.StopWhenLegal = !NoEarlyStop;
  Opts.AcceptLegalized = !RequireUnmoved;
  Opts.TimeLimit = TimeLimit;
  Opts.Threads = Threads;
  Opts.Progress = !Quiet;
  Opts.RetryLargerD = Retry;
  Opts.RetryNextII = Retry || RetryII;
  Opts.MaxRetries = MaxRetries;
  Opts.Rho0 = Rho0;
  Opts.RhoGrowth = RhoGrowth;
  Opts.RhoMax = RhoMax;
  Opts.ObjectiveWeight = ObjWeight;
  Opts.SigmaFloor = SigmaFloor;
  Opts.SigmaEnd = SigmaEnd;
  Opts.StageAlpha = Alpha;
  Opts.StageSpan = Comm == StageComm::Span;
  Opts.StageDependenceFrom = StageDepFrom;
  Opts.AssignWarps = !NoWarps;
  Opts.Justify = !NoJustify;
  Opts.StageRefine = !NoStageRefine;
  Opts.LREnd = LREnd;
  if (NoStepPortfolio)
    Opts.StepPortfolio.clear();
  return Opts;
}

/// Formulation A's list-scheduling baseline, and GauS's schedule scored
/// the same way (the exact ILP with --exact starts from the list stages).
struct StageBaseline {
  std::optional<StageProblem> SP;
  StageEval ListA, GausA;
  std::vector<int64_t> ListStages; // The exact ILP's MIP start.
  double ListASeconds = 0;
};

llvm::json::Object stageJSON(const StageEval &E, double Seconds) {
  return llvm::json::Object{{"legal", E.Legal},
                            {"objective", E.Objective},
                            {"max_stage", E.MaxStage},
                            {"comm", E.Comm},
                            {"seconds", Seconds}};
}

/// One run of `twill gaus`, step by step: the modes the flags ask for, the
/// horizon, the solve, the baselines, and the report (JSON or text).
class GausRun {
public:
  explicit GausRun(Problem P) : P(std::move(P)) {}

  int run();

private:
  /// The flag combinations refused for this problem.
  llvm::Error checkModes() const;
  /// The horizon D (see the file comment for its defaults).
  llvm::Expected<int64_t> horizon() const;
  /// The driver's request (twill/Scheduler/Scheduler.h): the GauS entry
  /// point the flags name (the kernel searches, the Twill graph at a step
  /// count, or the solver on the graph itself) with its options.
  ScheduleRequest request(GauSOptions Opts) const;
  llvm::Error computeStageBaseline();
  llvm::Error writeSchedule() const;
  void reportJSON();
  /// The "exact" entry of the JSON report with --exact.
  void addExactJSON(llvm::json::Object &O) const;
  /// Formulation B's list baseline: the resource-constrained list
  /// schedule's peak live bytes.
  void addMemoryListJSON(llvm::json::Object &O) const;
  void addVerifiedJSON(llvm::json::Object &O) const;
  void reportText() const;
  void reportStageAText() const;

  Problem P;
  MIIBounds Bounds;
  bool StageA = false, IsKernel = false, Modulo = false;
  GauSObjective Obj = GauSObjective::Latency;
  int64_t AtII = 0, D = 0;
  GauSResult R;
  bool Ok = false;
  StageBaseline SB;
};

llvm::Error GausRun::checkModes() const {
  if (StageA && (II > 0 || !Kernel.empty()))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "--objective A schedules a graph file or random DAG once (no --II, "
        "no --kernel)");
  if (IsKernel && II > 0 && II < Bounds.MII)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "--II %lld is below the MII of kernel '%s' (%lld cycles): for "
        "kernels --II is the interval in cycles, --steps the GauS step count",
        (long long)II, Kernel.c_str(), (long long)Bounds.MII);
  if (!IsKernel && Steps > 0)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--steps applies to --kernel only");
  return llvm::Error::success();
}

llvm::Expected<int64_t> GausRun::horizon() const {
  int64_t Given = Horizon;
  if (IsKernel) // Steps, not cycles.
    return Given > 0 ? Given : 5 * std::max<int64_t>(Steps, 1);
  if (Given > 0)
    return Given;
  if (StageA)
    return stageDepth(P); // The paper's default: the graph's depth.
  // Modulo: room for the critical path twice over (resources stretch
  // schedules). Acyclic: the length of a list schedule, which is legal, so
  // GauS can only improve on it.
  auto CP = computeCriticalPathLength(P.Graph, Modulo ? AtII : (1 << 30));
  if (!CP)
    return CP.takeError();
  int64_t Room = 2 * *CP + (Modulo ? AtII : 0) + 1;
  if (!Modulo) {
    if (auto L = listSchedule(P, unitCapacities(P)))
      Room = std::max(*CP, ModuloSchedule::computeLength(P.Graph, *L));
  }
  return Room;
}

ScheduleRequest GausRun::request(GauSOptions Opts) const {
  ScheduleRequest Req;
  Req.Kind = SchedulerKind::GauS;
  GauSRequest &G = Req.GauS;
  G.Entry = !IsKernel     ? (Modulo ? GauSEntry::Modulo : GauSEntry::Acyclic)
            : Steps <= 0 ? GauSEntry::Kernel
                         : GauSEntry::KernelSteps;
  // A kernel without a step count: the step counts are searched, and the
  // interval from the MII upwards unless --II fixes it (gausSolveKernel).
  if (G.Entry == GauSEntry::Kernel && II > 0 && !Retry && !RetryII)
    Opts.KernelIntervalSteps = 0;
  G.Options = std::move(Opts);
  G.II = IsKernel ? int64_t(II) : AtII;
  G.Steps = Steps;
  G.D = D;
  G.Objective = Obj;
  G.RCap = RCap;
  G.MaxIters = MaxIters;
  return Req;
}

llvm::Error GausRun::computeStageBaseline() {
  auto SPOr = makeStageProblem(P, Alpha, R.D, Comm);
  if (!SPOr)
    return SPOr.takeError();
  SB.SP = std::move(*SPOr);
  auto T0 = std::chrono::steady_clock::now();
  SB.ListStages = stageListSchedule(*SB.SP);
  SB.ListASeconds = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - T0)
                        .count();
  SB.ListA = evaluateStages(*SB.SP, SB.ListStages);
  if (hasSolution(R.Status))
    SB.GausA = evaluateStages(*SB.SP, R.Schedule.Start);
  return llvm::Error::success();
}

llvm::Error GausRun::writeSchedule() const {
  std::string OutPath = !ScheduleOut.empty() ? ScheduleOut : ScheduleOutOld;
  if (!Ok || OutPath.empty())
    return llvm::Error::success();
  return writeFileAtomically(OutPath, [&](llvm::raw_ostream &OS) {
    ScheduleCosts Raw; // GauS works on the problem's costs.
    Raw.Recorded = true;
    writeScheduleJSON(P.Graph, R.Schedule, OS, &Raw);
  });
}

int GausRun::run() {
  auto B = computeMIIBounds(P);
  if (!B)
    return fail(B.takeError());
  Bounds = *B;
  StageA = Objective == ObjectiveChoice::A;
  Obj = Objective == ObjectiveChoice::None     ? GauSObjective::None
        : Objective == ObjectiveChoice::Memory ? GauSObjective::PeakMemory
        : StageA                               ? GauSObjective::StageBalance
                                               : GauSObjective::Latency;
  IsKernel = !Kernel.empty();
  if (llvm::Error E = checkModes())
    return fail(std::move(E));
  Modulo = !StageA && (II > 0 || Bounds.HasRecurrence || IsKernel ||
                       Objective == ObjectiveChoice::C);
  AtII = II > 0 ? int64_t(II) : Bounds.MII;
  llvm::Expected<int64_t> DOr = horizon();
  if (!DOr)
    return fail(DOr.takeError());
  D = *DOr;
  GauSOptions Opts = gausOptions();
  // From here on an interrupt gets its report: GauS ends at the next
  // iteration (on a graph of 60k ops under load that alone can outlast the
  // driver's grace), the baselines and the verification are linear in the
  // graph, and the exact solvers are killed by the interrupt.
  ReportScope Finishing;
  // Check, the empty problem, GauS, verify: the driver's order. The
  // outcome's problem is P with GauS's capacities (formulation A: its
  // relaxation), which the baselines and the report read from here on.
  llvm::Expected<ScheduleOutcome> Out =
      scheduleProblem(std::move(P), request(std::move(Opts)));
  if (!Out)
    return fail(Out.takeError());
  P = std::move(Out->Solved);
  R = std::move(Out->GauS);
  R.Status = Out->Status;
  // Formulation A: the list-scheduling baseline in the same run (and the
  // exact ILP below with --exact).
  if (StageA)
    if (llvm::Error E = computeStageBaseline())
      return fail(std::move(E));
  if (R.Status == SolveStatus::Error)
    return fail(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                        Out->Message));
  Ok = hasSolution(R.Status);
  if (llvm::Error E = writeSchedule())
    return fail(std::move(E));
  if (JSONOut)
    reportJSON();
  else
    reportText();
  return Ok ? ExitOk : ExitViolation;
}

void GausRun::reportJSON() {
  const GauSStats &St = R.Stats;
  llvm::json::Object O{
      {"problem", P.Name},
      {"ops", int64_t(P.Graph.numOperations())},
      {"deps", int64_t(P.Graph.numDependences())},
      {"status", gausStatusName(R.Status)},
      {"modulo", Modulo},
      {"II", R.II},
      {"D", R.D},
      {"cycles_per_step", R.CyclesPerStep},
      {"iterations", int64_t(St.Iterations)},
      {"seconds", St.Seconds},
      {"legalize_seconds", St.LegalizeSeconds},
      {"first_legal_seconds", St.FirstLegalSeconds},
      {"best_seconds", St.BestSeconds},
      {"violations_before", int64_t(St.ViolationsBefore)},
      {"objective_before", St.ObjectiveBefore},
      {"objective_after", St.ObjectiveAfter},
      {"relaxed_objective", St.RelaxedObjective},
      {"fraction_moved", St.FractionMoved},
      {"retries", int64_t(St.Retries)},
      {"warp_groups", int64_t(St.WarpGroups)},
      {"step_scale", St.StepScale},
      {"warp_seconds", St.WarpSeconds},
      {"message", R.Message}};
  llvm::json::Object Prof;
  for (unsigned K = 0; K < GauSModel::NumPhases; ++K)
    Prof[GauSModel::ProfilePhaseNames[K]] = St.PhaseSeconds[K];
  Prof["legalize"] = St.LegalizeSeconds;
  Prof["window_entries_per_iteration"] = St.WindowEntriesPerIteration;
  O["profile"] = std::move(Prof);
  O["iterations_per_second"] =
      St.Seconds > 0 ? double(St.Iterations) / St.Seconds : 0.0;
  addExactJSON(O);
  if (Obj == GauSObjective::PeakMemory && !Modulo)
    addMemoryListJSON(O);
  if (Ok)
    addVerifiedJSON(O);
  // The start times, as `twill solve --json` gives them, under "ops".
  printJSONReport(std::move(O), P, Ok ? &R.Schedule : nullptr);
}

void GausRun::addExactJSON(llvm::json::Object &O) const {
  if (!StageA) {
    if (Exact > 0) {
      int64_t UB = Ok ? R.Schedule.Length : D;
      O["exact"] = runExact(P, Modulo, AtII, UB, Obj, D);
    }
    return;
  }
  O["formulation"] = "A";
  O["alpha"] = double(Alpha);
  O["comm_form"] = Comm == StageComm::Cut ? "cut" : "span";
  O["list"] = stageJSON(SB.ListA, SB.ListASeconds);
  if (Ok) {
    llvm::json::Object G = stageJSON(SB.GausA, R.Stats.Seconds);
    O["gaus"] = std::move(G);
  }
  if (Exact <= 0)
    return;
  StageExactResult X =
      solveStagesExact(*SB.SP, Exact, Milp, 200000, &SB.ListStages);
  llvm::json::Object XO{{"status", solveStatusName(X.Status)},
                        {"seconds", X.Seconds},
                        {"variables", int64_t(X.Variables)},
                        {"rows", int64_t(X.Rows)},
                        {"backend", milpBackendName(Milp)},
                        {"message", X.Message},
                        {"start_objective", X.StartObjective},
                        {"from_start", X.FromStart}};
  if (hasSolution(X.Status)) {
    StageEval XE = evaluateStages(*SB.SP, X.Stages);
    XO["objective"] = XE.Objective;
    XO["max_stage"] = XE.MaxStage;
    XO["comm"] = XE.Comm;
    XO["legal"] = XE.Legal;
  }
  O["exact"] = std::move(XO);
}

void GausRun::addMemoryListJSON(llvm::json::Object &O) const {
  auto T0 = std::chrono::steady_clock::now();
  auto L = listSchedule(P, unitCapacities(P));
  double Sec = std::chrono::duration<double>(
                   std::chrono::steady_clock::now() - T0)
                   .count();
  if (L)
    O["list"] = llvm::json::Object{{"objective", peakLiveBytes(P, *L)},
                                   {"seconds", Sec}};
}

void GausRun::addVerifiedJSON(llvm::json::Object &O) const {
  O["schedule_II"] = R.Schedule.II;
  O["L"] = R.Schedule.Length;
  // The driver verified the schedule against P (formulation A: with
  // delay-0 edges and no unit limits); A's own checker judges it too.
  O["verified"] = !StageA || SB.GausA.Legal;
}

void GausRun::reportText() const {
  const GauSStats &St = R.Stats;
  llvm::raw_ostream &OS = llvm::outs();
  OS << "problem: " << P.Name << " (" << P.Graph.numOperations() << " ops, "
     << P.Graph.numDependences() << " deps)\n";
  OS << "gaus: " << gausStatusName(R.Status);
  if (Modulo)
    OS << " II=" << R.II;
  OS << " D=" << R.D;
  if (R.CyclesPerStep > 1)
    OS << " (1 step = " << R.CyclesPerStep << " cycles)";
  OS << "\n";
  if (Ok) {
    OS << "schedule: I=" << R.Schedule.II << " L=" << R.Schedule.Length
       << " (verified";
    if (R.Schedule.Warps)
      OS << " with warps, " << St.WarpGroups << " warp group(s)";
    OS << ")\n";
  } else {
    OS << "message: " << R.Message << "\n";
  }
  OS << llvm::formatv("iterations: {0}  time: {1:f3} s  legalize: {2:f3} s"
                      "  first legal: {3:f3} s\n",
                      St.Iterations, St.Seconds, St.LegalizeSeconds,
                      St.FirstLegalSeconds);
  if (Ok)
    OS << llvm::formatv("before legalization: {0} violations, objective "
                        "{1}; after: {2}; ops moved: {3:f1}%\n",
                        St.ViolationsBefore, St.ObjectiveBefore,
                        St.ObjectiveAfter, 100 * St.FractionMoved);
  if (StageA)
    reportStageAText();
}

void GausRun::reportStageAText() const {
  llvm::raw_ostream &OS = llvm::outs();
  auto line = [&](const char *Who, const StageEval &E) {
    OS << llvm::formatv("{0}: objective {1} = max stage {2} + {3:f3} * "
                        "comm {4}{5}\n",
                        Who, E.Objective, E.MaxStage, double(Alpha), E.Comm,
                        E.Legal ? "" : " (illegal)");
  };
  OS << "formulation A: D=" << R.D
     << llvm::formatv(" alpha={0:f3}", double(Alpha))
     << " comm=" << (Comm == StageComm::Cut ? "cut" : "span") << "\n";
  if (Ok)
    line("gaus", SB.GausA);
  line("list", SB.ListA);
  if (Exact <= 0)
    return;
  StageExactResult X =
      solveStagesExact(*SB.SP, Exact, Milp, 200000, &SB.ListStages);
  if (hasSolution(X.Status))
    line(X.Status == SolveStatus::Optimal ? "exact (optimal)"
         : X.FromStart ? "exact (feasible, its list-schedule start)"
                       : "exact (feasible)",
         evaluateStages(*SB.SP, X.Stages));
  else
    OS << "exact: " << solveStatusName(X.Status) << " " << X.Message << "\n";
}

/// `twill gaus`: the problem, then a GausRun on it.
int runGaus() {
  llvm::Expected<Problem> P = loadProblem();
  if (!P)
    return fail(P.takeError());
  return GausRun(std::move(*P)).run();
}

CommandRegistration Reg(GausCmd, runGaus,
                        "twill gaus (GRAPH | --kernel NAME | --random-dag N "
                        "...) [--II N] [--steps N] [--D N] [--R-cap X] "
                        "[--json] [-o FILE]");

} // namespace
