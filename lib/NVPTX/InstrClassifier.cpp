//===- InstrClassifier.cpp - NVPTX MachineInstrs to twill classes ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

/// Keeps the leading [A-Za-z0-9._:] run of \p S: a mnemonic without its
/// operands (with qualifiers like `.shared::cta`), safe inside metadata
/// comments.
std::string cleanMnemonic(StringRef S) {
  S = S.ltrim();
  return S
      .take_while(
          [](char C) { return isAlnum(C) || C == '.' || C == '_' || C == ':'; })
      .str();
}

const InstructionClass *findClass(const MachineDescription &MD,
                                  StringRef Name) {
  for (const InstructionClass &C : MD.Classes)
    if (C.Name == Name)
      return &C;
  return nullptr;
}

/// The `.shared` form of \p Mnemonic where it is a generic wmma load or
/// store (`wmma.load.a.sync.aligned.row.m16n16k16.f16`: no state space
/// after the shape); nullopt otherwise.
std::optional<std::string> sharedWmmaForm(StringRef Mnemonic) {
  if (!Mnemonic.starts_with("wmma.load.") &&
      !Mnemonic.starts_with("wmma.store."))
    return std::nullopt;
  SmallVector<StringRef, 10> Parts;
  Mnemonic.split(Parts, '.');
  auto Shape = find_if(Parts, [](StringRef P) {
    return P.size() > 1 && P[0] == 'm' && isDigit(P[1]) && P.contains('k');
  });
  // Generic: the type follows the shape at once.
  if (Shape == Parts.end() || std::next(Shape) == Parts.end() ||
      std::next(Shape, 2) != Parts.end())
    return std::nullopt;
  std::string Shared;
  for (StringRef P : Parts) {
    Shared += (Shared.empty() ? "" : ".") + P.str();
    if (P == *Shape)
      Shared += ".shared";
  }
  return Shared;
}

/// The `.shared` form of \p Mnemonic where it is a generic wmma load or
/// store and \p MI's address traces back to cvta.shared; nullopt
/// otherwise.
std::optional<std::string> sharedWmmaMnemonic(const MachineInstr &MI,
                                              StringRef Mnemonic) {
  std::optional<std::string> Shared = sharedWmmaForm(Mnemonic);
  if (!Shared)
    return std::nullopt;
  Register Addr = wmmaAddress(MI);
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  if (!Addr.isVirtual() || tracedStateSpace(Addr, MRI) != 3u)
    return std::nullopt;
  return Shared;
}

} // namespace

Register twill::nvptx::wmmaAddress(const MachineInstr &MI) {
  unsigned Idx = MI.getNumExplicitDefs();
  if (MI.isInlineAsm()) {
    StringRef Asm = MI.getOperand(0).getSymbolName();
    size_t At = Asm.find("wmma.");
    size_t Open = At == StringRef::npos ? At : Asm.find("[$", At);
    if (Open == StringRef::npos)
      return Register();
    Idx = asmRegisterOperand(MI, Asm.substr(Open + 2).take_while(isDigit));
  }
  if (!Idx || Idx >= MI.getNumOperands() || !MI.getOperand(Idx).isReg())
    return Register();
  return MI.getOperand(Idx).getReg();
}

InstrClassifier::InstrClassifier(const MachineDescription &MD,
                                 const TargetMachine &TM)
    : MD(MD) {
  // The printer serves getMnemonic(), which needs the opcode alone, and
  // printedMnemonic() for wmma.
  STI = TM.getMCSubtargetInfo();
  Printer.reset(TM.getTarget().createMCInstPrinter(
      TM.getTargetTriple(), /*SyntaxVariant=*/0, *TM.getMCAsmInfo(),
      *TM.getMCInstrInfo(), *TM.getMCRegisterInfo()));
  ALUClass = findClass(MD, "fma");
  MemClass = findClass(MD, "ldst");
}

InstrClassifier::~InstrClassifier() = default;

StringRef InstrClassifier::statementMnemonic(StringRef S) {
  for (;;) {
    S = S.trim();
    if (S.consume_front("{") || S.consume_front("}"))
      continue;
    break;
  }
  if (S.starts_with("//") || S.starts_with("."))
    return "";
  // A predicate guard: @p, @!p, @%p1.
  if (S.consume_front("@")) {
    S = S.drop_while([](char C) { return !isSpace(C); }).ltrim();
  }
  StringRef Word = S.take_while([](char C) { return !isSpace(C); });
  if (Word.ends_with(":")) // A label, possibly followed by a statement.
    return statementMnemonic(S.drop_front(Word.size()));
  return S;
}

const InstructionClass *
InstrClassifier::classifyAsmText(StringRef Asm, std::string &Mnemonic) const {
  SmallVector<StringRef, 16> Lines;
  // Statements end at ';' or a newline; '{' and '}' open and close blocks.
  Asm.split(Lines, '\n');
  const InstructionClass *First = nullptr;
  // Without any class, the first statement still names the instruction
  // (the DDG builder pins wgmma operands by mnemonic, on every machine).
  std::string FirstMnemonic, AnyMnemonic;
  for (StringRef Line : Lines) {
    SmallVector<StringRef, 4> Stmts;
    Line.split(Stmts, ';');
    for (StringRef Stmt : Stmts) {
      StringRef M = statementMnemonic(Stmt);
      if (M.empty())
        continue;
      if (AnyMnemonic.empty())
        AnyMnemonic = cleanMnemonic(M);
      const InstructionClass *C = MD.classifyAsm(M);
      if (!C)
        continue;
      if (C != ALUClass) {
        Mnemonic = cleanMnemonic(M);
        return C;
      }
      if (!First) {
        First = C;
        FirstMnemonic = cleanMnemonic(M);
      }
    }
  }
  Mnemonic = First ? FirstMnemonic : AnyMnemonic;
  return First;
}

std::string InstrClassifier::printedMnemonic(const MachineInstr &MI) const {
  MCInst Inst;
  Inst.setOpcode(MI.getOpcode());
  const char *M = Printer->getMnemonic(&Inst).first;
  if (!M)
    return "";
  std::string Mnemonic = cleanMnemonic(statementMnemonic(M));
  // LLVM 19's wmma records print "wmma.load.a.sync${ptx:aligned}.row.
  // m16n16k16.shared.f16 ...": the state space, shape and type follow an
  // operand. The whole instruction is printed with stand-in operands (each
  // register as an NVPTX predicate register, every other operand as its
  // immediate or 0), and its first word kept.
  if (!StringRef(Mnemonic).starts_with("wmma.") || !STI)
    return Mnemonic;
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isReg())
      Inst.addOperand(MCOperand::createReg(
          MCRegister((1u << 28) | (MO.getReg().id() & 0x0FFFFFFFu))));
    else
      Inst.addOperand(MCOperand::createImm(MO.isImm() ? MO.getImm() : 0));
  }
  std::string Text;
  raw_string_ostream OS(Text);
  Printer->printInst(&Inst, /*Address=*/0, /*Annot=*/"", *STI, OS);
  std::string Full = cleanMnemonic(statementMnemonic(OS.str()));
  return StringRef(Full).starts_with(Mnemonic) ? Full : Mnemonic;
}

std::optional<std::string>
InstrClassifier::printedStatement(const MachineInstr &MI) const {
  if (!Printer || !STI || MI.isInlineAsm())
    return std::nullopt;
  // Register operand K prints as %p(Base + K): NVPTX's predicate-register
  // encoding (class 1 in bits 28..31), with numbers no real register has.
  constexpr unsigned Base = 0x0A00000;
  MCInst Inst;
  Inst.setOpcode(MI.getOpcode());
  unsigned Regs = 0;
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isReg()) {
      if (!MO.getReg().isVirtual() || MO.isImplicit())
        return std::nullopt;
      Inst.addOperand(
          MCOperand::createReg(MCRegister((1u << 28) | (Base + Regs++))));
    } else if (MO.isImm()) {
      Inst.addOperand(MCOperand::createImm(MO.getImm()));
    } else {
      return std::nullopt;
    }
  }
  std::string Text;
  raw_string_ostream OS(Text);
  Printer->printInst(&Inst, /*Address=*/0, /*Annot=*/"", *STI, OS);
  StringRef T = StringRef(OS.str()).trim();
  if (T.count(';') != 1 || !T.ends_with(";") || T.starts_with("{"))
    return std::nullopt;
  // %p<Base + K> -> $K.
  std::string Out;
  constexpr StringRef Prefix = "%p";
  unsigned Seen = 0;
  for (size_t I = 0; I < T.size();) {
    if (T.substr(I).starts_with(Prefix)) {
      size_t E = I + Prefix.size();
      while (E < T.size() && isDigit(T[E]))
        ++E;
      unsigned N = 0;
      if (!T.slice(I + Prefix.size(), E).getAsInteger(10, N) && N >= Base &&
          N < Base + Regs) {
        Out += "$" + std::to_string(N - Base);
        ++Seen;
        I = E;
        continue;
      }
    }
    Out += T[I++];
  }
  if (Seen != Regs)
    return std::nullopt;
  return Out;
}

ClassifiedInstr InstrClassifier::classify(const MachineInstr &MI) const {
  ClassifiedInstr R;
  if (MI.isInlineAsm()) {
    StringRef Asm = MI.getOperand(0).getSymbolName();
    if (Asm.ltrim().starts_with(MetadataPrefix)) {
      R.IsTwillMetadata = true;
      R.Mnemonic = "twill.metadata";
      return R;
    }
    R.Class = classifyAsmText(Asm, R.Mnemonic);
    if (R.Mnemonic.empty())
      R.Mnemonic = "inlineasm";
  } else {
    const TargetInstrInfo *TII = MI.getMF()->getSubtarget().getInstrInfo();
    StringRef Name = TII->getName(MI.getOpcode());
    R.Class = MD.classifyOpcode(Name);
    // The printer's mnemonic covers anonymous records (mma.sync, ldmatrix).
    std::string Mnemonic = Printer ? printedMnemonic(MI) : "";
    if (!R.Class && !Mnemonic.empty())
      R.Class = MD.classifyAsm(Mnemonic);
    R.Mnemonic = Mnemonic.empty() ? cleanMnemonic(Name) : Mnemonic;
  }
  if (std::optional<std::string> Shared = sharedWmmaMnemonic(MI, R.Mnemonic)) {
    R.SharedByAddress = true;
    if (const InstructionClass *C = MD.classifyAsm(*Shared))
      R.Class = C;
  }
  if (!R.Class) {
    R.Defaulted = true;
    R.Class = (MI.mayLoad() || MI.mayStore()) ? MemClass : ALUClass;
  }
  return R;
}
