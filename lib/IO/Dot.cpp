//===- Dot.cpp - Graphviz output of a problem's dependence graph ----------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes a Problem's dependence graph in Graphviz DOT: one box per op
/// (name, kind, latency), one arrow per dependence labelled with its delay
/// and, when loop-carried, its distance. Loop-carried edges are dashed and
/// blocking ones bold so recurrences stand out.
///
//===----------------------------------------------------------------------===//

#include "twill/IO/Dot.h"

using namespace llvm;
using namespace twill;

/// Writes \p S as a DOT string literal.
static void quoted(raw_ostream &OS, StringRef S) {
  OS << '"';
  for (char C : S) {
    if (C == '"' || C == '\\')
      OS << '\\' << C;
    else if (C == '\n')
      OS << "\\n";
    else if (static_cast<unsigned char>(C) < 0x20)
      OS << ' ';
    else
      OS << C;
  }
  OS << '"';
}

void twill::writeDot(const Problem &P, raw_ostream &OS) {
  const DependenceGraph &G = P.Graph;
  OS << "digraph ";
  quoted(OS, P.Name.empty() ? "problem" : P.Name);
  OS << " {\n  node [shape=box, fontname=\"monospace\"];\n";
  for (OpId V = 0; V < G.numOperations(); ++V) {
    const Operation &Op = G.op(V);
    OS << "  n" << V << " [label=";
    std::string Label =
        Op.Name + "\n" + Op.Kind + " lat " + std::to_string(Op.Latency);
    quoted(OS, Label);
    if (Op.VariableLatency)
      OS << ", style=dashed";
    OS << "];\n";
  }
  for (const Dependence &D : G.dependences()) {
    if (D.Src >= G.numOperations() || D.Dst >= G.numOperations())
      continue;
    OS << "  n" << D.Src << " -> n" << D.Dst << " [label=\"" << D.Delay;
    if (D.Distance != 0)
      OS << " / " << D.Distance;
    OS << '"';
    if (D.Distance != 0)
      OS << ", style=dashed";
    if (D.Blocking)
      OS << ", penwidth=2";
    OS << "];\n";
  }
  OS << "}\n";
}
