//===- Views.h - Pictures of a verified schedule ----------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Views of a LoopPipeline: a terminal view (the modulo reservation table
/// and a per-warp-group timeline, coloured by stage on request), an SVG
/// timeline and a Chrome / Perfetto trace-event JSON file. All three draw
/// the op instances of iterations 0 .. Iterations-1 at k*I + s(v) for
/// cycles(v) cycles, one cycle being one (normalized) schedule cycle.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_CODEGEN_VIEWS_H
#define TWILL_CODEGEN_VIEWS_H

#include "twill/Codegen/Pipeline.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <vector>

namespace twill {

enum class ViewFormat { Text, SVG, Trace };

struct ViewOptions {
  /// Iterations to draw.
  int64_t Iterations = 4;
  /// ANSI colours by stage in the terminal view.
  bool Color = false;
};

/// Lanes of one track (a warp group or a unit): instances that overlap in
/// time go to different lanes, first fit in start order.
struct TrackLanes {
  std::vector<OpInstance> Instances;
  std::vector<unsigned> Lane; ///< Parallel to Instances.
  unsigned NumLanes = 0;
};

/// Packs \p Instances into lanes.
TrackLanes packLanes(std::vector<OpInstance> Instances);

void printTerminalView(const LoopPipeline &LP, const ViewOptions &Opts,
                       llvm::raw_ostream &OS);
void writeSVG(const LoopPipeline &LP, const ViewOptions &Opts,
              llvm::raw_ostream &OS);
void writeTrace(const LoopPipeline &LP, const ViewOptions &Opts,
                llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_CODEGEN_VIEWS_H
