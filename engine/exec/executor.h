// The one interface to a compiled train block, whatever runs it: StepProgram
// (the CPU, through the JIT), AotCpuExecutor (the CPU, the functions of a
// `netc build` library: aot_runtime.cc) and GpuStepProgram (a GPU, kernels
// from NVRTC or a library). The training loop (train.cc) and the C API of
// libraries drive only this; a replica set of executors for data
// parallelism (replica_set.h) implements it too.
//
// A step is launch_step(), then the data loader gathers the next batch (into
// batch_slots() when the executor has slots of its own, and prefetch()es it)
// while the step runs, then finish_step() waits for the step's values.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/exec/step_functions.h"
#include "ir/ir.h"
#include "base/status.h"
#include "runtime/tensor.h"

namespace netc::engine {

class Executor {
 public:
  virtual ~Executor() = default;

  // Host copies of the parameters and optimizer state, in ir::Module::params
  // order: current after download_params(); after writing them (resume),
  // upload_params(). On the CPU they are the parameters themselves.
  virtual std::vector<rt::Tensor>& params() = 0;
  virtual const std::map<std::string, size_t>& param_index() const = 0;
  virtual Status download_params() = 0;
  virtual Status upload_params() = 0;
  // Takes over the parameters and optimizer state of another executor of the
  // same module (the previous train block), in place of the initial ones.
  virtual Status adopt_params(std::vector<rt::Tensor>&& params) = 0;

  // Names of the step's results after the loss (the metrics).
  virtual const std::vector<std::string>& metric_names() const = 0;

  // The rows [offset, offset + count) of a global batch of `bsz` examples
  // this process trains on: the loader gathers only those, and launch_step()
  // and eval_step() take the global `bsz`. All of them but under mpirun
  // (replica_set.h).
  virtual std::pair<int64_t, int64_t> local_rows(int64_t bsz) const { return {0, bsz}; }

  // Where the loader may gather the next batch of `bsz` examples, one pointer
  // per data set field; empty (the CPU executors): wherever the caller likes
  // (kept unchanged until the step that reads it finishes).
  virtual Expected<std::vector<void*>> batch_slots(int64_t) { return std::vector<void*>{}; }
  // Starts moving the next batch to the device, overlapping the step in
  // flight; nothing to do for an executor that reads host memory.
  virtual Status prefetch(void* const*, int64_t) { return {}; }
  // One training step on `batch` (a pointer per field, `bsz` examples) with
  // learning rate `lr`: the gradient, then the update. At most one in flight.
  virtual Status launch_step(void* const* batch, int64_t bsz, float lr) = 0;
  // The launched step's loss (before its update) and metrics.
  virtual Expected<StepValues> finish_step() = 0;
  // launch_step() and finish_step(): the loss.
  Expected<float> train_step(void* const* batch, int64_t bsz, float lr) {
    if (auto st = launch_step(batch, bsz, lr); !st.ok()) return st;
    auto v = finish_step();
    if (!v.ok()) return v.status();
    return v->loss;
  }
  // The L2 norm of the last finished step's gradient over every trained
  // parameter (before any clipping; with replicas, of the combined one),
  // where the executor holds it in host memory: the CPU's. nullopt elsewhere.
  virtual std::optional<double> gradient_norm() const { return std::nullopt; }
  // Takes back the last step, whose loss or a metric was not finite: the parameters of
  // before it and its step number. Only right after its finish_step(), once.
  virtual Status undo_last_step() = 0;
  // Loss and metrics of `batch`, without training.
  virtual Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) = 0;

  // Runs `f`, a function of the module that reads its parameters (it must
  // outlive the executor), with its named dims bound by `dims`, on the
  // executor's device and current parameters, with the step number and seed
  // random ops read being those of the last step taken: `inputs` and
  // `outputs` are host pointers, one per parameter and result of `f`, whole
  // tensors. No step may be in flight. `netc parity` runs the gradient
  // function with every value a result through it.
  virtual Status forward(const ir::Function& f, const std::map<std::string, int64_t>& dims,
                         const void* const* inputs, void* const* outputs) {
    (void)f, (void)dims, (void)inputs, (void)outputs;
    return Status::error("this executor does not run functions of its own (only a CPU or one GPU does)");
  }

  // Steps taken so far (a checkpoint's `step`).
  int64_t global_step = 0;
};

// One replica of a data-parallel train block (replica_set.h): a StepProgram
// or a GpuStepProgram that has joined the others, whose step combines its
// loss, metrics, gradients and new model states with theirs before the
// update (on the CPU through a Collective, on GPUs with NCCL inside the
// step), each weighted by its share of the global batch.
class ReplicaMember : public Executor {
 public:
  virtual const StepFunctions& functions() const = 0;
  // This replica's share of the next step's global batch: the rows from
  // `first_row` (random ops over the batch count their elements from there,
  // so dropout masks are those of one device), and its weight (n_r / b; 0 for
  // a replica given no examples, which computes nothing but still joins the
  // combination).
  virtual void set_replica_share(int64_t first_row, double weight) = 0;
};

}  // namespace netc::engine
