//===- TwillSolver.cpp - Algorithm 1: joint SWP + WS, proven optimal ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Algorithm 1 of Soi et al. §5 over the normalized problem, with the MII
/// start, time limits and status reporting described in TwillSolver.h.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/TwillSolver.h"
#include "twill/Analysis/Bounds.h"
#include "twill/Twill/JointSolver.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace twill;

namespace {
using Clock = std::chrono::steady_clock;

double since(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}
} // namespace

llvm::Expected<TwillResult> twill::solveTwill(const Problem &Input,
                                              const TwillOptions &Opts) {
  if (llvm::Error E = Input.check())
    return std::move(E);
  auto T0 = Clock::now();
  TwillResult R;
  auto Say = [&](const std::string &Line) {
    if (Opts.Progress)
      Opts.Progress(Line);
  };
  auto Left = [&]() {
    return Opts.TimeLimit > 0 ? Opts.TimeLimit - since(T0) : 0.0;
  };
  auto OutOfTime = [&]() { return Opts.TimeLimit > 0 && Left() <= 0; };

  // 1. Cost normalization (§5.2).
  auto TN = Clock::now();
  if (Opts.NormalizeU > 0) {
    NormalizationOptions NO;
    NO.U = Opts.NormalizeU;
    auto N = normalizeProblem(Input, NO, &R.Normalization);
    if (!N)
      return N.takeError();
    R.Normalized = std::move(*N);
  } else {
    R.Normalized = Input;
    R.Normalization.Status = SolveStatus::Optimal;
  }
  R.Times.Normalization = since(TN);
  const Problem &P = R.Normalized;

  // 2. Bounds: every I below MII is infeasible.
  auto TB = Clock::now();
  auto B = computeMIIBounds(P);
  if (!B)
    return B.takeError();
  R.MII = B->MII;
  R.ResMII = B->ResMII;
  R.RecMII = B->RecMII;
  R.Times.Bounds = since(TB);
  Say("bounds: ResMII " + std::to_string(B->ResMII) + ", RecMII " +
      std::to_string(B->RecMII) + ", MII " + std::to_string(B->MII));

  bool WS = Opts.WarpSpecialize && P.Warps.has_value();
  int64_t First = Opts.StartAtOne ? 1 : B->MII;
  int64_t MaxII = Opts.MaxII > 0 ? Opts.MaxII
                                 : B->MII + int64_t(P.Graph.numOperations()) + 16;
  bool LowerAllProven = true; // Every I tried so far was proven infeasible.
  bool LMaxFirst = false;     // Phase 2 probes the largest L first.
  std::string Unproven;

  for (int64_t II = First; II <= MaxII; ++II) {
    if (OutOfTime())
      break;
    // Phase 1: the optimal modulo schedule at I.
    auto T1 = Clock::now();
    ModuloSchedulerOptions MO;
    MO.MinimizeLength = true;
    MO.TimeLimit = Left();
    MO.Backend = Opts.Backend;
    MO.Method = Opts.Phase1;
    MO.UseBounds = !Opts.StartAtOne;
    MO.PlaceLate = !WS; // Phase 2 builds its own schedule: L is enough.
    ModuloScheduleResult M = scheduleAtII(P, II, MO);
    R.Times.Phase1 += since(T1);
    R.Steps.push_back({II, 0, "phase1", M.Status, {}, M.Seconds});
    Say("I=" + std::to_string(II) + " phase 1: " +
        solveStatusName(M.Status).str() +
        (hasSolution(M.Status) ? " L=" + std::to_string(M.Schedule.Length)
                               : std::string()));
    if (!hasSolution(M.Status)) {
      if (M.Status != SolveStatus::Infeasible && LowerAllProven) {
        LowerAllProven = false;
        Unproven = "phase 1 at I=" + std::to_string(II) + " ended " +
                   solveStatusName(M.Status).str();
      }
      continue;
    }
    bool PhaseOneOptimal = M.Status == SolveStatus::Optimal;
    if (!WS) {
      R.Schedule = std::move(M.Schedule);
      R.Status = LowerAllProven && PhaseOneOptimal ? SolveStatus::Optimal
                                                   : SolveStatus::Feasible;
      break;
    }
    // Phase 2: lengthen L only while the copy count stays the same.
    // Feasibility is monotone in L (a schedule that fits L fits L + 1: no
    // constraint but completion mentions L), so one query at the largest L
    // of the copy count decides the whole I. Same answer as the paper's
    // linear scan, with at most 2 + log2(I) queries instead of up to I.
    int64_t L0 = M.Schedule.Length;
    int64_t Copies = (L0 + II - 1) / II;
    int64_t LMax = Copies * II;
    bool Found = false, AllUnsat = true, LeastL = true;
    auto Ask = [&](int64_t L, bool Explain, bool Compact) {
      auto T2 = Clock::now();
      JointOptions JO;
      JO.TimeLimit = Left();
      // Shrinking an unsat core costs a query per family: only for the
      // query that refutes the whole I.
      JO.MinimizeCore = Explain;
      if (!Compact)
        JO.CompactTime = 0;
      JointResult J = solveJoint(P, II, L, JO);
      R.Times.Phase2 += since(T2);
      R.Steps.push_back({II, L, "phase2", J.Status, J.Core, J.Seconds});
      std::string CoreText;
      for (const std::string &F : J.Core)
        CoreText += (CoreText.empty() ? "" : ", ") + F;
      Say("I=" + std::to_string(II) + " L=" + std::to_string(L) +
          " phase 2: " + solveStatusName(J.Status).str() +
          (CoreText.empty() ? "" : " (core: " + CoreText + ")"));
      return J;
    };
    // L0 first (the answer when warps do not bind), then LMax (refutes the
    // whole I), then bisection in between. Once an L0 was refuted, the
    // next I asks LMax first: warps bind, and the whole I is likely out.
    int64_t Lo = L0, Hi = LMax + 1; // Lo..Hi brackets the least sat L
    bool Refuted = false;
    std::vector<int64_t> Probe{L0, LMax};
    if (LMaxFirst)
      std::swap(Probe[0], Probe[1]);
    for (int64_t L : Probe) {
      if (!AllUnsat || Refuted || L < Lo || L >= Hi)
        continue;
      if (OutOfTime()) {
        AllUnsat = false;
        break;
      }
      // Only the L0 answer is final when sat: compact warp groups there.
      JointResult J = Ask(L, /*Explain=*/L == LMax && Opts.MinimizeCores,
                          /*Compact=*/L == L0);
      if (J.Status == SolveStatus::Feasible) {
        R.Schedule = std::move(J.Schedule);
        Found = true;
        Hi = L;
      } else if (J.Status == SolveStatus::Infeasible) {
        Lo = L + 1;
        Refuted = L == LMax;
        LMaxFirst |= L == L0;
      } else {
        AllUnsat = false;
      }
    }
    while (Found && Lo < Hi) {
      if (OutOfTime()) {
        LeastL = false;
        break;
      }
      int64_t Mid = Lo + (Hi - Lo) / 2;
      JointResult JM = Ask(Mid, /*Explain=*/false, /*Compact=*/false);
      if (JM.Status == SolveStatus::Feasible) {
        R.Schedule = std::move(JM.Schedule);
        Hi = Mid;
      } else if (JM.Status == SolveStatus::Infeasible) {
        Lo = Mid + 1;
      } else {
        LeastL = false; // Undecided: L is not proven least.
        break;
      }
    }
    if (Found && Hi != L0 && !OutOfTime()) {
      // The answer came from an uncompacted query: ask again, compacting.
      JointResult J = Ask(Hi, /*Explain=*/false, /*Compact=*/true);
      if (J.Status == SolveStatus::Feasible)
        R.Schedule = std::move(J.Schedule);
    }
    if (Found) {
      R.Status = LowerAllProven && PhaseOneOptimal && LeastL
                     ? SolveStatus::Optimal
                     : SolveStatus::Feasible;
      if (!LeastL && Unproven.empty())
        Unproven = "the least L at I=" + std::to_string(II) +
                   " was not decided";
      break;
    }
    if (!AllUnsat && LowerAllProven) {
      LowerAllProven = false;
      Unproven = "phase 2 at I=" + std::to_string(II) + " was not decided";
    }
  }

  if (!R.Schedule.Start.empty()) {
    // The result is re-checked against the normalized problem.
    if (llvm::Error E = verifyScheduleOrError(P, R.Schedule))
      return std::move(E);
    int64_t II = R.Schedule.II;
    if (Opts.StartAtOne || II == B->MII)
      R.Proof = II == B->MII
                    ? "I = MII = " + std::to_string(B->MII) +
                          " (ResMII " + std::to_string(B->ResMII) +
                          ", RecMII " + std::to_string(B->RecMII) + ")"
                    : "every I in [1, " + std::to_string(II) +
                          ") proven infeasible by the solvers";
    else
      R.Proof = "I < " + std::to_string(B->MII) +
                " infeasible by the bounds (ResMII " +
                std::to_string(B->ResMII) + ", RecMII " +
                std::to_string(B->RecMII) + "); I in [" +
                std::to_string(B->MII) + ", " + std::to_string(II) +
                ") proven infeasible by the solvers";
    if (R.Status != SolveStatus::Optimal)
      R.Proof = "not proven optimal: " + Unproven;
  } else {
    R.Status = OutOfTime() ? SolveStatus::Timeout : SolveStatus::Infeasible;
    if (R.Status == SolveStatus::Infeasible && !LowerAllProven)
      R.Status = SolveStatus::Timeout;
  }
  R.Times.Total = since(T0);
  return R;
}
