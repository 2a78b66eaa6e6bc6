#include "codegen/cuda/gpu_plan.h"

#include <algorithm>
#include <optional>

namespace netc::cuda {

std::vector<ir::ValueId> GpuPlan::written(const cuda::Launch& l) {
  if (l.continues || l.kind == cuda::Launch::Kind::Loop) return {};  // an earlier launch placed what it writes
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
  // A loop's body runs again after its last launch: what any of its
  // launches touches stays until the loop's last step is done (a value
  // written late in a step must not take the place of one an early launch
  // of the next step reads).
  const std::vector<size_t> ends = cuda::outermost_loop_ends(p.code.launches);
  for (size_t li = 0; li < steps.size(); ++li)
    if (ends[li] > li + 1)
      for (ir::ValueId b : steps[li].reads) steps[ends[li] - 1].reads.push_back(b);
  codegen::BufferOptions buffer_options;
  buffer_options.alignment = kGpuArenaAlignment;
  auto buffers = codegen::plan_buffers(m, p.code.bound, p.code.shapes, steps, buffer_options);
  if (!buffers.ok()) return Status::error("@" + f.name + ": " + buffers.message());
  static_cast<codegen::BufferPlan&>(p) = std::move(*buffers);
  for (ir::ValueId v : f.params) p.input_bytes.push_back(p.values[v].bytes);
  for (ir::ValueId v : f.results) p.result_sizes.push_back(p.values[v].bytes);
  return p;
}

std::vector<std::vector<size_t>> all_reduce_schedule(const GpuPlan& p, const ir::Function& f, size_t first,
                                                     size_t end) {
  const size_t n = p.code.launches.size(), after_all = n;
  std::vector<size_t> last(f.results.size(), after_all);
  std::vector<bool> seen(f.results.size(), false);
  auto result_of = [&](ir::ValueId v) -> std::optional<size_t> {
    const GpuValue& g = p.values[p.root(v)];
    if (g.kind != GpuValue::Result) return std::nullopt;
    return static_cast<size_t>(g.result);
  };
  // A launch in a loop touches its buffers until the loop's last step.
  const std::vector<size_t> ends = cuda::outermost_loop_ends(p.code.launches);
  for (size_t li = 0; li < n; ++li) {
    const cuda::Launch& l = p.code.launches[li];
    for (size_t j = 0; j < l.buffers.size(); ++j) {
      if (l.buffers[j] == cuda::kScratchOperand || (l.kind == cuda::Launch::Kind::Gemm && j < 3 && l.scratch_at[j] >= 0))
        continue;
      if (auto k = result_of(l.buffers[j])) {
        last[*k] = ends[li] - 1;  // ends only grow with li
        seen[*k] = true;
      }
    }
  }
  for (const GpuPlan::Copy& c : p.copies) {
    if (c.result < last.size()) seen[c.result] = false;
    if (auto k = result_of(c.from)) seen[*k] = false;
  }
  std::vector<std::vector<size_t>> after(n);
  size_t issue = 0;
  for (size_t k = end; k-- > first;) {
    if (!seen[k]) {
      issue = after_all;  // this one and those after it in the order: after the function
      continue;
    }
    issue = std::max(issue, last[k]);
    if (issue < after_all) after[issue].push_back(k);
  }
  return after;
}

}  // namespace netc::cuda
