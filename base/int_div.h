// Integer division as netc defines it (docs/language.md), written once for
// every backend: floor division, as Python's `//` and a size's `/`; by zero
// 0 and MIN / -1 MIN (wrapped), so that no value traps. The reference
// evaluator calls it, the CPU backend emits the same steps in LLVM IR
// (codegen/cpu/scalar_ir.cc), and the CUDA prelude is its text
// (codegen/cuda/CMakeLists.txt copies the lines between the `cuda:`
// markers, as for splitmix64.h).
#pragma once

#include "base/device_fn.h"

namespace netc::int_div {

// cuda: begin
NETC_DEVICE_FN long long netc_floor_div(long long a, long long b) {
  if (b == 0) return 0;
  if (b == -1) return (long long)(0ULL - (unsigned long long)a);
  long long q = a / b, r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}
// cuda: end

}  // namespace netc::int_div
