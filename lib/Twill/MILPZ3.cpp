//===- MILPZ3.cpp - Z3 pseudo-Boolean backend for 0-1 programs ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Hands a 0-1 program with integer coefficients to Z3 as pseudo-Boolean
/// constraints (pble/pbge/pbeq), which Z3 decides with clause learning.
/// For the time-indexed modulo-scheduling programs (TimeIndexed.h) this
/// refutes tight instances that LP-based branch and bound cannot, which
/// is what the proofs of minimal I need. An objective, if any, goes to
/// z3::optimize. z3::exception never escapes this file.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/MILP.h"
#include "Z3SessionImpl.h"
#include "twill/Model/Deadline.h"

#include <z3++.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>

using namespace twill;

namespace {
bool integral(double X) { return std::fabs(X - std::round(X)) < 1e-9; }

SolveStatus statusOf(z3::check_result CR) {
  switch (CR) {
  case z3::sat:
    return SolveStatus::Optimal;
  case z3::unsat:
    return SolveStatus::Infeasible;
  case z3::unknown:
    break;
  }
  return SolveStatus::Timeout;
}
} // namespace

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}

/// A 0-1 program of MILP.h as pseudo-Boolean constraints on one Z3
/// context: a Boolean x_v per variable, a pb row per row. Building a large
/// program takes time too (0.6 s for the variables alone of a time-indexed
/// program of aes/graph4 under load), and Z3 does not look at the limit
/// while it does: the loops here do, every 256 variables or rows.
class PseudoBooleanProgram {
public:
  PseudoBooleanProgram(const MILP &M, const MILPOptions &Opts, z3::context &C,
                       Clock::time_point Start)
      : M(M), Opts(Opts), C(C), Start(Start),
        Until(Deadline::after(Opts.TimeLimit, Start)) {}

  /// The Booleans x_v; false when the deadline passes first.
  bool makeVariables() {
    for (unsigned V = 0; V < M.numVariables(); ++V) {
      if (Until.passedEvery(Counter, 256))
        return false;
      X.push_back(C.bool_const(("x" + std::to_string(V)).c_str()));
    }
    return true;
  }

  /// No objective, or the first solution will do: one check of a QF_FD
  /// solver, stopped at the deadline by a watch.
  void solveFeasibility(MILPResult &R) {
    z3::solver S(C, "QF_FD");
    if (!built(S, R))
      return;
    std::optional<DeadlineWatch> Watch;
    if (Opts.TimeLimit > 0)
      Watch.emplace(Start + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(Opts.TimeLimit)),
                    [this] { C.interrupt(); });
    z3::check_result CR =
        (Opts.Cancel && Opts.Cancel->cancelled()) || interruptRequested()
            ? z3::unknown
            : S.check();
    R.Status = statusOf(CR); // No objective: any solution is optimal.
    if (R.Status == SolveStatus::Optimal)
      read(S.get_model(), R);
    if (R.Status == SolveStatus::Optimal && !M.Objective.empty())
      R.Status = SolveStatus::Feasible;
  }

  /// The objective minimized by z3::optimize (its coefficients integral).
  void solveOptimization(MILPResult &R) {
    z3::optimize O(C);
    if (!built(O, R))
      return;
    z3::expr Obj = C.int_val(0);
    for (auto [Var, Coef] : M.Objective) {
      if (!integral(Coef))
        return;
      Obj = Obj + z3::ite(X[Var], C.int_val(int(std::llround(Coef))),
                          C.int_val(0));
    }
    O.minimize(Obj);
    R.Status = statusOf(O.check());
    if (R.Status == SolveStatus::Optimal)
      read(O.get_model(), R);
  }

private:
  /// The rows in \p Solver and its limits set; false when that ends the
  /// solve (\p R a timeout when out of time, else left an error).
  template <class SolverT> bool built(SolverT &Solver, MILPResult &R) {
    if (!addRows(Solver)) {
      if (OutOfTime)
        R.Status = SolveStatus::Timeout;
      return false;
    }
    if (!setLimit(Solver)) {
      R.Status = SolveStatus::Timeout;
      return false;
    }
    return true;
  }

  /// The bounds and rows; false when a coefficient is not integral, or
  /// when the deadline passes (OutOfTime).
  template <class SolverT> bool addRows(SolverT &Solver) {
    for (unsigned V = 0; V < M.numVariables(); ++V) {
      if (M.Lo[V] > 0.5)
        Solver.add(X[V]);
      if (M.Hi[V] < 0.5)
        Solver.add(!X[V]);
    }
    for (const MILP::Row &Row : M.Rows) {
      if (Until.passedEvery(Counter, 256)) {
        OutOfTime = true;
        return false;
      }
      if (!addRow(Solver, Row))
        return false;
    }
    return true;
  }

  template <class SolverT> bool addRow(SolverT &Solver, const MILP::Row &Row) {
    z3::expr_vector Vars(C);
    std::vector<int> W;
    for (auto [Var, Coef] : Row.Terms) {
      if (!integral(Coef))
        return false;
      Vars.push_back(X[Var]);
      W.push_back(int(std::llround(Coef)));
    }
    if (!integral(Row.Rhs))
      return false;
    int Rhs = int(std::llround(Row.Rhs));
    switch (Row.S) {
    case MILP::Sense::LessEq:
      Solver.add(z3::pble(Vars, W.data(), Rhs));
      break;
    case MILP::Sense::GreaterEq:
      Solver.add(z3::pbge(Vars, W.data(), Rhs));
      break;
    case MILP::Sense::Equal:
      Solver.add(z3::pbeq(Vars, W.data(), Rhs));
      break;
    }
    return true;
  }

  /// The limit is the call's, so the solver gets what is left after
  /// building. False: none is left.
  template <class SolverT> bool setLimit(SolverT &Solver) const {
    z3::params Params(C);
    if (Opts.TimeLimit > 0) {
      double Left = Opts.TimeLimit - secondsSince(Start);
      if (Left <= 0)
        return false;
      Params.set("timeout", unsigned(std::max(1.0, Left * 1000)));
    }
    if (Opts.Work > 0)
      Params.set("rlimit", unsigned(std::min<uint64_t>(Opts.Work, UINT32_MAX)));
    Solver.set(Params);
    return true;
  }

  void read(const z3::model &Model, MILPResult &R) const {
    R.Values.assign(M.numVariables(), 0);
    R.Objective = 0;
    for (unsigned V = 0; V < M.numVariables(); ++V)
      R.Values[V] = Model.eval(X[V], true).is_true() ? 1 : 0;
    for (auto [Var, Coef] : M.Objective)
      R.Objective += Coef * R.Values[Var];
  }

  const MILP &M;
  const MILPOptions &Opts;
  z3::context &C;
  Clock::time_point Start;
  Deadline Until;
  unsigned Counter = 0;
  bool OutOfTime = false;
  std::vector<z3::expr> X;
};
} // namespace

/// A 0-1 program on Z3 (anything else is an Error): the program built on
/// the session's context (or its own), then a feasibility check or an
/// optimization, each within what the deadline leaves.
MILPResult twill::solveMILPWithZ3(const MILP &M, const MILPOptions &Opts) {
  MILPResult R;
  auto Start = Clock::now();
  for (unsigned V = 0; V < M.numVariables(); ++V)
    if (!M.Integer[V] || M.Lo[V] < 0 || M.Hi[V] > 1) {
      R.Seconds = secondsSince(Start);
      return R; // Not a 0-1 program: Error.
    }
  try {
    std::optional<z3::context> Own;
    z3::context &C = Opts.Session ? Opts.Session->impl().C : Own.emplace();
    PseudoBooleanProgram Prog(M, Opts, C, Start);
    if (!Prog.makeVariables()) {
      R.Status = SolveStatus::Timeout;
    } else {
      // The portfolio's other side may stop this solve from its thread.
      CancellationHook Hook(Opts.Cancel, [&C] { C.interrupt(); });
      if (M.Objective.empty() || Opts.StopAtFirst)
        Prog.solveFeasibility(R);
      else
        Prog.solveOptimization(R);
    }
    // Timed before the program and its context are freed.
    R.Seconds = secondsSince(Start);
    return R;
  } catch (const z3::exception &) {
    R.Status = SolveStatus::Error;
  }
  R.Seconds = secondsSince(Start);
  return R;
}
