//===- AsyncRing.cpp - Shared-memory rings for cp.async tile loops --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// analyzeAsyncRing and applyAsyncRing (TileLoop.h): a tile loop that fills
/// shared buffers with cp.async and waits at once gets S slots per buffer.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/TileLoop.h"

#include "TileLoopCommon.h"

#include "twill/NVPTX/AsyncGroups.h"
#include "twill/NVPTX/CostModel.h"
#include "twill/NVPTX/GuardedBlock.h"
#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <optional>
#include <string>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;
using namespace twill::nvptx::tileloop;

namespace {

/// MOV_ADDR / MOV_ADDR64: a register set to a symbol's address.
bool isAddressOf(const MachineInstr &MI) {
  StringRef N = opName(MI);
  return (N == "MOV_ADDR" || N == "MOV_ADDR64") && MI.getNumOperands() >= 2 &&
         MI.getOperand(0).isReg();
}

/// The static shared variable \p MO names, or null.
const GlobalVariable *sharedVariable(const MachineOperand &MO) {
  if (!MO.isGlobal())
    return nullptr;
  const auto *GV = dyn_cast<GlobalVariable>(MO.getGlobal());
  return GV && GV->getAddressSpace() == SharedSpace ? GV : nullptr;
}

/// The MOV_ADDR of the shared variable whose address \p R is, plus
/// offsets: through adds, moves and truncations to 32 bits back to it (the
/// other operands are checked later), or null.
const MachineInstr *bufferRoot(Register R, const MachineRegisterInfo &MRI,
                               unsigned Depth = 0) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Depth > 32)
    return nullptr;
  if (isAddressOf(*Def))
    return sharedVariable(Def->getOperand(1)) ? Def : nullptr;
  StringRef N = Def->getMF()->getSubtarget().getInstrInfo()->getName(
      Def->getOpcode());
  // cvta.shared and back (`__cvta_generic_to_shared(&Buf[i])` as 64-bit
  // inline PTX operands: shared -> generic, + i, -> shared) add the shared
  // window's base and take it off again.
  if (!N.starts_with("ADDi") && N != "COPY" && !N.starts_with("IMOV") &&
      N != "CVT_u32_u64" && !N.starts_with("cvta_shared") &&
      !N.starts_with("cvta_to_shared"))
    return nullptr;
  for (const MachineOperand &MO : Def->uses())
    if (MO.isReg() && MO.getReg().isVirtual())
      if (const MachineInstr *Root = bufferRoot(MO.getReg(), MRI, Depth + 1))
        return Root;
  return nullptr;
}

/// Whether operand \p OpNo of \p MI passes a buffer's address on to its
/// def, offset by values that are not addresses: an add, the first operand
/// of a sub, a move, a PHI, a truncation to 32 bits or a cvta to a generic
/// address.
bool derivesAddress(const MachineInstr &MI, unsigned OpNo) {
  if (MI.isPHI() || MI.isCopy())
    return true;
  StringRef N = MI.getMF()->getSubtarget().getInstrInfo()->getName(
      MI.getOpcode());
  if (MI.getNumExplicitDefs() != 1)
    return false;
  // A shared-memory address is below 2^32, so adding an offset before a
  // truncation to 32 bits is adding it after (cvta's 32-bit results).
  // cvta.shared adds the shared window's generic base, cvta.to.shared
  // takes it off: the same sum.
  return N.starts_with("ADDi") || (N.starts_with("SUBi") && OpNo == 1) ||
         N == "IMOV64rr" || N == "IMOV32rr" || N == "CVT_u32_u64" ||
         N == "cvta_shared_64" || N == "cvta_shared" ||
         N == "cvta_to_shared_64" || N == "cvta_to_shared";
}

/// An async-group instruction of the ring's pattern, as an NVVM intrinsic
/// or as inline PTX of that one statement (`asm volatile("cp.async.ca.
/// shared.global [%0], [%1], 16;" :: "r"(dst), "l"(src))`, as hand-written
/// kernels issue them).
/// A bulk ring's forms (inline PTX only: LLVM 19 has no intrinsic for
/// them): Arm, `mbarrier.arrive.expect_tx`; BulkCopy, a 1-D bulk copy that
/// completes on an mbarrier; BulkWait, a statement that waits on an
/// mbarrier's phase parity.
enum class AsyncOp {
  None,
  Copy,
  Commit,
  WaitZero,
  WaitAll,
  Arm,
  BulkCopy,
  BulkWait
};

/// Whether every statement of \p Text but the one wait on an mbarrier is
/// one that a wait statement wraps it in: braces, a predicate declared,
/// the predicate turned into a value (selp), branches and labels.
bool onlyWaitAround(StringRef Text) {
  // A label or branch target may hold `${:uid}` (clang's `%=`).
  static const Regex Label(
      "^[A-Za-z_$][A-Za-z0-9_$]*(\\$\\{:uid\\}[A-Za-z0-9_]*)?[ \t]*:");
  static const Regex Allowed(
      "^(\\.reg[ \t]+\\.pred[ \t]+[A-Za-z_%$][A-Za-z0-9_%$]*|"
      "selp\\.[bsu]32[ \t]+\\$[0-9]+[ \t]*,[ \t]*[01][ \t]*,[ \t]*[01][ \t]*,"
      "[ \t]*[A-Za-z_%][A-Za-z0-9_%]*|"
      "(@!?[A-Za-z_%][A-Za-z0-9_%]*[ \t]+)?bra(\\.uni)?[ \t]+"
      "[A-Za-z_$][A-Za-z0-9_$]*(\\$\\{:uid\\}[A-Za-z0-9_]*)?)$");
  SmallVector<StringRef, 8> Parts;
  SplitString(Text, Parts, ";\n");
  unsigned Waits = 0;
  for (StringRef Piece : Parts) {
    // Braces and labels before a statement.
    for (Piece = Piece.trim(); !Piece.empty(); Piece = Piece.trim()) {
      SmallVector<StringRef, 1> L;
      if (Piece.front() == '{' || Piece.front() == '}')
        Piece = Piece.drop_front();
      else if (Label.match(Piece, &L))
        Piece = Piece.drop_front(L[0].size());
      else
        break;
    }
    if (Piece.empty())
      continue;
    if (Piece.starts_with("mbarrier.")) {
      ++Waits;
      continue;
    }
    if (!Allowed.match(Piece))
      return false;
  }
  return Waits == 1;
}

/// A bulk or tensor copy of operands \p DstNo (its destination) and \p
/// BarNo (its mbarrier), into \p Dst and \p Bar; None where either is no
/// register operand, they are one, or \p HintMismatch (a cache hint
/// without its policy operand, or the other way round).
AsyncOp bulkCopy(const MachineInstr &MI, StringRef DstNo, StringRef BarNo,
                 bool HintMismatch, unsigned &Dst, unsigned *Bar) {
  Dst = asmRegisterOperand(MI, DstNo);
  unsigned B = asmRegisterOperand(MI, BarNo);
  if (!Dst || !B || B == Dst || HintMismatch) {
    Dst = 0;
    return AsyncOp::None;
  }
  if (Bar)
    *Bar = B;
  return AsyncOp::BulkCopy;
}

/// Whether \p MI is a tensor (TMA) copy, inline PTX
/// `cp.async.bulk.tensor`.
bool isTensorCopy(const MachineInstr &MI) {
  return MI.isInlineAsm() && StringRef(MI.getOperand(0).getSymbolName())
                                 .trim()
                                 .starts_with("cp.async.bulk.tensor.");
}

/// What \p MI is in the pattern; for a copy, \p Dst is its destination's
/// operand (0 for the intrinsics), for an arm its mbarrier's; for a bulk
/// copy \p Bar is its mbarrier's; for a bulk wait \p Dst is its
/// mbarrier's and \p Bar its phase's.
AsyncOp asyncOp(const MachineInstr &MI, unsigned &Dst,
                unsigned *Bar = nullptr) {
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  Dst = 0;
  if (Bar)
    *Bar = 0;
  if (!MI.isInlineAsm()) {
    StringRef N = opName(MI);
    if (asyncCopyDestination(MI, TII))
      return AsyncOp::Copy;
    if (N == "CP_ASYNC_COMMIT_GROUP")
      return AsyncOp::Commit;
    if (N == "CP_ASYNC_WAIT_ALL")
      return AsyncOp::WaitAll;
    if (N == "CP_ASYNC_WAIT_GROUP" && MI.getOperand(0).isImm() &&
        MI.getOperand(0).getImm() == 0)
      return AsyncOp::WaitZero;
    return AsyncOp::None;
  }
  StringRef Text = StringRef(MI.getOperand(0).getSymbolName()).trim();
  SmallVector<StringRef, 6> M;
  // mbarrier.{try,test}_wait.parity[.sem.scope].shared[::cta].b64 p, [$b],
  // $phase
  static const Regex WaitText(
      "mbarrier\\.(try|test)_wait\\.parity(\\.acquire)?(\\.cta)?"
      "\\.shared(::cta)?\\.b64[ \t]+[A-Za-z_%][A-Za-z0-9_%]*[ \t]*,"
      "[ \t]*\\[\\$([0-9]+)\\][ \t]*,[ \t]*\\$([0-9]+)"
      "([ \t]*,[ \t]*(\\$[0-9]+|[0-9]+))?[ \t]*;");
  if (Text.contains("mbarrier.") && WaitText.match(Text, &M)) {
    unsigned B = asmRegisterOperand(MI, M[5]),
             Ph = asmRegisterOperand(MI, M[6]);
    if (!B || !Ph || !onlyWaitAround(Text))
      return AsyncOp::None;
    Dst = B;
    if (Bar)
      *Bar = Ph;
    return AsyncOp::BulkWait;
  }
  Text.consume_back(";");
  Text = Text.trim();
  // Every form below starts so (a cheap test before the regular
  // expressions, which every inline PTX statement of a loop meets).
  if (!Text.starts_with("cp.async.") && !Text.starts_with("mbarrier.arrive."))
    return AsyncOp::None;
  // cp.async.bulk.tensor.Nd.shared::cluster.global[.tile].mbarrier::
  //   complete_tx::bytes[.L2::cache_hint] [$d], [$map, {$c0, ...}], [$b]
  //   [, $policy]: a tensor (TMA) copy of a box, its map and coordinates
  //   read as a 1-D copy's source is (from the tile's values).
  static const Regex TensorText(
      "^cp\\.async\\.bulk\\.tensor\\.[1-5]d\\.shared::cluster\\.global"
      "(\\.tile)?\\.mbarrier::complete_tx::bytes(\\.L2::cache_hint)?[ \t]+"
      "\\[\\$([0-9]+)\\][ \t]*,[ \t]*\\[\\$[0-9]+[ \t]*,[ \t]*\\{"
      "[ \t]*(\\$[0-9]+|-?[0-9]+)([ \t]*,[ \t]*(\\$[0-9]+|-?[0-9]+))*"
      "[ \t]*\\}[ \t]*\\][ \t]*,[ \t]*\\[\\$([0-9]+)\\]"
      "([ \t]*,[ \t]*\\$[0-9]+)?$");
  if (TensorText.match(Text, &M))
    return bulkCopy(MI, M[3], M[7], M[2].empty() != M[8].empty(), Dst, Bar);
  if (Text.contains(';') || Text.contains('{') || Text.contains('@'))
    return AsyncOp::None;
  // mbarrier.arrive.expect_tx[.release.cta].shared[::cta].b64 _, [$b], n
  static const Regex ArmText(
      "^mbarrier\\.arrive\\.expect_tx(\\.release)?(\\.cta)?"
      "\\.shared(::cta)?\\.b64[ \t]+_[ \t]*,[ \t]*\\[\\$([0-9]+)\\]"
      "[ \t]*,[ \t]*(\\$[0-9]+|[0-9]+)$");
  if (ArmText.match(Text, &M)) {
    Dst = asmRegisterOperand(MI, M[4]);
    return Dst ? AsyncOp::Arm : AsyncOp::None;
  }
  // cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
  //   [$d], [$s], n, [$b]; with .L2::cache_hint, and a policy operand
  static const Regex BulkText(
      "^cp\\.async\\.bulk\\.shared::cluster\\.global\\.mbarrier::complete_tx::"
      "bytes(\\.L2::cache_hint)?[ \t]+\\[\\$([0-9]+)\\][ \t]*,"
      "[ \t]*\\[\\$[0-9]+\\][ \t]*,[ \t]*(\\$[0-9]+|[0-9]+)[ \t]*,"
      "[ \t]*\\[\\$([0-9]+)\\]([ \t]*,[ \t]*\\$[0-9]+)?$");
  if (BulkText.match(Text, &M))
    return bulkCopy(MI, M[2], M[4], M[1].empty() != M[5].empty(), Dst, Bar);
  if (Text == "cp.async.commit_group")
    return AsyncOp::Commit;
  if (Text == "cp.async.wait_all")
    return AsyncOp::WaitAll;
  static const Regex WaitGroup("^cp\\.async\\.wait_group[ \t]+(0|\\$([0-9]+))$");
  if (WaitGroup.match(Text, &M)) {
    if (M[1] == "0")
      return AsyncOp::WaitZero;
    unsigned N = 0, Idx = 0;
    if (!M[2].getAsInteger(10, N) && (Idx = asmOperandIndex(MI, N)) &&
        MI.getOperand(Idx).isImm() && MI.getOperand(Idx).getImm() == 0)
      return AsyncOp::WaitZero;
    return AsyncOp::None;
  }
  // cp.async.{ca,cg}.shared.global[.L2::NB] [$d], [$s], size[, $srcsize]
  static const Regex CopyText(
      "^cp\\.async\\.c[ag]\\.shared\\.global(\\.L2::[0-9]+B)?[ \t]+"
      "\\[\\$([0-9]+)\\][ \t]*,[ \t]*\\[\\$[0-9]+\\][ \t]*,"
      "[ \t]*(\\$[0-9]+|4|8|16)([ \t]*,[ \t]*\\$[0-9]+)?$");
  if (!CopyText.match(Text, &M) || !(Dst = asmRegisterOperand(MI, M[2])))
    return AsyncOp::None;
  return AsyncOp::Copy;
}

/// \p R as Base + Offset: Base the first register, going back from \p R
/// through adds of an immediate (`ADDi32ri`, `ADDi64ri`) made before \p L,
/// that is no such add (\p R itself, Offset 0, where its definition is
/// none). The sum wraps, as the adds do.
std::pair<Register, int64_t>
immediateOffsetBase(Register R, const MachineLoop &L,
                    const MachineRegisterInfo &MRI) {
  uint64_t Offset = 0;
  for (unsigned Depth = 0; Depth < 16 && R.isVirtual(); ++Depth) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || L.contains(Def->getParent()) || Def->getNumOperands() != 3 ||
        !Def->getOperand(1).isReg() ||
        !Def->getOperand(1).getReg().isVirtual() || !Def->getOperand(2).isImm())
      break;
    StringRef N = opName(*Def);
    if (N != "ADDi32ri" && N != "ADDi64ri")
      break;
    Offset += uint64_t(Def->getOperand(2).getImm());
    R = Def->getOperand(1).getReg();
  }
  return {R, int64_t(Offset)};
}

/// \p R through the moves of it in the loop.
Register throughMoves(const AsyncRingPlan &P, Register R,
                      const MachineRegisterInfo &MRI) {
  for (unsigned Depth = 0; R.isVirtual() && Depth < 8; ++Depth) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || !P.L->contains(Def->getParent()) || !isMove(*Def))
      break;
    R = Def->getOperand(1).getReg();
  }
  return R;
}

/// The operand of \p MI (inline PTX) that holds its elected flag, where
/// \p MI is CUTLASS's `elect_one_sync()`: it elects one lane of the full
/// warp and sets the flag to 1 there, the flag entering as 0,
///   { .reg .b32 %rx; .reg .pred %px; elect.sync %rx|%px, $m;
///     @%px mov.s32 $f, 1; mov.s32 $l, %rx; }
/// with $m -1 (an operand or the literal), $f tied to an input of 0; else
/// 0.
unsigned electedFlag(const MachineInstr &MI, const MachineRegisterInfo &MRI) {
  if (!MI.isInlineAsm())
    return 0;
  StringRef Text = MI.getOperand(0).getSymbolName();
  static const Regex Elect("^elect\\.sync[ \t]+(%[A-Za-z0-9_]+|_)[ \t]*\\|"
                           "[ \t]*(%[A-Za-z0-9_]+)[ \t]*,[ \t]*"
                           "(\\$[0-9]+|-1|0[xX][fF]{8}|4294967295)$");
  static const Regex SetFlag("^@(%[A-Za-z0-9_]+)[ \t]+mov\\.[bsu]32[ \t]+"
                             "\\$([0-9]+)[ \t]*,[ \t]*1$");
  static const Regex Lane("^mov\\.[bsu]32[ \t]+\\$[0-9]+[ \t]*,[ \t]*"
                          "(%[A-Za-z0-9_]+)$");
  SmallVector<StringRef, 8> Parts;
  SplitString(Text, Parts, ";\n");
  SmallVector<StringRef, 4> E, F;
  for (StringRef Piece : Parts) {
    Piece = Piece.trim().trim("{}").trim();
    SmallVector<StringRef, 4> M;
    if (Piece.empty() || Piece.starts_with(".reg"))
      continue;
    if (E.empty() && Elect.match(Piece, &E))
      continue;
    if (!E.empty() && F.empty() && SetFlag.match(Piece, &F) && F[1] == E[2])
      continue;
    if (!E.empty() && Lane.match(Piece, &M) && M[1] == E[1])
      continue;
    return 0;
  }
  if (E.empty() || F.empty())
    return 0;
  if (E[3].starts_with("$")) {
    unsigned Mask = asmRegisterOperand(MI, E[3].drop_front());
    if (!Mask || constantOf(MI.getOperand(Mask).getReg(), MRI) != -1)
      return 0;
  }
  unsigned Flag = asmRegisterOperand(MI, F[2]), Tied = 0;
  if (!Flag || !MI.getOperand(Flag).isDef() ||
      !MI.isRegTiedToUseOperand(Flag, &Tied) ||
      constantOf(MI.getOperand(Tied).getReg(), MRI) != 0)
    return 0;
  return Flag;
}

/// The copy of the pattern that \p MI is, or null.
const AsyncRingPlan::Copy *patternCopy(const AsyncRingPlan &P,
                                       const MachineInstr &MI) {
  for (const AsyncRingPlan::Copy &C : P.Copies)
    if (C.MI == &MI)
      return &C;
  return nullptr;
}

/// Whether the pattern is complete: the wait barrier, or a bulk ring's
/// mbarrier waits (one for each mbarrier its copies complete on).
bool patternEnds(const AsyncRingPlan &P) {
  return P.Barrier ||
         (P.Bulk && P.Wait && 1 + P.LaterWaits.size() >= P.WaitsNeeded);
}

/// The static shared variable and byte offset that \p R holds the address
/// of (through moves, conversions, cvta and adds of immediates), if any: an
/// mbarrier told apart from the others of its array.
std::optional<std::pair<const GlobalVariable *, int64_t>>
mbarrierKey(Register R, const MachineRegisterInfo &MRI) {
  int64_t Offset = 0;
  for (unsigned Depth = 0; R.isVirtual() && Depth < 12; ++Depth) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def)
      return std::nullopt;
    StringRef N = opName(*Def);
    if (isAddressOf(*Def)) {
      const GlobalVariable *GV = sharedVariable(Def->getOperand(1));
      if (!GV)
        return std::nullopt;
      return std::make_pair(GV, Offset);
    }
    if (N.starts_with("ADDi") && Def->getNumOperands() > 2 &&
        Def->getOperand(2).isImm())
      Offset += Def->getOperand(2).getImm();
    else if (!isMove(*Def) && N != "CVT_u32_u64" && !N.starts_with("cvta_"))
      return std::nullopt;
    if (!Def->getOperand(1).isReg())
      return std::nullopt;
    R = Def->getOperand(1).getReg();
  }
  return std::nullopt;
}

/// The mbarriers the copies and arms of \p P complete on: the distinct
/// keys (mbarrierKey), or 1 where one is not known.
unsigned mbarriersOfCopies(const AsyncRingPlan &P,
                           const MachineRegisterInfo &MRI) {
  SmallVector<std::pair<const GlobalVariable *, int64_t>, 2> Keys;
  for (const AsyncRingPlan::Copy &C : P.Copies) {
    auto Key = mbarrierKey(
        C.MI->getOperand(C.BarOp ? C.BarOp : C.DstOp).getReg(), MRI);
    if (!Key)
      return 1;
    if (!is_contained(Keys, *Key))
      Keys.push_back(*Key);
  }
  return std::max<unsigned>(1, unsigned(Keys.size()));
}

/// One instruction of the ring's pattern, in order: a copy, the commit, the
/// wait, the barrier, or a pure instruction or global load between them.
Error matchRingInstr(AsyncRingPlan &P, const InstrClassifier &C,
                     MachineInstr &MI) {
  const MachineBasicBlock &B = *MI.getParent();
  std::string N = describeOp(MI, &C);
  unsigned Dst = 0, Bar = 0;
  AsyncOp Op = asyncOp(MI, Dst, &Bar);
  bool BulkOp = Op == AsyncOp::Arm || Op == AsyncOp::BulkCopy;
  if ((BulkOp && !P.Bulk && !P.Copies.empty()) ||
      (Op == AsyncOp::Copy && P.Bulk))
    return refuse(B, "the loop issues both cp.async and bulk copies");
  if (BulkOp) {
    if (P.Wait)
      return refuse(B, "a bulk copy or mbarrier arm after the mbarrier wait");
    P.Bulk = true;
    P.Copies.push_back(
        {&MI, 0, Dst, Register(), Bar, 0, Register(), isTensorCopy(MI)});
  } else if (Op == AsyncOp::BulkWait && P.Bulk && !P.Wait) {
    P.Wait = &MI;
    P.WaitBarOp = Dst;
    P.WaitPhaseOp = Bar;
    P.WaitsNeeded = mbarriersOfCopies(P, MI.getMF()->getRegInfo());
  } else if (Op == AsyncOp::BulkWait && P.Bulk && !patternEnds(P)) {
    P.LaterWaits.push_back({&MI, Dst, Bar});
  } else if (Op == AsyncOp::Copy) {
    if (P.Commit)
      return refuse(B, "a cp.async after the commit_group");
    P.Copies.push_back({&MI, 0, Dst, Register(), 0, 0, Register()});
  } else if (Op == AsyncOp::Commit && !P.Copies.empty() && !P.Commit) {
    P.Commit = &MI;
  } else if (Op == AsyncOp::WaitAll && !P.Bulk && !P.Copies.empty() &&
             !P.Commit) {
    // cp.async.wait_all is commit_group and wait_group 0 in one (PTX ISA,
    // "cp.async.wait_group / cp.async.wait_all"); applyAsyncRing splits it.
    P.Commit = P.Wait = &MI;
  } else if ((Op == AsyncOp::WaitZero || Op == AsyncOp::WaitAll) && P.Commit &&
             !P.Wait) {
    P.Wait = &MI;
  } else if (isBarrier(MI, C) && P.Wait) {
    P.Barrier = &MI;
  } else if (isBarrier(MI, C) && !P.Copies.empty()) {
    return refuse(B, "a CTA barrier (" + N + ") follows the copies before " +
                         (P.Commit ? "a cp.async.wait_group 0"
                                   : "a cp.async.commit_group") +
                         " (the tile is read without waiting for it)");
  } else if (electedFlag(MI, MI.getMF()->getRegInfo())) {
    // A lane's election (registers only): findGuard checks the branch on
    // it, and the ring moves it nowhere.
  } else if (!isPure(MI) && !isMovableGlobalLoad(MI)) {
    return refuse(
        B, (&B == P.Header ? "the header holds " : "the block holds ") + N +
               (P.Copies.empty() ? " before its copies"
                : P.Bulk && P.Wait
                    ? " after the wait on one of the " +
                          std::to_string(P.WaitsNeeded) +
                          " mbarriers the copies complete on, before the "
                          "waits on the others"
                : P.Bulk ? " between the copies and their mbarrier "
                           "wait"
                         : " before the copies' commit_group, "
                           "wait_group 0 and barrier"));
  }
  return Error::success();
}

/// Whether \p S is one side of a branch of the loop's header \p H: entered
/// from H alone, leaving to one block of the loop (returned), else null.
MachineBasicBlock *sideOf(const AsyncRingPlan &P, MachineBasicBlock *S) {
  if (S == P.Header || !P.L->contains(S) || S->pred_size() != 1 ||
      S->succ_size() != 1)
    return nullptr;
  return *S->succ_begin();
}

/// Whether \p Test computes the elected flag (electedFlag) and enters \p
/// Copies in the elected lane alone: its branch is on `setp.eq/ne flag, 0`,
/// in the sense that makes it so; with \p OnlyPure, beside pure
/// instructions alone (a block between a guard's branch and Copies).
bool electsCopies(const AsyncRingPlan &P, MachineBasicBlock &Test,
                  const MachineBasicBlock *Copies, bool OnlyPure) {
  const MachineFunction &MF = *Test.getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  std::optional<HeaderBranch> B =
      decodeHeaderBranch(Test, *MF.getSubtarget().getInstrInfo());
  if (!B)
    return false;
  Register Flag;
  for (const MachineInstr &MI : Test) {
    if (MI.isTerminator() || MI.isDebugInstr() || MI.isPHI())
      continue;
    if (unsigned Op = electedFlag(MI, MRI); Op && !Flag)
      Flag = MI.getOperand(Op).getReg();
    else if (OnlyPure && !isPure(MI))
      return false;
  }
  const MachineInstr *Cmp = MRI.getVRegDef(B->Cond);
  std::optional<Setp> S = Cmp ? decodeSetp(opName(*Cmp)) : std::nullopt;
  if (!Flag || !S || S->Bits != 32 || S->LhsImm || !S->RhsImm ||
      Cmp->getParent() != &Test || Cmp->getNumOperands() < 4 ||
      !Cmp->getOperand(1).isReg() ||
      throughMoves(P, Cmp->getOperand(1).getReg(), MRI) != Flag ||
      !Cmp->getOperand(2).isImm() || Cmp->getOperand(2).getImm() != 0 ||
      !Cmp->getOperand(3).isImm())
    return false;
  int64_t Mode = Cmp->getOperand(3).getImm();
  bool RunsWhen = Copies == B->Taken ? B->TakenOnTrue : !B->TakenOnTrue;
  // Copies run where the flag is not 0: where `flag == 0` is false, or
  // `flag != 0` true.
  return (Mode == ModeEq && !RunsWhen) || (Mode == ModeNe && RunsWhen);
}

/// The if-then (or if-then-else) that \p From's conditional branch opens,
/// into \p G: its then-block (entered from From alone, leaving to the join
/// alone), else-block and predicate; returns the join, or null where From
/// ends otherwise.
MachineBasicBlock *findGuard(const AsyncRingPlan &P, MachineBasicBlock &From,
                             AsyncRingPlan::Guard &G) {
  const TargetInstrInfo &TII =
      *From.getParent()->getSubtarget().getInstrInfo();
  std::optional<HeaderBranch> B = decodeHeaderBranch(From, TII);
  if (&From == P.Latch || From.succ_size() != 2 || !B)
    return nullptr;
  MachineBasicBlock *S1 = *From.succ_begin(),
                    *S2 = *std::next(From.succ_begin());
  MachineBasicBlock *J1 = sideOf(P, S1), *J2 = sideOf(P, S2);
  G.Pred = B->Cond;
  if (J1 && J1 == J2 && J1 != P.Header) {
    G.Block = S1;
    G.Else = S2;
    G.CopiesWhen = S1 == B->Taken ? B->TakenOnTrue : !B->TakenOnTrue;
    return J1;
  }
  // An if-then: one side falls into the other, the join.
  for (auto [Then, Join] : {std::pair(S1, S2), std::pair(S2, S1)}) {
    if (sideOf(P, Then) != Join || Then == Join || Join == P.Header)
      continue;
    G.Block = Then;
    G.CopiesWhen = Then == B->Taken ? B->TakenOnTrue : !B->TakenOnTrue;
    // `if (elect_one_sync())`: From elects and branches on the flag.
    if (electsCopies(P, From, Then, /*OnlyPure=*/false)) {
      G.Test = &From;
      G.PredElects = true;
    }
    return Join;
  }
  // `if (a && elect_one_sync())`: one side elects a lane and branches to
  // the join or to an if-then's then-block that falls into it.
  for (auto [Test, Join] : {std::pair(S1, S2), std::pair(S2, S1)}) {
    if (Test == P.Header || Join == P.Header || !P.L->contains(Test) ||
        Test->pred_size() != 1 || Test->succ_size() != 2 ||
        !Test->isSuccessor(Join))
      continue;
    MachineBasicBlock *Then = *Test->succ_begin() == Join
                                  ? *std::next(Test->succ_begin())
                                  : *Test->succ_begin();
    if (Then == Test || sideOf(P, Then) != Join ||
        !electsCopies(P, *Test, Then, /*OnlyPure=*/true))
      continue;
    G.Block = Then;
    G.Test = Test;
    G.CopiesWhen = Test == B->Taken ? B->TakenOnTrue : !B->TakenOnTrue;
    return Join;
  }
  return nullptr;
}

/// Whether \p MBB issues a cp.async or a bulk copy of the ring's forms.
bool issuesCopies(const MachineBasicBlock &MBB) {
  return any_of(MBB, [&](const MachineInstr &MI) {
    unsigned Dst = 0;
    AsyncOp Op = asyncOp(MI, Dst);
    return Op == AsyncOp::Copy || Op == AsyncOp::BulkCopy;
  });
}

/// The condition under which guarded block \p MBB runs: its guard's
/// predicate and the value it must have; nullopt for a block under no
/// guard.
std::optional<std::pair<Register, bool>> runsWhen(const AsyncRingPlan &P,
                                                  const MachineBasicBlock *MBB) {
  bool Then = false;
  const AsyncRingPlan::Guard *G = P.guardOf(MBB, &Then);
  if (!G)
    return std::nullopt;
  return std::make_pair(G->Pred, Then == G->CopiesWhen);
}

/// The guard checks: no barrier under a guard; a commit or wait under one
/// only where every copy runs under the same condition (in the same block,
/// or under a guard on the same predicate with the same value, as a
/// folded cuda::pipeline wait is: a thread that skips it issues no copy
/// either); a loop-invariant predicate for a guard that holds a copy, the
/// commit or the wait.
Error checkGuards(AsyncRingPlan &P) {
  const MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  SmallVector<MachineBasicBlock *, 3> Blocks = P.copyBlocks();
  for (const AsyncRingPlan::MbarrierWait &W : P.waits())
    if (P.guardOf(W.MI->getParent()))
      return refuse(*W.MI->getParent(),
                    "the mbarrier wait runs under the copies' guard");
  if (!P.Bulk && P.guardOf(P.Barrier->getParent()))
    return refuse(*P.Barrier->getParent(),
                  "the CTA barrier after the copies runs under their guard");
  auto SameCondition = [&](const MachineInstr *Sync) {
    std::optional<std::pair<Register, bool>> When =
        runsWhen(P, Sync->getParent());
    return all_of(Blocks, [&](const MachineBasicBlock *B) {
      return B == Sync->getParent() || runsWhen(P, B) == When;
    });
  };
  SmallVector<const MachineInstr *, 3> Syncs{P.Commit};
  for (const AsyncRingPlan::MbarrierWait &W : P.waits())
    Syncs.push_back(W.MI);
  if (!P.Bulk)
    Syncs.push_back(P.Wait);
  for (const MachineInstr *Sync : Syncs)
    if (Sync && P.guardOf(Sync->getParent()) && !SameCondition(Sync))
      return refuse(*Sync->getParent(),
                    "the copies' commit_group or wait runs under a guard "
                    "that not every copy runs under (a thread that skips it "
                    "would leave copies uncommitted or unawaited)");
  for (const AsyncRingPlan::Guard &G : P.Guards) {
    bool Holds = P.guardsCopies(G) ||
                 (P.Commit && P.guardOf(P.Commit->getParent()) == &G);
    if (Holds && !G.PredElects && !invariantIn(G.Pred, *P.L, MRI))
      return refuse(*G.Block->getSinglePredecessor(),
                    "the copies run under a guard that depends on the "
                    "iteration: where it skips a copy, a slot would keep "
                    "the bytes of the tile S before, where the one buffer "
                    "keeps the tile before's");
  }
  return Error::success();
}

/// Scans \p MBB's instructions into the pattern, up to its barrier or its
/// terminators.
Error scanRingBlock(AsyncRingPlan &P, const InstrClassifier &C,
                    MachineBasicBlock &MBB) {
  for (MachineInstr &MI : MBB) {
    if (MI.isPHI() || MI.isDebugInstr())
      continue;
    if (patternEnds(P) || MI.isTerminator())
      break;
    if (Error E = matchRingInstr(P, C, MI))
      return E;
  }
  return Error::success();
}

/// The header (or the header, the guarded block and the join): the
/// copies, one commit_group, one wait_group 0 (or wait_all) and a barrier,
/// with only pure instructions between them.
Error matchRingHeader(AsyncRingPlan &P, const InstrClassifier &C) {
  MachineBasicBlock &H = *P.Header;
  // The header, then through each if-then (or if-then-else) that the
  // block reached opens, its sides and its join, until the barrier.
  MachineBasicBlock *Cur = &H, *Last = &H;
  if (Error E = scanRingBlock(P, C, H))
    return E;
  while (!patternEnds(P) && P.Guards.size() < 8) {
    AsyncRingPlan::Guard G;
    MachineBasicBlock *Join = findGuard(P, *Cur, G);
    if (!Join)
      break;
    P.Guards.push_back(G);
    for (MachineBasicBlock *MBB : {G.Block, G.Else, Join})
      if (MBB) {
        Last = MBB;
        if (Error E = scanRingBlock(P, C, *MBB))
          return E;
      }
    Cur = Join;
  }
  // A bulk ring's waits may be spin loops of their own after the copies:
  // the block the last one leaves to (its one successor but itself),
  // entered from it alone (and from itself).
  for (unsigned Steps = 0; P.Bulk && !patternEnds(P) && Steps < 8; ++Steps) {
    SmallVector<MachineBasicBlock *, 2> Succs;
    for (MachineBasicBlock *S : Cur->successors())
      if (S != Cur)
        Succs.push_back(S);
    MachineBasicBlock *Next = Succs.size() == 1 ? Succs.front() : nullptr;
    if (!Next || Next == &H || !P.L->contains(Next) ||
        any_of(Next->predecessors(), [&](const MachineBasicBlock *Pred) {
          return Pred != Cur && Pred != Next;
        }))
      break;
    Last = Cur = Next;
    if (Error E = scanRingBlock(P, C, *Next))
      return E;
  }
  if (P.Copies.empty()) {
    for (const MachineBasicBlock *S : H.successors())
      for (const MachineBasicBlock *T : S->successors())
        if (P.Guards.empty() && S != &H && T != &H && P.L->contains(T) &&
            T->pred_size() == 1 && issuesCopies(*T))
          return refuse(*S, "the copies run under a second test, in a block "
                            "that is not CUTLASS's elect_one_sync() of the "
                            "full warp (elect.sync of membermask -1 setting "
                            "a flag that enters as 0, and a branch on it) "
                            "beside pure instructions alone");
    for (const MachineBasicBlock *S : H.successors())
      if (P.Guards.empty() && S != &H && P.L->contains(S) && issuesCopies(*S))
        return refuse(*S, "the copies run under the header's branch, but not "
                          "in the then-block of an if-then (a block entered "
                          "from the header alone that leaves to the join "
                          "alone): this one " +
                              (S->pred_size() != 1
                                   ? "is entered from " +
                                         Twine(S->pred_size()) + " blocks"
                                   : "leaves to " + Twine(S->succ_size()) +
                                         " blocks (a branch after the "
                                         "copies, as cuda::pipeline's "
                                         "consumer_wait switch is)"));
    return refuse(H, "the header issues no cp.async before its first "
                     "barrier");
  }
  if (P.Bulk && !P.Wait)
    return refuse(*Last, "the bulk copies are followed by no wait on an "
                         "mbarrier's phase parity (mbarrier.try_wait.parity "
                         "or test_wait.parity of [bar] and a phase register, "
                         "as one inline PTX statement, alone or with the "
                         "predicate it sets) before this block's branch");
  if (P.Bulk && !patternEnds(P))
    return refuse(*Last, "the copies complete on " + Twine(P.WaitsNeeded) +
                             " mbarriers, but only " +
                             Twine(1 + P.LaterWaits.size()) +
                             " wait(s) on a phase follow them before this "
                             "block's branch");
  if (!patternEnds(P))
    return refuse(*Last,
                  Twine("the copies are followed by ") +
                      (!P.Commit ? "no cp.async.commit_group"
                       : !P.Wait ? "a commit_group but no wait_group 0"
                                 : "a commit_group and a wait but no CTA "
                                   "barrier") +
                      " before this block's branch (the ring's pattern is "
                      "copies, one commit_group, one wait_group 0 and a "
                      "barrier, in the header, or under its guards and in "
                      "their joins)");
  return checkGuards(P);
}

/// The operand of \p MI that holds the address an `mbarrier.init`
/// initialises or an `mbarrier.inval` invalidates (the NVVM intrinsic, or
/// inline PTX of that one statement), or none; \p Inval (if given) says
/// which.
std::optional<unsigned> mbarrierInitAddress(const MachineInstr &MI,
                                            bool *Inval = nullptr) {
  if (!MI.isInlineAsm()) {
    StringRef N = opName(MI);
    bool IsInval = N.starts_with("MBARRIER_INVAL_SHARED");
    if (Inval)
      *Inval = IsInval;
    return N.starts_with("MBARRIER_INIT_SHARED") || IsInval
               ? std::optional<unsigned>(0)
               : std::nullopt;
  }
  StringRef Text = StringRef(MI.getOperand(0).getSymbolName()).trim();
  Text.consume_back(";");
  static const Regex InitText(
      "^mbarrier\\.(init|inval)(\\.shared(::cta)?)?\\.b64[ \t]+"
      "\\[\\$([0-9]+)\\]([ \t]*,[ \t]*(\\$[0-9]+|[0-9]+))?$");
  SmallVector<StringRef, 7> M;
  unsigned Op = 0;
  if (Text.contains(';') || !InitText.match(Text.trim(), &M) ||
      (M[1] == "init") != !M[5].empty() || !(Op = asmRegisterOperand(MI, M[4])))
    return std::nullopt;
  if (Inval)
    *Inval = M[1] == "inval";
  return Op;
}

/// Whether operand \p OpNo of \p MI is the address an `mbarrier.init`
/// initialises or an `mbarrier.inval` invalidates (done for every slot's
/// mbarrier alike, outside the loop).
bool isMbarrierInit(const MachineInstr &MI, unsigned OpNo) {
  return mbarrierInitAddress(MI) == OpNo;
}

/// An instruction of the header's pattern; for a bulk ring also what
/// prepares an mbarrier before the loop: an `mbarrier.init` (of shared
/// memory alone; the ring repeats those of its mbarrier) and the fences
/// that publish it (`fence.mbarrier_init`, `fence.proxy.async`), which
/// write no memory.
bool inRingPattern(const AsyncRingPlan &P, const MachineInstr &MI) {
  if ((P.Commit && &MI == P.Commit) || (P.Wait && &MI == P.Wait) ||
      patternCopy(P, MI) ||
      any_of(P.LaterWaits,
             [&](const AsyncRingPlan::MbarrierWait &W) { return W.MI == &MI; }))
    return true;
  // A guard's election (registers only, a warp-collective).
  if (any_of(P.Guards, [&](const AsyncRingPlan::Guard &G) {
        return G.Test == MI.getParent() &&
               electedFlag(MI, MI.getMF()->getRegInfo());
      }))
    return true;
  if (!P.Bulk)
    return false;
  if (mbarrierInitAddress(MI))
    return true;
  if (!MI.isInlineAsm())
    return false;
  StringRef Text = StringRef(MI.getOperand(0).getSymbolName()).trim();
  Text.consume_back(";");
  Text = Text.trim();
  return Text == "fence.mbarrier_init.release.cluster" ||
         Text == "fence.proxy.async" || Text == "fence.proxy.async.shared::cta";
}

/// Whether every use of \p GV (through constant expressions) is in \p F
/// and \p GV has internal linkage: what LLVM's NVPTX printer takes to
/// declare a shared variable in F's body (canDemoteGlobalVar), which it
/// prints after this pass has run on F.
bool usedOnlyIn(const GlobalVariable &GV, const Function &F) {
  if (!GV.hasLocalLinkage())
    return false;
  SmallVector<const User *, 8> Work(GV.users());
  DenseSet<const User *> Seen;
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (!Seen.insert(U).second)
      continue;
    if (const auto *I = dyn_cast<Instruction>(U)) {
      if (I->getFunction() != &F)
        return false;
    } else if (isa<ConstantExpr>(U)) {
      append_range(Work, U->users());
    } else {
      return false;
    }
  }
  return true;
}

/// The buffer whose address plus offsets operand \p OpNo of \p Copy holds,
/// into \p Index, and that address's value, into \p Value: from before the
/// loop (through the moves of it that machine sinking leaves in the loop),
/// or for a bulk ring also computed in the loop from such values alone
/// (applyAsyncRing computes it in the preheader); \p Mbarrier: the operand
/// is a bulk ring's mbarrier.
Error findBuffer(AsyncRingPlan &P, MachineInstr &Copy, unsigned OpNo,
                 bool Mbarrier, Register &Value, unsigned &Index) {
  MachineFunction &MF = *P.Header->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const DataLayout &DL = MF.getFunction().getParent()->getDataLayout();
  StringRef What = Mbarrier ? "an mbarrier operand" : "a copy's destination";
  Register Dst = throughMoves(P, Copy.getOperand(OpNo).getReg(), MRI);
  const MachineInstr *Def = Dst.isVirtual() ? MRI.getVRegDef(Dst) : nullptr;
  // A bulk ring's operand may be computed in the loop from values from
  // before it alone (a truncation or cvta that machine sinking left beside
  // the copy): the clones compute it again where they go (Cloner).
  bool Invariant = P.Bulk && Def && invariantIn(Dst, *P.L, MRI);
  if (!Def || (P.L->contains(Def->getParent()) && !Invariant))
    return refuse(*Copy.getParent(),
                  What + " is computed in the loop" +
                      (Def ? " (by " + describeOp(*Def) + ")" : std::string()));
  Value = Dst;
  const MachineInstr *Root = bufferRoot(Dst, MRI);
  const GlobalVariable *GV =
      Root ? sharedVariable(Root->getOperand(1)) : nullptr;
  if (!GV)
    return refuse(*P.Header, What +
                                 " is not a static shared variable's "
                                 "address plus offsets (" +
                                 describeOp(Copy) + ")");
  // The module's globals are scanned for a second array only where this
  // one is dynamic.
  bool Dynamic = isDynamicShared(*GV), Several = false;
  if (Dynamic)
    dynamicSharedArray(MF.getFunction(), Several);
  if (Several)
    return refuse(*P.Header, "the kernel names more than one extern "
                             "__shared__ array, and they share their bytes");
  if (Dynamic && !P.DynamicLoopBytes)
    return refuse(*P.Header, "the copies fill " + GV->getName() +
                                 ", dynamic shared memory, whose size the "
                                 "launch sets (-twill-assume-dynamic-shared "
                                 "gives it)");
  if (!Dynamic && (GV->isDeclaration() || !GV->getValueType()->isSized()))
    return refuse(*P.Header, "the copies fill " + GV->getName() +
                                 ", a shared variable defined elsewhere");
  auto It = find_if(P.Buffers,
                    [&](const AsyncRingPlan::Buffer &B) { return B.GV == GV; });
  Index = unsigned(It - P.Buffers.begin());
  if (It != P.Buffers.end()) {
    if (It->Mbarrier != Mbarrier)
      return refuse(*P.Header, GV->getName() +
                                   " is both a copy's destination and an "
                                   "mbarrier");
    if (!Mbarrier && isTensorCopy(Copy) && It->Alignment < 128) {
      It->Alignment = 128;
      It->Bytes = alignTo(It->Bytes, 128);
    }
    return Error::success();
  }
  AsyncRingPlan::Buffer B;
  B.GV = GV;
  B.Mbarrier = Mbarrier;
  B.Declared =
      GV->getAlign().value_or(DL.getABITypeAlign(GV->getValueType())).value();
  // A tensor copy's destination is 128-byte aligned (PTX ISA,
  // cp.async.bulk.tensor), every slot's too.
  B.Alignment = std::max<uint64_t>(isTensorCopy(Copy) && !Mbarrier ? 128 : 16,
                                   B.Declared);
  // The slots' stride: the buffer's bytes, up to a multiple of the
  // alignment each slot's copies need (an mbarrier's 8, else the twin's).
  // Dynamic shared memory: the bytes the loop touches, as assumed.
  B.Bytes =
      alignTo(Dynamic ? P.DynamicLoopBytes
                      : DL.getTypeAllocSize(GV->getValueType()).getFixedValue(),
              Mbarrier ? 8 : B.Alignment);
  B.DeclaredInKernel = usedOnlyIn(*GV, MF.getFunction());
  B.Bits = TRI.getRegSizeInBits(*MRI.getRegClass(Root->getOperand(0).getReg()));
  if (!P.Buffers.empty() && B.Bits != P.Buffers.front().Bits)
    return refuse(*P.Header, "the buffers' addresses have two widths");
  P.Buffers.push_back(B);
  return Error::success();
}

/// Each copy's buffer, from its destination defined before the loop, and a
/// bulk copy's mbarrier (an arm's destination is its mbarrier).
Error findBuffers(AsyncRingPlan &P) {
  for (AsyncRingPlan::Copy &C : P.Copies) {
    unsigned Dst = 0;
    bool Arm = P.Bulk && asyncOp(*C.MI, Dst) == AsyncOp::Arm;
    if (Error E = findBuffer(P, *C.MI, C.DstOp, Arm, C.Dst, C.Buffer))
      return E;
    if (C.BarOp)
      if (Error E = findBuffer(P, *C.MI, C.BarOp, true, C.Bar, C.BarBuffer))
        return E;
  }
  if (P.Bulk && none_of(P.Buffers, [](const AsyncRingPlan::Buffer &B) {
        return !B.Mbarrier;
      }))
    return refuse(*P.Header, "the loop arms an mbarrier but issues no bulk "
                             "copy into a static shared variable");
  return Error::success();
}

/// The registers that hold a buffer's address plus offsets, from every
/// MOV_ADDR of a buffer in the function; a symbol operand of a buffer
/// anywhere else is refused.
Expected<DenseMap<Register, unsigned>> taintBuffers(AsyncRingPlan &P) {
  MachineFunction &MF = *P.Header->getParent();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  DenseMap<Register, unsigned> Taint;
  SmallVector<Register, 16> Work;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.operands()) {
        const GlobalVariable *GV = sharedVariable(MO);
        auto It = find_if(P.Buffers, [&](const AsyncRingPlan::Buffer &B) {
          return B.GV == GV;
        });
        if (!GV || It == P.Buffers.end())
          continue;
        if (!isAddressOf(MI))
          return refuse(MBB, GV->getName() + " is addressed by symbol (" +
                                 describeOp(MI) + ")");
        unsigned J = unsigned(It - P.Buffers.begin());
        Taint[MI.getOperand(0).getReg()] = J;
        Work.push_back(MI.getOperand(0).getReg());
        P.Roots.push_back({&MI, J});
      }
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    unsigned J = Taint[R];
    for (MachineOperand &U : MRI.use_nodbg_operands(R)) {
      MachineInstr &UI = *U.getParent();
      if (!derivesAddress(UI, U.getOperandNo()))
        continue;
      auto [It, New] = Taint.try_emplace(UI.getOperand(0).getReg(), J);
      if (!New && It->second != J)
        return refuse(*UI.getParent(), "a value derives from the addresses "
                                       "of two buffers (" +
                                           describeOp(UI) + ")");
      if (New)
        Work.push_back(UI.getOperand(0).getReg());
    }
  }
  return Taint;
}

/// A shared-memory load (no store, no side effect; or inline PTX that reads
/// shared memory, asmEffect) whose address is the use \p U.
bool isSharedLoadAt(const MachineInstr &MI, const MachineOperand &U,
                    const InstrClassifier &C) {
  if (MI.isInlineAsm()) {
    unsigned Addr = 0;
    return asmEffect(MI, Addr) == AsmEffect::SharedRead &&
           Addr == U.getOperandNo();
  }
  if (!MI.mayLoad() || MI.mayStore() || MI.hasUnmodeledSideEffects())
    return false;
  // wmma.load and ldmatrix (anonymous opcodes, named by the printer; no
  // memory operands): the address is their first operand after the
  // fragment's registers, shared or generic (a cvta of the buffer's, which
  // taintBuffers followed).
  std::string M = C.classify(MI).Mnemonic;
  if (StringRef(M).starts_with("wmma.load.") ||
      StringRef(M).starts_with("ldmatrix."))
    return U.getOperandNo() == MI.getNumExplicitDefs();
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  std::optional<MemAccess> A = decodeMemAccess(MI, TII);
  return A && !A->IsStore && A->Addr == U.getReg() &&
         A->SpaceCode == SharedSpace;
}

/// Whether \p MI reads a buffer at operand \p U in the shared state space
/// itself (`ld.shared`, `ldmatrix`/`wmma.load` with `.shared`, inline PTX
/// that says so): ptxas adds the warp-uniform slot offset in the access
/// (`LDS`/`LDSM [R+UR]`), and the rebased address holds no register of
/// its own. A generic read (`wmma.load` of a cvta's address) takes its
/// address whole, in a register.
bool readsSharedSpaceAt(const MachineInstr &MI, const MachineOperand &U,
                        const InstrClassifier &C) {
  if (!isSharedLoadAt(MI, U, C))
    return false;
  if (MI.isInlineAsm())
    return true; // asmEffect's SharedRead names the state space.
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  if (std::optional<MemAccess> A = decodeMemAccess(MI, TII))
    return A->SpaceCode == SharedSpace;
  return StringRef(C.classify(MI).Mnemonic).contains(".shared");
}

/// Whether \p MI computes a value from its operands alone that is not an
/// address (derivesAddress): a matrix descriptor's arithmetic.
bool computesFrom(const MachineInstr &MI) {
  return isPure(MI) && !MI.isPHI() && MI.getNumExplicitDefs() == 1 &&
         MI.getOperand(0).isReg();
}

/// Where a cp.async ring's buffers may be used after the loop: the blocks
/// after it for good, through addresses that no value of the loop reaches
/// (an address computed in the loop holds a slot's offset).
struct AfterLoop {
  DenseSet<const MachineBasicBlock *> Blocks;
  DenseSet<Register> LoopDerived;
};

/// The blocks after \p P's loop for good, and the buffer addresses derived
/// from one the loop defines; empty for a bulk ring, whose buffers stay
/// the loop's alone.
AfterLoop afterLoop(const AsyncRingPlan &P,
                    const DenseMap<Register, unsigned> &Taint) {
  AfterLoop A;
  if (P.Bulk)
    return A;
  A.Blocks = blocksAfterForGood(*P.L);
  const MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  SmallVector<Register, 16> Work;
  for (auto [R, J] : Taint)
    if (P.L->contains(MRI.getVRegDef(R)->getParent()) &&
        A.LoopDerived.insert(R).second)
      Work.push_back(R);
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    for (const MachineOperand &U : MRI.use_nodbg_operands(R)) {
      const MachineInstr &UI = *U.getParent();
      if (derivesAddress(UI, U.getOperandNo()) &&
          A.LoopDerived.insert(UI.getOperand(0).getReg()).second)
        Work.push_back(UI.getOperand(0).getReg());
    }
  }
  return A;
}

/// Why the use \p U of buffer address \p R is not one the ring follows.
std::optional<std::string>
badBufferUse(const AsyncRingPlan &P, const MachineOperand &U,
             const DenseMap<Register, unsigned> &Taint,
             const InstrClassifier &C, const AfterLoop &After) {
  const MachineInstr &UI = *U.getParent();
  bool InLoop = P.L->contains(UI.getParent());
  if (derivesAddress(UI, U.getOperandNo())) {
    if (UI.isPHI() && UI.getParent() == P.Header)
      return std::string("a buffer's address is carried around the loop");
    // A PHI is the buffer's address plus offsets only where every value it
    // merges is (not, say, a null pointer on one path).
    if (UI.isPHI())
      for (unsigned I = 1; I + 1 < UI.getNumOperands(); I += 2) {
        auto It = Taint.find(UI.getOperand(I).getReg());
        if (It == Taint.end() || It->second != Taint.lookup(U.getReg()))
          return "a PHI merges a buffer's address with another value (" +
                 describeOp(UI) + ")";
      }
    for (const MachineOperand &O : UI.uses())
      if (O.isReg() && &O != &U && !UI.isPHI() && Taint.count(O.getReg()))
        return "two buffer addresses are combined (" + describeOp(UI) + ")";
    return std::nullopt;
  }
  const AsyncRingPlan::Copy *Copy = patternCopy(P, UI);
  if (InLoop && Copy &&
      (U.getOperandNo() == Copy->DstOp ||
       (Copy->BarOp && U.getOperandNo() == Copy->BarOp)))
    return std::nullopt; // a copy's destination or mbarrier
  for (const AsyncRingPlan::MbarrierWait &W : P.waits())
    if (InLoop && &UI == W.MI && U.getOperandNo() == W.BarOp)
      return std::nullopt; // an mbarrier wait's address
  if (!InLoop && P.Bulk && isMbarrierInit(UI, U.getOperandNo()) &&
      P.Buffers[Taint.lookup(U.getReg())].Mbarrier)
    return std::nullopt;
  if (InLoop && isSharedLoadAt(UI, U, C))
    return std::nullopt;
  if (computesFrom(UI))
    return std::nullopt; // checkComputedUses follows its value
  // After the loop for good, a cp.async ring leaves each buffer, its first
  // slot, as the loop did: the tiles past the last copy the last tile's
  // bytes, so of the S tiles n-1 .. n+S-2 that the last n-iteration run
  // copies, the one in slot 0 holds the last tile's bytes, complete and
  // seen by the CTA (the exits wait for every copy, then for the CTA). The
  // loop must not run again afterwards: its other slots would differ.
  bool AfterForGood = !InLoop && After.Blocks.count(UI.getParent());
  if (AfterForGood && !After.LoopDerived.count(U.getReg()))
    return std::nullopt;
  std::string Reaches = "a buffer's address reaches " + describeOp(UI);
  if (InLoop)
    return Reaches + " (the loop must only read the buffers)";
  if (P.Bulk)
    return Reaches + " outside the loop (only the loop may use a bulk "
                     "ring's buffers)";
  if (AfterForGood)
    return Reaches + " after the loop through an address the loop computes "
                     "(a slot's, not the buffer's)";
  return Reaches + " outside the loop, where the loop may run after it "
                   "(only code after the loop for good may use the buffers)";
}

/// A bulk ring's arms, copies and waits: one wait, and every arm and copy
/// completes on its mbarrier (the one whose phases it counts); or one wait
/// on each mbarrier they complete on (mbarrierKey tells them apart).
Error checkMbarriers(const AsyncRingPlan &P,
                     const DenseMap<Register, unsigned> &Taint) {
  const MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  SmallVector<std::pair<const GlobalVariable *, int64_t>, 2> Keys;
  for (const AsyncRingPlan::MbarrierWait &W : P.waits()) {
    Register R = W.MI->getOperand(W.BarOp).getReg();
    auto It = Taint.find(R);
    if (It == Taint.end() || !P.Buffers[It->second].Mbarrier)
      return refuse(*W.MI->getParent(),
                    "the mbarrier wait's address is not that of an mbarrier "
                    "the copies complete on");
    if (P.LaterWaits.empty()) {
      for (const AsyncRingPlan::Copy &C : P.Copies)
        if ((C.BarOp ? C.BarBuffer : C.Buffer) != It->second)
          return refuse(*C.MI->getParent(),
                        "the copies and arms use more than one mbarrier (" +
                            describeOp(*C.MI) + ")");
      return Error::success();
    }
    auto Key = mbarrierKey(R, MRI);
    if (!Key || is_contained(Keys, *Key))
      return refuse(*W.MI->getParent(),
                    "the loop waits twice on one mbarrier, or on one whose "
                    "address is not a variable's plus a constant");
    Keys.push_back(*Key);
  }
  for (const AsyncRingPlan::Copy &C : P.Copies) {
    auto Key = mbarrierKey(
        C.MI->getOperand(C.BarOp ? C.BarOp : C.DstOp).getReg(), MRI);
    if (!Key || !is_contained(Keys, *Key))
      return refuse(*C.MI->getParent(),
                    "a copy or arm completes on an mbarrier the loop does "
                    "not wait on (" +
                        describeOp(*C.MI) + ")");
  }
  return Error::success();
}

/// The addresses the buffer address \p Leaf may hold (descriptorChain):
/// Offset modulo the buffer's declared alignment, which every slot keeps,
/// where it is the buffer's address plus immediates; whether it is a shared
/// address (not a generic one: cvta.shared) or unknown, null.
std::optional<AddressDomain> domainOf(const AsyncRingPlan &P, Register Leaf,
                                      const DenseMap<Register, unsigned> &Taint,
                                      const MachineRegisterInfo &MRI) {
  AddressDomain D;
  bool Known = true;
  for (Register R = Leaf; R.isVirtual() && Taint.count(R);) {
    const MachineInstr &Def = *MRI.getVRegDef(R);
    StringRef N = opName(Def);
    if (isAddressOf(Def)) {
      if (Known)
        D = {P.Buffers[Taint.lookup(R)].Declared, D.Offset};
      return D;
    }
    if (N == "cvta_shared" || N == "cvta_shared_64")
      return std::nullopt; // a generic address
    if (N == "cvta_to_shared" || N == "cvta_to_shared_64")
      return AddressDomain{}; // shared, alignment not followed
    if (Def.isPHI() || !derivesAddress(Def, 1))
      return std::nullopt;
    bool Imm = Def.getNumOperands() > 2 && Def.getOperand(2).isImm();
    if (N.starts_with("ADDi") && Imm)
      D.Offset += uint64_t(Def.getOperand(2).getImm());
    else if (!isMove(Def) && N != "CVT_u32_u64")
      Known = false;
    // The operand that holds the address (an add's may be either).
    const MachineOperand *Next = &Def.getOperand(1);
    if (Def.getNumOperands() > 2 && Def.getOperand(2).isReg() &&
        Taint.count(Def.getOperand(2).getReg()) && !Taint.count(Next->getReg()))
      Next = &Def.getOperand(2);
    if (!Next->isReg())
      return std::nullopt;
    R = Next->getReg();
  }
  return std::nullopt;
}

/// Whether \p MI adds to operand \p OpNo (a descriptor) a value that does
/// not depend on the buffers' addresses (\p Dependent): a k step's offset
/// (`desc + (k * 32 >> 4)`), which moves the start-address field and keeps
/// it following the address (the read stays in its slot, so the field does
/// not overflow).
bool addsOffset(const MachineInstr &MI, unsigned OpNo,
                const DenseSet<Register> &Dependent) {
  StringRef N = opName(MI);
  if (!N.starts_with("ADDi") || MI.getNumOperands() != 3 || OpNo > 2)
    return false;
  const MachineOperand &Other = MI.getOperand(OpNo == 1 ? 2 : 1);
  return Other.isImm() || (Other.isReg() && !Dependent.count(Other.getReg()));
}

/// The chain of descriptor \p V, proven by descriptorChain (once per
/// value: \p Proven).
Expected<DescriptorChain>
proveDescriptor(const AsyncRingPlan &P, Register V,
                const DenseMap<Register, unsigned> &Taint,
                DenseMap<Register, DescriptorChain> &Proven) {
  if (auto It = Proven.find(V); It != Proven.end())
    return It->second;
  const MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  bool Generic = false;
  Expected<DescriptorChain> Chain = descriptorChain(
      V, MRI, [&](Register R) { return Taint.count(R) != 0; },
      [&](Register Leaf) {
        std::optional<AddressDomain> D = domainOf(P, Leaf, Taint, MRI);
        Generic = !D;
        return D.value_or(AddressDomain{});
      });
  if (Chain && Generic)
    return createStringError(inconvertibleErrorCode(),
                             "it is computed from a generic address, or "
                             "one whose state space is not known");
  if (Chain)
    Proven[V] = *Chain;
  return Chain;
}

/// The wgmma \p UI reads a matrix descriptor computed from buffer \p J's
/// address at operand \p OpNo. Past the adds of offsets in the loop
/// (addsOffset), the descriptor must follow the address (descriptorChain);
/// one computed before the loop is recorded to be computed again from the
/// slot's address where the loop reads it.
Error addDescriptor(AsyncRingPlan &P, MachineInstr &UI, unsigned OpNo,
                    unsigned J, const DenseMap<Register, unsigned> &Taint,
                    const DenseSet<Register> &Dependent,
                    DenseMap<Register, DescriptorChain> &Proven) {
  MachineRegisterInfo &MRI = UI.getMF()->getRegInfo();
  MachineInstr *User = &UI;
  Register V = UI.getOperand(OpNo).getReg();
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    MachineInstr *Def = MRI.getVRegDef(V);
    if (!Def || !P.L->contains(Def->getParent()) || Def->getNumOperands() != 3)
      break;
    unsigned Dep = Def->getOperand(1).isReg() &&
                           Dependent.count(Def->getOperand(1).getReg())
                       ? 1
                       : 2;
    if (!Def->getOperand(Dep).isReg() || !addsOffset(*Def, Dep, Dependent))
      break;
    User = Def, OpNo = Dep, V = Def->getOperand(Dep).getReg();
  }
  Expected<DescriptorChain> Chain = proveDescriptor(P, V, Taint, Proven);
  if (!Chain)
    return refuse(*UI.getParent(),
                  "the matrix descriptor that " + describeOp(UI) +
                      " reads: " + toString(Chain.takeError()));
  if (!P.L->contains(MRI.getVRegDef(V)->getParent()))
    P.Descriptors.push_back({User, OpNo, J, Chain->Leaf, Chain->Instrs});
  return Error::success();
}

/// Every value computed from the buffers' addresses, and those addresses.
DenseSet<Register> dependentValues(const DenseMap<Register, unsigned> &Taint,
                                   const MachineRegisterInfo &MRI) {
  DenseSet<Register> Dependent;
  SmallVector<Register, 16> Work;
  for (auto [R, J] : Taint)
    Work.push_back(R);
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!Dependent.insert(R).second)
      continue;
    for (const MachineInstr &UI : MRI.use_nodbg_instructions(R))
      for (const MachineOperand &D : UI.defs())
        if (D.isReg() && D.getReg().isVirtual())
          Work.push_back(D.getReg());
  }
  return Dependent;
}

/// Values computed from the buffers' addresses by other than address
/// arithmetic (\p Work, from checkBufferUses): each may reach only more
/// such computation, on its side of the loop's boundary (or into the loop
/// by an add of an offset, addsOffset), and in the loop a wgmma's matrix
/// descriptor operand (a read of the buffer, addDescriptor).
Error checkComputedUses(AsyncRingPlan &P,
                        const DenseMap<Register, unsigned> &Taint,
                        SmallVectorImpl<std::pair<Register, unsigned>> &Work,
                        DenseSet<const MachineInstr *> &ReadInstrs) {
  if (Work.empty())
    return Error::success(); // no descriptor (nor anything else) computed
  MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  DenseSet<Register> Dependent = dependentValues(Taint, MRI), Seen;
  DenseMap<Register, DescriptorChain> Proven;
  while (!Work.empty()) {
    auto [V, J] = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    const MachineInstr &Def = *MRI.getVRegDef(V);
    bool Before = !P.L->contains(Def.getParent());
    for (MachineOperand &U : MRI.use_nodbg_operands(V)) {
      MachineInstr &UI = *U.getParent();
      bool InLoop = P.L->contains(UI.getParent());
      if (InLoop && is_contained(wgmmaDescriptors(UI), U.getOperandNo())) {
        if (Error E = addDescriptor(P, UI, U.getOperandNo(), J, Taint,
                                    Dependent, Proven))
          return E;
        P.Reads += ReadInstrs.insert(&UI).second;
        continue;
      }
      if (computesFrom(UI) &&
          (InLoop != Before ||
           (InLoop && addsOffset(UI, U.getOperandNo(), Dependent)))) {
        Work.push_back({UI.getOperand(0).getReg(), J});
        continue;
      }
      return refuse(*UI.getParent(),
                    "a value computed from a buffer's address (" +
                        describeOp(Def) + ") reaches " + describeOp(UI) +
                        (InLoop == Before ? ""
                         : InLoop         ? " in the loop"
                                          : " after the loop") +
                        " (only a wgmma's matrix descriptor may read it)");
    }
  }
  return Error::success();
}

/// Every use of the buffers' addresses; the reads, the loop's boundary uses
/// to rebase.
Error checkBufferUses(AsyncRingPlan &P, const InstrClassifier &C,
                      DenseSet<const MachineInstr *> &ReadInstrs) {
  Expected<DenseMap<Register, unsigned>> Taint = taintBuffers(P);
  if (!Taint)
    return Taint.takeError();
  MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  SmallVector<std::pair<Register, unsigned>, 8> Computed;
  AfterLoop After = afterLoop(P, *Taint);
  for (auto [R, J] : *Taint)
    for (MachineOperand &U : MRI.use_nodbg_operands(R)) {
      MachineInstr &UI = *U.getParent();
      if (std::optional<std::string> Why = badBufferUse(P, U, *Taint, C, After))
        return refuse(*UI.getParent(), *Why);
      if (!derivesAddress(UI, U.getOperandNo()) && computesFrom(UI))
        Computed.push_back({UI.getOperand(0).getReg(), J});
      if (!P.L->contains(UI.getParent())) {
        if (isMbarrierInit(UI, U.getOperandNo()) &&
            !is_contained(P.Inits, std::make_tuple(&UI, U.getOperandNo(), J)))
          P.Inits.push_back({&UI, U.getOperandNo(), J});
        continue;
      }
      if (isSharedLoadAt(UI, U, C) && ReadInstrs.insert(&UI).second)
        ++P.Reads;
      const MachineInstr *Def = MRI.getVRegDef(R);
      bool Boundary = !P.L->contains(Def->getParent());
      const AsyncRingPlan::Copy *Copy = patternCopy(P, UI);
      bool CopyDest =
          Copy && (U.getOperandNo() == Copy->DstOp ||
                   (Copy->BarOp && U.getOperandNo() == Copy->BarOp));
      // An address from before the loop moves by the slot in the loop; after
      // it the buffer is its first slot.
      if (Boundary && !CopyDest && P.L->contains(UI.getParent()))
        P.Rebase.push_back({&UI, U.getOperandNo(), J});
    }
  if (Error E = checkComputedUses(P, *Taint, Computed, ReadInstrs))
    return E;
  if (!P.Reads)
    return refuse(*P.Header, "the loop reads none of the buffers it fills");
  // Each mbarrier variable initialised (an mbarrier.inval is repeated as
  // an init is, but is no init).
  auto InitOf = [&](unsigned J) {
    return any_of(P.Inits, [&](const auto &I) {
      bool Inval = false;
      mbarrierInitAddress(*std::get<0>(I), &Inval);
      return std::get<2>(I) == J && !Inval;
    });
  };
  for (unsigned J = 0; P.Bulk && J < P.Buffers.size(); ++J)
    if (P.Buffers[J].Mbarrier && !InitOf(J))
      return refuse(*P.Header, "no mbarrier.init of the loop's mbarrier " +
                                   P.Buffers[J].GV->getName() +
                                   " in the kernel");
  return P.Bulk ? checkMbarriers(P, *Taint) : Error::success();
}

/// The latch's last barrier follows its last read of a buffer (and is not
/// the header's wait barrier).
Error checkReadsEnd(const AsyncRingPlan &P, const InstrClassifier &C,
                    const DenseSet<const MachineInstr *> &ReadInstrs) {
  const MachineInstr *Last = nullptr;
  bool ReadAfter = false;
  for (const MachineInstr &MI : *P.Latch) {
    if (isBarrier(MI, C)) {
      Last = &MI;
      ReadAfter = false;
    } else if (ReadInstrs.count(&MI)) {
      ReadAfter = true;
    }
  }
  if (!Last || ReadAfter || Last == P.Barrier)
    return refuse(*P.Latch, "no CTA barrier ends the latch after its last "
                            "read of a buffer (a thread could refill a slot "
                            "that another still reads)");
  return Error::success();
}

/// Whether every path from \p W, a wgmma, meets `wgmma.wait_group 0` before
/// a CTA barrier or the end of the iteration (through inner loops).
bool retiredBeforeBarrier(const AsyncRingPlan &P, const MachineInstr &W,
                          const InstrClassifier &C) {
  SmallVector<
      std::pair<const MachineBasicBlock *, MachineBasicBlock::const_iterator>,
      4>
      Work{{W.getParent(), std::next(W.getIterator())}};
  DenseSet<const MachineBasicBlock *> Seen;
  while (!Work.empty()) {
    auto [B, It] = Work.pop_back_val();
    for (; It != B->end() && !waitsForAllWgmma(*It); ++It)
      if (isBarrier(*It, C))
        return false;
    if (It != B->end())
      continue; // retired on this path
    for (const MachineBasicBlock *S : B->successors()) {
      if (!P.L->contains(S) || S == P.Header)
        return false;
      if (Seen.insert(S).second)
        Work.push_back({S, S->begin()});
    }
  }
  return true;
}

/// A wgmma that reads a buffer reads it until a `wgmma.wait_group 0`, which
/// must follow it before any CTA barrier: then the barrier that ends the
/// latch (checkReadsEnd) also orders its reads before the slot's refill.
Error checkWarpgroupWaits(const AsyncRingPlan &P,
                          const DenseSet<const MachineInstr *> &ReadInstrs,
                          const InstrClassifier &C) {
  for (const MachineInstr *MI : ReadInstrs)
    if (!wgmmaDescriptors(*MI).empty() && !retiredBeforeBarrier(P, *MI, C))
      return refuse(*MI->getParent(), describeOp(*MI) +
                                          " reads a buffer, but a path from it "
                                          "meets a CTA barrier or the loop's "
                                          "next iteration before a "
                                          "wgmma.wait_group 0");
  return Error::success();
}

/// The copies' sources, the exit test and the latch values of the header
/// PHIs they read (closed under that): pure chains from the header's PHIs
/// and invariants, so that they can be evaluated iterations ahead.
Error checkRingChains(AsyncRingPlan &P, const InstrClassifier &C) {
  const MachineFunction &MF = *P.Header->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  // checkMemory proved that nobody writes global memory during the loop, so
  // a global load of a chain reads the same value ahead of time (a gather's
  // index, `A[Idx[t]]`), and at the clamped values, only where the
  // original loads.
  ChainChecker State(*P.L, MRI, /*GlobalLoads=*/true);
  // Every operand but the destination: the source, and the source size of
  // the zero-filling forms (..._s, ..._si).
  for (const AsyncRingPlan::Copy &C : P.Copies)
    for (const MachineOperand &MO : C.MI->operands())
      if (MO.isReg() && MO.isUse() && MO.getReg() &&
          MO.getOperandNo() != C.DstOp &&
          (!C.BarOp || MO.getOperandNo() != C.BarOp) &&
          !State.check(MO.getReg()))
        return refuse(*P.Header, "a copy's source (" + describeOp(*C.MI) +
                                     ") is not computed from the header's "
                                     "PHIs and invariants alone");
  if (!State.check(P.Cond))
    return refuse(*P.Latch, "the exit test depends on what the loop computes");
  // The PHIs found so far grow as their latch values are checked.
  for (size_t I = 0; I < State.phis().size(); ++I) {
    MachineInstr *Phi = State.phis()[I];
    Register Next = incomingFrom(*Phi, P.Latch);
    if (!Next || !State.check(Next))
      return refuse(*P.Header, "the next tile's source or exit test is "
                               "computed from what the loop body computes");
    unsigned Bits =
        TRI.getRegSizeInBits(*MRI.getRegClass(Phi->getOperand(0).getReg()));
    if (Bits != 32 && Bits != 64)
      return refuse(*P.Header, "a source PHI of " + Twine(Bits) + " bits");
  }
  P.StatePhis.assign(State.phis().begin(), State.phis().end());
  // A step ahead clones the chains and selects each state PHI's value.
  P.StepInstructions = State.sassInstructions(TRI);
  for (const MachineInstr *Phi : P.StatePhis)
    P.StepInstructions +=
        TRI.getRegSizeInBits(*MRI.getRegClass(Phi->getOperand(0).getReg())) ==
                64
            ? 2
            : 1;
  // The read addresses rebased by the current slot: an add each, and a
  // register for each one taken whole (heldRegisters). Whole addresses go
  // through the base they add immediates to where two or more share it
  // (rebaseReads; one alone would keep the base live beside it:
  // tensor_ring.ll's tma_gemm, 27 -> 29 registers at 2 slots).
  SmallVector<Register, 16> WholeBase; // Per entry; none where not whole.
  DenseMap<Register, DenseSet<Register>> ByBase;
  for (auto [MI, OpNo, J] : P.Rebase) {
    const MachineOperand &U = MI->getOperand(OpNo);
    Register Base;
    if (!readsSharedSpaceAt(*MI, U, C)) {
      Base = immediateOffsetBase(U.getReg(), *P.L, MRI).first;
      ByBase[Base].insert(U.getReg());
    }
    WholeBase.push_back(Base);
  }
  DenseSet<Register> Rebased, Held;
  P.RebaseBase.clear();
  for (auto [I, Entry] : enumerate(P.Rebase)) {
    Register R = std::get<0>(Entry)->getOperand(std::get<1>(Entry)).getReg();
    Register Base =
        WholeBase[I] && ByBase[WholeBase[I]].size() > 1 ? WholeBase[I] : R;
    if (WholeBase[I])
      Held.insert(Base);
    P.RebaseBase.push_back(Base);
    Rebased.insert(Base);
  }
  P.RebasedAddresses = unsigned(Rebased.size());
  P.HeldAddresses = unsigned(Held.size());
  // Each wgmma descriptor computed again from its rebased address: its
  // chain, and the add of the address where no read shares it.
  DenseSet<Register> Recomputed;
  for (const AsyncRingPlan::Descriptor &D : P.Descriptors)
    if (Recomputed.insert(D.MI->getOperand(D.OpNo).getReg()).second)
      P.DescriptorInstructions += unsigned(D.Chain.size());
  for (const AsyncRingPlan::Descriptor &D : P.Descriptors)
    P.DescriptorInstructions += Rebased.insert(D.Address).second;
  auto Narrow = [&](Register R) {
    return TRI.getRegSizeInBits(*MRI.getRegClass(R)) <
           P.Buffers.front().Bits;
  };
  P.NarrowSlots =
      any_of(Rebased, Narrow) ||
      any_of(P.Copies, [&](const AsyncRingPlan::Copy &C) {
        return Narrow(C.Dst);
      });
  return Error::success();
}

/// A shift right by an immediate, of which tileParity takes bit 0 (`(k >>
/// J) & 1`).
bool isParityShift(const MachineInstr &MI) {
  StringRef N = opName(MI);
  return (N == "SRLi32ri" || N == "SRAi32ri") && MI.getOperand(1).isReg() &&
         MI.getOperand(2).isImm();
}

/// The instruction that makes \p R, a wait's phase, the parity of the
/// tile's index i: bit J of a header PHI I = C0 + Step * i, with bit J of
/// C0 clear and Step an odd multiple of 2^J, so that bit J of I is bit 0 of
/// i (the low J bits of I are C0's, no carry crosses into bit J). Its forms:
/// `and.b32 r, I, 1` (`k & 1`), `and` of `shr I, J`, and `bfe.u32 r, I, J,
/// 1` (`(k / 64) & 1` of a k stepping by 64). Else null, and \p Why says
/// why where \p R is bit J of a header PHI that does not count so.
MachineInstr *tileParity(const AsyncRingPlan &P, Register R,
                         const MachineRegisterInfo &MRI, std::string &Why) {
  MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || !P.L->contains(Def->getParent()) || Def->getNumOperands() < 3 ||
      !Def->getOperand(1).isReg() || !Def->getOperand(2).isImm())
    return nullptr;
  StringRef N = opName(*Def);
  int64_t J = 0;
  Register I = throughMoves(P, Def->getOperand(1).getReg(), MRI);
  if (N == "BFE_U32rii" && Def->getNumOperands() == 4 &&
      Def->getOperand(3).isImm() && Def->getOperand(3).getImm() == 1) {
    J = Def->getOperand(2).getImm();
  } else if (N == "ANDb32ri" && Def->getOperand(2).getImm() == 1) {
    const MachineInstr *Shr = I.isVirtual() ? MRI.getVRegDef(I) : nullptr;
    if (Shr && isParityShift(*Shr)) {
      J = Shr->getOperand(2).getImm();
      I = throughMoves(P, Shr->getOperand(1).getReg(), MRI);
    }
  } else {
    return nullptr;
  }
  const MachineInstr *Phi = I.isVirtual() ? MRI.getVRegDef(I) : nullptr;
  if (J < 0 || J > 30 || !Phi || !Phi->isPHI() || Phi->getParent() != P.Header)
    return nullptr;
  std::optional<int64_t> C0 = constantOf(incomingFrom(*Phi, P.Preheader), MRI);
  Register Next = throughMoves(P, incomingFrom(*Phi, P.Latch), MRI);
  const MachineInstr *Add = Next.isVirtual() ? MRI.getVRegDef(Next) : nullptr;
  Why = "is bit " + std::to_string(J) +
        " of an index that does not step by a constant from a constant";
  if (!C0 || !Add || opName(*Add) != "ADDi32ri" ||
      throughMoves(P, Add->getOperand(1).getReg(), MRI) != I ||
      !Add->getOperand(2).isImm())
    return nullptr;
  uint64_t Step = uint64_t(Add->getOperand(2).getImm());
  bool Counts = (uint64_t(*C0) >> J & 1) == 0 && (Step >> J & 1) == 1 &&
                (Step & ((uint64_t(1) << J) - 1)) == 0;
  Why = "is bit " + std::to_string(J) + " of an index entered at " +
        std::to_string(*C0) + " that steps by " +
        std::to_string(int64_t(Step)) + ", not the parity of the tile";
  return Counts ? Def : nullptr;
}

/// A bulk ring's phases: each wait (\p W) reads a header PHI entered at 0
/// whose latch value is itself xor 1, and nothing else but the waits reads
/// it, or the parity of the tile's index (tileParity); so phase k of an
/// mbarrier becomes phase k / S of slot k mod S's.
Error checkPhase(AsyncRingPlan &P, const AsyncRingPlan::MbarrierWait &W) {
  MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  Register R = throughMoves(P, W.MI->getOperand(W.PhaseOp).getReg(), MRI);
  std::string NotParity;
  if (MachineInstr *Parity = tileParity(P, R, MRI, NotParity)) {
    if (!is_contained(P.ParityDefs, Parity))
      P.ParityDefs.push_back(Parity);
    return Error::success();
  }
  MachineInstr *Phi = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  auto Refuse = [&](const Twine &Why) {
    return refuse(*W.MI->getParent(),
                  "the mbarrier wait's phase " + Why +
                      " (the ring needs `phase ^= 1` each tile from 0, or "
                      "the parity of a tile index that counts from 0)");
  };
  if (!NotParity.empty())
    return Refuse(NotParity);
  if (!Phi || !Phi->isPHI() || Phi->getParent() != P.Header)
    return Refuse("is not a header PHI");
  if (constantOf(incomingFrom(*Phi, P.Preheader), MRI) != 0)
    return Refuse("is not 0 on entry");
  Register Next = throughMoves(P, incomingFrom(*Phi, P.Latch), MRI);
  MachineInstr *Flip = Next.isVirtual() ? MRI.getVRegDef(Next) : nullptr;
  if (!Flip || opName(*Flip) != "XORb32ri" ||
      throughMoves(P, Flip->getOperand(1).getReg(), MRI) != R ||
      !Flip->getOperand(2).isImm() || Flip->getOperand(2).getImm() != 1)
    return Refuse("is not flipped by an xor with 1 each iteration");
  // Every reader of the PHI, through moves: the flip and the waits.
  SmallVector<AsyncRingPlan::MbarrierWait, 2> Waits = P.waits();
  SmallVector<Register, 4> Work{R};
  for (unsigned I = 0; I < Work.size() && I < 16; ++I)
    for (MachineInstr &U : MRI.use_nodbg_instructions(Work[I])) {
      if (&U == Flip || &U == Phi ||
          any_of(Waits, [&](const auto &V) { return V.MI == &U; }))
        continue;
      if (isMove(U) && P.L->contains(U.getParent())) {
        Work.push_back(U.getOperand(0).getReg());
        continue;
      }
      return Refuse("is also read by " + describeOp(U));
    }
  if (is_contained(P.StatePhis, Phi))
    return Refuse("is read by the exit test or a copy's source");
  if (!is_contained(P.PhasePhis, Phi))
    P.PhasePhis.push_back(Phi);
  return Error::success();
}

/// A PTX identifier for the second slot of \p GV, unique in the module.
std::string ringName(const MachineFunction &MF, const GlobalVariable &GV,
                     unsigned J) {
  std::string Base = "__twill_ring" + std::to_string(J) + "_";
  for (char Ch : GV.getName())
    Base += llvm::isAlnum(Ch) || Ch == '_' || Ch == '$' ? Ch : '_';
  const Module &M = *MF.getFunction().getParent();
  std::string Name = Base;
  for (unsigned I = 0; M.getNamedValue(Name); ++I)
    Name = Base + "_" + std::to_string(I);
  return Name;
}

} // namespace

bool twill::nvptx::issuesBulkCopies(const MachineLoop &L) {
  return any_of(L.blocks(), [](const MachineBasicBlock *MBB) {
    return any_of(*MBB, [](const MachineInstr &MI) {
      unsigned Dst = 0;
      return asyncOp(MI, Dst) == AsyncOp::BulkCopy;
    });
  });
}

bool twill::nvptx::headerIssuesAsyncCopies(const MachineLoop &L) {
  const MachineBasicBlock &H = *L.getHeader();
  if (issuesCopies(H))
    return true;
  // The then-block of an if-then the header opens, or of one that block
  // opens (an elected lane's: findGuard checks the rest).
  auto Then = [&](const MachineBasicBlock *S) {
    return S != &H && L.contains(S) && S->pred_size() == 1;
  };
  return any_of(H.successors(), [&](const MachineBasicBlock *S) {
    return Then(S) && (issuesCopies(*S) ||
                       any_of(S->successors(), [&](const MachineBasicBlock *T) {
                         return Then(T) && issuesCopies(*T);
                       }));
  });
}

Expected<AsyncRingPlan>
twill::nvptx::analyzeAsyncRing(MachineLoop &L, const InstrClassifier &C,
                               uint64_t DynamicLoopBytes) {
  AsyncRingPlan P;
  P.DynamicLoopBytes = DynamicLoopBytes;
  if (Error E = checkControl(P, L))
    return std::move(E);
  if (Error E = matchRingHeader(P, C))
    return std::move(E);
  MachineDominatorTree MDT(*P.Header->getParent());
  if (Error E =
          checkMemory(L, *P.Preheader, &MDT, C, [&](const MachineInstr &MI) {
            return inRingPattern(P, MI);
          }))
    return std::move(E);
  if (Error E = findBuffers(P))
    return std::move(E);
  DenseSet<const MachineInstr *> ReadInstrs;
  if (Error E = checkBufferUses(P, C, ReadInstrs))
    return std::move(E);
  if (Error E = checkReadsEnd(P, C, ReadInstrs))
    return std::move(E);
  if (Error E = checkWarpgroupWaits(P, ReadInstrs, C))
    return std::move(E);
  if (Error E = checkRingChains(P, C))
    return std::move(E);
  for (const AsyncRingPlan::MbarrierWait &W : P.waits())
    if (Error E = checkPhase(P, W))
      return std::move(E);
  for (const AsyncRingPlan::Copy &Copy : P.Copies)
    if (const InstructionClass *IC = C.classify(*Copy.MI).Class)
      P.CopyLatency = std::max(P.CopyLatency, IC->Latency);
  return P;
}

namespace {

/// Replaces the copy \p Copy (an NVVM intrinsic or one statement of inline
/// PTX, asyncOp's forms) by inline PTX that issues it under \p Pred (when
/// true if \p When): `@p cp.async...` (a predicated cp.async issues
/// nothing where p is false, as the guarded block's copy does not run).
void predicateCopy(MachineInstr &Copy, Register Pred, bool When) {
  MachineBasicBlock &MBB = *Copy.getParent();
  MachineFunction &MF = *MBB.getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  std::string Guard = When ? "@$0 " : "@!$0 ";
  std::string Text;
  SmallVector<MachineOperand, 8> Groups;
  unsigned Extra = InlineAsm::Extra_HasSideEffects | InlineAsm::Extra_MayLoad |
                   InlineAsm::Extra_MayStore;
  if (!Copy.isInlineAsm()) {
    // CP_ASYNC_{CA,CG}_SHARED_GLOBAL_<bytes>_{32,64}[s|si]: (dst, src[,
    // src-size]), "cp.async.<cc>.shared.global [$dst], [$src], <bytes>[,
    // $src_size];".
    StringRef Name = TII.getName(Copy.getOpcode());
    SmallVector<StringRef, 8> Parts;
    Name.split(Parts, '_');
    Text = Guard + "cp.async." + Parts[2].lower() +
           ".shared.global [$1], [$2], " + Parts[5].str();
    Text += Copy.getNumOperands() > 2
                ? (Copy.getOperand(2).isImm()
                       ? ", " + std::to_string(Copy.getOperand(2).getImm())
                       : std::string(", $3"))
                : std::string();
    Text += ";";
    for (unsigned I = 0; I < Copy.getNumOperands() && I < 3; ++I)
      if (Copy.getOperand(I).isReg())
        Groups.push_back(Copy.getOperand(I));
  } else {
    // The same statement after the guard, its operands $N as $N+1.
    StringRef Orig = Copy.getOperand(0).getSymbolName();
    Text = Guard;
    for (size_t I = 0; I < Orig.size(); ++I) {
      Text += Orig[I];
      if (Orig[I] != '$' || I + 1 >= Orig.size() || !isDigit(Orig[I + 1]))
        continue;
      size_t E = I + 1;
      while (E < Orig.size() && isDigit(Orig[E]))
        ++E;
      unsigned N = 0;
      Orig.substr(I + 1, E - I - 1).getAsInteger(10, N);
      Text += std::to_string(N + 1);
      I = E - 1;
    }
    Extra = unsigned(Copy.getOperand(InlineAsm::MIOp_ExtraInfo).getImm());
  }
  MachineInstrBuilder MIB =
      BuildMI(MBB, Copy.getIterator(), Copy.getDebugLoc(),
              TII.get(TargetOpcode::INLINEASM))
          .addExternalSymbol(MF.createExternalSymbolName(Text))
          .addImm(Extra);
  addInlineAsmUse(MIB, Pred);
  if (!Copy.isInlineAsm()) {
    for (const MachineOperand &MO : Groups)
      addInlineAsmUse(MIB, MO.getReg());
  } else {
    for (unsigned I = InlineAsm::MIOp_FirstOperand; I < Copy.getNumOperands();
         ++I) {
      MachineOperand MO = Copy.getOperand(I);
      if (MO.isReg())
        MO.setIsKill(false);
      MIB.add(MO);
    }
  }
  Copy.eraseFromParent();
}

/// One buffer's ring: its slot offsets in the rotation's order (Slots[0]
/// the slot this iteration reads, Slots[S-1] the one its copies fill), and
/// the preheader's offsets of slots 0 .. S-1.
struct RingSlots {
  SmallVector<Register, 4> Slots, Initial;
  /// The same at 32 bits, where 64-bit code uses truncated shared
  /// addresses (cvta to 32 bits for inline PTX): built on first use.
  SmallVector<Register, 4> Slots32, Initial32;
  /// With indexed slots, the buffer's slot bytes and D - bytes (slot J >= 1
  /// is at D + (J - 1) x bytes), built in the preheader.
  uint64_t Bytes = 0;
  Register DeltaLess;
  /// The twin's PTX name.
  std::string Twin;
  /// With indexed slots, the offsets of the slot read and the slot filled
  /// (and at 32 bits), built in the header on first use.
  Register Read, Fill, Read32, Fill32;
};

/// What the ring's code is built with.
struct RingBuilder {
  const AsyncRingPlan &P;
  MachineBasicBlock &H, &Pre;
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  DebugLoc DL;
  const TargetRegisterClass *RC = nullptr;

  explicit RingBuilder(const AsyncRingPlan &P)
      : P(P), H(*P.Header), Pre(*P.Preheader), MF(*H.getParent()),
        MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()), DL(P.Wait->getDebugLoc()) {
    RC = MRI.getRegClass(P.Roots.front().first->getOperand(0).getReg());
  }
  unsigned bits(Register R) const {
    return TRI.getRegSizeInBits(*MRI.getRegClass(R));
  }
  Register add(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
               Register A, Register B) {
    Register R = MRI.createVirtualRegister(MRI.getRegClass(A));
    BuildMI(MBB, At, DL,
            TII.get(opcodeNamed(TII, bits(A) == 64 ? "ADDi64rr" : "ADDi32rr")),
            R)
        .addReg(A)
        .addReg(B);
    return R;
  }
  /// \p A + \p Imm (at \p A's width: a 32-bit one wraps \p Imm).
  Register addImmediate(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                        Register A, int64_t Imm) {
    bool Wide = bits(A) == 64;
    Register R = MRI.createVirtualRegister(MRI.getRegClass(A));
    BuildMI(MBB, At, DL,
            TII.get(opcodeNamed(TII, Wide ? "ADDi64ri" : "ADDi32ri")), R)
        .addReg(A)
        .addImm(Wide ? Imm : int64_t(int32_t(uint32_t(uint64_t(Imm)))));
    return R;
  }
  /// Slot \p I's offset (the rotation's, or with \p Initial the
  /// preheader's) at the width of \p Like.
  Register slot(RingSlots &R, unsigned I, bool Initial, Register Like);
  /// Indexed slots: the header's slot index k mod S (a PHI), (k + S - 1)
  /// mod S, and the last instruction of the header's slot code, after
  /// which the loop's own code that reads offsets goes (headerAt).
  Register Index, FillIndex;
  MachineInstr *SlotCode = nullptr;
  /// The header's J x bytes (at the width the ring's buffers share:
  /// findBuffers refuses two) and J == 0, per index J.
  DenseMap<std::pair<Register, uint64_t>, Register> ScaledIndex;
  DenseMap<Register, Register> IsFirstSlot;
  MachineBasicBlock::iterator headerAt() {
    return SlotCode ? std::next(SlotCode->getIterator()) : H.getFirstNonPHI();
  }
  /// Builds \p Name at \p At of \p MBB with a new register of the class
  /// its definition asks.
  MachineInstrBuilder def(MachineBasicBlock &MBB,
                          MachineBasicBlock::iterator At, StringRef Name) {
    const MCInstrDesc &D = TII.get(opcodeNamed(TII, Name));
    Register R = MRI.createVirtualRegister(TII.getRegClass(D, 0, &TRI, MF));
    return BuildMI(MBB, At, DL, D, R);
  }
  /// Builds \p Name at the end of the header's slot code.
  MachineInstrBuilder slotCode(StringRef Name) {
    MachineInstrBuilder MIB = def(H, headerAt(), Name);
    SlotCode = MIB;
    return MIB;
  }
  /// Indexed slots: the index PHI and its next value, in the header.
  void buildIndex();
  /// Indexed slots: the offset of slot \p J (a 32-bit index) of \p R,
  /// `J == 0 ? 0 : D + (J - 1) x bytes`, in the header at the buffer's
  /// width.
  Register offsetAt(RingSlots &R, Register J);
  Register constant(int64_t V) {
    bool Wide = P.Buffers.front().Bits == 64;
    Register R = MRI.createVirtualRegister(RC);
    BuildMI(Pre, Pre.getFirstTerminator(), DL,
            TII.get(opcodeNamed(TII, Wide ? "IMOV64ri" : "IMOV32ri")), R)
        .addImm(V);
    return R;
  }
  /// Declares buffer \p J's twin and computes its slots' offsets in the
  /// preheader: 0, then D, D + bytes, ... with D = twin - buffer.
  RingSlots declare(unsigned J);
  /// The header PHIs (\p Slots, of \p Class) that rotate the slot offsets
  /// by one each iteration, entered with \p Initial.
  void rotate(ArrayRef<Register> Initial, SmallVectorImpl<Register> &Slots,
              const TargetRegisterClass *Class);
  /// Erases \p R's rotation where only itself reads it (every use took the
  /// 32-bit slots: inline PTX after a cvta).
  void dropUnused(RingSlots &R);
  /// The state PHIs' values one iteration after \p Vals (the header PHI ->
  /// value map), computed at \p At of \p MBB, where the loop continues; on
  /// the last iteration the same values, so a tile past the last is the
  /// last again.
  /// \p More, where given, is set to the exit test at \p Vals: whether the
  /// loop goes on after that iteration (when it equals ContinueWhenTrue).
  DenseMap<Register, Register> ahead(MachineBasicBlock &MBB,
                                     MachineBasicBlock::iterator At,
                                     const DenseMap<Register, Register> &Vals,
                                     Register *More = nullptr);
  /// Clones the copies of block \p From (every copy where null) at \p At
  /// of \p MBB with their sources from \p Vals and their destinations
  /// moved by slot \p Slot's offset (of the rotation, or with \p Initial
  /// the preheader's; slot 0 of the preheader: unmoved), the guarded ones
  /// under their guard's predicate where \p Guards gives it (one per plan
  /// guard), then a commit if \p Commit. A bulk copy's mbarrier moves with
  /// its destination. \p Exists, where given, is a predicate that the tile
  /// exists when it equals ContinueWhenTrue (ahead's More): the clones are
  /// issued only then.
  void copies(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
              const DenseMap<Register, Register> &Vals,
              MutableArrayRef<RingSlots> Rings, unsigned Slot, bool Initial,
              bool Commit, const MachineBasicBlock *From,
              ArrayRef<Register> Guards = {}, Register Exists = Register());
  /// Guard \p G's predicate computed in the preheader, in G's sense (the
  /// copies run where it equals G.CopiesWhen). Where G elects a lane
  /// (G.Test), the lane is elected again there, by the warps where G.Pred
  /// lets the copies run: in the loop the election runs under that
  /// predicate, so a warp that runs it there has every lane at it, and it
  /// has them in the preheader too.
  Register guardHere(const AsyncRingPlan::Guard &G);
  /// A predicate, in the preheader, true in the lane of each warp that
  /// `elect.sync` of the full warp elects, where \p Under (if any) holds:
  /// `{ mov.pred $0, 0; @$1 elect.sync _|$0, -1; }`.
  Register elect(Register Under);
  /// A predicate that is true where \p A equals \p AWhen and \p B (if
  /// any) equals \p BWhen, at \p At of \p MBB.
  Register both(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                Register A, bool AWhen, Register B, bool BWhen);
  /// Slot \p I's address of ring \p R at the width of \p Like, built at \p
  /// At of \p MBB from the symbols (where the preheader's offsets do not
  /// reach: an initialisation before the loop).
  Register slotHere(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                    const RingSlots &R, unsigned J, unsigned I, Register Like);
};

Register RingBuilder::slot(RingSlots &R, unsigned I, bool Initial,
                           Register Like) {
  if (P.IndexedSlots && !Initial) {
    assert((I == 0 || I + 1 == P.Stages) &&
           "the loop reads slot 0 and fills slot S-1 of its rotation");
    Register &Wide = I == 0 ? R.Read : R.Fill;
    if (!Wide)
      Wide = offsetAt(R, I == 0 ? Index : FillIndex);
    if (bits(Like) == bits(Wide))
      return Wide;
    Register &Narrow = I == 0 ? R.Read32 : R.Fill32;
    if (!Narrow)
      Narrow = slotCode("CVT_u32_u64").addReg(Wide).addImm(0).getReg(0);
    return Narrow;
  }
  if (bits(Like) == bits(R.Initial[0]))
    return Initial ? R.Initial[I] : R.Slots[I];
  if (R.Slots32.empty()) {
    const TargetRegisterClass *RC32 = MRI.getRegClass(Like);
    unsigned Cvt = opcodeNamed(TII, "CVT_u32_u64");
    for (Register Wide : R.Initial) {
      Register N = MRI.createVirtualRegister(RC32);
      BuildMI(Pre, Pre.getFirstTerminator(), DL, TII.get(Cvt), N)
          .addReg(Wide)
          .addImm(0);
      R.Initial32.push_back(N);
    }
    rotate(R.Initial32, R.Slots32, RC32);
  }
  return Initial ? R.Initial32[I] : R.Slots32[I];
}

RingSlots RingBuilder::declare(unsigned J) {
  const AsyncRingPlan::Buffer &B = P.Buffers[J];
  bool Wide = B.Bits == 64;
  MachineBasicBlock &Entry = MF.front();
  std::string Name = ringName(MF, *B.GV, J);
  std::string Decl = ".shared .align " + std::to_string(B.Alignment) +
                     " .b8 " + Name + "[" +
                     std::to_string(B.Bytes * (P.Stages - 1)) + "];";
  BuildMI(Entry, Entry.getFirstNonPHI(), DL, TII.get(TargetOpcode::INLINEASM))
      .addExternalSymbol(MF.createExternalSymbolName(Decl))
      .addImm(InlineAsm::Extra_HasSideEffects);
  auto PreT = Pre.getFirstTerminator();
  unsigned Mov = opcodeNamed(TII, Wide ? "MOV_ADDR64" : "MOV_ADDR");
  Register Twin = MRI.createVirtualRegister(RC),
           Base = MRI.createVirtualRegister(RC),
           D = MRI.createVirtualRegister(RC);
  BuildMI(Pre, PreT, DL, TII.get(Mov), Twin)
      .addExternalSymbol(MF.createExternalSymbolName(Name));
  BuildMI(Pre, PreT, DL, TII.get(Mov), Base).addGlobalAddress(B.GV);
  BuildMI(Pre, PreT, DL, TII.get(opcodeNamed(TII, Wide ? "SUBi64rr"
                                                       : "SUBi32rr")),
          D)
      .addReg(Twin)
      .addReg(Base);
  // D is a multiple of both addresses' alignment; saying so (an and that
  // changes nothing) lets ptxas keep the reads' 16-byte accesses. A buffer
  // declared in this kernel's body is raised to the twin's alignment first.
  uint64_t Known = B.Declared;
  if (B.DeclaredInKernel && B.Declared < B.Alignment) {
    const_cast<GlobalVariable *>(B.GV)->setAlignment(Align(B.Alignment));
    Known = B.Alignment;
  }
  if (Known > 1) {
    Register Masked = MRI.createVirtualRegister(RC);
    BuildMI(Pre, PreT, DL, TII.get(opcodeNamed(TII, Wide ? "ANDb64ri"
                                                         : "ANDb32ri")),
            Masked)
        .addReg(D)
        .addImm(-int64_t(Known));
    D = Masked;
  }
  RingSlots R;
  R.Bytes = B.Bytes;
  R.Twin = Name;
  if (P.IndexedSlots)
    R.DeltaLess =
        add(Pre, Pre.getFirstTerminator(), D, constant(-int64_t(B.Bytes)));
  R.Initial.push_back(constant(0));
  for (unsigned I = 1; I < P.Stages; ++I)
    R.Initial.push_back(
        I == 1 ? D
               : add(Pre, Pre.getFirstTerminator(), D,
                     constant(int64_t(B.Bytes * (I - 1)))));
  return R;
}

void RingBuilder::buildIndex() {
  // J = k mod S, entered at 0; FillIndex = (J + S - 1) mod S; next J =
  // (J + 1) mod S. With S a power of two, masks; else selects.
  unsigned S = P.Stages;
  bool Pow2 = isPowerOf2_32(S);
  Index = MRI.createVirtualRegister(
      TII.getRegClass(TII.get(opcodeNamed(TII, "IMOV32ri")), 0, &TRI, MF));
  MachineInstrBuilder Phi =
      BuildMI(H, H.begin(), DL, TII.get(TargetOpcode::PHI), Index);
  Register Zero =
      def(Pre, Pre.getFirstTerminator(), "IMOV32ri").addImm(0).getReg(0);
  Phi.addReg(Zero).addMBB(&Pre);
  Register Up = slotCode("ADDi32ri").addReg(Index).addImm(1).getReg(0);
  Register Down =
      slotCode("ADDi32ri").addReg(Index).addImm(int64_t(S) - 1).getReg(0);
  Register Next;
  if (Pow2) {
    Next = slotCode("ANDb32ri").addReg(Up).addImm(S - 1).getReg(0);
    FillIndex = slotCode("ANDb32ri").addReg(Down).addImm(S - 1).getReg(0);
  } else {
    // J + 1 < S ? J + 1 : 0, and J + S - 1 < S (J == 0) ? S - 1 : J - 1.
    Register InUp =
        slotCode("SETP_u32ri").addReg(Up).addImm(S).addImm(ModeLt).getReg(0);
    Next = slotCode("SELP_b32ri").addReg(Up).addImm(0).addReg(InUp).getReg(0);
    Register InDown =
        slotCode("SETP_u32ri").addReg(Down).addImm(S).addImm(ModeLt).getReg(0);
    Register Less = slotCode("ADDi32ri").addReg(Index).addImm(-1).getReg(0);
    FillIndex = slotCode("SELP_b32rr")
                    .addReg(Down)
                    .addReg(Less)
                    .addReg(InDown)
                    .getReg(0);
  }
  Phi.addReg(Next).addMBB(P.Latch);
}

Register RingBuilder::offsetAt(RingSlots &R, Register J) {
  bool Wide = bits(R.Initial[0]) == 64;
  // J x bytes and J == 0, shared by the buffers of one size.
  Register &Scaled = ScaledIndex[{J, R.Bytes}];
  if (!Scaled) {
    Scaled = slotCode("MULTi32ri").addReg(J).addImm(int64_t(R.Bytes)).getReg(0);
    if (Wide)
      Scaled = slotCode("CVT_u64_u32").addReg(Scaled).addImm(0).getReg(0);
  }
  Register At = slotCode(Wide ? "ADDi64rr" : "ADDi32rr")
                    .addReg(Scaled)
                    .addReg(R.DeltaLess)
                    .getReg(0);
  Register &First = IsFirstSlot[J];
  if (!First)
    First = slotCode("SETP_u32ri").addReg(J).addImm(0).addImm(ModeEq).getReg(0);
  return slotCode(Wide ? "SELP_b64rr" : "SELP_b32rr")
      .addReg(R.Initial[0])
      .addReg(At)
      .addReg(First)
      .getReg(0);
}

void RingBuilder::rotate(ArrayRef<Register> Initial,
                         SmallVectorImpl<Register> &Slots,
                         const TargetRegisterClass *Class) {
  for (unsigned I = 0; I < P.Stages; ++I)
    Slots.push_back(MRI.createVirtualRegister(Class));
  for (unsigned I = 0; I < P.Stages; ++I)
    BuildMI(H, H.begin(), DL, TII.get(TargetOpcode::PHI), Slots[I])
        .addReg(Initial[I])
        .addMBB(&Pre)
        .addReg(Slots[(I + 1) % P.Stages])
        .addMBB(P.Latch);
}

void RingBuilder::dropUnused(RingSlots &R) {
  DenseSet<Register> Own(R.Slots.begin(), R.Slots.end());
  for (Register S : R.Slots)
    for (const MachineInstr &U : MRI.use_nodbg_instructions(S))
      if (!U.isPHI() || !Own.count(U.getOperand(0).getReg()))
        return;
  for (Register S : R.Slots)
    MRI.getVRegDef(S)->eraseFromParent();
}

DenseMap<Register, Register>
RingBuilder::ahead(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                   const DenseMap<Register, Register> &Vals, Register *Out) {
  Cloner Step(*P.L, MBB, At);
  for (auto [Phi, V] : Vals)
    Step.map(Phi, V);
  Register More = Step.value(P.Cond);
  if (Out)
    *Out = More;
  DenseMap<Register, Register> Next = Vals;
  for (MachineInstr *Phi : P.StatePhis) {
    Register Cur = Vals.lookup(Phi->getOperand(0).getReg());
    Register Nxt = Step.value(incomingFrom(*Phi, P.Latch));
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(Cur));
    Register S = MRI.createVirtualRegister(MRI.getRegClass(Cur));
    BuildMI(MBB, At, DL,
            TII.get(opcodeNamed(TII, Bits == 64 ? "SELP_b64rr" : "SELP_b32rr")),
            S)
        .addReg(P.ContinueWhenTrue ? Nxt : Cur)
        .addReg(P.ContinueWhenTrue ? Cur : Nxt)
        .addReg(More);
    Next[Phi->getOperand(0).getReg()] = S;
  }
  return Next;
}

void RingBuilder::copies(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                         const DenseMap<Register, Register> &Vals,
                         MutableArrayRef<RingSlots> Rings, unsigned Slot,
                         bool Initial, bool Commit,
                         const MachineBasicBlock *From,
                         ArrayRef<Register> Guards, Register Exists) {
  Cloner Src(*P.L, MBB, At);
  for (auto [Phi, V] : Vals)
    Src.map(Phi, V);
  // The operand's value from before the loop moved by the slot's offset,
  // at its width.
  auto Moved = [&](Register R, unsigned Buffer) {
    MRI.clearKillFlags(R);
    return Initial && Slot == 0
               ? R
               : add(MBB, At, R, slot(Rings[Buffer], Slot, Initial, R));
  };
  for (const AsyncRingPlan::Copy &C : P.Copies) {
    if (From && C.MI->getParent() != From)
      continue;
    Register Dst = Moved(C.Dst, C.Buffer);
    Register Bar = C.BarOp ? Moved(C.Bar, C.BarBuffer) : Register();
    MachineInstr *New = Src.cloneWithOperands(*C.MI);
    New->getOperand(C.DstOp).setReg(Dst);
    if (C.BarOp)
      New->getOperand(C.BarOp).setReg(Bar);
    bool Then = true;
    Register Guard;
    bool When = true;
    if (const AsyncRingPlan::Guard *G = P.guardOf(C.MI->getParent(), &Then);
        G && !Guards.empty()) {
      Guard = Guards[G - P.Guards.begin()];
      When = Then ? G->CopiesWhen : !G->CopiesWhen;
    }
    if (Guard && Exists)
      predicateCopy(*New,
                    both(MBB, New->getIterator(), Guard, When, Exists,
                         P.ContinueWhenTrue),
                    true);
    else if (Guard || Exists)
      predicateCopy(*New, Guard ? Guard : Exists,
                    Guard ? When : P.ContinueWhenTrue);
  }
  // The intrinsic whatever the original's form (inline PTX cannot be built
  // from an opcode).
  if (Commit)
    BuildMI(MBB, At, DL, TII.get(opcodeNamed(TII, "CP_ASYNC_COMMIT_GROUP")));
}

Register RingBuilder::guardHere(const AsyncRingPlan::Guard &G) {
  auto At = Pre.getFirstTerminator();
  auto InSense = [&](Register Runs) {
    return G.CopiesWhen ? Runs : def(Pre, At, "NOT1").addReg(Runs).getReg(0);
  };
  if (G.PredElects)
    return InSense(elect(Register()));
  Register Outer = Cloner(*P.L, Pre, At).value(G.Pred);
  if (!G.Test)
    return Outer;
  Register Runs = InSense(Outer);
  return InSense(both(Pre, At, Runs, true, elect(Runs), true));
}

Register RingBuilder::elect(Register Under) {
  auto At = Pre.getFirstTerminator();
  const TargetRegisterClass *PredRC = MRI.getRegClass(P.Guards[0].Pred);
  Register Elected = MRI.createVirtualRegister(PredRC);
  InlineAsm::Flag Def(InlineAsm::Kind::RegDef, 1),
      Use(InlineAsm::Kind::RegUse, 1);
  Def.setRegClass(PredRC->getID());
  Use.setRegClass(PredRC->getID());
  MachineInstrBuilder MIB =
      BuildMI(Pre, At, DL, TII.get(TargetOpcode::INLINEASM))
          .addExternalSymbol(MF.createExternalSymbolName(
              Under ? "{\n\tmov.pred $0, 0;\n\t@$1 elect.sync _|$0, -1;\n}"
                    : "elect.sync _|$0, -1;"))
          .addImm(InlineAsm::Extra_HasSideEffects |
                  InlineAsm::Extra_IsConvergent)
          .addImm(Def)
          .addReg(Elected, RegState::Define);
  if (Under)
    MIB.addImm(Use).addReg(Under);
  return Elected;
}

Register RingBuilder::both(MachineBasicBlock &MBB,
                           MachineBasicBlock::iterator At, Register A,
                           bool AWhen, Register B, bool BWhen) {
  auto Positive = [&](Register R, bool When) {
    return When ? R : def(MBB, At, "NOT1").addReg(R).getReg(0);
  };
  Register PA = Positive(A, AWhen), PB = Positive(B, BWhen);
  return def(MBB, At, "ANDb1rr").addReg(PA).addReg(PB).getReg(0);
}

Register RingBuilder::slotHere(MachineBasicBlock &MBB,
                               MachineBasicBlock::iterator At,
                               const RingSlots &R, unsigned J, unsigned I,
                               Register Like) {
  const AsyncRingPlan::Buffer &B = P.Buffers[J];
  bool Wide = B.Bits == 64;
  Register Twin = MRI.createVirtualRegister(RC);
  BuildMI(MBB, At, DL,
          TII.get(opcodeNamed(TII, Wide ? "MOV_ADDR64" : "MOV_ADDR")), Twin)
      .addExternalSymbol(MF.createExternalSymbolName(R.Twin));
  Register Addr = Twin;
  if (I > 1) {
    Addr = MRI.createVirtualRegister(RC);
    BuildMI(MBB, At, DL,
            TII.get(opcodeNamed(TII, Wide ? "ADDi64ri" : "ADDi32ri")), Addr)
        .addReg(Twin)
        .addImm(int64_t(B.Bytes * (I - 1)));
  }
  // The offset of Like from the buffer's address, then Like's at slot I:
  // Like - buffer + slot I's address (what the preheader's offsets add).
  Register Base = MRI.createVirtualRegister(RC);
  BuildMI(MBB, At, DL,
          TII.get(opcodeNamed(TII, Wide ? "MOV_ADDR64" : "MOV_ADDR")), Base)
      .addGlobalAddress(B.GV);
  Register D = MRI.createVirtualRegister(RC);
  BuildMI(MBB, At, DL,
          TII.get(opcodeNamed(TII, Wide ? "SUBi64rr" : "SUBi32rr")), D)
      .addReg(Addr)
      .addReg(Base);
  if (bits(Like) != bits(D))
    D = def(MBB, At, "CVT_u32_u64").addReg(D).addImm(0).getReg(0);
  return add(MBB, At, Like, D);
}

/// The last value of \p Chain computed again in the header, from \p To
/// where it read \p From.
Register recompute(RingBuilder &B, ArrayRef<MachineInstr *> Chain,
                   Register From, Register To) {
  DenseMap<Register, Register> Map{{From, To}};
  // After To's add (the clones in order before the instruction after it).
  MachineInstr *ToDef = B.MRI.getVRegDef(To);
  MachineBasicBlock::iterator At = ToDef->getParent() == &B.H
                                       ? std::next(ToDef->getIterator())
                                       : B.headerAt();
  Register Last;
  for (MachineInstr *MI : Chain) {
    MachineInstr *New = B.MF.CloneMachineInstr(MI);
    for (MachineOperand &MO : New->explicit_uses()) {
      if (!MO.isReg())
        continue;
      if (auto It = Map.find(MO.getReg()); It != Map.end())
        MO.setReg(It->second);
      MO.setIsKill(false);
      B.MRI.clearKillFlags(MO.getReg());
    }
    Register Old = MI->getOperand(0).getReg();
    Last = B.MRI.createVirtualRegister(B.MRI.getRegClass(Old));
    New->getOperand(0).setReg(Last);
    B.H.insert(At, New);
    Map[Old] = Last;
  }
  return Last;
}

/// Every read of a buffer in the loop at its address + the current slot's
/// offset. A read in the shared state space gets its own address rebased,
/// which ptxas reads as `LDS [R+UR]` at the address the plain loop holds.
/// An address taken whole that adds immediates to a base from before the
/// loop that others add immediates to as well (RebaseBase,
/// immediateOffsetBase: a wmma fragment's `add.s64 %rd24, %rd23, 1280`)
/// becomes the rebased base plus its immediate, as ptxas addresses it
/// (`[R+1280]`): one register per base, not per address
/// (cuda_hgemm's wmmaAsyncKernel at 2 and 3 slots: 24 rebased fragment
/// addresses, 122 -> 168 registers in ptxas 13 when each was rebased
/// alone, 126 through their bases).
void rebaseReads(const AsyncRingPlan &P, RingBuilder &B,
                 MutableArrayRef<RingSlots> Rings) {
  DenseMap<std::pair<Register, unsigned>, Register> Rebased, ThroughBase;
  auto RebasedOf = [&](Register R, unsigned J) {
    if (Register N = Rebased.lookup({R, J}))
      return N;
    // The slot first: it may add to the header's slot code.
    Register Off = B.slot(Rings[J], 0, /*Initial=*/false, R);
    Register N = B.add(B.H, B.headerAt(), R, Off);
    B.MRI.clearKillFlags(R);
    Rebased[{R, J}] = N;
    return N;
  };
  auto ThroughBaseOf = [&](Register R, Register Base, unsigned J) {
    if (Base == R)
      return RebasedOf(R, J);
    if (Register N = ThroughBase.lookup({R, J}))
      return N;
    int64_t Offset = immediateOffsetBase(R, *P.L, B.MRI).second;
    Register N = RebasedOf(Base, J);
    // After the base's add: headerAt() may lie before it.
    N = B.addImmediate(B.H, std::next(B.MRI.getVRegDef(N)->getIterator()), N,
                       Offset);
    ThroughBase[{R, J}] = N;
    return N;
  };
  for (auto [I, Entry] : enumerate(P.Rebase)) {
    auto [MI, OpNo, J] = Entry;
    Register R = MI->getOperand(OpNo).getReg();
    MI->getOperand(OpNo).setReg(ThroughBaseOf(R, P.RebaseBase[I], J));
    MI->getOperand(OpNo).setIsKill(false);
  }
  DenseMap<Register, Register> Recomputed;
  for (const AsyncRingPlan::Descriptor &D : P.Descriptors) {
    Register &N = Recomputed[D.MI->getOperand(D.OpNo).getReg()];
    if (!N)
      N = recompute(B, D.Chain, D.Address, RebasedOf(D.Address, D.Buffer));
    D.MI->getOperand(D.OpNo).setReg(N);
    D.MI->getOperand(D.OpNo).setIsKill(false);
  }
  for (auto [Root, J] : P.Roots) {
    if (!P.L->contains(Root->getParent()))
      continue;
    Register R = Root->getOperand(0).getReg();
    SmallVector<MachineOperand *, 8> Uses;
    for (MachineOperand &U : B.MRI.use_nodbg_operands(R))
      Uses.push_back(&U);
    Register N = B.add(*Root->getParent(), std::next(Root->getIterator()), R,
                       B.slot(Rings[J], 0, /*Initial=*/false, R));
    for (MachineOperand *U : Uses) {
      U->setReg(N);
      U->setIsKill(false);
    }
  }
}

/// Computes in the preheader each copy operand that the loop computes from
/// values from before it, and has the plan use that value.
void hoistCopyOperands(AsyncRingPlan &P) {
  MachineBasicBlock &Pre = *P.Preheader;
  Cloner Before(*P.L, Pre, Pre.getFirstTerminator());
  for (AsyncRingPlan::Copy &C : P.Copies)
    for (Register *R : {&C.Dst, &C.Bar})
      if (*R)
        *R = Before.value(*R);
}

/// Gives the ring a commit_group of its own where \p P's copies are
/// committed and awaited by one cp.async.wait_all: a commit before it,
/// which the ring keeps, and the wait_all, which it rewrites.
void splitWaitAll(AsyncRingPlan &P) {
  MachineInstr &W = *P.Wait;
  const TargetInstrInfo &TII = *W.getMF()->getSubtarget().getInstrInfo();
  P.Commit = BuildMI(*W.getParent(), W.getIterator(), W.getDebugLoc(),
                     TII.get(opcodeNamed(TII, "CP_ASYNC_COMMIT_GROUP")));
}

/// Erases the bulk ring's old phase (its header PHI, its flip and the moves
/// of it) where nothing else reads them.
void eraseDeadPhase(MachineInstr *PhasePhi, MachineRegisterInfo &MRI) {
  SmallVector<MachineInstr *, 8> Set{PhasePhi};
  for (unsigned I = 0; I < Set.size() && Set.size() < 16; ++I)
    for (MachineInstr &U :
         MRI.use_nodbg_instructions(Set[I]->getOperand(0).getReg()))
      if (!is_contained(Set, &U) && U.getNumExplicitDefs() == 1 &&
          (isMove(U) || U.isPHI() || opName(U) == "XORb32ri"))
        Set.push_back(&U);
  for (MachineInstr *MI : Set)
    for (MachineInstr &U :
         MRI.use_nodbg_instructions(MI->getOperand(0).getReg()))
      if (!is_contained(Set, &U))
        return;
  for (MachineInstr *MI : Set)
    MI->eraseFromParent();
}

/// Erases a tile parity computed from an index (tileParity), its shift
/// and the moves between, where nothing reads them now.
void eraseDeadParity(MachineInstr *Def, MachineRegisterInfo &MRI) {
  for (unsigned Depth = 0; Def && Depth < 8; ++Depth) {
    if (!MRI.use_nodbg_empty(Def->getOperand(0).getReg()))
      return;
    Register In = Def->getOperand(1).getReg();
    Def->eraseFromParent();
    Def = In.isVirtual() ? MRI.getVRegDef(In) : nullptr;
    if (Def && !isMove(*Def) && !isParityShift(*Def))
      return;
  }
}

/// The end of a cp.async ring: the wait's count, the exits' waits.
void finishGroupRing(const AsyncRingPlan &P, RingBuilder &B) {
  // 5. The wait leaves the S-1 groups committed after tile k's pending.
  BuildMI(*P.Wait->getParent(), P.Wait->getIterator(), B.DL,
          B.TII.get(opcodeNamed(B.TII, "CP_ASYNC_WAIT_GROUP")))
      .addImm(P.Stages - 1 + P.ExtraPending);
  P.Wait->eraseFromParent();
  // 6. The exits wait for the groups of tiles past the last, which nothing
  //    reads, and then for the CTA: another thread may fill those bytes
  //    next (the tile loop of an outer loop's next iteration, its rows
  //    rotated), and must not while such a copy is in flight. The loop's
  //    barriers already need every thread to run it alike, so one more at
  //    its exit costs one barrier a run, not a predicate on every copy.
  SmallVector<MachineBasicBlock *, 4> Exits;
  P.L->getUniqueExitBlocks(Exits);
  for (MachineBasicBlock *E : Exits) {
    auto At = E->getFirstNonPHI();
    BuildMI(*E, At, B.DL, B.TII.get(opcodeNamed(B.TII, "CP_ASYNC_WAIT_ALL")));
    if (!P.NoExitBarrier)
      BuildMI(*E, At, B.DL, B.TII.get(opcodeNamed(B.TII, "INT_BARRIER0")));
  }
}

/// The end of a bulk ring: the slots' parities, the mbarrier's twins
/// initialised.
void finishBulkRing(const AsyncRingPlan &P, RingBuilder &B,
                    MutableArrayRef<RingSlots> Rings) {
  // 5. The parity of each slot's mbarrier: S registers rotating with the
  //    slots, entered at 0; the one the wait reads (tile k's slot) is
  //    flipped as it moves to the back, for tile k+S's wait on that slot.
  const TargetRegisterClass *PhaseRC =
      B.MRI.getRegClass(P.Wait->getOperand(P.WaitPhaseOp).getReg());
  SmallVector<Register, 4> Parity;
  for (unsigned I = 0; I < P.Stages; ++I)
    Parity.push_back(B.MRI.createVirtualRegister(PhaseRC));
  Register Zero =
      B.def(B.Pre, B.Pre.getFirstTerminator(), "IMOV32ri").addImm(0).getReg(0);
  //    (Tests only, ExtraPending: not flipped, so a slot's second wait
  //    passes on the phase its first completed.)
  Register Flip = B.def(*P.Latch, P.Latch->getFirstTerminator(), "XORb32ri")
                      .addReg(Parity[0])
                      .addImm(P.ExtraPending ? 0 : 1)
                      .getReg(0);
  for (unsigned I = 0; I < P.Stages; ++I)
    BuildMI(B.H, B.H.begin(), B.DL, B.TII.get(TargetOpcode::PHI), Parity[I])
        .addReg(Zero)
        .addMBB(&B.Pre)
        .addReg(I + 1 < P.Stages ? Parity[I + 1] : Flip)
        .addMBB(P.Latch);
  for (const AsyncRingPlan::MbarrierWait &W : P.waits()) {
    MachineOperand &Phase = W.MI->getOperand(W.PhaseOp);
    Phase.setReg(Parity[0]);
    Phase.setIsKill(false);
  }
  // 6. Each initialisation of the mbarrier, for the twin's slots too.
  for (auto [Init, OpNo, J] : P.Inits) {
    Register Addr = Init->getOperand(OpNo).getReg();
    B.MRI.clearKillFlags(Addr);
    auto At = std::next(Init->getIterator());
    for (unsigned I = 1; I < P.Stages; ++I) {
      Register Moved = B.slotHere(*Init->getParent(), At, Rings[J], J, I, Addr);
      MachineInstr *New = B.MF.CloneMachineInstr(Init);
      Init->getParent()->insert(At, New);
      New->getOperand(OpNo).setReg(Moved);
    }
  }
  // The mbarriers' phases, which nothing reads now.
  for (MachineInstr *Phi : P.PhasePhis)
    eraseDeadPhase(Phi, B.MRI);
  for (MachineInstr *Def : P.ParityDefs)
    eraseDeadParity(Def, B.MRI);
}

} // namespace

void twill::nvptx::applyAsyncRing(const AsyncRingPlan &Plan) {
  assert(Plan.Stages >= 2 && "a ring has two slots at least");
  // 0. A bulk ring's copy operands computed in the loop from values from
  //    before it (findBuffer) are computed in the preheader instead, so
  //    that every clone reads them from there as it reads the others (and
  //    the chains in the loop, dead with the copies, are not rebased twice).
  AsyncRingPlan P = Plan;
  if (P.Bulk)
    hoistCopyOperands(P);
  if (P.Commit && P.Commit == P.Wait)
    splitWaitAll(P);
  RingBuilder B(P);
  // 1. The twins, the slots' offsets and their rotation.
  SmallVector<RingSlots, 4> Rings;
  for (unsigned J = 0; J < P.Buffers.size(); ++J)
    Rings.push_back(B.declare(J));
  bool Indexed = P.IndexedSlots && !P.Bulk;
  if (Indexed)
    B.buildIndex();
  else
    for (RingSlots &R : Rings)
      B.rotate(R.Initial, R.Slots, B.RC);
  // 2. Reads at their address + the current slot's offset.
  rebaseReads(P, B, Rings);
  // 3. The prologue: tiles 0 .. S-2 into slots 0 .. S-2, a group each.
  DenseMap<Register, Register> Vals;
  for (MachineInstr &Phi : B.H.phis())
    if (Register In = incomingFrom(Phi, P.Preheader))
      Vals[Phi.getOperand(0).getReg()] = In;
  auto PreT = [&] { return B.Pre.getFirstTerminator(); };
  //    Guarded copies run there under their (invariant) guard's predicate,
  //    and an elected lane's in the lane elected there (guardHere).
  SmallVector<Register, 2> Guards;
  for (const AsyncRingPlan::Guard &G : P.Guards)
    Guards.push_back(P.guardsCopies(G) ? B.guardHere(G) : Register());
  //    A bulk ring issues a tile only where it exists (tile 0 does: the
  //    latch is the only exit).
  for (unsigned T = 0; T + 1 < P.Stages; ++T) {
    Register Exists;
    if (T > 0)
      Vals = B.ahead(B.Pre, PreT(), Vals, P.Bulk ? &Exists : nullptr);
    B.copies(B.Pre, PreT(), Vals, Rings, T, /*Initial=*/true,
             /*Commit=*/!P.Bulk, /*From=*/nullptr, Guards, Exists);
  }
  // 4. In each block that holds copies, where they were (before the commit
  //    if it is in that block): the copies of tile k+S-1 (the last tile's
  //    past the end) into the slot iteration k-1 read.
  SmallVector<MachineBasicBlock *, 3> CopyBlocks = P.copyBlocks();
  DenseMap<Register, Register> Now;
  for (MachineInstr &Phi : B.H.phis())
    Now[Phi.getOperand(0).getReg()] = Phi.getOperand(0).getReg();
  for (MachineBasicBlock *CB : CopyBlocks) {
    auto Q = P.Commit && P.Commit->getParent() == CB ? P.Commit->getIterator()
             : P.Bulk && P.Wait->getParent() == CB   ? P.Wait->getIterator()
                                                     : CB->getFirstTerminator();
    Vals = Now;
    Register Exists;
    for (unsigned T = 1; T < P.Stages; ++T)
      Vals = B.ahead(*CB, Q, Vals, P.Bulk ? &Exists : nullptr);
    B.copies(*CB, Q, Vals, Rings, P.Stages - 1, /*Initial=*/false,
             /*Commit=*/false, CB, {}, Exists);
  }
  for (const AsyncRingPlan::Copy &C : P.Copies)
    C.MI->eraseFromParent();
  if (P.Bulk) {
    finishBulkRing(P, B, Rings);
  } else {
    finishGroupRing(P, B);
  }
  if (!Indexed)
    for (RingSlots &R : Rings)
      B.dropUnused(R);
  eraseDead(B.H);
  for (MachineBasicBlock *CB : CopyBlocks)
    if (CB != &B.H)
      eraseDead(*CB);
  eraseDead(B.Pre);
}
