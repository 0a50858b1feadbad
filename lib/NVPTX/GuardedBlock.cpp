//===- GuardedBlock.cpp - If-then bodies folded into one block ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// analyzeGuardedLoop() and foldGuardedLoop() (GuardedBlock.h). NVPTX's
/// machine instructions have no predicated forms, so a guarded load or
/// store becomes inline PTX with a guard, built from the operands of the
/// NVPTX LD/ST instruction it replaces:
///   LD_<t>_areg_64 / LD_<t>_ari_64: dst, isVol, addrspace, vec, sign,
///                                    width, addr[, offset]
///   ST_<t>_areg_64 / ST_<t>_ari_64: src, isVol, addrspace, vec, sign,
///                                    width, addr[, offset]
/// (NVPTXInstrInfo.td, LLVM 19; the codes are NVPTX::PTXLdStInstCode's).
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/GuardedBlock.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;
using namespace twill::nvptx;

namespace {

Error fail(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

/// The instruction as the remark names it.
std::string describe(const MachineInstr &MI) {
  std::string Text;
  raw_string_ostream OS(Text);
  MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
           /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  return StringRef(Text).trim().str();
}

/// A scalar NVPTX load or store that can run under a guard.
struct MemAccess {
  bool IsStore = false;
  /// The value stored, or the register loaded.
  Register Value;
  Register Addr;
  int64_t Offset = 0;
  /// ".global", ".shared", ... ("" for generic), and ".u32", ".f64", ...
  StringRef Space;
  std::string Type;
};

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

/// Decodes \p MI as a non-volatile scalar load or store with a 64-bit
/// register address (and an immediate offset); nullopt otherwise.
std::optional<MemAccess> decodeMemAccess(const MachineInstr &MI,
                                         const TargetInstrInfo &TII) {
  StringRef Name = TII.getName(MI.getOpcode());
  bool IsStore = Name.starts_with("ST_");
  if (!IsStore && !Name.starts_with("LD_"))
    return std::nullopt;
  bool Reg = Name.ends_with("_areg_64"), RegImm = Name.ends_with("_ari_64");
  unsigned Want = RegImm ? 8 : 7;
  if ((!Reg && !RegImm) || MI.getNumOperands() != Want)
    return std::nullopt;
  for (unsigned I : {1u, 2u, 3u, 4u, 5u})
    if (!MI.getOperand(I).isImm())
      return std::nullopt;
  const MachineOperand &V = MI.getOperand(0), &A = MI.getOperand(6);
  if (!V.isReg() || !V.getReg().isVirtual() || !A.isReg() ||
      !A.getReg().isVirtual() || (RegImm && !MI.getOperand(7).isImm()))
    return std::nullopt;
  int64_t IsVol = MI.getOperand(1).getImm(), Space = MI.getOperand(2).getImm(),
          Vec = MI.getOperand(3).getImm(), Sign = MI.getOperand(4).getImm(),
          Width = MI.getOperand(5).getImm();
  if (IsVol != 0 || Vec != 1 || spaceName(Space) == "?" || Sign < 0 ||
      Sign > 3 || !(Width == 8 || Width == 16 || Width == 32 || Width == 64))
    return std::nullopt;
  MemAccess M;
  M.IsStore = IsStore;
  M.Value = V.getReg();
  M.Addr = A.getReg();
  M.Offset = RegImm ? MI.getOperand(7).getImm() : 0;
  M.Space = spaceName(Space);
  M.Type = std::string(".") + "usfb"[Sign] + std::to_string(Width);
  return M;
}

/// Why \p MI cannot run in the folded body, or "" when it can: pure
/// instructions run unconditionally, decodable loads and stores under the
/// guard.
std::string whyNotFoldable(const MachineInstr &MI, const TargetInstrInfo &TII) {
  if (MI.isPHI())
    return "a PHI";
  if (MI.isCall() || MI.isInlineAsm() || MI.hasUnmodeledSideEffects() ||
      MI.isConvergent() || TII.isFrameInstr(MI))
    return "it has side effects, calls, or must run as the threads converge";
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg() && !MO.getReg().isVirtual())
      return "it names a physical register";
  if (!MI.mayLoad() && !MI.mayStore())
    return "";
  if (any_of(MI.memoperands(),
             [](const MachineMemOperand *MMO) { return MMO->isAtomic(); }))
    return "an atomic access";
  if (!decodeMemAccess(MI, TII))
    return "a memory access other than a scalar, non-volatile load or store "
           "through a 64-bit register address";
  return "";
}

/// The register classes the latch's PHIs may have, and the `selp` that
/// chooses between two values of each.
constexpr std::pair<const char *, const char *> SelectFor[] = {
    {"Int16Regs", "SELP_b16rr"},   {"Int32Regs", "SELP_b32rr"},
    {"Int64Regs", "SELP_b64rr"},   {"Float32Regs", "SELP_f32rr"},
    {"Float64Regs", "SELP_f64rr"},
};

/// The opcode of SelectFor's `selp` for each register class, by class name,
/// found in one pass over the opcodes (NVPTX's generated enum is not
/// installed); a class whose `selp` this LLVM lacks is absent.
StringMap<unsigned> selectOpcodes(const TargetInstrInfo &TII) {
  StringMap<StringRef> ClassOf;
  for (auto [Class, Select] : SelectFor)
    ClassOf[Select] = Class;
  StringMap<unsigned> Opcodes;
  for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc < E; ++Opc)
    if (auto It = ClassOf.find(TII.getName(Opc)); It != ClassOf.end())
      Opcodes[It->second] = Opc;
  return Opcodes;
}

/// Checks the CFG of an if-then body and finds its blocks and guard.
Expected<GuardedLoop> findBlocks(const MachineLoop &L,
                                 const TargetInstrInfo &TII) {
  GuardedLoop G;
  G.Header = L.getHeader();
  G.Latch = L.getLoopLatch();
  if (L.getNumBlocks() != 3 || !G.Latch || G.Latch == G.Header)
    return fail("the body is not an if-then (three blocks, one latch)");
  for (MachineBasicBlock *S : G.Header->successors())
    if (S != G.Latch)
      G.Then = S;
  if (G.Header->succ_size() != 2 || !G.Then || !L.contains(G.Then) ||
      G.Then->pred_size() != 1 || G.Then->succ_size() != 1 ||
      *G.Then->succ_begin() != G.Latch || G.Latch->pred_size() != 2 ||
      G.Latch->succ_size() != 2 || G.Then->isEHPad() || G.Latch->isEHPad())
    return fail("the body is not an if-then (the header branches to a "
                "guarded block and to the latch, which closes the loop)");
  // What the pipeliner's shape analysis asks of the folded loop, checked
  // before anything changes: one entry through a dedicated preheader, one
  // exit.
  const MachineBasicBlock *Preheader = nullptr;
  for (const MachineBasicBlock *P : G.Header->predecessors())
    if (P != G.Latch && (Preheader || L.contains(P)))
      return fail("the loop has several entries");
    else if (P != G.Latch)
      Preheader = P;
  if (!Preheader || Preheader->succ_size() != 1 || Preheader->isEHPad() ||
      G.Header->isEHPad())
    return fail("the loop has no dedicated preheader");
  for (const MachineBasicBlock *S : G.Latch->successors())
    if (S != G.Header && (L.contains(S) || S->isEHPad()))
      return fail("the latch does not exit the loop to an ordinary block");
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 4> Cond;
  if (TII.analyzeBranch(*G.Header, TBB, FBB, Cond, /*AllowModify=*/false) ||
      Cond.size() != 1 || !Cond[0].isReg() || !Cond[0].getReg().isVirtual())
    return fail("the header's branch is not a conditional branch on a "
                "predicate");
  G.Cond = Cond[0].getReg();
  G.ThenOnTrue = TBB == G.Then;
  if (!G.ThenOnTrue && TBB != G.Latch)
    return fail("the header's branch has an unexpected shape");
  MachineBasicBlock *LT = nullptr, *LF = nullptr;
  SmallVector<MachineOperand, 4> LCond;
  if (TII.analyzeBranch(*G.Latch, LT, LF, LCond, /*AllowModify=*/false) ||
      LCond.empty())
    return fail("the latch's branch is not a conditional branch");
  return G;
}

/// The inline PTX of \p M under the guard: operands $0 (the loaded value,
/// for a load), then the guard, the address and (for a store) the value. A
/// load writes 0 first, so that its register is defined on either side of
/// the guard (\p RegBits wide); selp then discards it where the guard is
/// false.
std::string guardedText(const MemAccess &M, bool Negate, unsigned RegBits) {
  std::string Addr = M.Offset ? "+" + std::to_string(M.Offset) : "";
  std::string Guard = Negate ? "@!" : "@";
  if (M.IsStore)
    return Guard + "$0 st" + M.Space.str() + M.Type + " \t[$1" + Addr +
           "], $2;";
  return "mov.b" + std::to_string(RegBits) + " \t$0, 0;\n\t" + Guard +
         "$1 ld" + M.Space.str() + M.Type + " \t$0, [$2" + Addr + "];";
}

/// Replaces the load or store \p MI, moved to \p At, by its guarded inline
/// PTX with the same memory operands.
void predicate(MachineInstr &MI, const MemAccess &M, const GuardedLoop &G,
               MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
               const TargetInstrInfo &TII) {
  MachineFunction &MF = *MBB.getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  auto Use = [&](MachineInstrBuilder &B, Register R) {
    InlineAsm::Flag F(InlineAsm::Kind::RegUse, 1);
    F.setRegClass(MRI.getRegClass(R)->getID());
    B.addImm(F);
    B.addReg(R);
  };
  MachineInstrBuilder B =
      BuildMI(MBB, At, MI.getDebugLoc(), TII.get(TargetOpcode::INLINEASM));
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(M.Value));
  B.addExternalSymbol(
      MF.createExternalSymbolName(guardedText(M, !G.ThenOnTrue, Bits)));
  B.addImm(M.IsStore ? InlineAsm::Extra_MayStore : InlineAsm::Extra_MayLoad);
  if (!M.IsStore) {
    InlineAsm::Flag F(InlineAsm::Kind::RegDef, 1);
    F.setRegClass(MRI.getRegClass(M.Value)->getID());
    B.addImm(F);
    B.addReg(M.Value, RegState::Define);
  }
  Use(B, G.Cond);
  Use(B, M.Addr);
  if (M.IsStore)
    Use(B, M.Value);
  // The replaced instruction's kill flags do not carry over.
  for (MachineOperand &MO : B->operands())
    if (MO.isReg() && MO.isUse())
      MO.setIsKill(false);
  B.cloneMemRefs(MI);
  MI.eraseFromParent();
}

} // namespace

Expected<GuardedLoop>
twill::nvptx::analyzeGuardedLoop(const MachineLoop &L,
                                 const TargetInstrInfo &TII) {
  Expected<GuardedLoop> G = findBlocks(L, TII);
  if (!G)
    return G.takeError();
  for (const MachineInstr &MI : *G->Then) {
    if (MI.isDebugInstr() || (MI.isTerminator() && MI.isUnconditionalBranch()))
      continue;
    if (MI.isTerminator())
      return fail("the guarded block bb." + Twine(G->Then->getNumber()) +
                  " ends in a conditional branch");
    std::string Why = whyNotFoldable(MI, TII);
    if (!Why.empty())
      return fail("the guarded block bb." + Twine(G->Then->getNumber()) +
                  " cannot run under a predicate: " + describe(MI) + " (" +
                  Why + ")");
  }
  const MachineFunction &MF = *G->Header->getParent();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  StringMap<unsigned> Selects = selectOpcodes(TII);
  for (const MachineInstr &Phi : G->Latch->phis())
    if (Phi.getNumOperands() != 5 ||
        !Selects.count(TRI.getRegClassName(
            MRI.getRegClass(Phi.getOperand(0).getReg()))))
      return fail("the latch merges a value that selp cannot choose: " +
                  describe(Phi));
  return G;
}

void twill::nvptx::foldGuardedLoop(const GuardedLoop &G, MachineLoopInfo &MLI,
                                   const TargetInstrInfo &TII) {
  MachineBasicBlock &H = *G.Header, &T = *G.Then, &X = *G.Latch;
  MachineFunction &MF = *H.getParent();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  // The latch's branch, to be rebuilt at the end of the header.
  MachineBasicBlock *LT = nullptr, *LF = nullptr;
  SmallVector<MachineOperand, 4> LCond;
  TII.analyzeBranch(X, LT, LF, LCond, /*AllowModify=*/false);
  if (!LF)
    LF = X.getFallThrough();
  DebugLoc DL = X.findBranchDebugLoc();

  // New readers of the guard and of the merged values come after uses that
  // may carry kill flags.
  MRI.clearKillFlags(G.Cond);
  for (MachineInstr &Phi : X.phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      MRI.clearKillFlags(Phi.getOperand(I).getReg());
  // 1. The guarded block's work, in order, at the end of the header.
  TII.removeBranch(H);
  for (MachineInstr &MI : make_early_inc_range(T)) {
    if (MI.isTerminator()) {
      MI.eraseFromParent();
    } else if (std::optional<MemAccess> M = decodeMemAccess(MI, TII)) {
      predicate(MI, *M, G, H, H.end(), TII);
    } else {
      H.splice(H.end(), &T, MI.getIterator());
    }
  }
  // 2. The latch's PHIs: selp on the guard.
  StringMap<unsigned> Selects = selectOpcodes(TII);
  for (MachineInstr &Phi : make_early_inc_range(X.phis())) {
    Register FromThen, FromHeader;
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      (Phi.getOperand(I + 1).getMBB() == &T ? FromThen : FromHeader) =
          Phi.getOperand(I).getReg();
    Register Dst = Phi.getOperand(0).getReg();
    unsigned Opc = Selects.lookup(TRI.getRegClassName(MRI.getRegClass(Dst)));
    BuildMI(H, H.end(), Phi.getDebugLoc(), TII.get(Opc), Dst)
        .addReg(G.ThenOnTrue ? FromThen : FromHeader)
        .addReg(G.ThenOnTrue ? FromHeader : FromThen)
        .addReg(G.Cond);
    Phi.eraseFromParent();
  }
  // 3. The latch's work, then its branch, at the end of the header.
  TII.removeBranch(X);
  H.splice(H.end(), &X, X.begin(), X.end());
  TII.insertBranch(H, LT, LF, LCond, DL);
  // 4. The CFG: the header takes the latch's successors.
  SmallVector<std::pair<MachineBasicBlock *, BranchProbability>, 2> Succs;
  for (auto It = X.succ_begin(); It != X.succ_end(); ++It)
    Succs.push_back({*It, X.getSuccProbability(It)});
  for (auto [S, P] : Succs)
    S->replacePhiUsesWith(&X, &H);
  while (!H.succ_empty())
    H.removeSuccessor(H.succ_begin());
  while (!X.succ_empty())
    X.removeSuccessor(X.succ_begin());
  while (!T.succ_empty())
    T.removeSuccessor(T.succ_begin());
  for (auto [S, P] : Succs)
    H.addSuccessor(S, P);
  // 5. The emptied blocks go.
  MLI.removeBlock(&T);
  MLI.removeBlock(&X);
  T.eraseFromParent();
  X.eraseFromParent();
}
