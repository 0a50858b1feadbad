//===- HatScheT.h - HatScheT GraphML and resource models --------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// HatScheT GraphML plus its `_RM.xml` resource model (tinyxml2).
/// Implemented in lib/IO/HatScheT.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_HATSCHET_H
#define TWILL_IO_HATSCHET_H

#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace twill {

/// Parses HatScheT GraphML text plus the matching resource-model XML text.
/// GraphML with or without the graphml namespace and <key> declarations is
/// accepted. Resources with limit -1 become unlimited units; each node holds
/// one instance of its resource for `blockingTime` cycles and has the
/// resource's `latency`.
llvm::Expected<Problem> parseHatScheT(llvm::StringRef GraphML,
                                      llvm::StringRef GraphOrigin,
                                      llvm::StringRef ResourceXML,
                                      llvm::StringRef ResourceOrigin);
/// Reads `graphN.graphml` and its resource model: \p ResourceModelPath
/// when given, else the first of `graphN_RM.xml` and `graphNRM.xml` beside
/// it (for `graphN.variant.graphml` also those of `graphN`).
llvm::Expected<Problem>
readHatScheTFile(llvm::StringRef GraphMLPath,
                 llvm::StringRef ResourceModelPath = "");

} // namespace twill

#endif // TWILL_IO_HATSCHET_H
