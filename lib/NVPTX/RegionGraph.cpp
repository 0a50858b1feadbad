//===- RegionGraph.cpp - Outer loops as chains of regions -----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/RegionGraph.h"

#include "twill/Model/EnumNames.h"
#include "twill/Model/StableSort.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Value.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <tuple>

using namespace llvm;
using namespace twill;
using namespace twill::nvptx;

namespace {

// Indexed by the enumerators, in declaration order (EnumNames.h).
const char *const RegionKindNames[] = {"block", "compute-loop",
                                       "blocking-wait", "guarded-block"};
static_assert(std::size(RegionKindNames) ==
                  size_t(RegionKind::Guarded) + 1,
              "one name per RegionKind");
const char *const PartitionVerdictNames[] = {"no-warps", "agrees", "differs"};
static_assert(std::size(PartitionVerdictNames) ==
                  size_t(PartitionVerdict::Differs) + 1,
              "one name per PartitionVerdict");
const char *const StageVerdictNames[] = {"unknown", "agrees", "ring-deeper",
                                         "ring-shallower"};
static_assert(std::size(StageVerdictNames) ==
                  size_t(StageVerdict::RingShallower) + 1,
              "one name per StageVerdict");

Error regionError(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

std::string bbName(const MachineBasicBlock &MBB) {
  return "bb." + std::to_string(MBB.getNumber());
}

/// An `mbarrier.try_wait`/`test_wait` in inline asm, or the NVVM intrinsic's
/// instruction (whose opcode name spells it with underscores).
bool isMBarrierWait(const ClassifiedInstr &C) {
  std::string M = StringRef(C.Mnemonic).lower();
  std::replace(M.begin(), M.end(), '_', '.');
  return StringRef(M).contains("mbarrier.try.wait") ||
         StringRef(M).contains("mbarrier.test.wait");
}

/// Arrives on an mbarrier, or issues a copy that completes through one or
/// through an async group.
bool signals(const ClassifiedInstr &C) {
  std::string M = StringRef(C.Mnemonic).lower();
  std::replace(M.begin(), M.end(), '_', '.');
  return StringRef(M).starts_with("mbarrier.arrive") ||
         (C.Class && (C.Class->Name == "tma_copy" || C.Class->Name == "cp_async"));
}

/// How strongly a class stands for its region in the model: warp-group
/// tensor-core work, then variable-latency copies, then other async
/// operations, then the longest latency.
std::pair<int, int64_t> classWeight(const InstructionClass *C) {
  if (!C)
    return {0, 0};
  int Tier = C->NeedsWarpGroup ? 4 : C->VariableLatency ? 3 : C->Async ? 2 : 1;
  return {Tier, C->Latency};
}

/// Adds \p A to \p R's accesses unless an equal one is there: the edges
/// depend on the distinct accesses alone, and a region of hundreds of loads
/// of a few objects would otherwise cost their product per region pair.
void addAccess(Region &R, RegionAccess A) {
  if (none_of(R.Memory, [&](const RegionAccess &B) {
        return A.AddrSpace == B.AddrSpace && A.Object == B.Object &&
               A.Write == B.Write && A.Async == B.Async;
      }))
    R.Memory.push_back(A);
}

void addMemoryEffects(const MachineInstr &MI, const ClassifiedInstr &C,
                      Region &R) {
  if (!MI.mayLoad() && !MI.mayStore())
    return;
  bool Async = C.Class && (C.Class->Name == "tma_copy" ||
                           C.Class->Name == "cp_async");
  if (MI.memoperands_empty()) {
    // Inline asm with a "memory" clobber and the like: anything, read and
    // written.
    addAccess(R, {0, nullptr, MI.mayStore(), Async});
    if (MI.mayLoad() && MI.mayStore())
      addAccess(R, {0, nullptr, false, Async});
    return;
  }
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    const Value *Obj =
        MMO->getValue() ? getUnderlyingObject(MMO->getValue()) : nullptr;
    addAccess(R, {MMO->getAddrSpace(), Obj, MMO->isStore(), Async});
  }
}

/// Whether \p C's work completes through a wait rather than a register.
bool isAsyncCopyClass(const ClassifiedInstr &C) {
  return C.Class && C.Class->Async && C.Class->VariableLatency;
}

/// The longest chain of register dependences through \p R's instructions
/// (one pass in program order; a loop's carried values are left out), and
/// when each register and the stores are done (Region::ReadyAt,
/// StoresDoneAt). An asynchronous copy counts its issue only.
int64_t criticalPath(Region &R) {
  int64_t Path = 1;
  for (auto [MI, C] : zip(R.Instrs, R.Classes)) {
    int64_t Start = 0;
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg() && MO.readsReg())
        Start = std::max(Start, R.ReadyAt.lookup(MO.getReg().id()));
    int64_t Latency = C.Class ? C.Class->Latency : 1;
    int64_t End = Start + (isAsyncCopyClass(C) ? 1 : Latency);
    for (const MachineOperand &MO : MI->operands())
      if (MO.isReg() && MO.getReg() && MO.isDef())
        R.ReadyAt[MO.getReg().id()] = End;
    if (MI->mayStore() && !isAsyncCopyClass(C))
      R.StoresDoneAt = std::max(R.StoresDoneAt, End);
    Path = std::max(Path, End);
  }
  return Path;
}

/// The busiest unit's cycles over one iteration of \p R.
int64_t busiestUnit(const Region &R, const MachineDescription &MD) {
  int64_t Busiest = 0;
  for (const auto &[Unit, Cycles] : R.UnitCycles) {
    int64_t Capacity = 1;
    for (const FunctionalUnit &U : MD.Units)
      if (U.Name == Unit)
        Capacity = std::max<int64_t>(1, U.Capacity);
    Busiest = std::max(Busiest, (Cycles + Capacity - 1) / Capacity);
  }
  return Busiest;
}

/// Adds \p MI's effects to \p R.
void summariseInstr(MachineInstr &MI, ClassifiedInstr C, Region &R) {
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg() && MO.readsReg() &&
        !R.Writes.contains(MO.getReg().id()))
      R.Reads.insert(MO.getReg().id());
  if (MI.isTerminator())
    return;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg() && MO.isDef())
      R.Writes.insert(MO.getReg().id());
  addMemoryEffects(MI, C, R);
  R.Ordered |= isOrderedInstr(MI, C) || MI.isConvergent();
  R.Convergent |= MI.isConvergent();
  R.Signals |= signals(C);
  if (const InstructionClass *IC = C.Class) {
    R.Barriers += IC->Unit == "sync";
    R.VariableLatency |= IC->VariableLatency;
    R.NeedsWarpGroup |= IC->NeedsWarpGroup;
    R.UnitCycles[IC->Unit] += IC->ReservationCycles;
  }
  R.Instrs.push_back(&MI);
  R.Classes.push_back(std::move(C));
}

/// The summary of \p Blocks, in order: one block, or an inner loop's
/// blocks from its header (\p IsLoop: the body of an inner loop, of
/// \p Trips iterations; 0: unknown; \p Guarded: the then-block of an
/// if-then, summarised as if it always ran).
Region summariseBlocks(ArrayRef<MachineBasicBlock *> Blocks, bool IsLoop,
                       unsigned Trips, const InstrClassifier &Classifier,
                       bool Guarded = false) {
  Region R;
  R.Block = Blocks.front();
  for (MachineBasicBlock *MBB : Blocks)
    for (MachineInstr &MI : *MBB)
      if (!MI.isDebugInstr())
        summariseInstr(MI, Classifier.classify(MI), R);
  bool Waits = any_of(R.Classes, isMBarrierWait);
  bool OnlyWaitsStore = all_of(zip(R.Instrs, R.Classes), [](auto P) {
    return !std::get<0>(P)->mayStore() || isMBarrierWait(std::get<1>(P));
  });
  R.Kind = Guarded                   ? RegionKind::Guarded
           : !IsLoop                 ? RegionKind::Block
           : Waits && OnlyWaitsStore ? RegionKind::BlockingWait
                                     : RegionKind::ComputeLoop;
  for (const ClassifiedInstr &C : R.Classes) {
    bool Better = R.Kind == RegionKind::BlockingWait
                      ? isMBarrierWait(C) && !isMBarrierWait(R.Representative)
                      : classWeight(C.Class) >
                            classWeight(R.Representative.Class);
    if (Better)
      R.Representative = C;
  }
  R.Representative.Mnemonic = "region." +
                              regionKindName(R.Kind).str() + ".bb" +
                              std::to_string(R.Block->getNumber());
  R.Representative.Defaulted = false;
  R.IterationCycles =
      std::max(criticalPath(R), busiestUnit(R, Classifier.machine()));
  // A spin wait's trip count depends on its producer, not on the code.
  if (R.Kind == RegionKind::ComputeLoop && Trips > 0) {
    R.Trips = Trips;
    R.TripsKnown = true;
  }
  // A loop's values and stores are there when it exits.
  if (R.isLoop()) {
    for (auto &Entry : R.ReadyAt)
      Entry.second = R.latency();
    R.StoresDoneAt = R.latency();
  }
  return R;
}

/// The inner loop of \p L that holds \p MBB, or null.
const MachineLoop *subLoopOf(const MachineLoop &L,
                             const MachineBasicBlock *MBB) {
  for (const MachineLoop *Sub : L.getSubLoops())
    if (Sub->contains(MBB))
      return Sub;
  return nullptr;
}

/// A nest's figures are capped here: far above any latency a schedule
/// could use, far below overflow.
constexpr int64_t MaxNestCycles = int64_t(1) << 30;

int64_t cappedProduct(int64_t A, int64_t B) {
  return A && B > MaxNestCycles / A ? MaxNestCycles : A * B;
}

/// The iterations inner loop \p Sub is costed at: ScalarEvolution's
/// constant trip count, else one (counted in \p Unknown).
int64_t costedTrips(const MachineLoop &Sub, const InnerTripCounts *Trips,
                    unsigned &Unknown) {
  unsigned N = Trips ? Trips->tripCount(*Sub.getHeader()) : 0;
  Unknown += N == 0;
  return N ? int64_t(N) : 1;
}

/// Cycles of \p Blocks of loop \p L run once: the critical path or busiest
/// unit of those in none of \p L's inner loops, plus each inner loop that
/// holds one of them at its costed trips times its own iteration (all of
/// its blocks, recursively); nothing overlapped.
int64_t partCycles(const MachineLoop &L, ArrayRef<MachineBasicBlock *> Blocks,
                   const InstrClassifier &Classifier,
                   const InnerTripCounts *Trips, unsigned &Unknown) {
  std::vector<MachineInstr *> Own;
  SmallVector<const MachineLoop *, 4> Inner;
  for (MachineBasicBlock *MBB : Blocks) {
    if (const MachineLoop *Sub = subLoopOf(L, MBB)) {
      if (!is_contained(Inner, Sub))
        Inner.push_back(Sub);
      continue;
    }
    for (MachineInstr &MI : *MBB)
      if (!MI.isDebugInstr() && !MI.isTerminator())
        Own.push_back(&MI);
  }
  int64_t Cycles =
      Own.empty() ? 0 : summariseInstructions(Own, Classifier).IterationCycles;
  for (const MachineLoop *Sub : Inner) {
    std::vector<MachineBasicBlock *> SubBlocks(Sub->getBlocks().begin(),
                                               Sub->getBlocks().end());
    int64_t N = costedTrips(*Sub, Trips, Unknown);
    Cycles = std::min(
        MaxNestCycles,
        Cycles + cappedProduct(N, partCycles(*Sub, SubBlocks, Classifier, Trips,
                                             Unknown)));
  }
  return std::max<int64_t>(1, Cycles);
}

/// Times an instruction of \p MBB runs per run of a part of loop \p L: the
/// costed trips of \p L's inner loops that hold \p MBB.
int64_t repeatsIn(const MachineLoop &L, const MachineBasicBlock *MBB,
                  const InnerTripCounts *Trips) {
  int64_t Repeats = 1;
  unsigned Unknown = 0;
  for (const MachineLoop *Inner = subLoopOf(L, MBB); Inner;
       Inner = subLoopOf(*Inner, MBB))
    Repeats = cappedProduct(Repeats, costedTrips(*Inner, Trips, Unknown));
  return Repeats;
}

/// Makes \p R, the summary of blocks of loop \p L some of which are in
/// \p L's inner loops, count each instruction as often as those loops run
/// it (Repeats, the units' reservations) and cost it partCycles (one
/// iteration of \p R).
void weighInnerLoops(Region &R, const MachineLoop &L,
                     ArrayRef<MachineBasicBlock *> Blocks,
                     const InstrClassifier &Classifier,
                     const InnerTripCounts *TripCounts) {
  R.UnitCycles.clear();
  DenseMap<const MachineBasicBlock *, int64_t> OfBlock;
  for (auto [MI, C] : zip(R.Instrs, R.Classes)) {
    auto [It, New] = OfBlock.try_emplace(MI->getParent(), 0);
    if (New)
      It->second = repeatsIn(L, MI->getParent(), TripCounts);
    int64_t N = It->second;
    R.Repeats.push_back(N);
    if (C.Class)
      R.UnitCycles[C.Class->Unit] = std::min(
          MaxNestCycles, R.UnitCycles[C.Class->Unit] +
                             cappedProduct(C.Class->ReservationCycles, N));
  }
  R.IterationCycles =
      partCycles(L, Blocks, Classifier, TripCounts, R.UnknownInnerTrips);
  for (auto &Entry : R.ReadyAt)
    Entry.second = R.latency();
  R.StoresDoneAt = R.latency();
}

/// The region of inner loop \p Sub, of \p Trips iterations (0: unknown),
/// over \p Blocks (loopBlocks): summariseBlocks, weighed by the loops it
/// holds, if any (weighInnerLoops).
Region summariseLoop(const MachineLoop &Sub,
                     ArrayRef<MachineBasicBlock *> Blocks, unsigned Trips,
                     const InstrClassifier &Classifier,
                     const InnerTripCounts *TripCounts) {
  Region R = summariseBlocks(Blocks, /*IsLoop=*/true, Trips, Classifier);
  if (!Sub.isInnermost())
    weighInnerLoops(R, Sub, Blocks, Classifier, TripCounts);
  return R;
}

/// The Guarded region of \p Blocks, a part of \p L's body between a branch
/// and its join, as if all of it ran: summariseBlocks, weighed by the inner
/// loops it holds, if any (weighInnerLoops).
Region summariseGuardedPart(const MachineLoop &L,
                            ArrayRef<MachineBasicBlock *> Blocks,
                            const InstrClassifier &Classifier,
                            const InnerTripCounts *TripCounts) {
  Region R = summariseBlocks(Blocks, /*IsLoop=*/false, 0, Classifier,
                             /*Guarded=*/true);
  if (any_of(Blocks, [&](MachineBasicBlock *B) { return subLoopOf(L, B); }))
    weighInnerLoops(R, L, Blocks, Classifier, TripCounts);
  return R;
}

/// Whether a loop inside \p Nest is one the pipeliner emitted (its
/// kernel and the original loop it keeps: one region would cost both).
bool holdsEmittedLoop(const MachineLoop &Nest) {
  return any_of(Nest.getSubLoops(), [](const MachineLoop *Inner) {
    return !twillMetadata(*Inner->getHeader()).empty() ||
           holdsEmittedLoop(*Inner);
  });
}

Error checkSubLoops(const MachineLoop &L) {
  for (const MachineLoop *Sub : L.getSubLoops()) {
    if (holdsEmittedLoop(*Sub))
      return regionError("the inner loop at " + bbName(*Sub->getHeader()) +
                         " holds a loop the pipeliner emitted");
    if (Sub->getNumBlocks() != 1 && !Sub->getExitBlock())
      return regionError("the inner loop at " + bbName(*Sub->getHeader()) +
                         " has " + Twine(Sub->getNumBlocks()) +
                         " blocks and several exit blocks");
  }
  for (const MachineBasicBlock *MBB : L.blocks())
    for (const MachineInstr &MI : *MBB)
      if (MI.isCall())
        return regionError("a call in " + bbName(*MBB));
  return Error::success();
}

/// The distinct successors of \p MBB in \p L, \p MBB itself aside, in
/// successor order.
SmallVector<MachineBasicBlock *, 4> inLoopSuccessors(const MachineLoop &L,
                                                     MachineBasicBlock *MBB) {
  SmallVector<MachineBasicBlock *, 4> Out;
  for (MachineBasicBlock *S : MBB->successors())
    if (L.contains(S) && S != MBB && !is_contained(Out, S))
      Out.push_back(S);
  return Out;
}

/// The one successor of \p MBB in \p L outside its own inner loop.
Expected<MachineBasicBlock *> nextInChain(const MachineLoop &L,
                                          MachineBasicBlock *MBB) {
  SmallVector<MachineBasicBlock *, 4> Next = inLoopSuccessors(L, MBB);
  if (Next.size() != 1)
    return regionError(bbName(*MBB) + " branches to " + Twine(Next.size()) +
                       " blocks of the loop (a branch inside the body)");
  MachineBasicBlock *N = Next.front();
  if (N == L.getHeader())
    return N;
  // An inner loop's header is entered from its own blocks too.
  const MachineLoop *Sub = subLoopOf(L, N);
  for (MachineBasicBlock *P : N->predecessors())
    if (L.contains(P) && P != MBB && P != N && !(Sub && Sub->contains(P)))
      return regionError(bbName(*N) + " joins several paths of the body");
  return N;
}

/// The if-then that \p MBB opens, as (then-block, join): \p MBB branches
/// to exactly two blocks of \p L, one of which is a block outside every
/// inner loop that only \p MBB enters and that only goes on to the other;
/// the other is not the header, and only \p MBB and the then-block enter
/// it. nullopt for any other shape.
std::optional<std::pair<MachineBasicBlock *, MachineBasicBlock *>>
ifThenFrom(const MachineLoop &L, MachineBasicBlock *MBB) {
  SmallVector<MachineBasicBlock *, 4> Next = inLoopSuccessors(L, MBB);
  if (Next.size() != 2)
    return std::nullopt;
  auto InLoop = [&](auto Range) {
    SmallVector<MachineBasicBlock *, 2> Out;
    for (MachineBasicBlock *B : Range)
      if (L.contains(B) && !is_contained(Out, B))
        Out.push_back(B);
    return Out;
  };
  for (unsigned K = 0; K < 2; ++K) {
    MachineBasicBlock *Then = Next[K], *Join = Next[1 - K];
    if (Then == L.getHeader() || Join == L.getHeader() ||
        subLoopOf(L, Then) || subLoopOf(L, Join))
      continue;
    SmallVector<MachineBasicBlock *, 2> ThenPreds = InLoop(Then->predecessors()),
                                        ThenSuccs = InLoop(Then->successors()),
                                        JoinPreds = InLoop(Join->predecessors());
    if (ThenPreds.size() == 1 && ThenPreds[0] == MBB && ThenSuccs.size() == 1 &&
        ThenSuccs[0] == Join && JoinPreds.size() == 2 &&
        is_contained(JoinPreds, MBB) && is_contained(JoinPreds, Then))
      return std::make_pair(Then, Join);
  }
  return std::nullopt;
}

/// The inner loop that \p MBB guards: \p MBB branches to exactly two
/// blocks of \p L, the inner loop's header (or a preheader block outside
/// every inner loop that only \p MBB enters and that only goes on to the
/// header) and the inner loop's one exit block, which only \p MBB and the
/// inner loop enter in \p L (it may be \p L's header). The result is the
/// preheader block (null when \p MBB is the preheader itself), the inner
/// loop and the exit block; nullopt for any other shape.
struct GuardedLoop {
  MachineBasicBlock *Preheader;
  const MachineLoop *Sub;
  MachineBasicBlock *Join;
};
std::optional<GuardedLoop> guardedLoopFrom(const MachineLoop &L,
                                           MachineBasicBlock *MBB) {
  SmallVector<MachineBasicBlock *, 4> Next = inLoopSuccessors(L, MBB);
  if (Next.size() != 2 || subLoopOf(L, MBB))
    return std::nullopt;
  auto OnlyInLoop = [&](auto Range, MachineBasicBlock *Only) {
    for (MachineBasicBlock *B : Range)
      if (L.contains(B) && B != Only)
        return false;
    return true;
  };
  for (unsigned K = 0; K < 2; ++K) {
    MachineBasicBlock *Entry = Next[K], *Join = Next[1 - K];
    MachineBasicBlock *Pre = nullptr;
    const MachineLoop *Sub = subLoopOf(L, Entry);
    if (!Sub && Entry != L.getHeader() && Entry->succ_size() == 1 &&
        OnlyInLoop(Entry->predecessors(), MBB)) {
      Pre = Entry;
      Entry = *Entry->succ_begin();
      Sub = subLoopOf(L, Entry);
    }
    if (!Sub || Entry != Sub->getHeader() || Sub->getExitBlock() != Join ||
        subLoopOf(L, Join))
      continue;
    MachineBasicBlock *Into = Pre ? Pre : MBB;
    bool HeaderFromOutside = all_of(Entry->predecessors(), [&](auto *P) {
      return P == Into || Sub->contains(P);
    });
    bool JoinFromGuardAndLoop = all_of(Join->predecessors(), [&](auto *P) {
      return !L.contains(P) || P == MBB || Sub->contains(P);
    });
    if (HeaderFromOutside && JoinFromGuardAndLoop)
      return GuardedLoop{Pre, Sub, Join};
  }
  return std::nullopt;
}

/// The steps of guardedPartFrom(), on the body of \p L with each inner loop
/// contracted to its header (whose successors are the loop's exits in L),
/// so that the graph has no cycle but through L's header.
class GuardedPartFinder {
public:
  GuardedPartFinder(const MachineLoop &L, MachineBasicBlock *MBB)
      : L(L), MBB(MBB) {}

  std::optional<
      std::pair<std::vector<MachineBasicBlock *>, MachineBasicBlock *>>
  run() {
    if (inLoopSuccessors(L, MBB).size() < 2 || subLoopOf(L, MBB) || !postOrder())
      return std::nullopt;
    postDominators();
    MachineBasicBlock *Join = nearestPostDominator();
    if (!Join)
      return std::nullopt;
    std::vector<MachineBasicBlock *> Blocks;
    if (!partBefore(Join, Blocks))
      return std::nullopt;
    return std::make_pair(std::move(Blocks), Join);
  }

private:
  /// The post-dominator sets are quadratic in the blocks.
  static constexpr size_t MaxGuardedPartBlocks = 256;

  SmallVector<MachineBasicBlock *, 4> succs(MachineBasicBlock *B) const {
    const MachineLoop *Sub = subLoopOf(L, B);
    if (!Sub)
      return inLoopSuccessors(L, B);
    SmallVector<MachineBasicBlock *, 4> Exits, Out;
    Sub->getExitBlocks(Exits);
    for (MachineBasicBlock *E : Exits)
      if (L.contains(E) && !is_contained(Out, E))
        Out.push_back(E);
    return Out;
  }

  /// The blocks reachable from MBB before the header, in DFS post-order
  /// (successors first). False on entering an inner loop elsewhere than at
  /// its header, on a cycle (irreducible flow), or above
  /// MaxGuardedPartBlocks blocks.
  bool postOrder() {
    DenseSet<MachineBasicBlock *> Seen = {MBB}, OnStack = {MBB};
    std::vector<std::pair<MachineBasicBlock *, unsigned>> Stack = {{MBB, 0}};
    while (!Stack.empty()) {
      auto &[B, Next] = Stack.back();
      SmallVector<MachineBasicBlock *, 4> Out = succs(B);
      if (Next == Out.size()) {
        Post.push_back(B);
        OnStack.erase(B);
        Stack.pop_back();
        continue;
      }
      MachineBasicBlock *S = Out[Next++];
      if (S == L.getHeader() || (Seen.contains(S) && !OnStack.contains(S)))
        continue;
      const MachineLoop *Sub = subLoopOf(L, S);
      if (OnStack.contains(S) || (Sub && Sub->getHeader() != S) ||
          Seen.size() >= MaxGuardedPartBlocks)
        return false;
      Seen.insert(S);
      OnStack.insert(S);
      Stack.push_back({S, 0});
    }
    return true;
  }

  /// Post-dominators on the acyclic part (the header: a sink every path
  /// ends in; a block whose paths all leave the loop constrains nothing).
  void postDominators() {
    for (MachineBasicBlock *B : Post) {
      std::optional<DenseSet<MachineBasicBlock *>> Meet;
      for (MachineBasicBlock *S : succs(B)) {
        if (Leaves.contains(S))
          continue;
        DenseSet<MachineBasicBlock *> Of;
        if (S == L.getHeader())
          Of.insert(S);
        else
          Of = PD[S];
        if (Meet)
          for (MachineBasicBlock *X : SmallVector<MachineBasicBlock *, 8>(
                   Meet->begin(), Meet->end()))
            if (!Of.contains(X))
              Meet->erase(X);
        if (!Meet)
          Meet = std::move(Of);
      }
      if (!Meet) {
        Leaves.insert(B);
        continue;
      }
      Meet->insert(B);
      PD[B] = std::move(*Meet);
    }
  }

  /// MBB's nearest strict post-dominator. They form a chain, so it is the
  /// one with the most post-dominators of its own (the header, the sink,
  /// has only itself); null when there is none.
  MachineBasicBlock *nearestPostDominator() {
    auto It = PD.find(MBB);
    if (It == PD.end())
      return nullptr;
    MachineBasicBlock *Join = nullptr;
    size_t JoinSize = 0;
    for (MachineBasicBlock *X : It->second) {
      auto XIt = PD.find(X); // Not PD[X]: an insertion would move It.
      size_t Size = XIt == PD.end() ? 1 : XIt->second.size();
      if (X != MBB && Size > JoinSize) {
        Join = X;
        JoinSize = Size;
      }
    }
    return Join;
  }

  /// The blocks reachable from MBB without passing \p Join, in layout
  /// order (an inner loop's with them, whole); false when a block of the
  /// part or Join is entered from elsewhere than MBB and the part, or the
  /// part holds only some of an inner loop's blocks or a loop the
  /// pipeliner emitted.
  bool partBefore(MachineBasicBlock *Join,
                  std::vector<MachineBasicBlock *> &Blocks) const {
    DenseSet<MachineBasicBlock *> InPart;
    SmallVector<MachineBasicBlock *, 16> Work(inLoopSuccessors(L, MBB));
    while (!Work.empty()) {
      MachineBasicBlock *B = Work.pop_back_val();
      if (B == Join || B == L.getHeader() || !InPart.insert(B).second)
        continue;
      Blocks.push_back(B);
      append_range(Work, inLoopSuccessors(L, B));
    }
    auto EnteredFromPart = [&](MachineBasicBlock *B) {
      return all_of(B->predecessors(), [&](MachineBasicBlock *P) {
        return !L.contains(P) || P == MBB || InPart.contains(P);
      });
    };
    // Not the pipeliner's kernel and the original loop it keeps beside it:
    // as one part they would be costed as if both ran.
    auto WholeLoops = [&](MachineBasicBlock *B) {
      const MachineLoop *Sub = subLoopOf(L, B);
      return !Sub || (twillMetadata(*Sub->getHeader()).empty() &&
                      all_of(Sub->blocks(), [&](MachineBasicBlock *X) {
                        return InPart.contains(X);
                      }));
    };
    if (Blocks.empty() || !all_of(Blocks, EnteredFromPart) ||
        !all_of(Blocks, WholeLoops) || !EnteredFromPart(Join))
      return false;
    llvm::sort(Blocks, [](MachineBasicBlock *A, MachineBasicBlock *B) {
      return A->getNumber() < B->getNumber();
    });
    return true;
  }

  const MachineLoop &L;
  MachineBasicBlock *MBB;
  std::vector<MachineBasicBlock *> Post;
  DenseMap<MachineBasicBlock *, DenseSet<MachineBasicBlock *>> PD;
  DenseSet<MachineBasicBlock *> Leaves;
};

/// The single-entry, single-exit part of \p L's body that \p MBB opens
/// when it branches to two or more blocks of \p L: the blocks from its
/// successors up to Join, the block of \p L every path from \p MBB to the
/// header (or the header itself) passes first (its immediate
/// post-dominator in the body, exits out of \p L aside). It qualifies when
/// none of its blocks is the header or in an inner loop, and only \p MBB
/// and the part enter its blocks and Join (a then-part of several blocks,
/// a switch: cuda::pipeline's consumer_wait branches to one wait_group per
/// count). The result is the part's blocks in layout order and Join;
/// nullopt for any other shape.
std::optional<std::pair<std::vector<MachineBasicBlock *>, MachineBasicBlock *>>
guardedPartFrom(const MachineLoop &L, MachineBasicBlock *MBB) {
  return GuardedPartFinder(L, MBB).run();
}

/// The blocks of the innermost loop \p Sub from its header to its latch,
/// when they form a chain (if-thens included), or why not.
Expected<std::vector<MachineBasicBlock *>> chainBlocks(const MachineLoop &Sub) {
  std::vector<MachineBasicBlock *> Out;
  MachineBasicBlock *Cur = Sub.getHeader();
  do {
    if (Out.size() >= Sub.getNumBlocks())
      return regionError("its body is not a chain");
    Out.push_back(Cur);
    if (auto IfThen = ifThenFrom(Sub, Cur)) {
      Out.push_back(IfThen->first);
      Cur = IfThen->second;
      continue;
    }
    Expected<MachineBasicBlock *> Next = nextInChain(Sub, Cur);
    if (!Next)
      return Next.takeError();
    Cur = *Next;
  } while (Cur != Sub.getHeader());
  if (Out.size() != Sub.getNumBlocks())
    return regionError("its chain reaches " + Twine(Out.size()) + " of its " +
                       Twine(Sub.getNumBlocks()) + " blocks");
  return std::move(Out);
}

/// The blocks of inner loop \p Sub that its region summarises: the one
/// block, an innermost loop's chain (chainBlocks), or every block of a loop
/// that holds loops of its own (a nest, header first).
Expected<std::vector<MachineBasicBlock *>> loopBlocks(const MachineLoop &Sub) {
  if (Sub.getNumBlocks() == 1)
    return std::vector<MachineBasicBlock *>{Sub.getHeader()};
  if (Sub.isInnermost())
    return chainBlocks(Sub);
  return std::vector<MachineBasicBlock *>(Sub.getBlocks().begin(),
                                          Sub.getBlocks().end());
}

/// \p Cur's blocks in order when it starts an inner loop of several
/// blocks of \p L (then \p Exit is where the chain goes on), else just
/// \p Cur.
Expected<std::vector<MachineBasicBlock *>>
stepBlocks(const MachineLoop &L, MachineBasicBlock *Cur,
           MachineBasicBlock *&Exit) {
  Exit = nullptr;
  const MachineLoop *Sub = subLoopOf(L, Cur);
  if (!Sub || Sub->getNumBlocks() == 1)
    return std::vector<MachineBasicBlock *>{Cur};
  std::string Where = "the inner loop at " + bbName(*Sub->getHeader());
  if (Cur != Sub->getHeader())
    return regionError(Where + " is entered at " + bbName(*Cur));
  Expected<std::vector<MachineBasicBlock *>> Blocks = loopBlocks(*Sub);
  if (!Blocks)
    return regionError(Where + ": " + toString(Blocks.takeError()));
  Exit = Sub->getExitBlock();
  if (!Exit || !L.contains(Exit))
    return regionError(Where + " leaves the loop");
  for (MachineBasicBlock *P : Exit->predecessors())
    if (L.contains(P) && !Sub->contains(P))
      return regionError(bbName(*Exit) + " joins several paths of the body");
  return Blocks;
}

} // namespace

struct InnerTripCounts::Analyses {
  explicit Analyses(Function &F)
      : DT(F), LI(DT), TLII(Triple(F.getParent()->getTargetTriple())),
        TLI(TLII), AC(F), SE(F, TLI, AC, DT, LI) {}
  DominatorTree DT;
  LoopInfo LI;
  TargetLibraryInfoImpl TLII;
  TargetLibraryInfo TLI;
  AssumptionCache AC;
  ScalarEvolution SE;

  /// The IR loop headed by \p MBB's IR block, or null.
  Loop *headedBy(const MachineBasicBlock &MBB) {
    const BasicBlock *BB = MBB.getBasicBlock();
    Loop *L = BB ? LI.getLoopFor(BB) : nullptr;
    return L && L->getHeader() == BB ? L : nullptr;
  }
};

InnerTripCounts::InnerTripCounts(const Function &F)
    : A(std::make_unique<Analyses>(const_cast<Function &>(F))) {}

InnerTripCounts::~InnerTripCounts() = default;

unsigned InnerTripCounts::tripCount(const MachineBasicBlock &MBB) const {
  Loop *L = A->headedBy(MBB);
  return L ? A->SE.getSmallConstantTripCount(L) : 0;
}

unsigned InnerTripCounts::maxTripCount(const MachineBasicBlock &MBB) const {
  Loop *L = A->headedBy(MBB);
  return L ? A->SE.getSmallConstantMaxTripCount(L) : 0;
}

PartitionVerdict twill::nvptx::comparePartition(unsigned WarpGroups) {
  return WarpGroups == 0   ? PartitionVerdict::NoWarps
         : WarpGroups == 1 ? PartitionVerdict::Agrees
                           : PartitionVerdict::Differs;
}

StageVerdict twill::nvptx::compareStages(unsigned RingStages,
                                         unsigned SchedCopies) {
  return RingStages == 0             ? StageVerdict::Unknown
         : RingStages == SchedCopies ? StageVerdict::Agrees
         : RingStages > SchedCopies  ? StageVerdict::RingDeeper
                                     : StageVerdict::RingShallower;
}

StringRef twill::nvptx::partitionVerdictName(PartitionVerdict V) {
  return enumName(PartitionVerdictNames, V, "unknown");
}

StringRef twill::nvptx::stageVerdictName(StageVerdict V) {
  return enumName(StageVerdictNames, V, "unknown");
}

StringRef twill::nvptx::twillMetadata(const MachineBasicBlock &MBB) {
  for (const MachineInstr &MI : MBB)
    if (MI.isInlineAsm() &&
        StringRef(MI.getOperand(0).getSymbolName()).starts_with(MetadataPrefix))
      return MI.getOperand(0).getSymbolName();
  return "";
}

StringRef twill::nvptx::regionKindName(RegionKind K) {
  return enumName(RegionKindNames, K, "unknown");
}

Region twill::nvptx::summariseInstructions(ArrayRef<MachineInstr *> Instrs,
                                           const InstrClassifier &Classifier) {
  Region R;
  R.Block = Instrs.empty() ? nullptr : Instrs.front()->getParent();
  for (MachineInstr *MI : Instrs)
    if (!MI->isDebugInstr())
      summariseInstr(*MI, Classifier.classify(*MI), R);
  R.IterationCycles =
      std::max(criticalPath(R), busiestUnit(R, Classifier.machine()));
  return R;
}

std::vector<Region>
twill::nvptx::splitBlockRegions(MachineBasicBlock &MBB,
                                const MachineInstr &Last,
                                const InstrClassifier &Classifier) {
  std::vector<Region> Parts(2);
  size_t Part = 0;
  for (MachineInstr &MI : MBB) {
    if (MI.isPHI() || MI.isDebugInstr())
      continue;
    summariseInstr(MI, Classifier.classify(MI), Parts[Part]);
    if (&MI == &Last)
      Part = 1;
  }
  for (Region &R : Parts) {
    R.Block = &MBB;
    R.Kind = RegionKind::Block;
    R.IterationCycles =
        std::max(criticalPath(R), busiestUnit(R, Classifier.machine()));
  }
  return Parts;
}

Expected<std::vector<Region>>
twill::nvptx::collectRegions(const MachineLoop &L,
                             const InstrClassifier &Classifier,
                             const InnerTripCounts *Trips) {
  if (Error E = checkSubLoops(L))
    return std::move(E);
  std::vector<Region> Regions;
  unsigned Visited = 0;
  MachineBasicBlock *Cur = L.getHeader();
  do {
    if (++Visited > L.getNumBlocks())
      return regionError("the body is not a chain of regions");
    const MachineLoop *Sub = subLoopOf(L, Cur);
    bool IsLoop = Sub != nullptr;
    unsigned N = IsLoop && Trips ? Trips->tripCount(*Cur) : 0;
    MachineBasicBlock *Exit = nullptr;
    Expected<std::vector<MachineBasicBlock *>> Blocks =
        stepBlocks(L, Cur, Exit);
    if (!Blocks)
      return Blocks.takeError();
    Visited += Blocks->size() - 1;
    Region R = Sub ? summariseLoop(*Sub, *Blocks, N, Classifier, Trips)
                   : summariseBlocks(*Blocks, /*IsLoop=*/false, 0, Classifier);
    if (!R.Instrs.empty() || IsLoop)
      Regions.push_back(std::move(R));
    if (Exit) {
      Cur = Exit;
      continue;
    }
    if (auto GL = IsLoop ? std::nullopt : guardedLoopFrom(L, Cur)) {
      // The preheader is a guarded block, the loop a region entered under
      // the guard; both as if they always ran. The chain goes on at the
      // loop's exit block.
      if (GL->Preheader) {
        ++Visited;
        Region G = summariseBlocks({GL->Preheader}, /*IsLoop=*/false, 0,
                                   Classifier, /*Guarded=*/true);
        if (!G.Instrs.empty())
          Regions.push_back(std::move(G));
      }
      Expected<std::vector<MachineBasicBlock *>> SubBlocks =
          loopBlocks(*GL->Sub);
      if (!SubBlocks)
        return regionError("the inner loop at " +
                           bbName(*GL->Sub->getHeader()) + ": " +
                           toString(SubBlocks.takeError()));
      Visited += SubBlocks->size();
      unsigned SubTrips = Trips ? Trips->tripCount(*GL->Sub->getHeader()) : 0;
      Region R =
          summariseLoop(*GL->Sub, *SubBlocks, SubTrips, Classifier, Trips);
      R.EnteredUnderGuard = true;
      Regions.push_back(std::move(R));
      Cur = GL->Join;
      continue;
    }
    if (auto IfThen = IsLoop ? std::nullopt : ifThenFrom(L, Cur)) {
      // The then-block is one more step, as if it always ran; the chain
      // goes on at the join.
      ++Visited;
      Region G = summariseBlocks({IfThen->first}, /*IsLoop=*/false, 0,
                                 Classifier, /*Guarded=*/true);
      if (!G.Instrs.empty())
        Regions.push_back(std::move(G));
      Cur = IfThen->second;
      continue;
    }
    if (auto GC = IsLoop ? std::nullopt : guardedPartFrom(L, Cur)) {
      // A part of several blocks between a branch and its join is one
      // guarded region, as if all of it ran.
      Visited += GC->first.size();
      Region G = summariseGuardedPart(L, GC->first, Classifier, Trips);
      if (!G.Instrs.empty())
        Regions.push_back(std::move(G));
      Cur = GC->second;
      continue;
    }
    Expected<MachineBasicBlock *> Next = nextInChain(L, Cur);
    if (!Next)
      return Next.takeError();
    Cur = *Next;
  } while (Cur != L.getHeader());
  if (Visited != L.getNumBlocks())
    return regionError("the chain from the header reaches " + Twine(Visited) +
                       " of the loop's " + Twine(L.getNumBlocks()) +
                       " blocks");
  if (Regions.size() < 2)
    return regionError("fewer than two regions");
  return std::move(Regions);
}

namespace {

/// Region edges, keeping the largest delay per (src, dst, distance) and
/// whether any of them is blocking.
class RegionEdges {
public:
  void add(OpId Src, OpId Dst, int64_t Delay, int64_t Distance,
           bool Blocking = false) {
    if (Src == Dst && Distance == 0)
      return;
    auto [It, New] = Edges.try_emplace({Src, Dst, Distance}, Delay, Blocking);
    if (!New) {
      It->second.first = std::max(It->second.first, Delay);
      It->second.second |= Blocking;
    }
  }
  void addTo(LoopDDG &D, int64_t Quantum) const {
    for (const auto &[Key, Value] : Edges) {
      auto [Src, Dst, Distance] = Key;
      int64_t Delay = (Value.first + Quantum - 1) / Quantum;
      D.P.Graph.addDependence(Src, Dst, Delay, Distance, Value.second);
      D.NumLoopCarried += Distance > 0;
    }
  }

private:
  std::map<std::tuple<OpId, OpId, int64_t>, std::pair<int64_t, bool>> Edges;
};

bool intersects(const DenseSet<unsigned> &A, const DenseSet<unsigned> &B) {
  return any_of(A, [&](unsigned R) { return B.contains(R); });
}

/// A register \p A writes and \p B reads first: none (-1), or the delay
/// (when A's value is ready).
int64_t registerFlow(const Region &A, const Region &B) {
  int64_t Delay = -1;
  for (unsigned R : A.Writes)
    if (B.Reads.contains(R))
      Delay = std::max(Delay, A.ReadyAt.lookup(R));
  return Delay;
}

bool mayAlias(const RegionAccess &A, const RegionAccess &B, AAResults *AA) {
  if (A.AddrSpace != B.AddrSpace && A.AddrSpace != 0 && B.AddrSpace != 0)
    return false;
  if (!A.Object || !B.Object)
    return true;
  if (A.Object == B.Object)
    return true;
  return !(AA && AA->isNoAlias(MemoryLocation::getBeforeOrAfter(A.Object),
                               MemoryLocation::getBeforeOrAfter(B.Object)));
}

/// Memory from \p A to \p B: none (-1), or the delay (the writer's latency
/// before a reader, 0 for other conflicts and after an asynchronous copy).
int64_t memoryConflict(const Region &A, const Region &B, AAResults *AA) {
  int64_t Delay = -1;
  for (const RegionAccess &X : A.Memory)
    for (const RegionAccess &Y : B.Memory) {
      if ((!X.Write && !Y.Write) || !mayAlias(X, Y, AA))
        continue;
      bool RAW = X.Write && !Y.Write && !X.Async;
      Delay = std::max(Delay, RAW ? A.StoresDoneAt : int64_t(0));
    }
  return Delay;
}

/// The edges from region \p A to region \p B at \p Distance (A precedes B
/// in program order, or B is A's successor across the back edge).
void addPairEdges(ArrayRef<Region> Rs, OpId A, OpId B, int64_t Distance,
                  AAResults *AA, RegionEdges &E) {
  const Region &RA = Rs[A], &RB = Rs[B];
  int64_t Flow = registerFlow(RA, RB);
  if (Flow >= 0)
    E.add(A, B, Flow, Distance);
  // Anti and output dependences within one iteration only (the modulo
  // model renames registers per iteration, as for single-block loops).
  if (Distance == 0 &&
      (intersects(RA.Reads, RB.Writes) || intersects(RA.Writes, RB.Writes)))
    E.add(A, B, 0, 0);
  int64_t Mem = memoryConflict(RA, RB, AA);
  if (Mem >= 0)
    E.add(A, B, Mem, Distance);
  bool OrderA = RA.Ordered || !RA.Memory.empty();
  bool OrderB = RB.Ordered || !RB.Memory.empty();
  if (A != B && OrderA && OrderB && (RA.Ordered || RB.Ordered))
    E.add(A, B, RA.Kind == RegionKind::BlockingWait ? RA.latency() : 0,
          Distance);
  // A blocking wait synchronises with the regions that signal it.
  if (A != B && RB.Kind == RegionKind::BlockingWait && RA.Signals)
    E.add(A, B, 0, Distance, /*Blocking=*/true);
}

/// Registers (32-bit units) of \p R's values that some region reads.
int64_t liveOutRegisters(ArrayRef<Region> Rs, const Region &R) {
  if (R.Instrs.empty())
    return 0;
  const MachineFunction &MF = *R.Instrs.front()->getMF();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  int64_t Regs = 0;
  for (unsigned Id : R.Writes) {
    Register Reg(Id);
    if (!Reg.isVirtual() ||
        none_of(Rs, [&](const Region &O) { return O.Reads.contains(Id); }))
      continue;
    unsigned Bits = TRI.getRegSizeInBits(*MRI.getRegClass(Reg));
    if (Bits > 1)
      Regs += (Bits + 31) / 32;
  }
  return Regs;
}

/// \p Cycles in units of \p Q, rounded up.
int64_t inUnits(int64_t Cycles, int64_t Q) { return (Cycles + Q - 1) / Q; }

/// The least quantum that keeps every latency and reservation of \p Rs
/// (and so every delay, none of which exceeds its region's latency) within
/// MaxRegionUnits.
int64_t regionQuantum(ArrayRef<Region> Rs) {
  int64_t Largest = 1;
  for (const Region &R : Rs) {
    Largest = std::max(Largest, R.latency());
    for (const auto &[Unit, Cycles] : R.UnitCycles)
      Largest = std::max(Largest, Cycles * R.Trips);
  }
  return inUnits(Largest, MaxRegionUnits);
}

Operation regionOperation(ArrayRef<Region> Rs, unsigned Idx, int64_t Q) {
  const Region &R = Rs[Idx];
  Operation Op;
  Op.Name = "r" + std::to_string(Idx) + "." + R.Representative.Mnemonic;
  Op.Kind = R.Representative.Class ? R.Representative.Class->Name : "none";
  Op.Latency = inUnits(R.latency(), Q);
  // The representative's unit first: the metadata names the first one.
  std::vector<std::pair<std::string, int64_t>> Units(R.UnitCycles.begin(),
                                                     R.UnitCycles.end());
  if (const InstructionClass *C = R.Representative.Class)
    stableSort(Units, [&](const auto &A, const auto &B) {
      return A.first == C->Unit && B.first != C->Unit;
    });
  for (const auto &[Unit, Cycles] : Units) {
    int64_t Rows = inUnits(Cycles * R.Trips, Q);
    for (int64_t C = 0; C < Rows; ++C)
      Op.Reservation.Uses.push_back({Unit, unsigned(C), 1});
    Op.Reservation.NumCycles =
        std::max<unsigned>(Op.Reservation.NumCycles, unsigned(Rows));
  }
  Op.VariableLatency = R.VariableLatency;
  Op.NeedsWarpGroup = R.NeedsWarpGroup;
  Op.Registers = liveOutRegisters(Rs, R);
  return Op;
}

/// What a region's instructions say about async tracking, each distinct
/// once (a region holds hundreds of instructions of a few kinds): the
/// mnemonic prefixes that track some async work of the region
/// (InstrClass::TrackedBy), and the mnemonics of the region.
struct TrackingSummary {
  llvm::StringSet<> TrackedBy;
  llvm::StringSet<> Mnemonics;
};

TrackingSummary summariseTracking(const Region &R) {
  TrackingSummary S;
  for (const ClassifiedInstr &C : R.Classes) {
    S.Mnemonics.insert(C.Mnemonic);
    if (C.Class)
      for (const std::string &P : C.Class->TrackedBy)
        S.TrackedBy.insert(P);
  }
  return S;
}

/// Whether some instruction of \p Tracker is a fence, commit or wait that
/// tracks the async work of some instruction of \p Work.
bool regionTracks(const TrackingSummary &Tracker, const TrackingSummary &Work) {
  return any_of(Work.TrackedBy.keys(), [&](StringRef P) {
    return any_of(Tracker.Mnemonics.keys(),
                  [&](StringRef M) { return M.starts_with(P); });
  });
}

} // namespace

Expected<LoopDDG> twill::nvptx::buildRegionDDG(ArrayRef<Region> Regions,
                                               const InstrClassifier &Classifier,
                                               AAResults *AA,
                                               int64_t &Quantum) {
  Quantum = regionQuantum(Regions);
  LoopDDG D;
  D.P.Name = "regions";
  D.P.Units = Classifier.machine().Units;
  for (unsigned I = 0; I < Regions.size(); ++I) {
    D.P.Graph.addOperation(regionOperation(Regions, I, Quantum));
    D.Instrs.push_back(Regions[I].Instrs.empty() ? nullptr
                                                 : Regions[I].Instrs.front());
    D.Classes.push_back(Regions[I].Representative);
  }
  RegionEdges E;
  for (OpId A = 0; A < Regions.size(); ++A)
    for (OpId B = A; B < Regions.size(); ++B) {
      if (A != B)
        addPairEdges(Regions, A, B, 0, AA, E);
      // B of one iteration before A of the next.
      addPairEdges(Regions, B, A, 1, AA, E);
    }
  E.addTo(D, Quantum);
  std::vector<TrackingSummary> Tracking;
  for (const Region &R : Regions)
    Tracking.push_back(summariseTracking(R));
  for (Dependence &Dep : D.P.Graph.dependences())
    Dep.SameGroup = Dep.Src != Dep.Dst &&
                    (regionTracks(Tracking[Dep.Src], Tracking[Dep.Dst]) ||
                     regionTracks(Tracking[Dep.Dst], Tracking[Dep.Src]));
  if (Error Err = D.P.check())
    return std::move(Err);
  return std::move(D);
}

namespace {

StringRef addrSpaceName(unsigned AS) {
  switch (AS) {
  case 0:
    return "generic";
  case 1:
    return "global";
  case 3:
    return "shared";
  case 4:
    return "const";
  case 5:
    return "local";
  default:
    return "other";
  }
}

/// `<space>:<object>:<r|w|rw>` per distinct (space, object); `?` for an
/// unknown object, names reduced to [A-Za-z0-9_.].
std::string describeMemory(const Region &R) {
  std::map<std::pair<unsigned, std::string>, std::pair<bool, bool>> Seen;
  for (const RegionAccess &A : R.Memory) {
    std::string Obj = "?";
    if (A.Object && A.Object->hasName()) {
      Obj = A.Object->getName().str();
      for (char &C : Obj)
        if (!isAlnum(C) && C != '_' && C != '.')
          C = '_';
    }
    auto &F = Seen[{A.AddrSpace, Obj}];
    (A.Write ? F.second : F.first) = true;
  }
  if (Seen.empty())
    return "none";
  std::string Out;
  for (const auto &[Key, RW] : Seen) {
    if (!Out.empty())
      Out += ",";
    Out += addrSpaceName(Key.first).str() + ":" + Key.second + ":" +
           (RW.first ? "r" : "") + (RW.second ? "w" : "");
  }
  return Out;
}

} // namespace

std::string twill::nvptx::formatRegionMetadata(ArrayRef<Region> Regions) {
  std::string Text;
  raw_string_ostream OS(Text);
  for (auto [K, R] : enumerate(Regions)) {
    if (K)
      OS << "\n\t";
    OS << MetadataPrefix << "region " << K << " kind=" << regionKindName(R.Kind)
       << " bb=" << R.Block->getNumber() << " instrs=" << R.Instrs.size()
       << " latency=" << R.latency() << " trips=" << R.Trips
       << (R.isLoop() && !R.TripsKnown ? "-assumed" : "") << " reads=" << R.Reads.size()
       << " writes=" << R.Writes.size() << " mem=" << describeMemory(R)
       << " barriers=" << R.Barriers << " convergent=" << R.Convergent;
  }
  return Text;
}

std::string twill::nvptx::describeRegionLatency(const Region &R) {
  std::string Cycles = std::to_string(R.IterationCycles) +
                       " cycles (critical path or busiest unit)";
  if (R.isNest())
    Cycles = std::to_string(R.IterationCycles) + " cycles (" +
             (R.isLoop() ? "a loop nest" : "a part holding loops") +
             ": the critical path or busiest unit of its own blocks plus its "
             "inner loops at their trip counts" +
             (R.UnknownInnerTrips
                  ? ", " + std::to_string(R.UnknownInnerTrips) +
                        " of them unknown and costed as one iteration"
                  : std::string()) +
             ", none overlapped)";
  if (!R.isLoop())
    return Cycles;
  std::string Guard = R.EnteredUnderGuard
                          ? "; behind a zero-trip guard, costed as if entered"
                          : "";
  if (R.TripsKnown)
    return std::to_string(R.Trips) +
           " iterations (ScalarEvolution's trip count, no overlap of inner "
           "iterations" + Guard + ") x " +
           Cycles;
  return std::to_string(R.Trips) +
         " iteration (trip count unknown: one assumed, no overlap of inner "
         "iterations" + Guard + ") x " +
         Cycles;
}

void twill::nvptx::printRegion(raw_ostream &OS, unsigned Index,
                               const Region &R) {
  OS << "  region " << Index << " " << regionKindName(R.Kind) << " bb."
     << R.Block->getNumber() << ": " << R.Instrs.size()
     << " instructions, latency " << R.latency() << " = "
     << describeRegionLatency(R) << ", reads " << R.Reads.size()
     << " writes " << R.Writes.size() << " registers, memory "
     << describeMemory(R) << ", barriers " << R.Barriers
     << (R.Ordered ? ", ordered" : "") << (R.Convergent ? ", convergent" : "")
     << (R.Signals ? ", signals" : "") << ", model class "
     << (R.Representative.Class ? R.Representative.Class->Name : "none")
     << "\n";
}

namespace {

/// Whether \p Reg's value is computed (through at most 8 unique defs) from
/// the thread index.
bool dependsOnThreadIndex(Register Reg, const MachineRegisterInfo &MRI,
                          const TargetInstrInfo &TII) {
  SmallVector<Register, 8> Work{Reg};
  DenseSet<unsigned> Seen;
  while (!Work.empty() && Seen.size() < 8) {
    Register R = Work.pop_back_val();
    if (!R.isVirtual() || !Seen.insert(R.id()).second)
      continue;
    const MachineInstr *Def = MRI.getUniqueVRegDef(R);
    if (!Def)
      continue;
    if (TII.getName(Def->getOpcode()).contains("SREG_TID"))
      return true;
    for (const MachineOperand &MO : Def->uses())
      if (MO.isReg() && MO.getReg())
        Work.push_back(MO.getReg());
  }
  return false;
}

/// Whether some block that \p Side dominates ends a loop (a back edge to a
/// block that dominates it).
bool holdsLoop(const MachineBasicBlock &Side, const MachineDominatorTree &MDT) {
  for (const MachineBasicBlock &MBB : *Side.getParent())
    if (MDT.dominates(&Side, &MBB) &&
        any_of(MBB.successors(), [&](const MachineBasicBlock *T) {
          return MDT.dominates(T, &MBB);
        }))
      return true;
  return false;
}

/// Whether \p Branch splits roles for the loop at \p Header: one side (a
/// successor only \p Branch enters) leads to the loop, dominating it, and
/// the other side runs a loop of its own. Not a role: a loop after the
/// join of an if-then on the thread index (a copy loop's zero-trip guard,
/// `if (tid < s)`), which every thread runs, nor one under a bounds guard
/// (`if (idx < N)`), whose other side does nothing.
bool splitsRoles(const MachineBasicBlock &Branch,
                 const MachineBasicBlock &Header,
                 const MachineDominatorTree &MDT) {
  auto Enters = [&](const MachineBasicBlock *S) {
    return S != &Branch && S->pred_size() == 1;
  };
  for (const MachineBasicBlock *S : Branch.successors())
    if (Enters(S) && MDT.dominates(S, &Header))
      return any_of(Branch.successors(), [&](const MachineBasicBlock *O) {
        return O != S && Enters(O) && holdsLoop(*O, MDT);
      });
  return false;
}

/// Whether \p MBB ends in a conditional branch on the thread index.
bool branchesOnThreadIndex(const MachineBasicBlock &MBB) {
  const MachineFunction &MF = *MBB.getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  for (const MachineInstr &MI : MBB.terminators())
    if (MI.isConditionalBranch())
      for (const MachineOperand &MO : MI.uses())
        if (MO.isReg() && MO.getReg() &&
            dependsOnThreadIndex(MO.getReg(), MF.getRegInfo(), TII))
          return true;
  return false;
}

/// Whether \p L counts register \p X up by one: some def of X in \p L is
/// `add X', 1` (after PHI elimination a counter is redefined in the loop).
bool countsUp(const MachineLoop &L, Register X, const TargetInstrInfo &TII,
              const MachineRegisterInfo &MRI) {
  if (!X.isVirtual())
    return false;
  for (const MachineInstr &Def : MRI.def_instructions(X))
    if (L.contains(Def.getParent()) &&
        TII.getName(Def.getOpcode()).starts_with("ADD") &&
        Def.getNumOperands() == 3 && Def.getOperand(2).isImm() &&
        Def.getOperand(2).getImm() == 1)
      return true;
  return false;
}

/// R where \p MI is `and K, R - 1`, R a power of two from 2 to 64 and K a
/// counter of \p L (a stage index K mod R), else 0.
unsigned maskedStages(const MachineLoop &L, const MachineInstr &MI,
                      const TargetInstrInfo &TII,
                      const MachineRegisterInfo &MRI) {
  if (!TII.getName(MI.getOpcode()).starts_with("AND") ||
      MI.getNumOperands() != 3 || !MI.getOperand(1).isReg() ||
      !countsUp(L, MI.getOperand(1).getReg(), TII, MRI))
    return 0;
  const MachineOperand &MO = MI.getOperand(2);
  if (MO.isImm() && MO.getImm() >= 1 && MO.getImm() <= 63 &&
      isPowerOf2_64(uint64_t(MO.getImm()) + 1))
    return unsigned(MO.getImm() + 1);
  return 0;
}

/// R where \p MI is `selp 0, X, P` (or `selp X, 0, P`), P is
/// `setp.eq X, R` for R from 2 to 64 and X a counter of \p L: the wrap of
/// a rotating stage index, `if (q == R) q = 0` (fast.cu's
/// `qidx == QSIZE`), else 0.
unsigned wrappedStages(const MachineLoop &L, const MachineInstr &MI,
                       const TargetInstrInfo &TII,
                       const MachineRegisterInfo &MRI) {
  if (!TII.getName(MI.getOpcode()).starts_with("SELP") ||
      MI.getNumOperands() != 4 || !MI.getOperand(3).isReg())
    return 0;
  const MachineOperand &A = MI.getOperand(1), &B = MI.getOperand(2);
  const MachineOperand *X = A.isImm() && A.getImm() == 0 && B.isReg() ? &B
                            : B.isImm() && B.getImm() == 0 && A.isReg()
                                ? &A
                                : nullptr;
  const MachineInstr *Cmp = MRI.getUniqueVRegDef(MI.getOperand(3).getReg());
  if (!X || !Cmp || !TII.getName(Cmp->getOpcode()).starts_with("SETP_") ||
      !TII.getName(Cmp->getOpcode()).ends_with("ri") ||
      Cmp->getNumOperands() != 4 || !Cmp->getOperand(1).isReg() ||
      Cmp->getOperand(1).getReg() != X->getReg() ||
      !Cmp->getOperand(2).isImm() || !Cmp->getOperand(3).isImm() ||
      Cmp->getOperand(3).getImm() != 0 /* NVPTX::PTXCmpMode::EQ */)
    return 0;
  int64_t R = Cmp->getOperand(2).getImm();
  return R >= 2 && R <= 64 && countsUp(L, X->getReg(), TII, MRI) ? unsigned(R)
                                                                  : 0;
}

/// The stages of the ring that \p L's stage index walks: an `and` with
/// R - 1 (K mod R, R a power of two) or a rotating index that wraps at R,
/// in a block of \p L outside its inner loops (an inner loop's index is
/// its own); 0 when there is none.
unsigned ringStages(const MachineLoop &L) {
  const MachineFunction &MF = *L.getHeader()->getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  for (const MachineBasicBlock *MBB : L.blocks()) {
    if (subLoopOf(L, MBB))
      continue;
    for (const MachineInstr &MI : *MBB)
      if (unsigned R = maskedStages(L, MI, TII, MF.getRegInfo()))
        return R;
      else if (unsigned W = wrappedStages(L, MI, TII, MF.getRegInfo()))
        return W;
  }
  return 0;
}

} // namespace

std::optional<HandRole>
twill::nvptx::findHandRole(const MachineLoop &L,
                           const MachineDominatorTree &MDT) {
  const MachineDomTreeNode *Node = MDT.getNode(L.getHeader());
  HandRole Role;
  for (Node = Node ? Node->getIDom() : nullptr; Node && !Role.Branch;
       Node = Node->getIDom())
    if (Node->getBlock() && branchesOnThreadIndex(*Node->getBlock()) &&
        splitsRoles(*Node->getBlock(), *L.getHeader(), MDT))
      Role.Branch = Node->getBlock();
  if (!Role.Branch)
    return std::nullopt;
  for (const MachineBasicBlock &MBB : *L.getHeader()->getParent())
    for (const MachineInstr &MI : MBB)
      Role.SetMaxNReg |=
          MI.isInlineAsm() &&
          StringRef(MI.getOperand(0).getSymbolName()).contains("setmaxnreg");
  Role.RingStages = ringStages(L);
  return Role;
}
