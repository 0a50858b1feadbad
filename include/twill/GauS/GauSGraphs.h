//===- GauSGraphs.h - GauS on kernels, warps, random DAGs -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// GauS on twill's graphs (lib/GauS/GauSGraphs.cpp): the full model's warp
/// assignment for a GauS schedule, kernel graphs whose times are cycles
/// (quantised into steps, with a search over step counts and intervals),
/// and the random loop bodies of the benchmarks.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_GAUSGRAPHS_H
#define TWILL_GAUS_GAUSGRAPHS_H

#include "twill/GauS/GauSSolver.h"
#include "twill/Model/Problem.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace twill {
/// The full model for a GauS schedule: when \p P has a warp configuration
/// and Opts.AssignWarps is set, chooses warps for R.Schedule's start times
/// (assignWarpsForStarts) and checks the result with the full verifier.
/// When the start times admit no assignment (or break a memory capacity),
/// R becomes Infeasible with the reason; it is never left with a schedule
/// that fails the verifier. No-op for results without a schedule.
void gausAssignWarps(const Problem &P, GauSResult &R, const GauSOptions &Opts);

/// GauS on a kernel graph whose times are cycles. One step is
/// Q = ceil(MII / TargetII) cycles, so II = TargetII steps reaches the MII.
/// GauS schedules a coarse problem (delays rounded up to steps, each unit a
/// budget of cap * Q unit-cycles per step, so short ops can share a step);
/// the step schedule, scaled by Q, then seeds the modulo legalisation in
/// cycles at II = TargetII * Q, and the result is verified against \p P.
/// A native problem whose MII already fits gets Q = 1. Under the full
/// model (gausAssignWarps) warps are assigned too. With Opts.RetryNextII or
/// RetryLargerD, a failure (no legal step schedule, no cycle schedule, a
/// memory capacity broken, no warp assignment) is retried up to MaxRetries
/// times: first with D * 1.5 (RetryLargerD), then at the next interval in
/// cycles, II + Q (RetryNextII), each from a fresh start.
/// The caller checks \p P (twill/Model/Problem.h).
/// \p MinCycles > 0 asks for an interval of at least that many cycles
/// instead of the MII: Q = ceil(MinCycles / TargetII) (an interval below
/// the MII is an error).
GauSResult gausSolveTwillGraph(const Problem &P, int64_t TargetII, int64_t D,
                               const GauSOptions &Opts = {},
                               int64_t MinCycles = 0);

/// GauS on a kernel graph without a chosen step count, searching the
/// initiation interval: at I = \p FromCycles (0: the MII), then I + k *
/// ceil(MII / 8) for k = 1 .. Opts.KernelIntervalSteps, it runs
/// gausSolveTwillGraph() at TargetII = 4, 5, 6, 8, 10, 12 and 16 steps
/// (D = 5 steps per step of II, Q = ceil(I / steps), so the schedule's
/// interval is I rounded up to a multiple of the step count), in that
/// order, under the full model. At each I the first schedule at exactly I
/// ends the search; otherwise the one with the least II in cycles, then
/// the least L, is returned; a larger I is tried only when no step count
/// gave a schedule (GauS's start times then admitted no warps, or no
/// sequencing in cycles). The result is `feasible`, never `optimal`, and
/// when none succeeds it is the failure of the first attempt.
/// Deterministic: each attempt is (iteration and Z3 work budgets).
GauSResult gausSolveKernel(const Problem &P, const GauSOptions &Opts = {},
                           int64_t FromCycles = 0);

/// Options of generateRandomDag() beyond the prototype's four arguments.
struct RandomDagOptions {
  /// Cycles per step: latencies are ceil(machine latency / this), so the
  /// long TMA latency (556 cycles) does not exceed the horizon.
  int64_t CyclesPerStep = 64;
  /// Back-edge distances k are chosen so the recurrence is met at this II
  /// by the ASAP schedule with one iteration of slack.
  int64_t NominalII = 10;
  std::string Machine = "hopper";
};

/// A random loop body: \p NumNodes ops in topological order, each forward
/// pair (i < j) an edge with probability \p EdgeDensity, plus
/// \p NumBackEdges loop-carried edges j -> i (distance >= 1). Ops are drawn
/// uniformly from the tensor-core (wgmma), TMA, SFU (mufu) and ALU (fma)
/// classes of the machine, holding their unit for one cycle (pipelined);
/// every edge's delay is the producer's latency. Deterministic per seed.
llvm::Expected<Problem> generateRandomDag(unsigned NumNodes,
                                          double EdgeDensity,
                                          unsigned NumBackEdges,
                                          uint64_t Seed,
                                          const RandomDagOptions &Opts = {});

} // namespace twill

#endif // TWILL_GAUS_GAUSGRAPHS_H
