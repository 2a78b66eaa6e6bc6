// libFuzzer target: the readers of files people download, on arbitrary
// bytes. The first byte picks the reader and the next two the declaration
// the file is read for; the rest is the file:
//   0  a checkpoint (safetensors: header length, JSON, dtypes, offsets,
//      metadata), then its header checked against a small network's
//   1  an IDX file (plain or gzip'd), for f32 or i64 examples of a few shapes
//   2  a CSV file, with or without a header, all columns or two of them
//   3  an IDX file gzip'd here: the rest is its header (the declared sizes)
//      and data, then up to 1 MiB of zeros (the third byte, in 4 KiB), so
//      that mutations reach the declared sizes inside a valid gzip stream
//      and the data can be far larger than the input
// A reader answers bad input with an error, so a crash, a sanitizer report,
// a leak or a timeout is a bug.
#include <unistd.h>
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "runtime/checkpoint.h"
#include "runtime/data.h"

namespace {

const std::string& scratch_dir() {
  static const std::string dir = [] {
    char tmpl[] = "/tmp/netc-fuzz-XXXXXX";
    if (!mkdtemp(tmpl)) std::abort();
    return std::string(tmpl);
  }();
  return dir;
}

std::string write_file(const std::string& name, const uint8_t* data, size_t size) {
  std::string path = scratch_dir() + "/" + name;
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) std::abort();
  if (size && std::fwrite(data, 1, size, f) != size) std::abort();
  std::fclose(f);
  return path;
}

// `bytes` gzip'd (a single member, as gzip(1) writes).
std::string gzipped(const std::string& bytes) {
  z_stream z{};
  if (deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) std::abort();
  std::string out(deflateBound(&z, bytes.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  if (deflate(&z, Z_FINISH) != Z_STREAM_END) std::abort();
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace netc::rt;
  using netc::Status;
  if (size < 3) return 0;
  const uint8_t reader = data[0] % 4, a = data[1], b = data[2];
  data += 3;
  size -= 3;
  if (reader == 0) {
    std::string path = write_file("checkpoint.safetensors", data, size);
    TensorSpecs expected{{"net.w", {DType::F32, {2, 3}}}, {"net.b", {DType::F32, {3}}}};
    auto header = [&](const TensorSpecs& found, const Metadata& metadata) {
      // Half of the inputs stop at the header as --resume does, half read on.
      return (a & 1) ? check_header(path, found, metadata, expected) : Status{};
    };
    auto ckpt = read_checkpoint(path, header);
    if (ckpt.ok()) (void)check_compatible(*ckpt, expected, (b & 1) ? "0123456789abcdef" : "");
    return 0;
  }
  FieldDecl decl;
  decl.name = "x";
  decl.dtype = (a & 1) ? DType::I64 : DType::F32;
  static const std::vector<int64_t> shapes[] = {{}, {2}, {2, 2}, {3, 1}};
  decl.example_shape = shapes[(a >> 1) % 4];
  if (reader == 1) {
    (void)load_idx(write_file("data.idx", data, size), decl);
  } else if (reader == 3) {
    std::string idx(reinterpret_cast<const char*>(data), size);
    idx.append(size_t{b} * 4096, '\0');
    std::string gz = gzipped(idx);
    (void)load_idx(write_file("data.idx.gz", reinterpret_cast<const uint8_t*>(gz.data()), gz.size()), decl);
  } else {
    CsvOptions options;
    options.skip_header = b & 1;
    if (b & 2) options.columns = {static_cast<int64_t>((b >> 2) % 4), 0};
    (void)load_csv(write_file("data.csv", data, size), decl, options);
  }
  return 0;
}
