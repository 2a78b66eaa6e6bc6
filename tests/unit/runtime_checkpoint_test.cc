// safetensors checkpoints: bit-exact round trips, atomic replacement when a
// write fails, strict reading of damaged files, and compatibility checks.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include "runtime/checkpoint.h"
#include "unit/runtime_test_util.h"

namespace netc::rt {
namespace {

using test::TempDir;

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "message: " << (text)

Tensor make(DType d, std::vector<int64_t> shape) {
  Expected<Tensor> t = Tensor::create(d, std::move(shape));
  EXPECT_TRUE(t.ok()) << t.message();
  return std::move(*t);
}

// A checkpoint with every dtype and some awkward values.
struct Sample {
  Tensor w = make(DType::F32, {2, 3});
  Tensor h = make(DType::F16, {3});
  Tensor b = make(DType::BF16, {2});
  Tensor i = make(DType::I32, {2, 2});
  Tensor step = make(DType::I64, {});
  Tensor mask = make(DType::Bool, {5});
  Tensor empty = make(DType::F32, {0, 4});
  Sample() {
    float* wv = w.data_as<float>();
    wv[0] = 1.5f;
    wv[1] = -0.0f;
    wv[2] = std::numeric_limits<float>::infinity();
    wv[3] = std::numeric_limits<float>::denorm_min();
    wv[4] = std::bit_cast<float>(0x7fc01234u);  // NaN with a payload
    wv[5] = -1e30f;
    for (int k = 0; k < 3; ++k) h.data_as<uint16_t>()[k] = f32_to_f16(0.1f * static_cast<float>(k + 1));
    b.data_as<uint16_t>()[0] = f32_to_bf16(3.25f);
    b.data_as<uint16_t>()[1] = f32_to_bf16(-7.5f);
    for (int k = 0; k < 4; ++k) i.data_as<int32_t>()[k] = k * 1000 - 2000000000;
    step.data_as<int64_t>()[0] = int64_t{1} << 40;
    mask.data_as<uint8_t>()[1] = 1;
    mask.data_as<uint8_t>()[4] = 1;
  }
  std::vector<NamedTensor> named() const {
    return {{"net.fc1.weight", w.view()}, {"net.fc1.half", h.view()}, {"net.bf", b.view()},
            {"net.ints", i.view()},       {"opt.step", step.view()},  {"mask", mask.view()},
            {"empty", empty.view()}};
  }
};

const Metadata kMeta{{kMetaStep, "938"}, {kMetaEpoch, "1"}, {kMetaFingerprint, "mlp-784-256-10"}};

TEST(RuntimeCheckpoint, RoundTripIsBitExact) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  std::string path = dir.file("ck.safetensors");
  Status w = write_checkpoint(path, named, kMeta);
  ASSERT_TRUE(w.ok()) << w.message();
  Expected<Checkpoint> ck = read_checkpoint(path);
  ASSERT_TRUE(ck.ok()) << ck.message();
  EXPECT_EQ(ck->metadata, kMeta);
  ASSERT_EQ(ck->tensors.size(), named.size());
  for (const NamedTensor& n : named) {
    auto it = ck->tensors.find(n.name);
    ASSERT_NE(it, ck->tensors.end()) << n.name;
    EXPECT_EQ(it->second.dtype(), n.view.dtype) << n.name;
    EXPECT_EQ(it->second.shape(), n.view.shape) << n.name;
    ASSERT_EQ(it->second.nbytes(), n.view.nbytes) << n.name;
    EXPECT_EQ(std::memcmp(it->second.data(), n.view.data, n.view.nbytes), 0) << n.name;
  }
}

TEST(RuntimeCheckpoint, TemporariesOfKilledWritersAreRemovedAndLiveOnesKept) {
  TempDir dir;
  std::string path = dir.file("ck.safetensors");
  // A process that has exited: its temporary file is litter.
  pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ASSERT_GT(child, 0);
  ::waitpid(child, nullptr, 0);
  const std::string dead = path + ".tmp-" + std::to_string(child);
  const std::string live = path + ".tmp-1";  // init: alive, and maybe writing
  const std::string other = dir.file("other.safetensors.tmp-" + std::to_string(child));
  for (const std::string& f : {dead, live, other}) std::ofstream(f) << "partial";
  Sample s;
  std::vector<NamedTensor> named = s.named();
  ASSERT_TRUE(write_checkpoint(path, named, kMeta).ok());
  EXPECT_FALSE(std::filesystem::exists(dead));
  EXPECT_TRUE(std::filesystem::exists(live));
  EXPECT_TRUE(std::filesystem::exists(other));  // another checkpoint's
  EXPECT_TRUE(read_checkpoint(path).ok());
}

TEST(RuntimeCheckpoint, OnlyRegularFilesAreRead) {
  TempDir dir;
  const std::string fifo = dir.file("fifo.safetensors");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& path : {std::string("/dev/zero"), fifo}) {
    Expected<Checkpoint> ck = read_checkpoint(path);  // returns at once: a FIFO is not waited on
    ASSERT_FALSE(ck.ok()) << path;
    EXPECT_NE(ck.message().find("is not a regular file"), std::string::npos) << ck.message();
  }
}

TEST(RuntimeCheckpoint, HeaderIsPaddedAndDataAligned) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  ASSERT_TRUE(write_checkpoint(dir.file("ck"), named, {}).ok());
  std::vector<uint8_t> bytes = test::read_bytes(dir.file("ck"));
  uint64_t n = 0;
  for (int k = 7; k >= 0; --k) n = (n << 8) | bytes[static_cast<size_t>(k)];
  EXPECT_EQ(n % 8, 0u);
  std::string header(bytes.begin() + 8, bytes.begin() + 8 + static_cast<std::ptrdiff_t>(n));
  EXPECT_EQ(header.front(), '{');
  EXPECT_EQ(header.find("__metadata__"), std::string::npos);  // none was given
  EXPECT_HAS(header, "\"net.fc1.weight\":{\"data_offsets\":[8,32],\"dtype\":\"F32\",\"shape\":[2,3]}");
}

// FileOps that fail the way a full or broken disk does.
FileOps failing_write_after(size_t budget, int err) {
  auto left = std::make_shared<size_t>(budget);
  FileOps ops;
  ops.write = [left, err](int fd, const void* b, size_t n) -> ssize_t {
    if (*left == 0) {
      errno = err;
      return -1;
    }
    size_t k = std::min(n, *left);  // a short write first, as a filling disk gives
    *left -= k;
    return ::write(fd, b, k);
  };
  ops.fsync = [](int fd) { return ::fsync(fd); };
  ops.rename = [](const char* a, const char* b) { return ::rename(a, b); };
  return ops;
}

void expect_only_file(const TempDir& dir, const std::string& name) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) names.push_back(e.path().filename());
  EXPECT_EQ(names, std::vector<std::string>{name});
}

TEST(RuntimeCheckpoint, FailedWriteLeavesThePreviousCheckpointIntact) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  std::string path = dir.file("ck.safetensors");
  ASSERT_TRUE(write_checkpoint(path, named, kMeta).ok());
  std::vector<uint8_t> before = test::read_bytes(path);

  s.w.data_as<float>()[0] = 99.0f;  // the next epoch's weights
  for (int err : {ENOSPC, EIO}) {
    for (size_t budget : {size_t{0}, size_t{5}, size_t{100}, size_t{200}}) {
      FileOps ops = failing_write_after(budget, err);
      Status w = write_checkpoint(path, named, {{kMetaStep, "1876"}}, &ops);
      ASSERT_FALSE(w.ok());
      EXPECT_HAS(w.message(), "cannot write checkpoint " + path + ": " + std::strerror(err));
      EXPECT_HAS(w.message(), "the previous checkpoint, if any, is unchanged");
      EXPECT_EQ(test::read_bytes(path), before);
      expect_only_file(dir, "ck.safetensors");  // no temporary file left behind
    }
  }
}

TEST(RuntimeCheckpoint, FailedSyncOrRenameLeavesThePreviousCheckpointIntact) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  std::string path = dir.file("ck.safetensors");
  ASSERT_TRUE(write_checkpoint(path, named, kMeta).ok());
  std::vector<uint8_t> before = test::read_bytes(path);

  FileOps bad_sync = failing_write_after(SIZE_MAX, 0);
  bad_sync.fsync = [](int) {
    errno = EIO;
    return -1;
  };
  Status w = write_checkpoint(path, named, {}, &bad_sync);
  ASSERT_FALSE(w.ok());
  EXPECT_HAS(w.message(), "Input/output error (syncing " + path + ".tmp-");
  EXPECT_EQ(test::read_bytes(path), before);
  expect_only_file(dir, "ck.safetensors");

  FileOps bad_rename = failing_write_after(SIZE_MAX, 0);
  bad_rename.rename = [](const char*, const char*) {
    errno = EXDEV;
    return -1;
  };
  w = write_checkpoint(path, named, {}, &bad_rename);
  ASSERT_FALSE(w.ok());
  EXPECT_HAS(w.message(), "renaming " + path + ".tmp-");
  EXPECT_EQ(test::read_bytes(path), before);
  expect_only_file(dir, "ck.safetensors");
}

TEST(RuntimeCheckpoint, KeepsTheFileThereAsAskedAndNothingWhenThatFails) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  std::string path = dir.file("ck.safetensors"), prev = path + ".prev";
  ASSERT_TRUE(write_checkpoint(path, named, kMeta, nullptr, prev).ok());  // nothing there to keep
  std::vector<uint8_t> first = test::read_bytes(path);
  expect_only_file(dir, "ck.safetensors");

  s.w.data_as<float>()[0] = 2.0f;
  ASSERT_TRUE(write_checkpoint(path, named, {{kMetaStep, "2"}}, nullptr, prev).ok());
  EXPECT_EQ(test::read_bytes(prev), first);
  std::vector<uint8_t> second = test::read_bytes(path);
  EXPECT_NE(second, first);
  auto meta = read_checkpoint_metadata(path);
  ASSERT_TRUE(meta.ok()) << meta.message();
  EXPECT_EQ(*meta, (Metadata{{kMetaStep, "2"}}));

  // A failure to keep leaves both files as they were, and no temporary.
  FileOps bad_rename = failing_write_after(SIZE_MAX, 0);
  bad_rename.rename = [](const char*, const char*) {
    errno = EACCES;
    return -1;
  };
  Status w = write_checkpoint(path, named, kMeta, &bad_rename, prev);
  ASSERT_FALSE(w.ok());
  EXPECT_HAS(w.message(), "cannot keep the earlier checkpoint " + path + " as " + prev + ": Permission denied");
  EXPECT_EQ(test::read_bytes(path), second);
  EXPECT_EQ(test::read_bytes(prev), first);
  int files = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir.path())) ++files;
  EXPECT_EQ(files, 2);
}

TEST(RuntimeCheckpoint, MetadataOfAFileThatIsNoCheckpointIsAnError) {
  TempDir dir;
  std::string path = dir.file("notes.txt");
  std::ofstream(path) << "not a checkpoint";
  auto meta = read_checkpoint_metadata(path);
  ASSERT_FALSE(meta.ok());
  EXPECT_HAS(meta.message(), "not a valid safetensors checkpoint");
}

TEST(RuntimeCheckpoint, MissingDirectory) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  Status w = write_checkpoint(dir.file("no/such/ck.safetensors"), named, {});
  ASSERT_FALSE(w.ok());
  EXPECT_HAS(w.message(), "cannot write checkpoint " + dir.file("no/such/ck.safetensors") +
                              ": No such file or directory");
}

TEST(RuntimeCheckpoint, RejectsInvalidTensorsToWrite) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> dup{{"a", s.w.view()}, {"a", s.i.view()}};
  EXPECT_HAS(write_checkpoint(dir.file("ck"), dup, {}).message(), "two tensors are named `a`");
  TensorView lying = s.w.view();
  lying.nbytes = 4;
  std::vector<NamedTensor> bad{{"w", lying}};
  EXPECT_HAS(write_checkpoint(dir.file("ck"), bad, {}).message(), "does not match its type f32[2, 3]");
  EXPECT_FALSE(std::filesystem::exists(dir.file("ck")));
}

// A file from a header text and data bytes; `length` overrides the header length.
void write_st(const std::string& path, const std::string& header, size_t data_bytes,
              std::optional<uint64_t> length = std::nullopt) {
  uint64_t n = length.value_or(header.size());
  std::vector<uint8_t> b;
  for (int k = 0; k < 8; ++k) b.push_back(static_cast<uint8_t>(n >> (8 * k)));
  b.insert(b.end(), header.begin(), header.end());
  b.resize(b.size() + data_bytes, 0x11);
  test::write_bytes(path, b);
}

std::string read_error(const std::string& path) {
  Expected<Checkpoint> ck = read_checkpoint(path);
  EXPECT_FALSE(ck.ok()) << "reading " << path << " should fail";
  return ck.message();
}

TEST(RuntimeCheckpoint, CorruptFilesGiveClearErrors) {
  TempDir dir;
  std::string p = dir.file("bad.safetensors");
  const std::string good = R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";

  write_st(p, good, 8);
  ASSERT_TRUE(read_checkpoint(p).ok()) << read_checkpoint(p).message();

  test::write_bytes(p, {1, 2, 3});
  EXPECT_HAS(read_error(p), p + ": not a valid safetensors checkpoint: it has 3 bytes, fewer than the 8-byte header length");

  write_st(p, good.substr(0, 20), 0, good.size());  // truncated header
  EXPECT_HAS(read_error(p), "the header length " + std::to_string(good.size()) + " runs past the end of the file");

  write_st(p, good, 8, uint64_t{1} << 62);  // huge header length
  EXPECT_HAS(read_error(p), "the header length 4611686018427387904 exceeds the limit of 100000000 bytes");

  write_st(p, R"({"a":{"dtype":"F32",)", 8);
  EXPECT_HAS(read_error(p), "the header is not a valid JSON object");
  write_st(p, "[1, 2]  ", 8);
  EXPECT_HAS(read_error(p), "the header does not start with `{`");

  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,16]}})", 8);
  EXPECT_HAS(read_error(p), "tensor `a`: data_offsets [0,16] run past the end of the data section (8 bytes)");

  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})",
           12);
  EXPECT_HAS(read_error(p), "the data of `a` [0, 8] and `b` [4, 12] overlap");

  write_st(p, R"({"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", 8);
  EXPECT_HAS(read_error(p), "tensor `a`: data_offsets [0,8] hold 8 bytes, but f32[3] needs 12");

  write_st(p, R"({"a":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}})", 8);
  EXPECT_HAS(read_error(p), "tensor `a` has dtype F64, which netc does not support");

  write_st(p, R"({"a":{"dtype":"F32","shape":[-2],"data_offsets":[0,8]}})", 8);
  EXPECT_HAS(read_error(p), "shape [-2] has an entry that is not a non-negative integer");

  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[8,0]}})", 8);
  EXPECT_HAS(read_error(p), "data_offsets [8,0] ends before it begins");

  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8],"extra":1}})", 8);
  EXPECT_HAS(read_error(p), "the entry must be an object with exactly dtype, shape and data_offsets");

  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})", 12);
  EXPECT_HAS(read_error(p), "bytes [0, 4] of the data section belong to no tensor");

  write_st(p, good, 12);
  EXPECT_HAS(read_error(p), "the last 4 bytes of the data section belong to no tensor");

  write_st(p, R"({"__metadata__":{"step":3}})", 0);
  EXPECT_HAS(read_error(p), "__metadata__ value `step` is not a string");

  EXPECT_HAS(read_error(dir.file("none")), dir.file("none") + ": cannot open checkpoint: No such file or directory");
  EXPECT_HAS(read_error(dir.path()), dir.path() + ": is a directory, not a checkpoint file");
}

// What a JSON parser lets through silently: a key twice (the last wins: a
// weight swapped for its velocity), and bytes after the object (the parser
// stops at a NUL).
TEST(RuntimeCheckpoint, TheHeaderIsOneJsonObjectWithUniqueKeysAndSpaces) {
  TempDir dir;
  std::string p = dir.file("bad.safetensors");
  const std::string a = R"("a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]})";
  const std::string a2 = R"("a":{"dtype":"F32","shape":[2],"data_offsets":[8,16]})";

  write_st(p, "{" + a + "," + a2 + "}", 16);
  EXPECT_HAS(read_error(p), p + ": not a valid safetensors checkpoint: the header names `a` twice");
  write_st(p, R"({"a":{"dtype":"F32","shape":[2],"shape":[2],"data_offsets":[0,8]}})", 8);
  EXPECT_HAS(read_error(p), "the header names `shape` in `a` twice");
  write_st(p, R"({"__metadata__":{"epoch":"1","epoch":"2"},)" + a + "}", 8);
  EXPECT_HAS(read_error(p), "the header names `epoch` in `__metadata__` twice");
  // The same key in two objects is not a duplicate.
  write_st(p, R"({"__metadata__":{"dtype":"x"},)" + a + "}", 8);
  EXPECT_TRUE(read_checkpoint(p).ok()) << read_checkpoint(p).message();

  std::string nul = "{" + a + "}";
  nul += std::string(1, '\0') + "garbage";
  write_st(p, nul, 8);
  EXPECT_HAS(read_error(p), p + ": not a valid safetensors checkpoint: byte " + std::to_string(a.size() + 2) +
                                " of the " + std::to_string(nul.size()) + "-byte header is NUL");
  write_st(p, "{" + a + "}\n\t  ", 8);
  EXPECT_HAS(read_error(p), "the header has whitespace other than spaces after its JSON object");
  write_st(p, "{" + a + "}  x", 8);
  EXPECT_HAS(read_error(p), "the header is not a valid JSON object");
  write_st(p, "{" + a + "}     ", 8);  // spaces are the format's padding
  EXPECT_TRUE(read_checkpoint(p).ok()) << read_checkpoint(p).message();
}

TEST(RuntimeCheckpoint, CheckCompatibleListsEveryMismatch) {
  Checkpoint ck;
  ck.path = "mlp.safetensors";
  ck.tensors.emplace("net.fc1.weight", make(DType::F32, {128, 784}));
  ck.tensors.emplace("net.fc1.bias", make(DType::F32, {128}));
  ck.tensors.emplace("net.fc2.weight", make(DType::F16, {10, 128}));
  ck.tensors.emplace("net.old", make(DType::F32, {3}));
  ck.metadata[kMetaFingerprint] = "aaaa";
  std::map<std::string, TensorSpec> program{
      {"net.fc1.weight", {DType::F32, {256, 784}}},
      {"net.fc1.bias", {DType::F32, {128}}},
      {"net.fc2.weight", {DType::F32, {10, 128}}},
      {"net.fc2.bias", {DType::F32, {10}}},
  };
  Status s = check_compatible(ck, program, "bbbb");
  ASSERT_FALSE(s.ok());
  EXPECT_HAS(s.message(), "mlp.safetensors: the checkpoint does not match the program (5 problems):");
  EXPECT_HAS(s.message(), "\n  net.fc1.weight: checkpoint f32[128, 784], program f32[256, 784]");
  EXPECT_HAS(s.message(), "\n  net.fc2.weight: checkpoint f16[10, 128], program f32[10, 128]");
  EXPECT_HAS(s.message(), "\n  net.fc2.bias: missing from the checkpoint (program f32[10])");
  EXPECT_HAS(s.message(), "\n  net.old: in the checkpoint (f32[3]) but not in the program");
  EXPECT_HAS(s.message(), "\n  fingerprint: checkpoint aaaa, program bbbb; it was written by a different network");
  EXPECT_EQ(s.message().find("net.fc1.bias"), std::string::npos);

  program["net.fc1.weight"].shape = {128, 784};
  program["net.fc2.weight"].dtype = DType::F16;
  program.erase("net.fc2.bias");
  program["net.old"] = {DType::F32, {3}};
  EXPECT_TRUE(check_compatible(ck, program, "aaaa").ok());
  EXPECT_TRUE(check_compatible(ck, program).ok());  // no fingerprint to compare
  Status only_fp = check_compatible(ck, program, "cccc");
  EXPECT_HAS(only_fp.message(), "(1 problem):\n  fingerprint: checkpoint aaaa, program cccc");
  // Several accepted fingerprints (ir::accepted_fingerprints): any matches;
  // the program's own, the first, is the one an error shows.
  EXPECT_TRUE(check_compatible(ck, program, "cccc,aaaa").ok());
  Status neither = check_compatible(ck, program, "cccc,dddd");
  EXPECT_HAS(neither.message(), "(1 problem):\n  fingerprint: checkpoint aaaa, program cccc;");
  EXPECT_FALSE(check_compatible(ck, program, "cccc,aa").ok());
}

TEST(RuntimeCheckpoint, TheHeaderIsCheckedBeforeAnyDataIsRead) {
  TempDir dir;
  Sample s;
  std::vector<NamedTensor> named = s.named();
  std::string path = dir.file("ck.safetensors");
  ASSERT_TRUE(write_checkpoint(path, named, kMeta).ok());
  TensorSpecs seen;
  Expected<Checkpoint> ck = read_checkpoint(path, [&](const TensorSpecs& found, const Metadata& meta) {
    seen = found;
    EXPECT_EQ(meta, kMeta);
    return Status::error("refused from the header");
  });
  ASSERT_FALSE(ck.ok());
  EXPECT_EQ(ck.message(), "refused from the header");
  ASSERT_EQ(seen.size(), named.size());
  for (const NamedTensor& n : named) {
    EXPECT_EQ(seen.at(n.name).dtype, n.view.dtype) << n.name;
    EXPECT_EQ(seen.at(n.name).shape, n.view.shape) << n.name;
  }
  // check_header says what check_compatible says of the same tensors.
  TensorSpecs program = seen;
  program.begin()->second.shape.push_back(2);
  Status h = check_header(path, seen, kMeta, program);
  ASSERT_FALSE(h.ok());
  EXPECT_HAS(h.message(), "(1 problem):\n  " + program.begin()->first + ": checkpoint ");
}

TEST(RuntimeCheckpoint, NamesFromDataParallelGetAHint) {
  Checkpoint ck;
  ck.path = "ddp.safetensors";
  ck.tensors.emplace("module.fc1.weight", make(DType::F32, {2, 3}));
  std::map<std::string, TensorSpec> program{{"net.fc1.weight", {DType::F32, {2, 3}}}};
  Status s = check_compatible(ck, program);
  ASSERT_FALSE(s.ok());
  EXPECT_HAS(s.message(), "the checkpoint's names all start with `module.`, which PyTorch's DataParallel adds");
  ck.tensors.emplace("other", make(DType::F32, {1}));
  EXPECT_EQ(check_compatible(ck, program).message().find("DataParallel"), std::string::npos);
}

TEST(RuntimeCheckpoint, ANonFiniteParameterIsNamedWithItsIndex) {
  Checkpoint ck;
  ck.path = "diverged.safetensors";
  ck.tensors.emplace("net.w", make(DType::F32, {2, 3}));
  ck.tensors.emplace("net.h", make(DType::F16, {4}));
  ck.tensors.emplace("net.ok", make(DType::F32, {2}));
  ck.tensors.at("net.w").data_as<float>()[4] = std::nanf("");
  ck.tensors.at("net.h").data_as<uint16_t>()[1] = 0xfc00;  // -inf in f16
  std::map<std::string, TensorSpec> program{
      {"net.w", {DType::F32, {2, 3}}}, {"net.h", {DType::F16, {4}}}, {"net.ok", {DType::F32, {2}}}};
  Status s = check_compatible(ck, program);
  ASSERT_FALSE(s.ok());
  EXPECT_HAS(s.message(), "(2 problems):");
  EXPECT_HAS(s.message(), "\n  net.w: element 4 is NaN");
  EXPECT_HAS(s.message(), "\n  net.h: element 1 is -inf");
  EXPECT_EQ(s.message().find("net.ok"), std::string::npos);
}

}  // namespace
}  // namespace netc::rt
