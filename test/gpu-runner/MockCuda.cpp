//===- MockCuda.cpp - a libcuda.so.1 stand-in for twill-gpu-runner tests --===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver entry points twill-gpu-runner looks up, with "device" memory
/// in host memory and kernels that run no code: a module's image (the fake
/// cubin or PTX of a test) may hold `MOCK` followed by settings, e.g.
/// `MOCK us=1500 regs=40 write=1 fail=load`:
///   us=N        each launch advances the mock's clock by N microseconds
///               (events read that clock, so timings are deterministic);
///   regs=N      CU_FUNC_ATTRIBUTE_NUM_REGS;
///   write=1     a launch stores 0x77 in the first byte of parameter 0's
///               buffer (so two builds' outputs differ);
///   fail=load   loading the image fails (the runner then JITs the PTX);
///   fail=launch launches fail;
///   crash=1     a launch aborts the process (as a driver fault might);
///   hang=1      a launch never returns (as a deadlocked kernel).
/// With MOCKCUDA_NO_DEVICE in the environment cuInit fails as on a machine
/// with a driver and no device.
///
//===----------------------------------------------------------------------===//

#include <cuda.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace {

struct MockModule {
  unsigned long Us = 1000;
  int Regs = 32;
  bool Write = false, FailLaunch = false, FailLoad = false, Crash = false,
       Hang = false;
};

unsigned long Clock = 0; ///< microseconds

unsigned long setting(const std::string &Image, const char *Key,
                      unsigned long Default) {
  size_t At = Image.find(Key);
  return At == std::string::npos
             ? Default
             : std::strtoul(Image.c_str() + At + std::strlen(Key), nullptr, 10);
}

MockModule *parseImage(const void *Image) {
  const char *P = static_cast<const char *>(Image);
  std::string S(P, strnlen(P, 1 << 16));
  MockModule *M = new MockModule;
  size_t At = S.find("MOCK ");
  if (At == std::string::npos)
    return M;
  std::string Line = S.substr(At, S.find('\n', At) - At);
  M->Us = setting(Line, "us=", 1000);
  M->Regs = int(setting(Line, "regs=", 32));
  M->Write = setting(Line, "write=", 0) != 0;
  M->FailLaunch = Line.find("fail=launch") != std::string::npos;
  M->FailLoad = Line.find("fail=load") != std::string::npos;
  M->Crash = setting(Line, "crash=", 0) != 0;
  M->Hang = setting(Line, "hang=", 0) != 0;
  return M;
}

} // namespace

CUresult cuInit(unsigned int) {
  return std::getenv("MOCKCUDA_NO_DEVICE") ? CUDA_ERROR_NO_DEVICE
                                           : CUDA_SUCCESS;
}
CUresult cuDriverGetVersion(int *V) {
  *V = 13000;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetCount(int *N) {
  *N = 1;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *D, int) {
  *D = 0;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetName(char *Name, int Len, CUdevice) {
  std::strncpy(Name, "mock device", size_t(Len));
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *V, CUdevice_attribute A, CUdevice) {
  *V = A == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ? 9
       : A == CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT   ? 132
                                                         : 0;
  return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *C, CUdevice) {
  static int Ctx;
  *C = reinterpret_cast<CUcontext>(&Ctx);
  return CUDA_SUCCESS;
}
CUresult cuCtxSetCurrent(CUcontext) { return CUDA_SUCCESS; }
CUresult cuCtxSynchronize() { return CUDA_SUCCESS; }
CUresult cuModuleLoadData(CUmodule *M, const void *Image) {
  MockModule *Mod = parseImage(Image);
  if (Mod->FailLoad) {
    delete Mod;
    return CUDA_ERROR_INVALID_IMAGE;
  }
  *M = reinterpret_cast<CUmodule>(Mod);
  return CUDA_SUCCESS;
}
CUresult cuModuleUnload(CUmodule M) {
  delete reinterpret_cast<MockModule *>(M);
  return CUDA_SUCCESS;
}
CUresult cuModuleGetFunction(CUfunction *F, CUmodule M, const char *) {
  *F = reinterpret_cast<CUfunction>(M);
  return CUDA_SUCCESS;
}
CUresult cuFuncGetAttribute(int *V, CUfunction_attribute A, CUfunction F) {
  *V = A == CU_FUNC_ATTRIBUTE_NUM_REGS ? reinterpret_cast<MockModule *>(F)->Regs
                                       : 0;
  return CUDA_SUCCESS;
}
CUresult cuFuncSetAttribute(CUfunction, CUfunction_attribute, int) {
  return CUDA_SUCCESS;
}
CUresult cuMemAlloc(CUdeviceptr *P, size_t Bytes) {
  void *Mem = std::malloc(Bytes);
  if (!Mem)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *P = reinterpret_cast<CUdeviceptr>(Mem);
  return CUDA_SUCCESS;
}
CUresult cuMemFree(CUdeviceptr P) {
  std::free(reinterpret_cast<void *>(P));
  return CUDA_SUCCESS;
}
CUresult cuMemcpyHtoD(CUdeviceptr D, const void *S, size_t N) {
  std::memcpy(reinterpret_cast<void *>(D), S, N);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoH(void *D, CUdeviceptr S, size_t N) {
  std::memcpy(D, reinterpret_cast<void *>(S), N);
  return CUDA_SUCCESS;
}
CUresult cuLaunchKernel(CUfunction F, unsigned, unsigned, unsigned, unsigned,
                        unsigned, unsigned, unsigned, CUstream, void **Params,
                        void **) {
  MockModule *M = reinterpret_cast<MockModule *>(F);
  if (M->FailLaunch)
    return CUDA_ERROR_LAUNCH_FAILED;
  if (M->Crash)
    std::abort();
  while (M->Hang)
    pause();
  if (M->Write)
    *reinterpret_cast<unsigned char *>(*static_cast<CUdeviceptr *>(Params[0])) =
        0x77;
  Clock += M->Us;
  return CUDA_SUCCESS;
}
CUresult cuEventCreate(CUevent *E, unsigned) {
  *E = reinterpret_cast<CUevent>(new unsigned long(0));
  return CUDA_SUCCESS;
}
CUresult cuEventDestroy(CUevent E) {
  delete reinterpret_cast<unsigned long *>(E);
  return CUDA_SUCCESS;
}
CUresult cuEventRecord(CUevent E, CUstream) {
  *reinterpret_cast<unsigned long *>(E) = Clock;
  return CUDA_SUCCESS;
}
CUresult cuEventSynchronize(CUevent) { return CUDA_SUCCESS; }
CUresult cuEventElapsedTime(float *Ms, CUevent A, CUevent B) {
  *Ms = float(*reinterpret_cast<unsigned long *>(B) -
              *reinterpret_cast<unsigned long *>(A)) /
        1000.0f;
  return CUDA_SUCCESS;
}
CUresult cuGetErrorString(CUresult R, const char **S) {
  *S = R == CUDA_ERROR_LAUNCH_FAILED ? "mock launch failure" : "mock error";
  return CUDA_SUCCESS;
}
