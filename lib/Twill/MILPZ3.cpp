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

/// One solve of a 0-1 program on Z3: the variables as Boolean constants,
/// the rows as pseudo-Boolean constraints, on a z3::solver (no objective,
/// or the first solution wanted) or a z3::optimize.
class Z3ZeroOneSolve {
public:
  Z3ZeroOneSolve(const MILP &M, const MILPOptions &Opts, z3::context &C,
                 std::chrono::steady_clock::time_point Start, MILPResult &R)
      : M(M), Opts(Opts), C(C), Start(Start), R(R) {
    for (unsigned V = 0; V < M.numVariables(); ++V)
      X.push_back(C.bool_const(("x" + std::to_string(V)).c_str()));
  }

  /// Any solution, with Status Feasible when there is an objective.
  void solveFirst() {
    z3::solver S(C, "QF_FD");
    if (!build(S))
      return;
    if (!limit(S)) {
      R.Status = SolveStatus::Timeout;
      return;
    }
    z3::check_result CR =
        (Opts.Cancel && Opts.Cancel->cancelled()) || interruptRequested()
            ? z3::unknown
            : S.check();
    R.Status = statusOf(CR); // No objective: any solution is optimal.
    if (R.Status == SolveStatus::Optimal)
      read(S.get_model());
    if (R.Status == SolveStatus::Optimal && !M.Objective.empty())
      R.Status = SolveStatus::Feasible;
  }

  /// A solution of least objective.
  void solveOptimal() {
    z3::optimize O(C);
    if (!build(O))
      return;
    if (!limit(O)) {
      R.Status = SolveStatus::Timeout;
      return;
    }
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
      read(O.get_model());
  }

private:
  /// One row as a pseudo-Boolean constraint; false when a coefficient or
  /// the right-hand side is not integral.
  template <typename SolverT> bool addRow(SolverT &Solver, const MILP::Row &Row) {
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

  /// The bounds and the rows; false when the program is not integral.
  template <typename SolverT> bool build(SolverT &Solver) {
    for (unsigned V = 0; V < M.numVariables(); ++V) {
      if (M.Lo[V] > 0.5)
        Solver.add(X[V]);
      if (M.Hi[V] < 0.5)
        Solver.add(!X[V]);
    }
    for (const MILP::Row &Row : M.Rows)
      if (!addRow(Solver, Row))
        return false;
    return true;
  }

  /// Building a large program takes time too: the limit is the call's, so
  /// the solver gets what is left after building. False: none is left.
  template <typename SolverT> bool limit(SolverT &Solver) {
    z3::params Params(C);
    if (Opts.TimeLimit > 0) {
      double Left = Opts.TimeLimit - std::chrono::duration<double>(
                                         std::chrono::steady_clock::now() -
                                         Start)
                                         .count();
      if (Left <= 0)
        return false;
      Params.set("timeout", unsigned(std::max(1.0, Left * 1000)));
    }
    if (Opts.Work > 0)
      Params.set("rlimit", unsigned(std::min<uint64_t>(Opts.Work, UINT32_MAX)));
    Solver.set(Params);
    return true;
  }

  void read(const z3::model &Model) {
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
  std::chrono::steady_clock::time_point Start;
  MILPResult &R;
  std::vector<z3::expr> X;
};
} // namespace

MILPResult twill::solveMILPWithZ3(const MILP &M, const MILPOptions &Opts) {
  MILPResult R;
  auto Start = std::chrono::steady_clock::now();
  auto Done = [&]() {
    R.Seconds = std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
    return R;
  };
  for (unsigned V = 0; V < M.numVariables(); ++V)
    if (!M.Integer[V] || M.Lo[V] < 0 || M.Hi[V] > 1)
      return Done(); // Not a 0-1 program: Error.
  try {
    std::optional<z3::context> Own;
    z3::context &C = Opts.Session ? Opts.Session->impl().C : Own.emplace();
    Z3ZeroOneSolve Solve(M, Opts, C, Start, R);
    // The portfolio's other side may stop this solve from its thread.
    CancellationHook Hook(Opts.Cancel, [&C] { C.interrupt(); });
    if (M.Objective.empty() || Opts.StopAtFirst)
      Solve.solveFirst();
    else
      Solve.solveOptimal();
  } catch (const z3::exception &) {
    R.Status = SolveStatus::Error;
  }
  return Done();
}
