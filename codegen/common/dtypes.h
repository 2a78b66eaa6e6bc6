// The dtypes netc's backends compute. The language has f16 and bf16 and the
// checker types them. bf16 and f16 values (what `precision = bf16` and
// `precision = f16` make) are computed on the CPU and the GPU by elementwise
// ops and constants, moved by transposes, reshapes, `to` and
// take_along_axis (topk's values), read by matrix products and
// convolutions and ordered by
// topk (the GPU refuses other ops that read them, codegen/cuda/emitter.cc),
// and may be a function's arguments (a batch's bf16 or f16 fields). A program
// that makes a value no backend computes is refused before anything is
// compiled or run, at the first place in its source that makes one.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::codegen {

// Whether the backends compute values of `d`.
bool computed_dtype(ir::DType d);

// Whether instruction `i` may make a value of `d`.
bool computes(const ir::Inst& i, ir::DType d);

// Success when every value of `m` has a computed dtype (the bodies of its
// loops' too); else why `m` cannot be compiled, as "FILE:LINE:COL: `bf16`
// values cannot be computed yet: ...", naming the first parameter or
// instruction (in source order) that makes one. When m's are computed, the
// same for `prepared`, functions the passes made from m's (a train block's
// gradient, update and evaluation: a broadcast's gradient adds a `sum_to`
// of its dtype). A driver that checks so every function it compiles, once
// before any is compiled, tells the lowering (cpu::LowerOptions::
// dtypes_checked), which else checks each function it lowers.
Status check_dtypes_computed(const ir::Module& m, const std::vector<const ir::Function*>& prepared = {});
// The same for one function of `m` alone: its arguments, its instructions
// (its loops' bodies' too) and the parameters they read.
Status check_dtypes_computed(const ir::Module& m, const ir::Function& f);

}  // namespace netc::codegen
