//===- Cubin.cpp - CUDA cubin headers and resources ------------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The ELF header rewrite and the .nv.info reader of Cubin.h, on
/// llvm::object::ELFFile.
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/Cubin.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/Endian.h"

using namespace llvm;
using namespace llvm::object;

namespace twill::sass {
namespace {

/// ELF OS/ABI bytes of cubins: CUDA >= 12.8 and before.
constexpr uint8_t NewOSABI = 0x41, OldOSABI = 0x33;
constexpr uint8_t OldABIVersion = 7;
/// .nv.info attribute formats and the attributes read here (as cuobjdump
/// -elf names them).
constexpr uint8_t EIFMT_SVAL = 0x04;
constexpr uint8_t EIATTR_FRAME_SIZE = 0x11, EIATTR_REGCOUNT = 0x2f;
/// Bytes of system reserve at the start of a kernel's .nv.shared section.
constexpr uint64_t SharedReserve = 1024;

Error cubinError(StringRef File, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), File + ": " + Msg);
}

Expected<ELFFile<ELF64LE>> openCubin(StringRef Bytes, StringRef File) {
  if (Bytes.size() < sizeof(ELF64LE::Ehdr) || !Bytes.starts_with("\x7f"
                                                                  "ELF"))
    return cubinError(File, "not an ELF file");
  Expected<ELFFile<ELF64LE>> Obj = ELFFile<ELF64LE>::create(Bytes);
  if (!Obj)
    return cubinError(File, toString(Obj.takeError()));
  if (Obj->getHeader().e_machine != ELF::EM_CUDA)
    return cubinError(File, "not a CUDA cubin (e_machine is not EM_CUDA)");
  return Obj;
}

/// Reads the (symbol, value) pairs of one SVAL attribute.
void readInfo(ArrayRef<uint8_t> Data, uint8_t Attr,
              function_ref<void(uint32_t Sym, uint32_t Value)> Each) {
  size_t I = 0;
  while (I + 2 <= Data.size()) {
    uint8_t Fmt = Data[I], A = Data[I + 1];
    I += 2;
    size_t Size = 0;
    if (Fmt == EIFMT_SVAL) {
      if (I + 2 > Data.size())
        return;
      Size = support::endian::read16le(Data.data() + I);
      I += 2;
    } else if (Fmt == 0x02) { // EIFMT_BVAL
      Size = 1;
    } else if (Fmt == 0x03) { // EIFMT_HVAL
      Size = 2;
    }
    if (I + Size > Data.size())
      return;
    if (Fmt == EIFMT_SVAL && A == Attr && Size >= 8)
      Each(support::endian::read32le(Data.data() + I),
           support::endian::read32le(Data.data() + I + 4));
    I += Size;
  }
}

} // namespace

bool hasNewCubinHeader(StringRef Bytes) {
  return Bytes.size() > ELF::EI_ABIVERSION && Bytes.starts_with("\x7f"
                                                                "ELF") &&
         uint8_t(Bytes[ELF::EI_OSABI]) == NewOSABI;
}

Expected<std::string> withOldCubinHeader(StringRef Bytes, StringRef File) {
  Expected<ELFFile<ELF64LE>> Obj = openCubin(Bytes, File);
  if (!Obj)
    return Obj.takeError();
  std::string Copy = Bytes.str();
  if (!hasNewCubinHeader(Bytes))
    return Copy;
  uint32_t Flags = Obj->getHeader().e_flags;
  uint32_t SM = (Flags >> 8) & 0xff;
  if (SM < 50 || SM > 200)
    return cubinError(File, "cannot read the SM number from e_flags 0x" +
                                Twine::utohexstr(Flags));
  Copy[ELF::EI_OSABI] = char(OldOSABI);
  Copy[ELF::EI_ABIVERSION] = char(OldABIVersion);
  uint32_t Old = SM | 0x500 | (SM << 16);
  size_t At = offsetof(ELF64LE::Ehdr, e_flags);
  support::endian::write32le(Copy.data() + At, Old);
  return Copy;
}

Expected<std::map<std::string, Resources>> cubinResources(StringRef Bytes,
                                                          StringRef File) {
  Expected<ELFFile<ELF64LE>> Obj = openCubin(Bytes, File);
  if (!Obj)
    return Obj.takeError();
  auto Sections = Obj->sections();
  if (!Sections)
    return cubinError(File, toString(Sections.takeError()));
  const ELF64LE::Shdr *SymTab = nullptr;
  for (const ELF64LE::Shdr &S : *Sections)
    if (S.sh_type == ELF::SHT_SYMTAB)
      SymTab = &S;
  if (!SymTab)
    return cubinError(File, "no symbol table");
  auto Syms = Obj->symbols(SymTab);
  auto StrTab = Obj->getStringTableForSymtab(*SymTab);
  if (!Syms || !StrTab) {
    consumeError(Syms.takeError());
    consumeError(StrTab.takeError());
    return cubinError(File, "unreadable symbol table");
  }
  auto SymName = [&](uint32_t I) -> std::string {
    if (I >= Syms->size())
      return "";
    Expected<StringRef> N = (*Syms)[I].getName(*StrTab);
    if (!N) {
      consumeError(N.takeError());
      return "";
    }
    return N->str();
  };
  std::map<std::string, Resources> Out;
  for (const ELF64LE::Shdr &S : *Sections) {
    Expected<StringRef> Name = Obj->getSectionName(S);
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (Name->starts_with(".nv.shared.") && !Name->contains(".reserved")) {
      // On sm_90a the section starts with the 1 KB system reserve (the code
      // addresses shared memory from 0x400; 9216 B where ptxas -v says
      // 8192 B); the occupancy rules add the reserve themselves.
      Resources &R = Out[Name->drop_front(11).str()];
      R.SharedBytes = S.sh_size >= SharedReserve ? S.sh_size - SharedReserve
                                                  : S.sh_size;
    }
    if (*Name != ".nv.info")
      continue;
    Expected<ArrayRef<uint8_t>> Data = Obj->getSectionContents(S);
    if (!Data)
      return cubinError(File, toString(Data.takeError()));
    readInfo(*Data, EIATTR_REGCOUNT, [&](uint32_t Sym, uint32_t V) {
      Out[SymName(Sym)].Registers = V;
    });
    readInfo(*Data, EIATTR_FRAME_SIZE, [&](uint32_t Sym, uint32_t V) {
      Out[SymName(Sym)].StackFrameBytes = V;
    });
  }
  for (auto &[K, R] : Out) {
    R.Source = "cubin .nv.info";
    if (!R.SharedBytes)
      R.SharedBytes = 0;
  }
  return Out;
}

} // namespace twill::sass
