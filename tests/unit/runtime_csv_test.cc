// CSV loading: selected numeric columns into a field, and the file:line
// errors for malformed numbers and short rows.
#include <gtest/gtest.h>

#include "runtime/data.h"
#include "unit/runtime_test_util.h"

namespace netc::rt {
namespace {

using test::TempDir;

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "message: " << (text)

TEST(RuntimeCsv, LoadsSelectedColumns) {
  TempDir dir;
  std::string path = dir.file("iris.csv");
  test::write_text(path,
                   "sepal_len,name,sepal_w,label\r\n"
                   "5.1,\"setosa, small\",3.5,0\r\n"
                   " 4.9 ,setosa,-3e0,+1\n"
                   "\n"
                   "6.2,virginica,2.5,2\n");
  Expected<Field> x = load_csv(path, FieldDecl{"x", DType::F32, {2}}, CsvOptions{{2, 0}, true});
  ASSERT_TRUE(x.ok()) << x.message();
  EXPECT_EQ(x->data.shape(), (std::vector<int64_t>{3, 2}));
  const float* v = x->data.data_as<float>();
  EXPECT_EQ((std::vector<float>(v, v + 6)), (std::vector<float>{3.5f, 5.1f, -3.0f, 4.9f, 2.5f, 6.2f}));
  Expected<Field> y = load_csv(path, FieldDecl{"y", DType::I64, {}}, CsvOptions{{3}, true});
  ASSERT_TRUE(y.ok()) << y.message();
  const int64_t* l = y->data.data_as<int64_t>();
  EXPECT_EQ((std::vector<int64_t>(l, l + 3)), (std::vector<int64_t>{0, 1, 2}));
}

// `netc mem` counts a file's examples without loading it: as load_csv counts
// them (a skipped header, blank and whitespace-only lines, CRLF, a last row
// without its newline).
TEST(RuntimeCsv, RowsAreCountedAsTheLoaderCountsThem) {
  TempDir dir;
  std::string path = dir.file("c.csv");
  test::write_text(path, "h1,h2\r\n1,2\r\n\n \t \n3,4\n5,6");
  Expected<int64_t> n = count_csv_rows(path, true);
  ASSERT_TRUE(n.ok()) << n.message();
  EXPECT_EQ(*n, 3);
  Expected<Field> f = load_csv(path, FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, true});
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_EQ(f->count(), *n);
  EXPECT_EQ(*count_csv_rows(path, false), 4);  // the header counts as a row
  test::write_text(path, "only,a,header\n");
  EXPECT_EQ(*count_csv_rows(path, true), 0);
  EXPECT_FALSE(count_csv_rows(dir.file("missing.csv"), false).ok());
}

TEST(RuntimeCsv, EveryColumnWhenNoneSelected) {
  TempDir dir;
  test::write_text(dir.file("m.csv"), "1,2\n3,4\n");
  Expected<Field> f = load_csv(dir.file("m.csv"), FieldDecl{"m", DType::I32, {2}}, CsvOptions{});
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_EQ(f->data.data_as<int32_t>()[3], 4);
  Expected<Field> wrong = load_csv(dir.file("m.csv"), FieldDecl{"m", DType::I32, {3}}, CsvOptions{});
  ASSERT_FALSE(wrong.ok());
  EXPECT_HAS(wrong.message(), dir.file("m.csv") + ":1: the row has 2 columns, but the field `m` (i32[3]) needs 3");
}

TEST(RuntimeCsv, MalformedNumberNamesFileAndLine) {
  TempDir dir;
  test::write_text(dir.file("d.csv"), "a,b\n1,2\n3,x7\n");
  Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, true});
  ASSERT_FALSE(f.ok());
  EXPECT_HAS(f.message(), dir.file("d.csv") + ":3: column 1: `x7` is not a number for the field `x` (f32[2])");
  // An integer field rejects a fraction.
  test::write_text(dir.file("l.csv"), "1\n2.5\n");
  Expected<Field> l = load_csv(dir.file("l.csv"), FieldDecl{"l", DType::I64, {}}, CsvOptions{{0}, false});
  ASSERT_FALSE(l.ok());
  EXPECT_HAS(l.message(), dir.file("l.csv") + ":2: column 0: `2.5` is not an integer in range");
}

// A spreadsheet's export: a byte-order mark, then a header row, which the
// error names as one, with the setting that skips it.
TEST(RuntimeCsv, AByteOrderMarkIsSkippedAndAHeaderIsNamed) {
  TempDir dir;
  test::write_text(dir.file("bom.csv"), "\xEF\xBB\xBF" "1,2\n3,4\n");
  Expected<Field> f = load_csv(dir.file("bom.csv"), FieldDecl{"m", DType::F32, {2}}, CsvOptions{});
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_EQ(f->data.data_as<float>()[0], 1.0f);
  test::write_text(dir.file("h.csv"), "\xEF\xBB\xBF" "width,label\n1.5,2\n");
  Expected<Field> h = load_csv(dir.file("h.csv"), FieldDecl{"w", DType::F32, {}}, CsvOptions{{0}, false});
  ASSERT_FALSE(h.ok());
  EXPECT_HAS(h.message(), dir.file("h.csv") + ":1: column 0: `width` is not a number for the field `w` (f32[]); if the "
                          "first line is a header row, skip it: csv(\"...\", skip_header = true)");
  Expected<Field> skipped = load_csv(dir.file("h.csv"), FieldDecl{"w", DType::F32, {}}, CsvOptions{{0}, true});
  ASSERT_TRUE(skipped.ok()) << skipped.message();
  EXPECT_EQ(skipped->data.data_as<float>()[0], 1.5f);
}

// A label or index out of range is said at its line of the file (after a
// header and a blank line), with the example it is.
TEST(RuntimeCsv, ALabelOutOfRangeIsSaidAtItsLine) {
  TempDir dir;
  test::write_text(dir.file("l.csv"), "label\n0\n\n1\n5\n2\n");
  Expected<Field> f = load_csv(dir.file("l.csv"), FieldDecl{"y", DType::I64, {}}, CsvOptions{{0}, true});
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_HAS(check_label_range(*f, 3).message(),
             dir.file("l.csv") + ":5: labels out of range for the loss: `y` of example 2 is 5, but the loss has 3 classes");
  EXPECT_HAS(check_index_range(*f, 4, "`take`").message(), dir.file("l.csv") + ":5: indices out of range: `y` of example 2");
}

TEST(RuntimeCsv, NonFiniteValuesAreDataErrors) {
  TempDir dir;
  // nan and inf parse as numbers, and 1e300 overflows f32: each would reach
  // the loss as NaN, so each is reported with its file, line and column.
  for (const char* bad : {"nan", "inf", "-inf", "1e300"}) {
    test::write_text(dir.file("d.csv"), std::string("1,2\n3,") + bad + "\n");
    Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, false});
    ASSERT_FALSE(f.ok()) << bad;
    EXPECT_HAS(f.message(), dir.file("d.csv") + ":2: column 1: `" + bad + "` is not a finite number of the field `x` (f32[2])");
  }
  test::write_text(dir.file("ok.csv"), "1,3.4e38\n-1e-30,0\n");
  EXPECT_TRUE(load_csv(dir.file("ok.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, false}).ok());
  // An f16 field holds at most 65504 (65519 rounds to it; 65520 to an
  // infinity); a bf16 field f32's range.
  test::write_text(dir.file("h.csv"), "1,65519\n3,-65520\n");
  Expected<Field> h = load_csv(dir.file("h.csv"), FieldDecl{"x", DType::F16, {2}}, CsvOptions{{0, 1}, false});
  ASSERT_FALSE(h.ok());
  EXPECT_HAS(h.message(), dir.file("h.csv") + ":2: column 1: `-65520` is not a finite number of the field `x` "
                                              "(f16[2]) (f16's largest is 65504)");
  test::write_text(dir.file("b.csv"), "1,3.3e38\n3,-3.4e38\n");
  Expected<Field> b = load_csv(dir.file("b.csv"), FieldDecl{"x", DType::BF16, {2}}, CsvOptions{{0, 1}, false});
  ASSERT_FALSE(b.ok());
  EXPECT_HAS(b.message(), dir.file("b.csv") + ":2: column 1: `-3.4e38` is not a finite number of the field `x` (bf16[2])");
}

TEST(RuntimeCsv, ShortRow) {
  TempDir dir;
  test::write_text(dir.file("d.csv"), "1,2\n4,5\n");
  Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 2}, false});
  ASSERT_FALSE(f.ok());
  EXPECT_HAS(f.message(), dir.file("d.csv") + ":1: short row: it has 2 columns, but columns = [0, 2] needs column 2");
}

TEST(RuntimeCsv, EveryRowHasTheFirstRowsCells) {
  TempDir dir;
  for (const char* text : {"1,2,3\n4,5\n", "1,2,3\n4,5,6,7\n"}) {  // short, or with extra cells
    test::write_text(dir.file("d.csv"), text);
    Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, false});
    ASSERT_FALSE(f.ok()) << text;
    EXPECT_HAS(f.message(), dir.file("d.csv") + ":2: the row has ");
    EXPECT_HAS(f.message(), " cells, but line 1 has 3; every row of a CSV file has the same cells");
  }
}

TEST(RuntimeCsv, ABinaryCellIsEscapedInTheMessage) {
  TempDir dir;
  test::write_text(dir.file("d.csv"), std::string("1,\x1b[2J\x01\xff\n", 10));
  Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{}, false});
  ASSERT_FALSE(f.ok());
  EXPECT_HAS(f.message(), "column 1: `\\x1B[2J\\x01\\xFF` is not a number");
  EXPECT_EQ(f.message().find('\x1b'), std::string::npos);
}

TEST(RuntimeCsv, ColumnCountMustMatchDeclaredType) {
  TempDir dir;
  test::write_text(dir.file("d.csv"), "1,2,3\n");
  Expected<Field> f = load_csv(dir.file("d.csv"), FieldDecl{"x", DType::F32, {3}}, CsvOptions{{0, 1}, false});
  ASSERT_FALSE(f.ok());
  EXPECT_HAS(f.message(), "columns = [0, 1] selects 2 values per row, but the field `x` (f32[3]) needs 3");
}

TEST(RuntimeCsv, EmptyAndMissingFiles) {
  TempDir dir;
  test::write_text(dir.file("h.csv"), "a,b\n");
  Expected<Field> f = load_csv(dir.file("h.csv"), FieldDecl{"x", DType::F32, {2}}, CsvOptions{{0, 1}, true});
  ASSERT_FALSE(f.ok());
  EXPECT_HAS(f.message(), dir.file("h.csv") + ": no data rows after the header");
  Expected<Field> g = load_csv(dir.file("none.csv"), FieldDecl{"x", DType::F32, {}}, CsvOptions{});
  ASSERT_FALSE(g.ok());
  EXPECT_HAS(g.message(), dir.file("none.csv") + ": cannot open: No such file or directory");
}

}  // namespace
}  // namespace netc::rt
