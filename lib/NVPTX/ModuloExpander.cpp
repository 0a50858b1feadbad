//===- ModuloExpander.cpp - A modulo schedule as SSA machine code ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Frames. An instance of body operation p for iteration i runs in step
/// i + stage(p). The prologue names iterations absolutely (0, 1, ...). A
/// kernel round names them relative to its first step: copy u runs p for
/// iteration u - stage(p). The epilogue names them relative to the last
/// iteration (0 is the last, -1 the one before). A value an instruction
/// reads is found by following header PHIs back (each one iteration
/// earlier) to a body definition; when that instance was defined before the
/// current kernel round, a PHI at the kernel header carries it in, and when
/// it was defined in the kernel, a PHI at the epilogue merges the values of
/// the U exits.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/ModuloExpander.h"
#include "twill/NVPTX/AsyncGroups.h"
#include "twill/NVPTX/Opcodes.h"
#include "twill/Model/EnumNames.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <climits>
#include <numeric>
#include <optional>
#include <string>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

Error fail(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

/// The incoming value of header PHI \p Phi from block \p From.
Register phiIncoming(const MachineInstr &Phi, const MachineBasicBlock *From) {
  for (unsigned K = 1; K + 1 < Phi.getNumOperands(); K += 2)
    if (Phi.getOperand(K + 1).getMBB() == From)
      return Phi.getOperand(K).getReg();
  return Register();
}

bool definedIn(const MachineRegisterInfo &MRI, Register R,
               const MachineBasicBlock *MBB) {
  if (!R.isVirtual())
    return false;
  const MachineInstr *Def = MRI.getVRegDef(R);
  return Def && Def->getParent() == MBB;
}

/// May the instruction be evaluated speculatively and more than once?
bool isPure(const MachineInstr &MI) {
  return !MI.mayLoad() && !MI.mayStore() && !MI.hasUnmodeledSideEffects() &&
         !MI.isCall() && !MI.isInlineAsm() && !MI.isTerminator() &&
         !MI.isPHI();
}

Error checkOperands(const MachineInstr &MI, const TargetInstrInfo &TII) {
  // NVPTX calls carry no register mask: the call and its call-sequence
  // markers are recognised by their flags. The model knows neither the
  // callee's latency nor its effects, and the param-space sequences of two
  // iterations must not interleave.
  if (MI.isCall() || TII.isFrameInstr(MI))
    return fail("the body contains a call (its latency and effects are "
                "unknown to the model, and call sequences of different "
                "iterations must not overlap)");
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask())
      return fail("a call in the body");
    if (!MO.isReg() || !MO.getReg())
      continue;
    if (MO.isDef() && !MO.getReg().isVirtual())
      return fail("an instruction defines a physical register");
    // Tied operands (inline asm "+r") are distinct SSA values here; the
    // two-address pass joins them later, in every copy alike.
  }
  return Error::success();
}

/// Collects the condition slice of \p Shape: the instructions and PHIs
/// Cond depends on inside the loop, closed under the PHIs' latch values.
Error collectSlice(LoopShape &Shape, const MachineRegisterInfo &MRI) {
  MachineBasicBlock *L = Shape.Loop;
  DenseSet<const MachineInstr *> Seen;
  SmallVector<Register, 8> Work{Shape.Cond};
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!definedIn(MRI, R, L))
      continue;
    MachineInstr *Def = MRI.getVRegDef(R);
    if (!Seen.insert(Def).second)
      continue;
    if (Def->isPHI()) {
      Shape.SlicePHIs.push_back(Def);
      Work.push_back(phiIncoming(*Def, L));
      continue;
    }
    if (!isPure(*Def))
      return fail("the exit condition depends on an instruction with memory "
                  "access or side effects");
    for (const MachineOperand &MO : Def->uses())
      if (MO.isReg() && MO.getReg())
        Work.push_back(MO.getReg());
  }
  for (MachineInstr *MI : Shape.Body)
    if (Seen.contains(MI))
      Shape.Slice.push_back(MI);
  return Error::success();
}

/// The definitions one uniformity query visits at most.
constexpr unsigned UniformSearchBudget = 4096;

/// isCtaUniform's search: \p PhisSeen are the PHIs of \p Loop assumed
/// uniform while their incoming values are checked; \p Budget the
/// definitions it may still visit (a value read twice on each of 30 steps
/// would otherwise be visited 2^30 times), beyond which it says no.
bool isUniform(const MachineRegisterInfo &MRI, const TargetInstrInfo &TII,
               Register R, const MachineBasicBlock *Loop,
               SmallPtrSetImpl<const MachineInstr *> &PhisSeen,
               unsigned &Budget, unsigned Depth = 0) {
  constexpr unsigned ParamAddrSpace = 101; // NVPTX ADDRESS_SPACE_PARAM
  if (!R.isVirtual() || Depth > 32 || Budget == 0)
    return false;
  --Budget;
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (!Def || Def->isInlineAsm() || Def->isCall())
    return false;
  auto UsesUniform = [&](const MachineInstr &MI) {
    return all_of(MI.uses(), [&](const MachineOperand &MO) {
      return !MO.isReg() || !MO.getReg() ||
             isUniform(MRI, TII, MO.getReg(), Loop, PhisSeen, Budget,
                       Depth + 1);
    });
  };
  if (Def->isPHI())
    return Loop && Def->getParent() == Loop &&
           (!PhisSeen.insert(Def).second || UsesUniform(*Def));
  StringRef Name = TII.getName(Def->getOpcode());
  if (Name.starts_with("INT_PTX_SREG_CTAID") ||
      Name.starts_with("INT_PTX_SREG_NCTAID") ||
      Name.starts_with("INT_PTX_SREG_NTID"))
    return true;
  if (Def->mayStore() || Def->hasUnmodeledSideEffects())
    return false;
  if (Def->mayLoad() &&
      (Def->memoperands_empty() ||
       any_of(Def->memoperands(), [](const MachineMemOperand *MMO) {
         return MMO->getAddrSpace() != ParamAddrSpace;
       })))
    return false;
  if (Name.starts_with("INT_PTX_SREG"))
    return false; // %tid, %laneid, %clock, ...
  return UsesUniform(*Def);
}

/// Is \p R the same in every thread of a CTA, PHIs saying no?
bool isUniform(const MachineRegisterInfo &MRI, const TargetInstrInfo &TII,
               Register R) {
  SmallPtrSet<const MachineInstr *, 8> PhisSeen;
  unsigned Budget = UniformSearchBudget;
  return isUniform(MRI, TII, R, /*Loop=*/nullptr, PhisSeen, Budget);
}

/// Loops with convergent instructions (bar.sync, shfl.sync, wgmma, ...) are
/// rewritten only when every thread takes the same path through the guard
/// and the kernel's exits: the condition slice's inputs from outside the
/// loop must be uniform. Otherwise threads of one warp could run different
/// copies of a convergent instruction.
Error checkConvergence(const LoopShape &Shape, const MachineRegisterInfo &MRI,
                       const TargetInstrInfo &TII) {
  const MachineInstr *Convergent = nullptr;
  for (const MachineInstr *MI : Shape.Body)
    if (MI->isConvergent()) {
      Convergent = MI;
      break;
    }
  if (!Convergent)
    return Error::success();
  auto Uniform = [&](Register R) {
    return definedIn(MRI, R, Shape.Loop) || isUniform(MRI, TII, R);
  };
  bool AllUniform = all_of(Shape.SlicePHIs, [&](const MachineInstr *Phi) {
    return Uniform(phiIncoming(*Phi, Shape.Preheader));
  });
  for (const MachineInstr *MI : Shape.Slice)
    for (const MachineOperand &MO : MI->uses())
      if (MO.isReg() && MO.getReg() && !Uniform(MO.getReg()))
        AllUniform = false;
  if (AllUniform)
    return Error::success();
  std::string Text;
  raw_string_ostream OS(Text);
  Convergent->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/true,
                    /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  return fail("the loop holds a convergent instruction (" +
              StringRef(Text).trim().take_front(80) +
              ") and its trip count is not provably the same in every "
              "thread");
}

} // namespace

Expected<LoopShape> twill::nvptx::analyzeLoopShape(MachineBasicBlock &Loop,
                                                   const TargetInstrInfo &TII) {
  LoopShape Shape;
  Shape.Loop = &Loop;
  const MachineRegisterInfo &MRI = Loop.getParent()->getRegInfo();
  if (!MRI.isSSA())
    return fail("the code is no longer SSA");
  for (MachineBasicBlock *P : Loop.predecessors()) {
    if (P == &Loop)
      continue;
    if (Shape.Preheader)
      return fail("the loop has several entries");
    Shape.Preheader = P;
  }
  if (!Shape.Preheader || Shape.Preheader->succ_size() != 1 ||
      Shape.Preheader->isEHPad() || Loop.isEHPad())
    return fail("the loop has no dedicated preheader");
  if (Loop.succ_size() != 2 || !Loop.isSuccessor(&Loop))
    return fail("the loop has more than one exit");
  for (MachineBasicBlock *S : Loop.successors())
    if (S != &Loop)
      Shape.Exit = S;
  if (Shape.Exit->isEHPad())
    return fail("the loop exits to an exception handler");

  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 4> Cond;
  if (TII.analyzeBranch(Loop, TBB, FBB, Cond, /*AllowModify=*/false) ||
      Cond.size() != 1 || !Cond[0].isReg())
    return fail("the loop branch is not a conditional branch on a predicate");
  if (!FBB)
    FBB = Loop.getNextNode();
  if (!((TBB == &Loop && FBB == Shape.Exit) ||
        (TBB == Shape.Exit && FBB == &Loop)))
    return fail("the loop branch has an unexpected shape");
  Shape.Cond = Cond[0].getReg();
  Shape.ContinueIfTrue = TBB == &Loop;
  if (!definedIn(MRI, Shape.Cond, &Loop))
    return fail("the exit condition is loop-invariant");

  for (MachineInstr &MI : Loop) {
    if (MI.isPHI()) {
      // Chains of PHIs must end at a body definition or outside the loop
      // (a PHI whose latch value is invariant is its init value in the
      // first iteration and that value after).
      Register R = phiIncoming(MI, &Loop);
      for (unsigned Steps = 0;
           definedIn(MRI, R, &Loop) && MRI.getVRegDef(R)->isPHI(); ++Steps) {
        if (Steps == 64)
          return fail("a cycle of header PHIs");
        R = phiIncoming(*MRI.getVRegDef(R), &Loop);
      }
      continue;
    }
    if (MI.isDebugInstr() || MI.isTerminator())
      continue;
    if (Error E = checkOperands(MI, TII))
      return std::move(E);
    Shape.Body.push_back(&MI);
  }
  for (MachineInstr &MI : Loop.terminators())
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg() && MO.getReg() != Shape.Cond)
        return fail("the loop branch reads another register");
  if (Error E = collectSlice(Shape, MRI))
    return std::move(E);
  if (Error E = checkConvergence(Shape, MRI, TII))
    return std::move(E);
  return std::move(Shape);
}

//===----------------------------------------------------------------------===//
// The trip count
//===----------------------------------------------------------------------===//

namespace {

std::string bitsName(unsigned Bits) { return std::to_string(Bits); }

/// The induction variable (its PHI or latch value) that the compare
/// operand \p R tests, through a cvt.u32.u64 (the low half of a 64-bit
/// variable) and an add of a loop invariant (strength reduction's `n + i`),
/// which it records in \p TC; none if R is something else.
Register testedIV(const MachineRegisterInfo &MRI, const TargetInstrInfo &TII,
                  const LoopShape &Shape, Register R, Register PhiReg,
                  Register Latch, unsigned IVBits, unsigned CmpBits,
                  TripCount &TC) {
  auto DefIn = [&](Register X) -> const MachineInstr * {
    return definedIn(MRI, X, Shape.Loop) ? MRI.getVRegDef(X) : nullptr;
  };
  if (IVBits != CmpBits) {
    const MachineInstr *Cvt = DefIn(R);
    if (!Cvt || TII.getName(Cvt->getOpcode()) != "CVT_u32_u64" ||
        Cvt->getNumOperands() != 3 || !Cvt->getOperand(2).isImm())
      return Register();
    TC.Truncated = R;
    TC.CvtMode = Cvt->getOperand(2).getImm();
    R = Cvt->getOperand(1).getReg();
  }
  if (R == PhiReg || R == Latch)
    return R;
  const MachineInstr *Sum = DefIn(R);
  if (!Sum || TII.getName(Sum->getOpcode()) != "ADDi" + bitsName(IVBits) + "rr")
    return Register();
  for (unsigned A = 1; A <= 2; ++A) {
    Register T = Sum->getOperand(A).getReg();
    Register Inv = Sum->getOperand(3 - A).getReg();
    if ((T == PhiReg || T == Latch) && !definedIn(MRI, Inv, Shape.Loop)) {
      TC.Offset = Inv;
      return T;
    }
  }
  return Register();
}

} // namespace

std::optional<int64_t> twill::nvptx::inductionStep(const MachineInstr &Add,
                                                  const TargetInstrInfo &TII,
                                                  Register Phi,
                                                  unsigned Bits) {
  StringRef Name = TII.getName(Add.getOpcode());
  std::string Suffix = "i" + std::to_string(Bits) + "ri";
  bool Sub = Name == "SUB" + Suffix;
  if ((Name != "ADD" + Suffix && !Sub) || Add.getNumOperands() < 3 ||
      !Add.getOperand(1).isReg() || Add.getOperand(1).getReg() != Phi ||
      !Add.getOperand(2).isImm())
    return std::nullopt;
  int64_t C = Add.getOperand(2).getImm();
  if (Bits == 32)
    C = int64_t(int32_t(C));
  if (C == 0 || C == INT64_MIN || (Bits == 32 && C == INT32_MIN))
    return std::nullopt;
  return Sub ? -C : C;
}

StringRef twill::nvptx::exitFormName(ExitForm F) {
  // Indexed by ExitForm, in declaration order (EnumNames.h).
  static constexpr const char *Names[] = {"per-copy", "counted"};
  return enumName(Names, F);
}

Expected<TripCount> twill::nvptx::analyzeTripCount(const LoopShape &Shape,
                                                   const TargetInstrInfo &TII) {
  const MachineRegisterInfo &MRI = Shape.Loop->getParent()->getRegInfo();
  if (Shape.SlicePHIs.size() != 1 || Shape.Slice.size() < 2 ||
      Shape.Slice.size() > 4)
    return fail("the exit test is not one induction variable against a "
                "bound (" + Twine(Shape.SlicePHIs.size()) + " PHIs, " +
                Twine(Shape.Slice.size()) + " instructions in its slice)");
  const MachineInstr &Cmp = *MRI.getVRegDef(Shape.Cond);
  std::optional<Setp> S = decodeSetp(TII.getName(Cmp.getOpcode()));
  if (!S || S->Bits == 16 || Cmp.getNumOperands() != 4 ||
      !Cmp.getOperand(3).isImm())
    return fail("the exit test is not a 32- or 64-bit integer setp");
  int64_t Mode = Cmp.getOperand(3).getImm();
  if (Mode < ModeEq || Mode > ModeGe)
    return fail("the exit test's comparison mode is not eq/ne/lt/le/gt/ge");
  TripCount TC;
  TC.Phi = Shape.SlicePHIs.front();
  TC.Bits = S->Bits;
  TC.Signed = S->Signed;
  Register PhiReg = TC.Phi->getOperand(0).getReg();
  Register Latch = phiIncoming(*TC.Phi, Shape.Loop);
  const MachineInstr *Add = MRI.getVRegDef(Latch);
  // The variable may be 64 bits wide and its low 32 bits tested.
  unsigned IVBits = S->Bits;
  std::optional<int64_t> Step =
      Add ? inductionStep(*Add, TII, PhiReg, IVBits) : std::nullopt;
  if (!Step && S->Bits == 32 && Add) {
    IVBits = 64;
    Step = inductionStep(*Add, TII, PhiReg, IVBits);
    if (Step && (*Step < INT32_MIN || *Step > INT32_MAX))
      Step.reset();
  }
  if (!Step)
    return fail("the induction variable does not advance by a constant");
  TC.Step = *Step;
  TC.IVBits = IVBits;
  TC.Init = phiIncoming(*TC.Phi, Shape.Preheader);
  // Which side is the induction variable (or a loop invariant plus it, as
  // loop strength reduction writes `n + i`)? The other is the bound.
  auto IVOf = [&](unsigned K, bool Imm) -> Register {
    TripCount Try = TC;
    Register T = Imm ? Register()
                     : testedIV(MRI, TII, Shape, Cmp.getOperand(K).getReg(),
                                PhiReg, Latch, IVBits, S->Bits, Try);
    if (T)
      TC = Try;
    return T;
  };
  Register Tested = IVOf(1, S->LhsImm);
  unsigned IV = 1;
  if (!Tested) {
    Tested = IVOf(2, S->RhsImm);
    IV = 2;
  }
  if (!Tested)
    return fail("the exit test does not read the induction variable");
  if (Shape.Slice.size() != 2u + bool(TC.Offset) + bool(TC.Truncated))
    return fail("the exit test's slice holds other instructions");
  unsigned B = 3 - IV;
  if (IV == 2)
    Mode = swapMode(Mode);
  if (!Shape.ContinueIfTrue)
    Mode = negateMode(Mode);
  TC.ComparesNext = Tested == Latch;
  if (Cmp.getOperand(B).isImm())
    TC.BoundImm = Cmp.getOperand(B).getImm();
  else if (definedIn(MRI, Cmp.getOperand(B).getReg(), Shape.Loop))
    return fail("the exit test's bound changes in the loop");
  else
    TC.Bound = Cmp.getOperand(B).getReg();
  bool Up = TC.Step > 0;
  switch (Mode) {
  case ModeEq:
    return fail("the loop continues while its counter equals the bound");
  case ModeNe:
    TC.Cmp = CountCmp::Ne;
    return TC;
  case ModeLt:
  case ModeGt:
    TC.Cmp = CountCmp::Strict;
    break;
  default:
    TC.Cmp = CountCmp::Inclusive;
    break;
  }
  if (Up != (Mode == ModeLt || Mode == ModeLe))
    return fail("the induction variable moves away from its bound");
  return TC;
}

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

namespace {

/// The body definition a use of \p R reads, and how many iterations back
/// (through header PHIs); no definition when R comes from outside.
struct Reach {
  const MachineInstr *Def = nullptr;
  int64_t Distance = 0;
};

Reach reachDef(const MachineRegisterInfo &MRI, const MachineBasicBlock *L,
               Register R) {
  Reach Out;
  while (definedIn(MRI, R, L)) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def->isPHI()) {
      Out.Def = Def;
      return Out;
    }
    R = phiIncoming(*Def, L);
    if (++Out.Distance > 64)
      return Reach();
  }
  return Out;
}

} // namespace

/// The async-group pattern's kernel wait count (AsyncGroups.h): for the
/// wait W of iteration j, the commits C of iterations j + d, d >= 1, that
/// the emission order puts before it. It is checked first that the order
/// keeps what the count relies on: each iteration's copies between its own
/// commit and the previous one, and each commit before its own wait.
namespace {
template <typename EmittedFn>
Error planAsyncWait(const LoopShape &Shape, PipelinePlan &Plan,
                    EmittedFn Emitted) {
  const TargetInstrInfo &TII =
      *Shape.Loop->getParent()->getSubtarget().getInstrInfo();
  std::optional<AsyncGroupBody> G = matchAsyncGroupBody(Shape.Body, TII);
  if (!G)
    return Error::success();
  OpId C = G->Commit, W = G->Wait;
  for (OpId Copy : G->Copies)
    if (!(Emitted(Copy, 0) < Emitted(C, 0)) ||
        !(Emitted(C, 0) < Emitted(Copy, 1)))
      return fail("the expansion would move a cp.async into another "
                  "iteration's group");
  if (!(Emitted(C, 0) < Emitted(W, 0)))
    return fail("the expansion would put a cp.async.wait_group before its "
                "commit");
  int64_t Later = 0;
  for (int64_t D = 1; Emitted(C, D) < Emitted(W, 0); ++D)
    ++Later;
  Plan.AsyncWait = W;
  Plan.KernelWaitCount = Later;
  return Error::success();
}
} // namespace

Expected<PipelinePlan> twill::nvptx::makePipelinePlan(const LoopShape &Shape,
                                                      const DependenceGraph &G,
                                                      const ModuloSchedule &S,
                                                      unsigned MaxUnroll) {
  unsigned N = Shape.Body.size();
  if (G.numOperations() != N || S.Start.size() != N || S.II < 1)
    return fail("the schedule does not match the loop body");
  PipelinePlan Plan;
  Plan.II = S.II;
  Plan.Stage.resize(N);
  for (unsigned P = 0; P < N; ++P) {
    if (S.Start[P] < 0)
      return fail("the schedule has a negative start");
    Plan.Stage[P] = S.Start[P] / S.II;
    Plan.Stages = std::max(Plan.Stages, Plan.Stage[P] + 1);
  }
  // Within a step: by cycle, then the older iteration (higher stage), then
  // body order. This is the order of absolute time, ties broken so that a
  // delay-0 edge (same iteration: body order; older iteration: first)
  // holds.
  Plan.StepOrder.resize(N);
  std::iota(Plan.StepOrder.begin(), Plan.StepOrder.end(), 0);
  auto Key = [&](OpId P) {
    return std::make_tuple(S.Start[P] % S.II, -int64_t(Plan.Stage[P]), P);
  };
  llvm::sort(Plan.StepOrder, [&](OpId A, OpId B) { return Key(A) < Key(B); });
  Plan.Rank.resize(N);
  for (unsigned K = 0; K < N; ++K)
    Plan.Rank[Plan.StepOrder[K]] = K;

  // The safety net: instance (v, i + dist) must come after (u, i).
  auto Emitted = [&](OpId P, int64_t Iter) {
    return std::make_pair(Iter + Plan.Stage[P], Plan.Rank[P]);
  };
  for (const Dependence &D : G.dependences())
    if (!(Emitted(D.Src, 0) < Emitted(D.Dst, D.Distance)))
      return fail("the expansion would break the dependence " +
                  G.op(D.Src).Name + " -> " + G.op(D.Dst).Name +
                  " (distance " + Twine(D.Distance) + ")");

  if (Error E = planAsyncWait(Shape, Plan, Emitted))
    return std::move(E);

  // Modulo variable expansion: a value read `Age` steps after its
  // definition needs Age copies of the step (Age + 1 when the next
  // definition would come before the read within the step).
  const MachineFunction &MF = *Shape.Loop->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  DenseMap<const MachineInstr *, OpId> Index;
  for (auto [I, MI] : enumerate(Shape.Body))
    Index[MI] = I;
  std::vector<int64_t> MaxAge(N, 0);
  for (auto [C, MI] : enumerate(Shape.Body))
    for (const MachineOperand &MO : MI->uses()) {
      if (!MO.isReg() || !MO.getReg())
        continue;
      Reach R = reachDef(MRI, Shape.Loop, MO.getReg());
      if (!R.Def)
        continue;
      OpId D = Index.lookup(R.Def);
      int64_t Age = R.Distance + int64_t(Plan.Stage[C]) - Plan.Stage[D];
      if (Age < 0)
        return fail("a value is read before it is defined");
      MaxAge[D] = std::max(MaxAge[D], Age);
      if (Age == 0)
        continue;
      int64_t Need = Age + (Plan.Rank[D] < Plan.Rank[C] ? 1 : 0);
      if (Need > int64_t(MaxUnroll))
        return fail("a value lives " + Twine(Need) +
                    " steps, more than -twill-max-unroll=" + Twine(MaxUnroll));
      Plan.Unroll = std::max<unsigned>(Plan.Unroll, Need);
    }
  // The graph's register footprints (32-bit units the results take).
  for (OpId P = 0; P < N; ++P) {
    Plan.RegistersBefore += G.op(P).Registers;
    Plan.RegistersAfter += G.op(P).Registers * (MaxAge[P] + 1);
  }
  int64_t Slice = Shape.Slice.size();
  Plan.ExpandedInstrs = int64_t(N) * (2 * (Plan.Stages - 1) + Plan.Unroll) +
                        Slice * (Plan.Stages - 1 + Plan.Unroll);
  return std::move(Plan);
}

//===----------------------------------------------------------------------===//
// The expansion
//===----------------------------------------------------------------------===//

namespace {

using InstanceKey = std::pair<unsigned, int64_t>; // (register id, iteration)

class Expander {
public:
  Expander(LoopShape &Shape, const PipelinePlan &Plan)
      : Shape(Shape), Plan(Plan), L(Shape.Loop), MF(*L->getParent()),
        MRI(MF.getRegInfo()),
        TII(*MF.getSubtarget().getInstrInfo()), DL(L->findBranchDebugLoc()) {}

  Expected<MachineBasicBlock *> run();

private:
  enum class Frame { Prologue, Kernel, Epilogue };

  /// Gives each header PHI that shares its entry value with another PHI
  /// a copy of it of its own, in the preheader.
  void unshareEntryValues();
  void createBlocks();
  void emitGuard();
  /// The counted form's guard: the count N (a lower bound of the trip
  /// count), the test N >= S-1+U, the kernel's rounds.
  Error emitCountedGuard();
  /// The counted form: the induction variable of the last iteration in
  /// flight, computed from the rounds (other slice PHIs: resolved).
  Expected<Register> lastIV(MachineInstr &Phi);
  /// The counted form's end of the epilogue: does another iteration
  /// remain? If so the original loop runs it, from the epilogue's state.
  Error emitRemainderTest();
  Error emitPrologue();
  Error emitKernel();
  /// The counted kernel: U copies in one block, a down-counter of rounds.
  Error emitCountedKernel();
  Error emitEpilogue();
  Error emitJoin();
  void wireUp();
  void removeDeadCode();
  void discard();

  Error emitInstance(MachineBasicBlock &MBB, OpId P, int64_t Iter, Frame F);
  Expected<Register> resolve(Register R, int64_t Iter, Frame F);
  Expected<Register> kernelPHI(Register R, int64_t Iter);
  Expected<Register> epiloguePHI(Register R, int64_t Iter);
  /// Gives the kernel PHIs made so far their back-edge values.
  Error fillPending();
  /// Clones the condition slice into \p MBB reading \p State (slice PHI ->
  /// value); returns the condition and advances State to the next
  /// iteration.
  Register cloneSlice(MachineBasicBlock &MBB,
                      DenseMap<unsigned, Register> &State);
  void branch(MachineBasicBlock &From, Register Cond, MachineBasicBlock *Next,
              MachineBasicBlock *Out);
  Register newReg(Register Like) {
    return MRI.createVirtualRegister(MRI.getRegClass(Like));
  }
  bool counted() const { return Plan.Exit == ExitForm::Counted; }
  /// Checks that this LLVM has the NVPTX opcodes the counted form builds
  /// (opcodeNamed: NVPTX's generated enum is not installed).
  Error findOpcodes();
  /// Appends NVPTX instruction \p Name defining a new register of \p
  /// Like's class to \p MBB; the caller adds the uses.
  MachineInstrBuilder build(MachineBasicBlock &MBB, StringRef Name,
                            Register Like);
  /// Count arithmetic in the IV's width: X + Imm, X / Imm (unsigned).
  Register addImm(MachineBasicBlock &MBB, Register X, int64_t Imm);
  Register divImm(MachineBasicBlock &MBB, Register X, int64_t Imm);
  /// The guard's lower bound of the trip count.
  Register emitCount(MachineBasicBlock &G);
  /// The suffix of the IV's width in NVPTX opcode names ("32", "64").
  std::string bits() const { return std::to_string(Plan.Count.Bits); }
  DenseMap<InstanceKey, Register> &map(Frame F) {
    return F == Frame::Prologue ? PMap : F == Frame::Kernel ? KMap : EMap;
  }

  LoopShape &Shape;
  const PipelinePlan &Plan;
  MachineBasicBlock *L;
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  DebugLoc DL;

  SmallVector<MachineBasicBlock *, 8> Guards, Kernels, Exits;
  MachineBasicBlock *Pro = nullptr, *Epi = nullptr, *Join = nullptr,
                    *OrigPre = nullptr;
  SmallVector<MachineBasicBlock *, 16> NewBlocks;

  DenseMap<InstanceKey, Register> PMap, KMap, EMap, KernelPHIs, EpiPHIs;
  /// Kernel PHIs whose back-edge value is filled once the kernel is done.
  SmallVector<std::tuple<MachineInstr *, Register, int64_t>, 8> Pending;
  bool KernelDone = false;
  /// Condition-slice state: after the guard (iteration S-1), and the
  /// look-ahead PHIs at the kernel header.
  DenseMap<unsigned, Register> GuardState;
  /// Counted form: the rounds the kernel runs (computed by the guard), and
  /// per header PHI of the loop, its value where the epilogue hands the
  /// remaining iterations to the original loop.
  Register Rounds;
  DenseMap<unsigned, Register> RemainderState;
};

void Expander::unshareEntryValues() {
  // The pipelined copy and the original loop both start from the entry
  // values. Where PHIs share one (8 accumulators zeroed from one register),
  // LLVM's coalescer joins it with a different PHI on each path (the
  // kernel's E[0], the original loop's D[3]), and ptxas then moves whole
  // HMMA accumulator quads between registers (mma-block-sparse's ifelse:
  // 10 moves an iteration and a spill, none once each PHI has its copy).
  MachineBasicBlock &Pre = *Shape.Preheader;
  SmallVector<MachineOperand *, 16> Entries;
  DenseMap<Register, unsigned> Readers;
  for (MachineInstr &Phi : L->phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I + 1).getMBB() == &Pre &&
          Phi.getOperand(I).getReg().isVirtual()) {
        Entries.push_back(&Phi.getOperand(I));
        ++Readers[Phi.getOperand(I).getReg()];
      }
  for (MachineOperand *MO : Entries) {
    if (Readers.lookup(MO->getReg()) < 2)
      continue;
    Register Own = newReg(MO->getReg());
    BuildMI(Pre, Pre.getFirstTerminator(), DL, TII.get(TargetOpcode::COPY), Own)
        .addReg(MO->getReg());
    MO->setReg(Own);
  }
}

void Expander::createBlocks() {
  const BasicBlock *BB = L->getBasicBlock();
  auto Make = [&]() {
    MachineBasicBlock *MBB = MF.CreateMachineBasicBlock(BB);
    NewBlocks.push_back(MBB);
    return MBB;
  };
  // Counted: one guard, and the U copies in one kernel block that leaves
  // once per round.
  for (unsigned K = 0; K + 1 < (counted() ? 2 : Plan.Stages); ++K)
    Guards.push_back(Make());
  Pro = Make();
  MachineBasicBlock *Kernel = counted() ? Make() : nullptr;
  for (unsigned U = 0; U < Plan.Unroll; ++U)
    Kernels.push_back(counted() ? Kernel : Make());
  // One exit block per kernel exit: the copies that the epilogue's PHIs
  // turn into go there, on the exit path, not into the kernel.
  for (unsigned U = 0; U < (counted() ? 1 : Plan.Unroll); ++U)
    Exits.push_back(Make());
  Epi = Make();
  OrigPre = Make();
  Join = Make();
  // Layout: preheader, guards, prologue, kernel, epilogue, the original
  // preheader and loop, join, exit. Every new block ends in explicit
  // branches, so only the preheader's and the loop's fall-throughs matter.
  MachineFunction::iterator Pos = std::next(Shape.Preheader->getIterator());
  for (MachineBasicBlock *MBB : NewBlocks)
    if (MBB != Join)
      MF.insert(Pos, MBB);
  MF.insert(std::next(L->getIterator()), Join);
}

void Expander::branch(MachineBasicBlock &From, Register Cond,
                      MachineBasicBlock *Next, MachineBasicBlock *Out) {
  SmallVector<MachineOperand, 1> C{MachineOperand::CreateReg(Cond, false)};
  if (Shape.ContinueIfTrue)
    TII.insertBranch(From, Next, Out, C, DL);
  else
    TII.insertBranch(From, Out, Next, C, DL);
  From.addSuccessor(Next);
  From.addSuccessor(Out);
}

Register Expander::cloneSlice(MachineBasicBlock &MBB,
                              DenseMap<unsigned, Register> &State) {
  DenseMap<unsigned, Register> Map;
  auto Lookup = [&](Register R) -> Register {
    if (auto It = Map.find(R.id()); It != Map.end())
      return It->second;
    if (auto It = State.find(R.id()); It != State.end())
      return It->second;
    return R; // Loop-invariant.
  };
  for (MachineInstr *MI : Shape.Slice) {
    MachineInstr *NewMI = MF.CloneMachineInstr(MI);
    for (MachineOperand &MO : NewMI->operands()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      if (MO.isDef()) {
        Register New = newReg(MO.getReg());
        Map[MO.getReg().id()] = New;
        MO.setReg(New);
      } else {
        MO.setReg(Lookup(MO.getReg()));
        MO.setIsKill(false);
      }
    }
    MBB.insert(MBB.end(), NewMI);
  }
  Register Cond = Lookup(Shape.Cond);
  DenseMap<unsigned, Register> Next;
  for (MachineInstr *Phi : Shape.SlicePHIs)
    Next[Phi->getOperand(0).getReg().id()] = Lookup(phiIncoming(*Phi, L));
  State = std::move(Next);
  return Cond;
}

void Expander::emitGuard() {
  if (counted())
    return;
  DenseMap<unsigned, Register> State;
  for (MachineInstr *Phi : Shape.SlicePHIs)
    State[Phi->getOperand(0).getReg().id()] =
        phiIncoming(*Phi, Shape.Preheader);
  // Iterations 0..S-1 all run iff conditions 0..S-2 all say "continue".
  for (auto [K, G] : enumerate(Guards)) {
    Register Cond = cloneSlice(*G, State);
    MachineBasicBlock *Next = K + 1 < Guards.size() ? Guards[K + 1] : Pro;
    if (Plan.TestBreakGuard && !(K + 1 < Guards.size())) {
      TII.insertUnconditionalBranch(*G, Next, DL);
      G->addSuccessor(Next);
      continue;
    }
    branch(*G, Cond, Next, OrigPre);
  }
  GuardState = std::move(State);
  TII.insertUnconditionalBranch(*OrigPre, L, DL);
  OrigPre->addSuccessor(L);
}

Error Expander::findOpcodes() {
  std::string W = bits();
  for (std::string Name :
       {"ADDi" + W + "ri", "ADDi" + W + "rr", "SUBi" + W + "rr",
        "ADDi" + bitsName(Plan.Count.IVBits) + "ri",
        "ADDi" + bitsName(Plan.Count.IVBits) + "rr", "MULTi" + W + "ri",
        std::string("CVT_u32_u64"), "UDIVi" + W + "ri",
        "SETP_s" + W + "rr", "SETP_u" + W + "rr", "SETP_u" + W + "ri",
        "SELP_b" + W + "ri", "IMOV" + W + "ri"})
    if (!opcodeNamed(TII, Name))
      return fail("internal: this LLVM has no NVPTX opcode " + Name);
  return Error::success();
}

MachineInstrBuilder Expander::build(MachineBasicBlock &MBB, StringRef Name,
                                    Register Like) {
  return BuildMI(MBB, MBB.end(), DL, TII.get(opcodeNamed(TII, Name)),
                 newReg(Like));
}

Register Expander::addImm(MachineBasicBlock &MBB, Register X, int64_t Imm) {
  if (Imm == 0)
    return X;
  return build(MBB, "ADDi" + bits() + "ri", X).addReg(X).addImm(Imm).getReg(0);
}

Register Expander::divImm(MachineBasicBlock &MBB, Register X, int64_t Imm) {
  if (Imm == 1)
    return X;
  return build(MBB, "UDIVi" + bits() + "ri", X).addReg(X).addImm(Imm).getReg(0);
}

/// The count, in the IV's width, from v0 (the tested value of iteration 0)
/// and the bound n, with d = |Step| and D = n - v0 (v0 - n counting down):
///   v != n:  N = D / d + 1
///   v <  n:  N = v0 < n  ? (D - 1) / d + 2 : 1
///   v <= n:  N = v0 <= n ? D / d + 2 : 1
/// (> and >= alike, counting down). Each is exact where v does not wrap
/// before the exit, and never more than the real trip count otherwise
/// (v != n whose step skips n, or a v that wraps, runs longer; a sum that
/// wraps to a small N sends the loop to the original code): the original
/// loop runs whatever remains.
Register Expander::emitCount(MachineBasicBlock &G) {
  const TripCount &TC = Plan.Count;
  Register IV = TC.Phi->getOperand(0).getReg();
  bool Up = TC.Step > 0;
  std::string W = bits();
  // v0 in the variable's width, then its low half where that is tested.
  std::string IVW = bitsName(TC.IVBits);
  Register V0 = TC.Init;
  if (TC.ComparesNext)
    V0 = build(G, "ADDi" + IVW + "ri", IV).addReg(V0).addImm(TC.Step).getReg(0);
  if (TC.Offset)
    V0 = build(G, "ADDi" + IVW + "rr", IV).addReg(TC.Offset).addReg(V0).getReg(0);
  if (TC.Truncated)
    V0 = build(G, "CVT_u32_u64", TC.Truncated)
             .addReg(V0)
             .addImm(TC.CvtMode)
             .getReg(0);
  // Registers of the tested width.
  IV = V0;
  Register Bound = TC.Bound;
  if (!Bound)
    Bound = build(G, "IMOV" + W + "ri", IV).addImm(TC.BoundImm).getReg(0);
  Register D = build(G, "SUBi" + W + "rr", IV)
                   .addReg(Up ? Bound : V0)
                   .addReg(Up ? V0 : Bound)
                   .getReg(0);
  int64_t Dist = Up ? TC.Step : -TC.Step;
  int64_t Plus = TC.Cmp == CountCmp::Ne ? 1 : 2;
  if (TC.Cmp == CountCmp::Strict) {
    if (Dist == 1)
      --Plus; // (D - 1) / 1 + 2
    else
      D = addImm(G, D, -1);
  }
  Register N = addImm(G, divImm(G, D, Dist), Plus);
  if (TC.Cmp == CountCmp::Ne)
    return N;
  int64_t Mode = TC.Cmp == CountCmp::Strict ? (Up ? ModeLt : ModeGt)
                                             : (Up ? ModeLe : ModeGe);
  std::string Setp = (TC.Signed ? "SETP_s" : "SETP_u") + W + "rr";
  Register Runs =
      build(G, Setp, Shape.Cond).addReg(V0).addReg(Bound).addImm(Mode).getReg(0);
  return build(G, "SELP_b" + W + "ri", IV)
      .addReg(N)
      .addImm(1)
      .addReg(Runs)
      .getReg(0);
}

Error Expander::emitCountedGuard() {
  if (Error E = findOpcodes())
    return E;
  MachineBasicBlock &G = *Guards.front();
  Register N = emitCount(G);
  if (Plan.TestBreakGuard)
    N = addImm(G, N, 1);
  // Fewer than S-1+U iterations (N = 0 is 2^W): the original loop.
  int64_t Least = int64_t(Plan.Stages) - 1 + Plan.Unroll;
  Register Short = build(G, "SETP_u" + bits() + "ri", Shape.Cond)
                       .addReg(N)
                       .addImm(Least)
                       .addImm(ModeLt)
                       .getReg(0);
  Rounds = divImm(G, addImm(G, N, 1 - int64_t(Plan.Stages)), Plan.Unroll);
  SmallVector<MachineOperand, 1> C{MachineOperand::CreateReg(Short, false)};
  TII.insertBranch(G, OrigPre, Pro, C, DL);
  G.addSuccessor(OrigPre);
  G.addSuccessor(Pro);
  TII.insertUnconditionalBranch(*OrigPre, L, DL);
  OrigPre->addSuccessor(L);
  return Error::success();
}

Expected<Register> Expander::resolve(Register R, int64_t Iter, Frame F) {
  Register Start = R;
  int64_t StartIter = Iter;
  while (definedIn(MRI, R, L)) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def->isPHI()) {
      auto &M = map(F);
      if (auto It = M.find({R.id(), Iter}); It != M.end())
        return It->second;
      if (F == Frame::Kernel)
        return kernelPHI(Start, StartIter);
      if (F == Frame::Epilogue)
        return epiloguePHI(Start, StartIter);
      return fail("internal: iteration " + Twine(Iter) +
                  " of a value is not in the prologue");
    }
    if (F == Frame::Prologue && Iter == 0)
      return phiIncoming(*Def, Shape.Preheader);
    Register Latch = phiIncoming(*Def, L);
    if (!definedIn(MRI, Latch, L)) {
      // The PHI is its init value in iteration 0 and Latch after. The
      // kernel's and the epilogue's frames start at iteration S-1 or later,
      // so Iter >= 1 - (S-1) there means iteration 1 or later; otherwise
      // the first round decides, through a PHI fed by the prologue.
      if (F == Frame::Prologue || Iter + int64_t(Plan.Stages) - 1 >= 1)
        return Latch;
      return F == Frame::Kernel ? kernelPHI(Start, StartIter)
                                : epiloguePHI(Start, StartIter);
    }
    R = Latch;
    --Iter;
  }
  return R;
}

Expected<Register> Expander::kernelPHI(Register R, int64_t Iter) {
  if (auto It = KernelPHIs.find({R.id(), Iter}); It != KernelPHIs.end())
    return It->second;
  // The first round's value comes from the prologue: iteration S-1+Iter.
  Expected<Register> In = resolve(R, int64_t(Plan.Stages) - 1 + Iter,
                                  Frame::Prologue);
  if (!In)
    return In.takeError();
  Register New = newReg(R);
  MachineBasicBlock *K0 = Kernels.front();
  MachineInstr *Phi =
      BuildMI(*K0, K0->begin(), DL, TII.get(TargetOpcode::PHI), New)
          .addReg(*In)
          .addMBB(Pro);
  KernelPHIs[{R.id(), Iter}] = New;
  Pending.emplace_back(Phi, R, Iter);
  if (KernelDone)
    if (Error E = fillPending())
      return std::move(E);
  return New;
}

Error Expander::fillPending() {
  for (auto [Phi, R, Iter] : Pending) {
    // The next round's Iter is this round's Iter + U, defined in this round
    // (or, past a PHI whose latch value is invariant, that value: the next
    // round is iteration S-1+It or later, in this round's frame).
    Register In = R;
    int64_t It = Iter + Plan.Unroll;
    Register Value;
    while (definedIn(MRI, In, L) && MRI.getVRegDef(In)->isPHI()) {
      Register Latch = phiIncoming(*MRI.getVRegDef(In), L);
      if (!definedIn(MRI, Latch, L)) {
        if (It + int64_t(Plan.Stages) - 1 < 1)
          return fail("internal: an invariant-latch PHI in the first round");
        Value = Latch;
        break;
      }
      In = Latch;
      --It;
    }
    if (!Value) {
      auto Found = KMap.find({In.id(), It});
      if (Found == KMap.end())
        return fail("internal: a value lives longer than the kernel's " +
                    Twine(Plan.Unroll) + " copies");
      Value = Found->second;
    }
    MachineInstrBuilder(MF, Phi).addReg(Value).addMBB(Kernels.back());
  }
  Pending.clear();
  return Error::success();
}

Expected<Register> Expander::epiloguePHI(Register R, int64_t Iter) {
  if (auto It = EpiPHIs.find({R.id(), Iter}); It != EpiPHIs.end())
    return It->second;
  Register New = newReg(R);
  MachineInstrBuilder Phi =
      BuildMI(*Epi, Epi->begin(), DL, TII.get(TargetOpcode::PHI), New);
  // Leaving after copy U, the last iteration is the kernel's U (counted:
  // always after the last copy).
  for (auto [U, Out] : enumerate(Exits)) {
    int64_t Last = counted() ? int64_t(Plan.Unroll) - 1 : int64_t(U);
    Expected<Register> In = resolve(R, Last + Iter, Frame::Kernel);
    if (!In)
      return In.takeError();
    Phi.addReg(*In).addMBB(Out);
  }
  EpiPHIs[{R.id(), Iter}] = New;
  return New;
}

Error Expander::emitInstance(MachineBasicBlock &MBB, OpId P, int64_t Iter,
                             Frame F) {
  // Rewritten before it is inserted: until then its operands are on no
  // use-def list, so the original definitions stay the only ones.
  MachineInstr *NewMI = MF.CloneMachineInstr(Shape.Body[P]);
  for (MachineOperand &MO : NewMI->operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual() || MO.isDef())
      continue;
    Expected<Register> V = resolve(MO.getReg(), Iter, F);
    if (!V) {
      MF.deleteMachineInstr(NewMI);
      return V.takeError();
    }
    MO.setReg(*V);
    MO.setIsKill(false);
  }
  for (MachineOperand &MO : NewMI->operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual() || !MO.isDef())
      continue;
    Register New = newReg(MO.getReg());
    map(F)[{MO.getReg().id(), Iter}] = New;
    MO.setReg(New);
  }
  // A kernel wait passes the commits of later iterations the emission
  // order puts before it (PipelinePlan::KernelWaitCount).
  if (F == Frame::Kernel && Plan.AsyncWait == P &&
      (Plan.KernelWaitCount || Plan.TestBreakAsyncWait))
    NewMI->getOperand(0).setImm(Plan.KernelWaitCount +
                                (Plan.TestBreakAsyncWait ? 1 : 0));
  MBB.insert(MBB.end(), NewMI);
  return Error::success();
}

Error Expander::emitPrologue() {
  for (unsigned Step = 0; Step + 1 < Plan.Stages; ++Step)
    for (OpId P : Plan.StepOrder)
      if (Plan.Stage[P] <= Step)
        if (Error E = emitInstance(*Pro, P, int64_t(Step) - Plan.Stage[P],
                                   Frame::Prologue))
          return E;
  TII.insertUnconditionalBranch(*Pro, Kernels.front(), DL);
  Pro->addSuccessor(Kernels.front());
  return Error::success();
}

Error Expander::emitKernel() {
  // Look-ahead copies of the slice PHIs: the state of the newest iteration.
  MachineBasicBlock *K0 = Kernels.front();
  DenseMap<unsigned, Register> State;
  SmallVector<std::pair<MachineInstr *, unsigned>, 4> LookAhead;
  if (counted())
    return emitCountedKernel();
  for (MachineInstr *Phi : Shape.SlicePHIs) {
    unsigned Id = Phi->getOperand(0).getReg().id();
    Register New = newReg(Phi->getOperand(0).getReg());
    MachineInstr *NewPhi =
        BuildMI(*K0, K0->begin(), DL, TII.get(TargetOpcode::PHI), New)
            .addReg(GuardState.lookup(Id))
            .addMBB(Pro);
    State[Id] = New;
    LookAhead.emplace_back(NewPhi, Id);
  }
  for (auto [U, K] : enumerate(Kernels)) {
    for (OpId P : Plan.StepOrder)
      if (Error E = emitInstance(*K, P, int64_t(U) - Plan.Stage[P],
                                 Frame::Kernel))
        return E;
    Register Cond = cloneSlice(*K, State);
    MachineBasicBlock *Next =
        U + 1 < Kernels.size() ? Kernels[U + 1] : Kernels.front();
    branch(*K, Cond, Next, Exits[U]);
    TII.insertUnconditionalBranch(*Exits[U], Epi, DL);
    Exits[U]->addSuccessor(Epi);
  }
  MachineBasicBlock *Last = Kernels.back();
  for (auto [Phi, Id] : LookAhead)
    MachineInstrBuilder(MF, Phi).addReg(State.lookup(Id)).addMBB(Last);
  KernelDone = true;
  return fillPending();
}

Error Expander::emitCountedKernel() {
  MachineBasicBlock *K = Kernels.front();
  Register Left = newReg(Rounds);
  MachineInstr *Phi =
      BuildMI(*K, K->begin(), DL, TII.get(TargetOpcode::PHI), Left)
          .addReg(Rounds)
          .addMBB(Pro);
  for (unsigned U = 0; U < Plan.Unroll; ++U)
    for (OpId P : Plan.StepOrder)
      if (Error E = emitInstance(*K, P, int64_t(U) - Plan.Stage[P],
                                 Frame::Kernel))
        return E;
  // One test per round: another round iff rounds remain.
  Register Next = addImm(*K, Left, -1);
  Register More = build(*K, "SETP_u" + bits() + "ri", Shape.Cond)
                      .addReg(Next)
                      .addImm(0)
                      .addImm(ModeNe)
                      .getReg(0);
  MachineInstrBuilder(MF, Phi).addReg(Next).addMBB(K);
  SmallVector<MachineOperand, 1> C{MachineOperand::CreateReg(More, false)};
  TII.insertBranch(*K, K, Exits.front(), C, DL);
  K->addSuccessor(K);
  K->addSuccessor(Exits.front());
  TII.insertUnconditionalBranch(*Exits.front(), Epi, DL);
  Exits.front()->addSuccessor(Epi);
  KernelDone = true;
  return fillPending();
}

Error Expander::emitEpilogue() {
  for (unsigned Step = 1; Step < Plan.Stages; ++Step)
    for (OpId P : Plan.StepOrder)
      if (Plan.Stage[P] >= Step)
        if (Error E = emitInstance(*Epi, P, int64_t(Step) - Plan.Stage[P],
                                   Frame::Epilogue))
          return E;
  if (counted())
    return emitRemainderTest();
  TII.insertUnconditionalBranch(*Epi, Join, DL);
  Epi->addSuccessor(Join);
  return Error::success();
}

Expected<Register> Expander::lastIV(MachineInstr &Phi) {
  const TripCount &TC = Plan.Count;
  if (&Phi != TC.Phi || TC.IVBits != TC.Bits)
    return resolve(Phi.getOperand(0).getReg(), 0, Frame::Epilogue);
  // The variable of iteration k is Init + k * Step (in its width, wrapping
  // alike); the last one in flight is S-2 + Rounds * U. Computed here, it
  // leaves the kernel's copies of the variable dead where nothing else
  // reads them.
  std::string W = bits();
  Register Iter = Rounds;
  if (Plan.Unroll != 1)
    Iter = build(*Epi, "MULTi" + W + "ri", Rounds)
               .addReg(Rounds)
               .addImm(Plan.Unroll)
               .getReg(0);
  Iter = addImm(*Epi, Iter, int64_t(Plan.Stages) - 2);
  Register Offset = build(*Epi, "MULTi" + W + "ri", Rounds)
                        .addReg(Iter)
                        .addImm(TC.Step)
                        .getReg(0);
  return build(*Epi, "ADDi" + W + "rr", Rounds)
      .addReg(TC.Init)
      .addReg(Offset)
      .getReg(0);
}

Error Expander::emitRemainderTest() {
  // The slice state of the last iteration in flight; its condition says
  // whether the next iteration exists.
  DenseMap<unsigned, Register> State;
  for (MachineInstr *Phi : Shape.SlicePHIs) {
    Expected<Register> V = lastIV(*Phi);
    if (!V)
      return V.takeError();
    State[Phi->getOperand(0).getReg().id()] = *V;
  }
  // The original loop's header PHIs in the next iteration: the slice's
  // from its clone, the others' their latch values in the last iteration.
  Register Cond = cloneSlice(*Epi, State);
  for (auto [Id, V] : State)
    RemainderState[Id] = V;
  for (MachineInstr &Phi : L->phis()) {
    if (RemainderState.count(Phi.getOperand(0).getReg().id()))
      continue;
    Expected<Register> V = resolve(phiIncoming(Phi, L), 0, Frame::Epilogue);
    if (!V)
      return V.takeError();
    RemainderState[Phi.getOperand(0).getReg().id()] = *V;
  }
  branch(*Epi, Cond, OrigPre, Join);
  return Error::success();
}

/// Values of the loop used after it: a PHI in the join block merges the
/// original loop's value with the epilogue's. Every value is resolved
/// before any use is rewritten, so that a failure leaves the uses alone.
Error Expander::emitJoin() {
  auto Outside = [&](const MachineInstr &U) {
    return U.getParent() != L && !is_contained(NewBlocks, U.getParent());
  };
  SmallVector<std::pair<Register, Register>, 16> LiveOut;
  for (MachineInstr &MI : *L)
    for (const MachineOperand &MO : MI.all_defs()) {
      if (!MO.isReg() || !MO.getReg().isVirtual() ||
          none_of(MRI.use_instructions(MO.getReg()), Outside))
        continue;
      Expected<Register> V = resolve(MO.getReg(), 0, Frame::Epilogue);
      if (!V)
        return V.takeError();
      LiveOut.emplace_back(MO.getReg(), *V);
    }
  for (auto [R, V] : LiveOut) {
    Register New = newReg(R);
    BuildMI(*Join, Join->begin(), DL, TII.get(TargetOpcode::PHI), New)
        .addReg(R)
        .addMBB(L)
        .addReg(V)
        .addMBB(Epi);
    for (MachineOperand &MO : make_early_inc_range(MRI.use_operands(R))) {
      if (!Outside(*MO.getParent()) || MO.getParent()->getParent() == Join)
        continue;
      MO.setReg(New);
      MO.setIsKill(false);
    }
  }
  TII.insertUnconditionalBranch(*Join, Shape.Exit, DL);
  return Error::success();
}

/// Links the new code into the function: the preheader enters the guard,
/// the original loop is entered from its new preheader and leaves to the
/// join block.
void Expander::wireUp() {
  MachineBasicBlock *Pre = Shape.Preheader;
  Pre->ReplaceUsesOfBlockWith(L, Guards.front());
  for (MachineInstr &Phi : L->phis())
    for (unsigned K = 1; K + 1 < Phi.getNumOperands(); K += 2) {
      if (Phi.getOperand(K + 1).getMBB() != Pre)
        continue;
      Phi.getOperand(K + 1).setMBB(OrigPre);
      if (!counted())
        continue;
      // Counted: the original loop starts from the preheader's values or
      // from the epilogue's (the remaining iterations).
      Register Init = Phi.getOperand(K).getReg();
      Register New = newReg(Phi.getOperand(0).getReg());
      BuildMI(*OrigPre, OrigPre->begin(), DL, TII.get(TargetOpcode::PHI), New)
          .addReg(Init)
          .addMBB(Guards.front())
          .addReg(RemainderState.lookup(Phi.getOperand(0).getReg().id()))
          .addMBB(Epi);
      Phi.getOperand(K).setReg(New);
    }
  L->ReplaceUsesOfBlockWith(Shape.Exit, Join);
  Join->addSuccessor(Shape.Exit);
  // The exit's PHIs now hear from the join block (their values were
  // rewritten to the join PHIs by emitJoin()).
  for (MachineInstr &Phi : Shape.Exit->phis())
    for (unsigned K = 1; K + 1 < Phi.getNumOperands(); K += 2)
      if (Phi.getOperand(K + 1).getMBB() == L)
        Phi.getOperand(K + 1).setMBB(Join);
}

/// Removes the clones whose results nobody reads (the original exit test,
/// an induction variable only the exit tests read, ...): marks live what
/// has effects, branches, or is read outside the new blocks, and what
/// live instructions read, so that dead cycles through the kernel's PHIs go
/// too.
void Expander::removeDeadCode() {
  DenseSet<const MachineBasicBlock *> New(NewBlocks.begin(), NewBlocks.end());
  auto Root = [&](const MachineInstr &MI) {
    if (MI.isTerminator() || MI.mayLoad() || MI.mayStore() ||
        MI.hasUnmodeledSideEffects() || MI.isInlineAsm() || MI.isCall() ||
        MI.getNumDefs() == 0)
      return true;
    return any_of(MI.all_defs(), [&](const MachineOperand &MO) {
      return !MO.getReg().isVirtual() ||
             any_of(MRI.use_nodbg_instructions(MO.getReg()),
                    [&](const MachineInstr &U) {
                      return !New.contains(U.getParent());
                    });
    });
  };
  DenseSet<const MachineInstr *> Live;
  SmallVector<const MachineInstr *, 64> Work;
  for (MachineBasicBlock *MBB : NewBlocks)
    for (MachineInstr &MI : *MBB)
      if (Root(MI) && Live.insert(&MI).second)
        Work.push_back(&MI);
  while (!Work.empty()) {
    const MachineInstr *MI = Work.pop_back_val();
    for (const MachineOperand &MO : MI->uses()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      const MachineInstr *Def = MRI.getVRegDef(MO.getReg());
      if (Def && New.contains(Def->getParent()) && Live.insert(Def).second)
        Work.push_back(Def);
    }
  }
  for (MachineBasicBlock *MBB : NewBlocks)
    for (MachineInstr &MI : make_early_inc_range(*MBB))
      if (!Live.contains(&MI))
        MI.eraseFromParent();
}

void Expander::discard() {
  for (MachineBasicBlock *MBB : NewBlocks) {
    while (!MBB->empty())
      MBB->begin()->eraseFromParent();
    while (!MBB->succ_empty())
      MBB->removeSuccessor(MBB->succ_begin());
  }
  for (MachineBasicBlock *MBB : NewBlocks)
    MF.erase(MBB);
}

Expected<MachineBasicBlock *> Expander::run() {
  if (Plan.Stages < 2)
    return fail("the schedule has one stage: no iterations overlap");
  if (Plan.UnshareEntryValues)
    unshareEntryValues();
  createBlocks();
  emitGuard();
  Error E = counted() ? emitCountedGuard() : Error::success();
  if (!E)
    E = emitPrologue();
  if (!E)
    E = emitKernel();
  if (!E)
    E = emitEpilogue();
  if (!E)
    E = emitJoin();
  if (E) {
    discard();
    return std::move(E);
  }
  wireUp();
  removeDeadCode();
  // Kill flags on the original loop and its invariants no longer hold.
  for (MachineBasicBlock *MBB : NewBlocks)
    for (MachineInstr &MI : *MBB)
      for (MachineOperand &MO : MI.uses())
        if (MO.isReg() && MO.getReg().isVirtual())
          MRI.clearKillFlags(MO.getReg());
  for (MachineInstr &MI : *L)
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        MRI.clearKillFlags(MO.getReg());
  return Kernels.front();
}

} // namespace

Expected<MachineBasicBlock *> twill::nvptx::expandLoop(LoopShape &Shape,
                                                       const PipelinePlan &Plan) {
  return Expander(Shape, Plan).run();
}

bool twill::nvptx::isCtaUniform(const MachineRegisterInfo &MRI,
                                const TargetInstrInfo &TII, Register R,
                                const MachineBasicBlock *Loop) {
  SmallPtrSet<const MachineInstr *, 8> PhisSeen;
  unsigned Budget = UniformSearchBudget;
  return isUniform(MRI, TII, R, Loop, PhisSeen, Budget);
}
