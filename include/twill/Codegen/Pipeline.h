//===- Pipeline.h - The pipelined loop of a schedule ------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The software-pipelined loop a verified modulo schedule describes, the
/// common ground of every code generator and picture in twill/Codegen.
///
/// With initiation interval I, op v of iteration k issues at cycle
/// k*I + s(v); its stage is s(v) / I and its residue s(v) mod I. Cutting
/// time into windows of I cycles, window w issues op v of iteration
/// w - stage(v) at cycle w*I + residue(v). With D = max stage and N
/// iterations:
///  - the prologue is windows 0 .. D-1 (only iterations >= 0 exist);
///  - the steady state is one window, repeated N - D times; written for
///    the iteration i of the last stage, it issues v of iteration
///    i + D - stage(v);
///  - the epilogue is windows N .. N+D-1 (only iterations <= N-1 remain).
///
/// A LoopPipeline is only made from a schedule the independent verifier
/// accepts, so no generator ever renders an illegal schedule.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_CODEGEN_PIPELINE_H
#define TWILL_CODEGEN_PIPELINE_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace twill {

/// One issue slot of the pipeline table.
struct PipelineEntry {
  OpId Op = 0;
  /// Prologue: the absolute cycle. Steady state: the offset inside the
  /// I-cycle window. Epilogue: the cycle counted from the epilogue's start.
  int64_t Cycle = 0;
  /// Prologue: the absolute iteration. Steady state: the offset from i
  /// (the iteration in the last stage). Epilogue: the offset from N, the
  /// trip count (always negative).
  int64_t Iteration = 0;
};

/// One issued op of one iteration, on the absolute time line.
struct OpInstance {
  OpId Op = 0;
  int64_t Iteration = 0;
  int64_t Start = 0;  ///< Issue cycle: Iteration * I + s(op).
  int64_t Cycles = 0; ///< Operation::cycles().
};

/// The pipelined loop of a verified schedule.
class LoopPipeline {
public:
  /// Verifies \p S against \p P and builds the pipeline. Errors, listing
  /// the violations, when the schedule is not legal. \p P and \p S must
  /// outlive the result.
  static llvm::Expected<LoopPipeline> create(const Problem &P,
                                             const ModuloSchedule &S);

  const Problem &problem() const { return *P; }
  const ModuloSchedule &schedule() const { return *S; }
  const DependenceGraph &graph() const { return P->Graph; }
  int64_t ii() const { return S->II; }
  /// D + 1: stages an iteration spans from its first to its last issue.
  int64_t numStages() const { return MaxStage + 1; }
  int64_t maxStage() const { return MaxStage; }
  int64_t stage(OpId V) const { return S->Start[V] / S->II; }
  int64_t residue(OpId V) const { return S->Start[V] % S->II; }

  /// True when the schedule carries a warp assignment.
  bool warpSpecialized() const { return S->Warps.has_value(); }
  unsigned warpsPerGroup() const;
  /// The warp group \p V issues on; 0 when not warp specialized.
  unsigned group(OpId V) const;
  /// The warp \p V issues on; 0 when not warp specialized.
  unsigned warp(OpId V) const;
  /// Warp groups that issue at least one op, ascending.
  const std::vector<unsigned> &groups() const { return Groups; }
  /// Ops of group \p G in steady-state issue order.
  std::vector<OpId> opsOfGroup(unsigned G) const;
  /// A short role for group \p G from the kinds of its ops ("producer",
  /// "MMA + softmax", "correction", ...).
  std::string roleName(unsigned G) const;

  /// The unit \p V holds first (its first reservation entry); empty when
  /// it holds none.
  llvm::StringRef unitOf(OpId V) const;
  /// Units that at least one op holds, in the problem's order.
  std::vector<std::string> usedUnits() const;

  /// Ops in steady-state issue order: by residue, then by op id.
  const std::vector<OpId> &issueOrder() const { return Order; }

  std::vector<PipelineEntry> prologue() const;
  std::vector<PipelineEntry> steadyState() const;
  std::vector<PipelineEntry> epilogue() const;

  /// Every op instance of iterations 0 .. \p NumIterations - 1, by start
  /// cycle, then op id.
  std::vector<OpInstance> instances(int64_t NumIterations) const;

  /// Groups taking turns on a unit with one instance that GEMMs hold
  /// (tensor-core ping-pong): for each such unit, the groups that hold it,
  /// in steady-state issue order.
  std::vector<std::pair<std::string, std::vector<unsigned>>>
  pingPongUnits() const;

private:
  LoopPipeline() = default;
  const Problem *P = nullptr;
  const ModuloSchedule *S = nullptr;
  int64_t MaxStage = 0;
  std::vector<OpId> Order;
  std::vector<unsigned> Groups;
};

/// \p Text with every byte outside printable ASCII (0x20..0x7e), and the
/// backslash, written as `\xNN`: safe to place in a `//` comment (no line
/// break, no line splice) or a line of pseudocode, and deterministic. Every
/// name from a problem file that reaches generated text goes through it.
std::string printableText(llvm::StringRef Text);

/// "i", "i+1", "i-2"; "N-1" for epilogue offsets.
std::string iterationLabel(llvm::StringRef Base, int64_t Offset);

/// Writes the pipeline table: prologue, steady state and epilogue, one
/// line per issued op with its cycle, iteration, stage, warp group and
/// unit.
void printPipelineTable(const LoopPipeline &LP, llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_CODEGEN_PIPELINE_H
