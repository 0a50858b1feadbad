//===- MemAccess.cpp - NVPTX loads and stores, decoded --------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/MemAccess.h"

#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

using namespace llvm;
using namespace twill::nvptx;

namespace {

StringRef spaceName(int64_t Code) {
  switch (Code) {
  case 0:
    return "";
  case 1:
    return ".global";
  case 2:
    return ".const";
  case 3:
    return ".shared";
  case 5:
    return ".local";
  default:
    return "?";
  }
}

/// How many values \p Name (an NVPTX LD/ST/LDV/STV opcode) moves: 1, 2, 4,
/// or 0 where it is not a load or store through a 64-bit register.
unsigned accessWidth(StringRef Name, bool &IsStore, bool &RegImm) {
  bool Vector = Name.starts_with("LDV_") || Name.starts_with("STV_");
  IsStore = Name.starts_with("ST_") || Name.starts_with("STV_");
  if (!IsStore && !Vector && !Name.starts_with("LD_"))
    return 0;
  RegImm = Name.ends_with("_ari_64");
  if (!RegImm && !Name.ends_with("_areg_64"))
    return 0;
  if (!Vector)
    return 1;
  return Name.contains("_v2_") ? 2 : Name.contains("_v4_") ? 4 : 0;
}

} // namespace

std::optional<MemAccess> twill::nvptx::decodeMemAccess(const MachineInstr &MI,
                                         const TargetInstrInfo &TII) {
  bool IsStore = false, RegImm = false;
  unsigned N = accessWidth(TII.getName(MI.getOpcode()), IsStore, RegImm);
  if (N == 0 || MI.getNumOperands() != N + (RegImm ? 7 : 6))
    return std::nullopt;
  for (unsigned I = N; I < N + 5; ++I)
    if (!MI.getOperand(I).isImm())
      return std::nullopt;
  const MachineOperand &A = MI.getOperand(N + 5);
  if (!A.isReg() || !A.getReg().isVirtual() ||
      (RegImm && !MI.getOperand(N + 6).isImm()))
    return std::nullopt;
  MemAccess M;
  for (unsigned I = 0; I < N; ++I) {
    const MachineOperand &V = MI.getOperand(I);
    if (!V.isReg() || !V.getReg().isVirtual() || V.isDef() == IsStore)
      return std::nullopt;
    M.Values.push_back(V.getReg());
  }
  int64_t IsVol = MI.getOperand(N).getImm(),
          Space = MI.getOperand(N + 1).getImm(),
          Vec = MI.getOperand(N + 2).getImm(),
          Sign = MI.getOperand(N + 3).getImm(),
          Width = MI.getOperand(N + 4).getImm();
  if (IsVol != 0 || Vec != int64_t(N) || spaceName(Space) == "?" ||
      Sign < 0 || Sign > 3 ||
      !(Width == 8 || Width == 16 || Width == 32 || Width == 64))
    return std::nullopt;
  M.IsStore = IsStore;
  M.Addr = A.getReg();
  M.Offset = RegImm ? MI.getOperand(N + 6).getImm() : 0;
  M.SpaceCode = unsigned(Space);
  M.Space = spaceName(Space);
  M.Bytes = N * unsigned(Width) / 8;
  M.Type = (N > 1 ? ".v" + std::to_string(N) : std::string()) + "." +
           "usfb"[Sign] + std::to_string(Width);
  return M;
}
