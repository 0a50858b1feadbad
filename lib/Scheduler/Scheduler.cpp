//===- Scheduler.cpp - One driver: request -> outcome ---------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// scheduleProblem(): check, the empty problem, the requested solver, and
/// the final verification (Scheduler.h). The compiler's recipe is in
/// CompilerRecipe.cpp; the other solvers are called here.
///
//===----------------------------------------------------------------------===//

#include "twill/Scheduler/Scheduler.h"

#include "CompilerRecipe.h"

#include "twill/GauS/GauSGraphs.h"
#include "twill/Verifier/Verifier.h"

using namespace twill;

namespace {

/// The outcome of a problem without ops: I = 1 is optimal, L = 0; the
/// requested solver's own report says the same.
void solveEmpty(const Problem &P, const ScheduleRequest &Req,
                ScheduleOutcome &Out) {
  Out.Status = SolveStatus::Optimal;
  Out.Schedule.II = 1;
  Out.Schedule.Length = 0;
  Out.Proof = EmptyProblemProof;
  auto Report = [&](auto &R) {
    R.Status = Out.Status;
    R.Schedule = Out.Schedule;
  };
  switch (Req.Kind) {
  case SchedulerKind::Twill:
    Report(Out.Twill);
    Out.Twill.Normalized = P;
    Out.Twill.MII = Out.Twill.ResMII = Out.Twill.RecMII = 1;
    Out.Twill.Proof = Out.Proof;
    break;
  case SchedulerKind::ModuloOnly:
    Report(Out.Modulo);
    Out.Modulo.MII = 1;
    Out.Modulo.Proof = Out.Proof;
    break;
  case SchedulerKind::GauS:
    Report(Out.GauS);
    Out.GauS.II = 1;
    Out.GauS.Message = Out.Proof;
    break;
  case SchedulerKind::Compiler:
    Out.Compiler.MII = 1;
    Out.Compiler.Status = Out.Status;
    break;
  }
}

/// Algorithm 1; the schedule is in the normalized problem's costs.
llvm::Error solveWithTwill(const Problem &P, const ScheduleRequest &Req,
                           ScheduleOutcome &Out) {
  llvm::Expected<TwillResult> R = solveTwill(P, Req.Twill);
  if (!R)
    return R.takeError();
  Out.Twill = std::move(*R);
  Out.Status = Out.Twill.Status;
  Out.Solved = Out.Twill.Normalized;
  Out.Schedule = Out.Twill.Schedule;
  Out.Proof = Out.Twill.Proof;
  if (Req.Twill.NormalizeU > 0) {
    Out.NormalizeU = Req.Twill.NormalizeU;
    const CostNormalization &N = Out.Twill.Normalization;
    for (size_t I = 0; I < N.Original.size(); ++I)
      Out.CostMap.push_back({N.Original[I], N.Normalized[I]});
  }
  return llvm::Error::success();
}

/// The problem as given, into the outcome: moved when the caller gave it
/// up (\p Owned), else copied.
void keepProblem(const Problem &P, Problem *Owned, ScheduleOutcome &Out) {
  if (Owned)
    Out.Solved = std::move(*Owned);
  else
    Out.Solved = P;
}

/// Phase 1 alone, on the problem's own costs.
void solveModuloOnly(const Problem &P, Problem *Owned,
                     const ScheduleRequest &Req, ScheduleOutcome &Out) {
  Out.Modulo = minimizeII(P, Req.Modulo);
  Out.Status = Out.Modulo.Status;
  Out.Schedule = Out.Modulo.Schedule;
  Out.Proof = Out.Modulo.Proof;
  keepProblem(P, Owned, Out);
}

/// The GauS entry point \p G names, on \p P.
GauSResult runGauSEntry(const Problem &P, const GauSRequest &G) {
  switch (G.Entry) {
  case GauSEntry::Kernel:
    return gausSolveKernel(P, G.Options, G.II);
  case GauSEntry::KernelSteps:
    return gausSolveTwillGraph(P, G.Steps, G.D, G.Options, G.II);
  case GauSEntry::Modulo:
  case GauSEntry::Acyclic:
    break;
  }
  GauSSolver S(P, G.D, G.Options.LR);
  S.options() = G.Options;
  if (G.Entry == GauSEntry::Acyclic)
    return S.solve(G.Objective, G.RCap, G.MaxIters);
  GauSResult R = S.solveModulo(G.II, G.RCap, G.MaxIters);
  gausAssignWarps(P, R, G.Options); // The full model: warps for the starts.
  return R;
}

/// GauS, on the problem's own costs (with its capacities).
void solveWithGauS(const Problem &P, Problem *Owned, const ScheduleRequest &Req,
                   ScheduleOutcome &Out) {
  Out.GauS = runGauSEntry(P, Req.GauS);
  Out.Status = Out.GauS.Status;
  Out.Schedule = Out.GauS.Schedule;
  if (Out.Status == SolveStatus::Error)
    Out.Message = Out.GauS.Message;
  keepProblem(P, Owned, Out);
  // The kernel entries schedule against the problem as given; the solver's
  // own entries against its relaxation (GauSSolver.h).
  const GauSRequest &G = Req.GauS;
  if (G.Entry == GauSEntry::Modulo)
    relaxForGauS(Out.Solved, GauSObjective::None, G.RCap);
  else if (G.Entry == GauSEntry::Acyclic)
    relaxForGauS(Out.Solved, G.Objective, G.RCap);
}

/// The whole run (scheduleProblem); \p Owned is P itself when the caller
/// gave it up, else null.
llvm::Expected<ScheduleOutcome> run(const Problem &P, Problem *Owned,
                                    const ScheduleRequest &Req) {
  // 1. Check before scheduling (twill/Model/Problem.h).
  if (llvm::Error E = P.check())
    return std::move(E);
  ScheduleOutcome Out;
  // 2. The empty problem needs no search (nor a cost normalization).
  if (P.Graph.numOperations() == 0) {
    solveEmpty(P, Req, Out);
    keepProblem(P, Owned, Out);
    return std::move(Out);
  }
  // 3. The requested solver.
  switch (Req.Kind) {
  case SchedulerKind::Twill:
    if (llvm::Error E = solveWithTwill(P, Req, Out))
      return std::move(E);
    break;
  case SchedulerKind::ModuloOnly:
    solveModuloOnly(P, Owned, Req, Out);
    break;
  case SchedulerKind::Compiler:
    detail::runCompilerRecipe(P, Req.Compiler, Out);
    break;
  case SchedulerKind::GauS:
    solveWithGauS(P, Owned, Req, Out);
    break;
  }
  // 4. Verify after, against the problem the schedule is in. The solvers
  // verify too; a failure here is a solver bug, reported as Error.
  if (hasSolution(Out.Status)) {
    VerificationResult V = verifySchedule(Out.Solved, Out.Schedule);
    if (!V.ok()) {
      Out.Status = SolveStatus::Error;
      Out.Message = "internal error: the schedule fails the verifier: " +
                    V.Violations.front().Message;
    }
  }
  return std::move(Out);
}

} // namespace

llvm::Expected<ScheduleOutcome>
twill::scheduleProblem(const Problem &P, const ScheduleRequest &Req) {
  return run(P, nullptr, Req);
}

llvm::Expected<ScheduleOutcome> twill::scheduleProblem(Problem &&P,
                                                       const ScheduleRequest &Req) {
  return run(P, &P, Req);
}
