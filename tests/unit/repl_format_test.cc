// The REPL's tensor printing against what PyTorch prints for the same
// values (torch/_tensor_str.py), with netc's fixed 4 decimals for floats.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "tools/repl/format.h"

namespace netc::repl {
namespace {

template <class T>
std::string fmt(rt::DType d, std::vector<int64_t> shape, const std::vector<T>& v) {
  return format_tensor(rt::TensorView{d, std::move(shape), v.data(), v.size() * sizeof(T)});
}

TEST(ReplFormat, Scalar) {
  EXPECT_EQ(fmt<float>(rt::DType::F32, {}, {3.5f}), "tensor(3.5000)");
  EXPECT_EQ(fmt<int64_t>(rt::DType::I64, {}, {-7}), "tensor(-7)");
}

TEST(ReplFormat, SmallMatrixAlignsColumns) {
  EXPECT_EQ(fmt<float>(rt::DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6}),
            "tensor([[1.0000, 2.0000, 3.0000],\n"
            "        [4.0000, 5.0000, 6.0000]])");
  EXPECT_EQ(fmt<float>(rt::DType::F32, {2}, {1.5f, -2.25f}), "tensor([ 1.5000, -2.2500])");
}

TEST(ReplFormat, ThreeDimsSeparateBlocksByABlankLine) {
  EXPECT_EQ(fmt<float>(rt::DType::F32, {2, 2, 2}, std::vector<float>(8, 0.0f)),
            "tensor([[[0.0000, 0.0000],\n"
            "         [0.0000, 0.0000]],\n"
            "\n"
            "        [[0.0000, 0.0000],\n"
            "         [0.0000, 0.0000]]])");
}

TEST(ReplFormat, NonFiniteAndScientific) {
  EXPECT_EQ(fmt<float>(rt::DType::F32, {3}, {1.5f, NAN, -INFINITY}), "tensor([1.5000,    nan,   -inf])");
  EXPECT_EQ(fmt<float>(rt::DType::F32, {2}, {1e-5f, 1.0f}), "tensor([1.0000e-05, 1.0000e+00])");
}

TEST(ReplFormat, LargeVectorIsSummarisedAndWrapped) {
  std::vector<float> v(2000);
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<float>(i);
  // torch.arange(2000.)
  EXPECT_EQ(fmt<float>(rt::DType::F32, {2000}, v),
            "tensor([0.0000e+00, 1.0000e+00, 2.0000e+00,  ..., 1.9970e+03, 1.9980e+03,\n"
            "        1.9990e+03])");
}

TEST(ReplFormat, LargeMatrixIsSummarisedInEveryDim) {
  // torch.ones(100, 100)
  std::string row = "[1.0000, 1.0000, 1.0000,  ..., 1.0000, 1.0000, 1.0000]";
  std::string expected = "tensor([" + row;
  for (int i = 0; i < 2; ++i) expected += ",\n        " + row;
  expected += ",\n        ...";
  for (int i = 0; i < 3; ++i) expected += ",\n        " + row;
  expected += "])";
  EXPECT_EQ(fmt<float>(rt::DType::F32, {100, 100}, std::vector<float>(10000, 1.0f)), expected);
}

TEST(ReplFormat, SmallTensorsAreNotSummarised) {
  // 1000 elements is PyTorch's threshold: printed in full, wrapped.
  std::string s = fmt<int32_t>(rt::DType::I32, {1000}, std::vector<int32_t>(1000, 7));
  EXPECT_EQ(s.find("..."), std::string::npos);
  EXPECT_EQ(s.substr(0, 16), "tensor([7, 7, 7,");
}

TEST(ReplFormat, Integers) {
  EXPECT_EQ(fmt<int64_t>(rt::DType::I64, {3}, {1, -20, 300}), "tensor([  1, -20, 300])");
  EXPECT_EQ(fmt<int32_t>(rt::DType::I32, {2, 2}, {1, 2, 3, 4}), "tensor([[1, 2],\n        [3, 4]])");
}

TEST(ReplFormat, Bools) {
  std::vector<uint8_t> v = {1, 0, 1};
  EXPECT_EQ(format_tensor(rt::TensorView{rt::DType::Bool, {3}, v.data(), 3}), "tensor([ True, False,  True])");
}

}  // namespace
}  // namespace netc::repl
