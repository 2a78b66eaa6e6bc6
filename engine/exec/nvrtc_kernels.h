// The GPU executor's kernels in netc: compiled by NVRTC when first needed
// (cached on disk, codegen/cuda/nvrtc.h), as the GPU's own cubin, or as PTX
// for the newest architecture NVRTC knows when the GPU is newer than that.
#pragma once

#include "engine/binding/bind_devices.h"
#include "engine/exec/gpu_step_program.h"

namespace netc::engine {

KernelCompiler nvrtc_kernels();

// Whether NVRTC compiles for `g` (BindOptions::gpu_fit): not for a GPU older
// than every architecture it knows; with a note when it compiles PTX for a
// GPU newer than those.
BindOptions::GpuFit nvrtc_gpu_fit(const rt::CudaDevice& g);

}  // namespace netc::engine
