// The GPU executor's kernels in netc: compiled by NVRTC when first needed
// (cached on disk, codegen/cuda/nvrtc.h).
#pragma once

#include "engine/gpu_step_program.h"

namespace netc::engine {

KernelCompiler nvrtc_kernels();

}  // namespace netc::engine
