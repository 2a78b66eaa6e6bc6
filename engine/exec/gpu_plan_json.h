// A GPU plan (codegen/cuda/gpu_plan.h) as JSON: what the GPU executor runs of
// one function, written by `netc build` into its library's descriptor and
// read by the library's GPU executor (engine/library/aot_gpu.cc), which so
// runs the launches codegen/cuda planned when the library was built and
// needs no IR, no passes and no code generator. Only what running needs is
// kept: each value's memory, the launches, the final copies, the arena's
// size and the sizes of the inputs and results; not the CUDA C (the library
// carries it compiled) or the bound function.
#pragma once

#include <nlohmann/json.hpp>

#include "base/status.h"
#include "codegen/cuda/gpu_plan.h"

namespace netc::engine {

nlohmann::json gpu_plan_json(const cuda::GpuPlan& p);

// A plan that gpu_plan_json wrote; an error (never a crash) for one that
// does not read or whose buffers are not its values.
Expected<cuda::GpuPlan> read_gpu_plan(const nlohmann::json& j);

}  // namespace netc::engine
