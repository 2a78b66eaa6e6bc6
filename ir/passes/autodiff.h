// Reverse-mode automatic differentiation as an IR-to-IR pass: from a forward
// function (a train step: parameters read with `param`, inputs as function
// parameters, a scalar loss among the results) to one function that computes
// the same results and then the gradient of the loss with respect to chosen
// model parameters, written in the IR's own primitive ops (including the
// backward ops of ir/ops.def), so every later pass and backend handles it
// like any other function.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::ir {

struct GradResult {
  // f's instructions, then the backward ones; results are f's results
  // followed by one gradient per entry of `params`, each of the type of
  // its GlobalParam (zeros for a parameter the loss does not depend on),
  // then the new value of each model state in `states` (f's updates).
  Function fn;
  std::vector<std::string> params;
  std::vector<std::string> states;
};

// Differentiates the training form of f (ir::for_training: `if_training(a, b)`
// is a) at f.results[loss_result] (a floating-point scalar) with
// respect to the module parameters named in `wrt_params`. A parameter read by
// several `param` instructions gets the sum of their gradients. Only values on
// a path from those parameters to the loss are differentiated. Every backward
// instruction carries the location of the forward instruction it
// differentiates. On bad input (no such result or parameter, a loss that is
// not a float scalar), returns why.
Expected<GradResult> differentiate(const Module& m, const Function& f, size_t loss_result,
                                   const std::vector<std::string>& wrt_params);

}  // namespace netc::ir
