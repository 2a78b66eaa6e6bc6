// Data set loading (IDX, CSV), the checks of files against the declared
// example type, seeded shuffling and batching.
#include "runtime/data.h"

#include "base/splitmix64.h"

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <new>
#include <numeric>
#include <optional>
#include <utility>

namespace netc::rt {
namespace {

// The field as the program wrote it, for messages: "`images` (f32[28, 28])".
std::string decl_str(const FieldDecl& d) {
  return "`" + d.name + "` (" + type_str(d.dtype, d.example_shape) + ")";
}

// Missing files and directories get their own message before a loader tries
// to read them (gzopen would open a directory and fail later, obscurely).
Status check_readable_file(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) {
    int e = errno;
    return Status::error(path + ": cannot open: " + std::strerror(e) +
                         "; check the path in the dataset declaration (a relative path is taken from the "
                         "directory of the program that `netc run` was given)");
  }
  if (S_ISDIR(st.st_mode))
    return Status::error(path + ": is a directory, not a data file; name the file inside it");
  // A device (/dev/zero) would be read without end, a FIFO waited on.
  if (!S_ISREG(st.st_mode))
    return Status::error(path + ": is not a regular file (a device, a pipe or a socket); data sets are read from files");
  return Status();
}

// A data cell as a message shows it: control bytes and bytes outside ASCII
// as \xNN (a binary file's cell must not reach the terminal raw), and no
// more than 40 characters.
std::string printable(std::string_view cell) {
  std::string out;
  for (unsigned char c : cell) {
    if (out.size() >= 40) return out + "...";
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char buf[5];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// IDX

struct IdxType {
  uint8_t code;
  const char* name;
  size_t size;
  bool is_float;
};
constexpr IdxType kIdxTypes[] = {
    {0x08, "u8", 1, false},  {0x09, "i8", 1, false},  {0x0B, "i16", 2, false},
    {0x0C, "i32", 4, false}, {0x0D, "f32", 4, true},  {0x0E, "f64", 8, true},
};

std::string hex_byte(uint8_t b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02x", b);
  return buf;
}

struct GzCloser {
  void operator()(gzFile_s* f) const { gzclose(f); }
};
using GzPtr = std::unique_ptr<gzFile_s, GzCloser>;

// Reads up to n bytes; returns the count read, or -1 with the zlib message in `err`.
int64_t gz_read_fully(gzFile f, uint8_t* out, size_t n, std::string& err) {
  size_t got = 0;
  while (got < n) {
    unsigned chunk = static_cast<unsigned>(std::min<size_t>(n - got, size_t{1} << 24));
    int r = gzread(f, out + got, chunk);
    if (r < 0) {
      int errnum = 0;
      const char* msg = gzerror(f, &errnum);
      err = errnum == Z_ERRNO ? std::strerror(errno) : (msg ? msg : "read error");
      return -1;
    }
    got += static_cast<size_t>(r);
    if (static_cast<unsigned>(r) < chunk) {
      // End of input, or a broken gzip stream that zlib reports after the
      // bytes it could decode.
      int errnum = 0;
      const char* msg = gzerror(f, &errnum);
      if (errnum != Z_OK && errnum != Z_STREAM_END) {
        err = errnum == Z_ERRNO ? std::strerror(errno) : (msg ? msg : "read error");
        return -1;
      }
      break;
    }
  }
  return static_cast<int64_t>(got);
}

uint32_t be32(const uint8_t* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | uint32_t{p[3]};
}

template <class Src>
Src decode(const uint8_t* p) {
  if constexpr (std::is_same_v<Src, uint8_t>) {
    return p[0];
  } else if constexpr (std::is_same_v<Src, int8_t>) {
    return static_cast<int8_t>(p[0]);
  } else if constexpr (std::is_same_v<Src, int16_t>) {
    return static_cast<int16_t>((uint16_t{p[0]} << 8) | p[1]);
  } else if constexpr (std::is_same_v<Src, int32_t>) {
    return static_cast<int32_t>(be32(p));
  } else if constexpr (std::is_same_v<Src, float>) {
    return std::bit_cast<float>(be32(p));
  } else {
    uint64_t v = (uint64_t{be32(p)} << 32) | be32(p + 4);
    return std::bit_cast<double>(v);
  }
}

// Converts n big-endian values of type Src into the tensor's dtype, from its
// element `first` on. Values loaded into bool must be 0 or 1: returns the
// first index (of raw) that is not, or -1.
template <class Src>
int64_t convert_idx(const uint8_t* raw, int64_t n, Tensor& out, int64_t first) {
  constexpr size_t w = sizeof(Src);
  switch (out.dtype()) {
    case DType::F32: {
      float* o = out.data_as<float>() + first;
      for (int64_t i = 0; i < n; ++i) o[i] = static_cast<float>(decode<Src>(raw + i * w));
      break;
    }
    case DType::F16: {
      uint16_t* o = out.data_as<uint16_t>() + first;
      for (int64_t i = 0; i < n; ++i) o[i] = f32_to_f16(static_cast<float>(decode<Src>(raw + i * w)));
      break;
    }
    case DType::BF16: {
      uint16_t* o = out.data_as<uint16_t>() + first;
      for (int64_t i = 0; i < n; ++i) o[i] = f32_to_bf16(static_cast<float>(decode<Src>(raw + i * w)));
      break;
    }
    case DType::I32: {
      int32_t* o = out.data_as<int32_t>() + first;
      for (int64_t i = 0; i < n; ++i) o[i] = static_cast<int32_t>(decode<Src>(raw + i * w));
      break;
    }
    case DType::I64: {
      int64_t* o = out.data_as<int64_t>() + first;
      for (int64_t i = 0; i < n; ++i) o[i] = static_cast<int64_t>(decode<Src>(raw + i * w));
      break;
    }
    case DType::Bool: {
      uint8_t* o = out.data_as<uint8_t>() + first;
      for (int64_t i = 0; i < n; ++i) {
        auto v = decode<Src>(raw + i * w);
        if (v != 0 && v != 1) return i;
        o[i] = static_cast<uint8_t>(v);
      }
      break;
    }
  }
  return -1;
}

// Deflate's largest ratio: a 258-byte match (length code 285, no extra bits)
// at distance 1, each symbol in a 1-bit code, is 258 bytes from 2 bits.
// gzip's headers and block headers only lower it, and each member of a
// multi-member file is bounded alike, so a .gz file of S bytes holds at
// most 1032 * S bytes. (The ISIZE trailer is exact only for one member.)
constexpr uint64_t kMaxDeflateRatio = 1032;

// Chunks of a file's data as they arrive, each at most kChunkBytes (a
// multiple of every element size): a header that claims more than the file
// holds costs what the file holds, never what it claims.
constexpr size_t kChunkBytes = size_t{1} << 26;

}  // namespace

Expected<Field> load_idx(const std::string& path, const FieldDecl& decl) {
  try {
    if (Status s = check_readable_file(path); !s.ok()) return s;
    GzPtr f(gzopen(path.c_str(), "rb"));
    if (!f) {
      int e = errno;
      return Status::error(path + ": cannot open: " + (e ? std::strerror(e) : "out of memory"));
    }
    gzbuffer(f.get(), 1 << 17);
    std::string err;
    uint8_t head[4];
    int64_t got = gz_read_fully(f.get(), head, 4, err);
    if (got < 0) return Status::error(path + ": cannot read: " + err + "; the file is damaged, download it again");
    if (got < 4)
      return Status::error(path + ": not an IDX file: it has " + std::to_string(got) +
                           " bytes, fewer than the 4-byte IDX header; give idx() an IDX file");
    if (head[0] != 0 || head[1] != 0)
      return Status::error(path + ": not an IDX file: it starts with bytes " + hex_byte(head[0]) + " " +
                           hex_byte(head[1]) + " " + hex_byte(head[2]) + " " + hex_byte(head[3]) +
                           ", but an IDX file starts with 00 00, the element type and the number of "
                           "dimensions; give idx() an IDX file (plain or gzip'd)");
    const IdxType* type = nullptr;
    for (const IdxType& t : kIdxTypes)
      if (t.code == head[2]) type = &t;
    if (!type)
      return Status::error(path + ": unknown IDX element type 0x" + hex_byte(head[2]) +
                           " (IDX types are 0x08 u8, 0x09 i8, 0x0b i16, 0x0c i32, 0x0d f32, 0x0e f64); "
                           "the file is damaged or not an IDX file");
    int ndim = head[3];
    if (ndim == 0)
      return Status::error(path + ": the IDX header declares 0 dimensions; a data set file needs at least "
                           "one (the number of examples)");
    std::vector<uint8_t> dim_bytes(static_cast<size_t>(ndim) * 4);
    got = gz_read_fully(f.get(), dim_bytes.data(), dim_bytes.size(), err);
    if (got < 0) return Status::error(path + ": cannot read: " + err + "; the file is damaged, download it again");
    if (static_cast<size_t>(got) < dim_bytes.size())
      return Status::error(path + ": truncated IDX header: it declares " + std::to_string(ndim) +
                           " dimensions but ends inside them; the file is incomplete, download it again");
    std::vector<int64_t> dims(static_cast<size_t>(ndim));
    for (int i = 0; i < ndim; ++i) dims[i] = be32(&dim_bytes[static_cast<size_t>(i) * 4]);

    std::vector<int64_t> file_example(dims.begin() + 1, dims.end());
    if (file_example != decl.example_shape) {
      std::string want_str = "[count";
      for (int64_t d : decl.example_shape) want_str += ", " + std::to_string(d);
      want_str += "]";
      return Status::error(path + ": the field " + decl_str(decl) + " declares one example as " +
                           type_str(decl.dtype, decl.example_shape) + ", so the file must hold " + want_str +
                           ", but it holds " + shape_str(dims) + "; change the declared type to " +
                           type_str(decl.dtype, file_example) + " or use the right file");
    }
    if (type->is_float && !is_float(decl.dtype))
      return Status::error(path + ": the file holds " + type->name + " values (IDX type 0x" + hex_byte(type->code) +
                           "), which cannot be loaded into the field " + decl_str(decl) +
                           " without losing their fractions; declare it with a float dtype such as f32");

    std::optional<int64_t> numel = checked_numel(dims);
    if (!numel || *numel > std::numeric_limits<int64_t>::max() / 8)
      return Status::error(path + ": the IDX dimensions " + shape_str(dims) + " are too large; the header is damaged");
    uint64_t data_bytes = static_cast<uint64_t>(*numel) * type->size;
    const std::string declared = "the header declares " + shape_str(dims) + " " + type->name + " values (" +
                                 std::to_string(data_bytes) + " bytes of data)";

    // What the header declares is refused before any of it is read when the
    // file cannot hold it, or this machine could not load it.
    struct stat st;
    if (::stat(path.c_str(), &st) != 0) return Status::error(path + ": cannot read: " + std::strerror(errno));
    const uint64_t file_bytes = static_cast<uint64_t>(st.st_size), header_bytes = 4 + dim_bytes.size();
    if (gzdirect(f.get())) {
      if (data_bytes > file_bytes - header_bytes)
        return Status::error(path + ": truncated: " + declared + " but the file has only " +
                             std::to_string(file_bytes - header_bytes) + " bytes after its header; the file is "
                             "incomplete or its header is damaged, download it again");
    } else if (uint64_t most = std::min(file_bytes, UINT64_MAX / kMaxDeflateRatio) * kMaxDeflateRatio;
               data_bytes > most - header_bytes) {
      return Status::error(path + ": truncated: " + declared + ", but " + std::to_string(file_bytes) +
                           " bytes of gzip hold at most " + std::to_string(most) +
                           " (deflate's largest ratio is 1032:1); the file is incomplete or its header is damaged, "
                           "download it again");
    }
    const uint64_t memory = data_bytes + static_cast<uint64_t>(*numel) * dtype_size(decl.dtype);
    if (uint64_t limit = memory_limit(); limit && memory > limit)
      return Status::error(path + ": " + declared + ", which as the field " + decl_str(decl) + " take " +
                           std::to_string(memory) + " bytes of memory to load, more than this machine's " +
                           std::to_string(limit) + "; split the data set into smaller files, or load it on a "
                           "machine with more memory");

    // The data in chunks as it arrives (a gzip'd file can still end early).
    std::vector<std::vector<uint8_t>> chunks;
    uint64_t have = 0;
    while (have < data_bytes) {
      chunks.emplace_back(static_cast<size_t>(std::min<uint64_t>(data_bytes - have, kChunkBytes)));
      std::vector<uint8_t>& chunk = chunks.back();
      got = gz_read_fully(f.get(), chunk.data(), chunk.size(), err);
      if (got < 0)
        return Status::error(path + ": cannot read: " + err + "; the file is damaged or incomplete, download it again");
      have += static_cast<uint64_t>(got);
      if (static_cast<size_t>(got) < chunk.size()) break;
    }
    if (have < data_bytes)
      return Status::error(path + ": truncated: " + declared + " but the file has only " + std::to_string(have) +
                           "; the file is incomplete, download it again");
    uint64_t extra = 0;
    uint8_t sink[4096];
    for (;;) {
      got = gz_read_fully(f.get(), sink, sizeof sink, err);
      if (got < 0) return Status::error(path + ": cannot read: " + err + "; the file is damaged, download it again");
      extra += static_cast<uint64_t>(got);
      if (got < static_cast<int64_t>(sizeof sink)) break;
    }
    if (extra > 0)
      return Status::error(path + ": " + std::to_string(extra) + " bytes of trailing garbage after the " +
                           std::to_string(data_bytes) + " bytes of data the header declares (" + shape_str(dims) +
                           " " + type->name + "); the file is damaged or its header is wrong");

    Expected<Tensor> t = Tensor::create(decl.dtype, dims);
    if (!t.ok()) return Status::error(path + ": " + t.message());
    // Each chunk converted, then freed: the raw data and the tensor are not
    // both whole in memory for long.
    int64_t done = 0, bad = -1;
    for (std::vector<uint8_t>& chunk : chunks) {
      const int64_t n = static_cast<int64_t>(chunk.size() / type->size);
      switch (type->code) {
        case 0x08: bad = convert_idx<uint8_t>(chunk.data(), n, *t, done); break;
        case 0x09: bad = convert_idx<int8_t>(chunk.data(), n, *t, done); break;
        case 0x0B: bad = convert_idx<int16_t>(chunk.data(), n, *t, done); break;
        case 0x0C: bad = convert_idx<int32_t>(chunk.data(), n, *t, done); break;
        case 0x0D: bad = convert_idx<float>(chunk.data(), n, *t, done); break;
        case 0x0E: bad = convert_idx<double>(chunk.data(), n, *t, done); break;
      }
      if (bad >= 0) {
        bad += done;
        break;
      }
      done += n;
      std::vector<uint8_t>().swap(chunk);
    }
    if (bad >= 0)
      return Status::error(path + ": element " + std::to_string(bad) + " is neither 0 nor 1, so it cannot be loaded "
                           "into the field " + decl_str(decl) + "; declare it with an integer dtype");
    // NaN, an infinity, or an f64 beyond the field's dtype would reach the
    // loss as NaN: a data error, as in a CSV file.
    if (auto nf = first_non_finite(*t))
      return Status::error(path + ": " + nf->str() + " in " + dtype_name(decl.dtype) + " (example " +
                           std::to_string(nf->index / std::max<int64_t>(1, *numel / dims[0])) + " of the field " +
                           decl_str(decl) + "); fix the data or leave that example out");
    return Field{decl.name, path, std::move(*t)};
  } catch (const std::bad_alloc&) {
    return Status::error(path + ": out of memory while loading the file");
  }
}

// ---------------------------------------------------------------------------
// CSV

namespace {

// Splits one CSV line, honouring double quotes ("a,b" is one cell, "" an
// escaped quote); enough for numeric files written by spreadsheets and pandas.
void split_csv(std::string_view line, std::vector<std::string>& cells) {
  cells.clear();
  std::string cell;
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quoted) {
      if (c == '"') {
        if (i + 1 < line.size() && line[i + 1] == '"') {
          cell += '"';
          ++i;
        } else {
          quoted = false;
        }
      } else {
        cell += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      cells.push_back(std::move(cell));
      cell.clear();
    } else {
      cell += c;
    }
  }
  cells.push_back(std::move(cell));
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool parse_double(std::string_view s, double& out) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

bool parse_int(std::string_view s, int64_t& out) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

std::string columns_str(const std::vector<int64_t>& cols) { return shape_str(cols); }

}  // namespace

Expected<int64_t> count_idx_examples(const std::string& path) {
  if (Status s = check_readable_file(path); !s.ok()) return s;
  GzPtr f(gzopen(path.c_str(), "rb"));
  if (!f) return Status::error(path + ": cannot open: " + std::strerror(errno));
  std::string err;
  uint8_t head[8];
  int64_t got = gz_read_fully(f.get(), head, sizeof head, err);
  if (got < static_cast<int64_t>(sizeof head) || head[0] != 0 || head[1] != 0 || head[3] == 0)
    return Status::error(path + ": not an IDX file");
  return static_cast<int64_t>(be32(head + 4));
}

Expected<int64_t> count_csv_rows(const std::string& path, bool skip_header) {
  if (Status s = check_readable_file(path); !s.ok()) return s;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> fp(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (!fp) return Status::error(path + ": cannot open: " + std::strerror(errno));
  int64_t rows = 0;
  bool blank = true, header = skip_header;
  char buf[1 << 16];
  size_t n;
  auto end_line = [&] {
    if (header) header = false;
    else if (!blank) ++rows;
    blank = true;
  };
  while ((n = std::fread(buf, 1, sizeof buf, fp.get())) > 0)
    for (size_t k = 0; k < n; ++k) {
      char c = buf[k];
      if (c == '\n') end_line();
      else if (c != ' ' && c != '\t' && c != '\r') blank = false;
    }
  if (std::ferror(fp.get())) return Status::error(path + ": cannot read: " + std::strerror(errno));
  if (!blank) end_line();  // a last line without its newline
  return rows;
}

Expected<Field> load_csv(const std::string& path, const FieldDecl& decl, const CsvOptions& options) {
  try {
    if (Status s = check_readable_file(path); !s.ok()) return s;
    std::optional<int64_t> per_example = checked_numel(decl.example_shape);
    if (!per_example) return Status::error(path + ": the field " + decl_str(decl) + " has an invalid shape");
    for (int64_t c : options.columns)
      if (c < 0)
        return Status::error(path + ": column index " + std::to_string(c) + " in columns = " +
                             columns_str(options.columns) + " is negative; columns are numbered from 0");
    if (!options.columns.empty() && static_cast<int64_t>(options.columns.size()) != *per_example)
      return Status::error(path + ": columns = " + columns_str(options.columns) + " selects " +
                           std::to_string(options.columns.size()) + " values per row, but the field " +
                           decl_str(decl) + " needs " + std::to_string(*per_example) +
                           " per example; select that many columns or change the declared type");

    std::FILE* fp = std::fopen(path.c_str(), "rb");
    if (!fp) {
      int e = errno;
      return Status::error(path + ": cannot open: " + std::strerror(e));
    }
    std::string text;
    char buf[1 << 16];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, fp)) > 0) text.append(buf, n);
    bool read_error = std::ferror(fp);
    int read_errno = errno;
    std::fclose(fp);
    if (read_error) return Status::error(path + ": cannot read: " + std::strerror(read_errno));

    const bool is_float = netc::is_float(decl.dtype);
    std::vector<double> fvals;
    std::vector<int64_t> ivals;
    std::vector<std::string> cells;
    int64_t rows = 0;
    std::vector<int64_t> lines;  // each row's line in the file
    size_t first_width = 0;  // every row has the first data row's number of cells
    int64_t first_line = 0;
    int64_t line_no = 0;
    bool header_pending = options.skip_header;
    // A UTF-8 byte-order mark (spreadsheets write one) is no part of the first cell.
    size_t pos = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    while (pos < text.size()) {
      size_t end = text.find('\n', pos);
      if (end == std::string::npos) end = text.size();
      std::string_view line(text.data() + pos, end - pos);
      pos = end + 1;
      ++line_no;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (header_pending) {
        header_pending = false;
        continue;
      }
      if (trim(line).empty()) continue;  // blank lines, e.g. at the end of the file
      split_csv(line, cells);
      std::string where = path + ":" + std::to_string(line_no) + ": ";
      if (rows == 0) first_width = cells.size(), first_line = line_no;
      if (cells.size() != first_width)
        return Status::error(where + "the row has " + std::to_string(cells.size()) + " cells, but line " +
                             std::to_string(first_line) + " has " + std::to_string(first_width) +
                             "; every row of a CSV file has the same cells");
      size_t width = options.columns.empty() ? cells.size() : options.columns.size();
      if (options.columns.empty() && static_cast<int64_t>(cells.size()) != *per_example)
        return Status::error(where + "the row has " + std::to_string(cells.size()) + " columns, but the field " +
                             decl_str(decl) + " needs " + std::to_string(*per_example) +
                             " per example; select columns with columns = [...]");
      for (size_t k = 0; k < width; ++k) {
        size_t col = options.columns.empty() ? k : static_cast<size_t>(options.columns[k]);
        if (col >= cells.size())
          return Status::error(where + "short row: it has " + std::to_string(cells.size()) +
                               " columns, but columns = " + columns_str(options.columns) + " needs column " +
                               std::to_string(col) + "; fix the row or the column list");
        std::string_view cell = trim(cells[col]);
        bool good;
        if (is_float) {
          double v;
          good = parse_double(cell, v);
          // nan, inf and numbers beyond the field's type (f16's 65504)
          // would reach the loss as NaN; they are data errors, reported here.
          const float stored = decl.dtype == DType::F16    ? f16_to_f32(f32_to_f16(static_cast<float>(v)))
                               : decl.dtype == DType::BF16 ? bf16_to_f32(f32_to_bf16(static_cast<float>(v)))
                                                           : static_cast<float>(v);
          if (good && !std::isfinite(stored))
            return Status::error(where + "column " + std::to_string(col) + ": `" + printable(cell) +
                                 "` is not a finite number of the field " + decl_str(decl) +
                                 (std::isfinite(v) && decl.dtype == DType::F16 ? " (f16's largest is 65504)" : "") +
                                 "; fix the value");
          if (good) fvals.push_back(v);
        } else {
          int64_t v;
          good = parse_int(cell, v);
          if (good && decl.dtype == DType::Bool && v != 0 && v != 1) good = false;
          if (good && decl.dtype == DType::I32 &&
              (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max()))
            good = false;
          if (good) ivals.push_back(v);
        }
        if (!good) {
          // A word on the first line is most likely a header row.
          const bool header = rows == 0 && !options.skip_header && std::any_of(cell.begin(), cell.end(), [](char ch) {
                                return std::isalpha(static_cast<unsigned char>(ch));
                              });
          return Status::error(where + "column " + std::to_string(col) + ": `" + printable(cell) +
                               "` is not " + (is_float ? "a number" : "an integer in range") + " for the field " +
                               decl_str(decl) +
                               (header ? "; if the first line is a header row, skip it: csv(\"...\", skip_header = true)"
                                       : "; fix the value or select other columns"));
        }
      }
      ++rows;
      lines.push_back(line_no);
    }
    if (rows == 0)
      return Status::error(path + ": no data rows" + (options.skip_header ? " after the header" : std::string()) +
                           "; the field " + decl_str(decl) + " needs at least one example");

    std::vector<int64_t> shape{rows};
    shape.insert(shape.end(), decl.example_shape.begin(), decl.example_shape.end());
    Expected<Tensor> t = Tensor::create(decl.dtype, shape);
    if (!t.ok()) return Status::error(path + ": " + t.message());
    int64_t total = t->numel();
    for (int64_t i = 0; i < total; ++i) {
      switch (decl.dtype) {
        case DType::F32: t->data_as<float>()[i] = static_cast<float>(fvals[i]); break;
        case DType::F16: t->data_as<uint16_t>()[i] = f32_to_f16(static_cast<float>(fvals[i])); break;
        case DType::BF16: t->data_as<uint16_t>()[i] = f32_to_bf16(static_cast<float>(fvals[i])); break;
        case DType::I32: t->data_as<int32_t>()[i] = static_cast<int32_t>(ivals[i]); break;
        case DType::I64: t->data_as<int64_t>()[i] = ivals[i]; break;
        case DType::Bool: t->data_as<uint8_t>()[i] = static_cast<uint8_t>(ivals[i]); break;
      }
    }
    return Field{decl.name, path, std::move(*t), std::move(lines)};
  } catch (const std::bad_alloc&) {
    return Status::error(path + ": out of memory while loading the file");
  }
}

// ---------------------------------------------------------------------------
// Data sets and labels

Expected<Dataset> Dataset::make(std::vector<Field> fields) {
  if (fields.empty()) return Status::error("a data set needs at least one field");
  const Field& first = fields[0];
  for (const Field& f : fields) {
    if (f.count() != first.count())
      return Status::error("the fields of the data set disagree on the number of examples: `" + first.name +
                           "` (" + first.path + ") has " + std::to_string(first.count()) + ", `" + f.name +
                           "` (" + f.path + ") has " + std::to_string(f.count()) +
                           "; use files of the same split (e.g. both train or both t10k)");
  }
  Dataset d;
  d.count_ = first.count();
  d.fields_ = std::move(fields);
  return d;
}

const Field* Dataset::find(const std::string& name) const {
  for (const Field& f : fields_)
    if (f.name == name) return &f;
  return nullptr;
}

// The first element of an integer field outside [0, bound): its position
// and value; nullopt when there is none (or the field is not integer).
static std::optional<std::pair<int64_t, int64_t>> first_outside(const Field& f, int64_t bound) {
  const DType d = f.data.dtype();
  if (d != DType::I32 && d != DType::I64) return std::nullopt;
  for (int64_t i = 0, n = f.data.numel(); i < n; ++i) {
    int64_t v = d == DType::I32 ? f.data.data_as<int32_t>()[i] : f.data.data_as<int64_t>()[i];
    if (v < 0 || v >= bound) return std::pair{i, v};
  }
  return std::nullopt;
}

// Where element `i` of a field is, as a message begins: "ids.csv:7: ... `id`
// of example 5" for a CSV file (its line), "labels: ... element 5 of
// `labels`" otherwise. Returns {the prefix, the phrase}.
static std::pair<std::string, std::string> place(const Field& f, int64_t i) {
  const int64_t per = f.count() > 0 ? std::max<int64_t>(1, f.data.numel() / f.count()) : 1;
  const int64_t example = i / per;
  if (example < static_cast<int64_t>(f.lines.size()))
    return {f.path + ":" + std::to_string(f.lines[static_cast<size_t>(example)]),
            "`" + f.name + "` of example " + std::to_string(example)};
  return {f.path, "element " + std::to_string(i) + " of `" + f.name + "`"};
}

Status check_label_range(const Field& labels, int64_t num_classes) {
  DType d = labels.data.dtype();
  if (d != DType::I32 && d != DType::I64)
    return Status::error(labels.path + ": the field `" + labels.name + "` is " + dtype_name(d) +
                         ", but the loss needs integer class labels; declare it as i64");
  if (num_classes <= 0)
    return Status::error("the loss has " + std::to_string(num_classes) + " classes; it needs at least one");
  if (auto bad = first_outside(labels, num_classes)) {
    const auto [file, which] = place(labels, bad->first);
    return Status::error(file + ": labels out of range for the loss: " + which + " is " + std::to_string(bad->second) +
                         ", but the loss has " +
                         std::to_string(num_classes) + " classes (labels 0.." + std::to_string(num_classes - 1) +
                         "); check the file or the number of classes of the model");
  }
  return Status();
}

Status check_index_range(const Field& indices, int64_t bound, const std::string& what) {
  // A float field cast to indices: the loader checked its values whole.
  if (auto bad = first_outside(indices, bound)) {
    const auto [file, which] = place(indices, bad->first);
    return Status::error(file + ": indices out of range: " + which + " is " + std::to_string(bad->second) + ", but " + what +
                         " with it (indices 0.." + std::to_string(bound - 1) +
                         "); check the file or the size it indexes (an Embedding's `vocab`)");
  }
  return Status();
}

// ---------------------------------------------------------------------------
// Shuffling and batching

namespace {
constexpr uint64_t kGolden = splitmix::kGamma;

// A stream of numbers from a key: the k-th is splitmix64(key + k * golden),
// which is exactly splitmix64's own sequence seeded with key.
struct CounterRng {
  uint64_t key;
  uint64_t counter = 0;
  uint64_t next() { return splitmix64(key + (counter++) * kGolden); }
  // Uniform in [0, bound), without modulo bias (Lemire's method).
  uint64_t below(uint64_t bound) {
    __uint128_t m = static_cast<__uint128_t>(next()) * bound;
    uint64_t low = static_cast<uint64_t>(m);
    if (low < bound) {
      uint64_t threshold = (0 - bound) % bound;
      while (low < threshold) {
        m = static_cast<__uint128_t>(next()) * bound;
        low = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
  }
};

void fill_order(std::vector<int64_t>& order, int64_t n, bool shuffle, uint64_t seed, uint64_t epoch) {
  order.resize(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), int64_t{0});
  if (!shuffle) return;
  CounterRng rng{splitmix64(seed ^ splitmix64(epoch + kGolden))};
  for (int64_t i = n - 1; i > 0; --i) {
    int64_t j = static_cast<int64_t>(rng.below(static_cast<uint64_t>(i) + 1));
    std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(j)]);
  }
}
}  // namespace

uint64_t splitmix64(uint64_t x) { return splitmix::netc_splitmix(x); }

std::vector<int64_t> shuffled_order(int64_t n, uint64_t seed, uint64_t epoch) {
  std::vector<int64_t> order;
  fill_order(order, std::max<int64_t>(n, 0), true, seed, epoch);
  return order;
}

Expected<Batcher> Batcher::make(int64_t count, const BatchOptions& options) {
  if (options.batch_size <= 0)
    return Status::error("batch = " + std::to_string(options.batch_size) + ": the batch size must be at least 1");
  if (count < 0) return Status::error("a data set cannot have a negative number of examples");
  Batcher b;
  b.count_ = count;
  b.options_ = options;
  b.start_epoch(0);
  return b;
}

void Batcher::start_epoch(uint64_t epoch) { fill_order(order_, count_, options_.shuffle, options_.seed, epoch); }

int64_t Batcher::num_batches() const {
  int64_t bs = options_.batch_size;
  return options_.drop_last ? count_ / bs : (count_ + bs - 1) / bs;
}

std::span<const int64_t> Batcher::batch(int64_t b) const {
  if (b < 0 || b >= num_batches()) return {};
  int64_t begin = b * options_.batch_size;
  int64_t size = std::min(options_.batch_size, count_ - begin);
  return std::span<const int64_t>(order_.data() + begin, static_cast<size_t>(size));
}

Status gather(const Field& field, std::span<const int64_t> indices, void* out, size_t out_bytes) {
  size_t row = field.example_bytes();
  size_t need = indices.size() * row;
  if (out_bytes < need)
    return Status::error("the batch buffer for `" + field.name + "` has " + std::to_string(out_bytes) +
                         " bytes, but " + std::to_string(indices.size()) + " examples need " + std::to_string(need) +
                         "; allocate batch_size * example bytes");
  const auto* src = static_cast<const uint8_t*>(field.data.data());
  auto* dst = static_cast<uint8_t*>(out);
  int64_t count = field.count();
  for (size_t k = 0; k < indices.size(); ++k) {
    int64_t i = indices[k];
    if (i < 0 || i >= count)
      return Status::error("example index " + std::to_string(i) + " is out of range for `" + field.name + "` (" +
                           std::to_string(count) + " examples)");
    std::memcpy(dst + k * row, src + static_cast<size_t>(i) * row, row);
  }
  return Status();
}

Status gather(const Dataset& data, std::span<const int64_t> indices, std::span<void* const> outs,
              std::span<const size_t> out_bytes) {
  const auto& fields = data.fields();
  if (outs.size() != fields.size() || out_bytes.size() != fields.size())
    return Status::error("gather needs one buffer per field: the data set has " + std::to_string(fields.size()) +
                         " fields, " + std::to_string(outs.size()) + " buffers were given");
  for (size_t i = 0; i < fields.size(); ++i)
    if (Status s = gather(fields[i], indices, outs[i], out_bytes[i]); !s.ok()) return s;
  return Status();
}

}  // namespace netc::rt
