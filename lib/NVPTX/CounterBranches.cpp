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

/// An edge of the loop's control flow.
using Edge = std::pair<const MachineBasicBlock *, const MachineBasicBlock *>;

/// A branch of the loop on a loop-invariant predicate (found once per
/// loop: invariantIn walks the predicate's definitions).
struct InvariantBranch {
  MachineBasicBlock *Block;
  HeaderBranch Branch;
};

/// The loop's branches on loop-invariant predicates.
SmallVector<InvariantBranch, 4> invariantBranches(const MachineLoop &L) {
  const MachineFunction &MF = *L.getHeader()->getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  SmallVector<InvariantBranch, 4> Found;
  for (MachineBasicBlock *G : L.blocks()) {
    std::optional<HeaderBranch> B = decodeHeaderBranch(*G, TII);
    if (B && G->succ_size() == 2 &&
        tileloop::invariantIn(B->Cond, L, MF.getRegInfo()))
      Found.push_back({G, *B});
  }
  return Found;
}

/// The sum of Terms (register -> coefficient, no zero coefficient) and
/// Const, known modulo 2^Bits; Exact where the register holds exactly
/// that residue (an `and` with 2^Bits - 1 made it).
struct LinearForm {
  std::map<unsigned, uint64_t> Terms;
  uint64_t Const = 0;
  unsigned Bits = 64;
  bool Exact = false;

  bool operator==(const LinearForm &O) const {
    return Const == O.Const && Terms == O.Terms && Bits == O.Bits &&
           Exact == O.Exact;
  }
  bool operator!=(const LinearForm &O) const { return !(*this == O); }

  /// Adds \p Scale times \p O.
  void add(const LinearForm &O, uint64_t Scale) {
    Const += Scale * O.Const;
    for (auto [Reg, Coef] : O.Terms)
      Terms[Reg] += Scale * Coef;
    reduce(std::min(Bits, O.Bits));
    Exact = false;
  }
  /// Keeps the residues modulo 2^\p To.
  void reduce(unsigned To) {
    Bits = To;
    uint64_t Mask = Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
    Const &= Mask;
    for (auto It = Terms.begin(); It != Terms.end();)
      if ((It->second &= Mask) == 0)
        It = Terms.erase(It);
      else
        ++It;
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

/// A constant known modulo 2^Bits.
struct Residue {
  uint64_t Value = 0;
  unsigned Bits = 64;
};

/// The value a register holds where the block At runs, as a linear form
/// over the loop's header PHIs (its counters) and registers defined before
/// the loop; and the constant it is, where the counters' steps cancel.
/// The edges in Excluded are taken by no iteration of the loop's run in
/// which At runs.
class CounterProof {
public:
  CounterProof(const MachineLoop &L, const MachineBasicBlock &At,
               const MachineDominatorTree &MDT,
               ArrayRef<InvariantBranch> Guards, ArrayRef<Edge> Assumed);

  /// The constant \p R holds wherever At runs, as a \p Bits-bit register;
  /// \p Initial: at the counters' initial values (the first iteration),
  /// no step checked.
  std::optional<uint64_t> constantAt(Register R, unsigned Bits,
                                     bool Initial = false);
  /// Whether \p A equals \p B wherever At runs (\p Bits-bit registers).
  std::optional<bool> equalAt(Register A, Register B, unsigned Bits);

  unsigned Counters = 0; ///< of the last proof that succeeded
  std::string Steps;     ///< likewise: "+1, -1", weighted

private:
  std::optional<Residue> constantOf(const LinearForm &F, bool Initial);
  std::optional<LinearForm> form(Register R, unsigned Depth = 0);
  std::optional<LinearForm> formOfDef(Register R, unsigned Depth);
  std::optional<LinearForm> formOfPhi(const MachineInstr &Phi,
                                      unsigned Depth);
  std::optional<LinearForm> formOfInstr(const MachineInstr &Def,
                                        unsigned Depth);

  const MachineLoop &L;
  const MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  SmallVector<Edge, 8> Excluded;
  /// The blocks the header reaches without the Excluded edges: a join's
  /// value from any other block is never taken.
  SmallPtrSet<const MachineBasicBlock *, 16> Live;
  DenseMap<Register, std::optional<LinearForm>> Forms;
};

CounterProof::CounterProof(const MachineLoop &L, const MachineBasicBlock &At,
                           const MachineDominatorTree &MDT,
                           ArrayRef<InvariantBranch> Guards,
                           ArrayRef<Edge> Assumed)
    : L(L), MRI(At.getParent()->getRegInfo()),
      TII(*At.getParent()->getSubtarget().getInstrInfo()),
      Excluded(Assumed.begin(), Assumed.end()) {
  // A branch on a loop-invariant predicate whose side S (entered from it
  // alone) dominates At went to S in this iteration, so the predicate has
  // that value in every iteration of the run, and every branch on it
  // goes the same way: their other edges are never taken.
  DenseMap<Register, bool> Known;
  for (const auto &[G, B] : Guards)
    for (MachineBasicBlock *S : G->successors())
      if (S != L.getHeader() && L.contains(S) && S->pred_size() == 1 &&
          MDT.dominates(S, &At))
        Known[B.Cond] = (S == B.Taken) == B.TakenOnTrue;
  for (const auto &[G, B] : Guards) {
    auto It = Known.find(B.Cond);
    if (It == Known.end())
      continue;
    for (MachineBasicBlock *S : G->successors())
      if (((S == B.Taken) == B.TakenOnTrue) != It->second)
        Excluded.push_back({G, S});
  }
  SmallVector<const MachineBasicBlock *, 16> Work{L.getHeader()};
  Live.insert(L.getHeader());
  while (!Work.empty()) {
    const MachineBasicBlock *MBB = Work.pop_back_val();
    for (const MachineBasicBlock *S : MBB->successors())
      if (L.contains(S) && !is_contained(Excluded, Edge(MBB, S)) &&
          Live.insert(S).second)
        Work.push_back(S);
  }
}

std::optional<LinearForm> CounterProof::formOfPhi(const MachineInstr &Phi,
                                                  unsigned Depth) {
  // A counter, or a join whose remaining incoming values agree.
  if (Phi.getParent() == L.getHeader())
    return LinearForm::term(Phi.getOperand(0).getReg());
  std::optional<LinearForm> Common;
  for (unsigned I = 1, E = Phi.getNumOperands(); I + 1 < E; I += 2) {
    const MachineBasicBlock *From = Phi.getOperand(I + 1).getMBB();
    if (is_contained(Excluded, Edge(From, Phi.getParent())) ||
        !Live.count(From))
      continue;
    std::optional<LinearForm> F = form(Phi.getOperand(I).getReg(), Depth + 1);
    if (!F || (Common && *Common != *F))
      return std::nullopt;
    Common = std::move(F);
  }
  return Common;
}

std::optional<LinearForm> CounterProof::formOfInstr(const MachineInstr &Def,
                                                    unsigned Depth) {
  StringRef N = TII.getName(Def.getOpcode());
  if (Def.isCopy() || N == "IMOV16rr" || N == "IMOV32rr" || N == "IMOV64rr")
    return form(Def.getOperand(1).getReg(), Depth + 1);
  if ((N == "NOT16" || N == "NOT32" || N == "NOT64") &&
      Def.getNumOperands() == 2 && Def.getOperand(1).isReg()) {
    // ~x is -x - 1.
    std::optional<LinearForm> X = form(Def.getOperand(1).getReg(), Depth + 1);
    if (!X)
      return std::nullopt;
    LinearForm F = LinearForm::constant(~uint64_t(0));
    F.add(*X, uint64_t(-1));
    return F;
  }
  bool Add = N.starts_with("ADDi"), Sub = N.starts_with("SUBi"),
       And = N.starts_with("ANDb");
  if ((!Add && !Sub && !And) || (!N.ends_with("ri") && !N.ends_with("rr")) ||
      Def.getNumOperands() != 3 || !Def.getOperand(1).isReg())
    return std::nullopt;
  std::optional<LinearForm> A = form(Def.getOperand(1).getReg(), Depth + 1);
  const MachineOperand &B = Def.getOperand(2);
  if (!A)
    return std::nullopt;
  if (And) {
    // x & (2^k - 1) is x modulo 2^k, exactly, where x is known modulo
    // 2^k at least; where it is known to fewer bits, only an exact x stays
    // exact (its bits above those are 0), else the bits between are not
    // known.
    uint64_t M = B.isImm() ? uint64_t(B.getImm()) : 0;
    if (!M || (M & (M + 1)) != 0)
      return std::nullopt;
    unsigned K = unsigned(llvm::popcount(M));
    if (A->Bits >= K) {
      A->reduce(K);
      A->Exact = true;
    }
    return A;
  }
  uint64_t Sign = Add ? 1 : uint64_t(-1);
  if (B.isImm()) {
    A->add(LinearForm::constant(uint64_t(B.getImm())), Sign);
    return A;
  }
  std::optional<LinearForm> BF =
      B.isReg() ? form(B.getReg(), Depth + 1) : std::nullopt;
  if (!BF)
    return std::nullopt;
  A->add(*BF, Sign);
  return A;
}

std::optional<LinearForm> CounterProof::form(Register R, unsigned Depth) {
  // Memoized: a chain of adds that reads each value twice would otherwise
  // be walked 2^depth times.
  auto Found = Forms.find(R);
  if (Found != Forms.end())
    return Found->second;
  std::optional<LinearForm> F = formOfDef(R, Depth);
  Forms[R] = F;
  return F;
}

std::optional<LinearForm> CounterProof::formOfDef(Register R, unsigned Depth) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Depth > 32)
    return std::nullopt;
  StringRef N = TII.getName(Def->getOpcode());
  bool Move = N == "IMOV16ri" || N == "IMOV32ri" || N == "IMOVB32ri" ||
              N == "IMOV64ri";
  if (Move && Def->getOperand(1).isImm())
    return LinearForm::constant(uint64_t(Def->getOperand(1).getImm()));
  if (!L.contains(Def->getParent()))
    return LinearForm::term(R);
  if (Def->isPHI())
    return formOfPhi(*Def, Depth);
  return formOfInstr(*Def, Depth);
}

std::optional<Residue> CounterProof::constantOf(const LinearForm &F,
                                                bool Initial) {
  // The value at the counters' initial values, and its change per
  // iteration (the counters' steps by their coefficients), modulo the
  // least modulus any of them is known to.
  LinearForm Value = LinearForm::constant(F.Const);
  Value.Bits = F.Bits;
  uint64_t Drift = 0;
  unsigned NumCounters = 0;
  std::string StepText;
  for (auto [Id, Coef] : F.Terms) {
    Register Reg(Id);
    const MachineInstr *Def = MRI.getVRegDef(Reg);
    if (!Def->isPHI() || Def->getParent() != L.getHeader()) {
      LinearForm T = LinearForm::term(Reg); // defined before the loop
      Value.add(T, Coef);
      continue;
    }
    if (Def->getNumOperands() != 5)
      return std::nullopt;
    bool FirstFromLoop = L.contains(Def->getOperand(2).getMBB());
    Register Next = Def->getOperand(FirstFromLoop ? 1 : 3).getReg();
    Register Init = Def->getOperand(FirstFromLoop ? 3 : 1).getReg();
    std::optional<LinearForm> InitF = form(Init);
    if (!InitF)
      return std::nullopt;
    Value.add(*InitF, Coef);
    ++NumCounters;
    if (Initial)
      continue;
    // The counter's next value must be itself plus a constant.
    std::optional<LinearForm> NextF = form(Next);
    if (!NextF || NextF->Terms.size() != 1 ||
        NextF->Terms.begin()->first != Id || NextF->Terms.begin()->second != 1)
      return std::nullopt;
    Value.reduce(std::min(Value.Bits, NextF->Bits));
    Drift += Coef * NextF->Const;
    int64_t Step = signExtend(Coef * NextF->Const, Value.Bits);
    StepText += (StepText.empty() ? "" : ", ") +
                std::string(Step >= 0 ? "+" : "") + std::to_string(Step);
  }
  Value.reduce(Value.Bits);
  uint64_t Mask =
      Value.Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Value.Bits) - 1;
  if ((Drift & Mask) != 0 || !Value.Terms.empty() || NumCounters == 0)
    return std::nullopt;
  if (!Initial) {
    Counters = NumCounters;
    Steps = std::move(StepText);
  }
  return Residue{Value.Const, Value.Bits};
}

std::optional<uint64_t> CounterProof::constantAt(Register R, unsigned Bits,
                                                 bool Initial) {
  std::optional<LinearForm> F = form(R);
  std::optional<Residue> C = F ? constantOf(*F, Initial) : std::nullopt;
  // Known to the register's width, or exactly to a smaller one.
  if (!C || (C->Bits < Bits && !(F->Exact && C->Bits == F->Bits)))
    return std::nullopt;
  return C->Value;
}

std::optional<bool> CounterProof::equalAt(Register A, Register B,
                                          unsigned Bits) {
  std::optional<LinearForm> FA = form(A), FB = form(B);
  if (!FA || !FB)
    return std::nullopt;
  // Equal registers are equal modulo any power of two: modulo 2^Bits
  // decides, and so does a smaller 2^k where both hold exact k-bit
  // residues.
  bool ExactBoth = FA->Exact && FB->Exact && FA->Bits == FB->Bits;
  unsigned Need = ExactBoth ? FA->Bits : Bits;
  LinearForm D = *FA;
  D.add(*FB, uint64_t(-1));
  std::optional<Residue> C = constantOf(D, false);
  if (!C || C->Bits < Need)
    return std::nullopt;
  uint64_t Mask = Need >= 64 ? ~uint64_t(0) : (uint64_t(1) << Need) - 1;
  return (C->Value & Mask) == 0;
}

/// A branch of the loop that goes one way: its block, the side it takes,
/// and what the proof found (for the remark).
struct ProvenBranch {
  MachineBasicBlock *At = nullptr, *Side = nullptr;
  unsigned Counters = 0;
  int64_t Value = 0;       ///< the value tested (for eq/ne on two
  bool Difference = false; ///< registers: 0 or not, their difference)
  std::string Steps;

  MachineBasicBlock *gone() const {
    return *At->succ_begin() == Side ? *std::next(At->succ_begin())
                                     : *At->succ_begin();
  }
};

/// A case of a case split: the loop-invariant predicate Cond has Value in
/// the whole run.
struct CaseValue {
  Register Cond;
  bool Value;
};

/// The value of the setp \p Cmp where \p Proof's block runs (nullopt: not
/// proven, or not a setp). \p Tested: the value it tests, or whether two
/// registers' difference is 0; \p Difference: it compares two registers.
std::optional<bool> decideSetp(const MachineInstr &Cmp, CounterProof &Proof,
                               const TargetInstrInfo &TII, bool Initial,
                               int64_t &Tested, bool &Difference) {
  std::optional<Setp> S = decodeSetp(TII.getName(Cmp.getOpcode()));
  if (!S || Cmp.getNumOperands() != 4 || !Cmp.getOperand(3).isImm())
    return std::nullopt;
  int64_t Mode = Cmp.getOperand(3).getImm();
  const MachineOperand &A = Cmp.getOperand(1), &B = Cmp.getOperand(2);
  Difference = A.isReg() && B.isReg();
  // a == b (or !=) on two registers: their difference may be constant
  // where neither is (head == tail + 1).
  if (!Initial && Difference && (Mode == ModeEq || Mode == ModeNe))
    if (std::optional<bool> Equal =
            Proof.equalAt(A.getReg(), B.getReg(), S->Bits)) {
      Tested = *Equal ? 0 : 1; // (only whether it is 0 is known)
      return *Equal == (Mode == ModeEq);
    }
  uint64_t Values[2] = {0, 0};
  bool ReadsRegister = false;
  for (unsigned I = 0; I < 2; ++I) {
    const MachineOperand &MO = Cmp.getOperand(1 + I);
    std::optional<uint64_t> V;
    if (MO.isImm())
      V = uint64_t(MO.getImm());
    else if (MO.isReg())
      V = Proof.constantAt(MO.getReg(), S->Bits, Initial);
    if (!V)
      return std::nullopt;
    Values[I] = *V;
    if (MO.isReg() && !ReadsRegister)
      Tested = signExtend(*V, S->Bits);
    ReadsRegister |= MO.isReg();
  }
  if (!ReadsRegister)
    return std::nullopt;
  return evaluateSetp(*S, Mode, Values[0], Values[1]);
}

/// The value of the branch condition \p Cond where \p Proof's block runs:
/// a setp (decideSetp), or an `or`/`and` of a loop-invariant predicate
/// and a setp (LLVM merges `if (tx < 16)` into the early return's test,
/// `tx >= 16 || head == tail`). The invariant side is known in a case of a
/// case split on it (\p Case); else the setp must decide alone (true for
/// `or`, false for `and`).
std::optional<bool> decideCondition(Register Cond, const MachineLoop &L,
                                    CounterProof &Proof,
                                    std::optional<CaseValue> Case, bool Initial,
                                    int64_t &Tested, bool &Difference) {
  const MachineFunction &MF = *L.getHeader()->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const MachineInstr *Def = MRI.getVRegDef(Cond);
  if (!Def)
    return std::nullopt;
  StringRef Name = TII.getName(Def->getOpcode());
  bool Or = Name == "ORb1rr", And = Name == "ANDb1rr";
  if (!Or && !And)
    return decideSetp(*Def, Proof, TII, Initial, Tested, Difference);
  for (unsigned I = 1; I <= 2; ++I) {
    Register P = Def->getOperand(I).getReg(),
             Other = Def->getOperand(3 - I).getReg();
    if (!tileloop::invariantIn(P, L, MRI))
      continue;
    // The predicate's value decides it: true | x, false & x.
    if (Case && Case->Cond == P && Case->Value == Or)
      return Or;
    const MachineInstr *Cmp = MRI.getVRegDef(Other);
    std::optional<bool> V =
        Cmp ? decideSetp(*Cmp, Proof, TII, Initial, Tested, Difference)
            : std::nullopt;
    if (!V)
      return std::nullopt;
    // The setp decides it whatever the predicate, or in this case with it.
    if (*V == Or || (Case && Case->Cond == P))
      return *V;
    return std::nullopt;
  }
  return std::nullopt;
}

/// Which way \p MBB's conditional branch goes where the edges \p Assumed
/// are never taken, in \p Case's runs where given (nullopt: not proven).
/// \p Initial: in the first iteration only, a guess for the proof to
/// confirm.
std::optional<ProvenBranch> branchSide(MachineLoop &L, MachineBasicBlock &MBB,
                                       const MachineDominatorTree &MDT,
                                       ArrayRef<InvariantBranch> Guards,
                                       ArrayRef<Edge> Assumed,
                                       std::optional<CaseValue> Case,
                                       bool Initial) {
  const TargetInstrInfo &TII = *MBB.getParent()->getSubtarget().getInstrInfo();
  std::optional<HeaderBranch> B = decodeHeaderBranch(MBB, TII);
  // Both sides in the loop, neither its header: the loop stays a loop.
  if (!B || MBB.succ_size() != 2 ||
      any_of(MBB.successors(), [&](const MachineBasicBlock *S) {
        return !L.contains(S) || S == L.getHeader();
      }))
    return std::nullopt;
  CounterProof Proof(L, MBB, MDT, Guards, Assumed);
  int64_t Tested = 0; // the register's value, or the two's difference
  bool Difference = false;
  std::optional<bool> Outcome =
      decideCondition(B->Cond, L, Proof, Case, Initial, Tested, Difference);
  if (!Outcome)
    return std::nullopt;
  ProvenBranch P;
  P.At = &MBB;
  MachineBasicBlock *Other = *MBB.succ_begin() == B->Taken
                                 ? *std::next(MBB.succ_begin())
                                 : *MBB.succ_begin();
  P.Side = *Outcome == B->TakenOnTrue ? B->Taken : Other;
  P.Counters = Proof.Counters;
  P.Steps = Proof.Steps;
  P.Value = Tested;
  P.Difference = Difference;
  return P;
}

/// The blocks of \p L that the header reaches without the edges \p Gone.
SmallPtrSet<MachineBasicBlock *, 16> reachedWithout(MachineLoop &L,
                                                   ArrayRef<Edge> Gone) {
  SmallPtrSet<MachineBasicBlock *, 16> Reached{L.getHeader()};
  SmallVector<MachineBasicBlock *, 16> Work{L.getHeader()};
  while (!Work.empty()) {
    MachineBasicBlock *MBB = Work.pop_back_val();
    for (MachineBasicBlock *S : MBB->successors())
      if (L.contains(S) && !is_contained(Gone, Edge(MBB, S)) &&
          Reached.insert(S).second)
        Work.push_back(S);
  }
  return Reached;
}

/// Whether a block of \p L that \p Reached leaves out exits the loop.
bool strandsExit(MachineLoop &L,
                 const SmallPtrSetImpl<MachineBasicBlock *> &Reached) {
  return any_of(L.blocks(), [&](MachineBasicBlock *MBB) {
    return !Reached.count(MBB) &&
           any_of(MBB->successors(),
                  [&](MachineBasicBlock *S) { return !L.contains(S); });
  });
}

/// The edges \p Branches do not take.
SmallVector<Edge, 8> unusedEdges(ArrayRef<ProvenBranch> Branches) {
  SmallVector<Edge, 8> Gone;
  for (const ProvenBranch &P : Branches)
    Gone.push_back({P.At, P.gone()});
  return Gone;
}

/// The edges of the branches in \p Guards on \p Cond that no iteration of
/// a run in which \p Cond is \p Value takes.
SmallVector<Edge, 8> caseEdges(ArrayRef<InvariantBranch> Guards, Register Cond,
                               bool Value) {
  SmallVector<Edge, 8> Out;
  for (const auto &[G, B] : Guards)
    if (B.Cond == Cond)
      for (MachineBasicBlock *S : G->successors())
        if (((S == B.Taken) == B.TakenOnTrue) != Value)
          Out.push_back({G, S});
  return Out;
}

/// The branches of \p L that go one way in every iteration, by a proof
/// that assumes them all: each is first guessed by its first iteration,
/// then every guess is proven with the others' unused edges assumed never
/// taken, and one that is not proven is dropped, until all are. By
/// induction over the iterations (and, within one, over the branches in
/// the order the loop runs them) each then goes the way it was proven to.
/// A branch whose unused side holds the only way to an exit of the loop is
/// dropped too.
/// \p CaseV: a case of an invariant predicate's value, whose other
/// value's edges no iteration takes whatever is proven (caseEdges); the
/// branches proven are those of the runs in that case.
SmallVector<ProvenBranch, 8>
provenBranches(MachineLoop &L, const MachineDominatorTree &MDT,
               ArrayRef<InvariantBranch> Guards, bool TestInvert,
               std::optional<CaseValue> CaseV = std::nullopt) {
  SmallVector<Edge, 8> Case;
  if (CaseV)
    Case = caseEdges(Guards, CaseV->Cond, CaseV->Value);
  SmallVector<ProvenBranch, 8> Hyp;
  for (MachineBasicBlock *MBB : L.blocks())
    if (std::optional<ProvenBranch> P =
            branchSide(L, *MBB, MDT, Guards, Case, CaseV, true))
      Hyp.push_back(*P);
  for (bool Changed = true; Changed && !Hyp.empty();) {
    Changed = false;
    SmallVector<Edge, 8> Gone = unusedEdges(Hyp);
    append_range(Gone, Case);
    SmallPtrSet<MachineBasicBlock *, 16> Reached = reachedWithout(L, Gone);
    bool StrandsExit = strandsExit(L, Reached);
    for (auto It = Hyp.begin(); It != Hyp.end(); ++It) {
      std::optional<ProvenBranch> P =
          branchSide(L, *It->At, MDT, Guards, Gone, CaseV, false);
      bool Exits = StrandsExit && !Reached.count(It->gone());
      if (P && P->Side == It->Side && !Exits) {
        *It = *P;
        continue;
      }
      Hyp.erase(It);
      Changed = true;
      break;
    }
  }
  if (TestInvert)
    for (ProvenBranch &P : Hyp)
      P.Side = P.gone();
  return Hyp;
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

/// A cp.async wait: the NVVM intrinsic's or inline PTX's (libcu++'s
/// pipeline waits in inline PTX).
bool isAsyncWait(const MachineInstr &MI) {
  if (MI.isInlineAsm())
    return StringRef(MI.getOperand(0).getSymbolName())
        .trim()
        .starts_with("cp.async.wait");
  return tileloop::opName(MI).starts_with("CP_ASYNC_WAIT");
}

/// Erases the blocks of \p L that its header no longer reaches.
void eraseUnreached(MachineLoop &L, MachineLoopInfo &MLI, CounterFold &Fold) {
  SmallPtrSet<MachineBasicBlock *, 16> Reached = reachedWithout(L, {});
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
      Fold.WaitsErased += isAsyncWait(MI);
  }
  for (MachineBasicBlock *MBB : Gone) {
    MLI.removeBlock(MBB);
    MBB->eraseFromParent();
    ++Fold.BlocksErased;
  }
}

/// \p MBB's branch as analyzeBranch reads it, with the fall-through made
/// explicit: its targets (\p F null for an unconditional branch) and
/// condition; false where it cannot be read.
bool readBranch(MachineBasicBlock &MBB, const TargetInstrInfo &TII,
                MachineBasicBlock *&T, MachineBasicBlock *&F,
                SmallVectorImpl<MachineOperand> &Cond) {
  T = F = nullptr;
  if (TII.analyzeBranch(MBB, T, F, Cond) || MBB.succ_size() < 1 ||
      MBB.succ_size() > 2 || (MBB.succ_size() == 2) != !Cond.empty())
    return false;
  if (Cond.empty()) {
    T = *MBB.succ_begin();
    return true;
  }
  if (!F)
    F = *MBB.succ_begin() == T ? *std::next(MBB.succ_begin())
                               : *MBB.succ_begin();
  return T != F;
}

/// Merges into a block of \p L that leaves to one block the block it
/// alone enters, as long as there is one (the latch included: its branch
/// becomes the merged block's).
void mergeChains(MachineLoop &L, MachineLoopInfo &MLI, CounterFold &Fold) {
  const TargetInstrInfo &TII =
      *L.getHeader()->getParent()->getSubtarget().getInstrInfo();
  MachineRegisterInfo &MRI = L.getHeader()->getParent()->getRegInfo();
  for (bool Merged = true; Merged;) {
    Merged = false;
    for (MachineBasicBlock *X : L.blocks()) {
      MachineBasicBlock *T = X->succ_size() == 1 ? *X->succ_begin() : nullptr;
      MachineBasicBlock *XT, *XF, *TT, *TF;
      SmallVector<MachineOperand, 4> XCond, TCond;
      if (!T || T == X || T == L.getHeader() || !L.contains(T) ||
          T->pred_size() != 1 || !readBranch(*X, TII, XT, XF, XCond) ||
          !readBranch(*T, TII, TT, TF, TCond))
        continue;
      for (MachineInstr &Phi : make_early_inc_range(T->phis())) {
        MRI.replaceRegWith(Phi.getOperand(0).getReg(),
                           Phi.getOperand(1).getReg());
        Phi.eraseFromParent();
      }
      // Read again: its condition may have been one of those PHIs.
      TCond.clear();
      readBranch(*T, TII, TT, TF, TCond);
      DebugLoc DL = T->findBranchDebugLoc();
      TII.removeBranch(*X);
      TII.removeBranch(*T);
      X->splice(X->end(), T, T->begin(), T->end());
      X->removeSuccessor(T);
      X->transferSuccessorsAndUpdatePHIs(T);
      TII.insertBranch(*X, TT, TF, TCond, DL);
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

/// Counts one more branch folded by \p P's proof into \p Fold; the first
/// one's proof that counts is the remark's.
void countFolded(CounterFold &Fold, const ProvenBranch &P) {
  // (A branch decided by a case's predicate alone proves nothing of the
  // counters: the first one that does is the remark's.)
  if (Fold.Branches++ && (Fold.Counters || !P.Counters))
    return;
  Fold.Counters = P.Counters;
  Fold.Value = P.Value;
  Fold.Difference = P.Difference;
  Fold.Steps = P.Steps;
}

/// After the branches are folded: the blocks no longer reached erased,
/// chains merged, dead instructions and idle counters erased.
void finishFold(MachineLoop &L, MachineLoopInfo &MLI, CounterFold &Fold) {
  eraseUnreached(L, MLI, Fold);
  mergeChains(L, MLI, Fold);
  for (MachineBasicBlock *MBB : L.blocks())
    tileloop::eraseDead(*MBB);
  eraseIdleCounters(L);
}

/// A branch's sides in the runs where the invariant predicate of a case
/// split is true and where it is false (null: not reached in those runs).
struct SplitBranch {
  MachineBasicBlock *At = nullptr, *IfTrue = nullptr, *IfFalse = nullptr;
  ProvenBranch Proof;
};

/// The branches of \p L proven in both cases of predicate \p Cond (one
/// defined before the loop, that branches of \p Guards test): in each case
/// provenBranches with the other value's edges never taken, and a branch
/// kept where it is proven in every case whose runs reach it. Empty where
/// none is, or where the folds would leave unreached a block that exits
/// the loop.
SmallVector<SplitBranch, 8> splitOn(MachineLoop &L,
                                    const MachineDominatorTree &MDT,
                                    ArrayRef<InvariantBranch> Guards,
                                    Register Cond, bool TestInvert) {
  SmallVector<ProvenBranch, 8> Proven[2];
  SmallPtrSet<MachineBasicBlock *, 16> Reached[2];
  for (unsigned V = 0; V < 2; ++V) {
    Proven[V] =
        provenBranches(L, MDT, Guards, TestInvert, CaseValue{Cond, V != 0});
    SmallVector<Edge, 8> Case = caseEdges(Guards, Cond, V);
    SmallVector<Edge, 8> Gone = unusedEdges(Proven[V]);
    append_range(Gone, Case);
    Reached[V] = reachedWithout(L, Gone);
  }
  SmallVector<SplitBranch, 8> Out;
  SmallVector<Edge, 8> Gone;
  for (MachineBasicBlock *MBB : L.blocks()) {
    SplitBranch SB;
    SB.At = MBB;
    bool Known = true;
    for (unsigned V = 0; V < 2; ++V) {
      // A case whose runs do not reach the branch says nothing of it.
      if (!Reached[V].count(MBB))
        continue;
      auto It = find_if(Proven[V],
                        [&](const ProvenBranch &P) { return P.At == MBB; });
      if (It == Proven[V].end()) {
        Known = false;
        continue;
      }
      (V ? SB.IfTrue : SB.IfFalse) = It->Side;
      if (!SB.Proof.At || It->Counters > SB.Proof.Counters)
        SB.Proof = *It;
    }
    if (!Known || (!SB.IfTrue && !SB.IfFalse))
      continue;
    // One way wherever it is reached: the other edge is never taken.
    if (!SB.IfTrue || !SB.IfFalse || SB.IfTrue == SB.IfFalse) {
      MachineBasicBlock *Side = SB.IfTrue ? SB.IfTrue : SB.IfFalse;
      for (MachineBasicBlock *S : MBB->successors())
        if (S != Side)
          Gone.push_back({MBB, S});
    }
    Out.push_back(SB);
  }
  if (strandsExit(L, reachedWithout(L, Gone)))
    Out.clear();
  return Out;
}

/// \p MBB's branch, now on \p Cond: to \p IfTrue where it holds, else to
/// \p IfFalse (both already its successors).
void branchOn(MachineBasicBlock &MBB, Register Cond, MachineBasicBlock &IfTrue,
              MachineBasicBlock &IfFalse) {
  MachineFunction &MF = *MBB.getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  DebugLoc DL = MBB.findBranchDebugLoc();
  TII.removeBranch(MBB);
  SmallVector<MachineOperand, 1> C = {MachineOperand::CreateReg(Cond, false)};
  TII.insertBranch(MBB, &IfTrue, &IfFalse, C, DL);
  MF.getRegInfo().clearKillFlags(Cond);
}

/// Where no branch of \p L goes one way in every run: a case split on a
/// predicate that a branch of \p Guards tests and that is defined before
/// the loop (a thread's value for its whole run). Each branch proven in
/// both cases is folded as foldCounterBranches folds: to its side, where
/// both cases that reach it take the same; to a branch on the predicate
/// where they differ (a wait outside the guard of its commit: the guarded
/// threads wait for their copies, the others return at once).
CounterFold foldByCases(MachineLoop &L, MachineLoopInfo &MLI,
                        const MachineDominatorTree &MDT,
                        ArrayRef<InvariantBranch> Guards, bool TestInvert) {
  CounterFold Fold;
  const MachineRegisterInfo &MRI = L.getHeader()->getParent()->getRegInfo();
  SmallVector<Register, 2> Tried;
  for (const auto &[G, B] : Guards) {
    const MachineInstr *Def = MRI.getVRegDef(B.Cond);
    if (is_contained(Tried, B.Cond) || Tried.size() == 2 || !Def ||
        L.contains(Def->getParent()))
      continue;
    Tried.push_back(B.Cond);
    SmallVector<SplitBranch, 8> Split =
        splitOn(L, MDT, Guards, B.Cond, TestInvert);
    if (Split.empty())
      continue;
    for (const SplitBranch &SB : Split) {
      countFolded(Fold, SB.Proof);
      if (SB.IfTrue && SB.IfFalse && SB.IfTrue != SB.IfFalse) {
        ++Fold.OnPredicate;
        branchOn(*SB.At, B.Cond, *SB.IfTrue, *SB.IfFalse);
      } else {
        branchTo(*SB.At, SB.IfTrue ? *SB.IfTrue : *SB.IfFalse);
      }
    }
    finishFold(L, MLI, Fold);
    return Fold;
  }
  return Fold;
}

} // namespace

CounterFold twill::nvptx::foldCounterBranches(MachineLoop &L,
                                              MachineLoopInfo &MLI,
                                              bool TestInvert) {
  CounterFold Fold;
  // Every branch is proven against every other: a bound on the work.
  constexpr unsigned MaxBlocks = 64;
  if (!L.isInnermost() || !L.getLoopPreheader() || !L.getLoopLatch() ||
      L.getNumBlocks() > MaxBlocks)
    return Fold;
  MachineDominatorTree MDT(*L.getHeader()->getParent());
  SmallVector<InvariantBranch, 4> Guards = invariantBranches(L);
  SmallVector<ProvenBranch, 8> Proven =
      provenBranches(L, MDT, Guards, TestInvert);
  if (Proven.empty())
    return foldByCases(L, MLI, MDT, Guards, TestInvert);
  // The branches in blocks that stay: made unconditional (the others go
  // with their blocks).
  SmallPtrSet<MachineBasicBlock *, 16> Reached =
      reachedWithout(L, unusedEdges(Proven));
  for (const ProvenBranch &P : Proven) {
    if (!Reached.count(P.At))
      continue;
    countFolded(Fold, P);
    branchTo(*P.At, *P.Side);
  }
  finishFold(L, MLI, Fold);
  return Fold;
}
