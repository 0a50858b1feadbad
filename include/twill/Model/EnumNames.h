//===- EnumNames.h - Stable names of enumerators from a table ---*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one way twill names its enumerators: a table of names indexed by the
/// enumerators' values, in declaration order from 0, next to the function
/// that prints them (stableName(), constraintKindName(), ...). The names
/// appear in reports, JSON and remarks, so a table entry is never renamed;
/// a new enumerator gets its entry in the same change (each table's unit
/// test names every enumerator).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_ENUMNAMES_H
#define TWILL_MODEL_ENUMNAMES_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>

namespace twill {

/// \p Names[E], or \p Fallback for a value outside the table.
template <typename Enum, size_t N>
llvm::StringRef enumName(const char *const (&Names)[N], Enum E,
                         llvm::StringRef Fallback = "") {
  size_t I = size_t(E);
  return I < N ? llvm::StringRef(Names[I]) : Fallback;
}

} // namespace twill

#endif // TWILL_MODEL_ENUMNAMES_H
