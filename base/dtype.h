// The element types of tensors, one enum for every layer: the compiler's IR
// (ir::TensorType) and the runtime that compiled programs link (rt::Tensor)
// name this DType, with the language's spellings. Header only, so a library
// that holds the runtime carries nothing of the compiler for it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace netc {

enum class DType : uint8_t { F32, F16, BF16, I32, I64, Bool };

// The spelling of the language: "f32", "i64", "bool".
constexpr const char* dtype_name(DType d) {
  switch (d) {
    case DType::F32: return "f32";
    case DType::F16: return "f16";
    case DType::BF16: return "bf16";
    case DType::I32: return "i32";
    case DType::I64: return "i64";
    case DType::Bool: return "bool";
  }
  return "?";
}

// The dtype spelled `name`; nullopt for any other word.
constexpr std::optional<DType> parse_dtype(std::string_view name) {
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::I32, DType::I64, DType::Bool})
    if (name == dtype_name(d)) return d;
  return std::nullopt;
}

constexpr bool is_float(DType d) { return d == DType::F32 || d == DType::F16 || d == DType::BF16; }
// The 16-bit floats: stored in 16 bits, computed as f32 where read.
constexpr bool is_half(DType d) { return d == DType::F16 || d == DType::BF16; }
// The dtype of a matrix product (or convolution) of two `d` operands:
// low-precision operands accumulate in f32 and give f32, as the CPU's bf16
// dot-product instructions and the GPU's tensor cores do.
constexpr DType product_dtype(DType d) { return d == DType::F16 || d == DType::BF16 ? DType::F32 : d; }
constexpr bool is_int(DType d) { return d == DType::I32 || d == DType::I64; }

// Bytes per element.
constexpr size_t dtype_size(DType d) {
  switch (d) {
    case DType::F32: case DType::I32: return 4;
    case DType::F16: case DType::BF16: return 2;
    case DType::I64: return 8;
    case DType::Bool: return 1;
  }
  return 4;
}

}  // namespace netc
