// Gradient accumulation, `accumulate = K;` in a train block: K micro-batches
// of `batch` examples make one optimizer step. The update runs after every
// micro-batch's gradient (executors and libraries call it as without the
// setting) and becomes
//   opt_step = trunc((step - 1) / K) + 1        (`step`: the micro-batch, from 1)
//   apply    = step == opt_step * K             (the group's last micro-batch)
//   a        = accum.<p> + g / K                (each trained parameter's gradient g)
//   the optimizer's update as checked, reading a for g and opt_step for step
//   p, states -> where(apply, their new values, their old ones)
//   accum.<p> -> where(apply, 0, a)
// so that for a mean loss a step is the step of the K-times-larger batch,
// and schedules and the optimizer (Adam's bias correction) count optimizer
// steps. Written after clip_grad_norm, whose norm is then the accumulated
// gradient's, as PyTorch users clip before optimizer.step(). The update's
// arithmetic runs on every micro-batch, its results chosen by `where`: one
// elementwise pass over the parameters per micro-batch, against a gradient
// that reads a batch of examples. The accumulators (ir::accumulator_name)
// are globals the checker declares; their new values are the update's last
// results, in gradient order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

// `update` (inputs lr, step, then the gradients of `trained` from
// `first_grad`; results the new values of `targets`) accumulating over `k`
// (> 1) micro-batches, with one more result per trained parameter: its
// accumulator's new value.
Function accumulate(const Function& update, size_t first_grad, int64_t k, const std::vector<std::string>& trained,
                    const std::vector<std::string>& targets);

}  // namespace netc::ir
