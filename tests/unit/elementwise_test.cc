// The elementwise rules of ir/ops.def (ir/elementwise.h): every formula
// parses, values are what the definitions say, and every gradient formula
// matches central differences of its op's value formula. An op added to
// ops.def is checked here without a line of this file changing.
#include "ir/elementwise.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>

namespace netc::ir {
namespace {

std::vector<Op> elementwise_ops() {
  std::vector<Op> ops;
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) \
  if (op_kind(Op::name) == OpKind::Elementwise) ops.push_back(Op::name);
#include "ir/ops.def"
#undef NETC_OP
  return ops;
}

TEST(ElementwiseRules, EveryElementwiseOpHasARuleAndOnlyThose) {
  std::vector<Op> ops = elementwise_ops();
  ASSERT_GE(ops.size(), 25u);
  for (Op op : ops) {
    const ElementwiseRule* r = elementwise_rule(op);
    ASSERT_NE(r, nullptr) << op_name(op);
    EXPECT_EQ(r->arity, op_arity(op)) << op_name(op);
    EXPECT_EQ(r->grads.size(), static_cast<size_t>(r->arity)) << op_name(op);
  }
  EXPECT_EQ(elementwise_rule(Op::Matmul), nullptr);
  EXPECT_EQ(elementwise_rule(Op::Dropout), nullptr);
  for (Op op : math_ops()) EXPECT_TRUE(op_arity(op) == 1 || op_arity(op) == 2) << op_name(op);
}

// ops.def's grads column: nullptr exactly for the elementwise ops (their
// rules say), else "*" or distinct operand indices in order, each one the
// op has (any for a variadic op).
TEST(OpsDef, EveryStructuralOpSaysWhichOperandsCarryAGradient) {
  ASSERT_GE(kOpCount, 60u);
  for (size_t k = 0; k < kOpCount; ++k) {
    const Op op = static_cast<Op>(k);
    const char* grads = op_grads(op);
    if (op_kind(op) == OpKind::Elementwise) {
      EXPECT_EQ(grads, nullptr) << op_name(op);
      continue;
    }
    ASSERT_NE(grads, nullptr) << op_name(op);
    const std::string g = grads;
    if (g == "*") continue;
    for (size_t j = 0; j < g.size(); ++j) {
      ASSERT_TRUE(g[j] >= '0' && g[j] <= '9') << op_name(op) << ": " << g;
      if (op_arity(op) >= 0) {
        EXPECT_LT(g[j] - '0', op_arity(op)) << op_name(op) << ": " << g;
      }
      if (j > 0) {
        EXPECT_LT(g[j - 1], g[j]) << op_name(op) << ": " << g;
      }
    }
  }
  EXPECT_STREQ(op_grads(Op::ScatterAdd), "02");  // not the indices
  EXPECT_STREQ(op_grads(Op::Argmax), "");
  EXPECT_STREQ(op_grads(Op::Sum), "0");
}

TEST(ElementwiseRules, AFormulaThatIsWrongSaysWhere) {
  auto message = [](std::string_view text, int arity, bool gradient, std::optional<Op> self = std::nullopt) {
    auto f = parse_formula(text, arity, gradient ? FormulaUse::Gradient : FormulaUse::Value, self);
    return f.ok() ? std::string("ok") : f.status().message();
  };
  EXPECT_EQ(message("mul(x0, x1)", 2, false), "ok");
  EXPECT_EQ(message("mul(x0, x1)", 1, false), "formula `mul(x0, x1)`: `x1` is no variable here at offset 10");
  EXPECT_EQ(message("mul(g, y)", 1, false), "formula `mul(g, y)`: `g` is no variable here at offset 5");
  EXPECT_EQ(message("mul(g, y)", 1, true), "ok");
  EXPECT_EQ(message("mul(x0)", 1, false), "formula `mul(x0)`: `mul` takes 2 operands, not 1 at offset 7");
  EXPECT_EQ(message("cosh(x0)", 1, false), "formula `cosh(x0)`: `cosh` is neither a primitive nor an elementwise op at offset 8");
  EXPECT_EQ(message("matmul(x0, x1)", 2, false),
            "formula `matmul(x0, x1)`: `matmul` is neither a primitive nor an elementwise op at offset 14");
  EXPECT_EQ(message("add(relu(x0), 1)", 1, false, Op::Relu),
            "formula `add(relu(x0), 1)`: `relu` is defined in terms of itself at offset 12");
  EXPECT_EQ(message("add(x0, 1", 1, false), "formula `add(x0, 1`: expected `)` or `,` at offset 9");
  EXPECT_EQ(message("x0 x0", 1, false), "formula `x0 x0`: unexpected `x` at offset 3");
}

TEST(ElementwiseRules, ValuesOnDoubles) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Sigmoid, {0.0}), 0.5);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Relu, {-2.0}), 0.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Relu, {3.0}), 3.0);
  EXPECT_TRUE(std::isnan(evaluate_double(Op::Relu, {nan})));  // relu(NaN) is NaN
  EXPECT_TRUE(std::isnan(evaluate_double(Op::Maximum, {nan, 1.0})));  // NaN wins, either side
  EXPECT_TRUE(std::isnan(evaluate_double(Op::Maximum, {1.0, nan})));
  EXPECT_TRUE(std::isnan(evaluate_double(Op::Minimum, {1.0, nan})));
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Maximum, {1.0, 2.0}), 2.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Minimum, {1.0, 2.0}), 1.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Where, {1.0, 4.0, 5.0}), 4.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Where, {0.0, 4.0, 5.0}), 5.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Lt, {1.0, 2.0}), 1.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Not, {1.0}), 0.0);
  EXPECT_DOUBLE_EQ(evaluate_double(Op::Rsqrt, {4.0}), 0.5);
  EXPECT_NEAR(evaluate_double(Op::Erf, {1.0}), 0.8427007929497149, 1e-15);
  EXPECT_NEAR(evaluate_double(Op::Sin, {0.5}), 0.479425538604203, 1e-15);
  EXPECT_NEAR(evaluate_double(Op::Cos, {0.5}), 0.8775825618903728, 1e-15);
  EXPECT_NEAR(evaluate_double(Op::Log1p, {1e-10}), 9.9999999995e-11, 1e-24);
  EXPECT_EQ(evaluate_double(Op::Floor, {-1.5}), -2.0);
  EXPECT_EQ(evaluate_double(Op::Round, {2.5}), 2.0) << "ties to even, as torch.round";
  EXPECT_EQ(evaluate_double(Op::Round, {-0.5}), -0.0);
  EXPECT_EQ(evaluate_double(Op::Sign, {-3.0}), -1.0);
  EXPECT_EQ(evaluate_double(Op::Sign, {0.0}), 0.0);
  EXPECT_TRUE(std::isnan(evaluate_double(Op::Sign, {std::nan("")})));
}

// g = 1: each gradient formula is the partial derivative of the value.
TEST(ElementwiseRules, EveryGradientMatchesCentralDifferences) {
  const std::vector<std::vector<double>> points = {{0.7, 1.3, 0.9}, {1.6, 0.55, 1.2}, {1.1, 1.9, 0.6}};
  size_t checked = 0;
  for (Op op : elementwise_ops()) {
    const ElementwiseRule& r = *elementwise_rule(op);
    for (size_t k = 0; k < r.grads.size(); ++k) {
      if (!r.grads[k]) continue;
      for (std::vector<double> x : points) {
        x.resize(static_cast<size_t>(r.arity));
        if (r.typing == Typing::Select) x[0] = 1.0;  // a true condition
        const double y = evaluate_double(op, x);
        std::vector<double> vars = x;
        vars.resize(Formula::kY);
        vars.push_back(y);
        vars.push_back(1.0);
        DoubleScalar b;
        const double analytic = evaluate(b, *r.grads[k], vars);
        const double h = 1e-6;
        std::vector<double> up = x, down = x;
        up[k] += h;
        down[k] -= h;
        const double numeric = (evaluate_double(op, up) - evaluate_double(op, down)) / (2 * h);
        EXPECT_NEAR(analytic, numeric, 1e-6 * (1 + std::fabs(numeric)))
            << op_name(op) << ", operand " << k << " at x0 = " << x[0];
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 3u * 20);
}

// Reductions: each rule read, and its value on doubles as the definition
// says (their gradients: AutodiffPrimitives.Reductions).
TEST(ReductionRules, EveryReductionHasItsRules) {
  ASSERT_GE(reduction_ops().size(), 3u);
  for (Op op : reduction_ops()) {
    ASSERT_NE(reduction_rule(op), nullptr) << op_name(op);
    EXPECT_EQ(op_kind(op), OpKind::Reduction);
  }
  EXPECT_EQ(reduction_rule(Op::Add), nullptr);
  auto reduce = [](Op op, const std::vector<double>& xs) {
    const ReductionRule& r = *reduction_rule(op);
    double acc = r.start_value();
    for (double x : xs) acc = evaluate_double(r.combine, {acc, x});
    return evaluate_double(r.finish, {acc, static_cast<double>(xs.size())});
  };
  EXPECT_DOUBLE_EQ(reduce(Op::Sum, {1, 2, 4}), 7.0);
  EXPECT_DOUBLE_EQ(reduce(Op::Mean, {1, 2, 6}), 3.0);
  EXPECT_DOUBLE_EQ(reduce(Op::Max, {1, 5, 2}), 5.0);
  EXPECT_DOUBLE_EQ(reduce(Op::Min, {3, -5, 2}), -5.0);
  EXPECT_DOUBLE_EQ(reduce(Op::Max, {-3, -5}), -3.0);
  EXPECT_TRUE(std::isnan(reduce(Op::Max, {1, std::numeric_limits<double>::quiet_NaN(), 7})));  // NaN stays
  auto f = parse_formula("div(g, count(eq(x0, y)))", 1, FormulaUse::ReductionGradient);
  EXPECT_TRUE(f.ok());
  EXPECT_FALSE(parse_formula("div(g, count(eq(x0, y)))", 1, FormulaUse::Gradient).ok());
  EXPECT_FALSE(parse_formula("div(g, n)", 1, FormulaUse::Gradient).ok());
}

// Structural gradients (ops.def's NETC_GRADIENT): each line read, with a
// formula for exactly the operands its op's grads column names (the table
// aborts otherwise); ops without a line have their rules in autodiff.cc.
// Their values: AutodiffPrimitives.* against central differences, and the
// codegen dumps, which these formulas left byte for byte as the C++ rules
// they replace made them.
TEST(GradientRules, StructuralGradientsAreOtherOps) {
  size_t lines = 0;
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_GRADIENT(name, d0, d1, d2) ++lines;
#include "ir/ops.def"
#undef NETC_GRADIENT
#undef NETC_OP
  size_t rules = 0;
  for (size_t k = 0; k < kOpCount; ++k) {
    const GradientRule* r = gradient_rule(static_cast<Op>(k));
    if (!r) continue;
    ++rules;
    EXPECT_NE(op_kind(r->op), OpKind::Elementwise) << op_name(r->op);
    EXPECT_NE(op_kind(r->op), OpKind::Reduction) << op_name(r->op);
    ASSERT_EQ(r->grads.size(), static_cast<size_t>(op_arity(r->op))) << op_name(r->op);
  }
  EXPECT_EQ(rules, lines);
  ASSERT_GE(rules, 10u);
  const GradientRule* slice = gradient_rule(Op::Slice);
  ASSERT_NE(slice, nullptr);
  ASSERT_TRUE(slice->grads[0].has_value());
  EXPECT_EQ(slice->grads[0]->kind, Formula::Kind::Op);
  EXPECT_EQ(slice->grads[0]->op, Op::SliceGrad);
  const GradientRule* scatter = gradient_rule(Op::ScatterAdd);  // x, idx, src: not the indices
  ASSERT_NE(scatter, nullptr);
  EXPECT_TRUE(scatter->grads[0].has_value());
  EXPECT_FALSE(scatter->grads[1].has_value());
  EXPECT_EQ(scatter->grads[2]->op, Op::TakeAlongAxis);
  EXPECT_EQ(gradient_rule(Op::Matmul), nullptr);  // a rule of autodiff.cc
  EXPECT_EQ(gradient_rule(Op::Add), nullptr);     // its NETC_ELEMENTWISE line
}

// Every structural op through which a gradient flows (its grads column
// names an operand) declares how: a NETC_GRADIENT formula or a
// NETC_GRADIENT_RULE naming autodiff.cc's rule, never both; loops aside.
TEST(GradientRules, EveryStructuralGradientIsDeclaredOnce) {
  std::set<Op> named;
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_GRADIENT_RULE(name, rule) EXPECT_TRUE(named.insert(Op::name).second) << #name;
#include "ir/ops.def"
#undef NETC_GRADIENT_RULE
#undef NETC_OP
  ASSERT_GE(named.size(), 10u);
  for (size_t k = 0; k < kOpCount; ++k) {
    const Op op = static_cast<Op>(k);
    const OpKind kind = op_kind(op);
    if (kind == OpKind::Elementwise || kind == OpKind::Reduction || kind == OpKind::Control) continue;
    const bool flows = op_grads(op) && std::string(op_grads(op)) != "";
    const bool formula = gradient_rule(op) != nullptr, rule = named.count(op) > 0;
    EXPECT_EQ(flows, formula || rule) << op_name(op);
    EXPECT_FALSE(formula && rule) << op_name(op);
  }
}

TEST(GradientRules, AStructuralFormulaThatIsWrongSaysWhere) {
  auto message = [](std::string_view text, int arity) {
    auto f = parse_formula(text, arity, FormulaUse::StructuralGradient);
    return f.ok() ? std::string("ok") : f.status().message();
  };
  EXPECT_EQ(message("max_pool2d_grad(x0, g)", 1), "ok");
  EXPECT_EQ(message("concat(g, g, y)", 1), "ok");  // variadic
  EXPECT_EQ(message("slice_grad(g, x1)", 2), "formula `slice_grad(g, x1)`: `slice_grad` takes 1 operands, not 2 at offset 17");
  EXPECT_EQ(message("mul(g, 2)", 1), "formula `mul(g, 2)`: a structural gradient has no numbers at offset 7");
  EXPECT_EQ(message("frob(g)", 1), "formula `frob(g)`: `frob` is no op at offset 7");
  EXPECT_EQ(message("gather_grad(g, x1)", 1), "formula `gather_grad(g, x1)`: `x1` is no variable here at offset 17");
}

// The operands a gradient reaches are the ones autodiff differentiates.
TEST(ElementwiseRules, ComparisonsAndConditionsPassNoGradient) {
  for (Op op : {Op::Eq, Op::Ne, Op::Lt, Op::Le, Op::Gt, Op::Ge, Op::And, Op::Or, Op::Not})
    for (const auto& g : elementwise_rule(op)->grads) EXPECT_FALSE(g.has_value()) << op_name(op);
  EXPECT_FALSE(elementwise_rule(Op::Where)->grads[0].has_value());
  EXPECT_TRUE(elementwise_rule(Op::Where)->grads[1].has_value());
}

}  // namespace
}  // namespace netc::ir
