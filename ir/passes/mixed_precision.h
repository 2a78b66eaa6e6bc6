// The precision policy of a train block, `precision = bf16;` (PyTorch's
// autocast for matrix products and convolutions): every matrix product and
// every convolution (conv2d, its input and weight gradients, and so
// conv_transpose2d) of f32 operands reads them in the policy's dtype,
// accumulates in f32 and gives f32 (the typing rule's product_dtype,
// base/dtype.h). Everything else stays as checked:
// softmax, normalisation, losses, reductions and the optimizer compute in
// f32, the parameters stay f32 (the master weights) and their gradients
// reach the optimizer in f32.
//
// It runs after differentiation, on the gradient function (so the backward
// products read bf16 too) and on the evaluation step; loop bodies alike.
// Each value is cast once however many products read it: a parameter once
// per step, an activation once for the forward product and the backward one
// that reads it again (which then keeps the bf16 copy for backward, half the
// bytes). A transpose of the last two dims between a value and a product
// moves after the cast, so the product still reads its operand transposed
// in place (codegen's elided transposes) and the transpose is cast once.
// A product marked `{precision = "f32"}` (a layer's or a function's
// `precision = f32;`, and the products of its gradient) stays f32.
#pragma once

#include "ir/ir.h"

namespace netc::ir {

// `f` with its f32 products and convolutions computed in `low` (bf16 or f16).
Function mixed_precision(const Function& f, DType low);

}  // namespace netc::ir
