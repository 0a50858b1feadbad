//===- twill.cpp - The twill command-line driver --------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `twill`: inspect scheduling problems, verify schedules, list built-in
/// kernels and machine descriptions. Subcommands:
///   twill info (FILE | --kernel NAME) [--json] [--dot] [--ops] [--ii N]
///   twill verify GRAPH SCHEDULE.json [--json]
///   twill kernels [--json]
///   twill machine [--machine hopper|blackwell] [--json]
///   twill demo
///   twill --version
/// Exit status: 0 success, 1 a schedule violates constraints, 2 bad input.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Analysis/Bounds.h"
#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Machines/MachineDescription.h"
#include "twill/Twill/CostNormalization.h"
#include "twill/Verifier/Verifier.h"
#include "twill/Version/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

namespace cl = llvm::cl;
using namespace twill;
using namespace twill::cli;

std::vector<Command> &twill::cli::commands() {
  static std::vector<Command> Registry;
  return Registry;
}

CommandRegistration::CommandRegistration(cl::SubCommand &Sub, RunFn Run,
                                         const char *Synopsis) {
  commands().push_back({&Sub, Run, Synopsis});
}

cl::OptionCategory &twill::cli::category() {
  static cl::OptionCategory Cat("twill options");
  return Cat;
}

int twill::cli::fail(llvm::Error E, int Code) {
  llvm::WithColor::error(llvm::errs(), "twill") << llvm::toString(std::move(E))
                                                << "\n";
  return Code;
}

llvm::Expected<Problem> twill::cli::loadProblem(llvm::StringRef File,
                                                ProblemFormat Format,
                                                llvm::StringRef Kernel,
                                                llvm::StringRef Machine,
                                                const KernelOptions &KO) {
  if (!Kernel.empty()) {
    auto P = buildKernel(Kernel, Machine, KO);
    if (!P)
      return P.takeError();
    if (llvm::Error E = checkProblem(*P, "kernel '" + Kernel.str() + "'"))
      return std::move(E);
    return P;
  }
  if (File.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no input: give a problem file or "
                                   "--kernel NAME");
  return readCheckedProblem(File, Format);
}

llvm::Expected<Problem>
twill::cli::problemForSchedule(const Problem &P, const ScheduleCosts &Costs,
                               llvm::StringRef ScheduleFile) {
  if (!Costs.Recorded || Costs.NormalizeU == 0)
    return P;
  NormalizationOptions NO;
  NO.U = Costs.NormalizeU;
  CostNormalization Report;
  auto N = normalizeProblem(P, NO, &Report);
  if (!N)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        ScheduleFile + ": cannot normalize the problem's costs with U = " +
            llvm::Twine(Costs.NormalizeU) + " as costs.normalize_U asks: " +
            llvm::toString(N.takeError()));
  std::vector<std::pair<int64_t, int64_t>> Map;
  for (size_t I = 0; I < Report.Original.size(); ++I)
    Map.push_back({Report.Original[I], Report.Normalized[I]});
  // A problem already in those costs (e.g. written by `codegen --emit
  // problem`) has exactly the map's images as its distinct costs.
  std::vector<int64_t> Images;
  for (auto [From, To] : Costs.Map)
    Images.push_back(To);
  llvm::sort(Images);
  Images.erase(std::unique(Images.begin(), Images.end()), Images.end());
  if (Map != Costs.Map && Images == Report.Original)
    return P;
  if (Map != Costs.Map) {
    std::string Now;
    for (auto [From, To] : Map)
      Now += (Now.empty() ? "" : ", ") + std::to_string(From) + "->" +
             std::to_string(To);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        ScheduleFile + ": costs.map does not match the problem's costs "
                       "normalized with U = " +
            llvm::Twine(Costs.NormalizeU) + " (" + Now +
            "): the problem changed since the schedule was written");
  }
  return std::move(*N);
}

llvm::Error twill::cli::checkProblem(const Problem &P, llvm::StringRef Origin) {
  if (llvm::Error E = P.check())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Origin + ": " + llvm::toString(std::move(E)));
  return llvm::Error::success();
}

/// --resource, for every subcommand that reads a problem file.
static cl::opt<std::string>
    ResourceModel("resource",
                  cl::desc("The resource model of a HatScheT GraphML problem "
                           "(default: graphN_RM.xml or graphNRM.xml beside "
                           "it)"),
                  cl::value_desc("FILE"), cl::init(""),
                  cl::sub(cl::SubCommand::getAll()), cl::cat(category()));

llvm::Expected<Problem> twill::cli::readCheckedProblem(llvm::StringRef File,
                                                       ProblemFormat Format) {
  auto P = readProblemFile(File, Format, ResourceModel);
  if (!P)
    return P.takeError();
  if (llvm::Error E = checkProblem(*P, File))
    return std::move(E);
  return P;
}

namespace {

cl::OptionCategory &TwillCat = category();

cl::SubCommand InfoCmd("info",
                       "Summarize a problem: ops, edges, units, ResMII, "
                       "RecMII, MII (and ASAP/ALAP with --ops)");
cl::SubCommand VerifyCmd("verify",
                         "Check a schedule (JSON) against a problem with the "
                         "independent verifier");
cl::SubCommand KernelsCmd("kernels", "List the built-in kernels");
cl::SubCommand MachineCmd("machine",
                          "Print a machine description (units, memories, "
                          "warps, instruction classes)");
cl::SubCommand DemoCmd("demo",
                       "Summary and bounds of every built-in kernel (what "
                       "`make demo` runs)");

cl::opt<std::string> InfoInput(cl::Positional, cl::desc("<problem file>"),
                               cl::sub(InfoCmd), cl::init(""));
cl::opt<std::string>
    KernelName("kernel", cl::desc("Use built-in kernel NAME instead of a file "
                                  "(see `twill kernels`)"),
               cl::value_desc("NAME"), cl::sub(InfoCmd), cl::init(""),
               cl::cat(TwillCat));
cl::opt<std::string> VerifyGraph(cl::Positional, cl::desc("<problem file>"),
                                 cl::sub(VerifyCmd), cl::Required);
cl::opt<std::string> VerifySchedule(cl::Positional,
                                    cl::desc("<schedule.json>"),
                                    cl::sub(VerifyCmd), cl::Required);

cl::opt<ProblemFormat> Format(
    "format", cl::desc("Input format of the problem file (default: from the "
                       "extension and content)"),
    cl::values(clEnumValN(ProblemFormat::Auto, "auto", "detect"),
               clEnumValN(ProblemFormat::NativeJSON, "json", "twill JSON"),
               clEnumValN(ProblemFormat::HatScheT, "hatschet",
                          "HatScheT GraphML + _RM.xml"),
               clEnumValN(ProblemFormat::HeuriGym, "heurigym",
                          "HeuriGym operator-scheduling JSON"),
               clEnumValN(ProblemFormat::GML, "gml", "ICML'24 GML")),
    cl::init(ProblemFormat::Auto), cl::sub(InfoCmd), cl::sub(VerifyCmd),
    cl::cat(TwillCat));

cl::opt<bool> JSON("json", cl::desc("Machine-readable JSON output on stdout"),
                   cl::sub(InfoCmd), cl::sub(VerifyCmd), cl::sub(KernelsCmd),
                   cl::sub(MachineCmd), cl::cat(TwillCat));
cl::opt<std::string> DumpDir(
    "dump-dir",
    cl::desc("Write every built-in kernel as twill JSON (NAME.json) into DIR"),
    cl::value_desc("DIR"), cl::init(""), cl::sub(KernelsCmd), cl::cat(TwillCat));
cl::opt<bool> Dot("dot", cl::desc("Write the graph in Graphviz DOT instead of "
                                  "the summary"),
                  cl::sub(InfoCmd), cl::cat(TwillCat));
cl::opt<bool> ShowOps("ops",
                      cl::desc("Also list every op with its ASAP/ALAP start "
                               "at the initiation interval of --ii"),
                      cl::sub(InfoCmd), cl::cat(TwillCat));
cl::opt<int64_t> AtII("ii",
                      cl::desc("Initiation interval for ASAP/ALAP (default: "
                               "MII)"),
                      cl::value_desc("N"), cl::init(0), cl::sub(InfoCmd),
                      cl::cat(TwillCat));
cl::opt<std::string> MachineName(
    "machine",
    cl::desc("Machine description: hopper (sm_90a) or blackwell (sm_100a). "
             "For --kernel it replaces the kernel's own machine."),
    cl::value_desc("hopper|blackwell"), cl::init(""), cl::sub(InfoCmd),
    cl::sub(MachineCmd), cl::sub(DemoCmd), cl::cat(TwillCat));

/// Counts used by `info` and `demo`.
struct Stats {
  unsigned Ops = 0, Deps = 0, Carried = 0, Blocking = 0;
  int64_t MaxDistance = 0;
};

Stats computeStats(const Problem &P) {
  Stats S;
  S.Ops = P.Graph.numOperations();
  S.Deps = P.Graph.numDependences();
  for (const Dependence &D : P.Graph.dependences()) {
    S.Carried += D.Distance > 0;
    S.Blocking += D.Blocking;
    S.MaxDistance = std::max(S.MaxDistance, D.Distance);
  }
  return S;
}

llvm::json::Value unitsJSON(const std::vector<FunctionalUnit> &Units,
                            const Problem &P) {
  llvm::json::Array A;
  for (const FunctionalUnit &U : Units) {
    uint64_t Demand = 0;
    unsigned Users = 0;
    for (const Operation &Op : P.Graph.operations()) {
      uint64_t C = Op.Reservation.unitCycles(U.Name);
      Demand += C;
      Users += C > 0;
    }
    A.push_back(llvm::json::Object{{"name", U.Name},
                                   {"capacity", U.Capacity},
                                   {"ops", Users},
                                   {"unit_cycles", int64_t(Demand)}});
  }
  return A;
}

int runInfo() {
  auto P = loadProblem(InfoInput, Format, KernelName, MachineName);
  if (!P)
    return fail(P.takeError());
  if (Dot) {
    writeDot(*P, llvm::outs());
    return ExitOk;
  }
  auto T0 = std::chrono::steady_clock::now();
  auto B = computeMIIBounds(*P);
  if (!B)
    return fail(B.takeError());
  double Ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - T0)
                  .count();
  int64_t II = AtII > 0 ? int64_t(AtII) : B->MII;
  std::vector<int64_t> ASAP, ALAP;
  int64_t CritLen = 0;
  if (ShowOps) {
    auto A = computeASAP(P->Graph, II);
    if (!A)
      return fail(A.takeError());
    auto CL = computeCriticalPathLength(P->Graph, II);
    if (!CL)
      return fail(CL.takeError());
    CritLen = *CL;
    auto L = computeALAP(P->Graph, II, CritLen);
    if (!L)
      return fail(L.takeError());
    ASAP = std::move(*A);
    ALAP = std::move(*L);
  }
  Stats S = computeStats(*P);
  if (JSON) {
    llvm::json::Object O{{"name", P->Name},
                         {"ops", S.Ops},
                         {"deps", S.Deps},
                         {"carried_deps", S.Carried},
                         {"blocking_deps", S.Blocking},
                         {"max_distance", S.MaxDistance},
                         {"units", unitsJSON(P->Units, *P)},
                         {"res_mii", B->ResMII},
                         {"critical_unit", B->CriticalUnit},
                         {"rec_mii", B->RecMII},
                         {"has_recurrence", B->HasRecurrence},
                         {"mii", B->MII},
                         {"bounds_ms", Ms}};
    if (ShowOps) {
      llvm::json::Array Ops;
      for (OpId V = 0; V < P->Graph.numOperations(); ++V)
        Ops.push_back(llvm::json::Object{{"name", P->Graph.op(V).Name},
                                         {"asap", ASAP[V]},
                                         {"alap", ALAP[V]}});
      O["ii"] = II;
      O["critical_path_length"] = CritLen;
      O["op_bounds"] = std::move(Ops);
    }
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
    return ExitOk;
  }
  llvm::raw_ostream &OS = llvm::outs();
  OS << "problem: " << P->Name << "\n";
  OS << "ops: " << S.Ops << "  deps: " << S.Deps << " (" << S.Carried
     << " loop-carried, max distance " << S.MaxDistance << ", " << S.Blocking
     << " blocking)\n";
  OS << "units:\n";
  for (const FunctionalUnit &U : P->Units) {
    uint64_t Demand = 0;
    for (const Operation &Op : P->Graph.operations())
      Demand += Op.Reservation.unitCycles(U.Name);
    OS << "  " << llvm::left_justify(U.Name, 16) << " capacity "
       << (U.isUnlimited() ? std::string("unlimited")
                           : std::to_string(U.Capacity))
       << ", " << Demand << " unit-cycles per iteration\n";
  }
  OS << "ResMII: " << B->ResMII;
  if (!B->CriticalUnit.empty())
    OS << " (unit " << B->CriticalUnit << ")";
  OS << "\nRecMII: " << B->RecMII
     << (B->HasRecurrence ? "" : " (no recurrence)") << "\n";
  OS << "MII: " << B->MII << "   (every I < MII is infeasible)\n";
  if (ShowOps) {
    OS << "ASAP/ALAP at I=" << II << " (critical path length " << CritLen
       << "):\n";
    for (OpId V = 0; V < P->Graph.numOperations(); ++V)
      OS << "  " << llvm::left_justify(P->Graph.op(V).Name, 20) << " asap "
         << ASAP[V] << "  alap " << ALAP[V] << "\n";
  }
  return ExitOk;
}

int runVerify() {
  auto P = readCheckedProblem(VerifyGraph, Format);
  if (!P)
    return fail(P.takeError());
  ScheduleCosts Costs;
  auto S = readScheduleFile(VerifySchedule, P->Graph, &Costs);
  if (!S)
    return fail(S.takeError());
  // The schedule's times are in the costs it records.
  auto InCosts = problemForSchedule(*P, Costs, VerifySchedule);
  if (!InCosts)
    return fail(InCosts.takeError());
  *P = std::move(*InCosts);
  VerificationResult R = verifySchedule(*P, *S);
  if (JSON) {
    llvm::json::Array V;
    for (const Violation &X : R.Violations) {
      llvm::json::Array Ops;
      for (OpId Op : X.Ops)
        Ops.push_back(P->Graph.op(Op).Name);
      V.push_back(llvm::json::Object{{"constraint", constraintKindName(X.Kind)},
                                     {"ops", std::move(Ops)},
                                     {"message", X.Message}});
    }
    llvm::json::Object O{{"valid", R.ok()},
                         {"II", S->II},
                         {"L", S->Length},
                         {"violations", std::move(V)}};
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
  } else if (R.ok()) {
    llvm::outs() << "valid: I=" << S->II << " L=" << S->Length
                 << " copies=" << S->copies() << "\n";
  } else {
    llvm::outs() << "invalid: " << R.Violations.size() << " violation(s)\n";
    R.print(llvm::outs());
  }
  return R.ok() ? ExitOk : ExitViolation;
}

int runKernels() {
  std::vector<KernelInfo> Ks = listKernels();
  if (!DumpDir.empty()) {
    if (std::error_code EC = llvm::sys::fs::create_directories(DumpDir))
      return fail(llvm::createStringError(EC, "cannot create '%s'",
                                          DumpDir.c_str()));
    for (const KernelInfo &K : Ks) {
      auto P = buildKernel(K.Name);
      if (!P)
        return fail(P.takeError());
      std::string Path = DumpDir + "/" + K.Name + ".json";
      if (llvm::Error E = writeFileAtomically(
              Path, [&](llvm::raw_ostream &OS) { writeNativeJSON(*P, OS); }))
        return fail(std::move(E));
    }
    return ExitOk;
  }
  if (JSON) {
    llvm::json::Array A;
    for (const KernelInfo &K : Ks)
      A.push_back(llvm::json::Object{{"name", K.Name},
                                     {"machine", K.Machine},
                                     {"description", K.Description},
                                     {"derivation", K.Derivation}});
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(A)))
                 << "\n";
    return ExitOk;
  }
  for (const KernelInfo &K : Ks)
    llvm::outs() << llvm::left_justify(K.Name, 46) << " "
                 << llvm::left_justify(K.Machine, 10) << " " << K.Description
                 << "\n";
  return ExitOk;
}

int runMachine() {
  auto MD = MachineDescription::get(
      MachineName.empty() ? llvm::StringRef("hopper")
                          : llvm::StringRef(MachineName));
  if (!MD)
    return fail(MD.takeError());
  const MachineDescription &M = *MD;
  if (JSON) {
    llvm::json::Array Units, Mems, Classes, Thr;
    for (const FunctionalUnit &U : M.Units)
      Units.push_back(llvm::json::Object{{"name", U.Name},
                                         {"capacity", U.Capacity},
                                         {"description", U.Description}});
    for (const Memory &Mem : M.Memories)
      Mems.push_back(llvm::json::Object{{"name", Mem.Name},
                                        {"capacity", Mem.CapacityBytes}});
    for (const Throughput &T : M.Throughputs)
      Thr.push_back(llvm::json::Object{{"name", T.Name},
                                       {"per_cycle", T.PerCycle},
                                       {"source", T.Source}});
    for (const InstructionClass &C : M.Classes)
      Classes.push_back(llvm::json::Object{
          {"name", C.Name},
          {"unit", C.Unit},
          {"latency", C.Latency},
          {"reservation_cycles", C.ReservationCycles},
          {"latency_is_estimate", C.LatencyIsEstimate},
          {"variable_latency", C.VariableLatency},
          {"warp_group", C.NeedsWarpGroup},
          {"opcodes", llvm::json::Array(C.Opcodes)},
          {"asm_prefixes", llvm::json::Array(C.AsmPrefixes)},
          {"asm_patterns", llvm::json::Array(C.AsmPatterns)},
          {"source", C.Source}});
    llvm::json::Object O{{"name", M.Name},
                         {"cpu", M.CPU},
                         {"units", std::move(Units)},
                         {"memories", std::move(Mems)},
                         {"throughputs", std::move(Thr)},
                         {"max_warps_per_sm", M.MaxWarpsPerSM},
                         {"schedulers_per_sm", M.SchedulersPerSM},
                         {"warps_per_group", M.WarpsPerGroup},
                         {"registers_per_sm", M.RegistersPerSM},
                         {"max_registers_per_thread", M.MaxRegistersPerThread},
                         {"max_blocks_per_sm", M.MaxBlocksPerSM},
                         {"register_allocation_unit", M.RegisterAllocationUnit},
                         {"shared_memory_per_sm", M.SharedMemoryPerSM},
                         {"max_shared_memory_per_block",
                          M.MaxSharedMemoryPerBlock},
                         {"shared_memory_reserved_per_block",
                          M.SharedMemoryReservedPerBlock},
                         {"classes", std::move(Classes)}};
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
    return ExitOk;
  }
  llvm::raw_ostream &OS = llvm::outs();
  OS << "machine " << M.Name << " (" << M.CPU << ")\n";
  OS << "warps: " << M.MaxWarpsPerSM << " per SM, " << M.SchedulersPerSM
     << " schedulers, " << M.WarpsPerGroup << " per warp group\n";
  OS << "registers: " << M.RegistersPerSM << " per SM, at most "
     << M.MaxRegistersPerThread << " per thread, allocated per warp in units of "
     << M.RegisterAllocationUnit << "\n";
  OS << "occupancy: at most " << M.MaxBlocksPerSM << " CTAs per SM; shared memory "
     << M.SharedMemoryPerSM << " B per SM, " << M.MaxSharedMemoryPerBlock
     << " B per CTA, " << M.SharedMemoryReservedPerBlock
     << " B reserved per CTA\n";
  OS << "units:\n";
  for (const FunctionalUnit &U : M.Units)
    OS << "  " << llvm::left_justify(U.Name, 8) << " capacity "
       << (U.isUnlimited() ? std::string("unlimited")
                           : std::to_string(U.Capacity))
       << "  " << U.Description << "\n";
  OS << "memories:\n";
  for (const Memory &Mem : M.Memories)
    OS << "  " << llvm::left_justify(Mem.Name, 8) << " " << Mem.CapacityBytes
       << " bytes\n";
  OS << "throughputs (per SM per cycle):\n";
  for (const Throughput &T : M.Throughputs)
    OS << "  " << llvm::left_justify(T.Name, 24) << " " << T.PerCycle << "\n";
  OS << "instruction classes:\n";
  for (const InstructionClass &C : M.Classes)
    OS << "  " << llvm::left_justify(C.Name, 24) << " unit "
       << llvm::left_justify(C.Unit, 6) << " latency " << C.Latency
       << (C.LatencyIsEstimate ? " (estimate)" : "") << "\n";
  return ExitOk;
}

int runDemo() {
  llvm::raw_ostream &OS = llvm::outs();
  OS << "twill demo: problem summary and II lower bounds of the built-in "
        "kernels\n\n";
  OS << llvm::left_justify("kernel", 46) << llvm::left_justify("machine", 10)
     << llvm::right_justify("ops", 5) << llvm::right_justify("deps", 6)
     << llvm::right_justify("ResMII", 8) << llvm::right_justify("RecMII", 8)
     << llvm::right_justify("MII", 6) << "  critical unit\n";
  for (const KernelInfo &K : listKernels()) {
    auto P = buildKernel(K.Name, MachineName);
    if (!P)
      return fail(P.takeError());
    if (llvm::Error E = P->check())
      return fail(std::move(E));
    auto B = computeMIIBounds(*P);
    if (!B)
      return fail(B.takeError());
    Stats S = computeStats(*P);
    OS << llvm::left_justify(K.Name, 46)
       << llvm::left_justify(MachineName.empty() ? K.Machine
                                                 : std::string(MachineName),
                             10)
       << llvm::right_justify(std::to_string(S.Ops), 5)
       << llvm::right_justify(std::to_string(S.Deps), 6)
       << llvm::right_justify(std::to_string(B->ResMII), 8)
       << llvm::right_justify(std::to_string(B->RecMII), 8)
       << llvm::right_justify(std::to_string(B->MII), 6) << "  "
       << B->CriticalUnit << "\n";
  }
  OS << "\nEvery I below MII is infeasible. `twill info --kernel NAME --ops` "
        "shows ASAP/ALAP per op.\n";
  return ExitOk;
}

CommandRegistration InfoReg(InfoCmd, runInfo,
                            "twill info (FILE | --kernel NAME) [--json] "
                            "[--dot] [--ops] [--ii N]");
CommandRegistration VerifyReg(VerifyCmd, runVerify,
                              "twill verify GRAPH SCHEDULE.json [--json]");
CommandRegistration KernelsReg(KernelsCmd, runKernels,
                               "twill kernels [--json] [--dump-dir DIR]");
CommandRegistration MachineReg(MachineCmd, runMachine,
                               "twill machine [--machine hopper|blackwell] "
                               "[--json]");
CommandRegistration DemoReg(DemoCmd, runDemo, "twill demo");

} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(TwillCat);
  std::string Overview =
      "twill: optimal software pipelining and warp specialization for "
      "tensor-core GPU loops\n\n";
  for (const Command &C : commands())
    Overview += std::string("  ") + C.Synopsis + "\n";
  Overview +=
      "\nProblem files: twill JSON (.json, docs/formats.md), HatScheT GraphML "
      "(.graphml, with graphN_RM.xml beside it), HeuriGym JSON, ICML'24 GML "
      "(.gml).\n"
      "Exit status: 0 ok, 1 schedule violates constraints, 2 bad input.\n"
      "Run `twill <subcommand> --help` for the options of each subcommand.\n";
  // --version: twill's version and what it was built with, not LLVM's.
  cl::SetVersionPrinter([](llvm::raw_ostream &OS) { printVersion(OS); });
  cl::ParseCommandLineOptions(argc, argv, Overview);
  installInterruptHandling();
  for (const Command &C : commands())
    if (*C.Sub) {
      int RC = C.Run();
      if (llvm::Error E = checkStdout())
        RC = fail(std::move(E));
      // Interrupted: the best result so far is reported, but the status
      // says the run was cut short, as a signal's default action would.
      if (int Sig = interruptSignal(); Sig && RC != ExitBadInput)
        RC = 128 + Sig;
      return RC;
    }
  llvm::errs() << "twill: no subcommand given; see `twill --help`\n";
  return ExitBadInput;
}
