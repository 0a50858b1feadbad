//===- SASS.h - SASS machine code as cuobjdump prints it --------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernels of a `cuobjdump -sass` listing: instructions with their
/// opcode, modifiers, predicate, operands, address and the control code
/// decoded from the instruction's high 64-bit word (Volta and later). The
/// same text may carry `ptxas -v` lines, which give each kernel's
/// registers, spills and shared memory; `twill sass` writes both into the
/// text it analyses, so a checked-in excerpt needs no tool.
///
/// Control-code layout (c = high word >> 41): stall c & 15, yield bit
/// (c >> 4) & 1, write scoreboard (c >> 5) & 7, read scoreboard (c >> 8) & 7
/// (7 = none), wait mask (c >> 11) & 63, reuse (c >> 17) & 15 (Jia et al.,
/// "Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking",
/// arXiv 1804.06826; checked on sm_90a, see shared/notes/sass-facts.md).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_SASS_SASS_H
#define TWILL_SASS_SASS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace twill::sass {

/// The scoreboard number that means "none".
constexpr unsigned NoScoreboard = 7;

/// The opcode of an instruction the disassembler printed no text for.
constexpr const char *UndecodedOpcode = "UNDECODED";

/// The scheduling fields of one instruction's control code.
struct ControlCode {
  unsigned Stall = 0;                     ///< cycles before the next issue
  bool Yield = false;                     ///< the yield bit as encoded
  unsigned WriteScoreboard = NoScoreboard; ///< set when the result is written
  unsigned ReadScoreboard = NoScoreboard;  ///< set when operands are read
  unsigned WaitMask = 0;                   ///< scoreboards waited on, bit n
  unsigned Reuse = 0;                      ///< operand reuse flags, bit n
};

/// Decodes the control code of the high word \p Hi of an instruction.
ControlCode decodeControl(uint64_t Hi);

/// One SASS instruction.
struct Instruction {
  uint64_t Address = 0;
  /// The guard, e.g. "P0", "!P1", "UPT"; empty when unguarded.
  std::string Predicate;
  /// The base opcode ("FFMA") and its modifiers (["FTZ"]).
  std::string Opcode;
  std::vector<std::string> Modifiers;
  /// Operands as printed, split at top-level commas, ".reuse" kept.
  std::vector<std::string> Operands;
  uint64_t Lo = 0, Hi = 0;
  ControlCode Control;
  /// Line of the instruction in the listing.
  unsigned Line = 0;
  /// A generic LD or ST whose address points into the shared window
  /// (markSharedWindowAccesses): shared memory serves it.
  bool SharedWindow = false;

  /// The branch target for a direct branch (BRA with an address), if any.
  std::optional<uint64_t> branchTarget() const;
  /// True if \p M is one of the modifiers.
  bool hasModifier(llvm::StringRef M) const;
};

/// What ptxas reports for a kernel (`ptxas -v`) or its cubin holds.
struct Resources {
  std::optional<unsigned> Registers;
  std::optional<uint64_t> SharedBytes;
  std::optional<uint64_t> StackFrameBytes;
  std::optional<uint64_t> SpillStoreBytes, SpillLoadBytes;
  std::optional<unsigned> Barriers;
  /// Where the figures come from: "ptxas -v" or "cubin .nv.info".
  std::string Source;
};

/// One kernel of the listing.
struct Kernel {
  std::string Name;
  /// The SM the code is for, e.g. "sm_90".
  std::string Arch;
  std::vector<Instruction> Instructions;
  Resources Res;
  /// Threads per block from the PTX's .reqntid/.maxntid, if known.
  std::optional<unsigned> BlockSize;
  /// "reqntid" or "maxntid" when BlockSize comes from the PTX.
  std::string BlockSizeSource;
};

/// Parses `cuobjdump -sass` text (with optional `ptxas -v` lines). Errors
/// name \p File and the line.
llvm::Expected<std::vector<Kernel>> parseSass(llvm::StringRef Text,
                                              llvm::StringRef File);

/// Each backward branch of \p K as (head index, branch index), in listing
/// order: a direct BRA to an earlier instruction. A branch to itself (the
/// padding loop after EXIT) and a target between instructions are not
/// back edges. findLoops and markSharedWindowAccesses read loops from it.
std::vector<std::pair<size_t, size_t>> backEdges(const Kernel &K);

/// Marks the generic loads and stores of \p K (LD, ST with a 64-bit
/// register address) that shared memory serves: those whose address's high
/// word comes from `SR_SWINHI`, the shared window's base, which is how
/// ptxas lowers PTX's `cvta.shared` (wmma.load/store of a `__shared__` tile
/// through a generic pointer become such LDs). A register's value is traced
/// back to the instructions that may have written it last: the nearest
/// writer above in the listing, and inside a loop also the last writer
/// below in it (the back edge's), both of them for a predicated writer;
/// every one must derive from the window, through any source register
/// (both values of a SEL).
/// Branches other than loops' back edges are not followed, and each access
/// has a budget of 256 steps (an access the budget stops is not marked).
/// parseSass calls it.
void markSharedWindowAccesses(Kernel &K);

/// The per-kernel block sizes a PTX module declares (.reqntid preferred to
/// .maxntid; the product of the dimensions), in declaration order.
std::vector<std::pair<std::string, std::pair<unsigned, std::string>>>
ptxBlockSizes(llvm::StringRef PTX);

} // namespace twill::sass

#endif // TWILL_SASS_SASS_H
