//===- ModuloSchedule.cpp - A modulo schedule and warp assignment ---------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one computation ModuloSchedule.h declares: the schedule length.
///
//===----------------------------------------------------------------------===//

#include "twill/Model/ModuloSchedule.h"

#include <algorithm>

using namespace twill;

int64_t ModuloSchedule::computeLength(const DependenceGraph &G,
                                      const std::vector<int64_t> &Start) {
  int64_t L = 1;
  for (OpId V = 0; V < G.numOperations() && V < Start.size(); ++V)
    L = std::max(L, Start[V] + std::max<int64_t>(G.op(V).cycles(), 1));
  return L;
}
