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
// When the parameters were already not finite, an earlier step's gradient or
// update made them; `netc run` then replays the epoch from its start (the
// parameters it copies there) up to that step and traces it, the gradient
// and then the update. The normal step pays nothing for this: only a failed
// step is re-run, and the copy is once per epoch.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ir/interpret.h"
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
  // With the update (and the step's learning rate): when the gradient is
  // finite, the update is re-run on it too.
  const ir::Function* update = nullptr;
  float lr = 0;
};

struct Trace {
  std::string text;  // where the first non-finite value came from; "" when not found
  // The parameters were not finite before the step: an earlier step made
  // them (train.cc then replays the epoch up to that step and traces it).
  bool params_not_finite = false;
};

Trace trace_non_finite(const TraceInputs& in);

// What a report says of an op (here and in `netc parity`):
// The source text at `loc`: the expression that starts there (a call with
// its arguments, an operand and what follows it on the line up to a `;`, a
// `,` or a bracket it did not open), cut to 60 characters; "" when the file
// cannot be read (the standard library's, found by search path).
std::string source_at(const ir::Module& m, const ir::Loc& loc);
// The values the first `results` results of `f` (a gradient function's loss
// and metrics) depend on: the forward pass.
std::set<ir::ValueId> forward_values(const ir::Function& f, size_t results);
// The host data of a batch field, a parameter or a computed value (`dt` its
// bytes' dtype) as the reference interpreter holds it, of dtype `ir_dtype`.
ir::interp::Tensor host_tensor(const void* data, rt::DType dt, std::vector<int64_t> shape, ir::DType ir_dtype);

}  // namespace netc::engine
