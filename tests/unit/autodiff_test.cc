// The autodiff pass (ir/passes/autodiff.h), checked against central finite
// differences of the forward function in double precision, through the
// reference evaluator (ir/interpret.h): every differentiable
// primitive (built as small IR functions), every stdlib layer and loss
// (compiled from netc), and a real train step (verified, printed and parsed
// back). Each differentiated function must also pass ir::verify.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <sstream>
#include <set>
#include <tuple>

#include "frontend/driver/driver.h"
#include "ir/infer.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/elementwise.h"
#include "ir/printer.h"
#include "ir/random.h"
#include "ir/verifier.h"
#include "ir/interpret.h"

namespace netc {
namespace {

using ir::Op;
using ir::ValueId;
using ir::interp::Tensor;

// --- inputs ----------------------------------------------------------------

// A small deterministic generator (the same numbers on every platform).
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  double uniform(double lo, double hi) {
    state_ = ir::mix64(state_ + 0x9e3779b97f4a7c15ULL);
    return lo + (hi - lo) * static_cast<double>(state_ >> 11) * 0x1.0p-53;
  }

 private:
  uint64_t state_;
};

// How to draw the values of a tensor so that finite differences are valid:
// away from the kinks of relu/abs/max (0, ties) and inside the domain of
// log/sqrt/rsqrt.
enum class Range { Any, AwayFromZero, Positive };

Tensor random_tensor(const std::vector<int64_t>& shape, Range range, Rng& rng) {
  Tensor t = Tensor::filled(shape, 0.0);
  for (double& v : t.data) {
    if (range == Range::Any) v = rng.uniform(-1.0, 1.0);
    if (range == Range::Positive) v = rng.uniform(0.5, 2.0);
    if (range == Range::AwayFromZero) v = (rng.uniform(0.0, 1.0) < 0.5 ? -1 : 1) * rng.uniform(0.2, 1.0);
  }
  return t;
}

// --- the gradient check ----------------------------------------------------

struct Problem {
  ir::Module module;
  ir::Function fn;
  size_t loss = 0;                  // index of the loss among fn's results
  std::vector<std::string> wrt;     // parameters to differentiate
  std::vector<Tensor> inputs;       // fn's arguments
  std::map<std::string, Tensor> params;
  std::map<std::string, int64_t> dims;
  int64_t step = 1;
};

constexpr double kStep = 1e-5;  // finite-difference step: truncation ~1e-10, rounding ~1e-11 relative
constexpr double kRelTol = 1e-6;

struct CheckResult {
  std::string error;     // differentiate failed or the result does not verify
  double worst = 0;      // largest relative error over all parameters' elements
  std::string where;     // the element with that error
};

// The relative error of an analytic gradient against the numeric one,
// relative to the larger of the two, but never to less than 1e-3 of the
// parameter's largest numeric gradient (so an entry that is zero in exact
// arithmetic is not compared to its rounding noise).
// The central difference of a loss L carries rounding noise of about
// 1e-16 |L| / kStep = 1e-11 |L| per operation: a gradient element below
// `floor` (1e-4 |L|) is compared absolutely at about that noise, so that one
// that is exactly zero (the key bias of attention, which softmax cancels)
// passes.
double rel_error(double analytic, double numeric, double scale, double floor) {
  return std::fabs(analytic - numeric) / std::max({std::fabs(analytic), std::fabs(numeric), 1e-3 * scale, floor});
}

// Differentiates p.fn, verifies the result, evaluates it once, and compares
// every gradient entry with a central difference of the forward loss.
// `corrupt` may alter the differentiated function first (to show the check
// catches a wrong rule).
CheckResult check_gradients(Problem& p, const std::function<void(ir::Function&)>& corrupt = nullptr) {
  CheckResult out;
  auto r = ir::differentiate(p.module, p.fn, p.loss, p.wrt);
  if (!r.ok()) return {r.message(), 0, ""};
  ir::GradResult g = std::move(*r);
  if (corrupt) corrupt(g.fn);
  ir::Module with_grad = p.module;
  with_grad.functions.push_back(g.fn);
  std::vector<std::string> errors = ir::verify(with_grad);
  if (!errors.empty()) return {"the differentiated function does not verify: " + errors[0], 0, ""};
  if (g.fn.results.size() != p.fn.results.size() + p.wrt.size() + g.states.size())
    return {"wrong number of results", 0, ""};

  std::vector<Tensor> results = ir::interp::evaluate(with_grad, g.fn, p.inputs, p.params, p.dims, p.step);
  auto loss_at = [&](const std::map<std::string, Tensor>& params) {
    return ir::interp::evaluate(p.module, p.fn, p.inputs, params, p.dims, p.step)[p.loss].data.at(0);
  };
  // The forward part of the differentiated function computes what f does.
  if (results[p.loss].data != ir::interp::evaluate(p.module, p.fn, p.inputs, p.params, p.dims, p.step)[p.loss].data)
    return {"the differentiated function's loss differs from the forward function's", 0, ""};

  for (size_t k = 0; k < p.wrt.size(); ++k) {
    const std::string& name = p.wrt[k];
    const Tensor& analytic = results[p.fn.results.size() + k];
    std::map<std::string, Tensor> params = p.params;
    Tensor& value = params.at(name);
    if (analytic.shape != value.shape) return {"the gradient of " + name + " has the wrong shape", 0, ""};
    std::vector<double> numeric(value.data.size());
    double scale = 0;
    for (size_t j = 0; j < value.data.size(); ++j) {
      const double v = value.data[j];
      value.data[j] = v + kStep;
      const double up = loss_at(params);
      value.data[j] = v - kStep;
      const double down = loss_at(params);
      value.data[j] = v;
      numeric[j] = (up - down) / (2 * kStep);
      scale = std::max(scale, std::fabs(numeric[j]));
    }
    for (size_t j = 0; j < numeric.size(); ++j) {
      double e = rel_error(analytic.data[j], numeric[j], scale, 1e-4 * std::max(1.0, std::fabs(results[p.loss].data.at(0))));
      if (e > out.worst) {
        out.worst = e;
        out.where = name + "[" + std::to_string(j) + "]: analytic " + std::to_string(analytic.data[j]) + ", numeric " +
                    std::to_string(numeric[j]);
      }
    }
  }
  return out;
}

void expect_gradients_match(Problem& p) {
  CheckResult r = check_gradients(p);
  ASSERT_EQ(r.error, "");
  EXPECT_LE(r.worst, kRelTol) << r.where;
}

// --- building small IR functions ------------------------------------------

// Builds `loss = sum(op(params...) * r)` style functions directly in IR, one
// source line per instruction, so locations can be traced back.
class Builder {
 public:
  explicit Builder(uint64_t seed = 1) : rng_(seed) {
    p_.module.files = {"test.net"};
    p_.module.devices = {{"cpu", {"cpu"}}, {"gpu", {"cuda:0", "cpu"}}};
    p_.fn.name = "step";
    p_.fn.loc = {0, 1, 1};
  }

  static ir::TensorType f32(std::vector<ir::Dim> shape, const std::string& dev = "cpu") {
    return {ir::DType::F32, std::move(shape), ir::Placement::single(dev)};
  }
  static std::vector<ir::Dim> dims(const std::vector<int64_t>& s) { return {s.begin(), s.end()}; }

  // A model parameter with random values, read by a `param` instruction; differentiated unless `wrt` is false.
  ValueId param(const std::string& name, const std::vector<int64_t>& shape, Range range = Range::Any, bool wrt = true) {
    if (!p_.module.find_param(name)) {
      p_.module.params.push_back({name, f32(dims(shape)), ir::Initialiser{}, {0, line_++, 1}});
      p_.params[name] = random_tensor(shape, range, rng_);
      if (wrt) p_.wrt.push_back(name);
    }
    return emit(Op::Param, {}, {{"name", name}}, p_.module.find_param(name)->type);
  }

  // A function argument (indices, or data with symbolic dims).
  ValueId input(const std::string& name, ir::TensorType t, Tensor value) {
    ValueId v = p_.fn.add_value(std::move(t), name);
    p_.fn.params.push_back(v);
    p_.inputs.push_back(std::move(value));
    return v;
  }

  // An instruction typed by the typing rule (`hint` where the op needs it).
  ValueId emit(Op op, std::vector<ValueId> operands, ir::Attrs attrs = {}, std::optional<ir::TensorType> hint = {}) {
    std::vector<ir::TensorType> types;
    for (ValueId v : operands) types.push_back(p_.fn.type_of(v));
    ir::InferResult r = ir::infer_type(op, types, attrs, hint ? &*hint : nullptr);
    if (auto* e = std::get_if<ir::InferError>(&r)) {
      ADD_FAILURE() << ir::op_name(op) << ": " << e->message;
      return 0;
    }
    ValueId v = p_.fn.add_value(std::get<ir::TensorType>(r));
    p_.fn.body.push_back(ir::Inst{op, v, std::move(operands), std::move(attrs), {0, line_++, 1}});
    return v;
  }

  // Finishes with loss = sum(y * r), r a random tensor that is not
  // differentiated, so every entry of y's gradient differs.
  Problem& finish(ValueId y) {
    ir::TensorType t = p_.fn.type_of(y);
    std::vector<int64_t> concrete_or_1;
    for (const ir::Dim& d : t.shape) concrete_or_1.push_back(d.is_constant() ? d.value() : 1);
    ValueId r = param("r", concrete_or_1, Range::Any, /*wrt=*/false);
    if (t.device != p_.fn.type_of(r).device) r = emit(Op::To, {r}, {}, on_device(p_.fn.type_of(r), t.device));
    ValueId loss = emit(Op::Sum, {emit(Op::Mul, {y, r})});
    p_.fn.results = {loss};
    return p_;
  }

  Problem& problem() { return p_; }
  Rng& rng() { return rng_; }

 private:
  static ir::TensorType on_device(ir::TensorType t, const ir::Placement& dev) {
    t.device = dev;
    return t;
  }
  Problem p_;
  Rng rng_;
  uint32_t line_ = 2;
};

using Attrs = ir::Attrs;
using V = std::vector<int64_t>;

// One op on random parameters of the given shapes, then the gradient check.
void check_op(Op op, const std::vector<V>& shapes, Attrs attrs = {}, Range range = Range::Any) {
  Builder b;
  std::vector<ValueId> operands;
  for (size_t i = 0; i < shapes.size(); ++i) operands.push_back(b.param("p" + std::to_string(i), shapes[i], range));
  expect_gradients_match(b.finish(b.emit(op, operands, attrs)));
}

// --- primitives ------------------------------------------------------------

TEST(AutodiffPrimitives, ElementwiseBinaryWithBroadcasting) {
  for (Op op : {Op::Add, Op::Sub, Op::Mul, Op::Maximum, Op::Minimum}) {
    SCOPED_TRACE(ir::op_name(op));
    check_op(op, {{2, 3}, {3}});
    check_op(op, {{2, 1}, {1, 3}});
    check_op(op, {{}, {2, 3}});
  }
  check_op(Op::Div, {{2, 3}, {2, 1}}, {}, Range::AwayFromZero);
  check_op(Op::Pow, {{2, 3}, {3}}, {}, Range::Positive);
}

TEST(AutodiffPrimitives, PowWithAConstantExponent) {
  Builder b;
  ValueId x = b.param("x", {2, 3}, Range::Positive);
  ValueId e = b.emit(Op::Constant, {}, {{"value", 3.0}}, Builder::f32({}));
  expect_gradients_match(b.finish(b.emit(Op::Pow, {x, e})));
}

TEST(AutodiffPrimitives, Where) {
  Builder b;
  ValueId c = b.param("c", {2, 3}, Range::AwayFromZero, /*wrt=*/false);
  ValueId zero = b.emit(Op::Constant, {}, {{"value", 0.0}}, Builder::f32({}));
  ValueId cond = b.emit(Op::Gt, {c, zero});
  ValueId x = b.param("x", {2, 3}), y = b.param("y", {3});
  expect_gradients_match(b.finish(b.emit(Op::Where, {cond, x, y})));
}

TEST(AutodiffPrimitives, Unary) {
  for (Op op : {Op::Neg, Op::Exp, Op::Tanh, Op::Sigmoid, Op::Erf}) {
    SCOPED_TRACE(ir::op_name(op));
    check_op(op, {{2, 3}});
  }
  for (Op op : {Op::Abs, Op::Relu}) {
    SCOPED_TRACE(ir::op_name(op));
    check_op(op, {{2, 3}}, {}, Range::AwayFromZero);
  }
  for (Op op : {Op::Log, Op::Sqrt, Op::Rsqrt}) {
    SCOPED_TRACE(ir::op_name(op));
    check_op(op, {{2, 3}}, {}, Range::Positive);
  }
}

// Every differentiable elementwise op of ir/ops.def, as autodiff builds its
// gradient formulas into IR: an op added there is checked here unlisted.
TEST(AutodiffPrimitives, EveryElementwiseOpOfOpsDef) {
  size_t checked = 0;
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_ELEMENTWISE(name, spelling, arity, typing, netc, value, d0, d1, d2)              \
  if ((ir::Typing::typing == ir::Typing::Numeric || ir::Typing::typing == ir::Typing::Float) && \
      std::string(d0) != "") { /* detach's none: DetachStopsTheGradient */                        \
    SCOPED_TRACE(spelling);                                                                  \
    check_op(Op::name, std::vector<V>(arity, V{2, 3}), {}, Range::Positive);                 \
    ++checked;                                                                               \
  }
#include "ir/ops.def"
#undef NETC_ELEMENTWISE
#undef NETC_OP
  EXPECT_GE(checked, 15u);
}

// d/dx sum(detach(x) * x * r) is detach(x) * r: the product's other
// factors, nothing through detach (torch's x.detach(), jax's stop_gradient).
TEST(AutodiffPrimitives, DetachStopsTheGradient) {
  Builder b;
  ValueId x = b.param("x", {2, 3});
  Problem& p = b.finish(b.emit(Op::Mul, {b.emit(Op::Detach, {x}), x}));
  auto g = ir::differentiate(p.module, p.fn, 0, {"x"}).value();
  ir::Module with_grad = p.module;
  with_grad.functions.push_back(g.fn);
  auto results = ir::interp::evaluate(with_grad, g.fn, p.inputs, p.params, p.dims, p.step);
  const Tensor &x_value = p.params.at("x"), &r = p.params.at("r");
  const Tensor& grad = results.back();
  ASSERT_EQ(grad.data.size(), x_value.data.size());
  for (size_t k = 0; k < grad.data.size(); ++k) EXPECT_DOUBLE_EQ(grad.data[k], x_value.data[k] * r.data[k]) << k;
}

TEST(AutodiffPrimitives, CastAndToGoBackToTheOperandsTypeAndDevice) {
  Builder b;
  ValueId x = b.param("x", {2, 3});
  ir::TensorType half = Builder::f32({2, 3});
  half.dtype = ir::DType::F16;
  ValueId h = b.emit(Op::Cast, {x}, {}, half);
  ValueId back = b.emit(Op::Cast, {h}, {}, Builder::f32({2, 3}));
  ValueId on_gpu = b.emit(Op::To, {back}, {}, Builder::f32({2, 3}, "gpu"));
  Problem& p = b.finish(b.emit(Op::Exp, {on_gpu}));
  expect_gradients_match(p);
  // The gradient lives where the parameter does.
  auto g = ir::differentiate(p.module, p.fn, 0, {"x"}).value();
  EXPECT_EQ(g.fn.type_of(g.fn.results.back()).str(), "f32[2, 3] @ cpu");
}

TEST(AutodiffPrimitives, NoGradientThroughIntegersOrComparisons) {
  Builder b;
  ValueId x = b.param("x", {2, 3});
  ir::TensorType as_int = Builder::f32({2, 3});
  as_int.dtype = ir::DType::I64;
  ValueId i = b.emit(Op::Cast, {x}, {}, as_int);
  ValueId back = b.emit(Op::Cast, {i}, {}, Builder::f32({2, 3}));
  ValueId am = b.emit(Op::Cast, {b.emit(Op::Argmax, {x}, {{"axis", int64_t{1}}})}, {}, Builder::f32({2}));
  Problem& p = b.finish(b.emit(Op::Add, {back, b.emit(Op::Reshape, {am}, {}, Builder::f32({2, 1}))}));
  auto g = ir::differentiate(p.module, p.fn, 0, {"x"}).value();
  // Nothing depends on x differentiably, so its gradient is zeros and no backward op is emitted.
  ASSERT_EQ(g.fn.body.size(), p.fn.body.size() + 1);
  EXPECT_EQ(g.fn.body.back().op, Op::Zeros);
}

TEST(AutodiffPrimitives, Matmul) {
  check_op(Op::Matmul, {{2, 3}, {3, 4}});
  check_op(Op::Matmul, {{2, 2, 3}, {3, 4}});        // broadcast batch on the right operand
  check_op(Op::Matmul, {{1, 2, 3}, {2, 3, 4}});     // batch dim 1 broadcast
}

TEST(AutodiffPrimitives, LayoutOps) {
  check_op(Op::Transpose, {{2, 3, 4}}, {{"perm", V{2, 0, 1}}});
  check_op(Op::Transpose, {{2, 3, 4}});
  Builder b;
  ValueId x = b.param("x", {2, 3, 4});
  expect_gradients_match(b.finish(b.emit(Op::Reshape, {x}, {}, Builder::f32({6, 4}))));
}

TEST(AutodiffPrimitives, SliceConcatAndTheirAdjoints) {
  {  // a strided window, and a position (a slice of one element)
    Builder b;
    ValueId x = b.param("x", {3, 5, 4});
    ValueId s = b.emit(Op::Slice, {x}, {{"starts", V{1, 0, 1}}, {"steps", V{1, 2, 2}}}, Builder::f32({2, 3, 2}));
    expect_gradients_match(b.finish(s));
  }
  {  // operands of different sizes along the axis, one used twice
    Builder b;
    ValueId x = b.param("x", {2, 3});
    ValueId y = b.param("y", {2, 1});
    expect_gradients_match(b.finish(b.emit(Op::Concat, {x, y, x}, {{"axis", int64_t{-1}}})));
  }
  {  // slice_grad is linear in g: its gradient is the slice
    Builder b;
    ValueId g = b.param("g", {2, 2});
    expect_gradients_match(
        b.finish(b.emit(Op::SliceGrad, {g}, {{"starts", V{1, 0}}, {"steps", V{1, 3}}}, Builder::f32({4, 5}))));
  }
}

TEST(AutodiffPrimitives, Reductions) {
  for (Op op : ir::reduction_ops()) {
    SCOPED_TRACE(ir::op_name(op));
    check_op(op, {{2, 3, 4}}, {{"axes", V{1}}, {"keepdims", false}});
    check_op(op, {{2, 3, 4}}, {{"axes", V{0, 2}}, {"keepdims", true}});
    check_op(op, {{2, 3, 4}}, {{"axes", V{-1}}});
    check_op(op, {{2, 3}});
  }
}

// concat over a size known only at run time (SimCLR's concat([z1, z2]) of
// two batches, [B, B]): each part is a row of g with the axis split in two;
// the middle one has neither a known start nor a known end.
TEST(AutodiffPrimitives, ConcatOfPartsOfOneSymbolicSize) {
  Builder b;
  Rng rng(5);
  ValueId x = b.input("x", Builder::f32({ir::Dim::symbol("N"), 3}), random_tensor({4, 3}, Range::Any, rng));
  b.problem().dims = {{"N", 4}};
  ValueId w = b.param("w", {3});
  ValueId parts = b.emit(Op::Concat, {b.emit(Op::Mul, {x, b.emit(Op::Exp, {w})}), b.emit(Op::Mul, {x, w}),
                                      b.emit(Op::Add, {x, b.emit(Op::Mul, {w, w})})},
                         {{"axis", int64_t{0}}});
  expect_gradients_match(b.finish(b.emit(Op::Mul, {parts, parts})));
}

TEST(AutodiffPrimitives, MeanOverASymbolicDimension) {
  // The count N is only known at run time.
  Builder b;
  Rng rng(7);
  ValueId x = b.input("x", Builder::f32({ir::Dim::symbol("N"), 3}), random_tensor({4, 3}, Range::Any, rng));
  b.problem().dims = {{"N", 4}};
  ValueId w = b.param("w", {3});
  ValueId y = b.emit(Op::Mean, {b.emit(Op::Mul, {x, b.emit(Op::Exp, {w})})}, {{"axes", V{0}}});
  expect_gradients_match(b.finish(y));
}

TEST(AutodiffPrimitives, SoftmaxAndLogSoftmax) {
  check_op(Op::Softmax, {{3, 4}}, {{"axis", int64_t{1}}});
  check_op(Op::Softmax, {{3, 4}}, {{"axis", int64_t{0}}});
  check_op(Op::LogSoftmax, {{3, 4}}, {{"axis", int64_t{-1}}});
  check_op(Op::LogSoftmax, {{2, 3, 4}}, {{"axis", int64_t{1}}});
}

// A running sum's gradient is the running sum of g the other way round; the
// gradient of that (reverse) one is a forward sum again.
TEST(AutodiffPrimitives, Cumsum) {
  check_op(Op::Cumsum, {{3, 4}}, {{"axis", int64_t{1}}});
  check_op(Op::Cumsum, {{3, 4}}, {{"axis", int64_t{0}}});
  check_op(Op::Cumsum, {{2, 3, 4}}, {{"axis", int64_t{-2}}});
  check_op(Op::Cumsum, {{2, 5}}, {{"axis", int64_t{1}}, {"reverse", true}});
}

Tensor ints(std::vector<int64_t> shape, std::vector<double> values) {
  Tensor t{std::move(shape), std::move(values), ir::DType::I64};
  return t;
}

ir::TensorType i64(std::vector<ir::Dim> shape) { return {ir::DType::I64, std::move(shape), ir::Placement::single("cpu")}; }

TEST(AutodiffPrimitives, GatherAndTake) {
  {
    Builder b;
    ValueId x = b.param("x", {3, 4});
    ValueId idx = b.input("idx", i64({3}), ints({3}, {2, 0, 3}));
    expect_gradients_match(b.finish(b.emit(Op::Gather, {x, idx})));
  }
  {
    Builder b;  // repeated rows: their gradients add up
    ValueId t = b.param("t", {5, 3});
    ValueId idx = b.input("idx", i64({2, 3}), ints({2, 3}, {1, 4, 1, 0, 1, 4}));
    expect_gradients_match(b.finish(b.emit(Op::Take, {t, idx})));
  }
}

// Several indices per row, repeated: take_along_axis' gradient adds the
// repeats up (scatter_add into zeros); scatter_add passes g to x and gives
// each value g where it was added (take_along_axis).
TEST(AutodiffPrimitives, TakeAlongAxisAndScatterAdd) {
  for (int64_t axis : {0, 1, -1}) {
    const bool last = axis != 0;
    Builder b;
    ValueId x = b.param("x", {3, 4});
    ValueId idx = last ? b.input("idx", i64({3, 5}), ints({3, 5}, {1, 3, 1, 0, 2, 0, 0, 3, 2, 2, 3, 1, 1, 1, 0}))
                       : b.input("idx", i64({2, 4}), ints({2, 4}, {2, 0, 1, 2, 2, 2, 0, 1}));
    expect_gradients_match(b.finish(b.emit(Op::TakeAlongAxis, {x, idx}, {{"axis", axis}})));
  }
  {
    Builder b;
    ValueId x = b.param("x", {2, 3, 4});
    ValueId src = b.param("src", {2, 2, 4});
    ValueId idx = b.input("idx", i64({2, 2, 4}), ints({2, 2, 4}, {0, 2, 2, 1, 0, 0, 1, 2, 2, 2, 0, 1, 1, 0, 2, 2}));
    expect_gradients_match(b.finish(b.emit(Op::ScatterAdd, {x, idx, src}, {{"axis", int64_t{1}}})));
  }
}

TEST(AutodiffPrimitives, Conv2d) {
  check_op(Op::Conv2d, {{2, 2, 5, 5}, {3, 2, 3, 3}}, {{"stride", int64_t{2}}, {"padding", int64_t{1}}});
  check_op(Op::Conv2d, {{1, 2, 4, 5}, {2, 2, 2, 3}}, {{"stride", int64_t{1}}, {"padding", int64_t{0}}});
}

TEST(AutodiffPrimitives, Pooling) {
  check_op(Op::MaxPool2d, {{1, 2, 4, 5}}, {{"kernel", int64_t{2}}, {"stride", int64_t{2}}});
  check_op(Op::MaxPool2d, {{1, 2, 4, 4}}, {{"kernel", int64_t{3}}, {"stride", int64_t{1}}});  // overlapping windows
  check_op(Op::AvgPool2d, {{1, 2, 5, 5}}, {{"kernel", int64_t{2}}, {"stride", int64_t{2}}});
  check_op(Op::AvgPool2d, {{2, 1, 4, 4}}, {{"kernel", int64_t{2}}, {"stride", int64_t{1}}});
}

TEST(AutodiffPrimitives, DropoutUsesTheSameMaskBackward) {
  Builder b;
  ValueId x = b.param("x", {4, 5});
  Problem& p = b.finish(b.emit(Op::Dropout, {x}, {{"p", 0.4}, {"seed", int64_t{11}}}));
  for (int64_t step : {1, 2, 7}) {
    p.step = step;
    expect_gradients_match(p);
  }
  // A mask, not noise: some elements are dropped, some kept.
  size_t kept = 0;
  for (uint64_t i = 0; i < 20; ++i) kept += ir::dropout_keep(11, 1, i, 0.4);
  EXPECT_GT(kept, 0u);
  EXPECT_LT(kept, 20u);
}

// The backward ops are primitives too, and differentiable (second order).
TEST(AutodiffPrimitives, BackwardOpsThemselves) {
  auto with_hint = [](Op op, std::vector<V> shapes, V result, Attrs attrs = {}) {
    Builder b;
    std::vector<ValueId> operands;
    for (size_t i = 0; i < shapes.size(); ++i) operands.push_back(b.param("p" + std::to_string(i), shapes[i]));
    expect_gradients_match(b.finish(b.emit(op, operands, attrs, Builder::f32(Builder::dims(result)))));
  };
  with_hint(Op::SumTo, {{2, 3, 4}}, {3, 1});
  with_hint(Op::BroadcastTo, {{3, 1}}, {2, 3, 4});
  Attrs conv = {{"stride", int64_t{2}}, {"padding", int64_t{1}}};
  with_hint(Op::Conv2dGradInput, {{2, 3, 3, 3}, {3, 2, 3, 3}}, {2, 2, 5, 5}, conv);
  with_hint(Op::Conv2dGradWeight, {{2, 2, 5, 5}, {2, 3, 3, 3}}, {3, 2, 3, 3}, conv);
  with_hint(Op::AvgPool2dGrad, {{1, 2, 2, 2}}, {1, 2, 5, 5}, {{"kernel", int64_t{2}}, {"stride", int64_t{2}}});
  {
    Builder b;
    ValueId g = b.param("g", {3});
    ValueId idx = b.input("idx", i64({3}), ints({3}, {1, 1, 0}));
    expect_gradients_match(b.finish(b.emit(Op::GatherGrad, {g, idx}, {}, Builder::f32({3, 2}))));
  }
  {
    Builder b;
    ValueId g = b.param("g", {4, 2});
    ValueId idx = b.input("idx", i64({4}), ints({4}, {2, 0, 2, 2}));
    expect_gradients_match(b.finish(b.emit(Op::TakeGrad, {g, idx}, {}, Builder::f32({3, 2}))));
  }
  {  // max_pool2d_grad passes no gradient to x (piecewise constant) and does not support one to g
    Builder b;
    ValueId x = b.param("x", {1, 1, 4, 4}, Range::Any, false);
    ValueId g = b.param("g", {1, 1, 2, 2});
    Problem& p = b.finish(b.emit(Op::MaxPool2dGrad, {x, g}, {{"kernel", int64_t{2}}, {"stride", int64_t{2}}}));
    EXPECT_NE(check_gradients(p).error.find("not supported"), std::string::npos);
  }
}

// --- the pass's contract ----------------------------------------------------

TEST(AutodiffPass, AParamReadTwiceGetsTheSumAndAnUnusedParamGetsZeros) {
  Builder b;
  ValueId w1 = b.param("w", {3});
  ValueId w2 = b.param("w", {3});  // a second read of the same global
  b.param("unused", {2, 2});
  ValueId y = b.emit(Op::Mul, {b.emit(Op::Tanh, {w1}), w2});
  Problem& p = b.finish(y);
  ASSERT_EQ(p.wrt, (std::vector<std::string>{"w", "unused"}));
  expect_gradients_match(p);
  auto g = ir::differentiate(p.module, p.fn, 0, p.wrt).value();
  EXPECT_EQ(g.params, p.wrt);
  EXPECT_EQ(g.fn.type_of(g.fn.results[2]).str(), "f32[2, 2] @ cpu");
}

TEST(AutodiffPass, MetricsAndOtherModelsArePruned) {
  Builder b;
  ValueId w = b.param("w", {3});
  ValueId other = b.param("other", {3}, Range::Any, /*wrt=*/false);
  ValueId metric = b.emit(Op::Sum, {b.emit(Op::Exp, {b.emit(Op::Mul, {w, other})})});  // a metric: not on the loss's path
  Problem& p = b.finish(b.emit(Op::Mul, {w, other}));
  p.fn.results.push_back(metric);
  auto g = ir::differentiate(p.module, p.fn, 0, {"w"}).value();
  // Backward of the loss only: seed, mul's gradient with respect to w (the
  // gradient of `sum` is a broadcast), and nothing for exp or the metric.
  for (size_t i = p.fn.body.size(); i < g.fn.body.size(); ++i) EXPECT_NE(g.fn.body[i].op, Op::Exp);
  EXPECT_EQ(g.fn.results.size(), 3u);
  expect_gradients_match(p);
}

TEST(AutodiffPass, RejectsBadRequests) {
  Builder b;
  ValueId x = b.param("x", {3});
  Problem& p = b.finish(x);
  p.fn.results.push_back(x);
  EXPECT_NE(ir::differentiate(p.module, p.fn, 1, {"x"}).message().find("floating-point scalar"), std::string::npos);
  EXPECT_NE(ir::differentiate(p.module, p.fn, 5, {"x"}).message().find("cannot be the loss"), std::string::npos);
  EXPECT_NE(ir::differentiate(p.module, p.fn, 0, {"nope"}).message().find("no parameter"), std::string::npos);
}

// The check would catch a wrong rule: here sigmoid's gradient y(1-y) is
// turned into y(1.5-y) after the fact, and the error is far above tolerance.
TEST(AutodiffPass, TheGradientCheckCatchesAWrongRule) {
  Builder b;
  ValueId x = b.param("x", {2, 3});
  Problem& p = b.finish(b.emit(Op::Sigmoid, {x}));
  ASSERT_LE(check_gradients(p).worst, kRelTol);
  size_t forward = p.fn.body.size();
  CheckResult r = check_gradients(p, [&](ir::Function& f) {
    for (size_t i = forward; i < f.body.size(); ++i)
      if (f.body[i].op == Op::Constant && std::get<double>(f.body[i].attrs.at("value")) == 1.0 && i > forward)
        f.body[i].attrs["value"] = 1.5;
  });
  ASSERT_EQ(r.error, "");
  EXPECT_GT(r.worst, 1e-2);
}

// --- stdlib layers and losses, compiled from netc -------------------------

// Compiles `text`, takes its `top` function (whose last result is the loss)
// and turns the named top-level values (created with normal/uniform) into
// model parameters `input.NAME`, so gradients with respect to a layer's input
// are checked too. Every model parameter gets random values.
Problem compile_top(const std::string& text, const std::vector<std::string>& inputs, uint64_t seed = 3) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("test.net", o, text);
  Problem p;
  if (!c->ok()) {
    ADD_FAILURE() << "does not compile: " << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
    return p;
  }
  p.module = *c->ir;
  for (const ir::Function& f : p.module.functions)
    if (f.name == "top") p.fn = f;
  for (const std::string& name : inputs) {
    auto it = std::find_if(p.fn.body.begin(), p.fn.body.end(), [&](const ir::Inst& i) { return p.fn.values[i.result].name == name; });
    if (it == p.fn.body.end()) {
      ADD_FAILURE() << "no value " << name;
      continue;
    }
    p.module.params.push_back({"input." + name, p.fn.type_of(it->result), ir::Initialiser{}, it->loc});
    it->op = Op::Param;
    it->attrs = {{"name", "input." + name}};
  }
  Rng rng(seed);
  for (const ir::GlobalParam& gp : p.module.params) {
    p.params[gp.name] = random_tensor(ir::interp::concrete_shape(gp.type, {}), Range::Any, rng);
    p.wrt.push_back(gp.name);
  }
  p.loss = p.fn.results.size() - 1;
  return p;
}

struct LayerCase {
  const char* name;
  const char* program;
  std::vector<std::string> inputs;
};

void PrintTo(const LayerCase& c, std::ostream* os) { *os << c.name; }

class StdlibGradients : public ::testing::TestWithParam<LayerCase> {};

TEST_P(StdlibGradients, MatchFiniteDifferences) {
  Problem p = compile_top(std::string("import std.nn;\n") + GetParam().program, GetParam().inputs);
  ASSERT_FALSE(p.wrt.empty());
  expect_gradients_match(p);
}

// Each case ends in a scalar loss: the layer's output weighted by a random
// tensor r, or a loss function.
INSTANTIATE_TEST_SUITE_P(
    Layers, StdlibGradients,
    ::testing::Values(
        LayerCase{"Linear", "l = Linear(4, 3); x = normal(f32[2, 4], 0.0, 1.0); r = normal(f32[2, 3], 0.0, 1.0);\n"
                            "loss = sum(l(x) * r);", {"x"}},
        LayerCase{"Cumsum", "x = normal(f32[2, 3, 4], 0.0, 1.0); r = normal(f32[2, 3, 4], 0.0, 1.0);\n"
                            "loss = sum(cumsum(x, axis = 1) * r) + sum(cumsum(x * r, axis = 0) * x);", {"x"}},
        LayerCase{"TakeAlongAxisScatterAdd",
                  "x = normal(f32[3, 5], 0.0, 1.0); s = normal(f32[3, 4], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0);\n"
                  "idx = argmax(normal(f32[3, 4, 5], 0.0, 1.0), axis = 2);\n"
                  "loss = sum(take_along_axis(x, idx, axis = 1) * r) + sum(scatter_add(x, 1, idx, s * r) * x);", {"x", "s"}},
        LayerCase{"Topk",  // the values' gradient reaches the k largest; the others get none
                  "x = normal(f32[3, 5], 0.0, 1.0); r = normal(f32[3, 2], 0.0, 1.0); q = normal(f32[2, 5], 0.0, 1.0);\n"
                  "top = topk(x, 2); down = topk(x * x, 2, axis = 0);\n"
                  "loss = sum(top[0] * r) + sum(down[0] * q);", {"x"}},
        LayerCase{"IndexSelect",  // repeated positions: their gradients add up
                  "x = normal(f32[2, 3, 4], 0.0, 1.0); r = normal(f32[2, 5, 4], 0.0, 1.0); q = normal(f32[1, 3, 4], 0.0, 1.0);\n"
                  "idx = argmax(normal(f32[5, 3], 0.0, 1.0), axis = 1);\n"
                  "loss = sum(index_select(x, 1, idx) * r) + sum(index_select(x * x, 0, arange(1, 2)) * q);", {"x"}},
        LayerCase{"OneHot", "x = normal(f32[3, 4], 0.0, 1.0); loss = sum(one_hot(arange(3), 4) * x * x);", {"x"}},
        LayerCase{"BroadcastTo", "x = normal(f32[3, 1], 0.0, 1.0); y = normal(f32[1, 4], 0.0, 1.0); r = normal(f32[2, 3, 4], 0.0, 1.0);\n"
                                 "loss = sum(broadcast_to(x, [2, 3, 4]) * r) + sum(expand(y, [3, -1]) * x);", {"x", "y"}},
        LayerCase{"UpsampleNearest", "x = normal(f32[2, 2, 2, 3], 0.0, 1.0); r = normal(f32[2, 2, 6, 9], 0.0, 1.0);\n"
                                     "loss = sum(upsample(x, scale = 3) * r);", {"x"}},
        LayerCase{"UpsampleBilinear", "x = normal(f32[2, 2, 3, 2], 0.0, 1.0); r = normal(f32[2, 2, 9, 6], 0.0, 1.0);\n"
                                      "loss = sum(upsample(x, scale = 3, mode = \"bilinear\") * r);", {"x"}},
        LayerCase{"ReLU", "a = ReLU(); x = normal(f32[3, 4], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0); loss = sum(a(x) * r);", {"x"}},
        LayerCase{"Sigmoid", "a = Sigmoid(); x = normal(f32[3, 4], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0); loss = sum(a(x) * r);", {"x"}},
        LayerCase{"Tanh", "a = Tanh(); x = normal(f32[3, 4], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0); loss = sum(a(x) * r);", {"x"}},
        LayerCase{"GELU", "a = GELU(); x = normal(f32[3, 4], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0); loss = sum(a(x) * r);", {"x"}},
        LayerCase{"Softmax", "a = Softmax(); x = normal(f32[3, 5], 0.0, 1.0); r = normal(f32[3, 5], 0.0, 1.0); loss = sum(a(x) * r);", {"x"}},
        // What Flatten.forward does: `Flatten()` itself does not instantiate
        // on rank > 2 yet (the checker rejects its `f32[N, S]` result for `*S`).
        LayerCase{"Flatten", "l = Linear(12, 2); x = normal(f32[2, 3, 4], 0.0, 1.0);\n"
                             "r = normal(f32[2, 2], 0.0, 1.0); loss = sum(l(flatten(x)) * r);", {"x"}},
        LayerCase{"Dropout", "d = Dropout(0.3); x = normal(f32[4, 5], 0.0, 1.0); r = normal(f32[4, 5], 0.0, 1.0); loss = sum(d(x) * r);", {"x"}},
        LayerCase{"Conv2d", "m = Conv2d(2, 3, 3, stride = 2, padding = 1); x = normal(f32[2, 2, 5, 5], 0.0, 1.0);\n"
                            "r = normal(f32[2, 3, 3, 3], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"ConvTranspose2d", "m = ConvTranspose2d(2, 3, 3, stride = 2, padding = 1, output_padding = 1);\n"
                                     "x = normal(f32[2, 2, 3, 3], 0.0, 1.0); r = normal(f32[2, 3, 6, 6], 0.0, 1.0);\n"
                                     "loss = sum(m(x) * r);", {"x"}},
        LayerCase{"MaxPool2d", "m = MaxPool2d(2); x = normal(f32[1, 2, 4, 5], 0.0, 1.0); r = normal(f32[1, 2, 2, 2], 0.0, 1.0);\n"
                               "loss = sum(m(x) * r);", {"x"}},
        LayerCase{"BatchNorm", "m = BatchNorm(3); x = normal(f32[4, 3, 2, 2], 0.0, 1.0); r = normal(f32[4, 3, 2, 2], 0.0, 1.0);\n"
                               "loss = sum(m(x) * r);", {"x"}},
        // On one device replica_mean is x itself, and so is its gradient.
        LayerCase{"SyncBatchNorm", "m = BatchNorm(3, sync = true); x = normal(f32[4, 3, 2, 2], 0.0, 1.0);\n"
                                   "r = normal(f32[4, 3, 2, 2], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"LayerNorm", "m = LayerNorm(5); x = normal(f32[3, 5], 0.0, 1.0); r = normal(f32[3, 5], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"Embedding", "e = Embedding(6, 4); ids = argmax(normal(f32[5, 6], 0.0, 1.0), axis = 1);\n"
                               "r = normal(f32[5, 4], 0.0, 1.0); loss = sum(e(ids) * r);", {}},
        LayerCase{"LinearOverRank3", "l = Linear(4, 3); x = normal(f32[2, 5, 4], 0.0, 1.0); r = normal(f32[2, 5, 3], 0.0, 1.0);\n"
                                     "loss = sum(l(x) * r);", {"x"}},
        LayerCase{"LayerNormOverRank3", "m = LayerNorm(5); x = normal(f32[2, 3, 5], 0.0, 1.0); r = normal(f32[2, 3, 5], 0.0, 1.0);\n"
                                        "loss = sum(m(x) * r);", {"x"}},
        LayerCase{"SlicesAndSplits", "x = normal(f32[3, 6], 0.0, 1.0); r = normal(f32[3, 4], 0.0, 1.0);\n"
                                     "parts = split(x, [2, 4], axis = 1);\n"
                                     "loss = sum(concat([parts[1][:, ::2], x[:, -2:]], axis = 1) * r) + sum(stack([x[0], x[2]]));", {"x"}},
        LayerCase{"MultiheadAttention", "m = MultiheadAttention(8, 2); x = normal(f32[2, 3, 8], 0.0, 1.0);\n"
                                        "r = normal(f32[2, 3, 8], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"CausalMultiheadAttention", "m = MultiheadAttention(8, 4, causal = true); x = normal(f32[2, 4, 8], 0.0, 1.0);\n"
                                              "r = normal(f32[2, 4, 8], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"TransformerEncoderLayerPostNorm", "m = TransformerEncoderLayer(8, 2, 12, 0.0); x = normal(f32[2, 3, 8], 0.0, 1.0);\n"
                                                     "r = normal(f32[2, 3, 8], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"TransformerEncoderLayerPreNorm", "m = TransformerEncoderLayer(8, 2, 12, 0.0, true); x = normal(f32[2, 3, 8], 0.0, 1.0);\n"
                                                    "r = normal(f32[2, 3, 8], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"TransformerEncoderLayerPadded", "m = TransformerEncoderLayer(8, 2, 12, 0.0);\n"
                                                   "x = normal(f32[2, 3, 8], 0.0, 1.0);\n"
                                                   "pad = reshape(arange(3), [1, 3]) >= reshape(2 - arange(2), [2, 1]);\n"
                                                   "r = normal(f32[2, 3, 8], 0.0, 1.0); loss = sum(m.masked(x, pad) * r);",
                  {"x"}},
        LayerCase{"TransformerEncoderLayerGelu", "m = TransformerEncoderLayer(8, 2, 12, 0.0, activation = \"gelu\");\n"
                                                 "x = normal(f32[2, 3, 8], 0.0, 1.0);\n"
                                                 "r = normal(f32[2, 3, 8], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        LayerCase{"ModelArgument", "model Residual(d: int, inner: model(f32[*S, d]) -> f32[*S, d]) {\n"
                                   "  fn forward(x: f32[*S, d]) -> f32[*S, d] { return x + inner(x); }\n}\n"
                                   "m = Residual(4, Linear(4, 4)); x = normal(f32[2, 3, 4], 0.0, 1.0);\n"
                                   "r = normal(f32[2, 3, 4], 0.0, 1.0); loss = sum(m(x) * r);", {"x"}},
        // A loop (the backward pass runs it in reverse): the weights shared
        // by every step, h carried, every step's output stacked; x scanned
        // along axis 1, so its gradient is stacked along it.
        LayerCase{"ForLoop", "model Rnn(d: int, hid: int) {\n  wx = Linear(d, hid);\n  wh = Linear(hid, hid);\n"
                             "  fn forward(x: f32[N, T, d]) -> f32[T, N, hid] {\n    let h = tanh(wx(x[:, 0]));\n"
                             "    let hs = for t in 0..T {\n      let h = tanh(wx(x[:, t]) + wh(h));\n      yield h * h;\n    }\n"
                             "    return hs + h;\n  }\n}\n"
                             "m = Rnn(3, 4); x = normal(f32[2, 5, 3], 0.0, 1.0); r = normal(f32[5, 2, 4], 0.0, 1.0);\n"
                             "loss = sum(m(x) * r);", {"x"}},
        // Two carries, the step's number as a tensor, and no output stacked.
        LayerCase{"ForLoopTwoCarries", "model Cell(d: int) {\n  wx = Linear(d, d);\n"
                                       "  fn forward(x: f32[N, T, d]) -> f32[N, d] {\n"
                                       "    let (h, c) = (zeros(f32[N, d]), ones(f32[N, d]));\n"
                                       "    for t in 0..T {\n      let c = c * sigmoid(wx(x[:, t])) + tanh(h);\n"
                                       "      let h = tanh(c) * cast(t + 1, f32);\n    }\n    return h * c;\n  }\n}\n"
                                       "m = Cell(3); x = normal(f32[2, 4, 3], 0.0, 1.0); r = normal(f32[2, 3], 0.0, 1.0);\n"
                                       "loss = sum(m(x) * r);", {"x"}},
        LayerCase{"LSTM", "m = LSTM(3, 4); x = normal(f32[2, 5, 3], 0.0, 1.0); r = normal(f32[2, 5, 4], 0.0, 1.0);\n"
                          "q = normal(f32[2, 4], 0.0, 1.0); o = m(x);\n"
                          "loss = sum(o[0] * r) + sum(o[1] * q) + sum(o[2] * q * q);", {"x"}},
        LayerCase{"GRU", "m = GRU(3, 4); x = normal(f32[2, 5, 3], 0.0, 1.0); r = normal(f32[2, 5, 4], 0.0, 1.0);\n"
                         "q = normal(f32[2, 4], 0.0, 1.0); o = m(x); loss = sum(o[0] * r) + sum(o[1] * q);", {"x"}},
        LayerCase{"mse", "x = normal(f32[3, 4], 0.0, 1.0); t = normal(f32[3, 4], 0.0, 1.0); loss = mse(x, t);", {"x", "t"}},
        LayerCase{"cross_entropy", "x = normal(f32[4, 5], 0.0, 2.0); labels = argmax(normal(f32[4, 5], 0.0, 1.0), axis = 1);\n"
                                   "loss = cross_entropy(x, labels);", {"x"}},
        LayerCase{"cross_entropy_label_smoothing",
                  "x = normal(f32[4, 5], 0.0, 2.0); labels = argmax(normal(f32[4, 5], 0.0, 1.0), axis = 1);\n"
                  "loss = cross_entropy(x, labels, label_smoothing = 0.2);", {"x"}},
        LayerCase{"bce_with_logits", "x = normal(f32[3, 4], 0.0, 2.0); t = uniform(f32[3, 4], 0.0, 1.0);\n"
                                     "loss = bce_with_logits(x, t);", {"x", "t"}}),
    [](const ::testing::TestParamInfo<LayerCase>& info) { return std::string(info.param.name); });

// --- std.nn against PyTorch -------------------------------------------------

// std.nn's MultiheadAttention against PyTorch's nn.MultiheadAttention with
// the same weights, given by a formula: the loss sum(m(x) * r) and its
// gradients, as tests/golden/torch/attention.py wrote them (in float64;
// netc's reference rounds every op to f32).
// PyTorch's numbers as tests/golden/torch/NAME.py wrote them: case -> value -> numbers.
std::map<std::string, std::map<std::string, std::vector<double>>> torch_numbers(const std::string& name) {
  std::ifstream in(std::string(NETC_TEST_SOURCE_DIR) + "/tests/golden/torch/" + name);
  EXPECT_TRUE(in.good()) << name;
  std::map<std::string, std::map<std::string, std::vector<double>>> torch;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    std::string c, key;
    ls >> c >> key;
    for (double v; ls >> v;) torch[c][key].push_back(v);
  }
  return torch;
}

// The scripts' formula: element j of the k-th tensor.
void torch_formula(int k, Tensor& t) {
  for (size_t j = 0; j < t.data.size(); ++j) t.data[j] = 0.5 * std::sin(1.3 * static_cast<double>(j) + 0.7 * k + 0.1);
}

// p (its parameters given by the formula, k_of) differentiated with respect
// to all but `fixed`, evaluated, and compared with PyTorch's loss and
// gradients (`want`; input.x is PyTorch's x).
void expect_like_torch(Problem& p, const std::map<std::string, int>& k_of, const std::vector<std::string>& fixed,
                       std::map<std::string, std::vector<double>>& want) {
  ASSERT_EQ(p.params.size(), k_of.size());
  for (auto& [param, value] : p.params) torch_formula(k_of.at(param), value);
  for (const std::string& f : fixed) p.wrt.erase(std::remove(p.wrt.begin(), p.wrt.end(), f), p.wrt.end());
  auto g = ir::differentiate(p.module, p.fn, p.loss, p.wrt);
  ASSERT_TRUE(g.ok()) << g.message();
  ir::Module with_grad = p.module;
  with_grad.functions.push_back(g->fn);
  std::vector<Tensor> results = ir::interp::evaluate(with_grad, with_grad.functions.back(), p.inputs, p.params, p.dims, p.step);
  auto expect_near = [&](const std::string& key, const std::vector<double>& got) {
    const std::vector<double>& w = want[key.rfind("input.", 0) == 0 ? key.substr(6) : key];  // PyTorch's x, h0
    ASSERT_EQ(got.size(), w.size()) << key;
    double scale = 0;
    for (double v : w) scale = std::max(scale, std::fabs(v));
    for (size_t j = 0; j < w.size(); ++j) EXPECT_NEAR(got[j], w[j], 1e-5 * std::max(scale, 1e-3)) << key << "[" << j << "]";
  };
  expect_near("loss", results[p.loss].data);
  for (size_t k = 0; k < p.wrt.size(); ++k) expect_near(p.wrt[k], results[p.fn.results.size() + k].data);
}

TEST(StdlibAgainstPyTorch, MultiheadAttention) {
  auto torch = torch_numbers("attention.txt");
  const std::map<std::string, int> k_of = {{"m.wq.weight", 0}, {"m.wk.weight", 1}, {"m.wv.weight", 2}, {"m.wq.bias", 3},
                                           {"m.wk.bias", 4},   {"m.wv.bias", 5},   {"m.out.weight", 6}, {"m.out.bias", 7},
                                           {"input.x", 8},     {"input.r", 9}};
  for (auto [name, T, causal] : {std::tuple{"plain", 3, false}, std::tuple{"causal", 4, true}}) {
    SCOPED_TRACE(name);
    const std::string t = std::to_string(T);
    Problem p = compile_top(std::string("import std.nn;\nm = MultiheadAttention(8, 2") + (causal ? ", causal = true" : "") +
                                ");\nx = normal(f32[2, " + t + ", 8], 0.0, 1.0);\nr = normal(f32[2, " + t +
                                ", 8], 0.0, 1.0);\nloss = sum(m(x) * r);",
                            {"x", "r"});
    expect_like_torch(p, k_of, {"input.r"}, torch[name]);
  }
  // `attend` with a key padding mask (the last key of the first example, the
  // last two of the second), causal too, and over a memory of 4 positions.
  std::map<std::string, int> with_memory = k_of;
  with_memory["input.memory"] = 10;
  for (auto [name, T, S, causal] : {std::tuple{"padded", 3, 0, false}, std::tuple{"causal_padded", 4, 0, true},
                                    std::tuple{"cross", 3, 4, false}}) {
    SCOPED_TRACE(name);
    const std::string t = std::to_string(T), l = std::to_string(S ? S : T);
    std::string program = std::string("import std.nn;\nm = MultiheadAttention(8, 2") + (causal ? ", causal = true" : "") +
                          ");\nx = normal(f32[2, " + t + ", 8], 0.0, 1.0);\nr = normal(f32[2, " + t + ", 8], 0.0, 1.0);\n" +
                          (S ? "memory = normal(f32[2, " + l + ", 8], 0.0, 1.0);\n" : "") +
                          "pad = reshape(arange(" + l + "), [1, " + l + "]) >= reshape(" + l + " - 1 - arange(2), [2, 1]);\n" +
                          (S ? "loss = sum(m.attend(x, memory, pad) * r);" : "loss = sum(m.masked(x, pad) * r);");
    Problem p = compile_top(program, S ? std::vector<std::string>{"x", "r", "memory"} : std::vector<std::string>{"x", "r"});
    expect_like_torch(p, S ? with_memory : k_of, {"input.r"}, torch[name]);
  }
}

// std.nn's LSTM and GRU (a `for` loop), of one and two layers, against
// PyTorch's nn.LSTM and nn.GRU with batch_first and the same weights: the loss of their outputs and final
// states, and its gradients, as tests/golden/torch/recurrent.py wrote them.
TEST(StdlibAgainstPyTorch, LstmAndGru) {
  auto torch = torch_numbers("recurrent.txt");
  const std::map<std::string, int> k_of = {{"m.weight_ih_l0", 0}, {"m.weight_hh_l0", 1}, {"m.bias_ih_l0", 2},
                                           {"m.bias_hh_l0", 3},   {"input.x", 4},        {"input.r", 5},
                                           {"input.q", 6}};
  const std::string inputs = "x = normal(f32[2, 5, 3], 0.0, 1.0); r = normal(f32[2, 5, 4], 0.0, 1.0);\n"
                             "q = normal(f32[2, 4], 0.0, 1.0);\n";
  for (auto [name, program] :
       {std::pair{"lstm", "m = LSTM(3, 4);\no = m(x);\nloss = sum(o[0] * r) + sum(o[1] * q) + sum(o[2] * q * q);"},
        std::pair{"gru", "m = GRU(3, 4);\no = m(x);\nloss = sum(o[0] * r) + sum(o[1] * q);"}}) {
    SCOPED_TRACE(name);
    Problem p = compile_top(std::string("import std.nn;\n") + inputs + program, {"x", "r", "q"});
    expect_like_torch(p, k_of, {"input.r", "input.q"}, torch[name]);
  }
  // From given states (PyTorch's `lstm(x, (h0, c0))`, `gru(x, h0)`), their
  // gradients too.
  std::map<std::string, int> with_h0 = k_of;
  with_h0["input.h0"] = 7;
  std::map<std::string, int> with_both = with_h0;
  with_both["input.c0"] = 8;
  const std::string h0 = "h0 = normal(f32[2, 4], 0.0, 1.0);\n", c0 = "c0 = normal(f32[2, 4], 0.0, 1.0);\n";
  {
    SCOPED_TRACE("lstm_state");
    Problem p = compile_top("import std.nn;\n" + inputs + h0 + c0 +
                                "m = LSTM(3, 4);\no = m(x, h0, c0);\n"
                                "loss = sum(o[0] * r) + sum(o[1] * q) + sum(o[2] * q * q);",
                            {"x", "r", "q", "h0", "c0"});
    expect_like_torch(p, with_both, {"input.r", "input.q"}, torch["lstm_state"]);
  }
  {
    SCOPED_TRACE("gru_state");
    Problem p = compile_top("import std.nn;\n" + inputs + h0 + "m = GRU(3, 4);\no = m(x, h0 = h0);\n"
                                "loss = sum(o[0] * r) + sum(o[1] * q);",
                            {"x", "r", "q", "h0"});
    expect_like_torch(p, with_h0, {"input.r", "input.q"}, torch["gru_state"]);
  }
  // num_layers = 2: the second layer's weights by the formula's k = 9..12,
  // the loss of the top layer's outputs and final states.
  std::map<std::string, int> two = k_of;
  int k = 9;
  for (const char* w : {"weight_ih", "weight_hh", "bias_ih", "bias_hh"}) two[std::string("m.") + w + "_l1"] = k++;
  for (auto [name, program] :
       {std::pair{"lstm_two_layers",
                  "m = LSTM(3, 4, num_layers = 2);\no = m(x);\nloss = sum(o[0] * r) + sum(o[1] * q) + sum(o[2] * q * q);"},
        std::pair{"gru_two_layers", "m = GRU(3, 4, num_layers = 2);\no = m(x);\nloss = sum(o[0] * r) + sum(o[1] * q);"}}) {
    SCOPED_TRACE(name);
    Problem p = compile_top(std::string("import std.nn;\n") + inputs + program, {"x", "r", "q"});
    expect_like_torch(p, two, {"input.r", "input.q"}, torch[name]);
  }
}

// std.nn's other layers and functions against PyTorch's with the same
// weights (tests/golden/torch/layers.py): the loss sum(y * r) and its
// gradients with respect to x and the layer's parameters.
TEST(StdlibAgainstPyTorch, Layers) {
  auto torch = torch_numbers("layers.txt");
  struct Case {
    const char* name;
    const char* make;  // `m = ...;`, or "" for a function
    const char* x;
    const char* r;
    const char* y;  // of x
  };
  for (const Case& c : {
           Case{"conv1d", "m = Conv1d(2, 3, 3, stride = 2, padding = 1);", "[2, 2, 7]", "[2, 3, 4]", "m(x)"},
           Case{"conv1d_no_bias", "m = Conv1d(2, 3, 3, use_bias = false);", "[2, 2, 5]", "[2, 3, 3]", "m(x)"},
           Case{"linear_no_bias", "m = Linear(3, 4, use_bias = false);", "[2, 3]", "[2, 4]", "m(x)"},
           Case{"conv2d_groups", "m = Conv2d(4, 6, 3, stride = 2, padding = 1, groups = 2);", "[2, 4, 5, 5]",
                "[2, 6, 3, 3]", "m(x)"},
           Case{"conv2d_dilated", "m = Conv2d(4, 6, 3, padding = 2, dilation = 2, groups = 2);", "[2, 4, 7, 7]",
                "[2, 6, 7, 7]", "m(x)"},
           Case{"conv1d_dilated", "m = Conv1d(2, 3, 3, padding = 4, dilation = 4);", "[2, 2, 9]", "[2, 3, 9]", "m(x)"},
           Case{"conv2d_depthwise", "m = Conv2d(3, 3, 3, padding = 1, groups = 3, use_bias = false);", "[2, 3, 4, 4]",
                "[2, 3, 4, 4]", "m(x)"},
           Case{"conv_transpose2d_no_bias", "m = ConvTranspose2d(2, 3, 3, stride = 2, use_bias = false);",
                "[2, 2, 3, 3]", "[2, 3, 7, 7]", "m(x)"},
           Case{"batch_norm1d_sequence", "m = BatchNorm1d(3);", "[4, 3, 5]", "[4, 3, 5]", "m(x)"},
           Case{"max_pool1d", "m = MaxPool1d(2);", "[2, 3, 6]", "[2, 3, 3]", "m(x)"},
           Case{"avg_pool1d", "m = AvgPool1d(3);", "[2, 3, 6]", "[2, 3, 2]", "m(x)"},
           Case{"group_norm", "m = GroupNorm(2, 4);", "[2, 4, 3, 3]", "[2, 4, 3, 3]", "m(x)"},
           Case{"layer_norm_no_affine", "m = LayerNorm(5, elementwise_affine = false);", "[3, 5]", "[3, 5]", "m(x)"},
           Case{"adaptive_avg_pool2d", "m = AdaptiveAvgPool2d(2);", "[2, 3, 4, 4]", "[2, 3, 2, 2]", "m(x)"},
           Case{"avg_pool2d", "m = AvgPool2d(2);", "[2, 3, 4, 4]", "[2, 3, 2, 2]", "m(x)"},
           Case{"max_pool2d_padded", "m = MaxPool2d(3, stride = 2, padding = 1);", "[2, 3, 5, 5]", "[2, 3, 3, 3]",
                "m(x)"},
           Case{"avg_pool2d_padded", "m = AvgPool2d(3, stride = 2, padding = 1);", "[2, 3, 6, 6]", "[2, 3, 3, 3]",
                "m(x)"},
           Case{"leaky_relu", "", "[3, 5]", "[3, 5]", "leaky_relu(x, 0.2)"},
           Case{"elu", "", "[3, 5]", "[3, 5]", "elu(x, 1.5)"},
           Case{"softplus", "", "[3, 5]", "[3, 5]", "softplus(4.0 * x, beta = 2.0, threshold = 1.0)"},
           Case{"silu", "", "[3, 5]", "[3, 5]", "silu(x)"},
           Case{"l1_loss", "", "[3, 5]", "[]", "l1_loss(x, cos(x))"},
           Case{"smooth_l1_loss", "", "[3, 5]", "[]", "smooth_l1_loss(x, cos(x), beta = 0.5)"},
           Case{"huber_loss", "", "[3, 5]", "[]", "huber_loss(x, cos(x), delta = 0.7)"},
           Case{"nll_loss", "", "[3, 5]", "[]", "nll_loss(log_softmax(x, axis = 1), arange(0, 6, step = 2))"},
           Case{"binary_cross_entropy", "", "[3, 5]", "[]", "binary_cross_entropy(sigmoid(x), x * 0.0 + 0.25)"},
           Case{"kl_div", "", "[3, 5]", "[]", "kl_div(log_softmax(x, axis = 1), softmax(cos(x), axis = 1))"},
           Case{"var", "", "[3, 5]", "[3]", "var(x, axis = 1)"},
           Case{"std", "", "[3, 5]", "[1, 5]", "std(x, axis = 0, correction = 0, keepdims = true)"},
           Case{"logsumexp", "", "[3, 5]", "[3]", "logsumexp(4.0 * x, axis = 1)"},
           Case{"gelu_tanh", "m = GELU(approximate = \"tanh\");", "[3, 5]", "[3, 5]", "m(x)"},
           Case{"relu6", "", "[3, 5]", "[3, 5]", "relu6(4.0 * x)"},
           Case{"hardswish", "", "[3, 5]", "[3, 5]", "hardswish(4.0 * x)"},
           Case{"hardsigmoid", "", "[3, 5]", "[3, 5]", "hardsigmoid(4.0 * x)"},
           Case{"mish", "", "[3, 5]", "[3, 5]", "mish(3.0 * x)"},
           Case{"log_softmax_layer", "m = LogSoftmax();", "[2, 3, 5]", "[2, 3, 5]", "m(x)"},
           Case{"rms_norm", "m = RMSNorm(5);", "[2, 3, 5]", "[2, 3, 5]", "m(x)"},
           Case{"upsample_nearest", "m = Upsample(2);", "[2, 3, 2, 3]", "[2, 3, 4, 6]", "m(x)"},
           Case{"upsample_bilinear", "m = Upsample(2, mode = \"bilinear\");", "[2, 3, 2, 3]", "[2, 3, 4, 6]", "m(x)"},
           Case{"einsum_pair", "", "[2, 3, 4]", "[2, 3, 3]",
                "einsum(\"bij,bkjl->bik\", x, broadcast_to(reshape(cos(x), [2, 3, 4, 1]), [2, 3, 4, 2]))"},
           Case{"einsum_one", "", "[2, 3, 4]", "[4, 2]", "einsum(\"bij->jb\", x)"},
           Case{"einsum_ellipsis", "", "[2, 3, 4]", "[2, 3, 3]", "einsum(\"...ij,...kj->...ik\", x, cos(x))"},
           Case{"pad_zeros", "", "[2, 3, 4]", "[2, 4, 7]", "pad(x, [1, 2, 0, 1])"},
           Case{"pad_value", "", "[2, 3, 4]", "[2, 3, 6]", "pad(x, [2, 0], value = 0.5)"},
           Case{"flip_roll", "", "[2, 3, 4]", "[2, 3, 4]", "flip(x, 2) * roll(x, 2, axis = 1) + roll(x, -5, axis = 2)"},
           Case{"flip_roll_sized",
                "model R() {\n  fn forward(x: f32[N, T, 4]) -> f32[N, T, 4] {\n"
                "    return roll(x, -1, axis = 1) * flip(x, 1) + roll(x, 1, axis = 1);\n  }\n}\nm = R();",
                "[2, 3, 4]", "[2, 3, 4]", "m(x)"},
           Case{"mse_sum", "", "[3, 5]", "[]", "mse(x, cos(x), reduction = \"sum\")"},
           Case{"cross_entropy_sum_smoothed", "", "[3, 5]", "[]",
                "cross_entropy(x, arange(0, 6, step = 2), label_smoothing = 0.1, reduction = \"sum\")"},
           Case{"nll_loss_sum", "", "[3, 5]", "[]",
                "nll_loss(log_softmax(x, axis = 1), arange(0, 6, step = 2), reduction = \"sum\")"},
           Case{"bce_with_logits_sum", "", "[3, 5]", "[]", "bce_with_logits(x, x * 0.0 + 0.25, reduction = \"sum\")"},
           Case{"smooth_l1_loss_sum", "", "[3, 5]", "[]", "smooth_l1_loss(x, cos(x), beta = 0.5, reduction = \"sum\")"},
           Case{"kl_div_sum", "", "[3, 5]", "[]",
                "kl_div(log_softmax(x, axis = 1), softmax(cos(x), axis = 1), reduction = \"sum\")"},
           Case{"kl_div_mean", "", "[3, 5]", "[]",
                "kl_div(log_softmax(x, axis = 1), softmax(cos(x), axis = 1), reduction = \"mean\")"},
           Case{"cross_entropy_ignore", "", "[3, 5]", "[]", "cross_entropy(x, arange(0, 6, step = 2), ignore_index = 2)"},
           Case{"cross_entropy_ignore_smoothed_sum", "", "[3, 5]", "[]",
                "cross_entropy(x, arange(0, 6, step = 2), ignore_index = 0, label_smoothing = 0.2, "
                "reduction = \"sum\")"},
           Case{"cross_entropy_ignore_smoothed", "", "[3, 5]", "[]",
                "cross_entropy(x, arange(0, 6, step = 2), ignore_index = 4, label_smoothing = 0.2)"},
       }) {
    SCOPED_TRACE(c.name);
    ASSERT_TRUE(torch.count(c.name)) << "layers.txt has no case " << c.name;
    std::map<std::string, int> k_of = {{"input.x", 4}, {"input.r", 5}};
    if (torch[c.name].count("m.weight")) k_of["m.weight"] = 0;
    if (torch[c.name].count("m.bias")) k_of["m.bias"] = 1;
    Problem p = compile_top(std::string("import std.nn;\n") + c.make + "\nx = normal(f32" + c.x +
                                ", 0.0, 1.0);\nr = normal(f32" + c.r + ", 0.0, 1.0);\nloss = sum((" + c.y + ") * r);",
                            {"x", "r"});
    // A layer's states (BatchNorm1d's running averages), which a training
    // step does not read: given a formula, held fixed.
    std::vector<std::string> fixed = {"input.r"};
    for (const auto& [name, value] : p.params)
      if (!k_of.count(name)) {
        k_of[name] = 6 + static_cast<int>(fixed.size());
        fixed.push_back(name);
      }
    expect_like_torch(p, k_of, fixed, torch[c.name]);
  }
}

// --- a real train step -------------------------------------------------------

const char* kSmallTrain = R"(import std.nn;
dataset d {
  x: f32[4] = idx("x.gz");
  y: i64[]  = idx("y.gz");
}
model M() {
  fc1 = Linear(4, 5);
  norm = LayerNorm(5);
  fc2 = Linear(5, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] { return fc2(gelu(norm(fc1(x)))); }
}
net = M();
train net on d {
  batch     = 6;
  logits    = net(batch.x);
  loss      = cross_entropy(logits, batch.y);
  accuracy  = accuracy(logits, batch.y);
  optimizer = SGD(lr = 0.1);
  epochs    = 1;
}
)";

TEST(AutodiffTrainStep, SymbolicBatchMatchesFiniteDifferences) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("train.net", o, kSmallTrain);
  ASSERT_TRUE(c->ok());
  Problem p;
  p.module = *c->ir;
  ASSERT_EQ(p.module.trains.size(), 1u);
  for (const ir::Function& f : p.module.functions)
    if (f.name == p.module.trains[0].step) p.fn = f;
  ASSERT_EQ(p.fn.params.size(), 2u);
  Rng rng(5);
  p.dims = {{"B", 6}};
  p.inputs = {random_tensor({6, 4}, Range::Any, rng), ints({6}, {0, 2, 1, 1, 0, 2})};
  for (const ir::GlobalParam& gp : p.module.params) {
    p.params[gp.name] = random_tensor(ir::interp::concrete_shape(gp.type, {}), Range::Any, rng);
    if (gp.name.rfind("net.", 0) == 0) p.wrt.push_back(gp.name);  // not the optimizer's state
  }
  ASSERT_EQ(p.wrt.size(), 6u);  // fc1, norm, fc2: weight/bias, gamma/beta, weight/bias
  p.loss = 0;
  expect_gradients_match(p);
}

TEST(AutodiffTrainStep, FashionMlpVerifiesAndRoundTrips) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(std::string(NETC_TEST_SOURCE_DIR) + "/examples/fashion_mlp.net", o);
  ASSERT_TRUE(c->ok());
  ir::Module m = *c->ir;
  const ir::TrainRun& train = m.trains.at(0);
  const ir::Function* step = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == train.step) step = &f;
  ASSERT_NE(step, nullptr);
  std::vector<std::string> wrt;  // the model's parameters, not the optimizer's state
  for (const ir::GlobalParam& gp : m.params)
    if (gp.name.rfind(train.models.at(0) + ".", 0) == 0) wrt.push_back(gp.name);
  ASSERT_EQ(wrt.size(), 4u);
  auto r = ir::differentiate(m, *step, 0, wrt);
  ASSERT_TRUE(r.ok()) << r.message();
  ir::GradResult g = std::move(*r);
  const size_t forward = step->body.size();

  // Same forward, then the gradients, each with its parameter's type (on gpu).
  ASSERT_EQ(g.fn.results.size(), step->results.size() + wrt.size());
  for (size_t k = 0; k < wrt.size(); ++k) {
    EXPECT_EQ(g.fn.type_of(g.fn.results[step->results.size() + k]), m.find_param(wrt[k])->type) << wrt[k];
    EXPECT_EQ(g.fn.type_of(g.fn.results[step->results.size() + k]).device.str(), "gpu");
  }
  // Every backward instruction points at a forward instruction's location.
  std::set<std::tuple<uint32_t, uint32_t, uint32_t>> forward_locs;
  for (size_t i = 0; i < forward; ++i) forward_locs.insert({step->body[i].loc.file, step->body[i].loc.line, step->body[i].loc.col});
  for (size_t i = forward; i < g.fn.body.size(); ++i) {
    const ir::Loc& l = g.fn.body[i].loc;
    EXPECT_TRUE(forward_locs.count({l.file, l.line, l.col})) << ir::op_name(g.fn.body[i].op) << " " << ir::print_loc(l);
  }
  // No gradient flows into the metric (argmax/eq/cast) or the data.
  for (size_t i = forward; i < g.fn.body.size(); ++i) EXPECT_NE(g.fn.body[i].op, Op::Argmax);

  m.functions.push_back(g.fn);
  std::vector<std::string> errors = ir::verify(m);
  EXPECT_TRUE(errors.empty()) << errors.front();
  std::string text = ir::print_module(m);
  auto parsed = ir::parse_module(text);
  ASSERT_TRUE(std::holds_alternative<ir::Module>(parsed)) << std::get<ir::IrParseError>(parsed).message;
  EXPECT_EQ(ir::print_module(std::get<ir::Module>(parsed)), text);
  EXPECT_TRUE(ir::verify(std::get<ir::Module>(parsed)).empty());
}

}  // namespace
}  // namespace netc
