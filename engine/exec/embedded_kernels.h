// The kernels of a `netc build` library: every function the GPU executor
// runs, compiled by NVRTC when the library was built, for each architecture
// asked for (`--cuda-arch`: cubins for sm_XX, PTX for compute_XX). At run
// time the executor asks for a function's source on the device's sm_XX;
// embedded_kernels() finds the image by the source's hash: the cubin for
// that architecture, else the PTX of the newest compute_XX the device can
// run (the driver compiles it), else an error that says what to rebuild
// with. No NVRTC is needed where the library runs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/exec/gpu_step_program.h"
#include "base/status.h"

namespace netc::engine {

struct KernelImage {
  std::string function;  // the IR function, for messages
  std::string hash;      // kernel_source_hash() of its CUDA C
  std::string arch;      // sm_90 (a cubin) or compute_75 (PTX)
  std::string image;
};

// 16 hex digits (FNV-1a, 64 bits) of the source: the key of its images.
std::string kernel_source_hash(const std::string& source);

// The image of `hash` that a device of `arch` (sm_XX) loads, as described
// above; `what` names the function in errors.
Expected<const KernelImage*> choose_image(const std::vector<KernelImage>& images, const std::string& hash,
                                              const std::string& arch, const std::string& what);

// A KernelCompiler over `images`, which must outlive it.
KernelCompiler embedded_kernels(const std::vector<KernelImage>* images);

// Images are stored as base64 text in the library's descriptor.
std::string base64_encode(const std::string& bytes);
Expected<std::string> base64_decode(const std::string& text);

}  // namespace netc::engine
