// safetensors checkpoints: atomic writing and strict reading.
#include "runtime/checkpoint.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <limits>
#include <new>
#include <nlohmann/json.hpp>
#include <set>

#include "base/output_file.h"

namespace netc::rt {

// The format is little-endian and tensors are copied as they are in memory.
static_assert(std::endian::native == std::endian::little, "libnetrt assumes a little-endian host");

const char* safetensors_dtype(DType d) {
  switch (d) {
    case DType::F32: return "F32";
    case DType::F16: return "F16";
    case DType::BF16: return "BF16";
    case DType::I32: return "I32";
    case DType::I64: return "I64";
    case DType::Bool: return "BOOL";
  }
  return "?";
}

std::optional<DType> parse_safetensors_dtype(const std::string& name) {
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::I32, DType::I64, DType::Bool})
    if (name == safetensors_dtype(d)) return d;
  return std::nullopt;
}

namespace {

std::string errno_text(int e) { return std::strerror(e); }

std::string dir_of(const std::string& path) {
  size_t slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

// Removes PATH.tmp-PID files that a writer killed in the middle of a write
// left behind: those whose process no longer exists (a live one may be
// writing). Best effort: what cannot be removed stays.
void remove_stale_temporaries(const std::string& path) {
  const std::string dir = dir_of(path);
  const size_t slash = path.rfind('/');
  const std::string prefix = (slash == std::string::npos ? path : path.substr(slash + 1)) + ".tmp-";
  DIR* d = ::opendir(dir.c_str());
  if (!d) return;
  while (const dirent* e = ::readdir(d)) {
    std::string name = e->d_name;
    if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
    std::string digits = name.substr(prefix.size());
    if (digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
      continue;
    pid_t pid = static_cast<pid_t>(std::stol(digits));
    if (pid <= 0 || pid == ::getpid()) continue;
    if (::kill(pid, 0) == 0 || errno != ESRCH) continue;  // alive, or not ours to judge
    ::unlink((dir + "/" + name).c_str());
  }
  ::closedir(d);
}

// Writes all n bytes, retrying short writes and EINTR; errno on failure.
bool write_all(const FileOps& ops, int fd, const void* buf, size_t n) {
  const auto* p = static_cast<const uint8_t*>(buf);
  while (n > 0) {
    ssize_t r = ops.write(fd, p, n);
    if (r < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    if (r == 0) {  // no progress and no error: treat as a full device
      errno = ENOSPC;
      return false;
    }
    p += r;
    n -= static_cast<size_t>(r);
  }
  return true;
}

FileOps real_ops() {
  return FileOps{[](int fd, const void* b, size_t n) { return ::write(fd, b, n); },
                 [](int fd) { return ::fsync(fd); },
                 [](const char* a, const char* b) { return ::rename(a, b); }};
}

// The file at `path`, if any, kept as `keep` (replacing a file there): a
// hard link made under a temporary name and renamed over `keep`, so that
// `path` stays in place until the new checkpoint replaces it; where the file
// system has no hard links, `path` itself is moved.
Status keep_previous(const std::string& path, const std::string& keep, const FileOps& ops) {
  struct stat st;
  if (::lstat(path.c_str(), &st) != 0) return Status();  // nothing there to keep
  remove_stale_temporaries(keep);
  const std::string link_tmp = keep + ".tmp-" + std::to_string(::getpid());
  ::unlink(link_tmp.c_str());
  const bool linked = ::link(path.c_str(), link_tmp.c_str()) == 0;
  const std::string& from = linked ? link_tmp : path;
  if (ops.rename(from.c_str(), keep.c_str()) != 0) {
    int e = errno;
    if (linked) ::unlink(link_tmp.c_str());
    return Status::error("cannot keep the earlier checkpoint " + path + " as " + keep + ": " + errno_text(e) +
                         "; nothing was written and " + path + " is unchanged; free disk space or move it yourself");
  }
  return Status();
}

}  // namespace

Status write_checkpoint(const std::string& path, std::span<const NamedTensor> tensors, const Metadata& metadata,
                        const FileOps* ops_in, const std::string& keep_previous_as) {
  // Written by a rename, which would replace a device or a FIFO there.
  if (std::string kind = not_a_regular_file(path); !kind.empty())
    return Status::error("cannot write checkpoint " + path + ": it is " + kind + ", not a regular file; name a file");
  try {
    // Validate and lay out the data: larger elements first, so every tensor
    // starts at a multiple of its element size (the data section itself
    // starts at a multiple of 8).
    std::vector<const NamedTensor*> order;
    for (const NamedTensor& t : tensors) {
      if (t.name.empty() || t.name == "__metadata__")
        return Status::error("cannot write checkpoint " + path + ": invalid tensor name `" + t.name + "`");
      std::optional<int64_t> n = checked_numel(t.view.shape);
      if (!n || static_cast<uint64_t>(*n) * dtype_size(t.view.dtype) != t.view.nbytes)
        return Status::error("cannot write checkpoint " + path + ": tensor `" + t.name + "` has " +
                             std::to_string(t.view.nbytes) + " bytes, which does not match its type " +
                             type_str(t.view.dtype, t.view.shape));
      order.push_back(&t);
    }
    std::sort(order.begin(), order.end(), [](const NamedTensor* a, const NamedTensor* b) {
      size_t sa = dtype_size(a->view.dtype), sb = dtype_size(b->view.dtype);
      return sa != sb ? sa > sb : a->name < b->name;
    });
    for (size_t i = 1; i < order.size(); ++i)
      if (order[i]->name == order[i - 1]->name)
        return Status::error("cannot write checkpoint " + path + ": two tensors are named `" + order[i]->name + "`");

    nlohmann::json header = nlohmann::json::object();
    uint64_t offset = 0;
    for (const NamedTensor* t : order) {
      header[t->name] = {{"dtype", safetensors_dtype(t->view.dtype)},
                         {"shape", t->view.shape},
                         {"data_offsets", {offset, offset + t->view.nbytes}}};
      offset += t->view.nbytes;
    }
    if (!metadata.empty()) header["__metadata__"] = metadata;
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');
    uint8_t len[8];
    for (int i = 0; i < 8; ++i) len[i] = static_cast<uint8_t>(static_cast<uint64_t>(text.size()) >> (8 * i));

    const FileOps ops = ops_in ? *ops_in : real_ops();
    remove_stale_temporaries(path);
    const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
    // Callers pass errno as it was right after the failing call.
    auto fail = [&](const std::string& step, int e, int fd) {
      if (fd >= 0) ::close(fd);
      ::unlink(tmp.c_str());
      return Status::error("cannot write checkpoint " + path + ": " + errno_text(e) + " (" + step +
                           "); the previous checkpoint, if any, is unchanged; free disk space or choose "
                           "another path");
    };

    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
      int e = errno;
      return Status::error("cannot write checkpoint " + path + ": " + errno_text(e) + " (creating " + tmp +
                           "); check that the directory exists and is writable");
    }
    bool written = write_all(ops, fd, len, sizeof len) && write_all(ops, fd, text.data(), text.size());
    for (size_t i = 0; written && i < order.size(); ++i)
      written = write_all(ops, fd, order[i]->view.data, order[i]->view.nbytes);
    if (!written) {
      int e = errno;
      return fail("writing " + tmp, e, fd);
    }
    if (ops.fsync(fd) != 0) {
      int e = errno;
      return fail("syncing " + tmp, e, fd);
    }
    if (::close(fd) != 0) {
      int e = errno;
      return fail("closing " + tmp, e, -1);
    }
    if (!keep_previous_as.empty())
      if (Status kept = keep_previous(path, keep_previous_as, ops); !kept.ok()) {
        ::unlink(tmp.c_str());
        return kept;
      }
    if (ops.rename(tmp.c_str(), path.c_str()) != 0) {
      int e = errno;
      return fail("renaming " + tmp + " to " + path, e, -1);
    }

    // Make the rename itself durable. Some file systems cannot sync a
    // directory (EINVAL); the rename is then as durable as they allow.
    std::string dir = dir_of(path);
    int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
      int r = ops.fsync(dfd);
      int e = errno;
      ::close(dfd);
      if (r != 0 && e != EINVAL)
        return Status::error("checkpoint " + path + " was written, but syncing its directory " + dir +
                             " failed: " + errno_text(e) + "; it may not survive a power loss");
    }
    return Status();
  } catch (const std::bad_alloc&) {
    return Status::error("cannot write checkpoint " + path + ": out of memory");
  } catch (const nlohmann::json::exception& e) {
    // Metadata strings that are not UTF-8 cannot be put in the JSON header.
    return Status::error("cannot write checkpoint " + path + ": " + e.what() +
                         "; metadata and names must be valid UTF-8");
  }
}

namespace {

struct FdCloser {
  int fd;
  ~FdCloser() {
    if (fd >= 0) ::close(fd);
  }
};

bool pread_all(int fd, void* buf, size_t n, uint64_t off) {
  auto* p = static_cast<uint8_t*>(buf);
  while (n > 0) {
    ssize_t r = ::pread(fd, p, n, static_cast<off_t>(off));
    if (r < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    if (r == 0) {
      errno = EIO;  // the file shrank while being read
      return false;
    }
    p += r;
    n -= static_cast<size_t>(r);
    off += static_cast<uint64_t>(r);
  }
  return true;
}

// `text` as JSON; a key that an object holds twice is named in `duplicate`
// (`net.w`, or `dtype` in `net.w`): the parser would keep one silently.
nlohmann::json parse_unique_keys(const std::string& text, std::string& duplicate) {
  // The keys seen so far of each object being parsed, innermost last; the
  // key that holds each of them, for the message.
  std::vector<std::set<std::string>> keys;
  std::vector<std::string> owners;
  std::string last_key;
  auto note = [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (event == E::object_start) {
      owners.push_back(keys.empty() ? std::string() : last_key);
      keys.emplace_back();
    } else if (event == E::object_end && !keys.empty()) {
      keys.pop_back();
      owners.pop_back();
    } else if (event == E::key && !keys.empty()) {
      last_key = parsed.get<std::string>();
      if (!keys.back().insert(last_key).second && duplicate.empty())
        duplicate = "`" + last_key + "`" + (owners.back().empty() ? "" : " in `" + owners.back() + "`");
    }
    return true;
  };
  return nlohmann::json::parse(text, note, /*allow_exceptions=*/false);
}

// What a file of another format is, by its first bytes, and how to make it
// safetensors; nullopt when it may be safetensors. PyTorch's torch.save
// writes a zip archive of a pickle (before 1.6, the pickle alone); netc
// never unpickles: a pickle runs code as it loads.
std::optional<std::string> other_format(const std::string& path, const uint8_t* head, size_t n) {
  std::string out = path;
  for (const char* ext : {".pt", ".pth", ".bin", ".ckpt", ".npz"})
    if (out.size() > std::strlen(ext) && out.compare(out.size() - std::strlen(ext), std::string::npos, ext) == 0) {
      out.resize(out.size() - std::strlen(ext));
      break;
    }
  out += ".safetensors";
  // A safetensors file's JSON starts at byte 8, whatever its length's bytes are.
  if (n >= 9 && head[8] == '{') return std::nullopt;
  bool zip = n >= 4 && std::memcmp(head, "PK\x03\x04", 4) == 0;
  // PROTO 2-5, then an opcode a pickle of weights starts with: LONG1 (torch.save's magic
  // number), EMPTY_DICT, GLOBAL, FRAME, MARK, EMPTY_LIST, SHORT_BINUNICODE.
  bool pickle = n >= 3 && head[0] == 0x80 && head[1] >= 2 && head[1] <= 5 &&
                std::strchr("\x8a}c\x95(]\x8c", head[2]) != nullptr && head[2] != 0;
  if (!zip && !pickle) return std::nullopt;
  std::string first_entry;  // a zip's first file name (at byte 30, its length at 26)
  if (zip && n >= 30) {
    size_t len = head[26] | (head[27] << 8);
    first_entry.assign(reinterpret_cast<const char*>(head) + 30, std::min(len, n - 30));
  }
  bool torch_zip = zip && first_entry.size() >= 8 && first_entry.ends_with("data.pkl");
  if (zip && !torch_zip)
    return path + ": this is a zip archive (numpy's savez writes them), not a safetensors file; save the arrays with "
                  "safetensors instead, in Python:\n  import numpy, safetensors.numpy\n  safetensors.numpy.save_file("
                  "dict(numpy.load(\"" + path + "\")), \"" + out + "\")";
  return path + ": this is a PyTorch pickle (" +
         std::string(zip ? "the zip archive torch.save writes" : "torch.save's format before PyTorch 1.6, or a pickle") +
         "), not a safetensors file; netc does not load pickles (loading one runs its code). Save the state_dict "
         "with safetensors.torch.save_file, in Python:\n  import torch, safetensors.torch\n  "
         "safetensors.torch.save_file(torch.load(\"" + path + "\", map_location=\"cpu\"), \"" + out + "\")";
}

struct Entry {
  std::string name;
  DType dtype;
  std::vector<int64_t> shape;
  uint64_t begin, end;
  bool from_f64 = false;  // F64 in the file, F32 in memory
};

}  // namespace

Expected<Checkpoint> read_checkpoint(const std::string& path, const HeaderCheck& before_data,
                                     const ReadOptions& options) {
  const std::string bad = path + ": not a valid safetensors checkpoint: ";
  const std::string fix = "; the file is damaged or was not written as safetensors";
  try {
    // Without blocking: a FIFO nobody writes is refused below, not waited on.
    int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
      int e = errno;
      return Status::error(path + ": cannot open checkpoint: " + errno_text(e));
    }
    FdCloser closer{fd};
    struct stat st;
    if (::fstat(fd, &st) != 0) return Status::error(path + ": cannot read checkpoint: " + errno_text(errno));
    if (S_ISDIR(st.st_mode)) return Status::error(path + ": is a directory, not a checkpoint file");
    if (!S_ISREG(st.st_mode))  // its size would be 0 or made up: /dev/zero, a pipe, a socket
      return Status::error(path + ": is not a regular file (a device, a pipe or a socket), not a checkpoint file");
    uint64_t size = static_cast<uint64_t>(st.st_size);
    uint8_t head[128];
    size_t head_size = static_cast<size_t>(std::min<uint64_t>(size, sizeof head));
    if (!pread_all(fd, head, head_size, 0)) return Status::error(path + ": cannot read checkpoint: " + errno_text(errno));
    if (auto other = other_format(path, head, head_size)) return Status::error(*other);
    if (size < 8)
      return Status::error(bad + "it has " + std::to_string(size) + " bytes, fewer than the 8-byte header length" + fix);
    uint8_t len_bytes[8];
    std::memcpy(len_bytes, head, 8);
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = (n << 8) | len_bytes[i];
    if (n > kMaxHeaderBytes)
      return Status::error(bad + "the header length " + std::to_string(n) + " exceeds the limit of " +
                           std::to_string(kMaxHeaderBytes) + " bytes" + fix);
    if (n > size - 8)
      return Status::error(bad + "the header length " + std::to_string(n) + " runs past the end of the file (" +
                           std::to_string(size) + " bytes); the file is truncated or damaged");
    if (n < 2) return Status::error(bad + "the header length " + std::to_string(n) + " is too small for a JSON object" + fix);
    std::string text(static_cast<size_t>(n), '\0');
    if (!pread_all(fd, text.data(), text.size(), 8))
      return Status::error(path + ": cannot read checkpoint: " + errno_text(errno));
    if (text[0] != '{') return Status::error(bad + "the header does not start with `{`" + fix);
    // The JSON object, then spaces up to the header length: nothing else (the
    // JSON parser would stop at a NUL and take what follows for padding).
    if (size_t nul = text.find('\0'); nul != std::string::npos)
      return Status::error(bad + "byte " + std::to_string(nul) + " of the " + std::to_string(n) +
                           "-byte header is NUL, which JSON does not allow and the format does not pad with "
                           "(only spaces may follow the JSON object)" + fix);
    std::string duplicate;
    nlohmann::json header = parse_unique_keys(text, duplicate);
    if (header.is_discarded() || !header.is_object())
      return Status::error(bad + "the header is not a valid JSON object" + fix);
    if (text[text.find_last_not_of(' ')] != '}')
      return Status::error(bad + "the header has whitespace other than spaces after its JSON object, where the "
                           "format pads with spaces only" + fix);
    if (!duplicate.empty())
      return Status::error(bad + "the header names " + duplicate +
                           " twice, and which one a reader takes is arbitrary" + fix);

    const uint64_t data_size = size - 8 - n;
    Checkpoint ck;
    ck.path = path;
    std::vector<Entry> entries;
    for (auto& [name, value] : header.items()) {
      if (name == "__metadata__") {
        if (!value.is_object()) return Status::error(bad + "__metadata__ is not a JSON object" + fix);
        for (auto& [k, v] : value.items()) {
          if (!v.is_string())
            return Status::error(bad + "__metadata__ value `" + k + "` is not a string" + fix);
          ck.metadata[k] = v.get<std::string>();
        }
        continue;
      }
      const std::string where = bad + "tensor `" + name + "`: ";
      if (!value.is_object() || value.size() != 3 || !value.contains("dtype") || !value.contains("shape") ||
          !value.contains("data_offsets"))
        return Status::error(where + "the entry must be an object with exactly dtype, shape and data_offsets" + fix);
      const auto& jd = value["dtype"];
      if (!jd.is_string()) return Status::error(where + "dtype is not a string" + fix);
      bool from_f64 = options.f64_as_f32 && jd.get<std::string>() == "F64";
      std::optional<DType> dtype = from_f64 ? DType::F32 : parse_safetensors_dtype(jd.get<std::string>());
      if (!dtype)
        return Status::error(path + ": tensor `" + name + "` has dtype " + jd.get<std::string>() +
                             ", which netc does not support (F32, F16, BF16, I32, I64, BOOL); convert it first");
      const auto& js = value["shape"];
      if (!js.is_array()) return Status::error(where + "shape is not an array" + fix);
      std::vector<int64_t> shape;
      for (const auto& d : js) {
        if (!d.is_number_unsigned() || d.get<uint64_t>() > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
          return Status::error(where + "shape " + js.dump() + " has an entry that is not a non-negative integer" + fix);
        shape.push_back(d.get<int64_t>());
      }
      const auto& jo = value["data_offsets"];
      if (!jo.is_array() || jo.size() != 2 || !jo[0].is_number_unsigned() || !jo[1].is_number_unsigned())
        return Status::error(where + "data_offsets " + jo.dump() + " is not a pair of non-negative integers" + fix);
      uint64_t begin = jo[0].get<uint64_t>(), end = jo[1].get<uint64_t>();
      if (begin > end)
        return Status::error(where + "data_offsets " + jo.dump() + " ends before it begins" + fix);
      if (end > data_size)
        return Status::error(where + "data_offsets " + jo.dump() + " run past the end of the data section (" +
                             std::to_string(data_size) + " bytes); the file is truncated or damaged");
      std::optional<int64_t> numel = checked_numel(shape);
      uint64_t elem = from_f64 ? 8 : dtype_size(*dtype);
      if (!numel || static_cast<uint64_t>(*numel) > std::numeric_limits<uint64_t>::max() / 8 ||
          static_cast<uint64_t>(*numel) * elem != end - begin)
        return Status::error(where + "data_offsets " + jo.dump() + " hold " + std::to_string(end - begin) +
                             " bytes, but " + (from_f64 ? "f64" + type_str(*dtype, shape).substr(3) : type_str(*dtype, shape)) +
                             " needs " + (numel ? std::to_string(static_cast<uint64_t>(*numel) * elem) : std::string("more")) +
                             fix);
      entries.push_back(Entry{name, *dtype, std::move(shape), begin, end, from_f64});
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry& a, const Entry& b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
    uint64_t covered = 0;
    for (size_t i = 0; i < entries.size(); ++i) {
      const Entry& e = entries[i];
      if (e.begin < covered)
        return Status::error(bad + "the data of `" + entries[i - 1].name + "` [" + std::to_string(entries[i - 1].begin) +
                             ", " + std::to_string(entries[i - 1].end) + "] and `" + e.name + "` [" +
                             std::to_string(e.begin) + ", " + std::to_string(e.end) + "] overlap" + fix);
      if (e.begin > covered)
        return Status::error(bad + "bytes [" + std::to_string(covered) + ", " + std::to_string(e.begin) +
                             "] of the data section belong to no tensor" + fix);
      covered = e.end;
    }
    if (covered != data_size)
      return Status::error(bad + "the last " + std::to_string(data_size - covered) +
                           " bytes of the data section belong to no tensor" + fix);
    if (before_data) {
      TensorSpecs found;
      for (const Entry& e : entries) found[e.name] = {e.dtype, e.shape};
      if (Status s = before_data(found, ck.metadata); !s.ok()) return s;
    }
    for (const Entry& e : entries) {
      Expected<Tensor> t = Tensor::create(e.dtype, e.shape);
      if (!t.ok()) return Status::error(path + ": tensor `" + e.name + "`: " + t.message());
      if (e.from_f64) {
        std::vector<double> wide(static_cast<size_t>(t->numel()));
        if (!pread_all(fd, wide.data(), static_cast<size_t>(e.end - e.begin), 8 + n + e.begin))
          return Status::error(path + ": cannot read checkpoint: " + errno_text(errno));
        float* out = t->data_as<float>();
        for (size_t i = 0; i < wide.size(); ++i) out[i] = static_cast<float>(wide[i]);
        ck.from_f64.push_back(e.name);
      } else if (!pread_all(fd, t->data(), static_cast<size_t>(e.end - e.begin), 8 + n + e.begin)) {
        return Status::error(path + ": cannot read checkpoint: " + errno_text(errno));
      }
      ck.tensors.emplace(e.name, std::move(*t));
    }
    return ck;
  } catch (const std::bad_alloc&) {
    return Status::error(path + ": out of memory while reading the checkpoint");
  } catch (const nlohmann::json::exception& e) {
    return Status::error(bad + e.what() + fix);
  }
}

namespace {

// What keeps a checkpoint of these tensors from loading into the program.
std::vector<std::string> header_problems(const TensorSpecs& found, const Metadata& metadata, const TensorSpecs& expected,
                                         const std::string& fingerprint) {
  std::vector<std::string> problems;
  for (const auto& [name, spec] : expected) {
    auto it = found.find(name);
    if (it == found.end()) continue;
    if (it->second.dtype != spec.dtype || it->second.shape != spec.shape)
      problems.push_back(name + ": checkpoint " + type_str(it->second.dtype, it->second.shape) + ", program " +
                         type_str(spec.dtype, spec.shape));
  }
  for (const auto& [name, spec] : expected)
    if (!found.count(name))
      problems.push_back(name + ": missing from the checkpoint (program " + type_str(spec.dtype, spec.shape) + ")");
  for (const auto& [name, t] : found)
    if (!expected.count(name))
      problems.push_back(name + ": in the checkpoint (" + type_str(t.dtype, t.shape) + ") but not in the program");
  if (!fingerprint.empty()) {
    auto it = metadata.find(kMetaFingerprint);
    if (it == metadata.end())
      problems.push_back("fingerprint: the checkpoint has none, the program's is " + fingerprint.substr(0, fingerprint.find(',')) +
                         "; it was not written by netc for this network");
    else if (("," + fingerprint + ",").find("," + it->second + ",") == std::string::npos || it->second.empty())
      problems.push_back("fingerprint: checkpoint " + it->second + ", program " + fingerprint.substr(0, fingerprint.find(',')) +
                         "; it was written by a different network");
  }
  return problems;
}

Status report(const std::string& path, const TensorSpecs& found, const std::vector<std::string>& problems,
              const std::string& help = "") {
  if (problems.empty()) return Status();
  std::string msg = path + ": the checkpoint does not match the program (" + std::to_string(problems.size()) +
                    (problems.size() == 1 ? " problem" : " problems") + "):";
  for (const std::string& p : problems) msg += "\n  " + p;
  if (!help.empty()) return Status::error(msg + "\n" + help);
  // PyTorch's DataParallel saves every name with `module.` in front.
  bool prefixed = !found.empty() && std::all_of(found.begin(), found.end(), [](const auto& t) {
    return t.first.rfind("module.", 0) == 0;
  });
  if (prefixed)
    msg += "\nthe checkpoint's names all start with `module.`, which PyTorch's DataParallel adds: strip it from the "
           "names (and name them as the program does, `net.fc1.weight`)";
  msg += "\nload a checkpoint written by this network, or start without one";
  return Status::error(msg);
}

}  // namespace

std::optional<std::string> non_finite_problem(const std::string& name, const Tensor& t) {
  auto bad = first_non_finite(t);
  if (!bad) return std::nullopt;
  return name + ": " + bad->str() + " (the run that wrote it diverged?)";
}

Status check_header(const std::string& path, const TensorSpecs& found, const Metadata& metadata,
                    const TensorSpecs& expected, const std::string& fingerprint, const std::string& help) {
  return report(path, found, header_problems(found, metadata, expected, fingerprint), help);
}

Status check_compatible(const Checkpoint& ck, const TensorSpecs& expected, const std::string& fingerprint) {
  TensorSpecs found;
  for (const auto& [name, t] : ck.tensors) found[name] = {t.dtype(), t.shape()};
  std::vector<std::string> problems = header_problems(found, ck.metadata, expected, fingerprint);
  // A NaN or an infinity would train on silently (and be saved again).
  for (const auto& [name, spec] : expected) {
    auto it = ck.tensors.find(name);
    if (it == ck.tensors.end() || it->second.dtype() != spec.dtype || it->second.shape() != spec.shape) continue;
    if (auto bad = non_finite_problem(name, it->second)) problems.push_back(*bad);
  }
  return report(ck.path, found, problems);
}

Expected<Metadata> read_checkpoint_metadata(const std::string& path) {
  // The header check stops the read before any data: it is all we need.
  static const std::string kHeaderRead = "header read";
  Metadata found;
  auto ck = read_checkpoint(path, [&](const TensorSpecs&, const Metadata& metadata) {
    found = metadata;
    return Status::error(kHeaderRead);
  });
  if (ck.ok()) return ck->metadata;  // not reached: the check always stops the read
  if (ck.message() != kHeaderRead) return ck.status();
  return found;
}

}  // namespace netc::rt
