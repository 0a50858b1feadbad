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

namespace llvm {
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// The opcode named \p Name in \p TII, or 0 where there is none. The names
/// are read once per TargetInstrInfo (one scan of its opcodes), not once
/// per call. "IMOV32ri" also finds "IMOVB32ri", the name some LLVM 19
/// builds give the 32-bit move of an immediate.
unsigned opcodeNamed(const llvm::TargetInstrInfo &TII, llvm::StringRef Name);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_OPCODES_H
