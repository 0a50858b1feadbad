//===- Manifest.h - the launch description of the GPU bench ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The manifest twill-gpu-runner reads (bench/gpu/kernels.manifest): per
/// kernel its IR file, entry symbol, grid, block, dynamic shared memory and
/// one argument per kernel parameter (a scalar, a buffer with a deterministic
/// initial pattern, or a null pointer). The format is described in
/// bench/gpu/README.md. Bad input is reported as FILE:LINE: error: FIELD:
/// MESSAGE on stderr and the process exits with status 2.
///
/// The runner links nothing but libc, libstdc++ and libdl (so that a binary
/// built here runs on the device machine), hence no LLVM Support here.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GPU_RUNNER_MANIFEST_H
#define TWILL_GPU_RUNNER_MANIFEST_H

#include <cstdint>
#include <string>
#include <vector>

namespace twill {
namespace gpu {

/// Exit statuses of twill-gpu-runner and bench/gpu/run.sh.
enum ExitStatus : int {
  ExitOk = 0,       ///< every kernel ran, outputs identical
  ExitFailed = 1,   ///< an output mismatch or a CUDA error on some kernel
  ExitBadInput = 2, ///< a bad manifest, option, or missing/wrong build file
  ExitNoDevice = 3, ///< no CUDA driver or no device
};

/// Element and scalar types.
enum class ElemType { F32, F64, I32, U32, I64, BF16, F16, U8 };

/// The size of one element of \p T in bytes.
unsigned elemBytes(ElemType T);
/// The manifest spelling of \p T.
const char *elemName(ElemType T);

/// How a buffer is filled before the first launch.
enum class InitKind { Zero, Iota, Const, Rand };

/// What one kernel parameter receives.
enum class ArgKind { Scalar, Buffer, Null };

/// One kernel argument.
struct ArgSpec {
  ArgKind Kind = ArgKind::Scalar;
  ElemType Type = ElemType::I32;
  /// Scalar value (integers are exact in the int64 member).
  int64_t IntValue = 0;
  double FloatValue = 0;
  /// Buffer: name, element count, initial pattern and its parameter.
  std::string Name;
  uint64_t Count = 0;
  InitKind Init = InitKind::Zero;
  double InitValue = 0;
  uint64_t Seed = 0;
  unsigned Line = 0;

  /// Bytes of a buffer argument.
  uint64_t bytes() const { return Count * elemBytes(Type); }
};

/// One kernel to launch.
struct KernelSpec {
  std::string Name;  ///< base name of the build files NAME.{plain,plugin}.*
  std::string IR;    ///< the LLVM IR prepare.sh compiles
  std::string Entry; ///< kernel symbol
  uint64_t Grid[3] = {0, 0, 0};
  uint64_t Block[3] = {0, 0, 0};
  uint64_t Shared = 0; ///< dynamic shared memory, bytes
  std::vector<ArgSpec> Args;
  bool Check = true;      ///< compare plain and plugin outputs
  std::string NoCheckWhy; ///< why not, when Check is false
  unsigned Line = 0;

  /// Bytes of all buffers of one build.
  uint64_t bufferBytes() const;
};

/// A kernel left out, with the reason.
struct SkipSpec {
  std::string Name, Reason;
  unsigned Line = 0;
};

/// A parsed manifest.
struct Manifest {
  std::string File;
  std::vector<KernelSpec> Kernels;
  std::vector<SkipSpec> Skips;
};

/// Largest single buffer and largest total per build the runner allocates.
constexpr uint64_t MaxBufferBytes = 8ull << 30;
constexpr uint64_t MaxKernelBytes = 24ull << 30;

/// Parses \p Text (the contents of \p File); on bad input prints the error
/// and exits with ExitBadInput.
Manifest parseManifest(const std::string &File, const std::string &Text);

/// Prints "FILE:LINE: error: FIELD: MESSAGE" and exits with ExitBadInput.
[[noreturn]] void badInput(const std::string &File, unsigned Line,
                           const std::string &Field, const std::string &Msg);

} // namespace gpu
} // namespace twill

#endif // TWILL_GPU_RUNNER_MANIFEST_H
