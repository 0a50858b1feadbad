//===- Analysis.h - Loops of SASS and their modelled cost -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The static performance model of `twill sass` (docs/sass.md): the loops
/// of a kernel (backward branches, nested by containment); per loop the
/// instructions by kind, the distance from each load to its first
/// consumer, a single-warp steady-state simulation over ptxas's stall
/// counts and scoreboards, and the per-SM throughput bounds of its pipes;
/// then the predicted cycles per iteration at a number of resident warps.
/// Every latency and throughput comes from the machine description's SASS
/// records (machines/*.td). It is a model, not a measurement.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SASS_ANALYSIS_H
#define TWILL_SASS_ANALYSIS_H

#include "twill/Machines/MachineDescription.h"
#include "twill/SASS/SASS.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace twill::sass {

/// The number of SassKind values.
constexpr size_t NumSassKinds = size_t(SassKind::Control) + 1;

/// A loop: instructions [Begin, End] of its kernel, End the backward
/// branch (the last one when several branch back to the same head).
struct Loop {
  size_t Begin = 0, End = 0;
  /// 1 for an outermost loop.
  unsigned Depth = 1;
  /// Index of the enclosing loop in the kernel's loop list, or -1.
  int Parent = -1;
  bool Innermost = true;
  size_t size() const { return End - Begin + 1; }
};

/// The class of \p I on \p MD: its opcode's, or LDS's/STS's for a generic
/// access that shared memory serves (Instruction::SharedWindow).
const SassOpClass *classifyInstruction(const Instruction &I,
                                       const MachineDescription &MD);

/// The loops of \p K, ordered by their first instruction (outer first).
std::vector<Loop> findLoops(const Kernel &K);

/// From a load (an instruction that sets a write scoreboard and reads
/// memory) to the first instruction that waits on that scoreboard.
struct LoadUse {
  size_t Load = 0; ///< kernel instruction index
  size_t Use = 0;  ///< kernel instruction index
  /// Instructions issued from the load to the use (1 = the next one);
  /// a use in the next iteration counts around the back edge.
  unsigned Instructions = 0;
  /// Modelled cycles between their issue (single warp, steady state).
  double Cycles = 0;
  bool NextIteration = false;
};

/// One pipe's demand per loop iteration of one warp, in SM cycles.
struct PipeDemand {
  std::string Pipe;
  /// Work (lanes, bytes or FLOPs) per iteration of one warp.
  double Work = 0;
  double Cycles = 0;
};

/// What does not depend on the global-load latency or the occupancy.
struct LoopProfile {
  unsigned Instructions = 0;
  std::array<unsigned, NumSassKinds> ByKind{};
  /// Opcodes no SassOpClass lists (counted as issue-only "control").
  std::vector<std::string> UnknownOpcodes;
  /// FP32, FP64 and MUFU instructions that compute (isFloatingPointWork):
  /// the unit of work of non-tensor loops.
  unsigned FPOps = 0;
  double TensorFlops = 0;
  /// Memory instructions: global, local, shared, TMA.
  unsigned MemoryOps = 0;
  /// Generic LD/ST that shared memory serves (counted as shared).
  unsigned SharedWindowOps = 0;
  /// Issue slots per iteration of one warp over the SM's schedulers.
  double IssueCycles = 0;
  std::vector<PipeDemand> Pipes;
  /// Where the loop issues asynchronous copies (LDGSTS) and waits for them
  /// (DEPBAR.LE SBn, k): the least k, the copy groups it leaves in flight
  /// at its waits (0: every wait drains them, as `cp.async.wait_group 0`;
  /// S-1 for a ring of S slots); -1 where it has no such copy or wait.
  int AsyncGroupsInFlight = -1;
  /// Where the loop issues bulk or tensor copies into shared memory
  /// (UBLKCP.S.G, UTMALDG) and waits on an mbarrier's phase (SYNCS.PHASECHK):
  /// the tiles of copies issued ahead of the one each wait needs, the
  /// copies before the loop (after its last earlier wait) over the loop's
  /// own (0 for one buffer; S-1 for a ring of S slots); -1 where it has no
  /// such copy or wait (bulkCopiesAhead).
  int BulkCopiesAhead = -1;
  /// CTA barriers that wait (BAR.SYNC, BAR.RED; not BAR.ARV): a loop with
  /// one keeps its CTA's warps in step at each iteration.
  unsigned CtaBarriers = 0;
};

/// Whether \p In, of kind \p Kind, counts as floating-point work: an FP32,
/// FP64 or MUFU instruction other than a compare, select or check (FSETP,
/// FSEL, FCHK, ...) and other than HFMA2.MMA with two RZ factors, ptxas's
/// way of moving a constant into a register.
bool isFloatingPointWork(const Instruction &In, SassKind Kind);

/// The profile of loop \p L of \p K on \p MD.
LoopProfile profileLoop(const Kernel &K, const Loop &L,
                        const MachineDescription &MD);

/// The instructions one iteration of loop \p Index of \p Loops issues, in
/// order (kernel instruction indices): its own instructions, each directly
/// nested loop repeated \p InnerTrips times (recursively), but once where
/// \p Once (indexed like Loops) holds for it (an election or wait loop,
/// whose trips are not the compute's). With InnerTrips = 1 this is the
/// loop's instructions in address order.
std::vector<size_t> loopTrace(const std::vector<Loop> &Loops, size_t Index,
                              unsigned InnerTrips,
                              const std::vector<bool> *Once = nullptr);

/// The profile of the instructions \p Trace of \p K (loopTrace).
LoopProfile profileTrace(const Kernel &K, const std::vector<size_t> &Trace,
                         const MachineDescription &MD);

/// Whether \p In is a bulk or tensor copy from global into shared memory
/// (UBLKCP.S.G, UTMALDG): it completes on an mbarrier, not a scoreboard.
bool isBulkLoad(const Instruction &In);
/// Whether \p In waits on an mbarrier's phase (SYNCS.PHASECHK).
bool isPhaseWait(const Instruction &In);
/// LoopProfile::BulkCopiesAhead of \p Trace, a loop of \p K (loopTrace).
int bulkCopiesAhead(const Kernel &K, const std::vector<size_t> &Trace);

/// The single-warp simulation of a loop at one global-load latency.
struct Simulation {
  /// Steady-state cycles per iteration of one warp.
  double CyclesPerIteration = 0;
  /// Issue cycle of each loop instruction in the measured iteration,
  /// relative to the iteration's first issue.
  std::vector<double> IssueTimes;
  std::vector<LoadUse> LoadUses;
};

/// Simulates loop \p L of \p K issuing in order, one warp alone: an
/// instruction issues no earlier than the previous one's issue plus its
/// stall count (at least 1), and no earlier than the release of every
/// scoreboard its wait mask names (DEPBAR.LE SBn, k: until at most k are
/// outstanding). A write scoreboard is released the instruction's
/// latency after issue, a read scoreboard its ReadLatency after; global
/// and TMA latencies are \p GlobalLatency. Forward branches inside the loop
/// are taken as falling through (every instruction issues). Bulk and
/// tensor copies complete \p GlobalLatency after issue, in tiles: the
/// copies between two mbarrier waits are one, and each wait (the first
/// time an iteration reaches it) waits for the oldest tile not yet waited
/// for, the BulkCopiesAhead tiles issued before the loop first.
Simulation simulateLoop(const Kernel &K, const Loop &L,
                        const MachineDescription &MD, int64_t GlobalLatency);

/// Simulates the instruction sequence \p Trace of \p K (loopTrace) as
/// simulateLoop does; IssueTimes are per trace position, and a load that
/// occurs several times in the trace has the LoadUse of its first
/// occurrence only.
Simulation simulateTrace(const Kernel &K, const std::vector<size_t> &Trace,
                         const MachineDescription &MD, int64_t GlobalLatency);

/// Where a tile loop's global load sits relative to the tile's compute.
enum class TileLoadPlacement {
  /// Issued before the first compute instruction and consumed before it:
  /// its latency is exposed before the compute (single buffering).
  UsedBeforeCompute,
  /// Issued before the first compute instruction, consumed after it (or
  /// in the next iteration): register double buffering.
  AcrossCompute,
  /// Issued at or after the first compute instruction.
  AfterCompute,
  /// No instruction of the loop waits on it.
  Unused,
};

/// The stable name of \p P ("used-before-compute", "across-compute",
/// "after-compute", "unused").
llvm::StringRef tileLoadPlacementName(TileLoadPlacement P);

/// One global load (LDG with a write scoreboard) of an outer loop that is
/// in no inner loop, and its first consumer.
struct TileLoad {
  size_t Load = 0;            ///< kernel instruction index
  std::optional<size_t> Use;  ///< first instruction waiting on it, if any
  /// The use is in the next iteration (around the back edge).
  bool NextIteration = false;
  TileLoadPlacement Placement = TileLoadPlacement::Unused;
};

/// The tile-loop view of a loop that contains inner loops (docs/sass.md,
/// "Tile loops"): is the global load of the next tile issued before the
/// current tile's compute, its value consumed only after it (register
/// double buffering)?
struct TileAnalysis {
  /// The first FFMA, HMMA or HGMMA of the loop (kernel index), if any.
  std::optional<size_t> FirstCompute;
  std::vector<TileLoad> Loads;
  /// At least one tile load, and every one AcrossCompute.
  bool LoadsBeforeCompute = false;
};

/// The tile analysis of loop \p L of \p K (which should have inner loops).
TileAnalysis analyzeTile(const Kernel &K, const Loop &L,
                         const std::vector<Loop> &Loops,
                         const MachineDescription &MD);

/// The prediction for one loop at one global-load latency and occupancy.
struct Prediction {
  std::string Level; ///< "l1", "l2", "hbm" or "custom"
  int64_t GlobalLatency = 0;
  /// Single-warp cycles per iteration (Simulation).
  double LatencyCycles = 0;
  /// LatencyCycles / resident warps per SM.
  double LatencyBound = 0;
  /// The largest pipe demand or the issue demand per warp iteration.
  double ThroughputBound = 0;
  /// max(ThroughputBound, LatencyBound): SM cycles per warp iteration.
  double Cycles = 0;
  /// "latency", "issue" or the pipe's name.
  std::string Bound;
};

/// Combines \p P and \p S at \p WarpsPerSM resident warps.
Prediction predict(const LoopProfile &P, const Simulation &S,
                   unsigned WarpsPerSM);

/// The global-load latency used for level \p Level of \p MD: the "l1"
/// SassMemoryLatency for local memory, and so on; an error if absent.
llvm::Expected<int64_t> memoryLatency(const MachineDescription &MD,
                                      llvm::StringRef Level);

} // namespace twill::sass

#endif // TWILL_SASS_ANALYSIS_H
