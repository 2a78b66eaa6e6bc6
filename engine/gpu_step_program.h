// A train block on one GPU: the CUDA counterpart of StepProgram, with the same
// interface. The step's gradient, the update and the evaluation step are
// generated as CUDA C (codegen/cuda, the CPU backend's fusion decisions),
// compiled by NVRTC to a cubin for the device's sm_XX (cached on disk) and run
// on the device context's stream (runtime/cuda). Parameters, optimizer state
// and every intermediate value stay on the GPU.
//
// A training step copies its batch to the GPU once (through pinned staging,
// asynchronously), enqueues every launch of the gradient and of the update
// with no host synchronisation between them, and then waits once to read the
// loss back (4 bytes). Unlike the CPU program, the update is enqueued before
// the loss is known: a non-finite loss still stops training, but the
// parameters in GPU memory have had that step applied (the checkpoints on
// disk are from before it).
//
// Every value of the step lives on this GPU, including values the program
// places on the CPU inside the step (e.g. `flatten(batch.images) / 255.0`
// before its `to(gpu, ...)`): the batch crosses once, as it arrives, and the
// results are the same. Meant for a train block whose trained parameters are
// bound to a GPU (train_device() in bind_devices.h); train.cc does not call it
// yet.
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

  // The same contract as StepProgram::train_step and eval_step: `batch` is a
  // host pointer per data set field with `bsz` examples.
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
