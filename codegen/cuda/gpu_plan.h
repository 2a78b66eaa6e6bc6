// How the GPU executor runs one generated CUDA function (codegen/cuda): where
// each value's memory is. Decided once per function and batch size, on the
// host, with no GPU: tested in CI.
//
// A value's memory is
//   - an input's (the function's parameter k: a batch field, lr, a gradient),
//   - a model parameter's or optimizer state's (`param` instructions),
//   - another value's (`reshape` and `to` are aliases: on one GPU a `to` is
//     a no-op, the batch having been copied once before the step),
//   - a result's: the buffer the caller passes for result k (the launch that
//     computes it, or what it is an alias of, writes there directly), or
//   - a place in the function's arena ("owned"), taken when the launch that
//     writes it runs and given back after the last launch that reads it, so
//     that later values reuse it.
// The arena starts with the function's scratch memory, if it has any.
// Every address is therefore fixed once the arena, the inputs, the
// parameters and the result buffers are: the launches of a step can be
// captured once as a CUDA graph and replayed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "codegen/cuda/emit_cuda.h"
#include "ir/ir.h"
#include "runtime/status.h"

namespace netc::cuda {

struct GpuValue {
  enum Kind { Unused, Input, Param, Alias, Result, Owned } kind = Unused;
  size_t input = 0;    // Input: index into Function::params
  std::string param;   // Param: the module parameter's name
  ir::ValueId of = 0;  // Alias: the value whose memory this is
  size_t result = 0;   // Result: index into Function::results
  uint64_t offset = 0; // Owned: its place in the arena
  size_t bytes = 0;    // the value's size
};

struct GpuPlan {
  cuda::CudaFunction code;       // the source and its launches
  std::vector<GpuValue> values;  // per value
  uint64_t arena_bytes = 0;      // what the owned values need, at 256-byte places
  // The scratch memory of the launches that take it (a two-pass reduction's
  // partial results): the start of the arena, never given to a value.
  uint64_t scratch_bytes = 0;
  // Results whose memory no launch writes (an input, a parameter, an alias
  // of one, or a value that is also an earlier result): copied into the
  // result's buffer after the last launch. A copy never reads the arena.
  struct Copy {
    size_t result;
    ir::ValueId from;
  };
  std::vector<Copy> copies;

  // Follows aliases to the value that has the memory.
  ir::ValueId root(ir::ValueId v) const;
  // The values a launch computes: a kernel's first `writes` buffers (its
  // result, then the values it carries), a GEMM's C; none for a launch that
  // continues an earlier one's (a later chunk of a convolution).
  static std::vector<ir::ValueId> written(const cuda::Launch& l);
  // The size of result k.
  size_t result_bytes(const ir::Function& f, size_t k) const { return values[f.results[k]].bytes; }
};

// Places in the arena are aligned to this (cuBLAS and vector loads like it).
constexpr uint64_t kGpuArenaAlignment = 256;

// `dims` binds the function's named dims (B for the batch).
rt::Expected<GpuPlan> plan_gpu_function(const ir::Module& m, const ir::Function& f,
                                        const std::map<std::string, int64_t>& dims,
                                        const cuda::EmitOptions& options = {});

}  // namespace netc::cuda
