#include "engine/exec/nvrtc_kernels.h"

#include "codegen/cuda/nvrtc.h"

namespace netc::engine {

KernelCompiler nvrtc_kernels() {
  return [](const std::string& source, const std::string& arch, const std::string& what) -> Expected<std::string> {
    auto target = cuda::nvrtc_target(arch);
    if (!target.ok()) return Status::error("@" + what + ": " + target.message());
    auto bin = cuda::nvrtc_compile(source, target->arch, what + ".cu");
    if (!bin.ok()) return Status::error("@" + what + ": " + bin.message());
    return std::move(bin->binary);
  };
}

BindOptions::GpuFit nvrtc_gpu_fit(const rt::CudaDevice& g) {
  auto target = cuda::nvrtc_target(g.arch());
  if (!target.ok()) return {target.message(), ""};
  return {"", target->note};
}

}  // namespace netc::engine
