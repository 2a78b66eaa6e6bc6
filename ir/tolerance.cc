#include "ir/tolerance.h"

#include <algorithm>
#include <cmath>

namespace netc::ir {

const std::vector<Tolerance>& tolerance_table() {
  // Loosest last; the numbers are ten to a hundred times the largest
  // differences seen between the CPU and a GPU (and its emulator) on every
  // example (docs/parity.md).
  static const std::vector<Tolerance> table = {
      {OpFamily::Exact, "exact", 0,
       "moves and selections: parameters, constants, layout (reshape, transpose, slice, concat, to), indexing "
       "(gather, take), max, min, argmax, topk, max_pool2d"},
      {OpFamily::Elementwise, "elementwise", 1e-5,
       "arithmetic and math functions one element at a time (exp, log, tanh, erf, sigmoid, ...), dropout, cast"},
      {OpFamily::Reduction, "reduction", 1e-4,
       "sums and means, softmax, log_softmax, cumsum, avg_pool2d, scatter_add, and gradients that add (sum_to, "
       "take_grad, pooling gradients)"},
      {OpFamily::Product, "product", 1e-4,
       "matmul, conv2d and their gradients (conv2d_grad_input, conv2d_grad_weight), loops and their results "
       "(loop_result: bodies hold products)"},
  };
  return table;
}

const Tolerance& tolerance(OpFamily family) {
  for (const Tolerance& t : tolerance_table())
    if (t.family == family) return t;
  return tolerance_table().back();
}

OpFamily op_family(Op op) {
  switch (op) {
    case Op::Max:
    case Op::Min:
    case Op::Argmax:
    case Op::Topk:
    case Op::Gather:
    case Op::Take:
    case Op::TakeAlongAxis:
    case Op::MaxPool2d:
    case Op::BroadcastTo:
    case Op::GatherGrad:
    case Op::SliceGrad:
      return OpFamily::Exact;
    case Op::Softmax:
    case Op::LogSoftmax:
    case Op::Cumsum:
    case Op::ScatterAdd:
    case Op::AvgPool2d:
    case Op::SumTo:
    case Op::TakeGrad:
    case Op::MaxPool2dGrad:
    case Op::AvgPool2dGrad:
      return OpFamily::Reduction;
    case Op::Conv2d:
    case Op::Conv2dGradInput:
    case Op::Conv2dGradWeight:
    case Op::Loop:
    case Op::LoopResult:  // the loop's further results: what its body computed
      return OpFamily::Product;
    default:
      break;
  }
  switch (op_kind(op)) {
    case OpKind::Elementwise:
    case OpKind::Random:
      return OpFamily::Elementwise;
    case OpKind::Reduction:
      return OpFamily::Reduction;
    case OpKind::Product:
      return OpFamily::Product;
    default:
      return OpFamily::Exact;
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
