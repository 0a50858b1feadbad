//===- Codegen.h - Pseudocode and CUDA skeletons ----------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Code from a verified schedule (a LoopPipeline): the warp-specialized loop
/// as pseudocode in the style of the Twill paper's listings, and a CUDA
/// kernel skeleton that nvcc compiles for sm_90a / sm_100a.
///
/// Synchronization follows from the warp assignment: every dependence whose
/// ends issue on different warp groups becomes a *channel*, a ring of
/// `copies` slots with a "full" mbarrier per slot (the producer arrives, the
/// consumer waits) and an "empty" one (the consumer releases the slot, the
/// producer waits before reusing it). Iteration j uses slot j mod copies and
/// phase parity (j / copies) mod 2. A unit with one instance that several
/// groups hold is *ping-ponged*: the groups take turns on it through named
/// barriers in the order of the steady state. Only units that GEMMs hold
/// are ping-ponged (FA3's tensor-core ping-pong); the model's other
/// single-instance units stand for per-SM-subpartition pipes that every warp
/// group has its own share of. Turns are taken in the steady state only:
/// before the first steady window the group that passes the wrapping turn
/// arrives once, and the last steady window passes no wrapping turn; the
/// prologue and epilogue run unordered.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_CODEGEN_CODEGEN_H
#define TWILL_CODEGEN_CODEGEN_H

#include "twill/Codegen/Pipeline.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace twill {

/// A cross-warp-group dependence turned into an mbarrier ring.
struct Channel {
  OpId Src = 0, Dst = 0;
  int64_t Distance = 0;
  /// A C identifier: "<src>_to_<dst>".
  std::string Name;
};

/// The channels of \p LP, in dependence order (empty when the schedule is
/// not warp specialized).
std::vector<Channel> channelsOf(const LoopPipeline &LP);

/// One turn on a ping-ponged unit: \p Op of group \p Group waits for its
/// turn when \p WaitTurn and hands the unit to \p NextGroup afterwards when
/// \p PassTurn.
struct PingPongTurn {
  std::string Unit;
  OpId Op = 0;
  unsigned Group = 0, NextGroup = 0;
  bool WaitTurn = false, PassTurn = false;
  /// The turn passes to the next steady-state window (the last use of the
  /// unit in the window).
  bool Wraps = false;
};

/// The turns of every ping-ponged unit, in steady-state order.
std::vector<PingPongTurn> pingPongTurns(const LoopPipeline &LP);

/// Writes the pseudocode of the pipelined, warp-specialized loop: one block
/// per warp-group role, each with its prologue, steady state and epilogue,
/// and the mbarrier / named-barrier synchronization between the roles.
void emitPseudocode(const LoopPipeline &LP, llvm::raw_ostream &OS);

struct CudaOptions {
  /// "sm_90a" (Hopper) or "sm_100a" (Blackwell).
  std::string Arch = "sm_90a";
};

/// Writes a CUDA C++ skeleton: a __global__ kernel with warp-group role
/// dispatch, shared-memory rings sized from the copy count, mbarrier
/// handshakes, named barriers for ping-pong, and the ops as marked inline
/// PTX placeholders. It compiles with `nvcc -arch=<Arch> -c`.
void emitCudaSkeleton(const LoopPipeline &LP, const CudaOptions &Opts,
                      llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_CODEGEN_CODEGEN_H
