//===- TileLoop.h - Tile loops: register and shared rings -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two tile-loop rewrites (issue 24, item 2): register double buffering
/// of loops that stage global loads through registers (TileLoopPlan), and
/// shared-memory rings of S slots for loops that fill shared memory with
/// cp.async (AsyncRingPlan, below). Both keep the control flow graph; their
/// legality and cloning share this file's helpers.
///
/// Tile-loop pipelining by register double buffering:
/// an outer loop whose header loads the tile of the iteration from global
/// memory and stores it to shared memory before a barrier, then computes on
/// the tile in an inner loop, is rewritten so that the global loads of tile
/// k+1 are issued in iteration k, right after the header's barrier and
/// before the compute, and their values are held in registers across the
/// compute until the next iteration's stores:
///
///     preheader:  r = ld.global [addr(tile 0)]
///     header:     cur = phi(r, next)
///                 st.shared cur ; bar.sync
///                 a' = more ? addr(tile k+1) : addr(tile k)
///                 next = ld.global [a']            ; in flight ...
///                 <inner compute loop> ; bar.sync  ; ... during the compute
///
/// The test `more` is the latch's own exit test, evaluated early; when the
/// iteration is the last, the address is the current tile's, which the
/// iteration has just read, so no access goes beyond what the original
/// reads and no branch is added (the control flow graph is unchanged).
///
/// Legality (analyzeTileLoop checks, else says why):
///  - one preheader, one latch that is the only exiting block, and a latch
///    branch TargetInstrInfo::analyzeBranch reads;
///  - the loop writes no memory but shared and local memory (the thread's
///    own, which no ld.global reads; no global, generic or
///    unknown stores, no atomics or mbarrier operations, no calls, nothing
///    with side effects but CTA barriers), and every such effect of the
///    function runs before the loop (its block dominates the preheader) or
///    after it (reachable from an exit, and unable to reach the loop), so
///    that no thread of the CTA
///    can write global memory while another is in the loop (as the
///    producer role of a warp-specialised kernel would): the loads' values
///    are what they were; a race with another CTA is a race in the
///    original; on the last iteration the extra load's value is unused;
///  - the loads are non-volatile, non-atomic global loads of the header,
///    ahead of its first barrier or other ordered instruction (so the first
///    tile's loads may move into the preheader), each value used only in
///    the header; or after the barriers that open the header (before any
///    of its loads and stores: `__syncthreads(); As[..] = A[..];
///    __syncthreads(); compute`), where also no global write precedes the
///    loop in the function;
///  - in a loop of one block the next tile's loads go before the barrier
///    that follows the stores (TileLoopPlan::PinLoads) only where no global
///    write precedes the loop in the function either: iteration 0 reads
///    tile 1 there, ahead of the loop's first barrier;
///  - their addresses, the latch's values of the header PHIs they read and
///    the exit test are computed by side-effect-free instructions from the
///    header's PHIs and values defined before the loop (cloned, never
///    moved), and the PHIs they read are 32- or 64-bit integers.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_TILELOOP_H
#define TWILL_NVPTX_TILELOOP_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

namespace llvm {
class GlobalVariable;
class MachineInstr;
class MachineLoop;
class TargetInstrInfo;
} // namespace llvm

namespace twill {
namespace nvptx {

class InstrClassifier;

/// The control flow both rewrites need (checked alike): one preheader, one
/// latch that is the only exit, and the latch's test.
struct TileFrame {
  llvm::MachineLoop *L = nullptr;
  llvm::MachineBasicBlock *Preheader = nullptr, *Header = nullptr,
                          *Latch = nullptr;
  /// The latch's branch condition, and whether the loop continues when it
  /// holds.
  llvm::Register Cond;
  bool ContinueWhenTrue = true;
};

/// A tile loop analyzeTileLoop accepted: what applyTileLoop rewrites.
struct TileLoopPlan : TileFrame {
  /// The global loads of the header, in program order.
  std::vector<llvm::MachineInstr *> Loads;
  /// The next tile's loads go right after this instruction of the header:
  /// the first barrier after the loads' last use (right before it where
  /// PinLoads), else that use.
  llvm::MachineInstr *InsertAfter = nullptr;
  /// A loop of one block (an innermost tile loop, its compute unrolled
  /// into the header) with a barrier after the loads' last use: the next
  /// tile's loads are issued before that barrier, as coherent ld.global
  /// where they were ld.global.nc (rewriteAsCoherentLoad). ptxas's list
  /// scheduler sinks loads within a block to their first use, which is the
  /// next iteration's shared store, and an ld.global.nc across bar.sync:
  /// after the barrier, or as ld.global.nc, they went below the compute
  /// and their latency stayed exposed (cuda_hgemm's mmaBaseKernel, ptxas
  /// 13.0: the 12 LDGs after the second barrier, twill sass 1.04x at L2;
  /// pinned, before the compute, 1.15x).
  bool PinLoads = false;
  /// Why a loop of one block is not pinned: a global write before the loop
  /// (the first iteration would read the second tile ahead of the barrier
  /// that orders that write for the other threads); empty otherwise.
  std::string UnpinnedBy;
  /// The header PHIs the loads' addresses read.
  llvm::SmallVector<llvm::MachineInstr *, 4> AddressPhis;
  /// 32-bit registers that stay live across the compute: the loaded values
  /// and the selected next addresses.
  unsigned HeldRegisters = 0;
  /// The largest latency the machine description gives the loads.
  int64_t LoadLatency = 0;
  /// The loads come after the barriers that open the header, which the
  /// first tile's loads pass into the preheader and the next tile's into
  /// the iteration before (no thread writes global memory before the loop
  /// or in it).
  bool PassesBarrier = false;
};

/// Checks \p L against the conditions of the file comment; the error says
/// which failed, where. \p PlacedAs: the loop whose place in the function
/// the memory conditions judge, where \p L is a detached trial copy of it
/// (LoopTrial.h) that no path reaches; null for \p L itself. \p Pin: pin
/// the loads of a loop of one block (TileLoopPlan::PinLoads).
llvm::Expected<TileLoopPlan>
analyzeTileLoop(llvm::MachineLoop &L, const InstrClassifier &Classifier,
                const llvm::MachineLoop *PlacedAs = nullptr, bool Pin = true);

/// Rewrites the loop of \p Plan (file comment). The control flow graph and
/// the loop info stay as they were.
void applyTileLoop(const TileLoopPlan &Plan);

/// Tile-loop pipelining by a shared-memory ring of S stages (issue 24,
/// item 2): a loop whose header fills shared-memory buffers with cp.async
/// and waits for them at once, then computes on them, is rewritten so that
/// each buffer has S slots and the copies of tile k+S-1 fill one while
/// tile k is computed from another:
///
///     entry:      .shared .b8 twinA[(S-1) * sizeof(As)]     ; function scope
///     preheader:  slot 0 is As, slot i is twinA + (i-1) * sizeof(As)
///                 for t in 0 .. S-2:
///                   cp.async [As + o + slot t], [src(tile t)] ; commit_group
///     header:     (r0, .., rS-1) = phi((slot 0, .., slot S-1), (r1, .., rS-1,
///     r0))
///                 cp.async [As + o + rS-1], [src(tile k+S-1)]
///                 commit_group ; wait_group S-1 ; bar.sync
///                 ... every read of As at its address + r0 ...
///                 bar.sync
///     exits:      cp.async.wait_all
///
/// r0 is the slot of tile k, rS-1 the slot iteration k-1 read, which its
/// closing barrier freed. wait_group S-1 leaves only the S-1 groups
/// committed after tile k's pending, so tile k is complete, as wait_group 0
/// had it. A tile past the last one is never read: its source is the last
/// tile's (the exit test evaluated ahead, each step a select), so no access
/// goes beyond the original's, and the exits wait for those copies. The
/// buffer stays the first slot: LLVM declares a shared variable that one
/// kernel uses in that kernel's body, where ptxas allocates it whether or
/// not the code still reads it, so a ring replacing it would cost one more
/// buffer's bytes.
///
/// Guarded copies. The copies may run under a guard (`if (tx < 4)
/// cp.async ...`, as a quarter of the threads copy 16 bytes each in
/// cuda-samples' MatrixMulAsyncCopyLargeChunk): the header's branch opens
/// an if-then whose then-block holds every copy, and the commit, the wait
/// and the barrier follow in that block or the join. The guard must be
/// loop-invariant, so that every tile writes the same bytes (a guard that
/// depends on the tile would leave in a slot, where it skips a copy, the
/// bytes of the tile S before instead of the tile before). The branch may
/// also open an if-then-else whose two sides copy (a quarter of the
/// threads copy A, the others B), and a join may open another guard
/// (`if (tx < 4) copy A; if (ty < 4) copy B;`). Copies may also
/// run outside the guard, before or after it (a tile of A copied by every
/// thread, one of B by half of them). Every copy of the loop is re-issued
/// in its own block, so the guarded ones stay under the same guard; the
/// prologue's guarded copies run under it as predicated inline PTX
/// (`@p cp.async ...`), its commits
/// unguarded (a thread that copies nothing commits empty groups, complete
/// at once).
///
/// Legality (analyzeAsyncRing checks, else says why):
///  - the control flow and the memory conditions of register double
///    buffering (no global, generic or unknown stores in the loop or beside
///    it), the header's async-group instructions excepted;
///  - the header, after its PHIs (or the header, the then-block of the
///    if-then its branch opens on a loop-invariant guard, and the join):
///    the copies (cp.async.{ca,cg}.shared.global of 4, 8 or 16 bytes, in
///    any of those blocks before the commit), one cp.async.commit_group,
///    one cp.async.wait_group 0 (or wait_all) and a CTA barrier, as NVVM
///    intrinsics or inline PTX of one statement each, with nothing but pure
///    instructions and global loads between them, and no other async-group
///    instruction in the loop;
///  - each copy's destination is a register defined before the loop: the
///    address of a static shared variable (a buffer) plus offsets (also
///    through cvta to a generic address and back, as
///    `__cvta_generic_to_shared(&Buf[i])` passes it to 64-bit inline PTX);
///    or of the kernel's one `extern __shared__` array, where
///    -twill-assume-dynamic-shared gives the bytes of it that the loop
///    touches (the slots' stride; every access of the loop lies below);
///  - every use of a buffer's address in the function is an address
///    computation (an add of a value not derived from a buffer, a sub of
///    one, a move, a PHI other than the loop header's), in the loop the
///    address of a shared-memory load or a copy's destination, or, for a
///    cp.async ring, any use after the loop for good (in a block reachable
///    from an exit that cannot reach the loop again) through an address
///    that no value of the loop reaches. So the loop writes a buffer
///    through the copies alone and no code before it touches it; as the
///    destinations are the same every iteration, a slot holds, where it is
///    read, what the one buffer held there (bytes that no copy writes are
///    uninitialised in both). After the loop the buffer, slot 0, holds the
///    last tile's bytes, as the original's did: of the S tiles n-1 ..
///    n+S-2 copied last (those past the last from the last tile's source),
///    one lands in slot 0, and the exits wait for every copy and the CTA;
///  - the latch ends each iteration with a CTA barrier after its last read
///    of a buffer, so no thread refills a slot that another still reads: the
///    copies into a slot follow the barrier that ended the reads of it;
///  - the copies' sources, the exit test and the latch values of the header
///    PHIs they read are chains from those PHIs and invariants of pure
///    instructions and global loads (which read the same value early, as
///    nobody writes global memory meanwhile, and at the clamped values only
///    what the original reads: a gather), so they can be evaluated S-1
///    iterations ahead.
///
/// Bulk copies (TMA). A loop whose header, or its guard, arms an mbarrier
/// with the tile's bytes and issues 1-D bulk copies that complete on it
/// (`mbarrier.arrive.expect_tx ... [bar], n` and `cp.async.bulk.shared::
/// cluster.global.mbarrier::complete_tx::bytes [buf], [src], n, [bar]`,
/// also with `.L2::cache_hint` and a policy, inline PTX, as Hopper kernels
/// write them under `if (threadIdx.x == 0)`)
/// and then waits on the mbarrier's phase (`mbarrier.try_wait.parity` or
/// `test_wait.parity` on [bar] with a phase register, in a spin loop or in
/// one statement) gets the same ring, with the mbarrier as one more buffer
/// of 8 bytes: slot s of every buffer is filled by copies that complete on
/// slot s of the mbarrier. The prologue arms and fills slots 0 .. S-2, each
/// iteration tile k+S-1's slot before its wait on tile k's, and each slot's
/// mbarrier gets its own parity (a rotation of S parity registers entered at
/// 0, the one used flipped as it moves to the back), so the wait of tile k
/// is on phase k / S of its slot's mbarrier where the original's was phase
/// k of the one. Copies may also complete on several mbarriers (one per
/// buffer, or an array of them) that the loop waits on in turn, each wait
/// on one of them: every mbarrier completes one phase a tile, so one
/// rotation of parities serves them all. Every initialisation (and
/// invalidation) of an mbarrier (`mbarrier.init`, `mbarrier.inval` of its
/// address, outside the loop) is repeated for the twin's slots in
/// place, under the same guard. With wgmma, the loop's
/// `wgmma.mma_async` reads its tile through matrix descriptors (a read of
/// the buffer retired by a later `wgmma.wait_group 0` before the barrier);
/// those computed before the loop are computed again from the slot read
/// (Descriptors). The arms and copies of a tile past the last
/// are not issued (predicated on the exit test evaluated ahead), so every
/// phase armed is waited on and no copy is in flight at the exits. Besides
/// the conditions above (the wait takes the place of the commit, the wait
/// and the barrier): the phase is a header PHI entered at 0 whose latch
/// value is itself xor 1 and that only the waits read, or the parity of
/// the tile's index (bit J of a header PHI that steps by an odd multiple of
/// 2^J from a value whose bit J is clear: `k & 1`, `(k / 64) & 1`); the
/// mbarrier's address reaches nothing but the arms, the copies, the waits and,
/// outside the loop, its initialisations; the ring is always the rotation.
struct AsyncRingPlan : TileFrame {
  /// A ring of bulk copies completing on an mbarrier (above), not of
  /// cp.async groups.
  bool Bulk = false;
  /// With Bulk: the wait (`mbarrier.try_wait.parity`/`test_wait.parity`,
  /// inline PTX) and its operands that hold the mbarrier's address and the
  /// phase; the phases' header PHIs, and the tile parities computed from
  /// an index (ParityDefs), which the ring's own parities replace; each
  /// initialisation (or
  /// invalidation) of an mbarrier outside the loop, the operand that holds
  /// its address and its buffer.
  unsigned WaitBarOp = 0, WaitPhaseOp = 0;
  llvm::SmallVector<llvm::MachineInstr *, 2> PhasePhis;
  llvm::SmallVector<llvm::MachineInstr *, 2> ParityDefs;
  std::vector<std::tuple<llvm::MachineInstr *, unsigned, unsigned>> Inits;
  /// An mbarrier wait and its operands that hold the mbarrier's address and
  /// the phase (Wait's are WaitBarOp and WaitPhaseOp). A loop whose copies
  /// complete on several mbarriers waits on each in turn (`wait(&BarA,
  /// phase); wait(&BarB, phase)`, or two mbarriers of one array):
  /// LaterWaits are the waits after Wait. Every mbarrier completes one
  /// phase a tile, so the slots' parities serve all.
  struct MbarrierWait {
    llvm::MachineInstr *MI = nullptr;
    unsigned BarOp = 0, PhaseOp = 0;
  };
  llvm::SmallVector<MbarrierWait, 1> LaterWaits;
  /// The mbarriers the copies complete on (counted when the first wait is
  /// matched): the waits the pattern has.
  unsigned WaitsNeeded = 1;
  /// Every mbarrier wait: Wait, then LaterWaits.
  llvm::SmallVector<MbarrierWait, 2> waits() const {
    llvm::SmallVector<MbarrierWait, 2> All;
    if (Bulk && Wait)
      All.push_back({Wait, WaitBarOp, WaitPhaseOp});
    All.append(LaterWaits.begin(), LaterWaits.end());
    return All;
  }
  /// The instruction after which the tile is ready: the wait barrier, or
  /// with Bulk the last mbarrier wait.
  llvm::MachineInstr *readyAt() const {
    return !Bulk ? Barrier : LaterWaits.empty() ? Wait : LaterWaits.back().MI;
  }
  /// A static shared variable (or the assumed dynamic array) the copies
  /// fill, the ring's first slot.
  struct Buffer {
    const llvm::GlobalVariable *GV = nullptr;
    /// The distance between its slots: the variable's bytes, rounded up to
    /// the alignment its copies need (8 for an mbarrier, else Alignment).
    uint64_t Bytes = 0;
    /// The twin's alignment: the buffer's, and at least 16 (128 where a
    /// tensor copy fills it).
    uint64_t Alignment = 1;
    /// The buffer's declared alignment, and whether LLVM's NVPTX printer
    /// declares it in this kernel's body (a shared variable of internal
    /// linkage that only this function uses), after this pass: then the
    /// rewrite may raise it to the twin's, so that the slots' distance is a
    /// known multiple of 16 and ptxas keeps 16-byte shared accesses (LDS.128).
    uint64_t Declared = 1;
    bool DeclaredInKernel = false;
    /// Its address register's width (MOV_ADDR64: 64, MOV_ADDR: 32).
    unsigned Bits = 64;
    /// The mbarrier of a bulk ring (8 bytes), not a tile buffer.
    bool Mbarrier = false;
  };
  llvm::SmallVector<Buffer, 4> Buffers;
  /// One of the header's copies: the instruction, its buffer, the operand
  /// that holds its destination (0 for the intrinsics; inline PTX names it
  /// among its asm operands), and the destination's value from before the
  /// loop (the operand's register, or what an in-loop move of it copies).
  struct Copy {
    llvm::MachineInstr *MI = nullptr;
    unsigned Buffer = 0;
    unsigned DstOp = 0;
    llvm::Register Dst;
    /// A bulk copy's mbarrier: its operand (0: none), buffer and value from
    /// before the loop. An arm (`mbarrier.arrive.expect_tx`) is a copy
    /// whose destination is the mbarrier. In a bulk ring Dst and Bar may
    /// also be computed in the loop from values from before it alone.
    unsigned BarOp = 0;
    unsigned BarBuffer = 0;
    llvm::Register Bar;
    /// A tensor (TMA) copy, `cp.async.bulk.tensor`: its destination (every
    /// slot of its buffer) is 128-byte aligned.
    bool Tensor = false;
  };
  /// The copies in program order (the header's, then its guards' and
  /// joins').
  std::vector<Copy> Copies;
  /// An if-then (or if-then-else) the pattern runs through before its
  /// barrier: the then-block, the branch's predicate (loop-invariant where
  /// the guard holds a copy, the commit or the wait) and whether the
  /// then-block runs when it is true.
  struct Guard {
    llvm::MachineBasicBlock *Block = nullptr;
    /// The else-block of an if-then-else (it runs where Block does not),
    /// or null.
    llvm::MachineBasicBlock *Else = nullptr;
    llvm::Register Pred;
    bool CopiesWhen = true;
    /// A second test the copies run under (`if (warp == 0 &&
    /// elect_one_sync())`): the block between the branch on Pred and Block
    /// that elects one lane of the full warp (inline PTX `elect.sync`, the
    /// CUTLASS form) and enters Block in that lane alone; null for a guard
    /// of one test (but see PredElects). Pred stays loop-invariant; the
    /// election is the same lane in every iteration (the PTX ISA:
    /// deterministic for a membermask), and the prologue elects again under
    /// Pred.
    llvm::MachineBasicBlock *Test = nullptr;
    /// `if (elect_one_sync())` alone: Pred is the test of the flag, which
    /// the block that branches on it (Test) elects; the prologue elects
    /// in every warp, as the loop does.
    bool PredElects = false;
  };
  /// The guards in order: the header's, then its join's, and so on (`if
  /// (tx < 4) copy A; if (ty < 4) copy B;`).
  llvm::SmallVector<Guard, 2> Guards;
  /// The guard whose then- or else-block \p MBB is, or null; \p Then is
  /// set to whether it is the then-block.
  const Guard *guardOf(const llvm::MachineBasicBlock *MBB,
                       bool *Then = nullptr) const {
    for (const Guard &G : Guards)
      if (G.Block == MBB || (G.Else && G.Else == MBB)) {
        if (Then)
          *Then = G.Block == MBB;
        return &G;
      }
    return nullptr;
  }

  llvm::MachineInstr *Commit = nullptr, *Wait = nullptr, *Barrier = nullptr;
  /// Operands in the loop that read a buffer's address from outside the
  /// loop, the copies' destinations excepted: (instruction, operand,
  /// buffer).
  std::vector<std::tuple<llvm::MachineInstr *, unsigned, unsigned>> Rebase;
  /// Per Rebase entry, the register the slot's offset is added to: the
  /// address itself, or where its instruction takes the address whole (a
  /// generic read, or no read) and it adds immediates to a base that
  /// another such address adds immediates to as well, that base (the
  /// address is then the rebased base plus its immediate). A read in the
  /// shared state space is rebased itself, which ptxas folds into the
  /// access (`LDS [R+UR]`).
  std::vector<llvm::Register> RebaseBase;
  /// Shared-memory matrix descriptors that a `wgmma.mma_async` of the loop
  /// reads, computed before the loop from a buffer's address (Address, a
  /// register the loop would rebase; descriptorChain proves the descriptor
  /// follows it): the rewrite computes each again in the header from the
  /// rebased address, the instructions of Chain cloned in order.
  struct Descriptor {
    llvm::MachineInstr *MI = nullptr;
    unsigned OpNo = 0;
    unsigned Buffer = 0;
    llvm::Register Address;
    llvm::SmallVector<llvm::MachineInstr *, 8> Chain;
  };
  std::vector<Descriptor> Descriptors;
  /// Every MOV_ADDR of a buffer in the function, with its buffer (those in
  /// the loop are followed by an add of the slot offset).
  std::vector<std::pair<llvm::MachineInstr *, unsigned>> Roots;
  /// The header PHIs that the copies' sources and the exit test read, and
  /// that their latch values read in turn (closed): what is evaluated ahead.
  llvm::SmallVector<llvm::MachineInstr *, 4> StatePhis;
  /// The shared-memory loads of the buffers in the loop, and the distinct
  /// addresses from outside the loop they are rebased from (an address
  /// rebased through its base counted as that base: RebaseBase).
  unsigned Reads = 0, RebasedAddresses = 0;
  /// Those of RebasedAddresses taken whole, each in a register: a generic
  /// read's (a `wmma.load` of a cvta's address). A read in the shared
  /// state space adds the slot offset in the access.
  unsigned HeldAddresses = 0;
  /// The instructions that compute Descriptors again each iteration (their
  /// chains and the adds of their addresses). They hold no vector register:
  /// a descriptor is warp-uniform and HGMMA reads it from a uniform
  /// register (ptxas 13: wgmma_ring.cu's wgmma_bulk 30 -> 30 registers at
  /// 2 slots).
  unsigned DescriptorInstructions = 0;
  /// SASS instructions one step ahead costs (the chains of the sources, the
  /// exit test and the state PHIs' next values, and a select per state PHI;
  /// two for a 64-bit integer result).
  unsigned StepInstructions = 0;
  /// The largest latency the machine description gives the copies.
  int64_t CopyLatency = 0;
  /// Slots per buffer (2 or more), set by the caller before applyAsyncRing.
  unsigned Stages = 2;
  /// How the loop finds its slots: false, each buffer's S offsets rotate
  /// through S header PHIs; true, one slot index (k mod S) and each
  /// buffer's offsets of the slot read and the slot filled computed from it
  /// (set by the caller).
  bool IndexedSlots = false;
  /// Tests only: added to the header wait's count S - 1, which breaks the
  /// ring (-twill-test-break-async-wait).
  unsigned ExtraPending = 0;
  /// Bytes of the dynamic shared array that the loop touches, as assumed
  /// (analyzeAsyncRing's argument).
  uint64_t DynamicLoopBytes = 0;
  /// Tests only: no CTA barrier after the exits' wait for the copies of
  /// tiles past the last (-twill-test-ring-no-exit-barrier).
  bool NoExitBarrier = false;

  /// Bytes of shared memory the twins add at \p S stages.
  uint64_t ringBytes(unsigned S) const {
    uint64_t Sum = 0;
    for (const Buffer &B : Buffers)
      Sum += B.Bytes * (S - 1);
    return Sum;
  }
  /// Vector registers the ring adds per thread (docs/plugin.md, cp.async
  /// rings). The S slot offsets of a buffer are warp-uniform: ptxas 13
  /// keeps them in uniform registers (`LDS [R+UR]`), so they cost no vector
  /// register. What does is the current slot's copy destination, one per
  /// buffer (LDGSTS takes its shared address in a vector register; two
  /// where inline PTX needs it at 32 bits too), and each read address
  /// rebased by the slot that a generic read takes whole (HeldAddresses; a
  /// shared-space read is `LDS`/`LDSM [R+UR]` at the address it read
  /// before: cuda_hgemm's mmaAsyncKernel, 25 ldmatrix addresses rebased,
  /// 136 -> 137 registers at 3 slots). The same at every slot count, as
  /// ptxas's counts nearly are (bench/calibrate_ring_registers.py).
  /// A bulk ring's copies and arms take their addresses in uniform
  /// registers (UBLKCP, SYNCS), so what it holds is the rebased addresses
  /// and the parity the wait reads (ptxas 13, the ring alone:
  /// bulk_ring.cu's bulk_dot 24 -> 26 to 27 registers at 2 to 4 slots,
  /// estimated 5 more; bulk_sum 11 -> 13 to 15, estimated 4 more).
  unsigned heldRegisters() const {
    if (Bulk)
      return RebasedAddresses + 1;
    return unsigned(Buffers.size()) * (NarrowSlots ? 2 : 1) + HeldAddresses;
  }
  /// Some read or copy addresses a buffer with 32 bits where its address
  /// has 64 (inline PTX after a cvta): the slot offsets are kept at both
  /// widths.
  bool NarrowSlots = false;
  /// The blocks that hold copies, in the copies' order (each re-issues its
  /// own copies, with its own steps ahead).
  llvm::SmallVector<llvm::MachineBasicBlock *, 3> copyBlocks() const {
    llvm::SmallVector<llvm::MachineBasicBlock *, 3> Blocks;
    for (const Copy &C : Copies)
      if (!llvm::is_contained(Blocks, C.MI->getParent()))
        Blocks.push_back(C.MI->getParent());
    return Blocks;
  }
  /// Whether guard \p G holds a copy (in its then- or else-block).
  bool guardsCopies(const Guard &G) const {
    return llvm::any_of(Copies, [&](const Copy &C) {
      return guardOf(C.MI->getParent()) == &G;
    });
  }
  /// Instructions the loop issues more per iteration at \p S stages: S-1
  /// steps ahead in each block of copies, an add per copy's destination and
  /// per rebased address, and the descriptors' chains.
  unsigned extraInstructions(unsigned S) const {
    return (S - 1) * StepInstructions * unsigned(copyBlocks().size()) +
           unsigned(Copies.size()) + RebasedAddresses + DescriptorInstructions;
  }
};

/// Whether \p L's header, or the then-block of an if-then the header's
/// branch opens, issues a cp.async (a candidate for a ring rather than
/// register double buffering).
bool headerIssuesAsyncCopies(const llvm::MachineLoop &L);

/// Whether \p L issues a 1-D bulk copy of the bulk ring's form (what its
/// remarks call the ring).
bool issuesBulkCopies(const llvm::MachineLoop &L);

/// Checks \p L against the conditions above; the error says which failed,
/// where.
/// \p DynamicLoopBytes: the bytes of the kernel's `extern __shared__` array
/// that the loop touches, as -twill-assume-dynamic-shared assumes them
/// (every access of the loop lies below); 0 refuses a ring of that array.
llvm::Expected<AsyncRingPlan>
analyzeAsyncRing(llvm::MachineLoop &L, const InstrClassifier &Classifier,
                 uint64_t DynamicLoopBytes = 0);

/// Rewrites the loop of \p Plan as above, at Plan.Stages stages. The control
/// flow graph and the loop info stay as they were; the twins are declared at
/// function scope in the entry block (inline PTX, which a MIR pass can add
/// after the module's globals are printed).
void applyAsyncRing(const AsyncRingPlan &Plan);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_TILELOOP_H
