//===- LoopDDGBuilder.cpp - Dependence graphs from MachineInstrs ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopDDGBuilder.h"
#include "twill/NVPTX/AsyncGroups.h"
#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/ScheduleDAG.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#include <map>
#include <tuple>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

/// NVPTX's generic address space aliases every other one.
constexpr unsigned GenericAddrSpace = 0;

/// Must keep its place relative to other such instructions and to every
/// memory access.
bool isOrdered(const MachineInstr &MI, const ClassifiedInstr &C,
               FreeLoads Free = FreeLoads::None) {
  if (isFreeLoad(MI, Free))
    return false;
  if (isHalfConstant(MI) || isRegisterOnlyAsm(MI))
    return false;
  if (MI.hasUnmodeledSideEffects() || MI.isCall() || MI.isBarrier())
    return true;
  // Volatile or atomic accesses. (Not MachineInstr::hasOrderedMemoryRef:
  // it also says yes for accesses without memory operands, such as every
  // ld.global.nc, which only need to stay ordered with stores.)
  for (const MachineMemOperand *MMO : MI.memoperands())
    if (MMO->isVolatile() || MMO->isAtomic())
      return true;
  // Barriers, mbarriers and async-group waits live on the sync unit.
  return C.Class && C.Class->Unit == "sync";
}

/// 32-bit registers per thread that \p MI's results occupy (64-bit values
/// take two; predicates live in a file of their own and take none), so
/// that warp assignments are checked against the register limit.
int64_t definedRegisters(const MachineInstr &MI) {
  const MachineFunction &MF = *MI.getMF();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  int64_t Regs = 0;
  for (const MachineOperand &MO : MI.all_defs()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(MO.getReg()));
    if (Bits > 1)
      Regs += (Bits + 31) / 32;
  }
  return Regs;
}

/// cp.async and TMA copies: issued now, completed through a wait.
bool isAsyncCopy(const ClassifiedInstr &C) {
  return C.Class &&
         (C.Class->Name == "cp_async" || C.Class->Name == "tma_copy");
}

bool isMemory(const MachineInstr &MI) { return MI.mayLoad() || MI.mayStore(); }

/// May \p A in one iteration and \p B in a later one touch the same memory?
/// Only distinct non-generic address spaces, or alias analysis on whole
/// underlying objects, say no: offsets move between iterations.
bool mayAliasAcrossIterations(const MachineInstr &A, const MachineInstr &B,
                              AAResults *AA) {
  if (A.memoperands_empty() || B.memoperands_empty())
    return true;
  for (const MachineMemOperand *MA : A.memoperands()) {
    for (const MachineMemOperand *MB : B.memoperands()) {
      unsigned SA = MA->getAddrSpace(), SB = MB->getAddrSpace();
      if (SA != SB && SA != GenericAddrSpace && SB != GenericAddrSpace)
        continue;
      const Value *VA = MA->getValue(), *VB = MB->getValue();
      if (AA && VA && VB &&
          AA->isNoAlias(MemoryLocation::getBeforeOrAfter(VA),
                        MemoryLocation::getBeforeOrAfter(VB)))
        continue;
      return true;
    }
  }
  return false;
}

/// Iterations apart that the pipeliner can overlap: instances of two
/// operations more than this many iterations apart keep their order
/// (-twill-max-stages is far below it).
constexpr int64_t MaxProvenDistance = 64;

/// A proof that \p A in iteration i and \p B in iteration i + d never touch
/// the same byte, for every 1 <= d <= MaxProvenDistance: both addresses are
/// affine recurrences of the same IR loop with the same constant step s and
/// starts a constant c apart (ScalarEvolution), so the bytes [d*s + c,
/// d*s + c + size(B)) and [0, size(A)) are disjoint for each d.
bool provenDisjointAcrossIterations(const MachineInstr &A,
                                    const MachineInstr &B,
                                    ScalarEvolution *SE) {
  if (!SE || !A.hasOneMemOperand() || !B.hasOneMemOperand())
    return false;
  const MachineMemOperand &MA = **A.memoperands_begin();
  const MachineMemOperand &MB = **B.memoperands_begin();
  const Value *VA = MA.getValue(), *VB = MB.getValue();
  if (!VA || !VB || !VA->getType()->isPointerTy() ||
      VA->getType() != VB->getType() || !MA.getSize().hasValue() ||
      !MB.getSize().hasValue() || MA.getSize().isScalable() ||
      MB.getSize().isScalable())
    return false;
  auto *RA = dyn_cast<SCEVAddRecExpr>(SE->getSCEV(const_cast<Value *>(VA)));
  auto *RB = dyn_cast<SCEVAddRecExpr>(SE->getSCEV(const_cast<Value *>(VB)));
  // The recurrence must be the machine loop's own (an outer loop's would
  // be invariant here). An affine recurrence of IR loop L advances once per
  // back edge of L, and each iteration of the single-block machine loop
  // whose header is L's header takes that back edge once, whatever L's
  // blocks (a folded if-then body is one machine block for three IR ones).
  const BasicBlock *Header = A.getParent()->getBasicBlock();
  if (!RA || !RB || RA->getLoop() != RB->getLoop() || !RA->isAffine() ||
      !RB->isAffine() || !Header || RA->getLoop()->getHeader() != Header ||
      !A.getParent()->isSuccessor(A.getParent()))
    return false;
  auto *SA = dyn_cast<SCEVConstant>(RA->getStepRecurrence(*SE));
  auto *SB = dyn_cast<SCEVConstant>(RB->getStepRecurrence(*SE));
  auto *C = dyn_cast<SCEVConstant>(
      SE->getMinusSCEV(RB->getStart(), RA->getStart()));
  if (!SA || !SB || !C || SA != SB ||
      SA->getAPInt().getSignificantBits() > 32 ||
      C->getAPInt().getSignificantBits() > 32)
    return false;
  int64_t Step = SA->getAPInt().getSExtValue();
  int64_t Delta = C->getAPInt().getSExtValue() + MB.getOffset() -
                  MA.getOffset();
  int64_t SizeA = MA.getSize().getValue(), SizeB = MB.getSize().getValue();
  for (int64_t D = 1; D <= MaxProvenDistance; ++D) {
    int64_t Lo = D * Step + Delta; // B's first byte, relative to A's.
    if (Lo < SizeA && Lo + SizeB > 0)
      return false;
  }
  return true;
}

/// Collects edges, keeping the largest delay per (src, dst, distance).
class EdgeSet {
public:
  /// Returns true when the edge is new.
  bool add(OpId Src, OpId Dst, int64_t Delay, int64_t Distance) {
    if (Src == Dst && Distance == 0)
      return false;
    auto [It, New] = Edges.try_emplace({Src, Dst, Distance}, Delay);
    if (!New)
      It->second = std::max(It->second, Delay);
    return New;
  }
  void addTo(DependenceGraph &G) const {
    for (const auto &[Key, Delay] : Edges)
      G.addDependence(std::get<0>(Key), std::get<1>(Key), Delay,
                      std::get<2>(Key));
  }

private:
  std::map<std::tuple<OpId, OpId, int64_t>, int64_t> Edges;
};

/// What one register has seen so far in the body.
struct RegState {
  std::optional<OpId> LastDef;
  /// Uses before the first def: they read the previous iteration's value.
  SmallVector<OpId, 4> UpwardExposed;
};

} // namespace

namespace {

/// One operation per instruction, with its class, latency, reservation and
/// register footprint from the machine description.
Error addOperations(ArrayRef<MachineInstr *> Body,
                    const InstrClassifier &Classifier, LoopDDG &D) {
  const MachineDescription &MD = Classifier.machine();
  D.P.Name = "loop";
  D.P.Units = MD.Units;
  D.Instrs.assign(Body.begin(), Body.end());
  for (auto [Idx, MI] : enumerate(Body)) {
    ClassifiedInstr C = Classifier.classify(*MI);
    if (C.IsTwillMetadata)
      return createStringError(inconvertibleErrorCode(),
                               "the loop already carries twill metadata (a kernel the pipeliner emitted, or code scheduled before): left as it is");
    Operation Op;
    Op.Name = "i" + std::to_string(Idx) + "." + C.Mnemonic;
    if (const InstructionClass *IC = C.Class) {
      Op.Kind = IC->Name;
      Op.Latency = IC->Latency;
      Op.Reservation = ReservationTable::block(IC->Unit, IC->ReservationCycles);
      Op.VariableLatency = IC->VariableLatency;
      Op.NeedsWarpGroup = IC->NeedsWarpGroup;
    } else {
      Op.Kind = "none";
      Op.Latency = 1;
    }
    Op.Registers = definedRegisters(*MI);
    D.NumDefaulted += C.Defaulted;
    D.Classes.push_back(std::move(C));
    D.P.Graph.addOperation(std::move(Op));
  }
  return Error::success();
}

/// Loop-carried register dependences of code after PHI elimination, in one
/// forward walk: a use read before its register's first def in the body
/// reads the previous iteration's last def (dist 1).
Error addLoopCarriedRegisterEdges(ArrayRef<MachineInstr *> Body, LoopDDG &D,
                                  EdgeSet &Edges) {
  auto Lat = [&](OpId Id) { return D.P.Graph.op(Id).Latency; };
  DenseMap<unsigned, RegState> Regs;
  for (auto [Idx, MI] : enumerate(Body)) {
    for (const MachineOperand &MO : MI->operands()) {
      if (MO.isRegMask())
        return createStringError(inconvertibleErrorCode(),
                                 "register mask operand (call)");
      if (!MO.isReg() || !MO.getReg() || !MO.readsReg())
        continue;
      RegState &S = Regs[MO.getReg().id()];
      if (!S.LastDef)
        S.UpwardExposed.push_back(Idx);
    }
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg() && MO.isDef())
        Regs[MO.getReg().id()].LastDef = Idx;
  }
  for (auto &[Reg, S] : Regs)
    if (S.LastDef)
      for (OpId U : S.UpwardExposed) {
        bool New = Edges.add(*S.LastDef, U, Lat(*S.LastDef), 1);
        D.NumRegisterDeps += New;
        D.NumLoopCarried += New;
      }
  return Error::success();
}

/// The memory accesses and ordered instructions of the body, in body order.
struct MemoryOps {
  SmallVector<OpId, 32> Mem, OrderedOps;
  SmallVector<bool, 32> Ordered;
};

MemoryOps collectMemoryOps(ArrayRef<MachineInstr *> Body, const LoopDDG &D,
                           FreeLoads Free) {
  MemoryOps M;
  for (auto [Idx, MI] : enumerate(Body)) {
    if (isFreeLoad(*MI, Free))
      continue;
    bool Ord = isOrdered(*MI, D.Classes[Idx], Free);
    if (Ord)
      M.OrderedOps.push_back(Idx);
    if (Ord || isMemory(*MI)) {
      M.Mem.push_back(Idx);
      M.Ordered.push_back(Ord);
    }
  }
  return M;
}

/// Fixed order: a chain through the ordered instructions, closed across
/// the back edge, and each other memory access tied to its nearest ordered
/// neighbours. With delay 0 everywhere, this implies every pairwise edge
/// while keeping the graph linear in size (in LLVM 19 every ld.global.nc
/// is "ordered", and unrolled loops hold hundreds of them).
void addOrderEdges(const MemoryOps &M, LoopDDG &D, EdgeSet &Edges) {
  const auto &OrderedOps = M.OrderedOps;
  for (unsigned K = 0; K + 1 < OrderedOps.size(); ++K)
    D.NumOrderDeps += Edges.add(OrderedOps[K], OrderedOps[K + 1], 0, 0);
  if (OrderedOps.size() > 1)
    D.NumOrderDeps += Edges.add(OrderedOps.back(), OrderedOps.front(), 0, 1);
  if (OrderedOps.empty())
    return;
  for (auto [I, Op] : enumerate(M.Mem)) {
    if (M.Ordered[I])
      continue;
    auto Next = llvm::upper_bound(OrderedOps, Op);
    if (Next != OrderedOps.begin())
      D.NumOrderDeps += Edges.add(*std::prev(Next), Op, 0, 0);
    else
      D.NumOrderDeps += Edges.add(OrderedOps.back(), Op, 0, 1);
    if (Next != OrderedOps.end())
      D.NumOrderDeps += Edges.add(Op, *Next, 0, 0);
    else
      D.NumOrderDeps += Edges.add(Op, OrderedOps.front(), 0, 1);
  }
}

/// Delay of a memory dependence from \p A to \p B: a store's latency before
/// a load that may read it, except after an asynchronous copy (cp.async,
/// TMA), whose data is awaited through wait_group or an mbarrier.
int64_t memoryDelay(const LoopDDG &D, OpId A, OpId B) {
  const MachineInstr &MA = *D.Instrs[A], &MB = *D.Instrs[B];
  return MA.mayStore() && MB.mayLoad() && !isAsyncCopy(D.Classes[A])
             ? D.P.Graph.op(A).Latency
             : 0;
}

/// The async-group form of the fixed order (AsyncGroups.h): where the only
/// ordered instructions are the pattern's commit C and wait W (its copies
/// are ordinary memory accesses),
///  - a copy precedes C (distance 0) and follows the previous C (1), so
///    that group j is iteration j's copies;
///  - C precedes W (0), and W waits for the copies: copy -> W carries the
///    copy's latency;
///  - every other memory access follows the last W before it (0, or 1 for
///    one before W in body order), so it sees what that wait retired;
/// and nothing orders W before later iterations' copies and commits: the
/// expander rewrites the wait count for the commits it then passes.
/// Returns false (and adds nothing) when the body is not of that form.
bool addAsyncGroupOrderEdges(ArrayRef<MachineInstr *> Body,
                             const MemoryOps &M, LoopDDG &D, EdgeSet &Edges) {
  const TargetInstrInfo &TII =
      *Body.front()->getMF()->getSubtarget().getInstrInfo();
  std::optional<AsyncGroupBody> G = matchAsyncGroupBody(Body, TII);
  if (!G)
    return false;
  // The copies must be unordered accesses: their loop-carried memory
  // edges (addLoopCarriedMemoryEdges) are what keeps a slot's read before
  // its refill.
  for (OpId Op : M.OrderedOps)
    if (Op != G->Commit && Op != G->Wait)
      return false;
  auto Add = [&](OpId A, OpId B, int64_t Delay, int64_t Dist) {
    D.NumOrderDeps += Edges.add(A, B, Delay, Dist);
  };
  Add(G->Commit, G->Wait, 0, 0);
  for (OpId Copy : G->Copies) {
    Add(Copy, G->Commit, 0, 0);
    Add(G->Commit, Copy, 0, 1);
    Add(Copy, G->Wait, D.P.Graph.op(Copy).Latency, 0);
  }
  for (OpId Op : M.Mem)
    if (Op != G->Commit && Op != G->Wait && !is_contained(G->Copies, Op))
      Add(G->Wait, Op, 0, Op > G->Wait ? 0 : 1);
  return true;
}

/// The conservative linear form of the loop-carried memory edges: the
/// stores form a chain closed across the back edge, and each load is tied
/// to its nearest stores on both sides. Every store then precedes every
/// access of the next iteration and every load precedes the next
/// iteration's stores, with O(accesses) edges.
void addLinearLoopCarriedMemoryEdges(ArrayRef<OpId> Accesses, LoopDDG &D,
                                     EdgeSet &Edges) {
  SmallVector<OpId, 32> Stores;
  for (OpId Op : Accesses)
    if (D.Instrs[Op]->mayStore())
      Stores.push_back(Op);
  if (Stores.empty())
    return;
  auto Add = [&](OpId A, OpId B, int64_t Distance) {
    bool New = Edges.add(A, B, memoryDelay(D, A, B), Distance);
    D.NumMemoryDeps += New;
    D.NumLoopCarried += New && Distance > 0;
  };
  for (unsigned K = 0; K + 1 < Stores.size(); ++K)
    Add(Stores[K], Stores[K + 1], 0);
  Add(Stores.back(), Stores.front(), 1);
  for (OpId Op : Accesses) {
    if (D.Instrs[Op]->mayStore())
      continue;
    auto Next = llvm::upper_bound(Stores, Op);
    if (Next != Stores.begin())
      Add(*std::prev(Next), Op, 0);
    else
      Add(Stores.back(), Op, 1);
    if (Next != Stores.end())
      Add(Op, *Next, 0);
    else
      Add(Op, Stores.front(), 1);
  }
}

/// Pairs that need alias analysis above which the pairwise loop-carried
/// memory edges give way to a linear chain over the accesses of those pairs
/// (AA queries are not free, and their number is quadratic): the pairs of
/// 256 accesses.
constexpr unsigned MaxAliasQueries = 256 * 257 / 2;

/// \p Op's access where its address is a virtual register that only
/// instructions outside the loop block define (the same address in every
/// iteration) plus a constant; nullopt otherwise.
std::optional<MemAccess> invariantAccess(const LoopDDG &D, OpId Op) {
  const MachineInstr &MI = *D.Instrs[Op];
  const MachineFunction &MF = *MI.getMF();
  std::optional<MemAccess> A =
      decodeMemAccess(MI, *MF.getSubtarget().getInstrInfo());
  if (!A)
    return std::nullopt;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  if (MRI.def_empty(A->Addr) ||
      any_of(MRI.def_instructions(A->Addr), [&](const MachineInstr &Def) {
        return Def.getParent() == MI.getParent();
      }))
    return std::nullopt;
  return A;
}

/// Whether the memory operands of \p A and \p B lie in different non-generic
/// state spaces (which never overlap).
bool inDisjointSpaces(const MachineInstr &A, const MachineInstr &B) {
  if (A.memoperands_empty() || B.memoperands_empty())
    return false;
  for (const MachineMemOperand *MA : A.memoperands())
    for (const MachineMemOperand *MB : B.memoperands()) {
      unsigned SA = MA->getAddrSpace(), SB = MB->getAddrSpace();
      if (SA == SB || SA == GenericAddrSpace || SB == GenericAddrSpace)
        return false;
    }
  return true;
}

/// A cp.async writes shared memory and reads global memory (it has no
/// memory operands to say so): it cannot conflict with a load \p Other
/// whose memory operands all lie in a space other than shared and generic.
bool copyMissesLoad(const MachineInstr &Copy, const MachineInstr &Other) {
  const TargetInstrInfo &TII = *Copy.getMF()->getSubtarget().getInstrInfo();
  if (!asyncCopyDestination(Copy, TII) || Other.mayStore() ||
      Other.memoperands_empty())
    return false;
  return all_of(Other.memoperands(), [](const MachineMemOperand *MMO) {
    unsigned AS = MMO->getAddrSpace();
    return AS != GenericAddrSpace && AS != 3 /* shared */;
  });
}

/// What the operands alone settle about two accesses in different
/// iterations: true when they touch the same bytes in every pair of
/// iterations (one invariant base, overlapping ranges), false when they
/// never do (both loads; different state spaces; one invariant base,
/// disjoint ranges), nullopt when it takes alias analysis.
std::optional<bool> settledConflict(const LoopDDG &D, OpId A, OpId B,
                                    const std::optional<MemAccess> &IA,
                                    const std::optional<MemAccess> &IB) {
  const MachineInstr &MA = *D.Instrs[A], &MB = *D.Instrs[B];
  if (!MA.mayStore() && !MB.mayStore())
    return false;
  if (inDisjointSpaces(MA, MB))
    return false;
  if (copyMissesLoad(MA, MB) || copyMissesLoad(MB, MA))
    return false;
  if (IA && IB && IA->Addr == IB->Addr)
    return IA->Offset < IB->Offset + int64_t(IB->Bytes) &&
           IB->Offset < IA->Offset + int64_t(IA->Bytes);
  return std::nullopt;
}

/// An access at a ring slot: its address register, offset and bytes.
struct SlotAccess {
  Register Addr;
  int64_t Offset = 0;
  int64_t Bytes = 0;
};

std::optional<SlotAccess> slotAccess(const MachineInstr &MI) {
  const TargetInstrInfo &TII = *MI.getMF()->getSubtarget().getInstrInfo();
  if (auto Copy = asyncCopyDestination(MI, TII))
    return SlotAccess{Copy->first, 0, Copy->second};
  if (std::optional<MemAccess> A = decodeMemAccess(MI, TII))
    return SlotAccess{A->Addr, A->Offset, A->Bytes};
  return std::nullopt;
}

/// Where \p A and \p B address one ring slot register of SSA code
/// (AsyncGroups.h, maskedSlot): the loop-carried edges at the distances
/// where they first meet, A before B's later instance and B before A's
/// (none where they never do). False when the addresses are not such a
/// slot.
/// \p SA and \p SB are slotAccess() of A and B, decoded once per access by
/// the caller (the pairs are quadratic in the accesses).
bool addSlotPair(OpId A, OpId B, const std::optional<SlotAccess> &SA,
                 const std::optional<SlotAccess> &SB, LoopDDG &D,
                 EdgeSet &Edges) {
  const MachineInstr &MA = *D.Instrs[A];
  if (!SA || !SB || SA->Addr != SB->Addr || !SA->Addr.isVirtual())
    return false;
  const TargetInstrInfo &TII = *MA.getMF()->getSubtarget().getInstrInfo();
  std::optional<MaskedSlot> Slot = maskedSlot(SA->Addr, *MA.getParent(), TII);
  if (!Slot)
    return false;
  auto Add = [&](OpId From, const SlotAccess &F, OpId To,
                 const SlotAccess &T) {
    int64_t Dist = conflictDistance(*Slot, F.Offset, F.Bytes, T.Offset, T.Bytes);
    if (!Dist) {
      ++D.NumProvenIndependent;
      return;
    }
    bool New = Edges.add(From, To, memoryDelay(D, From, To), Dist);
    D.NumMemoryDeps += New;
    D.NumLoopCarried += New;
  };
  Add(A, *SA, B, *SB);
  if (A != B)
    Add(B, *SB, A, *SA);
  return true;
}

/// The edges between \p A and \p B (body order, A <= B) of consecutive
/// iterations where they may conflict: B of one iteration before A of the
/// next, and A of one before B of the next, unless ScalarEvolution proves
/// that direction disjoint.
void addCarriedPair(OpId A, OpId B, LoopDDG &D, EdgeSet &Edges,
                    ScalarEvolution *SE) {
  auto Add = [&](OpId From, OpId To) {
    const MachineInstr &MF = *D.Instrs[From], &MT = *D.Instrs[To];
    // From of one iteration before To of a later one.
    if (provenDisjointAcrossIterations(MF, MT, SE)) {
      ++D.NumProvenIndependent;
      return;
    }
    bool New = Edges.add(From, To, memoryDelay(D, From, To), 1);
    D.NumMemoryDeps += New;
    D.NumLoopCarried += New;
  };
  Add(B, A);
  if (A != B)
    Add(A, B);
}

/// Loop-carried memory dependences (dist 1) between the unordered accesses
/// of \p M. Pairs that the operands settle (settledConflict) cost nothing;
/// the others are asked of alias analysis pairwise where there are few,
/// else their accesses get the linear conservative form.
void addLoopCarriedMemoryEdges(const MemoryOps &M, LoopDDG &D, EdgeSet &Edges,
                               AAResults *AA, ScalarEvolution *SE) {
  SmallVector<OpId, 32> Unordered;
  for (auto [I, Op] : enumerate(M.Mem))
    if (!M.Ordered[I])
      Unordered.push_back(Op);
  std::vector<std::optional<MemAccess>> Invariant;
  std::vector<std::optional<SlotAccess>> Slots;
  for (OpId Op : Unordered) {
    Invariant.push_back(invariantAccess(D, Op));
    Slots.push_back(slotAccess(*D.Instrs[Op]));
  }
  std::vector<std::pair<unsigned, unsigned>> Open;
  for (unsigned I = 0; I < Unordered.size(); ++I)
    for (unsigned J = I; J < Unordered.size(); ++J) {
      if (D.Instrs[Unordered[I]]->mayStore() ||
          D.Instrs[Unordered[J]]->mayStore())
        if (addSlotPair(Unordered[I], Unordered[J], Slots[I], Slots[J], D,
                        Edges))
          continue;
      std::optional<bool> Conflict = settledConflict(
          D, Unordered[I], Unordered[J], Invariant[I], Invariant[J]);
      if (!Conflict)
        Open.push_back({I, J});
      else if (*Conflict)
        addCarriedPair(Unordered[I], Unordered[J], D, Edges, SE);
    }
  if (Open.size() > MaxAliasQueries) {
    SmallVector<OpId, 32> Linear;
    std::vector<bool> InLinear(Unordered.size(), false);
    for (auto [I, J] : Open)
      InLinear[I] = InLinear[J] = true;
    for (auto [K, Op] : enumerate(Unordered))
      if (InLinear[K])
        Linear.push_back(Op);
    addLinearLoopCarriedMemoryEdges(Linear, D, Edges);
    return;
  }
  for (auto [I, J] : Open) {
    OpId A = Unordered[I], B = Unordered[J];
    if (mayAliasAcrossIterations(*D.Instrs[B], *D.Instrs[A], AA))
      addCarriedPair(A, B, D, Edges, SE);
  }
}

/// wgmma reads and writes its accumulator and A-fragment registers
/// asynchronously: the PTX ISA requires every other access to them to stay
/// on its side of wgmma.fence/commit_group/wait_group. LLVM sees only
/// volatile asm there, so pin those accesses to the wgmma sync points.
/// Found in the asm text itself, so that it holds on every machine
/// description (Blackwell's has no wgmma class).
void addWgmmaEdges(ArrayRef<MachineInstr *> Body, LoopDDG &D,
                   EdgeSet &Edges) {
  DenseSet<unsigned> WgmmaRegs;
  SmallVector<OpId, 8> WgmmaSync;
  for (auto [Idx, MI] : enumerate(Body)) {
    StringRef M = MI->isInlineAsm() ? MI->getOperand(0).getSymbolName() : "";
    if (M.contains("wgmma.mma_async")) {
      for (const MachineOperand &MO : MI->operands())
        if (MO.isReg() && MO.getReg())
          WgmmaRegs.insert(MO.getReg().id());
    } else if (M.contains("wgmma.")) {
      WgmmaSync.push_back(Idx);
    }
  }
  if (WgmmaRegs.empty() || WgmmaSync.empty())
    return;
  for (auto [Idx, MI] : enumerate(Body)) {
    OpId X = Idx;
    if (!any_of(MI->operands(), [&](const MachineOperand &MO) {
          return MO.isReg() && MO.getReg() &&
                 WgmmaRegs.contains(MO.getReg().id());
        }))
      continue;
    for (OpId F : WgmmaSync) {
      if (F == X)
        continue;
      OpId First = std::min(F, X), Second = std::max(F, X);
      D.NumOrderDeps += Edges.add(First, Second, 0, 0);
      D.NumOrderDeps += Edges.add(Second, First, 0, 1);
    }
  }
}

/// The edges of LLVM's scheduling DAG (buildSchedGraph, with alias
/// analysis where the caller had it), all within one iteration. Weak edges
/// are hints and are skipped; data edges carry the producer's latency from
/// the machine description, memory order edges the store's latency before
/// a load, every other edge delay 0.
/// Whether op \p Tracker is a fence, commit or wait that tracks the async
/// work of op \p Work (its mnemonic starts with one of the TrackedBy
/// prefixes of Work's class).
bool tracks(const LoopDDG &D, OpId Tracker, OpId Work) {
  const InstructionClass *C = D.Classes[Work].Class;
  StringRef Mnemonic = D.Classes[Tracker].Mnemonic;
  return C && any_of(C->TrackedBy, [&](const std::string &Prefix) {
           return Mnemonic.starts_with(Prefix);
         });
}

/// Marks SameGroup every edge between async work and a fence, commit or
/// wait that tracks it (InstructionClass::TrackedBy).
void markSameGroupEdges(LoopDDG &D) {
  for (Dependence &E : D.P.Graph.dependences())
    E.SameGroup = E.Src != E.Dst && (tracks(D, E.Src, E.Dst) ||
                                     tracks(D, E.Dst, E.Src));
}

/// Whether LLVM's order edge between ops \p A and \p B only says that it
/// could not tell them apart: two accesses, neither ordered (isOrdered), in
/// different non-generic state spaces (a st.shared and a later ld.global).
/// LLVM 19 has no alias analysis that knows NVPTX's state spaces, and its
/// DAG chains an access whose underlying object it cannot identify (through
/// a kernel parameter's pointer) with every store before it.
bool apartInSpace(const LoopDDG &D, OpId A, OpId B) {
  const MachineInstr &MA = *D.Instrs[A], &MB = *D.Instrs[B];
  return isMemory(MA) && isMemory(MB) && !isOrdered(MA, D.Classes[A]) &&
         !isOrdered(MB, D.Classes[B]) && inDisjointSpaces(MA, MB);
}

/// Bypass edges past more than this many are not added: the loop keeps
/// LLVM's order edges through its free loads.
constexpr size_t MaxLdgBypass = 1 << 16;

Error addDAGEdges(ArrayRef<SUnit> SUnits, LoopDDG &D, EdgeSet &Edges,
                  FreeLoads FreeMode) {
  // Free instructions: LLVM's order edges into and out of them are
  // dropped; as LLVM's DAG may order two other accesses only through one
  // (it is a barrier-chain node), each order predecessor before it (through
  // chains of them) is tied to each order successor after it instead. They
  // are the half and bfloat16 constants (isHalfConstant: flagged with side
  // effects for want of a pattern, they touch nothing), register-only
  // tensor-core inline PTX (isRegisterOnlyAsm: volatile asm that touches
  // no memory), and the loads \p FreeMode frees (isFreeLoad).
  std::vector<bool> Free(SUnits.size(), false);
  for (const SUnit &SU : SUnits) {
    const MachineInstr &MI = *SU.getInstr();
    Free[SU.NodeNum] =
        isFreeLoad(MI, FreeMode) || isHalfConstant(MI) || isRegisterOnlyAsm(MI);
  }
  if (is_contained(Free, true)) {
    std::vector<SmallVector<OpId, 8>> Preds(SUnits.size());
    SmallVector<std::pair<OpId, OpId>, 64> Bypass;
    bool TooMany = false;
    for (const SUnit &SU : SUnits) {
      if (!Free[SU.NodeNum])
        continue;
      SmallVector<OpId, 8> &P = Preds[SU.NodeNum];
      for (const SDep &Dep : SU.Preds) {
        const SUnit *Pred = Dep.getSUnit();
        if (Dep.isWeak() || Pred->isBoundaryNode() ||
            Dep.getKind() != SDep::Order || Pred->NodeNum >= SU.NodeNum)
          continue;
        if (Free[Pred->NodeNum])
          P.append(Preds[Pred->NodeNum]);
        else
          P.push_back(Pred->NodeNum);
      }
      llvm::sort(P);
      P.erase(std::unique(P.begin(), P.end()), P.end());
    }
    for (const SUnit &SU : SUnits) {
      if (Free[SU.NodeNum])
        continue;
      for (const SDep &Dep : SU.Preds) {
        const SUnit *Pred = Dep.getSUnit();
        if (Dep.isWeak() || Pred->isBoundaryNode() ||
            Dep.getKind() != SDep::Order || Pred->NodeNum >= SU.NodeNum ||
            !Free[Pred->NodeNum])
          continue;
        for (OpId P : Preds[Pred->NodeNum])
          Bypass.push_back({P, SU.NodeNum});
        if (Bypass.size() > MaxLdgBypass) {
          TooMany = true;
          break;
        }
      }
      if (TooMany)
        break;
    }
    if (TooMany)
      Free.assign(SUnits.size(), false);
    else
      for (auto [P, S] : Bypass)
        if (!apartInSpace(D, P, S))
          D.NumOrderDeps += Edges.add(P, S, memoryDelay(D, P, S), 0);
  }
  for (const SUnit &SU : SUnits) {
    for (const SDep &Dep : SU.Preds) {
      const SUnit *Pred = Dep.getSUnit();
      if (Dep.isWeak() || Pred->isBoundaryNode())
        continue;
      if (Pred->NodeNum >= SUnits.size() || Pred->NodeNum >= SU.NodeNum)
        return createStringError(inconvertibleErrorCode(),
                                 "LLVM's DAG has an edge against body order");
      OpId Src = Pred->NodeNum, Dst = SU.NodeNum;
      if (Dep.getKind() == SDep::Order &&
          (Free[Src] || Free[Dst] || apartInSpace(D, Src, Dst)))
        continue;
      int64_t Delay = 0;
      if (Dep.getKind() == SDep::Data)
        Delay = D.P.Graph.op(Src).Latency;
      else if (Dep.getKind() == SDep::Order)
        Delay = memoryDelay(D, Src, Dst);
      bool New = Edges.add(Src, Dst, Delay, 0);
      if (Dep.getKind() == SDep::Order)
        D.NumOrderDeps += New;
      else
        D.NumRegisterDeps += New;
    }
  }
  return Error::success();
}

/// The loop-carried register edges that the header PHIs express: a use of
/// a PHI reads the value its latch operand had \p Distance iterations
/// earlier (a PHI whose latch operand is another PHI adds one more).
Error addPHIEdges(const MachineBasicBlock &Loop,
                  const DenseMap<const MachineInstr *, OpId> &Index,
                  LoopDDG &D, EdgeSet &Edges) {
  const MachineRegisterInfo &MRI = Loop.getParent()->getRegInfo();
  for (auto [Idx, MI] : enumerate(D.Instrs)) {
    for (const MachineOperand &MO : MI->uses()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      Register R = MO.getReg();
      int64_t Distance = 0;
      const MachineInstr *Def = MRI.getVRegDef(R);
      // Follow PHI chains of the header.
      while (Def && Def->isPHI() && Def->getParent() == &Loop) {
        Register Latch;
        for (unsigned K = 1; K + 1 < Def->getNumOperands(); K += 2)
          if (Def->getOperand(K + 1).getMBB() == &Loop)
            Latch = Def->getOperand(K).getReg();
        if (!Latch)
          return createStringError(inconvertibleErrorCode(),
                                   "a header PHI has no latch operand");
        ++Distance;
        if (Distance > 64)
          return createStringError(inconvertibleErrorCode(),
                                   "a cycle of PHIs");
        Def = MRI.getVRegDef(Latch);
      }
      if (!Distance || !Def || Def->getParent() != &Loop)
        continue;
      auto It = Index.find(Def);
      if (It == Index.end())
        return createStringError(inconvertibleErrorCode(),
                                 "a PHI reads a value the body does not "
                                 "define in a schedulable instruction");
      OpId Src = It->second;
      bool New = Edges.add(Src, Idx, D.P.Graph.op(Src).Latency, Distance);
      D.NumRegisterDeps += New;
      D.NumLoopCarried += New;
    }
  }
  return Error::success();
}

} // namespace

bool twill::nvptx::isFreeLoad(const MachineInstr &MI, FreeLoads Free) {
  if (Free == FreeLoads::None)
    return false;
  return isNonCoherentLoad(MI) ||
         (Free == FreeLoads::Global && isPlainGlobalLoad(MI));
}

bool twill::nvptx::isOrderedInstr(const MachineInstr &MI,
                                  const ClassifiedInstr &C) {
  return isOrdered(MI, C);
}

Expected<LoopDDG> twill::nvptx::buildLoopDDGFromDAG(
    const MachineBasicBlock &Loop, ArrayRef<SUnit> SUnits,
    const InstrClassifier &Classifier, AAResults *AA, ScalarEvolution *SE,
    FreeLoads Free) {
  SmallVector<MachineInstr *, 64> Body;
  DenseMap<const MachineInstr *, OpId> Index;
  for (const SUnit &SU : SUnits) {
    if (SU.NodeNum != Body.size() || !SU.getInstr())
      return createStringError(inconvertibleErrorCode(),
                               "LLVM's DAG nodes are not in body order");
    Index[SU.getInstr()] = Body.size();
    Body.push_back(SU.getInstr());
  }
  LoopDDG D;
  if (Error E = addOperations(Body, Classifier, D))
    return std::move(E);
  EdgeSet Edges;
  if (Error E = addDAGEdges(SUnits, D, Edges, Free))
    return std::move(E);
  // SSA code carries values through the header PHIs; after PHI
  // elimination, through registers read before the body redefines them.
  if (Loop.getParent()->getRegInfo().isSSA()) {
    if (Error E = addPHIEdges(Loop, Index, D, Edges))
      return std::move(E);
  } else if (Error E = addLoopCarriedRegisterEdges(Body, D, Edges)) {
    return std::move(E);
  }
  MemoryOps M = collectMemoryOps(Body, D, Free);
  if (!addAsyncGroupOrderEdges(Body, M, D, Edges))
    addOrderEdges(M, D, Edges);
  addLoopCarriedMemoryEdges(M, D, Edges, AA, SE);
  addWgmmaEdges(Body, D, Edges);
  Edges.addTo(D.P.Graph);
  markSameGroupEdges(D);
  if (Error E = D.P.check())
    return std::move(E);
  return std::move(D);
}
