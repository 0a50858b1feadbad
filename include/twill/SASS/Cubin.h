//===- Cubin.h - CUDA cubin headers and resources ---------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What `twill sass` reads from a cubin (an ELF file of NVIDIA machine
/// code) itself: the per-kernel resources in its .nv.info sections, and a
/// copy with the pre-CUDA-12.8 ELF header that the CUDA 11.8 disassemblers
/// accept. CUDA >= 12.8 writes OS/ABI 0x41, ABI version 8 and a new e_flags
/// layout (SM number in bits 8..15); the old header says OS/ABI 0x33, ABI
/// version 7 and e_flags = sm | 0x500 | (sm << 16). Only the header
/// changes (shared/notes/sass-facts.md).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SASS_CUBIN_H
#define TWILL_SASS_CUBIN_H

#include "twill/SASS/SASS.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>

namespace twill::sass {

/// True if \p Bytes is a cubin with the CUDA >= 12.8 header.
bool hasNewCubinHeader(llvm::StringRef Bytes);

/// A copy of cubin \p Bytes with the old header (unchanged when it already
/// has it); an error naming \p File when it is not a 64-bit NVIDIA ELF.
llvm::Expected<std::string> withOldCubinHeader(llvm::StringRef Bytes,
                                               llvm::StringRef File);

/// Each kernel's registers (EIATTR_REGCOUNT), stack frame
/// (EIATTR_FRAME_SIZE) and static shared memory (.nv.shared.<kernel>, less
/// the 1 KB system reserve the section starts with).
/// Spill counts are not in a cubin and stay unset.
llvm::Expected<std::map<std::string, Resources>>
cubinResources(llvm::StringRef Bytes, llvm::StringRef File);

} // namespace twill::sass

#endif // TWILL_SASS_CUBIN_H
