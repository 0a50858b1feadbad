//===- MatrixDescriptor.cpp - wgmma descriptors of a ring's buffers ------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// descriptorChain (TileLoopCommon.h): the proof that a 64-bit value a
/// `wgmma.mma_async` reads as a shared-memory matrix descriptor names the
/// tile at a buffer's address plus a fixed offset, so that the same
/// computation from a ring slot's address names the same tile in that slot.
///
/// The PTX ISA ("Matrix Descriptor Format", wgmma) gives a descriptor's
/// start address as bits 0-13, the shared address divided by 16; its other
/// fields (leading and stride byte offsets, base offset, swizzle mode) do
/// not name an address. A slot lies a multiple of 16 bytes from its buffer
/// (its twin's alignment, TileLoop.h), so the slot's descriptor is the
/// buffer's with the start field moved by that distance / 16 wherever the
/// chain's value is
///     start field = address / 16 + c,   other bits = k,
/// for constants c and k. The chain is made of integer instructions with
/// immediate operands alone, so it is a function of the address, and that
/// form is checked by evaluating it at every shared address a CTA can
/// have (0 to 228 KiB, the shared memory of an sm_90/sm_100 SM: CUDA C++
/// Programming Guide, "Technical Specifications per Compute Capability").
///
//===----------------------------------------------------------------------===//

#include "TileLoopCommon.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#include <cstdint>

using namespace llvm;

namespace twill {
namespace nvptx {
namespace tileloop {

namespace {

/// The bytes of shared memory an SM has on sm_90 and sm_100 (228 KiB): no
/// CTA's shared address reaches it.
constexpr uint64_t SharedWindow = 228 * 1024;

/// One integer instruction of a chain, as the evaluator runs it.
enum class ChainOp {
  Add,
  Sub,
  Shl,
  Srl,
  And,
  Or,
  Xor,
  /// bfe.u32/u64 a, pos, len: bits pos.. pos+len-1 of a, zero-extended.
  Bfe,
  ZExt32,
  Trunc32,
  Move
};

struct ChainStep {
  ChainOp Op;
  /// Result bits (32 or 64).
  unsigned Bits;
  /// The operands: an index into the values computed so far (0 is the
  /// address), or an immediate.
  struct Operand {
    bool IsImm;
    uint64_t Value;
  };
  SmallVector<Operand, 3> Ops;
};

std::optional<ChainOp> chainOp(StringRef N) {
  static const std::pair<StringRef, ChainOp> Prefixes[] = {
      {"ADDi", ChainOp::Add}, {"SUBi", ChainOp::Sub}, {"SHLi", ChainOp::Shl},
      {"SRLi", ChainOp::Srl}, {"ANDb", ChainOp::And}, {"ORb", ChainOp::Or},
      {"XORb", ChainOp::Xor}};
  for (auto [P, Op] : Prefixes)
    if (N.starts_with(P) && (N.ends_with("rr") || N.ends_with("ri")))
      return Op;
  if (N.starts_with("BFE_U32") || N.starts_with("BFE_U64"))
    return ChainOp::Bfe;
  if (N == "CVT_u64_u32")
    return ChainOp::ZExt32;
  if (N == "CVT_u32_u64")
    return ChainOp::Trunc32;
  if (N == "COPY" || N == "IMOV32rr" || N == "IMOV64rr")
    return ChainOp::Move;
  return std::nullopt;
}

uint64_t run(ArrayRef<ChainStep> Steps, uint64_t Address,
             SmallVectorImpl<uint64_t> &Values) {
  Values.assign(1, Address);
  for (const ChainStep &S : Steps) {
    auto Get = [&](unsigned I) {
      return S.Ops[I].IsImm ? S.Ops[I].Value : Values[S.Ops[I].Value];
    };
    uint64_t A = Get(0), B = S.Ops.size() > 1 ? Get(1) : 0,
             C = S.Ops.size() > 2 ? Get(2) : 0, R = 0;
    switch (S.Op) {
    case ChainOp::Add:
      R = A + B;
      break;
    case ChainOp::Sub:
      R = A - B;
      break;
    case ChainOp::Shl:
      R = B < 64 ? A << B : 0;
      break;
    case ChainOp::Srl:
      R = B < 64 ? A >> B : 0;
      break;
    case ChainOp::And:
      R = A & B;
      break;
    case ChainOp::Or:
      R = A | B;
      break;
    case ChainOp::Xor:
      R = A ^ B;
      break;
    case ChainOp::Bfe:
      // (PTX ISA, bfe: pos and len are taken modulo 256.)
      B &= 0xFF, C &= 0xFF;
      R = B >= S.Bits ? 0 : A >> B;
      R &= C >= 64 ? ~uint64_t(0) : (uint64_t(1) << C) - 1;
      break;
    case ChainOp::ZExt32:
    case ChainOp::Trunc32:
      R = A & 0xFFFFFFFFu;
      break;
    case ChainOp::Move:
      R = A;
      break;
    }
    Values.push_back(S.Bits == 64 ? R : R & 0xFFFFFFFFu);
  }
  return Values.back();
}

/// Builds the chain of \p V in evaluation order.
class ChainBuilder {
public:
  ChainBuilder(const MachineRegisterInfo &MRI,
               function_ref<bool(Register)> IsAddress)
      : MRI(MRI), IsAddress(IsAddress) {}

  /// The value index of \p R, its chain appended; or why not.
  Expected<unsigned> value(Register R) {
    if (IsAddress(R)) {
      if (Leaf && Leaf != R)
        return fail("it combines two addresses of the buffers");
      Leaf = R;
      return 0;
    }
    if (auto It = Index.find(R); It != Index.end())
      return It->second;
    const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
    if (!Def || Steps.size() >= 32)
      return fail("its computation is not a short chain of instructions");
    return step(*Def, R);
  }

  Register Leaf;
  SmallVector<ChainStep, 8> Steps;
  SmallVector<MachineInstr *, 8> Instrs;

private:
  Error fail(const Twine &Why) {
    return createStringError(inconvertibleErrorCode(), Why);
  }

  Expected<unsigned> step(const MachineInstr &Def, Register R) {
    std::optional<int64_t> K = constantOf(R, MRI);
    std::optional<ChainOp> Op = chainOp(opName(Def));
    if (K || !Op || Def.getNumExplicitDefs() != 1)
      return fail("it is computed by " + describeOp(Def) +
                  (K ? " (a constant)" : ""));
    ChainStep S{*Op,
                unsigned(MRI.getTargetRegisterInfo()->getRegSizeInBits(
                    *MRI.getRegClass(R))),
                {}};
    unsigned Uses = *Op == ChainOp::Bfe ? 3
                    : *Op == ChainOp::Move || *Op == ChainOp::ZExt32 ||
                            *Op == ChainOp::Trunc32
                        ? 1
                        : 2;
    for (unsigned I = 1; I <= Uses && I < Def.getNumOperands(); ++I) {
      const MachineOperand &MO = Def.getOperand(I);
      if (MO.isImm()) {
        S.Ops.push_back({true, uint64_t(MO.getImm())});
        continue;
      }
      if (!MO.isReg())
        return fail("it is computed by " + describeOp(Def));
      if (std::optional<int64_t> C = constantOf(MO.getReg(), MRI)) {
        S.Ops.push_back({true, uint64_t(*C)});
        continue;
      }
      Expected<unsigned> V = value(MO.getReg());
      if (!V)
        return V.takeError();
      S.Ops.push_back({false, *V});
    }
    Steps.push_back(std::move(S));
    Instrs.push_back(const_cast<MachineInstr *>(&Def));
    return Index[R] = unsigned(Steps.size());
  }

  const MachineRegisterInfo &MRI;
  function_ref<bool(Register)> IsAddress;
  DenseMap<Register, unsigned> Index;
};

} // namespace

Expected<DescriptorChain>
descriptorChain(Register V, const MachineRegisterInfo &MRI,
                function_ref<bool(Register)> IsAddress,
                function_ref<AddressDomain(Register)> Domain) {
  ChainBuilder B(MRI, IsAddress);
  Expected<unsigned> Top = B.value(V);
  if (!Top)
    return Top.takeError();
  if (!B.Leaf || B.Steps.empty())
    return createStringError(inconvertibleErrorCode(),
                             "it is not computed from a buffer's address");
  // start field - address / 16 and the other bits, the same at every
  // address the leaf may hold.
  AddressDomain Dom = Domain(B.Leaf);
  uint64_t Step = std::max<uint64_t>(Dom.Alignment, 1);
  SmallVector<uint64_t, 16> Values;
  uint64_t A0 = Dom.Offset % Step;
  uint64_t D0 = run(B.Steps, A0, Values);
  uint64_t Lo = (D0 & 0x3FFF) - (A0 >> 4), Hi = D0 >> 14;
  for (uint64_t A = A0 + Step; A < SharedWindow; A += Step) {
    uint64_t D = run(B.Steps, A, Values);
    if ((D & 0x3FFF) - (A >> 4) != Lo || D >> 14 != Hi)
      return createStringError(
          inconvertibleErrorCode(),
          "its start-address field does not follow the address (at shared "
          "address " +
              Twine(A) + ")");
  }
  return DescriptorChain{B.Leaf, std::move(B.Instrs)};
}

} // namespace tileloop
} // namespace nvptx
} // namespace twill
