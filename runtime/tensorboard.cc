// TensorBoard event files, framed and encoded by hand (tensorboard.h).
#include "runtime/tensorboard.h"

#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace netc::rt {
namespace {

std::array<uint32_t, 256> crc32c_table() {
  std::array<uint32_t, 256> t{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1;  // the reflected polynomial
    t[i] = c;
  }
  return t;
}

// TFRecord stores a CRC rotated and offset, so that a CRC of CRCs is not trivial.
uint32_t masked(uint32_t crc) { return ((crc >> 15) | (crc << 17)) + 0xa282ead8u; }

void put_le(std::string& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out += static_cast<char>((v >> (8 * i)) & 0xff);
}

// Protocol buffers' wire format: a key is (field << 3) | wire type.
void varint(std::string& out, uint64_t v) {
  while (v >= 0x80) out += static_cast<char>((v & 0x7f) | 0x80), v >>= 7;
  out += static_cast<char>(v);
}
void length_delimited(std::string& out, int field, const std::string& bytes) {
  varint(out, (static_cast<uint64_t>(field) << 3) | 2);
  varint(out, bytes.size());
  out += bytes;
}

// Event { double wall_time = 1; int64 step = 2; string file_version = 3; Summary summary = 5; }
std::string event(double wall_time, int64_t step) {
  std::string e;
  varint(e, (1 << 3) | 1);
  uint64_t bits;
  std::memcpy(&bits, &wall_time, 8);
  put_le(e, bits, 8);
  if (step != 0) {
    varint(e, 2 << 3);
    varint(e, static_cast<uint64_t>(step));
  }
  return e;
}

}  // namespace

uint32_t crc32c(const void* data, size_t n) {
  static const std::array<uint32_t, 256> table = crc32c_table();
  uint32_t c = 0xffffffffu;
  const auto* p = static_cast<const uint8_t*>(data);
  for (size_t i = 0; i < n; ++i) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

Expected<TensorBoardWriter> TensorBoardWriter::open(const std::string& dir, double wall_time) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Status::error("--tensorboard: cannot create the directory `" + dir + "`: " + ec.message());
  char host[256] = "localhost";
  if (gethostname(host, sizeof host - 1) != 0) std::strcpy(host, "localhost");
  TensorBoardWriter w;
  w.path_ = (std::filesystem::path(dir) / ("events.out.tfevents." + std::to_string(static_cast<int64_t>(wall_time)) +
                                           "." + host + "." + std::to_string(getpid())))
                .string();
  errno = 0;
  w.out_.open(w.path_, std::ios::binary | std::ios::trunc);
  std::string first = event(wall_time, 0);
  length_delimited(first, 3, "brain.Event:2");
  if (!w.out_ || !w.record(first))
    return Status::error("--tensorboard: cannot write `" + w.path_ + "`" +
                         (errno ? std::string(": ") + std::strerror(errno) : std::string()));
  return w;
}

bool TensorBoardWriter::scalar(const std::string& tag, int64_t step, double value, double wall_time) {
  // Summary { repeated Value value = 1; }  Value { string tag = 1; float simple_value = 2; }
  std::string v;
  length_delimited(v, 1, tag);
  varint(v, (2 << 3) | 5);
  float f = static_cast<float>(value);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  put_le(v, bits, 4);
  std::string summary;
  length_delimited(summary, 1, v);
  std::string e = event(wall_time, step);
  length_delimited(e, 5, summary);
  return record(e);
}

bool TensorBoardWriter::record(const std::string& data) {
  std::string frame;
  put_le(frame, data.size(), 8);
  put_le(frame, masked(crc32c(frame.data(), 8)), 4);
  frame += data;
  put_le(frame, masked(crc32c(data.data(), data.size())), 4);
  errno = 0;
  out_.write(frame.data(), static_cast<std::streamsize>(frame.size()));
  out_.flush();  // TensorBoard reads the file as the run goes
  return out_.good();
}

}  // namespace netc::rt
