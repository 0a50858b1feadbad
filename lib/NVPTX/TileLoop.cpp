//===- TileLoop.cpp - Tile loops: register double buffering ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// analyzeTileLoop and applyTileLoop (TileLoop.h), and the checks and
/// builders both tile-loop rewrites share (TileLoopCommon.h); the cp.async
/// ring is in AsyncRing.cpp.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/TileLoop.h"

#include "TileLoopCommon.h"

#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <optional>
#include <string>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;
using namespace twill::nvptx::tileloop;

namespace twill {
namespace nvptx {
namespace tileloop {

Error refuse(const MachineBasicBlock &MBB, const Twine &Why) {
  return createStringError(inconvertibleErrorCode(),
                           "bb." + Twine(MBB.getNumber()) + ": " + Why);
}

StringRef opName(const MachineInstr &MI) {
  return MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
}

/// The first line of inline asm \p MI's text, at most 96 characters; where that
/// line opens a block (`{`, as multi-statement inline PTX does), the block's
/// first statement after its declarations and labels instead, behind "{ ... ":
/// the line a remark names.
static std::string asmFirstLine(const MachineInstr &MI) {
  StringRef Text = StringRef(MI.getOperand(0).getSymbolName()).trim();
  StringRef First = Text.take_until([](char Ch) { return Ch == '\n'; });
  if (First.trim() == "{") {
    SmallVector<StringRef, 8> Lines;
    Text.split(Lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    for (StringRef L : Lines) {
      L = L.trim();
      if (!L.empty() && L != "{" && L != "}" && !L.starts_with(".reg") &&
          !L.ends_with(":"))
        return "{ ... " + L.take_front(96).rtrim().str();
    }
  }
  return First.take_front(96).rtrim().str();
}

std::string describeOp(const MachineInstr &MI, const InstrClassifier *C) {
  if (MI.isInlineAsm())
    return "inline PTX `" + asmFirstLine(MI) + "`";
  StringRef N = opName(MI);
  if (C && N.starts_with("anonymous_"))
    if (std::string M = C->classify(MI).Mnemonic; !M.empty() && M != N)
      return M;
  return N.str();
}

/// The statements of inline PTX \p Text that do something: one, or, in a
/// scoped block `{ ... }`, those after its `.reg .pred` declarations
/// (whose names go to \p Preds).
static SmallVector<StringRef, 2>
asmStatements(StringRef Text, SmallVectorImpl<StringRef> &Preds) {
  Text = Text.trim();
  bool Scoped = Text.consume_front("{");
  if (Scoped && !Text.consume_back("}"))
    return {};
  SmallVector<StringRef, 4> Parts;
  Text.split(Parts, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  SmallVector<StringRef, 2> Statements;
  for (StringRef S : Parts) {
    S = S.trim();
    if (S.empty())
      continue;
    if (Scoped && S.consume_front(".reg .pred ") && !S.contains(' ')) {
      Preds.push_back(S.trim());
      continue;
    }
    Statements.push_back(S);
  }
  return Statements;
}

/// Whether \p S is `setp.ne.b32 p, $N, 0` (or another compare of an
/// operand with an immediate) into one of \p Preds: how CUTLASS-style
/// inline PTX turns wgmma's scale-d operand into a predicate.
static bool isPredSetup(StringRef S, ArrayRef<StringRef> Preds) {
  static const Regex Setp("^setp\\.[a-z]+\\.[bsu](16|32|64)[ \t]+"
                          "([A-Za-z_][A-Za-z0-9_]*)[ \t]*,[ \t]*\\$[0-9]+"
                          "[ \t]*,[ \t]*-?[0-9]+$");
  SmallVector<StringRef, 3> M;
  return Setp.match(S, &M) && is_contained(Preds, M[2]);
}

/// The one statement of inline PTX \p MI that acts (after the predicate
/// setups isPredSetup allows beside a wgmma), or "".
static StringRef actingStatement(const MachineInstr &MI) {
  SmallVector<StringRef, 2> Preds;
  SmallVector<StringRef, 2> Statements =
      asmStatements(MI.getOperand(0).getSymbolName(), Preds);
  StringRef Acting;
  for (StringRef S : Statements) {
    if (isPredSetup(S, Preds))
      continue;
    if (!Acting.empty())
      return "";
    Acting = S;
  }
  // A predicate is only for a wgmma's scale-d.
  if (Statements.size() > 1 && !Acting.starts_with("wgmma.mma_async."))
    return "";
  return Acting;
}

/// The top-level operands of the statement \p S (after its opcode),
/// braced lists kept whole.
static SmallVector<StringRef, 8> statementOperands(StringRef S) {
  SmallVector<StringRef, 8> Ops;
  S = S.drop_until([](char C) { return C == ' ' || C == '\t'; }).trim();
  unsigned Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= S.size(); ++I) {
    char C = I < S.size() ? S[I] : ',';
    Depth += C == '{';
    Depth -= C == '}' && Depth;
    if (C == ',' && !Depth) {
      Ops.push_back(S.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  return Ops;
}

SmallVector<unsigned, 2> wgmmaDescriptors(const MachineInstr &MI) {
  SmallVector<unsigned, 2> Descs;
  StringRef S = MI.isInlineAsm() ? actingStatement(MI) : "";
  if (!S.starts_with("wgmma.mma_async.sync.aligned."))
    return Descs;
  // d, a (a descriptor, or a register list), b-desc, scale-d, ...
  SmallVector<StringRef, 8> Ops = statementOperands(S);
  for (unsigned I = 1; I < 3 && I < Ops.size(); ++I) {
    StringRef Op = Ops[I];
    if (Op.starts_with("{") && I == 1)
      continue;
    if (!Op.consume_front("$"))
      return {};
    unsigned Idx = asmRegisterOperand(MI, Op);
    if (!Idx)
      return {};
    Descs.push_back(Idx);
  }
  return Descs;
}

bool waitsForAllWgmma(const MachineInstr &MI) {
  if (!MI.isInlineAsm())
    return false;
  static const Regex WaitAll("^wgmma\\.wait_group\\.sync\\.aligned[ \t]+0$");
  return WaitAll.match(actingStatement(MI));
}

AsmEffect asmEffect(const MachineInstr &MI, unsigned &Addr) {
  Addr = 0;
  // An empty statement, `asm volatile("" : "+f"(x) :: "memory")`: a
  // compiler fence kernels put around wgmma's accumulators; it emits
  // nothing.
  if (StringRef(MI.getOperand(0).getSymbolName()).trim().empty())
    return AsmEffect::Registers;
  StringRef Text = actingStatement(MI);
  // (::cluster reaches other CTAs' shared memory: not taken.)
  if (Text.empty() || Text.contains('@') || Text.contains("::cluster"))
    return AsmEffect::Unknown;
  static const Regex Registers(
      "^(mma\\.sync\\.aligned|wmma\\.mma\\.sync\\.aligned)\\.[^[]*$");
  if (Registers.match(Text))
    return AsmEffect::Registers;
  static const Regex WarpgroupSync(
      "^wgmma\\.(fence|commit_group)\\.sync\\.aligned$|"
      "^wgmma\\.wait_group\\.sync\\.aligned[ \t]+[0-9]+$");
  if (WarpgroupSync.match(Text))
    return AsmEffect::WarpgroupSync;
  if (!wgmmaDescriptors(MI).empty())
    return AsmEffect::WarpgroupMma;
  // ldmatrix.sync.aligned.m8n8.x4[.trans].shared[::cta].b16 {...}, [$N];
  // ld.shared[::cta].<type> ..., [$N]
  static const Regex SharedRead(
      "^(ldmatrix\\.sync\\.aligned\\.[.a-z0-9]*shared[.:a-z0-9]*|"
      "ld\\.shared[.:a-z0-9]*)[ \t]+[^[]*\\[\\$([0-9]+)\\]$");
  SmallVector<StringRef, 3> M;
  if (!SharedRead.match(Text, &M) || !(Addr = asmRegisterOperand(MI, M[2])))
    return AsmEffect::Unknown;
  return AsmEffect::SharedRead;
}

/// A register move (COPY, mov) of a virtual register.
bool isMove(const MachineInstr &MI) {
  if (MI.getNumOperands() < 2 || !MI.getOperand(1).isReg() ||
      !MI.getOperand(1).getReg().isVirtual())
    return false;
  if (MI.isCopy())
    return true;
  StringRef N = opName(MI);
  return N == "IMOV64rr" || N == "IMOV32rr";
}

/// \p R's constant where a move of an immediate defines it (through moves
/// of it), else nullopt.
std::optional<int64_t> constantOf(Register R, const MachineRegisterInfo &MRI) {
  for (unsigned Depth = 0; R.isVirtual() && Depth < 8; ++Depth) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def)
      return std::nullopt;
    if (isMove(*Def)) {
      R = Def->getOperand(1).getReg();
      continue;
    }
    StringRef N = opName(*Def);
    if ((N == "IMOV32ri" || N == "IMOVB32ri" || N == "IMOV64ri" ||
         N == "IMOVB64ri") &&
        Def->getOperand(1).isImm())
      return Def->getOperand(1).getImm();
    return std::nullopt;
  }
  return std::nullopt;
}

/// A CTA barrier (bar.sync, barrier.sync and their forms).
bool isBarrier(const MachineInstr &MI, const InstrClassifier &C) {
  StringRef Name =
      MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  if (Name.contains("MBARRIER"))
    return false;
  if (Name.contains("BARRIER") || Name.starts_with("INT_BAR_"))
    return true;
  std::string M = C.classify(MI).Mnemonic;
  return StringRef(M).starts_with("bar.") ||
         StringRef(M).starts_with("barrier.");
}

/// Every memory operand in \p Space (and at least one).
bool onlySpace(const MachineInstr &MI, unsigned Space) {
  if (MI.memoperands_empty())
    return false;
  return all_of(MI.memoperands(), [&](const MachineMemOperand *MMO) {
    return MMO->getAddrSpace() == Space;
  });
}

/// An instruction the rewrite may clone freely: no memory effect (an
/// invariant load of a parameter aside), no side effect, one virtual def.
bool isPure(const MachineInstr &MI) {
  if (MI.isPHI() || MI.isCall() || MI.isTerminator() || MI.isInlineAsm() ||
      MI.hasUnmodeledSideEffects() || MI.mayStore() || MI.isConvergent())
    return false;
  if (MI.mayLoad() && !MI.isDereferenceableInvariantLoad())
    return false;
  unsigned Defs = 0;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.isDef()) {
      if (!MO.getReg().isVirtual())
        return false;
      ++Defs;
    }
  return Defs == 1;
}

/// What the rewrite cannot move a global load across, or run beside: a
/// write to memory other than shared or local memory, a read-modify-write (atomics,
/// mbarrier operations, whose waits may order another thread's global
/// writes), a call, inline asm or another side effect; not a CTA barrier,
/// a shared- or local-memory store, ld.global.nc, or inline PTX that
/// computes in registers or reads shared memory (asmEffect).
std::optional<std::string> orderingEffect(const MachineInstr &MI,
                                          const InstrClassifier &C) {
  if (MI.isDebugInstr() || MI.isPHI() || MI.isBranch() || MI.isReturn())
    return std::nullopt;
  if (MI.isCall())
    return "a call (" + describeOp(MI, &C) + ")";
  if (isBarrier(MI, C) || isNonCoherentLoad(MI) || isHalfConstant(MI))
    return std::nullopt;
  // Inline PTX whose one statement computes in registers or reads shared
  // memory (its text says so, whatever clobbers it declares).
  unsigned Addr = 0;
  if (MI.isInlineAsm() && asmEffect(MI, Addr) != AsmEffect::Unknown)
    return std::nullopt;
  StringRef Name =
      MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  if (Name.contains("MBARRIER") || Name.contains("CP_ASYNC") ||
      Name.contains("FENCE") || Name.contains("MEMBAR"))
    return "a synchronisation or asynchronous copy (" + describeOp(MI, &C) +
           ")";
  if (MI.mayLoad() && MI.mayStore())
    return "an atomic or mbarrier operation (" + describeOp(MI, &C) + ")";
  // Local memory is the thread's own: no global load reads it (a
  // ld.global of a local address is undefined) and no other thread sees it.
  if (MI.mayStore() && !onlySpace(MI, SharedSpace) &&
      !onlySpace(MI, LocalSpace))
    return "writes memory other than shared or local memory (" +
           describeOp(MI, &C) + ")";
  // The guarded-body fold's predicated accesses (inline PTX with the
  // memory operands of the access it replaces): a global load, or a store
  // to shared or local memory.
  if (MI.isInlineAsm() && !MI.hasUnmodeledSideEffects() &&
      (isMovableGlobalLoad(MI) ||
       (MI.mayStore() && !MI.mayLoad() &&
        (onlySpace(MI, SharedSpace) || onlySpace(MI, LocalSpace)))))
    return std::nullopt;
  if (MI.isInlineAsm())
    return "inline PTX whose effects the rewrite cannot tell (`" +
           asmFirstLine(MI) + "`)";
  if (MI.hasUnmodeledSideEffects())
    return "an instruction with side effects (" + describeOp(MI, &C) + ")";
  return std::nullopt;
}

DenseSet<const MachineBasicBlock *>
reachable(ArrayRef<const MachineBasicBlock *> From, bool Forward) {
  DenseSet<const MachineBasicBlock *> Seen(From.begin(), From.end());
  SmallVector<const MachineBasicBlock *, 16> Work(From.begin(), From.end());
  while (!Work.empty()) {
    const MachineBasicBlock *B = Work.pop_back_val();
    for (const MachineBasicBlock *N :
         Forward ? B->successors() : B->predecessors())
      if (Seen.insert(N).second)
        Work.push_back(N);
  }
  return Seen;
}

DenseSet<const MachineBasicBlock *> blocksAfterForGood(const MachineLoop &L) {
  SmallVector<MachineBasicBlock *, 4> Exits;
  L.getExitBlocks(Exits);
  SmallVector<const MachineBasicBlock *, 4> ExitsC(Exits.begin(), Exits.end());
  DenseSet<const MachineBasicBlock *> After = reachable(ExitsC, true);
  DenseSet<const MachineBasicBlock *> ReachesLoop =
      reachable({L.getHeader()}, false);
  for (const MachineBasicBlock *B : ReachesLoop)
    After.erase(B);
  return After;
}

Error checkMemory(const MachineLoop &L, const MachineBasicBlock &Preheader,
                  const MachineDominatorTree *MDT, const InstrClassifier &C,
                  function_ref<bool(const MachineInstr &)> Exempt,
                  const MachineLoop *Copy) {
  for (const MachineBasicBlock *MBB : L.blocks())
    for (const MachineInstr &MI : *MBB)
      if (std::optional<std::string> Why = orderingEffect(MI, C))
        if (!Exempt || !Exempt(MI))
          return refuse(*MBB, *Why);
  DenseSet<const MachineBasicBlock *> After = blocksAfterForGood(L);
  for (const MachineBasicBlock &MBB : *Preheader.getParent()) {
    if (L.contains(&MBB) || (Copy && Copy->contains(&MBB)) ||
        (MDT && MDT->dominates(&MBB, &Preheader)) || After.count(&MBB))
      continue;
    for (const MachineInstr &MI : MBB)
      if (std::optional<std::string> Why = orderingEffect(MI, C);
          Why && (!Exempt || !Exempt(MI)))
        return refuse(MBB, *Why + (MDT ? ", neither before the loop nor "
                                         "after it (other threads may run "
                                         "it beside the loop)"
                                       : ", not after the loop (other "
                                         "threads may run it before or "
                                         "beside the loop)"));
  }
  return Error::success();
}

/// A global load the rewrite may move by an iteration.
bool isMovableGlobalLoad(const MachineInstr &MI) {
  return isNonCoherentLoad(MI) || isPlainGlobalLoad(MI);
}

/// The value \p Phi takes when entered from \p From (the latch, the
/// preheader), or none.
Register incomingFrom(const MachineInstr &Phi, const MachineBasicBlock *From) {
  for (unsigned I = 1, E = Phi.getNumOperands(); I + 1 < E; I += 2)
    if (Phi.getOperand(I + 1).getMBB() == From)
      return Phi.getOperand(I).getReg();
  return Register();
}

/// The loads may also come after the barriers that open the header (before
/// any load or store of it: `for (...) { __syncthreads(); As[..] = A[..];
/// __syncthreads(); compute }`, the shape of llm.c's matmul_forward_kernel4)
/// where \p NoWriteBefore, checkMemory without a dominator tree (asked
/// only at such a barrier), is success: no thread writes global memory
/// before the loop either, so such a barrier orders the tile's stores after
/// the last tile's reads of shared memory and a global load's value does
/// not depend on it.
Error checkLoads(TileLoopPlan &P, const InstrClassifier &C,
                 function_ref<Error()> NoWriteBefore) {
  MachineBasicBlock &H = *P.Header;
  const MachineRegisterInfo &MRI = H.getParent()->getRegInfo();
  bool PastOrdered = false, Leading = true;
  // At the first barrier that opens the header: why the loads may not pass
  // it ("" where they may).
  std::optional<std::string> Held;
  for (MachineInstr &MI : H) {
    if (MI.isPHI() || MI.isDebugInstr())
      continue;
    if (isMovableGlobalLoad(MI)) {
      if (PastOrdered)
        continue; // it stays where it is
      P.Loads.push_back(&MI);
      Leading = false;
      continue;
    }
    if (Leading && isBarrier(MI, C)) {
      if (!Held) {
        Error E = NoWriteBefore();
        Held = E ? toString(std::move(E)) : std::string();
      }
      if (Held->empty()) {
        P.PassesBarrier = true;
        continue;
      }
    }
    if (MI.mayLoadOrStore() || isBarrier(MI, C))
      Leading = false;
    // Shared-memory stores cannot alias a global load; anything else that
    // writes or orders memory keeps the loads after it in place.
    bool SharedStore = MI.mayStore() && !MI.mayLoad() &&
                       onlySpace(MI, SharedSpace) &&
                       !MI.hasUnmodeledSideEffects();
    if (isBarrier(MI, C) || (MI.mayStore() && !SharedStore) ||
        (MI.hasUnmodeledSideEffects() && !isNonCoherentLoad(MI) &&
         !isHalfConstant(MI)))
      PastOrdered = true;
  }
  if (P.Loads.empty() && Held && !Held->empty())
    return refuse(H, "no global load ahead of the header's first barrier "
                     "or store (loads after the barrier that opens the "
                     "header may move above it only where no thread writes "
                     "global memory before the loop either: " +
                         *Held + ")");
  if (P.Loads.empty())
    return refuse(H, "no global load ahead of the header's first barrier "
                     "or store");
  for (MachineInstr *Ld : P.Loads)
    for (const MachineOperand &Def : Ld->all_defs())
      for (const MachineInstr &U : MRI.use_nodbg_instructions(Def.getReg()))
        if (U.getParent() != &H || U.isPHI())
          return refuse(H, "a loaded value (" + describeOp(*Ld) +
                               ") is used outside the header");
  return Error::success();
}

/// The loads' last use in the header, and the first barrier after it (null
/// where none follows).
std::pair<MachineInstr *, MachineInstr *>
lastUseAndBarrier(const TileLoopPlan &P, const InstrClassifier &C) {
  const MachineRegisterInfo &MRI = P.Header->getParent()->getRegInfo();
  DenseSet<const MachineInstr *> Users;
  for (MachineInstr *Ld : P.Loads)
    for (const MachineOperand &Def : Ld->all_defs())
      for (const MachineInstr &U : MRI.use_nodbg_instructions(Def.getReg()))
        Users.insert(&U);
  MachineInstr *Last = nullptr;
  for (MachineInstr &MI : *P.Header) {
    if (Users.count(&MI))
      Last = &MI;
    if (Last && &MI != Last && isBarrier(MI, C))
      return {Last, &MI};
    if (MI.isTerminator())
      break;
  }
  return {Last, nullptr};
}

Error checkChains(TileLoopPlan &P, const MachineLoop &L) {
  const MachineFunction &MF = *P.Header->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  ChainChecker Addresses(L, MRI), Control(L, MRI);
  for (MachineInstr *Ld : P.Loads)
    if (!Addresses.checkUses(*Ld))
      return refuse(*P.Header, "an address of a load (" + describeOp(*Ld) +
                                   ") is not computed from the header's "
                                   "PHIs and invariants alone");
  P.AddressPhis.assign(Addresses.phis().begin(), Addresses.phis().end());
  for (MachineInstr *Phi : P.AddressPhis) {
    Register Next = incomingFrom(*Phi, P.Latch);
    if (!Next || !Control.check(Next))
      return refuse(*P.Header, "the next tile's address is computed from "
                               "what the loop body computes");
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(
        Phi->getOperand(0).getReg()));
    if (Bits != 32 && Bits != 64)
      return refuse(*P.Header, "an address PHI of " + Twine(Bits) + " bits");
    P.HeldRegisters += Bits / 32;
  }
  if (!Control.check(P.Cond))
    return refuse(*P.Latch, "the exit test depends on what the loop computes");
  for (MachineInstr *Ld : P.Loads)
    for (const MachineOperand &Def : Ld->all_defs())
      P.HeldRegisters +=
          (TRI.getRegSizeInBits(*MRI.getRegClass(Def.getReg())) + 31) / 32;
  return Error::success();
}

Error checkControl(TileFrame &P, MachineLoop &L) {
  P.L = &L;
  P.Header = L.getHeader();
  P.Preheader = L.getLoopPreheader();
  P.Latch = L.getLoopLatch();
  if (!P.Preheader)
    return refuse(*P.Header, "no preheader");
  if (!P.Latch || L.getExitingBlock() != P.Latch)
    return refuse(*P.Header, "the latch is not the only exit");
  const TargetInstrInfo &TII = *P.Header->getParent()->getSubtarget().getInstrInfo();
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (TII.analyzeBranch(*P.Latch, TBB, FBB, Cond) || Cond.empty() || !TBB)
    return refuse(*P.Latch, "the latch's branch is not a conditional branch");
  const MachineOperand *Pred = nullptr;
  for (const MachineOperand &MO : Cond)
    if (MO.isReg())
      Pred = &MO;
  // NVPTX's condition is (predicate register, 0 or 1 for negated).
  bool Negated = any_of(Cond, [](const MachineOperand &MO) {
    return MO.isImm() && MO.getImm() != 0;
  });
  if (!Pred || Negated || !Pred->getReg().isVirtual())
    return refuse(*P.Latch, "the latch's condition is not a plain predicate");
  P.Cond = Pred->getReg();
  if (TBB == P.Header)
    P.ContinueWhenTrue = true;
  else if (FBB == P.Header || (!FBB && P.Latch->isLayoutSuccessor(P.Header)))
    P.ContinueWhenTrue = false;
  else
    return refuse(*P.Latch, "the latch's branch does not lead to the header");
  return Error::success();
}

bool invariantIn(Register R, const MachineLoop &L,
                 const MachineRegisterInfo &MRI, unsigned Depth) {
  return invariantIn(
      R, [&L](const MachineBasicBlock *MBB) { return L.contains(MBB); }, MRI,
      Depth);
}

bool invariantIn(Register R,
                 function_ref<bool(const MachineBasicBlock *)> InLoop,
                 const MachineRegisterInfo &MRI, unsigned Depth) {
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (!Def || !InLoop(Def->getParent()))
    return true;
  if (Depth > 16 || !isPure(*Def))
    return false;
  return all_of(Def->uses(), [&](const MachineOperand &MO) {
    return !MO.isReg() || !MO.getReg().isVirtual() ||
           invariantIn(MO.getReg(), InLoop, MRI, Depth + 1);
  });
}

/// Erases the header's pure instructions whose values nothing reads.
void eraseDead(MachineBasicBlock &MBB) {
  MachineRegisterInfo &MRI = MBB.getParent()->getRegInfo();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineInstr &MI : make_early_inc_range(reverse(MBB))) {
      if (!isPure(MI) || !MRI.use_nodbg_empty(MI.getOperand(0).getReg()))
        continue;
      MI.eraseFromParent();
      Changed = true;
    }
  }
}

} // namespace tileloop
} // namespace nvptx
} // namespace twill

Expected<TileLoopPlan>
twill::nvptx::analyzeTileLoop(MachineLoop &L, const InstrClassifier &C,
                              const MachineLoop *PlacedAs, bool Pin) {
  TileLoopPlan P;
  if (Error E = checkControl(P, L))
    return std::move(E);
  MachineDominatorTree MDT(*P.Header->getParent());
  // A trial copy holds the loop's instructions (folded) but not its place:
  // the original's effects and place answer for both (the copy's preheader
  // follows the original's, so what dominates one dominates the other).
  if (Error E = PlacedAs ? checkMemory(*PlacedAs, *P.Preheader, &MDT, C,
                                       /*Exempt=*/nullptr, /*Copy=*/&L)
                         : checkMemory(L, *P.Preheader, &MDT, C))
    return std::move(E);
  // Where nothing writes global memory before the loop either, the loads
  // may pass the barriers that open the header, and the next tile's may be
  // pinned. Walked once: why not ("" where nothing does).
  std::optional<std::string> WriteBefore;
  auto NoWriteBefore = [&]() -> Error {
    if (!WriteBefore) {
      Error E = PlacedAs ? checkMemory(*PlacedAs, *P.Preheader, nullptr, C,
                                       /*Exempt=*/nullptr, /*Copy=*/&L)
                         : checkMemory(L, *P.Preheader, nullptr, C);
      WriteBefore = E ? toString(std::move(E)) : std::string();
    }
    if (WriteBefore->empty())
      return Error::success();
    return createStringError(inconvertibleErrorCode(), *WriteBefore);
  };
  if (Error E = checkLoads(P, C, NoWriteBefore))
    return std::move(E);
  if (Error E = checkChains(P, L))
    return std::move(E);
  // The next tile's loads go after the first barrier that follows the
  // loads' last use, else after that use. In a loop of one block ptxas
  // schedules them with the compute (an innermost tile loop): pinned right
  // before that barrier instead. Iteration 0 then reads tile 1 ahead of the
  // loop's first barrier, which no longer orders another thread's global
  // writes from before the loop ahead of it: pinned only where there are
  // none.
  auto [Last, Barrier] = lastUseAndBarrier(P, C);
  if (!Last)
    return refuse(*P.Header, "the loaded values are not used");
  if (Pin && Barrier && L.getNumBlocks() == 1) {
    if (Error E = NoWriteBefore())
      P.UnpinnedBy = toString(std::move(E));
    else
      P.PinLoads = true;
  }
  P.InsertAfter = !Barrier     ? Last
                  : P.PinLoads ? &*std::prev(Barrier->getIterator())
                               : Barrier;
  for (MachineInstr *Ld : P.Loads)
    if (const InstructionClass *IC = C.classify(*Ld).Class)
      P.LoadLatency = std::max(P.LoadLatency, IC->Latency);
  return P;
}

void twill::nvptx::applyTileLoop(const TileLoopPlan &P) {
  MachineBasicBlock &H = *P.Header;
  MachineFunction &MF = *H.getParent();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const DebugLoc DL = P.InsertAfter->getDebugLoc();
  auto Q = std::next(P.InsertAfter->getIterator());

  // 1. At Q: the header PHIs' next values, the exit test, the selected
  //    addresses (next tile, or this one on the last iteration).
  Cloner Next(*P.L, H, Q);
  for (MachineInstr &Phi : H.phis())
    Next.map(Phi.getOperand(0).getReg(), Phi.getOperand(0).getReg());
  Register More = Next.value(P.Cond);
  Cloner Sel(*P.L, H, Q);
  for (MachineInstr *Phi : P.AddressPhis) {
    Register Cur = Phi->getOperand(0).getReg();
    Register Nxt = Next.value(incomingFrom(*Phi, P.Latch));
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(Cur));
    unsigned Opc = opcodeNamed(TII, Bits == 64 ? "SELP_b64rr" : "SELP_b32rr");
    assert(Opc && "NVPTX has selp.b32 and selp.b64");
    Register S = MRI.createVirtualRegister(MRI.getRegClass(Cur));
    BuildMI(H, Q, DL, TII.get(Opc), S)
        .addReg(P.ContinueWhenTrue ? Nxt : Cur)
        .addReg(P.ContinueWhenTrue ? Cur : Nxt)
        .addReg(More);
    Sel.map(Cur, S);
  }
  // 2. The first tile's loads in the preheader.
  Cloner Pre(*P.L, *P.Preheader, P.Preheader->getFirstTerminator());
  for (MachineInstr &Phi : H.phis())
    Pre.map(Phi.getOperand(0).getReg(), incomingFrom(Phi, P.Preheader));
  // 3. Each load: the next tile's at Q, the first in the preheader, a PHI
  //    of the two in the header standing for the original.
  for (MachineInstr *Ld : P.Loads) {
    MachineInstr *NextLd = Sel.cloneWithOperands(*Ld);
    MachineInstr *FirstLd = Pre.cloneWithOperands(*Ld);
    // The defs by operand index (an inline-asm load's follow its flags).
    SmallVector<unsigned, 4> Defs;
    for (const MachineOperand &MO : Ld->all_defs())
      Defs.push_back(MO.getOperandNo());
    for (unsigned D : Defs) {
      Register Old = Ld->getOperand(D).getReg();
      Register Cur = MRI.createVirtualRegister(MRI.getRegClass(Old));
      BuildMI(H, H.begin(), DL, TII.get(TargetOpcode::PHI), Cur)
          .addReg(FirstLd->getOperand(D).getReg())
          .addMBB(P.Preheader)
          .addReg(NextLd->getOperand(D).getReg())
          .addMBB(P.Latch);
      for (MachineOperand &U :
           make_early_inc_range(MRI.use_nodbg_operands(Old)))
        U.setReg(Cur);
    }
    Ld->eraseFromParent();
    if (P.PinLoads)
      rewriteAsCoherentLoad(*NextLd);
  }
  eraseDead(H);
}

