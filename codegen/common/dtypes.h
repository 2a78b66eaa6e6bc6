// The dtypes netc's backends compute. The language has f16 and bf16 and the
// checker types them, but neither the CPU nor the GPU backend computes them
// yet: a program that makes such a value is refused before anything is
// compiled or run, at the first place in its source that makes one.
#pragma once

#include <string>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::codegen {

// Whether the backends compute values of `d`.
bool computed_dtype(ir::DType d);

// Success when every value of `m` has a computed dtype; else why `m` cannot
// be compiled, as "FILE:LINE:COL: `bf16` values cannot be computed yet: ...",
// naming the first parameter or instruction (in source order) that makes one.
Status check_dtypes_computed(const ir::Module& m);
// The same for one function of `m` alone: its arguments, its instructions
// and the parameters they read.
Status check_dtypes_computed(const ir::Module& m, const ir::Function& f);

}  // namespace netc::codegen
