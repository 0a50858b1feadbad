//===- CostNormalization.cpp - Shrinking cycle counts, keeping ratios -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The §5.2 integer program on lp_solve, and its application to a Problem.
///
//===----------------------------------------------------------------------===//

#include "twill/Twill/CostNormalization.h"
#include "twill/Twill/MILP.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace twill;

int64_t CostNormalization::map(int64_t Cost) const {
  if (Cost <= 0)
    return 0;
  auto It = std::lower_bound(Original.begin(), Original.end(), Cost);
  if (It != Original.end() && *It == Cost)
    return Normalized[It - Original.begin()];
  if (Original.empty())
    return Cost;
  double Scale = double(Normalized.back()) / double(Original.back());
  return std::max<int64_t>(1, std::llround(Cost * Scale));
}

namespace {
/// Does \p Hi exceed \p Separation times \p Lo (so they must differ)?
bool mustSeparate(int64_t Lo, int64_t Hi, double Separation) {
  return Separation > 0 && double(Hi) > Separation * double(Lo);
}
} // namespace

int64_t twill::leastSeparatedSum(llvm::ArrayRef<int64_t> Sorted,
                                 double Separation) {
  std::vector<int64_t> Least(Sorted.size(), 1);
  int64_t Sum = 0;
  for (size_t J = 0; J < Sorted.size(); ++J) {
    for (size_t I = 0; I < J; ++I)
      Least[J] = std::max(Least[J], Least[I] + (mustSeparate(Sorted[I],
                                                             Sorted[J],
                                                             Separation)
                                                    ? 1
                                                    : 0));
    Sum += Least[J];
  }
  return Sum;
}

llvm::Expected<CostNormalization>
twill::normalizeCosts(llvm::ArrayRef<int64_t> Costs,
                      const NormalizationOptions &Opts) {
  std::set<int64_t> Distinct;
  for (int64_t C : Costs) {
    if (C < 0)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cost normalization: negative cost %lld",
                                     (long long)C);
    if (C > 0)
      Distinct.insert(C);
  }
  CostNormalization R;
  R.Original.assign(Distinct.begin(), Distinct.end());
  int N = R.Original.size();
  if (N > Opts.U)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "cost normalization: %d distinct costs do not fit the budget U=%lld "
        "with every cost at least 1; raise --normalize-U",
        N, (long long)Opts.U);
  if (N == 0) {
    R.Status = SolveStatus::Optimal;
    return R;
  }
  // Already small: keep the costs as they are (F = 0, no distortion).
  int64_t Sum = 0;
  for (int64_t C : R.Original)
    Sum += C;
  if (Sum <= Opts.U) {
    R.Normalized = R.Original;
    R.Status = SolveStatus::Optimal;
    return R;
  }

  int64_t Least = leastSeparatedSum(R.Original, Opts.Separation);
  if (Least > Opts.U)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "cost normalization: U=%lld cannot keep costs %lld..%lld that differ "
        "by more than %gx apart (that needs U >= %lld); raise --normalize-U "
        "or lower --normalize-separation",
        (long long)Opts.U, (long long)R.Original.front(),
        (long long)R.Original.back(), Opts.Separation, (long long)Least);

  MILP M;
  int F = M.addVariable("F", 0, 1e30, false);
  std::vector<int> Var(N);
  for (int I = 0; I < N; ++I)
    Var[I] = M.addVariable("c" + std::to_string(I), 1, double(Opts.U), true);
  for (int I = 0; I < N; ++I)
    for (int J = I + 1; J < N; ++J) {
      double CI = R.Original[I], CJ = R.Original[J];
      // C[i]*C'[j] - C[j]*C'[i] - F <= 0 and ... + F >= 0.
      M.addRow({{Var[J], CI}, {Var[I], -CJ}, {F, -1}}, MILP::Sense::LessEq, 0);
      M.addRow({{Var[J], CI}, {Var[I], -CJ}, {F, 1}}, MILP::Sense::GreaterEq, 0);
      // Order kept; costs more than Separation apart stay apart.
      M.addRow({{Var[J], 1}, {Var[I], -1}}, MILP::Sense::GreaterEq,
               mustSeparate(R.Original[I], R.Original[J], Opts.Separation)
                   ? 1
                   : 0);
    }
  std::vector<MILP::Term> SumTerms;
  for (int I = 0; I < N; ++I)
    SumTerms.push_back({Var[I], 1});
  M.addRow(SumTerms, MILP::Sense::LessEq, double(Opts.U));
  std::vector<MILP::Term> Obj = SumTerms;
  Obj.push_back({F, double(Opts.U + 1)});
  M.setObjective(Obj);
  MILPOptions MO;
  MO.TimeLimit = Opts.TimeLimit;
  MILPResult Sol = solveMILP(M, MO);
  R.Status = Sol.Status;
  R.Seconds = Sol.Seconds;
  if (!hasSolution(Sol.Status))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cost normalization ILP ended %s",
                                   solveStatusName(Sol.Status).str().c_str());
  R.Normalized.resize(N);
  for (int I = 0; I < N; ++I)
    R.Normalized[I] = std::llround(Sol.Values[Var[I]]);
  R.F = std::llround(Sol.Values[F]);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J) {
      double Want = double(R.Original[I]) / double(R.Original[J]);
      double Got = double(R.Normalized[I]) / double(R.Normalized[J]);
      R.MaxRatioDistortion = std::max(R.MaxRatioDistortion,
                                      std::fabs(Got / Want - 1.0));
    }
  return R;
}

namespace {
/// True when every row of \p RT holds exactly the same units.
bool isBlock(const ReservationTable &RT) {
  if (RT.NumCycles == 0)
    return RT.Uses.empty();
  std::map<std::string, unsigned> First;
  std::vector<std::map<std::string, unsigned>> Rows(RT.NumCycles);
  for (const UnitUse &U : RT.Uses)
    Rows[U.Cycle][U.Unit] += U.Count;
  for (unsigned C = 1; C < RT.NumCycles; ++C)
    if (Rows[C] != Rows[0])
      return false;
  return true;
}

ReservationTable mapTable(const ReservationTable &RT,
                          const CostNormalization &N) {
  int64_t NewLen = N.map(RT.NumCycles);
  ReservationTable Out;
  Out.NumCycles = NewLen;
  if (RT.NumCycles == 0)
    return Out;
  if (isBlock(RT)) {
    for (const UnitUse &U : RT.Uses)
      if (U.Cycle == 0)
        for (int64_t C = 0; C < NewLen; ++C)
          Out.Uses.push_back({U.Unit, unsigned(C), U.Count});
    return Out;
  }
  std::map<std::pair<std::string, unsigned>, unsigned> Cells;
  for (const UnitUse &U : RT.Uses) {
    unsigned C = unsigned((uint64_t(U.Cycle) * NewLen) / RT.NumCycles);
    unsigned &Cell = Cells[{U.Unit, C}];
    Cell = std::max(Cell, U.Count);
  }
  for (const auto &[Key, Count] : Cells)
    Out.Uses.push_back({Key.first, Key.second, Count});
  return Out;
}
} // namespace

llvm::Expected<Problem> twill::normalizeProblem(const Problem &P,
                                                const NormalizationOptions &Opts,
                                                CostNormalization *Report) {
  std::vector<int64_t> Costs;
  for (const Operation &Op : P.Graph.operations()) {
    Costs.push_back(Op.Latency);
    Costs.push_back(Op.Reservation.NumCycles);
    Costs.push_back(Op.SpillCost);
  }
  for (const Dependence &D : P.Graph.dependences())
    Costs.push_back(D.Delay);
  auto N = normalizeCosts(Costs, Opts);
  if (!N)
    return N.takeError();
  Problem Out = P;
  for (Operation &Op : Out.Graph.operations()) {
    Op.Latency = N->map(Op.Latency);
    Op.SpillCost = N->map(Op.SpillCost);
    Op.Reservation = mapTable(Op.Reservation, *N);
  }
  for (Dependence &D : Out.Graph.dependences())
    D.Delay = N->map(D.Delay);
  if (Report)
    *Report = std::move(*N);
  return Out;
}
