// The CUDA half of the device inventory (runtime/devices.h), built only with
// NETC_CUDA. It uses the CUDA runtime API, never the driver API, so the
// program starts without libcuda.so.1.
#pragma once

#include "runtime/devices.h"

namespace netc::rt::cuda {

// Fills inv.cuda (or inv.no_cuda_reason) and the runtime and driver versions.
void probe_cuda_devices(DeviceInventory& inv);

// Why no GPU is visible after cudaGetDeviceCount returned `code` (a
// cudaError_t; 0 with a count of 0): explain_no_cuda_device with this
// machine's driver and runtime versions and CUDA_VISIBLE_DEVICES.
std::string no_device_reason(int code);

// Called when this process starts using GPU `index` (a device context), so
// that a later probe does not release that device's context under it.
void note_device_in_use(int index);

}  // namespace netc::rt::cuda
