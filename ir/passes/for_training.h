// The training form of a function (ir::differentiate applies it): `if_training(a, b)`
// becomes a (b where it is `{frozen = true}`: a model the step does not
// train). Dropout and state updates stay (they are what training does).
#pragma once

#include "ir/ir.h"

namespace netc::ir {

Function for_training(const Function& f);

}  // namespace netc::ir
