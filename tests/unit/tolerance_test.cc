// The tolerance table of ir/tolerance.h: the family of each kind of op, the
// family a value is checked with, what a difference is measured against, and
// that docs/parity.md prints the table the code has.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

#include "ir/tolerance.h"

namespace netc::ir {
namespace {

TEST(Tolerance, OpsByFamily) {
  EXPECT_EQ(op_family(Op::Matmul), OpFamily::Product);
  EXPECT_EQ(op_family(Op::Conv2d), OpFamily::Product);
  EXPECT_EQ(op_family(Op::Conv2dGradWeight), OpFamily::Product);
  EXPECT_EQ(op_family(Op::Sum), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::SumTo), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::LogSoftmax), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::AvgPool2d), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::Exp), OpFamily::Elementwise);
  EXPECT_EQ(op_family(Op::Dropout), OpFamily::Elementwise);
  EXPECT_EQ(op_family(Op::Max), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::MaxPool2d), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Reshape), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Gather), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Param), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Loop), OpFamily::Product);
  EXPECT_EQ(op_family(Op::LoopResult), OpFamily::Product);
  // Declared per op (ops.def), not per kind: of one kind, a selection is
  // exact and a sum rounds.
  EXPECT_EQ(op_family(Op::Min), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Mean), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::TakeAlongAxis), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::ScatterAdd), OpFamily::Reduction);
  EXPECT_EQ(op_family(Op::Argmax), OpFamily::Exact);
  EXPECT_EQ(op_family(Op::Cumsum), OpFamily::Reduction);
  // Loosest last, each looser than the one before.
  const auto& t = tolerance_table();
  for (size_t k = 1; k < t.size(); ++k) EXPECT_LE(t[k - 1].relative, t[k].relative) << t[k].name;
  EXPECT_EQ(t.back().family, OpFamily::Product);
}

// A value of elementwise and layout ops takes the loosest family of what
// computes its operands; a reduction's is its own.
TEST(Tolerance, ValueFamiliesFollowTheirOperands) {
  Function f;
  ValueId x = f.add_value({}, "x");
  f.params = {x};
  auto inst = [&](Op op, std::vector<ValueId> operands) {
    ValueId v = f.add_value({});
    f.body.push_back({op, v, std::move(operands), {}, {}});
    return v;
  };
  ValueId e = inst(Op::Exp, {x});
  ValueId mm = inst(Op::Matmul, {x, e});
  ValueId r = inst(Op::Relu, {mm});
  ValueId t = inst(Op::Transpose, {r});
  ValueId s = inst(Op::Sum, {t});
  ValueId back = inst(Op::Add, {s, e});
  std::vector<OpFamily> fam = value_families(f);
  EXPECT_EQ(fam[x], OpFamily::Exact);
  EXPECT_EQ(fam[e], OpFamily::Elementwise);
  EXPECT_EQ(fam[mm], OpFamily::Product);
  EXPECT_EQ(fam[r], OpFamily::Product);
  EXPECT_EQ(fam[t], OpFamily::Product);
  EXPECT_EQ(fam[s], OpFamily::Reduction);
  EXPECT_EQ(fam[back], OpFamily::Reduction);
}

TEST(Tolerance, DifferencesAgainstTheLargestMagnitude) {
  const Tolerance& elementwise = tolerance(OpFamily::Elementwise);
  float a[3] = {100, -0.5f, 0}, b[3] = {100, -0.5f, 5e-4f};
  Difference d = difference(a, b, 3);
  EXPECT_FLOAT_EQ(d.max_abs, 5e-4f);
  EXPECT_DOUBLE_EQ(d.scale, 100);
  EXPECT_NEAR(d.relative(), 5e-6, 1e-9);
  EXPECT_TRUE(d.within(elementwise));  // 5e-6 of the tensor's largest magnitude
  b[0] = 100.01f;
  EXPECT_FALSE(difference(a, b, 3).within(elementwise));
  // Subnormal numbers (the CPU flushes them to zero) are no difference, even exactly.
  float zero[1] = {0}, tiny[1] = {std::numeric_limits<float>::denorm_min()};
  EXPECT_TRUE(difference(zero, tiny, 1).within(tolerance(OpFamily::Exact)));
  // A NaN or an infinity on one device only is never within.
  float nan[1] = {std::nanf("")}, inf[1] = {INFINITY}, one[1] = {1};
  EXPECT_FALSE(difference(nan, one, 1).within(tolerance(OpFamily::Product)));
  EXPECT_FALSE(difference(inf, one, 1).within(tolerance(OpFamily::Product)));
  EXPECT_TRUE(difference(nan, nan, 1).within(tolerance(OpFamily::Exact)));
  EXPECT_TRUE(difference(inf, inf, 1).within(tolerance(OpFamily::Exact)));
}

// A product of bf16 or f16 operands (a precision policy's) has a row keyed
// by that dtype: the product tolerance and 2^-(p+4), p its significant bits;
// the other families keep their f32 row.
TEST(Tolerance, LowPrecisionProductsHaveRowsOfTheirOwn) {
  const double product = tolerance(OpFamily::Product).relative;
  EXPECT_EQ(tolerance(OpFamily::Product, DType::BF16).relative, product + std::ldexp(1.0, -12));
  EXPECT_EQ(tolerance(OpFamily::Product, DType::F16).relative, product + std::ldexp(1.0, -15));
  EXPECT_STREQ(tolerance(OpFamily::Product, DType::BF16).name, "product-bf16");
  EXPECT_EQ(&tolerance(OpFamily::Reduction, DType::BF16), &tolerance(OpFamily::Reduction));
  EXPECT_EQ(tolerance(OpFamily::Product, DType::F32).computes, DType::F32);

  // x @ cast(w, bf16): the product of bf16 operands computes in bf16, and a
  // relu of it takes its row; an f32 product and a sum of the bf16 one keep theirs.
  Function f;
  auto value = [&](DType d) { return f.add_value(TensorType{d, {Dim(int64_t{2}), Dim(int64_t{2})}, {}}); };
  ValueId x = value(DType::F32), w = value(DType::F32);
  f.params = {x, w};
  auto inst = [&](Op op, std::vector<ValueId> operands, DType d) {
    ValueId v = value(d);
    f.body.push_back({op, v, std::move(operands), {}, {}});
    return v;
  };
  ValueId xl = inst(Op::Cast, {x}, DType::BF16), wl = inst(Op::Cast, {w}, DType::BF16);
  ValueId low = inst(Op::Matmul, {xl, wl}, DType::F32);
  ValueId r = inst(Op::Relu, {low}, DType::F32);
  ValueId full = inst(Op::Matmul, {x, w}, DType::F32);
  ValueId both = inst(Op::Add, {full, r}, DType::F32);
  ValueId s = inst(Op::Sum, {low}, DType::F32);
  EXPECT_EQ(computes_in(f, f.body[2]), DType::BF16);
  EXPECT_EQ(computes_in(f, f.body[4]), DType::F32);
  std::vector<const Tolerance*> rows = value_tolerances(f);
  EXPECT_STREQ(rows[xl]->name, "elementwise");
  EXPECT_STREQ(rows[low]->name, "product-bf16");
  EXPECT_STREQ(rows[r]->name, "product-bf16");
  EXPECT_STREQ(rows[full]->name, "product");
  EXPECT_STREQ(rows[both]->name, "product-bf16");
  EXPECT_STREQ(rows[s]->name, "reduction");
}

// docs/parity.md's table: `| family | tolerance | ops |`, a row per family
// in the code's order with its number and text.
TEST(Tolerance, TheDocsPrintTheTable) {
  std::ifstream in(std::string(NETC_TEST_SOURCE_DIR) + "/docs/parity.md");
  ASSERT_TRUE(in) << "docs/parity.md";
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream cols(line.substr(1));
    for (std::string c; std::getline(cols, c, '|');) {
      while (!c.empty() && c.front() == ' ') c.erase(0, 1);
      while (!c.empty() && c.back() == ' ') c.pop_back();
      cells.push_back(c);
    }
    rows.push_back(cells);
  }
  const auto& t = tolerance_table();
  ASSERT_EQ(rows.size(), t.size());
  for (size_t k = 0; k < t.size(); ++k) {
    ASSERT_GE(rows[k].size(), 3u);
    EXPECT_EQ(rows[k][0], "`" + std::string(t[k].name) + "`");
    EXPECT_EQ(std::stod(rows[k][1]), t[k].relative) << t[k].name;
    EXPECT_EQ(rows[k][2], t[k].ops) << t[k].name;
  }
}

}  // namespace
}  // namespace netc::ir
