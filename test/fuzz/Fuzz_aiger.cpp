//===- Fuzz_aiger.cpp - libFuzzer target for AIGER ------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to parseAIGER(); input that starts with an AIGER
/// header is fed a second time with the other header ("aig" <-> "aag"), so
/// the binary and the ASCII parser both see every mutation.
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  twill::fuzz::exercise(twill::parseAIGER(Text, "fuzz.aig"), "fuzz.aig");
  // Seeds start with "aig" or "aag"; also try the other form of the body.
  if (Size >= 3 && (Text.starts_with("aig") || Text.starts_with("aag"))) {
    std::string Other = (Text[1] == 'i' ? "aag" : "aig") + Text.drop_front(3).str();
    twill::fuzz::exercise(twill::parseAIGER(Other, "fuzz.aag"), "fuzz.aag");
  }
  return 0;
}
