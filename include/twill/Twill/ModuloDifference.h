//===- ModuloDifference.h - Phase 1's fixed-L questions in difference logic -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phase 1's question "is there a modulo schedule of length at most L at
/// I?" with integer start times, for problems whose limited units all have
/// capacity 1. Then two ops u, v that use the same unit conflict exactly
/// when some use of u and some use of v fall on the same residue, i.e.
/// when s(v) - s(u) mod I lies in a set of forbidden residues; its
/// complement is a union of intervals, so each pair becomes a disjunction
/// of difference constraints
///
///   m*I + p <= s(v) - s(u) <= m*I + q   over the allowed [p, q] and the m
///                                        the windows leave possible,
///
/// and dependences s(v) - s(u) >= delay - distance*I and completion
/// s(v) + cycles(v) <= L are differences too. Z3 decides that (integer
/// difference logic) with clause learning, and the program's size does not
/// grow with the cycle count, unlike the time-indexed form (TimeIndexed.h),
/// whose windows are hundreds of cycles wide on the Triton-granularity
/// FlashAttention graphs at the default U. One program serves every L at
/// one I: L is an assumption, so what Z3 learns carries over.
///
/// Like the time-indexed program it leaves memories out by default; a
/// schedule that breaks one fails the verifier and comes back as Error.
/// With memories, each value's live interval [s(v), e(v)) gets an end
/// e(v) >= s(v) + cycles(v) and >= s(w) + distance*I per dependence
/// v -> w, and per residue r a pseudo-Boolean sum over the copies that
/// may be live at r (a literal per copy, implied by s(v) <= t < e(v) at
/// the copy's time t) stays within the capacity.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_MODULODIFFERENCE_H
#define TWILL_TWILL_MODULODIFFERENCE_H

#include "twill/Model/Deadline.h"
#include "twill/Model/Problem.h"
#include "twill/Twill/ModuloScheduler.h"

#include <cstdint>
#include <memory>

namespace twill {

/// The difference-logic program at one I, for every length up to a cap.
class ModuloDifferenceProgram {
public:
  /// Whether the encoding is exact for \p P: every limited unit has
  /// capacity 1 (a larger capacity is not a pairwise constraint).
  static bool applicable(const Problem &P);

  /// Builds the program at \p II for lengths up to \p MaxLength, with
  /// \p P's memory capacities when \p Memories. \p P must be applicable()
  /// and checked (twill/Model/Problem.h).
  ModuloDifferenceProgram(const Problem &P, int64_t II, int64_t MaxLength,
                          bool Memories = false);
  ~ModuloDifferenceProgram();
  ModuloDifferenceProgram(const ModuloDifferenceProgram &) = delete;
  ModuloDifferenceProgram &operator=(const ModuloDifferenceProgram &) = delete;

  /// The windows at this I and cap allow too many disjuncts (wide windows
  /// at a small I): the program was not built and every question ends as
  /// Error. A function of the input, decided before any solving.
  bool tooLarge() const;

  /// Is there a schedule of length at most \p Length (<= the cap)?
  /// Infeasible is a proof; Feasible comes with a schedule that passed the
  /// verifier (Error if it did not); Timeout when \p Until passed or the
  /// Z3 work budget \p Work (resource units, 0: none) ran out.
  ModuloScheduleResult ask(int64_t Length, const Deadline &Until,
                           uint64_t Work = 0);

private:
  struct Impl;
  std::unique_ptr<Impl> I;
};

} // namespace twill

#endif // TWILL_TWILL_MODULODIFFERENCE_H
