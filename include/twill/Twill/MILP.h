//===- MILP.h - A small mixed-integer program and its solver ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A solver-independent mixed-integer linear program (variables with bounds
/// and integrality, sparse rows, a linear objective to minimize) and a call
/// that solves it with lp_solve 5.5. The twill ILPs (cost normalization,
/// modulo scheduling) build one of these, so another backend can be added
/// behind solveMILP() without touching them.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_MILP_H
#define TWILL_TWILL_MILP_H

#include "twill/Model/SolveStatus.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Twill/Z3Session.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>
#include <vector>

namespace twill {

/// A minimization MILP.
class MILP {
public:
  enum class Sense { LessEq, GreaterEq, Equal };
  using Term = std::pair<int, double>; ///< (variable, coefficient)

  /// Adds a variable with bounds [Lo, Hi] and returns its index.
  int addVariable(std::string Name, double Lo, double Hi, bool Integer);
  int addBinary(std::string Name) { return addVariable(std::move(Name), 0, 1, true); }
  void addRow(std::vector<Term> Terms, Sense S, double Rhs);
  void setObjective(std::vector<Term> Terms) { Objective = std::move(Terms); }

  unsigned numVariables() const { return Names.size(); }
  unsigned numRows() const { return Rows.size(); }

  struct Row {
    std::vector<Term> Terms;
    Sense S;
    double Rhs;
  };
  std::vector<std::string> Names;
  std::vector<double> Lo, Hi;
  std::vector<bool> Integer;
  std::vector<Row> Rows;
  std::vector<Term> Objective;
};

/// The MILP solvers twill can call.
enum class MILPBackend {
  LpSolve, ///< lp_solve 5.5 (liblpsolve55).
  CBC,     ///< COIN-OR CBC 2.10 (coinor-libcbc), through its C interface.
  Z3,      ///< Z3's pseudo-Boolean solver: 0-1 programs with integer
           ///< coefficients only (others answer SolveStatus::Error).
  Portfolio, ///< lp_solve (in a child process) and Z3 at once, on two cores; the
             ///< first decisive answer wins and the other is stopped.
};

/// "lpsolve", "cbc", "z3" or "portfolio".
llvm::StringRef milpBackendName(MILPBackend B);

/// Options of one MILP solve.
struct MILPOptions {
  MILPBackend Backend = MILPBackend::LpSolve;
  /// Wall-clock limit in seconds (0: none).
  double TimeLimit = 0;
  /// Stop at the first integer solution (feasibility questions).
  bool StopAtFirst = false;
  /// Backends that support it (Z3) stop when this is cancelled.
  Cancellation *Cancel = nullptr;
  /// Z3 only: a work budget in Z3 resource units (0: none), a count of
  /// solver steps, so whether a program is decided within it does not
  /// depend on the machine; running out ends as Timeout.
  uint64_t Work = 0;
  /// Z3 only: the context to build the program in (null: a fresh one).
  Z3Session *Session = nullptr;
  /// Programs of more variables are not attempted: Timeout, undecided
  /// (0: no limit). A size, so the decision does not depend on the machine.
  unsigned MaxVariables = 0;
  /// A solution to start from, one value per variable (empty: none). CBC
  /// takes it as its MIP start; with every backend, solveMILP() returns it
  /// (Feasible) when it satisfies the program and the backend ends without
  /// an incumbent at least as good within the limit, so a solve given a
  /// start never reports less than the start.
  std::vector<double> Start;
};

/// Whether \p Values satisfies every bound, integrality and row of \p M
/// (absolute tolerance 1e-6); its objective goes to \p Objective.
bool satisfiesMILP(const MILP &M, const std::vector<double> &Values,
                   double *Objective = nullptr);

/// The outcome of one MILP solve.
struct MILPResult {
  SolveStatus Status = SolveStatus::Error;
  std::vector<double> Values;
  double Objective = 0;
  double Seconds = 0;
  /// With SolveStatus::Error, what went wrong, where the backend says.
  std::string Message;
};

/// Solves \p M with the chosen backend. Optimal means the solver closed
/// its branch-and-bound; a solution cut short by the time limit is Feasible.
MILPResult solveMILP(const MILP &M, const MILPOptions &Opts = {});

/// The backends (solveMILP dispatches).
MILPResult solveMILPWithLpSolve(const MILP &M, const MILPOptions &Opts);
MILPResult solveMILPWithCBC(const MILP &M, const MILPOptions &Opts);
MILPResult solveMILPWithZ3(const MILP &M, const MILPOptions &Opts);
MILPResult solveMILPPortfolio(const MILP &M, const MILPOptions &Opts);

} // namespace twill

#endif // TWILL_TWILL_MILP_H
