// The counter-based random numbers that are part of an op's meaning (today
// dropout's mask; see ir/ops.def). They are a pure function of their inputs,
// with no generator state, so every backend (and the reference evaluator in
// the tests) computes the same mask, and the backward pass can recompute a
// mask instead of storing it.
#pragma once

#include <cstdint>

#include "base/splitmix64.h"

namespace netc::ir {

// SplitMix64's finaliser: a bijective 64-bit mix with good avalanche.
constexpr uint64_t mix64(uint64_t z) { return splitmix::netc_mix64(z); }

// The numbers of (seed, step): what every element's number starts from.
constexpr uint64_t counter_stream(int64_t seed, int64_t step) {
  return mix64(splitmix::netc_splitmix(static_cast<uint64_t>(seed)) ^ static_cast<uint64_t>(step));
}
// Element `index`'s number of a stream, as 24 bits: k of k / 2^24.
constexpr uint64_t counter_bits(uint64_t stream, uint64_t index) { return mix64(stream ^ index) >> 40; }

// A uniform number in [0, 1) with 24 bits (exact in f32), from
// (seed, step, element index).
constexpr double counter_uniform(int64_t seed, int64_t step, uint64_t index) {
  return splitmix::netc_counter_uniform(seed, step, index);
}
// The CPU kernels draw a stream once and its elements' bits from it: the
// same numbers.
static_assert(counter_uniform(7, 3, 11) == static_cast<double>(counter_bits(counter_stream(7, 3), 11)) / 16777216.0);
static_assert(counter_uniform(-1, 0, 0) == static_cast<double>(counter_bits(counter_stream(-1, 0), 0)) / 16777216.0);

// Dropout with probability p keeps an element whose 24 bits are at least
// this: k / 2^24 >= p exactly when k >= ceil(p * 2^24) (a product by a
// power of two, exact).
constexpr uint64_t dropout_threshold(double p) {
  double t = p * 16777216.0;
  if (!(t > 0)) return 0;
  uint64_t k = static_cast<uint64_t>(t);
  return static_cast<double>(k) < t ? k + 1 : k;
}

// The seed a loop's body runs with at its step `t` (ir/ir.h, "Loops"), from
// the seed it was given: each step draws its own dropout masks, as a layer
// called once per step does in PyTorch, and the backward pass's loop, which
// runs step t again, draws step t's. Every backend and the reference
// evaluator pass it on (the CUDA executor as a launch's seed offset).
constexpr uint64_t kLoopSeedStride = 0x9E3779B97F4A7C15ull;  // seed + (t + 1) * this, wrapping
constexpr int64_t loop_step_seed(int64_t seed, int64_t t) {
  return static_cast<int64_t>(static_cast<uint64_t>(seed) + (static_cast<uint64_t>(t) + 1) * kLoopSeedStride);
}

// Whether dropout keeps element `index` at runtime step `step`.
constexpr bool dropout_keep(int64_t seed, int64_t step, uint64_t index, double p) {
  return counter_uniform(seed, step, index) >= p;
}

}  // namespace netc::ir
