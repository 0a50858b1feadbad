//===- MemAccess.cpp - NVPTX loads and stores, decoded --------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"

#include <iterator>
#include <tuple>

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

/// NVPTX's ld.global.nc records (NVPTXIntrinsics.td, LLVM 19), which
/// carry neither the LD_ flags nor memory operands:
///   INT_PTX_LDG_GLOBAL_<t>areg64 / <t>ari64:    dst, addr[, offset]
///   INT_PTX_LDG_G_v<N><t>_ELE_areg64 / _ari64:  dst x N, addr[, offset]
/// with <t> one of i8 i16 i32 i64 f32 f64 (printed .u8 ... .u64, .f32,
/// .f64). Decoded as loads from ".global.nc"; nullopt for anything else
/// (32-bit addresses, a symbol).
std::optional<MemAccess> decodeNonCoherentLoad(const MachineInstr &MI,
                                               StringRef Name) {
  unsigned N = 1;
  StringRef T, Addr;
  if (Name.consume_front("INT_PTX_LDG_GLOBAL_")) {
    Addr = Name.ends_with("areg64") ? "areg64"
           : Name.ends_with("ari64") ? "ari64"
                                     : "";
    if (Addr.empty())
      return std::nullopt;
    T = Name.drop_back(Addr.size());
  } else if (Name.consume_front("INT_PTX_LDG_G_v")) {
    if (Name.consume_front("2"))
      N = 2;
    else if (Name.consume_front("4"))
      N = 4;
    else
      return std::nullopt;
    std::tie(T, Addr) = Name.split("_ELE_");
  } else {
    return std::nullopt;
  }
  if (Addr != "areg64" && Addr != "ari64")
    return std::nullopt;
  bool RegImm = Addr == "ari64";
  static const std::pair<StringRef, StringRef> Types[] = {
      {"i8", ".u8"},   {"i16", ".u16"}, {"i32", ".u32"},
      {"i64", ".u64"}, {"f32", ".f32"}, {"f64", ".f64"}};
  const auto *It = find_if(Types, [&](const auto &P) { return P.first == T; });
  if (It == std::end(Types) || MI.getNumOperands() != N + (RegImm ? 2 : 1))
    return std::nullopt;
  MemAccess M;
  for (unsigned I = 0; I < N; ++I) {
    const MachineOperand &V = MI.getOperand(I);
    if (!V.isReg() || !V.getReg().isVirtual() || !V.isDef())
      return std::nullopt;
    M.Values.push_back(V.getReg());
  }
  const MachineOperand &A = MI.getOperand(N);
  if (!A.isReg() || !A.getReg().isVirtual() ||
      (RegImm && !MI.getOperand(N + 1).isImm()))
    return std::nullopt;
  unsigned Width = 0;
  It->second.drop_front(2).getAsInteger(10, Width);
  M.Addr = A.getReg();
  M.Offset = RegImm ? MI.getOperand(N + 1).getImm() : 0;
  M.SpaceCode = 1;
  M.Space = ".global.nc";
  M.NonCoherent = true;
  M.Type = (N > 1 ? ".v" + std::to_string(N) : std::string()) +
           It->second.str();
  M.Bytes = N * Width / 8;
  return M;
}

/// The state space \p Name (an NVPTX opcode) converts a pointer of to a
/// generic address: cvta_shared_64, cvta_global_64, ... (cvta.<space>);
/// nullopt for every other opcode (cvta_to_<space> goes the other way).
std::optional<unsigned> cvtaSpace(StringRef Name) {
  if (!Name.consume_front("cvta_") || Name.starts_with("to_"))
    return std::nullopt;
  return StringSwitch<std::optional<unsigned>>(Name.split('_').first)
      .Case("global", 1)
      .Case("const", 2)
      .Case("shared", 3)
      .Case("local", 5)
      .Default(std::nullopt);
}

/// What tracing one value back learns: Nothing (not a pointer the trace
/// follows: an offset, a loaded pointer), Cycle (it reached a definition
/// already on its path: a loop-carried pointer, neutral), a state space,
/// or Unknown (two spaces, or a pointer choice the trace cannot follow).
struct Traced {
  enum Kind { Nothing, Cycle, Space, Unknown } K = Nothing;
  unsigned Code = 0;
};

/// The trace of one address (tracedStateSpace).
class SpaceTrace {
public:
  explicit SpaceTrace(const MachineRegisterInfo &MRI) : MRI(MRI) {}

  Traced trace(Register R) {
    const MachineInstr *Def = R.isVirtual() ? MRI.getUniqueVRegDef(R) : nullptr;
    if (!Def || ++Steps > 64)
      return {Traced::Unknown};
    if (!Open.insert(Def).second)
      return {Traced::Cycle};
    Traced T = traceDef(*Def);
    Open.erase(Def);
    return T;
  }

private:
  /// A move, PHI or select passes a pointer on: every value it may pass
  /// must trace to the one space (cycles aside). An add or a subtract
  /// moves it: the operands that trace to a space must agree, and the
  /// others are offsets.
  Traced traceDef(const MachineInstr &Def) {
    StringRef Name =
        Def.getMF()->getSubtarget().getInstrInfo()->getName(Def.getOpcode());
    if (std::optional<unsigned> S = cvtaSpace(Name))
      return {Traced::Space, *S};
    SmallVector<unsigned, 4> Ops;
    bool Choice = Def.isPHI() || Def.isCopy() || Name == "IMOV64rr" ||
                  Name.starts_with("SELP_b64") ||
                  Name.starts_with("SELP_s64") || Name.starts_with("SELP_u64");
    if (Def.isPHI())
      for (unsigned I = 1; I < Def.getNumOperands(); I += 2)
        Ops.push_back(I);
    else if (Choice || Name.starts_with("ADDi64"))
      Ops = {1, 2};
    else if (Name.starts_with("SUBi64"))
      Ops = {1};
    Traced Out{Choice ? Traced::Cycle : Traced::Nothing};
    for (unsigned I : Ops) {
      if (I >= Def.getNumOperands() || !Def.getOperand(I).isReg())
        continue;
      Traced T = trace(Def.getOperand(I).getReg());
      if (T.K == Traced::Unknown || (Choice && T.K == Traced::Nothing) ||
          (T.K == Traced::Space && Out.K == Traced::Space &&
           T.Code != Out.Code))
        return {Traced::Unknown};
      if (T.K == Traced::Space ||
          (T.K == Traced::Cycle && !Choice && Out.K == Traced::Nothing))
        Out = T;
    }
    return Out;
  }

  const MachineRegisterInfo &MRI;
  SmallPtrSet<const MachineInstr *, 16> Open;
  unsigned Steps = 0;
};

} // namespace

std::optional<unsigned>
twill::nvptx::tracedStateSpace(Register Addr, const MachineRegisterInfo &MRI) {
  Traced T = SpaceTrace(MRI).trace(Addr);
  if (T.K != Traced::Space)
    return std::nullopt;
  return T.Code;
}

bool twill::nvptx::isNonCoherentLoad(const MachineInstr &MI) {
  const MachineFunction *MF = MI.getMF();
  return MF && MF->getSubtarget()
                   .getInstrInfo()
                   ->getName(MI.getOpcode())
                   .starts_with("INT_PTX_LDG_");
}

MachineInstr *twill::nvptx::rewriteAsCoherentLoad(MachineInstr &MI) {
  MachineFunction &MF = *MI.getMF();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  std::optional<MemAccess> M = decodeMemAccess(MI, TII);
  if (!M || !M->NonCoherent)
    return nullptr;
  // M->Type: [.v<N>].<u|f><bits>; the LD_ record is named by <i|f><bits>.
  StringRef Elem = StringRef(M->Type).rsplit('.').second;
  if (Elem.size() < 2)
    return nullptr;
  bool Float = Elem.front() == 'f';
  unsigned Bits = 0;
  if (Elem.drop_front().getAsInteger(10, Bits) || Bits < 16)
    return nullptr;
  unsigned N = M->Values.size();
  bool RegImm = MI.getNumOperands() == N + 2;
  std::string Name = (N == 1 ? "LD_" : "LDV_") +
                     std::string(Float ? "f" : "i") + std::to_string(Bits) +
                     (N == 1 ? "" : "_v" + std::to_string(N)) +
                     (RegImm ? "_ari_64" : "_areg_64");
  unsigned Opc = opcodeNamed(TII, Name);
  if (!Opc)
    return nullptr;
  // The flags of NVPTXInstrInfo.td's LD records (NVPTX::PTXLdStInstCode):
  // not volatile, global (1), scalar (1) or v2/v4, unsigned (0) or float
  // (2), the width in bits.
  MachineInstrBuilder MIB =
      BuildMI(*MI.getParent(), MI, MI.getDebugLoc(), TII.get(Opc));
  for (Register V : M->Values)
    MIB.addDef(V);
  MIB.addImm(0).addImm(1).addImm(N).addImm(Float ? 2 : 0).addImm(Bits);
  MIB.addReg(M->Addr);
  if (RegImm)
    MIB.addImm(M->Offset);
  MIB.addMemOperand(MF.getMachineMemOperand(
      MachinePointerInfo(/*AddressSpace=*/1), MachineMemOperand::MOLoad,
      LLT::scalar(M->Bytes * 8), Align(M->Bytes)));
  MI.eraseFromParent();
  return MIB;
}

std::optional<MemAccess> twill::nvptx::decodeMemAccess(const MachineInstr &MI,
                                         const TargetInstrInfo &TII) {
  bool IsStore = false, RegImm = false;
  StringRef Name = TII.getName(MI.getOpcode());
  if (Name.starts_with("INT_PTX_LDG_"))
    return decodeNonCoherentLoad(MI, Name);
  unsigned N = accessWidth(Name, IsStore, RegImm);
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

bool twill::nvptx::isPlainGlobalLoad(const MachineInstr &MI) {
  constexpr unsigned GlobalSpace = 1;
  if (!MI.mayLoad() || MI.mayStore() || MI.isCall() ||
      MI.hasUnmodeledSideEffects() || MI.memoperands_empty())
    return false;
  return all_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    return MMO->getAddrSpace() == GlobalSpace && !MMO->isVolatile() &&
           !MMO->isAtomic() && MMO->isLoad() && !MMO->isStore();
  });
}

void twill::nvptx::addInlineAsmUse(MachineInstrBuilder &MIB, Register R) {
  const MachineRegisterInfo &MRI = MIB->getMF()->getRegInfo();
  InlineAsm::Flag F(InlineAsm::Kind::RegUse, 1);
  F.setRegClass(MRI.getRegClass(R)->getID());
  MIB.addImm(F);
  MIB.addReg(R);
}
