// Host tensors: storage, sizes and the half/bfloat16 conversions.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "runtime/tensor.h"

namespace netc::rt {
namespace {

TEST(RuntimeTensor, CreateIsAlignedZeroedAndSized) {
  Expected<Tensor> t = Tensor::create(DType::F32, {3, 5});
  ASSERT_TRUE(t.ok()) << t.message();
  EXPECT_EQ(reinterpret_cast<uintptr_t>(t->data()) % kTensorAlignment, 0u);
  EXPECT_EQ(t->numel(), 15);
  EXPECT_EQ(t->nbytes(), 60u);
  EXPECT_EQ(t->row_bytes(), 20u);
  for (int i = 0; i < 15; ++i) EXPECT_EQ(t->data_as<float>()[i], 0.0f);
  Expected<Tensor> scalar = Tensor::create(DType::I64, {});
  ASSERT_TRUE(scalar.ok());
  EXPECT_EQ(scalar->numel(), 1);
  EXPECT_EQ(scalar->nbytes(), 8u);
  Expected<Tensor> empty = Tensor::create(DType::F16, {0, 4});
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty->nbytes(), 0u);
  EXPECT_NE(empty->data(), nullptr);
}

TEST(RuntimeTensor, RejectsNegativeAndOverflowingShapes) {
  Expected<Tensor> neg = Tensor::create(DType::F32, {2, -1});
  ASSERT_FALSE(neg.ok());
  EXPECT_NE(neg.message().find("f32[2, -1]"), std::string::npos) << neg.message();
  Expected<Tensor> huge = Tensor::create(DType::F32, {int64_t{1} << 40, int64_t{1} << 40});
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(huge.message().find("too large"), std::string::npos) << huge.message();
}

TEST(RuntimeTensor, DTypeNames) {
  EXPECT_EQ(type_str(DType::BF16, {2, 3}), "bf16[2, 3]");
  EXPECT_EQ(type_str(DType::I64, {}), "i64[]");
  EXPECT_EQ(parse_dtype("bool"), DType::Bool);
  EXPECT_FALSE(parse_dtype("f64").has_value());
  EXPECT_EQ(dtype_size(DType::Bool), 1u);
  // One DType for the compiler and the runtime (base/dtype.h): the
  // language's spellings read back, at compile time too.
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::I32, DType::I64, DType::Bool})
    EXPECT_EQ(parse_dtype(dtype_name(d)), d) << dtype_name(d);
  static_assert(parse_dtype("bf16") == DType::BF16 && dtype_size(DType::I64) == 8);
}

TEST(RuntimeTensor, HalfConversionRoundsToNearestEven) {
  EXPECT_EQ(f32_to_f16(1.0f), 0x3c00);
  EXPECT_EQ(f32_to_f16(-2.0f), 0xc000);
  EXPECT_EQ(f32_to_f16(65504.0f), 0x7bff);                     // largest half
  EXPECT_EQ(f32_to_f16(65520.0f), 0x7c00);                     // rounds up to infinity
  EXPECT_EQ(f32_to_f16(std::ldexp(1.0f, -24)), 0x0001);        // smallest subnormal
  EXPECT_EQ(f32_to_f16(std::ldexp(1.0f, -26)), 0x0000);        // underflows to zero
  EXPECT_EQ(f32_to_f16(1.0f + std::ldexp(1.0f, -11)), 0x3c00);  // tie: to even
  EXPECT_EQ(f32_to_f16(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3c02);
  EXPECT_TRUE(std::isnan(f16_to_f32(f32_to_f16(std::numeric_limits<float>::quiet_NaN()))));
  for (uint32_t h = 0; h < 0x7c00; ++h)  // every finite positive half survives the round trip
    ASSERT_EQ(f32_to_f16(f16_to_f32(static_cast<uint16_t>(h))), h) << h;
}

TEST(RuntimeTensor, BFloat16Conversion) {
  EXPECT_EQ(f32_to_bf16(1.0f), 0x3f80);
  EXPECT_EQ(bf16_to_f32(0x3f80), 1.0f);
  EXPECT_EQ(f32_to_bf16(1.0f + std::ldexp(1.0f, -8)), 0x3f80);      // tie: to even
  EXPECT_EQ(f32_to_bf16(1.0f + 3 * std::ldexp(1.0f, -8)), 0x3f82);  // tie: to even (up)
  EXPECT_TRUE(std::isnan(bf16_to_f32(f32_to_bf16(std::numeric_limits<float>::quiet_NaN()))));
}

}  // namespace
}  // namespace netc::rt
