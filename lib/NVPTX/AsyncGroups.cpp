//===- AsyncGroups.cpp - cp.async groups in a loop body -------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/AsyncGroups.h"
#include "twill/NVPTX/ModuloExpander.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

using namespace llvm;
using namespace twill::nvptx;

namespace {

StringRef opName(const MachineInstr &MI, const TargetInstrInfo &TII) {
  return TII.getName(MI.getOpcode());
}

/// Any instruction that touches async groups other than a plain copy.
bool namesAsyncGroups(const MachineInstr &MI, const TargetInstrInfo &TII) {
  if (MI.isInlineAsm())
    return StringRef(MI.getOperand(0).getSymbolName()).contains("cp.async");
  return opName(MI, TII).starts_with("CP_ASYNC");
}

/// The value of an immediate operand \p Idx of \p MI, or nullopt.
std::optional<int64_t> immOf(const MachineInstr &MI, unsigned Idx) {
  if (Idx >= MI.getNumOperands() || !MI.getOperand(Idx).isImm())
    return std::nullopt;
  return MI.getOperand(Idx).getImm();
}

} // namespace

std::optional<std::pair<Register, unsigned>>
twill::nvptx::asyncCopyDestination(const MachineInstr &MI,
                                   const TargetInstrInfo &TII) {
  StringRef Name = opName(MI, TII);
  if (!Name.consume_front("CP_ASYNC_CA_SHARED_GLOBAL_") &&
      !Name.consume_front("CP_ASYNC_CG_SHARED_GLOBAL_"))
    return std::nullopt;
  unsigned Bytes = 0;
  if (Name.consumeInteger(10, Bytes) || (Bytes != 4 && Bytes != 8 &&
                                         Bytes != 16))
    return std::nullopt;
  if (MI.getNumOperands() < 1 || !MI.getOperand(0).isReg())
    return std::nullopt;
  return std::make_pair(MI.getOperand(0).getReg(), Bytes);
}

std::optional<AsyncGroupBody>
twill::nvptx::matchAsyncGroupBody(ArrayRef<MachineInstr *> Body,
                                  const TargetInstrInfo &TII) {
  AsyncGroupBody G;
  std::optional<unsigned> Commit, Wait;
  for (auto [Idx, MI] : enumerate(Body)) {
    if (!namesAsyncGroups(*MI, TII))
      continue;
    StringRef Name = opName(*MI, TII);
    if (!MI->isInlineAsm() && asyncCopyDestination(*MI, TII)) {
      if (Commit)
        return std::nullopt;
      G.Copies.push_back(Idx);
    } else if (!MI->isInlineAsm() && Name == "CP_ASYNC_COMMIT_GROUP" &&
               !Commit) {
      Commit = Idx;
    } else if (!MI->isInlineAsm() && Name == "CP_ASYNC_WAIT_GROUP" && Commit &&
               !Wait && immOf(*MI, 0) == 0) {
      Wait = Idx;
    } else {
      return std::nullopt;
    }
  }
  if (G.Copies.empty() || !Commit || !Wait)
    return std::nullopt;
  G.Commit = *Commit;
  G.Wait = *Wait;
  return G;
}

namespace {

/// The step of a header PHI \p K of \p Loop when its latch value is K + c
/// (inductionStep at the PHI's width).
std::optional<int64_t> phiStep(const MachineInstr &K,
                               const MachineBasicBlock &Loop,
                               const MachineRegisterInfo &MRI,
                               const TargetInstrInfo &TII) {
  if (!K.isPHI() || K.getParent() != &Loop)
    return std::nullopt;
  Register Phi = K.getOperand(0).getReg();
  const TargetRegisterInfo *TRI = MRI.getTargetRegisterInfo();
  unsigned Bits = TRI->getRegSizeInBits(*MRI.getRegClass(Phi));
  for (unsigned I = 1; I + 1 < K.getNumOperands(); I += 2) {
    if (K.getOperand(I + 1).getMBB() != &Loop)
      continue;
    const MachineInstr *Add = MRI.getUniqueVRegDef(K.getOperand(I).getReg());
    if (!Add || (Bits != 32 && Bits != 64))
      return std::nullopt;
    return inductionStep(*Add, TII, Phi, Bits);
  }
  return std::nullopt;
}

/// Whether \p R counts up by one per iteration of \p Loop: a header PHI
/// with latch value R + 1, or that latch value.
bool countsByOne(Register R, const MachineBasicBlock &Loop,
                 const MachineRegisterInfo &MRI, const TargetInstrInfo &TII) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getUniqueVRegDef(R) : nullptr;
  if (!Def)
    return false;
  if (Def->isPHI())
    return phiStep(*Def, Loop, MRI, TII) == 1;
  if (Def->getParent() != &Loop || !opName(*Def, TII).starts_with("ADDi") ||
      Def->getNumOperands() != 3 || !Def->getOperand(1).isReg() ||
      immOf(*Def, 2) != 1)
    return false;
  const MachineInstr *Phi = MRI.getUniqueVRegDef(Def->getOperand(1).getReg());
  return Phi && phiStep(*Phi, Loop, MRI, TII) == 1;
}

/// Defined outside \p Loop (the same value in every iteration).
bool invariantIn(Register R, const MachineBasicBlock &Loop,
                 const MachineRegisterInfo &MRI) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getUniqueVRegDef(R) : nullptr;
  return Def && Def->getParent() != &Loop;
}

} // namespace

std::optional<MaskedSlot>
twill::nvptx::maskedSlot(Register Addr, const MachineBasicBlock &Loop,
                         const TargetInstrInfo &TII) {
  const MachineRegisterInfo &MRI = Loop.getParent()->getRegInfo();
  const MachineInstr *Add =
      Addr.isVirtual() ? MRI.getUniqueVRegDef(Addr) : nullptr;
  if (!Add || Add->getParent() != &Loop ||
      !opName(*Add, TII).starts_with("ADDi") ||
      !opName(*Add, TII).ends_with("rr") || Add->getNumOperands() != 3)
    return std::nullopt;
  for (unsigned B = 1; B <= 2; ++B) {
    Register Base = Add->getOperand(B).getReg();
    Register Scaled = Add->getOperand(3 - B).getReg();
    if (!invariantIn(Base, Loop, MRI))
      continue;
    // Scaled = (K & (P - 1)) * Stride, as MULWIDE*Imm, MUL*ri or SHL*ri.
    const MachineInstr *Mul = MRI.getUniqueVRegDef(Scaled);
    if (!Mul || Mul->getNumOperands() != 3 || !Mul->getOperand(1).isReg())
      continue;
    StringRef M = opName(*Mul, TII);
    std::optional<int64_t> C = immOf(*Mul, 2);
    int64_t Stride = 0;
    if (C && (M.starts_with("MULWIDE") || M.starts_with("MULi")) &&
        (M.ends_with("Imm") || M.ends_with("ri")))
      Stride = *C;
    else if (C && M.starts_with("SHL") && M.ends_with("ri") && *C >= 0 &&
             *C < 32)
      Stride = int64_t(1) << *C;
    if (Stride <= 0)
      continue;
    const MachineInstr *And = MRI.getUniqueVRegDef(Mul->getOperand(1).getReg());
    if (!And || !opName(*And, TII).starts_with("AND") ||
        And->getNumOperands() != 3 || !And->getOperand(1).isReg())
      continue;
    std::optional<int64_t> Mask = immOf(*And, 2);
    if (!Mask || *Mask < 1 || *Mask > 63 || !isPowerOf2_64(*Mask + 1) ||
        !countsByOne(And->getOperand(1).getReg(), Loop, MRI, TII))
      continue;
    return MaskedSlot{*Mask + 1, Stride};
  }
  return std::nullopt;
}

int64_t twill::nvptx::conflictDistance(const MaskedSlot &Slot, int64_t OffA,
                                       int64_t BytesA, int64_t OffB,
                                       int64_t BytesB) {
  for (int64_t D = 1; D <= Slot.Period; ++D) {
    // The slot index moves by D mod P, or by that minus P where it wraps.
    int64_t R = D % Slot.Period;
    for (int64_t S : {R, R ? R - Slot.Period : 0}) {
      int64_t Lo = S * Slot.Stride + OffB; // B's first byte, A's frame.
      if (Lo < OffA + BytesA && OffA < Lo + BytesB)
        return D;
    }
  }
  return 0;
}
