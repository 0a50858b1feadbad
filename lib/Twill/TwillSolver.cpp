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
#include "twill/Twill/ModuloDifference.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/WarpAssignment.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <list>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

using namespace twill;

namespace {
using Clock = std::chrono::steady_clock;

double since(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}

/// Algorithm 1's search over I, and with warps over L, above the bounds.
///
/// Phase 2 at one I: feasibility is monotone in L (only the completion
/// constraint mentions L, so a schedule that fits L fits L + 1), so the
/// query at LMax = copies * I decides the whole I, and the least sat L is
/// found by bisection between Phase 1's L0 and LMax: the paper's linear scan
/// gives the same answer with up to I queries instead of 2 + log2(I).
///
/// Queries run on up to TwillOptions::Threads threads, each with its own Z3
/// context. The answer does not depend on their order: I* is the least I
/// with a sat L in [L0, LMax], L* the least such L, and the schedule
/// reported is the one of the query at (I*, L*) that compacts warp groups,
/// asked afresh when the query that found L* did not compact. Spare threads
/// ask questions that may turn out unnecessary (LMax beside L0; once warps
/// bind, the next I, so a chain of refuted I runs two at a time; a second
/// bisection point); a query that becomes unnecessary is interrupted.
class Search {
public:
  Search(const Problem &P, const TwillOptions &Opts, TwillResult &R,
         Clock::time_point T0, int64_t First, int64_t MaxII)
      : P(P), Opts(Opts), R(R), T0(T0), First(First), MaxII(MaxII),
        WS(Opts.WarpSpecialize && P.Warps.has_value()) {
    // With Phase 2 to follow, Phase 1 only bounds L from below: it solves
    // the relaxation without memory capacities, which its integer program
    // does not model (Phase 2 does), so its schedules verify and its least
    // L is a lower bound for Phase 2's.
    if (WS) {
      Relaxed = P;
      Relaxed.Memories.clear();
    }
    Threads = Opts.Threads ? Opts.Threads
                           : std::max(1u, std::thread::hardware_concurrency());
    Threads = std::min(Threads, 8u);
  }

  /// Phase 1 and Phase 2 (Algorithm 1), or Phase 1 alone when the problem
  /// has no warps or warp specialization is off.
  void run() { WS ? runJoint() : runModuloOnly(); }
  bool outOfTime() const { return Opts.TimeLimit > 0 && left() <= 0; }

  /// Every I below the answer was proven infeasible; if not, why.
  bool LowerAllProven = true;
  std::string Unproven;

private:
  /// One I: Phase 1's result and what Phase 2 has learnt about it.
  struct Level {
    ModuloScheduleResult Phase1;
    int64_t L0 = 0, LMax = 0;
    /// The least sat L lies in [Lo, Hi]; Hi == LMax + 1: none sat yet.
    int64_t Lo = 0, Hi = 0;
    /// A query here ended without an answer (time limit, error).
    bool Undecided = false;
    std::set<int64_t> Asked; ///< L asked or in flight.
    ModuloSchedule Best;     ///< The schedule at Hi.
    bool BestCompacted = false;

    bool scheduled() const { return hasSolution(Phase1.Status); }
    bool found() const { return Hi <= LMax; }
    bool refuted() const { return Lo > LMax; }
  };
  /// One Phase 2 query in flight. It stays in place in Flights (a list)
  /// until its worker is joined: the worker writes Result, then sets Done
  /// under Search::Lock.
  struct Flight {
    int64_t II = 0, L = 0;
    bool Compact = false, Explain = false;
    Cancellation Cancel;
    std::thread Worker;
    JointResult Result;
    bool Done = false;
  };
  struct Query {
    int64_t II, L;
    bool Compact, Explain;
  };

  const Problem &P;
  /// Phase 1's problem when Phase 2 follows (P without memories).
  Problem Relaxed;
  const TwillOptions &Opts;
  TwillResult &R;
  Clock::time_point T0;
  int64_t First, MaxII;
  bool WS;
  unsigned Threads = 1;
  std::map<int64_t, Level> Levels;
  std::list<Flight> Flights;
  /// Once an L0 was refuted, warps bind: the next I asks LMax first (the
  /// whole I is likely refuted by that one query).
  bool LMaxFirst = false;
  std::mutex Lock;
  std::condition_variable Finished;

  void say(const std::string &Line) {
    if (Opts.Progress)
      Opts.Progress(Line);
  }
  double left() const {
    return Opts.TimeLimit > 0 ? Opts.TimeLimit - since(T0) : 0.0;
  }
  void unproven(const std::string &Why) {
    if (LowerAllProven) {
      LowerAllProven = false;
      Unproven = Why;
    }
  }

  /// Rau's heuristic over increasing I (heuristicSweepContinues), as
  /// `twill modulo` starts: a verified schedule that stands,
  /// unproven, when the time limit cuts the exact search short.
  std::optional<ModuloSchedule> heuristicFallback();
  void runModuloOnly();
  void runJoint();
  Level &level(int64_t II);
  /// A level Phase 1 found no schedule for: still proven out only if
  /// Phase 1 proved it infeasible.
  void noSchedule(int64_t II, const Level &Lv) {
    if (Lv.Phase1.Status != SolveStatus::Infeasible)
      unproven("phase 1 at I=" + std::to_string(II) + " ended " +
               solveStatusName(Lv.Phase1.Status).str());
  }
  std::optional<Query> nextQuery(int64_t Cur);
  void launch(const Query &Q);
  void waitForOne();
  void apply(Flight &F, JointResult J);
  void cancelIf(const std::function<bool(const Flight &)> &Pred);
  void drain();
  /// Phase 2 ended without an answer (time or work limit): the best
  /// verified schedule known, as `feasible`. False when there is none.
  bool fallback(int64_t Cur);
  /// Phase 1's starts at \p Lv with greedy warps, if the whole problem
  /// (memories included) verifies them.
  std::optional<ModuloSchedule> greedySchedule(const Level &Lv) const;
  void finishSteps(Clock::time_point TStart, double Phase1Before);
  /// TwillOptions::FixedStartsFrom: Phase 1's starts at its proven least
  /// L0 with an exact warp assignment; when the whole problem verifies
  /// them, the I is answered at L0.
  void tryFixedStarts(int64_t II, Level &Lv);
  /// Starts at length \p L that keep P's memory capacities, from the
  /// difference-logic program with memories (ModuloDifference.h).
  std::optional<ModuloSchedule> withMemories(int64_t II, int64_t L);
};

Search::Level &Search::level(int64_t II) {
  auto It = Levels.find(II);
  if (It != Levels.end())
    return It->second;
  Level &Lv = Levels[II];
  auto T1 = Clock::now();
  ModuloSchedulerOptions MO;
  MO.MinimizeLength = true;
  MO.TimeLimit = Opts.TimeLimit > 0 ? std::max(left(), 1e-3) : 0;
  MO.Backend = Opts.Backend;
  MO.Method = Opts.Phase1;
  MO.UseBounds = !Opts.StartAtOne;
  MO.PlaceLate = !WS; // Phase 2 builds its own schedule: L is enough.
  Lv.Phase1 = scheduleAtII(WS ? Relaxed : P, II, MO);
  R.Times.Phase1 += since(T1);
  const ModuloScheduleResult &M = Lv.Phase1;
  R.Steps.push_back({II, 0, SearchPhase::Phase1, M.Status, {}, M.Seconds});
  say("I=" + std::to_string(II) +
      " phase 1: " + solveStatusName(M.Status).str() +
      (hasSolution(M.Status) ? " L=" + std::to_string(M.Schedule.Length)
                             : std::string()));
  if (Lv.scheduled()) {
    Lv.L0 = M.Schedule.Length;
    Lv.LMax = (Lv.L0 + II - 1) / II * II;
    Lv.Lo = Lv.L0;
    Lv.Hi = Lv.LMax + 1;
    if (WS && M.Status == SolveStatus::Optimal &&
        Lv.L0 * int64_t(P.Graph.numOperations()) >= Opts.FixedStartsFrom)
      tryFixedStarts(II, Lv);
  }
  return Lv;
}

std::optional<ModuloSchedule> Search::withMemories(int64_t II, int64_t L) {
  if (P.Memories.empty() || !ModuloDifferenceProgram::applicable(P))
    return std::nullopt;
  Deadline Until = Deadline::after(Opts.TimeLimit, T0)
                       .orWhen(&interruptRequested);
  // Registers do not depend on warps in sum: at every residue the live
  // values, a warp-group op's once per warp of its group, fit the register
  // file that the warps' budgets share (a necessary condition only).
  Problem Q = P;
  if (Q.Warps && Q.Warps->RegisterFile > 0) {
    Memory File{"(register file)", Q.Warps->RegisterFile};
    for (Operation &Op : Q.Graph.operations())
      if (Op.Registers > 0)
        Op.Footprint[File.Name] =
            Op.Registers * (Op.NeedsWarpGroup ? Q.Warps->WarpsPerGroup : 1);
    Q.Memories.push_back(File);
  }
  ModuloScheduleResult M =
      ModuloDifferenceProgram(Q, II, L, /*Memories=*/true).ask(L, Until);
  if (M.Status != SolveStatus::Feasible)
    return std::nullopt;
  return std::move(M.Schedule);
}

void Search::tryFixedStarts(int64_t II, Level &Lv) {
  auto T1 = Clock::now();
  WarpAssignOptions WO;
  WO.TimeLimit = Opts.TimeLimit > 0 ? std::max(left(), 1e-3) : 0;
  WarpAssignResult W = assignWarpsForStarts(P, Lv.Phase1.Schedule, WO);
  if (W.Status != SolveStatus::Feasible && !outOfTime()) {
    // Phase 1 left the memories out (Relaxed): starts at the same L that
    // keep them, if any, may take warps.
    if (std::optional<ModuloSchedule> S = withMemories(II, Lv.L0)) {
      WO.TimeLimit = Opts.TimeLimit > 0 ? std::max(left(), 1e-3) : 0;
      W = assignWarpsForStarts(P, *S, WO);
    }
  }
  bool Answered = W.Status == SolveStatus::Feasible &&
                  W.Schedule.Length == Lv.L0 &&
                  verifySchedule(P, W.Schedule).ok();
  say("I=" + std::to_string(II) + " L=" + std::to_string(Lv.L0) +
      " phase 1's starts with exact warps: " +
      (Answered ? std::string("feasible") : W.Message));
  // A failure decides nothing about (II, L0) (other starts may take
  // warps): only an answer is a step of the search.
  if (!Answered)
    return;
  R.Steps.push_back(
      {II, Lv.L0, SearchPhase::Phase2, SolveStatus::Feasible, {}, since(T1)});
  // Phase 1 proved no schedule shorter than L0 even without warps.
  Lv.Hi = Lv.L0;
  Lv.Best = std::move(W.Schedule);
  Lv.BestCompacted = true;
}

std::optional<ModuloSchedule> Search::heuristicFallback() {
  for (int64_t II = First; II <= MaxII; ++II) {
    // The same sweep as `twill modulo`'s.
    if (!heuristicSweepContinues(II - First, since(T0), Opts.TimeLimit) ||
        interruptRequested())
      break;
    if (std::optional<ModuloSchedule> S = iterativeModuloSchedule(P, II))
      return S;
  }
  return std::nullopt;
}

void Search::runModuloOnly() {
  std::optional<ModuloSchedule> Fallback = heuristicFallback();
  for (int64_t II = First; II <= MaxII && !outOfTime(); ++II) {
    Level &Lv = level(II);
    if (!Lv.scheduled()) {
      noSchedule(II, Lv);
      continue;
    }
    R.Schedule = std::move(Lv.Phase1.Schedule);
    R.Status = LowerAllProven && Lv.Phase1.Status == SolveStatus::Optimal
                   ? SolveStatus::Optimal
                   : SolveStatus::Feasible;
    if (Lv.Phase1.Status != SolveStatus::Optimal)
      unproven("the least L at I=" + std::to_string(II) + " was not decided");
    return;
  }
  if (!Fallback)
    return;
  // Out of time below the heuristic's I: its schedule stands, unproven.
  unproven("the time limit ended the search below I=" +
           std::to_string(Fallback->II));
  R.Schedule = std::move(*Fallback);
  R.Status = SolveStatus::Feasible;
}

std::optional<Search::Query> Search::nextQuery(int64_t Cur) {
  // The current I first, then (spare threads) the next ones; nothing above
  // an I known to be feasible is needed.
  for (int64_t II = Cur; II <= MaxII && II < Cur + int64_t(Threads); ++II) {
    Level &Lv = level(II);
    if (!Lv.scheduled() || Lv.Undecided || Lv.refuted())
      continue;
    bool InFlight =
        llvm::any_of(Flights, [&](const Flight &F) { return F.II == II; });
    if (!Lv.found()) {
      // L0 (the answer when warps do not bind), then LMax (decides the
      // whole I); once warps bind, LMax alone, and L0 becomes a bisection
      // point. Either may be the final answer when sat, so both compact
      // warp groups. A spare thread asks LMax beside L0 (it decides the I
      // if L0 is refuted); it looks at the next I only once warps bind
      // (before, the current I is likely feasible, and its Phase 1 and
      // query would only compete for the cores).
      bool ProbeL0 = !LMaxFirst && !Lv.Asked.count(Lv.L0) && Lv.Lo <= Lv.L0;
      int64_t L = ProbeL0 ? Lv.L0 : Lv.LMax;
      if (!Lv.Asked.count(L))
        return Query{II, L, true, L == Lv.LMax && Opts.MinimizeCores};
      if (!LMaxFirst)
        return std::nullopt;
      continue;
    }
    if (II != Cur)
      return std::nullopt;
    // Once warps bind, the least L is often LMax itself: LMax - 1 first
    // settles that in one query.
    if (LMaxFirst && Lv.Hi == Lv.LMax && Lv.Hi - 1 >= Lv.Lo &&
        !Lv.Asked.count(Lv.Hi - 1))
      return Query{II, Lv.Hi - 1, false, false};
    // Bisection over the open L in [Lo, Hi). With nothing in flight here,
    // the free threads split it evenly; otherwise the largest run of open
    // L between asked ones is halved.
    std::vector<int64_t> Cuts{Lv.Lo - 1};
    for (int64_t L : Lv.Asked)
      if (L >= Lv.Lo && L < Lv.Hi)
        Cuts.push_back(L);
    Cuts.push_back(Lv.Hi);
    int64_t A = 0, B = 0;
    for (size_t I = 1; I < Cuts.size(); ++I)
      if (Cuts[I] - Cuts[I - 1] > B - A)
        A = Cuts[I - 1], B = Cuts[I];
    if (B - A < 2)
      return std::nullopt;
    int64_t Parts = InFlight ? 2 : int64_t(Threads - Flights.size()) + 1;
    int64_t L = A + std::max<int64_t>(1, (B - A) / Parts);
    return Query{II, L, false, false};
  }
  return std::nullopt;
}

void Search::launch(const Query &Q) {
  Level &Lv = Levels.at(Q.II);
  Lv.Asked.insert(Q.L);
  Flight &F = Flights.emplace_back();
  F.II = Q.II;
  F.L = Q.L;
  F.Compact = Q.Compact;
  F.Explain = Q.Explain;
  JointOptions JO;
  // Never 0 (no limit) or less once the limit is spent: the query then
  // stops at once.
  JO.TimeLimit = Opts.TimeLimit > 0 ? std::max(left(), 1e-3) : 0;
  // Shrinking an unsat core costs a query per family: only on request,
  // for the query that refutes the whole I.
  JO.MinimizeCore = Q.Explain;
  if (!Q.Compact)
    JO.CompactWork = 0;
  JO.Work = Opts.Phase2Work;
  JO.Cancel = &F.Cancel;
  F.Worker = std::thread([this, &F, JO] {
    JointResult J = solveJoint(P, F.II, F.L, JO);
    std::lock_guard<std::mutex> G(Lock);
    F.Result = std::move(J);
    F.Done = true;
    Finished.notify_all();
  });
}

void Search::cancelIf(const std::function<bool(const Flight &)> &Pred) {
  for (Flight &F : Flights)
    if (Pred(F))
      F.Cancel.cancel();
}

void Search::waitForOne() {
  std::unique_lock<std::mutex> G(Lock);
  while (true) {
    for (auto It = Flights.begin(); It != Flights.end(); ++It)
      if (It->Done) {
        G.unlock();
        It->Worker.join();
        apply(*It, std::move(It->Result));
        Flights.erase(It);
        return;
      }
    if (outOfTime())
      cancelIf([](const Flight &) { return true; });
    Finished.wait_for(G, std::chrono::milliseconds(50));
  }
}

void Search::apply(Flight &F, JointResult J) {
  bool Cancelled = F.Cancel.cancelled();
  if (Cancelled && !hasSolution(J.Status) &&
      J.Status != SolveStatus::Infeasible)
    return; // Stopped because no longer needed: nothing learnt.
  R.Steps.push_back(
      {F.II, F.L, SearchPhase::Phase2, J.Status, J.Core, J.Seconds});
  std::string CoreText;
  for (const std::string &Fam : J.Core)
    CoreText += (CoreText.empty() ? "" : ", ") + Fam;
  say("I=" + std::to_string(F.II) + " L=" + std::to_string(F.L) +
      " phase 2: " + solveStatusName(J.Status).str() +
      (CoreText.empty() ? "" : " (core: " + CoreText + ")"));
  Level &Lv = Levels.at(F.II);
  int64_t II = F.II, L = F.L;
  if (J.Status == SolveStatus::Feasible) {
    if (L < Lv.Hi || (L == Lv.Hi && F.Compact && !Lv.BestCompacted)) {
      Lv.Hi = L;
      Lv.Best = std::move(J.Schedule);
      Lv.BestCompacted = F.Compact;
    }
    cancelIf(
        [&](const Flight &G) { return G.II > II || (G.II == II && G.L > L); });
  } else if (J.Status == SolveStatus::Infeasible) {
    Lv.Lo = std::max(Lv.Lo, L + 1);
    LMaxFirst |= L == Lv.L0;
    cancelIf([&](const Flight &G) {
      return G.II == II && (G.L < Lv.Lo || Lv.refuted());
    });
  } else {
    Lv.Undecided = true;
  }
}

void Search::drain() {
  cancelIf([](const Flight &) { return true; });
  for (Flight &F : Flights)
    F.Worker.join();
  Flights.clear();
}

void Search::runJoint() {
  auto TStart = Clock::now();
  double Phase1Before = R.Times.Phase1;
  int64_t Cur = First;
  Level *Answer = nullptr;
  while (Cur <= MaxII && !outOfTime()) {
    Level &C = level(Cur);
    if (!C.scheduled()) {
      noSchedule(Cur, C);
      ++Cur;
      continue;
    }
    if (C.refuted()) {
      ++Cur;
      continue;
    }
    if (C.Undecided && !C.found()) {
      unproven("phase 2 at I=" + std::to_string(Cur) + " was not decided");
      // A schedule here beats any at a larger I: stop if the fallback has
      // one (Phase 1's starts with greedy warps).
      if (greedySchedule(C))
        break;
      ++Cur;
      continue;
    }
    if (C.found() && (C.Lo >= C.Hi || C.Undecided)) {
      Answer = &C;
      break;
    }
    // Phase 1 (in level()) may have used up the time.
    while (Flights.size() < Threads && !outOfTime()) {
      std::optional<Query> Q = nextQuery(Cur);
      if (!Q)
        break;
      launch(*Q);
    }
    if (Flights.empty())
      break; // Out of time (an open I always has a question left).
    waitForOne();
  }
  drain();
  if (!Answer && fallback(Cur))
    return finishSteps(TStart, Phase1Before);
  if (Answer) {
    Level &C = *Answer;
    bool LeastL = C.Lo >= C.Hi;
    if (!C.BestCompacted && !outOfTime()) {
      // The answer came from a query that did not compact: ask again.
      Query Q{Cur, C.Hi, true, false};
      launch(Q);
      waitForOne();
      drain();
    }
    R.Schedule = C.Best;
    R.Status =
        LowerAllProven && LeastL && C.Phase1.Status == SolveStatus::Optimal
            ? SolveStatus::Optimal
            : SolveStatus::Feasible;
    if (!LeastL && Unproven.empty())
      Unproven = "the least L at I=" + std::to_string(Cur) + " was not decided";
  }
  finishSteps(TStart, Phase1Before);
}

std::optional<ModuloSchedule> Search::greedySchedule(const Level &Lv) const {
  if (!Lv.scheduled() || Lv.refuted())
    return std::nullopt;
  std::optional<ModuloSchedule> S = assignWarpsGreedily(P, Lv.Phase1.Schedule);
  if (!S || !verifySchedule(P, *S).ok())
    return std::nullopt;
  return S;
}

bool Search::fallback(int64_t Cur) {
  // The least I with a schedule wins: a sat Phase 2 model, or else Phase 1's
  // starts with a greedy warp assignment that the whole problem verifies
  // (Phase 1 solved it without memories). An I whose Phase 2 queries were
  // refuted has no schedule up to LMax, so its Phase 1 starts are skipped.
  for (auto &[II, Lv] : Levels) {
    if (Lv.found()) {
      if (II > Cur)
        unproven("the time limit ended phase 2 at I=" + std::to_string(Cur));
      if (Lv.Lo < Lv.Hi)
        unproven("the least L at I=" + std::to_string(II) +
                 " was not decided");
      R.Schedule = Lv.Best;
      R.Status = SolveStatus::Feasible;
      return true;
    }
    if (!Lv.scheduled() || Lv.refuted())
      continue;
    std::optional<ModuloSchedule> S = greedySchedule(Lv);
    if (!S)
      continue;
    unproven("phase 2 at I=" + std::to_string(II) + " was not decided");
    Unproven += "; the schedule is phase 1's at I=" + std::to_string(II) +
                " with a greedy warp assignment";
    R.Schedule = std::move(*S);
    R.Status = SolveStatus::Feasible;
    return true;
  }
  return false;
}

void Search::finishSteps(Clock::time_point TStart, double Phase1Before) {
  // Steps in the order of I (queries finish out of order).
  std::vector<std::pair<int64_t, size_t>> Order;
  for (size_t I = 0; I < R.Steps.size(); ++I)
    Order.push_back({R.Steps[I].II, I});
  std::sort(Order.begin(), Order.end());
  std::vector<SearchStep> Sorted;
  for (const auto &[II, I] : Order)
    Sorted.push_back(std::move(R.Steps[I]));
  R.Steps = std::move(Sorted);
  R.Times.Phase2 += since(TStart) - (R.Times.Phase1 - Phase1Before);
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

  // 1. Cost normalization (§5.2).
  auto TN = Clock::now();
  if (Opts.NormalizeU > 0) {
    NormalizationOptions NO;
    NO.U = Opts.NormalizeU;
    NO.Separation = Opts.NormalizeSeparation;
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
  // The bounds get what is left of the limit: past it, RecMII is a lower
  // bound (still sound) and the search below stops at once.
  auto B = computeMIIBounds(
      P, Opts.TimeLimit > 0
             ? Deadline(T0 + std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double>(Opts.TimeLimit)),
                        &interruptRequested)
             : Deadline::in(0, &interruptRequested));
  if (!B)
    return B.takeError();
  R.MII = B->MII;
  R.ResMII = B->ResMII;
  R.RecMII = B->RecMII;
  R.Times.Bounds = since(TB);
  Say("bounds: ResMII " + std::to_string(B->ResMII) + ", RecMII " +
      std::to_string(B->RecMII) + ", MII " + std::to_string(B->MII));

  int64_t First = Opts.StartAtOne ? 1 : B->MII;
  int64_t MaxII = Opts.MaxII > 0
                      ? Opts.MaxII
                      : B->MII + int64_t(P.Graph.numOperations()) + 16;
  Search S{P, Opts, R, T0, First, MaxII};
  S.run();

  if (!R.Schedule.Start.empty()) {
    // The result is re-checked against the normalized problem.
    if (llvm::Error E = verifyScheduleOrError(P, R.Schedule))
      return std::move(E);
    int64_t II = R.Schedule.II;
    if (Opts.StartAtOne || II == B->MII)
      R.Proof = II == B->MII ? "I = MII = " + std::to_string(B->MII) +
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
      R.Proof = "not proven optimal: " + S.Unproven;
  } else {
    R.Status = S.outOfTime() ? SolveStatus::Timeout : SolveStatus::Infeasible;
    if (R.Status == SolveStatus::Infeasible && !S.LowerAllProven)
      R.Status = SolveStatus::Timeout;
  }
  R.Times.Total = since(T0);
  return R;
}
