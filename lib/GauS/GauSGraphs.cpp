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

#include "twill/GauS/GauSGraphs.h"
#include "SplitMix64.h"

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/Legalize.h"
#include "twill/Machines/MachineDescription.h"
#include "twill/Model/Deadline.h"
#include "twill/Twill/Cancellation.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <optional>
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

/// How gausAssignWarps() starts its message when the start times admit no
/// warp assignment.
static const char *const NoWarpsPrefix = "no warp assignment for GauS's start "
                                         "times";

void twill::gausAssignWarps(const Problem &P, GauSResult &R,
                            const GauSOptions &Opts) {
  if (!hasSolution(R.Status) || !P.Warps || !Opts.AssignWarps)
    return;
  WarpAssignOptions WO;
  WO.Work = Opts.WarpWork;
  WO.TimeLimit = Opts.TimeLimit > 0
                     ? std::max(0.001, Opts.TimeLimit - R.Stats.Seconds)
                     : 0;
  WarpAssignResult W = assignWarpsForStarts(P, R.Schedule, WO);
  R.Stats.WarpSeconds += W.Seconds;
  if (W.Status == SolveStatus::Feasible) {
    R.Schedule = std::move(W.Schedule);
    R.Stats.WarpGroups = W.GroupsUsed;
    return;
  }
  R.Status = W.Status == SolveStatus::Error ? SolveStatus::Error
                                            : SolveStatus::Infeasible;
  R.WarpConflictEdges = W.SpillEdgesInCore;
  R.Message = NoWarpsPrefix + std::string(" at I=") +
              std::to_string(R.Schedule.II) + ": " + W.Message;
}

namespace {
/// \p P with the dependences \p Edges lengthened by their producer's
/// spill cost: a schedule of the result leaves room for those values to
/// cross warps, and is a schedule of \p P too (delays only grew).
Problem padSpills(const Problem &P, const std::set<unsigned> &Edges) {
  Problem R = P;
  for (unsigned I : Edges) {
    Dependence &E = R.Graph.dependences()[I];
    E.Delay += P.Graph.op(E.Src).SpillCost;
  }
  return R;
}

/// One attempt of gausSolveTwillGraph(): GauS on the coarse problem at
/// \p TargetII steps of \p Q cycles, the step schedule sequenced in cycles
/// at \p IICycles (>= TargetII * Q), then the full model.
GauSResult solveTwillGraphOnce(const Problem &P, const Problem &Guide,
                               int64_t TargetII, int64_t Q, int64_t IICycles,
                               int64_t D, const GauSOptions &Opts) {
  Problem Coarse = coarsen(Guide, Q);
  GauSSolver S(Coarse, D, Opts.LR);
  S.options() = Opts;
  S.options().RetryNextII = false; // The interval is the point here.
  S.options().RetryLargerD = false;
  GauSResult R = S.solveModulo(TargetII, 0, Opts.MaxIters);
  R.CyclesPerStep = Q;
  if (!hasSolution(R.Status))
    return R;
  if (Q > 1 || IICycles != TargetII) {
    // Back to cycles: the coarse starts become targets of the modulo
    // legalisation at II = IICycles, which sequences ops that share a
    // step; the result is checked against the original problem.
    auto LT = std::chrono::steady_clock::now();
    std::vector<int64_t> Targets;
    for (int64_t St : R.Schedule.Start)
      Targets.push_back(St * Q);
    int64_t DC = D * Q + (IICycles - TargetII * Q);
    auto Cycles =
        legalizeSchedule(Guide, Targets, IICycles, DC, unitCapacities(P));
    R.Stats.LegalizeSeconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - LT)
            .count();
    if (!Cycles) {
      R.Status = SolveStatus::Infeasible;
      R.Message = "the step schedule could not be sequenced in cycles at II=" +
                  std::to_string(IICycles);
      return R;
    }
    ModuloSchedule C;
    C.II = IICycles;
    C.Start = std::move(*Cycles);
    C.Length = ModuloSchedule::computeLength(P.Graph, C.Start);
    R.Schedule = std::move(C);
  }
  VerificationResult VR = verifySchedule(P, R.Schedule);
  if (!VR.ok()) {
    std::string Msg;
    llvm::raw_string_ostream OS(Msg);
    VR.print(OS);
    R.Status = SolveStatus::Infeasible;
    R.Message = "the cycle-level schedule fails the verifier: " + OS.str();
    return R;
  }
  gausAssignWarps(P, R, Opts);
  return R;
}
} // namespace

namespace {
/// gausSolveTwillGraph() once the step \p Q is chosen: GauS at \p TargetII
/// steps, sequenced in cycles at \p IICycles, with the core-guided repair
/// and the retries of \p Opts.
GauSResult solveAtStep(const Problem &P, int64_t TargetII, int64_t Q,
                       int64_t IICycles, int64_t D, const GauSOptions &Opts) {
  GauSResult R;
  const Deadline Limit = Deadline::after(Opts.TimeLimit);
  int64_t CurD = D;
  for (unsigned Try = 0;; ++Try) {
    GauSOptions O = Opts;
    if (Opts.TimeLimit > 0) {
      O.TimeLimit = Limit.secondsLeft();
      if (O.TimeLimit <= 0 && Try > 0)
        break;
      O.TimeLimit = std::max(O.TimeLimit, 0.001);
    }
    GauSResult Cur = solveTwillGraphOnce(P, P, TargetII, Q, IICycles, CurD, O);
    // Start times that admit no warps (a value that must stay on its
    // producer's warp meets a blocking consumer or a register limit there):
    // schedule again with the spill costs of the edges the unsat core names
    // in their delays, so they may cross warps; at most four rounds.
    std::set<unsigned> Padded;
    for (unsigned Round = 0; Round < 4 && Cur.Status == SolveStatus::Infeasible &&
                             !Cur.WarpConflictEdges.empty();
         ++Round) {
      size_t Before = Padded.size();
      Padded.insert(Cur.WarpConflictEdges.begin(), Cur.WarpConflictEdges.end());
      if (Padded.size() == Before)
        break;
      GauSResult Next = solveTwillGraphOnce(P, padSpills(P, Padded), TargetII,
                                            Q, IICycles, CurD, O);
      if (!hasSolution(Next.Status))
        Next.Message = Cur.Message + "; with " + std::to_string(Padded.size()) +
                       " spill cost(s) in the delays: " + Next.Message;
      Cur = std::move(Next);
    }
    Cur.Stats.Retries = Try;
    R = std::move(Cur);
    if (R.Status != SolveStatus::Infeasible || Try >= Opts.MaxRetries ||
        !(Opts.RetryLargerD || Opts.RetryNextII) || interruptRequested())
      break;
    if (Opts.RetryLargerD)
      CurD += std::max<int64_t>(1, CurD / 2);
    if (Opts.RetryNextII)
      IICycles += Q;
  }
  R.II = TargetII;
  R.D = D;
  return R;
}
} // namespace

GauSResult twill::gausSolveTwillGraph(const Problem &P, int64_t TargetII,
                                      int64_t D, const GauSOptions &Opts,
                                      int64_t MinCycles) {
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
  if (MinCycles > 0 && MinCycles < Bounds->MII) {
    R.Message = "interval " + std::to_string(MinCycles) +
                " cycles is below the MII (" + std::to_string(Bounds->MII) +
                " cycles)";
    return R;
  }
  // The smallest step that makes II = TargetII steps reach the interval.
  const int64_t Q = std::max<int64_t>(
      1, ceilDiv(std::max(MinCycles, Bounds->MII), TargetII));
  return solveAtStep(P, TargetII, Q, TargetII * Q, D, Opts);
}

/// The step counts gausSolveKernel() tries at each interval, in order.
static const int64_t KernelStepCounts[] = {4, 5, 6, 8, 10, 12, 16};

GauSResult twill::gausSolveKernel(const Problem &P, const GauSOptions &Opts,
                                  int64_t FromCycles) {
  auto Bounds = computeMIIBounds(P);
  if (!Bounds) {
    GauSResult R;
    R.Message = llvm::toString(Bounds.takeError());
    return R;
  }
  const int64_t MII = Bounds->MII;
  const int64_t I0 = FromCycles > 0 ? FromCycles : MII;
  const int64_t Increment = std::max<int64_t>(1, ceilDiv(MII, 8));
  const Deadline Limit = Deadline::after(Opts.TimeLimit);
  std::optional<GauSResult> First;
  for (unsigned K = 0; K <= Opts.KernelIntervalSteps; ++K) {
    const int64_t I = I0 + int64_t(K) * Increment;
    std::optional<GauSResult> Best;
    for (int64_t Steps : KernelStepCounts) {
      GauSOptions O = Opts;
      if (Opts.TimeLimit > 0) {
        O.TimeLimit = Limit.secondsLeft();
        if (O.TimeLimit <= 0)
          break;
      }
      if (interruptRequested())
        break;
      GauSResult R = gausSolveTwillGraph(P, Steps, 5 * Steps, O, I);
      if (R.Status == SolveStatus::Error)
        return R;
      if (!hasSolution(R.Status)) {
        if (!First)
          First = std::move(R);
        continue;
      }
      bool Better = !Best || R.Schedule.II < Best->Schedule.II ||
                    (R.Schedule.II == Best->Schedule.II &&
                     R.Schedule.Length < Best->Schedule.Length);
      if (Better)
        Best = std::move(R);
      if (Best->Schedule.II == I)
        break;
    }
    if (Best)
      return std::move(*Best);
    if (interruptRequested() || (Opts.TimeLimit > 0 && Limit.expired()))
      break;
  }
  if (First)
    return std::move(*First);
  GauSResult R;
  R.Status = SolveStatus::Timeout;
  R.Message = "no time left for GauS";
  return R;
}
