//===- Codegen.cpp - Pseudocode and CUDA skeletons from a pipeline --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Codegen/Codegen.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <optional>
#include <set>

using namespace twill;

std::vector<Channel> twill::channelsOf(const LoopPipeline &LP) {
  std::vector<Channel> Out;
  if (!LP.warpSpecialized())
    return Out;
  for (const Dependence &D : LP.graph().dependences()) {
    if (LP.group(D.Src) == LP.group(D.Dst))
      continue;
    // Parallel edges need one handshake, not two.
    if (llvm::any_of(Out, [&](const Channel &C) {
          return C.Src == D.Src && C.Dst == D.Dst && C.Distance == D.Distance;
        }))
      continue;
    Channel C;
    C.Src = D.Src;
    C.Dst = D.Dst;
    C.Distance = D.Distance;
    C.Name = printableText(LP.graph().op(D.Src).Name) + "_to_" +
             printableText(LP.graph().op(D.Dst).Name);
    if (D.Distance)
      C.Name += "_d" + std::to_string(D.Distance);
    Out.push_back(std::move(C));
  }
  return Out;
}

std::vector<PingPongTurn> twill::pingPongTurns(const LoopPipeline &LP) {
  std::vector<PingPongTurn> Out;
  for (const auto &[Unit, Groups] : LP.pingPongUnits()) {
    std::vector<OpId> Users;
    for (OpId V : LP.issueOrder())
      if (LP.graph().op(V).Reservation.unitCycles(Unit))
        Users.push_back(V);
    // The steady state repeats, so the turn order is cyclic.
    for (size_t K = 0; K < Users.size(); ++K) {
      OpId Prev = Users[(K + Users.size() - 1) % Users.size()];
      OpId Next = Users[(K + 1) % Users.size()];
      PingPongTurn T;
      T.Unit = Unit;
      T.Op = Users[K];
      T.Group = LP.group(Users[K]);
      T.NextGroup = LP.group(Next);
      T.WaitTurn = LP.group(Prev) != T.Group;
      T.PassTurn = T.NextGroup != T.Group;
      T.Wraps = K + 1 == Users.size();
      Out.push_back(T);
    }
  }
  return Out;
}

namespace {

/// Synchronization of one op, shared by both generators.
struct OpSync {
  std::vector<const Channel *> Consumes; ///< Channels the op waits on.
  std::vector<const Channel *> Produces; ///< Channels the op fills.
  std::vector<const PingPongTurn *> Turns;
};

std::vector<OpSync> syncOf(const LoopPipeline &LP,
                           const std::vector<Channel> &Channels,
                           const std::vector<PingPongTurn> &Turns) {
  std::vector<OpSync> Out(LP.graph().numOperations());
  for (const Channel &C : Channels) {
    Out[C.Dst].Consumes.push_back(&C);
    Out[C.Src].Produces.push_back(&C);
  }
  for (const PingPongTurn &T : Turns)
    Out[T.Op].Turns.push_back(&T);
  return Out;
}

/// An iteration in the pseudocode: an absolute number (Base empty) or
/// Base + Offset.
struct Iter {
  llvm::StringRef Base;
  int64_t Offset;
  Iter shifted(int64_t D) const { return {Base, Offset + D}; }
  /// False for absolute iterations that do not exist (j < 0).
  bool exists() const { return !Base.empty() || Offset >= 0; }
  std::string str() const {
    return Base.empty() ? std::to_string(Offset) : iterationLabel(Base, Offset);
  }
};

std::string turnBarrier(const std::string &Unit, unsigned Group) {
  return "turn." + printableText(Unit) + ".g" + std::to_string(Group);
}

/// Writes one window of a role: ops grouped by cycle, each cycle as its
/// waits, the ops (parallel issues joined by ‖) and the arrivals.
void emitWindow(const LoopPipeline &LP, llvm::ArrayRef<PipelineEntry> Entries,
                unsigned Group, llvm::StringRef Base, llvm::StringRef CyclePfx,
                const std::vector<OpSync> &Sync, bool Steady,
                llvm::raw_ostream &OS, llvm::StringRef Indent) {
  int64_t C = LP.schedule().copies();
  std::map<int64_t, std::vector<PipelineEntry>> ByCycle;
  for (const PipelineEntry &E : Entries)
    if (LP.group(E.Op) == Group)
      ByCycle[E.Cycle].push_back(E);
  size_t LabelW = 0;
  for (const auto &KV : ByCycle)
    LabelW =
        std::max(LabelW, CyclePfx.size() + std::to_string(KV.first).size() + 1);
  for (const auto &[Cycle, Es] : ByCycle) {
    std::vector<std::string> Pre, Post, Issue;
    for (const PipelineEntry &E : Es) {
      Iter J{Base, E.Iteration};
      const OpSync &S = Sync[E.Op];
      for (const PingPongTurn *T : S.Turns)
        if (Steady && T->WaitTurn)
          Pre.push_back("bar.sync   " + turnBarrier(T->Unit, T->Group));
      for (const Channel *Ch : S.Consumes) {
        Iter From = J.shifted(-Ch->Distance);
        if (From.exists())
          Pre.push_back("wait       full." + Ch->Name + "[slot(" + From.str() +
                        ")]");
      }
      for (const Channel *Ch : S.Produces)
        if (!Base.empty() || J.Offset >= C)
          Pre.push_back(
              "wait       empty." + Ch->Name + "[slot(" + J.str() + ")]" +
              (Base.empty()
                   ? ""
                   : "   // once " + J.str() + " >= " + std::to_string(C)));
      Issue.push_back(printableText(LP.graph().op(E.Op).Name) + "(" + J.str() +
                      ")");
      for (const Channel *Ch : S.Produces)
        Post.push_back("arrive     full." + Ch->Name + "[slot(" + J.str() +
                       ")]");
      for (const Channel *Ch : S.Consumes) {
        Iter From = J.shifted(-Ch->Distance);
        if (From.exists())
          Post.push_back("arrive     empty." + Ch->Name + "[slot(" +
                         From.str() + ")]");
      }
      for (const PingPongTurn *T : S.Turns)
        if (Steady && T->PassTurn)
          Post.push_back(
              "bar.arrive " + turnBarrier(T->Unit, T->NextGroup) +
              (T->Wraps ? "   // unless i = N-" + std::to_string(LP.numStages())
                        : std::string()));
    }
    std::string Label = (CyclePfx + std::to_string(Cycle) + ":").str();
    Label.resize(LabelW, ' ');
    std::string Pad(LabelW + 1, ' ');
    for (const std::string &L : Pre)
      OS << Indent << Pad << L << "\n";
    OS << Indent << Label << " " << llvm::join(Issue, " \u2016 ") << "\n";
    for (const std::string &L : Post)
      OS << Indent << Pad << L << "\n";
  }
}

} // namespace

void twill::emitPseudocode(const LoopPipeline &LP, llvm::raw_ostream &OS) {
  const ModuloSchedule &S = LP.schedule();
  std::vector<Channel> Channels = channelsOf(LP);
  std::vector<PingPongTurn> Turns = pingPongTurns(LP);
  std::vector<OpSync> Sync = syncOf(LP, Channels, Turns);
  OS << "// " << printableText(LP.problem().Name) << ": I=" << S.II
     << " cycles, "
     << LP.numStages() << " stage(s), " << S.copies()
     << " copies; N iterations, N >= " << LP.numStages() << "\n";
  OS << "// op(j) issues op of iteration j; A \u2016 B issue in the same "
        "cycle; slot(j) = j mod "
     << S.copies() << "\n";
  if (!Channels.empty()) {
    OS << "// mbarrier rings (" << S.copies() << " slots each, full + empty):";
    for (const Channel &C : Channels)
      OS << " " << C.Name;
    OS << "\n";
  }
  for (const auto &[Unit, Groups] : LP.pingPongUnits()) {
    OS << "// ping-pong on " << printableText(Unit) << " (named barriers):";
    for (unsigned G : Groups)
      OS << " " << turnBarrier(Unit, G);
    OS << "\n";
  }
  if (!Turns.empty())
    OS << "// ping-pong turns are taken in the steady state; the prologue and "
          "epilogue run unordered\n";
  auto Prologue = LP.prologue(), Steady = LP.steadyState(),
       Epilogue = LP.epilogue();
  for (unsigned G : LP.groups()) {
    OS << "\n";
    if (LP.warpSpecialized()) {
      unsigned W = LP.warpsPerGroup();
      OS << "warp group " << G << " (" << LP.roleName(G) << "), warps " << G * W
         << "-" << G * W + W - 1;
      // Ops of a single warp say which one.
      std::string OnWarps;
      for (OpId V : LP.opsOfGroup(G))
        if (!LP.graph().op(V).NeedsWarpGroup)
          OnWarps += (OnWarps.empty() ? "" : ", ") +
                     printableText(LP.graph().op(V).Name) +
                     " on warp " + std::to_string(LP.warp(V));
      OS << (OnWarps.empty() ? "" : " (" + OnWarps + ")") << ":\n";
    } else {
      OS << "all warps (no warp specialization):\n";
    }
    bool HasPro = llvm::any_of(
        Prologue, [&](const PipelineEntry &E) { return LP.group(E.Op) == G; });
    bool HasEpi = llvm::any_of(
        Epilogue, [&](const PipelineEntry &E) { return LP.group(E.Op) == G; });
    if (HasPro) {
      OS << "  prologue:\n";
      emitWindow(LP, Prologue, G, "", "cycle ", Sync, false, OS, "    ");
    }
    // The wrapping turn of the window before the first one.
    for (const PingPongTurn &T : Turns)
      if (T.Wraps && T.PassTurn && T.Group == G)
        OS << "  bar.arrive " << turnBarrier(T.Unit, T.NextGroup)
           << "   // first turn on " << printableText(T.Unit) << "\n";
    OS << "  for i = 0 .. N-" << LP.numStages() << ":   // steady state, "
       << S.II << "-cycle window\n";
    emitWindow(LP, Steady, G, "i", "+", Sync, true, OS, "    ");
    if (HasEpi) {
      OS << "  epilogue:\n";
      emitWindow(LP, Epilogue, G, "N", "+", Sync, false, OS, "    ");
    }
  }
}

//===----------------------------------------------------------------------===//
// CUDA skeleton
//===----------------------------------------------------------------------===//

namespace {

/// A C identifier from \p Name.
std::string ident(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += llvm::isAlnum(C) ? C : '_';
  if (Out.empty() || llvm::isDigit(Out[0]))
    Out = "_" + Out;
  return Out;
}

/// \p Text as the inside of a string literal of an inline-asm template:
/// printable (no line break reaches the PTX), with `"` and `\` escaped for
/// C++ and `%` doubled for the asm operand syntax.
std::string asmStringText(llvm::StringRef Text) {
  std::string Out;
  for (char C : printableText(Text)) {
    if (C == '"' || C == '\\')
      Out += '\\';
    else if (C == '%')
      Out += '%';
    Out += C;
  }
  return Out;
}

/// What the placeholder of an op of kind \p Kind stands for.
std::string instructionFor(llvm::StringRef Kind, bool Blackwell) {
  if (Kind == "gemm")
    return Blackwell ? "tcgen05.mma" : "wgmma.mma_async";
  if (Kind == "tma_load")
    return "cp.async.bulk.tensor (TMA)";
  if (Kind == "exp")
    return "ex2.approx (MUFU)";
  if (Kind == "rowmax" || Kind == "rowsum")
    return "shfl + fmax/fadd row reduction";
  if (Kind == "rescale")
    return "fmul of the O accumulator";
  if (Kind == "tmem_ld")
    return "tcgen05.ld";
  if (Kind == "tmem_st")
    return "tcgen05.st";
  if (Kind == "correction")
    return "tcgen05.ld + fmul + tcgen05.st";
  if (Kind == "atomic_add")
    return "red.global.add";
  return Kind.empty() ? "op" : Kind.str();
}

const char *CudaPrelude =
    R"(__device__ __forceinline__ uint32_t smem_u32(const void *Ptr) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(Ptr));
}

__device__ __forceinline__ void mbar_init(uint64_t *Bar, uint32_t Count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_u32(Bar)),
               "r"(Count)
               : "memory");
}

__device__ __forceinline__ void mbar_fence_init() {
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

__device__ __forceinline__ void mbar_arrive(uint64_t *Bar) {
  asm volatile("{\n\t.reg .b64 state;\n\t"
               "mbarrier.arrive.shared::cta.b64 state, [%0];\n\t}" ::"r"(
                   smem_u32(Bar))
               : "memory");
}

/// Spins until the phase with parity \p Parity of \p Bar has completed.
__device__ __forceinline__ void mbar_wait(uint64_t *Bar, uint32_t Parity) {
  asm volatile("{\n\t.reg .pred done;\n\t"
               "twill_wait:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n\t"
               "@!done bra twill_wait;\n\t}" ::"r"(smem_u32(Bar)),
               "r"(Parity)
               : "memory");
}

/// Named barriers (ids 1..15; 0 is __syncthreads).
__device__ __forceinline__ void named_bar_sync(uint32_t Id, uint32_t Threads) {
  asm volatile("bar.sync %0, %1;" ::"r"(Id), "r"(Threads) : "memory");
}

__device__ __forceinline__ void named_bar_arrive(uint32_t Id,
                                                 uint32_t Threads) {
  asm volatile("bar.arrive %0, %1;" ::"r"(Id), "r"(Threads) : "memory");
}

)";

} // namespace

namespace {

/// Writes the CUDA skeleton of one pipeline: the header and constants, the
/// shared-memory rings, one placeholder per op, the named-barrier ids, then
/// the kernel (one case per warp group, one issue block per op) and its
/// launcher.
class CudaWriter {
public:
  CudaWriter(const LoopPipeline &LP, const CudaOptions &Opts,
             llvm::raw_ostream &OS)
      : LP(LP), Opts(Opts), OS(OS), S(LP.schedule()), G(LP.graph()),
        Blackwell(Opts.Arch == "sm_100a"), Channels(channelsOf(LP)),
        Turns(pingPongTurns(LP)), Sync(syncOf(LP, Channels, Turns)),
        NumGroups(LP.groups().empty() ? 1 : LP.groups().back() + 1),
        WPG(LP.warpsPerGroup()), Name(ident(LP.problem().Name)) {
    nameIdentifiers();
  }

  void write() {
    writeHeader();
    writeRings();
    for (OpId V = 0; V < G.numOperations(); ++V)
      writeOpPlaceholder(V);
    writeTurnIds();
    OS << "\n} // namespace twill_" << Name << "\n\n";
    OS << "using namespace twill_" << Name << ";\n\n";
    writeKernelEntry();
    OS << "  switch (warp_group) {\n";
    for (unsigned Gr : LP.groups())
      writeGroupCase(Gr);
    OS << "  default:\n    break; // warp groups the schedule leaves idle\n";
    OS << "  }\n}\n\n";
    writeLauncher();
  }

private:
  /// C identifiers for ops and channels, made unique (names that differ
  /// only in punctuation would collide); named-barrier ids for the
  /// ping-pong turns, with an identifier per unit.
  void nameIdentifiers() {
    std::set<std::string> Taken;
    auto Unique = [&](std::string Id) {
      std::string Base = Id;
      for (unsigned K = 2; !Taken.insert(Id).second; ++K)
        Id = Base + "_" + std::to_string(K);
      return Id;
    };
    for (OpId V = 0; V < G.numOperations(); ++V)
      OpIdent.push_back(Unique(ident(G.op(V).Name)));
    for (const Channel &C : Channels)
      ChIdent[&C] = Unique(ident(C.Name));
    for (const auto &[Unit, Groups] : LP.pingPongUnits())
      for (unsigned Gr : Groups)
        TurnId.insert({{Unit, Gr}, unsigned(TurnId.size() + 1)});
    // Units whose names differ only in punctuation get distinct identifiers.
    std::set<std::string> UnitTaken;
    for (const auto &[Key, Id] : TurnId)
      if (!UnitIdent.count(Key.first)) {
        std::string Base = ident(Key.first), Id2 = Base;
        for (unsigned K = 2; !UnitTaken.insert(Id2).second; ++K)
          Id2 = Base + "_" + std::to_string(K);
        UnitIdent[Key.first] = Id2;
      }
  }

  void writeHeader() {
    OS << "// Generated by `twill codegen --emit cuda` for " << Opts.Arch
       << ": " << printableText(LP.problem().Name) << ".\n"
       << "// A skeleton, not a finished kernel: the role dispatch, the "
          "shared-memory\n"
       << "// rings, the mbarrier handshakes and the named barriers follow the "
          "schedule;\n"
       << "// every op is an inline-PTX placeholder marked `twill op`.\n"
       << "// Schedule: I=" << S.II << ", L=" << S.Length << ", "
       << LP.numStages() << " stage(s), " << S.copies() << " copies.\n";
    // A named namespace: nvcc warns about unused helpers in an anonymous one.
    OS << "#include <cstdint>\n\nnamespace twill_" << Name << " {\n\n";
    OS << CudaPrelude;
    OS << "constexpr int kCopies = " << S.copies()
       << ";      // ring slots: the schedule's copy count\n";
    OS << "constexpr int kStages = " << LP.numStages()
       << ";      // pipeline stages (windows an iteration spans)\n";
    OS << "constexpr int kWarpGroups = " << NumGroups << ";\n";
    OS << "constexpr int kThreads = kWarpGroups * " << WPG * 32 << ";\n";
  }

  /// Shared-memory rings for the ops whose results live in shared memory.
  void writeRings() {
    int64_t Offset = 0;
    for (OpId V = 0; V < G.numOperations(); ++V) {
      auto It = G.op(V).Footprint.find("smem");
      if (It == G.op(V).Footprint.end() || It->second <= 0)
        continue;
      RingOffset[V] = Offset;
      OS << "constexpr int kBytes_" << OpIdent[V] << " = " << It->second
         << ";\n";
      OS << "constexpr int kRing_" << OpIdent[V] << " = " << Offset
         << ";   // kCopies slots of kBytes_" << OpIdent[V] << "\n";
      Offset += ((It->second + 127) / 128) * 128 * S.copies();
    }
    OS << "/// Dynamic shared memory to launch with.\n";
    OS << "constexpr int kSharedBytes = " << Offset << ";\n\n";
  }

  /// One placeholder per op.
  void writeOpPlaceholder(OpId V) {
    const Operation &Op = G.op(V);
    std::string Id = OpIdent[V];
    OS << "/// " << printableText(Op.Name) << ": "
       << (Op.Kind.empty() ? "op" : printableText(Op.Kind)) << " on "
       << (LP.unitOf(V).empty() ? "no unit" : printableText(LP.unitOf(V)))
       << ", "
       << Op.cycles() << " cycles, start " << S.Start[V] << " (stage "
       << LP.stage(V) << ")";
    if (LP.warpSpecialized())
      OS << ", warp " << LP.warp(V) << " (group " << LP.group(V) << ")";
    OS << ".\n";
    OS << "__device__ __forceinline__ void op_" << Id
       << "(int iteration, int slot, unsigned char *smem) {\n";
    if (RingOffset.count(V))
      OS << "  unsigned char *buffer = smem + kRing_" << Id
         << " + slot * ((kBytes_" << Id << " + 127) / 128 * 128);\n";
    else
      OS << "  unsigned char *buffer = smem;\n";
    OS << "  asm volatile(\"// twill op " << asmStringText(Op.Name) << ": "
       << asmStringText(instructionFor(Op.Kind, Blackwell))
       << ", iteration %0, slot %1, buffer %2\" ::\"r\"(iteration), "
          "\"r\"(slot), \"r\"(smem_u32(buffer)) : \"memory\");\n";
    OS << "}\n\n";
  }

  /// Named barrier ids for ping-pong turns.
  void writeTurnIds() {
    for (const auto &[Key, Id] : TurnId)
      OS << "constexpr uint32_t kTurn_" << UnitIdent[Key.first] << "_g"
         << Key.second << " = " << Id << ";   // named barrier: group "
         << Key.second << "'s turn on " << printableText(Key.first) << "\n";
  }

  /// The kernel's signature, barriers and their initialization.
  void writeKernelEntry() {
    OS << "/// Launch with kThreads threads and kSharedBytes of dynamic shared "
          "memory.\n";
    OS << "__global__ void __launch_bounds__(kThreads, 1)\n"
       << "twill_" << Name << "_kernel(int num_iterations) {\n";
    OS << "  extern __shared__ __align__(128) unsigned char smem[];\n";
    for (const Channel &C : Channels)
      OS << "  __shared__ __align__(8) uint64_t full_" << ChIdent[&C]
         << "[kCopies], empty_" << ChIdent[&C] << "[kCopies];\n";
    OS << "  const int warp_group = threadIdx.x / " << WPG * 32 << ";\n";
    OS << "  const int warp = threadIdx.x / 32;\n";
    OS << "  const bool lane0 = threadIdx.x % 32 == 0;\n";
    OS << "  const int n = num_iterations;\n";
    OS << "  (void)warp;\n  (void)lane0;\n";
    if (!Channels.empty()) {
      OS << "  if (threadIdx.x == 0) {\n"
         << "    for (int s = 0; s < kCopies; ++s) {\n";
      for (const Channel &C : Channels)
        OS << "      mbar_init(&full_" << ChIdent[&C] << "[s], 1);\n"
           << "      mbar_init(&empty_" << ChIdent[&C] << "[s], 1);\n";
      OS << "    }\n    mbar_fence_init();\n  }\n";
    }
    OS << "  __syncthreads();\n\n";
    OS << "  // Window k issues op v of iteration k - stage(v): windows 0.."
       << LP.maxStage() - 1
       << " are the prologue,\n  // the last kStages-1 the epilogue.\n";
  }

  /// The case of warp group \p Gr: its window loop and its ops.
  void writeGroupCase(unsigned Gr) {
    OS << "  case " << Gr << ": { // " << LP.roleName(Gr) << "\n";
    OS << "    for (int k = 0; k < n + kStages - 1; ++k) {\n";
    OS << "      const bool steady = k >= kStages - 1 && k < n;\n";
    OS << "      (void)steady;\n";
    for (const PingPongTurn &T : Turns)
      if (T.Wraps && T.PassTurn && T.Group == Gr)
        OS << "      if (k == kStages - 1) // first turn on "
           << printableText(T.Unit) << "\n"
           << "        named_bar_arrive(kTurn_" << UnitIdent[T.Unit] << "_g"
           << T.NextGroup << ", " << 2 * WPG * 32 << ");\n";
    for (OpId V : LP.opsOfGroup(Gr))
      writeOpIssue(V);
    OS << "    }\n    break;\n  }\n";
  }

  /// Op \p V in its window: the waits, the op, the arrivals.
  void writeOpIssue(OpId V) {
    const Operation &Op = G.op(V);
    std::string Issuer = !LP.warpSpecialized() || Op.NeedsWarpGroup
                             ? std::string("true")
                             : "warp == " + std::to_string(LP.warp(V));
    std::string Elected =
        !LP.warpSpecialized() || Op.NeedsWarpGroup
            ? "threadIdx.x % " + std::to_string(WPG * 32) + " == 0"
            : std::string("lane0");
    OS << "      // +" << LP.residue(V) << ": " << printableText(Op.Name)
       << " (stage "
       << LP.stage(V) << ")\n";
    OS << "      if (" << Issuer << ") {\n";
    OS << "        const int j = k - " << LP.stage(V) << ";\n";
    OS << "        if (j >= 0 && j < n) {\n";
    OS << "          const int slot = j % kCopies;\n";
    writeWaits(Sync[V]);
    OS << "          op_" << OpIdent[V] << "(j, slot, smem);\n";
    writeArrivals(Sync[V], Elected);
    OS << "        }\n      }\n";
  }

  /// Before an op: its turn, its inputs full, its output slots empty.
  void writeWaits(const OpSync &Sy) {
    for (const PingPongTurn *T : Sy.Turns)
      if (T->WaitTurn)
        OS << "          if (steady)\n            named_bar_sync(kTurn_"
           << UnitIdent[T->Unit] << "_g" << T->Group << ", " << 2 * WPG * 32
           << ");\n";
    for (const Channel *C : Sy.Consumes)
      OS << "          if (j - " << C->Distance << " >= 0)\n"
         << "            mbar_wait(&full_" << ChIdent[C] << "[(j - "
         << C->Distance << ") % kCopies], ((j - " << C->Distance
         << ") / kCopies) & 1);\n";
    for (const Channel *C : Sy.Produces)
      OS << "          if (j >= kCopies)\n"
         << "            mbar_wait(&empty_" << ChIdent[C]
         << "[slot], ((j / kCopies) - 1) & 1);\n";
  }

  /// After an op: its outputs full, its inputs' slots empty, the turn
  /// passed on.
  void writeArrivals(const OpSync &Sy, const std::string &Elected) {
    for (const Channel *C : Sy.Produces)
      OS << "          if (" << Elected << ")\n"
         << "            mbar_arrive(&full_" << ChIdent[C] << "[slot]);\n";
    for (const Channel *C : Sy.Consumes)
      OS << "          if (j - " << C->Distance << " >= 0 && " << Elected
         << ")\n"
         << "            mbar_arrive(&empty_" << ChIdent[C] << "[(j - "
         << C->Distance << ") % kCopies]);\n";
    for (const PingPongTurn *T : Sy.Turns)
      if (T->PassTurn)
        OS << "          if (steady" << (T->Wraps ? " && k + 1 < n" : "")
           << ")\n            named_bar_arrive(kTurn_" << UnitIdent[T->Unit]
           << "_g" << T->NextGroup << ", " << 2 * WPG * 32 << ");\n";
  }

  void writeLauncher() {
    OS << "/// Launches one CTA of the skeleton.\n"
       << "inline cudaError_t twill_" << Name
       << "_launch(int num_iterations, cudaStream_t stream = 0) {\n"
       << "  cudaFuncSetAttribute(twill_" << Name
       << "_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, "
          "kSharedBytes);\n"
       << "  twill_" << Name
       << "_kernel<<<1, kThreads, kSharedBytes, stream>>>(num_iterations);\n"
       << "  return cudaGetLastError();\n}\n";
  }

  const LoopPipeline &LP;
  const CudaOptions &Opts;
  llvm::raw_ostream &OS;
  const ModuloSchedule &S;
  const DependenceGraph &G;
  bool Blackwell;
  // Sync points into Channels and Turns: the writer is neither copied nor
  // moved.
  std::vector<Channel> Channels;
  std::vector<PingPongTurn> Turns;
  std::vector<OpSync> Sync;
  unsigned NumGroups;
  unsigned WPG;
  std::string Name;
  std::vector<std::string> OpIdent;
  std::map<const Channel *, std::string> ChIdent;
  std::map<OpId, int64_t> RingOffset;
  std::map<std::pair<std::string, unsigned>, unsigned> TurnId;
  std::map<std::string, std::string> UnitIdent;
};

} // namespace

void twill::emitCudaSkeleton(const LoopPipeline &LP, const CudaOptions &Opts,
                             llvm::raw_ostream &OS) {
  CudaWriter(LP, Opts, OS).write();
}
