// Where a NaN came from. When a training step's loss or a metric is not
// finite, `netc run` stops, takes the step back, and re-runs it here: the
// step's gradient function (the one the executor ran) through the reference
// interpreter (ir/interpret.h), on the same batch, parameters and step
// number, with each floating result rounded to f32 as the compiled code
// keeps it and checked after each operation. The first operation that made
// a NaN or an infinity from finite operands is reported with its source
// location, the model instance whose code it is, whether it is in the
// forward or the backward pass, and its operands' ranges:
//
//   the first NaN came from `log(p)` at prog.net:12:9 (net.head, forward):
//   its operand `relu(fc(x))` has 3 zeros among 32 values in [0, 1.73]
//
// The normal step pays nothing for this: only a failed step is re-run.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/tensor.h"

namespace netc::engine {

struct TraceInputs {
  const ir::Module* m = nullptr;
  const ir::Function* grad = nullptr;  // the step's gradient function, as the executor runs it
  size_t step_results = 1;             // its first results, the loss and metrics: the forward pass's
  std::vector<const void*> batch;      // its inputs: the batch's fields, on the host
  int64_t bsz = 0;
  const std::vector<rt::Tensor>* params = nullptr;  // the parameters before the step
  const std::map<std::string, size_t>* param_index = nullptr;
  int64_t global_step = 0;  // the failed step's number (dropout's masks depend on it)
};

// The sentence that says where the first non-finite value came from, or ""
// when the re-run finds none (or cannot be made).
std::string trace_non_finite(const TraceInputs& in);

}  // namespace netc::engine
