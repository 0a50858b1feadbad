//===- Opcodes.cpp - NVPTX opcodes by name --------------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// opcodeNamed and the setp decoding (Opcodes.h).
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;

bool twill::nvptx::isHalfConstant(const MachineInstr &MI) {
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  unsigned Op = MI.getOpcode();
  return (Op == opcodeNamed(TII, "LOAD_CONST_F16") ||
          Op == opcodeNamed(TII, "LOAD_CONST_BF16")) &&
         Op && MI.getNumOperands() == 2 && MI.getOperand(0).isReg() &&
         MI.getOperand(0).isDef() &&
         (MI.getOperand(1).isFPImm() || MI.getOperand(1).isImm());
}

twill::nvptx::AsmMove twill::nvptx::asmMoveKind(StringRef Statement) {
  StringRef S = Statement.trim();
  StringRef Mnemonic = S.take_until(isSpace);
  StringRef Rest = S.drop_front(Mnemonic.size()).trim();
  if ((Mnemonic != "mov.b16" && Mnemonic != "mov.b32" &&
       Mnemonic != "mov.b64") ||
      !Rest.consume_front("$"))
    return AsmMove::None;
  Rest = Rest.drop_while(isDigit).trim();
  if (!Rest.consume_front(","))
    return AsmMove::None;
  Rest = Rest.trim();
  if (Rest == "0")
    return AsmMove::Zero;
  return Rest.consume_front("$") && !Rest.empty() && all_of(Rest, isDigit)
             ? AsmMove::Operand
             : AsmMove::None;
}

/// The machine operand that inline asm operand $\p N of \p MI starts at,
/// or 0.
unsigned twill::nvptx::asmOperandIndex(const MachineInstr &MI, unsigned N) {
  unsigned Idx = InlineAsm::MIOp_FirstOperand;
  for (unsigned G = 0; Idx < MI.getNumOperands(); ++G) {
    if (!MI.getOperand(Idx).isImm())
      return 0;
    InlineAsm::Flag F(unsigned(MI.getOperand(Idx).getImm()));
    if (G == N)
      return Idx + 1 < MI.getNumOperands() ? Idx + 1 : 0;
    Idx += 1 + F.getNumOperandRegisters();
  }
  return 0;
}

unsigned twill::nvptx::asmRegisterOperand(const MachineInstr &MI,
                                          StringRef Digits) {
  unsigned N = 0, Idx = 0;
  if (Digits.getAsInteger(10, N) || !(Idx = asmOperandIndex(MI, N)) ||
      !MI.getOperand(Idx).isReg())
    return 0;
  return Idx;
}

bool twill::nvptx::isRegisterOnlyAsm(const MachineInstr &MI) {
  if (!MI.isInlineAsm() || MI.mayLoad() || MI.mayStore())
    return false;
  SmallVector<StringRef, 4> Statements;
  StringRef(MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName())
      .split(Statements, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  bool Tensor = false;
  for (StringRef S : Statements) {
    S = S.trim();
    if (S.empty())
      continue;
    // An optional guard: @$N or @!$N.
    if (S.consume_front("@")) {
      S.consume_front("!");
      if (!S.consume_front("$"))
        return false;
      S = S.drop_while(isDigit).ltrim();
    }
    StringRef Mnemonic = S.take_until(isSpace);
    if (Mnemonic.starts_with("mma.sync.") ||
        Mnemonic.starts_with("wmma.mma.")) {
      Tensor = true;
      continue;
    }
    if (asmMoveKind(S) == AsmMove::None)
      return false;
  }
  return Tensor;
}

unsigned twill::nvptx::opcodeNamed(const TargetInstrInfo &TII,
                                   StringRef Name) {
  // llc runs one target per process and one pass at a time: one table,
  // rebuilt if another TargetInstrInfo asks.
  static const TargetInstrInfo *Read = nullptr;
  static StringMap<unsigned> Opcodes;
  if (Read != &TII) {
    Opcodes.clear();
    for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc < E; ++Opc)
      Opcodes.try_emplace(TII.getName(Opc), Opc);
    if (!Opcodes.count("IMOV32ri") && Opcodes.count("IMOVB32ri"))
      Opcodes["IMOV32ri"] = Opcodes.lookup("IMOVB32ri");
    Read = &TII;
  }
  return Opcodes.lookup(Name);
}

std::optional<twill::nvptx::Setp> twill::nvptx::decodeSetp(StringRef Name) {
  Setp S;
  if (!Name.consume_front("SETP_"))
    return std::nullopt;
  if (Name.consume_front("s"))
    S.Signed = true;
  else if (!Name.consume_front("u"))
    return std::nullopt;
  if (Name.consume_front("16"))
    S.Bits = 16;
  else if (Name.consume_front("32"))
    S.Bits = 32;
  else if (Name.consume_front("64"))
    S.Bits = 64;
  else
    return std::nullopt;
  if (Name.size() != 2 || (Name[0] != 'r' && Name[0] != 'i') ||
      (Name[1] != 'r' && Name[1] != 'i') || Name == "ii")
    return std::nullopt;
  S.LhsImm = Name[0] == 'i';
  S.RhsImm = Name[1] == 'i';
  return S;
}

int64_t twill::nvptx::swapMode(int64_t M) {
  static constexpr int64_t Swapped[] = {ModeEq, ModeNe, ModeGt,
                                        ModeGe, ModeLt, ModeLe};
  return Swapped[M];
}

int64_t twill::nvptx::negateMode(int64_t M) {
  static constexpr int64_t Negated[] = {ModeNe, ModeEq, ModeGe,
                                        ModeGt, ModeLe, ModeLt};
  return Negated[M];
}

int64_t twill::nvptx::signExtend(uint64_t V, unsigned Bits) {
  if (Bits >= 64)
    return int64_t(V);
  uint64_t Sign = uint64_t(1) << (Bits - 1);
  V &= (Sign << 1) - 1;
  return int64_t((V ^ Sign) - Sign);
}

std::optional<bool> twill::nvptx::evaluateSetp(const Setp &S, int64_t M,
                                               uint64_t A, uint64_t B) {
  if (M < ModeEq || M > ModeGe || (S.Bits != 16 && S.Bits != 32 && S.Bits != 64))
    return std::nullopt;
  if (S.Bits < 64) {
    A &= (uint64_t(1) << S.Bits) - 1;
    B &= (uint64_t(1) << S.Bits) - 1;
  }
  // The order of the two as the setp reads them.
  bool Less, Equal = A == B;
  if (S.Signed)
    Less = signExtend(A, S.Bits) < signExtend(B, S.Bits);
  else
    Less = A < B;
  switch (M) {
  case ModeEq:
    return Equal;
  case ModeNe:
    return !Equal;
  case ModeLt:
    return Less;
  case ModeLe:
    return Less || Equal;
  case ModeGt:
    return !Less && !Equal;
  default:
    return !Less;
  }
}
