#include "ir/passes/pipeline.h"

#include <map>

#include "base/pass_stats.h"

#include "ir/passes/accumulate.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/clip_grad_norm.h"
#include "ir/passes/for_inference.h"
#include "ir/passes/loss_scale.h"
#include "ir/passes/mixed_precision.h"
#include "ir/passes/simplify.h"

namespace netc::ir {

Expected<TrainFunctions> prepare_train(const Module& m, const TrainRun& run) {
  TimePass timing("prepare (autodiff)", run.step);
  TrainFunctions t;
  for (const Function& f : m.functions) {
    if (f.name == run.step) t.step = &f;
    if (f.name == run.update_name()) t.update = &f;
  }
  if (!t.step || !t.update) return Status::error("internal error: the train block has no step or update function");
  if (run.settings.replicas) {
    auto plan = plan_replicas(*t.step);
    if (auto* bad = std::get_if<NonSeparable>(&plan)) return Status::error("internal error: " + bad->message);
    t.replicas = std::get<ReplicaPlan>(plan);
    t.local_step = std::make_shared<const Function>(localise(*t.step));
    t.local_update = std::make_shared<const Function>(localise(*t.update));
    t.step = t.local_step.get();
    t.update = t.local_update.get();
  } else if (has_replica_means(*t.step)) {  // one device: `replica_mean` is its operand
    t.local_step = std::make_shared<const Function>(without_replica_means(*t.step));
    t.step = t.local_step.get();
  }
  if (run.settings.clip_grad_norm) {
    // update(lr, step, grads...)
    t.local_update = std::make_shared<const Function>(clip_grad_norm(*t.update, /*first_grad=*/2, *run.settings.clip_grad_norm));
    t.update = t.local_update.get();
  }
  t.trained = trained_params(m, run);
  // The globals the update's results replace, as the passes around it add results.
  std::vector<std::string> targets = run.update_targets;
  const bool scaled = run.settings.precision == DType::F16;
  if (scaled) {
    // update(lr, step, grads...); around the clipping, which then sees the unscaled gradient
    t.local_update = std::make_shared<const Function>(loss_scaled_update(*t.update, /*first_grad=*/2, targets));
    t.update = t.local_update.get();
    targets.insert(targets.end(), {kLossScale, kLossScaleGoodSteps, kLossScaleSkipped});
  }
  if (run.settings.accumulate > 1) {
    // update(lr, step, grads...); around the clipping, which then sees the
    // accumulated gradient, and the loss scaling, which then checks the
    // group's gradient and counts the optimizer steps it skips
    t.local_update = std::make_shared<const Function>(
        accumulate(*t.update, /*first_grad=*/2, run.settings.accumulate, t.trained, targets));
    t.update = t.local_update.get();
    for (const std::string& p : t.trained) targets.push_back(accumulator_name(p));
  }
  const Function scaled_step = scaled ? scale_loss(*t.step) : Function{};
  auto grad = differentiate(m, scaled ? scaled_step : *t.step, 0, t.trained);  // runs for_training first
  if (!grad.ok()) return Status::error("cannot differentiate the loss: " + grad.message());
  if (scaled) {
    auto unscaled = unscale_loss(std::move(grad->fn));
    if (!unscaled.ok()) return unscaled.status();
    grad->fn = std::move(*unscaled);
  }
  t.grad = simplify(grad->fn);
  t.eval = for_inference(*t.step);
  if (run.settings.precision != DType::F32) {
    t.grad = mixed_precision(t.grad, run.settings.precision);
    t.eval = mixed_precision(t.eval, run.settings.precision);
  }

  std::map<std::string, size_t> index;
  for (size_t i = 0; i < m.params.size(); ++i) index[m.params[i].name] = i;
  for (const std::string& name : grad->states) {
    if (!index.count(name))
      return Status::error("internal error: the step updates `" + name + "`, which is not a global");
    t.state_targets.push_back(index.at(name));
  }
  for (const std::string& name : targets) {
    if (!index.count(name))
      return Status::error("internal error: the optimizer updates `" + name + "`, which is not a global");
    t.update_targets.push_back(index.at(name));
  }
  if (t.update_targets.size() != t.update->results.size())
    return Status::error("internal error: the optimizer update has " + std::to_string(t.update->results.size()) +
                         " results for " + std::to_string(t.update_targets.size()) + " parameters and states");
  for (size_t j = 1; j < t.step->results.size(); ++j) t.metric_names.push_back(t.step->values[t.step->results[j]].name);
  return t;
}

Function prepare_forward(const Function& f) { return for_inference(without_replica_means(f)); }

Expected<std::vector<Function>> prepare_forwards(const Module& m, const std::vector<std::string>& names) {
  std::vector<Function> out;
  for (const std::string& name : names) {
    const Function* f = nullptr;
    for (const Function& g : m.functions)
      if (g.name == name) f = &g;
    if (!f) return Status::error("internal error: the program has no function @" + name);
    out.push_back(prepare_forward(*f));
  }
  return out;
}

}  // namespace netc::ir
