//===- Driver.h - the CUDA driver API, loaded at run time ------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CUDA driver entry points the runner uses, looked up with dlopen and
/// dlsym in libcuda.so.1 (or the library $TWILL_LIBCUDA or --libcuda names),
/// so the binary links no driver and runs where none is installed (to say
/// so). The prototypes come from cuda.h; the versioned symbols (_v2) are
/// those cuda.h's macros select.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_GPU_RUNNER_DRIVER_H
#define TWILL_GPU_RUNNER_DRIVER_H

#include <cuda.h>

#include <string>

namespace twill {
namespace gpu {

/// The driver's functions, and the device's primary context.
struct Driver {
  decltype(&::cuInit) Init = nullptr;
  decltype(&::cuDriverGetVersion) DriverGetVersion = nullptr;
  decltype(&::cuDeviceGetCount) DeviceGetCount = nullptr;
  decltype(&::cuDeviceGet) DeviceGet = nullptr;
  decltype(&::cuDeviceGetName) DeviceGetName = nullptr;
  decltype(&::cuDeviceGetAttribute) DeviceGetAttribute = nullptr;
  decltype(&::cuDevicePrimaryCtxRetain) PrimaryCtxRetain = nullptr;
  decltype(&::cuCtxSetCurrent) CtxSetCurrent = nullptr;
  decltype(&::cuCtxSynchronize) CtxSynchronize = nullptr;
  decltype(&::cuModuleLoadData) ModuleLoadData = nullptr;
  decltype(&::cuModuleUnload) ModuleUnload = nullptr;
  decltype(&::cuModuleGetFunction) ModuleGetFunction = nullptr;
  decltype(&::cuFuncGetAttribute) FuncGetAttribute = nullptr;
  decltype(&::cuFuncSetAttribute) FuncSetAttribute = nullptr;
  decltype(&::cuMemAlloc) MemAlloc = nullptr;
  decltype(&::cuMemFree) MemFree = nullptr;
  decltype(&::cuMemcpyHtoD) MemcpyHtoD = nullptr;
  decltype(&::cuMemcpyDtoH) MemcpyDtoH = nullptr;
  decltype(&::cuLaunchKernel) LaunchKernel = nullptr;
  decltype(&::cuEventCreate) EventCreate = nullptr;
  decltype(&::cuEventDestroy) EventDestroy = nullptr;
  decltype(&::cuEventRecord) EventRecord = nullptr;
  decltype(&::cuEventSynchronize) EventSynchronize = nullptr;
  decltype(&::cuEventElapsedTime) EventElapsedTime = nullptr;
  decltype(&::cuGetErrorString) GetErrorString = nullptr;

  CUdevice Device = 0;
  CUcontext Context = nullptr;
  std::string DeviceName;
  int DriverVersion = 0, Major = 0, Minor = 0, SMs = 0;

  /// "CUDA_ERROR_...: text" for \p R.
  std::string errorText(CUresult R) const;
};

/// Loads \p Library, looks up every function, initialises the driver and
/// makes device 0's primary context current; false with \p Why if there is
/// no driver or no device.
bool openDriver(const std::string &Library, Driver &D, std::string &Why);

} // namespace gpu
} // namespace twill

#endif // TWILL_GPU_RUNNER_DRIVER_H
