#include "engine/step_program.h"

#include <cmath>
#include <cstring>

#include "codegen/cpu/jit.h"
#include "engine/memory_plan.h"
#include "ir/dims.h"
#include "runtime/cpu/kernels.h"

namespace netc::engine {

// A function with its specialisations by batch size and one workspace.
struct StepProgram::Compiled {
  const ir::Function* fn = nullptr;
  bool depends_on_batch = true;
  cpu::LowerOptions options;
  // Its results' buffers for the program's batch, made with its first
  // specialisation (not planned apart, which would plan its buffers once
  // more): none for a result written in place, which every specialisation
  // writes in place alike.
  std::vector<rt::Tensor>* outputs = nullptr;
  std::optional<std::vector<bool>> in_place;
  std::map<int64_t, cpu::CompiledFunction> by_batch;
  std::vector<char> workspace;
  char* aligned() { return reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(workspace.data()) + 63) & ~uintptr_t{63}); }
};

StepProgram::~StepProgram() = default;

// A buffer per result of `f` for `batch` examples, but none for the results
// written in place.
static Status make_outputs(const ir::Function& f, int64_t batch, const std::vector<bool>& in_place,
                               std::vector<rt::Tensor>& bufs) {
  bufs.clear();
  for (size_t j = 0; j < f.results.size(); ++j) {
    ir::ValueId r = f.results[j];
    if (j < in_place.size() && in_place[j]) {
      bufs.emplace_back();
      continue;
    }
    std::vector<int64_t> shape = const_shape(f.type_of(r));
    for (int64_t& d : shape)
      if (d < 0) d = batch;
    auto t = rt::Tensor::create(to_rt(f.type_of(r).dtype), shape);
    if (!t.ok()) return t.status();
    bufs.push_back(std::move(*t));
  }
  return {};
}

Expected<const cpu::CompiledFunction*> StepProgram::get(Compiled& c, int64_t batch) {
  if (!c.depends_on_batch) batch = 0;
  auto it = c.by_batch.find(batch);
  if (it != c.by_batch.end()) return &it->second;
  auto dims = ir::bind_dims(*c.fn, {batch, {}, std::nullopt});
  if (!dims.ok()) return dims.status();
  auto r = jit_->compile(*m_, *c.fn, *dims, c.options);
  if (!r.ok()) return r.status();
  if (!c.in_place) {
    c.in_place = r->result_in_place;
    if (auto st = make_outputs(*c.fn, batch_, *c.in_place, *c.outputs); !st.ok()) return st;
  } else if (r->result_in_place != *c.in_place) {
    return Status::error("internal error: @" + c.fn->name + " for batches of " + std::to_string(batch) +
                         " writes other results in place than for the first batch");
  }
  auto& cf = c.by_batch[batch] = std::move(*r);
  if (c.workspace.size() < cf.workspace_bytes + 64) c.workspace.resize(cf.workspace_bytes + 64);
  return &cf;
}

static std::vector<void*> ptrs(std::vector<rt::Tensor>& v) {
  std::vector<void*> p;
  for (rt::Tensor& t : v) p.push_back(t.data());
  return p;
}

Expected<std::unique_ptr<StepProgram>> StepProgram::create(const ir::Module& m, const ir::TrainRun& run,
                                                           int64_t batch, uint64_t seed) {
  auto fns = prepare_step_functions(m, run);
  if (!fns.ok()) return fns.status();
  return create(m, std::make_shared<const StepFunctions>(std::move(*fns)), batch, seed);
}

Expected<std::unique_ptr<StepProgram>> StepProgram::create(const ir::Module& m, PreparedBlock fns, int64_t batch,
                                                           uint64_t seed) {
  std::unique_ptr<StepProgram> p(new StepProgram());
  p->m_ = &m;
  p->seed_ = seed;
  p->batch_ = batch;
  p->fns_ = std::move(fns);
  const StepFunctions& s = *p->fns_;
  auto jit = cpu::Jit::create();
  if (!jit.ok()) return jit.status();
  p->jit_ = std::move(*jit);
  p->forward_ = std::make_unique<Compiled>();
  p->forward_->fn = &s.eval;
  p->forward_->outputs = &p->eval_out_;
  p->backward_ = std::make_unique<Compiled>();
  p->backward_->fn = &s.grad;
  p->backward_->outputs = &p->grad_out_;
  p->updater_ = std::make_unique<Compiled>();
  p->updater_->fn = s.update;
  p->updater_->outputs = &p->update_out_;
  p->updater_->depends_on_batch = false;
  if (auto st = initial_params(m, seed, &p->params_, &p->param_index_); !st.ok()) return st;
  p->param_ptrs_ = ptrs(p->params_);
  // New parameters, optimizer states and model states may be written over
  // the old ones (where nothing after reads the old value): those results
  // get no buffer (memory_plan.h plans the same).
  p->updater_->options.in_place = update_in_place(m, s);
  p->backward_->options.in_place = grad_in_place(m, s);
  return p;
}

Status StepProgram::adopt_params(std::vector<rt::Tensor>&& params) {
  params_ = std::move(params);
  param_ptrs_ = ptrs(params_);
  undoable_ = false;
  return {};
}

Status StepProgram::launch_step(void* const* batch, int64_t bsz, float lr) {
  if (launched_) return Status::error("internal error: a training step launched before the last one finished");
  undoable_ = false;
  if (bsz == 0 && !collective_) return Status::error("internal error: a training step on no examples");
  auto cf = get(*backward_, bsz == 0 ? batch_ : bsz);
  if (!cf.ok()) {
    if (collective_) collective_->abort(rank_, cf.message());  // the other replicas wait for none
    return cf.status();
  }
  ++global_step;
  std::vector<void*> gout = ptrs(grad_out_);
  cpu::set_replica_row(first_row_);  // where this share's random numbers start (dropout)
  if (bsz > 0)
    (*cf)->fn(const_cast<void**>(batch), gout.data(), param_ptrs_.data(), backward_->aligned(), global_step,
              static_cast<int64_t>(seed_));
  if (collective_)
    if (auto st = combine_replicas(**cf); !st.ok()) return st;
  StepValues values;
  values.loss = grad_out_[0].data_as<float>()[0];
  for (size_t j = 1; j < fns_->first_grad(); ++j) values.metrics.push_back(grad_out_[j].data_as<float>()[0]);
  if (!values.finite()) {  // the caller stops, with the step in its message
    launched_ = std::move(values);
    return {};
  }
  lr_[0] = lr;
  step_number_[0] = static_cast<float>(global_step);
  std::vector<void*> uin = {lr_.data(), step_number_.data()};
  for (size_t g = fns_->first_grad(); g < fns_->first_state(); ++g) uin.push_back(grad_out_[g].data());
  // New model states become the states, by swapping buffers.
  for (size_t k = 0; k < fns_->state_targets.size(); ++k) {
    size_t r = fns_->first_state() + k, target = fns_->state_targets[k];
    if ((*cf)->result_in_place[r]) continue;
    std::swap(params_[target], grad_out_[r]);
    param_ptrs_[target] = params_[target].data();
  }
  auto uf = get(*updater_, bsz);
  if (!uf.ok()) return uf.status();
  std::vector<void*> uout = ptrs(update_out_);
  (*uf)->fn(uin.data(), uout.data(), param_ptrs_.data(), updater_->aligned(), global_step, static_cast<int64_t>(seed_));
  // Values written in place are already the parameters; the others become
  // the parameters by swapping buffers, not copying: the old ones are the
  // next update's output buffers.
  for (size_t j = 0; j < fns_->update_targets.size(); ++j) {
    size_t target = fns_->update_targets[j];
    if ((*uf)->result_in_place[j]) continue;
    std::swap(params_[target], update_out_[j]);
    param_ptrs_[target] = params_[target].data();
  }
  launched_ = std::move(values);
  return {};
}

Status StepProgram::combine_replicas(const cpu::CompiledFunction& grad) {
  std::vector<ReduceBuffer> buffers;
  auto add = [&](rt::Tensor& t, bool sum) {
    if (t.dtype() != rt::DType::F32) return false;
    buffers.push_back({t.data_as<float>(), static_cast<size_t>(t.numel()), sum});
    return true;
  };
  for (size_t j = 0; j < grad_out_.size(); ++j) {
    bool in_place = j < grad.result_in_place.size() && grad.result_in_place[j];
    rt::Tensor& t = in_place ? params_[fns_->state_targets[j - fns_->first_state()]] : grad_out_[j];
    if (!add(t, summed_over_replicas(*fns_, j)))
      return Status::error("data parallelism: the train step's result " + std::to_string(j) +
                           " is not f32, and only f32 values are combined over replicas");
  }
  return collective_->all_reduce(rank_, buffers, weight_);
}

Expected<StepValues> StepProgram::finish_step() {
  if (!launched_) return Status::error("internal error: finishing a training step that was not launched");
  StepValues v = std::move(*launched_);
  launched_.reset();
  undoable_ = !v.finite();  // such a step returned before its update
  return v;
}

Status StepProgram::undo_last_step() {
  if (launched_) return Status::error("internal error: taking back a training step that is still running");
  if (!undoable_)
    return Status::error("internal error: taking back a training step that is not the last one finished, or that "
                             "updated the parameters");
  undoable_ = false;
  --global_step;
  return {};
}

Status StepProgram::eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) {
  auto cf = get(*forward_, bsz);
  if (!cf.ok()) return cf.status();
  std::vector<void*> out = ptrs(eval_out_);
  (*cf)->fn(const_cast<void**>(batch), out.data(), param_ptrs_.data(), forward_->aligned(), global_step,
            static_cast<int64_t>(seed_));
  results->clear();
  for (rt::Tensor& t : eval_out_) results->push_back(static_cast<double>(t.data_as<float>()[0]));
  return {};
}

uint64_t StepProgram::allocated_bytes() const {
  uint64_t n = (lr_.size() + step_number_.size()) * sizeof(float);
  for (const std::vector<rt::Tensor>* v : {&params_, &grad_out_, &update_out_, &eval_out_})
    for (const rt::Tensor& t : *v) n += t.nbytes();
  for (const Compiled* c : {forward_.get(), backward_.get(), updater_.get()}) n += c->workspace.size();
  return n;
}

}  // namespace netc::engine
