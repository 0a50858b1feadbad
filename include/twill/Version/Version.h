//===- Version.h - twill's version and what it was built with ---*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// twill's version (written once, in `project(twill VERSION ...)` of the
/// top CMakeLists.txt), the git revision it was built from, and the LLVM,
/// Z3 and lp_solve versions it was built with (from their headers at
/// configure time). `twill --version`, the plugin's `-twill-version` and
/// the plugin's `Version` analysis remark print these.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_VERSION_VERSION_H
#define TWILL_VERSION_VERSION_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace twill {

/// What one build of twill is made of; every field is a version string,
/// empty where it is unknown (a revision outside a git checkout).
struct BuildVersions {
  llvm::StringRef Twill;    ///< twill's own version, "0.1.0"
  llvm::StringRef Revision; ///< `git describe`-style revision, or ""
  llvm::StringRef LLVM;     ///< LLVM_PACKAGE_VERSION, "19.1.7"
  llvm::StringRef Z3;       ///< Z3_FULL_VERSION of z3_version.h
  llvm::StringRef LpSolve;  ///< MAJORVERSION.MINORVERSION.RELEASE.BUILD
};

/// The versions of this build.
const BuildVersions &buildVersions();

/// One line: "twill 0.1.0 (git 1a2b3c4d5e6f), LLVM 19.1.7, Z3 4.8.12.0,
/// lp_solve 5.5.2.5" (without the revision outside a git checkout).
std::string versionLine();

/// The `--version` text: the line of versionLine(), one field a line.
void printVersion(llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_VERSION_VERSION_H
