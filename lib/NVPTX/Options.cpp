//===- Options.cpp - Command-line options of the NVPTX plugin -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `-twill-*` options and `-enable-twill-sched`. The latter sets LLVM's
/// own `-enable-misched` and `-misched=twill` from its callback: the NVPTX
/// subtarget leaves the machine scheduler off, and a plugin cannot add a
/// pass to the NVPTX pipeline in LLVM 19 other than through that slot.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/Options.h"

#include "twill/Machines/MachineDescription.h"
#include "twill/Version/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

namespace {

/// Sets an already registered LLVM option as if it were on the command line.
void setLLVMOption(StringRef Name, StringRef Value) {
  StringMap<cl::Option *> &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It == Opts.end()) {
    errs() << "twill: LLVM option -" << Name << " not found; pass it by hand\n";
    return;
  }
  It->second->addOccurrence(0, Name, Value);
}

cl::opt<bool> EnableTwillSched(
    "enable-twill-sched", cl::init(false),
    cl::desc("Software-pipeline innermost single-block loops with twill at "
             "the SSA stage, then reorder loop bodies in the machine "
             "scheduler (sets -enable-misched, -misched=twill and "
             "-enable-aa-sched-mi)"),
    cl::callback([](const bool &On) {
      if (!On)
        return;
      setLLVMOption("enable-misched", "true");
      setLLVMOption("misched", "twill");
      // NVPTX does not ask for alias analysis in scheduling DAGs; without
      // it, x[i] and x[i+1] of one iteration look dependent.
      setLLVMOption("enable-aa-sched-mi", "true");
      twill::nvptx::installSSAStagePass();
    }));

/// -twill-version: like LLVM's own --version (which prints LLVM's), prints
/// twill's version and what it was built with, and exits.
cl::opt<bool> VersionOpt(
    "twill-version", cl::init(false), cl::Hidden, cl::ValueDisallowed,
    cl::desc("Print the version of the twill plugin and the LLVM, Z3 and "
             "lp_solve versions it was built with, and exit"),
    cl::callback([](const bool &On) {
      if (!On)
        return;
      twill::printVersion(outs());
      outs().flush();
      std::exit(0);
    }));

cl::opt<bool> PipelineOpt(
    "twill-pipeline", cl::init(true),
    cl::desc("With -enable-twill-sched: emit the modulo schedule as code "
             "(guard, prologue, kernel, epilogue); false keeps only the "
             "reordering of one iteration"));

cl::opt<bool> RegionsOpt(
    "twill-regions", cl::init(true),
    cl::desc("With -enable-twill-sched: schedule outer loops whose body is a "
             "chain of inner loops (spin waits, compute loops) and "
             "branch-free blocks, one step per region, and write the "
             "schedule and warp-group partition as metadata (code order "
             "kept)"));

cl::opt<unsigned> MaxStagesOpt(
    "twill-max-stages", cl::init(8),
    cl::desc("Most stages of a pipelined loop; a schedule with more is "
             "solved again at a larger II"));

cl::opt<unsigned> MaxUnrollOpt(
    "twill-max-unroll", cl::init(8),
    cl::desc("Most copies of the kernel (modulo variable expansion)"));

cl::opt<unsigned> PipelineMaxSizeOpt(
    "twill-pipeline-max-size", cl::init(1200),
    cl::desc("Loops with more instructions are not software-pipelined (an "
             "unrolled body this large overlaps work already, and its "
             "pipelined kernel would exceed the register file); the reorder "
             "pass still takes them"));

cl::opt<unsigned> ForceIIOpt(
    "twill-force-ii", cl::Hidden, cl::init(0),
    cl::desc("Testing only: schedule every loop with phase 1 at exactly "
             "this II (like -pipeliner-force-ii)"));

cl::opt<unsigned> ExactIIWorkOpt(
    "twill-exact-ii-work", cl::init(2'000'000),
    cl::desc("Where the modulo scheduler's II lies above MII, decide each I "
             "in between exactly (the fixed-I program on Z3), with this many "
             "Z3 resource units per I: a refuted I is a proof, a feasible "
             "one a better schedule; the first I left undecided ends the "
             "search. A count of solver steps, not seconds, so the answer "
             "does not depend on machine load (0: off)"));

cl::opt<unsigned> WarpDescentRoundsOpt(
    "twill-warp-descent-rounds", cl::init(0), cl::Hidden,
    cl::desc("Z3 rounds that lower the dependences between warp groups "
             "after the verified moves (Twill's warp model at fixed starts); "
             "each costs up to tens of milliseconds, so none by default"));

cl::opt<unsigned> HeuristicRestartsOpt(
    "twill-heuristic-restarts", cl::init(8),
    cl::desc("Other placement orders (deterministic perturbations of the "
             "height order) Rau's modulo scheduler tries at an I before the "
             "exact decision there, and when fitting -twill-max-stages; "
             "each costs microseconds to a millisecond"));

cl::opt<unsigned> MetadataBudgetOpt(
    "twill-metadata-heuristic-budget", cl::init(10), cl::Hidden,
    cl::desc("Placements per instruction Rau's modulo scheduler may make at "
             "each I where the schedule is only written as metadata (the "
             "reorder pass keeping the code order), before the I counts as "
             "failed; the pipeliner's solves allow 50. On the 1459 loops of "
             "106 real modules, 10 instead of 50 changed 6 II, by at most "
             "1.4%, in a third of the time (6, Rau's own budget, changed 71, "
             "and fast.cu's TMA/wgmma mainloop from 855, its MII, to 870)"));

cl::opt<unsigned> ExactIIMaxVarsOpt(
    "twill-exact-ii-max-vars", cl::init(500),
    cl::desc("Largest fixed-I program (0-1 variables) -twill-exact-ii-work "
             "tries; larger ones count as undecided. Each costs tens to "
             "hundreds of milliseconds of CPU, so the default keeps to small "
             "loops"));

cl::opt<unsigned> MaxExpandedOpt(
    "twill-max-expanded-instrs", cl::init(4096),
    cl::desc("Most instructions a loop's expansion may add"));

cl::opt<std::string>
    MachineOpt("twill-machine", cl::init(""),
               cl::desc("Machine description: hopper or blackwell (default: "
                        "from -mcpu; sm_100 and later are blackwell)"));

cl::opt<unsigned> GauSThresholdOpt(
    "twill-gaus-threshold", cl::init(0),
    cl::desc("Loops with more instructions than this are scheduled by GauS "
             "first (0, the default: never first; GauS is then the fallback "
             "where phase 1 finds no schedule)"));

cl::opt<double> TimeLimitOpt(
    "twill-time-limit", cl::init(2.0),
    cl::desc("Solver seconds per loop; a solve that reaches it is discarded "
             "and the loop left unchanged, so that the code never depends on "
             "machine load"));

cl::opt<double> FunctionTimeLimitOpt(
    "twill-function-time-limit", cl::init(10.0),
    cl::desc("Solver seconds for all loops of one function; loops after it "
             "is spent are left unchanged"));

cl::opt<unsigned> MaxLoopSizeOpt(
    "twill-max-loop-size", cl::init(2000),
    cl::desc("Loops with more instructions are left unchanged, before any "
             "graph is built"));

cl::opt<twill::nvptx::MetadataForm> MetadataOpt(
    "twill-metadata", cl::init(twill::nvptx::MetadataForm::Full),
    cl::desc("Schedule metadata written into the PTX as comments"),
    cl::values(clEnumValN(twill::nvptx::MetadataForm::Full, "full",
                          "a twill.loop line and one twill.op line per "
                          "instruction"),
               clEnumValN(twill::nvptx::MetadataForm::Header, "header",
                          "only the twill.loop line"),
               clEnumValN(twill::nvptx::MetadataForm::None, "none",
                          "no metadata")));

cl::opt<twill::nvptx::SolverChoice> SolverOpt(
    "twill-solver", cl::init(twill::nvptx::SolverChoice::Auto),
    cl::desc("Exact solver for loops up to the GauS threshold"),
    cl::values(clEnumValN(twill::nvptx::SolverChoice::Auto, "auto",
                          "twill for loops with asynchronous tensor-core or "
                          "copy operations (wgmma, tcgen05, TMA, cp.async, "
                          "mbarrier), phase1 for the others (default)"),
               clEnumValN(twill::nvptx::SolverChoice::Phase1, "phase1",
                          "Twill phase 1: minimum-II modulo schedule (fast; "
                          "warps by the producer/consumer rule)"),
               clEnumValN(twill::nvptx::SolverChoice::Twill, "twill",
                          "phase 1, then Twill's phase 2 model on Z3 assigns "
                          "warps at phase 1's start cycles (milliseconds)"),
               clEnumValN(twill::nvptx::SolverChoice::Algorithm1,
                          "algorithm1",
                          "Twill algorithm 1 in full: start times and warps "
                          "searched together (seconds; falls back to "
                          "phase1)")));

cl::opt<std::string> DumpDirOpt(
    "twill-dump-dir", cl::init(""),
    cl::desc("Write each candidate loop's scheduling problem to this folder "
             "as native JSON, for the twill CLI"));

} // namespace

twill::nvptx::PluginOptions twill::nvptx::getPluginOptions() {
  PluginOptions O;
  O.Machine = MachineOpt;
  O.GauSThreshold = GauSThresholdOpt;
  O.TimeLimit = TimeLimitOpt;
  O.FunctionTimeLimit = FunctionTimeLimitOpt;
  O.MaxLoopSize = MaxLoopSizeOpt;
  O.Metadata = MetadataOpt;
  O.Solver = SolverOpt;
  O.DumpDir = DumpDirOpt;
  O.Pipeline = PipelineOpt;
  O.Regions = RegionsOpt;
  O.MaxStages = MaxStagesOpt;
  O.MaxUnroll = MaxUnrollOpt;
  O.MaxExpandedInstrs = MaxExpandedOpt;
  O.ForceII = ForceIIOpt;
  O.ExactIIWork = ExactIIWorkOpt;
  O.ExactIIMaxVars = ExactIIMaxVarsOpt;
  O.WarpDescentRounds = WarpDescentRoundsOpt;
  O.HeuristicRestarts = HeuristicRestartsOpt;
  O.MetadataBudgetRatio = std::max(1u, unsigned(MetadataBudgetOpt));
  O.PipelineMaxSize = PipelineMaxSizeOpt;
  return O;
}

std::string twill::nvptx::machineNameFor(StringRef CPU) {
  if (!MachineOpt.empty())
    return MachineOpt;
  unsigned SM = 0;
  if (CPU.consume_front("sm_")) {
    // "90a" -> 90, "100a" -> 100.
    StringRef Digits =
        CPU.take_while([](char C) { return C >= '0' && C <= '9'; });
    if (Digits.getAsInteger(10, SM))
      SM = 0;
  }
  return SM >= 100 ? "blackwell" : "hopper";
}
