//===- BuildFiles.h - the PTX and cubins prepare.sh wrote -------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks, without a device, that the files of a kernel's two builds exist
/// and fit its manifest entry: DIR/NAME.{plain,plugin}.ptx declare `.entry
/// SYMBOL` with one parameter per manifest argument, each of the matching
/// kind and size (pointers and null are .u64/.b64/.s64, i32/u32 four-byte
/// integers, f32 .f32 ...), a block within `.maxntid` and equal to
/// `.reqntid` where the PTX gives them, dynamic shared memory where the PTX
/// declares `.extern .shared`; DIR/NAME.{plain,plugin}.cubin are ELF files.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GPU_RUNNER_BUILDFILES_H
#define TWILL_GPU_RUNNER_BUILDFILES_H

#include "Manifest.h"

#include <string>
#include <vector>

namespace twill {
namespace gpu {

/// The two builds of a kernel.
enum class Build { Plain, Plugin };
constexpr Build Builds[2] = {Build::Plain, Build::Plugin};
/// "plain" or "plugin", the infix of the build files.
const char *buildName(Build B);

/// One build's files, read.
struct BuildFiles {
  std::string PtxPath, CubinPath;
  std::string Ptx;                  ///< PTX text (NUL-terminated for JIT)
  std::vector<unsigned char> Cubin; ///< cubin bytes
  unsigned Params = 0;              ///< parameters of the entry
};

/// Reads and checks the files of build \p B of \p K under \p Dir; on a
/// mismatch prints "FILE: error: ..." (naming the manifest line where the
/// argument is at fault) and exits with ExitBadInput.
BuildFiles loadBuild(const Manifest &M, const KernelSpec &K,
                     const std::string &Dir, Build B);

/// Reads a whole file into \p Out; false if it cannot be read.
bool readFile(const std::string &Path, std::string &Out);

} // namespace gpu
} // namespace twill

#endif // TWILL_GPU_RUNNER_BUILDFILES_H
