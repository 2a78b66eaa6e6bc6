// The CPU backend end to end: netc source -> checker -> IR -> LLVM -> JIT ->
// run, with results compared against values computed here by hand.
#include <gtest/gtest.h>

#include <cblas.h>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <random>
#include <thread>

#include "base/bf16.h"
#include "base/f16.h"
#include "base/f32_math.h"
#include "runtime/cpu/blas_core.h"
#include "codegen/cpu/jit.h"
#include "runtime/cpu/dot_gemm.h"
#include "runtime/cpu/kernels.h"
#include "runtime/cpu/tile_gemm.h"
#include "runtime/cpu/vec8.h"
#include "frontend/driver/driver.h"
#include "ir/passes/pipeline.h"
#include "ir/random.h"
#include "tests/support/programs.h"

namespace netc {
namespace {

struct Program {
  std::unique_ptr<Compilation> c;
  std::unique_ptr<cpu::Jit> jit;
  std::vector<std::vector<float>> params;  // one buffer per module param (f32)

  const ir::Function& fn(const std::string& name) {
    for (const ir::Function& f : c->ir->functions)
      if (f.name == name) return f;
    throw std::runtime_error("no function " + name);
  }
  std::vector<float>& param(const std::string& name) {
    for (size_t k = 0; k < c->ir->params.size(); ++k)
      if (c->ir->params[k].name == name) return params[k];
    throw std::runtime_error("no param " + name);
  }
  // Runs `name` on f32/i64 inputs (as raw bytes) and returns each output as floats.
  std::vector<std::vector<float>> run(const std::string& name, std::vector<std::vector<char>> inputs,
                                      const cpu::DimBindings& dims = {}, const cpu::LowerOptions& options = {}) {
    return run(fn(name), std::move(inputs), dims, options);
  }
  std::vector<std::vector<float>> run(const ir::Function& f, std::vector<std::vector<char>> inputs,
                                      const cpu::DimBindings& dims = {}, const cpu::LowerOptions& options = {}) {
    auto compiled = jit->compile(*c->ir, f, dims, options);
    if (!compiled.ok()) throw std::runtime_error(compiled.message());
    return call(f, *compiled, std::move(inputs));
  }
  // Calls f, compiled as cf, on the inputs.
  std::vector<std::vector<float>> call(const ir::Function& f, const cpu::CompiledFunction& cf,
                                       std::vector<std::vector<char>> inputs) {
    std::vector<void*> in, out, par;
    for (auto& b : inputs) in.push_back(b.data());
    std::vector<std::vector<char>> outs;
    for (size_t j = 0; j < cf.output_shapes.size(); ++j)
      outs.emplace_back(cpu::element_count(cf.output_shapes[j]) * ir::dtype_size(f.type_of(f.results[j]).dtype) + 8);
    for (auto& b : outs) out.push_back(b.data());
    for (auto& p : params) par.push_back(p.data());
    std::vector<char> ws(cf.workspace_bytes + 64);
    cf.fn(in.data(), out.data(), par.data(), ws.data(), 1, 0);
    std::vector<std::vector<float>> result;
    for (size_t j = 0; j < outs.size(); ++j) {
      ir::DType dt = f.type_of(f.results[j]).dtype;
      size_t n = cpu::element_count(cf.output_shapes[j]);
      std::vector<float> v(n);
      for (size_t k = 0; k < n; ++k) {
        if (dt == ir::DType::F32) v[k] = reinterpret_cast<float*>(outs[j].data())[k];
        else if (dt == ir::DType::I64) v[k] = static_cast<float>(reinterpret_cast<int64_t*>(outs[j].data())[k]);
        else if (dt == ir::DType::I32) v[k] = static_cast<float>(reinterpret_cast<int32_t*>(outs[j].data())[k]);
        else if (dt == ir::DType::Bool) v[k] = static_cast<float>(outs[j][k]);
      }
      result.push_back(v);
    }
    return result;
  }
};

Program build(const std::string& source) {
  Program p;
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  p.c = compile("test.net", o, source);
  if (!p.c->ok()) {
    std::string msg = "program does not check:";
    for (const Diagnostic& d : p.c->diagnostics.all()) msg += " " + d.message;
    for (const std::string& e : p.c->verifier_errors) msg += " " + e;
    throw std::runtime_error(msg);
  }
  auto jit = cpu::Jit::create();
  if (!jit.ok()) throw std::runtime_error(jit.message());
  p.jit = std::move(*jit);
  for (const ir::GlobalParam& gp : p.c->ir->params) {
    int64_t n = 1;
    for (const ir::Dim& d : gp.type.shape) n *= d.value();
    p.params.emplace_back(n, 0.0f);
  }
  return p;
}

std::vector<char> bytes(const std::vector<float>& v) {
  std::vector<char> b(v.size() * 4);
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}
std::vector<char> bytes(const std::vector<int64_t>& v) {
  std::vector<char> b(v.size() * 8);
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

std::vector<float> random_vec(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-1, 1);
  std::vector<float> v(n);
  for (float& x : v) x = d(rng);
  return v;
}

TEST(CpuBackend, LinearForwardUsesTransposedWeightsInPlace) {
  Program p = build("import std.nn;\nm = Linear(3, 2);\n");
  p.param("m.weight") = {1, 2, 3, 4, 5, 6};  // [2, 3]
  p.param("m.bias") = {0.5f, -1};
  std::vector<float> x = {1, 0, -1, 2, 1, 0, 0, 0, 1, 1, 1, 1};  // [4, 3]
  auto y = p.run("m.forward", {bytes(x)}, {{"N", 4}});
  std::vector<float> want;
  for (int r = 0; r < 4; ++r)
    for (int o = 0; o < 2; ++o) {
      float acc = o == 0 ? 0.5f : -1.0f;
      for (int k = 0; k < 3; ++k) acc += x[r * 3 + k] * p.param("m.weight")[o * 3 + k];
      want.push_back(acc);
    }
  EXPECT_EQ(y[0], want);
}

TEST(CpuBackend, FusedElementwiseWithBroadcast) {
  Program p = build("model E(n: int) { param s: f32[n] = ones;\n"
                    "  fn forward(x: f32[B, n]) -> f32[B, n] { return relu(x * s - 1.0) + sigmoid(x) / 2.0; } }\n"
                    "e = E(5);\n");
  p.param("e.s") = {1, 2, 3, 4, 5};
  std::vector<float> x = random_vec(15, 1);
  auto y = p.run("e.forward", {bytes(x)}, {{"B", 3}});
  for (int i = 0; i < 15; ++i) {
    float s = p.param("e.s")[i % 5];
    float want = std::max(0.0f, x[i] * s - 1.0f) + 1.0f / (1.0f + std::exp(-x[i])) / 2.0f;
    EXPECT_NEAR(y[0][i], want, 1e-6) << i;
  }
}

// Broadcasts along different runs of axes in one loop: the loop merges
// adjacent axes only where every operand spans both or neither (x's H and
// W against a per-channel a; not B, C against b's per-example rows; not an
// axis of size 1 between a spanned and a broadcast one).
TEST(CpuBackend, ElementwiseLoopsMergeOnlyAxesEveryOperandSpansAlike) {
  Program p = build("model E() { param a: f32[3, 1, 1] = ones; param c: f32[1, 3, 1, 1, 4] = ones;\n"
                    "  fn forward(x: f32[B, 3, 1, 2, 4], b: f32[B, 1, 1, 2, 1]) -> f32[B, 3, 1, 2, 4] {\n"
                    "    return x * reshape(a, [3, 1, 1, 1]) + b - c; } }\n"
                    "e = E();\n");
  p.param("e.a") = {1, 2, 3};
  std::vector<float> c(12);
  for (int k = 0; k < 12; ++k) c[k] = 0.25f * k;
  p.param("e.c") = c;
  std::vector<float> x = random_vec(2 * 3 * 2 * 4, 4), b = random_vec(2 * 2, 5);
  auto y = p.run("e.forward", {bytes(x), bytes(b)}, {{"B", 2}});
  for (int n = 0; n < 2; ++n)
    for (int ch = 0; ch < 3; ++ch)
      for (int h = 0; h < 2; ++h)
        for (int w = 0; w < 4; ++w) {
          const int i = ((n * 3 + ch) * 2 + h) * 4 + w;
          // The JIT may contract x * a + b into one fma (lower.cc allows it):
          // either rounding is right, bit for bit.
          const float a = static_cast<float>(ch + 1);
          volatile float product = x[i] * a;
          const float rounded = (product + b[n * 2 + h]) - c[ch * 4 + w];
          const float fused = std::fma(x[i], a, b[n * 2 + h]) - c[ch * 4 + w];
          EXPECT_TRUE(y[0][i] == rounded || y[0][i] == fused) << i << ": " << y[0][i] << " is neither "
                                                                << rounded << " nor " << fused;
        }
}

TEST(CpuBackend, Reductions) {
  Program p = build("model R() { fn forward(x: f32[B, 4]) -> f32[B] {\n"
                    "  return mean(x, axis = 1) + max(x, axis = 1) + sum(sum(x, axis = 0, keepdims = true)); } }\n"
                    "r = R();\n");
  std::vector<float> x = random_vec(12, 2);
  auto y = p.run("r.forward", {bytes(x)}, {{"B", 3}});
  float total = std::accumulate(x.begin(), x.end(), 0.0f);
  for (int b = 0; b < 3; ++b) {
    float s = 0, m = -1e30f;
    for (int k = 0; k < 4; ++k) s += x[b * 4 + k], m = std::max(m, x[b * 4 + k]);
    EXPECT_NEAR(y[0][b], s / 4 + m + total, 1e-5);
  }
}

// cumsum (forward, along the batch, of integers), one_hot, expand and a
// nearest upsample give the numbers they are defined to.
TEST(CpuBackend, CumsumOneHotExpandUpsampleValues) {
  Program p = build("model R() { fn forward(x: f32[B, 1, 1, 2], y: i64[B]) -> f32[B, 18] {\n"
                    "  let row = reshape(x, [B, 2]);\n"
                    "  return concat([cumsum(row, axis = 1), cumsum(row, axis = 0), cast(reshape(cumsum(y, axis = 0), [B, 1]), f32),\n"
                    "                 one_hot(y, 3), cast(expand(reshape(y, [B, 1]), [-1, 2]), f32),\n"
                    "                 reshape(upsample(x, scale = 2), [B, 8])], axis = 1); } }\n"
                    "r = R();\n");
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 2, 3, 4}), bytes(std::vector<int64_t>{2, 0})}, {{"B", 2}});
  EXPECT_EQ(r[0], (std::vector<float>{1, 3, 1, 2, 2, 0, 0, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2,
                                      3, 7, 4, 6, 2, 1, 0, 0, 0, 0, 3, 3, 4, 4, 3, 3, 4, 4}));
}

// topk's order: the largest first, of equal elements the first, NaN above
// every number; its values through take_along_axis.
TEST(CpuBackend, TopkValuesAndOrder) {
  Program p = build("model R() { fn forward(x: f32[B, 5]) -> f32[B, 6] {\n"
                    "  let (v, i) = topk(x, 3);\n"
                    "  return concat([v, cast(i, f32)], axis = 1); } }\n"
                    "r = R();\n");
  const float nan = std::numeric_limits<float>::quiet_NaN();
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 5, 3, 5, 2, -1, nan, 4, 0, 4})}, {{"B", 2}});
  ASSERT_EQ(r[0].size(), 12u);
  EXPECT_EQ(std::vector<float>(r[0].begin(), r[0].begin() + 6), (std::vector<float>{5, 5, 3, 1, 3, 2}));
  EXPECT_TRUE(std::isnan(r[0][6]));
  EXPECT_EQ(std::vector<float>(r[0].begin() + 7, r[0].end()), (std::vector<float>{4, 4, 1, 2, 4}));
}

// topk of integers: the same order (the largest first, of equal elements
// the first), negative numbers included, i64 compared exactly (2^40 + 1
// above 2^40, which are one f32), along the last axis and the first.
TEST(CpuBackend, TopkOfIntegers) {
  Program p = build("model R() { fn forward(x: i64[B, 5], y: i32[B, 5]) -> i64[B, 12] {\n"
                    "  let (v, i) = topk(x, 3);\n"
                    "  let (w, j) = topk(y, 3);\n"
                    "  return concat([v, i, cast(w, i64), j], axis = 1); }\n"
                    "  fn down(y: i32[B, 5]) -> i32[1, 5] { return topk(y, 1, axis = 0)[0]; } }\n"
                    "r = R();\n");
  const int64_t big = int64_t{1} << 40;
  std::vector<int32_t> y = {-1, -1, -2, -1, -7, 5, -4, 5, 6, 5};
  std::vector<char> yb(y.size() * 4);
  std::memcpy(yb.data(), y.data(), yb.size());
  auto r = p.run("r.forward", {bytes(std::vector<int64_t>{-3, 7, -3, 7, 0, big, big + 1, -5, -9, -5}), yb}, {{"B", 2}});
  EXPECT_EQ(r[0], (std::vector<float>{7, 7, 0, 1, 3, 4, -1, -1, -1, 0, 1, 3,
                                      static_cast<float>(big + 1), static_cast<float>(big), -5, 1, 0, 2, 6, 5, 5, 3, 0, 2}));
  EXPECT_EQ(p.run("r.down", {yb}, {{"B", 2}})[0], (std::vector<float>{5, -1, 5, 6, 5}));
}

// topk of bf16 and f16 compares their values as f32: 5.01 is 5 in bf16 (a
// tie, so the first 5 first) and 5.0117 in f16 (above 5).
TEST(CpuBackend, TopkOfHalves) {
  Program p = build("model R() { fn forward(x: f32[B, 5]) -> f32[B, 12] {\n"
                    "  let (v, i) = topk(cast(x, bf16), 3);\n"
                    "  let (w, j) = topk(cast(x, f16), 3);\n"
                    "  return concat([cast(v, f32), cast(i, f32), cast(w, f32), cast(j, f32)], axis = 1); } }\n"
                    "r = R();\n");
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 5, 3, 5.01f, -2})}, {{"B", 1}});
  EXPECT_EQ(r[0], (std::vector<float>{5, 5, 3, 1, 3, 2, 5.01171875f, 5, 3, 3, 1, 2}));
}

// argmax in the operand's dtype, the first of the largest: i64 exactly
// (2^40 + 1 above 2^40, one f32 value), i32 with negatives, bf16 and f16 as
// their values (5.01 ties 5 in bf16, is above it in f16). It read every
// operand as f32 and answered 0.
TEST(CpuBackend, ArgmaxOfIntegersAndHalves) {
  Program p = build("model R() { fn forward(x: i64[B, 5], y: i32[B, 5], z: f32[B, 5]) -> i64[B, 4] {\n"
                    "  return concat([reshape(argmax(x, axis = 1), [B, 1]), reshape(argmax(y, axis = 1), [B, 1]),\n"
                    "                 reshape(argmax(cast(z, bf16), axis = 1), [B, 1]),\n"
                    "                 reshape(argmax(cast(z, f16), axis = 1), [B, 1])], axis = 1); } }\n"
                    "r = R();\n");
  const int64_t big = int64_t{1} << 40;
  std::vector<int32_t> y = {-3, -3, -3, -3, 4, -1, -1, -2, -1, -7};
  std::vector<char> yb(y.size() * 4);
  std::memcpy(yb.data(), y.data(), yb.size());
  auto r = p.run("r.forward",
                 {bytes(std::vector<int64_t>{-3, -3, -3, 4, -3, big, big + 1, -5, big + 1, -5}), yb,
                  bytes(std::vector<float>{1, 5, 3, 5.01f, -2, -1, -1, -1, -1, -1})},
                 {{"B", 2}});
  EXPECT_EQ(r[0], (std::vector<float>{3, 4, 1, 3, 1, 0, 0, 0}));
}

// index_select along the last axis and the first, a position repeated.
TEST(CpuBackend, IndexSelectValues) {
  Program p = build("model R() { fn forward(x: f32[B, 3], i: i64[2], j: i64[B]) -> f32[B, 5] {\n"
                    "  return concat([index_select(x, 1, i), index_select(x, 0, j)], axis = 1); } }\n"
                    "r = R();\n");
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 2, 3, 4, 5, 6}), bytes(std::vector<int64_t>{2, 0}), bytes(std::vector<int64_t>{1, 1})}, {{"B", 2}});
  EXPECT_EQ(r[0], (std::vector<float>{3, 1, 4, 5, 6, 6, 4, 4, 5, 6}));
}

// Bilinear upsampling as PyTorch's (align_corners = false):
// torch.nn.functional.interpolate([[1, 2], [3, 4]], scale_factor=2,
// mode="bilinear") row by row.
TEST(CpuBackend, UpsampleBilinearValues) {
  Program p = build("model R() { fn forward(x: f32[B, 1, 2, 2]) -> f32[B, 16] {\n"
                    "  return reshape(upsample(x, scale = 2, mode = \"bilinear\"), [B, 16]); } }\n"
                    "r = R();\n");
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 2, 3, 4})}, {{"B", 1}});
  EXPECT_EQ(r[0], (std::vector<float>{1.0f, 1.25f, 1.75f, 2.0f, 1.5f, 1.75f, 2.25f, 2.5f,
                                      2.5f, 2.75f, 3.25f, 3.5f, 3.0f, 3.25f, 3.75f, 4.0f}));
}

// cross_entropy with label_smoothing = 0.1 as PyTorch defines it:
// (1 - eps) nll + eps mean over classes of -log_softmax, worked out in
// double precision for these logits (0.50760596...; 0.40760596 without).
TEST(CpuBackend, CrossEntropyLabelSmoothingValue) {
  Program p = build("import std.nn;\nmodel R() { fn forward(x: f32[B, 3], y: i64[B]) -> f32[B, 2] {\n"
                    "  let s = cross_entropy(x, y, label_smoothing = 0.1);\n"
                    "  return expand(reshape(stack([s, cross_entropy(x, y)]), [1, 2]), [B, 2]); } }\n"
                    "r = R();\n");
  auto r = p.run("r.forward", {bytes(std::vector<float>{1, 2, 3, 1, 0, -1}), bytes(std::vector<int64_t>{2, 0})}, {{"B", 2}});
  ASSERT_EQ(r[0].size(), 4u);
  EXPECT_NEAR(r[0][0], 0.5076059644443804, 1e-6);
  EXPECT_NEAR(r[0][1], 0.4076059644443804, 1e-6);
}

// Integer maxima and minima start at their dtype's least and greatest
// value: an i32 maximum of negative numbers is not 0.
TEST(CpuBackend, IntegerExtremaStartAtTheirDtypesLimits) {
  Program p = build("model R() { fn forward(x: i32[B, 3], y: i64[B, 3]) -> f32[B] {\n"
                    "  return cast(max(x, axis = 1), f32) + cast(min(x, axis = 1), f32) * 10.0\n"
                    "         + cast(max(y, axis = 1), f32) * 100.0 + cast(min(y, axis = 1), f32) * 1000.0; } }\n"
                    "r = R();\n");
  std::vector<int32_t> x = {-7, -3, -5, 4, 9, 2};
  std::vector<int64_t> y = {-7, -3, -5, 4, 9, 2};
  std::vector<char> xb(x.size() * 4);
  std::memcpy(xb.data(), x.data(), xb.size());
  auto r = p.run("r.forward", {xb, bytes(y)}, {{"B", 2}});
  EXPECT_EQ(r[0], (std::vector<float>{-3 - 70 - 300 - 7000, 9 + 20 + 900 + 2000}));
}

// Loops of at least 2^14 elements are split across the pool's threads
// (netc_parallel_for): each chunk must be run exactly once, and the split
// kernels must compute what the serial ones do.
TEST(CpuBackend, ParallelForRunsEveryChunkOnce) {
  for (int64_t n : {1, 2, 3, 7, 64, 1000, 100003}) {
    std::vector<int> hits(static_cast<size_t>(n), 0);
    for (int rep = 0; rep < 50; ++rep)
      netc_parallel_for(
          [](void* ctx, int64_t begin, int64_t end) {
            auto* h = static_cast<std::vector<int>*>(ctx);
            for (int64_t i = begin; i < end; ++i) ++(*h)[static_cast<size_t>(i)];
          },
          &hits, n);
    for (int64_t i = 0; i < n; ++i) ASSERT_EQ(hits[static_cast<size_t>(i)], 50) << "n=" << n << " i=" << i;
  }
}

// Jobs of few chunks and of many, one after another: a worker that finished
// the last chunk of a job of 2 must not take the third of the next job of
// more (which the pool once let it, so that a chunk ran twice and its
// caller could return before the chunk was over: rare, but seen as a wrong
// evaluation of a trained network). Counted when each call returns.
TEST(CpuBackend, ParallelForOfFewChunksThenManyRunsEachChunkOnce) {
  std::vector<std::atomic<int>> hits(64);
  int64_t wrong = 0, first_wrong = -1;
  for (int64_t job = 0; job < 400000 && wrong == 0; ++job) {
    const int64_t n = job % 2 ? 2 : 64;
    for (int64_t i = 0; i < n; ++i) hits[static_cast<size_t>(i)].store(0, std::memory_order_relaxed);
    netc_parallel_for(
        [](void* ctx, int64_t begin, int64_t end) {
          auto* h = static_cast<std::atomic<int>*>(ctx);
          for (int64_t i = begin; i < end; ++i) h[i].fetch_add(1, std::memory_order_relaxed);
        },
        hits.data(), n);
    for (int64_t i = 0; i < n; ++i)
      if (hits[static_cast<size_t>(i)].load(std::memory_order_relaxed) != 1) {
        ++wrong;
        first_wrong = job;
      }
  }
  EXPECT_EQ(wrong, 0) << "job " << first_wrong << " ran an element other than once";
}

// Tasks (netc_async_start): each runs once, with the caller's floating-point
// state, and is over when its wait returns, in any order of waits; more
// tasks in flight than the pool's ring holds run at once; a task's own
// parallel loop runs on its thread.
TEST(CpuBackend, TasksRunOnceWithTheCallersStateAndAreOverAtTheirWait) {
  struct Job {
    std::atomic<int> runs{0};
    unsigned mxcsr = 0;
    std::vector<int> chunks = std::vector<int>(100, 0);
  };
#if defined(__x86_64__)
  const unsigned saved = _mm_getcsr();
  _mm_setcsr(saved | 0x8040);  // flush denormals, as generated code does
#endif
  for (int rep = 0; rep < 20; ++rep) {
    std::vector<Job> jobs(150);
    std::vector<int64_t> tickets;
    for (Job& j : jobs)
      tickets.push_back(netc_async_start(
          [](void* ctx) {
            auto* job = static_cast<Job*>(ctx);
#if defined(__x86_64__)
            job->mxcsr = _mm_getcsr();
#endif
            netc_parallel_for(
                [](void* c, int64_t b, int64_t e) {
                  for (int64_t i = b; i < e; ++i) ++(*static_cast<std::vector<int>*>(c))[static_cast<size_t>(i)];
                },
                &job->chunks, 100);
            job->runs.fetch_add(1);
          },
          &j));
    // Waits in another order than the starts: odd tickets first.
    for (size_t k = 1; k < tickets.size(); k += 2) {
      netc_async_wait(tickets[k]);
      ASSERT_EQ(jobs[k].runs.load(), 1) << k;
    }
    for (size_t k = 0; k < tickets.size(); k += 2) netc_async_wait(tickets[k]);
    for (Job& j : jobs) {
      ASSERT_EQ(j.runs.load(), 1);
      ASSERT_EQ(std::count(j.chunks.begin(), j.chunks.end(), 1), 100);
#if defined(__x86_64__)
      ASSERT_EQ(j.mxcsr & 0x8040u, 0x8040u);
#endif
    }
  }
#if defined(__x86_64__)
  _mm_setcsr(saved);
#endif
}

// A stack of `layers` Linear layers of width 64 (the last one `out` wide)
// with relu between them, trained with mse; `output` is the forward's
// result with `%` for the last layer's.
std::string deep_mlp(int layers, int out, const std::string& output) {
  std::string net = "import std.nn;\n"
                    "dataset d { x: f32[64] = csv(\"d.csv\", columns = [0]); y: f32[" + std::to_string(out) +
                    "] = csv(\"d.csv\", columns = [1]); }\nmodel Deep() {\n";
  for (int l = 0; l < layers; ++l)
    net += "  l" + std::to_string(l) + " = Linear(64, " + std::to_string(l + 1 == layers ? out : 64) + ");\n";
  std::string e = "l0(x)";
  for (int l = 1; l < layers; ++l) e = "l" + std::to_string(l) + "(relu(" + e + "))";
  std::string result = output;
  result.replace(result.find('%'), 1, e);
  return net + "  fn forward(x: f32[N, 64]) -> f32[N, " + std::to_string(out) + "] { return " + result + "; }\n}\n" +
         "net = Deep();\ntrain net on d { loss = mse(net(batch.x), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n";
}

// The weight gradients of a deep stack of small layers run as tasks while
// the backward pass goes on: the gradient function's results are the same
// bits as with every step in order, in 200 calls, and what each task
// reads (activations, the layer's incoming gradient, whose memory the
// steps after it would otherwise take) is intact until its wait.
TEST(CpuBackend, WeightGradientsRunAsTasksGiveTheSameBits) {
  Program p = build(deep_mlp(6, 64, "%"));
  for (size_t k = 0; k < p.params.size(); ++k) p.params[k] = random_vec(p.params[k].size(), 100 + static_cast<unsigned>(k));
  for (auto& w : p.params)
    for (float& v : w) v *= 0.2f;
  const int B = 32;
  std::vector<float> x = random_vec(B * 64, 1), y = random_vec(B * 64, 2);
  auto fns = ir::prepare_train(*p.c->ir, p.c->ir->trains.at(0));
  ASSERT_TRUE(fns.ok()) << fns.message();
  const ir::Function& grad = fns->grad;

  // The generated code starts tasks and waits for them.
  auto ir = p.jit->llvm_ir(*p.c->ir, grad, {{"B", B}});
  ASSERT_TRUE(ir.ok()) << ir.message();
  const std::string& text = *ir;
  size_t starts = 0;
  for (size_t at = text.find("call i64 @netc_async_start"); at != std::string::npos;
       at = text.find("call i64 @netc_async_start", at + 1))
    ++starts;
  EXPECT_EQ(starts, 5u);  // every layer's weight gradient but the first's, computed last

  cpu::LowerOptions in_order;
  in_order.tasks = false;
  const auto expected = p.run(grad, {bytes(x), bytes(y)}, {{"B", B}}, in_order);
  auto compiled = p.jit->compile(*p.c->ir, grad, {{"B", B}});
  ASSERT_TRUE(compiled.ok()) << compiled.message();
  for (int rep = 0; rep < 200; ++rep) {
    const auto got = p.call(grad, *compiled, {bytes(x), bytes(y)});
    ASSERT_EQ(got.size(), expected.size());
    for (size_t r = 0; r < got.size(); ++r)
      ASSERT_EQ(0, std::memcmp(got[r].data(), expected[r].data(), sizeof(float) * got[r].size())) << "result " << r;
  }
}

// A forward pass of small layers (products of at most 64^3 multiply-adds,
// bias and relu between them) runs as one job of the pool in parts of rows
// (steps.h, row_runs): the same bits as every step in order, for batches
// whose last part has fewer rows (42, 44) and whose rows are not a multiple
// of the product tiles' (42: its last two rows are the tiles' edge, in both).
// The gradient keeps its steps: the backward pass reads the activations
// back, which would cost more than the parts gain.
TEST(CpuBackend, RowRunsGiveTheSameBitsAsStepsInOrder) {
  Program p = build(deep_mlp(7, 48, "tanh(%) * 0.5"));
  for (size_t k = 0; k < p.params.size(); ++k) p.params[k] = random_vec(p.params[k].size(), 200 + static_cast<unsigned>(k));
  const ir::Function& forward = p.fn("net.forward");
  cpu::LowerOptions in_order;
  in_order.row_runs = false;
  for (int n : {32, 42, 44, 64}) {
    SCOPED_TRACE("N = " + std::to_string(n));
    auto plan = cpu::cpu_plan(*p.c->ir, forward, {{"N", n}});
    ASSERT_TRUE(plan.ok()) << plan.message();
    ASSERT_EQ(plan->runs.size(), 1u);
    const cpu::RowRun& run = plan->runs[0];
    EXPECT_EQ(run.parts, 2);
    EXPECT_EQ(run.part_rows % 4, 0);
    EXPECT_EQ(run.part_rows + run.rows_of(1), n);
    auto ir = p.jit->llvm_ir(*p.c->ir, forward, {{"N", n}});
    ASSERT_TRUE(ir.ok()) << ir.message();
    EXPECT_NE(ir->find("@netc_parallel_for(ptr nonnull @r0_parts_chunk"), std::string::npos);
    std::vector<float> x = random_vec(n * 64, static_cast<unsigned>(n));
    const auto expected = p.run(forward, {bytes(x)}, {{"N", n}}, in_order);
    auto compiled = p.jit->compile(*p.c->ir, forward, {{"N", n}});
    ASSERT_TRUE(compiled.ok()) << compiled.message();
    for (int rep = 0; rep < 50; ++rep) {
      const auto got = p.call(forward, *compiled, {bytes(x)});
      ASSERT_EQ(got.size(), expected.size());
      ASSERT_EQ(got[0].size(), static_cast<size_t>(n * 48));
      ASSERT_EQ(0, std::memcmp(got[0].data(), expected[0].data(), sizeof(float) * got[0].size())) << rep;
    }
  }
  auto fns = ir::prepare_train(*p.c->ir, p.c->ir->trains.at(0));
  ASSERT_TRUE(fns.ok()) << fns.message();
  auto grad_plan = cpu::cpu_plan(*p.c->ir, fns->grad, {{"B", 32}});
  ASSERT_TRUE(grad_plan.ok()) << grad_plan.message();
  EXPECT_TRUE(grad_plan->runs.empty());
}

// The convolution kernels (tile_gemm over each image's windows) against the
// direct loops, forward and both gradients, with strides, padding and
// batches that span several chunks. The forward is exact: each output is
// one chain of fused multiply-adds over the taps in order (padding's zeros
// included), on any number of threads.
TEST(CpuBackend, ConvolutionKernelsMatchDirectLoops) {
  struct Case {
    int64_t n, c, h, w, o, k, s, p;
    int64_t kw = 0;  // the kernel's width, when not k
  };
  // Three are narrow: every output column of some taps lies in the padding.
  // 20 images: more than the weight gradient's 16 groups, unevenly. Input
  // gradients of stride 2, or with padding of k or more, take im2col's
  // columns and col2im; the others are full convolutions of the output
  // gradient. Then two 'same' 5 x 5 convolutions (the CNN benchmark's),
  // with more output channels than one tile's 16 columns, and kernels of
  // 1 x 3, 3 x 1 and 2 x 5 (input gradients by col2im), 3 x 5 and 5 x 3 (by
  // the flipped filters).
  for (Case z : {Case{3, 2, 7, 6, 4, 3, 2, 1}, Case{5, 3, 5, 5, 2, 3, 1, 0}, Case{9, 8, 64, 64, 4, 3, 1, 1},
                 Case{20, 3, 12, 12, 5, 3, 1, 1}, Case{2, 2, 4, 4, 3, 2, 1, 2}, Case{3, 2, 9, 8, 5, 3, 2, 0},
                 Case{2, 1, 6, 6, 3, 5, 1, 2}, Case{2, 2, 3, 1, 3, 5, 1, 2}, Case{1, 1, 5, 1, 2, 7, 2, 3},
                 Case{2, 1, 2, 2, 2, 7, 1, 3}, Case{4, 3, 14, 14, 21, 5, 1, 2}, Case{3, 2, 9, 13, 17, 5, 1, 2},
                 Case{3, 2, 6, 9, 5, 1, 1, 1, 3}, Case{3, 2, 9, 6, 5, 3, 1, 1, 1}, Case{2, 3, 8, 11, 4, 2, 2, 1, 5},
                 Case{3, 2, 7, 9, 5, 3, 1, 1, 5}, Case{2, 2, 8, 5, 4, 5, 1, 2, 3}}) {
    const int64_t kh = z.k, kw = z.kw ? z.kw : z.k;
    int64_t oh = (z.h + 2 * z.p - kh) / z.s + 1, ow = (z.w + 2 * z.p - kw) / z.s + 1;
    std::vector<float> x = random_vec(static_cast<int>(z.n * z.c * z.h * z.w), 11);
    std::vector<float> w = random_vec(static_cast<int>(z.o * z.c * kh * kw), 12);
    std::vector<float> g = random_vec(static_cast<int>(z.n * z.o * oh * ow), 13);
    std::vector<double> y_ref(g.size(), 0.0), dx_ref(x.size(), 0.0), dw_ref(w.size(), 0.0);
    for (int64_t b = 0; b < z.n; ++b)
      for (int64_t oc = 0; oc < z.o; ++oc)
        for (int64_t i = 0; i < oh; ++i)
          for (int64_t j = 0; j < ow; ++j)
            for (int64_t ic = 0; ic < z.c; ++ic)
              for (int64_t u = 0; u < kh; ++u)
                for (int64_t v = 0; v < kw; ++v) {
                  int64_t yi = i * z.s - z.p + u, xj = j * z.s - z.p + v;
                  if (yi < 0 || yi >= z.h || xj < 0 || xj >= z.w) continue;
                  size_t xi = static_cast<size_t>(((b * z.c + ic) * z.h + yi) * z.w + xj);
                  size_t wi = static_cast<size_t>(((oc * z.c + ic) * kh + u) * kw + v);
                  size_t yo = static_cast<size_t>(((b * z.o + oc) * oh + i) * ow + j);
                  y_ref[yo] += double{x[xi]} * w[wi];
                  dx_ref[xi] += double{g[yo]} * w[wi];
                  dw_ref[wi] += double{g[yo]} * x[xi];
                }
    std::vector<float> y(g.size()), dx(x.size(), 7.0f), dw(w.size(), 7.0f);
    netc_k_conv2d_f32(x.data(), w.data(), y.data(), z.n, z.c, z.h, z.w, z.o, kh, kw, oh, ow, z.s, z.p);
    netc_k_conv2d_grad_input_f32(g.data(), w.data(), dx.data(), z.n, z.c, z.h, z.w, z.o, kh, kw, oh, ow, z.s, z.p);
    netc_k_conv2d_grad_weight_f32(x.data(), g.data(), dw.data(), z.n, z.c, z.h, z.w, z.o, kh, kw, oh, ow, z.s, z.p);
    auto close = [](const std::vector<float>& got, const std::vector<double>& want, const char* what) {
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_NEAR(got[i], want[i], 1e-4 * (1 + std::abs(want[i]))) << what << " " << i;
    };
    close(y, y_ref, "y");
    for (int64_t b = 0; b < z.n; ++b)
      for (int64_t oc = 0; oc < z.o; ++oc)
        for (int64_t i = 0; i < oh * ow; ++i) {
          float chain = 0.0f;
          for (int64_t ic = 0; ic < z.c; ++ic)
            for (int64_t u = 0; u < kh; ++u)
              for (int64_t v = 0; v < kw; ++v) {
                const int64_t yi = i / ow * z.s - z.p + u, xj = i % ow * z.s - z.p + v;
                const bool inside = yi >= 0 && yi < z.h && xj >= 0 && xj < z.w;
                const float xv = inside ? x[static_cast<size_t>(((b * z.c + ic) * z.h + yi) * z.w + xj)] : 0.0f;
                chain = std::fmaf(w[static_cast<size_t>(((oc * z.c + ic) * kh + u) * kw + v)], xv, chain);
              }
          const size_t at = static_cast<size_t>((b * z.o + oc) * oh * ow + i);
          ASSERT_EQ(std::memcmp(&y[at], &chain, sizeof(float)), 0) << "y " << at << ": " << y[at] << " vs " << chain;
        }
    close(dx, dx_ref, "dx");
    close(dw, dw_ref, "dw");
  }
}

// A convolution of no images computes nothing and, as the memory plan says
// (conv_scratch of n = 0 is empty), keeps no scratch on its thread.
TEST(CpuBackend, ConvolutionsOfNoImagesKeepNoScratch) {
  uint64_t held = 1;
  std::vector<float> w(6 * 2 * 3 * 3, 1.0f), dw(w.size(), 7.0f);
  std::thread fresh([&] {  // a thread whose scratch is still empty
    netc_k_conv2d_f32(nullptr, w.data(), nullptr, 0, 2, 10, 10, 6, 3, 3, 10, 10, 1, 1);
    netc_k_conv2d_grad_input_f32(nullptr, w.data(), nullptr, 0, 2, 10, 10, 6, 3, 3, 10, 10, 1, 1);
    netc_k_conv2d_grad_weight_f32(nullptr, nullptr, dw.data(), 0, 2, 10, 10, 6, 3, 3, 10, 10, 1, 1);
    held = cpu::conv_scratch_held().bytes();
  });
  fresh.join();
  EXPECT_EQ(held, 0u);
  EXPECT_EQ(dw, std::vector<float>(w.size(), 0.0f)) << "the gradient of no images is 0";
  for (cpu::ConvCall call : {cpu::ConvCall::Forward, cpu::ConvCall::InputGradient, cpu::ConvCall::WeightGradient})
    EXPECT_EQ(cpu::conv_scratch(call, 0, 2, 10, 10, 6, 3, 3, 10, 10, 1, 1).bytes(), 0u);
}

TEST(CpuBackend, SplitKernelsComputeWhatSerialOnesDo) {
  Program p = build("model E(n: int) { param s: f32[n] = ones;\n"
                    "  fn forward(x: f32[B, n]) -> f32[B, n] { return relu(x * s - 1.0); }\n"
                    "  fn half_exp(x: f32[B, n]) -> f32[B, n] { return exp(x) * 0.5; }\n"
                    "  fn row_sums(x: f32[B, n]) -> f32[B] { return sum(x * x, axis = 1); }\n"
                    "  fn col_sums(x: f32[B, n]) -> f32[n] { return sum(x, axis = 0); }\n"
                    "  fn flip(x: f32[B, n]) -> f32[n, B] { return transpose(x); } }\n"
                    "e = E(257);\n");
  const int B = 300, n = 257;
  for (int k = 0; k < n; ++k) p.param("e.s")[k] = 0.01f * static_cast<float>(k);
  std::vector<float> x = random_vec(B * n, 3);
  std::vector<std::vector<float>> y;
  for (const char* f : {"e.forward", "e.half_exp", "e.row_sums", "e.col_sums", "e.flip"})
    y.push_back(p.run(f, {bytes(x)}, {{"B", B}})[0]);
  std::vector<float> col(n, 0.0f);
  for (int b = 0; b < B; ++b) {
    float row = 0;
    for (int k = 0; k < n; ++k) {
      float v = x[b * n + k];
      ASSERT_NEAR(y[0][b * n + k], std::max(0.0f, v * p.param("e.s")[k] - 1.0f), 1e-6f);  // fma
      ASSERT_NEAR(y[1][b * n + k], std::exp(v) * 0.5f, 1e-6f * std::exp(v));
      ASSERT_EQ(y[4][k * B + b], v);
      row += v * v;
      col[k] += v;
    }
    ASSERT_NEAR(y[2][b], row, 1e-4f * row);
  }
  for (int k = 0; k < n; ++k) ASSERT_EQ(y[3][k], col[k]);  // split by columns, each summed in row order
}

// A sum over rows into few columns (a bias gradient of 32 outputs) runs on
// one thread: split by columns, each chunk would read a sliver of every row.
// With 128 columns or more it is split, in runs of 32 columns (the last run
// of 200 is 8). All are the serial column sums exactly.
TEST(CpuBackend, ColumnSumsSplitOnlyIntoWholeVectorsOfEachRow) {
  for (int n : {32, 128, 200, 512}) {
    const std::string src = "model E() { fn col_sums(x: f32[B, " + std::to_string(n) +
                            "]) -> f32[" + std::to_string(n) + "] { return sum(x, axis = 0); } }\ne = E();\n";
    Program p = build(src);
    const int B = 4096;
    std::vector<float> x = random_vec(B * n, 5);
    auto y = p.run("e.col_sums", {bytes(x)}, {{"B", B}});
    for (int k = 0; k < n; ++k) {
      float col = 0;
      for (int b = 0; b < B; ++b) col += x[b * n + k];
      ASSERT_EQ(y[0][k], col) << n << " columns, column " << k;
    }
    auto ir = p.jit->llvm_ir(*p.c->ir, p.fn("e.col_sums"), {{"B", B}});
    ASSERT_TRUE(ir.ok()) << ir.message();
    EXPECT_EQ(ir->find("_chunk") != std::string::npos, n >= 128) << n << " columns";
  }
}

// The order in which the CPU backend sums a run of L >= 16 consecutive
// elements (lower.cc, emit_run_reduction): lanes p of two vectors of 16
// take the elements 32 j + p and 32 j + 16 + p, a third block of 16 goes
// to the first vector, the lanes are added as a tree of halves, then the
// last L % 16 elements in order.
float run_sum(const float* v, int L) {
  float a[2][16] = {};
  const int pairs = L / 32;
  int done = pairs * 32;
  for (int j = 0; j < pairs; ++j)
    for (int p = 0; p < 16; ++p) a[0][p] += v[32 * j + p], a[1][p] += v[32 * j + 16 + p];
  if (L - done >= 16) {
    for (int p = 0; p < 16; ++p) a[0][p] += v[done + p];
    done += 16;
  }
  float t[16];
  for (int p = 0; p < 16; ++p) t[p] = a[0][p] + a[1][p];
  for (int w = 8; w >= 1; w /= 2)
    for (int p = 0; p < w; ++p) t[p] = t[p] + t[p + w];
  float s = t[0];
  for (int q = done; q < L; ++q) s += v[q];
  return s;
}

// A reduction whose first kept axis comes after reduced ones (a convolution's
// bias gradient: [N, C, H, W] -> [C]) is split along that axis, each output
// summed in the order of one thread: the same bits as a serial loop. A sum
// over a run of at least 16 consecutive elements (H W = 42 here) sums each
// run in vector lanes (run_sum) and adds the runs in order; other
// reductions (the maxima over [0, 2], which keep W) sum eight outputs at
// once (their chains interleaved), then the rest one by one: 21 channels on
// one thread (B = 3) or split (B = 200).
TEST(CpuBackend, ReductionsSplitAlongTheirFirstKeptAxis) {
  Program p = build("model R() { param s: f32[1] = ones;\n"
                    "  fn sums(x: f32[B, 21, 6, 7]) -> f32[21] { return sum(x, axes = [0, 2, 3]); }\n"
                    "  fn means(x: f32[B, 21, 6, 7]) -> f32[21] { return mean(x, axes = [0, 2, 3]); }\n"
                    "  fn maxes(x: f32[B, 21, 6, 7]) -> f32[21, 7] { return max(x, axes = [0, 2]); } }\n"
                    "r = R();\n");
  const int C = 21, H = 6, W = 7;
  for (int B : {3, 200}) {
    std::vector<float> x = random_vec(static_cast<size_t>(B * C * H * W), 5);
    auto sums = p.run("r.sums", {bytes(x)}, {{"B", B}})[0];
    auto means = p.run("r.means", {bytes(x)}, {{"B", B}})[0];
    auto maxes = p.run("r.maxes", {bytes(x)}, {{"B", B}})[0];
    for (int c = 0; c < C; ++c) {
      float acc = 0;
      std::vector<float> most(W, -INFINITY);
      for (int b = 0; b < B; ++b) {
        acc += run_sum(&x[static_cast<size_t>((b * C + c) * H * W)], H * W);
        for (int h = 0; h < H; ++h)
          for (int w = 0; w < W; ++w) {
            float v = x[static_cast<size_t>(((b * C + c) * H + h) * W + w)];
            most[static_cast<size_t>(w)] = std::max(most[static_cast<size_t>(w)], v);
          }
      }
      ASSERT_EQ(sums[c], acc) << B << " " << c;
      ASSERT_EQ(means[c], acc / static_cast<float>(B * H * W)) << B << " " << c;  // divided, as the reference does
      for (int w = 0; w < W; ++w) ASSERT_EQ(maxes[c * W + w], most[static_cast<size_t>(w)]) << B << " " << c << " " << w;
    }
  }
}

// Sums of fused products over runs, as BatchNorm's gradient takes them:
// a factor per channel ([21, 1, 1], one value along the run), one per
// element, and one per column ([7]: it varies along part of the run, so
// that sum takes the loops of other reductions), each a run of 42 after a
// kept axis; a mean over runs of 21 x 42 (rows of a kept first axis), a
// run of 12 (too short for lanes) and a sum of every element (one run, in
// run_sum's order exactly). Against double
// sums: the lanes and the fused multiply-adds move only the last bits.
TEST(CpuBackend, SumsOfFusedProductsOverRuns) {
  Program p = build("model R() { param s: f32[1] = ones;\n"
                    "  fn per_channel(x: f32[B, 21, 6, 7], c: f32[21, 1, 1]) -> f32[21] {\n"
                    "    return sum(x * c, axes = [0, 2, 3]); }\n"
                    "  fn per_element(x: f32[B, 21, 6, 7], y: f32[B, 21, 6, 7]) -> f32[21] {\n"
                    "    return sum(x * y, axes = [0, 2, 3]); }\n"
                    "  fn per_column(x: f32[B, 21, 6, 7], w: f32[7]) -> f32[21] { return sum(x * w, axes = [0, 2, 3]); }\n"
                    "  fn rows(x: f32[B, 21, 6, 7]) -> f32[B] { return mean(x * x, axes = [1, 2, 3]); }\n"
                    "  fn short(x: f32[B, 21, 12]) -> f32[B, 21] { return sum(exp(x), axis = 2); }\n"
                    "  fn total(x: f32[B, 21, 6, 7]) -> f32[] { return sum(x, axes = [0, 1, 2, 3]); } }\n"
                    "r = R();\n");
  const int B = 5, C = 21, H = 6, W = 7;
  std::vector<float> x = random_vec(static_cast<size_t>(B * C * H * W), 7), y = random_vec(x.size(), 8);
  std::vector<float> c = random_vec(C, 9), w = random_vec(W, 10), xs = random_vec(static_cast<size_t>(B * C * 12), 11);
  auto per_channel = p.run("r.per_channel", {bytes(x), bytes(c)}, {{"B", B}})[0];
  auto per_element = p.run("r.per_element", {bytes(x), bytes(y)}, {{"B", B}})[0];
  auto per_column = p.run("r.per_column", {bytes(x), bytes(w)}, {{"B", B}})[0];
  auto rows = p.run("r.rows", {bytes(x)}, {{"B", B}})[0];
  auto short_rows = p.run("r.short", {bytes(xs)}, {{"B", B}})[0];
  auto total = p.run("r.total", {bytes(x)}, {{"B", B}})[0];
  EXPECT_EQ(total[0], run_sum(x.data(), B * C * H * W));  // every axis: one run
  auto near = [](float got, double want, double scale) { return std::abs(got - want) <= 1e-5 * (1 + scale); };
  std::vector<double> row(B), row_abs(B);
  for (int ch = 0; ch < C; ++ch) {
    double a = 0, b = 0, d = 0, scale = 0;
    for (int n = 0; n < B; ++n)
      for (int e = 0; e < H * W; ++e) {
        const size_t at = static_cast<size_t>((n * C + ch) * H * W + e);
        a += double{x[at]} * c[static_cast<size_t>(ch)];
        b += double{x[at]} * y[at];
        d += double{x[at]} * w[static_cast<size_t>(e % W)];
        row[static_cast<size_t>(n)] += double{x[at]} * x[at];
        scale += std::abs(x[at]);
      }
    EXPECT_TRUE(near(per_channel[static_cast<size_t>(ch)], a, scale)) << ch << ": " << per_channel[static_cast<size_t>(ch)] << " " << a;
    EXPECT_TRUE(near(per_element[static_cast<size_t>(ch)], b, scale)) << ch << ": " << per_element[static_cast<size_t>(ch)] << " " << b;
    EXPECT_TRUE(near(per_column[static_cast<size_t>(ch)], d, scale)) << ch << ": " << per_column[static_cast<size_t>(ch)] << " " << d;
  }
  for (int n = 0; n < B; ++n)
    EXPECT_TRUE(near(rows[static_cast<size_t>(n)], row[static_cast<size_t>(n)] / (C * H * W), 1)) << n;
  for (size_t r = 0; r < short_rows.size(); ++r) {
    double e = 0;
    for (size_t k = 0; k < 12; ++k) e += std::exp(double{xs[r * 12 + k]});
    EXPECT_TRUE(near(short_rows[r], e, e)) << r;
  }
}

// MaxPool2d(2) and NaN: the maximum of a window with a NaN is NaN; its
// gradient goes to the first maximum, which a NaN is only when it comes
// first (nothing is greater than it, and it is greater than nothing).
TEST(CpuBackend, MaxPoolOfTwoWithNaNs) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Two windows of one 2 x 4 plane: [nan 1; 2 3] and [1 nan; 5 2].
  std::vector<float> x = {nan, 1, 1, nan, 2, 3, 5, 2}, y(2), g = {10, 20}, dx(8, 7.0f);
  netc_k_max_pool2d_f32(x.data(), y.data(), 1, 2, 4, 1, 2, 2, 2);
  EXPECT_TRUE(std::isnan(y[0]));
  EXPECT_TRUE(std::isnan(y[1]));
  netc_k_max_pool2d_grad_f32(x.data(), g.data(), dx.data(), 1, 2, 4, 1, 2, 2, 2);
  EXPECT_EQ(dx, (std::vector<float>{10, 0, 0, 0, 0, 0, 20, 0}));
  // Rows of 5 and 9 windows (four at a time, the last four overlapping the
  // ones before), a NaN in each place of some windows, ties, -0 and +0.
  for (int64_t ow : {5, 9}) {
    const int64_t w = 2 * ow;
    std::vector<float> xs = random_vec(static_cast<size_t>(2 * w), 31), gs = random_vec(static_cast<size_t>(ow), 32);
    for (int64_t j = 0; j < ow; j += 2) xs[static_cast<size_t>((j / 2 % 2) * w + 2 * j + j / 4 % 2)] = nan;
    xs[2] = xs[3];                         // a tie in window 1
    xs[static_cast<size_t>(w + 6)] = 0.0f;  // +0 and -0 in window 3
    xs[static_cast<size_t>(w + 7)] = -0.0f;
    std::vector<float> ys(static_cast<size_t>(ow)), dxs(xs.size(), 7.0f);
    netc_k_max_pool2d_f32(xs.data(), ys.data(), 1, 2, w, 1, ow, 2, 2);
    netc_k_max_pool2d_grad_f32(xs.data(), gs.data(), dxs.data(), 1, 2, w, 1, ow, 2, 2);
    for (int64_t j = 0; j < ow; ++j) {
      const size_t at[4] = {static_cast<size_t>(2 * j), static_cast<size_t>(2 * j + 1), static_cast<size_t>(w + 2 * j),
                            static_cast<size_t>(w + 2 * j + 1)};
      float m = xs[at[0]];
      size_t best = 0;
      for (size_t e = 1; e < 4; ++e) {
        if (std::isnan(xs[at[e]]) || xs[at[e]] > m) m = xs[at[e]];
        if (xs[at[e]] > xs[at[best]]) best = e;
      }
      if (std::isnan(m)) EXPECT_TRUE(std::isnan(ys[static_cast<size_t>(j)])) << ow << " " << j;
      else EXPECT_EQ(ys[static_cast<size_t>(j)], m) << ow << " " << j;
      for (size_t e = 0; e < 4; ++e)
        EXPECT_EQ(dxs[at[e]], e == best ? gs[static_cast<size_t>(j)] : 0.0f) << ow << " " << j << " " << e;
    }
  }
}

// Pooling and dropout split across the pool (planes, elements) write
// disjoint outputs, so they equal plain serial loops. Windows that overlap
// (k = 3, s = 2: a plane's gradient sums several windows), windows that
// tile the plane (k = s = 2 and 3: each writes its own, with ties that go to
// the first maximum), and MaxPool2d(2) over odd sizes (the last row and
// column in no window).
TEST(CpuBackend, SplitPoolingAndDropoutEqualSerialLoops) {
  struct Shape { int64_t h, w, k, s; };
  for (Shape shape : {Shape{33, 31, 3, 2}, Shape{32, 30, 2, 2}, Shape{33, 31, 2, 2}, Shape{33, 30, 3, 3}}) {
    const int64_t planes = 40, h = shape.h, w = shape.w, k = shape.k, s = shape.s;
    const int64_t oh = (h - k) / s + 1, ow = (w - k) / s + 1;
    std::vector<float> x = random_vec(static_cast<size_t>(planes * h * w), 21);
    for (size_t i = 0; i < x.size(); i += 7) x[i + 1 < x.size() ? i + 1 : i] = x[i];  // ties
    std::vector<float> g = random_vec(static_cast<size_t>(planes * oh * ow), 22);
    std::vector<float> ymax(g.size()), yavg(g.size()), dmax(x.size(), 7.0f), davg(x.size(), 7.0f);
    netc_k_max_pool2d_f32(x.data(), ymax.data(), planes, h, w, oh, ow, k, s);
    netc_k_avg_pool2d_f32(x.data(), yavg.data(), planes, h, w, oh, ow, k, s);
    netc_k_max_pool2d_grad_f32(x.data(), g.data(), dmax.data(), planes, h, w, oh, ow, k, s);
    netc_k_avg_pool2d_grad_f32(g.data(), davg.data(), planes, h, w, oh, ow, k, s);
    std::vector<float> dmax_ref(x.size(), 0.0f), davg_ref(x.size(), 0.0f);
    const float scale = 1.0f / static_cast<float>(k * k);
    for (int64_t pl = 0; pl < planes; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          size_t yo = static_cast<size_t>((pl * oh + i) * ow + j);
          float m = -INFINITY, acc = 0;
          size_t best = 0;
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v) {
              size_t at = static_cast<size_t>((pl * h + i * s + u) * w + j * s + v);
              if (x[at] > m) m = x[at], best = at;
              acc += x[at];
              davg_ref[at] += g[yo] * scale;
            }
          dmax_ref[best] += g[yo];
          ASSERT_EQ(ymax[yo], m) << yo;
          ASSERT_NEAR(yavg[yo], acc * scale, 1e-6f) << yo;
        }
    for (size_t i = 0; i < x.size(); ++i) {
      ASSERT_EQ(dmax[i], dmax_ref[i]) << i;
      ASSERT_NEAR(davg[i], davg_ref[i], 1e-6f) << i;  // the kernel's `+= g * scale` may be an fma
    }
  }
  // Element i of a dropout depends on (seed, step, i) only: a draw too small
  // to be split gives the prefix of one that is.
  const int64_t n = 200003, small = 1000;
  std::vector<float> big_x = random_vec(static_cast<size_t>(n), 23), big_y(big_x.size()), small_y(small);
  netc_k_dropout_f32(big_x.data(), big_y.data(), n, 0.3f, 5, 17, 0);
  netc_k_dropout_f32(big_x.data(), small_y.data(), small, 0.3f, 5, 17, 0);
  int64_t kept = 0;
  for (int64_t i = 0; i < n; ++i) {
    bool keep = netc::ir::dropout_keep(5, 17, static_cast<uint64_t>(i), 0.3f);
    ASSERT_EQ(big_y[static_cast<size_t>(i)], keep ? big_x[static_cast<size_t>(i)] * (1.0f / (1.0f - 0.3f)) : 0.0f) << i;
    if (i < small) {
      ASSERT_EQ(small_y[static_cast<size_t>(i)], big_y[static_cast<size_t>(i)]) << i;
    }
    kept += keep;
  }
  EXPECT_NEAR(static_cast<double>(kept) / n, 0.7, 0.01);
}

#if NETC_HAVE_VEC8
// The row kernels' exponential (runtime/cpu/vec8.h) is within 2 ulp of e^x
// over the whole range where e^x is a normal float, 0 below it, inf above.
TEST(CpuBackend, VectorExpWithinTwoUlp) {
  int worst = 0;
  for (float x = -87.3f; x < 88.7f; x += 0.000731f) {
    const float want = static_cast<float>(std::exp(static_cast<double>(x)));
    const float got = netc::cpu::vec8::exp8_one(x);
    int32_t a, b;
    std::memcpy(&a, &want, 4);
    std::memcpy(&b, &got, 4);
    worst = std::max(worst, std::abs(a - b));
    ASSERT_LE(std::abs(a - b), 2) << x;
  }
  EXPECT_LE(worst, 2);
  EXPECT_EQ(netc::cpu::vec8::exp8_one(0.0f), 1.0f);
  EXPECT_EQ(netc::cpu::vec8::exp8_one(-100.0f), 0.0f);
  EXPECT_EQ(netc::cpu::vec8::exp8_one(-INFINITY), 0.0f);
  EXPECT_EQ(netc::cpu::vec8::exp8_one(89.0f), INFINITY);
  EXPECT_TRUE(std::isnan(netc::cpu::vec8::exp8_one(NAN)));
  for (uint64_t z : {uint64_t{0}, uint64_t{1}, ~uint64_t{0}, uint64_t{0x9e3779b97f4a7c15}, uint64_t{1} << 63}) {
    alignas(32) uint64_t lanes[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), netc::cpu::vec8::mix64x4(_mm256_set1_epi64x(static_cast<int64_t>(z))));
    EXPECT_EQ(lanes[3], netc::splitmix::netc_mix64(z)) << z;
  }
}
#endif

// The generated code's exp, erf and tanh (arithmetic the loop vectoriser
// widens, base/f32_math.h) are within 2, 3 and 3 ulp of the exact values over their
// whole range, keep NaN, infinities and signs, give the same bits whether an
// element falls in a vector or in the loop's remainder, and exp gives the
// CPU kernels' bits (vec8.h's exp8).
TEST(CpuBackend, GeneratedExpErfTanhAreAccurateAndVectorised) {
  Program p = build(
      "model M() { fn forward(x: f32[N]) -> (f32[N], f32[N], f32[N]) { return (exp(x), erf(x), tanh(x)); } }\nm = M();\n");
  std::vector<float> x;
  for (float v = -90.0f; v < 90.0f; v += 0.00917f) x.push_back(v);
  for (float v : {0.0f, -0.0f, 1e-30f, -1e-7f, 1.0f, -1.0f, 0.99999994f, 3.92f, 10.0f, INFINITY, -INFINITY, NAN}) x.push_back(v);
  const int64_t n = static_cast<int64_t>(x.size());
  auto ulps = [](float a, float b) {
    int32_t ia, ib;
    std::memcpy(&ia, &a, 4);
    std::memcpy(&ib, &b, 4);
    return std::abs(static_cast<int64_t>(ia) - ib);
  };
  auto y = p.run("m.forward", {bytes(x)}, {{"N", n}});
  auto tail = p.run("m.forward", {bytes(std::vector<float>(x.end() - 13, x.end()))}, {{"N", 13}});
  for (int64_t i = 0; i < n; ++i) {
    const float v = x[static_cast<size_t>(i)], e = y[0][static_cast<size_t>(i)], r = y[1][static_cast<size_t>(i)];
    const float th = y[2][static_cast<size_t>(i)];
    if (std::isnan(v)) {
      EXPECT_TRUE(std::isnan(e) && std::isnan(r) && std::isnan(th));
      continue;
    }
    ASSERT_LE(ulps(th, static_cast<float>(std::tanh(static_cast<double>(v)))), 3) << v;
    const float exact_exp = static_cast<float>(std::exp(static_cast<double>(v)));
    if (v < netc::f32_math::kExpLow) EXPECT_EQ(e, 0.0f) << v;
    else if (v > netc::f32_math::kExpHigh) EXPECT_EQ(e, INFINITY) << v;
    else ASSERT_LE(ulps(e, exact_exp), 2) << v;
#if NETC_HAVE_VEC8
    ASSERT_EQ(ulps(e, netc::cpu::vec8::exp8_one(v)), 0) << v;
#endif
    ASSERT_LE(ulps(r, static_cast<float>(std::erf(static_cast<double>(v)))), 3) << v;
    if (i >= n - 13) {
      ASSERT_EQ(ulps(e, tail[0][static_cast<size_t>(i - (n - 13))]), 0) << v;
      ASSERT_EQ(ulps(r, tail[1][static_cast<size_t>(i - (n - 13))]), 0) << v;
      ASSERT_EQ(ulps(th, tail[2][static_cast<size_t>(i - (n - 13))]), 0) << v;
    }
  }
  EXPECT_TRUE(std::signbit(y[1][static_cast<size_t>(n - 11)]));  // erf(-0) = -0
  EXPECT_TRUE(std::signbit(y[2][static_cast<size_t>(n - 11)]));  // tanh(-0) = -0
}

// netc_k_softmax_f32 against softmax in double: rows of every length around
// the eight-wide vectors' edges, contiguous and strided, softmax and
// log-softmax; a masked (-inf) element is exactly 0 and a NaN makes its row
// NaN; a large draw (split over the threads) has each row as a small one's.
TEST(CpuBackend, SoftmaxRowsMatchDouble) {
  for (int64_t n : {1, 7, 8, 9, 16, 31, 128, 1000})
    for (int64_t inner : {1, 3})
      for (int32_t log : {0, 1}) {
        const int64_t outer = 5;
        std::vector<float> x = random_vec(static_cast<size_t>(outer * n * inner), 61), y(x.size());
        for (float& v : x) v *= 20.0f;  // values from -20 to 20: exponentials far apart
        netc_k_softmax_f32(x.data(), y.data(), outer, n, inner, log);
        for (int64_t o = 0; o < outer; ++o)
          for (int64_t in = 0; in < inner; ++in) {
            auto at = [&](int64_t k) { return static_cast<size_t>((o * n + k) * inner + in); };
            double m = -INFINITY, sum = 0;
            for (int64_t k = 0; k < n; ++k) m = std::max(m, static_cast<double>(x[at(k)]));
            for (int64_t k = 0; k < n; ++k) sum += std::exp(x[at(k)] - m);
            for (int64_t k = 0; k < n; ++k) {
              const double want = log ? x[at(k)] - m - std::log(sum) : std::exp(x[at(k)] - m) / sum;
              ASSERT_NEAR(y[at(k)], want, 2e-6 * std::max(1.0, std::fabs(want))) << n << " " << inner << " " << log << " " << k;
            }
          }
      }
  std::vector<float> x = {1.0f, -INFINITY, 2.0f, 0.5f, 0.0f, -1.0f, 3.0f, -INFINITY, 1.5f, 0.25f}, y(x.size());
  netc_k_softmax_f32(x.data(), y.data(), 1, 10, 1, 0);
  EXPECT_EQ(y[1], 0.0f);
  EXPECT_EQ(y[7], 0.0f);
  x[4] = NAN;
  netc_k_softmax_f32(x.data(), y.data(), 1, 10, 1, 0);
  for (float v : y) EXPECT_TRUE(std::isnan(v));
  // Short rows (eight at a time in a vector's lanes) and long ones: a row of
  // a large draw has the bits of the same row alone.
  for (int64_t n : {1, 5, 8, 9, 12, 16, 17, 24, 31, 37})
    for (int32_t log : {0, 1}) {
      const int64_t rows = 4001;
      std::vector<float> big = random_vec(static_cast<size_t>(rows * n), 62), big_y(big.size()), one_y(static_cast<size_t>(n));
      for (float& v : big) v *= 8.0f;
      netc_k_softmax_f32(big.data(), big_y.data(), rows, n, 1, log);
      for (int64_t r = 0; r < rows; r += 97) {
        netc_k_softmax_f32(big.data() + r * n, one_y.data(), 1, n, 1, log);
        for (int64_t k = 0; k < n; ++k) ASSERT_EQ(big_y[static_cast<size_t>(r * n + k)], one_y[static_cast<size_t>(k)]) << n << " " << r;
      }
    }
}

// netc_k_sgemm splits a large product over netc's threads, but never into
// parts small enough for OpenBLAS's small-matrix kernels (up to 100^3
// multiply-adds, AVX-512), which sum in another order than the whole
// product's kernels: the CNN's last layer, 100 x 10 x 1024, split in two,
// trained to other bits on 2 threads than on 1 (it is tile_gemm's now: a
// dimension of 10). A product just over 100^3 whose halves would be under
// it, with no dimension of 64 or fewer (those are tile_gemm's), has one
// whole call's bits, by rows and by columns: OpenBLAS's on one thread, or,
// where the tiles are wider than OpenBLAS's kernels and run it
// (wide_product), one tile_gemm over the whole product.
TEST(CpuBackend, ProductsAreNotSplitIntoOpenBlasSmallMatrices) {
  struct Shape { int m, n, k; };
  const int blas_threads = openblas_get_num_threads();
  openblas_set_num_threads(1);  // the reference: one call on one thread
  for (Shape z : {Shape{130, 80, 100}, Shape{80, 130, 100}}) {
    std::vector<float> a = random_vec(z.m * z.k, 41), b = random_vec(z.k * z.n, 42);
    std::vector<float> split(static_cast<size_t>(z.m * z.n), 7.0f), whole(split.size(), 7.0f);
    netc_k_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, z.m, z.n, z.k, 1.0f, a.data(), z.k, b.data(), z.n, 0.0f,
                 split.data(), z.n);
    if (cpu::tiles_wider_than_blas())
      cpu::tile_gemm(z.m, z.n, z.k, a.data(), z.k, 1, b.data(), z.n, false, whole.data(), z.n);
    else
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, z.m, z.n, z.k, 1.0f, a.data(), z.k, b.data(), z.n, 0.0f,
                  whole.data(), z.n);
    EXPECT_EQ(std::memcmp(split.data(), whole.data(), split.size() * sizeof(float)), 0) << z.m << "x" << z.n << "x" << z.k;
  }
  openblas_set_num_threads(blas_threads);
}

// The operands of netc_k_sgemm for C (m x n) = op(A) op(B) [+ C]: A and B
// transposed or not, their rows at strides of their own (`pad` and 2 `pad`
// past dense), C with 3 more columns and a row past its end; random from
// seeds s, s + 1 and s + 2. op(A)'s and op(B)'s elements through a_at, b_at.
struct ProductOperands {
  int m, n, k, ta, tb, lda, ldb, ldc;
  std::vector<float> a, b, c;
  ProductOperands(int m_, int n_, int k_, int ta_, int tb_, int pad, unsigned s)
      : m(m_), n(n_), k(k_), ta(ta_), tb(tb_), lda((ta_ == CblasTrans ? m_ : k_) + pad),
        ldb((tb_ == CblasTrans ? k_ : n_) + 2 * pad), ldc(n_ + 3),
        a(random_vec(static_cast<size_t>((ta_ == CblasTrans ? k_ : m_) * lda), s)),
        b(random_vec(static_cast<size_t>((tb_ == CblasTrans ? n_ : k_) * ldb), s + 1)),
        c(random_vec(static_cast<size_t>((m_ + 1) * ldc), s + 2)) {}
  float a_at(int i, int l) const { return a[static_cast<size_t>(ta == CblasTrans ? l * lda + i : i * lda + l)]; }
  float b_at(int l, int j) const { return b[static_cast<size_t>(tb == CblasTrans ? j * ldb + l : l * ldb + j)]; }
  // C after netc_k_sgemm with this beta (alpha 1).
  std::vector<float> product(float beta) const {
    std::vector<float> got = c;
    netc_k_sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a.data(), lda, b.data(), ldb, beta, got.data(), ldc);
    return got;
  }
};

// Products too large for tile_product run in the tiles where those run
// wider vectors than OpenBLAS's kernels (AVX-512's tiles with OpenBLAS held
// to AVX2's; AVX2's with its SSE3 Prescott kernels, as
// CpuBackend/tiles_over_sse3_blas runs this): every element one chain of
// fused multiply-adds in order, from 0 or from C (beta 1), for each
// transpose of A and B (a B^T copied in blocks that end inside a vector),
// rows with strides of their own, cut by rows and by columns; nothing
// outside C written. Elsewhere they are OpenBLAS's: within f32 rounding of
// the exact product.
TEST(CpuBackend, LargeProductsRunInTheWiderOfTheTilesAndOpenBlas) {
  struct Shape { int m, n, k; };
  const bool tiles = cpu::tiles_wider_than_blas();
  const char* held = std::getenv("OPENBLAS_CORETYPE");
  if (held && std::string(held) == "Prescott" && __builtin_cpu_supports("avx2")) {  // CpuBackend/tiles_over_sse3_blas
    ASSERT_TRUE(tiles) << "OpenBLAS runs " << cpu::blas_core() << ": the tile path would go untested";
  }
  for (Shape z : {Shape{256, 150, 300}, Shape{120, 260, 333}, Shape{70, 90, 1100}})
    for (int ta : {CblasNoTrans, CblasTrans})
      for (int tb : {CblasNoTrans, CblasTrans})
        for (float beta : {0.0f, 1.0f}) {
          const ProductOperands o(z.m, z.n, z.k, ta, tb, tb == CblasTrans ? 1 : 0, 81);
          const std::vector<float> got = o.product(beta);
          for (int i = 0; i <= z.m; ++i)
            for (int j = 0; j < o.ldc; ++j) {
              const size_t e = static_cast<size_t>(i * o.ldc + j);
              if (i == z.m || j >= z.n) {
                ASSERT_EQ(std::memcmp(&got[e], &o.c[e], sizeof(float)), 0) << "written outside C at " << i << ", " << j;
                continue;
              }
              float chain = beta != 0.0f ? o.c[e] : 0.0f;
              double exact = chain, size = std::fabs(exact);
              for (int l = 0; l < z.k; ++l) {
                chain = std::fmaf(o.a_at(i, l), o.b_at(l, j), chain);
                exact += double(o.a_at(i, l)) * o.b_at(l, j);
                size += std::fabs(double(o.a_at(i, l)) * o.b_at(l, j));
              }
              if (tiles)
                ASSERT_EQ(std::memcmp(&got[e], &chain, sizeof(float)), 0)
                    << z.m << "x" << z.n << "x" << z.k << " ta " << ta << " tb " << tb << " beta " << beta << " at " << i
                    << ", " << j;
              else
                ASSERT_LE(std::fabs(got[e] - exact), (z.k + 1) * 0x1p-24 * size)
                    << z.m << "x" << z.n << "x" << z.k << " ta " << ta << " tb " << tb << " beta " << beta;
            }
        }
}

// dot_gemm's sum of a row of A (a(l)) and of B (b(l)), k long: eight lane
// chains of fused multiply-adds over l = q, q + 8, ... up to k rounded up to
// a multiple of 8 (the elements past k read as 0), added in pairs.
template <class A, class B>
float dot_lanes(const A& a, const B& b, int64_t k) {
  float s[8] = {};
  for (int64_t l = 0; l < (k + 7) / 8 * 8; ++l) s[l % 8] = std::fmaf(l < k ? a(l) : 0.0f, l < k ? b(l) : 0.0f, s[l % 8]);
  return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
}

// netc_k_sgemm's products of 2^18 to 100^3 multiply-adds (an attention
// layer's 768 x 32 x 32), and those with a dimension of 64 or fewer up to
// 2^24 (its feed-forward's 768 x 128 x 32, the CNN's last layer's 100 x 10 x
// 1024, the tiny MLP's weight gradient 128 x 784 x 64), run as tile_gemm split over the threads: every
// element one chain of fused multiply-adds in order, from 0 or from C
// (beta 1), for each transpose of A and B, a B^T with a row stride of its
// own, cut by rows and by columns; nothing outside C written. The same bits
// on 1, 2 or 8 threads (CpuBackend/eight_threads). A B^T of more than 8,192
// floats (not packed on the stack) is copied a block at a time with
// AVX-512's tiles (in-order chains as above); with AVX2's (and
// CpuBackend/avx2_tiles), it is dot_gemm's at a depth of 512 or more
// with A not transposed (x W^T: every element dot_lanes, from 0 or added to
// C), else OpenBLAS's, cut into parts as larger
// products are: with its AVX-512 kernels (SkylakeX) one call's bits, with
// its AVX2 ones (Haswell, Zen: other last bits for a product cut into
// parts, docs/architecture.md) within f32 rounding of the exact product.
TEST(CpuBackend, MidSizedProductsAreInOrderChainsOnAnyThreadCount) {
  struct Shape { int m, n, k; };
  const bool one_call_bits = cpu::blas_core() == "SkylakeX" || cpu::blas_core() == "Cooperlake";
  const bool tiles_over_blas = cpu::tiles_wider_than_blas();
  for (Shape z : {Shape{768, 32, 32}, Shape{32, 32, 768}, Shape{96, 130, 50}, Shape{40, 300, 77}, Shape{768, 128, 32},
                  Shape{100, 10, 1024}, Shape{1024, 10, 100}, Shape{128, 784, 64}, Shape{64, 200, 600}, Shape{32, 256, 200}})
    for (int ta : {CblasNoTrans, CblasTrans})
      for (int tb : {CblasNoTrans, CblasTrans})
        for (float beta : {0.0f, 1.0f})
          for (int pad : {0, 1}) {  // rows of A and B with a stride of their own, or dense
            const ProductOperands o(z.m, z.n, z.k, ta, tb, pad, 71);
            const int ldc = o.ldc;
            std::vector<float> c = o.c, want = c;
            const bool packed = tb != CblasTrans || z.k * z.n <= 8192;
            const bool dot_shape = ta == CblasNoTrans && z.k >= 512;
            // B^T copied a block at a time: with AVX-512's tiles, or what is not dot_gemm's where
            // OpenBLAS's kernels are narrower than the tiles
            const bool blocks = !packed && (cpu::tile_vector_floats() > 8 || (tiles_over_blas && !dot_shape));
            const bool dot = !packed && !blocks && dot_shape;
            if (!packed && !blocks && !dot && !one_call_bits) {  // the exact product, and f32's error bound for a sum of k products
              const std::vector<float> got = o.product(beta);
              for (int i = 0; i <= z.m; ++i)
                for (int j = 0; j < ldc; ++j) {
                  const size_t e = static_cast<size_t>(i * ldc + j);
                  if (i == z.m || j >= z.n) {
                    ASSERT_EQ(std::memcmp(&got[e], &c[e], sizeof(float)), 0) << "written outside C at " << i << ", " << j;
                    continue;
                  }
                  double exact = beta != 0.0f ? c[e] : 0.0, size = std::fabs(exact);
                  for (int l = 0; l < z.k; ++l) {
                    const double p = double(o.a_at(i, l)) * o.b_at(l, j);
                    exact += p;
                    size += std::fabs(p);
                  }
                  ASSERT_LE(std::fabs(got[e] - exact), (z.k + 1) * 0x1p-24 * size)
                      << z.m << "x" << z.n << "x" << z.k << " ta " << ta << " tb " << tb << " beta " << beta << " at " << i
                      << ", " << j;
                }
              continue;
            }
            if (dot)
              for (int i = 0; i < z.m; ++i)
                for (int j = 0; j < z.n; ++j) {
                  const float sum = dot_lanes([&](int64_t l) { return o.a_at(i, static_cast<int>(l)); },
                                              [&](int64_t l) { return o.b_at(static_cast<int>(l), j); }, z.k);
                  float& w = want[static_cast<size_t>(i * ldc + j)];
                  w = beta != 0.0f ? w + sum : sum;
                }
            else if (!packed && !blocks) {  // the reference: one call on one OpenBLAS thread
              const int blas_threads = openblas_get_num_threads();
              openblas_set_num_threads(1);
              cblas_sgemm(CblasRowMajor, static_cast<CBLAS_TRANSPOSE>(ta), static_cast<CBLAS_TRANSPOSE>(tb), z.m, z.n, z.k,
                          1.0f, o.a.data(), o.lda, o.b.data(), o.ldb, beta, want.data(), ldc);
              openblas_set_num_threads(blas_threads);
            } else
              for (int i = 0; i < z.m; ++i)
                for (int j = 0; j < z.n; ++j) {
                  float chain = beta != 0.0f ? c[static_cast<size_t>(i * ldc + j)] : 0.0f;
                  for (int l = 0; l < z.k; ++l) chain = std::fmaf(o.a_at(i, l), o.b_at(l, j), chain);
                  want[static_cast<size_t>(i * ldc + j)] = chain;
                }
            c = o.product(beta);
            ASSERT_EQ(std::memcmp(c.data(), want.data(), c.size() * sizeof(float)), 0)
                << z.m << "x" << z.n << "x" << z.k << " ta " << ta << " tb " << tb << " beta " << beta << " pad " << pad;
          }
}

// netc_k_gemm_bf16 (runtime/cpu/bf16_gemm.cc), on oneDNN where this machine
// has it and with NETC_NO_ONEDNN (the operands widened, OpenBLAS), and
// netc_k_gemm_f16 (widened): C = op(A) op(B) of 16-bit operands, each
// element within f32 summation error of the product of the rounded values
// summed in double, for every transpose, shapes split over threads by rows
// and by columns and not split, strided operands (a part's offset into A, B
// and C), and nothing outside C written.
TEST(CpuBackend, HalfProductsSumTheRoundedValuesInF32) {
  struct Shape { int m, n, k; };
  using Gemm = void (*)(int32_t, int32_t, int32_t, int32_t, int32_t, int32_t, float, const uint16_t*, int32_t,
                        const uint16_t*, int32_t, float, float*, int32_t);
  struct Path {
    std::string name;
    bool no_onednn;
    uint16_t (*bits)(float);
    float (*value)(uint16_t);
    Gemm gemm;
  };
  std::vector<Path> paths = {{"bf16 widened", true, netc::bf16_bits, netc::bf16_value, netc_k_gemm_bf16},
                             {"f16 widened", false, netc::f16_bits, netc::f16_value, netc_k_gemm_f16}};
  if (netc::cpu::bf16_products().find("oneDNN") != std::string::npos)
    paths.insert(paths.begin(), {"bf16 oneDNN", false, netc::bf16_bits, netc::bf16_value, netc_k_gemm_bf16});
  for (const Path& path : paths) {
    if (path.no_onednn) setenv("NETC_NO_ONEDNN", "1", 1);
    for (Shape z : {Shape{3, 5, 7}, Shape{300, 40, 130}, Shape{40, 300, 130}, Shape{257, 129, 65}})
      for (int ta = 0; ta < 2; ++ta)
        for (int tb = 0; tb < 2; ++tb) {
          const int lda = (ta ? z.m : z.k) + 3, ldb = (tb ? z.k : z.n) + 5, ldc = z.n + 2;
          std::vector<float> af = random_vec(static_cast<size_t>((ta ? z.k : z.m) * lda), 61);
          std::vector<float> bf = random_vec(static_cast<size_t>((tb ? z.n : z.k) * ldb), 62);
          std::vector<uint16_t> a(af.size()), b(bf.size());
          for (size_t i = 0; i < a.size(); ++i) a[i] = path.bits(af[i]);
          for (size_t i = 0; i < b.size(); ++i) b[i] = path.bits(bf[i]);
          std::vector<float> c(static_cast<size_t>(z.m * ldc + 1), 7.0f);
          path.gemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, z.m, z.n, z.k, 1.0f,
                    a.data(), lda, b.data(), ldb, 0.0f, c.data(), ldc);
          for (int i = 0; i < z.m; ++i)
            for (int j = 0; j < ldc; ++j) {
              const float got = c[static_cast<size_t>(i * ldc + j)];
              if (j >= z.n) {
                ASSERT_EQ(got, 7.0f) << path.name << ": written outside C at " << i << ", " << j;
                continue;
              }
              double want = 0, size = 0;
              for (int l = 0; l < z.k; ++l) {
                double x = path.value(a[static_cast<size_t>(ta ? l * lda + i : i * lda + l)]);
                double y = path.value(b[static_cast<size_t>(tb ? j * ldb + l : l * ldb + j)]);
                want += x * y;
                size += std::abs(x * y);
              }
              // f32 summation's worst case: k roundings of at most 2^-24 of the running sum.
              ASSERT_NEAR(got, want, z.k * 6e-8 * size) << path.name << " " << z.m << "x" << z.n << "x" << z.k
                                                        << " ta " << ta << " tb " << tb << " at " << i << ", " << j;
            }
          EXPECT_EQ(c.back(), 7.0f) << path.name;
        }
    unsetenv("NETC_NO_ONEDNN");
  }
}

// The parts of a bf16 product run at the same time on netc's threads, each
// primitive with its own thread's scratch: the same bits every time. The
// first oneDNN version left the scratch to oneDNN, whose primitive keeps the
// scratchpad of the thread that made it (Debian's oneDNN is built without
// DNNL_ENABLE_CONCURRENT_EXEC): parts of other sizes, made on one thread
// and run on two, overwrote each other's packed B, and the CNN's last layer
// (rows of 128 and of a short last batch, x 10 x 1152, B transposed) came
// out wrong now and then.
TEST(CpuBackend, Bf16ProductPartsDoNotShareScratch) {
  struct Shape { int m, n, k, ta, tb; };
  const std::vector<Shape> shapes = {{128, 10, 1152, 0, 1}, {108, 10, 1152, 0, 1}, {92, 10, 1152, 0, 1},
                                     {10, 1152, 108, 1, 0}, {300, 64, 200, 1, 1}};
  std::vector<std::vector<uint16_t>> as, bs;
  std::vector<std::vector<float>> firsts(shapes.size());
  for (const Shape& z : shapes) {
    std::vector<float> af = random_vec(static_cast<size_t>(z.m * z.k), 71), bf = random_vec(static_cast<size_t>(z.k * z.n), 72);
    as.emplace_back(af.size());
    bs.emplace_back(bf.size());
    for (size_t i = 0; i < af.size(); ++i) as.back()[i] = netc::bf16_bits(af[i]);
    for (size_t i = 0; i < bf.size(); ++i) bs.back()[i] = netc::bf16_bits(bf[i]);
  }
  for (int rep = 0; rep < 300; ++rep)  // the shapes in turn, so that parts of each meet the others' primitives
    for (size_t s = 0; s < shapes.size(); ++s) {
      const Shape& z = shapes[s];
      std::vector<float> c(static_cast<size_t>(z.m * z.n));
      netc_k_gemm_bf16(CblasRowMajor, z.ta ? CblasTrans : CblasNoTrans, z.tb ? CblasTrans : CblasNoTrans, z.m, z.n, z.k,
                       1.0f, as[s].data(), z.ta ? z.m : z.k, bs[s].data(), z.tb ? z.k : z.n, 0.0f, c.data(), z.n);
      if (rep == 0) firsts[s] = c;
      else
        ASSERT_EQ(std::memcmp(firsts[s].data(), c.data(), c.size() * sizeof(float)), 0)
            << z.m << "x" << z.n << "x" << z.k << " ta " << z.ta << " tb " << z.tb << ": repetition " << rep << " differs";
    }
}

// netc_k_conv2d*_bf16 (oneDNN's convolutions where this machine has them,
// and with NETC_NO_ONEDNN the operands widened and the f32 kernels) and
// *_f16 (widened): the convolution, its input gradient and its weight
// gradient of 16-bit operands, each element within f32 summation error of
// the rounded values' products summed in double, for strides, paddings
// (one whose last stride does not fit), one image and batches split over
// threads; the same bits when repeated (each share's own scratch).
TEST(CpuBackend, HalfConvolutionsSumTheRoundedValuesInF32) {
  using Conv = void (*)(const uint16_t*, const uint16_t*, float*, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                        int64_t, int64_t, int64_t, int64_t, int64_t);
  struct Path {
    std::string name;
    bool no_onednn;
    uint16_t (*bits)(float);
    float (*value)(uint16_t);
    Conv conv[3];  // forward, input gradient, weight gradient
  };
  std::vector<Path> paths = {
      {"bf16 widened", true, netc::bf16_bits, netc::bf16_value,
       {netc_k_conv2d_bf16, netc_k_conv2d_grad_input_bf16, netc_k_conv2d_grad_weight_bf16}},
      {"f16 widened", false, netc::f16_bits, netc::f16_value,
       {netc_k_conv2d_f16, netc_k_conv2d_grad_input_f16, netc_k_conv2d_grad_weight_f16}}};
  if (netc::cpu::bf16_convolutions().find("oneDNN") != std::string::npos)
    paths.insert(paths.begin(), {"bf16 oneDNN", false, netc::bf16_bits, netc::bf16_value,
                                 {netc_k_conv2d_bf16, netc_k_conv2d_grad_input_bf16, netc_k_conv2d_grad_weight_bf16}});
  struct Shape { int64_t n, c, h, w, o, k, s, p; };
  const std::vector<Shape> shapes = {{1, 1, 5, 5, 1, 3, 1, 0}, {7, 3, 9, 8, 5, 3, 1, 1}, {6, 4, 10, 10, 6, 3, 2, 1},
                                     {5, 2, 9, 9, 3, 2, 2, 0}, {9, 16, 14, 14, 8, 5, 1, 2}};
  for (const Path& path : paths) {
    if (path.no_onednn) setenv("NETC_NO_ONEDNN", "1", 1);
    for (const Shape& z : shapes) {
      const int64_t oh = (z.h + 2 * z.p - z.k) / z.s + 1, ow = (z.w + 2 * z.p - z.k) / z.s + 1;
      const int64_t nx = z.n * z.c * z.h * z.w, nw = z.o * z.c * z.k * z.k, ny = z.n * z.o * oh * ow;
      auto rounded = [&](int64_t n, unsigned seed) {
        std::vector<float> f = random_vec(static_cast<size_t>(n), seed);
        std::vector<uint16_t> b(f.size());
        for (size_t i = 0; i < f.size(); ++i) b[i] = path.bits(f[i]);
        return b;
      };
      const std::vector<uint16_t> x = rounded(nx, 81), w = rounded(nw, 82), g = rounded(ny, 83);
      // The three in double, with the sum of |products| of each element.
      std::vector<double> want[3] = {std::vector<double>(ny), std::vector<double>(nx), std::vector<double>(nw)};
      std::vector<double> size[3] = {std::vector<double>(ny), std::vector<double>(nx), std::vector<double>(nw)};
      for (int64_t b = 0; b < z.n; ++b)
        for (int64_t oc = 0; oc < z.o; ++oc)
          for (int64_t ic = 0; ic < z.c; ++ic)
            for (int64_t i = 0; i < oh; ++i)
              for (int64_t j = 0; j < ow; ++j)
                for (int64_t u = 0; u < z.k; ++u)
                  for (int64_t v = 0; v < z.k; ++v) {
                    const int64_t yi = i * z.s - z.p + u, xj = j * z.s - z.p + v;
                    if (yi < 0 || yi >= z.h || xj < 0 || xj >= z.w) continue;
                    const int64_t xa = ((b * z.c + ic) * z.h + yi) * z.w + xj, wa = ((oc * z.c + ic) * z.k + u) * z.k + v,
                                  ya = ((b * z.o + oc) * oh + i) * ow + j;
                    const double xv = path.value(x[xa]), wv = path.value(w[wa]), gv = path.value(g[ya]);
                    want[0][ya] += xv * wv, size[0][ya] += std::abs(xv * wv);
                    want[1][xa] += gv * wv, size[1][xa] += std::abs(gv * wv);
                    want[2][wa] += xv * gv, size[2][wa] += std::abs(xv * gv);
                  }
      const uint16_t* a[3] = {x.data(), g.data(), x.data()};
      const uint16_t* bb[3] = {w.data(), w.data(), g.data()};
      const int64_t terms[3] = {z.c * z.k * z.k, z.o * z.k * z.k, z.n * oh * ow};
      for (int kind = 0; kind < 3; ++kind) {
        std::vector<float> got(want[kind].size() + 1, 7.0f), again(got.size(), 7.0f);
        for (std::vector<float>* out : {&got, &again})
          path.conv[kind](a[kind], bb[kind], out->data(), z.n, z.c, z.h, z.w, z.o, z.k, z.k, oh, ow, z.s, z.p);
        EXPECT_EQ(got.back(), 7.0f) << path.name << " kind " << kind << ": written past the result";
        EXPECT_EQ(std::memcmp(got.data(), again.data(), got.size() * sizeof(float)), 0)
            << path.name << " kind " << kind << ": not the same bits when repeated";
        for (size_t e = 0; e < want[kind].size(); ++e)
          ASSERT_NEAR(got[e], want[kind][e], terms[kind] * 6e-8 * size[kind][e] + 1e-30)
              << path.name << " kind " << kind << " n " << z.n << " c " << z.c << " " << z.h << "x" << z.w << " o "
              << z.o << " k " << z.k << " s " << z.s << " p " << z.p << " at " << e;
      }
    }
    unsetenv("NETC_NO_ONEDNN");
  }
}

// tile_gemm: every element of C is one chain of fused multiply-adds over k
// in order, from 0 or from C's value: the same bits as fmaf in a loop, for
// every row count of a tile, columns that end inside any vector of a panel
// of 1, 2 or 4 vectors of 8 (AVX2) or 16 (AVX-512), depths across its
// 64- and 128-deep blocks, and A row-major, transposed and strided. Nothing
// outside C's m x n elements is written.
TEST(TileGemm, EveryElementIsOneFusedChainInOrder) {
  for (int64_t m : {1, 2, 5, 6, 7, 13})
    for (int64_t n : {1, 3, 8, 9, 16, 17, 31, 33, 40, 64, 65, 100})
      for (int64_t k : {0, 1, 3, 64, 65, 128, 129, 300})
        for (int layout = 0; layout < 3; ++layout)
          for (bool accumulate : {false, true}) {
            // A's element (i, l) at i * a_row + l * a_col
            const int64_t a_row = layout == 0 ? k : layout == 1 ? 1 : 2 * k + 1, a_col = layout == 0 ? 1 : layout == 1 ? m : 2;
            const int64_t ldb = n + 3, ldc = n + 5;
            std::vector<float> a = random_vec(static_cast<size_t>(m * (2 * k + 1) + 1), 51);
            std::vector<float> b = random_vec(static_cast<size_t>(std::max<int64_t>(k, 1) * ldb), 52);
            std::vector<float> c = random_vec(static_cast<size_t>((m + 1) * ldc), 53), want = c;
            for (int64_t i = 0; i < m; ++i)
              for (int64_t j = 0; j < n; ++j) {
                float chain = accumulate ? c[static_cast<size_t>(i * ldc + j)] : 0.0f;
                for (int64_t l = 0; l < k; ++l)
                  chain = std::fmaf(a[static_cast<size_t>(i * a_row + l * a_col)], b[static_cast<size_t>(l * ldb + j)], chain);
                want[static_cast<size_t>(i * ldc + j)] = chain;
              }
            cpu::tile_gemm(m, n, k, a.data(), a_row, a_col, b.data(), ldb, accumulate, c.data(), ldc);
            ASSERT_EQ(std::memcmp(c.data(), want.data(), c.size() * sizeof(float)), 0)
                << m << "x" << n << "x" << k << " layout " << layout << (accumulate ? " accumulating" : "");
          }
}

// dot_gemm: every element of C = A B^T is dot_lanes of a row of A and one
// of B, from 0 or added to C's value, bit for bit: for every row count of a
// tile and its edges (4 rows of A by 3 of B), depths that end inside a
// vector or on its edge, row strides of their own. Nothing outside C's m x
// n elements is written.
TEST(DotGemm, EveryElementIsTheSumOfEightLaneChains) {
  for (int64_t m : {1, 2, 3, 4, 5, 7, 13})
    for (int64_t n : {1, 2, 3, 4, 5, 7, 13})
      for (int64_t k : {0, 1, 7, 8, 9, 512, 784, 1000})
        for (bool accumulate : {false, true}) {
          const int64_t lda = k + 3, ldb = k + 1, ldc = n + 5;
          std::vector<float> a = random_vec(static_cast<size_t>(m * lda), 54), b = random_vec(static_cast<size_t>(n * ldb), 55);
          std::vector<float> c = random_vec(static_cast<size_t>((m + 1) * ldc), 56), want = c;
          for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
              const float sum = dot_lanes([&](int64_t l) { return a[static_cast<size_t>(i * lda + l)]; },
                                          [&](int64_t l) { return b[static_cast<size_t>(j * ldb + l)]; }, k);
              float& w = want[static_cast<size_t>(i * ldc + j)];
              w = accumulate ? w + sum : sum;
            }
          cpu::dot_gemm(m, n, k, a.data(), lda, b.data(), ldb, accumulate, c.data(), ldc);
          ASSERT_EQ(std::memcmp(c.data(), want.data(), c.size() * sizeof(float)), 0)
              << m << "x" << n << "x" << k << (accumulate ? " accumulating" : "");
        }
}

TEST(TileGemm, TransposeMovesEveryElement) {
  for (auto [rows, cols] : {std::pair<int64_t, int64_t>{1, 1}, {8, 8}, {9, 17}, {16, 3}, {32, 784}, {64, 196}}) {
    std::vector<float> m = random_vec(static_cast<size_t>(rows * cols), 61), t(m.size(), 7.0f);
    cpu::transpose(m.data(), rows, cols, t.data());
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        ASSERT_EQ(t[static_cast<size_t>(j * rows + i)], m[static_cast<size_t>(i * cols + j)]) << rows << "x" << cols;
  }
}

// The dropout kernel compares 24 integer bits with dropout_threshold(p):
// the same decision as dropout_keep's k / 2^24 >= p, for every k, at
// probabilities on and between the steps of 2^-24.
TEST(CpuBackend, DropoutThresholdDecidesAsTheUniformNumber) {
  for (double p : {0.0, 1e-12, 0.3, double(0.3f), 0.5, 0.25 + 1.0 / (1 << 25), 1.0 / (1 << 24), 0.999999, 1.0}) {
    const uint64_t t = netc::ir::dropout_threshold(p);
    for (int64_t d = -3; d <= 3; ++d) {
      const int64_t k = static_cast<int64_t>(t) + d;
      if (k < 0 || k >= (int64_t{1} << 24)) continue;
      EXPECT_EQ(static_cast<uint64_t>(k) >= t, static_cast<double>(k) * (1.0 / 16777216.0) >= p) << p << " " << k;
    }
  }
}

TEST(CpuBackend, SoftmaxGatherArgmax) {
  Program p = build("model S() { fn forward(l: f32[B, 3]) -> f32[B, 3] { return softmax(l, axis = 1) + log_softmax(l, axis = 1); } }\n"
                    "s = S();\n");
  std::vector<float> l = random_vec(6, 3);
  auto y = p.run("s.forward", {bytes(l)}, {{"B", 2}});
  for (int b = 0; b < 2; ++b) {
    double z = 0;
    for (int k = 0; k < 3; ++k) z += std::exp(l[b * 3 + k]);
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(y[0][b * 3 + k], std::exp(l[b * 3 + k]) / z + (l[b * 3 + k] - std::log(z)), 1e-5);
  }
}

TEST(CpuBackend, Conv2dAndPooling) {
  Program p = build("import std.nn;\nmodel C() { c = Conv2d(2, 3, 3, padding = 1);\n"
                    "  fn forward(x: f32[N, 2, 6, 6]) -> f32[N, 3, 3, 3] { return max_pool2d(c(x), kernel = 2); } }\n"
                    "m = C();\n");
  p.param("m.c.weight") = random_vec(3 * 2 * 9, 4);
  p.param("m.c.bias") = {0.1f, 0.2f, 0.3f};
  std::vector<float> x = random_vec(2 * 2 * 36, 5);
  auto y = p.run("m.forward", {bytes(x)}, {{"N", 2}});
  const auto& w = p.param("m.c.weight");
  for (int n = 0; n < 2; ++n)
    for (int o = 0; o < 3; ++o)
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
          float best = -1e30f;
          for (int u = 0; u < 2; ++u)
            for (int v = 0; v < 2; ++v) {
              int yi = 2 * i + u, xj = 2 * j + v;
              float acc = p.param("m.c.bias")[o];
              for (int c = 0; c < 2; ++c)
                for (int a = 0; a < 3; ++a)
                  for (int bb = 0; bb < 3; ++bb) {
                    int r = yi - 1 + a, s = xj - 1 + bb;
                    if (r < 0 || r >= 6 || s < 0 || s >= 6) continue;
                    acc += x[((n * 2 + c) * 6 + r) * 6 + s] * w[((o * 2 + c) * 3 + a) * 3 + bb];
                  }
              best = std::max(best, acc);
            }
          EXPECT_NEAR(y[0][((n * 3 + o) * 3 + i) * 3 + j], best, 1e-5);
        }
}

TEST(CpuBackend, BatchedMatmulAndMaterialisedTranspose) {
  Program p = build("model M() { param w: f32[4, 5] = ones;\n"
                    "  fn forward(x: f32[B, 3, 4]) -> f32[B, 5, 3] { return transpose(matmul(x, w)); } }\n"
                    "m = M();\n");
  p.param("m.w") = random_vec(20, 6);
  std::vector<float> x = random_vec(2 * 12, 7);
  auto y = p.run("m.forward", {bytes(x)}, {{"B", 2}});
  for (int b = 0; b < 2; ++b)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 5; ++j) {
        float acc = 0;
        for (int k = 0; k < 4; ++k) acc += x[(b * 3 + i) * 4 + k] * p.param("m.w")[k * 5 + j];
        EXPECT_NEAR(y[0][(b * 5 + j) * 3 + i], acc, 1e-5);
      }
}

TEST(CpuBackend, TrainStepLossOfTheExampleNetwork) {
  // The Fashion-MNIST step function computes cross-entropy: with all-zero
  // parameters every class is equally likely, so the loss is log(10).
  Program p = build("import std.nn;\n"
                    "dataset d { x: f32[4] = csv(\"d.csv\", columns = [0, 1, 2, 3]); y: i64[] = csv(\"d.csv\", columns = [4]); }\n"
                    "net = Linear(4, 10);\n"
                    "train net on d { logits = net(batch.x); loss = cross_entropy(logits, batch.y);\n"
                    "  acc = accuracy(logits, batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  std::vector<float> x = random_vec(8 * 4, 8);
  std::vector<int64_t> labels = {0, 1, 2, 3, 4, 5, 6, 7};
  auto out = p.run("train.net.d.step", {bytes(x), bytes(labels)}, {{"B", 8}});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_NEAR(out[0][0], std::log(10.0f), 1e-5);
  EXPECT_NEAR(out[1][0], 1.0f / 8.0f, 1e-6);  // argmax of equal logits is class 0; one label is 0
}

// Every combination of transposed operands, in the generated small-product
// loops and in sgemm (large enough to be called).
TEST(CpuBackend, MatmulTransposeFlagsSmallAndLarge) {
  for (int n : {5, 80}) {
    std::string d = std::to_string(n);
    Program p = build("model M() { param a: f32[" + d + ", " + d + "] = ones; param b: f32[" + d + ", " + d + "] = ones;\n"
                      "  fn forward(x: f32[B, " + d + "]) -> f32[" + d + ", " + d + "] {\n"
                      "    return matmul(a, b) + matmul(transpose(a), b) * 2.0 + matmul(a, transpose(b)) * 3.0\n"
                      "         + matmul(transpose(a), transpose(b)) * 4.0; } }\nm = M();\n");
    p.param("m.a") = random_vec(n * n, 9);
    p.param("m.b") = random_vec(n * n, 10);
    std::vector<float> x(n);
    auto y = p.run("m.forward", {bytes(x)}, {{"B", 1}});
    const auto& A = p.param("m.a");
    const auto& Bm = p.param("m.b");
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        double want = 0;
        for (int k = 0; k < n; ++k)
          want += A[i * n + k] * Bm[k * n + j] + 2.0 * A[k * n + i] * Bm[k * n + j] + 3.0 * A[i * n + k] * Bm[j * n + k] +
                  4.0 * A[k * n + i] * Bm[j * n + k];
        EXPECT_NEAR(y[0][i * n + j], want, 1e-3) << n << " " << i << " " << j;
      }
  }
}

// Rectangular small products (generated register tiles and loops, not
// sgemm) for every combination of transposed operands (a transposed B is
// packed first).
struct ProductSize {
  int m, k, n;
};

// A model `t` with a [m, k], at [k, m], b [k, n] and bt [n, k], random from
// `seed` on, whose forward(x: f32[B, 1]) returns `body`, of type `results`
// (written with M and N for C's dims).
Program small_products(ProductSize z, std::string results, const std::string& body, unsigned seed) {
  std::string M = std::to_string(z.m), K = std::to_string(z.k), N = std::to_string(z.n);
  for (auto [dim, size] : {std::pair<char, std::string>{'M', M}, {'N', N}})
    for (size_t at; (at = results.find(dim)) != std::string::npos;) results.replace(at, 1, size);
  Program p = build("model T() { param a: f32[" + M + ", " + K + "] = ones; param at: f32[" + K + ", " + M +
                    "] = ones;\n  param b: f32[" + K + ", " + N + "] = ones; param bt: f32[" + N + ", " + K +
                    "] = ones;\n  fn forward(x: f32[B, 1]) -> " + results + " {\n    return " + body + "; } }\nt = T();\n");
  p.param("t.a") = random_vec(z.m * z.k, seed);
  p.param("t.at") = random_vec(z.k * z.m, seed + 1);
  p.param("t.b") = random_vec(z.k * z.n, seed + 2);
  p.param("t.bt") = random_vec(z.n * z.k, seed + 3);
  return p;
}

TEST(CpuBackend, RectangularSmallProductsWithEveryTranspose) {
  using Size = ProductSize;
  // Shapes that fill the register tiles of C exactly, that leave edge rows
  // and columns, and that have no full tile, with 256-bit vectors (AVX2) and
  // with the host's (AVX-512); attention's few columns (12, 8) take narrower
  // tiles (tile_shape). A transposed B is packed in 8 x 8 blocks with edges
  // right of and below them (7x20x27: both).
  for (int bits : {256, 0})
    for (Size z : {Size{32, 64, 64}, Size{9, 5, 37}, Size{3, 7, 5}, Size{4, 1, 16}, Size{17, 200, 18},
                   Size{6, 3, 70}, Size{8, 40, 130}, Size{12, 8, 12}, Size{12, 12, 8}, Size{5, 4, 96}, Size{7, 20, 27}}) {
      Program p = small_products(z, "f32[M, N]",
                                 "matmul(a, b) + matmul(transpose(at), b) * 2.0 + matmul(a, transpose(bt)) * 3.0\n"
                                 "         + matmul(transpose(at), transpose(bt)) * 4.0",
                                 11);
      std::vector<float> x(1);
      cpu::LowerOptions o;
      o.vector_bits = bits;
      auto y = p.run("t.forward", {bytes(x)}, {{"B", 1}}, o);
      const auto &a = p.param("t.a"), &at = p.param("t.at"), &b = p.param("t.b"), &bt = p.param("t.bt");
      for (int i = 0; i < z.m; ++i)
        for (int j = 0; j < z.n; ++j) {
          double want = 0;
          for (int k = 0; k < z.k; ++k)
            want += double(a[i * z.k + k]) * b[k * z.n + j] + 2.0 * at[k * z.m + i] * b[k * z.n + j] +
                    3.0 * a[i * z.k + k] * bt[j * z.k + k] + 4.0 * at[k * z.m + i] * bt[j * z.k + k];
          ASSERT_NEAR(y[0][i * z.n + j], want, 1e-5 * (1 + std::abs(want)) * z.k)
              << bits << " bits, " << z.m << "x" << z.k << "x" << z.n << " at " << i << ", " << j;
        }
    }
}

// Every element of a small product with an untransposed B (or a B^T packed
// on the stack) is the sum over k in order, one fused multiply-add at a time,
// from zero: the same bits whether a register tile, the narrow columns right
// of the tiles (a layer of 10 outputs: 8 in tiles, 2 carried in registers,
// several rows at once) or the rows below them compute it.
TEST(CpuBackend, SmallProductsSumInOrderWhateverComputesAnElement) {
  if (!__builtin_cpu_supports("fma")) GTEST_SKIP() << "the products fuse their multiply-adds only with FMA";
  using Size = ProductSize;
  for (int bits : {256, 0})
    for (Size z : {Size{64, 128, 10}, Size{9, 5, 37}, Size{3, 7, 5}, Size{17, 200, 18}, Size{6, 3, 70},
                   Size{8, 40, 130}, Size{13, 33, 63}, Size{32, 64, 64}}) {
      Program p = small_products(z, "(f32[M, N], f32[M, N])", "(matmul(a, b), matmul(transpose(at), b))", 21);
      std::vector<float> x(1);
      cpu::LowerOptions o;
      o.vector_bits = bits;
      auto y = p.run("t.forward", {bytes(x)}, {{"B", 1}}, o);
      const auto &a = p.param("t.a"), &at = p.param("t.at"), &b = p.param("t.b");
      for (int i = 0; i < z.m; ++i)
        for (int j = 0; j < z.n; ++j) {
          float want = 0, want_t = 0;
          for (int k = 0; k < z.k; ++k) {
            want = std::fmaf(a[i * z.k + k], b[k * z.n + j], want);
            want_t = std::fmaf(at[k * z.m + i], b[k * z.n + j], want_t);
          }
          ASSERT_EQ(y[0][i * z.n + j], want) << bits << " bits, " << z.m << "x" << z.k << "x" << z.n << " at " << i << ", " << j;
          ASSERT_EQ(y[1][i * z.n + j], want_t) << bits << " bits, transposed A, " << z.m << "x" << z.k << "x" << z.n
                                               << " at " << i << ", " << j;
        }
    }
}

// Batched small products (attention's [B, heads] products of a few rows)
// are the generated kernel called once per matrix, not a BLAS call each:
// every combination of transposed operands, a broadcast operand, and
// values checked against a product computed here.
TEST(CpuBackend, BatchedSmallProductsAreGeneratedKernels) {
  const int H = 3, M = 5, K = 4, N = 6;
  Program p = build("model A() { param kt: f32[3, 6, 4] = ones; param w: f32[4, 6] = ones;\n"
                    "  fn forward(q: f32[B, 3, 5, 4], qt: f32[B, 3, 4, 5]) -> f32[B, 3, 5, 6] {\n"
                    "    return matmul(q, transpose(kt)) + matmul(transpose(qt), w) * 2.0\n"
                    "         + matmul(transpose(qt), transpose(kt)) * 3.0; } }\na = A();\n");
  p.param("a.kt") = random_vec(H * N * K, 15);
  p.param("a.w") = random_vec(K * N, 16);
  const int Bn = 2;
  std::vector<float> q = random_vec(Bn * H * M * K, 17), qt = random_vec(Bn * H * K * M, 18);
  auto y = p.run("a.forward", {bytes(q), bytes(qt)}, {{"B", Bn}});
  const auto &kt = p.param("a.kt"), &w = p.param("a.w");
  for (int b = 0; b < Bn; ++b)
    for (int h = 0; h < H; ++h)
      for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
          double want = 0;
          for (int k = 0; k < K; ++k) {
            double qv = q[((b * H + h) * M + i) * K + k], qtv = qt[((b * H + h) * K + k) * M + i];
            double ktv = kt[(h * N + j) * K + k];
            want += qv * ktv + 2.0 * qtv * w[k * N + j] + 3.0 * qtv * ktv;
          }
          ASSERT_NEAR(y[0][((b * H + h) * M + i) * N + j], want, 1e-4) << b << " " << h << " " << i << " " << j;
        }
  auto ir = p.jit->llvm_ir(*p.c->ir, p.fn("a.forward"), {{"B", Bn}});
  ASSERT_TRUE(ir.ok()) << ir.message();
  EXPECT_EQ(ir->find("netc_k_sgemm"), std::string::npos) << "a small product called sgemm";
  EXPECT_NE(ir->find("_small_matmul"), std::string::npos);
}

// Many of them (attention's 64 x 4 heads) are split over the pool along the
// outermost batch axis: each matrix has the bits it has computed alone (a
// batch of one, which is not split), on any thread count (this test runs in
// the eight_threads and one_thread ctests too).
TEST(CpuBackend, BatchedSmallProductsSplitOverTheBatchKeepTheirBits) {
  const int H = 4, M = 12, K = 8, N = 12, Bn = 64;
  Program p = build("model A() { param kt: f32[4, 12, 8] = ones;\n"
                    "  fn forward(q: f32[B, 4, 12, 8], qt: f32[B, 4, 8, 12]) -> f32[B, 4, 12, 12] {\n"
                    "    return matmul(q, transpose(kt)) + matmul(transpose(qt), transpose(q)); } }\na = A();\n");
  p.param("a.kt") = random_vec(H * N * K, 25);
  std::vector<float> q = random_vec(Bn * H * M * K, 26), qt = random_vec(Bn * H * K * M, 27);
  auto all = p.run("a.forward", {bytes(q), bytes(qt)}, {{"B", Bn}});
  for (int b : {0, 1, 31, 63}) {
    std::vector<float> q1(q.begin() + b * H * M * K, q.begin() + (b + 1) * H * M * K);
    std::vector<float> qt1(qt.begin() + b * H * K * M, qt.begin() + (b + 1) * H * K * M);
    auto one = p.run("a.forward", {bytes(q1), bytes(qt1)}, {{"B", 1}});
    for (int e = 0; e < H * M * N; ++e)
      ASSERT_EQ(all[0][b * H * M * N + e], one[0][e]) << "example " << b << ", element " << e;
  }
  auto split = p.jit->llvm_ir(*p.c->ir, p.fn("a.forward"), {{"B", Bn}});
  auto alone = p.jit->llvm_ir(*p.c->ir, p.fn("a.forward"), {{"B", 1}});
  ASSERT_TRUE(split.ok() && alone.ok());
  EXPECT_NE(split->find("_batched_matmul_chunk"), std::string::npos) << "64 x 4 products were not split";
  EXPECT_EQ(alone->find("_batched_matmul"), std::string::npos) << "4 products were split";
}

#if defined(__x86_64__)
// Generated functions compute with denormals flushed to zero (an input below
// 2^-126 reads as zero, a result below it is written as zero), and give the
// caller its own floating-point state back.
TEST(CpuBackend, DenormalsAreFlushedAndTheCallersStateIsRestored) {
  Program p = build("model Small() { fn forward(x: f32[B, 1]) -> f32[B, 1] { return x * 0.00001; } }\n"
                    "model Large() { fn forward(x: f32[B, 1]) -> f32[B, 1] { return x * 100000.0; } }\n"
                    "s = Small();\nl = Large();\n");
  unsigned before = _mm_getcsr();
  ASSERT_EQ(before & 0x8040u, 0u) << "the test process flushes denormals already";
  std::vector<float> normal = {1e-35f}, denormal = {1e-39f};
  auto small = p.run("s.forward", {bytes(normal)}, {{"B", 1}});
  EXPECT_EQ(_mm_getcsr(), before);
  EXPECT_EQ(small[0][0], 0.0f) << "1e-40 is written as zero";
  auto large = p.run("l.forward", {bytes(denormal)}, {{"B", 1}});
  EXPECT_EQ(large[0][0], 0.0f) << "the denormal input 1e-39 reads as zero, not as 1e-39";
  auto ok = p.run("l.forward", {bytes(normal)}, {{"B", 1}});
  EXPECT_FLOAT_EQ(ok[0][0], 1e-30f);
}
#endif

// LowerOptions::stoppable (the REPL's Ctrl-C): asked to stop, the function
// returns before its next operation, its results not computed, and the
// caller's floating-point state is back; the request stays until cleared.
// Not stoppable, a function computes as ever.
TEST(CpuBackend, AStoppableFunctionReturnsWhenAskedToStop) {
  Program p = build("model E() { fn forward(x: f32[B, 4]) -> f32[B, 4] { return relu(x) * 2.0 + 1.0; } }\ne = E();\n");
  std::vector<float> x = {1, 2, 3, 4, -1, -2, -3, -4};
  const std::vector<float> want = {3, 5, 7, 9, 1, 1, 1, 1};
#if defined(__x86_64__)
  unsigned before = _mm_getcsr();
#endif
  cpu::LowerOptions stoppable;
  stoppable.stoppable = true;
  cpu::request_stop();
  auto stopped = p.run("e.forward", {bytes(x)}, {{"B", 2}}, stoppable);
#if defined(__x86_64__)
  EXPECT_EQ(_mm_getcsr(), before);
#endif
  EXPECT_EQ(stopped[0], std::vector<float>(8, 0.0f)) << "the output buffer is left as it was (zeros)";
  EXPECT_TRUE(cpu::stop_requested());
  EXPECT_EQ(p.run("e.forward", {bytes(x)}, {{"B", 2}})[0], want);
  cpu::clear_stop_request();
  EXPECT_EQ(p.run("e.forward", {bytes(x)}, {{"B", 2}}, stoppable)[0], want);
}

// OpenBLAS's kernels: a choice the user made (OPENBLAS_CORETYPE) is never
// overridden, and the kernels in use have a name.
TEST(Blas, TheUsersChoiceOfKernelsIsKept) {
  EXPECT_FALSE(cpu::blas_core().empty());
  const char* had = std::getenv("OPENBLAS_CORETYPE");
  std::string saved = had ? had : "";
  setenv("OPENBLAS_CORETYPE", "Haswell", 1);
  EXPECT_FALSE(cpu::better_blas_core().has_value());
  if (had) setenv("OPENBLAS_CORETYPE", saved.c_str(), 1);
  else unsetenv("OPENBLAS_CORETYPE");
  // Without a choice, something better is named only for the generic kernels.
  if (!had && cpu::blas_core() != "Prescott") {
    EXPECT_FALSE(cpu::better_blas_core().has_value());
  }
}

std::vector<char> floats(const std::vector<float>& v) {
  std::vector<char> b(v.size() * sizeof(float));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

TEST(CpuBackend, SlicesFromEitherEndAndConcat) {
  Program p = build(
      "model M() { fn forward(x: f32[N, T]) -> f32[N, 4] {\n"
      "  return concat([x[:, -1:], x[:, 0:3:2], x[:, 1:2]], axis = 1); } }\nm = M();\n");
  // x = [[0 1 2 3 4], [5 6 7 8 9]]: the last column, columns 0 and 2, column 1.
  auto out = p.run("m.forward", {floats({0, 1, 2, 3, 4, 5, 6, 7, 8, 9})}, {{"N", 2}, {"T", 5}});
  EXPECT_EQ(out[0], (std::vector<float>{4, 0, 2, 1, 9, 5, 7, 6}));
}

TEST(CpuBackend, ASliceBeyondASizeBoundAtRunTimeIsAnError) {
  Program p = build("model M() { fn forward(x: f32[N, T]) -> f32[N, 3] { return x[:, 1:4]; } }\nm = M();\n");
  auto fits = p.jit->compile(*p.c->ir, p.fn("m.forward"), {{"N", 2}, {"T", 4}});
  EXPECT_TRUE(fits.ok());
  auto short_axis = p.jit->compile(*p.c->ir, p.fn("m.forward"), {{"N", 2}, {"T", 3}});
  ASSERT_FALSE(short_axis.ok());
  EXPECT_NE(short_axis.message().find("T = 3, the slice at line 1, column "), std::string::npos)
      << short_axis.message();
  EXPECT_NE(short_axis.message().find("reads outside axis 1: 3 elements from 1"), std::string::npos);
}

TEST(CpuBackend, NanPropagatesThroughEveryOpThatChooses) {
  Program p = build(test::kNanOps);
  std::vector<float> x(16);
  for (size_t k = 0; k < x.size(); ++k) x[k] = static_cast<float>(k) - 3.0f;
  x[0] = std::nanf("");
  auto y = p.run("net.forward", {floats(x)}, {{"N", 2}})[0];
  for (int c = 0; c < 6; ++c) EXPECT_TRUE(std::isnan(y[static_cast<size_t>(c)])) << "column " << c;
  EXPECT_EQ(y[6], 4.0f);  // the window of elements 2, 3, 6, 7
  for (int c = 0; c < 7; ++c) EXPECT_FALSE(std::isnan(y[static_cast<size_t>(7 + c)])) << "row 1, column " << c;
}

TEST(CpuBackend, UnboundDimIsAnError) {
  Program p = build("import std.nn;\nm = Linear(3, 2);\n");
  auto compiled = p.jit->compile(*p.c->ir, p.fn("m.forward"), {});
  ASSERT_FALSE(compiled.ok());
  EXPECT_NE(compiled.message().find("`N`"), std::string::npos);
}

}  // namespace
}  // namespace netc
