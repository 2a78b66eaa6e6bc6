#include "engine/gpu_step_program.h"

#include <cstring>

#include "codegen/cuda/nvrtc.h"
#include "engine/gpu_plan.h"
#include "engine/step_functions.h"
#include "runtime/cuda/context.h"
#include "runtime/cuda/kernels.h"

namespace netc::engine {

namespace cu = rt::cuda;

namespace {

// One function compiled for one batch size: its plan, its kernels loaded,
// and the kernel of each launch (null for GEMMs).
struct Specialisation {
  GpuPlan plan;
  std::unique_ptr<cu::KernelLibrary> library;
  std::vector<cudaKernel_t> kernels;
};

struct Compiled {
  const ir::Function* fn = nullptr;
  bool depends_on_batch = true;
  std::map<int64_t, Specialisation> by_batch;
};

// Inputs are placed in the staging slot at this alignment.
constexpr size_t kAlign = 256;

}  // namespace

struct GpuStepProgram::Impl {
  const ir::Module* m = nullptr;
  StepFunctions fns;
  uint64_t seed = 0;
  std::unique_ptr<cu::DeviceContext> ctx;
  Compiled grad, update, eval;
  const std::map<std::string, size_t>* index = nullptr;  // the program's param_index()
  std::vector<void*> param_dev;  // per parameter: its device memory (from ctx's allocator)
  void* scalars_dev = nullptr;   // the update's lr and step (two floats)
  cu::PinnedBuffer scalars_host, readback;

  // Nothing may still run when the kernels and buffers go (only an error
  // path leaves work queued).
  ~Impl() {
    if (ctx) (void)ctx->synchronize("finishing");
  }

  rt::Expected<Specialisation*> get(Compiled& c, int64_t bsz) {
    int64_t key = c.depends_on_batch ? bsz : 0;
    if (auto it = c.by_batch.find(key); it != c.by_batch.end()) return &it->second;
    std::map<std::string, int64_t> dims;
    if (key > 0) dims["B"] = key;
    auto plan = plan_gpu_function(*m, *c.fn, dims);
    if (!plan.ok()) return plan.status();
    auto bin = cuda::nvrtc_compile(plan->code.source, ctx->arch(), c.fn->name + ".cu");
    if (auto* e = std::get_if<std::string>(&bin)) return rt::Status::error("@" + c.fn->name + ": " + *e);
    auto lib = cu::KernelLibrary::load(std::get<cuda::NvrtcResult>(bin).binary, ctx->index(), "@" + c.fn->name);
    if (!lib.ok()) return lib.status();
    Specialisation s;
    s.plan = std::move(*plan);
    s.library = std::move(*lib);
    for (const cuda::Launch& l : s.plan.code.launches) {
      cudaKernel_t k = nullptr;
      if (l.kind == cuda::Launch::Kind::Kernel) {
        auto found = s.library->kernel(l.kernel);
        if (!found.ok()) return found.status();
        k = *found;
      }
      s.kernels.push_back(k);
    }
    return &(c.by_batch[key] = std::move(s));
  }

  void release(std::vector<void*>& ptrs) {
    for (void*& p : ptrs) {
      ctx->memory().release(p);
      p = nullptr;
    }
  }

  // Copies a batch (host pointers, one per input of `f`) into device memory
  // taken from the allocator: through the next pinned staging slot, so the
  // copies are asynchronous DMA.
  rt::Status upload_batch(const ir::Function& f, const GpuPlan& plan, void* const* batch, std::vector<void*>* dev) {
    std::vector<size_t> offset, bytes;
    size_t total = 0;
    for (ir::ValueId v : f.params) {
      offset.push_back(total);
      bytes.push_back(plan.values[v].bytes);
      total += (plan.values[v].bytes + kAlign - 1) / kAlign * kAlign;
    }
    auto slot = ctx->staging().acquire(total);
    if (!slot.ok()) return slot.status();
    dev->assign(f.params.size(), nullptr);
    for (size_t k = 0; k < f.params.size(); ++k) {
      char* staged = static_cast<char*>(*slot) + offset[k];
      std::memcpy(staged, batch[k], bytes[k]);
      auto d = ctx->memory().allocate(bytes[k]);
      if (d.ok()) (*dev)[k] = *d;
      rt::Status st = d.ok() ? ctx->staging().upload(*d, staged, bytes[k]) : d.status();
      if (!st.ok()) {
        release(*dev);
        return st;
      }
    }
    return {};
  }

  // Enqueues every launch of `s` on the stream. `inputs` are device
  // pointers, one per input of the function. The results' memory is new
  // memory from the allocator that the caller owns (a result that is an
  // input's or a parameter's memory is copied).
  rt::Status run(Specialisation& s, const std::vector<void*>& inputs, int64_t step, std::vector<void*>* results) {
    const GpuPlan& p = s.plan;
    std::vector<void*> mem(p.values.size(), nullptr);
    auto address = [&](ir::ValueId v) -> void* {
      const GpuValue& g = p.values[p.root(v)];
      switch (g.kind) {
        case GpuValue::Input: return inputs[g.input];
        case GpuValue::Param: return param_dev[index->at(g.param)];
        case GpuValue::Owned: return mem[p.root(v)];
        default: return nullptr;
      }
    };
    auto fail = [&](rt::Status st) {
      release(mem);
      release(*results);
      return st;
    };
    results->clear();
    if (auto st = ctx->activate(); !st.ok()) return st;
    int64_t seed_arg = static_cast<int64_t>(seed);
    std::vector<void*> ptrs, args;
    for (size_t li = 0; li < p.code.launches.size(); ++li) {
      const cuda::Launch& l = p.code.launches[li];
      ir::ValueId w = GpuPlan::written(l);
      auto out = ctx->memory().allocate(p.values[w].bytes);
      if (!out.ok()) return fail(out.status());
      mem[w] = *out;
      rt::Status st;
      if (l.kind == cuda::Launch::Kind::Gemm) {
        cu::Gemm g{l.trans_a, l.trans_b, l.m, l.n, l.k, l.batch, l.stride_a, l.stride_b, l.stride_c};
        st = ctx->gemm(g, static_cast<const float*>(address(l.buffers[0])), static_cast<const float*>(address(l.buffers[1])),
                       static_cast<float*>(mem[w]));
      } else {
        // Kernel arguments: a pointer to each buffer pointer, then step and seed.
        ptrs.clear();
        for (ir::ValueId b : l.buffers) ptrs.push_back(address(b));
        args.clear();
        for (void*& q : ptrs) args.push_back(&q);
        args.push_back(&step);
        args.push_back(&seed_arg);
        st = cu::launch(s.kernels[li], l.threads, args.data(), ctx->stream(), ctx->index(), l.kernel);
      }
      if (!st.ok()) return fail(st);
      for (ir::ValueId v : p.release_after[li]) {
        ctx->memory().release(mem[v]);
        mem[v] = nullptr;
      }
    }
    std::map<ir::ValueId, void*> handed;
    for (ir::ValueId r : p.results) {
      const GpuValue& g = p.values[r];
      if (g.kind == GpuValue::Owned && !handed.count(r)) {
        handed[r] = mem[r];
        results->push_back(mem[r]);
        mem[r] = nullptr;
        continue;
      }
      auto copy = ctx->memory().allocate(g.bytes);
      if (!copy.ok()) return fail(copy.status());
      results->push_back(*copy);
      const void* from = handed.count(r) ? handed[r] : address(r);
      if (auto st = ctx->copy(*copy, from, g.bytes); !st.ok()) return fail(st);
    }
    release(mem);  // values that were only written (none in a live plan), for safety
    return {};
  }
};

GpuStepProgram::GpuStepProgram(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

// Impl's members go in reverse order: the kernel libraries, then the context
// with its allocator, which frees all device memory.
GpuStepProgram::~GpuStepProgram() = default;

rt::Expected<std::unique_ptr<GpuStepProgram>> GpuStepProgram::create(const ir::Module& m, const ir::TrainRun& run,
                                                                    int64_t batch, uint64_t seed, int device) {
  auto impl = std::make_unique<Impl>();
  impl->m = &m;
  impl->seed = seed;
  auto fns = prepare_step_functions(m, run);
  if (!fns.ok()) return fns.status();
  impl->fns = std::move(*fns);
  auto ctx = cu::DeviceContext::create(device);
  if (!ctx.ok()) return ctx.status();
  impl->ctx = std::move(*ctx);
  impl->grad.fn = &impl->fns.grad;
  impl->eval.fn = &impl->fns.eval;
  impl->update.fn = impl->fns.update;
  impl->update.depends_on_batch = false;
  (void)batch;  // specialisations are made per batch size met, like StepProgram's

  std::unique_ptr<GpuStepProgram> p(new GpuStepProgram(std::move(impl)));
  Impl& I = *p->impl_;
  I.index = &p->param_index_;
  if (auto st = initial_params(m, seed, &p->params_, &p->param_index_); !st.ok()) return st;
  I.param_dev.assign(p->params_.size(), nullptr);
  for (size_t i = 0; i < p->params_.size(); ++i) {
    auto d = I.ctx->memory().allocate(p->params_[i].nbytes());
    if (!d.ok()) return d.status();
    I.param_dev[i] = *d;
  }
  auto scalars = I.ctx->memory().allocate(2 * sizeof(float));
  if (!scalars.ok()) return scalars.status();
  I.scalars_dev = *scalars;
  auto sh = cu::PinnedBuffer::allocate(2 * sizeof(float), device);
  if (!sh.ok()) return sh.status();
  I.scalars_host = std::move(*sh);
  size_t results = std::max<size_t>(1, I.fns.step->results.size());
  auto rb = cu::PinnedBuffer::allocate(results * sizeof(float), device);
  if (!rb.ok()) return rb.status();
  I.readback = std::move(*rb);
  if (auto st = p->upload_params(); !st.ok()) return st;
  return p;
}

const ir::Function& GpuStepProgram::step_fn() const { return *impl_->fns.step; }
const std::vector<std::string>& GpuStepProgram::metric_names() const { return impl_->fns.metric_names; }

std::string GpuStepProgram::device_description() const {
  return "cuda:" + std::to_string(impl_->ctx->index()) + " (" + impl_->ctx->name() + ", " + impl_->ctx->arch() + ")";
}

rt::Status GpuStepProgram::upload_params() {
  for (size_t i = 0; i < params_.size(); ++i)
    if (auto st = impl_->ctx->to_device(impl_->param_dev[i], params_[i].data(), params_[i].nbytes()); !st.ok()) return st;
  // The host tensors may be written again as soon as this returns.
  return impl_->ctx->synchronize("copying the parameters to the GPU");
}

rt::Status GpuStepProgram::download_params() {
  for (size_t i = 0; i < params_.size(); ++i)
    if (auto st = impl_->ctx->to_host(params_[i].data(), impl_->param_dev[i], params_[i].nbytes()); !st.ok()) return st;
  return impl_->ctx->synchronize("copying the parameters from the GPU");
}

rt::Status GpuStepProgram::adopt_params(std::vector<rt::Tensor>&& params) {
  params_ = std::move(params);
  return upload_params();
}

rt::Expected<float> GpuStepProgram::train_step(void* const* batch, int64_t bsz, float lr) {
  Impl& I = *impl_;
  auto grad = I.get(I.grad, bsz);
  if (!grad.ok()) return grad.status();
  auto update = I.get(I.update, bsz);
  if (!update.ok()) return update.status();
  ++global_step;

  std::vector<void*> inputs, grads, updated;
  if (auto st = I.upload_batch(*I.grad.fn, (*grad)->plan, batch, &inputs); !st.ok()) return st;
  rt::Status st = I.run(**grad, inputs, global_step, &grads);
  I.release(inputs);  // stream-ordered: reused only by later work
  if (!st.ok()) return st;
  st = I.ctx->to_host(I.readback.data(), grads[0], sizeof(float));

  // The update: lr and the step number, then the gradients (the gradient
  // function's results after the step's own).
  float* scalars = static_cast<float*>(I.scalars_host.data());
  scalars[0] = lr;
  scalars[1] = static_cast<float>(global_step);
  if (st.ok()) st = I.ctx->to_device(I.scalars_dev, scalars, 2 * sizeof(float));
  std::vector<void*> uin = {I.scalars_dev, static_cast<char*>(I.scalars_dev) + sizeof(float)};
  for (size_t g = I.fns.first_grad(); g < I.fns.first_state(); ++g) uin.push_back(grads[g]);
  if (st.ok()) st = I.run(**update, uin, global_step, &updated);
  // New model states (BatchNorm's running averages) replace the old ones;
  // their buffers are not released with the gradients.
  for (size_t k = 0; k < I.fns.state_targets.size() && st.ok(); ++k) {
    void*& slot = I.param_dev[I.fns.state_targets[k]];
    I.ctx->memory().release(slot);
    slot = grads[I.fns.first_state() + k];
    grads[I.fns.first_state() + k] = nullptr;
  }
  I.release(grads);
  if (!st.ok()) return st;
  // The new values become the parameters; the old memory goes back to the
  // allocator (after the update that read it, in stream order).
  for (size_t j = 0; j < I.fns.update_targets.size(); ++j) {
    void*& slot = I.param_dev[I.fns.update_targets[j]];
    I.ctx->memory().release(slot);
    slot = updated[j];
  }
  // The one wait of the step: for the loss.
  if (st = I.ctx->synchronize("training step " + std::to_string(global_step)); !st.ok()) return st;
  return *static_cast<const float*>(I.readback.data());
}

rt::Status GpuStepProgram::eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) {
  Impl& I = *impl_;
  auto eval = I.get(I.eval, bsz);
  if (!eval.ok()) return eval.status();
  std::vector<void*> inputs, out;
  if (auto st = I.upload_batch(*I.eval.fn, (*eval)->plan, batch, &inputs); !st.ok()) return st;
  rt::Status st = I.run(**eval, inputs, global_step, &out);
  I.release(inputs);
  if (!st.ok()) return st;
  // The loss and each metric are scalars; their first element, as on the CPU.
  float* host = static_cast<float*>(I.readback.data());
  for (size_t j = 0; j < out.size() && st.ok(); ++j) st = I.ctx->to_host(host + j, out[j], sizeof(float));
  I.release(out);
  if (!st.ok()) return st;
  if (st = I.ctx->synchronize("evaluation"); !st.ok()) return st;
  results->assign(host, host + I.fns.step->results.size());
  return {};
}

}  // namespace netc::engine
