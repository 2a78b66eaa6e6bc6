// IDX loading: synthetic plain and gzip'd files, every kind of bad file, and
// the real Fashion-MNIST test set when the machine has it.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <bit>
#include <cmath>
#include <filesystem>

#include "runtime/data.h"
#include "unit/runtime_test_util.h"

namespace netc::rt {
namespace {

using test::TempDir;

// An IDX file: 00 00 type ndim, big-endian u32 dims, then the payload.
std::vector<uint8_t> idx_bytes(uint8_t type, const std::vector<uint32_t>& dims, const std::vector<uint8_t>& payload) {
  std::vector<uint8_t> b{0, 0, type, static_cast<uint8_t>(dims.size())};
  for (uint32_t d : dims) {
    b.push_back(static_cast<uint8_t>(d >> 24));
    b.push_back(static_cast<uint8_t>(d >> 16));
    b.push_back(static_cast<uint8_t>(d >> 8));
    b.push_back(static_cast<uint8_t>(d));
  }
  b.insert(b.end(), payload.begin(), payload.end());
  return b;
}

std::vector<uint8_t> iota_bytes(size_t n, uint8_t start = 0) {
  std::vector<uint8_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<uint8_t>(start + i);
  return v;
}

const FieldDecl kImages{"images", DType::F32, {2, 2}};
const FieldDecl kLabels{"labels", DType::I64, {}};

std::string load_error(const std::string& path, const FieldDecl& decl) {
  Expected<Field> f = load_idx(path, decl);
  EXPECT_FALSE(f.ok()) << "loading " << path << " should fail";
  return f.message();
}

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "message: " << (text)

TEST(RuntimeIdx, LoadsPlainImagesAsUnscaledF32) {
  TempDir dir;
  std::string path = dir.file("images.idx");
  test::write_bytes(path, idx_bytes(0x08, {3, 2, 2}, iota_bytes(12, 250)));  // 250..255, 0..5 (wraps)
  Expected<Field> f = load_idx(path, kImages);
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_EQ(f->name, "images");
  EXPECT_EQ(f->path, path);
  EXPECT_EQ(f->data.shape(), (std::vector<int64_t>{3, 2, 2}));
  EXPECT_EQ(f->data.dtype(), DType::F32);
  EXPECT_EQ(f->count(), 3);
  EXPECT_EQ(f->example_bytes(), 16u);
  const float* v = f->data.data_as<float>();
  EXPECT_EQ(v[0], 250.0f);
  EXPECT_EQ(v[5], 255.0f);
  EXPECT_EQ(v[6], 0.0f);
  EXPECT_EQ(v[11], 5.0f);
}

TEST(RuntimeIdx, LoadsGzippedLabelsAsI64) {
  TempDir dir;
  std::string path = dir.file("labels.idx1-ubyte.gz");
  test::write_gz(path, idx_bytes(0x08, {5}, {3, 0, 9, 1, 7}));
  Expected<Field> f = load_idx(path, kLabels);
  ASSERT_TRUE(f.ok()) << f.message();
  EXPECT_EQ(f->data.shape(), (std::vector<int64_t>{5}));
  const int64_t* v = f->data.data_as<int64_t>();
  EXPECT_EQ((std::vector<int64_t>(v, v + 5)), (std::vector<int64_t>{3, 0, 9, 1, 7}));
  EXPECT_TRUE(check_label_range(*f, 10).ok());
}

TEST(RuntimeIdx, DecodesWiderBigEndianTypes) {
  TempDir dir;
  // i16: -2, 258
  test::write_bytes(dir.file("i16"), idx_bytes(0x0B, {2}, {0xff, 0xfe, 0x01, 0x02}));
  Expected<Field> a = load_idx(dir.file("i16"), FieldDecl{"a", DType::I32, {}});
  ASSERT_TRUE(a.ok()) << a.message();
  EXPECT_EQ(a->data.data_as<int32_t>()[0], -2);
  EXPECT_EQ(a->data.data_as<int32_t>()[1], 258);
  // i32: 0x01020304; i8: -1
  test::write_bytes(dir.file("i32"), idx_bytes(0x0C, {1}, {1, 2, 3, 4}));
  Expected<Field> b = load_idx(dir.file("i32"), FieldDecl{"b", DType::I64, {}});
  ASSERT_TRUE(b.ok()) << b.message();
  EXPECT_EQ(b->data.data_as<int64_t>()[0], 0x01020304);
  test::write_bytes(dir.file("i8"), idx_bytes(0x09, {1}, {0xff}));
  Expected<Field> c = load_idx(dir.file("i8"), FieldDecl{"c", DType::F32, {}});
  ASSERT_TRUE(c.ok()) << c.message();
  EXPECT_EQ(c->data.data_as<float>()[0], -1.0f);
  // f32 1.5 = 3f c0 00 00; f64 -0.25 = bf d0 00 ..
  test::write_bytes(dir.file("f32"), idx_bytes(0x0D, {1, 1}, {0x3f, 0xc0, 0, 0}));
  Expected<Field> d = load_idx(dir.file("f32"), FieldDecl{"d", DType::F16, {1}});
  ASSERT_TRUE(d.ok()) << d.message();
  EXPECT_EQ(d->data.data_as<uint16_t>()[0], f32_to_f16(1.5f));
  test::write_bytes(dir.file("f64"), idx_bytes(0x0E, {1}, {0xbf, 0xd0, 0, 0, 0, 0, 0, 0}));
  Expected<Field> e = load_idx(dir.file("f64"), FieldDecl{"e", DType::F32, {}});
  ASSERT_TRUE(e.ok()) << e.message();
  EXPECT_EQ(e->data.data_as<float>()[0], -0.25f);
}

TEST(RuntimeIdx, BadMagic) {
  TempDir dir;
  test::write_bytes(dir.file("x"), {0x01, 0x02, 0x08, 0x01, 0, 0, 0, 0});
  std::string m = load_error(dir.file("x"), kLabels);
  EXPECT_HAS(m, dir.file("x") + ": not an IDX file: it starts with bytes 01 02 08 01");
  EXPECT_HAS(m, "an IDX file starts with 00 00");
}

TEST(RuntimeIdx, TooShortForHeader) {
  TempDir dir;
  test::write_bytes(dir.file("x"), {0x00, 0x00});
  EXPECT_HAS(load_error(dir.file("x"), kLabels), "fewer than the 4-byte IDX header");
}

TEST(RuntimeIdx, WrongTypeByte) {
  TempDir dir;
  test::write_bytes(dir.file("x"), idx_bytes(0x07, {1}, {0}));
  std::string m = load_error(dir.file("x"), kLabels);
  EXPECT_HAS(m, "unknown IDX element type 0x07");
  EXPECT_HAS(m, "0x08 u8");
}

TEST(RuntimeIdx, TruncatedData) {
  TempDir dir;
  test::write_gz(dir.file("x.gz"), idx_bytes(0x08, {3, 2, 2}, iota_bytes(10)));
  std::string m = load_error(dir.file("x.gz"), kImages);
  EXPECT_HAS(m, dir.file("x.gz") + ": truncated: the header declares [3, 2, 2] u8 values (12 bytes of data) but "
                                   "the file has only 10");
}

// A header that declares more than the file can hold is refused before any
// of it is read or allocated: a 64 KiB gzip of zeros that declares
// [4294967295, 4, 4] (68 GB) took gigabytes and seconds to say "truncated".
TEST(RuntimeIdx, DeclaredSizesBeyondWhatTheFileHoldsAreRefusedAtOnce) {
  TempDir dir;
  const FieldDecl decl{"images", DType::F32, {4, 4}};
  test::write_gz(dir.file("x.gz"), idx_bytes(0x08, {4294967295u, 4, 4}, std::vector<uint8_t>(1 << 16)));
  size_t gz_bytes = test::read_bytes(dir.file("x.gz")).size();
  std::string m = load_error(dir.file("x.gz"), decl);
  EXPECT_HAS(m, dir.file("x.gz") + ": truncated: the header declares [4294967295, 4, 4] u8 values (68719476720 bytes "
                                   "of data), but " + std::to_string(gz_bytes) + " bytes of gzip hold at most " +
                                   std::to_string(gz_bytes * 1032) + " (deflate's largest ratio is 1032:1)");

  test::write_bytes(dir.file("x"), idx_bytes(0x08, {4294967295u, 4, 4}, std::vector<uint8_t>(100)));
  EXPECT_HAS(load_error(dir.file("x"), decl), dir.file("x") + ": truncated: the header declares [4294967295, 4, 4] "
                                              "u8 values (68719476720 bytes of data) but the file has only 100 bytes "
                                              "after its header");
}

// A file that holds what its header declares, but more than this machine's
// memory: a sparse file of 1 TiB.
TEST(RuntimeIdx, DataLargerThanTheMachineIsRefusedBeforeReading) {
  TempDir dir;
  const std::string path = dir.file("big");
  test::write_bytes(path, idx_bytes(0x08, {1u << 20, 1024, 1024}, {}));
  std::error_code ec;
  std::filesystem::resize_file(path, 16 + (uint64_t{1} << 40), ec);
  if (ec) GTEST_SKIP() << "this file system has no sparse files of 1 TiB: " << ec.message();
  std::string m = load_error(path, FieldDecl{"images", DType::F32, {1024, 1024}});
  EXPECT_HAS(m, path + ": the header declares [1048576, 1024, 1024] u8 values (1099511627776 bytes of data), which "
                       "as the field `images` (f32[1024, 1024]) take 5497558138880 bytes of memory to load, more than "
                       "this machine's ");
}

// A gzip'd file whose data ends early is read as it arrives, not allocated
// as declared: what it costs is what it holds.
TEST(RuntimeIdx, TruncatedGzipWithinTheRatioBound) {
  TempDir dir;
  std::vector<uint8_t> noise(1 << 20);  // that deflate cannot shrink
  uint32_t x = 1;
  for (uint8_t& b : noise) b = static_cast<uint8_t>((x = x * 1664525u + 1013904223u) >> 24);
  test::write_gz(dir.file("x.gz"), idx_bytes(0x08, {1000000, 2, 2}, noise));
  EXPECT_HAS(load_error(dir.file("x.gz"), kImages), "truncated: the header declares [1000000, 2, 2] u8 values "
                                                    "(4000000 bytes of data) but the file has only 1048576");
}

// NaN and infinities in float data are data errors, as in CSV files; an f64
// beyond f32's range too.
TEST(RuntimeIdx, NonFiniteFloatsAreRefusedWithTheirExample) {
  TempDir dir;
  std::vector<uint8_t> payload;
  for (float v : {0.f, 1.f, 2.f, 3.f, 4.f, std::nanf(""), 6.f, 7.f}) {
    uint32_t u = std::bit_cast<uint32_t>(v);
    for (int k = 0; k < 4; ++k) payload.push_back(static_cast<uint8_t>(u >> (24 - 8 * k)));
  }
  test::write_bytes(dir.file("x"), idx_bytes(0x0D, {2, 2, 2}, payload));
  EXPECT_HAS(load_error(dir.file("x"), kImages), dir.file("x") + ": element 5 is NaN in f32 (example 1 of the field "
                                                 "`images` (f32[2, 2])); fix the data or leave that example out");

  std::vector<uint8_t> wide(8 * 4, 0);
  uint64_t big = std::bit_cast<uint64_t>(1e300);
  for (int k = 0; k < 8; ++k) wide[16 + k] = static_cast<uint8_t>(big >> (56 - 8 * k));  // element 2
  test::write_bytes(dir.file("y"), idx_bytes(0x0E, {1, 2, 2}, wide));
  EXPECT_HAS(load_error(dir.file("y"), kImages), "element 2 is +inf in f32 (example 0 of the field `images`");
}

TEST(RuntimeIdx, TruncatedHeaderDims) {
  TempDir dir;
  test::write_bytes(dir.file("x"), {0, 0, 0x08, 3, 0, 0, 0, 1});
  EXPECT_HAS(load_error(dir.file("x"), kImages), "truncated IDX header");
}

TEST(RuntimeIdx, TruncatedGzipStream) {
  TempDir dir;
  test::write_gz(dir.file("x.gz"), idx_bytes(0x08, {1000}, std::vector<uint8_t>(1000, 7)));
  std::vector<uint8_t> gz = test::read_bytes(dir.file("x.gz"));
  gz.resize(gz.size() - 12);  // cut into the deflate stream and its trailer
  test::write_bytes(dir.file("x.gz"), gz);
  std::string m = load_error(dir.file("x.gz"), kLabels);
  EXPECT_HAS(m, dir.file("x.gz") + ": ");
  EXPECT_TRUE(m.find("cannot read") != std::string::npos || m.find("truncated") != std::string::npos) << m;
}

TEST(RuntimeIdx, TrailingGarbage) {
  TempDir dir;
  std::vector<uint8_t> b = idx_bytes(0x08, {2}, {1, 2});
  b.insert(b.end(), {9, 9, 9});
  test::write_bytes(dir.file("x"), b);
  std::string m = load_error(dir.file("x"), kLabels);
  EXPECT_HAS(m, "3 bytes of trailing garbage after the 2 bytes of data the header declares ([2] u8)");
}

TEST(RuntimeIdx, DeclaredShapeMismatch) {
  TempDir dir;
  test::write_bytes(dir.file("x"), idx_bytes(0x08, {2, 784}, std::vector<uint8_t>(2 * 784)));
  std::string m = load_error(dir.file("x"), FieldDecl{"images", DType::F32, {28, 28}});
  EXPECT_HAS(m, dir.file("x") + ": the field `images` (f32[28, 28]) declares one example as f32[28, 28], so the "
                                "file must hold [count, 28, 28], but it holds [2, 784]");
  EXPECT_HAS(m, "change the declared type to f32[784]");
}

TEST(RuntimeIdx, FloatFileIntoIntegerField) {
  TempDir dir;
  test::write_bytes(dir.file("x"), idx_bytes(0x0D, {1}, {0x3f, 0xc0, 0, 0}));
  EXPECT_HAS(load_error(dir.file("x"), kLabels), "holds f32 values (IDX type 0x0d), which cannot be loaded into the "
                                                 "field `labels` (i64[])");
}

TEST(RuntimeIdx, MissingFile) {
  TempDir dir;
  std::string m = load_error(dir.file("nope.gz"), kLabels);
  EXPECT_HAS(m, dir.file("nope.gz") + ": cannot open: No such file or directory");
}

TEST(RuntimeIdx, DirectoryInsteadOfFile) {
  TempDir dir;
  std::filesystem::create_directory(dir.file("sub"));
  EXPECT_HAS(load_error(dir.file("sub"), kLabels), dir.file("sub") + ": is a directory, not a data file");
}

TEST(RuntimeIdx, DevicesAndPipesAreNotDataFiles) {
  TempDir dir;
  const std::string fifo = dir.file("fifo.gz");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::filesystem::create_symlink("/dev/zero", dir.file("zero.gz"));
  for (const std::string& path : {std::string("/dev/zero"), fifo, dir.file("zero.gz")})
    EXPECT_HAS(load_error(path, kLabels), path + ": is not a regular file (a device, a pipe or a socket)");
}

TEST(RuntimeIdx, CountMismatchBetweenImagesAndLabels) {
  TempDir dir;
  test::write_bytes(dir.file("images"), idx_bytes(0x08, {3, 2, 2}, iota_bytes(12)));
  test::write_gz(dir.file("labels.gz"), idx_bytes(0x08, {2}, {0, 1}));
  Expected<Field> images = load_idx(dir.file("images"), kImages);
  Expected<Field> labels = load_idx(dir.file("labels.gz"), kLabels);
  ASSERT_TRUE(images.ok() && labels.ok());
  std::vector<Field> fields;
  fields.push_back(std::move(*images));
  fields.push_back(std::move(*labels));
  Expected<Dataset> d = Dataset::make(std::move(fields));
  ASSERT_FALSE(d.ok());
  EXPECT_HAS(d.message(), "the fields of the data set disagree on the number of examples: `images` (" +
                              dir.file("images") + ") has 3, `labels` (" + dir.file("labels.gz") + ") has 2");
}

TEST(RuntimeIdx, LabelOutOfRange) {
  TempDir dir;
  test::write_bytes(dir.file("labels"), idx_bytes(0x08, {4}, {1, 0, 12, 3}));
  Expected<Field> f = load_idx(dir.file("labels"), kLabels);
  ASSERT_TRUE(f.ok()) << f.message();
  Status s = check_label_range(*f, 10);
  ASSERT_FALSE(s.ok());
  EXPECT_HAS(s.message(), dir.file("labels") + ": labels out of range for the loss: element 2 of `labels` is 12, "
                                               "but the loss has 10 classes (labels 0..9)");
  Expected<Field> images = load_idx(dir.file("labels"), FieldDecl{"x", DType::F32, {}});
  ASSERT_TRUE(images.ok());
  EXPECT_HAS(check_label_range(*images, 10).message(), "needs integer class labels");
}

TEST(RuntimeIdx, RealFashionMnistTestSet) {
  const std::string dir = "/usr/share/datasets/fashion-mnist/";
  const std::string images_path = dir + "t10k-images-idx3-ubyte.gz";
  const std::string labels_path = dir + "t10k-labels-idx1-ubyte.gz";
  if (!std::filesystem::exists(images_path) || !std::filesystem::exists(labels_path))
    GTEST_SKIP() << "Fashion-MNIST is not installed in " << dir << " (Debian package dataset-fashion-mnist)";
  Expected<Field> images = load_idx(images_path, FieldDecl{"images", DType::F32, {28, 28}});
  ASSERT_TRUE(images.ok()) << images.message();
  Expected<Field> labels = load_idx(labels_path, kLabels);
  ASSERT_TRUE(labels.ok()) << labels.message();
  EXPECT_EQ(images->data.shape(), (std::vector<int64_t>{10000, 28, 28}));
  EXPECT_EQ(labels->data.shape(), (std::vector<int64_t>{10000}));
  float lo = 1e9f, hi = -1e9f;
  for (int64_t i = 0; i < images->data.numel(); ++i) {
    lo = std::min(lo, images->data.data_as<float>()[i]);
    hi = std::max(hi, images->data.data_as<float>()[i]);
  }
  EXPECT_EQ(lo, 0.0f);
  EXPECT_EQ(hi, 255.0f);  // unscaled: the program divides by 255
  std::vector<int64_t> per_class(10);
  for (int64_t i = 0; i < 10000; ++i) {
    int64_t l = labels->data.data_as<int64_t>()[i];
    ASSERT_GE(l, 0);
    ASSERT_LT(l, 10);
    ++per_class[static_cast<size_t>(l)];
  }
  for (int64_t c : per_class) EXPECT_EQ(c, 1000);  // the test set is balanced
  EXPECT_TRUE(check_label_range(*labels, 10).ok());
  EXPECT_HAS(check_label_range(*labels, 9).message(), "labels out of range for the loss");
  std::vector<Field> fields;
  fields.push_back(std::move(*images));
  fields.push_back(std::move(*labels));
  Expected<Dataset> d = Dataset::make(std::move(fields));
  ASSERT_TRUE(d.ok()) << d.message();
  EXPECT_EQ(d->count(), 10000);
}

}  // namespace
}  // namespace netc::rt
