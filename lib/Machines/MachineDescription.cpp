//===- MachineDescription.cpp - Built-in machine descriptions -------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads the machine descriptions written in TableGen under machines/. The
/// build dumps every machine file with `llvm-tblgen --dump-json` and embeds
/// the dumps (MachineData.inc, generated); on first use they are parsed
/// with llvm::json into MachineDescription objects and checked for
/// consistency. The lookups the scheduler and the NVPTX plugin use live
/// here too.
///
//===----------------------------------------------------------------------===//

#include "twill/Machines/MachineDescription.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>

using namespace llvm;

namespace twill {
namespace {

/// One embedded `llvm-tblgen --dump-json` output.
struct EmbeddedJSON {
  const char *File;
  const unsigned char *Data;
  size_t Size;
};

#include "MachineData.inc"

/// The TableGen class names the loader reads (machines/TwillSchedule.td).
constexpr const char *MachineClass = "TwillMachine";
constexpr const char *UnitClass = "FunctionalUnit";
constexpr const char *MemoryClass = "Memory";
constexpr const char *ThroughputClass = "Throughput";
constexpr const char *InstrClassClass = "InstrClass";
constexpr const char *SassPipeClass = "SassPipe";
constexpr const char *SassOpClassClass = "SassOpClass";
constexpr const char *SassMemoryLatencyClass = "SassMemoryLatency";

/// SassKind by the name machines/*.td use, in enum order.
constexpr const char *SassKindNames[] = {
    "fp32",   "fp64",   "int",      "uniform", "mufu",    "conversion",
    "shuffle", "shared", "global",  "local",   "constant", "tensor",
    "tma",    "barrier", "special", "control"};

/// Reads typed fields of the records of one JSON dump, with errors that
/// name the file, record and field.
class DumpReader {
public:
  DumpReader(StringRef File, const json::Object &Root)
      : File(File), Root(Root) {}

  /// Names of the records deriving from \p Class, in the order they appear
  /// in the .td files (the dump itself lists them alphabetically).
  Expected<std::vector<StringRef>> defsOf(StringRef Class) const {
    std::vector<StringRef> Defs;
    const json::Object *InstanceOf = Root.getObject("!instanceof");
    if (!InstanceOf)
      return error("", "", "no !instanceof table");
    const json::Array *List = InstanceOf->getArray(Class);
    if (!List)
      return Defs; // No record of this class.
    for (const json::Value &V : *List) {
      std::optional<StringRef> Name = V.getAsString();
      if (!Name)
        return error("", "", "non-string entry in !instanceof");
      Defs.push_back(*Name);
    }
    std::map<StringRef, std::pair<std::string, unsigned>> Loc;
    for (StringRef Def : Defs)
      Loc[Def] = location(Def);
    llvm::sort(Defs, [&](StringRef A, StringRef B) {
      return std::tie(Loc[A], A) < std::tie(Loc[B], B);
    });
    return Defs;
  }

  Expected<int64_t> getInt(StringRef Def, StringRef Field) const {
    Expected<const json::Value *> V = field(Def, Field);
    if (!V)
      return V.takeError();
    if (std::optional<int64_t> I = (*V)->getAsInteger())
      return *I;
    return error(Def, Field, "expected an integer");
  }

  Expected<bool> getBit(StringRef Def, StringRef Field) const {
    Expected<int64_t> I = getInt(Def, Field);
    if (!I)
      return I.takeError();
    if (*I != 0 && *I != 1)
      return error(Def, Field, "expected a bit");
    return *I == 1;
  }

  Expected<std::string> getString(StringRef Def, StringRef Field) const {
    Expected<const json::Value *> V = field(Def, Field);
    if (!V)
      return V.takeError();
    if (std::optional<StringRef> S = (*V)->getAsString())
      return S->str();
    return error(Def, Field, "expected a string");
  }

  Expected<std::vector<std::string>> getStringList(StringRef Def,
                                                   StringRef Field) const {
    Expected<const json::Value *> V = field(Def, Field);
    if (!V)
      return V.takeError();
    const json::Array *A = (*V)->getAsArray();
    if (!A)
      return error(Def, Field, "expected a list");
    std::vector<std::string> Out;
    for (const json::Value &E : *A) {
      std::optional<StringRef> S = E.getAsString();
      if (!S)
        return error(Def, Field, "expected a list of strings");
      Out.push_back(S->str());
    }
    return Out;
  }

  Expected<std::vector<int64_t>> getIntList(StringRef Def,
                                            StringRef Field) const {
    Expected<const json::Value *> V = field(Def, Field);
    if (!V)
      return V.takeError();
    const json::Array *A = (*V)->getAsArray();
    if (!A)
      return error(Def, Field, "expected a list");
    std::vector<int64_t> Out;
    for (const json::Value &E : *A) {
      std::optional<int64_t> I = E.getAsInteger();
      if (!I)
        return error(Def, Field, "expected a list of integers");
      Out.push_back(*I);
    }
    return Out;
  }

  /// The name of the record a field of record type points at.
  Expected<StringRef> getDef(StringRef Def, StringRef Field) const {
    Expected<const json::Value *> V = field(Def, Field);
    if (!V)
      return V.takeError();
    if (const json::Object *O = (*V)->getAsObject())
      if (std::optional<StringRef> Name = O->getString("def"))
        return *Name;
    return error(Def, Field, "expected a record reference");
  }

  /// read(Def, Field, To): the typed getters above, storing into \p To.
  Error read(StringRef Def, StringRef Field, int64_t &To) const {
    return assign(getInt(Def, Field), To);
  }
  Error read(StringRef Def, StringRef Field, bool &To) const {
    return assign(getBit(Def, Field), To);
  }
  Error read(StringRef Def, StringRef Field, std::string &To) const {
    return assign(getString(Def, Field), To);
  }
  Error read(StringRef Def, StringRef Field,
             std::vector<std::string> &To) const {
    return assign(getStringList(Def, Field), To);
  }
  Error read(StringRef Def, StringRef Field, std::vector<int64_t> &To) const {
    return assign(getIntList(Def, Field), To);
  }

  Error error(StringRef Def, StringRef Field, const Twine &Msg) const {
    std::string Where = File.str();
    if (!Def.empty()) {
      Where += ": record '" + Def.str() + "'";
      auto [LocFile, Line] = location(Def);
      if (Line)
        Where += " (" + LocFile + ":" + std::to_string(Line) + ")";
    }
    if (!Field.empty())
      Where += " field '" + Field.str() + "'";
    return createStringError(inconvertibleErrorCode(),
                             Where + ": " + Msg.str());
  }

private:
  Expected<const json::Value *> field(StringRef Def, StringRef Field) const {
    const json::Object *Rec = Root.getObject(Def);
    if (!Rec)
      return error(Def, "", "no such record");
    const json::Value *V = Rec->get(Field);
    // Unset TableGen fields ('?') dump as null.
    if (!V || V->kind() == json::Value::Null)
      return error(Def, Field, "missing or unset");
    return V;
  }

  /// ("Hopper.td", 42) from the record's first !locs entry "Hopper.td:42".
  std::pair<std::string, unsigned> location(StringRef Def) const {
    const json::Object *Rec = Root.getObject(Def);
    const json::Array *Locs = Rec ? Rec->getArray("!locs") : nullptr;
    if (!Locs || Locs->empty())
      return {"", 0};
    StringRef Loc = (*Locs)[0].getAsString().value_or("");
    auto [File, Line] = Loc.rsplit(':');
    unsigned N = 0;
    (void)Line.getAsInteger(10, N);
    return {File.str(), N};
  }

  template <typename T> static Error assign(Expected<T> V, T &To) {
    if (!V)
      return V.takeError();
    To = std::move(*V);
    return Error::success();
  }

  StringRef File;
  const json::Object &Root;
};

/// The machine descriptions of one dump, or why it could not be loaded.
struct Registry {
  /// unique_ptr: get() hands out references that must stay valid.
  std::vector<std::unique_ptr<MachineDescription>> Machines;
  std::string LoadError;
};

/// Checks what TableGen's types cannot: unique names, units and
/// throughputs that belong to the machine, no opcode or prefix claimed by
/// two classes, sane numbers.
Error validate(const MachineDescription &MD, StringRef File) {
  auto Fail = [&](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(),
                             File + ": machine '" + MD.Name + "': " + Msg);
  };
  if (MD.Units.empty())
    return Fail("has no functional units");
  if (MD.MaxWarpsPerSM == 0 || MD.WarpsPerGroup == 0 ||
      MD.ThreadsPerWarp == 0 || MD.SchedulersPerSM == 0 ||
      MD.RegistersPerSM == 0 || MD.MaxRegistersPerThread == 0 ||
      MD.MaxWarpsPerCTA == 0 || MD.MaxWarpsPerCTA > MD.MaxWarpsPerSM)
    return Fail("warp or register figures must be positive, and "
                "MaxWarpsPerCTA at most MaxWarpsPerSM");
  if (MD.MaxBlocksPerSM == 0 || MD.RegisterAllocationUnit == 0 ||
      MD.MaxRegistersPerBlock == 0 || MD.SharedMemoryAllocationUnit == 0 ||
      MD.MaxSharedMemoryPerBlock > MD.SharedMemoryPerSM ||
      !llvm::is_sorted(MD.SharedMemoryCarveoutsKB))
    return Fail("occupancy figures must be positive, MaxSharedMemoryPerBlock "
                "at most SharedMemoryPerSM, and the carve-outs sorted");
  StringSet<> Seen;
  for (const FunctionalUnit &U : MD.Units) {
    if (U.Name.empty() || !Seen.insert("unit." + U.Name).second)
      return Fail("empty or duplicate unit name '" + U.Name + "'");
    if (U.Capacity == 0)
      return Fail("unit '" + U.Name + "' has capacity 0");
  }
  for (const Memory &M : MD.Memories) {
    if (M.Name.empty() || !Seen.insert("memory." + M.Name).second)
      return Fail("empty or duplicate memory name '" + M.Name + "'");
    if (M.CapacityBytes <= 0)
      return Fail("memory '" + M.Name + "' must have a positive capacity");
  }
  for (const Throughput &T : MD.Throughputs) {
    if (T.Name.empty() || !Seen.insert("throughput." + T.Name).second)
      return Fail("empty or duplicate throughput name '" + T.Name + "'");
    if (T.PerCycle <= 0)
      return Fail("throughput '" + T.Name + "' must be positive");
  }
  StringMap<StringRef> OpcodeOwner, PrefixOwner;
  for (const InstructionClass &C : MD.Classes) {
    if (C.Name.empty() || !Seen.insert("class." + C.Name).second)
      return Fail("empty or duplicate class name '" + C.Name + "'");
    if (!MD.findUnit(C.Unit))
      return Fail("class '" + C.Name + "' uses unit '" + C.Unit +
                  "' of another machine");
    if (!C.ThroughputName.empty() && !MD.findThroughput(C.ThroughputName))
      return Fail("class '" + C.Name + "' names unknown throughput '" +
                  C.ThroughputName + "'");
    if (C.ReservationCycles < 1 || C.Latency < 0)
      return Fail("class '" + C.Name +
                  "' needs ReservationCycles >= 1 and Latency >= 0");
    if (!C.LatencyIsEstimate && C.Source.empty())
      return Fail("class '" + C.Name +
                  "' has a measured latency but no Source");
    for (const std::string &Op : C.Opcodes) {
      auto [It, New] = OpcodeOwner.try_emplace(Op, C.Name);
      if (!New)
        return Fail(Twine("opcode '") + Op + "' is in classes '" + It->second +
                    "' and '" + C.Name + "'");
    }
    for (const std::string &P : C.AsmPrefixes) {
      if (P.empty() || StringRef(P).front() == ' ')
        return Fail("class '" + C.Name + "' has an empty or blank prefix");
      auto [It, New] = PrefixOwner.try_emplace(P, C.Name);
      if (!New)
        return Fail(Twine("asm prefix '") + P + "' is in classes '" +
                    It->second + "' and '" + C.Name + "'");
    }
    for (const std::string &P : C.AsmPatterns) {
      // Mnemonic characters and `*` only, so that `*` is the one wildcard
      // and the literal count decides between matches.
      if (P.empty() || !all_of(P, [](char Ch) {
            return isAlnum(Ch) || StringRef("._:*").contains(Ch);
          }))
        return Fail("class '" + C.Name + "' has asm pattern '" + P +
                    "': only letters, digits, '.', '_', ':' and '*'");
      auto [It, New] = PrefixOwner.try_emplace("pattern:" + P, C.Name);
      if (!New)
        return Fail(Twine("asm pattern '") + P + "' is in classes '" +
                    It->second + "' and '" + C.Name + "'");
    }
  }
  return Error::success();
}

/// Reads fields of one record one after the other, keeping the first
/// error: `FieldReader F(R, Def); F("Name", X); F("Size", Y); return F.take();`
class FieldReader {
public:
  FieldReader(const DumpReader &R, StringRef Def) : R(R), Def(Def) {}
  template <typename T> void operator()(StringRef Field, T &To) {
    if (!Err)
      Err = R.read(Def, Field, To);
  }
  Error take() { return std::move(Err); }

private:
  const DumpReader &R;
  StringRef Def;
  Error Err = Error::success();
};

/// Builds the machines of one dump: the machines first, then their units,
/// memories, throughputs and instruction classes, each of which names its
/// machine by def name.
class DumpLoader {
public:
  explicit DumpLoader(const DumpReader &R) : R(R) {}

  /// Reads every record; the machines in the order of their defs.
  Expected<std::vector<std::unique_ptr<MachineDescription>>> load() {
    if (Error E = loadMachines())
      return std::move(E);
    if (Error E = forEachDef(UnitClass, &DumpLoader::loadUnit))
      return std::move(E);
    if (Error E = forEachDef(MemoryClass, &DumpLoader::loadMemory))
      return std::move(E);
    if (Error E = forEachDef(ThroughputClass, &DumpLoader::loadThroughput))
      return std::move(E);
    if (Error E = forEachDef(InstrClassClass, &DumpLoader::loadClass))
      return std::move(E);
    if (Error E = forEachDef(SassPipeClass, &DumpLoader::loadSassPipe))
      return std::move(E);
    if (Error E = forEachDef(SassOpClassClass, &DumpLoader::loadSassClass))
      return std::move(E);
    if (Error E = forEachDef(SassMemoryLatencyClass,
                             &DumpLoader::loadSassLatency))
      return std::move(E);
    return std::move(Machines);
  }

private:
  using Loader = Error (DumpLoader::*)(StringRef Def, MachineDescription &MD);

  /// Calls \p Load on every def of \p Class with the machine it names.
  Error forEachDef(StringRef Class, Loader Load) {
    Expected<std::vector<StringRef>> Defs = R.defsOf(Class);
    if (!Defs)
      return Defs.takeError();
    for (StringRef Def : *Defs) {
      Expected<MachineDescription *> MD = machineOf(Def);
      if (!MD)
        return MD.takeError();
      if (Error E = (this->*Load)(Def, **MD))
        return E;
    }
    return Error::success();
  }

  /// The machine a record's "Machine" field names.
  Expected<MachineDescription *> machineOf(StringRef Def) {
    Expected<StringRef> M = R.getDef(Def, "Machine");
    if (!M)
      return M.takeError();
    auto It = ByDef.find(*M);
    if (It == ByDef.end())
      return R.error(Def, "Machine", "not a " + Twine(MachineClass));
    return It->second;
  }

  Error loadMachines() {
    Expected<std::vector<StringRef>> MachineDefs = R.defsOf(MachineClass);
    if (!MachineDefs)
      return MachineDefs.takeError();
    for (StringRef Def : *MachineDefs) {
      auto MD = std::make_unique<MachineDescription>();
      if (Error E = loadMachine(Def, *MD))
        return E;
      ByDef[Def] = MD.get();
      Machines.push_back(std::move(MD));
    }
    return Error::success();
  }

  /// A machine's name, CPU and figures, each figure with its source.
  Error loadMachine(StringRef Def, MachineDescription &MD) {
    FieldReader F(R, Def);
    F("Name", MD.Name);
    F("CPU", MD.CPU);
    // Each integer figure has a "<Figure>Source" string next to it.
    const std::pair<StringRef, unsigned *> Figures[] = {
        {"MaxWarpsPerSM", &MD.MaxWarpsPerSM},
        {"MaxWarpsPerCTA", &MD.MaxWarpsPerCTA},
        {"SchedulersPerSM", &MD.SchedulersPerSM},
        {"WarpsPerGroup", &MD.WarpsPerGroup},
        {"ThreadsPerWarp", &MD.ThreadsPerWarp},
        {"RegistersPerSM", &MD.RegistersPerSM},
        {"MaxRegistersPerThread", &MD.MaxRegistersPerThread},
        {"MaxBlocksPerSM", &MD.MaxBlocksPerSM},
        {"RegisterAllocationUnit", &MD.RegisterAllocationUnit},
        {"MaxRegistersPerBlock", &MD.MaxRegistersPerBlock},
        {"SharedMemoryPerSM", &MD.SharedMemoryPerSM},
        {"MaxSharedMemoryPerBlock", &MD.MaxSharedMemoryPerBlock},
        {"SharedMemoryReservedPerBlock", &MD.SharedMemoryReservedPerBlock},
        {"SharedMemoryAllocationUnit", &MD.SharedMemoryAllocationUnit}};
    int64_t Values[std::size(Figures)] = {};
    for (size_t I = 0; I != std::size(Figures); ++I) {
      StringRef Field = Figures[I].first;
      FigureSource Src{Field.str(), ""};
      F(Field, Values[I]);
      F((Field + "Source").str(), Src.Source);
      MD.Sources.push_back(std::move(Src));
    }
    std::vector<int64_t> Carveouts;
    FigureSource CarveoutSrc{"SharedMemoryCarveoutsKB", ""};
    F("SharedMemoryCarveoutsKB", Carveouts);
    F("SharedMemoryCarveoutsKBSource", CarveoutSrc.Source);
    MD.Sources.push_back(std::move(CarveoutSrc));
    if (Error E = F.take())
      return E;
    for (size_t I = 0; I != std::size(Figures); ++I) {
      if (Values[I] < 0 || Values[I] > INT32_MAX)
        return R.error(Def, Figures[I].first, "out of range");
      *Figures[I].second = static_cast<unsigned>(Values[I]);
    }
    for (int64_t KB : Carveouts) {
      if (KB < 0 || KB > 1 << 20)
        return R.error(Def, "SharedMemoryCarveoutsKB", "out of range");
      MD.SharedMemoryCarveoutsKB.push_back(static_cast<unsigned>(KB));
    }
    return Error::success();
  }

  Error loadUnit(StringRef Def, MachineDescription &MD) {
    FunctionalUnit U;
    std::string Src;
    FieldReader F(R, Def);
    F("Name", U.Name);
    F("Capacity", U.Capacity);
    F("Description", U.Description);
    F("Source", Src);
    if (Error E = F.take())
      return E;
    MD.Sources.push_back({"unit." + U.Name, std::move(Src)});
    UnitOf[Def] = {&MD, U.Name};
    MD.Units.push_back(std::move(U));
    return Error::success();
  }

  Error loadMemory(StringRef Def, MachineDescription &MD) {
    Memory M;
    std::string Src;
    FieldReader F(R, Def);
    F("Name", M.Name);
    F("CapacityBytes", M.CapacityBytes);
    F("Source", Src);
    if (Error E = F.take())
      return E;
    MD.Sources.push_back({"memory." + M.Name, std::move(Src)});
    MD.Memories.push_back(std::move(M));
    return Error::success();
  }

  Error loadThroughput(StringRef Def, MachineDescription &MD) {
    Throughput T;
    FieldReader F(R, Def);
    F("Name", T.Name);
    F("PerCycle", T.PerCycle);
    F("Source", T.Source);
    if (Error E = F.take())
      return E;
    MD.Throughputs.push_back(std::move(T));
    return Error::success();
  }

  /// An instruction class; its unit must be one of its own machine's.
  Error loadClass(StringRef Def, MachineDescription &MD) {
    Expected<StringRef> UnitDef = R.getDef(Def, "Unit");
    if (!UnitDef)
      return UnitDef.takeError();
    auto U = UnitOf.find(*UnitDef);
    if (U == UnitOf.end())
      return R.error(Def, "Unit", "not a " + Twine(UnitClass));
    if (U->second.first != &MD)
      return R.error(Def, "Unit", "unit of another machine");

    InstructionClass C;
    C.Unit = U->second.second;
    FieldReader F(R, Def);
    F("Name", C.Name);
    F("ReservationCycles", C.ReservationCycles);
    F("Latency", C.Latency);
    F("LatencyIsEstimate", C.LatencyIsEstimate);
    F("VariableLatency", C.VariableLatency);
    F("NeedsWarpGroup", C.NeedsWarpGroup);
    F("Async", C.Async);
    F("TrackedBy", C.TrackedBy);
    F("ThroughputName", C.ThroughputName);
    F("Opcodes", C.Opcodes);
    F("AsmPrefixes", C.AsmPrefixes);
    F("AsmPatterns", C.AsmPatterns);
    F("Source", C.Source);
    if (Error E = F.take())
      return E;
    MD.Classes.push_back(std::move(C));
    return Error::success();
  }

  Error loadSassPipe(StringRef Def, MachineDescription &MD) {
    SassPipe P;
    std::string Unit;
    FieldReader F(R, Def);
    F("Name", P.Name);
    F("PerCycle", P.PerCycle);
    F("Unit", Unit);
    F("Source", P.Source);
    if (Error E = F.take())
      return E;
    if (Unit == "lanes")
      P.Unit = SassPipeUnit::Lanes;
    else if (Unit == "bytes")
      P.Unit = SassPipeUnit::Bytes;
    else if (Unit == "flops")
      P.Unit = SassPipeUnit::Flops;
    else
      return R.error(Def, "Unit", "expected lanes, bytes or flops");
    if (P.PerCycle < 0)
      return R.error(Def, "PerCycle", "negative");
    MD.SassPipes.push_back(std::move(P));
    return Error::success();
  }

  Error loadSassClass(StringRef Def, MachineDescription &MD) {
    SassOpClass C;
    std::string Kind;
    FieldReader F(R, Def);
    F("Name", C.Name);
    F("Kind", Kind);
    F("Pipe", C.Pipe);
    F("Opcodes", C.Opcodes);
    F("Latency", C.Latency);
    F("ReadLatency", C.ReadLatency);
    F("LatencyIsEstimate", C.LatencyIsEstimate);
    F("Source", C.Source);
    if (Error E = F.take())
      return E;
    const auto *K = llvm::find(SassKindNames, Kind);
    if (K == std::end(SassKindNames))
      return R.error(Def, "Kind", "unknown SASS kind '" + Kind + "'");
    C.Kind = static_cast<SassKind>(K - std::begin(SassKindNames));
    if (!MD.findSassPipe(C.Pipe))
      return R.error(Def, "Pipe", "no SassPipe '" + C.Pipe + "' (pipes "
                                      "must come before the classes)");
    if (C.Latency < 0 || C.ReadLatency < 0)
      return R.error(Def, "Latency", "negative");
    for (const std::string &Op : C.Opcodes)
      if (const SassOpClass *Other = MD.classifySass(Op))
        return R.error(Def, "Opcodes",
                       "'" + Op + "' already in class '" + Other->Name + "'");
    MD.SassClasses.push_back(std::move(C));
    return Error::success();
  }

  Error loadSassLatency(StringRef Def, MachineDescription &MD) {
    SassMemoryLatency L;
    FieldReader F(R, Def);
    F("Level", L.Level);
    F("Cycles", L.Cycles);
    F("Source", L.Source);
    if (Error E = F.take())
      return E;
    if (L.Cycles <= 0)
      return R.error(Def, "Cycles", "must be positive");
    MD.SassMemoryLatencies.push_back(std::move(L));
    return Error::success();
  }

  const DumpReader &R;
  /// Machine def name -> machine.
  std::map<StringRef, MachineDescription *> ByDef;
  std::vector<std::unique_ptr<MachineDescription>> Machines;
  /// Unit def name -> (machine, unit name), to resolve InstrClass.Unit.
  std::map<StringRef, std::pair<MachineDescription *, std::string>> UnitOf;
};

/// Parses one dump and appends its machines to \p Out.
Error loadDump(const EmbeddedJSON &Dump,
               std::vector<std::unique_ptr<MachineDescription>> &Out) {
  StringRef Text(reinterpret_cast<const char *>(Dump.Data), Dump.Size);
  Expected<json::Value> Parsed = json::parse(Text);
  if (!Parsed)
    return createStringError(inconvertibleErrorCode(),
                             Twine(Dump.File) + ": " +
                                 toString(Parsed.takeError()));
  const json::Object *Root = Parsed->getAsObject();
  if (!Root)
    return createStringError(inconvertibleErrorCode(),
                             Twine(Dump.File) + ": not a JSON object");
  DumpReader R(Dump.File, *Root);
  auto Machines = DumpLoader(R).load();
  if (!Machines)
    return Machines.takeError();
  for (std::unique_ptr<MachineDescription> &MD : *Machines) {
    if (Error E = validate(*MD, Dump.File))
      return E;
    Out.push_back(std::move(MD));
  }
  return Error::success();
}

/// Dump \p I of TwillMachineFiles alone, parsed on first use (thread-safe):
/// get()'s fast path, and the parts of the whole registry, so that every
/// machine exists once whichever way it is looked up.
const Registry &dumpRegistry(size_t I) {
  struct Lazy {
    std::once_flag Once;
    Registry R;
  };
  static Lazy Dumps[std::size(TwillMachineFiles)];
  std::call_once(Dumps[I].Once, [I] {
    Registry &R = Dumps[I].R;
    if (Error E = loadDump(TwillMachineFiles[I], R.Machines)) {
      R.LoadError = toString(std::move(E));
      R.Machines.clear();
    }
  });
  return Dumps[I].R;
}

/// Every built-in machine, in file order, or why they could not be loaded.
struct AllMachines {
  std::vector<const MachineDescription *> Machines;
  std::string LoadError;
};

AllMachines loadAll() {
  AllMachines R;
  for (size_t I = 0; I < std::size(TwillMachineFiles); ++I) {
    const Registry &One = dumpRegistry(I);
    if (!One.LoadError.empty()) {
      R.LoadError = One.LoadError;
      R.Machines.clear();
      return R;
    }
    for (const auto &MD : One.Machines)
      R.Machines.push_back(MD.get());
  }
  // Names and CPUs are lookup keys across all files.
  StringSet<> Keys;
  for (const MachineDescription *MD : R.Machines)
    for (const std::string &Key : {MD->Name, MD->CPU})
      if (!Keys.insert(StringRef(Key).lower()).second) {
        R.LoadError = "machine name or CPU '" + Key + "' defined twice";
        R.Machines.clear();
        return R;
      }
  return R;
}

const AllMachines &registry() {
  // Thread-safe one-time initialisation (C++11 magic statics).
  static const AllMachines R = loadAll();
  return R;
}

/// The dump of machines/<Name>.td (case-insensitive), where there is one.
std::optional<size_t> dumpNamed(StringRef Name) {
  for (size_t I = 0; I < std::size(TwillMachineFiles); ++I) {
    StringRef Stem = sys::path::stem(TwillMachineFiles[I].File);
    if (Stem.equals_insensitive(Name))
      return I;
  }
  return std::nullopt;
}

} // namespace

const InstructionClass *
MachineDescription::classifyOpcode(StringRef Opcode) const {
  for (const InstructionClass &C : Classes)
    if (llvm::is_contained(C.Opcodes, Opcode))
      return &C;
  return nullptr;
}

const InstructionClass *
MachineDescription::classifyAsm(StringRef Mnemonic) const {
  Mnemonic = Mnemonic.ltrim();
  StringRef Word = Mnemonic.take_until([](char C) { return isSpace(C); });
  const InstructionClass *Best = nullptr;
  size_t BestLength = 0;
  for (const InstructionClass &C : Classes) {
    for (const std::string &Prefix : C.AsmPrefixes)
      if (Prefix.size() > BestLength && Mnemonic.starts_with(Prefix)) {
        Best = &C;
        BestLength = Prefix.size();
      }
    for (const std::string &Pattern : C.AsmPatterns) {
      size_t Literal = Pattern.size() - llvm::count(Pattern, '*');
      if (Literal <= BestLength)
        continue;
      // The loader allows no glob syntax but `*`, so this cannot fail.
      Expected<GlobPattern> Glob = GlobPattern::create(Pattern);
      if (!Glob) {
        consumeError(Glob.takeError());
        continue;
      }
      if (Glob->match(Word)) {
        Best = &C;
        BestLength = Literal;
      }
    }
  }
  return Best;
}

const FunctionalUnit *MachineDescription::findUnit(StringRef Name) const {
  for (const FunctionalUnit &U : Units)
    if (U.Name == Name)
      return &U;
  return nullptr;
}

const Throughput *MachineDescription::findThroughput(StringRef Name) const {
  for (const Throughput &T : Throughputs)
    if (T.Name == Name)
      return &T;
  return nullptr;
}

StringRef sassKindName(SassKind K) {
  return SassKindNames[static_cast<size_t>(K)];
}

const SassOpClass *MachineDescription::classifySass(StringRef Opcode) const {
  for (const SassOpClass &C : SassClasses)
    if (llvm::is_contained(C.Opcodes, Opcode))
      return &C;
  return nullptr;
}

const SassPipe *MachineDescription::findSassPipe(StringRef Name) const {
  for (const SassPipe &P : SassPipes)
    if (P.Name == Name)
      return &P;
  return nullptr;
}

const SassMemoryLatency *
MachineDescription::findSassLatency(StringRef Level) const {
  for (const SassMemoryLatency &L : SassMemoryLatencies)
    if (L.Level == Level)
      return &L;
  return nullptr;
}

const Memory *MachineDescription::findMemory(StringRef Name) const {
  for (const Memory &M : Memories)
    if (M.Name == Name)
      return &M;
  return nullptr;
}

StringRef MachineDescription::sourceOf(StringRef Figure) const {
  for (const FigureSource &S : Sources)
    if (S.Figure == Figure)
      return S.Source;
  return "";
}

WarpConfig MachineDescription::warpConfig() const {
  WarpConfig W;
  // A warp-specialized loop lives in one CTA, so its warps are the CTA's.
  W.NumWarps = MaxWarpsPerCTA ? MaxWarpsPerCTA : MaxWarpsPerSM;
  W.WarpsPerGroup = WarpsPerGroup;
  W.RegisterLimit = MaxRegistersPerThread;
  W.RegisterFile = ThreadsPerWarp ? RegistersPerSM / ThreadsPerWarp : 0;
  return W;
}

Expected<const MachineDescription &> MachineDescription::get(StringRef Name) {
  // The machine files are named after their machine (machines/Hopper.td
  // defines hopper): parse only that dump, not every one, when it defines
  // Name. Which names the files define is fixed at build time, and a unit
  // test loads them all (the whole registry, with its check that no name
  // or CPU is defined twice), so this is the answer the whole registry
  // gives; anything else (a CPU, an unknown name) goes to the whole
  // registry.
  if (std::optional<size_t> I = dumpNamed(Name)) {
    const Registry &One = dumpRegistry(*I);
    if (One.LoadError.empty())
      for (const auto &MD : One.Machines)
        if (Name.equals_insensitive(MD->Name))
          return *MD;
  }
  const AllMachines &R = registry();
  if (!R.LoadError.empty())
    return createStringError(inconvertibleErrorCode(),
                             "built-in machine descriptions are broken: " +
                                 R.LoadError);
  for (const auto &MD : R.Machines)
    if (Name.equals_insensitive(MD->Name) || Name.equals_insensitive(MD->CPU))
      return *MD;
  std::string Valid;
  raw_string_ostream OS(Valid);
  ListSeparator LS;
  for (const auto &MD : R.Machines)
    OS << LS << MD->Name << " (" << MD->CPU << ")";
  return createStringError(inconvertibleErrorCode(),
                           "unknown machine '" + Name +
                               "'; valid machines: " + OS.str());
}

std::vector<std::string> MachineDescription::names() {
  std::vector<std::string> Names;
  for (const MachineDescription *MD : registry().Machines)
    Names.push_back(MD->Name);
  return Names;
}

} // namespace twill
