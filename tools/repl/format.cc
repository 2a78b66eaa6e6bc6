// PyTorch's tensor printing (torch/_tensor_str.py) redone for netc's dtypes:
// one formatter is chosen from the elements that will be shown, then the
// nested brackets are written with PyTorch's indentation and line breaks.
#include "tools/repl/format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

namespace netc::repl {
namespace {

double float_at(const rt::TensorView& t, int64_t i) {
  const auto* p = static_cast<const char*>(t.data);
  switch (t.dtype) {
    case rt::DType::F32: {
      float v;
      std::memcpy(&v, p + i * 4, 4);
      return v;
    }
    case rt::DType::F16:
    case rt::DType::BF16: {
      uint16_t h;
      std::memcpy(&h, p + i * 2, 2);
      return t.dtype == rt::DType::F16 ? rt::f16_to_f32(h) : rt::bf16_to_f32(h);
    }
    default: return 0;
  }
}

int64_t int_at(const rt::TensorView& t, int64_t i) {
  const auto* p = static_cast<const char*>(t.data);
  if (t.dtype == rt::DType::I32) {
    int32_t v;
    std::memcpy(&v, p + i * 4, 4);
    return v;
  }
  int64_t v;
  std::memcpy(&v, p + i * 8, 8);
  return v;
}

bool bool_at(const rt::TensorView& t, int64_t i) { return static_cast<const unsigned char*>(t.data)[i] != 0; }

class Printer {
 public:
  Printer(const rt::TensorView& t, const FormatOptions& o) : t_(t), o_(o) {
    numel_ = 1;
    for (int64_t d : t.shape) numel_ *= d;
    summarize_ = numel_ > o.threshold;
    // Like PyTorch, the style and the width come from the shown elements
    // only: a summarised tensor is not scanned in full.
    std::vector<int64_t> shown;
    collect(0, 0, shown);
    choose_style(shown);
    for (int64_t i : shown) width_ = std::max(width_, raw(i).size());
  }

  std::string str() {
    if (t_.shape.empty()) return "tensor(" + raw(0) + ")";
    return "tensor(" + block(0, 0, 7) + ")";  // 7 = strlen("tensor(")
  }

 private:
  bool cut(size_t dim) const { return summarize_ && t_.shape[dim] > 2 * o_.edgeitems; }

  int64_t stride(size_t dim) const {
    int64_t s = 1;
    for (size_t d = dim + 1; d < t_.shape.size(); ++d) s *= t_.shape[d];
    return s;
  }

  // The indices along `dim` that are shown (-1 stands for the `...`).
  std::vector<int64_t> items(size_t dim) const {
    std::vector<int64_t> out;
    int64_t n = t_.shape[dim];
    if (!cut(dim)) {
      for (int64_t k = 0; k < n; ++k) out.push_back(k);
      return out;
    }
    for (int64_t k = 0; k < o_.edgeitems; ++k) out.push_back(k);
    out.push_back(-1);
    for (int64_t k = n - o_.edgeitems; k < n; ++k) out.push_back(k);
    return out;
  }

  void collect(size_t dim, int64_t offset, std::vector<int64_t>& out) const {
    if (dim == t_.shape.size()) {
      out.push_back(offset);
      return;
    }
    for (int64_t k : items(dim))
      if (k >= 0) collect(dim + 1, offset + k * stride(dim), out);
  }

  void choose_style(const std::vector<int64_t>& shown) {
    if (!rt::is_float(t_.dtype)) return;
    double lo = INFINITY, hi = 0;
    for (int64_t i : shown) {
      double v = std::fabs(float_at(t_, i));
      if (!std::isfinite(v) || v == 0) continue;
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
    // PyTorch's rule: fixed point unless that would hide the small values
    // or print very long numbers.
    if (hi > 0) sci_ = hi / lo > 1000.0 || hi > 1e8 || lo < 1e-4;
  }

  std::string raw(int64_t i) const {
    char buf[64];
    switch (t_.dtype) {
      case rt::DType::Bool: return bool_at(t_, i) ? "True" : "False";
      case rt::DType::I32:
      case rt::DType::I64: return std::to_string(int_at(t_, i));
      default: break;
    }
    double v = float_at(t_, i);
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    std::snprintf(buf, sizeof buf, sci_ ? "%.*e" : "%.*f", o_.precision, v);
    return buf;
  }

  std::string element(int64_t i) const {
    std::string s = raw(i);
    return std::string(width_ > s.size() ? width_ - s.size() : 0, ' ') + s;
  }

  // The brackets of dims dim.. of the sub-tensor at `offset`, whose first
  // character is at column `indent`.
  std::string block(size_t dim, int64_t offset, int indent) const {
    std::string out = "[";
    size_t rank = t_.shape.size();
    if (dim + 1 == rank) {
      std::vector<std::string> data;
      for (int64_t k : items(dim)) data.push_back(k < 0 ? " ..." : element(offset + k));
      int per_line = std::max(1, (o_.linewidth - indent) / static_cast<int>(width_ + 2));
      for (size_t j = 0; j < data.size(); ++j) {
        if (j > 0) out += j % per_line == 0 ? ",\n" + std::string(indent + 1, ' ') : ", ";
        out += data[j];
      }
      return out + "]";
    }
    std::string sep = "," + std::string(rank - dim - 1, '\n') + std::string(indent + 1, ' ');
    bool first = true;
    for (int64_t k : items(dim)) {
      if (!first) out += sep;
      first = false;
      out += k < 0 ? "..." : block(dim + 1, offset + k * stride(dim), indent + 1);
    }
    return out + "]";
  }

  const rt::TensorView& t_;
  const FormatOptions& o_;
  int64_t numel_ = 1;
  bool summarize_ = false;
  bool sci_ = false;
  size_t width_ = 0;
};

}  // namespace

std::string format_tensor(const rt::TensorView& t, const FormatOptions& opts) {
  for (int64_t d : t.shape)
    if (d == 0) return "tensor([], size=" + rt::shape_str(t.shape) + ")";
  return Printer(t, opts).str();
}

}  // namespace netc::repl
