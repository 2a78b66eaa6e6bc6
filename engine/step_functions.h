// The functions a train block runs, whatever executes them: the step's
// gradient (from the autodiff pass, simplified), the step without dropout for
// evaluation, the optimizer update, and where the update's results go. The
// CPU StepProgram and the GPU executor (gpu_step_program.h) start from this.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/status.h"
#include "runtime/tensor.h"

namespace netc::engine {

struct StepFunctions {
  const ir::Function* step = nullptr;    // loss and metrics of a batch
  const ir::Function* update = nullptr;  // inputs: lr, step, the gradients; results: new parameters and states
  ir::Function grad;                     // the step's results, d loss / d each trained parameter, new model states
  ir::Function eval;                     // the step for evaluation (dropout is the identity)
  std::vector<std::string> trained;      // the trained parameters, in gradient order
  // Per result of `update`: the index in ir::Module::params it replaces
  // (each trained parameter, then its optimizer states).
  std::vector<size_t> update_targets;
  // Per result of `grad` after the gradients: the index in ir::Module::params
  // of the model state (BatchNorm's running averages) it replaces.
  std::vector<size_t> state_targets;
  std::vector<std::string> metric_names;  // the step's results after the loss

  size_t first_grad() const { return step->results.size(); }
  size_t first_state() const { return step->results.size() + trained.size(); }
};

// What a training step reports: its loss and the first element of each
// metric (the step's results after the loss), as eval_step reports them.
struct StepValues {
  float loss = 0;
  std::vector<float> metrics;
};

rt::Expected<StepFunctions> prepare_step_functions(const ir::Module& m, const ir::TrainRun& run);

// Every parameter and optimizer state of `m`, in Module::params order, filled
// by its initialiser from `seed` (the same values on every device), and the
// index of each name.
rt::DType to_rt(ir::DType d);
std::vector<int64_t> const_shape(const ir::TensorType& t);  // -1 for a symbolic dim

rt::Status initial_params(const ir::Module& m, uint64_t seed, std::vector<rt::Tensor>* params,
                          std::map<std::string, size_t>* index);

}  // namespace netc::engine
