// The simplify pass: what it rewrites, that its result verifies, and that it
// computes the same values (checked with the reference evaluator).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <set>
#include <tuple>

#include "frontend/driver/driver.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/simplify.h"
#include "ir/verifier.h"
#include "ir/interpret.h"

namespace netc {
namespace {

// The gradient of program `text`'s first train step, before simplify, and
// the module it belongs to.
struct Gradient {
  std::unique_ptr<Compilation> c;
  ir::Function fn;
};
Gradient gradient_of(const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  Gradient out;
  out.c = compile("t.net", o, text);
  EXPECT_TRUE(out.c->ok());
  if (!out.c->ok()) return out;
  const ir::Module& m = *out.c->ir;
  const ir::Function* step = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == m.trains[0].step) step = &f;
  std::vector<std::string> wrt;
  for (const ir::GlobalParam& p : m.params)
    if (p.name.rfind("net.", 0) == 0 && p.trainable) wrt.push_back(p.name);
  auto g = ir::differentiate(m, *step, 0, wrt);
  EXPECT_TRUE(g.ok());
  if (g.ok()) out.fn = g->fn;
  return out;
}

// `after` verifies in m and computes what `before` does on random
// parameters and inputs of the given shapes (f32, or i64 labels below
// `classes`), with B = the first input's first size.
void expect_same_values(const ir::Module& m, const ir::Function& before, const ir::Function& after,
                        const std::vector<std::vector<int64_t>>& input_shapes, int classes) {
  ir::Module mm = m;
  mm.functions.push_back(after);
  EXPECT_TRUE(ir::verify(mm).empty());
  std::mt19937 rng(3);
  std::normal_distribution<double> nd;
  std::map<std::string, ir::interp::Tensor> params;
  for (const ir::GlobalParam& p : m.params) {
    ir::interp::Tensor t = ir::interp::Tensor::filled(ir::interp::concrete_shape(p.type, {}), 0);
    for (double& v : t.data) v = nd(rng);
    params[p.name] = t;
  }
  std::vector<ir::interp::Tensor> inputs;
  for (size_t k = 0; k < input_shapes.size(); ++k) {
    const bool labels = k + 1 == input_shapes.size();
    ir::interp::Tensor t = ir::interp::Tensor::filled(input_shapes[k], 0, labels ? ir::DType::I64 : ir::DType::F32);
    for (size_t e = 0; e < t.data.size(); ++e) t.data[e] = labels ? static_cast<double>(e % classes) : nd(rng);
    inputs.push_back(t);
  }
  const std::map<std::string, int64_t> dims{{"B", input_shapes[0][0]}};
  auto r1 = ir::interp::evaluate(m, before, inputs, params, dims);
  auto r2 = ir::interp::evaluate(mm, after, inputs, params, dims);
  ASSERT_EQ(r1.size(), r2.size());
  for (size_t k = 0; k < r1.size(); ++k) {
    ASSERT_EQ(r1[k].shape, r2[k].shape);
    for (size_t e = 0; e < r1[k].data.size(); ++e) EXPECT_NEAR(r1[k].data[e], r2[k].data[e], 1e-12);
  }
}

TEST(Simplify, GradientOfAnMlpStepKeepsItsValuesAndLosesItsTransposedProducts) {
  Gradient g = gradient_of(
      "import std.nn;\n"
      "dataset d { x: f32[6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
      "model M() { a = Linear(6, 5); b = Linear(5, 3);\n"
      "  fn forward(x: f32[N, 6]) -> f32[N, 3] { return b(relu(a(x))); } }\n"
      "net = M();\n"
      "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  ASSERT_TRUE(g.c->ok());
  const ir::Function& before = g.fn;
  ir::Function after = ir::simplify(before);

  // A transpose of a product is gone: the weight gradients are products of
  // transposed operands, which the backend passes to sgemm as flags.
  auto transposes_of_products = [](const ir::Function& f) {
    std::map<ir::ValueId, ir::Op> def;
    int n = 0;
    for (const ir::Inst& i : f.body) {
      def[i.result] = i.op;
      if (i.op == ir::Op::Transpose && def[i.operands[0]] == ir::Op::Matmul) ++n;
    }
    return n;
  };
  EXPECT_GT(transposes_of_products(before), 0);
  EXPECT_EQ(transposes_of_products(after), 0);
  EXPECT_LT(after.body.size(), before.body.size());
  expect_same_values(*g.c->ir, before, after, {{4, 6}, {4}}, 3);
}

// Instructions that compute (not a parameter's or a constant's, which cost
// nothing) equal to an earlier one (op, operands, attributes) in a
// function: each would be a pass of its own over its tensor.
int repeated_instructions(const ir::Function& f) {
  std::set<std::tuple<ir::Op, std::vector<ir::ValueId>, ir::Attrs>> seen;
  int n = 0;
  for (const ir::Inst& i : f.body)
    if (ir::op_kind(i.op) != ir::OpKind::Source && ir::op_kind(i.op) != ir::OpKind::Random &&
        !seen.insert({i.op, i.operands, i.attrs}).second)
      ++n;
  return n;
}

TEST(Simplify, BatchNormsCenteredInputIsComputedOnce) {
  // Training turns `x - mu` (mu = if_training(batch_mean, ...)) into the
  // `x - batch_mean` the variance already computed.
  Gradient g = gradient_of(
      "import std.nn;\n"
      "dataset d { x: f32[2, 3, 3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
      "model M() { bn = BatchNorm(2); fc = Linear(2, 3);\n"
      "  fn forward(x: f32[N, 2, 3, 3]) -> f32[N, 3] { return fc(mean(relu(bn(x)), axes = [2, 3])); } }\n"
      "net = M();\n"
      "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  ASSERT_TRUE(g.c->ok());
  const ir::Function& before = g.fn;
  ir::Function after = ir::simplify(before);
  // x - mean: once for the variance, once for the output (through a
  // broadcast_to of the mean to its own type).
  auto centerings = [](const ir::Function& f) {
    return std::count_if(f.body.begin(), f.body.end(),
                         [&](const ir::Inst& i) { return i.op == ir::Op::Sub && i.operands[0] == f.params[0]; });
  };
  EXPECT_EQ(centerings(before), 2);
  EXPECT_EQ(centerings(after), 1);
  EXPECT_EQ(repeated_instructions(after), 0);
  expect_same_values(*g.c->ir, before, after, {{4, 2, 3, 3}, {4}}, 3);
}

}  // namespace
}  // namespace netc

#include "ir/passes/for_inference.h"

namespace netc {
namespace {

TEST(ForInference, DropoutBecomesTheIdentity) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("t.net", o, "import std.nn;\nd = Dropout(0.5);\ny = d(ones(f32[4, 3]));\n");
  ASSERT_TRUE(c->ok());
  ir::Module m = *c->ir;
  for (ir::Function& f : m.functions) {
    f = ir::for_inference(f);
    for (const ir::Inst& i : f.body) EXPECT_NE(i.op, ir::Op::Dropout);
  }
  EXPECT_TRUE(ir::verify(m).empty());
  for (const ir::Function& f : m.functions)
    if (f.name == "top") {
      auto r = ir::interp::evaluate(m, f, {}, {}, {});
      for (double v : r.back().data) EXPECT_EQ(v, 1.0);
    }
}

}  // namespace
}  // namespace netc
