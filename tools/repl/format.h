// Tensor values as text, the way PyTorch prints them, so that a value in the
// REPL reads like the one a PyTorch user already knows:
//
//   tensor([[1.0000, 2.0000, 3.0000],
//           [4.0000, 5.0000, 6.0000]])
//
// Floats have 4 decimals (scientific notation when the magnitudes are too far
// apart or too large or small for that), every element of a tensor is padded
// to one width so columns line up, rows wrap at 80 columns, and a tensor of
// more than 1000 elements is summarised: each dim longer than 6 shows its
// first and last 3 items around `...`. The dtype, shape and device are not
// part of this text: the REPL prints them on the line before.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/tensor.h"

namespace netc::repl {

struct FormatOptions {
  int precision = 4;          // decimals of floats
  int64_t threshold = 1000;   // more elements than this: summarise
  int64_t edgeitems = 3;      // items kept at each end of a summarised dim
  int linewidth = 80;         // rows wrap to stay within this many columns
};

// `tensor(...)` for a dense row-major tensor of any dtype of the runtime
// (f16 and bf16 are shown through f32).
std::string format_tensor(const rt::TensorView& t, const FormatOptions& opts = {});

}  // namespace netc::repl
