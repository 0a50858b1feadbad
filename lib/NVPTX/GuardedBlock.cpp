//===- GuardedBlock.cpp - If-then bodies folded into one block ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// analyzeGuardedLoop() and foldGuardedLoop() (GuardedBlock.h). NVPTX's
/// machine instructions have no predicated forms, so a guarded load or
/// store becomes inline PTX with a guard, built from the operands of the
/// NVPTX LD/ST instruction it replaces (decodeMemAccess, MemAccess.h). The
/// header's branch is CBranch (`@%p bra`) or CBranchOther (`@!%p bra`),
/// neither of which NVPTX's analyzeBranch takes apart when the second is
/// the one, so it is read here.
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/GuardedBlock.h"
#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;
using namespace twill::nvptx;

namespace {

Error fail(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

/// Whether \p MI names a physical register.
bool hasPhysReg(const MachineInstr &MI) {
  return any_of(MI.operands(), [](const MachineOperand &MO) {
    return MO.isReg() && MO.getReg() && !MO.getReg().isVirtual();
  });
}

/// The instruction as the remark names it.
std::string describe(const MachineInstr &MI) {
  std::string Text;
  raw_string_ostream OS(Text);
  MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
           /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  return StringRef(Text).trim().str();
}

/// Why \p MI cannot run in the folded body, or "" when it can: pure
/// instructions run unconditionally, decodable loads and stores under the
/// guard.
std::string whyNotFoldable(const MachineInstr &MI, const TargetInstrInfo &TII) {
  if (MI.isPHI())
    return "a PHI";
  // A half or bfloat16 immediate is marked with side effects for want of a
  // selection pattern; it is a move, and runs unconditionally.
  if (isHalfConstant(MI))
    return "";
  // ld.global.nc is marked with side effects for want of memory operands;
  // it only reads data the kernel does not write, so it may run under a
  // predicate like any other load.
  if (std::optional<MemAccess> M = decodeMemAccess(MI, TII);
      M && M->NonCoherent && !MI.isCall() && !MI.isInlineAsm() &&
      !MI.isConvergent() && !hasPhysReg(MI))
    return "";
  if (MI.isCall() || MI.isInlineAsm() || MI.hasUnmodeledSideEffects() ||
      MI.isConvergent() || TII.isFrameInstr(MI))
    return "it has side effects, calls, or must run as the threads converge";
  if (hasPhysReg(MI))
    return "it names a physical register";
  if (!MI.mayLoad() && !MI.mayStore())
    return "";
  if (any_of(MI.memoperands(),
             [](const MachineMemOperand *MMO) { return MMO->isAtomic(); }))
    return "an atomic access";
  if (!decodeMemAccess(MI, TII))
    return "a memory access other than a scalar or vector, non-volatile "
           "load or store through a 64-bit register address";
  return "";
}

/// The register classes the latch's PHIs may have, and the `selp` that
/// chooses between two values of each.
constexpr std::pair<const char *, const char *> SelectFor[] = {
    {"Int16Regs", "SELP_b16rr"},   {"Int32Regs", "SELP_b32rr"},
    {"Int64Regs", "SELP_b64rr"},   {"Float32Regs", "SELP_f32rr"},
    {"Float64Regs", "SELP_f64rr"},
};

/// The opcode of SelectFor's `selp` for each register class, by class name
/// (opcodeNamed); a class whose `selp` this LLVM lacks is absent.
StringMap<unsigned> selectOpcodes(const TargetInstrInfo &TII) {
  StringMap<unsigned> Opcodes;
  for (auto [Class, Select] : SelectFor)
    if (unsigned Opc = opcodeNamed(TII, Select))
      Opcodes[Class] = Opc;
  return Opcodes;
}

/// Whether \p S is one side of a region: entered only from its head,
/// falling into \p Join, neither the loop's header nor its latch.
bool isSideInto(const MachineLoop &L, const MachineBasicBlock *S,
                const MachineBasicBlock *Join, const GuardedLoop &G) {
  return S && S != G.Latch && S != G.Header && L.contains(S) &&
         S->pred_size() == 1 && S->succ_size() == 1 &&
         *S->succ_begin() == Join && !S->isEHPad();
}

/// Checks the one entry through a dedicated preheader and the one exit
/// from the latch, what the pipeliner's shape analysis asks of the folded
/// loop, before anything changes.
Error checkEntryAndExit(const MachineLoop &L, const GuardedLoop &G) {
  const MachineBasicBlock *Preheader = nullptr;
  for (const MachineBasicBlock *P : G.Header->predecessors())
    if (P != G.Latch && (Preheader || L.contains(P)))
      return fail("the loop has several entries");
    else if (P != G.Latch)
      Preheader = P;
  if (!Preheader || Preheader->succ_size() != 1 || Preheader->isEHPad() ||
      G.Header->isEHPad())
    return fail("the loop has no dedicated preheader");
  for (const MachineBasicBlock *S : G.Latch->successors())
    if (S != G.Header && (L.contains(S) || S->isEHPad()))
      return fail("the latch does not exit the loop to an ordinary block");
  return Error::success();
}

/// "the header" for the loop's header, else "block bb.N".
std::string blockName(const MachineBasicBlock &MBB, const GuardedLoop &G) {
  return &MBB == G.Header ? "the header"
                          : "block bb." + std::to_string(MBB.getNumber());
}

/// Reads the region that \p Head begins: an if-then (Head branches to a
/// guarded block and to the join it falls into) or an if-then-else (to two
/// blocks that fall into one join), and which side runs when the branch
/// condition holds.
Expected<GuardedRegion> findRegion(const MachineLoop &L,
                                   MachineBasicBlock &Head,
                                   const GuardedLoop &G,
                                   const TargetInstrInfo &TII) {
  std::string Where = blockName(Head, G);
  std::optional<HeaderBranch> B = decodeHeaderBranch(Head, TII);
  if (!B)
    return fail(Where + "'s branch is not a conditional branch on a "
                        "predicate (CBranch or CBranchOther)");
  MachineBasicBlock *Other = nullptr;
  for (MachineBasicBlock *S : Head.successors())
    if (S != B->Taken)
      Other = S;
  if (Head.succ_size() != 2 || !Other)
    return fail(Where + "'s branch has an unexpected shape");
  GuardedRegion R;
  R.Head = &Head;
  R.Cond = B->Cond;
  R.NegatedBranch = !B->TakenOnTrue;
  if (isSideInto(L, B->Taken, Other, G)) {
    R.Then = B->Taken, R.Join = Other;
    R.ThenOnTrue = B->TakenOnTrue;
  } else if (isSideInto(L, Other, B->Taken, G)) {
    R.Then = Other, R.Join = B->Taken;
    R.ThenOnTrue = !B->TakenOnTrue;
  } else if (B->Taken->succ_size() == 1 &&
             isSideInto(L, Other, *B->Taken->succ_begin(), G) &&
             isSideInto(L, B->Taken, *B->Taken->succ_begin(), G)) {
    R.Then = B->TakenOnTrue ? B->Taken : Other;
    R.Else = B->TakenOnTrue ? Other : B->Taken;
    R.Join = *B->Taken->succ_begin();
  } else {
    return fail(
        "the body is not a chain of if-thens and if-then-elses: " + Where +
        " branches neither to a guarded block and the block it falls "
        "into, nor to two blocks that fall into one");
  }
  if (R.Join == G.Header || !L.contains(R.Join) || R.Join->isEHPad() ||
      R.Join->pred_size() != 2)
    return fail("block bb." + std::to_string(R.Join->getNumber()) +
                " is not where the two paths of " + Where + "'s branch meet");
  return R;
}

/// Checks the CFG of a chain of if-then and if-then-else regions and finds
/// its blocks and guards.
Expected<GuardedLoop> findBlocks(const MachineLoop &L,
                                 const TargetInstrInfo &TII) {
  GuardedLoop G;
  G.Header = L.getHeader();
  G.Latch = L.getLoopLatch();
  if (L.getNumBlocks() < 3 || !G.Latch || G.Latch == G.Header)
    return fail("the body is not a chain of if-thens and if-then-elses "
                "(three or more blocks, one latch)");
  // Each region takes its sides and its join: the walk ends within the
  // loop's blocks, at the latch or at the first block off the chain.
  unsigned Blocks = 1;
  for (MachineBasicBlock *Head = G.Header; Head != G.Latch;) {
    if (Blocks >= L.getNumBlocks())
      return fail("the body is not a chain of if-thens and if-then-elses "
                  "ending at the latch");
    Expected<GuardedRegion> R = findRegion(L, *Head, G, TII);
    if (!R)
      return R.takeError();
    Blocks += R->Else ? 3 : 2;
    Head = R->Join;
    G.Regions.push_back(*R);
  }
  if (Blocks != L.getNumBlocks())
    return fail("the body has blocks off its chain of if-thens and "
                "if-then-elses");
  if (G.Latch->succ_size() != 2)
    return fail("the latch is not where the last region's paths meet");
  if (Error E = checkEntryAndExit(L, G))
    return std::move(E);
  MachineBasicBlock *LT = nullptr, *LF = nullptr;
  SmallVector<MachineOperand, 4> LCond;
  if (TII.analyzeBranch(*G.Latch, LT, LF, LCond, /*AllowModify=*/false) ||
      LCond.empty())
    return fail("the latch's branch is not a conditional branch");
  return G;
}

/// "{$F, $F+1, ...}" for \p N operands from \p First, or "$F" for one.
std::string operandList(unsigned First, unsigned N) {
  if (N == 1)
    return "$" + std::to_string(First);
  std::string Text = "{";
  for (unsigned I = 0; I < N; ++I)
    Text += (I ? ", $" : "$") + std::to_string(First + I);
  return Text + "}";
}

/// The inline PTX of \p M under the guard: operands $0.. (the loaded
/// values, for a load), then the guard, the address and (for a store) the
/// values. A load writes 0 first, so that its registers are defined on
/// either side of the guard (\p RegBits wide); selp then discards them
/// where the guard is false.
std::string guardedText(const MemAccess &M, bool Negate, unsigned RegBits) {
  std::string Addr = M.Offset ? "+" + std::to_string(M.Offset) : "";
  std::string Guard = Negate ? "@!" : "@";
  unsigned N = M.Values.size();
  if (M.IsStore)
    return Guard + "$0 st" + M.Space.str() + M.Type + " \t[$1" + Addr +
           "], " + operandList(2, N) + ";";
  std::string Text;
  for (unsigned I = 0; I < N; ++I)
    Text += "mov.b" + std::to_string(RegBits) + " \t$" + std::to_string(I) +
            ", 0;\n\t";
  return Text + Guard + "$" + std::to_string(N) + " ld" + M.Space.str() +
         M.Type + " \t" + operandList(0, N) + ", [$" + std::to_string(N + 1) +
         Addr + "];";
}

/// Replaces the load or store \p MI, moved to \p At, by its guarded inline
/// PTX with the same memory operands; it runs where \p Cond is \p OnTrue.
void predicate(MachineInstr &MI, const MemAccess &M, Register Cond,
               bool OnTrue, MachineBasicBlock &MBB,
               MachineBasicBlock::iterator At, const TargetInstrInfo &TII) {
  MachineFunction &MF = *MBB.getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  MachineInstrBuilder B =
      BuildMI(MBB, At, MI.getDebugLoc(), TII.get(TargetOpcode::INLINEASM));
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(M.Values[0]));
  B.addExternalSymbol(
      MF.createExternalSymbolName(guardedText(M, !OnTrue, Bits)));
  B.addImm(M.IsStore ? InlineAsm::Extra_MayStore : InlineAsm::Extra_MayLoad);
  // Early-clobber: the statement writes the loaded registers (with 0)
  // before it reads the address, which must not share a register with them
  // (a pointer chased through a loop's PHI may be coalesced with the value
  // loaded into it otherwise).
  if (!M.IsStore)
    for (Register V : M.Values) {
      InlineAsm::Flag F(InlineAsm::Kind::RegDefEarlyClobber, 1);
      F.setRegClass(MRI.getRegClass(V)->getID());
      B.addImm(F);
      B.addReg(V, RegState::Define | RegState::EarlyClobber);
    }
  addInlineAsmUse(B, Cond);
  addInlineAsmUse(B, M.Addr);
  if (M.IsStore)
    for (Register V : M.Values)
      addInlineAsmUse(B, V);
  // The replaced instruction's kill flags do not carry over.
  for (MachineOperand &MO : B->operands())
    if (MO.isReg() && MO.isUse())
      MO.setIsKill(false);
  B.cloneMemRefs(MI);
  MI.eraseFromParent();
}

/// Whether \p Mnemonic is a warp-collective tensor-core operation whose
/// guard may be hoisted: the wmma family, mma.sync and ldmatrix (.aligned:
/// the 32 lanes of a warp run the same instruction, so that in any run the
/// PTX ISA defines, the guard is the same for the whole warp). Hoisting a
/// loop-invariant guard keeps, for every thread, the instances it runs.
bool isHoistableCollective(StringRef Mnemonic) {
  return Mnemonic.starts_with("wmma.") || Mnemonic.starts_with("mma.sync.") ||
         Mnemonic.starts_with("ldmatrix.sync.");
}

/// Whether \p Mnemonic is a warp-collective tensor-core operation that is
/// neither predicated nor hoisted (stmatrix; wgmma, whose .aligned covers a
/// warp group of four warps, not one).
bool isOtherCollective(StringRef Mnemonic) {
  return isWarpCollectiveMnemonic(Mnemonic) &&
         !isHoistableCollective(Mnemonic);
}

/// The operand groups of the inline asm \p MI (flag word, then its
/// registers), as the asm string numbers them ($0, $1, ...): the index of
/// each group's flag.
SmallVector<unsigned, 8> asmGroups(const MachineInstr &MI) {
  SmallVector<unsigned, 8> Groups;
  for (unsigned I = InlineAsm::MIOp_FirstOperand;
       I < MI.getNumOperands() && MI.getOperand(I).isImm();
       I +=
       InlineAsm::Flag(MI.getOperand(I).getImm()).getNumOperandRegisters() + 1)
    Groups.push_back(I);
  return Groups;
}

/// Whether \p R is a virtual register the fold can write 0 to before a
/// predicated collective (mov.b16/b32/b64): of 16, 32 or 64 bits.
bool isZeroableOutput(Register R, const MachineFunction &MF) {
  if (!R.isVirtual())
    return false;
  unsigned Bits = MF.getSubtarget().getRegisterInfo()->getRegSizeInBits(
      *MF.getRegInfo().getRegClass(R));
  return Bits == 16 || Bits == 32 || Bits == 64;
}

/// Whether \p F is an output group of inline asm.
bool isAsmDef(const InlineAsm::Flag &F) {
  return F.isRegDefKind() || F.isRegDefEarlyClobberKind();
}

/// The statement of \p MI where it is a warp-collective tensor-core
/// instruction of inline PTX (isHoistableCollective: ldmatrix, mma.sync,
/// wmma) that the fold can run under a guard: one unguarded statement
/// (clang's `asm volatile("ldmatrix.sync.aligned... {%0, ...}, [%4];")`),
/// virtual registers only, every output of 16, 32 or 64 bits, so that an
/// untied one can be zeroed where the guard is false (tied outputs keep
/// their input there, as the original's other path does).
std::optional<StringRef> predicableCollective(const MachineInstr &MI) {
  if (!MI.isInlineAsm() || hasPhysReg(MI))
    return std::nullopt;
  StringRef Text =
      StringRef(MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName())
          .trim();
  if (Text.empty() || Text.front() == '@' || Text.front() == '{' ||
      Text.count(';') != 1 || !Text.ends_with(";") ||
      !isHoistableCollective(Text.take_until(isSpace)))
    return std::nullopt;
  for (unsigned I : asmGroups(MI)) {
    InlineAsm::Flag F(MI.getOperand(I).getImm());
    if (!isAsmDef(F))
      continue;
    // One register per output: $N names it, and the move of 0 writes it.
    const MachineOperand &MO = MI.getOperand(I + 1);
    if (F.getNumOperandRegisters() != 1 || !MO.isReg() ||
        !isZeroableOutput(MO.getReg(), *MI.getMF()))
      return std::nullopt;
  }
  return Text;
}

/// The inline PTX of the NVPTX record \p MI where it is a warp-collective
/// tensor-core instruction (the wmma and ldmatrix intrinsics) that the fold
/// can write as one statement of inline PTX and predicate: \p Statement
/// prints it, and every output is a 16-, 32- or 64-bit virtual register.
std::optional<std::string> convertibleCollective(const MachineInstr &MI,
                                                 StatementFn Statement) {
  if (!Statement || MI.isInlineAsm() || hasPhysReg(MI))
    return std::nullopt;
  std::optional<std::string> Text = Statement(MI);
  if (!Text || !isHoistableCollective(StringRef(*Text).take_until(isSpace)))
    return std::nullopt;
  for (const MachineOperand &MO : MI.defs())
    if (!isZeroableOutput(MO.getReg(), *MI.getMF()))
      return std::nullopt;
  return Text;
}

/// The merges a fold makes without selp (keptOutputs): Merge maps a
/// value a join's PHI takes from one side to the value it takes from the
/// other, which the first holds where its side does not run; Source maps
/// an untied output of a predicated collective to the input that
/// predicateCollective copies into it for that.
struct KeptOutputs {
  DenseMap<Register, Register> Merge;
  DenseMap<Register, Register> Source;
};

/// The collective \p MI's outputs, each with the input tied to it (none
/// for an untied one), and its inputs: virtual registers in operand order.
std::pair<SmallVector<std::pair<Register, Register>, 8>,
          SmallVector<Register, 16>>
collectiveRegisters(const MachineInstr &MI) {
  SmallVector<std::pair<Register, Register>, 8> Outputs;
  SmallVector<Register, 16> Inputs;
  for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
    const MachineOperand &MO = MI.getOperand(I);
    if (!MO.isReg() || !MO.getReg().isVirtual() || MO.isImplicit())
      continue;
    if (!MO.isDef()) {
      Inputs.push_back(MO.getReg());
      continue;
    }
    Register Tied;
    if (MO.isTied())
      Tied = MI.getOperand(MI.findTiedOperandIdx(I)).getReg();
    Outputs.push_back({MO.getReg(), Tied});
  }
  return {Outputs, Inputs};
}

/// Whether \p MI is a full copy of one virtual register into another of
/// its class (clang's inline asm reads and writes its operands through
/// them).
bool isPlainCopy(const MachineInstr &MI, const MachineRegisterInfo &MRI) {
  if (!MI.isCopy() || MI.getOperand(0).getSubReg() ||
      MI.getOperand(1).getSubReg())
    return false;
  Register Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
  return Dst.isVirtual() && Src.isVirtual() &&
         MRI.getRegClass(Dst) == MRI.getRegClass(Src);
}

/// \p R with the plain copies that define it looked through (at most 8).
Register copySource(Register R, const MachineRegisterInfo &MRI) {
  for (unsigned Step = 0; Step < 8; ++Step) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || !isPlainCopy(*Def, MRI))
      break;
    R = Def->getOperand(1).getReg();
  }
  return R;
}

/// The PHI of \p Join that takes \p Out, or what a chain of single-use
/// plain copies (at most 8) makes of it, and the value it takes from the
/// other side; {null, none} where there is none.
std::pair<const MachineInstr *, Register>
joinMerge(Register Out, const MachineBasicBlock &Join,
          const MachineRegisterInfo &MRI) {
  for (unsigned Step = 0; Step < 8 && MRI.hasOneNonDBGUse(Out); ++Step) {
    const MachineInstr &Use = *MRI.use_instr_nodbg_begin(Out);
    if (Use.isPHI() && Use.getParent() == &Join && Use.getNumOperands() == 5)
      return {
          &Use,
          Use.getOperand(Use.getOperand(1).getReg() == Out ? 3 : 1).getReg()};
    if (!isPlainCopy(Use, MRI))
      break;
    Out = Use.getOperand(0).getReg();
  }
  return {nullptr, Register()};
}

/// The incoming value of \p Phi that KeptOutputs::Merge keeps it in, or
/// none.
Register keptMerge(const MachineInstr &Phi,
                   const DenseMap<Register, Register> &Merge) {
  if (Phi.getNumOperands() != 5)
    return Register();
  Register A = Phi.getOperand(1).getReg(), B = Phi.getOperand(3).getReg();
  if (A && Merge.lookup(A) == B)
    return A;
  if (B && Merge.lookup(B) == A)
    return B;
  return Register();
}

/// Whether \p Value is a PHI of the loop's \p Header whose value from the
/// latch is the merge \p Merge (through copies): an accumulator that the
/// region updates. An untied output is written from it only then: the
/// coalescer gives the output and that input one register (the move is to
/// itself) and no other input (a merge that takes another accumulator, as
/// a swap does, would have it written before the statement reads it).
bool isAccumulator(Register Value, const MachineInstr &Merge,
                   const MachineBasicBlock &Header,
                   const MachineRegisterInfo &MRI) {
  const MachineInstr *Phi = MRI.getVRegDef(Value);
  if (!Phi || !Phi->isPHI() || Phi->getParent() != &Header)
    return false;
  for (unsigned I = 1; I + 1 < Phi->getNumOperands(); I += 2)
    if (copySource(Phi->getOperand(I).getReg(), MRI) ==
        Merge.getOperand(0).getReg())
      return true;
  return false;
}

/// The merges of \p R's join that need no selp: the join takes an output
/// of a collective of one side (predicableCollective,
/// convertibleCollective; through clang's copies) and, from the other
/// side, a register the collective reads, which the output then holds
/// where the guard keeps the collective from running. That is its tied
/// input (`+f`: the predicated statement leaves it), or an input of its
/// class, which predicateCollective copies into an untied output instead
/// of 0, where it is the accumulator the merge updates (isAccumulator: a
/// wmma.mma's or an untied mma.sync's C). ifelse's
/// `phi(D', D)` then is D' itself, and ptxas issues neither the FSEL nor
/// the moves that keep D alive beside D' (its pipelined SASS with selp: 8
/// FSEL and 9 moves an iteration).
KeptOutputs keptOutputs(const GuardedRegion &R, const MachineBasicBlock &Header,
                        StatementFn Statement) {
  const MachineRegisterInfo &MRI = R.Join->getParent()->getRegInfo();
  KeptOutputs Kept;
  for (const MachineBasicBlock *S : {R.Then, R.Else}) {
    if (!S)
      continue;
    for (const MachineInstr &MI : *S) {
      if (!predicableCollective(MI) && !convertibleCollective(MI, Statement))
        continue;
      auto [Outputs, Inputs] = collectiveRegisters(MI);
      for (const std::pair<Register, Register> &Output : Outputs) {
        Register Out = Output.first, Tied = Output.second;
        auto [Phi, Other] = joinMerge(Out, *R.Join, MRI);
        if (!Phi)
          continue;
        Register Want = copySource(Other, MRI);
        auto Source = find_if(Inputs, [&](Register In) {
          return copySource(In, MRI) == Want &&
                 MRI.getRegClass(In) == MRI.getRegClass(Out);
        });
        if (Tied ? copySource(Tied, MRI) != Want
                 : Source == Inputs.end() ||
                       !isAccumulator(Want, *Phi, Header, MRI))
          continue;
        if (!Tied)
          Kept.Source[Out] = *Source;
        Register Incoming =
            Phi->getOperand(Phi->getOperand(1).getReg() == Other ? 3 : 1)
                .getReg();
        Kept.Merge[Incoming] = Other;
      }
    }
  }
  return Kept;
}

/// Replaces the NVPTX record \p MI by inline PTX of \p Text (its
/// register operands in order as the asm's: outputs, then inputs), with
/// the same memory operands and the flags an `asm volatile` collective
/// has; returns the new instruction.
MachineInstr &asInlinePTX(MachineInstr &MI, StringRef Text,
                          const TargetInstrInfo &TII) {
  MachineFunction &MF = *MI.getMF();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  unsigned Extra =
      InlineAsm::Extra_HasSideEffects | InlineAsm::Extra_IsConvergent;
  if (MI.mayLoad())
    Extra |= InlineAsm::Extra_MayLoad;
  if (MI.mayStore())
    Extra |= InlineAsm::Extra_MayStore;
  MachineInstrBuilder B = BuildMI(*MI.getParent(), MI, MI.getDebugLoc(),
                                  TII.get(TargetOpcode::INLINEASM));
  B.addExternalSymbol(MF.createExternalSymbolName(Text));
  B.addImm(Extra);
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg())
      continue;
    InlineAsm::Flag F(
        MO.isDef() ? InlineAsm::Kind::RegDef : InlineAsm::Kind::RegUse, 1);
    F.setRegClass(MRI.getRegClass(MO.getReg())->getID());
    B.addImm(F);
    B.addReg(MO.getReg(), MO.isDef() ? RegState::Define : 0);
  }
  B.cloneMemRefs(MI);
  MI.eraseFromParent();
  return *B;
}

/// What predicateCollective writes into an untied output of \p MI (its
/// operand groups \p Groups) before the predicated statement: `$j`, the
/// input group that reads \p Kept, or 0 where there is none.
std::string keptSource(const MachineInstr &MI, ArrayRef<unsigned> Groups,
                       Register Kept) {
  for (unsigned J = 0; Kept && J < Groups.size(); ++J) {
    InlineAsm::Flag F(MI.getOperand(Groups[J]).getImm());
    if (F.isRegUseKind() && F.getNumOperandRegisters() == 1 &&
        MI.getOperand(Groups[J] + 1).getReg() == Kept)
      return "$" + std::to_string(J);
  }
  return "0";
}

/// Puts the inline-asm collective \p MI (predicableCollective gave its
/// statement \p Text) under the guard: it runs where \p Cond is \p OnTrue,
/// its untied outputs written first, so that they are defined on either
/// side: with the input \p Kept names for them (keptOutputs: the merge is
/// then the output itself), else with 0 (selp then discards it, as for a
/// guarded load). The guard is a new last operand group, before any
/// trailing metadata.
void predicateCollective(MachineInstr &MI, StringRef Text, Register Cond,
                         bool OnTrue, const KeptOutputs &Kept) {
  MachineFunction &MF = *MI.getMF();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  SmallVector<unsigned, 8> Groups = asmGroups(MI);
  SmallVector<bool, 8> Tied(Groups.size(), false);
  for (unsigned I : Groups) {
    unsigned Def = 0;
    if (InlineAsm::Flag(MI.getOperand(I).getImm()).isUseOperandTiedToDef(Def) &&
        Def < Tied.size())
      Tied[Def] = true;
  }
  std::string NewText;
  for (unsigned N = 0; N < Groups.size(); ++N) {
    InlineAsm::Flag F(MI.getOperand(Groups[N]).getImm());
    if (!isAsmDef(F) || Tied[N])
      continue;
    Register R = MI.getOperand(Groups[N] + 1).getReg();
    NewText += "mov.b" +
               std::to_string(TRI.getRegSizeInBits(*MRI.getRegClass(R))) +
               " \t$" + std::to_string(N) + ", " +
               keptSource(MI, Groups, Kept.Source.lookup(R)) + ";\n\t";
  }
  NewText += (OnTrue ? "@$" : "@!$") + std::to_string(Groups.size()) + " " +
             Text.str();
  unsigned End =
      Groups.empty()
          ? unsigned(InlineAsm::MIOp_FirstOperand)
          : Groups.back() +
                InlineAsm::Flag(MI.getOperand(Groups.back()).getImm())
                    .getNumOperandRegisters() +
                1;
  InlineAsm::Flag F(InlineAsm::Kind::RegUse, 1);
  F.setRegClass(MRI.getRegClass(Cond)->getID());
  MI.insert(
      MI.operands_begin() + End,
      {MachineOperand::CreateImm(F), MachineOperand::CreateReg(Cond, false)});
  MI.getOperand(InlineAsm::MIOp_AsmString)
      .ChangeToES(MF.createExternalSymbolName(NewText));
}

/// Whether \p MI is a convergent operation whose threads are those of one
/// warp (bar.warp.sync, shfl.sync, vote.sync, match.sync, redux.sync, and
/// the tensor-core operations of isHoistableCollective): with a guard that
/// is the same for the whole warp, each warp runs all of it in one of the
/// two loops, as it did in the one loop.
bool isWarpLevel(const MachineInstr &MI, const TargetInstrInfo &TII,
                 MnemonicFn Mnemonic) {
  std::string Name = Mnemonic(MI);
  if (isHoistableCollective(Name))
    return true;
  StringRef Op = TII.getName(MI.getOpcode());
  for (StringRef P : {"INT_BAR_WARP_SYNC", "INT_SHFL_SYNC", "INT_VOTE_SYNC",
                      "INT_MATCH_", "INT_REDUX_SYNC"})
    if (Op.starts_with(P))
      return true;
  return false;
}

/// Whether \p R has one value for every thread of the CTA: computed without
/// memory or side effects from immediates, kernel parameters (ld.param),
/// and %ctaid, %nctaid and %ntid (never %tid, %laneid or %warpid).
bool isCTAUniform(Register R, const MachineRegisterInfo &MRI,
                  const TargetInstrInfo &TII, unsigned Depth = 0) {
  if (!R.isVirtual() || Depth > 32)
    return false;
  const MachineInstr *Def = MRI.getUniqueVRegDef(R);
  if (!Def || Def->isPHI() || Def->isInlineAsm() || Def->isCall() ||
      Def->isConvergent() || Def->mayStore() || hasPhysReg(*Def))
    return false;
  StringRef Op = TII.getName(Def->getOpcode());
  if (Op.starts_with("INT_PTX_SREG_"))
    return Op.starts_with("INT_PTX_SREG_CTAID_") ||
           Op.starts_with("INT_PTX_SREG_NCTAID_") ||
           Op.starts_with("INT_PTX_SREG_NTID_");
  if (isHalfConstant(*Def))
    return true;
  if (Def->hasUnmodeledSideEffects())
    return false;
  if (Def->mayLoad()) {
    // ld.param of the kernel's parameters: invariant loads from the param
    // space (LLVM's address space 101).
    if (Def->memoperands_empty() ||
        any_of(Def->memoperands(), [](const MachineMemOperand *MMO) {
          return MMO->getAddrSpace() != 101 || !MMO->isInvariant() ||
                 MMO->isVolatile() || MMO->isAtomic();
        }))
      return false;
  }
  for (const MachineOperand &MO : Def->uses())
    if (MO.isReg() && MO.getReg() &&
        !isCTAUniform(MO.getReg(), MRI, TII, Depth + 1))
      return false;
  return true;
}

/// Checks that every instruction of the side \p S can run in the folded
/// body, and counts its loads and stores into \p G (wmma operations into
/// G.WarpCollective).
Error checkSide(const MachineBasicBlock &S, const TargetInstrInfo &TII,
                MnemonicFn Mnemonic, StatementFn Statement, GuardedLoop &G) {
  std::string Where = "the guarded block bb." + std::to_string(S.getNumber());
  for (const MachineInstr &MI : S) {
    if (MI.isDebugInstr() || (MI.isTerminator() && MI.isUnconditionalBranch()))
      continue;
    if (MI.isTerminator())
      return fail(Where + " ends in a conditional branch");
    std::string Name = Mnemonic(MI);
    if (isHoistableCollective(Name) && !hasPhysReg(MI)) {
      if (G.WarpCollective.empty())
        G.WarpCollective = Name;
      ++G.Collectives;
      if (!predicableCollective(MI) && !convertibleCollective(MI, Statement) &&
          G.UnpredicableCollective.empty())
        G.UnpredicableCollective = Name;
      continue;
    }
    if (isOtherCollective(Name))
      return fail(Where + " holds " + Name + " (" + describe(MI) +
                  "), a warp-collective tensor-core operation: it is "
                  "neither predicated nor hoisted (only wmma's guard is "
                  "hoisted)");
    std::string Why = whyNotFoldable(MI, TII);
    if (!Why.empty())
      return fail(Where + " cannot run under a predicate: " + describe(MI) +
                  (Name.empty() ? "" : " [" + Name + "]") + " (" + Why + ")");
    if (std::optional<MemAccess> M = decodeMemAccess(MI, TII)) {
      ++G.Accesses;
      G.VectorAccesses += M->Values.size() > 1;
    }
  }
  return Error::success();
}

/// Whether the guard can be hoisted out of the loop in front of the
/// warp-collective operation G.WarpCollective: a body of one if-then, a
/// guard computed before the loop, merges of one register class, and the
/// loop's values used after it only through the exit's PHIs.
Error checkHoistable(const MachineLoop &L, const GuardedLoop &G,
                     const TargetInstrInfo &TII, MnemonicFn Mnemonic) {
  const GuardedRegion &R = G.Regions.front();
  std::string What = "the guarded block bb." +
                     std::to_string(R.Then->getNumber()) + " holds " +
                     G.WarpCollective +
                     " (warp-collective: the whole warp "
                     "runs it together)";
  const MachineRegisterInfo &MRI = G.Header->getParent()->getRegInfo();
  const MachineInstr *Def = MRI.getVRegDef(R.Cond);
  if (G.Regions.size() > 1)
    return fail("a guarded block of the body holds " + G.WarpCollective +
                " (warp-collective: the whole warp runs it together), and "
                "the body has " +
                std::to_string(G.Regions.size()) +
                " guarded regions, which leave no guard to hoist");
  if (R.Else)
    return fail(What + " in an if-then-else");
  if (!Def || L.contains(Def->getParent()))
    return fail(What + " and its guard is computed in the loop, so it is "
                       "not hoisted");
  // After the hoist, the threads where the guard holds run the loop's
  // convergent operations in one copy and the others in the other. That
  // keeps warp-level ones whole (the guard is the same across the warp),
  // not CTA-level ones: bar.sync is barrier.sync.aligned, which every
  // thread of the CTA must reach at the same instruction.
  if (!isCTAUniform(R.Cond, MRI, TII))
    for (const MachineBasicBlock *B : L.blocks())
      for (const MachineInstr &MI : *B)
        if ((MI.isConvergent() || MI.isInlineAsm()) &&
            !isWarpLevel(MI, TII, Mnemonic) && !MI.isDebugInstr())
          return fail(What + ", and the loop also holds " + describe(MI) +
                      ", which is not a warp-level operation: its guard "
                      "may differ between the warps of a CTA (it is not "
                      "computed from parameters, %ctaid, %nctaid and %ntid "
                      "alone), so hoisting it would split the CTA between "
                      "the loop and its copy at that instruction");
  for (const MachineInstr &Phi : G.Latch->phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      if (MRI.getRegClass(Phi.getOperand(I).getReg()) !=
          MRI.getRegClass(Phi.getOperand(0).getReg()))
        return fail(What + "; the latch merges registers of two classes");
  const MachineBasicBlock *Exit = nullptr;
  for (const MachineBasicBlock *S : G.Latch->successors())
    if (S != G.Header)
      Exit = S;
  for (const MachineBasicBlock *B : {G.Header, G.Latch})
    for (const MachineInstr &MI : *B)
      for (const MachineOperand &MO : MI.defs())
        for (const MachineInstr &U : MRI.use_nodbg_instructions(MO.getReg()))
          if (!L.contains(U.getParent()) &&
              !(U.isPHI() && U.getParent() == Exit))
            return fail(What + "; " + describe(U) +
                        " uses a value of the loop after it, not through a "
                        "PHI of the exit block");
  return Error::success();
}

/// Moves the side \p S's work, in order, to the end of the header: pure
/// instructions as they are, loads and stores, and warp-collective inline
/// PTX (predicableCollective), predicated on Cond == OnTrue.
void foldSide(MachineBasicBlock &S, MachineBasicBlock &H, Register Cond,
              bool OnTrue, const TargetInstrInfo &TII, StatementFn Statement,
              const KeptOutputs &Kept) {
  for (MachineInstr &MI : make_early_inc_range(S)) {
    if (MI.isTerminator())
      MI.eraseFromParent();
    else if (std::optional<MemAccess> M = decodeMemAccess(MI, TII))
      predicate(MI, *M, Cond, OnTrue, H, H.end(), TII);
    else if (std::optional<StringRef> Text = predicableCollective(MI)) {
      std::string Stmt = Text->str();
      H.splice(H.end(), &S, MI.getIterator());
      predicateCollective(MI, Stmt, Cond, OnTrue, Kept);
    } else if (std::optional<std::string> Stmt =
                   convertibleCollective(MI, Statement)) {
      H.splice(H.end(), &S, MI.getIterator());
      predicateCollective(asInlinePTX(MI, *Stmt, TII), *Stmt, Cond, OnTrue,
                          Kept);
    } else
      H.splice(H.end(), &S, MI.getIterator());
  }
}

/// The join's PHIs become selp on the region's guard, at the end of \p H
/// (the header, into which the region's head is folded by now), or, where
/// a collective's output keeps the merge (keptMerge), that output.
void selectMerges(const GuardedRegion &R, MachineBasicBlock &H,
                  const TargetInstrInfo &TII, const KeptOutputs &Kept) {
  MachineBasicBlock &X = *R.Join;
  MachineFunction &MF = *H.getParent();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  // The block whose value the merge takes when the guard holds (an earlier
  // fold made \p H the PHIs' block for the head).
  MachineBasicBlock *OnTrue = R.Else ? R.Then : (R.ThenOnTrue ? R.Then : &H);
  StringMap<unsigned> Selects = selectOpcodes(TII);
  for (MachineInstr &Phi : make_early_inc_range(X.phis())) {
    if (Register Out = keptMerge(Phi, Kept.Merge)) {
      MRI.replaceRegWith(Phi.getOperand(0).getReg(), Out);
      MRI.clearKillFlags(Out);
      Phi.eraseFromParent();
      continue;
    }
    Register IfTrue, IfFalse;
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      (Phi.getOperand(I + 1).getMBB() == OnTrue ? IfTrue : IfFalse) =
          Phi.getOperand(I).getReg();
    Register Dst = Phi.getOperand(0).getReg();
    unsigned Opc = Selects.lookup(TRI.getRegClassName(MRI.getRegClass(Dst)));
    BuildMI(H, H.end(), Phi.getDebugLoc(), TII.get(Opc), Dst)
        .addReg(IfTrue)
        .addReg(IfFalse)
        .addReg(R.Cond);
    Phi.eraseFromParent();
  }
}

/// The block \p MBB falls through to (its layout successor, where that is
/// a successor and the block does not end in a barrier), or null.
MachineBasicBlock *fallThroughOf(MachineBasicBlock &MBB) {
  auto Next = std::next(MBB.getIterator());
  if (Next == MBB.getParent()->end() || !MBB.isSuccessor(&*Next) ||
      (!MBB.empty() && MBB.back().isBarrier()))
    return nullptr;
  return &*Next;
}

/// Moves the join \p X's work and its branch to the end of \p H: the latch's
/// branch rebuilt (analyzeBranch reads it), a region head's CBranch or
/// CBranchOther as it is; a fall-through becomes a branch, since \p H has
/// another layout successor.
void spliceJoin(MachineBasicBlock &X, MachineBasicBlock &H, bool IsLatch,
                const TargetInstrInfo &TII) {
  DebugLoc DL = X.findBranchDebugLoc();
  if (IsLatch) {
    MachineBasicBlock *LT = nullptr, *LF = nullptr;
    SmallVector<MachineOperand, 4> LCond;
    TII.analyzeBranch(X, LT, LF, LCond, /*AllowModify=*/false);
    if (!LF)
      LF = X.getFallThrough();
    TII.removeBranch(X);
    H.splice(H.end(), &X, X.begin(), X.end());
    TII.insertBranch(H, LT, LF, LCond, DL);
    return;
  }
  MachineBasicBlock *FallThrough = fallThroughOf(X);
  H.splice(H.end(), &X, X.begin(), X.end());
  if (FallThrough)
    TII.insertBranch(H, FallThrough, nullptr, {}, DL);
}

/// The CFG after a region's fold: \p H takes the join's successors, and
/// the emptied sides and join go.
void relinkAndErase(const GuardedRegion &R, MachineBasicBlock &H,
                    MachineLoopInfo &MLI) {
  MachineBasicBlock &X = *R.Join;
  SmallVector<std::pair<MachineBasicBlock *, BranchProbability>, 2> Succs;
  for (auto It = X.succ_begin(); It != X.succ_end(); ++It)
    Succs.push_back({*It, X.getSuccProbability(It)});
  for (auto [S, P] : Succs)
    S->replacePhiUsesWith(&X, &H);
  SmallVector<MachineBasicBlock *, 3> Gone = {R.Then, &X};
  if (R.Else)
    Gone.push_back(R.Else);
  SmallVector<MachineBasicBlock *, 4> Unlinked(Gone.begin(), Gone.end());
  Unlinked.push_back(&H);
  for (MachineBasicBlock *B : Unlinked)
    while (!B->succ_empty())
      B->removeSuccessor(B->succ_begin());
  for (auto [S, P] : Succs)
    H.addSuccessor(S, P);
  for (MachineBasicBlock *B : Gone) {
    MLI.removeBlock(B);
    B->eraseFromParent();
  }
}

/// Folds the region \p R into the header \p H (its head, or what earlier
/// folds left of it): the sides' work predicated, the join's PHIs selp,
/// the join's work and branch after them.
void foldRegion(const GuardedRegion &R, MachineBasicBlock &H, bool IsLatch,
                MachineLoopInfo &MLI, const TargetInstrInfo &TII,
                StatementFn Statement) {
  MachineRegisterInfo &MRI = H.getParent()->getRegInfo();
  // New readers of the guard and of the merged values come after uses that
  // may carry kill flags.
  MRI.clearKillFlags(R.Cond);
  for (MachineInstr &Phi : R.Join->phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      MRI.clearKillFlags(Phi.getOperand(I).getReg());
  // 1. The guarded blocks' work, in order, at the end of the header (the
  // head's branch, CBranch or CBranchOther, goes first).
  KeptOutputs Kept = keptOutputs(R, H, Statement);
  H.erase(H.getFirstTerminator(), H.end());
  foldSide(*R.Then, H, R.Cond, R.ThenOnTrue, TII, Statement, Kept);
  if (R.Else)
    foldSide(*R.Else, H, R.Cond, !R.ThenOnTrue, TII, Statement, Kept);
  // 2. The join's PHIs: selp on the guard, or the output that keeps them.
  selectMerges(R, H, TII, Kept);
  // 3. The join's work, then its branch, at the end of the header.
  spliceJoin(*R.Join, H, IsLatch, TII);
  relinkAndErase(R, H, MLI);
}

/// The header's one predecessor outside the loop (checkEntryAndExit made
/// sure there is one), and the latch's successor outside it.
std::pair<MachineBasicBlock *, MachineBasicBlock *>
entryAndExit(const GuardedLoop &G) {
  MachineBasicBlock *P = nullptr, *E = nullptr;
  for (MachineBasicBlock *B : G.Header->predecessors())
    if (B != G.Latch)
      P = B;
  for (MachineBasicBlock *B : G.Latch->successors())
    if (B != G.Header)
      E = B;
  return {P, E};
}

/// Appends a copy of \p MI to \p C, its defs renamed through \p VRMap and
/// its uses read through it.
void cloneInto(const MachineInstr &MI, MachineBasicBlock &C,
               DenseMap<Register, Register> &VRMap) {
  MachineFunction &MF = *C.getParent();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  MachineInstr *N = MF.CloneMachineInstr(&MI);
  C.push_back(N);
  for (MachineOperand &MO : N->operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    if (MO.isDef()) {
      Register New = MRI.createVirtualRegister(MRI.getRegClass(MO.getReg()));
      VRMap[MO.getReg()] = New;
      MO.setReg(New);
    } else if (auto It = VRMap.find(MO.getReg()); It != VRMap.end()) {
      MO.setReg(It->second);
    }
    MO.setIsKill(false);
    MO.setIsDead(false);
  }
}

/// Removes \p C's PHIs that only carry their entry value around (the
/// copy's merges where the guarded block's value was dropped).
void simplifyInvariantPhis(MachineBasicBlock &C) {
  MachineRegisterInfo &MRI = C.getParent()->getRegInfo();
  for (MachineInstr &Phi : make_early_inc_range(C.phis())) {
    Register Dst = Phi.getOperand(0).getReg(), Init;
    bool Invariant = Phi.getNumOperands() == 5;
    for (unsigned I = 1; Invariant && I + 1 < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I + 1).getMBB() != &C)
        Init = Phi.getOperand(I).getReg();
      else
        Invariant = Phi.getOperand(I).getReg() == Dst;
    if (!Invariant || MRI.getRegClass(Init) != MRI.getRegClass(Dst))
      continue;
    Phi.eraseFromParent();
    MRI.replaceRegWith(Dst, Init);
  }
}

/// Builds \p C, the loop's copy for a false guard: the header's and the
/// latch's instructions as one block entered from \p PF, the latch's merges
/// taking the header's values; the exit \p E's PHIs learn C's values.
void buildFalseCopy(const GuardedLoop &G, MachineBasicBlock &PF,
                    MachineBasicBlock &C, MachineBasicBlock &E,
                    const TargetInstrInfo &TII) {
  MachineRegisterInfo &MRI = C.getParent()->getRegInfo();
  DenseMap<Register, Register> VRMap;
  SmallVector<std::pair<MachineInstr *, MachineInstr *>, 8> Phis;
  for (MachineInstr &Phi : G.Header->phis()) {
    Register New =
        MRI.createVirtualRegister(MRI.getRegClass(Phi.getOperand(0).getReg()));
    VRMap[Phi.getOperand(0).getReg()] = New;
    Phis.push_back({&Phi, BuildMI(C, C.end(), Phi.getDebugLoc(),
                                  TII.get(TargetOpcode::PHI), New)});
  }
  for (MachineInstr &MI : G.Header->instrs())
    if (!MI.isPHI() && !MI.isTerminator())
      cloneInto(MI, C, VRMap);
  auto Map = [&](Register R) { return VRMap.lookup(R) ? VRMap.lookup(R) : R; };
  for (MachineInstr &Phi : G.Latch->phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I + 1).getMBB() == G.Header)
        VRMap[Phi.getOperand(0).getReg()] = Map(Phi.getOperand(I).getReg());
  for (MachineInstr &MI : G.Latch->instrs())
    if (!MI.isPHI() && !MI.isTerminator())
      cloneInto(MI, C, VRMap);
  for (auto [Old, New] : Phis)
    for (unsigned I = 1; I + 1 < Old->getNumOperands(); I += 2) {
      bool Back = Old->getOperand(I + 1).getMBB() == G.Latch;
      Register R = Old->getOperand(I).getReg();
      MRI.clearKillFlags(R);
      MachineInstrBuilder(*C.getParent(), New)
          .addReg(Back ? Map(R) : R)
          .addMBB(Back ? &C : &PF);
    }
  for (MachineInstr &Phi : E.phis())
    for (unsigned I = 1, N = Phi.getNumOperands(); I + 1 < N; I += 2)
      if (Phi.getOperand(I + 1).getMBB() == G.Latch)
        MachineInstrBuilder(*C.getParent(), &Phi)
            .addReg(Map(Phi.getOperand(I).getReg()))
            .addMBB(&C);
  simplifyInvariantPhis(C);
  // The latch's branch, on C's copy of its condition.
  MachineBasicBlock *LT = nullptr, *LF = nullptr;
  SmallVector<MachineOperand, 4> LCond;
  TII.analyzeBranch(*G.Latch, LT, LF, LCond, /*AllowModify=*/false);
  if (!LF)
    LF = G.Latch->getFallThrough();
  // (New operands: analyzeBranch's copies still name the latch's branch as
  // their parent, so setReg on them would edit its use lists.)
  for (MachineOperand &MO : LCond)
    if (MO.isReg())
      MO = MachineOperand::CreateReg(Map(MO.getReg()), /*isDef=*/false);
  TII.insertBranch(C, LT == G.Header ? &C : LT, LF == G.Header ? &C : LF,
                   LCond, G.Latch->findBranchDebugLoc());
  C.addSuccessor(&C);
  C.addSuccessor(&E);
  for (MachineInstr &MI : C)
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        MRI.clearKillFlags(MO.getReg());
}

/// The preheader \p P branches on the guard to \p PT (the loop where the
/// guard holds) or \p PF (its copy where it does not).
void branchOnGuard(const GuardedLoop &G, MachineBasicBlock &P,
                   MachineBasicBlock &PT, MachineBasicBlock &PF,
                   MachineBasicBlock &C, const TargetInstrInfo &TII) {
  DebugLoc DL = P.findBranchDebugLoc();
  const GuardedRegion &R = G.Regions.front();
  G.Header->getParent()->getRegInfo().clearKillFlags(R.Cond);
  P.erase(P.getFirstTerminator(), P.end());
  SmallVector<MachineOperand, 1> Cond = {
      MachineOperand::CreateReg(R.Cond, /*isDef=*/false)};
  bool ThenOnTrue = R.ThenOnTrue;
  TII.insertBranch(P, ThenOnTrue ? &PT : &PF, ThenOnTrue ? &PF : &PT, Cond,
                   DL);
  P.removeSuccessor(G.Header);
  P.addSuccessor(&PT, BranchProbability(1, 2));
  P.addSuccessor(&PF, BranchProbability(1, 2));
  TII.insertBranch(PT, G.Header, nullptr, {}, DL);
  PT.addSuccessor(G.Header);
  TII.insertBranch(PF, &C, nullptr, {}, DL);
  PF.addSuccessor(&C);
  for (MachineInstr &Phi : G.Header->phis())
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I + 1).getMBB() == &P)
        Phi.getOperand(I + 1).setMBB(&PT);
}

/// The loop where the guard holds: the guarded block and the latch run
/// unconditionally at the end of the header, the latch's merges replaced by
/// the guarded block's values.
void foldTrueCopy(const GuardedLoop &G, MachineLoopInfo &MLI,
                  const TargetInstrInfo &TII) {
  const GuardedRegion &R = G.Regions.front();
  MachineBasicBlock &H = *G.Header, &T = *R.Then, &X = *G.Latch;
  MachineRegisterInfo &MRI = H.getParent()->getRegInfo();
  H.erase(H.getFirstTerminator(), H.end());
  T.erase(T.getFirstTerminator(), T.end());
  H.splice(H.end(), &T, T.begin(), T.end());
  for (MachineInstr &Phi : make_early_inc_range(X.phis())) {
    Register FromThen;
    for (unsigned I = 1; I + 1 < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I + 1).getMBB() == &T)
        FromThen = Phi.getOperand(I).getReg();
    Register Dst = Phi.getOperand(0).getReg();
    Phi.eraseFromParent();
    MRI.clearKillFlags(FromThen);
    MRI.replaceRegWith(Dst, FromThen);
  }
  spliceJoin(X, H, /*IsLatch=*/true, TII);
  relinkAndErase(R, H, MLI);
}

/// Hoists G's loop-invariant guard out of the loop (GuardedBlock.h): the
/// preheader branches to the loop with the guarded block run
/// unconditionally, or to a new single-block copy without it, which is
/// returned (registered in \p MLI, in the loop's parent).
MachineLoop *hoistGuard(const GuardedLoop &G, MachineLoopInfo &MLI,
                        const TargetInstrInfo &TII) {
  auto [P, E] = entryAndExit(G);
  MachineFunction &MF = *G.Header->getParent();
  MachineBasicBlock *PT = MF.CreateMachineBasicBlock();
  MachineBasicBlock *PF = MF.CreateMachineBasicBlock();
  MachineBasicBlock *C = MF.CreateMachineBasicBlock();
  MF.insert(G.Header->getIterator(), PF);
  MF.insert(G.Header->getIterator(), C);
  MF.insert(G.Header->getIterator(), PT);
  buildFalseCopy(G, *PF, *C, *E, TII);
  branchOnGuard(G, *P, *PT, *PF, *C, TII);
  MachineLoop *Parent = MLI.getLoopFor(G.Header)->getParentLoop();
  foldTrueCopy(G, MLI, TII);
  MachineLoop *Copy = MLI.AllocateLoop();
  if (Parent) {
    Parent->addChildLoop(Copy);
    for (MachineBasicBlock *B : {PT, PF})
      Parent->addBasicBlockToLoop(B, MLI);
  } else {
    MLI.addTopLevelLoop(Copy);
  }
  Copy->addBasicBlockToLoop(C, MLI);
  return Copy;
}

} // namespace

bool twill::nvptx::isWarpCollectiveMnemonic(StringRef Mnemonic) {
  return Mnemonic.starts_with("wmma.") || Mnemonic.starts_with("mma.") ||
         Mnemonic.starts_with("ldmatrix") || Mnemonic.starts_with("stmatrix") ||
         Mnemonic.starts_with("wgmma");
}

namespace {

/// Why a merge needs no selp (keptOutputs), in the remark's words.
constexpr const char *KeptWhy = "a predicated collective's output holds the "
                                "other side's value where it does not run";

/// How the joins of \p G merge, for describeFold: "the merges selp", or
/// which of them need none (GuardedLoop::KeptMerges).
std::string mergesPhrase(const GuardedLoop &G) {
  if (!G.KeptMerges)
    return "the merges selp";
  if (G.KeptMerges == G.Merges)
    return std::string("the merges without selp (") + KeptWhy + ")";
  return "the merges selp except " + std::to_string(G.KeptMerges) + " (" +
         KeptWhy + ")";
}

} // namespace

std::string twill::nvptx::describeFold(const GuardedLoop &G) {
  const GuardedRegion &R = G.Regions.front();
  if (G.HoistGuard)
    return "the loop-invariant guard of block bb." +
           std::to_string(R.Then->getNumber()) + " (which holds " +
           G.WarpCollective +
           ", warp-collective) hoisted to the preheader: this loop runs the "
           "block unconditionally where the guard holds, a copy without it "
           "where it does not";
  auto Num = [](const MachineBasicBlock *B) {
    return "bb." + std::to_string(B->getNumber());
  };
  std::string Text;
  if (G.Regions.size() == 1)
    Text = R.Else
               ? "if-then-else blocks " + Num(R.Then) + " and " + Num(R.Else) +
                     " folded into the header (loads and stores "
                     "predicated on the guard and on its negation, " +
                     mergesPhrase(G)
               : "guarded block " + Num(R.Then) +
                     " folded into the header (loads and stores predicated";
  else {
    Text = std::to_string(G.Regions.size()) +
           " guarded regions folded into the header in body order:";
    for (const GuardedRegion &Each : G.Regions)
      Text += std::string(&Each == &R ? " " : ", ") + Num(Each.Then) +
              (Each.Else ? " and " + Num(Each.Else) + " (if-then-else)"
                         : " (if-then)");
    Text += " (loads and stores predicated on each region's guard, " +
            mergesPhrase(G);
  }
  if (G.VectorAccesses)
    Text += ", vector accesses " + std::to_string(G.VectorAccesses) +
            " of " + std::to_string(G.Accesses);
  if (G.PredicateCollectives)
    Text += ", " + std::to_string(G.Collectives) +
            " warp-collective inline PTX statement" +
            (G.Collectives > 1 ? "s" : "") + " (" + G.WarpCollective +
            (G.Collectives > 1 ? " first" : "") +
            ") predicated on the guard, which .aligned makes the same "
            "across the warp";
  if (G.KeptMerges && G.Regions.size() == 1 && !R.Else)
    Text += ", " + std::to_string(G.KeptMerges) + " merge" +
            (G.KeptMerges > 1 ? "s" : "") + " without selp (" + KeptWhy + ")";
  unsigned Negated = count_if(
      G.Regions, [](const GuardedRegion &Each) { return Each.NegatedBranch; });
  if (G.Regions.size() == 1 && Negated)
    Text += ", the header's @!p branch read as a guard on !p";
  else if (Negated)
    Text +=
        ", " + std::to_string(Negated) + " @!p branches read as guards on !p";
  return Text + ")";
}

/// Checks that selp can choose each of the join \p X's merges: two incoming
/// values of a class SelectFor names.
Error checkMerges(const MachineBasicBlock &X, const GuardedLoop &G,
                  const TargetInstrInfo &TII) {
  const MachineFunction &MF = *X.getParent();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  StringMap<unsigned> Selects = selectOpcodes(TII);
  for (const MachineInstr &Phi : X.phis())
    if (Phi.getNumOperands() != 5 ||
        !Selects.count(
            TRI.getRegClassName(MRI.getRegClass(Phi.getOperand(0).getReg()))))
      return fail((&X == G.Latch
                       ? std::string("the latch")
                       : "block bb." + std::to_string(X.getNumber())) +
                  " merges a value that selp cannot choose: " + describe(Phi));
  return Error::success();
}

Expected<GuardedLoop>
twill::nvptx::analyzeGuardedLoop(const MachineLoop &L,
                                 const TargetInstrInfo &TII,
                                 MnemonicFn Mnemonic, StatementFn Statement) {
  Expected<GuardedLoop> G = findBlocks(L, TII);
  if (!G)
    return G.takeError();
  for (const GuardedRegion &R : G->Regions)
    for (const MachineBasicBlock *S : {R.Then, R.Else})
      if (S)
        if (Error E = checkSide(*S, TII, Mnemonic, Statement, *G))
          return std::move(E);
  // A warp-collective operation under a guard: the guard hoisted where it
  // can be (one copy of the loop each way, no predicate on the collective),
  // else the collective predicated on it, where it is one statement of
  // inline PTX. ptxas compiles such a branch into the same predicated
  // instructions (`@!P0 LDSM`, `@!P0 HMMA`). Both keep the set of threads
  // and iterations that run it, and so the requirement of `.aligned` that
  // the guard be the same across the warp is the original's.
  if (!G->WarpCollective.empty()) {
    if (Error E = checkHoistable(L, *G, TII, Mnemonic)) {
      if (!G->UnpredicableCollective.empty())
        return fail(toString(std::move(E)) +
                    "; nor is it predicated, as a warp-collective operation "
                    "is only where it is, or prints as, one statement of "
                    "inline PTX with outputs of 16 to 64 bits, and " +
                    G->UnpredicableCollective + " does not");
      consumeError(std::move(E));
      G->PredicateCollectives = true;
    } else {
      G->HoistGuard = true;
    }
  }
  for (const GuardedRegion &R : G->Regions) {
    if (Error E = checkMerges(*R.Join, *G, TII))
      return std::move(E);
    G->Merges += range_size(R.Join->phis());
    if (G->PredicateCollectives) {
      KeptOutputs Kept = keptOutputs(R, *G->Header, Statement);
      G->KeptMerges += count_if(R.Join->phis(), [&](const MachineInstr &Phi) {
        return keptMerge(Phi, Kept.Merge).isValid();
      });
    }
  }
  return G;
}

unsigned twill::nvptx::foldMerges(const GuardedLoop &G) {
  if (G.HoistGuard)
    return 0;
  return G.Merges - G.KeptMerges;
}

MachineLoop *twill::nvptx::foldGuardedLoop(const GuardedLoop &G,
                                           MachineLoopInfo &MLI,
                                           const TargetInstrInfo &TII,
                                           StatementFn Statement) {
  if (G.HoistGuard)
    return hoistGuard(G, MLI, TII);
  for (const GuardedRegion &R : G.Regions)
    foldRegion(R, *G.Header, R.Join == G.Latch, MLI, TII, Statement);
  return nullptr;
}

std::optional<HeaderBranch>
twill::nvptx::decodeHeaderBranch(MachineBasicBlock &MBB,
                                 const TargetInstrInfo &TII) {
  auto It = MBB.getFirstTerminator();
  if (It == MBB.end())
    return std::nullopt;
  StringRef Name = TII.getName(It->getOpcode());
  if ((Name != "CBranch" && Name != "CBranchOther") ||
      It->getNumOperands() != 2 || !It->getOperand(0).isReg() ||
      !It->getOperand(0).getReg().isVirtual() || !It->getOperand(1).isMBB())
    return std::nullopt;
  HeaderBranch B{It->getOperand(0).getReg(), It->getOperand(1).getMBB(),
                 Name == "CBranch"};
  ++It;
  if (It != MBB.end() && !It->isUnconditionalBranch())
    return std::nullopt;
  if (It != MBB.end() && ++It != MBB.end())
    return std::nullopt;
  return B;
}
