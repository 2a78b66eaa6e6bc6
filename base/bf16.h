// bfloat16 as netc stores it, the top 16 bits of an f32, and rounds to it:
// to nearest, ties to even; a NaN stays a quiet NaN of its sign. One
// definition for the runtime's conversions (runtime/tensor.h), the
// reference interpreter's rounding (ir/interpret.h), the CPU kernels and
// the CUDA backend's kernels (the lines between the `cuda:` markers are their
// text: base/device_fn.h); generated CPU code does the same integer
// arithmetic (codegen/cpu/lower.cc).
#pragma once

#include <cstdint>

#include "base/device_fn.h"

namespace netc {

// cuda: begin
NETC_DEVICE_FN uint16_t bf16_bits(float f) {
  uint32_t x = NETC_FLOAT_BITS(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((x >> 16) | 0x40u);  // quiet NaN
  x += 0x7fffu + ((x >> 16) & 1u);  // to nearest, ties to even
  return static_cast<uint16_t>(x >> 16);
}
NETC_DEVICE_FN float bf16_value(uint16_t b) { return NETC_BITS_FLOAT(static_cast<uint32_t>(b) << 16); }
NETC_DEVICE_FN float round_to_bf16(float f) { return bf16_value(bf16_bits(f)); }
// cuda: end

static_assert(bf16_bits(1.0f) == 0x3f80 && bf16_value(0x3f80) == 1.0f);
static_assert(round_to_bf16(1.00390625f) == 1.0f);       // a tie: to even (down)
static_assert(round_to_bf16(1.01171875f) == 1.015625f);  // a tie: to even (up)

}  // namespace netc
