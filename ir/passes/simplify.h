// Algebraic simplification of a function, mostly for what autodiff writes:
//   transpose(transpose(x))            -> x            (inverse permutations)
//   transpose(matmul(a, b))            -> matmul(transpose(b), transpose(a))
//                                         (last two dims; the product's only use)
//   sum of `ones` over all its dims    -> the element count, as a constant
//   broadcast_to(x) of x's own type    -> x
//   a pure op equal to an earlier one  -> the earlier one's value (same op,
//                                         operands, attributes and type)
// The transposes this leaves in front of matrix products cost nothing: the
// CPU backend turns them into sgemm's transpose flags. Then dead code is
// removed. The result verifies whenever the input does.
#pragma once

#include "ir/ir.h"

namespace netc::ir {

Function simplify(const Function& f);

}  // namespace netc::ir
