//===- InstrClassifier.h - NVPTX MachineInstrs to twill classes -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Step 2 of the plugin: maps each NVPTX MachineInstr onto an instruction
/// class of the TableGen machine description (machines/*.td), which gives
/// its unit, reservation and latency.
///
/// Three ways in, tried in order:
///  1. inline asm: the asm text is split into statements, each stripped of
///     `{`/`}`, a `@p` guard, directives and labels, and the mnemonic goes
///     to MachineDescription::classifyAsm (LLVM 19 has no wgmma, TMA tensor
///     or tcgen05 intrinsics, so Hopper/Blackwell code arrives as asm);
///  2. the opcode name (MachineDescription::classifyOpcode);
///  3. the PTX mnemonic the NVPTX instruction printer gives the opcode, for
///     records LLVM 19 leaves anonymous (mma.sync, ldmatrix).
/// What none of these match gets a documented default: the `ldst` class for
/// memory accesses, the `fma` class (the SM's ALU) for everything else.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_INSTRCLASSIFIER_H
#define TWILL_NVPTX_INSTRCLASSIFIER_H

#include "twill/Machines/MachineDescription.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class MachineInstr;
class MCInstPrinter;
class MCSubtargetInfo;
class TargetMachine;
} // namespace llvm

namespace twill {
namespace nvptx {

/// How one instruction was classified.
struct ClassifiedInstr {
  /// The class, or null when not even a default applies (then the op holds
  /// no unit and has latency 1).
  const InstructionClass *Class = nullptr;
  /// The PTX mnemonic that was matched (or the opcode name), for remarks
  /// and metadata; only [A-Za-z0-9._:] characters.
  std::string Mnemonic;
  /// True when Class is a default, not a match.
  bool Defaulted = false;
  /// A generic wmma load or store (LLVM 19 leaves the intrinsic generic)
  /// whose address traces back to `cvta.shared` (tracedStateSpace): it is
  /// classified, and its bytes counted, as the `.shared` form, which is
  /// where ptxas's generic LD/ST of it is served. The mnemonic stays the
  /// printed one.
  bool SharedByAddress = false;
  /// True for the metadata comments this plugin inserts itself.
  bool IsTwillMetadata = false;
};

/// The register that holds the address of \p MI, a wmma load or store: an
/// NVPTX record's first operand after the fragment it loads; in inline PTX
/// (the guarded-body fold's predicated form), the operand `[$N]` of the
/// wmma statement. An invalid register where there is none.
llvm::Register wmmaAddress(const llvm::MachineInstr &MI);

/// Classifies NVPTX MachineInstrs against one machine description.
class InstrClassifier {
public:
  InstrClassifier(const MachineDescription &MD, const llvm::TargetMachine &TM);
  ~InstrClassifier();

  ClassifiedInstr classify(const llvm::MachineInstr &MI) const;

  /// Classifies inline-asm text: the first statement whose class is not
  /// the ALU default wins, else the first statement that has a class.
  /// \p Mnemonic receives the matched statement's mnemonic.
  const InstructionClass *classifyAsmText(llvm::StringRef Asm,
                                          std::string &Mnemonic) const;

  /// Strips `{`, `}`, whitespace and a `@p`/`@!p` guard from one asm
  /// statement; returns "" for directives (`.reg`), labels and comments.
  static llvm::StringRef statementMnemonic(llvm::StringRef Statement);

  const MachineDescription &machine() const { return MD; }

  /// \p MI, an NVPTX record with virtual register and immediate operands
  /// only, as one statement of inline PTX: the printer's text with its
  /// register operands, in order, as $0, $1, ... (so that the defs, which
  /// come first, are the asm's outputs); nothing where it cannot be
  /// printed so (another kind of operand, a physical register, a
  /// statement the printer does not end with one `;`).
  std::optional<std::string>
  printedStatement(const llvm::MachineInstr &MI) const;

private:
  /// The printer's mnemonic of \p MI: getMnemonic()'s text, which stops at
  /// the first operand, completed for wmma by printing the instruction.
  std::string printedMnemonic(const llvm::MachineInstr &MI) const;

  const MachineDescription &MD;
  const llvm::MCSubtargetInfo *STI = nullptr;
  std::unique_ptr<llvm::MCInstPrinter> Printer;
  const InstructionClass *ALUClass = nullptr;
  const InstructionClass *MemClass = nullptr;
};

/// The prefix every metadata comment of the plugin starts with.
inline constexpr llvm::StringLiteral MetadataPrefix = "// twill.";

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_INSTRCLASSIFIER_H
