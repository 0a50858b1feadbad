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
    // Building a large program takes time too (0.6 s for the variables
    // alone of a time-indexed program of aes/graph4 under load), and Z3
    // does not look at the limit while it does: these loops do, every 256
    // variables or rows.
    Deadline Until = Deadline::after(Opts.TimeLimit, Start);
    unsigned Counter = 0;
    bool OutOfTime = false;
    std::vector<z3::expr> X;
    for (unsigned V = 0; V < M.numVariables(); ++V) {
      if (Until.passedEvery(Counter, 256)) {
        R.Status = SolveStatus::Timeout;
        return Done();
      }
      X.push_back(C.bool_const(("x" + std::to_string(V)).c_str()));
    }
    auto Build = [&](auto &Solver) -> bool {
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
      }
      return true;
    };
    // The portfolio's other side may stop this solve from its thread.
    CancellationHook Hook(Opts.Cancel, [&C] { C.interrupt(); });
    // Building a large program takes time too: the limit is the call's, so
    // the solver gets what is left after building. False: none is left.
    auto Limit = [&](auto &Solver) {
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
    };
    auto Read = [&](const z3::model &Model) {
      R.Values.assign(M.numVariables(), 0);
      R.Objective = 0;
      for (unsigned V = 0; V < M.numVariables(); ++V)
        R.Values[V] = Model.eval(X[V], true).is_true() ? 1 : 0;
      for (auto [Var, Coef] : M.Objective)
        R.Objective += Coef * R.Values[Var];
    };
    if (M.Objective.empty() || Opts.StopAtFirst) {
      z3::solver S(C, "QF_FD");
      if (!Build(S)) {
        if (OutOfTime)
          R.Status = SolveStatus::Timeout;
        return Done();
      }
      if (!Limit(S)) {
        R.Status = SolveStatus::Timeout;
        return Done();
      }
      std::optional<DeadlineWatch> Watch;
      if (Opts.TimeLimit > 0)
        Watch.emplace(Start + std::chrono::duration_cast<
                                  std::chrono::steady_clock::duration>(
                                  std::chrono::duration<double>(Opts.TimeLimit)),
                      [&C] { C.interrupt(); });
      z3::check_result CR =
          (Opts.Cancel && Opts.Cancel->cancelled()) || interruptRequested()
              ? z3::unknown
              : S.check();
      R.Status = statusOf(CR); // No objective: any solution is optimal.
      if (R.Status == SolveStatus::Optimal)
        Read(S.get_model());
      if (R.Status == SolveStatus::Optimal && !M.Objective.empty())
        R.Status = SolveStatus::Feasible;
      return Done();
    }
    z3::optimize O(C);
    if (!Build(O)) {
      if (OutOfTime)
        R.Status = SolveStatus::Timeout;
      return Done();
    }
    if (!Limit(O)) {
      R.Status = SolveStatus::Timeout;
      return Done();
    }
    z3::expr Obj = C.int_val(0);
    for (auto [Var, Coef] : M.Objective) {
      if (!integral(Coef))
        return Done();
      Obj = Obj + z3::ite(X[Var], C.int_val(int(std::llround(Coef))),
                          C.int_val(0));
    }
    O.minimize(Obj);
    R.Status = statusOf(O.check());
    if (R.Status == SolveStatus::Optimal)
      Read(O.get_model());
  } catch (const z3::exception &) {
    R.Status = SolveStatus::Error;
  }
  return Done();
}
