//===- ReadProblemFile.h - Reading a problem in any format ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reading a problem file in any format twill accepts, chosen by extension
/// and content.
/// Implemented in lib/IO/ReadProblemFile.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_READPROBLEMFILE_H
#define TWILL_IO_READPROBLEMFILE_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace twill {

/// Formats readProblemFile() recognises.
enum class ProblemFormat { Auto, NativeJSON, HatScheT, HeuriGym, GML, AIGER };

/// Reads a problem from \p Path. With ProblemFormat::Auto the format is
/// chosen from the extension (.graphml, .gml, .aig, .aag) and, for .json, from
/// the content (native files carry "format": "twill-problem"). \p
/// ResourceModelPath names a HatScheT GraphML file's resource model
/// (readHatScheTFile); giving one for another format is an error.
llvm::Expected<Problem>
readProblemFile(llvm::StringRef Path,
                ProblemFormat Format = ProblemFormat::Auto,
                llvm::StringRef ResourceModelPath = "");

} // namespace twill

#endif // TWILL_IO_READPROBLEMFILE_H
