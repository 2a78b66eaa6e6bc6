#include "engine/step_program.h"

#include <cmath>
#include <cstring>

#include "codegen/cpu/jit.h"
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

// A function with its specialisations by batch size and one workspace.
struct StepProgram::Compiled {
  const ir::Function* fn = nullptr;
  bool depends_on_batch = true;
  cpu::LowerOptions options;
  std::map<int64_t, cpu::CompiledFunction> by_batch;
  std::vector<char> workspace;
  char* aligned() { return reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(workspace.data()) + 63) & ~uintptr_t{63}); }
};

StepProgram::~StepProgram() = default;

rt::Expected<const cpu::CompiledFunction*> StepProgram::get(Compiled& c, int64_t batch) {
  if (!c.depends_on_batch) batch = 0;
  auto it = c.by_batch.find(batch);
  if (it != c.by_batch.end()) return &it->second;
  cpu::DimBindings dims;
  if (batch > 0) dims["B"] = batch;
  auto r = jit_->compile(*m_, *c.fn, dims, c.options);
  if (auto* e = std::get_if<std::string>(&r)) return rt::Status::error(*e);
  auto& cf = c.by_batch[batch] = std::get<cpu::CompiledFunction>(std::move(r));
  if (c.workspace.size() < cf.workspace_bytes + 64) c.workspace.resize(cf.workspace_bytes + 64);
  return &cf;
}

static rt::Status make_outputs(const ir::Function& f, int64_t batch, std::vector<rt::Tensor>& bufs) {
  bufs.clear();
  for (ir::ValueId r : f.results) {
    std::vector<int64_t> shape = const_shape(f.type_of(r));
    for (int64_t& d : shape)
      if (d < 0) d = batch;
    auto t = rt::Tensor::create(to_rt(f.type_of(r).dtype), shape);
    if (!t.ok()) return t.status();
    bufs.push_back(std::move(*t));
  }
  return {};
}

static std::vector<void*> ptrs(std::vector<rt::Tensor>& v) {
  std::vector<void*> p;
  for (rt::Tensor& t : v) p.push_back(t.data());
  return p;
}

rt::Expected<std::unique_ptr<StepProgram>> StepProgram::create(const ir::Module& m, const ir::TrainRun& run,
                                                              int64_t batch, uint64_t seed) {
  std::unique_ptr<StepProgram> p(new StepProgram());
  p->m_ = &m;
  p->seed_ = seed;
  p->batch_ = batch;
  for (const ir::Function& f : m.functions) {
    if (f.name == run.step) p->step_ = &f;
    if (f.name == run.name + ".update") p->update_ = &f;
  }
  if (!p->step_ || !p->update_) return rt::Status::error("internal error: the train block has no step or update function");
  std::vector<std::string> trained;
  for (const std::string& model : run.models)
    for (const ir::GlobalParam& gp : m.params)
      if (gp.name.rfind(model + ".", 0) == 0) trained.push_back(gp.name);
  auto grad = ir::differentiate(m, *p->step_, 0, trained);
  if (auto* e = std::get_if<std::string>(&grad)) return rt::Status::error("cannot differentiate the loss: " + *e);
  p->grad_fn_ = ir::simplify(std::get<ir::GradResult>(grad).fn);
  auto jit = cpu::Jit::create();
  if (auto* e = std::get_if<std::string>(&jit)) return rt::Status::error(*e);
  p->jit_ = std::move(std::get<std::unique_ptr<cpu::Jit>>(jit));
  // Evaluation runs the step without dropout.
  p->eval_fn_ = ir::for_inference(*p->step_);
  p->forward_ = std::make_unique<Compiled>();
  p->forward_->fn = &p->eval_fn_;
  p->backward_ = std::make_unique<Compiled>();
  p->backward_->fn = &p->grad_fn_;
  p->updater_ = std::make_unique<Compiled>();
  p->updater_->fn = p->update_;
  p->updater_->depends_on_batch = false;

  for (const ir::GlobalParam& gp : m.params) {
    auto t = rt::Tensor::create(to_rt(gp.type.dtype), const_shape(gp.type));
    if (!t.ok()) return rt::Status::error("parameter `" + gp.name + "`: " + t.message());
    if (auto st = init_param(gp.name, gp.init, seed, t->data_as<float>(), t->numel()); !st.ok()) return st;
    p->param_index_[gp.name] = p->params_.size();
    p->params_.push_back(std::move(*t));
  }
  p->param_ptrs_ = ptrs(p->params_);
  if (auto st = make_outputs(p->grad_fn_, batch, p->grad_out_); !st.ok()) return st;
  if (auto st = make_outputs(*p->update_, batch, p->update_out_); !st.ok()) return st;
  if (auto st = make_outputs(*p->step_, batch, p->eval_out_); !st.ok()) return st;
  // Where the update's results go: each trained parameter, then its states
  // (`<prefix>.<state>.<parameter>`, in the optimizer's declaration order;
  // the prefix is `optim`, or the train block's own, see check_train).
  std::string prefix = "optim.";
  for (auto& [k, v] : run.settings)
    if (k == "state") prefix = v + ".";
  for (const std::string& name : trained) {
    p->update_targets_.push_back(p->param_index_[name]);
    const std::string suffix = "." + name;
    for (const ir::GlobalParam& q : m.params)
      if (q.name.rfind(prefix, 0) == 0 && q.name.size() > suffix.size() + prefix.size() &&
          q.name.compare(q.name.size() - suffix.size(), suffix.size(), suffix) == 0 &&
          q.name.substr(prefix.size(), q.name.size() - suffix.size() - prefix.size()).find('.') == std::string::npos)
        p->update_targets_.push_back(p->param_index_[q.name]);
  }
  if (p->update_targets_.size() != p->update_->results.size())
    return rt::Status::error("internal error: the optimizer update has " + std::to_string(p->update_->results.size()) +
                             " results for " + std::to_string(p->update_targets_.size()) + " parameters and states");
  // The update may write new parameters and states over the old ones.
  for (size_t j = 0; j < p->update_targets_.size(); ++j)
    p->updater_->options.in_place[j] = m.params[p->update_targets_[j]].name;
  for (size_t j = 1; j < p->step_->results.size(); ++j) p->metric_names_.push_back(p->step_->values[p->step_->results[j]].name);
  return p;
}

void StepProgram::adopt_params(std::vector<rt::Tensor>&& params) {
  params_ = std::move(params);
  param_ptrs_ = ptrs(params_);
}

rt::Expected<float> StepProgram::train_step(void* const* batch, int64_t bsz, float lr) {
  auto cf = get(*backward_, bsz);
  if (!cf.ok()) return cf.status();
  ++global_step;
  std::vector<void*> gout = ptrs(grad_out_);
  (*cf)->fn(const_cast<void**>(batch), gout.data(), param_ptrs_.data(), backward_->aligned(), global_step,
            static_cast<int64_t>(seed_));
  float loss = grad_out_[0].data_as<float>()[0];
  if (!std::isfinite(loss)) return loss;  // the caller stops, with the step in its message
  lr_[0] = lr;
  step_number_[0] = static_cast<float>(global_step);
  std::vector<void*> uin = {lr_.data(), step_number_.data()};
  for (size_t g = step_fn().results.size(); g < grad_out_.size(); ++g) uin.push_back(grad_out_[g].data());
  auto uf = get(*updater_, bsz);
  if (!uf.ok()) return uf.status();
  std::vector<void*> uout = ptrs(update_out_);
  (*uf)->fn(uin.data(), uout.data(), param_ptrs_.data(), updater_->aligned(), global_step, static_cast<int64_t>(seed_));
  // Values written in place are already the parameters; the others become
  // the parameters by swapping buffers, not copying: the old ones are the
  // next update's output buffers.
  for (size_t j = 0; j < update_targets_.size(); ++j) {
    if ((*uf)->result_in_place[j]) continue;
    std::swap(params_[update_targets_[j]], update_out_[j]);
    param_ptrs_[update_targets_[j]] = params_[update_targets_[j]].data();
  }
  return loss;
}

rt::Status StepProgram::eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) {
  auto cf = get(*forward_, bsz);
  if (!cf.ok()) return cf.status();
  std::vector<void*> out = ptrs(eval_out_);
  (*cf)->fn(const_cast<void**>(batch), out.data(), param_ptrs_.data(), forward_->aligned(), global_step,
            static_cast<int64_t>(seed_));
  results->clear();
  for (rt::Tensor& t : eval_out_) results->push_back(static_cast<double>(t.data_as<float>()[0]));
  return {};
}

}  // namespace netc::engine
