//===- WarpAssignment.h - Greedy warps for a fixed modulo schedule -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A deterministic warp assignment for start times that are already fixed
/// (Phase 1's schedule), for Algorithm 1's time-limit fallback: when Phase 2
/// ends without an answer, a verified schedule with these warps stands as
/// `feasible` instead of no schedule at all. It is a heuristic (first fit),
/// not a search: it may fail where Phase 2 would succeed, and it never
/// proves anything.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_WARPASSIGNMENT_H
#define TWILL_TWILL_WARPASSIGNMENT_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"

#include <optional>

namespace twill {

/// Assigns warps to the ops of \p S (its starts, I and L unchanged) for the
/// warp configuration of \p P, or returns nullopt when first fit finds none.
///
/// Ops joined by a dependence that may not cross warps (a register value
/// with cross-warp communication off, or a consumer that starts too early to
/// wait for the spill cost) form one class on one warp (or warp group, if any
/// of its ops needs one). Classes are placed in the order of their first op,
/// each on the lowest-numbered warp (or aligned group) where it keeps
/// variable-latency ops apart from fixed-latency ones, no blocking consumer
/// issues while another op of its warp executes, and the per-warp register
/// limit and the register file hold. The result is a function of \p P and
/// \p S only. The caller verifies it against the whole problem (memories
/// included), as every schedule handed out.
std::optional<ModuloSchedule> assignWarpsGreedily(const Problem &P,
                                                  const ModuloSchedule &S);

} // namespace twill

#endif // TWILL_TWILL_WARPASSIGNMENT_H
