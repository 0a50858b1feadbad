//===- GML.h - ICML'24 random-graph GML -------------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The ICML'24 random-graph GML files.
/// Implemented in lib/IO/GML.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_GML_H
#define TWILL_IO_GML_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace twill {

/// Parses ICML'24 GML. The graphs carry no latencies or resources: every op
/// gets latency 1 on one unlimited unit "generic", every edge delay 1; the
/// node `parameter` becomes its footprint in memory "memory" and is kept as
/// attribute "parameter" (edges keep theirs as attribute too).
llvm::Expected<Problem> parseGML(llvm::StringRef Text, llvm::StringRef Origin);

} // namespace twill

#endif // TWILL_IO_GML_H
