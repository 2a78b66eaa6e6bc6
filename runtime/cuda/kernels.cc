#include "runtime/cuda/kernels.h"

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Expected<std::unique_ptr<KernelLibrary>> KernelLibrary::load(const std::string& image, int device,
                                                             const std::string& what) {
  std::unique_ptr<KernelLibrary> lib(new KernelLibrary());
  lib->device_ = device;
  lib->what_ = what;
  // A cubin is an ELF file; PTX is text with a .version directive. With lazy
  // module loading (CUDA's default) the runtime would take anything here and
  // fail at the first kernel, so say what is wrong before that.
  bool elf = image.size() >= 4 && image.compare(0, 4, "\x7f" "ELF") == 0;
  if (!elf && image.find(".version") == std::string::npos)
    return Status::error("cuda:" + std::to_string(device) + ": loading the kernels of " + what +
                         " failed: the image is neither a cubin nor PTX");
  // std::string keeps a terminating NUL after its data, which PTX needs.
  Status s = check(cudart().cudaLibraryLoadData(&lib->lib_, image.c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0), device,
                   "loading the kernels of " + what);
  if (!s.ok()) return s;
  // With lazy loading the driver reads a PTX image at its first launch. Asking
  // for a kernel's attributes loads it into the device's context now, so that
  // a broken image is an error here.
  unsigned int count = 0;
  if (Status c = check(cudart().cudaLibraryGetKernelCount(&count, lib->lib_), device, "loading the kernels of " + what); !c.ok())
    return c;
  if (count == 0)
    return Status::error("cuda:" + std::to_string(device) + ": loading the kernels of " + what +
                         " failed: the image holds no kernels");
  cudaKernel_t first = nullptr;
  cudaFuncAttributes attrs{};
  if (Status c = check(cudart().cudaLibraryEnumerateKernels(&first, 1, lib->lib_), device, "loading the kernels of " + what); !c.ok())
    return c;
  if (Status c = check(cudart().cudaFuncGetAttributes(&attrs, reinterpret_cast<const void*>(first)), device,
                       "loading the kernels of " + what);
      !c.ok())
    return c;
  return lib;
}

KernelLibrary::~KernelLibrary() {
  if (lib_) cudart().cudaLibraryUnload(lib_);
}

Expected<cudaKernel_t> KernelLibrary::kernel(const std::string& name) {
  if (auto it = kernels_.find(name); it != kernels_.end()) return it->second;
  cudaKernel_t k = nullptr;
  Status s = check(cudart().cudaLibraryGetKernel(&k, lib_, name.c_str()), device_, "finding kernel " + name + " in " + what_);
  if (!s.ok()) return s;
  kernels_[name] = k;
  return k;
}

Status launch(cudaKernel_t kernel, int64_t threads, int block, void** args, cudaStream_t stream, int device,
              const std::string& name) {
  if (threads <= 0) return Status();
  int64_t blocks = (threads + block - 1) / block;
  if (blocks > 0x7fffffff)
    return Status::error("cuda:" + std::to_string(device) + ": kernel " + name + " needs " + std::to_string(blocks) +
                         " blocks, more than a grid can have");
  // The runtime accepts a cudaKernel_t in place of a function symbol.
  return check(cudart().cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(static_cast<unsigned>(blocks)),
                                dim3(static_cast<unsigned>(block)), args, 0, stream),
               device, "launching kernel " + name);
}

}  // namespace netc::rt::cuda
