// A train block on one GPU: the CUDA counterpart of StepProgram, with the same
// interface. The step's gradient, the update and the evaluation step are
// generated as CUDA C (codegen/cuda, the CPU backend's fusion decisions),
// compiled by NVRTC to a cubin for the device's sm_XX (cached on disk) and run
// on the device context's stream (runtime/cuda). Parameters, optimizer state
// and every intermediate value stay on the GPU. The executor itself reads no
// IR: it runs launch plans from a GpuPlanner, which in netc plans each
// function from its IR when it first runs for a batch size (create(m, run,
// ...), gpu_ir_plans.cc) and in a `netc build` library reads the plans made
// when it was built (create(spec, ...)), so that the library needs no
// compiler.
//
// Every buffer of a step is at a fixed address: the generated functions'
// intermediates in one arena planned at compile time (codegen/cuda/gpu_plan.h), the batch
// in one of two slots (pinned host memory and its device copy, a BatchRing),
// the gradients in buffers kept for the run, and the parameters in two sets
// that the steps alternate between (a step reads one and writes what it
// replaces into the other).
//
// Training is pipelined with the data loader. launch_step() enqueues a step
// with no host synchronisation inside: the step's scalars (lr, the step
// number) to the GPU, every launch of the gradient, the loss and metrics
// back to the host, every launch of the update. While it runs, the caller
// gathers the next batch into the other slot (batch_slots()) and
// prefetch()es it: its copy to the GPU runs on a second stream, overlapping
// the step. finish_step() waits for the step (the one wait, for its loss and
// metrics), so the caller can check the loss before it launches the next.
// The first step of each batch size runs launch by launch; after that the
// step is captured once per batch size, parameter set and slot as a CUDA
// graph and replayed, one launch per step (NETC_CUDA_GRAPHS=0 turns graphs
// off). Unlike the CPU program, the update is enqueued before the loss is
// known: a non-finite loss still stops training, and undo_last_step() makes
// the parameters from before that step current again.
//
// Every value of the step lives on this GPU, including values the program
// places on the CPU inside the step (e.g. `flatten(batch.images) / 255.0`
// before its `to(gpu, ...)`): the batch crosses once, as it arrives, and the
// results are the same. Used for a train block whose trained parameters are
// bound to a GPU (train_device() in bind_devices.h).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "codegen/cuda/emit_cuda.h"
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/executor.h"
#include "engine/exec/step_functions.h"
#include "ir/ir.h"
#include "base/status.h"
#include "runtime/tensor.h"

namespace netc::rt::cuda {
class NcclClique;
}  // namespace netc::rt::cuda

namespace netc::engine {

class GpuIrPlans;  // gpu_ir_plans.h

// Turns a function's CUDA C into an image the device loads (a cubin or PTX)
// for the device's architecture `arch` (`sm_90`); `what` names the function
// in errors. In netc it is NVRTC (nvrtc_kernels.h); in a `netc build`
// library, a look-up among the images compiled when it was built.
using KernelCompiler =
    std::function<Expected<std::string>(const std::string& source, const std::string& arch, const std::string& what)>;

struct GpuOptions {
  KernelCompiler compile;
  // Named dims other than the batch `B` of the train block's functions
  // (`netc build --dim`).
  std::map<std::string, int64_t> dims;
  // How the CUDA C is generated (tests make convolutions' chunks small; a
  // `netc build` library must use what it was built with: the defaults).
  cuda::EmitOptions emit;
  // The train block's functions as the driver prepared them (step_functions.h);
  // null: create() prepares them itself.
  PreparedBlock prepared = nullptr;
  // The plans made already from those functions (gpu_ir_plans.h: the
  // driver's, holding the memory check's), which the program plans through;
  // null: a GpuIrPlans of its own, with `emit`.
  std::shared_ptr<GpuIrPlans> plans = nullptr;
};

// The forward functions a library runs: each function of `m` named in
// `names`, in its inference form (as `netc build` compiles them for the CPU).
Expected<std::vector<ir::Function>> library_forwards(const ir::Module& m, const std::vector<std::string>& names);

// One function as the executor specialises it: its plan, with the CUDA C.
struct GpuSource {
  std::string function;  // the IR function's name
  int64_t batch = 0;     // the batch size it is planned for (0: any)
  cuda::GpuPlan plan;
};

// A function the executor runs: its name, its named dims but the batch `B`,
// whether it is specialised per batch size and, in netc, its IR (null in a
// `netc build` library, which runs plans made when it was built).
struct GpuFunctionId {
  std::string name;
  const ir::Function* fn = nullptr;
  std::map<std::string, int64_t> dims;
  bool depends_on_batch = true;
};

// One function planned for one batch size: its launches and buffers, and
// (the gradient of replicas) after which launch each gradient can be
// all-reduced (cuda::all_reduce_schedule).
struct GpuFunctionPlan {
  cuda::GpuPlan plan;
  std::vector<std::vector<size_t>> reduce_after;
};

// Where the executor's plans come from: function `f` for batches of `batch`
// examples (0: a function that does not depend on it). In netc, codegen/cuda
// plans it from the IR (gpu_ir_plans.cc); in a library, it is read.
using GpuPlanner = std::function<Expected<GpuFunctionPlan>(const GpuFunctionId& f, int64_t batch)>;

// The train block as the executor drives it, with no IR: how the gradient
// function's results divide (the loss and metrics, the gradients from
// `first_grad`, the new model states from `first_state`) and which of the
// module's parameters the update's results and the model states replace.
struct GpuStepLayout {
  size_t first_grad = 0, first_state = 0;
  std::vector<size_t> update_targets, state_targets;
  std::vector<std::string> metric_names;
  // Per result of the gradient: added over replicas (summed_over_replicas).
  std::vector<bool> summed;
  GpuFunctionId grad, update, eval;
};

// What GpuStepProgram::create runs: the initial parameters (in the module's
// order, with the index of each name), the train block (none: a program
// that only runs forward()), the plans and the kernels. `fns` are the train
// block's functions when they are known (netc): functions() returns them.
struct GpuProgramSpec {
  std::vector<rt::Tensor> params;
  std::map<std::string, size_t> index;
  std::optional<GpuStepLayout> train;
  GpuPlanner plan;
  KernelCompiler compile;
  PreparedBlock fns;
};

class GpuStepProgram final : public ReplicaMember {
 public:
  // Compiles nothing yet (specialisations per batch size are made on first
  // use); initialises every parameter on the host exactly as StepProgram does
  // (same values for the same seed) and uploads them to GPU `device`. `run`
  // may be null: a program that only runs forward().
  // The functions are planned from `m`'s IR (gpu_ir_plans.h).
  static Expected<std::unique_ptr<GpuStepProgram>> create(const ir::Module& m, const ir::TrainRun* run,
                                                              uint64_t seed, int device, GpuOptions options);
  // The same from plans that need no IR (a `netc build` library's): the
  // parameters are spec's, uploaded to GPU `device`.
  static Expected<std::unique_ptr<GpuStepProgram>> create(GpuProgramSpec spec, uint64_t seed, int device);
  ~GpuStepProgram() override;

  // Host copies of the parameters and optimizer state, in ir::Module::params
  // order. They are current only after download_params(); after writing them
  // (resume), call upload_params().
  std::vector<rt::Tensor>& params() override { return params_; }
  const std::map<std::string, size_t>& param_index() const override { return param_index_; }
  Status download_params() override;
  Status upload_params() override;
  // Takes over the parameters of another program of the same module (the
  // previous train block) and uploads them.
  Status adopt_params(std::vector<rt::Tensor>&& params) override;

  const ir::Function& step_fn() const;
  const StepFunctions& functions() const override;
  const std::vector<std::string>& metric_names() const override;
  // "cuda:0 (NVIDIA H100 80GB HBM3, sm_90)"
  std::string device_description() const;
  // How steps are launched: as CUDA graphs, or one by one and why.
  std::string graph_status() const;
  // Launches every later step one by one (the same work, in the same order).
  void disable_graphs(const std::string& why);

  // Where the data loader may gather the next training batch of `bsz`
  // examples, one pinned host pointer per data set field (each with room for
  // bsz examples): the slot that the step in flight, if any, does not read.
  // Valid until the next launch_step() or batch_slots().
  Expected<std::vector<void*>> batch_slots(int64_t bsz) override;
  // Starts copying the next training batch to the GPU, overlapping the step
  // in flight: `batch` is a host pointer per data set field with `bsz`
  // examples (when they are batch_slots(bsz), the batch is already in
  // place; else it is copied there first).
  Status prefetch(void* const* batch, int64_t bsz) override;
  // Enqueues a training step on `batch` (the batch prefetched, or any host
  // pointers, which are then copied first) with learning rate `lr`, and
  // returns without waiting for it. At most one step is in flight.
  Status launch_step(void* const* batch, int64_t bsz, float lr) override;
  // Waits for the launched step: its loss and metrics.
  Expected<StepValues> finish_step() override;
  // Loss and metrics of `batch`, without training (no step in flight).
  Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) override;
  // Takes the last step back: the set it read still holds the parameters
  // from before it, and becomes current again (for a caller that does not
  // keep a step whose loss is not finite). Only right after finish_step(),
  // before the next launch, and once: otherwise an error.
  Status undo_last_step() override;

  // Runs `f` (a function of the module that reads its parameters, e.g. a
  // model's forward in its inference form; it must outlive this program)
  // with its named dims bound by `dims`: `inputs` and `outputs` are host
  // pointers, one per parameter and result of `f`, whole tensors.
  Status forward(const ir::Function& f, const std::map<std::string, int64_t>& dims, const void* const* inputs,
                     void* const* outputs) override;
  // The same for a function known by its name alone, which the planner
  // plans (a library's forward functions).
  Status forward(const std::string& name, const void* const* inputs, void* const* outputs);

  // Data parallelism on several GPUs (replica_set.h): this program is the
  // `local`-th GPU of `clique` in this process (on this program's device;
  // the clique outlives it).
  // Each step then all-reduces its loss, metrics, gradients and new model
  // states inside the step, on its stream, between the gradient and the
  // update (so a step captured as a CUDA graph holds its all-reduces): each
  // replica's buffers scaled by its weight (set_replica_share, read from
  // the step's scalars on the GPU) and summed, or added for sums over the
  // batch. finish_step() reports an all-reduce that failed. The gradient's
  // `replica_mean`s (BatchNorm's `sync = true`, cuda::Launch::Kind::ReplicaMean)
  // are all-reduced where the step meets them, on the same stream; a step
  // with them all-reduces its gradients after the gradient function.
  Status join_replicas(rt::cuda::NcclClique* clique, int local);
  void set_replica_share(int64_t first_row, double weight) override;

  // The device memory this program holds now, as asked of its allocator
  // (before rounding), to check memory_plan.h's numbers against.
  uint64_t device_bytes_requested() const;


 private:
  struct Impl;
  explicit GpuStepProgram(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  std::vector<rt::Tensor> params_;
  std::map<std::string, size_t> param_index_;
};

}  // namespace netc::engine
