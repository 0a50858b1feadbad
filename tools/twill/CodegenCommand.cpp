//===- CodegenCommand.cpp - `twill codegen` and `twill show` --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill codegen (--kernel NAME | GRAPH) [--schedule FILE.json]
///                 --emit pipeline|pseudocode|cuda|problem|schedule
///                 [--arch sm_90a|sm_100a] [-o FILE]
///   twill show    (--kernel NAME | GRAPH) [--schedule FILE.json]
///                 --format text|svg|trace [--iterations N]
///                 [--color auto|always|never] [-o FILE]
///
/// Without --schedule the problem is solved first with Twill (Algorithm 1)
/// and the outputs refer to the normalized problem the solver saw. With
/// --schedule, the problem is brought to the costs the schedule records in
/// its `costs` field (the problem's own, or its cost normalization at the
/// recorded U, checked against the recorded map); for a file without that
/// field a --kernel is normalized with U = 300, as `twill solve` did, and a
/// GRAPH file is used as it is. Every schedule is verified before anything
/// is rendered; an invalid one is refused with exit status 2.
///
//===----------------------------------------------------------------------===//

#include "Command.h"

#include "twill/Codegen/Codegen.h"
#include "twill/Codegen/Pipeline.h"
#include "twill/Codegen/Views.h"
#include "twill/IO/Readers.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Model/Limits.h"
#include "twill/Scheduler/Scheduler.h"
#include "twill/Twill/CostNormalization.h"
#include "twill/Twill/TwillSolver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <memory>

namespace cl = llvm::cl;
using namespace twill;
using namespace twill::cli;

namespace {

cl::SubCommand CodegenCmd("codegen",
                          "Pipeline table, pseudocode or a CUDA skeleton "
                          "from a verified schedule");
cl::SubCommand ShowCmd("show", "Pictures of a verified schedule: terminal "
                               "view, SVG timeline, Perfetto trace");

cl::opt<std::string> Input(cl::Positional, cl::desc("<problem file>"),
                           cl::init(""), cl::sub(CodegenCmd), cl::sub(ShowCmd));
cl::opt<std::string> Kernel("kernel",
                            cl::desc("Built-in kernel NAME (see `twill "
                                     "kernels`)"),
                            cl::value_desc("NAME"), cl::init(""),
                            cl::sub(CodegenCmd), cl::sub(ShowCmd),
                            cl::cat(category()));
cl::opt<std::string>
    ScheduleFile("schedule",
                 cl::desc("Use this schedule (twill schedule JSON) instead "
                          "of solving; a --kernel is cost-normalized first"),
                 cl::value_desc("FILE"), cl::init(""), cl::sub(CodegenCmd),
                 cl::sub(ShowCmd), cl::cat(category()));
cl::opt<Phase1Method> Phase1(
    "phase1", cl::desc("How the solve's Phase 1 finds the least L at each I"),
    cl::values(clEnumValN(Phase1Method::Difference, "difference",
                          "difference logic on Z3 where it applies, else "
                          "ilp (default)"),
               clEnumValN(Phase1Method::ILP, "ilp", "integer program"),
               clEnumValN(Phase1Method::SMT, "smt", "pseudo-Boolean on Z3")),
    cl::init(Phase1Method::Difference), cl::sub(CodegenCmd), cl::sub(ShowCmd),
    cl::cat(category()));
cl::opt<double> TimeLimit("time-limit",
                          cl::desc("Seconds for the solve (default 60)"),
                          cl::init(60), cl::sub(CodegenCmd), cl::sub(ShowCmd),
                          cl::cat(category()));

enum class EmitKind { Pipeline, Pseudocode, Cuda, ProblemJSON, ScheduleJSON };
cl::opt<EmitKind> Emit(
    "emit", cl::desc("What to write"),
    cl::values(clEnumValN(EmitKind::Pipeline, "pipeline",
                          "prologue / steady state / epilogue table (default)"),
               clEnumValN(EmitKind::Pseudocode, "pseudocode",
                          "the warp-specialized loop, one block per role"),
               clEnumValN(EmitKind::Cuda, "cuda", "a CUDA C++ kernel skeleton"),
               clEnumValN(EmitKind::ProblemJSON, "problem",
                          "the problem the schedule refers to (native JSON)"),
               clEnumValN(EmitKind::ScheduleJSON, "schedule",
                          "the schedule (twill schedule JSON)")),
    cl::init(EmitKind::Pipeline), cl::sub(CodegenCmd), cl::cat(category()));
cl::opt<std::string> Arch("arch",
                          cl::desc("CUDA target: sm_90a or sm_100a (default: "
                                   "sm_100a for Blackwell kernels, else "
                                   "sm_90a)"),
                          cl::init(""), cl::sub(CodegenCmd),
                          cl::cat(category()));

cl::opt<ViewFormat>
    Format("format", cl::desc("Picture format"),
           cl::values(clEnumValN(ViewFormat::Text, "text",
                                 "reservation table and timeline (default)"),
                      clEnumValN(ViewFormat::SVG, "svg", "SVG timeline"),
                      clEnumValN(ViewFormat::Trace, "trace",
                                 "Chrome / Perfetto trace-event JSON")),
           cl::init(ViewFormat::Text), cl::sub(ShowCmd), cl::cat(category()));
cl::opt<int64_t> Iterations("iterations",
                            cl::desc("Iterations to draw (default: stages + "
                                     "2)"),
                            cl::init(0), cl::sub(ShowCmd), cl::cat(category()));
enum class ColorMode { Auto, Always, Never };
cl::opt<ColorMode>
    Color("color", cl::desc("Colour the terminal view by stage"),
          cl::values(clEnumValN(ColorMode::Auto, "auto",
                                "when stdout is a terminal and NO_COLOR is "
                                "unset (default)"),
                     clEnumValN(ColorMode::Always, "always", "always"),
                     clEnumValN(ColorMode::Never, "never", "never")),
          cl::init(ColorMode::Auto), cl::sub(ShowCmd), cl::cat(category()));

cl::opt<std::string> Output("o", cl::desc("Write to FILE (default: stdout)"),
                            cl::value_desc("FILE"), cl::init(""),
                            cl::sub(CodegenCmd), cl::sub(ShowCmd),
                            cl::cat(category()));

llvm::Error makeError(const llvm::Twine &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

/// The problem and schedule every output is made from.
struct Loaded {
  Problem P;
  ModuloSchedule S;
  ScheduleCosts Costs; ///< The costs S is in (P's costs).
  std::string Machine; ///< "hopper", "blackwell" or "" (a GRAPH file).
};

/// Fills \p Costs from a normalization report at \p U.
void recordNormalization(ScheduleCosts &Costs, int64_t U,
                         const CostNormalization &N) {
  Costs.Recorded = true;
  Costs.NormalizeU = U;
  Costs.Map.clear();
  for (size_t I = 0; I < N.Original.size(); ++I)
    Costs.Map.push_back({N.Original[I], N.Normalized[I]});
}

llvm::Expected<Loaded> load() {
  Loaded L;
  auto P = loadProblem(Input, ProblemFormat::Auto, Kernel, "");
  if (!P)
    return P.takeError();
  L.P = std::move(*P);
  for (const KernelInfo &K : listKernels())
    if (K.Name == Kernel)
      L.Machine = K.Machine;

  if (!ScheduleFile.empty()) {
    // Names are the same in every normalization: read against the raw
    // graph, then bring the problem to the costs the schedule records.
    auto S = readScheduleFile(ScheduleFile, L.P.Graph, &L.Costs);
    if (!S)
      return S.takeError();
    L.S = std::move(*S);
    if (L.Costs.Recorded) {
      auto N = problemForSchedule(L.P, L.Costs, ScheduleFile);
      if (!N)
        return N.takeError();
      L.P = std::move(*N);
    } else if (!Kernel.empty()) {
      // A file from before schedules recorded their costs: kernel schedules
      // from `twill solve` were in costs normalized with the default U.
      NormalizationOptions NO;
      CostNormalization Report;
      auto N = normalizeProblem(L.P, NO, &Report);
      if (!N)
        return N.takeError();
      L.P = std::move(*N);
      recordNormalization(L.Costs, NO.U, Report);
    } else {
      L.Costs.Recorded = true; // A graph file's own costs.
    }
    return L;
  }

  ScheduleRequest Req;
  Req.Twill.TimeLimit = TimeLimit;
  Req.Twill.Phase1 = Phase1;
  auto R = scheduleProblem(L.P, Req);
  if (!R)
    return R.takeError();
  if (!hasSolution(R->Status))
    return makeError("no schedule for '" + L.P.Name +
                     "': " + solveStatusName(R->Status));
  L.P = std::move(R->Solved);
  L.S = std::move(R->Schedule);
  L.Costs.Recorded = true;
  L.Costs.NormalizeU = R->NormalizeU;
  L.Costs.Map = R->CostMap;
  return L;
}

/// Runs \p Write on the -o file or stdout.
template <typename Fn> int writeOutput(Fn Write) {
  if (Output.empty() || Output == "-") {
    Write(llvm::outs(), /*IsTerminal=*/llvm::outs().is_displayed());
    return ExitOk;
  }
  if (llvm::Error E = writeFileAtomically(Output, [&](llvm::raw_ostream &OS) {
        Write(OS, /*IsTerminal=*/false);
      }))
    return fail(std::move(E));
  return ExitOk;
}

/// Loads the problem and schedule, builds their pipeline and runs \p Body
/// on them (the pipeline refers to the loaded problem, which outlives it).
int withPipeline(
    llvm::function_ref<int(const Loaded &, const LoopPipeline &)> Body) {
  auto L = load();
  if (!L)
    return fail(L.takeError());
  auto LP = LoopPipeline::create(L->P, L->S);
  if (!LP)
    return fail(LP.takeError());
  return Body(*L, *LP);
}

int runCodegen() {
  return withPipeline([](const Loaded &L, const LoopPipeline &LP) {
    CudaOptions CO;
    CO.Arch = Arch.empty() ? (L.Machine == "blackwell" ? "sm_100a" : "sm_90a")
                           : Arch.getValue();
    if (CO.Arch != "sm_90a" && CO.Arch != "sm_100a")
      return fail(
          makeError("--arch must be sm_90a or sm_100a, not '" + CO.Arch + "'"));
    return writeOutput([&](llvm::raw_ostream &OS, bool) {
      switch (Emit) {
      case EmitKind::Pipeline:
        printPipelineTable(LP, OS);
        break;
      case EmitKind::Pseudocode:
        emitPseudocode(LP, OS);
        break;
      case EmitKind::Cuda:
        emitCudaSkeleton(LP, CO, OS);
        break;
      case EmitKind::ProblemJSON:
        writeNativeJSON(L.P, OS);
        break;
      case EmitKind::ScheduleJSON:
        writeScheduleJSON(L.P.Graph, L.S, OS, &L.Costs);
        break;
      }
    });
  });
}

/// Refuses pictures whose size would not be bounded by the input's.
llvm::Error checkViewSize(const Loaded &L, int64_t Iters) {
  std::string Origin = Kernel.empty() ? std::string(Input)
                                      : "kernel '" + Kernel + "'";
  if (Iters > MaxViewIterations)
    return makeError("drawing " + llvm::Twine(Iters) +
                     " iterations is above the limit of " +
                     llvm::Twine(MaxViewIterations));
  if (Format != ViewFormat::Text)
    return llvm::Error::success();
  const ModuloSchedule &S = L.S;
  if (S.II > MaxTextViewII)
    return makeError(Origin + ": I = " + llvm::Twine(S.II) +
                     " is above the text view's limit of " +
                     llvm::Twine(MaxTextViewII) +
                     " residues; use --format svg or trace");
  int64_t Cycles = (Iters - 1) * S.II + S.Length + 1;
  if (Cycles > MaxTextViewCycles)
    return makeError(Origin + ": the timeline of " + llvm::Twine(Iters) +
                     " iterations spans " + llvm::Twine(Cycles) +
                     " cycles, above the text view's limit of " +
                     llvm::Twine(MaxTextViewCycles) +
                     "; use fewer --iterations or --format svg or trace");
  return llvm::Error::success();
}

int runShow() {
  return withPipeline([](const Loaded &L, const LoopPipeline &LP) {
    ViewOptions VO;
    VO.Iterations = Iterations > 0 ? int64_t(Iterations) : LP.numStages() + 2;
    if (llvm::Error E = checkViewSize(L, VO.Iterations))
      return fail(std::move(E));
    return writeOutput([&](llvm::raw_ostream &OS, bool IsTerminal) {
      bool NoColorEnv = std::getenv("NO_COLOR") && *std::getenv("NO_COLOR");
      VO.Color = Color == ColorMode::Always ||
                 (Color == ColorMode::Auto && IsTerminal && !NoColorEnv);
      switch (Format) {
      case ViewFormat::Text:
        printTerminalView(LP, VO, OS);
        break;
      case ViewFormat::SVG:
        writeSVG(LP, VO, OS);
        break;
      case ViewFormat::Trace:
        writeTrace(LP, VO, OS);
        break;
      }
    });
  });
}

CommandRegistration CodegenReg(
    CodegenCmd, runCodegen,
    "twill codegen (--kernel NAME | GRAPH) [--schedule FILE] --emit "
    "pipeline|pseudocode|cuda|problem|schedule [--arch sm_90a|sm_100a] "
    "[-o FILE]");
CommandRegistration ShowReg(ShowCmd, runShow,
                            "twill show (--kernel NAME | GRAPH) [--schedule "
                            "FILE] --format text|svg|trace [--iterations N] "
                            "[--color auto|always|never] [-o FILE]");

} // namespace
