// The sequence of a training step on the CPU, written once for both CPU
// executors: StepProgram (the JIT's functions, step_program.cc) and
// AotCpuExecutor (a `netc build` library's, aot_runtime.cc). The gradient
// runs first (each executor calls its own function); then step_after_gradient()
// reads its values (loss and metrics) and, unless one is not finite (the
// step is then taken back, executor.h, as `netc run` takes it back), swaps
// the new model states in, runs the update and swaps its new parameters and
// optimizer states in. A swap
// exchanges buffers, not bytes: the old values' buffers are the next step's
// outputs. A result the compiler wrote over its parameter (in place) needs
// no swap.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "base/status.h"
#include "engine/exec/step_functions.h"
#include "runtime/tensor.h"

namespace netc::engine {

// The data pointer of each tensor (an empty tensor's: null).
std::vector<void*> tensor_ptrs(std::vector<rt::Tensor>& v);

// What a CPU executor holds for its steps.
struct CpuStepBuffers {
  std::vector<rt::Tensor> params;  // parameters and optimizer state, in Module::params order
  std::vector<void*> param_ptrs;   // their data, as the compiled functions take them
  std::vector<rt::Tensor> grad_out, update_out;  // the gradient's and the update's results
  float scalars[2] = {0, 0};  // the update's first inputs: the learning rate, the step number
  // Takes `p` as the parameters.
  void set_params(std::vector<rt::Tensor>&& p) {
    params = std::move(p);
    param_ptrs = tensor_ptrs(params);
  }
};

// Where a block's gradient results and update results go (StepFunctions'
// layout): results [0, first_grad) are the loss and metrics, [first_grad,
// first_state) the gradients, the rest new model states for state_targets;
// the update's results are the new values of update_targets.
struct CpuStepLayout {
  size_t first_grad = 0, first_state = 0;
  const std::vector<size_t>* state_targets = nullptr;
  const std::vector<size_t>* update_targets = nullptr;
};

// The loss and metrics the gradient wrote.
StepValues gradient_values(const std::vector<rt::Tensor>& grad_out, size_t first_grad);

// Runs the update: its inputs (lr, the step number, the gradients) given,
// it calls the function on b.update_out and b.param_ptrs; returns which of
// its results it wrote in place (null: none), or why it could not run.
using CpuUpdateCall = std::function<Expected<const std::vector<bool>*>(void** inputs)>;

// The step after its gradient: the loss and metrics, returned; when they are
// all finite, new model states swapped in (but those the gradient wrote in
// place, `grad_in_place`, which may be empty), the update run with learning
// rate `lr` at step `step`, its results swapped in. Else nothing changes.
Expected<StepValues> step_after_gradient(CpuStepBuffers& b, const CpuStepLayout& layout, const std::vector<bool>& grad_in_place,
                                         float lr, int64_t step, const CpuUpdateCall& update);

}  // namespace netc::engine
