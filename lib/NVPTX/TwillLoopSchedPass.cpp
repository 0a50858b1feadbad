//===- TwillLoopSchedPass.cpp - The scheduler as a standalone pass --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `twill-loop-sched`: runs the twill scheduler over every block the way the
/// MachineScheduler would, so tests can drive it on MIR with
/// `llc -run-pass=twill-loop-sched`. It has no alias analysis: memory
/// accesses are compared by their memory operands alone.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/TwillScheduleDAG.h"

#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"

#include <memory>

using namespace llvm;

namespace llvm {
void initializeTwillLoopSchedPass(PassRegistry &);
} // namespace llvm

namespace {

class TwillLoopSched : public MachineFunctionPass {
public:
  static char ID;
  TwillLoopSched() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "twill loop scheduler"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    MachineSchedContext Ctx;
    Ctx.MF = &MF;
    Ctx.MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    std::unique_ptr<ScheduleDAGInstrs> DAG(
        twill::nvptx::createTwillScheduleDAG(&Ctx));
    const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
    for (MachineBasicBlock &MBB : MF) {
      DAG->startBlock(&MBB);
      // The lowest region, as the MachineScheduler cuts it: from the last
      // scheduling boundary above the terminators.
      MachineBasicBlock::iterator End = MBB.getFirstTerminator();
      MachineBasicBlock::iterator Begin = End;
      unsigned N = 0;
      while (Begin != MBB.begin()) {
        MachineBasicBlock::iterator Prev = std::prev(Begin);
        if (TII->isSchedulingBoundary(*Prev, &MBB, MF))
          break;
        Begin = Prev;
        N += !Prev->isDebugInstr();
      }
      if (N > 1) {
        DAG->enterRegion(&MBB, Begin, End, N);
        DAG->schedule();
        DAG->exitRegion();
      }
      DAG->finishBlock();
    }
    DAG->finalizeSchedule();
    return true;
  }
};

} // namespace

char TwillLoopSched::ID = 0;

INITIALIZE_PASS_BEGIN(TwillLoopSched, "twill-loop-sched",
                      "twill loop scheduler", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(TwillLoopSched, "twill-loop-sched", "twill loop scheduler",
                    false, false)

namespace {
/// Registers the pass when the plugin is loaded, so -run-pass finds it.
struct RegisterTwillLoopSched {
  RegisterTwillLoopSched() {
    initializeTwillLoopSchedPass(*PassRegistry::getPassRegistry());
  }
} Registration;
} // namespace
