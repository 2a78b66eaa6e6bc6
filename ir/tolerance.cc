#include "ir/tolerance.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace netc::ir {

const std::vector<Tolerance>& tolerance_table() {
  // Loosest last; the numbers are ten to a hundred times the largest
  // differences seen between the CPU and a GPU (and its emulator) on every
  // example (docs/parity.md).
  // A product computing in a dtype of p significant bits: the f32 product's
  // tolerance and a step (2^-p) of a term up to a 16th of the scale (ir/tolerance.h).
  constexpr double kProduct = 1e-4;
  auto low = [](int significant_bits) { return kProduct + std::ldexp(1.0, -(significant_bits + 4)); };
  static const std::vector<Tolerance> table = {
      {OpFamily::Exact, DType::F32, "exact", 0,
       "moves and selections: parameters, constants, layout (reshape, transpose, slice, concat, to), indexing "
       "(gather, take), max, min, argmax, topk, max_pool2d"},
      {OpFamily::Elementwise, DType::F32, "elementwise", 1e-5,
       "arithmetic and math functions one element at a time (exp, log, tanh, erf, sigmoid, ...), dropout, cast"},
      {OpFamily::Reduction, DType::F32, "reduction", 1e-4,
       "sums and means, softmax, log_softmax, cumsum, avg_pool2d, scatter_add, and gradients that add (sum_to, "
       "take_grad, pooling gradients)"},
      {OpFamily::Product, DType::F32, "product", kProduct,
       "matmul, conv2d and their gradients (conv2d_grad_input, conv2d_grad_weight), loops and their results "
       "(loop_result: bodies hold products)"},
      {OpFamily::Product, DType::F16, "product-f16", low(11),
       "the same of f16 operands (`precision = f16`): the product tolerance and 2^-15 of the scale, an f16 step "
       "(11 significant bits) of a term up to a 16th of it"},
      {OpFamily::Product, DType::BF16, "product-bf16", low(8),
       "the same of bf16 operands (`precision = bf16`, a layer's or a function's policy): the product tolerance "
       "and 2^-12 of the scale, a bf16 step (8 significant bits) of a term up to a 16th of it"},
  };
  return table;
}

const Tolerance& tolerance(OpFamily family, DType computes) {
  for (const Tolerance& t : tolerance_table())
    if (t.family == family && t.computes == computes) return t;
  if (computes != DType::F32) return tolerance(family);
  return tolerance_table().back();
}

DType computes_in(const Function& f, const Inst& i) {
  switch (i.op) {
    case Op::Matmul:
    case Op::Conv2d:
    case Op::Conv2dGradInput:
    case Op::Conv2dGradWeight: {
      const DType d = f.type_of(i.operands.at(0)).dtype;
      return is_half(d) ? d : DType::F32;
    }
    case Op::Loop: {
      DType lowest = DType::F32;  // bf16 has fewer significant bits than f16
      if (i.body)
        for (const Inst& b : i.body->body)
          if (DType d = computes_in(*i.body, b); d == DType::BF16 || (d == DType::F16 && lowest == DType::F32))
            lowest = d;
      return lowest;
    }
    default:
      return DType::F32;
  }
}

std::vector<OpFamily> value_families(const Function& f) {
  std::vector<OpFamily> family(f.values.size(), OpFamily::Exact);
  for (const Inst& i : f.body) {
    OpFamily own = op_family(i.op);
    if (own == OpFamily::Exact || own == OpFamily::Elementwise)
      for (ValueId v : i.operands) own = std::max(own, family.at(v));
    family.at(i.result) = own;
  }
  return family;
}

std::vector<const Tolerance*> value_tolerances(const Function& f) {
  const std::vector<Tolerance>& table = tolerance_table();
  std::vector<const Tolerance*> row(f.values.size(), &tolerance(OpFamily::Exact));
  std::map<ValueId, const Inst*> loop_of;  // a loop_result's loop, whose body computes it
  for (const Inst& i : f.body) {
    const OpFamily family = op_family(i.op);
    DType computes = computes_in(f, i);
    if (i.op == Op::LoopResult && !i.operands.empty())
      if (auto it = loop_of.find(i.operands[0]); it != loop_of.end()) computes = computes_in(f, *it->second);
    if (i.op == Op::Loop) loop_of[i.result] = &i;
    const Tolerance* own = &tolerance(family, computes);
    if (family == OpFamily::Exact || family == OpFamily::Elementwise)
      for (ValueId v : i.operands)
        if (row.at(v) - table.data() > own - table.data()) own = row.at(v);  // loosest last
    row.at(i.result) = own;
  }
  return row;
}

Difference difference(const float* a, const float* b, int64_t n) {
  Difference d;
  for (int64_t k = 0; k < n; ++k) {
    double x = a[k], y = b[k];
    if (std::isfinite(x)) d.scale = std::max(d.scale, std::abs(x));
    if (std::isfinite(y)) d.scale = std::max(d.scale, std::abs(y));
    double diff = std::abs(x - y);
    if (std::isnan(x) != std::isnan(y) || (std::isinf(x) || std::isinf(y) ? x != y : false))
      diff = INFINITY;  // a NaN or an infinity on one device only
    else if (std::isnan(x))
      diff = 0;  // NaN on both
    d.max_abs = std::max(d.max_abs, diff);
  }
  return d;
}

}  // namespace netc::ir
