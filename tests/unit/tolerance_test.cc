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
