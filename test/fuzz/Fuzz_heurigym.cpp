//===- Fuzz_heurigym.cpp - libFuzzer target for HeuriGym JSON -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to parseHeuriGym().
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  twill::fuzz::exercise(twill::parseHeuriGym(Text, "fuzz.json"), "fuzz.json");
  return 0;
}
