// Where each value of a generated function lives, decided once per function
// and binding of its dims, the same way for every backend. A value's memory is
//   - an input's (the function's parameter k: a batch field, lr, a gradient),
//   - a module parameter's or optimizer state's (`param` instructions),
//   - another value's (`reshape` and `to` are aliases: on one device a `to`
//     is a no-op),
//   - a result's: the buffer the caller passes for result k (the step that
//     computes it, or what it is an alias of, writes there directly),
//   - a module parameter's, written over (`in place`: an optimizer's new
//     parameter, where nothing reads the old value after the step that
//     computes the new one), or
//   - a place in the function's arena ("owned"), taken when the step that
//     writes it runs and given back after the last step that reads it, so
//     that later values reuse it (codegen/common/arena.h).
// The arena starts with the function's scratch memory, if a step needs any.
// Every address is therefore fixed once the arena, the inputs, the
// parameters and the result buffers are: the same in every call, so that a
// GPU step can be captured once as a CUDA graph and replayed.
//
// A backend describes its code as steps in the order they run (the CPU: one
// per loop nest or call it generates; CUDA: one per launch) and this file
// places the values; `netc mem` reads the same plan.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::codegen {

struct Buffer {
  enum Kind { Unused, Input, Param, Alias, Result, InPlace, Owned } kind = Unused;
  size_t input = 0;    // Input: index into Function::params
  std::string param;   // Param, InPlace: the module parameter's name
  ir::ValueId of = 0;  // Alias: the value whose memory this is
  size_t result = 0;   // Result: index into Function::results
  uint64_t offset = 0; // Owned: its place in the arena
  uint64_t bytes = 0;  // the value's size
  int step = -1;       // the step that writes it (-1: none)
  int last = -1;       // the last step that reads it (or writes it); kLastStep: the caller reads it
  static constexpr int kLastStep = 0x7fffffff;
  // Owned: whether it holds its arena place after step s.
  bool live_after(int s) const { return kind == Owned && step <= s && s < last; }
};

// One step of generated code: the values it computes (their memory is
// placed before it runs) and the values it reads (their memory stays until
// it has run). Reads may repeat writes.
struct BufferStep {
  std::vector<ir::ValueId> writes, reads;
  uint64_t scratch_bytes = 0;  // scratch memory it needs at the arena's start
};

struct BufferOptions {
  uint64_t alignment = 64;  // of every place in the arena (a power of two)
  // Results that may be written over a module parameter's buffer instead of
  // their own (result index -> parameter name): honoured only where the
  // result is computed elementwise, has the parameter's size and nothing
  // reads the parameter's old value after the step that computes it.
  std::map<size_t, std::string> in_place;
};

struct BufferPlan {
  std::vector<Buffer> values;  // per value
  uint64_t arena_bytes = 0;    // scratch memory and owned values, at aligned places
  uint64_t scratch_bytes = 0;  // the start of the arena, never given to a value
  // Results whose memory no step writes (an input, a parameter, an alias of
  // one, or a value that is also an earlier result): copied into the
  // result's buffer after the last step. A copy never reads the arena.
  struct Copy {
    size_t result;
    ir::ValueId from;
  };
  std::vector<Copy> copies;
  std::vector<bool> in_place;  // per result: written over its parameter

  // Follows aliases to the value that has the memory. Inline: a `netc
  // build` library's GPU executor reads plans and links nothing of this
  // file's planner.
  ir::ValueId root(ir::ValueId v) const {
    while (values[v].kind == Buffer::Alias) v = values[v].of;
    return v;
  }
};

// `f` is the function with its sizes bound (codegen::bind_sizes), `shapes`
// its values' concrete shapes (codegen::Plan), `steps` the backend's code in
// order. A message when the steps are inconsistent (an internal error).
Expected<BufferPlan> plan_buffers(const ir::Module& m, const ir::Function& f,
                                  const std::vector<std::vector<int64_t>>& shapes, const std::vector<BufferStep>& steps,
                                  const BufferOptions& options);

}  // namespace netc::codegen
