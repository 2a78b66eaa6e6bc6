// The CPU StepProgram on programs whose results are known by hand: model
// states (BatchNorm's running averages) are updated by training steps, and
// evaluation normalises with them.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "engine/exec/step_program.h"
#include "frontend/driver/driver.h"

namespace netc {
namespace {

constexpr const char* kProgram = R"(
import std.nn;
dataset d { x: f32[2, 2, 2] = csv("unused.csv"); }
model Net() {
  bn = BatchNorm(2, momentum = 0.5);
  fn forward(x: f32[N, 2, 2, 2]) -> f32[N, 2, 2, 2] { return bn(x); }
}
net = Net();
train net on d {
  batch = 4;
  loss = mean(net(batch.x) * batch.x);
  optimizer = SGD(lr = 0.0);
  epochs = 1;
}
)";

TEST(StepProgram, BatchNormUpdatesRunningStatisticsAndEvaluatesWithThem) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("bn.net", o, kProgram);
  ASSERT_TRUE(c->ok());
  const int B = 4, C = 2, HW = 4;
  auto prog = engine::StepProgram::create(*c->ir, c->ir->trains.front(), B, 1);
  ASSERT_TRUE(prog.ok()) << prog.message();
  engine::StepProgram& p = **prog;
  auto state = [&](const char* name) { return p.params()[p.param_index().at(name)].data_as<float>(); };

  std::mt19937 rng(5);
  std::normal_distribution<float> nd(1.0f, 2.0f);
  std::vector<double> mean(C, 0.0), var(C, 1.0);  // the running averages, by hand
  std::vector<float> x(B * C * HW);
  for (int step = 0; step < 2; ++step) {
    for (float& v : x) v = nd(rng);
    void* batch[1] = {x.data()};
    ASSERT_TRUE(p.train_step(batch, B, 0.0f).ok());
    for (int ch = 0; ch < C; ++ch) {
      double s = 0, ss = 0;
      for (int b = 0; b < B; ++b)
        for (int k = 0; k < HW; ++k) s += x[(b * C + ch) * HW + k];
      double m = s / (B * HW);
      for (int b = 0; b < B; ++b)
        for (int k = 0; k < HW; ++k) ss += std::pow(x[(b * C + ch) * HW + k] - m, 2);
      mean[ch] = 0.5 * mean[ch] + 0.5 * m;
      var[ch] = 0.5 * var[ch] + 0.5 * ss / (B * HW);  // the biased batch variance
      EXPECT_NEAR(state("net.bn.running_mean")[ch], mean[ch], 1e-5) << "step " << step << " channel " << ch;
      EXPECT_NEAR(state("net.bn.running_var")[ch], var[ch], 1e-5) << "step " << step << " channel " << ch;
    }
  }
  // Evaluation normalises with the running averages and leaves them as they are.
  std::vector<double> results;
  void* batch[1] = {x.data()};
  ASSERT_TRUE(p.eval_step(batch, B, &results).ok());
  double loss = 0;
  for (int b = 0; b < B; ++b)
    for (int ch = 0; ch < C; ++ch)
      for (int k = 0; k < HW; ++k) {
        double v = x[(b * C + ch) * HW + k];
        loss += (v - mean[ch]) / std::sqrt(var[ch] + 1e-5) * v;
      }
  EXPECT_NEAR(results.at(0), loss / (B * C * HW), 1e-4);
  EXPECT_NEAR(state("net.bn.running_mean")[0], mean[0], 1e-5);
  // The states are not trained: no gradient, no optimizer state for them.
  for (const ir::GlobalParam& g : c->ir->params) {
    EXPECT_EQ(g.name.find(".net.bn.running"), std::string::npos) << g.name;
    if (g.name.rfind("net.bn.running", 0) == 0) {
      EXPECT_FALSE(g.trainable) << g.name;
    }
  }
}

constexpr const char* kClassifier = R"(
import std.nn;
dataset d { x: f32[6] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
net = Linear(6, 3);
train net on d {
  batch = 8;
  logits = net(batch.x);
  loss = cross_entropy(logits, batch.y);
  accuracy = accuracy(logits, batch.y);
  optimizer = SGD(lr = 0.5);
  epochs = 1;
}
)";

// finish_step() reports the launched step's loss and metrics: those of the
// parameters before its update, as eval_step computes them on the same batch.
TEST(StepProgram, AFinishedStepReportsItsLossAndMetrics) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("classifier.net", o, kClassifier);
  ASSERT_TRUE(c->ok());
  const int B = 8;
  auto prog = engine::StepProgram::create(*c->ir, c->ir->trains.front(), B, 3);
  ASSERT_TRUE(prog.ok()) << prog.message();
  engine::StepProgram& p = **prog;
  ASSERT_EQ(p.metric_names(), std::vector<std::string>{"accuracy"});
  EXPECT_FALSE(p.finish_step().ok());  // nothing launched

  std::mt19937 rng(11);
  std::normal_distribution<float> nd;
  std::vector<float> x(B * 6);
  std::vector<int64_t> y(B);
  std::vector<float> accuracies;
  for (int step = 0; step < 6; ++step) {
    for (float& v : x) v = nd(rng);
    for (int64_t& v : y) v = static_cast<int64_t>(rng() % 3);
    void* batch[2] = {x.data(), y.data()};
    std::vector<double> before;
    ASSERT_TRUE(p.eval_step(batch, B, &before).ok());
    ASSERT_TRUE(p.launch_step(batch, B, 0.5f).ok());
    EXPECT_FALSE(p.launch_step(batch, B, 0.5f).ok());  // one step at a time
    auto v = p.finish_step();
    ASSERT_TRUE(v.ok()) << v.message();
    // The gradient function and the evaluation fuse the loss differently:
    // the same value up to rounding. The accuracy is a count: exact.
    EXPECT_NEAR(v->loss, before[0], 1e-5 * (1 + std::abs(before[0]))) << "step " << step;
    ASSERT_EQ(v->metrics.size(), 1u);
    EXPECT_FLOAT_EQ(v->metrics[0], static_cast<float>(before[1])) << "step " << step;
    accuracies.push_back(v->metrics[0]);
    std::vector<double> after;
    ASSERT_TRUE(p.eval_step(batch, B, &after).ok());
    EXPECT_LT(after[0], before[0]) << "step " << step << ": the update lowers the batch's loss";
  }
  EXPECT_EQ(p.global_step, 6);
  // An accuracy is a count over 8 examples.
  for (float a : accuracies) EXPECT_FLOAT_EQ(a * B, std::round(a * B));
  // A step that updated cannot be taken back here.
  auto updated = p.undo_last_step();
  ASSERT_FALSE(updated.ok());
  EXPECT_NE(updated.message().find("that updated the parameters"), std::string::npos) << updated.message();
  EXPECT_EQ(p.global_step, 6);
  // One whose loss is NaN skipped its update: it is taken back once (its
  // step number), not twice.
  x[0] = std::nanf("");
  void* bad[2] = {x.data(), y.data()};
  ASSERT_TRUE(p.launch_step(bad, B, 0.5f).ok());
  auto v = p.finish_step();
  ASSERT_TRUE(v.ok()) << v.message();
  EXPECT_TRUE(std::isnan(v->loss));
  ASSERT_TRUE(p.undo_last_step().ok());
  EXPECT_EQ(p.global_step, 6);
  EXPECT_FALSE(p.undo_last_step().ok());
  EXPECT_EQ(p.global_step, 6);
}

}  // namespace
}  // namespace netc
