// engine/memory/memory_plan.h against what the CPU executor allocates, to the byte,
// and the proportions PyTorch users estimate by hand: parameters, gradients
// and optimizer state in the ratio 2 : 3 : 4 for SGD, SGD with momentum and
// Adam (updates are written in place, so no optimizer keeps a second copy).
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "engine/memory/memory_plan.h"
#include "engine/exec/step_program.h"
#include "engine/parallel/collective.h"
#include "frontend/driver/driver.h"
#include "runtime/cpu/kernels.h"

namespace netc {
namespace {

std::string program(const std::string& optimizer, int batch, const std::string& extra = "") {
  return R"(
import std.nn;
dataset d { x: f32[12] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
model Net() {
  fc1 = Linear(12, 32);
  bn = BatchNorm(32);
  fc2 = Linear(32, 5);
  fn forward(x: f32[N, 12]) -> f32[N, 5] {
    let h = bn(reshape(fc1(x), [N, 32, 1, 1]));
    return fc2(relu(reshape(h, [N, 32])));
  }
}
net = Net();
train net on d {
  batch = )" + std::to_string(batch) + R"(;
  logits = net(batch.x);
  loss = cross_entropy(logits, batch.y);
  accuracy = accuracy(logits, batch.y);
  optimizer = )" + optimizer + R"(;
  epochs = 1;
)" + extra + "}\n";
}

// `run` as if it declared `evaluate` (on its own data set): an evaluation's
// buffers are planned for a block that evaluates only.
ir::TrainRun evaluating(const ir::TrainRun& run) {
  ir::TrainRun r = run;
  r.settings.evaluate = r.dataset;
  return r;
}

struct Planned {
  std::unique_ptr<Compilation> c;
  engine::MemoryPlan plan;
};

Planned plan_text(const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  Planned p{compile("mem.net", o, text), {}};
  EXPECT_TRUE(p.c->ok());
  auto fns = engine::prepare_step_functions(*p.c->ir, p.c->ir->trains.front());
  EXPECT_TRUE(fns.ok()) << fns.message();
  if (!fns.ok()) return p;
  // The tests evaluate too: planned as a block with `evaluate`.
  auto m = engine::plan_memory(*p.c->ir, evaluating(p.c->ir->trains.front()), *fns, {});
  EXPECT_TRUE(m.ok()) << m.message();
  if (m.ok()) p.plan = *m;
  return p;
}

Planned plan(const std::string& optimizer, int batch, const std::string& extra = "") {
  return plan_text(program(optimizer, batch, extra));
}

// An RNN over sequences of `steps` steps, batch 16: a `for` loop carrying h [16, 8].
std::string loop_program(int steps) {
  return R"(
import std.nn;
dataset d { x: f32[)" + std::to_string(steps) + R"(, 4] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
model Rnn() {
  wx = Linear(4, 8);
  wh = Linear(8, 8);
  fc = Linear(8, 3);
  fn forward(x: f32[N, T, 4]) -> f32[N, 3] {
    let h = zeros(f32[N, 8]);
    for t in 0..T {
      let h = tanh(wx(x[:, t]) + wh(h));
    }
    return fc(h);
  }
}
net = Rnn();
train net on d { batch = 16; loss = cross_entropy(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }
)";
}

uint64_t bytes_of(const engine::DeviceMemory& d, engine::MemoryLine::Category c) {
  uint64_t n = 0;
  for (const engine::MemoryLine& l : d.lines)
    if (l.category == c) n += l.bytes;
  return n;
}

TEST(MemoryPlan, IsWhatTheCpuExecutorAllocates) {
  for (const char* optimizer : {"SGD(lr = 0.1)", "SGD(lr = 0.1, momentum = 0.9)", "Adam(lr = 0.01)", "AdamW(lr = 0.01)"})
  for (const char* extra : {"", "  accumulate = 4;\n"}) {
    for (int batch : {1, 7, 64}) {
      Planned p = plan(optimizer, batch, extra);
      ASSERT_EQ(p.plan.devices.size(), 1u);
      auto prog = engine::StepProgram::create(*p.c->ir, p.c->ir->trains.front(), batch, 1);
      ASSERT_TRUE(prog.ok()) << prog.message();
      std::vector<float> x(static_cast<size_t>(batch) * 12, 0.5f);
      std::vector<int64_t> y(static_cast<size_t>(batch), 3);
      void* b[2] = {x.data(), y.data()};
      ASSERT_TRUE((*prog)->train_step(b, batch, 0.1f).ok());
      std::vector<double> r;
      ASSERT_TRUE((*prog)->eval_step(b, batch, &r).ok());
      EXPECT_EQ((*prog)->allocated_bytes(), p.plan.devices[0].executor_allocates())
          << optimizer << ", batch " << batch << extra;
    }
  }
}

// Two CPU replicas of a network with a synchronised BatchNorm: `netc mem`
// lists each replica's all-reduces of a step (its 4 `replica_mean`s, then
// the gradient function's results), and the replicas' collective combines
// exactly those, to the round and the byte.
TEST(MemoryPlan, ListsTheAllReducesOfCpuReplicas) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("sync.net", o, R"(
import std.nn;
device rep = [cpu, cpu];
dataset d { x: f32[4] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
model Net() {
  param filters: f32[4, 1, 2, 2] = kaiming_uniform(fan_in = 4);
  bn = BatchNorm(4, sync = true);
  fc = Linear(36, 3);
  fn forward(x: f32[N, 1, 2, 2]) -> f32[N, 3] { return fc(flatten(relu(bn(conv2d(x, filters, padding = 1))))); }
}
net = Net() @ rep;
train net on d {
  replicas  = rep;
  batch     = 10;
  loss      = cross_entropy(net(to(rep, reshape(batch.x, [-1, 1, 2, 2]))), to(rep, batch.y));
  optimizer = SGD(lr = 0.1);
  epochs    = 1;
}
)");
  ASSERT_TRUE(c->ok());
  auto blocks = engine::prepare_blocks(*c->ir);
  ASSERT_TRUE(blocks.ok()) << blocks.message();
  engine::MemoryOptions mo;
  mo.batch = 5;  // a replica's share
  mo.replicas = 2;
  auto plan = engine::plan_memory(*c->ir, c->ir->trains.front(), *blocks->front(), mo);
  ASSERT_TRUE(plan.ok()) << plan.message();
  std::vector<std::string> what;
  uint64_t bytes = 0, calls = 0;
  for (const engine::Transfer& t : plan->transfers) {
    EXPECT_TRUE(t.when == engine::Transfer::PerStep && t.from == "cpu" && t.to == "replicas") << t.what;
    what.push_back(t.what);
    bytes += t.bytes;
    calls += t.copies;
  }
  EXPECT_EQ(what, (std::vector<std::string>{"all-reduce: 4 replica_means (sync BatchNorm)",
                                            "all-reduce: the loss, metrics, gradients and states"}));
  EXPECT_TRUE(plan->no_transfers.empty());

  engine::LocalCollective collective(2);
  std::vector<std::unique_ptr<engine::StepProgram>> replicas;
  for (int r = 0; r < 2; ++r) {
    auto p = engine::StepProgram::create(*c->ir, blocks->front(), 5, 7);
    ASSERT_TRUE(p.ok()) << p.message();
    (*p)->join_replicas(&collective, r);
    (*p)->set_replica_share(5 * r, 0.5);
    replicas.push_back(std::move(*p));
  }
  std::vector<float> x(10 * 4);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 7) - 3.0f;
  std::vector<int64_t> y(10);
  for (size_t i = 0; i < y.size(); ++i) y[i] = static_cast<int64_t>(i % 3);
  Status st[2];
  std::vector<std::thread> threads;
  for (int r = 0; r < 2; ++r)
    threads.emplace_back([&, r] {
      void* b[2] = {x.data() + 5 * 4 * r, y.data() + 5 * r};
      st[r] = replicas[static_cast<size_t>(r)]->launch_step(b, 5, 0.1f);
      if (st[r].ok()) st[r] = replicas[static_cast<size_t>(r)]->finish_step().status();
    });
  for (std::thread& t : threads) t.join();
  ASSERT_TRUE(st[0].ok() && st[1].ok()) << st[0].message() << st[1].message();
  const engine::LocalCollective::Sent sent = collective.sent();
  EXPECT_EQ(sent.rounds, calls);
  EXPECT_EQ(sent.floats * sizeof(float), bytes);
}

// A loop keeps, for the backward pass, the carry each step starts from
// (T x [16, 8] floats) and counts its body's work once per step: both grow
// linearly with the number of steps, and the CPU executor allocates what
// the plan says.
TEST(MemoryPlan, ALoopKeepsEachStepsCarriesAndCountsEachStepsWork) {
  std::vector<uint64_t> kept, flops;
  for (int steps : {3, 6, 9}) {
    Planned p = plan_text(loop_program(steps));
    ASSERT_EQ(p.plan.devices.size(), 1u);
    kept.push_back(bytes_of(p.plan.devices[0], engine::MemoryLine::Activations));
    flops.push_back(p.plan.step_flops);
    auto prog = engine::StepProgram::create(*p.c->ir, p.c->ir->trains.front(), 16, 1);
    ASSERT_TRUE(prog.ok()) << prog.message();
    std::vector<float> x(static_cast<size_t>(16 * steps * 4), 0.5f);
    std::vector<int64_t> y(16, 2);
    void* b[2] = {x.data(), y.data()};
    ASSERT_TRUE((*prog)->train_step(b, 16, 0.1f).ok());
    std::vector<double> r;
    ASSERT_TRUE((*prog)->eval_step(b, 16, &r).ok());
    EXPECT_EQ((*prog)->allocated_bytes(), p.plan.devices[0].executor_allocates()) << steps << " steps";
  }
  EXPECT_EQ(kept[2] - kept[1], kept[1] - kept[0]);
  EXPECT_GE(kept[1] - kept[0], 3u * 16 * 8 * 4);  // 3 more steps' h
  EXPECT_EQ(flops[2] - flops[1], flops[1] - flops[0]);
  // 3 more steps: two products of 16 rows (4 -> 8, 8 -> 8) forward, more backward.
  EXPECT_GE(flops[1] - flops[0], 3u * 2 * 16 * (4 * 8 + 8 * 8));
}

TEST(MemoryPlan, CountsTheConvolutionKernelsColumns) {
  // The CPU convolution kernels keep a buffer per thread (the padded input
  // image and a transposed result) and per call the weight gradient's
  // partial sums, the filters transposed and the offsets of windows and
  // taps: the plan lists them, and they are what this thread holds after a
  // step.
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("conv.net", o, std::string(R"(
import std.nn;
dataset d { x: f32[2, 10, 10] = csv("unused.csv"); y: i64[] = csv("unused.csv"); }
model Net() {
  conv = Conv2d(2, 6, 3, padding = 1);
  fc = Linear(600, 3);
  fn forward(x: f32[N, 2, 10, 10]) -> f32[N, 3] { return fc(flatten(relu(conv(x)))); }
}
net = Net();
train net on d {
  batch = 24;
  logits = net(batch.x);
  loss = cross_entropy(logits, batch.y);
  optimizer = SGD(lr = 0.1, momentum = 0.9);
  epochs = 1;
}
)"));
  ASSERT_TRUE(c->ok());
  auto fns = engine::prepare_step_functions(*c->ir, c->ir->trains.front());
  ASSERT_TRUE(fns.ok()) << fns.message();
  auto plan = engine::plan_memory(*c->ir, evaluating(c->ir->trains.front()), *fns, {});
  ASSERT_TRUE(plan.ok()) << plan.message();
  const engine::DeviceMemory& d = plan->devices[0];
  const uint64_t threads = static_cast<uint64_t>(netc_parallel_threads());
  EXPECT_EQ(bytes_of(d, engine::MemoryLine::Workspace),
            threads * (2 * 12 * 12 + 100 * 6) * 4 + 16u * 6 * 2 * 9 * 4 + 2 * 9 * 6 * 4 + (100 + 2 * 9) * 8)
      << "per thread: the padded image [c, h+2, w+2] and a result [oh*ow, o]; 16 partial weight gradients "
         "[c*kh*kw, o], the filters transposed [c*kh*kw, o], the offsets of the windows and taps [oh*ow + c*kh*kw]";
  auto prog = engine::StepProgram::create(*c->ir, c->ir->trains.front(), 24, 1);
  ASSERT_TRUE(prog.ok()) << prog.message();
  std::vector<float> x(24 * 200, 0.25f);
  std::vector<int64_t> y(24, 1);
  void* b[2] = {x.data(), y.data()};
  ASSERT_TRUE((*prog)->train_step(b, 24, 0.1f).ok());
  std::vector<double> r;
  ASSERT_TRUE((*prog)->eval_step(b, 24, &r).ok());
  cpu::ConvScratch held = cpu::conv_scratch_held();
  EXPECT_EQ((*prog)->allocated_bytes() + held.bytes(), d.executor_allocates());
}

// A block without `evaluate` never evaluates: no evaluation buffers are made
// for it, and none are planned.
TEST(MemoryPlan, AnEvaluationIsPlannedForABlockThatEvaluates) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("mem.net", o, program("SGD(lr = 0.1)", 8));
  ASSERT_TRUE(c->ok());
  const ir::TrainRun& run = c->ir->trains.front();
  ASSERT_FALSE(run.settings.evaluate);
  auto fns = engine::prepare_step_functions(*c->ir, run);
  ASSERT_TRUE(fns.ok()) << fns.message();
  auto without = engine::plan_memory(*c->ir, run, *fns, {});
  auto with = engine::plan_memory(*c->ir, evaluating(run), *fns, {});
  ASSERT_TRUE(without.ok() && with.ok());
  EXPECT_EQ(bytes_of(without->devices[0], engine::MemoryLine::Evaluation), 0u);
  EXPECT_GT(bytes_of(with->devices[0], engine::MemoryLine::Evaluation), 0u);
  auto prog = engine::StepProgram::create(*c->ir, run, 8, 1);
  ASSERT_TRUE(prog.ok()) << prog.message();
  std::vector<float> x(8 * 12, 0.5f);
  std::vector<int64_t> y(8, 3);
  void* b[2] = {x.data(), y.data()};
  ASSERT_TRUE((*prog)->train_step(b, 8, 0.1f).ok());
  EXPECT_EQ((*prog)->allocated_bytes(), without->devices[0].executor_allocates());
}

TEST(MemoryPlan, ParametersGradientsAndOptimizerStateAre2To3To4) {
  // 12*32 + 32 + 32*5 + 5 trained values, and BatchNorm's 2*32 (trained
  // scale and shift, not in the ratio's unit: counted separately below).
  const uint64_t trained = (12 * 32 + 32 + 32 * 5 + 5 + 2 * 32) * 4;
  const char* optimizers[] = {"SGD(lr = 0.1)", "SGD(lr = 0.1, momentum = 0.9)", "Adam(lr = 0.01)"};
  for (int k = 0; k < 3; ++k) {
    Planned p = plan(optimizers[k], 32);
    const engine::DeviceMemory& d = p.plan.devices[0];
    uint64_t params = bytes_of(d, engine::MemoryLine::Parameters), grads = bytes_of(d, engine::MemoryLine::Gradients),
             state = bytes_of(d, engine::MemoryLine::OptimizerState);
    EXPECT_EQ(params, trained) << optimizers[k];
    EXPECT_EQ(grads, trained) << optimizers[k];
    EXPECT_EQ(params + grads + state, static_cast<uint64_t>(2 + k) * trained) << optimizers[k];
    EXPECT_EQ(bytes_of(d, engine::MemoryLine::ModelState), 2u * 32 * 4) << "BatchNorm's running mean and variance";
  }
}

// `accumulate = 4`: one accumulator per trained value, apart from the
// optimizer state; the plan is one micro-batch's.
TEST(MemoryPlan, AccumulatorsAreALineOfTheirOwn) {
  const uint64_t trained = (12 * 32 + 32 + 32 * 5 + 5 + 2 * 32) * 4;
  Planned acc = plan("SGD(lr = 0.1, momentum = 0.9)", 16, "  accumulate = 4;\n");
  Planned micro = plan("SGD(lr = 0.1, momentum = 0.9)", 16);
  const engine::DeviceMemory& d = acc.plan.devices[0];
  EXPECT_EQ(bytes_of(d, engine::MemoryLine::Accumulators), trained);
  EXPECT_EQ(bytes_of(d, engine::MemoryLine::OptimizerState), trained);
  EXPECT_EQ(bytes_of(d, engine::MemoryLine::Activations), bytes_of(micro.plan.devices[0], engine::MemoryLine::Activations));
  EXPECT_EQ(bytes_of(micro.plan.devices[0], engine::MemoryLine::Accumulators), 0u);
}

// The same optimizer step in micro-batches that fit: the smallest divisor.
TEST(MemoryPlan, AdvisesTheAccumulateThatFits) {
  EXPECT_EQ(engine::accumulate_advice(512, 1, 1, 130), "batch 128 with `accumulate = 4` trains the same");
  EXPECT_EQ(engine::accumulate_advice(512, 2, 1, 300), "batch 256 with `accumulate = 4` trains the same");
  EXPECT_EQ(engine::accumulate_advice(512, 1, 1, 512), "") << "it fits";
  EXPECT_EQ(engine::accumulate_advice(512, 1, 1, 0), "") << "nothing fits";
  EXPECT_EQ(engine::accumulate_advice(97, 1, 1, 50), "batch 1 with `accumulate = 97` trains the same") << "a prime";
  // Two replicas: a share of ceil(B/K/2) must fit.
  EXPECT_EQ(engine::accumulate_advice(96, 1, 2, 20), "batch 32 with `accumulate = 3` trains the same");
}

// The fit check before a run: K replicas in one process (a CPU's set) hold
// K shares' plans in the same memory; one replica per process or GPU, one.
TEST(MemoryPlan, ACpusReplicasFitTogether) {
  Planned p = plan("Adam(lr = 0.01)", 64);
  const ir::Module& m = *p.c->ir;
  const ir::TrainRun& run = m.trains.front();
  auto fns = engine::prepare_step_functions(m, run);
  ASSERT_TRUE(fns.ok()) << fns.message();
  engine::MemoryOptions share;
  share.batch = 32;
  auto each = engine::plan_memory(m, run, *fns, share);
  ASSERT_TRUE(each.ok()) << each.message();
  const uint64_t one = each->devices[0].netc_allocates();
  auto check = [&](uint64_t free_bytes, int64_t replicas, int64_t together) {
    auto why = engine::does_not_fit(m, run, *fns, {}, free_bytes, replicas, together);
    EXPECT_TRUE(why.ok()) << why.message();
    return why.ok() ? *why : "?";
  };
  EXPECT_EQ(check(one, 2, 1), "") << "one replica of two in this memory: its share fits";
  EXPECT_EQ(check(2 * one, 2, 2), "") << "two replicas of two: both shares fit";
  std::string why = check(2 * one - 1, 2, 2);
  EXPECT_NE(why.find("too small for train.net.d at a share of 32 of the global batch 64 (one of 2 replicas): it "
                     "needs "),
            std::string::npos)
      << why;
  EXPECT_NE(why.find(" for each of its 2 replicas ("), std::string::npos) << why;
  EXPECT_NE(why.find("the largest share that fits is 31, a global batch of 62"), std::string::npos) << why;
}

TEST(MemoryPlan, ActivationsGrowWithTheBatchAndParametersDoNot) {
  Planned small = plan("SGD(lr = 0.1)", 16), large = plan("SGD(lr = 0.1)", 64);
  const engine::DeviceMemory &s = small.plan.devices[0], &l = large.plan.devices[0];
  EXPECT_EQ(bytes_of(s, engine::MemoryLine::Parameters), bytes_of(l, engine::MemoryLine::Parameters));
  EXPECT_GT(bytes_of(s, engine::MemoryLine::Activations), 0u);
  EXPECT_GE(bytes_of(l, engine::MemoryLine::Activations), 3 * bytes_of(s, engine::MemoryLine::Activations));
  EXPECT_EQ(bytes_of(l, engine::MemoryLine::Batch), 4 * bytes_of(s, engine::MemoryLine::Batch));
  EXPECT_EQ(bytes_of(s, engine::MemoryLine::Batch), 2u * 16 * (12 * 4 + 8)) << "two buffers of 16 examples";
}

TEST(MemoryPlan, LayersAddUpToTheParametersAndTheActivations) {
  Planned p = plan("Adam(lr = 0.01)", 16);
  const engine::DeviceMemory& d = p.plan.devices[0];
  std::vector<std::string> paths;
  uint64_t params = 0, kept = 0;
  for (const engine::LayerMemory& l : p.plan.layers) {
    paths.push_back(l.path);
    params += l.parameters;
    kept += l.kept;
  }
  // `net` first reshapes fc1's output for bn.
  EXPECT_EQ(paths, (std::vector<std::string>{"net.fc1", "net", "net.bn", "net.fc2", ""}));
  EXPECT_EQ(params * 4, bytes_of(d, engine::MemoryLine::Parameters));
  EXPECT_EQ(kept, bytes_of(d, engine::MemoryLine::Activations));
  EXPECT_EQ(p.plan.layers[0].output, (std::vector<int64_t>{16, 32}));
  EXPECT_EQ(p.plan.layers[3].output, (std::vector<int64_t>{16, 5}));
  EXPECT_EQ(p.plan.layers[3].parameters, 32u * 5 + 5);
}

TEST(MemoryPlan, CountsAMultiplyAddAsTwoFlops) {
  // Per example: the two products forward (12x32, 32x5), their weight
  // gradients, and the second layer's input gradient: 2 flops per
  // multiply-add; elementwise work adds one per element, a few hundred.
  Planned p = plan("SGD(lr = 0.1)", 64);
  const uint64_t products = 2 * (12 * 32 + 32 * 5 + 12 * 32 + 32 * 5 + 32 * 5);
  EXPECT_GE(p.plan.example_flops, products);
  EXPECT_LE(p.plan.example_flops, products + 1000);
  EXPECT_GE(p.plan.step_flops, 64 * p.plan.example_flops);
}

}  // namespace
}  // namespace netc
