//===- GauS.h - GauS differentiable scheduler: the whole API ----*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// GauS (arXiv 2602.20427) for twill problems: start times are Gaussians
/// (GauSModel.h), optimised by an augmented Lagrangian with Adam on
/// (mu, sigma), then rounded and legalised into an integer schedule that
/// the independent verifier checks. The API mirrors the Python prototype:
///
///   GauSSolver S(Problem, D, lr);
///   GauSResult R = S.solveModulo(II, RCap, MaxIters);   // pipelined loops
///   GauSResult R = S.solve(GauSObjective::Latency, 0, MaxIters); // acyclic
///   GauSResult R = gausSolveTwillGraph(Kernel, TargetII, D);
///   Problem P = generateRandomDag(1000, 0.01, 50, Seed);
///
/// Time is in integer *steps*: for native problems a step is a cycle; for
/// kernel graphs gausSolveTwillGraph() quantises cycles into steps (see
/// there). docs/gaus.md has the formulation and the schedules used.
///
/// This header includes the three that declare GauS, each named for its
/// implementation: GauSSolver.h (options, result, GauSSolver), GauSGraphs.h
/// (kernel graphs, warps, random DAGs) and Legalize.h (legalisation, list
/// schedules).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_GAUS_H
#define TWILL_GAUS_GAUS_H

#include "twill/GauS/GauSGraphs.h"
#include "twill/GauS/GauSSolver.h"
#include "twill/GauS/Legalize.h"

#endif // TWILL_GAUS_GAUS_H
