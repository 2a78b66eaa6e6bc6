// Host tensors: shapes as text, half/bfloat16 conversion and aligned storage.
#include "runtime/tensor.h"

#include "base/bf16.h"

#include <unistd.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace netc::rt {

std::string shape_str(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

std::string type_str(DType d, const std::vector<int64_t>& shape) {
  return std::string(dtype_name(d)) + shape_str(shape);
}

std::optional<int64_t> checked_numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return std::nullopt;
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) return std::nullopt;
    n *= d;
  }
  return n;
}

uint16_t f32_to_f16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
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

float f16_to_f32(uint16_t h) {
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
  return std::bit_cast<float>(bits);
}

uint16_t f32_to_bf16(float f) { return netc::bf16_bits(f); }

float bf16_to_f32(uint16_t b) { return netc::bf16_value(b); }

void Tensor::Free::operator()(void* p) const { std::free(p); }

size_t Tensor::row_bytes() const {
  if (shape_.empty() || shape_[0] == 0) return 0;
  return nbytes() / static_cast<size_t>(shape_[0]);
}

Expected<Tensor> Tensor::create(DType dtype, std::vector<int64_t> shape) {
  std::optional<int64_t> n = checked_numel(shape);
  if (!n || static_cast<uint64_t>(*n) > std::numeric_limits<size_t>::max() / 8)
    return Status::error("cannot create a tensor of type " + type_str(dtype, shape) +
                         ": the shape has a negative dimension or is too large");
  size_t bytes = static_cast<size_t>(*n) * dtype_size(dtype);
  // aligned_alloc wants a multiple of the alignment; never ask for 0 bytes, so
  // data() is never null and callers need no special case.
  size_t alloc = (bytes + kTensorAlignment - 1) / kTensorAlignment * kTensorAlignment;
  if (alloc == 0) alloc = kTensorAlignment;
  void* p = std::aligned_alloc(kTensorAlignment, alloc);
  if (!p)
    return Status::error("cannot create a tensor of type " + type_str(dtype, shape) + ": out of memory (" +
                         std::to_string(bytes) + " bytes)");
  std::memset(p, 0, alloc);
  Tensor t;
  t.dtype_ = dtype;
  t.shape_ = std::move(shape);
  t.numel_ = *n;
  t.buffer_.reset(p);
  return t;
}

// The memory this process can ever have: the machine's, or less under a
// cgroup (v2) limit; 0 when unknown.
uint64_t memory_limit() {
  long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
  uint64_t limit = pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) : 0;
  if (std::FILE* f = std::fopen("/sys/fs/cgroup/memory.max", "r")) {
    unsigned long long v = 0;
    if (std::fscanf(f, "%llu", &v) == 1 && v > 0 && (limit == 0 || v < limit)) limit = v;  // "max": no limit
    std::fclose(f);
  }
  return limit;
}

std::string NonFinite::str() const {
  return "element " + std::to_string(index) + " is " + (std::isnan(value) ? "NaN" : value > 0 ? "+inf" : "-inf");
}

std::optional<NonFinite> first_non_finite(const Tensor& t) {
  if (!is_float(t.dtype())) return std::nullopt;
  for (int64_t i = 0; i < t.numel(); ++i) {
    float v = t.dtype() == DType::F32   ? t.data_as<float>()[i]
              : t.dtype() == DType::F16 ? f16_to_f32(t.data_as<uint16_t>()[i])
                                        : bf16_to_f32(t.data_as<uint16_t>()[i]);
    if (!std::isfinite(v)) return NonFinite{i, v};
  }
  return std::nullopt;
}

}  // namespace netc::rt
