//===- Tools.cpp - ptxas and cuobjdump for the SASS report -----------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tool lookup and the PTX -> cubin -> SASS text pipeline of Tools.h, with
/// llvm::sys::ExecuteAndWait and temporary files that are always removed.
///
//===----------------------------------------------------------------------===//

#include "twill/SASS/Tools.h"

#include "twill/SASS/Cubin.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace twill::sass {

char ToolNotFound::ID = 0;

void ToolNotFound::log(raw_ostream &OS) const {
  OS << "no " << Tool << " found (looked in " << Looked
     << "); run scripts/get-sass-tools.sh to fetch cuobjdump and nvdisasm, "
        "or pass --tools DIR";
}

std::error_code ToolNotFound::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

InputKind classifyInput(StringRef Bytes) {
  if (Bytes.starts_with("\x7f"
                        "ELF"))
    return InputKind::Cubin;
  if (Bytes.contains("\n.version ") || Bytes.starts_with(".version ") ||
      Bytes.contains("\n.target "))
    return InputKind::PTX;
  return InputKind::SassText;
}

Expected<std::string> findTool(StringRef Tool, const ToolPaths &Paths) {
  std::vector<std::string> Dirs;
  // --tools names the disassembler's folder, which then is the only place
  // for cuobjdump (so a test can point it at an empty folder); ptxas is
  // looked up there first and then as usual, since the disassembler's
  // folder (CUDA 11.8) has none for sm_90a.
  if (!Paths.ToolsDir.empty())
    Dirs = {Paths.ToolsDir + "/bin", Paths.ToolsDir};
  if (Paths.ToolsDir.empty() || Tool == "ptxas") {
    for (const std::string &D : Dirs) {
      SmallString<256> P(D);
      sys::path::append(P, Tool);
      if (sys::fs::can_execute(P))
        return std::string(P);
    }
    if (ErrorOr<std::string> P = sys::findProgramByName(Tool))
      return *P;
    Dirs.push_back("PATH");
    if (std::optional<std::string> Home = sys::Process::GetEnv("CUDA_HOME"))
      Dirs.push_back(*Home + "/bin");
    if (!Paths.DefaultToolsDir.empty())
      Dirs.push_back(Paths.DefaultToolsDir + "/bin");
    if (Tool == "ptxas")
      Dirs.push_back("/usr/local/cuda/bin");
  }
  std::string Looked;
  for (const std::string &D : Dirs) {
    Looked += (Looked.empty() ? "" : ", ") + D;
    if (D == "PATH")
      continue;
    SmallString<256> P(D);
    sys::path::append(P, Tool);
    if (sys::fs::can_execute(P))
      return std::string(P);
  }
  return make_error<ToolNotFound>(Tool.str(), Looked);
}

namespace {

Error fileError(StringRef File, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), File + ": " + Msg);
}

/// A temporary file removed when it goes out of scope.
struct TempFile {
  SmallString<128> Path;
  std::optional<FileRemover> Remover;
  Error create(StringRef Suffix) {
    if (std::error_code EC =
            sys::fs::createTemporaryFile("twill-sass", Suffix, Path))
      return createStringError(EC, "cannot create a temporary file");
    Remover.emplace(Path);
    return Error::success();
  }
};

/// Runs \p Args (Args[0] the program); stdout and stderr into \p Out,
/// \p Err. An error naming the tool when it fails.
Error runTool(ArrayRef<std::string> Args, std::string &Out, std::string &Err) {
  TempFile O, E;
  if (Error X = O.create("out"))
    return X;
  if (Error X = E.create("err"))
    return X;
  std::vector<StringRef> Argv(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(O.Path),
                                          StringRef(E.Path)};
  std::string Msg;
  int RC = sys::ExecuteAndWait(Args[0], Argv, std::nullopt, Redirects,
                               /*SecondsToWait=*/600, /*MemoryLimit=*/0,
                               &Msg);
  auto Read = [](StringRef P) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(P);
    return B ? (*B)->getBuffer().str() : std::string();
  };
  Out = Read(O.Path);
  Err = Read(E.Path);
  if (RC != 0)
    return createStringError(inconvertibleErrorCode(),
                             Args[0] + " failed (exit " + Twine(RC) + ")" +
                                 (Msg.empty() ? "" : ": " + Msg) + "\n" +
                                 StringRef(Err).trim());
  return Error::success();
}

/// Disassembles cubin bytes \p Bytes; the text, or an error.
Expected<std::string> disassemble(StringRef Bytes, StringRef File,
                                  const std::string &Cuobjdump) {
  Expected<std::string> Copy = withOldCubinHeader(Bytes, File);
  if (!Copy)
    return Copy.takeError();
  TempFile T;
  if (Error E = T.create("cubin"))
    return std::move(E);
  {
    std::error_code EC;
    raw_fd_ostream OS(T.Path, EC, sys::fs::OF_None);
    if (EC)
      return createStringError(EC, "cannot write " + T.Path);
    OS << *Copy;
  }
  std::string Out, Err;
  if (Error E = runTool({Cuobjdump, "-sass", std::string(T.Path)}, Out, Err))
    return fileError(File, toString(std::move(E)));
  return Out;
}

/// Sets resources a listing lacks from \p Res (the cubin's own).
void mergeResources(std::vector<Kernel> &Ks,
                    const std::map<std::string, Resources> &Res) {
  for (Kernel &K : Ks) {
    auto It = Res.find(K.Name);
    if (It != Res.end() && !K.Res.Registers)
      K.Res = It->second;
  }
}

Expected<std::vector<Kernel>> loadCubin(StringRef Bytes, StringRef File,
                                        StringRef PtxasLog,
                                        const std::string &Cuobjdump) {
  Expected<std::string> Text = disassemble(Bytes, File, Cuobjdump);
  if (!Text)
    return Text.takeError();
  Expected<std::vector<Kernel>> Ks =
      parseSass(PtxasLog.str() + "\n" + *Text, File);
  if (!Ks)
    return Ks.takeError();
  Expected<std::map<std::string, Resources>> Res = cubinResources(Bytes, File);
  if (!Res)
    return Res.takeError();
  mergeResources(*Ks, *Res);
  return Ks;
}

Expected<std::vector<Kernel>> loadPTX(StringRef PTX, StringRef File,
                                      StringRef Arch, const ToolPaths &Paths) {
  Expected<std::string> Cuobjdump = findTool("cuobjdump", Paths);
  if (!Cuobjdump)
    return Cuobjdump.takeError();
  Expected<std::string> Ptxas = findTool("ptxas", Paths);
  if (!Ptxas)
    return Ptxas.takeError();
  TempFile Cubin;
  if (Error E = Cubin.create("cubin"))
    return std::move(E);
  std::string Out, Err;
  if (Error E = runTool({*Ptxas, "-arch=" + Arch.str(), "-v", File.str(), "-o",
                         std::string(Cubin.Path)},
                        Out, Err))
    return fileError(File, toString(std::move(E)));
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Cubin.Path);
  if (!B)
    return createStringError(B.getError(), "cannot read ptxas output");
  Expected<std::vector<Kernel>> Ks =
      loadCubin((*B)->getBuffer(), File, Err, *Cuobjdump);
  if (!Ks)
    return Ks.takeError();
  for (const auto &[Name, Size] : ptxBlockSizes(PTX))
    for (Kernel &K : *Ks)
      if (K.Name == Name) {
        K.BlockSize = Size.first;
        K.BlockSizeSource = Size.second;
      }
  return Ks;
}

} // namespace

Expected<std::vector<Kernel>> loadInput(StringRef File, StringRef Arch,
                                        const ToolPaths &Paths) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B =
      MemoryBuffer::getFileOrSTDIN(File, /*IsText=*/false);
  if (!B)
    return fileError(File, B.getError().message());
  StringRef Bytes = (*B)->getBuffer();
  switch (classifyInput(Bytes)) {
  case InputKind::PTX:
    return loadPTX(Bytes, File, Arch, Paths);
  case InputKind::Cubin: {
    Expected<std::string> Cuobjdump = findTool("cuobjdump", Paths);
    if (!Cuobjdump)
      return Cuobjdump.takeError();
    return loadCubin(Bytes, File, "", *Cuobjdump);
  }
  case InputKind::SassText:
    break;
  }
  Expected<std::vector<Kernel>> Ks = parseSass(Bytes, File);
  if (!Ks)
    return Ks.takeError();
  if (Ks->empty())
    return fileError(File, "no kernel ('Function :' line) in the listing");
  return Ks;
}

} // namespace twill::sass
