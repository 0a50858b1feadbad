//===- GauSGraphs.cpp - Random DAGs and kernel graphs for GauS ------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// generateRandomDag(), the prototype's synthetic loop generator, and
/// gausSolveTwillGraph(), which quantises a kernel graph's cycles into
/// GauS steps and maps the schedule back to cycles.
///
//===----------------------------------------------------------------------===//

#include "twill/GauS/GauS.h"
#include "SplitMix64.h"

#include "twill/Analysis/Bounds.h"
#include "twill/Machines/MachineDescription.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <set>

using namespace twill;

namespace {

int64_t ceilDiv(int64_t A, int64_t B) { return A <= 0 ? 0 : (A + B - 1) / B; }

} // namespace

llvm::Expected<Problem> twill::generateRandomDag(unsigned NumNodes,
                                                 double EdgeDensity,
                                                 unsigned NumBackEdges,
                                                 uint64_t Seed,
                                                 const RandomDagOptions &O) {
  auto MD = MachineDescription::get(O.Machine);
  if (!MD)
    return MD.takeError();
  if (EdgeDensity < 0 || EdgeDensity > 1)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "edge density must be in [0, 1]");
  if (O.CyclesPerStep < 1 || O.NominalII < 1)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cycles per step and II must be >= 1");
  // The four op kinds of the prototype: tensor core, TMA, SFU, ALU.
  static const char *ClassNames[] = {"wgmma", "tma_copy", "mufu", "fma"};
  struct Kind {
    std::string Class, Unit;
    int64_t Latency;
  };
  std::vector<Kind> Kinds;
  Problem P("random_dag_" + std::to_string(NumNodes) + "_s" +
            std::to_string(Seed));
  for (const char *Name : ClassNames) {
    const InstructionClass *C = nullptr;
    for (const InstructionClass &IC : MD->Classes)
      if (IC.Name == Name)
        C = &IC;
    if (!C)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "machine '%s' has no class '%s'",
                                     O.Machine.c_str(), Name);
    Kinds.push_back({C->Name, C->Unit,
                     std::max<int64_t>(1, ceilDiv(C->Latency, O.CyclesPerStep))});
    if (!P.findUnit(C->Unit)) {
      const FunctionalUnit *U = MD->findUnit(C->Unit);
      P.Units.push_back(U ? *U : FunctionalUnit{C->Unit, 1, ""});
    }
  }
  gaus::SplitMix64 R(Seed ^ 0x5DEECE66Dull);
  std::vector<int64_t> Lat(NumNodes);
  for (unsigned V = 0; V < NumNodes; ++V) {
    const Kind &K = Kinds[R.below(Kinds.size())];
    Operation Op;
    Op.Name = "n" + std::to_string(V);
    Op.Kind = K.Class;
    Op.Latency = K.Latency;
    Op.Reservation = ReservationTable::block(K.Unit, 1);
    Lat[V] = K.Latency;
    P.Graph.addOperation(std::move(Op));
  }
  // Forward edges: each pair i < j with probability p, enumerated by
  // geometric skips so the cost is O(|V| + |E|), not O(|V|^2).
  std::vector<int64_t> ASAP(NumNodes, 0);
  if (EdgeDensity > 0) {
    double LogQ = std::log1p(-std::min(EdgeDensity, 1.0 - 1e-12));
    for (unsigned I = 0; I + 1 < NumNodes; ++I) {
      int64_t J = I;
      for (;;) {
        double U = std::max(R.uniform(), 1e-300);
        J += 1 + (EdgeDensity >= 1.0 ? 0 : int64_t(std::log(U) / LogQ));
        if (J >= NumNodes)
          break;
        P.Graph.addDependence(I, unsigned(J), Lat[I]);
      }
    }
    // Edges go from lower to higher index, so index order is topological.
    for (const Dependence &E : P.Graph.dependences())
      ASAP[E.Dst] = std::max(ASAP[E.Dst], ASAP[E.Src] + E.Delay);
  }
  // Back edges j -> i (i < j): i of iteration n + k waits for j of
  // iteration n. k leaves the ASAP schedule one iteration of slack.
  std::set<std::pair<unsigned, unsigned>> Used;
  for (unsigned B = 0; B < NumBackEdges && NumNodes >= 2; ++B) {
    unsigned I, J;
    unsigned Guard = 0;
    do {
      I = R.below(NumNodes);
      J = R.below(NumNodes);
      if (I > J)
        std::swap(I, J);
    } while ((I == J || Used.count({I, J})) && ++Guard < 1000);
    if (I == J)
      break;
    Used.insert({I, J});
    int64_t Span = ASAP[J] + Lat[J] - ASAP[I];
    int64_t K = std::max<int64_t>(1, ceilDiv(Span, O.NominalII) + 1);
    P.Graph.addDependence(J, I, Lat[J], K);
  }
  return P;
}

/// The coarse problem GauS optimises for a kernel graph: one step is \p Q
/// cycles, delays and latencies are rounded up to whole steps, and each
/// limited unit becomes a budget of cap * Q unit-cycles per step, an op
/// spending in step k of its execution the unit-cycles its reservation
/// table holds in cycles [kQ, (k+1)Q). Short ops thus share a step (six
/// 64-cycle rowmax/rowsum ops fit one 512-cycle step of the FMA pipe),
/// which rounding each op up to a whole step would forbid. The coarse
/// schedule is a relaxation; legality is restored in cycles afterwards.
static Problem coarsen(const Problem &P, int64_t Q) {
  Problem R = P;
  for (FunctionalUnit &U : R.Units)
    if (U.Capacity >= 0)
      U.Capacity *= Q;
  for (Operation &Op : R.Graph.operations()) {
    Op.Latency = ceilDiv(Op.Latency, Q);
    std::map<std::pair<std::string, unsigned>, unsigned> Budget;
    for (const UnitUse &U : Op.Reservation.Uses)
      Budget[{U.Unit, unsigned(U.Cycle / Q)}] += U.Count;
    Op.Reservation.Uses.clear();
    for (auto &[K, C] : Budget)
      Op.Reservation.Uses.push_back({K.first, K.second, C});
    Op.Reservation.NumCycles = unsigned(ceilDiv(Op.Reservation.NumCycles, Q));
  }
  for (Dependence &D : R.Graph.dependences())
    D.Delay = ceilDiv(D.Delay, Q);
  return R;
}

GauSResult twill::gausSolveTwillGraph(const Problem &P, int64_t TargetII,
                                      int64_t D, const GauSOptions &Opts) {
  GauSResult R;
  R.II = TargetII;
  R.D = D;
  auto Bounds = computeMIIBounds(P);
  if (!Bounds) {
    R.Message = llvm::toString(Bounds.takeError());
    return R;
  }
  if (TargetII < 1 || D < 1) {
    R.Message = "the target II and D must be at least 1";
    return R;
  }
  // The smallest step that makes II = TargetII steps reach the MII.
  const int64_t Q = std::max<int64_t>(1, ceilDiv(Bounds->MII, TargetII));
  Problem Coarse = coarsen(P, Q);
  GauSSolver S(Coarse, D, Opts.LR);
  S.options() = Opts;
  S.options().RetryNextII = false; // The interval is the point here.
  R = S.solveModulo(TargetII, 0, Opts.MaxIters);
  R.CyclesPerStep = Q;
  if (!hasSolution(R.Status) || Q == 1)
    return R;
  // Back to cycles: the coarse starts become targets of the modulo
  // legalisation at II = TargetII * Q, which sequences ops that share a
  // step; the result is checked against the original problem.
  auto LT = std::chrono::steady_clock::now();
  std::vector<int64_t> Targets, Caps;
  for (int64_t St : R.Schedule.Start)
    Targets.push_back(St * Q);
  for (const FunctionalUnit &U : P.Units)
    Caps.push_back(U.Capacity);
  auto Cycles = legalizeSchedule(P, Targets, TargetII * Q, D * Q, Caps);
  R.Stats.LegalizeSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - LT)
          .count();
  if (!Cycles) {
    R.Status = SolveStatus::Infeasible;
    R.Message = "the step schedule could not be sequenced in cycles at II=" +
                std::to_string(TargetII * Q);
    return R;
  }
  ModuloSchedule C;
  C.II = TargetII * Q;
  C.Start = std::move(*Cycles);
  C.Length = ModuloSchedule::computeLength(P.Graph, C.Start);
  VerificationResult VR = verifySchedule(P, C);
  R.Schedule = std::move(C);
  if (!VR.ok()) {
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    VR.print(OS);
    R.Status = SolveStatus::Infeasible;
    R.Message = "the cycle-level schedule fails the verifier: " + OS.str();
  }
  return R;
}
