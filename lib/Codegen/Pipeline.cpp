//===- Pipeline.cpp - Prologue, steady state and epilogue of a schedule ---===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Codegen/Pipeline.h"
#include "twill/Model/Limits.h"
#include "twill/Model/StableSort.h"

#include "llvm/ADT/StringExtras.h"
#include "twill/Verifier/Verifier.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <map>
#include <set>

using namespace twill;

llvm::Expected<LoopPipeline> LoopPipeline::create(const Problem &P,
                                                  const ModuloSchedule &S) {
  if (llvm::Error E = verifyScheduleOrError(P, S))
    return llvm::joinErrors(
        llvm::createStringError(llvm::inconvertibleErrorCode(),
                                "refusing to render an invalid schedule of '" +
                                    P.Name + "'"),
        std::move(E));
  LoopPipeline LP;
  LP.P = &P;
  LP.S = &S;
  unsigned N = P.Graph.numOperations();
  LP.MaxStage = S.numStages() - 1;
  for (OpId V = 0; V < N; ++V)
    LP.Order.push_back(V);
  // The prologue and epilogue unroll every stage.
  if (LP.MaxStage + 1 > MaxPipelineStages)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "the schedule of '" + P.Name + "' spans " +
            std::to_string(LP.MaxStage + 1) + " stages, above the limit of " +
            std::to_string(MaxPipelineStages));
  stableSort(LP.Order, [&](OpId A, OpId B) {
    return LP.residue(A) < LP.residue(B);
  });
  std::set<unsigned> Gs;
  for (OpId V = 0; V < N; ++V)
    Gs.insert(LP.group(V));
  LP.Groups.assign(Gs.begin(), Gs.end());
  return LP;
}

unsigned LoopPipeline::warpsPerGroup() const {
  return P->Warps && P->Warps->WarpsPerGroup ? P->Warps->WarpsPerGroup : 4;
}

unsigned LoopPipeline::warp(OpId V) const {
  return S->Warps ? S->Warps->Warp[V] : 0;
}

unsigned LoopPipeline::group(OpId V) const { return warp(V) / warpsPerGroup(); }

std::vector<OpId> LoopPipeline::opsOfGroup(unsigned G) const {
  std::vector<OpId> Out;
  for (OpId V : Order)
    if (group(V) == G)
      Out.push_back(V);
  return Out;
}

std::string LoopPipeline::roleName(unsigned G) const {
  if (!warpSpecialized())
    return "all warps";
  std::set<std::string> Kinds;
  bool AllLoads = true;
  for (OpId V : opsOfGroup(G)) {
    const Operation &Op = graph().op(V);
    Kinds.insert(Op.Kind);
    AllLoads &= Op.Kind == "tma_load";
  }
  if (AllLoads)
    return "producer";
  // Name the role after what a reader of the paper's listings expects.
  std::vector<std::string> Parts;
  if (Kinds.count("gemm"))
    Parts.push_back("MMA");
  if (Kinds.count("exp") || Kinds.count("rowmax") || Kinds.count("rowsum") ||
      Kinds.count("tmem_ld") || Kinds.count("tmem_st"))
    Parts.push_back("softmax");
  if (Kinds.count("rescale") || Kinds.count("correction"))
    Parts.push_back("correction");
  if (Kinds.count("tma_load"))
    Parts.push_back("loads");
  if (Kinds.count("elementwise"))
    Parts.push_back("elementwise");
  if (Kinds.count("atomic_add"))
    Parts.push_back("reduction");
  if (Parts.empty())
    for (const std::string &K : Kinds)
      Parts.push_back(K.empty() ? "ops" : printableText(K));
  std::string Out;
  for (const std::string &Part : Parts)
    Out += (Out.empty() ? "" : " + ") + Part;
  return Out;
}

llvm::StringRef LoopPipeline::unitOf(OpId V) const {
  const ReservationTable &R = graph().op(V).Reservation;
  return R.Uses.empty() ? llvm::StringRef() : llvm::StringRef(R.Uses[0].Unit);
}

std::vector<std::string> LoopPipeline::usedUnits() const {
  std::vector<std::string> Out;
  for (const FunctionalUnit &U : P->Units)
    for (const Operation &Op : graph().operations())
      if (Op.Reservation.unitCycles(U.Name)) {
        Out.push_back(U.Name);
        break;
      }
  return Out;
}

std::vector<PipelineEntry> LoopPipeline::prologue() const {
  std::vector<PipelineEntry> Out;
  for (int64_t W = 0; W < MaxStage; ++W)
    for (OpId V : Order)
      if (stage(V) <= W)
        Out.push_back({V, W * ii() + residue(V), W - stage(V)});
  return Out;
}

std::vector<PipelineEntry> LoopPipeline::steadyState() const {
  std::vector<PipelineEntry> Out;
  for (OpId V : Order)
    Out.push_back({V, residue(V), MaxStage - stage(V)});
  return Out;
}

std::vector<PipelineEntry> LoopPipeline::epilogue() const {
  std::vector<PipelineEntry> Out;
  // Window N + E issues v of iteration N + E - stage(v) when that is < N.
  for (int64_t E = 0; E < MaxStage; ++E)
    for (OpId V : Order)
      if (stage(V) > E)
        Out.push_back({V, E * ii() + residue(V), E - stage(V)});
  return Out;
}

std::vector<OpInstance> LoopPipeline::instances(int64_t NumIterations) const {
  std::vector<OpInstance> Out;
  for (int64_t K = 0; K < NumIterations; ++K)
    for (OpId V = 0; V < graph().numOperations(); ++V)
      Out.push_back({V, K, K * ii() + S->Start[V], graph().op(V).cycles()});
  stableSort(Out, [](const OpInstance &A, const OpInstance &B) {
    return A.Start < B.Start;
  });
  return Out;
}

std::vector<std::pair<std::string, std::vector<unsigned>>>
LoopPipeline::pingPongUnits() const {
  std::vector<std::pair<std::string, std::vector<unsigned>>> Out;
  if (!warpSpecialized())
    return Out;
  for (const FunctionalUnit &U : P->Units) {
    if (U.Capacity != 1)
      continue;
    bool HeldByGemm = false;
    for (const Operation &Op : graph().operations())
      HeldByGemm |= Op.Kind == "gemm" && Op.Reservation.unitCycles(U.Name);
    if (!HeldByGemm)
      continue;
    std::vector<unsigned> Gs;
    for (OpId V : Order)
      if (graph().op(V).Reservation.unitCycles(U.Name) &&
          std::find(Gs.begin(), Gs.end(), group(V)) == Gs.end())
        Gs.push_back(group(V));
    if (Gs.size() >= 2)
      Out.push_back({U.Name, Gs});
  }
  return Out;
}

std::string twill::iterationLabel(llvm::StringRef Base, int64_t Offset) {
  if (Offset == 0)
    return Base.str();
  return llvm::formatv("{0}{1}{2}", Base, Offset > 0 ? "+" : "-",
                       Offset > 0 ? Offset : -Offset)
      .str();
}

namespace {

void printEntries(const LoopPipeline &LP, llvm::ArrayRef<PipelineEntry> Es,
                  llvm::StringRef CyclePrefix, llvm::StringRef IterBase,
                  llvm::raw_ostream &OS) {
  for (const PipelineEntry &E : Es) {
    const Operation &Op = LP.graph().op(E.Op);
    std::string Iter = IterBase.empty() ? std::to_string(E.Iteration)
                                        : iterationLabel(IterBase, E.Iteration);
    std::string Group = LP.warpSpecialized() ? std::to_string(LP.group(E.Op))
                                             : std::string("-");
    std::string Unit = LP.unitOf(E.Op).empty() ? "-" : LP.unitOf(E.Op).str();
    OS << llvm::formatv("  {0,7}  {1,-12} {2,-9} {3,5}  {4,5}  {5}\n",
                        (CyclePrefix + std::to_string(E.Cycle)).str(), Op.Name,
                        Iter, LP.stage(E.Op), Group, Unit);
  }
}

} // namespace

std::string twill::printableText(llvm::StringRef Text) {
  std::string Out;
  for (unsigned char C : Text) {
    if (C >= 0x20 && C < 0x7f && C != '\\') {
      Out += char(C);
      continue;
    }
    Out += "\\x";
    Out += llvm::hexdigit(C >> 4, /*LowerCase=*/true);
    Out += llvm::hexdigit(C & 15, /*LowerCase=*/true);
  }
  return Out;
}

void twill::printPipelineTable(const LoopPipeline &LP, llvm::raw_ostream &OS) {
  const ModuloSchedule &S = LP.schedule();
  OS << "pipeline: " << printableText(LP.problem().Name) << "\n";
  OS << "I=" << S.II << " L=" << S.Length << " stages=" << LP.numStages()
     << " copies=" << S.copies() << "\n";
  auto Header = [&] {
    OS << llvm::formatv("  {0,7}  {1,-12} {2,-9} {3,5}  {4,5}  {5}\n", "cycle",
                        "op", "iteration", "stage", "group", "unit");
  };
  if (!LP.maxStage())
    OS << "prologue: none (one stage)\n";
  else
    OS << "prologue: " << LP.maxStage() << " window(s), cycles 0.."
       << LP.maxStage() * S.II - 1 << "\n";
  if (LP.maxStage()) {
    Header();
    printEntries(LP, LP.prologue(), "", "", OS);
  }
  OS << "steady state: one " << S.II
     << "-cycle window per iteration i = 0 .. N-" << LP.numStages() << "\n";
  Header();
  printEntries(LP, LP.steadyState(), "+", "i", OS);
  if (!LP.maxStage())
    OS << "epilogue: none (one stage)\n";
  else
    OS << "epilogue: " << LP.maxStage() << " window(s)\n";
  if (LP.maxStage()) {
    Header();
    printEntries(LP, LP.epilogue(), "+", "N", OS);
  }
}
