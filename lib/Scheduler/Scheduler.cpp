//===- Scheduler.cpp - One driver: request -> outcome ---------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// scheduleProblem(): check, the empty problem, the requested solver, and
/// the final verification (Scheduler.h). The compiler's recipe is in
/// CompilerRecipe.cpp.
///
//===----------------------------------------------------------------------===//

#include "twill/Scheduler/Scheduler.h"

#include "CompilerRecipe.h"

#include "twill/Verifier/Verifier.h"

using namespace twill;

namespace {

/// The outcome of a problem without ops: I = 1 is optimal, L = 0.
void solveEmpty(const Problem &P, const ScheduleRequest &Req,
                ScheduleOutcome &Out) {
  Out.Status = SolveStatus::Optimal;
  Out.Schedule.II = 1;
  Out.Schedule.Length = 0;
  Out.Proof = EmptyProblemProof;
  if (Req.Kind == SchedulerKind::Twill) {
    TwillResult &R = Out.Twill;
    R.Status = Out.Status;
    R.Normalized = P;
    R.MII = R.ResMII = R.RecMII = 1;
    R.Proof = Out.Proof;
    R.Schedule = Out.Schedule;
  } else if (Req.Kind == SchedulerKind::ModuloOnly) {
    IISearchResult &R = Out.Modulo;
    R.Status = Out.Status;
    R.MII = 1;
    R.Proof = Out.Proof;
    R.Schedule = Out.Schedule;
  } else {
    Out.Compiler.MII = 1;
    Out.Compiler.Status = Out.Status;
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

/// Phase 1 alone, on the problem's own costs.
void solveModuloOnly(const Problem &P, const ScheduleRequest &Req,
                     ScheduleOutcome &Out) {
  Out.Modulo = minimizeII(P, Req.Modulo);
  Out.Status = Out.Modulo.Status;
  Out.Solved = P;
  Out.Schedule = Out.Modulo.Schedule;
  Out.Proof = Out.Modulo.Proof;
}

} // namespace

llvm::Expected<ScheduleOutcome>
twill::scheduleProblem(const Problem &P, const ScheduleRequest &Req) {
  // 1. Check before scheduling (twill/Model/Problem.h).
  if (llvm::Error E = P.check())
    return std::move(E);
  ScheduleOutcome Out;
  // 2. The empty problem needs no search (nor a cost normalization).
  if (P.Graph.numOperations() == 0) {
    Out.Solved = P;
    solveEmpty(P, Req, Out);
    return std::move(Out);
  }
  // 3. The requested solver.
  switch (Req.Kind) {
  case SchedulerKind::Twill:
    if (llvm::Error E = solveWithTwill(P, Req, Out))
      return std::move(E);
    break;
  case SchedulerKind::ModuloOnly:
    solveModuloOnly(P, Req, Out);
    break;
  case SchedulerKind::Compiler:
    detail::runCompilerRecipe(P, Req.Compiler, Out);
    break;
  }
  // 4. Verify after, against the problem the schedule is in. The solvers
  // verify too; a failure here is a solver bug, reported as Error.
  if (hasSolution(Out.Status) && !verifySchedule(Out.Solved, Out.Schedule).ok())
    Out.Status = SolveStatus::Error;
  return std::move(Out);
}
