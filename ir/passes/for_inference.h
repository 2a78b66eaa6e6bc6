// The inference form of a function: what differs between training and
// evaluating is rewritten away. Today that is dropout, which becomes the
// identity (a reshape to its own type, which backends alias).
#pragma once

#include "ir/ir.h"

namespace netc::ir {

Function for_inference(const Function& f);

}  // namespace netc::ir
