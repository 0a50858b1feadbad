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
  switch (B) {
  case MILPBackend::CBC:
    return "cbc";
  case MILPBackend::Z3:
    return "z3";
  case MILPBackend::Portfolio:
    return "portfolio";
  case MILPBackend::LpSolve:
    break;
  }
  return "lpsolve";
}

MILPResult twill::solveMILP(const MILP &M, const MILPOptions &Opts) {
  if (Opts.MaxVariables && M.numVariables() > Opts.MaxVariables) {
    MILPResult R;
    R.Status = SolveStatus::Timeout; // Not attempted: undecided.
    return R;
  }
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
