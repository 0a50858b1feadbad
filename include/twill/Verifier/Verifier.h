//===- Verifier.h - Independent checker of modulo schedules -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The independent verifier. It reads only the model (Problem and
/// ModuloSchedule) and shares no code with any solver or with the bounds
/// analysis, so a solver bug cannot hide behind a shared helper. Every
/// schedule a solver returns goes through verifySchedule() in the tests.
/// In particular it keeps its own copy of the modulo reservation rule
/// (its per-residue resource and liveness profiles) on purpose, rather than
/// the helper the schedulers share (twill/Model/ModuloReservation.h).
///
/// Constraints checked (I = initiation interval, s = start cycle):
///  - shape:       one start per op, I >= 1, s >= 0, L >= s(v) + cycles(v);
///  - dependence:  s(v) + distance * I >= s(u) + delay for every u -> v;
///  - resource:    per unit and residue r in [0, I), the instances held by
///                 all ops at cycles t with t mod I = r is <= capacity;
///  - memory:      per memory and residue, bytes of live values <= capacity;
/// and, when a warp assignment is present:
///  - warp index:  each op on an existing warp; warp-group ops group-aligned;
///  - variable latency: a variable-latency op shares no warp with a
///                 fixed-latency op;
///  - cross-warp spill: u -> v on disjoint warps needs
///                 s(v) + distance * I >= s(u) + delay + spillcost(u), and is
///                 not allowed at all for spilling values when
///                 WarpConfig::CrossWarpCommunication is off;
///  - blocking:    for a blocking u -> v, no other op on v's warp is
///                 executing in the cycle v issues (modulo I);
///  - register limit: per warp and residue, registers of live values on that
///                 warp <= the register limit; and the peaks of all warps
///                 together <= the register file (WarpConfig::RegisterFile).
/// A value of op v is live in [s(v), max(s(v) + cycles(v), s(w) + distance*I))
/// over its consumers w: the consumer takes the value's registers over when
/// it issues (so an accumulator updated in place occupies one copy).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_VERIFIER_VERIFIER_H
#define TWILL_VERIFIER_VERIFIER_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace twill {

/// The constraint family a violation belongs to.
enum class ConstraintKind {
  Shape,
  Dependence,
  Resource,
  Memory,
  WarpIndex,
  VariableLatency,
  CrossWarpSpill,
  Blocking,
  RegisterLimit,
  SameGroup,
};

/// Stable lower-case name of \p K ("dependence", "resource", ...).
llvm::StringRef constraintKindName(ConstraintKind K);

/// The constraint family of the joint encoding (twill/Model/SolveStatus.h)
/// that states the constraint \p K checks, so that an unsat core can be
/// tied to verifier violations by type: Shape is Uniqueness (one start per
/// op), Resource is Capacity, WarpIndex is WarpUniqueness, Blocking is
/// Concurrency; the others share their names.
ConstraintFamily constraintFamilyOf(ConstraintKind K);

/// One violated constraint, with the ops involved.
struct Violation {
  ConstraintKind Kind;
  std::vector<OpId> Ops;
  std::string Message;
};

/// All violations of one schedule (empty when the schedule is legal).
struct VerificationResult {
  std::vector<Violation> Violations;

  bool ok() const { return Violations.empty(); }
  /// Number of violations of kind \p K.
  unsigned count(ConstraintKind K) const;
  void print(llvm::raw_ostream &OS) const;
};

/// Checks \p S against every constraint of \p P listed in the file comment.
VerificationResult verifySchedule(const Problem &P, const ModuloSchedule &S);

/// Like verifySchedule(), as an Error listing the violations.
llvm::Error verifyScheduleOrError(const Problem &P, const ModuloSchedule &S);

} // namespace twill

#endif // TWILL_VERIFIER_VERIFIER_H
