// The CUDA emulator's kernels: a module's CUDA C compiled for the host with
// the system C++ compiler (device_shim.h supplies CUDA's built-ins), loaded
// with dlopen, and run block by block. Test support only (see cuda_emu.cc).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/status.h"

namespace netc::cuda_emu {

struct HostKernel {
  std::string name;
  void (*entry)(void** args) = nullptr;  // calls the kernel with *args[i] as its arguments
  std::vector<size_t> arg_sizes;         // sizeof each parameter
  bool barriers = false;                 // the kernel calls __syncthreads()
};

struct HostModule {
  void* handle = nullptr;
  std::vector<HostKernel> kernels;
  ~HostModule();
};

// Compiles `source` (CUDA C with extern "C" __global__ kernels) into a shared
// object under `cache_dir` (reused when the same source comes again) and
// loads it. On failure, the compiler's output.
Expected<std::unique_ptr<HostModule>> compile_module(const std::string& source, const std::string& cache_dir);

struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

// Runs every thread of every block of `grid` x `block`. `args` point at the
// argument values, as cudaLaunchKernel's do.
void run_kernel(const HostKernel& k, Dim3 grid, Dim3 block, void** args);

}  // namespace netc::cuda_emu
