//===- Version.cpp - twill's version and what it was built with -----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The strings come from two generated files in this directory of the build
/// tree: VersionInfo.inc (configure time: twill, LLVM, Z3, lp_solve) and
/// VCSRevision.inc (rewritten by every build, touched only when the
/// revision changes, so that only this file recompiles).
///
//===----------------------------------------------------------------------===//

#include "twill/Version/Version.h"

#include "VCSRevision.inc"
#include "VersionInfo.inc"

#include "llvm/Support/raw_ostream.h"

using namespace twill;

const BuildVersions &twill::buildVersions() {
  static const BuildVersions V{TWILL_VERSION_STRING, TWILL_VCS_REVISION,
                               TWILL_LLVM_VERSION, TWILL_Z3_VERSION,
                               TWILL_LPSOLVE_VERSION};
  return V;
}

std::string twill::versionLine() {
  const BuildVersions &V = buildVersions();
  std::string S = "twill " + V.Twill.str();
  if (!V.Revision.empty())
    S += " (git " + V.Revision.str() + ")";
  S += ", LLVM " + V.LLVM.str() + ", Z3 " + V.Z3.str() + ", lp_solve " +
       V.LpSolve.str();
  return S;
}

void twill::printVersion(llvm::raw_ostream &OS) {
  const BuildVersions &V = buildVersions();
  OS << "twill " << V.Twill << "\n";
  if (!V.Revision.empty())
    OS << "  git revision: " << V.Revision << "\n";
  OS << "  built with LLVM " << V.LLVM << ", Z3 " << V.Z3 << ", lp_solve "
     << V.LpSolve << "\n";
}
