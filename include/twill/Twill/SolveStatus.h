//===- SolveStatus.h - Forwarding header ------------------------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SolveStatus and the solvers' vocabulary now live in the model layer
/// (twill/Model/SolveStatus.h), where GauS, the plugin and the CLI reach
/// them without depending on the exact solver. Kept for includes written
/// before the move.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_SOLVESTATUS_H
#define TWILL_TWILL_SOLVESTATUS_H

#include "twill/Model/SolveStatus.h"

#endif // TWILL_TWILL_SOLVESTATUS_H
