//===- Views.cpp - Pictures of a verified schedule ------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Codegen/Views.h"

#include "twill/Model/ModuloReservation.h"
#include "twill/Model/StableSort.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace twill;

TrackLanes twill::packLanes(std::vector<OpInstance> Instances) {
  stableSort(Instances, [](const OpInstance &A, const OpInstance &B) {
    return A.Start < B.Start;
  });
  TrackLanes T;
  std::vector<int64_t> FreeAt; // first free cycle of each lane
  for (const OpInstance &I : Instances) {
    unsigned L = 0;
    while (L < FreeAt.size() && FreeAt[L] > I.Start)
      ++L;
    if (L == FreeAt.size())
      FreeAt.push_back(0);
    FreeAt[L] = I.Start + std::max<int64_t>(I.Cycles, 1);
    T.Lane.push_back(L);
  }
  T.Instances = std::move(Instances);
  T.NumLanes = FreeAt.size();
  return T;
}

namespace {

/// A track of the pictures: a warp group or a unit.
struct Track {
  std::string Name;
  bool IsUnit = false;
  TrackLanes Lanes;
};

/// Cycles of \p Op's reservation that hold \p Unit: [first, last + 1).
std::pair<int64_t, int64_t> unitSpan(const Operation &Op,
                                     llvm::StringRef Unit) {
  int64_t First = -1, Last = -1;
  for (const UnitUse &U : Op.Reservation.Uses)
    if (U.Unit == Unit && U.Count > 0) {
      if (First < 0 || U.Cycle < First)
        First = U.Cycle;
      Last = std::max<int64_t>(Last, U.Cycle);
    }
  return {First, Last + 1};
}

/// Warp-group tracks (one "all warps" track without warp specialization),
/// then one track per used unit.
std::vector<Track> buildTracks(const LoopPipeline &LP, int64_t Iterations) {
  std::vector<OpInstance> All = LP.instances(Iterations);
  std::vector<Track> Out;
  for (unsigned G : LP.groups()) {
    std::vector<OpInstance> Mine;
    for (const OpInstance &I : All)
      if (LP.group(I.Op) == G)
        Mine.push_back(I);
    Track T;
    T.Name = LP.warpSpecialized() ? "warp group " + std::to_string(G) + " (" +
                                        LP.roleName(G) + ")"
                                  : "all warps";
    T.Lanes = packLanes(std::move(Mine));
    Out.push_back(std::move(T));
  }
  for (const std::string &U : LP.usedUnits()) {
    std::vector<OpInstance> Mine;
    for (const OpInstance &I : All) {
      auto [First, End] = unitSpan(LP.graph().op(I.Op), U);
      if (First < 0)
        continue;
      Mine.push_back({I.Op, I.Iteration, I.Start + First, End - First});
    }
    Track T;
    T.Name = "unit " + U;
    T.IsUnit = true;
    T.Lanes = packLanes(std::move(Mine));
    Out.push_back(std::move(T));
  }
  return Out;
}

/// Last cycle any drawn instance occupies.
int64_t horizon(const std::vector<Track> &Tracks) {
  int64_t End = 1;
  for (const Track &T : Tracks)
    for (const OpInstance &I : T.Lanes.Instances)
      End = std::max(End, I.Start + std::max<int64_t>(I.Cycles, 1));
  return End;
}

const char *StageColor[] = {"\033[36m", "\033[33m", "\033[35m",
                            "\033[32m", "\033[34m", "\033[31m"};
const char *Reset = "\033[0m";

} // namespace

namespace {

/// Text of op \p V in the colour of its stage (when colours are on).
std::string stageColored(const LoopPipeline &LP, const ViewOptions &Opts,
                         OpId V, llvm::StringRef Text) {
  if (!Opts.Color)
    return Text.str();
  return std::string(StageColor[LP.stage(V) % 6]) + Text.str() + Reset;
}

/// Modulo reservation table: residues down, units across; a cell lists the
/// ops holding the unit at that residue.
void printReservationTable(const LoopPipeline &LP, const ViewOptions &Opts,
                           llvm::raw_ostream &OS) {
  const ModuloSchedule &S = LP.schedule();
  const DependenceGraph &G = LP.graph();
  std::vector<std::string> Units = LP.usedUnits();
  std::vector<std::vector<std::string>> Cells(
      S.II, std::vector<std::string>(Units.size()));
  std::vector<std::vector<size_t>> Width(S.II,
                                         std::vector<size_t>(Units.size()));
  std::vector<size_t> ColW;
  for (size_t U = 0; U < Units.size(); ++U) {
    for (OpId V = 0; V < G.numOperations(); ++V)
      forEachReservedResidue(G.op(V), S.Start[V], S.II,
                             [&](const UnitUse &Use, int64_t R) {
        if (Use.Unit != Units[U])
          return;
        std::string Txt = printableText(G.op(V).Name);
        if (!Opts.Color)
          Txt += "@" + std::to_string(LP.stage(V));
        if (Use.Count > 1)
          Txt += "x" + std::to_string(Use.Count);
        std::string &Cell = Cells[R][U];
        Width[R][U] += (Cell.empty() ? 0 : 1) + Txt.size();
        Cell += (Cell.empty() ? "" : " ") + stageColored(LP, Opts, V, Txt);
      });
    size_t W = printableText(Units[U]).size();
    for (int64_t R = 0; R < S.II; ++R)
      W = std::max(W, Width[R][U]);
    ColW.push_back(W);
  }
  OS << "modulo reservation table (residue x unit):\n";
  OS << "  " << llvm::right_justify("r", 4);
  for (size_t U = 0; U < Units.size(); ++U)
    OS << " | " << llvm::left_justify(printableText(Units[U]), ColW[U]);
  OS << "\n";
  for (int64_t R = 0; R < S.II; ++R) {
    OS << "  " << llvm::right_justify(std::to_string(R), 4);
    for (size_t U = 0; U < Units.size(); ++U) {
      std::string Cell = Cells[R][U].empty() ? "." : Cells[R][U];
      size_t W = Cells[R][U].empty() ? 1 : Width[R][U];
      OS << " | " << Cell << std::string(ColW[U] - W, ' ');
    }
    OS << "\n";
  }
}

/// Timeline: one row per op, grouped by warp group; each cycle an op
/// instance occupies shows its iteration (mod 10).
void printTimeline(const LoopPipeline &LP, const ViewOptions &Opts,
                   llvm::raw_ostream &OS) {
  const ModuloSchedule &S = LP.schedule();
  const DependenceGraph &G = LP.graph();
  int64_t End = 0;
  for (const OpInstance &I : LP.instances(Opts.Iterations))
    End = std::max(End, I.Start + std::max<int64_t>(I.Cycles, 1));
  size_t NameW = 4;
  for (const Operation &Op : G.operations())
    NameW = std::max(NameW, printableText(Op.Name).size());
  OS << "\ntimeline, iterations 0.." << Opts.Iterations - 1
     << " (digit = iteration mod 10, '|' = an idle window start, "
        "windows of I cycles; steady state from cycle "
     << LP.maxStage() * S.II << "):\n";
  for (unsigned Gr : LP.groups()) {
    OS << (LP.warpSpecialized() ? "warp group " + std::to_string(Gr) + " (" +
                                      LP.roleName(Gr) + ")"
                                : std::string("all warps"))
       << "\n";
    for (OpId V : LP.opsOfGroup(Gr)) {
      std::string Row(End, '.');
      for (int64_t C = 0; C < End; C += S.II)
        Row[C] = '|';
      for (int64_t K = 0; K < Opts.Iterations; ++K) {
        int64_t B = K * S.II + S.Start[V];
        for (int64_t C = B; C < B + std::max<int64_t>(G.op(V).cycles(), 1); ++C)
          Row[C] = char('0' + K % 10);
      }
      OS << "  " << llvm::left_justify(printableText(G.op(V).Name), NameW)
         << " ";
      if (!Opts.Color) {
        OS << Row << "\n";
        continue;
      }
      for (char Ch : Row)
        if (llvm::isDigit(Ch))
          OS << StageColor[LP.stage(V) % 6] << Ch << Reset;
        else
          OS << Ch;
      OS << "\n";
    }
  }
}

} // namespace

void twill::printTerminalView(const LoopPipeline &LP, const ViewOptions &Opts,
                              llvm::raw_ostream &OS) {
  const ModuloSchedule &S = LP.schedule();
  OS << printableText(LP.problem().Name) << ": I=" << S.II << " L=" << S.Length
     << " stages=" << LP.numStages() << " copies=" << S.copies() << "\n";
  OS << "stages:";
  for (int64_t St = 0; St < LP.numStages(); ++St) {
    std::string Label = " stage " + std::to_string(St);
    OS << (Opts.Color ? StageColor[St % 6] + Label + Reset : Label);
  }
  OS << (Opts.Color ? "" : "  (ops marked <op>@<stage> without colour)")
     << "\n\n";
  printReservationTable(LP, Opts, OS);
  printTimeline(LP, Opts, OS);
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

namespace {

std::string xmlEscape(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out += C;
    }
  return Out;
}

/// Fill colours by iteration: distinct, light enough for black labels.
const char *IterFill[] = {"#8ecae6", "#ffb703", "#a7c957", "#f4a3c0",
                          "#cdb4db", "#f6bd60", "#90e0ef", "#e5989b"};

} // namespace

namespace {

/// Track titles: "warp group 1" in bold over its role, or "unit tc".
std::string trackTitle(const Track &T) {
  return T.Name.substr(0, T.Name.find(" ("));
}
std::string trackRole(const Track &T) {
  size_t P = T.Name.find(" (");
  return P == std::string::npos ? std::string()
                                : T.Name.substr(P + 2, T.Name.size() - P - 3);
}

/// Draws the SVG picture in layers: the title, the prologue / steady state
/// / epilogue regions with the window grid, one band per track with its op
/// boxes, and the legend.
class SVGWriter {
public:
  SVGWriter(const LoopPipeline &LP, const ViewOptions &Opts,
            llvm::raw_ostream &OS)
      : LP(LP), Opts(Opts), OS(OS), S(LP.schedule()), G(LP.graph()),
        Tracks(buildTracks(LP, Opts.Iterations)), End(horizon(Tracks)) {
    size_t TitleChars = 8;
    for (const Track &T : Tracks)
      TitleChars = std::max({TitleChars, trackTitle(T).size() + 2,
                             size_t(trackRole(T).size() * 0.9)});
    // About 7 px per bold 11 px character.
    Left = 16 + TitleChars * 7.0;
    // A multiple of 1/4 px, so every coordinate prints exactly.
    Scale =
        std::floor(std::max(10.0, std::min(40.0, 1500.0 / double(End))) * 4) /
        4;
    double TracksH = 0;
    for (const Track &T : Tracks)
      TracksH += trackHeight(T) + TrackGap;
    BodyTop = Top - 10;
    BodyBottom = Top + TracksH;
    Height = BodyBottom + 72;
    Width = Left + End * Scale + Right;
  }

  void write() {
    writeTitle();
    writeRegions();
    double Y = Top;
    for (const Track &T : Tracks) {
      writeTrack(T, Y);
      Y += trackHeight(T) + TrackGap;
    }
    writeLegend();
    OS << "</svg>\n";
  }

private:
  static constexpr double Right = 30, Top = 78, LaneH = 22, TrackGap = 10;
  /// About 5.4 px per 9 px label character.
  static constexpr double CharW = 5.4;

  double trackHeight(const Track &T) const {
    return std::max(T.Lanes.NumLanes * LaneH,
                    trackRole(T).empty() ? 0 : 2 * LaneH);
  }
  double x(int64_t C) const { return Left + C * Scale; }
  static bool fits(const std::string &L, double W) {
    return W >= L.size() * CharW + 4;
  }

  void writeTitle() {
    OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    OS << llvm::formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                        "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                        "font-family=\"sans-serif\" font-size=\"11\">\n",
                        int64_t(Width), int64_t(Height));
    OS << llvm::formatv("<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" "
                        "fill=\"white\"/>\n",
                        int64_t(Width), int64_t(Height));
    OS << "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">"
       << xmlEscape(LP.problem().Name) << "</text>\n";
    OS << "<text x=\"10\" y=\"38\">"
       << xmlEscape(llvm::formatv("I = {0} cycles, L = {1}, {2} stages, {3} "
                                  "copies; iterations 0-{4}; a box is one op "
                                  "instance, labelled op:iteration and "
                                  "coloured by iteration",
                                  S.II, S.Length, LP.numStages(), S.copies(),
                                  Opts.Iterations - 1)
                        .str())
       << "</text>\n";
  }

  /// Prologue, steady state and epilogue regions, and the window grid.
  void writeRegions() {
    int64_t SteadyBegin = LP.maxStage() * S.II,
            SteadyEnd = std::max(SteadyBegin, Opts.Iterations * S.II);
    struct Region {
      const char *Name, *Fill, *Ink;
      int64_t From, To;
    } Regions[] = {{"prologue", "#eef3fb", "#4a6fa5", 0, SteadyBegin},
                   {"steady state", "#fff3c4", "#8a6d00", SteadyBegin,
                    SteadyEnd},
                   {"epilogue", "#f3eefb", "#6a4a9c", SteadyEnd, End}};
    for (const Region &R : Regions) {
      if (R.To <= R.From)
        continue;
      bool Steady = R.Fill == Regions[1].Fill;
      OS << llvm::formatv(
          "<rect class=\"{0}\" x=\"{1}\" y=\"{2}\" width=\"{3}\" "
          "height=\"{4}\" fill=\"{5}\"{6}/>\n",
          Steady ? "steady-state" : "region", x(R.From), BodyTop,
          (R.To - R.From) * Scale, BodyBottom - BodyTop, R.Fill,
          Steady ? " stroke=\"#e0b000\" stroke-dasharray=\"4 3\"" : "");
      OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\" fill=\"{2}\">{3} (cycles "
                          "{4}-{5})</text>\n",
                          x(R.From) + 4, BodyTop - 4, R.Ink, R.Name, R.From,
                          R.To - 1);
    }
    for (int64_t C = 0; C <= End; C += S.II) {
      OS << llvm::formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" "
                          "stroke=\"#bbbbbb\" stroke-width=\"1\"/>\n",
                          x(C), BodyTop, BodyBottom);
      OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\" "
                          "fill=\"#555555\">{2}</text>\n",
                          x(C), BodyBottom + 14, C);
    }
    OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"end\" "
                        "fill=\"#555555\">cycle</text>\n",
                        Left - 8, BodyBottom + 14);
  }

  /// One track's band at height \p Y: its title, its role and its boxes.
  void writeTrack(const Track &T, double Y) {
    OS << llvm::formatv("<g class=\"track\" data-track=\"{0}\">\n",
                        xmlEscape(T.Name));
    OS << llvm::formatv("<rect x=\"0\" y=\"{0}\" width=\"{1}\" height=\"{2}\" "
                        "fill=\"{3}\" opacity=\"0.5\"/>\n",
                        Y, Width, trackHeight(T),
                        T.IsUnit ? "#e8eef7" : "#eef7e8");
    OS << llvm::formatv("<text x=\"8\" y=\"{0}\" font-weight=\"bold\">{1}"
                        "</text>\n",
                        Y + 15, xmlEscape(trackTitle(T)));
    if (!trackRole(T).empty())
      OS << llvm::formatv("<text x=\"8\" y=\"{0}\" font-size=\"10\" "
                          "fill=\"#444444\">{1}</text>\n",
                          Y + 29, xmlEscape(trackRole(T)));
    for (size_t K = 0; K < T.Lanes.Instances.size(); ++K)
      writeBox(T, T.Lanes.Instances[K], Y + T.Lanes.Lane[K] * LaneH + 2);
    OS << "</g>\n";
  }

  /// One op instance as a box at height \p BY, labelled op:iteration, or
  /// op, or (too short) nothing, when it is noted for the legend.
  void writeBox(const Track &T, const OpInstance &I, double BY) {
    const Operation &Op = G.op(I.Op);
    double BX = x(I.Start);
    double BW = std::max<int64_t>(I.Cycles, 1) * Scale;
    OS << llvm::formatv(
        "<g class=\"op\" data-op=\"{0}\" data-iteration=\"{1}\" "
        "data-start=\"{2}\" data-cycles=\"{3}\" data-track=\"{4}\">"
        "<title>{0} iteration {1}: cycles {2}-{5} (stage {6})</title>",
        xmlEscape(Op.Name), I.Iteration, I.Start, I.Cycles, xmlEscape(T.Name),
        I.Start + std::max<int64_t>(I.Cycles, 1) - 1, LP.stage(I.Op));
    OS << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                        "height=\"{3}\" rx=\"2\" fill=\"{4}\" "
                        "stroke=\"#333333\" stroke-width=\"0.7\"/>",
                        BX, BY, BW, LaneH - 4, IterFill[I.Iteration % 8]);
    std::string Label = Op.Name + ":" + std::to_string(I.Iteration);
    if (!fits(Label, BW))
      Label = fits(Op.Name, BW) ? Op.Name : "";
    if (Label.empty())
      Unlabelled[Op.Name] = I.Cycles;
    if (!Label.empty())
      OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\" font-size=\"9\" "
                          "text-anchor=\"middle\">{2}</text>",
                          BX + BW / 2, BY + LaneH / 2 + 1, xmlEscape(Label));
    OS << "</g>\n";
  }

  /// Legend: iteration colours, and the ops too short to carry a label.
  void writeLegend() {
    double LY = BodyBottom + 36, LX = 10;
    OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\">iteration:</text>\n", LX,
                        LY + 10);
    LX += 62;
    for (int64_t K = 0; K < std::min<int64_t>(Opts.Iterations, 8); ++K) {
      OS << llvm::formatv(
          "<rect x=\"{0}\" y=\"{1}\" width=\"14\" height=\"12\" "
          "fill=\"{2}\" stroke=\"#333333\" stroke-width=\"0.7\"/>"
          "<text x=\"{3}\" y=\"{4}\">{5}</text>\n",
          LX, LY, IterFill[K], LX + 18, LY + 10, K);
      LX += 40;
    }
    OS << llvm::formatv("<text x=\"{0}\" y=\"{1}\" fill=\"#444444\">"
                        "Boxes stacked in one band overlap in time; a box too "
                        "short for op:iteration shows the op only.</text>\n",
                        LX + 10, LY + 10);
    if (Unlabelled.empty())
      return;
    // Grouped by length: "max0, sum0 (1 cycle)".
    std::map<int64_t, std::string> ByCycles;
    for (const auto &[Name, Cycles] : Unlabelled)
      ByCycles[Cycles] += (ByCycles[Cycles].empty() ? "" : ", ") + Name;
    std::string Text = "Too short to label (hover for a tooltip):";
    for (const auto &[Cycles, Names] : ByCycles)
      Text += " " + Names + " (" + std::to_string(Cycles) +
              (Cycles == 1 ? " cycle)" : " cycles)");
    OS << llvm::formatv("<text x=\"10\" y=\"{0}\" fill=\"#444444\">{1}"
                        "</text>\n",
                        LY + 28, xmlEscape(Text));
  }

  const LoopPipeline &LP;
  const ViewOptions &Opts;
  llvm::raw_ostream &OS;
  const ModuloSchedule &S;
  const DependenceGraph &G;
  std::vector<Track> Tracks;
  int64_t End;
  double Left = 0, Scale = 1, BodyTop = 0, BodyBottom = 0, Height = 0,
         Width = 0;
  std::map<std::string, int64_t> Unlabelled; ///< op name -> cycles
};

} // namespace

void twill::writeSVG(const LoopPipeline &LP, const ViewOptions &Opts,
                     llvm::raw_ostream &OS) {
  SVGWriter(LP, Opts, OS).write();
}

//===----------------------------------------------------------------------===//
// Trace-event JSON
//===----------------------------------------------------------------------===//

void twill::writeTrace(const LoopPipeline &LP, const ViewOptions &Opts,
                       llvm::raw_ostream &OS) {
  const DependenceGraph &G = LP.graph();
  std::vector<Track> Tracks = buildTracks(LP, Opts.Iterations);
  llvm::json::Array Events;
  // pid 1: warp groups, pid 2: units; one thread per lane of a track.
  Events.push_back(llvm::json::Object{
      {"name", "process_name"},
      {"ph", "M"},
      {"pid", 1},
      {"tid", 0},
      {"args", llvm::json::Object{{"name", "warp groups"}}}});
  Events.push_back(llvm::json::Object{
      {"name", "process_name"},
      {"ph", "M"},
      {"pid", 2},
      {"tid", 0},
      {"args", llvm::json::Object{{"name", "functional units"}}}});
  int64_t NextTid = 1;
  for (const Track &T : Tracks) {
    int64_t Pid = T.IsUnit ? 2 : 1;
    int64_t FirstTid = NextTid;
    for (unsigned L = 0; L < T.Lanes.NumLanes; ++L) {
      std::string Name = T.Name;
      if (T.Lanes.NumLanes > 1)
        Name += " #" + std::to_string(L);
      Events.push_back(
          llvm::json::Object{{"name", "thread_name"},
                             {"ph", "M"},
                             {"pid", Pid},
                             {"tid", NextTid},
                             {"args", llvm::json::Object{{"name", Name}}}});
      Events.push_back(llvm::json::Object{
          {"name", "thread_sort_index"},
          {"ph", "M"},
          {"pid", Pid},
          {"tid", NextTid},
          {"args", llvm::json::Object{{"sort_index", NextTid}}}});
      ++NextTid;
    }
    for (size_t K = 0; K < T.Lanes.Instances.size(); ++K) {
      const OpInstance &I = T.Lanes.Instances[K];
      const Operation &Op = G.op(I.Op);
      Events.push_back(llvm::json::Object{
          {"name", Op.Name},
          {"cat", Op.Kind.empty() ? "op" : Op.Kind},
          {"ph", "X"},
          {"ts", I.Start},
          {"dur", I.Cycles},
          {"pid", Pid},
          {"tid", FirstTid + T.Lanes.Lane[K]},
          {"args", llvm::json::Object{{"iteration", I.Iteration},
                                      {"stage", LP.stage(I.Op)},
                                      {"track", T.Name}}}});
    }
  }
  llvm::json::Object Root{
      {"traceEvents", std::move(Events)},
      {"otherData",
       llvm::json::Object{{"problem", LP.problem().Name},
                          {"II", LP.schedule().II},
                          {"L", LP.schedule().Length},
                          {"iterations", Opts.Iterations},
                          {"time_unit", "1 us = 1 normalized cycle"}}}};
  OS << llvm::formatv("{0:1}", llvm::json::Value(std::move(Root))) << "\n";
}
