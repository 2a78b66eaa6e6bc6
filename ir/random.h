// The counter-based random numbers that are part of an op's meaning (today
// dropout's mask; see ir/ops.def). They are a pure function of their inputs,
// with no generator state, so every backend (and the reference evaluator in
// the tests) computes the same mask, and the backward pass can recompute a
// mask instead of storing it.
#pragma once

#include <cstdint>

namespace netc::ir {

// SplitMix64's finaliser: a bijective 64-bit mix with good avalanche.
constexpr uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A uniform number in [0, 1) with 24 bits (exact in f32), from
// (seed, step, element index).
constexpr double counter_uniform(int64_t seed, int64_t step, uint64_t index) {
  uint64_t h = mix64(static_cast<uint64_t>(seed) + 0x9e3779b97f4a7c15ULL);
  h = mix64(h ^ static_cast<uint64_t>(step));
  h = mix64(h ^ index);
  return static_cast<double>(h >> 40) * (1.0 / 16777216.0);
}

// Whether dropout keeps element `index` at runtime step `step`.
constexpr bool dropout_keep(int64_t seed, int64_t step, uint64_t index, double p) {
  return counter_uniform(seed, step, index) >= p;
}

}  // namespace netc::ir
