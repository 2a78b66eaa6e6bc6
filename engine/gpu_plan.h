// How the GPU executor runs one generated CUDA function (codegen/cuda): where
// each value's memory comes from, and after which launch it can go back to
// the allocator. Decided once per function and batch size, on the host, with
// no GPU: tested in CI.
//
// A value's memory is
//   - an input's (the function's parameter k: a batch field, lr, a gradient),
//   - a model parameter's or optimizer state's (`param` instructions),
//   - another value's (`reshape` and `to` are aliases: on one GPU a `to` is
//     a no-op, the batch having been copied once before the step), or
//   - its own ("owned"): taken from the allocator by the launch that writes
//     it, given back after the last launch that reads it, unless it is a
//     result (then the caller owns it).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "codegen/cuda/emit_cuda.h"
#include "ir/ir.h"
#include "runtime/status.h"

namespace netc::engine {

struct GpuValue {
  enum Kind { Unused, Input, Param, Alias, Owned } kind = Unused;
  size_t input = 0;    // Input: index into Function::params
  std::string param;   // Param: the module parameter's name
  ir::ValueId of = 0;  // Alias: the value whose memory this is
  size_t bytes = 0;    // the value's size
};

struct GpuPlan {
  cuda::CudaFunction code;                               // the source and its launches
  std::vector<GpuValue> values;                          // per value
  std::vector<std::vector<ir::ValueId>> release_after;   // per launch: owned values last used there
  std::vector<ir::ValueId> results;                      // per result: the value whose memory holds it

  // Follows aliases to the value that has the memory.
  ir::ValueId root(ir::ValueId v) const;
  // The value a launch writes: a kernel's first buffer, a GEMM's C.
  static ir::ValueId written(const cuda::Launch& l);
};

// `dims` binds the function's named dims (B for the batch).
rt::Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims);

}  // namespace netc::engine
