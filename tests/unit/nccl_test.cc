// NCCL as netc uses it (runtime/cuda/nccl.h): the communicators of two GPUs,
// each driven by a thread of its own, all-reduce in place on each GPU's
// stream: weighted sums (a pre-multiplier read on the GPU), plain sums, and
// inside CUDA graphs that replay with each replay's values. On the emulator
// (`emu2/`, two emulated GPUs) also: a GPU whose peer never comes fails
// instead of waiting for ever, and an abort releases a waiting peer.
// Labelled `gpu`; every test skips, saying why, without two visible GPUs.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

#include "runtime/cuda/api.h"
#include "runtime/cuda/context.h"
#include "runtime/cuda/graph.h"
#include "runtime/cuda/nccl.h"
#include "runtime/cuda/probe.h"

namespace netc::rt::cuda {
namespace {

class Nccl : public ::testing::Test {
 protected:
  void SetUp() override {
    int count = 0;
    cudaError_t e = cudart().cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count < 2)
      GTEST_SKIP() << "needs two visible CUDA devices: " << (e != cudaSuccess ? no_device_reason(e) : "one is visible");
    if (Status s = nccl_status(); !s.ok()) GTEST_SKIP() << s.message();
    for (int d = 0; d < 2; ++d) {
      auto c = DeviceContext::create(d);
      ASSERT_TRUE(c.ok()) << c.message();
      ctx.push_back(std::move(*c));
    }
    auto c = NcclClique::create({0, 1});
    ASSERT_TRUE(c.ok()) << c.message();
    clique = std::move(*c);
  }
  void TearDown() override {
    clique.reset();  // before the contexts
  }

  bool emulated() const { return ctx[0]->name() == "netc CUDA emulator"; }

  // `n` floats on GPU d, set to `values`.
  float* upload(int d, const std::vector<float>& values) {
    auto p = ctx[static_cast<size_t>(d)]->memory().allocate(values.size() * sizeof(float));
    EXPECT_TRUE(p.ok()) << p.message();
    if (!p.ok()) return nullptr;
    EXPECT_TRUE(ctx[static_cast<size_t>(d)]->to_device(*p, values.data(), values.size() * sizeof(float)).ok());
    return static_cast<float*>(*p);
  }
  std::vector<float> download(int d, const float* p, size_t n) {
    std::vector<float> out(n);
    EXPECT_TRUE(ctx[static_cast<size_t>(d)]->to_host(out.data(), p, n * sizeof(float)).ok());
    EXPECT_TRUE(ctx[static_cast<size_t>(d)]->synchronize("the test").ok());
    return out;
  }
  // `work(d)` on a thread per GPU, as the replicas of a set run.
  void on_each_gpu(const std::function<void(int)>& work) {
    std::vector<std::thread> threads;
    for (int d = 0; d < 2; ++d) threads.emplace_back(work, d);
    for (std::thread& t : threads) t.join();
  }
  Status all_reduce(int d, float* buf, size_t n, ncclRedOp_t op) {
    return check(nccl().ncclAllReduce(buf, buf, n, ncclFloat32, op, clique->comm(d), ctx[static_cast<size_t>(d)]->stream()),
                 d, "the all-reduce");
  }

  std::vector<std::unique_ptr<DeviceContext>> ctx;
  std::unique_ptr<NcclClique> clique;
};

TEST_F(Nccl, TwoGpusSumAndWeightTheirBuffers) {
  float* x[2] = {upload(0, {1, 2, 3}), upload(1, {10, 20, 30})};
  float* y[2] = {upload(0, {1, 1, 1}), upload(1, {2, 2, 2})};
  float* w[2] = {upload(0, {0.25f}), upload(1, {0.75f})};
  ncclRedOp_t op[2];
  for (int d = 0; d < 2; ++d) {
    ASSERT_TRUE(ctx[static_cast<size_t>(d)]->activate().ok());
    ASSERT_EQ(nccl().ncclRedOpCreatePreMulSum(&op[d], w[d], ncclFloat32, ncclScalarDevice, clique->comm(d)), ncclSuccess);
  }
  std::vector<Status> st(2);
  on_each_gpu([&](int d) {
    st[static_cast<size_t>(d)] = ctx[static_cast<size_t>(d)]->activate();
    if (st[static_cast<size_t>(d)].ok()) st[static_cast<size_t>(d)] = all_reduce(d, x[d], 3, op[d]);
    if (st[static_cast<size_t>(d)].ok()) st[static_cast<size_t>(d)] = all_reduce(d, y[d], 3, ncclSum);
    if (st[static_cast<size_t>(d)].ok()) st[static_cast<size_t>(d)] = ctx[static_cast<size_t>(d)]->synchronize("the all-reduces");
  });
  for (int d = 0; d < 2; ++d) {
    ASSERT_TRUE(st[static_cast<size_t>(d)].ok()) << st[static_cast<size_t>(d)].message();
    EXPECT_TRUE(clique->async_error(d, "the all-reduces").ok());
    EXPECT_EQ(download(d, x[d], 3), (std::vector<float>{7.75f, 15.5f, 23.25f})) << "GPU " << d;
    EXPECT_EQ(download(d, y[d], 3), (std::vector<float>{3, 3, 3})) << "GPU " << d;
    EXPECT_EQ(nccl().ncclRedOpDestroy(op[d], clique->comm(d)), ncclSuccess);
  }
}

TEST_F(Nccl, ACapturedAllReduceReplaysWithEachReplaysValues) {
  float* x[2] = {upload(0, {0, 0}), upload(1, {0, 0})};
  std::vector<std::unique_ptr<Graph>> graphs(2);
  std::vector<Status> st(2, Status());
  on_each_gpu([&](int d) {
    auto g = Graph::capture(*ctx[static_cast<size_t>(d)], [&] { return all_reduce(d, x[d], 2, ncclSum); });
    if (g.ok()) graphs[static_cast<size_t>(d)] = std::move(*g);
    else st[static_cast<size_t>(d)] = g.status();
  });
  for (const Status& s : st) ASSERT_TRUE(s.ok()) << s.message();
  for (float round = 1; round <= 2; ++round) {
    on_each_gpu([&](int d) {
      std::vector<float> mine = {round * static_cast<float>(d + 1), -round};
      Status s = ctx[static_cast<size_t>(d)]->to_device(x[d], mine.data(), sizeof(float) * 2);
      if (s.ok()) s = graphs[static_cast<size_t>(d)]->replay(*ctx[static_cast<size_t>(d)]);
      if (s.ok()) s = ctx[static_cast<size_t>(d)]->synchronize("the replay");
      st[static_cast<size_t>(d)] = s;
    });
    for (int d = 0; d < 2; ++d) {
      ASSERT_TRUE(st[static_cast<size_t>(d)].ok()) << st[static_cast<size_t>(d)].message();
      EXPECT_EQ(download(d, x[d], 2), (std::vector<float>{3 * round, -2 * round})) << "GPU " << d << ", replay " << round;
    }
  }
}

TEST_F(Nccl, APeerThatNeverComesIsAnErrorNotAHang) {
  if (!emulated()) GTEST_SKIP() << "on GPUs NCCL waits for the peer: the watchdog's deadline bounds it (engine/parallel/watchdog.h)";
  const char* timeout = std::getenv("NETC_CUDA_EMU_NCCL_TIMEOUT_S");  // the emulator's deadline (ctest sets 2 s)
  double bound = (timeout ? std::atof(timeout) : 60.0) + 20.0;
  float* x = upload(0, {1, 2});
  ASSERT_TRUE(all_reduce(0, x, 2, ncclSum).ok());
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(ctx[0]->synchronize("the all-reduce").ok());
  double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(waited, bound);
  Status e = clique->async_error(0, "the all-reduce");
  ASSERT_FALSE(e.ok());
  EXPECT_NE(e.message().find("cuda:0: the all-reduce (the all-reduce of GPU 0 of 2) failed: remote process exited"),
            std::string::npos)
      << e.message();
}

TEST_F(Nccl, AnAbortReleasesAPeerThatWaits) {
  if (!emulated()) GTEST_SKIP() << "the emulator's semantics of a missing peer";
  float* x = upload(0, {1, 2});
  ASSERT_TRUE(all_reduce(0, x, 2, ncclSum).ok());
  std::thread aborter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    clique->abort();  // as a replica set does when GPU 1's step failed
  });
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(ctx[0]->synchronize("the all-reduce").ok());
  double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  aborter.join();
  // Released by the abort (after 0.2 s), not by the emulator's deadline (2 s under ctest).
  EXPECT_LT(waited, 1.5);
  Status e = clique->async_error(0, "the step");
  ASSERT_FALSE(e.ok());
  EXPECT_NE(e.message().find("aborted"), std::string::npos) << e.message();
}

}  // namespace
}  // namespace netc::rt::cuda
