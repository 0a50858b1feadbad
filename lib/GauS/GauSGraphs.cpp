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

#include "twill/Analysis/Bounds.h"
#include "twill/Model/MachineDescription.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace twill;

namespace {

/// splitmix64 (portable, unlike the standard distributions).
struct Rng {
  uint64_t S;
  explicit Rng(uint64_t Seed) : S(Seed ^ 0x5DEECE66Dull) {}
  uint64_t next() {
    uint64_t Z = (S += 0x9E3779B97F4A7C15ull);
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
    return Z ^ (Z >> 31);
  }
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }
  uint64_t below(uint64_t N) { return next() % N; }
};

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
  Rng R(Seed);
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

/// \p P with every time quantity rounded up to steps of \p Q cycles. A use
/// at cycle c lands in step floor(c / Q), and the step counts the largest
/// per-cycle use inside it, so a legal step schedule scaled by Q is legal
/// in cycles (see gausSolveTwillGraph in GauS.h).
static Problem quantize(const Problem &P, int64_t Q) {
  if (Q == 1)
    return P;
  Problem R = P;
  for (Operation &Op : R.Graph.operations()) {
    Op.Latency = ceilDiv(Op.Latency, Q);
    // Several uses may share a cycle: take each cycle's total first.
    std::map<std::pair<std::string, unsigned>, unsigned> PerCycle;
    for (const UnitUse &U : Op.Reservation.Uses)
      PerCycle[{U.Unit, U.Cycle}] += U.Count;
    std::map<std::pair<std::string, unsigned>, unsigned> Max;
    for (auto &[K, C] : PerCycle) {
      unsigned &M = Max[{K.first, unsigned(K.second / Q)}];
      M = std::max(M, C);
    }
    Op.Reservation.Uses.clear();
    for (auto &[K, C] : Max)
      Op.Reservation.Uses.push_back({K.first, K.second, C});
    Op.Reservation.NumCycles =
        unsigned(ceilDiv(Op.Reservation.NumCycles, Q));
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
  if (TargetII < 1) {
    R.Message = "the target II must be at least 1";
    return R;
  }
  // Smallest quantum whose quantised MII fits the target. Quantising only
  // rounds up, so start at ceil(MII / target) and walk upwards.
  int64_t Q = std::max<int64_t>(1, ceilDiv(Bounds->MII, TargetII));
  std::optional<Problem> PQ;
  for (unsigned Step = 0; Step < 4096; ++Step) {
    Problem Cand = quantize(P, Q);
    auto B = computeMIIBounds(Cand);
    if (B && B->MII <= TargetII) {
      PQ = std::move(Cand);
      break;
    }
    Q += std::max<int64_t>(1, Q / 64);
  }
  if (!PQ) {
    R.Status = SolveStatus::Infeasible;
    R.Message = "no time quantum brings the MII down to II=" +
                std::to_string(TargetII);
    return R;
  }
  GauSSolver S(*PQ, D, Opts.LR);
  S.options() = Opts;
  R = S.solveModulo(TargetII, 0, Opts.MaxIters);
  R.CyclesPerStep = Q;
  if (!hasSolution(R.Status) || Q == 1)
    return R;
  // Back to cycles, checked against the original problem.
  ModuloSchedule C;
  C.II = R.Schedule.II * Q;
  for (int64_t St : R.Schedule.Start)
    C.Start.push_back(St * Q);
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
