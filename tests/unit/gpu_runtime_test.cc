// The CUDA runtime layer on a GPU: the allocator reuses device memory, batches
// round-trip through the pinned slots of a BatchRing (whose copies wait for
// the slot's readers), cuBLAS products with every transpose
// combination match a CPU loop, and NVRTC-compiled kernels load and run.
// Labelled `gpu` in CTest; every test skips, saying why, when no GPU is
// visible.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "base/bf16.h"
#include "base/f16.h"
#include "codegen/cuda/nvrtc.h"
#include "runtime/cuda/api.h"
#include "runtime/cuda/context.h"
#include "runtime/cuda/graph.h"
#include "runtime/cuda/kernels.h"
#include "runtime/cuda/probe.h"
#include "runtime/cuda/staging.h"
#include "tests/support/gemm_reference.h"

namespace netc::rt::cuda {
namespace {

class Gpu : public ::testing::Test {
 protected:
  void SetUp() override {
    int count = 0;
    cudaError_t e = cudart().cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) GTEST_SKIP() << "no CUDA device visible: " << no_device_reason(e);
    auto c = DeviceContext::create(0);
    ASSERT_TRUE(c.ok()) << c.message();
    ctx = std::move(*c);
  }

  // A device buffer of `n` floats, from the allocator.
  float* device_floats(size_t n) {
    auto p = ctx->memory().allocate(n * sizeof(float));
    EXPECT_TRUE(p.ok()) << p.message();
    return p.ok() ? static_cast<float*>(*p) : nullptr;
  }

  std::unique_ptr<DeviceContext> ctx;
};

TEST_F(Gpu, AllocatorReusesDeviceMemory) {
  CachingAllocator& m = ctx->memory();
  size_t before = m.stats().raw_allocations;
  void* first = nullptr;
  for (int step = 0; step < 10; ++step) {
    auto p = m.allocate(3 << 20);
    ASSERT_TRUE(p.ok()) << p.message();
    if (step == 0) first = *p;
    EXPECT_EQ(*p, first);
    m.release(*p);
  }
  EXPECT_EQ(m.stats().raw_allocations, before + 1);
}

TEST_F(Gpu, OutOfMemoryNamesTheDeviceAndTheSizes) {
  auto p = ctx->memory().allocate(size_t{1} << 50);  // 1 PiB
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.message().rfind("cuda:0 (" + ctx->name() + ") is out of memory: 1048576.0 GiB requested, ", 0), 0u)
      << p.message();
  EXPECT_NE(p.message().find(" free of "), std::string::npos) << p.message();
  // The context is still usable after a failed allocation.
  EXPECT_TRUE(ctx->memory().allocate(1024).ok());
  EXPECT_TRUE(ctx->synchronize("after an allocation failure").ok());
}

TEST_F(Gpu, BatchesRoundTripThroughTheRingsSlots) {
  const size_t n = 1 << 16, bytes = n * sizeof(float);
  auto ring = BatchRing::create(*ctx);
  ASSERT_TRUE(ring.ok()) << ring.message();
  auto moved = (*ring)->reserve(bytes);
  ASSERT_TRUE(moved.ok()) << moved.message();
  EXPECT_TRUE(*moved);
  auto again = (*ring)->reserve(bytes / 2);  // room enough already
  ASSERT_TRUE(again.ok());
  EXPECT_FALSE(*again);
  auto back = PinnedBuffer::allocate(bytes, 0);
  ASSERT_TRUE(back.ok()) << back.message();
  for (int round = 0; round < 5; ++round) {  // the slots are used in turn
    int slot = round % (*ring)->slots();
    ASSERT_TRUE((*ring)->writable(slot).ok());
    float* host = static_cast<float*>((*ring)->host(slot));
    for (size_t i = 0; i < n; ++i) host[i] = static_cast<float>(i) + round;
    ASSERT_TRUE((*ring)->upload(slot, bytes).ok());
    ASSERT_TRUE((*ring)->wait_uploaded(slot).ok());
    ASSERT_TRUE(ctx->to_host(back->data(), (*ring)->device(slot), bytes).ok());
    ASSERT_TRUE((*ring)->mark_read(slot).ok());
    ASSERT_TRUE(ctx->synchronize("the copies").ok());
    const float* b = static_cast<const float*>(back->data());
    for (size_t i = 0; i < n; i += 997) ASSERT_EQ(b[i], static_cast<float>(i) + round) << i;
  }
  EXPECT_FALSE((*ring)->upload(0, 2 * bytes).ok());  // beyond the slot
  EXPECT_FALSE((*ring)->upload(7, 4).ok());          // no such slot
}

// An upload into a slot waits for the work that reads the slot's device
// memory: readers enqueued before it (milliseconds of copies) all see the
// old batch, although the new one is a small copy the host starts at once.
TEST_F(Gpu, AnUploadWaitsForTheLastReaderOfItsSlot) {
  const size_t n = size_t{64} << 20, bytes = n * sizeof(float);  // 256 MiB
  auto ring = BatchRing::create(*ctx, 1);
  ASSERT_TRUE(ring.ok()) << ring.message();
  ASSERT_TRUE((*ring)->reserve(bytes).ok());
  float* copy = device_floats(n);
  ASSERT_NE(copy, nullptr);
  float* host = static_cast<float*>((*ring)->host(0));
  std::fill(host, host + n, 1.0f);
  ASSERT_TRUE((*ring)->upload(0, bytes).ok());
  ASSERT_TRUE((*ring)->wait_uploaded(0).ok());
  for (int r = 0; r < 40; ++r) ASSERT_TRUE(ctx->copy(copy, (*ring)->device(0), bytes).ok());  // the readers
  ASSERT_TRUE((*ring)->mark_read(0).ok());
  ASSERT_TRUE((*ring)->writable(0).ok());
  std::fill(host, host + 1024, 2.0f);
  ASSERT_TRUE((*ring)->upload(0, 1024 * sizeof(float)).ok());
  ASSERT_TRUE(ctx->synchronize("the readers").ok());
  std::vector<float> got(1024);
  ASSERT_TRUE(ctx->to_host(got.data(), copy, got.size() * sizeof(float)).ok());
  ASSERT_TRUE(ctx->synchronize("the check").ok());
  EXPECT_EQ(std::count(got.begin(), got.end(), 1.0f), 1024);
  // And the upload itself landed after them.
  ASSERT_TRUE((*ring)->wait_uploaded(0).ok());
  ASSERT_TRUE(ctx->to_host(got.data(), (*ring)->device(0), got.size() * sizeof(float)).ok());
  ASSERT_TRUE(ctx->synchronize("the new batch").ok());
  EXPECT_EQ(std::count(got.begin(), got.end(), 2.0f), 1024);
}

// Every transpose and batch shape of `g` against a CPU loop in double: f32
// operands, or bf16 or f16 operands (`operands`) rounded to it (base/bf16.h,
// base/f16.h), stored as 16 bits and multiplied by GemmEx, against the loop
// of the rounded values (their products are exact in f32, the sums f32 as
// the loop's).
void expect_gemms_match_a_cpu_loop(DeviceContext& ctx, DType operands) {
  const bool half = is_half(operands);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-1, 1);
  struct Shape {
    int64_t m, n, k, batch;
    bool broadcast_b;
  };
  // Device memory for `x`, as the product reads it (f32, or 16-bit floats' bits).
  auto upload = [&](std::vector<float>& x) -> void* {
    std::vector<uint16_t> bits;
    if (half)
      for (float& v : x) {
        bits.push_back(operands == DType::F16 ? f16_bits(v) : bf16_bits(v));
        v = operands == DType::F16 ? f16_value(bits.back()) : bf16_value(bits.back());
      }
    const size_t bytes = half ? bits.size() * 2 : x.size() * 4;
    auto p = ctx.memory().allocate(bytes);
    EXPECT_TRUE(p.ok()) << p.message();
    if (!p.ok()) return nullptr;
    EXPECT_TRUE(ctx.to_device(*p, half ? static_cast<const void*>(bits.data()) : x.data(), bytes).ok());
    EXPECT_TRUE(ctx.synchronize("the operand's copy").ok());  // `bits` is freed after this
    return *p;
  };
  for (Shape sh : {Shape{5, 7, 3, 1, false}, Shape{64, 48, 33, 1, false}, Shape{4, 6, 5, 3, false},
                   Shape{4, 6, 5, 3, true}, Shape{1, 10, 784, 1, false}})
    for (bool ta : {false, true})
      for (bool tb : {false, true}) {
        Gemm g;
        g.trans_a = ta;
        g.trans_b = tb;
        g.m = sh.m, g.n = sh.n, g.k = sh.k, g.batch = sh.batch;
        g.stride_a = sh.batch > 1 ? sh.m * sh.k : 0;
        g.stride_b = sh.batch > 1 && !sh.broadcast_b ? sh.k * sh.n : 0;
        g.stride_c = sh.m * sh.n;
        g.operands = operands;
        std::vector<float> a(static_cast<size_t>(sh.batch * sh.m * sh.k)), b(static_cast<size_t>(
                                                                               (sh.broadcast_b ? 1 : sh.batch) * sh.k * sh.n));
        for (float& x : a) x = u(rng);
        for (float& x : b) x = u(rng);
        void* da = upload(a);
        void* db = upload(b);
        auto dc = ctx.memory().allocate(static_cast<size_t>(sh.batch * sh.m * sh.n) * sizeof(float));
        ASSERT_TRUE(da && db && dc.ok());
        Status s = ctx.gemm(g, da, db, static_cast<float*>(*dc));
        ASSERT_TRUE(s.ok()) << s.message();
        std::vector<float> c(static_cast<size_t>(sh.batch * sh.m * sh.n));
        ASSERT_TRUE(ctx.to_host(c.data(), *dc, c.size() * 4).ok());
        ASSERT_TRUE(ctx.synchronize("the product").ok());
        std::vector<float> want = test::row_major_gemm(g, a, b);
        for (size_t i = 0; i < c.size(); ++i)
          ASSERT_NEAR(c[i], want[i], 1e-4 * (1 + std::abs(want[i])))
              << dtype_name(operands) << " m=" << sh.m << " n=" << sh.n << " k=" << sh.k << " batch=" << sh.batch
              << " A^T=" << ta << " B^T=" << tb << " at " << i;
        for (void* p : {da, db, *dc}) ctx.memory().release(p);
      }
}

TEST_F(Gpu, GemmMatchesACpuLoopForEveryTransposeAndBatch) { expect_gemms_match_a_cpu_loop(*ctx, DType::F32); }

TEST_F(Gpu, Bf16GemmMatchesACpuLoopOfTheRoundedOperands) { expect_gemms_match_a_cpu_loop(*ctx, DType::BF16); }

TEST_F(Gpu, F16GemmMatchesACpuLoopOfTheRoundedOperands) { expect_gemms_match_a_cpu_loop(*ctx, DType::F16); }

const char* kAxpy = R"(
extern "C" __global__ void netc_axpy(float* __restrict__ y, const float* __restrict__ x, float a, long long n) {
  long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) y[t] = a * x[t] + y[t];
}
)";

void run_axpy(DeviceContext& ctx, const std::string& image) {
  auto lib = KernelLibrary::load(image, ctx.index(), "axpy");
  ASSERT_TRUE(lib.ok()) << lib.message();
  auto k = (*lib)->kernel("netc_axpy");
  ASSERT_TRUE(k.ok()) << k.message();
  EXPECT_FALSE((*lib)->kernel("no_such_kernel").ok());
  long long n = 1000;  // not a multiple of the block size
  std::vector<float> x(n), y(n);
  for (long long i = 0; i < n; ++i) x[i] = static_cast<float>(i), y[i] = 1;
  auto dx = ctx.memory().allocate(n * 4), dy = ctx.memory().allocate(n * 4);
  ASSERT_TRUE(dx.ok() && dy.ok());
  ASSERT_TRUE(ctx.to_device(*dx, x.data(), n * 4).ok());
  ASSERT_TRUE(ctx.to_device(*dy, y.data(), n * 4).ok());
  float a = 2;
  void* args[] = {&*dy, &*dx, &a, &n};
  Status s = launch(*k, n, 256, args, ctx.stream(), ctx.index(), "netc_axpy");
  ASSERT_TRUE(s.ok()) << s.message();
  ASSERT_TRUE(ctx.to_host(y.data(), *dy, n * 4).ok());
  ASSERT_TRUE(ctx.synchronize("axpy").ok());
  for (long long i = 0; i < n; ++i) ASSERT_EQ(y[i], 2.0f * i + 1) << i;
}

TEST_F(Gpu, NvrtcCubinForThisDeviceLoadsAndRuns) {
  auto r = netc::cuda::nvrtc_compile(kAxpy, ctx->arch(), "axpy.cu");
  ASSERT_TRUE(r.ok()) << r.message();
  run_axpy(*ctx, r->binary);
}

TEST_F(Gpu, NvrtcPtxIsCompiledByTheDriverAndRuns) {
  std::string arch = ctx->arch();
  auto r = netc::cuda::nvrtc_compile(kAxpy, "compute_" + arch.substr(3), "axpy.cu");
  ASSERT_TRUE(r.ok()) << r.message();
  run_axpy(*ctx, r->binary);
}

TEST_F(Gpu, AGraphReplaysItsWorkWithTheValuesOfEachReplay) {
  // Captured: a copy of a pinned host value to the GPU, then y = 2 * x + y
  // with that value in x. Each replay copies what the host buffer holds then.
  auto r = netc::cuda::nvrtc_compile(kAxpy, ctx->arch(), "axpy.cu");
  ASSERT_TRUE(r.ok()) << r.message();
  auto lib = KernelLibrary::load(r->binary, ctx->index(), "axpy");
  ASSERT_TRUE(lib.ok()) << lib.message();
  auto k = (*lib)->kernel("netc_axpy");
  ASSERT_TRUE(k.ok()) << k.message();
  auto host = PinnedBuffer::allocate(sizeof(float), ctx->index());
  ASSERT_TRUE(host.ok()) << host.message();
  auto dx = ctx->memory().allocate(sizeof(float)), dy = ctx->memory().allocate(sizeof(float));
  ASSERT_TRUE(dx.ok() && dy.ok());
  ASSERT_TRUE(ctx->zero(*dy, sizeof(float)).ok());
  void *x = *dx, *y = *dy;
  float a = 2;
  long long n = 1;
  auto graph = Graph::capture(*ctx, [&] {
    if (Status s = ctx->to_device(x, host->data(), sizeof(float)); !s.ok()) return s;
    void* args[] = {&y, &x, &a, &n};
    return launch(*k, n, 256, args, ctx->stream(), ctx->index(), "netc_axpy");
  });
  ASSERT_TRUE(graph.ok()) << graph.message();
  float* value = static_cast<float*>(host->data());
  float result = 0;
  for (float v : {1.0f, 10.0f, 100.0f}) {
    *value = v;
    ASSERT_TRUE((*graph)->replay(*ctx).ok());
    ASSERT_TRUE(ctx->synchronize("the replay").ok());
  }
  ASSERT_TRUE(ctx->to_host(&result, y, sizeof(float)).ok());
  ASSERT_TRUE(ctx->synchronize("reading the result").ok());
  EXPECT_EQ(result, 222.0f);
  // A failed capture leaves the stream usable.
  auto failed = Graph::capture(*ctx, [] { return Status::error("enqueue failed"); });
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.message(), "enqueue failed");
  EXPECT_TRUE(ctx->zero(y, sizeof(float)).ok());
  EXPECT_TRUE(ctx->synchronize("after a failed capture").ok());
  for (void* p : {x, y}) ctx->memory().release(p);
}

TEST_F(Gpu, BadImageIsAnErrorNotACrash) {
  auto lib = KernelLibrary::load("this is not PTX", ctx->index(), "garbage");
  ASSERT_FALSE(lib.ok());
  EXPECT_NE(lib.message().find("cuda:0: loading the kernels of garbage failed"), std::string::npos) << lib.message();
  // Text that claims to be PTX and is not: the driver's complaint, at load too.
  auto bad = KernelLibrary::load(".version 8.0\n.target sm_90\nthis is not PTX", ctx->index(), "bad PTX");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.message().find("cuda:0: loading the kernels of bad PTX failed"), std::string::npos) << bad.message();
}

}  // namespace
}  // namespace netc::rt::cuda
