// Dynamic loss scaling, what `precision = f16;` adds to a train block, as
// PyTorch's torch.amp.GradScaler does it: f16's smallest values are about
// 6e-8, so the gradients of a loss computed through f16 products would
// flush to zero; the loss is multiplied by a scale S before it is
// differentiated, and the gradients divided by S before the optimizer.
//   - the gradient:  d (loss * S) / d p, every value of the backward pass
//     scaled; the loss it reports stays the loss (scale_loss, unscale_loss);
//   - the update (loss_scaled_update), around the update as checked:
//       finite   = max |g| over every gradient g is finite
//       the optimizer's update, reading g / S for g and `step - skipped`
//         for step (Adam's bias correction counts the steps taken);
//       parameters, states -> where(finite, new, old)   (a skipped step)
//       S        -> finite ? (S * 2 after kLossScaleGrowthInterval finite
//                   steps in a row, else S) : S / 2
//       good     -> finite ? good + 1 (0 when S grew) : 0
//       skipped  -> skipped + (finite ? 0 : 1)
// S starts at kInitialLossScale. The three are globals the checker
// declares (ir/train.h's kLossScale...), optimizer state: checkpoints keep
// them, weights exported leave them out, and the training loop reports S
// and the skipped steps per epoch. Written around clip_grad_norm, which
// then clips the unscaled gradient, as PyTorch users unscale before they
// clip; inside `accumulate`, which then sums the scaled micro-batches'
// gradients (S changes only between optimizer steps), so that the check
// is of the group's gradient, a group with an overflow is skipped whole and
// `step` counts optimizer steps, as GradScaler with accumulation does.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::ir {

// `step` with its loss (result 0) multiplied by the global kLossScale.
Function scale_loss(const Function& step);

// The gradient of scale_loss(step) reporting the loss itself again.
Expected<Function> unscale_loss(Function grad);

// `update` (inputs lr, step, then the gradients from `first_grad`; results
// the new values of `targets`) under the loss scale, with three more
// results: the new values of kLossScale, kLossScaleGoodSteps and
// kLossScaleSkipped.
Function loss_scaled_update(const Function& update, size_t first_grad, const std::vector<std::string>& targets);

}  // namespace netc::ir
