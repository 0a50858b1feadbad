//===- Observe.cpp - Debug output and counters of the plugin --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/Observe.h"

#include "twill/IO/NativeJSON.h"
#include "twill/Model/Problem.h"
#include "twill/NVPTX/SchedMetadata.h"
#include "twill/NVPTX/TwillScheduleDAG.h"
#include "twill/Version/Version.h"

#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/Support/Path.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

#include <atomic>
#include <map>
#include <mutex>
#include <string>

using namespace llvm;

namespace {

cl::opt<bool> DebugOpt("twill-debug", cl::init(false),
                       cl::desc("Print each loop's dependence graph, bounds, "
                                "schedule and expansion plan to stderr (the "
                                "release llc-19 has no -debug-only)"));

cl::opt<bool> StatsOpt("twill-stats", cl::init(false),
                       cl::desc("Print the plugin's counters (loops seen, "
                                "pipelined, reordered, left alone by reason) "
                                "to stderr at exit (the release llc-19 "
                                "prints no -stats)"));

cl::opt<std::string>
    StatsJSONOpt("twill-stats-json", cl::init(""),
                 cl::desc("Write the plugin's counters to this file as JSON "
                          "at exit"));

/// The counters, printed when the plugin is unloaded (at exit).
class Counters {
public:
  void count(StringRef Name) {
    std::lock_guard<std::mutex> Lock(M);
    ++Values[Name.str()];
  }
  ~Counters() {
    if (Values.empty())
      return;
    if (StatsOpt) {
      errs() << "===-- twill statistics --===\n";
      for (const auto &[Name, N] : Values)
        errs() << format("%8u", N) << " " << Name << "\n";
    }
    if (!StatsJSONOpt.empty()) {
      std::error_code EC;
      raw_fd_ostream OS(StatsJSONOpt, EC, sys::fs::OF_Text);
      if (EC) {
        errs() << "twill: cannot write " << StatsJSONOpt << ": "
               << EC.message() << "\n";
        return;
      }
      json::Object O;
      for (const auto &[Name, N] : Values)
        O[Name] = int64_t(N);
      OS << json::Value(std::move(O)) << "\n";
    }
  }

private:
  std::mutex M;
  std::map<std::string, unsigned> Values; // Ordered: stable output.
};

Counters TheCounters;

} // namespace

bool twill::nvptx::debugEnabled() { return DebugOpt; }

raw_ostream &twill::nvptx::debugStream() { return errs(); }

void twill::nvptx::countEvent(StringRef Name) { TheCounters.count(Name); }

Expected<std::string> twill::nvptx::dumpLoopProblem(StringRef Dir,
                                                   const MachineLoop &L,
                                                   const Problem &P,
                                                   StringRef Suffix) {
  const MachineBasicBlock *H = L.getHeader();
  SmallString<128> Path(Dir);
  sys::path::append(Path, H->getParent()->getName() + ".bb" +
                              Twine(H->getNumber()) + Suffix + ".json");
  std::error_code EC = sys::fs::create_directories(Dir);
  if (!EC) {
    raw_fd_ostream OS(Path, EC);
    if (!EC) {
      Problem Named = P;
      Named.Name = loopName(L);
      writeNativeJSON(Named, OS);
      return Path.str().str();
    }
  }
  return createStringError(EC, "cannot write %s: %s", Path.c_str(),
                           EC.message().c_str());
}

void twill::nvptx::emitVersionRemark(MachineOptimizationRemarkEmitter &ORE,
                                     const MachineLoop &L) {
  static std::atomic<bool> Emitted{false};
  if (Emitted.exchange(true))
    return;
  using NV = DiagnosticInfoOptimizationBase::Argument;
  const BuildVersions &V = buildVersions();
  ORE.emit([&] {
    MachineOptimizationRemarkAnalysis R(RemarkPassName, "Version",
                                        L.getStartLoc(), L.getHeader());
    R << "twill " << NV("TwillVersion", V.Twill);
    if (!V.Revision.empty())
      R << " (git " << NV("Revision", V.Revision) << ")";
    R << ", LLVM " << NV("LLVM", V.LLVM) << ", Z3 " << NV("Z3", V.Z3)
      << ", lp_solve " << NV("LpSolve", V.LpSolve);
    return R;
  });
}
