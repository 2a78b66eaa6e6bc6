// Unit tests of Dim (ir/types.h): arithmetic, the canonical form that makes
// equal dims compare (and print) equal however they were written, floor
// division, substitution, and the dim formulas the typing rules use.
#include <gtest/gtest.h>

#include <limits>

#include "ir/types.h"
#include "ir_test_util.h"

namespace netc::ir {
namespace {

using testing::S;
Dim div(const Dim& a, const Dim& b) { return *Dim::floordiv(a, b); }

TEST(Dim, Constants) {
  Dim d = Dim(3) + Dim(4) * Dim(5);
  EXPECT_TRUE(d.is_constant());
  EXPECT_EQ(d.value(), 23);
  EXPECT_EQ(d.str(), "23");
  EXPECT_TRUE(Dim().is_constant());
  EXPECT_EQ(Dim().value(), 0);
  EXPECT_EQ(Dim().str(), "0");
  EXPECT_EQ(Dim(-4).str(), "-4");
  EXPECT_EQ(Dim(7) - Dim(7), Dim(0));
}

TEST(Dim, Symbols) {
  Dim n = S("N");
  EXPECT_TRUE(n.is_symbol());
  EXPECT_FALSE(n.is_constant());
  EXPECT_EQ(n.symbol_name(), "N");
  EXPECT_EQ(n.str(), "N");
  EXPECT_FALSE((n * Dim(2)).is_symbol());
  EXPECT_FALSE((n + Dim(1)).is_symbol());
  EXPECT_NE(S("N"), S("M"));
  EXPECT_EQ(S("N"), S("N"));
}

TEST(Dim, CanonicalFormIgnoresHowItWasWritten) {
  Dim a = S("a"), b = S("b");
  EXPECT_EQ((a + b) * Dim(2), Dim(2) * b + Dim(2) * a);
  EXPECT_EQ(((a + b) * Dim(2)).str(), "2*a + 2*b");
  EXPECT_EQ(a * b, b * a);
  EXPECT_EQ((a + b) * (a - b), a * a - b * b);
  EXPECT_EQ((a * a - b * b).str(), "a*a - b*b");
  EXPECT_EQ(a - a, Dim(0));
  EXPECT_TRUE((a - a).is_constant());
  EXPECT_EQ(a + Dim(1) - Dim(1), a);
  EXPECT_TRUE((a + Dim(1) - Dim(1)).is_symbol());
}

TEST(Dim, StrPutsConstantLastAndSignsBetweenTerms) {
  Dim h = S("H"), p = S("p"), k = S("k");
  EXPECT_EQ((h + Dim(2) * p - k).str(), "H - k + 2*p");  // terms in canonical (byte) order
  EXPECT_EQ((Dim(3) - S("N")).str(), "-N + 3");
  EXPECT_EQ((S("N") * Dim(-2)).str(), "-2*N");
  EXPECT_EQ((S("N") + Dim(1)).str(), "N + 1");
}

TEST(Dim, FloorDivisionOfConstantsRoundsDown) {
  EXPECT_EQ(div(7, 2), Dim(3));
  EXPECT_EQ(div(-7, 2), Dim(-4));
  EXPECT_EQ(div(7, -2), Dim(-4));
  EXPECT_EQ(div(-7, -2), Dim(3));
  EXPECT_EQ(div(6, 3), Dim(2));
  EXPECT_EQ(div(0, 5), Dim(0));
  EXPECT_FALSE(Dim::floordiv(7, 0).has_value());
  EXPECT_FALSE(Dim::floordiv(S("N"), 0).has_value());
}

TEST(Dim, FloorDivisionOfSymbols) {
  Dim n = S("N");
  EXPECT_EQ(div(n, 1), n);
  EXPECT_EQ(div(Dim(2) * n + Dim(4), 2), n + Dim(2));  // exact: stays a polynomial
  Dim q = div(n + Dim(1), 2);                           // not exact: an opaque term
  EXPECT_EQ(q.str(), "(N + 1)/2");
  EXPECT_FALSE(q.is_symbol());
  EXPECT_EQ(q, div(Dim(1) + n, 2));
  EXPECT_NE(q, div(n, 2));
  EXPECT_EQ(div(n, S("M")).str(), "(N)/M");
  EXPECT_EQ(div(n, S("M") + Dim(1)).str(), "(N)/(M + 1)");
  // Opaque terms take part in arithmetic like symbols.
  EXPECT_EQ(q + q, Dim(2) * q);
  EXPECT_EQ((q - q), Dim(0));
}

TEST(Dim, DivisionByAFactorOfEveryTermCancels) {
  Dim b = S("B"), t = S("T"), d = S("d"), m = S("M");
  EXPECT_EQ(*Dim::floordiv(b * t * d, d), b * t);           // reshape(x, [-1, d]) of [B, T, d]
  EXPECT_EQ(*Dim::floordiv(b * t * d, t * d), b);
  EXPECT_EQ(*Dim::floordiv(b * t * d, b * t * d), Dim(1));
  EXPECT_EQ(*Dim::floordiv(Dim(6) * b * m + Dim(3) * b, Dim(3) * b), Dim(2) * m + Dim(1));
  EXPECT_EQ(*Dim::floordiv(Dim(12) * b * b, Dim(4) * b), Dim(3) * b);
  // Not a factor of every term, or a coefficient that does not divide: opaque.
  EXPECT_EQ(Dim::floordiv(b * t + d, t)->str(), "(B*T + d)/T");
  EXPECT_EQ(Dim::floordiv(Dim(3) * b, Dim(2) * b)->str(), "(3*B)/(2*B)");
  EXPECT_EQ(Dim::floordiv(b, b * t)->str(), "(B)/(B*T)");
}

TEST(Dim, AConstantDivisorOfEverySymbolicCoefficientLeavesAFloorOfTheConstant) {
  Dim d = S("d"), n = S("N");
  EXPECT_EQ(*Dim::floordiv(Dim(2) * d + Dim(1), 2), d);                  // x[::2] of an axis of 2*d + 1
  EXPECT_EQ(*Dim::floordiv(Dim(4) * d + Dim(2) * n + Dim(7), 2), Dim(2) * d + n + Dim(3));
  EXPECT_EQ(*Dim::floordiv(Dim(2) * d - Dim(3), 2), d - Dim(2));         // floor(-3/2) is -2
  EXPECT_EQ(Dim::floordiv(Dim(3) * d + Dim(1), 2)->str(), "(3*d + 1)/2");  // 3*d/2 need not be whole
  EXPECT_EQ((*Dim::floordiv(Dim(2) * d + Dim(1), 2)).substitute({{"d", Dim(5)}}), Dim(5));
}

TEST(Dim, OverflowIsReportedNotWrapped) {
  const Dim big(int64_t{4611686018427387904}), max(INT64_MAX), n = S("N");
  EXPECT_TRUE(Dim::overflows('*', big, Dim(4)));
  EXPECT_TRUE(Dim::overflows('+', max, Dim(1)));
  EXPECT_TRUE(Dim::overflows('-', Dim(INT64_MIN), Dim(1)));
  EXPECT_TRUE(Dim::overflows('*', big * n, Dim(2)));          // a coefficient of a symbolic term
  EXPECT_TRUE(Dim::overflows('+', max * n, n));
  EXPECT_FALSE(Dim::overflows('-', Dim(-1), Dim(INT64_MIN)));  // INT64_MAX fits
  EXPECT_FALSE(Dim::overflows('*', n + Dim(3), n - Dim(3)));
}

TEST(Dim, ProductsWithDivisionsPrintUnambiguously) {
  Dim h = S("H"), w = S("W");
  Dim qh = div(h - Dim(3), 2), qw = div(w - Dim(3), 2);
  // Without the parentheses `2*(H - 3)/2` would read as `(2*H - 6)/2`.
  EXPECT_EQ((Dim(2) * qh).str(), "2*((H - 3)/2)");
  EXPECT_EQ((qh * qw).str(), "(H - 3)/2*((W - 3)/2)");
  EXPECT_EQ((qh * S("N")).str(), "(H - 3)/2*N");
  EXPECT_EQ((Dim(0) - qh).str(), "-(H - 3)/2");
}

TEST(Dim, ConvAndPoolFormulas) {
  Dim h = S("H");
  // Output size (H + 2*padding - kernel)/stride + 1.
  EXPECT_EQ(div(h + Dim(2 * 1) - Dim(3), 1) + Dim(1), h);  // 3x3, padding 1, stride 1: same size
  EXPECT_EQ(div(h + Dim(2 * 2) - Dim(5), 1) + Dim(1), h);  // 5x5, padding 2
  EXPECT_EQ(div(h - Dim(3), 1) + Dim(1), h - Dim(2));      // valid 3x3
  Dim s2 = div(h + Dim(2) - Dim(3), 2) + Dim(1);
  EXPECT_EQ(s2.str(), "(H - 1)/2 + 1");
  EXPECT_EQ(div(Dim(28) + Dim(2) - Dim(3), 2) + Dim(1), Dim(14));
  // 2x2 pooling of 28 and of a symbolic size.
  EXPECT_EQ(div(Dim(28) - Dim(2), 2) + Dim(1), Dim(14));
  EXPECT_EQ((div(h - Dim(2), 2) + Dim(1)).str(), "(H - 2)/2 + 1");
}

TEST(Dim, Substitute) {
  Dim n = S("N"), m = S("M");
  Dim d = Dim(2) * n + m * n + Dim(1);
  EXPECT_EQ(d.substitute({{"N", Dim(32)}}), Dim(32) * m + Dim(65));
  EXPECT_EQ(d.substitute({{"N", Dim(32)}, {"M", Dim(3)}}), Dim(161));
  EXPECT_EQ(d.substitute({{"N", m}}), Dim(2) * m + m * m + Dim(1));
  EXPECT_EQ(d.substitute({}), d);
  // Divisions fold once their operands are known.
  Dim q = div(S("H") - Dim(1), 2) + Dim(1);
  EXPECT_EQ(q.substitute({{"H", Dim(28)}}), Dim(14));
  EXPECT_EQ(q.substitute({{"H", Dim(2) * n + Dim(1)}}), n + Dim(1));
  EXPECT_EQ(q.substitute({{"N", Dim(4)}}), q);
}

TEST(Dim, ListsItsSymbols) {
  Dim d = S("N") * S("C") + div(S("H") - S("k"), 2);
  EXPECT_EQ(d.symbols(), (std::vector<std::string>{"C", "H", "N", "k"}));
  EXPECT_TRUE(Dim(5).symbols().empty());
}

// Dims read from text can be absurdly large; arithmetic on them must stay
// defined behaviour (it wraps) and must not trap.
TEST(Dim, OverflowDoesNotTrap) {
  const int64_t max = std::numeric_limits<int64_t>::max(), min = std::numeric_limits<int64_t>::min();
  EXPECT_EQ(Dim(max) + Dim(1), Dim(min));
  EXPECT_EQ(Dim(max) * Dim(2), Dim(-2));
  EXPECT_EQ(div(min, -1), Dim(min));
  EXPECT_EQ(Dim(min).str(), "-9223372036854775808");
  EXPECT_EQ((S("N") * Dim(min)).str(), "-9223372036854775808*N");
}

}  // namespace
}  // namespace netc::ir
