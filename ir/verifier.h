// Checks that a Module is well formed: the invariants every pass may assume
// and every pass must keep (values defined before use, the typing rules of
// ir/infer.h, declared devices, no unresolved placements, ...). Run after the
// checker emits IR (frontend/driver); the tests run it on the output of the
// passes (tests/unit/pipeline_test.cc, autodiff_test.cc).
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

// One message per problem found; empty when the module is valid. Each names
// where it is: `func @net.forward: %3 = matmul: inner dimensions differ: ...`.
std::vector<std::string> verify(const Module& m);

}  // namespace netc::ir
