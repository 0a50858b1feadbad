//===- TimeIndexed.h - Time-indexed 0-1 modulo-scheduling programs -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The time-indexed ("structured", Eichenberger & Davidson, PLDI'97) form of
/// the fixed-I modulo-scheduling program. Every op v starts in a window
/// [Lo(v), Hi(v)]; binary step variables z(v,t) = [s(v) <= t] make
///
///   z(v,t-1) <= z(v,t),  z(v,Hi(v)) = 1                       (one start)
///   z(v,t) <= z(u,t-m)   for each separation s(v) - s(u) >= m (dependence)
///   sum count * (z(v,t) - z(v,t-1)) over (t+c) mod I = r <= cap(f)
///                                                   (resources, per f, r)
///
/// Its LP relaxation is much tighter than the residue form of
/// ModuloScheduler.h, and with integer coefficients on 0-1 variables only
/// it is also a pseudo-Boolean problem (MILPBackend::Z3).
///
/// Two uses: Phase 1's "is there a schedule of length L at I?" (windows
/// [ASAP, ALAP(L)], every dependence), and fixed-I feasibility with free L
/// (FixedIIReduction), which the finite program decides exactly.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_TIMEINDEXED_H
#define TWILL_TWILL_TIMEINDEXED_H

#include "twill/Analysis/Bounds.h"
#include "twill/Model/Problem.h"
#include "twill/Twill/MILP.h"

#include <optional>
#include <vector>

namespace twill {

/// s(Dst) - s(Src) >= Min.
struct Separation {
  OpId Src, Dst;
  int64_t Min;
};

/// Start windows per op, and the separations the program enforces. An op
/// with Lo = Hi and no separations is fixed (or left out of the program).
struct TimeWindows {
  std::vector<int64_t> Lo, Hi;
  std::vector<Separation> Edges;
};

/// Fixed-I feasibility with free L, reduced to a time-indexed program over
/// the ops that hold a limited unit:
///  - trivial components: only their residue matters, window [0, I);
///  - a strongly connected component: windows relative to a root op in
///    [0, I) (longest paths; one component's root is fixed at 0, since
///    rotating every op by the same amount changes nothing), and the other
///    ops projected out: for difference constraints the projection is the
///    set of longest-path separations between the kept ops, of which those
///    whose path passes no other kept op suffice;
///  - edges between components are dropped (the condensation is acyclic;
///    components shift by multiples of I, residues unchanged).
/// schedule() lifts a solution back to every op and every edge.
class FixedIIReduction {
public:
  /// nullopt when I is below some recurrence bound, or when \p Until
  /// passes first (then \p *OutOfTime is set: nothing is decided).
  static std::optional<FixedIIReduction> build(const Problem &P, int64_t II,
                                               const Deadline &Until = {},
                                               bool *OutOfTime = nullptr);

  const TimeWindows &windows() const { return W; }
  /// Starts of all ops meeting every dependence, from starts that meet the
  /// program (only the kept ops' entries are read).
  std::vector<int64_t> schedule(const std::vector<int64_t> &Starts) const;

private:
  FixedIIReduction(const Problem &P, int64_t II) : P(&P), II(II) {}
  const Problem *P;
  int64_t II;
  TimeWindows W;
  std::vector<bool> Kept;
  /// Strongly connected components in topological order, each op's
  /// component, and the edges inside components (weights at II).
  std::vector<std::vector<OpId>> Comps;
  std::vector<unsigned> CompOf;
  WeightedAdjacency Inner;
};

/// A time-indexed program over windows \p W at \p II.
class TimeIndexedProgram {
public:
  /// Building stops when \p Until passes (outOfTime(); the program is then
  /// incomplete and must not be solved), and before any variable is made
  /// when the propagated windows would need more than \p MaxVariables step
  /// variables (tooLarge(); 0: no limit). The count is the program's
  /// variable count, so the cap decides exactly what solveMILP()'s
  /// MILPOptions::MaxVariables would, without building rows to discard.
  TimeIndexedProgram(const Problem &P, int64_t II, TimeWindows W,
                     const Deadline &Until = {}, unsigned MaxVariables = 0);

  const MILP &milp() const { return M; }
  /// Window propagation or a single op already overfills a unit: the
  /// program holds a contradictory row.
  bool trivialInfeasible() const { return Infeasible; }
  /// The deadline passed while building.
  bool outOfTime() const { return OutOfTime; }
  /// More step variables than the cap: nothing was built (undecided,
  /// unless trivialInfeasible()).
  bool tooLarge() const { return TooLarge; }
  /// Start times from a solution of milp().
  std::vector<int64_t> starts(const std::vector<double> &Values) const;

private:
  /// Arc consistency on the separations; false when building stops (out of
  /// time, or an empty window: the program then holds one contradictory
  /// row).
  bool propagateWindows(const DependenceGraph &G, const Deadline &Until);
  /// The step variables z(v, t) = [s(v) <= t] of the \p N ops for t in
  /// [Lo(v), Hi(v)), each at most the next; false when out of time.
  bool addStepVariables(unsigned N, const Deadline &Until);
  /// The number of step variables the windows need: sum of Hi(v) - Lo(v).
  uint64_t stepVariableCount() const;
  /// Whether addResourceRows() would add a contradictory row, a (unit,
  /// residue) without variables whose constant exceeds the capacity,
  /// decided from the windows alone (for a program over the size cap).
  bool rowWithoutVariablesOverfull(const Problem &P, int64_t II) const;
  /// z(v, t) as a term: a variable, or -2 for the constant 0 (before the
  /// window) and -1 for the constant 1 (from its end on).
  int step(OpId V, int64_t T) const;
  /// The separation rows z(dst, t) <= z(src, t - min); false when out of
  /// time.
  bool addSeparationRows(const Deadline &Until);
  /// The resource rows per limited unit and residue; false when out of
  /// time.
  bool addResourceRows(const Problem &P, int64_t II, const Deadline &Until);
  /// Whether \p Until has passed, asked every 1024 calls (sets OutOfTime).
  bool late(const Deadline &Until) {
    return OutOfTime = Until.passedEvery(Steps, 1024);
  }

  TimeWindows W;
  MILP M;
  std::vector<std::vector<int>> Z; ///< [v][t - Lo(v)] for t < Hi(v)
  bool Infeasible = false;
  bool OutOfTime = false;
  bool TooLarge = false;
  unsigned Steps = 0; ///< The counter of late().
};

} // namespace twill

#endif // TWILL_TWILL_TIMEINDEXED_H
