// The CPU backend against the reference evaluator on the same IR: every
// primitive the stdlib layers and losses use, forward and backward, through
// the gradient functions of small train steps (the reference evaluator's
// gradients are themselves checked against finite differences in
// autodiff_test.cc).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <set>

#include "codegen/cpu/jit.h"
#include "frontend/driver/driver.h"
#include "ir/passes/for_inference.h"
#include "ir/passes/pipeline.h"
#include "tests/support/programs.h"
#include "ir/interpret.h"
#include "ir/tolerance.h"

namespace netc {
namespace {

// Whether f makes a bf16 or f16 value (a program's own casts, a layer's policy).
bool has_half(const ir::Function& f) {
  for (const ir::Value& v : f.values)
    if (ir::is_half(v.type.dtype)) return true;
  return false;
}

// Compiles `model_src` + a train block `train_src` and compares the results
// of the simplified gradient function (loss, metrics, gradients) on random
// data, JIT (f32) against the reference (f64). With a `low` dtype (bf16,
// f16), the block runs under `precision = low` (its products read `low`;
// f16's loss scaled by 1024), against the reference rounding each value to
// its dtype as the JIT does.
// `compiled_ops`, when given, receives the ops of the function compiled.
void run_parity(const std::string& program, const std::vector<std::vector<int64_t>>& input_shapes,
                const std::vector<ir::DType>& input_dtypes, int64_t batch, int64_t classes, std::set<ir::Op>* compiled_ops,
                ir::DType low) {
  // Every result carries products: the loosest family's tolerance, relative
  // to the result's largest magnitude (ir/tolerance.h, as `netc parity`);
  // under a policy, its products' row (product-bf16, product-f16): a value
  // the JIT and the reference compute an f32 rounding apart rounds to
  // neighbouring bf16 values where it lies at a tie (docs/parity.md).
  const double tol = ir::tolerance(ir::OpFamily::Product, low).relative;
  const bool policy = low != ir::DType::F32;
  const std::string name = ir::dtype_name(low);
  std::string src = program;
  if (policy) {
    std::smatch epochs;
    ASSERT_TRUE(std::regex_search(src, epochs, std::regex("epochs *= *1;")))
        << "the train block has no `epochs = 1;` to put the policy after";
    src.insert(static_cast<size_t>(epochs.position(0)), "precision = " + name + "; ");
  }
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("parity.net", o, src);
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  const ir::Module& m = *c->ir;
  auto prepared = ir::prepare_train(m, m.trains[0]);
  ASSERT_TRUE(prepared.ok()) << prepared.message();
  ir::Function fn = std::move(prepared->grad);
  const size_t first_grad = prepared->first_grad();
  if (policy) {
    bool reads_low = false;
    for (const ir::Inst& i : fn.body)
      reads_low = reads_low || ((i.op == ir::Op::Matmul || i.op == ir::Op::Conv2d || i.op == ir::Op::Conv2dGradInput ||
                                 i.op == ir::Op::Conv2dGradWeight) &&
                                fn.values[i.operands[0]].type.dtype == low);
    if (!reads_low) return;  // no product or convolution: the policy changes nothing
  }
  if (compiled_ops)
    for (const ir::Inst& i : fn.body) compiled_ops->insert(i.op);

  std::mt19937 rng(11);
  std::normal_distribution<float> nd(0, 0.5f);
  std::vector<std::vector<float>> param_f;
  std::map<std::string, ir::interp::Tensor> param_d;
  for (const ir::GlobalParam& p : m.params) {
    ir::interp::Tensor t = ir::interp::Tensor::filled(ir::interp::concrete_shape(p.type, {}), 0);
    std::vector<float> v(t.data.size());
    for (size_t k = 0; k < v.size(); ++k) t.data[k] = v[k] = p.name == ir::kLossScale ? 1024.0f : nd(rng);
    param_f.push_back(v);
    param_d[p.name] = t;
  }
  std::vector<std::vector<char>> in_bytes;
  std::vector<ir::interp::Tensor> in_d;
  for (size_t i = 0; i < input_shapes.size(); ++i) {
    std::vector<int64_t> shape = input_shapes[i];
    shape.insert(shape.begin(), batch);
    ir::interp::Tensor t = ir::interp::Tensor::filled(shape, 0, input_dtypes[i]);
    std::vector<char> b(t.data.size() * ir::dtype_size(input_dtypes[i]));
    for (size_t k = 0; k < t.data.size(); ++k) {
      if (input_dtypes[i] == ir::DType::I64) {
        int64_t label = static_cast<int64_t>(rng() % classes);
        t.data[k] = static_cast<double>(label);
        std::memcpy(b.data() + 8 * k, &label, 8);
      } else {
        float x = nd(rng);
        t.data[k] = x;
        std::memcpy(b.data() + 4 * k, &x, 4);
      }
    }
    in_bytes.push_back(b);
    in_d.push_back(t);
  }
  namespace I = ir::interp;
  auto want = I::evaluate_observed(m, fn, in_d, param_d, {{"B", batch}}, 1,
                                   policy || has_half(fn) ? I::Precision::AsTyped : I::Precision::Exact,
                                   [](const ir::Inst&, const std::vector<const I::Tensor*>&, const I::Tensor&) { return true; });

  auto jit = cpu::Jit::create().value();
  auto compiled = jit->compile(m, fn, {{"B", batch}});
  ASSERT_TRUE(compiled.ok()) << compiled.message();
  const cpu::CompiledFunction& cf = *compiled;
  std::vector<void*> in, out, par;
  for (auto& b : in_bytes) in.push_back(b.data());
  std::vector<std::vector<float>> outs;
  for (const auto& s : cf.output_shapes) outs.emplace_back(cpu::element_count(s) + 1);
  for (auto& v : outs) out.push_back(v.data());
  for (auto& v : param_f) par.push_back(v.data());
  std::vector<char> ws(cf.workspace_bytes + 64);
  cf.fn(in.data(), out.data(), par.data(), ws.data(), 1, 0);
  ASSERT_EQ(want.size(), outs.size());
  for (size_t j = 0; j < outs.size(); ++j) {
    // f16's gradients are scaled by the loss scale: compared unscaled.
    const double unscale = low == ir::DType::F16 && j >= first_grad ? 1024.0 : 1.0;
    for (float& v : outs[j]) v = static_cast<float>(v / unscale);
    for (double& v : want[j].data) v /= unscale;
    double scale = 1e-3, worst = 0;
    for (double v : want[j].data) scale = std::max(scale, std::abs(v));
    // A gradient that is zero but for rounding (attention's key bias, a
    // convolution's bias before BatchNorm: adding a constant there changes
    // nothing) is rounding noise in both: each within 1e-6 of zero.
    const double bound = scale > 1e-3 || [&] {
      for (double v : want[j].data)
        if (std::abs(v) > 1e-5) return true;
      return false;
    }() ? tol * scale : 1e-6;
    for (size_t k = 0; k < want[j].data.size(); ++k) {
      worst = std::max(worst, std::abs(outs[j][k] - want[j].data[k]));
      ASSERT_NEAR(outs[j][k], want[j].data[k], bound) << name << ": result " << j << " ("
                                                             << fn.values[fn.results[j]].name << ") element " << k;
    }
    if (std::getenv("NETC_PARITY_WORST"))
      std::printf("%s result %zu (%s): %.3g of its scale\n", name.c_str(), j,
                  fn.values[fn.results[j]].name.c_str(), worst / scale);
  }
}

// The program as compiled in f32, then under `precision = bf16` and `f16`.
void check_parity(const std::string& src, const std::vector<std::vector<int64_t>>& input_shapes,
                  const std::vector<ir::DType>& input_dtypes, int64_t batch, int64_t classes,
                  std::set<ir::Op>* compiled_ops = nullptr) {
  run_parity(src, input_shapes, input_dtypes, batch, classes, compiled_ops, ir::DType::F32);
  run_parity(src, input_shapes, input_dtypes, batch, classes, nullptr, ir::DType::BF16);
  run_parity(src, input_shapes, input_dtypes, batch, classes, nullptr, ir::DType::F16);
}

const char* kHead = "import std.nn;\n";

TEST(CpuParity, MlpWithCrossEntropyAndAccuracy) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model M() { a = Linear(6, 70); b = Linear(70, 4);\n"
                   "  fn forward(x: f32[N, 6]) -> f32[N, 4] { return b(gelu(a(x))); } }\n"
                   "net = M();\ntrain net on d { logits = net(batch.x); loss = cross_entropy(logits, batch.y);\n"
                   "  acc = accuracy(logits, batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{6}, {}}, {ir::DType::F32, ir::DType::I64}, 9, 4);
}

// A `for` loop (one IR loop, its body a function called per step) forward
// and backward (a loop in reverse): tests/support/programs.h's kLoopModel.
TEST(CpuParity, ForLoopForwardAndBackward) {
  std::set<ir::Op> ops;
  check_parity(std::string(kHead) + "dataset d { x: f32[5, 3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n" +
                   "model R() {" + test::kLoopModel + "}\nnet = R();\n" +
                   "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{5, 3}, {}}, {ir::DType::F32, ir::DType::I64}, 4, 5, &ops);
  EXPECT_TRUE(ops.count(ir::Op::Loop));
}

// Dropout in a loop's body: the JIT draws each step's mask as the
// reference evaluator does (ir::loop_step_seed), forward and in the
// backward pass's loop.
TEST(CpuParity, DropoutInALoopDrawsEachStepsMask) {
  check_parity(std::string(kHead) + "dataset d { x: f32[5, 3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n" +
                   "model R() { wx = Linear(3, 6); drop = Dropout(0.4); fc = Linear(6, 5);\n"
                   "  fn forward(x: f32[N, T, 3]) -> f32[N, 5] {\n"
                   "    let h = zeros(f32[N, 6]);\n"
                   "    let hs = for t in 0..T { let h = tanh(wx(drop(x[:, t])) + h); yield h; }\n"
                   "    return fc(h + mean(hs, axis = 0));\n"
                   "  } }\nnet = R();\n"
                   "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{5, 3}, {}}, {ir::DType::F32, ir::DType::I64}, 4, 5);
}

TEST(CpuParity, ConvBatchNormPoolFlatten) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[2, 8, 8] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model C() { c1 = Conv2d(2, 3, 3, padding = 1); bn = BatchNorm(3); p = MaxPool2d(2);\n"
                   "  c2 = Conv2d(3, 4, 3, stride = 2); fc = Linear(4, 5);\n"
                   "  fn forward(x: f32[N, 2, 8, 8]) -> f32[N, 5] {\n"
                   "    let h = p(relu(bn(c1(x))));\n"
                   "    return fc(flatten(avg_pool2d(tanh(c2(h)), kernel = 1)));\n"
                   "  } }\n"
                   "net = C();\ntrain net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{2, 8, 8}, {}}, {ir::DType::F32, ir::DType::I64}, 3, 5);
}

TEST(CpuParity, EmbeddingLayerNormSigmoidBce) {
  check_parity(std::string(kHead) +
                   "dataset d { ids: i64[] = csv(\"d.csv\"); t: f32[1] = csv(\"d.csv\"); }\n"
                   "model E() { e = Embedding(5, 6); n = LayerNorm(6); o = Linear(6, 1);\n"
                   "  fn forward(ids: i64[N]) -> f32[N, 1] { return o(sigmoid(n(e(ids)))); } }\n"
                   "net = E();\ntrain net on d { loss = bce_with_logits(net(batch.ids), batch.t) + mse(net(batch.ids), batch.t);\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{}, {1}}, {ir::DType::I64, ir::DType::F32}, 7, 5);
}

TEST(CpuParity, SoftmaxReductionsAndBroadcasting) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[3, 4] = csv(\"d.csv\"); }\n"
                   "model S() { param w: f32[4] = ones; param v: f32[3, 1] = ones;\n"
                   "  fn forward(x: f32[N, 3, 4]) -> f32[N] {\n"
                   "    let s = softmax(x * w + v, axis = 2);\n"
                   "    return sum(max(s, axis = 1) * exp(mean(x, axis = 1)), axis = 1) + mean(sqrt(abs(x) + 1.0) / v, axes = [1, 2]);\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{3, 4}}, {ir::DType::F32}, 5, 1);
}

// cumsum along each kind of axis (the batch, a middle one, the last), and
// its gradient (the reverse running sum), against the reference.
TEST(CpuParity, Cumsum) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[3, 4] = csv(\"d.csv\"); }\n"
                   "model S() { param w: f32[3, 4] = ones;\n"
                   "  fn forward(x: f32[N, 3, 4]) -> f32[N] {\n"
                   "    let h = tanh(x * w);\n"
                   "    return sum(cumsum(h, axis = 1) * x + cumsum(h, axis = -1) * h + cumsum(h * x, axis = 0), axes = [1, 2]);\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{3, 4}}, {ir::DType::F32}, 6, 1);
}

// take_along_axis along a middle axis and the last, and scatter_add, forward
// and backward (each the other's gradient), against the reference.
TEST(CpuParity, TakeAlongAxisScatterAdd) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[4, 3, 6] = csv(\"d.csv\"); }\n"
                   "model S() { fc = Linear(72, 24); param w: f32[4, 6] = ones;\n"
                   "  fn forward(x: f32[N, 4, 3, 6]) -> f32[N] {\n"
                   "    let h = reshape(tanh(fc(reshape(x, [-1, 72]))), [-1, 4, 6]) * w;\n"
                   "    let a = take_along_axis(h, argmax(x, axis = 3), axis = 2);\n"
                   "    let i1 = argmax(x, axis = 1);\n"
                   "    let s = scatter_add(h * 0.5, 1, i1, tanh(gather(h, i1, axis = 1)));\n"
                   "    return sum(a * a, axes = [1, 2]) + sum(s * h, axes = [1, 2]);\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{4, 3, 6}}, {ir::DType::F32}, 5, 1);
}

// topk along the classes and along a middle axis, its values' gradient,
// against the reference.
TEST(CpuParity, Topk) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[4, 6] = csv(\"d.csv\"); }\n"
                   "model S() { fc = Linear(6, 6);\n"
                   "  fn forward(x: f32[N, 4, 6]) -> f32[N] {\n"
                   "    let h = tanh(fc(x));\n"
                   "    let (v, i) = topk(h, 2);\n"
                   "    let (w, j) = topk(h * x, 3, axis = 1);\n"
                   "    return sum(v * v, axes = [1, 2]) + sum(w, axes = [1, 2]) + sum(cast(i, f32), axes = [1, 2]) * 0.01;\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{4, 6}}, {ir::DType::F32}, 5, 1);
}

// detach: its value passes, no gradient does (the product's gradient is
// detach(h) alone), against the reference.
TEST(CpuParity, Detach) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[6] = csv(\"d.csv\"); }\n"
                   "model S() { fc = Linear(6, 4);\n"
                   "  fn forward(x: f32[N, 6]) -> f32[N] {\n"
                   "    let h = tanh(fc(x));\n"
                   "    return sum(detach(h) * h + detach(h * h), axis = 1);\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{6}}, {ir::DType::F32}, 5, 1);
}

// concat along the batch axis ([B, B, B]: each part's gradient a row of g
// with the axis split), on the CPU against the reference.
TEST(CpuParity, ConcatAlongTheBatch) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[6] = csv(\"d.csv\"); }\n"
                   "net = Linear(6, 4);\n"
                   "train net on d {\n"
                   "  h = net(batch.x);\n"
                   "  both = concat([h, tanh(h), 2.0 * h], axis = 0);\n"
                   "  loss = mean(both * both);\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1;\n"
                   "}\n",
               {{6}}, {ir::DType::F32}, 5, 1);
}

// topk of i32 and i64 values (ties and negative numbers from truncation),
// values and positions, against the reference; no gradient reaches integers.
TEST(CpuParity, TopkOfIntegers) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[4, 6] = csv(\"d.csv\"); }\n"
                   "model S() { fc = Linear(6, 6);\n"
                   "  fn forward(x: f32[N, 4, 6]) -> f32[N] {\n"
                   "    let h = tanh(fc(x));\n"
                   "    let (v, i) = topk(cast(h * 3.0, i32), 3);\n"
                   "    let (w, j) = topk(cast(x * 2.0, i64), 2, axis = 1);\n"
                   "    return sum(h[..., :3] * cast(v, f32) + cast(i, f32) * 0.01, axes = [1, 2])\n"
                   "         + sum(cast(w * 10 + j, f32), axes = [1, 2]) * 0.01;\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{4, 6}}, {ir::DType::F32}, 5, 1);
}

// ConvTranspose2d (stride 1 and stride 2 with output_padding), forward and
// the gradients of its input and weight, against the reference.
TEST(CpuParity, ConvTranspose2d) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[2, 3, 3] = csv(\"d.csv\"); }\n"
                   "model S() { a = ConvTranspose2d(2, 3, 3, stride = 2, padding = 1, output_padding = 1);\n"
                   "  b = ConvTranspose2d(3, 2, 2); c = Conv2d(2, 2, 3, padding = 1);\n"
                   "  fn forward(x: f32[N, 2, 3, 3]) -> f32[N] {\n"
                   "    return sum(b(tanh(a(c(x)))), axes = [1, 2, 3]);\n"
                   "  } }\n"
                   "net = S();\ntrain net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{2, 3, 3}}, {ir::DType::F32}, 4, 1);
}

// one_hot, broadcast_to and upsample, forward and backward, against the
// reference.
TEST(CpuParity, OneHotBroadcastToUpsample) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[2, 3, 3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model U() { c = Conv2d(2, 2, 3, padding = 1); param b: f32[2, 1, 1] = ones; fc = Linear(72, 4);\n"
                   "  fn forward(x: f32[N, 2, 3, 3]) -> f32[N, 4] {\n"
                   "    let u = upsample(tanh(x), scale = 2, mode = \"nearest\") + upsample(tanh(x) * b, scale = 2, mode = \"bilinear\");\n"
                   "    return fc(flatten(c(u) + expand(b, [N, -1, 6, 6])));\n"
                   "  } }\n"
                   "net = U();\ntrain net on d { logits = net(batch.x);\n"
                   "  loss = mean(sum(log_softmax(logits, axis = 1) * one_hot(batch.y, 4), axis = 1)) * -1.0;\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{2, 3, 3}, {}}, {ir::DType::F32, ir::DType::I64}, 4, 4);
}

// A layer's and a function's own policy (`precision = bf16;` among a
// model's members, and as a statement): their products read bf16 operands,
// forward and backward (autodiff reads the gradients in bf16 as the forward
// did), the head's stay f32; and the program's own bf16 elementwise ops
// and constants are differentiated. Against the reference rounding as typed.
TEST(CpuParity, LocalPolicyAndTheProgramsOwnBf16) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model Block(d: int) { precision = bf16; fc = Linear(d, 40);\n"
                   "  fn forward(x: f32[N, d]) -> f32[N, 40] { return gelu(fc(x)); } }\n"
                   "fn scores(q: f32[N, 40], k: f32[N, 40]) -> f32[N, N] {\n"
                   "  precision = bf16;\n  return matmul(q, transpose(k)) * 0.125; }\n"
                   "model M() { b = Block(6); head = Linear(40, 4);\n"
                   "  fn forward(x: f32[N, 6]) -> f32[N, 4] {\n"
                   "    let h = b(x);\n"
                   "    let low = cast(h, bf16) * 0.5 + 1.0;\n"
                   "    return head(h + cast(low, f32)) + mean(softmax(scores(h, h), axis = 1), axes = [1], keepdims = true); } }\n"
                   "net = M();\ntrain net on d { logits = net(batch.x); loss = cross_entropy(logits, batch.y);\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{6}, {}}, {ir::DType::F32, ir::DType::I64}, 9, 4);
}

// `precision = f32;` in a layer and a function (autocast(enabled=False)):
// under the block's bf16 and f16 their products and convolutions, and their
// gradients', stay f32 while the rest read the low dtype. Against the
// reference rounding as typed.
TEST(CpuParity, AnF32OptOutUnderTheBlocksPolicy) {
  check_parity(std::string(kHead) +
                   "dataset d { x: f32[2, 4, 4] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                   "model Head() { precision = f32; conv = Conv2d(2, 3, 3, padding = 1); fc = Linear(48, 4);\n"
                   "  fn forward(x: f32[N, 2, 4, 4]) -> f32[N, 4] { return fc(reshape(gelu(conv(x)), [N, 48])); } }\n"
                   "fn scores(q: f32[N, 4]) -> f32[N, N] {\n"
                   "  precision = f32;\n  return matmul(q, transpose(q)) * 0.125; }\n"
                   "model M() { conv = Conv2d(2, 2, 3, padding = 1); head = Head();\n"
                   "  fn forward(x: f32[N, 2, 4, 4]) -> f32[N, 4] {\n"
                   "    let h = head(relu(conv(x)));\n"
                   "    return h + mean(softmax(scores(h), axis = 1), axes = [1], keepdims = true); } }\n"
                   "net = M();\ntrain net on d { logits = net(batch.x); loss = cross_entropy(logits, batch.y);\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1; }\n",
               {{2, 4, 4}, {}}, {ir::DType::F32, ir::DType::I64}, 5, 4);
}

std::string read_source(const std::string& path) {
  std::ifstream in(std::string(NETC_TEST_SOURCE_DIR) + "/" + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A program of tests/golden/check/ on one device: its device set `rep`,
// `@ rep`, `replicas = rep;` and `to(rep, ...)` taken out.
std::string on_one_device(const std::string& golden) {
  std::istringstream in(read_source("tests/golden/check/" + golden));
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.find("device rep") != std::string::npos || line.find("= rep;") != std::string::npos) continue;
    for (auto [from, to] : {std::pair<std::string, std::string>{" @ rep", ""}, {"to(rep, ", "("}})
      for (size_t at; (at = line.find(from)) != std::string::npos;) line.replace(at, from.size(), to);
    out += line + "\n";
  }
  return out;
}

// Every std.nn layer and function and every std.losses loss (the program
// of tests/golden/check/ok_replicas_every_layer.net on one device): its
// gradient in f32, then under `precision = bf16` and `f16`, against the
// reference evaluator, each within the product tolerance (ir/tolerance.h).
TEST(CpuParity, EveryStdNnLayer) {
  const std::string program = on_one_device("ok_replicas_every_layer.net");
  ASSERT_NE(program.find("model Every"), std::string::npos);
  ASSERT_EQ(program.find("@ rep"), std::string::npos) << program;
  ASSERT_EQ(program.find("replicas  ="), std::string::npos) << program;
  check_parity(program, {{16}, {4}, {}}, {ir::DType::F32, ir::DType::I64, ir::DType::I64}, 8, 3);
}

// The one-dimensional and group layers (ok_replicas_sequence_layers.net),
// apart: normalising a batch of 8 twice over amplifies the rounding of the
// deep program above past its tolerance in f16 where a gradient is zero
// but for rounding (attention's key bias).
TEST(CpuParity, SequenceAndGroupLayers) {
  const std::string program = on_one_device("ok_replicas_sequence_layers.net");
  ASSERT_EQ(program.find("@ rep"), std::string::npos) << program;
  check_parity(program, {{16}, {}}, {ir::DType::F32, ir::DType::I64}, 8, 3);
}

// The layers appended to std.nn since (ok_replicas_appended_layers.net).
TEST(CpuParity, AppendedLayers) {
  const std::string program = on_one_device("ok_replicas_appended_layers.net");
  ASSERT_EQ(program.find("@ rep"), std::string::npos) << program;
  check_parity(program, {{16}, {}}, {ir::DType::F32, ir::DType::I64}, 8, 3);
}

// Those programs use every model and function std.nn and std.losses
// declare, so that a layer added to them is checked here and under
// `replicas` (a name written in one of them, as a call or a layer).
TEST(CpuParity, TheEveryLayerProgramsUseEveryStdNnDeclaration) {
  const std::string program = on_one_device("ok_replicas_every_layer.net") +
                              on_one_device("ok_replicas_sequence_layers.net") +
                              on_one_device("ok_replicas_appended_layers.net");
  for (const char* file : {"stdlib/nn.net", "stdlib/losses.net"}) {
    const std::string source = read_source(file);
    std::istringstream in(source);
    int declared = 0;
    for (std::string line; std::getline(in, line);) {
      std::smatch m;
      if (!std::regex_search(line, m, std::regex("^(model|fn) (\\w+)\\("))) continue;
      ++declared;
      // A building block of other declarations (lstm_layer, reduce_loss) is
      // used through them.
      const std::regex call("[^\\w]" + m[2].str() + "\\(");
      auto calls = std::distance(std::sregex_iterator(source.begin(), source.end(), call), std::sregex_iterator());
      if (m[1] == "fn" && calls > 1) continue;
      EXPECT_TRUE(std::regex_search(program, std::regex("\\b" + m[2].str() + "\\(")))
          << file << " declares `" << m[2] << "`, which none of ok_replicas_every_layer.net, "
          << "ok_replicas_sequence_layers.net and ok_replicas_appended_layers.net uses";
    }
    EXPECT_GT(declared, 3) << file;
  }
}

// Every op of ir/ops.def through the CPU backend: the forward ops, through
// the gradient of a step that uses them all (against the reference
// evaluator), the backward ops autodiff makes of them, and the forward
// function for inference. An op added to ops.def fails this test until the
// program uses it; a backend without a rule for one fails it too.
TEST(CpuParity, EveryOpOfOpsDef) {
  std::set<ir::Op> ops;
  check_parity(test::kEveryOp, {{1, 6, 6}, {}, {}}, {ir::DType::F32, ir::DType::I64, ir::DType::I64}, 5, 4, &ops);
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("every_op.net", o, test::kEveryOp);
  ASSERT_TRUE(c->ok());
  auto jit = cpu::Jit::create().value();
  for (const ir::Function& raw : c->ir->functions) {
    ir::Function f = ir::for_inference(raw);
    auto compiled = jit->compile(*c->ir, f, {{"B", 5}});
    ASSERT_TRUE(compiled.ok()) << f.name << ": " << compiled.message();
    for (const ir::Inst& i : f.body) ops.insert(i.op);
  }
  // if_training is gone before any backend sees a function; replica_mean is
  // gone on one device (ir::without_replica_means), and CPU replicas compile
  // it (e2e/sync_batchnorm, codegen_dumps' ok_sync_batchnorm).
  std::set<ir::Op> never = {ir::Op::IfTraining, ir::Op::ReplicaMean};
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) \
  EXPECT_TRUE(ops.count(ir::Op::name) || never.count(ir::Op::name)) << "no function compiled uses `" << spelling << "`";
#include "ir/ops.def"
#undef NETC_OP
}

}  // namespace
}  // namespace netc
