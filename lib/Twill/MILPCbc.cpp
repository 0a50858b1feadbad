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
/// branch-and-bound, which matters for proofs of minimal I. Every solve runs
/// in a forked child (ChildProcess.h), because CBC's root LP ignores the
/// time limit and a CBC solve cannot be stopped from another thread.
///
/// CBC is loaded with dlopen on its first use (CbcLibrary below), not linked:
/// its libraries (CBC, CGL, CLP, OSI, CoinUtils, LAPACK, BLAS, gfortran) cost
/// about 12 ms of dynamic linking in every process that loads twill, which
/// is most of what the LLVM plugin adds to a compile that never asks CBC.
///
//===----------------------------------------------------------------------===//

#include "ChildProcess.h"

#include "twill/Twill/MILP.h"

#include <Cbc_C_Interface.h>

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <string>
#include <vector>

using namespace twill;

namespace {

/// CBC's C interface, resolved from its shared library on first use. The
/// declarations come from Cbc_C_Interface.h, so each pointer has the type
/// of the function it stands for.
struct CbcLibrary {
#define TWILL_CBC_FUNCTIONS(X)                                                 \
  X(Cbc_newModel)                                                              \
  X(Cbc_setLogLevel)                                                           \
  X(Cbc_loadProblem)                                                           \
  X(Cbc_setInteger)                                                            \
  X(Cbc_setObjSense)                                                           \
  X(Cbc_setMIPStartI)                                                          \
  X(Cbc_setMaximumSeconds)                                                     \
  X(Cbc_setParameter)                                                          \
  X(Cbc_solve)                                                                 \
  X(Cbc_numberSavedSolutions)                                                  \
  X(Cbc_isProvenOptimal)                                                       \
  X(Cbc_isProvenInfeasible)                                                    \
  X(Cbc_isSecondsLimitReached)                                                 \
  X(Cbc_isAbandoned)                                                           \
  X(Cbc_getColSolution)                                                        \
  X(Cbc_getObjValue)                                                           \
  X(Cbc_deleteModel)
#define TWILL_CBC_POINTER(Name) decltype(&::Name) Name = nullptr;
  TWILL_CBC_FUNCTIONS(TWILL_CBC_POINTER)
#undef TWILL_CBC_POINTER

  /// Empty when every function was found; else what went wrong.
  std::string Error;

  /// The process's one copy, loaded on the first call (thread-safe). The
  /// library stays loaded for the life of the process.
  static const CbcLibrary &get() {
    static CbcLibrary L;
    static std::once_flag Once;
    std::call_once(Once, [] { L.load(); });
    return L;
  }

private:
  void load() {
    // The library the build linked against first (its real file), then the
    // names its package installs.
    void *H = nullptr;
    for (const char *Name : {TWILL_CBC_LIBRARY, "libCbcSolver.so.3",
                             "libCbcSolver.so"})
      if ((H = dlopen(Name, RTLD_NOW | RTLD_LOCAL)))
        break;
    if (!H) {
      const char *E = dlerror();
      Error = std::string("cannot load CBC (") + TWILL_CBC_LIBRARY +
              "): " + (E ? E : "unknown error");
      return;
    }
#define TWILL_CBC_RESOLVE(Name)                                                \
  if (Error.empty() &&                                                         \
      !(Name = reinterpret_cast<decltype(Name)>(dlsym(H, #Name))))             \
    Error = "CBC library lacks " #Name;
    TWILL_CBC_FUNCTIONS(TWILL_CBC_RESOLVE)
#undef TWILL_CBC_RESOLVE
  }
#undef TWILL_CBC_FUNCTIONS
};

} // namespace

/// CBC in this process: its root LP does not look at the time limit and it
/// cannot be stopped from another thread.
static MILPResult solveWithCBCHere(const MILP &M, const MILPOptions &Opts) {
  MILPResult R;
  auto Start = std::chrono::steady_clock::now();
  const CbcLibrary &Cbc = CbcLibrary::get();
  if (!Cbc.Error.empty()) {
    R.Status = SolveStatus::Error;
    R.Message = Cbc.Error;
    return R;
  }
  Cbc_Model *Model = Cbc.Cbc_newModel();
  Cbc.Cbc_setLogLevel(Model, 0);
  // The whole matrix at once, column-major: adding rows one by one makes
  // CoinPackedMatrix reallocate per row, which dominated large programs.
  unsigned NC = M.numVariables(), NR = M.numRows();
  std::vector<double> Obj(NC, 0.0), ColLo(NC), ColHi(NC), RowLo(NR), RowHi(NR);
  for (auto [Var, Coef] : M.Objective)
    Obj[Var] += Coef;
  for (unsigned C = 0; C < NC; ++C) {
    ColLo[C] = M.Lo[C];
    ColHi[C] = M.Hi[C] >= 1e30 ? 1e30 : M.Hi[C];
  }
  std::vector<CoinBigIndex> ColStart(NC + 1, 0);
  for (const MILP::Row &Row : M.Rows)
    for (auto [Var, Coef] : Row.Terms)
      ++ColStart[Var + 1];
  for (unsigned C = 0; C < NC; ++C)
    ColStart[C + 1] += ColStart[C];
  std::vector<int> Index(ColStart[NC]);
  std::vector<double> Value(ColStart[NC]);
  std::vector<CoinBigIndex> Fill(ColStart.begin(), ColStart.end() - 1);
  for (unsigned R = 0; R < NR; ++R) {
    const MILP::Row &Row = M.Rows[R];
    for (auto [Var, Coef] : Row.Terms) {
      Index[Fill[Var]] = int(R);
      Value[Fill[Var]++] = Coef;
    }
    RowLo[R] = Row.S == MILP::Sense::LessEq ? -1e30 : Row.Rhs;
    RowHi[R] = Row.S == MILP::Sense::GreaterEq ? 1e30 : Row.Rhs;
  }
  Cbc.Cbc_loadProblem(Model, int(NC), int(NR), ColStart.data(), Index.data(),
                  Value.data(), ColLo.data(), ColHi.data(), Obj.data(),
                  RowLo.data(), RowHi.data());
  for (unsigned C = 0; C < NC; ++C)
    if (M.Integer[C])
      Cbc.Cbc_setInteger(Model, int(C));
  Cbc.Cbc_setObjSense(Model, 1); // Minimize.
  if (Opts.Start.size() == NC) {
    std::vector<int> Cols(NC);
    for (unsigned C = 0; C < NC; ++C)
      Cols[C] = int(C);
    Cbc.Cbc_setMIPStartI(Model, int(NC), Cols.data(), Opts.Start.data());
  }
  if (Opts.TimeLimit > 0)
    Cbc.Cbc_setMaximumSeconds(
        Model, std::max(0.01, Opts.TimeLimit -
                                  std::chrono::duration<double>(
                                      std::chrono::steady_clock::now() - Start)
                                      .count()));
  // StopAtFirst needs no parameter here: feasibility models have a zero
  // objective, so the first integer solution closes the gap. (CBC's
  // maxSolutions limit stops without keeping that solution retrievable.)
  Cbc.Cbc_setParameter(Model, "threads", "1");
  // CBC's seconds limit counts CPU time by default; the limit is wall time,
  // which on a loaded machine runs ahead of it.
  Cbc.Cbc_setParameter(Model, "timeMode", "elapsed");
  Cbc.Cbc_solve(Model);
  bool HasSolution = Cbc.Cbc_numberSavedSolutions(Model) > 0 ||
                     (Cbc.Cbc_isProvenOptimal(Model) && M.numVariables() > 0);
  if (Cbc.Cbc_isProvenInfeasible(Model))
    R.Status = SolveStatus::Infeasible;
  else if (Cbc.Cbc_isProvenOptimal(Model))
    R.Status = SolveStatus::Optimal;
  else if (HasSolution)
    R.Status = SolveStatus::Feasible;
  else if (Cbc.Cbc_isSecondsLimitReached(Model))
    R.Status = SolveStatus::Timeout;
  else if (Cbc.Cbc_isAbandoned(Model))
    R.Status = SolveStatus::Error;
  else
    R.Status = SolveStatus::Timeout;
  if (hasSolution(R.Status)) {
    const double *Sol = Cbc.Cbc_getColSolution(Model);
    R.Values.assign(Sol, Sol + M.numVariables());
    R.Objective = Cbc.Cbc_getObjValue(Model);
  }
  Cbc.Cbc_deleteModel(Model);
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return R;
}

MILPResult twill::solveMILPWithCBC(const MILP &M, const MILPOptions &Opts) {
  // The library is loaded here, before the fork: a child of a process with
  // other threads should not run the dynamic loader.
  if (const std::string &Error = CbcLibrary::get().Error; !Error.empty()) {
    MILPResult R;
    R.Status = SolveStatus::Error;
    R.Message = Error;
    return R;
  }
  // In a child process, which the deadline, a cancellation or the
  // process-wide interrupt kills at once.
  return detail::solveInChild(M, Opts, solveWithCBCHere);
}
