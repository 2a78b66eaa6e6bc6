#include "engine/nvrtc_kernels.h"

#include "codegen/cuda/nvrtc.h"

namespace netc::engine {

KernelCompiler nvrtc_kernels() {
  return [](const std::string& source, const std::string& arch, const std::string& what) -> Expected<std::string> {
    auto target = cuda::nvrtc_target(arch);
    if (auto* e = std::get_if<std::string>(&target)) return Status::error("@" + what + ": " + *e);
    auto bin = cuda::nvrtc_compile(source, std::get<cuda::GpuTarget>(target).arch, what + ".cu");
    if (auto* e = std::get_if<std::string>(&bin)) return Status::error("@" + what + ": " + *e);
    return std::move(std::get<cuda::NvrtcResult>(bin).binary);
  };
}

BindOptions::GpuFit nvrtc_gpu_fit(const rt::CudaDevice& g) {
  auto target = cuda::nvrtc_target(g.arch());
  if (auto* e = std::get_if<std::string>(&target)) return {*e, ""};
  return {"", std::get<cuda::GpuTarget>(target).note};
}

}  // namespace netc::engine
