#include "engine/exec/step_functions.h"

#include "engine/exec/init_params.h"

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

}  // namespace netc::engine
