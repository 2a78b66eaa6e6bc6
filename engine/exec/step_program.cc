#include "engine/exec/step_program.h"

#include <cmath>
#include <cstring>

#include "codegen/cpu/jit.h"
#include "engine/exec/cpu_ir_plans.h"
#include "engine/exec/cpu_step.h"
#include "engine/memory/memory_plan.h"
#include "ir/dims.h"
#include "ir/infer.h"
#include "ir/replicas.h"
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
  std::map<int64_t, const cpu::CompiledFunction*> by_batch;  // the code, shared (CpuIrPlans)
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
  if (it != c.by_batch.end()) return it->second;
  auto dims = ir::bind_dims(*c.fn, {batch, {}, std::nullopt});
  if (!dims.ok()) return dims.status();
  auto r = plans_->compile(*c.fn, *dims, c.options);
  if (!r.ok()) return r.status();
  if (!c.in_place) {
    c.in_place = (*r)->result_in_place;
    if (auto st = make_outputs(*c.fn, batch_, *c.in_place, *c.outputs); !st.ok()) return st;
  } else if ((*r)->result_in_place != *c.in_place) {
    return Status::error("internal error: @" + c.fn->name + " for batches of " + std::to_string(batch) +
                         " writes other results in place than for the first batch");
  }
  const cpu::CompiledFunction* cf = c.by_batch[batch] = *r;
  if (c.workspace.size() < cf->workspace_bytes + 64) c.workspace.resize(cf->workspace_bytes + 64);
  return cf;
}

Expected<std::unique_ptr<StepProgram>> StepProgram::create(const ir::Module& m, const ir::TrainRun& run,
                                                           int64_t batch, uint64_t seed) {
  auto fns = prepare_step_functions(m, run);
  if (!fns.ok()) return fns.status();
  return create(m, std::make_shared<const StepFunctions>(std::move(*fns)), batch, seed);
}

Expected<std::unique_ptr<StepProgram>> StepProgram::create(const ir::Module& m, PreparedBlock fns, int64_t batch,
                                                           uint64_t seed, std::shared_ptr<CpuIrPlans> plans) {
  std::unique_ptr<StepProgram> p(new StepProgram());
  p->m_ = &m;
  p->plans_ = plans ? std::move(plans) : std::make_shared<CpuIrPlans>(m);
  p->seed_ = seed;
  p->batch_ = batch;
  p->fns_ = std::move(fns);
  const StepFunctions& s = *p->fns_;
  p->forward_ = std::make_unique<Compiled>();
  p->forward_->fn = &s.eval;
  p->forward_->outputs = &p->eval_out_;
  p->backward_ = std::make_unique<Compiled>();
  p->backward_->fn = &s.grad;
  p->backward_->outputs = &p->b_.grad_out;
  p->updater_ = std::make_unique<Compiled>();
  p->updater_->fn = s.update;
  p->updater_->outputs = &p->b_.update_out;
  p->updater_->depends_on_batch = false;
  if (auto st = initial_params(m, seed, &p->b_.params, &p->param_index_); !st.ok()) return st;
  p->b_.param_ptrs = tensor_ptrs(p->b_.params);
  // New parameters, optimizer states and model states may be written over
  // the old ones (where nothing after reads the old value): those results
  // get no buffer (memory_plan.h plans the same).
  p->updater_->options.in_place = update_in_place(m, s);
  p->backward_->options.in_place = grad_in_place(m, s);
  // Their dtypes checked by the driver, with the module's: not again.
  for (Compiled* c : {p->forward_.get(), p->backward_.get(), p->updater_.get()})
    c->options.dtypes_checked = p->plans_->dtypes_checked();
  return p;
}

Status StepProgram::adopt_params(std::vector<rt::Tensor>&& params) {
  b_.set_params(std::move(params));
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
  std::vector<void*> gout = tensor_ptrs(b_.grad_out);
  cpu::set_replica_row(first_row_);  // where this share's random numbers start (dropout)
  if (collective_) {
    replica_mean_error_ = Status();
    cpu::set_replica_reducer(&StepProgram::reduce_replica_mean, this);
  }
  if (bsz > 0)
    (*cf)->fn(const_cast<void**>(batch), gout.data(), b_.param_ptrs.data(), backward_->aligned(), global_step,
              static_cast<int64_t>(seed_));
  else if (collective_)
    replica_mean_error_ = join_replica_means_without_examples();
  if (collective_) {
    cpu::set_replica_reducer(nullptr, nullptr);
    if (!replica_mean_error_.ok()) {
      collective_->abort(rank_, replica_mean_error_.message());
      return replica_mean_error_;
    }
  }
  if (collective_)
    if (auto st = combine_replicas(**cf); !st.ok()) return st;
  // A step whose values are not finite is not updated: the caller stops,
  // with the step in its message.
  auto update = [&](void** inputs) -> Expected<const std::vector<bool>*> {
    auto uf = get(*updater_, bsz);
    if (!uf.ok()) return uf.status();
    std::vector<void*> outputs = tensor_ptrs(b_.update_out);
    (*uf)->fn(inputs, outputs.data(), b_.param_ptrs.data(), updater_->aligned(), global_step,
              static_cast<int64_t>(seed_));
    return &(*uf)->result_in_place;
  };
  CpuStepLayout layout{fns_->first_grad(), fns_->first_state(), &fns_->state_targets, &fns_->update_targets};
  auto values = step_after_gradient(b_, layout, (*cf)->result_in_place, lr, global_step, update);
  if (!values.ok()) return values.status();
  launched_ = std::move(*values);
  return {};
}

void StepProgram::reduce_replica_mean(void* self, float* data, int64_t n, int32_t backward) {
  auto* p = static_cast<StepProgram*>(self);
  if (!p->replica_mean_error_.ok()) return;  // the step fails: nobody waits for the rest
  // Forward: the shares' means weighted by the shares. A gradient goes back
  // as the loss combines (ir/replicas.h): weighted too for a mean, whose
  // replicas' gradients are weighted by their shares after the step; for a
  // sum, added and then scaled by this replica's share.
  bool sum = p->summed_replica_mean(backward != 0);
  Status st = p->collective_->all_reduce(p->rank_, {{data, static_cast<size_t>(n), sum}}, p->weight_);
  if (!st.ok()) {
    p->replica_mean_error_ = st;
    return;
  }
  if (sum)
    for (int64_t i = 0; i < n; ++i) data[i] = static_cast<float>(static_cast<double>(data[i]) * p->weight_);
}

bool StepProgram::summed_replica_mean(bool backward) const {
  return backward && fns_->replicas && fns_->replicas->sums(0);
}

// The element counts of f's `replica_mean`s, and whether each is a gradient
// (`backward`), in the order its code meets them.
static Status replica_mean_counts(const ir::Function& f, std::vector<std::pair<size_t, bool>>* counts) {
  for (const ir::Inst& i : f.body) {
    if (i.body && ir::has_replica_means(*i.body))
      return Status::error("data parallelism: a replica given no examples of a batch cannot join the `replica_mean` "
                           "of a loop's body; make the batch at least the number of replicas");
    if (i.op != ir::Op::ReplicaMean) continue;
    size_t n = 1;
    for (int64_t d : const_shape(f.type_of(i.result))) {
      if (d < 0)
        return Status::error("data parallelism: a replica given no examples of a batch cannot size a `replica_mean` "
                             "of named sizes; make the batch at least the number of replicas");
      n *= static_cast<size_t>(d);
    }
    counts->emplace_back(n, ir::attr_int(i.attrs, "backward", 0) != 0);
  }
  return {};
}

Status StepProgram::join_replica_means_without_examples() {
  std::vector<std::pair<size_t, bool>> counts;
  if (auto st = replica_mean_counts(fns_->grad, &counts); !st.ok()) return st;
  std::vector<float> zeros;
  for (auto [n, backward] : counts) {  // the others' rule for each buffer (MPI sums each rank's slice by its own)
    zeros.assign(n, 0.0f);
    if (auto st = collective_->all_reduce(rank_, {{zeros.data(), n, summed_replica_mean(backward)}}, 0.0); !st.ok())
      return st;
  }
  return {};
}

Status StepProgram::combine_replicas(const cpu::CompiledFunction& grad) {
  std::vector<ReduceBuffer> buffers;
  auto add = [&](rt::Tensor& t, bool sum) {
    if (t.dtype() != rt::DType::F32) return false;
    buffers.push_back({t.data_as<float>(), static_cast<size_t>(t.numel()), sum});
    return true;
  };
  for (size_t j = 0; j < b_.grad_out.size(); ++j) {
    bool in_place = j < grad.result_in_place.size() && grad.result_in_place[j];
    rt::Tensor& t = in_place ? b_.params[fns_->state_targets[j - fns_->first_state()]] : b_.grad_out[j];
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

std::optional<double> StepProgram::gradient_norm() const {
  double sum = 0;
  for (size_t j = fns_->first_grad(); j < fns_->first_state() && j < b_.grad_out.size(); ++j) {
    const rt::Tensor& g = b_.grad_out[j];
    if (g.dtype() != rt::DType::F32) return std::nullopt;
    const float* v = g.data_as<float>();
    for (int64_t i = 0; i < g.numel(); ++i) sum += static_cast<double>(v[i]) * static_cast<double>(v[i]);
  }
  return std::sqrt(sum);
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
  std::vector<void*> out = tensor_ptrs(eval_out_);
  (*cf)->fn(const_cast<void**>(batch), out.data(), b_.param_ptrs.data(), forward_->aligned(), global_step,
            static_cast<int64_t>(seed_));
  results->clear();
  for (rt::Tensor& t : eval_out_) results->push_back(static_cast<double>(t.data_as<float>()[0]));
  return {};
}

Status StepProgram::forward(const ir::Function& f, const std::map<std::string, int64_t>& dims,
                            const void* const* inputs, void* const* outputs) {
  if (launched_) return Status::error("internal error: a forward() while a training step runs");
  std::unique_ptr<Compiled>& c = others_[{&f, dims}];
  if (!c) {
    auto cf = plans_->compile(f, dims);
    if (!cf.ok()) return cf.status();
    c = std::make_unique<Compiled>();
    c->fn = &f;
    c->workspace.resize((*cf)->workspace_bytes + 64);
    c->by_batch[0] = *cf;
  }
  c->by_batch[0]->fn(const_cast<void**>(inputs), const_cast<void**>(outputs), b_.param_ptrs.data(), c->aligned(),
                    global_step, static_cast<int64_t>(seed_));
  return {};
}

uint64_t StepProgram::allocated_bytes() const {
  uint64_t n = sizeof b_.scalars;
  for (const std::vector<rt::Tensor>* v : {&b_.params, &b_.grad_out, &b_.update_out, &eval_out_})
    for (const rt::Tensor& t : *v) n += t.nbytes();
  for (const Compiled* c : {forward_.get(), backward_.get(), updater_.get()}) n += c->workspace.size();
  return n;
}

}  // namespace netc::engine
