//===- LoopDDGBuilder.cpp - Dependence graphs from MachineInstrs ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/LoopDDGBuilder.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
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
bool isOrdered(const MachineInstr &MI, const ClassifiedInstr &C) {
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
  for (const MachineOperand &MO : MI.defs()) {
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

/// Within one iteration: LLVM's own query, plus the address-space rule.
bool mayAliasSameIteration(const MachineInstr &A, const MachineInstr &B,
                           AAResults *AA) {
  if (!A.memoperands_empty() && !B.memoperands_empty()) {
    bool Disjoint = true;
    for (const MachineMemOperand *MA : A.memoperands())
      for (const MachineMemOperand *MB : B.memoperands()) {
        unsigned SA = MA->getAddrSpace(), SB = MB->getAddrSpace();
        if (SA == SB || SA == GenericAddrSpace || SB == GenericAddrSpace)
          Disjoint = false;
      }
    if (Disjoint)
      return false;
  }
  return const_cast<MachineInstr &>(A).mayAlias(AA, B, /*UseTBAA=*/false);
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
  std::optional<OpId> FirstDef, LastDef;
  /// Uses since the last def (or since the top, before any def).
  SmallVector<OpId, 4> UsesSinceDef;
  /// Uses before the first def: they read the previous iteration's value.
  SmallVector<OpId, 4> UpwardExposed;
};

} // namespace

Expected<LoopDDG> twill::nvptx::buildLoopDDG(ArrayRef<MachineInstr *> Body,
                                             const InstrClassifier &Classifier,
                                             AAResults *AA) {
  const MachineDescription &MD = Classifier.machine();
  LoopDDG D;
  D.P.Name = "loop";
  D.P.Units = MD.Units;
  D.Instrs.assign(Body.begin(), Body.end());

  // Operations.
  for (auto [Idx, MI] : enumerate(Body)) {
    ClassifiedInstr C = Classifier.classify(*MI);
    if (C.IsTwillMetadata)
      return createStringError(inconvertibleErrorCode(),
                               "loop already carries twill metadata");
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
  auto Lat = [&](OpId Id) { return D.P.Graph.op(Id).Latency; };

  EdgeSet Edges;
  // Register dependences, in one forward walk.
  DenseMap<unsigned, RegState> Regs;
  for (auto [Idx, MI] : enumerate(Body)) {
    OpId V = Idx;
    for (const MachineOperand &MO : MI->operands()) {
      if (MO.isRegMask())
        return createStringError(inconvertibleErrorCode(),
                                 "register mask operand (call)");
      if (!MO.isReg() || !MO.getReg() || !MO.readsReg())
        continue;
      RegState &S = Regs[MO.getReg().id()];
      if (S.LastDef) {
        D.NumRegisterDeps += Edges.add(*S.LastDef, V, Lat(*S.LastDef), 0);
      } else {
        S.UpwardExposed.push_back(V);
      }
      S.UsesSinceDef.push_back(V);
    }
    for (const MachineOperand &MO : MI->operands()) {
      if (!MO.isReg() || !MO.getReg() || !MO.isDef())
        continue;
      RegState &S = Regs[MO.getReg().id()];
      for (OpId U : S.UsesSinceDef)
        D.NumRegisterDeps += Edges.add(U, V, 0, 0); // anti
      if (S.LastDef)
        D.NumRegisterDeps += Edges.add(*S.LastDef, V, 0, 0); // output
      if (!S.FirstDef)
        S.FirstDef = V;
      S.LastDef = V;
      S.UsesSinceDef.clear();
    }
  }
  for (auto &[Reg, S] : Regs)
    if (S.LastDef)
      for (OpId U : S.UpwardExposed) {
        bool New = Edges.add(*S.LastDef, U, Lat(*S.LastDef), 1);
        D.NumRegisterDeps += New;
        D.NumLoopCarried += New;
      }

  // Fixed order: a chain through the ordered instructions, closed across
  // the back edge, and each other memory access tied to its nearest ordered
  // neighbours. With delay 0 everywhere, this implies every pairwise edge
  // while keeping the graph linear in size (in LLVM 19 every ld.global.nc
  // is "ordered", and unrolled loops hold hundreds of them).
  SmallVector<OpId, 32> Mem, OrderedOps;
  SmallVector<bool, 32> Ordered;
  for (auto [Idx, MI] : enumerate(Body)) {
    bool Ord = isOrdered(*MI, D.Classes[Idx]);
    if (Ord)
      OrderedOps.push_back(Idx);
    if (Ord || isMemory(*MI)) {
      Mem.push_back(Idx);
      Ordered.push_back(Ord);
    }
  }
  for (unsigned K = 0; K + 1 < OrderedOps.size(); ++K)
    D.NumOrderDeps += Edges.add(OrderedOps[K], OrderedOps[K + 1], 0, 0);
  if (OrderedOps.size() > 1)
    D.NumOrderDeps += Edges.add(OrderedOps.back(), OrderedOps.front(), 0, 1);
  if (!OrderedOps.empty())
    for (auto [I, M] : enumerate(Mem)) {
      if (Ordered[I])
        continue;
      auto Next = llvm::upper_bound(OrderedOps, M);
      if (Next != OrderedOps.begin())
        D.NumOrderDeps += Edges.add(*std::prev(Next), M, 0, 0);
      else
        D.NumOrderDeps += Edges.add(OrderedOps.back(), M, 0, 1);
      if (Next != OrderedOps.end())
        D.NumOrderDeps += Edges.add(M, *Next, 0, 0);
      else
        D.NumOrderDeps += Edges.add(M, OrderedOps.front(), 0, 1);
    }

  // Memory dependences, pairwise over the other accesses.
  for (unsigned I = 0; I < Mem.size(); ++I) {
    if (Ordered[I])
      continue;
    for (unsigned J = I; J < Mem.size(); ++J) {
      if (Ordered[J])
        continue;
      OpId A = Mem[I], B = Mem[J];
      const MachineInstr &MA = *Body[A], &MB = *Body[B];
      if (!MA.mayStore() && !MB.mayStore())
        continue;
      // True dependences through memory wait for the store, except after an
      // asynchronous copy (cp.async, TMA): its data is awaited through
      // wait_group or an mbarrier, which keep their order anyway.
      int64_t DelayAB =
          MA.mayStore() && MB.mayLoad() && !isAsyncCopy(D.Classes[A]) ? Lat(A)
                                                                      : 0;
      int64_t DelayBA =
          MB.mayStore() && MA.mayLoad() && !isAsyncCopy(D.Classes[B]) ? Lat(B)
                                                                      : 0;
      if (A != B && mayAliasSameIteration(MA, MB, AA))
        D.NumMemoryDeps += Edges.add(A, B, DelayAB, 0);
      if (mayAliasAcrossIterations(MB, MA, AA)) {
        bool New = Edges.add(B, A, DelayBA, 1);
        D.NumMemoryDeps += New;
        D.NumLoopCarried += New;
        if (A != B) {
          // A of this iteration also precedes B of the next one.
          New = Edges.add(A, B, DelayAB, 1);
          D.NumMemoryDeps += New;
          D.NumLoopCarried += New;
        }
      }
    }
  }
  // wgmma reads and writes its accumulator and A-fragment registers
  // asynchronously: the PTX ISA requires every other access to them to stay
  // on its side of wgmma.fence/commit_group/wait_group. LLVM sees only
  // volatile asm there, so pin those accesses to the wgmma sync points.
  DenseSet<unsigned> WgmmaRegs;
  SmallVector<OpId, 8> WgmmaSync;
  // Found in the asm text itself, so that it holds on every machine
  // description (Blackwell's has no wgmma class).
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
  if (!WgmmaRegs.empty() && !WgmmaSync.empty())
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

  Edges.addTo(D.P.Graph);
  if (Error E = D.P.check())
    return std::move(E);
  return std::move(D);
}
