// What the executors share: a train block's functions (ir/passes/pipeline.h)
// as a runtime Status, the initial parameters, dtype and shape conversions.
// The CPU StepProgram and the GPU executor (gpu_step_program.h) start from
// this.
#pragma once

#include <cmath>

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "ir/passes/pipeline.h"
#include "base/status.h"
#include "runtime/checkpoint.h"
#include "runtime/tensor.h"
#include "runtime/weights.h"

namespace netc::engine {

// A train block's functions, from the one pipeline after the verifier.
using StepFunctions = ir::TrainFunctions;

// What a training step reports: its loss and the first element of each
// metric (the step's results after the loss), as eval_step reports them.
struct StepValues {
  float loss = 0;
  std::vector<float> metrics;
  // A step whose loss or a metric is not finite stops training; the CPU
  // executors skip its update, so that undo_last_step() can take it back.
  bool finite() const {
    for (float m : metrics)
      if (!std::isfinite(m)) return false;
    return std::isfinite(loss);
  }
};

// (prepare_step.cc, in netc::engine: a library's runtime links no pass.)
Expected<StepFunctions> prepare_step_functions(const ir::Module& m, const ir::TrainRun& run);

// Every train block's functions, in Module::trains order, prepared once (the
// autodiff pass runs here) by the driver of `netc run`, `netc mem` or `netc
// devices` and handed to each stage that needs them: the memory checks, the
// executor (the replicas of a set share them), a NaN trace. Shared, so that
// no stage prepares or copies them again. (`netc build` prepares its one
// block with prepare_step_functions and hands that on alike.)
using PreparedBlock = std::shared_ptr<const StepFunctions>;
Expected<std::vector<PreparedBlock>> prepare_blocks(const ir::Module& m);

// Data parallelism (replica_set.h): whether result `j` of the gradient
// function is added over the replicas (a sum over the batch, by the step's
// plan, ir/replicas.h; the gradients follow the loss) rather than weighted
// by their shares of the batch (the means, and the new model states).
bool summed_over_replicas(const StepFunctions& fns, size_t j);

// Every parameter and optimizer state of `m`, in Module::params order, filled
// by its initialiser from `seed` (the same values on every device), and the
// index of each name.
rt::DType to_rt(ir::DType d);
std::vector<int64_t> const_shape(const ir::TensorType& t);  // -1 for a symbolic dim

Status initial_params(const ir::Module& m, uint64_t seed, std::vector<rt::Tensor>* params,
                          std::map<std::string, size_t>* index);

// What a weights file sets (`--init-from`, the REPL's `:load W.safetensors`):
// every parameter and model state of `m`, not the optimizer state (what a
// train block's update writes that is not trained), whose names go to
// *optimizer.
rt::TensorSpecs weight_specs(const ir::Module& m, std::set<std::string>* optimizer);

// PyTorch's state_dict of each top-level instance of `m`, as a weights file
// may hold it (rt::load_weights): the name (under the instance's, as
// `--rename =net.` makes it) of each std.nn tensor PyTorch names or lays out
// otherwise (ir/torch_names.h), and BatchNorm's num_batches_tracked, which
// netc does not keep.
rt::ForeignLayout torch_layout(const ir::Module& m);

}  // namespace netc::engine
