//===- Run.cpp - plain and plugin builds of a kernel on the device --------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Run.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <thread>

namespace twill {
namespace gpu {

const char *statusName(Status S) {
  switch (S) {
  case Status::Ok:
    return "identical";
  case Status::Unchecked:
    return "unchecked";
  case Status::Mismatch:
    return "MISMATCH";
  case Status::OverBudget:
    return "over-budget";
  case Status::CudaError:
    return "CUDA-ERROR";
  case Status::NotRun:
    return "not-run";
  }
  return "?";
}

double KernelResult::median(int B) const {
  std::vector<float> V = Ms[B];
  if (V.empty())
    return 0;
  std::sort(V.begin(), V.end());
  size_t N = V.size();
  return N % 2 ? V[N / 2] : 0.5 * (double(V[N / 2 - 1]) + V[N / 2]);
}

namespace {

/// SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014): element I of seed S is mix(S * golden + I).
uint64_t mix(uint64_t X) {
  X += 0x9E3779B97F4A7C15ull;
  X = (X ^ (X >> 30)) * 0xBF58476D1CE4E5B9ull;
  X = (X ^ (X >> 27)) * 0x94D049BB133111EBull;
  return X ^ (X >> 31);
}

/// Element \p I of \p A's pattern as a double (floats) or integer.
double patternValue(const ArgSpec &A, uint64_t I, bool Float) {
  switch (A.Init) {
  case InitKind::Zero:
    return 0;
  case InitKind::Const:
    return A.InitValue;
  case InitKind::Iota:
    return Float ? double(I % (1u << 24)) : double(I);
  case InitKind::Rand:
    break;
  }
  uint64_t U = mix(A.Seed * 0x9E3779B97F4A7C15ull + I);
  // Floats: a multiple of 2^-23 in [-1, 1), exact in every float type;
  // integers: 0..65535.
  return Float ? double(U >> 40) / double(1u << 23) - 1.0 : double(U & 0xffff);
}

/// IEEE binary16 bits of \p V, rounded to nearest even (overflow to
/// infinity, NaN kept). The patterns' values (multiples of 2^-23 in [-1, 1),
/// small constants, iota) need no more.
uint16_t halfBits(double V) {
  uint16_t Sign = std::signbit(V) ? 0x8000 : 0;
  double A = std::fabs(V);
  if (std::isnan(V))
    return 0x7e00;
  if (A == 0.0)
    return Sign;
  if (A >= 65520.0) // rounds to infinity
    return Sign | 0x7c00;
  int E;
  std::frexp(A, &E); // A = f * 2^E, f in [0.5, 1)
  // Units of the last place: 2^(E-11) for normals, 2^-24 below 2^-14.
  int Ulp = std::max(E - 11, -24);
  double M = std::nearbyint(std::ldexp(A, -Ulp)); // round to nearest even
  uint32_t Bits = uint32_t(M);
  if (Ulp == -24) // subnormal (or 2^-14 exactly, which carries into the exponent)
    return Sign | uint16_t(Bits);
  // Bits is in [2^10, 2^11]; 2^11 carries into the next binade.
  int Exp = Ulp + 25; // biased exponent of 2^(Ulp+10)
  if (Bits == (1u << 11)) {
    Bits >>= 1;
    ++Exp;
  }
  return Sign | uint16_t(Exp << 10) | uint16_t(Bits & 0x3ff);
}

void storeElem(ElemType T, double V, unsigned char *P) {
  switch (T) {
  case ElemType::F32: {
    float F = float(V);
    std::memcpy(P, &F, 4);
    return;
  }
  case ElemType::F64:
    std::memcpy(P, &V, 8);
    return;
  case ElemType::BF16: {
    float F = float(V);
    uint32_t Bits;
    std::memcpy(&Bits, &F, 4);
    uint16_t H = uint16_t(Bits >> 16); // truncation; both builds alike
    std::memcpy(P, &H, 2);
    return;
  }
  case ElemType::F16: {
    uint16_t H = halfBits(V);
    std::memcpy(P, &H, 2);
    return;
  }
  case ElemType::I64: {
    int64_t X = int64_t(V);
    std::memcpy(P, &X, 8);
    return;
  }
  case ElemType::U8:
    *P = uint8_t(int64_t(V));
    return;
  default: {
    int32_t X = int32_t(int64_t(V));
    std::memcpy(P, &X, 4);
    return;
  }
  }
}

void fillRange(const ArgSpec &A, unsigned char *Out, uint64_t Begin,
               uint64_t End) {
  bool Float = A.Type == ElemType::F32 || A.Type == ElemType::F64 ||
               A.Type == ElemType::BF16 || A.Type == ElemType::F16;
  unsigned B = elemBytes(A.Type);
  for (uint64_t I = Begin; I < End; ++I)
    storeElem(A.Type, patternValue(A, I, Float), Out + I * B);
}

/// One build on the device: module, function, buffers, parameter slots.
struct DeviceBuild {
  CUmodule Mod = nullptr;
  CUfunction Fn = nullptr;
  std::vector<CUdeviceptr> Ptr; ///< per argument; 0 for scalars
  std::vector<uint64_t> Slot;   ///< per argument, the value passed
  std::vector<void *> Params;   ///< &Slot[i]
};

/// Records a failed driver call in \p R; true if \p E succeeded.
bool ok(const Driver &D, CUresult E, const std::string &What, KernelResult &R) {
  if (E == CUDA_SUCCESS)
    return true;
  if (R.St != Status::CudaError) {
    R.St = Status::CudaError;
    R.Detail = What + ": " + D.errorText(E);
  }
  return false;
}

bool loadModule(const Driver &D, const KernelSpec &K, const BuildFiles &F,
                int B, DeviceBuild &DB, KernelResult &R) {
  CUresult E = D.ModuleLoadData(&DB.Mod, F.Cubin.data());
  R.Loaded[B] = "cubin";
  if (E != CUDA_SUCCESS) {
    // A driver older than the ptxas that wrote the cubin: JIT the PTX.
    R.Loaded[B] = "ptx-jit (cubin: " + D.errorText(E) + ")";
    if (!ok(D, D.ModuleLoadData(&DB.Mod, F.Ptx.c_str()),
            std::string("loading ") + F.PtxPath, R))
      return false;
  }
  if (!ok(D, D.ModuleGetFunction(&DB.Fn, DB.Mod, K.Entry.c_str()),
          "cuModuleGetFunction " + K.Entry, R))
    return false;
  D.FuncGetAttribute(&R.Regs[B], CU_FUNC_ATTRIBUTE_NUM_REGS, DB.Fn);
  D.FuncGetAttribute(&R.Local[B], CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, DB.Fn);
  if (K.Shared > 48 * 1024)
    return ok(D,
              D.FuncSetAttribute(
                  DB.Fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                  int(K.Shared)),
              "cuFuncSetAttribute (dynamic shared memory)", R);
  return true;
}

bool setupBuild(const Driver &D, const KernelSpec &K, const BuildFiles &F,
                const std::vector<std::vector<unsigned char>> &Host, int B,
                DeviceBuild &DB, KernelResult &R) {
  if (!loadModule(D, K, F, B, DB, R))
    return false;
  size_t N = K.Args.size();
  DB.Ptr.assign(N, 0);
  DB.Slot.assign(N, 0);
  DB.Params.assign(N, nullptr);
  for (size_t I = 0; I < N; ++I) {
    const ArgSpec &A = K.Args[I];
    DB.Params[I] = &DB.Slot[I];
    if (A.Kind == ArgKind::Scalar) {
      unsigned char Bytes[8] = {0};
      storeElem(A.Type,
                A.Type == ElemType::F32 || A.Type == ElemType::F64
                    ? A.FloatValue
                    : double(A.IntValue),
                Bytes);
      if (A.Type == ElemType::I64)
        std::memcpy(Bytes, &A.IntValue, 8); // exact beyond 2^53
      std::memcpy(&DB.Slot[I], Bytes, 8);
      continue;
    }
    if (A.Kind == ArgKind::Null)
      continue;
    if (!ok(D, D.MemAlloc(&DB.Ptr[I], A.bytes()), "cuMemAlloc " + A.Name, R) ||
        !ok(D, D.MemcpyHtoD(DB.Ptr[I], Host[I].data(), A.bytes()),
            "cuMemcpyHtoD " + A.Name, R))
      return false;
    DB.Slot[I] = DB.Ptr[I];
  }
  return true;
}

void teardown(const Driver &D, DeviceBuild &DB) {
  for (CUdeviceptr P : DB.Ptr)
    if (P)
      D.MemFree(P);
  if (DB.Mod)
    D.ModuleUnload(DB.Mod);
  DB = DeviceBuild();
}

CUresult launch(const Driver &D, const KernelSpec &K, DeviceBuild &DB) {
  return D.LaunchKernel(DB.Fn, unsigned(K.Grid[0]), unsigned(K.Grid[1]),
                        unsigned(K.Grid[2]), unsigned(K.Block[0]),
                        unsigned(K.Block[1]), unsigned(K.Block[2]),
                        unsigned(K.Shared), nullptr, DB.Params.data(), nullptr);
}

/// A launch between two events; its time in \p Ms.
bool timedLaunch(const Driver &D, const KernelSpec &K, DeviceBuild &DB,
                 CUevent Ev[2], float &Ms, KernelResult &R) {
  return ok(D, D.EventRecord(Ev[0], nullptr), "cuEventRecord", R) &&
         ok(D, launch(D, K, DB), "cuLaunchKernel", R) &&
         ok(D, D.EventRecord(Ev[1], nullptr), "cuEventRecord", R) &&
         ok(D, D.EventSynchronize(Ev[1]), "the kernel (cuEventSynchronize)",
            R) &&
         ok(D, D.EventElapsedTime(&Ms, Ev[0], Ev[1]), "cuEventElapsedTime", R);
}

std::string elemText(ElemType T, const unsigned char *P) {
  char Buf[64];
  switch (T) {
  case ElemType::F32: {
    float F;
    std::memcpy(&F, P, 4);
    std::snprintf(Buf, sizeof Buf, "%.9g", F);
    break;
  }
  case ElemType::F64: {
    double F;
    std::memcpy(&F, P, 8);
    std::snprintf(Buf, sizeof Buf, "%.17g", F);
    break;
  }
  case ElemType::I64: {
    int64_t X;
    std::memcpy(&X, P, 8);
    std::snprintf(Buf, sizeof Buf, "%lld", (long long)X);
    break;
  }
  case ElemType::BF16:
  case ElemType::F16: {
    uint16_t X;
    std::memcpy(&X, P, 2);
    std::snprintf(Buf, sizeof Buf, "%s 0x%04x", elemName(T), X);
    break;
  }
  case ElemType::U8:
    std::snprintf(Buf, sizeof Buf, "%u", unsigned(*P));
    break;
  default: {
    int32_t X;
    std::memcpy(&X, P, 4);
    std::snprintf(Buf, sizeof Buf, "%d", X);
    break;
  }
  }
  return Buf;
}

/// Compares every buffer of the two builds after one launch each.
bool compareBuffers(const Driver &D, const KernelSpec &K, DeviceBuild DB[2],
                    KernelResult &R) {
  std::vector<unsigned char> Out[2];
  for (size_t I = 0; I < K.Args.size(); ++I) {
    const ArgSpec &A = K.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    for (int B = 0; B < 2; ++B) {
      Out[B].resize(A.bytes());
      if (!ok(D, D.MemcpyDtoH(Out[B].data(), DB[B].Ptr[I], A.bytes()),
              "cuMemcpyDtoH " + A.Name, R))
        return false;
    }
    if (std::memcmp(Out[0].data(), Out[1].data(), A.bytes()) == 0)
      continue;
    unsigned EB = elemBytes(A.Type);
    uint64_t First = UINT64_MAX, Differ = 0;
    for (uint64_t E = 0; E < A.Count; ++E)
      if (std::memcmp(&Out[0][E * EB], &Out[1][E * EB], EB) != 0) {
        First = std::min(First, E);
        ++Differ;
      }
    R.St = Status::Mismatch;
    R.Detail = "buffer " + A.Name + ": " + std::to_string(Differ) + " of " +
               std::to_string(A.Count) + " elements differ; first [" +
               std::to_string(First) + "] plain " +
               elemText(A.Type, &Out[0][First * EB]) + ", plugin " +
               elemText(A.Type, &Out[1][First * EB]);
    return false;
  }
  return true;
}

/// Warm-up and timed launches, interleaved, within \p BudgetS seconds.
void timeBuilds(const Driver &D, const KernelSpec &K, DeviceBuild DB[2],
                const RunOptions &Opt, double BudgetS, double FirstPairMs,
                KernelResult &R) {
  double PairS = FirstPairMs / 1000.0;
  if (PairS * (Opt.Warmup + Opt.MinReps) > BudgetS) {
    R.St = Status::OverBudget;
    R.Detail = "one launch of each build took " + std::to_string(FirstPairMs) +
               " ms; " + std::to_string(Opt.Warmup + Opt.MinReps) +
               " would exceed the kernel's budget of " +
               std::to_string(BudgetS) + " s";
    return;
  }
  CUevent Ev[2];
  if (!ok(D, D.EventCreate(&Ev[0], CU_EVENT_DEFAULT), "cuEventCreate", R) ||
      !ok(D, D.EventCreate(&Ev[1], CU_EVENT_DEFAULT), "cuEventCreate", R))
    return;
  float Ms = 0, Warm[2] = {0, 0};
  for (unsigned W = 0; W < Opt.Warmup; ++W)
    for (int B = 0; B < 2; ++B)
      if (!timedLaunch(D, K, DB[B], Ev, Warm[B], R))
        return;
  double Pair = (Warm[0] + Warm[1]) / 1000.0;
  unsigned Reps = Opt.Reps;
  if (Pair > 0 && Reps * Pair > BudgetS - PairS * Opt.Warmup)
    Reps = unsigned(std::max(0.0, (BudgetS - PairS * Opt.Warmup) / Pair));
  if (Reps < Opt.MinReps) {
    R.St = Status::OverBudget;
    R.Detail = std::to_string(Opt.MinReps) +
               " timed launches of each build "
               "would exceed the kernel's budget of " +
               std::to_string(BudgetS) + " s";
    Reps = 0;
  }
  auto Pair2 = [&](unsigned I) {
    for (int J = 0; J < 2; ++J) {
      int B = I % 2 ? 1 - J : J;
      if (!timedLaunch(D, K, DB[B], Ev, Ms, R))
        return false;
      R.Ms[B].push_back(Ms);
    }
    return true;
  };
  for (unsigned I = 0; I < Reps && Pair2(I); ++I)
    ;
  D.EventDestroy(Ev[0]);
  D.EventDestroy(Ev[1]);
}

} // namespace

void fillBuffer(const ArgSpec &A, std::vector<unsigned char> &Out) {
  Out.assign(A.bytes(), 0);
  if (A.Init == InitKind::Zero)
    return;
  unsigned Threads =
      std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  if (A.Count < (1u << 20))
    Threads = 1;
  std::vector<std::thread> Pool;
  uint64_t Chunk = (A.Count + Threads - 1) / Threads;
  for (unsigned T = 0; T < Threads; ++T) {
    uint64_t Begin = T * Chunk, End = std::min(A.Count, Begin + Chunk);
    if (Begin < End)
      Pool.emplace_back(fillRange, std::cref(A), Out.data(), Begin, End);
  }
  for (std::thread &T : Pool)
    T.join();
}

KernelResult runKernel(const Driver &D, const KernelSpec &K,
                       const BuildFiles Files[2], const RunOptions &Opt,
                       double BudgetS) {
  auto Start = std::chrono::steady_clock::now();
  KernelResult R;
  R.Name = K.Name;
  R.St = K.Check ? Status::Ok : Status::Unchecked;
  std::vector<std::vector<unsigned char>> Host(K.Args.size());
  for (size_t I = 0; I < K.Args.size(); ++I)
    if (K.Args[I].Kind == ArgKind::Buffer)
      fillBuffer(K.Args[I], Host[I]);
  DeviceBuild DB[2];
  CUevent Ev[2] = {nullptr, nullptr};
  float First[2] = {0, 0};
  bool Ready =
      setupBuild(D, K, Files[0], Host, 0, DB[0], R) &&
      setupBuild(D, K, Files[1], Host, 1, DB[1], R) &&
      ok(D, D.EventCreate(&Ev[0], CU_EVENT_DEFAULT), "cuEventCreate", R) &&
      ok(D, D.EventCreate(&Ev[1], CU_EVENT_DEFAULT), "cuEventCreate", R) &&
      timedLaunch(D, K, DB[0], Ev, First[0], R) &&
      timedLaunch(D, K, DB[1], Ev, First[1], R) &&
      (!K.Check || compareBuffers(D, K, DB, R));
  Host.clear();
  for (CUevent E : Ev)
    if (E)
      D.EventDestroy(E);
  double Spent =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (Ready)
    timeBuilds(D, K, DB, Opt, BudgetS - Spent, First[0] + First[1], R);
  for (DeviceBuild &B : DB)
    teardown(D, B);
  R.WallS =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return R;
}

} // namespace gpu
} // namespace twill
