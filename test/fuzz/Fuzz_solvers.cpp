//===- Fuzz_solvers.cpp - libFuzzer target for the schedulers -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns arbitrary bytes into a small valid modulo-scheduling problem (up to
/// 7 ops, 3 units, latencies up to 9, loop-carried edges, sometimes warps)
/// and runs the three solvers on it with tiny time limits: minimizeII
/// (`twill modulo`), solveTwill on the raw costs without warp
/// specialization (`twill solve --no-ws --normalize-U 0`) and GauS (`twill
/// gaus`). It aborts when
///  - a returned schedule fails the independent verifier;
///  - a result claims `optimal` below MII, or another solver (or Rau's
///    heuristic) holds a verified schedule at a smaller I than an `optimal`
///    one: an optimum without a proof;
///  - minimizeII claims every I up to its bound infeasible while a verified
///    schedule exists within the bound;
///  - with TWILL_FUZZ_CHECK_DEADLINE=1 in the environment (scripts/run-
///    fuzzers.sh sets it; the ctest smoke run does not, as a loaded machine
///    would make it flaky), a solver overruns its limit by more than 0.5 s.
/// The answers may depend on the time limits; the checks do not.
///
//===----------------------------------------------------------------------===//

#include "twill/Analysis/Bounds.h"
#include "twill/GauS/GauS.h"
#include "twill/Model/Problem.h"
#include "twill/Twill/ModuloScheduler.h"
#include "twill/Twill/TwillSolver.h"
#include "twill/Verifier/Verifier.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

using namespace twill;

namespace {

/// Reads bytes one at a time; zeros once they run out.
struct ByteReader {
  const uint8_t *Data;
  size_t Size, Pos = 0;
  unsigned next() { return Pos < Size ? Data[Pos++] : 0; }
  /// A value in [0, N).
  unsigned below(unsigned N) { return N ? next() % N : 0; }
};

Problem makeProblem(ByteReader &B) {
  Problem P("fuzz");
  unsigned NumUnits = 1 + B.below(3);
  for (unsigned U = 0; U < NumUnits; ++U) {
    // Capacity 1..3, or unlimited.
    unsigned C = B.below(4);
    P.Units.push_back({"u" + std::to_string(U), C == 0 ? -1 : int64_t(C), ""});
  }
  bool Warps = B.below(4) == 0;
  if (Warps)
    P.Warps = WarpConfig{8, 4, 255};
  unsigned NumOps = 1 + B.below(7);
  for (unsigned V = 0; V < NumOps; ++V) {
    Operation Op;
    Op.Name = "op" + std::to_string(V);
    Op.Latency = B.below(10);
    unsigned Unit = B.below(NumUnits + 1); // NumUnits: no unit.
    unsigned Cycles = B.below(4);
    if (Unit < NumUnits && Cycles > 0)
      Op.Reservation = ReservationTable::block(P.Units[Unit].Name, Cycles);
    if (Warps)
      Op.Registers = B.below(32); // 7 ops stay below the limit 255.
    P.Graph.addOperation(std::move(Op));
  }
  unsigned NumDeps = B.below(2 * NumOps + 1);
  for (unsigned E = 0; E < NumDeps; ++E) {
    OpId A = B.below(NumOps), C = B.below(NumOps);
    int64_t Delay = B.below(10);
    // Zero distance only forward (A < C), so no zero-distance cycle.
    int64_t Distance = A < C ? B.below(3) : 1 + B.below(2);
    P.Graph.addDependence(A, C, Delay, Distance);
  }
  return P;
}

[[noreturn]] void failWith(const std::string &Msg, const Problem &P) {
  std::fprintf(stderr, "fuzz-solvers: %s (problem: %u ops, %zu deps)\n",
               Msg.c_str(), P.Graph.numOperations(),
               P.Graph.dependences().size());
  std::abort();
}

bool checkDeadlines() {
  const char *E = std::getenv("TWILL_FUZZ_CHECK_DEADLINE");
  return E && E[0] == '1';
}

double secondsSince(std::chrono::steady_clock::time_point T0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - T0)
      .count();
}

void checkTime(const char *Who, double Seconds, double Limit,
               const Problem &P) {
  if (checkDeadlines() && Seconds > Limit + 0.5)
    failWith(std::string(Who) + " took " + std::to_string(Seconds) +
                 " s at a limit of " + std::to_string(Limit) + " s",
             P);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ByteReader B{Data, Size};
  double Limit = 0.02 * (1 + B.below(5)); // 0.02 .. 0.1 s
  Problem P = makeProblem(B);
  if (llvm::Error E = P.check()) {
    // The generator only makes valid problems.
    failWith("generated an invalid problem: " + llvm::toString(std::move(E)),
             P);
  }
  auto Bounds = computeMIIBounds(P);
  if (!Bounds)
    failWith("bounds failed: " + llvm::toString(Bounds.takeError()), P);
  const int64_t MII = Bounds->MII;

  // The least I at which some solver holds a verified schedule, and the
  // least I claimed optimal.
  std::optional<int64_t> LeastFound, Optimum;
  auto Found = [&](const char *Who, const ModuloSchedule &S, bool Optimal) {
    VerificationResult VR = verifySchedule(P, S);
    if (!VR.ok())
      failWith(std::string(Who) + " returned a schedule the verifier rejects",
               P);
    if (!LeastFound || S.II < *LeastFound)
      LeastFound = S.II;
    if (Optimal) {
      if (S.II < MII)
        failWith(std::string(Who) + " claims optimal below MII", P);
      if (Optimum && *Optimum != S.II)
        failWith(std::string(Who) + " claims optimal I = " +
                     std::to_string(S.II) + ", another solver I = " +
                     std::to_string(*Optimum),
                 P);
      Optimum = S.II;
    }
  };

  // twill modulo.
  IISearchOptions MO;
  MO.TimeLimit = Limit;
  MO.Backend = MILPBackend::CBC;
  auto T0 = std::chrono::steady_clock::now();
  IISearchResult M = minimizeII(P, MO);
  checkTime("minimizeII", secondsSince(T0), Limit, P);
  if (hasSolution(M.Status))
    Found("minimizeII", M.Schedule, M.Status == SolveStatus::Optimal);
  int64_t MaxII = MII + int64_t(P.Graph.numOperations()) + 16;
  bool ClaimsNone = M.Status == SolveStatus::Infeasible;

  // twill solve --no-ws --normalize-U 0 (raw costs: comparable I).
  TwillOptions TO;
  TO.TimeLimit = Limit;
  TO.NormalizeU = 0;
  TO.WarpSpecialize = false;
  TO.Threads = 1;
  T0 = std::chrono::steady_clock::now();
  auto T = solveTwill(P, TO);
  checkTime("solveTwill", secondsSince(T0), Limit, P);
  if (!T)
    failWith("solveTwill failed: " + llvm::toString(T.takeError()), P);
  if (hasSolution(T->Status))
    Found("solveTwill", T->Schedule, T->Status == SolveStatus::Optimal);

  // twill gaus, at MII (a heuristic: never optimal).
  GauSOptions GO;
  GO.TimeLimit = Limit;
  GO.Threads = 1;
  GO.Progress = false;
  GO.Seed = B.next();
  int64_t D = 4 * (MII + 10) * int64_t(P.Graph.numOperations() + 1);
  GauSSolver G(P, D);
  G.options() = GO;
  T0 = std::chrono::steady_clock::now();
  GauSResult GR = G.solveModulo(MII, 0, 200);
  checkTime("GauS", secondsSince(T0), Limit, P);
  if (GR.Status == SolveStatus::Optimal)
    failWith("GauS claims optimal", P);
  if (hasSolution(GR.Status))
    Found("GauS", GR.Schedule, /*Optimal=*/false);

  // Rau's heuristic at a few I from MII: more witnesses, no time limit
  // needed (its budget is bounded).
  for (int64_t II = MII; II < MII + 3; ++II)
    if (auto H = iterativeModuloSchedule(P, II)) {
      Found("iterativeModuloSchedule", *H, /*Optimal=*/false);
      break;
    }

  if (Optimum && LeastFound && *LeastFound < *Optimum)
    failWith("optimal I = " + std::to_string(*Optimum) +
                 " without proof: a verified schedule exists at I = " +
                 std::to_string(*LeastFound),
             P);
  if (ClaimsNone && LeastFound && *LeastFound <= MaxII)
    failWith("minimizeII claims every I infeasible, but a verified schedule "
             "exists at I = " +
                 std::to_string(*LeastFound),
             P);
  return 0;
}
