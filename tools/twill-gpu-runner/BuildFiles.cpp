//===- BuildFiles.cpp - the PTX and cubins prepare.sh wrote ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "BuildFiles.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace twill {
namespace gpu {

const char *buildName(Build B) {
  return B == Build::Plain ? "plain" : "plugin";
}

bool readFile(const std::string &Path, std::string &Out) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return false;
  std::ostringstream S;
  S << In.rdbuf();
  Out = S.str();
  return !In.bad();
}

namespace {

[[noreturn]] void fileError(const std::string &Path, const std::string &Msg) {
  std::fprintf(stderr, "%s: error: %s\n", Path.c_str(), Msg.c_str());
  std::exit(ExitBadInput);
}

/// A PTX parameter: its type suffix (u32, f32, u64, b8 ...) or "" for an
/// aggregate (.align N .b8 name[K]).
struct PtxParam {
  std::string Type;
  bool Aggregate = false;
};

/// The text between `.entry SYMBOL(` and its `)`, and the directives up to
/// the body's `{`; false if the entry is absent.
bool findEntry(const std::string &Ptx, const std::string &Sym,
               std::string &Params, std::string &Directives) {
  std::string Key = ".entry " + Sym;
  for (size_t At = Ptx.find(Key); At != std::string::npos;
       At = Ptx.find(Key, At + 1)) {
    size_t P = At + Key.size();
    while (P < Ptx.size() && (Ptx[P] == ' ' || Ptx[P] == '\t'))
      ++P;
    if (P >= Ptx.size() || Ptx[P] != '(')
      continue;
    size_t Close = Ptx.find(')', P);
    size_t Body = Ptx.find('{', P);
    if (Close == std::string::npos || Body == std::string::npos)
      return false;
    Params = Ptx.substr(P + 1, Close - P - 1);
    Directives = Ptx.substr(Close + 1, Body - Close - 1);
    return true;
  }
  return false;
}

std::vector<PtxParam> splitParams(const std::string &Text) {
  std::vector<PtxParam> Out;
  std::stringstream S(Text);
  for (std::string Item; std::getline(S, Item, ',');) {
    std::istringstream W(Item);
    std::vector<std::string> Toks;
    for (std::string T; W >> T;)
      Toks.push_back(T);
    if (Toks.empty())
      continue;
    PtxParam P;
    for (const std::string &T : Toks)
      if (T == ".align")
        P.Aggregate = true;
    if (Toks.size() >= 2 && Toks[1].size() > 1 && Toks[1][0] == '.')
      P.Type = Toks[1].substr(1);
    Out.push_back(P);
  }
  return Out;
}

/// Whether PTX parameter \p P can take argument \p A; \p Want names what it
/// should be.
bool paramFits(const PtxParam &P, const ArgSpec &A, std::string &Want) {
  if (A.Kind != ArgKind::Scalar) {
    Want = "a 64-bit pointer (.u64/.b64/.s64)";
    return !P.Aggregate &&
           (P.Type == "u64" || P.Type == "b64" || P.Type == "s64");
  }
  switch (A.Type) {
  case ElemType::F32:
    Want = ".f32";
    return P.Type == "f32";
  case ElemType::F64:
    Want = ".f64";
    return P.Type == "f64";
  case ElemType::I64:
    Want = "a 64-bit integer";
    return P.Type == "u64" || P.Type == "s64" || P.Type == "b64";
  default:
    Want = "a 32-bit integer";
    return P.Type == "u32" || P.Type == "s32" || P.Type == "b32";
  }
}

/// The three numbers after directive \p Name, or false if it is absent.
bool threeAfter(const std::string &Text, const std::string &Name,
                uint64_t Out[3]) {
  size_t At = Text.find(Name);
  if (At == std::string::npos)
    return false;
  Out[0] = Out[1] = Out[2] = 1;
  std::string Rest = Text.substr(At + Name.size());
  for (char &C : Rest)
    if (C == ',')
      C = ' ';
  std::istringstream S(Rest);
  for (int I = 0; I < 3; ++I)
    if (!(S >> Out[I]))
      break;
  return true;
}

void checkSignature(const Manifest &M, const KernelSpec &K,
                    const BuildFiles &F) {
  std::string Params, Dirs;
  if (!findEntry(F.Ptx, K.Entry, Params, Dirs))
    fileError(F.PtxPath, "no `.entry " + K.Entry + "` (kernel `" + K.Name +
                             "`, " + M.File + ":" + std::to_string(K.Line) +
                             ")");
  std::vector<PtxParam> P = splitParams(Params);
  if (P.size() != K.Args.size())
    badInput(M.File, K.Line, "arg",
             "kernel `" + K.Name + "` has " + std::to_string(K.Args.size()) +
                 " arguments, but `.entry " + K.Entry + "` in " + F.PtxPath +
                 " has " + std::to_string(P.size()) + " parameters");
  for (size_t I = 0; I < P.size(); ++I) {
    std::string Want;
    if (!paramFits(P[I], K.Args[I], Want))
      badInput(M.File, K.Args[I].Line, "arg",
               "parameter " + std::to_string(I) + " of `" + K.Entry + "` in " +
                   F.PtxPath + " is ." + P[I].Type + ", the argument needs " +
                   Want);
  }
  uint64_t N[3];
  uint64_t Threads = K.Block[0] * K.Block[1] * K.Block[2];
  if (threeAfter(Dirs, ".maxntid", N) && Threads > N[0] * N[1] * N[2])
    badInput(M.File, K.Line, "block",
             "a block of " + std::to_string(Threads) +
                 " threads exceeds "
                 ".maxntid (" +
                 std::to_string(N[0] * N[1] * N[2]) + ") in " + F.PtxPath);
  if (threeAfter(Dirs, ".reqntid", N) &&
      (N[0] != K.Block[0] || N[1] != K.Block[1] || N[2] != K.Block[2]))
    badInput(M.File, K.Line, "block",
             "the block differs from .reqntid in " + F.PtxPath);
  if (F.Ptx.find(".extern .shared") != std::string::npos && K.Shared == 0)
    badInput(M.File, K.Line, "shared",
             F.PtxPath + " declares .extern .shared (dynamic shared memory) "
                         "but the kernel gives none");
}

} // namespace

BuildFiles loadBuild(const Manifest &M, const KernelSpec &K,
                     const std::string &Dir, Build B) {
  BuildFiles F;
  std::string Stem = Dir + "/" + K.Name + "." + buildName(B);
  F.PtxPath = Stem + ".ptx";
  F.CubinPath = Stem + ".cubin";
  if (!readFile(F.PtxPath, F.Ptx))
    fileError(F.PtxPath, "cannot read the PTX of kernel `" + K.Name +
                             "` (run bench/gpu/prepare.sh first)");
  std::string Bin;
  if (!readFile(F.CubinPath, Bin))
    fileError(F.CubinPath, "cannot read the cubin of kernel `" + K.Name +
                               "` (run bench/gpu/prepare.sh first)");
  if (Bin.size() < 16 || Bin.compare(0, 4,
                                     "\x7f"
                                     "ELF") != 0)
    fileError(F.CubinPath, "not an ELF file (a cubin from ptxas expected)");
  F.Cubin.assign(Bin.begin(), Bin.end());
  // The driver reads the sizes from the ELF header; a NUL ends the fake
  // image of a test (test/gpu-runner/MockCuda.cpp).
  F.Cubin.push_back(0);
  checkSignature(M, K, F);
  F.Params = unsigned(K.Args.size());
  return F;
}

} // namespace gpu
} // namespace twill
