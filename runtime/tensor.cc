// Host tensors: shapes as text, half/bfloat16 conversion and aligned storage.
#include "runtime/tensor.h"

#include "base/bf16.h"
#include "base/f16.h"

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

uint16_t f32_to_f16(float f) { return netc::f16_bits(f); }

float f16_to_f32(uint16_t h) { return netc::f16_value(h); }

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
