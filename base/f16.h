// IEEE half (f16) as netc stores it: 1 sign, 5 exponent and 10 mantissa
// bits, with subnormals; rounded to nearest, ties to even; a value beyond
// the largest half (65504) becomes an infinity; a NaN stays a quiet NaN of
// its sign. One definition for the runtime's conversions (runtime/tensor.h),
// the reference interpreter's rounding (ir/interpret.h) and the CUDA
// backend's kernels (the lines between the `cuda:` markers are their text:
// base/device_fn.h); generated CPU code converts with the CPU's own
// instructions (F16C), which round alike.
#pragma once

#include <cstdint>

#include "base/device_fn.h"

namespace netc {

// cuda: begin
NETC_DEVICE_FN uint16_t f16_bits(float f) {
  uint32_t x = NETC_FLOAT_BITS(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t mant = x & 0x7fffffu;
  int32_t exp = static_cast<int32_t>((x >> 23) & 0xffu);
  if (exp == 0xff) return static_cast<uint16_t>(sign | 0x7c00u | (mant ? 0x200u | (mant >> 13) : 0u));
  int32_t e = exp - 127 + 15;
  if (e >= 0x1f) return static_cast<uint16_t>(sign | 0x7c00u);  // overflow: infinity
  if (e <= 0) {                                                  // subnormal half or zero
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000u;
    int shift = 14 - e;
    uint32_t h = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (h & 1u))) ++h;
    return static_cast<uint16_t>(sign | h);
  }
  uint32_t h = sign | (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fffu;
  // A carry out of the mantissa correctly bumps the exponent (up to infinity).
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) ++h;
  return static_cast<uint16_t>(h);
}
NETC_DEVICE_FN float f16_value(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else {  // subnormal: normalise
      int e = -1;
      do {
        mant <<= 1;
        ++e;
      } while (!(mant & 0x400u));
      bits = sign | (static_cast<uint32_t>(127 - 15 - e) << 23) | ((mant & 0x3ffu) << 13);
    }
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  return NETC_BITS_FLOAT(bits);
}
NETC_DEVICE_FN float round_to_f16(float f) { return f16_value(f16_bits(f)); }
// cuda: end

static_assert(f16_bits(1.0f) == 0x3c00 && f16_value(0x3c00) == 1.0f);
static_assert(f16_bits(65504.0f) == 0x7bff && f16_bits(65520.0f) == 0x7c00);  // the largest half; infinity
static_assert(round_to_f16(1.00048828125f) == 1.0f);                             // a tie: to even (down)

}  // namespace netc
