//===- Fuzz_gml.cpp - libFuzzer target for GML ----------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to parseGML().
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  twill::fuzz::exercise(twill::parseGML(Text, "fuzz.gml"), "fuzz.gml");
  return 0;
}
