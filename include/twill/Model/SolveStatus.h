//===- SolveStatus.h - The solvers' typed vocabulary ------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The words every twill solver reports in, as enums with stable names:
/// the status of a solver call, how a schedule was found, the steps of the
/// Twill search, and the constraint families of the joint encoding. Each is
/// printed by one overloaded function, stableName(), whose strings are part
/// of the output formats (reports, --json, remarks) and do not change.
///
/// "Optimal" is only ever claimed with a proof (the solver closed the gap,
/// or a lower bound was met).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_SOLVESTATUS_H
#define TWILL_MODEL_SOLVESTATUS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace twill {

/// The outcome of a solver call.
enum class SolveStatus {
  Optimal,    ///< A solution, proven optimal.
  Feasible,   ///< A solution, optimality not proven (time limit, heuristic).
  Infeasible, ///< Proven that no solution exists.
  Timeout,    ///< The time limit passed before any solution was found.
  Error,      ///< The solver failed (numerical trouble, out of memory).
};

/// Where a modulo schedule at one I came from (ModuloScheduleResult,
/// IIAttempt).
enum class SolveMethod {
  None,        ///< "": no method ran (an empty result).
  Heuristic,   ///< "heuristic": iterative modulo scheduling.
  ILP,         ///< "ilp": the residue ILP or the fixed-length programs.
  TimeIndexed, ///< "time-indexed": a time-indexed 0-1 program.
  Bound,       ///< "bound": decided by the bounds or feasibleAtII.
  SMT,         ///< "smt": the Phase 2 encoding on Z3 (--phase1 smt).
  Difference,  ///< "difference-logic": integer starts on Z3
               ///< (ModuloDifference.h).
};

/// A step of the Twill search (SearchStep).
enum class SearchPhase {
  Bounds, ///< "bounds"
  Phase1, ///< "phase1": the optimal modulo schedule at one I.
  Phase2, ///< "phase2": the joint problem at one (I, L).
};

/// The constraint families of the joint encoding (JointSolver.h), in the
/// order jointConstraintFamilies() lists them. The verifier's
/// ConstraintKind maps onto them (constraintFamilyOf in Verifier.h).
enum class ConstraintFamily {
  Uniqueness,      ///< "uniqueness": exactly one start per op.
  Dependence,      ///< "dependence"
  Capacity,        ///< "capacity": units per residue (the verifier's
                   ///< "resource").
  Memory,          ///< "memory"
  WarpUniqueness,  ///< "warp-uniqueness" (the verifier's "warp-index").
  VariableLatency, ///< "variable-latency"
  RegisterLimit,   ///< "register-limit"
  CrossWarpSpill,  ///< "cross-warp-spill"
  Concurrency,     ///< "concurrency": blocking synchronization (the
                   ///< verifier's "blocking").
  SameGroup,       ///< "same-group": a dependence's ends issue from one
                   ///< warp group (Dependence::SameGroup).
};

/// The stable name of each value (see the enumerators' comments).
llvm::StringRef stableName(SolveStatus S);
llvm::StringRef stableName(SolveMethod M);
llvm::StringRef stableName(SearchPhase P);
llvm::StringRef stableName(ConstraintFamily F);

/// Every constraint family, in the order of the enum.
llvm::ArrayRef<ConstraintFamily> allConstraintFamilies();

/// The family named \p Name (stableName()), or none.
std::optional<ConstraintFamily> parseConstraintFamily(llvm::StringRef Name);

/// The name of \p S; the same as stableName(S).
inline llvm::StringRef solveStatusName(SolveStatus S) { return stableName(S); }

inline bool hasSolution(SolveStatus S) {
  return S == SolveStatus::Optimal || S == SolveStatus::Feasible;
}

} // namespace twill

#endif // TWILL_MODEL_SOLVESTATUS_H
