// The passes after ir::verify, in the order every consumer of a checked
// program runs them: `netc run` (CPU and GPU executors), `netc build` and the
// C API of its libraries at run time, `netc emit`, the REPL. Nobody else
// calls the passes, so what a library computes at build time and what it
// recomputes at run time (the CUDA C its kernels are looked up by) cannot
// drift apart.
//
//   a train block:  [localise: with replicas, the step one replica runs]
//                   for_training -> differentiate -> simplify  (its gradient)
//                   for_inference                              (its evaluation)
//                   [precision: both with their products in bf16 or f16;
//                    f16: the loss scaled before it is differentiated]
//                   the update as checked                      (the optimizer)
//                   [clip_grad_norm: its gradients clipped first]
//                   [f16: the gradients unscaled first, a step whose
//                    gradient is not finite skipped, the scale adjusted]
//                   [accumulate: the gradients summed over K micro-batches,
//                    the update applied on every K-th]
//   a model function outside training:  for_inference
//
// Binding sizes and planning memory follow in the backends
// (codegen/common/plan.h).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"
#include "ir/replicas.h"

namespace netc::ir {

// The functions a train block runs, whatever executes them, and where the
// update's results go.
struct TrainFunctions {
  const Function* step = nullptr;    // loss and metrics of a batch
  const Function* update = nullptr;  // inputs: lr, step, the gradients; results: new parameters and states
  Function grad;                     // the step's results, d loss / d each trained parameter, new model states
  Function eval;                     // the step for evaluation (dropout is the identity)
  std::vector<std::string> trained;  // the trained parameters, in gradient order
  // Per result of `update`: the index in Module::params it replaces (each
  // trained parameter, then its optimizer states; with `precision = f16`,
  // then the loss scaler's three; with `accumulate`, then the accumulators).
  std::vector<size_t> update_targets;
  // Per result of `grad` after the gradients: the index in Module::params of
  // the model state (BatchNorm's running averages) it replaces.
  std::vector<size_t> state_targets;
  std::vector<std::string> metric_names;  // the step's results after the loss
  // With `replicas`: how the replicas combine each result of the step (the
  // gradients as the loss, the new model states as means), and the localised
  // step and update that `step` and `update` then point to; `update` points
  // to `local_update` with `clip_grad_norm` too (the update with its
  // gradients clipped first) and with `accumulate`. Without `replicas`,
  // `local_step` is the step without `replica_mean` where it has one.
  std::optional<ReplicaPlan> replicas;
  std::shared_ptr<const Function> local_step, local_update;

  size_t first_grad() const { return step->results.size(); }
  size_t first_state() const { return step->results.size() + trained.size(); }
};

// `run`'s functions, or why they cannot be made (a loss that cannot be
// differentiated; an internal inconsistency of the module).
Expected<TrainFunctions> prepare_train(const Module& m, const TrainRun& run);

// A model function as it runs outside training.
Function prepare_forward(const Function& f);

// The named model functions as they run outside training, in that order.
Expected<std::vector<Function>> prepare_forwards(const Module& m, const std::vector<std::string>& names);

}  // namespace netc::ir
