// The inference form of a function: what differs between training and
// evaluating is rewritten away. Dropout becomes the identity (a reshape to its
// own type, which backends alias), `if_training(a, b)` becomes b, and state
// updates are dropped: evaluating a model does not change it.
#pragma once

#include "ir/ir.h"

namespace netc::ir {

Function for_inference(const Function& f);

}  // namespace netc::ir
