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
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/status.h"
#include "runtime/tensor.h"

namespace netc::engine {

class GpuStepProgram {
 public:
  // Compiles nothing yet (specialisations per batch size are made on first
  // use); initialises every parameter on the host exactly as StepProgram does
  // (same values for the same seed) and uploads them to GPU `device`.
  static rt::Expected<std::unique_ptr<GpuStepProgram>> create(const ir::Module& m, const ir::TrainRun& run,
                                                              int64_t batch, uint64_t seed, int device);
  ~GpuStepProgram();

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
  rt::Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results);

  int64_t global_step = 0;

 private:
  struct Impl;
  explicit GpuStepProgram(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  std::vector<rt::Tensor> params_;
  std::map<std::string, size_t> param_index_;
};

}  // namespace netc::engine
