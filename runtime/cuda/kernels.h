// Kernels compiled by NVRTC (a cubin for the device's sm_XX, or PTX that the
// driver compiles for it), loaded and launched through the CUDA runtime's
// library API (cudaLibraryLoadData / cudaLibraryGetKernel, CUDA 12+), so that
// netc never calls the driver API and starts without libcuda.so.1.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "base/status.h"

namespace netc::rt::cuda {

class KernelLibrary {
 public:
  // `image` is a cubin or PTX text; `what` names it in errors (a function).
  // The library is loaded into every device's context, lazily.
  static Expected<std::unique_ptr<KernelLibrary>> load(const std::string& image, int device, const std::string& what);
  ~KernelLibrary();
  KernelLibrary(const KernelLibrary&) = delete;
  KernelLibrary& operator=(const KernelLibrary&) = delete;

  // The kernel `name` (an extern "C" __global__ function), looked up once.
  Expected<cudaKernel_t> kernel(const std::string& name);

 private:
  KernelLibrary() = default;
  cudaLibrary_t lib_ = nullptr;
  int device_ = 0;
  std::string what_;
  std::map<std::string, cudaKernel_t> kernels_;
};

// Enqueues `kernel` with `threads` threads (rounded up to whole blocks of
// `block`) on `stream`. `args` points at each argument's value, in order.
Status launch(cudaKernel_t kernel, int64_t threads, int block, void** args, cudaStream_t stream, int device,
              const std::string& name);

}  // namespace netc::rt::cuda
