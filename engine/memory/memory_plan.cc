#include "engine/memory/memory_plan.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>

#include "base/pass_stats.h"
#include "codegen/common/arena.h"
#include "codegen/common/plan.h"
#include "codegen/cpu/lower.h"
#include "runtime/cpu/kernels.h"
#include "runtime/data.h"
#include "engine/exec/cpu_ir_plans.h"
#include "engine/exec/step_functions.h"
#include "ir/dims.h"
#include "ir/infer.h"
#include "ir/printer.h"
#if NETC_HAVE_GPU_ENGINE
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/gpu_ir_plans.h"
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/gradient_buckets.h"
#include "runtime/cuda/context.h"
#endif

namespace netc::engine {

const char* category_name(MemoryLine::Category c) {
  switch (c) {
    case MemoryLine::Parameters: return "parameters";
    case MemoryLine::Gradients: return "gradients";
    case MemoryLine::OptimizerState: return "optimizer state";
    case MemoryLine::Accumulators: return "gradient accumulators";
    case MemoryLine::ModelState: return "model state";
    case MemoryLine::OtherGlobals: return "other parameters";
    case MemoryLine::Activations: return "activations kept for backward";
    case MemoryLine::Temporaries: return "temporaries (peak)";
    case MemoryLine::Workspace: return "convolution columns";
    case MemoryLine::StepResults: return "loss and metrics";
    case MemoryLine::Batch: return "batch";
    case MemoryLine::Evaluation: return "evaluation";
    case MemoryLine::Scalars: return "scalars";
    case MemoryLine::DataSets: return "data sets";
    case MemoryLine::Process: return "netc itself";
    case MemoryLine::Cuda: return "CUDA";
  }
  return "?";
}

const char* when_name(Transfer::When w) {
  switch (w) {
    case Transfer::PerStep: return "per step";
    case Transfer::PerEvaluationBatch: return "per evaluation batch";
    case Transfer::AtStart: return "at the start";
    case Transfer::PerEpoch: return "per epoch";
    case Transfer::PerCheckpoint: return "per checkpoint";
    case Transfer::AtEnd: return "at the end";
  }
  return "?";
}

static uint64_t sum_if(const std::vector<MemoryLine>& lines, bool (*keep)(const MemoryLine&)) {
  uint64_t n = 0;
  for (const MemoryLine& l : lines)
    if (keep(l)) n += l.bytes;
  return n;
}
uint64_t DeviceMemory::total() const {
  return sum_if(lines, [](const MemoryLine&) { return true; });
}
uint64_t DeviceMemory::netc_allocates() const {
  return sum_if(lines, [](const MemoryLine& l) { return !l.estimate; });
}
uint64_t DeviceMemory::executor_allocates() const {
  return sum_if(lines, [](const MemoryLine& l) { return !l.estimate && !l.loop; });
}

// n in the largest of `units` (each `base` times the one before) that
// leaves at least 1, with two decimals; the first unit as a whole number.
static std::string scaled(uint64_t n, double base, const std::vector<const char*>& units) {
  double v = static_cast<double>(n);
  size_t u = 0;
  while (v >= base && u + 1 < units.size()) v /= base, ++u;
  char buf[32];
  if (u == 0) std::snprintf(buf, sizeof buf, "%llu %s", static_cast<unsigned long long>(n), units[0]);
  else std::snprintf(buf, sizeof buf, "%.2f %s", v, units[u]);
  return buf;
}

std::string human_bytes(uint64_t bytes) { return scaled(bytes, 1024, {"B", "KiB", "MiB", "GiB", "TiB"}); }

std::string human_flops(uint64_t flops) {
  return scaled(flops, 1000, {"FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP", "PFLOP"});
}

std::map<size_t, std::string> update_in_place(const ir::Module& m, const ir::TrainFunctions& fns) {
  std::map<size_t, std::string> out;
  for (size_t j = 0; j < fns.update_targets.size(); ++j) out[j] = m.params[fns.update_targets[j]].name;
  return out;
}

std::map<size_t, std::string> grad_in_place(const ir::Module& m, const ir::TrainFunctions& fns) {
  std::map<size_t, std::string> out;
  for (size_t k = 0; k < fns.state_targets.size(); ++k) out[fns.first_state() + k] = m.params[fns.state_targets[k]].name;
  return out;
}

namespace {

uint64_t param_bytes(const ir::GlobalParam& p) {
  uint64_t n = ir::dtype_size(p.type.dtype);
  for (int64_t d : const_shape(p.type)) n *= static_cast<uint64_t>(std::max<int64_t>(d, 0));
  return n;
}

// The bytes of one example of a data set's field, as loaded.
uint64_t example_bytes(const ir::DatasetField& f) {
  uint64_t e = ir::dtype_size(f.example.dtype);
  for (int64_t s : const_shape(f.example)) e *= static_cast<uint64_t>(std::max<int64_t>(s, 0));
  return e;
}

// The bytes of `batch` examples of each field of the train block's data set.
uint64_t batch_bytes(const ir::Module& m, const ir::TrainRun& run, int64_t batch) {
  uint64_t n = 0;
  if (const ir::Dataset* d = m.find_dataset(run.dataset))
    for (const ir::DatasetField& f : d->fields) n += example_bytes(f) * static_cast<uint64_t>(batch);
  return n;
}

// Owned values of the gradient function alive across the step that computes
// the loss: what the forward pass leaves for the backward pass. Rounded to
// the arena's places.
uint64_t kept_for_backward(const codegen::BufferPlan& p, const ir::Function& grad, uint64_t alignment) {
  int loss_step = p.values[p.root(grad.results[0])].step;
  uint64_t n = 0;
  for (const codegen::Buffer& b : p.values)
    if (b.live_after(loss_step)) n += (b.bytes + alignment - 1) / alignment * alignment;
  return n;
}

// The per-layer table: each instruction's scope says which instance made it.
Expected<std::vector<LayerMemory>> layer_table(const ir::Module& m, const StepFunctions& fns,
                                                   const codegen::BufferPlan& grad, uint64_t alignment,
                                                   const std::map<std::string, int64_t>& dims) {
  std::vector<LayerMemory> rows;
  std::map<std::string, size_t> row;
  auto at = [&](const std::string& path) -> LayerMemory& {
    auto [it, fresh] = row.emplace(path, rows.size());
    if (fresh) rows.push_back({path, {}, 0, 0});
    return rows[it->second];
  };
  ir::Function eval = codegen::bind_sizes(fns.eval, dims);
  auto shapes = codegen::make_plan(eval, dims);
  if (!shapes.ok()) return shapes.status();
  for (const ir::Inst& i : eval.body)
    if (!i.scope.empty() && i.op != ir::Op::Param && shapes->live[i.result]) at(i.scope).output = shapes->shape[i.result];
  int loss_step = grad.values[grad.root(fns.grad.results[0])].step;
  for (const ir::Inst& i : fns.grad.body) {
    const codegen::Buffer& b = grad.values[i.result];
    if (b.live_after(loss_step)) at(i.scope).kept += (b.bytes + alignment - 1) / alignment * alignment;
  }
  for (const ir::GlobalParam& p : m.params) {
    size_t dot = p.name.rfind('.');
    if (!p.trainable || dot == std::string::npos || !row.count(p.name.substr(0, dot))) continue;
    at(p.name.substr(0, dot)).parameters += param_bytes(p) / ir::dtype_size(p.type.dtype);
  }
  return rows;
}

// The floating-point operations of `f` with its dims bound (MemoryPlan says
// what counts).
Expected<uint64_t> flops(const ir::Function& f, const std::map<std::string, int64_t>& dims);

// flops() of `bound` (sizes bound to `dims`) planned as `p`.
Expected<uint64_t> flops_planned(const ir::Function& bound, const codegen::Plan& p,
                                 const std::map<std::string, int64_t>& dims) {
  auto count = [&](ir::ValueId v) { return static_cast<uint64_t>(codegen::element_count(p.shape[v])); };
  uint64_t n = 0;
  for (const ir::Inst& i : bound.body) {
    if (!p.live[i.result]) continue;
    const std::vector<int64_t>& out = p.shape[i.result];
    switch (i.op) {
      case ir::Op::Param: case ir::Op::Constant: case ir::Op::Zeros: case ir::Op::Ones: case ir::Op::Arange:
      case ir::Op::Reshape: case ir::Op::To: case ir::Op::Transpose: case ir::Op::BroadcastTo: case ir::Op::LoopResult:
        break;
      case ir::Op::Loop: {  // its body's, once per step
        const size_t C = static_cast<size_t>(ir::attr_int(i.attrs, "carries", 0));
        const int64_t steps = p.shape[i.operands[C]][static_cast<size_t>(ir::attr_ints(i.attrs, "scan_axes")[0])];
        auto body = flops(*i.body, dims);
        if (!body.ok()) return body.status();
        n += static_cast<uint64_t>(steps) * *body;
        break;
      }
      case ir::Op::Matmul: {
        const std::vector<int64_t>& a = p.shape[i.operands[0]];
        n += 2 * count(i.result) * static_cast<uint64_t>(a.empty() ? 1 : a.back());
        break;
      }
      case ir::Op::Conv2d:          // out [N,O,OH,OW], w [O,C/g,KH,KW]
      case ir::Op::Conv2dGradInput: {  // g [N,O,OH,OW], w [O,C/g,KH,KW]
        const std::vector<int64_t>& w = p.shape[i.operands[1]];
        uint64_t per = w.size() == 4 ? static_cast<uint64_t>(w[1] * w[2] * w[3]) : 1;
        n += 2 * (i.op == ir::Op::Conv2d ? count(i.result) : count(i.operands[0])) * per;
        break;
      }
      case ir::Op::Conv2dGradWeight: {  // g [N,O,OH,OW] -> [O,C/g,KH,KW]
        uint64_t per = out.size() == 4 ? static_cast<uint64_t>(out[1] * out[2] * out[3]) : 1;
        n += 2 * count(i.operands[1]) * per;
        break;
      }
      default: {
        uint64_t most = count(i.result);
        for (ir::ValueId o : i.operands) most = std::max(most, count(o));
        n += most;
      }
    }
  }
  return n;
}

Expected<uint64_t> flops(const ir::Function& f, const std::map<std::string, int64_t>& dims) {
  ir::Function bound = codegen::bind_sizes(f, dims);
  auto planned = codegen::make_plan(bound, dims);
  if (!planned.ok()) return planned.status();
  return flops_planned(bound, *planned, dims);
}

// The `to(...)` instructions of `f` that change a value's device, with
// their bytes: `bound` is `f` with its sizes bound, planned as `p`.
std::vector<MemoryPlan::Edge> to_edges(const ir::Module& m, const ir::Function& f, const ir::Function& bound,
                                       const codegen::Plan& p) {
  std::vector<MemoryPlan::Edge> edges;
  for (const ir::Inst& i : bound.body) {
    const ir::TensorType& to = bound.type_of(i.result);
    if (i.op != ir::Op::To || !p.live[i.result] || bound.type_of(i.operands[0]).device == to.device) continue;
    uint64_t bytes = ir::dtype_size(to.dtype) * static_cast<uint64_t>(codegen::element_count(p.shape[i.result]));
    edges.push_back({ir::source_place(m, i.loc), f.type_of(i.operands[0]).str() + " -> " + to.device.str(), bytes});
  }
  return edges;
}

// Which module parameters a train block trains, keeps state for, and leaves.
struct Roles {
  std::vector<MemoryLine::Category> of;  // per module parameter
  std::vector<bool> replaced;            // per module parameter: a step writes its new value
};

Roles roles(const ir::Module& m, const StepFunctions& fns) {
  Roles r;
  r.of.assign(m.params.size(), MemoryLine::OtherGlobals);
  r.replaced.assign(m.params.size(), false);
  std::set<std::string> trained(fns.trained.begin(), fns.trained.end()), accumulators;
  for (const std::string& p : fns.trained) accumulators.insert(ir::accumulator_name(p));
  for (size_t t : fns.update_targets) {
    const std::string& name = m.params[t].name;
    r.of[t] = trained.count(name)        ? MemoryLine::Parameters
              : accumulators.count(name) ? MemoryLine::Accumulators
                                         : MemoryLine::OptimizerState;
    r.replaced[t] = true;
  }
  for (size_t t : fns.state_targets) {
    r.of[t] = MemoryLine::ModelState;
    r.replaced[t] = true;
  }
  return r;
}

// Lines of one category summed; lines kept in category order.
class Lines {
 public:
  void add(MemoryLine::Category c, uint64_t bytes, const std::string& note = "", bool loop = false) {
    for (MemoryLine& l : lines_)
      if (l.category == c && l.loop == loop && !l.estimate) {
        l.bytes += bytes;
        if (!note.empty() && l.note.find(note) == std::string::npos) l.note += (l.note.empty() ? "" : "; ") + note;
        return;
      }
    lines_.push_back({c, bytes, note, false, loop});
  }
  void estimate(MemoryLine::Category c, uint64_t bytes, const std::string& note) { lines_.push_back({c, bytes, note, true, false}); }
  std::vector<MemoryLine> done() {
    std::stable_sort(lines_.begin(), lines_.end(),
                     [](const MemoryLine& a, const MemoryLine& b) { return a.category < b.category; });
    return std::move(lines_);
  }

 private:
  std::vector<MemoryLine> lines_;
};

// The scratch slots the CPU convolution kernels grow to over the calls of
// `fns` at `batch` (runtime/cpu/kernels.h), each the largest request.
Expected<cpu::ConvScratch> conv_scratch(const StepFunctions& fns, const std::map<std::string, int64_t>& dims) {
  cpu::ConvScratch most;
  for (const ir::Function* f : {&fns.grad, &fns.eval}) {
    ir::Function bound = codegen::bind_sizes(*f, dims);
    auto planned = codegen::make_plan(bound, dims);
    if (!planned.ok()) return planned.status();
    const codegen::Plan& p = *planned;
    for (const ir::Inst& i : bound.body) {
      if (!p.live[i.result] || p.fused[i.result]) continue;
      // x or dx [n, c, h, w], w or dw [o, c, kh, kw], y or g [n, o, oh, ow]
      const std::vector<int64_t>*x = nullptr, *w = nullptr, *y = nullptr;
      if (i.op == ir::Op::Conv2d) x = &p.shape[i.operands[0]], w = &p.shape[i.operands[1]], y = &p.shape[i.result];
      else if (i.op == ir::Op::Conv2dGradInput)
        y = &p.shape[i.operands[0]], w = &p.shape[i.operands[1]], x = &p.shape[i.result];
      else if (i.op == ir::Op::Conv2dGradWeight)
        x = &p.shape[i.operands[0]], y = &p.shape[i.operands[1]], w = &p.shape[i.result];
      else continue;
      if (x->size() != 4 || w->size() != 4 || y->size() != 4) continue;
      const cpu::ConvCall call = i.op == ir::Op::Conv2d             ? cpu::ConvCall::Forward
                                 : i.op == ir::Op::Conv2dGradInput ? cpu::ConvCall::InputGradient
                                                                   : cpu::ConvCall::WeightGradient;
      cpu::ConvScratch s = cpu::conv_scratch(call, (*x)[0], (*x)[1], (*x)[2], (*x)[3], (*w)[0], (*w)[2], (*w)[3],
                                             (*y)[2], (*y)[3], ir::attr_int(i.attrs, "stride", 1),
                                             ir::attr_int(i.attrs, "padding", 0));
      most.keep_larger(s);
    }
  }
  return most;
}

// What both CPU executors (StepProgram, AotCpuExecutor) keep around their
// functions: every module parameter once; a second buffer for each new
// parameter, optimizer state or model state not written in place (the
// executor swaps it in); the gradient function's results.
void add_step_buffers(Lines& l, const ir::Module& m, const StepFunctions& fns, const codegen::BufferPlan& grad,
                      const codegen::BufferPlan& update) {
  Roles r = roles(m, fns);
  for (size_t i = 0; i < m.params.size(); ++i) l.add(r.of[i], param_bytes(m.params[i]));
  for (size_t j = 0; j < fns.update_targets.size(); ++j)
    if (!update.in_place[j])
      l.add(r.of[fns.update_targets[j]], update.values[fns.update->results[j]].bytes, "a second buffer for the update");
  const ir::Function& g = fns.grad;
  for (size_t j = 0; j < g.results.size(); ++j) {
    uint64_t b = grad.values[g.results[j]].bytes;
    if (j < fns.first_grad()) l.add(MemoryLine::StepResults, b);
    else if (j < fns.first_state()) l.add(MemoryLine::Gradients, b);
    else if (!grad.in_place[j]) l.add(MemoryLine::ModelState, b, "a second buffer for the new statistics");
  }
}

// The CPU convolution kernels' scratch (runtime/cpu/kernels.h), when the
// functions have convolutions.
Status add_conv_scratch(Lines& l, const StepFunctions& fns, const std::map<std::string, int64_t>& dims) {
  auto columns = conv_scratch(fns, dims);
  if (!columns.ok()) return columns.status();
  if (columns->bytes() > 0)
    l.add(MemoryLine::Workspace, columns->bytes(), "the kernels' scratch, kept by the thread");
  return {};
}

uint64_t results_bytes(const codegen::BufferPlan& p, const ir::Function& f) {
  uint64_t n = 0;
  for (ir::ValueId v : f.results) n += p.values[v].bytes;
  return n;
}

// StepProgram (step_program.cc): every module parameter once, plus the
// update's and the gradient's outputs that are not written in place; the
// gradient function's results; a workspace per function (its arena and 64
// bytes to align it); the evaluation's results; lr and the step number. The
// training loop's two batch buffers and its evaluation batch. The functions
// are planned through `planned` (the executor's, cpu_ir_plans.h), or plans
// of this call's own.
Expected<DeviceMemory> plan_cpu(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                    int64_t batch, CpuIrPlans* planned, std::vector<LayerMemory>* layers) {
  auto bound = ir::bind_dims(fns.grad, {batch, {}, std::nullopt});
  if (!bound.ok()) return bound.status();
  const ir::DimSizes& dims = *bound;
  std::optional<CpuIrPlans> own;
  CpuIrPlans& plans = planned ? *planned : own.emplace(m);
  cpu::LowerOptions grad_options, update_options;
  grad_options.in_place = grad_in_place(m, fns);
  update_options.in_place = update_in_place(m, fns);
  auto grad_plan = plans.plan(fns.grad, dims, grad_options);
  if (!grad_plan.ok()) return grad_plan.status();
  auto update_plan = plans.plan(*fns.update, {}, update_options);
  if (!update_plan.ok()) return update_plan.status();
  auto eval_plan = plans.plan(fns.eval, dims);
  if (!eval_plan.ok()) return eval_plan.status();
  const codegen::BufferPlan &grad = (*grad_plan)->buffers, &update = (*update_plan)->buffers,
                            &eval = (*eval_plan)->buffers;

  Lines l;
  add_step_buffers(l, m, fns, grad, update);
  uint64_t kept = kept_for_backward(grad, fns.grad, 64);
  if (layers) {
    auto table = layer_table(m, fns, grad, 64, dims);
    if (!table.ok()) return table.status();
    *layers = std::move(*table);
  }
  l.add(MemoryLine::Activations, kept);
  l.add(MemoryLine::Temporaries, grad.arena_bytes - kept + 64 + update.arena_bytes + 64,
        "the gradient's and the update's workspaces");
  if (auto st = add_conv_scratch(l, fns, dims); !st.ok()) return st;
  // The evaluation's buffers are made at its first batch: none without `evaluate`.
  const bool evaluates = run.settings.evaluate.has_value();
  if (evaluates)
    l.add(MemoryLine::Evaluation, eval.arena_bytes + 64 + results_bytes(eval, fns.eval), "workspace and results");
  l.add(MemoryLine::Scalars, 2 * sizeof(float));
  uint64_t b = batch_bytes(m, run, batch);
  l.add(MemoryLine::Batch, 2 * b, "two buffers: one is filled while the step reads the other", true);
  if (evaluates) l.add(MemoryLine::Evaluation, b, "its batch", true);
  return DeviceMemory{"cpu", l.done()};
}

#if NETC_HAVE_GPU_ENGINE
// What a CUDA context with netc's kernels loaded takes on the device:
// measured, not planned (it varies with the driver and the GPU).
constexpr uint64_t kCudaContext = uint64_t{512} << 20;

uint64_t side_by_side(const std::vector<uint64_t>& sizes) {
  codegen::ArenaPlanner planner(cuda::kGpuArenaAlignment);
  for (uint64_t b : sizes) planner.take(b);
  return planner.size();
}

// GpuStepProgram (gpu_step_program.cc): two sets of the parameters a step
// replaces (it reads one and writes the other), one of the others; the
// gradient function's results but the new states; one arena for whichever
// function runs; two batch slots, on the device and pinned on the host; the
// evaluation's batch and results; the step's scalars. On the host: a copy
// of every parameter, the training loop's buffers.
Expected<std::vector<DeviceMemory>> plan_gpu(const ir::Module& m, const ir::TrainRun& run,
                                                 const StepFunctions& fns, int64_t batch,
                                                 const std::map<std::string, int64_t>& other_dims, int gpu,
                                                 int64_t replicas, GpuIrPlans* planned,
                                                 std::vector<LayerMemory>* layers, std::vector<Transfer>* transfers) {
  auto bound = ir::bind_dims(fns.grad, {batch, other_dims, std::nullopt});
  if (!bound.ok()) return bound.status();
  const ir::DimSizes& dims = *bound;
  // Each function as the executor plans it (the batch size; 0: any), from
  // the caller's plans or, without them, planned here.
  std::optional<GpuIrPlans> own;
  GpuIrPlans& plans = planned ? *planned : own.emplace(m);
  auto grad = plans.plan(fns.grad, other_dims, batch);
  if (!grad.ok()) return grad.status();
  auto update = plans.plan(*fns.update, other_dims, 0);
  if (!update.ok()) return update.status();
  auto eval = plans.plan(fns.eval, other_dims, batch);
  if (!eval.ok()) return eval.status();

  Lines d, h;
  Roles r = roles(m, fns);
  for (size_t i = 0; i < m.params.size(); ++i) {
    uint64_t b = param_bytes(m.params[i]);
    d.add(r.of[i], r.replaced[i] ? 2 * b : b, r.replaced[i] ? "two sets" : "");
    h.add(r.of[i], b, "a host copy");
  }
  const ir::Function& g = fns.grad;
  for (size_t j = 0; j < fns.first_grad(); ++j)
    d.add(MemoryLine::StepResults, std::max<uint64_t>(grad->values[g.results[j]].bytes, 1));
  // The gradients side by side in one block, last first (replicas send
  // neighbours as one all-reduce).
  std::vector<size_t> gradients;
  for (size_t j = fns.first_grad(); j < fns.first_state(); ++j) gradients.push_back(grad->values[g.results[j]].bytes);
  const GradientBlock block = lay_out_gradients(gradients, cuda::kGpuArenaAlignment, bucket_cap_bytes());
  if (!gradients.empty()) d.add(MemoryLine::Gradients, std::max<uint64_t>(block.total, 1), "one block");
  uint64_t arena = std::max({grad->arena_bytes, update->arena_bytes, eval->arena_bytes, uint64_t{1}});
  uint64_t kept = kept_for_backward(*grad, g, cuda::kGpuArenaAlignment);
  if (layers) {
    auto table = layer_table(m, fns, *grad, cuda::kGpuArenaAlignment, dims);
    if (!table.ok()) return table.status();
    *layers = std::move(*table);
  }
  d.add(MemoryLine::Activations, kept);
  d.add(MemoryLine::Temporaries, arena - kept, "one arena for every function");
  std::vector<uint64_t> inputs, results, eval_inputs;
  for (ir::ValueId v : g.params) inputs.push_back(grad->values[v].bytes);
  for (ir::ValueId v : fns.eval.results) results.push_back(eval->values[v].bytes);
  for (ir::ValueId v : fns.eval.params) eval_inputs.push_back(eval->values[v].bytes);
  uint64_t slot = side_by_side(inputs);
  d.add(MemoryLine::Batch, 2 * slot, "two slots: one is uploaded while the step reads the other");
  h.add(MemoryLine::Batch, 2 * slot, "two pinned slots");
  // The evaluation's buffers are made at its first batch: none without `evaluate`.
  const bool evaluates = run.settings.evaluate.has_value();
  if (evaluates) {
    d.add(MemoryLine::Evaluation,
          std::max<uint64_t>(side_by_side(results), 1) + std::max<uint64_t>(side_by_side(eval_inputs), 1),
          "its batch and results");
    h.add(MemoryLine::Evaluation, side_by_side(eval_inputs), "its batch, pinned");
  }
  // StepScalars (gpu_step_program.cc): lr, the step number as a float and
  // as an integer, a replica's first row and weight; padded to 32 bytes.
  constexpr uint64_t kStepScalars = 32;
  d.add(MemoryLine::Scalars, kStepScalars);
  h.add(MemoryLine::Scalars, kStepScalars + std::max<uint64_t>(1, fns.step->results.size()) * sizeof(float), "pinned");
  d.estimate(MemoryLine::Cuda, kCudaContext, "estimate: the CUDA context with netc's kernels");
  d.add(MemoryLine::Cuda, rt::cuda::DeviceContext::kBlasWorkspaceBytes, "cuBLAS's workspace, given by netc");
  uint64_t b = batch_bytes(m, run, batch);
  h.add(MemoryLine::Batch, 2 * b, "the loop's two buffers", true);
  if (evaluates) h.add(MemoryLine::Evaluation, b, "the loop's batch", true);
  if (transfers) {
    // The copies of GpuStepProgram (a slot of the batch, the scalars, the
    // first element of the loss and each metric; an evaluation's batch, the
    // scalars and its results; every parameter, one copy each) and of the training loop
    // (train.cc: the parameters at each epoch's start, for a replay of a step
    // that is not finite; at each checkpoint; at the end).
    const std::string dev = "cuda:" + std::to_string(gpu);
    auto names = [](const ir::Function& f) {
      std::string out;
      for (ir::ValueId v : f.params) out += (out.empty() ? "" : ", ") + f.values[v].name;
      return out;
    };
    uint64_t params = 0;
    for (const ir::GlobalParam& q : m.params) params += param_bytes(q);
    const uint64_t tensors = m.params.size(), scalars = fns.first_grad(), eval_results = fns.eval.results.size();
    const std::string all = "parameters and optimizer state (" + std::to_string(tensors) + " tensors)";
    *transfers = {{Transfer::PerStep, "host", dev, "the batch: " + names(g), slot, 1},
                  {Transfer::PerStep, "host", dev, "the learning rate and the step number", kStepScalars, 1},
                  {Transfer::PerStep, dev, "host", scalars > 1 ? "the loss and the metrics" : "the loss",
                   scalars * sizeof(float), scalars}};
    if (replicas > 1) {
      // Each replica's all-reduces: the gradients' buckets, then the loss,
      // the metrics and the new model states, each on its own.
      uint64_t buckets = 0, rest = 0, others = 0;
      for (const GradientBlock::Bucket& k : block.buckets) buckets += k.bytes;
      for (size_t j = 0; j < g.results.size(); ++j)
        if (j < fns.first_grad() || j >= fns.first_state()) rest += grad->values[g.results[j]].bytes, ++others;
      const std::string n = std::to_string(block.buckets.size());
      transfers->insert(transfers->end(),
                        {{Transfer::PerStep, dev, "replicas", "all-reduce: the gradients in " + n +
                                                                  (n == "1" ? " bucket" : " buckets"),
                          buckets, block.buckets.size()},
                         {Transfer::PerStep, dev, "replicas", "all-reduce: the loss, metrics and model states", rest,
                          others}});
    }
    if (run.settings.evaluate)
      transfers->insert(transfers->end(),
                        {{Transfer::PerEvaluationBatch, "host", dev, "the batch: " + names(fns.eval),
                          side_by_side(eval_inputs), 1},
                         {Transfer::PerEvaluationBatch, "host", dev, "the step number", kStepScalars, 1},
                         {Transfer::PerEvaluationBatch, dev, "host", "the loss and the metrics",
                          eval_results * sizeof(float), eval_results}});
    transfers->insert(transfers->end(), {{Transfer::AtStart, "host", dev, all, params, tensors},
                                         {Transfer::PerEpoch, dev, "host", "the same, kept to replay a step", params,
                                          tensors}});
    if (run.settings.checkpoint)
      transfers->push_back({Transfer::PerCheckpoint, dev, "host", all, params, tensors});
    transfers->push_back({Transfer::AtEnd, dev, "host", all, params, tensors});
  }
  return std::vector<DeviceMemory>{{"cuda:" + std::to_string(gpu), d.done()}, {"host", h.done()}};
}
#endif

}  // namespace

// AotCpuExecutor (aot_runtime.cc), a `netc build` library's instance on the
// CPU: every module parameter once, and a second buffer for each one a step
// replaces (the update's and the gradient's new values are written beside
// the old ones, then swapped in); the gradient's and the evaluation's
// results; one workspace for all of the library's functions (the largest,
// rounded up to 64 bytes, and 64 to align it). The caller owns the batches
// and the scalars.
Expected<DeviceMemory> plan_library_cpu(const ir::Module& m, const StepFunctions* fns, const CompiledBuffers& compiled,
                                        int64_t batch, const std::map<std::string, int64_t>& other_dims,
                                        uint64_t largest_workspace) {
  Lines l;
  uint64_t workspace = (largest_workspace + 63) / 64 * 64 + 64, kept = 0;
  const char* shared = "one workspace shared by the library's functions";
  if (!fns) {
    for (const ir::GlobalParam& p : m.params)
      l.add(p.trainable ? MemoryLine::Parameters : MemoryLine::ModelState, param_bytes(p));
    l.add(MemoryLine::Temporaries, workspace, shared);
    return DeviceMemory{"cpu", l.done()};
  }
  auto bound = ir::bind_dims(fns->grad, {batch, other_dims, std::nullopt});
  if (!bound.ok()) return bound.status();
  const ir::DimSizes& dims = *bound;
  // The library's functions are compiled without results in place; their
  // plans are the compile's.
  if (!compiled.grad || !compiled.update || !compiled.eval)
    return Status::error("internal error: the library's memory lines without its compiled buffer plans");
  const codegen::BufferPlan &grad = *compiled.grad, &eval = *compiled.eval;
  add_step_buffers(l, m, *fns, grad, *compiled.update);
  kept = std::min(kept_for_backward(grad, fns->grad, 64), workspace);
  l.add(MemoryLine::Activations, kept);
  l.add(MemoryLine::Temporaries, workspace - kept, shared);
  if (auto st = add_conv_scratch(l, *fns, dims); !st.ok()) return st;
  l.add(MemoryLine::Evaluation, results_bytes(eval, fns->eval), "results");
  return DeviceMemory{"cpu", l.done()};
}

namespace {

// The devices' lines of `run`'s plan at `batch`, from its step functions
// (prepared once for the many batches largest_batch tries); the per-layer
// table too when `layers` is given.
Expected<std::vector<DeviceMemory>> plan_devices(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                                 const MemoryOptions& options, int64_t batch,
                                                 std::vector<LayerMemory>* layers,
                                                 std::vector<Transfer>* transfers = nullptr) {
  // The host's memory beyond the plan, when asked: the data sets and netc's
  // own code, libraries and compiler (measured as the resident memory of
  // `netc run` on tiny data: 67-83 MiB, rounded up).
  constexpr uint64_t kProcess = uint64_t{96} << 20;
  auto with_host = [&](DeviceMemory& host) {
    if (options.datasets)
      host.lines.push_back({MemoryLine::DataSets, *options.datasets, "held, and a CSV file's text while read", false,
                            true});
    if (options.process)
      host.lines.push_back({MemoryLine::Process, kProcess, "estimate: code, libraries and the compiler", true, false});
  };
  if (options.gpu < 0) {
    auto cpu = plan_cpu(m, run, fns, batch, options.cpu_plans, layers);
    if (!cpu.ok()) return cpu.status();
    with_host(*cpu);
    return std::vector<DeviceMemory>{std::move(*cpu)};
  }
#if NETC_HAVE_GPU_ENGINE
  auto gpu = plan_gpu(m, run, fns, batch, options.dims, options.gpu, options.replicas, options.gpu_plans, layers,
                      transfers);
  if (gpu.ok() && gpu->size() > 1) with_host((*gpu)[1]);
  return gpu;
#else
  (void)run, (void)fns, (void)batch, (void)layers, (void)transfers;
  return Status::error("this netc was built without CUDA: it cannot plan a GPU's memory");
#endif
}

// largest_batch, with the step functions prepared.
Expected<int64_t> largest_batch_of(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                   const MemoryOptions& o, uint64_t budget, bool estimates) {
  auto need = [&](int64_t b) -> Expected<uint64_t> {
    auto d = plan_devices(m, run, fns, o, b, nullptr);
    if (!d.ok()) return d.status();
    return estimates ? (*d)[0].total() : (*d)[0].netc_allocates();
  };
  auto one = need(1);
  if (!one.ok()) return one.status();
  if (*one > budget) return int64_t{0};
  int64_t lo = 1, hi = 2;  // need(lo) fits
  constexpr int64_t kMost = int64_t{1} << 24;
  for (;; hi *= 2) {
    if (hi > kMost) return kMost;
    auto n = need(hi);
    if (!n.ok()) return n.status();
    if (*n > budget) break;
    lo = hi;
  }
  while (hi - lo > 1) {
    int64_t mid = lo + (hi - lo) / 2;
    auto n = need(mid);
    if (!n.ok()) return n.status();
    (*n <= budget ? lo : hi) = mid;
  }
  return lo;
}

// The `replica_mean`s (BatchNorm's `sync = true`) that one call of `f`
// (its sizes bound) all-reduces, a loop's body's once per step: how many,
// and their floats.
struct ReplicaMeans {
  uint64_t calls = 0, floats = 0;
};
void count_replica_means(const ir::Function& f, uint64_t times, ReplicaMeans* out) {
  for (const ir::Inst& i : f.body) {
    if (i.op == ir::Op::ReplicaMean) {
      uint64_t n = 1;
      for (int64_t d : const_shape(f.type_of(i.result))) n *= static_cast<uint64_t>(std::max<int64_t>(d, 0));
      out->calls += times;
      out->floats += times * n;
    }
    if (i.op != ir::Op::Loop || !i.body) continue;
    // As many steps as the first sequence's scanned axis is long (ir.h).
    const size_t carries = static_cast<size_t>(ir::attr_int(i.attrs, "carries", 0));
    const std::vector<int64_t> scan = ir::attr_ints(i.attrs, "scan_axes");
    uint64_t steps = 0;
    if (!scan.empty() && carries < i.operands.size()) {
      const std::vector<int64_t> shape = const_shape(f.type_of(i.operands[carries]));
      const int64_t axis = scan[0] < 0 ? scan[0] + static_cast<int64_t>(shape.size()) : scan[0];
      if (axis >= 0 && axis < static_cast<int64_t>(shape.size())) steps = static_cast<uint64_t>(std::max<int64_t>(shape[static_cast<size_t>(axis)], 0));
    }
    count_replica_means(*i.body, times * steps, out);
  }
}

// The all-reduces each replica makes inside a step besides the GPU's
// (plan_gpu lists the gradients' buckets and the rest): the `replica_mean`s
// of `grad` (sizes bound), on the CPU or a GPU, and on the CPU the one
// all-reduce of the gradient function's results (StepProgram::combine_replicas).
std::vector<Transfer> replica_all_reduces(const ir::Function& grad, const MemoryOptions& options) {
  const std::string dev = options.gpu < 0 ? "cpu" : "cuda:" + std::to_string(options.gpu);
  std::vector<Transfer> out;
  ReplicaMeans means;
  count_replica_means(grad, 1, &means);
  if (means.calls > 0)
    out.push_back({Transfer::PerStep, dev, "replicas",
                   "all-reduce: " + std::to_string(means.calls) + " replica_mean" + (means.calls == 1 ? "" : "s") +
                       " (sync BatchNorm)",
                   means.floats * sizeof(float), means.calls});
  if (options.gpu < 0) {
    uint64_t bytes = 0;
    for (ir::ValueId v : grad.results) {
      uint64_t n = ir::dtype_size(grad.type_of(v).dtype);
      for (int64_t d : const_shape(grad.type_of(v))) n *= static_cast<uint64_t>(std::max<int64_t>(d, 0));
      bytes += n;
    }
    out.push_back({Transfer::PerStep, dev, "replicas", "all-reduce: the loss, metrics, gradients and states", bytes, 1});
  }
  return out;
}

}  // namespace

Expected<MemoryPlan> plan_memory(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                 const MemoryOptions& options) {
  TimePass timing("memory plan", run.name);
  MemoryPlan p;
  p.train = run.name;
  p.batch = options.batch > 0 ? options.batch : run.batch_size();
  auto bound = ir::bind_dims(fns.grad, {p.batch, options.dims, std::nullopt});
  if (!bound.ok()) return bound.status();
  const ir::DimSizes& dims = *bound;
  // The gradient function planned once, for its FLOPs and its `to` edges.
  const ir::Function grad = codegen::bind_sizes(fns.grad, dims);
  auto grad_plan = codegen::make_plan(grad, dims);
  if (!grad_plan.ok()) return grad_plan.status();
  auto grad_flops = flops_planned(grad, *grad_plan, dims);
  if (!grad_flops.ok()) return grad_flops.status();
  auto update_flops = flops(*fns.update, options.dims);
  if (!update_flops.ok()) return update_flops.status();
  p.step_flops = *grad_flops + *update_flops;
  p.example_flops = *grad_flops / static_cast<uint64_t>(p.batch);
  auto devices = plan_devices(m, run, fns, options, p.batch, &p.layers, &p.transfers);
  if (!devices.ok()) return devices.status();
  p.devices = std::move(*devices);
  if (options.replicas > 1) {
    // In the step's order: the replica_means during the gradient, before
    // the all-reduces after it.
    std::vector<Transfer> reduces = replica_all_reduces(grad, options);
    auto at = std::find_if(p.transfers.begin(), p.transfers.end(), [](const Transfer& t) { return t.to == "replicas"; });
    if (at == p.transfers.end())
      at = std::find_if(p.transfers.begin(), p.transfers.end(), [](const Transfer& t) { return t.when != Transfer::PerStep; });
    p.transfers.insert(at, reduces.begin(), reduces.end());
  }
  if (p.transfers.empty()) p.no_transfers = "none: the step runs on the cpu, where the batches are";
  p.to_edges = to_edges(m, fns.grad, grad, *grad_plan);
  return p;
}

Expected<uint64_t> dataset_bytes(const ir::Module& m, const ir::TrainRun& run, const std::string& base) {
  std::set<std::string> names = {run.dataset};
  if (run.settings.evaluate) names.insert(*run.settings.evaluate);
  uint64_t total = 0, text = 0;  // reading a CSV field holds its file's text while it parses it
  for (const std::string& name : names) {
    const ir::Dataset* d = m.find_dataset(name);
    if (!d) return Status::error("the program has no data set `" + name + "`");
    for (const ir::DatasetField& f : d->fields) {
      std::string path = f.source.path;
      if (!path.empty() && path[0] != '/' && !base.empty()) path = base + "/" + path;
      auto n = f.source.loader == ir::DataSource::Loader::Idx ? rt::count_idx_examples(path)
                                                              : rt::count_csv_rows(path, f.source.skip_header);
      if (!n.ok()) return n.status();
      total += static_cast<uint64_t>(*n) * example_bytes(f);
      std::error_code ec;
      if (f.source.loader == ir::DataSource::Loader::Csv)
        text = std::max<uint64_t>(text, static_cast<uint64_t>(std::filesystem::file_size(path, ec)));
    }
  }
  return total + text;
}

Expected<InstanceMemory> plan_instance_memory(const ir::Module& m, const std::string& instance,
                                                  const std::vector<int64_t>* input) {
  InstanceMemory r;
  const ir::Function* forward = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == instance + ".forward") forward = &f;
  if (!forward) return Status::error("`" + instance + "` is not a model instance with a `forward`");
  for (const ir::GlobalParam& p : m.params) {
    if (p.name.rfind(instance + ".", 0) != 0) continue;
    (p.trainable ? r.parameters : r.states) += param_bytes(p);
    if (p.trainable) r.parameter_count += param_bytes(p) / ir::dtype_size(p.type.dtype);
  }
  if (!input) return r;
  if (forward->params.empty()) return Status::error("`" + instance + ".forward` takes no input");
  const ir::TensorType& t = forward->type_of(forward->params[0]);
  ir::DimSizes given;
  if (auto st = ir::dims_from_shape(t, *input, "`" + instance + "` takes `" + t.str() + "`", &given); !st.ok())
    return st;
  ir::Function f = ir::prepare_forward(*forward);
  auto bound = ir::bind_dims(f, {0, given, std::nullopt});
  if (!bound.ok()) return bound.status();
  const ir::DimSizes& dims = *bound;
  auto plan = cpu::cpu_buffer_plan(m, f, dims);
  if (!plan.ok()) return plan.status();
  r.with_input = true;
  r.workspace = plan->arena_bytes;
  for (ir::ValueId v : f.results) r.output += plan->values[v].bytes;
  auto shape = codegen::make_plan(codegen::bind_sizes(f, dims), dims);
  if (!shape.ok()) return shape.status();
  if (!f.results.empty()) r.output_shape = shape->shape[f.results[0]];
  return r;
}

Expected<int64_t> largest_batch(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                MemoryOptions o, uint64_t budget, bool estimates) {
  return largest_batch_of(m, run, fns, o, budget, estimates);
}

std::string accumulate_advice(int64_t global, int64_t accumulate, int64_t replicas, int64_t fits) {
  replicas = std::max<int64_t>(replicas, 1);
  auto share = [&](int64_t b) { return (b + replicas - 1) / replicas; };
  if (fits < 1 || share(global) <= fits) return "";
  for (int64_t k = 2; k <= global; ++k)
    if (global % k == 0 && share(global / k) <= fits)
      return "batch " + std::to_string(global / k) + " with `accumulate = " + std::to_string(k * std::max<int64_t>(accumulate, 1)) +
             "` trains the same";
  return "";
}

Expected<std::string> does_not_fit(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                   const MemoryOptions& o, uint64_t free_bytes, int64_t replicas, int64_t together) {
  TimePass timing("memory check", run.name);
  replicas = std::max<int64_t>(replicas, 1);
  together = std::clamp<int64_t>(together, 1, replicas);
  const int64_t global = o.batch > 0 ? o.batch : run.batch_size();
  const int64_t batch = (global + replicas - 1) / replicas;  // the largest share
  auto devices = plan_devices(m, run, fns, o, batch, nullptr);
  if (!devices.ok()) return devices.status();
  const DeviceMemory& d = (*devices)[0];
  const uint64_t each = d.netc_allocates(), budget = free_bytes / static_cast<uint64_t>(together);
  if (each <= budget) return std::string();
  std::string parts;
  for (const MemoryLine& l : d.lines)
    if (!l.estimate && l.bytes > 0)
      parts += (parts.empty() ? "" : ", ") + std::string(category_name(l.category)) + " " + human_bytes(l.bytes);
  auto fits = largest_batch_of(m, run, fns, o, budget, false);
  if (!fits.ok()) return fits.status();
  std::string at = replicas == 1 ? "at batch " + std::to_string(global)
                                  : "at a share of " + std::to_string(batch) + " of the global batch " +
                                        std::to_string(global) + " (one of " + std::to_string(replicas) + " replicas)";
  std::string needs = together == 1 ? human_bytes(each) + " (" + parts + ")"
                                    : human_bytes(each) + " for each of its " + std::to_string(together) +
                                          " replicas (" + parts + "), " + human_bytes(each * together) + " in all,";
  std::string out = "too small for " + run.name + " " + at + ": it needs " + needs + " and " +
                    human_bytes(free_bytes) + " is free; ";
  if (*fits == 0) return out + "not even a batch of 1 fits";
  const std::string largest = std::to_string(*fits * replicas);
  std::string same = accumulate_advice(global, run.settings.accumulate, replicas, *fits);
  return out + (replicas == 1 ? "the largest batch that fits is "
                              : "the largest share that fits is " + std::to_string(*fits) + ", a global batch of ") +
         largest + " (`batch = " + largest + ";` in the train block)" + (same.empty() ? "" : "; " + same);
}

}  // namespace netc::engine
