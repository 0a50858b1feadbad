//===- SchedMetadata.cpp - Warp-group metadata in the PTX text ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/SchedMetadata.h"

#include "twill/NVPTX/InstrClassifier.h"

#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

std::string twill::nvptx::loopName(const MachineLoop &L) {
  const MachineBasicBlock *H = L.getHeader();
  std::string Name = H->getParent()->getName().str() + ":bb." +
                     std::to_string(H->getNumber());
  if (!H->getName().empty())
    Name += "." + H->getName().str();
  return Name;
}

StringRef twill::nvptx::loopCodeName(LoopCode C) {
  switch (C) {
  case LoopCode::Pipelined:
    return "pipelined";
  case LoopCode::Reordered:
    return "reordered";
  case LoopCode::OrderKept:
    return "order-kept";
  }
  llvm_unreachable("unknown LoopCode");
}

std::string twill::nvptx::formatLoopMetadata(const LoopDDG &DDG,
                                             const LoopSchedule &LS,
                                             StringRef BlockName,
                                             StringRef MachineName,
                                             MetadataForm Form,
                                             unsigned EmittedCopies,
                                             LoopCode Code) {
  if (Form == MetadataForm::None)
    return "";
  const ModuloSchedule &S = LS.Schedule;
  const Problem &P = LS.SolvedProblem;
  std::string Text;
  raw_string_ostream OS(Text);
  OS << MetadataPrefix << "loop " << BlockName << " ii=" << S.II
     << " mii=" << LS.MII << " l=" << S.Length << " copies=" << EmittedCopies
     << " sched_copies=" << S.copies()
     << " machine=" << MachineName << " solver=" << loopSolverName(LS.Solver)
     << " status=" << solveStatusName(LS.Status)
     << " ops=" << P.Graph.numOperations() << " code=" << loopCodeName(Code);
  if (Form == MetadataForm::Header)
    return Text;
  unsigned WarpsPerGroup =
      P.Warps && P.Warps->WarpsPerGroup ? P.Warps->WarpsPerGroup : 4;
  for (auto [K, Op] : enumerate(LS.Order)) {
    const Operation &O = P.Graph.op(Op);
    OS << "\n\t" << MetadataPrefix << "op " << K << " stage=" << S.stage(Op)
       << " cycle=" << S.Start[Op] << " wg=";
    if (S.Warps)
      OS << S.Warps->Warp[Op] / WarpsPerGroup;
    else
      OS << "-";
    OS << " unit=" << (O.Reservation.empty() ? "-" : O.Reservation.Uses[0].Unit)
       << " class=" << O.Kind << " " << DDG.Classes[Op].Mnemonic;
  }
  return Text;
}

void twill::nvptx::insertMetadata(MachineBasicBlock &MBB, StringRef Text,
                                  LiveIntervals *LIS) {
  if (Text.empty())
    return;
  MachineFunction &MF = *MBB.getParent();
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  // The asm string must live as long as the function.
  const char *Str = MF.createExternalSymbolName(Text);
  MachineInstr *MI =
      BuildMI(MBB, MBB.getFirstNonPHI(), DebugLoc(),
              TII->get(TargetOpcode::INLINEASM))
          .addExternalSymbol(Str)
          .addImm(InlineAsm::Extra_HasSideEffects);
  // The MachineScheduler keeps slot indexes up to date; so must we.
  if (LIS)
    LIS->InsertMachineInstrInMaps(*MI);
}
