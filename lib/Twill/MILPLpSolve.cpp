//===- MILPLpSolve.cpp - The lp_solve backend of MILP.h ------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// solveMILPWithLpSolve(): translates a twill::MILP into an lp_solve model
/// and back. The time limit is enforced through lp_solve's abort callback
/// (set_timeout only takes whole seconds), which also polls the
/// process-wide interrupt.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/Deadline.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Twill/MILP.h"

#include <chrono>

extern "C" {
#include <lpsolve/lp_lib.h>
}

using namespace twill;

namespace {
using Clock = std::chrono::steady_clock;

struct AbortState {
  Deadline Limit;
  bool Fired = false;
};

int __WINAPI abortCallback(lprec *, void *Handle) {
  auto *State = static_cast<AbortState *>(Handle);
  if (State->Limit.expired() || interruptRequested()) {
    State->Fired = true;
    return 1;
  }
  return 0;
}

/// One row (or the objective) as lp_solve takes it: one entry per column,
/// 1-based, in the order of each column's first term, coefficients summed
/// and zeros dropped. lp_solve does not add up two entries of one column
/// (it keeps one), and rows such as S(v,d) - S(v,d-1) over shared terms
/// name a variable twice.
class SummedRow {
public:
  explicit SummedRow(int NCols) : Sum(NCols, 0.0), Named(NCols, false) {}

  void load(const std::vector<MILP::Term> &Terms) {
    Vals.clear();
    Cols.clear();
    for (auto [Var, Coef] : Terms) {
      if (!Named[Var])
        Order.push_back(Var);
      Named[Var] = true;
      Sum[Var] += Coef;
    }
    for (int Var : Order) {
      if (Sum[Var] != 0.0) {
        Cols.push_back(Var + 1);
        Vals.push_back(Sum[Var]);
      }
      Sum[Var] = 0.0;
      Named[Var] = false;
    }
    Order.clear();
  }

  std::vector<double> Vals;
  std::vector<int> Cols;

private:
  std::vector<double> Sum;
  std::vector<bool> Named;
  std::vector<int> Order;
};
} // namespace

MILPResult twill::solveMILPWithLpSolve(const MILP &M, const MILPOptions &Opts) {
  MILPResult R;
  auto Start = Clock::now();
  int NCols = M.numVariables();
  lprec *LP = make_lp(0, NCols);
  if (!LP)
    return R;
  set_verbose(LP, NEUTRAL);
  set_add_rowmode(LP, TRUE);
  for (int C = 0; C < NCols; ++C) {
    set_bounds(LP, C + 1, M.Lo[C],
               M.Hi[C] >= 1e30 ? get_infinite(LP) : M.Hi[C]);
    if (M.Integer[C])
      set_int(LP, C + 1, TRUE);
  }
  SummedRow Entries(NCols);
  Entries.load(M.Objective);
  set_obj_fnex(LP, Entries.Cols.size(), Entries.Vals.data(),
               Entries.Cols.data());
  set_minim(LP);
  for (const MILP::Row &R : M.Rows) {
    Entries.load(R.Terms);
    int Type = R.S == MILP::Sense::LessEq      ? LE
               : R.S == MILP::Sense::GreaterEq ? GE
                                               : EQ;
    add_constraintex(LP, Entries.Cols.size(), Entries.Vals.data(),
                     Entries.Cols.data(), Type, R.Rhs);
  }
  set_add_rowmode(LP, FALSE);
  // Depth-first, ceiling branch first: start times tend to be pushed up by
  // dependences, so this finds feasible schedules sooner on our models.
  set_bb_floorfirst(LP, BRANCH_CEILING);
  if (Opts.StopAtFirst)
    set_break_at_first(LP, TRUE);
  AbortState State;
  State.Limit = Deadline::after(Opts.TimeLimit, Start);
  // Always installed: the process-wide interrupt stops a solve too.
  put_abortfunc(LP, abortCallback, &State);
  int Ret = solve(LP);
  switch (Ret) {
  case OPTIMAL:
  case PRESOLVED:
    R.Status = SolveStatus::Optimal;
    break;
  case SUBOPTIMAL:
    R.Status = SolveStatus::Feasible;
    break;
  case INFEASIBLE:
    R.Status = SolveStatus::Infeasible;
    break;
  case USERABORT:
  case TIMEOUT:
    R.Status = SolveStatus::Timeout;
    break;
  default:
    R.Status = SolveStatus::Error;
    break;
  }
  // An abort after an incumbent exists still leaves that incumbent.
  if (R.Status == SolveStatus::Timeout && State.Fired) {
    REAL *Ptr = nullptr;
    if (get_ptr_variables(LP, &Ptr) && Ptr && get_solutioncount(LP) > 0)
      R.Status = SolveStatus::Feasible;
  }
  if (R.Status == SolveStatus::Optimal && Opts.StopAtFirst &&
      get_solutioncount(LP) > 0 && State.Fired)
    R.Status = SolveStatus::Feasible;
  if (hasSolution(R.Status)) {
    R.Values.resize(NCols);
    get_variables(LP, R.Values.data());
    R.Objective = get_objective(LP);
  }
  delete_lp(LP);
  R.Seconds = std::chrono::duration<double>(Clock::now() - Start).count();
  return R;
}
