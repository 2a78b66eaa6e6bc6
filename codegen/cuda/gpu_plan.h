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
  // continues an earlier one's (a later chunk of a convolution), or a Loop.
  static std::vector<ir::ValueId> written(const cuda::Launch& l);
  // The size of result k.
  size_t result_bytes(const ir::Function& f, size_t k) const { return values[f.results[k]].bytes; }
  // The function's inputs' and results' sizes, in order: what the caller's
  // buffers hold (so that a plan runs without its function: a `netc build`
  // library reads its plans, engine/exec/gpu_plan_json.h).
  std::vector<uint64_t> input_bytes, result_sizes;
};

// Places in the arena are aligned to this (cuBLAS and vector loads like it).
constexpr uint64_t kGpuArenaAlignment = 256;

// Data parallelism (engine/parallel/replica_set.h): after which launch of the
// gradient function `f` (planned as `p`) each gradient, its results
// [first, end), can be all-reduced while the rest of the step runs. Every
// replica must issue its all-reduces in the same order whatever its share's
// plan: the gradients go last to first (roughly the order in which the
// backward pass finishes them), each once no launch touches it any more and
// the one before it in that order has gone. A gradient that a final copy
// writes, or that no launch touches, is not listed: it goes after the
// function, and so do those after it in the order. Indexed by launch.
std::vector<std::vector<size_t>> all_reduce_schedule(const GpuPlan& p, const ir::Function& f, size_t first,
                                                     size_t end);

// `dims` binds the function's named dims (B for the batch).
Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims,
                                        const cuda::EmitOptions& options = {});

}  // namespace netc::cuda
