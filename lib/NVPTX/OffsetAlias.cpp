//===- OffsetAlias.cpp - Alias answers from constant offsets --------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/NVPTX/OffsetAlias.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace twill::nvptx;

AliasResult twill::nvptx::aliasByOffsets(const MemoryLocation &A,
                                         const MemoryLocation &B,
                                         const DataLayout &DL) {
  if (!A.Ptr || !B.Ptr || !A.Size.hasValue() || !B.Size.hasValue() ||
      A.Size.isScalable() || B.Size.isScalable())
    return AliasResult::MayAlias;
  int64_t OffA = 0, OffB = 0;
  const Value *BaseA = GetPointerBaseWithConstantOffset(A.Ptr, OffA, DL);
  const Value *BaseB = GetPointerBaseWithConstantOffset(B.Ptr, OffB, DL);
  // Far from overflow, so that the comparisons below are exact.
  constexpr int64_t Far = int64_t(1) << 40;
  int64_t SizeA = A.Size.getValue(), SizeB = B.Size.getValue();
  if (BaseA != BaseB || std::abs(OffA) > Far || std::abs(OffB) > Far ||
      SizeA > Far || SizeB > Far)
    return AliasResult::MayAlias;
  if (OffA + SizeA <= OffB || OffB + SizeB <= OffA)
    return AliasResult::NoAlias;
  if (OffA == OffB && SizeA == SizeB)
    return AliasResult::MustAlias;
  return AliasResult::MayAlias;
}

OffsetAliasAnalysis::OffsetAliasAnalysis(AAResults *Inner, const Triple &T,
                                         const DataLayout &DL)
    : Inner(Inner), TLII(T), TLI(TLII), Results(TLI) {
  OffsetAA.DL = &DL;
  ForwardAA.Inner = Inner;
  Results.addAAResult(OffsetAA);
  if (Inner)
    Results.addAAResult(ForwardAA);
}
