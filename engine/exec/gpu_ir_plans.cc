// GpuStepProgram made from a module's IR, as `netc run` makes it: the train
// block's functions as the driver prepared them, and each function planned by
// codegen/cuda when it first runs for a batch size (through GpuIrPlans, which
// the driver hands in already holding the memory check's plans). Apart from
// gpu_step_program.cc, which runs plans and names nothing that compiles, so
// that a `netc build` library, whose plans were made when it was built
// (engine/library/aot_gpu.cc), links none of this.
#include <optional>

#include "codegen/cuda/emit_cuda.h"
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/gpu_ir_plans.h"
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/step_functions.h"
#include "ir/dims.h"
#include "ir/passes/pipeline.h"

namespace netc::engine {

namespace {

// The train block as the executor drives it, from its prepared functions,
// each function with the dims it is planned for but B.
GpuStepLayout layout(const StepFunctions& fns, const std::map<std::string, int64_t>& dims) {
  GpuStepLayout l;
  l.first_grad = fns.first_grad();
  l.first_state = fns.first_state();
  l.update_targets = fns.update_targets;
  l.state_targets = fns.state_targets;
  l.metric_names = fns.metric_names;
  for (size_t j = 0; j < fns.grad.results.size(); ++j) l.summed.push_back(summed_over_replicas(fns, j));
  l.grad = {fns.grad.name, &fns.grad, dims, true};
  l.update = {fns.update->name, fns.update, dims, false};
  l.eval = {fns.eval.name, &fns.eval, dims, true};
  return l;
}

// What the executor's planner returns for function `f` at `batch`: its plan
// from `plans`, and (the gradient of `train`) its all-reduce schedule.
Expected<GpuFunctionPlan> plan_from_ir(GpuIrPlans& plans, const GpuStepLayout* train, const GpuFunctionId& f,
                                       int64_t batch) {
  if (!f.fn) return Status::error("internal error: @" + f.name + " has no IR to plan it from");
  auto plan = plans.plan(*f.fn, f.dims, batch);
  if (!plan.ok()) return plan.status();
  GpuFunctionPlan out{std::move(*plan), {}};
  if (train && f.fn == train->grad.fn)
    out.reduce_after = cuda::all_reduce_schedule(out.plan, *f.fn, train->first_grad, train->first_state);
  return out;
}

}  // namespace

Expected<std::vector<ir::Function>> library_forwards(const ir::Module& m, const std::vector<std::string>& names) {
  return ir::prepare_forwards(m, names);
}

Expected<cuda::GpuPlan> GpuIrPlans::plan(const ir::Function& f, const std::map<std::string, int64_t>& dims,
                                         int64_t batch) {
  std::lock_guard<std::mutex> lock(mu_);
  auto key = std::make_tuple(&f, batch, dims);
  if (auto it = made_.find(key); it != made_.end()) return it->second;
  auto bound = ir::bind_dims(f, {batch, dims, std::nullopt});
  if (!bound.ok()) return bound.status();
  auto plan = cuda::plan_gpu_function(m_, f, *bound, emit_);
  if (!plan.ok()) return plan.status();
  return made_.emplace(std::move(key), std::move(*plan)).first->second;
}

Expected<std::unique_ptr<GpuStepProgram>> GpuStepProgram::create(const ir::Module& m, const ir::TrainRun* run,
                                                                    uint64_t seed, int device, GpuOptions options) {
  GpuProgramSpec spec;
  if (run) {
    spec.fns = options.prepared;
    if (!spec.fns) {
      auto fns = prepare_step_functions(m, *run);
      if (!fns.ok()) return fns.status();
      spec.fns = std::make_shared<const StepFunctions>(std::move(*fns));
    }
    spec.train = layout(*spec.fns, options.dims);
  }
  if (auto st = initial_params(m, seed, &spec.params, &spec.index); !st.ok()) return st;
  spec.compile = std::move(options.compile);
  // The plans the caller made already (the memory check's), or this
  // program's own; the planner holds them.
  std::shared_ptr<GpuIrPlans> plans = options.plans ? options.plans : std::make_shared<GpuIrPlans>(m, options.emit);
  // The layout the planner reads lives in the program, which holds the
  // planner: a copy of the gradient's place in it.
  std::optional<GpuStepLayout> train = spec.train;
  spec.plan = [plans, train](const GpuFunctionId& f, int64_t batch) {
    return plan_from_ir(*plans, train ? &*train : nullptr, f, batch);
  };
  return create(std::move(spec), seed, device);
}

Expected<std::vector<GpuSource>> library_sources(GpuIrPlans& plans, const StepFunctions* fns,
                                                 const std::map<std::string, int64_t>& dims, int64_t bsz,
                                                 const Forwards& forwards) {
  std::vector<std::pair<GpuFunctionId, int64_t>> planned;
  if (fns) {
    GpuStepLayout l = layout(*fns, dims);
    for (const GpuFunctionId* f : {&l.grad, &l.update, &l.eval}) planned.push_back({*f, f->depends_on_batch ? bsz : 0});
  }
  for (const auto& [f, d] : forwards) planned.push_back({GpuFunctionId{f->name, f, d, false}, 0});
  std::vector<GpuSource> out;
  for (const auto& [f, batch] : planned) {
    // The plan's error names the function.
    auto plan = plan_from_ir(plans, nullptr, f, batch);
    if (!plan.ok()) return plan.status();
    out.push_back({f.name, batch, std::move(plan->plan)});
  }
  return out;
}

}  // namespace netc::engine
