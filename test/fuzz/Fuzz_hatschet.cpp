//===- Fuzz_hatschet.cpp - libFuzzer target for HatScheT GraphML ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to parseHatScheT(). An input holds the GraphML,
/// then a NUL byte, then the resource model; without a NUL the whole input
/// is the GraphML and a fixed two-resource model is used, so plain GraphML
/// seeds work too (scripts/run-fuzzers.sh builds the combined seeds).
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include <cstdint>

static const char DefaultModel[] =
    "<ModelInformation><Resources>"
    "<Resource name=\"special_virtual\" latency=\"0\" blockingTime=\"0\" "
    "limit=\"-1\"/>"
    "<Resource name=\"mem_read\" latency=\"2\" blockingTime=\"1\" "
    "limit=\"2\"/>"
    "</Resources></ModelInformation>";

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  size_t Nul = Text.find('\0');
  llvm::StringRef Graph = Text.substr(0, Nul);
  llvm::StringRef Model =
      Nul == llvm::StringRef::npos ? DefaultModel : Text.substr(Nul + 1);
  llvm::Expected<twill::Problem> P =
      twill::parseHatScheT(Graph, "fuzz.graphml", Model, "fuzz_RM.xml");
  // Errors in the model name fuzz_RM.xml, those in the graph fuzz.graphml.
  twill::fuzz::exercise(std::move(P), "fuzz");
  return 0;
}
