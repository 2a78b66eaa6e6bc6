// SplitMix64 and the counter-based numbers made from it, written once for
// every backend. C++ compiles the functions below (ir/random.h for dropout's
// masks and random tensors, the CPU kernels, data shuffling, parameter
// initialisers); the CUDA backend's prelude is their text:
// codegen/cuda/CMakeLists.txt copies the lines between the `cuda:` markers
// into a string (splitmix::kCudaText in the generated splitmix64_cuda.h),
// with base/device_fn.h's macros spelled for CUDA. So the generators cannot
// drift apart; the text between the markers is CUDA C as well as C++.
#pragma once

#include <cstdint>

#include "base/device_fn.h"

namespace netc::splitmix {

using i64 = long long;
// cuda: begin
NETC_DEVICE_FN unsigned long long netc_mix64(unsigned long long z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
NETC_DEVICE_FN double netc_counter_uniform(i64 seed, i64 step, unsigned long long index) {
  unsigned long long h = netc_mix64((unsigned long long)seed + 0x9e3779b97f4a7c15ULL);
  h = netc_mix64(h ^ (unsigned long long)step);
  h = netc_mix64(h ^ index);
  return (double)(h >> 40) * (1.0 / 16777216.0);
}
NETC_DEVICE_FN unsigned long long netc_splitmix(unsigned long long z) {
  z += 0x9e3779b97f4a7c15ULL;
  return netc_mix64(z);
}
NETC_DEVICE_FN double netc_uniform01(i64 seed, i64 step, i64 i, unsigned long long stream) {
  unsigned long long z = netc_splitmix(netc_splitmix(netc_splitmix((unsigned long long)seed) ^ (unsigned long long)step) ^
                                       (unsigned long long)i ^ stream);
  return ((double)(z >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}
// cuda: end

// SplitMix64's increment (the golden ratio in 64 bits): the k-th number of
// the generator seeded with s is netc_mix64(s + k * kGamma).
inline constexpr uint64_t kGamma = 0x9e3779b97f4a7c15ULL;
static_assert(netc_splitmix(0) == netc_mix64(kGamma));
// The reference generator's first outputs seeded with 0.
static_assert(netc_splitmix(0) == 0xe220a8397b1dcdafULL);

}  // namespace netc::splitmix
