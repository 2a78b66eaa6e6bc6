// The simplify pass: what it rewrites, that its result verifies, and that it
// computes the same values (checked with the reference evaluator).
#include <gtest/gtest.h>

#include <random>

#include "frontend/driver/driver.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/simplify.h"
#include "ir/verifier.h"
#include "ir/interpret.h"

namespace netc {
namespace {

TEST(Simplify, GradientOfAnMlpStepKeepsItsValuesAndLosesItsTransposedProducts) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("t.net", o,
                   "import std.nn;\n"
                   "dataset d { x: f32[6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model M() { a = Linear(6, 5); b = Linear(5, 3);\n"
                   "  fn forward(x: f32[N, 6]) -> f32[N, 3] { return b(relu(a(x))); } }\n"
                   "net = M();\n"
                   "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  ASSERT_TRUE(c->ok());
  const ir::Module& m = *c->ir;
  const ir::Function* step = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == m.trains[0].step) step = &f;
  std::vector<std::string> wrt;
  for (const ir::GlobalParam& p : m.params)
    if (p.name.rfind("net.", 0) == 0) wrt.push_back(p.name);
  auto g = ir::differentiate(m, *step, 0, wrt);
  ASSERT_TRUE(g.ok());
  const ir::Function& before = g->fn;
  ir::Function after = ir::simplify(before);
  ir::Module mm = m;
  mm.functions.push_back(after);
  EXPECT_TRUE(ir::verify(mm).empty());

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

  std::mt19937 rng(3);
  std::normal_distribution<double> nd;
  std::map<std::string, ir::interp::Tensor> params;
  for (const ir::GlobalParam& p : m.params) {
    ir::interp::Tensor t = ir::interp::Tensor::filled(ir::interp::concrete_shape(p.type, {}), 0);
    for (double& v : t.data) v = nd(rng);
    params[p.name] = t;
  }
  ir::interp::Tensor x = ir::interp::Tensor::filled({4, 6}, 0);
  for (double& v : x.data) v = nd(rng);
  ir::interp::Tensor y = ir::interp::Tensor::filled({4}, 0, ir::DType::I64);
  y.data = {0, 2, 1, 2};
  auto r1 = ir::interp::evaluate(m, before, {x, y}, params, {{"B", 4}});
  auto r2 = ir::interp::evaluate(mm, after, {x, y}, params, {{"B", 4}});
  ASSERT_EQ(r1.size(), r2.size());
  for (size_t k = 0; k < r1.size(); ++k) {
    ASSERT_EQ(r1[k].shape, r2[k].shape);
    for (size_t e = 0; e < r1[k].data.size(); ++e) EXPECT_NEAR(r1[k].data[e], r2[k].data[e], 1e-12);
  }
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
