//===- CostModel.h - Does pipelining a loop pay, at its occupancy -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pipeliner's cost model (docs/plugin.md, "Cost model"): what the
/// kernel's launch asks of an SM (readLaunchBounds: `nvvm.annotations`
/// and the shared memory it uses), how many registers a loop needs plain and
/// pipelined (estimateRegisters, a fit against ptxas), and the modelled time
/// per loop iteration per SM (predictLoop): the larger of the SM's
/// throughput bound (issue, FP32 lanes, MUFU, the shared-memory/L1 data
/// path) and one warp's in-order issue time per iteration divided by the
/// resident warps (computeOccupancy), which hide each other's latency.
/// Every hardware figure is read from the machine description.
///
/// This is a model; `twill sass` (issue 23, item 1) checks it on the SASS.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_COSTMODEL_H
#define TWILL_NVPTX_COSTMODEL_H

#include "twill/Machines/MachineDescription.h"
#include "twill/Machines/Occupancy.h"
#include "twill/Model/DependenceGraph.h"
#include "twill/NVPTX/InstrClassifier.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Function;
class GlobalVariable;
class MachineInstr;
class MachineBasicBlock;
class MachineDominatorTree;
class MachineLoop;
} // namespace llvm

namespace twill {
namespace nvptx {

/// What a kernel's launch asks of one SM, as far as the IR tells.
struct LaunchBounds {
  /// `maxntid{x,y,z}` multiplied (0: none), `reqntid{x,y,z}` likewise.
  unsigned MaxThreads = 0, ReqThreads = 0;
  /// `minctasm` (0: none) and `maxnreg` (0: none).
  unsigned MinBlocks = 0, MaxRegisters = 0;
  /// Bytes of the addrspace(3) globals the function uses (static shared
  /// memory).
  uint64_t SharedBytes = 0;
  /// Bytes of dynamic shared memory the launch passes, as
  /// -twill-assume-dynamic-shared assumes them for a kernel that declares
  /// an `extern __shared__` array (0: none assumed; the launch's size is not
  /// in the IR), and those of them the tile loops touch (a ring's slots).
  uint64_t DynamicSharedBytes = 0, DynamicLoopBytes = 0;
  /// Shared memory one CTA takes: static plus assumed dynamic.
  uint64_t sharedBytesPerBlock() const {
    return SharedBytes + DynamicSharedBytes;
  }
  /// The block size the model uses: ReqThreads, else MaxThreads, else the
  /// option's; Assumed tells that it came from the option.
  unsigned Threads = 0;
  bool Assumed = false;
  /// The assumed size was given for this kernel by name.
  bool AssumedByName = false;
};

/// Reads \p F's launch bounds; \p AssumedThreads is the block size taken
/// when the kernel names none.
LaunchBounds readLaunchBounds(const llvm::Function &F, unsigned AssumedThreads);

/// One value of a per-kernel assumption (`-twill-assume-block-size`,
/// `-twill-assume-dynamic-shared`): a value for every kernel (an empty
/// \c Kernel) or for the kernel named.
struct KernelAssumption {
  std::string Kernel;
  uint64_t Value = 0;
  /// -twill-assume-dynamic-shared's `N:L`: the bytes of the array that the
  /// tile loops touch (0: all N).
  uint64_t Extent = 0;
};

/// Parses `N` or `NAME=N`, N from \p Min to \p Max; the error says what is
/// wrong with \p Spec, naming N as \p What ("a block size of 1 to 1024
/// threads").
llvm::Expected<KernelAssumption> parseKernelAssumption(llvm::StringRef Spec,
                                                       uint64_t Min,
                                                       uint64_t Max,
                                                       llvm::StringRef What);

/// `-twill-assume-block-size`: a block size of 1 to 1024 threads.
llvm::Expected<KernelAssumption> parseAssumedBlockSize(llvm::StringRef Spec);

/// `-twill-assume-registers`: the registers per thread ptxas gives a kernel
/// as plain llc-19 emits it, 1 to 255.
llvm::Expected<KernelAssumption> parseAssumedRegisters(llvm::StringRef Spec);

/// `-twill-assume-dynamic-shared`: `N` or `N:L` (and `NAME=` before
/// either), N the bytes of dynamic shared memory the launches pass, 1 to
/// 1 MiB (the machine's limit is checked where a ring would use it), L
/// those of them that the tile loops touch, 1 to N (an epilogue may use
/// more after the loop).
llvm::Expected<KernelAssumption>
parseAssumedDynamicShared(llvm::StringRef Spec);

/// Whether \p Name names \p F: its symbol, or its demangled name in full,
/// qualified (with template arguments) or as the base name alone
/// (`_Z3fooILi16EEvPf`: `void foo<16>(float*)`, `foo<16>` or `foo`).
bool namesKernel(const llvm::Function &F, llvm::StringRef Name);

/// The value \p Values assume for \p F: the last entry that names it,
/// else the last that names no kernel, else \p Default. \p Named tells
/// whether an entry named it.
uint64_t assumedFor(const llvm::Function &F,
                    llvm::ArrayRef<KernelAssumption> Values, uint64_t Default,
                    bool &Named);
/// The entry of \p Values that assumedFor takes, or null.
const KernelAssumption *assumptionFor(const llvm::Function &F,
                                      llvm::ArrayRef<KernelAssumption> Values,
                                      bool &Named);

/// Whether \p G is an `extern __shared__` array: a shared variable of no
/// size (dynamic shared memory, sized by the launch).
bool isDynamicShared(const llvm::GlobalVariable &G);

/// The `extern __shared__` array \p F names (a shared variable with no
/// size: dynamic shared memory), or null; \p Several is set where it names
/// more than one (they share their bytes).
const llvm::GlobalVariable *dynamicSharedArray(const llvm::Function &F,
                                               bool &Several);

/// The most registers per thread a kernel of \p LB may use: maxnreg, the
/// count that keeps minctasm CTAs, and the register file's limit for one
/// CTA of the block size, whichever is least.
unsigned registerLimit(const MachineDescription &MD, const LaunchBounds &LB);

/// The registers per thread ptxas itself lets a kernel of \p LB use, over
/// which it spills: maxnreg, and where the kernel declares its launch
/// bounds (not an assumed block size) the count at which maxntid threads
/// times minctasm CTAs fit the register file (`__launch_bounds__(512, 2)`:
/// 64); else the machine's limit. The budget with the cost model off.
unsigned hardRegisterLimit(const MachineDescription &MD,
                           const LaunchBounds &LB);

/// What one iteration of a loop costs one warp on the SM's pipes.
struct LoopWork {
  unsigned Instructions = 0; ///< warp instructions issued
  unsigned FP32 = 0;         ///< on the FMA/ALU unit (32 lanes each)
  unsigned MUFU = 0;         ///< on the MUFU (32 lanes each)
  /// Bytes per thread moved through the SM's L1/shared-memory data path.
  uint64_t SharedBytes = 0, GlobalBytes = 0;
  /// The `mov.bN $k, 0` statements of inline PTX: the guarded-body fold's,
  /// which define a predicated load's or collective's outputs where the
  /// guard is false. Counted once with their statement in Instructions;
  /// the pipelined kernel issues them (zeroedWork), the plain loop, whose
  /// branch ptxas if-converts, does not.
  unsigned ZeroMoves = 0;
  /// The `mov.bN $k, $j` statements of inline PTX: the fold's, which write
  /// an untied accumulator from its input before a predicated mma. Where
  /// the kernel keeps the accumulator in one register (U = 1) the move is
  /// to itself and ptxas drops it (blockSparseMma's kernel: no move); the
  /// U > 1 copies of a kernel alternate registers, and ptxas issues them
  /// (mma-kept-merge.cu's bumpUntied at U = 2: 8 moves for 2 iterations).
  unsigned CopyMoves = 0;
  /// The moves (counted in Instructions) that bring global accesses'
  /// addresses out of uniform registers: 2 for each address register that
  /// is the same in every thread of the CTA (isCtaUniform), which ptxas
  /// keeps in a uniform register pair (ptxas-unroll.ll's nounroll: 4 MOV
  /// for its load and store). ptxas's own unrolled copies share them, as they
  /// share the loop's steps; the copies of a pipelined kernel do not
  /// (guarded-chain.ll's chain: 37 moves for 20 accesses in 5 copies).
  unsigned UniformAddressMoves = 0;
};

/// \p W as a pipelined kernel of \p Unroll copies issues it: the zeroing
/// moves too, two 32-bit registers a SASS instruction (`CS2R`;
/// blockSparseMma's kernel: 3 for its 6 zeroed registers an iteration),
/// and where \p Unroll > 1 the accumulator moves (LoopWork::CopyMoves).
LoopWork zeroedWork(LoopWork W, unsigned Unroll);

/// Bytes of shared memory one thread's share of an ldmatrix reads, from
/// its mnemonic (`ldmatrix...x4...`: 16); 0 for anything else.
unsigned ldmatrixBytesPerThread(llvm::StringRef Mnemonic);

/// Bytes one thread moves with a load or store mnemonic (`ld.global.nc.u32`:
/// 4, `st.shared.v4.f32`: 16); 0 for anything else.
unsigned accessBytesPerThread(llvm::StringRef Mnemonic);

/// Bytes per thread a `wmma.load`/`wmma.store` mnemonic moves (its tile,
/// from the shape and element type, over a warp's 32 threads): 16 for
/// `wmma.load.a.sync.aligned.row.m16n16k16.f16`, 32 for an f32 C tile; 0 for
/// anything else.
unsigned wmmaBytesPerThread(llvm::StringRef Mnemonic);

/// SASS instructions ptxas issues for one PTX instruction of \p Mnemonic on
/// sm_90a, as ptxas 13.0 expands it (bench/bench_58_sass_expansion.py
/// measures each): 64-bit integer arithmetic, compares and selects are two
/// 32-bit halves (`add.s64`: 2), approximate transcendentals without .ftz
/// scale denormals around their MUFU (`ex2.approx.f32`: 4), IEEE division
/// and square root run a Newton step (`div.rn.f32`: 15, slow path not
/// counted), a wmma tile moves in 32- or 64-bit accesses and multiplies in
/// 16x8 blocks (`wmma.mma...m16n16k16...`: 2); 1 for anything else.
unsigned sassInstructions(llvm::StringRef Mnemonic);

/// Counts \p Body's work; \p Classes are the classifier's, same order.
LoopWork measureLoopWork(llvm::ArrayRef<llvm::MachineInstr *> Body,
                         llvm::ArrayRef<ClassifiedInstr> Classes);

/// Registers (32-bit units, predicates excluded) of the values defined
/// before \p L (in a block that dominates its header) and read in it or
/// after it: what stays live across the loop. Values read only as wgmma
/// matrix descriptors are left out (ptxas holds them in uniform
/// registers).
int64_t liveInRegisters(const llvm::MachineLoop &L,
                        const llvm::MachineDominatorTree &MDT);

/// Registers (as liveInRegisters counts them) of \p L's header PHIs: the
/// values carried from one iteration to the next.
int64_t carriedRegisters(const llvm::MachineLoop &L);

/// The most 32-bit registers (predicates aside, 64-bit values counting
/// two) that \p Order, a permutation of \p MBB's non-terminator
/// instructions, keeps live at once: a value from its def (or the block's
/// start, when read before it is written there) to its last read in the
/// order, or to the block's end when something after the order reads it
/// (the terminators, another block, the next iteration). Two orders of one
/// block compare by what ptxas must hold to run them as written.
unsigned blockRegisterPeak(llvm::ArrayRef<llvm::MachineInstr *> Order,
                           const llvm::MachineBasicBlock &MBB);

/// The register estimate's inputs (per loop) and the fitted estimate.
struct RegisterInputs {
  int64_t LiveIn = 0;   ///< liveInRegisters
  int64_t Carried = 0;  ///< carriedRegisters
  int64_t Before = 0;   ///< PipelinePlan::RegistersBefore
  int64_t After = 0;    ///< PipelinePlan::RegistersAfter (== Before plain)
};
/// The registers ptxas is modelled to allocate (bench/calibrate_registers.py
/// fits the coefficients; docs/plugin.md gives the error).
unsigned estimateRegisters(const RegisterInputs &In, bool Pipelined);

/// \p R within what a thread may hold, 1 to 255 registers.
unsigned clampRegisters(long R);
/// The same fit before the clamp to [1, 255]: above 255 it says by how
/// much a form would overflow the register file (ptxas spills), which the
/// clamped figure hides when the limit is 255 itself.
long unclampedRegisters(const RegisterInputs &In, bool Pipelined);

/// One warp's steady-state issue time per iteration of the loop whose
/// graph is \p G run in \p Order, each entry (op, stage): in step t the op
/// runs for iteration t - stage; in order, one instruction per cycle, each
/// after its operands (the dependences' delays and distances). Plain code is
/// every op at stage 0 in body order.
double singleWarpCycles(const DependenceGraph &G,
                        llvm::ArrayRef<std::pair<OpId, unsigned>> Order);

/// Whether \p Header's loop carries `llvm.loop.unroll.disable` (or an
/// unroll count of 1) on a back edge of its IR, which NVPTX prints as
/// `.pragma "nounroll"` and ptxas obeys.
bool hasNoUnrollPragma(const llvm::MachineBasicBlock &Header);

/// An innermost loop as ptxas will see it in the plain PTX, for
/// ptxasUnrollFactor.
struct PtxasLoopView {
  /// `.pragma "nounroll"` (hasNoUnrollPragma).
  bool NoUnrollPragma = false;
  /// The back edge is the conditional branch of a counted exit test: an
  /// induction variable with a constant step against a loop invariant.
  bool CountedBackBranch = false;
  unsigned Blocks = 1;
  /// A CTA barrier (bar.sync, barrier.sync) in the body; a store in a
  /// block that an iteration may skip (a path from the header to a latch
  /// avoids it).
  bool Barrier = false, GuardedStore = false;
  /// A value the loop defines is read after it (the exit's PHIs included).
  bool LiveOut = false;
  /// The values its branches' sides merge where they rejoin, which the
  /// guarded-body fold turns into one `selp` each (foldMerges). ptxas
  /// if-converts the plain loop's sides into predicated writes of one
  /// register instead: its SASS has no select for them, the folded loop's
  /// one FSEL each (mma-block-sparse's ifelse: 0 against 8 an iteration).
  /// Set by the pipeliner where it folds; 0 otherwise.
  unsigned FoldMerges = 0;
  /// ptxas's size of the body: non-terminator instructions, plus the
  /// conditional branches other than the exit test's, plus one more for
  /// each access that is not known to be to shared memory (global,
  /// generic, cp.async).
  unsigned Size = 0;
};

/// \p L's view, CountedBackBranch aside (the caller's trip-count analysis
/// sets it); \p IsBarrier tells a CTA barrier.
PtxasLoopView viewLoopForPtxas(
    const llvm::MachineLoop &L,
    llvm::function_ref<bool(const llvm::MachineInstr &)> IsBarrier);

/// What ptxas is expected to make of an innermost loop: its own unroll
/// factor (1: none). Observed with ptxas 13.0 on sm_90a by probing loops
/// of global loads, FMAs and one kind of extra instruction at a time
/// (docs/plugin.md, "Cost model"; bench_57_ptxas_unroll.py): ptxas unrolls a
/// loop \p Factor (4) times where no `.pragma "nounroll"` is on it, its back
/// edge is a counted exit's conditional branch, it is one block or holds
/// neither a barrier nor a guarded store, and its Size is at most 50. A
/// register step, an exit on equality with an unconditional back branch, or a
/// larger body leave the loop as it is.
unsigned ptxasUnrollFactor(const PtxasLoopView &V, unsigned Factor);

/// Adds to \p Unrolled, unrollDependenceGraph's copies of the loop \p Body (op
/// v of copy c is v + c x |Body|) run in \p Order (each entry (op, stage)
/// as singleWarpCycles takes it: the order of the PTX ptxas reads, a plain
/// loop's copies in body order, a pipelined kernel's copies in step order),
/// the memory order ptxas keeps where LLVM's alias analysis, which the
/// graph's edges come from, proved more: PTX tells ptxas nothing of it, so
/// a load that follows a store in the block stays after it (an edge of
/// delay 1, its distance the stores' stage less the load's, so that it is
/// within one step) unless the two are in distinct state spaces, the load
/// reads read-only memory (ld.global.nc, constant, parameter, invariant),
/// or both address the one underlying object (ptxas then tells them apart
/// by their offsets).
void addPtxasMemoryOrder(DependenceGraph &Unrolled,
                         llvm::ArrayRef<llvm::MachineInstr *> Body,
                         llvm::ArrayRef<std::pair<OpId, unsigned>> Order);

/// \p Order as ptxas's list scheduler would issue it within one step of
/// the loop: each entry ranked by the earliest cycle its predecessors in
/// the same step allow (an edge u -> v of distance d is in one step when
/// u's stage is v's plus d), over the dependences \p Kept accepts, ties by
/// position. The edges left out are orderings ptxas does not keep (the
/// pipeliner's graph orders every side-effecting instruction, NVPTX's
/// inline asm included, where ptxas sees plain PTX and hoists an
/// ldmatrix or LDG above independent work). singleWarpCycles then times
/// the result with every edge of \p G. \p Order must list each op once,
/// its kept same-step edges pointing forward.
std::vector<std::pair<OpId, unsigned>>
listOrder(const DependenceGraph &G,
          llvm::ArrayRef<std::pair<OpId, unsigned>> Order,
          llvm::function_ref<bool(const Dependence &)> Kept);

/// \p G with every dependence out of a load from global or generic memory
/// (op i is \p Body[i]) at least \p Latency cycles: the model's global-load
/// latency, a parameter (L1 hit, L2, HBM) where the machine description
/// has one figure per class.
DependenceGraph withLoadLatency(const DependenceGraph &G,
                                llvm::ArrayRef<llvm::MachineInstr *> Body,
                                int64_t Latency);

/// \p G with every dependence out of a global load (op i is \p Body[i],
/// classified \p Classes[i]) of a positive delay set to \p Latency, up or
/// down: the loop as it runs where every global load hits at one level
/// (the machine's `l1` figure, for the check that pipelining is not slower
/// where nothing is left to hide). A global load is a load whose memory
/// operands are all global or generic, not known to be served by shared
/// memory; an ld.global.nc; or a load the classifier read off inline PTX
/// as `global_ldst` (the guarded-body fold's `@p ld.global`, a global
/// `wmma.load`), which carries no memory operands.
DependenceGraph atGlobalLoadLatency(const DependenceGraph &G,
                                    llvm::ArrayRef<llvm::MachineInstr *> Body,
                                    llvm::ArrayRef<ClassifiedInstr> Classes,
                                    int64_t Latency);

/// What bounds a loop's modelled time.
enum class CostBound { Latency, Issue, FP32, MUFU, Memory };
/// "latency", "issue", "fp32", "mufu", "memory".
llvm::StringRef costBoundName(CostBound B);

/// The model's time for one loop form (plain or one plan).
struct LoopPrediction {
  unsigned Registers = 0;
  Occupancy Occ;
  /// One warp's cycles per iteration (singleWarpCycles).
  double WarpCycles = 0;
  /// SM cycles per warp-iteration: the throughput bound, the latency term
  /// (WarpCycles / resident warps) and their maximum.
  double ThroughputCycles = 0, LatencyCycles = 0, Cycles = 0;
  CostBound Bound = CostBound::Latency;
};

/// Predicts one form of a loop of \p W at \p Registers per thread.
LoopPrediction predictLoop(const MachineDescription &MD, const LoopWork &W,
                           const LaunchBounds &LB, double WarpCycles,
                           unsigned Registers);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_COSTMODEL_H
