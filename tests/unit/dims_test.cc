// Unit tests of ir/dims.h: the one rule that sizes a function's named dims
// (given sizes, then the batch for batch dims, then `other` or an error),
// and reading sizes off an argument's shape.
#include <gtest/gtest.h>

#include <variant>

#include "ir/dims.h"
#include "ir/parser.h"

namespace netc::ir {
namespace {

// A module whose @f takes a batch `N` and mentions `D`, which is not one.
Function f_with(const char* signature) {
  std::string text = std::string("device cpu = cpu\nfunc @f") + signature + " {\n  return %x\n}\n";
  auto parsed = parse_module(text);
  EXPECT_TRUE(std::holds_alternative<Module>(parsed)) << text;
  return std::get<Module>(parsed).functions.at(0);
}

TEST(Dims, BatchDimsAreTheLeadingNamedDimsOfParameters) {
  Function f = f_with("(%x: f32[N, D] @ cpu, %y: f32[3, M] @ cpu, %z: f32[B] @ cpu) -> (f32[N, D] @ cpu)");
  EXPECT_EQ(batch_dims(f), (std::set<std::string>{"B", "N"}));
}

TEST(Dims, GivenSizesWinThenTheBatchThenOther) {
  Function f = f_with("(%x: f32[N, D] @ cpu) -> (f32[N, D] @ cpu)");
  auto d = bind_dims(f, {64, {}, 1});
  ASSERT_TRUE(d.ok()) << d.message();
  EXPECT_EQ(*d, (DimSizes{{"D", 1}, {"N", 64}}));
  d = bind_dims(f, {64, {{"N", 5}, {"D", 7}, {"unused", 2}}, std::nullopt});
  ASSERT_TRUE(d.ok()) << d.message();
  EXPECT_EQ(*d, (DimSizes{{"D", 7}, {"N", 5}, {"unused", 2}}));
}

TEST(Dims, AnUnsizedDimIsAnErrorNamingTheFlag) {
  Function f = f_with("(%x: f32[N, D] @ cpu) -> (f32[N, D] @ cpu)");
  auto d = bind_dims(f, {64, {}, std::nullopt});
  ASSERT_FALSE(d.ok());
  EXPECT_EQ(d.message(), "`f` has the size `D`, which is not the batch: pass --dim D=VALUE");
  d = bind_dims(f, {0, {{"D", 3}}, std::nullopt});
  ASSERT_FALSE(d.ok());
  EXPECT_EQ(d.message(), "`f` has the batch size `N`, and no batch size is known: pass --batch N");
}

TEST(Dims, SizesFromAnArgumentsShape) {
  Function f = f_with("(%x: f32[N, 4, N] @ cpu) -> (f32[N, 4, N] @ cpu)");
  const TensorType& t = f.type_of(f.params[0]);
  DimSizes given;
  EXPECT_TRUE(dims_from_shape(t, {2, 4, 2}, "x", &given).ok());
  EXPECT_EQ(given, (DimSizes{{"N", 2}}));
  DimSizes g2;
  EXPECT_EQ(dims_from_shape(t, {2, 4}, "x", &g2).message(), "x: 3 dimensions, not 2");
  EXPECT_EQ(dims_from_shape(t, {2, 5, 2}, "x", &g2).message(), "x: dimension 1 is 4, not 5");
  EXPECT_EQ(dims_from_shape(t, {2, 4, 0}, "x", &g2).message(), "x: dimension 2 must be positive");
  DimSizes g3;
  EXPECT_EQ(dims_from_shape(t, {2, 4, 3}, "x", &g3).message(), "x: dimension 2 is N = 2, not 3");
}

}  // namespace
}  // namespace netc::ir
