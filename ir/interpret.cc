// The reference interpreter (see interpret.h). Each op is a direct loop
// over its definition; clarity over speed everywhere.
#include "ir/interpret.h"

#include "base/bf16.h"
#include "base/f16.h"

#include "ir/elementwise.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <numbers>
#include <stdexcept>

#include "ir/infer.h"
#include "ir/random.h"

namespace netc::ir::interp {

using ir::Op;

size_t Tensor::numel() const {
  size_t n = 1;
  for (int64_t d : shape) n *= static_cast<size_t>(d);
  return n;
}

Tensor Tensor::filled(std::vector<int64_t> shape, double value, ir::DType dtype) {
  Tensor t{std::move(shape), {}, dtype};
  t.data.assign(t.numel(), value);
  return t;
}

std::vector<int64_t> concrete_shape(const ir::TensorType& t, const std::map<std::string, int64_t>& dim_bindings) {
  std::map<std::string, ir::Dim> b;
  for (const auto& [name, value] : dim_bindings) b[name] = ir::Dim(value);
  std::vector<int64_t> out;
  for (const ir::Dim& d : t.shape) {
    ir::Dim c = d.substitute(b);
    if (!c.is_constant()) throw std::runtime_error("dimension `" + d.str() + "` is not bound");
    out.push_back(c.value());
  }
  return out;
}

namespace {

[[noreturn]] void fail(const std::string& msg) { throw std::runtime_error(msg); }

std::string shape_str(const std::vector<int64_t>& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + "]";
}

double attr_double(const ir::Attrs& attrs, const std::string& name, double dflt) {
  auto it = attrs.find(name);
  if (it == attrs.end()) return dflt;
  if (auto* d = std::get_if<double>(&it->second)) return *d;
  if (auto* i = std::get_if<int64_t>(&it->second)) return static_cast<double>(*i);
  if (auto* b = std::get_if<bool>(&it->second)) return *b ? 1.0 : 0.0;
  return dflt;
}

std::vector<int64_t> strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
  return s;
}

size_t axis_of(int64_t a, size_t rank) { return static_cast<size_t>(a < 0 ? a + static_cast<int64_t>(rank) : a); }

// For every element of `out`, the element of `in` it reads when `in` is
// broadcast to `out` (numpy rules, aligned from the right).
std::vector<size_t> broadcast_map(const std::vector<int64_t>& out, const std::vector<int64_t>& in) {
  if (in.size() > out.size()) fail("cannot broadcast " + shape_str(in) + " to " + shape_str(out));
  const size_t lead = out.size() - in.size();
  const std::vector<int64_t> in_strides = strides(in);
  size_t n = 1;
  for (int64_t d : out) n *= static_cast<size_t>(d);
  std::vector<size_t> map(n, 0);
  std::vector<int64_t> idx(out.size(), 0);
  for (size_t flat = 0; flat < n; ++flat) {
    size_t src = 0;
    for (size_t i = 0; i < in.size(); ++i) {
      int64_t d = in[i];
      if (d != 1 && d != out[lead + i]) fail("cannot broadcast " + shape_str(in) + " to " + shape_str(out));
      if (d != 1) src += static_cast<size_t>(idx[lead + i] * in_strides[i]);
    }
    map[flat] = src;
    for (size_t i = out.size(); i-- > 0;) {  // next multi-index
      if (++idx[i] < out[i]) break;
      idx[i] = 0;
    }
  }
  return map;
}

double round_to(ir::DType dt, double v) {
  if (dt == ir::DType::Bool) return v != 0.0 ? 1.0 : 0.0;
  if (ir::is_int(dt)) return std::trunc(v);
  return v;
}

// A floating result as its dtype holds it: what overflows there overflows
// here too.
void round_as_typed(Tensor& t) {
  if (t.dtype == ir::DType::Bool || ir::is_int(t.dtype)) return;
  if (t.dtype == ir::DType::BF16)
    for (double& v : t.data) v = static_cast<double>(round_to_bf16(static_cast<float>(v)));
  else if (t.dtype == ir::DType::F16)
    for (double& v : t.data) v = static_cast<double>(round_to_f16(static_cast<float>(v)));
  else
    for (double& v : t.data) v = static_cast<double>(static_cast<float>(v));
}

class Evaluator {
 public:
  Evaluator(const ir::Function& f, const std::map<std::string, Tensor>& params,
            const std::map<std::string, int64_t>& dims, int64_t step, Precision precision = Precision::Exact,
            const Observer* observe = nullptr, int64_t seed = 0)
      : f_(f), params_(params), dims_(dims), step_(step), precision_(precision), observe_(observe),
        values_(f.values.size()), seed_(seed) {}

  std::vector<Tensor> run(const std::vector<Tensor>& inputs) {
    if (inputs.size() != f_.params.size())
      fail("@" + f_.name + " takes " + std::to_string(f_.params.size()) + " inputs, not " + std::to_string(inputs.size()));
    for (size_t i = 0; i < inputs.size(); ++i) {
      check_shape(inputs[i], f_.params[i], "input " + std::to_string(i));
      values_[f_.params[i]] = inputs[i];
    }
    for (const ir::Inst& inst : f_.body) {
      Tensor r;
      try {
        r = eval(inst);
      } catch (IndexOutOfRange& e) {
        if (!e.inst) e.inst = &inst;  // the innermost: a loop's body's own
        throw;
      }
      r.dtype = f_.type_of(inst.result).dtype;
      check_shape(r, inst.result, std::string("the result of `") + ir::op_name(inst.op) + "`");
      if (precision_ == Precision::AsTyped) round_as_typed(r);
      values_[inst.result] = std::move(r);
      if (observe_) {
        std::vector<const Tensor*> operands;
        for (ir::ValueId v : inst.operands) operands.push_back(&values_[v]);
        if (!(*observe_)(inst, operands, values_[inst.result])) return {};
      }
    }
    std::vector<Tensor> out;
    for (ir::ValueId v : f_.results) out.push_back(values_[v]);
    return out;
  }

 private:
  const ir::Function& f_;
  const std::map<std::string, Tensor>& params_;
  const std::map<std::string, int64_t>& dims_;
  int64_t step_;
  Precision precision_;
  const Observer* observe_;
  std::vector<Tensor> values_;
  int64_t seed_;  // added to random ops' seeds: a loop body's step's (ir::loop_step_seed)
  std::map<ir::ValueId, std::vector<Tensor>> loop_results_;  // every result of each loop run

  std::vector<int64_t> shape_of(ir::ValueId v) const { return concrete_shape(f_.type_of(v), dims_); }

  void check_shape(const Tensor& t, ir::ValueId v, const std::string& what) const {
    std::vector<int64_t> want = shape_of(v);
    if (t.shape != want || t.data.size() != t.numel())
      fail(what + " is " + shape_str(t.shape) + " but the IR says " + shape_str(want));
  }

  const Tensor& in(const ir::Inst& inst, size_t i) const { return values_[inst.operands[i]]; }

  Tensor eval(const ir::Inst& inst) {
    const std::vector<int64_t> shape = shape_of(inst.result);
    const ir::DType dt = f_.type_of(inst.result).dtype;
    Tensor out = Tensor::filled(shape, 0.0, dt);
    if (ir::op_kind(inst.op) == ir::OpKind::Elementwise) return elementwise(inst, out);
    if (ir::op_kind(inst.op) == ir::OpKind::Reduction) return reduce(inst, out);
    switch (inst.op) {
      case Op::Param: {
        const std::string& name = std::get<std::string>(inst.attrs.at("name"));
        auto it = params_.find(name);
        if (it == params_.end()) fail("no value for parameter `" + name + "`");
        return it->second;
      }
      case Op::Arange:
        for (size_t k = 0; k < out.data.size(); ++k)
          out.data[k] = round_to(dt, attr_double(inst.attrs, "start", 0.0) + static_cast<double>(k) * attr_double(inst.attrs, "step", 1.0));
        return out;
      case Op::Constant: std::fill(out.data.begin(), out.data.end(), attr_double(inst.attrs, "value", 0.0)); return out;
      case Op::Zeros: return out;
      case Op::Ones: std::fill(out.data.begin(), out.data.end(), 1.0); return out;
      case Op::Uniform: {
        double lo = attr_double(inst.attrs, "low", 0.0), hi = attr_double(inst.attrs, "high", 1.0);
        for (size_t i = 0; i < out.data.size(); ++i) out.data[i] = lo + (hi - lo) * ir::counter_uniform(inst.result, 0, i);
        return out;
      }
      case Op::Normal: {  // Box-Muller on two counter-based uniforms
        double mean = attr_double(inst.attrs, "mean", 0.0), sd = attr_double(inst.attrs, "std", 1.0);
        for (size_t i = 0; i < out.data.size(); ++i) {
          double u1 = 1.0 - ir::counter_uniform(inst.result, 0, 2 * i), u2 = ir::counter_uniform(inst.result, 0, 2 * i + 1);
          out.data[i] = mean + sd * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
        }
        return out;
      }
      case Op::To: case Op::Reshape: case Op::ReplicaMean: out.data = in(inst, 0).data; return out;
      case Op::Dropout: {
        double p = attr_double(inst.attrs, "p", 0.5);
        int64_t seed = ir::attr_int(inst.attrs, "seed", 0);
        for (size_t i = 0; i < out.data.size(); ++i)
          out.data[i] = ir::dropout_keep(seed_ + seed, step_, i, p) ? in(inst, 0).data[i] / (1.0 - p) : 0.0;
        return out;
      }
      case Op::Matmul: return matmul(in(inst, 0), in(inst, 1), out);
      case Op::Transpose: return transpose(inst, out);
      case Op::Slice: return slice(in(inst, 0), out, inst, false);
      case Op::SliceGrad: return slice(in(inst, 0), out, inst, true);
      case Op::Concat: return concat(inst, out);
      case Op::Argmax: return argmax(inst, out);
      case Op::Softmax: case Op::LogSoftmax: return softmax(inst, out);
      case Op::Cumsum: return cumsum(inst, out);
      case Op::Topk: return topk(inst, out);
      case Op::Gather: {  // x[R, C], idx[R] -> [R]
        const Tensor& x = in(inst, 0);
        const int64_t c = x.shape.back();
        for (size_t r = 0; r < out.data.size(); ++r) out.data[r] = x.data[r * c + index(in(inst, 1).data[r], c)];
        return out;
      }
      case Op::GatherGrad: {  // g[R], idx[R] -> [R, C]
        const int64_t c = shape.back();
        for (size_t r = 0; r < in(inst, 0).data.size(); ++r)
          out.data[r * c + index(in(inst, 1).data[r], c)] += in(inst, 0).data[r];
        return out;
      }
      case Op::Take: {  // table[V, D], idx[S] -> [S, D]
        const Tensor& t = in(inst, 0);
        const int64_t v = t.shape[0], d = t.shape[1];
        for (size_t s = 0; s < in(inst, 1).data.size(); ++s) {
          size_t row = index(in(inst, 1).data[s], v);
          for (int64_t j = 0; j < d; ++j) out.data[s * d + j] = t.data[row * d + j];
        }
        return out;
      }
      case Op::TakeGrad: {  // g[S, D], idx[S] -> [V, D]
        const int64_t v = shape[0], d = shape[1];
        for (size_t s = 0; s < in(inst, 1).data.size(); ++s) {
          size_t row = index(in(inst, 1).data[s], v);
          for (int64_t j = 0; j < d; ++j) out.data[row * d + j] += in(inst, 0).data[s * d + j];
        }
        return out;
      }
      case Op::TakeAlongAxis: case Op::ScatterAdd: return along_indices(inst, out);
      case Op::SumTo: {
        auto map = broadcast_map(in(inst, 0).shape, shape);
        for (size_t i = 0; i < map.size(); ++i) out.data[map[i]] += in(inst, 0).data[i];
        return out;
      }
      case Op::IfTraining:  // what ir::differentiate differentiates: the training form (ir::for_training)
      case Op::BroadcastTo: {
        const Tensor& x = in(inst, inst.op == Op::IfTraining && ir::is_frozen(inst.attrs) ? 1 : 0);
        auto map = broadcast_map(shape, x.shape);
        for (size_t i = 0; i < map.size(); ++i) out.data[i] = x.data[map[i]];
        return out;
      }
      case Op::Loop: return loop(inst);
      case Op::LoopResult: return loop_results_.at(inst.operands[0]).at(static_cast<size_t>(ir::attr_int(inst.attrs, "index", 0)));
      case Op::Conv2d: case Op::Conv2dGradInput: case Op::Conv2dGradWeight: return conv(inst, out);
      case Op::MaxPool2d: case Op::AvgPool2d: case Op::MaxPool2dGrad: case Op::AvgPool2dGrad: return pool(inst, out);
      default: break;
    }
    fail(std::string("the reference evaluator has no rule for `") + ir::op_name(inst.op) + "`");
  }

  static size_t index(double v, int64_t bound) {
    if (v < 0 || v >= static_cast<double>(bound))
      throw IndexOutOfRange("index " + std::to_string(static_cast<int64_t>(v)) + " is out of range [0, " +
                                std::to_string(bound) + ")",
                            static_cast<int64_t>(v), bound);
    return static_cast<size_t>(v);
  }

  // An elementwise op: its formula (ir/ops.def) on each element, rounded
  // to the result's dtype.
  Tensor elementwise(const ir::Inst& inst, Tensor& out) {
    const ir::ElementwiseRule& rule = *ir::elementwise_rule(inst.op);
    std::vector<std::vector<size_t>> maps;
    for (size_t k = 0; k < inst.operands.size(); ++k) maps.push_back(broadcast_map(out.shape, in(inst, k).shape));
    ir::DoubleScalar b;
    b.integer = !inst.operands.empty() && ir::is_int(in(inst, 0).dtype);
    std::vector<double> x(inst.operands.size());
    for (size_t i = 0; i < out.data.size(); ++i) {
      for (size_t k = 0; k < x.size(); ++k) x[k] = in(inst, k).data[maps[k][i]];
      out.data[i] = round_to(out.dtype, ir::evaluate(b, rule.value, x));
    }
    return out;
  }

  // [..., m, k] x [..., k, n] with broadcast batch dims.
  Tensor matmul(const Tensor& a, const Tensor& b, Tensor& out) {
    const size_t r = out.shape.size();
    const int64_t m = out.shape[r - 2], n = out.shape[r - 1], k = a.shape.back();
    std::vector<int64_t> batch(out.shape.begin(), out.shape.end() - 2);
    std::vector<int64_t> ab(a.shape.begin(), a.shape.end() - 2), bb(b.shape.begin(), b.shape.end() - 2);
    auto ma = broadcast_map(batch, ab), mb = broadcast_map(batch, bb);
    for (size_t p = 0; p < ma.size(); ++p)
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
          double s = 0;
          for (int64_t t = 0; t < k; ++t) s += a.data[ma[p] * m * k + i * k + t] * b.data[mb[p] * k * n + t * n + j];
          out.data[p * m * n + i * n + j] = s;
        }
    return out;
  }

  Tensor transpose(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    const size_t r = x.shape.size();
    std::vector<int64_t> perm = ir::attr_ints(inst.attrs, "perm");
    if (perm.empty()) {
      for (size_t i = 0; i < r; ++i) perm.push_back(static_cast<int64_t>(i));
      std::swap(perm[r - 1], perm[r - 2]);
    }
    const std::vector<int64_t> xs = strides(x.shape);
    std::vector<int64_t> idx(r, 0);
    for (size_t flat = 0; flat < out.data.size(); ++flat) {
      size_t src = 0;
      for (size_t i = 0; i < r; ++i) src += static_cast<size_t>(idx[i] * xs[axis_of(perm[i], r)]);
      out.data[flat] = x.data[src];
      for (size_t i = r; i-- > 0;) {
        if (++idx[i] < out.shape[i]) break;
        idx[i] = 0;
      }
    }
    return out;
  }

  // slice: out[i] = x[starts + i * steps] per axis. slice_grad (scatter):
  // out[starts + i * steps] = x[i], zero elsewhere.
  Tensor slice(const Tensor& x, Tensor& out, const ir::Inst& inst, bool scatter) {
    const std::vector<int64_t> given = ir::attr_ints(inst.attrs, "starts"), steps = ir::attr_ints(inst.attrs, "steps");
    const Tensor& small = scatter ? x : out;
    const std::vector<int64_t>& big_shape = scatter ? out.shape : x.shape;
    const std::vector<int64_t> big = strides(big_shape);
    for (size_t k = 0; k < given.size(); ++k)
      if (auto e = ir::slice_out_of_bounds(big_shape[k], small.shape[k], given[k], steps[k])) fail("slice: " + *e);
    const std::vector<int64_t> starts = ir::slice_starts(inst.attrs, big_shape);
    const size_t r = small.shape.size();
    std::vector<int64_t> idx(r, 0);
    for (size_t flat = 0; flat < small.data.size(); ++flat) {
      size_t at = 0;
      for (size_t i = 0; i < r; ++i) at += static_cast<size_t>((starts[i] + idx[i] * steps[i]) * big[i]);
      if (scatter) out.data[at] = x.data[flat];
      else out.data[flat] = x.data[at];
      for (size_t i = r; i-- > 0;) {
        if (++idx[i] < small.shape[i]) break;
        idx[i] = 0;
      }
    }
    return out;
  }

  // The operands one after the other along the axis.
  Tensor concat(const ir::Inst& inst, Tensor& out) {
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", 0), out.shape.size());
    int64_t outer = 1, inner = 1;
    for (size_t i = 0; i < axis; ++i) outer *= out.shape[i];
    for (size_t i = axis + 1; i < out.shape.size(); ++i) inner *= out.shape[i];
    int64_t offset = 0;
    for (size_t k = 0; k < inst.operands.size(); ++k) {
      const Tensor& x = in(inst, k);
      const int64_t n = x.shape[axis];
      for (int64_t o = 0; o < outer; ++o)
        for (int64_t j = 0; j < n * inner; ++j)
          out.data[static_cast<size_t>((o * out.shape[axis] + offset) * inner + j)] = x.data[static_cast<size_t>(o * n * inner + j)];
      offset += n;
    }
    return out;
  }

  // Which axes a reduction reduces, and the kept shape (reduced axes as 1).
  static std::vector<int64_t> kept_shape(const std::vector<int64_t>& xshape, const std::vector<int64_t>& axes) {
    std::vector<int64_t> kept = xshape;
    if (axes.empty()) std::fill(kept.begin(), kept.end(), 1);
    for (int64_t a : axes) kept[axis_of(a, xshape.size())] = 1;
    return kept;
  }

  Tensor reduce(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    std::vector<int64_t> kept = kept_shape(x.shape, ir::attr_ints(inst.attrs, "axes"));
    auto map = broadcast_map(x.shape, kept);  // x element -> output element (same flat order as kept)
    const ir::ReductionRule& rule = *ir::reduction_rule(inst.op);
    std::fill(out.data.begin(), out.data.end(), rule.start_value());
    for (size_t i = 0; i < map.size(); ++i) {
      double& o = out.data[map[i]];
      o = ir::evaluate_double(rule.combine, {o, x.data[i]});
    }
    const double count = static_cast<double>(x.numel()) / static_cast<double>(std::max<size_t>(1, out.numel()));
    if (!rule.finish_is_accumulator())
      for (double& o : out.data) o = ir::evaluate_double(rule.finish, {o, count});
    return out;
  }

  // Visits every 1-D slice of x along `axis`: fn(offset of its first element, stride).
  static void along_axis(const std::vector<int64_t>& shape, size_t axis, const std::function<void(size_t, size_t)>& fn) {
    int64_t outer = 1, inner = 1;
    for (size_t i = 0; i < axis; ++i) outer *= shape[i];
    for (size_t i = axis + 1; i < shape.size(); ++i) inner *= shape[i];
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < inner; ++i) fn(static_cast<size_t>(o * shape[axis] * inner + i), static_cast<size_t>(inner));
  }

  Tensor argmax(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", -1), x.shape.size());
    const int64_t len = x.shape[axis];
    size_t k = 0;
    // Output elements are in the order of (outer, inner), which along_axis visits.
    along_axis(x.shape, axis, [&](size_t base, size_t stride) {
      int64_t best = 0;
      for (int64_t j = 1; j < len; ++j)
        if (x.data[base + j * stride] > x.data[base + best * stride]) best = j;
      out.data[k++] = static_cast<double>(best);
    });
    return out;
  }

  Tensor softmax(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", -1), x.shape.size());
    const int64_t len = x.shape[axis];
    along_axis(x.shape, axis, [&](size_t base, size_t stride) {
      double mx = -std::numeric_limits<double>::infinity(), s = 0;
      for (int64_t j = 0; j < len; ++j) mx = std::max(mx, x.data[base + j * stride]);
      for (int64_t j = 0; j < len; ++j) s += std::exp(x.data[base + j * stride] - mx);
      for (int64_t j = 0; j < len; ++j) {
        double v = x.data[base + j * stride] - mx;
        out.data[base + j * stride] = inst.op == Op::Softmax ? std::exp(v) / s : v - std::log(s);
      }
    });
    return out;
  }

  // take_along_axis and scatter_add: idx (and src) seen as [outer, k, inner]
  // against x's [outer, n, inner].
  Tensor along_indices(const ir::Inst& inst, Tensor& out) {
    const Tensor &x = in(inst, 0), &idx = in(inst, 1);
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", -1), x.shape.size());
    const int64_t n = x.shape[axis], k = idx.shape[axis];
    int64_t outer = 1, inner = 1;
    for (size_t i = 0; i < axis; ++i) outer *= x.shape[i];
    for (size_t i = axis + 1; i < x.shape.size(); ++i) inner *= x.shape[i];
    const bool take = inst.op == Op::TakeAlongAxis;
    if (!take) out.data = x.data;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < inner; ++i) {
          const size_t at = static_cast<size_t>((o * k + j) * inner + i);
          const size_t from = static_cast<size_t>((o * n) * inner + i) + index(idx.data[at], n) * static_cast<size_t>(inner);
          if (take) out.data[at] = x.data[from];
          else out.data[from] = round_to(out.dtype, out.data[from] + in(inst, 2).data[at]);
        }
    return out;
  }

  // The positions of the k largest along the axis, largest first (ties: the
  // first; NaN above every number).
  Tensor topk(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", -1), x.shape.size());
    const int64_t len = x.shape[axis], k = ir::attr_int(inst.attrs, "k", 1);
    int64_t inner = 1;
    for (size_t i = axis + 1; i < x.shape.size(); ++i) inner *= x.shape[i];
    along_axis(x.shape, axis, [&](size_t base, size_t stride) {
      std::vector<int64_t> order(static_cast<size_t>(len));
      for (int64_t j = 0; j < len; ++j) order[static_cast<size_t>(j)] = j;
      auto key = [&](int64_t j) { return x.data[base + static_cast<size_t>(j) * stride]; };
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        const double va = key(a), vb = key(b);
        return std::isnan(va) ? !std::isnan(vb) : !std::isnan(vb) && va > vb;
      });
      // base = (o * len) * inner + i: the result's element (o, j, i) is (o * k + j) * inner + i.
      const size_t o = base / static_cast<size_t>(len * inner), i = base % static_cast<size_t>(inner);
      for (int64_t j = 0; j < k; ++j)
        out.data[(o * static_cast<size_t>(k) + static_cast<size_t>(j)) * static_cast<size_t>(inner) + i] =
            static_cast<double>(order[static_cast<size_t>(j)]);
    });
    return out;
  }

  // Running sums along the axis, from its start (or, with `reverse`, its end).
  Tensor cumsum(const ir::Inst& inst, Tensor& out) {
    const Tensor& x = in(inst, 0);
    const size_t axis = axis_of(ir::attr_int(inst.attrs, "axis", -1), x.shape.size());
    const int64_t len = x.shape[axis];
    const bool reverse = ir::attr_int(inst.attrs, "reverse", 0) != 0;
    along_axis(x.shape, axis, [&](size_t base, size_t stride) {
      double s = 0;
      for (int64_t k = 0; k < len; ++k) {
        const size_t at = base + static_cast<size_t>(reverse ? len - 1 - k : k) * stride;
        out.data[at] = round_to(out.dtype, s += x.data[at]);
      }
    });
    return out;
  }

  // (outer, length, inner) of `shape` around `axis`: element (o, t, i) is at (o * length + t) * inner + i.
  static std::array<size_t, 3> around(const std::vector<int64_t>& shape, size_t axis) {
    std::array<size_t, 3> r{1, static_cast<size_t>(shape[axis]), 1};
    for (size_t k = 0; k < shape.size(); ++k)
      if (k != axis) r[k < axis ? 0 : 2] *= static_cast<size_t>(shape[k]);
    return r;
  }

  // The body run once per element of the scanned axis (ir/ir.h, "Loops"),
  // t = 0, 1, ... (T - 1, T - 2, ... with `reverse`): carries passed on,
  // each sequence's slice t given, each output written at t along its stack
  // axis. Every result is kept for `loop_result`.
  Tensor loop(const ir::Inst& inst) {
    const ir::Function& body = *inst.body;
    const size_t C = static_cast<size_t>(ir::attr_int(inst.attrs, "carries", 0));
    const size_t S = static_cast<size_t>(ir::attr_int(inst.attrs, "sequences", 0));
    const std::vector<int64_t> scan = ir::attr_ints(inst.attrs, "scan_axes"), stack = ir::attr_ints(inst.attrs, "stack_axes");
    const int64_t count = in(inst, C).shape[static_cast<size_t>(scan[0])];
    std::vector<Tensor> results(C);
    for (size_t k = 0; k < C; ++k) results[k] = in(inst, k);
    for (size_t k = C; k < body.results.size(); ++k) {
      std::vector<int64_t> shape = concrete_shape(body.type_of(body.results[k]), dims_);
      shape.insert(shape.begin() + stack[k - C], count);
      results.push_back(Tensor::filled(shape, 0.0, body.type_of(body.results[k]).dtype));
    }
    std::vector<Tensor> inputs(inst.operands.size());
    for (size_t j = C + S; j < inst.operands.size(); ++j) inputs[j] = in(inst, j);
    const bool reverse = ir::attr_int(inst.attrs, "reverse", 0) != 0;
    for (int64_t step = 0; step < count; ++step) {
      const int64_t t = reverse ? count - 1 - step : step;
      for (size_t k = 0; k < C; ++k) inputs[k] = results[k];
      for (size_t j = C; j < C + S; ++j) {
        const Tensor& x = in(inst, j);
        const size_t ax = static_cast<size_t>(scan[j - C]);
        auto [outer, len, inner] = around(x.shape, ax);
        Tensor& slice = inputs[j];
        slice.shape = x.shape;
        slice.shape.erase(slice.shape.begin() + static_cast<std::ptrdiff_t>(ax));
        slice.dtype = x.dtype;
        slice.data.assign(outer * inner, 0.0);
        for (size_t o = 0; o < outer; ++o)
          for (size_t i = 0; i < inner; ++i) slice.data[o * inner + i] = x.data[(o * len + static_cast<size_t>(t)) * inner + i];
      }
      std::vector<Tensor> r =
          Evaluator(body, params_, dims_, step_, precision_, nullptr, ir::loop_step_seed(seed_, t)).run(inputs);
      for (size_t k = 0; k < C; ++k) results[k] = std::move(r[k]);
      for (size_t k = C; k < r.size(); ++k) {
        Tensor& y = results[k];
        auto [outer, len, inner] = around(y.shape, static_cast<size_t>(stack[k - C]));
        for (size_t o = 0; o < outer; ++o)
          for (size_t i = 0; i < inner; ++i) y.data[(o * len + static_cast<size_t>(t)) * inner + i] = r[k].data[o * inner + i];
      }
    }
    Tensor first = results[0];
    loop_results_[inst.result] = std::move(results);
    return first;
  }

  // conv2d and its two gradients share one loop nest over
  // (n, o, oh, ow, c, kh, kw) with input position (oh*s - p + kh, ow*s - p + kw).
  Tensor conv(const ir::Inst& inst, Tensor& out) {
    const int64_t s = ir::attr_int(inst.attrs, "stride", 1), p = ir::attr_int(inst.attrs, "padding", 0);
    std::vector<int64_t> xs, ws, gs;  // shapes of input, kernel, output gradient
    if (inst.op == Op::Conv2d) xs = in(inst, 0).shape, ws = in(inst, 1).shape, gs = out.shape;
    if (inst.op == Op::Conv2dGradInput) gs = in(inst, 0).shape, ws = in(inst, 1).shape, xs = out.shape;
    if (inst.op == Op::Conv2dGradWeight) xs = in(inst, 0).shape, gs = in(inst, 1).shape, ws = out.shape;
    const int64_t N = xs[0], C = xs[1], H = xs[2], W = xs[3], O = ws[0], KH = ws[2], KW = ws[3], OH = gs[2], OW = gs[3];
    for (int64_t n = 0; n < N; ++n)
      for (int64_t o = 0; o < O; ++o)
        for (int64_t oh = 0; oh < OH; ++oh)
          for (int64_t ow = 0; ow < OW; ++ow)
            for (int64_t c = 0; c < C; ++c)
              for (int64_t kh = 0; kh < KH; ++kh)
                for (int64_t kw = 0; kw < KW; ++kw) {
                  const int64_t ih = oh * s - p + kh, iw = ow * s - p + kw;
                  if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;  // zero padding
                  const size_t xi = static_cast<size_t>(((n * C + c) * H + ih) * W + iw);
                  const size_t wi = static_cast<size_t>(((o * C + c) * KH + kh) * KW + kw);
                  const size_t gi = static_cast<size_t>(((n * O + o) * OH + oh) * OW + ow);
                  if (inst.op == Op::Conv2d) out.data[gi] += in(inst, 0).data[xi] * in(inst, 1).data[wi];
                  if (inst.op == Op::Conv2dGradInput) out.data[xi] += in(inst, 0).data[gi] * in(inst, 1).data[wi];
                  if (inst.op == Op::Conv2dGradWeight) out.data[wi] += in(inst, 0).data[xi] * in(inst, 1).data[gi];
                }
    return out;
  }

  // The pools and their gradients: one loop over windows.
  Tensor pool(const ir::Inst& inst, Tensor& out) {
    const int64_t k = ir::attr_int(inst.attrs, "kernel", 2), s = ir::attr_int(inst.attrs, "stride", k);
    const bool grad = inst.op == Op::MaxPool2dGrad || inst.op == Op::AvgPool2dGrad;
    const std::vector<int64_t>& xs = grad ? (inst.op == Op::MaxPool2dGrad ? in(inst, 0).shape : out.shape) : in(inst, 0).shape;
    const std::vector<int64_t>& ys = grad ? in(inst, inst.op == Op::MaxPool2dGrad ? 1 : 0).shape : out.shape;
    const int64_t NC = xs[0] * xs[1], H = xs[2], W = xs[3], OH = ys[2], OW = ys[3];
    for (int64_t nc = 0; nc < NC; ++nc)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          const size_t yi = static_cast<size_t>((nc * OH + oh) * OW + ow);
          size_t best = 0;
          double acc = 0, mx = -std::numeric_limits<double>::infinity();
          for (int64_t i = 0; i < k; ++i)
            for (int64_t j = 0; j < k; ++j) {
              const size_t xi = static_cast<size_t>((nc * H + oh * s + i) * W + ow * s + j);
              if (inst.op == Op::AvgPool2dGrad) {
                out.data[xi] += in(inst, 0).data[yi] / static_cast<double>(k * k);
                continue;
              }
              const double v = in(inst, 0).data[xi];
              acc += v;
              if (v > mx || (v != v && mx == mx)) mx = v, best = xi;  // the first maximum (or NaN) in row-major order
            }
          if (inst.op == Op::MaxPool2d) out.data[yi] = mx;
          if (inst.op == Op::AvgPool2d) out.data[yi] = acc / static_cast<double>(k * k);
          if (inst.op == Op::MaxPool2dGrad) out.data[best] += in(inst, 1).data[yi];
        }
    return out;
  }
};

}  // namespace

std::vector<Tensor> evaluate(const ir::Module& m, const ir::Function& f, const std::vector<Tensor>& inputs,
                             const std::map<std::string, Tensor>& params,
                             const std::map<std::string, int64_t>& dim_bindings, int64_t step) {
  return Evaluator(f, params, dim_bindings, step).run(inputs);
}

std::vector<Tensor> evaluate_observed(const ir::Module& m, const ir::Function& f, const std::vector<Tensor>& inputs,
                                      const std::map<std::string, Tensor>& params,
                                      const std::map<std::string, int64_t>& dim_bindings, int64_t step,
                                      Precision precision, const Observer& observe) {
  (void)m;
  return Evaluator(f, params, dim_bindings, step, precision, &observe).run(inputs);
}

}  // namespace netc::ir::interp
