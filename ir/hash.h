// The one stable hash of netc: FNV-1a over bytes, 64 bits. The same text
// gives the same value on every machine and in every build, so it keys what
// is stored (checkpoint fingerprints, the NVRTC disk cache, a library's
// kernel images) and seeds parameter streams.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace netc {

constexpr uint64_t kFnv1aOffset = 1469598103934665603ULL;

// Continues hash `h` over `bytes`: fnv1a64(a + b) == fnv1a64(b, fnv1a64(a)).
inline uint64_t fnv1a64(std::string_view bytes, uint64_t h = kFnv1aOffset) {
  for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ULL;
  return h;
}

// 16 lower-case hex digits.
inline std::string hex64(uint64_t h) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

}  // namespace netc
