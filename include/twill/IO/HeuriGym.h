//===- HeuriGym.h - HeuriGym operator-scheduling JSON -----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// HeuriGym operator-scheduling JSON.
/// Implemented in lib/IO/HeuriGym.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_HEURIGYM_H
#define TWILL_IO_HEURIGYM_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace twill {

/// Parses HeuriGym operator-scheduling JSON (acyclic; each op holds one unit
/// of its type for `delay` cycles, units are not pipelined).
llvm::Expected<Problem> parseHeuriGym(llvm::StringRef Text,
                                      llvm::StringRef Origin);

} // namespace twill

#endif // TWILL_IO_HEURIGYM_H
