//===- Driver.cpp - the CUDA driver API, loaded at run time ---------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <dlfcn.h>

namespace twill {
namespace gpu {

std::string Driver::errorText(CUresult R) const {
  const char *S = nullptr;
  if (GetErrorString)
    GetErrorString(R, &S);
  return "CUDA error " + std::to_string(int(R)) +
         (S ? std::string(": ") + S : "");
}

namespace {

/// Looks up \p Names in order (newest first) into \p Fn.
template <typename F>
bool lookup(void *Lib, F &Fn, std::initializer_list<const char *> Names,
            std::string &Why) {
  for (const char *N : Names) {
    if (void *P = dlsym(Lib, N)) {
      Fn = reinterpret_cast<F>(P);
      return true;
    }
  }
  Why = std::string("the driver library has no ") + *Names.begin();
  return false;
}

bool lookupAll(void *L, Driver &D, std::string &Why) {
  return lookup(L, D.Init, {"cuInit"}, Why) &&
         lookup(L, D.DriverGetVersion, {"cuDriverGetVersion"}, Why) &&
         lookup(L, D.DeviceGetCount, {"cuDeviceGetCount"}, Why) &&
         lookup(L, D.DeviceGet, {"cuDeviceGet"}, Why) &&
         lookup(L, D.DeviceGetName, {"cuDeviceGetName"}, Why) &&
         lookup(L, D.DeviceGetAttribute, {"cuDeviceGetAttribute"}, Why) &&
         lookup(L, D.PrimaryCtxRetain, {"cuDevicePrimaryCtxRetain"}, Why) &&
         lookup(L, D.CtxSetCurrent, {"cuCtxSetCurrent"}, Why) &&
         lookup(L, D.CtxSynchronize, {"cuCtxSynchronize"}, Why) &&
         lookup(L, D.ModuleLoadData, {"cuModuleLoadData"}, Why) &&
         lookup(L, D.ModuleUnload, {"cuModuleUnload"}, Why) &&
         lookup(L, D.ModuleGetFunction, {"cuModuleGetFunction"}, Why) &&
         lookup(L, D.FuncGetAttribute, {"cuFuncGetAttribute"}, Why) &&
         lookup(L, D.FuncSetAttribute, {"cuFuncSetAttribute"}, Why) &&
         lookup(L, D.MemAlloc, {"cuMemAlloc_v2"}, Why) &&
         lookup(L, D.MemFree, {"cuMemFree_v2"}, Why) &&
         lookup(L, D.MemcpyHtoD, {"cuMemcpyHtoD_v2"}, Why) &&
         lookup(L, D.MemcpyDtoH, {"cuMemcpyDtoH_v2"}, Why) &&
         lookup(L, D.LaunchKernel, {"cuLaunchKernel"}, Why) &&
         lookup(L, D.EventCreate, {"cuEventCreate"}, Why) &&
         lookup(L, D.EventDestroy, {"cuEventDestroy_v2", "cuEventDestroy"},
                Why) &&
         lookup(L, D.EventRecord, {"cuEventRecord"}, Why) &&
         lookup(L, D.EventSynchronize, {"cuEventSynchronize"}, Why) &&
         lookup(L, D.EventElapsedTime,
                {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, Why) &&
         lookup(L, D.GetErrorString, {"cuGetErrorString"}, Why);
}

} // namespace

bool openDriver(const std::string &Library, Driver &D, std::string &Why) {
  void *L = dlopen(Library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!L) {
    const char *E = dlerror();
    Why = "cannot load the CUDA driver " + Library +
          (E ? std::string(" (") + E + ")" : "");
    return false;
  }
  if (!lookupAll(L, D, Why))
    return false;
  CUresult R = D.Init(0);
  int Count = 0;
  if (R == CUDA_SUCCESS)
    R = D.DeviceGetCount(&Count);
  if (R != CUDA_SUCCESS || Count == 0) {
    Why = R != CUDA_SUCCESS ? "cuInit failed: " + D.errorText(R)
                            : std::string("the driver sees no CUDA device");
    return false;
  }
  char Name[256] = {0};
  if ((R = D.DeviceGet(&D.Device, 0)) != CUDA_SUCCESS ||
      (R = D.DeviceGetName(Name, sizeof(Name) - 1, D.Device)) != CUDA_SUCCESS ||
      (R = D.PrimaryCtxRetain(&D.Context, D.Device)) != CUDA_SUCCESS ||
      (R = D.CtxSetCurrent(D.Context)) != CUDA_SUCCESS) {
    Why = "cannot open device 0: " + D.errorText(R);
    return false;
  }
  D.DeviceName = Name;
  D.DriverGetVersion(&D.DriverVersion);
  D.DeviceGetAttribute(&D.Major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                       D.Device);
  D.DeviceGetAttribute(&D.Minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                       D.Device);
  D.DeviceGetAttribute(&D.SMs, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                       D.Device);
  return true;
}

} // namespace gpu
} // namespace twill
