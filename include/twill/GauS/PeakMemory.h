//===- PeakMemory.h - Formulation B: peak live bytes ------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formulation B of GauS (arXiv 2602.20427): one iteration of an acyclic
/// graph scheduled to minimise its peak live bytes, the sum of the
/// footprints of the values live at a cycle. This header gives the exact
/// evaluation of a schedule (a liveness sweep with the verifier's
/// definition of a live value) and the exact baseline, a time-indexed ILP
/// on the MILP backends. The GauS loss for it is in GauSModel
/// (GauSObjective::PeakMemory).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_PEAKMEMORY_H
#define TWILL_GAUS_PEAKMEMORY_H

#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/MILP.h"

#include <cstdint>
#include <string>
#include <vector>

namespace twill {

/// Peak live bytes of the one-iteration schedule \p Starts of \p P (one
/// start per op, not negative): op v's bytes (the sum of its footprints in
/// every memory) are live from s(v) through max(s(v) + cycles(v) - 1, the
/// issue of its latest distance-0 consumer), the verifier's liveness.
double peakLiveBytes(const Problem &P, const std::vector<int64_t> &Starts);

/// The result of solvePeakMemoryExact.
struct PeakMemoryExactResult {
  /// False when some unit of the problem is limited: the program ignores
  /// units, so nothing was solved (Message "limited units").
  bool Applicable = true;
  /// Whether the program was built and solved; when not, Status says why:
  /// Infeasible (the horizon is below the critical path, Message says so)
  /// or Error (the longest paths failed: a cycle).
  bool Built = false;
  /// The MILP's status when Built.
  SolveStatus Status = SolveStatus::Error;
  std::string Message;
  /// Building and solving.
  double Seconds = 0;
  unsigned Variables = 0, Rows = 0;
  /// When hasSolution(Status): the starts, the schedule's length, whether
  /// the verifier accepts it (at I = L), and its peakLiveBytes().
  std::vector<int64_t> Starts;
  int64_t Length = 0;
  bool Verified = false;
  double PeakBytes = 0;
};

/// The exact baseline for peak memory over one iteration of \p P with
/// starts in [ASAP, ALAP(\p D)]: a time-indexed ILP with x(v,t) = 1 iff v
/// starts at t, S(v,d) = sum_{t<=d} x(v,t), live(v,d) >= S(v,d) - S(w,d-1)
/// for each distance-0 consumer w and >= S(v,d) - S(v,d-cycles), and
/// peak >= sum_v bytes(v) live(v,d); minimises the peak on \p Backend for
/// what is left of \p Seconds after building (at least 1 s). Units are
/// ignored: it applies only to problems whose units are all unlimited (the
/// ICML'24 GML graphs). Caller checks \p P.
///
/// The default backend is lp_solve, what `twill gaus --exact` has always
/// used; CBC and lp_solve prove the same least peak on small DAGs, where it
/// is checked against enumeration (test/unit/PeakMemoryTest.cpp).
PeakMemoryExactResult
solvePeakMemoryExact(const Problem &P, int64_t D, double Seconds,
                     MILPBackend Backend = MILPBackend::LpSolve);

} // namespace twill

#endif // TWILL_GAUS_PEAKMEMORY_H
