//===- CounterBranches.cpp - Branches on counters that do not change ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// foldCounterBranches (CounterBranches.h): the proof that a sum of the
/// loop's counters is a constant where a branch tests it, and the fold.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/CounterBranches.h"

#include "TileLoopCommon.h"
#include "twill/NVPTX/GuardedBlock.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#include <map>

using namespace llvm;
using namespace twill::nvptx;

namespace {

/// The sum of Terms (register -> coefficient, no zero coefficient) and
/// Const, modulo 2^64.
struct LinearForm {
  std::map<unsigned, uint64_t> Terms;
  uint64_t Const = 0;

  bool operator==(const LinearForm &O) const {
    return Const == O.Const && Terms == O.Terms;
  }
  bool operator!=(const LinearForm &O) const { return !(*this == O); }

  /// Adds \p Scale times \p O.
  void add(const LinearForm &O, uint64_t Scale) {
    Const += Scale * O.Const;
    for (auto [Reg, Coef] : O.Terms)
      if ((Terms[Reg] += Scale * Coef) == 0)
        Terms.erase(Reg);
  }
  static LinearForm constant(uint64_t C) {
    LinearForm F;
    F.Const = C;
    return F;
  }
  static LinearForm term(Register R) {
    LinearForm F;
    F.Terms[R.id()] = 1;
    return F;
  }
};

/// The value a register holds where the block At runs, as a linear form
/// over the loop's header PHIs (its counters) and registers defined before
/// the loop; and the constant it is, where the counters' steps cancel.
class CounterProof {
public:
  CounterProof(const MachineLoop &L, const MachineBasicBlock &At,
               const MachineDominatorTree &MDT);

  /// The constant \p R holds wherever At runs, as a \p Bits-bit value.
  std::optional<uint64_t> constantAt(Register R, unsigned Bits);
  /// Likewise for \p A - \p B.
  std::optional<uint64_t> differenceAt(Register A, Register B, unsigned Bits);

  unsigned Counters = 0; ///< of the last constantAt that succeeded
  std::string Steps;     ///< likewise: "+1, -1"

private:
  std::optional<uint64_t> constantOf(const LinearForm &F, unsigned Bits);
  std::optional<LinearForm> form(Register R, unsigned Depth = 0);
  std::optional<LinearForm> formOfPhi(const MachineInstr &Phi, unsigned Depth);
  bool excluded(const MachineBasicBlock *From,
                const MachineBasicBlock *To) const {
    return is_contained(Excluded, std::pair(From, To));
  }

  const MachineLoop &L;
  const MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  /// The edges no iteration of the loop's run takes where At runs.
  SmallVector<std::pair<const MachineBasicBlock *, const MachineBasicBlock *>,
              4>
      Excluded;
};

CounterProof::CounterProof(const MachineLoop &L, const MachineBasicBlock &At,
                           const MachineDominatorTree &MDT)
    : L(L), MRI(At.getParent()->getRegInfo()),
      TII(*At.getParent()->getSubtarget().getInstrInfo()) {
  // A branch on a loop-invariant predicate whose side S (entered from it
  // alone) dominates At went to S in this iteration, so it goes to S in
  // every iteration of the run: its other edge is never taken.
  for (MachineBasicBlock *G : L.blocks()) {
    std::optional<HeaderBranch> B = decodeHeaderBranch(*G, TII);
    if (!B || G->succ_size() != 2 || !tileloop::invariantIn(B->Cond, L, MRI))
      continue;
    MachineBasicBlock *S1 = *G->succ_begin(), *S2 = *std::next(G->succ_begin());
    for (auto [S, Other] : {std::pair(S1, S2), std::pair(S2, S1)})
      if (S != L.getHeader() && L.contains(S) && S->pred_size() == 1 &&
          MDT.dominates(S, &At))
        Excluded.push_back({G, Other});
  }
}

std::optional<LinearForm> CounterProof::formOfPhi(const MachineInstr &Phi,
                                                  unsigned Depth) {
  // A counter, or a join whose remaining incoming values agree.
  if (Phi.getParent() == L.getHeader())
    return LinearForm::term(Phi.getOperand(0).getReg());
  std::optional<LinearForm> Common;
  for (unsigned I = 1, E = Phi.getNumOperands(); I + 1 < E; I += 2) {
    if (excluded(Phi.getOperand(I + 1).getMBB(), Phi.getParent()))
      continue;
    std::optional<LinearForm> F = form(Phi.getOperand(I).getReg(), Depth + 1);
    if (!F || (Common && *Common != *F))
      return std::nullopt;
    Common = std::move(F);
  }
  return Common;
}

std::optional<LinearForm> CounterProof::form(Register R, unsigned Depth) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Depth > 32)
    return std::nullopt;
  StringRef N = TII.getName(Def->getOpcode());
  auto Imm = [&](unsigned I) { return uint64_t(Def->getOperand(I).getImm()); };
  bool Move = N == "IMOV32ri" || N == "IMOVB32ri" || N == "IMOV64ri";
  if (Move && Def->getOperand(1).isImm())
    return LinearForm::constant(Imm(1));
  if (!L.contains(Def->getParent()))
    return LinearForm::term(R);
  if (Def->isPHI())
    return formOfPhi(*Def, Depth);
  if (Def->isCopy() || N == "IMOV32rr" || N == "IMOV64rr")
    return form(Def->getOperand(1).getReg(), Depth + 1);
  bool Add =
      N == "ADDi32rr" || N == "ADDi64rr" || N == "ADDi32ri" || N == "ADDi64ri";
  bool Sub =
      N == "SUBi32rr" || N == "SUBi64rr" || N == "SUBi32ri" || N == "SUBi64ri";
  if ((!Add && !Sub) || Def->getNumOperands() != 3 ||
      !Def->getOperand(1).isReg())
    return std::nullopt;
  std::optional<LinearForm> A = form(Def->getOperand(1).getReg(), Depth + 1);
  if (!A)
    return std::nullopt;
  uint64_t Sign = Add ? 1 : uint64_t(-1);
  const MachineOperand &B = Def->getOperand(2);
  if (B.isImm()) {
    A->Const += Sign * uint64_t(B.getImm());
    return A;
  }
  std::optional<LinearForm> BF =
      B.isReg() ? form(B.getReg(), Depth + 1) : std::nullopt;
  if (!BF)
    return std::nullopt;
  A->add(*BF, Sign);
  return A;
}

std::optional<uint64_t> CounterProof::constantAt(Register R, unsigned Bits) {
  std::optional<LinearForm> F = form(R);
  return F ? constantOf(*F, Bits) : std::nullopt;
}

std::optional<uint64_t>
CounterProof::differenceAt(Register A, Register B, unsigned Bits) {
  std::optional<LinearForm> FA = form(A), FB = form(B);
  if (!FA || !FB)
    return std::nullopt;
  FA->add(*FB, uint64_t(-1));
  return constantOf(*FA, Bits);
}

std::optional<uint64_t> CounterProof::constantOf(const LinearForm &Form,
                                                 unsigned Bits) {
  const LinearForm *F = &Form;
  // The value at the counters' initial values, and its change per
  // iteration (the counters' steps by their coefficients).
  LinearForm Initial = LinearForm::constant(F->Const);
  uint64_t Drift = 0;
  unsigned NumCounters = 0;
  std::string StepText;
  for (auto [Id, Coef] : F->Terms) {
    Register Reg(Id);
    const MachineInstr *Def = MRI.getVRegDef(Reg);
    if (!Def->isPHI() || Def->getParent() != L.getHeader()) {
      Initial.add(LinearForm::term(Reg), Coef); // defined before the loop
      continue;
    }
    if (Def->getNumOperands() != 5)
      return std::nullopt;
    bool FirstFromLoop = L.contains(Def->getOperand(2).getMBB());
    Register Next = Def->getOperand(FirstFromLoop ? 1 : 3).getReg();
    Register Init = Def->getOperand(FirstFromLoop ? 3 : 1).getReg();
    std::optional<LinearForm> NextF = form(Next), InitF = form(Init);
    if (!NextF || !InitF || NextF->Terms.size() != 1 ||
        NextF->Terms.begin()->first != Id || NextF->Terms.begin()->second != 1)
      return std::nullopt;
    Drift += Coef * NextF->Const;
    Initial.add(*InitF, Coef);
    ++NumCounters;
    uint64_t Weighted = Coef * NextF->Const;
    int64_t Step =
        Bits == 32 ? int64_t(int32_t(uint32_t(Weighted))) : int64_t(Weighted);
    StepText += (StepText.empty() ? "" : ", ") +
                std::string(Step >= 0 ? "+" : "") + std::to_string(Step);
  }
  uint64_t Mask = Bits == 32 ? 0xffffffffu : ~uint64_t(0);
  if ((Drift & Mask) != 0 || !Initial.Terms.empty() || NumCounters == 0)
    return std::nullopt;
  Counters = NumCounters;
  Steps = std::move(StepText);
  return Initial.Const & Mask;
}

/// A branch proven to go one way: its block, the side it takes, and what
/// the proof found (for the remark).
struct ProvenBranch {
  MachineBasicBlock *At = nullptr, *Side = nullptr;
  unsigned Counters = 0;
  int64_t Value = 0;
  std::string Steps;
};

/// The side of \p MBB's conditional branch that its setp, proven constant,
/// selects; nullopt where it is not proven.
std::optional<ProvenBranch> provenSide(MachineLoop &L, MachineBasicBlock &MBB,
                                       const MachineDominatorTree &MDT) {
  const TargetInstrInfo &TII = *MBB.getParent()->getSubtarget().getInstrInfo();
  const MachineRegisterInfo &MRI = MBB.getParent()->getRegInfo();
  std::optional<HeaderBranch> B = decodeHeaderBranch(MBB, TII);
  // Both sides in the loop, neither its header: the loop stays a loop.
  if (!B || MBB.succ_size() != 2 ||
      any_of(MBB.successors(), [&](const MachineBasicBlock *S) {
        return !L.contains(S) || S == L.getHeader();
      }))
    return std::nullopt;
  const MachineInstr *Cmp = MRI.getVRegDef(B->Cond);
  std::optional<Setp> S =
      Cmp ? decodeSetp(TII.getName(Cmp->getOpcode())) : std::nullopt;
  if (!S || Cmp->getNumOperands() != 4 || !Cmp->getOperand(3).isImm())
    return std::nullopt;
  CounterProof Proof(L, MBB, MDT);
  uint64_t Values[2] = {0, 0};
  std::optional<uint64_t> Proven;
  int64_t Mode = Cmp->getOperand(3).getImm();
  // a == b (or !=) on two registers: their difference may be constant
  // where neither is (head == tail + 1); compared with 0 then.
  if (Cmp->getOperand(1).isReg() && Cmp->getOperand(2).isReg() &&
      (Mode == ModeEq || Mode == ModeNe))
    if ((Proven = Proof.differenceAt(Cmp->getOperand(1).getReg(),
                                     Cmp->getOperand(2).getReg(), S->Bits)))
      Values[0] = *Proven;
  if (!Proven)
    for (unsigned I = 0; I < 2; ++I) {
      const MachineOperand &MO = Cmp->getOperand(1 + I);
      if (MO.isImm()) {
        Values[I] = uint64_t(MO.getImm());
        continue;
      }
      std::optional<uint64_t> V =
          MO.isReg() ? Proof.constantAt(MO.getReg(), S->Bits) : std::nullopt;
      if (!V)
        return std::nullopt;
      Values[I] = *V;
      Proven = V;
    }
  std::optional<bool> Outcome = evaluateSetp(*S, Mode, Values[0], Values[1]);
  if (!Proven || !Outcome)
    return std::nullopt;
  ProvenBranch P;
  P.At = &MBB;
  MachineBasicBlock *Other = *MBB.succ_begin() == B->Taken
                                 ? *std::next(MBB.succ_begin())
                                 : *MBB.succ_begin();
  P.Side = *Outcome == B->TakenOnTrue ? B->Taken : Other;
  P.Counters = Proof.Counters;
  P.Steps = Proof.Steps;
  P.Value = S->Bits == 32 ? int64_t(int32_t(uint32_t(*Proven)))
                          : int64_t(*Proven);
  return P;
}

/// Whether, with \p At's edge to \p Gone removed, every block of \p L
/// that the header no longer reaches stays within the loop: a block that
/// leaves it may be the only way to an exit whose code reads its values.
bool keepsExits(MachineLoop &L, MachineBasicBlock &At,
                MachineBasicBlock &Gone) {
  SmallPtrSet<MachineBasicBlock *, 16> Reached{L.getHeader()};
  SmallVector<MachineBasicBlock *, 16> Work{L.getHeader()};
  while (!Work.empty()) {
    MachineBasicBlock *MBB = Work.pop_back_val();
    for (MachineBasicBlock *S : MBB->successors())
      if (L.contains(S) && !(MBB == &At && S == &Gone) &&
          Reached.insert(S).second)
        Work.push_back(S);
  }
  return all_of(L.blocks(), [&](MachineBasicBlock *MBB) {
    return Reached.count(MBB) ||
           all_of(MBB->successors(),
                  [&](MachineBasicBlock *S) { return L.contains(S); });
  });
}

/// The first branch of \p L proven to go one way whose fold keeps the
/// loop's exits.
std::optional<ProvenBranch> findProvenBranch(MachineLoop &L,
                                             const MachineDominatorTree &MDT,
                                             bool TestInvert) {
  for (MachineBasicBlock *MBB : L.blocks()) {
    std::optional<ProvenBranch> P = provenSide(L, *MBB, MDT);
    if (!P)
      continue;
    MachineBasicBlock *Gone = *MBB->succ_begin() == P->Side
                                  ? *std::next(MBB->succ_begin())
                                  : *MBB->succ_begin();
    if (TestInvert)
      std::swap(P->Side, Gone);
    if (keepsExits(L, *MBB, *Gone))
      return P;
  }
  return std::nullopt;
}

/// Removes \p Phi-holding \p MBB's incoming values from \p Pred.
void dropIncoming(MachineBasicBlock &MBB, const MachineBasicBlock &Pred) {
  for (MachineInstr &Phi : MBB.phis())
    for (unsigned I = Phi.getNumOperands() - 1; I >= 2; I -= 2)
      if (Phi.getOperand(I).getMBB() == &Pred) {
        Phi.removeOperand(I);
        Phi.removeOperand(I - 1);
      }
}

/// \p MBB's branch, now to \p To alone.
void branchTo(MachineBasicBlock &MBB, MachineBasicBlock &To) {
  const TargetInstrInfo &TII = *MBB.getParent()->getSubtarget().getInstrInfo();
  DebugLoc DL = MBB.findBranchDebugLoc();
  SmallVector<MachineBasicBlock *, 2> Gone;
  for (MachineBasicBlock *S : MBB.successors())
    if (S != &To)
      Gone.push_back(S);
  for (MachineBasicBlock *S : Gone) {
    dropIncoming(*S, MBB);
    MBB.removeSuccessor(S);
  }
  TII.removeBranch(MBB);
  TII.insertBranch(MBB, &To, nullptr, {}, DL);
}

/// Erases the blocks of \p L that its header no longer reaches.
void eraseUnreached(MachineLoop &L, MachineLoopInfo &MLI, CounterFold &Fold) {
  SmallPtrSet<MachineBasicBlock *, 16> Reached;
  for (MachineBasicBlock *MBB : depth_first(L.getHeader()))
    Reached.insert(MBB);
  SmallVector<MachineBasicBlock *, 16> Gone;
  for (MachineBasicBlock *MBB : L.blocks())
    if (!Reached.count(MBB))
      Gone.push_back(MBB);
  for (MachineBasicBlock *MBB : Gone) {
    for (MachineBasicBlock *S : SmallVector<MachineBasicBlock *, 2>(
             MBB->successors().begin(), MBB->successors().end())) {
      dropIncoming(*S, *MBB);
      MBB->removeSuccessor(S);
    }
    for (const MachineInstr &MI : *MBB)
      Fold.WaitsErased += tileloop::opName(MI).rfind("CP_ASYNC_WAIT", 0) == 0;
  }
  for (MachineBasicBlock *MBB : Gone) {
    MLI.removeBlock(MBB);
    MBB->eraseFromParent();
    ++Fold.BlocksErased;
  }
}

/// Merges into a block of \p L the block it alone enters and that leaves
/// to one block, as long as there is one.
void mergeChains(MachineLoop &L, MachineLoopInfo &MLI, CounterFold &Fold) {
  const TargetInstrInfo &TII =
      *L.getHeader()->getParent()->getSubtarget().getInstrInfo();
  MachineRegisterInfo &MRI = L.getHeader()->getParent()->getRegInfo();
  auto Straight = [&](MachineBasicBlock &MBB) {
    MachineBasicBlock *T = nullptr, *F = nullptr;
    SmallVector<MachineOperand, 2> Cond;
    return MBB.succ_size() == 1 && !TII.analyzeBranch(MBB, T, F, Cond) &&
           Cond.empty();
  };
  for (bool Merged = true; Merged;) {
    Merged = false;
    for (MachineBasicBlock *X : L.blocks()) {
      MachineBasicBlock *T = X->succ_size() == 1 ? *X->succ_begin() : nullptr;
      if (!T || T == X || T == L.getHeader() || !L.contains(T) ||
          T->pred_size() != 1 || !Straight(*X) || !Straight(*T))
        continue;
      MachineBasicBlock *Next = *T->succ_begin();
      for (MachineInstr &Phi : make_early_inc_range(T->phis())) {
        MRI.replaceRegWith(Phi.getOperand(0).getReg(),
                           Phi.getOperand(1).getReg());
        Phi.eraseFromParent();
      }
      TII.removeBranch(*X);
      TII.removeBranch(*T);
      X->splice(X->end(), T, T->begin(), T->end());
      X->removeSuccessor(T);
      X->transferSuccessorsAndUpdatePHIs(T);
      TII.insertBranch(*X, Next, nullptr, {}, DebugLoc());
      MLI.removeBlock(T);
      T->eraseFromParent();
      ++Fold.BlocksErased;
      Merged = true;
      break;
    }
  }
}

/// Erases the counters of \p L that only count: a header PHI whose value
/// reaches nothing but the PHIs and pure instructions of the loop that
/// feed it back (the pipeline's head and tail, once the wait is folded).
void eraseIdleCounters(MachineLoop &L) {
  MachineRegisterInfo &MRI = L.getHeader()->getParent()->getRegInfo();
  // The cycle of \p Phi, or an empty set where its value goes elsewhere.
  auto CycleOf = [&](MachineInstr &Phi) {
    SmallPtrSet<MachineInstr *, 8> Cycle;
    SmallVector<MachineInstr *, 8> Work{&Phi};
    while (!Work.empty()) {
      MachineInstr *MI = Work.pop_back_val();
      if (!Cycle.insert(MI).second)
        continue;
      for (MachineInstr &User :
           MRI.use_nodbg_instructions(MI->getOperand(0).getReg()))
        if (!L.contains(User.getParent()) || Cycle.size() > 8 ||
            (!User.isPHI() && !tileloop::isPure(User)))
          return SmallPtrSet<MachineInstr *, 8>();
        else
          Work.push_back(&User);
    }
    return Cycle;
  };
  for (bool Erased = true; Erased;) {
    Erased = false;
    for (MachineInstr &Phi : L.getHeader()->phis()) {
      SmallPtrSet<MachineInstr *, 8> Cycle = CycleOf(Phi);
      if (Cycle.empty())
        continue;
      for (MachineInstr *MI : Cycle) {
        MRI.markUsesInDebugValueAsUndef(MI->getOperand(0).getReg());
        MI->eraseFromParent();
      }
      Erased = true;
      break;
    }
  }
}

} // namespace

CounterFold twill::nvptx::foldCounterBranches(MachineLoop &L,
                                              MachineLoopInfo &MLI,
                                              bool TestInvert) {
  CounterFold Fold;
  if (!L.isInnermost() || !L.getLoopPreheader() || !L.getLoopLatch())
    return Fold;
  MachineFunction &MF = *L.getHeader()->getParent();
  // One branch at a time: each fold changes the dominators.
  for (unsigned Round = 0, E = L.getNumBlocks(); Round < E; ++Round) {
    MachineDominatorTree MDT(MF);
    std::optional<ProvenBranch> P = findProvenBranch(L, MDT, TestInvert);
    if (!P)
      break;
    if (!Fold.Branches) {
      Fold.Counters = P->Counters;
      Fold.Value = P->Value;
      Fold.Steps = P->Steps;
    }
    branchTo(*P->At, *P->Side);
    ++Fold.Branches;
    eraseUnreached(L, MLI, Fold);
  }
  if (!Fold.Branches)
    return Fold;
  mergeChains(L, MLI, Fold);
  for (MachineBasicBlock *MBB : L.blocks())
    tileloop::eraseDead(*MBB);
  eraseIdleCounters(L);
  return Fold;
}
