// The GPU half of a library's runtime, apart from the C API (aot_runtime.cc):
// the GPU executor run with the launch plans and kernels the library carries.
// Only the wrappers of a library built with GPU code name
// `netc_aot_gpu_engine` (aot_runtime.h), so only such a library links this
// half (the executor, the CUDA runtime; no IR reader, pass or code
// generator); a library built with `--cuda-arch none` links none of it.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "base/status.h"
#include "engine/exec/executor.h"
#include "engine/library/descriptor.h"

namespace netc::library {

class GpuEngine {
 public:
  virtual ~GpuEngine() = default;
  // Whether the library's GPU code runs on a GPU of `arch` (sm_90):
  // NETC_AOT_OK, else a status and why not (an image missing for a kernel
  // names the --cuda-arch to rebuild with).
  virtual std::pair<int, std::string> code_problem(const std::string& arch) const = 0;
  // The GPU executor on GPU `gpu`; *device describes the GPU.
  virtual Expected<std::unique_ptr<engine::Executor>> create(uint64_t seed, int gpu, std::string* device) const = 0;
  // Forward function `fn` of the library, on `x` (which create made).
  virtual Status forward(engine::Executor& x, int fn, void** inputs, void** outputs) const = 0;
};

}  // namespace netc::library

// What `netc_aot_gpu_engine` is: how to read a descriptor's GPU section into
// a GpuEngine; `read` is null in a runtime built without CUDA.
struct netc_aot_gpu {
  netc::Expected<std::unique_ptr<netc::library::GpuEngine>> (*read)(const netc::library::Desc& d);
};
