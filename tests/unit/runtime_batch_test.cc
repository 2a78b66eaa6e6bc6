// Seeded shuffling and batching: reproducible orders, every example once per
// epoch, partial last batches, drop_last, and gathering into fixed buffers.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "runtime/data.h"

namespace netc::rt {
namespace {

std::vector<int64_t> iota(int64_t n) {
  std::vector<int64_t> v(static_cast<size_t>(n));
  std::iota(v.begin(), v.end(), int64_t{0});
  return v;
}

TEST(RuntimeShuffle, SplitMix64MatchesTheReference) {
  // The first two outputs of the reference splitmix64 generator seeded with 0.
  EXPECT_EQ(splitmix64(0), 0xe220a8397b1dcdafull);
  EXPECT_EQ(splitmix64(1 * 0x9e3779b97f4a7c15ull), 0x6e789e6aa1b965f4ull);
}

TEST(RuntimeShuffle, SameSeedSameOrderOnEveryMachine) {
  EXPECT_EQ(shuffled_order(1000, 7, 3), shuffled_order(1000, 7, 3));
  // Pinned, so a change to the generator (which would change every user's
  // training order) is seen here.
  EXPECT_EQ(shuffled_order(10, 42, 0), (std::vector<int64_t>{2, 4, 8, 6, 3, 9, 0, 1, 5, 7}));
}

TEST(RuntimeShuffle, DifferentSeedOrEpochDifferentOrder) {
  EXPECT_NE(shuffled_order(1000, 7, 0), shuffled_order(1000, 8, 0));
  EXPECT_NE(shuffled_order(1000, 7, 0), shuffled_order(1000, 7, 1));
  EXPECT_NE(shuffled_order(1000, 7, 0), iota(1000));
}

TEST(RuntimeShuffle, IsAPermutation) {
  for (int64_t n : {0, 1, 2, 17, 1000}) {
    std::vector<int64_t> order = shuffled_order(n, 123, 0);
    std::sort(order.begin(), order.end());
    EXPECT_EQ(order, iota(n)) << n;
  }
}

TEST(RuntimeBatch, BatchesCoverEveryExampleOncePerEpoch) {
  Expected<Batcher> b = Batcher::make(103, BatchOptions{10, true, false, 5});
  ASSERT_TRUE(b.ok()) << b.message();
  for (uint64_t epoch = 0; epoch < 3; ++epoch) {
    b->start_epoch(epoch);
    ASSERT_EQ(b->num_batches(), 11);
    std::vector<int64_t> seen;
    for (int64_t i = 0; i < b->num_batches(); ++i) {
      std::span<const int64_t> batch = b->batch(i);
      EXPECT_EQ(batch.size(), i < 10 ? 10u : 3u);  // the last batch is partial
      seen.insert(seen.end(), batch.begin(), batch.end());
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(seen, iota(103));
  }
}

TEST(RuntimeBatch, DropLastAndNoShuffle) {
  Expected<Batcher> b = Batcher::make(10, BatchOptions{4, false, true, 0});
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->num_batches(), 2);
  std::span<const int64_t> second = b->batch(1);
  EXPECT_EQ((std::vector<int64_t>(second.begin(), second.end())), (std::vector<int64_t>{4, 5, 6, 7}));
  EXPECT_TRUE(b->batch(2).empty());
  Expected<Batcher> exact = Batcher::make(8, BatchOptions{4, false, true, 0});
  EXPECT_EQ(exact->num_batches(), 2);
  Expected<Batcher> small = Batcher::make(3, BatchOptions{4, false, true, 0});
  EXPECT_EQ(small->num_batches(), 0);
  Expected<Batcher> keep = Batcher::make(3, BatchOptions{4, false, false, 0});
  EXPECT_EQ(keep->num_batches(), 1);
  EXPECT_EQ(keep->batch(0).size(), 3u);
}

TEST(RuntimeBatch, RejectsZeroBatchSize) {
  Expected<Batcher> b = Batcher::make(10, BatchOptions{0, false, false, 0});
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.message().find("batch = 0: the batch size must be at least 1"), std::string::npos) << b.message();
}

TEST(RuntimeBatch, GatherCopiesExamplesIntoCallerBuffers) {
  Expected<Tensor> x = Tensor::create(DType::F32, {5, 2});
  Expected<Tensor> y = Tensor::create(DType::I64, {5});
  ASSERT_TRUE(x.ok() && y.ok());
  for (int i = 0; i < 10; ++i) x->data_as<float>()[i] = static_cast<float>(i);
  for (int i = 0; i < 5; ++i) y->data_as<int64_t>()[i] = 100 + i;
  std::vector<Field> fields;
  fields.push_back(Field{"x", "x.idx", std::move(*x)});
  fields.push_back(Field{"y", "y.idx", std::move(*y)});
  Expected<Dataset> d = Dataset::make(std::move(fields));
  ASSERT_TRUE(d.ok());
  std::vector<float> xb(2 * 2);
  std::vector<int64_t> yb(2);
  void* outs[] = {xb.data(), yb.data()};
  size_t sizes[] = {xb.size() * sizeof(float), yb.size() * sizeof(int64_t)};
  std::vector<int64_t> idx{3, 0};
  ASSERT_TRUE(gather(*d, idx, outs, sizes).ok());
  EXPECT_EQ(xb, (std::vector<float>{6, 7, 0, 1}));
  EXPECT_EQ(yb, (std::vector<int64_t>{103, 100}));

  std::vector<int64_t> three{0, 1, 2};
  Status s = gather(d->fields()[0], three, xb.data(), xb.size() * sizeof(float));
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("the batch buffer for `x` has 16 bytes, but 3 examples need 24"), std::string::npos)
      << s.message();
  std::vector<int64_t> bad{5};
  EXPECT_FALSE(gather(d->fields()[0], bad, xb.data(), xb.size() * sizeof(float)).ok());
}

}  // namespace
}  // namespace netc::rt
