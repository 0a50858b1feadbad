//===- Tools.h - ptxas and cuobjdump for the SASS report --------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns an input of `twill sass` into kernels: PTX is assembled with
/// ptxas (-v, for the resources), a cubin is disassembled with cuobjdump
/// -sass from a copy with the old ELF header (Cubin.h), and SASS text is
/// parsed as it is. The tools are looked up in the --tools folder when one
/// is given, else on PATH, in $CUDA_HOME/bin and in the folder
/// scripts/get-sass-tools.sh fills (<source>/.sass-tools/bin); ptxas also
/// in /usr/local/cuda/bin.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SASS_TOOLS_H
#define TWILL_SASS_TOOLS_H

#include "twill/SASS/SASS.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace twill::sass {

/// What an input file holds.
enum class InputKind { PTX, Cubin, SassText };

/// Sniffs \p Bytes: ELF magic is a cubin, ".version"/".target" PTX, else
/// SASS text.
InputKind classifyInput(llvm::StringRef Bytes);

/// A tool that could not be found (exit 2, with the places looked at).
class ToolNotFound : public llvm::ErrorInfo<ToolNotFound> {
public:
  static char ID;
  ToolNotFound(std::string Tool, std::string Looked)
      : Tool(std::move(Tool)), Looked(std::move(Looked)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  std::string Tool, Looked;
};

/// Where to look for tools.
struct ToolPaths {
  /// --tools DIR: look only there (DIR/bin and DIR).
  std::string ToolsDir;
  /// The folder scripts/get-sass-tools.sh fills by default.
  std::string DefaultToolsDir;
};

/// The path of \p Tool ("cuobjdump", "ptxas"), or a ToolNotFound error.
llvm::Expected<std::string> findTool(llvm::StringRef Tool,
                                     const ToolPaths &Paths);

/// The kernels of input \p File for architecture \p Arch ("sm_90a"):
/// parsed, disassembled or assembled first as its kind requires.
llvm::Expected<std::vector<Kernel>> loadInput(llvm::StringRef File,
                                              llvm::StringRef Arch,
                                              const ToolPaths &Paths);

} // namespace twill::sass

#endif // TWILL_SASS_TOOLS_H
