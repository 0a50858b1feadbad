//===- CostModel.cpp - Does pipelining a loop pay, at its occupancy -------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
//
// The figures are the machine description's (machines/*.td); the register
// estimate's coefficients are a least-squares fit of ptxas 13.0's counts on
// the bench kernels (bench/calibrate_registers.py), options so that a new
// fit needs no rebuild.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/CostModel.h"

#include "TileLoopCommon.h"

#include "twill/NVPTX/MemAccess.h"
#include "twill/NVPTX/ModuloExpander.h"
#include "twill/NVPTX/Opcodes.h"

#include "twill/Model/EnumNames.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

// The fit of bench/calibrate_registers.py (docs/plugin.md, "Cost model"):
// plain = Base + LiveIn x LiveInWeight + Carried x CarriedWeight + Before x
// BodyWeight, pipelined adds
// (After - Before) x ExpandedWeight. Per-mille so that cl::opt parses them.
cl::opt<int> RegBase("twill-reg-base", cl::Hidden, cl::init(14),
                     cl::desc("Register estimate: registers of every kernel"));
cl::opt<int> RegLiveInPermille(
    "twill-reg-livein-permille", cl::Hidden, cl::init(742),
    cl::desc("Register estimate: per-mille weight of a loop's live-in "
             "registers"));
cl::opt<int> RegCarriedPermille(
    "twill-reg-carried-permille", cl::Hidden, cl::init(711),
    cl::desc("Register estimate: per-mille weight of a loop's carried "
             "registers (its header PHIs)"));
cl::opt<int> RegBodyPermille(
    "twill-reg-body-permille", cl::Hidden, cl::init(38),
    cl::desc("Register estimate: per-mille weight of the body's defined "
             "registers"));
cl::opt<int> RegExpandedPermille(
    "twill-reg-expanded-permille", cl::Hidden, cl::init(768),
    cl::desc("Register estimate: per-mille weight of the registers the "
             "expansion adds (the model's kernel registers over the body's)"));

/// The `nvvm.annotations` entries of \p F: (key, value) pairs.
SmallVector<std::pair<StringRef, uint64_t>, 8>
annotations(const Function &F) {
  SmallVector<std::pair<StringRef, uint64_t>, 8> Out;
  const NamedMDNode *A = F.getParent()->getNamedMetadata("nvvm.annotations");
  if (!A)
    return Out;
  for (const MDNode *N : A->operands()) {
    if (N->getNumOperands() < 3 ||
        mdconst::dyn_extract_or_null<Function>(N->getOperand(0)) != &F)
      continue;
    for (unsigned K = 1; K + 1 < N->getNumOperands(); K += 2) {
      auto *Key = dyn_cast<MDString>(N->getOperand(K));
      auto *V = mdconst::dyn_extract<ConstantInt>(N->getOperand(K + 1));
      if (Key && V)
        Out.push_back({Key->getString(), V->getZExtValue()});
    }
  }
  return Out;
}

/// Does \p U (an instruction or a constant expression) belong to \p F?
bool usedIn(const User *U, const Function &F,
            SmallPtrSetImpl<const User *> &Seen) {
  if (!Seen.insert(U).second)
    return false;
  if (auto *I = dyn_cast<Instruction>(U))
    return I->getFunction() == &F;
  for (const User *UU : U->users())
    if (usedIn(UU, F, Seen))
      return true;
  return false;
}

uint64_t staticSharedBytes(const Function &F) {
  const Module &M = *F.getParent();
  const DataLayout &DL = M.getDataLayout();
  uint64_t Bytes = 0;
  for (const GlobalVariable &G : M.globals()) {
    if (G.getAddressSpace() != 3 || !G.getValueType()->isSized())
      continue;
    SmallPtrSet<const User *, 16> Seen;
    if (any_of(G.users(), [&](const User *U) { return usedIn(U, F, Seen); }))
      Bytes = alignTo(Bytes, G.getAlign().valueOrOne()) +
              DL.getTypeAllocSize(G.getValueType());
  }
  return Bytes;
}

double perCycle(const MachineDescription &MD, StringRef Name) {
  const Throughput *T = MD.findThroughput(Name);
  return T && T->PerCycle > 0 ? double(T->PerCycle) : 0.0;
}

/// SM cycles that \p Count warp instructions need on a pipe of \p Lanes
/// lanes per cycle (0 when the machine names no such pipe).
double pipeCycles(const MachineDescription &MD, double Count, double Lanes) {
  return Lanes > 0 ? Count * MD.ThreadsPerWarp / Lanes : 0.0;
}

} // namespace

LaunchBounds twill::nvptx::readLaunchBounds(const Function &F,
                                            unsigned AssumedThreads) {
  LaunchBounds LB;
  unsigned Max[3] = {0, 0, 0}, Req[3] = {0, 0, 0};
  // The dimension of "maxntidx" .. "reqntidz", or -1.
  auto Dimension = [](StringRef Key, StringRef Prefix) {
    if (!Key.consume_front(Prefix) || Key.size() != 1 || Key[0] < 'x' ||
        Key[0] > 'z')
      return -1;
    return Key[0] - 'x';
  };
  for (auto [Key, V] : annotations(F)) {
    unsigned Value = unsigned(std::min<uint64_t>(V, UINT32_MAX));
    if (int D = Dimension(Key, "maxntid"); D >= 0)
      Max[D] = Value;
    else if (int D = Dimension(Key, "reqntid"); D >= 0)
      Req[D] = Value;
    else if (Key == "minctasm")
      LB.MinBlocks = Value;
    else if (Key == "maxnreg")
      LB.MaxRegisters = Value;
  }
  auto Product = [](const unsigned (&D)[3]) {
    if (!D[0] && !D[1] && !D[2])
      return 0u;
    // Each factor clamped to 2^20 (far above any CTA), so no overflow; a
    // block too large for the SM is then named by computeOccupancy.
    auto F = [](unsigned X) { return uint64_t(std::clamp(X, 1u, 1u << 20)); };
    return unsigned(std::min<uint64_t>(F(D[0]) * F(D[1]) * F(D[2]), UINT32_MAX));
  };
  LB.MaxThreads = Product(Max);
  LB.ReqThreads = Product(Req);
  LB.Threads = LB.ReqThreads ? LB.ReqThreads : LB.MaxThreads;
  if (!LB.Threads) {
    LB.Threads = AssumedThreads;
    LB.Assumed = true;
  }
  LB.SharedBytes = staticSharedBytes(F);
  return LB;
}

Expected<KernelAssumption> twill::nvptx::parseKernelAssumption(StringRef Spec,
                                                               uint64_t Min,
                                                               uint64_t Max,
                                                               StringRef What) {
  KernelAssumption S;
  StringRef Number = Spec;
  if (auto [Name, Rest] = Spec.rsplit('='); Spec.contains('=')) {
    S.Kernel = Name.trim().str();
    Number = Rest;
    if (S.Kernel.empty())
      return createStringError(inconvertibleErrorCode(),
                               "'" + Spec + "': no kernel name before '='");
  }
  if (Number.trim().getAsInteger(10, S.Value) || S.Value < Min || S.Value > Max)
    return createStringError(inconvertibleErrorCode(),
                             "'" + Spec + "': expected N or NAME=N, N " + What);
  return S;
}

Expected<KernelAssumption> twill::nvptx::parseAssumedBlockSize(StringRef Spec) {
  // The block sizes a launch may ask for: 1 to 1024 threads.
  return parseKernelAssumption(Spec, 1, 1024,
                               "a block size of 1 to 1024 threads");
}

Expected<KernelAssumption> twill::nvptx::parseAssumedRegisters(StringRef Spec) {
  // What ptxas may give a thread: 1 to 255 registers.
  return parseKernelAssumption(Spec, 1, 255,
                               "a register count of 1 to 255 per thread");
}

Expected<KernelAssumption>
twill::nvptx::parseAssumedDynamicShared(StringRef Spec) {
  // The sizes follow the last '=' (a qualified name holds colons).
  size_t Sizes = Spec.rfind('=');
  Sizes = Sizes == StringRef::npos ? 0 : Sizes + 1;
  size_t Colon = Spec.find(':', Sizes);
  bool HasLoop = Colon != StringRef::npos;
  StringRef Loop = HasLoop ? Spec.substr(Colon + 1) : StringRef();
  Expected<KernelAssumption> S =
      parseKernelAssumption(HasLoop ? Spec.take_front(Colon) : Spec, 1, 1 << 20,
                            "bytes of dynamic shared memory, 1 to 1048576");
  if (!HasLoop)
    return S;
  if (!S || Loop.trim().getAsInteger(10, S->Extent) || S->Extent < 1 ||
      S->Extent > S->Value) {
    if (!S)
      consumeError(S.takeError());
    return createStringError(inconvertibleErrorCode(),
                             "'" + Spec +
                                 "': expected N:L or NAME=N:L, N bytes of "
                                 "dynamic shared memory, 1 to 1048576, L "
                                 "the bytes the tile loops touch, 1 to N");
  }
  return S;
}

bool twill::nvptx::isDynamicShared(const GlobalVariable &G) {
  const DataLayout &DL = G.getParent()->getDataLayout();
  return G.getAddressSpace() == 3 &&
         (!G.getValueType()->isSized() ||
          DL.getTypeAllocSize(G.getValueType()).getKnownMinValue() == 0);
}

const GlobalVariable *twill::nvptx::dynamicSharedArray(const Function &F,
                                                       bool &Several) {
  Several = false;
  const GlobalVariable *Found = nullptr;
  for (const GlobalVariable &G : F.getParent()->globals()) {
    SmallPtrSet<const User *, 16> Seen;
    if (!isDynamicShared(G) ||
        none_of(G.users(), [&](const User *U) { return usedIn(U, F, Seen); }))
      continue;
    Several |= Found != nullptr;
    Found = &G;
  }
  return Found;
}

bool twill::nvptx::namesKernel(const Function &F, StringRef Name) {
  if (F.getName() == Name)
    return true;
  std::string Symbol = F.getName().str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Symbol.c_str()))
    return false;
  auto Matches = [&](char *Text) {
    bool M = Text && Name == StringRef(Text);
    std::free(Text);
    return M;
  };
  return Matches(D.getFunctionBaseName(nullptr, nullptr)) ||
         Matches(D.getFunctionName(nullptr, nullptr)) ||
         Matches(D.finishDemangle(nullptr, nullptr));
}

const KernelAssumption *
twill::nvptx::assumptionFor(const Function &F,
                            ArrayRef<KernelAssumption> Values, bool &Named) {
  Named = false;
  for (const KernelAssumption &S : reverse(Values))
    if (!S.Kernel.empty() && namesKernel(F, S.Kernel)) {
      Named = true;
      return &S;
    }
  for (const KernelAssumption &S : reverse(Values))
    if (S.Kernel.empty())
      return &S;
  return nullptr;
}

uint64_t twill::nvptx::assumedFor(const Function &F,
                                  ArrayRef<KernelAssumption> Values,
                                  uint64_t Default, bool &Named) {
  const KernelAssumption *S = assumptionFor(F, Values, Named);
  return S ? S->Value : Default;
}

unsigned twill::nvptx::registerLimit(const MachineDescription &MD,
                                     const LaunchBounds &LB) {
  unsigned Limit = maxRegistersForBlocks(
      MD, LB.Threads, LB.sharedBytesPerBlock(), std::max(1u, LB.MinBlocks));
  if (LB.MaxRegisters)
    Limit = std::min(Limit, LB.MaxRegisters);
  return Limit;
}

unsigned twill::nvptx::hardRegisterLimit(const MachineDescription &MD,
                                         const LaunchBounds &LB) {
  unsigned Limit = MD.MaxRegistersPerThread;
  // Shared memory is no part of ptxas's cap: registers alone.
  if (!LB.Assumed)
    if (unsigned Fits = maxRegistersForBlocks(MD, LB.Threads, 0,
                                              std::max(1u, LB.MinBlocks)))
      Limit = std::min(Limit, Fits);
  if (LB.MaxRegisters)
    Limit = std::min(Limit, LB.MaxRegisters);
  return Limit;
}

unsigned twill::nvptx::ldmatrixBytesPerThread(StringRef Mnemonic) {
  // ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans][.shared].b16: n 8x8
  // matrices of 16-bit elements per warp, 4 bytes per lane each.
  if (!Mnemonic.starts_with("ldmatrix"))
    return 0;
  SmallVector<StringRef, 8> Parts;
  Mnemonic.split(Parts, '.');
  for (StringRef P : Parts)
    if (P == "x1" || P == "x2" || P == "x4")
      return 4 * unsigned(P[1] - '0');
  return 0;
}

unsigned twill::nvptx::accessBytesPerThread(StringRef Mnemonic) {
  // ld|st[.space][.nc|.cache...][.vN].type: N elements of the type's bits.
  if (!Mnemonic.starts_with("ld.") && !Mnemonic.starts_with("st."))
    return 0;
  SmallVector<StringRef, 8> Parts;
  Mnemonic.split(Parts, '.');
  unsigned Elements = 1, Bits = 0;
  for (StringRef P : drop_begin(Parts)) {
    unsigned N = 0;
    if (P.size() >= 2 && P[0] == 'v' && !P.drop_front().getAsInteger(10, N))
      Elements = N;
    else if (P.size() >= 2 && StringRef("usbf").contains(P[0]) &&
             !P.drop_front().getAsInteger(10, N))
      Bits = N;
  }
  return Elements * Bits / 8;
}

unsigned twill::nvptx::wmmaBytesPerThread(StringRef Mnemonic) {
  SmallVector<StringRef, 10> Parts;
  Mnemonic.split(Parts, '.');
  if (Parts.size() < 4 || Parts[0] != "wmma" ||
      (Parts[1] != "load" && Parts[1] != "store"))
    return 0;
  StringRef Use = Parts[2];
  // The shape mMnNkK, and the element type: the last part.
  uint64_t M = 0, N = 0, K = 0;
  for (StringRef P : Parts) {
    StringRef Rest = P;
    if (!Rest.consume_front("m") || Rest.consumeInteger(10, M) ||
        !Rest.consume_front("n") || Rest.consumeInteger(10, N) ||
        !Rest.consume_front("k") || Rest.consumeInteger(10, K) ||
        !Rest.empty())
      M = N = K = 0;
    else
      break;
  }
  uint64_t Elements = Use == "a"                  ? M * K
                      : Use == "b"                ? K * N
                      : Use == "c" || Use == "d" ? M * N
                                                  : 0;
  unsigned Bits = StringSwitch<unsigned>(Parts.back())
                      .Cases("f16", "bf16", 16)
                      .Cases("f32", "tf32", "s32", 32)
                      .Case("f64", 64)
                      .Cases("s8", "u8", 8)
                      .Cases("s4", "u4", 4)
                      .Case("b1", 1)
                      .Default(0);
  // The tile, spread over the warp's 32 threads (a thread's A/B fragment
  // registers repeat elements, and ptxas loads each once: 4 LD.E of 4 bytes
  // per thread for an m16n16k16 f16 tile).
  return unsigned(Elements * Bits / 8 / 32);
}

namespace {

/// SASS instructions of a wmma statement split at its dots: a load or store
/// moves the thread's share of the tile in 32-bit (A/B) or 64-bit (C/D)
/// accesses (m16n16k16 f16 A: 4 LD, f32 C store: 4 ST.64); its address
/// arithmetic is wmmaAddressInstructions'. An mma is one HMMA per 16x8
/// output block (m16n16k16: 2 HMMA.16816).
unsigned wmmaInstructions(ArrayRef<StringRef> Parts) {
  uint64_t M = 0, N = 0, K = 0;
  for (StringRef P : Parts) {
    StringRef Rest = P;
    if (Rest.consume_front("m") && !Rest.consumeInteger(10, M) &&
        Rest.consume_front("n") && !Rest.consumeInteger(10, N) &&
        Rest.consume_front("k") && !Rest.consumeInteger(10, K) && Rest.empty())
      break;
    M = N = K = 0;
  }
  if (Parts.size() > 1 && Parts[1] == "mma")
    return unsigned(std::max<uint64_t>(1, M * N / 128));
  SmallString<64> Mnemonic(join(Parts, "."));
  unsigned Bytes = wmmaBytesPerThread(Mnemonic);
  bool Accumulator = Parts.size() > 2 && (Parts[2] == "c" || Parts[2] == "d" ||
                                          Parts[1] == "store");
  return std::max(1u, Bytes / (Accumulator ? 8 : 4));
}

} // namespace

unsigned twill::nvptx::sassInstructions(StringRef Mnemonic) {
  // Every row is a probe's count: 8 independent loop-carried copies of the
  // instruction in a `.pragma "nounroll"` loop, on values of the thread,
  // assembled by ptxas 13.0 for sm_90a, SASS instructions (NOPs aside)
  // over 8 (bench/bench_58_sass_expansion.py re-measures them). Register
  // moves ptxas adds for a loop-carried 64-bit shift (shl.b64: 4 in all)
  // are not counted.
  SmallVector<StringRef, 8> Parts;
  Mnemonic.split(Parts, '.');
  if (Parts.empty())
    return 1;
  StringRef Op = Parts.front(), Type = Parts.back();
  bool Ftz = is_contained(Parts, "ftz");
  bool Approx = is_contained(Parts, "approx");
  bool Wide = Type == "s64" || Type == "u64" || Type == "b64";
  // Two 32-bit halves: IADD3 + IADD3.X, LOP3 x2, SHF x2, ISETP + ISETP.EX,
  // SEL x2 (min/max: a compare pair and a select pair).
  if (Wide && (Op == "add" || Op == "sub" || Op == "and" || Op == "or" ||
               Op == "xor" || Op == "not" || Op == "shl" || Op == "shr" ||
               Op == "neg" || Op == "setp" || Op == "selp"))
    return 2;
  if (Wide && (Op == "min" || Op == "max" ||
               (Op == "mul" && is_contained(Parts, "lo"))))
    return 4; // mul.lo.s64: IMAD.WIDE.U32 and two IMADs and the adds
  if (Type == "f32") {
    // A denormal input is scaled around the MUFU (FSETP, two FMUL or an
    // FMUL and an FADD) unless .ftz; rcp.approx also selects the
    // special cases; sin/cos reduce their argument (FMUL.RZ) even with .ftz.
    if (Approx && (Op == "ex2" || Op == "lg2" || Op == "rsqrt" || Op == "sqrt"))
      return Ftz ? 1 : 4;
    if (Approx && Op == "rcp")
      return Ftz ? 1 : 7;
    if (Approx && (Op == "sin" || Op == "cos"))
      return 2;
    if (Op == "div" && Approx)
      return Ftz ? 2 : 5;
    if (Op == "div" && is_contained(Parts, "full"))
      return Ftz ? 5 : 8;
    // IEEE forms: MUFU, a Newton step, a check (FCHK) and a branch to a
    // slow path that is not counted.
    if ((Op == "div" || Op == "sqrt" || Op == "rcp") &&
        is_contained(Parts, "rn"))
      return 15;
  }
  // 32-bit integer division by a divisor the loop does not change: a
  // multiply by its reciprocal and correction steps; signed adds the signs.
  if ((Op == "div" || Op == "rem") && (Type == "u32" || Type == "s32"))
    return Type == "u32" ? (Op == "div" ? 10 : 9) : (Op == "div" ? 24 : 22);
  if (Op == "wmma")
    return wmmaInstructions(Parts);
  // A truncation reads the low register of the pair: no instruction.
  if (Mnemonic == "cvt.u32.u64")
    return 0;
  return 1;
}

namespace {

/// The statements of the inline PTX \p Asm that move \p Kind into a
/// register (asmMoveKind).
unsigned countMoves(StringRef Asm, AsmMove Kind) {
  SmallVector<StringRef, 8> Statements;
  Asm.split(Statements, ';');
  return count_if(Statements,
                  [&](StringRef S) { return asmMoveKind(S) == Kind; });
}

} // namespace

LoopWork twill::nvptx::zeroedWork(LoopWork W, unsigned Unroll) {
  unsigned Issued = (W.ZeroMoves + 1) / 2 + (Unroll > 1 ? W.CopyMoves : 0);
  W.Instructions += Issued;
  W.FP32 += Issued;
  return W;
}

namespace {

/// Whether every memory operand of \p MI is in the global or the generic
/// state space (true where it has none).
bool globalOrGenericOperands(const MachineInstr &MI) {
  return all_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    return MMO->getAddrSpace() == 0 || MMO->getAddrSpace() == 1;
  });
}

/// \p MI's mnemonic \p Printed with its types: cvt and setp print theirs
/// from an operand, so they are taken from the record's name (CVT_u32_u64:
/// cvt.u32.u64, SETP_s64rr: setp.s64).
std::string typedMnemonic(const MachineInstr &MI, StringRef Printed) {
  if (Printed != "cvt" && Printed != "setp")
    return Printed.str();
  StringRef Name =
      MI.getMF()->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  SmallVector<StringRef, 4> Parts;
  Name.split(Parts, '_');
  std::string Typed = Printed.str();
  for (StringRef P : drop_begin(Parts))
    Typed +=
        "." +
        P.take_while([](char C) { return isAlnum(C); }).take_front(3).str();
  return Typed;
}

/// Whether \p Add, a 64-bit add in \p Body, takes an operand from a mul.wide
/// or shl.b64 of \p Body that nothing else reads: ptxas fuses the pair into
/// one IMAD.WIDE or a LEA/LEA.HI.X pair, which the product's count holds.
bool fusedWideAdd(const MachineInstr &Add,
                  const DenseMap<const MachineInstr *, StringRef> &Mnemonics) {
  const MachineRegisterInfo &MRI = Add.getMF()->getRegInfo();
  for (const MachineOperand &MO : Add.uses()) {
    if (!MO.isReg() || !MO.getReg().isVirtual() ||
        !MRI.hasOneNonDBGUse(MO.getReg()))
      continue;
    auto It = Mnemonics.find(MRI.getVRegDef(MO.getReg()));
    if (It != Mnemonics.end() && (It->second.starts_with("mul.wide.") ||
                                  It->second.starts_with("shl.b64")))
      return true;
  }
  return false;
}

/// Whether a 64-bit \p Mnemonic's low 32 bits are a function of its
/// operands' low 32 bits alone.
bool lowHalfClosed(StringRef Mnemonic) {
  StringRef Op = Mnemonic.split('.').first;
  return is_contained(
             {"add", "sub", "and", "or", "xor", "not", "neg", "shl", "selp"},
             Op) ||
         Mnemonic.starts_with("mul.lo.");
}

/// Whether only the low 32 bits of \p Reg are read: by truncations
/// (cvt.u32.u64), shared-memory accesses (a 32-bit window; not a copy
/// between global and shared memory, whose global address it may be) or,
/// within \p Depth steps, by operations of \p Body whose low half needs
/// only low halves (lowHalfClosed) and whose result is read the same way.
/// ptxas then computes in 32 bits (hgemm_mma_async_stage3's shared-memory
/// addresses: 48 add.s64 in its PTX loop, 2 IADD3.X in its SASS).
bool onlyLowHalfRead(
    Register Reg, unsigned Depth, const MachineRegisterInfo &MRI,
    const DenseMap<const MachineInstr *, StringRef> &Mnemonics) {
  if (!Reg.isVirtual() || MRI.use_nodbg_empty(Reg))
    return false;
  for (const MachineInstr &U : MRI.use_nodbg_instructions(Reg)) {
    auto It = Mnemonics.find(&U);
    if (It == Mnemonics.end())
      return false;
    StringRef M = It->second;
    if (M == "cvt.u32.u64" || (M.contains(".shared") && !M.contains(".global")))
      continue;
    if (!Depth || !lowHalfClosed(M) || U.getNumExplicitDefs() != 1 ||
        !onlyLowHalfRead(U.getOperand(0).getReg(), Depth - 1, MRI, Mnemonics))
      return false;
  }
  return true;
}

/// SASS instructions \p MI of \p Body issues: sassInstructions, 0 for a
/// fused 64-bit add, 1 for a 64-bit operation ptxas narrows
/// (onlyLowHalfRead); 1 for inline PTX (one statement: mma.sync, ldmatrix)
/// but a wmma statement, the guarded-body fold's form of the intrinsic,
/// which issues what the intrinsic does.
unsigned
issuedInstructions(const MachineInstr &MI, StringRef Mnemonic,
                   const DenseMap<const MachineInstr *, StringRef> &Mnemonics) {
  if (MI.isInlineAsm())
    return Mnemonic.starts_with("wmma.") ? sassInstructions(Mnemonic) : 1;
  if ((Mnemonic == "add.s64" || Mnemonic == "add.u64") &&
      fusedWideAdd(MI, Mnemonics))
    return 0;
  unsigned N = sassInstructions(Mnemonic);
  if (N == 2 && lowHalfClosed(Mnemonic) && MI.getNumExplicitDefs() == 1 &&
      onlyLowHalfRead(MI.getOperand(0).getReg(), /*Depth=*/4,
                      MI.getMF()->getRegInfo(), Mnemonics))
    return 1;
  return N;
}

/// SASS instructions of address arithmetic that \p MI issues in a loop of
/// \p Blocks where it is a wmma load or store: ptxas lowers the access to
/// the thread's LD/ST at the tile's address plus the lane's offset in the
/// tile (S2R SR_LANEID, SHF, LOP3, IMAD by the stride) added as 64 bits (a
/// LEA pair). Where the tile's address is the same every iteration ptxas
/// computes that before the loop (async_ring_mma.ll's ring_wmma: the loop
/// issues the 8 LD alone), else in it, about 5 an access (ptxas 13.0:
/// Inputs/wmma-shared-mask.cu's plain loop 8 for its 2 loads, its folded
/// and pipelined kernel 24 for 4, whose predicated loads share no lane
/// offset; guarded-wmma.ll's variant, with a register stride, 11 for 2).
unsigned wmmaAddressInstructions(
    const MachineInstr &MI, StringRef Mnemonic,
    const SmallPtrSetImpl<const MachineBasicBlock *> &Blocks) {
  if (!Mnemonic.starts_with("wmma.load") && !Mnemonic.starts_with("wmma.store"))
    return 0;
  Register Addr = wmmaAddress(MI);
  auto InLoop = [&](const MachineBasicBlock *MBB) {
    return Blocks.contains(MBB);
  };
  return Addr.isVirtual() &&
                 tileloop::invariantIn(Addr, InLoop, MI.getMF()->getRegInfo())
             ? 0
             : 5;
}

/// The register \p MI, an access of \p Body in the global or generic
/// state space (\p Mnemonic for an access without memory operands), reads
/// its address from where that register is the same in every thread of
/// the CTA; none otherwise.
Register uniformAddress(const MachineInstr &MI, StringRef Mnemonic) {
  bool Global = MI.memoperands_empty() ? accessBytesPerThread(Mnemonic) > 0 &&
                                             !Mnemonic.contains(".shared") &&
                                             !Mnemonic.contains(".param") &&
                                             !Mnemonic.contains(".local")
                                       : globalOrGenericOperands(MI);
  if (!Global || (!MI.mayLoadOrStore() && !MI.isInlineAsm()))
    return Register();
  const MachineFunction &MF = *MI.getMF();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const TargetRegisterInfo &TRI = *MRI.getTargetRegisterInfo();
  for (const MachineOperand &MO : MI.uses())
    if (MO.isReg() && MO.getReg().isVirtual() &&
        TRI.getRegSizeInBits(*MRI.getRegClass(MO.getReg())) == 64 &&
        isCtaUniform(MRI, TII, MO.getReg(), MI.getParent()))
      return MO.getReg();
  return Register();
}

} // namespace

LoopWork twill::nvptx::measureLoopWork(ArrayRef<MachineInstr *> Body,
                                       ArrayRef<ClassifiedInstr> Classes) {
  LoopWork W;
  // The mnemonics with their types, for sassInstructions.
  SmallVector<std::string, 0> Typed(Body.size());
  SmallDenseSet<Register, 8> UniformAddresses;
  DenseMap<const MachineInstr *, StringRef> Mnemonics;
  SmallPtrSet<const MachineBasicBlock *, 4> Blocks;
  for (auto [I, MI] : enumerate(Body)) {
    Blocks.insert(MI->getParent());
    if (I < Classes.size())
      Mnemonics[MI] = Typed[I] = typedMnemonic(*MI, Classes[I].Mnemonic);
  }
  for (auto [I, MI] : enumerate(Body)) {
    // A COPY is register coalescing's to remove, and ptxas's allocator
    // removes most of those that reach the PTX as mov (mma-block-sparse.cu's
    // loops: 8 to 16 COPYs an iteration, 0 to 2 moves in their SASS).
    if (MI->isMetaInstruction() || MI->isCopy())
      continue;
    unsigned Issued = issuedInstructions(*MI, Typed[I], Mnemonics) +
                      wmmaAddressInstructions(*MI, Typed[I], Blocks);
    // One move pair for each address register: accesses at immediate
    // offsets from it share it (bench_57's ld4 probes: 5 loads from one
    // pointer, 2 moves).
    if (Register R = uniformAddress(*MI, Typed[I]);
        R && UniformAddresses.insert(R).second) {
      W.UniformAddressMoves += 2;
      W.Instructions += 2;
    }
    W.Instructions += Issued;
    if (MI->isInlineAsm()) {
      StringRef Asm = MI->getOperand(0).getSymbolName();
      W.ZeroMoves += countMoves(Asm, AsmMove::Zero);
      W.CopyMoves += countMoves(Asm, AsmMove::Operand);
    }
    const InstructionClass *C = I < Classes.size() ? Classes[I].Class : nullptr;
    if (C && C->Unit == "fma")
      W.FP32 += Issued;
    // An expanded MUFU instruction's other SASS instructions (the denormal
    // scaling, the Newton step) run on the FMA/ALU pipe.
    if (C && C->Unit == "mufu") {
      ++W.MUFU;
      W.FP32 += Issued - std::min(Issued, 1u);
    }
    for (const MachineMemOperand *MMO : MI->memoperands()) {
      uint64_t Bytes = MMO->getSize().hasValue()
                           ? MMO->getSize().getValue().getKnownMinValue()
                           : 4;
      (MMO->getAddrSpace() == 3 ? W.SharedBytes : W.GlobalBytes) += Bytes;
    }
    // Accesses without memory operands: the bytes from the mnemonic, in
    // its state space (generic: shared where the address traces back to
    // cvta.shared, else global, as the classifier has it). LLVM 19's wmma
    // loads and stores carry none, nor do inline PTX loads and stores
    // (hand-written, or the guarded-body fold's `@p ld.global`) and some
    // NVPTX loads; their LDG/STG count against the memory bound as the
    // SASS's do (mma-block-sparse.cu: 7 and 13 an iteration).
    if (MI->memoperands_empty() && I < Classes.size()) {
      StringRef M = Classes[I].Mnemonic;
      unsigned Bytes = wmmaBytesPerThread(M);
      if (!M.contains(".param"))
        Bytes += accessBytesPerThread(M);
      (M.contains(".shared") || Classes[I].SharedByAddress ? W.SharedBytes
                                                           : W.GlobalBytes) +=
          Bytes;
      // ldmatrix (inline asm or its NVVM form): shared memory.
      W.SharedBytes += ldmatrixBytesPerThread(M);
    }
  }
  return W;
}

int64_t twill::nvptx::liveInRegisters(const MachineLoop &L,
                                      const MachineDominatorTree &MDT) {
  const MachineBasicBlock *Header = L.getHeader();
  const MachineFunction &MF = *Header->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  // A use in L, or after it (a block the header dominates, outside L; a
  // PHI's use counts in its incoming block).
  auto LiveAcross = [&](Register R) {
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &U = *MO.getParent();
      const MachineBasicBlock *At = U.getParent();
      if (U.isPHI())
        At = U.getOperand(U.getOperandNo(&MO) + 1).getMBB();
      if (L.contains(At) || MDT.dominates(Header, At))
        return true;
    }
    return false;
  };
  // Only read as a wgmma's matrix descriptor: HGMMA reads descriptors from
  // uniform registers, which ptxas keeps apart from the vector registers
  // that decide occupancy (the descriptors clang hoists out of a Hopper
  // mainloop: wgmma_ring.cu's kernels, 30 registers with or without them).
  auto OnlyDescriptor = [&](Register R) {
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &U = *MO.getParent();
      if (!U.isInlineAsm() ||
          !is_contained(tileloop::wgmmaDescriptors(U), U.getOperandNo(&MO)))
        return false;
    }
    return true;
  };
  int64_t Regs = 0;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || L.contains(Def->getParent()) ||
        !MDT.dominates(Def->getParent(), Header) || !LiveAcross(R) ||
        OnlyDescriptor(R))
      continue;
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(R));
    if (Bits > 1)
      Regs += (Bits + 31) / 32;
  }
  return Regs;
}

unsigned twill::nvptx::blockRegisterPeak(ArrayRef<MachineInstr *> Order,
                                         const MachineBasicBlock &MBB) {
  const MachineFunction &MF = *MBB.getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const int64_t End = int64_t(Order.size());
  DenseMap<const MachineInstr *, int64_t> Pos;
  for (auto [I, MI] : enumerate(Order))
    Pos[MI] = int64_t(I);
  // Per value: its first def and its reads in the order.
  struct Span {
    int64_t Def = -1, First = -1, Last = -1;
  };
  DenseMap<unsigned, Span> Spans;
  for (auto [I, MI] : enumerate(Order))
    for (const MachineOperand &MO : MI->operands()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      Span &S = Spans[MO.getReg().id()];
      if (MO.isDef() && S.Def < 0)
        S.Def = int64_t(I);
      if (MO.readsReg()) {
        if (S.First < 0)
          S.First = int64_t(I);
        S.Last = int64_t(I);
      }
    }
  std::vector<int64_t> Delta(Order.size() + 2, 0);
  for (auto &[Id, S] : Spans) {
    Register R = Register(Id);
    const TargetRegisterClass *RC = MRI.getRegClassOrNull(R);
    unsigned Bits = RC ? TRI.getRegSizeInBits(*RC) : 0;
    if (Bits <= 1)
      continue;
    bool ReadFirst = S.First >= 0 && (S.Def < 0 || S.First <= S.Def);
    bool LiveOut = ReadFirst && S.Def >= 0; // Carried to the next iteration.
    for (const MachineInstr &U : MRI.use_nodbg_instructions(R))
      LiveOut |= U.getParent() != &MBB || !Pos.count(&U);
    int64_t From = ReadFirst ? 0 : S.Def;
    int64_t To = LiveOut ? End : std::max(S.Last, From);
    Delta[From] += (Bits + 31) / 32;
    Delta[To + 1] -= (Bits + 31) / 32;
  }
  int64_t Live = 0, Peak = 0;
  for (int64_t D : Delta)
    Peak = std::max(Peak, Live += D);
  return unsigned(Peak);
}

int64_t twill::nvptx::carriedRegisters(const MachineLoop &L) {
  const MachineFunction &MF = *L.getHeader()->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  int64_t Regs = 0;
  for (const MachineInstr &PHI : L.getHeader()->phis()) {
    unsigned Bits =
        TRI.getRegSizeInBits(*MRI.getRegClass(PHI.getOperand(0).getReg()));
    if (Bits > 1)
      Regs += (Bits + 31) / 32;
  }
  return Regs;
}

unsigned twill::nvptx::estimateRegisters(const RegisterInputs &In,
                                         bool Pipelined) {
  return clampRegisters(unclampedRegisters(In, Pipelined));
}

unsigned twill::nvptx::clampRegisters(long R) {
  return unsigned(std::clamp(R, 1l, 255l));
}

long twill::nvptx::unclampedRegisters(const RegisterInputs &In,
                                      bool Pipelined) {
  double R = RegBase + In.LiveIn * RegLiveInPermille / 1000.0 +
             In.Carried * RegCarriedPermille / 1000.0 +
             In.Before * RegBodyPermille / 1000.0;
  if (Pipelined)
    R += std::max<int64_t>(0, In.After - In.Before) * RegExpandedPermille /
         1000.0;
  return std::lround(R);
}

double twill::nvptx::singleWarpCycles(
    const DependenceGraph &G, ArrayRef<std::pair<OpId, unsigned>> Order) {
  unsigned MaxStage = 0;
  for (auto [Op, Stage] : Order)
    MaxStage = std::max(MaxStage, Stage);
  // Steps 0..Steps-1; iteration i = step - stage, kept at index i + MaxStage.
  const unsigned Steps = 24 + 2 * MaxStage;
  const unsigned Iters = Steps + MaxStage;
  std::vector<std::vector<double>> Issue(
      G.numOperations(), std::vector<double>(Iters, -1.0));
  std::vector<double> StepStart(Steps, 0.0);
  double Clock = -1.0;
  for (unsigned T = 0; T < Steps; ++T)
    for (auto [K, Entry] : enumerate(Order)) {
      auto [Op, Stage] = Entry;
      int64_t Iter = int64_t(T) + MaxStage - Stage;
      double At = Clock + 1.0;
      for (DepId E : G.incoming(Op)) {
        const Dependence &D = G.dep(E);
        // A negative distance (addPtxasMemoryOrder: a later iteration's
        // store before this load in the step) reads ahead.
        int64_t From = Iter - D.Distance;
        if (From >= 0 && From < int64_t(Iters) && Issue[D.Src][From] >= 0)
          At = std::max(At, Issue[D.Src][From] + double(D.Delay));
      }
      Issue[Op][Iter] = Clock = At;
      if (K == 0)
        StepStart[T] = At;
    }
  unsigned From = Steps / 2, To = Steps - 1;
  return (StepStart[To] - StepStart[From]) / double(To - From);
}

bool twill::nvptx::hasNoUnrollPragma(const MachineBasicBlock &Header) {
  // As NVPTXAsmPrinter::isLoopHeaderOfNoUnroll decides it, on the IR: the
  // loop metadata sits on the terminators of the header's latches.
  const BasicBlock *BB = Header.getBasicBlock();
  if (!BB)
    return false;
  for (const BasicBlock *Pred : predecessors(BB)) {
    MDNode *LoopID = Pred->getTerminator()->getMetadata(LLVMContext::MD_loop);
    if (!LoopID)
      continue;
    if (findOptionMDForLoopID(LoopID, "llvm.loop.unroll.disable"))
      return true;
    if (const MDNode *Count =
            findOptionMDForLoopID(LoopID, "llvm.loop.unroll.count"))
      if (Count->getNumOperands() == 2)
        if (auto *C = mdconst::dyn_extract<ConstantInt>(Count->getOperand(1)))
          if (C->isOne())
            return true;
  }
  return false;
}

namespace {

/// Whether an iteration of \p L may skip \p MBB: a path from the header
/// to a latch avoids it.
bool skippable(const MachineLoop &L, const MachineBasicBlock *MBB) {
  const MachineBasicBlock *Header = L.getHeader();
  if (MBB == Header)
    return false;
  SmallPtrSet<const MachineBasicBlock *, 16> Seen = {Header, MBB};
  SmallVector<const MachineBasicBlock *, 16> Work = {Header};
  while (!Work.empty()) {
    const MachineBasicBlock *B = Work.pop_back_val();
    for (const MachineBasicBlock *S : B->successors()) {
      if (S == Header)
        return true;
      if (L.contains(S) && Seen.insert(S).second)
        Work.push_back(S);
    }
  }
  return false;
}

} // namespace

PtxasLoopView twill::nvptx::viewLoopForPtxas(
    const MachineLoop &L, function_ref<bool(const MachineInstr &)> IsBarrier) {
  PtxasLoopView V;
  V.NoUnrollPragma = hasNoUnrollPragma(*L.getHeader());
  V.Blocks = L.getNumBlocks();
  unsigned Branches = 0;
  const MachineRegisterInfo &MRI = L.getHeader()->getParent()->getRegInfo();
  auto UsedAfter = [&](const MachineInstr &MI) {
    return any_of(MI.all_defs(), [&](const MachineOperand &D) {
      return D.getReg().isVirtual() &&
             any_of(MRI.use_nodbg_instructions(D.getReg()),
                    [&](const MachineInstr &U) {
                      return !L.contains(U.getParent());
                    });
    });
  };
  for (const MachineBasicBlock *MBB : L.blocks()) {
    if (!V.GuardedStore &&
        any_of(*MBB, [](const MachineInstr &MI) { return MI.mayStore(); }))
      V.GuardedStore = skippable(L, MBB);
    for (const MachineInstr &MI : *MBB) {
      V.LiveOut = V.LiveOut || (!MI.isDebugInstr() && UsedAfter(MI));
      if (MI.isDebugInstr() || MI.isPHI())
        continue;
      if (MI.isTerminator()) {
        Branches += MI.isConditionalBranch();
        continue;
      }
      V.Barrier |= IsBarrier(MI);
      ++V.Size;
      if (!MI.mayLoad() && !MI.mayStore())
        continue;
      bool Shared = !MI.memoperands_empty() &&
                    all_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
                      return MMO->getAddrSpace() == 3;
                    });
      V.Size += !Shared;
    }
  }
  // The exit test's branch is the loop's own; a guard's is in the body.
  V.Size += Branches > 0 ? Branches - 1 : 0;
  return V;
}

unsigned twill::nvptx::ptxasUnrollFactor(const PtxasLoopView &V,
                                         unsigned Factor) {
  // The size limit is bench_57_ptxas_unroll.py's: its probe loops (1 global
  // load, m FMAs, 1 store, the induction variable) are unrolled up to m = 42,
  // Size 50 here (the PTX counts one less), with 4 more loads up to m = 30;
  // each extra add, mul.wide, mul.hi, shared load, ldmatrix, mma.sync,
  // barrier or guard branch took one FMA off the limit, each global load,
  // store or cp.async two. A loop of several blocks was not unrolled where
  // it held a barrier (3 loops), or a store an iteration may skip and no
  // value used after the loop (5, and the probe guard_st); with a value
  // used after it, such loops were (the probe guard_st_live, the same with
  // its last FMA stored after the loop; guarded-chain.ll's chain); one whose
  // stores every iteration runs was (llm.c's attention softmax).
  constexpr unsigned SizeLimit = 50;
  if (Factor <= 1 || V.NoUnrollPragma || !V.CountedBackBranch ||
      (V.Blocks > 1 && (V.Barrier || (V.GuardedStore && !V.LiveOut))) ||
      V.Size > SizeLimit)
    return 1;
  return Factor;
}

namespace {

/// What ptxas knows of one memory access: its state spaces (empty:
/// unknown) and its underlying objects (null: unknown).
struct PtxasAccess {
  bool Load = false, Store = false;
  SmallVector<unsigned, 2> Spaces;
  SmallVector<const Value *, 2> Objects;
};

PtxasAccess ptxasAccess(const MachineInstr &MI) {
  PtxasAccess A;
  A.Store = MI.mayStore();
  A.Load = MI.mayLoad();
  if (!A.Load && !A.Store)
    return A;
  if (isNonCoherentLoad(MI)) {
    A.Load = false;
    return A;
  }
  bool ReadOnly = !MI.memoperands_empty();
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    unsigned Space = MMO->getAddrSpace();
    A.Spaces.push_back(Space);
    ReadOnly &= MMO->isInvariant() || Space == 4 || Space == 101;
    const Value *V = MMO->getValue();
    A.Objects.push_back(V ? getUnderlyingObject(V) : nullptr);
  }
  if (ReadOnly && !A.Store)
    A.Load = false;
  return A;
}

/// Whether ptxas may take \p A and \p B for accesses to the same bytes.
bool ptxasMayAlias(const PtxasAccess &A, const PtxasAccess &B) {
  if (A.Spaces.empty() || B.Spaces.empty())
    return true;
  bool SameObject = A.Objects.size() == 1 && B.Objects.size() == 1 &&
                    A.Objects[0] && A.Objects[0] == B.Objects[0];
  if (SameObject)
    return false;
  for (unsigned SA : A.Spaces)
    for (unsigned SB : B.Spaces)
      if (SA == SB || SA == 0 || SB == 0)
        return true;
  return false;
}

} // namespace

void twill::nvptx::addPtxasMemoryOrder(
    DependenceGraph &Unrolled, ArrayRef<MachineInstr *> Body,
    ArrayRef<std::pair<OpId, unsigned>> Order) {
  if (Body.empty())
    return;
  std::vector<PtxasAccess> Access;
  for (const MachineInstr *MI : Body)
    Access.push_back(ptxasAccess(*MI));
  const unsigned N = Body.size();
  for (auto [P, Store] : enumerate(Order)) {
    if (!Access[Store.first % N].Store)
      continue;
    for (const auto &Load : Order.drop_front(P + 1))
      if (Access[Load.first % N].Load &&
          ptxasMayAlias(Access[Store.first % N], Access[Load.first % N]))
        Unrolled.addDependence(Store.first, Load.first, /*Delay=*/1,
                               int64_t(Store.second) - int64_t(Load.second));
  }
}

std::vector<std::pair<OpId, unsigned>> twill::nvptx::listOrder(
    const DependenceGraph &G, ArrayRef<std::pair<OpId, unsigned>> Order,
    function_ref<bool(const Dependence &)> Kept) {
  std::vector<int64_t> Stage(G.numOperations(), -1), Pos(G.numOperations());
  for (auto [K, Entry] : enumerate(Order)) {
    Stage[Entry.first] = Entry.second;
    Pos[Entry.first] = int64_t(K);
  }
  // Ready cycles in one forward pass: kept same-step edges point forward.
  std::vector<int64_t> Ready(G.numOperations(), 0);
  for (auto [Op, S] : Order)
    for (DepId E : G.incoming(Op)) {
      const Dependence &D = G.dep(E);
      if (D.Src == Op || Stage[D.Src] != int64_t(S) + D.Distance ||
          Pos[D.Src] > Pos[Op] || !Kept(D))
        continue;
      Ready[Op] = std::max(Ready[Op], Ready[D.Src] + D.Delay);
    }
  std::vector<std::pair<OpId, unsigned>> Out(Order.begin(), Order.end());
  llvm::sort(Out, [&](const auto &A, const auto &B) {
    return std::make_pair(Ready[A.first], Pos[A.first]) <
           std::make_pair(Ready[B.first], Pos[B.first]);
  });
  return Out;
}

namespace {

/// Whether \p MI loads, and every memory operand it has (one at least) is
/// in the global or the generic state space.
bool loadsGlobalOrGeneric(const MachineInstr &MI) {
  return MI.mayLoad() && !MI.memoperands_empty() && globalOrGenericOperands(MI);
}

} // namespace

DependenceGraph twill::nvptx::withLoadLatency(const DependenceGraph &G,
                                              ArrayRef<MachineInstr *> Body,
                                              int64_t Latency) {
  DependenceGraph Out = G;
  for (Dependence &D : Out.dependences())
    if (D.Src < Body.size() && loadsGlobalOrGeneric(*Body[D.Src]))
      D.Delay = std::max(D.Delay, Latency);
  return Out;
}

namespace {

/// Whether \p MI, classified \p C, loads from global memory
/// (atGlobalLoadLatency).
bool isGlobalLoad(const MachineInstr &MI, const ClassifiedInstr &C) {
  if (C.SharedByAddress)
    return false;
  if (isNonCoherentLoad(MI))
    return true;
  if (MI.mayLoad() && !MI.memoperands_empty())
    return loadsGlobalOrGeneric(MI);
  StringRef M = C.Mnemonic;
  return C.Class && C.Class->Name == "global_ldst" &&
         (M.starts_with("ld.") || M.starts_with("wmma.load"));
}

} // namespace

DependenceGraph twill::nvptx::atGlobalLoadLatency(
    const DependenceGraph &G, ArrayRef<MachineInstr *> Body,
    ArrayRef<ClassifiedInstr> Classes, int64_t Latency) {
  DependenceGraph Out = G;
  for (Dependence &D : Out.dependences())
    if (D.Delay > 0 && D.Src < Body.size() && D.Src < Classes.size() &&
        isGlobalLoad(*Body[D.Src], Classes[D.Src]))
      D.Delay = Latency;
  return Out;
}

StringRef twill::nvptx::costBoundName(CostBound B) {
  static const char *const Names[] = {"latency", "issue", "fp32", "mufu",
                                      "memory"};
  return enumName(Names, B);
}

LoopPrediction twill::nvptx::predictLoop(const MachineDescription &MD,
                                         const LoopWork &W,
                                         const LaunchBounds &LB,
                                         double WarpCycles,
                                         unsigned Registers) {
  LoopPrediction P;
  P.Registers = Registers;
  P.WarpCycles = WarpCycles;
  P.Occ =
      computeOccupancy(MD, {Registers, LB.Threads, LB.sharedBytesPerBlock()});
  const std::pair<double, CostBound> Bounds[] = {
      {pipeCycles(MD, W.Instructions,
                  MD.SchedulersPerSM * perCycle(MD, "issue_per_scheduler") *
                      MD.ThreadsPerWarp),
       CostBound::Issue},
      {pipeCycles(MD, W.FP32, perCycle(MD, "fp32_fma_lanes")),
       CostBound::FP32},
      {pipeCycles(MD, W.MUFU, perCycle(MD, "mufu_ops")), CostBound::MUFU},
      {double(W.SharedBytes + W.GlobalBytes) * MD.ThreadsPerWarp /
           std::max(1.0, perCycle(MD, "smem_bytes")),
       CostBound::Memory}};
  for (auto [Cycles, B] : Bounds)
    if (Cycles > P.ThroughputCycles) {
      P.ThroughputCycles = Cycles;
      P.Bound = B;
    }
  P.LatencyCycles = P.Occ.WarpsPerSM ? WarpCycles / P.Occ.WarpsPerSM
                                     : WarpCycles;
  P.Cycles = std::max(P.ThroughputCycles, P.LatencyCycles);
  if (P.LatencyCycles >= P.ThroughputCycles)
    P.Bound = CostBound::Latency;
  return P;
}
