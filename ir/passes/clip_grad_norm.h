// Global gradient clipping, `clip_grad_norm = c;` in a train block, as
// torch.nn.utils.clip_grad_norm_ computes it (2-norm, eps 1e-6):
//   norm  = sqrt(sum over every gradient g of sum(g * g))     (in f32)
//   coef  = minimum(c / (norm + 1e-6), 1)
//   g    -> g * coef                                          (every gradient)
// written in front of the optimizer's update, whose inputs after `lr` and
// `step` are the trained parameters' gradients: every use of a gradient in
// the update reads the clipped one. An optimizer's update rule sees one
// parameter at a time; this is the one place that sees them all. Both
// backends compile it as the rest of the update; with replicas the update's
// gradients are the combined ones (engine/parallel), so the norm is theirs,
// as with PyTorch's DDP after its all-reduce.
#pragma once

#include <cstddef>

#include "ir/ir.h"

namespace netc::ir {

// `update` with its inputs from `first_grad` on clipped to a global 2-norm of
// at most `max_norm` (> 0).
Function clip_grad_norm(const Function& update, size_t first_grad, double max_norm);

}  // namespace netc::ir
