//===- Limits.h - Sizes twill accepts before it allocates -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every size that drives an allocation (a per-cycle table, a per-residue
/// profile, a per-warp array, a timeline) is checked against one of these
/// limits before anything is allocated, so a small hostile file cannot ask
/// for gigabytes. Problem::check() enforces the problem limits, the schedule
/// reader the schedule limits, and the views their own. Real instances stay
/// orders of magnitude below (docs/formats.md, "Limits").
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_LIMITS_H
#define TWILL_MODEL_LIMITS_H

#include <cstdint>

namespace twill {

/// The largest latency, dependence delay and reservation-table length (in
/// cycles) of one op or dependence. Cost normalization and the
/// time-indexed programs work in these units; 2^20 cycles is far above any
/// GPU instruction and far below where double-precision ILPs lose
/// integrality.
constexpr int64_t MaxCostCycles = int64_t(1) << 20;

/// The most warps a warp configuration may offer (an SM holds 64).
constexpr int64_t MaxWarps = 1024;

/// The largest initiation interval of a schedule file: the verifier keeps a
/// profile per residue of every unit, memory and warp.
constexpr int64_t MaxScheduleII = int64_t(1) << 20;

/// The largest |start time| in a schedule file.
constexpr int64_t MaxScheduleStart = int64_t(1) << 30;

/// The most pipeline stages (windows one iteration spans) code generation
/// and the pictures unroll.
constexpr int64_t MaxPipelineStages = 4096;

/// The text view draws one row per residue and one column per cycle of
/// the timeline; the SVG and trace views draw one item per op instance.
constexpr int64_t MaxTextViewII = 4096;
constexpr int64_t MaxTextViewCycles = int64_t(1) << 16;
constexpr int64_t MaxViewIterations = 8192;

} // namespace twill

#endif // TWILL_MODEL_LIMITS_H
