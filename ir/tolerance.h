// How closely two devices must agree on a value, by the family of the op
// that computes it: one table, which `netc parity` (tools/parity) checks the
// CPU against a GPU with, and which docs/parity.md prints. A policy that
// computes some ops in lower precision reads the same table: a family's
// tolerance is the error its ops may add.
//
// Two results of the same function on the same inputs differ where the
// devices compute differently: the order of a sum (a product's or a
// reduction's), fused multiply-adds, the last bits of math functions (exp,
// tanh), subnormal numbers (the CPU flushes them to zero). Ops that only move
// or select elements (layout, indexing, max) compute nothing and agree
// exactly. A tolerance is relative to the largest magnitude of the tensor
// compared (not element by element, which a sum that cancels to nearly 0
// would fail), and differences under kNegligible (the subnormal range) are
// none.
//
// A product of bf16 or f16 operands (a precision policy's, `precision =
// bf16;`) has a row of its own, keyed by the dtype it computes in: its
// operands are rounded to p significant bits (bf16 8, f16 11), and a value
// two computations make an f32 rounding apart rounds to neighbouring
// low-precision values where it lies at a tie, so that a term of every
// product reading it moves by a step of 2^-p of itself. The row allows that
// for terms up to a 16th of the scale: the product tolerance plus 2^-(p+4).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

struct Tolerance {
  OpFamily family;
  DType computes;    // the dtype its ops compute in: F32, or BF16/F16 for a policy's products
  const char* name;  // "product", "product-bf16"
  double relative;   // the largest difference allowed, over the tensor's largest magnitude
  const char* ops;   // what it covers, in words (docs/parity.md)
};

// Every family's tolerance, loosest last.
const std::vector<Tolerance>& tolerance_table();
// The row of `family` computing in `computes` (bf16 or f16: a policy's
// products), or the family's f32 row when it has none for that dtype.
const Tolerance& tolerance(OpFamily family, DType computes = DType::F32);

// The dtype instruction `i` of `f` computes in: a product's or a
// convolution's of bf16 or f16 operands, that dtype (a loop's, the lowest
// of its body's products); else f32.
DType computes_in(const Function& f, const Inst& i);

// A difference this small is none: subnormal numbers, which the CPU flushes
// to zero and a GPU keeps.
constexpr double kNegligible = 1e-30;

// The family each value of `f` is checked with (by ValueId): its op's, and
// for an op that only moves or combines elements one at a time (exact and
// elementwise ops) the loosest of its operands' too, so that `relu(x @ w)`
// is a product's value. Parameters of the function and values nothing
// computes are exact.
std::vector<OpFamily> value_families(const Function& f);

// The tolerance each value of `f` is checked with, as value_families but
// by row: a product of bf16 operands takes the product-bf16 row, and a value
// that only moves or combines elements the loosest row of its operands'.
std::vector<const Tolerance*> value_tolerances(const Function& f);

// The largest absolute difference of `a` and `b` (n elements each), the
// tensor's largest magnitude (of either), and whether the difference is
// within `tolerance`.
struct Difference {
  double max_abs = 0;
  double scale = 0;
  double relative() const { return scale > 0 ? max_abs / scale : (max_abs > 0 ? 1 : 0); }
  bool within(const Tolerance& t) const { return max_abs <= kNegligible || max_abs <= t.relative * scale; }
};
Difference difference(const float* a, const float* b, int64_t n);

}  // namespace netc::ir
