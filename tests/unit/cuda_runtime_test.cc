// The CUDA runtime layer's parts that need no GPU: the caching allocator's
// policy on host memory, the error messages, and a context that cannot be
// created saying why. (tests/unit/gpu_runtime_test.cc runs the rest on a GPU.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>

#include "runtime/cuda/allocator.h"
#include "runtime/cuda/context.h"
#include "runtime/cuda/error.h"
#include "tests/support/gemm_reference.h"

namespace netc::rt::cuda {
namespace {

// Host memory with a capacity, counting calls, standing in for a GPU.
struct FakeDevice {
  size_t capacity = 1 << 24, used = 0;
  int allocations = 0, frees = 0;
  std::map<void*, size_t> blocks;
  bool broken = false;

  RawMemory raw() {
    RawMemory r;
    r.allocate = [this](size_t bytes) -> Expected<void*> {
      if (broken) return Status::error("the device fell off the bus");
      if (used + bytes > capacity) return static_cast<void*>(nullptr);
      void* p = std::malloc(bytes);
      blocks[p] = bytes;
      used += bytes;
      ++allocations;
      return p;
    };
    r.free = [this](void* p) {
      used -= blocks.at(p);
      blocks.erase(p);
      std::free(p);
      ++frees;
    };
    r.out_of_memory = [](size_t requested, size_t in_use) {
      return "out of memory: " + std::to_string(requested) + " requested, " + std::to_string(in_use) + " in use";
    };
    return r;
  }
};

TEST(CachingAllocator, RoundsSizes) {
  EXPECT_EQ(CachingAllocator::round_size(0), 512u);
  EXPECT_EQ(CachingAllocator::round_size(1), 512u);
  EXPECT_EQ(CachingAllocator::round_size(513), 1024u);
  EXPECT_EQ(CachingAllocator::round_size(1 << 20), 1u << 20);
  EXPECT_EQ(CachingAllocator::round_size((1 << 20) + 1), 2u << 20);
  EXPECT_EQ(CachingAllocator::round_size((4 << 20) + 1), 6u << 20);
}

TEST(CachingAllocator, ReusesFreedBlocksWithoutAllocatingAgain) {
  FakeDevice dev;
  CachingAllocator a(dev.raw());
  // A "training step": the same sizes every time.
  std::set<void*> first;
  for (int step = 0; step < 5; ++step) {
    std::vector<void*> ps;
    for (size_t bytes : {size_t{1000}, size_t{4096}, size_t{3} << 20}) {
      auto p = a.allocate(bytes);
      ASSERT_TRUE(p.ok()) << p.message();
      ps.push_back(*p);
      if (step == 0) first.insert(*p);
      else EXPECT_TRUE(first.count(*p));
    }
    for (void* p : ps) a.release(p);
  }
  EXPECT_EQ(dev.allocations, 3);
  auto s = a.stats();
  EXPECT_EQ(s.raw_allocations, 3u);
  EXPECT_EQ(s.reuses, 12u);
  EXPECT_EQ(s.in_use, 0u);
  EXPECT_EQ(s.cached, 1024u + 4096u + (4u << 20));
}

TEST(CachingAllocator, DoesNotTieUpALargeBlockForASmallRequest) {
  FakeDevice dev;
  CachingAllocator a(dev.raw());
  void* big = *a.allocate(8 << 20);
  a.release(big);
  void* small = *a.allocate(1024);
  EXPECT_NE(small, big);
  void* half = *a.allocate(4 << 20);  // exactly half of the cached block: reused
  EXPECT_EQ(half, big);
}

TEST(CachingAllocator, GivesTheCacheBackBeforeReportingOutOfMemory) {
  FakeDevice dev;
  dev.capacity = 10 << 20;
  CachingAllocator a(dev.raw());
  void* p = *a.allocate(6 << 20);
  a.release(p);  // cached: 6 MiB of 10 held
  auto q = a.allocate(8 << 20);
  ASSERT_TRUE(q.ok()) << q.message();
  EXPECT_EQ(dev.frees, 1);
  EXPECT_EQ(a.stats().cached, 0u);
  auto r = a.allocate(4 << 20);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.message(), "out of memory: 4194304 requested, 8388608 in use");
}

TEST(CachingAllocator, OtherFailuresAreReportedAsTheyAre) {
  FakeDevice dev;
  dev.broken = true;
  CachingAllocator a(dev.raw());
  auto p = a.allocate(100);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.message(), "the device fell off the bus");
}

TEST(CachingAllocator, FreesEverythingWhenDestroyed) {
  FakeDevice dev;
  {
    CachingAllocator a(dev.raw());
    a.release(*a.allocate(100));
    (void)*a.allocate(5000);  // still in use at the end
    a.release(reinterpret_cast<void*>(0x1234));  // not ours: ignored
  }
  EXPECT_EQ(dev.allocations, dev.frees);
  EXPECT_EQ(dev.used, 0u);
}

// The operand swap and leading dimensions of the cuBLAS call, run through a
// column-major reference instead of cuBLAS: every transpose combination,
// batched with strides and with a shared (stride 0) operand.
TEST(ColumnMajorCall, ComputesTheRowMajorProduct) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1, 1);
  for (int64_t batch : {1, 3})
    for (bool shared_b : {false, true})
      for (bool ta : {false, true})
        for (bool tb : {false, true}) {
          Gemm g;
          g.trans_a = ta, g.trans_b = tb, g.m = 5, g.n = 7, g.k = 3, g.batch = batch;
          g.stride_a = g.m * g.k, g.stride_b = shared_b ? 0 : g.k * g.n, g.stride_c = g.m * g.n;
          std::vector<float> a(static_cast<size_t>(batch * g.m * g.k)), b(static_cast<size_t>(batch * g.k * g.n));
          for (float& x : a) x = u(rng);
          for (float& x : b) x = u(rng);
          ColumnMajorCall c = column_major_call(g);
          std::vector<float> got(static_cast<size_t>(batch * g.m * g.n));
          for (int64_t p = 0; p < batch; ++p)
            test::column_major_sgemm(c.trans_first, c.trans_second, c.m, c.n, c.k, b.data() + p * c.stride_first,
                                     c.ld_first, a.data() + p * c.stride_second, c.ld_second,
                                     got.data() + p * c.stride_c, c.ldc);
          std::vector<float> want = test::row_major_gemm(g, a, b);
          for (size_t i = 0; i < want.size(); ++i)
            ASSERT_NEAR(got[i], want[i], 1e-5) << "A^T=" << ta << " B^T=" << tb << " batch=" << batch << " at " << i;
        }
}

TEST(CudaErrors, SayWhatFailedAndWhatToDo) {
  EXPECT_TRUE(check(cudaSuccess, 0, "anything").ok());
  Status s = check(cudaErrorMemoryAllocation, 1, "allocating 2.0 GiB");
  EXPECT_EQ(s.message(),
            "cuda:1: allocating 2.0 GiB failed: out of memory (cudaErrorMemoryAllocation). The GPU is out of memory: "
            "use a smaller batch, or another GPU (--device NAME=cuda:K, cuda:auto).");
  s = check(cudaErrorIllegalAddress, 0, "waiting for step 3");
  EXPECT_NE(s.message().find("cuda:0: waiting for step 3 failed: "), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("this is a bug in netc"), std::string::npos) << s.message();
  EXPECT_NE(check(cudaErrorNoKernelImageForDevice, 0, "x").message().find("update the NVIDIA driver"), std::string::npos);
  s = check(CUBLAS_STATUS_NOT_INITIALIZED, 0, "starting cuBLAS");
  EXPECT_NE(s.message().find("cuda:0: starting cuBLAS failed: "), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("CUBLAS_STATUS_NOT_INITIALIZED"), std::string::npos) << s.message();
}

TEST(CudaErrors, OutOfMemoryNamesTheDeviceTheRequestAndWhatIsFree) {
  EXPECT_EQ(out_of_memory_message(0, "NVIDIA H100", 2ULL << 30, 1ULL << 30, 80ULL << 30, 70ULL << 30),
            "cuda:0 (NVIDIA H100) is out of memory: 2.0 GiB requested, 1.0 GiB free of 80.0 GiB, 70.0 GiB of it used "
            "by this program. Use a smaller batch, or a GPU with more free memory (--device NAME=cuda:K, or "
            "cuda:auto).");
}

TEST(DeviceContext, ACudaDeviceThatIsNotThereIsAnErrorWithTheReason) {
  int count = 0;
  if (cudart().cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    auto c = DeviceContext::create(0);
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.message().rfind("cuda:0 cannot be used: no CUDA device visible: ", 0), 0u) << c.message();
  }
  auto c = DeviceContext::create(999);
  ASSERT_FALSE(c.ok());
  EXPECT_NE(c.message().find("cuda:999"), std::string::npos) << c.message();
}

}  // namespace
}  // namespace netc::rt::cuda
