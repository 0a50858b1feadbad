//===- LoopTrial.cpp - A detached copy of a loop to try a change on -------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// DetachedLoop (LoopTrial.h).
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopTrial.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

using namespace llvm;
using namespace twill::nvptx;

namespace {

/// How the copy's operands are renamed: registers the loop defines, and
/// blocks (the loop's to their copies, the preheader to the copy's entry,
/// exits to the copy's exit).
struct CopyMap {
  DenseMap<Register, Register> Regs;
  DenseMap<MachineBasicBlock *, MachineBasicBlock *> Blocks;
  MachineBasicBlock *Exit = nullptr;

  MachineBasicBlock *block(MachineBasicBlock *B) const {
    auto It = Blocks.find(B);
    return It == Blocks.end() ? Exit : It->second;
  }
  Register reg(Register R) const {
    auto It = Regs.find(R);
    return It == Regs.end() ? R : It->second;
  }
};

/// Appends to \p C a copy of \p MI, renamed through \p M, without kill or
/// dead flags.
void copyInstr(const MachineInstr &MI, MachineBasicBlock &C,
               const CopyMap &M) {
  MachineInstr *N = C.getParent()->CloneMachineInstr(&MI);
  C.push_back(N);
  for (MachineOperand &MO : N->operands()) {
    if (MO.isMBB()) {
      MO.setMBB(M.block(MO.getMBB()));
      continue;
    }
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    MO.setReg(M.reg(MO.getReg()));
    MO.setIsKill(false);
    MO.setIsDead(false);
  }
}

/// Makes \p C's branches explicit where its original \p B falls through to
/// the next block of the layout (the copies are laid out elsewhere).
void explicitBranches(MachineBasicBlock &B, MachineBasicBlock &C,
                      const CopyMap &M, const TargetInstrInfo &TII) {
  if (!B.canFallThrough())
    return;
  MachineBasicBlock *Next = &*std::next(B.getIterator());
  MachineBasicBlock *T = nullptr, *F = nullptr;
  SmallVector<MachineOperand, 4> Cond;
  if (TII.analyzeBranch(B, T, F, Cond, /*AllowModify=*/false))
    return;
  SmallVector<MachineOperand, 4> NewCond;
  for (const MachineOperand &MO : Cond)
    NewCond.push_back(MO.isReg() ? MachineOperand::CreateReg(
                                       M.reg(MO.getReg()), /*isDef=*/false)
                                 : MO);
  TII.removeBranch(C);
  if (!T)
    TII.insertBranch(C, M.block(Next), nullptr, {}, B.findBranchDebugLoc());
  else
    TII.insertBranch(C, M.block(T), F ? M.block(F) : M.block(Next), NewCond,
                     B.findBranchDebugLoc());
}

} // namespace

DetachedLoop::DetachedLoop(MachineLoop &L, MachineLoopInfo &MLI,
                           const TargetInstrInfo &TII)
    : MF(*L.getHeader()->getParent()), MLI(MLI) {
  for (const MachineBasicBlock &B : MF)
    Before.insert(&B);
  MachineRegisterInfo &MRI = MF.getRegInfo();
  SmallVector<MachineBasicBlock *, 8> Blocks;
  for (MachineBasicBlock &B : MF)
    if (L.contains(&B))
      Blocks.push_back(&B);
  CopyMap M;
  MachineBasicBlock *Entry = MF.CreateMachineBasicBlock();
  MF.push_back(Entry);
  for (MachineBasicBlock *B : Blocks) {
    MachineBasicBlock *C = MF.CreateMachineBasicBlock(B->getBasicBlock());
    MF.push_back(C);
    M.Blocks[B] = C;
    // all_defs: an inline asm's outputs are not among defs() (its
    // descriptor has none), and a copy that kept them would define each
    // register twice.
    for (const MachineInstr &MI : *B)
      for (const MachineOperand &MO : MI.all_defs())
        if (MO.getReg().isVirtual())
          M.Regs[MO.getReg()] =
              MRI.createVirtualRegister(MRI.getRegClass(MO.getReg()));
  }
  M.Exit = MF.CreateMachineBasicBlock();
  MF.push_back(M.Exit);
  MachineBasicBlock *P = L.getLoopPreheader();
  M.Blocks[P] = Entry;
  // The blocks, their branches and their edges.
  for (MachineBasicBlock *B : Blocks) {
    MachineBasicBlock &C = *M.Blocks[B];
    for (const MachineInstr &MI : *B)
      copyInstr(MI, C, M);
    explicitBranches(*B, C, M, TII);
    for (auto It = B->succ_begin(); It != B->succ_end(); ++It)
      C.addSuccessor(M.block(*It), B->getSuccProbability(It));
  }
  MachineBasicBlock *Header = M.Blocks[L.getHeader()];
  TII.insertBranch(*Entry, Header, nullptr, {}, DebugLoc());
  Entry->addSuccessor(Header);
  // An edge (and no branch) from the preheader, so that the dominator tree
  // places the copy as it places the loop: what dominates the loop
  // dominates the copy, and the loop's own values do not (the register
  // estimate's live-ins read the tree).
  P->addSuccessor(Entry);
  // The exit's PHIs, for the loop's values that leave it.
  if (MachineBasicBlock *E = L.getExitBlock())
    for (const MachineInstr &Phi : E->phis()) {
      MachineInstrBuilder N =
          BuildMI(*M.Exit, M.Exit->end(), Phi.getDebugLoc(),
                  TII.get(TargetOpcode::PHI),
                  MRI.createVirtualRegister(
                      MRI.getRegClass(Phi.getOperand(0).getReg())));
      for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
        if (L.contains(Phi.getOperand(I + 1).getMBB()))
          N.addReg(M.reg(Phi.getOperand(I).getReg()))
              .addMBB(M.Blocks[Phi.getOperand(I + 1).getMBB()]);
    }
  // The loop: the header's copy first.
  Copy = MLI.AllocateLoop();
  MLI.addTopLevelLoop(Copy);
  Copy->addBasicBlockToLoop(Header, MLI);
  for (MachineBasicBlock *B : Blocks)
    if (B != L.getHeader())
      Copy->addBasicBlockToLoop(M.Blocks[B], MLI);
}

DetachedLoop::~DetachedLoop() { erase(); }

void DetachedLoop::erase() {
  if (Erased)
    return;
  Erased = true;
  SmallVector<MachineBasicBlock *, 16> Made;
  for (MachineBasicBlock &B : MF)
    if (!Before.contains(&B))
      Made.push_back(&B);
  for (MachineBasicBlock *B : Made) {
    MLI.removeBlock(B);
    B->clear();
  }
  for (MachineBasicBlock *B : Made) {
    while (!B->succ_empty())
      B->removeSuccessor(B->succ_begin());
    while (!B->pred_empty())
      (*B->pred_begin())->removeSuccessor(B);
  }
  for (MachineBasicBlock *B : Made)
    B->eraseFromParent();
  // The copy's loops (the copy, and any a change added beside it) are
  // top-level loops that no longer hold a block.
  for (unsigned I = 0; I < MLI.getTopLevelLoops().size();) {
    MachineLoop *TL = MLI.getTopLevelLoops()[I];
    if (TL->getNumBlocks() == 0 && TL->getSubLoops().empty())
      MLI.removeLoop(MLI.begin() + I);
    else
      ++I;
  }
}
