//===- kernel_bounds.cpp - twill's library API from an installed tree -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `kernel_bounds NAME`: builds the built-in kernel NAME and prints its
/// ResMII, RecMII and MII, with twill's version line. Exit 2 on an unknown
/// kernel.
///
//===----------------------------------------------------------------------===//

#include "twill/Analysis/Bounds.h"
#include "twill/Kernels/Kernels.h"
#include "twill/Version/Version.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: kernel_bounds NAME\n";
    return 2;
  }
  llvm::outs() << twill::versionLine() << "\n";
  llvm::Expected<twill::Problem> P = twill::buildKernel(argv[1]);
  if (!P) {
    llvm::errs() << "kernel_bounds: " << llvm::toString(P.takeError()) << "\n";
    return 2;
  }
  llvm::Expected<twill::MIIBounds> B = twill::computeMIIBounds(*P);
  if (!B) {
    llvm::errs() << "kernel_bounds: " << llvm::toString(B.takeError()) << "\n";
    return 2;
  }
  llvm::outs() << argv[1] << ": ResMII=" << B->ResMII
               << " RecMII=" << B->RecMII << " MII=" << B->MII << "\n";
  return 0;
}
