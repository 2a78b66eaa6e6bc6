// The passes after the verifier (ir/passes/pipeline.h) keep the IR's
// invariants: for every example and golden program, each train block's
// gradient and evaluation step and every model function's inference form
// verify, in the module they are compiled against.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "frontend/driver/driver.h"
#include "ir/interpret.h"
#include "ir/passes/pipeline.h"
#include "ir/printer.h"
#include "ir/replicas.h"
#include "ir/verifier.h"
#include "tests/support/programs.h"

namespace netc {
namespace {

class PipelinePrograms : public ::testing::TestWithParam<std::string> {};

std::string first_error(const std::vector<std::string>& errors) { return errors.empty() ? "" : errors[0]; }

TEST_P(PipelinePrograms, EveryPreparedFunctionVerifies) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(GetParam(), o);
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  const ir::Module& m = *c->ir;
  // With replicas, each replica's functions are on the set as one device.
  bool replicated = false;
  for (const ir::TrainRun& run : m.trains) replicated = replicated || run.settings.replicas.has_value();
  ir::Module prepared = replicated ? ir::localise(m) : m;
  std::vector<std::string> forwards;
  for (const ir::Function& f : m.functions) {
    bool in_train = false;
    for (const ir::TrainRun& t : m.trains) in_train = in_train || f.name == t.step || f.name == t.update_name();
    if (!in_train) forwards.push_back(f.name);
  }
  auto fwd = ir::prepare_forwards(prepared, forwards);
  ASSERT_TRUE(fwd.ok()) << fwd.message();
  for (ir::Function& f : *fwd) {
    f.name += ".inference";
    prepared.functions.push_back(std::move(f));
  }
  for (const ir::TrainRun& run : m.trains) {
    auto t = ir::prepare_train(m, run);
    ASSERT_TRUE(t.ok()) << run.name << ": " << t.message();
    ir::TrainFunctions& tf = *t;
    EXPECT_EQ(tf.grad.results.size(), tf.step->results.size() + tf.trained.size() + tf.state_targets.size()) << run.name;
    EXPECT_EQ(tf.update_targets.size(), tf.update->results.size()) << run.name;
    tf.grad.name = run.step + ".grad";
    tf.eval.name = run.step + ".eval";
    prepared.functions.push_back(std::move(tf.grad));
    prepared.functions.push_back(std::move(tf.eval));
  }
  EXPECT_EQ(first_error(ir::verify(prepared)), "");
}

// Data parallelism (ir/replicas.h): how replicas combine each result, and
// the step a replica runs, which differentiates to exactly the one-device
// gradient with the set read as one device.
std::unique_ptr<Compilation> compile_text(const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  return compile("replicas.net", o, text);
}

// `models` (a model M) trained on 2x6x6 images as `net = M()` under
// `precision = bf16`.
std::unique_ptr<Compilation> bf16_image_program(const std::string& models) {
  return compile_text("import std.nn;\ndataset d { x: f32[2, 6, 6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n" +
                      models +
                      "net = M();\n"
                      "train net on d { loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); "
                      "epochs = 1;\n  precision = bf16; }\n");
}

std::string program(const std::string& device, const std::string& replicas, const std::string& results) {
  return "import std.nn;\ndevice gpus = [cpu, cpu];\n"
         "dataset toy {\n  x: f32[4] = csv(\"toy.csv\", columns = [0, 1, 2, 3]);\n"
         "  label: i64[] = csv(\"toy.csv\", columns = [4]);\n}\n"
         "net = Linear(4, 3) @ " + device + ";\ntrain net on toy {\n" + replicas +
         "  batch = 10;\n  logits = net(to(" + device + ", batch.x));\n  labels = to(" + device + ", batch.label);\n" +
         results + "  optimizer = SGD(lr = 0.1);\n  epochs = 1;\n}\n";
}

TEST(Replicas, ResultsAreMeansSumsOrTheSame) {
  auto c = compile_text(program("gpus", "  replicas = gpus;\n",
                                "  loss = sum(cross_entropy(logits, labels) * 0.0 + mean(logits, axes = [1])) / 10.0;\n"
                                "  acc = accuracy(logits, labels);\n  shifted = 2.0 * mean(logits) + 1.0;\n"
                                "  weight_mean = mean(net.weight);\n"
                                "  seen = sum(cast(batch.label, f32));\n"));
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  ASSERT_TRUE(t->replicas.has_value());
  using C = ir::Combine;
  // `seen` sums the labels each replica reads: a sum, though on the CPU.
  EXPECT_EQ(t->replicas->results, (std::vector<C>{C::Sum, C::Mean, C::Mean, C::Same, C::Sum}));
  // A max over the batch before it is moved onto the set is not separable either.
  auto bad = compile_text(program("gpus", "  replicas = gpus;\n",
                                  "  loss = cross_entropy(logits, labels);\n  top = max(batch.x);\n"));
  ASSERT_FALSE(bad->ok());
  EXPECT_EQ(bad->diagnostics.all()[0].kind, DiagKind::NonSeparableLoss) << bad->diagnostics.all()[0].message;
}

TEST(Replicas, AReplicasGradientIsTheOneDeviceGradient) {
  std::string results = "  loss = cross_entropy(logits, labels);\n  acc = accuracy(logits, labels);\n";
  auto set = compile_text(program("gpus", "  replicas = gpus;\n", results));
  auto one = compile_text(program("cpu", "  // one device\n", results));  // the same lines
  ASSERT_TRUE(set->ok() && one->ok());
  auto ts = ir::prepare_train(*set->ir, set->ir->trains[0]);
  auto to = ir::prepare_train(*one->ir, one->ir->trains[0]);
  ASSERT_TRUE(ts.ok() && to.ok());
  EXPECT_EQ(ts->replicas->results, (std::vector<ir::Combine>{ir::Combine::Mean, ir::Combine::Mean}));
  std::string local = ir::print_function(ir::localise(*set->ir), ts->grad);
  for (size_t at = local.find("@ gpus"); at != std::string::npos; at = local.find("@ gpus")) local.replace(at, 6, "@ cpu");
  EXPECT_EQ(local, ir::print_function(*one->ir, to->grad));
  EXPECT_EQ(first_error(ir::verify([&] {
              ir::Module m = ir::localise(*set->ir);
              ts->grad.name += ".grad";
              m.functions.push_back(ts->grad);
              return m;
            }())),
            "");
}

// `clip_grad_norm = 1.0` (ir/passes/clip_grad_norm.h): the update scales every
// gradient by min(1, 1 / (the global 2-norm + 1e-6)), as
// torch.nn.utils.clip_grad_norm_; a global norm under the limit is left alone.
TEST(ClipGradNorm, TheUpdateSeesGradientsOfTheGlobalNorm) {
  for (double max_norm : {1.0, 100.0}) {
    std::string clip = "  clip_grad_norm = " + std::to_string(max_norm) + ";\n";
    auto c = compile_text(program("cpu", clip, "  loss = cross_entropy(logits, labels);\n"));
    ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
    ASSERT_EQ(c->ir->trains[0].settings.clip_grad_norm, max_norm);
    auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
    ASSERT_TRUE(t.ok()) << t.message();
    ir::Module m = *c->ir;
    ir::Function upd = *t->update;
    upd.name += ".clipped";
    m.functions.push_back(upd);
    EXPECT_EQ(first_error(ir::verify(m)), "");
    // Gradients of squares 12 * 1 (the weight) and 3 * 4 (the bias): norm sqrt(24).
    namespace I = ir::interp;
    std::map<std::string, I::Tensor> params = {{"net.weight", I::Tensor::filled({3, 4}, 0.5)},
                                               {"net.bias", I::Tensor::filled({3}, -0.25)}};
    std::vector<I::Tensor> in = {I::Tensor::filled({}, 0.1), I::Tensor::filled({}, 1.0), I::Tensor::filled({3, 4}, 1.0),
                                 I::Tensor::filled({3}, 2.0)};
    ASSERT_EQ(t->trained, (std::vector<std::string>{"net.weight", "net.bias"}));
    auto out = I::evaluate(m, upd, in, params, {});
    double coef = std::min(1.0, max_norm / (std::sqrt(24.0) + 1e-6));
    ASSERT_EQ(out.size(), 2u);
    for (double w : out[0].data) EXPECT_NEAR(w, 0.5 - 0.1 * 1.0 * coef, 1e-9);
    for (double b : out[1].data) EXPECT_NEAR(b, -0.25 - 0.1 * 2.0 * coef, 1e-9);
  }
}

// `precision = bf16` (ir/passes/mixed_precision.h): every product of the
// gradient and the evaluation step reads bf16 operands and gives f32; each
// value is cast once (the weight once for the forward and the backward
// product); the gradients stay f32 and, evaluated with bf16 rounding, are
// within bf16's precision of the f32 ones, and not equal to them.
TEST(MixedPrecision, ProductsReadBf16OnceAndTheRestStaysF32) {
  auto f32 = compile_text(program("cpu", "", "  loss = cross_entropy(logits, labels);\n"));
  auto bf16 = compile_text(program("cpu", "  precision = bf16;\n", "  loss = cross_entropy(logits, labels);\n"));
  ASSERT_TRUE(bf16->ok()) << (bf16->diagnostics.all().empty() ? "" : bf16->diagnostics.all()[0].message);
  ASSERT_TRUE(f32->ok());
  ASSERT_EQ(bf16->ir->trains[0].settings.precision, DType::BF16);
  auto t = ir::prepare_train(*bf16->ir, bf16->ir->trains[0]);
  auto t32 = ir::prepare_train(*f32->ir, f32->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  ASSERT_TRUE(t32.ok()) << t32.message();
  for (const ir::Function* f : {&t->grad, &t->eval}) {
    int products = 0;
    std::map<ir::ValueId, int> casts;  // per source value
    for (const ir::Inst& i : f->body) {
      if (i.op == ir::Op::Matmul) {
        ++products;
        for (ir::ValueId o : i.operands) EXPECT_EQ(f->values[o].type.dtype, DType::BF16) << ir::print_function(*bf16->ir, *f);
        EXPECT_EQ(f->values[i.result].type.dtype, DType::F32);
      }
      if (i.op == ir::Op::Cast && f->values[i.result].type.dtype == DType::BF16) ++casts[i.operands[0]];
    }
    EXPECT_EQ(products, f == &t->grad ? 2 : 1);  // the forward product; the input's gradient is not asked for
    for (const auto& [v, n] : casts) EXPECT_EQ(n, 1) << "%" << v << " cast " << n << " times";
    // The batch and the weight; in the gradient also the loss's gradient at the logits.
    EXPECT_EQ(casts.size(), f == &t->grad ? 3u : 2u) << ir::print_function(*bf16->ir, *f);
    for (ir::ValueId r : f->results) EXPECT_EQ(f->values[r].type.dtype, f->values[r].type.dtype == DType::I64 ? DType::I64 : DType::F32);
  }
  ir::Module m = *bf16->ir;
  m.functions.push_back(t->grad);
  m.functions.back().name += ".grad";
  EXPECT_EQ(first_error(ir::verify(m)), "");

  namespace I = ir::interp;
  I::Tensor w = I::Tensor::filled({3, 4}, 0.0), x = I::Tensor::filled({10, 4}, 0.0);
  for (size_t k = 0; k < w.data.size(); ++k) w.data[k] = std::sin(1.7 * static_cast<double>(k)) * 0.37;
  for (size_t k = 0; k < x.data.size(); ++k) x.data[k] = std::cos(0.9 * static_cast<double>(k)) * 1.3;
  I::Tensor label = I::Tensor::filled({10}, 0.0, DType::I64);
  for (size_t k = 0; k < label.data.size(); ++k) label.data[k] = static_cast<double>(k % 3);
  std::map<std::string, I::Tensor> params = {{"net.weight", w}, {"net.bias", I::Tensor::filled({3}, 0.1)}};
  auto run = [&](const ir::Module& mod, const ir::Function& f) {
    return I::evaluate_observed(mod, f, {x, label}, params, {{"B", 10}}, 1, I::Precision::AsTyped,
                                [](const ir::Inst&, const std::vector<const I::Tensor*>&, const I::Tensor&) { return true; });
  };
  auto low = run(*bf16->ir, t->grad), full = run(*f32->ir, t32->grad);
  ASSERT_EQ(low.size(), full.size());
  for (size_t r = 0; r < low.size(); ++r) {
    double scale = 0, worst = 0;
    for (size_t k = 0; k < full[r].data.size(); ++k) {
      scale = std::max(scale, std::abs(full[r].data[k]));
      worst = std::max(worst, std::abs(low[r].data[k] - full[r].data[k]));
    }
    EXPECT_LE(worst, 2e-2 * scale + 1e-6) << "result " << r;
    if (r == 1) {
      EXPECT_GT(worst, 0.0) << "the weight's gradient was not computed in bf16";
    }
  }
}

// Under the policy a product's transposed operand is cast before it is
// transposed, so that the product reads the bf16 transpose in place: a
// batched product's `transpose(k)` (rank 3, the last two swapped by default)
// as a matrix's.
TEST(MixedPrecision, ATransposedOperandIsCastFirst) {
  auto c = compile_text(
      "import std.nn;\ndataset d { x: f32[4, 6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
      "fn att(q: f32[N, 4, 6], k: f32[N, 4, 6]) -> f32[N, 4, 4] { return matmul(q, transpose(k)); }\n"
      "model M() { param w: f32[6, 6] = normal(std = 0.1);\n"
      "  fn forward(x: f32[N, 4, 6]) -> f32[N, 4, 4] { let h = matmul(x, transpose(w)); return att(h, h); } }\n"
      "net = M();\n"
      "train net on d { loss = mean(net(batch.x)); optimizer = SGD(lr = 0.1); epochs = 1; precision = bf16; }\n");
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  std::map<ir::ValueId, const ir::Inst*> def;
  for (const ir::Inst& i : t->eval.body) def[i.result] = &i;
  int transposed = 0;
  for (const ir::Inst& i : t->eval.body) {
    if (i.op != ir::Op::Matmul) continue;
    for (ir::ValueId o : i.operands) {
      const ir::Inst* d = def.count(o) ? def[o] : nullptr;
      if (!d || d->op != ir::Op::Transpose) continue;
      ++transposed;
      EXPECT_EQ(t->eval.values[d->operands[0]].type.dtype, DType::BF16) << ir::print_function(*c->ir, t->eval);
    }
  }
  EXPECT_EQ(transposed, 2) << ir::print_function(*c->ir, t->eval);
}

// Convolutions are products too: under the policy conv2d, both its
// backward convolutions and ConvTranspose2d's (conv2d_grad_input and its
// own gradients) read bf16 operands, each value cast once, and give f32;
// the differentiated step verifies.
TEST(MixedPrecision, ConvolutionsReadBf16AndGiveF32) {
  auto c = bf16_image_program(
      "model M() { conv = Conv2d(2, 4, 3, padding = 1); up = ConvTranspose2d(4, 2, 2, stride = 2); head = Linear(288, 3);\n"
      "  fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 3] {\n"
      "    let h = up(relu(conv(x)));\n"
      "    return head(reshape(h, [N, 288])); } }\n");
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  for (const ir::Function* f : {&t->grad, &t->eval}) {
    std::map<ir::Op, int> convs;
    std::map<ir::ValueId, int> casts;
    for (const ir::Inst& i : f->body) {
      if (i.op == ir::Op::Conv2d || i.op == ir::Op::Conv2dGradInput || i.op == ir::Op::Conv2dGradWeight) {
        ++convs[i.op];
        for (ir::ValueId o : i.operands) EXPECT_EQ(f->values[o].type.dtype, DType::BF16) << ir::print_function(*c->ir, *f);
        EXPECT_EQ(f->values[i.result].type.dtype, DType::F32);
      }
      if (i.op == ir::Op::Cast && f->values[i.result].type.dtype == DType::BF16) ++casts[i.operands[0]];
    }
    for (const auto& [v, n] : casts) EXPECT_EQ(n, 1) << "%" << v << " cast " << n << " times";
    // Forward: conv and up. Backward: up's two gradients (a conv2d and a
    // weight gradient), conv's weight gradient (not its input's).
    const std::map<ir::Op, int> want = f == &t->grad ? std::map<ir::Op, int>{{ir::Op::Conv2d, 2},
                                                                               {ir::Op::Conv2dGradInput, 1},
                                                                               {ir::Op::Conv2dGradWeight, 2}}
                                                     : std::map<ir::Op, int>{{ir::Op::Conv2d, 1},
                                                                               {ir::Op::Conv2dGradInput, 1}};
    EXPECT_EQ(convs, want) << ir::print_function(*c->ir, *f);
  }
  ir::Module m = *c->ir;
  m.functions.push_back(t->grad);
  m.functions.back().name += ".grad";
  EXPECT_EQ(first_error(ir::verify(m)), "");
}

// `precision = f32;` in a layer under a block's `precision = bf16;` (as
// autocast(enabled=False)): its products are marked and stay f32 forward
// and backward, and its convolutions too; the other layers' read bf16.
TEST(MixedPrecision, ALayersF32OptOutStaysF32ForwardAndBackward) {
  auto c = bf16_image_program(
      "model Head() { precision = f32; conv = Conv2d(2, 2, 3, padding = 1); fc = Linear(72, 3);\n"
      "  fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 3] { return fc(reshape(relu(conv(x)), [N, 72])); } }\n"
      "model M() { conv = Conv2d(2, 2, 3, padding = 1); head = Head();\n"
      "  fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 3] { return head(relu(conv(x))); } }\n");
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  for (const ir::Function* f : {&t->grad, &t->eval}) {
    int kept = 0, low = 0;
    for (const ir::Inst& i : f->body) {
      if (i.op != ir::Op::Matmul && i.op != ir::Op::Conv2d && i.op != ir::Op::Conv2dGradInput &&
          i.op != ir::Op::Conv2dGradWeight)
        continue;
      const DType want = ir::keeps_f32(i.attrs) ? DType::F32 : DType::BF16;
      ++(want == DType::F32 ? kept : low);
      for (ir::ValueId o : i.operands) EXPECT_EQ(f->values[o].type.dtype, want) << ir::print_function(*c->ir, *f);
      EXPECT_EQ(f->values[i.result].type.dtype, DType::F32);
    }
    // Forward: the head's conv and fc kept, net.conv in bf16. Backward: the
    // head's fc's two gradients and its conv's two (the input's reaches
    // net.conv), net.conv's weight gradient in bf16.
    EXPECT_EQ(kept, f == &t->grad ? 6 : 2) << ir::print_function(*c->ir, *f);
    EXPECT_EQ(low, f == &t->grad ? 2 : 1) << ir::print_function(*c->ir, *f);
  }
}

// `accumulate = 2` (ir/passes/accumulate.h): the first micro-batch only adds
// its gradient / 2 to the accumulators; the second applies SGD to the sum and
// zeroes them. The update's results: weight, bias, then their accumulators.
TEST(Accumulate, TheUpdateAppliesEveryKthMicroBatch) {
  auto c = compile_text(program("cpu", "  accumulate = 2;\n", "  loss = cross_entropy(logits, labels);\n"));
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  ASSERT_EQ(c->ir->trains[0].settings.accumulate, 2);
  auto t = ir::prepare_train(*c->ir, c->ir->trains[0]);
  ASSERT_TRUE(t.ok()) << t.message();
  ir::Module m = *c->ir;
  ir::Function upd = *t->update;
  upd.name += ".accumulating";
  m.functions.push_back(upd);
  EXPECT_EQ(first_error(ir::verify(m)), "");
  std::vector<std::string> targets;
  for (size_t k : t->update_targets) targets.push_back(m.params[k].name);
  EXPECT_EQ(targets, (std::vector<std::string>{"net.weight", "net.bias", "accum.net.weight", "accum.net.bias"}));
  namespace I = ir::interp;
  std::map<std::string, I::Tensor> params = {{"net.weight", I::Tensor::filled({3, 4}, 0.5)},
                                             {"net.bias", I::Tensor::filled({3}, -0.25)},
                                             {"accum.net.weight", I::Tensor::filled({3, 4}, 0.0)},
                                             {"accum.net.bias", I::Tensor::filled({3}, 0.0)}};
  auto micro = [&](double step, double gw, double gb) {
    std::vector<I::Tensor> in = {I::Tensor::filled({}, 0.1), I::Tensor::filled({}, step), I::Tensor::filled({3, 4}, gw),
                                 I::Tensor::filled({3}, gb)};
    auto out = I::evaluate(m, upd, in, params, {});
    for (size_t j = 0; j < out.size(); ++j) params[targets[j]] = out[j];
  };
  micro(1, 1.0, 2.0);  // accumulated, not applied
  for (double w : params["net.weight"].data) EXPECT_NEAR(w, 0.5, 1e-12);
  for (double a : params["accum.net.weight"].data) EXPECT_NEAR(a, 0.5, 1e-12);
  for (double a : params["accum.net.bias"].data) EXPECT_NEAR(a, 1.0, 1e-12);
  micro(2, 3.0, 4.0);  // applied to the mean gradient (2, 3)
  for (double w : params["net.weight"].data) EXPECT_NEAR(w, 0.5 - 0.1 * 2.0, 1e-7);
  for (double b : params["net.bias"].data) EXPECT_NEAR(b, -0.25 - 0.1 * 3.0, 1e-7);
  for (const char* a : {"accum.net.weight", "accum.net.bias"})
    for (double v : params[a].data) EXPECT_EQ(v, 0.0);
  micro(3, 1.0, 1.0);  // the next optimizer step's first micro-batch
  for (double w : params["net.weight"].data) EXPECT_NEAR(w, 0.3, 1e-7);
}

// A train block of program() with Adam under `settings`, prepared; its
// update added to the module (verified), the globals the update's results
// replace, and their values: zero but for the weight (0.5) and the loss
// scale (`scale`).
struct ScaledAdam {
  std::unique_ptr<Compilation> c;
  ir::TrainFunctions t;
  ir::Module m;
  ir::Function upd;
  std::vector<std::string> targets;
  std::map<std::string, ir::interp::Tensor> params;

  explicit ScaledAdam(const std::string& settings, double scale) {
    std::string src = program("cpu", settings, "  loss = cross_entropy(logits, labels);\n");
    src.replace(src.find("SGD(lr = 0.1)"), 13, "Adam(lr = 0.1)");
    c = compile_text(src);
    if (!c->ok()) {
      ADD_FAILURE() << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
      return;
    }
    auto prepared = ir::prepare_train(*c->ir, c->ir->trains[0]);
    if (!prepared.ok()) {
      ADD_FAILURE() << prepared.message();
      return;
    }
    t = std::move(*prepared);
    m = *c->ir;
    upd = *t.update;
    upd.name += ".scaled";
    m.functions.push_back(upd);
    m.functions.push_back(t.grad);
    m.functions.back().name += ".grad";
    EXPECT_EQ(first_error(ir::verify(m)), "");
    for (size_t k : t.update_targets) targets.push_back(m.params[k].name);
    for (const ir::GlobalParam& p : m.params)
      params[p.name] = ir::interp::Tensor::filled(ir::interp::concrete_shape(p.type, {}), 0.0);
    params["net.weight"] = ir::interp::Tensor::filled({3, 4}, 0.5);
    params[ir::kLossScale] = ir::interp::Tensor::filled({}, scale);
  }

  // The update on batch `step` (from 1), the weight's gradient gw and the
  // bias's 1, each times the loss scale as the gradient gives them.
  void update(double step, double gw) {
    namespace I = ir::interp;
    const double s = params[ir::kLossScale].data[0];
    std::vector<I::Tensor> in = {I::Tensor::filled({}, 0.1), I::Tensor::filled({}, step),
                                 I::Tensor::filled({3, 4}, gw * s), I::Tensor::filled({3}, s)};
    auto out = I::evaluate(m, upd, in, params, {});
    ASSERT_EQ(out.size(), targets.size());
    for (size_t j = 0; j < out.size(); ++j) params[targets[j]] = out[j];
  }
  // The scale, the finite steps in a row and the skipped steps.
  std::vector<double> scaler() {
    return {params[ir::kLossScale].data[0], params[ir::kLossScaleGoodSteps].data[0],
            params[ir::kLossScaleSkipped].data[0]};
  }
};

// `precision = f16` (ir/passes/loss_scale.h): the gradient is of the loss
// times the scale, and reports the loss; the update divides the gradients
// by the scale, skips a step whose gradient is not finite (every parameter
// and state kept, the scale halved, the skipped steps counted), doubles the
// scale after kLossScaleGrowthInterval finite steps, and gives Adam the
// steps taken, so that its first step after a skipped one is a first step.
TEST(LossScale, SkipsStepsThatOverflowAndAdjustsTheScale) {
  ScaledAdam a("  precision = f16;\n", 65536.0);
  ASSERT_GE(a.targets.size(), 3u);
  EXPECT_EQ(std::vector<std::string>(a.targets.end() - 3, a.targets.end()),
            (std::vector<std::string>{ir::kLossScale, ir::kLossScaleGoodSteps, ir::kLossScaleSkipped}));

  // The gradient: the loss as without the policy, the parameters' gradients times the scale.
  namespace I = ir::interp;
  I::Tensor x = I::Tensor::filled({10, 4}, 0.0), label = I::Tensor::filled({10}, 0.0, DType::I64);
  for (size_t k = 0; k < x.data.size(); ++k) x.data[k] = std::cos(0.9 * static_cast<double>(k));
  for (size_t k = 0; k < label.data.size(); ++k) label.data[k] = static_cast<double>(k % 3);
  auto plain = compile_text(program("cpu", "", "  loss = cross_entropy(logits, labels);\n"));
  ASSERT_TRUE(plain->ok());
  auto t32 = ir::prepare_train(*plain->ir, plain->ir->trains[0]);
  ASSERT_TRUE(t32.ok()) << t32.message();
  auto scaled = I::evaluate(a.m, a.t.grad, {x, label}, a.params, {{"B", 10}});
  auto unscaled = I::evaluate(*plain->ir, t32->grad, {x, label}, a.params, {{"B", 10}});
  ASSERT_EQ(scaled.size(), unscaled.size());
  EXPECT_NEAR(scaled[0].data[0], unscaled[0].data[0], 1e-12);
  for (size_t r = 1; r < scaled.size(); ++r)
    for (size_t k = 0; k < scaled[r].data.size(); ++k)
      EXPECT_NEAR(scaled[r].data[k], 65536.0 * unscaled[r].data[k], 1e-9 * 65536.0) << "result " << r;

  a.update(1, std::numeric_limits<double>::infinity());  // overflowed: nothing but the scaler changes
  for (double w : a.params["net.weight"].data) EXPECT_EQ(w, 0.5);
  EXPECT_EQ(a.scaler(), (std::vector<double>{32768, 0, 1}));
  a.update(2, std::nan(""));
  for (double w : a.params["net.weight"].data) EXPECT_EQ(w, 0.5);
  EXPECT_EQ(a.scaler(), (std::vector<double>{16384, 0, 2}));
  // Adam's first step taken moves each weight by lr (m / sqrt(v) = 1 at
  // step 1); counted from the run's third step it would move by about 0.67 lr.
  a.update(3, 2.0);
  for (double w : a.params["net.weight"].data) EXPECT_NEAR(w, 0.5 - 0.1, 1e-6);
  EXPECT_EQ(a.scaler(), (std::vector<double>{16384, 1, 2}));
  a.params[ir::kLossScaleGoodSteps] = I::Tensor::filled({}, static_cast<double>(ir::kLossScaleGrowthInterval - 1));
  a.update(4, 1.0);
  EXPECT_EQ(a.scaler(), (std::vector<double>{32768, 0, 2}));
}

// `precision = f16` with `accumulate = 2`: the micro-batches' scaled
// gradients are summed, and the group's checked at its optimizer step: a
// group with an overflow is skipped whole (accumulators zeroed, S halved,
// parameters kept); the next group is Adam's first step.
TEST(LossScale, WithAccumulateAGroupWithAnOverflowIsSkipped) {
  ScaledAdam a("  precision = f16;\n  accumulate = 2;\n", 1024.0);
  a.update(1, 1.0);
  for (double v : a.params["accum.net.weight"].data) EXPECT_NEAR(v, 512.0, 1e-9);  // S g / 2, scaled
  a.update(2, std::numeric_limits<double>::infinity());  // the group overflowed: skipped whole
  for (double w : a.params["net.weight"].data) EXPECT_EQ(w, 0.5);
  for (double v : a.params["accum.net.weight"].data) EXPECT_EQ(v, 0.0);
  EXPECT_EQ(a.scaler(), (std::vector<double>{512, 0, 1}));
  a.update(3, 1.0);
  a.update(4, 3.0);  // the mean gradient 2; Adam's first step taken moves each weight by lr
  for (double w : a.params["net.weight"].data) EXPECT_NEAR(w, 0.5 - 0.1, 1e-6);
  EXPECT_EQ(a.scaler(), (std::vector<double>{512, 1, 1}));
}

INSTANTIATE_TEST_SUITE_P(Programs, PipelinePrograms,
                         ::testing::ValuesIn(test::example_programs(NETC_TEST_SOURCE_DIR)),
                         [](const auto& info) { return test::program_test_name(info.param); });

}  // namespace
}  // namespace netc
