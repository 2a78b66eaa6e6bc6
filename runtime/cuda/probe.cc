#include "runtime/cuda/probe.h"

#include <cstdlib>
#include <mutex>
#include <set>

#include "runtime/cuda/api.h"

namespace netc::rt::cuda {
namespace {

std::mutex g_mutex;
std::set<int> g_in_use;  // devices with a DeviceContext in this process

}  // namespace

void note_device_in_use(int index) {
  std::lock_guard<std::mutex> lock(g_mutex);
  g_in_use.insert(index);
}

std::string no_device_reason(int code) {
  int runtime_version = 0, driver_version = 0;
  cudart().cudaRuntimeGetVersion(&runtime_version);
  cudart().cudaDriverGetVersion(&driver_version);  // 0 when no driver could be loaded
  std::optional<std::string> visible;
  if (const char* v = std::getenv("CUDA_VISIBLE_DEVICES")) visible = v;
  auto e = static_cast<cudaError_t>(code);
  std::string reason = explain_no_cuda_device(code, driver_version, runtime_version, visible,
                                              e == cudaSuccess ? "" : cudart().cudaGetErrorName(e));
  cudart().cudaGetLastError();  // a failed query must not look like a later call's failure
  return reason;
}

void probe_cuda_devices(DeviceInventory& inv) {
  if (Status s = cudart_status(); !s.ok()) {
    inv.no_cuda_reason = s.message();
    return;
  }
  int runtime_version = 0, driver_version = 0;
  cudart().cudaRuntimeGetVersion(&runtime_version);
  cudart().cudaDriverGetVersion(&driver_version);  // 0 when no driver could be loaded
  inv.runtime_version = cuda_version_string(runtime_version);
  if (driver_version > 0) inv.driver_version = cuda_version_string(driver_version);

  // cudaGetDeviceCount leaves `count` untouched on failure: start at 0.
  int count = 0;
  cudaError_t e = cudart().cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count == 0) {
    inv.no_cuda_reason = no_device_reason(e);
    return;
  }

  std::lock_guard<std::mutex> lock(g_mutex);
  int previous = 0;
  cudart().cudaGetDevice(&previous);
  for (int i = 0; i < count; ++i) {
    CudaDevice d;
    d.index = i;
    cudaDeviceProp prop{};
    if (cudart().cudaGetDeviceProperties(&prop, i) != cudaSuccess) {
      d.name = "unknown GPU";
      d.problem = std::string("its properties cannot be read: ") + cudart().cudaGetErrorString(cudart().cudaGetLastError());
      inv.cuda.push_back(d);
      continue;
    }
    d.name = prop.name;
    d.memory_total = prop.totalGlobalMem;
    d.major = prop.major;
    d.minor = prop.minor;
    char bus[32] = {0};
    if (cudart().cudaDeviceGetPCIBusId(bus, sizeof bus, i) == cudaSuccess) d.pci_bus_id = bus;
    // Free memory needs a context on the device. A device in exclusive-process
    // mode that another process holds fails here: it is listed, not usable.
    size_t free_bytes = 0, total_bytes = 0;
    cudaError_t me = cudart().cudaSetDevice(i);
    if (me == cudaSuccess) me = cudart().cudaMemGetInfo(&free_bytes, &total_bytes);
    if (me == cudaSuccess) {
      d.memory_free = free_bytes;
      d.memory_total = total_bytes;
    } else {
      d.problem = std::string(cudart().cudaGetErrorString(me)) + " (" + cudart().cudaGetErrorName(me) + ")";
      cudart().cudaGetLastError();
    }
    // The context made for the query holds a few hundred MiB on the GPU: a
    // process that trains on cuda:0 must not keep one on every other GPU.
    // Release it unless this process already works on that device.
    if (!g_in_use.count(i)) cudart().cudaDeviceReset();
    inv.cuda.push_back(d);
  }
  // cudaSetDevice creates a context (CUDA 12+): go back only to a device
  // this process works on; every user of a GPU selects it before using it.
  if (g_in_use.count(previous)) cudart().cudaSetDevice(previous);
}

}  // namespace netc::rt::cuda
