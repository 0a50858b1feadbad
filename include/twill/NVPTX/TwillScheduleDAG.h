//===- TwillScheduleDAG.h - The twill machine scheduler ---------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The scheduler LLVM's MachineScheduler runs when `-misched=twill` (set by
/// `-enable-twill-sched`). It is a non-live ScheduleDAGMI: NVPTX computes no
/// LiveIntervals, and a ScheduleDAGMILive would need them.
///
/// For a region that is the whole body of an innermost single-block loop it
/// builds the loop's dependence graph, solves, verifies, and then lets
/// ScheduleDAGMI move the instructions in the computed order through a
/// strategy that replays it. Before any instruction moves, the order is
/// checked against every edge of LLVM's own scheduling DAG as well; any
/// disagreement leaves the region as it was. Other regions are untouched.
/// Every candidate loop gets a remark (passed, missed or analysis).
///
/// The same DAG drives the standalone pass (`-run-pass=twill-loop-sched`).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_TWILLSCHEDULEDAG_H
#define TWILL_NVPTX_TWILLSCHEDULEDAG_H

namespace llvm {
struct MachineSchedContext;
class ScheduleDAGInstrs;
} // namespace llvm

namespace twill {
namespace nvptx {

/// The pass name remarks use (`-pass-remarks=twill`).
inline constexpr const char *RemarkPassName = "twill";

/// Creates the twill scheduler for \p C (MF and MLI must be set; AA may be
/// null).
llvm::ScheduleDAGInstrs *createTwillScheduleDAG(llvm::MachineSchedContext *C);

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_TWILLSCHEDULEDAG_H
