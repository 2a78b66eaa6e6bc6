#include "engine/nvrtc_kernels.h"

#include "codegen/cuda/nvrtc.h"

namespace netc::engine {

KernelCompiler nvrtc_kernels() {
  return [](const std::string& source, const std::string& arch, const std::string& what) -> rt::Expected<std::string> {
    auto bin = cuda::nvrtc_compile(source, arch, what + ".cu");
    if (auto* e = std::get_if<std::string>(&bin)) return rt::Status::error("@" + what + ": " + *e);
    return std::move(std::get<cuda::NvrtcResult>(bin).binary);
  };
}

}  // namespace netc::engine
