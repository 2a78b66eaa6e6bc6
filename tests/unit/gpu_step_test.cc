// The GPU executor against the CPU StepProgram: the same program, seed and
// batches give the same losses, parameters, optimizer state and evaluation
// results within float rounding (different summation orders). Labelled `gpu`:
// every test skips, saying why, when no GPU is visible.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "base/bf16.h"
#include "base/f16.h"
#include "codegen/cuda/nvrtc.h"
#include "runtime/cuda/api.h"
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/embedded_kernels.h"
#include "engine/exec/gpu_step_program.h"
#include "engine/memory/memory_plan.h"
#include "engine/exec/nvrtc_kernels.h"
#include "engine/exec/step_functions.h"
#include "engine/exec/step_program.h"
#include "frontend/driver/driver.h"
#include "runtime/cuda/probe.h"
#include "tests/support/programs.h"

namespace netc::engine {

using cuda::GpuPlan;
using cuda::GpuValue;
using cuda::plan_gpu_function;
namespace {

// A classifier with dropout, Adam and a metric, and a batch-dependent input
// transform on the CPU before `to(gpu, ...)`.
const char* kClassifier = R"(
import std.nn;
device gpu = cuda:0 | cpu;
dataset d {
  x: f32[12] = csv("d.csv", columns = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  y: i64[] = csv("d.csv", columns = [12]);
}
model Net() {
  fc1 = Linear(12, 32);
  drop = Dropout(0.25);
  fc2 = Linear(32, 5);
  fn forward(x: f32[N, 12]) -> f32[N, 5] { return fc2(drop(relu(fc1(x)))); }
}
net = Net() @ gpu;
train net on d {
  batch = 16;
  x = to(gpu, batch.x * 0.5);
  labels = to(gpu, batch.y);
  logits = net(x);
  loss = cross_entropy(logits, labels);
  accuracy = accuracy(logits, labels);
  optimizer = Adam(lr = 0.01);
  epochs = 1;
}
)";

// Regression with SGD, momentum and weight decay, all on the CPU device.
const char* kRegression = R"(
import std.nn;
dataset p {
  x: f32[3] = csv("p.csv", columns = [0, 1, 2]);
  y: f32[2] = csv("p.csv", columns = [3, 4]);
}
net = Linear(3, 2);
train net on p {
  batch = 8;
  loss = mse(net(batch.x), batch.y);
  optimizer = SGD(lr = 0.1, momentum = 0.9, weight_decay = 0.001);
  epochs = 1;
}
)";

class GpuStep : public ::testing::Test {
 protected:
  void SetUp() override {
    int count = 0;
    cudaError_t e = rt::cuda::cudart().cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) GTEST_SKIP() << "no CUDA device visible: " << rt::cuda::no_device_reason(e);
  }

  std::unique_ptr<Compilation> compile_text(const char* text) {
    CompileOptions o;
    o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
    auto c = compile("test.net", o, std::string(text));
    EXPECT_TRUE(c->ok());
    return c;
  }
};

// Random batch fields for `step` (f32, bf16 and f16 uniform, i64 labels below `classes`).
struct Batch {
  std::vector<std::vector<char>> fields;
  std::vector<void*> ptrs;
};

Batch make_batch(const ir::Function& step, int64_t bsz, std::mt19937& rng, int64_t classes) {
  Batch b;
  for (ir::ValueId v : step.params) {
    const ir::TensorType& t = step.type_of(v);
    int64_t n = bsz;
    for (size_t d = 1; d < t.shape.size(); ++d) n *= t.shape[d].value();
    std::vector<char> bytes(static_cast<size_t>(n) * ir::dtype_size(t.dtype));
    if (t.dtype == ir::DType::I64) {
      auto* p = reinterpret_cast<int64_t*>(bytes.data());
      for (int64_t i = 0; i < n; ++i) p[i] = static_cast<int64_t>(rng() % classes);
    } else if (ir::is_half(t.dtype)) {
      auto* p = reinterpret_cast<uint16_t*>(bytes.data());
      std::uniform_real_distribution<float> u(-1, 1);
      for (int64_t i = 0; i < n; ++i) p[i] = t.dtype == ir::DType::F16 ? f16_bits(u(rng)) : bf16_bits(u(rng));
    } else {
      auto* p = reinterpret_cast<float*>(bytes.data());
      std::uniform_real_distribution<float> u(-1, 1);
      for (int64_t i = 0; i < n; ++i) p[i] = u(rng);
    }
    b.fields.push_back(std::move(bytes));
  }
  for (auto& f : b.fields) b.ptrs.push_back(f.data());
  return b;
}

void expect_close(const std::vector<rt::Tensor>& cpu, std::vector<rt::Tensor>& gpu, const ir::Module& m, double tol) {
  ASSERT_EQ(cpu.size(), gpu.size());
  for (size_t i = 0; i < cpu.size(); ++i) {
    const float* a = cpu[i].data_as<float>();
    const float* b = gpu[i].data_as<float>();
    for (int64_t j = 0; j < cpu[i].numel(); ++j)
      ASSERT_NEAR(a[j], b[j], tol * (1 + std::abs(a[j]))) << m.params[i].name << "[" << j << "]";
  }
}

// `tol`: relative, for the losses, the parameters and the evaluation.
// `firsts`: where to put the first element of each of the GPU's parameters
// after the steps.
void compare(const ir::Module& m, int64_t batch, int64_t classes, int steps, const cuda::EmitOptions& emit = {},
             double tol = 1e-4, std::vector<float>* firsts = nullptr) {
  const ir::TrainRun& run = m.trains.front();
  auto cpu = StepProgram::create(m, run, batch, 7);
  ASSERT_TRUE(cpu.ok()) << cpu.message();
  auto gpu = GpuStepProgram::create(m, &run, 7, 0, {nvrtc_kernels(), {}, emit});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  // The same initial values on both.
  ASSERT_TRUE((*gpu)->download_params().ok());
  expect_close((*cpu)->params(), (*gpu)->params(), m, 0);

  std::mt19937 rng(3);
  for (int s = 0; s < steps; ++s) {
    int64_t bsz = s == steps - 1 ? batch / 2 + 1 : batch;  // the last batch of an epoch is short
    Batch b = make_batch((*cpu)->step_fn(), bsz, rng, classes);
    float lr = 0.05f * static_cast<float>(1 + s % 3);
    auto lc = (*cpu)->train_step(b.ptrs.data(), bsz, lr);
    auto lg = (*gpu)->train_step(b.ptrs.data(), bsz, lr);
    ASSERT_TRUE(lc.ok()) << lc.message();
    ASSERT_TRUE(lg.ok()) << lg.message();
    EXPECT_NEAR(*lc, *lg, tol * (1 + std::abs(*lc))) << "step " << s + 1;
    EXPECT_EQ((*cpu)->global_step, (*gpu)->global_step);
  }
  ASSERT_TRUE((*gpu)->download_params().ok());
  expect_close((*cpu)->params(), (*gpu)->params(), m, tol);
  if (firsts)
    for (const rt::Tensor& t : (*gpu)->params()) firsts->push_back(t.data_as<float>()[0]);

  Batch b = make_batch((*cpu)->step_fn(), batch, rng, classes);
  std::vector<double> rc, rg;
  Status ec = (*cpu)->eval_step(b.ptrs.data(), batch, &rc), eg = (*gpu)->eval_step(b.ptrs.data(), batch, &rg);
  ASSERT_TRUE(ec.ok()) << ec.message();
  ASSERT_TRUE(eg.ok()) << eg.message();
  ASSERT_EQ(rc.size(), rg.size());
  for (size_t j = 0; j < rc.size(); ++j) EXPECT_NEAR(rc[j], rg[j], tol * (1 + std::abs(rc[j]))) << "result " << j;
}

// One program per group of primitives, each trained for a few steps on both
// devices by compare(): the losses check the forward kernels, the parameters
// after each SGD step the backward ones. Every program classifies into 5
// classes with cross_entropy (log_softmax, gather, mean); its `x` is 72
// floats per example unless it says otherwise. An f32 value rounded to bf16
// (f16) for a product may round to the neighbouring one (2^-8, 2^-11 apart)
// on one device and not the other, since the devices sum in different
// orders; in a loop that rounding feeds the next step's product. So
// `precision = bf16` programs compare within one bf16 step, 2^-8, and
// `precision = f16` ones within 1e-3. (On an H200, Bf16ForLoop's bias
// gradients differed by 1.1e-3 of their scale after 6 steps: cuBLAS's bf16
// GEMMs round as the CPU's oneDNN ones do, but sum in another order.)
struct PrimitiveProgram {
  const char* name;
  const char* model;  // the body of `model M()`, taking x (or ids)
  const char* x = "x: f32[72] = csv(\"d.csv\");";
  const char* input = "to(gpu, batch.x)";
  ir::DType precision = ir::DType::F32;  // the train block's `precision = bf16;` (f16)
  double tol() const {
    return precision == ir::DType::BF16 ? 1.0 / 256 : precision == ir::DType::F16 ? 1e-3 : 1e-4;
  }
};

const char* const kHalfProducts =
    "param w: f32[6, 4] = xavier_uniform(fan_in = 6, fan_out = 4);\nfc = Linear(48, 5);\n"
    "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
    "  let t = transpose(reshape(x, [-1, 12, 6]), perm = [0, 2, 1]);\n"
    "  let p = matmul(transpose(t, perm = [0, 2, 1]), w);\n"
    "  return fc(tanh(flatten(p)));\n"
    "}";
// Convolutions under the policy: conv2d (padded, strided) and its two
// gradients, ConvTranspose2d (conv2d_grad_input) and its own, all reading
// 16-bit operands and their columns.
const char* const kHalfConvs =
    "conv = Conv2d(2, 4, 3, padding = 1);\nconv2 = Conv2d(4, 3, 3, stride = 2);\n"
    "up = ConvTranspose2d(3, 2, 2, stride = 2);\nfc = Linear(32, 5);\n"
    "fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 5] {\n"
    "  return fc(flatten(up(tanh(conv2(relu(conv(x)))))));\n"
    "}";
const char* const kHalfBatchModel =
    "fc1 = Linear(72, 16);\nfc2 = Linear(16, 5);\n"
    "fn forward(x: f32[N, 72]) -> f32[N, 5] { return fc2(relu(fc1(x))); }";

const PrimitiveProgram kPrimitives[] = {
    {"Elementwise",
     "fc = Linear(72, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = fc(x);\n"
     "  let a = tanh(h) + sigmoid(h) * exp(-abs(h)) + sqrt(h * h + 1.0) - log(h * h + 2.0);\n"
     "  let b = pow(abs(h) + 1.0, 1.5) / (erf(h) + 2.0) + rsqrt(h * h + 1.0) + gelu(h);\n"
     "  return a + b + maximum(h, 0.1) - minimum(h, -0.1) + relu(h);\n"
     "}"},
    {"Broadcasting",
     "fc = Linear(72, 5);\nparam scale: f32[5] = ones;\nparam shift: f32[1] = zeros;\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = fc(x);\n"
     "  return h * scale + shift - reshape(scale, [1, 5]) * 0.5;\n"
     "}"},
    // Each way a reduction is split (emit_reduction.cc): row reductions over 300
    // elements and a whole-tensor mean take a block per output; reductions
    // over 100 rows with the innermost axis kept, a block per 32 columns;
    // column reductions over the batch (16), a thread per output.
    {"Reductions",
     "fc1 = Linear(72, 300);\nfc2 = Linear(300, 5);\nfc3 = Linear(3, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = tanh(fc1(x));\n"
     "  let centred = h - mean(h, axis = 1, keepdims = true) + sum(h, axis = 0, keepdims = true) * 0.1;\n"
     "  let scaled = centred / (2.0 + max(h, axis = 1, keepdims = true)) + max(h, axis = 0, keepdims = true);\n"
     "  let groups = reshape(scaled, [-1, 100, 3]);\n"
     "  let cols = sum(groups, axis = 1) * 0.1 + max(groups, axis = 1) + mean(groups, axis = 1);\n"
     "  return fc2(scaled) + fc3(cols) + sum(scaled, axis = 1, keepdims = true) * 0.01 + mean(scaled);\n"
     "}"},
    {"ReshapeTransposeMatmul",
     "param w: f32[6, 4] = xavier_uniform(fan_in = 6, fan_out = 4);\nfc = Linear(48, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let t = transpose(reshape(x, [-1, 12, 6]), perm = [0, 2, 1]);\n"
     "  let p = matmul(transpose(t, perm = [0, 2, 1]), w);\n"
     "  return fc(flatten(p));\n"
     "}"},
    {"SoftmaxLogSoftmax",  // rows of 8 (a thread per row) and of 600 (a block per row)
     "fc1 = Linear(72, 8);\nfc2 = Linear(8, 5);\nwide = Linear(72, 600);\nfc3 = Linear(600, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = fc1(x);\n"
     "  let w = wide(x);\n"
     "  return fc2(softmax(h, axis = 1) + log_softmax(h * 0.5, axis = 1) * 0.1)\n"
     "       + fc3(softmax(w, axis = 1) * 10.0 + log_softmax(w, axis = 1) * 0.1);\n"
     "}"},
    {"Cumsum",  // along the batch, the classes, and a middle axis of 3 (inner 4)
     "fc = Linear(72, 5);\nfc2 = Linear(72, 12);\nfc3 = Linear(12, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = tanh(fc(x));\n"
     "  let c = reshape(cumsum(reshape(fc2(x), [-1, 3, 4]), axis = 1), [-1, 12]);\n"
     "  return cumsum(h, axis = 1) + cumsum(h, axis = 0) * 0.1 + fc3(c);\n"
     "}"},
    {"OneHotExpandUpsample",  // one-hot labels made on the GPU; nearest 2x images; a bias expanded
     "conv = Conv2d(2, 2, 3);\nparam b: f32[2, 1, 1] = ones;\nfc = Linear(200, 5);\n"
     "fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 5] {\n"
     "  let u = conv(upsample(x, scale = 2)) + expand(b, [N, -1, 10, 10]);\n"
     "  let m = one_hot(cast(x[:, 0, 0, :5] > 0.0, i64), 2)[..., 1];\n"
     "  return fc(flatten(u)) * (m + 1.0);\n"
     "}",
     "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))"},
    {"TakeAlongAxisScatterAdd",  // several indices per row along a middle axis (4) and the last (6)
     "fc = Linear(72, 24);\nfc2 = Linear(24, 5);\nfc3 = Linear(12, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = reshape(tanh(fc(x)), [-1, 4, 6]);\n"
     "  let r = reshape(x, [-1, 4, 3, 6]);\n"
     "  let a = take_along_axis(h, argmax(r, axis = 3), axis = 2);\n"
     "  let i1 = argmax(r, axis = 1);\n"
     "  let s = scatter_add(h * 0.5, 1, i1, tanh(gather(h, i1, axis = 1)));\n"
     "  return fc2(reshape(s, [-1, 24])) + fc3(reshape(a, [-1, 12]));\n"
     "}"},
    {"Topk",  // the 2 largest of 8 classes, and the 3 largest of 4 along a middle axis
     "fc = Linear(72, 8);\nfc2 = Linear(2, 5);\nfc3 = Linear(54, 5);\nfc4 = Linear(72, 72);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let (v, i) = topk(tanh(fc(x)), 2);\n"
     "  let (w, j) = topk(reshape(fc4(x), [-1, 4, 3, 6]), 3, axis = 1);\n"
     "  return fc2(v * (cast(i, f32) + 1.0)) + fc3(reshape(w + cast(j, f32) * 0.1, [-1, 54]));\n"
     "}"},
    {"TopkIntegers",  // i32 (ties, negative numbers) along the classes, i64 along a middle axis
     "fc = Linear(72, 8);\nfc2 = Linear(8, 5);\nfc3 = Linear(36, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let h = tanh(fc(x));\n"
     "  let (v, i) = topk(cast(h * 3.0, i32), 4);\n"
     "  let (w, j) = topk(cast(reshape(x, [-1, 4, 3, 6]) * 4.0, i64), 2, axis = 1);\n"
     "  return fc2(h * cast(concat([v, cast(i, i32)], axis = 1), f32)) + fc3(reshape(cast(w * 8 + j, f32), [-1, 36]));\n"
     "}"},
    {"UpsampleBilinear",  // [N, 2, 6, 6] to [N, 2, 18, 18] and back by pooling
     "fc = Linear(72, 72);\nfc2 = Linear(72, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  let u = upsample(reshape(tanh(fc(x)), [-1, 2, 6, 6]), scale = 3, mode = \"bilinear\");\n"
     "  return fc2(flatten(avg_pool2d(u, kernel = 3)));\n"
     "}"},
    {"ConvTranspose2d",  // [N, 2, 6, 6] to [N, 3, 12, 12] (stride 2, output_padding 1), then a stride-1 one
     "fc = Linear(72, 72);\nup = ConvTranspose2d(2, 3, 3, stride = 2, padding = 1, output_padding = 1);\n"
     "up2 = ConvTranspose2d(3, 1, 2);\nfc2 = Linear(169, 5);\n"
     "fn forward(x: f32[N, 72]) -> f32[N, 5] {\n"
     "  return fc2(flatten(up2(relu(up(reshape(tanh(fc(x)), [-1, 2, 6, 6]))))));\n"
     "}"},
    {"TakeEmbedding",
     "emb = Embedding(5, 8);\nfc = Linear(8, 5);\n"
     "fn forward(ids: i64[N]) -> f32[N, 5] { return fc(emb(ids)); }",
     "ids: i64[] = csv(\"d.csv\", columns = [0]);", "to(gpu, batch.ids)"},
    {"ConvPool",
     "conv1 = Conv2d(2, 3, 3, padding = 1);\nconv2 = Conv2d(2, 4, 3, stride = 2);\npool = MaxPool2d(2);\n"
     "fc = Linear(27, 5);\nfc2 = Linear(4, 5);\nfc3 = Linear(12, 5);\n"
     "fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 5] {\n"
     "  let h = relu(conv1(x));\n"
     "  let a = pool(h);\n"
     "  let b = avg_pool2d(conv2(x), kernel = 2, stride = 1);\n"
     "  let c = max_pool2d(h, kernel = 3, stride = 2);  // overlapping windows; the last row and column in none\n"
     "  return fc(flatten(a)) + fc2(flatten(b)) + fc3(flatten(c));\n"
     "}",
     "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))"},
    {"ConvStack",  // conv2 needs its input's gradient
     "conv1 = Conv2d(2, 4, 3, padding = 1);\nconv2 = Conv2d(4, 3, 3, stride = 2);\nfc = Linear(12, 5);\n"
     "fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 5] { return fc(flatten(conv2(relu(conv1(x))))); }",
     "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))"},
    {"ForLoop", test::kLoopModel,  // one IR loop: its body's launches once per step; backwards, in reverse
     "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))"},
    {"DropoutInALoop",  // each step's own mask (ir::loop_step_seed): a seed offset per step's launch
     "wx = Linear(3, 6);\ndrop = Dropout(0.4);\nfc = Linear(6, 5);\n"
     "fn forward(x: f32[N, T, 3]) -> f32[N, 5] {\n"
     "  let h = zeros(f32[N, 6]);\n"
     "  let hs = for t in 0..T { let h = tanh(wx(drop(x[:, t])) + h); yield h; }\n"
     "  return fc(h + mean(hs, axis = 0));\n"
     "}",
     "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))"},
    {"NestedLoops",  // a loop inside a loop: the inner one's launches in the outer one's body; backwards, both in reverse
     "wx = Linear(3, 6);\nfc = Linear(6, 5);\n"
     "fn forward(x: f32[N, T, 3]) -> f32[N, 5] {\n"
     "  let h = zeros(f32[N, 6]);\n"
     "  let hs = for t in 0..T {\n"
     "    let g = zeros(f32[N, 6]);\n"
     "    let gs = for s in 0..T { let g = tanh(wx(x[:, s]) + 0.5 * g + 0.5 * h); yield g; }\n"
     "    let h = tanh(0.5 * (g + mean(gs, axis = 0)) + wx(x[:, t]));\n"
     "    yield h;\n"
     "  }\n"
     "  return fc(h + mean(hs, axis = 0));\n"
     "}",
     "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))"},
    {"ExchangedCarries",  // (a, b, c) <- (b, f(c), a): new carries that are other carries' old values
     "wx = Linear(3, 6);\nfc = Linear(6, 5);\n"
     "fn forward(x: f32[N, T, 3]) -> f32[N, 5] {\n"
     "  let (a, b, c) = (zeros(f32[N, 6]), ones(f32[N, 6]), zeros(f32[N, 6]));\n"
     "  let hs = for t in 0..T { let (a, b, c) = (b, tanh(wx(x[:, t]) + c), a); yield a; }\n"
     "  return fc(a - 0.5 * b + c + mean(hs, axis = 0));\n"
     "}",
     "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))"},
    // bf16 and f16 (`precision = bf16`, `precision = f16`): every product a
    // GEMM of 16-bit operands, batched and transposed ones too, and in a
    // loop's body; every convolution's columns 16 bits and a GEMM of them; a data set's bf16 (f16) field moved to the GPU, into
    // layers that declare f32.
    {"Bf16Products", kHalfProducts, "x: f32[72] = csv(\"d.csv\");", "to(gpu, batch.x)", ir::DType::BF16},
    {"Bf16ForLoop", test::kLoopModel, "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))", ir::DType::BF16},
    {"Bf16Batch", kHalfBatchModel, "x: bf16[72] = csv(\"d.csv\");", "to(gpu, batch.x)", ir::DType::BF16},
    {"Bf16Convolutions", kHalfConvs, "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))",
     ir::DType::BF16},
    {"F16Convolutions", kHalfConvs, "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))",
     ir::DType::F16},
    {"F16Products", kHalfProducts, "x: f32[72] = csv(\"d.csv\");", "to(gpu, batch.x)", ir::DType::F16},
    {"F16ForLoop", test::kLoopModel, "x: f32[12] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 4, 3]))", ir::DType::F16},
    {"F16Batch", kHalfBatchModel, "x: f16[72] = csv(\"d.csv\");", "to(gpu, batch.x)", ir::DType::F16},
    {"NormsAndDropout",
     "conv = Conv2d(2, 3, 3);\nbn = BatchNorm(3);\nln = LayerNorm(48);\ndrop = Dropout(0.3);\nfc = Linear(48, 5);\n"
     "fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 5] { return fc(drop(ln(flatten(relu(bn(conv(x))))))); }",
     "x: f32[72] = csv(\"d.csv\");", "to(gpu, reshape(batch.x, [-1, 2, 6, 6]))"},
};

void PrintTo(const PrimitiveProgram& p, std::ostream* os) { *os << p.name; }

std::string primitive_program(const PrimitiveProgram& p) {
  return std::string("import std.nn;\ndevice gpu = cuda:0 | cpu;\ndataset d {\n  ") + p.x +
         "\n  y: i64[] = csv(\"d.csv\", columns = [1]);\n}\nmodel M() {\n" + p.model +
         "\n}\nnet = M() @ gpu;\ntrain net on d {\n  batch = 16;\n  loss = cross_entropy(net(" + p.input +
         "), to(gpu, batch.y));\n  optimizer = SGD(lr = 0.1, momentum = 0.9);\n  epochs = 1;\n" +
         (ir::is_half(p.precision) ? "  precision = " + std::string(ir::dtype_name(p.precision)) + ";\n" : "") + "}\n";
}

// What can be checked of these programs without a GPU: they compile, train
// a step on the CPU, and every function the GPU executor would run has a
// plan and compiles to a cubin for sm_90.
TEST(GpuStepPrograms, CompileTrainOnTheCpuAndCompileForSm90) {
  std::vector<std::string> texts = {kClassifier, kRegression};
  for (const PrimitiveProgram& p : kPrimitives) texts.push_back(primitive_program(p));
  for (const std::string& text : texts) {
    CompileOptions o;
    o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
    auto c = compile("test.net", o, text);
    ASSERT_TRUE(c->ok()) << text;
    const ir::Module& m = *c->ir;
    auto cpu = StepProgram::create(m, m.trains.front(), 8, 7);
    ASSERT_TRUE(cpu.ok()) << cpu.message();
    std::mt19937 rng(1);
    Batch b = make_batch((*cpu)->step_fn(), 8, rng, 5);
    auto loss = (*cpu)->train_step(b.ptrs.data(), 8, 0.1f);
    ASSERT_TRUE(loss.ok()) << loss.message();
    EXPECT_TRUE(std::isfinite(*loss));
    auto fns = prepare_step_functions(m, m.trains.front());
    ASSERT_TRUE(fns.ok()) << fns.message();
    for (const ir::Function* f : std::vector<const ir::Function*>{&fns->grad, &fns->eval, fns->update}) {
      auto plan = plan_gpu_function(m, *f, {{"B", 8}});
      ASSERT_TRUE(plan.ok()) << plan.message();
      auto bin = cuda::nvrtc_compile(plan->code.source, "sm_90", f->name + ".cu");
      ASSERT_TRUE(bin.ok()) << bin.message();
    }
  }
}

class GpuPrimitive : public GpuStep, public ::testing::WithParamInterface<PrimitiveProgram> {};

TEST_P(GpuPrimitive, ForwardAndBackwardMatchTheCpu) {
  auto c = compile_text(primitive_program(GetParam()).c_str());
  ASSERT_TRUE(c->ok());
  compare(*c->ir, 16, 5, 6, {}, GetParam().tol());
}

INSTANTIATE_TEST_SUITE_P(Primitives, GpuPrimitive, ::testing::ValuesIn(kPrimitives),
                         [](const auto& info) { return std::string(info.param.name); });

// Convolutions whose columns do not fit EmitOptions::max_column_bytes run
// over chunks of images: here conv1 one image at a time, conv2 three at a
// time with a last chunk of one (batches of 16 and 9), its weight gradient
// summed over the chunks. The bf16 convolutions alike (16-bit columns: a
// chunk's images and its offsets into x and dy in 2-byte elements).
TEST_F(GpuStep, ConvolutionsInChunksMatchTheCpu) {
  for (const char* name : {"ConvStack", "Bf16Convolutions"}) {
    const PrimitiveProgram* stack = nullptr;
    for (const PrimitiveProgram& p : kPrimitives)
      if (std::string(p.name) == name) stack = &p;
    ASSERT_NE(stack, nullptr);
    auto c = compile_text(primitive_program(*stack).c_str());
    ASSERT_TRUE(c->ok());
    cuda::EmitOptions small;
    small.max_column_bytes = 2000;
    compare(*c->ir, 16, 5, 6, small, stack->tol());
  }
}

TEST_F(GpuStep, ClassifierWithDropoutAndAdamMatchesTheCpu) {
  auto c = compile_text(kClassifier);
  ASSERT_TRUE(c->ok());
  compare(*c->ir, 16, 5, 12);
}

TEST_F(GpuStep, RegressionWithMomentumMatchesTheCpu) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  compare(*c->ir, 8, 1, 20);
}

TEST_F(GpuStep, StepsReplayedAsGraphsMatchStepsLaunchedOneByOne) {
  // The same work in the same order: the same losses, evaluations and
  // parameters, bit for bit, over enough steps that both parameter sets'
  // graphs replay; with a larger batch size and a larger evaluation in
  // between (the arena and the batch buffers grow, so the graphs are
  // captured again), and parameters written on the host while the second
  // set is current.
  auto c = compile_text(kClassifier);
  ASSERT_TRUE(c->ok());
  const ir::Module& m = *c->ir;
  auto graphs = GpuStepProgram::create(m, &m.trains.front(), 7, 0, {nvrtc_kernels(), {}, {}});
  auto direct = GpuStepProgram::create(m, &m.trains.front(), 7, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(graphs.ok()) << graphs.message();
  ASSERT_TRUE(direct.ok()) << direct.message();
  (*direct)->disable_graphs("for the test");
  std::mt19937 rng(5);
  for (int s = 0; s < 12; ++s) {
    int64_t bsz = s == 4 || s == 8 ? 24 : 16;
    Batch b = make_batch((*graphs)->step_fn(), bsz, rng, 5);
    auto lg = (*graphs)->train_step(b.ptrs.data(), bsz, 0.05f);
    auto ld = (*direct)->train_step(b.ptrs.data(), bsz, 0.05f);
    ASSERT_TRUE(lg.ok()) << lg.message();
    ASSERT_TRUE(ld.ok()) << ld.message();
    EXPECT_EQ(*lg, *ld) << "step " << s + 1;
    if (s == 6) {
      Batch e = make_batch((*graphs)->step_fn(), 40, rng, 5);
      std::vector<double> rg, rd;
      ASSERT_TRUE((*graphs)->eval_step(e.ptrs.data(), 40, &rg).ok());
      ASSERT_TRUE((*direct)->eval_step(e.ptrs.data(), 40, &rd).ok());
      EXPECT_EQ(rg, rd);
      // After 7 steps the second parameter set is current.
      for (auto* p : {&*graphs, &*direct}) {
        ASSERT_TRUE((*p)->download_params().ok());
        for (rt::Tensor& t : (*p)->params()) t.data_as<float>()[0] *= 0.5f;
        ASSERT_TRUE((*p)->upload_params().ok());
      }
    }
  }
  EXPECT_EQ((*graphs)->graph_status(), "each step replayed as a CUDA graph");
  EXPECT_EQ((*direct)->graph_status(), "launched one by one (for the test)");
  ASSERT_TRUE((*graphs)->download_params().ok());
  ASSERT_TRUE((*direct)->download_params().ok());
  expect_close((*direct)->params(), (*graphs)->params(), m, 0);
}

TEST_F(GpuStep, AResultThatAliasesAComputedValueIsDelivered) {
  // `loss = to(cpu, ...)`: the loss is an alias of a computed value, written
  // straight into the loss's buffer (not copied from the arena afterwards).
  auto c = compile_text(test::kLossMovedToTheCpu);
  ASSERT_TRUE(c->ok());
  compare(*c->ir, 8, 1, 6);
}

TEST_F(GpuStep, ABatchWrittenIntoThePinnedSlotsIsTrainedOnInPlace) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  const ir::Module& m = *c->ir;
  auto slotted = GpuStepProgram::create(m, &m.trains.front(), 7, 0, {nvrtc_kernels(), {}, {}});
  auto plain = GpuStepProgram::create(m, &m.trains.front(), 7, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(slotted.ok()) << slotted.message();
  ASSERT_TRUE(plain.ok()) << plain.message();
  std::mt19937 rng(9);
  for (int s = 0; s < 6; ++s) {
    int64_t bsz = s == 3 ? 5 : s == 4 ? 12 : 8;
    Batch b = make_batch((*plain)->step_fn(), bsz, rng, 2);
    auto slots = (*slotted)->batch_slots(bsz);
    ASSERT_TRUE(slots.ok()) << slots.message();
    ASSERT_EQ(slots->size(), b.fields.size());
    for (size_t k = 0; k < b.fields.size(); ++k) std::memcpy((*slots)[k], b.fields[k].data(), b.fields[k].size());
    auto ls = (*slotted)->train_step(slots->data(), bsz, 0.1f);
    auto lp = (*plain)->train_step(b.ptrs.data(), bsz, 0.1f);
    ASSERT_TRUE(ls.ok()) << ls.message();
    ASSERT_TRUE(lp.ok()) << lp.message();
    EXPECT_EQ(*ls, *lp) << "step " << s + 1;
  }
}

// Steps as `netc run` takes them: each launched, the next batch gathered
// into the other slot and prefetched (its copy overlapping the step), then
// finished. The losses, metrics and parameters are those of steps taken one
// at a time and launched one by one, bit for bit, and the CPU's within
// rounding: across batch sizes (a larger one grows the slots while a step
// runs), with graphs, and after a step taken back (the slot and the
// parameter set then differ).
TEST_F(GpuStep, StepsPipelinedWithTheNextBatchsCopyEqualStepsOneAtATime) {
  auto c = compile_text(kClassifier);
  ASSERT_TRUE(c->ok());
  const ir::Module& m = *c->ir;
  auto piped = GpuStepProgram::create(m, &m.trains.front(), 5, 0, {nvrtc_kernels(), {}, {}});
  auto plain = GpuStepProgram::create(m, &m.trains.front(), 5, 0, {nvrtc_kernels(), {}, {}});
  auto cpu = StepProgram::create(m, m.trains.front(), 16, 5);
  ASSERT_TRUE(piped.ok()) << piped.message();
  ASSERT_TRUE(plain.ok()) << plain.message();
  ASSERT_TRUE(cpu.ok()) << cpu.message();
  (*plain)->disable_graphs("for the test");
  auto bsz = [](size_t s) -> int64_t { return s == 4 ? 5 : s == 7 ? 24 : 16; };
  constexpr size_t kUndone = 2;
  std::mt19937 rng(4);
  std::vector<Batch> batches;
  for (size_t s = 0; s < 11; ++s) batches.push_back(make_batch((*plain)->step_fn(), bsz(s), rng, 5));
  // Gathers batch s into the slots, and prefetches it.
  auto place = [&](size_t s) -> std::vector<void*> {
    auto slots = (*piped)->batch_slots(bsz(s));
    EXPECT_TRUE(slots.ok()) << slots.message();
    if (!slots.ok()) return {};
    for (size_t k = 0; k < batches[s].fields.size(); ++k)
      std::memcpy((*slots)[k], batches[s].fields[k].data(), batches[s].fields[k].size());
    EXPECT_TRUE((*piped)->prefetch(slots->data(), bsz(s)).ok());
    return *slots;
  };
  std::vector<void*> next = place(0);
  for (size_t s = 0; s < batches.size(); ++s) {
    std::vector<void*> now = next;
    ASSERT_TRUE((*piped)->launch_step(now.data(), bsz(s), 0.01f).ok());
    if (s + 1 < batches.size()) next = place(s + 1);
    auto v = (*piped)->finish_step();
    ASSERT_TRUE(v.ok()) << v.message();
    auto lp = (*plain)->train_step(batches[s].ptrs.data(), bsz(s), 0.01f);
    ASSERT_TRUE(lp.ok()) << lp.message();
    EXPECT_EQ(v->loss, *lp) << "step " << s + 1;
    ASSERT_EQ(v->metrics.size(), 1u);
    if (s <= kUndone) {  // the CPU program takes back only a step it did not apply
      ASSERT_TRUE((*cpu)->launch_step(batches[s].ptrs.data(), bsz(s), 0.01f).ok());
      auto vc = (*cpu)->finish_step();
      ASSERT_TRUE(vc.ok()) << vc.message();
      EXPECT_NEAR(v->loss, vc->loss, 1e-4 * (1 + std::abs(vc->loss))) << "step " << s + 1;
      EXPECT_NEAR(v->metrics[0] * static_cast<float>(bsz(s)), vc->metrics[0] * static_cast<float>(bsz(s)), 1.01)
          << "step " << s + 1 << ": the correct predictions, within one near tie";
    }
    if (s == kUndone) {
      ASSERT_TRUE((*cpu)->download_params().ok());
      ASSERT_TRUE((*piped)->download_params().ok());
      expect_close((*cpu)->params(), (*piped)->params(), m, 1e-4);
      // Taken back on both GPU programs: the next step starts from the
      // parameters before this one, read from the other set.
      ASSERT_TRUE((*piped)->undo_last_step().ok());
      ASSERT_TRUE((*plain)->undo_last_step().ok());
    }
  }
  EXPECT_EQ((*piped)->global_step, static_cast<int64_t>(batches.size()) - 1);
  EXPECT_EQ((*piped)->graph_status(), "each step replayed as a CUDA graph");
  ASSERT_TRUE((*piped)->download_params().ok());
  ASSERT_TRUE((*plain)->download_params().ok());
  expect_close((*plain)->params(), (*piped)->params(), m, 0);
}

// The metrics a GPU step reports are the CPU step's.
TEST_F(GpuStep, AStepsMetricsAreTheCpusMetrics) {
  auto classifier = compile_text(kClassifier);
  ASSERT_TRUE(classifier->ok());
  const ir::Module& m = *classifier->ir;
  auto cpu = StepProgram::create(m, m.trains.front(), 16, 2);
  auto gpu = GpuStepProgram::create(m, &m.trains.front(), 2, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(cpu.ok()) << cpu.message();
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  std::mt19937 rng(6);
  for (int s = 0; s < 4; ++s) {
    Batch b = make_batch((*cpu)->step_fn(), 16, rng, 5);
    ASSERT_TRUE((*cpu)->launch_step(b.ptrs.data(), 16, 0.01f).ok());
    ASSERT_TRUE((*gpu)->launch_step(b.ptrs.data(), 16, 0.01f).ok());
    auto vc = (*cpu)->finish_step();
    auto vg = (*gpu)->finish_step();
    ASSERT_TRUE(vc.ok() && vg.ok());
    EXPECT_NEAR(vc->loss, vg->loss, 1e-4 * (1 + std::abs(vc->loss))) << "step " << s + 1;
    ASSERT_EQ(vc->metrics.size(), 1u);
    ASSERT_EQ(vg->metrics.size(), 1u);
    EXPECT_NEAR(vc->metrics[0] * 16, vg->metrics[0] * 16, 1.01) << "step " << s + 1 << ": correct predictions, within one near tie";
  }
}

// The device memory a step and an evaluation take is what `netc mem` plans,
// to the byte (engine/memory/memory_plan.h; before the allocator rounds it).
TEST_F(GpuStep, AllocatesWhatTheMemoryPlanSays) {
  std::string with_loop;  // a loop's buffers: its carries, its body's values, what it keeps for backward
  for (const PrimitiveProgram& p : kPrimitives)
    if (std::string(p.name) == "ForLoop") with_loop = primitive_program(p);
  ASSERT_FALSE(with_loop.empty());
  for (const char* program : {kClassifier, kRegression, with_loop.c_str()}) {
    auto c = compile_text(program);
    ASSERT_TRUE(c->ok());
    const ir::Module& m = *c->ir;
    const ir::TrainRun& run = m.trains.front();
    MemoryOptions o;
    o.gpu = 0;
    auto fns = prepare_step_functions(m, run);
    ASSERT_TRUE(fns.ok()) << fns.message();
    ir::TrainRun evaluating = run;  // the test evaluates: planned as a block with `evaluate`
    evaluating.settings.evaluate = run.dataset;
    auto plan = plan_memory(m, evaluating, *fns, o);
    ASSERT_TRUE(plan.ok()) << plan.message();
    auto gpu = GpuStepProgram::create(m, &run, 3, 0, {nvrtc_kernels(), {}, {}});
    ASSERT_TRUE(gpu.ok()) << gpu.message();
    auto cpu = StepProgram::create(m, run, run.batch_size(), 3);
    ASSERT_TRUE(cpu.ok()) << cpu.message();
    std::mt19937 rng(2);
    Batch b = make_batch((*cpu)->step_fn(), run.batch_size(), rng, 5);
    ASSERT_TRUE((*gpu)->train_step(b.ptrs.data(), run.batch_size(), 0.01f).ok());
    std::vector<double> r;
    ASSERT_TRUE((*gpu)->eval_step(b.ptrs.data(), run.batch_size(), &r).ok());
    EXPECT_EQ((*gpu)->device_bytes_requested(), plan->devices[0].executor_allocates()) << program;
  }
}

TEST_F(GpuStep, ParametersWrittenOnTheHostAreUploaded) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  auto gpu = GpuStepProgram::create(*c->ir, &c->ir->trains.front(), 1, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  for (rt::Tensor& t : (*gpu)->params())
    for (int64_t j = 0; j < t.numel(); ++j) t.data_as<float>()[j] = static_cast<float>(j) + 0.5f;
  ASSERT_TRUE((*gpu)->upload_params().ok());
  for (rt::Tensor& t : (*gpu)->params()) std::fill(t.data_as<float>(), t.data_as<float>() + t.numel(), 0.0f);
  ASSERT_TRUE((*gpu)->download_params().ok());
  for (rt::Tensor& t : (*gpu)->params())
    for (int64_t j = 0; j < t.numel(); ++j) ASSERT_EQ(t.data_as<float>()[j], static_cast<float>(j) + 0.5f);
  EXPECT_NE((*gpu)->device_description().find("cuda:0 ("), std::string::npos);
}

TEST_F(GpuStep, AForwardFunctionRunsOnTheParametersInGpuMemory) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  // No train block: the program only runs forward functions.
  auto gpu = GpuStepProgram::create(*c->ir, nullptr, 1, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  const size_t w = (*gpu)->param_index().at("net.weight"), bias = (*gpu)->param_index().at("net.bias");
  float* wd = (*gpu)->params()[w].data_as<float>();
  for (int j = 0; j < 6; ++j) wd[j] = 0.5f * static_cast<float>(j) - 1.0f;  // W[2, 3]
  (*gpu)->params()[bias].data_as<float>()[0] = 0.25f;
  (*gpu)->params()[bias].data_as<float>()[1] = -2.0f;
  ASSERT_TRUE((*gpu)->upload_params().ok());
  auto fns = library_forwards(*c->ir, {"net.forward"});
  ASSERT_TRUE(fns.ok()) << fns.message();
  const ir::Function& f = fns->front();
  std::map<std::string, int64_t> dims{{f.type_of(f.params[0]).shape[0].symbol_name(), 4}};
  float x[4][3], y[4][2];
  for (int i = 0; i < 4; ++i)
    for (int k = 0; k < 3; ++k) x[i][k] = static_cast<float>(i * 3 + k) * 0.1f;
  const void* in[] = {x};
  void* out[] = {y};
  ASSERT_TRUE((*gpu)->forward(f, dims, in, out).ok());
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 2; ++j) {
      float want = j == 0 ? 0.25f : -2.0f;
      for (int k = 0; k < 3; ++k) want += x[i][k] * wd[j * 3 + k];
      EXPECT_NEAR(y[i][j], want, 1e-5f) << "row " << i << " column " << j;
    }
}

// bf16 and f16 values on the GPU are base/bf16.h's and base/f16.h's: each
// rounded to nearest even where it is made (a fused product too), a NaN
// kept, f16's subnormals made and its overflow an infinity, moved by
// transposes as 16 bits and widened exactly where read.
std::string half_model(ir::DType low) {
  return std::string("model Half() {\n  fn forward(x: f32[N, 4]) -> f32[4, N] {\n    let h = cast(x, ") +
         ir::dtype_name(low) + ");\n    return cast(transpose(h * h + h), f32);\n  }\n}\nnet = Half();\n";
}

// `c`: half_model(low) compiled.
void expect_rounded_as_base(const Compilation* c, ir::DType low) {
  const std::string name = ir::dtype_name(low);
  ASSERT_TRUE(c->ok());
  auto gpu = GpuStepProgram::create(*c->ir, nullptr, 1, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  auto fns = library_forwards(*c->ir, {"net.forward"});
  ASSERT_TRUE(fns.ok()) << fns.message();
  // bf16's ties (1 + 2^-8 rounds down to 1, 1 + 3 * 2^-8 up to 1 + 2^-6)
  // and f16's (1 + 2^-11 down, 1 + 3 * 2^-11 up), values whose square
  // overflows either, a NaN, infinities, f16's largest and the first value
  // that overflows it, its subnormals (and the tie below its least), tiny
  // and negative values.
  const float x[6][4] = {{1.00390625f, 1.01171875f, -3.14159265f, 0.1f},
                         {3.0e38f, std::nanf(""), -INFINITY, 1e-30f},
                         {-0.7f, 255.5f, 65537.0f, -1.0e-3f},
                         {1.00048828125f, 1.00146484375f, 65504.0f, 65520.0f},
                         {1e-6f, -3e-8f, 0x1p-25f, 6.1e-5f},
                         {300.0f, -1.0e4f, 0.33333334f, 1e-4f}};
  float y[4][6];
  const void* in[] = {x};
  void* out[] = {y};
  ASSERT_TRUE((*gpu)->forward(fns->front(), {{"N", 6}}, in, out).ok());
  auto round = [&](float v) { return low == ir::DType::F16 ? round_to_f16(v) : round_to_bf16(v); };
  for (int i = 0; i < 6; ++i)
    for (int k = 0; k < 4; ++k) {
      const float h = round(x[i][k]);
      const float want = round(round(h * h) + h);
      if (std::isnan(want)) EXPECT_TRUE(std::isnan(y[k][i])) << name << " x[" << i << "][" << k << "]";
      else EXPECT_EQ(y[k][i], want) << name << " x[" << i << "][" << k << "] = " << x[i][k];
    }
}

TEST_F(GpuStep, Bf16ValuesAreRoundedAsBaseBf16RoundsThem) {
  expect_rounded_as_base(compile_text(half_model(ir::DType::BF16).c_str()).get(), ir::DType::BF16);
}

TEST_F(GpuStep, F16ValuesAreRoundedAsBaseF16RoundsThem) {
  expect_rounded_as_base(compile_text(half_model(ir::DType::F16).c_str()).get(), ir::DType::F16);
}

// Under `precision = f16` the loss scaler's update (ordinary f32 code in the
// update function) runs on the GPU as on the CPU: a loss 100 times larger
// makes the first scaled gradients overflow f16, so those steps are skipped
// (the parameters kept, the scale halved) until the scale fits; then the
// steps train. The scale and the skipped steps are parameters, compared
// with the rest.
TEST_F(GpuStep, F16LossScalerSkipsTheStepsTheCpuSkips) {
  PrimitiveProgram p{"F16Overflow",
                     "fc = Linear(72, 5);\nfn forward(x: f32[N, 72]) -> f32[N, 5] { return fc(x) * 100.0; }"};
  p.precision = ir::DType::F16;
  auto c = compile_text(primitive_program(p).c_str());
  ASSERT_TRUE(c->ok());
  std::vector<float> firsts;
  compare(*c->ir, 16, 5, 6, {}, p.tol(), &firsts);
  ASSERT_EQ(firsts.size(), c->ir->params.size());
  float scale = -1, skipped = -1;
  for (size_t i = 0; i < firsts.size(); ++i) {
    if (c->ir->params[i].name == ir::kLossScale) scale = firsts[i];
    if (c->ir->params[i].name == ir::kLossScaleSkipped) skipped = firsts[i];
  }
  EXPECT_GT(skipped, 0) << "no step overflowed";
  EXPECT_LT(skipped, 6) << "no step trained";
  EXPECT_EQ(scale, std::ldexp(65536.0f, -static_cast<int>(skipped)));
}

TEST_F(GpuStep, NanPropagatesThroughEveryOpThatChooses) {
  auto c = compile_text(test::kNanOps);
  ASSERT_TRUE(c->ok());
  auto gpu = GpuStepProgram::create(*c->ir, nullptr, 1, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  auto fns = library_forwards(*c->ir, {"net.forward"});
  ASSERT_TRUE(fns.ok()) << fns.message();
  const ir::Function& f = fns->front();
  float x[16], y[14];
  for (int k = 0; k < 16; ++k) x[k] = static_cast<float>(k) - 3.0f;
  x[0] = std::nanf("");
  const void* in[] = {x};
  void* out[] = {y};
  ASSERT_TRUE((*gpu)->forward(f, {{"N", 2}}, in, out).ok());
  for (int col = 0; col < 6; ++col) EXPECT_TRUE(std::isnan(y[col])) << "column " << col;
  EXPECT_EQ(y[6], 4.0f);
  for (int col = 0; col < 7; ++col) EXPECT_FALSE(std::isnan(y[7 + col])) << "row 1, column " << col;
}

TEST_F(GpuStep, AStepTakenBackLeavesTheParametersAsTheyWere) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  const ir::Module& m = *c->ir;
  auto gpu = GpuStepProgram::create(m, &m.trains.front(), 7, 0, {nvrtc_kernels(), {}, {}});
  ASSERT_TRUE(gpu.ok()) << gpu.message();
  std::vector<std::vector<float>> before;
  for (rt::Tensor& t : (*gpu)->params()) before.emplace_back(t.data_as<float>(), t.data_as<float>() + t.numel());
  std::mt19937 rng(1);
  Batch b = make_batch((*gpu)->step_fn(), 8, rng, 5);
  for (int round = 0; round < 3; ++round) {  // the second and third replay graphs
    ASSERT_TRUE((*gpu)->train_step(b.ptrs.data(), 8, 0.1f).ok());
    ASSERT_TRUE((*gpu)->undo_last_step().ok());
    // Once only: a second would bring the step back.
    auto again = (*gpu)->undo_last_step();
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.message(), "internal error: taking back a training step that is not the last one finished");
  }
  // Not while a step runs.
  ASSERT_TRUE((*gpu)->launch_step(b.ptrs.data(), 8, 0.1f).ok());
  auto running = (*gpu)->undo_last_step();
  ASSERT_FALSE(running.ok());
  EXPECT_EQ(running.message(), "internal error: taking back a training step that is still running");
  ASSERT_TRUE((*gpu)->finish_step().ok());
  ASSERT_TRUE((*gpu)->undo_last_step().ok());
  EXPECT_EQ((*gpu)->global_step, 0);
  ASSERT_TRUE((*gpu)->download_params().ok());
  for (size_t i = 0; i < before.size(); ++i)
    for (size_t j = 0; j < before[i].size(); ++j) ASSERT_EQ((*gpu)->params()[i].data_as<float>()[j], before[i][j]);
}

TEST_F(GpuStep, AMissingDeviceIsAnError) {
  auto c = compile_text(kRegression);
  ASSERT_TRUE(c->ok());
  auto gpu = GpuStepProgram::create(*c->ir, &c->ir->trains.front(), 1, 99, {nvrtc_kernels(), {}, {}});
  ASSERT_FALSE(gpu.ok());
  EXPECT_NE(gpu.message().find("cuda:99 is not visible"), std::string::npos) << gpu.message();
}

}  // namespace
}  // namespace netc::engine
