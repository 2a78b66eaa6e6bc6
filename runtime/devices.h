// The physical devices this process can see: the CPU, and the NVIDIA GPUs
// the CUDA runtime lists. `netc devices` prints this inventory and device
// binding (engine/binding/bind_devices.h) chooses from it.
//
// GPUs are numbered as the CUDA runtime numbers them: with
// CUDA_VISIBLE_DEVICES set, `cuda:0` is the first device it names, not
// physical device 0. The runtime does that itself; the inventory only says so.
//
// The CUDA part is reached through the CUDA runtime (libcudart), which loads
// the driver (libcuda.so.1) only when asked: a netc built with CUDA starts on
// a machine without a driver, and the inventory then says why no GPU is
// visible. Without NETC_CUDA the inventory says CUDA is not built in.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc::rt {

struct CpuInfo {
  std::string model;          // "AMD EPYC 7B13 64-Core Processor", from /proc/cpuinfo
  int cores = 0;              // logical CPUs this process may run on
  uint64_t memory_total = 0;  // bytes (MemTotal)
  uint64_t memory_free = 0;   // bytes (MemAvailable)
};

struct CudaDevice {
  int index = 0;  // cuda:K, in the runtime's (visible) numbering
  std::string name;
  uint64_t memory_total = 0;
  uint64_t memory_free = 0;
  int major = 0, minor = 0;  // compute capability
  std::string arch() const { return "sm_" + std::to_string(major) + std::to_string(minor); }  // sm_90
  std::string pci_bus_id;    // 0000:3b:00.0: which physical card this is
  std::string problem;       // listed but unusable (e.g. busy in exclusive mode); free memory unknown then
  // Set by a caller that compiles kernels for GPUs (`netc devices`): why it
  // has none for this one, or a note on those it makes (PTX for a GPU newer
  // than its NVRTC knows).
  std::string no_kernels, kernels_note;
};

// The XX of an architecture `prefix`XX (sm_90, compute_120): what
// CudaDevice::arch() writes, read back; -1 for anything else.
inline int arch_number(const std::string& arch, const std::string& prefix) {
  if (arch.rfind(prefix, 0) != 0 || arch.size() == prefix.size()) return -1;
  int n = 0;
  for (size_t i = prefix.size(); i < arch.size(); ++i) {
    if (arch[i] < '0' || arch[i] > '9' || n > 100000) return -1;
    n = n * 10 + (arch[i] - '0');
  }
  return n;
}

struct DeviceInventory {
  CpuInfo cpu;
  bool cuda_built = false;  // this netc has the CUDA runtime
  std::vector<CudaDevice> cuda;
  // Why `cuda` is empty, as a cause that completes "no CUDA device visible:":
  // "no NVIDIA driver: libcuda.so.1 not found", "this netc was built without
  // CUDA". Empty when a device is visible.
  std::string no_cuda_reason;
  std::optional<std::string> cuda_visible_devices;  // the environment variable, when set
  std::string runtime_version, driver_version;      // "13.0"; empty when unknown or absent
};

// Looks at the machine: /proc for the CPU, the CUDA runtime for the GPUs.
// Probing a GPU creates its context to read its free memory; the context is
// released again unless this process already uses that device.
DeviceInventory discover_devices();

// The parts of discover_devices() that need no hardware, for tests.
CpuInfo parse_cpu_info(const std::string& cpuinfo, const std::string& meminfo, int cores);

// What the CUDA runtime's error `code` from cudaGetDeviceCount means for the
// user: why no GPU is visible (DeviceInventory::no_cuda_reason), with what to
// do when there is something to do. `driver_version` is cudaDriverGetVersion's (0: no driver loaded),
// `runtime_version` cudaRuntimeGetVersion's (13000 for 13.0).
std::string explain_no_cuda_device(int code, int driver_version, int runtime_version,
                                   const std::optional<std::string>& cuda_visible_devices,
                                   const std::string& error_name = "");

// "13.0" for 13000.
std::string cuda_version_string(int version);
// "79.1 GiB", "512.0 MiB", "12 bytes".
std::string format_bytes(uint64_t bytes);
// "cuda:0 NVIDIA H100 80GB HBM3"
std::string describe_device(const CudaDevice& d);

// The table `netc devices` prints: a row per GPU, then the CPU, then notes
// (why no GPU is visible, CUDA_VISIBLE_DEVICES, versions).
std::string format_device_table(const DeviceInventory& inv);
// The same as one JSON object (memory in bytes).
std::string format_device_json(const DeviceInventory& inv);

}  // namespace netc::rt
