//===- twill-gpu-runner.cpp - plain vs plugin cubins on a CUDA device -----===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
///   twill-gpu-runner --parse-only MANIFEST
///   twill-gpu-runner [--dry-run] [--only NAME,...] [--reps N] [--min-reps N]
///                    [--warmup N] [--budget-s S] [--grace-s S] [--json FILE]
///                    [--csv FILE] [--libcuda LIB] MANIFEST DIR
///
/// Launches every kernel of MANIFEST (bench/gpu/kernels.manifest) in both
/// builds that bench/gpu/prepare.sh wrote to DIR (plain llc-19 and llc-19
/// with the twill plugin), checks that they leave identical bytes in every
/// buffer, times them and prints a table: per kernel the median plain and
/// plugin milliseconds and their ratio plugin/plain (below 1: the plugin's
/// build is faster). --dry-run checks the manifest and the build files
/// (entries, parameter lists, launch bounds) and prints the launch plan,
/// with no driver; --parse-only checks the manifest alone. Each kernel runs
/// in a child process, killed after 1.5 x its share of --budget-s (420 s,
/// spread over the kernels left) plus --grace-s (30 s), and the whole run
/// ends by --budget-s + --grace-s. Exit status: 0 all identical and timed, 1 a
/// mismatch or a CUDA error, 2 bad input, 3 no CUDA driver or device.
///
//===----------------------------------------------------------------------===//

#include "BuildFiles.h"
#include "Child.h"
#include "Driver.h"
#include "Manifest.h"
#include "Run.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

using namespace twill::gpu;

namespace {

struct Options {
  bool DryRun = false, ParseOnly = false;
  std::set<std::string> Only;
  RunOptions Run;
  double BudgetS = 420;
  double GraceS = 30; ///< a child is killed after 1.5 x its budget + this
  std::string Json, Csv, Manifest, Dir;
  std::string LibCuda = "libcuda.so.1";
};

const char *Usage =
    "usage: twill-gpu-runner --parse-only MANIFEST\n"
    "       twill-gpu-runner [--dry-run] [--only NAME,...] [--reps N] "
    "[--min-reps N] [--warmup N] [--budget-s S] [--grace-s S] [--json FILE] "
    "[--csv FILE] "
    "[--libcuda LIB] MANIFEST DIR\n";

[[noreturn]] void usageError(const std::string &Msg) {
  std::fprintf(stderr, "twill-gpu-runner: error: %s\n%s", Msg.c_str(), Usage);
  std::exit(ExitBadInput);
}

unsigned number(const std::string &Opt, const char *Text, unsigned Max) {
  char *End = nullptr;
  long V = std::strtol(Text, &End, 10);
  if (*Text == '\0' || *End != '\0' || V < 0 || V > long(Max))
    usageError(Opt + " expects an integer 0.." + std::to_string(Max) +
               ", got `" + Text + "`");
  return unsigned(V);
}

void parseOption(Options &O, const std::string &A, const char *V) {
  if (A == "--reps")
    O.Run.Reps = number(A, V, 10000);
  else if (A == "--min-reps")
    O.Run.MinReps = number(A, V, 10000);
  else if (A == "--warmup")
    O.Run.Warmup = number(A, V, 1000);
  else if (A == "--budget-s")
    O.BudgetS = number(A, V, 86400);
  else if (A == "--grace-s")
    O.GraceS = number(A, V, 86400);
  else if (A == "--json")
    O.Json = V;
  else if (A == "--csv")
    O.Csv = V;
  else if (A == "--libcuda")
    O.LibCuda = V;
  else if (A == "--only") {
    std::stringstream S(V);
    for (std::string N; std::getline(S, N, ',');)
      O.Only.insert(N);
  } else
    usageError("unknown option " + A);
}

Options parseArgs(int Argc, char **Argv) {
  Options O;
  if (const char *Env = std::getenv("TWILL_LIBCUDA"))
    O.LibCuda = Env;
  std::vector<std::string> Pos;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (A == "--help" || A == "-h") {
      std::printf("%s", Usage);
      std::exit(ExitOk);
    }
    if (A == "--dry-run" || A == "--parse-only") {
      (A == "--dry-run" ? O.DryRun : O.ParseOnly) = true;
    } else if (A.size() > 2 && A.compare(0, 2, "--") == 0) {
      if (I + 1 >= Argc)
        usageError(A + " needs a value");
      parseOption(O, A, Argv[++I]);
    } else {
      Pos.push_back(A);
    }
  }
  if (Pos.size() != (O.ParseOnly ? 1u : 2u))
    usageError(O.ParseOnly ? "--parse-only expects MANIFEST only"
                           : "expected MANIFEST and DIR");
  if (O.Run.Reps < O.Run.MinReps)
    usageError("--reps is below --min-reps");
  O.Manifest = Pos[0];
  O.Dir = O.ParseOnly ? "" : Pos[1];
  return O;
}

std::string mib(uint64_t Bytes) {
  char Buf[32];
  if (Bytes < (1 << 20))
    std::snprintf(Buf, sizeof Buf, "%.1f KiB", double(Bytes) / 1024);
  else
    std::snprintf(Buf, sizeof Buf, "%.1f MiB", double(Bytes) / (1 << 20));
  return Buf;
}

const char *initName(const ArgSpec &A, char *Buf, size_t N) {
  switch (A.Init) {
  case InitKind::Zero:
    return "zero";
  case InitKind::Iota:
    return "iota";
  case InitKind::Const:
    std::snprintf(Buf, N, "const:%g", A.InitValue);
    return Buf;
  case InitKind::Rand:
    std::snprintf(Buf, N, "rand:%llu", (unsigned long long)A.Seed);
    return Buf;
  }
  return "?";
}

void printPlan(const KernelSpec &K, const BuildFiles F[2]) {
  std::printf("%s: %s grid %llux%llux%llu block %llux%llux%llu shared %llu B\n",
              K.Name.c_str(), K.Entry.c_str(), (unsigned long long)K.Grid[0],
              (unsigned long long)K.Grid[1], (unsigned long long)K.Grid[2],
              (unsigned long long)K.Block[0], (unsigned long long)K.Block[1],
              (unsigned long long)K.Block[2], (unsigned long long)K.Shared);
  for (int B = 0; B < 2; ++B)
    std::printf("  %-6s %s (%zu B), %s: .entry %s, %u parameters\n",
                buildName(Builds[B]), F[B].CubinPath.c_str(),
                F[B].Cubin.size() - 1, F[B].PtxPath.c_str(), K.Entry.c_str(),
                F[B].Params);
  for (size_t I = 0; I < K.Args.size(); ++I) {
    const ArgSpec &A = K.Args[I];
    char Buf[64];
    if (A.Kind == ArgKind::Buffer)
      std::printf("  arg %zu: buffer %s %s x %llu = %s, %s\n", I,
                  A.Name.c_str(), elemName(A.Type), (unsigned long long)A.Count,
                  mib(A.bytes()).c_str(), initName(A, Buf, sizeof Buf));
    else if (A.Kind == ArgKind::Null)
      std::printf("  arg %zu: null\n", I);
    else if (A.Type == ElemType::F32 || A.Type == ElemType::F64)
      std::printf("  arg %zu: %s %g\n", I, elemName(A.Type), A.FloatValue);
    else
      std::printf("  arg %zu: %s %lld\n", I, elemName(A.Type),
                  (long long)A.IntValue);
  }
  std::printf("  buffers: %s per build%s%s\n", mib(K.bufferBytes()).c_str(),
              K.Check ? "" : "; outputs not compared: ", K.NoCheckWhy.c_str());
}

std::string jsonEscape(const std::string &S) {
  std::string O;
  for (char C : S) {
    if (C == '"' || C == '\\')
      O += '\\';
    if (static_cast<unsigned char>(C) < 0x20) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\u%04x", C);
      O += Buf;
      continue;
    }
    O += C;
  }
  return O;
}

std::string jsonSamples(const std::vector<float> &V) {
  std::string O = "[";
  for (size_t I = 0; I < V.size(); ++I) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, "%s%.5f", I ? ", " : "", V[I]);
    O += Buf;
  }
  return O + "]";
}

void writeJson(const Options &O, const DeviceInfo &D, const Manifest &M,
               const std::vector<KernelResult> &Res, double TotalS) {
  std::ofstream J(O.Json);
  J << "{\n  \"device\": \"" << jsonEscape(D.Name)
    << "\", \"sm\": " << D.Major * 10 + D.Minor
    << ", \"driver\": " << D.DriverVersion << ", \"total_s\": " << TotalS
    << ",\n  \"ratio\": \"plugin_ms / plain_ms (below 1: plugin faster)\",\n"
    << "  \"kernels\": [\n";
  for (size_t I = 0; I < Res.size(); ++I) {
    const KernelResult &R = Res[I];
    J << "    {\"name\": \"" << R.Name << "\", \"status\": \""
      << statusName(R.St) << "\", \"detail\": \"" << jsonEscape(R.Detail)
      << "\", \"regs\": [" << R.Regs[0] << ", " << R.Regs[1]
      << "], \"local_bytes\": [" << R.Local[0] << ", " << R.Local[1]
      << "], \"loaded\": [\"" << jsonEscape(R.Loaded[0]) << "\", \""
      << jsonEscape(R.Loaded[1]) << "\"]";
    if (R.timed())
      J << ", \"plain_ms\": " << R.median(0)
        << ", \"plugin_ms\": " << R.median(1)
        << ", \"ratio\": " << R.median(1) / R.median(0)
        << ", \"plain_samples\": " << jsonSamples(R.Ms[0])
        << ", \"plugin_samples\": " << jsonSamples(R.Ms[1]);
    J << ", \"wall_s\": " << R.WallS << "}" << (I + 1 < Res.size() ? "," : "")
      << "\n";
  }
  J << "  ],\n  \"skipped\": [\n";
  for (size_t I = 0; I < M.Skips.size(); ++I)
    J << "    {\"name\": \"" << M.Skips[I].Name << "\", \"reason\": \""
      << jsonEscape(M.Skips[I].Reason) << "\"}"
      << (I + 1 < M.Skips.size() ? "," : "") << "\n";
  J << "  ]\n}\n";
}

void writeCsv(const Options &O, const std::vector<KernelResult> &Res) {
  std::ofstream C(O.Csv);
  C << "kernel,status,regs_plain,regs_plugin,plain_ms,plugin_ms,ratio_plugin_"
       "over_plain,reps\n";
  for (const KernelResult &R : Res) {
    C << R.Name << "," << statusName(R.St) << "," << R.Regs[0] << ","
      << R.Regs[1];
    if (R.timed())
      C << "," << R.median(0) << "," << R.median(1) << ","
        << R.median(1) / R.median(0) << "," << R.Ms[0].size() << "\n";
    else
      C << ",,,,0\n";
  }
}

/// Prints the table and the geometric mean; returns the exit status.
int report(const std::vector<KernelResult> &Res, const Manifest &M,
           double TotalS) {
  std::printf("\n%-26s %-11s %9s %10s %10s %8s %5s\n", "kernel", "outputs",
              "regs", "plain ms", "plugin ms", "ratio", "reps");
  double LogSum = 0;
  int Timed = 0, Status = ExitOk;
  for (const KernelResult &R : Res) {
    char Regs[24], Cells[64] = "";
    std::snprintf(Regs, sizeof Regs, "%d->%d", R.Regs[0], R.Regs[1]);
    if (R.timed()) {
      double P = R.median(0), Q = R.median(1);
      std::snprintf(Cells, sizeof Cells, "%10.4f %10.4f %8.4f %5zu", P, Q,
                    Q / P, R.Ms[0].size());
      LogSum += std::log(Q / P);
      ++Timed;
    }
    std::printf("%-26s %-11s %9s %s\n", R.Name.c_str(), statusName(R.St), Regs,
                Cells);
    if (!R.Detail.empty())
      std::printf("    %s\n", R.Detail.c_str());
    if (R.St == Status::Mismatch || R.St == Status::CudaError ||
        R.St == Status::NotRun)
      Status = ExitFailed;
  }
  for (const SkipSpec &S : M.Skips)
    std::printf("%-26s skipped: %s\n", S.Name.c_str(), S.Reason.c_str());
  std::printf(
      "\nratio = median plugin ms / median plain ms (below 1: the plugin's "
      "build is faster)\n");
  if (Timed)
    std::printf("geometric mean ratio over %d timed kernels: %.4f\n", Timed,
                std::exp(LogSum / Timed));
  std::printf("total wall time: %.1f s\n", TotalS);
  if (Status != ExitOk)
    std::printf("\n*** FAILED: a kernel's builds differ, a CUDA call failed or "
                "a kernel "
                "did not run (see above) ***\n");
  return Status;
}

int runAll(const Options &O, const Manifest &M,
           const std::vector<const KernelSpec *> &Ks,
           const std::vector<std::array<BuildFiles, 2>> &Files) {
  auto Start = std::chrono::steady_clock::now();
  auto Elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  };
  DeviceInfo Dev;
  std::vector<KernelResult> Res;
  std::printf("%zu kernels, timing budget %.0f s, one child process each\n",
              Ks.size(), O.BudgetS);
  for (size_t I = 0; I < Ks.size(); ++I) {
    double Budget =
        std::max(0.0, (O.BudgetS - Elapsed()) / double(Ks.size() - I));
    std::printf("[%zu/%zu] %s (budget %.1f s)\n", I + 1, Ks.size(),
                Ks[I]->Name.c_str(), Budget);
    KernelResult R;
    std::string Why;
    // The whole run ends by --budget-s + --grace-s: a kernel that hangs
    // late gets only what is left.
    double Left = O.BudgetS + O.GraceS - Elapsed();
    if (Left < 0.1) {
      R.Name = Ks[I]->Name;
      R.St = Status::NotRun;
      R.Detail = "no time left in the run's budget";
      std::printf("    %s\n", R.Detail.c_str());
      Res.push_back(R);
      continue;
    }
    ChildEnd End =
        runInChild(O.LibCuda, *Ks[I], Files[I].data(), O.Run, Budget,
                   std::min(1.5 * Budget + O.GraceS, Left), R, Dev, Why);
    if (End == ChildEnd::NoDevice) {
      std::fprintf(stderr,
                   "twill-gpu-runner: no CUDA device: %s\n"
                   "(this machine cannot run the bench; --dry-run checks "
                   "the inputs without a device)\n",
                   Why.c_str());
      return ExitNoDevice;
    }
    std::printf("    %s in %.1f s%s%s\n", statusName(R.St), R.WallS,
                R.Detail.empty() ? "" : ": ", R.Detail.c_str());
    Res.push_back(R);
  }
  double TotalS = Elapsed();
  std::printf("device: %s (sm_%d%d, %d SMs), driver %d\n", Dev.Name.c_str(),
              Dev.Major, Dev.Minor, Dev.SMs, Dev.DriverVersion);
  if (!O.Json.empty())
    writeJson(O, Dev, M, Res, TotalS);
  if (!O.Csv.empty())
    writeCsv(O, Res);
  return report(Res, M, TotalS);
}

} // namespace

int main(int Argc, char **Argv) {
  Options O = parseArgs(Argc, Argv);
  std::string Text;
  if (!readFile(O.Manifest, Text))
    usageError("cannot read the manifest " + O.Manifest);
  Manifest M = parseManifest(O.Manifest, Text);
  if (O.ParseOnly) {
    std::printf("%s: %zu kernels, %zu skipped\n", O.Manifest.c_str(),
                M.Kernels.size(), M.Skips.size());
    return ExitOk;
  }
  for (const std::string &N : O.Only) {
    bool Found = false;
    for (const KernelSpec &K : M.Kernels)
      Found |= K.Name == N;
    if (!Found)
      usageError("--only names `" + N + "`, which is no kernel of " +
                 O.Manifest);
  }
  std::vector<const KernelSpec *> Ks;
  std::vector<std::array<BuildFiles, 2>> Files;
  uint64_t MaxBytes = 0;
  for (const KernelSpec &K : M.Kernels) {
    if (!O.Only.empty() && !O.Only.count(K.Name))
      continue;
    Ks.push_back(&K);
    Files.push_back({loadBuild(M, K, O.Dir, Build::Plain),
                     loadBuild(M, K, O.Dir, Build::Plugin)});
    MaxBytes = std::max(MaxBytes, K.bufferBytes());
  }
  if (!O.DryRun)
    return runAll(O, M, Ks, Files);
  for (size_t I = 0; I < Ks.size(); ++I)
    printPlan(*Ks[I], Files[I].data());
  for (const SkipSpec &S : M.Skips)
    std::printf("%s: skipped: %s\n", S.Name.c_str(), S.Reason.c_str());
  std::printf("plan: %zu kernels, %zu skipped; at most %s of buffers per build "
              "(%s on the device for both)\n",
              Ks.size(), M.Skips.size(), mib(MaxBytes).c_str(),
              mib(2 * MaxBytes).c_str());
  return ExitOk;
}
