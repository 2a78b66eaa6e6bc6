// The GPU plans netc makes from a module's IR (codegen/cuda/gpu_plan.h), each
// function planned once per batch size and handed to every stage that needs
// it: in `netc run`, the memory check of each GPU candidate when devices are
// bound (engine/memory/memory_plan.h), then the executor's first step (the
// replicas of a set share them); in `netc build`, the plans the library
// embeds and its GPU memory lines. The driver makes one GpuIrPlans and hands
// it on, so that `--time-passes` counts one buffer plan per function and
// batch size. In netc_engine (it plans from IR); a `netc build` library, which
// runs the plans it carries, links none of this.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/status.h"
#include "codegen/cuda/emit_cuda.h"
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/step_functions.h"
#include "ir/ir.h"

namespace netc::engine {

class GpuIrPlans {
 public:
  // Plans of `m`'s functions, generated with `emit` (tests make a
  // convolution's chunks small; netc and its libraries use the defaults).
  explicit GpuIrPlans(const ir::Module& m, cuda::EmitOptions emit = {}) : m_(m), emit_(std::move(emit)) {}
  GpuIrPlans(const GpuIrPlans&) = delete;
  GpuIrPlans& operator=(const GpuIrPlans&) = delete;

  // `f` (a function that outlives this) with its named dims but the batch
  // `dims`, planned for `batch` examples (0: a function that does not depend
  // on it), sized by ir/dims.h's rule: made on the first ask, the same plan
  // after. Thread-safe (the replicas of a set plan on their own threads).
  Expected<cuda::GpuPlan> plan(const ir::Function& f, const std::map<std::string, int64_t>& dims, int64_t batch);

 private:
  const ir::Module& m_;
  cuda::EmitOptions emit_;
  std::mutex mu_;
  std::map<std::tuple<const ir::Function*, int64_t, std::map<std::string, int64_t>>, cuda::GpuPlan> made_;
};

// The plan and CUDA C of every function that a program made by
// GpuStepProgram::create(m, run, ...) with dims `dims` runs for batches of
// `bsz` examples (the train block's gradient, update and evaluation step,
// from its prepared functions `fns`, or none), and of each of `forwards`
// with its dims, as forward() would plan it. No GPU is needed: `netc build`
// compiles these ahead of time, and its library runs the plans.
using Forwards = std::vector<std::pair<const ir::Function*, std::map<std::string, int64_t>>>;
Expected<std::vector<GpuSource>> library_sources(GpuIrPlans& plans, const StepFunctions* fns,
                                                 const std::map<std::string, int64_t>& dims, int64_t bsz,
                                                 const Forwards& forwards);

}  // namespace netc::engine
