//===- LoopScheduler.cpp - Solve, verify and order one loop body ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopScheduler.h"

#include "twill/Analysis/Bounds.h"
#include "twill/Model/MachineDescription.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Verifier/Verifier.h"
#ifdef TWILL_HAVE_SOLVE_TWILL
#include "twill/Twill/TwillSolver.h"
#endif

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <numeric>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

StringRef twill::nvptx::availableSolvers() {
#ifdef TWILL_HAVE_SOLVE_TWILL
  return "phase1,twill";
#else
  return "phase1";
#endif
}

bool twill::nvptx::orderBySchedule(const DependenceGraph &G,
                                   const ModuloSchedule &S,
                                   std::vector<OpId> &Order) {
  Order.resize(G.numOperations());
  std::iota(Order.begin(), Order.end(), 0);
  std::stable_sort(Order.begin(), Order.end(), [&](OpId A, OpId B) {
    return S.Start[A] < S.Start[B];
  });
  std::vector<unsigned> Pos(Order.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Pos[Order[I]] = I;
  for (const Dependence &D : G.dependences())
    if (D.Distance == 0 && Pos[D.Src] > Pos[D.Dst])
      return false;
  return true;
}

namespace {

/// Fills \p LS from a Phase 1 (minimum-II) search.
void runPhase1(const LoopDDG &DDG, const PluginOptions &Opts,
               LoopSchedule &LS) {
  IISearchOptions SO;
  SO.TimeLimit = Opts.TimeLimit;
  SO.MinimizeLength = false;
  IISearchResult R = minimizeII(DDG.P, SO);
  LS.Solver = "phase1";
  LS.Status = R.Status;
  LS.Schedule = R.Schedule;
  LS.SolvedProblem = DDG.P;
  LS.MII = R.MII;
}

#ifdef TWILL_HAVE_SOLVE_TWILL
/// Fills \p LS from Algorithm 1. Returns false when it did not run.
bool runTwill(const LoopDDG &DDG, const PluginOptions &Opts,
              const MachineDescription &MD, LoopSchedule &LS) {
  Problem P = DDG.P;
  P.Warps = MD.warpConfig();
  TwillOptions TO;
  TO.TimeLimit = Opts.TimeLimit;
  Expected<TwillResult> R = solveTwill(P, TO);
  if (!R) {
    LS.Reason = "twill solver: " + toString(R.takeError());
    return false;
  }
  LS.Solver = "twill";
  LS.Status = R->Status;
  LS.Schedule = R->Schedule;
  LS.SolvedProblem = R->Normalized;
  LS.MII = R->MII;
  return true;
}
#endif

} // namespace

LoopSchedule twill::nvptx::scheduleLoop(const LoopDDG &DDG,
                                        const MachineDescription &MD,
                                        const PluginOptions &Opts) {
  LoopSchedule LS;
  auto T0 = std::chrono::steady_clock::now();
  auto Elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - T0)
        .count();
  };

  Expected<MIIBounds> B = computeMIIBounds(DDG.P);
  if (!B) {
    LS.Reason = "bounds: " + toString(B.takeError());
    return LS;
  }
  LS.Bounds = *B;

  unsigned N = DDG.P.Graph.numOperations();
  if (N > Opts.GauSThreshold) {
    LS.Reason = std::to_string(N) + " instructions exceed -twill-gaus-threshold=" +
                std::to_string(Opts.GauSThreshold) +
                " and GauS is not built into this plugin";
    return LS;
  }

  bool Ran = false;
#ifdef TWILL_HAVE_SOLVE_TWILL
  if (Opts.Solver == SolverChoice::Auto)
    Ran = runTwill(DDG, Opts, MD, LS);
#endif
  if (!Ran)
    runPhase1(DDG, Opts, LS);
  LS.Seconds = Elapsed();

  if (!hasSolution(LS.Status)) {
    LS.Reason = "solver " + LS.Solver + " returned " +
                solveStatusName(LS.Status).str() + " after " +
                std::to_string(LS.Seconds) + " s";
    return LS;
  }
  VerificationResult V = verifySchedule(LS.SolvedProblem, LS.Schedule);
  if (!V.ok()) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    V.print(OS);
    LS.Reason = "schedule rejected by the verifier: " + Msg;
    return LS;
  }
  if (!orderBySchedule(LS.SolvedProblem.Graph, LS.Schedule, LS.Order)) {
    LS.Reason = "schedule order breaks an intra-iteration dependence";
    return LS;
  }
  LS.Scheduled = true;
  return LS;
}
