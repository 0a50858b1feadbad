//===- RegionGraph.h - Outer loops as chains of regions ---------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Regions as steps: the loop graph of an outer loop whose body is a chain
/// of inner loops and branch-free blocks (the Hopper TMA/wgmma mainloop as
/// people write it, where every `mbarrier.try_wait` spin loop is an inner
/// loop, so the k-loop is never innermost). Each inner loop and each
/// straight-line block becomes one operation of the loop's Problem, with
/// its effects summarised:
///  - registers: the virtual registers it writes, and those it reads before
///    writing them (upward-exposed reads);
///  - memory: each access by address space and underlying object (an
///    access without memory operands, such as inline asm with a "memory"
///    clobber, touches everything);
///  - synchronisation: barriers and everything else the single-block graph
///    keeps in order (LoopDDGBuilder.h: side effects, volatile or atomic
///    accesses, the sync unit), convergent instructions;
///  - latency: for a block, the critical path of its register dependences
///    (the machine description's latencies; an asynchronous copy counts
///    its issue only, since its data is awaited through a wait elsewhere)
///    or its busiest unit, whichever is longer; for an inner loop, trips x
///    cycles per iteration, the iteration being max(critical path, the
///    busiest unit's cycles), with no overlap of inner iterations assumed.
///    A compute loop's trip count is ScalarEvolution's constant trip count
///    of its IR loop where there is one; otherwise, and for every spin
///    wait, one iteration is assumed, and the remark says so (for a spin
///    wait that is the steady state of a pipelined mainloop: the data is
///    there at the first try).
/// A spin-wait loop (an inner loop whose only memory effect is an
/// `mbarrier.try_wait`/`test_wait`, in inline asm or as an NVVM intrinsic,
/// which is also what `cuda::barrier` waits compile to) is a region of kind
/// "blocking wait": the edges into it from a region that arrives on an
/// mbarrier or issues an asynchronous copy are the Twill model's blocking
/// synchronisation (Dependence::Blocking, the verifier's "blocking"
/// constraint: its warp issues nothing else while it waits), and every
/// region ordered after it waits for its whole latency.
///
/// Edges between regions A before B (dist 0) and B to A of the next
/// iteration (dist 1, including A = B): a register written by one and read
/// by the other (delay: when the writer's value is ready, from the region's
/// start), anti and output register dependences within one iteration
/// (delay 0), conflicting memory (delay: when the writer's last store has
/// completed, before a reader; 0 after an asynchronous copy),
/// and the order of synchronisation (delay 0, the blocking wait's latency
/// after one), closed across the back edge.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_REGIONGRAPH_H
#define TWILL_NVPTX_REGIONGRAPH_H

#include "twill/NVPTX/InstrClassifier.h"
#include "twill/NVPTX/LoopDDGBuilder.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class AAResults;
class Function;
class MachineBasicBlock;
class MachineDominatorTree;
class MachineInstr;
class MachineLoop;
class Value;
} // namespace llvm

namespace twill {
namespace nvptx {

/// What one step of an outer loop is.
enum class RegionKind {
  Block,        ///< a branch-free block of the outer loop
  ComputeLoop,  ///< an inner loop that computes (any inner loop but a wait)
  BlockingWait, ///< an inner loop spinning on an mbarrier wait
  Guarded,      ///< the then-block of an if-then, as if it always ran
};

/// "block", "compute-loop", "blocking-wait", "guarded-block".
llvm::StringRef regionKindName(RegionKind K);

/// The first metadata line (MetadataPrefix) the pipeliner wrote into
/// \p MBB, or "": a loop whose header has one is the pipeliner's kernel,
/// ring, or the original loop it keeps for short trip counts.
llvm::StringRef twillMetadata(const llvm::MachineBasicBlock &MBB);

/// One memory access of a region.
struct RegionAccess {
  unsigned AddrSpace = 0;
  /// The underlying object, or null when unknown (then it may be anything
  /// in its address space; address space 0, generic, may be anything).
  const llvm::Value *Object = nullptr;
  bool Write = false;
  /// Issued by an asynchronous copy (cp.async, TMA): its data is awaited
  /// through a wait, so no latency is charged to its readers.
  bool Async = false;
};

/// One step of an outer loop and its summarised effects.
struct Region {
  RegionKind Kind = RegionKind::Block;
  /// The block, or the inner loop's (single) block.
  const llvm::MachineBasicBlock *Block = nullptr;
  /// Non-debug, non-terminator instructions, in program order.
  std::vector<llvm::MachineInstr *> Instrs;
  llvm::DenseSet<unsigned> Reads, Writes;
  std::vector<RegionAccess> Memory;
  /// Instructions on the sync unit (barriers, mbarriers, async waits).
  unsigned Barriers = 0;
  /// Holds an instruction the single-block graph keeps in order.
  bool Ordered = false;
  bool Convergent = false;
  /// Arrives on an mbarrier or issues an asynchronous copy.
  bool Signals = false;
  /// Some instruction's class has a variable latency (a producer's copy)
  /// or is issued by a whole warp group (wgmma).
  bool VariableLatency = false;
  bool NeedsWarpGroup = false;
  /// Cycles from the region's start until each register it writes holds
  /// its value (a loop's values: at its exit, latency()), and until its
  /// last store other than an asynchronous copy has completed.
  llvm::DenseMap<unsigned, int64_t> ReadyAt;
  int64_t StoresDoneAt = 0;
  /// Reservation cycles per unit over one iteration of the region.
  std::map<std::string, int64_t> UnitCycles;
  /// The classification of each of Instrs.
  std::vector<ClassifiedInstr> Classes;
  /// Latency = Trips * IterationCycles; for a loop Trips is ScalarEvolution's
  /// constant trip count (TripsKnown) or assumed to be 1.
  int64_t IterationCycles = 1;
  int64_t Trips = 1;
  bool TripsKnown = false;
  /// An inner loop behind a zero-trip guard (a block of the outer loop that
  /// branches around the loop and its preheader): costed as if entered.
  bool EnteredUnderGuard = false;
  /// The classification the step takes in the model (its unit and flags
  /// come from all of its instructions).
  ClassifiedInstr Representative;
  /// For an inner loop that holds loops of its own (a nest, one region):
  /// how many times each of Instrs runs per iteration of the region, the
  /// product of the trip counts of the loops inside it that hold the
  /// instruction (ScalarEvolution's, one where unknown). Empty for every
  /// other region: each instruction runs once an iteration.
  std::vector<int64_t> Repeats;
  /// The loops inside a nest whose trip count is unknown (each costed as
  /// one iteration).
  unsigned UnknownInnerTrips = 0;

  int64_t latency() const { return Trips * IterationCycles; }
  bool isLoop() const {
    return Kind == RegionKind::ComputeLoop || Kind == RegionKind::BlockingWait;
  }
  bool isNest() const { return !Repeats.empty(); }
  /// How many times Instrs[I] runs per iteration of the region.
  int64_t repeats(size_t I) const { return Repeats.empty() ? 1 : Repeats[I]; }
};

/// Constant trip counts of inner loops, from ScalarEvolution on the IR
/// loop whose header is the machine loop's (the reorder pass has no
/// ScalarEvolution of its own; this one is built on the IR function, once).
class InnerTripCounts {
public:
  explicit InnerTripCounts(const llvm::Function &F);
  ~InnerTripCounts();
  /// The exact constant trip count of the IR loop headed by \p MBB's IR
  /// block, or 0 when unknown.
  unsigned tripCount(const llvm::MachineBasicBlock &MBB) const;
  /// A constant bound on the trip count of the IR loop headed by \p MBB's
  /// IR block (a remainder loop after unrolling by 4: 3), or 0 when unknown.
  unsigned maxTripCount(const llvm::MachineBasicBlock &MBB) const;

private:
  struct Analyses;
  std::unique_ptr<Analyses> A;
};

/// A Block region of the straight-line instructions \p Instrs (part of a
/// block), summarised as a block is.
Region summariseInstructions(llvm::ArrayRef<llvm::MachineInstr *> Instrs,
                             const InstrClassifier &Classifier);

/// The regions of \p L in program order, or why \p L is not a chain of
/// them: every inner loop with one exit block; an innermost one of one
/// block or of a chain of blocks (then one region over all of them), one
/// that holds loops of its own one region over the whole nest (its inner
/// loops at their trip counts, one iteration where unknown, none
/// overlapped: Region::Repeats); the blocks outside
/// inner loops and the inner loops forming one path from the header to
/// the latch (branches only at inner loops' back edges, the latch's back
/// edge, exits, if-thens: a block that branches around one block of
/// its own, which becomes a Guarded region, guarded parts: the blocks
/// between a branch and its join that only the branch enters, one Guarded
/// region, and zero-trip guards: a block that branches around an inner
/// loop and its preheader, which become a Guarded region and a loop region
/// EnteredUnderGuard), no calls. \p L may itself be
/// innermost (a body of several blocks). A compute loop whose trip count \p
/// Trips knows is costed at that many iterations (TripsKnown).
llvm::Expected<std::vector<Region>>
collectRegions(const llvm::MachineLoop &L, const InstrClassifier &Classifier,
               const InnerTripCounts *Trips = nullptr);

/// The two regions of the single-block loop body \p MBB split after
/// \p Last: its instructions up to \p Last, then the rest (an innermost
/// tile loop's staging of a tile, then its compute, which the tile cost
/// model of TileLoop.h needs apart).
std::vector<Region> splitBlockRegions(llvm::MachineBasicBlock &MBB,
                                      const llvm::MachineInstr &Last,
                                      const InstrClassifier &Classifier);

/// The loop graph with one operation per region (op i is \p Regions[i];
/// Instrs[i] is its first instruction, Classes[i] its representative with
/// the mnemonic `region.<kind>.bb<N>`). \p AA may be null.
///
/// Its figures are in units of \p Quantum cycles (set here): regions last
/// hundreds of cycles and reserve a unit for as many rows, which the modulo
/// schedulers, made for instructions, take far too long to place. Every
/// latency, delay and reservation row count is rounded up to a multiple of
/// the quantum, the least that keeps each figure within MaxRegionUnits, so
/// a schedule of the rounded problem, scaled back by the quantum
/// (scaleRegionSchedule), honours the original one.
llvm::Expected<LoopDDG> buildRegionDDG(llvm::ArrayRef<Region> Regions,
                                       const InstrClassifier &Classifier,
                                       llvm::AAResults *AA, int64_t &Quantum);

/// The most units of the quantum any figure of a region graph takes.
inline constexpr int64_t MaxRegionUnits = 32;

/// One line per region for the PTX metadata (joined by "\n\t", each
/// starting with MetadataPrefix): `region <k> kind=<kind> bb=<N>
/// instrs=<n> latency=<c> trips=<t>[-assumed] reads=<r> writes=<w>
/// mem=<accesses> barriers=<b> convergent=<0|1>`.
std::string formatRegionMetadata(llvm::ArrayRef<Region> Regions);

/// How \p R's latency was found, for remarks: "1 iteration (trip count
/// unknown: one assumed) x 30 cycles (the body's critical path or busiest
/// unit)" or "24 cycles (critical path)".
std::string describeRegionLatency(const Region &R);

/// The loop of one role in a kernel that splits its roles by hand: it is
/// reached only through a branch whose condition is computed from the
/// thread index (`%tid.x / 128 == 0`, a warp-group test).
struct HandRole {
  /// The block whose conditional branch on the thread index leads to it.
  const llvm::MachineBasicBlock *Branch = nullptr;
  /// The function sets per-role register budgets (`setmaxnreg`).
  bool SetMaxNReg = false;
  /// The ring's stage count where the loop reduces a counter modulo a
  /// power of two (`K & (R - 1)`: R stages) or wraps a rotating stage
  /// index at a constant (`if (q == R) q = 0`: R stages), else 0.
  unsigned RingStages = 0;
};

/// Twill's partition of a role's loop against the hand-written one (the
/// whole loop on its role's warp group).
enum class PartitionVerdict {
  NoWarps, ///< no verified warp assignment
  Agrees,  ///< every region on one warp group
  Differs, ///< Twill splits the role over several warp groups
};
/// Twill's iterations in flight (sched_copies) against the ring's stages.
enum class StageVerdict {
  Unknown,       ///< the ring's stage count is not in the code
  Agrees,        ///< equal
  RingDeeper,    ///< the ring has more stages than the schedule keeps
  RingShallower, ///< the schedule keeps more iterations than the ring has
};
/// The verdicts for \p WarpGroups warp groups (0: no assignment), and for
/// a ring of \p RingStages (0: unknown) against \p SchedCopies.
PartitionVerdict comparePartition(unsigned WarpGroups);
StageVerdict compareStages(unsigned RingStages, unsigned SchedCopies);
/// "no-warps", "agrees", "differs"; "unknown", "agrees", "ring-deeper",
/// "ring-shallower".
llvm::StringRef partitionVerdictName(PartitionVerdict V);
llvm::StringRef stageVerdictName(StageVerdict V);

/// The role \p L runs, or nothing when no dominating branch depends on
/// the thread index.
std::optional<HandRole> findHandRole(const llvm::MachineLoop &L,
                                     const llvm::MachineDominatorTree &MDT);

/// A region for -twill-debug.
void printRegion(llvm::raw_ostream &OS, unsigned Index, const Region &R);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_REGIONGRAPH_H
