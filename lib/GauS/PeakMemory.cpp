//===- PeakMemory.cpp - Formulation B: peak live bytes --------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The liveness sweep and the exact time-indexed ILP of PeakMemory.h.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/PeakMemory.h"
#include "twill/Analysis/Bounds.h"
#include "twill/Model/Stopwatch.h"
#include "twill/Verifier/Verifier.h"

#include <algorithm>
#include <chrono>

using namespace twill;

double twill::peakLiveBytes(const Problem &P, const std::vector<int64_t> &S) {
  const DependenceGraph &G = P.Graph;
  std::vector<int64_t> End(G.numOperations());
  int64_t Hi = 1;
  for (OpId V = 0; V < G.numOperations(); ++V)
    End[V] = S[V] + std::max<int64_t>(G.op(V).cycles(), 1) - 1;
  for (const Dependence &E : G.dependences())
    if (E.Distance == 0)
      End[E.Src] = std::max(End[E.Src], S[E.Dst]);
  for (int64_t E : End)
    Hi = std::max(Hi, E + 2);
  std::vector<double> Diff(Hi + 1, 0.0);
  for (OpId V = 0; V < G.numOperations(); ++V) {
    double B = 0;
    for (auto &[M, Bytes] : G.op(V).Footprint)
      B += double(Bytes);
    Diff[S[V]] += B;
    Diff[End[V] + 1] -= B;
  }
  double Run = 0, Peak = 0;
  for (double X : Diff)
    Peak = std::max(Peak, Run += X);
  return Peak;
}

namespace {
/// The time-indexed program of solvePeakMemoryExact over the windows
/// [ASAP, ALAP]: one binary per (op, start) in its window, in op order.
class PeakMemoryProgram {
public:
  PeakMemoryProgram(const DependenceGraph &G, std::vector<int64_t> ASAP,
                    std::vector<int64_t> ALAP)
      : G(G), ASAP(std::move(ASAP)), ALAP(std::move(ALAP)),
        First(G.numOperations()), Bytes(G.numOperations(), 0.0) {}

  /// The start variables, one start per op; false when a window is empty
  /// (the horizon is below the critical path).
  bool addStarts() {
    for (OpId V = 0; V < G.numOperations(); ++V) {
      for (auto &[Mem, B] : G.op(V).Footprint)
        Bytes[V] += double(B);
      if (ALAP[V] < ASAP[V])
        return false;
      First[V] = M.numVariables();
      std::vector<MILP::Term> One;
      for (int64_t T = ASAP[V]; T <= ALAP[V]; ++T)
        One.push_back({M.addBinary(""), 1.0});
      M.addRow(One, MILP::Sense::Equal, 1);
    }
    return true;
  }

  /// The distance-0 dependences: sum_t t x(dst,t) - sum_t t x(src,t) >=
  /// delay.
  void addDependences() {
    for (const Dependence &E : G.dependences()) {
      if (E.Distance != 0)
        continue;
      std::vector<MILP::Term> Ts;
      for (int64_t T = ASAP[E.Dst]; T <= ALAP[E.Dst]; ++T)
        Ts.push_back({x(E.Dst, T), double(T)});
      for (int64_t T = ASAP[E.Src]; T <= ALAP[E.Src]; ++T)
        Ts.push_back({x(E.Src, T), -double(T)});
      M.addRow(Ts, MILP::Sense::GreaterEq, double(E.Delay));
    }
  }

  /// The liveness of each op with bytes and the peak rows over the
  /// horizon (at least \p D + 1); the objective: the least peak.
  void addPeak(int64_t D) {
    int Peak = M.addVariable("peak", 0, 1e30, false);
    int64_t Horizon = D + 1;
    for (OpId V = 0; V < G.numOperations(); ++V)
      Horizon = std::max(Horizon, ALAP[V] + G.op(V).cycles() + 1);
    std::vector<std::vector<MILP::Term>> PeakRows(Horizon);
    std::vector<std::vector<OpId>> Consumers(G.numOperations());
    for (const Dependence &E : G.dependences())
      if (E.Distance == 0)
        Consumers[E.Src].push_back(E.Dst);
    for (OpId V = 0; V < G.numOperations(); ++V)
      if (Bytes[V] != 0)
        addLiveness(V, Consumers[V], PeakRows);
    for (auto &Row : PeakRows) {
      if (Row.empty())
        continue;
      Row.push_back({Peak, -1.0});
      M.addRow(Row, MILP::Sense::LessEq, 0);
    }
    M.setObjective({{Peak, 1.0}});
  }

  /// The starts of a solution \p Values of milp().
  std::vector<int64_t> starts(const std::vector<double> &Values) const {
    std::vector<int64_t> S(G.numOperations());
    for (OpId V = 0; V < G.numOperations(); ++V)
      for (int64_t T = ASAP[V]; T <= ALAP[V]; ++T)
        if (Values[x(V, T)] > 0.5)
          S[V] = T;
    return S;
  }

  const MILP &milp() const { return M; }

private:
  int x(OpId V, int64_t T) const { return First[V] + int(T - ASAP[V]); }

  /// Adds Coef * S(v, d) to \p Ts; returns the constant part.
  double started(OpId V, int64_t Dd, std::vector<MILP::Term> &Ts,
                 double Coef) const {
    if (Dd < ASAP[V])
      return 0;
    if (Dd >= ALAP[V])
      return Coef;
    for (int64_t T = ASAP[V]; T <= Dd; ++T)
      Ts.push_back({x(V, T), Coef});
    return 0;
  }

  /// live(v,d) for every cycle d v's value may be live (within the
  /// horizon of \p PeakRows), bounded below by S(v,d) - S(v,d-cycles) and
  /// by S(v,d) - S(w,d-1) for each consumer w, with its bytes in the
  /// peak row of d.
  void addLiveness(OpId V, const std::vector<OpId> &Consumers,
                   std::vector<std::vector<MILP::Term>> &PeakRows) {
    int64_t Horizon = PeakRows.size();
    int64_t C = std::max<int64_t>(G.op(V).cycles(), 1);
    int64_t Last = ALAP[V] + C - 1;
    for (OpId W : Consumers)
      Last = std::max(Last, ALAP[W]);
    for (int64_t Dd = ASAP[V]; Dd <= Last && Dd < Horizon; ++Dd) {
      int Live = M.addVariable("", 0, 1, false);
      PeakRows[Dd].push_back({Live, Bytes[V]});
      // live - S(v,d) + S(o,at) >= 0, with constants folded.
      auto addBound = [&](OpId Other, int64_t At) {
        std::vector<MILP::Term> Ts{{Live, 1.0}};
        double ConstV = started(V, Dd, Ts, -1.0);    // -S(v,d) constant part
        double ConstO = started(Other, At, Ts, 1.0); // +S(o,at) constant part
        M.addRow(Ts, MILP::Sense::GreaterEq, -(ConstV + ConstO));
      };
      addBound(V, Dd - C);
      for (OpId W : Consumers)
        addBound(W, Dd - 1);
    }
  }

  const DependenceGraph &G;
  std::vector<int64_t> ASAP, ALAP;
  MILP M;
  std::vector<int> First;    ///< The variable of each op's earliest start.
  std::vector<double> Bytes; ///< Each op's bytes over every memory.
};
} // namespace

PeakMemoryExactResult twill::solvePeakMemoryExact(const Problem &P, int64_t D,
                                                  double Seconds,
                                                  MILPBackend Backend) {
  Stopwatch Clock(Seconds);
  const DependenceGraph &G = P.Graph;
  PeakMemoryExactResult R;
  for (const FunctionalUnit &U : P.Units)
    if (!U.isUnlimited()) {
      R.Applicable = false;
      R.Message = "limited units";
      return R;
    }
  const int64_t Big = int64_t(1) << 30;
  auto ASAP = computeASAP(G, Big);
  auto ALAP = computeALAP(G, Big, D);
  if (!ASAP || !ALAP) {
    llvm::consumeError(ASAP.takeError());
    llvm::consumeError(ALAP.takeError());
    R.Status = SolveStatus::Error;
    return R;
  }
  PeakMemoryProgram Prog(G, std::move(*ASAP), std::move(*ALAP));
  if (!Prog.addStarts()) {
    R.Status = SolveStatus::Infeasible;
    R.Message = "D below critical path";
    return R;
  }
  Prog.addDependences();
  Prog.addPeak(D);
  double Build = Clock.elapsed();
  MILPOptions MO;
  MO.Backend = Backend;
  // What is left after building, at least a second.
  MO.TimeLimit = std::max(1.0, Seconds - Build);
  MILPResult Sol = solveMILP(Prog.milp(), MO);
  R.Built = true;
  R.Status = Sol.Status;
  R.Seconds = Build + Sol.Seconds;
  R.Variables = Prog.milp().numVariables();
  R.Rows = Prog.milp().numRows();
  if (!hasSolution(Sol.Status))
    return R;
  R.Starts = Prog.starts(Sol.Values);
  ModuloSchedule MS;
  MS.Start = R.Starts;
  MS.Length = ModuloSchedule::computeLength(G, R.Starts);
  MS.II = MS.Length;
  R.Length = MS.Length;
  R.Verified = verifySchedule(P, MS).ok();
  R.PeakBytes = peakLiveBytes(P, R.Starts);
  return R;
}
