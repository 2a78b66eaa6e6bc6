// The C API of `netc build` libraries, generic over the program: everything
// program-specific comes from the descriptor that tools/build/c_api.cc writes
// into the library, read as plain data (descriptor.h). An instance drives an
// Executor (executor.h), as `netc run` does: AotCpuExecutor below on the CPU
// (the library's functions: gradient, then the update, whose results become
// the parameters by swapping buffers), on a GPU the one of aot_gpu.h, which
// only a library with GPU code hands in (and links). Checkpoints are
// those of `netc run` (same names, metadata and fingerprint), so either can
// resume the other's.
#include "engine/library/aot_runtime.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <set>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/binding/bind_devices.h"
#include "engine/exec/choose_executor.h"
#include "engine/exec/cpu_step.h"
#include "engine/exec/executor.h"
#include "engine/library/aot_gpu.h"
#include "engine/library/descriptor.h"
#include "runtime/checkpoint.h"
#include "runtime/devices.h"
#include "runtime/tensor.h"
#include "runtime/weights.h"

namespace {

using netc::library::Arg;
using netc::library::Desc;
using netc::library::FunctionDesc;
using netc::library::GpuEngine;
using netc::library::ParamDesc;
using netc::rt::DType;
using netc::rt::Tensor;

thread_local std::string g_message;

int fail(int code, std::string message) {
  g_message = std::move(message);
  return code;
}

// The descriptor of the wrapper that called, or null with the status in *code.
const Desc* get_desc(const char* text, int* code) {
  std::string message;
  const Desc* d = netc::library::get_desc(text, code, &message);
  if (!d) fail(*code, message);
  return d;
}

const Desc* get_desc(const char* text) {
  int code = NETC_AOT_OK;
  return get_desc(text, &code);
}

struct AlignedFree {
  void operator()(char* p) const { std::free(p); }
};

}  // namespace

namespace {

netc::Status make_buffers(const std::vector<Arg>& args, std::vector<Tensor>* out) {
  out->clear();
  for (const Arg& a : args) {
    auto t = Tensor::create(a.dtype, a.shape);
    if (!t.ok()) return t.status();
    out->push_back(std::move(*t));
  }
  return {};
}

// A library's train block on the CPU: the functions compiled ahead of time,
// behind the interface `netc run` drives its executors through. A step is the
// gradient, then (when the loss and metrics are finite) the update, whose results become
// the parameters by swapping buffers: engine/exec/cpu_step.h, as StepProgram's.
class AotCpuExecutor final : public netc::engine::Executor {
 public:
  using Status = netc::Status;

  static netc::Expected<std::unique_ptr<AotCpuExecutor>> create(const Desc& d, const netc_aot_fn* fns, uint64_t seed) {
    std::unique_ptr<AotCpuExecutor> x(new AotCpuExecutor(d, fns, seed));
    if (auto st = netc::library::initial_params(d, seed, &x->b_.params, &x->index_); !st.ok()) return st;
    x->b_.param_ptrs = netc::engine::tensor_ptrs(x->b_.params);
    if (d.has_train)
      for (auto [fn, bufs] : {std::pair{d.grad, &x->b_.grad_out}, {d.update, &x->b_.update_out}, {d.eval, &x->eval_out_}})
        if (auto st = make_buffers(d.functions.at(static_cast<size_t>(fn)).outputs, bufs); !st.ok()) return st;
    // One workspace for every function: an instance runs one call at a time.
    size_t ws_bytes = (d.max_workspace + 63) / 64 * 64 + 64;
    void* ws = std::aligned_alloc(64, ws_bytes);
    if (!ws) return Status::error("out of memory for the workspace");
    x->workspace_.reset(static_cast<char*>(ws));
    // The plan the C API reports (`<name>_memory`) is what was allocated.
    uint64_t allocated = ws_bytes, planned = 0;
    for (const std::vector<Tensor>* v : {&x->b_.params, &x->b_.grad_out, &x->b_.update_out, &x->eval_out_})
      for (const Tensor& t : *v) allocated += t.nbytes();
    for (const Desc::MemoryLine& l : d.cpu_memory)
      if (l.executor) planned += l.bytes;
    if (allocated != planned)
      return Status::error("internal error: the instance allocated " + std::to_string(allocated) +
                           " bytes, but its memory plan says " + std::to_string(planned));
    return x;
  }

  std::vector<Tensor>& params() override { return b_.params; }
  const std::map<std::string, size_t>& param_index() const override { return index_; }
  Status download_params() override { return {}; }
  Status upload_params() override { return {}; }
  Status adopt_params(std::vector<Tensor>&& params) override {
    if (params.size() != b_.params.size()) return Status::error("internal error: adopt_params of another program");
    b_.set_params(std::move(params));
    return {};
  }
  const std::vector<std::string>& metric_names() const override { return d_.metric_names; }

  Status launch_step(void* const* batch, int64_t bsz, float lr) override {
    if (Status st = check_batch(bsz); !st.ok()) return st;
    undoable_ = false;
    int64_t step = global_step + 1;  // dropout masks depend on the step number, as in `netc run`
    std::vector<void*> in(batch, batch + d_.functions[static_cast<size_t>(d_.grad)].inputs.size());
    std::vector<void*> gout = netc::engine::tensor_ptrs(b_.grad_out);
    fns_[d_.grad](in.data(), gout.data(), b_.param_ptrs.data(), workspace_.get(), step, static_cast<int64_t>(seed_));
    global_step = step;
    // The rest of the step as `netc run`'s (engine/exec/cpu_step.h): no update
    // when the loss or a metric is not finite; nothing is written in place.
    auto update = [&](void** inputs) -> netc::Expected<const std::vector<bool>*> {
      std::vector<void*> outputs = netc::engine::tensor_ptrs(b_.update_out);
      fns_[d_.update](inputs, outputs.data(), b_.param_ptrs.data(), workspace_.get(), step,
                      static_cast<int64_t>(seed_));
      return static_cast<const std::vector<bool>*>(nullptr);
    };
    netc::engine::CpuStepLayout layout{d_.num_results, b_.grad_out.size() - d_.state_targets.size(),
                                       &d_.state_targets, &d_.update_targets};
    auto values = netc::engine::step_after_gradient(b_, layout, {}, lr, step, update);
    if (!values.ok()) return values.status();
    undoable_ = !values->finite();  // the parameters are those of before the step
    last_ = std::move(*values);
    return {};
  }

  netc::Expected<netc::engine::StepValues> finish_step() override { return last_; }

  Status undo_last_step() override {
    if (!undoable_)
      return Status::error("internal error: only a step whose loss or a metric is not finite can be taken back");
    undoable_ = false;
    --global_step;
    return {};
  }

  Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) override {
    if (Status st = check_batch(bsz); !st.ok()) return st;
    std::vector<void*> in(batch, batch + d_.functions[static_cast<size_t>(d_.eval)].inputs.size());
    std::vector<void*> out = netc::engine::tensor_ptrs(eval_out_);
    fns_[d_.eval](in.data(), out.data(), b_.param_ptrs.data(), workspace_.get(), global_step, static_cast<int64_t>(seed_));
    results->clear();
    for (Tensor& t : eval_out_) results->push_back(t.data_as<float>()[0]);
    return {};
  }

  // Function `fn` of the library on whole batches (the C API's forward).
  void forward(int fn, void** inputs, void** outputs) {
    fns_[fn](inputs, outputs, b_.param_ptrs.data(), workspace_.get(), global_step, static_cast<int64_t>(seed_));
  }

 private:
  AotCpuExecutor(const Desc& d, const netc_aot_fn* fns, uint64_t seed) : d_(d), fns_(fns), seed_(seed) {}

  Status check_batch(int64_t bsz) const {
    if (!d_.has_train) return Status::error("the program has no train block");
    if (bsz != d_.batch)
      return Status::error("the library was built for batches of " + std::to_string(d_.batch) + ", not " +
                           std::to_string(bsz));
    return {};
  }

  const Desc& d_;
  const netc_aot_fn* fns_;
  uint64_t seed_;
  netc::engine::CpuStepBuffers b_;  // parameters, the gradient's and the update's results
  std::map<std::string, size_t> index_;
  std::vector<Tensor> eval_out_;
  std::unique_ptr<char, AlignedFree> workspace_;
  netc::engine::StepValues last_;  // the last step's loss and metrics
  bool undoable_ = false;
};

}  // namespace

struct netc_aot_instance {
  const char* desc_text = nullptr;
  const Desc* desc = nullptr;
  int64_t epoch = 0;  // carried through load/save for `netc run --resume`
  // Runs every call and holds the parameters: the CPU executor of the
  // library's functions, or the GPU executor with its embedded kernels.
  std::unique_ptr<netc::engine::Executor> exec;
  AotCpuExecutor* cpu = nullptr;  // exec, when it is the CPU's
  const GpuEngine* gpu = nullptr;  // what made exec, when it is a GPU's
  // Batch-sized copies for forward calls on fewer examples than the batch.
  std::map<int, std::pair<std::vector<Tensor>, std::vector<Tensor>>> staging;
  std::string device = "cpu";  // where it runs (netc_aot_device)
};

namespace {

// Checks the handle against the descriptor of the wrapper that passed it.
int check_handle(const char* desc, const netc_aot_instance* h) {
  if (!h) return fail(NETC_AOT_INVALID_ARGUMENT, "the handle is null");
  if (h->desc_text != desc)
    return fail(NETC_AOT_INVALID_ARGUMENT, "the handle was created by another network's library (`" + h->desc->name + "`)");
  return NETC_AOT_OK;
}

// Runs `body`, turning an exception (there should be none: allocation
// failure at worst) into a status, because none may cross the C API.
template <class F>
int guarded(F&& body) {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return fail(NETC_AOT_OUT_OF_MEMORY, "out of memory");
  } catch (const std::exception& e) {
    return fail(NETC_AOT_INTERNAL, std::string("internal error: ") + e.what());
  } catch (...) {
    return fail(NETC_AOT_INTERNAL, "internal error");
  }
}

constexpr const char* kNoGpuCode =
    "the library has no GPU code (netc was built without CUDA, or the library with --cuda-arch none)";

// Why a library with GPU code runs on the CPU only.
constexpr const char* kRuntimeWithoutCuda = "this netc runtime was built without CUDA";

std::string trim(const std::string& x) {
  size_t b = x.find_first_not_of(" \t"), e = x.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : x.substr(b, e - b + 1);
}

// "a, b,,c" -> {a, b, c}: the items of a comma-separated list, trimmed.
std::vector<std::string> split_list(const std::string& all) {
  std::vector<std::string> items;
  for (size_t start = 0; start <= all.size();) {
    size_t comma = all.find(',', start);
    if (comma == std::string::npos) comma = all.size();
    std::string one = trim(all.substr(start, comma - start));
    start = comma + 1;
    if (!one.empty()) items.push_back(one);
  }
  return items;
}

// "gpu=cpu, other=cuda:1" -> {gpu: cpu, other: cuda:1}.
int parse_overrides(const char* text, std::map<std::string, std::string>* out) {
  if (!text) return NETC_AOT_OK;
  for (const std::string& one : split_list(text)) {
    size_t eq = one.find('=');
    std::string name = eq == std::string::npos ? "" : trim(one.substr(0, eq));
    std::string device = eq == std::string::npos ? "" : trim(one.substr(eq + 1));
    if (name.empty() || device.empty())
      return fail(NETC_AOT_INVALID_ARGUMENT, "create_on: `" + one + "` is not NAME=DEVICE (e.g. gpu=cpu)");
    (*out)[name] = device;
  }
  return NETC_AOT_OK;
}

// The library's GPU executor, read from its descriptor on first use (on
// NETC_AOT_OK); with the status and why not otherwise: the library has no GPU
// code, or the runtime no CUDA.
std::pair<int, std::string> gpu_engine(const Desc& d, const netc_aot_gpu* gpu, const GpuEngine** out) {
  *out = nullptr;
  if (!d.has_gpu || !gpu) return {NETC_AOT_NO_DEVICE, kNoGpuCode};
  if (!gpu->read) return {NETC_AOT_NO_DEVICE, kRuntimeWithoutCuda};
  static std::mutex mu;
  static auto* engines = new std::map<const Desc*, std::unique_ptr<GpuEngine>>();
  std::lock_guard<std::mutex> lock(mu);
  auto it = engines->find(&d);
  if (it == engines->end()) {
    auto engine = gpu->read(d);
    if (!engine.ok()) return {NETC_AOT_INTERNAL, "internal error: the library's GPU code cannot be read: " + engine.message()};
    it = engines->emplace(&d, std::move(*engine)).first;
  }
  *out = it->second.get();
  return {NETC_AOT_OK, ""};
}

// Whether the library's GPU code runs on a GPU of architecture `arch`
// (sm_90): NETC_AOT_OK, else a status and why not.
std::pair<int, std::string> gpu_code_problem(const Desc& d, const netc_aot_gpu* gpu, const std::string& arch) {
  const GpuEngine* engine = nullptr;
  if (auto problem = gpu_engine(d, gpu, &engine); problem.first != NETC_AOT_OK) return problem;
  return engine->code_problem(arch);
}

// Binds the program's devices as `netc run` does; *device is the GPU the
// parameters are bound to, or -1 for the CPU.
int choose_device(const Desc& d, const netc_aot_gpu* gpu, const std::map<std::string, std::string>& overrides,
                  int* device) {
  *device = -1;
  const netc::engine::ProgramDevices& program = d.devices;
  bool wants_cuda = netc::engine::may_use_gpu(program);
  for (const auto& [name, physical] : overrides) wants_cuda = wants_cuda || physical.rfind("cuda", 0) == 0;
  netc::rt::DeviceInventory inventory;
  if (wants_cuda) inventory = netc::rt::discover_devices();
  netc::engine::BindOptions options;
  options.overrides = overrides;
  options.can_run_cuda = d.has_gpu && gpu && gpu->read;
  options.cannot_run_cuda = !d.has_gpu || !gpu ? kNoGpuCode : kRuntimeWithoutCuda;
  // A GPU the library has no code for is passed over like one that is not
  // there: the device falls back to its next candidate, saying why. Asked
  // once per architecture; a failure to plan the kernels is an error of its
  // own, not a reason to fall back.
  std::map<std::string, std::pair<int, std::string>> fits;
  std::string internal;
  options.gpu_fit = [&](const netc::rt::CudaDevice& g, const netc::engine::BindOptions::Share&) {
    auto it = fits.find(g.arch());
    if (it == fits.end()) it = fits.emplace(g.arch(), gpu_code_problem(d, gpu, g.arch())).first;
    if (it->second.first == NETC_AOT_INTERNAL && internal.empty()) internal = it->second.second;
    return netc::engine::BindOptions::GpuFit{it->second.second, ""};
  };
  options.override_syntax = "device override ";
  options.fix_verb = "Create the instance with ";
  auto bound = netc::engine::bind_devices(program, inventory, options);
  if (!internal.empty()) return fail(NETC_AOT_INTERNAL, internal);
  if (!bound.ok()) return fail(NETC_AOT_NO_DEVICE, bound.message());
  // The executor `netc run` would choose, of the kinds a library has: one
  // device, the train block's, or without one where the parameters are.
  netc::engine::ExecutorFacts library;
  library.replicas = false;
  const netc::engine::ProgramDevices::Train* run = program.trains.empty() ? nullptr : &program.trains.front();
  auto choice = netc::engine::choose_executor(program, run, *bound, library);
  if (!choice.ok()) return fail(NETC_AOT_NO_DEVICE, choice.problem);
  *device = choice.kind == netc::engine::ExecutorKind::Gpu ? choice.gpus.front() : -1;
  return NETC_AOT_OK;
}

// A GPU failure as a status: out of memory, or the device failed.
int device_failure(const std::string& what, const netc::Status& st) {
  bool oom = st.message().find("out of memory") != std::string::npos;
  return fail(oom ? NETC_AOT_OUT_OF_MEMORY : NETC_AOT_DEVICE_ERROR, what + ": " + st.message());
}

// A batch's field pointers as `f` takes them (the generated functions take
// non-const pointers but never write inputs); an error names a null field.
int batch_fields(const char* what, const FunctionDesc& f, const void* const* batch, std::vector<void*>* out) {
  for (size_t i = 0; i < f.inputs.size(); ++i) {
    if (!batch[i]) return fail(NETC_AOT_INVALID_ARGUMENT, std::string(what) + ": field " + std::to_string(i + 1) + " is null");
    out->push_back(const_cast<void*>(batch[i]));
  }
  return NETC_AOT_OK;
}

// The instance's parameters in host memory: its own on the CPU; on a GPU,
// copies taken now.
int host_params(netc_aot_instance* h, std::vector<Tensor>** out) {
  if (auto st = h->exec->download_params(); !st.ok()) return device_failure("copying the parameters from the GPU", st);
  *out = &h->exec->params();
  return NETC_AOT_OK;
}

}  // namespace

extern "C" {

const char* netc_aot_status_message(void) { return g_message.c_str(); }

int netc_aot_create(const char* desc_text, const netc_aot_fn* fns, const netc_aot_gpu* gpu, netc_aot_instance** out,
                    uint64_t seed, const char* devices) {
  if (!out) return fail(NETC_AOT_INVALID_ARGUMENT, "create: the handle pointer is null");
  *out = nullptr;
  return guarded([&]() -> int {
    int code = NETC_AOT_OK;
    const Desc* d = get_desc(desc_text, &code);
    if (!d) return code;
    auto h = std::make_unique<netc_aot_instance>();
    h->desc_text = desc_text;
    h->desc = d;
    std::map<std::string, std::string> overrides;
    if (int st = parse_overrides(devices, &overrides)) return st;
    int device = -1;
    if (int st = choose_device(*d, gpu, overrides, &device)) return st;
    if (device >= 0) {
      const GpuEngine* engine = nullptr;
      if (auto [st, why] = gpu_engine(*d, gpu, &engine); st != NETC_AOT_OK) return fail(st, why);
      auto program = engine->create(seed, device, &h->device);
      if (!program.ok()) return device_failure("create on cuda:" + std::to_string(device), program.status());
      h->gpu = engine;
      h->exec = std::move(*program);
      *out = h.release();
      return NETC_AOT_OK;
    }
    auto cpu = AotCpuExecutor::create(*d, fns, seed);
    if (!cpu.ok())
      return fail(cpu.message().rfind("internal error", 0) == 0 ? NETC_AOT_INTERNAL : NETC_AOT_OUT_OF_MEMORY, cpu.message());
    h->cpu = cpu->get();
    h->exec = std::move(*cpu);
    *out = h.release();
    return NETC_AOT_OK;
  });
}

const char* netc_aot_device(const char* desc, const netc_aot_instance* h) {
  return check_handle(desc, h) == NETC_AOT_OK ? h->device.c_str() : "";
}

int netc_aot_check_gpu(const char* desc_text, const netc_aot_gpu* gpu, const char* arch) {
  if (!arch) return fail(NETC_AOT_INVALID_ARGUMENT, "check_gpu_code: the architecture is null");
  return guarded([&]() -> int {
    int code = NETC_AOT_OK;
    const Desc* d = get_desc(desc_text, &code);
    if (!d) return code;
    auto [st, message] = gpu_code_problem(*d, gpu, arch);
    return st == NETC_AOT_OK ? NETC_AOT_OK : fail(st, message);
  });
}

void netc_aot_destroy(const char* desc, netc_aot_instance* h) {
  if (h && h->desc_text == desc) delete h;
}

int netc_aot_forward(const char* desc, netc_aot_instance* h, int32_t fn, int64_t n, const void* const* inputs,
                     void* const* outputs) {
  if (int st = check_handle(desc, h)) return st;
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    if (fn < 0 || static_cast<size_t>(fn) >= d.functions.size())
      return fail(NETC_AOT_INTERNAL, "internal error: no function " + std::to_string(fn));
    const FunctionDesc& f = d.functions[static_cast<size_t>(fn)];
    if (n < 1 || n > d.batch)
      return fail(NETC_AOT_INVALID_ARGUMENT, f.name + ": the number of examples must be between 1 and the batch size " +
                                                 std::to_string(d.batch) + ", not " + std::to_string(n));
    if (n != d.batch && !f.rows_independent)
      return fail(NETC_AOT_INVALID_ARGUMENT, f.name + " mixes the examples of a batch (e.g. batch statistics), so it "
                                             "takes exactly the batch size " + std::to_string(d.batch) + " examples, not " +
                                             std::to_string(n) + "; build with --batch " + std::to_string(n) +
                                             " for another size");
    for (size_t i = 0; i < f.inputs.size(); ++i)
      if (!inputs[i]) return fail(NETC_AOT_INVALID_ARGUMENT, f.name + ": input " + std::to_string(i + 1) + " is null");
    for (size_t i = 0; i < f.outputs.size(); ++i)
      if (!outputs[i]) return fail(NETC_AOT_INVALID_ARGUMENT, f.name + ": output " + std::to_string(i + 1) + " is null");
    // The generated functions take non-const pointers but never write inputs.
    std::vector<void*> in, out(outputs, outputs + f.outputs.size());
    for (size_t i = 0; i < f.inputs.size(); ++i) in.push_back(const_cast<void*>(inputs[i]));
    bool partial = n < d.batch;
    std::vector<Tensor>* staged_out = nullptr;
    if (partial) {
      // The function was compiled for the whole batch: copy the n examples
      // into batch-sized buffers, zero the rest, and copy n results back.
      auto& [sin, sout] = h->staging[fn];
      if (sin.empty() && !f.inputs.empty()) {
        if (auto st = make_buffers(f.inputs, &sin); !st.ok()) return fail(NETC_AOT_OUT_OF_MEMORY, st.message());
      }
      if (sout.empty() && !f.outputs.empty()) {
        if (auto st = make_buffers(f.outputs, &sout); !st.ok()) return fail(NETC_AOT_OUT_OF_MEMORY, st.message());
      }
      for (size_t i = 0; i < f.inputs.size(); ++i) {
        if (!f.inputs[i].batched) continue;
        size_t row = f.inputs[i].nbytes / static_cast<size_t>(d.batch), used = row * static_cast<size_t>(n);
        std::memcpy(sin[i].data(), inputs[i], used);
        std::memset(static_cast<char*>(sin[i].data()) + used, 0, f.inputs[i].nbytes - used);
        in[i] = sin[i].data();
      }
      for (size_t i = 0; i < f.outputs.size(); ++i)
        if (f.outputs[i].batched) out[i] = sout[i].data();
      staged_out = &sout;
    }
    if (h->gpu) {
      auto st = h->gpu->forward(*h->exec, fn, in.data(), out.data());
      if (!st.ok()) return device_failure(f.name, st);
    } else {
      h->cpu->forward(fn, in.data(), out.data());
    }
    if (partial)
      for (size_t i = 0; i < f.outputs.size(); ++i)
        if (f.outputs[i].batched)
          std::memcpy(outputs[i], (*staged_out)[i].data(),
                      f.outputs[i].nbytes / static_cast<size_t>(d.batch) * static_cast<size_t>(n));
    return NETC_AOT_OK;
  });
}

int netc_aot_train_step(const char* desc, netc_aot_instance* h, const void* const* batch, float lr, float* loss) {
  if (int st = check_handle(desc, h)) return st;
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    if (!d.has_train) return fail(NETC_AOT_INVALID_ARGUMENT, "the program has no train block");
    if (!batch) return fail(NETC_AOT_INVALID_ARGUMENT, "train_step: the batch is null");
    std::vector<void*> in;
    if (int st = batch_fields("train_step", d.functions[static_cast<size_t>(d.grad)], batch, &in)) return st;
    if (auto st = h->exec->launch_step(in.data(), d.batch, lr); !st.ok()) return device_failure("train_step", st);
    auto v = h->exec->finish_step();
    if (!v.ok()) return device_failure("train_step", v.status());
    if (loss) *loss = v->loss;
    if (!v->finite()) {
      // The step is taken back, as `netc run` takes it back: the parameters
      // are those it read.
      std::string what = "the loss";
      float bad = v->loss;
      for (size_t j = 0; std::isfinite(bad) && j < v->metrics.size(); ++j)
        if (!std::isfinite(v->metrics[j])) what = "the metric `" + d.metric_names.at(j) + "`", bad = v->metrics[j];
      if (auto st = h->exec->undo_last_step(); !st.ok()) return device_failure("train_step", st);
      return fail(NETC_AOT_NOT_FINITE, what + " is " + (std::isnan(bad) ? "NaN" : "infinite") + " at step " +
                                           std::to_string(h->exec->global_step + 1) + "; the parameters were not updated");
    }
    return NETC_AOT_OK;
  });
}

int netc_aot_evaluate(const char* desc, netc_aot_instance* h, const void* const* batch, float* results) {
  if (int st = check_handle(desc, h)) return st;
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    if (!d.has_train) return fail(NETC_AOT_INVALID_ARGUMENT, "the program has no train block");
    if (!batch || !results) return fail(NETC_AOT_INVALID_ARGUMENT, "evaluate: the batch or the results pointer is null");
    std::vector<void*> in;
    if (int st = batch_fields("evaluate", d.functions[static_cast<size_t>(d.eval)], batch, &in)) return st;
    std::vector<double> values;
    if (auto st = h->exec->eval_step(in.data(), d.batch, &values); !st.ok()) return device_failure("evaluate", st);
    for (size_t j = 0; j < values.size(); ++j) results[j] = static_cast<float>(values[j]);
    return NETC_AOT_OK;
  });
}

int netc_aot_save(const char* desc, netc_aot_instance* h, const char* path) {
  if (int st = check_handle(desc, h)) return st;
  if (!path) return fail(NETC_AOT_INVALID_ARGUMENT, "save: the path is null");
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    std::vector<Tensor>* params = nullptr;
    if (int st = host_params(h, &params)) return st;
    std::vector<netc::rt::NamedTensor> named;
    for (size_t i = 0; i < d.params.size(); ++i) named.push_back({d.params[i].name, (*params)[i].view()});
    netc::rt::Metadata meta{{netc::rt::kMetaStep, std::to_string(h->exec->global_step)},
                            {netc::rt::kMetaEpoch, std::to_string(h->epoch)},
                            {netc::rt::kMetaFingerprint, d.fingerprint.substr(0, d.fingerprint.find(','))}};
    if (auto st = netc::rt::write_checkpoint(path, named, meta); !st.ok()) return fail(NETC_AOT_IO_ERROR, st.message());
    return NETC_AOT_OK;
  });
}

int netc_aot_load(const char* desc, netc_aot_instance* h, const char* path) {
  if (int st = check_handle(desc, h)) return st;
  if (!path) return fail(NETC_AOT_INVALID_ARGUMENT, "load: the path is null");
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    std::map<std::string, netc::rt::TensorSpec> expected;
    for (const ParamDesc& p : d.params) expected[p.name] = {p.rt_dtype, p.shape};
    // The header is checked before any data is read.
    bool incompatible = false;
    auto ck = netc::rt::read_checkpoint(path, [&](const netc::rt::TensorSpecs& found, const netc::rt::Metadata& meta) {
      netc::Status s = netc::rt::check_header(path, found, meta, expected, d.fingerprint);
      incompatible = !s.ok();
      return s;
    });
    if (!ck.ok()) return fail(incompatible ? NETC_AOT_INCOMPATIBLE : NETC_AOT_IO_ERROR, ck.message());
    if (auto st = netc::rt::check_compatible(*ck, expected, d.fingerprint); !st.ok())
      return fail(NETC_AOT_INCOMPATIBLE, st.message());
    // Checked in full before anything is copied: a failed load leaves the
    // instance as it was.
    std::vector<Tensor>* params = nullptr;
    if (int st = host_params(h, &params)) return st;
    for (size_t i = 0; i < d.params.size(); ++i) {
      const Tensor& t = ck->tensors.at(d.params[i].name);
      std::memcpy((*params)[i].data(), t.data(), t.nbytes());
    }
    h->exec->global_step = std::atoll(ck->metadata[netc::rt::kMetaStep].c_str());
    h->epoch = std::atoll(ck->metadata[netc::rt::kMetaEpoch].c_str());
    if (auto st = h->exec->upload_params(); !st.ok()) return device_failure("load", st);
    return NETC_AOT_OK;
  });
}

int netc_aot_init_from(const char* desc, netc_aot_instance* h, const char* path, const char* renames) {
  if (int st = check_handle(desc, h)) return st;
  if (!path) return fail(NETC_AOT_INVALID_ARGUMENT, "init_from: the path is null");
  return guarded([&]() -> int {
    const Desc& d = *h->desc;
    std::vector<netc::rt::Rename> rules;
    for (const std::string& spec : split_list(renames ? renames : "")) {
      auto rule = netc::rt::parse_rename(spec);
      if (!rule.ok()) return fail(NETC_AOT_INVALID_ARGUMENT, "init_from: a rename needs " + rule.message());
      rules.push_back(*rule);
    }
    // The program's parameters and model states; its optimizer state is
    // skipped when the file has it.
    netc::rt::TensorSpecs expected;
    for (const ParamDesc& p : d.params)
      if (!d.optimizer_state.count(p.name)) expected[p.name] = {p.rt_dtype, p.shape};
    auto w = netc::rt::load_weights(path, expected, d.optimizer_state, rules, "the renames argument \"FROM=TO\" (rules separated by commas)");
    if (!w.ok()) return fail(w.message().find(netc::rt::kWeightsMismatch) != std::string::npos ? NETC_AOT_INCOMPATIBLE
                                                                                               : NETC_AOT_IO_ERROR,
                             w.message());
    std::vector<Tensor>* params = nullptr;
    if (int st = host_params(h, &params)) return st;
    for (size_t i = 0; i < d.params.size(); ++i)
      if (auto it = w->tensors.find(d.params[i].name); it != w->tensors.end())
        std::memcpy((*params)[i].data(), it->second.data(), it->second.nbytes());
    if (auto st = h->exec->upload_params(); !st.ok()) return device_failure("init_from", st);
    return NETC_AOT_OK;
  });
}

int64_t netc_aot_param_count(const char* desc) {
  const Desc* d = get_desc(desc);
  return d ? static_cast<int64_t>(d->params.size()) : 0;
}

const netc_aot_param_info* netc_aot_param(const char* desc, int64_t i) {
  const Desc* d = get_desc(desc);
  if (!d || i < 0 || static_cast<size_t>(i) >= d->infos.size()) return nullptr;
  return &d->infos[static_cast<size_t>(i)];
}

void* netc_aot_param_data(const char* desc, netc_aot_instance* h, int64_t i) {
  if (check_handle(desc, h) != NETC_AOT_OK) return nullptr;
  if (i < 0 || static_cast<size_t>(i) >= h->desc->params.size()) {
    fail(NETC_AOT_INVALID_ARGUMENT, "no parameter " + std::to_string(i));
    return nullptr;
  }
  std::vector<Tensor>* params = nullptr;
  if (guarded([&] { return host_params(h, &params); }) != NETC_AOT_OK) return nullptr;
  return (*params)[static_cast<size_t>(i)].data();
}

int64_t netc_aot_global_step(const char* desc, const netc_aot_instance* h) {
  return check_handle(desc, h) == NETC_AOT_OK ? h->exec->global_step : -1;
}

int64_t netc_aot_memory(const char* desc, const netc_aot_instance* h, netc_aot_memory_line* lines, int64_t capacity) {
  if (check_handle(desc, h) != NETC_AOT_OK) return -1;
  if (capacity < 0 || (capacity > 0 && !lines)) {
    fail(NETC_AOT_INVALID_ARGUMENT, "memory: `lines` must hold `capacity` (>= 0) lines");
    return -1;
  }
  const std::vector<netc_aot_memory_line>& all = h->cpu ? h->desc->cpu_lines : h->desc->gpu_lines;
  for (size_t i = 0; i < all.size() && static_cast<int64_t>(i) < capacity; ++i) lines[i] = all[i];
  return static_cast<int64_t>(all.size());
}

}  // extern "C"
