#include "codegen/cuda/gpu_plan.h"

#include <algorithm>

#include "codegen/common/arena.h"

namespace netc::cuda {

ir::ValueId GpuPlan::root(ir::ValueId v) const {
  while (values[v].kind == GpuValue::Alias) v = values[v].of;
  return v;
}

std::vector<ir::ValueId> GpuPlan::written(const cuda::Launch& l) {
  if (l.continues) return {};  // an earlier launch placed what it writes
  if (l.kind == cuda::Launch::Kind::Gemm) {
    if (l.buffers[2] == cuda::kScratchOperand) return {};
    return {l.buffers[2]};
  }
  return {l.buffers.begin(), l.buffers.begin() + static_cast<std::ptrdiff_t>(std::min(l.writes, l.buffers.size()))};
}

rt::Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims, const cuda::EmitOptions& options) {
  auto code = cuda::emit_cuda(m, f, dims, options);
  if (auto* e = std::get_if<std::string>(&code)) return rt::Status::error("@" + f.name + ": " + *e);
  GpuPlan p;
  p.code = std::move(std::get<cuda::CudaFunction>(code));
  auto internal = [&](const std::string& what) { return rt::Status::error("@" + f.name + ": internal error: " + what); };
  size_t n = f.values.size();
  p.values.resize(n);
  for (ir::ValueId v = 0; v < n; ++v) {
    int64_t count = 1;
    for (int64_t d : p.code.shapes[v]) count *= d;
    p.values[v].bytes = static_cast<size_t>(count) * ir::dtype_size(f.values[v].type.dtype);
  }
  for (size_t k = 0; k < f.params.size(); ++k) {
    p.values[f.params[k]].kind = GpuValue::Input;
    p.values[f.params[k]].input = k;
  }
  // What each value is in the function the launches were generated from
  // (a reshape of a constant is a constant there, not an alias).
  for (const ir::Inst& i : p.code.bound.body) {
    GpuValue& g = p.values[i.result];
    if (i.op == ir::Op::Param) {
      g.kind = GpuValue::Param;
      g.param = std::get<std::string>(i.attrs.at("name"));
    } else if (i.op == ir::Op::Reshape || i.op == ir::Op::To) {
      g.kind = GpuValue::Alias;
      g.of = i.operands[0];
    }
  }

  // A value a launch writes is a result's buffer when it is a result, or
  // what a result aliases (`reshape`, `to`), taking the first such result;
  // else its own place in the arena. So no result is copied from the arena,
  // whose places later launches reuse.
  std::map<ir::ValueId, size_t> result_of;
  for (size_t k = 0; k < f.results.size(); ++k) result_of.emplace(p.root(f.results[k]), k);
  std::vector<int> last(n, -1);
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    const cuda::Launch& l = p.code.launches[li];
    for (ir::ValueId w : GpuPlan::written(l)) {
      if (p.values[w].kind != GpuValue::Unused)
        return internal("launch " + std::to_string(li) + " writes %" + f.values[w].name + ", which is not its own memory");
      if (auto it = result_of.find(w); it != result_of.end()) {
        p.values[w].kind = GpuValue::Result;
        p.values[w].result = it->second;
      } else {
        p.values[w].kind = GpuValue::Owned;
      }
    }
    for (ir::ValueId b : l.buffers) {
      if (b == cuda::kScratchOperand) continue;
      ir::ValueId r = p.root(b);
      if (p.values[r].kind == GpuValue::Unused)
        return internal("launch " + std::to_string(li) + " reads %" + f.values[r].name + " before it is computed");
      last[r] = static_cast<int>(li);
    }
  }
  for (size_t k = 0; k < f.results.size(); ++k) {
    ir::ValueId r = p.root(f.results[k]);
    if (p.values[r].kind == GpuValue::Unused) return internal("result %" + f.values[f.results[k]].name + " is never computed");
    if (p.values[r].kind != GpuValue::Result || p.values[r].result != k) p.copies.push_back({k, r});
  }

  // Places: a launch's output is placed before the values it reads last are
  // given back, so that no launch writes over its own operands.
  std::vector<std::vector<ir::ValueId>> dies_after(p.code.launches.size());
  for (ir::ValueId v = 0; v < n; ++v)
    if (p.values[v].kind == GpuValue::Owned && last[v] >= 0) dies_after[last[v]].push_back(v);
  codegen::ArenaPlanner arena(kGpuArenaAlignment);
  for (const cuda::Launch& l : p.code.launches)
    p.scratch_bytes = std::max<uint64_t>(p.scratch_bytes, static_cast<uint64_t>(l.scratch_bytes));
  if (p.scratch_bytes > 0 && arena.take(p.scratch_bytes) != 0) return internal("the scratch memory is not at the arena's start");
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    for (ir::ValueId v : GpuPlan::written(p.code.launches[li])) {
      GpuValue& w = p.values[v];
      if (w.kind == GpuValue::Owned) w.offset = arena.take(w.bytes);  // its own launch reads it, so last >= li
    }
    for (ir::ValueId v : dies_after[li]) arena.give_back(p.values[v].offset, p.values[v].bytes);
  }
  p.arena_bytes = arena.size();
  return p;
}

}  // namespace netc::cuda
