//===- OffsetAlias.h - Alias answers from constant offsets ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's scheduling DAG (ScheduleDAGInstrs::buildSchedGraph) asks alias
/// analysis about every pair of accesses to one underlying object, each
/// query afresh: an unrolled body with 128 accumulators in a local array
/// asks BasicAA some 30,000 times, which was half of llc's time with the
/// plugin on SGEMM_CUDA's double-buffering kernel. Most such pairs are
/// constant offsets from one pointer. OffsetAliasAnalysis answers those
/// from the offsets alone (GetPointerBaseWithConstantOffset), and leaves
/// every other query to the alias analysis the pass was given, so the
/// answers are those BasicAA gives, sooner.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_NVPTX_OFFSETALIAS_H
#define TWILL_NVPTX_OFFSETALIAS_H

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/TargetLibraryInfo.h"

namespace llvm {
class DataLayout;
class Triple;
} // namespace llvm

namespace twill {
namespace nvptx {

/// Two locations \p A and \p B a constant number of bytes from one base
/// pointer, both of known size: NoAlias where the byte ranges are
/// disjoint, MustAlias where they are the same, else MayAlias.
llvm::AliasResult aliasByOffsets(const llvm::MemoryLocation &A,
                                 const llvm::MemoryLocation &B,
                                 const llvm::DataLayout &DL);

/// An AAResults whose first answer is aliasByOffsets and whose others come
/// from the pass's own alias analysis (\p Inner; none when it is null).
class OffsetAliasAnalysis {
public:
  OffsetAliasAnalysis(llvm::AAResults *Inner, const llvm::Triple &T,
                      const llvm::DataLayout &DL);
  OffsetAliasAnalysis(const OffsetAliasAnalysis &) = delete;
  OffsetAliasAnalysis &operator=(const OffsetAliasAnalysis &) = delete;

  /// What to pass where the pass's AAResults went: null where that was.
  llvm::AAResults *get() { return Inner ? &Results : nullptr; }

private:
  /// The offsets' answer, else MayAlias.
  struct Offsets : llvm::AAResultBase {
    const llvm::DataLayout *DL = nullptr;
    llvm::AliasResult alias(const llvm::MemoryLocation &A,
                            const llvm::MemoryLocation &B,
                            llvm::AAQueryInfo &, const llvm::Instruction *) {
      return aliasByOffsets(A, B, *DL);
    }
  };
  /// The pass's alias analysis, asked with this query's state.
  struct Forward : llvm::AAResultBase {
    llvm::AAResults *Inner = nullptr;
    llvm::AliasResult alias(const llvm::MemoryLocation &A,
                            const llvm::MemoryLocation &B,
                            llvm::AAQueryInfo &Q,
                            const llvm::Instruction *CtxI) {
      return Inner->alias(A, B, Q, CtxI);
    }
  };

  llvm::AAResults *Inner;
  llvm::TargetLibraryInfoImpl TLII;
  llvm::TargetLibraryInfo TLI;
  Offsets OffsetAA;
  Forward ForwardAA;
  llvm::AAResults Results;
};

} // namespace nvptx
} // namespace twill

#endif // TWILL_NVPTX_OFFSETALIAS_H
