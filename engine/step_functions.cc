#include "engine/step_functions.h"

#include "engine/init_params.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/for_inference.h"
#include "ir/passes/simplify.h"

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

rt::Expected<StepFunctions> prepare_step_functions(const ir::Module& m, const ir::TrainRun& run) {
  StepFunctions s;
  for (const ir::Function& f : m.functions) {
    if (f.name == run.step) s.step = &f;
    if (f.name == run.update_name()) s.update = &f;
  }
  if (!s.step || !s.update) return rt::Status::error("internal error: the train block has no step or update function");
  s.trained = ir::trained_params(m, run);
  auto grad = ir::differentiate(m, *s.step, 0, s.trained);
  if (auto* e = std::get_if<std::string>(&grad)) return rt::Status::error("cannot differentiate the loss: " + *e);
  s.grad = ir::simplify(std::get<ir::GradResult>(grad).fn);
  s.eval = ir::for_inference(*s.step);

  std::map<std::string, size_t> index;
  for (size_t i = 0; i < m.params.size(); ++i) index[m.params[i].name] = i;
  for (const std::string& name : std::get<ir::GradResult>(grad).states) s.state_targets.push_back(index.at(name));
  for (const std::string& name : run.update_targets) s.update_targets.push_back(index.at(name));
  if (s.update_targets.size() != s.update->results.size())
    return rt::Status::error("internal error: the optimizer update has " + std::to_string(s.update->results.size()) +
                             " results for " + std::to_string(s.update_targets.size()) + " parameters and states");
  for (size_t j = 1; j < s.step->results.size(); ++j) s.metric_names.push_back(s.step->values[s.step->results[j]].name);
  return s;
}

rt::Status initial_params(const ir::Module& m, uint64_t seed, std::vector<rt::Tensor>* params,
                          std::map<std::string, size_t>* index) {
  params->clear();
  index->clear();
  for (const ir::GlobalParam& gp : m.params) {
    auto t = rt::Tensor::create(to_rt(gp.type.dtype), const_shape(gp.type));
    if (!t.ok()) return rt::Status::error("parameter `" + gp.name + "`: " + t.message());
    if (auto st = init_param(gp.name, gp.init, seed, t->data_as<float>(), t->numel()); !st.ok()) return st;
    (*index)[gp.name] = params->size();
    params->push_back(std::move(*t));
  }
  return {};
}

}  // namespace netc::engine
