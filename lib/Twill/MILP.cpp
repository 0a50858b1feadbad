//===- MILP.cpp - The integer-program model and its backends --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The backend-neutral part of MILP.h: building the model, the backends'
/// names, and solveMILP(), which hands the model to one backend. Each
/// backend has its own file: MILPLpSolve.cpp (lp_solve), MILPCbc.cpp (CBC,
/// in a child process), MILPZ3.cpp (Z3 pseudo-Boolean), MILPPortfolio.cpp
/// (lp_solve and Z3 at once).
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/MILP.h"
#include "twill/Model/EnumNames.h"

#include <cmath>

using namespace twill;

int MILP::addVariable(std::string Name, double L, double H, bool Int) {
  Names.push_back(std::move(Name));
  Lo.push_back(L);
  Hi.push_back(H);
  Integer.push_back(Int);
  return Names.size() - 1;
}

void MILP::addRow(std::vector<Term> Terms, Sense S, double Rhs) {
  Rows.push_back({std::move(Terms), S, Rhs});
}

llvm::StringRef twill::milpBackendName(MILPBackend B) {
  // Indexed by MILPBackend, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {"lpsolve", "cbc", "z3", "portfolio"};
  return enumName(Names, B, "lpsolve");
}

bool twill::satisfiesMILP(const MILP &M, const std::vector<double> &Values,
                          double *Objective) {
  const double Tol = 1e-6;
  if (Values.size() != M.numVariables())
    return false;
  for (unsigned V = 0; V < M.numVariables(); ++V) {
    double X = Values[V];
    if (X < M.Lo[V] - Tol || X > M.Hi[V] + Tol ||
        (M.Integer[V] && std::abs(X - std::round(X)) > Tol))
      return false;
  }
  for (const MILP::Row &Row : M.Rows) {
    double Sum = 0;
    for (auto [Var, Coef] : Row.Terms)
      Sum += Coef * Values[Var];
    if ((Row.S != MILP::Sense::GreaterEq && Sum > Row.Rhs + Tol) ||
        (Row.S != MILP::Sense::LessEq && Sum < Row.Rhs - Tol))
      return false;
  }
  if (Objective) {
    *Objective = 0;
    for (auto [Var, Coef] : M.Objective)
      *Objective += Coef * Values[Var];
  }
  return true;
}

/// The backend \p Opts names, without the start's fallback.
static MILPResult dispatchMILP(const MILP &M, const MILPOptions &Opts) {
  switch (Opts.Backend) {
  case MILPBackend::CBC:
    return solveMILPWithCBC(M, Opts);
  case MILPBackend::Z3:
    return solveMILPWithZ3(M, Opts);
  case MILPBackend::Portfolio:
    return solveMILPPortfolio(M, Opts);
  case MILPBackend::LpSolve:
    break;
  }
  return solveMILPWithLpSolve(M, Opts);
}

MILPResult twill::solveMILP(const MILP &M, const MILPOptions &Opts) {
  if (Opts.MaxVariables && M.numVariables() > Opts.MaxVariables) {
    MILPResult R;
    R.Status = SolveStatus::Timeout; // Not attempted: undecided.
    return R;
  }
  MILPResult R = dispatchMILP(M, Opts);
  double StartObj = 0;
  if (Opts.Start.empty() || R.Status == SolveStatus::Optimal ||
      R.Status == SolveStatus::Error || !satisfiesMILP(M, Opts.Start, &StartObj))
    return R;
  // No incumbent, or one worse than the start: the start stands (an
  // Infeasible answer cannot be right when the start satisfies the rows).
  if (R.Status != SolveStatus::Feasible || R.Objective > StartObj + 1e-9) {
    R.Status = SolveStatus::Feasible;
    R.Values = Opts.Start;
    R.Objective = StartObj;
  }
  return R;
}
