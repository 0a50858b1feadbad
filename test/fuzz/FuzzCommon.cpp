//===- FuzzCommon.cpp - Checks shared by the reader fuzzers ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implements twill::fuzz::exercise(); see FuzzCommon.h.
///
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "twill/IO/Readers.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

void twill::fuzz::exercise(Expected<Problem> P, StringRef Origin) {
  if (!P) {
    std::string Msg = toString(P.takeError());
    if (StringRef(Msg).find(Origin) == StringRef::npos) {
      errs() << "error message does not name the input: " << Msg << "\n";
      std::abort();
    }
    return;
  }
  consumeError(P->check());

  std::string Dot;
  raw_string_ostream DotOS(Dot);
  writeDot(*P, DotOS);

  std::string First;
  raw_string_ostream FirstOS(First);
  writeNativeJSON(*P, FirstOS);
  Expected<Problem> Again = parseNativeJSON(First, "round-trip.json");
  if (!Again) {
    // Names that are not valid UTF-8 are repaired by the JSON writer and may
    // then collide; anything else is a writer/reader mismatch.
    std::string Msg = toString(Again.takeError());
    if (StringRef(Msg).contains("already used"))
      return;
    errs() << "written problem does not read back: " << Msg << "\n" << First;
    std::abort();
  }
  std::string Second;
  raw_string_ostream SecondOS(Second);
  writeNativeJSON(*Again, SecondOS);
  if (First != Second) {
    errs() << "native JSON round trip differs:\n"
           << First << "\n---\n"
           << Second;
    std::abort();
  }
}
