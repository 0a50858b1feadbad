//===- TileLoopCommon.h - What the tile-loop rewrites share -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checks and builders that register double buffering (TileLoop.cpp)
/// and the cp.async ring (AsyncRing.cpp) share: the loop's control and
/// memory conditions, pure instructions and their chains, and the cloning
/// of chains to another point. Private to lib/NVPTX.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_NVPTX_TILELOOPCOMMON_H
#define TWILL_LIB_NVPTX_TILELOOPCOMMON_H

#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/TileLoop.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace twill {
namespace nvptx {
namespace tileloop {

/// NVPTX's address spaces, as memory operands give them.
constexpr unsigned SharedSpace = 3, GlobalSpace = 1, LocalSpace = 5;

/// A refusal naming \p MBB ("bb.N: why").
llvm::Error refuse(const llvm::MachineBasicBlock &MBB, const llvm::Twine &Why);

/// \p MI's opcode name.
llvm::StringRef opName(const llvm::MachineInstr &MI);
/// \p MI as a diagnostic names it: inline PTX by its first line, an
/// opcode TableGen left unnamed (`anonymous_N`: wmma, for one) by its PTX
/// mnemonic where \p C is given, any other by its opcode name.
std::string describeOp(const llvm::MachineInstr &MI,
                       const InstrClassifier *C = nullptr);

/// A CTA barrier (bar.sync, barrier.sync and their forms).
bool isBarrier(const llvm::MachineInstr &MI, const InstrClassifier &C);

/// An instruction the rewrite may clone freely: no memory effect (an
/// invariant load of a parameter aside), no side effect, one virtual def.
bool isPure(const llvm::MachineInstr &MI);

/// Whether \p R has the same value in every iteration of \p L: defined
/// outside it, or by a pure instruction of the loop whose operands are.
bool invariantIn(llvm::Register R, const llvm::MachineLoop &L,
                 const llvm::MachineRegisterInfo &MRI, unsigned Depth = 0);
/// The same for a loop whose blocks \p InLoop tells (a body that is no
/// MachineLoop: the cost model's list of a loop's instructions).
bool invariantIn(
    llvm::Register R,
    llvm::function_ref<bool(const llvm::MachineBasicBlock *)> InLoop,
    const llvm::MachineRegisterInfo &MRI, unsigned Depth = 0);

/// A global load the rewrite may move by an iteration.
bool isMovableGlobalLoad(const llvm::MachineInstr &MI);

/// What one statement of inline PTX does, where the rewrites may tell:
/// compute in registers alone (mma.sync, wmma.mma, or nothing: an empty
/// statement, the compiler fence `asm volatile("" ::: "memory")`), or read
/// shared memory
/// at one address operand (ldmatrix, ld.shared), as a tensor-core tile
/// loop's compute does; or Hopper's warpgroup MMA: WarpgroupMma,
/// `wgmma.mma_async`, reads shared memory through 64-bit matrix
/// descriptors (wgmmaDescriptors) and writes its accumulator registers
/// when a later `wgmma.wait_group` retires it; WarpgroupSync, its
/// `wgmma.fence`, `commit_group` and `wait_group`, which order those
/// accesses and touch no memory themselves.
enum class AsmEffect {
  Unknown,
  Registers,
  SharedRead,
  WarpgroupMma,
  WarpgroupSync
};

/// The effect of the inline asm \p MI (one statement, no predicate, in a
/// scoped block `{ ... }` of no declarations or not); for a shared-memory
/// read, \p Addr is the operand that holds its address.
AsmEffect asmEffect(const llvm::MachineInstr &MI, unsigned &Addr);

/// The machine operands of the inline `wgmma.mma_async` \p MI that hold
/// its shared-memory matrix descriptors (A's, where A is not a register
/// list, and B's), or none where the text is not that one statement.
llvm::SmallVector<unsigned, 2> wgmmaDescriptors(const llvm::MachineInstr &MI);

/// Whether the inline PTX \p MI is `wgmma.wait_group.sync.aligned 0`
/// (alone or in a scoped block): every wgmma of the warpgroup before it has
/// finished with its operands.
bool waitsForAllWgmma(const llvm::MachineInstr &MI);

/// A register move (COPY, mov) of a virtual register.
bool isMove(const llvm::MachineInstr &MI);

/// \p R's constant where a move of an immediate defines it (through moves
/// of it), else nullopt.
std::optional<int64_t> constantOf(llvm::Register R,
                                  const llvm::MachineRegisterInfo &MRI);

/// The addresses a register may hold: Offset modulo Alignment.
struct AddressDomain {
  uint64_t Alignment = 1, Offset = 0;
};

/// A matrix descriptor computed from a buffer's address: the address it
/// starts from (Leaf) and the instructions from it to the descriptor, each
/// after those it reads.
struct DescriptorChain {
  llvm::Register Leaf;
  llvm::SmallVector<llvm::MachineInstr *, 8> Instrs;
};

/// The chain of the descriptor \p V, where it is integer arithmetic on
/// immediates and one register that \p IsAddress says holds a buffer's
/// address (the leaf, which \p Domain tells the addresses of), and its
/// start-address field is the address / 16 plus a constant, its other bits
/// constant (MatrixDescriptor.cpp); else why not.
llvm::Expected<DescriptorChain>
descriptorChain(llvm::Register V, const llvm::MachineRegisterInfo &MRI,
                llvm::function_ref<bool(llvm::Register)> IsAddress,
                llvm::function_ref<AddressDomain(llvm::Register)> Domain);

/// The blocks reachable from \p From along successors (\p Forward) or
/// predecessors, \p From included.
llvm::DenseSet<const llvm::MachineBasicBlock *>
reachable(llvm::ArrayRef<const llvm::MachineBasicBlock *> From, bool Forward);

/// The blocks after \p L for good: reachable from an exit, and unable to
/// reach the loop again (checkMemory's "after the loop").
llvm::DenseSet<const llvm::MachineBasicBlock *>
blocksAfterForGood(const llvm::MachineLoop &L);

/// The loop has no ordering effect, and every one of the function runs
/// before the loop (its block dominates the preheader; only where \p MDT is
/// given) or after it (it is reachable from an exit and cannot reach the
/// loop again): then no other thread of the CTA writes global memory while
/// this one is in the loop, which a kernel whose warps take different roles
/// (one loop storing, another loading, joined by barriers) would do.
/// Without \p MDT, no global write precedes the loop either, so that a load
/// of any iteration may move above any barrier of the loop.
/// \p Exempt: instructions (of the loop, or of the function around it) the
/// caller's rewrite accounts for.
/// \p Copy: a detached trial copy of \p L (LoopTrial.h), whose blocks no
/// path reaches and which are not scanned.
llvm::Error checkMemory(
    const llvm::MachineLoop &L, const llvm::MachineBasicBlock &Preheader,
    const llvm::MachineDominatorTree *MDT, const InstrClassifier &C,
    llvm::function_ref<bool(const llvm::MachineInstr &)> Exempt = nullptr,
    const llvm::MachineLoop *Copy = nullptr);

/// The value \p Phi takes when entered from \p From (the latch, the
/// preheader), or none.
llvm::Register incomingFrom(const llvm::MachineInstr &Phi,
                            const llvm::MachineBasicBlock *From);

/// The frame's control conditions: a preheader, the latch the only exit,
/// its branch a conditional branch on a plain predicate back to the
/// header; fills \p P's blocks, condition and sense.
llvm::Error checkControl(TileFrame &P, llvm::MachineLoop &L);

/// Erases the block's pure instructions whose values nothing reads.
void eraseDead(llvm::MachineBasicBlock &MBB);

/// Walks the values an instruction reads back to header PHIs and values
/// defined before the loop, through pure instructions of the loop, and
/// collects the header PHIs on the way.
class ChainChecker {
public:
  /// \p GlobalLoads: the chains may also read global memory (movable global
  /// loads), where the caller has proved that nobody writes it meanwhile.
  ChainChecker(const llvm::MachineLoop &L, const llvm::MachineRegisterInfo &MRI,
               bool GlobalLoads = false)
      : L(L), MRI(MRI), GlobalLoads(GlobalLoads) {}
  /// False when a value on the way to \p R is not pure or is a PHI of
  /// another block.
  bool check(llvm::Register R) {
    if (!R.isVirtual())
      return false;
    llvm::MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || !L.contains(Def->getParent()))
      return true;
    if (Def->isPHI()) {
      if (Def->getParent() != L.getHeader())
        return false;
      if (!llvm::is_contained(Phis, Def))
        Phis.push_back(Def);
      return true;
    }
    if (!isPure(*Def) && !(GlobalLoads && isMovableGlobalLoad(*Def)))
      return false;
    if (!Seen.insert(Def).second)
      return true; // its PHIs are collected already
    return checkUses(*Def);
  }
  bool checkUses(const llvm::MachineInstr &MI) {
    // (operands(), not uses(): an inline-asm load's defs follow its flags,
    // where uses() would count them.)
    for (const llvm::MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.isUse() && MO.getReg() && !check(MO.getReg()))
        return false;
    return true;
  }
  /// The header PHIs the checked values depend on, in the order found.
  llvm::ArrayRef<llvm::MachineInstr *> phis() const { return Phis; }
  /// The SASS instructions the checked chains take, estimated: two for an
  /// instruction with a 64-bit integer result (IADD3 and IADD3.X, two SEL),
  /// one for any other.
  unsigned sassInstructions(const llvm::TargetRegisterInfo &TRI) const {
    unsigned N = 0;
    for (const llvm::MachineInstr *MI : Seen) {
      if (MI->getNumExplicitDefs() == 0)
        continue;
      llvm::Register D = MI->getOperand(0).getReg();
      N += TRI.getRegSizeInBits(*MRI.getRegClass(D)) == 64 ? 2 : 1;
    }
    return N;
  }

private:
  const llvm::MachineLoop &L;
  const llvm::MachineRegisterInfo &MRI;
  bool GlobalLoads;
  llvm::DenseSet<const llvm::MachineInstr *> Seen;
  llvm::SmallVector<llvm::MachineInstr *, 4> Phis;
};

/// Clones the pure chains that compute values at a point of a block.
class Cloner {
public:
  Cloner(const llvm::MachineLoop &L, llvm::MachineBasicBlock &MBB,
         llvm::MachineBasicBlock::iterator At)
      : L(L), MBB(MBB), At(At), MF(*MBB.getParent()), MRI(MF.getRegInfo()) {}
  /// Value \p From stands for \p To in the clones (a header PHI).
  void map(llvm::Register From, llvm::Register To) { Map[From] = To; }
  /// \p R computed at the point: itself when defined before the loop, its
  /// mapping, else a clone of its chain.
  llvm::Register value(llvm::Register R) {
    if (auto It = Map.find(R); It != Map.end())
      return It->second;
    llvm::MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || !L.contains(Def->getParent())) {
      MRI.clearKillFlags(R);
      return R;
    }
    assert(!Def->isPHI() && "a header PHI the rewrite did not map");
    llvm::MachineInstr *New = cloneWithOperands(*Def);
    // The clone's def in R's place (an inline-asm load's defs follow its
    // flags, not at operand 0).
    llvm::Register Out =
        New->getOperand(Def->findRegisterDefOperandIdx(R, /*TRI=*/nullptr))
            .getReg();
    Map[R] = Out;
    return Out;
  }
  /// Clones \p MI at the point with its operands computed there and fresh
  /// registers for its defs (returned in operand order by the clone).
  llvm::MachineInstr *cloneWithOperands(const llvm::MachineInstr &MI) {
    llvm::SmallVector<std::pair<unsigned, llvm::Register>, 4> Uses;
    for (const llvm::MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.isUse() && MO.getReg().isVirtual())
        Uses.push_back({MO.getOperandNo(), value(MO.getReg())});
    llvm::MachineInstr *New = MF.CloneMachineInstr(&MI);
    for (auto [No, R] : Uses) {
      New->getOperand(No).setReg(R);
      New->getOperand(No).setIsKill(false);
    }
    for (llvm::MachineOperand &MO : New->all_defs())
      MO.setReg(MRI.createVirtualRegister(MRI.getRegClass(MO.getReg())));
    MBB.insert(At, New);
    return New;
  }

private:
  const llvm::MachineLoop &L;
  llvm::MachineBasicBlock &MBB;
  llvm::MachineBasicBlock::iterator At;
  llvm::MachineFunction &MF;
  llvm::MachineRegisterInfo &MRI;
  llvm::DenseMap<llvm::Register, llvm::Register> Map;
};

} // namespace tileloop
} // namespace nvptx
} // namespace twill

#endif // TWILL_LIB_NVPTX_TILELOOPCOMMON_H
