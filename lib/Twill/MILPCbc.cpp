//===- MILPCbc.cpp - COIN-OR CBC backend for twill's integer programs -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Translates a twill::MILP into a CBC model through CBC's C interface.
/// CBC's presolve and cutting planes prove the infeasibility of tight
/// modulo-scheduling instances far sooner than lp_solve's plain
/// branch-and-bound, which matters for proofs of minimal I.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/MILP.h"

#include <Cbc_C_Interface.h>

#include <chrono>

using namespace twill;

MILPResult twill::solveMILPWithCBC(const MILP &M, const MILPOptions &Opts) {
  MILPResult R;
  auto Start = std::chrono::steady_clock::now();
  Cbc_Model *Model = Cbc_newModel();
  Cbc_setLogLevel(Model, 0);
  std::vector<double> Obj(M.numVariables(), 0.0);
  for (auto [Var, Coef] : M.Objective)
    Obj[Var] += Coef;
  for (unsigned C = 0; C < M.numVariables(); ++C)
    Cbc_addCol(Model, M.Names[C].c_str(), M.Lo[C],
               M.Hi[C] >= 1e30 ? 1e30 : M.Hi[C], Obj[C],
               M.Integer[C] ? 1 : 0, 0, nullptr, nullptr);
  std::vector<int> Cols;
  std::vector<double> Vals;
  for (const MILP::Row &Row : M.Rows) {
    Cols.clear();
    Vals.clear();
    for (auto [Var, Coef] : Row.Terms) {
      Cols.push_back(Var);
      Vals.push_back(Coef);
    }
    char Sense = Row.S == MILP::Sense::LessEq      ? 'L'
                 : Row.S == MILP::Sense::GreaterEq ? 'G'
                                                   : 'E';
    Cbc_addRow(Model, "", Cols.size(), Cols.data(), Vals.data(), Sense,
               Row.Rhs);
  }
  Cbc_setObjSense(Model, 1); // Minimize.
  if (Opts.TimeLimit > 0)
    Cbc_setMaximumSeconds(Model, Opts.TimeLimit);
  // StopAtFirst needs no parameter here: feasibility models have a zero
  // objective, so the first integer solution closes the gap. (CBC's
  // maxSolutions limit stops without keeping that solution retrievable.)
  Cbc_setParameter(Model, "threads", "1");
  Cbc_solve(Model);
  bool HasSolution = Cbc_numberSavedSolutions(Model) > 0 ||
                     (Cbc_isProvenOptimal(Model) && M.numVariables() > 0);
  if (Cbc_isProvenInfeasible(Model))
    R.Status = SolveStatus::Infeasible;
  else if (Cbc_isProvenOptimal(Model))
    R.Status = SolveStatus::Optimal;
  else if (HasSolution)
    R.Status = SolveStatus::Feasible;
  else if (Cbc_isSecondsLimitReached(Model))
    R.Status = SolveStatus::Timeout;
  else if (Cbc_isAbandoned(Model))
    R.Status = SolveStatus::Error;
  else
    R.Status = SolveStatus::Timeout;
  if (hasSolution(R.Status)) {
    const double *Sol = Cbc_getColSolution(Model);
    R.Values.assign(Sol, Sol + M.numVariables());
    R.Objective = Cbc_getObjValue(Model);
  }
  Cbc_deleteModel(Model);
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return R;
}
