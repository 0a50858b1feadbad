//===- Fuzz_native_json.cpp - libFuzzer target for native JSON ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to parseNativeJSON() and, against a fixed
/// three-op graph, to parseScheduleJSON() (whose result is written back and
/// re-read).
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace llvm;
using namespace twill;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Text(reinterpret_cast<const char *>(Data), Size);
  fuzz::exercise(parseNativeJSON(Text, "fuzz.json"), "fuzz.json");

  static const DependenceGraph G = [] {
    DependenceGraph G;
    for (const char *Name : {"S", "P", "O"}) {
      Operation Op;
      Op.Name = Name;
      Op.Latency = 1;
      G.addOperation(Op);
    }
    return G;
  }();
  Expected<ModuloSchedule> S = parseScheduleJSON(Text, "fuzz.schedule", G);
  if (!S) {
    std::string Msg = toString(S.takeError());
    if (!StringRef(Msg).contains("fuzz.schedule"))
      std::abort();
    return 0;
  }
  std::string Out;
  raw_string_ostream OS(Out);
  writeScheduleJSON(G, *S, OS);
  Expected<ModuloSchedule> Again = parseScheduleJSON(Out, "again", G);
  if (!Again || Again->II != S->II || Again->Start != S->Start ||
      Again->Length != S->Length ||
      Again->Warps.has_value() != S->Warps.has_value() ||
      (S->Warps && Again->Warps->Warp != S->Warps->Warp)) {
    consumeError(Again.takeError());
    errs() << "schedule round trip differs:\n" << Out;
    std::abort();
  }
  return 0;
}
