//===- SolveStatus.h - Outcome of a solver call -----------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The status every twill solver reports. "Optimal" is only ever claimed
/// with a proof (the solver closed the gap, or a lower bound was met).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_SOLVESTATUS_H
#define TWILL_TWILL_SOLVESTATUS_H

#include "llvm/ADT/StringRef.h"

namespace twill {

enum class SolveStatus {
  Optimal,    ///< A solution, proven optimal.
  Feasible,   ///< A solution, optimality not proven (time limit, heuristic).
  Infeasible, ///< Proven that no solution exists.
  Timeout,    ///< The time limit passed before any solution was found.
  Error,      ///< The solver failed (numerical trouble, out of memory).
};

inline llvm::StringRef solveStatusName(SolveStatus S) {
  switch (S) {
  case SolveStatus::Optimal:
    return "optimal";
  case SolveStatus::Feasible:
    return "feasible";
  case SolveStatus::Infeasible:
    return "infeasible";
  case SolveStatus::Timeout:
    return "timeout";
  case SolveStatus::Error:
    return "error";
  }
  return "error";
}

inline bool hasSolution(SolveStatus S) {
  return S == SolveStatus::Optimal || S == SolveStatus::Feasible;
}

} // namespace twill

#endif // TWILL_TWILL_SOLVESTATUS_H
