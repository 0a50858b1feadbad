//===- ReadProblemFile.cpp - Format detection for problem files -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// readProblemFile(): picks the reader from the extension (.graphml, .gml,
/// .aig, .aag)
/// and, for JSON, from the content ("format": "twill-problem" marks native
/// files; `nodes` plus `delay` mark HeuriGym ones). Files with other
/// extensions are sniffed by their first non-blank character.
///
//===----------------------------------------------------------------------===//

#include "ReaderUtil.h"

#include "twill/IO/ReadProblemFile.h"
#include "twill/IO/Readers.h"

#include "llvm/Support/Path.h"

using namespace llvm;
using namespace twill;
using namespace twill::io;

/// Reads a JSON file and dispatches on its content (or on \p Format).
static Expected<Problem> readJSONProblem(StringRef Path, StringRef Text,
                                         ProblemFormat Format) {
  Expected<json::Value> V = parseJSONText(Text, Path);
  if (!V)
    return V.takeError();
  if (Format == ProblemFormat::Auto) {
    const json::Object *O = V->getAsObject();
    if (!O)
      return makeError(Path, "expected a JSON object at the top level");
    if (O->get("format"))
      Format = ProblemFormat::NativeJSON;
    else if (O->get("nodes") && O->get("delay"))
      Format = ProblemFormat::HeuriGym;
    else
      return makeError(Path,
                       "cannot tell the JSON format: native problems carry "
                       "\"format\": \"twill-problem\", HeuriGym ones "
                       "\"delay\" and \"nodes\"");
  }
  if (Format == ProblemFormat::NativeJSON)
    return parseNativeJSONValue(*V, Path);
  return parseHeuriGymValue(*V, Path);
}

Expected<Problem> twill::readProblemFile(StringRef Path, ProblemFormat Format,
                                         StringRef ResourceModelPath) {
  bool IsJSON = false;
  if (Format == ProblemFormat::Auto) {
    StringRef Ext = sys::path::extension(Path);
    if (Ext.equals_insensitive(".graphml"))
      Format = ProblemFormat::HatScheT;
    else if (Ext.equals_insensitive(".gml"))
      Format = ProblemFormat::GML;
    else if (Ext.equals_insensitive(".aig") || Ext.equals_insensitive(".aag"))
      Format = ProblemFormat::AIGER;
    else if (Ext.equals_insensitive(".json"))
      IsJSON = true;
  }
  if (Format == ProblemFormat::HatScheT)
    return readHatScheTFile(Path, ResourceModelPath);

  auto Buf = readFile(Path);
  if (!Buf)
    return Buf.takeError();
  StringRef Text = (*Buf)->getBuffer();
  auto NoResourceModel = [&]() -> Error {
    if (ResourceModelPath.empty())
      return Error::success();
    return makeError(Path, "a resource model (" + ResourceModelPath +
                               ") applies to HatScheT GraphML files only");
  };

  if (Format == ProblemFormat::AIGER ||
      (Format == ProblemFormat::Auto &&
       (Text.starts_with("aig ") || Text.starts_with("aag "))))
    return parseAIGER(Text, Path);
  if (Format == ProblemFormat::Auto) {
    StringRef Head = Text.ltrim();
    if (IsJSON || Head.starts_with("{")) {
      if (Error E = NoResourceModel())
        return std::move(E);
      return readJSONProblem(Path, Text, ProblemFormat::Auto);
    }
    if (Head.starts_with("<"))
      return readHatScheTFile(Path, ResourceModelPath);
    if (Error E = NoResourceModel())
      return std::move(E);
    if (Head.starts_with("graph") || Head.starts_with("#"))
      return parseGML(Text, Path);
    return makeError(Path, "unknown problem format (expected .json, .graphml, "
                           ".gml, .aig or .aag)");
  }
  if (Error E = NoResourceModel())
    return std::move(E);
  if (Format == ProblemFormat::GML)
    return parseGML(Text, Path);
  return readJSONProblem(Path, Text, Format);
}
