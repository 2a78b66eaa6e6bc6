#include "codegen/cuda/gpu_plan.h"

#include <algorithm>

namespace netc::cuda {

std::vector<ir::ValueId> GpuPlan::written(const cuda::Launch& l) {
  if (l.continues) return {};  // an earlier launch placed what it writes
  if (l.kind == cuda::Launch::Kind::Gemm) {
    if (l.buffers[2] == cuda::kScratchOperand) return {};
    return {l.buffers[2]};
  }
  return {l.buffers.begin(), l.buffers.begin() + static_cast<std::ptrdiff_t>(std::min(l.writes, l.buffers.size()))};
}

Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims, const cuda::EmitOptions& options) {
  auto code = cuda::emit_cuda(m, f, dims, options);
  if (!code.ok()) return Status::error("@" + f.name + ": " + code.message());
  GpuPlan p;
  p.code = std::move(*code);
  std::vector<codegen::BufferStep> steps;
  for (const cuda::Launch& l : p.code.launches) {
    codegen::BufferStep& s = steps.emplace_back();
    s.writes = GpuPlan::written(l);
    for (ir::ValueId b : l.buffers)
      if (b != cuda::kScratchOperand) s.reads.push_back(b);
    s.scratch_bytes = static_cast<uint64_t>(l.scratch_bytes);
  }
  codegen::BufferOptions buffer_options;
  buffer_options.alignment = kGpuArenaAlignment;
  auto buffers = codegen::plan_buffers(m, p.code.bound, p.code.shapes, steps, buffer_options);
  if (!buffers.ok()) return Status::error("@" + f.name + ": " + buffers.message());
  static_cast<codegen::BufferPlan&>(p) = std::move(*buffers);
  return p;
}

}  // namespace netc::cuda
