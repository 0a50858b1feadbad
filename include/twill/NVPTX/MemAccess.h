//===- MemAccess.h - NVPTX loads and stores, decoded ------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The operands of NVPTX's plain load and store machine instructions, read
/// once for the passes that rewrite or reason about them (the guarded-body
/// fold predicates them; the dependence graph proves accesses through one
/// loop-invariant base disjoint). The layouts (NVPTXInstrInfo.td, LLVM 19;
/// the codes are NVPTX::PTXLdStInstCode's: vec 1 scalar, 2 v2, 4 v4):
///   LD_<t>_areg_64 / LD_<t>_ari_64: dst, isVol, addrspace, vec, sign,
///                                    width, addr[, offset]
///   ST_<t>_areg_64 / ST_<t>_ari_64: src, isVol, addrspace, vec, sign,
///                                    width, addr[, offset]
///   LDV_<t>_v<N>_areg_64 / _ari_64:  dst x N, isVol, ... as LD_
///   STV_<t>_v<N>_areg_64 / _ari_64:  src x N, isVol, ... as ST_
/// and ld.global.nc (INT_PTX_LDG_GLOBAL_<t>, INT_PTX_LDG_G_v<N><t>_ELE, with
/// 64-bit register addresses): dst x N, addr[, offset]; they have no memory
/// operands and are marked with side effects, though they only read memory
/// that the kernel does not write (NonCoherent below).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_MEMACCESS_H
#define TWILL_NVPTX_MEMACCESS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"

#include <optional>
#include <string>

namespace llvm {
class MachineInstr;
class MachineInstrBuilder;
class MachineRegisterInfo;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

/// A non-volatile scalar or vector NVPTX load or store through a 64-bit
/// virtual register address (plus an immediate offset).
struct MemAccess {
  bool IsStore = false;
  /// The values stored, or the registers loaded (one, two or four).
  llvm::SmallVector<llvm::Register, 4> Values;
  llvm::Register Addr;
  int64_t Offset = 0;
  /// The PTX state space's code (0 generic, 1 global, 3 shared, 5 local...).
  unsigned SpaceCode = 0;
  /// ".global", ".shared", ... ("" for generic), and ".u32", ".f64", ...
  llvm::StringRef Space;
  std::string Type;
  /// An ld.global.nc (Space ".global.nc"): read-only data, no LD_ flags,
  /// no memory operands.
  bool NonCoherent = false;
  /// Bytes touched: [Addr + Offset, Addr + Offset + Bytes).
  unsigned Bytes = 0;
};

/// Decodes \p MI as a MemAccess; nullopt where it is anything else
/// (volatile, through a symbol or a 32-bit address, another opcode).
std::optional<MemAccess> decodeMemAccess(const llvm::MachineInstr &MI,
                                         const llvm::TargetInstrInfo &TII);

/// Whether \p MI is an ld.global.nc: one of NVPTX's LDG intrinsics,
/// scalar or vector (INT_PTX_LDG_*), whatever its address. Its data is
/// read-only for the kernel's lifetime, so no write of anyone's orders it;
/// it carries no memory operands.
bool isNonCoherentLoad(const llvm::MachineInstr &MI);

/// Rewrites the ld.global.nc \p MI (64-bit register address, as
/// decodeMemAccess reads it) as the coherent ld.global of the same type,
/// registers and address (NVPTX's LD_<t>_areg_64 / _ari_64, LDV_<t>_v<N>_...,
/// not volatile, with a memory operand of its bytes), inserted before \p MI,
/// which is erased. Returns the new load, or null with \p MI kept where it
/// is no such load or its elements are 8-bit (which NVPTX loads into 16-bit
/// registers under other opcodes). Both read the same values from data the
/// kernel does not write; the coherent form orders against bar.sync in
/// ptxas, which moves an ld.global.nc (LDG.CONSTANT) across one.
llvm::MachineInstr *rewriteAsCoherentLoad(llvm::MachineInstr &MI);

/// Whether \p MI is a plain load of global memory: it loads, stores
/// nothing, has no side effects, and its memory operands (at least one)
/// are all non-volatile, non-atomic loads in the global state space. A
/// plain ld.global, or the guarded-body fold's predicated one (inline PTX
/// with the memory operands of the load it replaces; user inline PTX has
/// none). ld.global.nc, which has no memory operands, is not one.
bool isPlainGlobalLoad(const llvm::MachineInstr &MI);

/// The PTX state space (the MemAccess codes: 1 global, 3 shared, ...) a
/// generic address points into, where its definitions say so: traced back
/// to `cvta.<space>` (NVPTX's cvta_<space> opcodes) through copies, PHIs
/// and selects, every value of which must trace to that one space (a
/// loop-carried value aside), and through 64-bit integer adds and
/// subtracts, whose operands that trace to a space must agree (the others
/// are offsets). nullopt where no cvta is reached, two spaces meet, a PHI
/// or select may pass a pointer that traces to none (a kernel parameter),
/// a register has no unique definition (after PHI elimination), or the
/// trace takes over 64 steps. Used by the cost model alone: LLVM 19 leaves
/// wmma's intrinsics generic where clang's pointer is (a `__shared__` tile
/// read through `&smem[i]`), and ptxas then emits a generic LD that is
/// served by shared memory.
std::optional<unsigned> tracedStateSpace(llvm::Register Addr,
                                         const llvm::MachineRegisterInfo &MRI);

/// Appends to the inline asm \p MIB a use of \p R: its operand group's
/// flag (a register use of R's class) and the register; for the rewrites
/// that replace an access by predicated inline PTX.
void addInlineAsmUse(llvm::MachineInstrBuilder &MIB, llvm::Register R);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_MEMACCESS_H
