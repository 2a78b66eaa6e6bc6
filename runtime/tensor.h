// Host tensors of libnetrt: a dtype, a shape and an owned, 64-byte aligned
// buffer (aligned so vectorised kernels and DMA to a device can use it as is).
// Its DType is base/dtype.h's, the compiler's too: the runtime, linked into
// user programs, depends on none of the compiler's libraries.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/dtype.h"
#include "base/status.h"

namespace netc::rt {

using netc::DType;
using netc::dtype_name;
using netc::dtype_size;
using netc::is_float;
using netc::parse_dtype;

// "f32[128, 784]"; "i64[]" for a scalar.
std::string type_str(DType d, const std::vector<int64_t>& shape);
std::string shape_str(const std::vector<int64_t>& shape);  // "[128, 784]"

// The number of elements of a shape; nullopt when a dimension is negative or
// the product does not fit in int64 (so callers reject hostile headers).
std::optional<int64_t> checked_numel(const std::vector<int64_t>& shape);

// IEEE half and bfloat16 conversions, round to nearest even.
uint16_t f32_to_f16(float f);
float f16_to_f32(uint16_t h);
uint16_t f32_to_bf16(float f);
float bf16_to_f32(uint16_t b);

inline constexpr size_t kTensorAlignment = 64;

// A non-owning description of tensor data, e.g. for writing a checkpoint
// from memory that a Tensor does not own.
struct TensorView {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  const void* data = nullptr;
  size_t nbytes = 0;
};

class Tensor {
 public:
  Tensor() = default;  // an empty f32[0]
  // Allocates zero-filled storage; fails on a negative dimension, overflow or
  // when memory cannot be had.
  static Expected<Tensor> create(DType dtype, std::vector<int64_t> shape);

  DType dtype() const { return dtype_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  int64_t numel() const { return numel_; }
  size_t nbytes() const { return static_cast<size_t>(numel_) * dtype_size(dtype_); }
  // Bytes of one slice along the first axis (one example of a data set).
  size_t row_bytes() const;

  void* data() { return buffer_.get(); }
  const void* data() const { return buffer_.get(); }
  template <class T>
  T* data_as() { return static_cast<T*>(data()); }
  template <class T>
  const T* data_as() const { return static_cast<const T*>(data()); }

  TensorView view() const { return TensorView{dtype_, shape_, data(), nbytes()}; }

 private:
  struct Free {
    void operator()(void* p) const;
  };
  DType dtype_ = DType::F32;
  std::vector<int64_t> shape_{0};
  int64_t numel_ = 0;
  std::unique_ptr<void, Free> buffer_;
};

// The memory this process can ever have: the machine's, or less under a
// cgroup (v2) limit; 0 when unknown. What a load or a re-run is checked
// against before it allocates.
uint64_t memory_limit();

// The first element of a floating-point tensor that is NaN or infinite (none
// for integer and bool tensors): what --resume, --init-from, `netc export`
// and the IDX loader refuse, each naming the tensor or file it came from.
struct NonFinite {
  int64_t index = 0;
  float value = 0;
  std::string str() const;  // "element 4 is NaN", "... is +inf"
};
std::optional<NonFinite> first_non_finite(const Tensor& t);

}  // namespace netc::rt
