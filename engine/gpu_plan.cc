#include "engine/gpu_plan.h"

namespace netc::engine {

ir::ValueId GpuPlan::root(ir::ValueId v) const {
  while (values[v].kind == GpuValue::Alias) v = values[v].of;
  return v;
}

ir::ValueId GpuPlan::written(const cuda::Launch& l) {
  return l.kind == cuda::Launch::Kind::Gemm ? l.buffers[2] : l.buffers[0];
}

rt::Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims) {
  auto code = cuda::emit_cuda(m, f, dims);
  if (auto* e = std::get_if<std::string>(&code)) return rt::Status::error("@" + f.name + ": " + *e);
  GpuPlan p;
  p.code = std::move(std::get<cuda::CudaFunction>(code));
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
  for (const ir::Inst& i : f.body) {
    GpuValue& g = p.values[i.result];
    if (i.op == ir::Op::Param) {
      g.kind = GpuValue::Param;
      g.param = std::get<std::string>(i.attrs.at("name"));
    } else if (i.op == ir::Op::Reshape || i.op == ir::Op::To) {
      g.kind = GpuValue::Alias;
      g.of = i.operands[0];
    }
  }

  // Owned values: written by a launch before any launch reads them.
  std::vector<int> first(n, -1), last(n, -1);
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    const cuda::Launch& l = p.code.launches[li];
    ir::ValueId w = GpuPlan::written(l);
    if (p.values[w].kind != GpuValue::Unused)
      return rt::Status::error("@" + f.name + ": internal error: launch " + std::to_string(li) + " writes %" +
                               f.values[w].name + ", which is not its own memory");
    p.values[w].kind = GpuValue::Owned;
    for (ir::ValueId b : l.buffers) {
      ir::ValueId r = p.root(b);
      if (p.values[r].kind == GpuValue::Unused)
        return rt::Status::error("@" + f.name + ": internal error: launch " + std::to_string(li) + " reads %" +
                                 f.values[r].name + " before it is computed");
      if (first[r] < 0) first[r] = static_cast<int>(li);
      last[r] = static_cast<int>(li);
    }
  }
  std::vector<bool> is_result(n, false);
  for (ir::ValueId r : f.results) {
    ir::ValueId root = p.root(r);
    if (p.values[root].kind == GpuValue::Unused)
      return rt::Status::error("@" + f.name + ": internal error: result %" + f.values[r].name + " is never computed");
    p.results.push_back(root);
    is_result[root] = true;
  }
  p.release_after.resize(p.code.launches.size());
  for (ir::ValueId v = 0; v < n; ++v)
    if (p.values[v].kind == GpuValue::Owned && !is_result[v] && last[v] >= 0) p.release_after[last[v]].push_back(v);
  return p;
}

}  // namespace netc::engine
