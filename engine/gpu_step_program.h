// A train block on one GPU: the CUDA counterpart of StepProgram, with the same
// interface. The step's gradient, the update and the evaluation step are
// generated as CUDA C (codegen/cuda, the CPU backend's fusion decisions),
// compiled by NVRTC to a cubin for the device's sm_XX (cached on disk) and run
// on the device context's stream (runtime/cuda). Parameters, optimizer state
// and every intermediate value stay on the GPU.
//
// Every buffer of a step is at a fixed address: the generated functions'
// intermediates in one arena planned at compile time (gpu_plan.h), the batch
// in one pinned host buffer and its device copy, the gradients in buffers
// kept for the run, and the parameters in two sets that the steps alternate
// between (a step reads one and writes what it replaces into the other). A
// training step gathers its batch into the pinned buffer and then enqueues,
// with no host synchronisation inside: the batch and the step's scalars (lr,
// the step number) to the GPU, every launch of the gradient, the loss back
// to the host, every launch of the update. The first step of each batch
// size runs launch by launch; after that the step is captured once per
// batch size and parameter set as a CUDA graph and replayed, one launch per
// step (NETC_CUDA_GRAPHS=0 turns graphs off). The host waits once per step,
// for the loss (4 bytes). Unlike the CPU program, the update is enqueued
// before the loss is known: a non-finite loss still stops training, but the
// parameters in GPU memory have had that step applied (the checkpoints on
// disk are from before it).
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
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/status.h"
#include "runtime/tensor.h"

namespace netc::engine {

// Turns a function's CUDA C into an image the device loads (a cubin or PTX)
// for the device's architecture `arch` (`sm_90`); `what` names the function
// in errors. In netc it is NVRTC (nvrtc_kernels.h); in a `netc build`
// library, a look-up among the images compiled when it was built.
using KernelCompiler =
    std::function<rt::Expected<std::string>(const std::string& source, const std::string& arch, const std::string& what)>;

struct GpuOptions {
  KernelCompiler compile;
  // Named dims other than the batch `B` of the train block's functions
  // (`netc build --dim`).
  std::map<std::string, int64_t> dims;
};

// The CUDA C of one function as the executor specialises it.
struct GpuSource {
  std::string function;  // the IR function's name
  std::string source;
};

class GpuStepProgram {
 public:
  // Compiles nothing yet (specialisations per batch size are made on first
  // use); initialises every parameter on the host exactly as StepProgram does
  // (same values for the same seed) and uploads them to GPU `device`. `run`
  // may be null: a program that only runs forward().
  static rt::Expected<std::unique_ptr<GpuStepProgram>> create(const ir::Module& m, const ir::TrainRun* run,
                                                              uint64_t seed, int device, GpuOptions options);
  ~GpuStepProgram();

  // The CUDA C of every function a program made by create(m, run, ...) with
  // `options.dims` compiles for batches of `bsz` examples (the gradient, the
  // update and the evaluation step), and of each of `forwards` with its dims,
  // as forward() would compile it. No GPU is needed: `netc build` compiles
  // these ahead of time.
  static rt::Expected<std::vector<GpuSource>> sources(
      const ir::Module& m, const ir::TrainRun* run, const std::map<std::string, int64_t>& dims, int64_t bsz,
      const std::vector<std::pair<const ir::Function*, std::map<std::string, int64_t>>>& forwards);

  // Host copies of the parameters and optimizer state, in ir::Module::params
  // order. They are current only after download_params(); after writing them
  // (resume), call upload_params().
  std::vector<rt::Tensor>& params() { return params_; }
  const std::map<std::string, size_t>& param_index() const { return param_index_; }
  rt::Status download_params();
  rt::Status upload_params();
  // Takes over the parameters of another program of the same module (the
  // previous train block) and uploads them.
  rt::Status adopt_params(std::vector<rt::Tensor>&& params);

  const ir::Function& step_fn() const;
  const std::vector<std::string>& metric_names() const;
  // "cuda:0 (NVIDIA H100 80GB HBM3, sm_90)"
  std::string device_description() const;
  // How steps are launched: as CUDA graphs, or one by one and why.
  std::string graph_status() const;
  // Launches every later step one by one (the same work, in the same order).
  void disable_graphs(const std::string& why);

  // Where the data loader may gather the next training batch of `bsz`
  // examples, one pinned host pointer per data set field (each with room for
  // bsz examples), so that the step copies it to the GPU with no host copy
  // first. Valid until the next call of any member function but train_step.
  rt::Expected<std::vector<void*>> batch_slots(int64_t bsz);

  // The same contract as StepProgram::train_step and eval_step: `batch` is a
  // host pointer per data set field with `bsz` examples (when they are
  // batch_slots(bsz), the batch is already in place).
  rt::Expected<float> train_step(void* const* batch, int64_t bsz, float lr);
  // Takes the last train_step back: the set it read still holds the
  // parameters from before it, and becomes current again (for a caller that
  // does not keep a step whose loss is not finite). Only right after
  // train_step.
  void undo_last_step();
  rt::Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results);

  // Runs `f` (a function of the module that reads its parameters, e.g. a
  // model's forward in its inference form; it must outlive this program)
  // with its named dims bound by `dims`: `inputs` and `outputs` are host
  // pointers, one per parameter and result of `f`, whole tensors.
  rt::Status forward(const ir::Function& f, const std::map<std::string, int64_t>& dims, const void* const* inputs,
                     void* const* outputs);

  int64_t global_step = 0;

 private:
  struct Impl;
  explicit GpuStepProgram(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  std::vector<rt::Tensor> params_;
  std::map<std::string, size_t> param_index_;
};

}  // namespace netc::engine
