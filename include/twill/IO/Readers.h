//===- Readers.h - Reading and writing scheduling problems -----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Readers for the instance formats twill accepts, and writers for native
/// JSON and DOT:
///  - native JSON (docs/formats.md), read and written with llvm::json;
///  - HatScheT GraphML plus its `_RM.xml` resource model (tinyxml2);
///  - HeuriGym operator-scheduling JSON;
///  - ICML'24 random-graph GML;
///  - AIGER and-inverter graphs, binary `.aig` and ASCII `.aag`.
/// Every reader returns an llvm::Error naming the file and the line or
/// element for malformed input; none of them crashes.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_READERS_H
#define TWILL_IO_READERS_H

#include "twill/Model/ModuloSchedule.h"
#include "twill/Model/Problem.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace twill {

/// Formats readProblemFile() recognises.
enum class ProblemFormat { Auto, NativeJSON, HatScheT, HeuriGym, GML, AIGER };

/// Reads a problem from \p Path. With ProblemFormat::Auto the format is
/// chosen from the extension (.graphml, .gml, .aig, .aag) and, for .json, from the
/// content (native files carry "format": "twill-problem").
/// \p ResourceModelPath names a HatScheT GraphML file's resource model
/// (readHatScheTFile); giving one for another format is an error.
llvm::Expected<Problem> readProblemFile(llvm::StringRef Path,
                                        ProblemFormat Format = ProblemFormat::Auto,
                                        llvm::StringRef ResourceModelPath = "");

/// Parses native JSON text. \p Origin names the source in error messages.
llvm::Expected<Problem> parseNativeJSON(llvm::StringRef Text,
                                        llvm::StringRef Origin);
/// Writes \p P as native JSON.
void writeNativeJSON(const Problem &P, llvm::raw_ostream &OS);

/// Parses HatScheT GraphML text plus the matching resource-model XML text.
/// GraphML with or without the graphml namespace and <key> declarations is
/// accepted. Resources with limit -1 become unlimited units; each node holds
/// one instance of its resource for `blockingTime` cycles and has the
/// resource's `latency`.
llvm::Expected<Problem> parseHatScheT(llvm::StringRef GraphML,
                                      llvm::StringRef GraphOrigin,
                                      llvm::StringRef ResourceXML,
                                      llvm::StringRef ResourceOrigin);
/// Reads `graphN.graphml` and its resource model: \p ResourceModelPath
/// when given, else the first of `graphN_RM.xml` and `graphNRM.xml` beside
/// it (for `graphN.variant.graphml` also those of `graphN`).
llvm::Expected<Problem> readHatScheTFile(llvm::StringRef GraphMLPath,
                                         llvm::StringRef ResourceModelPath = "");

/// Parses HeuriGym operator-scheduling JSON (acyclic; each op holds one unit
/// of its type for `delay` cycles, units are not pipelined).
llvm::Expected<Problem> parseHeuriGym(llvm::StringRef Text,
                                      llvm::StringRef Origin);

/// Parses ICML'24 GML. The graphs carry no latencies or resources: every op
/// gets latency 1 on one unlimited unit "generic", every edge delay 1; the
/// node `parameter` becomes its footprint in memory "memory" and is kept as
/// attribute "parameter" (edges keep theirs as attribute too).
llvm::Expected<Problem> parseGML(llvm::StringRef Text, llvm::StringRef Origin);

/// Parses an AIGER and-inverter graph, binary (`aig` header) or ASCII
/// (`aag`). Primary inputs and AND gates become ops of latency 1 on the
/// unlimited unit "generic"; each distinct fan-in variable of a gate becomes
/// an edge of delay 1 (complement bits are irrelevant to scheduling). Inputs
/// cost nothing (attribute `parameter` 0, no footprint); a gate has
/// `parameter` 1 and footprint 1 in memory "memory"; edges have `parameter`
/// 1. Latches are rejected. Errors name \p Origin and the byte offset
/// (binary) or the line (ASCII).
llvm::Expected<Problem> parseAIGER(llvm::StringRef Data,
                                   llvm::StringRef Origin);

/// The costs a schedule's times are in: its `costs` field.
struct ScheduleCosts {
  /// False for a file without the field (written before it existed).
  bool Recorded = false;
  /// 0: the problem's own costs; otherwise the U of the cost normalization
  /// (twill::normalizeProblem) the times refer to.
  int64_t NormalizeU = 0;
  /// The normalization's map, original -> normalized, ascending (empty for
  /// the problem's own costs): a reader checks that normalizing the problem
  /// again gives the same map.
  std::vector<std::pair<int64_t, int64_t>> Map;
};

/// Parses a schedule (native JSON, docs/formats.md) for \p G; its `costs`
/// field goes to \p Costs when given.
llvm::Expected<ModuloSchedule> parseScheduleJSON(llvm::StringRef Text,
                                                 llvm::StringRef Origin,
                                                 const DependenceGraph &G,
                                                 ScheduleCosts *Costs = nullptr);
llvm::Expected<ModuloSchedule> readScheduleFile(llvm::StringRef Path,
                                                const DependenceGraph &G,
                                                ScheduleCosts *Costs = nullptr);
/// Writes \p S; with \p Costs, also the `costs` field.
void writeScheduleJSON(const DependenceGraph &G, const ModuloSchedule &S,
                       llvm::raw_ostream &OS,
                       const ScheduleCosts *Costs = nullptr);

/// Writes the graph in Graphviz DOT.
void writeDot(const Problem &P, llvm::raw_ostream &OS);

} // namespace twill

#endif // TWILL_IO_READERS_H
