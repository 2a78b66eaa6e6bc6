// How the GPU executor runs one generated CUDA function (codegen/cuda): its
// launches as steps of a buffer plan (codegen/common/buffers.h), which says
// where each value's memory is. Decided once per function and batch size, on
// the host, with no GPU: tested in CI. On one GPU a `to` is a no-op alias,
// the batch having been copied once before the step; the scratch memory
// (a two-pass reduction's partial results, a convolution's columns) starts
// the arena.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "codegen/common/buffers.h"
#include "codegen/cuda/emit_cuda.h"
#include "ir/ir.h"
#include "base/status.h"

namespace netc::cuda {

using GpuValue = codegen::Buffer;

struct GpuPlan : codegen::BufferPlan {
  cuda::CudaFunction code;  // the source and its launches
  // The values a launch computes: a kernel's first `writes` buffers (its
  // result, then the values it carries), a GEMM's C; none for a launch that
  // continues an earlier one's (a later chunk of a convolution).
  static std::vector<ir::ValueId> written(const cuda::Launch& l);
  // The size of result k.
  size_t result_bytes(const ir::Function& f, size_t k) const { return values[f.results[k]].bytes; }
};

// Places in the arena are aligned to this (cuBLAS and vector loads like it).
constexpr uint64_t kGpuArenaAlignment = 256;

// `dims` binds the function's named dims (B for the batch).
Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims,
                                        const cuda::EmitOptions& options = {});

}  // namespace netc::cuda
