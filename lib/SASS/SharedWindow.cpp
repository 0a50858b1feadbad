//===- SharedWindow.cpp - Generic accesses served by shared memory --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// markSharedWindowAccesses (SASS.h): a backward trace of register values
/// through the listing, from a generic access's address to `SR_SWINHI`.
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/SASS.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <iterator>
#include <map>
#include <set>
#include <utility>

using namespace llvm;

namespace twill::sass {
namespace {

/// A general (`R7`) or uniform (`UR7`) register.
struct Reg {
  bool Uniform = false;
  unsigned Index = 0;
  bool operator<(const Reg &O) const {
    return std::pair(Uniform, Index) < std::pair(O.Uniform, O.Index);
  }
  bool operator==(const Reg &O) const {
    return Uniform == O.Uniform && Index == O.Index;
  }
};

/// The register \p Text starts with, after a sign, absolute value or
/// negation and an opening bracket (`-R4`, `|R4|`, `[R124.64+0x8]`);
/// nothing for RZ, URZ, predicates, constants and immediates.
std::optional<Reg> leadingRegister(StringRef Text) {
  Text = Text.ltrim("-|!~[ ");
  Reg R;
  R.Uniform = Text.consume_front("U");
  if (!Text.consume_front("R"))
    return std::nullopt;
  StringRef Digits = Text.take_while(isDigit);
  if (Digits.empty() || Digits.getAsInteger(10, R.Index))
    return std::nullopt;
  return R;
}

/// Opcodes whose first operand is read, not written.
bool writesNothing(const Instruction &I) {
  return StringSwitch<bool>(I.Opcode)
      .Cases("ST", "STG", "STS", "STL", "RED", "REDG", "BAR", true)
      .Cases("BRA", "EXIT", "RET", "CALL", "BSYNC", "BSSY", "WARPSYNC", true)
      .Cases("DEPBAR", "MEMBAR", "NOP", "YIELD", true)
      .Default(false);
}

/// The registers \p I writes: its first operand, two registers for a
/// `.64` or `.WIDE` result, four for `.128`.
SmallVector<Reg, 4> writtenRegisters(const Instruction &I) {
  SmallVector<Reg, 4> Out;
  if (I.Operands.empty() || writesNothing(I) ||
      StringRef(I.Operands[0]).starts_with("["))
    return Out;
  std::optional<Reg> First = leadingRegister(I.Operands[0]);
  if (!First)
    return Out;
  unsigned Width = I.hasModifier("128")                           ? 4
                   : I.hasModifier("64") || I.hasModifier("WIDE") ? 2
                                                                  : 1;
  for (unsigned W = 0; W != Width; ++W)
    Out.push_back({First->Uniform, First->Index + W});
  return Out;
}

/// The registers \p I reads: every register operand after its results,
/// with the high register of a 64-bit source: the addend of IMAD.WIDE, and
/// every source of another `.64` operation that is not a memory access.
SmallVector<Reg, 4> readRegisters(const Instruction &I) {
  SmallVector<Reg, 4> Out;
  size_t From = writtenRegisters(I).empty() ? 0 : 1;
  bool Wide = I.hasModifier("WIDE");
  bool Pairs = !Wide && I.hasModifier("64") &&
               !StringRef(I.Opcode).starts_with("LD") &&
               !StringRef(I.Opcode).starts_with("ULD") &&
               !StringRef(I.Opcode).starts_with("ST");
  for (size_t N = From; N < I.Operands.size(); ++N) {
    std::optional<Reg> R = leadingRegister(I.Operands[N]);
    if (!R)
      continue;
    Out.push_back(*R);
    if (Pairs || (Wide && N + 1 == I.Operands.size()))
      Out.push_back({R->Uniform, R->Index + 1});
  }
  return Out;
}

/// What the trace reads of a kernel, computed once: each instruction's
/// source registers, each register's writers in listing order, and the
/// loops' (head, back-edge branch) indices.
struct KernelIndex {
  std::vector<SmallVector<Reg, 4>> Reads;
  std::map<Reg, std::vector<size_t>> Writers;
  std::vector<std::pair<size_t, size_t>> Loops;
};

/// The trace of one access: which instructions may have last written a
/// register before a point, and whether they derive from the window.
class WindowTrace {
public:
  WindowTrace(const Kernel &K, const KernelIndex &X) : K(K), X(X) {}

  /// Whether every value \p R may hold at instruction \p At derives from
  /// SR_SWINHI.
  bool fromWindow(size_t At, Reg R) {
    if (Budget == 0 || !InProgress.insert({At, R}).second)
      return Budget != 0; // a cycle assumes the value it closes holds
    --Budget;
    SmallVector<size_t, 4> Writers = lastWriters(At, R);
    bool All = !Writers.empty();
    for (size_t W : Writers)
      All = All && derivesFromWindow(W);
    InProgress.erase({At, R});
    return All && Budget != 0;
  }

private:
  /// The instructions that may have written \p R last before \p At: the
  /// nearest above (and the one above a predicated writer), and for each
  /// loop holding \p At that does not write \p R unconditionally between
  /// its head and \p At, the loop's last writer from \p At on.
  SmallVector<size_t, 4> lastWriters(size_t At, Reg R) const {
    SmallVector<size_t, 4> Out;
    auto It = X.Writers.find(R);
    if (It == X.Writers.end())
      return Out;
    const std::vector<size_t> &W = It->second;
    // The first writer at or after At (At itself writes after it reads,
    // so only around a back edge).
    auto Below = lower_bound(W, At);
    std::optional<size_t> Killer; // the nearest unpredicated one above
    for (auto I = std::make_reverse_iterator(Below); I != W.rend(); ++I) {
      Out.push_back(*I);
      if (K.Instructions[*I].Predicate.empty()) {
        Killer = *I;
        break;
      }
    }
    for (auto [Head, End] : X.Loops) {
      if (At < Head || At > End || (Killer && *Killer >= Head))
        continue;
      auto Last = upper_bound(W, End); // the first writer after the loop
      if (Last != Below)
        Out.push_back(*std::prev(Last));
    }
    return Out;
  }

  /// Whether \p W reads SR_SWINHI, or a register derived from it.
  bool derivesFromWindow(size_t W) {
    const Instruction &I = K.Instructions[W];
    if ((I.Opcode == "S2R" || I.Opcode == "S2UR") && I.Operands.size() == 2)
      return I.Operands[1] == "SR_SWINHI";
    // A select passes one of its values on: both must be the window's.
    // Anything else derives its result from the window through any source
    // (an offset's high word added to the window's).
    auto FromWindow = [&](Reg S) { return fromWindow(W, S); };
    if (I.Opcode == "SEL" || I.Opcode == "USEL")
      return !X.Reads[W].empty() && all_of(X.Reads[W], FromWindow);
    return any_of(X.Reads[W], FromWindow);
  }

  const Kernel &K;
  const KernelIndex &X;
  std::set<std::pair<size_t, Reg>> InProgress;
  unsigned Budget = 256;
};

} // namespace

void markSharedWindowAccesses(Kernel &K) {
  auto Generic = [](const Instruction &I) {
    return I.Opcode == "LD" || I.Opcode == "ST";
  };
  // The index costs a pass over the kernel; most kernels have no generic
  // access to mark.
  if (none_of(K.Instructions, Generic))
    return;
  KernelIndex X;
  X.Loops = backEdges(K);
  for (size_t I = 0; I != K.Instructions.size(); ++I) {
    X.Reads.push_back(readRegisters(K.Instructions[I]));
    for (Reg R : writtenRegisters(K.Instructions[I]))
      X.Writers[R].push_back(I);
  }
  for (size_t I = 0; I != K.Instructions.size(); ++I) {
    Instruction &In = K.Instructions[I];
    if (!Generic(In))
      continue;
    // The address: LD's second operand, ST's first, `[Rn.64+off]`; its
    // high word is R(n+1).
    size_t AddrOp = In.Opcode == "LD" ? 1 : 0;
    if (AddrOp >= In.Operands.size() ||
        !StringRef(In.Operands[AddrOp]).contains(".64"))
      continue;
    std::optional<Reg> Lo = leadingRegister(In.Operands[AddrOp]);
    if (!Lo || Lo->Uniform)
      continue;
    In.SharedWindow = WindowTrace(K, X).fromWindow(I, {false, Lo->Index + 1});
  }
}

} // namespace twill::sass
