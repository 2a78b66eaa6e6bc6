// Data parallelism in one process (engine/parallel/replica_set.h): K CPU replicas of
// a train block, each on its share of the global batch, against one
// StepProgram on the whole batch: the same loss at every step and the same
// parameters and optimizer state after many steps, to f32 rounding, with
// shares that divide the batch, that do not, and that leave a replica with
// no examples; for SGD with momentum and for Adam.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <thread>

#include "engine/parallel/replica_set.h"
#include "engine/exec/step_program.h"
#include "frontend/driver/driver.h"

namespace netc {
namespace {

std::string program(const std::string& optimizer) {
  return R"(
import std.nn;
dataset d { x: f32[6] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
model Net() {
  fc1 = Linear(6, 16);
  fc2 = Linear(16, 3);
  fn forward(x: f32[N, 6]) -> f32[N, 3] { return fc2(tanh(fc1(x))); }
}
net = Net();
train net on d {
  batch = 10;
  logits = net(batch.x);
  loss = cross_entropy(logits, batch.y);
  accuracy = accuracy(logits, batch.y);
  optimizer = )" + optimizer + R"(;
  epochs = 1;
}
)";
}

// |a - b| <= 1e-5 * max(|a|, |b|) + 1e-6: f32 sums taken in another order.
::testing::AssertionResult close(double a, double b) {
  if (std::abs(a - b) <= 1e-5 * std::max(std::abs(a), std::abs(b)) + 1e-6) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << a << " vs " << b;
}

void expect_same_training(const std::string& optimizer, int replicas, int64_t batch) {
  SCOPED_TRACE(optimizer + ", " + std::to_string(replicas) + " replicas, batch " + std::to_string(batch));
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("dp.net", o, program(optimizer));
  ASSERT_TRUE(c->ok());
  auto blocks = engine::prepare_blocks(*c->ir);
  ASSERT_TRUE(blocks.ok()) << blocks.message();
  auto one = engine::StepProgram::create(*c->ir, blocks->front(), batch, 7);
  ASSERT_TRUE(one.ok()) << one.message();
  auto set = engine::ReplicaSet::create(*c->ir, blocks->front(), batch, 7, replicas);
  ASSERT_TRUE(set.ok()) << set.message();
  std::mt19937 rng(3);
  std::normal_distribution<float> nd;
  std::vector<float> x(static_cast<size_t>(batch) * 6);
  std::vector<int64_t> y(static_cast<size_t>(batch));
  for (int step = 0; step < 25; ++step) {
    for (float& v : x) v = nd(rng);
    for (int64_t& v : y) v = static_cast<int64_t>(rng() % 3);
    void* b[2] = {x.data(), y.data()};
    auto l1 = (*one)->train_step(b, batch, 0.05f);
    ASSERT_TRUE(l1.ok()) << l1.message();
    ASSERT_TRUE((*set)->launch_step(b, batch, 0.05f).ok());
    auto v = (*set)->finish_step();
    ASSERT_TRUE(v.ok()) << v.message();
    EXPECT_TRUE(close(v->loss, *l1)) << "loss at step " << step;
    std::vector<double> r1, rk;
    ASSERT_TRUE((*one)->eval_step(b, batch, &r1).ok());
    ASSERT_TRUE((*set)->eval_step(b, batch, &rk).ok());
    ASSERT_EQ(r1.size(), rk.size());
    for (size_t k = 0; k < r1.size(); ++k) EXPECT_TRUE(close(rk[k], r1[k])) << "evaluation " << k << " at step " << step;
  }
  EXPECT_EQ((*set)->global_step, (*one)->global_step);
  const auto& index = (*one)->param_index();
  for (const auto& [name, i] : index) {
    const rt::Tensor& a = (*one)->params()[i];
    const rt::Tensor& b = (*set)->params()[(*set)->param_index().at(name)];
    for (int64_t k = 0; k < a.numel(); ++k)
      ASSERT_TRUE(close(b.data_as<float>()[k], a.data_as<float>()[k])) << name << "[" << k << "]";
  }
}

TEST(ReplicaSet, TrainsAsOneDeviceWhenTheSharesDivideTheBatch) {
  expect_same_training("SGD(lr = 0.05, momentum = 0.9)", 2, 10);
}

TEST(ReplicaSet, TrainsAsOneDeviceWithUnevenShares) {
  expect_same_training("SGD(lr = 0.05, momentum = 0.9)", 3, 10);  // 4, 3, 3
  expect_same_training("Adam(lr = 0.01)", 4, 10);                  // 3, 3, 2, 2
}

TEST(ReplicaSet, AReplicaWithoutExamplesWeighsNothing) {
  expect_same_training("Adam(lr = 0.01)", 3, 2);  // 1, 1, 0
}

TEST(ReplicaSet, SharesCoverTheBatchInOrder) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("dp.net", o, program("SGD(lr = 0.1)"));
  ASSERT_TRUE(c->ok());
  auto blocks = engine::prepare_blocks(*c->ir);
  ASSERT_TRUE(blocks.ok()) << blocks.message();
  auto set = engine::ReplicaSet::create(*c->ir, blocks->front(), 10, 1, 4);
  ASSERT_TRUE(set.ok()) << set.message();
  std::vector<std::pair<int64_t, int64_t>> want = {{0, 3}, {3, 3}, {6, 2}, {8, 2}};
  for (int r = 0; r < 4; ++r) EXPECT_EQ((*set)->share(r, 10), want[static_cast<size_t>(r)]) << r;
  EXPECT_EQ((*set)->share(3, 3), (std::pair<int64_t, int64_t>{3, 0}));
}

// A replica that fails before it combines (its compilation, its memory)
// does not leave the others waiting for it: they get its reason.
TEST(ReplicaSet, AFailedReplicaStopsTheOthersWaiting) {
  engine::LocalCollective c(2);
  std::vector<float> x = {1, 2};
  std::vector<engine::ReduceBuffer> bufs = {{x.data(), x.size()}};
  Status got;
  std::thread waiting([&] { got = c.all_reduce(0, bufs, 0.5); });
  c.abort(1, "out of memory");
  waiting.join();
  EXPECT_FALSE(got.ok());
  EXPECT_EQ(got.message(), "replica 1 failed: out of memory");
  EXPECT_FALSE(c.all_reduce(0, bufs, 0.5).ok()) << "and later calls fail at once";
}

}  // namespace
}  // namespace netc
