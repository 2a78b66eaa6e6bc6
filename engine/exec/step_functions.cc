#include "engine/exec/step_functions.h"

#include <algorithm>

#include "engine/exec/init_params.h"
#include "ir/torch_names.h"

namespace netc::engine {

rt::DType to_rt(ir::DType d) {
  switch (d) {
    case ir::DType::F32: return rt::DType::F32;
    case ir::DType::F16: return rt::DType::F16;
    case ir::DType::BF16: return rt::DType::BF16;
    case ir::DType::I32: return rt::DType::I32;
    case ir::DType::I64: return rt::DType::I64;
    case ir::DType::Bool: return rt::DType::Bool;
  }
  return rt::DType::F32;
}

std::vector<int64_t> const_shape(const ir::TensorType& t) {
  std::vector<int64_t> s;
  for (const ir::Dim& d : t.shape) s.push_back(d.is_constant() ? d.value() : -1);
  return s;
}

bool summed_over_replicas(const StepFunctions& fns, size_t j) {
  if (!fns.replicas) return false;
  if (j < fns.first_grad()) return fns.replicas->sums(j);
  return j < fns.first_state() && fns.replicas->sums(0);
}

Status initial_params(const ir::Module& m, uint64_t seed, std::vector<rt::Tensor>* params,
                          std::map<std::string, size_t>* index) {
  params->clear();
  index->clear();
  for (const ir::GlobalParam& gp : m.params) {
    auto t = rt::Tensor::create(to_rt(gp.type.dtype), const_shape(gp.type));
    if (!t.ok()) return Status::error("parameter `" + gp.name + "`: " + t.message());
    if (auto st = init_param(gp.name, gp.init, seed, t->data_as<float>(), t->numel()); !st.ok()) return st;
    (*index)[gp.name] = params->size();
    params->push_back(std::move(*t));
  }
  return {};
}

rt::TensorSpecs weight_specs(const ir::Module& m, std::set<std::string>* optimizer) {
  *optimizer = ir::optimizer_states(m);
  rt::TensorSpecs specs;
  for (const ir::GlobalParam& p : m.params)
    if (!optimizer->count(p.name)) specs[p.name] = {to_rt(p.type.dtype), const_shape(p.type)};
  return specs;
}

// PyTorch's state_dict of each top-level instance, as load_weights reads
// it: the name (under the instance's, as `--rename =net.` makes it) of each
// std.nn tensor PyTorch names or lays out otherwise (ir/torch_names.h), and
// BatchNorm's num_batches_tracked, which netc does not keep.
rt::ForeignLayout torch_layout(const ir::Module& m) {
  rt::ForeignLayout out;
  for (const ir::ModelInstance& root : m.instances) {
    if (root.path.find('.') != std::string::npos) continue;
    const std::string prefix = root.path + ".";
    std::map<std::string, std::vector<std::pair<int, std::string>>> blocks;
    for (const auto& [name, t] : ir::torch_names(m, root.path))
      if (prefix + t.name != name || t.per_channel || t.parts > 1) blocks[prefix + t.name].push_back({t.part, name});
    for (auto& [torch, parts] : blocks) {
      std::sort(parts.begin(), parts.end());
      for (const auto& [k, name] : parts) out.holds[torch].push_back(name);
    }
    for (const std::string& bn : ir::torch_batch_norms(m, root.path))
      out.ignored.insert(prefix + (bn.empty() ? "" : bn + ".") + "num_batches_tracked");
  }
  return out;
}

}  // namespace netc::engine
