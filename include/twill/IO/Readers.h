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
/// This header only includes the one header per format, each named after
/// the file that implements it (NativeJSON.h, HatScheT.h, HeuriGym.h, GML.h,
/// AIGER.h, Dot.h, ReadProblemFile.h).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_IO_READERS_H
#define TWILL_IO_READERS_H

#include "twill/IO/AIGER.h"
#include "twill/IO/Dot.h"
#include "twill/IO/GML.h"
#include "twill/IO/HatScheT.h"
#include "twill/IO/HeuriGym.h"
#include "twill/IO/NativeJSON.h"
#include "twill/IO/ReadProblemFile.h"

#endif // TWILL_IO_READERS_H
