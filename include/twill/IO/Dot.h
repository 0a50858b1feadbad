//===- Dot.h - Graphviz DOT writer ------------------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dependence graph in Graphviz DOT.
/// Implemented in lib/IO/Dot.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_DOT_H
#define TWILL_IO_DOT_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace twill {

/// Writes the graph in Graphviz DOT.
void writeDot(const Problem &P, llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_IO_DOT_H
