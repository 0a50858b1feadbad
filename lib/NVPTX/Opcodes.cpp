//===- Opcodes.cpp - NVPTX opcodes by name --------------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// opcodeNamed (Opcodes.h).
///
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/Opcodes.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

using namespace llvm;

unsigned twill::nvptx::opcodeNamed(const TargetInstrInfo &TII,
                                   StringRef Name) {
  // llc runs one target per process and one pass at a time: one table,
  // rebuilt if another TargetInstrInfo asks.
  static const TargetInstrInfo *Read = nullptr;
  static StringMap<unsigned> Opcodes;
  if (Read != &TII) {
    Opcodes.clear();
    for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc < E; ++Opc)
      Opcodes.try_emplace(TII.getName(Opc), Opc);
    if (!Opcodes.count("IMOV32ri") && Opcodes.count("IMOVB32ri"))
      Opcodes["IMOV32ri"] = Opcodes.lookup("IMOVB32ri");
    Read = &TII;
  }
  return Opcodes.lookup(Name);
}
