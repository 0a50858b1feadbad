//===- SolveStatus.cpp - The solvers' typed vocabulary --------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// stableName() for every enum of SolveStatus.h. These strings appear in
/// reports, JSON and remarks: change none of them.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/SolveStatus.h"
#include "twill/Model/EnumNames.h"

using namespace twill;

namespace {
/// The names, indexed by the enumerators' values (in declaration order).
constexpr const char *StatusNames[] = {"optimal", "feasible", "infeasible",
                                       "timeout", "error"};
constexpr const char *MethodNames[] = {
    "", "heuristic", "ilp", "time-indexed", "bound", "smt", "difference-logic"};
constexpr const char *PhaseNames[] = {"bounds", "phase1", "phase2"};
constexpr ConstraintFamily Families[] = {
    ConstraintFamily::Uniqueness,     ConstraintFamily::Dependence,
    ConstraintFamily::Capacity,       ConstraintFamily::Memory,
    ConstraintFamily::WarpUniqueness, ConstraintFamily::VariableLatency,
    ConstraintFamily::RegisterLimit,  ConstraintFamily::CrossWarpSpill,
    ConstraintFamily::Concurrency,    ConstraintFamily::SameGroup};
constexpr const char *FamilyNames[] = {
    "uniqueness",     "dependence",       "capacity",
    "memory",         "warp-uniqueness",  "variable-latency",
    "register-limit", "cross-warp-spill", "concurrency",
    "same-group"};

} // namespace

llvm::StringRef twill::stableName(SolveStatus S) {
  return enumName(StatusNames, S, "error");
}

llvm::StringRef twill::stableName(SolveMethod M) {
  return enumName(MethodNames, M, "");
}

llvm::StringRef twill::stableName(SearchPhase P) {
  return enumName(PhaseNames, P, "");
}

llvm::StringRef twill::stableName(ConstraintFamily F) {
  return enumName(FamilyNames, F, "");
}

llvm::ArrayRef<ConstraintFamily> twill::allConstraintFamilies() {
  return Families;
}

std::optional<ConstraintFamily>
twill::parseConstraintFamily(llvm::StringRef Name) {
  for (ConstraintFamily F : allConstraintFamilies())
    if (stableName(F) == Name)
      return F;
  return std::nullopt;
}
