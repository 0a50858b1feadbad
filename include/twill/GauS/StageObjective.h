//===- StageObjective.h - Formulation A: stage balance + communication -*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formulation A of GauS (arXiv 2602.20427), inherited from GS-Schedule
/// (Liu et al., ICML'24, arXiv 2406.06593): assign every op v a stage
/// s_v in [0, D) such that s_u <= s_v for every intra-iteration edge u -> v
/// (a delay-0 dependence: a consumer may share its producer's stage), and
/// minimise
///
///   max_d sum_{v : s_v = d} w_v  +  alpha * sum_{e = (u,v)} c_e * [s_u != s_v]
///
/// with w_v the op's attribute `parameter` (0 when absent) and c_e the
/// edge's (0 when absent). The communication term above ("cut") is the one
/// the issue states; GS-Schedule's ILP counts an edge once per stage boundary
/// it crosses, sum_e [c_e > 0] (s_v - s_u): that is StageComm::Span (with the
/// weight c_e instead of its indicator). D defaults to the graph's depth,
/// the number of ops on its longest path, as the paper does.
///
/// This header gives the problem, its exact evaluator (legality and
/// objective of an integer assignment), a list-scheduling baseline, the
/// legaliser GauS uses after rounding, and the exact time-indexed ILP
/// baseline on the MILP backends. The GauS loss for it is in GauSModel
/// (GauSObjective::StageBalance).
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GAUS_STAGEOBJECTIVE_H
#define TWILL_GAUS_STAGEOBJECTIVE_H

#include "twill/Model/Problem.h"
#include "twill/Model/SolveStatus.h"
#include "twill/Twill/MILP.h"

#include <cstdint>
#include <string>
#include <vector>

namespace twill {

/// How formulation A counts communication.
enum class StageComm {
  Cut,  ///< c_e once when s_u != s_v (the issue's definition).
  Span, ///< c_e per boundary crossed: c_e * (s_v - s_u) (GS-Schedule's ILP).
};

/// One instance of formulation A.
struct StageProblem {
  struct Edge {
    OpId U, V;
    double W;
  };
  std::vector<double> NodeCost; ///< w_v per op.
  std::vector<Edge> Edges;      ///< Intra-iteration edges only.
  double Alpha = 1.0;
  int64_t D = 1;
  StageComm Comm = StageComm::Cut;
  /// Ops in a topological order of Edges, and the producers and consumers
  /// of each op as offsets into InSrc / OutDst (computed by
  /// makeStageProblem or finalize()).
  std::vector<OpId> Topo;
  std::vector<size_t> InOff, OutOff;
  std::vector<OpId> InSrc, OutDst;

  unsigned numOps() const { return NodeCost.size(); }
  /// Builds Topo and the adjacency from NodeCost and Edges; fails on a
  /// cycle or an edge naming no op.
  llvm::Error finalize();
};

/// The number of ops on the longest path of \p P's intra-iteration edges
/// (at least 1): the default D of formulation A.
int64_t stageDepth(const Problem &P);

/// Formulation A for \p P: weights from the `parameter` attributes,
/// carried (distance > 0) edges dropped. \p D <= 0 means stageDepth(P).
/// Fails when the intra-iteration edges have a cycle.
llvm::Expected<StageProblem> makeStageProblem(const Problem &P, double Alpha,
                                              int64_t D,
                                              StageComm Comm = StageComm::Cut);

/// The exact value of an integer assignment.
struct StageEval {
  bool Legal = false;
  /// Why the assignment is illegal (the first offence), empty when legal.
  std::string Why;
  double MaxStage = 0; ///< max_d of the per-stage resource.
  double Comm = 0;     ///< The communication sum (before alpha).
  double Objective = 0; ///< MaxStage + Alpha * Comm.
};

/// Checks that \p S has one stage in [0, D) per op and s_u <= s_v on every
/// edge, and computes the objective (also for illegal assignments, as long
/// as every stage lies in [0, D)). O(|V| + |E| + D).
StageEval evaluateStages(const StageProblem &SP, const std::vector<int64_t> &S);

/// A list-scheduling baseline: stages are filled in order d = 0, 1, ...
/// up to a load bound B; an op is ready once its producers are placed (in
/// this or an earlier stage), ready ops are taken in depth-first order of
/// the graph (so producer cones stay together and few edges are cut), and
/// the last stage takes whatever is left. Ready ops are also tried in level
/// order. B is tried at total / k for stage counts k on a geometric grid
/// (ratio 1.15) from 1 to D (never below the largest w_v), and the best
/// assignment is returned. O(|V| + |E| + D) per bound, O(log D) bounds.
std::vector<int64_t> stageListSchedule(const StageProblem &SP);

/// Legalisation of rounded stages \p Target (clamped to [0, D)): a forward
/// pass in topological order (s_v = max(target_v, max over producers s_u))
/// and a backward pass (s_u = min(target_u, min over consumers s_v)); the
/// better of the two legal assignments is returned.
std::vector<int64_t> legalizeStages(const StageProblem &SP,
                                    const std::vector<int64_t> &Target);

/// Legalisation by order: ops in a topological order that takes the
/// smallest \p Priority (GauS's means) first, placed in non-decreasing
/// stages; a new stage starts when the load would exceed a bound (the peak
/// stage load of round(Priority) times 1, 1.1, 1.25 or 1.5) or when the
/// op's rounded priority is later. Always legal; the best bound is kept.
std::vector<int64_t> legalizeStagesByOrder(const StageProblem &SP,
                                           const std::vector<double> &Priority);

/// The exact baseline: the time-indexed 0-1 program with x(v,d) = 1 iff
/// s_v = d, sum_d x(v,d) = 1, the dependence s_u <= s_v in its strong form
/// z(v,d) <= z(u,d) for every d with z(v,d) = sum_{t<=d} x(v,t) (a
/// continuous variable per op and stage), R >= sum_v w_v x(v,d)
/// for every stage, and for Cut y_e >= x(u,d) - x(v,d) for every d;
/// minimise R + alpha * sum_e c_e y_e (Cut) or R + alpha * sum_e c_e
/// (sum_d d x(v,d) - sum_d d x(u,d)) (Span).
struct StageExactResult {
  SolveStatus Status = SolveStatus::Error;
  std::vector<int64_t> Stages; ///< When hasSolution(Status).
  double Objective = 0;        ///< evaluateStages() of Stages.
  double Seconds = 0;
  unsigned Variables = 0, Rows = 0;
  std::string Message;
  /// The objective of the MIP start, or -1 when none was given (or it did
  /// not satisfy the program).
  double StartObjective = -1;
  /// The solver returned the start itself: it found nothing better within
  /// the budget (Stages is then the start; Status Feasible).
  bool FromStart = false;
};

/// Solves the exact program with \p Backend for at most \p Seconds. Refuses
/// (Status Error, Message "too large") instances with more than
/// \p MaxVariables variables before building anything. \p Start, a legal
/// assignment (e.g. stageListSchedule()'s), is the MIP start (MILPOptions::
/// Start): CBC starts from it, and the result is never worse than it
/// (FromStart says when it is the start itself). Contract
/// (twill/Model/Problem.h): \p SP comes from a checked problem; the stages
/// are scored by evaluateStages(), not by the modulo verifier.
StageExactResult solveStagesExact(const StageProblem &SP, double Seconds,
                                  MILPBackend Backend = MILPBackend::CBC,
                                  uint64_t MaxVariables = 200000,
                                  const std::vector<int64_t> *Start = nullptr);

/// Stage-aware repair for formulation A: refines a legal assignment \p S
/// without breaking s_u <= s_v. Each op in topological order may move to
/// its target stage (\p Target, GauS's rounded mean, clamped to the stages
/// its neighbours allow), to its latest producer's or earliest consumer's
/// stage, or, when it sits in a maximum-load stage, to the least loaded
/// stage it may take (windows of at most 64 stages); it takes the move that
/// lowers max load + alpha x communication most, and with an equal
/// objective it returns to its target stage. So ops that the forward or
/// backward pass of legalizeStages() pushed away from GauS's grouping come
/// back where that is legal and no worse, and overloaded stages shed ops.
/// At most \p Passes sweeps; the objective never increases.
std::vector<int64_t> refineStages(const StageProblem &SP,
                                  std::vector<int64_t> S,
                                  const std::vector<int64_t> &Target,
                                  unsigned Passes = 4);

} // namespace twill

#endif // TWILL_GAUS_STAGEOBJECTIVE_H
