//===- Opcodes.h - NVPTX opcodes by name ------------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NVPTX opcodes looked up by their TableGen names. LLVM 19 does not install
/// the NVPTX target's generated opcode enum, so the rewrites that build
/// instructions (the modulo expander, the guarded-body fold, the tile-loop
/// rewrites) name them: "ADDi64rr", "SELP_b32rr", "CP_ASYNC_WAIT_GROUP".
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_OPCODES_H
#define TWILL_NVPTX_OPCODES_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace llvm {
class MachineInstr;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// The opcode named \p Name in \p TII, or 0 where there is none. The names
/// are read once per TargetInstrInfo (one scan of its opcodes), not once
/// per call. "IMOV32ri" also finds "IMOVB32ri", the name some LLVM 19
/// builds give the 32-bit move of an immediate.
unsigned opcodeNamed(const llvm::TargetInstrInfo &TII, llvm::StringRef Name);

/// Whether \p MI only materialises a half or bfloat16 immediate
/// (`LOAD_CONST_F16`, `LOAD_CONST_BF16`: `mov.b16 %rs, 0x3C00`). LLVM 19's
/// NVPTX defines them without a selection pattern, so TableGen marks them
/// as having unmodelled side effects: LICM leaves them in loops and LLVM's
/// scheduling DAG chains them with every memory access and barrier. A loop
/// that loads halves under a guard (`__half v{0}; if (in) v = a[i];`)
/// holds one per load, which orders all its accesses in a line.
bool isHalfConstant(const llvm::MachineInstr &MI);

/// What a statement of inline PTX moves into a register operand: a
/// `mov.b16/b32/b64 $k, 0` (Zero) or `mov.bN $k, $j` (Operand), as the
/// guarded-body fold writes them before a predicated statement; None for
/// any other statement.
enum class AsmMove { None, Zero, Operand };
AsmMove asmMoveKind(llvm::StringRef Statement);

/// Whether \p MI is inline PTX whose statements touch registers only: one
/// or more register-only tensor-core operations (`mma.sync`, `wmma.mma`),
/// each perhaps under a guard (`@$4 mma.sync...`), and moves of 0 or of an
/// operand into registers (`mov.b32 $0, 0;`, `mov.b32 $0, $10;`, what the
/// guarded-body fold writes before a predicated one), with no `memory`
/// clobber. clang marks every `asm
/// volatile` with unmodelled side effects, which would order it with every
/// memory access of a loop (the mma.sync of each k step before the next
/// step's loads); the PTX ISA gives these statements no memory access, and
/// ptxas moves them as it moves any arithmetic. They stay convergent.
bool isRegisterOnlyAsm(const llvm::MachineInstr &MI);

/// The machine operand that inline asm operand $\p N of \p MI starts at,
/// or 0.
unsigned asmOperandIndex(const llvm::MachineInstr &MI, unsigned N);

/// The machine operand that inline asm operand `$N` of \p MI is, where \p
/// Digits is N as the asm string writes it, if it is a register; else 0.
/// What every reader of a statement's `[$N]` address asks.
unsigned asmRegisterOperand(const llvm::MachineInstr &MI,
                            llvm::StringRef Digits);

/// NVPTX's setp comparison modes on integers (NVPTX::PTXCmpMode, not
/// installed): a setp's last operand. The opcode's s/u decides signedness.
enum SetpMode : int64_t { ModeEq = 0, ModeNe, ModeLt, ModeLe, ModeGt, ModeGe };

/// A setp on integers: its signedness and width (16, 32 or 64) from the
/// opcode's name (SETP_s32rr, SETP_u64ri, ...), its operand forms from the
/// suffix.
struct Setp {
  bool Signed = false;
  unsigned Bits = 0;
  bool LhsImm = false, RhsImm = false;
};

/// The integer setp that the opcode \p Name is, or nullopt (floating-point
/// and b-typed setps included).
std::optional<Setp> decodeSetp(llvm::StringRef Name);

/// The mode with its operands swapped (a < b is b > a), and negated (not
/// a < b is a >= b). \p M is one of SetpMode's.
int64_t swapMode(int64_t M);
int64_t negateMode(int64_t M);

/// \p V's low \p Bits bits read as a signed integer.
int64_t signExtend(uint64_t V, unsigned Bits);

/// The outcome of `setp.<M>` on \p A and \p B, read as \p Bits-bit
/// integers (signed or not as \p S says); nullopt for a mode outside
/// SetpMode.
std::optional<bool> evaluateSetp(const Setp &S, int64_t M, uint64_t A,
                                 uint64_t B);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_OPCODES_H
