//===- CompileBudget.cpp - Time and size budgets of the plugin ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/CompileBudget.h"

#include "twill/NVPTX/Options.h"

#include "llvm/CodeGen/MachineFunction.h"

#include <algorithm>
#include <mutex>

using namespace llvm;
using namespace twill::nvptx;

namespace {

/// The function being compiled and what its loops have spent. Codegen
/// compiles one function at a time per thread; a new function resets it.
struct FunctionSpend {
  const Function *F = nullptr;
  double Seconds = 0;
};

std::mutex SpendMutex;
FunctionSpend Spend;

double spentOn(const MachineFunction &MF) {
  if (Spend.F != &MF.getFunction()) {
    Spend.F = &MF.getFunction();
    Spend.Seconds = 0;
  }
  return Spend.Seconds;
}

} // namespace

double twill::nvptx::loopTimeLimit(const MachineFunction &MF) {
  PluginOptions O = getPluginOptions();
  std::lock_guard<std::mutex> Lock(SpendMutex);
  double Left = O.FunctionTimeLimit - spentOn(MF);
  return std::max(0.0, std::min(O.TimeLimit, Left));
}

void twill::nvptx::chargeFunction(const MachineFunction &MF, double Seconds) {
  std::lock_guard<std::mutex> Lock(SpendMutex);
  spentOn(MF);
  Spend.Seconds += Seconds;
}
