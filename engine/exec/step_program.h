// A train block compiled for the CPU: its step (loss and metrics), the step's
// gradient (from the autodiff pass) and the optimizer update, with the
// parameters, optimizer state and every buffer they need allocated once.
// The training loop (train.cc) and the benchmarks (bench/) drive it.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/parallel/collective.h"
#include "engine/exec/cpu_step.h"
#include "engine/exec/executor.h"
#include "engine/exec/step_functions.h"
#include "ir/ir.h"
#include "base/status.h"
#include "runtime/tensor.h"

namespace netc::cpu {
struct CompiledFunction;
}  // namespace netc::cpu

namespace netc::engine {

class CpuIrPlans;  // cpu_ir_plans.h

class StepProgram final : public ReplicaMember {
 public:
  // Compiles the block's functions `fns`, as the driver prepared them
  // (specialisations per batch size are made on first use, and each
  // function's output buffers, for `batch` examples, with its first), and
  // initialises every parameter from its initialiser. Each function is
  // planned through `plans` (cpu_ir_plans.h: `netc run` hands in the one its
  // memory check planned through, which says that it checked their dtypes),
  // or null: plans of its own, the dtypes checked as they are compiled.
  static Expected<std::unique_ptr<StepProgram>> create(const ir::Module& m, PreparedBlock fns, int64_t batch,
                                                       uint64_t seed, std::shared_ptr<CpuIrPlans> plans = nullptr);
  // The same, preparing the functions of `run` (tests, benchmarks).
  static Expected<std::unique_ptr<StepProgram>> create(const ir::Module& m, const ir::TrainRun& run, int64_t batch,
                                                       uint64_t seed);
  ~StepProgram() override;

  // Parameters and optimizer state, in ir::Module::params order.
  std::vector<rt::Tensor>& params() override { return b_.params; }
  const std::map<std::string, size_t>& param_index() const override { return param_index_; }
  // Takes over the parameters and optimizer state of another program of the
  // same module (the previous train block), in place of the initial ones.
  Status adopt_params(std::vector<rt::Tensor>&& params) override;
  // params() are the parameters themselves on the CPU: nothing to copy (the
  // GPU executor has the same calls, see gpu_step_program.h).
  Status download_params() override { return {}; }
  Status upload_params() override { return {}; }
  const ir::Function& step_fn() const { return *fns_->step; }
  const StepFunctions& functions() const override { return *fns_; }
  // Names of the step's results after the loss (the metrics).
  const std::vector<std::string>& metric_names() const override { return fns_->metric_names; }

  // Training steps, as the GPU executor runs them (see gpu_step_program.h):
  // launch_step() starts a step, the data loader meanwhile gathers the next
  // batch (into batch_slots(), and prefetch()es it), finish_step() waits for
  // the step's values. Here the step runs inside launch_step(): the CPU
  // reads each batch where the caller has it, so it has no slots of its own
  // (Executor's batch_slots() is empty) and nothing to prefetch; the caller
  // keeps the batch of a launched step unchanged until finish_step().
  // One training step on `batch` (a pointer per data set field, `bsz`
  // examples): gradient, then the update with learning rate `lr`, unless
  // the loss is not finite.
  Status launch_step(void* const* batch, int64_t bsz, float lr) override;
  // The launched step's loss (before the update) and metrics.
  Expected<StepValues> finish_step() override;
  std::optional<double> gradient_norm() const override;
  // Takes back a step whose loss is not finite: its step number (the
  // parameters are untouched, since such a step returns before its update;
  // the GPU executor's update runs with the step, see gpu_step_program.h).
  // Only right after finish_step() of such a step, and once: otherwise an
  // error (a step that updated cannot be taken back here).
  Status undo_last_step() override;
  // Loss and metrics of `batch`, without training.
  Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) override;
  // `f` through the JIT on the current parameters (Executor::forward), compiled
  // once per function and binding of its dims.
  Status forward(const ir::Function& f, const std::map<std::string, int64_t>& dims, const void* const* inputs,
                 void* const* outputs) override;

  // Data parallelism (replica_set.h): this executor is replica `rank` of
  // those `c` joins. After each gradient, the loss, metrics, gradients and
  // new model states are combined over the replicas with the weight of its
  // share (set_replica_share, per step), before the update. A replica given
  // no examples (bsz 0) computes nothing and weighs 0. The gradient's
  // `replica_mean`s (BatchNorm's `sync = true`) are all-reduced through
  // `c` too, as the generated code meets them.
  void join_replicas(Collective* c, int rank) {
    collective_ = c;
    rank_ = rank;
  }
  void set_replica_share(int64_t first_row, double weight) override {
    first_row_ = first_row;
    weight_ = weight;
  }

  // The bytes this program holds now (its tensors and workspaces), to check
  // memory_plan.h's numbers against.
  uint64_t allocated_bytes() const;

 private:
  StepProgram() = default;
  struct Compiled;
  Expected<const cpu::CompiledFunction*> get(Compiled& c, int64_t batch);

  const ir::Module* m_ = nullptr;
  PreparedBlock fns_;
  std::shared_ptr<CpuIrPlans> plans_;  // its plans and code, shared with the replicas of its set
  std::unique_ptr<Compiled> forward_, backward_, updater_;
  // forward()'s functions, by function and dims.
  std::map<std::pair<const ir::Function*, std::map<std::string, int64_t>>, std::unique_ptr<Compiled>> others_;
  uint64_t seed_ = 0;
  int64_t batch_ = 0;
  CpuStepBuffers b_;  // parameters, the gradient's and the update's results (cpu_step.h)
  std::map<std::string, size_t> param_index_;
  std::vector<rt::Tensor> eval_out_;
  std::optional<StepValues> launched_;  // the values of the step launched and not yet finished
  // The last step finished with a loss that is not finite (so it skipped its
  // update), and nothing has happened since.
  bool undoable_ = false;
  Collective* collective_ = nullptr;
  int rank_ = 0;
  double weight_ = 1;
  int64_t first_row_ = 0;
  // The values combined over the replicas after a gradient.
  Status combine_replicas(const cpu::CompiledFunction& grad);
  // `replica_mean` during the gradient (runtime/cpu/kernels.h): each one
  // all-reduced through collective_, weighted by this replica's share (a
  // gradient's as the loss combines); the first failure is kept, and the
  // later ones return at once.
  static void reduce_replica_mean(void* self, float* data, int64_t n, int32_t backward);
  // Whether a `replica_mean` is all-reduced as a sum (a gradient, when the
  // loss is a sum over the batch), not weighted by the shares.
  bool summed_replica_mean(bool backward) const;
  Status replica_mean_error_;
  // A replica given no examples runs no gradient, but joins each
  // `replica_mean` of it with weight 0, so that the others do not wait.
  Status join_replica_means_without_examples();
};

}  // namespace netc::engine
