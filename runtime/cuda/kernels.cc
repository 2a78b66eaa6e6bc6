#include "runtime/cuda/kernels.h"

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Expected<std::unique_ptr<KernelLibrary>> KernelLibrary::load(const std::string& image, int device,
                                                             const std::string& what) {
  std::unique_ptr<KernelLibrary> lib(new KernelLibrary());
  lib->device_ = device;
  lib->what_ = what;
  // std::string keeps a terminating NUL after its data, which PTX needs.
  Status s = check(cudaLibraryLoadData(&lib->lib_, image.c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0), device,
                   "loading the kernels of " + what);
  if (!s.ok()) return s;
  return lib;
}

KernelLibrary::~KernelLibrary() {
  if (lib_) cudaLibraryUnload(lib_);
}

Expected<cudaKernel_t> KernelLibrary::kernel(const std::string& name) {
  if (auto it = kernels_.find(name); it != kernels_.end()) return it->second;
  cudaKernel_t k = nullptr;
  Status s = check(cudaLibraryGetKernel(&k, lib_, name.c_str()), device_, "finding kernel " + name + " in " + what_);
  if (!s.ok()) return s;
  kernels_[name] = k;
  return k;
}

Status launch(cudaKernel_t kernel, int64_t threads, void** args, cudaStream_t stream, int device,
              const std::string& name) {
  if (threads <= 0) return Status();
  int64_t blocks = (threads + kThreadsPerBlock - 1) / kThreadsPerBlock;
  if (blocks > 0x7fffffff)
    return Status::error("cuda:" + std::to_string(device) + ": kernel " + name + " needs " + std::to_string(blocks) +
                         " blocks, more than a grid can have");
  // The runtime accepts a cudaKernel_t in place of a function symbol.
  return check(cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(static_cast<unsigned>(blocks)),
                                dim3(kThreadsPerBlock), args, 0, stream),
               device, "launching kernel " + name);
}

}  // namespace netc::rt::cuda
