//===- AIGER.h - AIGER and-inverter graphs ----------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AIGER and-inverter graphs, binary `.aig` and ASCII `.aag`.
/// Implemented in lib/IO/AIGER.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_AIGER_H
#define TWILL_IO_AIGER_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace twill {

/// Parses an AIGER and-inverter graph, binary (`aig` header) or ASCII
/// (`aag`). Primary inputs and AND gates become ops of latency 1 on the
/// unlimited unit "generic"; each distinct fan-in variable of a gate becomes
/// an edge of delay 1 (complement bits are irrelevant to scheduling). Inputs
/// cost nothing (attribute `parameter` 0, no footprint); a gate has
/// `parameter` 1 and footprint 1 in memory "memory"; edges have `parameter`
/// 1. Latches are rejected. Errors name \p Origin and the byte offset
/// (binary) or the line (ASCII).
llvm::Expected<Problem> parseAIGER(llvm::StringRef Data,
                                   llvm::StringRef Origin);

} // namespace twill

#endif // TWILL_IO_AIGER_H
